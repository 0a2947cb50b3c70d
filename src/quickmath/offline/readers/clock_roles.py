"""Clock stories read by the roles of their numbers, whatever words stand around them: one clock reading and
one length of time, or two clock readings.

- A reading that starts something, and a length, asked when it ends: the reading moved on. "Speeches start
  5:15 pm and we've allowed 50 minutes. What time do we cut the cake?", "Trailer 3 starts loading at 21:15,
  loading takes 1 hour 40 min. When's it ready to go?".
- A reading that is a deadline or an end, and a length, asked when to leave or start: the reading moved back.
  "I need to be at the station by 08:40 and the walk takes 25 minutes. What time should I leave?", "Meeting
  ends 17:00. It lasts 90 minutes. When did it start?"; a length told "before" or "after" says the way.
- Two readings, asked how long: the length from the first to the second, over midnight too. "Tipped at 23:35,
  back at the yard at 02:10. How long was the drive back?".

Labels beside the numbers ("Trailer 3", "Q12", "Gate 14") are set aside first. A word that may change the
calculation (each, late, early, another, a correction, a day or a date asked) or a story where the way to go
is not plain is left alone: the coach asks back.
"""

from __future__ import annotations

import re

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.readers.clock_spans import on_one_dial
from quickmath.offline.readers.clock_stories import lasts_another_thing, runs_its_machine
from quickmath.offline.readers.clock_stories.owners import agrees
from quickmath.offline.readers.clock_stories.told import story_told
from quickmath.offline.readers.clock_stories.words import (
    ASKING_WORDS,
    ASKS_SLEEP,
    ASKS_WHEN,
    CLAUSES,
    LENGTHS,
    PEOPLE,
    READINGS,
    TO_BED,
    kinds_of,
    said_in,
    verbs_in,
)
from quickmath.offline.readers.clock_times import LENGTH, length, reading
from quickmath.patterns import LazyPattern, lazy

_LABEL = lazy(
    r"\b(?P<label>trailer|gate|platform|room|bay|table|bed|ward|flight|bus|route|train|coach|lane|court|pitch"
    r"|stand|door|screen|surgery|theatre|q|question|ticket|order|ref|booking|unit|van|truck|lorry|studio|cell"
    r"|row|seat|shed|plot|stall|block|level|floor|terminal|service|line|number|no|rig|crew|team|car|bin"
    r"|job|shift|site|depot|zone|class|group|year|week|part|step|task|item|ex|exercise|problem|section"
    r"|ba|ryanair|easyjet|fr|u2|ez|ezy) ?#? ?(?:[a-z] ?)?\d+(?: ?- ?\d+)*(?![\d:])(?: ?[a-z]\b)?"
    r"(?! ?(?::|\.\d|,\d|am\b|pm\b|a ; m|p ; m|h\b|hours?\b|hrs?\b|min|m\b|%|st\b|nd\b|rd\b|th\b|x\b"
    r"|\*|/|\+))",
)
"""A number that names a thing, the word for the thing before it: "trailer 3", "q 12", "gate 14", "route 7
bus", "surgery 2", "booking ref 4471". A number with a unit or a sign after it is no label."""

_CHANGES_IT = lazy(
    r"\b(?:each|per|every|apiece|twice|times|again|another|more|extra|plus|also|late|early|earlier|delay\w*"
    r"|behind|ahead|ago|since|until|till|left|remain\w*|to go|still|now|correction|actually|instead|meant"
    r"|edit|sorry|half|halfway|halves|double|(?:what|which|next|following|same) day|days|date|tomorrow"
    r"|yesterday|zone|zones|local|uk|gmt|utc"
    r"|bst|est|pst|cet|abroad|overseas|back home|there time|their time|second|third|next"
    r"|previous|other|break|interval|pause|stop|stops|wait|waiting|minus|take away|add|adds|adding|added"
    r"|subtract"
    r"|total|altogether|both|instead|or|not|maybe|roughly|nearly|almost|under|faster|slower|longer"
    r"|shorter|quicker|sooner)\b"
)
"""Words that may change the calculation of a clock story, or say it differently: left alone."""

