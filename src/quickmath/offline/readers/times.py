"""Times to add: "2 h 45 min + 1 h 30 min", "2:45 and 1:30", read as add_time wants them (245, 130)."""

from __future__ import annotations

import re

from quickmath.offline.asks import ProblemSpec, TimeSum
from quickmath.offline.numbers_as_text import run_together
from quickmath.offline.reading.text import FILLERS, tokens

_HOURS = r"(?:h|hr|hrs|hour|hours)"
_MINUTES = r"(?:m|min|mins|minute|minutes)"
_DURATION = re.compile(
    rf"(?<![\w.:])(?:(\d+):(\d\d)|(\d+) {_HOURS}(?: (?:and )?(\d+)(?: {_MINUTES})?)?|(\d+) {_MINUTES})"
    r"(?![\w.:])"
)
_JOINERS = frozenset(
    {"+", "and", "plus", "add", "added", "together", "altogether", "total", "long", "combined"}
)
MARK = "⏱"


class TimeFormat(ValueError):
    """Minutes written with more than two digits ("120 minutes"), which run-together form cannot hold."""


def _run_together(match: re.Match[str]) -> str:
    clock_hours, clock_minutes, hours, minutes, only_minutes = match.groups()
    if clock_hours is not None:
        return run_together(clock_hours, clock_minutes)
    if only_minutes is not None:
        hours, minutes = "0", only_minutes
    if minutes is not None and len(minutes) > 2:
        raise TimeFormat(match.group())
    return run_together(hours, minutes or "0")


def durations(text: str) -> tuple[list[str], str]:
    """The times in `text` in run-together form, and the text with each one replaced by a mark."""
    found: list[str] = []

    def mark(match: re.Match[str]) -> str:
        found.append(_run_together(match))
        return MARK

    return found, _DURATION.sub(mark, text)


def is_joined_times(marked: str) -> bool:
    """True when nothing but times, joining words and fillers is left: "⏱ and ⏱", "add ⏱ to ⏱"."""
    left = [t for t in tokens(marked) if t != MARK and t not in FILLERS and t not in _JOINERS]
    return not left


def read(text: str) -> ProblemSpec | TimeSum | None:
    """Two or more times to add up, or None when the text is not only that."""
    times, marked = durations(text)
    if len(times) < 2 or not is_joined_times(marked):
        return None
    if len(times) == 2:
        return ProblemSpec("add_time", times[0], times[1])
    return TimeSum(tuple(times))
