"""Numbers as the coach carries them: text read off the question or a tool result, never worked out.

The coach moves numbers around and compares them, but it never does arithmetic on them; every helper here
only copies, cuts or compares digits.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from quickmath import display
from quickmath.numbers import exact_value, read_value
from quickmath.patterns import lazy

NUMBER = r"(?<![\w.:/])-?(?:\d+(?:\.\d+)?|\.\d+)(?![\w.:/])"
"""A number in normalised question text: 47, -5, 4.7, .5 (thousands separators already removed)."""

_WHOLE = lazy(r"-?\d+")
_PLAIN = lazy(r"-?(?:\d+(?:\.\d+)?|\.\d+)")


def note_value(text: str) -> int | str:
    """A number as it goes into a note: whole numbers as ints, decimals as strings ("4.7"), never floats."""
    return int(text) if _WHOLE.fullmatch(text) else text


def is_plain(text: str) -> bool:
    """True for a whole number or a decimal, which a note's `a` and `b` accept; False for "10/3"."""
    return _PLAIN.fullmatch(text) is not None


def text_of(value: Any) -> str:
    """A number from a note or a tool result (an int, a Decimal or a string) as text."""
    return str(value)


def shown(value: Any) -> str:
    """A number from a note or a tool result as the learner reads it: 56, −17, 4.75, 3 1/3; a clock
    reading ("6:21 AM", "06:21") or a length ("45 minutes") as the tool wrote it."""
    if isinstance(value, str) and (":" in value or any(letter.isalpha() for letter in value)):
        return display.minus_signs(value)
    number = exact_value(value)
    return display.mixed(number) if number is not None else display.minus_signs(text_of(value))


def operand(value: Any) -> str:
    """A number as an operand inside a sum the coach writes: negatives in brackets, (−6)."""
    number = exact_value(value)
    return display.term(number) if number is not None else shown(value)


def clock(value: Any) -> str:
    """A run-together time from a tool result as a clock reading: 415 → 4:15, 45 → 0:45."""
    number = exact_value(value)
    return display.clock(number) if number is not None and number.denominator == 1 else text_of(value)


def length(value: Any) -> str:
    """A run-together length of time from a tool result as a person reads it: 135 → 1 h 35 min."""
    number = exact_value(value)
    return display.duration(number) if number is not None and number.denominator == 1 else text_of(value)


def run_together(hours: str, minutes: str) -> str:
    """Hours and minutes written the way add_time wants them, by joining digits: 2, 45 → 245; 3, 0 → 300."""
    joined = (hours.lstrip("0") + minutes.rjust(2, "0")).lstrip("0")
    return joined or "0"


def scaled(number: str, zeros: int) -> str | None:
    """A number written with a scale, as digits, by moving its point: "2.5", 3 → "2500" (2.5k, 2.5 thousand);
    None when it has more decimals than `zeros`, which would leave a part."""
    whole, _, decimals = number.partition(".")
    if len(decimals) > zeros:
        return None
    return (whole + decimals.ljust(zeros, "0")).lstrip("0") or "0"


def exact(text: str) -> Fraction | None:
    """The value of number text ("4.7", "10/3"), only so two numbers can be compared; None otherwise."""
    return read_value(text)


def same(left: Any, right: Any) -> bool:
    """Do two numbers (text, ints or Decimals) have the same value? 4.50 and 4.5 do."""
    a, b = exact(text_of(left)), exact(text_of(right))
    return a is not None and a == b


def smaller_first(x: str, y: str) -> tuple[str, str]:
    """The two numbers in order, smaller first."""
    a, b = exact(x), exact(y)
    return (y, x) if a is not None and b is not None and b < a else (x, y)
