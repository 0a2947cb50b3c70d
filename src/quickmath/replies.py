"""Replies in the shape of the Chat Completions API, and the code that reads one, streamed or whole.

The offline coach and test fakes build these; the OpenAI client returns its own objects of the same shape.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from quickmath.errors import BadReply
from quickmath.records import Record
from quickmath.safe import has_surrogates


class Function(Record, frozen=False):
    """The tool a call names and its arguments as JSON text."""

    name: str
    arguments: str


class ToolCall(Record, frozen=False):
    """One note in a whole reply."""

    id: str
    function: Function
    type: str = "function"


class Message(Record, frozen=False):
    """A whole reply's message: answer text, notes, or both."""

    content: str | None = None
    tool_calls: list[ToolCall] | None = None
    role: str = "assistant"


class Choice(Record, frozen=False):
    """The one choice a whole reply holds."""

    message: Message
    index: int = 0
    finish_reason: str = "stop"


class CompletionUsage(Record, frozen=False):
    """Tokens a request used, as the API reports them."""

    prompt_tokens: int
    completion_tokens: int
    total_tokens: int = 0


class Completion(Record, frozen=False):
    """A whole (not streamed) reply."""

    choices: list[Choice]
    usage: CompletionUsage | None = None
    model: str = ""


class FunctionDelta(Record, frozen=False):
    """A piece of a streamed note: its name, or the next part of its arguments."""

    name: str | None = None
    arguments: str | None = None


class ToolCallDelta(Record, frozen=False):
    """A piece of the streamed note at `index`; only its first piece carries the id."""

    index: int
    id: str | None = None
    function: FunctionDelta | None = None
    type: str = "function"


class Delta(Record, frozen=False):
    """What one streamed chunk adds: answer text or pieces of notes."""

    content: str | None = None
    tool_calls: list[ToolCallDelta] | None = None
    role: str | None = None


class ChunkChoice(Record, frozen=False):
    """The one choice a streamed chunk holds; `finish_reason` is set on the last."""

    delta: Delta
    index: int = 0
    finish_reason: str | None = None


class Chunk(Record, frozen=False):
    """One piece of a streamed reply; the last may carry usage."""

    choices: list[ChunkChoice]
    usage: CompletionUsage | None = None


MAX_REPLY_CHARS = 1_000_000  # a reply's text and notes together; the rest is dropped with a notice


@dataclass
class Reply:
    """One model reply as the loop needs it: text, notes as (id, name, raw arguments), token counts.

    `cut_off` when the endpoint stopped it at its length limit; `too_long` when we cut it at MAX_REPLY_CHARS.
    """

    content: str = ""
    notes: list[tuple[str, str, str]] = field(default_factory=list)
    prompt_tokens: int | None = None
    completion_tokens: int | None = None
    estimated: bool = False
    cut_off: bool = False
    too_long: bool = False

    def size(self) -> int:
        return len(self.content) + sum(len(name) + len(arguments) for _, name, arguments in self.notes)


def _bad(what: str) -> BadReply:
    return BadReply(f"The endpoint sent a reply whose {what}. Try again, or use --offline.")


def _text(value: Any, what: str) -> str:
    """A piece of text from the reply: None is empty; anything but a valid string fails the turn."""
    if value is None:
        return ""
    if not isinstance(value, str):
        raise _bad(f"{what} is {type(value).__name__}, not text")
    if has_surrogates(value):
        raise _bad(f"{what} is not valid Unicode (a lone surrogate)")
    return value


def _items(value: Any, what: str) -> list[Any]:
    if value is None:
        return []
    if not isinstance(value, list):
        raise _bad(f"{what} is {type(value).__name__}, not a list")
    return value


def _usage(reply: Reply, usage: Any) -> None:
    if usage is not None:
        prompt, completion = getattr(usage, "prompt_tokens", None), getattr(usage, "completion_tokens", None)
        reply.prompt_tokens = prompt if type(prompt) is int else None
        reply.completion_tokens = completion if type(completion) is int else None


