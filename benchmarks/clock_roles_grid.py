"""Clock stories read by their numbers' roles: `python benchmarks/clock_roles_grid.py [--misses] [--write]`.

A grid of short everyday STORIES with one clock reading and one length of time (what time is it when
something ends, or when must it start) or with two clock readings (how long between them), each written in
many shapes (labels and names before or after the numbers, bullets, text-speak, a question first, English
from other first languages) times NUMBER sets (readings on a 24-hour clock and with am or pm, lengths in
hours, minutes or both, short and long). Each cell's answer is worked out here by exact arithmetic: the
reading moved on (`time_after`) or back (`time_before`) by the length, or the minutes from one reading to the
next (`time_between`, over midnight too). NEAR MISSES are the same stories with words that change the
calculation (a second length, a time zone, a day asked, a correction, a length for each of some things, a
question of how long with one reading only): they must be asked back (ASKED), or answered only with the right
value (EITHER). The ROLES family (`clock_role_stories.py`) crosses one event's reading (its start or end)
with whose length it is (its own, a journey there, a journey home) and what is asked (its end, its start,
when to set off, when we arrive, something else). Each cell must be read (READ), asked back (ASKED), or
either (EITHER). It prints read % and wrong per family; `--misses` lists the cells missed; `--write` writes
a sample as [question, answer-or-null] pairs to tests/data/clock_roles_grid.json (pinned by
tests/test_clock_roles_grid.py): every near miss, every other cell read, and one in five of the roles cells
asked back. The pinned file is what `--write` writes: add cells to the grid, not to the file.
"""

from __future__ import annotations

import sys
from fractions import Fraction
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from clock_role_stories import stories as role_stories  # the roles family: one event, every role crossed
from grid_report import ASKED, DATA, EITHER, READ, as_the_corpus_scores, by_family, report

PINNED = DATA / "clock_roles_grid.json"
DAY = 24 * 60

READINGS: list[str] = [
    "22:55", "6:50 pm", "07:45", "5:15 pm", "21:15", "11:50 pm", "13:30", "6:15 am", "9:05 AM", "16:40",
    "7:45am", "06:05", "12:40 pm", "14:25",
]  # fmt: skip
"""Clock readings as learners write them: a 24-hour clock, am or pm after a space or not, in capitals."""

LENGTHS: list[tuple[str, int]] = [
    ("9 hours 10 minutes", 550), ("50 minutes", 50), ("1 hour 40 min", 100), ("1 h 15", 75),
    ("45 mins", 45), ("90 minutes", 90), ("2 hours", 120), ("3 hrs 15 mins", 195), ("1 hour 50 minutes", 110),
    ("25 minutes", 25), ("6 hours", 360), ("2 h 35 min", 155), ("an hour", 60), ("40 minutes", 40),
]  # fmt: skip
"""Lengths of time, with their minutes."""

PAIRS: list[tuple[str, str]] = [
    ("07:45", "18:10"), ("23:35", "02:10"), ("7:45am", "6:10pm"), ("09:05", "13:50"), ("11:35 pm", "6:50 am"),
    ("1:20 pm", "4:05 pm"), ("06:40", "08:25"), ("8:30 AM", "6:15 PM"),
]  # fmt: skip
"""Two readings, the first earlier in the day (or the evening before)."""

