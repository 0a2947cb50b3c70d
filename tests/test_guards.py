"""Readings the words of a question argue against are dropped: the coach asks rather than answer a different
problem. Each question below was read as another problem before the guard (a wrong answer in bold)."""

from __future__ import annotations

import re

import pytest

from quickmath.offline.asks import ExpressionSpec, ProblemSpec, TimeSum
from quickmath.offline.reading.guards import argued_against, operation_of
from tests.offline_turns import ask

MISREAD_BEFORE = [
    ("Each month: rent $1,240, phone $35. Total?", "1275"),  # was 43400
    ("24 short of the 180 target. How many more?", "24"),  # was 156
    ("`12 x 12 x 12` – what's 12 cubed?", "1728"),  # was 0: the dash before the question read as a minus
    ("half past 3 pm plus 50 minutes, what time is that", "4:20 PM"),  # was 3:50 PM
    ("so the time 35 minutes before 12:10, uh, in the afternoon", "11:35 AM"),  # was 11:35, a 24-hour reading
    ("I need know the rest when 47 is divided by 5", "2"),  # was 9.4
    ("Patient prescribed 750 mg, tablets are 250 mg each. How many tablets?", "3"),  # was 187500
    ("I slept from 10:50 PM to 7:10 AM. How long was I awake?", "-"),  # was 8 h 20 min
    ("I was awake from 7 AM to 11 PM. How long did I sleep?", "-"),
    ("A case holds 24 cans and I'm buying 7 cases. How many cans?", "168"),  # was 24 + 7
    ("Divide 365 by 52, what's the remainder?", "1"),  # was 365 − 52, then 365 ÷ 52
    ("For my remainders lesson: 1,234 divided by 11, what's the remainder?", "2"),
    (
        "My car's odometer read 48,215 when I filled up and 48,603 when I filled up again. How many miles "
        "did I drive in between?",
        "388",
    ),  # was 48,215 + 48,603
    ("Store receipt: I returned an item worth 19.99 from a total of 64.37. What's the new total?", "44.38"),
    ("I've got 60 pounds and T-shirts are 7 pounds each. If I buy as many as I can, how much is left?", "4"),
    ("Dividing 1,000 g of pasta into 90 g portions, how many grams are left over?", "10"),  # was 1,000 − 90
    ("12 roses cost 2.50 each. How much is one rose?", "2.50"),  # was 5/24
    ("There are 12 roses and 36 tulips. How much is one rose?", "-"),  # was 3
    ("12 roses cost 36 less than last week. How much is one rose?", "-"),  # was 3
    ("145 counters go to 5 players and any extras go back in the box. How many are in the box?", "0"),
    ("98 ÷ 4, does it come out even?", "No"),  # was 98 ÷ 4 = 24.5
    ("add 5 to 37 times 12", "449"),  # was 37 + 5 × 12 = 97
    ("take 5 from 37 times 12", "439"),  # was 37 − 5 × 12 = −23
    ("subtract 5 from 3 times 4", "7"),  # was 3 − 5 × 4 = −17
    (
        "A race took 2 h 40 min and the first lap was 35 min. How long did the other laps take together?",
        "2 h 5 min",
    ),
    ("There are 53 children and teams of 5. How many children are left without a team?", "3"),
    ("We have 40 eggs and boxes of 6. How many eggs are left over?", "4"),
    ("A movie ticket is $9. We are 6 people. How much do we pay altogether?", "54"),  # was 9 + 6
    ("Tickets are £12 and 5 of us are going. How much in total?", "60"),  # was 12 + 5
    ("The rent is $1,200 and there are 3 flatmates. How much each?", "400"),
    ("A bag of rice weighs 5 kg. We bought 8 bags. What is the total weight?", "40"),  # was 5 + 8
    ("I bought 3 shirts and paid $45. How much did I spend?", "45"),  # was 3 + 45
    ("I have $20 and buy 3 books. How much money do I have left?", "-"),  # was 20 − 3
    ("There are 25 pupils in a class and 4 classes. How many pupils altogether?", "100"),  # was 25 + 4
    ("Sam has 12 apples and 5 friends. How many apples altogether?", "12"),  # was 12 + 5
    ("A sugar block is 3 cubes long on every edge. How many cubes is 3 cubed?", "27"),  # was 3 × 3
    ("The card had £40 on it and a charge of £12.50 came out. What is on the card now?", "27.5"),  # was a sum
    ("My balance was 200 and I paid 30, 45 and 20. How much did I pay in total?", "95"),  # was 295
    ("Starting score 501, then 60, 45, 100. Total scored?", "205"),  # was 706
    ("The quilt is 180 cm wide and the squares are 15 cm. How many across?", "12"),  # was 195
    ("A fence is 24 m long and the panels are 2 m. How many along?", "12"),  # was 26
    ("The wall is 300 cm high and the bricks are 10 cm. How many high?", "30"),  # was 10 ÷ 300
    ("Staircase of blocks, 1 up to 20 high. How many blocks in total?", "210"),  # was 21
    ("A tower of cups, 1 up to 12 in each row. How many cups altogether?", "78"),  # was 1 × 12
    ("A 4800 mm length, cutting 900 mm noggins out of it. How much offcut is left in mm?", "300"),  # was 3900
    ("A 6 m board, cutting 80 cm shelves from it. How much is left over?", "-"),
    ("We won 3-2 today! Anyway, what's 8 x 9?", "72"),  # was 1 and 72: a match score read as 3 − 2
    ("What's 8 x 9, we won 3-2 today", "72"),  # was 72 and 1
    ("We lost 1-4 on Saturday. What is 6 x 7?", "42"),
    ("Final score 3 - 1. How many goals in total?", "4"),
    ("My opening balance was £80, then I paid £10, £5 and £2. What did I pay altogether?", "17"),
    ("I had 200 and was paid 50. How much do I have now?", "250"),  # was 150 (takings: "paid" as spent)
    ("My balance is -60 and I get paid 100. What's my balance now?", "40"),  # was −160
    ("I had 40 pounds and then got paid 25 pounds. How much do I have left?", "65"),  # was 15
    ("I have 80 and I'm being paid 45. How much will I have after?", "125"),  # was 35
    ("Sam had 12 sweets and took 5 from the jar. How many does he have now?", "17"),  # was 7
    ("I had 20 pounds and bought a book for 5. How much do I have now?", "15"),  # was 25
    ("Jo had 20 dollars and bought a pen for 5 dollars. How much does she have now?", "15"),  # was 25
    ("I had 12 books and bought 3 more for £5. How many books do I have now?", "15"),
    ("Tom had 50 and paid me 20. How much does Tom have now?", "30"),
    ("Tom had 50, then he paid me 20. How much does Tom have now?", "30"),
    ("I owe 250 gold. I sell loot for 1,100 gold. How much gold do I have now?", "850"),
    ("My balance is -250 because I owe the bank. I sell loot for 1,100. How much do I owe now?", "-"),
    ("Each month: mortgage $1,620, car payment $385. Total?", "2005"),  # was 1620 × 385
    (
        "Each month I pay $1,620 for the mortgage and $385 for the car. How much altogether?",
        "2005",
    ),  # product
    ("I pay 45 a month for my phone. How much in 2 years?", "1080"),  # was 45 × 2
    ("I save 5 a week. How much do I save in 3 months?", "-"),
    ("A plant grows 2 cm a day. How much in 3 weeks?", "42"),
    ("I save 5 a week and 20 a month. How much in a year?", "-"),
    ("He won the race in 48.2 seconds; second place was 49.05 seconds. What was the winning margin?", "0.85"),
    ("We're on 49 points and the leaders are on 64. How many points ahead are they?", "15"),  # was 113
    ("We have 71 points and they have 58. How many points behind are we?", "-"),  # was 13
    ("The leaders are on 49 and we're on 64. How many points ahead are they?", "-"),
    ("Tom has 40 points and Sam has 52. How many points behind is Sam?", "-"),
    ("golf: par 72 and I shot 68, how many over?", "-"),
    ("Our broadband is £32, but we got a £7.50 discount. What do we pay?", "24.5"),  # was 39.50
    ("The bill was £60 and we got a £12 discount. How much do we pay?", "48"),  # was 72
    ("We're 38 short of the 250 target. How many more do we need?", "38"),  # was 212
    ("We're 38 short of the 250 target. How many have we got left to do?", "38"),  # was 212
    ("Yard: 950 bricks on a pallet, 12 pallets, total bricks?", "11400"),  # was 962
    ("Depot: 1,150 tiles on a pallet, 18 pallets, total tiles?", "20700"),  # was 1168
    ("I had 20 and now I have 35. How much did I lose?", "-"),  # was 15
    ("The team had 40 points and now has 52. How many points did they lose?", "-"),  # was 12
    ("I started with £80 and ended with £95. How much did I lose?", "-"),  # was 15
    ("How many points do I have after losing 200 points from my 156?", "-"),
    ("What do I have after adding 42 to my 156 and then 10 more?", "208"),
    ("i had 500 points and lost 125 then lost 80 how much points did i lose", "205"),
    ("I earn 48 for 6 hours. What's my hourly rate?", "8"),
    ("I had £20 and bought a £5 book. How much do I have now?", "15"),  # was 25
    ("I had £20 and got a £5 book. How much money do I have now?", "-"),  # was 25
    ("I had £40 and my dad gave me £10 then I spent £15. How much now?", "35"),  # was 15
    ("They scored 45 and we scored 38. By how many did we win?", "-"),  # was 7
    ("The Reds scored 31 and the Blues 24. By how many points did the Blues win?", "-"),  # was 7
    ("She ran the 400 m in 53.1 s and her rival ran it in 52.84 s. By how many seconds did she win?", "-"),
    ("3 pens and 2 rulers. Total cost?", "-"),  # was 5
    ("I bought 3 pens and 2 rulers. How much did I spend altogether?", "-"),  # was 5
    ("I walk 2 km a day and 3 km on Sundays. How far on Sunday?", "-"),
    ("from 100 minus 37 minus 5, what is left", "-"),
    ("golf: 4 over front nine, 3 under back nine, total to par?", "1"),
    ("Taking 2 h 35 min from 8 h leaves how long?", "5 h 25 min"),  # was 10:35, the two added
    ("Taking 1 h 50 min from 6 h, then adding 30 min, leaves how long?", "-"),  # was 8:20
    ("Taking 15 from 60 and adding 5 leaves how many?", "-"),
    ("is 1 h 20 min plus 2 h 10 min 3 h 30 min?", "3 h 30 min"),  # was 7:00, the answer added in
    ("is 1 hours 20 plus 2 hours 10 3 hours 30?", "3 h 30 min"),  # was 6:30
    ("I cycled 3.5 hours on Saturday and 40 minutes on Sunday. How long in total?", "4 h 10 min"),  # was 43.5
    ("I worked 5.5 hours and 20 minutes on Sunday. How long in total?", "-"),  # was 25.5
    ("I worked 6.5 hours Monday and 7.2 hours Tuesday and 45 minutes on Wednesday. How long in total?", "-"),
    (
        "I worked 6.5 hours Monday and 7.25 hours Tuesday and 45 minutes Wednesday. How long in total?",
        "14 h 30 min",
    ),
    ("Her temperature was 39.2 yesterday and 37.8 today. How much has it come down?", "1.4"),  # was 77
    ("She's averaging 42.5 over 8 rounds, what's her total?", "-"),  # was 50.5
    ("Season ticket is 320 and I want it for 3 seasons, how much total", "-"),  # was 323
    ("3 goals in 90 minutes, that's one every how many minutes?", "-"),  # was 270
    ("I pay 25 each month for music, how much in one year of 12 months?", "300"),  # was 25 ÷ 12
    ("Old route took 2 h 15 min, new one takes 1 h 50 min. How much time saved?", "25 min"),  # was 4:05
    ("Is 3 hours 40 plus 1 hour 35 really 5 hours 15?", "-"),  # was 10:30
    ("Work out the sum of the numbers of the 1 to the 20", "210"),  # was 1
]


