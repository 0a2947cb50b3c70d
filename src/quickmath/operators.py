"""The operator table: how each arithmetic operation is written in notes, shown to people, and typed.

Notes and `Operation` values use the ASCII sign (`*`); people read the sign in `shown` (`×`); a model or a
learner may type any of `spellings`. Every module that turns one into another reads this table.
"""

from __future__ import annotations

from quickmath.records import Record


class Operator(Record):
    ascii: str
    shown: str
    spellings: tuple[str, ...]
    """Every sign that means this operation, the ASCII and shown ones included."""


OPERATORS = (
    Operator("+", "+", ("+",)),
    Operator("-", "−", ("-", "−", "–")),
    Operator("*", "×", ("*", "×", "x", "X", "·", "⋅")),
    Operator("/", "÷", ("/", "÷")),
)
POWER_SIGNS = ("^", "**")

SHOWN = {operator.ascii: operator.shown for operator in OPERATORS}
"""ASCII sign → the sign people read: "*" → "×"."""

ASCII = {spelling: operator.ascii for operator in OPERATORS for spelling in operator.spellings}
"""Any spelling → the ASCII sign a note uses: "×", "x", "·" → "*"; "−" → "-"."""

SHOWN_SIGNS = frozenset(SHOWN.values())
"""+ − × ÷, the signs in a problem or a step as the tools write it for people."""


def shown(sign: str) -> str:
    """The sign people read for any spelling of an operation ("*", "x" → "×"); other text unchanged."""
    return SHOWN.get(ASCII.get(sign, sign), sign)


def ascii_sign(sign: str) -> str:
    """The ASCII sign of any spelling of an operation ("×", "x" → "*"); other text unchanged."""
    return ASCII.get(sign.strip(), sign.strip())
