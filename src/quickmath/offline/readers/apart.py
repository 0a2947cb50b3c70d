"""How far apart two numbers are: "the distance between 15 and 40", "the difference of 82 and 27", "the gap
between 38 and 91", "how far is it from 14 to 100?", "on a number line, how far is −7 from 6?". Each is
the larger number take away the smaller."""

from __future__ import annotations

from quickmath.offline.asks import Spec
from quickmath.offline.reading.builds import larger_minus_smaller
from quickmath.offline.reading.phrases import Phrase, read_phrases
from quickmath.offline.reading.text import N

_LINE = r"(?: (?:on|along) (?:a|the) number line)?"
_ON_A_LINE = r"(?:(?:on|along) (?:a|the) number line (?:, )?)?"
PHRASES = [
    Phrase(
        "difference|distance|gap",
        rf"(?:difference|distance|gap) (?:between|of|from) ({N}) and ({N}){_LINE}",
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
]


def read(text: str) -> Spec | None:
    return read_phrases(text, PHRASES)
