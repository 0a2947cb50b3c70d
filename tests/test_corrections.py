"""A question put right after it is asked (`reading.corrections`): what is said again is laid over the part
of the question of its shape, and a correction that could put more than one part right, or none, is asked
back. The whole messages go through the real loop in tests/data/message_shapes.json; here the words the
readers are given."""

from __future__ import annotations

import pytest

from quickmath.offline.reading import layouts
from quickmath.offline.reading.corrections import corrected
from quickmath.offline.reading.message import _reads_alone


def _put_right(message: str) -> str | None:
    return corrected(layouts.plain(message), _reads_alone)


@pytest.mark.parametrize(
    ("message", "meant"),
    [
        ("48 × 25?\nno 48 × 250 sorry", "48 * 250"),  # a calculation said again
        ("remainder of 500 / 9?\nno sorry 600 / 9", "remainder of 600 / 9"),  # what it asks is kept
        ("sum of squares 1 to 10\nugh no, 1 to 11", "sum of squares 1 to 11"),
        (
            "I need 12:45 minus 50 minutes\n12:45 pm I mean, minus 1 hour 50",
            "i need 12:45 pm minus 1 hour 50",
        ),
        ("split 840 between 6 people... actually 7 people", "split 840 between 7 people"),  # the same things
        (
            "bus is at 5:40pm, takes 35 mins\ncorrection: 55 mins",
            "bus is at 5:40 pm , takes 55 mins",
        ),  # a length
        ("what's 8.5 no 7.5 times 4", "what is 7.5 times 4"),  # said on: over what it follows
        ("what's 600 divided by 25 I mean 24", "what is 600 divided by 24"),
        ("how long from 10:40 a.m. to oh wait to 1:05 p.m.", "how long from 10:40 am to 1:05 pm"),
        ("A sandwich costs £3.85, sorry 3.95. I pay with £5.", "a sandwich costs £3.95 ; i pay with £5"),
        ("so 1,440 split into 16... hang on, 1,440 divided by 16 is what", "1440 divided by 16 is what"),
        ("What's 7.2 ÷ 0.8?\nEDIT: it was 0.8 not 8", "what is 7.2 / 0.8"),  # the question was right
        ("what time is 35 min after 14:50\nsorry, 45 min, not 35", "what time is 45 min after 14:50"),
        ("What is 47 + 9?", "what is 47 + 9"),  # nothing put right
        ("I had to wait 45 minutes for a 2 hour film", "i had to wait 45 minutes for a 2 hour film"),
        # a reading said again with its role: the one of two readings whose words say the same start or end
        ("shift 08:00 to 16:30 how long\nedit: finished at 17:15 actually", "shift 08:00 to 17:15 how long"),
        ("shift 08:00 to 16:30 how long\nedit: started at 08:45 actually", "shift 08:45 to 16:30 how long"),
        (
            "Left home 7:05am, got to work 8:20am. EDIT: actually got to work 8:35am. How long?",
            "left home 7:05 am , got to work 8:35 am ; how long",
        ),
    ],
)
def test_what_is_said_again_is_laid_over_the_part_of_its_shape(message: str, meant: str) -> None:
    assert _put_right(message) == meant


@pytest.mark.parametrize(
    "message",
    [
        "What is 8 × 9? no 7",  # 8 or 9?
        "remainder of 500 ÷ 9? no sorry 600",
        "The train leaves at 6:20 and takes 45 minutes.\nEDIT: 55",  # 55 what? no bare number is told
        "I have 3 boxes of 12 eggs, no 4. How many eggs?",
        "what's 12 × 12?\nsorry, 13 not 12",  # which 12?
        "shift 08:00 to 16:30 how long\nedit: 08:45",  # the start or the end?
        "Leave 7:05am, get in 8:20am. EDIT: it was 8:35am. How long?",  # no role said
    ],
)
def test_a_correction_of_more_than_one_part_or_of_none_is_asked_back(message: str) -> None:
    assert _put_right(message) is None
