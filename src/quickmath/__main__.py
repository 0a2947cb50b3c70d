"""`python -m quickmath` and the `quickmath` command: run the command line, the cycle collector set first.

CPython looks for reference cycles every 700 new objects. Starting quickmath makes hundreds of thousands
(modules, classes, Typer's and pydantic's tables), and those passes cost about 12 M instructions of an
offline answer's 1,010 M; every 10,000 new objects is often enough for a tutor (most objects are freed when
their last reference goes, with no pass at all). Only the command's own process is set so, here, before the
command line's imports: importing the library changes nothing global. A threshold the user set is kept.
"""

import gc


def main() -> None:
    if gc.get_threshold()[0] == 700:
        gc.set_threshold(10_000, *gc.get_threshold()[1:])
    from quickmath.cli import main as run  # after the threshold: its imports make most of the objects

    run()


if __name__ == "__main__":
    main()
