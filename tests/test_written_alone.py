"""A calculation written whole in a message no reader read is answered when nothing around it could change it
(reading/written_alone.py): the coach says how it read it, and asks back when a word or a number around it
may change the calculation or ask something else of it."""

from __future__ import annotations

from fractions import Fraction

import pytest

from quickmath.offline.reading.written_alone import calculation_alone
from tests.offline_turns import ask
from tests.test_wrong_answer_probes import meanings, stated

CALCULATIONS = [("23 x 19", Fraction(437)), ("18 + 24 + 31", Fraction(73)), ("84 - 29", Fraction(55))]
AROUND_IT = [
    "wats {} cnt do it in my hed",
    "`{}` keeps coming out weird in my notebook, what should it be",
    "ugh {} is doing my head in",
    "{} my brain is fried",
    "3rd attempt at this and I keep getting a different number lol. {} = ?",
    "Homework (he is in year 6): {} = ?",
    "THE RED LION QUIZ — ROUND 2: NUMBERS\n4. {} = ?",
    "Round 3, question 5: {}",
    "omg whats {} brain not working",
    "My son's homework has {} and neither of us trusts our answer. What does it come to?",
    "Note to self: check Q7 ({}) - three of them got 4,462.",
    "whats {}, I got 1,000",
    "Me and my climbing partner keep getting different answers for {}. What is it actually?",
    "My daughter has {} in her homework and I'd like to help her. What is it?",
    "Practice from my evening class: {}. Could you tell me what it comes to?",
    "Please take me through {} one step at a time.",
    "lol quick 1 before i go: {}?? 🙈",
    "My daughter can't get this, I'm stuck too: {}",
    "lol can't believe I'm asking this but {} is what?",
    "decimals homework 🥲 {} = ?",
    "need {} real quick for this form",
    "Year 6 homework — {}\n\nMy lad and I got different answers for this. What is the correct answer?",
    "Boss just emailed asking me to work out {} and my mind went blank. What's the answer?",
    "What is the correct value of {}? I suspect my earlier answer was out.",
    "can't figure out {}, help",
]
"""Words around a calculation that leave it as it is."""
CHANGING_IT = [
    "half of {} please",
    "{} doubled, my head hurts",
    "{} in minutes lol",
    "{}, then take away a few",
    "why is {} so hard",
    "{} each, my head hurts",
    "{} per week lol",
    "the square of {} pls",
    "{}, how long will that take me",
    "{} on average lol",
    "not {} but the other one",
    "my nan says {} or so",
    "{} for the three of us",
    "{} plus a few",
    "{} times a few lol",
    "{} minus what I owe",
    "{} brain not working, then double it",
    "check Q7 ({}) - three of them got 20 more.",
    "whats {}, plus I got 20",
    "What's {}? no 4",
    "Level 3 - {}",
    "take me through {} 2 steps at a time",
    "quick 1: {} then times it by 3",
    "What is the correct answer to {} in the form of a fraction?",
    "{}, then give it as a fraction of 1000 please",
    "can't figure out {}, then halve it",
    "the correct answer to {} is 7, right?",
    "what's the right answer to {} rounded to the nearest ten",
    "decimals homework: {} to one decimal place",
]
"""Words or numbers around a calculation that may change it or ask something else of it."""


@pytest.mark.parametrize("frame", AROUND_IT)
@pytest.mark.parametrize(("written", "value"), CALCULATIONS)
def test_a_calculation_alone_in_words_that_leave_it_is_answered_and_said_how(
    frame: str, written: str, value: Fraction
) -> None:
    question = frame.format(written)
    assert calculation_alone(question) == written
    said = stated(question)
    assert said and all(value in meanings(one) for one in said), said


def test_the_coach_says_it_read_the_message_as_the_calculation_alone() -> None:
    assert ask("wats 23 x 19 cnt do it in my hed").answer.startswith("I read this as 23 × 19.")


