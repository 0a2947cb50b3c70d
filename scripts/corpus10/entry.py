"""Short maker of corpus-10 entries (the shared `Entry` of scripts/corpus/entries.py)."""

from __future__ import annotations

from collections.abc import Sequence

from entries import Entry, Num


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
