"""The shape every shortcut shares, and the check that no wrong answer ever leaves one."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import ClassVar

from quickmath.domain import Operation, Problem, Solution, Step


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

    def steps(self, problem: Problem) -> tuple[list[Step], Fraction]:
        """The working and the answer it reaches; `solve` checks that answer."""
        raise NotImplementedError

    def make_problem(self, rng: random.Random) -> Problem:
        """A fresh problem this shortcut applies to, drawn with `rng`."""
        raise NotImplementedError

    def solve(self, problem: Problem) -> Solution:
        if not self.applies(problem):
            raise ValueError(f"{self.name} does not apply to {problem}")
        steps, answer = self.steps(problem)
        expected = problem.exact()
        if answer != expected or (steps and steps[-1].result != expected):
            raise TechniqueFailed(f"{self.name} produced {answer} for {problem}, expected {expected}")
        return Solution(
            technique=self.name,
            problem=str(problem),
            rule=self.rule,
            steps=steps,
            answer=answer,
            verified=True,
        )

    def __repr__(self) -> str:
        return f"<{self.name}>"
