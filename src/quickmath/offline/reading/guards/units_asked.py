"""Guards of an answer asked in another unit than the numbers are told in: the coach changes no unit, so a
sum of pounds is no answer in euros, and it says it cannot change units (see `reading.unit_changes`)."""

from __future__ import annotations

from quickmath.offline.reading.guards.shared import Read
from quickmath.patterns import mentions


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
