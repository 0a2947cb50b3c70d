"""Taking one length of time from another: "3 h 15 min − 1 h 40 min", "take 1 h 40 min from 3 h 15 min",
"the difference between 1 h 40 min and 3 h 15 min" (the longer one first, whichever is said first)."""

from __future__ import annotations

import re

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.numbers_as_text import smaller_first
from quickmath.offline.readers.times import MARK, TimeFormat, durations, hour_parts
from quickmath.offline.reading.text import FILLERS, tokens
from quickmath.patterns import lazy, mentions

_NAME = (
    r"(?: (?:(?:unpaid|paid|lunch|tea|coffee|meal|dinner|rest|travel|work) )?(?:break|lunch|shift|rest|pause"
    r"|interval|nap|commute|wait|trip|journey|drive|film|session|meeting|lesson|class|workout|walk|day|evening"
    r"|delay|overtime|travel|time|volunteering|run|attempt|record|wr|pb))?"
)
"""What a length is of, said after it: "the 1 h 45 min unpaid break", "the 9 h 30 min shift"."""
_THE = r"(?:(?:the|a|an|my|our|your|his|her|their|this) )?"
_LONGER_FIRST = lazy(
    rf"{MARK}{_NAME} ?(?:-|minus|take away|less) ?{_THE}{MARK}{_NAME}"
    rf"|from {_THE}{MARK}{_NAME} ,? ?(?:take|take away|subtract|minus|deduct|take off) {_THE}{MARK}{_NAME}"
)
_SHORTER_FIRST = lazy(
    rf"(?:take|taking|subtract|subtracting|deduct|deducting|knock|knocking) (?:away )?{_THE}{MARK}{_NAME}"
    rf" (?:away )?(?:from|off) {_THE}{MARK}{_NAME}"
)
_BETWEEN = lazy(rf"difference (?:in time |in length )?(?:between |of |; |, )?{MARK} and {MARK}")
_LONGER_THAN = lazy(rf"(?:longer|more) is {MARK} than {MARK}|{MARK} is how much (?:longer|more) than {MARK}")
_SET_AGAINST = lazy(
    rf"(?:[a-z]+ ){{0,2}}{MARK} (?:vs|versus|against|compared (?:to|with)) (?:[a-z]+ ){{0,2}}{MARK}"
    rf" ?[,;]? ?(?:how (?:far|much|many minutes) (?:behind|ahead|slower|faster|quicker|longer|shorter)"
    rf"|(?:what is )?the (?:difference|gap)|difference|gap|by how much)",
    needs="vs|versus|against|compared",
)
"""Two lengths set against each other and the gap asked: "speedrun 1 h 47 m vs WR 1 h 32 m, how far
behind?"."""


_AROUND = frozenset({
    "much", "time", "left", ",", ";", "as", "length", "lengths", "duration", "long", "rests", "remains",
    "paid", "hours", "net", "total", "=", "send", "speedrun", "leaves", "leave", "leaving", "goes", "box",
    "shift", "is", "minutes", "mins",
})  # fmt: skip
"""Words that may stand around the difference: "what is 5:30 − 2:45 as a length of time?", "how much time
rests?" (remains, in second-language English), "taking 45 min from 3 h leaves how long?", "what goes in the
paid hours box for …?", "Shift is 8 h 30 min minus a 45 min unpaid break?"."""


_SAYS_DIFFERENCE = "-|minus|tak|less|subtract|longer|more|difference|deduct|knock|vs|versus|against|compared"


def read(text: str) -> ProblemSpec | None:
    """Two lengths of time and which is taken from which, or None."""
    if not mentions(_SAYS_DIFFERENCE, text):
        return None
    try:
        times, marked = durations(hour_parts(text))
    except TimeFormat:
        return None
    if len(times) != 2:
        return None
    for pattern, longer, shorter in ((_LONGER_FIRST, 0, 1), (_SHORTER_FIRST, 1, 0), (_LONGER_THAN, 0, 1)):
        if _alone(pattern.search(marked), marked):
            return ProblemSpec("subtract_time", times[longer], times[shorter])
    if _alone(_BETWEEN.search(marked), marked) or _alone(_SET_AGAINST.search(marked), marked):
        shortest, longest = smaller_first(*times)  # run-together: the larger number is the longer time
        return ProblemSpec("subtract_time", longest, shortest)
    return None


def _alone(match: re.Match[str] | None, marked: str) -> bool:
    rest = marked[: match.start()] + " " + marked[match.end() :] if match else ""
    return match is not None and all(t in FILLERS or t in _AROUND for t in tokens(rest))
