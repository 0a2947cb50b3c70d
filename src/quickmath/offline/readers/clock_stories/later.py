"""Stories of an event told a length later or earlier than the one reading: "arrived at 6:40 PM and left 2
hours 15 minutes later", "the dog show is 150 minutes later", "my train is in 75 minutes", "tablets every 8
hours, took one at 6:00 AM", "what time is it 45 minutes later?"."""

from __future__ import annotations

import re

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.readers.clock_stories.words import (
    ASKING_WORDS,
    ASKS_NAMED,
    ASKS_THAT_TIME,
    ASKS_WHEN,
    DIRECTION,
    LENGTHS,
    NEXT_AFTER,
    READINGS,
    VERB,
    VERB_WORDS,
    all_said,
    kinds_of,
    names_asked,
    roles_of,
    said_in,
    verbs_in,
)
from quickmath.offline.readers.clock_times import LENGTH, READING, length, reading
from quickmath.offline.reading.text import tokens
from quickmath.patterns import LazyPattern, lazy

_FOR_A_PURPOSE = r" (?:to|so as to|in order to) [a-z]+(?: [a-z]+)*(?= ;| ,|$)"
"""What a time before or after the reading is for, said after it: "leave 1 hour 50 minutes before to pick them
up"."""
_LATER_EVENT = lazy(
    rf"\b({VERB_WORDS})(?: (?:home|school|work|there|here|the \w+))? {LENGTH}"
    rf" (later|afterwards|earlier|before|ago)(?= ;| ,| and\b| with\b|$|{_FOR_A_PURPOSE})"
)
"""One event a length after or before the reading: "arrived at 6:40 PM and left 2 hours 15 minutes later";
not "later than my sister", nor "before school ends", which say another event; "I need to leave 1 hour 50
minutes before to pick them up" says what for."""


def told_later(story: str, question: str, text: str) -> ProblemSpec | None:
    """The event the question asks about, told as a length later or earlier than the one reading: "Tim
    arrived at the party at 6:40 PM and left 2 hours 15 minutes later. When did he leave?"."""
    found = _LATER_EVENT.search(story)
    if found is None or len(READINGS.findall(text)) != 1 or len(LENGTHS.findall(text)) != 1:
        return None
    if not ASKS_WHEN.search(question) or READINGS.search(question):
        return None
    if verbs_in(question) != verbs_in(found.group(1)) or not verbs_in(found.group(1)):
        return None  # the question asks about another event than the one told later
    named = {word for word in tokens(VERB.sub(" ", question)) if word not in ASKING_WORDS and word.isalpha()}
    if named & set(tokens(story[: found.start()])):
        return None  # "The bus arrived at 9:10, and I arrived 5 minutes earlier. When did the bus arrive?"
    if found.group(3) == "ago" and not _TOLD_NOW.search(story):
        return None  # "… ago" counts back from now, so the reading must be now
    operation = "time_after" if found.group(3) in ("later", "afterwards") else "time_before"
    return ProblemSpec(operation, reading(READINGS.findall(text)[0]), length(found.group(2)))


_LATER_CLAUSE = lazy(
    rf"(?:^|; |, |\band |\bthen |\bbut )(?P<clause>(?:[a-z]+ ){{1,5}}?){LENGTH}"
    rf" (?P<way>later|afterwards|earlier|after|before)(?: (?:it|that|this|then))?"
    rf"(?= ;| ,| and\b| with\b|$|{_FOR_A_PURPOSE})",
    needs="later|afterwards|earlier|after|before",
)
_LENGTH_THEN_CLAUSE = lazy(
    rf"(?:^|; |, |\band )(?:a |an |the )?{LENGTH} (?P<clause>[a-z]+(?: [a-z]+){{0,3}}?)"
    rf" (?P<way>before|after)(?: (?:it|that|this|then))?(?= ;| ,|$)",
    needs="before|after",
)
"""A thing named after its length, told before or after the reading: "server maintenance at 03:00, 1 hr 30 min
warning goes out before"."""
"""A clause told a length later or earlier than the reading, its verb any or left out: "the sweep vehicle goes
105 minutes later", "must be back 2 hours 25 minutes later", "the photos are 40 minutes after", "the raffle 1
hour 30 minutes after it", "the team must arrive 90 minutes before"."""


