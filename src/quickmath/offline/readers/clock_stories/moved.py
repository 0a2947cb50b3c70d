"""Stories of one reading moved by one length: the question's verb says which way ("lasts 2 hours. When
does it finish?"), a reading told to move or reset ("move it 15 minutes later"), and a thing due that runs
late or early ("due at 16:04 but is 37 minutes late")."""

from __future__ import annotations

import re

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.readers.clock_stories.later import NAMED_AFTER
from quickmath.offline.readers.clock_stories.owners import follows_an_end, way_by_roles
from quickmath.offline.readers.clock_stories.words import (
    ASKS_SLEEP,
    ASKS_THAT_TIME,
    ASKS_WHEN,
    AT_THE_START,
    CLAUSES,
    DIRECTION,
    LENGTHS,
    MEANS_TO,
    NEXT_AFTER,
    PEOPLE,
    READINGS,
    TO_BED,
    VERB,
    VERB_WORDS,
    asked_verbs,
    clause_of_first_reading,
    doer_of,
    kinds_of,
    names_asked,
    verbs_in,
)
from quickmath.offline.readers.clock_times import LENGTH, READING, length, reading
from quickmath.offline.reading.text import FILLERS, tokens
from quickmath.patterns import lazy

_TRIPS = r"(?:journey|trip|ride|flight|drive|walk|wait|crossing|voyage|commute)"
_LASTING = lazy(
    rf"\b(?:lasts?|lasted|takes?|took|needs?|needed|runs?|ran|running|is|was|for|after|stay|stays|stayed|spend"
    rf"|spends|wait|waits|waited|travels?|travelled|traveled|drives|drove|fly|flies|flew|sails|sailed|walks|walked"
    rf"|go|goes|went on|plays?|played|reckon|allow|allows|allowed|allowing|booked|budgeted|allotted"
    rf"|requires?|required)"
    rf"(?: \w+){{0,3}} {LENGTH}"
    rf"|{LENGTH} of (?!(?:it|that|this|the|them|which)\b)[a-z]+"
    rf"|\bthen (?:a |my |the )?{LENGTH} (?:break|rest|pause|stop|lunch)"
    rf"|\b(?:i am|we are|i m|im) {LENGTH} away\b"
    rf"|\b(?:do|doing) {LENGTH}|{LENGTH} (?:with|including) (?:half time|the break|breaks|stoppages)"
    rf"|{LENGTH} (?:long|{_TRIPS}|film|show|lesson"
    rf"|to (?:walk|drive|cook|bake|get))"
    rf"|\b(?:{_TRIPS}|flight|travel|flying|cooking|baking)(?: time)? (?:is |of )?{LENGTH}"
    rf"|(?:^|, |; ){LENGTH} to (?!the next\b)(?:the )?[a-z]+(?= ;| ,|$)"
)
"""The length is how long the thing lasts: "lasts 2 hours", "a 95 minute journey", "needs 45 minutes", "we
want to do 2 hours 45 minutes", "the stream goes 2 hours 40 minutes"; a length said otherwise ("has a 15
minute break") may be part of it only, so the story is left alone."""
_HAVE_LENGTH = lazy(
    rf"(?:\b(?:i|we|you|they)|(?:^|, |; )) ?(?:have|have got|got|get|are given|are allowed|get given)"
    rf" {LENGTH}(?= ;| ,|$)",
    needs="have|got|get|given|allowed",
)
"""A length someone has for a thing that starts at the reading ("Meeting starts 2:30 pm, we have 1 hour 40
minutes", "Tea break at 10:15, we get 20 minutes"): it lasts that long when the question asks when it is over
("Back on the tools when?", "Off at?")."""
_DONE_WITH = frozenset({"finish", "end", "ready", "come off", "get off"})
_PLACE_REACHED = lazy(
    rf"{LENGTH} (?:to|into|in to) (?P<place>(?:the |my |our )?[a-z]+)"
    rf"|\b(?:walk|drive|ride|cycle|run|trip|journey) (?:to|into) (?P<place_first>(?:the |my |our )?[a-z]+)"
    rf" (?:is|takes|will take) {LENGTH}",
    needs="to",
)
_PLACE_ASKED = lazy(
    r"\b(?:(?:be|am|are|is)(?: (?:i|we|you|they|he|she))? (?:in|at)|get to|gets to|reach|arrive (?:in|at))"
    r" (?P<place>(?:the |my |our )?[a-z]+)"
    r"|\b(?:get|gets|be|are|am|is|were|was|arrive|reach)(?: (?:i|we|you|they|he|she))?(?: back)?"
    r" (?P<home>home)\b",
)


_CONVEYANCE = r"(?:bus|train|tram|coach|ferry|boat|flight|plane|taxi|cab|shuttle)"
_RIDE_FROM_THE_READING = lazy(
    rf"\b{_CONVEYANCE}(?: (?:is|leaves|goes|departs|comes))? (?:at )?{READING}.*\b(?:it is|takes|is) {LENGTH}"
    rf" (?:to|into) (?!the next\b)[a-z]+",
    needs="bus|train|tram|coach|ferry|boat|flight|plane|taxi|cab|shuttle",
)
"""A ride that starts at the reading of what one rides, and its length to a place: "The bus is at 15:52 and it
is 38 minutes to town". Only its arrival is a length after it; what came before the bus is not told."""
_ASKED_ALONG = lazy(rf"\b(?:the )?{_CONVEYANCE}\b")
"""The ride itself asked: "When does the bus leave town?"."""


