"""What shortcut classes share: the step builder and the number helpers they test operands with."""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from fractions import Fraction
from typing import TypeVar

from quickmath.display import clock, hours_and_minutes, mixed, powers_raised, superscript, term
from quickmath.display import number as fmt
from quickmath.domain import ClockStep, Step, TimeStep
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
    "shortened",
    "shortened_steps",
    "step",
    "superscript",
    "term",
    "two_sizes",
    "whole_nonnegative",
]


SHOWN_DIGITS = 40  # in steps too long to read, a longer run of digits is shortened for display
STEPS_TEXT = 4000  # characters of words and sums in all the steps of a solution before that happens
MOST_PARTS = 6  # a number with more non-zero place values than this is taken in blocks of digits


def shortened(text: str) -> str:
    """Runs of more than SHOWN_DIGITS digits cut for display: 3141592653…2117067982 (1,000 digits)."""
    return re.sub(rf"\d{{{SHOWN_DIGITS + 1},}}", _shortened_run, text)


def _shortened_run(run: re.Match[str]) -> str:
    digits = run[0]
    return f"{digits[:10]}…{digits[-10:]} ({len(digits):,} digits)"


def step(say: str, expr: str, result: Fraction | int) -> Step:
    return Step(say=powers_raised(say), expr=powers_raised(expr), result=Fraction(result))


AnyStep = TypeVar("AnyStep", Step, ClockStep, TimeStep)


def shortened_steps(steps: Sequence[AnyStep]) -> list[AnyStep]:
    """The steps as they are, or, when their words and sums run past STEPS_TEXT chars, with every run of
    more than SHOWN_DIGITS digits shortened for display; a step's result is never shortened."""
    if sum(len(s.say) + len(s.expr) for s in steps) <= STEPS_TEXT:
        return list(steps)
    return [s.model_copy(update={"say": shortened(s.say), "expr": shortened(s.expr)}) for s in steps]


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


def place_value_parts(x: Fraction, blocks: int = MOST_PARTS) -> list[Fraction]:
    """The non-zero place values of a non-negative number, biggest first: 278.5 → 200, 70, 8, 0.5.

    A number with more than MOST_PARTS of them is taken in at most `blocks` blocks of digits instead,
    each a whole number of thousands groups: 1234567 → 1000000, 234000, 567.
    """
    places = decimal_places(x) or 0
    digits = str(int(x * 10**places))
    if len(digits) - digits.count("0") <= MOST_PARTS:
        widths = [1] * len(digits)
    else:
        digits, places = digits + "0" * (-places % 3), places + (-places % 3)
        width = -(-len(digits) // blocks)
        width += -width % 3
        widths = [len(digits) % width or width] + [width] * ((len(digits) - 1) // width)
    parts, end = [], 0
    for width in widths:
        block, end = digits[end : end + width], end + width
        if int(block):
            parts.append(Fraction(int(block) * 10 ** (len(digits) - end), 10**places))
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
