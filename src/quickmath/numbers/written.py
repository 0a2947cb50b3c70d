"""Every number stated in a text, in every form a person or a model writes, with its span and value.

Forms: 1,567 (a comma only as a thousands separator: "1,5" is two numbers), −12 and -12, 4.75, .5, 10/3,
3 1/3, forty-seven, two thousand and five, clock readings (14:21, 2:21 PM) and lengths of time (14 h 21 min,
861 min). Times are valued in the run-together form the tools use, so 4:15, 4 h 15 min and 255 min are all
415 and compare with a tool's result. "8_0_6" holds no number; "8 0 6" holds three.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from decimal import Decimal
from enum import StrEnum
from fractions import Fraction
from typing import Any

from quickmath.numbers.words import word_numbers
from quickmath.patterns import lazy
from quickmath.records import Record


class Kind(StrEnum):
    DIGITS = "digits"
    WORDS = "words"
    FRACTION = "fraction"
    CLOCK = "clock"
    DURATION = "duration"


class Written(Record):
    """One number as it stands in a text: where, its exact value and the form it was written in."""

    text: str
    start: int
    end: int
    value: Fraction
    kind: Kind

    @property
    def is_time(self) -> bool:
        return self.kind in (Kind.CLOCK, Kind.DURATION)


MINUS_SIGNS = "-−–‒﹣－"
_HOURS = r"(?:h|hrs?|hours?)"
_MINUTES = r"(?:m|mins?|minutes?)"
_GROUPED = r"[0-9]{1,3}(?:,[0-9]{3})+(?![0-9]|,[0-9])|[0-9]{1,3}(?:[\u00a0\u202f\u2009'][0-9]{3})+(?![0-9])"
_TOKEN = lazy(
    rf"(?<![A-Za-z_0-9.])(?P<sign>[{MINUS_SIGNS}][ \t]?)?(?:"
    rf"(?P<hours>[0-9]+)[ \t]*{_HOURS}\b(?:[ \t]*(?:and[ \t]*)?(?P<hm>[0-9]{{1,2}})[ \t]*{_MINUTES}\b)?"
    rf"|(?P<only_minutes>[0-9]+)[ \t]*{_MINUTES}\b"
    r"|(?P<clock_h>[0-9]+):(?P<clock_m>[0-5][0-9])(?![0-9])(?:[ \t]*(?P<half>[AaPp])\.?[Mm]\b\.?)?"
    r"|(?P<whole>[0-9]+)[ \t]+(?P<mixed_n>[0-9]+)/(?P<mixed_d>0*[1-9][0-9]*)(?![0-9])"
    r"|(?P<num>[0-9]+)/(?P<den>0*[1-9][0-9]*)(?![0-9])"
    rf"|(?P<plain>(?:{_GROUPED}|[0-9]+)(?:\.[0-9]+)?|\.[0-9]+)(?![A-Za-z_0-9])"
    r")"
)
_SEPARATORS = lazy(r"[,\u00a0\u202f\u2009']", needs=",|\u00a0|\u202f|\u2009|'")
"""Thousands separators, which `_TOKEN` allows inside a number: 1,000 1 000 1'000."""
_LIST_MARKER = lazy(r"^[ \t]*[0-9]+[.)](?=[ \t])", re.MULTILINE, needs=".|)")
_STEP_LABEL = lazy(r"\bstep[ \t]*([0-9]+)\b", re.IGNORECASE, needs="step")
_SIGN_WORD = lazy(r"\b(?:minus|negative)[ \t]+$", re.IGNORECASE, needs="minus|negative")
_BINARY_BEFORE = lazy(rf"(?:[0-9)\]]|[0-9][ \t]*(?:{_HOURS}|{_MINUTES}|[AaPp]\.?[Mm]\.?))[ \t]*$")
"""What a minus sign after it takes away from: a number, a bracket, a length (3 h − 1 h) or a reading."""


def _time_value(hours: int, minutes: int) -> Fraction:
    """Hours and minutes in the run-together form: 14, 21 → 1421; 0, 861 → 1421."""
    hours, minutes = hours + minutes // 60, minutes % 60
    return Fraction(hours * 100 + minutes)


def _clock_hours(hours: int, half: str | None) -> int:
    """2 PM → 14, 12 AM → 0; a reading with no AM/PM, or a 24-hour one, as written."""
    if half is None or not 1 <= hours <= 12:
        return hours
    return hours % 12 + (12 if half in "Pp" else 0)


def _read(match: re.Match[str]) -> tuple[Fraction, Kind]:
    group = match.group
    if group("hours") is not None:
        return _time_value(int(group("hours")), int(group("hm") or 0)), Kind.DURATION
    if group("only_minutes") is not None:
        return _time_value(0, int(group("only_minutes"))), Kind.DURATION
    if group("clock_h") is not None:
        hours = _clock_hours(int(group("clock_h")), group("half"))
        return Fraction(hours * 100 + int(group("clock_m"))), Kind.CLOCK
    if group("whole") is not None:
        return int(group("whole")) + Fraction(int(group("mixed_n")), int(group("mixed_d"))), Kind.FRACTION
    if group("num") is not None:
        return Fraction(int(group("num")), int(group("den"))), Kind.FRACTION
    digits = _SEPARATORS.sub("", group("plain"))
    return Fraction(Decimal(digits)), Kind.DIGITS


