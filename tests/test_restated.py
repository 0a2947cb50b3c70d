"""A calculation the learner writes out after a story whose numbers it says again (reading/restated.py): it is
answered, and the coach says how it read it, when every other number is one of its numbers said again or a
label; asked back when another number or count, an answer offered, a correction, a second calculation or a
question of another operation or unit could change it."""

from __future__ import annotations

from fractions import Fraction

import pytest

from quickmath.offline.reading.restated import calculation_restated
from tests.offline_turns import ask
from tests.test_wrong_answer_probes import meanings, stated

RESTATED = [
    (
        "Numbers make me anxious and I freeze at the till. Somebody paid £20 for something costing £13.45"
        " – what's 20 - 13.45?",
        "20 - 13.45",
        Fraction("6.55"),
    ),
    (
        "Running the pub quiz kitty: opening float 150, paid out 45, 30 and 25 in prizes. What's left,"
        " 150 - 45 - 30 - 25?",
        "150 - 45 - 30 - 25",
        Fraction(50),
    ),
    (
        "We raised 645 and there are 15 scouts going on camp. How much each, 645 divided by 15?",
        "645 ÷ 15",
        43,
    ),
    ("energy refills 1 every 6 min and i need 45 of it — 45 × 6, how many minutes", "45 × 6", 270),
    ("Q9: the years had 365 days, 366 and 365. 365 + 366 + 365 = ?", "365 + 366 + 365", 1096),
    ("Quiz night at the Crown. Round 6 (mental arithmetic, no phones!!) Q2 — 48 x 15", "48 x 15", 720),
    (
        "Hail 3 days, rain 17 days, dry 11 days - do they add up to the month? 3 + 17 + 11 = ?",
        "3 + 17 + 11",
        31,
    ),
    (
        "1894 paper, Q4: the harvest was 318.45 and the Christmas one 502.60. 318.45 + 502.60 = ?",
        None,
        821.05,
    ),
    ("A share price fell $45 in 9 days. What is -45 ÷ 9?", "-45 ÷ 9", -5),
    ("Job paid £645 for 15 days. 645 ÷ 15 per day?", "645 ÷ 15", 43),
    ("8 boxes of 12 eggs — 8 × 12, how many eggs?", "8 × 12", 96),
]
"""Stories whose numbers the calculation says again, with labels, a year, a rate of one, a pronoun "one"."""
ASKED_BACK = [
    "League of 20 teams, each plays the other 19 twice... so 20 × 19 matches?",  # twice: another count
    "My commute is 48 minutes each way, 10 trips a week — 48 × 10?",
    "Opening float 150, paid out 45 and 20 in prizes. What's left, 150 - 45?",  # 20: another number
    "I tried 45 + 55 + 65 and my total was 1,000",  # an answer offered
    "Running the kitty: float 150, paid out 45. What's left, 150 - 45?\nSophie: £115",
    "Chords: 3 notes so 2^3 voicings? No, actually make it 4 notes. What's 2^3?",  # taken back
    "First I tried 45 plus 7. Rent is £45 a month for 6 months: what's 45 × 6?",  # a second calculation
    "energy refills 1 every 6 min and i need 45 of it — 45 × 6, how many hours",  # another unit
    "8 boxes of 12 eggs — 8 × 12, how many boxes?",  # the product counts eggs
    "Q9: 365 + 366 + 365 - how many weeks is that?",  # a unit asked of numbers told in none
    "Add the squares: 3 + 4",  # another answer asked of its numbers
    "I have £50 and tickets are £12, how many can I buy – 50 - 12?",  # another operation asked
    "We raised 645 and there are 15 scouts. How much each? 645 - 15",
    "Opening float 150, paid out 45. What's the total, 150 - 45?",
    "Paid £20 for something costing £13.45 with 10% off – what's 20 - 13.45?",
    "Opening float 150, paid out 45 in prizes. What's left, 150 - 45? Then halve it.",
]
"""The same stories with another number, count, answer, correction, calculation or question beside them."""


@pytest.mark.parametrize(("question", "written", "value"), RESTATED)
def test_a_calculation_that_restates_its_story_is_answered(
    question: str, written: str | None, value: Fraction | int | float
) -> None:
    if written is not None:
        assert calculation_restated(question) == written
    said = stated(question)
    assert said and all(Fraction(str(value)) in meanings(one) for one in said), said


def test_the_coach_says_it_read_the_story_as_its_calculation() -> None:
    answer = ask("Somebody paid £20 for something costing £13.45 – what's 20 - 13.45?").answer
    assert answer.startswith("I read this as 20 − 13.45.") and "**6.55**" in answer


@pytest.mark.parametrize("question", ASKED_BACK)
def test_a_story_that_may_change_its_calculation_is_asked_back(question: str) -> None:
    assert calculation_restated(question) is None
    assert stated(question) == []
