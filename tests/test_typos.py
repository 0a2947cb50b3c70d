"""Slips of the finger are read as the word meant only when one word is meant (readers/typos.py)."""

from __future__ import annotations

import re

import pytest

from quickmath.offline.readers.typos import corrected, meant
from quickmath.offline.reading.text import FILLERS
from tests.offline_turns import ask


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


@pytest.mark.parametrize("word", ["him", "her", "them", "she", "they", "had", "has", "got"])
def test_a_word_of_its_own_one_letter_from_a_filler_is_no_slip(word: str) -> None:
    assert meant(word) is None  # "him" is not the filler "hi": a word that mattered is never dropped


def test_a_question_with_one_word_left_unknown_is_not_corrected() -> None:
    assert corrected("whta is 5 tims 3") == ["what is 5 times 3"]
    assert corrected("whta is 5 tims 3 apples") == []
    assert corrected("what is 5 times 3") == []


def test_a_slip_that_could_be_several_words_is_given_each_way_for_the_readers_to_try() -> None:
    assert corrected("ad 33 and 48") == ["add 33 and 48", "and 33 and 48", "a 33 and 48"]
    assert corrected("divide 12 bt 4") == ["divide 12 by 4"]  # between numbers only an operation word
    assert corrected("ad 33 adn 48") == []  # two words that could each be several: too many ways
    assert corrected("dad has 33") == []  # a word of its own, not a slip of "add"


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("ad 33 and 48", "81"),
        ("can you ad 45 and 19", "64"),
        ("pls ad 12 to 30", "42"),
        ("what is 33 ad 48", "81"),
        ("add 33 adn 48", "81"),
        ("tims 7 by 8", "56"),  # "times" or the filler "tips": only "times" reads
        ("divide 12 bt 4", "3"),
    ],
)
def test_a_slip_read_each_way_is_answered_when_only_one_way_reads(question: str, answer: str) -> None:
    assert re.findall(r"\*\*(.+?)\*\*", ask(question).answer) == [answer]


@pytest.mark.parametrize("question", ["dad has 33 and mum has 48", "ad", "a 33 and 48"])
def test_a_slip_that_reads_no_way_or_a_word_of_its_own_is_left_unread(question: str) -> None:
    assert "**" not in ask(question).answer
