"""One phrasing of corpus 15 as its writer types it, before its answer is worked out (see
scripts/corpus/answers.py), and short makers for each operation."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

Num = int | str


@dataclass(frozen=True)
class Entry:
    question: str
    operation: str
    numbers: Sequence[Num]
    step: Num | None = None
    source: str = "written"
    named: tuple[Num, ...] = ()
    """Numbers the question names without writing them ("double", "treble", "a dozen", "half an hour")."""
    extra: Mapping[str, Any] = field(default_factory=dict)

    @property
    def check_numbers(self) -> bool:
        return not self.named


def _entry(
    question: str, operation: str, numbers: Sequence[Num], named: Sequence[Num] = (), step: Num | None = None
) -> Entry:
    extra: dict[str, Any] = {"named": tuple(named)}  # where scripts/corpus/written.py looks
    if len(numbers) > 2:
        extra["chain"] = True
    return Entry(question, operation, tuple(numbers), step=step, named=tuple(named), extra=extra)


def plus(q: str, *n: Num, named: Sequence[Num] = ()) -> Entry:
    return _entry(q, "+", n, named)


def minus(q: str, *n: Num, named: Sequence[Num] = ()) -> Entry:
    return _entry(q, "-", n, named)


def times(q: str, a: Num, b: Num, named: Sequence[Num] = ()) -> Entry:
    return _entry(q, "*", (a, b), named)


def shared(q: str, a: Num, b: Num, named: Sequence[Num] = ()) -> Entry:
    return _entry(q, "/", (a, b), named)


def left_over(q: str, a: Num, b: Num, named: Sequence[Num] = ()) -> Entry:
    return _entry(q, "remainder", (a, b), named)


def power(q: str, a: Num, b: Num, named: Sequence[Num] = ()) -> Entry:
    return _entry(q, "power", (a, b), named)


def run(q: str, a: Num, b: Num, step: Num = 1, named: Sequence[Num] = ()) -> Entry:
    return _entry(q, "series", (a, b), named, step)


def squares(q: str, a: Num, b: Num, named: Sequence[Num] = ()) -> Entry:
    return _entry(q, "sum_of_squares", (a, b), named)


def cubes(q: str, a: Num, b: Num, named: Sequence[Num] = ()) -> Entry:
    return _entry(q, "sum_of_cubes", (a, b), named)


def goes(q: str, a: Num, b: Num, named: Sequence[Num] = ()) -> Entry:
    return _entry(q, "divisible", (a, b), named)


def later(q: str, reading: str, minutes: int, named: Sequence[Num] = ()) -> Entry:
    return _entry(q, "time_after", (reading, minutes), named)


def earlier(q: str, reading: str, minutes: int, named: Sequence[Num] = ()) -> Entry:
    return _entry(q, "time_before", (reading, minutes), named)


def between(q: str, start: str, end: str) -> Entry:
    return _entry(q, "time_between", (start, end))


def lengths_added(q: str, a: int, b: int, named: Sequence[Num] = ()) -> Entry:
    """Lengths run together as the tools take them: 245 for 2 h 45 min."""
    return _entry(q, "add_time", (a, b), named)


def length_less(q: str, a: int, b: int, named: Sequence[Num] = ()) -> Entry:
    return _entry(q, "subtract_time", (a, b), named)
