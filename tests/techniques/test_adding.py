"""Addition shortcuts: the catalog's worked examples, the overlap decisions and the edge cases."""

from __future__ import annotations

from fractions import Fraction

import pytest

from quickmath.domain import Operation, Problem
from quickmath.expression import value_of
from quickmath.techniques import find_applicable, get_technique
from tests.helpers import each_applicable


def add(a: str | int | Fraction, b: str | int | Fraction) -> Problem:
    return Problem(Operation.ADD, Fraction(a), Fraction(b))


def names(problem: Problem) -> list[str]:
    return [t.name for t in find_applicable(problem)]


WORKED_EXAMPLES = [
    ("add_nines", add(456, 99), [("456 + 100", 556), ("556 − 1", 555)]),
    ("add_doubles", add(68, 68), [("2 × 60", 120), ("2 × 8", 16), ("120 + 16", 136)]),
    ("add_near_doubles", add(37, 38), [("2 × 37", 74), ("74 + 1", 75)]),
    (
        "round_both_and_compensate",
        add(198, 397),
        [("198 + 2", 200), ("397 + 3", 400), ("200 + 400", 600), ("600 − 2 − 3", 595)],
    ),
    ("make_a_round_number", add(368, 432), [("68 + 32", 100), ("300 + 400", 700), ("700 + 100", 800)]),
    ("round_and_compensate", add(523, 298), [("298 + 2", 300), ("523 + 300", 823), ("823 − 2", 821)]),
    ("add_signed_numbers", add(45, -17), [("45 − 17", 28)]),
    (
        "add_decimals_as_whole",
        add("2.75", "1.5"),
        [("2.75 × 100", 275), ("1.5 × 100", 150), ("275 + 150", 425), ("425 ÷ 100", "4.25")],
    ),
    ("add_in_parts", add(465, 278), [("465 + 200", 665), ("665 + 70", 735), ("735 + 8", 743)]),
]

EDGE_STEPS = [
    ("add_doubles", add(7, 7), [("2 × 7", 14)]),
    ("add_doubles", add(300, 300), [("2 × 300", 600)]),
    ("add_doubles", add(0, 0), [("2 × 0", 0)]),
    ("add_doubles", add("3.75", "3.75"), [("2 × 3", 6), ("2 × 0.75", "1.5"), ("6 + 1.5", "7.5")]),
    ("add_near_doubles", add(40, 38), [("2 × 38", 76), ("76 + 2", 78)]),
    ("make_a_round_number", add(68, 32), [("68 + 32", 100)]),
    ("make_a_round_number", add(368, 632), [("368 + 632", 1000)]),
    ("make_a_round_number", add(368, 32), [("68 + 32", 100), ("300 + 100", 400)]),
    ("make_a_round_number", add(1005, 995), [("5 + 995", 1000), ("1000 + 1000", 2000)]),
    ("make_a_round_number", add(47, 23), [("7 + 3", 10), ("40 + 20", 60), ("60 + 10", 70)]),
    ("add_signed_numbers", add(-17, 45), [("45 − 17", 28)]),
    ("add_signed_numbers", add(12, -30), [("30 − 12", 18), ("0 − 18", -18)]),
    ("add_signed_numbers", add(-17, -25), [("17 + 25", 42), ("0 − 42", -42)]),
    ("add_signed_numbers", add(0, -5), [("0 − 5", -5)]),
    ("add_signed_numbers", add("-2.5", "1.25"), [("2.5 − 1.25", "1.25"), ("0 − 1.25", "-1.25")]),
    (
        "add_decimals_as_whole",
        add(3, "0.5"),
        [("3 × 10", 30), ("0.5 × 10", 5), ("30 + 5", 35), ("35 ÷ 10", "3.5")],
    ),
    ("add_in_parts", add(452, 0), [("452 + 0", 452)]),
    ("add_in_parts", add(12, "3.05"), [("12 + 3", 15), ("15 + 0.05", "15.05")]),
]


@pytest.mark.parametrize(("name", "problem", "steps"), WORKED_EXAMPLES + EDGE_STEPS, ids=str)
def test_steps(name: str, problem: Problem, steps: list[tuple[str, int | str]]) -> None:
    solution = get_technique(name).solve(problem)
    assert [(s.expr, s.result) for s in solution.steps] == [(e, Fraction(r)) for e, r in steps]
    assert solution.answer == problem.exact() == Fraction(steps[-1][1])
    assert all(value_of(s.expr) == s.result for s in solution.steps)


