"""A reader whose reading is a choice the learner should see declares it on its entry in `PROBLEM_READERS`
(`says_how_read=True`), and the coach then says how it read the question ("I read this as 96 × 12.5."); a
question read by any other reader is answered without it."""

from __future__ import annotations

import pytest

from quickmath.offline.reading.message import reader_of
from quickmath.offline.reading.problem import PROBLEM_READERS, SAYS_HOW_READ
from tests.offline_turns import ask

READ_BY = [
    ("96 tickets at £12.50 each. Total?", "rates", True),
    ("Cinema kiosk: 64 tickets at £9.25", "rate_counts", True),
    ("3 dozen eggs, how many?", "dozens", True),
    ("Steps today: 7,482. Goal: 10,000. How many more?", "stories", True),
    ("Speeches start 5:15 pm and last 50 minutes. What time do they end?", "clock_stories", True),
    (
        "Bay 4 starts unloading at 21:15; unloading takes 1 hour 40 min. When is it ready?",
        "clock_roles",
        True,
    ),
    ("Charity box: £84.60 across 6 stalls evenly?", "equal_shares", True),
    ("Stock check: 146 on hand. Picked so far 98. What remains?", "differences", True),
    ("Books returned 146 and 98. Total returns?", "list_totals", True),
    ("What is 47 + 9?", "symbols", False),
    ("Week 1: 40, Week 2: 35. Total?", "number_fields", False),
    (
        "The trip budget is £800. We booked coaches for £320 and tickets for £210. What's left?",
        "takings",
        False,
    ),
]
"""Questions, the reader that reads each, and whether the coach says how it read it."""


def test_the_readers_that_say_how_they_read_are_problem_readers() -> None:
    assert len(SAYS_HOW_READ) >= 9
    assert SAYS_HOW_READ.issubset(name for name, _ in PROBLEM_READERS)


@pytest.mark.parametrize(("question", "reader", "says"), READ_BY)
def test_the_coach_says_how_it_read_a_question_when_its_reader_declares_it(
    question: str, reader: str, says: bool
) -> None:
    assert reader_of(question, None, None) == reader
    assert (reader in SAYS_HOW_READ) == says
    assert ("I read this as" in ask(question).answer) == says
