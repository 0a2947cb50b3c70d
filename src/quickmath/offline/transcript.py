"""Reading the transcript: the newest question, and the notes already run with their results.

The coach keeps no memory between requests. Everything it knows about a turn it reads from here, so the
same transcript always gets the same reply. The reading itself is `quickmath.messages`, shared with the
context budget, `logs` and `--continue`.
"""

from __future__ import annotations

from typing import Any

from quickmath.messages import Messages, content_text, turn_starts
from quickmath.messages import notes_run as notes_and_results
from quickmath.records import Record


class Done(Record):
    """A note that has been run: what was asked for and what came back."""

    call_id: str
    name: str
    arguments: dict[str, Any]
    result: dict[str, Any]


def newest_question(messages: Messages) -> int | None:
    """Where the newest user message is, or None when there is none."""
    for start in turn_starts(messages):
        return start if messages[start].get("role") == "user" else None
    return None


def question_before(messages: Messages, index: int) -> str | None:
    """The learner's question before the one at `index`, when the chat has one."""
    for start in turn_starts(messages, index):
        if messages[start].get("role") == "user":
            return content_text(messages[start])
    return None


def system_text(messages: Messages) -> str:
    return " ".join(content_text(m) for m in messages if m.get("role") == "system")


def notes_run(messages: Messages) -> list[Done]:
    """Every note in `messages` that has its result, in the order the notes were written."""
    return [
        Done(note.call_id, note.name, note.arguments_object(), note.result_object())
        for note in notes_and_results(messages)
        if note.result is not None
    ]
