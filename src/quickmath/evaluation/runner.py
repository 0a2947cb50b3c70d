"""Running a question set through the real loop, one configuration at a time, and scoring each entry."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, fields, replace
from typing import Any

from quickmath.backends import Backend
from quickmath.context import DEFAULT_BUDGET
from quickmath.errors import ModelError
from quickmath.evaluation.questions import Question
from quickmath.evaluation.scoring import answer_found, invented_numbers, score_note, verdict_found
from quickmath.events import AskedAgain, FinalAnswer, Note, ToolResult, Usage
from quickmath.loop import TutorAgent
from quickmath.prompts import SYSTEM_PROMPT
from quickmath.safe import Secret, scrub, shown_url


@dataclass(frozen=True)
class Config:
    """One way of answering: a backend, a system prompt and the loop's settings."""

    label: str
    backend: Backend
    system_prompt: str = SYSTEM_PROMPT
    system_source: str = "built-in"
    base_url: str | None = None
    max_rounds: int = 5
    stream: bool = True
    context_budget: int = DEFAULT_BUDGET

    def agent(self) -> TutorAgent:
        return TutorAgent(
            self.backend.client,
            self.backend.model,
            max_rounds=self.max_rounds,
            stream=self.stream,
            context_budget=self.context_budget,
            system_prompt=self.system_prompt,
        )

    def describe(self) -> dict[str, Any]:
        return {
            "label": self.label,
            "backend": self.backend.kind,
            "model": self.backend.model,
            "base_url": shown_url(self.base_url) if self.base_url else None,
            "system_prompt": self.system_source,
            "max_rounds": self.max_rounds,
            "stream": self.stream,
            "context_budget": self.context_budget,
        }


@dataclass
class Outcome:
    """How one entry went: its scores, what the model wrote, and what it cost (over all its turns)."""

    id: str
    category: str
    note_correct: bool = False
    note_detail: str = ""
    first_note: dict[str, Any] | None = None
    answer_expected: list[str] = field(default_factory=list)
    answer_correct: bool | None = None
    invented: list[str] = field(default_factory=list)
    answer_text: str = ""
    requests: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    estimated: bool = False
    seconds: float = 0.0
    error: str | None = None
    raw_reply: bool = False
    """The scored answer was raw tool data (JSON), not words: it is not counted as answered."""
    asked_again: int = 0
    """Raw replies in the scored turn that the loop asked the model to word again."""


@dataclass
class _Turns:
    """What the loop reported across an entry's turns; notes and the answer only from the last turn."""

    first_note: Note | None = None
    answer: str = ""
    raw_reply: bool = False
    asked_again: int = 0
    results: list[dict[str, Any]] = field(default_factory=list)
    usage: list[Usage] = field(default_factory=list)

    def take(self, event: object, last_turn: bool) -> None:
        if isinstance(event, Note) and last_turn and self.first_note is None:
            self.first_note = event
        elif isinstance(event, ToolResult):
            self.results.append(event.result)
        elif isinstance(event, FinalAnswer) and last_turn:
            self.answer, self.raw_reply = event.text, event.fallback is not None  # the model's words
        elif isinstance(event, AskedAgain) and last_turn:
            self.asked_again += 1
        elif isinstance(event, Usage):
            self.usage.append(event)


def run_question(agent: TutorAgent, question: Question) -> Outcome:
    """Ask each turn of `question` in one chat and score the last; a backend failure is recorded."""
    outcome = Outcome(question.id, question.category, answer_expected=list(question.answer))
    seen = _Turns()
    messages: list[dict[str, Any]] = []
    started = time.perf_counter()
    try:
        for number, turn in enumerate(question.turns, 1):
            messages.append({"role": "user", "content": turn})
            for event in agent.run(messages):
                seen.take(event, number == len(question.turns))
    except ModelError as error:
        outcome.error = str(error)
    outcome.seconds = time.perf_counter() - started
    _score(outcome, question, seen)
    return outcome


def _score(outcome: Outcome, question: Question, seen: _Turns) -> None:
    outcome.requests = sum(u.requests for u in seen.usage)
    outcome.prompt_tokens = sum(u.prompt_tokens for u in seen.usage)
    outcome.completion_tokens = sum(u.completion_tokens for u in seen.usage)
    outcome.estimated = any(u.estimated for u in seen.usage)
    note = seen.first_note
    if note is not None:
        outcome.first_note = {"tool": note.name, "arguments": note.arguments}
    if outcome.error is not None:
        outcome.note_detail = "the backend failed"
        outcome.answer_correct = False if question.answer else None
        return
    verdict = score_note(question.note, None if note is None else (note.name, note.arguments))
    outcome.note_correct, outcome.note_detail = verdict.correct, verdict.detail
    outcome.answer_text = seen.answer
    outcome.raw_reply, outcome.asked_again = seen.raw_reply, seen.asked_again
    if question.answer:
        outcome.answer_correct = (
            not seen.raw_reply
            and answer_found(question.answers, seen.answer)
            and verdict_found(question.verdict, seen.answer)
        )
    outcome.invented = invented_numbers(seen.answer, [*question.turns, *seen.results])


def redacted(outcome: Outcome, secret: Secret) -> Outcome:
    """`outcome` with the key and any base-URL password taken out of everything a model or endpoint wrote."""
    if not secret:
        return outcome
    return replace(outcome, **{f.name: scrub(getattr(outcome, f.name), secret) for f in fields(outcome)})


def run_set(
    config: Config, questions: Iterable[Question], done: Callable[[Outcome], None] = lambda outcome: None
) -> list[Outcome]:
    """Every question under `config`, in order; `done` hears about each one as it finishes."""
    agent = config.agent()
    outcomes = []
    for question in questions:
        outcome = redacted(run_question(agent, question), config.backend.secret)
        outcomes.append(outcome)
        done(outcome)
    return outcomes
