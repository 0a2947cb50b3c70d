"""A clock story as it is told, tidied before it is read: thinking aloud ("so leave at… what time?"), feelings
after the question, a signature, clipped clauses ("Band on 21:15"), a question asked first or run on, and a
story on one clock (a place's clock named is its reading's, or the story is left alone)."""

from __future__ import annotations

import re

from quickmath.offline.readers.clock_stories.words import (
    ASKED_AFTER_COMMA,
    AT_THE_START,
    LENGTHS,
    READINGS,
    asks,
    clause_of_first_reading,
    story_and_question,
)
from quickmath.offline.readers.clock_times import LENGTH, READING, on_a_24_hour_clock, spoken_readings
from quickmath.offline.readers.times import AGE_ASIDE, hour_marked_readings, hour_parts, time_slips
from quickmath.offline.reading.refusals import is_chatter
from quickmath.offline.reading.text import FILLERS, N, tokens
from quickmath.patterns import lazy

_NUMBER = lazy(N)


_ON_A_CLOCK = lazy(
    r" (?:on (?:a |the )?(?P<place>(?:[a-z]+ ){1,2}?)(?:clock|watch|time)"
    r"|in (?P<zone>(?:[a-z]+ ){1,2}?)time)$",
    needs="clock|watch|time",
)
"""The clock of a place asked for: "what time is that on a London clock?", "… in UK time?"."""


def _on_one_clock(story: str, question: str) -> str | None:
    """The question on the clock of the story's first reading, or None when that is not plain: a clock named
    that is not the reading's ("… to Boston, what time is that on a Boston clock?"), or a story that goes
    from one country to another with no clock named ("Flight leaves Heathrow 10:20 and it's 7 hours 55
    minutes to Boston. What time is that?"). The reading's own clock named is left out of the question
    ("… on a London clock?": Heathrow is in the UK, as London is)."""
    from quickmath.offline.readers.time_zones import countries  # only for a story of a clock reading

    found = _ON_A_CLOCK.search(question)
    place = countries(found.group("place") or found.group("zone")) if found else set()
    if found is None or not place:  # no place's clock named: "… is what on the clock?"
        return None if len(countries(story)) > 1 and not AT_THE_START.search(question) else question
    return question[: found.start()] if place == countries(clause_of_first_reading(story)) else None


_HOURLY = lazy(r"\b(\d+) ?-? ?hourly\b", needs="hourly")


_TIMETABLE = lazy(
    r"\b(departure|arrival|dep|arr|leaves?|left|arrives?|arrived|departs?|departed|at) (?:at )?"
    r"([01]\d|2[0-3])([0-5]\d)h?\b"
)
"""A 24-hour reading written as a timetable does, without a colon: "leaves 0615, arrives 0932"."""


_ASKED_FIRST = lazy(
    r"^(?:(?:my )?[a-z]+ (?:asks|asked|wants to know|wonders|wondered) "
    r"|(?:could|can|would) you (?:please )?(?:tell me|work out|let me know) |(?:please )?tell me "
    r"|do you know |i (?:need|want|would like|d like) to know )?"
    r"((?:so )?(?:when|(?:at )?what time|how long|how much time|how many (?:hours|minutes|hrs|mins)"
    r"|(?:the )?(?:latest|earliest)(?: time)? (?:i|we|you|he|she|they) (?:can|could|should|must)) .+?)"
    r" (?:(?:, )?if|, (?:since|given that|seeing as|seeing that)) (.+)$",
    needs="if|since|given|seeing",
)
"""A question before the story it asks of: "What time does the 10:48 AM coach reach Leeds if the trip takes
2 hours 25 minutes?", "Sister asks what time she lands if the flight leaves 12:40 and takes 9 hours", "How
long is milking if we start at 4:45 AM and finish at 7:10 AM?"."""
_RUN_ON = lazy(
    r"(?<=[a-z0-9]) (?=(?:what time|when|how long|how much time|how much sleep|how many minutes)"
    r" (?:does|did|will|is|was|do|can|should|would|could|shall|it|they|we|i|you|u|he|she|in|til|till"
    r"|until)\b)",
    needs="when|time|how",
)
"""A question run on after its story with no stop: "recess starts at 10:15 am and lasts 25 minutes what time
does it end", "… goes for 45 mins what time it finish" (its "does" left out)."""


_ASKED_AFTER_SO = lazy(r" so (?=(?:[a-z]+ ){1,4}(?:by|at) what time$)", needs=" so ")
"""A question run on after "so": "the stream goes 2 hours 40 minutes so I'm done by what time?"."""


