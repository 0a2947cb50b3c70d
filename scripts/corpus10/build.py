"""Build tests/data/corpus/{tuning10,heldout10}.jsonl from corpus 10's hand-written phrasings.

    .venv/bin/python scripts/corpus10/build.py

Every answer is worked out three ways that share no code (Fraction, scaled whole numbers with loops
and datetime, and quickmath.domain.Problem, which also proves the tools accept the problem; see
scripts/corpus/answers.py). Before that, this builder checks that every stored number is written in
its question (digits, separators, raised digits or number words) unless the entry says the question
only names it ("the first 20 odd numbers"); clock readings must be written with their AM/PM (or
with none, for a 24-hour reading), and lengths of time as minutes or as hours and minutes.
"""

from __future__ import annotations

import re
import sys
from fractions import Fraction
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent / "corpus")]

from answers import (  # noqa: E402
    CLOCK_OPERATIONS,
    RUN_TOGETHER,
    TENS,
    UNITS,
    split_and_write,
    written_numbers,
    written_records,
)
from entry import Entry  # noqa: E402
from phrasings import FAMILIES  # noqa: E402

ROOT = HERE.parents[1]
OUT = ROOT / "tests" / "data" / "corpus"
SEED = 101010
HELDOUT_SHARE = 0.35


def reading_written(text: str, reading: str) -> bool:
    """ "7:57 PM" is written 7:57 (or 07:57) with am/pm after it; "08:55" as 8:55 or 08:55 with none."""
    clock, _, half = reading.partition(" ")
    hour, minute = clock.split(":")
    for found in re.finditer(rf"(?<![\d:.])0?{int(hour)}:{minute}(?!\d)", text):
        marked = re.match(r"\s*([ap])\.?m\b", text[found.end() : found.end() + 6], re.IGNORECASE)
        if not half and not marked:
            return True
        if half and marked and marked[1].lower() == half[0].lower():
            return True
    return False


UNIT_WORDS = list(UNITS)
TEN_WORDS = list(TENS)


def said(n: int) -> str:
    """A whole number 0-99 as a regex: its digits ("05" too) or its words ("thirty-five")."""
    shapes = [rf"0?{n}"]
    if n < 20:
        shapes.append(UNIT_WORDS[n])
    elif n < 100:
        tens, units = divmod(n, 10)
        shapes.append(TEN_WORDS[tens - 2] + (rf"[- ]{UNIT_WORDS[units]}" if units else ""))
    return rf"(?<![\d.:])(?:{'|'.join(shapes)})(?![\d.:])"


HOURS = r"\s*(?:h|hrs?|hours?)\b"
MINUTES = r"\s*(?:m|mins?|minutes?)\b"


def length_written(text: str, minutes: int) -> bool:
    """90 minutes written as "90 min(utes)", or as hours then minutes ("1 h 30", "1 hour 30 minutes",
    "one hour thirty minutes"); a whole number of hours as "2 hours"."""
    if (
        re.search(said(minutes) + MINUTES, text, re.IGNORECASE)
        if minutes < 100
        else re.search(rf"(?<![\d.:]){minutes}{MINUTES}", text, re.IGNORECASE)
    ):
        return True
    hours, rest = divmod(minutes, 60)
    if not hours:
        return False
    hour_words = said(hours) + (r"|\ban?" if hours == 1 else "")
    then = r"[\s,]*(?:and\s+)?"
    if rest == 0 and re.search(rf"(?:{hour_words}){HOURS}(?!{then}\d)", text, re.IGNORECASE):
        return True
    return bool(re.search(rf"(?:{hour_words}){HOURS}{then}{said(rest)}", text, re.IGNORECASE))


def problems(e: Entry) -> list[str]:
    """The stored numbers a question neither writes nor names."""
    found = written_numbers(e.question)
    named = set(e.extra["named"])
    missing = []
    for n in e.numbers:
        if n in named:
            continue
        if e.operation in CLOCK_OPERATIONS and isinstance(n, str):
            written = reading_written(e.question, n)
        elif e.operation in CLOCK_OPERATIONS:
            written = length_written(e.question, int(n))
        elif e.operation in RUN_TOGETHER:
            written = length_written(e.question, int(n) // 100 * 60 + int(n) % 100)
        else:
            written = abs(Fraction(str(n))) in found
        if not written:
            missing.append(f"{n} is not written")
    if e.step is not None and e.step not in named and Fraction(str(e.step)) not in found:
        missing.append(f"step {e.step} is not written")
    return missing


def main() -> None:
    for family, entries in FAMILIES.items():
        for e in entries:
            if missing := problems(e):
                raise SystemExit(f"{family}: {e.question!r}: {'; '.join(missing)}")
    families = written_records(FAMILIES, "c10-")
    split_and_write(families, OUT, ("tuning10", "heldout10"), SEED, HELDOUT_SHARE)


if __name__ == "__main__":
    main()
