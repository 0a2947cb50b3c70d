"""One corpus-13 question with its structured problem, in the shape scripts/corpus/answers.py reads."""

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
    check_numbers: bool = False
    """False: build.py checks the numbers itself, after reading "7·5" and "12 345" as plain digits."""
    extra: Mapping[str, Any] = field(default_factory=dict)


def ask(
    question: str,
    operation: str,
    a: Num,
    b: Num,
    *,
    step: Num | None = None,
    named: Sequence[Num] = (),
    source: str = "written",
) -> Entry:
    """A two-operand problem; `named` lists the numbers the question names without writing them."""
    return Entry(question, operation, (a, b), step, source, False, {"named": tuple(named)})


def chain(question: str, operation: str, *terms: Num, source: str = "written") -> Entry:
    """A chain of + or of −: the rest taken from the first for −."""
    return Entry(question, operation, terms, None, source, False, {"chain": True, "named": ()})
