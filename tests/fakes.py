"""Test doubles that sit in the model's seat: a scripted client, and replies in the API's shape."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from openai.types.chat import ChatCompletionChunk

from quickmath.replies import Choice, Completion, CompletionUsage, Function, Message, ToolCall

PIECE = 3
"""Characters per streamed piece: small and fixed, unlike the offline coach's word-sized pieces."""


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


def _chunk(delta: dict[str, Any], finish: str | None = None, usage: Any = None) -> ChatCompletionChunk:
    """One chunk as the openai library types it, built here rather than by quickmath's own writer."""
    choices = [{"index": 0, "delta": delta, "finish_reason": finish}] if usage is None else []
    return ChatCompletionChunk.model_validate(
        {"id": "fake", "object": "chat.completion.chunk", "created": 0, "model": "fake", "choices": choices,
         "usage": usage}
    )  # fmt: skip


def _pieces(text: str) -> list[str]:
    return [text[start : start + PIECE] for start in range(0, len(text), PIECE)]


def chunks(reply: Completion) -> Iterator[ChatCompletionChunk]:
    """The reply streamed as an OpenAI-compatible server sends it: a role, the text three characters at a
    time, each note as its id and name then its arguments in pieces, the finish reason, then usage."""
    message = reply.choices[0].message
    yield _chunk({"role": "assistant"})
    for piece in _pieces(message.content or ""):
        yield _chunk({"content": piece})
    for index, call in enumerate(message.tool_calls or []):
        opening = {
            "index": index,
            "id": call.id,
            "type": "function",
            "function": {"name": call.function.name},
        }
        yield _chunk({"tool_calls": [opening]})
        for piece in _pieces(call.function.arguments):
            yield _chunk({"tool_calls": [{"index": index, "function": {"arguments": piece}}]})
    yield _chunk({}, finish="tool_calls" if message.tool_calls else reply.choices[0].finish_reason)
    if reply.usage is not None:
        used = reply.usage
        tokens = {"prompt_tokens": used.prompt_tokens, "completion_tokens": used.completion_tokens}
        yield _chunk({}, usage={**tokens, "total_tokens": used.total_tokens})


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
