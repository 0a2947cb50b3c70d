"""A calculation written plainly inside chatter (benchmarks/chatter_grid.py): a sample of its grid, written
out by `python benchmarks/chatter_grid.py --write` as [question, answer] pairs in
tests/data/chatter_grid.json. A calculation in digits and signs beside a quiz header or a question's label
("ROUND 2: NUMBERS ⏎ 4. 37 x 12 = ?", "Q7)"), a remark about the learner ("brain not working"), a verb saying
where it came from ("my son's homework has …"), an edit saying what its own sign means ("EDIT: x as in
times") or an answer someone offers ("three of them got 4,462") is answered; a null answer is the same
calculation with words that change it or ask something else of it ("… each, for 3 of us", "EDIT: I mean
plus", "three of them got 20 more", "EDIT: one of the numbers is wrong"), asked back. A calculation written
out after a story it says again ("Somebody paid £20 for something costing £13.45 – what's 20 - 13.45?") is
answered; with another number, a count in words, an answer offered or a correction beside it, asked back."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.test_wrong_answer_probes import meanings, stated

PINNED = json.loads((Path(__file__).parent / "data" / "chatter_grid.json").read_text(encoding="utf-8"))


def test_the_sample_holds_cells_read_and_cells_asked_back() -> None:
    assert len([1 for _, answer in PINNED if answer is None]) >= 100
    assert len([1 for _, answer in PINNED if answer is not None]) >= 100


@pytest.mark.parametrize(("question", "answer"), PINNED, ids=[question for question, _ in PINNED])
def test_a_calculation_in_chatter_is_answered_right_or_asked_back(question: str, answer: str | None) -> None:
    said = stated(question)
    if answer is None:
        assert said == [], f"stated {said} where the words around the calculation change it"
    else:
        assert said and all(meanings(one) & meanings(answer) for one in said), f"stated {said}, not {answer}"
