"""Everyday word problems the coach must leave alone, or read one particular way: the close calls of the
story readers (stories, rates, amounts). A question here is either not answered at all (the coach asks), or
answered with the one right number; never with another."""

from __future__ import annotations

import re

import pytest

from tests.offline_turns import ask

NOT_READ = [
    "Apples cost 30p each. I have 4 pounds. How many can I buy?",  # how many can be bought: not a product
    "Paint is 34 a tin. I have 200. How many tins can I buy?",
    "Our hotel is 142 a night for 5 nights. How much per night?",  # asks the rate back
    "We paid 142 a night for 5 nights. What was it a night?",
    "I had 30 sweets and gave 4 each to my friends. How many sweets did I give?",  # how many friends?
    "Paint is 34 a tin and I need 6 tins. How much change from 250?",  # a third number
    "Paint is 34 a tin and I need 6 tins but I have 2 tins already. Total?",
    "Tickets are 9 each and there are 7 of us. How much more than last time?",
    "I want 5 tins at 34 a tin but can only afford 3. Total?",
    "Pens are 2.50 each and I have 20. How many pens can I get?",
    "3 dozen eggs, how many boxes?",
    "Jack had 7 marbles and lost 10. How many marbles does he have now?",  # was 10 − 7
    "I am 40 dollars in debt and earn 25. How much do I have now?",  # was 40 + 25
    "Each shelf holds 30 books. How many shelves are needed for 250 books?",  # was 30 × 250
    "I had 50 dollars and withdrew 20 more. How much now?",
    "Tom and 3 friends share 24 cards. How many each?",  # 4 share, not 3
    "8 friends share 2 pizzas, how many friends per pizza?",  # was 2 ÷ 8
    "I have 4, 5 and 6 apples in 3 bags. How many bags?",  # the count told, not 4 + 5 + 6
    "Scores were 45, 38 and 52. What was the highest?",
    "7 people share 91 dollars and 3 leave, each pay how much?",
    "A water tank holds 500 litres. 137 litres are used. How many tanks?",
    "He ran 10 laps of a 400 m track. How many km?",  # was 4000: another unit asked
    "Doubling my bread recipe: it needs 350 g flour, so how much is three lots of that?",  # two factors named
    "I had 175 and spent some. What is double that?",
    "The recipe needs 250 g butter and 100 g sugar. What is double that?",
    "The sub was 40 m deep and dived 25 m deeper. How deep is it now?",  # a depth told positive grows
    "A diver is 30 m down and goes 12 m further down. How deep is she?",
    "He played 2 games in week 3 and scored 4 goals. How many goals?",  # was 2 + 4
    "She walks 5 km a day. How far does she walk each day?",
    "take 20% off 80",  # a percentage, not 80 − 20
    "take 5 off 20 and 3",
    "I spent £12 on lunch and had £8.50 left. How much did I have?",  # was 12 − 8.50: what was left is told
    "I spent 12 on lunch and had 8 left. How much did I have?",
    # the question names one of the amounts: it asks for that one, not their sum
    "Tom has 5 apples and Ann has 3 apples. How many apples does Tom have?",  # was 8
    "I ran 5 km on Monday and 7 km on Tuesday. How far did I run on Tuesday?",  # was 12
    "We collected 40 cans in May and 55 cans in June. How many cans did we collect in June?",  # was 95
    "The shop sold 30 red pens and 25 blue pens. How many blue pens did it sell?",  # was 55
    "Mia scored 14 points and Leo scored 9 points. How many points did Leo score?",  # was 23
    "Sam sold 125 on Saturday and 98 on Sunday. How many did he sell on Sunday?",  # was 223
    "I spent 12 on lunch and 8 on a taxi. How much did I spend on lunch?",  # was 20
    "I did 12 on Monday, 15 on Tuesday and 9 on Wednesday. How many did I do on Tuesday?",
    "Anna picked 23 apples, Ben picked 31 and Cara picked 18. How many apples did Ben pick?",
    "I spent £4.50 on lunch, £12 on a book and £3.20 on a coffee. How much did I spend on the book?",
    "Monday I did 35 push-ups, Tuesday 42 and Wednesday 40. How many on Wednesday?",
    "I used 3 eggs, 2 cups of flour and 1 cup of milk. How many eggs did I use?",
    "There were 200 cakes. We sold 48, 52 and 37. How many did we sell?",  # a stock told: sold from it
    "We sold 48 cakes on Saturday, 52 on Sunday and 37 on Monday. How many are left?",
    # what the question asks is told beside the second number: no gap, no take-away
    "The tank had 50 litres and 12 litres were used. How much was used?",  # was 38
    "The odometer said 72,940 at the start and I drove 578 miles. Miles driven?",
    "The meter read 4,512 and we used 378 units. Units used?",
    "My budget was 500 and I spent 430. How much have I spent?",  # was 70
    "Par is 72 and I was 5 over. How many over par?",
    "The odometer said 72,940 and then 578 more miles were driven. Miles driven?",
    "Sam has 47 apples and buys 9 more. How many apples did he buy?",
    "I had 50 sweets and ate 8. How many did I eat?",
    "I have 90 gems and a shield costs 35 gems. How many gems does the shield cost?",  # was 55
    "Tom has 40 and a book costs 12. How much does the book cost?",  # was 28
    "I had 50 and paid 20. What did I pay?",
    "The sofa is 899 and there's 150 off. What was the original price?",
    "The jacket was £65 with £15 off. How much did I save?",
    "I need to read 300 pages and I've read 185. How many pages have I read?",
    "We start at 10 points and I scored 5. What's my score now?",  # a score is taken only in darts
    "Balance 850, paid in 120.50 and paid out 89.99. What's left?",
    "The sofa is 899 and there's 15% off. What's the sale price?",
    "Darts: I started on 501 and scored 140, 85 and 100. What was my total score?",  # was 826
    "starting balance 2500, then -600, +450, -725. What's the balance at the end?",
    "Ahmad saved $1,326. Ravi saved $489 less than Ahmad. How much did they save altogether?",  # two steps
    "Ahmad saved $1,326. Ravi saved $489 less than Ahmad. How much more did Ahmad save?",
    "Ali has 10 marbles. Ben has 15 fewer marbles than Ali. How many does Ben have?",
    "I have 40 coins and sell 3 potions for 25 coins each. How much do I have now?",
    "A class has 30 pupils and 14 are boys. How many pupils are there?",
    "A class has 30 pupils and 14 are boys and 3 are absent. How many are girls?",
    "A farm has 40 animals and 25 are sheep. How many are cows?",  # not 65: a part is not added to its whole
    "The home team had 18 shots and 7 were on target. How many shots were on target?",
    "How much change does Priya get from a $20 bill if her lunch costs 3 times $4?",
    "How much change from a $20 bill if lunch costs $13.65 and a drink $2?",
    "The kopi cost 1.80 and kaya toast 2.60, total how much change from 5?",
    "Sam had 80 pounds. He spent 25 on a game. How much did the game cost?",  # was 55
    "A shop sold 45 pies in the morning and 38 in the afternoon. How many pies did it sell in the afternoon?",
    "A team played 20 games and won 12. How many did they lose?",  # was 32
    "I had 5 sweets and bought 3. How many do I have left?",  # was 2
    "I had 20 in my wallet and paid 5 for lunch. How much did lunch cost?",
    "A pipe measuring 3 m has 0.65 m cut off both ends. How long is it now?",  # was 2.35: two cuts
    "she cuts 3 m off a 2 m ribbon how long is left",  # was 1: more than the whole cut off it
    "A carpenter cuts 0.4 m off a 2 m pole. How much did he cut off?",  # asks what is told
    "A parcel weighing 4.5 kg loses 0.5 kg of packing a day. What does it weigh after a week?",
    "i read 29 pages and started with 64 how many did i start with",
    "Jo is 9. Her brother is 4 years older. What is the difference in their ages?",  # was 5: the gap is told
    "Jo is 9 and her brother is 4 years older. What is the difference in their ages?",  # was 5
    "It was minus 2 this morning and it went up 9. How much has it gone up?",  # was 7: the rise is told
    "it was minus 2 this morning and is 9 degrees warmer now. how much has it gone up?",
    "It was 5 degrees at noon. It fell 9 degrees by night. What is the difference?",
    "The lowest was -6. The highest was 9. What is the temperature now?",
    "The parcel weighs 12 kg. The box weighs 3 kg less. What is the difference in weight?",
    "how many miles altogether 23.4 + 18.7 + 31.6 there and back",  # the sum, or twice it?
    "what's 3 + 4 + 5 total, doubled?",
    "total of 2 + 3 + 4 squared",
    "3 + 4 + 5 total each",
    "total 12 + 15 + 9 for the three of us, per head?",
    "what's the total of 12 + 15 + 9 times 2",
    "total 12 + 15 + 9 weekly, how much a year",
    "23.4 + 18.7 + 31.6 miles altogether, in km?",
    "The away team scored 87 and the home team scored 112. By how much did the away team win?",  # was 25
    "Away score 87, home score 112, by how much did the away side win?",
    "I paid 45 for petrol and got 12.80 back what is that together",
    "I had 45 and spent 12.80 on parking what is that together",
    "the temperature was -4 and it dropped 7 degrees what is the drop",
    "It was 5 degrees and now it is 9 degrees, how much did it drop?",  # was 4: it rose
    "Shares started at 340 and ended at 410, how much did they fall?",  # was 70
    "It was -3 this morning and 6 now, how many degrees did it fall?",  # was 9
    "The coat was £85, now it is £120. How much do I save?",
    "I was born in 1948. How old am I in 2026?",  # has the birthday come yet?
    "I was born in 1990. How old will I be in 1985?",
    "I have 30 stickers and give away 12, add them up",
    "What must be added to 500 to get 300?",
    "Gig pays £450, PA hire £135, fuel £42 and 3 of us. What's left?",
    "I bought a car for 5000 and sold it for 6000. How much did it cost?",  # was 11000
    "The population is 8500 and 2000 moved away, then 1200 arrived. How many now?",  # was 11700
    "The population is 8.5 million and 2 million moved away, then 1.2 million arrived. How many now?",
    "Sat down with £80 of chips, left with £123.50. How much did I lose?",  # nothing was lost
    "She is on 40 and needs 12 and then 30, what is she on?",  # asks what is told
    "Damage from our 2 hits: 120 + 95 + 140. Total?",  # 2 counts no 3 terms
    "Tickets for 4 of us: 12 + 15 + 9, total?",
    "I had 40 sweets and 12 were added. How many were added?",  # asks what is told
    # a written sum named beside words that may make more of it
    "Cost per head: £12 + £4.50 + £3, total for me and my wife?",  # per head, for two
    "Cost per person: 3 + 4 + 5, what's the total for both of us?",
    "Bus fare 2.50 + 1.80 return, total?",  # there and back
    "Snacks 1.20 + 0.85 + 2, total for the week?",  # a day's, a week's?
    "Runs 5 km + 3 miles + 2 km, total?",  # two units
    "Lunch 4.50 + 3.20 + 2.10, total after the discount?",
    "Scores 12 + 15 + 9, what's the average?",
    "365 + 366 + 365 - how many weeks is that?",  # another unit asked
    "Weights 2 kg + 500 g + 1 kg, total?",
    # a cost told beside money, not a stock: added it was wrong (60, 101)
    "Entry fee £10, I won £50. How much have I got now?",
    "Parking £6, I earned £95 delivering. What have I got now?",
    "Pitch fee £45, I spent £212 today. What's that after the pitch fee?",  # spending may grow
    "Pitch fee £45 each day, I took £212. What's that after the pitch fee?",
    "Pitch fee £45, I took £212 today and £30 yesterday. What's that after the pitch fee?",
    "Pitch fee £45, I took £212 today. What's that after the pitch fee and tax?",
    # a stock told last, a length to cover, a budget: with a gain beside them, or what is asked told
    "Gave 5 out of my 20 sweets to Sam and found 3. How many left?",
    "Got 8 out of my 10 questions right. How many left?",
    "I had 96 sweets and made 58 more. How many left?",
    "Budget £500, the venue cost £200 and we raised £150. What's left?",
    "Route is 96 miles, done 58 this morning and 17 since lunch. How many did I do?",
    "We had 250 sausages, 187 eaten and 40 more bought. Leftovers?",
    "Had 2,000 ml of milk, the recipe uses 650 ml and the rest 480 ml. Left?",
    # one side of a whole told, the other asked: not when the sides do not make the whole
    "Tom has 12 stickers and 5 are shiny. How many are good?",
    "Scores 12, 15 and 9 between the 3 of us. Total?",
    "Golf: 4 over, 2 under, 3 over. Total?",
    # things bought from money held: not when one is sold, bought by the count, or the stock is no money
    "Jake had $75. He bought 3 shirts for $18.99 each. How much left?",
    "Jake had $75. He bought a shirt for $18.99 and sold a hat for $12.50. How much left?",
    "Jake had 75 sweets. He bought a bag for 18 and a box for 12. How many left?",
    "Jake had $75. He bought a shirt for $18.99 and found a hat for $12.50. How much left?",
    # a target played to and a score: not past it, beside another score, or another target asked
    "We play to 500 and I'm at 362 and she's at 410. How many to win?",
    "We play to 500 points and I'm at 520. How many to win?",
    "We play to 500 points, I scored 362 today. How many more do I need for 600?",
    # a counter's reading and its use since: not a gauge, a counter wound back, or the use asked
    "The fuel gauge showed 40 and I drove 120 miles. What does it show now?",
    "The odometer said 48372 and I wound it back 214. What does it say now?",
    "The odometer said 48372 and I drove 214 miles. How far did I drive?",
    "The pedometer was on 6200 and I walked 3150 steps each day. What does it show now?",
    # two readings of a counter, what was done between them asked: not with more told
    "Odometer was 84,215 at the start and 84,763 at the end, 3 trips. How many miles did I do each trip?",
    "Odometer was 84,215 at the start and 84,763 at the end. How many miles did I do after lunch?",
    # a bill asked as what is owed: not after money paid towards it, shared, or beside a count
    "Bread £1.45, milk £1.65, tea £3.20. I've paid £2. What do I owe?",
    "Bread £1.45, milk £1.65, tea £3.20, split between us. What do I owe?",
    "Bread £1.45, milk £1.65, tea £3.20 and 2 cakes. What do I owe?",
    "Bread £1.45, milk £1.65, tea £3.20 and I gave you £10. What do I owe?",
    "I owe Tom £5 and Sam £3 and Jo £4. What does Tom owe?",
    # halves of a game named, and "each" said alone (was 54 × 49)
    "First half 54, second half 49, each. What did we finish on?",
    "Monday 54, Tuesday 49, each. What did we get?",
    "Half 40, we scored 12 more. What did we finish on?",
    "We scored 54, then lost 10. What did we finish on?",
    # a rate told is no whole to share (was 3.5 ÷ 12), nor a question told in the story the one asked
    "Subs are £3.50 a week for 12 weeks, what's that per cub?",
    "Rent is £600 a month for 12 months, how much per month?",
    "Feed is £4 a day for 30 days, what's that per hen?",
    "A baker puts 1,152 rolls into bags of 8. How many bags? How many rolls in 3 bags? What's the answer?",
    "A baker puts 1,152 rolls into bags of 8. How many bags? What did he have left?",
]


