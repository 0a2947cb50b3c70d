"""What remainder and divisibility readers share: the rest of a question of them only filler words, and
the two whole numbers of a story of groups."""

from __future__ import annotations

import re

from quickmath.offline.reading.text import FILLERS, N, tokens
from quickmath.patterns import LazyPattern, lazy

EXTRA_FILLERS = frozenset({
    "check", "whether", "at", "all", "exactly", "evenly", "wholly", "true", "or", "not", "false",
    "remainders", "divisibility", "lesson", "lessons", "practice", "topic", "worksheet",
})  # fmt: skip
"""Words around a remainder or divisibility question that ask nothing else: "For my remainders lesson: …"."""


def search_alone(patterns: list[LazyPattern], text: str) -> re.Match[str] | None:
    """The first pattern found in `text` with nothing but filler words around it."""
    for pattern in patterns:
        match = pattern.search(text)
        if match is None:
            continue
        rest = text[: match.start()] + " " + text[match.end() :]
        if all(t in FILLERS or t in EXTRA_FILLERS or t in {",", ";"} for t in tokens(rest)):
            return match
    return None


_NUMBER = lazy(rf"(?<![\w.:]){N}(?![\w.:])")


def two_whole_numbers(text: str) -> list[str] | None:
    """The two numbers of a story of whole groups: None unless it tells exactly two, different and whole."""
    numbers = _NUMBER.findall(text)
    if len(numbers) != 2 or len(set(numbers)) != 2 or not all(number.isdigit() for number in numbers):
        return None
    return numbers


def goes_into(whole: str, size: str) -> bool:
    """Can `whole` things make groups of `size`: 2 or more in a group, more things than one group holds?"""
    return int(size) >= 2 and int(whole) > int(size)
