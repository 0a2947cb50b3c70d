"""Stories that take one amount from another by their roles (benchmarks/stories_grid.py): a sample of its
grid, written out by `python benchmarks/stories_grid.py --write` as [question, answer] pairs in
tests/data/stories_grid.json. A weight with its container less the container alone ("Balance reads 12.846 g
with the boat, boat alone is 1.203 g. Mass of sample?"), a closing amount less the opening one, a load less
its limit ("How much do I need to take out?"), a whole length less the part cut or needed ("Whats the
offcut"), "A minus B" with its result asked ("Final total?"), the change from a note handed over ("A note
of 20 for a coffee of 3.85, change?"), a chase with its wickets ("Chasing 287, they're 143 for 4"), two like
amounts with one period after them ("my two pensions, £812.40 and £356.75 per month"), a ledger one a line,
and the way to a goal beyond a landmark ("37 days to Christmas … 19 days after Christmas") are read, also
after numbers that only label the story ("Chat started 10:41. Order 90017 from 2025-11-18."); a null answer
is the same story with a word that changes the question (both weighed, a third number, "each", the amounts
turned round, what "came back with" a float, a label asked of, two currencies, wickets asked, a year asked of
monthly amounts, a landmark named twice differently), asked back."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.test_wrong_answer_probes import meanings, stated

PINNED = json.loads((Path(__file__).parent / "data" / "stories_grid.json").read_text(encoding="utf-8"))


def test_the_sample_holds_cells_read_and_cells_asked_back() -> None:
    assert len([1 for _, answer in PINNED if answer is None]) >= 12
    assert len([1 for _, answer in PINNED if answer is not None]) >= 80


@pytest.mark.parametrize(("question", "answer"), PINNED, ids=[question for question, _ in PINNED])
def test_a_story_of_two_amounts_in_roles_is_answered_right_or_asked_back(
    question: str, answer: str | None
) -> None:
    said = stated(question)
    if answer is None:
        assert said == [], f"stated {said} where a word changes the question"
    else:
        assert said and all(meanings(one) & meanings(answer) for one in said), f"stated {said}, not {answer}"
