"""Adding outcomes up: accuracies, invented numbers and cost, overall and for each category."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from quickmath.evaluation.runner import Outcome


@dataclass(frozen=True)
class Tally:
    """Counts over a group of outcomes; means of cost are over the entries that did not fail."""

    questions: int
    notes_correct: int
    answers_expected: int
    answers_correct: int
    invented: int
    with_invented: int
    raw_replies: int
    asked_again: int
    failures: int
    requests: int
    prompt_tokens: int
    completion_tokens: int
    estimated: bool
    seconds: float

    @property
    def finished(self) -> int:
        return self.questions - self.failures

    @property
    def note_accuracy(self) -> Fraction | None:
        return Fraction(self.notes_correct, self.questions) if self.questions else None

    @property
    def answer_accuracy(self) -> Fraction | None:
        return Fraction(self.answers_correct, self.answers_expected) if self.answers_expected else None

    @property
    def mean_rounds(self) -> Fraction | None:
        return Fraction(self.requests, self.finished) if self.finished else None

    @property
    def tokens_per_question(self) -> tuple[Fraction, Fraction] | None:
        if not self.finished:
            return None
        return Fraction(self.prompt_tokens, self.finished), Fraction(self.completion_tokens, self.finished)

    def as_json(self) -> dict[str, Any]:
        tokens = self.tokens_per_question
        return {
            "questions": self.questions,
            "notes_correct": self.notes_correct,
            "note_accuracy": _ratio(self.note_accuracy),
            "answers_expected": self.answers_expected,
            "answers_correct": self.answers_correct,
            "answer_accuracy": _ratio(self.answer_accuracy),
            "invented_numbers": self.invented,
            "questions_with_invented_numbers": self.with_invented,
            "raw_replies": self.raw_replies,
            "raw_replies_asked_again": self.asked_again,
            "failures": self.failures,
            "requests": self.requests,
            "mean_rounds": _ratio(self.mean_rounds),
            "prompt_tokens": self.prompt_tokens,
            "completion_tokens": self.completion_tokens,
            "prompt_tokens_per_question": _ratio(tokens[0] if tokens else None),
            "completion_tokens_per_question": _ratio(tokens[1] if tokens else None),
            "tokens_estimated": self.estimated,
            "seconds": round(self.seconds, 2),
        }


def _ratio(value: Fraction | None) -> float | None:
    """A rounded ratio for JSON readers; the counts beside it stay exact."""
    return None if value is None else round(float(value), 4)


def tally(outcomes: Sequence[Outcome]) -> Tally:
    finished = [o for o in outcomes if o.error is None]
    return Tally(
        questions=len(outcomes),
        notes_correct=sum(o.note_correct for o in outcomes),
        answers_expected=sum(bool(o.answer_expected) for o in outcomes),
        answers_correct=sum(o.answer_correct is True for o in outcomes),
        invented=sum(len(o.invented) for o in outcomes),
        with_invented=sum(bool(o.invented) for o in outcomes),
        raw_replies=sum(o.raw_reply for o in outcomes),
        asked_again=sum(o.asked_again for o in outcomes),
        failures=len(outcomes) - len(finished),
        requests=sum(o.requests for o in finished),
        prompt_tokens=sum(o.prompt_tokens for o in finished),
        completion_tokens=sum(o.completion_tokens for o in finished),
        estimated=any(o.estimated for o in finished),
        seconds=sum(o.seconds for o in outcomes),
    )


def by_category(outcomes: Sequence[Outcome]) -> dict[str, Tally]:
    """A tally for each category, in the order the categories first appear."""
    groups: dict[str, list[Outcome]] = {}
    for outcome in outcomes:
        groups.setdefault(outcome.category, []).append(outcome)
    return {category: tally(group) for category, group in groups.items()}
