"""What `ask -q` and `ask --json` print for scripts: the answer alone, or one JSON object, on stdout;
every notice on stderr."""

from __future__ import annotations

import json
from typing import Any, TextIO

from rich.console import Console

from quickmath.backends import Backend
from quickmath.events import Checked, Event, FinalAnswer, Note, RequestSent, ToolResult, Usage
from quickmath.records import values
from quickmath.render import check_line, request_panel, usage_line
from quickmath.safe import Secret, inert, scrub


class ScriptOutput:
    """Draws nothing on stdout while a turn runs; raw requests, when asked for, go to stderr."""

    def __init__(self, out: TextIO, errors: Console, show_requests: bool, secret: Secret) -> None:
        self.out = out
        self.errors = errors
        self.show_requests = show_requests
        self.secret = secret
        self.requests = 0

    def draw(self, event: Event) -> None:
        if isinstance(event, RequestSent):
            self.requests += 1
            if self.show_requests:
                self.errors.print(request_panel(scrub(event.request, self.secret), self.requests))

    def waiting(self) -> None:
        """Scripts get no spinner."""

    def abort(self) -> None:
        """Nothing is live to close."""

    def finish(self, question: str, backend: Backend, failure: str | None) -> None:
        """The turn is over: `failure` says why it failed, or is None when it was answered."""

    def write(self, text: str) -> None:
        self.out.write(f"{text}\n")
        self.out.flush()


class AnswerOnly(ScriptOutput):
    """`ask -q`: the final answer's text as written (escape sequences removed) and nothing else; for raw
    tool data, what the coach panel shows in its place."""

    def draw(self, event: Event) -> None:
        super().draw(event)
        if isinstance(event, FinalAnswer):  # raw tool data gets the same plain words as the coach panel
            self.write(inert(scrub(event.shown, self.secret)))
        elif isinstance(event, Checked) and event.check.flagged:
            self.errors.print(check_line(event.check))
        elif isinstance(event, Usage):
            self.errors.print(usage_line(event))


class JsonReport(ScriptOutput):
    """`ask --json`: the turn gathered into one object, written when it ends."""

    def __init__(self, out: TextIO, errors: Console, show_requests: bool, secret: Secret) -> None:
        super().__init__(out, errors, show_requests, secret)
        self.answer: str | None = None
        self.notes: list[dict[str, Any]] = []
        self._by_call: dict[str, dict[str, Any]] = {}
        self.usage: dict[str, Any] | None = None
        self.checks: list[dict[str, Any]] = []
        """The answer check's findings; filled in by the check when it reports."""
        self.cut_off = False
        """True when the endpoint cut the reply off; set by the check when it reports."""

    def draw(self, event: Event) -> None:
        super().draw(event)
        if isinstance(event, Note):
            note = {"tool": event.name, "arguments": event.arguments, "result": None}
            self.notes.append(note)
            self._by_call[event.call_id] = note
        elif isinstance(event, ToolResult) and event.call_id in self._by_call:
            self._by_call[event.call_id]["result"] = event.result
        elif isinstance(event, FinalAnswer):
            self.answer = event.text  # the model's own words, raw tool data included (the contract)
        elif isinstance(event, Checked):
            self.checks, self.cut_off = event.check.flags(), event.check.cut_off
        elif isinstance(event, Usage):
            self.usage = values(event)

    def finish(self, question: str, backend: Backend, failure: str | None) -> None:
        if failure is not None and not self.cut_off:  # a cut-off answer is still written out, marked
            self.write_json({"error": failure})
            return
        self.write_json(
            {
                "question": question,
                "answer": self.answer,
                "notes": self.notes,
                "checks": self.checks,
                "cut_off": self.cut_off,
                "usage": self.usage,
                "backend": backend.kind,
                "model": backend.model,
            }
        )

    def write_json(self, value: dict[str, Any]) -> None:
        self.write(json.dumps(scrub(value, self.secret), ensure_ascii=False, default=str))
