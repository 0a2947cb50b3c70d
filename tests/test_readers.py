"""Each reader of the offline coach, one family of phrasing, with its own fixture file of phrasings in
tests/data/readers/NAME.json: each phrasing must be read by that reader (not an earlier one in the list),
and, through the real loop and tools, write its notes and give its answers in bold."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from quickmath.offline.reading.earlier import earlier_problem
from quickmath.offline.reading.in_play import in_play
from quickmath.offline.reading.message import ASK_READERS, reader_of
from quickmath.offline.reading.problem import PROBLEM_READERS
from quickmath.offline.transcript import Done, notes_run
from tests.offline_turns import PRACTICE, ask, numbers_outside, offer

FIXTURES = Path(__file__).parent / "data" / "readers"
READERS = [name for name, _ in ASK_READERS if name != "problem"] + [name for name, _ in PROBLEM_READERS]
CASES = [
    (name, case)
    for name in READERS
    if (FIXTURES / f"{name}.json").exists()
    for case in json.loads((FIXTURES / f"{name}.json").read_text(encoding="utf-8"))
]


def test_every_reader_has_a_fixture_file_with_phrasings_and_every_file_a_reader() -> None:
    assert sorted(path.stem for path in FIXTURES.glob("*.json")) == sorted(READERS)
    counts = {name: sum(1 for reader, _ in CASES if reader == name) for name in READERS}
    assert [name for name, count in counts.items() if count < 3] == []


IN_PLAY = "the problem in play"
"""A fixture's stand-in for the practice problem offered earlier, which is random."""


def _practice(case: dict[str, Any], before: list[Done]) -> dict[str, str]:
    expected = dict(case["practice"])
    if expected.get("like") == IN_PLAY:
        lesson = in_play(before)
        assert lesson is not None and lesson.problem
        expected["like"] = lesson.problem
    return expected


@pytest.mark.parametrize(("reader", "case"), CASES, ids=[f"{r}: {c['question']}" for r, c in CASES])
def test_each_phrasing_is_read_by_its_own_reader_and_answered_from_tool_results(
    reader: str, case: dict[str, Any]
) -> None:
    messages: list[dict[str, Any]] = []
    if "before" in case:
        ask(case["before"], messages)
    if "offered" in case:
        offer(case["offered"], messages)
    before = notes_run(messages)
    assert reader_of(case["question"], earlier_problem(before), in_play(before)) == reader
    turn = ask(case["question"], messages)
    assert [[name, arguments] for name, arguments in turn.notes if name != PRACTICE] == case["notes"]
    if "practice" in case:
        assert [arguments for name, arguments in turn.notes if name == PRACTICE] == [_practice(case, before)]
    for answer in case["answers"]:
        assert f"**{answer}**" in turn.answer
    assert numbers_outside(turn) == set()
