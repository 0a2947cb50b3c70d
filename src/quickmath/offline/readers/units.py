"""Units and things counted that do not change the calculation: "3 km + 5 km", "£4.50 + £2.75", "18 + 24 + 31
pounds", "12 apples + 5 apples", "1 box + 3 boxes", "5 kg × 12", "3 boxes × 12 eggs", "12 kg ÷ 4
bags", "how many kg is 18 + 24", "100°C minus 37°C". The words are taken off and the numbers read as usual
(see `reading.beside_numbers`).

Only one unit or thing is added or taken away: "1 km + 500 m" or "£1 + 50p" would need converting first,
which is working something out, and "3 apples + £2" makes no sum, so they are left alone. Adding or taking
away needs the unit on every number or on the last ("3 km + 5" is left alone); multiplying may have one amount
and plain counts ("£3.20 × 5") or a count of groups and what each holds, never two amounts ("3 m × 4 m" is an
area). Lengths of time are the time readers' ("2 h + 30 min", "45 min × 6"), and "5 m squared" (5 m² or
25 m²?) is left alone.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from quickmath.offline.asks import Spec
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy

if TYPE_CHECKING:
    from quickmath.offline.reading.beside_numbers import Unitless

UNIT_WORDS = (
    r"mm|cm|m|km|millimet(?:re|er)s?|centimet(?:re|er)s?|met(?:re|er)s?|kilomet(?:re|er)s?|inch(?:es)?|ft|feet"
    r"|foot|yards?|yd|miles?|mi|mg|g|grams?|kg|kilos?|kilograms?|tonnes?|tons?|lbs?|oz|ounces?|ml|cl|l|litres?"
    r"|liters?|millilit(?:re|er)s?|centilit(?:re|er)s?|milligrams?|gallons?|pints?|°c|°f|°"
    r"|degrees?(?: celsius| fahrenheit| c| f)?|p|pence|cents?|dollars?|euros?"
    r"|pounds?|quid|bucks?|points?|marks?|mph|km ?/ ?h|kph|€|rupees?|rand|yen|naira|pesos?|cedis?|ringgit"
    r"|yuan|dirhams?|shillings?|francs?|baht"
)
_AFTER = lazy(rf"(?<=\d) ?((?:square |sq |cubic )?(?:{UNIT_WORDS})(?: \^ [23])?)(?![\w°])( -(?=[\d.]))?")
"""A unit after a number, and a minus after it that takes away: "3.6 km -1.9 km" is 3.6 − 1.9."""
_BEFORE = lazy(rf"[£$€₹¥₦₱₩₺₪฿] ?(?={N})")
_TIME = lazy(r"\d:\d\d|\b(?:h|hrs?|hours?|min|mins|minutes?|seconds?|secs?|days?|weeks?|am|pm)\b")
POWER_AFTER_UNIT = lazy(rf"(?:{UNIT_WORDS}) (?:squared|cubed|to the)\b")
_NUMBER = lazy(N)
ASKED_IN = lazy(
    rf"(?: ,)?(?: (?:give|write) (?:your|the) answer| answer)? in "
    rf"([£$€]|(?:square |sq |cubic )?(?:{UNIT_WORDS})(?: \^ [23])?)(?= ;|$)",
    needs=" in ",
)
"""The unit the answer is asked in, at the end of a question: "3 km + 5 km in km?"; taken off with the units
when the numbers are written in it (any other is a conversion, see `reading.guards`)."""
UNIT = lazy(rf"(?:{UNIT_WORDS})")


def is_unit(word: str) -> bool:
    """Is `word` a unit the coach knows, such as km, kg, ml or pence?"""
    return UNIT.fullmatch(word) is not None


_SAME_UNIT = {
    "pence": "p", "penny": "p", "cent": "c", "pound": "£", "quid": "£", "dollar": "$", "buck": "$",
    "euro": "€", "millimetre": "mm", "millimeter": "mm", "milligram": "mg", "centilitre": "cl",
    "centiliter": "cl", "centimetre": "cm", "centimeter": "cm", "metre": "m", "meter": "m",
    "kilometre": "km", "kilometer": "km", "inche": "inch", "foot": "ft", "feet": "ft", "yard": "yd",
    "mile": "mi", "gram": "g", "kilo": "kg", "kilogram": "kg", "tonne": "t", "ton": "t", "ounce": "oz",
    "millilitre": "ml", "milliliter": "ml", "litre": "l", "liter": "l", "degree": "°", "rupee": "₹",
    "yen": "¥", "naira": "₦", "peso": "₱",
}  # fmt: skip
"""Units spelled out, by the symbol they are written with."""


def in_one_unit(asked: str, told: str) -> bool:
    """Is an amount asked in the unit it was told in? Plain "degrees" are the degrees of any scale told ("12°C
    … how big was the drop, in degrees?")."""
    asked, told = same_unit(asked), same_unit(told)
    return asked == told or (asked == "°" and told.startswith("°"))


def same_unit(unit: str) -> str:
    """One spelling for a unit, so that two spellings can be compared: "pence" is "p", "square metres" and
    "m ^ 2" are "m^2", "kilos" is "kg"."""
    unit = re.sub(r"\s*\^\s*", "^", unit.lower().strip())
    squared = re.match(r"(square|sq|cubic) (.+)", unit)
    if squared:
        unit = squared.group(2) + ("^3" if squared.group(1) == "cubic" else "^2")
    base, power = unit.partition("^")[0], unit.partition("^")[2]
    single = base.removesuffix("s") if len(base) > 2 else base
    base = _SAME_UNIT.get(base, _SAME_UNIT.get(single, single))
    return f"{base}^{power}" if power else base


def units_in(text: str) -> set[str]:
    """The units written beside numbers, as written: {"km", "m"} for "1 km + 500 m"."""
    found = {re.sub(r" \^ ", "^", unit.group(1)) for unit in _AFTER.finditer(text)}
    return found | {unit.group().strip() for unit in _BEFORE.finditer(text)}


def one_unit_off(text: str) -> str | None:
    """The text with its one unit taken off when every number carries it ("£3 , £5 , £7 ; total"); None when
    a number has none, or the text has no unit, several, or lengths of time. For lists of amounts."""
    if _TIME.search(text) or POWER_AFTER_UNIT.search(text) or len(units_in(text)) != 1:
        return None
    tagged = len(_AFTER.findall(text)) + len(_BEFORE.findall(text))
    written = same_unit(next(iter(units_in(text))))
    text = ASKED_IN.sub(lambda asked: "" if same_unit(asked.group(1)) == written else asked.group(), text)
    plain = _AFTER.sub(lambda found: " - " if found.group(2) else "", _BEFORE.sub("", text))
    plain = re.sub(r"\s+", " ", plain).strip()
    return plain if tagged == len(_NUMBER.findall(plain)) else None


def without_units(text: str) -> Unitless | None:
    """The text with the units and things beside its numbers taken off (see `reading.beside_numbers`)."""
    from quickmath.offline.reading import beside_numbers  # only for text no plain reader reads

    return beside_numbers.without_units(text)


def fits(spec: Spec, unitless: Unitless) -> bool:
    """Does the reading keep the calculation the words beside its numbers make (`reading.beside_numbers`)?"""
    from quickmath.offline.reading import beside_numbers  # only for text no plain reader reads

    return beside_numbers.fits(spec, unitless)
