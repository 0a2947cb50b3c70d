"""A story said again as a calculation after "i.e.", "that is" or "in other words" is read as that calculation
when every number of the story is one of its numbers and the story asks nothing else of it
(reading/in_other_words.py)."""

from __future__ import annotations

import pytest

from quickmath.offline.reading.in_other_words import said_in_other_words
from tests.offline_turns import ask
from tests.test_wrong_answer_probes import stated

SAID_AGAIN = [
    (
        "5 track circuits in a row, each with 2 possible states. How many combinations is that, i.e. 2^5?",
        "32",
    ),
    (
        "A clock chimes the hour: 1 chime at one o'clock, 2 at two o'clock, right up to 12 at twelve. What is"
        " the total number of chimes from one to twelve, i.e. 1 + 2 + ... + 12?",
        "78",
    ),
    (
        "A promotional scheme pays out an amount equal to the day number on each day, starting at 1 and"
        " ending at 50. What is the total paid out across the scheme, i.e. the sum of every whole number from"
        " 1 to 50?",
        "1275",
    ),
    (
        "A cubic storage crate measures 8 units along each edge. What is its capacity, that is, 8 cubed?",
        "512",
    ),
    ("Our pot holds 10 and yours is at −5. How much more is in ours, i.e. 10 minus (−5)?", "15"),
    (
        "He had 8,172 eggs for boxes of 12. Could they all go into full boxes, that is, was 8,172 divisible"
        " by 12?",
        "Yes",
    ),
    ("We raised 645 and there are 15 scouts. How much each, in other words 645 divided by 15?", "43"),
]
NOT_SAID_AGAIN = [
    "What's the difference, i.e. 18 + 24?",  # asks another operation
    "78 game pieces to 6 players equal? ie 78 div by 6?",  # asks whether
    "We sold 40 tickets and 12 more at the door, i.e. 40 + 12? Or was it 14?",  # another number
    "Half the 48 biscuits went, i.e. 48 − 24?",  # counts another way
    "It's roughly 7.8 kg times 0.6, i.e. 7.8 × 0.6?",  # another answer asked
    "Paid £30 and £12 for 3 tickets, i.e. 30 + 12?",  # a number the calculation leaves out
    "We had 40 tickets, no wait, 12 more came, i.e. 40 + 12?",  # something taken back
]


@pytest.mark.parametrize(("question", "answer"), SAID_AGAIN)
def test_a_story_said_again_as_a_calculation_is_answered_as_it(question: str, answer: str) -> None:
    assert said_in_other_words(question) is not None
    assert stated(question) == [answer]


@pytest.mark.parametrize("question", NOT_SAID_AGAIN)
def test_a_story_that_counts_or_asks_otherwise_is_not_answered_as_its_calculation(question: str) -> None:
    assert stated(question) == []


def test_the_coach_says_it_read_the_story_as_the_calculation() -> None:
    answer = ask(SAID_AGAIN[-1][0]).answer
    assert answer.startswith("I read this as"), answer
