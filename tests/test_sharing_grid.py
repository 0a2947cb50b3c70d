"""An amount shared equally, or an amount per one (benchmarks/sharing_grid.py): a sample of its grid,
written out by `python benchmarks/sharing_grid.py --write` as [question, answer] pairs in
tests/data/sharing_grid.json.
A whole shared by a count told by the words around it ("split 4 ways", "between 3 of us", "across 5 tills
evenly", "in 12 monthly instalments", "me and 3 housemates", "£48 for 12 pullets ; what is that each") is read
and answered as the whole divided by the count; a null answer is a story whose words change the operation (a
total, what is left, a third number, unequal shares, whole things that do not share out), asked back."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.test_wrong_answer_probes import meanings, stated

PINNED = json.loads((Path(__file__).parent / "data" / "sharing_grid.json").read_text(encoding="utf-8"))


def test_the_sample_holds_cells_read_and_cells_asked_back() -> None:
    assert len([1 for _, answer in PINNED if answer is None]) >= 15
    assert len([1 for _, answer in PINNED if answer is not None]) >= 80


@pytest.mark.parametrize(("question", "answer"), PINNED, ids=[question for question, _ in PINNED])
def test_a_share_is_answered_right_or_asked_back(question: str, answer: str | None) -> None:
    said = stated(question)
    if answer is None:
        assert said == [], f"stated {said} where the words change the operation"
    else:
        assert said and all(meanings(one) & meanings(answer) for one in said), f"stated {said}, not {answer}"
