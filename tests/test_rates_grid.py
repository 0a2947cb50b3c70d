"""A rate times a count told as a story (benchmarks/rates_grid.py): a sample of its grid, written out by
`python benchmarks/rates_grid.py --write` as [question, answer] pairs in tests/data/rates_grid.json. A price
each, an amount a week or points a try, and how many of them, in any order and with labels, names and filler
around ("Box office: 96 tickets at £12.50", "£4 a week for 38 weeks", "5 points a try, 17 tries. Points?"),
is read and answered; a null answer is a story with a word that changes the calculation (how many can be
bought, what each one is, what is left, a third number, a count of another thing than the rate is for),
asked back."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.test_wrong_answer_probes import meanings, stated

PINNED = json.loads((Path(__file__).parent / "data" / "rates_grid.json").read_text(encoding="utf-8"))


def test_the_sample_holds_cells_read_and_cells_asked_back() -> None:
    assert len([1 for _, answer in PINNED if answer is None]) >= 15
    assert len([1 for _, answer in PINNED if answer is not None]) >= 80


@pytest.mark.parametrize(("question", "answer"), PINNED, ids=[question for question, _ in PINNED])
def test_a_rate_times_a_count_is_answered_right_or_asked_back(question: str, answer: str | None) -> None:
    said = stated(question)
    if answer is None:
        assert said == [], f"stated {said} where the story asks something else"
    else:
        assert said and all(meanings(one) & meanings(answer) for one in said), f"stated {said}, not {answer}"