def said_later(story: str, question: str, text: str) -> ProblemSpec | None:
    """The time of a clause told a length after or before the one reading, asked for bare ("What time?",
    "What time is that?") or by that clause's own words ("What time was it delivered?"). A question that
    names anything of the reading's clause asks what is told already: left alone."""
    later = _LATER_CLAUSE.search(story)
    found, readings = later or _LENGTH_THEN_CLAUSE.search(story), READINGS.findall(text)
    if found is None or len(readings) != 1 or len(LENGTHS.findall(text)) != 1:
        return None
    apart = found.group(2) if later else found.group(1)
    at = READINGS.search(story)
    if at is None or at.end() > found.start() or READINGS.search(question):
        return None
    if not ASKS_WHEN.search(question):
        return None
    clause, before = found.group("clause"), story[: found.start()]
    if not ASKS_THAT_TIME.search(question.strip()):
        named, verbs = names_asked(question), verbs_in(question)
        if not (named or verbs) or not all_said(named, clause) or not _same_event(named, verbs, clause):
            return None
        if _any_said(named, before) or verbs & verbs_in(before):
            return None  # "… and I got there 20 minutes later. When did the shop open?"
    operation = "time_before" if found.group("way") in ("earlier", "before") else "time_after"
    return ProblemSpec(operation, reading(readings[0]), length(apart))


def _same_event(named: set[str], verbs: set[str], clause: str) -> bool:
    """Does the question ask of the clause's event: by its verbs, or by its doer with a verb saying the same
    of it ("the band comes on 90 minutes later. What time does the band start?")?"""
    told = verbs_in(clause)
    return not verbs - told or (bool(named) and bool(told) and roles_of(verbs) == roles_of(told))


def _any_said(named: set[str], clause: str) -> bool:
    return any(said_in(word, tokens(clause)) for word in named)


_TOLD_NOW = lazy(rf"(?:^|; |, )(?:it is|the time is|now(?: it is)?|the clock says) {READING}")
_NAMED_LATER = lazy(
    rf"(?:^|; |, |and )(?:the |a |an |my |our |his |her )?(?P<name>[a-z]+(?: [a-z]+)?)"
    rf" (?:is|was|will be|comes|happens)(?: due)? {LENGTH}"
    rf" (?P<way>later|afterwards|after|earlier|before|in)(?= ;| ,|$)",
    needs="later|after|earlier|before| in",
)
"""A thing a length after or before the reading, or a length into what starts at it: "the dog show is 150
minutes later", "the first break is due 450 minutes in"."""
NAMED_AFTER = lazy(
    rf"(?:^|; |, |and )(?:the |a |an |my |our |his |her )?(?P<name>[a-z]+(?: [a-z]+)?)"
    rf" (?:is|comes|will be|happens)(?: due)? after {LENGTH}(?= ;| ,|$)",
    needs="after",
)
"""A thing a length into what starts at the reading, said with "after" first: "my break is after 3 hours 15
min", "the second is due after 6 hours"."""
_ORDINAL = lazy(r"^(?:first|1st|next) ", needs="first|1st|next")


def named_later(story: str, question: str, text: str) -> ProblemSpec | None:
    """A thing named as a length after or before the one reading, and asked for by its name: "Fete opens at
    11:30 AM and the dog show is 150 minutes later. What time is the dog show?", "a shift starts at 7:00 AM
    and the first break is due 270 minutes in. What time is the break?". The thing at the reading
    asked for ("When does the fete open?") is told already: left alone."""
    found = _NAMED_LATER.search(story) or NAMED_AFTER.search(story)
    asked = ASKS_NAMED.fullmatch(question.strip())
    readings = READINGS.findall(text)
    if found is None or asked is None or len(readings) != 1 or len(LENGTHS.findall(text)) != 1:
        return None
    said_after = "way" not in found.groupdict()  # "is after 3 hours": a length into what starts there
    way = "in" if said_after else found.group("way")
    name = found.group("name")
    if asked.group("name") not in (name, _ORDINAL.sub("", name)) or name in story[: found.start()]:
        return None
    if found.start() < (READINGS.search(story) or found).start():
        return None  # "the show is 20 minutes later than the 7:30 PM start": told after the reading only
    started = kinds_of(verbs_in(story[: found.start()]), staying=False)
    if way == "in" and (started - {"start"} if said_after else started != {"start"}):
        return None  # "the film ends at 9 PM and the twist is 20 minutes in": in from its start, not its end
    operation = "time_after" if way in ("later", "afterwards", "after", "in") else "time_before"
    return ProblemSpec(operation, reading(readings[0]), length(found.group(2)))


