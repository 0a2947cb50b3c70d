"""A question left unread only because its words argue against the way a clock was moved is asked back with
both ways, in the learner's numbers; the way the learner picks is then read and answered."""

from __future__ import annotations

import re

import pytest

from quickmath.answer_check import check_final_answer
from quickmath.offline.reading.which_way import Move, way_in_doubt
from tests.offline_turns import ask

IN_DOUBT = [
    (
        "Shutters go up at 09:45 and counting the float takes 25 min. When can we start serving?",
        Move("09:45", "25"),
        "10:10",
    ),
    (
        "The interval starts at nineteen fifty and lasts fifteen minutes. When does the curtain go back up?",
        Move("19:50", "15"),
        "20:05",
    ),
    (
        "Counting back 2 hours and 50 minutes from 01:10, what time would that be? Please give it the way "
        "the station clocks show it.",
        Move("01:10", "2 h 50 min"),
        "22:20",
    ),
    (
        "Tip-off is at 13:50 and the game is scheduled to last 75 minutes. What time should the final "
        "buzzer go?",
        Move("13:50", "75"),
        "15:05",
    ),
    (
        "What time does the crew need to be on site if ground prep takes an hour and twenty-five minutes and "
        "the crane's turning up at 08:00 on the dot?",
        Move("08:00", "1 h 25 min"),
        "06:35",
    ),
    (
        "Painted at 11:30am and the recoat time is 4 hours. What time can the second coat go on?",
        Move("11:30 AM", "4 h"),
        "3:30 PM",
    ),
]


def _bold(answer: str) -> list[str]:
    return re.findall(r"\*\*(.+?)\*\*", answer)


@pytest.mark.parametrize(("question", "move", "right"), IN_DOUBT)
def test_the_way_in_doubt_is_asked_back_with_both_ways_and_the_right_one_is_among_them(
    question: str, move: Move, right: str
) -> None:
    assert way_in_doubt(question) == move
    answer = ask(question).answer
    after, before = move.said("after"), move.said("before")
    assert f"Which do you mean: “{after}” or “{before}”?" in answer
    assert _bold(answer) == []
    assert check_final_answer(answer, question, []).unexplained == ()  # states no number of its own
    answered = [_bold(ask(way).answer) for way in (after, before)]
    assert [right] in answered
    assert all(len(said) == 1 for said in answered)


def test_a_length_in_minutes_is_said_with_its_unit() -> None:
    assert Move("9:15 PM", "25").said("before") == "25 min before 9:15 PM"
    assert Move("13:30", "1 h 5 min").said("after") == "1 h 5 min after 13:30"


@pytest.mark.parametrize(
    "question",
    [
        "What time is it 25 minutes after 8:30 PM?",  # read: no doubt at all
        "A wholesale order is for 91 units at a unit price of 89. What is the order total?",  # not a clock
        "Standup at 9:45 am runs 25 minutes, when does it start?",  # the start is told: neither way
        "I left at 9:15 and got there 40 minutes before Tom. When did I get there?",  # another doubt
    ],
)
def test_no_way_is_asked_where_the_doubt_is_not_only_the_way(question: str) -> None:
    assert way_in_doubt(question) is None
    assert "Which do you mean: “" not in ask(question).answer