def _to_another_place(story: str, question: str) -> bool:
    """Is the length a trip to one place and the question of reaching another ("I walk 15 minutes to the stop.
    What time will I be in town?", "the walk to the stop is 15 minutes. When do we get home?")? The walk to
    the stop ends where the thing at the reading begins."""
    trip, asked = _PLACE_REACHED.search(story), _PLACE_ASKED.search(question)
    if trip is None or asked is None:
        return False
    return (trip["place"] or trip["place_first"]) != (asked["place"] or asked["home"])


_STARTED_NOW = lazy(
    r"(?:^|,? )if (?:i|we|you|u|they) (?:start|begin|go|leave|set off)(?: (?:it|right))? now(?: ,)?",
    needs="now",
)
"""A question asked of starting now: "What time do I finish if I start now?" (the reading told is now)."""
_NOW_TOLD = lazy(
    rf"(?:^|; |, |\band )(?:it is|the time is|now(?: it is)?|(?:the |my )?(?:clock|watch|phone) says)"
    rf" {READING}"
    rf"|{READING} now\b"
)


_JOURNEY = lazy(
    rf"\bafter (?:(?:a|an|the) (?:\w+ ){{0,3}}{_TRIPS}\b|(?:running |lasting |playing )?{LENGTH})"
)
"""A length after which the event came: "arrived after a 2 hour journey", "came out at 1:10 PM after 95
minutes": it says how long the thing lasted, not which way to go."""
_AWAY_FROM_IT = lazy(rf"\b(?:i am|we are|i m|im) {LENGTH} away\b", needs="away")
"""The learner a length away from where the reading is: "Lunch call is at 12:30 and I'm 20 minutes away"."""
_ASKS_OF_ME = lazy(r"\b(?:i|we)\b")
_EARLIEST = lazy(r"\bearliest\b", needs="earliest")
_FROM_THE_READING = lazy(
    rf"\b(?:from|starting|starting at|beginning) {READING}", needs="from|starting|beginning"
)
"""A reading something runs from: its start, told."""
_UNTIL_A_READING = lazy(rf"\b(?:until|till|til) {READING}", needs="til")
"""A reading something goes on until ("Lunch service till 14:30"): an end told, no length's direction."""
_TAKES_TO = lazy(rf"\b(?:takes?|took|needs?) {LENGTH} to (\w+)")
"""A length that it takes to do something: "takes 12 minutes to boil … what time will it boil?" asks its
end."""


_STAYS = lazy(rf"\b(?:stay|stays|stayed|spend|spends|spent)(?: \w+){{0,2}} {LENGTH}", needs="stay|spen")
"""A stay at a place: "I stay 95 minutes from opening", where leaving ends the stay."""


_ASKS_ALLOWED = lazy(
    r"^(?:so )?when (?:can|could|may) (?:i|we|you|he|she|they|(?:the|my|our) [a-z]+ be)\b"
    r"|^when (?:is|will) it (?:be )?(?:ok|safe)\b",
    needs="when",
)
"""When something may be done, after a length from the reading: "When can I take the clamps off?"."""
_ASKS_WHEN_I_DO = lazy(
    r"(?:so )?(?:(?:at )?what time|when) (?:do|does|will|can|should|shall|must|could|would)"
    r" (?:i|we|you|it|they|he|she|the [a-z]+) (?!be\b|free\b|there\b)[a-z]+"
    r"(?: (?:it|them|him|her|up|off|out|on|in|back|down|over))?(?: (?:in|into|to|at) (?:the )?[a-z]+)?"
    r"|(?:so )?(?:(?:at )?what time|when) (?:is|are|will) (?:it|they|the [a-z]+)(?: all)? (?:be )?"
    r"(?:done|ready|finished|over|cleared|through|complete)"
    r"|(?:so )?what time (?:will|is) (?:that|it)(?: be)?"
)
"""When the learner does the next thing, or when that is: "what time do I rinse?", "what time will it be?"."""
_BEFOREHAND = lazy(r"\b(?:before\w*|earlier|prior|ahead|in advance|early)\b")
"""A length said to come before the reading: "a reminder goes out 25 minutes beforehand"."""
_ELSEWHERE = lazy(
    r"\btime (?:will|would|is) it (?:be )?(?:back )?(?:in|at|there|here|home)\b(?! the end\b)", needs="time"
)
"""A clock somewhere else: "What time will it be in New York when it lands?" (its time zone is not told)."""
_TRIP_TO = lazy(
    rf"\b(?:it is|takes|is) {LENGTH} to (?!the next\b)(?!get\b|go\b|walk\b|drive\b)[a-z]+", needs=" to "
)
"""A trip's length to where it goes: "… and it's 7 hours 55 minutes to Boston"."""


