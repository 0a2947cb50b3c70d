"""Clock times in a story: "A film starts at 7:45 PM and lasts 2 hours. When does it finish?", "School starts
at 8:55. The walk takes 25 minutes. When should I leave?", "The train left at 9:15 and arrived at 11:40. How
long was the journey?".

With one clock reading and one length, the question's verb says which way to go: asking when something ends
(finish, arrive, be ready) moves the reading on; asking when it starts (leave, begin, set off) moves it back.
With two readings and a question of how long, the reading said with a start comes first. Anything else (both
kinds of verb asked, more readings or lengths, a number besides them) is left alone.
"""

from __future__ import annotations

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.readers.clock_times import LENGTH, READING, between, length, reading
from quickmath.offline.readers.times import hour_parts
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy

_ASKS_WHEN = lazy(r"\b(?:when|what time|at what time)\b", needs="when|time")
_ASKS_HOW_LONG = lazy(
    r"\bhow (?:long|many minutes|much time|many hours)\b|\bhow long\b", needs="how long|how many|how much"
)
_VERBS = {
    "finish": ("end", r"finish(?:es|ed)?"),
    "end": ("end", r"end(?:s|ed)?"),
    "arrive": ("end", r"arrive[sd]?|(?:gets?|got) (?:there|home|back|in|to)|reach(?:es|ed)?"),
    "come out": ("end", r"(?:comes?|came) out|(?:take|takes|took|taken) (?:\w+ ){0,2}out"),
    "go in": ("start", r"(?:go|goes|went) in|(?:put|puts) (?:\w+ ){0,2}in"),
    "ready": ("end", r"(?:be )?(?:ready|done|over)"),
    "land": ("end", r"land(?:s|ed)?"),
    "close": ("end", r"close[sd]?|stop(?:s|ped)?"),
    "leave": ("start", r"leaves?|left|set (?:off|out)|sets (?:off|out)|depart(?:s|ed)?|go|goes|went"),
    "start": ("start", r"start(?:s|ed)?"),
    "begin": ("start", r"begin|begins|began|begun"),
    "open": ("start", r"open(?:s|ed)?"),
    "wake": ("start", r"(?:get|got|wake|woke) up"),
    "take off": ("start", r"(?:take|takes|took) off"),
}
"""The verbs a clock story asks with, by what they say about the reading: an end or a start."""
_VERB = lazy(r"\b(" + "|".join(pattern for _, pattern in _VERBS.values()) + r")\b")
_NAMED = [(name, lazy(pattern)) for name, (_, pattern) in _VERBS.items()]
_DIRECTION = lazy(
    r"\b(?:early|earlier|late|later|ahead|behind|delay(?:ed)?|ago|before|after|until|till|since)\b"
)
"""Words that say which way a length goes on their own: such stories are left alone."""
_TRIPS = r"(?:journey|trip|ride|flight|drive|walk|wait|crossing|voyage|commute)"
_LASTING = lazy(
    rf"\b(?:lasts?|lasted|takes?|took|needs?|needed|runs? for|ran for|is|was|for)(?: \w+){{0,2}} {LENGTH}"
    rf"|{LENGTH} (?:long|{_TRIPS}|film|show|lesson"
    rf"|to (?:walk|drive|cook|bake|get))"
)
"""The length is how long the thing lasts: "lasts 2 hours", "a 95 minute journey", "needs 45 minutes"; a
length said otherwise ("has a 15 minute break") may be part of it only, so the story is left alone."""
_READINGS = lazy(READING)
_LENGTHS = lazy(LENGTH)
_NUMBER = lazy(N)
_JOURNEY = lazy(rf"\bafter (?:a|an|the) (?:\w+ ){{0,3}}{_TRIPS}\b")


_ASKED_AFTER_COMMA = lazy(r" , (?=(?:when|what time|at what time|how long|how much time)\b)", needs=" , ")
"""A question after a comma: "If a film lasts 95 minutes and begins at 6:30 pm, when does it finish?"."""


def _question(text: str) -> tuple[str, str]:
    """The story and its last sentence, the question."""
    story, _, question = _ASKED_AFTER_COMMA.sub(" ; ", text).rpartition(" ; ")
    return story, question


def _verbs(text: str) -> set[str]:
    """The story verbs in `text`, each by its one name: "left" and "leaves" are both "leave"."""
    return {name for found in _VERB.findall(text) for name, pattern in _NAMED if pattern.fullmatch(found)}


def _moved(story: str, question: str, text: str) -> ProblemSpec | None:
    """One reading moved by one length: the question's verb says which way. The question must ask for
    something the story does not already say ("it leaves at 8:50 … when does it leave?")."""
    readings, lengths = _READINGS.findall(text), _LENGTHS.findall(text)
    if len(readings) != 1 or len(lengths) != 1 or not _ASKS_WHEN.search(question):
        return None
    asked = _verbs(question)
    kinds = {_VERBS[name][0] for name in asked}
    if len(kinds) != 1 or asked & _verbs(story) or _READINGS.search(question):
        return None
    if _DIRECTION.search(_JOURNEY.sub(" ", text)) or not _LASTING.search(text):
        return None
    operation = "time_after" if kinds == {"end"} else "time_before"
    return ProblemSpec(operation, reading(readings[0]), length(lengths[0]))


def _between(story: str, question: str) -> ProblemSpec | None:
    """Two readings, one a start and one an end, and a question of how long."""
    readings = list(_READINGS.finditer(story))
    if len(readings) != 2 or _LENGTHS.search(story) or not _ASKS_HOW_LONG.search(question):
        return None
    first, second = readings
    said_first = {_VERBS[name][0] for name in _verbs(story[: first.start()])}
    said_second = {_VERBS[name][0] for name in _verbs(story[first.end() : second.start()])}
    if said_first == {"start"} and said_second == {"end"}:
        return between(reading(first.group()), reading(second.group()))
    if said_first == {"end"} and said_second == {"start"}:
        return between(reading(second.group()), reading(first.group()))
    return None


def read(text: str) -> ProblemSpec | None:
    """A story with clock readings and the time it asks for, or None."""
    if (" ; " not in text and not _ASKED_AFTER_COMMA.search(text)) or not _READINGS.search(text):
        return None
    text = hour_parts(text)
    story, question = _question(text)
    without_times = _LENGTHS.sub(" ", _READINGS.sub(" ", text))
    if _NUMBER.search(without_times):
        return None  # another number in the story: not only a clock and a length
    return _moved(story, question, text) or _between(story, question)
