"""Runs given by how many terms they have: "the sum of the first 29 terms of the AP series −8, 17, 42, …",
"the sum of the first 15 terms of 3 + 7 + 11 + …", "the sum of the first 12 multiples of 5"."""

from __future__ import annotations

import re

from quickmath.offline.asks import SeriesByCount, Spec
from quickmath.offline.reading.phrases import Phrase, read_phrases
from quickmath.offline.reading.text import N

_RUN = r"(?:(?:the |this |an |a )?(?:ap |arithmetic )?(?:series|sequence|progression) )?"
_TERMS = rf"((?:{N} [,+] )+{N})(?: [,+])? …"


def _terms(count: str, listed: str) -> Spec | None:
    terms = tuple(re.findall(N, listed))
    return SeriesByCount(terms, count) if len(terms) >= 2 else None


PHRASES = [
    Phrase("terms", rf"(?:sum|total) of (?:the )?first ({N}) terms (?:of|in) {_RUN}(?:; )?{_TERMS}", _terms),
    Phrase(
        "multiples",
        rf"(?:sum|total) of (?:the )?first ({N}) multiples of ({N})",
        lambda count, gap: SeriesByCount((gap,), count, gap),
    ),
]


def read(text: str) -> Spec | None:
    return read_phrases(text, PHRASES)
