"""The shape every shortcut shares, and the check that no wrong answer ever leaves one."""

from __future__ import annotations

import random
from collections.abc import Sequence
from fractions import Fraction
from typing import ClassVar

from quickmath.clock import ClockReading, Length
from quickmath.domain import ClockStep, Operation, Problem, Solution, Step, TimeStep
from quickmath.techniques.common import shortened_steps


class TechniqueFailed(RuntimeError):
    """A shortcut disagreed with plain arithmetic: a bug in the shortcut, never shown as an answer."""


class Technique:
    """A mental-maths shortcut: when it applies, the steps it takes, and problems to practise it on."""

    name: ClassVar[str]
    title: ClassVar[str]
    rule: ClassVar[str]
    why: ClassVar[str]
    """Why the rule works, in one or two plain sentences for a learner."""
    operation: ClassVar[Operation]
    priority: ClassVar[int]

    def applies(self, problem: Problem) -> bool:
        return problem.operation is self.operation and self._applies(problem)

    def _applies(self, problem: Problem) -> bool:
        raise NotImplementedError

    def steps(
        self, problem: Problem
    ) -> tuple[Sequence[Step | ClockStep | TimeStep], Fraction | ClockReading | Length | bool]:
        """The working and the answer it reaches; `solve` checks that answer."""
        raise NotImplementedError

    def make_problem(self, rng: random.Random) -> Problem:
        """A fresh problem this shortcut applies to, drawn with `rng`."""
        raise NotImplementedError

    def solve(self, problem: Problem) -> Solution:
        if not self.applies(problem):
            raise ValueError(f"{self.name} does not apply to {problem}")
        steps, answer = self.steps(problem)
        expected = problem.answer()
        if answer != expected or type(answer) is not type(expected) or not _ends_on(steps, expected):
            raise TechniqueFailed(f"{self.name} produced {answer} for {problem}, expected {expected}")
        return Solution(
            technique=self.name,
            problem=str(problem),
            rule=self.rule,
            steps=shortened_steps(steps),
            answer=answer,
            verified=True,
        )

    def __repr__(self) -> str:
        return f"<{self.name}>"


def _ends_on(
    steps: Sequence[Step | ClockStep | TimeStep], expected: Fraction | ClockReading | Length | bool
) -> bool:
    """The last step reaches the answer; for Yes/No, it leaves a remainder that is 0 exactly for Yes."""
    if not steps:
        return True
    last = steps[-1].result
    if isinstance(expected, bool):
        return (last == 0) is expected
    if isinstance(expected, Length):
        return last == expected.minutes
    return last == expected
