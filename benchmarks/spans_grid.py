"""Spans read by their roles: `python benchmarks/spans_grid.py [--misses] [--write]`.

A grid of short everyday stories of two clock readings, one that starts a span (left, entered, opened,
clocked on, drop-off, since, went to bed, went in) and one that ends it (back, left, closed, clocked off,
pick-up, now, alarm, came out), and a question of how long, each written in many shapes (text-speak, labels
and greetings around it, the question first, English from other first languages) times PAIRS of readings (a
24-hour clock, am or pm, over midnight). Each cell's answer is the minutes from the start to the end, worked
out here by exact arithmetic. NEAR MISSES are the same stories asking another thing (how long it cooled, the
show when only the doors' time is told, the film when only its start and my getting home are told) or with
words that change the calculation (late, a correction, a time zone, another day, a break): they must be asked
back (ASKED), or answered only with the right value (EITHER). PUT RIGHT stories correct their start or end
after ("edit: finished at 17:15 actually"), naming its role; told without one, they are asked back. It
prints read % and wrong per family; `--misses` lists the cells missed; `--write` writes a sample as
[question, answer-or-null] pairs to tests/data/spans_grid.json (pinned by tests/test_spans_grid.py).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from grid_report import ASKED, DATA, EITHER, READ, as_the_corpus_scores, by_family, report

PINNED = DATA / "spans_grid.json"
DAY = 24 * 60

PAIRS: list[tuple[str, str]] = [
    ("06:40", "08:25"), ("06:45", "15:30"), ("11:35pm", "6:50am"), ("7:45am", "6:10pm"), ("22:15", "07:40"),
    ("9:05 AM", "1:50 PM"), ("13:25", "15:10"), ("5:20 PM", "7:05 PM"), ("23:35", "02:10"),
    ("08:30", "16:45"), ("10:50 pm", "1:15 am"), ("07:55", "16:20"),
]  # fmt: skip
"""Two readings, the start first: a 24-hour clock, am or pm with a space or not, over midnight."""

FAMILIES: dict[str, list[str]] = {
    "out and back": [
        "long run left at {r}, back {r2}. time out?",
        "Left the house {r}, got home {r2}. How long was I out?",
        "Set off {r}, arrived {r2}. How long was the drive?",
        "The coach departs {r} and gets in at {r2}. Journey time?",
        "Ferry left port at {r} and docked at {r2}. How long was the crossing?",
        "went out on the bike at {r} and got back at {r2}, how long was i out",
        "Mum left work at {r} and got home at {r2}. How long did the trip take?",
        "We leave at {r} and arrive at {r2}, how long is the journey please",
        "Q7: Tom left school at {r} and got home at {r2}. How long did his journey take?",
        "Left for the shops {r}. Back {r2}. How long was I gone?",
        "i left {r} and i come back {r2}, how much time i was out?",
        "Walk: set off {r}, back at {r2}. Time out?",
    ],
    "stay": [
        "Surgery drop-off is {r}, pick-up {r2}. How long is he there?",
        "My ticket shows I entered the car park at {r} and I left at {r2}. Please tell me how long I was"
        " parked.",
        "Arrived at the party {r}, left {r2} - how long was I there?",
        "Nursery drop off {r} and pick up {r2}, how many hours is she there",
        "Dear Sir, I entered the car park at {r} and left at {r2}. How long was I parked? Yours faithfully,"
        " Ann",
        "How long was I parked? Arrived {r}, left {r2}.",
        "Dropped the car at the garage at {r} and picked it up at {r2}. How long was it there?",
        "Check-in {r}, check-out {r2}. How long is our stay?",
    ],
    "work": [
        "Clocked on {r} clocked off {r2}, what's that in hours and mins",
        "Signed in at {r}, signed out at {r2}. How long did I work?",
        "Logged on {r}, logged off {r2} - how long was my shift?",
        "Nadia clocked in at {r} and clocked out at {r2}. How many hours and minutes did she work?",
        "i clock in {r} and clock out {r2}, how long is my shift",
        "Shift: clocked in {r}, clocked out {r2}. Hours worked?",
        "Started work at {r}, finished at {r2}. How many hours did I do?",
    ],
    "open": [
        "Shop opens {r}, closes {r2}. How long is it open?",
        "The pool opened at {r} and closed at {r2}. How long was it open?",
        "Bar opens at {r} and closes at {r2} - how long is it open for?",
    ],
    "since and now": [
        "server up since {r}, it's {r2} now -- uptime in h:mm?",
        "Been waiting since {r}, it's now {r2}. How long have I been waiting?",
        "Oven on since {r} and it's {r2} now. How long has it been on?",
        "Baby asleep since {r} and it's {r2} now — how long has she slept?",
        "The power went off at {r} and came back at {r2}. How long was the outage?",
        "Wifi down since {r}, back up at {r2}. How long was it down?",
    ],
    "sleep": [
        "Went to bed {r}, alarm at {r2}. How long is that?",
        "went to bed at {r} and woke up at {r2}. how long did i sleep",
    ],
    "start and end": [
        "Get-in starts {r}, doors {r2}. How long do the crew have?",
        "Started fitting the kitchen at {r} and finished at {r2}. How long did it take?",
        "Exam started at {r} and ended at {r2}. Duration?",
        "The match kicked off at {r} and ended at {r2}. How long did it last?",
        "The fasting start at {r} and finish at {r2}. How long is the fasting?",
        "Cake went in at {r} and came out at {r2}. How long did it bake?",
    ],
}
"""Stories of a start and an end, asking how long: the minutes from the first reading to the second."""

NEAR: list[tuple[str, str, str]] = [
    ("The cake went in at {r} and came out at {r2}. How long did it cool?", ASKED, ""),
    ("The bread went in at {r} and came out at {r2}. How long did it rest?", ASKED, ""),
    ("Doors opened at {r} and the show ended at {r2}. How long was the show?", ASKED, ""),
    ("The film started at {r} and I got home at {r2}. How long was the film?", ASKED, ""),
    ("The party started at {r} and I left at {r2}. How long was I there?", EITHER, "between"),
    ("Shop opens {r} and closes {r2}. How long is lunch?", ASKED, ""),
    ("Drop-off {r}, pick-up {r2}. How long is the lunch break?", ASKED, ""),
    ("Doors {r}, curtain up {r2}. How long is the show?", ASKED, ""),
    ("Went out {r}, back {r2}. How long was the bus ride?", ASKED, ""),
    ("Left Friday {r}, back Sunday {r2}. How long was I away?", ASKED, ""),
    ("Flight left London {r} and landed in New York {r2} local time. How long was the flight?", ASKED, ""),
    ("long run left at {r}, back {r2} but 10 minutes late. time out?", EITHER, "between"),
    ("Clocked on {r}, clocked off {r2}, with a 30 min unpaid break. Hours paid?", EITHER, "between-30"),
    (
        "Left home {r}, got to work {r2}. EDIT: actually got in 10 minutes later. Commute?",
        EITHER,
        "between+10",
    ),
    ("Started at {r}, and the second half started at {r2}. How long was the first half?", ASKED, ""),
    ("Server went down at {r} and has been up since {r2}. Uptime?", ASKED, ""),
    ("The match kicked off at {r} and we got home at {r2}. How long was the match?", ASKED, ""),
    ("Clocked on {r}, clocked off {r2}. How long was my break?", ASKED, ""),
    (
        "Went to bed {r}, alarm at {r2}, but I lay awake for an hour. How long did I sleep?",
        EITHER,
        "between-60",
    ),
    ("Surgery drop-off is {r}, pick-up {r2}. How long is the operation?", ASKED, ""),
]
"""Stories that ask another thing or whose words change the calculation: asked back, or answered only with
the right value."""


LENGTH_PAIRS: list[tuple[str, str, int]] = [
    ("1 hour 42 min", "15 min", 87), ("3 h 05 min", "25 min", 160), ("6 h 30 min", "1 h 15 min", 315),
    ("4 hr 15 min", "2 hr 40 min", 95), ("2 hours 10 minutes", "20 minutes", 110), ("1 h 50", "15 mins", 95),
    ("2 h 45 min", "1 h 5 min", 100), ("95 minutes", "20 minutes", 75),
]  # fmt: skip
"""A whole length, a part of it, and the minutes of the rest."""

LENGTHS: list[str] = [
    "Match was {w} including the break of {p}. Playing time?",
    "Show runs {w} including the interval; the interval's {p}. How long is the actual show?",
    "Layover is {w} and the bus into town and back takes {p} — how much time would I have in town?",
    "The match lasted {w} including half time of {p}. How long was the playing time?",
    "The concert is {w} including the interval; the interval is {p}. How long is the music itself?",
    "Film runs {w} incl the trailers of {p}. How long is the actual film?",
]
"""A length with a part told inside it, the rest asked: the whole less the part."""

LENGTH_NEAR: list[tuple[str, str, str]] = [
    ("Match was {w} including the break of {p}. How long was the match?", ASKED, ""),
    ("Match was {w} including the break of {p}. How long was the break?", ASKED, ""),
    ("Match was {w} plus a break of {p}. Playing time?", EITHER, "whole"),
    ("Show runs {w} including two intervals of {p}. How long is the actual show?", ASKED, ""),
    ("Show runs {w} and the interval is {p}. How long altogether?", EITHER, "sum"),
    (
        "Layover is {w} and the bus into town takes {p} each way. How much time would I have in town?",
        ASKED,
        "",
    ),
]
"""Lengths whose question asks the whole or the part, or whose words change the calculation."""


PUT_RIGHT: list[str] = [
    "shift {r} to {x} how long\nedit: finished at {r2} actually",
    "shift {x} to {r2} how long\nedit: started at {r} actually",
    "Leave {r}, get in {x}. EDIT: actually get in {r2} with the new timetable. How long is my commute now?",
    "Left home {x}, got to work {r2}. EDIT: actually left home {r}. How long was the journey?",
]
"""Spans whose start or end is put right, the correction naming its role: the span to the new reading."""

PUT_RIGHT_NEAR: list[str] = [
    "shift {r} to {r2} how long\nedit: {x}",
    "Leave {r}, get in {r2}. EDIT: it was {x}. How long is my commute?",
    "Left home {r}, got to work {r2}. EDIT: plus 10 minutes to park. How long was the journey?",
]
"""Corrections that do not say which reading they put right, or that add rather than replace: asked back."""


def minute_of_day(reading: str) -> int:
    """The minute of the day a reading names: "6:50 pm" is 1130, "07:45" is 465."""
    text = reading.lower().replace(" ", "")
    half = text[-2:] if text.endswith(("am", "pm")) else ""
    hours, minutes = (int(part) for part in text.removesuffix(half).split(":"))
    if half:
        hours = hours % 12 + (12 if half == "pm" else 0)
    return hours * 60 + minutes


def between(first: str, second: str) -> int:
    return (minute_of_day(second) - minute_of_day(first)) % DAY


class Cell:
    def __init__(
        self, family: str, question: str, must: str, minutes: int | None, operation: str = "time_between"
    ) -> None:
        self.family, self.question, self.must, self.minutes = family, question, must, minutes
        self.operation = operation

    @property
    def answer(self) -> str | None:
        """The length as the probes read it ("1 h 45 min", "45 min"), the form pinned."""
        return _length(self.minutes)


def _near_minutes(how: str, first: str, second: str) -> int | None:
    """The right answer of a near miss, by how it is worked ("between-30"): only what the grid needs."""
    if not how:
        return None
    return between(first, second) + int(how.removeprefix("between") or 0)


def grid() -> list[Cell]:
    """Every cell of the grid: each story with several pairs of readings, then the near misses."""
    cells = []
    turn = 0
    for family, templates in FAMILIES.items():
        for template in templates:
            for step in range(4):
                first, second = PAIRS[(turn + step * 5) % len(PAIRS)]
                question = template.format(r=first, r2=second)
                cells.append(Cell(family, question, READ, between(first, second)))
            turn += 1
    for turn, (template, must, how) in enumerate(NEAR):
        for step in range(3):
            first, second = PAIRS[(turn + step * 4) % len(PAIRS)]
            question = template.format(r=first, r2=second)
            cells.append(Cell("near miss", question, must, _near_minutes(how, first, second)))
    for turn, template in enumerate(LENGTHS):
        for step in range(4):
            whole, part, rest = LENGTH_PAIRS[(turn + step * 3) % len(LENGTH_PAIRS)]
            question = template.format(w=whole, p=part)
            cells.append(Cell("length less a part", question, READ, rest, "subtract_time"))
    for turn, (template, must, how) in enumerate(LENGTH_NEAR):
        for step in range(2):
            whole, part, rest = LENGTH_PAIRS[(turn + step * 5) % len(LENGTH_PAIRS)]
            question = template.format(w=whole, p=part)
            part_minutes = _length_minutes(part)
            minutes = {"whole": rest + part_minutes, "sum": rest + 2 * part_minutes}.get(how)
            cells.append(Cell("near miss", question, must, minutes, "subtract_time"))
    for turn, template in enumerate(PUT_RIGHT + PUT_RIGHT_NEAR):
        for step in range(3):
            first, second = PAIRS[(turn * 2 + step * 5) % len(PAIRS)]
            other = _other_reading(first, second, turn + step)
            question = template.format(r=first, r2=second, x=other)
            if template in PUT_RIGHT:
                cells.append(Cell("put right", question, READ, between(first, second)))
            else:
                cells.append(Cell("near miss", question, ASKED, None))
    return cells


def _other_reading(first: str, second: str, turn: int) -> str:
    """A reading between the two in their style, said and then put right: "7:15am" between "6:40am" and
    "8:25am", or 25 minutes in a correction that adds ("plus 25 minutes")."""
    minute = minute_of_day(first) + between(first, second) // 2 + turn % 3 * 5
    hours, minutes = divmod(minute % DAY, 60)
    if not first[-1].isdigit():
        half = first[-2:]
        pm = "pm" if half.islower() else "PM"
        marked = pm if hours >= 12 else ("am" if half.islower() else "AM")
        return f"{(hours - 1) % 12 + 1}:{minutes:02d}{' ' if ' ' in first else ''}{marked}"
    return f"{hours:02d}:{minutes:02d}"


def _length_minutes(said: str) -> int:
    """Minutes of a length as the grid writes it: "1 h 15 min", "2 hr 40 min", "20 minutes", "1 h 50"."""
    numbers = [int(word) for word in said.split() if word.isdigit()]
    return numbers[0] * 60 + sum(numbers[1:]) if len(numbers) > 1 or " h" in said else numbers[0]


def verdict(cell: Cell, answer: str) -> str:
    item = {
        "question": cell.question,
        "operation": cell.operation,
        "minutes": -1 if cell.minutes is None else cell.minutes,
    }
    return as_the_corpus_scores(cell, item, answer)


def _sampled(index: int, cell: Cell) -> bool:
    return index % 3 != 2 or cell.family == "near miss"


def main(argv: list[str] | None = None) -> int:
    return report(__doc__, PINNED, grid(), verdict, by_family, _sampled, argv, pin_either_asked=True)


def _length(minutes: int | None) -> str | None:
    """A length as the probes read it: "1 h 45 min", "45 min"."""
    if minutes is None:
        return None
    hours, rest = divmod(minutes, 60)
    return f"{hours} h {rest} min" if hours else f"{rest} min"


if __name__ == "__main__":
    sys.exit(main())
