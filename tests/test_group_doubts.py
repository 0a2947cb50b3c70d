"""Groups, shares and leftovers the offline coach must not answer: phrasings whose numbers could belong to
another problem ("gives 4 to each child" with the children not counted, "the last row" of rows that may all
be full). Each would be a wrong answer if read the easy way; the readers that should read them are
readers/leftovers.py, rates.py, sharing.py, scaling.py and dozens.py (fixtures in tests/data/readers/)."""

from __future__ import annotations

import pytest

from tests.offline_turns import ask

LEFT_ALONE = [
    "Mum has 45 grapes and gives 4 to each child. How many are left?",
    "Mum has 45 grapes and hands 4 to each child. How many are left over?",
    "There are 60 players and 7 teams. How many players are left without a full team?",
    "We have 47 players and teams of 6. How many players are in a full team?",
    "I have 73 worksheets for 6 groups. How many are left over?",
    "We have 47 players and teams of 6. How many full teams can we make?",
    "100 pupils are put into teams of 14 and 3 go home. How many pupils are left without a full team?",
    "Can 64 cupcakes go evenly onto plates of 6 and how many plates?",
    "There are 120 pupils and 7 teams. Can they be put into teams of 7 exactly?",
    "We spend 1250 on groceries every week. How much is that a day?",
    "She works 37.5 hours a week and is paid £11.44 an hour. How much does she earn in a month?",
    "We spend 90 on petrol every week. How much is left over after 6 weeks?",
    "Our team played 38 games this season at 3 points a win. How many points is that?",
    "Kegs: 88 pints in one, how many kegs for 14 pints?",
    "We pay 45 each month for the gym. How much is that each week?",
    "The recipe needs 240 g of flour and I'm making it 3 times bigger. How much flour?",
    "A batch takes 40 minutes and I'm making it 3 times. How many minutes?",
    "The recipe needs 240 g of flour and I'm making it 3 times over, with 100 g extra. How much flour?",
    "The recipe needs 240 g of flour and I'm making it 3 times. How much time will that take?",
    "A 60 litre tank drains at 4 litres a minute. How long until it is half empty?",
    "24 sweets are shared between 3 friends and me. How many does each get?",
    "A 6-pack of yoghurt is 2.40 and I buy 2. How much is each yoghurt?",
    "My squad of 4 shares 1,000 gold equally. How much gold is left?",
    "He scored 19 goals in 38 games, 2 of them penalties. Goals per game?",
    "He played 38 games and scored 19 goals each. Goals per game?",
    "He played 38 games and scored 19 more goals than last year. Goals per game?",
    "Each bus seats 48 people. 1,056 people need to travel. How many people are on each bus?",
    "A recipe makes 24 biscuits and I already made 2 batches. How many more batches for 168?",
    "A ticket is 4.50 and I had 6. How much did I spend?",
    "A ticket is 4.50 and I have 20. How many can I buy?",
    "My kid has 63 marbles and wants to put them into 7 bags - will it work?",
    "Tom and 4 friends have 32 sweets. How many sweets does each friend get?",
    "There are 30 sweets and 5 kids. How many apples does each kid get?",
]


@pytest.mark.parametrize("question", LEFT_ALONE)
def test_a_grouping_that_could_be_another_problem_is_not_answered(question: str) -> None:
    turn = ask(question)
    assert turn.notes == []
    assert "**" not in turn.answer


NOT_WHOLE = [
    "I read 30 pages a day. How many days to read 460 pages?",
    "A bag of 50 sweets is shared equally between 6 kids. How many sweets does each kid get?",
    "How many 3s are in 10?",
    "How many groups of 15 can you make from 230?",
    "Each sack holds 25 kg. How many sacks for 110 kg?",
    "Each sack holds 25 kg. How many sacks do I need for 110 kg?",
    "Each bus seats 48 people. 1,050 people need to travel. How many buses are needed?",
]
"""Groups counted whole whose division the tools find is not whole: the division may be shown, never given as
the answer (15 1/3 days to read a book is 16 days, or 15 and a bit)."""


@pytest.mark.parametrize("question", NOT_WHOLE)
def test_a_count_of_whole_groups_is_never_answered_with_a_fraction(question: str) -> None:
    assert "**" not in ask(question).answer
