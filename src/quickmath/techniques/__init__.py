"""Every shortcut, in one plain list, and the code that picks the best one for a problem."""

from __future__ import annotations

import random

from quickmath.domain import Operation, Problem
from quickmath.techniques.adding import AddInParts, AddNines, RoundAndCompensate
from quickmath.techniques.base import Technique, TechniqueFailed

# (imports: subtracting)
# (imports: multiplying)
# (imports: dividing)
# (imports: durations)
# (imports: series)
# (imports: sums_of_powers)
# (imports: powers)

TECHNIQUES: list[Technique] = [
    # adding
    AddNines(),
    RoundAndCompensate(),
    AddInParts(),
    # subtracting
    # multiplying
    # dividing
    # durations
    # series
    # sums_of_powers
    # powers
]

BY_NAME: dict[str, Technique] = {t.name: t for t in TECHNIQUES}


class UnknownTechnique(KeyError):
    """No shortcut has that name."""


def get_technique(name: str) -> Technique:
    try:
        return BY_NAME[name]
    except KeyError:
        raise UnknownTechnique(name) from None


def find_applicable(problem: Problem) -> list[Technique]:
    """Techniques that apply to `problem`, best first."""
    return sorted(
        (t for t in TECHNIQUES if t.applies(problem)),
        key=lambda t: t.priority,
        reverse=True,
    )


def for_operation(operation: Operation) -> list[Technique]:
    return [t for t in TECHNIQUES if t.operation is operation]


def practice_problem(technique: Technique, rng: random.Random, tries: int = 40) -> Problem:
    """A problem `technique` applies to, preferring one where it is also the best pick."""
    problem = technique.make_problem(rng)
    for _ in range(tries):
        if find_applicable(problem)[:1] == [technique]:
            break
        problem = technique.make_problem(rng)
    return problem


__all__ = [
    "BY_NAME",
    "TECHNIQUES",
    "Technique",
    "TechniqueFailed",
    "UnknownTechnique",
    "find_applicable",
    "for_operation",
    "get_technique",
    "practice_problem",
]
