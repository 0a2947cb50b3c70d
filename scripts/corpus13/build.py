"""Build tests/data/corpus/{tuning13,heldout13}.jsonl from corpus 13's hand-written phrasings.

    .venv/bin/python scripts/corpus13/build.py

Every answer is worked out three ways that share no code (Fraction, scaled whole numbers with
loops and datetime, and quickmath.domain.Problem; see scripts/corpus/answers.py). Corpus 13 writes
some numbers the way Irish and South African papers do ("7·5", "12 345"), so this builder puts
them into plain digits first, then asks answers.py's reader for the numbers: every stored number
must be written in its question unless the entry lists it as only named. Clock readings and
lengths of time are checked the same way.
"""

from __future__ import annotations

import re
import sys
from fractions import Fraction
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent / "corpus")]

from answers import CLOCK_OPERATIONS, RUN_TOGETHER, split_and_write, written_numbers, written_records  # noqa: E402
from entries import Entry, Num  # noqa: E402
from phrasings import FAMILIES  # noqa: E402

ROOT = HERE.parents[1]
OUT = ROOT / "tests" / "data" / "corpus"
SEED = 1313
HELDOUT_SHARE = 0.35


def plain_digits(question: str) -> str:
    """ "7·5" → 7.5 (the Irish decimal point), "12 345" → 12345 (a space between thousands)."""
    text = re.sub(r"(?<=\d)·(?=\d)", ".", question)
    return re.sub(r"(?<=\d) (?=\d{3}\b)", "", text)


def reading_written(text: str, reading: str) -> bool:
    """ "7:40 PM" is written 7:40 or 7.40 with pm (or p.m.) after it, or "7 pm" on the hour;
    "08:55" is written 08:55 or 8:55 with no am/pm after it."""
    clock, _, half = reading.partition(" ")
    hour, minute = clock.split(":")
    hour = hour.lstrip("0") or "0"
    shapes = [rf"(?<![\d:.])0?{hour}[:.]{minute}(?!\d)"]
    if minute == "00" and half:
        shapes.append(rf"(?<![\d:.]){hour}(?=\s*[ap]\.?m)")
    for shape in shapes:
        for found in re.finditer(shape, text, re.IGNORECASE):
            marked = re.match(r"\s*([ap])\.?m\b", text[found.end() : found.end() + 6], re.IGNORECASE)
            if not half and not marked:
                return True
            if half and marked and marked[1].lower() == half[0].lower():
                return True
    return False


def length_written(text: str, found: set[Fraction], minutes: int) -> bool:
    """90 minutes as "90 min(utes)", or as hours and minutes (digits or words)."""
    if Fraction(minutes) in found and "min" in text.lower():
        return True
    hours, rest = divmod(minutes, 60)
    said_hours = re.search(r"\d\s*h\b|\bhrs?\b|hours?", text, re.IGNORECASE)
    return bool(hours and said_hours and Fraction(hours) in found and (rest == 0 or Fraction(rest) in found))


def is_written(e: Entry, text: str, found: set[Fraction], n: Num) -> bool:
    if e.operation in CLOCK_OPERATIONS and isinstance(n, str):
        return reading_written(text, n)
    if e.operation in CLOCK_OPERATIONS:
        return length_written(text, found, int(n))
    if e.operation in RUN_TOGETHER:
        return length_written(text, found, int(n) // 100 * 60 + int(n) % 100)
    return abs(Fraction(str(n))) in found


def problems(e: Entry) -> list[str]:
    """Each stored number (and the step) not written in the question and not listed as named."""
    text = plain_digits(e.question)
    found = written_numbers(text)
    named = set(e.extra["named"])
    wrong = [f"{n} is not written" for n in e.numbers if n not in named and not is_written(e, text, found, n)]
    if e.step is not None and e.step not in named and Fraction(str(e.step)) not in found:
        wrong.append(f"step {e.step} is not written")
    return wrong


def main() -> None:
    for family, entries in FAMILIES.items():
        for e in entries:
            if wrong := problems(e):
                raise SystemExit(f"{family}: {e.question!r}: {'; '.join(wrong)}")
    families = written_records(FAMILIES, "c13-")
    split_and_write(families, OUT, ("tuning13", "heldout13"), SEED, HELDOUT_SHARE)


if __name__ == "__main__":
    main()
