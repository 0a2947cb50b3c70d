"""Operator words as English written from another first language, and slips that leave the numbers readable
(reading/text.py `_LEARNERS`, `_DOUBLED`): each is read as the calculation it says, or, where the words may
be a rate, a price or another question, not answered at all."""

from __future__ import annotations

import re

import pytest

from tests.offline_turns import ask

READ = [
    ("How much is 345 divided in 5?", "69"),  # "diviso in 5"
    ("what is 96 divided for 8", "12"),  # "dividido para 8"
    ("the rest of 58 divided for 6", "4"),  # "el resto de"
    ("if I divide 100 on 3 what is the remainder?", "1"),  # "dzielić na 3"
    ("divide 72 through 9", "8"),  # "teilen durch"
    ("How much rest stays when I divide 95 through 8?", "7"),
    ("what remains if we divide 61 between 4", "1"),
    ("how much rests when you divide 200 in 9?", "2"),
    ("How much is 4 elevated at 5?", "1024"),  # "elevado a 5"
    ("3 elevated to 4, how much is?", "81"),
    ("7 elevated to the square", "49"),  # "elevado al cuadrado"
    ("2 elevated on the cube", "8"),
    ("2 to the 10 power equal how much?", "1024"),
    ("what is 3 to the 4 power", "81"),
    ("How much is 17 mal 6?", "102"),  # German
    ("9 keer 7", "63"),  # Dutch
    ("8 kere 12 kaç", "96"),  # Turkish
    ("6 fois 9", "54"),  # French
    ("how much makes 7 per 8?", "56"),  # "quanto fa 7 per 8"
    ("What gives 12 per 11?", "132"),
    ("How many is 27 for 4?", "108"),  # "quanto è 27 per 4"
    ("what is 15 for 3", "45"),
    ("9 for 6 makes how much", "54"),
    ("the sum of 1 until 40 how much give?", "820"),
    ("total of 1 till 12", "78"),
    ("I search the result of 1000 minus 357", "643"),  # "je cherche le résultat de"
    ("we look for the value of 48 times 5", "240"),
    ("is 91 divisible by by 7", "Yes"),  # a word typed twice
    ("what is 5 to the the power 4", "625"),
    ("how long is it from 9:10 am to to 11:40 am", "2 h 30 min"),
    ("what is 640 ÷ 8 i keep keep getting it wrong", "80"),
    ("the sum of of 3 + 5 + 7", "15"),
    ("how mich is 96 dived by 4", "24"),
    ("31x 3 =?? quick", "93"),
    ("7 × 12 = ? thanks", "84"),
    ("6 minus minus 2", "8"),  # a word that says something twice is never dropped: 6 − (−2)
    ("1 square add 2 square add ... add 8 square equal?", "204"),  # "1 的平方加 2 的平方加 …"
    ("5 square add 12 square", "169"),
    ("2 cube add 3 cube add 4 cube", "99"),
    ("1 add 2 add ... add 30", "465"),
    ("We use a comma for decimals here: 2,5 times 4", "10"),  # told, so "2,5" is 2.5
    ("In Poland we write decimals with a comma: 3,75 + 1,5 = ?", "5.25"),
]


@pytest.mark.parametrize(("question", "answer"), READ)
def test_operator_words_of_another_language_and_slips_are_read(question: str, answer: str) -> None:
    assert re.findall(r"\*\*(.+?)\*\*", ask(question).answer) == [answer]


LEFT_ALONE = [
    "how much is 3 for £5",  # a price: three for £5
    "how much is 12 for 3 each",
    "what is 7 per 8 people",  # a rate
    "what is 60 per 4",  # 15 or 240? "per" said with "is" may be a share
    "what is 4 per 5 as a percent",
    "how much is 5 for 2 kilos",
    "how much is 45 for 3 people",
    "3 for 5, how much is one",
    "how much is 12 for 3? how much for one?",  # 12 for 3 things: 4 each, not 36
    "How much is 12 for 3? Each?",
    "Apples: how much is 6 for 2?",
    "8 for 7 makes how much? each",
    "how much is 345 divided in 2 : 3",  # a ratio
    "what is 600 divided in 20%",
    "how much is left if we divide 64 by 10 and give away 3",
    "five five times 2",  # 55 × 2 or 5 × 5 × 2?
    "she dived 3 times by 10 am",
    "double double 6 minus 2 minus",
    "What gives 6,25 multiplied by 8?",  # 6.25, or 6 and 25? Not told
    "we don't use commas for decimals: 4,75 + 1",
    "we use comma for decimals: 1,2,3 + 4",
    "comma for decimals: 1.250,5 + 2",  # a point and a comma: which is which?
    "1.5 km × 4 = ? m",  # the unit asked after "=": 6000, not 6
]


@pytest.mark.parametrize("question", LEFT_ALONE)
def test_a_rate_a_price_or_a_word_said_twice_on_purpose_is_not_answered(question: str) -> None:
    assert "**" not in ask(question).answer
