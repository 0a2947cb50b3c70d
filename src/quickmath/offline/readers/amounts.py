"""Amounts of one unit to add up, told as a story or a list: "I walked 2.4 miles, then 1.8 miles, then 3
miles. How far did I walk?", "A shopping list: bread £1.40, milk £0.95, eggs £2.30. What is the total?".

Three or more numbers, every one carrying the same unit, and a question that asks for all of them together.
Words of taking away, sharing or rates ("each", "per", "left", "spent") leave the story to the stories reader,
or unread; so does a number without the unit ("£5 for adults … 2 adults"), which may count something else.

Amounts told one after another, with or without a unit, are added too when the question asks for the total:
"I paid 1,299 for a laptop and 349 for the monitor. Total?", "My bowling scores were 132, 147 and 118. What's
the total?", "127 apples on Monday, 98 on Tuesday and 143 on Wednesday … altogether?". Each number after the
first must follow "and", a comma or "then", none may be a rate ("2.25 each", "142 a night") or follow "for",
"of" or "in", and the question may hold no number but the count of the amounts ("in the two days").
"""

from __future__ import annotations

from quickmath.offline.asks import ExpressionSpec, ProblemSpec, Spec
from quickmath.offline.readers.stories import LOST, TAKEN, TOTAL
from quickmath.offline.readers.units import without_units
from quickmath.offline.reading.text import N, pretty
from quickmath.patterns import lazy

_NUMBER = lazy(N)
_WHOLE_ASKED = lazy(
    rf"{TOTAL}|\bhow (?:far|much|long|heavy|many)\b|\bsum\b", needs="how|total|sum|together|all|both|whole"
)
_NOT_ADDING = lazy(
    rf"{TAKEN}|{LOST}|\b(?:each|every|per|times|share[sd]?|split|between|left|change|difference|more than)\b"
)


_TOTAL_ASKED = lazy(rf"{TOTAL}|\bsum\b", needs="total|together|all|both|whole|combined|sum")
_NOT_LISTED = lazy(
    rf"{TAKEN}|\b(?:had|has|have|there (?:are|were)|each|every|per|times|share[sd]?|split|between|more|less"
    r"|than|average|at|apiece|percent|of them|lost|loses?|gave|gives?|took|takes?|minus|subtract\w*|off"
    r"|broke|removed|missing|fell|dropped|withdrew|returned|refund\w*|owe[sd]?|discount\w*|back)\b"
    rf"|{N} (?:[a-z]+ )?(?:a|an) (?:day|week|month|year|night|hour|piece)\b"
)
_AFTER_ANOTHER = lazy(rf"(?:,|\band|\bthen|\bplus) (?:[£$€] ?)?{N}")
_BEFORE_AMOUNT = lazy(
    rf"\b(?:for|of|in|on|by|to|from|at|x|times|age|aged|year|years|number|no) (?:[£$€] ?)?{N}$"
)
_COUNTED = lazy(rf"\b(?:the|these|those|all|both) ({N}) [a-z]+")


def _listed(text: str) -> Spec | None:
    """Amounts told one after another and a question for their total."""
    story, _, question = text.rpartition(" ; ")
    numbers = list(_NUMBER.finditer(story))
    counted = _COUNTED.search(question)
    all_of_them = counted is not None and counted.group(1) == str(len(numbers))
    if not story or not (_TOTAL_ASKED.search(question) or all_of_them) or _NOT_LISTED.search(text):
        return None
    asked = _NUMBER.findall(question)
    if asked and (len(asked) > 1 or not all_of_them):
        return None  # a number in the question, unless it counts the amounts: "in the two days"
    if not 2 <= len(numbers) <= 8:
        return None
    listed = {found.end() for found in _AFTER_ANOTHER.finditer(story)}
    for index, number in enumerate(numbers):
        if _BEFORE_AMOUNT.search(story[: number.end()]):
            return None
        if index and number.end() not in listed:
            return None
    if len(numbers) == 2:
        return ProblemSpec("+", numbers[0].group(), numbers[1].group())
    return ExpressionSpec(pretty(" + ".join(number.group() for number in numbers)))


def read(text: str) -> Spec | None:
    """All the amounts added, or None when the story is not only amounts of one unit to add."""
    if listed := _listed(text):
        return listed
    if " ; " not in text or not _WHOLE_ASKED.search(text.rpartition(" ; ")[2]):
        return None
    unitless = without_units(text)
    if unitless is None or not unitless.on_every_number or _NOT_ADDING.search(text):
        return None
    numbers = _NUMBER.findall(unitless.text)
    if len(numbers) < 3:
        return None
    return ExpressionSpec(pretty(" + ".join(numbers)))
