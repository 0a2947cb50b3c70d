"""Clock times: "443 minutes before 1:44 PM", "27 minutes after 7:57 PM", "add 50 minutes to 11:30 PM",
"how many minutes between 11:46 AM and 4:49 PM". Readings and lengths are copied as written, never worked."""

from __future__ import annotations

import re

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.readers.times import hour_marked_readings, hour_parts, time_slips
from quickmath.offline.reading.doubts import Doubtful
from quickmath.offline.reading.text import FILLERS, tokens
from quickmath.patterns import lazy, mentions

READING = r"(\d{1,2}:\d\d(?: ?[ap] ?;? ?m\b)?|\d{1,2} ?[ap] ?;? ?m\b|noon|midday|midnight)"
"""A clock reading in normalised text: 1:44 pm, 13:44, 1 pm, 11:30 p ; m (from "p.m."), noon."""
LENGTH = (
    r"((?:\d+|an|a|one) ?(?:hours?|hrs?|h)(?: (?:and )?\d+ ?(?:minutes?|mins?|m)| \d{1,2})?"
    r"|\d+ ?(?:minutes?|mins?|m))\b"
)
"""A length of time: 443 minutes, 2 hours 15 minutes, 2 h 15 min, 1h20 (1 h 20), an hour."""
_LATER = r"(?:after|past|later than|on from|from)"
_EARLIER = r"(?:before|earlier than|prior to|until|till|to)"
_NOW = (
    r"(?:(?:if |when )?(?:(?:now )?it is|its|(?:the )?time (?:now )?is|now is"
    r"|(?:the )?clock (?:it )?(?:says|shows|reads))"
    r"(?: right)?(?: now)?|now) "
)
_ASKED = r"(?: right)?(?: now)? ?[;,]? ?(?:what )?time"
_BACK = r"(?:earlier|before|ago)"
_IF_NOW = rf"(?:if|when|as) {_NOW}"
_ROUGHLY = r"(?:like |about )?"
_LATER_ASKED = (
    rf"(?:{_ASKED}(?: (?:(?:will|would) it (?:be|show|say|read)|is it))?"
    rf"|(?: right)?(?: now)? ?[;,]? ?(?:what will (?:the time|it) be|what is the time"
    rf"|what (?:will|would) (?:it|the clock) (?:say|show|read)))"
)
"""The time asked after the time now: "what time will it be", "what time", "what's the time", "what will the
clock say"."""
_STARTS = r"(?:starts?|begins?|began|leaves?|left|started|departs?|departed|opens?|opened)"
_ENDS = r"(?:ends?|finishes?|arrives?|arrived|ended|finished|lands?|landed|closes?|closed)"
_WHICH_TIME = r"(?:what|which) time(?: is it| will it be)?"
_WHICH_HOUR = r"(?:what|which) (?:time|hour)(?: (?:will|would) (?:it )?be| is it| will it be| it will be)?"
"""A reading asked after the length, in second-language English too: "after 35 minutes, which hour will
be"."""
_FROM = r"(?:from|between|btwn|betwn|betw)"
_MOVES = [
    (lazy(rf"{LENGTH} {_LATER} {READING}"), "time_after", 2, 1),
    (lazy(rf"{LENGTH} {_EARLIER} {READING}"), "time_before", 2, 1),
    (lazy(rf"{READING}(?: ,)? (?:\+|plus|and|add) {LENGTH}(?: later| more| on)?"), "time_after", 1, 2),
    (lazy(rf"{READING} (?:-|minus|take away) ?{LENGTH}"), "time_before", 1, 2),
    (lazy(rf"add (?:on )?{LENGTH} (?:on )?to {READING}"), "time_after", 2, 1),
    (lazy(rf"(?:take|subtract|minus) {LENGTH} (?:away )?(?:from|off) {READING}"), "time_before", 2, 1),
    (lazy(rf"{_NOW}{READING}{_LATER_ASKED} (?:in|after) {LENGTH}(?: time| from now)?"), "time_after", 1, 2),
    (lazy(rf"{_NOW}{READING}{_LATER_ASKED} {LENGTH} (?:from now|later|on)"), "time_after", 1, 2),
    (lazy(rf"{_NOW}{READING} ?[;,]? ?{LENGTH} (?:from now|later|on) ?[;,]? ?{_WHICH_TIME}"),
     "time_after", 1, 2),
    (lazy(rf"{_NOW}{READING}{_ASKED} (?:was|would) it (?:have been )?{LENGTH} ago"), "time_before", 1, 2),
    (lazy(rf"{_NOW}{READING}{_ASKED} (?:did|was|would) it (?:have )?(?:show|say|read|been) {LENGTH} {_BACK}"),
     "time_before", 1, 2),
    (lazy(rf"{_FROM} {_ROUGHLY}{READING} (?:and|to|until|till|til|n|&|-|→) {READING}"), "time_between", 1, 2),
    (lazy(rf"(?<![\w:]){READING} (?:to|until|till|til|through|→|->) {READING}"), "time_between", 1, 2),
    (lazy(rf"{_NOW}{READING}(?: now)? ?[;,]? ?(?:in|after) {LENGTH}(?: more)? ?[;,]? ?{_WHICH_HOUR}"),
     "time_after", 1, 2),
    (lazy(rf"what time (?:will|would) it be (?:in|after) {LENGTH} {_IF_NOW}{READING}"), "time_after", 2, 1),
    (lazy(rf"what time (?:was|would) it (?:been )?{LENGTH} ago {_IF_NOW}{READING}"), "time_before", 2, 1),
    (lazy(rf"count (?:on|forwards?|up) {LENGTH} (?:from|after) {READING}"), "time_after", 2, 1),
    (lazy(rf"count (?:back|backwards?|down) {LENGTH} (?:from|before) {READING}"), "time_before", 2, 1),
    (lazy(rf"{_NOW}{READING}(?: now)? ?[;,]? ?what was the time {LENGTH} {_BACK}"), "time_before", 1, 2),
    (lazy(rf"{_STARTS} (?:at )?{READING} (?:and )?{_ENDS} (?:at )?{READING}"), "time_between", 1, 2),
]  # fmt: skip
_AROUND = frozenset({
    "time", "times", "clock", "will", "would", "be", "it", "long", "many", "minutes", "hours", "elapsed",
    "passes", "pass", "passed", "goes", "go", "by", "exactly", "o'clock", "later", "earlier", "of", "day",
    "film", "show", "lesson", "trip", "journey", "train", "bus", "class", "match", "game", "movie", "=",
    "and", "taken", "duration", "interval", "span", "take", "takes", "get", "mins", "min", "hrs", "hr",
    "shift", "night", "slot", "shown", "shows", "say", "says", "tmrw", "tomorrow", "today", "urgent", "count",
    "counting", "alexa", "siri", "hey", "ok", "okay", "google", "someone", "anyone", "somebody", "anybody",
    "him", "them", "gap", "length", "difference", "same", "whole", "give", "answer", "written", "as",
})  # fmt: skip
"""Words that may stand around a clock question: "what time will it be", "how many minutes pass", "alexa,
…" (a voice assistant's name, said first), "can someone explain how to count …", "how do I explain to him
…"."""


