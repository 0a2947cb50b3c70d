"""Reading what a learner types as an exact number, and writing answers the way a learner would."""

from __future__ import annotations

import re
from fractions import Fraction

from quickmath.domain import Operation, Problem, clock
from quickmath.exact import mixed
from quickmath.numbers import fraction_text_value, parse_answer

_CLOCK = re.compile(r"(\d+):([0-5]\d)")


def read_answer(text: str, problem: Problem) -> Fraction:
    """282, 1,234, 4.75, −17, 10/3, 3 1/3, and 5:00 (or 500) for a time; ValueError for anything else."""
    cleaned = text.strip()
    if ":" in cleaned:
        match = _CLOCK.fullmatch(cleaned)
        if match is None or problem.operation is not Operation.ADD_TIME:
            raise ValueError(f"{cleaned!r} is not a number")
        return Fraction(int(match[1]) * 100 + int(match[2]))
    value = parse_answer(cleaned)
    if isinstance(value, str):
        sign, whole, numerator, denominator = fraction_text_value(value)
        return sign * (whole + Fraction(numerator, denominator))
    return Fraction(value)


def shown_answer(problem: Problem, value: Fraction) -> str:
    """5:00 for a time, 3 1/3 for a fraction, 4.75 or −17 otherwise."""
    return clock(value) if problem.operation is Operation.ADD_TIME else mixed(value)
