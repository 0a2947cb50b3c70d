"""What a learner may type as an answer, read exactly, and answers written the way a learner would."""

from __future__ import annotations

from fractions import Fraction

import pytest

from quickmath.domain import Operation, Problem
from quickmath.drill.answers import read_answer, shown_answer

ADD = Problem(Operation.ADD, 47, 9)
DIVIDE = Problem(Operation.DIVIDE, 10, 3)
TIME = Problem(Operation.ADD_TIME, 245, 215)

READABLE = [
    ("56", ADD, Fraction(56)),
    (" 56 ", ADD, Fraction(56)),
    ("1,234", ADD, Fraction(1234)),
    ("1,234.5", ADD, Fraction(12345, 10)),
    ("4.75", ADD, Fraction(19, 4)),
    ("−17", ADD, Fraction(-17)),
    ("-17", ADD, Fraction(-17)),
    ("10/3", DIVIDE, Fraction(10, 3)),
    ("3 1/3", DIVIDE, Fraction(10, 3)),
    ("−3 1/3", DIVIDE, Fraction(-10, 3)),
    ("3.3333", DIVIDE, Fraction(33333, 10000)),
    ("5:00", TIME, Fraction(500)),
    ("500", TIME, Fraction(500)),
    ("12:05", TIME, Fraction(1205)),
    ("5 h 0 min", TIME, Fraction(500)),
    ("4h 60m", TIME, Fraction(500)),
    ("300 min", TIME, Fraction(500)),
    ("fifty-six", ADD, Fraction(56)),
    ("I got 56!", ADD, Fraction(56)),
]
UNREADABLE = [
    ("abc", ADD), ("5:00", ADD), ("5 h 0 min", ADD), ("4:75", TIME), ("1/0", DIVIDE), ("3 1 /3", DIVIDE),
    ("", ADD), ("5 6", ADD), ("8 0 6", ADD), ("8_0_6", ADD), ("5,6", ADD), ("not 56", ADD),
]  # fmt: skip


@pytest.mark.parametrize(("typed", "problem", "value"), READABLE)
def test_answers_are_read_exactly(typed: str, problem: Problem, value: Fraction) -> None:
    assert read_answer(typed, problem) == value


@pytest.mark.parametrize(("typed", "problem"), UNREADABLE)
def test_anything_else_is_refused(typed: str, problem: Problem) -> None:
    with pytest.raises(ValueError):
        read_answer(typed, problem)


@pytest.mark.parametrize(
    ("problem", "shown"),
    [(ADD, "56"), (DIVIDE, "3 1/3"), (TIME, "5 h"), (Problem(Operation.DIVIDE, 19, 4), "4.75")],
)
def test_answers_are_shown_as_a_learner_writes_them(problem: Problem, shown: str) -> None:
    assert shown_answer(problem, problem.exact()) == shown
