"""Amounts of one unit to add up, told as a story or a list: "I walked 2.4 miles, then 1.8 miles, then 3
miles. How far did I walk?", "A shopping list: bread £1.40, milk £0.95, eggs £2.30. What is the total?".

Three or more numbers, every one carrying the same unit, and a question that asks for all of them together.
Words of taking away, sharing or rates ("each", "per", "left", "spent") leave the story to the stories reader,
or unread; so does a number without the unit ("£5 for adults … 2 adults"), which may count something else.
"""

from __future__ import annotations

from quickmath.offline.asks import ExpressionSpec
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


def read(text: str) -> ExpressionSpec | None:
    """All the amounts added, or None when the story is not only amounts of one unit to add."""
    if " ; " not in text or not _WHOLE_ASKED.search(text.rpartition(" ; ")[2]):
        return None
    unitless = without_units(text)
    if unitless is None or not unitless.on_every_number or _NOT_ADDING.search(text):
        return None
    numbers = _NUMBER.findall(unitless.text)
    if len(numbers) < 3:
        return None
    return ExpressionSpec(pretty(" + ".join(numbers)))
