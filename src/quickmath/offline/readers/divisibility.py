"""Divisibility: "is 34745 divisible by 11", "does 13 divide 30472", "is 1978 a multiple of 46"."""

from __future__ import annotations

import re

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.readers.whole_division import search_alone
from quickmath.offline.reading.text import N, mentions

_EXACTLY = r"(?:(?:exactly|evenly|wholly) )?"
_WITHOUT = r"(?: (?:exactly|evenly|without (?:a |any )?remainder|with no remainder))"
_NUMBER_FIRST = [
    rf"({N}) (?:is )?{_EXACTLY}divisible by ({N})",
    rf"({N}) (?:is )?(?:a )?multiple of ({N})",
    rf"(?:can|will) ({N}) be {_EXACTLY}divided by ({N}){_WITHOUT}?",
    rf"(?:does|do) ({N}) divide {_EXACTLY}by ({N}){_WITHOUT}",
]
_DIVISOR_FIRST = [
    rf"(?:does|do|can|will) ({N}) {_EXACTLY}(?:divide|go) (?:into )?({N}){_WITHOUT}?",
    rf"({N}) (?:is )?(?:a )?(?:factor|divisor) of ({N})",
]
_COMPILED: dict[str, list[re.Pattern[str]]] = {}


def read(text: str) -> ProblemSpec | None:
    """A divisibility question: is a divisible by b?"""
    if not mentions("divisi|multiple|divide|factor|go into", text):
        return None
    if not _COMPILED:
        _COMPILED["number"] = [re.compile(p) for p in _NUMBER_FIRST]
        _COMPILED["divisor"] = [re.compile(p) for p in _DIVISOR_FIRST]
    if match := search_alone(_COMPILED["number"], text):
        return ProblemSpec("divisible", match.group(1), match.group(2))
    if match := search_alone(_COMPILED["divisor"], text):
        return ProblemSpec("divisible", match.group(2), match.group(1))
    return None
