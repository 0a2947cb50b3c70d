"""Guards of clock readings and lengths of time: a reading asked where a length was read, clocks of two
places, a reading said in words and read without its minutes or its half of the day, a style of clock read as
hours."""

from __future__ import annotations

import re

from quickmath.domain import CLOCK_OPERATIONS
from quickmath.offline.asks import ProblemSpec, Spec, TimeSum
from quickmath.offline.readers.clock_spans import minute_of_day
from quickmath.offline.readers.clock_times import CLOCK_STYLE, LENGTH
from quickmath.offline.reading.guards.shared import (
    GUESSING_READERS,
    STORY_SUMS,
    TIME_OPERATIONS,
    Read,
)
from quickmath.offline.reading.text import tokens
from quickmath.patterns import lazy

_MOVED_TIME = lazy(
    r"\b(?:moved|changed|put back|brought forward|pushed back|postponed|rescheduled|convert\w*"
    r"|(?:12|24) hours?|military)\b",
    needs="moved|changed|put back|brought|pushed|postponed|rescheduled|convert|hour|military",
)
"""A time moved from one reading to another, by any reader: "the meeting moved from 2:00 PM to 3:30 PM" is no
span of time, nor is a reading written on another clock ("convert 9:15 pm to 21:15")."""
_REPEATED = lazy(
    r"\b(?:twice|thrice|\d+ times|(?:two|three|four|five|six) times"
    r"|(?:double|triple)d? (?:it|that|this|them))\b",
    needs="twice|thrice|double|triple|times",
)
"""A length said to happen more than once ("it took 12 minutes twice"): no time reading keeps it."""


_READING_ASKED = lazy(
    r"\b(?:arrival|arrive[sd]?|departure|depart\w*|leaves?|start\w*|begin|began|finish\w*|ends?|ended|when"
    r"|what time)\b(?!.*;)",
    needs="arriv|depart|leave|start|begin|began|finish|end|when|what time",
)
_LENGTH_ASKED = lazy(
    r"\b(?:how long|how much time|how many (?:minutes|hours|mins|hrs)|duration|long|took|take|takes|length"
    r"|journey time|spent|elapsed|wait|gap|interval|between|longer|left|until|till|to go|remain\w*)\b(?!.*;)",
    needs="long|time|how many|duration|took|take|length|spent|elapsed|wait|gap|interval|between|left|until"
    "|till|to go|remain",
)
"""A reading asked ("Arrival?", "when does it leave?"), never a length between two readings."""
_SUBJECT_ASKED = lazy(
    r"\b(?:when|what time) (?:did|does|do|will|would|was|is|has|had) ([a-z]+)\b",
    needs="when|what time",
)
_NOT_NAMES = frozenset(
    {"i", "we", "you", "he", "she", "they", "it", "the", "my", "our", "your", "his", "her", "their", "this"}
    | {"that", "a", "an", "everyone", "everybody", "someone", "people"}
    | {"shown", "showing", "displayed", "given", "now"}  # "what time is shown on the clock?" names no one
)


def someone_else_asked(seen: Read) -> bool:
    """Is the time asked of someone the story does not name ("When did Tom arrive? Sam left at 8:20 …")? An
    event asked by its name is no one ("when is collection?", "when is pick up?")."""
    text = seen.text
    if seen.operation not in TIME_OPERATIONS:
        return False
    asked = _SUBJECT_ASKED.search(text)
    if asked is None or asked.group(1) in _NOT_NAMES:
        return False
    from quickmath.offline.readers.clock_stories import names_an_event  # only for a time asked of a name

    if names_an_event(text[asked.start(1) :]):
        return False
    told = text[: asked.start()] + text[asked.end() :]
    name = asked.group(1)
    said = rf"\b{name}\b|\b{name[:-1]}ves\b" if name.endswith("f") else rf"\b{name}\b"
    return re.search(said, told) is None and not _initials_told(name, told)  # "half" told as "halves" too


def _initials_told(asked: str, told: str) -> bool:
    """Is the name asked the initials of words told one after another? "nbm" of "nil by mouth", "pe" of
    "physical education": the story names it in full."""
    words = [word for word in told.split() if word.isalpha()]
    return 2 <= len(asked) <= 5 and any(
        "".join(word[0] for word in words[start : start + len(asked)]) == asked
        for start in range(len(words) - len(asked) + 1)
    )


_CLOCK_STYLE = lazy(CLOCK_STYLE, needs="hour|hr|h ")
"""A style of clock named ("what is 9:45 in 12-hour time plus 30 min"): no length of 12 hours to add (was
22:15)."""


_STYLE_AS_HOURS = frozenset({"12", "24", "1200", "2400", "12:00", "24:00", "720", "1440"})


def _style_read_as_hours(spec: Spec) -> bool:
    """Does a reading of times use 12 or 24 hours, which may be the clock's style read as a length?"""
    if isinstance(spec, TimeSum):
        return bool(_STYLE_AS_HOURS & set(spec.times))
    return isinstance(spec, ProblemSpec) and spec.operation in TIME_OPERATIONS and spec.b in _STYLE_AS_HOURS


_HOURS_AND_MINUTES = lazy(
    r"(?<![\w.])\d+(?:\.\d+)? ?(?:hours?|hrs?|h)\b.*(?<![\w.])\d+(?:\.\d+)? ?(?:minutes?|mins?)\b"
    r"|(?<![\w.])\d+(?:\.\d+)? ?(?:minutes?|mins?)\b.*(?<![\w.])\d+(?:\.\d+)? ?(?:hours?|hrs?|h)\b",
    needs="min",
)
"""Hours beside minutes ("6.5 hours Monday and 45 minutes Wednesday"): a sum of the numbers as they stand adds
unlike units (was 51.5)."""
_POINT_HOURS = lazy(r"(?<![\d.])\d+\.(?!25\b|75\b)[0-5]\d ?(?:hours?|hrs?|h)\b", needs=".")
"""Hours written with two figures after a point that may be minutes ("1.30 hours"): a decimal, or hours and
minutes? "2.85 hours" can only be a decimal."""

