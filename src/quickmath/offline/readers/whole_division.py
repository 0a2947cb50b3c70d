"""What remainder and divisibility readers share: the rest of the question must be only filler words."""

from __future__ import annotations

import re

from quickmath.offline.reading.text import FILLERS, tokens
from quickmath.patterns import LazyPattern

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
