"""Runs told as stories or as "1 to N" (benchmarks/series_grid.py): a sample of its grid, written out by
`python benchmarks/series_grid.py --write` as [question, answer] pairs in tests/data/series_grid.json. A range
of numbered things ("sum of page numbers 1 to 64"), amounts on numbered days that grow by one step ("2p on day
1, 4p on day 2, … up to 60p on day 30"), a stack from its top to its bottom, squares told by their sides ("a
1x1 block, then 2x2, … up to 8x8") and runs of squares or cubes written out are added. A null answer is the
same run with something that changes the sum (a last day the steps do not reach, a step that is not constant,
one day or the bottom row asked, a day missed, amounts held rather than added, prime numbers): asked back."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.test_wrong_answer_probes import meanings, stated

PINNED = json.loads((Path(__file__).parent / "data" / "series_grid.json").read_text(encoding="utf-8"))


def test_the_sample_holds_cells_read_and_cells_asked_back() -> None:
    assert len([1 for _, answer in PINNED if answer is None]) >= 15
    assert len([1 for _, answer in PINNED if answer is not None]) >= 80


@pytest.mark.parametrize(("question", "answer"), PINNED, ids=[question for question, _ in PINNED])
def test_a_run_is_added_by_the_roles_of_its_numbers_or_asked_back(question: str, answer: str | None) -> None:
    said = stated(question)
    if answer is None:
        assert said == [], f"stated {said} where something changes the sum"
    else:
        assert said and all(meanings(one) & meanings(answer) for one in said), f"stated {said}, not {answer}"
