"""The loop, driven by a scripted client: what it sends, what it runs, and when it stops."""

from __future__ import annotations

import json
from decimal import Decimal
from typing import Any

import pytest

from quickmath.backends import DEFAULT_MODEL
from quickmath.context import estimate_tokens
from quickmath.events import AnswerText, Checked, FinalAnswer, Note, RequestSent, ToolResult, Usage
from quickmath.loop import TutorAgent, smallest_request
from quickmath.prompts import SYSTEM_PROMPT
from quickmath.tools import tool_specs
from tests.fakes import FakeClient, completion, note

SOLVE = "solve_with_shortcut"


def run(client: FakeClient, messages: list[dict[str, Any]], **options: Any) -> list[Any]:
    options.setdefault("stream", False)
    return list(TutorAgent(client, "fake", **options).run(messages))


def results(events: list[Any]) -> list[dict[str, Any]]:
    return [e.result for e in events if isinstance(e, ToolResult)]


@pytest.mark.parametrize("stream", [False, True], ids=["whole", "streamed"])
def test_47_plus_9_asks_once_then_answers(stream: bool) -> None:
    client = FakeClient(
        completion(tool_calls=[note(SOLVE, a=47, operation="+", b=9)]),
        completion("Add 10, take 1: **56**"),
    )
    messages: list[dict[str, Any]] = [{"role": "user", "content": "What is 47 + 9?"}]
    events = run(client, messages, stream=stream)
    assert results(events)[0]["solution"]["answer"] == 56
    assert [step["result"] for step in results(events)[0]["solution"]["steps"]] == [57, 56]
    assert isinstance(events[-3], FinalAnswer)
    assert events[-3].text == "Add 10, take 1: **56**"
    assert isinstance(events[-2], Checked) and events[-2].check.tool_answers == ("56",)
    assert [m["role"] for m in messages] == ["user", "assistant", "tool", "assistant"]
    assert messages[2]["tool_call_id"] == messages[1]["tool_calls"][0]["id"] == "call_1"
    assert json.loads(messages[2]["content"])["solution"]["technique"] == "add_nines"
    if stream:
        assert "".join(e.text for e in events if isinstance(e, AnswerText)) == "Add 10, take 1: **56**"
        assert all(r["stream_options"] == {"include_usage": True} for r in client.requests)


def test_every_request_starts_with_the_system_prompt_which_is_never_stored() -> None:
    client = FakeClient(completion(tool_calls=[note(SOLVE, a=47, operation="+", b=9)]), completion("**56**"))
    messages: list[dict[str, Any]] = [{"role": "user", "content": "47 + 9"}]
    run(client, messages)
    for request in client.requests:
        assert request["messages"][0] == {"role": "system", "content": SYSTEM_PROMPT}
        assert request["tools"] == tool_specs()
        assert request["tool_choice"] == "auto"
        assert request["model"] == "fake"
    assert all(m["role"] != "system" for m in messages)
    assert len(client.requests[1]["messages"]) == 1 + 3


def test_two_notes_in_one_reply_run_in_order_each_under_its_own_id() -> None:
    client = FakeClient(
        completion(
            tool_calls=[note(SOLVE, a=13, operation="*", b=14), note(SOLVE, a=48, operation="*", b=5)]
        ),
        completion("**182** and **240**"),
    )
    messages: list[dict[str, Any]] = [{"role": "user", "content": "What's 13 × 14 and 48 × 5?"}]
    events = run(client, messages)
    assert len(client.requests) == 2
    answers = {e.call_id: e.result["solution"]["answer"] for e in events if isinstance(e, ToolResult)}
    assert answers == {"call_1": 182, "call_2": 240}
    assert [
        (m["tool_call_id"], json.loads(m["content"])["solution"]["technique"]) for m in messages[2:4]
    ] == [
        ("call_1", "multiply_teens"),
        ("call_2", "multiply_by_5"),
    ]


def test_a_chain_is_three_requests_when_the_model_asks_one_step_at_a_time() -> None:
    client = FakeClient(
        completion(tool_calls=[note(SOLVE, a=120, operation="+", b=9)]),
        completion(tool_calls=[note(SOLVE, a=129, operation="+", b=9)]),
        completion("So, 120 + 9 + 9 = **138**."),
    )
    events = run(client, [{"role": "user", "content": "Work out 120 + 9 + 9"}])
    assert len(client.requests) == 3
    assert [r["solution"]["answer"] for r in results(events)] == [129, 138]
    assert len(client.requests[2]["messages"]) == 1 + 5


def test_an_error_goes_back_to_the_model_which_fixes_its_note() -> None:
    client = FakeClient(
        completion(tool_calls=[note(SOLVE, a=245, operation="add_time", b=175)]),
        completion(tool_calls=[note(SOLVE, a=245, operation="add_time", b=215)]),
        completion("**5:00**"),
    )
    messages: list[dict[str, Any]] = [{"role": "user", "content": "What is 2 h 45 min + 1 h 75 min?"}]
    events = run(client, messages)
    first, second = results(events)
    assert first == {"error": "175 has 75 minutes, and an hour has 60: send 215 (2 h 15 min) instead."}
    assert second["solution"]["answer"] == 500
    assert json.loads(client.requests[1]["messages"][-1]["content"]) == first


