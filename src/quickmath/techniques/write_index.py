"""Write the shortcut index kept as data: `python -m quickmath.techniques.write_index`, after adding,
renaming or moving a shortcut."""

from quickmath.techniques import INDEX_FILE, built_index

if __name__ == "__main__":
    INDEX_FILE.write_text(built_index(), "utf-8")
    print(f"wrote {INDEX_FILE}")
