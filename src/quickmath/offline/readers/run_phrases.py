"""Runs said in words: "the first 10 odd numbers", "the sum of cubes from 1 to 10", "multiples of 5
up to 50"."""

from __future__ import annotations

import re
from collections.abc import Callable

from quickmath.offline.asks import FirstOfKind, ProblemSpec, Spec
from quickmath.offline.numbers_as_text import smaller_first
from quickmath.offline.reading.text import N, mentions, only_fillers

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


def powers(kind: str, first: str, last: str) -> ProblemSpec:
    return ProblemSpec(_POWERS[kind], *smaller_first(first, last))


_PHRASES: list[tuple[str, str, Callable[..., Spec]]] = [
    (
        "first",
        rf"{_PREFIX}(squares|cubes) of (?:the )?first ({N}) {_KIND}",
        lambda kind, count: powers(kind, "1", count),
    ),
    ("first", rf"{_PREFIX}first ({N}) (square|cube) numbers", lambda count, kind: powers(kind, "1", count)),
    (
        "squares|cubes",
        rf"{_PREFIX}(squares|cubes) (?:of (?:the )?(?:{_KIND} )?)?(?:from |between )?({N}) {_TO} ({N})",
        powers,
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


def read(text: str) -> Spec | None:
    """A sum said in words: "the first 10 odd numbers", "sum of the squares of the first 10 numbers"."""
    for words, pattern, build in _PHRASES:
        match = re.search(pattern, text) if mentions(words, text) else None
        if match and only_fillers(text[: match.start()]) and only_fillers(text[match.end() :]):
            return build(*match.groups())
    return None
