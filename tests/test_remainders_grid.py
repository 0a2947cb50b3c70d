"""Remainders, powers and divisibility asked in stories (benchmarks/remainders_grid.py): a sample of its grid,
written out by `python benchmarks/remainders_grid.py --write` as [question, answer] pairs in
tests/data/remainders_grid.json. A whole put into groups of a size and what is left asked ("I have 73 apples
and boxes of 8 apples. How many apples stay outside of box?") is the remainder; the last group asked after
the full ones ("… 130 per sailing. After the full sailings, how many cars are on the last one?") the
remainder too; whether the whole goes into the groups exactly, yes or no; a power told in a story ("upgrade
cost is 5 to the power of the upgrade number. at upgrade 6 how much gold?") its value. A grade or a team's age
group beside the story is no number of it. A null answer is a story whose words ask something else (how many
groups, a single box, "boxes for 8 apples" that may hold 8 in all, a sum of powers, another number): asked
back."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.test_wrong_answer_probes import meanings, stated

PINNED = json.loads((Path(__file__).parent / "data" / "remainders_grid.json").read_text(encoding="utf-8"))


def test_the_sample_holds_cells_read_and_cells_asked_back() -> None:
    assert len([1 for _, answer in PINNED if answer is None]) >= 15
    assert len([1 for _, answer in PINNED if answer is not None]) >= 60


@pytest.mark.parametrize(("question", "answer"), PINNED, ids=[question for question, _ in PINNED])
def test_a_story_of_groups_or_a_power_is_answered_by_the_roles_of_its_numbers_or_asked_back(
    question: str, answer: str | None
) -> None:
    said = stated(question)
    if answer is None:
        assert said == [], f"stated {said} where the words ask something else"
    else:
        assert said and all(meanings(one) & meanings(answer) for one in said), f"stated {said}, not {answer}"
