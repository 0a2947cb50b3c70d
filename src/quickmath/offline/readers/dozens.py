"""Dozens counted: "I need 3 dozen eggs for the bakery run. How many eggs is that?", "What is six dozen?".

One number of dozens ("3 dozen"), the question asks how many of what is counted ("how many eggs?") or what
the dozens come to ("what is 6 dozen?"), and no other number but the fact "a dozen is 12" told beside it. The
coach reads a dozen as 12, as it reads a number word; the tools work out 3 × 12. A dozen among other numbers
("3 dozen eggs at 2 each", "2 dozen and 5") is left alone, since it would be a third number in the sum.
"""

from __future__ import annotations

import re

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy

_DOZENS = lazy(rf"(?<![\w.])({N}) dozens?(?: ([a-z]+))?")
_TOLD = lazy(r"\b(?:a|one) dozen (?:is|=|equals|means|makes) 12\b")
"""The fact told beside the question: "I know a dozen is 12"."""
_NUMBER = lazy(N)
_ASKED = lazy(r"\bhow many(?: ([a-z]+))?|\b(?:what|how much) (?:is|are|s|makes|do|does) (?:that )?")
_OTHER_STEP = lazy(
    r"\b(?:each|per|every|price|cost|costs|pay|left|more|less|fewer|plus|minus|times|divided|share[sd]?|split"
    r"|half|halves|quarter|twice|double|extra|another|and a|boxes of|packs of|in a)\b"
)


def read(text: str) -> ProblemSpec | None:
    """The number of dozens times 12, or None when the dozens are not the one thing counted."""
    text = _TOLD.sub("", text)
    dozens = list(_DOZENS.finditer(text))
    if len(dozens) != 1 or len(_NUMBER.findall(text)) != 1 or _OTHER_STEP.search(text):
        return None
    asked = _ASKED.search(text)
    if asked is None:
        return None
    counted, thing = dozens[0].group(1), dozens[0].group(2)
    if counted.startswith("-"):
        return None
    if asked.group(1) and asked.group(1) not in ("is", "are") and not _same_thing(asked.group(1), thing):
        return None  # "3 dozen eggs, how many boxes?" asks something else
    return ProblemSpec("*", counted, "12")


def _same_thing(asked: str, thing: str | None) -> bool:
    return thing is not None and re.sub(r"e?s$", "", asked) == re.sub(r"e?s$", "", thing)
