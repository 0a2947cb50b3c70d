"""Each shortcut's steps, word for word, on one fixed problem: tests/data/steps/<family>.json.

A change of wording ("…from 100." → "…from 50.") fails here. After an intended change, rerun
`python scripts/steps/pin_steps.py` and read the diff.
"""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from quickmath.domain import Problem
from quickmath.numbers import exact_value
from quickmath.techniques import BY_NAME, TECHNIQUES

FOLDER = Path(__file__).parents[1] / "data" / "steps"
PINNED: list[dict[str, Any]] = [
    entry for path in sorted(FOLDER.glob("*.json")) for entry in json.loads(path.read_text(encoding="utf-8"))
]


def value(written: Any) -> Fraction:
    number = exact_value(written)
    assert number is not None, written
    return number


def test_every_shortcut_is_pinned_once() -> None:
    assert sorted(entry["technique"] for entry in PINNED) == sorted(t.name for t in TECHNIQUES)


@pytest.mark.parametrize("entry", PINNED, ids=[entry["technique"] for entry in PINNED])
def test_the_steps_read_as_pinned(entry: dict[str, Any]) -> None:
    fields = entry["problem"]
    problem = Problem(
        fields["operation"], value(fields["a"]), value(fields["b"]), value(fields["step"]),
        twelve_hour=fields["twelve_hour"],
    )  # fmt: skip
    technique = BY_NAME[entry["technique"]]
    assert technique.applies(problem)
    solution = technique.solve(problem).model_dump(mode="json")
    assert [[s["say"], s["expr"], s["result"]] for s in solution["steps"]] == entry["steps"]
    assert solution["answer"] == entry["answer"]
