"""A question quoted whole inside a request for its answer: "For my class: 'The lesson ended at 15:10. It
lasted 55 minutes. When did it start?' What answer goes in the key?", "I've written 'what is 5,000 minus
1,234' - what should the answer sheet say?".

The words around the quote are read as a frame when they tell no number but a label's ("Question 3", "Year 5")
and no word that may change a question ("half", "each", "what's left"): then the quoted question is what is
asked, read on its own.
"""

from __future__ import annotations

import re

from quickmath.offline.asks import Unread
from quickmath.offline.reading.meaning import MEANING_WORDS
from quickmath.offline.reading.refusals import may_change_a_question
from quickmath.offline.reading.text import normalise
from quickmath.patterns import lazy

_QUOTED = lazy(
    r"(?:^|(?<=[\s:(]))(['\"‘“])(?=\S)(?P<quoted>[^\n]+?)(?<=\S)['\"’”](?=$|[\s.,;:!?)–—-])",
    needs="'|\"|‘|“",
)
"""A span in quotes: its opening mark after a space, its closing one before a space or a stop, so that "we've"
and "Dan's" close nothing."""
_LABELLED = lazy(
    r"\b(?:question|q|number|no|page|exercise|year|grade|set|sheet|lesson|unit|chapter|week|task|problem|part"
    r"|section|paper|test|quiz|class|form) ?\d{1,3}[a-z]?\b"
)
_FRAME_WORDS = frozenset({"go", "goes", "went"})
"""Words of a question's meaning that a frame with no number may say: "What answer goes in the key?"."""


def quoted_question(text: str) -> str | None:
    """The question quoted whole in `text`, when the words around it only frame it; else None."""
    quoted = [found for found in _QUOTED.finditer(text) if re.search(r"\d", found.group("quoted"))]
    if len(quoted) != 1 or len(quoted[0].group("quoted").split()) < 3:
        return None
    frame = normalise(text[: quoted[0].start()] + " ; " + text[quoted[0].end() :])
    if re.search(r"\d", _LABELLED.sub(" ", frame)):
        return None
    words = set(re.findall(r"[a-z]+", frame))
    if words & (MEANING_WORDS - _FRAME_WORDS) or may_change_a_question(Unread("unreadable", frame)):
        return None
    return quoted[0].group("quoted")
