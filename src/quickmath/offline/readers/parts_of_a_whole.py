"""A whole and one of its two parts told, the other part asked (a part-whole or bar model): "Bar model: whole
is 900, one part is 372. What is the other part?", "Whole = 500, part = 137, other part = ?".

The text tells exactly two numbers, one as the whole ("the whole is", "total =") and one as a part ("one part
is", "part ="), and asks only for the other or missing part. A part bigger than the whole, a whole split into
equal parts, another part told, or a word that changes the part asked ("half of the other part") is left
alone.
"""

from __future__ import annotations

from fractions import Fraction

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy

_WHOLE = lazy(rf"\b(?:the )?(?:whole|total)(?: bar| amount| number)? (?:is |= |was )?({N})(?![\w.])")
_PART = lazy(rf"\b(?:(?:one|a|the first|first|the one) )?part (?:is |= |was )?({N})(?![\w.])")
_ASKED = lazy(r"\b(?:the )?(?:other|missing|second|unknown) part\b")
_OTHER_WORK = lazy(
    r"\b(?:parts|equal|equally|each|split|shared?|half|halves|third|quarter|times|double|twice|plus|minus"
    r"|percent|ratio|fraction|another|both|sum|add|and the other)\b|[+*/^%]"
)
_ONE_PART = lazy(r"(?<![\w.])1 part\b", needs="1 part")
_NUMBER = lazy(rf"(?<![\w.]){N}(?![\w.])")


def read(text: str) -> ProblemSpec | None:
    """The whole less the part told, when only the other part is asked."""
    text = _ONE_PART.sub("one part", text)  # "… and one part is 275" comes here as "and 1 part"
    whole, part = _WHOLE.search(text), _PART.search(text)
    if whole is None or part is None or not _ASKED.search(text) or _OTHER_WORK.search(text):
        return None
    if len(_NUMBER.findall(text)) != 2:
        return None
    if Fraction(part.group(1).replace(",", "")) >= Fraction(whole.group(1).replace(",", "")):
        return None  # "the whole is 300 and one part is 372": no part of it is that big
    return ProblemSpec("-", whole.group(1), part.group(1))
