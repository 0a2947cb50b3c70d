"""Holders told by what each holds, and unlike things added (benchmarks/wrongs_grid.py): a sample of its grid,
written out by `python benchmarks/wrongs_grid.py --write` as [question, answer] pairs in
tests/data/wrongs_grid.json. Holders counted with what each holds ("Seed trays hold 24 cells each and I've
got 15 trays. How many cells?") give their product; a whole put into holders with what is left asked, the
remainder; like things added, the sum. A null answer is a story no answer of its two numbers fits, which must
be asked back: a count of another thing ("… I've got 15 pots"), what each holds asked back, holders not full,
things "left" with nothing taken, things put on others added ("Knitted 12 scarves and sewed 5 buttons
on")."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.test_wrong_answer_probes import meanings, stated

PINNED = json.loads((Path(__file__).parent / "data" / "wrongs_grid.json").read_text(encoding="utf-8"))


def test_the_sample_holds_cells_read_and_cells_asked_back() -> None:
    assert len([1 for _, answer in PINNED if answer is None]) >= 60
    assert len([1 for _, answer in PINNED if answer is not None]) >= 25


@pytest.mark.parametrize(("question", "answer"), PINNED, ids=[question for question, _ in PINNED])
def test_holders_and_unlike_things_are_answered_by_the_roles_of_their_numbers_or_asked_back(
    question: str, answer: str | None
) -> None:
    said = stated(question)
    if answer is None:
        assert said == [], f"stated {said} where no answer of its numbers fits"
    else:
        assert said and all(meanings(one) & meanings(answer) for one in said), f"stated {said}, not {answer}"
