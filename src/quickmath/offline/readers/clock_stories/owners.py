"""Whose length it is, and which way it moves the one reading: a length is the event's own ("The meeting is at
14:00. It lasts 45 minutes"), a journey or a preparation before the event ("the drive there takes 25
minutes", "we need 20 minutes to get there", "I'm 25 minutes away"), a journey home or what comes then,
after it ("the drive home takes 40 minutes"), a trip said with neither ("the drive takes 25 minutes"), or
another thing's ("the lamb needs 45 minutes").

The question's verb alone does not say the way. An event's own length joins its start to its end only: "When
do I leave?" of a meeting that starts at 14:00 and lasts 45 minutes is not 13:15. A journey to an event ends
where the event is: it tells when someone sets off, never when they arrive nor when the event ends. When the
event is itself a going (a bus, a ferry, a walk, someone setting off), its start is a departure and its end
an arrival, and a trip said beside it is its own: "The ferry leaves at 09:55, the crossing takes 1 hour 30
minutes. Arrival time?".
"""

from __future__ import annotations

from typing import NamedTuple

from quickmath.offline.readers.clock_stories.words import (
    CLAUSES,
    LENGTHS,
    PEOPLE,
    READINGS,
    asked_verbs,
    clause_of_first_reading,
    doer_of,
    kinds_of,
    names_asked,
    verbs_in,
)
from quickmath.offline.readers.clock_times import LENGTH
from quickmath.offline.reading.text import FILLERS, tokens
from quickmath.patterns import lazy

