"""Whatever a model writes in a note, `dispatch` answers with a JSON-serialisable dict and never raises."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from quickmath.domain import Operation
from quickmath.tools import TOOLS, dispatch

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=30),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4)
    ),
    max_leaves=12,
)
number_like = st.one_of(
    st.integers(min_value=-(10**40), max_value=10**40),
    st.floats(allow_nan=True, allow_infinity=True),
    st.sampled_from(
        ["4.7", "1e999999999", "NaN", "-Infinity", "1,234", "−17", "0.000001", "9" * 1200, "", " "]
    ),
    st.booleans(),
    st.none(),
    st.lists(st.integers(), max_size=2),
)
shaped_like_a_note = st.fixed_dictionaries(
    {
        "a": number_like,
        "operation": st.sampled_from([*(op.value for op in Operation), "^", "×", "times", "", None, 3]),
        "b": number_like,
    },
    optional={
        "step": number_like,
        "technique": st.one_of(
            st.none(), st.text(max_size=20), st.sampled_from(["add_nines", "gauss_pairing"])
        ),
        "answer": number_like,
        "expression": st.text(alphabet="0123456789+-*/^()×÷ .", max_size=40),
    },
)
tool_names = st.sampled_from([tool.name for tool in TOOLS] + ["solve_and_explain", ""])


def answered(result: Any) -> None:
    assert isinstance(result, dict)
    json.dumps(result, allow_nan=False)
    assert "error" not in result or isinstance(result["error"], str)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(name=tool_names, arguments=json_values)
def test_arbitrary_json_never_makes_dispatch_raise(name: str, arguments: Any) -> None:
    answered(dispatch(name, arguments))


@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(name=tool_names, arguments=shaped_like_a_note)
def test_junk_shaped_like_the_schema_never_makes_dispatch_raise(name: str, arguments: dict[str, Any]) -> None:
    answered(dispatch(name, arguments))


@pytest.mark.parametrize(
    ("arguments", "complaint"),
    [
        ({"a": 2, "operation": "power", "b": 10**6}, "more than 10000 digits"),
        ({"a": "9" * 1001, "operation": "+", "b": 1}, "at most 1000 digits"),
        ({"a": "1e999999999", "operation": "+", "b": 1}, "is not a number"),
        ({"a": float("nan"), "operation": "+", "b": 1}, "finite"),
        ({"a": float("inf"), "operation": "*", "b": 1}, "finite"),
        ({"a": True, "operation": "+", "b": 1}, "not true or false"),
        ({"a": [1], "operation": "+", "b": 1}, "not a list"),
        ({"a": {"x": 1}, "operation": "+", "b": 1}, "not an object"),
    ],
)
def test_impossible_work_is_refused_before_it_starts(arguments: dict[str, Any], complaint: str) -> None:
    result = dispatch("solve_with_shortcut", arguments)
    assert complaint in result["error"]


def test_a_quintillion_term_series_comes_back_by_formula() -> None:
    result = dispatch("solve_with_shortcut", {"a": 1, "operation": "series", "b": 10**18})
    assert result["solution"]["answer"] == 10**18 * (10**18 + 1) // 2
    squares = dispatch("solve_with_shortcut", {"a": 1, "operation": "sum_of_squares", "b": 10**18})
    n = 10**18
    assert squares["solution"]["answer"] == n * (n + 1) * (2 * n + 1) // 6


def test_decimal_arithmetic_never_rounds() -> None:
    result = dispatch(
        "solve_with_shortcut", {"a": "12345678901234567890123456789.5", "operation": "+", "b": 1}
    )
    assert result["solution"]["answer"] == "12345678901234567890123456790.5"
    product = dispatch(
        "solve_with_shortcut", {"a": "0.1234567890123456789012345678901", "operation": "*", "b": 3}
    )
    assert product["solution"]["answer"] == "0.3703703670370370367037037036703"