_ZONE_SAID = r"local time|time ?zones?|(?:their|our|my|your|his|her|uk|us|home) time|back home"
_CLOCKS_APART = lazy(
    rf"\b(?:(?<!planning )(?<!plan )ahead|behind)\b.*\b(?:{_ZONE_SAID}|at home|for (?:us|me|them|him|her)"
    rf"|in (?:the )?[a-z]+)\b"
    rf"|\b(?:{_ZONE_SAID})\b.*\b(?:ahead|behind)\b",
    needs="ahead|behind",
)
"""Clocks of two places a length apart ("home is 2 hours behind", "they are 8 hours ahead of us"): only
`readers.time_zones` reads which way; to another reader "behind" is a late train (was 18:20 for "lands at
16:20 local time and home is 2 hours behind. What time is that at home?"). "Planning ahead" is no clock."""
_AWAKE_AND_ASLEEP = lazy(
    r"^(?=.*\bawake\b).*\b(?:sleep\w*|slept|asleep|naps?|napped|in bed)\b"
    r"|^(?=.*\b(?:sleep\w*|slept|asleep)\b).*\bawake\b",
    needs="awake",
)
"""Time asleep and time awake told together: "I slept from 10:50 PM to 7:10 AM. How long was I awake?" asks
the other part of the day than the one told, so the span told is not its answer."""


_CLOCK_READING = lazy(
    r"(?<![\d.,])(\d{1,2})(?::(\d\d))? ?(?:[ap] ?;? ?m|o ?clock)\b|(?<![\d.,])(\d{1,2}):(\d\d)\b(?![.,]\d)",
    needs="am|pm|m|clock|:",
)


def reads_a_clock(seen: Read) -> bool:
    """Is a number of a sum, difference, product or share read off a clock reading ("how many will I take
    by 10 PM?" is no 8 × 10), the number said nowhere else?"""
    spec, text = seen.spec, seen.text
    if not isinstance(spec, ProblemSpec) or spec.operation not in ("+", "-", "*", "/"):
        return False
    on_clocks = {part for found in _CLOCK_READING.finditer(text) for part in found.groups() if part}
    if not on_clocks:
        return False
    elsewhere = _CLOCK_READING.sub(" ", text)
    return any(
        value.lstrip("0") in {part.lstrip("0") for part in on_clocks}
        and re.search(rf"(?<![\d.]){re.escape(value)}(?![\d])", elsewhere) is None
        for value in (spec.a, spec.b)
    )


_REALLY = lazy(r"\b(?:really|actually|truly)\b", needs="really|actually|truly")
"""A check of a told answer ("… really 10 hours 15?"): the times reader would add that length too."""

_ARRIVAL_ASKED = lazy(r"\beta\b|\bestimated (?:time of )?arrival\b", needs="eta|arrival")
"""A clock reading asked by its name, "ETA?": never a length of time ("Left depot 05:40, drive 3h 25m.
ETA?" was read as 05:40 − 3:25 = 2 h 15 min)."""


_SPOKEN_MINUTES = lazy(r"\b(half|quarter) (past|to) \d", needs="past|to")


def loses_spoken_minutes(seen: Read) -> bool:
    """A clock reading said in words ("half past 3 pm plus 50 minutes") read without its minutes (3 PM)."""
    spec, text = seen.spec, seen.text
    if not isinstance(spec, ProblemSpec) or spec.operation not in CLOCK_OPERATIONS:
        return False
    spoken = _SPOKEN_MINUTES.findall(text)
    said = {30 if part == "half" else 15 if way == "past" else 45 for part, way in spoken}
    read = {int(found) for reading in (spec.a, spec.b) for found in re.findall(r":(\d\d)", str(reading))}
    return bool(said - read)


_HALF_OF_DAY = lazy(
    r"\b(?:in the|this) (?:morning|afternoon|evening)\b|\bat night\b|\btonight\b", needs="in the|this|night"
)


def half_of_day_lost(seen: Read) -> bool:
    """A reading on a 12-hour dial read with no half of the day where the text names one: "12:10, uh, in the
    afternoon" read as a 24-hour 12:10 (the answer in another style than the learner's), or "From 9:30 this
    morning to 1:15, how long?" read as 9:30 AM to a bare 1:15 (was 15 h 45 min: which half is 1:15 in?)."""
    spec, text = seen.spec, seen.text
    if not isinstance(spec, ProblemSpec) or spec.operation not in CLOCK_OPERATIONS:
        return False
    readings = [str(reading) for reading in (spec.a, spec.b) if ":" in str(reading)]
    bare = [
        reading
        for reading in readings
        if _ON_A_12_HOUR_DIAL.match(reading) and not _HALF_SAID.search(reading)
    ]
    return bool(bare) and bool(_HALF_OF_DAY.search(text))


_ON_A_12_HOUR_DIAL = lazy(r"(?:1[0-2]|[1-9]):")
_HALF_SAID = lazy(r"[AP]M")
"""A reading that may be either half of the day: "8:30", not "20:30" nor "06:20" ("from 18:00 to 20:30
tonight" says nothing its readings do not)."""


def time_moved(seen: Read) -> bool:
    """A span read of a time moved from one reading to another (see `_MOVED_TIME`)."""
    return seen.operation == "time_between" and _MOVED_TIME.search(seen.text) is not None


def awake_and_asleep(seen: Read) -> bool:
    """Time asleep and awake told together (see `_AWAKE_AND_ASLEEP`)."""
    return seen.operation in TIME_OPERATIONS and _AWAKE_AND_ASLEEP.search(seen.text) is not None


def clocks_apart(seen: Read) -> bool:
    """Clocks of two places a length apart, read by any reader but `time_zones` (see `_CLOCKS_APART`)."""
    return (
        seen.operation in TIME_OPERATIONS
        and seen.reader != "time_zones"
        and _CLOCKS_APART.search(seen.text) is not None
    )


