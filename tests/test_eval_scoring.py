"""The scoring rules of `quickmath eval` on their own: notes, answers and invented numbers."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction
from typing import Any

import pytest

from quickmath.evaluation.scoring import ExpectedNote, answer_found, invented_numbers, score_note
from quickmath.numbers import numbers_in
from quickmath.numbers import read_value as parse_value


def solve(**arguments: Any) -> ExpectedNote:
    return ExpectedNote(tool="solve_with_shortcut", arguments=arguments)


def wrote(tool: str = "solve_with_shortcut", **arguments: Any) -> tuple[str, dict[str, Any]]:
    return tool, arguments


def other(tool: str, **arguments: Any) -> ExpectedNote:
    return ExpectedNote(tool=tool, arguments=arguments)


ADD = solve(a=47, operation="+", b=9)
CHECK_DIVIDE = other("check_answer", a=10, operation="/", b=3, answer="3 1/3")
CHECK_TIME = other("check_answer", a=245, operation="add_time", b=130, answer=415)
CHAIN = other("solve_expression", expression="120 + 9 + 9")
SUBTRACTIONS = other("solve_expression", expression="100 - 9 - 9")
SWAPPED = "a = {b} (expected {a}); b = {a} (expected {b})"

NOTES = [
    # expected, the note written, correct?, why not
    (ADD, wrote(a=47, operation="+", b=9), True, ""),
    (ADD, wrote(a=9, operation="+", b=47), True, ""),
    (ADD, wrote(a="47", operation="+", b=9.0), True, ""),
    (ADD, wrote(a=47, operation="+", b=9, step=1, technique=None), True, ""),
    (ADD, wrote(a=47, operation="+", b=9, technique=""), True, ""),
    (ADD, wrote(a=47, operation="+", b=8), False, "b = 8 (expected 9)"),
    (ADD, wrote(a=47, operation="-", b=9), False, "operation = '-' (expected '+')"),
    (ADD, wrote(a=47, operation="+", b=9, technique="add_nines"), False,
     "technique = 'add_nines' (expected none)"),
    (ADD, wrote("check_answer", a=47, operation="+", b=9, answer=56), False,
     "check_answer, expected solve_with_shortcut"),
    (ADD, None, False, "no note, expected solve_with_shortcut"),
    (ADD, ("solve_with_shortcut", "{not json"), False,
     "solve_with_shortcut: the arguments were not a JSON object"),
    (solve(a=13, operation="*", b=14), wrote(a=14, operation="×", b=13), True, ""),
    (solve(a="4.7", operation="*", b=1000), wrote(a=Decimal("4.7"), operation="*", b=1000), True, ""),
    (solve(a=4.7, operation="*", b=1000), wrote(a="4.70", operation="*", b="1000"), True, ""),
    (solve(a=1000, operation="-", b=347), wrote(a=347, operation="-", b=1000), False,
     SWAPPED.format(a=1000, b=347)),
    (solve(a=10, operation="/", b=3), wrote(a=3, operation="/", b=10), False, SWAPPED.format(a=10, b=3)),
    (solve(a=2, operation="power", b=10), wrote(a=10, operation="power", b=2), False,
     SWAPPED.format(a=2, b=10)),
    (solve(a=245, operation="add_time", b=130), wrote(a=130, operation="add_time", b=245), True, ""),
    (solve(a=1, operation="series", b=19, step=2), wrote(a=1, operation="series", b=19), False,
     "step = 1 (expected 2)"),
    (solve(a=62, operation="-", b=48, technique="count_up"),
     wrote(a=62, operation="-", b=48, technique="Count Up"), True, ""),
    (CHECK_DIVIDE, wrote("check_answer", a=10, operation="/", b=3, answer="10/3"), True, ""),
    (CHECK_TIME, wrote("check_answer", a=245, operation="add_time", b=130, answer="4:15"), True, ""),
    (CHAIN, wrote("solve_expression", expression="9+120+9"), True, ""),
    (SUBTRACTIONS, wrote("solve_expression", expression="9 - 9 - 100"), False,
     "expression = '9 - 9 - 100' (expected '100 - 9 - 9')"),
    (other("list_shortcuts"), wrote("list_shortcuts"), True, ""),
    (other("list_shortcuts"), wrote("list_shortcuts", operation="/"), False,
     "operation = '/' (expected none)"),
]  # fmt: skip


@pytest.mark.parametrize(("expected", "actual", "correct", "detail"), NOTES)
def test_first_note(expected: ExpectedNote, actual: Any, correct: bool, detail: str) -> None:
    verdict = score_note([expected], actual)
    assert (verdict.correct, verdict.detail) == (correct, detail)


def test_a_note_the_tool_refuses_is_wrong_and_says_why() -> None:
    verdict = score_note([ADD], ("solve_with_shortcut", {"a": "forty-seven", "operation": "+", "b": 9}))
    assert not verdict.correct
    assert verdict.detail.startswith("solve_with_shortcut: a: ")
    assert "forty-seven" in verdict.detail


def test_any_of_several_notes_may_come_first() -> None:
    both = [solve(a=13, operation="*", b=14), solve(a=48, operation="*", b=5)]
    assert score_note(both, ("solve_with_shortcut", {"a": 5, "operation": "*", "b": 48})).correct
    verdict = score_note(both, ("solve_with_shortcut", {"a": 48, "operation": "*", "b": 6}))
    assert verdict.detail == "b = 6 (expected 5)"


def test_no_note_expected() -> None:
    assert score_note([], None).correct
    verdict = score_note([], ("solve_with_shortcut", {"a": 144, "operation": "power", "b": "0.5"}))
    assert (verdict.correct, verdict.detail) == (False, "wrote solve_with_shortcut, expected no note")


ANSWERS = [
    ("56", "The answer is **56**.", True),
    ("56", "The answer is 65.", False),
    ("9312", "So 97 × 96 = **9,312**.", True),
    ("1000000", "That is 1 000 000 or 1\u202f000\u202f000.", True),
    ("-12", "−17 + 5 = **−12**", True),
    ("-12", "17 − 5 = 12", False),
    ("-25", "15 - 40 = -25", True),
    ("10/3", "10 ÷ 3 = **3 1/3**", True),
    ("10/3", "10 ÷ 3 = 10/3", True),
    ("10/3", "10 ÷ 3 is about 3.33", False),
    ("4.75", "It comes to 4.750.", True),
    ("5:00", "2:45 + 2:15 = **5:00**", True),
    ("5:00", "That is 500 in run-together form.", True),
    ("5:00", "Five hours: 5 h.", True),
    ("4:15", "4 hours and 15 minutes", True),
    ("4:15", "4 hours", False),
]


@pytest.mark.parametrize(("expected", "text", "found"), ANSWERS)
def test_answer_normalisation(expected: str, text: str, found: bool) -> None:
    value = parse_value(expected)
    assert value is not None
    assert answer_found([value], text) is found


def test_every_answer_of_two_questions_is_needed() -> None:
    assert answer_found([Fraction(182), Fraction(240)], "13 × 14 = **182** and 48 × 5 = **240**")
    assert not answer_found([Fraction(182), Fraction(240)], "13 × 14 = **182**")


RESULT = {
    "found": True,
    "solution": {
        "technique": "add_nines",
        "problem": "47 + 9",
        "steps": [
            {"say": "9 is 10 − 1, so first add 10", "expr": "47 + 10", "result": 57},
            {"say": "Then take away the extra 1", "expr": "57 − 1", "result": 56},
        ],
        "answer": 56,
        "verified": True,
    },
}
SEED_ANSWER = (
    "A great shortcut for adding 9 is to add 10 first and then subtract 1.\n\nSteps:\n"
    "1. Add 10 to 47 to get 57.\n2. Subtract 1 from 57 to get 56.\n\nThe answer is **56**.\n\n"
)


def test_an_answer_built_from_the_tool_result_invents_nothing() -> None:
    assert invented_numbers(SEED_ANSWER, ["What is 47 + 9?", RESULT]) == []


def test_invented_numbers_are_listed_once_each_and_a_practice_offer_is_not_a_claim() -> None:
    text = SEED_ANSWER + "Try this one: What is 63 + 9? (It is 72, and 63 + 9 + 9 = 81.)"
    assert invented_numbers(text, ["What is 47 + 9?", RESULT]) == ["72", "63", "81"]


def test_numbers_the_model_worked_out_itself_are_invented() -> None:
    assert invented_numbers("38 + 47 = 85", ["Quick way to do 38 + 47?"]) == ["85"]
    assert invented_numbers("√144 = 12", ["What is the square root of 144?"]) == ["12"]


def test_invented_numbers_compare_by_value() -> None:
    sources = ["What is 10 ÷ 3?", {"answer": "10/3"}, {"answer": 415, "problem": "2:45 + 1:30"}]
    assert invented_numbers("3 1/3, 10/3, 4:15, 4 h 15 min and 2 h 45 min", sources) == []
    assert invented_numbers("about 3.33", sources) == ["3.33"]


def test_reading_numbers_from_text() -> None:
    text = "57 − 1 = 56, (−17), 9,312, 10th, 2x, step 2, 3 1/3, 5:00\n1. Add 4.5"
    assert [(f.text, f.value) for f in numbers_in(text)] == [
        ("57", 57), ("1", 1), ("56", 56), ("−17", -17), ("9,312", 9312), ("3 1/3", Fraction(10, 3)),
        ("5:00", 500), ("4.5", Fraction(9, 2)),
    ]  # fmt: skip
