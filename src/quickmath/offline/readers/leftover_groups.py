"""What is left over when things go into groups, told as a story: "63 kids showed up and we made teams of 8.
How many kids were left over once all the full teams were made?", "200 footballs going into nets that hold 7
each. Once every net is full, how many balls are left over?", "When 8 goes into 125, what's the remainder?".

Read only when the question is all of this and nothing else: two whole numbers, words of whole groups made
("full", "as many as", "equally", "goes into", "divided"), a question of what is left over, and the group
size told by its place: in the division said ("divide 9,999 by 16"), or as the size of a group ("teams of 8",
"nets that hold 7", "6-egg boxes", "7 players"). Any word of another question or of another step ("how many
teams", "spent", "each get", "more", "as a decimal"), a yes or no asked ("… without a remainder?"), a reading
or a decimal leaves it to the other readers: "How many are left?" after "ate 6" takes away.
"""

from __future__ import annotations

import re

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.readers.whole_division import goes_into, two_whole_numbers
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy

_GROUPS = (
    r"rows|groups|teams|boxes|box|bags|bag|packs|pack|trays|tray|batches|sets|set|lots|plates|plate|piles"
    r"|crates|cartons|rolls|lengths|tables|table|pots|pens|cars|coaches|buses|bus|chunks|blocks|stacks|stack"
    r"|pallets|pallet|cases|case|jars|bottles|tins|tubs|loads|load|bunches|bundles|layers|shelves|shelf|vans"
    r"|van|cups|bowls|punnets|sacks|envelopes|pages|page|sheets|strips|pieces|portions|servings|rounds|trips"
    r"|trip|lorries|trucks|boats|minibuses|taxis|cabs|tents|rooms|beds|benches|bench|carriages|nets|net|cages"
    r"|cage|binders|laps|lap|compartments|sections|slots|lines|queues|rafts"
)
_DIVISION_SAID: list[tuple[re.Pattern[str], int, int]] = [
    (re.compile(rf"\b(?:when|if) ({N}) (?:goes|go|is divided|is shared) into ({N})\b"), 2, 1),
    (re.compile(rf"\bdivid\w* ({N}) (?:by|into|between|among) ({N})\b"), 1, 2),
    (re.compile(rf"\b({N}) (?:is |are )?(?:divided|shared|split) (?:by|into|between|among) ({N})s?\b"), 1, 2),
]
"""A division said outright, with the places of the whole and the group size: "when 8 goes into 125"."""
_GROUP_SIZE = [
    re.compile(rf"\b(?:{_GROUPS}) of ({N})\b"),
    re.compile(
        rf"\b({N}) (?:[a-z]+ )?(?:to|per|in|on|into) (?:a|an|each|every|one) (?:[a-z]+ )?(?:{_GROUPS})\b"
    ),
    re.compile(rf"\b({N}) (?:[a-z]+ )?(?:a|per|each|every) (?:{_GROUPS})\b"),
    re.compile(
        rf"\b(?:{_GROUPS}) (?:that )?(?:each )?(?:hold|holds|take|takes|fit|fits|seat|seats|carry|carries|sit"
        rf"|sits) ({N})\b"
    ),
    re.compile(rf"\b({N}) (?:fit|fits|go|goes|sit|sits) (?:on|in|into) (?:each|every|a|an|one)\b"),
    re.compile(rf"\b({N})(?: |-)(?:[a-z]+ )?(?:at a time|a go|apiece|each)\b"),
    re.compile(rf"\b({N})(?:-| - | )[a-z]+ (?:{_GROUPS})\b"),
    re.compile(rf"\bevery (?:[a-z]+ )?(?:{_GROUPS}) (?:[a-z]+ )?({N})\b"),
]
"""The size of a group: "teams of 8", "8 to a box", "nets that hold 7", "6-egg boxes"."""
_WHOLE_GROUPS = lazy(
    rf"\bas many\b|\bfull\b|\bfilled? (?:equally|evenly)\b|\b(?:on|in|into) each\b"
    rf"|\bafter (?:filling|packing|making|cutting|sharing|putting|loading|bagging|boxing|plating|the|all"
    rf"|every)\b"
    rf"|\bonce (?:every|all|each)\b|\b(?:complete|whole) (?:{_GROUPS})\b"
    rf"|\b(?:shared|split|divided|shared out|dealt|dealing)\b|\bequal(?:ly)?\b|\bevenly\b"
    rf"|\bthe same (?:number|amount)\b|\bgoes into\b|\bgo into\b|\bdivid\w*\b|\bremainder\b|\bpartly\b"
    rf"|\bshort\b|\blast\b|\bfinal\b|\bmost\b"
)
"""Words of whole groups made: "full", "as many as I can", "shared equally", "once every net is full"."""
_LEFT_ASKED = lazy(
    r"\b(?:how many|how much|what)\b[^;?]*\b(?:left over|leftover|left|spare|remain\w*|remainder|loose"
    r"|unallocated|(?:the|in the|on the|for the) (?:[a-z]+ )?(?:last|final)|short|partly)\b"
    r"|\b(?:how many|how much)\b[^;?]*\b(?:don t|do not|doesn t|does not|won t|will not|can t|cannot)"
    r" (?:make|fill|fit|get|go)\b|\blast [a-z]+ (?:have|has|gets?) how many\b|\bremainder\b"
)
"""A question of what is left over: "how many are left over", "how many in the last cage", "the remainder"."""
_ANOTHER_QUESTION = lazy(
    rf"\b(?:more|less|fewer|plus|minus|times|twice|double|triple|treble|half|halves|percent|average|total"
    rf"|altogether|squared|cubed|power|and how many|and how much|how many (?:{_GROUPS})|each get|each have"
    rf"|per person|per head|ate|eaten|spent|spend|used|sold|sell|gave|given|lost|took|taken|broke|broken"
    rf"|change|cost|costs|price|instead|except|return|mod|modulo|quotient|answer is|got|get|decimals?"
    rf"|fractions?|terms|exact|exactly|no remainder|without (?:a |any )?remainder|zero remainder|yes or no"
    rf"|y or n|can or cannot|possible|(?:not|n t) (?:in|on|part)|never|other|and what|and how)\b|%|:|/|\d\.\d"
)
"""Words of another question or another step: how many groups, what was spent, a decimal, a yes or no; a
division written with its sign ("20 / 3, what's left?") asks its quotient too, and is left to the others."""
_YES_OR_NO = lazy(r"(?:^|; |, )(?:so |and |but |ok )?(?:can|could|does|do|is|are|will|would)\b")
_ASKED_OF = lazy(
    r"\bhow many (?!(?:are|is|were|was|will|would|do|does|did|can|could|of|left|remain\w*|spare)\b)(\w+)"
)
"""The thing a question counts: "how many chairs …"."""


