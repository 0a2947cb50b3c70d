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
_TRIP = lazy(rf"\b(?:{_TRIPS})\b")
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
_A_TRIP_OF_ITS_OWN = lazy(rf"^(?:a |an |the )?{LENGTH} (?:(?:round )?trip|{_TRIPS}|hike|run|tour|loop)$")
"""A length said as a trip, a clause of its own: "Ramblers meet at 10:15 am; 3 hour walk"."""
_GOING = r"(?:journey|trip|ride|drive|walk|travel|way|cycle|get|getting|go|going|be)"
_GETTING_TO = lazy(
    r"\bto (?:the |my |our )?(?:stop|station|port|airport|terminal|gate|harbour|pier|platform|ferry|train|bus"
    r"|coach|plane)\b"
)
"""A length spent getting to a ride ("the drive to the port"); where a ride leaving at the reading goes."""
_THERE = lazy(
    r"\b(?:to get|to reach|to (?:the|my|our|your) [a-z]+|to (?:school|work|town|church|class|get ready|cook"
    r"|prepare))\b"
)
"""A length spent going to a place or getting ready, before an event that is no going: "it's 45 minutes to
the airport", "I need 45 minutes to get there"; a going's own length may say where it goes ("The 16:05 train
takes 1 hour 12 minutes to get to York")."""
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
_ARRIVING = frozenset({"arrive", "be in", "land"})
_LEAVING = frozenset({"leave"})
_PERSON = lazy(r"\b(?:i|we|you|u|they|he|she)\b")
_SETTING_OFF = lazy(
    r"\b(?:set (?:off|out)|head (?:off|out)|leave (?:home|the house|the [a-z]+|work)|latest)\b",
    needs="set|head|leave|latest",
)
"""Setting off from somewhere, or the latest time to: for what ends at the reading too ("Gates close 14:25.
From the car park it's a 20 minute walk. Latest time to leave the car?")."""
_SETTING_OFF_NOW = lazy(
    r"\bif (?:i|we|you|u|they) (?:start|begin|go|leave|set off|head off)(?: (?:it|right))? now\b", needs="now"
)
_BY = lazy(r"\bby(?: at)?$", needs="by")
_OUT_AT = lazy(r"\b(?:out|off|done) (?:at|by)$|\b(?:till|until|til)$", needs="out|off|done|til")
_LEAVING_WORDS = lazy(r"\b(?:leave|leaving|set (?:off|out)|head (?:off|out)|go|latest)\b")
_ASKED_OF_IT = lazy(r"\b(?:does|did|do|will|would|is|was|can|could|should|has) (?:it|they|this|that)\b")


class Roles(NamedTuple):
    """What the one reading is ("start", "end", "departure", "arrival", or None when its words say both) and
    whose the length is ("own", "there", "after", "trip" or "thing")."""

    reading: str | None
    length: str


def roles_of(story: str, question: str) -> Roles:
    """The roles of the story's one reading and one length, the reading perhaps named in the question ("When
    does the 7:42 AM bus get in if the journey takes 38 minutes?"). Setting off now ("It's 2:50 pm, the walk
    is 45 minutes. If we set off now, …") makes the reading a departure."""
    told = story if READINGS.search(story) else f"{story} ; {question}"
    said, reading_clause = _length_clause(told), _reading_clause(told)
    role = _role_of_reading(clause_of_first_reading(told))
    now = _SETTING_OFF_NOW.search(f"{story} ; {question}")
    going = bool(now) or role in ("departure", "arrival") or bool(_GOINGS.search(reading_clause))
    if going:
        role = {"start": "departure", "end": "arrival"}.get(role or "", role)
    return Roles(role, _whose_length(said, reading_clause, role, going))


