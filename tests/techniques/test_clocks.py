"""Clock times: the issue's examples; every shortcut equals counting minutes across noon and midnight."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from quickmath.clock import ClockReading, read_clock
from quickmath.domain import Operation, Problem
from quickmath.techniques import find_applicable, for_operation
from tests.test_techniques import check_solution


def after(reading: str, minutes: int) -> Problem:
    return Problem(Operation.TIME_AFTER, read_clock(reading), minutes)


def before(reading: str, minutes: int) -> Problem:
    return Problem(Operation.TIME_BEFORE, read_clock(reading), minutes)


def between(start: str, end: str) -> Problem:
    return Problem(Operation.TIME_BETWEEN, read_clock(start), read_clock(end))


def less(longer: int, shorter: int) -> Problem:
    return Problem(Operation.SUBTRACT_TIME, longer, shorter)


def shown(problem: Problem) -> tuple[str, str]:
    best = find_applicable(problem)[0]
    solution = best.solve(problem).model_dump(mode="json")
    return best.name, str(solution["answer"])


@pytest.mark.parametrize(
    ("problem", "shortcut", "answer"),
    [
        (before("1:44 PM", 443), "back_through_noon_or_midnight", "6:21 AM"),
        (after("7:57 PM", 27), "bridge_through_the_hour", "8:24 PM"),
        (after("11:30 PM", 50), "bridge_through_noon_or_midnight", "12:20 AM"),
        (after("23:30", 50), "bridge_through_noon_or_midnight", "00:20"),
        (before("00:10", 25), "back_through_noon_or_midnight", "23:45"),
        (after("08:55", 50), "bridge_through_the_hour", "09:45"),
        (after("8:55", 50), "bridge_through_the_hour", "9:45"),
        (before("10:20", 35), "back_through_the_hour", "9:45"),
        (before("10:20", 635), "back_through_noon_or_midnight", "23:45"),
        (after("9:00 AM", 90), "add_hours_then_minutes", "10:30 AM"),
        (before("3:20 PM", 50), "back_through_the_hour", "2:30 PM"),
        (before("3:20 PM", 1450), "take_hours_then_minutes", "3:10 PM"),
        (between("11:46 AM", "4:49 PM"), "subtract_the_readings", "303 minutes (5 h 3 min)"),
        (between("11:46 AM", "4:19 PM"), "count_on_between", "273 minutes (4 h 33 min)"),
        (between("10:15 PM", "1:30 AM"), "count_on_through_midnight", "195 minutes (3 h 15 min)"),
        (less(315, 140), "count_up_the_time", "135"),
        (less(315, 150), "subtract_time_round_and_compensate", "125"),
        (less(315, 200), "subtract_whole_hours", "115"),
        (less(515, 230), "count_up_the_time", "245"),
        (less(545, 230), "subtract_hours_and_minutes", "315"),
    ],
)  # fmt: skip
def test_the_best_shortcut_and_its_answer(problem: Problem, shortcut: str, answer: str) -> None:
    assert shown(problem) == (shortcut, answer)


def test_the_steps_of_27_minutes_after_7_57_pm_bridge_through_8_pm() -> None:
    problem = after("7:57 PM", 27)
    steps = find_applicable(problem)[0].solve(problem).model_dump(mode="json")["steps"]
    assert [(s["expr"], s["result"]) for s in steps] == [
        ("60 − 57", 3), ("7:57 PM + 3 min", "8:00 PM"), ("27 − 3", 24), ("8:00 PM + 24 min", "8:24 PM"),
    ]  # fmt: skip


@pytest.mark.parametrize("longer", [900, 1000, 300])
def test_counting_up_to_a_whole_hour_adds_no_zero_minutes(longer: int) -> None:
    problem = less(longer, 103)
    steps = find_applicable(problem)[0].solve(problem).model_dump(mode="json")["steps"]
    assert find_applicable(problem)[0].name == "count_up_the_time"
    assert [s for s in steps if "+ 0" in s["expr"] or "the 0 min" in s["say"]] == []


MARKS = st.sampled_from([0, 12 * 60])
NEAR = st.integers(-180, 180)


@st.composite
def across_noon_or_midnight(draw: st.DrawFn) -> tuple[ClockReading, int]:
    """A start within three hours of noon or midnight and a move long enough to cross it."""
    twelve_hour = draw(st.booleans())
    start = ClockReading((draw(MARKS) + draw(NEAR)) % 1440, twelve_hour)
    return start, draw(st.integers(0, 600))


@pytest.mark.parametrize("operation", [Operation.TIME_AFTER, Operation.TIME_BEFORE])
@settings(max_examples=300, deadline=None)
@given(move=across_noon_or_midnight())
def test_moves_across_noon_and_midnight_agree_with_counting_minutes(
    operation: Operation, move: tuple[ClockReading, int]
) -> None:
    start, minutes = move
    problem = Problem(operation, start, minutes)
    signed = minutes if operation is Operation.TIME_AFTER else -minutes
    assert problem.answer() == ClockReading((start.minutes + signed) % 1440, start.twelve_hour)
    applicable = find_applicable(problem)
    assert applicable
    for technique in applicable:
        check_solution(technique, problem)


@settings(max_examples=300, deadline=None)
@given(start=across_noon_or_midnight(), end=across_noon_or_midnight())
def test_gaps_across_noon_and_midnight_agree_with_counting_minutes(
    start: tuple[ClockReading, int], end: tuple[ClockReading, int]
) -> None:
    first, second = start[0], ClockReading(end[0].minutes, start[0].twelve_hour)
    problem = Problem(Operation.TIME_BETWEEN, first, second)
    assert problem.exact() == (second.minutes - first.minutes) % 1440
    applicable = find_applicable(problem)
    assert applicable
    for technique in applicable:
        check_solution(technique, problem)


def test_each_clock_operation_has_a_catch_all() -> None:
    for operation in (
        Operation.TIME_AFTER,
        Operation.TIME_BEFORE,
        Operation.TIME_BETWEEN,
        Operation.SUBTRACT_TIME,
    ):
        assert min(t.priority for t in for_operation(operation)) == 1
