"""Stories of a reading a length before or after an event: "The brisket has to rest 45 minutes before we
eat at 19:15", "Boarding closes at 15:20, which is 45 minutes before take-off. When is take-off?"."""

from __future__ import annotations

import re

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.readers.clock_stories.words import (
    ASKING_WORDS,
    ASKS_NAMED,
    ASKS_THAT_TIME,
    ASKS_WHEN,
    CLAUSES,
    LENGTHS,
    MEANS_TO,
    READINGS,
    VERB,
    VERB_WORDS,
    all_said,
    clause_of_first_reading,
    kinds_of,
    names_asked,
    verbs_in,
)
from quickmath.offline.readers.clock_times import LENGTH, READING, length, reading
from quickmath.offline.reading.text import FILLERS, tokens
from quickmath.patterns import lazy

_LEAD = r"(?: (?:notice|warning|lead time|head start|buffer|grace))?"
"""What a length before an event may be called: "needs 40 minutes notice before the 4:30 pm collection"."""
_FOR_A_PURPOSE = r"(?= (?:to|so|in order to) [a-z ]+$)"
"""What the time before is for, said after the event: "… before my 8:05 am call to get there"."""
_BEFORE_READING = lazy(
    rf"{LENGTH}{_LEAD} (?P<way>before|after) (?P<event>(?:\w+ ){{0,3}}?)(?:at|for|by) {READING}"
    rf"|{LENGTH}{_LEAD} (?P<way_too>before|after) (?:the|my|our) {READING}"
    rf"(?P<event_too>(?: [a-z]+){{1,2}}?)(?:$|{_FOR_A_PURPOSE})",
    needs="before|after",
)
"""A length before or after an event at a reading: "has to rest 45 minutes before we eat at 19:15",
"coverage starts 45 minutes before the 8:00 pm kick off", "I'm back 3 hours 30 min after my flight lands at
11:50 am"."""
_BEFORE_IT = lazy(
    rf"{LENGTH} (before|beforehand|in advance|early|earlier|ahead)"
    rf"(?: (?:that|then|it|this|opening|the start|of (?:it|that|time)))?(?: (?:to|so) [a-z ]+)? ;",
    needs="before|earl|ahead|advance",
)
"""A length before the one event told, its name left out: "the airline wants us there 120 minutes before."."""
_AFTER_IT = lazy(
    rf"(?:is|comes|arrives|will be) {LENGTH} (?:after|later)(?: (?:that|then|it|this))? ;",
    needs="after|later",
)
"""A thing told a length after the one event, its name left out, asked bare: "Opened at 8:30am, the bread
delivery is 2 hours 15 mins after. What time's that?"."""
_CUT_AFTER_ITS_SUBJECT = lazy(
    r"\b(?:do|does|did|should|shall|will|would|can|could|must)"
    r"(?: (?:it|i|we|you|they|he|she|the \w+)(?: (?:need|have|got|want|ought))?(?: to)?)?$"
    r"|\b(?:is|are|was|were)(?: (?:it|i|we|you|they|he|she))?$|\b(?:the|a|an|my|our|your|his|her|their)$"
)
"""A question cut off after its subject or before its noun ("what time does it", "when do I need to", "what
time is the", as chatter leaves words it does not know): what it asks is not there."""


