"""Runs given by how many terms they have: "the sum of the first 29 terms of the AP series −8, 17, 42, …",
"the sum of the first 15 terms of 3 + 7 + 11 + …", "the sum of the first 12 multiples of 5", "step 1 is worth
1 point, step 2 is worth 2, and so on up to step 40"."""

from __future__ import annotations

import re

from quickmath.offline.asks import SeriesByCount, Spec
from quickmath.offline.readers.written_runs import in_a_story
from quickmath.offline.reading.phrases import Phrase, read_phrases
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy

_RUN = r"(?:(?:the |this |an |a )?(?:ap |arithmetic )?(?:series|sequence|progression) )?"
_TERMS = rf"((?:{N} [,+] )+{N})(?: [,+])? …"


def _terms(count: str, listed: str) -> Spec | None:
    terms = tuple(re.findall(N, listed))
    return SeriesByCount(terms, count) if len(terms) >= 2 else None


PHRASES = [
    Phrase("terms", rf"(?:sum|total) of (?:the )?first ({N}) terms (?:of|in) {_RUN}(?:; )?{_TERMS}", _terms),
    Phrase(
        "multiples",
        rf"(?:(?:the )?(?:sum|total) of |add(?: up| together)? )(?:all )?(?:the )?first ({N}) multiples"
        rf" of ({N})",
        lambda count, gap: SeriesByCount((gap,), count, gap),
    ),
    Phrase(
        "multiples",
        rf"(?:the )?first ({N}) multiples of ({N}) (?:added(?: up| together)?|add up(?: to)?|together"
        r"|altogether|in total)",
        lambda count, gap: SeriesByCount((gap,), count, gap),
    ),
]


_NOT_A_TERM = (
    r"(?!(?:more|less|fewer|extra|than|times|double|twice|half|plus|minus|another|again|each|ha[sdv]e?|got|total"
    r"|altogether|so|far|now|balance|reach\w*|up)\b)"
)
"""Words that say a place's number is not its own term: "2 more", "I have 10" (so far, not on that day)."""
_SAID = rf"(?:{_NOT_A_TERM}[a-z']+ ){{0,4}}"
_UNIT = rf"(?: {_NOT_A_TERM}[a-z]+)?"
_STEP = r"(?: ,)? (?:and )?(?:on )?(?:the )?\1"
_LABELLED = lazy(
    rf"^(?:on )?(?:the )?([a-z]+) 1 {_SAID}({N}){_UNIT}{_STEP} 2 {_SAID}({N}){_UNIT}"
    rf"(?:{_STEP} 3 {_SAID}({N}){_UNIT})?(?: ,)? (?:and so on|etc)(?: ,)? (?:(?:all the way|right) )?"
    rf"(?:up to|until|till|to|through)(?: and including)? (?:the )?\1 (\d+)$",
    needs="and so on|etc",
)
"""Terms told against their places, 1, 2 (and 3), and the place the run ends at, which is how many terms it
has: "step 1 is worth 1 point, step 2 is worth 2, and so on up to step 40" (terms 1, 2, …; 40 of them)."""


_AT = r" (?:on|in|for|at|during) (?:the )?"
_PLACED = rf"(?:[£$€])?({N}){_UNIT}{_AT}"
_PLACED_AFTER = lazy(
    rf"^(?:{_NOT_A_TERM}[a-z']+ ){{1,4}}{_PLACED}([a-z]+) 1 , (?:and )?{_PLACED}\2 2"
    rf"(?: , (?:and )?{_PLACED}\2 3)?(?: ,)?"
    rf" (?:and so on|etc)(?: ,)? (?:for|over|across) (?:the )?(?:first |next )?(\d+) \2s$",
    needs="and so on|etc",
)
"""Terms told before their places, 1, 2 (and 3), and how many places there are: "I save £1 on day 1, £2 on day
2, £3 on day 3 and so on for 30 days" (terms 1, 2, 3, …; 30 of them). Said after what is done each time ("I
save"), never after "I have", which may tell what has built up so far."""


def _labelled(text: str) -> Spec | None:
    found = _LABELLED.fullmatch(text)
    if found is not None:
        terms = tuple(term for term in found.groups()[1:4] if term is not None)
        return SeriesByCount(terms, found.group(5))
    placed = _PLACED_AFTER.fullmatch(text)
    if placed is None:
        return None
    terms = tuple(term for term in (placed.group(1), placed.group(3), placed.group(4)) if term is not None)
    return SeriesByCount(terms, placed.group(5))


def _counted(text: str) -> Spec | None:
    return read_phrases(text, PHRASES) or _labelled(text)


def read(text: str) -> Spec | None:
    """A run given by how many terms it has; terms told against their places only in a story with its total
    asked, as a list of places alone asks nothing."""
    return read_phrases(text, PHRASES) or in_a_story(text, _counted)
