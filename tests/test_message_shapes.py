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