_ASKS_START = lazy(
    r"\b(?:leave|leaving|set (?:off|out)|go|start|started|begin|began|send|post|put (?:it )?in|go in|get up"
    r"|wake|book|order|from when|latest|set the alarm|head off|head out|depart)\b"
)
_ASKS_EARLIEST = lazy(r"\bwhen can\b|\bwhat time can\b|\bearliest\b")
_ASKS_END = lazy(
    r"\b(?:end|ends|finish|finished|done|ready|over|arrive|arrival|get in|get there|get back|be back|back"
    r"|out|eta|land|lands|close|closes|complete|completed|full time|through)\b"
)
_DEADLINE = lazy(
    r"\b(?:by|due|must be|need to be|needs to be|have to be|has to be|got to be|be there|be at|deadline"
    r"|for)\s*$"
)
"""A reading said as a deadline: "need to be at school by 8:40", "due 9:00", "at school for 8:40"."""
_OWN_LENGTH = lazy(r"\b(?:lasts?|lasting|runs?|running|goes on|long)\b")
"""A length said as the event's own: "it lasts 90 minutes", "runs 50 minutes", "is 2 hours long"."""
_TRAVEL = lazy(
    r"\b(?:drive|driving|walk|walking|journey|travel|trip|ride|commute|flight|taxi|bus|train|coach"
    r"|get there|to get|away|from here|to the|to school|to work|to the airport|to the station)\b"
)
_HOW_LONG_WORDS = frozenset({
    "how", "long", "many", "much", "hours", "minutes", "mins", "hrs", "and", "time", "was", "is", "were",
    "did", "does", "do", "it", "that", "the", "take", "took", "i", "we", "you", "he", "she", "they", "in",
    "all", "total", "back", "there", "home", "a", "of", "for", "my", "our", "his", "her", "their", "been",
    "have", "had", "me", "us", "them", "so", "then", "on", "at",
})  # fmt: skip


_ELSEWHERE = lazy(r"\bit be (?:in|at)\b|\barrival (?:airport|city|station|port)\b|\bdestination\b")
"""A question of the time somewhere the story went: its clock may not be the reading's."""
_DECIMAL = lazy(r"\d[.,]\d", needs=".|,")
"""A number with a decimal point ("2.5 hours"): no length a clock reader reads whole."""
_ASIDES = lazy(
    r"\b(?:with|including|incl) (?:the )?(?:break|interval|half time)\b|\b(?:about|around) (?=\d|an? )"
)
"""Words that leave the length as told: "lasts 2 hours with the break", "takes about 40 minutes"."""
_READY_TO = lazy(r"\bready to \w+", needs="ready to")
"""Ready for what comes next: "when's it ready to go?" asks when it is ready."""


def read(text: str) -> ProblemSpec | None:
    """A story of one reading and one length, or of two readings, and the time it asks for; None when the
    roles of its numbers or what it asks are not plain."""
    told = story_told(_LABEL.sub(lambda found: found.group("label"), text))
    if told is None:
        return None
    story, question, whole = (_ASIDES.sub("", _READY_TO.sub("ready", part)) for part in told)
    if _CHANGES_IT.search(whole) or _DECIMAL.search(whole) or _tells_a_sleep(whole) or _names_a_place(whole):
        return None
    readings = READINGS.findall(whole)
    lengths = LENGTHS.findall(whole)
    if READINGS.search(question) or _ELSEWHERE.search(question):
        return None  # "What time will it be in Oslo when it lands?": its clock may not be the reading's
    if len(readings) == len(lengths) == 1 and ASKS_WHEN.search(question) and not LENGTHS.search(question):
        way = _way(story, question)
        if way is None or not _one_way_on_the_dial(way, reading(readings[0]), length(lengths[0])):
            return None
        if not agrees(story, question, way):
            return None  # "The ferry arrives at 14:10 and the drive to the port takes 40 minutes. When did it
            # leave?": not the ferry's own journey
        return ProblemSpec(way, reading(readings[0]), length(lengths[0]))
    return None


