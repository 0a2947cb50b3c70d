"""Written calculations with words beside their numbers (benchmarks/unit_grid.py): a sample of its grid,
written out by `python benchmarks/unit_grid.py --write` as [question, answer] pairs in
tests/data/unit_grid.json. A unit, a currency or a counted noun beside every number, beside the last only or
before them ("18 + 24 + 31 pounds", "12 apples + 5 apples", "3 boxes × 12 eggs", "how many kg is 18 + 24")
is the same calculation, read and answered; a null answer is a unit that changes the calculation ("3 m × 4 m"
is an area, "2 kg + 300 g" needs converting, "3 km + 5 km = ? m"), asked back."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.test_wrong_answer_probes import meanings, stated

PINNED = json.loads((Path(__file__).parent / "data" / "unit_grid.json").read_text(encoding="utf-8"))


def test_the_sample_holds_cells_read_and_cells_asked_back() -> None:
    assert len([1 for _, answer in PINNED if answer is None]) >= 15
    assert len([1 for _, answer in PINNED if answer is not None]) >= 80


@pytest.mark.parametrize(("question", "answer"), PINNED, ids=[question for question, _ in PINNED])
def test_a_calculation_with_words_beside_its_numbers_is_answered_right_or_asked_back(
    question: str, answer: str | None
) -> None:
    said = stated(question)
    if answer is None:
        assert said == [], f"stated {said} where the units change the calculation"
    else:
        assert said and all(meanings(one) & meanings(answer) for one in said), f"stated {said}, not {answer}"
