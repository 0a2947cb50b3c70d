"""Stories whose question asks for something other than what a guessing reader's + − × of its two numbers
gives: the coach must ask, not answer (see `reading.guards`).

Each shape is one small check on the normalised text (story, then the question after the last ";"):
- the one compared to is asked for: "Tom has 20, which is 5 more than Sam. How many does Sam have?";
- a count already told, or groups of a size, asked for: "7 boxes with 12 pens each. How many boxes?",
  "32 eggs, trays of 6. How many trays needed?";
- what is needed is told beside what is saved: "saved 45 and need 120. How much have I saved?";
- the noun asked for is neither of the two told: "2 kids and 3 dogs. How many pets?";
- the question asks what is not, by how much, how much slower, or what is left after paying: no sum
  ("120 seeds and 95 sprouted. How many did not sprout?", "340 cm last year and 385 cm now. By how much…");
- "20 sweets, 4 each. How many kids?": a product of a noun the story never told;
- "every 3 days", "my 3 friends and I", "85p … £1": a period, one more person, two units of money;
- the numbers are readings of a meter, a rate ("at 3 points a win"), a price got by selling, or years (dates
  are never added, and a take-away of years is the later less the earlier);
- the noun asked for is the one of a rate ("how many boxes can I fill? … 6 eggs in each box"): a share.
"""

from __future__ import annotations

import re

from quickmath.offline.readers.units import is_unit
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


_SIZED_GROUPS = lazy(rf"\b([a-z]+) of {N}", needs=" of ")
"""Groups of a size: "trays of 6" — how many trays is a share of the things, never a product."""


def _told_count_asked(text: str, question: str) -> bool:
    asked = _ASKED_NOUN.search(question)
    if asked is None:
        return False
    told = {found.group(1) for found in _CONTAINERS.finditer(text)}
    return asked.group(1) in told | {found.group(1) for found in _SIZED_GROUPS.finditer(text)}


_ASKED_WORDS = lazy(r"\bhow many ([a-z]+)(?: ([a-z]+))?", needs="how many")


def _per_one_asked(text: str) -> bool:
    asked = _ASKED_WORDS.search(text)
    if asked is None:
        return False
    for noun in (word for word in asked.groups() if word and word not in _NOT_NOUNS):
        one = noun.removesuffix("es") if noun.endswith(("xes", "ches", "shes")) else noun.removesuffix("s")
        if re.search(rf"\b(?:each|every|per|a|an) {re.escape(one)}\b", text):
            return True
    return False


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
    return len(set(told)) == 2 and not _NOT_NOUNS & set(told)  # "1.2 litres … 0.95 litres … how much fuel"


def _asked_noun_untold(story: str, question: str) -> bool:
    """A product asked as "how many kids" of "20 sweets, 4 each": the noun asked is nowhere in the story."""
    asked = _ASKED_MANY.search(question)
    if (
        asked is None
        or asked.group(1) in _NOT_NOUNS
        or asked.group(1) in _TIME_WORDS
        or is_unit(asked.group(1))
    ):
        return False
    told = story + " " + question[asked.end() :]  # "how many roses in 5 dozen roses" tells them after
    return re.search(rf"\b{re.escape(asked.group(1).removesuffix('s'))}", told) is None


_ASKED_MANY = lazy(r"\bhow many ([a-z]+)", needs="how many")
_TIME_WORDS = frozenset({"seconds", "minutes", "hours", "days", "weeks", "months", "years", "times"})


