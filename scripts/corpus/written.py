"""The check each hand-written corpus builder runs before answers.py works out the answers, and the build.

Every number an entry stores must be written in its question (digits, separators, raised digits or
number words) unless the entry says the question only names it ("the first 20 odd numbers"), and a
number it says is only named must really be absent; the same for a series' step. A clock reading must
be written with its hour, minutes and AM/PM ("7:40 PM" as 7:40 or 07:40 with pm after it, "08:55" as
8:55 or 08:55 with none), a length of time as minutes or as hours and minutes. What a corpus writes
in its own way (decimal commas, spaced thousands, "7 pm", readings and lengths told in words) its
builder passes in as a `Notation`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path

from answers import (
    CLOCK_OPERATIONS,
    RUN_TOGETHER,
    Item,
    run_together_minutes,
    split_and_write,
    written_numbers,
    written_records,
)

OUT = Path(__file__).resolve().parents[2] / "tests" / "data" / "corpus"
HELDOUT_SHARE = 0.35
OPERATIONS = {
    "+", "-", "*", "/", "series", "sum_of_squares", "sum_of_cubes", "add_time", "subtract_time",
    "power", "remainder", "divisible", "time_after", "time_before", "time_between",
}  # fmt: skip

HOURS_SAID = r"\d\s*h\b|hours?|\bhrs?\b"
"""A question that writes hours: "1 h", "2 hours", "hrs" (a corpus may add its own ways)."""
HOURS_RUN_ON = r"|\d\s*h\d"
"""Hours run on into their minutes: "1h30"."""

LengthWay = Callable[[str, set[Fraction], int], bool]
"""One way a question may write a length of time: (plain text, the numbers it writes, minutes)."""


@dataclass(frozen=True)
class Clock:
    """How a corpus may write a clock reading beyond "7:40 PM" as 7:40 pm and "08:55" as 8:55."""

    separators: str = ":"
    """The marks between hour and minutes: ":." lets 7.40 stand for 7:40."""
    hour_as_stored: bool = False
    """The hour only as the entry stores it: "08:55" as 08:55, never 8:55; "8:55" never as 08:55."""
    on_the_hour: bool = False
    """ "7 pm" for 7:00 PM."""
    said_half: Mapping[str, str] = field(default_factory=dict)
    """Words that say the half of the day, so no am/pm is needed: {"P": "afternoon|evening"}."""
    spoken: Callable[[str], set[tuple[int, int]]] | None = None
    """Readings told in words, as (hour mod 12, minute); they count only where the half is said too."""


def as_minutes(minutes_word: str = "min") -> LengthWay:
    """90 minutes as "90 min(utes)": the number written and the word somewhere in the question."""

    def written(text: str, found: set[Fraction], minutes: int) -> bool:
        return Fraction(minutes) in found and re.search(minutes_word, text, re.IGNORECASE) is not None

    return written


def as_hours_and_minutes(hours_said: str) -> LengthWay:
    """90 minutes as 1 h 30 (hours written as `hours_said` finds them; digits or words)."""

    def written(text: str, found: set[Fraction], minutes: int) -> bool:
        hours, rest = divmod(minutes, 60)
        said = re.search(hours_said, text, re.IGNORECASE)
        return bool(hours and said and Fraction(hours) in found and (rest == 0 or Fraction(rest) in found))

    return written


@dataclass(frozen=True)
class Notation:
    """What a corpus writes in its own way; the defaults are what answers.py's reader reads."""

    plain_digits: Callable[[Item], str] = lambda e: e.question
    """The question with its numbers in the one style answers.py reads (1250000, 7.5)."""
    clock: Clock = Clock()
    lengths: Sequence[LengthWay] = (as_minutes(), as_hours_and_minutes(HOURS_SAID))
    named_are_absent: bool = True
    """A number the entry says is only named must not be written either."""
    step_checked: bool = True
    """A series' step must be written or named too."""

    def problems(self, e: Item) -> list[str]:
        return problems(e, self)


