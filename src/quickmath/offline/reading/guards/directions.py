"""Guards of the way a question goes: amounts asked over a stretch of days are gathered, not compared, and a
length told ahead of a clock reading goes back from it, never on."""

from __future__ import annotations

import re

from quickmath.domain import CLOCK_OPERATIONS
from quickmath.offline.asks import ProblemSpec
from quickmath.offline.reading.guards.shared import Read
from quickmath.patterns import lazy

_STRETCH = (
    r"(?:days?|nights?|weeks?|weekends?|months?|years?|seasons?|terms?|games?|matches|shows?|sessions?|shifts?"
    r"|rounds?|visits?|trips?|performances?|evenings?|mornings?)"
)
_GATHERED_OVER = lazy(
    r"\bhow (?:much|many)(?: [a-z]+)? (?:over|across) (?:both|all|the|these|those|this|that|\d+|two|three"
    rf"|four|five|six|seven)\b(?: [a-z0-9]+){{0,2}}? {_STRETCH}\b",
    needs="over|across",
)
"""A question of how much over a stretch of time ("how many over both days", "how much across the 3 nights"):
all of it, not how far one amount is over another."""


def gathered_over_read_as_a_gap(seen: Read) -> bool:
    """Is a take-away read where the question gathers amounts over days ("On Friday the cinema sold 2,340
    tickets and on Saturday 1,875. How many over both days?" was 465)?"""
    return seen.operation == "-" and _GATHERED_OVER.search(seen.text) is not None


_LENGTH = (
    r"(?:\d+ ?(?:hours?|hrs?|h)(?: (?:and )?\d+ ?(?:minutes?|mins?))?|\d+ ?(?:minutes?|mins?)|half an hour"
    r"|(?:an|one|a) hour(?: and a (?:half|quarter))?|(?:a )?quarter of an hour|three quarters of an hour)"
)
_BEFORE = r"(?:ahead of|in advance of|prior to|before|earlier than|in front of)"
_AFTER = r"(?:after|later than|behind|following)"
_TOLD_WAY = lazy(
    rf"\b{_LENGTH} (?:(?:or so|at least|at most|exactly|roughly|about) )?(?P<way>{_BEFORE}|{_AFTER})"
    r" (?:(?:a|an|the|my|our|his|her|their|your) )?(?:[a-z]+ ){0,2}?"
    r"(?P<reading>\d{1,2}(?:[:.]\d\d)?(?: ?[ap] ?m)?)\b",
    needs="ahead|advance|prior|before|earlier|front|after|later|behind|following",
)
"""A length told before or after a clock reading: "half an hour ahead of a 7:15 am delivery"."""


def moved_against_the_way_told(seen: Read) -> bool:
    """Is a clock reading moved on where the length is told ahead of it ("I've got to be in half an hour
    ahead of a 7:15 am delivery. When should I get there?" was 7:45 AM), or back where it is told after it?"""
    spec = seen.spec
    if not isinstance(spec, ProblemSpec) or spec.operation not in CLOCK_OPERATIONS - {"time_between"}:
        return False
    start = re.match(r"\d{1,2}(?::\d\d)?", spec.a)
    for found in _TOLD_WAY.finditer(seen.text):
        told = re.match(r"\d{1,2}(?:[:.]\d\d)?", found.group("reading"))
        if start is None or told is None or told.group().replace(".", ":") != start.group():
            continue
        back = re.fullmatch(_BEFORE, found.group("way")) is not None
        if back != (spec.operation == "time_before"):
            return True
    return False