def moved_by_a_length(story: str, question: str, text: str) -> ProblemSpec | None:
    """One reading moved by one length: the question's verb says which way. The question must ask for
    something the story does not already say ("it leaves at 8:50 … when does it leave?")."""
    readings, lengths = READINGS.findall(text), LENGTHS.findall(text)
    if len(readings) != 1 or len(lengths) != 1 or not ASKS_WHEN.search(question):
        return None
    if started := _STARTED_NOW.search(question):
        if not _NOW_TOLD.search(story):
            return None  # "… When am I there if I go now?": now is not told
        question = f"{question[: started.start()]} {question[started.end() :]}".strip()
    question = AT_THE_START.sub("", question)
    if _ELSEWHERE.search(question):
        return None  # "What time will it be in New York when it lands?": the clock there is not told
    told_then = verbs_in(clause_of_first_reading(story))
    asked = asked_verbs(question, story)
    preparing = prepared_for(story)
    if preparing and not asked and _TO_BE_THERE.search(question):
        asked = {"start"}  # "need 1 hour 25 to get the ground ready. What time do the lads have to be in?"
    if _AWAY_FROM_IT.search(story) and (
        not _ASKS_OF_ME.search(question) or kinds_of(asked, False) != {"start"}
    ):
        return None  # "The bus is at 12:30 and I'm 20 minutes away, when does the bus leave?": the bus's time
    if (
        _EARLIEST.search(question)
        and {"end"} != kinds_of(asked, False)
        and {"start"} != kinds_of(told_then, False)
    ):
        return None  # "The last bus is at 11:40 pm, I'm 25 min away, earliest I can leave?": any time before
    if asked != verbs_in(question) and _STAYS.search(story):
        return None  # "Stall opens 9:00, we stay 3 hours, back when?": back home, after the trip there?
    if not asked and ASKS_THAT_TIME.fullmatch(question.strip()) and _TRIP_TO.search(story):
        asked = {"arrive"}  # "… it's 7 hours 55 minutes to Boston, what time is that?": its arrival
    sleeping = bool(TO_BED.search(story) or ASKS_SLEEP.search(story))
    kinds = kinds_of(asked, staying=bool(_STAYS.search(story)), sleeping=sleeping)
    takes_to = _TAKES_TO.search(story)
    told = verbs_in(story)
    if takes_to:
        if not asked and re.search(rf"\b{re.escape(takes_to.group(2))}", question):
            kinds = {"end"}  # "takes 12 minutes to boil … what time will it boil?"
        said = CLAUSES.split(story[takes_to.start(2) :])[0]  # "to reach the city centre", "to get to York"
        if kinds_of(verbs_in(said), staying=False) == {"end"}:
            told = verbs_in(story[: takes_to.start()] + " " + story[takes_to.start(2) + len(said) :])
    if (
        not asked
        and _ASKS_ALLOWED.search(question)
        and (not kinds_of(told, staying=False) - {"start"} or follows_an_end(story, question))
    ):
        kinds = {"end"}  # "needs 90 minutes to set; I glued at 10:50 AM. When can I take the clamps off?"
    elif (
        not asked
        and kinds_of(told, staying=False) == kinds_of(told_then, staying=False) == {"start"}
        and not _BEFOREHAND.search(text)
        and _ASKS_WHEN_I_DO.fullmatch(question.strip())
        and not sleeping
    ):
        kinds = {"end"}  # "Colour went on at 10:25, needs 35 minutes to develop. What time do I rinse?"
    named = _NAMED_BY_READING.search(question)
    if (named or _NAMED_BY_READING.search(story)) and kinds != {"end"}:
        return None  # "the 10:48 AM coach" leaves at 10:48 AM: only its arrival is asked with a length
    if preparing and kinds != {"start"}:
        return None  # "Guests arrive at 19:00, we need 2 hours to cook. When is the food ready?" was 21:00
    if len(kinds) != 1 or (asked & told and not preparing) or (READINGS.search(question) and not named):
        return None
    if kinds == {"start"} and _FROM_THE_READING.search(story):
        return None  # "The break is 25 minutes from 10:35, when does the break start?": from 10:35, told
    told_at = clause_of_first_reading(story)
    if (names_asked(question) - _LINKS) & set(tokens(told_at)) and kinds == kinds_of(
        verbs_in(told_at), False
    ):
        return None  # "The show started at 7:30 pm and lasted 2 hours. When did the show go on?": told
    if DIRECTION.search(_JOURNEY.sub(" ", _UNTIL_A_READING.sub(" ", _before_it_if(preparing, text)))):
        return None  # "… 30 minutes until the break": the length may be another's
    lasting = _LASTING.search(text) or (_HAVE_LENGTH.search(story) and asked and asked <= _DONE_WITH)
    if not lasting and not _length_of_its_thing(story):
        return None  # "… and I have 1 h 50 min. When are we in Calais?": a length had is no trip's
    if not lasting and kinds == {"start"} and kinds_of(verbs_in(told_at), False) != {"end"}:
        return None  # "Run club meets 18:30, 1 h 15 min run. When does the run start?": told, not moved back
    if NEXT_AFTER.search(story) or NAMED_AFTER.search(story):
        return None  # "ends at 10:50 and it's 15 minutes to the next", "lunch is after 4 hours": another's
    if _LEAD_IN.search(story) and kinds_of(verbs_in(told_at), False) != {"end"}:
        return None  # "Showing starts 19:45 with 20 min of trailers; when should I leave home?" was 19:25
    if lasts_another_thing(story) and not started and not (kinds == {"end"} and runs_its_machine(story)):
        return None  # "Doors open at 6:45 pm. The support act lasts 45 minutes." was 7:30 PM
    if kinds == {"start"} and _RIDE_FROM_THE_READING.search(story) and not _ASKED_ALONG.search(question):
        return None  # "The bus is at 15:52 and it is 38 minutes to town. When did I leave home?" was 15:14
    if _to_another_place(story, question):
        return None  # "Bus leaves at 07:10 and I walk 15 minutes to the stop. When am I in town?" was 07:25
    operation = "time_after" if kinds == {"end"} else "time_before"
    staying = bool(_STAYS.search(story))
    if not sleeping and way_by_roles(story, question, asked, kinds, staying) != operation:
        return None  # "The meeting is at 14:00. It lasts 45 minutes. When do I leave?" was 13:15
    return ProblemSpec(operation, reading(readings[0]), length(lengths[0]))