@pytest.mark.parametrize("frame", CHANGING_IT)
@pytest.mark.parametrize(("written", "value"), CALCULATIONS)
def test_words_that_may_change_a_calculation_keep_it_from_being_answered_alone(
    frame: str, written: str, value: Fraction
) -> None:
    question = frame.format(written)
    assert calculation_alone(question) is None
    assert not any(value in meanings(one) for one in stated(question))


SAID_IN_WORDS = [
    ("omg whats 600 minus 173 brain not working", "600 − 173"),
    ("Please, how much are 3 times 150? I am not sure if is 450", "3 × 150"),
    ("In my Entry Level 3 maths class the question was 48 times 5. What's the answer?", "48 × 5"),
    ("144 divided by 12 please", "144 ÷ 12"),
    ("Class totals: 18 + 24 + 31 + 15 + 22 pounds. Adding up for the newsletter.", "18 + 24 + 31 + 15 + 22"),
    ("Can you help? My daughter can't do 4,508 take away 1,769.", "4,508 − 1,769"),
    ("Could you tell me the correct answer to 93 take away 58? I'm checking a pupil's work.", "93 − 58"),
    ("ugh take 155 away from 400 my brain is fried", "400 − 155"),
    ("lol can you multiply 23 by 19 for me, brain not working", "23 × 19"),
    ("The product of 12 and 15 please, my head hurts", "12 × 15"),
    ("omg add 45 and 190 brain not working", "45 + 190"),
    ("Knock 18 off 45 lol my brain is fried", "45 − 18"),
    ("Come on, contestants! From 1,500 subtract 678. What remains?", "1,500 − 678"),
]
"""A calculation with its one operation said between its numbers or around them ("take 155 away from 400"
is 400 − 155), or money named after a sum."""
NOT_ALONE_IN_WORDS = [
    "what is 10 minus 3 times 2 lol",
    "what is 5 times minus 3",
    "is 91 divided by 7",
    "what is 84 ÷ 4 kids and their mum",
    "what is 2,4 times 5? brain not working",
    "why is 903 minus 458 so hard",
    "600 - 173 pounds in euros",
    "20 + 30 minutes",
    "£20 - 5 pounds",
    "Is 35 the correct answer to 93 take away 58?",
    "take 155 away from 400 then halve it",
    "lol multiply 23 by 19 by 2",
    "subtract 5 from 20 from 100",
    "omg add 1 to 100 brain not working",
    "lol 100 - 37, how many left over in packs of 5",
    "ugh 100 − 37 what's left if I share it",
    "I can't do 45 + 9 without a calculator",
    "what's the right answer to 93 - 58 if you round it",
]
"""Operations said in an order that may be either, a decimal comma, a unit to change into, or units mixed."""


@pytest.mark.parametrize(("question", "written"), SAID_IN_WORDS)
def test_a_calculation_said_with_one_operation_word_is_read_in_signs(question: str, written: str) -> None:
    assert calculation_alone(question) == written


@pytest.mark.parametrize("question", NOT_ALONE_IN_WORDS)
def test_two_operations_said_or_a_unit_that_changes_it_keep_it_from_being_read(question: str) -> None:
    assert calculation_alone(question) is None


POWERS_ALONE = [
    ("need 2^16 for the port doc pls, cheers", "2^16", Fraction(65536)),
    ("The crossword wants 13 cubed. What is it?", "13 cubed", Fraction(2197)),
    ("🤓 my son keeps asking me for 7 to the power 3, what is it", "7 to the power 3", Fraction(343)),
]
"""A power written alone among words that leave it as it is; an emoji leaves its power sign alone."""
POWERS_CHANGED = ["what is half of 15 squared", "15 squared minus 4", "round 2^16 to the nearest thousand"]


@pytest.mark.parametrize(("question", "written", "value"), POWERS_ALONE)
def test_a_power_alone_among_words_that_leave_it_is_answered(
    question: str, written: str, value: Fraction
) -> None:
    assert calculation_alone(question) == written
    said = stated(question)
    assert said and all(value in meanings(one) for one in said), said


@pytest.mark.parametrize("question", POWERS_CHANGED)
def test_a_power_with_words_that_change_it_is_not_answered_alone(question: str) -> None:
    assert calculation_alone(question) is None