def test_a_follow_up_reads_the_earlier_result_from_the_transcript() -> None:
    messages: list[dict[str, Any]] = [{"role": "user", "content": "Work out 120 + 9 + 9"}]
    run(
        FakeClient(
            completion(tool_calls=[note(SOLVE, a=120, operation="+", b=9)]),
            completion(tool_calls=[note(SOLVE, a=129, operation="+", b=9)]),
            completion("**138**"),
        ),
        messages,
    )
    messages.append({"role": "user", "content": "And if the last one was 99 instead of 9?"})
    client = FakeClient(
        completion(tool_calls=[note(SOLVE, a=129, operation="+", b=99)]), completion("**228**")
    )
    events = run(client, messages)
    assert len(messages) == 10
    assert len(client.requests[0]["messages"]) == 1 + 7
    assert results(events)[0]["solution"]["steps"][0]["result"] == 229
    assert results(events)[0]["solution"]["answer"] == 228


@pytest.mark.parametrize(
    ("raw", "complaint"),
    [
        ("{not json", "were not a JSON object"),
        ("[47, 9]", "were not a JSON object"),
        ('"47 + 9"', "not a JSON"),
    ],
)
def test_arguments_that_are_not_a_json_object_become_an_error_for_the_model(raw: str, complaint: str) -> None:
    client = FakeClient(completion(tool_calls=[(SOLVE, raw)]), completion("Sorry!"))
    events = run(client, [{"role": "user", "content": "47 + 9"}])
    assert complaint in results(events)[0]["error"]
    assert isinstance(events[-3], FinalAnswer)


def test_decimals_in_notes_never_pass_through_a_binary_float() -> None:
    client = FakeClient(
        completion(tool_calls=[(SOLVE, '{"a": 0.1, "operation": "+", "b": 0.2}')]), completion("**0.3**")
    )
    events = run(client, [{"role": "user", "content": "0.1 + 0.2"}])
    assert results(events)[0]["solution"]["answer"] == "0.3"
    arguments = next(e for e in events if isinstance(e, Note)).arguments
    assert arguments == {"a": Decimal("0.1"), "operation": "+", "b": Decimal("0.2")}


def test_a_model_that_never_stops_asking_gets_max_rounds_then_one_request_with_tools_off() -> None:
    asking = [completion(tool_calls=[note(SOLVE, a=a, operation="+", b=9)]) for a in (1, 2, 3)]
    client = FakeClient(*asking, completion("Here is what I have: **12**"))
    events = run(client, [{"role": "user", "content": "1 + 9, 2 + 9, 3 + 9 …"}], max_rounds=3)
    assert [r["tool_choice"] for r in client.requests] == ["auto", "auto", "auto", "none"]
    assert isinstance(events[-3], FinalAnswer)
    assert events[-3].text == "Here is what I have: **12**"


def test_a_model_that_repeats_a_note_it_has_the_result_of_is_asked_for_the_answer_next() -> None:
    same = note(SOLVE, a=1, operation="+", b=9)
    reordered = (SOLVE, json.dumps({"b": 9, "operation": "+", "a": 1}))
    client = FakeClient(
        completion(tool_calls=[same]), completion(tool_calls=[reordered]), completion("It is **10**.")
    )
    events = run(client, [{"role": "user", "content": "1 + 9"}], max_rounds=5)
    assert [r["tool_choice"] for r in client.requests] == ["auto", "auto", "none"]
    results = [e for e in events if isinstance(e, ToolResult)]
    assert len(results) == 2 and results[0].result == results[1].result
    last_request = client.requests[-1]["messages"]
    assert [m["role"] for m in last_request[1:]] == ["user", "assistant", "tool", "assistant", "tool"]


def test_a_repeat_alongside_a_new_note_is_not_a_reason_to_stop() -> None:
    first, second = note(SOLVE, a=1, operation="+", b=9), note(SOLVE, a=2, operation="+", b=9)
    client = FakeClient(
        completion(tool_calls=[first]), completion(tool_calls=[first, second]), completion("Done.")
    )
    run(client, [{"role": "user", "content": "1 + 9 and 2 + 9"}], max_rounds=5)
    assert [r["tool_choice"] for r in client.requests] == ["auto", "auto", "auto"]


def test_the_raw_request_is_reported_only_when_asked() -> None:
    def once(show: bool) -> list[Any]:
        return run(FakeClient(completion("Hi")), [{"role": "user", "content": "hi"}], show_requests=show)

    assert not [e for e in once(False) if isinstance(e, RequestSent)]
    shown = [e for e in once(True) if isinstance(e, RequestSent)]
    assert len(shown) == 1
    assert shown[0].request["messages"][-1] == {"role": "user", "content": "hi"}


