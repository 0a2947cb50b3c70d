"""Question sets: JSON Lines files of questions with the note and the answer a good model gives."""

from __future__ import annotations

import json
from decimal import Decimal
from fractions import Fraction
from importlib import resources
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from quickmath.evaluation.scoring import ExpectedNote, check_expected_note
from quickmath.numbers import exact_value
from quickmath.tools.specs import validation_message

BUILT_IN = "built-in"
VERDICTS = ("Yes", "No")


class QuestionSetError(ValueError):
    """A question set that cannot be read; the message names the line and what is wrong."""


class Question(BaseModel):
    """One entry: the user's turns (the last is scored), the first note expected, and the answer."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str = Field(min_length=1)
    category: str = Field(min_length=1)
    turns: tuple[str, ...] = Field(min_length=1)
    note: tuple[ExpectedNote, ...]
    answer: tuple[str, ...] = ()

    @model_validator(mode="before")
    @classmethod
    def _one_question_or_turns(cls, data: Any) -> Any:
        if isinstance(data, dict) and "question" in data:
            if "turns" in data:
                raise ValueError('give either "question" or "turns", not both')
            data = {**data, "turns": [data["question"]]}
            del data["question"]
        if isinstance(data, dict) and "note" not in data:
            raise ValueError('"note" is missing: give the expected note, a list of acceptable ones, or null')
        return data

    @field_validator("note", mode="before")
    @classmethod
    def _note_list(cls, value: Any) -> Any:
        if value is None:
            return ()
        return value if isinstance(value, list) else [value]

    @field_validator("note")
    @classmethod
    def _note_runs(cls, notes: tuple[ExpectedNote, ...]) -> tuple[ExpectedNote, ...]:
        for expected in notes:
            check_expected_note(expected)
        return notes

    @field_validator("answer", mode="before")
    @classmethod
    def _answer_texts(cls, value: Any) -> Any:
        if value is None:
            return ()
        values = value if isinstance(value, list) else [value]
        texts = []
        for item in values:
            if exact_value(item) is None and str(item) not in VERDICTS:
                raise ValueError(
                    f'{item!r} is not an exact number (e.g. 56, "4.75", "10/3", "5:00", "6:21 AM") or Yes/No'
                )
            texts.append(str(item))
        return texts

    @property
    def verdict(self) -> str | None:
        """ "Yes" or "No" when the answer to a divisibility question is one, else None."""
        return next((text for text in self.answer if text in VERDICTS), None)

    @property
    def answers(self) -> tuple[Fraction, ...]:
        """The exact values the final answer must contain."""
        return tuple(value for text in self.answer if (value := exact_value(text)) is not None)


def read_set(text: str, source: str) -> list[Question]:
    """The questions in JSON Lines `text`; blank lines and lines starting with // are skipped."""
    questions: list[Question] = []
    seen: set[str] = set()
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.lstrip().startswith("//"):
            continue
        where = f"{source}, line {number}"
        try:
            data = json.loads(line, parse_float=Decimal)
        except ValueError as error:
            raise QuestionSetError(f"{where}: not valid JSON ({error})") from None
        try:
            question = Question.model_validate(data)
        except ValidationError as error:
            raise QuestionSetError(f"{where}: {validation_message(error)}") from None
        if question.id in seen:
            raise QuestionSetError(f"{where}: the id {question.id!r} is used twice")
        seen.add(question.id)
        questions.append(question)
    if not questions:
        raise QuestionSetError(f"{source} holds no questions")
    return questions


def load_set(path: Path | None = None) -> list[Question]:
    """A question set from `path`, or the one that ships with quickmath."""
    if path is None:
        text = resources.files("quickmath").joinpath("data/questions.jsonl").read_text(encoding="utf-8")
        return read_set(text, BUILT_IN)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise QuestionSetError(f"cannot read {path}: {error}") from None
    return read_set(text, str(path))
