"""Stories of a break at a reading and its length, asked when what it broke goes on: "Interval at 20:40, 20
minutes. Second half bell at?", "Lunch break at 12:30 for 45 minutes. When do lessons start again?". What
goes on after a break starts at its end; the break's own start ("When does the break start?") is told, and
what came before it is not."""

from __future__ import annotations

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.readers.clock_stories.words import ASKS_WHEN, CLAUSES, LENGTHS, READINGS
from quickmath.offline.readers.clock_times import LENGTH, READING, length, reading
from quickmath.patterns import lazy

_BREAK = (
    r"(?:(?:lunch |tea |coffee |comfort |short )?break|lunch|interval|intermission|half time|halftime|recess"
    r"|pause)"
)
_BREAK_AT = lazy(
    rf"^(?:the |a |our |my )?{_BREAK} (?:is |starts |begins |starts at |begins at |is at |at |from )?"
    rf"(?:at )?{READING}"
    rf"(?: (?:for|lasting|lasts|and lasts|is|and is) {LENGTH})?$",
    needs="break|lunch|interval|intermission|half|recess|pause",
)
"""The break and its reading, its length perhaps in the same clause: "interval at 20:40", "lunch break at
12:30 for 45 minutes", "half time starts at 15:47 and lasts 15 minutes"."""
_ITS_LENGTH = lazy(
    rf"^(?:(?:and )?(?:it )?(?:lasts|is|runs|goes on for|it is)(?: for)? )?{LENGTH}(?: long)?$"
)
"""The break's length, a clause of its own: "20 minutes", "lasts 15 minutes", "it's 25 minutes long"."""
_GOES_ON = lazy(
    r"\b(?:restart|restarts|start again|starts again|begin again|begins again|resume|resumes|carry on"
    r"|kick off again|back|second half|2nd half|part two|part 2|play again)\b",
    needs="start|begin|resum|carry|again|back|second|2nd|part",
)
"""What goes on after the break: "restart", "start again", "second half", "back at work"."""
CLIPPED_AT = lazy(r"^(?:so )?(?:[a-z]+ ){1,3}(?:at|when)$")
"""A question clipped to what it asks of and "at?" or "when?": "Second half bell at?", "Full time at?"."""
_ELSE = lazy(r"\b(?:next|another|first|last|did|was|were|before|earlier|late|early)\b")
"""A question of another break, of what came before, or of a change: left alone."""


def after_a_break(story: str, question: str, text: str) -> ProblemSpec | None:
    """When what a break stopped goes on again: the break's reading moved on by its length."""
    readings, lengths = READINGS.findall(text), LENGTHS.findall(text)
    if len(readings) != 1 or len(lengths) != 1 or READINGS.search(question) or LENGTHS.search(question):
        return None
    clauses = [clause.strip() for clause in CLAUSES.split(story) if clause.strip()]
    if not clauses or not (found := _BREAK_AT.fullmatch(clauses[0])):
        return None
    told_apart = found.group(2) is None
    if len(clauses) != (2 if told_apart else 1) or (told_apart and not _ITS_LENGTH.fullmatch(clauses[1])):
        return None  # "Break at 10:40 and the walk back takes 15 minutes": not the break's length
    asks_when = ASKS_WHEN.search(question) or CLIPPED_AT.fullmatch(question)
    if not asks_when or not _GOES_ON.search(question) or _ELSE.search(question):
        return None
    return ProblemSpec("time_after", reading(readings[0]), length(lengths[0]))