def length_repeated(seen: Read) -> bool:
    """A length said to happen more than once (see `_REPEATED`)."""
    return seen.operation in TIME_OPERATIONS and _REPEATED.search(seen.text) is not None


def reading_asked(seen: Read) -> bool:
    """A span read where a clock reading is asked ("… ; Arrival?"), no length (see `_READING_ASKED`)."""
    return (
        seen.operation == "time_between"
        and " ; " in seen.text
        and _READING_ASKED.search(seen.text) is not None
        and not _LENGTH_ASKED.search(seen.text)
        and not _asked_first(seen.text)
    )


_HOW_LONG_FIRST = lazy(
    r"^(?:so )?(?:(?:please )?(?:tell me|work out|find out|figure out|calculate) )?"
    r"how (?:long|much time)\b[^;]* ; (?P<story>[^;]*)$",
    needs="how",
)
_WHEN = lazy(r"\b(?:when|what time)\b", needs="when|what time")


def _asked_first(text: str) -> bool:
    """Is how long asked first, the story of its two readings told after it ("How long did the match last?
    It kicked off 23:35 and ended 02:10.", "Tell me how long the meeting lasted. It started at …")? Its last
    sentence is no question of a reading."""
    found = _HOW_LONG_FIRST.match(text)
    story = found["story"] if found else ""
    return len(_A_READING.findall(story)) == 2 and not _WHEN.search(story)


def arrival_asked(seen: Read) -> bool:
    """A length read where "ETA?" asks a clock reading (see `_ARRIVAL_ASKED`)."""
    return (
        seen.operation in ("subtract_time", "time_between", "add_time")
        and _ARRIVAL_ASKED.search(seen.text) is not None
    )


def hours_beside_minutes(seen: Read) -> bool:
    """A sum or take-away of hours and minutes as they stand (see `_HOURS_AND_MINUTES`)."""
    return seen.operation in ("+", "-") and _HOURS_AND_MINUTES.search(seen.text) is not None


def clock_style_read_as_hours(seen: Read) -> bool:
    """A style of clock named ("in 12-hour time") read as a length of 12 hours (see `_CLOCK_STYLE`)."""
    return _CLOCK_STYLE.search(seen.text) is not None and _style_read_as_hours(seen.spec)


_PADDED_READING = lazy(r"(?<![\d:.])0\d:[0-5]\d(?![\d:])", needs=":")
"""A clock reading with its hour padded ("06:00"): a length is written 6:00, or 6 h."""


def padded_reading_taken_as_a_length(seen: Read) -> bool:
    """Are clock readings taken for lengths of time ("night shift 22:00-06:00 = how many hrs?" was 22 h − 6 h
    = 16 h)? A padded hour is a reading; the length between two readings is another calculation."""
    return seen.operation in ("add_time", "subtract_time") and _PADDED_READING.search(seen.text) is not None


def point_hours(seen: Read) -> bool:
    """Hours written "1.30 hours" (see `_POINT_HOURS`)."""
    return _POINT_HOURS.search(seen.text) is not None


def told_length_asked(seen: Read) -> bool:
    """Lengths added from a story, no + written, where the question asks a length told (see
    `readers.times.asks_a_told_length`)."""
    if seen.operation != "add_time" or "+" in seen.text:
        return False
    if seen.reader not in GUESSING_READERS and seen.reader not in STORY_SUMS:
        return False
    from quickmath.offline.readers.times import asks_a_told_length  # only for lengths read from a story

    return asks_a_told_length(seen.text)


def told_answer_checked(seen: Read) -> bool:
    """ "Is 7 hours 20 plus 2 hours 55 really 10 hours 15?": the times reader added the 10 h 15 too."""
    return (
        seen.reader == "times" and seen.operation in TIME_OPERATIONS and _REALLY.search(seen.text) is not None
    )


_STEP = lazy(
    r"(?:^|; |, |\band |\bthen )(?:the |my |our |a |an )?(?P<name>[a-z]+(?: [a-z]+)?)"
    r" (?:is|are|takes|take|lasts|last|needs|need) ⏱"
)
"""A length told as one step's: "bake is 1 hour 20 min", "cooking takes 1 h 5 min"."""
_TAKES = r"(?:takes?|took|is|was|lasts?|lasted)"
_TWO_THINGS_TAKE = lazy(
    rf"\b(?:the|a|an|my|our|by) (?P<one>[a-z]+)(?: it)? {_TAKES} (?:about |around )?{LENGTH}"
    rf"(?: ,| ;| and| but| while| or)"
    rf" (?:and |but |while |or )?(?:the|a|an|my|our|by) (?P<two>[a-z]+)(?: {_TAKES})?"
    rf" (?:about |around )?{LENGTH}",
    needs="take|took|is|was|last",
)
_WHOLE_ASKED = lazy(
    r"\b(?:total|altogether|in all|together|whole|combined|both|door to door|overall|sum|add|all in"
    r"|end to end|back to back|in a row|one after the other)\b"
)


_ORDINALS = frozenset({"first", "second", "third", "last", "next", "other"})
_HOW_LONG_WORDS = frozenset({"how", "long", "much", "many", "time", "minutes", "hours", "mins", "take"})


def lengths_of_two_ways_added(seen: Read) -> bool:
    """Is a sum of two lengths read where each is what one of two things takes, and the question does not ask
    them together nor names another thing ("The train takes 3 h 10 min, the bus 4 h 5 min. How long?" was 7 h
    15 min)? Two ways of going are told, not two legs of one trip ("… How long did the trip take?")."""
    if seen.operation != "add_time" or " ; " not in seen.text:
        return False
    story, _, question = seen.text.rpartition(" ; ")
    two = _TWO_THINGS_TAKE.search(story)
    if two is None or {two["one"], two["two"]} & _ORDINALS or _WHOLE_ASKED.search(question):
        return False  # "the first is 1 h 45 min and the second 2 h 10 min": one after the other
    from quickmath.offline.readers.clock_stories.words import names_asked  # only for two lengths told

    named = names_asked(question) - _HOW_LONG_WORDS - {two["one"], two["two"]}
    return two["one"] != two["two"] and not named