_TRIPS = r"journey|trip|ride|flight|drive|walk|crossing|voyage|sailing|commute|travel|travelling|flying"
_TRIP = lazy(
    rf"\b(?:{_TRIPS})\b|\bby (?:bike|bicycle|car|bus|train|taxi|tube|tram|coach|boat|ferry|plane)\b"
    r"|\bon foot\b"
)
"""A trip: "the drive", "a 15 min walk", "50 mins by car", "25 minutes on foot"."""
_GOINGS = lazy(
    r"\b(?:bus|train|tram|coach|ferry|boat|flight|plane|taxi|cab|shuttle|walk|hike|ramble|ramblers|tour|cruise"
    r"|ride|run|jog|cycle|trip|journey|drive|route|voyage|crossing|travel|travels|travelled|commute)\b"
)
"""What an event that is itself a going is called: "the 7:42 AM bus", "our walk starts at 10:10 am"."""
_RIDE = lazy(r"\b(?:bus|train|tram|coach|ferry|boat|flight|plane|taxi|cab|shuttle)\b")
_RIDES_OWN = frozenset(
    {"journey", "trip", "ride", "flight", "crossing", "voyage", "sailing", "travel", "flying"}
)
"""Trips a ride makes itself: the ferry's crossing, the coach's journey; a drive or a walk beside it is
someone's way to it."""
_GOING = r"(?:journey|trip|ride|drive|walk|travel|way|cycle|get|getting|go|going|be)"
_GETTING_TO = lazy(
    r"\bto (?:the |my |our )?(?:stop|station|port|airport|terminal|gate|harbour|pier|platform|ferry|train|bus"
    r"|coach|plane)\b"
)
"""A length spent getting to a ride ("the drive to the port"); where a ride leaving at the reading goes."""
_COOKING = lazy(r"\bto (?:cook|bake|roast)\b", needs="to ")
"""Cooking said of a length after what went in at the reading: its own length, from then on."""
_THERE = lazy(
    r"\b(?:to get(?! through| done| finished| (?:it|them|everything|all) done)|to reach"
    r"|to (?:the|my|our|your) [a-z]+|to (?:school|work|town|church|class|get ready|cook"
    r"|prepare))\b"
)
"""A length spent going to a place or getting ready, before an event that is no going: "it's 45 minutes to
the airport", "I need 45 minutes to get there"; a going's own length may say where it goes ("The 16:05 train
takes 1 hour 12 minutes to get to York"). Getting through a task is doing it ("it takes 2 hrs 40 min to get
through them")."""
_NEEDED_TO = lazy(
    rf"{LENGTH} to (?:get|reach|drive|walk|ride|cycle|travel|go|cook|prepare|prep|set up|make|bake)\b",
    needs=" to ",
)
"""A length someone needs to get somewhere or get something ready, before the event: "we need 2 hours to
cook"; "I need 90 minutes to train" may be spent there."""
_PREPARING = lazy(r"\bto (?:make|cook|bake|prepare|prep|get ready)\b", needs="to ")
"""A length to make what is at a bare reading ("Tea's at 5:30 and takes 25 minutes to make"): before it."""
_FOLLOWS = lazy(r"\b(?:home|back)\b|^then\b", needs="home|back|then")
"""A length after the event: a journey home or back, or what comes then ("Last drop done at 13:50, then a 45
min break")."""
_AWAY = lazy(rf"\b(?:away|{_GOING} there)\b|^(?:and )?need {LENGTH} to ")
"""Someone away from the event, or on the way there: "I'm 20 minutes away", "need 2 h 15 to drain down"."""
_DEPARTING = lazy(
    r"\b(?:(?:take|takes|took|taking) off|setting (?:off|out)|head(?:s|ed|ing)? (?:off|out)"
    r"|pull(?:s|ed|ing)? out|sail(?:s|ed|ing)?)\b"
)
"""Departures the story verbs do not name so: "the plane takes off", "I'm setting off", "the ferry sails"."""
_NEEDS = lazy(r"\b(?:need|needs|have to allow|must allow)\b")
_LASTING_WORDS = frozenset({
    "needs", "need", "takes", "take", "took", "lasts", "last", "lasted", "runs", "run", "ran", "is", "was",
    "will", "be", "has", "have", "had", "s", "about", "around", "allow", "allowed", "allowing", "goes",
    "going", "its", "long", "min", "minutes", "mins", "hours", "hour", "hrs", "h", "m", "should", "would",
    "want", "wants", "do", "did", "done", "only", "just", "roughly", "approx", "usually",
})  # fmt: skip
"""Words of a length clause that name no thing: "and it takes about", "the … is"."""
_READYING = frozenset({"go in", "switch on", "wake"})
"""What is done to get ready for what is told bare at the reading: "When does it go in?", "When do I get
up?"."""
_ARRIVING = frozenset({"arrive", "be in", "land"})
_LEAVING = frozenset({"leave"})
_PERSON = lazy(r"\b(?:i|we|you|u|they|he|she)\b")
_SETTING_OFF = lazy(
    r"\b(?:set (?:off|out)|head (?:off|out)|leave (?:home|the house|the [a-z]+|work)|latest)\b",
    needs="set|head|leave|latest",
)
"""Setting off from somewhere, or the latest time to: for what ends at the reading too ("Gates close 14:25.
From the car park it's a 20 minute walk. Latest time to leave the car?")."""
_NOW = lazy(
    r"(?:so )?(?:it is|it s|its|the time is|time is|now(?: it is)?|(?:the |my |your )?(?:clock|watch|phone)"
    r" (?:says|shows|reads))(?: now)?"
)
_NOW_AFTER = lazy(r"\d(?: ?[ap] ?;? ?m)? now\b", needs="now")
"""The reading that is now ("It's 3:10 pm", "The clock says 9:48", "3:40 pm now"): every length told starts
from it, and only what came before is asked back from it."""
_ASKS_BEFORE_NOW = lazy(r"\b(?:did|was|were|had|started|began|begun)\b")
_BACK = lazy(r"\b(?:back|home)\b", needs="back|home")
"""Back from what starts at the reading, at its end: "Back on the tools when?", "home time"."""
_SETTING_OFF_NOW = lazy(
    r"\bif (?:i|we|you|u|they) (?:start|begin|go|leave|set off|head off)(?: (?:it|right))? now\b", needs="now"
)
_CLOSES = lazy(r"\b(?:close[sd]?|closing|shut|shuts|shutting)\b", needs="clos|shut")
"""A reading something closes at, which someone must get to by: "The shop shuts at 5:30 pm"."""
_TO_BE_SOMEWHERE = lazy(
    r"\b(?:need|needs|must|have to|has to|got to be|want to|wants to|should|supposed to)\b|\b(?:for|by)$"
)
"""Someone to be somewhere by the reading, not there from it: "need to be home for", "got to be at school"."""
_DUE = lazy(
    r"\b(?:due|deadline|needs? to be (?:done|ready|finished|in|there|handed in)|has to be|have to be"
    r"|must be)\b"
)
"""A reading something is due by ("The essay is due at 23:59"): what leads to it ends there."""
_BY = lazy(r"\bby(?: at)?$", needs="by")
_OUT_AT = lazy(r"\b(?:out|off|done) (?:at|by)$|\b(?:till|until|til)$", needs="out|off|done|til")
_ASKED_OF_IT = lazy(r"\b(?:does|did|do|will|would|is|was|can|could|should|has) (?:it|they|this|that)\b")


