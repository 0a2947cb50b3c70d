"""Build tests/data/corpus/{tuning11,heldout11}.jsonl from corpus 11's hand-written phrasings.

    .venv/bin/python scripts/corpus11/build.py

Every answer is worked out three ways that share no code (Fraction, scaled whole numbers with
loops and datetime, and quickmath.domain.Problem; see scripts/corpus/answers.py). Corpus 11 writes
numbers in ways answers.py's reader does not know (thin spaces "12 500", apostrophes "1'250'000",
decimal commas "7,5"), so this builder first rewrites them as plain digits, then asks answers.py's
reader for the numbers: every stored number must be written in its question unless the entry names
it, and a number an entry says is only named must really be absent. Clock readings (with their
AM/PM) and lengths of time are checked the same way.
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
SEED = 11011
HELDOUT_SHARE = 0.35


def plain_digits(e: Entry) -> str:
    """The question with its numbers in the one style answers.py reads: 1250000, 7.5."""
    text = e.question
    if e.extra["comma"]:
        text = re.sub(r"(?<=\d),(?=\d)", ".", text)
    return re.sub(r"(?<=\d)[\u2009\u202f'](?=\d{3}\b)", "", text)


def reading_written(text: str, reading: str) -> bool:
    """ "7:40 PM" is written as 7:40 or 7.40 followed by pm (or said to be afternoon/evening);
    "08:55" as 8:55 or 08:55 with no am/pm after it."""
    clock, _, half = reading.partition(" ")
    hour, minute = clock.split(":")
    hour = hour.lstrip("0") or "0"
    for found in re.finditer(rf"(?<![\d:.])0?{hour}[:.]{minute}(?!\d)", text):
        after = text[found.end() : found.end() + 6].lower()
        marked = re.match(r"\s*([ap])\.?m\b", after)
        if not half and not marked:
            return True
        if half and marked and marked[1] == half[0].lower():
            return True
        said = {"P": r"afternoon|evening", "A": r"morning"}
        if half and not marked and re.search(said[half[0]], text, re.IGNORECASE):
            return True
    return False


def length_written(text: str, found: set[Fraction], minutes: int) -> bool:
    """90 minutes as "90 min(utes)", or as 1 h 30 (hours and minutes, digits or words)."""
    if Fraction(minutes) in found and "min" in text.lower():
        return True
    hours, rest = divmod(minutes, 60)
    said_hours = re.search(r"\d\s*h\b|hours?|\bhrs?\b", text, re.IGNORECASE)
    return bool(hours and said_hours and Fraction(hours) in found and (rest == 0 or Fraction(rest) in found))


def problems(e: Entry) -> list[str]:
    """What is wrong with an entry's numbers: each stored number written, each named one not."""
    text = plain_digits(e)
    found = written_numbers(text)
    named = set(e.extra["named"])
    wrong = []
    for number in e.numbers:
        if e.operation in CLOCK_OPERATIONS and isinstance(number, str):
            written = reading_written(text, number)
        elif e.operation in CLOCK_OPERATIONS:
            written = length_written(text, found, int(number))
        elif e.operation in RUN_TOGETHER:
            written = length_written(text, found, int(number) // 100 * 60 + int(number) % 100)
        else:
            written = abs(Fraction(str(number))) in found
        if written == (number in named):
            wrong.append(f"{number} is {'named but written' if written else 'not written'}")
    if e.step is not None and e.step not in named and Fraction(str(e.step)) not in found:
        wrong.append(f"step {e.step} is not written")
    return wrong


def main() -> None:
    for family, entries in FAMILIES.items():
        for e in entries:
            if wrong := problems(e):
                raise SystemExit(f"{family}: {e.question!r}: {'; '.join(wrong)}")
    families = written_records(FAMILIES, "c11-")
    split_and_write(families, OUT, ("tuning11", "heldout11"), SEED, HELDOUT_SHARE)


if __name__ == "__main__":
    main()