_ASKS_LEFT = lazy(r"\b(?:left|remain\w*|to go|still)\b", needs="left|remain|to go|still")
_ASKS_COMPARED = lazy(r"\b(?:longer|shorter|more|less|than|faster|slower|quicker|difference)\b")


def left_of_two_steps(seen: Read) -> bool:
    """Is one length taken from another where each is a step of its own and what is left is asked ("Bake is
    1 hour 20 min, rest is 40 min. How long is left?" was 40 min, "Prep takes 25 min and cooking takes 1 h 5
    min. How much time is left?" was 40 min)? Neither is done of the other, so nothing says what is left."""
    if seen.operation != "subtract_time" or " ; " not in seen.text:
        return False
    from quickmath.offline.readers.times import durations, hour_parts  # only for lengths taken away

    story, _, question = durations(hour_parts(seen.text), strict=False)[1].rpartition(" ; ")
    if not _ASKS_LEFT.search(question) or _ASKS_COMPARED.search(question):
        return False
    steps = {step.group("name") for step in _STEP.finditer(story)}
    return len({name for name in steps if not set(name.split()) & _SOMEONE}) >= 2


_SOMEONE = frozenset({"i", "we", "you", "they", "he", "she", "it", "that", "this", "there"})
"""Words that name no step: "we are 6 h 50 min in" tells how far in, no step of its own."""


def end_of_a_preparation(seen: Read) -> bool:
    """Is a reading moved on by a length someone needs to get ready for what is at the reading ("Guests
    arrive at 19:00, we need 2 hours 15 minutes to cook. When will the food be ready?" was 21:15)? The
    length comes before the reading. See `readers.clock_stories.moved.prepared_for`."""
    if seen.operation != "time_after" or " ; " not in seen.text:
        return False
    from quickmath.offline.readers.clock_stories.moved import prepared_for  # only for a clock moved on

    return prepared_for(seen.text.rpartition(" ; ")[0])


_LEFT_NOW = lazy(rf"{LENGTH} (?:to go|left|remaining)\b", needs="to go|left|remaining")
_TOLD_THEN = lazy(r"\b(?:had|was|were|said|showed|read|ago|earlier|when)\b")


def left_told_before_now(seen: Read) -> bool:
    """Is a reading moved on by a length that was left at another time ("The timer said 25 min left and it's
    2:50 pm now. When's it done?", "The timer had 25 min left when I checked")? It is not left now. See
    `readers.clock_stories.later.from_now`."""
    if seen.operation != "time_after" or (left := _LEFT_NOW.search(seen.text)) is None:
        return False
    start, end = seen.text.rfind(" ; ", 0, left.start()), seen.text.find(" ; ", left.end())
    return bool(_TOLD_THEN.search(seen.text[start + 1 : end if end >= 0 else None]))


_READ_AS_A_FORM = frozenset({"chatter", "time_fields"})
"""Readers that read a clock story without its names: as chatter, or as fields ("Doors open at 19:00, the
film is 2 hours" read as a start and a length)."""


def length_of_another_thing(seen: Read) -> bool:
    """Is a clock moved by a length that the whole story says is another thing's, its name at the reading left
    out as chatter ("Doors open at 7 pm. The first band plays for 50 minutes. When do they finish?" was 7:50
    PM, "Gates open 12:00, 90 minute match. When does it end?" 13:30) or read as fields ("Doors open at 19:00,
    the film is 2 hours. When does it end?" 21:00)? See `readers.clock_stories.lasts_another_thing`."""
    if seen.reader not in _READ_AS_A_FORM or seen.operation not in TIME_OPERATIONS or " ; " not in seen.text:
        return False
    from quickmath.offline.readers.clock_stories import lasts_another_thing  # only for clocks read as chatter

    return lasts_another_thing(seen.text.rpartition(" ; ")[0])


def span_of_two_doers(seen: Read) -> bool:
    """Is a span read from readings said of two people or things, each the subject of its own clause ("Dad
    went out at 7:05 pm and Mum came back at 10:15 pm. How long was Dad out?" was 3 h 10 min, "… and I came
    back at 10:15 pm. How long was he out?" too)? One going out and another coming back bound no one's time
    away. See `readers.clock_stories.two_doers`."""
    if seen.operation != "time_between" or " ; " not in seen.text:
        return False
    from quickmath.offline.readers.clock_stories import two_doers  # only for spans read from a story

    clauses = [clause for clause in _CLAUSES.split(seen.text) if _A_READING.search(clause)]
    return len(clauses) == 2 and two_doers((clauses[0], clauses[1]), seen.text)


_ASKS_A_STAY = lazy(
    r"\bhow (?:long|much time|many (?:hours|minutes))\b.*\b(?:stay|stayed|with (?:me|us|him|her|them|you))$",
    needs="stay|with",
)
"""A question of how long someone stayed, or was with someone: "How long did I stay?", "How long was the
doctor with me?"."""


_FROM_TO_SAID = lazy(
    r"\bfrom \d{1,2}:\d\d(?: ?[ap]m)? (?:to|until|till|-) \d|\bbetween \d{1,2}:\d\d(?: ?[ap]m)? and \d",
    needs="from|between",
)


_READING = lazy(r"\d{1,2}:\d\d(?: [AP]M)?")


def _over_a_night(spec: Spec) -> bool:
    """Does a span go from a reading to an earlier one on the dial, over midnight: 22:40 to 01:15?"""
    if not isinstance(spec, ProblemSpec):
        return False
    readings = [str(said) for said in (spec.a, spec.b)]
    if not all(_READING.fullmatch(said) for said in readings):
        return False  # noon, midnight
    start, end = map(minute_of_day, readings)
    return end < start


