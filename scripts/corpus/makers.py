"""Short makers of corpus entries (the shared `Entry` of entries.py), one per operation, as corpora 14 and 15
use them. `named` lists the numbers a question names without writing them ("double", "a dozen", "half an hour")."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from entries import Entry, Num


def _entry(
    question: str, operation: str, numbers: Sequence[Num], named: Sequence[Num] = (), step: Num | None = None
) -> Entry:
    extra: dict[str, Any] = {"named": tuple(named)}  # where scripts/corpus/written.py looks
    if len(numbers) > 2:
        extra["chain"] = True
    return Entry(question, operation, tuple(numbers), step=step, check_numbers=not named, extra=extra)


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