def reading_written(text: str, reading: str, clock: Clock) -> bool:
    """Whether a clock reading ("7:40 PM", "08:55") is written in `text` as `clock` allows."""
    dial, _, half = reading.partition(" ")
    hour, minute = dial.split(":")
    said_half = half[:1] in clock.said_half and re.search(clock.said_half[half[0]], text, re.IGNORECASE)
    if said_half and clock.spoken and (int(hour) % 12, int(minute)) in clock.spoken(text):
        return True
    bare_hour = hour.lstrip("0") or "0"
    shapes = [
        rf"(?<![\d:.]){re.escape(hour) if clock.hour_as_stored else '0?' + bare_hour}"
        rf"[{clock.separators}]{minute}(?!\d)"
    ]
    if clock.on_the_hour and minute == "00" and half:
        shapes.append(rf"(?<![\d:.]){bare_hour}(?=\s*[ap]\.?m)")
    for shape in shapes:
        for found in re.finditer(shape, text, re.IGNORECASE):
            marked = re.match(r"\s*([ap])\.?m\b", text[found.end() : found.end() + 6], re.IGNORECASE)
            if (marked[1].upper() if marked else "") == half[:1]:
                return True
            if half and not marked and said_half:
                return True
    return False


def number_written(e: Item, n: int | str, text: str, found: set[Fraction], notation: Notation) -> bool:
    if e.operation in CLOCK_OPERATIONS and isinstance(n, str):
        return reading_written(text, n, notation.clock)
    if e.operation in CLOCK_OPERATIONS | RUN_TOGETHER:
        minutes = int(n) if e.operation in CLOCK_OPERATIONS else run_together_minutes(n)
        return any(way(text, found, minutes) for way in notation.lengths)
    return abs(Fraction(str(n))) in found


def problems(e: Item, notation: Notation) -> list[str]:
    """What is wrong with an entry: an unknown operation, a stored number (or step) not written, a
    named one written."""
    if e.operation not in OPERATIONS:
        return [f"unknown operation {e.operation}"]
    text = notation.plain_digits(e)
    found = written_numbers(text)
    named = set(e.extra["named"])
    told = [(str(n), n, number_written(e, n, text, found, notation)) for n in e.numbers]
    if e.step is not None and notation.step_checked:
        told.append((f"step {e.step}", e.step, Fraction(str(e.step)) in found))
    wrong = []
    for label, n, written in told:
        if n not in named and not written:
            wrong.append(f"{label} is not written")
        elif n in named and written and notation.named_are_absent:
            wrong.append(f"{label} is named but written")
    return wrong


def build(
    families: Mapping[str, Sequence[Item]],
    id_prefix: str,
    names: tuple[str, str],
    seed: int,
    check: Callable[[Item], list[str]] = lambda e: [],
    heldout_share: float = HELDOUT_SHARE,
) -> None:
    """Refuse any entry `check` finds wrong (answers.py's own check runs too), then work out the answers,
    split them and write `names` (tuning, held out) under tests/data/corpus."""
    refuse_wrong(families, check)
    split_and_write(written_records(families, id_prefix), OUT, names, seed, heldout_share)


def refuse_wrong(families: Mapping[str, Sequence[Item]], check: Callable[[Item], list[str]]) -> None:
    """Stop at the first entry `check` finds wrong, saying what is wrong with it."""
    for family, entries in families.items():
        for e in entries:
            if wrong := check(e):
                raise SystemExit(f"{family}: {e.question!r}: {'; '.join(wrong)}")


CORPUS_20_NOTATION = Notation(
    clock=Clock(separators=":.h", hour_as_stored=True, on_the_hour=True),
    lengths=(as_minutes(), as_hours_and_minutes(HOURS_SAID + HOURS_RUN_ON)),
    step_checked=False,
)
"""How corpora 20, 95 and 96 write their numbers: a clock reading's hour exactly as stored, parted from its
minutes by ":", "." or "h", "7pm" on the hour; a length's hours may run on into its minutes ("1h50"); a
series' step need not be written."""