AFTER: list[str] = [
    "Overnight coach departs {r}, journey time {l}. What time does it get in?",
    "Speeches start {r} and we've allowed {l}. What time do we cut the cake?",
    "Trailer 3 starts loading at {r}, loading takes {l}. When's it ready to go?",
    "Last show ends {r}; the cleaners need {l}. When can we lock up?",
    "Bread goes in the oven at {r} and bakes for {l}. When is it done?",
    "Priya set off on the coast path at {r}. The route takes about {l}. What time will she finish?",
    "What time will the meeting end if it starts at {r} and runs {l}?",
    "• Match kicks off {r}\n• lasts {l} with the break\nWhen is it over?",
    "my shift starts {r} and is {l} long, when do i finish",
    "Washing machine started {r}, the cycle is {l}. When will it be finished?",
    "The ferry leaves at {r}. Crossing takes {l}. Arrival time?",
    "The lesson begin at {r} and it continue for {l}. At what time it finish?",
    "Q12: A film starts at {r} and lasts {l}. What time does it end?",
    "Roast in at {r}, needs {l}. When does it come out?",
    "Gate 14 boards at {r} and boarding takes {l}. When does boarding close?",
    "Grandad put the kettle stew on at {r}; it simmers {l}. When can we eat?",
    "Route 7 bus leaves the depot {r} and the full loop is {l}. When is it back?",
    "When will the cake be done? It went in the oven at {r} and needs {l}.",
    "Night bus departs {r} — ride is {l}. ETA?",
    "tour starts {r}, lasts {l}, what time does it finish pls",
    "Mo's driving test begins at {r} and takes {l}. What time will it be over?",
    "Our webinar kicks off {r} and is scheduled for {l}. When does it end?",
    "- Start: {r}\n- Duration: {l}\nWhat time is the finish?",
    "The plane takes off at {r}, the flight is {l}. At what time it will land?",
    "Hi! Match starts at {r}, lasts {l}. When will it finish? Thank you",
    "Dishwasher went on at {r} and the eco programme takes {l}. When is it done?",
    "Begin: {r}\nDuration: {l}\nWhat time is the end?",
    "My wave starts {r} and I'm expecting to take {l}. When do I cross the line?",
]
"""Stories of a reading and a length, asking when something ends: the reading moved on by the length."""

BEFORE: list[str] = [
    "Flight lands at {r}, I need to leave {l} before. When do I leave?",
    "Nil by mouth {l} before theatre. Theatre is {r}. From when?",
    "I need to be at the station by {r} and the walk takes {l}. What time should I leave?",
    "Dinner is at {r} and the lamb needs {l} in the oven. When does it go in?",
    "Meeting ends {r}. It lasts {l}. When did it start?",
    "Check-in closes at {r} and it's {l} to the airport. Latest we can leave?",
    "The race finishes at {r} and it lasts {l}; when does it start?",
    "Kids must be at school by {r}, the drive is {l}. What time do we set off?",
    "Concert at {r}. Travel takes {l}. What time should we leave home?",
    "The parcel must arrive by {r} and the courier needs {l}. What's the latest time to send it?",
    "What time should we leave? The wedding starts at {r} and the drive is {l}.",
    "Surgery at {r}, must fast for {l} before. Fasting starts when?",
    "Appointment {r}. Bus journey {l}. When do I need to leave the house?",
    "have to be at work for {r} and the commute is {l} when should i leave",
    "The show finishes at {r}; it runs for {l}. What time did it begin?",
    "Gates close {r}. From the car park it's a {l} walk. Latest time to leave the car?",
    "- End: {r}\n- Duration: {l}\nWhat time is the start?",
    "I crossed the finish line at {r} and it took me {l}. When did I start?",
]
"""Stories of a deadline and a length, asking when to leave or start: the reading moved back."""

BETWEEN: list[str] = [
    "Started at {r} and the last door went on at {r2}. How long?",
    "Tipped at {r}, back at the yard at {r2}. How long was the drive back?",
    "Left home {r}, got to Gran's {r2}. How long was the journey?",
    "Surgery 2 started {r} and finished {r2} — how long did it take?",
    "How long was I parked? Arrived {r}, left {r2}.",
    "shop opens {r} closes {r2} how long is it open",
    "Nadia clocked in at {r} and clocked out at {r2}. How many hours and minutes did she work?",
    "The outage began {r} and power was back {r2}. How long was the outage?",
    "Shift: {r} to {r2}. How long is that?",
    "How long did the match last? It kicked off {r} and ended {r2}.",
    "Went out {r}, came back {r2} — how much time was I gone?",
    "Meeting started {r} finished {r2}, how long did it go on for",
    "The train left at {r} and arrived at {r2}. What was the journey time?",
    "We dropped Mum off at {r} and got back home at {r2}. How long was the drive back?",
    "We started at {r} and the last cupboard went on at {r2}. How long did it take?",
]
"""Stories of two readings, asking how long: the length from the first to the second."""

