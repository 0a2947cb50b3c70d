"""Remainders: "the remainder when 773 is divided by 103", "773 mod 103", "what is left over when …"."""

from __future__ import annotations

import re

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.readers.whole_division import search_alone
from quickmath.offline.reading.text import N, mentions

_DIVIDED = r"(?:divided by|/|over|shared (?:by|between|among))"
_PATTERNS = [
    rf"remainder (?:(?:when|if|after|of|from) )?({N}) (?:is )?{_DIVIDED} ({N})",
    rf"remainder (?:(?:when|of|from|after) )?dividing ({N}) by ({N})",
    rf"({N}) (?:mod|modulo) ({N})",
    rf"({N}) {_DIVIDED} ({N}) ?,? (?:(?:and|with) )?(?:what is )?(?:the )?remainder",
    rf"(?:left ?over|leftover) (?:when|if|after) ({N}) (?:is )?{_DIVIDED} ({N})",
]
_COMPILED: list[re.Pattern[str]] = []


def read(text: str) -> ProblemSpec | None:
    """A remainder question with its two numbers, the number divided first."""
    if not mentions("remainder|mod|left", text):
        return None
    _COMPILED[:] = _COMPILED or [re.compile(p) for p in _PATTERNS]
    match = search_alone(_COMPILED, text)
    return ProblemSpec("remainder", match.group(1), match.group(2)) if match else None