class Roles(NamedTuple):
    """What the one reading is ("start", "end", "departure", "arrival", "stay": an arrival somewhere for a
    length, "now", or None when its words say both) and
    whose the length is ("own", "there", "after", "trip", "thing", "needed": someone's with no purpose told,
    "ride place": to a port or station from a ride's departure, or "place after": to a place from an end)."""

    reading: str | None
    length: str


def roles_of(story: str, question: str) -> Roles:
    """The roles of the story's one reading and one length, the reading perhaps named in the question ("When
    does the 7:42 AM bus get in if the journey takes 38 minutes?"). Setting off now ("It's 2:50 pm, the walk
    is 45 minutes. If we set off now, …") makes the reading a departure."""
    told = story if READINGS.search(story) else f"{story} ; {question}"
    said, reading_clause = _length_clause(told), _reading_clause(told)
    if _NOW.fullmatch(clause_of_first_reading(told).strip()) or _NOW_AFTER.search(reading_clause):
        return Roles("now", "own")  # "It's 3:10 pm and I need 45 minutes to get ready"
    role = _role_of_reading(clause_of_first_reading(told))
    now = _SETTING_OFF_NOW.search(f"{story} ; {question}")
    going = bool(now) or role in ("departure", "arrival") or bool(_GOINGS.search(reading_clause))
    if going:
        role = {"start": "departure", "end": "arrival"}.get(role or "", role)
    owner = _whose_length(said, reading_clause, role, going)
    if owner in ("own", "thing") and _stays_after_arriving(told, said, reading_clause):
        return Roles("stay", owner)  # "I get to the gym at 6:00 and train for 90 minutes": a stay from 6:00
    return Roles(role, owner)


def _stays_after_arriving(told: str, said: str, reading_clause: str) -> bool:
    """Is the reading someone's arrival at a place, and the length what they do there ("I got to the library
    at 1:40 pm and studied for 2 hours", "My sister arrives at 3:15 pm and is staying for 2 hours"), not a
    trip's ("The train arrived at 18:05; the journey was 2 h 40 min")? Then leaving ends it."""
    clause = clause_of_first_reading(told)
    arrived = verbs_in(clause) & (_ARRIVING | {"collect"})
    if not arrived or _TO_BE_SOMEWHERE.search(clause):
        return False  # "need to be home for 6:30 pm and it takes 40 mins": to be there by it
    return not _TRIP.search(said) and not _RIDE.search(reading_clause)


