"""Notes for remainders, divisibility and clock times: the forms a model writes, the results, the errors."""

from __future__ import annotations

from typing import Any

import pytest

from quickmath.clock import ClockError, read_clock, read_length
from quickmath.tools import dispatch

SOLVE = "solve_with_shortcut"


@pytest.mark.parametrize(
    ("note", "technique", "answer"),
    [
        ({"a": 773, "operation": "remainder", "b": 103}, "remainder_by_taking_off", 52),
        ({"a": 34745, "operation": "divisible", "b": 11}, "divisible_by_11_alternating_sum", "No"),
        ({"a": "30472", "operation": "divisible", "b": 13}, "divisible_by_taking_off", "Yes"),
        ({"a": 1978, "operation": "divisible", "b": 46}, "divisible_by_taking_off", "Yes"),
        ({"a": "1:44 PM", "operation": "time_before", "b": "443 minutes"}, "back_through_noon_or_midnight",
         "6:21 AM"),
        ({"a": "7:57 pm", "operation": "time_after", "b": 27}, "bridge_through_the_hour", "8:24 PM"),
        ({"a": "11:46 AM", "operation": "time_between", "b": "4:49 PM"}, "subtract_the_readings",
         "303 minutes (5 h 3 min)"),
        ({"a": 315, "operation": "subtract_time", "b": 140}, "count_up_the_time", 135),
        ({"a": "3 h 15 min", "operation": "subtract_time", "b": "1 h 40 min"}, "count_up_the_time", 135),
        ({"a": "11:30 PM", "operation": "time_after", "b": "50 min"}, "bridge_through_noon_or_midnight",
         "12:20 AM"),
        ({"a": "23:30", "operation": "time_after", "b": 50}, "bridge_through_noon_or_midnight", "00:20"),
    ],
)  # fmt: skip
def test_the_issue_examples_come_back_verified_in_their_result_form(
    note: dict[str, Any], technique: str, answer: object
) -> None:
    result = dispatch(SOLVE, note)
    assert (result["solution"]["technique"], result["solution"]["answer"]) == (technique, answer)
    assert result["solution"]["verified"] is True


@pytest.mark.parametrize(
    ("note", "error"),
    [
        ({"a": "25:70", "operation": "time_after", "b": 5}, "25:70 is not a clock reading"),
        ({"a": "13:05 PM", "operation": "time_after", "b": 5}, "13:05 PM is not a clock reading"),
        ({"a": "4.5", "operation": "divisible", "b": 3}, "divisibility needs whole numbers"),
        ({"a": 773, "operation": "remainder", "b": 0}, "remainders need a divisor that is not 0"),
        ({"a": 1344, "operation": "time_after", "b": 5}, 'time_after needs a clock reading such as "1:44'),
        ({"a": "1:44 PM", "operation": "time_between", "b": 300}, "b: time_between needs a clock reading"),
        ({"a": "1:44 PM", "operation": "remainder", "b": 3}, "1:44 PM is a clock reading, but remainder"),
        ({"a": 140, "operation": "subtract_time", "b": 315}, "3 h 15 min is longer than 1 h 40 min"),
    ],
)  # fmt: skip
def test_a_bad_note_gets_an_error_with_the_learners_numbers(note: dict[str, Any], error: str) -> None:
    result = dispatch(SOLVE, note)
    assert set(result) == {"error"}
    assert error in result["error"]


@pytest.mark.parametrize(
    ("note", "answer", "correct"),
    [
        ({"a": "1:44 PM", "operation": "time_before", "b": 443}, "6:21 AM", True),
        ({"a": "1:44 PM", "operation": "time_before", "b": 443}, "6:21", True),
        ({"a": "1:44 PM", "operation": "time_before", "b": 443}, "6:21 PM", False),
        ({"a": "11:46 AM", "operation": "time_between", "b": "4:49 PM"}, "5 h 3 min", True),
        ({"a": "11:46 AM", "operation": "time_between", "b": "4:49 PM"}, "303 minutes (5 h 3 min)", True),
        ({"a": "11:46 AM", "operation": "time_between", "b": "4:49 PM"}, 300, False),
        ({"a": 34745, "operation": "divisible", "b": 11}, "no", True),
        ({"a": 34745, "operation": "divisible", "b": 11}, "Yes", False),
        ({"a": 315, "operation": "subtract_time", "b": 140}, "1 h 35 min", True),
        ({"a": 315, "operation": "subtract_time", "b": 140}, "1:35", True),
        ({"a": 773, "operation": "remainder", "b": 103}, 52, True),
    ],
)  # fmt: skip
def test_check_answer_reads_each_form(note: dict[str, Any], answer: object, correct: bool) -> None:
    assert dispatch("check_answer", {**note, "answer": answer})["correct"] is correct


def test_a_divisibility_answer_that_is_a_number_is_sent_back_asking_for_yes_or_no() -> None:
    result = dispatch("check_answer", {"a": 34745, "operation": "divisible", "b": 11, "answer": 7})
    assert "write it as yes or no" in result["error"]


def test_readings_and_lengths_are_read_as_people_write_them() -> None:
    assert [str(read_clock(t)) for t in ("12:00 AM", "12:05 pm", "0:05", "23:59", "noon", "1 p.m.")] == [
        "12:00 AM", "12:05 PM", "00:05", "23:59", "12:00 PM", "1:00 PM",
    ]  # fmt: skip
    lengths = ("443 minutes", "7 h 23 min", "2 hours", "1 hour and 5 minutes")
    assert [read_length(t).minutes for t in lengths] == [443, 443, 120, 65]
    for bad in ("25:70", "0:00 AM", "7", "12:60"):
        with pytest.raises(ClockError):
            read_clock(bad)


def test_a_clock_practice_problem_comes_back_as_a_note_that_solves() -> None:
    practice = dispatch("make_practice_problem", {"technique": "back_through_noon_or_midnight"})
    assert read_clock(practice["a"])
    note = {key: practice[key] for key in ("a", "operation", "b")}
    assert dispatch(SOLVE, note)["solution"]["verified"] is True


def test_eval_scoring_reads_clock_answers_as_on_a_24_hour_clock_and_yes_or_no_first() -> None:
    from quickmath.evaluation.scoring import answer_found, verdict_found
    from quickmath.numbers import exact_value

    assert [exact_value(t) for t in ("8:24 PM", "20:24", "12:20 AM", "12:05 pm", "6:21 a.m.")] == [
        2024, 2024, 20, 1205, 621,
    ]  # fmt: skip
    expected = exact_value("6:21 AM")
    assert expected is not None
    assert answer_found([expected], "443 minutes before 1:44 PM is **6:21 AM**.")
    assert not answer_found([expected], "It is 6:21 PM.")
    assert verdict_found("No", "**No**: 5 − 4 + 7 − 4 + 3 = 7, which is not 0.")
    assert not verdict_found("No", "Yes, 34745 is divisible by 11; no doubt.")
    assert not verdict_found("Yes", "34745 is divisible by 11.")
