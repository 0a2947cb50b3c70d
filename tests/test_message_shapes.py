"""The shape of a message around one question: facts and rules told beside it, the time told in chatter,
a question about the calculation told just before it, a lead-in naming the practice. Each phrasing in
tests/data/message_shapes.json goes through the real loop and tools; `answers` are the only answers in
bold, and an empty list means the coach must answer nothing (it asks back or says what it cannot read)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from tests.offline_turns import ask, numbers_outside

CASES: list[dict[str, Any]] = json.loads(
    (Path(__file__).parent / "data" / "message_shapes.json").read_text(encoding="utf-8")
)


def test_every_family_has_phrasings_read_and_phrasings_left_alone() -> None:
    families = {case["family"] for case in CASES}
    assert len(CASES) >= 60
    assert all(
        sum(1 for case in CASES if case["family"] == family and case["answers"]) >= 3 for family in families
    )
    assert sum(1 for case in CASES if not case["answers"]) >= 15


@pytest.mark.parametrize("case", CASES, ids=[case["message"] for case in CASES])
def test_each_message_answers_only_its_question(case: dict[str, Any]) -> None:
    turn = ask(case["message"])
    assert re.findall(r"\*\*(.+?)\*\*", turn.answer) == case["answers"]
    if case["answers"]:
        assert numbers_outside(turn) == set()


TOLD_BESIDE = [
    "it is 11:58 pm. what is 47 + 9",
    "it is 11:58 pm and I need 47 + 9",
    "what's 7 x 8? it's 2am lol",
    "It's 10pm. What's 48 x 25?",
    "I'm 81. What's 81 minus 47?",
    "I'm 81 and I want to know what 81 minus 47 is. Don't ask why!",
]


@pytest.mark.parametrize("message", TOLD_BESIDE)
def test_the_time_now_or_an_age_told_beside_a_question_needs_no_remark(message: str) -> None:
    turn = ask(message)
    assert len(re.findall(r"\*\*(.+?)\*\*", turn.answer)) == 1
    assert "wasn't sure" not in turn.answer


@pytest.mark.parametrize(
    ("message", "meaning"),
    [
        ("47 +- 9", "plus or minus"),
        ("47 ± 9", "plus or minus"),
        ("tell me - 5 + 3", "a pause or a minus sign"),
        ("what is - £5 + £3", "a pause or a minus sign"),
        ("A1 + 5", "spreadsheet cell"),
        ("what is -2 squared", "negative number raised to that power"),
        ("what is minus 4 squared", "negative number raised to that power"),
        ("what is negative 2 to the power 4", "negative number raised to that power"),
    ],
)
def test_a_sign_or_number_read_two_ways_is_asked_about_in_its_own_words(message: str, meaning: str) -> None:
    turn = ask(message)
    assert "**" not in turn.answer
    assert meaning in turn.answer


@pytest.mark.parametrize(
    ("message", "answer", "never_ends"),
    [
        ("Calculate 10 ÷ 3. Give your answer as a decimal.", "3 1/3", True),
        ("what's 10 divided by 3? my daughter's worksheet wants a decimal", "3 1/3", True),
        ("what is 10 / 3 as a decimal", "3 1/3", True),
        ("Work out 7 ÷ 4. Give your answer as a decimal.", "1.75", False),
        ("what is 10 / 3", "3 1/3", False),
    ],
)
def test_a_decimal_asked_for_that_never_ends_is_said_so_and_given_exactly(
    message: str, answer: str, never_ends: bool
) -> None:
    turn = ask(message)
    assert re.findall(r"\*\*(.+?)\*\*", turn.answer) == [answer]
    assert ("never ends" in turn.answer) is never_ends
