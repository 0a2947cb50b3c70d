"""Adding durations: the catalog's worked examples, the overlap decisions and the edge cases."""

from __future__ import annotations

from fractions import Fraction

import pytest

from quickmath.domain import Operation, Problem
from quickmath.techniques import find_applicable, for_operation, get_technique
from tests.helpers import each_applicable
from tests.test_techniques import step_value


def times(a: int, b: int) -> Problem:
    return Problem(Operation.ADD_TIME, Fraction(a), Fraction(b))


def names(problem: Problem) -> list[str]:
    return [t.name for t in find_applicable(problem)]


def worked(technique: str, problem: Problem) -> list[tuple[str, int]]:
    solution = get_technique(technique).solve(problem)
    for step in solution.steps:
        assert step_value(step) == step.result
    assert solution.answer == solution.steps[-1].result == problem.exact()
    return [(step.expr, int(step.result)) for step in solution.steps]


# (shortcut the priority order picks, shortcut whose working is shown, problem, steps as (expr, result))
WORKED_EXAMPLES = [
    ("add_whole_hours", "add_whole_hours", times(300, 235), [("3 + 2", 5), ("5 h + 35 min", 535)]),
    (
        "add_quarter_hours",
        "add_quarter_hours",
        times(145, 230),
        [("1 + 2", 3), ("3 + 2", 5), ("3 + 1", 4), ("1 × 15", 15), ("4 h + 15 min", 415)],
    ),
    (
        "time_round_and_compensate",
        "time_round_and_compensate",
        times(220, 155),
        [("60 − 55", 5), ("1 + 1 + 2", 4), ("20 − 5", 15), ("4 h + 15 min", 415)],
    ),
    (
        "make_the_hour",
        "make_the_hour",
        times(140, 235),
        [("60 − 40", 20), ("35 − 20", 15), ("1 + 2 + 1", 4), ("4 h + 15 min", 415)],
    ),
    (
        "add_quarter_hours",
        "add_time",
        times(245, 130),
        [("45 + 30", 75), ("75 − 60", 15), ("2 + 1 + 1", 4), ("4 h + 15 min", 415)],
    ),
]


@pytest.mark.parametrize(
    ("picked", "technique", "problem", "steps"), WORKED_EXAMPLES, ids=[w[1] for w in WORKED_EXAMPLES]
)
def test_catalog_worked_examples(
    picked: str, technique: str, problem: Problem, steps: list[tuple[str, int]]
) -> None:
    assert names(problem)[0] == picked
    assert worked(technique, problem) == steps


def test_the_worked_examples_cover_every_duration_shortcut_in_catalog_order() -> None:
    assert [w[1] for w in WORKED_EXAMPLES] == [t.name for t in for_operation(Operation.ADD_TIME)]


def test_seed_example_245_plus_215_is_500_by_every_shortcut_that_takes_it() -> None:
    problem = times(245, 215)
    assert names(problem) == ["add_quarter_hours", "time_round_and_compensate", "make_the_hour", "add_time"]
    assert worked("add_time", problem) == [
        ("45 + 15", 60),
        ("60 − 60", 0),
        ("2 + 2 + 1", 5),
        ("5 h", 500),
    ]
    for technique in each_applicable(problem):
        assert technique.solve(problem).answer == 500


# (problem, every applicable shortcut in priority order)
OVERLAPS = [
    (times(220, 155), ["time_round_and_compensate", "make_the_hour", "add_time"]),
    (times(145, 230), ["add_quarter_hours", "time_round_and_compensate", "make_the_hour", "add_time"]),
    (times(130, 130), ["add_quarter_hours", "make_the_hour", "add_time"]),
    (times(115, 130), ["add_quarter_hours", "add_time"]),
    (times(300, 235), ["add_whole_hours", "add_time"]),
    (times(300, 245), ["add_whole_hours", "add_time"]),
    (times(244, 216), ["make_the_hour", "add_time"]),
    (times(245, 214), ["add_time"]),
    (times(159, 201), ["time_round_and_compensate", "make_the_hour", "add_time"]),
]


