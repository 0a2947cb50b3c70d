"""Guards of shares and products of people and things: an amount told a period asked over another stretch,
the sharers counted without the learner who shares with them, the count shared by asked again, a count told
after the learner multiplied, a number sentence with an unknown worked as told, and the count of a product
asked back.

"£95 a night between 4 of us , how much each for the week?" was 23.75, "I split the £96 bill with my 3
housemates , how much each?" was 32 (the learner is a fourth), "Share 24 grapes between 3 kids , how many
kids?" was 8, "Me and 3 friends paid £12 each for tickets , total?" was 36, "8 times what is 184?" was 1472
and "28 kids in each class and 4 classes , how many classes?" was 112.
"""

from __future__ import annotations

import re

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.readers.units import is_unit
from quickmath.offline.reading.guards.shared import PER_PERIOD, Read
from quickmath.offline.reading.nouns import same_noun
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy

_TOLD_A_PERIOD = lazy(
    rf"(?<![\w.])({N}) (?:[a-z]+ )?(?:a|an|per|every|each|/) (hour|day|night|week|fortnight|month|year)\b",
    needs="a|an|per|every|each|/",
)
_STRETCH = lazy(
    r"\b(?:(hour|day|night|week|fortnight|month|year)s?|weekend|stay|holiday|trip|visit|break|season|term"
    r"|(hourly|daily|nightly|weekly|monthly|yearly|annual|annually))\b"
)
"""A stretch of time: a period, or a span of no told length ("for the stay")."""


def rate_shared_over_another_stretch(seen: Read) -> bool:
    """Is an amount told a period shared out and asked over another stretch ("£95 a night between 4 of us ,
    how much each for the week?" was 23.75)? The share is each one's for the one period; over a week, a stay
    or a year it is another number. The count shared over may be of its own periods ("£84 a week over 7 days
    , how much a day?")."""
    spec, text = seen.spec, seen.text
    if not isinstance(spec, ProblemSpec) or spec.operation != "/":
        return False
    told = next((found for found in _TOLD_A_PERIOD.finditer(text) if found.group(1) == spec.a), None)
    if told is None:
        return False
    counted = re.search(rf"(?<![\w.]){re.escape(spec.b)}((?: [a-z]+){{1,3}})", text)
    words = counted.group(1).split() if counted else []
    own = {told.group(2)} | {PER_PERIOD.get(word, word.removesuffix("s")) for word in words}
    for stretch in _STRETCH.finditer(text[told.end() :]):
        named = stretch.group(1) or PER_PERIOD.get(stretch.group(2) or "") or stretch.group()
        if named not in own:
            return True
    return False


_SHARER_WITH = lazy(
    rf"\bi (?:[a-z]+ ){{0,3}}?(?:share|split|divide|sharing|splitting|dividing)\b[^;,]*?"
    rf" with (?:my|our) ({N}) [a-z]+",
    needs="with",
)


def sharer_left_out(seen: Read) -> bool:
    """Is a whole the learner shares "with" others divided by the others alone ("I split the £96 bill with my
    3 housemates , how much each?" was 32)? The learner is one of the sharers."""
    spec = seen.spec
    if not isinstance(spec, ProblemSpec) or spec.operation != "/":
        return False
    return any(found.group(1) == spec.b for found in _SHARER_WITH.finditer(seen.text))


_SHARED_BY = r"\b(?:between|among|amongst|by|over|across|with|to|for) (?:my |our |the |his |her |their )?"
"""The words before a count that a whole is shared by: "between 3 kids", "to my 4 sons"."""
_HOW_MANY = lazy(r"\bhow many ([a-z]+)", needs="how many")


def share_asked_of_its_count(seen: Read) -> bool:
    """Is a share read where the question asks how many of what the whole is shared by ("Share 24 grapes
    between 3 kids , how many kids?" was 8)? The count is told, and the question asks something else."""
    spec, text = seen.spec, seen.text
    if not isinstance(spec, ProblemSpec) or spec.operation != "/":
        return False
    at = max(text.rfind(" ; "), text.rfind(" , "))
    if at < 0 or "." in spec.b:
        return False
    counted = re.search(
        rf"{_SHARED_BY}{re.escape(spec.b)} (?:[a-z]+ )?([a-z]+)\b(?! (?:a|an|per|each|every)\b)", text[:at]
    )
    return (
        counted is not None
        and not is_unit(counted.group(1))
        and any(same_noun(asked, counted.group(1)) for asked in _HOW_MANY.findall(text[at + 3 :]))
    )


