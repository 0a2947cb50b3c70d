"""Subtraction shortcuts: the catalog's worked examples, the overlap decisions and the edge cases."""

from __future__ import annotations

from fractions import Fraction

import pytest

from quickmath.domain import Operation, Problem
from quickmath.expression import value_of
from quickmath.techniques import find_applicable, get_technique
from tests.helpers import each_applicable


def sub(a: str | int | Fraction, b: str | int | Fraction) -> Problem:
    return Problem(Operation.SUBTRACT, Fraction(a), Fraction(b))


def names(problem: Problem) -> list[str]:
    return [t.name for t in find_applicable(problem)]


WORKED_EXAMPLES = [
    (
        "subtract_from_power_of_10",
        sub(1000, 347),
        [("9 − 3", 6), ("9 − 4", 5), ("10 − 7", 3), ("6 × 100 + 5 × 10 + 3", 653)],
    ),
    ("reverse_digit_difference", sub(853, 358), [("8 − 3", 5), ("5 × 100 − 5", 495)]),
    ("subtract_nines", sub(523, 99), [("523 − 100", 423), ("423 + 1", 424)]),
    ("count_up", sub(1003, 987), [("1000 − 987", 13), ("1003 − 1000", 3), ("13 + 3", 16)]),
    ("take_one_from_both", sub(5000, 347), [("5000 − 1", 4999), ("347 − 1", 346), ("4999 − 346", 4653)]),
    ("same_change", sub(82, 43), [("82 − 3", 79), ("43 − 3", 40), ("79 − 40", 39)]),
    ("subtract_by_rounding", sub(734, 298), [("298 + 2", 300), ("734 − 300", 434), ("434 + 2", 436)]),
    ("subtract_signed_numbers", sub(12, -7), [("12 + 7", 19)]),
    ("subtract_larger_from_smaller", sub(35, 82), [("82 − 35", 47), ("0 − 47", -47)]),
    (
        "subtract_decimals_as_whole",
        sub("5.2", "1.75"),
        [("5.2 × 100", 520), ("1.75 × 100", 175), ("520 − 175", 345), ("345 ÷ 100", "3.45")],
    ),
    ("subtract_in_parts", sub(743, 278), [("743 − 200", 543), ("543 − 70", 473), ("473 − 8", 465)]),
]

EDGE_STEPS = [
    (
        "subtract_from_power_of_10",
        sub(1000, 47),
        [("9 − 0", 9), ("9 − 4", 5), ("10 − 7", 3), ("9 × 100 + 5 × 10 + 3", 953)],
    ),
    ("subtract_from_power_of_10", sub(1000, 340), [("9 − 3", 6), ("10 − 4", 6), ("6 × 100 + 6 × 10", 660)]),
    (
        "subtract_from_power_of_10",
        sub(1000, 903),
        [("9 − 9", 0), ("9 − 0", 9), ("10 − 3", 7), ("9 × 10 + 7", 97)],
    ),
    ("subtract_from_power_of_10", sub(10, 7), [("10 − 7", 3)]),
    ("subtract_from_power_of_10", sub(100, 1), [("9 − 0", 9), ("10 − 1", 9), ("9 × 10 + 9", 99)]),
    ("reverse_digit_difference", sub(73, 37), [("7 − 3", 4), ("4 × 10 − 4", 36)]),
    ("count_up", sub(90, 83), [("90 − 83", 7)]),
    ("count_up", sub(1005, 985), [("1000 − 985", 15), ("1005 − 1000", 5), ("15 + 5", 20)]),
    ("count_up", sub(20, 7), [("10 − 7", 3), ("20 − 10", 10), ("3 + 10", 13)]),
    ("take_one_from_both", sub(50, 1), [("50 − 1", 49), ("1 − 1", 0), ("49 − 0", 49)]),
    ("same_change", sub(100, 11), [("100 − 1", 99), ("11 − 1", 10), ("99 − 10", 89)]),
    ("subtract_by_rounding", sub("30.5", 19), [("19 + 1", 20), ("30.5 − 20", "10.5"), ("10.5 + 1", "11.5")]),
    ("subtract_signed_numbers", sub(-12, 7), [("12 + 7", 19), ("0 − 19", -19)]),
    ("subtract_signed_numbers", sub(-12, -7), [("(−12) + 7", -5)]),
    ("subtract_signed_numbers", sub("-1.5", 0), [("1.5 + 0", "1.5"), ("0 − 1.5", "-1.5")]),
    ("subtract_larger_from_smaller", sub(0, "2.5"), [("2.5 − 0", "2.5"), ("0 − 2.5", "-2.5")]),
    (
        "subtract_decimals_as_whole",
        sub(3, "0.25"),
        [("3 × 100", 300), ("0.25 × 100", 25), ("300 − 25", 275), ("275 ÷ 100", "2.75")],
    ),
    ("subtract_in_parts", sub(5, 5), [("5 − 5", 0)]),
    ("subtract_in_parts", sub(8, 0), [("8 − 0", 8)]),
]