@pytest.mark.parametrize(("problem", "applicable"), OVERLAPS, ids=[str(o[0]) for o in OVERLAPS])
def test_overlaps_follow_the_duration_priority_order(problem: Problem, applicable: list[str]) -> None:
    assert names(problem) == applicable


EDGE_STEPS = [
    ("add_whole_hours", times(0, 0), [("0 min", 0)]),
    ("add_whole_hours", times(45, 200), [("2 h + 45 min", 245)]),
    ("add_whole_hours", times(300, 400), [("3 + 4", 7), ("7 h", 700)]),
    (
        "add_quarter_hours",
        times(115, 130),
        [("1 + 1", 2), ("1 + 2", 3), ("3 × 15", 45), ("2 h + 45 min", 245)],
    ),
    ("add_quarter_hours", times(130, 130), [("1 + 1", 2), ("2 + 2", 4), ("2 + 1", 3), ("3 h", 300)]),
    (
        "add_quarter_hours",
        times(145, 145),
        [("1 + 1", 2), ("3 + 3", 6), ("2 + 1", 3), ("2 × 15", 30), ("3 h + 30 min", 330)],
    ),
    (
        "time_round_and_compensate",
        times(150, 150),
        [("60 − 50", 10), ("1 + 1 + 1", 3), ("50 − 10", 40), ("3 h + 40 min", 340)],
    ),
    (
        "time_round_and_compensate",
        times(258, 147),
        [("60 − 58", 2), ("2 + 1 + 1", 4), ("47 − 2", 45), ("4 h + 45 min", 445)],
    ),
    (
        "time_round_and_compensate",
        times(210, 250),
        [("60 − 50", 10), ("2 + 1 + 2", 5), ("10 − 10", 0), ("5 h", 500)],
    ),
    (
        "make_the_hour",
        times(140, 220),
        [("60 − 40", 20), ("20 − 20", 0), ("1 + 2 + 1", 4), ("4 h", 400)],
    ),
    (
        "make_the_hour",
        times(59, 59),
        [("60 − 59", 1), ("59 − 1", 58), ("1 h + 58 min", 158)],
    ),
    ("add_time", times(144, 215), [("44 + 15", 59), ("1 + 2", 3), ("3 h + 59 min", 359)]),
    ("add_time", times(0, 0), [("0 min", 0)]),
    (
        "add_time",
        times(1259, 1201),
        [("59 + 1", 60), ("60 − 60", 0), ("12 + 12 + 1", 25), ("25 h", 2500)],
    ),
]


@pytest.mark.parametrize(
    ("technique", "problem", "steps"), EDGE_STEPS, ids=[f"{e[0]}:{e[1]}" for e in EDGE_STEPS]
)
def test_edge_case_working(technique: str, problem: Problem, steps: list[tuple[str, int]]) -> None:
    assert worked(technique, problem) == steps


def test_the_last_step_reads_the_answer_as_a_length() -> None:
    last = get_technique("make_the_hour").solve(times(140, 235)).model_dump(mode="json")["steps"][-1]
    assert last == {
        "say": "Put the hours and minutes together.",
        "expr": "4 h + 15 min",
        "result": "4 h 15 min",
    }
    whole = get_technique("add_whole_hours").solve(times(300, 235)).model_dump(mode="json")["steps"][-1]
    assert whole == {"say": "The minutes stay at 35.", "expr": "5 h + 35 min", "result": "5 h 35 min"}


def test_rounding_takes_the_duration_with_more_minutes() -> None:
    technique = get_technique("time_round_and_compensate")
    assert technique.solve(times(155, 220)).steps[0].say == "1 h 55 min is 5 min short of 2 h."
    assert technique.solve(times(248, 355)).steps[0].say == "3 h 55 min is 5 min short of 4 h."


def test_huge_durations_stay_exact() -> None:
    big = 10**500 * 100 + 45
    for technique in each_applicable(times(big, 230)):
        assert technique.solve(times(big, 230)).answer == (10**500 + 3) * 100 + 15
