"""The lead in a score told as one side's to the other's, asked: "Leading 9 frames to 4, how many frames
behind is the other player?", "It's 87–79 at half time. How many points ahead are we?", "Trailing 3 sets to
1, how many sets behind are we?", "The score is 24 to 17. By how many points are they behind?".

The score is two numbers joined by "to" or a dash, maybe with what they count ("9 frames to 4"); the story
says it is a score ("leading", "up", "the score", "at half time", or the unit: frames, goals, points…); the
question asks only how far one side is ahead or behind, or the lead or margin, and holds no number. A match's
length ("in a first to 10", "best of 7") may be told beside it. The larger less the smaller, whichever is told
first. A question of what is still needed ("how many more to win?"), another number, or another unit asked
leave the score to be asked back.
"""

from __future__ import annotations

import re

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.reading.builds import larger_minus_smaller
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy

_UNITS = (
    r"(?:frames?|sets?|games?|goals?|points?|pts|runs?|legs?|tries|holes?|rounds?|matches|match|wins?|laps?)"
)
_SCORE = lazy(
    rf"(?<![\w.])(?P<first>\d+)(?: (?P<unit>{_UNITS}))? (?:to|-|–|—) (?P<second>\d+)(?: (?P<unit2>{_UNITS}))?"
    r"(?![\w.])"
)
_MATCH_LENGTH = lazy(r"\b(?:(?:in )?(?:a |the )?(?:first|race) to|best of) \d+\b")
"""How long the match is ("in a first to 10", "best of 7"): no part of the score."""
_A_SCORE = lazy(
    r"\b(?:lead\w*|trail\w*|up|down|ahead|behind|score\w*"
    rf"|at (?:the )?(?:break|half ?time|full ?time|interval)|{_UNITS})\b"
)
_GAP_ASKED = lazy(
    rf"^(?:(?:so|and|then|ok) )?(?:how (?:many|much|far)(?: {_UNITS})?"
    r"(?: (?:is|are|was|were) (?:we|they|he|she|it|i|you|the (?:[a-z]+ )?[a-z]+))?"
    r" (?:ahead|behind|in front|clear|up|down|in it)"
    r"(?: (?:is|are|was|were) (?:we|they|he|she|it|i|you|the (?:[a-z]+ )?[a-z]+))?"
    r"|(?:what is )?(?:the|our|their|his|her|my) (?:lead|margin|deficit|gap)"
    rf"|by how (?:many|much)(?: {_UNITS})? (?:is|are|was|were) (?:we|they|he|she|it|i|you|the [a-z]+)"
    r" (?:ahead|behind|in front|leading|trailing|up|down))$"
)
_NUMBER = lazy(N)


def _same_unit(asked: str, units: set[str]) -> bool:
    found = re.search(rf"\b{_UNITS}\b", asked)
    return found is None or not units or found.group().rstrip("s") in {unit.rstrip("s") for unit in units}


def read(text: str) -> ProblemSpec | None:
    story, _, question = text.rpartition(" ; ")
    if " ; " not in text:
        story, _, question = text.rpartition(" , ")
    if not story or _NUMBER.search(question) or not _GAP_ASKED.fullmatch(question):
        return None
    story = _MATCH_LENGTH.sub(" ", story)
    scores = list(_SCORE.finditer(story))
    if len(scores) != 1 or len(_NUMBER.findall(story)) != 2 or not _A_SCORE.search(text):
        return None
    score = scores[0]
    units = {unit for unit in (score["unit"], score["unit2"]) if unit}
    if not _same_unit(question, units):
        return None
    return larger_minus_smaller(score["first"], score["second"])
