"""The menu and `dispatch`: the seed's examples, the seed's bad notes, and every tool's result shape."""

from __future__ import annotations

import json
from fractions import Fraction
from typing import Any

import pytest

from quickmath.domain import Operation
from quickmath.expression import value_of
from quickmath.numbers import exact_value
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
    for step in check["steps"]:  # the comparison too: a difference of 0 is a match
        assert value_of(step["expr"]) == exact_value(step["result"]), step
    assert (check["steps"][-1]["result"] == 0) is matches
    assert ("do not match" in check["steps"][-1]["say"]) is not matches


def test_the_casting_out_nines_steps_read_as_pinned() -> None:
    check = dispatch("check_answer", {"a": 1000, "operation": "-", "b": 347, "answer": 635})[
        "digit_sum_check"
    ]
    assert [(s["say"], s["expr"], s["result"]) for s in check["steps"]] == [
        ("Add the digits of the first number, 1000.", "1 + 0 + 0 + 0", 1),
        ("Add the digits of the second number, 347.", "3 + 4 + 7", 14),
        ("Add the digits again.", "1 + 4", 5),
        ("Do the same sum with the digit sums.", "1 − 5 + 9", 5),
        ("Add the digits of your answer, 635.", "6 + 3 + 5", 14),
        ("Add the digits again.", "1 + 4", 5),
        ("The digit sums match (9 counts as 0).", "5 − 5", 0),
    ]
    assert check["matches"] is True


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


def test_a_sum_no_shortcut_fits_comes_back_plain_with_its_problem() -> None:
    result = dispatch("solve_expression", {"expression": "1/3 + 1/3"})
    assert result["parts"][-1] == {"problem": "1/3 + 1/3", "technique": None, "answer": "2/3"}
    assert (result["expression"], result["answer"], result["verified"]) == ("1/3 + 1/3", "2/3", True)
    assert set(result["rules"]) == {"divide_in_parts"}


def test_an_expression_names_each_part_its_rule_and_negates_brackets() -> None:
    result = dispatch("solve_expression", {"expression": "-(2 + 3) + 10"})
    assert [(p["problem"], p["technique"], p["answer"]) for p in result["parts"]] == [
        ("2 + 3", "add_in_parts", 5),
        ("(−5) + 10", "add_signed_numbers", 5),
    ]
    assert result["parts"][0]["steps"] == [{"say": "Add 2.", "expr": "3 + 2", "result": 5}]
    assert result["rules"]["add_in_parts"].startswith("Keep the bigger number")
    assert result["answer"] == 5


def test_the_dispatch_errors_are_worded_exactly() -> None:
    names = "solve_with_shortcut, solve_expression, check_answer, list_shortcuts, make_practice_problem"
    assert dispatch("nope", {}) == {"error": f"Unknown tool: nope. The tools are: {names}."}
    assert dispatch(SOLVE, [1]) == {  # type: ignore[arg-type]
        "error": "The arguments of solve_with_shortcut must be a JSON object with named fields."
    }
    assert dispatch(SOLVE, {"a": 47, "operation": "+", "b": 9, "technique": "zzzzqqq"}) == {
        "error": "There is no shortcut called 'zzzzqqq'. Call list_shortcuts for the names."
    }
    assert dispatch(SOLVE, {"a": 47, "operation": "+", "b": 9, "technique": "multiply_by_11"}) == {
        "error": "multiply_by_11 does not apply to 47 + 9. Shortcuts that fit: add_nines, "
        "round_both_and_compensate, round_and_compensate, add_in_parts. "
        "Leave technique empty to get the best one."
    }
    assert dispatch(SOLVE, {"operation": "+"}) == {"error": "a: is missing; b: is missing."}


def test_a_failure_inside_a_tool_is_named_not_raised(monkeypatch: pytest.MonkeyPatch) -> None:
    import quickmath.tools.solve as solve_module

    def broken(problem: object) -> list[object]:
        raise ZeroDivisionError

    monkeypatch.setattr(solve_module, "find_applicable", broken)
    assert dispatch(SOLVE, {"a": 47, "operation": "+", "b": 9}) == {
        "error": "solve_with_shortcut could not work that out (ZeroDivisionError); try a smaller problem."
    }