def _whose_length(said: str, reading_clause: str, role: str | None, going: bool) -> str:
    trip = _TRIP.search(said)
    bare = not verbs_in(clause_of_first_reading(reading_clause))
    if _AWAY.search(said):
        return "there"  # "The film starts at 7:45 pm and we need 20 minutes to get there", "I'm 20 min away"
    if _needed_by_another(said, reading_clause):
        return "there" if _NEEDED_TO.search(said) else "needed"  # "we need 2 hours to cook"; "we need 20
        # minutes": to get there, or there?
    if _GETTING_TO.search(said):
        return (
            "ride place" if role == "departure" else "there"
        )  # "The ferry arrives at 14:10 and the drive to
        # the port takes 40 minutes"; "Night freight leaves 11:55 pm, 4 hours 20 minutes to the port"
    if _PREPARING.search(said) and (bare or role == "arrival"):
        return "there"  # "Tea's at 5:30 and takes 25 minutes to make"
    if going:
        by_ride = _RIDE.search(reading_clause) is not None
        if trip and by_ride and trip.group() not in _RIDES_OWN:  # someone's own way to or from the ride
            return "after" if role == "arrival" else "trip"  # "Bus leaves at 07:10 and I walk 15 minutes to
            # the stop"; "The train gets in at 9:40 and the walk to the office is 20 minutes"
        return "thing" if _named_thing(said, reading_clause) and not trip else "own"
    if _FOLLOWS.search(said) and (trip or not _named_thing(said, reading_clause)):
        return "after"
    if _THERE.search(said):
        if _cooks_from_the_reading(said, reading_clause):
            return "own"
        return "place after" if role == "end" else "there"  # "Session ends 12:15, 20 min walk to the cafe"
    if trip:
        return "trip"  # "School starts at 08:50 and the drive takes 25 minutes": a way there
    return "thing" if _named_thing(said, reading_clause) else "own"


def _cooks_from_the_reading(said: str, reading_clause: str) -> bool:
    """Is the length cooking what went in at the reading ("put the chicken in the oven at 11:20 ; it needs to
    cook for 2 h 40 min"), so its own length from then on, not time to cook before an event?"""
    started = kinds_of(verbs_in(clause_of_first_reading(reading_clause)), False) == {"start"}
    return started and _COOKING.search(said) is not None


def _length_clause(story: str) -> str:
    return next((clause.strip() for clause in CLAUSES.split(story) if LENGTHS.search(clause)), "")


def _reading_clause(story: str) -> str:
    """The clause of the reading, said either side of it: "the 7:42 am bus takes 38 minutes"."""
    return next((clause.strip() for clause in CLAUSES.split(story) if READINGS.search(clause)), "")


def _named_thing(said: str, reading_clause: str) -> bool:
    """Does the length clause name a thing before its length that the reading's clause does not ("the lamb
    needs", not "boarding takes" after "boards", nor "it lasts")?"""
    found = LENGTHS.search(said)
    told = [word for word in tokens(reading_clause) if word.isalpha()]
    return any(
        not any(_same_stem(word, other) for other in told)
        for word in _names(said[: found.start()] if found else said)
    )


def _names(words: str) -> list[str]:
    return [
        word for word in tokens(words) if word.isalpha() and word not in FILLERS | PEOPLE | _LASTING_WORDS
    ]


def _same_stem(one: str, other: str) -> bool:
    return one == other or (min(len(one), len(other)) >= 5 and one[:5] == other[:5])


def _needed_by_another(said: str, reading_clause: str) -> bool:
    """Does someone need the length ("we need 20 minutes") who is not the one at the reading?"""
    if not (_NEEDS.search(said) and _PERSON.search(said)):
        return False
    return doer_of(clause_of_first_reading(reading_clause)) not in {"i", "we", "you", "they", "he", "she"}


def _role_of_reading(clause: str) -> str | None:
    """What the reading is by its clause's verbs: "departure" (leaves, takes off), "arrival" (arrives,
    lands, to be somewhere or collect someone by it), "start" (starts, opens; or told bare, "Dinner is at 7
    pm"), "end" (ends, closes); None when they say both."""
    names = verbs_in(clause)
    if _DEPARTING.search(clause) or names == _LEAVING:
        return "departure"
    names -= _LEAVING  # "Full time whistle went at 21:38": its end, not a departure
    if (
        _BY.search(clause.strip())
        or _CLOSES.search(clause)
        or (_DUE.search(clause) and not _RIDE.search(clause))
    ):
        return "arrival"  # "Customer wants it by 11:15 am", "Check-in closes at 11:30": be there by it
    if names & (_ARRIVING | {"collect"}):
        return "arrival"
    kinds = kinds_of(names, False)
    if len(kinds) > 1:
        return None
    if not kinds and _OUT_AT.search(clause.strip()):
        return "end"  # "I want it out at 3:30 PM", "Lunch service till 14:30"
    return kinds.pop() if kinds else "start"


