"""A length with a part told inside it, and the rest of it asked: "Match was 1 hour 42 min including the break
of 15 min. Playing time?", "Show runs 3 h 05 min including the interval; the interval's 25 min. How long is
the actual show?", "The school day is 6 h 30 min long and lunch and breaks take 1 h 15 min. How much time is
left for lessons?".

The whole is the length told first, of a thing that lasts (the match, the show, the school day, the
layover), or told "including" the part; the part is the other length, told of a part by its name (the
break, the interval, lunch, the bus into town and back). The question must ask the rest (the playing time,
the actual show, what is left for lessons, the time in town): a question of the whole or of the part, a
count of parts ("two breaks of 15 min"), a part added on ("plus 5 min stoppage time") or any other number is
left alone, and the coach asks back.
"""

from __future__ import annotations

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.readers.times import MARK, TimeFormat, durations, hour_parts
from quickmath.patterns import lazy

_PART = (
    r"(?:(?:the|a|an|its|their|our|my) )?(?:(?:unpaid|paid|lunch|tea|coffee|half time|mid|morning|afternoon)"
    r" )?(?:break|breaks|interval|half time|halftime|lunch|lunch and breaks|breaks and lunch|adverts|ads"
    r"|trailers|intermission|warm up|set up|setup|changeover|stoppages?|bus|drive|walk|commute|ferry|train"
    r"|taxi|transfer|travel|queue|security|check in)\b(?: [a-z]+){0,4}?"
)
"""A part of a length, by its name and what may follow it: "the break", "the bus into town and back"."""
_WHOLE = (
    r"(?:(?:the|a|an|my|our|his|her|their|this) )?(?:school )?(?:match|game|show|film|movie|play|concert"
    r"|day|layover|stopover|session|lesson|class|shift|flight|trip|visit|exam|party|meeting|race|gig|set"
    r"|performance|opera|musical|ballet|workshop|course|webinar|service|ceremony|wedding|day out|outing)"
)
"""What lasts a length that holds parts: the match, the show, the school day, the layover."""
_INCLUDING = r"(?:including|incl|inc|includes|with)"
_TOLD = [
    lazy(rf"^{_WHOLE} (?:was|is|runs|ran|lasts|lasted|takes|took) {MARK}(?: long)? {_INCLUDING} {_PART}"
         rf" of {MARK}$"),
    lazy(rf"^{_WHOLE} (?:was|is|runs|ran|lasts|lasted|takes|took) {MARK}(?: long)? {_INCLUDING} {_PART}"
         rf" ; {_PART} (?:is|was|takes|took|lasts|lasted) {MARK}$"),
    lazy(rf"^{_WHOLE} (?:was|is|runs|ran|lasts|lasted|takes|took) {MARK}(?: long)? (?:and|,|;) {_PART}"
         rf" (?:is|was|are|were|take|takes|took|last|lasts|lasted) {MARK}$"),
]  # fmt: skip
"""A whole told first, then its part: with "including", or in a clause of its own."""

_ASKS_REST = lazy(
    r"^(?:so )?(?:(?:the |what is the )?(?:actual |real )?(?:playing|play|game|match|lesson|teaching|show"
    r"|film|performance|net) time"
    r"|how (?:long|much time|many minutes|many hours)(?: (?:is|was|are|were) (?:the|that|it))?"
    r"(?: (?:actual|real))? ?(?:show|film|movie|match|game|play|concert|music|performance|lessons?)?"
    r"(?: itself| proper)?"
    r"|how (?:long|much time) (?:is|was) the (?:actual |real )?(?:playing|play|game|lesson|teaching|net) time"
    r"|how (?:long|much time|many minutes|many hours) (?:is |was )?(?:left|remains?|is there) (?:for|of)"
    r" (?:lessons|the lessons|teaching|playing|play|the show|the film|the match)"
    r"|how (?:much time|long) (?:would|will|do|did|can) (?:i|we|you) (?:have|get|spend) in (?:town|the city"
    r"|the town|the centre))$",
    needs="time|how",
)
"""A question of the rest: "Playing time?", "How long is the actual show?", "How much time is left for
lessons?", "how much time would I have in town?"."""
_REST_NAMED = lazy(r"\b(?:actual|real|itself|proper|playing|play|left|remains?|lessons?|teaching|net|town)\b")
"""The rest named in the question: a question of how long naming none ("How long was the match?") asks the
whole, which is told."""

_CHANGES_IT = lazy(
    r"\b(?:two|three|four|five|both|each|every|per|twice|times|plus|added|extra|more|another|other|also"
    r"|late|early|before|after|correction|actually|instead|meant|edit|sorry|not|except|excluding|without"
    r"|half(?! time)|halves|total|altogether|in all|all in|about|around|roughly|nearly|almost)\b"
)
"""Words that may change the calculation: a count of parts, a part added on, a correction: left alone."""


def read(text: str) -> ProblemSpec | None:
    """A whole length, a part of it by its name, and a question of the rest; or None."""
    try:
        times, marked = durations(hour_parts(text))
    except TimeFormat:
        return None
    if len(times) != 2 or any(char.isdigit() for char in marked) or ":" in text:
        return None
    story, _, question = marked.rpartition(" ; " if " ; " in marked else " , ")
    story, question = story.strip(), question.strip()
    if not any(told.search(story) for told in _TOLD) or MARK in question:
        return None
    if _CHANGES_IT.search(_without_the_part_told(story)) or _CHANGES_IT.search(question):
        return None
    if not _ASKS_REST.search(question) or not _REST_NAMED.search(question):
        return None  # "Match was 1 hour 42 min including the break of 15 min. How long was the match?"
    whole, part = times
    if _minutes(whole) <= _minutes(part):
        return None
    return ProblemSpec("subtract_time", whole, part)


def _without_the_part_told(story: str) -> str:
    """The story but its "including" (which says the part is inside the whole, and changes nothing)."""
    return story.replace(" with ", " ")


def _minutes(run_together: str) -> int:
    """Minutes of a length in run-together form: "142" is 1 h 42 min, 102 minutes."""
    return int(run_together[:-2] or 0) * 60 + int(run_together[-2:])
