"""The one reader of numbers people and models write: every form, with its span, and learners' answers."""

from __future__ import annotations

import re
from decimal import Decimal
from fractions import Fraction

import pytest

from quickmath.numbers import (
    Kind,
    NotAnAnswer,
    exact_value,
    numbers_in,
    parse_number,
    read_learner_answer,
    read_value,
    units_apart,
    values_in,
    word_value,
)

ANSWERS = [
    ("1567", Fraction(1567), Kind.DIGITS),
    ("1,567", Fraction(1567), Kind.DIGITS),
    ("is it 1567?", Fraction(1567), Kind.DIGITS),
    ("I got 1,567", Fraction(1567), Kind.DIGITS),
    ("1567!", Fraction(1567), Kind.DIGITS),
    ("I think it's 56.", Fraction(56), Kind.DIGITS),
    ("−17", Fraction(-17), Kind.DIGITS),
    ("-4.75", Fraction(-19, 4), Kind.DIGITS),
    (".5", Fraction(1, 2), Kind.DIGITS),
    ("1\u202f567", Fraction(1567), Kind.DIGITS),
    ("forty-seven", Fraction(47), Kind.WORDS),
    ("Two thousand and five", Fraction(2005), Kind.WORDS),
    ("one hundred and twenty-three thousand four hundred", Fraction(123400), Kind.WORDS),
    ("minus five", Fraction(-5), Kind.WORDS),
    ("negative 12", Fraction(-12), Kind.DIGITS),
    ("10/3", Fraction(10, 3), Kind.FRACTION),
    ("3 1/3", Fraction(10, 3), Kind.FRACTION),
    ("−3 1/3", Fraction(-10, 3), Kind.FRACTION),
    ("14:21", Fraction(1421), Kind.CLOCK),
    ("2:21 PM", Fraction(1421), Kind.CLOCK),
    ("12:30 am", Fraction(30), Kind.CLOCK),
    ("14 h 21 min", Fraction(1421), Kind.DURATION),
    ("14h 21m", Fraction(1421), Kind.DURATION),
    ("861 min", Fraction(1421), Kind.DURATION),
    ("4 hours and 15 minutes", Fraction(415), Kind.DURATION),
]
REFUSED = [
    ("5 6", "more than one number (5, 6)"),
    ("8 0 6", "more than one number (8, 0, 6)"),
    ("8_0_6", "is not a number"),
    ("1,5", r"could mean 1\.5 or 15"),
    ("1234,5", "could mean"),
    ("abc", "is not a number"),
    ("", "is not a number"),
    ("not 56", "'not' beside the number"),
    ("5 + 6", "more than one number"),
    ("one and one", "more than one number"),
    ("five six", "more than one number"),
]


@pytest.mark.parametrize(("typed", "value", "kind"), ANSWERS)
def test_a_learners_answer_is_read_whole(typed: str, value: Fraction, kind: Kind) -> None:
    written = read_learner_answer(typed)
    assert (written.value, written.kind) == (value, kind)


@pytest.mark.parametrize(("typed", "reason"), REFUSED)
def test_what_is_not_one_answer_is_refused_with_a_reason(typed: str, reason: str) -> None:
    with pytest.raises(NotAnAnswer, match=reason if reason.startswith("could") else re.escape(reason)):
        read_learner_answer(typed)


def test_every_number_in_a_text_comes_with_its_span_and_form() -> None:
    text = "So 47 + 9 = 57; 57 − 1 is fifty-six. Step 2: 1,234 or 3 1/3 at 4:15 (4 h 15 min), −8."
    found = numbers_in(text)
    assert [(f.text, f.value, f.kind) for f in found] == [
        ("47", 47, Kind.DIGITS), ("9", 9, Kind.DIGITS), ("57", 57, Kind.DIGITS), ("57", 57, Kind.DIGITS),
        ("1", 1, Kind.DIGITS), ("fifty-six", 56, Kind.WORDS), ("1,234", 1234, Kind.DIGITS),
        ("3 1/3", Fraction(10, 3), Kind.FRACTION), ("4:15", 415, Kind.CLOCK),
        ("4 h 15 min", 415, Kind.DURATION), ("−8", -8, Kind.DIGITS),
    ]  # fmt: skip
    assert all(text[f.start : f.end] == f.text for f in found)


def test_a_number_written_against_its_unit_is_read_whole_with_the_units_apart() -> None:
    """ "2.5kg" is 2.5 (alone it is read as 2), "54kg" and "50p" are numbers; a code is none ("0x10", "3x4",
    "A4")."""
    found = numbers_in(units_apart("2.5kg and 54kg, 17.5m of it, 50p; 0x10, 3x4, A4"))
    assert [f.value for f in found] == [Fraction(5, 2), 54, Fraction(35, 2), 50]
    assert [f.value for f in numbers_in("2.5kg and 54kg")] == [2]


def test_numbers_in_words_can_be_left_out() -> None:
    assert [f.value for f in numbers_in("one and 2", words=False)] == [2]
    assert [f.value for f in numbers_in("one and 2")] == [1, 2]


def test_list_numbers_and_step_labels_are_not_stated_numbers() -> None:
    assert [f.value for f in numbers_in("1. Add 9\n2) Step 3 gives 56")] == [9, 56]


def test_a_minus_between_numbers_takes_away() -> None:
    assert [f.value for f in numbers_in("57 − 1, 57 minus 2, then -3 and minus 4")] == [57, 1, 57, 2, -3, -4]


