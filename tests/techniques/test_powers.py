"""Power shortcuts: the catalog's worked examples, the overlap decisions and the edge cases."""

from __future__ import annotations

from fractions import Fraction

import pytest

from quickmath.domain import Operation, Problem, ProblemError
from quickmath.expression import value_of
from quickmath.techniques import find_applicable, get_technique


def power(a: str | int | Fraction, b: int) -> Problem:
    return Problem(Operation.POWER, Fraction(a), Fraction(b))


def names(problem: Problem) -> list[str]:
    return [t.name for t in find_applicable(problem)]


CASES = [
    (power(7, 0), "exponent_zero_or_one", [1], 1),
    (power(-1, 7), "base_zero_one_or_minus_one", [-1], -1),
    (power(100, 3), "power_of_10", [6, 1000000], 1000000),
    (power(30, 3), "power_of_multiple_of_10", [27, 27000], 27000),
    (power(11, 4), "powers_of_11_pascal", [14641], 14641),
    (power(2, 13), "powers_of_2", [1024, 8, 8192], 8192),
    (power(5, 4), "powers_of_5", [10000, 16, 625], 625),
    (power(8, 4), "rewrite_base_as_power_of_2", [8, 12, 1024, 4, 4096], 4096),
    (power(-2, 5), "negative_base_sign_rule", [32, -32], -32),
    (power("0.3", 3), "power_of_decimal", [3, 27, 3, "0.027"], "0.027"),
    (power(19, 3), "cube_by_binomial", [8000, -1200, 60, -1, 6859], 6859),
    (power(7, 4), "square_then_square", [49, 2401], 2401),
    (power(3, 5), "power_by_squaring", [9, 81, 243], 243),
    (power(14, 3), "power_by_squaring", [196, 2744], 2744),
    (power("-4.5", 0), "exponent_zero_or_one", [1], 1),
    (power(0, 1), "exponent_zero_or_one", [0], 0),
    (power("-0.7", 1), "exponent_zero_or_one", ["-0.7"], "-0.7"),
    (power(0, 5), "base_zero_one_or_minus_one", [0], 0),
    (power(1, 2), "base_zero_one_or_minus_one", [1], 1),
    (power(-1, 8), "base_zero_one_or_minus_one", [1], 1),
    (power(10, 2), "power_of_10", [2, 100], 100),
    (power("0.01", 3), "power_of_10", [6, "0.000001"], "0.000001"),
    (power(200, 2), "power_of_multiple_of_10", [4, 40000], 40000),
    (power(1200, 3), "power_of_multiple_of_10", [1728, 1728000000], 1728000000),
    (power(11, 2), "powers_of_11_pascal", [121], 121),
    (power(11, 6), "powers_of_11_pascal", [1771561], 1771561),
    (power(11, 7), "power_by_squaring", [121, 14641, 1771561, 19487171], 19487171),
    (power(2, 2), "powers_of_2", [4], 4),
    (power(2, 5), "powers_of_2", [32], 32),
    (power(2, 9), "powers_of_2", [32, 512], 512),
    (power(2, 20), "powers_of_2", [1024, 1048576], 1048576),
    (power(2, 29), "powers_of_2", [1024, 1048576, 512, 536870912], 536870912),
    (power(2, 30), "powers_of_2", [1024, 1048576, 1073741824], 1073741824),
    (power(5, 2), "powers_of_5", [100, 4, 25], 25),
    (power(5, 12), "powers_of_5", [10**12, 4096, 244140625], 244140625),
    (power(4, 2), "rewrite_base_as_power_of_2", [4, 4, 16], 16),
    (power(32, 6), "rewrite_base_as_power_of_2", [32, 30, 1024, 1048576, 1073741824], 1073741824),
    (power(32, 7), "power_by_squaring", [1024, 1048576, 1073741824, 34359738368], 34359738368),
    (power(16, 8), "square_then_square", [256, 65536, 4294967296], 4294967296),
    (power(-10, 3), "negative_base_sign_rule", [1000, -1000], -1000),
    (power("-0.5", 2), "negative_base_sign_rule", ["0.25", "0.25"], "0.25"),
    (power(-3, 4), "negative_base_sign_rule", [81, 81], 81),
    (power("0.25", 2), "power_of_decimal", [25, 625, 4, "0.0625"], "0.0625"),
    (power("1.5", 2), "power_of_decimal", [15, 225, 2, "2.25"], "2.25"),
    (power(9, 3), "cube_by_binomial", [1000, -300, 30, -1, 729], 729),
    (power(12, 3), "cube_by_binomial", [1000, 600, 120, 8, 1728], 1728),
    (power(98, 3), "cube_by_binomial", [1000000, -60000, 1200, -8, 941192], 941192),
    (power(7, 3), "power_by_squaring", [49, 343], 343),
    (power(13, 3), "power_by_squaring", [169, 2197], 2197),
    (power(3, 8), "square_then_square", [9, 81, 6561], 6561),
    (power(3, 6), "power_by_squaring", [9, 81, 729], 729),
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


def test_the_seed_example_14_cubed_is_2744() -> None:
    solution = get_technique("power_by_squaring").solve(power(14, 3))
    assert solution.answer == 2744
    assert [(s.expr, s.result) for s in solution.steps] == [("14 × 14", 196), ("196 × 14", 2744)]


def test_the_catalog_wording_is_kept() -> None:
    steps = get_technique("cube_by_binomial").solve(power(19, 3)).steps
    assert [s.expr for s in steps] == [
        "20³",
        "3 × 20² × (−1)",
        "3 × 20 × (−1)²",
        "(−1)³",
        "8000 − 1200 + 60 − 1",
    ]
    steps = get_technique("power_of_decimal").solve(power("0.3", 3)).steps
    assert [s.expr for s in steps] == ["0.3 × 10", "3³", "1 × 3", "27 ÷ 10³"]
    steps = get_technique("negative_base_sign_rule").solve(power(-2, 5)).steps
    assert [s.expr for s in steps] == ["2⁵", "(−2)⁵"]


OVERLAPS = [
    (power("0.1", 3), "power_of_10", "power_of_decimal"),
    (power(30, 4), "power_of_multiple_of_10", "square_then_square"),
    (power(4, 4), "rewrite_base_as_power_of_2", "square_then_square"),
    (power(5, 4), "powers_of_5", "square_then_square"),
    (power(11, 4), "powers_of_11_pascal", "square_then_square"),
    (power(11, 3), "powers_of_11_pascal", "cube_by_binomial"),
    (power(10, 4), "power_of_10", "square_then_square"),
    (power(2, 8), "powers_of_2", "square_then_square"),
    (power(8, 3), "rewrite_base_as_power_of_2", "cube_by_binomial"),
    (power(32, 3), "rewrite_base_as_power_of_2", "cube_by_binomial"),
]


@pytest.mark.parametrize(("problem", "picked", "also"), OVERLAPS, ids=lambda x: str(x))
def test_overlaps_go_to_the_catalog_choice(problem: Problem, picked: str, also: str) -> None:
    applicable = names(problem)
    assert applicable[0] == picked
    assert also in applicable
    assert applicable[-1] == "power_by_squaring"


@pytest.mark.parametrize(
    ("problem", "name", "applies"),
    [
        (power(0, 1), "exponent_zero_or_one", True),
        (power(1, 0), "exponent_zero_or_one", True),
        (power(2, 2), "exponent_zero_or_one", False),
        (power(1, 1), "base_zero_one_or_minus_one", False),
        (power(-1, 2), "base_zero_one_or_minus_one", True),
        (power(1, 5), "power_of_10", False),
        (power(-10, 2), "power_of_10", False),
        (power(10, 1), "power_of_10", False),
        (power(100, 1), "power_of_multiple_of_10", False),
        (power(1000, 2), "power_of_multiple_of_10", False),
        (power(-20, 2), "power_of_multiple_of_10", False),
        (power(110, 2), "power_of_multiple_of_10", True),
        (power(2, 31), "powers_of_2", False),
        (power(5, 13), "powers_of_5", False),
        (power(11, 1), "powers_of_11_pascal", False),
        (power(16, 7), "rewrite_base_as_power_of_2", True),
        (power(16, 8), "rewrite_base_as_power_of_2", False),
        (power(2, 4), "rewrite_base_as_power_of_2", False),
        (power(-1, 3), "negative_base_sign_rule", False),
        (power("-1.5", 2), "negative_base_sign_rule", True),
        (power(-2, 1), "negative_base_sign_rule", False),
        (power("2.0", 2), "power_of_decimal", False),
        (power("-0.3", 2), "power_of_decimal", False),
        (power(Fraction(1, 3), 2), "power_of_decimal", False),
        (power(8, 3), "cube_by_binomial", True),
        (power(2, 3), "cube_by_binomial", False),
        (power(21, 4), "cube_by_binomial", False),
        (power(-19, 3), "cube_by_binomial", False),
        (power("18.5", 3), "cube_by_binomial", False),
        (power(23, 3), "cube_by_binomial", False),
        (power(1, 4), "square_then_square", False),
        (power("2.5", 4), "square_then_square", False),
        (power(3, 16), "square_then_square", False),
    ],
    ids=lambda x: str(x),
)
def test_predicate_boundaries(problem: Problem, name: str, applies: bool) -> None:
    assert get_technique(name).applies(problem) is applies


def test_every_power_problem_has_the_catch_all() -> None:
    for problem in [power(0, 1), power(7, 0), power(Fraction(2, 3), 5), power("-0.5", 9)]:
        solution = get_technique("power_by_squaring").solve(problem)
        assert solution.answer == problem.exact()
        assert all(value_of(s.expr) == s.result for s in solution.steps)


@pytest.mark.parametrize(
    ("a", "b"),
    [(3, 9000), (7, 11000), (2, 16000), (-3, 9001), ("0.5", 10000), (7, 2000), (2, 255), (2, 256)],
    ids=lambda x: str(x),
)
def test_big_exponents_take_a_few_evaluable_steps(a: str | int, b: int) -> None:
    problem = power(a, b)
    solution = get_technique("power_by_squaring").solve(problem)
    assert solution.answer == problem.exact()
    assert 1 <= len(solution.steps) <= 14
    assert all(value_of(s.expr) == s.result for s in solution.steps)


@pytest.mark.parametrize("base", [0, 1, -1])
def test_a_thousand_digit_exponent_stays_short(base: int) -> None:
    problem = power(base, 10**999 + 1)
    for name in ("base_zero_one_or_minus_one", "power_by_squaring"):
        solution = get_technique(name).solve(problem)
        assert solution.answer == base
        assert len(solution.steps) <= 14
        assert all(value_of(s.expr) == s.result for s in solution.steps)


def test_huge_results_keep_evaluable_steps() -> None:
    for problem in [power(20, 3000), power(10**999, 10), power(Fraction(1, 10**500), 19), power("1.7", 5000)]:
        solution = find_applicable(problem)[0].solve(problem)
        assert all(value_of(s.expr) == s.result for s in solution.steps)


def test_problems_too_big_to_work_out_are_refused_before_any_shortcut_runs() -> None:
    with pytest.raises(ProblemError):
        power(2, 30000)
    with pytest.raises(ProblemError):
        power(0, 0)