_HALF_OF_DAY = (
    r"(?: ,| like| i mean)* (?P<half>in the morning|in the afternoon|in the evening|this morning"
    r"|this afternoon|this evening|tonight|at night)"
)
"""A part of the day said after a reading, perhaps after a filler ("12:10 , uh , in the afternoon")."""
_MARKED = r" ?(?P<marked>[ap]) ?;? ?m\b"
_HALF_OR_MARKED = rf"(?:{_HALF_OF_DAY}|{_MARKED})"
_MINUTES_SAID = (
    r"(?:a )?(?P<part>half|quarter|(?<!\d )(?:5|10|15|20|25|30)(?= (?:past|after) )"
    r"|(?:(?<=\bat )|(?<=\bis )|(?<=\bits )|(?<=\bnow )|(?<=\babout )|(?<=\baround )|(?<=\bby )"
    r"|(?<=\bbefore )|(?<=\bafter )|(?<=\buntil )|(?<=\btill )|^)(?:5|10)(?= (?:to|till|til) )"
    r"|(?<!\d )(?:20|25)(?= (?:to|till|til) ))"
    r" (?P<way>past|after|to|till|til) (?P<hour>\d{1,2})"
)
"""The minutes of a reading said past or to the hour: "half past 3", "twenty to 4", "ten past 9". Five and
ten before "to" only where a reading is said ("at 10 to 4 pm"): "from 10 to 4 pm" is two readings."""
_SPOKEN = [
    lazy(
        r"\b(?P<hour>\d{1,2}) (?:(?P<minutes>[0-5]\d)|[o0] clock)" + _MARKED,
        needs=" am| pm| a ; m| p ; m| a m| p m",
    ),
    lazy(rf"\b{_MINUTES_SAID}(?: [o0] clock)?{_HALF_OR_MARKED}", needs="past|after|to|til"),
    lazy(rf"\bhalf (?P<hour>\d{{1,2}}){_HALF_OR_MARKED}", needs="half"),
    lazy(rf"\b(?P<hour>\d{{1,2}})(?:[: ](?P<minutes>[0-5]\d))?(?: [o0] clock)?{_HALF_OF_DAY}\b"),
]
"""Clock readings said in words, read as a clock shows them: "four fifteen pm" (4 15 pm), "half past seven
in the evening", "twenty to eight in the morning", "quarter past 9 am", "half 3 pm" (British: half past 3),
"3 o'clock in the afternoon"."""
_PARTS = {"half": 30, "quarter": 15}
_HOURS_OF_HALF = {
    "morning": range(1, 13),
    "afternoon": (12, *range(1, 8)),
    "evening": range(1, 12),
    "tonight": range(6, 12),
    "night": range(6, 12),
}
"""The hours on the dial a part of the day may name: "12:10 in the afternoon" is just after noon, but "12:30
tonight" and "1:30 at night" may be after midnight, and "12:15 in the evening" is no reading: left as said."""


