"""The scoring rules, each a pure function: the first note, the answer, and numbers the model made up."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from quickmath.answer_check import check_final_answer
from quickmath.domain import Operation
from quickmath.exact import plain
from quickmath.expression import BinOp, ExpressionError, Neg, Node, Num, parse
from quickmath.numbers import exact_value, numbers_in, units_apart
from quickmath.tools import TOOLS
from quickmath.tools.specs import validation_message

COMMUTATIVE = frozenset({"+", "*", "add_time"})
_TOOLS = {tool.name: tool for tool in TOOLS}


class ExpectedNote(BaseModel):
    """A note a good model may write first: a tool name and its arguments (defaults may be left out)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    tool: str
    arguments: dict[str, Any] = Field(default_factory=dict)


class NoteProblem(ValueError):
    """A note that names no tool on the menu, or whose arguments the tool refuses."""


@dataclass(frozen=True)
class NoteVerdict:
    correct: bool
    detail: str = ""


@dataclass(frozen=True)
class _Field:
    key: Any
    shown: str


def _expression_key(node: Node) -> Any:
    """A parsed sum as a comparable key; chains of + or × compare as a bag of their operands."""
    if isinstance(node, Num):
        return ("num", node.value)
    if isinstance(node, Neg):
        return ("neg", _expression_key(node.operand))
    if node.operation in (Operation.ADD, Operation.MULTIPLY):
        operands: list[Node] = []
        pending: list[Node] = [node]
        while pending:
            item = pending.pop()
            if isinstance(item, BinOp) and item.operation is node.operation:
                pending += [item.left, item.right]
            else:
                operands.append(item)
        return (node.operation.value, tuple(sorted((_expression_key(o) for o in operands), key=repr)))
    return (node.operation.value, _expression_key(node.left), _expression_key(node.right))


def _field(name: str, value: Any) -> _Field:
    if isinstance(value, Enum):
        return _Field(value.value, repr(value.value))
    if value is None:
        return _Field(None, "none")
    if isinstance(value, str) and name == "expression":
        try:
            return _Field(_expression_key(parse(value)), repr(value))
        except ExpressionError:
            return _Field(" ".join(value.split()), repr(value))
    if isinstance(value, str) and name == "technique":  # named as the tool reads it; "" picks the best one
        return _Field(value.strip().lower().replace(" ", "_").replace("-", "_") or None, repr(value))
    if (number := exact_value(value)) is not None:
        return _Field(number, plain(number))
    return _Field(value.strip() if isinstance(value, str) else value, repr(value))


def canonical(tool: str, arguments: dict[str, Any]) -> dict[str, _Field]:
    """The note's arguments as the tool reads them, defaults filled in and numbers exact."""
    spec = _TOOLS.get(tool)
    if spec is None:
        raise NoteProblem(f"there is no tool called {tool!r}")
    try:
        model = spec.arguments.model_validate(arguments)
    except ValidationError as error:
        raise NoteProblem(validation_message(error)) from None
    return {name: _field(name, getattr(model, name)) for name in type(model).model_fields}


def check_expected_note(expected: ExpectedNote) -> None:
    """Raise NoteProblem if an expected note could never be matched."""
    canonical(expected.tool, expected.arguments)


def _differences(want: dict[str, _Field], got: dict[str, _Field]) -> list[str]:
    return [
        f"{name} = {got[name].shown} (expected {field.shown})"
        for name, field in want.items()
        if got[name].key != field.key
    ]


def _note_differences(want: dict[str, _Field], got: dict[str, _Field]) -> list[str]:
    found = _differences(want, got)
    operation = want.get("operation")
    if found and operation is not None and operation.key in COMMUTATIVE and {"a", "b"} <= got.keys():
        swapped = {**got, "a": got["b"], "b": got["a"]}
        if not _differences(want, swapped):
            return []
    return found


def score_note(
    expected: Sequence[ExpectedNote], actual: tuple[str, dict[str, Any] | str] | None
) -> NoteVerdict:
    """Does the first note match one of the expected ones (or is there rightly none)?"""
    if not expected:
        return NoteVerdict(actual is None, "" if actual is None else f"wrote {actual[0]}, expected no note")
    tools = " or ".join(dict.fromkeys(e.tool for e in expected))
    if actual is None:
        return NoteVerdict(False, f"no note, expected {tools}")
    name, arguments = actual
    candidates = [e for e in expected if e.tool == name]
    if not candidates:
        return NoteVerdict(False, f"{name}, expected {tools}")
    if isinstance(arguments, str):
        return NoteVerdict(False, f"{name}: the arguments were not a JSON object")
    try:
        got = canonical(name, arguments)
    except NoteProblem as problem:
        return NoteVerdict(False, f"{name}: {problem}")
    misses: list[list[str]] = []
    for candidate in candidates:
        missed = _note_differences(canonical(candidate.tool, candidate.arguments), got)
        if not missed:
            return NoteVerdict(True)
        misses.append(missed)
    closest = min(misses, key=len)
    return NoteVerdict(False, "; ".join(closest))


def answer_found(expected: Sequence[Fraction], text: str) -> bool:
    """Does `text` hold every expected answer exactly (10/3 or 3 1/3; 5:00 or 500; 1,000 or 1000)?"""
    written = {found.value for found in numbers_in(units_apart(text))}
    return all(value in written for value in expected)


def verdict_found(verdict: str | None, text: str) -> bool:
    """Does `text` say Yes or No first, as expected (always true when no verdict is expected)?"""
    if verdict is None:
        return True
    first = re.search(r"\b(yes|no)\b", text, re.IGNORECASE)
    return first is not None and first.group(1).lower() == verdict.lower()


def invented_numbers(text: str, sources: Iterable[Any]) -> list[str]:
    """Numbers in `text` that neither the questions (the texts in `sources`) nor the tool results hold, as
    written: the same check every final answer gets (`quickmath.answer_check`)."""
    sources = list(sources)
    questions = "\n".join(source for source in sources if isinstance(source, str))
    results = [source for source in sources if not isinstance(source, str)]
    return list(check_final_answer(text, questions, results).unexplained)
