"""Test doubles that sit in the model's seat: a scripted client, and replies in the API's shape."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from quickmath.replies import (
    Choice,
    Chunk,
    ChunkChoice,
    Completion,
    CompletionUsage,
    Delta,
    Function,
    FunctionDelta,
    Message,
    ToolCall,
    ToolCallDelta,
)


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


def chunks(reply: Completion, piece: int = 4) -> Iterator[Chunk]:
    """The same reply streamed: text in small pieces, each note's arguments split across deltas."""
    message = reply.choices[0].message
    text = message.content or ""
    for start in range(0, len(text), piece):
        yield Chunk([ChunkChoice(Delta(content=text[start : start + piece]))])
    for index, call in enumerate(message.tool_calls or []):
        yield Chunk(
            [
                ChunkChoice(
                    Delta(tool_calls=[ToolCallDelta(index, call.id, FunctionDelta(call.function.name, ""))])
                )
            ]
        )
        arguments = call.function.arguments
        for start in range(0, len(arguments), piece):
            delta = ToolCallDelta(index, None, FunctionDelta(None, arguments[start : start + piece]))
            yield Chunk([ChunkChoice(Delta(tool_calls=[delta]))])
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