def _spoken(match: re.Match[str]) -> str:
    """One spoken reading as a clock reading with AM or PM; the words as they were when no clock says so."""
    said = match.groupdict()
    hours, marked, half = int(said["hour"]), said.get("marked"), said.get("half")
    minutes = int(said.get("minutes") or 0)
    if part := said.get("part"):
        minutes = _PARTS.get(part) or int(part)
        if said["way"] in ("to", "till", "til"):  # "twenty to eight" is read off the dial as 7:40, as said
            if marked and hours == 12:
                return match.group()  # "quarter to 12 pm": to noon, or to midnight?
            minutes, hours = 60 - minutes, (hours - 2) % 12 + 1
    elif "part" not in said and "minutes" not in said:
        minutes = 30  # "half 3 pm", as said in Britain: half past 3
    if not 1 <= hours <= 12 or not 0 <= minutes <= 59:
        return match.group()
    if marked:
        return f"{hours}:{minutes:02d} {marked}m"
    if half is None or hours not in _HOURS_OF_HALF[half.split()[-1]]:
        return match.group()
    return f"{hours}:{minutes:02d} {'am' if 'morning' in half else 'pm'}"


_SAID = r"(?:(?:half|quarter|\d{1,2}) (?:past|to) )?\d{1,2}(?:[: ][0-5]\d)?(?: [o0] clock)?"
_SHARED_HALF = lazy(
    rf"\b(from|between) ({_SAID}) (to|until|till|and) ({_SAID}){_HALF_OF_DAY}\b",
    needs="morning|afternoon|evening|tonight|at night",
)
"""Two readings with one part of the day said after both: "from quarter to nine to eleven thirty in the
morning"."""


def _shared_half(match: re.Match[str]) -> str:
    """Both readings in the part of the day said once, when the first comes before the second on the dial
    (from eleven to two in the afternoon may start in the morning: left as said)."""
    way, first, joiner, second, half = match.groups()
    said = [_in_words(f"{time} {half}") for time in (first, second)]
    on_dial = [re.fullmatch(r"(\d{1,2}):(\d\d) [ap]m", time) for time in said]
    if not all(on_dial):
        return match.group()
    start, end = ((int(found.group(1)) % 12, int(found.group(2))) for found in on_dial if found)
    return f"{way} {said[0]} {joiner} {said[1]}" if start < end else match.group()


_DOTTED = lazy(r"\b(\d{1,2})\.([0-5]\d) ?(?=[ap] ?;? ?m\b)", needs=" am| pm| a ; m| p ; m")
"""A reading written with a point, as in Britain: "8.10 am" (only with AM or PM: 8.10 alone is a number)."""


def spoken_readings(text: str) -> str:
    """Readings said in words as clock readings: "half past seven in the evening" → "7:30 pm"; "8.10 am" →
    "8:10 am"."""
    if not mentions(" am| pm| a ; m| p ; m| a m| p m|morning|afternoon|evening|tonight|at night", text):
        return text
    text = _DOTTED.sub(r"\1:\2 ", text)
    text = _RESTATED.sub(_restated, text) if " , " in text else text
    text = _in_words(_SHARED_HALF.sub(_shared_half, text))
    return _SAID_TWICE.sub(r"\1", text) if " , " in text else text