def span_no_reading_bounds(seen: Read) -> bool:
    """Is a span read from two readings that no verb says begin or end anything, asked how long someone
    stayed or was with someone ("Admitted 10:40, seen by the doctor 13:15. How long was the doctor with me?"
    was 2 h 35 min), or, read over a night with the question's last words cut as chatter, how long a thing
    lasted that the story does not name ("Admitted 22:40, seen 01:15. How long was the drive?") or names at
    one reading only ("Triage 22:15, doctor 00:40. How long was the doctor?")?"""
    if seen.operation != "time_between" or " ; " not in seen.text:
        return False
    from quickmath.offline.readers.clock_stories.spans import names_beyond_the_span  # only for a span
    from quickmath.offline.readers.clock_stories.words import verbs_in

    story, _, question = seen.text.rpartition(" ; ")
    if verbs_in(story) or _FROM_TO_SAID.search(story):
        return False  # "The DJ plays from 20:00 to 00:30. How long is the set?": from and to bound it
    if _ASKS_A_STAY.search(question.strip()):
        return True
    thing = _ASKS_HOW_LONG_A_THING.search(question.strip())
    if thing and thing["thing"] not in _BETWEEN_TWO | set(tokens(story)) and _done_to_someone(story):
        return True  # "Admitted 10:40, seen 13:15. How long was the drive?" was 2 h 35 min
    if seen.reader != "chatter" or not _over_a_night(seen.spec):
        return False
    named = names_beyond_the_span(question, "")
    clauses = [clause for clause in _CLAUSES.split(story) if _A_READING.search(clause)]
    return bool(named - set(tokens(story))) or sum(bool(named & set(tokens(c))) for c in clauses) == 1


_BOUND_MARKS = lazy(
    r"\b(?:dep|depart\w*|arr|arriv\w*|first|last|on|off|in|out|open\w*|clos\w*|start\w*|end\w*|begin\w*"
    r"|finish\w*|from|to|until|till|since)\b"
)
"""Words that mark a reading as a start or an end, however short ("09:12 dep, arr 11:57", "first log line
03:12, last log line 05:47"): the span between them is the thing asked ("How long's the trip?")."""
_DONE_AT = lazy(r"(?:^|; |, |\band )(?:[a-z]+ ){0,2}?[a-z]{2,}(?:ed|en)(?: (?:by|at) [a-z ]+?)? \d{1,2}:\d\d")


def _done_to_someone(story: str) -> bool:
    """Are both readings told as something done to someone, each by a word like "admitted", "seen" ("Admitted
    10:40, seen 13:15")? Then a trip asked ("How long was the drive?") is none of theirs. Readings marked as a
    start or an end, or of places ("Dublin 10:05, Galway 12:40"), bound the span asked."""
    return len(_DONE_AT.findall(story)) == 2 and not _BOUND_MARKS.search(story)


_BETWEEN_TWO = frozenset({"wait", "gap", "interval", "break", "it", "that", "this", "time"})
"""Lengths that lie between two readings of anything: "Doors 18:30, curtain 19:30. How long was the wait?"."""
_NOW_TOLD = lazy(r"^(?:it is|it s|its|the time is|now(?: it is)?) \d|\d(?: ?[ap]m)? now\b", needs="now|it")
_ASKS_HOW_LONG_A_THING = lazy(
    r"\bhow (?:long|much time|many (?:minutes|hours)) (?:is|was|will be|does|did) (?:the |my |our |your )?"
    r"(?P<thing>[a-z]+)(?: (?:last|take|run|go on))?$",
    needs="how",
)


def length_of_an_event_from_now(seen: Read) -> bool:
    """Is a span read from the time now to an event, asked how long that event lasts ("It is 16:20 and tea is
    at 17:05. How long is tea?" was 45 minutes)? When it ends is not told."""
    if seen.operation != "time_between":
        return False
    asked = _ASKS_HOW_LONG_A_THING.search(seen.text.strip())
    if asked is None or asked.group("thing") in _NOT_A_THING:
        return False
    told = seen.text[: asked.start()]
    clauses = [clause.strip() for clause in _CLAUSES.split(told) if _A_READING.search(clause)]
    return len(clauses) == 2 and any(_NOW_TOLD.search(clause) for clause in clauses)


_NOT_A_THING = frozenset({
    "it", "that", "this", "there", "left", "until", "till", "til", "to", "i", "we", "you",
})  # fmt: skip


_CLAUSES = lazy(r" and | , | but | ; ")
_A_READING = lazy(r"\d:\d\d|\d ?(?:am|pm)\b")


_LASTS_FROM = lazy(
    r"\b(?:is|are|lasts?|runs?) \d+ ?(?:minutes?|mins?|hours?|hrs?|h)(?: \d+ ?(?:minutes?|mins?))? from"
    r" \d{1,2}:\d\d\b",
    needs=" from ",
)
_ITS_START_ASKED = lazy(
    r"\b(?:when|what time) (?:does|do|did|will|is|was) (?:it|they|the \w+)(?: \w+)?"
    r" (?:start|starts|begin|begins)\b(?! again| back)",
    needs="start|begin",
)


def start_of_a_length_from_asked(seen: Read) -> bool:
    """A length told from a reading ("The break is 25 minutes from 10:35"), asked when it starts: at the
    reading, told (was 10:10, and 11:00 read as its own question)."""
    return (
        seen.operation in TIME_OPERATIONS
        and _LASTS_FROM.search(seen.text) is not None
        and _ITS_START_ASKED.search(seen.text) is not None
    )


_FROM_AN_EVENT = lazy(
    r"(?<![\w.:])(\d+) ?(?:minutes?|mins?|hours?|hrs?|h)\b(?: \d+ ?(?:minutes?|mins?))?"
    r" (?:before|after|earlier than|later than|ahead of|behind) (?:the|my|his|her|our|their|a) [a-z]+\b"
    r"(?! (?:at|of) \d)(?! \d)",
    needs="before|after|earlier|later|ahead|behind",
)
"""A length from an event told by its name, not its reading ("the bus comes 10 minutes before the train")."""


