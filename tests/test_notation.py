"""Close calls of how numbers are written and listed (readers/lists.py, readers/symbols.py, readers/units.py):
each phrasing is answered right or, when a word or number beside it could change what is asked, not at all."""

from __future__ import annotations

import re

import pytest

from tests.offline_turns import ask

LEFT_ALONE = [
    "add 5 to 3, 4 and 6",  # another number beside the list
    "I have 20 and spend 3, 4 and 5. What's the total?",
    "Take 3, 4 and 5 from 20.",
    "What's the total of 3, 4 and 5 each?",
    "What's the average of 3, 4 and 5?",
    "The total of 3, 4, 5 minus 2",
    "How many more is 12 than 3, 4 and 5 added?",
    "What's the total of 3, 4 and 5 times 2?",
    "add up the first 3: 12, 15, 18",  # which three?
    "add up the squares of 1², 2², 3²",  # (1²)² or 1²?
    "Add the squares: 10² + 11³",  # not every term a square
    "Add the squares: 3 + 4",
    "what is ₹450 + $170",  # two currencies
    "The square of 8, 1, 6. What does that add up to?",
    "I had 8, 1 and 6 left. What does that add up to?",
    "Each row reads 8, 1, 6. What does that row add up to?",
    "The top row reads 8, 1, 6 doubled. What does that add up to?",
    "The top row reads 8, 1, 6. What does the next row add up to?",
    "Add 3, 4 and 5 to 10. What does that add up to?",
    "Scores: 8, 1 and 6 and a bonus of 5. What do they add up to?",
    "The prices were 8, 1 and 6 each. What do they add up to?",
    "Kids aged 8, 1 and 6. What do their ages add up to in 2 years?",
]


@pytest.mark.parametrize("question", LEFT_ALONE)
def test_a_list_or_sum_with_something_more_beside_it_is_not_answered(question: str) -> None:
    assert "**" not in ask(question).answer


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("I've got 3 numbers: 12, 15 and 18. Add them.", "45"),  # the count of the list is no operand
        ("Scores: 12, 15, 18. Total?", "45"),
        ("What's the total of these prices: 4.50, 3.25 and 2.10?", "9.85"),
        ("Add 3, 4 and 5 then double it.", "24"),
    ],
)
def test_a_list_told_with_only_its_count_and_what_it_is_is_added(question: str, answer: str) -> None:
    assert re.findall(r"\*\*(.+?)\*\*", ask(question).answer) == [answer]