def before_or_after(story: str, question: str, text: str) -> ProblemSpec | None:
    """What time it is a length before (or after) the one reading: "The brisket has to rest 45 minutes before
    we eat at 19:15. What time should it come out?", "Our flight leaves at 6:40 AM and the airline wants us
    there 120 minutes before. What time is that?", "I'm back 3 hours after my flight lands at 11:50 am. When
    am I reachable?". The question may not name an event of the story's reading."""
    readings = READINGS.findall(text)
    if len(readings) != 1 or len(LENGTHS.findall(text)) != 1 or READINGS.search(question):
        return None
    if found := _BEFORE_READING.search(story):
        said, at, apart = found.group("event", 4, 1) if found.group(1) else found.group("event_too", 7, 5)
        operation = (
            "time_before" if "before" in (found.group("way"), found.group("way_too")) else "time_after"
        )
        event = set(tokens(said)) - FILLERS
        told_first = verbs_in(story[: found.start()])
        if not ASKS_WHEN.search(question) or event & set(tokens(question)):
            return None  # "… 30 minutes before the show at 8:00 PM. When does the show start?"
        if verbs_in(said) & verbs_in(question):
            return None  # "… 45 minutes before the 8 pm kick off. When does it kick off?"
        if verbs_in(question) - told_first and not event:
            return None  # "… 30 minutes before 8:00 PM. When does it start?": which event is that?
        if (
            told_first
            and verbs_in(question)
            and kinds_of(verbs_in(question), False) != kinds_of(told_first, False)
        ):
            return None  # "Coverage starts 45 minutes before the 8 pm kick off. When does coverage end?"
        if (asked := ASKS_NAMED.fullmatch(question.strip())) and not all_said(
            names_asked(asked["name"]), story
        ):
            return None  # "Party ends 2 h 30 min after it starts at 1:30 pm, what time is the cake?"
        if operation == "time_after" and verbs_in(question) and not told_first:
            return None  # "Lunch is 3 hours after we start at 8:45. When does it finish?": its start is told
        if not verbs_in(question) and _CUT_AFTER_ITS_SUBJECT.search(question):
            return None  # "… before the 8 pm kick off, what time does it": its verb cut off (as chatter)
        return ProblemSpec(operation, reading(at), length(apart))
    if (found := _BEFORE_IT.search(story + " ;")) and _asks_about_me(
        story, question, found.group(2), CLAUSES.split(story[: found.start()])[-1]
    ):
        if _BEFORE_THE_START.search(found.group()) and kinds_of(
            verbs_in(clause_of_first_reading(story)), False
        ) - {"start"}:
            return None  # "The party ended at 11 pm and the cake came 90 minutes before the start": not told
        moved = verbs_in(CLAUSES.split(story[: found.start()])[-1])
        if moved and verbs_in(question) and kinds_of(moved, False) != kinds_of(verbs_in(question), False):
            return None  # "… we need to be back 1 hour before. When do we leave?" was the time to be back
        return ProblemSpec("time_before", reading(readings[0]), length(found.group(1)))
    if (found := _AFTER_IT.search(story + " ;")) and ASKS_THAT_TIME.search(question):
        return ProblemSpec("time_after", reading(readings[0]), length(found.group(1)))
    if (found := _FROM_READING.search(story)) and ASKS_THAT_TIME.search(question):
        operation = "time_before" if found.group(2) == "before" else "time_after"
        return ProblemSpec(operation, reading(found.group(3)), length(found.group(1)))
    if (found := _FROM_ITS_EVENT.search(story)) and ASKS_THAT_TIME.search(question):
        at = READINGS.search(story)
        if (
            at is None
            or at.start() > found.start()
            or not verbs_in(found.group(3)) & verbs_in(clause_of_first_reading(story))
        ):
            return None  # "… 87 minutes after half-time": not the event told at the reading
        operation = "time_before" if found.group(2) == "before" else "time_after"
        return ProblemSpec(operation, reading(readings[0]), length(found.group(1)))
    return None


_READING_FROM_EVENT = lazy(
    rf"{READING} , (?:which is|that is|it is|so) (?:just |exactly )?{LENGTH}"
    rf" (?P<way>before|ahead of|after|from when|since) (?P<event>(?:[a-z]+ ){{0,3}}?[a-z]+)(?= ;| ,|$)",
    needs="before|ahead of|after|from when|since",
)
"""A reading told as a length from another event: "Boarding closes at 15:20, which is 45 minutes before
take-off", "parking runs out at 4:10 pm, it's 2 hours from when I paid"."""
_SAID_OTHERWISE = {"paid": "pay", "left": "leave", "went": "go", "came": "come", "got": "get", "ate": "eat"}
"""Verbs whose past is not their stem and more: "paid" said, "pay" asked."""


def reading_from_event(story: str, question: str, text: str) -> ProblemSpec | None:
    """The time of the event a reading is told to be a length before or after, asked by that event's own
    words: "Boarding closes at 15:20, which is 45 minutes before take-off. When is take-off?" (15:20 + 45
    min), "parking runs out at 4:10 pm, it's 2 hours from when I paid, what time did I pay?" (4:10 pm − 2 h).
    A question that names anything else ("When does the gate open?") is left alone."""
    found, readings = _READING_FROM_EVENT.search(story), READINGS.findall(text)
    if found is None or len(readings) != 1 or len(LENGTHS.findall(text)) != 1:
        return None
    if not ASKS_WHEN.search(question) or READINGS.search(question):
        return None
    event = " ".join(_SAID_OTHERWISE.get(word, word) for word in tokens(found.group("event")))
    named, verbs = names_asked(question) - {"i", "we"}, verbs_in(question)
    if not (named or verbs) or verbs - verbs_in(event) or not all_said(named - _VERB_PARTS, event):
        return None
    later = found.group("way") in ("before", "ahead of")  # the event comes after the reading
    return ProblemSpec("time_after" if later else "time_before", reading(readings[0]), length(found.group(2)))


_VERB_PARTS = frozenset({"on", "off", "in", "out", "up"})
"""Words a verb of two words leaves behind once its verb is taken out of a question: "take off"."""


_BEFORE_THE_START = lazy(r"\b(?:opening|the start)\b", needs="opening|start")


_FROM_ITS_EVENT = lazy(
    rf"{LENGTH} (after|before) (?:the )?((?:{VERB_WORDS})(?: [a-z]+)?)(?= ;| ,|$)", needs="after|before"
)
"""A time told as a length from the event at the reading, named again by its verb: "Kicked off at 17:30 and
the winner came 87 minutes after kick off. What time was that?"."""
_FROM_READING = lazy(rf"{LENGTH} (after|past|from|before) {READING}", needs="after|past|from|before")
"""A time told as a length from a reading: "the next dose is due 4 hours after 10:20 PM. What time is it?"."""


_DONE_WITH = frozenset({"finish", "end", "ready"})
"""Verbs of a question of when something is over, which a length before the reading does not tell."""


