"""One number said against another: "9 more than 47", "5 less than 20", "how much more is 90 than 57?",
"4 times as much as 85". A question of whether ("is 9 less than 47?") is not a sum, and is left alone."""

from __future__ import annotations

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
    Phrase("than", rf"({N}) (?:more|greater|bigger|larger|higher) than ({N})", reversed_order("+")),
    Phrase("than", rf"({N}) (?:less|fewer|smaller|lower) than ({N})", reversed_order("-")),
    Phrase("as", rf"({N}) times as (?:much|many|big|large|long|heavy) as ({N})", as_written("*")),
]
_WHETHER = lazy(r"^(?:is|are|was|were|true|compare)\b|\b(?:or|which|whether)\b")


def read(text: str) -> Spec | None:
    if _WHETHER.search(text):
        return None
    return read_phrases(text, PHRASES)