@pytest.mark.parametrize(("name", "problem", "steps"), WORKED_EXAMPLES + EDGE_STEPS, ids=str)
def test_steps(name: str, problem: Problem, steps: list[tuple[str, int | str]]) -> None:
    solution = get_technique(name).solve(problem)
    assert [(s.expr, s.result) for s in solution.steps] == [(e, Fraction(r)) for e, r in steps]
    assert solution.answer == problem.exact() == Fraction(steps[-1][1])
    assert all(value_of(s.expr) == s.result for s in solution.steps)


PICKS = [
    (sub(1000, 347), "subtract_from_power_of_10"),
    (sub(853, 358), "reverse_digit_difference"),
    (sub(523, 99), "subtract_nines"),
    (sub(1003, 987), "count_up"),
    (sub(5000, 347), "take_one_from_both"),
    (sub(82, 43), "same_change"),
    (sub(734, 298), "subtract_by_rounding"),
    (sub(12, -7), "subtract_signed_numbers"),
    (sub(35, 82), "subtract_larger_from_smaller"),
    (sub("5.2", "1.75"), "subtract_decimals_as_whole"),
    (sub(743, 278), "subtract_by_rounding"),
    (sub(745, 234), "subtract_in_parts"),
]


@pytest.mark.parametrize(("problem", "expected"), PICKS, ids=str)
def test_best_pick(problem: Problem, expected: str) -> None:
    assert find_applicable(problem)[0].name == expected


OVERLAPS = [
    (sub(523, 99), "subtract_nines", "subtract_by_rounding"),
    (sub(1000, 347), "subtract_from_power_of_10", "take_one_from_both"),
    (sub(1003, 987), "count_up", "subtract_by_rounding"),
    (sub(91, 19), "reverse_digit_difference", "subtract_by_rounding"),
    (sub(1000, 347), "subtract_from_power_of_10", "subtract_by_rounding"),
    (sub(1003, 999), "subtract_nines", "count_up"),
    (sub(100, 43), "subtract_from_power_of_10", "same_change"),
    (sub(5000, 347), "take_one_from_both", "subtract_by_rounding"),
    (sub(100, 87), "subtract_from_power_of_10", "count_up"),
    (sub(500, 43), "take_one_from_both", "same_change"),
    (sub(20, 7), "count_up", "take_one_from_both"),
    (sub(200, 187), "count_up", "subtract_by_rounding"),
    (sub(1000, 999), "subtract_from_power_of_10", "subtract_nines"),
    (sub(31, 13), "reverse_digit_difference", "count_up"),
]


@pytest.mark.parametrize(("problem", "picked", "also"), OVERLAPS, ids=str)
def test_overlaps(problem: Problem, picked: str, also: str) -> None:
    applicable = names(problem)
    assert applicable[0] == picked
    assert also in applicable


