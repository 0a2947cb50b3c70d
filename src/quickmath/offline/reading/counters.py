"""A counter's reading and how much it counted since, its reading now asked: "Odometer said 48,372 this
morning, drove 214 today. What's it read now?" is 48372 + 214, "Pedometer was on 6,200 at lunch and I walked
another 3,150 steps. What does it show now?" 6200 + 3150.

Only one reading fits: a counter that counts up ("odometer", "meter", "pedometer", "counter"), never a gauge
or a clock, goes on from its reading by what was done since. Not when it was wound back or reset, nor for a
use told "each" time (see `reading.guards`, which lets no cue of a story argue against this one reading).
"""

from __future__ import annotations

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy
from quickmath.records import Record

_COUNTER_READ = lazy(
    r"\b(?:odometer|mileometer|milometer|meter|pedometer|step counter|counter|tally|rev counter)"
    rf"(?: [a-z]+){{0,2}}? (?:said|says|read|reads|showed|shows|was|is|stood at|at|on) ({N})\b",
    needs="meter|counter|tally",
)
"""A counter's reading, which counts up as it is used: "the odometer said 48,372", "meter read 4,210"."""
_COUNTED_ON = lazy(
    r"\b(?:drove|driven|drive|did|done|walked|ran|run|cycled|travell?ed|went|used|clocked|logged|added|covered)"
    rf" (?:another |a further |an extra )?({N})\b",
)
_READING_NOW = lazy(
    r"\b(?:what|where) (?:does|did|will|is|should) (?:it|the [a-z]+|that)"
    r" (?:read|reads|say|says|show|shows|be|at|on|stand at)(?: now| then| at the end| tonight)?$"
    r"|\b(?:reading|read|say|show) now$",
)
"""A question for the counter's reading after it was used: "What's it read now?", "what does it say now?"."""
_NOT_ON = lazy(
    r"\b(?:each|every|per|back|backwards|reset|down|minus|less|off|wound|rolled|subtract\w*|took|taken)\b"
)
"""A use told each time, or a counter wound back or reset: its reading now is no sum of the two told."""
_NUMBER = lazy(N)


class CountedOn(Record):
    """A counter's reading and how much it counted since."""

    read: str
    used: str

    def reading(self) -> ProblemSpec:
        return ProblemSpec("+", self.read, self.used)


def counted_on(text: str) -> CountedOn | None:
    """The counter's reading and its use since, when the question asks its reading now and the text tells
    only those two numbers, the reading first."""
    story, _, question = text.rpartition(" ; ")
    reading, used = _COUNTER_READ.search(story), _COUNTED_ON.search(story)
    if reading is None or used is None or not _READING_NOW.search(question) or _NOT_ON.search(story):
        return None
    numbers = _NUMBER.findall(text)
    if sorted((reading.group(1), used.group(1))) != sorted(numbers) or reading.start(1) > used.start(1):
        return None
    return CountedOn(reading.group(1), used.group(1))
