"""One answered drill problem, as it is stored and replayed."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from quickmath.domain import Problem
from quickmath.exact import plain


@dataclass(frozen=True)
class Attempt:
    """A learner's answer to one problem; `a`, `b`, `step` and `expected` are exact numbers as text."""

    shortcut: str
    problem: str
    operation: str
    a: str
    b: str
    step: str
    expected: str
    given: str
    correct: bool
    seconds: float
    at: datetime

    @classmethod
    def of(
        cls, shortcut: str, problem: Problem, given: str, correct: bool, seconds: float, at: datetime
    ) -> Attempt:
        return cls(
            shortcut=shortcut,
            problem=str(problem),
            operation=problem.operation.value,
            a=plain(problem.a),
            b=plain(problem.b),
            step=plain(problem.step),
            expected=plain(problem.exact()),
            given=given,
            correct=correct,
            seconds=seconds,
            at=at,
        )