@pytest.mark.parametrize(("question", "right"), MISREAD_BEFORE)
def test_a_question_whose_words_argue_against_a_reading_is_answered_right_or_not_at_all(
    question: str, right: str
) -> None:
    said = re.findall(r"\*\*(.+?)\*\*", ask(question).answer)
    assert said in ([], [right]), said


STILL_READ = [
    (
        "A cinema sold 2,340 tickets on Friday and 1,875 on Saturday. How many tickets did it sell in total?",
        "4215",
    ),
    (
        "The temperature was -4 degrees in the morning and rose by 11 degrees. What is the temperature now?",
        "7",
    ),
    ("Sam has 47 apples and buys 9 more. How many apples does he have now?", "56"),
    ("I slept from 10:50 PM to 7:10 AM. How long did I sleep?", "8 h 20 min"),
    ("48 eggs are packed into trays of 6. How many trays are there?", "8"),
    ("12 roses cost £30. How much is one rose?", "2.5"),
    ("145 counters are shared among 5 players and any extras go back. How many does each player get?", "29"),
    ("What is the remainder when 365 is divided by 52?", "1"),
    ("Is 98 divisible by 4?", "No"),
    (
        "A warehouse had 4,560 boxes in stock and shipped out 1,875. How many boxes are still in stock?",
        "2685",
    ),
    ("A water tank holds 500 litres. 137 litres are used. How much water is left?", "363"),
    ("There are 14 boys and 13 girls in the class. How many children altogether?", "27"),  # people, both
    ("Sam picked 12 apples and 5 oranges. How many pieces of fruit altogether?", "17"),  # things, both
    ("Siti saved $3.45 on Monday and $2.80 on Tuesday. How much did she save altogether?", "6.25"),
    (
        "My phone bill was $47.30 last month and $52.15 this month. What did I pay for the two months?",
        "99.45",
    ),
    ("I ran 5 km on Monday and 7 km on Tuesday. How many km?", "12"),  # a measure asked: a total
    ("Cut 0.65 m off a 3 m pipe. How much is left?", "2.35"),  # one piece cut off
    ("I cut 30 metres off the 100 metre roll. How many metres are left?", "70"),
    ("We sold 14 in the morning and 8 in the afternoon. How many altogether?", "22"),  # "8 in": no inches
    ("We won 3-1, what's the goal difference?", "2"),  # a score's margin asked
]


