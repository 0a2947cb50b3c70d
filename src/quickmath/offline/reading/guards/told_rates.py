"""Guards of a rate told by its unit ("£95/night", "£1.47 per gallon", "£60 per day"): the rate asked again
for that unit is told, not worked out, and a rate per one measure times an amount in another is no price.

"Room is £95/night for 4 nights, how much per night?" was 23.75 and "Hire is £60 per day for 3 days, what is
the daily rate?" was 180: the answer is the rate itself. "Fuel: 38 litres at £1.47 per gallon" was 55.86 and
"12 metres at £4.50 per yard" was 54: the answer would need the amount changed into the rate's unit, which
the tools do not do.
"""

from __future__ import annotations

import re

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.readers.units import is_unit, same_unit
from quickmath.offline.reading.guards.shared import PER_PERIOD, Read
from quickmath.offline.reading.nouns import same_noun
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy

_RATE_TOLD = lazy(
    rf"(?<![\w.])({N}) ?(?:[a-z]+ )?(?:per|a|an|each|every|/) ([a-z]+)",
    needs="per|a|an|each|every|/",
)
"""A number told per one of something: "£95 / night", "£1.47 per gallon", "£60 a day", "5 miles an hour"."""
_ASKED_PER = lazy(
    r"\b(?:per|a|an|each|every|for one|for each|for a|for 1) ([a-z]+)\b"
    r"|\b(hourly|daily|nightly|weekly|monthly|yearly|annual|annually)\b",
    needs="per|a|an|each|every|for|hourly|daily|nightly|weekly|monthly|yearly|annual",
)
_COUNTED = lazy(rf"(?<![\w.])({N}) ([a-z]+)")


def _asked_part(text: str) -> str:
    at = max(text.rfind(" ; "), text.rfind(" , "))
    return text[at + 3 :] if at >= 0 else ""


def _units_asked(question: str) -> set[str]:
    return {found.group(1) or PER_PERIOD[found.group(2)] for found in _ASKED_PER.finditer(question)}


def rate_told_asked_again(seen: Read) -> bool:
    """Is the rate asked again for the very unit it is told for and counted in ("£95 / night for 4 nights ,
    how much per night?", "£60 per day for 3 days , what is the daily rate?")? It is told: no product or
    share of it. Asked of other things counted ("12 licences at £18.50 a month , monthly total?"), it is a
    product."""
    spec, text = seen.spec, seen.text
    question = _asked_part(text)
    if not isinstance(spec, ProblemSpec) or spec.operation not in ("*", "/") or not question:
        return False
    story = text[: len(text) - len(question)]
    asked = _units_asked(question)
    counted = {(number, word) for number, word in _COUNTED.findall(story)}
    return any(
        rate in (spec.a, spec.b)
        and any(same_noun(unit, other) for other in asked)
        and any(number in (spec.a, spec.b) and same_noun(unit, word) for number, word in counted)
        for rate, unit in _RATE_TOLD.findall(story)
    )


_AMOUNT_PRICED = lazy(
    rf"(?<![\w.])({N}) ?([a-z]+)\b(?: of [a-z]+)? (?:at|@|for) ?[£$€]? ?({N}) ?(?:per|a|an|/) ([a-z]+)",
    needs="at|@|for",
)
"""An amount priced per one of a measure: "38 litres at £1.47 per gallon", "12 metres at £4.50 / yard"."""
_MEASURES = frozenset(
    {"l", "ml", "gallon", "pint", "m", "cm", "mm", "km", "yd", "ft", "in", "mi", "kg", "g", "lb", "oz", "t"}
)


def _measure(word: str) -> str | None:
    """A unit of length, weight or volume in one spelling ("litres" → "l"); "pound" after a price weighs."""
    if word in ("pound", "pounds"):
        return "lb"
    unit = same_unit(word) if is_unit(word) else None
    return unit if unit in _MEASURES else None


def priced_in_another_measure(seen: Read) -> bool:
    """Is an amount multiplied by a price per one of another measure or thing ("38 litres at £1.47 per
    gallon", "12 bags at £4 per kg")? The amount would need changing into the price's unit first."""
    spec = seen.spec
    if not isinstance(spec, ProblemSpec) or spec.operation != "*":
        return False
    for amount, word, price, unit in _AMOUNT_PRICED.findall(seen.text):
        priced_per = _measure(unit)
        if {amount, price} != {spec.a, spec.b} or priced_per is None:
            continue
        if _measure(word) != priced_per and not same_noun(word, unit):
            return True
    return False


_MONEY_ASKED = lazy(r"\bhow much\b|\bcost\b|\bpay\b|\bowe\b|\bprice\b", needs="how much|cost|pay|owe|price")


def count_divided_by_money(seen: Read) -> bool:
    """Is money asked, and a count divided by an amount of money ("£95 per night , 4 of us ; how much per
    night each?" was 4 ÷ 95, and so was "… ; how much per night each , roughly?")? The money is what is
    shared out, never the divisor."""
    spec, text = seen.spec, seen.text
    asked = (_asked_part(text), text[text.rfind(" ; ") + 3 :] if " ; " in text else "")
    if (
        not isinstance(spec, ProblemSpec)
        or spec.operation != "/"
        or not any(_MONEY_ASKED.search(part) for part in asked)
    ):
        return False
    return _is_money(spec.b, text) and not _is_money(spec.a, text)


def _is_money(number: str, text: str) -> bool:
    told = re.escape(number)
    return (
        re.search(rf"[£$€] ?{told}(?![\d.])|(?<![\d.]){told} ?(?:p|pence|pounds|dollars|euros)\b", text)
        is not None
    )
