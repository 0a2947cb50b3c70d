"""Steps the size of a lesson: a + − × ÷ note on numbers up to 1,000 digits stays small, exact, verified."""

from __future__ import annotations

import json
from fractions import Fraction
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from quickmath.domain import Operation, Problem, ProblemError
from quickmath.exact import plain
from quickmath.techniques import find_applicable
from quickmath.techniques.common import place_value_parts, shortened
from quickmath.tools import dispatch

MOST_BYTES = 16_000
ARITHMETIC = [Operation.ADD, Operation.SUBTRACT, Operation.MULTIPLY, Operation.DIVIDE]


@st.composite
def long_whole(draw: st.DrawFn) -> int:
    """Up to 1,000 digits, rich in the shapes shortcuts look for: nines, round numbers and near them."""
    digits = draw(st.sampled_from([1, 2, 12, 41, 100, 999, 1000]) | st.integers(1, 1000))
    shape = draw(st.sampled_from(["any", "nines", "round", "near_round", "repeated", "ends_in_5"]))
    if shape == "nines":
        return int(10**digits - 1)
    if shape == "round":
        return int(draw(st.integers(1, 9)) * 10 ** (digits - 1))
    if shape == "near_round":
        return int(10 ** (digits - 1) + draw(st.integers(-9, 9))) or 1
    if shape == "repeated":
        return int(str(draw(st.integers(1, 9))) * digits)
    value = draw(st.integers(10 ** (digits - 1), 10**digits - 1))
    return value - value % 10 + 5 if shape == "ends_in_5" else value


@st.composite
def long_number(draw: st.DrawFn) -> Fraction:
    whole = draw(long_whole())
    places = draw(st.sampled_from([0, 0, 0, 1, 3]) | st.integers(0, len(str(whole)) - 1))
    sign = draw(st.sampled_from([1, 1, 1, -1]))
    return sign * Fraction(whole, 10**places)


@st.composite
def long_problems(draw: st.DrawFn) -> Problem:
    operation = draw(st.sampled_from(ARITHMETIC))
    a = draw(long_number())
    b = draw(st.sampled_from(["own", "same", "close", "reversed"]))
    if b == "same":
        other = a
    elif b == "close":
        other = a + draw(st.integers(-20, 20))
    elif b == "reversed" and a.denominator == 1:
        other = Fraction(int(str(abs(a.numerator))[::-1]))
    else:
        other = draw(long_number())
    if operation is Operation.DIVIDE and other == 0:
        other = Fraction(7)
    try:
        return Problem(operation, a, other)
    except ProblemError:  # one past 1,000 digits
        assume(False)
        raise


def wire(x: Fraction) -> int | str:
    return x.numerator if x.denominator == 1 else plain(x)


def solved(problem: Problem) -> dict[str, Any]:
    return dispatch(
        "solve_with_shortcut",
        {"a": wire(problem.a), "operation": problem.operation.value, "b": wire(problem.b)},
    )


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(problem=long_problems())
def test_a_note_on_numbers_up_to_1000_digits_gives_a_small_verified_result(problem: Problem) -> None:
    result = solved(problem)
    assert "error" not in result
    assert len(json.dumps(result)) <= MOST_BYTES
    if result["found"]:
        solution = result["solution"]
        assert solution["verified"] is True
        assert Fraction(solution["answer"]) == problem.exact(), "the answer is never shortened"
        assert Fraction(solution["steps"][-1]["result"]) == problem.exact()
        assert len(solution["steps"]) <= 8
    else:
        assert Fraction(result["answer"]) == problem.exact()


@pytest.mark.parametrize(
    ("a", "operation", "b", "technique"),
    [
        (int("7" * 1000), "*", int("4" * 1000), "multiply_in_parts"),
        (int("7" * 1000), "/", 7, "divide_in_parts"),
        (int("31" * 500), "+", int("4" * 1000), "add_in_parts"),
        (int("7" * 1000), "-", int("4" * 999), "subtract_in_parts"),
    ],
)
def test_one_step_a_digit_becomes_a_few_blocks_of_digits(
    a: int, operation: str, b: int, technique: str
) -> None:
    result = dispatch("solve_with_shortcut", {"a": a, "operation": operation, "b": b, "technique": technique})
    steps = result["solution"]["steps"]
    assert 2 <= len(steps) <= 8
    assert all("digits)" in step["expr"] for step in steps if len(step["expr"]) > 200)


def test_small_numbers_keep_one_step_a_digit_and_their_numbers_whole() -> None:
    result = dispatch(
        "solve_with_shortcut", {"a": 465, "operation": "+", "b": 278, "technique": "add_in_parts"}
    )
    assert [step["expr"] for step in result["solution"]["steps"]] == ["465 + 200", "665 + 70", "735 + 8"]


@pytest.mark.parametrize(
    ("number", "blocks", "parts"),
    [
        ("278.5", 6, ["200", "70", "8", "0.5"]),
        ("1234567", 6, ["1000000", "234000", "567"]),
        ("12345678.91", 6, ["12000000", "345000", "678", "0.91"]),
        ("123456", 6, ["100000", "20000", "3000", "400", "50", "6"]),
    ],
)
def test_a_number_is_split_by_place_value_or_in_thousands_blocks(
    number: str, blocks: int, parts: list[str]
) -> None:
    assert [plain(part) for part in place_value_parts(Fraction(number), blocks)] == parts


def test_a_thousand_digits_in_three_blocks_add_back_up() -> None:
    x = Fraction(int("9876543210" * 100))
    parts = place_value_parts(x, blocks=3)
    assert len(parts) == 3 and sum(parts) == x


def test_long_digit_runs_are_shortened_for_display_and_short_ones_kept() -> None:
    assert shortened("Add 123 to " + "9" * 41 + ".") == "Add 123 to 9999999999…9999999999 (41 digits)."
    assert shortened("x" + "1" * 40) == "x" + "1" * 40


def test_a_solution_with_short_steps_keeps_every_number_whole() -> None:
    problem = Problem(Operation.MULTIPLY, 10**60 + 7, 10**60 + 3)
    steps = find_applicable(problem)[0].solve(problem).steps
    assert all("…" not in step.expr for step in steps)
