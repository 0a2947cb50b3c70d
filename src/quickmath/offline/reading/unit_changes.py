"""Is a change from one unit into another asked? Only when an answer is asked in another unit than the
numbers' ("convert 5 km to miles", "2.5 kg in grams", "how many inches is 3 ft") or numbers of one kind are
written in two units ("3 km + 500 m", "£1 + 50p"). Units of different kinds are a rate or a price, no change
("38 litres at £1.47", "10 litres covers 120 m²"), and a size naming a thing is no amount ("a 22mm pipe",
"cut into 7m tails")."""

from __future__ import annotations

import re

from quickmath.offline.readers.units import in_one_unit, is_unit, same_unit
from quickmath.patterns import lazy

_NUMBER_UNIT = lazy(
    r"(?:([£$€₹¥₦₱]) ?\d[\d,.]*|\d[\d,.]* ?((?:square |sq |cubic )?[a-z°]+(?: ?°?[cf]\b)?)(?: \^ ([23]))?"
    r"(?: ([a-z]+))?)"
)
"""A number with its unit before ("£1.47") or after ("38 litres", "120 m ^ 2"), and the word after it."""
_NOT_A_NOUN = frozenset({
    "of", "and", "on", "in", "at", "for", "left", "long", "wide", "high", "deep", "tall", "thick",
    "more", "less", "each", "per", "total", "altogether", "plus", "minus", "times", "from", "to", "off",
    "over", "away", "then", "but", "or", "is", "are", "was", "were", "a", "an", "the", "it", "that",
    "this", "so", "by", "with", "into", "than", "still", "already", "now", "all", "both", "last",
    "first", "today", "yesterday", "ago", "later", "back", "extra", "short", "too", "up", "down",
})  # fmt: skip
"""Words after an amount that do not make it a size naming a thing: "36m on the van", "5 km and 3 km"."""
_ASKED_UNIT = lazy(
    r"\b(?:in|into|to) ((?:square |sq |cubic )?[a-z°]+(?: \^ [23])?)"
    r"(?= ?(?:;|,|$|please|pls|instead|then|now))"
    r"|\bhow (?:many|much) ((?:square |sq |cubic )?[a-z°]+(?: \^ [23]\b)?)",
)
_CONVERT = lazy(r"\bconver(?:t|ts|ted|ting|sion)\b", needs="conver")

_KINDS = {
    "length": "mm cm m km inch ft yd mi",
    "weight": "mg g kg t lb oz",
    "volume": "ml cl l gallon pint",
    "temperature": "°c °f ° degrees degree",
    "money": "£ p $ c € ₹ ¥ ₦ ₱ rand cedi ringgit yuan dirham shilling franc baht",
}  # fmt: skip
_KIND_OF = {unit: kind for kind, units in _KINDS.items() for unit in units.split()}


def _kind(unit: str) -> str | None:
    """The kind of a unit in one spelling ("km" is a length, "m^2" an area), or None for one the coach does
    not change (points, marks)."""
    base, _, power = unit.partition("^")
    kind = _KIND_OF.get(base)
    return f"{kind}^{power}" if kind and power else kind


def _amount_units(piece: str) -> list[str]:
    """The units of the amounts in the piece, in one spelling, leaving out sizes that name a thing."""
    units = []
    for found in _NUMBER_UNIT.finditer(piece):
        before, after, power, word = found.groups()
        if before:
            units.append(same_unit(before))
        elif after and is_unit(after.removeprefix("square ").removeprefix("sq ").removeprefix("cubic ")):
            if word and word not in _NOT_A_NOUN and not is_unit(word):
                continue  # "a 22mm pipe", "cut into 7m tails": a size naming a thing
            units.append(same_unit(f"{after}^{power}" if power else after))
    return units


_HOW_MANY_IN_ONE = lazy(
    r"\bhow many ([a-z]+) (?:are )?(?:there )?(?:in|to|make) (?:a|an|one) ([a-z]+)\b", needs="how many"
)
"""A change asked with no number: "how many ounces in a pound", "how many ml in a litre"."""


def asked(piece: str) -> bool:
    """Does the piece ask an answer in another unit than its numbers', or add numbers of one kind written in
    two units?"""
    if (one := _HOW_MANY_IN_ONE.search(piece)) is not None:
        return all(is_unit(unit) or is_unit(unit.removesuffix("s")) for unit in one.groups())
    if not re.search(r"\d", piece):
        return False
    units = _amount_units(piece)
    if _CONVERT.search(piece) and (units or _ASKED_UNIT.search(piece)):
        return True
    if not units:
        return False
    for found in _ASKED_UNIT.finditer(piece):
        wanted = found.group(1) or found.group(2)
        plain = wanted.removeprefix("square ").removeprefix("sq ").removeprefix("cubic ").partition(" ^")[0]
        if is_unit(plain) and _kind(same_unit(wanted)) and not _told_in(same_unit(wanted), units):
            return True
    kinds: dict[str, set[str]] = {}
    for unit in units:
        if (kind := _kind(unit)) is not None:
            kinds.setdefault(kind, set()).add(unit)
    return any(len(written) > 1 for written in kinds.values())


def _told_in(wanted: str, units: list[str]) -> bool:
    """Is the unit asked one the amounts are told in: the same unit, plain degrees of a scale told, or an area
    or a volume of lengths told in its unit ("3 m by 2 m … how many square metres")?"""
    base, _, power = wanted.partition("^")
    if power and units.count(base) >= int(power) - 1 >= 1:
        return True
    return any(in_one_unit(wanted, told) for told in units)


def answer_in_another_unit(piece: str) -> bool:
    """Is the answer asked in another unit of the kind every amount is told in, all told in one unit ("£4.50
    and £3.20 in pence please")? Amounts in two units ("15 mg per kg and she's 42 kg, dose in mg") are a
    rate, and "how many degrees" of °C no change: neither is asked so."""
    units = set(_amount_units(piece))
    if len(units) != 1:
        return False
    (told,) = units
    kind = _kind(told)
    for found in _ASKED_UNIT.finditer(piece):
        wanted = found.group(1) or ""
        plain = wanted.removeprefix("square ").removeprefix("sq ").removeprefix("cubic ").partition(" ^")[0]
        unit = same_unit(wanted)
        if kind is not None and is_unit(plain) and not in_one_unit(unit, told) and _kind(unit) == kind:
            return True
    return False
