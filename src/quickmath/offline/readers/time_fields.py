"""Times written as a log, a timetable or a form: labelled fields and a last field that asks. "Dep 07:42 |
Arr 09:15 | journey time?", "Start: 23:20 | End: 01:05 | Duration?", "Deadline: 5:00 PM | Task needs: 2 h 45
min | Start by?", "alarm 6:15 AM, want 7 hrs 45 min sleep, bedtime??", "Leg 1: 2h 15m | Leg 2: 3h 50m |
Total?".

Each field's label says what its value is: a reading that starts something or ends it, or a length. Every
field must be one the reader knows, and the asking field says what is wanted: a length between a start and
an end, an end after a start and a length, a start before an end, or the total of lengths. Anything else is
left alone.
"""

from __future__ import annotations

import re

from quickmath.offline.asks import ProblemSpec, TimeSum
from quickmath.offline.readers.clock_times import (
    LENGTH,
    READING,
    between,
    length,
    on_a_24_hour_clock,
    reading,
)
from quickmath.offline.readers.times import durations, hour_parts
from quickmath.patterns import lazy

_BREAKS = (" | ", " / ", " , ")
"""What may part the fields, the first found in the text: "dep 07:42 | arr 09:15", "alarm 6:15 am , want
…"."""
_LABEL_STOP = lazy(r" [;=](?= )")
"""A label's colon, which the text reader writes " ; ": "start ; 23:20", or an equals sign: "start =
23:20"."""
_VALUE = lazy(rf"^(?P<before>(?:[a-z]+(?: \d)??(?: |$))*?)(?:{READING}|{LENGTH})(?P<after>(?: [a-z]+)*)$")

_STARTS = frozenset({
    "dep", "depart", "departs", "departure", "departed", "leave", "leaves", "left", "left depot", "set off",
    "start", "started", "starts", "start time", "begin", "began", "in", "clock in", "clocked in", "clock on",
    "on", "from", "kick off", "kickoff", "took off", "take off", "bedtime", "bed", "lights out", "opens",
    "open", "doors open", "shift start", "went to bed", "asleep",
})  # fmt: skip
"""Labels of a reading that starts what is timed."""
_ENDS = frozenset({
    "arr", "arrive", "arrives", "arrival", "arrived", "end", "ends", "ended", "end time", "finish",
    "finished", "finishes", "out", "clock out", "clocked out", "clock off", "off", "to", "until", "till",
    "landed", "lands", "land", "alarm", "wake", "woke", "wake up", "woke up", "up", "deadline", "due",
    "ready", "ready at", "done", "done by", "closes", "close", "shift end", "back",
})  # fmt: skip
"""Labels of a reading that ends what is timed."""
_LENGTHS = frozenset({
    "drive", "drive time", "driving", "shift", "duration", "task", "task needs", "needs", "need", "takes",
    "prep", "prep time", "cook", "cooking", "cook time", "bake", "journey", "journey time", "trip", "flight",
    "flight time", "run", "run time", "ride", "walk", "length", "sleep", "nap", "want sleep", "travel",
    "travel time", "meeting", "break", "session", "film", "match", "lasts", "time",
})  # fmt: skip
"""Labels of a length."""
_ITEMS = lazy(r"^(?P<kind>leg|part|day|stage|session|shift|task|job|lap|episode|act|half) (?P<number>\d)$")
"""Labels of lengths to add, numbered in order: "leg 1", "leg 2"."""

_ASKS_LENGTH = lazy(
    r"^(?:(?:so )?how long(?: (?:was|is|were|did) (?:i|we|it|they|he|she)(?: there| out| away| in)?)?"
    r"|how many (?:hours|hrs|minutes|mins)|(?:total )?(?:duration|journey time|travel time|time taken"
    r"|flight time|drive time|hours|hrs|length|time)|sleep(?: =)?|= (?:; )?(?:hours|hrs|h))$"
)
_ASKS_END = lazy(
    r"^(?:eta|arrival(?: time)?|arrive(?: at)?|out at|off at|finish(?: time| at)?|finishes|end(?: time| at)?"
    r"|ends|done at|ready at|home time|back at|lands(?: at)?|landing(?: time)?|clock out(?: at)?"
    r"|(?:what time|when)(?: do i| does it| will it| will i| do we| will we)?"
    r" (?:finish|end|arrive|get there|clock out|land)"
    r"|(?:what time|when) is (?:the )?(?:finish|end|arrival|landing)(?: time)?)$"
)
_ASKS_START = lazy(
    r"^(?:start(?: by| at| time)?|leave(?: by| at)?|set off(?: at| by)?|departure(?: time)?|bedtime"
    r"|begin(?: at| by)?|latest start|clock in(?: at)?|go to bed(?: at)?"
    r"|(?:what time|when)(?: do i| should i| must i)? (?:start|leave|set off|go to bed|begin)"
    r"|(?:what time|when) is (?:the )?(?:start|departure)(?: time)?)$"
)
_ASKS_TOTAL = lazy(r"^(?:total|total time|altogether|in total|combined|sum|total hours|hours total)$")
_NOT_LABEL = frozenset({"my", "the", "a", "an", "our", "at", "by", "is", "was", "time", "want", "i", "we"})
"""Words beside a label that change nothing: "left depot at", "want 7 hrs 45 min sleep"."""