_NAMED_FROM_START = lazy(
    rf"^(?:the |my |our |a )?(?P<name>[a-z]+) (?:is|comes|will be)(?: due)? {LENGTH} (?P<way>after|before)"
    rf" (?:(?:i|we) (?:start|begin|clock in|clock on)(?: work)? at {READING}|(?:my|our) {READING} start)$"
    rf"|^(?:the |my |our |a )?(?P<ends>[a-z]+) (?:ends|finishes|is over) {LENGTH} after (?:it|they)"
    rf" (?:starts|start|begins|begin|opens|open) at {READING}$",
    needs="start|begin|clock|open",
)
"""A thing named as a length after or before the learner's own start: "Break is due 4 h 30 min after I start
at 06:10", "Break's 2 h 30 min after my 9:15 am start"."""


def named_from_my_start(story: str, question: str, text: str) -> ProblemSpec | None:
    """The time of the thing named, asked by its name or bare: "When's my break?", "When?"."""
    found, readings = _NAMED_FROM_START.fullmatch(story.strip()), READINGS.findall(text)
    if found is None or len(readings) != 1 or len(LENGTHS.findall(text)) != 1:
        return None
    if found.group("ends"):
        return _ends_after_its_start(found, question, readings[0])
    asked = ASKS_NAMED.fullmatch(question.strip())
    by_name = asked is not None and asked.group("name") == found.group("name")
    if not (ASKS_THAT_TIME.fullmatch(question.strip()) or by_name):
        return None  # "… after I start at 06:10. When do I start?" asks what is told
    operation = "time_after" if found.group("way") == "after" else "time_before"
    return ProblemSpec(operation, reading(readings[0]), length(found.group(2)))


def _ends_after_its_start(found: re.Match[str], question: str, said: str) -> ProblemSpec | None:
    """The end of a thing told as a length after its start: "Party ends 2 h 30 min after it starts at 1:30 pm,
    when's collection?" asks its end, by an end's verb; its start ("when does it start?") is told."""
    if not ASKS_WHEN.search(question) or kinds_of(verbs_in(question), staying=False) != {"end"}:
        return None
    return ProblemSpec("time_after", reading(said), length(found.group(7)))


_AWAY = lazy(
    rf"{LENGTH} (?:away|to go|from now|left|remaining)\b|\b(?:in|due in) {LENGTH}(?: time)?(?= ;| ,|$)"
)
"""A length from now to the reading: "the next boss spawns at 03:10 and the timer says 47 minutes away"."""
_ASKS_NOW = lazy(r"^(?:so )?(?:what time is it|what is the time)(?: now| right now)?$")


_CLOCK_SAYS = lazy(
    rf"(?:^|; |, |\band )(?:(?:it is(?: now)?|the time (?:now )?is|now(?: it is)?"
    rf"|(?:the |my |your )?(?:clock|watch|phone) (?:says|shows|reads)) {READING}|(?:it is )?{READING} now\b)"
)
"""The reading that is now: "it's 3:40 PM", "my watch says 6:50 am", "it's 3:40 PM now"."""
_SAYS_READING = lazy(rf"\b(?:says|shows|reads) {READING}", needs="says|shows|reads")
"""A reading something shows, which may be the time now ("my watch says 6:50 am")."""