@pytest.mark.parametrize("question", NOT_READ)
def test_a_story_that_asks_something_else_is_not_answered(question: str) -> None:
    assert re.findall(r"\*\*(.+?)\*\*", ask(question).answer) == []


READ_ONE_WAY = [
    ("A car travels 50 km per hour. How many hours to travel 200 km?", "200 ÷ 50", "4"),  # was 50 × 200
    ("A case holds 24 cans and I'm buying 7 cases. How many cans?", "24 × 7", "168"),
    ("I spent 7 days in Lisbon at 95 euros a day. Total?", "7 × 95", "665"),
    ("Twenty-four items at 2.25 each?", "24 × 2.25", "54"),
    ("I paid 1,299 for a laptop and 349 for the monitor. Total?", "1299 + 349", "1648"),
    (
        "Jun Wei read 46 pages on Saturday and 59 pages on Sunday. How many pages did he read in the two "
        "days?",
        "46 + 59",
        "105",
    ),
    (
        "I'm 60 dollars overdrawn, so my balance is -60, and I spend another 35. What's my balance now?",
        "−60 − 35",
        "−95",
    ),
    ("My account is overdrawn by 40 dollars and I pay in 100. What's the balance now?", "−40 + 100", "60"),
    ("I'm 25 in the red and deposit 100. What's my balance?", "−25 + 100", "75"),
    ("I had 30 in my account and then spent 45. What's my balance?", "30 − 45", "−15"),  # was 45 − 30
    ("My balance is 50 and I spend 80. What's my balance now?", "50 − 80", "−30"),
    ("My account is 60 in the red and I spend 35 more. What's my balance now?", "−60 − 35", "−95"),
    ("A toy costs £7.30. Mum pays with a £10 note. How much change does she get?", "10 − 7.3", "2.7"),
    (
        "A ticket costs ¥2,800 and I have ¥10,000. How much will I have left after buying it?",
        "10000 − 2800",
        "7200",
    ),
    ("Of 240 seeds, 198 sprouted. How many did not sprout?", "240 − 198", "42"),
    ("I invited 45 guests and 38 came. How many didn't come?", "45 − 38", "7"),  # was 45 + 38
    (
        "My best jump is 3.45 m and the record is 4.1 m. How many metres shorter is my jump?",
        "4.1 − 3.45",
        "0.65",
    ),
    (
        "Her time was 12.8 seconds and mine was 14.2 seconds. How many seconds faster was she?",
        "14.2 − 12.8",
        "1.4",
    ),
    ("My balance is -£20. I pay in £50. What's my balance now?", "−20 + 50", "30"),  # was 20 + 50
    (
        "The Titanic sank in 1912 and its wreck was found in 1985. How many years later was it found?",
        "1985 − 1912",
        "73",
    ),
]


