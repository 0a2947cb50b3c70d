"""Remainders: "the remainder when 773 is divided by 103", "773 mod 103", "what is left over when …"."""

from __future__ import annotations

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.readers.whole_division import search_alone
from quickmath.offline.reading.text import N, mentions
from quickmath.patterns import lazy

_DIVIDED = r"(?:divided by|/|over|shared (?:by|between|among))"
_PATTERNS = [
    lazy(rf"remainder (?:(?:when|if|after|of|from) )?({N}) (?:is )?{_DIVIDED} ({N})"),
    lazy(rf"remainder (?:(?:when|of|from|after) )?dividing ({N}) by ({N})"),
    lazy(rf"({N}) (?:mod|modulo) ({N})"),
    lazy(rf"({N}) {_DIVIDED} ({N}) ?,? (?:(?:and|with) )?(?:what is )?(?:the )?remainder"),
    lazy(rf"(?:left ?over|leftover) (?:when|if|after) ({N}) (?:is )?{_DIVIDED} ({N})"),
]


def read(text: str) -> ProblemSpec | None:
    """A remainder question with its two numbers, the number divided first."""
    if not mentions("remainder|mod|left", text):
        return None
    match = search_alone(_PATTERNS, text)
    return ProblemSpec("remainder", match.group(1), match.group(2)) if match else None