_WHAT_TIME = (
    r"(?:what time (?:is it|will it be|was it|would it be)|what (?:is|was|will be|would be) the time"
    r"|what(?: time)? (?:will|would) (?:it|the clock|the time|the \w+ clock|my \w+|the \w+)"
    r" (?:say|show|read)"
    r"|(?:determine|work out|tell me|find|say) what (?:it|the clock|the \w+ clock|the \w+) (?:will|would)"
    r" (?:say|show|read))"
)
"""A question of the time on the clock: "what time will it be", "what will the clock say"."""
_ASKS_LATER = lazy(
    rf"^(?:so )?{_WHAT_TIME} {LENGTH}"
    rf" (?P<way>later|on|afterwards|after that|after|earlier|before that|before)$"
    rf"|^(?:so )?{LENGTH} (?P<way_first>on|later|after|earlier|before)(?:(?: from)? (?:that|then|there))?"
    rf" (?:is|will be|would be) what (?:time|on the clock)$"
    rf"|^(?:so )?{_WHAT_TIME} (?:once|when|after) (?:another |a further )?{LENGTH}"
    r" (?P<passed>(?:have|has) (?:gone by|passed|gone past|elapsed))$",
    needs="later|on|after|earlier|before|once|when",
)
_ASKS_IN_A_LENGTH = lazy(
    rf"^(?:so )?(?:{_WHAT_TIME}|what time) (?:in|in another) {LENGTH}(?: time| from now)?$"
    rf"|^(?:so )?what time (?:is it|will it be|would it be) {LENGTH} from now$",
    needs=" in | from now",
)


def _asked_of_one_reading(
    asked: LazyPattern, story: str, question: str, text: str
) -> tuple[re.Match[str], str] | None:
    """How the question asks and the one reading, when it asks as `asked` does of a story with one reading,
    one length and no word of which way it goes."""
    found, readings = asked.fullmatch(question.strip()), READINGS.findall(text)
    if found is None or len(readings) != 1 or len(LENGTHS.findall(text)) != 1 or DIRECTION.search(story):
        return None
    return found, readings[0]


def asked_later(story: str, question: str, text: str) -> ProblemSpec | None:
    """The one reading told, and a question of the time a length later or earlier: "The show went on air at
    6:40 pm; what time is it 45 minutes later?", "Race clock says 14:25. What will it say 95 minutes
    later?", "…, so 45 mins on from that is what on the clock?", "What will it read once another 25 minutes
    have gone by?"."""
    if (asked := _asked_of_one_reading(_ASKS_LATER, story, question, text)) is None:
        return None
    found, told = asked
    way = found.group("way") or found.group("way_first")
    said = found.group(1) or found.group(3) or found.group(5)
    later = bool(found.group("passed")) or way in ("later", "on", "afterwards", "after that", "after")
    return ProblemSpec("time_after" if later else "time_before", reading(told), length(said))


def in_a_length(story: str, question: str, text: str) -> ProblemSpec | None:
    """The time now told, and a question of the time in a length: "It's 11:50 PM on the clock. What time will
    it say in 25 minutes?", "10:45am now, what time in 3h 30m". Only when the one reading is the time now."""
    if (asked := _asked_of_one_reading(_ASKS_IN_A_LENGTH, story, question, text)) is None:
        return None
    if not _CLOCK_SAYS.search(story):
        return None  # "The film starts at 7:30. What time is it in 25 minutes?": no time now told
    found, told = asked
    return ProblemSpec("time_after", reading(told), length(found.group(1) or found.group(2)))


_ASKS_BEFORE_NOW = lazy(r"\b(?:did|was|were|had)\b")
"""A question in the past, of what came before now: a length from now tells nothing of it."""


def from_now(story: str, question: str, text: str) -> ProblemSpec | None:
    """When something comes that is a length away from now: "My watch says 6:50 am and my train is in 75
    minutes. What time is the train?", "It's 3:40 PM and the next bus is 25 minutes away. When does it
    come?". The question may not ask for the time now, nor name the clock told ("What does my watch say?")."""
    now, away, readings = _CLOCK_SAYS.search(story), _AWAY.search(story), READINGS.findall(text)
    if now is None or away is None or len(readings) != 1 or len(LENGTHS.findall(text)) != 1:
        return None
    if now.end() > away.start() and not _counting_down_now(story, away, now):
        return None  # the time now told first, then what is a length away from it
    if not ASKS_WHEN.search(question) or _ASKS_NOW.search(question):
        return None
    if _ASKS_BEFORE_NOW.search(question):
        return None  # "… and the download has 35 minutes remaining. When did it begin?": not when it comes
    if (
        READINGS.search(question)
        or names_asked(question) & set(tokens(now.group()))
        or DIRECTION.search(text)
    ):
        return None
    return ProblemSpec("time_after", reading(readings[0]), length(away.group(1) or away.group(2)))


