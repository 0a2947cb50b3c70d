"""Reading what a learner types as an exact number, and writing answers the way a learner would."""

from __future__ import annotations

from fractions import Fraction

from quickmath.domain import Operation, Problem
from quickmath.forms import answer_hint
from quickmath.forms import shown as shown_form
from quickmath.numbers import NotAnAnswer
from quickmath.safe import inert
from quickmath.tools.check import learner_value


def read_answer(text: str, problem: Problem) -> Fraction:
    """282, 1,234, 4.75, −17, 10/3, 3 1/3, forty-seven, and 5:00, 5 h 0 min or 500 for a time.

    Raises ValueError (`quickmath.numbers.NotAnAnswer`) for anything that is not one answer: "5 6", "abc".
    """
    return learner_value(text, problem)


def shown_answer(problem: Problem, value: Fraction) -> str:
    """5:00 for a time, 3 1/3 for a fraction, 6:21 AM, Yes, 1 h 35 min: each operation's display form."""
    return shown_form(problem, value)


_LENGTH_HINTS = {
    Operation.ADD_TIME: "as a time such as 14:21 or 14 h 21 min",
    Operation.SUBTRACT_TIME: "as a length of time such as 1 h 35 min",
}


def why_unreadable(given: str, error: ValueError, problem: Problem) -> str:
    """One sentence saying why `given` is not an answer to `problem`, and how to write one: the problem's
    own form where it has one (a time, yes or no), else what the number reader found wrong."""
    shown = inert(given)
    if hint := answer_hint(problem) or _LENGTH_HINTS.get(problem.operation):
        return f"{shown!r} is not an answer to this one; write it {hint}."
    why = f"{shown!r} {error}" if isinstance(error, NotAnAnswer) else inert(str(error))
    return why.removesuffix(".") + "."