def test_usage_comes_from_the_api_and_is_estimated_and_labelled_when_missing() -> None:
    reported = run(FakeClient(completion("Hi", usage=(1497, 52))), [{"role": "user", "content": "hi"}])[-1]
    assert reported == Usage(prompt_tokens=1497, completion_tokens=52, requests=1, estimated=False)
    estimated = run(FakeClient(completion("Hi", usage=None)), [{"role": "user", "content": "hi"}])[-1]
    assert estimated.estimated is True
    assert estimated.prompt_tokens > 500


def test_streamed_notes_are_assembled_from_their_pieces() -> None:
    client = FakeClient(
        completion(
            tool_calls=[note(SOLVE, a=13, operation="*", b=14), note(SOLVE, a=48, operation="*", b=5)]
        ),
        completion("**182** and **240**"),
    )
    events = run(client, [{"role": "user", "content": "13 × 14 and 48 × 5"}], stream=True)
    notes = [e for e in events if isinstance(e, Note)]
    assert [(n.call_id, n.arguments) for n in notes] == [
        ("call_1", {"a": 13, "operation": "*", "b": 14}),
        ("call_2", {"a": 48, "operation": "*", "b": 5}),
    ]


def test_the_defaults_stream_hide_requests_and_allow_five_rounds() -> None:
    client = FakeClient(*[completion(tool_calls=[note(SOLVE, a=n, operation="+", b=9)]) for n in range(5)],
                        completion("Enough: **14**"))  # fmt: skip
    events = list(TutorAgent(client, "fake").run([{"role": "user", "content": "sums"}]))
    assert [r["tool_choice"] for r in client.requests] == ["auto"] * 5 + ["none"]
    assert all(r["stream"] is True for r in client.requests)
    assert not any(isinstance(e, RequestSent) for e in events)


def test_notes_are_stored_in_the_api_shape_with_their_names_and_readable_results() -> None:
    client = FakeClient(completion(tool_calls=[note(SOLVE, a=47, operation="-", b=9)]), completion("**38**"))
    messages: list[dict[str, Any]] = [{"role": "user", "content": "47 − 9"}]
    events = run(client, messages)
    text = '{"a": 47, "operation": "-", "b": 9}'
    assert messages[1] == {
        "role": "assistant",
        "content": None,
        "tool_calls": [{"id": "call_1", "type": "function", "function": {"name": SOLVE, "arguments": text}}],
    }
    assert "47 − 9" in messages[2]["content"]  # written as is, not as \u2212
    assert messages[3] == {"role": "assistant", "content": "**38**"}
    assert [(e.name, e.call_id) for e in events if isinstance(e, Note | ToolResult)] == [
        (SOLVE, "call_1")
    ] * 2


def test_a_new_tool_with_the_same_arguments_is_not_a_repeat() -> None:
    arguments = {"a": 47, "operation": "*", "b": 6}
    client = FakeClient(completion(tool_calls=[note(SOLVE, **arguments)]),
                        completion(tool_calls=[note("check_answer", **arguments)]),
                        completion("**282**"))  # fmt: skip
    run(client, [{"role": "user", "content": "47 × 6"}])
    assert [r["tool_choice"] for r in client.requests] == ["auto", "auto", "auto"]


def test_an_empty_answer_is_said_to_be_empty() -> None:
    events = run(FakeClient(completion("  ")), [{"role": "user", "content": "hi"}])
    assert [e.text for e in events if isinstance(e, FinalAnswer)] == ["(The model sent an empty answer.)"]


def test_arguments_that_are_not_an_object_get_an_exact_error_and_empty_arguments_are_an_object() -> None:
    long_text = "x" * 100
    client = FakeClient(completion(tool_calls=[(SOLVE, long_text), (SOLVE, "")]), completion("sorry"))
    found = results(run(client, [{"role": "user", "content": "hi"}]))
    assert found[0] == {
        "error": f"The arguments of {SOLVE} were not a JSON object: {'x' * 80!r}. "
        'Write them as an object, e.g. {"a": 47, "operation": "+", "b": 9}.'
    }
    assert "a: is missing" in found[1]["error"]


def test_replies_without_usage_are_estimated_from_both_sides() -> None:
    events = run(FakeClient(completion("**56**", usage=None)), [{"role": "user", "content": "47 + 9"}])
    (usage,) = [e for e in events if isinstance(e, Usage)]
    assert usage.estimated and usage.prompt_tokens > 1000
    assert usage.completion_tokens == estimate_tokens(["**56**", []])


def test_the_smallest_request_is_one_plain_question_with_the_menu() -> None:
    request = smallest_request()
    assert request == {
        "model": DEFAULT_MODEL,
        "messages": [
            {"role": "system", "content": SYSTEM_PROMPT},
            {"role": "user", "content": "What is 47 + 9?"},
        ],
        "tools": tool_specs(),
        "tool_choice": "auto",
    }
