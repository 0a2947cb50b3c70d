"""Stories of two readings and a question of how long between them: from a start to an end ("left at 9:15
and arrived at 11:40"), a wait, a sleep, how late, how long until, or part of a day."""

from __future__ import annotations

import re

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.readers import spans_asked
from quickmath.offline.readers.clock_stories.words import (
    ASKING_WORDS,
    ASKS_HOW_LONG,
    ASKS_SLEEP,
    LENGTHS,
    PEOPLE,
    READINGS,
    TO_BED,
    VERB,
    VERB_WORDS,
    kinds_of,
    names_asked,
    said_in,
    verbs_in,
)
from quickmath.offline.readers.clock_times import READING, between, reading
from quickmath.offline.reading.text import FILLERS, tokens
from quickmath.patterns import lazy

_FROM_TO = lazy(
    rf"\bbetween {READING} and {READING}|{READING} ?(?:to|until|till|through|-|–) ?{READING}",
    needs="between| to | until | till | through |-|–",
)
"""Two readings in their order: "open from 9 am until 5:30 pm", "Salon open 08:30 to 17:45"."""


_ASKS_TIME_OFF = lazy(
    r"\bhow (?:long|much time|many (?:minutes|hours)) (?:was|were|is|are|has|have|had) (?:it|they|he|she|i|we"
    r"|you|the \w+)(?: been)? (?:off|closed|shut)\b",
    needs="how",
)
"""A question of the time something was off or shut ("How long was it off?"), which no span from its
switching on to its switching off tells."""


def span(story: str, question: str, text: str) -> ProblemSpec | None:
    """Two readings, one a start and one an end (or said "from … to …"), and a question of how long."""
    readings = list(READINGS.finditer(story))
    if len(readings) != 2 or LENGTHS.search(story):
        return None
    if (gone := _gone_until_back(story, question, readings[0], readings[1])) is not None:
        return gone
    if (back := _way_back(story, question, readings[0], readings[1])) is not None:
        return back
    if _ASKS_TIME_OFF.search(question) or _to_do_another_thing(story, question):
        return None  # "The ferry leaves 06:15 and arrives 09:50. How long does it take to load?" was 3 h 35
    if _BACK_TOLD.search(story) and _ONE_WAY_ASKED.search(question):
        return None  # "Left at 6:50 am, back at 8:35 am. How long was the ride there?": one way of two
    if not (ASKS_HOW_LONG.search(question) or _ASKS_LATE.search(question)):
        return _until(story, question, reading(readings[0].group()), reading(readings[1].group()))
    if ordered := _FROM_TO.search(story):
        if _asks_of_another(story, question):
            return None  # "The workshop runs from 9:30 am to 3:15 pm. How long is lunch?"
        start, end = (said for said in ordered.groups() if said)
        return between(reading(start), reading(end))
    first, second = readings
    one, two = reading(first.group()), reading(second.group())
    told = (story[: first.start()], story[first.end() : second.start()])
    if ASKS_SLEEP.search(question) or (_BARE_HOW_LONG.search(question) and TO_BED.search(told[0])):
        return _slept(told, one, two)
    said = [verbs_in(part) for part in told]
    if kinds_of(said[0], False) == {"start"} and _LAST_ONE_DONE.search(told[1]):
        said[1] = {"finish"}  # "Started fitting the kitchen at 7:45 am and the last door went on at 6:10 pm"
    if {"switch on", "come off"} & (said[0] | said[1]) and not _ASKS_ON.search(question):
        return None  # "Lights on at 05:45 and off at 21:15, how long is the dark?": not how long they are on
    staying = bool(_ASKS_STAY.search(question)) or _arrived_then_left(said, told, question)
    kinds = [kinds_of(names, staying=staying) for names in said]
    if _stayed(said, question):  # "my parking runs out at 4:10 PM and I got here at 1:55 PM"
        start, end = (one, two) if said[0] & _JOINED else (two, one)
        return between(start, end) if _could_follow(start, end) and not _two_things(question, told) else None
    if _ASKS_LATE.search(question):
        return _how_late(told, question, one, two)
    if (until := _until(story, question, one, two)) is not None:
        return until
    if _NOW.search(story) and _ASKS_UNTIL.search(question):
        return None  # "The doors open at 03:00 and it's 23:35 right now. How long until …": from now, or none
    if kinds == [{"start"}, {"end"}] and _could_follow(one, two) and _their_stay(said, told, question):
        return between(one, two)  # "How long was the nurse's visit? She arrived at 9:20 am and went at 11:05"
    if kinds == [{"start"}, {"end"}] and _could_follow(one, two):
        if _two_things(question, told) or not spans_asked.asks_the_span(question, told):
            return None  # "The cake went in at 14:50 and came out at 15:35. How long did it cool?"
        return between(one, two)
    if kinds == [{"start"}, {"end"}] and _ASKS_WAIT.search(question):
        return _in_order(
            two, one
        )  # "the shop opens at 9:00 AM and I arrived at 8:35 AM. How long did I wait?"
    if kinds == [{"end"}, {"start"}]:
        if _ASKS_WAIT.search(question) or _ASKS_BETWEEN.search(question):
            return _in_order(one, two)  # "my train arrives at 9:40 AM and the bus leaves at 10:05 AM"
        return between(two, one) if _could_follow(two, one) and not _two_things(question, told) else None
    if part_of_day := _PART_OF_DAY.search(question):
        return _part_of_day(part_of_day.group(1), story, kinds, one, two)
    if (after := _stayed_after(said, told, question, one, two)) is not None:
        return after
    if kinds in ([set(), {"end"}], [{"start"}, set()]) and _same_one_took(question, told, one, two):
        return between(one, two)  # "my starter was fed at 9:20 PM and was ready at 7:05 AM"
    if _one_known_end(story, question, told, kinds) and _could_follow(one, two):
        return between(one, two)  # "the heater clicked on at 03:12 and off again at 05:47. for how long …?"
    if (kinds[0] or kinds[1]) and not _ASKS_BETWEEN.search(question):
        return None  # "the film ended at 9:30 PM, I got home at 10:05 PM: how long was the film?"
    if _names_one_reading(question, told) or not spans_asked.asks_between_untimed(question, story):
        return None  # "the meeting is at 2:00 PM and lunch at 3:30 PM: how long is the meeting?"
    return _in_order(one, two) or _in_order_overnight(question, one, two)


