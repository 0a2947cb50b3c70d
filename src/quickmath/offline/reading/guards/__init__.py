"""Readings the words of a question argue against: a wrong reading is a wrong answer, so it is dropped.

A reader that finds its operation in the words around the numbers (a story, a list of amounts, a question
wrapped in chatter) can be misled by words it does not know. After any reader has read a question, the
text is checked for the cues of another operation; a reading they argue against is not used, and the coach
asks instead. Some cues hold for every reader: "remainder" asks for a remainder, "divisible" or "come out
even" asks whether one number divides another, and an answer rounded, in another form or in another unit
than the numbers' is another number.

Each guard is one small function of the `Read` a reader made, in a module by theme: `said` (numbers as
they are told, money, scales), `runs` (runs and powers), `clock` (clock readings and lengths of time),
`groups` (× and ÷), `shares` (shares and products of people), `order` (numbers read in another order or
role than told), `taken_back` (a number the learner took back), `stories` (stories and changes), `fields`
(labelled fields and lists, one part of what was told or another thing asked) and `ways` (told, said or
asked another way). `tried.GUARDS` lists
them in the order they are tried; add a guard as one entry there, with its phrasings in
tests/data/guards.json. The cues of a story (`cues.STORY_CUES`) come after them, only when no one reading of
the story is told. A calculation written in signs and nothing else ("What is 47 + 9?") has no words to
argue with, and never loads a guard.
"""

from __future__ import annotations

from quickmath.offline.asks import Spec
from quickmath.offline.reading.guards.shared import (
    GUESSING_READERS,
    STORY_SUMS,
    TIME_OPERATIONS,
    Read,
    operation_of,
    reading_of,
)
from quickmath.patterns import lazy

__all__ = [
    "GUESSING_READERS",
    "STORY_SUMS",
    "TIME_OPERATIONS",
    "Read",
    "argued_against",
    "guards_against",
    "operation_of",
    "plainly_written",
    "reading_of",
]

_PLAIN_NUMBER = r"-?\d+(?:\.\d\d?)?"
_PLAINLY_WRITTEN = lazy(
    rf"(?:(?:what is|calculate) )?{_PLAIN_NUMBER}(?: [-+*] {_PLAIN_NUMBER})*(?: / {_PLAIN_NUMBER})?"
    rf"(?: [-+*] {_PLAIN_NUMBER})*"
)


def plainly_written(text: str) -> bool:
    """Is the (normalised) text a calculation in signs and nothing else ("what is 47 + 9")? No guard argues
    against reading it as written: the guards look for words, for numbers told beside the calculation, or for
    numbers a reading cannot be sure of, which a plain calculation has none of (at most two decimal places, so
    no "1.250" with a thousands point; at most one division, so no date "12 / 03 / 2024")."""
    match = _PLAINLY_WRITTEN.fullmatch(text)
    return match is not None and any(sign in text for sign in (" + ", " - ", " * ", " / "))


def argued_against(reader: str, text: str, spec: Spec) -> bool:
    """Do the words of `text` argue against what `reader` read? Then the reading must not be used."""
    if plainly_written(text):
        return False
    from quickmath.offline.reading.guards import tried  # only for a question worded beyond its calculation

    return tried.argued_against(reader, text, spec)


def guards_against(reader: str, text: str, spec: Spec) -> list[str]:
    """The names of the guards that argue against a reading, the story's cues after them (for tests)."""
    from quickmath.offline.reading.guards import tried

    return tried.guards_against(reader, text, spec)
