"""Guards of labelled fields and lists: a ledger whose labels say more than going out or coming in, or
whose question asks another field than what is left, and a list whose numbers are counted, not added."""

from __future__ import annotations

import re

from quickmath.offline.reading.guards.shared import Read
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