@pytest.mark.parametrize(("question", "read_as", "answer"), READ_ONE_WAY)
def test_a_story_is_read_one_way_and_says_how(question: str, read_as: str, answer: str) -> None:
    said = ask(question).answer
    assert f"I read this as {read_as}." in said
    assert re.findall(r"\*\*(.+?)\*\*", said) == [answer]


RIGHT_OR_NOTHING = [
    ("My golf score was -4 on the front nine and +3 on the back. What's my total?", "−1"),  # not -4 + 9 + 3
    (
        "Membership was 1,240 in 2022 and 1,515 in 2023. What was the increase?",
        "275",
    ),  # the years are no readings
    ("At 7 am it was -5 °C and at 2 pm it was 9 °C. How many degrees did it warm up by?", "14"),
    ("Pocket money: 10p on day 1, 20p on day 2, 30p on day 3 and so on until 300p on day 30. Total?", "4650"),
    ("I save 5 in week 1, 10 in week 2, 15 in week 3, and so on up to 60 in week 12. Total saved?", "390"),
    ("I scored 40 points in round 1, 35 in round 2 and 20 in round 3. Total?", "95"),  # rounds are no amounts
    ("A class has 30 pupils and 14 are boys. How many are girls?", "16"),  # was 44
    ("There are 30 pupils in the class and 14 are boys. How many girls are there?", "16"),  # was 44
    ("Tickets are £5 for adults and £3 for children. We are 2 adults and 3 children. Total?", "19"),
    ("There are 3 bags with 12 apples and 5 bags with 8 apples. How many apples altogether?", "76"),
    ("The freezer is at -18 and the fridge at 4. How much less is the freezer?", "22"),  # not −18 − 4
    ("A plank 3 m long is cut into 4 pieces. How many pieces of 20 cm are there?", "15"),
    ("The meal came to 84 and 4 of us paid 10 each. How much is left to pay?", "44"),
    ("I spend 35 from my balance of -60. What is my balance now?", "−95"),
    ("3 dozen eggs at 2 each. How much?", "72"),  # was 3 × 2
    ("I have 2 dozen eggs and use 5. How many are left?", "19"),
    ("What is 3 dozen and 4?", "40"),
    ("How many dozen is 36?", "3"),
    ("I returned an item worth 19.99 from a total of 64.37. How much was the item?", "19.99"),
    ("We returned 2 items worth 15 from a bill of 80. What's the new total?", "50"),
    (
        "I have 500 points and a hat costs 120 points. How many points will I have after buying it?",
        "380",
    ),  # was +
    ("The water meter showed 3,210 litres last month and 3,480 litres now. How much water was used?", "270"),
    (
        "Last month we spent 420 on food and this month 385. By how much did we cut our spending?",
        "35",
    ),  # was +
    ("We won 12 matches at 3 points a win. How many points do we have?", "36"),  # was 12 + 3
    (
        "The cake needs 45 minutes but I took it out 10 minutes early. How long did it bake?",
        "35 min",
    ),  # was +
    ("Route started 08:10, last stop 15:20. How long on the road?", "7 h 10 min"),  # was 8:10 + 15:20
    ("My gold is at -80 because I owe the bank. I sell a shield for 300 gold. How much gold now?", "220"),
    (
        "The vase fell in 1950 and was mended in 1978. How many years later was it mended?",
        "28",
    ),  # was 1950 − 1978
    ("We had 45 points and they had 52. How many points did we lose by?", "7"),  # was 45 + 52
    ("The temperature was 8 and fell by 3. What is the difference?", "3"),  # was 8 − 3
    ("It was 15 degrees and dropped 20. What was the drop in temperature?", "20"),  # was 15 − 20
    ("We used 20 litres on Monday and 15 on Tuesday. How much did we use?", "35"),
    ("A book costs $12.99 and a pen costs $3.50. How much do they cost together?", "16.49"),
    ("Our team scored 5 and we lost by 2. What did they score?", "7"),  # a margin is no reading
    ("We scored 40 and won by 12. How many did they score?", "28"),
    ("The flight was £240 but with the voucher it came to £195. What was the saving?", "45"),  # was 435
    ("The flight was £240 and the hotel £195. What was the saving?", "45"),
    ("It was 9 degrees and now it is 5 degrees, how much did it drop?", "4"),
]