def read(text: str) -> ProblemSpec | None:
    numbers = two_whole_numbers(text)
    if numbers is None:
        return None
    if not (_WHOLE_GROUPS.search(text) and _LEFT_ASKED.search(text)):
        return None
    if _ANOTHER_QUESTION.search(text) or _YES_OR_NO.search(text):
        return None
    found = _whole_and_size(text, numbers)
    if found is None:
        return None
    whole, size = found
    if not goes_into(whole, size) or _asks_of_another_thing(text, whole):
        return None
    return ProblemSpec("remainder", whole, size)


def _asks_of_another_thing(text: str, whole: str) -> bool:
    """Does the question count a thing the whole does not ("89 people, every table seats 10. How many chairs
    at the last table?" asks chairs)?"""
    asked = _ASKED_OF.search(text)
    if asked is None:
        return False
    counted = re.search(rf"(?<![\w.]){re.escape(whole)} ([a-z]+)", text)
    return counted is None or not counted.group(1).rstrip("s").endswith(asked.group(1).rstrip("s"))


def _whole_and_size(text: str, numbers: list[str]) -> tuple[str, str] | None:
    """The whole shared and the group size, from a division said or the one group size told."""
    for said, whole_at, size_at in _DIVISION_SAID:
        if division := said.search(text):
            return division.group(whole_at), division.group(size_at)
    sizes = {told.group(1) for size in _GROUP_SIZE for told in size.finditer(text)}
    if len(sizes) != 1 or not sizes <= set(numbers):
        return None
    (whole,) = set(numbers) - sizes
    return whole, sizes.pop()