def _way(story: str, question: str) -> str | None:
    """ "time_after" or "time_before", by what the reading is (a start, an end, a deadline, an event), what
    the length is (the event's own, a journey, told before or after) and what the question asks."""
    at = READINGS.search(story)
    reading_clause = CLAUSES.split(story[: at.start()])[-1].strip() if at else ""
    length_clause = _clause_of(story, LENGTHS)
    role, asked = _role_of(reading_clause), _asked(question, reading_clause)
    one_clause = length_clause == _clause_of(story, READINGS)
    own_length = one_clause and bool(_OWN_LENGTH_TOLD.search(reading_clause))
    if role is None or asked in (None, "time", "earliest") or (one_clause and not own_length):
        return None  # "Swimming starts at 4:15 pm and lasts 50 minutes. What time do I drop him off?"
    words = set(story.split())
    if words & {"after", "later"} or _someone_else_asked(question, story):
        return None  # "… and the photos are 40 minutes after. When is the ceremony?": left to `clock_stories`
    if own_length:  # "A lesson lasting 45 minutes began at 10:20. When did it finish?"
        return None if "before" in words else _OWN_WAY.get((role, asked or ""))
    if "before" in words:
        told_before = asked == "start" and not _ARRIVING.search(length_clause)
        before_it = _BEFORE_WHAT.search(length_clause)
        if before_it is None or not said_in(before_it["what"], reading_clause.split()):
            return None  # "I arrived at 7:45 PM, 20 minutes before the film": the film is not at 7:45
        return "time_before" if told_before else None  # not "we need to be back 1 hour before"
    if asked == "time" and (_ASKS_THE_PAST.search(question) or _told_before(LENGTHS, READINGS, story)):
        return None  # "The film lasts 2 hours and starts at 20:00. At what hour did we buy the tickets?"
    if role == "start":
        return _from_a_start(story, reading_clause, length_clause, asked)
    if role == "end":
        return {"start": "time_before", "earliest": "time_after"}.get(asked)
    if role == "deadline":  # "Need to be at the gate by 6:40 am, and the walk to the gate takes 50 minutes"
        return "time_before" if asked == "start" and _length_of_getting_there(length_clause) else None
    if asked != "start" or not _another_thing_first(reading_clause, length_clause):
        return None
    return "time_before"  # "Concert at 19:45. Travel takes 50 minutes. When should we leave?"


_OWN_LENGTH_TOLD = lazy(
    r"^(?:[a-z]+ ){0,3}?(?:a|an|the|my|our|his|her|their|this|today s)(?: [a-z]+){0,2}?"
    rf" (?:(?:lasting|running|of|that lasts|which lasts|that lasted|which lasted) {LENGTH}(?: long)?"
    rf"|{LENGTH}(?: long)? [a-z]+(?: [a-z]+)?)(?: which| that)? [a-z]+(?: [a-z]+)?(?: at)?$"
)
"""A thing told with its own length, then when it starts or ends, in one clause: "a lesson lasting 45 minutes
began at", "a 9 hour shift begins at", "a piano lesson of 1 h 15 min which finished at"."""
_OWN_WAY = {("start", "end"): "time_after", ("end", "start"): "time_before"}
"""Which way the reading of a thing told with its own length moves: from its start to its end, or back."""
_ARRIVING = lazy(r"\b(?:be|been|get|got|arrive|arrived|there|home|back|in our seats|seated|on time)\b")
"""A length before a reading to be somewhere ("we need to be back 1 hour before"): how long it takes to get
there is not told."""
_SUBJECT = lazy(
    r"\b(?:when|what time|what hour)(?: \w+)? (?:is|are|was|were|does|do|did|will|would|can|could|should"
    r"|shall|must|s) (?:the |my |our |your |his |her |their |a |an )?(?P<subject>[a-z]+)"
)


def _someone_else_asked(question: str, story: str) -> bool:
    """Does the question ask of someone or something the story does not tell ("When is my sister free?")?"""
    asked = _SUBJECT.search(question)
    if asked is None:
        return False
    subject = asked["subject"]
    return (
        subject not in PEOPLE
        and subject not in ("it", "that", "this", "there", "be")
        and not said_in(subject, story.split())
    )


_BEFORE_WHAT = lazy(r"\bbefore (?:the |my |our |your |his |her |their )?(?P<what>[a-z]+)", needs="before")
"""What a length is told before: "6 hours before theatre" (the theatre at the reading)."""
_ASKS_THE_PAST = lazy(r"\b(?:did|was|were|had)\b", needs="did|was|were|had")
"""A question of a time before the story's ("At what hour did we buy the tickets?"): not the end of it."""


def _told_before(first: LazyPattern, second: LazyPattern, story: str) -> bool:
    """Is what `first` finds told before what `second` finds in the story?"""
    one, two = first.search(story), second.search(story)
    return one is not None and two is not None and one.start() < two.start()


def _from_a_start(story: str, reading_clause: str, length_clause: str, asked: str) -> str | None:
    """A reading that starts something: moved on to its end; moved back for a journey to it ("The film starts
    at 7:45 and the drive takes 25 minutes. When should I leave?")."""
    travel = bool(_TRAVEL.search(length_clause))
    if asked == "start":
        return "time_before" if travel and _another_thing_first(reading_clause, length_clause) else None
    if travel and not verbs_in(reading_clause) & {"leave", "get on", "take off"}:
        return None  # "The film starts at 7:45 and the drive takes 25 minutes. When do we arrive?"
    if lasts_another_thing(story) and not runs_its_machine(story):
        return None  # "Doors open at 18:45. The support act lasts 45 minutes. When does it end?"
    return "time_after"  # "Doors open at 19:00, the film is 2 hours", "Washer started 14:25, the cycle is …"


