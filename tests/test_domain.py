"""Problems check their own rules, and their exact answers never round."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import pytest
from pydantic import TypeAdapter, ValidationError

from quickmath.clock import Length, read_clock
from quickmath.display import mixed
from quickmath.display import number as fmt
from quickmath.domain import Operation, Problem, ProblemError
from quickmath.exact import decimal_places, digit_count, exact, nines_length, power_of_10_exponent, to_json
from quickmath.numbers import Number
from quickmath.safe import redact

NUMBER = TypeAdapter(Number)


@pytest.mark.parametrize(
    ("written", "read"),
    [
        (47, 47),
        (47.0, 47),
        ("4.7", Decimal("4.7")),
        (4.7, Decimal("4.7")),
        ("1,234", 1234),
        ("−17", -17),
        (Decimal("4.70"), Decimal("4.70")),
        ("12345678901234567890123456789.5", Decimal("12345678901234567890123456789.5")),
    ],
)
def test_numbers_are_read_exactly(written: object, read: object) -> None:
    value = NUMBER.validate_python(written)
    assert value == read
    assert type(value) is type(read)


@pytest.mark.parametrize(
    ("written", "complaint"),
    [
        ("forty-seven", "is not a number"),
        (True, "not true or false"),
        (float("nan"), "finite"),
        (float("inf"), "finite"),
        (Decimal("NaN"), "finite"),
        (Decimal("1e999999999"), "at most 1000 digits"),
        ("1e5", "is not a number"),
        ([1, 2], "not a list"),
        ({"a": 1}, "not an object"),
        (None, "not null"),
        (10**1000, "at most 1000 digits"),
    ],
)
def test_anything_but_a_number_is_refused_with_a_reason(written: object, complaint: str) -> None:
    with pytest.raises(ValidationError, match=complaint):
        NUMBER.validate_python(written)


@pytest.mark.parametrize(
    ("problem", "message"),
    [
        ((Operation.DIVIDE, 7, 0), "Cannot divide by zero."),
        (
            (Operation.ADD_TIME, 245, 175),
            "175 has 75 minutes, and an hour has 60: send 215",
        ),
        ((Operation.ADD_TIME, Fraction(5, 2), 100), "is not a time"),
        ((Operation.SERIES, 1, 20, 2), "never lands on 20: the terms around it are 19 and 21"),
        ((Operation.SERIES, 1, 19, 0), "step must be above 0"),
        (
            (Operation.SUM_OF_SQUARES, 10, 1),
            "whole numbers with a ≤ b: a is the first number and b the last; send a 1, b 10",
        ),
        ((Operation.SUM_OF_CUBES, Fraction(1, 2), 3), "whole numbers with a ≤ b"),
        ((Operation.POWER, 2, Fraction(1, 2)), "whole number 0 or more"),
        ((Operation.POWER, 2, -1), "whole number 0 or more"),
        ((Operation.POWER, 0, 0), "no agreed value"),
        ((Operation.POWER, 2, 40_000), "more than 10000 digits"),
        ((Operation.POWER, 10**999, 11), "more than 10000 digits"),
    ],
)
def test_a_problem_that_breaks_its_rules_says_how_to_write_it(problem: tuple, message: str) -> None:  # type: ignore[type-arg]
    with pytest.raises(ProblemError, match=message.replace("(", r"\(").replace("?", r"\?")):
        Problem(*problem)


@pytest.mark.parametrize(
    ("problem", "answer", "shown"),
    [
        (Problem(Operation.ADD, 47, 9), 56, "47 + 9"),
        (Problem(Operation.SUBTRACT, 5, 17), -12, "5 − 17"),
        (Problem(Operation.MULTIPLY, Fraction(47, 10), 1000), 4700, "4.7 × 1000"),
        (Problem(Operation.DIVIDE, 10, 3), Fraction(10, 3), "10 ÷ 3"),
        (Problem(Operation.SERIES, 1, 19, 2), 100, "1 + 3 + 5 + … + 19"),
        (Problem(Operation.SERIES, 100, 1), 5050, "100 + 99 + 98 + … + 1"),
        (Problem(Operation.SUM_OF_SQUARES, 1, 10), 385, "1² + 2² + 3² + … + 10²"),
        (Problem(Operation.SUM_OF_SQUARES, -3, 2), 19, "(−3)² + (−2)² + (−1)² + … + 2²"),
        (Problem(Operation.SUM_OF_CUBES, 1, 10), 3025, "1³ + 2³ + 3³ + … + 10³"),
        (Problem(Operation.SUM_OF_CUBES, -2, 3), 27, "(−2)³ + (−1)³ + 0³ + … + 3³"),
        (Problem(Operation.ADD_TIME, 245, 215), 500, "2 h 45 min + 2 h 15 min"),
        (Problem(Operation.POWER, 14, 3), 2744, "14³"),
        (Problem(Operation.POWER, Fraction(-3, 2), 2), Fraction(9, 4), "(−1.5)²"),
    ],
)
def test_exact_answers_and_how_problems_read(problem: Problem, answer: Fraction, shown: str) -> None:
    assert problem.exact() == answer
    assert str(problem) == shown


def test_series_of_a_quintillion_terms_is_worked_out_by_formula() -> None:
    problem = Problem(Operation.SERIES, 1, 10**18)
    assert problem.terms == 10**18
    assert problem.exact() == 10**18 * (10**18 + 1) // 2


def test_decimals_stay_exact_beyond_28_digits() -> None:
    big = Fraction(Decimal("12345678901234567890123456789.5"))
    assert to_json(Problem(Operation.ADD, big, 1).exact()) == "12345678901234567890123456790.5"
    tiny = Problem(Operation.MULTIPLY, Fraction(1, 10**40), Fraction(3, 10**5)).exact()
    assert to_json(tiny) == "0." + "0" * 44 + "3"


@pytest.mark.parametrize(
    ("value", "json_form", "written", "as_mixed"),
    [
        (Fraction(4700), 4700, "4700", "4700"),
        (Fraction(19, 4), "4.75", "4.75", "4.75"),
        (Fraction(-17), -17, "−17", "−17"),
        (Fraction(10, 3), "10/3", "10/3", "3 1/3"),
        (Fraction(-1, 3), "-1/3", "−1/3", "−1/3"),
    ],
)
def test_numbers_are_written_exactly(value: Fraction, json_form: object, written: str, as_mixed: str) -> None:
    assert to_json(value) == json_form
    assert fmt(value) == written
    assert mixed(value) == as_mixed


@pytest.mark.parametrize(
    ("value", "k"), [(10, 1), (1000, 3), (Fraction(1, 100), -2), (1, 0), (20, None), (0, None)]
)
def test_powers_of_ten_are_recognised(value: int, k: int | None) -> None:
    assert power_of_10_exponent(Fraction(value)) == k


@pytest.mark.parametrize("value", [True, 1.5, "3", None])
def test_exact_refuses_anything_but_int_decimal_and_fraction(value: object) -> None:
    with pytest.raises(TypeError, match="not an exact number"):
        exact(value)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("value", "places"),
    [(Fraction(3), 0), (Fraction(1, 8), 3), (Fraction(1, 40), 3), (Fraction(1, 25), 2), (Fraction(7, 625), 4),
     (Fraction(1, 3), None), (Fraction(1, 6), None)],
)  # fmt: skip
def test_decimal_places_count_the_twos_and_fives(value: Fraction, places: int | None) -> None:
    assert decimal_places(value) == places


def test_digit_count_and_the_special_forms() -> None:
    assert (digit_count(Fraction(10, 3)), digit_count(Fraction(-19, 4)), digit_count(Fraction(123))) == (
        3,
        3,
        3,
    )
    assert [power_of_10_exponent(x) for x in (Fraction(1, 3), Fraction(1, 100), Fraction(-10))] == [
        None,
        -2,
        None,
    ]
    assert [nines_length(x) for x in (Fraction(99, 10), Fraction(999), Fraction(98))] == [None, 3, None]


@pytest.mark.parametrize(
    ("secret", "shown"), [("abcd", "key [redacted]!"), ("bcd", "key abcd!"), (None, "key abcd!")]
)
def test_redact_hides_secrets_of_four_characters_or_more(secret: str | None, shown: str) -> None:
    assert redact("key abcd!", secret) == shown


@pytest.mark.parametrize(
    ("operation", "reading", "minutes", "shown"),
    [
        ("time_after", "22:30", 9 * 60, "07:30"),
        ("time_before", "13:10", 4 * 60 + 5, "09:05"),
        ("time_after", "9:05", 4 * 60 + 5, "13:10"),
        ("time_after", "9:05", 60, "10:05"),
        ("time_after", "10:30 PM", 9 * 60, "7:30 AM"),
    ],
)
def test_a_reading_moved_keeps_the_style_of_the_reading_it_moved(
    operation: str, reading: str, minutes: int, shown: str
) -> None:
    assert str(Problem(operation, read_clock(reading), Length(minutes)).answer()) == shown
