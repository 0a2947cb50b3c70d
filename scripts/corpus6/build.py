"""Build tests/data/corpus/{tuning6,tuning6b}.jsonl from corpus 6's hand-written phrasings.

tuning6b.jsonl was the held-out half (heldout6.jsonl) until 2026-12-03 17:00, when it was released to tuning.

    .venv/bin/python scripts/corpus6/build.py

Every answer is worked out three ways that share no code (Fraction, scaled whole numbers with
loops and datetime, and quickmath.domain.Problem; see scripts/corpus/answers.py), and every number
stored beside a question is checked to be written in it unless the entry says the question only
names it ("the first 20 odd numbers"). Clock readings and lengths of time, which answers.py leaves
unchecked, are checked here: each reading and each length must be written in its question.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent / "corpus")]

from entries import Entry  # noqa: E402
from phrasings import FAMILIES  # noqa: E402
from written import build  # noqa: E402

SEED = 6066


def writes_reading(question: str, reading: str) -> bool:
    """ "08:55" and "8:55 PM" are written if their hour and minutes are ("08:55" also as "8:55")."""
    clock = reading.split()[0].lstrip("0") or "0"
    return clock in question or reading.split()[0] in question


def writes_length(question: str, minutes: int) -> bool:
    """Written as minutes ("90 minutes", "a 45-minute walk") or hours and minutes ("1 h 30 min")."""
    if f"{minutes} min" in question or f"{minutes}-min" in question:
        return True
    hours, rest = divmod(minutes, 60)
    said = rf"\b{hours} ?(h|hours?)\b" + (rf".{{0,4}}\b{rest} ?min" if rest else "")
    return bool(re.search(said, question))


def times_not_written(e: Entry) -> list[str]:
    op, q = e.operation, e.question
    if op in {"time_after", "time_before"}:
        written = writes_reading(q, str(e.numbers[0])) and writes_length(q, int(e.numbers[1]))
    elif op == "time_between":
        written = all(writes_reading(q, str(n)) for n in e.numbers)
    elif op in {"add_time", "subtract_time"}:
        written = all(writes_length(q, int(n) // 100 * 60 + int(n) % 100) for n in e.numbers)
    else:
        written = True
    return [] if written else [f"does not write {e.numbers}"]


if __name__ == "__main__":
    build(FAMILIES, "c6-", ("tuning6", "tuning6b"), SEED, times_not_written)