def length_from_an_event_left_out(seen: Read) -> bool:
    """Is a clock moved by one length, read from one part of the message, where another part tells a length
    from an event by its name ("The bus comes 10 minutes before the train, which is 25 minutes after 9:05.
    When does the bus come?" was 9:30, the train's)? The reading asked is the other event's."""
    spec = seen.spec
    if seen.reader not in ("pieces", "chatter") or not isinstance(spec, ProblemSpec):
        return False
    if spec.operation not in CLOCK_OPERATIONS:
        return False
    moved = re.findall(r"\d+", spec.b)
    return any(found.group(1) not in moved for found in _FROM_AN_EVENT.finditer(seen.text))


_LENGTH_AS_A_DIFFERENCE = lazy(
    r"(?<![\w.:])\d+ ?(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|h)"
    r" (?:slower|faster|quicker|longer|shorter|later|earlier|sooner|less|(more|extra))\b"
    r"(?! (?:left|to go)\b| ?\d)",
    needs="slower|faster|quicker|longer|shorter|later|earlier|sooner|more|less|extra",
)
"""A length told as how much one length differs from another ("Sam was 7 minutes slower"): no length of its
own. A length "more" may be one added on ("45 minutes and then 20 minutes more"), a difference only to a
take-away."""


def length_told_as_a_difference(seen: Read) -> bool:
    """Is a sum or take-away of lengths read where one length is told as a difference ("Tom ran the race in
    48 minutes and Sam was 7 minutes slower. What was Sam's time?" was 41 min)? Whose time is asked, and so
    which way it goes, the reading cannot say."""
    if seen.operation not in ("subtract_time", "add_time"):
        return False
    return any(
        seen.operation == "subtract_time" or found.group(1) is None
        for found in _LENGTH_AS_A_DIFFERENCE.finditer(seen.text)
    )


_HOURS_OF_A_DAY = (
    r"(?:(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?s?|weekdays?|weekends?|shifts?|open|opening"
    r"|hours|hrs|rota|worked|working|works|work)"
)
"""Words that make "9-5" beside them the hours of a day's work or opening, from 9 to 5, never 9 take away
5: "Mon 9-5", "open 9-5", "9-5 shift"."""


def hours_of_a_day_taken_away(seen: Read) -> bool:
    """Is a span of hours written with a dash read as a take-away ("Mon 9-5, Tue 9-1, Wed off. Hours on
    Tuesday?" was 4 and 8)?"""
    spec = seen.spec
    if seen.operation != "-" or not isinstance(spec, ProblemSpec):
        return False
    if not (spec.a.isdigit() and spec.b.isdigit() and 0 < int(spec.a) <= 24 and 0 < int(spec.b) <= 24):
        return False
    span = rf"{spec.a} ?[-–—] ?{spec.b}"
    beside = (
        rf"\b{_HOURS_OF_A_DAY}(?: [;:,])?(?: from)? {span}(?![\w.:])|(?<![\w.:]){span} {_HOURS_OF_A_DAY}\b"
    )
    return re.search(beside, seen.text) is not None


_RACE = lazy(
    r"\b(?:parkrun|park run|run|runs|ran|running|race|raced|lap|laps|pb|pr|5 ?k|10 ?k|marathon|half marathon"
    r"|swim|swam|sprint|split|splits|pace|time trial|mile|km)\b",
    needs="run|ran|race|lap|pb|pr|k|marathon|swim|swam|sprint|split|pace|trial|mile",
)
_COLON_LENGTH = lazy(r"(?<![\w.:])(\d{1,2}):(\d\d)(?![\w.:])(?! ?(?:am|pm|a ; m|p ; m)\b)", needs=":")


def runners_time_read_as_hours(seen: Read) -> bool:
    """Is a runner's time written as minutes and seconds ("24:15", "23:48") read as hours and minutes
    ("Parkrun: 24:15 last week, 23:48 this week. How much faster?" was 27 min)? A race told with lengths
    written with a colon and no hours named is asked back."""
    spec = seen.spec
    if seen.operation not in ("subtract_time", "add_time") or not isinstance(spec, ProblemSpec):
        return False
    if _RACE.search(seen.text) is None or re.search(r"\b(?:hours?|hrs?|h)\b", seen.text):
        return False
    written = {f"{int(hours)}{minutes}" for hours, minutes in _COLON_LENGTH.findall(seen.text)}
    return bool(written & {spec.a, spec.b})


_SIDE = lazy(
    r"(?<![\w.:])(\d[\d,.]*)(?: [a-z]+){0,2} (ahead|behind|above|below|east|west|fast|slow|up|down)\b",
    needs="ahead|behind|above|below|east|west|fast|slow|up|down",
)
_OPPOSITE = {"ahead": "behind", "above": "below", "east": "west", "fast": "slow", "up": "down"}


def gaps_on_both_sides(seen: Read) -> bool:
    """Is a difference read of two gaps told on opposite sides of one mark ("It's 14:00 in London. Tokyo is
    9 hours ahead and LA 8 behind. Tokyo to LA difference?" was 1)? They are apart by both together."""
    spec = seen.spec
    if seen.operation != "-" or not isinstance(spec, ProblemSpec):
        return False
    sides = {number: side for number, side in _SIDE.findall(seen.text)}
    told = {sides.get(spec.a), sides.get(spec.b)}
    return any({side, other} == told for side, other in _OPPOSITE.items())


_START_ASKED = lazy(
    r"\b(?:when|what time) (?:does|do|did|will|is|was) (?:it|they|he|she|we|i|you|the \w+|\w+)(?: \w+)?"
    r" (?:start|starts|begin|begins|started|began)\b",
    needs="start|begin|began",
)
_STARTS_AND_RUNS = lazy(
    r"\bat \d{1,2}(?::\d\d)?(?: ?(?:am|pm))? (?:runs?|lasts?|goes on|is on)(?: for)? \d",
    needs="run|last|goes on|is on",
)
"""A reading told as when something starts, then how long it runs: "Standup at 9:45 am runs 25 minutes"."""