_EACH_ONE_ASKED = lazy(
    r"\b(?:each|apiece|per person|a person|a head|per head|everyone|everybody|each person|each of us"
    r"|(?:my|his|her|your|their|each person s|each one s) share)\b",
    needs="each|apiece|person|head|every|share",
)
_PEOPLE_COUNTED = (
    r"(?: of (?:us|them|you)| ways| (?:people|friends|housemates|flatmates|roommates|mates|adults))\b"
)
_ME_AND_OTHERS = lazy(rf"\bme (?:and|n|&) (?:my )?{N} [a-z]+", needs="me ")


def shared_by_people_each_period(text: str, spec: ProblemSpec) -> bool:
    """Is an amount told a period shared by people and asked each one's share for that period ("£95 a night
    between 4 of us , how much each a night?")? The period asked is the one the amount is told for, and the
    share is each person's: no rate told asked again."""
    at = max(text.rfind(" ; "), text.rfind(" , "))
    question, story = (text[at + 3 :], text[:at]) if at >= 0 else ("", text)
    told = next((found for found in _TOLD_A_PERIOD.finditer(story) if found.group(1) == spec.a), None)
    return (
        told is not None
        and _EACH_ONE_ASKED.search(question) is not None
        and re.search(rf"\b(?:a|an|per|each|every) {told.group(2)}$", question) is not None
        and (
            _ME_AND_OTHERS.search(story)
            or re.search(rf"(?<![\w.]){re.escape(spec.b)}{_PEOPLE_COUNTED}", story)
        )
        is not None
    )


_ME_AND_A_COUNT = lazy(
    rf"\b(?:me|myself|i) (?:and|n|&|plus|\+) (?:my |our |the |his |her )?({N})\b", needs="me|myself|i "
)


def count_after_me_multiplied(seen: Read) -> bool:
    """Is a product read of a count told after the learner ("Me and 3 friends paid £12 each for tickets ,
    total?" was 36)? The learner is one more than the number told."""
    spec = seen.spec
    if not isinstance(spec, ProblemSpec) or spec.operation != "*":
        return False
    return any(found.group(1) in (spec.a, spec.b) for found in _ME_AND_A_COUNT.finditer(seen.text))


_UNKNOWN_OPERAND = lazy(
    r"\b(?:times|multiplied by|divided by|x|\*|/) (?:what|which number|what number|a number)"
    r" (?:is|equals|makes|gives|=) (?:[£$€] ?)?\d"
    rf"|\b(?:what|which) (?:number )?(?:times|multiplied by|divided by|x|\*|/) {N}"
    r" (?:is|equals|makes|gives|=) \d",
    needs="what|which|a number",
)


def unknown_operand_worked(seen: Read) -> bool:
    """Is a calculation read of the two numbers of a number sentence with an unknown in it ("8 times what is
    184?" was 8 × 184)? The unknown is asked: the numbers told are the known one and the result."""
    spec = seen.spec
    return (
        isinstance(spec, ProblemSpec)
        and seen.reader != "unknown_numbers"
        and _UNKNOWN_OPERAND.search(seen.text) is not None
    )


def count_asked_of_a_product(seen: Read) -> bool:
    """Is a product read where the question asks how many of the things a rate is for, whose count is told
    ("28 kids in each class and 4 classes , how many classes?" was 112)? The count is told, not worked out."""
    spec, text = seen.spec, seen.text
    at = max(text.rfind(" ; "), text.rfind(" , "))
    if not isinstance(spec, ProblemSpec) or spec.operation != "*" or at < 0:
        return False
    story, numbers = text[:at], rf"(?<![\w.])(?:{re.escape(spec.a)}|{re.escape(spec.b)})"
    rates_for = re.findall(
        rf"{numbers} (?:[a-z]+ )?(?:(?:in|on|to|into|for) )?(?:each|every|a|an|per) ([a-z]+)", story
    )
    counted = re.findall(rf"{numbers} ([a-z]+)", story)
    return any(
        same_noun(asked, rate_for) and any(same_noun(asked, noun) for noun in counted)
        for asked in _HOW_MANY.findall(text[at + 3 :])
        for rate_for in rates_for
    )