def test_check_answer_gives_the_problem_and_both_answers() -> None:
    result = dispatch("check_answer", {"a": 10, "operation": "/", "b": 4, "answer": "2 1/2"})
    assert {k: v for k, v in result.items() if k != "digit_sum_check"} == {
        "correct": True, "problem": "10 ÷ 4", "answer_given": "2.5", "correct_answer": "2.5",
    }  # fmt: skip
    assert (
        "'13:00' is a time, but 47 + 9 is not about time"
        in dispatch("check_answer", {"a": 47, "operation": "+", "b": 9, "answer": "13:00"})["error"]
    )


def test_a_practice_problem_has_every_field_and_a_step_only_when_it_is_not_1() -> None:
    series = dispatch("make_practice_problem", {"technique": "sum_of_multiples"})
    assert set(series) == {"technique", "title", "problem", "a", "operation", "b", "step"}
    assert (series["technique"], series["operation"]) == ("sum_of_multiples", "series")
    assert series["title"] == "Multiples of k: take the k out" and series["step"] != 1
    assert " + … + " in series["problem"] or series["problem"].count("+") >= 1
    plain = dispatch("make_practice_problem", {"technique": "add_nines"})
    assert set(plain) == {"technique", "title", "problem", "a", "operation", "b"}
    assert plain["problem"] == f"{plain['a']} + {plain['b']}"


def test_the_menu_inlines_every_reference_and_drops_titles() -> None:
    from quickmath.tools.schemas import CheckArgs
    from quickmath.tools.specs import function_spec

    spec = function_spec("check_answer", "Check it.", CheckArgs)
    assert (spec["type"], spec["function"]["name"], spec["function"]["description"]) == (
        "function", "check_answer", "Check it.",
    )  # fmt: skip
    parameters = spec["function"]["parameters"]
    text = json.dumps(parameters)
    assert "$ref" not in text and "$defs" not in text and '"title"' not in text
    operation = parameters["properties"]["operation"]
    assert "description" in operation and operation["type"] == "string"
    assert parameters["required"] == ["a", "operation", "b", "answer"]
    assert "anyOf" in parameters["properties"]["answer"]


def test_validation_errors_name_each_field_or_the_arguments() -> None:
    from pydantic import BaseModel, ValidationError

    from quickmath.tools.specs import validation_message

    class Nested(BaseModel):
        inner: int

    class Outer(BaseModel):
        nested: Nested
        count: int

    with pytest.raises(ValidationError) as caught:
        Outer.model_validate({"nested": {"inner": "x"}})
    assert validation_message(caught.value) == (
        "nested.inner: Input should be a valid integer, unable to parse string as an integer; "
        "count: is missing."
    )
    with pytest.raises(ValidationError) as whole:
        Outer.model_validate(3)
    assert validation_message(whole.value).startswith("arguments: ")
    assert "https://" not in validation_message(whole.value)


@pytest.mark.parametrize(
    ("arguments", "steps"),
    [
        ({"a": 18, "operation": "*", "b": 9, "answer": 162}, [
            ("Add the digits of the first number, 18.", "1 + 8", 9),
            ("Do the same sum with the digit sums.", "0 × 0", 0),
            ("Add the digits of your answer, 162.", "1 + 6 + 2", 9),
            ("The digit sums match (9 counts as 0).", "0 − 0", 0)]),
        ({"a": 19, "operation": "*", "b": 3, "answer": 57}, [
            ("Add the digits of the first number, 19.", "1 + 9", 10),
            ("Add the digits again.", "1 + 0", 1),
            ("Do the same sum with the digit sums.", "1 × 3", 3),
            ("Add the digits of your answer, 57.", "5 + 7", 12),
            ("Add the digits again.", "1 + 2", 3),
            ("The digit sums match (9 counts as 0).", "3 − 3", 0)]),
        ({"a": 47, "operation": "*", "b": 6, "answer": 272}, [
            ("Add the digits of the first number, 47.", "4 + 7", 11),
            ("Add the digits again.", "1 + 1", 2),
            ("Do the same sum with the digit sums.", "2 × 6", 12),
            ("Add the digits of that result, 12.", "1 + 2", 3),
            ("Add the digits of your answer, 272.", "2 + 7 + 2", 11),
            ("Add the digits again.", "1 + 1", 2),
            ("The digit sums do not match (9 counts as 0).", "3 − 2", 1)]),
    ],
    ids=["nines", "ten", "mismatch"],
)  # fmt: skip
def test_more_casting_out_nines_steps_read_as_pinned(
    arguments: dict[str, Any], steps: list[tuple[str, str, int]]
) -> None:
    check = dispatch("check_answer", arguments)["digit_sum_check"]
    assert [(s["say"], s["expr"], s["result"]) for s in check["steps"]] == steps