_GOINGS = rf"(?:{_TRIPS}|run|jog|hike|swim|cycle|route|tour|round trip)"
_LENGTH_NAMING = lazy(rf"(?:^|, |; |\band ){LENGTH} (?P<thing>(?:[a-z]+ )?[a-z]+)(?= ;| ,|$)")
"""A length said with what lasts it, a clause of its own: "Run club meets 18:30, 1 h 15 min run", "Bus leaves
the ground 17:20, 2 h 10 min home"."""
_THING_SIZED = lazy(
    rf"\b(?:{VERB_WORDS}) (?:my|a|an|the|our|his|her|their) {LENGTH} (?P<thing>[a-z]+) (?:at|by) {READING}"
)
"""A length said as the size of the thing a reading starts or ends: "finish my 50-minute run by 7:15 am",
"start a 40 minute class at 9:00"."""


def _length_of_its_thing(story: str) -> bool:
    """Is the length said with the thing it is the length of: a trip ("1 h 15 min run", "2 h 10 min home"), or
    what the reading's clause names ("Film club meets 19:00, 1 h 50 film") or governs ("finish my 50-minute
    run by 7:15 am")? A length of another thing ("Doors open 18:45, 30 minute set") is no such length."""
    if _THING_SIZED.search(story):
        return True
    said = _LENGTH_NAMING.search(story)
    if said is None:
        return False
    thing = said.group("thing")
    if re.fullmatch(rf"(?:[a-z]+ )?{_GOINGS}|home|back|there", thing):
        return True
    return thing.split()[-1] in set(tokens(clause_of_first_reading(story)))


_NEEDED = lazy(
    rf"\b(?:i|we|you|u|they)(?: will| ll| would| d)? (?:need|needs|must allow|have to allow) {LENGTH} to "
    rf"|(?:^|; |, |\band )need {LENGTH} to ",
    needs="need|allow",
)
"""A length someone needs to get something done: "I need 40 minutes to ride to the station", "need 1 hour 25
to get the ground ready" ("and needs 35 minutes" goes on with the reading's own subject)."""
_OWN_START = frozenset({"i", "we", "you", "u", "they", "he", "she", "it"})
_TO_BE_THERE = lazy(r"\b(?:be|get) (?:in|there|here|on site|on)$", needs="be|get")
"""Being there asked, to start what is needed: "What time do the lads have to be in?"."""
_BEFORE_IT = lazy(
    r"\bbefore (?:he|she|they|it|the [a-z]+|that|then)(?: (?:comes|arrives|starts|opens|leaves|gets here))?"
    r"(?= ;| ,|$)",
    needs="before",
)
"""Before the event at the reading, said again: "… to finish the second fix before he comes"."""


def prepared_for(story: str) -> bool:
    """Is the length what someone needs to get ready for what is at the reading, another's event or a booking
    ("Guests arrive at 19:00, we need 2 hours 15 minutes to cook", "Train leaves 15:10, I need 40 minutes to
    ride to the station")? Then only the start is asked with it. Not when the reading is someone's own start
    or now ("I leave at 8:10 and need 35 minutes to get there", "left the depot at 04:50, need …")."""
    if _NEEDED.search(story) is None:
        return False
    clause = clause_of_first_reading(story).strip()
    doer = doer_of(clause)
    return doer not in _OWN_START and (doer is not None or not VERB.match(clause))


def _before_it_if(preparing: bool, text: str) -> str:
    return _BEFORE_IT.sub(" ", text) if preparing else text


_NAMING_NOTHING = frozenset({
    "my", "our", "your", "his", "her", "their", "its", "this", "that", "there", "then", "must", "need",
    "needs", "have", "has", "had", "got", "want", "wants", "should", "shall", "may", "might", "by", "be",
    "been", "and", "but", "so", "which", "also",
})  # fmt: skip


def _names(clause: str) -> set[str]:
    """The words of a clause that name something, not its verbs, people or small words: "doors" of "doors
    open at", "support act" of "the support act"."""
    return {
        word
        for word in tokens(VERB.sub(" ", clause))
        if word.isalpha() and word not in FILLERS | PEOPLE | _NAMING_NOTHING | _LINKS
    }


