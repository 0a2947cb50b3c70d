"""Clock readings ("1:44 PM", "13:44") and lengths of time ("443 minutes", "7 h 23 min"), read and written."""

from __future__ import annotations

import re

from quickmath.display import time_of_day
from quickmath.patterns import lazy
from quickmath.records import Record

MINUTES_PER_DAY = 24 * 60
HALF_DAY = 12 * 60

_READING = lazy(r"(\d{1,2})(?:[:.](\d{2}))?\s*(?:([ap])\.?\s*m\b\.?)?", re.IGNORECASE)
_WORDS = {"noon": 12 * 60, "midday": 12 * 60, "midnight": 0}
_LENGTH = lazy(
    r"(?:(\d+)\s*(?:h|hrs?|hours?)\b\.?)?\s*(?:and\s+)?(?:(\d+)\s*(?:m|mins?|minutes?)\b\.?)?", re.IGNORECASE
)


class ClockError(ValueError):
    """Text that is not a clock reading or a length of time; the message says how to write one."""


class ClockReading(Record):
    """A time of day: minutes after midnight (0 to 1439), and whether it is read with AM/PM."""

    minutes: int
    twelve_hour: bool = False
    two_digit_hours: bool = False
    """Written 08:55 rather than 8:55: an answer is written the same way."""

    def _values(self) -> tuple[int, bool]:
        """The time and the clock it is read on: 08:55 and 8:55 are the same reading, written two ways."""
        return self.minutes, self.twelve_hour

    def __post_init__(self) -> None:
        if not 0 <= self.minutes < MINUTES_PER_DAY:
            raise ClockError(f"{self.minutes} minutes after midnight is not a time of day")

    @property
    def hour(self) -> int:
        """The hour on a 24-hour clock: 13 for 1:44 PM."""
        return self.minutes // 60

    @property
    def minute(self) -> int:
        return self.minutes % 60

    def __str__(self) -> str:
        """6:21 AM, 12:20 AM on a 12-hour clock; 6:21, 00:20 (or 06:21) on a 24-hour clock."""
        return time_of_day(self.minutes, self.twelve_hour, self.two_digit_hours)

    def later(self, minutes: int) -> ClockReading:
        """The reading `minutes` later (earlier when negative), round the clock past midnight."""
        return ClockReading(
            (self.minutes + minutes) % MINUTES_PER_DAY, self.twelve_hour, self.two_digit_hours
        )


class Length(Record):
    """A length of time read from words ("7 h 23 min"), in minutes."""

    minutes: int

    def run_together(self) -> int:
        """Hours and minutes run together, as add_time writes them: 7 h 23 min → 723."""
        hours, minutes = divmod(self.minutes, 60)
        return hours * 100 + minutes


def read_clock(text: str) -> ClockReading:
    """ "1:44 PM", "1:44pm", "1 p.m.", "13:44", "noon" → a ClockReading; ClockError for anything else."""
    cleaned = " ".join(text.strip().split())
    if cleaned.lower() in _WORDS:
        return ClockReading(_WORDS[cleaned.lower()], twelve_hour=True)
    match = _READING.fullmatch(cleaned)
    if match is None or (match.group(2) is None and match.group(3) is None):
        raise ClockError(f'{text} is not a clock reading; write it like "1:44 PM" or "13:44"')
    hour, minute, half = int(match.group(1)), int(match.group(2) or 0), match.group(3)
    if half is not None and 1 <= hour <= 12 and minute < 60:
        return ClockReading((hour % 12 + (12 if half.lower() == "p" else 0)) * 60 + minute, twelve_hour=True)
    if half is None and hour < 24 and minute < 60:
        return ClockReading(hour * 60 + minute, two_digit_hours=match.group(1).startswith("0"))
    raise ClockError(f'{text} is not a clock reading; write it like "1:44 PM" or "13:44"')


def looks_like_clock(text: str) -> bool:
    """Digits with a colon, or AM/PM: text meant as a clock reading, valid or not (25:70 too)."""
    cleaned = text.strip().lower()
    return bool(re.fullmatch(r"\d{1,2}:\d{2}.*|.*\d\s*[ap]\.?\s*m\.?", cleaned)) or cleaned in _WORDS


def read_length(text: str) -> Length:
    """ "443 minutes", "7 h 23 min", "2 hours" → a Length; ClockError for anything else."""
    match = _LENGTH.fullmatch(text.strip())
    if match is None or not any(match.groups()):
        raise ClockError(f'{text} is not a length of time; write it like "443 minutes" or "7 h 23 min"')
    hours, minutes = (int(part or 0) for part in match.groups())
    return Length(hours * 60 + minutes)
