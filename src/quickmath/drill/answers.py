"""Reading what a learner types as an exact number, and writing answers the way a learner would."""

from __future__ import annotations

from fractions import Fraction

from quickmath.domain import Operation, Problem, clock
from quickmath.exact import mixed
from quickmath.numbers import parse_answer
from quickmath.tools.check import learner_value


def read_answer(text: str, problem: Problem) -> Fraction:
    """282, 1,234, 4.75, −17, 10/3, 3 1/3, and 5:00 (or 500) for a time; ValueError for anything else."""
    return learner_value(parse_answer(text.strip()), problem)


def shown_answer(problem: Problem, value: Fraction) -> str:
    """5:00 for a time, 3 1/3 for a fraction, 4.75 or −17 otherwise."""
    return clock(value) if problem.operation is Operation.ADD_TIME else mixed(value)