def _one_known_end(story: str, question: str, told: tuple[str, str], kinds: list[set[str]]) -> bool:
    """Two readings, the first told as a start or the second as an end, asked plainly how long of the one
    thing they tell: "clicked on at 03:12 and off again at 05:47. For how long was it running?". Not over days
    ("Left Friday 08:30, back Sunday 16:45"), of sleep ("went to bed … How long was I awake?"), of two people
    ("my brother was back at 9:20"), nor of a thing named that neither is the time of ("Check-in 09:05,
    boarding 11:20. How long was the flight?")."""
    return (
        kinds in ([set(), {"end"}], [{"start"}, set()])
        and ASKS_HOW_LONG.search(question) is not None
        and not _ELSE_ASKED.search(question)
        and not _OVER_DAYS.search(story)
        and not (TO_BED.search(story) or ASKS_SLEEP.search(story))
        and not _PERSON.search(told[1])
        and not _names_one_reading(question, told)
        and (not _asks_of_another(story, question) or _TOLD_OF_IT.match(story) is not None)
        and not _two_things(question, told)
    )


_ELSE_ASKED = lazy(
    r"\b(?:after|before|since|until|till|without|except|not|but|besides|apart|other|else|between|awake|up"
    r"|asleep|each|per|left|still|more|less|late|early)\b"
)
_OVER_DAYS = lazy(
    r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\b(?:day|days|tomorrow|yesterday|tonight|night|following"
    r"|next|later|week|weekend)\b"
)
_PERSON = lazy(
    r"\b(?:he|she|they|his|her|their|him|them|my (?:[a-z]+ )?(?:mum|mom|dad|brother|sister|son|daughter|wife"
    r"|husband|partner|friend|boss|mate|kid|kids|child|children|grandma|grandad|nan|gran|neighbour))\b"
)
"""Someone else told at the second reading: its end may be theirs, not the thing's asked."""
_TOLD_OF_IT = lazy(r"(?:so |and |well )?(?:it|they|we|i|he|she)\b(?!.*\b(?:it|they|we|i|he|she)\b)")
"""A story told of the thing asked by a pronoun alone: "How long did the meeting last? It began at 14:05 and
wrapped up at 16:50" (never "Check-in 09:05, boarding 11:20. How long was the flight?")."""
_LAST_ONE_DONE = lazy(
    r"\bthe last (?:[a-z]+ ){1,2}(?:went (?:on|in|up|down)|(?:was|got) (?:fitted|laid|hung|painted|done"
    r"|finished|packed|loaded|served|marked|fixed|built|sent|put (?:on|in|up)))\b(?: at| by)? *$",
    needs="last",
)
"""The last of the work done, which ends what was started: "… and the last door went on at 6:10 pm", "the
last box was packed at"."""


def _arrived_then_left(said: list[set[str]], told: tuple[str, str], question: str) -> bool:
    """An arrival and then a leaving, told in that order: a stay ("How long was I parked? Arrived 11:35 pm,
    left 6:50 am"), never a span from the leaving back to the arrival. A leaving told as what came first
    ("got home at 6:05 PM having left work at 5:20 PM") is no stay, nor one asked by a name ("How long was
    the film?")."""
    named = names_asked(question) - _HOW_LONG_WORDS - PEOPLE - _THE_SPAN
    return said[0] == {"arrive"} and said[1] == {"leave"} and not _HAVING.search(told[1]) and not named


_GONE = lazy(r"\b(?:off|out|down|offline|cut|died|failed|broke|stopped|lost|went|took)\b")
"""What goes off or is taken away at a reading: "the power went off", "the water was cut", "took light"."""
_GONE_AGAIN = lazy(r"\b(?:off|out|down|offline|cut|died|failed|broke|stopped|lost)\b")
_BACK = lazy(r"\b(?:back|restored|returned|online)\b", needs="back|restored|returned|online")
"""What comes back at a reading: "came back", "brought it back", "restored", "back online"."""
_SAME_ONE_BACK = lazy(
    r"^ *(?:(?:and|but|then|,) )*(?:then )?"
    r"(?:(?:was|were|is|are|came|comes|got|get|brought|restored|returned)\b|back\b)|\b(?:it|them|they)\b"
)
"""The second reading's clause said of the same thing: its verb first ("and came back at"), or the thing
named again as "it" ("and brought it back by", "the engineer got it back on at"); not "and Mum came back"."""
_ASKS_GONE = lazy(
    r"^how (?:long|much time|many (?:minutes|hours))\b.*\b(?:without|no|off|out|down|offline|gone|outage"
    r"|blackout|cut)\b",
    needs="how",
)
"""A question of the time something was gone: "how long were we without power?", "how long was it down?"."""


def _gone_until_back(
    story: str, question: str, first: re.Match[str], second: re.Match[str]
) -> ProblemSpec | None:
    """Something gone at the first reading and back at the second, asked how long it was gone: "The power
    went off at 8:20 pm and came back at 11:05 pm. How long were we without power?". Not when it went on
    first ("lights on at 05:45, off at 21:15: how long were they off?"), when the second reading is another
    thing's ("… and the water came back at …"), nor when the question asks another thing."""
    before, after = story[: first.start()], story[first.end() : second.start()]
    if not (_ASKS_GONE.search(question) and _GONE.search(before) and _BACK.search(after)):
        return None
    if _GONE_AGAIN.search(after) or _BACK.search(before) or not _SAME_ONE_BACK.search(after):
        return None
    one, two = reading(first.group()), reading(second.group())
    return between(one, two) if _could_follow(one, two) else None


_DROPPED_THERE = lazy(
    r"^(?:(?:i|we|he|she|they|the \w+) )?(?:tipped|unloaded|emptied|delivered|dropped(?: \w+)? off)"
    r"(?: (?:the|a|my|our|his|her|their) \w+)?(?: at)? *$",
)
"""A load dropped where a trip turns back, a moment, nothing else done there: "tipped at", "dropped Mum off
at", "the lorry unloaded at"."""
_BACK_AT = lazy(r"^ *(?:, |and |then )*(?:got |arrived |was |were )?back (?:home|at|to|in)\b", needs="back")
_ASKS_WAY_BACK = lazy(
    r"^how (?:long|much time) (?:was|is|did) (?:the|my|our|his|her|their|it) (?:drive|journey|trip|ride|run"
    r"|walk|way) back$|^how long did it take (?:me |us |him |her |them )?to (?:get|drive|come) back$",
    needs="back",
)


def _way_back(story: str, question: str, first: re.Match[str], second: re.Match[str]) -> ProblemSpec | None:
    """The way back from dropping a load to getting back, asked of the way back: "Tipped at 23:35, back at the
    yard at 02:10. How long was the drive back?". Anything else done at the first reading ("Had lunch at …")
    may have lasted, so the way back is not told."""
    before, after = story[: first.start()], story[first.end() : second.start()]
    if not (_ASKS_WAY_BACK.search(question) and _DROPPED_THERE.search(before) and _BACK_AT.search(after)):
        return None
    if story[second.end() :].strip():
        return None  # "… back at the yard at 02:10, after a stop for fuel": more told
    one, two = reading(first.group()), reading(second.group())
    return between(one, two) if _could_follow(one, two) else None


_TO_DO = lazy(
    r"\bhow (?:long|much time|many (?:minutes|hours))\b.*?"
    r"(?<!have)(?<!has)(?<!had)(?<!need)(?<!needs)(?<!got)(?<!going)(?<!want)(?<!ought)"
    r" to (?!wait\b)(?P<doing>[a-z]+)",
    needs=" to ",
)


def _to_do_another_thing(story: str, question: str) -> bool:
    """Does the question ask how long it takes to do what the story does not tell ("… How long does it take
    to load?")? "To get there" or "to Leeds" say what the story tells."""
    found = _TO_DO.search(question)
    if found is None:
        return False
    doing = question[found.start("doing") :]
    return not said_in(found.group("doing"), tokens(story)) and not verbs_in(doing) & verbs_in(story)


_ASKS_ON = lazy(
    r"\bon$|^how (?:long|many hours|much time)(?: (?:is|was) (?:that|it))?$"
    r"|\b(?:run|ran|running|last|lasted)$",
    needs="on|how|run|ran|last",
)
"""A question of how long something switched on stayed on: "How long was it on?", "how long did it run?"."""
_ASKS_OF = lazy(
    r"\bhow (?:long|much time|many (?:hours|minutes))"
    r" (?:(?:is|was|are|were|does|did|will) (?:the |my |our |a |each |every )?([a-z]+)"
    r"|(?:the |my |our )?([a-z]+) (?:is|was|lasts))"
    r"|\bhow (?:long|much time) (?:is|was|are|were)( the| a| my)?$",
    needs="how",
)
_NAMES_NOTHING = frozenset({
    "that", "this", "there", "they", "them", "session", "shift", "slot", "period", "stint", "stretch",
    "spell",
})  # fmt: skip
"""Words a question of how long may name the story's span by: "how long is each session?"."""


def _asks_of_another(story: str, question: str) -> bool:
    """Does the question ask how long something lasts that the story does not name ("how long is lunch?",
    "how long lunch is"), or whose name is cut off ("how long is the", as chatter)?"""
    found = _ASKS_OF.search(question)
    if found is None:
        return False
    asked = found.group(1) or found.group(2)
    if asked is None:
        return True
    return asked not in PEOPLE | _NAMES_NOTHING and asked not in tokens(story)


_BACK_TOLD = lazy(
    r"\b(?:got|get|gets|came|comes|was|were|is|am) back\b|(?:^|, |; |\band )back (?:at|to|home|in)\b",
    needs="back",
)
"""A way back told, its verb said or left out: "got back at 8:35 am", "…, back at the yard at 18:10"."""
_ONE_WAY_ASKED = lazy(
    r"\bthere$|\bone way\b|\bway (?:there|back|home)\b|\b(?:going|getting|coming) (?:there|back|home)\b",
    needs="there|one way|way |going|getting|coming",
)


_ASKS_STAYED_AFTER = lazy(
    r"^how (?:long|much time|many minutes) (?:did|do|will|have|had) (?:i|we|you|he|she|they)"
    r" (?:stay|stayed|stay on|stay behind|work|worked|work on|remain|hang around|been here|been there)"
    r"(?: on| behind)? after((?: (?:it|that|the \w+|\w+))?)$",
    needs="after",
)
_LEFT_OFF = frozenset({"get off", "leave", "end", "finish"})


def _stayed_after(
    said: list[set[str]], told_parts: tuple[str, str], question: str, one: str, two: str
) -> ProblemSpec | None:
    """How long someone stayed after an event, told with its reading, until they left at the other one:
    "Handover was at 7:15 PM and I clocked out at 8:05 PM. How long did I stay after?"."""
    asked = _ASKS_STAYED_AFTER.search(question)
    leaving = [bool(names) and names <= {"get off", "leave"} for names in said]
    if (
        asked is None
        or sorted(leaving) != [False, True]
        or not said[leaving.index(False)] <= {"end", "finish"}
    ):
        return None
    (left, event), told = ((two, one), told_parts) if leaving[1] else ((one, two), told_parts[::-1])
    if set(tokens(asked.group(1) or "")) - FILLERS - set(tokens(told[0])):
        return None  # "How long did I stay after lunch?": lunch is not the event told
    if not said[leaving.index(False)] and not _MOMENT.search(told[0]):
        return None  # "The meeting was at 4:30 PM": it began then, and when it ended is not told
    return between(event, left) if _could_follow(event, left) else None


_MOMENT = lazy(r"\b(?:handover|hand over|bell|whistle|last orders|closing time|home time|the end)\b")
"""Events that are a moment, not a span: staying after one is counted from its reading."""
_SAME_ONE = lazy(r"(?:,? )?(?:and|then|and then)(?: (?:was|were|is|it was|it is))?(?: \w+){1,3} (?:at|by)")
"""A second reading told of the same thing, its name not said again: "… and was ready at 7:05 AM"."""
_ASKS_TOOK = lazy(
    r"^how (?:long|much time) (?:did|does|will|would) (?:it|that|this) (?:take|last)$", needs="how"
)


def _same_one_took(question: str, told: tuple[str, str], one: str, two: str) -> bool:
    """Both readings told of one thing, the second with its name left out, and asked how long it took."""
    return bool(
        _SAME_ONE.fullmatch(told[1].strip())
        and _ASKS_TOOK.search(question)
        and not _names_one_reading(question, told)
        and _could_follow(one, two)
    )


_HOW_LONG_WORDS = frozenset({
    "how", "long", "many", "much", "minutes", "hours", "time", "take", "takes", "last", "and", "or", "of",
    "to", "from", "between", "in", "on", "for", "with", "by", "this", "there", "my", "your", "our", "his",
    "her", "their", "its",
})  # fmt: skip
"""Words of a question of how long that name nothing."""
_NO_SUBJECT = lazy(rf"(?:(?:and|but|then|,|;) )*(?:then )?(?:{VERB_WORDS})\b")
"""A clause that goes on with the same thing, its verb first: "… and reaches the city centre at 09:05"."""
_CUT_NAME = lazy(
    rf"\b(?:the|a|an)(?: (?!final whistle|full time|chequered flag|checkered flag|departure|arrival)"
    rf"(?:{VERB_WORDS})\b|$)"
)
"""A name cut off: "the" before a verb ("the ends at 9 PM") or at the end; not before a verb that names its
event ("the final whistle went at 21:40")."""


def _two_things(question: str, told: tuple[str, str]) -> bool:
    """Are the readings of two things, the question naming one of them? "The match ends at 9 PM and I got on
    the train at 8:45 PM. How long did the train take?": the start of one and the end of another are no
    span of either. "Double XP ends at 11:59 PM and I got on at 8:45 PM" names one thing only."""
    if any(_CUT_NAME.search(said.strip()) for said in (question, *told)):
        return True  # "the ends at 9 PM", "how long is the": a name cut off (as chatter), so which is unknown
    named = names_asked(question) - _HOW_LONG_WORDS
    names = [
        set()
        if _NO_SUBJECT.match(part.strip())
        else {w for w in names_asked(part) if w not in FILLERS | _HOW_LONG_WORDS}
        for part in told
    ]
    if not names[0] or not names[1]:
        return False
    if not named - PEOPLE and names[0] - PEOPLE and names[1] - PEOPLE and not names[0] & names[1]:
        return True  # "The nurse came at 9:20 and the doctor left at 11:05. How long was she with me?"
    return bool(named & (names[0] ^ names[1]))


def _names_one_reading(question: str, told: tuple[str, str]) -> bool:
    """Does the question name what only one of the readings is the time of? Then it asks how long that one
    thing is, which the two readings do not tell; "from Oxford to Reading" names both."""
    words = tokens(VERB.sub(" ", question))
    named = {
        word for word in words if word.isalpha() and word not in FILLERS | ASKING_WORDS | _HOW_LONG_WORDS
    }
    return sum(bool(named & set(tokens(part))) for part in told) == 1


_WAS_DUE = lazy(
    r"\b(?:due|scheduled|timetabled|expected|meant to \w+|supposed to \w+|should have \w+|planned)"
    r"(?: \w+)? (?:at|for)? ?$"
)
"""The reading something was due at: "the train was due at 4:20 PM", "should have left at 8:50"."""
_ASKS_LATE = lazy(
    r"\bhow (?:late|early|delayed)\b|\bhow long (?:was|were) the delay\b"
    r"|\bhow (?:long|much time|many minutes) (?:was|were) (?:it|the \w+|they|we|i) (?:late|early|delayed)\b",
    needs="late|early|delay",
)


def _came(told: str) -> bool:
    """Does this part tell when something came or went: "but came at", "arrived at", "left at"?"""
    return bool(verbs_in(told) or _CAME.search(told))


_CAME = lazy(r"\b(?:came|comes|turned up|showed up)\b")


def _how_late(told: tuple[str, str], question: str, one: str, two: str) -> ProblemSpec | None:
    """How late or early something came: from the time it was due to the time it came, "The train was due at
    4:20 PM but arrived at 4:47 PM. How late was it?", "left at 9:15 but should have left at 8:50"."""
    due = [bool(_WAS_DUE.search(part)) for part in told]
    if due == [True, False] and _came(told[1]):
        due_at, came_at = one, two
    elif due == [False, True] and _came(told[0]):
        due_at, came_at = two, one
    else:
        return None  # "due at 4:20 PM and the bus at 4:47 PM": when the bus came is not told
    if "early" in question:
        due_at, came_at = came_at, due_at
    return between(due_at, came_at) if _could_follow(due_at, came_at) else None


_ASKS_UNTIL = lazy(
    r"\bhow (?:long|much time|many minutes) (?:until|till|til|is left|left|remains"
    r"|(?:do )?(?:i|we|you|u) have|have (?:i|we|you|u) got|(?:you|u) (?:have|got)|to go)\b"
    r"|\bhow (?:long|much time|many minutes) (?:do|must|will|have) (?:i|we|you) (?:have to )?wait\b",
    needs="how",
)


_ASKS_MORE = lazy(r"^(?:so )?how (?:much longer|many more (?:minutes|hours))\b", needs="more|longer")
"""How much longer from now: asked only of an end still to come ("my shift ends at 2 AM")."""
_ENDS_AHEAD = lazy(
    r"\b(?:ends|finishes|closes|expires|runs out|is over|stops|will (?:end|finish|close|stop))\b"
)


def _until(story: str, question: str, one: str, two: str) -> ProblemSpec | None:
    """How long from now until the other reading: "Tea is at 5:30 PM. It is now 4:45 PM. How long until tea?",
    "My parking expires at 3:40 PM. It's now 2:55 PM. How long do I have?", "My shift ends at 2 AM and it's
    10:35 PM now, how much longer?"."""
    found = _NOW_AT.search(story)
    if found is None:
        return None
    now = reading(found.group(1) or found.group(2))
    if now not in (one, two):
        return None
    later = two if now == one else one
    other = story[: found.start()] if now == two else story[found.end() :]
    if not (_ASKS_UNTIL.search(question) or (_ASKS_MORE.search(question) and _ENDS_AHEAD.search(other))):
        return None
    if names_asked(question) - _HOW_LONG_WORDS - PEOPLE - _UNTIL_WORDS - set(tokens(other)):
        return None  # "My bedtime is 7:30 pm and it's 6:45 pm. How long until dinner?": dinner is not told
    return between(now, later) if _could_follow(now, later) else None


_NOW = lazy(r"\bnow\b", needs="now")
_UNTIL_WORDS = frozenset({
    "until", "till", "til", "wait", "have", "got", "go", "remains", "more", "longer", "still", "now", "must",
    "u",
})  # fmt: skip
"""Words of a question of how long until something that name nothing."""


_NOW_AT = lazy(
    rf"(?:^|; |, |and )(?:it is|the time is|it is now|now it is|now(?: is)?|the clock says) {READING}"
    rf"(?! (?!and\b)\w)"
    rf"|(?:^|; |, |and )(?:it is )?{READING} (?:right )?now\b"
)
"""The reading that is now: "It is now 4:45 PM", "it is 4:20 PM now"."""


_ASKS_STAY = lazy(
    r"\bhow long (?:was|were|did|do|will|have|had) (?:i|we|you|he|she|they"
    r"|(?:the|my|our|his|her|their|your) [a-z]+)(?: \w+)?"
    r" (?:at|in|on site|on duty|on shift|there|here|with|stay|stayed|spend|spent|remain|work|worked"
    r"|working)\b"
    r"|\bhow long (?:was|is) (?:the |my |our |his |her |their |your )?(?:[a-z]+ (?:is )?)?(?:visit|stay)$",
    needs="how long",
)
"""A question of a stay: "how long was I at the cinema?", "how long did we stay?", "how long was she with
me?", "how long was the dog walker here?", "how long was the nurse's visit?"."""
_ONE_COMES_AND_GOES = lazy(
    r"^(?P<who>he|she|they) (?:arrived|came|got here|got there|turned up|showed up)(?: at)?$",
    needs="he|she|they",
)
_THEN_GOES = lazy(r"^(?:(?:and|then|and then|,) )?(?:(?P<who>he|she|they) )?(?:left|went|went home)(?: at)?$")


def _their_stay(said: list[set[str]], told: tuple[str, str], question: str) -> bool:
    """Is the stay asked of someone the question names, and the story only tells that one ("she", "he") come
    and then go: "How long was the dog walker here? She arrived 12:40 pm and went at 1:55 pm"?"""
    came, went = _ONE_COMES_AND_GOES.search(told[0].strip()), _THEN_GOES.search(told[1].strip())
    if not (_ASKS_STAY.search(question) and came and went and said == [{"arrive"}, {"leave"}]):
        return False
    return went["who"] in (None, came["who"])


_WOKE = lazy(r"\b(?:woke|wakes?|waking|woken)\b|\b(?:got|get|gets) up\b|\balarm (?:went|goes|rang) off\b")


_BARE_HOW_LONG = lazy(
    r"^how (?:long|many hours|much time)(?: (?:did|do|will|would) (?:i|we|you|he|she|they) (?:get|have|got))?"
    r"(?: (?:was|is) (?:that|it))?$",
    needs="how",
)
"""A question of how long that names nothing: asked of going to sleep and waking, it asks the sleep ("I went
to sleep at 10:50 pm and woke at 6:35 am. How many hours did I get?")."""


_HAVING = lazy(r"\b(?:having|after)\b", needs="having|after")
"""Going to bed told after waking, as what came first: "woke at 6:45 AM having gone to bed at 10:30 PM"."""


def _slept(told: tuple[str, str], one: str, two: str) -> ProblemSpec | None:
    """How long someone slept: from going to bed (or falling asleep) to waking, whichever is told first:
    "I went to bed at 10:30 PM and woke at 6:45 AM. How long did I sleep?"."""
    went, woke = ([bool(found.search(part)) for part in told] for found in (TO_BED, _WOKE))
    if went == [True, False] and woke == [False, True] and _could_follow(one, two):
        return between(one, two)
    told_after = _HAVING.search(told[1])
    if went == [False, True] and woke == [True, False] and told_after and _could_follow(two, one):
        return between(two, one)
    return None


_ASKS_FROM_NOW = lazy(r"\b(?:left|remain\w*|still|now|more|longer|until|till|before|after)\b")


def _stayed(said: list[set[str]], question: str) -> bool:
    """A stay: an arrival, and a time it runs out or closes ("my parking runs out at 4:10 PM and I got here
    at 1:55 PM", "the shop closes at 5:30 PM and I arrived at 4:50 PM"). Asked how long from now ("how long
    have I got left?"), it is left alone: now is not the arrival."""
    told = sorted(map(sorted, said))
    if _ASKS_FROM_NOW.search(question):
        return False
    if told in ([["arrive"], ["close"]], [["arrive"], ["expire"]]):
        return True
    joined, ended = (
        sorted(said, key=lambda names: bool(names & _JOINED), reverse=True)
        if len(said) == 2
        else (set(), set())
    )
    return (
        len(joined) == 1
        and joined <= _JOINED
        and len(ended) == 1
        and ended <= {"end", "close", "expire"}
        and bool(_ASKS_PERSON.search(question))
    )


_JOINED = frozenset({"arrive", "get on", "clock in"})
"""Verbs of joining something that runs until an end: "I got on at 8:45 PM", "I logged in at 9:10"."""
_ASKS_PERSON = lazy(
    r"^how (?:long|much time|many minutes|many hours) (?:do|did|will|can|could|would|have|had|am|was|were)"
    r" (?:i|we|you|he|she|they)\b",
    needs="how",
)
"""A question of how long someone had of it: "How long do I get double XP for?"."""


_ASKS_WAIT = lazy(
    r"\b(?:wait|waiting|gap|break|layover|stopover|connection|changeover|interval)\b",
    needs="wait|gap|break|over|connection|interval",
)
"""A wait between one thing's end and the next one's start: "the first film ended at 9:30 PM and the next
started at 9:50 PM. How long was the break?"."""
_PART_OF_DAY = lazy(
    r"\bhow long (?:is|was|will be) (?:the|my|our|your|his|her|their) (morning|afternoon|evening)"
    r"(?: (?:session|lessons?|shift|part))?$",
    needs="morning|afternoon|evening",
)
_HOURS_OF = {"morning": (0, 12), "afternoon": (12, 18), "evening": (16, 24)}
"""The hours a part of the day may start in."""


def _part_of_day(part: str, story: str, kinds: list[set[str]], one: str, two: str) -> ProblemSpec | None:
    """A part of the day from a start to an event after it, that part not named in the story: "school
    starts at 8:50 AM and lunch is at 12:15 PM. How long is the morning?"."""
    if part in story or sorted(kinds, key=len) != [set(), {"start"}]:
        return None
    start, end = (one, two) if kinds[0] else (two, one)
    first_hour, last_hour = _HOURS_OF[part]
    if not first_hour <= _minutes_into_day(start)[0] < last_hour:
        return None
    return _in_order(start, end)


def _could_follow(start: str, end: str) -> bool:
    """Could `end` close what began at `start`: later the same day, or in the morning after an evening
    start. Readings with no AM or PM both on a 12-hour dial are left to `between`, which asks."""
    marks = [said[-2:] if said[-1] == "M" else "" for said in (start, end)]
    if (marks[0] == "") != (marks[1] == "") or (not any(marks) and not _off_the_dial(start, end)):
        return True
    begun, ended = _minutes_into_day(start), _minutes_into_day(end)
    return begun < ended or (begun >= (12, 0) and ended < (12, 0))


def _off_the_dial(*said: str) -> bool:
    """Is one of these readings only on a 24-hour clock: 13:25, 09:40, 00:15?"""
    return any(not 1 <= int(time.split(":")[0]) <= 12 or time.startswith("0") for time in said)


_ASKS_BETWEEN = lazy(
    r"\bbetween\b|\bhow (?:long|much time) (?:do|did|have|had|will) (?:i|we|you|they) (?:have|got|get)\b"
    r"|\bhow long until\b"
)
"""A question of the time between the two readings as such, whatever each reading marks."""


def _in_order(first: str, second: str) -> ProblemSpec | None:
    """Two readings the verbs do not order, told as the day goes ("Oxford 10:12, Reading 10:51", or asked
    "between": "woke at 6:55 AM, left at 8:10 AM"): from the first to the second, when the second is later
    the same day (on one clock, both AM/PM or both not). Told the other way round, they are left alone."""
    marks = [said[-2:] if said[-1] == "M" else "" for said in (first, second)]
    if (marks[0] == "") != (marks[1] == ""):
        return None
    if _minutes_into_day(second) <= _minutes_into_day(first):
        return None
    return between(first, second)


_THE_SPAN = frozenset(
    {"wait", "waiting", "waited", "gap", "between", "them", "that", "is", "was", "did", "we"}
)
"""Words of a question that name only the time between two readings: "How long was the wait?"."""


def names_beyond_the_span(question: str, story: str) -> set[str]:
    """What a question of how long names that is neither the time between the readings nor said in the
    story: "drive" of "How long was the drive?" after "Admitted 22:40, seen 01:15"."""
    return names_asked(question) - _HOW_LONG_WORDS - PEOPLE - _THE_SPAN - set(tokens(story))


def _in_order_overnight(question: str, first: str, second: str) -> ProblemSpec | None:
    """Two readings told as the night goes, nothing else ordering them, asked how long between them and
    nothing else ("How long was the drive?" may be part of it only): "Admitted 22:40, seen by the doctor
    01:15. How long was the wait?", "ordered at 11:40 pm, delivered at 12:25 am". The first is in the
    afternoon or evening and the second in the small hours, each marked so: PM then AM, or on a 24-hour
    clock with the second written from 00 to 09 ("01:15"; "1:15" beside "22:40" may be either clock's)."""
    if names_beyond_the_span(question, ""):
        return None
    marks = [said[-2:] if said[-1] == "M" else "" for said in (first, second)]
    if marks == ["PM", "AM"]:
        return between(first, second)
    on_a_24_hour_clock = not any(marks) and int(first.split(":")[0]) >= 13 and second.startswith("0")
    return between(first, second) if on_a_24_hour_clock else None


def _minutes_into_day(said: str) -> tuple[int, int]:
    """Where a reading stands in its day, to say which of two is later: 11:50 AM before 12:15 PM."""
    clock, _, half = said.partition(" ")
    hours, _, minutes = clock.partition(":")
    hour = int(hours) % 12 + (12 if half == "PM" else 0) if half else int(hours)
    return hour, int(minutes or 0)