def test_a_minus_after_a_length_of_time_takes_away() -> None:
    assert [f.value for f in numbers_in("3 h 15 min − 1 h 40 min")] == [315, 140]
    assert [f.value for f in numbers_in("5 min − 3 min, 2 hours minus 1 h")] == [5, 3, 200, 100]
    assert [f.value for f in numbers_in("I'm −3 and I am −4")] == [-3, -4]


@pytest.mark.parametrize(
    ("text", "value"),
    [("10/3", Fraction(10, 3)), (" −12 ", Fraction(-12)), ("5:00", Fraction(500)), ("forty", Fraction(40)),
     ("5 6", None), ("x", None), ("56 apples", None)],
)  # fmt: skip
def test_read_value_is_one_number_and_nothing_else(text: str, value: Fraction | None) -> None:
    assert read_value(text) == value


@pytest.mark.parametrize(
    ("value", "expected"),
    [(True, None), (3, Fraction(3)), (Decimal("4.5"), Fraction(9, 2)), (Decimal("NaN"), None),
     (0.1, Fraction(1, 10)), ("3 1/3", Fraction(10, 3)), (None, None), ([1], None)],
)  # fmt: skip
def test_exact_value_of_anything(value: object, expected: Fraction | None) -> None:
    assert exact_value(value) == expected


@pytest.mark.parametrize("text", ["5 6", "8_0_6", "1,5", "ten", "10/3", "4:15"])
def test_a_note_number_is_digits_only(text: str) -> None:
    with pytest.raises(ValueError, match="is not a number"):
        parse_number(text)


@pytest.mark.parametrize(("text", "value"), [("1,567", 1567), ("−5", -5), ("+5", 5), ("4.", 4)])
def test_a_note_number_may_have_separators_and_signs(text: str, value: int) -> None:
    assert parse_number(text) == value


def test_the_words_adapter_reads_any_length_and_refuses_non_numbers() -> None:
    assert word_value("nine hundred and ninety-nine thousand") == 999000
    assert [word_value(w) for w in ("and", "second", "nine nine", "a hundred and")] == [None] * 4


def test_a_sign_after_a_number_at_the_very_start_takes_away() -> None:
    assert [f.value for f in numbers_in("5 -3")] == [5, 3]
    assert [f.value for f in numbers_in("5 minus 3")] == [5, 3]


def test_number_words_around_other_words() -> None:
    assert [f.value for f in numbers_in("one cat two")] == [1, 2]
    assert [f.value for f in numbers_in("one and and two")] == [1, 2]
    assert [word_value(w) for w in ("", "and five", "five and")] == [None, None, None]


@pytest.mark.parametrize(
    ("text", "value"), [("1:05 pm", 1305), ("2:21 pm", 1421), ("12:00 pm", 1200), ("13:15 am", 1315)]
)
def test_clock_readings_with_am_or_pm(text: str, value: int) -> None:
    assert read_value(text) == value


def test_the_refusals_say_exactly_what_to_write() -> None:
    with pytest.raises(NotAnAnswer) as doubtful:
        read_learner_answer("1,5")
    assert (
        str(doubtful.value)
        == "could mean 1.5 or 15; write a decimal with a point, and thousands as 1,567 or 1567"
    )
    with pytest.raises(NotAnAnswer) as many:
        read_learner_answer("1 2 3 4 5 6")
    assert str(many.value) == "holds more than one number (1, 2, 3, 4); write one answer, e.g. 56"
    assert read_learner_answer("'56'").value == 56


def test_values_in_reads_generously_inside_words_and_nested_results() -> None:
    assert {Fraction(10, 3), Fraction(245)} <= values_in("abc10/3 T2:45")
    assert values_in({"a": [1, "2"], "b": {"c": Decimal("4.5")}}) == {1, 2, Fraction(9, 2)}


@pytest.mark.parametrize(
    ("value", "message"),
    [(True, "must be a number, not true or false"),
     (Decimal("NaN"), "must be a finite number; NaN and Infinity are not numbers we can work with")],
)  # fmt: skip
def test_note_number_refusals_are_worded_exactly(value: object, message: str) -> None:
    with pytest.raises(ValueError) as refused:
        parse_number(value)
    assert str(refused.value) == message


def test_words_joined_by_a_spaced_dash_and_letters_around_fillers() -> None:
    assert word_value("forty - seven") == 47
    with pytest.raises(NotAnAnswer):
        read_learner_answer("XI 56")


@pytest.mark.parametrize(
    ("value", "message"),
    [(True, "must be a number, not true or false"), ({1}, "not set"), ([1], "not a list"),
     (Decimal("NaN"), "must be a finite number; NaN and Infinity are not numbers we can work with"),
     ("1" * 1003, "is too long: numbers may have at most 1000 digits"),
     (Decimal("9" * 1001), "is too long"), (Decimal("1E-1001"), "is too long"),
     (Decimal("1E+1000"), "is too long")],
)  # fmt: skip
def test_note_numbers_out_of_bounds_are_refused_with_a_reason(value: object, message: str) -> None:
    with pytest.raises(ValueError) as refused:
        parse_number(value)
    assert message in str(refused.value)


@pytest.mark.parametrize("value", [Decimal("9" * 1000), Decimal("1E-1000"), Decimal("1E+999")])
def test_note_numbers_at_the_bounds_are_kept(value: Decimal) -> None:
    assert exact_value(parse_number(value)) == Fraction(value)
