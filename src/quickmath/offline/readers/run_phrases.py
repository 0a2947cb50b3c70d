"""Runs said in words: "the first 10 odd numbers", "the sum of cubes from 1 to 10", "multiples of 5
up to 50"."""

from __future__ import annotations

from quickmath.offline.asks import FirstOfKind, ProblemSpec, Spec
from quickmath.offline.numbers_as_text import smaller_first
from quickmath.offline.reading.phrases import Phrase, read_phrases
from quickmath.offline.reading.text import N

_PREFIX = r"(?:(?:the )?(?:sum|total) of |add(?:ing)? (?:up |together )?|sum (?:up )?)?(?:all )?(?:the )?"
_SUMMING = r"(?:(?:the )?(?:sum|total) of |add(?:ing)? (?:up|together) |sum (?:up )?)(?:all )?(?:the )?"
_KIND = r"(?:(?:whole|natural|counting|positive) ){0,2}(?:numbers|integers)"
_TO = r"(?:to|through|up to|until|and)"
_POWERS = {
    "squares": "sum_of_squares",
    "square": "sum_of_squares",
    "cubes": "sum_of_cubes",
    "cube": "sum_of_cubes",
}


def powers(kind: str, first: str, last: str) -> ProblemSpec:
    return ProblemSpec(_POWERS[kind], *smaller_first(first, last))


PHRASES = [
    Phrase(
        "first",
        rf"{_PREFIX}(squares|cubes) of (?:the )?first ({N}) {_KIND}",
        lambda kind, count: powers(kind, "1", count),
    ),
    Phrase(
        "first",
        rf"{_PREFIX}first ({N}) (square|cube)(?: number)?s\b",
        lambda count, kind: powers(kind, "1", count),
    ),
    Phrase(
        "squares|cubes",
        rf"{_PREFIX}(squares|cubes) (?:of (?:the )?(?:{_KIND} )?)?(?:from |between )?({N}) {_TO} ({N})",
        powers,
    ),
    Phrase(
        "first", rf"{_PREFIX}first ({N}) (odd|even) {_KIND}", lambda count, kind: FirstOfKind(kind, count)
    ),
    Phrase("first", rf"{_PREFIX}first ({N}) {_KIND}", lambda count: ProblemSpec("series", "1", count)),
    Phrase(
        "odd|even",
        rf"{_PREFIX}(odd|even) {_KIND} (?:(?:from|between) )?({N}) {_TO} ({N})",
        lambda kind, first, last: ProblemSpec("series", first, last, "2"),
    ),
    Phrase(
        "multiples",
        rf"{_PREFIX}multiples of ({N}) (?:from ({N}) )?(?:up )?to ({N})",
        lambda gap, first, last: ProblemSpec("series", first or gap, last, gap),
    ),
    Phrase(
        "numbers|integers",
        rf"{_PREFIX}{_KIND} (?:(?:from|between) )?({N}) {_TO} ({N})(?: add up(?: to)?| together)?",
        lambda a, b: ProblemSpec("series", a, b),
    ),
    Phrase(
        "sum|total|add",
        rf"{_SUMMING}(?:{_KIND} )?(?:from )?({N}) (?:to|through|up to) ({N})",
        lambda a, b: ProblemSpec("series", a, b),
    ),
]


def read(text: str) -> Spec | None:
    """A sum said in words: "the first 10 odd numbers", "sum of the squares of the first 10 numbers"."""
    return read_phrases(text, PHRASES)
