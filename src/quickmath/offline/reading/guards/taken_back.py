"""The guard of a number taken back: a reading must use what the learner said instead of a slip, never the
slip ("I have 12, no 13 sweets", "35 min after 14:50 / sorry, 45 min, not 35", "Is 144 divisible by 12? sorry,
by 13", "add 39 and 58 no 39 and 85"). The words that own up to a slip are `owning_up`'s, as for the reader of
corrections (`reading/corrections.py`), which reads most of these; this guard asks back where it could not."""

from __future__ import annotations

from quickmath.offline.asks import ExpressionSpec
from quickmath.offline.reading.guards.shared import Read, numbers_in, numbers_used
from quickmath.offline.reading.owning_up import EDIT, PAUSE, SLIP, alternation, needs
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy

_MAKE_IT = ("make", "it")
_NO = (("no",), ("nope",))
_CUES = alternation(*SLIP, *PAUSE, _MAKE_IT)
_LATER_CUES = alternation(*SLIP, *PAUSE, _MAKE_IT, ("no", "wait"), leaving_out=_NO + EDIT)
_CUE_NEEDS = needs(*SLIP, *PAUSE)

_TAKEN_BACK = lazy(rf"(?<![\w.])({N}) ?,? (?:{_CUES}) ?,? (?:[£$€] ?)?({N})(?![\w.])", needs=_CUE_NEEDS)
"""A number taken back at once ("I have 12, no 13 sweets"): a reading may use the second, never the first."""
_SAID_NOT = lazy(rf"(?<![\w.:])({N})(?: [a-z]+)? ?,? not (?:[£$€] ?)?({N})(?![\w.:])", needs="not")
"""A number said instead of another ("sorry, 45 min, not 35"): the first is meant, the second taken back."""
_SAID_INSTEAD = lazy(rf"(?:^|[,;] )(?:{_CUES})(?: ,)? (?:[£$€] ?)?({N})(?![\w.:])", needs=_CUE_NEEDS)
"""A number said after a slip is owned up to ("3 bags of 12 apples , no 4 bags", "17 x 6 , sorry 8"): the
number it puts right may be any of those before, so a reading must use the number said instead."""
_LATER_PART = lazy(
    rf"(?:; (?:no|nope)\b|(?:^|[;,] |(?<=\d) )(?:{_LATER_CUES})\b)",
    needs=_CUE_NEEDS,
)
"""A later part owning up to a slip ("is 144 divisible by 12 ; sorry , by 13"); an "Edit:" line is as often
about the style of the answer ("Edit: 24-hour time")."""
_SAID = lazy(rf"(?<![\w.]){N}(?![\w.])")


def uses_a_number_taken_back(seen: Read) -> bool:
    """Does the reading use a number the learner took back, or leave out the one said instead?"""
    used = numbers_used(seen)
    if used is None:
        return False
    text = seen.text
    return (
        _uses_a_slip(used, text)
        or any(_bare(number) not in used for number in _SAID_INSTEAD.findall(text))
        or _later_part_left_out(used, text)
        or (isinstance(seen.spec, ExpressionSpec) and _sums_a_slip(used, text))
    )


def _bare(said: str) -> str:
    return said.replace(",", "")


def _uses_a_slip(used: list[str], text: str) -> bool:
    """Is a number taken back used and the one said instead left out ("12, no 13"; "45 min, not 35")?"""
    slips = _TAKEN_BACK.findall(text) + [(taken, meant) for meant, taken in _SAID_NOT.findall(text)]
    return any(_bare(taken) in used and _bare(meant) not in used for taken, meant in slips)


def _later_part_left_out(used: list[str], text: str) -> bool:
    """Is what a later part owning up to a slip says left out ("Is 144 divisible by 12? sorry, by 13" read as
    144 by 12), or that part read alone, dropping the question it puts right ("What is 3/4 of 120? no, 2/3"
    read as 2 ÷ 3)?"""
    found = _LATER_PART.search(text)
    if found is None:
        return False
    before, after = numbers_in(text[: found.start()]), numbers_in(text[found.end() :])
    if not before or not after:
        return False  # "sorry if obvious: …" owns up to no slip
    return not any(number in used for number in after) or len(used) < len(before)


def _sums_a_slip(used: list[str], text: str) -> bool:
    """A sum of every number said, the one taken back too: "add 39 and 58 no 39 and 85" is no 39 + 58 + 85."""
    said = _SAID.findall(text)
    return any(0 < used.count(first) >= said.count(first) for first, _ in _TAKEN_BACK.findall(text))