_NEGATED = lazy(r"\b(?:not|never)\b", needs="not|never")
_BY_HOW_MUCH = lazy(r"\bby how (?:much|many|far)\b", needs="by how")
_COMPARED_ASKED = lazy(
    r"\bhow (?:much|many|far)(?: [a-z]+)? (?:slower|faster|older|younger|taller|shorter|longer|heavier"
    r"|lighter|cheaper|dearer|bigger|smaller|higher|lower|warmer|colder|hotter|cooler|further|farther|wider|deeper"
    r"|quicker|later|earlier)\b",
    needs="how",
)
_AFTER_PAYING = lazy(
    r"\bafter (?:buying|paying|spending|purchasing|giving|losing|using|selling)\b", needs="after"
)
_READINGS = lazy(
    r"\bmeter (?:read|reads|reading|showed|shows|said|says|was|is)\b"
    r"|\b(?:odometer|mileage|counter|readings?)\b"
    r"|\bat the (?:start|beginning)\b.*\bat the end\b",
    needs="meter|odometer|mileage|counter|reading|start|beginning",
)
_RATE = lazy(rf"\b(?:at|for) {N} (?:[a-z]+ )?(?:a|an|per|each) [a-z]+", needs="at |for ")
_SOLD_FOR = lazy(rf"\b(?:sold|sells?|selling) (?:[a-z]+ ){{1,3}}for [£$€]? ?{N}", needs="sold|sell")
_YEAR = lazy(r"\b(?:in|since|from|until|till|by|year|born) (1[0-9]\d\d|20\d\d)(?![\w.,])")
"""A year said as one: "sank in 1912", "since 1990"; "1,250 buns" is no year."""

_PHONE = lazy(
    r"\b(?:call|dial|ring|phone|text) (?:me |us |them )?(?:on |at )?\d|(?<![\d.])\d{3} - \d{4}(?![\d.])",
    needs="call|dial|ring|phone|text| - ",
)
"""A phone number ("call 555-1234") is no take-away."""

_QUESTION_AGAINST = {
    "+": (_NEGATED, _BY_HOW_MUCH, _COMPARED_ASKED, _AFTER_PAYING),
    "*": (_BY_HOW_MUCH, _COMPARED_ASKED),
}
"""Cues in the question sentence that argue against an operation a story was read as."""
_EVERY_N = lazy(rf"\bevery {N} [a-z]+", needs="every")
"""Once in so many ("every 3 days I swim … in 30 days"): a share, never a product."""
_AND_I = lazy(
    r"(?<![\w.])\d+ (?:friends|brothers|sisters|kids|children|cousins|mates|colleagues|classmates|others"
    r"|people|siblings|teammates|neighbours|neighbors|guests|of them) and (?:i|me|myself)\b",
    needs=" and ",
)
""""My 3 friends and I": the people are one more than the number told."""
_PENCE = lazy(r"(?<![\w.])\d+(?:\.\d+)? ?(?:p|c|pence|cents?)\b", needs="p|c")
_POUNDS = lazy(r"[£$€]|\b(?:pounds?|dollars?|euros?)\b")
_ALL = ("+", "-", "*", "/")

_TEXT_AGAINST = {
    "+": (_READINGS, _RATE, _PHONE, _AND_I),
    "-": (_RATE, _SOLD_FOR, _PHONE, _AND_I),
    "*": (_EVERY_N, _AND_I),
    "/": (_AND_I,),
}
"""Cues anywhere in the text that argue against an operation a story was read as."""


def _years(text: str, operation: str, numbers: tuple[str, str]) -> bool:
    """Two years are never added, multiplied or shared; the years between are the later less the earlier."""
    years = set(_YEAR.findall(text))
    if not years & set(numbers):
        return False
    if operation != "-":
        return True
    return not set(numbers) <= years or float(numbers[0]) < float(numbers[1])


def asked(text: str, operation: str, numbers: tuple[str, str] | None = None) -> bool:
    """Does the question of `text` ask for something other than `operation` of its story's two numbers?"""
    question = text.rpartition(" ; ")[2]
    story = text[: len(text) - len(question)]
    if any(cue.search(question) for cue in _QUESTION_AGAINST.get(operation, ())):
        return True
    if any(cue.search(text) for cue in _TEXT_AGAINST.get(operation, ())):
        return True
    if numbers and _years(text, operation, numbers):
        return True
    if operation in _ALL and _PENCE.search(text) and _POUNDS.search(text):
        return True  # "85p … £1": two units of money, one number in each
    if operation in ("+", "-") and _compared_one_asked(story, question):
        return True
    if operation == "*":
        return (
            _told_count_asked(text, question) or _per_one_asked(text) or _asked_noun_untold(story, question)
        )
    return operation == "+" and (_need_beside(text, question) or _counts_neither(story, question))