def ways_allowed(story: str, question: str, roles: Roles | None = None) -> set[str]:
    """The ways the one reading may move by the length, by whose length it is and what the reading is,
    whatever the question's verb: an event's own length from its start on, from its end back; a journey
    there back from the event, for someone's own setting off; a journey home on from an end."""
    role, owner = roles or roles_of(story, question)
    if role == "now":
        return {"time_before"} if _ASKS_BEFORE_NOW.search(question) else {"time_after"}
    if role is None:
        return {"time_after", "time_before"}  # "Boarding closes at 15:20": its words say a start and an end
    if owner == "own":
        return (
            {"time_after"} if role in ("start", "departure", "stay") else {"time_before"} if role else set()
        )
    if owner in ("there", "trip"):
        if owner == "trip" and role in ("end", None) and not _SETTING_OFF.search(question):
            return set()  # "The meeting ends at 15:00 and the drive takes 25 minutes. When do I leave?"
        mine = bool(_PERSON.search(question)) or not _ASKED_OF_IT.search(question)
        return {"time_before"} if mine else set()
    if owner == "after":
        return {"time_after"} if role in ("end", "arrival") else set()
    if owner == "needed":
        return {"time_after", "time_before"}
    if owner == "place after":
        return {"time_after", "time_before"} if _SETTING_OFF.search(question) else {"time_after"}
    return {"time_after", "time_before"}


_OWN_WAYS = {
    ("start", "end"): "time_after",
    ("departure", "end"): "time_after",
    ("departure", "arrival"): "time_after",
    ("end", "start"): "time_before",
    ("arrival", "start"): "time_before",
    ("arrival", "departure"): "time_before",
}
"""An event's own length, by what the reading is and what the question asks."""


def way_by_roles(story: str, question: str, asked: set[str], kinds: set[str], staying: bool) -> str | None:
    """ "time_after" or "time_before" when whose length it is, what the reading is and what the question
    asks decide it; None otherwise. `asked` are the question's verbs, `kinds` what they ask (an end or a
    start, as the reader took them), `staying` a stay told (arriving starts it, leaving ends it)."""
    roles = roles_of(story, question)
    role, owner = roles
    if role == "stay" and not staying:
        staying, kinds = True, kinds_of(asked, True) if asked else kinds
    if staying:
        role = {"arrival": "start", "departure": "end", "stay": "start"}.get(role or "", role)
    wants = _wanted(asked, kinds, staying)
    if role == "now":
        return next(iter(ways_allowed(story, question, roles)))
    if role is None:
        return _another_things_way(role, wants, story, question)  # the question's verb says the way
    if owner == "own":
        if role == "start" and asked and asked <= _READYING and not verbs_in(clause_of_first_reading(story)):
            return "time_before"  # "Dinner at 19:00, needs 45 minutes in the oven. When does it go in?"
        if wants == "arrival" and role == "start" and _BACK.search(question):
            return "time_after"  # "Tea break at 10:15, we get 20 minutes. Back on the tools when?": its end
        return _OWN_WAYS.get((role or "", wants))
    if owner in ("there", "trip", "needed"):
        starting = wants == "start" and role != "end" and not _asks_of_the_event(question, story)
        leaving = wants == "departure" or starting  # "we need 20 minutes": not when we arrive, with "to get
        # there" left out as a purpose
        if owner == "needed" and wants == "end" and _PERSON.search(question):
            return None if _asks_of_the_event(question, story) else "time_after"  # "… When am I done?"
        return "time_before" if leaving and "time_before" in ways_allowed(story, question, roles) else None
    if owner == "after":
        follows = wants == "arrival" or (wants == "end" and not _asks_of_the_event(question, story))
        return "time_after" if role in ("end", "arrival") and follows else None
    if owner in ("ride place", "place after"):
        if wants == "arrival" or (owner == "ride place" and wants == "end"):
            return "time_after"  # "Session ends 12:15, 20 min walk to the cafe. When do we get to the cafe?"
        leaving = wants == "departure" and "time_before" in ways_allowed(story, question, roles)
        return "time_before" if leaving else None  # "My flight boards at 18:10 and it's 40 minutes to the
        # airport. What time should I leave home?"
    return _another_things_way(role, wants, story, question)