PICKS = [
    (add(456, 99), "add_nines"),
    (add(68, 68), "add_doubles"),
    (add(37, 38), "add_near_doubles"),
    (add(198, 397), "round_both_and_compensate"),
    (add(368, 432), "make_a_round_number"),
    (add(523, 298), "round_and_compensate"),
    (add(45, -17), "add_signed_numbers"),
    (add("2.75", "1.5"), "add_decimals_as_whole"),
    (add(465, 278), "round_and_compensate"),
    (add(465, 234), "add_in_parts"),
]


@pytest.mark.parametrize(("problem", "expected"), PICKS, ids=str)
def test_best_pick(problem: Problem, expected: str) -> None:
    assert find_applicable(problem)[0].name == expected


OVERLAPS = [
    (add(456, 99), "add_nines", "round_and_compensate"),
    (add(198, 397), "round_both_and_compensate", "round_and_compensate"),
    (add(368, 432), "make_a_round_number", "round_and_compensate"),
    (add(198, 99), "add_nines", "round_both_and_compensate"),
    (add(37, 38), "add_near_doubles", "round_and_compensate"),
    (add(98, 98), "add_doubles", "round_both_and_compensate"),
    (add(98, 98), "add_doubles", "round_and_compensate"),
    (add(11, 99), "add_nines", "make_a_round_number"),
    (add(37, 38), "add_near_doubles", "round_both_and_compensate"),
    (add(98, 99), "add_nines", "add_near_doubles"),
    (add(99, 99), "add_nines", "add_doubles"),
    (add(45, 45), "add_doubles", "make_a_round_number"),
    (add(44, 46), "add_near_doubles", "make_a_round_number"),
    (add("4.5", "4.5"), "add_doubles", "add_decimals_as_whole"),
    (add("4.7", 298), "round_and_compensate", "add_decimals_as_whole"),
]


@pytest.mark.parametrize(("problem", "picked", "also"), OVERLAPS, ids=str)
def test_overlaps(problem: Problem, picked: str, also: str) -> None:
    applicable = names(problem)
    assert applicable[0] == picked
    assert also in applicable


PREDICATES = [
    ("add_nines", add(9, 0), True),
    ("add_nines", add(-5, 99), False),
    ("add_nines", add("9.9", 3), False),
    ("add_doubles", add(-4, -4), False),
    ("add_doubles", add("0.1", "0.1"), True),
    ("add_near_doubles", add(4, 5), False),
    ("add_near_doubles", add(5, 7), True),
    ("add_near_doubles", add(5, 8), False),
    ("add_near_doubles", add("5.5", "6.5"), False),
    ("round_both_and_compensate", add(7, 17), True),
    ("round_both_and_compensate", add(7, 16), False),
    ("round_both_and_compensate", add(-3, 17), False),
    ("make_a_round_number", add(3, 7), False),
    ("make_a_round_number", add(13, 7), True),
    ("make_a_round_number", add(0, 10), False),
    ("make_a_round_number", add(20, 30), False),
    ("round_and_compensate", add(7, "0.5"), True),
    ("round_and_compensate", add(6, 0), False),
    ("round_and_compensate", add(-1, 17), False),
    ("add_signed_numbers", add(0, 0), False),
    ("add_signed_numbers", add("-0.01", 0), True),
    ("add_decimals_as_whole", add(2, 3), False),
    ("add_decimals_as_whole", add("2.0", 3), False),
    ("add_decimals_as_whole", add("-0.5", 3), False),
    ("add_in_parts", add(0, 0), True),
    ("add_in_parts", add(-1, 5), False),
]


@pytest.mark.parametrize(("name", "problem", "applies"), PREDICATES, ids=str)
def test_predicate_boundaries(name: str, problem: Problem, applies: bool) -> None:
    assert get_technique(name).applies(problem) is applies


def test_a_fraction_that_never_ends_is_left_to_plain_arithmetic() -> None:
    assert names(add(Fraction(1, 3), 1)) == []
    assert names(add(Fraction(1, 3), -1)) == ["add_signed_numbers"]
    assert get_technique("add_signed_numbers").solve(add(Fraction(1, 3), -1)).answer == Fraction(-2, 3)


@pytest.mark.parametrize(
    "problem",
    [
        add(10**999, 10**999 - 1),
        add(10**999 - 3, 10**999 - 2),
        add(10**999 - 3, 10**999 - 3),
        add(10**998 * 3 + 4, 10**998 * 5 + 6),
        add(Fraction(10**999 - 7, 10**500), Fraction(-(10**999) + 1, 10**300)),
    ],
    ids=["nines", "near_doubles", "doubles", "round_number", "signed_decimals"],
)
def test_huge_operands_solve_exactly(problem: Problem) -> None:
    for technique in each_applicable(problem):
        assert technique.solve(problem).answer == problem.exact()