def start_reading_told_asked(seen: Read) -> bool:
    """Is a clock moved back where the reading told is the start, and the start is asked ("Standup at 9:45 am
    runs 25 minutes, when does it start?" was 9:20 AM)? A reading told as an end or a deadline ("ends at
    9:45", "bedtime is 8:00 pm") is moved back to find the start."""
    return (
        seen.operation == "time_before"
        and _START_ASKED.search(seen.text) is not None
        and _STARTS_AND_RUNS.search(seen.text) is not None
    )


_LATEST_ASKED = lazy(
    r"(?:^|; )[^;]*\b(?:latest|at the latest|no later than|last possible"
    r"|by when (?:must|do|should|can))\b[^;]*$",
    needs="latest|later than|last possible|by when",
)
"""A question for the latest a thing can be done ("Latest I can finish icing?"): the time before what it must
be ready for."""


def latest_asked_after(seen: Read) -> bool:
    """Is a reading moved on in time when the question asks the latest something can be done ("Collection is
    11:15 am and the buttercream needs 2 hours 30 minutes to set. Latest I can finish icing?" was 1:45 PM)?"""
    return seen.operation == "time_after" and _LATEST_ASKED.search(seen.text) is not None


_NEXT_DAY = lazy(
    r"\b(?:next|following|tomorrow|overnight|over night|tonight|nights?|midnight|the day after|morning)\b",
    needs="next|following|tomorrow|night|midnight|after|morning",
)
_LONGEST_NIGHT = 14 * 60
"""Minutes: a night shift or a night's sleep told from evening to morning is shorter than this."""


def span_backwards_over_a_night(seen: Read) -> bool:
    """Is a span read from a later reading to an earlier one, over a night no word tells ("The room's
    check-in is 3:00pm and our flight lands 11:20am — how long do we have to kill?" was 20 h 20 min)? Told the
    other way round, the span is not sure; a night shift or a sleep is shorter, and says its night."""
    spec = seen.spec
    if seen.operation != "time_between" or not isinstance(spec, ProblemSpec) or _NEXT_DAY.search(seen.text):
        return False
    from quickmath.clock import MINUTES_PER_DAY, ClockError, read_clock

    try:
        start, end = read_clock(spec.a).minutes, read_clock(spec.b).minutes
    except ClockError:
        return False
    return end < start and MINUTES_PER_DAY - (start - end) > _LONGEST_NIGHT


_LEFT_OUT = lazy(
    r"\b(?:not (?:counting|including|incl|inc)|excluding|excl|except(?: for)?|apart from|other than"
    r"|leaving out|leave out|without(?= (?:the |my |our |their |his |her )?(?:lunch|lunches|breaks?"
    r"|stops?|rests?|pauses?|intervals?|half ?time|adverts|ads|travel\w*|commute|drive|walk|wait\w*"
    r"|set ?up|prep)\b))"
    r"\b(?P<left_out>[^;]*)",
    needs="not count|not incl|not inc|exclud|excl|except|apart from|other than|leav|without",
)
"""A part of the time told as left out of it: "… How long was that? Not counting lunch", "without the
breaks" (never "without power", nor "without a break", which leaves nothing out)."""


def part_left_out_untold(seen: Read) -> bool:
    """Is a time read where a part of it is left out and how long that part is goes untold ("I started at
    6:00 am and finished at 5:30 pm. How long was that? Not counting lunch" was 11 h 30 min)? The answer
    is the time less a length nobody said."""
    if seen.operation not in TIME_OPERATIONS:
        return False
    return any(not re.search(r"\d", found["left_out"]) for found in _LEFT_OUT.finditer(seen.text))


_TIME_ASKED = lazy(
    r"(?:^|; |, )(?:so |and |but |then |ok |okay )?(?:at |by )?(?:what time|when)"
    r" (?:do|does|did|will|would|should|shall|must|can|could|is|was|are|were|am|s|has|have|had)\b"
    r"(?P<question>[^;,]*)",
    needs="what time|when",
)
_LENGTH_WORDS = lazy(
    r"\b(?:take|takes|took|taken|last|lasts|lasted|spend|spent|long|left|remain\w*|until|till|to go"
    r"|between|difference|total|altogether|elapsed)\b"
)
_READINGS_ANSWERED = frozenset({"time_after", "time_before"})


def length_answers_a_time_asked(seen: Read) -> bool:
    """Is a number or a length read where the question asks what time it is or when something happens ("The
    drive is 40 minutes. What time do we set off? Half of it is roadworks" was 20)? A time of day is asked,
    and only a clock reading moved by a length answers it."""
    if seen.operation in _READINGS_ANSWERED or seen.reader == "time_zones":
        return False
    return any(not _LENGTH_WORDS.search(found["question"]) for found in _TIME_ASKED.finditer(seen.text))


_DAY_NAME = r"(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|nesday|sday|urday)?"
MANY_DAYS = lazy(
    r"\b(?:(?:all|whole|every|each|per|for a|over a) (?:week|weekend|month|year|fortnight|term)|weekdays"
    rf"|weekends|weekly|daily(?= ;| ,|$| from| between| except| and| but)|\d+ days a week"
    rf"|{_DAY_NAME}(?: ?(?:to|till|until|through|thru|-|–|—) ?| ){_DAY_NAME}"
    r"|(?:every|per) (?:day|night|morning|evening))\b",
    needs="week|month|year|fortnight|term|mon|tue|wed|thu|fri|sat|sun|day|daily|night|morning|evening",
)
"""Days said beside clock readings ("all week", "Monday to Friday", "Mon-Fri", "Tues to Sat", "every day",
"5 days a week"): the time of one day, or of all of them?"""


