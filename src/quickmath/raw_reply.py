"""A final answer that is raw tool data (JSON) instead of words: spotting it, asking the model once more,
and what the learner reads when it stays raw.

A small model often ends a turn by pasting a piece of a tool result (`{"verified": true}`), or writes a
tool call as text and is cut off (`{"name": "solve_expression", "arguments": {…`). That is data, not an
answer: the loop asks the model once more, and if the reply is still raw the learner reads what the tools
verified instead, worded by Python. The model's reply stays in the transcript as it wrote it.
"""

from __future__ import annotations

import json
import re
from typing import Any

from quickmath.messages import Messages
from quickmath.patterns import lazy

ASK_AGAIN = (
    "Your last reply was raw tool data (JSON), which the learner cannot read. Answer again in plain "
    "sentences from the tool results: the shortcut in plain words, its steps, then the answer in bold. "
    "Never write JSON or a tool call as text; if you still need a tool, call it."
)
"""What the next request's system message tells the model after a raw reply."""

UNREADABLE = "The model's reply could not be read (it was raw tool data)"
EMPTY = "The model sent an empty answer"
RAW_IN_LOGS = "the model replied with raw tool data (logs show --json has it as written)"

_FENCED = lazy(r"```[\w-]*[ \t]*\n?(?P<body>(?:(?!```).)*?)\s*(?:```)?", re.DOTALL)
_SPACE = lazy(r"\s*")
_OPENS_WITH_KEY = lazy(r'(?:\[\s*)?\{\s*"[^"\n]*"\s*:', needs="{")
"""The start of an object with a key, alone or first in a list: `{"name":`, `[{"a":`."""
_TOKEN = lazy(
    r'\s*(?:"(?:[^"\\]|\\.)*(?:"|\\?$)|-?\d+(?:\.\d*)?(?:[eE][-+]?\d*)?|'
    r"t(?:r(?:ue?)?)?|f(?:a(?:l(?:se?)?)?)?|n(?:u(?:ll?)?)?|[{}\[\]:,])"
)
"""One JSON token, or the unfinished last one of a reply that was cut off ("tr", `"verif`)."""
_CLOSING = {"}": "{", "]": "["}


def is_raw_data(text: str) -> bool:
    """True when `text` (stripped, maybe inside a ``` fence) is JSON rather than words for a person: one or
    more JSON values that are not all plain numbers or strings, or an object cut off part way. Prose that
    merely holds braces, and an answer that is just a number ("56"), are not raw data."""
    body = _unfenced(text.strip())
    if not body:
        return False
    decoder = json.JSONDecoder()
    position, values = 0, []
    while position < len(body):
        try:
            value, position = decoder.raw_decode(body, position)
        except (ValueError, RecursionError):
            return _cut_off_object(body[position:])
        values.append(value)
        position = _SPACE.match(body, position).end()  # type: ignore[union-attr]  # \s* always matches
    return not all(isinstance(v, int | float | str) and not isinstance(v, bool) for v in values)


def _unfenced(text: str) -> str:
    """The body of a reply that is one code fence (closed or cut off), else the reply itself."""
    if not text.startswith("```"):
        return text
    fenced = _FENCED.fullmatch(text)
    return fenced.group("body").strip() if fenced else text


def _cut_off_object(text: str) -> bool:
    """True for JSON cut off part way that opens with an object's key: only JSON tokens, brackets that
    close in order, and at least one still open."""
    if _OPENS_WITH_KEY.match(text) is None:
        return False
    open_brackets: list[str] = []
    position = 0
    while position < len(text):
        token = _TOKEN.match(text, position)
        if token is None or token.end() == position:
            return not text[position:].strip()
        piece = token.group().strip()
        if piece in "{[":
            open_brackets.append(piece)
        elif piece in _CLOSING:
            if not open_brackets or open_brackets.pop() != _CLOSING[piece]:
                return False
            if not open_brackets:
                return False  # a whole value followed by more: not one object cut off
        position = token.end()
    return bool(open_brackets)


def may_be_raw(start: str) -> bool:
    """True while the start of a streamed reply could still turn out to be raw data, so it is not shown
    live: it opens with a bracket or a code fence."""
    return start.lstrip().startswith(("{", "[", "`"))


def asking_again(system: str) -> str:
    """The system message of the request that gives the model its one more chance."""
    return f"{system}\n\n{ASK_AGAIN}"


def instead_of(words: str, turn: Messages) -> str | None:
    """What the learner reads in place of the model's final `words` (stripped): what the tools verified in
    `turn` when the words are raw data or empty; None when they are words for a person."""
    if not words:
        return _tools_verified(EMPTY, turn)
    return for_learner(turn) if is_raw_data(words) else None


def for_learner(turn: Messages) -> str:
    """What the learner reads in place of a raw reply: one line saying it could not be read, then what
    the tools verified in `turn` (the question and everything after it), each as people read it."""
    shown = _tools_verified(UNREADABLE, turn)
    return shown or f"{UNREADABLE}, and no tool worked anything out in this turn. Please ask again."


def _tools_verified(why: str, turn: Messages) -> str | None:
    lines = _verified(turn)
    return "\n".join([f"{why}, so here is what the tools verified:", "", *lines]) if lines else None


def _verified(turn: Messages) -> list[str]:
    from quickmath.offline.tool_results import error_of
    from quickmath.offline.transcript import notes_run
    from quickmath.offline.wording import done_note

    lines = [
        done_note(note.name, note.result, final=True)
        for note in notes_run(turn)
        if note.result and error_of(note.result) is None
    ]
    return list(dict.fromkeys(lines))


def raw_message(text: str) -> dict[str, Any]:
    """The raw reply as it goes into the messages: the model's text, kept as it wrote it."""
    return {"role": "assistant", "content": text}
