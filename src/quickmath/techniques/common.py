"""What shortcut classes share: the step builder and the number helpers they test operands with."""

from __future__ import annotations

import random
from fractions import Fraction

from quickmath.display import clock, hours_and_minutes, mixed, superscript, term
from quickmath.display import number as fmt
from quickmath.domain import Step
from quickmath.exact import decimal_places, is_whole, nines_length, power_of_10_exponent

__all__ = [
    "as_whole_numbers",
    "clock",
    "counted",
    "decimal_places",
    "fmt",
    "gap_to_round",
    "hours_and_minutes",
    "is_whole",
    "just_below_round",
    "mixed",
    "nines_length",
    "place_value_parts",
    "power_of_10_exponent",
    "random_decimal",
    "step",
    "superscript",
    "term",
    "two_sizes",
    "whole_nonnegative",
]


def step(say: str, expr: str, result: Fraction | int) -> Step:
    return Step(say=say, expr=expr, result=Fraction(result))


def whole_nonnegative(*values: Fraction) -> bool:
    return all(is_whole(v) and v >= 0 for v in values)


def two_sizes(rng: random.Random) -> tuple[Fraction, Fraction]:
    """Two sizes for a signed-number problem: whole from 2 to 99 mostly, else one-place decimals."""
    if rng.random() < 0.8:
        return Fraction(rng.randint(2, 99)), Fraction(rng.randint(2, 99))
    return random_decimal(rng, 1, 20, 1), random_decimal(rng, 1, 20, 1)


def random_decimal(rng: random.Random, low: int, high: int, places: int) -> Fraction:
    """A number from low to high with exactly `places` decimal places (the last one non-zero)."""
    scale = 10**places
    while True:
        value = rng.randint(low * scale, high * scale)
        if value % 10:
            return Fraction(value, scale)


def counted(count: int, noun: str) -> str:
    """ "1 place", "3 places"."""
    return f"{fmt(count)} {noun}" if count == 1 else f"{fmt(count)} {noun}s"


def place_value_parts(x: Fraction) -> list[Fraction]:
    """The non-zero place values of a non-negative number, biggest first: 278.5 → 200, 70, 8, 0.5."""
    text = fmt(x)
    whole, _, decimals = text.partition(".")
    parts = [Fraction(int(d) * 10 ** (len(whole) - 1 - i)) for i, d in enumerate(whole) if d != "0"]
    parts += [Fraction(int(d), 10 ** (i + 1)) for i, d in enumerate(decimals) if d != "0"]
    return parts


def just_below_round(x: Fraction) -> bool:
    """A whole number from 7 up that ends in 7, 8 or 9: 1 to 3 below the next multiple of 10."""
    return is_whole(x) and x >= 7 and int(x) % 10 in (7, 8, 9)


def gap_to_round(x: Fraction) -> int:
    """How far a whole number is below the next multiple of 10: 298 → 2."""
    return 10 - int(x) % 10


def as_whole_numbers(a: Fraction, b: Fraction, sign: str) -> tuple[list[Step], Fraction]:
    """Work a + b or a − b (sign "+" or "−") on whole numbers: both × 10^d, combine, then ÷ 10^d."""
    places = max(decimal_places(a) or 0, decimal_places(b) or 0)
    scale = 10**places
    whole_a, whole_b = a * scale, b * scale
    combined = whole_a + whole_b if sign == "+" else whole_a - whole_b
    answer = combined / scale
    shift = counted(places, "place")
    verb = "Add" if sign == "+" else "Subtract"
    return [
        step(f"Shift the point {shift} right in {fmt(a)}.", f"{fmt(a)} × {fmt(scale)}", whole_a),
        step(f"Do the same to {fmt(b)}.", f"{fmt(b)} × {fmt(scale)}", whole_b),
        step(f"{verb} the whole numbers.", f"{fmt(whole_a)} {sign} {fmt(whole_b)}", combined),
        step(f"Put the point back {shift}.", f"{fmt(combined)} ÷ {fmt(scale)}", answer),
    ], answer