def _length_of_getting_there(length_clause: str) -> bool:
    """Is the length told before a deadline one to get there or get ready ("the walk to the gate takes 50
    minutes", "the courier needs 6 hours"), not one said of "it" ("it takes 50 minutes to deliver": from
    sending, or from when it goes out?)?"""
    first_word = length_clause.split()[0] if length_clause.split() else ""
    return not _OWN_LENGTH.search(length_clause) and first_word not in _SAID_OF_IT


_SAID_OF_IT = frozenset({"it", "this", "that", "which", "takes", "lasts"})


def _another_thing_first(reading_clause: str, length_clause: str) -> bool:
    """Is the length another thing's, done before the reading's event: a journey or a preparation told in a
    clause of its own, naming nothing of the reading's clause ("the lamb needs 45 minutes" before "dinner is
    at 13:30"), not the event's own length ("it lasts 90 minutes")?"""
    if not length_clause or length_clause == reading_clause or _OWN_LENGTH.search(length_clause):
        return False
    first_word = length_clause.split()[0] if length_clause.split() else ""
    shared = set(reading_clause.split()) & set(length_clause.split()) - _HOW_LONG_WORDS
    return first_word not in _SAID_OF_IT and not shared


def _role_of(clause: str) -> str | None:
    """What the one reading is, by the words before it in its clause: "start" (starts, leaves, goes in),
    "end" (ends, lands, closes), "deadline" (by, due, need to be at) or "event" (at, is); None when its words
    say both a start and an end."""
    if _DEADLINE.search(clause.removesuffix(" at").removesuffix(" is").strip()):
        return "deadline"
    kinds = kinds_of(verbs_in(clause), False)
    if len(kinds) > 1:
        return None
    if kinds:
        return kinds.pop()
    if clause.endswith((" on at", " in at", " on", " in")):
        return "start"  # "roast in at", "put the stew on at"
    return "event"


def _asked(question: str, reading_clause: str) -> str | None:
    """What the question asks: "start", "end", "earliest" (when can we …), "time" (a bare "what time?"),
    None when it asks both ways, what the reading tells, or the earliest start."""
    verbs = verbs_in(question)
    if verbs & verbs_in(reading_clause):
        return None  # "The match starts at 15:00 and lasts 90 minutes. When does it start?"
    kinds = kinds_of(verbs, False)
    starts = bool(_ASKS_START.search(question)) or "start" in kinds
    ends = bool(_ASKS_END.search(question)) or "end" in kinds
    earliest = bool(_ASKS_EARLIEST.search(question))
    if starts and (ends or earliest):
        return None  # "When can we leave?": as soon as it ends, or in time to get there?
    if starts or ends:
        return "start" if starts else "end"
    if earliest:
        return "earliest"
    bare = not set(question.split()) - ASKING_WORDS - {"so", "at", "time"}
    return None if bare else "time"  # "when", its words cut off as chatter


def _clause_of(story: str, found: LazyPattern) -> str:
    """The clause of the story holding what `found` finds: "loading takes 1 hour 40 min"."""
    for clause in CLAUSES.split(story):
        if found.search(clause):
            return clause.strip().removeprefix("and ").removeprefix("but ")
    return ""


def _names_a_place(text: str) -> bool:
    """Does the story name a place ("… 7 hours 55 minutes to Boston"), its clock maybe not the reading's?"""
    from quickmath.offline.readers.time_zones import countries  # only for a story read this far

    return bool(countries(text))


def _tells_a_sleep(text: str) -> bool:
    """A sleep told ("went to bed at 9:30", "needs 8 hours sleep"): left to `clock_stories`."""
    return bool(ASKS_SLEEP.search(text) or TO_BED.search(text))


def _one_way_on_the_dial(way: str, at: str, apart: str) -> bool:
    """Is a reading with no AM or PM on a 12-hour dial ("9:30") moved to a time it names either way? Moved
    past noon or midnight ("went to bed at 9:30", 8 hours on), the answer depends on which 9:30 it was."""
    if on_one_dial(at):
        return True
    hours, minutes = (int(part) for part in at.split(":"))
    told = [int(part) for part in re.findall(r"\d+", apart)]
    moved = told[0] * 60 + (told[1] if len(told) > 1 else 0) if " h" in apart else told[0]
    start = (hours % 12) * 60 + minutes
    end = start + moved if way == "time_after" else start - moved
    return 60 <= end < 12 * 60 and start + (0 if hours != 12 else 12 * 60) >= 60
