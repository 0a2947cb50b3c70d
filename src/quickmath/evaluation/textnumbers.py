"""Reading the numbers a person or a model wrote: 1,000, −12, 4.75, 10/3, 3 1/3, 5:00 and 2 h 45 min.

Times are read in the run-together form the tools use (5:00 is 500), so they compare with tool results.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from typing import Any

_DASHES = str.maketrans({"−": "-", "–": "-", "‒": "-", "﹣": "-", "－": "-"})
_MARKUP = re.compile(r"\*\*|__|`")
_SPACED_THOUSANDS = re.compile(r"(?<=[0-9])[\u00a0\u202f\u2009'](?=[0-9]{3}(?![0-9]))")
_COMMA_THOUSANDS = re.compile(r"(?<![0-9,.])[0-9]{1,3}(?:,[0-9]{3})+(?![0-9]|,[0-9])")
_LIST_MARKER = re.compile(r"^([ \t]*)[0-9]+[.)](?=[ \t])", re.MULTILINE)
_STEP_LABEL = re.compile(r"\b(step)[ \t]*[0-9]+\b", re.IGNORECASE)

_HOURS = r"(?:h|hrs?|hours?)"
_MINUTES = r"(?:m|mins?|minutes?)"
_TOKEN = re.compile(
    r"(?<![A-Za-z_0-9.])(?P<sign>-)?(?:"
    rf"(?P<hours>[0-9]+)[ \t]*{_HOURS}\b(?:[ \t]*(?:and[ \t]*)?(?P<hm>[0-9]{{1,2}})[ \t]*{_MINUTES}\b)?"
    r"|(?P<clock_h>[0-9]+):(?P<clock_m>[0-5][0-9])(?![0-9])"
    r"|(?P<whole>[0-9]+)[ \t](?P<mixed_n>[0-9]+)/(?P<mixed_d>[0-9]+)(?![0-9])"
    r"|(?P<num>[0-9]+)/(?P<den>[0-9]+)(?![0-9])"
    r"|(?P<plain>[0-9]+(?:\.[0-9]+)?)(?![A-Za-z_0-9])"
    r")"
)
_ANY_PLAIN = re.compile(r"[0-9]+(?:\.[0-9]+)?")
_ANY_FRACTION = re.compile(r"([0-9]+)/([0-9]+)")
_ANY_CLOCK = re.compile(r"([0-9]+):([0-5][0-9])")
_BINARY_BEFORE = re.compile(r"[0-9)\]][ \t]*$")


@dataclass(frozen=True)
class Found:
    """One number as written (after normalising) and its exact value."""

    text: str
    value: Fraction


def normalise(text: str) -> str:
    """Text with bold and code marks, unicode minus signs, thousands separators and list numbers removed."""
    text = _MARKUP.sub("", text).translate(_DASHES)
    text = _SPACED_THOUSANDS.sub("", text)
    text = _COMMA_THOUSANDS.sub(lambda match: match.group().replace(",", ""), text)
    text = _LIST_MARKER.sub(r"\1", text)
    return _STEP_LABEL.sub(r"\1", text)


def _value(match: re.Match[str]) -> Fraction:
    group = match.group
    if group("hours") is not None:
        return Fraction(int(group("hours")) * 100 + int(group("hm") or 0))
    if group("clock_h") is not None:
        return Fraction(int(group("clock_h")) * 100 + int(group("clock_m")))
    if group("whole") is not None:
        return int(group("whole")) + _ratio(group("mixed_n"), group("mixed_d"))
    if group("num") is not None:
        return _ratio(group("num"), group("den"))
    return Fraction(Decimal(group("plain")))


def _ratio(numerator: str, denominator: str) -> Fraction:
    return Fraction(int(numerator), int(denominator)) if int(denominator) else Fraction(int(numerator))


def numbers_in(text: str) -> list[Found]:
    """Every number in `text`, each read whole: "3 1/3" is one number, "57 − 1" is 57 and 1 (not −1)."""
    text = normalise(text)
    found = []
    for match in _TOKEN.finditer(text):
        value = _value(match)
        written = match.group().strip()
        if match.group("sign") and _BINARY_BEFORE.search(text, 0, match.start()):
            written = written[1:]
        elif match.group("sign"):
            value = -value
        found.append(Found(written, value))
    return found


def parse_value(text: str) -> Fraction | None:
    """The exact value of a text that is one number, e.g. "10/3", "−12", "5:00"; None otherwise."""
    found = numbers_in(text)
    if len(found) != 1 or found[0].text.lstrip("-") != normalise(text).strip().lstrip("-"):
        return None
    return found[0].value


def exact_value(value: Any) -> Fraction | None:
    """An int, Decimal, Fraction or numeric text as a Fraction; None for anything else (booleans too)."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int | Decimal | Fraction):
        return Fraction(value) if not isinstance(value, Decimal) or value.is_finite() else None
    if isinstance(value, float):
        return Fraction(Decimal(repr(value)))
    if isinstance(value, str):
        return parse_value(value)
    return None


def _every_reading(text: str) -> Iterator[Fraction]:
    """Every way a number in `text` could be read, whole and in parts, so nothing it holds is missed."""
    normalised = normalise(text)
    for found in numbers_in(text):
        yield abs(found.value)
    for source in {text.translate(_DASHES), normalised}:
        for match in _ANY_PLAIN.finditer(source):
            yield Fraction(Decimal(match.group()))
        for numerator, denominator in _ANY_FRACTION.findall(source):
            yield _ratio(numerator, denominator)
        for hours, minutes in _ANY_CLOCK.findall(source):
            yield Fraction(int(hours) * 100 + int(minutes))


def values_in(source: Any) -> set[Fraction]:
    """The sizes of every number in a text or a JSON-like value (a tool result), read generously."""
    values: set[Fraction] = set()
    stack = [source]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list | tuple):
            stack.extend(item)
        elif isinstance(item, str):
            values.update(_every_reading(item))
        elif (number := exact_value(item)) is not None:
            values.add(abs(number))
    return values
