"""`list_shortcuts` given one name: that shortcut in full, with why it works and a verified worked example."""

from __future__ import annotations

import contextlib
from fractions import Fraction
from typing import Any

import pytest

from quickmath.domain import DURATION_OPERATIONS, Operation
from quickmath.expression import ExpressionError, value_of
from quickmath.forms import shown_result
from quickmath.techniques import TECHNIQUES, Technique
from quickmath.tools import dispatch

WRITTEN_AS_A_SUM = {Operation.ADD, Operation.SUBTRACT, Operation.MULTIPLY, Operation.DIVIDE, Operation.POWER}


def in_full(name: str) -> dict[str, Any]:
    result = dispatch("list_shortcuts", {"name": name})
    assert set(result) == {"shortcut"}, result
    shortcut: dict[str, Any] = result["shortcut"]
    return shortcut


def exact(value: int | str) -> Fraction:
    return Fraction(value)


@pytest.mark.parametrize("technique", TECHNIQUES, ids=lambda t: t.name)
def test_each_shortcut_in_full_has_its_rule_why_and_a_verified_example(technique: Technique) -> None:
    shortcut = in_full(technique.name)
    assert set(shortcut) == {"name", "title", "operation", "rule", "why", "example"}
    assert shortcut["name"] == technique.name
    assert (shortcut["rule"], shortcut["why"]) == (technique.rule, technique.why)
    assert shortcut["operation"] == technique.operation.value
    example = shortcut["example"]
    assert example["verified"] is True
    assert example["steps"], "a worked example shows its steps"
    last, answer = example["steps"][-1]["result"], example["answer"]
    if technique.operation is Operation.DIVISIBLE:  # Yes/No: the last step leaves 0 exactly for Yes
        assert (last == 0) is (answer == "Yes")
    elif technique.operation in (Operation.TIME_AFTER, Operation.TIME_BEFORE):
        assert last == answer  # a clock reading such as "6:21 AM"
    elif technique.operation is Operation.TIME_BETWEEN:
        assert answer.startswith(f"{last} minute")  # "303 minutes (5 h 3 min)"
    elif technique.operation in DURATION_OPERATIONS:  # the model's 415, a person's 4:15 or 4 h 15 min
        assert last == shown_result(example["problem"], answer) != str(answer)
    else:
        assert exact(last) == exact(answer)
    if technique.operation in WRITTEN_AS_A_SUM:
        assert value_of(example["problem"]) == exact(example["answer"])
    for step in example["steps"]:
        with contextlib.suppress(ExpressionError):  # a few steps read digits off rather than write a sum
            assert value_of(step["expr"]) == exact(step["result"]), step


def test_the_example_is_the_same_every_time() -> None:
    first = in_full("multiply_by_11")
    assert first["example"]["problem"] == "195 × 11"
    assert in_full("multiply_by_11") == first


@pytest.mark.parametrize("spelled", ["Add nines", "add-nines", " ADD_NINES "])
def test_a_name_may_be_spelled_with_spaces_dashes_or_capitals(spelled: str) -> None:
    assert in_full(spelled)["name"] == "add_nines"


@pytest.mark.parametrize(
    ("asked", "suggested"),
    [
        ("add_nine", "add_nines"),
        ("times eleven", "multiply_by_11"),
        ("squaring near 100", "square_near_100"),
        ("gauss", "gauss_pairing"),
    ],
)
def test_an_unknown_name_is_an_error_that_suggests_close_ones(asked: str, suggested: str) -> None:
    result = dispatch("list_shortcuts", {"name": asked})
    assert set(result) == {"error"}
    assert repr(asked) in result["error"]
    assert suggested in result["error"].split("Did you mean ", 1)[1]


def test_an_unknown_name_with_nothing_close_points_to_the_list() -> None:
    assert "Call list_shortcuts for the names" in dispatch("list_shortcuts", {"name": "xyzzy"})["error"]


def test_without_a_name_the_list_stays_short_per_shortcut() -> None:
    listed = dispatch("list_shortcuts", {"operation": "*"})["shortcuts"]
    assert listed and all(set(item) == {"name", "title", "operation", "rule"} for item in listed)
