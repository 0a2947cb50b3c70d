"""A tool's error retold for the learner: never the raw error, and no number but the learner's own."""

from __future__ import annotations

import re
from typing import Any

import pytest

from quickmath.offline.plain_errors import retold
from quickmath.tools import dispatch

CASES = [
    ("90 minutes plus 45 minutes", {"a": 90, "operation": "add_time", "b": 45}),
    ("2 h 45 min + 1 h 75 min", {"a": 245, "operation": "add_time", "b": 175}),
    ("what is 5 / 0", {"a": 5, "operation": "/", "b": 0}),
    ("0 to the power 0", {"a": 0, "operation": "power", "b": 0}),
    ("2 to the power -1", {"a": 2, "operation": "power", "b": -1}),
    ("1 + 3 + 5 + … + 20", {"a": 1, "operation": "series", "b": 20, "step": 2}),
    ("the squares from 10 down to 1", {"a": 10, "operation": "sum_of_squares", "b": 1}),
]


@pytest.mark.parametrize(("said", "note"), CASES, ids=[said for said, _ in CASES])
def test_an_error_is_retold_with_only_the_learners_numbers(said: str, note: dict[str, Any]) -> None:
    error = dispatch("solve_with_shortcut", note)["error"]
    told = retold(said, error)
    assert error not in told
    assert set(re.findall(r"\d+", told)) <= set(re.findall(r"\d+", said))
    assert "run together" not in told and "_" not in told