_SAME_CLOCK = lazy(
    r" \( (?:(?:on )?(?:the )?same (?:clock|time ?zones?)|(?:[a-z]+ )?time (?:for )?both"
    r"|both (?:in )?[a-z]+ time|(?:ignore|ignoring|forget|no) (?:the )?time ?zones?) \)(?=$| ,| ;)",
    needs="same|zone|both",
)
"""A reminder that one clock is meant, the reading's: "… arrive is what time (same clock)?", "… to
Vancouver (ignore time zones), what time would it be", "(UK time both)"."""
_TRAILING_OFF = lazy(r" … (?=(?:what time|when)\b)| … ?$", needs="…")
_THINKING_ALOUD = lazy(r" … ", needs="…")
"""Dots where a learner thinks aloud: "it's 40 min… so leave at… what time?" is a story, then its question."""


def _thought_aloud(text: str) -> str:
    """ "… and it is 40 min … so leave at … what time" as "… and it is 40 min ; so leave at what time"."""
    return _THINKING_ALOUD.sub(" ; ", _TRAILING_OFF.sub(" ", text)).strip()


_SIGNED_OFF = lazy(
    r"(?: ; (?:thanks|thank you|many thanks|thanks a lot|thx|ty|ta|ta muchly|cheers|cheers mate|regards"
    r"|kind regards|best|please|pls|just confirming|just checking|just wondering|just curious|no rush)"
    r"(?: ,)?(?: (?!(?:when|what|how|and|so|but|if|or)\b)[a-z]+)?(?: x+)?)+$",
    needs="thank|thx|ty|ta|cheers|regards|best|please|pls|just|no rush",
)
"""Thanks said after the question, as a sentence of its own, perhaps signed: "… What time should we expect it?
Cheers", "… When is the main? Thanks, Lou x"."""


_FEELINGS = frozenset({
    "these", "those", "ones", "wrong", "confused", "confusing", "confuse", "confuses", "am", "hate", "bad",
    "at", "struggle", "struggling", "lost", "totally", "completely", "very", "always", "never", "get", "help",
    "please", "edit", "i", "me", "my", "brain", "hurts", "so", "thanks", "thank", "you", "in", "advance", ",",
})  # fmt: skip
"""Words of a sentence said after the question about the learner only: "I always get these wrong", "Help
please", "thanks in advance"."""


def _without_feelings_after(text: str) -> str:
    """The text without sentences after its question that say nothing but how the learner feels: "… How long
    was the journey? I always get these wrong". A sentence with any other word stays ("… there and back")."""
    *kept, last = text.split(" ; ")
    while kept and not asks(last) and not re.search(r"\d", last) and _feelings_only(last):
        *kept, last = kept
    return " ; ".join([*kept, last]) if asks(last) else text


def _feelings_only(sentence: str) -> bool:
    if _TAGS.fullmatch(sentence):
        return True
    return set(tokens(sentence)) <= _FEELINGS | FILLERS or is_chatter(sentence)


_TAGS = lazy(r" *(?:#[a-z0-9_]+ *)+", needs="#")
"""Hashtags after the question, as a post ends: "… That's how long?? #customerservice"."""


_ORDINAL_NAME = lazy(r"\bthe \d+ ?(?:st|nd|rd|th)\b", needs="st|nd|rd|th")
"""An ordinal that names a thing, no number to work with: "finished the 18th at 12:05 pm"."""
_NAMED_BY_A_NUMBER = lazy(
    r"\b\d+ ?(?:000|k|km|miles?) (?:fun run|run|race|walk|ride|swim|sportive|challenge)\b"
    r"|\bthe \d+000(?= ;| ,|$)"
    rf"|{AGE_ASIDE}",
)
"""Numbers that name something and are no quantity of a clock story: a race ("the couch to 5k run", "marshal
at the 10k", normalised as 5000 and 10000) and an age said aside ("I care for my mum (she's 84)", "I'm a
mature student (52)")."""
_EACH = lazy(r"\b(?:each|per|apiece)\b", needs="each|per|apiece")
"""A length for each of some things ("each of the stops takes 5 minutes"): how many is not told."""
_CLAUSE_START = r"(?:^|(?<=, )|(?<=; )|(?<=\band ))"
_CLIPPED = [
    (lazy(rf"{_CLAUSE_START}back (?:at )?(?={READING})", needs="back"), "got back at "),
    (lazy(rf"{_CLAUSE_START}on site (?:at |from )?(?={READING})", needs="on site"), "arrived on site at "),
    (lazy(rf"{_CLAUSE_START}up (?:at )?(?={READING})", needs="up"), "got up at "),
]
"""Clauses said without their verb, the verb they mean: "back at 9:20 am" (got back), "on site 07:30"
(arrived), "up at 6:45am" (got up)."""


