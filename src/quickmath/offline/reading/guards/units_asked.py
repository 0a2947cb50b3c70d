"""Guards of an answer asked in another unit than the numbers are told in: the coach changes no unit, so a
sum of pounds is no answer in euros, and it says it cannot change units (see `reading.unit_changes`)."""

from __future__ import annotations

from quickmath.offline.reading.guards.shared import Read
from quickmath.patterns import mentions


def another_unit_asked(seen: Read) -> bool:
    """Is the answer of a message read in parts asked in another unit than the numbers' ("Class totals: 18 +
    24 + 31 pounds, in euros please" was 73, pounds given as euros), or are amounts of one kind told in two
    units in it ("£1.20 + 80p")? A part that asks the unit alone ("in euros please") changes the question
    read beside it."""
    if seen.reader != "pieces" or not mentions(" in | into | to |conver|how many|how much", seen.text):
        return False  # a reader of the whole message reads its units itself ("15 mg per kg …, dose in mg?")
    from quickmath.offline.reading import unit_changes  # only for a story that may ask another unit

    return unit_changes.asked(seen.text)