def _another_things_way(role: str | None, wants: str, story: str, question: str) -> str | None:
    """Another thing's length: after what ends at the reading ("Last show ends 11:50 pm; the cleaners need 1
    h 15. When can we lock up?"), whose going away does not come before it ("… the tidy-up takes an hour.
    When can we go home?" was 21:55); else the question's verb says the way ("Doors open at 6:45 pm! The gig
    usually goes 3 hours 15 minutes so we're done by what time?", "Swimming lesson ends 16:35, she's in the
    water 40 min. When does it start?")."""
    ending = wants in ("end", "arrival")
    if role == "end" and (wants == "departure" or (not ending and _asks_of_the_thing(question, story))):
        return None  # "Last show ends 11:50 pm; the cleaners need 1 h 15. When do the cleaners start?"
    return "time_after" if ending else "time_before"


def _asks_of_the_thing(question: str, story: str) -> bool:
    """Does the question ask of the other thing the length is told of ("the cleaners")?"""
    said = _length_clause(story)
    found = LENGTHS.search(said)
    named = _names(said[: found.start()] if found else said)
    asked = names_asked(question)
    return any(_same_stem(word, other) for word in named for other in asked)


def _asks_of_the_event(question: str, story: str) -> bool:
    """Does the question ask of the event at the reading ("When does it start?", "What time does the
    meeting begin?"), not of someone going to it ("When do we start?", "What time do the lads have to be
    in")?"""
    named = names_asked(question) - {"by", "at", "to", "in", "on", "for", "of", "up", "off", "out"}
    return bool(_ASKED_OF_IT.search(question) or named & set(tokens(clause_of_first_reading(story))))


def follows_an_end(story: str, question: str) -> bool:
    """Is the length another thing's that comes after what ends at the reading ("Last show ends 11:50 pm; the
    cleaners need 1 h 15"), so that a question of when something may be done ("When can we lock up?") asks
    its end? Not after what closes at the reading: "The shop closes at 5:30 PM and the glue needs 90 minutes
    to set" tells no end of the glue's."""
    return roles_of(story, question) in (("end", "thing"), ("end", "after"), ("arrival", "after"))


def agrees(story: str, question: str, way: str) -> bool:
    """Do the roles allow moving the one reading `way`: by the question's story verbs when it has some ("When
    do we arrive?" of a meeting that starts at 9:00 and lasts 2 hours: not 11:00), else by whose length it
    is and what the reading is?"""
    staying = bool(_STAYS.search(story))
    asked = asked_verbs(question, story)
    if not asked:
        return way in ways_allowed(story, question)
    kinds = kinds_of(asked, staying)
    return len(kinds) == 1 and way_by_roles(story, question, asked, kinds, staying) == way


_STAYS = lazy(r"\b(?:stay|stays|stayed|spend|spends|spent)\b", needs="stay|spen")


def _wanted(asked: set[str], kinds: set[str], staying: bool) -> str:
    """What the question asks: "arrival", "departure", or an event's "end" or "start"."""
    if not staying and asked and asked <= _ARRIVING:
        return "arrival"
    if not staying and asked and asked <= _LEAVING:
        return "departure"
    return "end" if kinds == {"end"} else "start"
