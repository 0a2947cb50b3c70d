"""A calculation said twice, the second time as another way of writing it, is read and answered once; a
second writing that is not the same calculation is left for the readers and the guards."""

from __future__ import annotations

import pytest

from quickmath.offline.asks import ExpressionSpec, ProblemSpec, Solve
from quickmath.offline.reading.message import read_message
from quickmath.offline.reading.written_twice import without_second_writing

SAID_TWICE = [
    ("Work out 6 cubed, i.e. 6 times 6 times 6", ProblemSpec("power", "6", "3")),
    ("Calculate the value of 15 squared (15 × 15).", ProblemSpec("*", "15", "15")),
    ("What is 4 cubed, meaning 4 to the power 3?", ProblemSpec("power", "4", "3")),
    ("calculate 10⁴ (10 to the power 4). what is it?", ProblemSpec("power", "10", "4")),
    ("What is 23 × 17, in other words 17 × 23?", ProblemSpec("*", "23", "17")),
]


@pytest.mark.parametrize(("question", "read"), SAID_TWICE, ids=[q for q, _ in SAID_TWICE])
def test_a_calculation_said_again_another_way_is_answered_once(question: str, read: ProblemSpec) -> None:
    assert [ask.spec for ask in read_message(question).asks if isinstance(ask, Solve)] == [read]


SIGN_SETTLED = [
    ("What is minus 4 squared, that is, minus 4 times minus 4?", ExpressionSpec("− 4 × − 4")),
    ("what is -5 squared (-5 × -5)", ProblemSpec("*", "-5", "-5")),
]


@pytest.mark.parametrize(("question", "read"), SIGN_SETTLED, ids=[q for q, _ in SIGN_SETTLED])
def test_a_power_of_a_minus_written_again_as_its_product_says_which_is_meant(
    question: str, read: ExpressionSpec | ProblemSpec
) -> None:
    assert [ask.spec for ask in read_message(question).asks if isinstance(ask, Solve)] == [read]


def test_an_odd_power_of_a_minus_written_again_is_answered_once() -> None:
    question = "What is minus 9 cubed, that is, minus 9 times minus 9 times minus 9?"
    assert len(read_message(question).asks) == 1


NOT_THE_SAME = [
    "What is 7 cubed, i.e. 7 times 7?",  # another calculation: the learner's own, asked about
    "What is 12 × 3 (that's 36)?",  # an answer offered, not a calculation
    "Is 12 × 3 (3 × 12) the same?",  # two writings compared
    "What is minus 4 squared, that is, minus 4 times 4?",  # which number is below zero?
    "What is minus 4 squared, that is, minus 4 times minus 4 times minus 4?",  # one factor too many
    "What is 2 to the power 5 (2 × 2 × 2 × 2)?",  # one factor short
]


@pytest.mark.parametrize("question", NOT_THE_SAME)
def test_a_second_writing_that_is_not_the_same_calculation_stays(question: str) -> None:
    assert without_second_writing(question) is None