MATCHES: list[str] = [
    "Whistle for the start of the second half went at {r}, halves are {l}. Full time at?",
    "Second half kicked off at {r} and halves last {l}. When is it over?",
    "second half starts {r}, {l} halves, when does the match end",
    "Kick-off {r}, halves are {l}. Half time at?",
    "The game kicked off at {r}; halves are {l}. When is half time?",
    "Interval at {r}, {l}. Second half bell at?",
    "Half time at {r}, {l}. Second half starts at?",
]
"""Stories of a match's halves and its breaks: full time from the second half's start, half time from the
kick-off, and the second half after the interval, each the reading moved on by one length."""

REMARKED: list[tuple[str, int]] = [
    ("I used to start at the mill at {r} and finish at {r2}. How long was that day? My granddaughter doesn't"
     " believe me", 0),
    ("Homework says the swimming lesson ends at {r} and lasts {l}. When did it start? We swam in the river in"
     " my day", -1),
    ("The film starts at {r} and lasts {l}. When does it finish? So excited!!", 1),
    ("Shift: {r} to {r2}. How long is that? Feels like forever", 0),
    ("Ferry departs {r} and the crossing takes {l}. What time do we arrive? Hoping for calm seas", 1),
    ("Went to bed {r}, alarm at {r2}. How long is that? Feels like I never slept", 0),
    ("Kids must be at school by {r}, the drive is {l}. What time do we set off? Mornings are chaos", -1),
]  # fmt: skip
"""Stories with a remark after the question that changes nothing: read as if it were not there; the way (1
on, -1 back, 0 the span between two readings)."""

TOTALS: list[tuple[str, str]] = [
    ("Kick-off {r}, 2 halves of {h} and {b} min half-time is {t} minutes. When's it over?", READ),
    ("Match starts at {r}: two halves of {h} min and a {b} min break, so {t} min in all. When does it end?",
     READ),
    ("Quiz starts {r}, {n} rounds at about {e} min each = {m} min. When does it end?", READ),
    ("Whist drive starts {r}, {n} hands at {e} min each, so {m} minutes. What time does it finish?", READ),
    ("The concert starts at {r} with {h} min of songs and a {b} min interval, which is {s} minutes. When does"
     " it finish?", READ),
    ("Kick-off {r}, 2 halves of {h} and {b} min half-time is {w} minutes. When's it over?", ASKED),
    ("Quiz starts {r}, {n} rounds at about {e} min each = {x} min. When does it end?", ASKED),
    ("Kick-off {r}, 2 halves of {h} and {b} min half-time is {t} minutes. When does the second half start?",
     ASKED),
    ("Quiz starts {r}, {n} rounds at about {e} min each = {m} min. When does round 2 start?", ASKED),
    ("Kick-off {r}, 2 halves of {h} and {b} min half-time is {t} minutes. When does it start?", ASKED),
    ("Match starts at {r}: two halves of {h} min and a {b} min break each, so {t} min in all. When does it"
     " end?", ASKED),
]  # fmt: skip
"""Stories that tell the parts of a length and then their total ("2 halves of 30 and 10 min half-time is 70
minutes"): read with the total when the parts come to it; asked back when they do not, or when the question
asks a part's time."""
HALVES: list[tuple[int, int]] = [(45, 15), (30, 10), (40, 5), (20, 5), (35, 10), (15, 1)]
"""A half's minutes and a break's."""
ROUNDS: list[tuple[int, int]] = [(24, 6), (10, 4), (12, 5), (6, 15), (8, 7), (5, 12)]
"""A count of equal parts and each one's minutes."""

