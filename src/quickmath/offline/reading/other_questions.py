"""Stories whose question asks for something other than what a guessing reader's + − × of its two numbers
gives: the coach must ask, not answer (see `reading.guards`).

Each shape is one small check on the normalised text (story, then the question after the last ";"):
- the one compared to is asked for: "Tom has 20, which is 5 more than Sam. How many does Sam have?";
- a count already told is asked for: "7 boxes with 12 pens each. How many boxes?";
- what is needed is told beside what is saved: "saved 45 and need 120. How much have I saved?";
- the noun asked for is neither of the two told: "2 kids and 3 dogs. How many pets?".
"""

from __future__ import annotations

import re

from quickmath.offline.reading.text import N
from quickmath.patterns import lazy

_THAN = lazy(
    r"\b(?:more|fewer|less|older|younger|taller|shorter|longer|heavier|lighter|higher|lower|bigger|smaller"
    r"|cheaper|dearer|faster|slower) than (?:the |his |her |their |my |our )?([a-z]+)\b",
    needs=" than ",
)
_NOT_NAMES = frozenset(
    {"that", "this", "it", "them", "before", "usual", "last", "yesterday", "i", "you", "we"}
)
_CONTAINERS = lazy(
    rf"(?<![\w.]){N} ([a-z]+) (?:each )?(?:with|of|holding|containing|that (?:hold|have|contain))\b",
    needs="with|of|holding|containing|that",
)
_ASKED_NOUN = lazy(r"\bhow (?:many|much) ([a-z]+)", needs="how")
_NEEDED = lazy(r"\b(?:need|needs|needed|target|goal)\b", needs="need|target|goal")
_COUNTED = lazy(rf"(?<![\w.]){N} ([a-z]+)")
_NOT_NOUNS = frozenset(
    {"more", "less", "fewer", "of", "in", "do", "does", "did", "are", "were", "is", "was", "will", "would"}
    | {"can", "could", "have", "has", "had", "altogether", "times", "people", "things", "items", "and", "on"}
    | {"pieces", "bits", "kinds", "sorts", "types", "lots", "sets", "pairs"}
)
_PEOPLE = frozenset(
    {"boys", "girls", "men", "women", "adults", "children", "kids", "teachers", "students", "pupils"}
    | {"parents", "staff"}
)
_GROUPS_OF_PEOPLE = frozenset(
    {"pupils", "children", "students", "people", "kids", "members", "players", "guests", "staff"}
)


def _names(word: str, text: str) -> bool:
    return re.search(rf"\b{re.escape(word)}\b", text) is not None


def _compared_one_asked(story: str, question: str) -> bool:
    than = _THAN.search(story)
    return than is not None and than.group(1) not in _NOT_NAMES and _names(than.group(1), question)


def _told_count_asked(text: str, question: str) -> bool:
    asked = _ASKED_NOUN.search(question)
    return asked is not None and asked.group(1) in {found.group(1) for found in _CONTAINERS.finditer(text)}


def _need_beside(text: str, question: str) -> bool:
    return _NEEDED.search(text) is not None and _NEEDED.search(question) is None


def _counts_neither(story: str, question: str) -> bool:
    asked = _ASKED_NOUN.search(question)
    if asked is None or asked.group(1) in _NOT_NOUNS:
        return False
    noun = asked.group(1)
    if _names(noun.removesuffix("s"), story) or _names(noun, story):
        return False
    told = [found.group(1) for found in _COUNTED.finditer(story)]
    if noun in _GROUPS_OF_PEOPLE and all(word in _PEOPLE for word in told):
        return False  # "438 boys and 462 girls … how many pupils?"
    return len(set(told)) == 2 and not _NOT_NOUNS & set(
        told
    )  # "1.2 litres … 0.95 litres … how much fuel" is one


def asked(text: str, operation: str) -> bool:
    """Does the question of `text` ask for something other than `operation` of its story's two numbers?"""
    question = text.rpartition(" ; ")[2]
    story = text[: len(text) - len(question)]
    if operation in ("+", "-") and _compared_one_asked(story, question):
        return True
    if operation == "*":
        return _told_count_asked(text, question)
    return operation == "+" and (_need_beside(text, question) or _counts_neither(story, question))
