"""Taking away said without "minus": "64 take 28", "from 1000 subtract 357", "what's left if you take 13
from 40?", "how much remains if I remove 47 from 130?", "take 60 off 200", "cut 125 mm off 900 mm, what
remains?", "reduce 84 by 16", "450 decreased by 125", "1,000 less 1", "if 12 is subtracted from 50"."""

from __future__ import annotations

from fractions import Fraction

from quickmath.offline.asks import ProblemSpec, Spec
from quickmath.offline.reading.builds import as_written, reversed_order
from quickmath.offline.reading.phrases import BEING, Phrase, read_phrases
from quickmath.offline.reading.text import N

_MONEY = r"(?:[£$€¥₹] ?)?"
_TAKE = r"(?:take|subtract|remove|cut|knock|deduct)"
_LEFT = r"(?:left|remains?|remaining)(?: over)?"


def _to_reach(start: str, end: str) -> ProblemSpec | None:
    """What must be added to `start` to reach `end`: their gap, when `end` is the larger."""
    return ProblemSpec("-", end, start) if Fraction(end) >= Fraction(start) else None


PHRASES = [
    Phrase(
        "add",
        r"(?:what|how much|how many|which number|what number) (?:(?:must|should|do|does|would|will|can)"
        r" (?:i |you |we |one )?)?(?:need to |have to )?(?:be )?add(?:ed)? (?:on )?to "
        rf"({N}) to (?:get|make|reach|give|equal) ({N})",
        _to_reach,
    ),
    Phrase("from", rf"from ({N})(?: ,)? (?:subtract|take away|take|minus) ({N})", as_written("-")),
    Phrase("minus", rf"minus ({N}) from ({N})", reversed_order("-")),
    Phrase(
        "left|remain",
        rf"{_LEFT} (?:if|when|once|after) (?:you |i |we )?{_TAKE} (?:away )?({N})"
        rf" (?:away )?(?:from|off) ({N})",
        reversed_order("-"),
    ),
    Phrase(
        "left|remain",
        rf"{_LEFT} (?:from|of|out of) ({N}) (?:if|when|once|after) (?:you |i |we )?{_TAKE} (?:away )?({N})$",
        as_written("-"),
    ),
    Phrase(
        "off|left|remain",
        rf"{_TAKE} (?:away )?({N}) (?:away )?(?:off|from) ({N})"
        rf"(?:(?: [,;])? (?:what|how much|how many) (?:is |are |will be )?{_LEFT})?",
        reversed_order("-"),
    ),
    Phrase(
        "change",
        rf"change (?:does|do|will|would|did|should) (?:[a-z]+ ){{0,2}}(?:get|receive|have|be given)"
        r" (?:back )?"
        rf"(?:from|out of) (?:a |an |my |her |his |their |the )?{_MONEY}({N})(?: [a-z]+)? (?:if|when|after)"
        rf" (?:[a-z']+ ){{0,4}}?(?:costs?|is|was|comes to|came to|spends?|spent|pays? for|paid for)"
        rf" (?:[a-z]+ )?{_MONEY}({N})",
        as_written("-"),
    ),
    Phrase("reduce|decrease|lower", rf"(?:reduce|decrease|lower) ({N}) by ({N})", as_written("-")),
    Phrase(
        "reduced|decreased|lowered",
        rf"({N}) {BEING}(?:reduced|decreased|lowered|made smaller) by ({N})",
        as_written("-"),
    ),
    Phrase("take|subtract|less", rf"({N}) (?:take away|takeaway|take|subtract|less) ({N})", as_written("-")),
    Phrase(
        "left|remain",
        rf"{_LEFT} (?:if|when|after) ({N}) {BEING}(?:subtracted|taken away|taken|removed|deducted)"
        rf" from ({N})$",
        reversed_order("-"),
    ),
    Phrase(
        "subtracted|taken|deducted",
        rf"({N}) {BEING}(?:subtracted|taken away|taken|deducted) from ({N})"
        r"(?: ,)?(?: (?:what|how much|how many) (?:is|are) (?:left|remaining))?",
        reversed_order("-"),
    ),
]


def read(text: str) -> Spec | None:
    return read_phrases(text, PHRASES)
