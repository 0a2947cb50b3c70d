"""Stories of the halves of a match: "Whistle for the start of the second half went at 15:52, halves are 45
minutes. Full time at?" (the second half's start moved on by a half), "Kick-off 15:00, halves are 40 minutes.
Half time at?" (the kick-off moved on by a half). Full time after a kick-off needs the half-time break, and
half time after the second half's start came before it: both are asked back, as is any match with time
added, extra time, a delay or another number."""

from __future__ import annotations

import re

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.readers.clock_stories.breaks import CLIPPED_AT
from quickmath.offline.readers.clock_stories.words import ASKS_WHEN, CLAUSES, LENGTHS, READINGS
from quickmath.offline.readers.clock_times import LENGTH, READING, length, reading
from quickmath.patterns import lazy

_SECOND_HALF = r"(?:second|2 ?nd) half"
_SECOND_HALF_STARTS = lazy(
    rf"^(?:the )?(?:(?:whistle|ref|referee) (?:for|to) )?(?:the )?(?:start of (?:the )?)?{_SECOND_HALF}"
    r"(?: (?:starts?|started|begins?|began|kicks? off|kicked off|got under way|went|is|was))?(?: at)?$"
    r"|^(?:the )?(?:whistle|ref|referee) (?:for|to) (?:the )?(?:start of (?:the )?)?"
    rf"{_SECOND_HALF}(?: went| blew| blown| was)?(?: at)?$",
    needs="half",
)
"""The reading's clause, the second half's start: "second half kicked off at", "whistle for the start of the
second half went at"."""
_KICK_OFF = lazy(
    r"^(?:the )?(?:kick off|ko|(?:the )?(?:match|game|first half) (?:starts?|started|begins?|began|kicks? off"
    r"|kicked off)|(?:we|they) (?:kick off|kicked off))(?: is| was)?(?: at)?$",
    needs="kick|ko|match|game|first",
)
"""The reading's clause, the match's start: "kick off", "the game kicked off at"."""
_HALVES = lazy(
    rf"^(?:the |both |2 |two )?(?:halves|each half|a half|one half)(?: (?:are|is|last|lasts|of|run|runs))?"
    rf"(?: for)? {LENGTH}(?: each| long)?$"
    rf"|^{LENGTH} (?:halves|each half|a half|per half)$",
    needs="half|halves",
)
"""The length's clause, a half's length: "halves are 45 minutes", "each half lasts 40 minutes", "40 min
halves"."""
_FULL_TIME = lazy(
    r"\b(?:full time|final whistle|end|ends|ended|finish|finishes|finished|over)\b",
    needs="full|final|end|finish|over",
)
_HALF_TIME = lazy(r"^(?:so )?(?:when is |what time is |when s )?half time(?: whistle)?(?: at| when)?$")
_ELSE = lazy(
    r"\b(?:first|half time|halftime|interval|break|extra|added|stoppage|injury|late|early|delay\w*|each"
    r"|start|starts|begin|begins|kick|restart|penalt\w+|shoot|replay|again|both|or|not|if)\b"
)
"""Words of a question of another part of the match, or of time added: left alone."""
_SAID = lazy(rf"{READING}|{LENGTH}|\b2 ?nd half\b")
"""The reading, the length and the "2" of "2nd half": any other number is another part of the story."""
_CHANGES_IT = lazy(
    r"\b(?:extra|added|stoppage|injury|late|delay\w*|held up|suspended|abandoned|penalt\w+|plus|minus"
    r"|correction|actually|edit|instead|or|roughly|about|around)\b"
)


def halves_of_a_match(story: str, question: str, text: str) -> ProblemSpec | None:
    """Full time from the second half's start, or half time from the kick-off, moved on by one half."""
    readings, lengths = READINGS.findall(text), LENGTHS.findall(text)
    if len(readings) != 1 or len(lengths) != 1 or READINGS.search(question) or LENGTHS.search(question):
        return None
    if _CHANGES_IT.search(text) or re.search(r"\d", _SAID.sub(" ", text)):
        return None  # "… 3 minutes added", "24 hands": another number
    clauses = [clause.strip() for clause in CLAUSES.split(story) if clause.strip()]
    if len(clauses) != 2 or not _HALVES.fullmatch(clauses[1]) or READINGS.search(clauses[1]):
        return None
    at = READINGS.search(clauses[0])
    if at is None or clauses[0][at.end() :].strip():
        return None
    started = clauses[0][: at.start()].strip()
    asks = ASKS_WHEN.search(question) or CLIPPED_AT.fullmatch(question)
    if not asks:
        return None
    full_time = _SECOND_HALF_STARTS.fullmatch(started) and _FULL_TIME.search(question)
    if (full_time and not _ELSE.search(question)) or (
        _KICK_OFF.fullmatch(started) and _HALF_TIME.fullmatch(question)
    ):
        return ProblemSpec("time_after", reading(readings[0]), length(lengths[0]))
    return None