_MEANT_EARLY = lazy(rf"\b(?:{MEANS_TO}|wanted|had to|asks?|asked|tells?|told|says?|said)\b")
"""Words of a time someone means to keep early, or is told to ("I like to be there 25 minutes early", "the
airline says 2 hrs early"), not of something that came early ("I arrived 20 minutes early")."""


def _asks_about_me(story: str, question: str, way: str, clause: str) -> bool:
    """Does the question ask for the time told as a length before the reading ("… and the airline wants us
    there 120 minutes before. What time is that?", "Bar opens at 11:45 AM; I need to be in 40 minutes earlier.
    When should I arrive?"), not for the event at the reading itself ("When does the bar open?")? "Early" is
    read only with "what time is that": "I arrived 20 minutes early" may be early for something else."""
    if ASKS_THAT_TIME.search(question):
        return True
    if (way in ("early", "ahead") and not _MEANT_EARLY.search(clause)) or verbs_in(question) & _DONE_WITH:
        return False  # "… and I wait 30 minutes before it. When am I done?": not when the wait starts
    found = READINGS.search(story)
    if found is None or not ASKS_WHEN.search(question):
        return False
    event = CLAUSES.split(story[: found.start()])[-1]
    named = {word for word in tokens(VERB.sub(" ", question)) if word not in ASKING_WORDS and word.isalpha()}
    return (
        not (verbs_in(question) & verbs_in(event))
        and not (named & set(tokens(event)))
        and bool(verbs_in(question))
    )


_BEFORE_ITS_EVENT = lazy(
    rf"{LENGTH} (?:before|ahead of|prior to|in advance of) (?:the |my |our |his |her |their |your |a |an )?"
    rf"(?P<event>(?:[a-z]+ ){{0,2}}?[a-z]+)(?= ;| ,|$| and\b| so\b| to\b)",
    needs="before|ahead|prior|advance",
)
"""A length before an event named without its reading: "arrive 45 minutes before kick-off", "2 hours before
my flight", "20 minutes before closing"."""


_WHICH = lazy(r"(?:which|that) ", needs="which|that")
"""A clause told of the thing named right before it: "… ahead of the last bus, which leaves at 11:40 pm"."""


def _being_there(verbs: set[str]) -> set[str]:
    """Verbs with being at a place said as arriving: "be at the interchange" is "get there"."""
    return {"arrive" if verb == "be in" else verb for verb in verbs}


def _root(word: str) -> str:
    return re.sub(r"(?:ing|ed|es|s|e)$", "", word)


def _names_the_event(event: str, clause: str) -> bool:
    """Does the clause with the reading name the event ("the flight leaves at 7:10 am" names "my flight",
    "the shop closes at 10:00 pm" names "closing")?"""
    named = {_root(word) for word in tokens(event) if word not in FILLERS}
    told = {_root(word) for word in tokens(clause)}
    return bool(named) and all(len(word) >= 3 and word in told for word in named)


def before_its_event(story: str, question: str, text: str) -> ProblemSpec | None:
    """The time a length before an event whose reading another clause tells: "Players must arrive 45 minutes
    before kick-off. Kick-off is 10:30 am. What time should they arrive?", "I have to arrive at the airport 2
    hours before my flight, and the flight leaves at 7:10 am. What time must I be there?". The reading must be
    the event's start, or its own verb ("the shop closes at 10:00 pm … 20 minutes before closing"): the film
    that ends at 10 pm started who knows when. The question asks what is done before, not the event."""
    readings = READINGS.findall(text)
    if len(readings) != 1 or len(LENGTHS.findall(text)) != 1 or READINGS.search(question):
        return None
    found = _BEFORE_ITS_EVENT.search(story)
    if found is None or not ASKS_WHEN.search(question):
        return None
    event = found.group("event")
    clauses = CLAUSES.split(story)
    index, at = next((index, clause) for index, clause in enumerate(clauses) if READINGS.search(clause))
    done = CLAUSES.split(story[: found.start()])[-1]
    said_of_it = _WHICH.match(at) is not None and index > 0 and clauses[index - 1].endswith(event)
    if READINGS.search(done) or not (said_of_it or _names_the_event(event, at)):
        return None
    own_verb = {_root(word) for word in tokens(event)} & {_root(said) for said in VERB.findall(at)}
    if not own_verb and kinds_of(verbs_in(at), False) - {"start"}:
        return None  # "… before the film, and the film ends at 10 pm": when the film starts is not told
    asked, done_verbs = _being_there(verbs_in(question)), _being_there(verbs_in(done))
    if {_root(word) for word in names_asked(question)} & {_root(word) for word in tokens(event)}:
        return None  # "… 45 minutes before kick-off. Kick-off is 10:30 am. When is kick-off?": told
    if asked - done_verbs:
        return None  # "I arrive 20 minutes before the show, which starts at 8 pm. When does it end?"
    if not asked and not ASKS_THAT_TIME.search(question) and not names_asked(question) <= set(tokens(done)):
        return None  # "… before my flight, which leaves at 7:10 am. When is the taxi?": another thing
    return ProblemSpec("time_before", reading(readings[0]), length(found.group(1)))
