"""Reading the transcript: the newest question, and the notes already run with their results.

The coach keeps no memory between requests. Everything it knows about a turn it reads from here, so the
same transcript always gets the same reply.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from decimal import Decimal
from typing import Any


@dataclass(frozen=True)
class Done:
    """A note that has been run: what was asked for and what came back."""

    call_id: str
    name: str
    arguments: dict[str, Any]
    result: dict[str, Any]


def _json_object(text: Any) -> dict[str, Any]:
    try:
        value = json.loads(text or "{}", parse_float=Decimal)
    except (TypeError, ValueError, RecursionError):
        return {}
    return value if isinstance(value, dict) else {}


def content_text(message: dict[str, Any]) -> str:
    """The text of a message, whether its content is a string or a list of parts."""
    content = message.get("content")
    if isinstance(content, list):
        return " ".join(str(part.get("text", "")) for part in content if isinstance(part, dict))
    return content if isinstance(content, str) else ""


def newest_question(messages: list[dict[str, Any]]) -> int | None:
    """Where the newest user message is, or None when there is none."""
    for index in range(len(messages) - 1, -1, -1):
        if messages[index].get("role") == "user":
            return index
    return None


def system_text(messages: list[dict[str, Any]]) -> str:
    return " ".join(content_text(m) for m in messages if m.get("role") == "system")


def notes_run(messages: list[dict[str, Any]]) -> list[Done]:
    """Every note in `messages` that has its result, in the order the notes were written."""
    results = {m.get("tool_call_id"): content_text(m) for m in messages if m.get("role") == "tool"}
    done = []
    for message in messages:
        if message.get("role") != "assistant":
            continue
        for call in message.get("tool_calls") or []:
            call_id = call.get("id")
            if call_id not in results:
                continue
            function = call.get("function") or {}
            done.append(
                Done(
                    call_id=str(call_id),
                    name=str(function.get("name", "")),
                    arguments=_json_object(function.get("arguments")),
                    result=_json_object(results[call_id]),
                )
            )
    return done
