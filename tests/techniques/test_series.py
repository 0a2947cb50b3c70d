"""Arithmetic series shortcuts: the catalog's worked examples, the overlap decisions and the edge cases."""

from __future__ import annotations

from fractions import Fraction

import pytest

from quickmath.domain import Operation, Problem
from quickmath.expression import value_of
from quickmath.techniques import find_applicable, get_technique
from tests.helpers import each_applicable


def series(a: str | int | Fraction, b: str | int | Fraction, step: str | int = 1) -> Problem:
    return Problem(Operation.SERIES, Fraction(a), Fraction(b), Fraction(step))


def names(problem: Problem) -> list[str]:
    return [t.name for t in find_applicable(problem)]


CASES = [
    (series(-7, 7, 2), "symmetric_series_cancels", [0, 0], 0),
    (series(1, 19, 2), "sum_of_first_odds", [10, 100], 100),
    (series(2, 50, 2), "sum_of_first_evens", [25, 650], 650),
    (series(1, 100), "triangular_number", [10100, 5050], 5050),
    (series(5, 100, 5), "sum_of_multiples", [20, 210, 1050], 1050),
    (series(13, 21, 2), "middle_term_times_count", [5, 17, 85], 85),
    (series(21, 39, 2), "odd_run_difference_of_squares", [400, 100, 300], 300),
    (series(3, 39, 4), "gauss_pairing", [10, 42, 210], 210),
    (series(19, 1, 2), "sum_of_first_odds", [10, 100], 100),
    (series(100, 1), "triangular_number", [10100, 5050], 5050),
    (series(0, 10), "triangular_number", [110, 55], 55),
    (series(39, 3, 4), "gauss_pairing", [10, 42, 210], 210),
    (series(0, 0), "symmetric_series_cancels", [0], 0),
    (series("-0.5", "0.5", "0.25"), "symmetric_series_cancels", [0, 0], 0),
    (series("0.5", "2.5", "0.5"), "gauss_pairing", [5, 3, "7.5"], "7.5"),
    (series("-2.5", "1.5", 1), "gauss_pairing", [5, -1, "-2.5"], "-2.5"),
    (series(7, 7), "gauss_pairing", [1, 14, 7], 7),
    (series(-5, 7, 3), "middle_term_times_count", [5, 1, 5], 5),
    (series(-9, 3, 2), "middle_term_times_count", [7, -3, -21], -21),
    (series(3, 9, 2), "odd_run_difference_of_squares", [25, 1, 24], 24),
    (series(1, 1, 2), "sum_of_first_odds", [1, 1], 1),
    (series(2, 2, 2), "sum_of_first_evens", [1, 2], 2),
    (series(3, 3, 3), "sum_of_multiples", [1, 1, 3], 3),
]


@pytest.mark.parametrize(("problem", "expected", "results", "answer"), CASES, ids=lambda x: str(x))
def test_worked_examples(
    problem: Problem, expected: str, results: list[int | str], answer: int | str
) -> None:
    technique = find_applicable(problem)[0]
    solution = technique.solve(problem)
    assert technique.name == expected
    assert [s.result for s in solution.steps] == [Fraction(r) for r in results]
    assert solution.answer == Fraction(answer)
    assert all(value_of(s.expr) == s.result for s in solution.steps)


def test_the_seed_example_first_ten_odd_numbers_make_100() -> None:
    assert get_technique("sum_of_first_odds").solve(series(1, 19, 2)).answer == 100


def test_catalog_wording_of_the_examples() -> None:
    odds = get_technique("sum_of_first_odds").solve(series(1, 19, 2))
    assert [(s.say, s.expr) for s in odds.steps] == [
        ("Count the odd numbers.", "(19 + 1) ÷ 2"),
        ("The first 10 odd numbers add to 10 squared.", "10 × 10"),
    ]
    run = get_technique("odd_run_difference_of_squares").solve(series(21, 39, 2))
    assert [s.say for s in run.steps] == [
        "1 + 3 + … + 39 is 20 squared.",
        "1 + 3 + … + 19 is 10 squared.",
        "Take the smaller square away.",
    ]
    short_run = get_technique("odd_run_difference_of_squares").solve(series(3, 9, 2))
    assert short_run.steps[1].say == "1 is 1 squared."


@pytest.mark.parametrize(
    ("problem", "picked", "beaten"),
    [
        (series(2, 50, 2), "sum_of_first_evens", "sum_of_multiples"),
        (series(13, 21, 2), "middle_term_times_count", "odd_run_difference_of_squares"),
        (series(1, 9), "triangular_number", "middle_term_times_count"),
        (series(2, 10, 2), "sum_of_first_evens", "middle_term_times_count"),
        (series(5, 25, 5), "sum_of_multiples", "middle_term_times_count"),
        (series(1, 9, 2), "sum_of_first_odds", "middle_term_times_count"),
        (series(-4, 4, 2), "symmetric_series_cancels", "middle_term_times_count"),
    ],
    ids=str,
)
def test_overlaps_follow_the_catalog(problem: Problem, picked: str, beaten: str) -> None:
    applicable = names(problem)
    assert applicable[0] == picked
    assert beaten in applicable
    assert applicable[-1] == "gauss_pairing"


@pytest.mark.parametrize(
    ("problem", "excluded"),
    [
        (series(1, 9, 2), "odd_run_difference_of_squares"),
        (series(1, 10, 1), "sum_of_multiples"),
        (series(0, 0), "triangular_number"),
        (series(1, 11, 2), "sum_of_first_evens"),
        (series(2, 10, 1), "triangular_number"),
        (series(3, 13, 2), "sum_of_multiples"),
        (series(5, 9, 2), "sum_of_first_odds"),
        (series(5, 5), "middle_term_times_count"),
        (series(1, 4), "middle_term_times_count"),
        (series("1.5", "3.5", 1), "middle_term_times_count"),
        (series(1, 10, "4.5"), "triangular_number"),
        (series(-1, 9, 2), "odd_run_difference_of_squares"),
    ],
    ids=str,
)
def test_predicate_boundaries(problem: Problem, excluded: str) -> None:
    assert excluded not in names(problem)


def test_a_series_of_10_to_the_18_terms_is_instant_and_short() -> None:
    terms = 10**18
    for problem in (
        series(1, 2 * terms - 1, 2),
        series(3, 3 + 4 * (terms - 1), 4),
        series(1, terms),
        series(-terms, terms - 2, 2),
        series("0.25", Fraction(1, 4) + Fraction(3, 10) * (terms - 1), "0.3"),
    ):
        for technique in each_applicable(problem):
            solution = technique.solve(problem)
            assert solution.answer == problem.exact()
            for s in solution.steps:
                assert value_of(s.expr) == s.result
                assert len(s.say) + len(s.expr) < 200
    assert get_technique("sum_of_first_odds").solve(series(1, 2 * terms - 1, 2)).answer == terms**2
