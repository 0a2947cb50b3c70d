"""What the loop reports as a turn happens; the terminal app draws each one."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from quickmath.answer_check import AnswerCheck


@dataclass(frozen=True)
class RequestSent:
    """The raw request about to go to the model (never holds the API key)."""

    request: dict[str, Any]


@dataclass(frozen=True)
class Note:
    """The model asks for a tool: `arguments` is what it wrote, parsed when it could be."""

    call_id: str
    name: str
    arguments: dict[str, Any] | str


@dataclass(frozen=True)
class ToolResult:
    """What a tool gave back for the note with the same `call_id`."""

    call_id: str
    name: str
    result: dict[str, Any]


@dataclass(frozen=True)
class AnswerText:
    """A piece of the answer as it streams in."""

    text: str


@dataclass(frozen=True)
class FinalAnswer:
    """The whole answer, once the model has finished; `cut_off` when the endpoint stopped it at its limit."""

    text: str
    cut_off: bool = False


@dataclass(frozen=True)
class Checked:
    """The final answer, checked: every number it states against the question and the tool results."""

    check: AnswerCheck


@dataclass(frozen=True)
class Notice:
    """Something the learner should know about a reply: notes that were not run, text that was dropped."""

    text: str


@dataclass(frozen=True)
class Usage:
    """Tokens used by one turn, summed over its requests; `estimated` when no API reported them."""

    prompt_tokens: int
    completion_tokens: int
    requests: int
    estimated: bool


Event = RequestSent | Note | ToolResult | AnswerText | FinalAnswer | Checked | Notice | Usage
