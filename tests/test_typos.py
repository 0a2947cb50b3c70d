"""Slips of the finger are read as the word meant only when one word is meant (readers/typos.py)."""

from __future__ import annotations

import pytest

from quickmath.offline.readers.typos import corrected, meant
from quickmath.offline.reading.text import FILLERS


@pytest.mark.parametrize(
    ("slip", "word"),
    [("tims", "times"), ("pluss", "plus"), ("diveded", "divided"), ("totel", "total"), ("squard", "squared")],
)
def test_a_slip_one_letter_from_one_operation_word_is_that_word(slip: str, word: str) -> None:
    assert meant(slip, between_numbers=True) == word


@pytest.mark.parametrize("slip", ["si", "whta", "iss", "mcuh", "hwo"])
def test_a_slip_that_can_only_be_filler_words_is_a_filler(slip: str) -> None:
    assert meant(slip) in FILLERS


@pytest.mark.parametrize(
    "word",
    [
        "ad",  # "add" or "a"
        "tine",  # "time" or "nine"
        "cm",  # a unit, not "um"
        "mins",  # a length of time, not "minus"
        "hours",
        "apples",  # no word it could be
        "plus",  # a word already
    ],
)
def test_a_word_that_could_be_more_than_one_thing_or_is_no_slip_is_left_alone(word: str) -> None:
    assert meant(word, between_numbers=True) is None


def test_a_question_with_one_word_left_unknown_is_not_corrected() -> None:
    assert corrected("whta is 5 tims 3") == "what is 5 times 3"
    assert corrected("whta is 5 tims 3 apples") is None
    assert corrected("what is 5 times 3") is None