_FIRST = lazy(r"(?:first|1st|opening) ", needs="first|1st|opening")
"""The first of the things at the reading, which starts when they start."""


def _nouns(thing: str) -> set[str]:
    """The words naming a thing said before its verb: "show" of "the show" (a word that is chatter
    elsewhere, "show me", names a thing here)."""
    return {
        word
        for word in tokens(VERB.sub(" ", thing))
        if word.isalpha() and word not in PEOPLE | _NAMING_NOTHING | _LINKS | {"the", "a", "an"}
    }


_PERFORMS = r"plays|played|performs|performed|sings|sang|speaks|spoke|talks|talked"
_THING_LASTS = lazy(
    rf"(?:^|; (?:(?:the|a|an|our|my|their|his|her|your) )?"
    rf"|(?:, |\band )(?:the|a|an|our|my|their|his|her|your) )"
    rf"(?P<thing>(?:[a-z]+ ){{1,3}}?)(?:lasts?|lasted|takes?|took|runs?|ran|is|was|will last|will take"
    rf"|goes on|{_PERFORMS}|[a-z]+s for|[a-z]+ed for) (?:for )?{LENGTH}"
    rf"|, (?P<act>(?:[a-z]+ ){{1,3}}?)(?:{_PERFORMS}) (?:for )?{LENGTH}"
)
"""A thing said to last a length, in a sentence of its own ("the support act lasts 45 minutes", "the walk
takes 25 minutes") or named in a clause of its own (", the support act lasts 45 minutes", "and the show lasts
2 hours", ", support plays 1 hour 45"); "Kids back at 3:15 pm, tea takes 25 mins" tells what follows the
reading."""


def lasts_another_thing(story: str) -> bool:
    """Is the length said of another thing than the one at the reading ("Doors open at 6:45 pm. The support
    act lasts 45 minutes": when it starts is not told)? A trip lasts from the reading ("School starts at
    8:55. The walk takes 25 minutes"), and "it" names the thing at the reading."""
    lasting = _THING_LASTS.search(story)
    if lasting is None:
        return _length_named_of_another(story)
    if lasting.start() < (READINGS.search(story) or lasting).start():
        return False  # the length told first: "the tour takes 90 minutes ; we start at 9:30 am"
    thing = lasting.group("thing") or lasting.group("act")
    if thing.split()[-1] in PEOPLE:
        return False  # "backup kicked off at 23:40 and the log says it took 95 min": "it" is the backup
    if lasting.group().startswith("and ") and (
        kinds_of(verbs_in(clause_of_first_reading(story)), False) != {"start"} or _FIRST.match(thing)
    ):
        return False  # "Full time whistle went at 21:38 and the match lasted …", "… the first period is …"
    said, told = _nouns(thing), _names(clause_of_first_reading(story))
    if said & told or re.search(rf"\b(?:{_TRIPS}|run|route|transfer|shuttle)\b", thing):
        return False  # "The flight departs at 16:25 and the flight time is …", "the walk home is 20 mins"
    if _ROUNDS.search(thing) and "leave" in verbs_in(clause_of_first_reading(story)):
        return False  # "I leave the depot at 7:20 am and the round takes 3 hours 50 minutes": its own round
    return bool(told) and bool(said - {"time", "length", "duration"})


_ROUNDS = lazy(r"\b(?:round|loop|circuit|tour)\b", needs="round|loop|circuit|tour")
"""A round that someone leaving at the reading goes on: the length of their going, not another thing's."""


def runs_its_machine(story: str) -> bool:
    """Is the length the run of a machine started at the reading ("Washing machine started 14:25, the cycle is
    25 minutes")? Its end is the reading moved on; when to do anything else, or what comes after it ("…, then
    the dryer"), is not told."""
    lasting = _THING_LASTS.search(story)
    return (
        lasting is not None
        and not story[lasting.end() :].strip()
        and _MACHINE_RUNS.fullmatch((lasting.group("thing") or "").strip()) is not None
        and kinds_of(verbs_in(clause_of_first_reading(story)), False) == {"start"}
    )


_MACHINE_RUNS = lazy(
    r"(?:the |its |a )?(?:(?:eco|quick|normal|standard|full|whole|long|short|express|intensive|main) )?"
    r"(?:cycle|programme|program|wash)"
)
"""The run of a machine started at the reading ("the cycle is 25 minutes", "the eco programme takes"): its own
length; another one's ("the dryer cycle", "the rinse cycle") is not."""


_NAMED_LENGTH = lazy(rf"(?:^|, |; |\band )(?:the |a |an |our |my )?(?P<thing>[a-z]+) {LENGTH}(?= ;| ,|$)")
"""A length said after what lasts it, with no verb: "Gates open 12:00, match 90 minutes"."""


