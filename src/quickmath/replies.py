"""Replies in the shape of the Chat Completions API, and the code that reads one, streamed or whole.

The offline coach and test fakes build these; the OpenAI client returns its own objects of the same shape.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from quickmath.errors import BadReply


@dataclass
class Function:
    """The tool a call names and its arguments as JSON text."""

    name: str
    arguments: str


@dataclass
class ToolCall:
    """One note in a whole reply."""

    id: str
    function: Function
    type: str = "function"


@dataclass
class Message:
    """A whole reply's message: answer text, notes, or both."""

    content: str | None = None
    tool_calls: list[ToolCall] | None = None
    role: str = "assistant"


@dataclass
class Choice:
    """The one choice a whole reply holds."""

    message: Message
    index: int = 0
    finish_reason: str = "stop"


@dataclass
class CompletionUsage:
    """Tokens a request used, as the API reports them."""

    prompt_tokens: int
    completion_tokens: int
    total_tokens: int = 0


@dataclass
class Completion:
    """A whole (not streamed) reply."""

    choices: list[Choice]
    usage: CompletionUsage | None = None
    model: str = ""


@dataclass
class FunctionDelta:
    """A piece of a streamed note: its name, or the next part of its arguments."""

    name: str | None = None
    arguments: str | None = None


@dataclass
class ToolCallDelta:
    """A piece of the streamed note at `index`; only its first piece carries the id."""

    index: int
    id: str | None = None
    function: FunctionDelta | None = None
    type: str = "function"


@dataclass
class Delta:
    """What one streamed chunk adds: answer text or pieces of notes."""

    content: str | None = None
    tool_calls: list[ToolCallDelta] | None = None
    role: str | None = None


@dataclass
class ChunkChoice:
    """The one choice a streamed chunk holds; `finish_reason` is set on the last."""

    delta: Delta
    index: int = 0
    finish_reason: str | None = None


@dataclass
class Chunk:
    """One piece of a streamed reply; the last may carry usage."""

    choices: list[ChunkChoice]
    usage: CompletionUsage | None = None


@dataclass
class Reply:
    """One model reply as the loop needs it: text, notes as (id, name, raw arguments), token counts."""

    content: str = ""
    notes: list[tuple[str, str, str]] = field(default_factory=list)
    prompt_tokens: int | None = None
    completion_tokens: int | None = None
    estimated: bool = False


def _usage(reply: Reply, usage: Any) -> None:
    if usage is not None:
        reply.prompt_tokens = getattr(usage, "prompt_tokens", None)
        reply.completion_tokens = getattr(usage, "completion_tokens", None)


def read_whole(response: Any) -> Reply:
    choices = getattr(response, "choices", None)
    if not choices:
        raise BadReply("The endpoint sent a reply with no message in it. Try again, or use --offline.")
    message = getattr(choices[0], "message", None)
    if message is None:
        raise BadReply("The endpoint sent a reply with an empty choice. Try again, or use --offline.")
    reply = Reply(content=getattr(message, "content", None) or "")
    for number, call in enumerate(getattr(message, "tool_calls", None) or []):
        function = getattr(call, "function", None)
        name = getattr(function, "name", None) or ""
        reply.notes.append(
            (getattr(call, "id", None) or f"call_{number}", name, getattr(function, "arguments", ""))
        )
    _usage(reply, getattr(response, "usage", None))
    return reply


def read_stream(chunks: Iterable[Any], reply: Reply) -> Iterator[str]:
    """Yield answer text as it arrives, filling `reply` as the chunks come; tool-call pieces are joined."""
    pieces: dict[int, list[str]] = {}
    saw_chunk = False
    for chunk in chunks:
        saw_chunk = True
        if (usage := getattr(chunk, "usage", None)) is not None:
            _usage(reply, usage)
        for choice in getattr(chunk, "choices", None) or []:
            delta = getattr(choice, "delta", None)
            if delta is None:
                continue
            if text := getattr(delta, "content", None):
                reply.content += text
                yield text
            for call in getattr(delta, "tool_calls", None) or []:
                index = getattr(call, "index", None) or 0
                slot = pieces.setdefault(index, [f"call_{index}", "", ""])
                if call_id := getattr(call, "id", None):
                    slot[0] = call_id
                function = getattr(call, "function", None)
                slot[1] += getattr(function, "name", None) or ""
                slot[2] += getattr(function, "arguments", None) or ""
    if not saw_chunk:
        raise BadReply("The endpoint's streamed reply was empty. Try again, or --no-stream.")
    reply.notes = [
        (call_id, name, arguments) for call_id, name, arguments in (pieces[i] for i in sorted(pieces))
    ]
