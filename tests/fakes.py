"""Test doubles that sit in the model's seat: a scripted client, and replies in the API's shape."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from quickmath.offline.coach import streamed_reply
from quickmath.replies import Choice, Chunk, Completion, CompletionUsage, Function, Message, ToolCall


def completion(
    content: str | None = None,
    tool_calls: list[tuple[str, str]] | None = None,
    usage: tuple[int, int] | None = (100, 10),
) -> Completion:
    """A whole reply: text, or notes given as (name, JSON arguments) with ids call_1, call_2, …."""
    calls = [
        ToolCall(f"call_{i}", Function(name, args)) for i, (name, args) in enumerate(tool_calls or [], 1)
    ]
    return Completion(
        choices=[Choice(Message(content=content, tool_calls=calls or None))],
        usage=CompletionUsage(*usage, sum(usage)) if usage else None,
    )


def note(name: str, **arguments: Any) -> tuple[str, str]:
    return name, json.dumps(arguments)


def chunks(reply: Completion) -> Iterator[Chunk]:
    """The same reply streamed as the offline coach streams: text in pieces, notes as deltas, then usage."""
    message = reply.choices[0].message
    notes = tuple((c.id, c.function.name, c.function.arguments) for c in message.tool_calls or [])
    yield from streamed_reply(message.content or "", notes)
    yield Chunk([], usage=reply.usage)


class FakeClient:
    """Mimics client.chat.completions.create, returning scripted replies in order (streamed if asked)."""

    def __init__(self, *replies: Completion) -> None:
        self.replies = list(replies)
        self.requests: list[dict[str, Any]] = []
        self.chat = self
        self.completions = self

    def create(self, **request: Any) -> Any:
        self.requests.append(json.loads(json.dumps(request, default=str)))
        reply = self.replies.pop(0)
        return chunks(reply) if request.get("stream") else reply
