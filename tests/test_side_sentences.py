"""Sentences beside a story that count nothing and change nothing are left out of a message no reader read
(reading/side_sentences.py); a sentence that may count or change something keeps the message unread."""

from __future__ import annotations

import pytest

from quickmath.offline.reading.side_sentences import without_side_sentences
from tests.offline_turns import ask
from tests.test_wrong_answer_probes import stated

STORY = "He read 46 pages on Saturday and 59 on Sunday, so how many pages has he read across the weekend?"
BESIDE_IT = [
    ("My son has discovered a fantasy series and reads it at dinner.", ""),
    ("Grandma here again.", ""),
    ("Helping my grandson with his reading diary.", "I'm secretly delighted."),
    ("", "Bit embarrassing tbh."),
    ("", "She's very proud of him!"),
    ("Posting from an alt so nobody sees this.", "Thanks so much, we're stumped."),
]
"""First and last sentences with no number and no word a story counts by."""
CHANGING_IT = [
    ("He gave half of his books away.", ""),
    ("Each book is the same length.", ""),
    ("", "Not counting the comics."),
    ("", "There and back."),
    ("", "Give it in chapters, please."),
    ("He lost some pages.", ""),
    ("Then he doubled it on Monday.", ""),
    ("", "He won't read more than that"),
    ("", "Excluding the pictures, he's proud."),
    ("", "I'd like it as a fraction."),
    ("Include the comics he read.", ""),
    ("Count the audiobook too.", ""),
]
"""Sentences that may count, change what is asked, or ask it in another form; a last sentence that does not
end as a remark."""


@pytest.mark.parametrize(("before", "after"), BESIDE_IT)
def test_sentences_beside_a_story_that_change_nothing_are_left_out(before: str, after: str) -> None:
    question = f"{before} {STORY} {after}".strip()
    side = without_side_sentences(question)
    assert side is not None and side.rest == STORY
    assert stated(question) == ["105"]


@pytest.mark.parametrize(("before", "after"), CHANGING_IT)
def test_sentences_that_may_count_or_change_something_stay(before: str, after: str) -> None:
    side = without_side_sentences(f"{before} {STORY} {after}".strip())
    assert side is None or (before in side.rest and after in side.rest)


LEFT_OUT = [
    ("Help! Daughter's got square numbers homework and I'm stumped. 17 squared = ?", "17 squared = ?", "289"),
    ("mums cooking and cant help me. wats 9 less than forty-two", "wats 9 less than forty-two", "33"),
    (
        "On hold with IT, this music is killing me. Our team took 284 calls Monday, 317 Tuesday and 296"
        " Wednesday. How many calls is that altogether?",
        "Our team took 284 calls Monday, 317 Tuesday and 296 Wednesday. How many calls is that altogether?",
        "897",
    ),
    (
        "My daughter and I have been walking together: 6.4 km, 3.8 km and 9.1 km this week. What's our total"
        " distance? She's very proud.",
        "My daughter and I have been walking together: 6.4 km, 3.8 km and 9.1 km this week. What's our total"
        " distance?",
        "19.3",
    ),
    (
        "Wholesale order: 38 cases at £264 a case. What's the invoice total? Show me the long"
        " multiplication.",
        "Wholesale order: 38 cases at £264 a case. What's the invoice total?",
        "10032",
    ),
]
"""Messages written by others that no reader read whole."""


@pytest.mark.parametrize(("question", "rest", "answer"), LEFT_OUT)
def test_a_message_no_reader_read_is_read_without_its_side_sentences(
    question: str, rest: str, answer: str
) -> None:
    side = without_side_sentences(question)
    assert side is not None and side.rest == rest
    assert stated(question) == [answer]


def test_a_sentence_naming_an_operation_is_left_out_only_beside_that_operation() -> None:
    adding = without_side_sentences(f"Adding up is his weak spot. {STORY}")
    assert adding is not None and adding.operation_words == {"adding"}
    assert stated("Adding is her weak spot. 17 squared = ?") == []
    assert stated("Squares are her weak spot. 17 squared = ?") == ["289"]


def test_a_run_s_gap_ends_no_sentence() -> None:
    assert without_side_sentences("1 + 2 + ... + 9 = ? apples") is None


def test_the_coach_answers_the_story_without_the_remarks_around_it() -> None:
    answer = ask(f"Grandma here again. {STORY} I'm secretly delighted.").answer
    assert "105" in answer and "delighted" not in answer
