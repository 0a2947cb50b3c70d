"""The guard of a comparison asked the wrong way round of someone: "Anna is 12 and her mum is 45. How much
older is Anna?" was 33, "I have £45 and my brother has £12. How much less do I have?" was 33. The one asked
about has the smaller amount and is asked how much more, or the larger and is asked how much less: no gap
answers it."""

from __future__ import annotations

import re
from fractions import Fraction

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.reading.guards.shared import Read
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy

_MORE = frozenset({
    "more", "older", "taller", "bigger", "heavier", "longer", "higher", "richer", "dearer", "further",
    "farther", "larger", "greater",
})  # fmt: skip
_LESS = frozenset({"less", "fewer", "younger", "shorter", "smaller", "lighter", "lower", "cheaper"})
_ASKED_OF = lazy(
    rf"\bhow (?:much|many)(?: [a-z]+)? ({'|'.join(sorted(_MORE | _LESS))})(?: [a-z]+)?"
    r" (?:(?:is|are|was|were|has|have|had) ((?:(?:my|his|her|their|our|your|the) )?[a-z]+)\b"
    r"|(?:does|do|did) ((?:(?:my|his|her|their|our|your|the) )?[a-z]+)"
    r" (?:have|own|earn|weigh|make|score|get|save|collect|read|run|pay|spend|eat|drink)\b)"
    r"(?!.*\bthan\b)",
    needs="how much|how many",
)
"""Who a comparison asks about: "how much older is anna", "how much more does my brother have"; not what
someone needs ("how much more do i need" asks a shortfall)."""
_SAID_AS = {"i": r"i(?: am|'m)?", "we": r"we(?: are|'re)?"}
_VERB = (
    r"(?:is|are|was|were|am|has|have|had|got|earns?|earned|weighs?|weighed|scored|scores|saved|saves|owns?"
    r"|collected|made|makes|gets?|measures?|stands?|runs?|ran|reads?|spent|spends)"
)


def comparison_asked_of_the_other_side(seen: Read) -> bool:
    """Is a gap read where the question asks how much more (older, taller …) someone has or is whose amount
    is the smaller of the two, or how much less whose amount is the larger?"""
    spec = seen.spec
    if not isinstance(spec, ProblemSpec) or spec.operation != "-":
        return False
    asked = _ASKED_OF.search(seen.text)
    if asked is None:
        return False
    word, someone = asked.group(1), asked.group(2) or asked.group(3)
    story = seen.text[: asked.start()]
    said = _SAID_AS.get(someone, re.escape(someone))
    told = re.search(
        rf"\b{said}(?:'s)? (?:{_VERB} )?(?:(?:got|now|only|just|about) )?(?:[£$€] ?)?({N})(?![\w.])", story
    )
    if told is None:
        return False
    theirs = told.group(1).replace(",", "")
    if theirs not in (spec.a, spec.b):
        return False
    other = spec.b if theirs == spec.a else spec.a
    if Fraction(theirs) == Fraction(other):
        return False
    smaller = Fraction(theirs) < Fraction(other)
    return smaller if word in _MORE else not smaller


_COMPARED_BY = lazy(
    rf"(?<![\w.])(?:[£$€] ?)?({N}) (?:[a-z]+ )?(?:{'|'.join(sorted(_MORE | _LESS))})\b",
)
"""An amount told by how much it differs from another: "12 years younger", "£12 more"."""
_WHOSE_ASKED = lazy(
    r"\bhow old (?:is|am|are|was|were) ((?:(?:my|his|her|their|our|your|the) )?[a-z]+)(?: now)? ?\??$"
    r"|\bhow (?:much|many)(?: [a-z]+)? (?:does|do|did) ((?:(?:my|his|her|their|our|your|the) )?[a-z]+)"
    r" (?:have|own|weigh|earn)(?: now)? ?\??$",
    needs="how old|how much|how many",
)
"""Whose amount a question asks: "how old am i", "how many does my brother have"."""


def told_one_asked_of_a_comparison(seen: Read) -> bool:
    """Is a sum or gap read of an amount and another told by how much it differs, where the question asks
    the one told outright ("I am 45 and my brother is 12 years younger. How old am I?" was 33)?"""
    spec = seen.spec
    if not isinstance(spec, ProblemSpec) or spec.operation not in ("+", "-"):
        return False
    asked = _WHOSE_ASKED.search(seen.text)
    if asked is None:
        return False
    someone = asked.group(1) or asked.group(2)
    story = seen.text[: asked.start()]
    said = _SAID_AS.get(someone, re.escape(someone))
    told = re.search(
        rf"\b{said}(?:'s)? (?:{_VERB} )?(?:[£$€] ?)?({N})(?![\w.])(?! (?:[a-z]+ )?(?:more|less))", story
    )
    if told is None or told.group(1) not in (spec.a, spec.b):
        return False
    other = spec.b if told.group(1) == spec.a else spec.a
    return any(found.group(1) == other for found in _COMPARED_BY.finditer(story))
