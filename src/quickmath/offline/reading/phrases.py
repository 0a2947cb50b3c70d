"""A phrase table, the shape most readers take: patterns tried in order, each read as a whole question.

A phrase matches when the text around it holds only filler words ("what is …?", "find …"), so a phrase
never reads part of a longer question that says something more.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from quickmath.offline.asks import Spec
from quickmath.offline.reading.text import only_fillers
from quickmath.patterns import mentions
from quickmath.records import Record

BEING = r"(?:is |are |was |were |gets? |got |has been |have been )?"
"""The passive between a number and its verb: "if 3 is added to 2,997", "450 was reduced by 75"."""


class Phrase(Record):
    """`words`: "|"-separated words, one of which every match holds (the pattern is only tried then);
    `pattern`: a regular expression over normalised text; `build`: its groups → what it reads, or None."""

    words: str
    pattern: str
    build: Callable[..., Spec | None]


def read_phrases(text: str, phrases: list[Phrase]) -> Spec | None:
    """What the first phrase that reads the whole text reads; None when none does."""
    for phrase in phrases:
        match = re.search(phrase.pattern, text) if mentions(phrase.words, text) else None
        if match and only_fillers(text[: match.start()]) and only_fillers(text[match.end() :]):
            spec = phrase.build(*match.groups())
            if spec is not None:
                return spec
    return None
