"""A clock story that tells the parts of a length and then their total: "Kick-off 10:30 am, 2 halves of 30 and
10 min half-time is 70 minutes. When's it over?", "… two halves of 15 min with a 1 min switch, so 31 min in
all", "… 24 hands at about 6 min each = 144 min".

The parts are added here only to check the total the learner told (2 × 30 + 10 is 70): when they come to it,
the story is read again with the total alone, by the clock readers, as they read any story, and their guards
still argue. Parts that come to another total, in hours, or of a kind not told plainly leave the story alone.
"""

from __future__ import annotations

import re

from quickmath.offline.asks import Spec
from quickmath.offline.reading.text import number_words
from quickmath.patterns import lazy

_TOTAL = lazy(
    r"(?P<parts>[^;]*?)(?: ,)? (?:is|are|=|so|that is|which is|makes|making|comes to|coming to|total\w*)"
    r" (?P<total>\d+ ?(?:minutes|mins|min))\b(?: (?:in all|in total|altogether|total|all in))?",
    needs="min",
)
"""Parts of a length, then their total in minutes."""
_PARTS_START = lazy(r".*(?:\d{1,2}:\d\d(?: ?[ap]m\b)?|\d{1,2} ?[ap]m\b)(?: ,)? ", needs=":|am|pm")
"""The story up to its last clock reading: the parts are told after it."""
_GROUPS = lazy(
    r"(?<![\w.:])(?P<count>\d+) [a-z]+(?: [a-z]+)? (?:of (?P<each>\d+)(?: ?(?:minutes|mins|min))?"
    r"|at (?:about |around )?(?P<at>\d+) ?(?:minutes|mins|min) each)(?![\w.:])"
)
"""Parts told as a count of equal lengths: "2 halves of 30", "24 hands at about 6 min each"."""
_ONE_PART = lazy(r"(?<![\w.:])(?P<minutes>\d+)(?: ?(?:minutes|mins|min))?(?![\w.:])")
_NOT_MINUTES = lazy(r"\b(?:hours?|hrs?|h|seconds?|secs?|each|per|every|or|not|minus|less|off)\b|[-+*/×÷]")
"""Words that make the parts more than lengths in minutes added: left alone."""


def read(text: str) -> Spec | None:
    """The clock story read again with the total of its parts alone, or None."""
    said = _with_the_total_alone(text)
    if said is None:
        return None
    from quickmath.offline.readers.time_remarks import CLOCK_READERS, read_by_the_clock_readers

    return read_by_the_clock_readers(said, (*CLOCK_READERS, "chatter"))  # "Extra time starts at …" as chatter


def _with_the_total_alone(text: str) -> str | None:
    """The text with the parts of its one total left out, when they come to it; None otherwise."""
    found = _TOTAL.search(text)
    if found is None or len(_TOTAL.findall(text)) != 1:
        return None
    before = _PARTS_START.match(found["parts"])
    start = found.start("parts") + (before.end() if before else 0)
    parts = number_words(text[start : found.start("total")])
    if _parts_total(parts) != int(re.sub(r"\D", "", found["total"])):
        return None
    return f"{text[:start].rstrip(' ,;:')} , {found['total']}{text[found.end() :]}"


def _parts_total(parts: str) -> int | None:
    """The minutes the parts come to; None when there are fewer than two or one is not plainly minutes."""
    groups = list(_GROUPS.finditer(parts))
    counted = sum(int(one["count"]) * int(one["each"] or one["at"]) for one in groups)
    rest = _GROUPS.sub(" ", parts)
    if _NOT_MINUTES.search(rest):
        return None
    singles = [int(one["minutes"]) for one in _ONE_PART.finditer(rest)]
    if len(groups) + len(singles) < 2 and not (groups and int(groups[0]["count"]) > 1):
        return None
    if re.search(r"\d", _ONE_PART.sub(" ", rest)):
        return None
    return counted + sum(singles)
