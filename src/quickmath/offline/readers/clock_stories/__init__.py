"""Clock times in a story: "A film starts at 7:45 PM and lasts 2 hours. When does it finish?", "School starts
at 8:55. The walk takes 25 minutes. When should I leave?", "The train left at 9:15 and arrived at 11:40. How
long was the journey?".

With one clock reading and one length, the question's verb says which way to go: asking when something ends
(finish, arrive, be ready) moves the reading on; asking when it starts (leave, begin, set off) moves it back.
With two readings and a question of how long, the reading said with a start comes first. Anything else (both
kinds of verb asked, more readings or lengths, a number besides them) is left alone.

The story is first tidied and split from its question (`told`); then each kind of story in `PARTS` is tried
in order, and the first that reads it gives the time. The kinds are in modules by what they read: `later`
(an event told a length later or earlier, from now, or every so often), `moved` (one reading moved by one
length: by the verb asked, told to move, reset, late or early), `events` (a reading a length before or
after an event), `breaks` (what goes on after a break), `matches` (full time or half time from a half's
start) and `spans` (how long between two readings); `words` holds the verbs and question words they share,
and `owners` whose length it is, which says the way a reading moves. Add a kind as one function
`name(story, question, text) -> ProblemSpec | None` in its module and one entry in `PARTS`.
"""

from __future__ import annotations

from collections.abc import Callable

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.readers.clock_stories.breaks import after_a_break
from quickmath.offline.readers.clock_stories.events import (
    before_its_event,
    before_or_after,
    reading_from_event,
)
from quickmath.offline.readers.clock_stories.later import (
    asked_later,
    every_so_often,
    from_now,
    in_a_length,
    named_from_my_start,
    named_later,
    next_after,
    said_later,
    time_now,
    told_later,
)
from quickmath.offline.readers.clock_stories.matches import halves_of_a_match
from quickmath.offline.readers.clock_stories.moved import (
    after_a_lead_in,
    lasts_another_thing,
    late_or_early,
    moved_by_a_length,
    reset,
    runs_its_machine,
    told_to_move,
)
from quickmath.offline.readers.clock_stories.spans import span
from quickmath.offline.readers.clock_stories.told import story_told
from quickmath.offline.readers.clock_stories.words import names_an_event, two_doers

__all__ = [
    "PARTS",
    "Part",
    "lasts_another_thing",
    "names_an_event",
    "read",
    "runs_its_machine",
    "two_doers",
]


Part = Callable[[str, str, str], ProblemSpec | None]
"""A part of the reader: the time one kind of story asks for, from its story, question and whole text."""

PARTS: tuple[Part, ...] = (
    every_so_often,
    next_after,
    time_now,
    from_now,
    told_later,
    said_later,
    named_later,
    named_from_my_start,
    asked_later,
    in_a_length,
    after_a_lead_in,
    moved_by_a_length,
    told_to_move,
    reset,
    span,
    late_or_early,
    reading_from_event,
    before_or_after,
    before_its_event,
    after_a_break,
    halves_of_a_match,
)
"""The kinds of story, in the order they are tried: the first that reads the story gives its time."""


def read(text: str) -> ProblemSpec | None:
    """A story with clock readings and the time it asks for, or None."""
    told = story_told(text)
    if told is None:
        return None
    story, question, text = told
    for part in PARTS:
        if (found := part(story, question, text)) is not None:
            return found
    return None
