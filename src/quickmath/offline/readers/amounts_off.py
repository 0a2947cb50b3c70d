"""An amount off each of a count of things, and the whole saved asked: "Staff discount is 15p off each, bought
32 items. How many pence off in total?" is 15 × 32 pence.

The amount off is told for each one ("15p off each", "£2 off every ticket", "a saving of 30p per item"), the
count counts the very things ("32 items", "15 tickets"; any things when "each" names none), and the question
asks the whole off or saved, in the amount's own unit ("how many pence off?" of pence, never of pounds). A
percentage off, a price to pay, a third number or a word that limits the discount ("only", "first", "but")
leaves the story to be asked back.
"""

from __future__ import annotations

import re

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.readers.units import is_unit, same_unit
from quickmath.offline.reading.nouns import same_noun
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy

_MONEY = r"(?:p|pence|c|cents|pounds?|dollars?|euros?|quid)"
_OFF_EACH = lazy(
    rf"(?:([£$€]) ?)?({N}) ?({_MONEY})? (?:off|discount|cheaper|less)(?: on| for)? (?:each|every|per|a|an)"
    r"(?: ([a-z]+))?\b"
)
""""15p off each", "£2 off every ticket", "30p cheaper a bottle": the amount off, its unit, and the thing."""
_ASKED = lazy(
    rf"(?:^|; |, )(?:so )?(?:how (?:much|many ({_MONEY}))"
    r" (?:off|discount|saved|saving|do i save|did i save|have i saved|do we save|did we save"
    r"|is (?:that|it) off|did (?:i|we) get off|knocked off)"
    r"|(?:what is )?(?:the )?total (?:discount|saving|savings|off))"
    r"(?: (?:in total|altogether|in all|overall))?$"
)
_LIMITED = lazy(
    r"%|\b(?:percent|per cent|only|first|last|but|except|not|some|half|if|more|less than|pay|paid|cost|price"
    r"|left|each of the)\b"
)
_NOT_COUNTED = frozenset({"off", "of", "each", "every", "per", "in", "at", "for", "and", "times", "lots"})


def read(text: str) -> ProblemSpec | None:
    """The amount off times the count, when the whole saved is asked in the amount's unit."""
    offs = list(_OFF_EACH.finditer(text))
    numbers = list(re.finditer(N, text))
    if len(offs) != 1 or len(numbers) != 2:
        return None
    off = offs[0]
    asked = _ASKED.search(text)
    if asked is None or _LIMITED.search(text[: asked.start()].replace(off.group(), " ")):
        return None
    sign, amount, unit, thing = off.groups()
    if not (sign or unit) or (asked.group(1) and not _same_money(asked.group(1), sign or unit)):
        return None
    count = next(number for number in numbers if number.start() != off.start(2))
    if not _counts(text, count, thing):
        return None
    return ProblemSpec("*", amount, count.group())


def _same_money(asked: str, told: str) -> bool:
    return same_unit(asked) == same_unit(told)


def _counts(text: str, count: re.Match[str], thing: str | None) -> bool:
    """Does `count` count the things the amount is off, whole ones ("bought 32 items", "15 tickets")?"""
    if not re.fullmatch(r"\d+", count.group()) or count.group() in ("0", "1"):
        return False
    noun = re.match(r" ([a-z]+)", text[count.end() :])
    if noun is None or noun.group(1) in _NOT_COUNTED or is_unit(noun.group(1)):
        return False
    return thing is None or thing in ("item", "one") or same_noun(noun.group(1), thing)
