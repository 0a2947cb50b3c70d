"""Write the tool menu kept as data: `python -m quickmath.tools.write_menu`, after changing a tool."""

from quickmath.tools import MENU_FILE, built_menu

if __name__ == "__main__":
    MENU_FILE.write_text(built_menu(), "utf-8")
    print(f"wrote {MENU_FILE}")
