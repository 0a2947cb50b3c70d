"""A learner's answer to the coach's question back ("I found “96” and “6” … couldn't tell for sure what to do
with them"): the operation it names is done to the numbers of the learner's own question before, and the
coach says so; a reply that is no such answer is read as a question of its own."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.offline_turns import PRACTICE, ask

CASES = json.loads((Path(__file__).parent / "data" / "answered_back.json").read_text(encoding="utf-8"))


def _after_a_question_back(question: str, reply: str) -> Any:
    messages: list[dict[str, Any]] = []
    asked_back = ask(question, messages)
    assert asked_back.notes == [] and "**" not in asked_back.answer  # the coach asked back first
    return ask(reply, messages)


@pytest.mark.parametrize(("question", "reply", "read", "answer"), CASES["read"])
def test_an_operation_named_in_reply_is_done_to_the_numbers_told_before(
    question: str, reply: str, read: str, answer: str
) -> None:
    turn = _after_a_question_back(question, reply)
    assert f"that's {read}." in turn.answer
    assert f"**{answer}**" in turn.answer
    assert [name for name, _ in turn.notes if name != PRACTICE]


@pytest.mark.parametrize(("question", "reply", "verb"), CASES["asked_which"])
def test_a_take_away_or_a_division_of_more_than_two_numbers_asks_which(
    question: str, reply: str, verb: str
) -> None:
    turn = _after_a_question_back(question, reply)
    assert turn.notes == []
    assert f"should I {verb}" in turn.answer and "“287”, “143” and “4”" in turn.answer


@pytest.mark.parametrize(("question", "reply"), CASES["not_an_answer_back"])
def test_a_reply_that_names_no_one_operation_is_not_read_as_an_answer_back(question: str, reply: str) -> None:
    messages: list[dict[str, Any]] = []
    ask(question, messages)
    turn = ask(reply, messages)
    assert "numbers from your question before" not in turn.answer
    assert "**" not in turn.answer


def test_lengths_of_time_are_added_or_taken_away_and_never_divided() -> None:
    turn = _after_a_question_back(
        "drove 14h 20m total, 6h 45 of it yesterday. how much today?", "divide them"
    )
    assert turn.notes == []
    assert turn.answer.startswith("Two lengths of time I can add, or take one from the other"), turn