NEAR: list[tuple[str, str, str]] = [
    ("Coach leaves {r}, the drive is {l} and the ferry another 40 minutes. When do we arrive?", ASKED, ""),
    ("Film starts {r} and lasts {l}. How long is it?", ASKED, ""),
    ("The shop opens at {r}. How long is it open?", ASKED, ""),
    ("Bus leaves {r}, journey {l}. correction: 55 mins. When does it arrive?", EITHER, "after 55"),
    (
        "Flight leaves London at {r} and flies {l} to New York. What time is it in New York when we land?",
        ASKED,
        "",
    ),
    ("Flight leaves at {r} and takes {l}. What time is that in UK time?", ASKED, ""),
    ("Ferry departs Friday at {r} and the crossing takes {l}. What day do we arrive?", ASKED, ""),
    ("Whist drive starts {r}, 24 hands at 6 min each. When does it end?", EITHER, "after 144"),
    (
        "Kick-off {r}. We need to be there 45 minutes early and the coach trip is {l}. When do we leave?",
        EITHER,
        "before 45+l",
    ),
    ("Train due at {r} but running {l} late. When will it get in?", EITHER, "after l"),
    (
        "Started at {r}, took a 30 minute break and finished at {r2}. How long did I work?",
        EITHER,
        "between-30",
    ),
    ("Shop opens {r} and closes {r2}. What time is lunch?", ASKED, ""),
    ("Each lesson lasts {l}; the first starts at {r}. When does the third one end?", EITHER, "after 3l"),
    (
        "Film starts at {r} and lasts {l}. We get there 20 minutes early. When do we get there?",
        EITHER,
        "before 20",
    ),
    ("Meeting starts {r} and runs {l}, with the break halfway. When is the break?", EITHER, "after l/2"),
    ("Overnight flight departs {r}, flight time {l}, what time is that back home?", EITHER, "after l"),
    ("The match starts at {r} and lasts {l}. When does it start?", ASKED, ""),
    ("Bus leaves at {r} and the ride is {l}. What date do we arrive?", ASKED, ""),
    (
        "Doors open {r}, the band comes on {l} later and plays 90 minutes. When do they finish?",
        EITHER,
        "after l+90",
    ),
    ("It's {r} now and the film lasts {l}, but we're 10 minutes in. When does it end?", EITHER, "after l-10"),
    ("Kick-off {r}, halves are {l}. Full time at?", ASKED, ""),
    ("Second half started at {r}, halves are {l}. Half time at?", ASKED, ""),
    ("Second half started at {r}, halves are {l}. When does the first half end?", ASKED, ""),
    ("Kick-off {r}, halves are {l}. When does half time end?", ASKED, ""),
    ("Extra time starts {r}, halves are {l}. Full time at?", ASKED, ""),
    ("Kick-off {r}, halves are {l}. When does the second half start?", ASKED, ""),
    ("Interval at {r}, {l}. First half bell at?", ASKED, ""),
    ("Second half started at {r}, halves are {l}, plus 4 minutes added. Full time at?", EITHER, "after l+4"),
    ("How long did the film last? It started at {r} and ended at {r2}, when did we get home?", ASKED, ""),
    ("The film starts at {r} and lasts {l}. When does it end? They were late.", ASKED, ""),
    ("Bus leaves at {r} and the ride is {l}. When do we get in? There and back.", ASKED, ""),
    ("Shop opens {r} and closes {r2}. How long is it open? Minus the lunch hour", ASKED, ""),
    ("The lesson ends at {r} and lasts {l}. When did it start? The clocks went back that night", ASKED, ""),
    ("Went to bed {r}, alarm at {r2}. How long is that? Twice, with the baby", ASKED, ""),
    ("Washing machine started {r}, the cycle is {l}. When do I put it in the dryer?", ASKED, ""),
    ("Washing machine started {r}, the dryer cycle is {l}. When will it be finished?", ASKED, ""),
    ("Washing machine started {r}, the cycle is {l}, then the dryer. When will it be finished?", ASKED, ""),
    ("- Start: {r}\n- Duration: {l}\nWhat time is the break?", ASKED, ""),
    ("Had lunch at {r}, back at the yard at {r2}. How long was the drive back?", ASKED, ""),
    ("Tipped at {r}, back at the yard at {r2}. How long was the drive there?", ASKED, ""),
    ("Left the yard at {r}, back at the yard at {r2}. How long was the drive back?", ASKED, ""),
    ("Started at {r} and the last bus left at {r2}. How long?", ASKED, ""),
    ("Started at {r} and the last door went on at {r2}. How long was lunch?", ASKED, ""),
    ("My wave starts {r} and I expect to take {l}. When do I cross the start line?", ASKED, ""),
    (
        "Kids must be at school by {r}, the drive is {l}. What time do we set off? Via the other school",
        ASKED,
        "",
    ),
    ("I started at {r} and finished at {r2}. How long was that? Not counting lunch", ASKED, ""),
    ("Shift: {r} to {r2}, not including breaks. How long is that?", ASKED, ""),
    ("Shop opens {r} and closes {r2}. How long is it open? Excluding the lunch hour", ASKED, ""),
    ("Worked {r} to {r2} without a break. How long?", EITHER, "between"),
    ("The drive is {l}. What time do we set off? Half of it is roadworks", ASKED, ""),
    ("The drive is {l} and we leave at {r}. What time do we arrive? Half of it is roadworks", ASKED, ""),
    ("The drive is {l} and we leave at {r}. What time do we arrive? It's twice that in traffic", ASKED, ""),
    ("The film is {l}. When does it end? A third of it is adverts", ASKED, ""),
    ("The walk is {l}. When do we set off? Double it with the kids", ASKED, ""),
    ("Surgery opens {r} and closes {r2}. How long is it open? All week", ASKED, ""),
    ("The shop opens at {r} and closes at {r2} Monday to Friday. How long is it open all week?", ASKED, ""),
]
"""Stories whose words change the calculation: asked back, or answered only with the right value."""


