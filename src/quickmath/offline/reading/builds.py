"""What a phrase with two numbers reads as: the operation, and which number goes first."""

from __future__ import annotations

from collections.abc import Callable

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.numbers_as_text import smaller_first

Build = Callable[[str, str], ProblemSpec]


def as_written(operation: str) -> Build:
    """A then B: "the quotient of 45 and 6" is 45 ÷ 6."""
    return lambda a, b: ProblemSpec(operation, a, b)


def reversed_order(operation: str) -> Build:
    """B then A: "9 less than 47" is 47 − 9, "add 9 to 47" is 47 + 9."""
    return lambda a, b: ProblemSpec(operation, b, a)


def larger_minus_smaller(a: str, b: str) -> ProblemSpec:
    """ "The distance between 15 and 40" is 40 − 15, whichever is said first."""
    small, big = smaller_first(a, b)
    return ProblemSpec("-", big, small)
