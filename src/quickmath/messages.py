"""Reading a Chat Completions messages list: its turns, the notes (tool calls) in it and their results.

The one reader of the list: the context budget, `logs`, `--continue` and the offline coach all use it.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from decimal import Decimal
from typing import Any

Messages = list[dict[str, Any]]

INTERRUPTED = "This note was interrupted before its result was saved. Ask for it again if it is still needed."


def content_text(message: dict[str, Any]) -> str:
    """The text of a message, whether its content is a string or a list of parts."""
    content = message.get("content")
    if isinstance(content, list):
        return " ".join(str(part.get("text", "")) for part in content if isinstance(part, dict))
    return content if isinstance(content, str) else ""


def json_object(text: Any) -> dict[str, Any]:
    """A JSON object read from `text` with decimals kept exact; {} when it is not one."""
    try:
        value = json.loads(text or "{}", parse_float=Decimal)
    except (TypeError, ValueError, RecursionError):
        return {}
    return value if isinstance(value, dict) else {}


class NoteRun:
    """One note (tool call) and the text of its result; `result` is None while it has none."""

    __slots__ = ("arguments", "call_id", "name", "result")

    def __init__(self, call_id: str, name: str, arguments: str, result: str | None) -> None:
        self.call_id = call_id
        self.name = name
        self.arguments = arguments
        self.result = result

    def arguments_object(self) -> dict[str, Any]:
        return json_object(self.arguments)

    def result_object(self) -> dict[str, Any]:
        return json_object(self.result)


class Turn:
    """A user message and everything after it up to the next one (a note always stays with its result)."""

    __slots__ = ("messages",)

    def __init__(self, messages: Messages) -> None:
        self.messages = messages

    @property
    def question(self) -> str | None:
        """The learner's words, or None for messages that came before any question."""
        first = self.messages[0]
        return content_text(first) if first.get("role") == "user" else None

    @property
    def answer(self) -> str | None:
        """The last assistant text of the turn, or None when the turn has none (a failed turn)."""
        for message in reversed(self.messages):
            if message.get("role") == "assistant" and not message.get("tool_calls"):
                return content_text(message)
        return None

    def notes(self) -> list[NoteRun]:
        return notes_run(self.messages)


def turn_starts(messages: Messages, end: int | None = None) -> Iterator[int]:
    """Where each turn of `messages[:end]` begins, newest first, found by walking back from `end`.

    A turn begins at a user message, or at 0 when the list does not begin with one; what lies before the
    turns taken from the iterator is never read.
    """
    for index in reversed(range(len(messages) if end is None else end)):
        if messages[index].get("role") == "user" or index == 0:
            yield index


def question_count(messages: Messages) -> int:
    """How many questions (user messages) the list holds: its number of turns."""
    return sum(1 for message in messages if message.get("role") == "user")


def questions(messages: Messages) -> list[str]:
    """The text of every question, oldest first."""
    return [content_text(message) for message in messages if message.get("role") == "user"]


def turns(messages: Messages) -> list[Turn]:
    """Every turn, oldest first."""
    found: list[Turn] = []
    end = len(messages)
    for start in turn_starts(messages):
        found.append(Turn(messages[start:end]))
        end = start
    return found[::-1]


def calls(message: dict[str, Any]) -> list[tuple[str, str, str]]:
    """An assistant message's notes as (call id, tool name, raw arguments)."""
    found = []
    for call in message.get("tool_calls") or []:
        function = call.get("function") or {}
        arguments = function.get("arguments") or ""
        found.append((str(call.get("id", "")), str(function.get("name", "")), str(arguments)))
    return found


def notes_run(messages: Messages) -> list[NoteRun]:
    """Every note in `messages` with the text of its result (None when it has none), in the order written.

    A result answers a note of the assistant message just before it: chats may reuse ids such as call_1."""
    found: list[NoteRun] = []
    for index, message in enumerate(messages):
        if message.get("role") == "assistant":
            results = _results_after(messages, index)
            found += [
                NoteRun(call_id, name, arguments, results.get(call_id))
                for call_id, name, arguments in calls(message)
            ]
    return found


def _results_after(messages: Messages, index: int) -> dict[Any, str]:
    """The results right after the message at `index`, by call id, up to the next message of another kind."""
    results: dict[Any, str] = {}
    for message in messages[index + 1 :]:
        if message.get("role") != "tool":
            break
        results.setdefault(message.get("tool_call_id"), content_text(message))
    return results


def with_results(messages: Messages) -> Messages:
    """The list with an error result after any note that has none, so no note is ever sent without one."""
    mended: Messages = []
    missing: list[str] = []
    for index, message in enumerate(messages):
        if missing and message.get("role") != "tool":
            mended += [interrupted_result(call_id) for call_id in missing]
            missing = []
        mended.append(message)
        if message.get("role") == "assistant":
            answered = _results_after(messages, index)
            missing = [call_id for call_id, _, _ in calls(message) if call_id not in answered]
    mended += [interrupted_result(call_id) for call_id in missing]
    return mended


def interrupted_result(call_id: str) -> dict[str, Any]:
    return {"role": "tool", "tool_call_id": call_id, "content": json.dumps({"error": INTERRUPTED})}
