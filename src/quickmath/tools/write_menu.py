"""Write the tool menu kept as data: `python -m quickmath.tools.write_menu`, after changing a tool."""

import json

from quickmath.context import estimate_tokens
from quickmath.tools import MENU_FILE, MENU_TOKENS, built_menu

if __name__ == "__main__":
    MENU_FILE.write_text(built_menu(), "utf-8")
    print(f"wrote {MENU_FILE}")
    tokens = estimate_tokens(json.loads(built_menu()))
    if tokens != MENU_TOKENS:
        print(f"now set MENU_TOKENS = {tokens} in quickmath/tools/__init__.py")
