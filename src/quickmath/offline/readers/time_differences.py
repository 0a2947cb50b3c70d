"""Taking one length of time from another: "3 h 15 min − 1 h 40 min", "take 1 h 40 min from 3 h 15 min",
"the difference between 1 h 40 min and 3 h 15 min" (the longer one first, whichever is said first)."""

from __future__ import annotations

import re

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.numbers_as_text import smaller_first
from quickmath.offline.readers.times import MARK, TimeFormat, durations, hour_parts
from quickmath.offline.reading.text import FILLERS, tokens
from quickmath.patterns import lazy, mentions

_LONGER_FIRST = lazy(
    rf"{MARK} ?(?:-|minus|take away|less) ?{MARK}"
    rf"|from {MARK} ,? ?(?:take|take away|subtract|minus|deduct) {MARK}"
)
_SHORTER_FIRST = lazy(rf"(?:take|subtract|deduct|knock) (?:away )?{MARK} (?:away )?(?:from|off) {MARK}")
_BETWEEN = lazy(rf"difference (?:in time |in length )?(?:between |of |; |, )?{MARK} and {MARK}")
_LONGER_THAN = lazy(rf"(?:longer|more) is {MARK} than {MARK}|{MARK} is how much (?:longer|more) than {MARK}")


_AROUND = frozenset({
    "much", "time", "left", ",", ";", "as", "length", "lengths", "duration", "long", "rests", "remains",
})  # fmt: skip
"""Words that may stand around the difference: "what is 5:30 − 2:45 as a length of time?", "how much time
rests?" (remains, in second-language English)."""


def read(text: str) -> ProblemSpec | None:
    """Two lengths of time and which is taken from which, or None."""
    if not mentions("-|minus|take|less|subtract|longer|more|difference|deduct|knock", text):
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
    if _alone(_BETWEEN.search(marked), marked):
        shortest, longest = smaller_first(*times)  # run-together: the larger number is the longer time
        return ProblemSpec("subtract_time", longest, shortest)
    return None


def _alone(match: re.Match[str] | None, marked: str) -> bool:
    rest = marked[: match.start()] + " " + marked[match.end() :] if match else ""
    return match is not None and all(t in FILLERS or t in _AROUND for t in tokens(rest))
