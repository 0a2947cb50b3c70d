"""Two clock readings and a question of how long between them, each reading's role taken from its own clause:
"long run left at 06:40, back 08:25. time out?", "Clocked on 06:45 clocked off 15:30, what's that in hours and
mins", "Surgery drop-off is 8:30, pick-up 16:45. How long is he there?", "server up since 07:50, it's 16:05
now -- uptime in h:mm?", "Get-in starts 08:00, doors 18:30. How long do the crew have?".

A reading starts the span when its clause says so (left, entered, opened, started, clocked on, drop-off,
since, went to bed) and ends it when its clause does (back, closed, finished, clocked off, pick-up, now,
alarm); "left" ends a stay begun by arriving, and "arrived" ends a journey begun by leaving. The start must be
told first. The question must ask the span itself (`spans_asked`): "How long did it cool?" after going in and
coming out is asked back. Any other number, or a word that may change the calculation (late, early, a
correction, a time zone, a break, another day), is left alone: the coach asks back.
"""

from __future__ import annotations

import re

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.readers.clock_stories.words import LENGTHS, READINGS
from quickmath.offline.readers.clock_times import between, reading
from quickmath.offline.readers.spans_asked import asks_the_span
from quickmath.patterns import lazy

_CHANGES_IT = lazy(
    r"\b(?:late|later|early|earlier|delay\w*|behind|ahead|ago|until|till|til|correction|actually|instead"
    r"|meant|edit|sorry|typo|should|supposed|due|scheduled|expected|half|halfway|double|each|per"
    r"|every|times|twice|again|another|other|second|next|previous|last(?! ?(?:;|,|$))|first|break|breaks"
    r"|lunch|interval"
    r"|pause|paused|stop|stops|stopped|off for|minus|take away|add|plus|extra|more|less|except|without"
    r"|excluding|not|but|or|maybe|about|around|roughly|nearly|almost|zone|zones|local|gmt|utc|bst|est|pst"
    r"|cet|abroad|overseas|days?|date|tomorrow|yesterday|overnight|week|weeks|monday|tuesday|wednesday"
    r"|thursday|friday|saturday|sunday|if|would|could|claims?|says|said|put|got it as|reckons?|think"
    r"|thought|counted|answer|check|each way|both|per cent|percent|rate|speed|miles?|km|distance)\b"
)
"""Words that may change the calculation or ask another thing: left alone. "last" ending a clause is the verb
("How long did the match last?"), no last one of several."""

_START = lazy(
    r"\b(?:left|leaves?|leaving|set (?:off|out)|sets (?:off|out)|depart(?:s|ed|ure)?|entered|enters?"
    r"|open(?:s|ed)?|start(?:s|ed)?|began|begins?|kick(?:s|ed)? off"
    r"|(?:clock(?:s|ed)?|sign(?:s|ed)?|log(?:s|ged)?) (?:on|in)"
    r"|checked in|check in|drop off|dropped off|since|(?:went|go|got) to bed|fell asleep|went out"
    r"|(?:went|go|goes) in|in at|lights? out|arrived?|arrives|arrival|got (?:there|here|in)|parked|from)\b"
)
"""Words of a clause whose reading may start the span."""
_END = lazy(
    r"\b(?:back|returned|got home|home|arrived?|arrives|arrival|reached|landed|got (?:in|there|to)"
    r"|closed|closes?|finish(?:es|ed)?|ended|ends?|(?:clock(?:s|ed)?|sign(?:s|ed)?|log(?:s|ged)?) (?:off|out)"
    r"|checked out"
    r"|check out|pick up|picked up|collected|now|alarm|woke(?: up)?|done|over|(?:came|comes|come) out"
    r"|left|leaving)\b|^ ?(?:to|->|→) ?$"
)
"""Words of a clause whose reading may end the span."""
_ARRIVAL = lazy(
    r"\b(?:arrived?|arrives|arrival|got (?:there|here|in)|entered|enters?|checked in|check in|parked)\b"
)
_LEAVING = lazy(r"\b(?:left|leaves?|leaving|set (?:off|out)|sets (?:off|out)|depart(?:s|ed|ure)?|went out)\b")

_ASKS = lazy(
    r"^(?:so |please |(?:please )?(?:tell me|work out|say) "
    r"|(?:can|could) (?:you|someone) (?:tell me |work out )?)?"
    r"(?:how (?:long|much time|many hours(?: and minutes)?)\b"
    r"|(?:what is )?(?:the )?(?:time out|uptime|time parked|time there)\b"
    r"|what is (?:that|this|it) in (?:hours|h)\b)",
    needs="how|time|what",
)
"""A question of how long: "how long is he there?", "time out?", "uptime in h:mm?", "what's that in hours and
mins"."""
_HAVE = lazy(
    r"^how (?:long|much time) (?:do|does|did) (?:the |we |i |you |they |he |she )?\w* ?(?:have|get)$"
)
"""A question of the time someone has until an event: "How long do the crew have?"."""