def minute_of_day(reading: str) -> int:
    """The minute of the day a reading names: "6:50 pm" is 1130, "07:45" is 465."""
    text = reading.lower().replace(" ", "")
    half = text[-2:] if text.endswith(("am", "pm")) else ""
    hours, minutes = (int(part) for part in text.removesuffix(half).split(":"))
    if half:
        hours = hours % 12 + (12 if half == "pm" else 0)
    return hours * 60 + minutes


def written_like(reading: str, minute: Fraction) -> str:
    """A minute of the day written in the style of `reading`: "7:25 PM", or "22:15" on a 24-hour clock."""
    hours, minutes = divmod(int(minute) % DAY, 60)
    if reading.lower().endswith(("am", "pm")):
        return f"{(hours - 1) % 12 + 1}:{minutes:02d} {'PM' if hours >= 12 else 'AM'}"
    return f"{hours:02d}:{minutes:02d}"


class Cell:
    def __init__(self, family: str, question: str, must: str, operation: str, answer: str | None) -> None:
        self.family, self.question, self.must = family, question, must
        self.operation, self.answer = operation, answer


def _moved(reading: str, minutes: Fraction, way: int) -> str:
    return written_like(reading, Fraction(minute_of_day(reading)) + way * minutes)


def _between(first: str, second: str) -> int:
    return (minute_of_day(second) - minute_of_day(first)) % DAY


def _near_answer(how: str, reading: str, second: str, minutes: int) -> tuple[str, str | None]:
    """The operation and the right answer of a near miss, by how it is worked ("after l+90"): only what the
    grid needs."""
    if not how:
        return "time_after", None
    moves = {
        "after 55": ("time_after", Fraction(55)),
        "after 144": ("time_after", Fraction(144)),
        "before 45+l": ("time_before", Fraction(45 + minutes)),
        "after l": ("time_after", Fraction(minutes)),
        "after 3l": ("time_after", Fraction(3 * minutes)),
        "before 20": ("time_before", Fraction(20)),
        "after l/2": ("time_after", Fraction(minutes, 2)),
        "after l+90": ("time_after", Fraction(minutes + 90)),
        "after l-10": ("time_after", Fraction(minutes - 10)),
        "after l+4": ("time_after", Fraction(minutes + 4)),
    }
    if how == "between":
        return "time_between", str(_between(reading, second))
    if how == "between-30":
        return "time_between", str(_between(reading, second) - 30)
    operation, length = moves[how]
    way = 1 if operation == "time_after" else -1
    return operation, _moved(reading, length, way)


