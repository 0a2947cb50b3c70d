"""One number said against another: "9 more than 47", "5 less than 20", "how much more is 90 than 57?",
"by how much is 90 bigger than 57?" (without "by", "how much is 9 more than 47?" is 47 + 9), "4 times as much
as 85". A question of whether ("is 9 less than 47?") is not a sum, and is left alone."""

from __future__ import annotations

from fractions import Fraction

from quickmath.offline.asks import Spec
from quickmath.offline.reading.builds import as_written, reversed_order
from quickmath.offline.reading.phrases import Phrase, read_phrases
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy

_MORE = r"(?:more|greater|bigger|larger|higher|taller|older|longer|heavier)"
_LESS = r"(?:less|fewer|smaller|lower|shorter|younger|lighter)"
PHRASES = [
    Phrase("than", rf"how (?:much|many) {_MORE} is ({N}) than ({N})", as_written("-")),
    Phrase("than", rf"how (?:much|many) {_LESS} is ({N}) than ({N})", reversed_order("-")),
    Phrase("than", rf"\bby how (?:much|many) (?:is|are) ({N}) {_MORE} than ({N})", as_written("-")),
    Phrase("than", rf"(?:by )?how (?:much|many) (?:is|are) ({N}) {_LESS} than ({N})", reversed_order("-")),
    Phrase("than", rf"({N}) (?:more|greater|bigger|larger|higher) than ({N})", reversed_order("+")),
    Phrase("than", rf"({N}) (?:less|fewer|smaller|lower) than ({N})", reversed_order("-")),
    Phrase("exceed", rf"\bby how (?:much|many) (?:does|do|did) ({N}) exceed ({N})", as_written("-")),
    Phrase("exceed", rf"\bhow (?:much|many) (?:does|do|did) ({N}) exceed ({N}) by", as_written("-")),
    Phrase("as", rf"({N}) times as (?:much|many|big|large|long|heavy) as ({N})", as_written("*")),
]
_WHETHER = lazy(r"^(?:is|are|was|were|true|compare)\b|\b(?:or|which(?! (?:number|value) is\b)|whether)\b")


_HOW_MUCH_IS_MORE = lazy(
    rf"(?<!by )\bhow (?:much|many) (?:is|are) ({N}) {_MORE} than ({N})", needs="how much|how many"
)
""""How much is 9 more than 47?" is 47 + 9; "how much is 90 more than 57?" may ask that, or by how much."""


def read(text: str) -> Spec | None:
    if _WHETHER.search(text):
        return None
    if (said := _HOW_MUCH_IS_MORE.search(text)) and Fraction(said.group(1)) >= Fraction(said.group(2)):
        return None
    return read_phrases(text, PHRASES)
