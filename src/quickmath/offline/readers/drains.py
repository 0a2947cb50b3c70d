"""A stock that loses the same amount each time something happens, with what is left after so many times
asked: "hero has 2,400 hp, boss does 275 dmg a hit. what's hp left after one hit", "I have 500 coins and each
spin costs 35. How many coins are left after 3 spins?", "I start with 20 lives and lose 3 per crash. How
many lives after 4 crashes?".

The story tells two numbers: the stock first ("has 2,400", "start with 20"), then the amount taken each time
("275 … a hit", "each spin costs 35", "3 per crash"), told with a word of taking ("does", "costs", "lose",
"uses"); the question names the same happening and how many times ("after one hit", "after 3 spins") and
holds no other number. Read as the stock less that many times the amount: 500 − 3 × 35. A word of gaining
("earn", "heal", "refill"), more taken than the stock holds, or another happening asked leave the story to
be asked back.
"""

from __future__ import annotations

from fractions import Fraction

from quickmath.offline.asks import ExpressionSpec, ProblemSpec
from quickmath.offline.reading.text import N, pretty
from quickmath.patterns import lazy

_TAKING = (
    r"(?:does|do|deals?|costs?|uses?|takes?|loses?|lose|drains?|burns?|removes?|eats?|knocks?|spends?|pays?"
    r"|drops?)"
)
_STOCK = lazy(
    rf"^(?:[a-z']+ ){{0,4}}?(?:has|have|had|holds?|is|was|starts? (?:with|at|on)|start(?:ing)? with|got)"
    rf" (?P<sign>[£$€] ?)?(?P<stock>{N})\b"
)
_RATE_AFTER = lazy(
    rf"\b{_TAKING}(?: off)? (?P<sign>[£$€] ?)?(?P<rate>{N})(?: [a-z]+){{0,2}}? (?:a|an|per|each|every)"
    r" (?P<event>[a-z]+)\b"
)
"""The amount taken before its happening: "does 275 dmg a hit", "lose 3 per crash"."""
_RATE_BEFORE = lazy(
    rf"\b(?:each|every|per|a|an) (?P<event>[a-z]+(?: [a-z]+)?) {_TAKING}(?: off)?"
    rf" (?P<sign>[£$€] ?)?(?P<rate>{N})\b"
)
"""The happening before the amount it takes: "each spin costs 35", "each lap uses 14 litres"."""
_AFTER = lazy(r"\bafter (?P<count>\d+|one|a|an) (?P<event>[a-z]+)\b")
_GAINING = lazy(
    r"\b(?:earn\w*|gain\w*|get|gets|got back|win|wins|won|add\w*|plus|more|regen\w*|heal(?:s|ed|ing)?"
    r"|refill\w*|back|bonus|double\w*|half|twice)\b"
)
_NUMBER = lazy(N)
_OTHER_ASKED = lazy(rf"\b(?:{_TAKING}|spent|used|lost|paid|taken|how long|until|till|before|each|per)\b")
"""A question that asks what was taken, or anything but what is left: "How many coins did I spend …?"."""


def _same(noun: str, other: str) -> bool:
    return noun.rstrip("s").removesuffix("e") == other.rstrip("s").removesuffix("e")


def read(text: str) -> ExpressionSpec | ProblemSpec | None:
    story, _, question = text.rpartition(" ; ")
    after = _AFTER.search(question)
    if not story or after is None or _GAINING.search(text) or _OTHER_ASKED.search(question):
        return None
    if len(_NUMBER.findall(question)) != (1 if after["count"].isdigit() else 0):
        return None
    stock = _STOCK.search(story)
    rate = _RATE_AFTER.search(story) or _RATE_BEFORE.search(story)
    if stock is None or rate is None or len(_NUMBER.findall(story)) != 2 or rate.start() < stock.end():
        return None
    if not _same(rate["event"].split()[-1], after["event"]) or bool(stock["sign"]) != bool(rate["sign"]):
        return None
    count = after["count"] if after["count"].isdigit() else "1"
    if Fraction(count) * Fraction(rate["rate"]) > Fraction(stock["stock"]) or count == "0":
        return None  # more taken than the stock holds: a number misread
    if count == "1":
        return ProblemSpec("-", stock["stock"], rate["rate"])
    return ExpressionSpec(pretty(f"{stock['stock']} - {count} * {rate['rate']}"))
