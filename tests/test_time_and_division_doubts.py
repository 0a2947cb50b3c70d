"""Clock, remainder and divisibility phrasings the offline coach must not answer as written: two readings
that could be minutes or most of a day apart are asked about, and a phrasing that could be another problem
is left alone. Each would be a wrong answer if read the easy way."""

from __future__ import annotations

import pytest

from tests.offline_turns import ask

ASKED_ABOUT = [
    "Lunch begins at 12:15 and ends at 1:05. How many minutes is lunch?",
    "How long is it from 11:30 to 1:15?",
    "How many minutes between 10:40 and 2:05?",
]
"""No AM or PM, both on a 12-hour dial, the second earlier: 50 minutes, or 12 h 50 min through the night?"""

LEFT_ALONE = [
    "What is 15% 80?",
    "Is there a remainder when 85 is divided by 4?",
    "What is left when 50 is divided into 8?",
    "The bus was due at 8:15 and came 10 minutes late. When was it supposed to come?",
    "A bus leaves at 9:50 am and arrives 25 minutes late. When does it arrive?",
    "The film starts at 7:45 pm and lasts 2 h 10 min. When does it start?",
    "What time is it 35 minutes after 3 o'clock?",
    "What time is 1.5 hours after 10:25?",
    "Is 96 divisible by both 8 and 12?",
    "143 ÷ 6 = ? r ?",
    "What is 17 ÷ 5? Remainder?",
    "Will anything be left over if 100 eggs go into boxes of 6?",
    "How many boxes of 6 can you fill from 100 eggs, and how many are left over?",
    "How many are left over when 12 of the 50 sweets are eaten?",
    "There are 50 sweets. 6 children share them. How many are left over?",
    "Film B is 25 min longer than film A, which is 1 h 50 min. How much longer is B?",
    "I have watched 1 h 20 min of a film and 45 min is left. How long is the film?",
    "A film is 2 h 10 min. I watched 50 minutes at 7 pm. How much is left?",
    "I worked 7 h 45 min a day for 2 h 5 min. Total?",
    "The film ended at 9:30 PM and I got home at 10:05 PM. How long was the film?",
    "My phone rang at 7:10 PM and the film started at 7:30 PM. How long was the film?",
    "What time is 10 minutes after 13 o'clock in the evening?",
    "I arrived at 7:45 PM, 20 minutes before the film. When did the film start?",
    "We must leave 30 minutes before the show at 8:00 PM. When does the show start?",
    "We must leave 30 minutes before 8:00 PM. When does it start?",
    "The film started at 7:00 pm. I arrived 20 minutes later. When did the film end?",
    "I left 20 minutes later than my sister, who left at 8:00. When did I leave?",
    "The bus leaves at 8:50 and arrives 35 minutes later. When does it leave?",
    "The bus arrived at 9:10 am, and I arrived 5 minutes earlier. When did the bus arrive?",
    "Is there anything left over when 100 sweets are shared equally among 7 children?",
    "The walk takes 45 min and the bus takes 1 h 10 min. How much longer is the walk?",
    "A 3 h 5 min film has 1 h 58 min left. How long have I watched?",
    "I have worked 5 h 20 min and have 2 h 40 min left. How long is my shift?",
]
""""15% 80" is no "15 % 5" remainder; "is there a remainder" answers yes when "divisible" answers no; a
quotient asked beside the remainder needs both; a length that is already a difference, or part of another;
two readings whose order the story does not give, or that belong to other events than the one asked."""


@pytest.mark.parametrize("question", ASKED_ABOUT)
def test_two_readings_that_may_span_the_night_are_asked_about(question: str) -> None:
    turn = ask(question)
    assert turn.notes == []
    assert "I'm not sure how to read" in turn.answer
    assert "AM or PM" in turn.answer


@pytest.mark.parametrize("question", LEFT_ALONE)
def test_a_phrasing_that_could_be_another_problem_is_not_answered(question: str) -> None:
    turn = ask(question)
    assert turn.notes == []
    assert "**" not in turn.answer


@pytest.mark.parametrize(
    ("question", "reading"),
    [
        ("17 % 5", {"a": 17, "operation": "remainder", "b": 5}),
        ("When 17 is divided by 5, what is the remainder?", {"a": 17, "operation": "remainder", "b": 5}),
        ("Divide 5 by 17. What is the remainder?", {"a": 5, "operation": "remainder", "b": 17}),
        ("How long is it from 1:15 to 11:30?", {"a": "1:15", "operation": "time_between", "b": "11:30"}),
        (
            "How long is it from 11:30 pm to 1:15 am?",
            {"a": "11:30 PM", "operation": "time_between", "b": "1:15 AM"},
        ),
        (
            "3 hours 40 plus 1 hour 20 is 5 hours. What's 3 hours 40 plus 1 hour 35?",
            {"a": 340, "operation": "add_time", "b": 135},
        ),
        ("How long is it from 22:30 to 1:15?", {"a": "22:30", "operation": "time_between", "b": "1:15"}),
    ],
)
def test_order_and_operation_are_kept_as_written(question: str, reading: dict[str, object]) -> None:
    assert ("solve_with_shortcut", reading) in ask(question).notes
