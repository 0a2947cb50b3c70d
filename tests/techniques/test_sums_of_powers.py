"""Sums of squares and cubes: the catalog's worked examples, the overlap decisions and the edge cases."""

from __future__ import annotations

from fractions import Fraction

import pytest

from quickmath.domain import Operation, Problem
from quickmath.expression import value_of
from quickmath.techniques import find_applicable, get_technique


def squares(lo: int, hi: int) -> Problem:
    return Problem(Operation.SUM_OF_SQUARES, Fraction(lo), Fraction(hi))


def cubes(lo: int, hi: int) -> Problem:
    return Problem(Operation.SUM_OF_CUBES, Fraction(lo), Fraction(hi))


def names(problem: Problem) -> list[str]:
    return [t.name for t in find_applicable(problem)]


CASES = [
    (squares(12, 13), "two_consecutive_squares", [156, 313], 313),
    (squares(18, 22), "centered_squares", [2000, 10, 2010], 2010),
    (squares(1, 10), "squares_from_one", [110, 2310, 385], 385),
    (squares(-3, 4), "mirror_negative_squares", [14, 30, 44], 44),
    (squares(5, 10), "squares_by_subtraction", [385, 30, 355], 355),
    (cubes(-6, 6), "symmetric_cubes_cancel", [0, 0], 0),
    (cubes(1, 10), "nicomachus_cubes", [55, 3025], 3025),
    (cubes(-2, 4), "cancel_negative_cubes", [0, 10, 3, 91], 91),
    (cubes(4, 5), "two_consecutive_cubes", [9, 21, 189], 189),
    (cubes(5, 8), "cubes_by_difference_of_squares", [36, 10, 1196], 1196),
    (squares(0, 0), "squares_from_one", [0, 0, 0], 0),
    (squares(0, 10), "squares_from_one", [110, 2310, 385], 385),
    (squares(9, 11), "centered_squares", [300, 2, 302], 302),
    (squares(17, 23), "centered_squares", [2800, 28, 2828], 2828),
    (squares(-5, 0), "mirror_negative_squares", [55], 55),
    (squares(-5, -1), "mirror_negative_squares", [55], 55),
    (squares(-5, -3), "mirror_negative_squares", [55, 5, 50], 50),
    (squares(-1, 1), "mirror_negative_squares", [1, 1, 2], 2),
    (squares(2, 4), "squares_by_subtraction", [30, 1, 29], 29),
    (squares(7, 7), "squares_by_subtraction", [140, 91, 49], 49),
    (cubes(0, 0), "symmetric_cubes_cancel", [0], 0),
    (cubes(0, 4), "nicomachus_cubes", [10, 100], 100),
    (cubes(-4, -2), "cancel_negative_cubes", [10, 1, 99, -99], -99),
    (cubes(-3, 0), "cancel_negative_cubes", [6, 36, -36], -36),
    (cubes(-5, 2), "cancel_negative_cubes", [0, 15, 3, 216, -216], -216),
    (cubes(-1, 3), "cancel_negative_cubes", [0, 6, 1, 35], 35),
    (cubes(-2, 3), "cancel_negative_cubes", [0, 27], 27),
    (cubes(-3, -3), "cancel_negative_cubes", [27, -27], -27),
    (cubes(2, 4), "cubes_by_difference_of_squares", [10, 1, 99], 99),
    (cubes(6, 6), "cubes_by_difference_of_squares", [216], 216),
]


@pytest.mark.parametrize(("problem", "expected", "results", "answer"), CASES, ids=lambda x: str(x))
def test_worked_examples(problem: Problem, expected: str, results: list[int], answer: int) -> None:
    technique = find_applicable(problem)[0]
    solution = technique.solve(problem)
    assert technique.name == expected
    assert [s.result for s in solution.steps] == results
    assert solution.answer == answer
    assert all(value_of(s.expr) == s.result for s in solution.steps)


def test_the_seed_example_squares_to_ten_make_385() -> None:
    assert get_technique("squares_from_one").solve(squares(1, 10)).answer == 385


def test_catalog_wording_of_the_examples() -> None:
    centred = get_technique("centered_squares").solve(squares(18, 22))
    assert [(s.say, s.expr) for s in centred.steps] == [
        ("Count 20² once for each of the 5 numbers around it.", "5 × 20²"),
        ("The offsets ±1 … ±2 add each small square twice.", "2 × (1² + 2²)"),
        ("Add them; the cross terms cancel.", "2000 + 10"),
    ]
    cancelled = get_technique("cancel_negative_cubes").solve(cubes(-2, 4))
    assert [s.expr for s in cancelled.steps] == [
        "(−2)³ + 2³",
        "4 × 5 ÷ 2",
        "2 × 3 ÷ 2",
        "(10 − 3) × (10 + 3)",
    ]


@pytest.mark.parametrize(
    ("problem", "picked", "beaten"),
    [
        (squares(1, 2), "two_consecutive_squares", "squares_from_one"),
        (cubes(0, 0), "symmetric_cubes_cancel", "nicomachus_cubes"),
        (cubes(1, 2), "nicomachus_cubes", "two_consecutive_cubes"),
        (squares(19, 21), "centered_squares", "squares_by_subtraction"),
    ],
    ids=str,
)
def test_overlaps_follow_the_catalog(problem: Problem, picked: str, beaten: str) -> None:
    applicable = names(problem)
    assert applicable[0] == picked
    assert beaten in applicable


@pytest.mark.parametrize(
    ("problem", "excluded"),
    [
        (squares(15, 25), "centered_squares"),
        (squares(19, 20), "centered_squares"),
        (squares(-1, 1), "centered_squares"),
        (squares(14, 16), "centered_squares"),
        (squares(0, 1), "two_consecutive_squares"),
        (squares(-1, 0), "two_consecutive_squares"),
        (squares(2, 5), "squares_from_one"),
        (squares(0, 3), "squares_by_subtraction"),
        (cubes(-3, 3), "cancel_negative_cubes"),
        (cubes(0, 1), "two_consecutive_cubes"),
        (cubes(-1, 0), "nicomachus_cubes"),
        (cubes(0, 5), "cubes_by_difference_of_squares"),
    ],
    ids=str,
)
def test_predicate_boundaries(problem: Problem, excluded: str) -> None:
    assert excluded not in names(problem)


def test_hundred_digit_ranges_are_instant_and_short() -> None:
    big = 10**99
    for problem in (
        squares(1, big),
        squares(big, big + 10**9),
        squares(-big, big - 7),
        squares(-big, -big + 10**9),
        squares(big, big + 1),
        cubes(-big, big),
        cubes(1, big),
        cubes(-big, big - 7),
        cubes(-big - 10**9, -big),
        cubes(big - 10**9, big),
        cubes(big, big + 1),
    ):
        applicable = find_applicable(problem)
        assert applicable
        for technique in applicable:
            solution = technique.solve(problem)
            assert solution.answer == problem.exact()
            for s in solution.steps:
                assert value_of(s.expr) == s.result
                assert len(s.say) + len(s.expr) < 1500
