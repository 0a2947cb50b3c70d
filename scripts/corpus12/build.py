"""Build tests/data/corpus/{tuning12,heldout12}.jsonl from corpus 12's hand-written phrasings.

    .venv/bin/python scripts/corpus12/build.py

Every answer is worked out three ways that share no code (Fraction, scaled whole numbers with
loops and datetime, and quickmath.domain.Problem; see scripts/corpus/answers.py). Before that this
builder checks each entry's numbers against its question: every stored number is written (digits,
separators, raised digits or number words) unless the entry says the question only names it, and a
named number must really be absent. Clock readings must be written with their hour, minutes and
AM/PM; lengths of time as minutes or as hours and minutes.
"""

from __future__ import annotations

import re
import sys
from fractions import Fraction
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent / "corpus")]

from answers import CLOCK_OPERATIONS, RUN_TOGETHER, split_and_write, written_numbers, written_records  # noqa: E402
from phrasings import FAMILIES, Entry  # noqa: E402

ROOT = HERE.parents[1]
OUT = ROOT / "tests" / "data" / "corpus"
SEED = 1212
HELDOUT_SHARE = 0.35


def reading_written(text: str, reading: str) -> bool:
    """ "7:40 PM" as 7:40 followed by pm / p.m.; "08:55" as 08:55 with no am/pm after it."""
    clock, _, half = reading.partition(" ")
    hour, minute = clock.split(":")
    for found in re.finditer(rf"(?<![\d:.]){hour}:{minute}(?!\d)", text):
        marked = re.match(r"\s*([ap])\.?m\b", text[found.end() : found.end() + 6].lower())
        if (not half and not marked) or (half and marked and marked[1] == half[0].lower()):
            return True
    return False


def length_written(text: str, found: set[Fraction], minutes: int) -> bool:
    """90 minutes as "90 min(utes)", or as 1 h 30 (hours and minutes written)."""
    if Fraction(minutes) in found and "min" in text.lower():
        return True
    hours, rest = divmod(minutes, 60)
    said_hours = re.search(r"\d\s*h\b|\d\s*hrs?\b|hours?|\bhrs?\b|\bour\b", text, re.IGNORECASE)
    return bool(hours and said_hours and Fraction(hours) in found and (rest == 0 or Fraction(rest) in found))


def problems(e: Entry) -> list[str]:
    found = written_numbers(e.question)
    wrong = []
    for n in e.numbers:
        if e.operation in CLOCK_OPERATIONS and isinstance(n, str):
            written = reading_written(e.question, n)
        elif e.operation in CLOCK_OPERATIONS:
            written = length_written(e.question, found, int(n))
        elif e.operation in RUN_TOGETHER:
            written = length_written(e.question, found, int(n) // 100 * 60 + int(n) % 100)
        else:
            written = abs(Fraction(str(n))) in found
        if written == (n in e.named):
            wrong.append(f"{n} is {'named but written' if written else 'not written'}")
    return wrong


def main() -> None:
    for family, entries in FAMILIES.items():
        for e in entries:
            if wrong := problems(e):
                raise SystemExit(f"{family}: {e.question!r}: {'; '.join(wrong)}")
    families = written_records(FAMILIES, "c12-")
    split_and_write(families, OUT, ("tuning12", "heldout12"), SEED, HELDOUT_SHARE)


if __name__ == "__main__":
    main()