@pytest.mark.parametrize(("question", "answer"), STILL_READ)
def test_a_story_whose_words_all_point_one_way_is_still_answered(question: str, answer: str) -> None:
    assert f"**{answer}**" in ask(question).answer


@pytest.mark.parametrize(
    ("reader", "text", "spec", "against"),
    [
        ("stories", "i had 9 and got 4 , how many left", ProblemSpec("+", "9", "4"), True),
        ("stories", "i had 9 and got 4 , how many in all", ProblemSpec("+", "9", "4"), False),
        (
            "stories",
            "a box holds 9 and 4 more boxes come , how many in all",
            ProblemSpec("+", "9", "4"),
            True,
        ),
        ("stories", "9 eggs each and 4 more , how many in all", ProblemSpec("+", "9", "4"), True),
        ("stories", "a tank holds 9 and 4 are used , how many left", ProblemSpec("-", "9", "4"), False),
        ("stories", "she had 9 and gave 4 away , how many in all", ProblemSpec("-", "9", "4"), True),
        ("stories", "36 chairs split into rows of 9 , how many rows", ProblemSpec("*", "36", "9"), True),
        ("stories", "9 cakes times 4 , how many each", ProblemSpec("/", "9", "4"), True),
        ("amounts", "3 km , 4 km and 5 km , how far", ExpressionSpec("3 + 4 + 5"), False),
        ("amounts", "3 km , 4 km and 5 km , how far is left", ExpressionSpec("3 + 4 + 5"), True),
        ("amounts", "2 h and 3 h , then 1 h , how long is left", TimeSum(("200", "300", "100")), True),
        ("symbols", "9 + 4 , what is left", ProblemSpec("+", "9", "4"), False),
        ("symbols", "9 / 4 , what is the remainder", ProblemSpec("/", "9", "4"), True),
        ("symbols", "is 9 / 4 divisible", ProblemSpec("/", "9", "4"), True),
        ("remainders", "9 / 4 , what is the remainder", ProblemSpec("remainder", "9", "4"), False),
        ("stories", "3 + 4 * 2 , how many", ExpressionSpec("3 + 4 * 2"), True),
        ("stories", "a pass is $9 and 6 of us go , total", ProblemSpec("+", "9", "6"), True),
        ("stories", "9 kg of flour and 6 bags , total", ProblemSpec("+", "9", "6"), True),
        ("stories", "9 people and 6 tables , how many in all", ProblemSpec("+", "9", "6"), True),
        ("stories", "9 boxes and 6 pencils , how many in all", ProblemSpec("+", "9", "6"), True),
        ("stories", "9 dollars and then 6 more dollars , total", ProblemSpec("+", "9", "6"), False),
        ("stories", "9 cats and 6 dogs , how many pets", ProblemSpec("+", "9", "6"), False),
        ("stories", "9 men and 6 women , how many people", ProblemSpec("+", "9", "6"), False),
        ("stories", "9 km on foot and 6 km by bus , total", ProblemSpec("+", "9", "6"), False),
        ("stories", "i withdrew 9 and 6 more , how much", ProblemSpec("+", "9", "6"), True),
    ],
)
def test_the_cues_that_argue_against_a_reading(reader: str, text: str, spec: object, against: bool) -> None:
    assert argued_against(reader, text, spec) is against  # type: ignore[arg-type]