def test_long_numbers_show_their_digit_total_not_every_digit() -> None:
    check = dispatch("check_answer", {"a": 123456789012345, "operation": "+", "b": 123456789012, "answer": 1})
    first, _, second = check["digit_sum_check"]["steps"][:3]
    assert (first["expr"], first["result"]) == ("60", 60)
    assert second["expr"] == "1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 + 0 + 1 + 2"  # twelve digits are still shown


@pytest.mark.parametrize(
    ("arguments", "applies"),
    [({"a": "2.5", "operation": "+", "b": 1, "answer": "3.5"}, False),
     ({"a": 0, "operation": "+", "b": 5, "answer": 5}, True)],
)  # fmt: skip
def test_casting_out_nines_is_for_whole_numbers_from_0(arguments: dict[str, Any], applies: bool) -> None:
    assert (dispatch("check_answer", arguments)["digit_sum_check"] is not None) is applies


def test_close_names_are_listed_and_a_shortcut_that_fits_nothing_says_none(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import quickmath.tools.solve as solve_module

    assert dispatch(SOLVE, {"a": 47, "operation": "+", "b": 9, "technique": "add_nine"}) == {
        "error": "There is no shortcut called 'add_nine'. Did you mean add_nines, add_time, add_in_parts?"
    }
    monkeypatch.setattr(solve_module, "find_applicable", lambda problem: [])
    assert dispatch(SOLVE, {"a": 47, "operation": "+", "b": 9, "technique": "add_nines"}) == {
        "error": "add_nines does not apply to 47 + 9. Shortcuts that fit: none. "
        "Leave technique empty to get the best one."
    }


def test_with_no_shortcut_the_plain_answer_comes_back(monkeypatch: pytest.MonkeyPatch) -> None:
    import quickmath.tools.solve as solve_module

    monkeypatch.setattr(solve_module, "first_solution", lambda problem, candidates: None)
    assert dispatch(SOLVE, {"a": 10, "operation": "/", "b": 4}) == {
        "found": False, "problem": "10 ÷ 4", "answer": "2.5",
    }  # fmt: skip


def test_an_expression_error_is_said_once_and_disagreeing_steps_are_refused(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import quickmath.tools.expression as expression_module

    assert dispatch("solve_expression", {"expression": "1 / 0"}) == {
        "error": "expression: Cannot divide by zero."
    }
    monkeypatch.setattr(expression_module, "evaluate", lambda tree: Fraction(-1))
    assert dispatch("solve_expression", {"expression": "2 + 3"}) == {
        "error": "expression: the steps did not agree with plain arithmetic; try solve_with_shortcut."
    }


def test_references_inside_lists_and_inside_definitions_are_inlined() -> None:
    from pydantic import BaseModel

    from quickmath.tools.specs import parameters_schema

    class Inner(BaseModel):
        operation: Operation

    class Outer(BaseModel):
        maybe: Operation | None = None
        inner: Inner

    text = json.dumps(parameters_schema(Outer))
    assert "$ref" not in text and "$defs" not in text and '"title"' not in text
    assert text.count('"enum"') == 2
