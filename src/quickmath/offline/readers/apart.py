"""How far apart two numbers are: "the distance between 15 and 40", "the difference of 82 and 27", "the gap
between 38 and 91", "how far is it from 14 to 100?", "on a number line, how far is −7 from 6?". Each is
the larger number take away the smaller."""

from __future__ import annotations

from quickmath.offline.asks import Spec
from quickmath.offline.reading.builds import as_written, larger_minus_smaller, reversed_order
from quickmath.offline.reading.phrases import Phrase, read_phrases
from quickmath.offline.reading.text import N

_LINE = r"(?: (?:on|along) (?:a|the) number line)?"
_ON_A_LINE = r"(?:(?:on|along) (?:a|the) number line (?:, )?)?"
_START = (
    r"(?:(?:i |you |we )?(?:was |am |are |were )?(?:on|at) |start(?:ing)? (?:at|on|from)"
    r" |begin(?:ning)? (?:at|on) |from )"
)
_MOVE = r"(?:jump(?:ed|s)?|go(?:es)?|went|count(?:ed|s)?|move(?:d|s)?|step(?:ped|s)?|hop(?:ped|s)?)"
_BACK = rf"{_MOVE} (?:back|down)"
_ON = rf"{_MOVE} (?:forward|on|up)"
_THEN = r"(?: ,)? (?:and |then |and then )?"
_WHERE = (
    r"(?:(?: ,| ;)? (?:where (?:do|does|did|will|would) (?:you|i|we|it|they) (?:land|end up|finish|stop)"
    r"|where (?:am|are|is) (?:i|we|it|you)(?: now)?"
    r"|what number (?:do|does|did) (?:you|i|we) (?:land on|reach)))?"
)
"""A move along a number line from where it starts, and the question where it ends."""
PHRASES = [
    Phrase(
        "difference|distance|gap",
        rf"(?:difference|distance|gap) (?:between|of|from) (?:the (?:two )?numbers )?({N}) and ({N}){_LINE}",
        larger_minus_smaller,
    ),
    Phrase(
        "difference|distance|gap",
        rf"(?:difference|distance|gap) from ({N}) to ({N}){_LINE}",
        larger_minus_smaller,
    ),
    Phrase("diff", rf"(?:difference|diff) ({N}) and ({N})", larger_minus_smaller),
    Phrase("diff", rf"({N}) and ({N}) (?:difference|diff)", larger_minus_smaller),
    Phrase("apart", rf"{_ON_A_LINE}how far apart are ({N}) and ({N}){_LINE}", larger_minus_smaller),
    Phrase("far", rf"{_ON_A_LINE}how far is (?:it )?from ({N}) to ({N}){_LINE}", larger_minus_smaller),
    Phrase("far", rf"{_ON_A_LINE}how far is ({N}) from ({N}){_LINE}", larger_minus_smaller),
    Phrase("back|down", rf"{_ON_A_LINE}{_START}({N}){_LINE}{_THEN}{_BACK} ({N}){_WHERE}", as_written("-")),
    Phrase("forward|on|up", rf"{_ON_A_LINE}{_START}({N}){_LINE}{_THEN}{_ON} ({N}){_WHERE}", as_written("+")),
    Phrase("back|down", rf"{_ON_A_LINE}{_BACK} ({N}) from ({N}){_LINE}{_WHERE}", reversed_order("-")),
    Phrase(
        "forward|on|up", rf"{_ON_A_LINE}{_ON} ({N})(?: more)? from ({N}){_LINE}{_WHERE}", reversed_order("+")
    ),
]


def read(text: str) -> Spec | None:
    return read_phrases(text, PHRASES)
