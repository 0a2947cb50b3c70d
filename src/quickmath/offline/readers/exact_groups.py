"""Whether things go into groups exactly, asked as a yes or no in a story: "Can 150 learners be divided into
groups of 12 with none remaining?", "144 downlights over 9 rooms — can they go in evenly with nothing
spare?", "84 tablets, 3 a day — does it work out to exact whole days?".

Read only when the question is all of this and nothing else: two whole numbers, a yes-or-no question, words
that ask for nothing left over, and the group size told by its place ("into 9", "groups of 12", "3 a day",
"does 16 go into it"). Any word of another question ("how many", "what", "more", "half", "total", "not") or a
reading, a decimal or a percentage leaves it to the other readers. The larger number is shared by the one
that sizes the groups; a story with the sizes the other way round is not read.
"""

from __future__ import annotations

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.readers.whole_division import goes_into, two_whole_numbers
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy

_YES_OR_NO = lazy(
    r"(?:^|; |, |- )(?:so |and |but |ok |hang on |um |like |basically |now )?"
    r"(?:can|could|will|would|does|do|did|is|are|was|were|might|may|shall)\b"
    r"|\byes or no\b|\bor (?:no|not)\b|\bexact or\b|\bis (?:he|she|it|that|this|they) (?:right|correct)\b"
)
_NONE_LEFT = lazy(
    r"\b(?:exact|exactly|evenly|equally|whole number|whole|no (?:remainder|rest|remain)"
    r"|without (?:a |any )?(?:remainder|rest|leftovers?)"
    r"|(?:none|nothing|no one|nobody|no [a-z]+|zero|0)"
    r" (?:left|leftover|left over|remaining|spare|over|left out|wasted)"
    r"|with none|nothing (?:spare|over|left)|no waste|zero waste|same number"
    r"|equal (?:number|groups|shares|amounts|rows|teams|parts|halves|piles|lots)"
    r"|full (?:trays|boxes|rows|plates|bags|packs|crates|cartons|tables|cars|coaches|buses)|neat rows"
    r"|every (?:[a-z]+ ){1,2}(?:be |go out |come out )?(?:completely )?full|all (?:the )?[a-z]+ be full)\b"
)
"""Words that ask for nothing left over: "with none remaining", "evenly", "exact whole days", "full trays",
"will every box be full"."""
_ANOTHER_QUESTION = lazy(
    r"\b(?:how many|how much|what is|what are|what s|whats|which|when|more|less|fewer|plus|minus|times|twice"
    r"|double|triple|treble|half|halves|quarters?|percent|average|total|sum|altogether|squared|cubed|power"
    r"|change|cost|price|instead|not|except|without dividing|reason|digits?|prime|factors?"
    r"|(?:is|was) (?:that|it|this) a whole number|and what|and how)\b"
    r"|(?<!yes )\bor\b(?! (?:no|not)\b)|%|:|\d\.\d"
)
_GOES_INTO = lazy(
    rf"\b(?:does|do|will|can|would|could) ({N}) (?:go|goes|fit|fits|divide|divides)"
    rf" (?:into |exactly into |evenly into )?(?:{N}|it|that|them)\b"
)
"""The group size told first: "does 16 go into it evenly", "does 9 divide 108 exactly"."""
_GROUPS = (
    r"rows|groups|teams|boxes|bags|packs|trays|batches|sets|lots|plates|piles|crates|cartons|rolls|lengths"
    r"|tables|pots|pens|cars|coaches|buses|chunks|blocks|shifts|rounds|stacks|pallets|cases|weeks|days|months"
    r"|nights|lessons|portions|parts|shares|doses|jars|bottles|tins|cans|tubs"
)
_SIZED_AFTER = lazy(
    rf"\b(?:into|between|among|amongst|across|over|by|onto)"
    rf" (?:(?:the|a|an|equal|exactly|only|full|neat|my|our|his|her|their) )*(?:(?:{_GROUPS}) of )?({N})\b"
    rf"|\b(?:{_GROUPS}) of ({N})\b"
)
"""The group size or count told after the word that shares: "into 9", "across 12 tables", "in rows of 7"."""
_SIZED_BEFORE = lazy(rf"({N}) (?:[a-z]+ )?(?:a|per|each|at a time|a go|apiece|to a|in a|in each|on each)\b")
"""The group size told as a rate: "3 a day", "8 to a box", "25 ml each"."""


def read(text: str) -> ProblemSpec | None:
    numbers = two_whole_numbers(text)
    if numbers is None:
        return None
    if not (_YES_OR_NO.search(text) and _NONE_LEFT.search(text)) or _ANOTHER_QUESTION.search(text):
        return None
    if len(_YES_OR_NO.findall(text)) > 1:
        return None  # "Is 56 divisible by 7? Is it even?": two questions
    if told_first := _GOES_INTO.search(text):
        sizes = {told_first.group(1)}
    else:
        told = [found for sized in (_SIZED_AFTER, _SIZED_BEFORE) for found in sized.finditer(text)]
        sizes = {size for found in told for size in found.groups() if size}
    if len(sizes) != 1 or not sizes <= set(numbers):
        return None
    (size,) = sizes
    (shared,) = set(numbers) - sizes
    return ProblemSpec("divisible", shared, size) if goes_into(shared, size) else None