def test_a_chain_counts_as_its_one_sign_and_a_mixed_one_as_none() -> None:
    assert operation_of(ExpressionSpec("120 + 9 + 9")) == "+"
    assert operation_of(ExpressionSpec("120 - 9 - 9")) == "-"
    assert operation_of(ExpressionSpec("3 * (20 + 7)")) is None
    assert operation_of(TimeSum(("245", "130"))) == "add_time"


ANOTHER_FORM_OR_UNIT = [
    "Calculate 0.37 × 4.1. Give your answer correct to 2 significant figures.",  # was 1.517
    "Calculate 0.37 × 4.1. Give your answer to 2 s.f.",
    "Calculate 0.37 × 4.1, correct to 3 sf.",  # was 1.517
    "Calculate 0.37 × 4.1. Round your answer to 1 decimal place.",
    "Calculate 0.37 × 4.1. Give your answer to 1 d.p.",
    "Calculate 347 × 4. Give your answer to the nearest hundred.",
    "What is 347 × 4 rounded to the nearest 10?",
    "Calculate 0.37 × 4.1. Give your answer in standard form.",  # was 1.517
    "Calculate 0.37 × 4.1. Give your answer in binary.",  # was 1.517
    "Calculate 7 × 6. Give your answer in Roman numerals.",  # was 42
    "Work out 1.5 × 4 litres. Give your answer in millilitres.",  # was 6
    "Calculate £2.50 × 4. Give your answer in pence.",  # was 10
    "Work out 3.2 + 4.5. Give your answer in centimetres.",  # was 7.7: in which unit are the numbers?
    "What is 3 km + 5 km in metres?",
    "what is 5 k + 3 k",  # thousands, or "ok"?
    "what is 47 + 9 k",
    "what is one lakh twenty thousand plus 5",  # was 20005: "one lakh" dropped
    "what is fivety five plus 5",  # was 10: a mistyped tens word dropped as chatter
    "what is fiveteen times three",
    "A town has 2.5 million people and another 300 thousand. How many people altogether, in millions?",
    "Sales were 1.2 million and 0.8 million units. How many thousand units is that in all?",
    "What is 4,200,000 + 1,300,000 in millions?",  # was 5500000
    "two million plus three million, in millions?",
]


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("Transfer fee was 85 million, sold him on for 62 million, how much did the club lose?", "23"),
        ("85 million divided by 5 million", "17"),  # a share's answer is no amount in millions
        ("3 million times 4", "12000000"),
        ("4 million plus 300 thousand", "4300000"),  # two scales: worked in full
        ("what is 4 million plus 300", "4000300"),
    ],
)
def test_a_sum_of_amounts_told_in_one_scale_is_answered_in_it_and_nothing_else_is(
    question: str, answer: str
) -> None:
    reply = ask(question).answer
    assert re.findall(r"\*\*(.+?)\*\*", reply) == [answer]
    assert ("That is 23 million." in reply) == (answer == "23")  # was 23000000, said in no scale


