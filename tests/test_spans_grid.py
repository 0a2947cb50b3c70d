"""Spans read by their roles (benchmarks/spans_grid.py): a sample of its grid, written out by `python
benchmarks/spans_grid.py --write` as [question, answer] pairs in tests/data/spans_grid.json. Two clock
readings, one starting a span and one ending it ("long run left at 06:40, back 08:25. time out?", "Surgery
drop-off is 8:30, pick-up 16:45. How long is he there?"), are the time between them, over midnight too. A null
answer is a story asking another thing ("The cake went in at 14:50 and came out at 15:35. How long did it
cool?") or whose words change the calculation (late, a correction, a time zone, another day): asked back."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.test_wrong_answer_probes import meanings, stated

PINNED = json.loads((Path(__file__).parent / "data" / "spans_grid.json").read_text(encoding="utf-8"))


def test_the_sample_holds_cells_read_and_cells_asked_back() -> None:
    assert len([1 for _, answer in PINNED if answer is None]) >= 40
    assert len([1 for _, answer in PINNED if answer is not None]) >= 80


@pytest.mark.parametrize(("question", "answer"), PINNED, ids=[question for question, _ in PINNED])
def test_a_span_is_answered_by_the_roles_of_its_readings_or_asked_back(
    question: str, answer: str | None
) -> None:
    said = stated(question)
    if answer is None:
        assert said == [], f"stated {said} where the question asks another thing or its words change it"
    else:
        assert said and all(meanings(one) & meanings(answer) for one in said), f"stated {said}, not {answer}"