_AFTER_THE_READING = lazy(r"^(?: ?(?:now|am|pm))*")
_SEPARATOR = lazy(r" (?:;|,|--|-|—|and|then) ")


def read(text: str) -> ProblemSpec | None:
    """Two readings, one starting the span and one ending it, and a question of the span; or None."""
    text = re.sub(r"\bh ; mm\b", "h mm", text)
    found = list(READINGS.finditer(text))
    if len(found) != 2 or LENGTHS.search(text) or _CHANGES_IT.search(text) or _names_a_place(text):
        return None
    first, second = found
    if re.search(r"\d", text[: first.start()] + text[first.end() : second.start()] + text[second.end() :]):
        return None  # "(post code LS6 2AB)", "on 19/08": a number besides the readings
    tail = text[second.end() :]
    after = _AFTER_THE_READING.match(tail)
    said_after = after.end() if after else 0
    question = _question(tail[said_after:], text[: first.start()])
    if question is None:
        return None
    opening = _SEPARATOR.split(text[: first.start()])[-1]
    clauses = (opening, text[first.end() : second.start()] + tail[:said_after])
    if not _start_then_end(*clauses, question):
        return None
    if not asks_the_span(question, clauses):
        return None  # "The cake went in at 14:50 and came out at 15:35. How long did it cool?"
    one, two = reading(first.group()), reading(second.group())
    return between(one, two) if follows(one, two) else None


def _names_a_place(text: str) -> bool:
    """Does the story name a place ("Left London at 10:00 and landed in New York at 13:00"), its clock maybe
    not the other reading's?"""
    from quickmath.offline.readers.time_zones import countries  # only for two readings read this far

    return bool(countries(text))


def _question(after: str, before: str) -> str | None:
    """The question, after the readings ("…, back 08:25 ; time out") or before them ("How long was I parked?
    Arrived 11:35 pm, left 6:50 am"); None when none asks how long."""
    parts = [part.strip() for part in re.split(r" (?:;|,|--|-|—) |^(?:;|,|--|-|—) ", after) if part.strip()]
    asked = [part for part in parts if _ASKS.search(part)]
    if not parts:
        opening = [part.strip() for part in before.split(" ; ") if part.strip()]
        asked = [part for part in opening[:1] if _ASKS.search(part)]
    return asked[0] if len(asked) == 1 else None


def _start_then_end(opening: str, closing: str, question: str) -> bool:
    """Does the first reading's clause start the span and the second's end it? An arrival then a leaving is
    a stay; a leaving then an arrival, a journey. A start and an event with no role ("Get-in starts 08:00,
    doors 18:30") bound the span only when asked how long someone has."""
    if _ARRIVAL.search(opening) and _LEAVING.search(closing):
        return not _LEAVING.search(opening) and not _ARRIVAL.search(closing)
    if not _START.search(opening) or _END.search(_START.sub(" ", opening)):
        return False
    if _START.search(_END.sub(" ", closing)):
        return False  # "Started at 9:00 and the second half started at 10:05"
    if _END.search(closing):
        return True
    return bool(closing.strip(" ,;-")) and bool(_HAVE.search(question))


def follows(first: str, second: str) -> bool:
    """Could `second` end what began at `first`: later the same day, or in the small hours after an afternoon
    or evening. Readings on one clock only: both with AM or PM, or neither ("8:30" beside "16:45" is on the
    24-hour clock); two with neither, both on a 12-hour dial, only with the second later on the dial ("9:10"
    then "4:40" could be minutes or hours apart: left alone)."""
    marked = [said.endswith("M") for said in (first, second)]
    if not (first[0].isdigit() and second[0].isdigit()) or marked[0] != marked[1]:
        return False
    begun, ended = minute_of_day(first), minute_of_day(second)
    if not any(marked) and not any(map(_off_the_dial, (first, second))):
        return begun < ended
    return begun < ended or (begun >= 12 * 60 and ended < 12 * 60)


def _off_the_dial(said: str) -> bool:
    """Is the reading only on a 24-hour clock: 13:25, 09:40, 00:15?"""
    hours = said.split(":")[0]
    return not hours.isdigit() or not 1 <= int(hours) <= 12 or hours.startswith("0")


def on_one_dial(said: str) -> bool:
    """Is the reading told on one dial only: with AM or PM ("6:50 PM"), or only on a 24-hour clock (18:50,
    07:45)? "6:50" is on a 12-hour dial too."""
    clock, _, half = said.partition(" ")
    return bool(half) or _off_the_dial(clock)


def minute_of_day(said: str) -> int:
    """The minute of the day of a reading: "6:50 PM" is 1130, "18:50" is 1130, "8:30" is 510."""
    clock, _, half = said.partition(" ")
    hours, _, minutes = clock.partition(":")
    hour = int(hours) % 12 + (12 if half == "PM" else 0) if half else int(hours)
    return hour * 60 + int(minutes or 0)
