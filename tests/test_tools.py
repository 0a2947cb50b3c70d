"""The menu and `dispatch`: the seed's examples, the seed's bad notes, and every tool's result shape."""

from __future__ import annotations

import json
from typing import Any

import pytest

from quickmath.tools import dispatch, tool_specs

SOLVE = "solve_with_shortcut"


def solve(**arguments: Any) -> dict[str, Any]:
    return dispatch(SOLVE, arguments)


@pytest.mark.parametrize(
    ("arguments", "technique", "results", "answer"),
    [
        ({"a": 47, "operation": "+", "b": 9}, "add_nines", [57, 56], 56),
        ({"a": "4.7", "operation": "*", "b": 1000}, "multiply_by_power_of_10", None, 4700),
        ({"a": 13, "operation": "*", "b": 14}, "multiply_teens", None, 182),
        ({"a": 48, "operation": "*", "b": 5}, "multiply_by_5", None, 240),
        ({"a": 245, "operation": "add_time", "b": 215}, None, None, 500),
        ({"a": 1, "operation": "series", "b": 19, "step": 2}, None, None, 100),
        ({"a": 1, "operation": "sum_of_squares", "b": 10}, None, None, 385),
        ({"a": 14, "operation": "power", "b": 3}, None, None, 2744),
        ({"a": 129, "operation": "+", "b": 99}, "add_nines", [229, 228], 228),
    ],
)
def test_the_seed_examples(
    arguments: dict[str, Any], technique: str | None, results: list[int] | None, answer: int
) -> None:
    result = solve(**arguments)
    assert result["found"] is True
    solution = result["solution"]
    assert solution["answer"] == answer
    assert solution["verified"] is True
    if technique:
        assert solution["technique"] == technique
    if results:
        assert [step["result"] for step in solution["steps"]] == results


def test_for_129_plus_99_add_nines_beats_the_other_ways() -> None:
    result = solve(a=129, operation="+", b=99)
    assert result["solution"]["technique"] == "add_nines"
    others = result["other_applicable_shortcuts"]
    assert {"round_and_compensate", "add_in_parts"} <= set(others)


def test_the_seed_result_has_exactly_the_contract_shape() -> None:
    result = solve(a=47, operation="+", b=9)
    assert set(result) == {"found", "solution", "other_applicable_shortcuts"}
    assert set(result["solution"]) == {"technique", "problem", "rule", "steps", "answer", "verified"}
    assert result["solution"]["steps"][0] == {"say": "Add 10 instead of 9.", "expr": "47 + 10", "result": 57}


@pytest.mark.parametrize(
    ("name", "arguments", "error"),
    [
        ("solve_and_explain", {"a": 47, "operation": "+", "b": 9}, "Unknown tool: solve_and_explain"),
        (SOLVE, {"a": "forty-seven", "operation": "+", "b": 9}, "a: 'forty-seven' is not a number"),
        (SOLVE, {"a": 47, "operation": "^", "b": 2}, "operation: Input should be one of '+', '-', '*', '/'"),
        (SOLVE, {"a": 47, "operation": "/", "b": 0}, "Cannot divide by zero."),
        (
            SOLVE,
            {"a": 245, "operation": "add_time", "b": 175},
            "175 has 75 minutes, and an hour has 60: send 215 (2 h 15 min) instead.",
        ),
        (SOLVE, {"a": 47, "operation": "+"}, "b: is missing"),
        (
            SOLVE,
            {"a": 129, "operation": "+", "b": 99, "technique": "multiply_teens"},
            "does not apply to 129 + 99",
        ),
        (SOLVE, {"a": 129, "operation": "+", "b": 99, "technique": "add_nine"}, "Did you mean add_nines"),
        (SOLVE, {"a": 2, "operation": "power", "b": 100_000}, "more than 10000 digits"),
        (
            "check_answer",
            {"a": 47, "operation": "*", "b": 6, "answer": "lots"},
            "answer: 'lots' is not a number",
        ),
        (
            "check_answer",
            {"a": 47, "operation": "+", "b": 9, "answer": "5 6"},
            "answer: '5 6' holds more than one number (5, 6)",
        ),
        ("solve_expression", {"expression": "2 + (3"}, "a bracket is not closed"),
        ("solve_expression", {"expression": "__import__('os')"}, "cannot read '_'"),
        (
            "make_practice_problem",
            {"technique": "no_such_thing"},
            "There is no shortcut called 'no_such_thing'",
        ),
    ],
)
def test_a_bad_note_comes_back_as_an_error_the_model_can_act_on(
    name: str, arguments: dict[str, Any], error: str
) -> None:
    result = dispatch(name, arguments)
    assert set(result) == {"error"}
    assert error in result["error"]


def test_a_named_shortcut_is_used_when_it_applies() -> None:
    result = solve(a=129, operation="+", b=99, technique="round and compensate")
    assert result["solution"]["technique"] == "round_and_compensate"
    assert result["solution"]["answer"] == 228
    assert "add_nines" in result["other_applicable_shortcuts"]


def test_numbers_in_results_are_json_integers_or_exact_strings() -> None:
    assert solve(a="4.7", operation="*", b=1000)["solution"]["answer"] == 4700
    assert solve(a="2.75", operation="+", b="1.5")["solution"]["answer"] == "4.25"
    assert solve(a=10, operation="/", b=3)["solution"]["answer"] == "10/3"
    assert '"4.25"' in json.dumps(solve(a="2.75", operation="+", b="1.5"))