_COUNTDOWN = lazy(rf"{LENGTH} (?:to go|left|remaining)$", needs="to go|left|remaining")
_TOLD_BEFORE = lazy(r"\b(?:had|was|were|said|showed|read|ago|earlier|when|then|before|after)\b")


def _counting_down_now(story: str, away: re.Match[str], now: re.Match[str]) -> bool:
    """Is the length what is left now, told before the time now ("Oven timer says 25 min left and it's 2:50 pm
    now")? Not a length left at another time ("The timer had 25 min left when I checked")."""
    told = story[story.rfind(" ; ", 0, away.start()) + 1 : now.start()]
    return bool(_COUNTDOWN.search(away.group())) and not _TOLD_BEFORE.search(told)


def time_now(story: str, question: str, text: str) -> ProblemSpec | None:
    """What time it is now, a length before the one reading: "The next boss spawns at 03:10 and the timer says
    it's 47 minutes away. What time is it now?"."""
    found, readings = _AWAY.search(story), READINGS.findall(text)
    if found is None or len(readings) != 1 or len(LENGTHS.findall(text)) != 1:
        return None
    if not _ASKS_NOW.search(question) or _CLOCK_SAYS.search(story) or _SAYS_READING.search(story):
        return None  # "My watch says 6:50 am and my train is in 75 minutes": the reading is now already
    if READINGS.match(story.strip()):
        return None  # "(it's) 2:50 pm and we go home in 25 mins": a reading said first, bare, is now
    return ProblemSpec("time_before", reading(readings[0]), length(found.group(1) or found.group(2)))


_EVERY = lazy(rf"\bevery (?:{LENGTH}|(hour))", needs="every")
"""A length things come round in: "every 8 hours", "every 20 minutes", "every hour", "8-hourly"."""
_ASKS_NEXT = lazy(r"\bnext\b(?! (?:\d|two|three|few|couple))", needs="next")
_DONE = lazy(
    r"\b(?:took|had|gave|given|taken|left|came|went|was|were|ate|fed|did|missed|started|began|rang|sounded"
    r"|arrived|passed|showed|flashed|watered|checked|changed|from|starting|last)\b"
)
"""The reading is when it last happened: "I took one at 6:00 AM", "one just left at 10:45"."""


def next_after(story: str, question: str, text: str) -> ProblemSpec | None:
    """When the next one comes, told as a length after the one at the reading."""
    found, readings = NEXT_AFTER.search(story), READINGS.findall(text)
    if found is None or len(readings) != 1 or len(LENGTHS.findall(text)) != 1 or READINGS.search(question):
        return None
    asks_next = ASKS_WHEN.search(question) and _ASKS_NEXT.search(question)
    if not (asks_next or ASKS_THAT_TIME.search(question) or _ASKS_THERE.search(question)):
        return None
    said = next(group for group in found.groups() if group)
    return ProblemSpec("time_after", reading(readings[0]), length(said))


_ASKS_THERE = lazy(
    r"^(?:so )?when (?:do|will|shall|would|should) (?:i|we|you|they|he|she)"
    r" (?:get there|arrive|reach it|be there)$",
    needs="when",
)
"""Arriving at the next one: "First drop at 8:40 AM, then 35 minutes to the next. When do I get there?"."""


def every_so_often(story: str, question: str, text: str) -> ProblemSpec | None:
    """The next of things that come round every so often, after one at the reading: "My tablets are every 8
    hours and I took one at 6:00 AM. When is the next one?". The story may not tell of a next one itself
    ("the next bus is at 10:45"), nor ask for any but the very next."""
    every, readings = _EVERY.search(story), READINGS.findall(text)
    if every is None or len(readings) != 1 or len(LENGTHS.findall(text)) > 1:
        return None
    if not (ASKS_WHEN.search(question) and _ASKS_NEXT.search(question)) or READINGS.search(question):
        return None
    if re.search(r"\b(?:next|previous|last \w+ is|first \w+ is|after|before|late|early)\b", story):
        return None
    if not _DONE.search(story) or re.search(r"\b(?:after next|one after|second|third|then)\b", question):
        return None
    interval = every.group(1) or "an hour"
    return ProblemSpec("time_after", reading(readings[0]), length(interval))
