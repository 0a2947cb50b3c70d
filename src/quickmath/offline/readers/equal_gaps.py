"""A length cut into a number of equal gaps, asked how far apart or how wide each gap is: "Raised bed is 3.6 m
long and I want 12 equal gaps for lettuces. How far apart?" is 3.6 ÷ 12.

The gaps are counted ("12 equal gaps", "8 even spaces"), never the things set along the length: 12 plants
along 3.6 m stand 11 or 13 gaps apart, as the ends are planted or not, so they are asked back. The length is
the other number, told in a unit of length. A third number, a gap at the ends, or a question of anything but
one gap leaves the story to be asked back, and so do gaps "between" things, which may take room of their
own.
"""

from __future__ import annotations

import re

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy

_EQUAL_GAPS = lazy(
    rf"(?<![\w.])({N}) (?:equal|even|evenly spaced|equally spaced|same size) (?:gaps|spaces|intervals)\b"
)
_GAP_ASKED = lazy(
    r"(?:^|; |, )(?:so )?(?:how far apart(?: (?:are they|will they be|is that|should they be|do they go))?"
    r"|how (?:wide|big|long) (?:is |will be |should be )?(?:each|every|one|a) (?:gap|space|interval))$"
)
_CHANGED = lazy(
    r"\b(?:left|more|less|fewer|extra|plus|minus|but|except|end|ends|both|edge|edges|between|centres|centers)\b"
)
"""Words that change what a gap is: gaps at the ends, or between posts that may take room themselves ("6
equal gaps between posts" is asked back)."""
_LENGTH = r"(?:mm|cm|m|km|metres?|meters?|yards?|yd|feet|ft|inches|miles?)"


def read(text: str) -> ProblemSpec | None:
    """The length divided by the number of equal gaps, when one gap is asked."""
    gaps, numbers = _EQUAL_GAPS.search(text), re.findall(N, text)
    if gaps is None or len(numbers) != 2 or not _GAP_ASKED.search(text) or _CHANGED.search(text):
        return None
    length = numbers[1] if numbers[0] == gaps.group(1) else numbers[0]
    if length == gaps.group(1) or not re.search(rf"(?<![\w.]){re.escape(length)} ?{_LENGTH}\b", text):
        return None
    return ProblemSpec("/", length, gaps.group(1))