def grid() -> list[Cell]:
    """Every cell of the grid: each story with several number sets, then the near misses, the roles and the
    matches."""
    cells = []
    for turn, template in enumerate(AFTER + BEFORE):
        way, family = (1, "after") if template in AFTER else (-1, "before")
        for step in range(4):
            reading = READINGS[(turn * 3 + step * 5) % len(READINGS)]
            length, minutes = LENGTHS[(turn + step * 4) % len(LENGTHS)]
            question = template.format(r=reading, l=length)
            answer = _moved(reading, Fraction(minutes), way)
            cells.append(Cell(family, question, READ, f"time_{family}", answer))
    for turn, template in enumerate(BETWEEN):
        for step in range(4):
            first, second = PAIRS[(turn + step * 3) % len(PAIRS)]
            question = template.format(r=first, r2=second)
            cells.append(Cell("between", question, READ, "time_between", str(_between(first, second))))
    for turn, (template, must, how) in enumerate(NEAR):
        for step in range(2):
            reading = READINGS[(turn * 5 + step * 7) % len(READINGS)]
            first, second = PAIRS[(turn + step) % len(PAIRS)]
            length, minutes = LENGTHS[(turn + step * 3) % len(LENGTHS)]
            if "{r2}" in template:
                reading = first
            question = template.format(r=reading, l=length, r2=second)
            operation, answer = _near_answer(how, reading, second, minutes)
            cells.append(Cell("near miss", question, must, operation, answer))
    for turn, story in enumerate(role_stories()):
        reading = READINGS[(turn * 5) % len(READINGS)]
        length, minutes = LENGTHS[(turn * 3) % len(LENGTHS)]
        operation = "time_before" if story.way < 0 else "time_after"
        answer = _moved(reading, Fraction(minutes), story.way) if story.way else None
        cells.append(Cell("roles", story.template.format(r=reading, l=length), story.must, operation, answer))
    for turn, (template, way) in enumerate(REMARKED):
        for step in range(4):
            first, second = PAIRS[(turn * 2 + step * 3) % len(PAIRS)]
            reading = READINGS[(turn * 5 + step * 3) % len(READINGS)]
            length, minutes = LENGTHS[(turn * 3 + step * 5) % len(LENGTHS)]
            if way == 0:
                question = template.format(r=first, r2=second)
                cells.append(Cell("remarks", question, READ, "time_between", str(_between(first, second))))
                continue
            question = template.format(r=reading, l=length)
            operation = "time_after" if way > 0 else "time_before"
            cells.append(Cell("remarks", question, READ, operation, _moved(reading, Fraction(minutes), way)))
    for turn, (template, must) in enumerate(TOTALS):
        for step in range(4):
            reading = READINGS[(turn * 3 + step * 5) % len(READINGS)]
            (half, pause), (count, each) = HALVES[(turn + step) % 6], ROUNDS[(turn + step * 2) % 6]
            total, many, sung = 2 * half + pause, count * each, half + pause
            minutes = many if "{m}" in template else sung if "{s}" in template else total
            question = template.format(
                r=reading, h=half, b=pause, t=total, n=count, e=each, m=many, s=sung, w=total + 5, x=many - 4
            )
            answer = _moved(reading, Fraction(minutes), 1) if must == READ else None
            cells.append(Cell("totals", question, must, "time_after", answer))
    for turn, template in enumerate(MATCHES):
        for step in range(4):
            reading = READINGS[(turn * 5 + step * 3) % len(READINGS)]
            length, minutes = LENGTHS[(turn * 2 + step * 5) % len(LENGTHS)]
            question = template.format(r=reading, l=length)
            cells.append(Cell("matches", question, READ, "time_after", _moved(reading, Fraction(minutes), 1)))
    return cells


def _item(cell: Cell) -> dict[str, Any]:
    item: dict[str, Any] = {"question": cell.question, "operation": cell.operation}
    if cell.operation == "time_between":
        item["minutes"] = int(cell.answer) if cell.answer is not None else -1
    else:
        item["answer"] = cell.answer if cell.answer is not None else "00:00"
    return item


def verdict(cell: Cell, answer: str) -> str:
    return as_the_corpus_scores(cell, _item(cell), answer)


def _sampled(index: int, cell: Cell) -> bool:
    """The cells read right that are pinned: every near miss answered right, and every other cell read."""
    return cell.family == "near miss" or (cell.must == READ and index % 2 == 0)


def _asked_sampled(index: int, cell: Cell) -> bool:
    """The cells asked back that are pinned: every near miss, and one in five of the roles family's."""
    return cell.family != "roles" or index % 5 == 0


def main(argv: list[str] | None = None) -> int:
    return report(__doc__, PINNED, grid(), verdict, by_family, _sampled, argv, asked_sampled=_asked_sampled)


if __name__ == "__main__":
    sys.exit(main())
