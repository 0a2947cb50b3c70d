"""`python -m quickmath`: the same as the `quickmath` command."""

from quickmath.cli import main

if __name__ == "__main__":
    main()