def _whose_length(said: str, reading_clause: str, role: str | None, going: bool) -> str:
    trip = _TRIP.search(said)
    if _needed_by_another(said, reading_clause) or _AWAY.search(said):
        return "there"  # "The film starts at 7:45 pm and we need 20 minutes to get there"
    if _GETTING_TO.search(said) and role != "departure":
        return "there"  # "The ferry arrives at 14:10 and the drive to the port takes 40 minutes"
    if going or _A_TRIP_OF_ITS_OWN.fullmatch(said):
        by_ride = _RIDE.search(reading_clause) is not None
        if trip and by_ride and trip.group() not in _RIDES_OWN:
            return "trip"  # "Bus leaves at 07:10 and I walk 15 minutes to the stop"
        return "thing" if going and _named_thing(said, reading_clause) and not trip else "own"
    if _FOLLOWS.search(said) and (trip or not _named_thing(said, reading_clause)):
        return "after"
    if _THERE.search(said):
        return "there"
    if trip:
        return "trip"  # "School starts at 08:50 and the drive takes 25 minutes": a way there
    return "thing" if _named_thing(said, reading_clause) else "own"


def _length_clause(story: str) -> str:
    return next((clause.strip() for clause in CLAUSES.split(story) if LENGTHS.search(clause)), "")


def _reading_clause(story: str) -> str:
    """The clause of the reading, said either side of it: "the 7:42 am bus takes 38 minutes"."""
    return next((clause.strip() for clause in CLAUSES.split(story) if READINGS.search(clause)), "")


def _named_thing(said: str, reading_clause: str) -> bool:
    """Does the length clause name a thing before its length that the reading's clause does not ("the lamb
    needs", not "boarding takes" after "boards", nor "it lasts")?"""
    found = LENGTHS.search(said)
    before = tokens(said[: found.start()] if found else said)
    named = [word for word in before if word.isalpha() and word not in FILLERS | PEOPLE | _LASTING_WORDS]
    told = [word for word in tokens(reading_clause) if word.isalpha()]
    return any(not any(_same_stem(word, other) for other in told) for word in named)


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
    if _BY.search(clause.strip()):
        return "arrival"  # "Customer wants it by 11:15 am": someone must be there by it
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
    if owner == "own":
        return {"time_after"} if role in ("start", "departure") else {"time_before"} if role else set()
    if owner in ("there", "trip"):
        setting_off = _SETTING_OFF if owner == "trip" else _LEAVING_WORDS
        if role in ("end", None) and not setting_off.search(question):
            return set()  # "The meeting ends at 15:00 and the drive takes 25 minutes. When do I leave?"
        mine = bool(_PERSON.search(question)) or not _ASKED_OF_IT.search(question)
        return {"time_before"} if mine else set()
    if owner == "after":
        return {"time_after"} if role in ("end", "arrival") else set()
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
    if staying:
        role = {"arrival": "start", "departure": "end"}.get(role or "", role)
    wants = _wanted(asked, kinds, staying)
    if owner == "own":
        return _OWN_WAYS.get((role or "", wants))
    if owner in ("there", "trip"):
        leaving = wants == "departure" or (wants == "start" and not _asks_of_the_event(question, story))
        return "time_before" if leaving and "time_before" in ways_allowed(story, question, roles) else None
    if owner == "after":
        follows = wants == "arrival" or (wants == "end" and not _asks_of_the_event(question, story))
        return "time_after" if role in ("end", "arrival") and follows else None
    return {"end": "time_after", "arrival": "time_after", "start": "time_before", "departure": "time_before"}[
        wants
    ]


def _asks_of_the_event(question: str, story: str) -> bool:
    """Does the question ask of the event at the reading ("When does it start?", "What time does the
    meeting begin?"), not of someone going to it ("When do we start?", "What time do the lads have to be
    in")?"""
    named = names_asked(question) - {"by", "at", "to", "in", "on", "for", "of", "up", "off", "out"}
    return bool(_ASKED_OF_IT.search(question) or named & set(tokens(clause_of_first_reading(story))))


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
