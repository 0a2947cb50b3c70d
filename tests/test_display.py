"""The one place numbers, times, fractions and powers are drawn for people, and the operator table."""

from __future__ import annotations

import io
from fractions import Fraction

import pytest
from rich.console import Console

from quickmath import display, operators
from quickmath.domain import Operation
from quickmath.events import Note, ToolResult
from quickmath.render import Renderer
from quickmath.tools import dispatch


@pytest.mark.parametrize(
    ("value", "number", "term", "mixed"),
    [(Fraction(47), "47", "47", "47"), (Fraction(-17), "−17", "(−17)", "−17"),
     (Fraction(19, 4), "4.75", "4.75", "4.75"), (Fraction(10, 3), "10/3", "10/3", "3 1/3"),
     (Fraction(-10, 3), "−10/3", "(−10/3)", "−3 1/3"), (Fraction(1, 3), "1/3", "1/3", "1/3")],
)  # fmt: skip
def test_numbers_are_drawn_with_one_minus_sign(value: Fraction, number: str, term: str, mixed: str) -> None:
    assert (display.number(value), display.term(value), display.mixed(value)) == (number, term, mixed)


@pytest.mark.parametrize(
    ("run_together", "clock", "duration"), [(415, "4:15", "4 h 15 min"), (45, "0:45", "45 min"),
                                            (1200, "12:00", "12 h")]
)  # fmt: skip
def test_times_are_never_run_together_for_people(run_together: int, clock: str, duration: str) -> None:
    assert (display.clock(run_together), display.duration(run_together)) == (clock, duration)


@pytest.mark.parametrize(
    ("base", "exponent", "shown"),
    [(13, 2, "13²"), (-2, 3, "(−2)³"), (Fraction(3, 10), 2, "(0.3)²"), (10, 10, "10¹⁰")],
)
def test_powers_are_written_with_superscripts(base: Fraction, exponent: int, shown: str) -> None:
    assert display.power(base, exponent) == shown


def test_signed_and_minus_signs() -> None:
    assert (display.signed(3), display.signed(-3)) == ("+ 3", "− 3")
    assert (display.minus_signs("-17"), display.minus_signs("17")) == ("−17", "17")


def test_every_spelling_of_an_operation_has_one_ascii_sign_and_one_shown_sign() -> None:
    assert {operators.ascii_sign(s) for s in ("*", "×", "x", "·", "⋅")} == {"*"}
    assert [operators.shown(s) for s in ("-", "–", "*", "/", "+")] == ["−", "−", "×", "÷", "+"]
    assert operators.ascii_sign(" power ") == "power"
    assert {op.value for op in Operation} >= set(operators.SHOWN)


@pytest.mark.parametrize(
    ("arguments", "shown"),
    [({"a": 245, "operation": "add_time", "b": 130}, "Answer: 4 h 15 min"),
     ({"a": 8, "operation": "-", "b": 25}, "Answer: −17")],
)  # fmt: skip
def test_a_result_panel_shows_the_answer_as_a_person_reads_it(
    arguments: dict[str, object], shown: str
) -> None:
    output = io.StringIO()
    result = dispatch("solve_with_shortcut", arguments)
    Renderer(Console(file=output, width=100)).draw(ToolResult("call_1", "solve_with_shortcut", result))
    assert shown in output.getvalue()


@pytest.mark.parametrize(
    ("arguments", "shown"),
    [({"a": 245, "operation": "add_time", "b": 130}, 'a="2 h 45 min", operation="add_time", b="1 h 30 min"'),
     ({"a": "45", "operation": "subtract_time", "b": 300}, 'a="45 min", operation="subtract_time", b="3 h"'),
     ({"a": 245, "operation": "add_time", "b": 175}, 'a="2 h 45 min", operation="add_time", b=175'),
     ({"a": True, "operation": "add_time", "b": "2:45"}, 'a=true, operation="add_time", b="2:45"'),
     ({"a": 245, "operation": "+", "b": 130}, 'a=245, operation="+", b=130')],
)  # fmt: skip
def test_a_note_line_shows_run_together_lengths_as_lengths(arguments: dict[str, object], shown: str) -> None:
    output = io.StringIO()
    Renderer(Console(file=output, width=200)).draw(Note("call_1", "solve_with_shortcut", arguments))
    assert output.getvalue().strip() == f"note  solve_with_shortcut({shown})"


def test_a_24_hour_reading_keeps_the_two_digit_hours_the_question_wrote() -> None:
    assert [display.time_of_day(minutes, False, True) for minutes in (0, 9 * 60 + 45, 23 * 60)] == [
        "00:00", "09:45", "23:00",
    ]  # fmt: skip
    assert display.time_of_day(9 * 60 + 45, False) == "9:45"
    assert display.time_of_day(9 * 60 + 45, True, True) == "9:45 AM"  # AM/PM readings never take a zero
