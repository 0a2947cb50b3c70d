"""The one reader of a messages list: turns, notes with their results, questions, and mending."""

from __future__ import annotations

import json
from typing import Any

from quickmath.messages import (
    INTERRUPTED,
    content_text,
    notes_run,
    question_count,
    questions,
    turn_starts,
    turns,
    with_results,
)


def note_message(*call_ids: str) -> dict[str, Any]:
    function = {"name": "solve_with_shortcut", "arguments": '{"a": 1.5}'}
    calls = [{"id": call_id, "type": "function", "function": function} for call_id in call_ids]
    return {"role": "assistant", "content": None, "tool_calls": calls}


def result(call_id: str, answer: int) -> dict[str, Any]:
    return {"role": "tool", "tool_call_id": call_id, "content": json.dumps({"answer": answer})}


CHAT = [
    {"role": "assistant", "content": "Hello."},
    {"role": "user", "content": "What is 47 + 9?"},
    note_message("a", "b"),
    result("b", 2),
    result("a", 1),
    {"role": "assistant", "content": "**56**"},
    {"role": "user", "content": [{"type": "text", "text": "and"}, {"type": "text", "text": "48?"}]},
    note_message("c"),
]


def test_turns_begin_at_each_question_and_at_whatever_came_first() -> None:
    assert list(turn_starts(CHAT)) == [6, 1, 0]
    assert list(turn_starts(CHAT, 6)) == [1, 0]
    assert [turn.question for turn in turns(CHAT)] == [None, "What is 47 + 9?", "and 48?"]
    assert [turn.answer for turn in turns(CHAT)] == ["Hello.", "**56**", None]
    assert [len(turn.messages) for turn in turns(CHAT)] == [1, 5, 2]
    assert turns([]) == [] and list(turn_starts([])) == []


def test_questions_are_counted_and_read_whatever_their_content_shape() -> None:
    assert question_count(CHAT) == 2
    assert questions(CHAT) == ["What is 47 + 9?", "and 48?"]
    assert content_text({"role": "assistant", "content": None}) == ""


def test_each_note_comes_with_the_result_that_answers_its_id_in_the_order_written() -> None:
    found = notes_run(CHAT)
    assert [(note.call_id, note.result_object()) for note in found] == [
        ("a", {"answer": 1}), ("b", {"answer": 2}), ("c", {}),
    ]  # fmt: skip
    assert [note.name for note in found] == ["solve_with_shortcut"] * 3
    assert found[2].result is None
    assert str(found[0].arguments_object()["a"]) == "1.5"  # exact, never a binary float


def test_a_note_without_a_result_gets_an_interrupted_error_right_after_its_round() -> None:
    question, again = {"role": "user", "content": "What is 47 + 9?"}, {"role": "user", "content": "again"}
    mended = with_results([question, note_message("a", "b"), result("b", 2), again, note_message("d")])
    assert [(m["role"], m.get("tool_call_id")) for m in mended] == [
        ("user", None), ("assistant", None), ("tool", "b"), ("tool", "a"),
        ("user", None), ("assistant", None), ("tool", "d"),
    ]  # fmt: skip
    assert json.loads(mended[3]["content"]) == {"error": INTERRUPTED}
    assert json.loads(mended[6]["content"]) == {"error": INTERRUPTED}
    assert with_results(CHAT[1:6]) == CHAT[1:6]


REUSED_IDS = [
    {"role": "user", "content": "What is 47 + 9?"},
    note_message("call_1"),
    result("call_1", 56),
    {"role": "assistant", "content": "**56**"},
    {"role": "user", "content": "and 48 + 9?"},
    note_message("call_1"),
    result("call_1", 57),
    {"role": "assistant", "content": "**57**"},
    {"role": "user", "content": "and 49 + 9?"},
    note_message("call_1"),
]


def test_a_reused_call_id_is_paired_with_the_result_of_its_own_round() -> None:
    assert [note.result_object() for note in notes_run(REUSED_IDS)] == [{"answer": 56}, {"answer": 57}, {}]
    mended = with_results(REUSED_IDS)
    assert len(mended) == len(REUSED_IDS) + 1
    assert json.loads(mended[-1]["content"]) == {"error": INTERRUPTED}
