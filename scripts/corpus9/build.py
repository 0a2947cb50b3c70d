"""Build tests/data/corpus/{tuning9,heldout9}.jsonl from corpus 9's hand-written phrasings.

    .venv/bin/python scripts/corpus9/build.py

Every answer is worked out three ways that share no code (Fraction, scaled whole numbers with
loops and datetime, and quickmath.domain.Problem; see scripts/corpus/answers.py). Corpus 9 writes
numbers with units run on ("£45.50", "12kg", "3h20m", "45m", "7.5 hrs", "£2.5k"), so this builder
puts them in the one style answers.py reads, then checks that every stored number is written in
its question unless the entry names it, and that a number an entry says is only named is really
absent. Clock readings (with their AM/PM) and lengths of time are checked the same way.
"""

from __future__ import annotations

import re
import sys
from fractions import Fraction
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent / "corpus")]

from answers import CLOCK_OPERATIONS, RUN_TOGETHER, split_and_write, written_numbers, written_records  # noqa: E402
from entries import Entry  # noqa: E402
from phrasings import FAMILIES  # noqa: E402

ROOT = HERE.parents[1]
OUT = ROOT / "tests" / "data" / "corpus"
SEED = 9099
HELDOUT_SHARE = 0.35
OPERATIONS = {
    "+", "-", "*", "/", "series", "sum_of_squares", "sum_of_cubes", "add_time", "subtract_time",
    "power", "remainder", "divisible", "time_after", "time_before", "time_between",
}  # fmt: skip


def plain_digits(text: str) -> str:
    """The question with "2.5k" written out as 2500 (the only shorthand answers.py cannot read)."""
    return re.sub(r"(\d+(?:\.\d+)?)k\b", lambda m: str(int(Fraction(m[1]) * 1000)), text)


def reading_written(text: str, reading: str) -> bool:
    """ "7:40 PM" is written as 7:40 (or 07:40) followed by pm; "08:55" as 8:55 or 08:55 with no am/pm."""
    clock, _, half = reading.partition(" ")
    hour, minute = clock.split(":")
    shape = rf"(?<![\d:.])0?{hour.lstrip('0') or '0'}:{minute}(?!\d)"
    for found in re.finditer(shape, text):
        marked = re.match(r"\s*([ap])\.?m\b", text[found.end() : found.end() + 6], re.IGNORECASE)
        if (marked[1].upper() if marked else "") == half[:1]:
            return True
    return False


def length_written(text: str, found: set[Fraction], minutes: int) -> bool:
    """90 minutes as "90 min"/"90m", as 1 h 30 (digits or words), or as "1.5 hrs"."""
    if re.search(rf"(?<![\d.]){minutes}\s*(m\b|mins?\b|minutes?\b)", text, re.IGNORECASE):
        return True
    if Fraction(minutes) in found and re.search(r"\bmin", text, re.IGNORECASE):
        return True
    said_hours = re.search(r"\d\s*h\b|\d\s*h\d|hours?|\bhrs?\b", text, re.IGNORECASE)
    if said_hours and Fraction(minutes, 60) in found:
        return True
    hours, rest = divmod(minutes, 60)
    return bool(hours and said_hours and Fraction(hours) in found and (rest == 0 or Fraction(rest) in found))


def problems(e: Entry) -> list[str]:
    """What is wrong with an entry: an unknown operation, a stored number not written, a named one written."""
    if e.operation not in OPERATIONS:
        return [f"unknown operation {e.operation}"]
    text = plain_digits(e.question)
    found = written_numbers(text)
    named = set(e.extra["named"])
    wrong = []
    for n in e.numbers:
        if e.operation in CLOCK_OPERATIONS and isinstance(n, str):
            written = reading_written(text, n)
        elif e.operation in CLOCK_OPERATIONS:
            written = length_written(text, found, int(n))
        elif e.operation in RUN_TOGETHER:
            written = length_written(text, found, int(n) // 100 * 60 + int(n) % 100)
        else:
            written = abs(Fraction(str(n))) in found
        if written == (n in named):
            wrong.append(f"{n} is {'named but written' if written else 'not written'}")
    if e.step is not None and e.step not in named and Fraction(str(e.step)) not in found:
        wrong.append(f"step {e.step} is not written")
    return wrong


def main() -> None:
    for family, entries in FAMILIES.items():
        for e in entries:
            if wrong := problems(e):
                raise SystemExit(f"{family}: {e.question!r}: {'; '.join(wrong)}")
    families = written_records(FAMILIES, "c9-")
    split_and_write(families, OUT, ("tuning9", "heldout9"), SEED, HELDOUT_SHARE)


if __name__ == "__main__":
    main()
