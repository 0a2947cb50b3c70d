"""A sentence asking with its question word where its answer stands, and digits texted for words: each in
one place, used by every reader that needs it."""

import pytest

from quickmath.offline.reading.text import asks_in_place, digits_as_words


@pytest.mark.parametrize(
    ("sentence", "asks"),
    [
        ("so it stays how long", True),
        ("it rests how many time", True),
        ("so we pay how much", True),
        ("the walk is how far", True),
        ("so how long", False),  # asks what the words before it read
        ("how long was the nap", False),  # the question word first: an ordinary question
        ("it stays how long after lunch today", False),
        ("it stays 20 how long", False),
    ],
)
def test_a_question_word_where_its_answer_stands(sentence: str, asks: bool) -> None:
    assert asks_in_place(sentence.split()) is asks


@pytest.mark.parametrize(
    ("text", "texted", "plain"),
    [
        ("need 2 kno 45 + 45", False, "need to kno 45 + 45"),
        ("can u do this 4 me", False, "can u do this for me"),
        ("add 4 me", False, "add 4 me"),  # a number of the sum may follow "add"
        ("12 x 4 me", False, "12 x 4 me"),
        ("this 4 my hw", False, "this 4 my hw"),  # only in a message texted short
        ("this 4 my hw", True, "this for my hw"),
        ("gt 2 b at wrk 4 8:15am", True, "gt to b at wrk for 8:15am"),
        ("what is 2 + 4 me", True, "what is 2 + 4 me"),
        ("got 4 u - 2", True, "got 4 u - 2"),  # a sign after it: a number of the sum
    ],
)
def test_digits_texted_for_words(text: str, texted: bool, plain: str) -> None:
    assert digits_as_words(text, texted=texted) == plain
