"""`OfflineCoach`: a built-in backend that takes the model's seat when there is no API key.

It answers `client.chat.completions.create(**request)` like the OpenAI client does, whole or streamed,
but reads the question by fixed rules instead of a language model. The loop, dispatch and every panel run
unchanged; only what writes the notes is different.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from quickmath.replies import (
    Choice,
    Chunk,
    ChunkChoice,
    Completion,
    Delta,
    Function,
    FunctionDelta,
    Message,
    ToolCall,
    ToolCallDelta,
)

if TYPE_CHECKING:
    from quickmath.offline.respond import ReadMessage

_ARGUMENT_PIECE = 12


def text_pieces(text: str) -> list[str]:
    """The answer cut into small pieces, a word and its following space each, as a stream sends them."""
    return [piece for piece in re.findall(r"\s*\S+\s*", text) if piece] or ([text] if text else [])


def whole_reply(text: str, notes: tuple[tuple[str, str, str], ...], model: str) -> Completion:
    calls = [ToolCall(id=call_id, function=Function(name, arguments)) for call_id, name, arguments in notes]
    message = Message(content=text or None, tool_calls=calls or None)
    return Completion([Choice(message, finish_reason="tool_calls" if notes else "stop")], model=model)


def streamed_reply(text: str, notes: tuple[tuple[str, str, str], ...]) -> Iterator[Chunk]:
    """The reply as chunks: text a word at a time, each note as its name then its arguments in pieces."""
    yield Chunk([ChunkChoice(Delta(role="assistant"))])
    for piece in text_pieces(text):
        yield Chunk([ChunkChoice(Delta(content=piece))])
    for index, (call_id, name, arguments) in enumerate(notes):
        opening = ToolCallDelta(index, id=call_id, function=FunctionDelta(name=name, arguments=""))
        yield Chunk([ChunkChoice(Delta(tool_calls=[opening]))])
        for start in range(0, len(arguments), _ARGUMENT_PIECE):
            more = FunctionDelta(arguments=arguments[start : start + _ARGUMENT_PIECE])
            yield Chunk([ChunkChoice(Delta(tool_calls=[ToolCallDelta(index, function=more)]))])
    yield Chunk([ChunkChoice(Delta(), finish_reason="tool_calls" if notes else "stop")])


class _Completions:
    def __init__(self) -> None:
        self._read: ReadMessage | None = None

    def create(self, **request: Any) -> Completion | Iterator[Chunk]:
        """Reply to one request: a Completion, or an iterator of Chunks when `stream=True`."""
        from quickmath.offline.reading.message import (
            read_message,  # the reader loads the shortcut registry; only when asked
        )
        from quickmath.offline.respond import respond

        if self._read is None:
            self._read = lru_cache(maxsize=8)(read_message)  # the rounds of one ask read one question
        reply = respond(request, self._read)
        if request.get("stream"):
            return streamed_reply(reply.text, reply.notes)
        return whole_reply(reply.text, reply.notes, str(request.get("model", "")))


class _Chat:
    def __init__(self) -> None:
        self.completions = _Completions()


class OfflineCoach:
    """Reads questions by rule and writes notes and answers in the Chat Completions shape; no API key."""

    def __init__(self) -> None:
        self.chat = _Chat()