def _unclipped(text: str) -> str:
    for clipped, said in _CLIPPED:
        text = clipped.sub(said, text)
    return text


_AHEAD_OF = lazy(
    rf"{LENGTH} (?:ahead of|in advance of) (?=(?:the|a|an|our|my|your|their|his|her) (?:[a-z]+ )?{READING})",
    needs="ahead|advance",
)
"""A length ahead of an event named by its reading ("120 minutes ahead of our 6:40 AM departure", "2 hours 30
min ahead of the 03:00 frost"): a length before it. Not a place's clock ahead of another's, which names a
country."""


def _ahead_as_before(text: str) -> str:
    from quickmath.offline.readers.time_zones import countries  # only for a story with a length ahead

    if not _AHEAD_OF.search(text) or countries(text):
        return text
    return _AHEAD_OF.sub(r"\1 before ", text)


_ITS = lazy(rf"(?:^|(?<=; )|(?<=, )|(?<=\band ))its (?={READING})", needs="its ")
""""It's" typed without its apostrophe before a reading: "its 6:45 pm", the time now."""


_SAID_AFTER = r"\b(?P<lead>at|from|till|until|to|through to|and|is|was|by|started|finished|began|ended) "
_SPOKEN_DIGITS = (
    (lazy(rf"{_SAID_AFTER}oh (\d)00\b", needs="oh"), r"\g<lead> 0\2:00"),
    (lazy(rf"{_SAID_AFTER}(1\d|2[0-3])00\b", needs="00"), r"\g<lead> \2:00"),
    (lazy(rf"{_SAID_AFTER}oh (\d) ([0-5]\d)\b", needs="oh"), r"\g<lead> 0\2:\3"),
    (lazy(rf"{_SAID_AFTER}(?:oh )?(1?\d|2[0-3]) oh (\d)\b", needs="oh"), r"\g<lead> \2:0\3"),
    (
        lazy(rf"{_SAID_AFTER}(1?\d|2[0-3]) ([1-5]\d)\b(?! (?:minutes?|mins?|hours?|hrs?|[a-z]+s)\b)"),
        r"\g<lead> \2:\3",
    ),
)
"""Readings said aloud and written down digit by digit: "at 19 30" (nineteen thirty), "22 oh 5", "oh 8 20",
"oh 600" (oh six hundred) and "1800", each only after a word that leads a time."""


def _spoken_digits(text: str) -> str:
    for pattern, reading in _SPOKEN_DIGITS:
        text = pattern.sub(reading, text)
    return text


def story_told(text: str) -> tuple[str, str, str] | None:
    """A story with clock readings, tidied, as its story, its question and its whole text; None when it is
    no story of one clock with no other number in it."""
    text = _ITS.sub("it is ", _without_feelings_after(_SIGNED_OFF.sub("", time_slips(_spoken_digits(text)))))
    one_clock = bool(_SAME_CLOCK.search(text))
    text = _unclipped(_ASKED_AFTER_SO.sub(" ; ", _thought_aloud(_SAME_CLOCK.sub("", text))))
    if " ; " not in text and not ASKED_AFTER_COMMA.search(text):
        text = _ASKED_FIRST.sub(r"\2 ; \1", text)
        text = _RUN_ON.sub(" ; ", text, count=1) if " ; " not in text else text
    if " ; " not in text and not ASKED_AFTER_COMMA.search(text):
        return None  # one sentence, no question after a comma: no story
    text = spoken_readings(_HOURLY.sub(r"every \1 hours", _TIMETABLE.sub(r"\1 \2:\3", text)))
    text = hour_marked_readings(text)
    if not READINGS.search(text):
        return None
    text = on_a_24_hour_clock(_ahead_as_before(hour_parts(text)))
    story, question = story_and_question(text)
    if (on_its_clock := question if one_clock else _on_one_clock(story, question)) is None:
        return None
    question = on_its_clock
    without_times = _ORDINAL_NAME.sub(
        " ", LENGTHS.sub(" ", READINGS.sub(" ", _NAMED_BY_A_NUMBER.sub(" ", text)))
    )
    if _NUMBER.search(without_times) or (_EACH.search(text) and LENGTHS.search(text)):
        return None  # another number in the story, or a length for each of some things: not one length
    return story, question, text