def _label(words: str) -> str:
    """The label of a field without words that change nothing: "left depot at" → "left depot"."""
    kept = [word for word in words.split() if word not in _NOT_LABEL]
    return " ".join(kept)


def _role(label: str, value: str) -> str | None:
    """What a field's value is: "start", "end", "length" or an item "leg 1"; None for a label not known."""
    is_length = re.fullmatch(LENGTH, value) is not None
    if is_length:
        if label in _LENGTHS or label == "":
            return "length"
        return "item" if _ITEMS.fullmatch(label) else None
    if label in _STARTS:
        return "start"
    if label in _ENDS:
        return "end"
    return "reading" if label == "" else None


def _fields(text: str) -> tuple[list[tuple[str, str]], str] | None:
    """The fields (role, value) and the asking field, or None when a field is not one the reader knows."""
    breaking = next((mark for mark in _BREAKS if mark in text), None)
    if breaking is None:
        return None
    parts = [part.strip(" ;?=") for part in text.split(breaking) if part.strip(" ;?")]
    if parts and " ; " in parts[-1] and breaking != " ; ":
        last, _, asked = parts.pop().rpartition(" ; ")  # asked on a line of its own: "… , drive 3 h ; eta"
        parts += [last.strip(" ;?="), asked.strip(" ;?=")]
    if len(parts) < 3:
        return None
    *told, asked = [_LABEL_STOP.sub("", part) for part in parts]
    fields: list[tuple[str, str]] = []
    for part in told:
        found = _VALUE.fullmatch(part)
        if found is None:
            return None
        value = part[len(found.group("before")) : len(part) - len(found.group("after"))].strip()
        label = _label(f"{found.group('before')} {found.group('after')}")
        role = _role(label, value)
        if role is None:
            return None
        fields.append((role if role != "item" else label, value))
    return fields, asked.strip()


_SAID_FIELDS = lazy(
    r"^(?:the (?:line|log|code|file|sheet|config|screen|form|app|entry) (?:says|reads|shows|has) )?"
    r"(?P<fields>[a-z]+(?: [a-z]+)? = [\d:]+(?: [a-z]+)?(?: \d+ [a-z]+)?"
    r"(?: (?:and|,) [a-z]+(?: [a-z]+)? = [\d:]+(?: [a-z]+)?(?: \d+ [a-z]+)?)+)"
    r" ; (?P<asked>[^;=]+)$",
    needs=" = ",
)
"""Fields said in a sentence, "label = value" joined by "and": "The line says `start = 22:30` and `length = 80
min`. What time does it end?"."""


def _as_fields(text: str) -> str:
    """Fields said in a sentence as fields parted by bars: "start = 22:30 | length = 80 min | what time does
    it end"."""
    found = _SAID_FIELDS.fullmatch(on_a_24_hour_clock(text))
    if found is None:
        return text
    fields = re.split(r" (?:and|,) (?=[a-z]+(?: [a-z]+)? = )", found["fields"])
    return " | ".join([*fields, found["asked"]])


def read(text: str) -> ProblemSpec | TimeSum | None:
    """Labelled times and an asking field, or None."""
    found = _fields(_as_fields(hour_parts(text)))
    if found is None:
        return None
    fields, asked = found
    roles = sorted(role for role, _ in fields)
    values = {role: value for role, value in fields}
    if roles == ["end", "start"] and _ASKS_LENGTH.fullmatch(asked):
        return between(reading(values["start"]), reading(values["end"]))
    if roles in (["length", "start"], ["length", "reading"]) and _ASKS_END.fullmatch(asked):
        start = values.get("start") or values["reading"]
        return ProblemSpec("time_after", reading(start), length(values["length"]))
    if roles in (["end", "length"], ["length", "reading"]) and _ASKS_START.fullmatch(asked):
        end = values.get("end") or values["reading"]
        return ProblemSpec("time_before", reading(end), length(values["length"]))
    return _items_total(fields, asked)


def _items_total(fields: list[tuple[str, str]], asked: str) -> ProblemSpec | TimeSum | None:
    """Lengths numbered in order ("leg 1", "leg 2") and their total asked."""
    items = [_ITEMS.fullmatch(role) for role, _ in fields]
    if not _ASKS_TOTAL.fullmatch(asked) or not all(items) or len(items) < 2:
        return None
    kinds = {item.group("kind") for item in items if item}
    numbers = [int(item.group("number")) for item in items if item]
    if len(kinds) != 1 or numbers != list(range(1, len(numbers) + 1)):
        return None
    times, _ = durations(" and ".join(value for _, value in fields))
    if len(times) != len(fields):
        return None
    return ProblemSpec("add_time", times[0], times[1]) if len(times) == 2 else TimeSum(tuple(times))