@pytest.mark.parametrize(("question", "right"), RIGHT_OR_NOTHING)
def test_a_close_call_is_answered_right_or_not_at_all(question: str, right: str) -> None:
    said = re.findall(r"\*\*(.+?)\*\*", ask(question).answer)
    assert said in ([], [right]), said


@pytest.mark.parametrize(
    ("question", "shared"),
    [
        ("Share 50 sweets between 6 kids. How many does each get?", "50 ÷ 6 = 8 1/3"),
        (
            "If 100 stickers are shared equally among 7 children, how many does each child get?",
            "100 ÷ 7 = 14 2/7",
        ),
        ("100 sweets, 8 kids, how many sweets per kid?", "100 ÷ 8 = 12.5"),  # no reading said
    ],
)
def test_whole_things_that_do_not_share_out_are_not_given_a_fraction_each(question: str, shared: str) -> None:
    answer = ask(question).answer
    assert re.findall(r"\*\*(.+?)\*\*", answer) == []
    assert f"{shared}, which is not a whole number" in answer
    assert "“what is the remainder of" in answer


@pytest.mark.parametrize(
    ("question", "divided"),
    [
        ("Each tent sleeps 4 scouts. How many tents are needed for 30 scouts?", "30 ÷ 4 = 7.5"),
        ("Each bottle holds 1.5 litres. How many bottles are needed for 10 litres?", "10 ÷ 1.5 = 6 2/3"),
        (
            "A farmer packs 2,345 eggs into trays of 30. How many full trays does he get?",
            "2345 ÷ 30 = 78 1/6",
        ),
        ("100 eggs are packed in boxes of 6. How many boxes are needed?", "100 ÷ 6 = 16 2/3"),
        ("250 eggs are packed into boxes of 12. How many full boxes are there?", "250 ÷ 12 = 20 5/6"),
    ],
)
def test_groups_counted_are_answered_only_when_they_come_out_whole(question: str, divided: str) -> None:
    answer = ask(question).answer  # 7.5 tents is neither the 8 needed nor the 7 full
    assert re.findall(r"\*\*(.+?)\*\*", answer) == []
    assert f"{divided}, which is not a whole number, so the last group would not be full" in answer


@pytest.mark.parametrize(
    ("question", "each"),
    [
        ("Share 48 sweets between 6 kids. How many does each get?", "8"),
        ("Four friends share a £58 bill equally. How much does each pay?", "14.5"),  # money shares to a part
    ],
)
def test_a_share_that_comes_out_whole_or_of_money_is_answered(question: str, each: str) -> None:
    assert re.findall(r"\*\*(.+?)\*\*", ask(question).answer) == [each]
