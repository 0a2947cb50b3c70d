"""One hand-written corpus 10 question with its structured problem (the fields answers.py's `Item` needs)."""

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
    check_numbers: bool = True
    extra: Mapping[str, Any] = field(default_factory=dict)


def E(
    question: str,
    operation: str,
    *numbers: Num,
    step: Num | None = None,
    named: Sequence[Num] = (),
    source: str = "written",
) -> Entry:
    """An entry; more than two numbers make a chain. `named` lists the numbers (or the step) the
    question names without writing them ("the first 10 odd numbers" names 1 and 19 and the step 2)."""
    extra = {"chain": len(numbers) > 2, "named": tuple(named)}
    return Entry(question.strip("\n"), operation, numbers, step, source, not named, extra)
