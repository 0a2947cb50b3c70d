"""Stories that ask what is left, missing, still needed, over or changed (benchmarks/differences_grid.py): a
sample of its grid, written out by `python benchmarks/differences_grid.py --write` as [question, answer] pairs
in tests/data/differences_grid.json. Two amounts of one kind in roles ("36 m of cable on the van, used
17.5 m", "Steps today: 7,482. Goal: 10,000", "Hand luggage 7 kg allowed, mine's 9.35 kg", "Float was £75, now
there's £318.40 in the tin") and a question of the gap are read by the roles, the one taken off the other; a
null answer is a story with a word that changes the operation ("altogether", "each", a third number, kg
beside £, a question the story cannot answer), asked back."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.test_wrong_answer_probes import meanings, stated

PINNED = json.loads((Path(__file__).parent / "data" / "differences_grid.json").read_text(encoding="utf-8"))


def test_the_sample_holds_cells_read_and_cells_asked_back() -> None:
    assert len([1 for _, answer in PINNED if answer is None]) >= 15
    assert len([1 for _, answer in PINNED if answer is not None]) >= 80


@pytest.mark.parametrize(("question", "answer"), PINNED, ids=[question for question, _ in PINNED])
def test_a_gap_between_two_amounts_in_roles_is_answered_right_or_asked_back(
    question: str, answer: str | None
) -> None:
    said = stated(question)
    if answer is None:
        assert said == [], f"stated {said} where a word changes the operation"
    else:
        assert said and all(meanings(one) & meanings(answer) for one in said), f"stated {said}, not {answer}"