def _labels(text: str) -> set[int]:
    """Where list numbers ("1. ", "2) ") and step labels ("Step 2") start: they number, they do not state."""
    starts = {match.end() - len(match.group().lstrip()) for match in _LIST_MARKER.finditer(text)}
    return starts | {match.start(1) for match in _STEP_LABEL.finditer(text)}


def _in_digits(text: str) -> Iterator[Written]:
    labels = _labels(text)
    for match in _TOKEN.finditer(text):
        value, kind = _read(match)
        start = match.start()
        if match.group("sign"):
            if _BINARY_BEFORE.search(text, 0, start):
                start += len(match.group("sign"))
            else:
                value = -value
        else:
            value, start = _sign_word(text, start, value)
        if start in labels:
            continue
        end = len(text[: match.end()].rstrip())
        yield Written(text[start:end], start, end, value, kind)


def _sign_word(text: str, start: int, value: Fraction) -> tuple[Fraction, int]:
    """ "minus 5" or "negative five" as −5, unless the word takes away from a number before it."""
    sign = _SIGN_WORD.search(text, 0, start)
    if sign and not _BINARY_BEFORE.search(text, 0, sign.start()):
        return -value, sign.start()
    return value, start


def _in_words(text: str) -> Iterator[Written]:
    for found in word_numbers(text):
        value, start = _sign_word(text, found.start, Fraction(found.value))
        yield Written(text[start : found.end], start, found.end, value, Kind.WORDS)


_UNIT_AGAINST = lazy(
    r"(?<=[0-9])(?:kgs?|mg|g|km|cm|mm|m|ml|cl|l|lbs?|oz|ft|yds?|mi|mph|kph|kmh|kwh|p)\b",
    needs="|".join(f"{digit}{letter}" for digit in "0123456789" for letter in "kgmclofyp"),
)
"""A unit of measure written against its number: "54kg", "2.5kg", "17.5m", "50p"."""


def units_apart(text: str) -> str:
    """`text` with a space between each number and a unit written against it, so that `numbers_in` reads the
    number whole: "The bags weigh 54kg" holds 54, and "2.5kg" 2.5 (read alone, "54kg" is no number and
    "2.5kg" is 2, as "3x4" and "0x10" are none). An integer with "m" stays a length of time ("36 m")."""
    return _UNIT_AGAINST.sub(lambda found: f" {found.group()}", text)


def numbers_in(text: str, *, words: bool = True) -> list[Written]:
    """Every number stated in `text`, in order: "3 1/3" is one number, "57 − 1" is 57 and 1 (not −1).

    List numbers and step labels are left out; `words=False` leaves out numbers written in words too.
    """
    found = list(_in_digits(text))
    if words:
        taken = [(item.start, item.end) for item in found]
        found += [w for w in _in_words(text) if not any(s < w.end and w.start < e for s, e in taken)]
        found.sort(key=lambda item: item.start)
    return found


def read_value(text: str) -> Fraction | None:
    """The value of a text that is one number and nothing else ("10/3", "−12", "5:00", "forty"); else None."""
    stripped = text.strip()
    found = numbers_in(stripped)
    if len(found) != 1 or (found[0].start, found[0].end) != (0, len(stripped)):
        return None
    return found[0].value


def exact_value(value: Any) -> Fraction | None:
    """An int, Decimal, Fraction or number text as a Fraction; None for anything else (booleans too)."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int | Fraction):
        return Fraction(value)
    if isinstance(value, Decimal):
        return Fraction(value) if value.is_finite() else None
    if isinstance(value, float):
        return Fraction(Decimal(repr(value)))
    if isinstance(value, str):
        return read_value(value)
    return None


_ANY_PLAIN = lazy(r"[0-9]+(?:\.[0-9]+)?")
_ANY_FRACTION = lazy(r"([0-9]+)/([0-9]*[1-9][0-9]*)", needs="/")
_ANY_CLOCK = lazy(r"([0-9]+):([0-5][0-9])", needs=":")


def _every_reading(text: str) -> Iterator[Fraction]:
    """Every way a number in `text` could be read, whole and in parts, so nothing it holds is missed."""
    for found in numbers_in(text):
        yield abs(found.value)
    for match in _ANY_PLAIN.finditer(text):
        yield Fraction(Decimal(match.group()))
    for numerator, denominator in _ANY_FRACTION.findall(text):
        yield Fraction(int(numerator), int(denominator))
    for hours, minutes in _ANY_CLOCK.findall(text):
        yield Fraction(int(hours) * 100 + int(minutes))


def leaves(source: Any) -> Iterator[Any]:
    """Every value in a JSON-like value that is not a dict or a list: its texts and numbers."""
    stack = [source]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list | tuple):
            stack.extend(item)
        else:
            yield item


def values_in(source: Any) -> set[Fraction]:
    """The sizes of every number in a text or a JSON-like value (a tool result), read generously."""
    values: set[Fraction] = set()
    for item in leaves(source):
        if isinstance(item, str):
            values.update(_every_reading(item))
        elif (number := exact_value(item)) is not None:
            values.add(abs(number))
    return values
