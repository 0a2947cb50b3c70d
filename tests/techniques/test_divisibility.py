"""Remainders and divisibility: the issue's examples, each rule on its own divisors, exact agreement."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from quickmath.domain import Operation, Problem
from quickmath.techniques import find_applicable, get_technique
from tests.test_techniques import check_solution


def best(operation: Operation, a: int, b: int) -> tuple[str, object, list[str]]:
    problem = Problem(operation, a, b)
    technique = find_applicable(problem)[0]
    solution = technique.solve(problem).model_dump(mode="json")
    return technique.name, solution["answer"], [step["expr"] for step in solution["steps"]]


def test_773_mod_103_takes_off_seven_103s() -> None:
    assert best(Operation.REMAINDER, 773, 103) == ("remainder_by_taking_off", 52, ["773 − 103 × 7"])


def test_34745_is_not_divisible_by_11_by_the_alternating_sum() -> None:
    assert best(Operation.DIVISIBLE, 34745, 11) == (
        "divisible_by_11_alternating_sum",
        "No",
        ["5 − 4 + 7 − 4 + 3"],
    )


def test_30472_is_divisible_by_13_and_1978_by_46_by_taking_off_multiples() -> None:
    assert best(Operation.DIVISIBLE, 30472, 13) == (
        "divisible_by_taking_off", "Yes",
        ["30472 − 13 × 2000", "4472 − 13 × 300", "572 − 13 × 40", "52 − 13 × 4"],
    )  # fmt: skip
    assert best(Operation.DIVISIBLE, 1978, 46) == (
        "divisible_by_taking_off",
        "Yes",
        ["1978 − 46 × 40", "138 − 46 × 3"],
    )


@pytest.mark.parametrize(
    ("divisor", "shortcut"),
    [(2, "divisible_by_last_digit"), (5, "divisible_by_last_digit"), (10, "divisible_by_last_digit"),
     (4, "divisible_by_last_two_digits"), (25, "divisible_by_last_two_digits"),
     (8, "divisible_by_last_three_digits"), (125, "divisible_by_last_three_digits"),
     (3, "divisible_by_digit_sum"), (9, "divisible_by_digit_sum"), (11, "divisible_by_11_alternating_sum"),
     (6, "divisible_by_6_two_and_three"), (12, "divisible_by_12_three_and_four"),
     (7, "divisible_by_7_double_and_subtract"), (13, "divisible_by_taking_off"),
     (46, "divisible_by_taking_off")],
)  # fmt: skip
def test_each_rule_is_the_best_pick_for_the_divisors_it_names(divisor: int, shortcut: str) -> None:
    for number in (123456, 123456 * divisor, 98765, 10000):
        assert best(Operation.DIVISIBLE, number, divisor)[0] == shortcut


@pytest.mark.parametrize(
    ("divisor", "shortcut"),
    [(4, "remainder_by_last_digits"), (9, "remainder_by_digit_sum"), (3, "remainder_by_digit_sum"),
     (11, "remainder_by_alternating_sum"), (17, "remainder_by_taking_off")],
)  # fmt: skip
def test_each_remainder_rule_is_the_best_pick_for_its_divisors(divisor: int, shortcut: str) -> None:
    assert best(Operation.REMAINDER, 98765, divisor)[0] == shortcut


def test_the_7_rule_keeps_crossing_off_until_the_number_is_small() -> None:
    name, answer, exprs = best(Operation.DIVISIBLE, 30478, 7)
    assert (name, answer) == ("divisible_by_7_double_and_subtract", "Yes")
    assert exprs == ["3047 − 2 × 8", "303 − 2 × 1", "30 − 2 × 1", "28 − 7 × 4"]


DIVISORS = st.sampled_from([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 25, 46, 125])
NUMBERS = st.one_of(
    st.integers(0, 10**6), st.integers(0, 10**25), st.integers(1, 10**4).map(lambda n: n * 5544)
)


@pytest.mark.parametrize("operation", [Operation.REMAINDER, Operation.DIVISIBLE])
@settings(max_examples=400, deadline=None)
@given(number=NUMBERS, divisor=DIVISORS)
def test_every_rule_that_claims_a_problem_agrees_with_exact_division(
    operation: Operation, number: int, divisor: int
) -> None:
    problem = Problem(operation, number, divisor)
    expected = number % divisor if operation is Operation.REMAINDER else number % divisor == 0
    assert problem.answer() == expected
    applicable = find_applicable(problem)
    assert applicable
    for technique in applicable:
        check_solution(technique, problem)


def test_a_rule_never_claims_a_divisor_it_does_not_know() -> None:
    assert not get_technique("divisible_by_digit_sum").applies(Problem(Operation.DIVISIBLE, 123, 6))
    assert not get_technique("divisible_by_last_digit").applies(Problem(Operation.DIVISIBLE, 124, 4))
