"""What shortcut classes share: the step builder and the number helpers they test operands with."""

from __future__ import annotations

import random
from fractions import Fraction

from quickmath.domain import Step, clock, hours_and_minutes, superscript
from quickmath.exact import (
    decimal_places,
    fmt,
    is_whole,
    mixed,
    nines_length,
    power_of_10_exponent,
    term,
)

__all__ = [
    "clock",
    "decimal_places",
    "fmt",
    "hours_and_minutes",
    "is_whole",
    "mixed",
    "nines_length",
    "power_of_10_exponent",
    "random_decimal",
    "step",
    "superscript",
    "term",
    "whole_nonnegative",
]


def step(say: str, expr: str, result: Fraction | int) -> Step:
    return Step(say=say, expr=expr, result=Fraction(result))


def whole_nonnegative(*values: Fraction) -> bool:
    return all(is_whole(v) and v >= 0 for v in values)


def random_decimal(rng: random.Random, low: int, high: int, places: int) -> Fraction:
    """A number from low to high with exactly `places` decimal places (the last one non-zero)."""
    scale = 10**places
    while True:
        value = rng.randint(low * scale, high * scale)
        if value % 10:
            return Fraction(value, scale)
