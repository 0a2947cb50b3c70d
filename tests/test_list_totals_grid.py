"""Totals of a list of amounts told as a story (benchmarks/list_totals_grid.py): a sample of its grid, written
out by `python benchmarks/list_totals_grid.py --write` as [question, answer] pairs in
tests/data/list_totals_grid.json. Amounts told as the items of a list, after labels or names, with units, on
days, as bullets or lines, with a question for the whole ("Books returned 146, 98 and 173. Total returns?",
"Week 1: 40, Week 2: 35. Total?", "taxi £23 / lunch £14, what's that come to?") are added, their counts,
labels, dates and ages left out; a null answer is the same story with a word that changes the operation ("…
each", "… then we sold 98", "from my £5,000", "2 kg and 300 g"), asked back."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.test_wrong_answer_probes import meanings, stated

PINNED = json.loads((Path(__file__).parent / "data" / "list_totals_grid.json").read_text(encoding="utf-8"))


def test_the_sample_holds_cells_read_and_cells_asked_back() -> None:
    assert len([1 for _, answer in PINNED if answer is None]) >= 15
    assert len([1 for _, answer in PINNED if answer is not None]) >= 80


@pytest.mark.parametrize(("question", "answer"), PINNED, ids=[question for question, _ in PINNED])
def test_a_list_of_amounts_is_totalled_right_or_asked_back(question: str, answer: str | None) -> None:
    said = stated(question)
    if answer is None:
        assert said == [], f"stated {said} where a word changes the operation"
    else:
        assert said and all(meanings(one) & meanings(answer) for one in said), f"stated {said}, not {answer}"
