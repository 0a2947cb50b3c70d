"""A dose told per an amount, and the whole it goes in: "heating system holds 96 litres and I'm adding
inhibitor 1 litre per 80 litres. how many litres of inhibitor is that" is 96 ÷ 80, "Feed is 5 ml per 4 litres
of water, my can holds 10 litres, how many ml of feed?" is 10 ÷ 4 × 5.

The dose is "X unit per Y unit" (or "for every", "to every", "in every"); the whole is the one other number,
told in the dose's second unit ("96 litres", never "96 gallons"). The question asks the dose's own unit:
when the two units are one ("litres per litres"), it names what the dose is of ("how many litres of
inhibitor?"), since "how many litres?" may ask the whole mixed. Any fourth number, another unit asked, or a
word that changes the calculation leaves the story to be asked back.
"""

from __future__ import annotations

import re

from quickmath.offline.asks import ExpressionSpec, ProblemSpec, Spec
from quickmath.offline.readers.units import is_unit, same_unit
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy

_DOSE = lazy(
    rf"(?<![\w.])({N}) ?([a-z]+)(?: of ([a-z]+))? (?:per|for every|to every|in every|for each|to each)"
    rf" ({N}) ?([a-z]+)\b"
)
_ASKED = lazy(
    r"(?:^|; |, )(?:so )?how (?:many|much) ([a-z]+)(?: of ([a-z]+))?"
    r"(?: (?:is that|do i need|do i add|should i add|will i need|do i use|goes in|in total|altogether))?$"
)
_CHANGED = lazy(
    r"\b(?:left|more|less|extra|plus|minus|but|except|already|half|double|twice|each|another|other|instead"
    r"|top up|topped up|remaining|than)\b"
)


def read(text: str) -> Spec | None:
    """The whole divided by the amount the dose is per, times the dose."""
    doses, numbers = list(_DOSE.finditer(text)), re.findall(N, text)
    asked = _ASKED.search(text)
    if len(doses) != 1 or len(numbers) != 3 or asked is None or _CHANGED.search(text):
        return None
    dose = doses[0]
    amount, unit, of, per, per_unit = dose.groups()
    if not (is_unit(unit) and is_unit(per_unit)) or "-" in amount + per or per in ("0", "1"):
        return None
    whole = _whole(text, dose, per_unit)
    if whole is None or not _asks_the_dose(text, asked, unit, per_unit, of):
        return None
    if amount == "1":
        return ProblemSpec("/", whole, per)
    return ExpressionSpec(f"{whole} ÷ {per} × {amount}")


def _whole(text: str, dose: re.Match[str], per_unit: str) -> str | None:
    """The one number outside the dose, told in the unit the dose is per."""
    rest = f"{text[: dose.start()]} ; {text[dose.end() :]}"
    told = re.findall(rf"(?<![\w.])({N}) ?([a-z]+)\b", rest)
    wholes = [number for number, unit in told if is_unit(unit) and same_unit(unit) == same_unit(per_unit)]
    return wholes[0] if len(wholes) == 1 and len(re.findall(N, rest)) == 1 else None


def _asks_the_dose(text: str, asked: re.Match[str], unit: str, per_unit: str, of: str | None) -> bool:
    """Does the question ask the dose in its own unit, naming what it is of when both units are one?"""
    word, asked_of = asked.groups()
    if of is not None and word == of and asked_of is None:
        return True  # "25 ml of salt for every 10 litres … how much salt?"
    if not is_unit(word) or same_unit(word) != same_unit(unit):
        return False
    if same_unit(unit) != same_unit(per_unit):
        return (
            asked_of is None
            or asked_of == of
            or re.search(rf"\b{asked_of}\b", text[: asked.start()]) is not None
        )
    named = asked_of or ""
    return bool(named) and (named == of or re.search(rf"\b{named} {N}", text[: asked.start()]) is not None)