_SAID_OF_IT = lazy(
    r"(?:[a-z]+ )?(?:lasts?|lasted|lasting|takes?|took|taking|needs?|needed|runs?|ran|running|is|was|are"
    r"|were|be|goes|went|plays?|played|for|about|around|over|just|only|another|extra|of|in|after|before|under|nearly"
    r"|almost|roughly|approx|approximately|exactly|then|and|or|with|by|to|from|at|it|that|this|got|get|gets"
    r"|have|has|had|given|allowed|allow|allows|want|wants|spend|spends|spent|stay|stays|stayed|wait|waits"
    r"|waited|booked|budgeted|allotted|reckon|reckons)"
)
"""Words before a length that are no name of a thing: "and lasts 25 minutes", "for about 2 hours"."""


def _length_named_of_another(story: str) -> bool:
    """Is a length said with no verb, beside the name of what lasts it, of another thing than the one at the
    reading ("Gates open 12:00, 90 minute match", "… match 90 minutes": when the match starts is not told)?
    A trip ("1 h 15 min run", "2 h 10 min home") or the thing at the reading ("Film club meets 19:00, 1 h 50
    film") lasts from it."""
    said = _LENGTH_NAMING.search(story) or _NAMED_LENGTH.search(story)
    reading_at = READINGS.search(story)
    if said is None or reading_at is None or said.start() < reading_at.start():
        return False
    thing = said.group("thing")
    if re.fullmatch(rf"(?:[a-z]+ )?{_GOINGS}|home|back|there", thing) or _SAID_OF_IT.fullmatch(thing):
        return False
    if _LASTING.search(said.group().strip(" ,;")):
        return False  # "and travels 4 hours 20 minutes", "travel 4 hours 20 minutes": the length's own verb
    told = _names(clause_of_first_reading(story))
    return bool(told) and not set(thing.split()) & told


_LEAD_IN = lazy(
    rf"{READING} with (?:a |an )?{LENGTH}(?: of)? (?P<lead>(?:[a-z]+ ){{0,2}}?[a-z]+)(?= ;| ,|$)",
    needs="with",
)
"""A reading something starts at with a first part of a length: "Showing starts 19:45 with 20 min of
trailers", "Gig kicks off 20:00 with a 45 minute support slot"."""


MAIN_PART = lazy(
    r"\b(?:itself|themselves|main|proper|actual|actually|real|really)\b|\bafter (?:that|them|it|this)\b",
    needs="itself|themselves|main|proper|actual|real|after",
)
"""The rest of what starts at the reading, named as such: "the film itself", "the main band", "the talk
proper"; a thing not so named may come before ("the doors open at what time?")."""
_PERSON = lazy(r"\b(?:i|we|you|u|he|she|they)\b")


def asks_after_a_lead_in(story: str, question: str) -> bool:
    """Does the question ask the start of the rest of what starts at the reading with a first part ("Showing
    starts 19:45 with 20 min of trailers. When does the film itself start?")? See `after_a_lead_in`."""
    return bool(_LEAD_IN.search(story) and MAIN_PART.search(question))


def after_a_lead_in(story: str, question: str, text: str) -> ProblemSpec | None:
    """The start of what comes after a first part, or that part's end: "Showing starts 19:45 with 20 min of
    trailers; the film itself begins at what time?", "The service starts at 10:00 with 15 minutes of notices.
    When does the sermon begin?". The first part's start is the reading ("When do the trailers start?"),
    and the end of the rest is not told ("When does the film end?")."""
    found, readings = _LEAD_IN.search(story), READINGS.findall(text)
    if found is None or len(readings) != 1 or len(LENGTHS.findall(text)) != 1:
        return None
    if not ASKS_WHEN.search(question) or READINGS.search(question):
        return None
    if _PERSON.search(question):
        return None  # "… with 20 min of trailers; when should I leave home?": someone's own time
    told, asked = verbs_in(clause_of_first_reading(story)), asked_verbs(question, story)
    if kinds_of(told, False) - {"start"} or len(kinds := kinds_of(asked, False)) != 1:
        return None
    named = names_asked(question) - _LINKS - {"itself", "actual", "main", "proper", "really"}
    lead = named & set(tokens(found.group("lead")))
    if (kinds == {"start"}) == bool(lead) or (kinds == {"end"} and named - lead):
        return None  # "… When do the trailers start?": at the reading; "… When does the film end?": not told
    if kinds == {"start"} and not MAIN_PART.search(question):
        return None  # "Gig starts 20:00 with a 45 minute support slot; the doors open at what time?"
    if named & set(tokens(clause_of_first_reading(story))):
        return None  # "Showing starts 19:45 with … When does the showing start?": told
    return ProblemSpec("time_after", reading(readings[0]), length(found.group(2)))


