"""Exact numbers: every value is a Fraction; `plain` and `to_json` are their wire forms (people read
`quickmath.display`)."""

from __future__ import annotations

import sys
from decimal import Decimal
from fractions import Fraction

MAX_DIGITS = 1000
MAX_RESULT_DIGITS = 10_000

# Powers may legitimately reach MAX_RESULT_DIGITS digits; Python refuses to print ints over 4300.
if 0 < sys.get_int_max_str_digits() < 2 * MAX_RESULT_DIGITS:
    sys.set_int_max_str_digits(2 * MAX_RESULT_DIGITS)

Exact = Fraction


def exact(value: int | Decimal | Fraction) -> Fraction:
    """The exact value of an int, a finite Decimal or a Fraction (no binary floats)."""
    if isinstance(value, bool) or not isinstance(value, int | Decimal | Fraction):
        raise TypeError(f"not an exact number: {value!r}")
    return Fraction(value)


def is_whole(x: Fraction) -> bool:
    return x.denominator == 1


def _twos_and_fives(denominator: int) -> tuple[int, int] | None:
    """How many 2s and 5s make up `denominator`, or None if it has another prime factor."""
    twos = (denominator & -denominator).bit_length() - 1
    denominator >>= twos
    fives, powers = 0, [(5, 1)]  # 5, 5², 5⁴, 5⁸, …: a thousand-digit denominator takes a few dozen divisions
    while denominator % powers[-1][0] == 0:
        power, count = powers[-1]
        powers.append((power * power, 2 * count))
    for power, count in reversed(powers):
        while denominator % power == 0:
            denominator //= power
            fives += count
    return (twos, fives) if denominator == 1 else None


def decimal_places(x: Fraction) -> int | None:
    """Digits after the point when written out, or None if the decimal never ends."""
    factors = _twos_and_fives(x.denominator)
    return None if factors is None else max(factors)


def terminates(x: Fraction) -> bool:
    return decimal_places(x) is not None


def plain(x: Fraction, minus: str = "-") -> str:
    """`x` as a whole number, an exact decimal, or `p/q` when the decimal never ends."""
    sign = minus if x < 0 else ""
    x = abs(x)
    places = decimal_places(x)
    if places is None:
        return f"{sign}{x.numerator}/{x.denominator}"
    scaled = str(x.numerator * 10**places // x.denominator).rjust(places + 1, "0")
    if places == 0:
        return sign + scaled
    return f"{sign}{scaled[:-places]}.{scaled[-places:]}"


def to_json(x: Fraction | int) -> int | str:
    """JSON form of an exact number: an int when whole, else a string ("4.75", "10/3")."""
    x = Fraction(x)
    return x.numerator if is_whole(x) else plain(x)


def digit_count(x: Fraction) -> int:
    """How many digits it takes to write `x` (whole part and decimals, or both halves of p/q)."""
    places = decimal_places(x)
    if places is not None:
        return len(str(abs(x.numerator) * 10**places // x.denominator))
    return len(str(abs(x.numerator))) + len(str(x.denominator))


def power_of_10_exponent(x: Fraction) -> int | None:
    """k when x is 10^k (10, 1000, 0.01, 1 gives 0), else None."""
    if x <= 0:
        return None
    if is_whole(x):
        digits = str(x.numerator)
        return len(digits) - 1 if digits.strip("0") == "1" else None
    if x.numerator == 1:
        digits = str(x.denominator)
        return -(len(digits) - 1) if digits.strip("0") == "1" else None
    return None


def nines_length(x: Fraction) -> int | None:
    """k when x is 10^k − 1 (9, 99, 999, …), else None."""
    if not is_whole(x) or x < 9:
        return None
    digits = str(x.numerator)
    return len(digits) if set(digits) == {"9"} else None
