"""Reading what a learner types as an exact number, and writing answers the way a learner would."""

from __future__ import annotations

from fractions import Fraction

from quickmath import display
from quickmath.domain import Operation, Problem
from quickmath.tools.check import learner_value


def read_answer(text: str, problem: Problem) -> Fraction:
    """282, 1,234, 4.75, −17, 10/3, 3 1/3, forty-seven, and 5:00, 5 h 0 min or 500 for a time.

    Raises ValueError (`quickmath.numbers.NotAnAnswer`) for anything that is not one answer: "5 6", "abc".
    """
    return learner_value(text, problem)


def shown_answer(problem: Problem, value: Fraction) -> str:
    """5:00 for a time, 3 1/3 for a fraction, 4.75 or −17 otherwise."""
    return display.answer(value, is_time=problem.operation is Operation.ADD_TIME)
