"""How far an amount had falls short of the amount needed: "Rent is £2,000 and I've only got £1,340. How much
am I short?" is 2000 − 1340, "Ordered 600 bags, only 475 came, how many short?", "She's on 96. How many short
of 147 is she?", "The till says £1,284.60, the cash counted is £1,271.35. How much are we down?"; and a
saving, how far a price paid falls below the full one: "The ticket was £84.60, with the card it's £55.85.
What's the saving?".

Only one reading fits: the amount needed less the amount had. Each must be told by its words ("rent is",
"ordered", "short of", "147 max"; "got", "sent", "on", "counted"); when the amount had is not the smaller,
there is nothing short, no reading fits, and the coach asks back (see `reading.guards`).
"""

from __future__ import annotations

from fractions import Fraction

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy
from quickmath.records import Record

_SHORT_ASKED = lazy(
    r"\bhow (?:much|many|far)(?: [a-z]+)? (?:(?:am|are|is|was|were|will) (?:i|we|you|he|she|they|it) )?"
    r"(?:short|down|off)\b"
    r"|\bshort by how (?:much|many)\b"
    r"|\bhow (?:much|many)(?: [a-z]+)? (?:more )?(?:(?:is|are) )?(?:still )?(?:needed|required|to go)\b"
    r"|(?:^|; )(?:[a-z]+ )?(?:left|to go|remaining)$"
    r"|\bhow (?:much|many)(?: [a-z]+)? (?:more )?(?:to win|to finish|to get there|to reach it)$"
    r"|\bhow (?:much|many) more(?: [a-z]+)? (?:do|does|will) (?:i|we|you|he|she|they) need(?: to win)?$",
    needs="short|down|off|needed|required|to go|left|remaining|to win|to finish|to get|to reach|need",
)
"""A question for a shortfall: "how much am I short?", "how many short?", "how many was she short of a
maximum?", "how much are we down?", "how far off?", "how many needed now?", "rows left?", "how many to
win?", "how many more do I need?"."""
_AMOUNT = rf"[£$€¥₹]?({N})(?![\w.])"
_NEEDED_BEFORE = lazy(
    r"\b(?:rent|costs?|price[ds]?|needs?|needed|ordered|order|target|goal|max|maximum|due|owed?|wants?"
    r"|bill|requires?|required|short of|expected|(?:play|plays|playing|race|racing|first|game|games) to"
    r"|(?:till|register|receipt|system|invoice|statement) (?:says|said|shows|showed))\b"
    rf"(?: [a-z]+){{0,2}}? {_AMOUNT}"
)
_NEEDED_AFTER = lazy(rf"(?<![\w.])[£$€¥₹]?({N}) (?:max|maximum|target|needed|required|limit)\b")
_HAD_BEFORE = lazy(
    r"\b(?:got|have|has|on|at|sent|delivered|counted|raised|saved|collected|scored|made|received|arrived"
    r"|brought|came|managed|only|hits?|done|did|(?:counter|meter|scales?|gauge) (?:says|said|shows|reads))\b"
    rf"(?: [a-z]+){{0,2}}? {_AMOUNT}"
)
_NUMBER = lazy(N)
_MORE_TOLD = lazy(rf"(?<![\w.]){N} (?:[a-z]+ )?(?:more|extra|further)\b", needs="more|extra|further")
"""An amount told as more than another ("I need 2,000 steps more"): needed, or needed on top?"""


class Shortfall(Record):
    """The amount needed and the amount had, told in a story that asks how far the one falls short."""

    needed: str
    had: str

    def reading(self) -> ProblemSpec | None:
        """The amount needed less the amount had; None when the amount had is not the smaller."""
        if Fraction(self.needed) <= Fraction(self.had):
            return None
        return ProblemSpec("-", self.needed, self.had)


def shortfall(text: str) -> Shortfall | None:
    """The amounts needed and had, when the question asks a shortfall and the text tells only those two."""
    asked = _SHORT_ASKED.search(text)
    if asked is None:
        return None
    numbers = list(_NUMBER.finditer(text))
    if len(numbers) != 2 or _MORE_TOLD.search(text):
        return None
    needed = {found.start(1) for found in (*_NEEDED_BEFORE.finditer(text), *_NEEDED_AFTER.finditer(text))}
    had = {found.start(1) for found in _HAD_BEFORE.finditer(text)} - needed
    kinds = [
        "needed" if found.start() in needed else "had" if found.start() in had else "" for found in numbers
    ]
    if sorted(kinds) != ["had", "needed"]:
        return None
    first, second = (found.group() for found in numbers)
    return Shortfall(first, second) if kinds[0] == "needed" else Shortfall(second, first)


_SAVING_ASKED = lazy(r"\b(?:saving|savings|save|saved)\b[^;]*$", needs="sav")
_REDUCED = lazy(
    r"\b(?:with|using|after|now|reduced to|down to|discounted to|in the sale|sale price|only)\b"
    rf"(?: [a-z']+){{0,5}}? {_AMOUNT}",
    needs="with|using|after|now|reduced|down|discounted|sale|only",
)
"""A price paid told by what brought it down: "with the card it's £55.85", "now only 40"."""
_TAKEN_OFF = lazy(
    rf"(?<![\w.])[£$€¥₹]?{N} (?:[a-z]+ )?(?:off|discount|less|cheaper|reduction|saving|saved|back)\b"
    r"|\b(?:saved?|saving|discount|reduction|off) (?:of )?[£$€¥₹]?\d"
)
"""The saving told itself: "£15 off", "a £15 discount", "saved 20"."""


def saving(text: str) -> Shortfall | None:
    """The full price and the price paid, when the question asks the saving and the text tells only those
    two, the price paid by what brought it down."""
    question = text.rpartition(" ; ")[2]
    numbers = list(_NUMBER.finditer(text))
    if not _SAVING_ASKED.search(question) or len(numbers) != 2 or _NUMBER.search(question):
        return None
    if _TAKEN_OFF.search(text):
        return None  # "£65 with £15 off. how much did I save?" asks what is told
    reduced = {found.start(1) for found in _REDUCED.finditer(text)}
    paid = [found for found in numbers if found.start() in reduced]
    if len(paid) != 1:
        return None
    full = numbers[1] if paid[0] is numbers[0] else numbers[0]
    return Shortfall(full.group(), paid[0].group())


_ONE_SAVING = lazy(r"\b(?:the|a|my|your|our|his|her|their) saving\b(?!s)[^;]*$", needs="saving")


def asks_one_saving(text: str) -> bool:
    """Does the question ask the saving ("what was the saving?"), which is no sum of the prices told?"""
    return _ONE_SAVING.search(text.rpartition(" ; ")[2]) is not None
