"""Reading sums of runs: series such as 1 + 2 + … + 100 or "the first 10 odd numbers", and sums of squares
and cubes such as 1² + 2² + … + 10² or "the sum of cubes from 1 to 10"."""

from __future__ import annotations

import re
from collections.abc import Callable

from quickmath.offline.asks import FirstOfKind, ProblemSpec, SeriesByTerms, Spec
from quickmath.offline.phrasing import N, mentions, only_fillers, without_fillers
from quickmath.offline.values import smaller_first

_PREFIX = r"(?:(?:the )?(?:sum|total) of |add(?:ing)? (?:up |together )?|sum (?:up )?)?(?:all )?(?:the )?"
_SUMMING = r"(?:(?:the )?(?:sum|total) of |add(?:ing)? (?:up|together) |sum (?:up )?)(?:all )?(?:the )?"
_KIND = r"(?:whole |natural |counting |positive )?(?:numbers|integers)"
_TO = r"(?:to|through|up to|until|and)"
_POWERS = {
    "squares": "sum_of_squares",
    "square": "sum_of_squares",
    "cubes": "sum_of_cubes",
    "cube": "sum_of_cubes",
}


def _powers(kind: str, first: str, last: str) -> ProblemSpec:
    return ProblemSpec(_POWERS[kind], *smaller_first(first, last))


_PHRASES: list[tuple[str, str, Callable[..., Spec]]] = [
    (
        "first",
        rf"{_PREFIX}(squares|cubes) of (?:the )?first ({N}) {_KIND}",
        lambda kind, count: _powers(kind, "1", count),
    ),
    ("first", rf"{_PREFIX}first ({N}) (square|cube) numbers", lambda count, kind: _powers(kind, "1", count)),
    (
        "squares|cubes",
        rf"{_PREFIX}(squares|cubes) (?:of (?:the )?(?:{_KIND} )?)?(?:from |between )?({N}) {_TO} ({N})",
        _powers,
    ),
    ("first", rf"{_PREFIX}first ({N}) (odd|even) {_KIND}", lambda count, kind: FirstOfKind(kind, count)),
    ("first", rf"{_PREFIX}first ({N}) {_KIND}", lambda count: ProblemSpec("series", "1", count)),
    (
        "odd|even",
        rf"{_PREFIX}(odd|even) {_KIND} (?:from|between) ({N}) {_TO} ({N})",
        lambda kind, first, last: ProblemSpec("series", first, last, "2"),
    ),
    (
        "multiples",
        rf"{_PREFIX}multiples of ({N}) (?:from ({N}) )?(?:up )?to ({N})",
        lambda gap, first, last: ProblemSpec("series", first or gap, last, gap),
    ),
    (
        "numbers|integers",
        rf"{_PREFIX}{_KIND} (?:from|between) ({N}) {_TO} ({N})",
        lambda a, b: ProblemSpec("series", a, b),
    ),
    (
        "sum|total|add",
        rf"{_SUMMING}(?:{_KIND} )?(?:from )?({N}) (?:to|through|up to) ({N})",
        lambda a, b: ProblemSpec("series", a, b),
    ),
]
"""(words one of which every match holds, pattern, what it reads as); see `mentions`."""
_SUM_WORDS = re.compile(r"\b(?:add(?:ing)? (?:up|together)|sum up|(?:the )?(?:sum|total) of|total)\b")
_TERM = rf"({N})(?: \^ ([23]))?"


def read_phrase(text: str) -> Spec | None:
    """A sum said in words: "the first 10 odd numbers", "sum of the squares of the first 10 numbers"."""
    for words, pattern, build in _PHRASES:
        match = re.search(pattern, text) if mentions(words, text) else None
        if match and only_fillers(text[: match.start()]) and only_fillers(text[match.end() :]):
            return build(*match.groups())
    return None


def read_terms(text: str) -> Spec | None:
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
        return _powers("squares" if power == 2 else "cubes", numbers[0], numbers[1])
    return SeriesByTerms(tuple(numbers[:-1]), numbers[-1], power)


def read_sum(text: str) -> Spec | None:
    return read_phrase(text) or read_terms(text)
