"""Every final answer the offline coach gives to the shipped eval set is in plain words for a learner: no
internal name (a word with an underscore), no run-together time (415 for 4:15) and no raw tool data."""

from __future__ import annotations

import re

import pytest

from quickmath.evaluation.questions import Question, load_set
from quickmath.events import FinalAnswer
from quickmath.loop import TutorAgent
from quickmath.offline import OfflineCoach
from quickmath.raw_reply import is_raw_data

SHIPPED = load_set()
_INTERNAL_NAME = re.compile(r"\b[A-Za-z]+_[A-Za-z_0-9]+\b")
_CODE = re.compile(r"`[^`\n]+`")
"""A command the learner can type (`/drill add_nines`) names a shortcut in code formatting, as it should."""


def final_answers(question: Question) -> list[str]:
    agent = TutorAgent(OfflineCoach(), "offline-coach", stream=False)
    messages: list[dict[str, object]] = []
    answers = []
    for turn in question.turns:
        messages.append({"role": "user", "content": turn})
        answers += [event.text for event in agent.run(messages) if isinstance(event, FinalAnswer)]
    return answers


def run_together_times(question: Question) -> list[str]:
    """The run-together form of each time the question's answer is (4:15 → 415)."""
    return [
        answer.replace(":", "").lstrip("0") for answer in question.answer if re.fullmatch(r"\d+:\d\d", answer)
    ]


def test_the_shipped_set_has_explanations_and_follow_ups_that_replace_a_number() -> None:
    categories = {question.category for question in SHIPPED}
    assert {"explain", "instead", "follow_up"} <= categories


@pytest.mark.parametrize("question", SHIPPED, ids=[question.id for question in SHIPPED])
def test_no_final_answer_holds_an_internal_name_or_a_run_together_time(question: Question) -> None:
    for answer in final_answers(question):
        assert _INTERNAL_NAME.findall(_CODE.sub("", answer)) == []
        assert not is_raw_data(answer), answer
        for joined in run_together_times(question):
            assert not re.search(rf"(?<![\d:.]){joined}(?![\d:])", answer), answer
