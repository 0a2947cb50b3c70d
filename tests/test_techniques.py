"""Every shortcut, checked the boring way: its answer must equal plain exact arithmetic."""

from __future__ import annotations

import random
import re
from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from quickmath.clock import ClockReading, read_clock
from quickmath.domain import ClockStep, Operation, Problem, Step, TimeStep
from quickmath.expression import value_of
from quickmath.techniques import TECHNIQUES, Technique, find_applicable, practice_problem
from tests.strategies import problems

SEED_SHORTCUTS = ["add_nines", "round_and_compensate", "add_in_parts", "multiply_by_power_of_10",
                  "multiply_teens", "multiply_by_5", "add_time"]  # fmt: skip
FRACTION_LOOK = re.compile(r"\d/\d")


def by_name(technique: Technique) -> str:
    return technique.name


CLOCK_MOVE = re.compile(r"(.+) ([+−]) (?:(\d+) h)? ?(?:(\d+) min)?")


HOURS_AND_MINUTES = re.compile(r"(?:(\d+) h)?(?: \+ )?(?:(\d+) min)?")


def step_value(step: Step | ClockStep | TimeStep) -> Fraction | ClockReading:
    """What a step's expr works out to: a sum, hours and minutes put together ("4 h + 15 min", run
    together as 415), or a clock reading moved on or back ("7:57 PM + 3 min")."""
    if isinstance(step, Step):
        return value_of(step.expr)
    if isinstance(step, TimeStep):
        parts = HOURS_AND_MINUTES.fullmatch(step.expr)
        assert parts is not None and any(parts.groups()), f"not hours and minutes: {step.expr}"
        return Fraction(int(parts[1] or 0) * 100 + int(parts[2] or 0))
    match = CLOCK_MOVE.fullmatch(step.expr)
    assert match is not None, f"not a clock move: {step.expr}"
    start, sign, hours, minutes = match.groups()
    moved = int(hours or 0) * 60 + int(minutes or 0)
    return read_clock(start).later(moved if sign == "+" else -moved)


def check_solution(technique: Technique, problem: Problem) -> None:
    solution = technique.solve(problem)
    assert solution.answer == problem.answer()
    assert solution.steps, f"{technique.name} shows no steps for {problem}"
    for step in solution.steps:
        assert step.say.strip(), f"{technique.name}: a step with nothing to say for {problem}"
        assert step_value(step) == step.result, f"{technique.name}: {step.expr} ≠ {step.result} for {problem}"
    if problem.operation is not Operation.DIVIDE:
        for step in solution.steps:
            assert not FRACTION_LOOK.search(step.say + step.expr), f"{technique.name}: {step} for {problem}"


def test_the_registry_has_at_least_80_shortcuts_and_3_per_operation() -> None:
    assert len(TECHNIQUES) >= 80
    per_operation = Counter(t.operation for t in TECHNIQUES)
    assert {op: per_operation[op] >= 3 for op in Operation} == {op: True for op in Operation}


def test_names_are_unique_and_include_the_seed_shortcuts() -> None:
    names = [t.name for t in TECHNIQUES]
    assert len(names) == len(set(names))
    assert set(SEED_SHORTCUTS) <= set(names)


@pytest.mark.parametrize("technique", TECHNIQUES, ids=by_name)
def test_metadata_is_complete(technique: Technique) -> None:
    assert re.fullmatch(r"[a-z0-9_]+", technique.name)
    assert technique.title and technique.rule.endswith(".")
    assert 0 <= technique.priority <= 10


@pytest.mark.parametrize("technique", TECHNIQUES, ids=by_name)
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32))
def test_practice_problems_fit_and_solve_exactly(technique: Technique, seed: int) -> None:
    problem = technique.make_problem(random.Random(seed))
    assert technique.applies(problem), f"{technique.name} made {problem}, which it does not apply to"
    check_solution(technique, problem)


@pytest.mark.parametrize("technique", TECHNIQUES, ids=by_name)
def test_every_shortcut_is_the_best_pick_for_some_problem(technique: Technique) -> None:
    rng = random.Random(technique.name)
    winners = {find_applicable(practice_problem(technique, rng))[0].name for _ in range(20)}
    assert technique.name in winners


@pytest.mark.parametrize("operation", list(Operation), ids=str)
@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_every_shortcut_that_claims_a_problem_solves_it_exactly(
    operation: Operation, data: st.DataObject
) -> None:
    problem = data.draw(problems(operation))
    applicable = find_applicable(problem)
    for technique in applicable:
        check_solution(technique, problem)
    top = [t for t in applicable if applicable and t.priority == applicable[0].priority]
    assert len(top) <= 1, f"priority tie on {problem}: {top}"


@pytest.mark.parametrize(("a", "b"), [(18, 300), (19, 40), (300, 18)])
def test_a_round_number_near_a_rounder_one_has_one_best_shortcut(a: int, b: int) -> None:
    applicable = find_applicable(Problem(Operation.MULTIPLY, Fraction(a), Fraction(b)))
    assert applicable[0].name == "multiply_round_numbers"
    assert applicable[1].priority != applicable[0].priority