PREDICATES = [
    ("subtract_from_power_of_10", sub(1, 0), False),
    ("subtract_from_power_of_10", sub(10, 10), False),
    ("subtract_from_power_of_10", sub(10, 0), False),
    ("subtract_from_power_of_10", sub("0.1", "0.05"), False),
    ("subtract_from_power_of_10", sub(100, "0.5"), False),
    ("reverse_digit_difference", sub(21, 12), True),
    ("reverse_digit_difference", sub(12, 21), False),
    ("reverse_digit_difference", sub(120, 21), False),
    ("reverse_digit_difference", sub(121, 121), False),
    ("reverse_digit_difference", sub(1221, 1212), False),
    ("reverse_digit_difference", sub(-12, -21), False),
    ("subtract_nines", sub(10, 9), True),
    ("subtract_nines", sub(9, 9), False),
    ("subtract_nines", sub("10.5", 9), True),
    ("count_up", sub(30, 10), False),
    ("count_up", sub(1006, 985), False),
    ("count_up", sub(19, 11), False),
    ("count_up", sub(20, 19), True),
    ("take_one_from_both", sub(500, 100), False),
    ("take_one_from_both", sub(500, 99), True),
    ("take_one_from_both", sub(505, 3), False),
    ("take_one_from_both", sub(500, 0), False),
    ("same_change", sub(80, 41), True),
    ("same_change", sub(81, 41), False),
    ("same_change", sub(9, 1), False),
    ("same_change", sub(40, 43), False),
    ("subtract_by_rounding", sub(10, 7), True),
    ("subtract_by_rounding", sub(9, 7), False),
    ("subtract_by_rounding", sub(5, 6), False),
    ("subtract_signed_numbers", sub(0, 0), False),
    ("subtract_signed_numbers", sub(0, "-0.1"), True),
    ("subtract_larger_from_smaller", sub(-1, 5), False),
    ("subtract_larger_from_smaller", sub(5, 5), False),
    ("subtract_decimals_as_whole", sub("1.5", "2.5"), False),
    ("subtract_decimals_as_whole", sub("2.5", "2.5"), True),
    ("subtract_in_parts", sub(3, 4), False),
]


@pytest.mark.parametrize(("name", "problem", "applies"), PREDICATES, ids=str)
def test_predicate_boundaries(name: str, problem: Problem, applies: bool) -> None:
    assert get_technique(name).applies(problem) is applies


def test_a_fraction_that_never_ends_is_left_to_plain_arithmetic() -> None:
    assert names(sub(1, Fraction(1, 3))) == []
    assert names(sub(Fraction(1, 3), 1)) == ["subtract_larger_from_smaller"]


def test_a_long_power_of_10_reads_the_answer_off_whole() -> None:
    problem = sub(10**6, 10**6 - 1)
    solution = get_technique("subtract_from_power_of_10").solve(problem)
    assert len(solution.steps) == 7
    assert (solution.steps[-1].expr, solution.steps[-1].result) == ("1", 1)


def test_past_six_digits_a_coarser_shortcut_takes_over_from_one_step_a_digit() -> None:
    problem = sub(10**40, 10**40 - 1)
    assert "subtract_from_power_of_10" not in names(problem)
    assert len(find_applicable(problem)[0].solve(problem).steps) <= 3


@pytest.mark.parametrize(
    "problem",
    [
        sub(10**999, 10**999 - 1),
        sub(10**999, 10**998 * 7),
        sub(10**999 + 3, 10**999 - 13),
        sub(10**999 * 9, 10**998 + 1),
        sub(10**999 - 9, 10**998 + 3),
        sub(Fraction(10**999 - 7, 10**500), Fraction(10**999 - 9, 10**700)),
        sub(-(10**999), 10**999 - 1),
    ],
    ids=["power_of_10", "trailing_zeros", "count_up", "take_one", "same_change", "decimals", "signed"],
)
def test_huge_operands_solve_exactly(problem: Problem) -> None:
    for technique in each_applicable(problem):
        assert technique.solve(problem).answer == problem.exact()
