"""`make_practice_problem`: a fresh problem that a named shortcut fits, made by Python, not by the model."""

from __future__ import annotations

import os
import random
import re
from fractions import Fraction
from typing import Any

from quickmath.domain import CLOCK_OPERATIONS, Operation, Problem, ProblemError
from quickmath.exact import to_json
from quickmath.forms import note_operands
from quickmath.numbers import numbers_in
from quickmath.patterns import lazy
from quickmath.techniques import Technique, practice_problem
from quickmath.techniques.lookalike import clock_problem_like, problem_like
from quickmath.tools.schemas import PracticeArgs
from quickmath.tools.solve import named_technique

_seed = os.environ.get("QUICKMATH_SEED")
rng = random.Random(_seed)

_POWER_AFTER = lazy(r"\)?([⁰¹²³⁴⁵⁶⁷⁸⁹]+)", needs="⁰|¹|²|³|⁴|⁵|⁶|⁷|⁸|⁹")
_PLAIN_DIGITS = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹", "0123456789")


def _numbers(text: str) -> list[tuple[Fraction, int | None]]:
    """The numbers in a written problem, in order, each with the power written after it (14³ → 14, 3)."""
    found: list[tuple[Fraction, int | None]] = []
    for written in numbers_in(text, words=False):
        power = _POWER_AFTER.match(text, written.end)
        found.append((written.value, int(power[1].translate(_PLAIN_DIGITS)) if power else None))
    return found


def read_like(text: str, operation: Operation) -> Problem | None:
    """The learner's problem, as written in `like` ("98 × 97", "2:45 + 1:30", "1 + 3 + … + 19", "14³"),
    read for `operation`; None when it cannot be read as one."""
    numbers = _numbers(text)
    if not numbers:
        return None
    (a, power), (b, _) = numbers[0], numbers[-1]
    step = Fraction(1)
    if operation is Operation.POWER:
        b = Fraction(power) if power is not None else b
        if power is None and len(numbers) != 2:
            return None
    elif operation is Operation.SERIES and len(numbers) >= 2:
        step = abs(numbers[1][0] - a)
    elif (
        operation not in (Operation.SERIES, Operation.SUM_OF_SQUARES, Operation.SUM_OF_CUBES)
        and len(numbers) != 2
    ):
        return None
    try:
        return Problem(operation, a, b, step)
    except ProblemError:
        return None


LEVELS = {"harder": 1, "easier": -1}


def _practice_for(technique: Technique, like: str, asked_level: str) -> Problem:
    if like and technique.operation in CLOCK_OPERATIONS:  # readings have no digits to grow or shrink
        twelve_hour = bool(re.search(r"(?i)\d\s*[ap]\.?\s*m\b", like))
        return clock_problem_like(technique, twelve_hour, rng, avoid=like.strip()) or practice_problem(
            technique, rng
        )
    question = read_like(like, technique.operation) if like else None
    if question is None:
        return practice_problem(technique, rng)
    shift = LEVELS.get(asked_level.strip().lower(), 0)
    for level in dict.fromkeys([shift, 0]):
        made = problem_like(technique, question, rng, level)
        if made:
            return made
    return practice_problem(technique, rng)


def make_practice_problem(args: PracticeArgs) -> dict[str, Any]:
    technique = named_technique(args.technique)
    problem = _practice_for(technique, args.like, args.level)
    a, b = note_operands(problem)
    return {
        "technique": technique.name,
        "title": technique.title,
        "problem": str(problem),
        "a": a,
        "operation": problem.operation.value,
        "b": b,
        **({"step": to_json(problem.step)} if problem.step != 1 else {}),
    }