_RESTATED = lazy(
    rf"\b{_MINUTES_SAID}(?: [o0] clock)? , (?P<digits>(?P<h>\d{{1,2}}):(?P<m>[0-5]\d) ?[ap]m\b)"
    r"(?: ,(?= (?:to|until|till|and)\b))?"
)
"""A reading said in words, then in digits: "a quarter to 10 , 9:45 am" is the one reading 9:45 am."""
_SAID_TWICE = lazy(rf"{READING} , \1(?![\w:])(?: ,(?= (?:to|until|till|and)\b))?")
"""One reading said twice: "half past 8 in the evening , 8:30 pm" read in words is "8:30 pm , 8:30 pm"."""


def _restated(match: re.Match[str]) -> str:
    """The reading in digits when the words say the same place on the dial; else the text as it was."""
    said = match.groupdict()
    minutes, hours = _PARTS.get(said["part"]) or int(said["part"]), int(said["hour"])
    if said["way"] in ("to", "till", "til"):
        minutes, hours = 60 - minutes, (hours - 2) % 12 + 1
    same = (hours % 12, minutes) == (int(said["h"]) % 12, int(said["m"]))
    return said["digits"] if same else match.group()


def _in_words(text: str) -> str:
    for pattern in _SPOKEN:
        text = pattern.sub(_spoken, text)
    return text


def reading(text: str) -> str:
    """A reading as the note writes it: "1:44 pm" → "1:44 PM", "11:30 p ; m" → "11:30 PM", "13:44"."""
    match = re.fullmatch(r"(\d{1,2}(?::\d\d)?) ?(?:([ap]) ?;? ?m)?", text)
    if match is None:
        return text
    time, half = match.groups()
    return f"{time} {half.upper()}M" if half else time


def length(text: str) -> str:
    """A length as the note writes it: "2 hours 15 minutes" → "2 h 15 min", "443 minutes" → "443"."""
    if minutes := re.fullmatch(r"(\d+) ?(?:minutes?|mins?|m)", text):
        return minutes.group(1)
    text = re.sub(r"^(?:an|a|one) ", "1 ", text)
    text = re.sub(r" ?(?:hours?|hrs?|h)\b", " h", text)
    text = re.sub(r" ?(?:minutes?|mins?|m)\b", " min", text).replace(" and ", " ").strip()
    return f"{text} min" if text[-1].isdigit() else text


def between(first: str, second: str) -> ProblemSpec:
    """The time from one reading to the next. Two readings with no AM or PM, both of them on a 12-hour dial,
    the second one earlier on a 24-hour clock ("from 12:15 to 1:05"), could be minutes apart or span the
    night: so ask which."""
    on_dial = [re.fullmatch(r"(\d{1,2}):(\d\d)", said) for said in (first, second)]
    if all(found and 1 <= int(found.group(1)) <= 12 for found in on_dial):
        start, end = ((int(found.group(1)), int(found.group(2))) for found in on_dial if found)
        if end < start:
            raise Doubtful(f"{first} to {second}")
    return ProblemSpec("time_between", first, second)


def clock_style(hours: str) -> str:
    """A style of clock named, its hours among `hours`: "24 hour clock", "12 hr time", "24 h format"."""
    return rf"\b(?:{hours}) ?-? ?(?:hours?|hrs?|h) (?:time|clock|format|notation|style|system)\b"


CLOCK_STYLE = clock_style(r"12|24|twelve|twenty ?-?four")
"""A 12- or 24-hour clock named: "what is 9:45 in 12-hour time plus 30 min"."""
STYLE_ASKED = (
    rf"(?:(?:answer |give it |write it |put it )?(?:in|on|using|as) )?(?:the |a )?{clock_style('24')}"
    r"(?: ,)?(?: please| pls| thanks| sorry| for (?:the )?confusion)*"
)
"""A 24-hour answer asked for: "on a 24-hour clock", "24-hour clock please", "in 24 hr format"."""
_ON_24_HOURS = lazy(rf" ?[;,]? ?{STYLE_ASKED}(?= ;|$)", needs="24 h")
"""A 24-hour answer asked for after the question: "… before midnight? 24-hour clock please." Midnight and
noon are then read as 00:00 and 12:00, so the answer comes in the style asked for."""


