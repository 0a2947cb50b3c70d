"""The context budget: old whole turns go first, a note never loses its result, the newest always stays."""

from __future__ import annotations

import json
from typing import Any

from quickmath.context import estimate_tokens, turns, window
from quickmath.loop import TutorAgent
from quickmath.tools import dispatch
from tests.fakes import FakeClient, completion, note


def solved_turn(a: int, b: int) -> list[dict[str, Any]]:
    arguments = {"a": a, "operation": "+", "b": b}
    result = dispatch("solve_with_shortcut", arguments)
    call = {
        "id": f"call_{a}",
        "type": "function",
        "function": {"name": "solve_with_shortcut", "arguments": json.dumps(arguments)},
    }
    return [
        {"role": "user", "content": f"What is {a} + {b}?"},
        {"role": "assistant", "content": None, "tool_calls": [call]},
        {"role": "tool", "tool_call_id": f"call_{a}", "content": json.dumps(result)},
        {"role": "assistant", "content": f"It is **{result['solution']['answer']}**."},
    ]


def chat(count: int) -> list[dict[str, Any]]:
    return [message for a in range(100, 100 + count) for message in solved_turn(a, 9)]


def test_within_budget_everything_is_sent_and_the_prompt_is_unchanged() -> None:
    messages = chat(3)
    system, sent = window(messages, 10_000, "rules")
    assert system == "rules"
    assert sent == messages


def test_the_oldest_whole_turns_are_dropped_first_and_summarised() -> None:
    messages = chat(30)
    budget = estimate_tokens(messages) // 3
    system, sent = window(messages, budget, "rules")
    assert estimate_tokens(sent) <= budget
    assert sent == messages[-len(sent) :]
    assert sent[0]["role"] == "user"
    kept = len(turns(sent))
    dropped = 30 - kept
    assert 0 < kept < 30
    assert f"({dropped} turns left out to save space)" in system
    newest_dropped = 100 + dropped - 1
    assert f"What is {newest_dropped} + 9?" in system
    assert f"{newest_dropped} + 9 = {newest_dropped + 9}" in system
    assert "What is 100 + 9?" not in system


def test_a_note_is_never_separated_from_its_result() -> None:
    messages = chat(20)
    for budget in range(50, estimate_tokens(messages), 97):
        _, sent = window(messages, budget, "rules")
        ids = {c["id"] for m in sent for c in m.get("tool_calls") or []}
        answered = {m["tool_call_id"] for m in sent if m["role"] == "tool"}
        assert ids == answered


def test_the_newest_turn_is_sent_even_when_it_alone_passes_the_budget() -> None:
    messages = chat(5)
    _, sent = window(messages, 1, "rules")
    assert sent == messages[-4:]


def test_the_loop_sends_the_window_but_the_transcript_keeps_everything() -> None:
    messages = chat(40)
    messages.append({"role": "user", "content": "And 129 + 99?"})
    client = FakeClient(
        completion(tool_calls=[note("solve_with_shortcut", a=129, operation="+", b=99)]),
        completion("**228**"),
    )
    list(TutorAgent(client, "fake", stream=False, context_budget=1500).run(messages))
    assert len(messages) == 40 * 4 + 4
    sent = client.requests[0]["messages"]
    assert len(sent) < len(messages)
    assert "turns left out to save space" in sent[0]["content"]
    assert sent[-1] == {"role": "user", "content": "And 129 + 99?"}
    assert estimate_tokens(sent[1:]) <= 1500