def _cap(reply: Reply) -> bool:
    """Cut `reply` to MAX_REPLY_CHARS, text first; True if it had to be cut."""
    if reply.size() <= MAX_REPLY_CHARS:
        return False
    reply.too_long = True
    reply.content = reply.content[:MAX_REPLY_CHARS]
    room = MAX_REPLY_CHARS - len(reply.content)
    kept = []
    for call_id, name, arguments in reply.notes:
        kept.append((call_id, name, arguments[: max(room, 0)]))
        room -= len(name) + len(arguments)
    reply.notes = kept
    return True


def read_whole(response: Any) -> Reply:
    choices = _items(getattr(response, "choices", None), "list of choices")
    if not choices:
        raise BadReply("The endpoint sent a reply with no message in it. Try again, or use --offline.")
    message = getattr(choices[0], "message", None)
    if message is None:
        raise BadReply("The endpoint sent a reply with an empty choice. Try again, or use --offline.")
    reply = Reply(content=_text(getattr(message, "content", None), "text"))
    reply.cut_off = getattr(choices[0], "finish_reason", None) == "length"
    for number, call in enumerate(_items(getattr(message, "tool_calls", None), "list of notes")):
        function = getattr(call, "function", None)
        name = _text(getattr(function, "name", None), "note's tool name")
        arguments = _text(getattr(function, "arguments", None), "note's arguments")
        call_id = _text(getattr(call, "id", None), "note's id") or f"call_{number}"
        reply.notes.append((call_id, name, arguments))
    _cap(reply)
    _usage(reply, getattr(response, "usage", None))
    return reply


def read_stream(chunks: Iterable[Any], reply: Reply) -> Iterator[str]:
    """Yield answer text as it arrives, filling `reply` as the chunks come; tool-call pieces are joined.

    Reading stops once the reply passes MAX_REPLY_CHARS: the rest is never read into memory."""
    pieces: dict[int, list[str]] = {}
    saw_chunk = False
    size = 0
    for chunk in chunks:
        saw_chunk = True
        if (usage := getattr(chunk, "usage", None)) is not None:
            _usage(reply, usage)
        for choice in _items(getattr(chunk, "choices", None), "list of choices"):
            if getattr(choice, "finish_reason", None) == "length":
                reply.cut_off = True
            delta = getattr(choice, "delta", None)
            if delta is None:
                continue
            if text := _text(getattr(delta, "content", None), "text"):
                text = text[: max(MAX_REPLY_CHARS - size, 0)]
                size += len(text)
                reply.content += text
                yield text
            for call in _items(getattr(delta, "tool_calls", None), "list of notes"):
                size += _add_piece(pieces, call)
        if size >= MAX_REPLY_CHARS:
            reply.too_long = True
            break
    if not saw_chunk:
        raise BadReply("The endpoint's streamed reply was empty. Try again, or --no-stream.")
    reply.notes = [
        (call_id, name, arguments) for call_id, name, arguments in (pieces[i] for i in sorted(pieces))
    ]
    if _cap(reply):
        reply.too_long = True


def _add_piece(pieces: dict[int, list[str]], call: Any) -> int:
    """Join one streamed piece of a note into its slot; how many characters it added."""
    index = getattr(call, "index", None) or 0
    if type(index) is not int:
        raise _bad(f"note index is {type(index).__name__}, not a number")
    slot = pieces.setdefault(index, [f"call_{index}", "", ""])
    if call_id := _text(getattr(call, "id", None), "note's id"):
        slot[0] = call_id
    function = getattr(call, "function", None)
    name = _text(getattr(function, "name", None), "note's tool name")
    arguments = _text(getattr(function, "arguments", None), "note's arguments")
    slot[1] += name
    slot[2] += arguments
    return len(name) + len(arguments)
