"""Runs written out term by term: 1 + 2 + … + 100, 2 + 4 + 6 + … + 50, 1² + 2² + … + 10²,
"1, 2, 3, …, 100"."""

from __future__ import annotations

import re

from quickmath.offline.asks import ProblemSpec, SeriesByTerms, Spec
from quickmath.offline.readers.run_phrases import powers
from quickmath.offline.reading.text import N, without_fillers

_SUM_WORDS = re.compile(r"\b(?:add(?:ing)? (?:up|together)|sum up|(?:the )?(?:sum|total) of|total)\b")
_TERM = rf"({N})(?: \^ ([23]))?"


def read(text: str) -> Spec | None:
    """A sum written out: 1 + 2 + … + 100, 2 + 4 + 6 + … + 50, 1² + 2² + … + 10², "1, 2, 3, …, 100"."""
    core = without_fillers(_SUM_WORDS.sub(" ", text.replace(",", "+")))
    parts = [part.strip() for part in core.split("+") if part.strip()]
    if parts.count("…") != 1:
        return None
    gap = parts.index("…")
    if not 1 <= gap <= 3 or len(parts) != gap + 2:
        return None
    terms = [re.fullmatch(_TERM, part) for part in parts[:gap] + parts[gap + 1 :]]
    if not all(terms) or len({term.group(2) for term in terms if term}) != 1:
        return None
    numbers = [term.group(1) for term in terms if term]
    power = int(terms[0].group(2) or 1) if terms[0] else 1
    if gap == 1 and power == 1:
        return ProblemSpec("series", numbers[0], numbers[1])
    if gap == 1:
        return powers("squares" if power == 2 else "cubes", numbers[0], numbers[1])
    return SeriesByTerms(tuple(numbers[:-1]), numbers[-1], power)