@pytest.mark.parametrize(
    "question",
    [
        "Transfer fee was 85 million, sold him on for 100 million, how much did the club lose?",  # was 15
        "Bought the car for 6500 and sold it for 9000, how much did I lose?",
        "Bought the car for 9000 and sold it for 6500, what profit did I make?",
        "I paid £120 for a bike and sold it for £95. What was my profit?",
        "A striker cost 48 and was sold for 48. How much did the club lose?",
        "I need 50 and I have 80, how much am I short?",  # nothing is short
        "Rent is £900 and I've got £1,250. How much am I short?",
        "We ordered 200 but 230 were sent, how many short?",
        "We need 30 chairs and have 45, how many more needed?",
        "Goal is 50 and I'm at 62. How far off?",
        "Budget £500, minus tickets £120, hotel £230 and 3 friends. What's left?",  # 3 counts people
    ],
)
def test_a_loss_profit_or_shortfall_the_amounts_argue_against_is_asked_back(question: str) -> None:
    assert "**" not in ask(question).answer


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("A striker cost 48 million and was sold for 31 million. How much did the club lose on him?", "17"),
        ("Bought the car for 6500 and sold it for 9000, what profit did I make?", "2500"),  # was 15500
    ],
)
def test_a_loss_or_profit_on_something_bought_and_sold_is_the_gap_between_the_prices(
    question: str, answer: str
) -> None:
    assert re.findall(r"\*\*(.+?)\*\*", ask(question).answer) == [answer]  # the striker was 79000000


@pytest.mark.parametrize("question", ANOTHER_FORM_OR_UNIT)
def test_an_answer_asked_rounded_in_another_form_or_unit_is_not_given_exactly(question: str) -> None:
    assert "**" not in ask(question).answer


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("Pencils cost 35p each. How much do 8 pencils cost in pence?", "280"),
        ("12 kg minus 4.5 kg, answer in kg", "7.5"),
        ("What is 3 km + 5 km in km?", "8"),
        ("Round 2: what is 25 × 16?", "400"),  # a quiz round, no rounding
        ("Calculate 7 × 6. Give your answer in words.", "42"),  # the same number
        ("Profits were $1.75 million and then $2.5 million. Total, in millions of dollars?", "4.25"),
        ("A club sold 3.4 thousand tickets, then 1.8 thousand more. How many thousand in all?", "5.2"),
    ],
)
def test_an_answer_asked_in_the_numbers_own_unit_or_form_is_still_given(question: str, answer: str) -> None:
    assert re.findall(r"\*\*(.+?)\*\*", ask(question).answer) == [answer]
