"""Guards of labelled fields, lists and parts: a ledger whose labels say more than going out or coming in, or
whose question asks another field than what is left, a list whose numbers are counted, not added, a measure
named for a calculation that does not give it, and one answer asked of several calculations."""

from __future__ import annotations

import re

from quickmath.offline.reading.guards.shared import Read
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy

_DIGIT = lazy(r"\d")
_LABEL_SAYS_MORE = frozenset({
    "not", "still", "yet", "due", "owed", "owing", "planned", "expected", "budgeted", "to", "per", "each",
    "every", "daily", "weekly", "monthly", "yearly", "annually", "nightly", "hourly", "twice", "double",
    "doubled", "triple", "times", "x", "back", "refund", "refunded", "returned",
})  # fmt: skip
"""Words of a label that make its amount something other than one amount gone out or come in: not yet spent
("Still to spend"), each time of many ("Spent per week", "Spent twice"), or coming back ("Paid back")."""
_A_PERIOD = lazy(r"\ba (?:day|week|month|year|night)\b", needs="a ")
_OTHER_FIELD_ASKED = frozenset({"opening", "starting", "initial", "original", "change", "difference"})
"""A question of another field than what is left: "opening balance?", "net change?"."""


def ledger_label_says_more(seen: Read) -> bool:
    """Is a ledger read whose labels say more than going out or coming in ("Budget: £600 | Not spent: £100 |
    Remaining?" was 500, "Spent per week: £50" 550, "Paid back: £50" taken away), or whose question asks
    another field ("Opening balance £1,240; withdrawals £300; deposits £125; net change?" was 1065)?"""
    if seen.reader != "ledgers":
        return False
    numbers = list(_DIGIT.finditer(seen.text))
    if not numbers:
        return False
    labels, question = seen.text[: numbers[-1].end()], seen.text[numbers[-1].end() :]
    said = set(re.findall(r"[a-z]+", labels))
    asked = set(re.findall(r"[a-z]+", question))
    return bool(said & _LABEL_SAYS_MORE or asked & _OTHER_FIELD_ASKED) or _A_PERIOD.search(labels) is not None


_COUNT_OF_A_LIST_ASKED = lazy(
    r"\bhow many (?:terms|values|entries|figures|amounts|items|scores|readings|marks)"
    r"(?: (?:are )?(?:there|listed|in (?:the|this|that|my) (?:list|set|row|column)))?$",
    needs="how many",
)
"""The numbers of a list counted ("List: 12, 15, 18, 21. How many numbers?" — normalised "how many terms")."""


def count_of_a_list_asked(seen: Read) -> bool:
    """Is a sum read where the question counts the numbers listed ("List: 12, 15, 18, 21. How many
    numbers?" was 66)? A count of the things the amounts are of ("… 5 boxes. How many boxes?") is a sum."""
    question = seen.text.rpartition(" ; ")[2].strip(" ?")
    return seen.operation == "+" and _COUNT_OF_A_LIST_ASKED.search(question) is not None


_MEASURE_NAMED = lazy(
    r"\b(perimeter|circumference|area|volume) (?:is|=|would be|will be|comes to|must be|should be)"
    r" (?:just )?([^;?]*)",
    needs="perimeter|circumference|area|volume",
)
_POWERED = lazy(r"\b(squared|cubed)\b|\bto the (?:power|\d)|\^", needs="squared|cubed|to the|^")
_PRODUCT = lazy(rf"({N}) ?(?:\*|x|×|times) ?({N})", needs="*|x|×|times")
_POWER_OF = {"perimeter": None, "circumference": None, "area": "squared", "volume": "cubed"}
"""The power each measure of a shape is of its side: a perimeter is of none."""


def measure_named_for_another_calculation(seen: Read) -> bool:
    """Is a calculation answered that the learner names as a measure it does not give ("Square bed, 3.5 m on
    each side, so the perimeter is 3.5 squared?" was 12.25, "… so the area is 3.5 x 4?" was 14)? The measure
    is asked, and the calculation told for it is not the measure's."""
    found = _MEASURE_NAMED.search(seen.text)
    if found is None:
        return False
    measure, told = found.groups()
    powered = _POWERED.search(told)
    if powered is not None:
        return (powered.group(1) or "") != _POWER_OF[measure]
    product = _PRODUCT.search(told)
    if product is None or measure != "area":
        return False
    return re.search(r"\bsquare\b", seen.text) is not None and product.group(1) != product.group(2)


_ONE_ANSWER_ASKED = lazy(
    r"(?:so |and )?(?:how (?:much|many)(?: (?:is that|is it|money|do i have|have i got|in all|does it come to"
    r"|do i pay|do i owe))?|what (?:does|do) (?:it|that|they) come to|what do i (?:have|pay|owe))",
    needs="how|what",
)
"""A bare question of one answer: "how much?", "how many?", "what does it come to?"."""
_CALCULATION = lazy(rf"{N} ?(?:[*×/+−]|x\b) ?[£$€]?{N}")


def parts_of_one_answer_asked(seen: Read) -> bool:
    """Is one of several calculations answered where a bare question asks one answer of them all ("I have 3
    × 20p and 4 × 50p. How much?" was 60 and 200, "12 x 3 and 4 x 5, how much?" was 36 and 20)?"""
    if seen.reader != "pieces":
        return False
    *told, question = re.split(r" [;,] ", seen.text)
    if not told or _ONE_ANSWER_ASKED.fullmatch(question.strip(" ?")) is None:
        return False
    parts = re.split(r" (?:[;,]|and) ", " ; ".join(told))
    return sum(1 for part in parts if _CALCULATION.search(part)) >= 2
