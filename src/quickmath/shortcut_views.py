"""`quickmath shortcuts` and the chat's `/shortcuts`: every shortcut, one operation's, or one in full."""

from __future__ import annotations

from rich.console import RenderableType

from quickmath.domain import Operation
from quickmath.render import shortcut_card, shortcuts_table
from quickmath.tools.listing import list_shortcuts, shortcut_in_full
from quickmath.tools.schemas import ListArgs

OPERATION_WORDS = {"+": "add", "-": "subtract", "*": "multiply", "/": "divide"}


def operation_called(text: str) -> Operation:
    """The operation written as its symbol or value (`*`, `add_time`) or as a word (`multiply`)."""
    wanted = text.strip().lower()
    for operation in Operation:
        if wanted in (operation.value, OPERATION_WORDS.get(operation.value)):
            return operation
    known = ", ".join(
        f"{op.value} ({OPERATION_WORDS[op.value]})" if op.value in OPERATION_WORDS else op.value
        for op in Operation
    )
    raise ValueError(f"there is no operation called {text!r}; use one of {known}")


def shortcuts_view(name: str | None, operation: Operation | None, hint: str) -> RenderableType:
    """One shortcut in full when named, else the table (of one operation's shortcuts when given) with
    `hint` under it; UnknownShortcut for a name no shortcut has."""
    from quickmath.drill.questions import find_shortcut

    if name:
        return shortcut_card(shortcut_in_full(find_shortcut(name)))
    listed = list_shortcuts(ListArgs(operation=operation))["shortcuts"]
    which = f" for {operation.value}" if operation else ""
    table = shortcuts_table(listed, f"{len(listed)} shortcuts{which}")
    table.caption = hint
    return table