_TWO_READINGS = lazy(
    r"\b(from|between) ([01]?\d|2[0-3])(?: | oh )([0-5]\d|[0-9](?= (?:to|and|until|till)\b))"
    r" (to|and|until|till) ([01]?\d|2[0-3])(?: | oh )([0-5]\d|[0-9]$|[0-9](?= [;,?]))\b(?![.,]\d)",
    needs="from|between",
)
"""Two readings said in words, in a question of how long between them: "from nine fifteen to ten oh five"
(number words read as "9 15" and "10 oh 5"; readings written with a point are `layouts.point_readings`')."""
_HOW_LONG = lazy(r"^how (?:long|many (?:minutes|mins|hours|hrs))\b", needs="how")


def _readings_written_plainly(text: str) -> str:
    """ "from 9 15 to 10 oh 5" as "from 9:15 to 10:05", in a question of how long only."""
    if not _HOW_LONG.search(text):
        return text
    return _TWO_READINGS.sub(lambda m: f"{m[1]} {m[2]}:{int(m[3]):02d} {m[4]} {m[5]}:{int(m[6]):02d}", text)


_ANSWER_LINE = lazy(
    rf"^(?:[a-z]+ ){{0,3}}({READING} ?(?:\+|-|plus|minus) ?{LENGTH})(?: [a-z]+)? = (?:[a-z;?]+(?: |$))*$",
    needs="=",
)
"""A worksheet's or a log's line, its labels around the sum and a blank after "=": "Clock-in 13:50 + 8 h 30
min = home time ___", "Ready at 12:30 PM − 1 h 10 min prep = start prep at ___". The sign says the way."""


def readings_as_written(text: str) -> str:
    """Clock readings said in words, with a slip, or marked with an h, written as clock readings: "half past
    seven in the evening" → "7:30 pm"."""
    return hour_marked_readings(spoken_readings(time_slips(text)))


def read(text: str) -> ProblemSpec | None:
    """A clock question: a reading moved on or back by a length, or the time between two readings."""
    text = _readings_written_plainly(text)
    if (line := _ANSWER_LINE.fullmatch(text)) is not None:
        text = line.group(1)
    if (on_24_hours := _ON_24_HOURS.sub("", text)) != text:
        text = re.sub(r"\bmidnight\b", "00:00", re.sub(r"\b(?:noon|midday)\b", "12:00", on_24_hours))
    text = readings_as_written(text)
    if not mentions(":|am|pm|p m|a m|noon|midday|midnight", text):
        return None
    text = hour_parts(text)
    for pattern, operation, first, second in _MOVES:
        match = pattern.search(text)
        if match is None or not _alone(text, match):
            continue
        a, b = match.group(first), match.group(second)
        if operation == "time_between":
            return between(reading(a), reading(b))
        return ProblemSpec(operation, reading(a), length(b))
    return None


def _alone(text: str, match: re.Match[str]) -> bool:
    rest = text[: match.start()] + " " + text[match.end() :]
    return all(t in FILLERS or t in _AROUND or t in {",", ";"} for t in tokens(rest))


_ASKED_ON_24_HOURS = lazy(
    rf" (?:on|in|using|as) (?:a |the )?{clock_style('24')}(?= ;| ,|$)"
    rf"|(?: ; (?:edit|update|ps|nb|note))? ; \(? ?(?:ps )?{STYLE_ASKED} ?\)?$",
    needs="24 h",
)
"""A 24-hour answer asked for: in the question ("What time does it end on a 24-hour clock?"), or after it on
its own ("… What time should I be there? EDIT: 24 hour clock, sorry for confusion", "(24-hour clock)")."""
_HALVES_OF_DAY = lazy(r"\d ?[ap] ?;? ?m\b|\b(?:noon|midday|midnight)\b")


def on_a_24_hour_clock(text: str) -> str:
    """A 24-hour answer asked of readings all told on a 24-hour clock: "The film starts at 21:50 and lasts 95
    minutes. What time does it end on a 24-hour clock?". Its "24" is no number of the story. Readings told
    with AM or PM would be answered in their own style: such text stays as it was."""
    if not _ASKED_ON_24_HOURS.search(text) or _HALVES_OF_DAY.search(text):
        return text
    return _ASKED_ON_24_HOURS.sub("", text)
