"""Short makers of corpus-13 entries (the shared `Entry` of scripts/corpus/entries.py). build.py checks the
numbers itself, after reading "7·5" and "12 345" as plain digits, so every entry says check_numbers=False."""

from __future__ import annotations

from collections.abc import Sequence

from entries import Entry, Num


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
