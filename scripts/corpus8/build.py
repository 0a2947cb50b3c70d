"""Build tests/data/corpus/{tuning8,heldout8}.jsonl from corpus 8's hand-written phrasings.

    .venv/bin/python scripts/corpus8/build.py

Every answer is worked out three ways that share no code (Fraction, scaled whole numbers with
loops and datetime, and quickmath.domain.Problem; see scripts/corpus/answers.py). Corpus 8 also
writes numbers answers.py's reader does not know: decimal commas ("3,5"), thousands grouped with
spaces ("12 500"), clock readings told in words ("twenty-five to one in the afternoon", "half ten")
and lengths of time told in words ("an hour and a quarter"). This builder reads those itself, then
asks answers.py's reader for the numbers: every stored number must be written in its question unless
the entry names it, and a number an entry says is only named must really be absent.
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
SEED = 8088
HELDOUT_SHARE = 0.35

HOURS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]
MINUTE_WORDS = {
    "five": 5,
    "ten": 10,
    "quarter": 15,
    "twenty": 20,
    "twenty-five": 25,
    "twenty five": 25,
    "half": 30,
}
HOUR = r"(\d{1,2}|" + "|".join(HOURS) + r")"
MINUTE = r"(?:a\s+)?(\d{1,2}|twenty[- ]five|five|ten|quarter|twenty|half)(?:\s+minutes)?"
PAST_OR_TO = re.compile(rf"\b{MINUTE}\s+(past|after|to|till)\s+{HOUR}\b", re.IGNORECASE)
HALF_HOUR = re.compile(rf"\bhalf\s+{HOUR}\b", re.IGNORECASE)
OCLOCK = re.compile(rf"\b{HOUR}\s+o'clock\b", re.IGNORECASE)
SAID_HALF = {"P": r"afternoon|evening|night", "A": r"morning"}
SPOKEN_LENGTHS = {
    r"\ban hour and a quarter\b": 75,
    r"\ban hour and a half\b": 90,
    r"\bhalf an hour\b": 30,
    r"\bthree quarters of an hour\b": 45,
    r"\b(?<!three )(?:a )?quarter of an hour\b": 15,
}


def plain_digits(e: Entry) -> str:
    """The question with its numbers in the one style answers.py reads: 12500, 3.5."""
    text = e.question.replace("\u202f", " ").replace("\u00a0", " ")
    if e.extra["comma"]:
        text = re.sub(r"(?<=\d),(?=\d)", ".", text)
    if e.extra["spaces"]:
        text = re.sub(r"(?<=\d) (?=\d{3}\b)", "", text)
    return text


def hour_number(word: str) -> int:
    return int(word) if word.isdigit() else HOURS.index(word.lower()) + 1


def spoken_readings(text: str) -> set[tuple[int, int]]:
    """Clock readings told in words, as (hour on a 12-hour dial mod 12, minute)."""
    found: set[tuple[int, int]] = set()
    for m in PAST_OR_TO.finditer(text):
        said = m[1].lower()
        minute = int(said) if said.isdigit() else MINUTE_WORDS[said]
        hour = hour_number(m[3])
        if m[2].lower() in {"to", "till"}:
            hour, minute = hour - 1, 60 - minute
        found.add((hour % 12, minute))
    for m in HALF_HOUR.finditer(text):
        found.add((hour_number(m[1]) % 12, 30))
    for m in OCLOCK.finditer(text):
        found.add((hour_number(m[1]) % 12, 0))
    return found


def reading_written(text: str, reading: str) -> bool:
    """ "7:40 PM" is written as 7:40 followed by pm (or said to be afternoon/evening/night), as "7 pm"
    when on the hour, or in words ("twenty to eight in the evening"); "08:55" as 8:55 or 08:55 with
    no am/pm after it."""
    clock, _, half = reading.partition(" ")
    hour, minute = clock.split(":")
    hour = hour.lstrip("0") or "0"
    said_half = bool(half) and re.search(SAID_HALF[half[0]], text, re.IGNORECASE) is not None
    if half and said_half and (int(hour) % 12, int(minute)) in spoken_readings(text):
        return True
    shapes = [rf"(?<![\d:.])0?{hour}[:.]{minute}(?![\d])"]
    if minute == "00" and half:
        shapes.append(rf"(?<![\d:.]){hour}(?=\s*[ap]\.?m)")
    for shape in shapes:
        for found in re.finditer(shape, text, re.IGNORECASE):
            marked = re.match(r"\s*([ap])\.?m\b", text[found.end() : found.end() + 6], re.IGNORECASE)
            if not half and not marked:
                return True
            if half and marked and marked[1].lower() == half[0].lower():
                return True
            if half and not marked and said_half:
                return True
    return False


def length_written(text: str, found: set[Fraction], minutes: int) -> bool:
    """90 minutes as "90 min(utes)", as 1 h 30 (hours and minutes, digits or words), or in words
    ("an hour and a half")."""
    if any(value == minutes and re.search(p, text, re.IGNORECASE) for p, value in SPOKEN_LENGTHS.items()):
        return True
    if Fraction(minutes) in found and "min" in text.lower():
        return True
    hours, rest = divmod(minutes, 60)
    said_hours = re.search(r"\d\s*h\b|\d\s*h\d|hours?|\bhrs?\b", text, re.IGNORECASE)
    return bool(hours and said_hours and Fraction(hours) in found and (rest == 0 or Fraction(rest) in found))


def problems(e: Entry) -> list[str]:
    """What is wrong with an entry's numbers: each stored number written, each named one not."""
    text = plain_digits(e)
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
    if e.step is not None and (e.step in named) == (Fraction(str(e.step)) in found):
        wrong.append(f"step {e.step} is {'named but written' if e.step in named else 'not written'}")
    return wrong


def main() -> None:
    for family, entries in FAMILIES.items():
        for e in entries:
            if wrong := problems(e):
                raise SystemExit(f"{family}: {e.question!r}: {'; '.join(wrong)}")
    families = written_records(FAMILIES, "c8-")
    split_and_write(families, OUT, ("tuning8", "heldout8"), SEED, HELDOUT_SHARE)


if __name__ == "__main__":
    main()
