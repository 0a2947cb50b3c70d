"""What every guard sees: the reading a reader made (`Read`), its one operation, and the kinds of readers
and operations the guards tell apart."""

from __future__ import annotations

from quickmath.domain import CLOCK_OPERATIONS, DURATION_OPERATIONS
from quickmath.offline.asks import (
    ExpressionSpec,
    FirstOfKind,
    ProblemSpec,
    SeriesByCount,
    SeriesByTerms,
    Spec,
    TimeSum,
)
from quickmath.patterns import lazy
from quickmath.records import Record

TIME_OPERATIONS = CLOCK_OPERATIONS | DURATION_OPERATIONS
"""Operations on clock readings and on lengths of time."""
GUESSING_READERS = frozenset({"stories", "rates", "rate_counts", "dozens", "amounts", "chatter", "roles"})
"""Readers that take the operation from the words of a story or from chatter, not from a sign or a verb
put right beside the numbers; "roles" is the general reader tried last by benchmarks/general_reader.py."""
STORY_SUMS = frozenset({"times"})
"""Readers that also add lengths of time told in a story; guarded when no + sign was written."""
RUNS = frozenset({"series", "sum_of_squares", "sum_of_cubes"})
PER_PERIOD = {
    "hourly": "hour", "daily": "day", "nightly": "night", "weekly": "week", "monthly": "month",
    "yearly": "year", "annual": "year", "annually": "year",
}  # fmt: skip
"""The period each word of one names: "monthly" is a month's."""


class Read(Record):
    """What a reader read (`spec`) of `text`, by its name, with the one operation it does (see
    `operation_of`; for a chain of signs read outright, the signs the learner is shown)."""

    reader: str
    text: str
    spec: Spec
    operation: str | None


def reading_of(reader: str, text: str, spec: Spec) -> Read:
    operation = operation_of(spec)
    if operation is None and reader not in GUESSING_READERS and isinstance(spec, ExpressionSpec):
        operation = _shown_operation(spec)  # "20 − 5 − 3" from takings: a chain of take-aways, guarded as one
    return Read(reader, text, spec, operation)


def operation_of(spec: Spec) -> str | None:
    """The one operation a reading asks for: a chain of + or of − counts as that sign; None when mixed."""
    if isinstance(spec, ProblemSpec):
        return spec.operation
    if isinstance(spec, TimeSum):
        return "add_time"
    if isinstance(spec, SeriesByTerms | SeriesByCount | FirstOfKind):
        return "series"
    if isinstance(spec, ExpressionSpec):
        signs = {sign for sign in "+-*/" if f" {sign} " in f" {spec.text} "}
        return signs.pop() if len(signs) == 1 else None
    return None


def _shown_operation(spec: ExpressionSpec) -> str | None:
    """The one operation of an expression written with the signs the learner is shown ("20 − 5 − 3")."""
    return operation_of(ExpressionSpec(spec.text.translate(str.maketrans("−×÷", "-*/"))))


_SPEC_NUMBER = lazy(r"\d+(?:[.:]\d+)?")


def numbers_in(text: str) -> list[str]:
    """The numbers of `text` as a reading writes them: no thousands commas, clock readings whole."""
    return _SPEC_NUMBER.findall(text.replace(",", ""))


def numbers_used(seen: Read) -> list[str] | None:
    """The numbers a reading of two numbers or of a calculation uses; None for another reading."""
    spec = seen.spec
    if isinstance(spec, ProblemSpec):
        return numbers_in(f"{spec.a} {spec.b}")
    if isinstance(spec, ExpressionSpec):
        return numbers_in(spec.text)
    return None
