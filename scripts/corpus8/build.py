"""Build tests/data/corpus/{tuning8,heldout8}.jsonl from corpus 8's hand-written phrasings.

    .venv/bin/python scripts/corpus8/build.py

Every answer is worked out three ways that share no code (Fraction, scaled whole numbers with
loops and datetime, and quickmath.domain.Problem; see scripts/corpus/answers.py). Corpus 8 also
writes numbers answers.py's reader does not know: decimal commas ("3,5"), thousands grouped with
spaces ("12 500"), clock readings told in words ("twenty-five to one in the afternoon", "half ten")
and lengths of time told in words ("an hour and a quarter"). This builder reads those itself, and
readings written 7.40, "7 pm" on the hour or with the half of the day said in words; then it checks
every number as scripts/corpus/written.py says.
"""

from __future__ import annotations

import re
import sys
from fractions import Fraction
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent / "corpus")]

from entries import Entry  # noqa: E402
from phrasings import FAMILIES  # noqa: E402
from written import HOURS_RUN_ON, HOURS_SAID, Clock, Notation, as_hours_and_minutes, as_minutes, build  # noqa: E402

SEED = 8088

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


def spoken_length(text: str, found: set[Fraction], minutes: int) -> bool:
    """A length told in words: "an hour and a half"."""
    return any(value == minutes and re.search(p, text, re.IGNORECASE) for p, value in SPOKEN_LENGTHS.items())


NOTATION = Notation(
    plain_digits=plain_digits,
    clock=Clock(separators=":.", on_the_hour=True, said_half=SAID_HALF, spoken=spoken_readings),
    lengths=(spoken_length, as_minutes(), as_hours_and_minutes(HOURS_SAID + HOURS_RUN_ON)),
)

if __name__ == "__main__":
    build(FAMILIES, "c8-", ("tuning8", "heldout8"), SEED, NOTATION.problems)
