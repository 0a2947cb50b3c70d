"""The layout rewriters of the offline coach (reading/layouts.py): each with its own fixture file of
phrasings in tests/data/layouts/NAME.json, giving the message as the rewriter writes it plainly ("plain",
null when it must leave the message alone) and the answers the coach gives in bold through the real loop
and tools (none: the coach must ask back or refuse, never answer)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from quickmath.offline.reading.layouts import LAYOUTS, plain
from tests.offline_turns import ask, numbers_outside

FIXTURES = Path(__file__).parent / "data" / "layouts"
REWRITERS = dict(LAYOUTS)
CASES = [
    (name, case)
    for name in REWRITERS
    if (FIXTURES / f"{name}.json").exists()
    for case in json.loads((FIXTURES / f"{name}.json").read_text(encoding="utf-8"))
]
_BOLD = re.compile(r"\*\*(.+?)\*\*")


def test_every_rewriter_has_a_fixture_file_with_phrasings_and_a_phrasing_it_must_leave_unread() -> None:
    assert sorted(path.stem for path in FIXTURES.glob("*.json")) == sorted(REWRITERS)
    for name in REWRITERS:
        cases = [case for rewriter, case in CASES if rewriter == name]
        assert len(cases) >= 5, name
        assert any(not case["answers"] for case in cases), f"{name}: no phrasing that must stay unread"


@pytest.mark.parametrize(("name", "case"), CASES, ids=[f"{n}: {c['question']}" for n, c in CASES])
def test_each_rewriter_writes_its_layout_plainly_and_the_coach_answers_only_what_was_asked(
    name: str, case: dict[str, Any]
) -> None:
    assert REWRITERS[name](case["question"]) == case["plain"]
    turn = ask(case["question"])
    assert sorted(set(_BOLD.findall(turn.answer))) == sorted(case["answers"])
    assert numbers_outside(turn) == set()


@pytest.mark.parametrize(
    "message",
    ["What is 47 + 9?", "how do I do 36 x 12 in my head", "Is 96 divisible by 8?", "2:45 PM plus 50 minutes"],
)
def test_a_message_with_no_layout_is_left_as_written(message: str) -> None:
    assert plain(message) == message