@pytest.mark.parametrize(
    ("arguments", "correct", "matches"),
    [
        ({"a": 47, "operation": "*", "b": 6, "answer": 282}, True, True),
        ({"a": 47, "operation": "*", "b": 6, "answer": 272}, False, False),
        ({"a": 47, "operation": "*", "b": 6, "answer": 228}, False, True),
        ({"a": 465, "operation": "+", "b": 278, "answer": 743}, True, True),
        ({"a": 1000, "operation": "-", "b": 347, "answer": 653}, True, True),
    ],
)
def test_check_answer_decides_exactly_and_shows_casting_out_nines(
    arguments: dict[str, Any], correct: bool, matches: bool
) -> None:
    result = dispatch("check_answer", arguments)
    assert result["correct"] is correct
    check = result["digit_sum_check"]
    assert check["matches"] is matches
    assert "does not prove" in check["note"]
    assert check["steps"][-1]["say"].startswith("Compare:")


@pytest.mark.parametrize(
    ("arguments", "correct"),
    [
        ({"a": 10, "operation": "/", "b": 3, "answer": "3 1/3"}, True),
        ({"a": 10, "operation": "/", "b": 3, "answer": "10/3"}, True),
        ({"a": 10, "operation": "/", "b": 3, "answer": "3.33"}, False),
        ({"a": 245, "operation": "add_time", "b": 215, "answer": "5:00"}, True),
        ({"a": 245, "operation": "add_time", "b": 215, "answer": 500}, True),
    ],
)
def test_check_answer_reads_fractions_and_clock_times(arguments: dict[str, Any], correct: bool) -> None:
    result = dispatch("check_answer", arguments)
    assert result["correct"] is correct
    assert result["digit_sum_check"] is None


def test_list_shortcuts_lists_every_shortcut_and_filters_by_operation() -> None:
    everything = dispatch("list_shortcuts", {})["shortcuts"]
    assert len(everything) >= 80
    assert set(everything[0]) == {"name", "title", "operation", "rule"}
    times = dispatch("list_shortcuts", {"operation": "add_time"})["shortcuts"]
    assert {s["operation"] for s in times} == {"add_time"}
    assert "add_time" in {s["name"] for s in times}


def test_solve_expression_follows_the_order_of_operations_with_a_shortcut_per_step() -> None:
    result = dispatch("solve_expression", {"expression": "100 + 9 + 9 + 9 + 9 + 9 + 9 + 9"})
    assert result["answer"] == 163
    assert [part["answer"] for part in result["parts"]] == [109, 118, 127, 136, 145, 154, 163]
    assert {part["technique"] for part in result["parts"]} == {"add_nines"}
    mixed = dispatch("solve_expression", {"expression": "2 + 3 × (4 + 6)"})
    assert [part["problem"] for part in mixed["parts"]] == ["4 + 6", "3 × 10", "2 + 30"]
    assert mixed["answer"] == 32


def test_make_practice_problem_gives_a_problem_the_shortcut_fits() -> None:
    from quickmath.techniques import BY_NAME
    from quickmath.tools.schemas import SolveArgs
    from quickmath.tools.solve import problem_from

    names = ("add_nines", "add_decimals_as_whole", "gauss_pairing", "back_through_noon_or_midnight",
             "count_on_through_midnight", "divisible_by_taking_off", "remainder_by_digit_sum")  # fmt: skip
    for name in names:
        result = dispatch("make_practice_problem", {"technique": name})
        assert BY_NAME[name].applies(problem_from(SolveArgs.model_validate(result)))
        assert "answer" not in result


def test_the_menu_lists_each_tool_with_a_schema_built_from_its_arguments() -> None:
    specs = {spec["function"]["name"]: spec["function"] for spec in tool_specs()}
    assert {"solve_with_shortcut", "check_answer", "list_shortcuts"} <= set(specs)
    solve_schema = specs[SOLVE]["parameters"]
    assert solve_schema["required"] == ["a", "operation", "b"]
    assert "245 for 2 h 45 min" in solve_schema["properties"]["a"]["description"]
    new_families = ["remainder", "divisible", "time_after", "time_before", "time_between", "subtract_time"]
    assert solve_schema["properties"]["operation"]["enum"][8:] == ["power", *new_families]
    assert "the cube of 14" in solve_schema["properties"]["operation"]["description"]
    assert "$defs" not in json.dumps(specs)


@pytest.mark.parametrize(
    ("expression", "routed"),
    [
        (
            "1 + 2 + 3 + ... + 100",
            "this is a series: call solve_with_shortcut with operation 'series', a 1, b 100, step 1.",
        ),
        ("2 + 4 + … + 50", "operation 'series', a 2, b 50, step 2."),
        ("1² + 2² + … + 10²", "operation 'sum_of_squares', a 1, b 10."),
        ("1^3 + 2^3 + ... + 5^3", "operation 'sum_of_cubes', a 1, b 5."),
        (
            "2 h 45 min + 1 h 30 min",
            "lengths of time: call solve_with_shortcut with operation 'add_time', a 245, b 130",
        ),
        ("2:45 + 1:30 + 0:45", "two at a time: first a 245, b 130, then that answer and 45."),
    ],
)
def test_solve_expression_routes_a_series_or_times_to_the_fitting_tool_with_the_learners_numbers(
    expression: str, routed: str
) -> None:
    error = dispatch("solve_expression", {"expression": expression})["error"]
    assert routed in error
    assert "e.g." not in error and "100 + 9 + 9" not in error


def test_an_expression_it_cannot_read_names_the_symbol_in_the_learners_own_sum() -> None:
    error = dispatch("solve_expression", {"expression": "47 + 9 = ?"})["error"]
    assert "cannot read '=' in '47 + 9 = ?'" in error and "e.g." not in error