_TOLD_TO_MOVE = lazy(
    rf"\b(?:(add|adds|added|adding|extends? (?:it |that )?by|extended (?:it |that )?by|plus|count on"
    rf"|go forward|move (?:it )?(?:on|forward)|put (?:it )?forward)"
    rf"|(take away|subtract|minus|take off|count back|go back|move (?:it )?back|put (?:it )?back))"
    rf"(?: on)? (?:another |an extra |a further |an additional |extra )?{LENGTH}",
    needs="add|extend|plus|count|take|subtract|minus|go |move|put",
)
"""A length the story says to add or take off: "the note says 'add 50 minutes'"; or says something adds to
the reading ("Pick-up is 15:15 and after-school club adds 1 hour 45 minutes", "late check-out extends it by
90 minutes")."""
_DIRECTION_BESIDE = lazy(
    rf"(?:{LENGTH}|{READING}) {DIRECTION.pattern}|{DIRECTION.pattern} (?:by )?(?:{LENGTH}|{READING})"
)
"""A word of direction beside the length or the reading ("adds 30 minutes before it"); "the after-school club
adds 1 hour 45 minutes", "the late check-out adds 90 minutes" name a thing."""
_ASKS_NEW_TIME = lazy(r"\bnew (?:[a-z]+ ){0,2}time$", needs="new")
"""The reading asked anew after something adds to it: "What's the new check-out time?"."""
_ADDED_BY = ("adds", "added", "adding", "extend")
"""Words of a length added to the reading by something told, not by the learner: then the question asks the
reading moved only when it asks the same kind of time, an end of an end ("When do I collect?")."""


def told_to_move(story: str, question: str, text: str) -> ProblemSpec | None:
    """A reading and a length told to be added to it or taken off: "The clock on the wall shows 9:15 PM and
    the note says 'add 50 minutes'. What time does the clue point to?"."""
    found, readings = _TOLD_TO_MOVE.search(story), READINGS.findall(text)
    if found is None or len(readings) != 1 or len(LENGTHS.findall(text)) != 1:
        return None
    added_by = bool(found.group(1)) and found.group(1).startswith(_ADDED_BY)
    direction = (_DIRECTION_BESIDE if added_by else DIRECTION).search(text)
    asks_when = ASKS_WHEN.search(question) or (added_by and _ASKS_NEW_TIME.search(question))
    if not asks_when or READINGS.search(question) or direction:
        return None
    at = READINGS.search(story)
    clause = CLAUSES.split(story[: at.end()])[-1] if at else ""
    if added_by and _ASKS_DUE.search(question):
        return None  # "… the speeches added 35 minutes. When was lunch meant to finish?": the reading told
    if names_asked(question) & set(tokens(clause)) and not added_by:
        return None  # "What time does the clock show?": the reading told, not the one moved to
    adder = set(tokens(story[at.end() if at else 0 : found.start()]))
    if (names_asked(question) - _LINKS - set(tokens(clause))) & adder:
        return None  # "The film starts at 19:30 and the adverts add 20 minutes. When do the adverts start?"
    if added_by and not _same_kind_asked(clause, question, story):
        return None  # "The bus leaves at 8:05 and traffic adds 20 minutes. When does it arrive?": trip untold
    operation = "time_after" if found.group(1) else "time_before"
    return ProblemSpec(operation, reading(readings[0]), length(found.group(3)))


def _same_kind_asked(clause: str, question: str, story: str) -> bool:
    """Does the question ask the kind of time the reading's clause tells (an end, a start), or none?"""
    asked = kinds_of(asked_verbs(question, story), False)
    return not asked or asked == kinds_of(verbs_in(clause), False)


_SHIFTED = lazy(rf"{LENGTH} (earlier|sooner|later)\b(?! than)", needs="earlier|sooner|later")
_ASKS_RESET = lazy(
    r"\b(?:set|change|move|reset|put|make) (?:it|that|the \w+|my \w+)(?: \w+)? (?:to|for)$"
    r"|\bset (?:it|that|the \w+|my \w+) (?:to|for)\b|\bnew (?:\w+ )?time\b"
    r"|\bwhat (?:should|do) (?:i|we) set\b",
    needs="set|change|move|put|make|new",
)
"""A question of the time something is set to anew: "What should I set it to?", "What's the new time?"."""


def reset(story: str, question: str, text: str) -> ProblemSpec | None:
    """A reading set anew a length earlier or later: "Sunday alarm's at 10:45. I want to get up 35 minutes
    earlier. What should I set it to?", "My reminder is at 3:40 PM; move it 15 minutes later. New time?"."""
    found, readings = _SHIFTED.search(story), READINGS.findall(text)
    if found is None or len(readings) != 1 or len(LENGTHS.findall(text)) != 1:
        return None
    if not _ASKS_RESET.search(question) or READINGS.search(question):
        return None
    operation = "time_after" if found.group(2) == "later" else "time_before"
    return ProblemSpec(operation, reading(readings[0]), length(found.group(1)))


_DUE = lazy(
    r"\b(?:due|scheduled|timetabled|running|expected)\b", needs="due|schedul|timetabl|running|expected"
)
_LATE_OR_EARLY = lazy(
    rf"{LENGTH} (late|behind|early|ahead)\b|\bdelayed (?:by |for )?{LENGTH}()"
    rf"|\b(?:after|has|have|had|with) (?:a |an )?(?:delay of )?{LENGTH}()(?:(?: of)? delay\b|(?= ;| ,|$))",
    needs="late|behind|early|ahead|delay",
)
_NAMED_BY_READING = lazy(
    rf"\bthe {READING} (?:train|bus|tram|ferry|flight|coach|boat|service)\b"
    rf"|\bthe {READING} (?=(?:is|was|has|had|will be) (?:now )?(?:been )?(?:running |hit |delayed\b))"
)
"""A reading that names what was due then: "the 2:15 PM train", "the 18:47 is delayed", "the 17:40 has been
hit with a delay"."""
_NEW_TIME_ASKED = lazy(
    r"^(?:so )?what is (?:its|the|their|our|my) (?:new|actual|expected|revised) departure time$",
    needs="time",
)
"""A question of the time it now leaves, by its name: "what's its new departure time?" (a service named by its
reading leaves then; when it arrives is not told)."""
_ASKED_NOW = lazy(r"\bnow$", needs="now")
"""A question of when it comes now ("when should it arrive now?"): not when it was due."""
_ASKS_DUE = lazy(r"\b(?:due|scheduled|timetabled|supposed|meant|should|expected)\b")


