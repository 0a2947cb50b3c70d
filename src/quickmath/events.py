"""What the loop reports as a turn happens; the terminal app draws each one."""

from __future__ import annotations

from typing import Any

from quickmath.answer_check import AnswerCheck
from quickmath.records import Record


class RequestSent(Record):
    """The raw request about to go to the model (never holds the API key)."""

    request: dict[str, Any]


class Note(Record):
    """The model asks for a tool: `arguments` is what it wrote, parsed when it could be."""

    call_id: str
    name: str
    arguments: dict[str, Any] | str


class ToolResult(Record):
    """What a tool gave back for the note with the same `call_id`."""

    call_id: str
    name: str
    result: dict[str, Any]


class AnswerText(Record):
    """A piece of the answer as it streams in."""

    text: str


class FinalAnswer(Record):
    """The whole answer, once the model has finished; `cut_off` when the endpoint stopped it at its limit.

    `fallback` is what the learner reads instead when `text` is raw tool data or empty
    (`quickmath.raw_reply`): what the tools verified, worded by Python. `text` stays the model's own words."""

    text: str
    cut_off: bool = False
    fallback: str | None = None

    @property
    def shown(self) -> str:
        """What the learner reads: the model's words, or the fallback for raw tool data or no words."""
        return self.text if self.fallback is None else self.fallback


class AskedAgain(Record):
    """The model's reply was raw tool data (`text`, as it wrote it); it is asked once more for words."""

    text: str


class Checked(Record):
    """The final answer, checked: every number it states against the question and the tool results."""

    check: AnswerCheck


class Notice(Record):
    """Something the learner should know about a reply: notes that were not run, text that was dropped."""

    text: str


class Usage(Record):
    """Tokens used by one turn, summed over its requests; `estimated` when no API reported them."""

    prompt_tokens: int
    completion_tokens: int
    requests: int
    estimated: bool


Event = RequestSent | Note | ToolResult | AnswerText | FinalAnswer | AskedAgain | Checked | Notice | Usage
