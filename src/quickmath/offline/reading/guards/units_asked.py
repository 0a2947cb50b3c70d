"""Guards of an answer asked in another unit than the numbers are told in: the coach changes no unit, so a
sum of pounds is no answer in euros, and it says it cannot change units (see `reading.unit_changes`)."""

from __future__ import annotations

from quickmath.offline.reading.guards.shared import Read
from quickmath.patterns import lazy, mentions


def another_unit_asked(seen: Read) -> bool:
    """Is the answer asked in another unit than the numbers' ("Class totals: 18 + 24 + 31 pounds, in euros
    please" was 73, pounds given as euros; "Total of £4.50 and £3.20 in pence please" was 7.7)? In a message
    read in parts, a part that asks the unit alone ("in euros please") changes the question read beside it,
    and amounts of one kind told in two units ("£1.20 + 80p") are no sum as they stand. A whole message read
    by a reader is asked about only when every amount is told in one unit ("15 mg per kg and she's 42 kg,
    dose in mg" is a rate; see `unit_changes.answer_in_another_unit`)."""
    if not mentions(" in | into | to |conver|how many|how much", seen.text):
        return False
    from quickmath.offline.reading import unit_changes  # only for a story that may ask another unit

    if seen.reader == "pieces":
        return unit_changes.asked(seen.text)
    return unit_changes.answer_in_another_unit(seen.text)  # "£4.50 and £3.20 in pence please" (was 7.7)


_SCALE_ASKED = lazy(
    r"\b(?:in|into|to|as) (?:degrees )?(?:fahrenheit|celsius|centigrade|kelvin)\b",
    needs="fahrenheit|celsius|centigrade|kelvin",
)


def temperature_scale_asked(seen: Read) -> bool:
    """Is a temperature asked on another scale ("The pool is 26 degrees and drops 3 degrees. What is that in
    Fahrenheit?" was 23)? The coach changes no unit."""
    return _SCALE_ASKED.search(seen.text) is not None


_CHANGED_BY = lazy(
    r"\b(?:turns?|turned|put|puts|rises|rose|risen|goes|went|gone|warms|warmed|cools|cooled|drops|dropped|falls"
    r"|fell|fallen|increased|decreased|grew|grown|lost|gained)(?: it)?(?: up| down)?(?: by)? -?\d+(?:\.\d+)?"
    r"(?: ?(?:degrees?|°)| more| less| fewer)?\b(?! (?:to|from)\b)",
    needs="turn|put|ris|rose|go|went|gone|warm|cool|drop|fall|fell|creas|grew|grow|lost|gain",
)
"""A change told by how much: "turn it up 20 degrees", "fell 8 more", "dropped by 5"."""
_CHANGE_ASKED = lazy(
    r"\bhow (?:much|many degrees) (?:hotter|warmer|colder|cooler|higher|lower)\b"
    r"|(?:^|; |, )(?:so |and )?by how (?:much|many)(?: [a-z]+)?$",
    needs="hotter|warmer|colder|cooler|higher|lower|by how",
)
"""A question of the change itself: "How much hotter is it?", "… by how many beats?"."""


def change_asked_again(seen: Read) -> bool:
    """Is the change asked when the story tells it ("The oven is at 180 degrees and I turn it up 20 degrees.
    How much hotter is it?" was 160, "It was 72 and fell 8 more, by how many beats?" was 64)? The answer is
    told: no calculation asks it."""
    return _CHANGED_BY.search(seen.text) is not None and _CHANGE_ASKED.search(seen.text) is not None
