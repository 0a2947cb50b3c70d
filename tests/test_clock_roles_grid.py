"""Clock stories read by the roles of their numbers (benchmarks/clock_roles_grid.py): a sample of its grid,
written out by `python benchmarks/clock_roles_grid.py --write` as [question, answer] pairs in
tests/data/clock_roles_grid.json. A reading that starts something and a length ("Speeches start 5:15 pm and
we've allowed 50 minutes. What time do we cut the cake?") is the reading moved on; a deadline and a length,
asked when to leave, the reading moved back; two readings asked how long, the time between them (over
midnight too). A null answer is a story whose words change the calculation (a second length, a time zone, a
day asked, how long with one reading only): asked back."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.test_wrong_answer_probes import meanings, stated

PINNED = json.loads((Path(__file__).parent / "data" / "clock_roles_grid.json").read_text(encoding="utf-8"))


def test_the_sample_holds_cells_read_and_cells_asked_back() -> None:
    assert len([1 for _, answer in PINNED if answer is None]) >= 15
    assert len([1 for _, answer in PINNED if answer is not None]) >= 80


@pytest.mark.parametrize(("question", "answer"), PINNED, ids=[question for question, _ in PINNED])
def test_a_clock_story_is_answered_by_the_roles_of_its_numbers_or_asked_back(
    question: str, answer: str | None
) -> None:
    said = stated(question)
    if answer is None:
        assert said == [], f"stated {said} where the words change the calculation"
    else:
        assert said and all(meanings(one) & meanings(answer) for one in said), f"stated {said}, not {answer}"