_TIMETABLED = lazy(
    rf"\b(?:leaves|departs|arrives|lands|gets in|comes in|comes|goes|sets off|sails|boards|takes off)"
    rf" (?:at )?{READING}",
    needs="leaves|departs|arrives|lands|gets in|comes|goes|sets off|sails|boards|takes off",
)
"""A reading told as the timetable's, in the present ("the bus leaves at 6:50 AM"), not as what happened."""
_COMING = frozenset({
    "come", "comes", "get", "gets", "in", "there", "here", "actually", "really", "now", "then", "due",
    "scheduled", "timetabled", "supposed", "meant", "should", "expected", "have", "been", "to",
})  # fmt: skip
"""Words of a question of when the thing timetabled comes that name nothing else: "when will it get in?"."""
_SOMEONE_LATE = lazy(
    rf"\b(?:i am|i m|im|we are|i was|we were|i will be|we will be|i ll be|we ll be|you are|you re|he is"
    rf"|she is)"
    rf" (?:running )?{LENGTH} (?:late|behind|early|ahead)\b",
    needs="late|behind|early|ahead",
)
"""Someone late, not the thing timetabled: "my train leaves at 14:25 and I am 10 minutes late"."""


_MEANT_EARLY = lazy(
    rf"\b(?:{MEANS_TO})(?: \w+){{0,5}} {LENGTH} (?:early|ahead|in advance|beforehand)\b",
    needs="early|ahead|advance|beforehand",
)
"""Someone meaning to be early for the thing at the reading: "I like to be there 25 minutes early"."""
_MY_OWN_TIMETABLE = lazy(
    r"\b(?:i|we) (?:am|are|was|were|m|re) (?:due|scheduled|timetabled|booked)\b"
    r"|\b(?:the |my |our )?(?:timetable|schedule|rota) (?:says|has (?:me|us)|puts (?:me|us))\b",
    needs="due|schedul|timetabl|booked|rota",
)
"""The reading is the late one's own, as a driver's timetable: "the timetable says 10:52 at Market Street",
"I'm due at the depot at 16:40" (then "I'm running 14 minutes late" moves it)."""


def late_or_early(story: str, question: str, text: str) -> ProblemSpec | None:
    """A reading something was due at and a length it runs late or early: "The train is due at 16:04 but
    is 37 minutes late. When does it arrive?", "The 14:50 bus is running 25 minutes late. What time will it
    come?"; or the time it came and when it was due: "The school bus arrived at 3:52 PM, 19 minutes late.
    What time was it meant to arrive?"."""
    readings, found = READINGS.findall(text), _LATE_OR_EARLY.search(story)
    if len(readings) != 1 or found is None or len(LENGTHS.findall(text)) != 1:
        return None
    new_time = bool(_NEW_TIME_ASKED.search(question))
    if not (ASKS_WHEN.search(question) or new_time) or READINGS.search(question):
        return None
    if new_time:
        question = "when does it leave"  # "what's its new departure time?": when it now leaves
    if _MEANT_EARLY.search(story):
        return None  # "… at 8:30 pm and I like to be there 25 minutes early": a time kept, not one come
    mine = bool(_MY_OWN_TIMETABLE.search(story))
    if (_SOMEONE_LATE.search(story) and not mine) or names_asked(question) - set(tokens(story)) - _COMING:
        return None  # "I am 10 minutes late", "… When does the meeting finish?": not the thing timetabled
    late = found.group(2) in ("late", "behind") or found.group(4) == "" or found.group(6) == ""
    said = found.group(1) or found.group(3) or found.group(5)
    timetabled = _TIMETABLED.search(story)
    if timetabled and verbs_in(question) not in (set(), verbs_in(timetabled.group())):
        timetabled = None  # "A bus leaves at 9:50 am and arrives 25 minutes late. When does it arrive?"
    if _DUE.search(story) or _NAMED_BY_READING.search(story) or timetabled or mine:
        if _ASKS_DUE.search(question) and not _ASKED_NOW.search(question):
            return None  # "The bus was due at 8:15 and came 10 minutes late. When was it supposed to come?"
        return ProblemSpec("time_after" if late else "time_before", reading(readings[0]), length(said))
    if not _ASKS_DUE.search(question) or not verbs_in(story):
        return None  # when it happened is told: only when it was due is asked
    return ProblemSpec("time_before" if late else "time_after", reading(readings[0]), length(said))


_LINKS = frozenset({"by", "at", "to", "in", "on", "for", "of", "from", "with", "up", "off", "out", "my"})
"""Small words a question shares with any clause, which name nothing in it."""
