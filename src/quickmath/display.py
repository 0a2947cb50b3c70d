"""How a number, a time, a fraction or a power is drawn for a person: the one place for every format.

People read one minus sign (−), a quotient that does not come out even as 3 1/3, a power as 13², and a
time as 4:15 or 4 h 15 min, never the run-together 415 that the tools hand the model (see `quickmath.exact`
for the wire forms).
"""

from __future__ import annotations

import re
from fractions import Fraction

from quickmath.exact import plain, terminates

MINUS = "−"
_SUPERSCRIPTS = str.maketrans("0123456789-", "⁰¹²³⁴⁵⁶⁷⁸⁹⁻")


def number(x: Fraction | int) -> str:
    """A number in a step or a sentence: 47, 4.7, −17, 10/3."""
    return plain(Fraction(x), minus=MINUS)


def term(x: Fraction | int) -> str:
    """A number as an operand inside an expression: negatives get brackets, (−17)."""
    text = number(x)
    return f"({text})" if x < 0 else text


def mixed(x: Fraction | int) -> str:
    """A quotient as a mixed number, 3 1/3; whole numbers and ending decimals as `number` writes them."""
    x = Fraction(x)
    if terminates(x):
        return number(x)
    sign = MINUS if x < 0 else ""
    whole, rest = divmod(abs(x.numerator), x.denominator)
    fraction = f"{rest}/{x.denominator}"
    return f"{sign}{whole} {fraction}" if whole else f"{sign}{fraction}"


def signed(x: Fraction | int) -> str:
    """`+ 3` or `− 3`: a number that may be negative, added at the end of an expression."""
    return f"+ {number(x)}" if x >= 0 else f"{MINUS} {number(-x)}"


def minus_signs(text: str) -> str:
    """Number text written by a tool or a note ("-17", "-10/3") with the minus sign people read: −17."""
    return MINUS + text[1:] if text.startswith("-") else text


def superscript(n: int) -> str:
    """An exponent as people write it after the base: 2 → ², 10 → ¹⁰."""
    return str(n).translate(_SUPERSCRIPTS)


def powers_raised(text: str) -> str:
    """Whole-number powers written as people write them: 13^2 → 13², 3 ^ 3 → 3³, 2^10 → 2¹⁰ (a bracketed
    power stays)."""
    return (
        re.sub(r"[ \t]*\^[ \t]*(\d+)", lambda found: superscript(int(found[1])), text)
        if "^" in text
        else text
    )


def power(base: Fraction | int, exponent: int) -> str:
    """13², (−2)³, (0.3)² and (2/3)²: a base that is negative or not whole gets brackets."""
    base = Fraction(base)
    text = number(base)
    if base < 0 or base.denominator != 1:
        text = f"({text})"
    return text + superscript(exponent)


def hours_and_minutes(run_together: Fraction | int) -> tuple[int, int]:
    """The hours and minutes of a time in the tools' run-together form: 415 → (4, 15)."""
    hours, minutes = divmod(int(run_together), 100)
    return hours, minutes


def clock(run_together: Fraction | int) -> str:
    """A run-together time as a clock reading: 415 → 4:15, 45 → 0:45."""
    hours, minutes = hours_and_minutes(run_together)
    return f"{hours}:{minutes:02d}"


def length_of_time(hours: int, minutes: int) -> str:
    """Hours and minutes as a length of time: 4 h 15 min."""
    return f"{number(hours)} h {number(minutes)} min"


def duration(run_together: Fraction | int) -> str:
    """A run-together time as a length of time, no zero part: 415 → 4 h 15 min, 35 → 35 min, 500 → 5 h."""
    hours, minutes = hours_and_minutes(run_together)
    return short_length(hours * 60 + minutes)


def short_length(minutes: int) -> str:
    """A length of time in minutes, with no zero parts: 3 min, 2 h, 7 h 23 min (a clock step's move)."""
    hours, rest = divmod(minutes, 60)
    parts = ([f"{hours} h"] if hours else []) + ([f"{rest} min"] if rest or not hours else [])
    return " ".join(parts)


def minutes_long(minutes: int) -> str:
    """A length asked for in minutes: 303 minutes (5 h 3 min); 45 minutes."""
    shown = f"{minutes} minute{'' if minutes == 1 else 's'}"
    return f"{shown} ({length_of_time(*divmod(minutes, 60))})" if minutes >= 60 else shown


def time_of_day(minutes_after_midnight: int, twelve_hour: bool, two_digit_hours: bool = False) -> str:
    """A clock reading: 6:21 AM, 12:20 AM on a 12-hour clock; 6:21, 14:05, 00:20 on a 24-hour clock (no
    leading zero a learner would not write, but 00 for the hour after midnight), or 06:21 when the question
    wrote its hours with two digits."""
    hour, minute = divmod(minutes_after_midnight, 60)
    if twelve_hour:
        return f"{(hour - 1) % 12 + 1}:{minute:02d} {'AM' if hour < 12 else 'PM'}"
    return f"{hour:02d}:{minute:02d}" if two_digit_hours else f"{hour or '00'}:{minute:02d}"