def time_said_of_many_days(seen: Read) -> bool:
    """Is one day's time read where the message tells it of many days ("Surgery opens at 8:30 AM and closes at
    6:15 PM. How long is it open? All week" was 9 h 45 min)? Asked for a day, for the week or for each day,
    the reading cannot tell."""
    return seen.operation in CLOCK_OPERATIONS and MANY_DAYS.search(seen.text) is not None


_GETTING_THERE = frozenset({"arrive", "be in"})
_JOURNEY_TOLD = frozenset({"arrive", "be in", "leave", "take off", "get on", "land"})
_ON_THE_WAY = lazy(
    r"\b(?:walk|walked|walking|cycle|cycled|cycling|drive|drove|driving|trek|trekked|hike|hiked|run|ran|rode"
    r"|flew|sailed|travel|travelled|traveled|journey|trip|ride|commute|route|way|late|early|delay|delayed)\b"
)
"""Words of a way somewhere or of being late: the story tells how someone gets there."""
_EVENT_LENGTH = lazy(
    r"\b(?:lasts?|lasted|lasting|runs|ran|running|goes on|went on|long)\b"
    r"|\b(?:a|an|the|my|our) \d+ (?:hour|minute|min|hr) [a-z]+"
)
"""A length told as an event's own: "it lasted 2 hours", "went on for", "a 2 hour film"."""
_ASKED_PART = lazy(r"\b(?:when|what time|what hour)\b(?P<asked>.*)$", needs="when|time|hour")


def arrival_asked_of_an_event(seen: Read) -> bool:
    """Is a reading moved on to when someone gets somewhere ("When did we get home?") where the story tells
    only an event and its own length, no journey, leaving nor arrival ("The film started at 7:00 pm and
    lasted 2 hours. When did we get home?" was 9:00 PM)? Getting there takes a time the story does not
    tell."""
    from quickmath.offline.readers.clock_roles import _TRAVEL
    from quickmath.offline.readers.clock_stories.words import verbs_in

    if seen.operation != "time_after":
        return False
    story, _, question = seen.text.rpartition(" ; ")
    asked = _ASKED_PART.search(question)
    if not story or asked is None or not verbs_in(asked["asked"]) & _GETTING_THERE:
        return False
    told = f"{story} ; {question[: asked.start()]}"
    if not _EVENT_LENGTH.search(told):
        return False  # "Start at 8:55 AM and count on 1 hour 15 minutes. What time do you reach?"
    return not (verbs_in(told) & _JOURNEY_TOLD or _TRAVEL.search(told) or _ON_THE_WAY.search(told))


_TOTAL_ASKED = lazy(r"\b(?:in total|altogether|all together|total|in all|combined)\b")
_PART_ASKED = lazy(
    r"\bhow long (?:was|is|were|did|does|will) (?:the|his|her|their|my|our|its) "
    r"(morning|afternoon|evening|rest|remainder|other|second|last|final|remaining)\b",
    needs="how long",
)


def length_of_a_part_added(seen: Read) -> bool:
    """Are lengths added where the question asks how long one part was ("sports day was four hours forty-five
    minutes long and the morning bit was two hours fifty ; how long was the afternoon" was 7:35, "2 h 10 min
    in the morning and 1 h 45 min in the afternoon ; how long was the afternoon" 3:55)? A part untold is the
    rest of a whole told; a part told is asked back. Neither is a sum, unless a total is asked."""
    if seen.operation != "add_time" or (asked := _PART_ASKED.search(seen.text)) is None:
        return False
    return _TOTAL_ASKED.search(seen.text, asked.end()) is None


_END_ASKED = lazy(r"(?:^|; )[^;]*\b(?:final|full[- ]time)\b[^;]*$", needs="final|full")


def end_asked_moved_back(seen: Read) -> bool:
    """Is a clock moved back where the question asks when the end comes ("Tip-off is at 13:50 and the game is
    scheduled to last 75 minutes ; what time should the final buzzer go" was 12:35)? The end comes after."""
    return seen.operation == "time_before" and _END_ASKED.search(seen.text) is not None


_EARLIEST_ASKED = lazy(r"(?:^|; )[^;]*\b(?:when|what time) can (?:we|i|you|they|he|she)\b[^;]*$", needs="can")


def earliest_asked_moved_back(seen: Read) -> bool:
    """Is a clock moved back where the question asks when something can happen ("Shutters go up at 09:45 and
    counting the float takes 25 min ; when can we start serving" was 09:20)? What can only happen once
    something is done comes after it. "The earliest I should set off" to be there at opening is before it."""
    return seen.operation == "time_before" and _EARLIEST_ASKED.search(seen.text) is not None


_TOLD_AS_EARLIER = lazy(
    r"^[^;]{0,40}?\b(?:before|earlier|previous|previously|prior)\b"
    r"|(?:\bhaving|\bafter) (?:[a-z]+ ){1,3}(?:at|from) $",
    needs="before|earlier|previous|prior|having|after",
)


def span_told_backwards(seen: Read) -> bool:
    """Is a span read from the reading told first to one told after it as the earlier ("The plane touched down
    at 01:15, having taken off at 22:40 the evening before. How long was it in the air?" was 21 h 25 min)?"""
    spec = seen.spec
    if seen.operation != "time_between" or not isinstance(spec, ProblemSpec):
        return False
    first, second = (_said_at(str(said), seen.text) for said in (spec.a, spec.b))
    if first is None or second is None or second.start() < first.start():
        return False
    before, after = seen.text[: second.start()], seen.text[second.end() :]
    return bool(_TOLD_AS_EARLIER.search(after) or _TOLD_AS_EARLIER.search(before[-40:]))


def _said_at(reading: str, text: str) -> re.Match[str] | None:
    clock = re.match(r"\d{1,2}:\d\d", reading)
    return re.search(rf"(?<![\d:]){re.escape(clock.group())}(?![\d:])", text) if clock else None
