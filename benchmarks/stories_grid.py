"""Stories that add or take away by the roles of their amounts: `python benchmarks/stories_grid.py [--misses]
[--write]`.

A grid of STORIES, each two amounts in roles: a weight with its container and the container alone (the
contents asked), an opening and a closing amount (the takings asked; what "came back with" a float is asked
back, since money may have gone in or out between), a load and its limit with what must come out asked, a
whole and the part cut or needed from it (the offcut or what remains asked), a bill and the part paid (what
is left to pay or goes on account asked), a before and an after told with the time between them ("sold it
3 years later for"), "A minus B" told with labels and its result asked ("Final total?"), money handed over
for a price (the change asked), a score chased with its wickets beside it ("143 for 4"), and a ledger one a
line. Each family is told again after LABELS, numbers that only name what the story is of ("Order #88213
placed 01/12.", "1885 paper, Q2:"), and two like amounts ADDED are told after each label with their total
asked; two like amounts with one period after them (PERIOD_OF_BOTH, "… per month") and the way to a goal
BEYOND a landmark ("37 days to Christmas … 19 days after Christmas") are told with their own questions.
Each is told in several shapes, times NUMBER sets (whole, decimal, money, thousands), times QUESTIONS of its
family; which number is taken from which is the roles', and the answer is worked out here by exact
arithmetic. NEAR MISSES are the same stories with a word that changes the question (both weighed together,
the container asked, a third number, "each", the amounts turned round so nothing is left): asked back
(ASKED), or either asked back or answered right (EITHER). Every cell of a story must be read (READ). It
prints read % and wrong per family; `--misses` lists the cells missed; `--write` writes a sample as
[question, answer-or-null] pairs to tests/data/stories_grid.json (pinned by tests/test_stories_grid.py).
"""

from __future__ import annotations

import sys
from fractions import Fraction
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from grid_report import ASKED, DATA, EITHER, READ, by_family, cells_of_two_amounts, every_bold, report, value

PINNED = DATA / "stories_grid.json"

NUMBERS: dict[str, list[tuple[str, str]]] = {
    "count": [("287", "143"), ("1,250", "87"), ("3,000", "1,865")],
    "money": [("47.35", "20"), ("318.40", "75"), ("1,000", "368")],
    "measure": [("12.846", "1.203"), ("26.4", "23"), ("900", "125"), ("3,000", "1,865")],
    "tendered": [("20", "3.85"), ("50", "32.60"), ("10", "4.35"), ("100", "67.89")],
    "runs": [("287", "143"), ("164", "98"), ("312", "276")],
}
"""(a, b) pairs, a the larger: every story asks a − b, `a` in the role taken from."""

STORIES: dict[str, list[tuple[str, str]]] = {
    "with and without the container": [
        ("measure", "Balance reads {a} g with the boat, boat alone is {b} g."),
        ("measure", "The jar with the jam weighs {a} g; the jar on its own weighs {b} g."),
        ("measure", "Full bucket {a} kg, empty bucket {b} kg."),
        ("measure", "Trolley with the shopping in it weighs {a} kg and the trolley by itself {b} kg."),
        ("measure", "Gross weight {a} kg, tare {b} kg."),
        ("measure", "Beaker with solution: {a} g. Beaker empty: {b} g."),
    ],
    "opening and closing amounts": [
        ("money", "Started the day with £{b} in the till and ended with £{a}."),
        ("money", "Cash box had £{b} at opening, £{a} at closing."),
        ("money", "Till had £{b} at the start of the shift and £{a} at the end."),
    ],
    "load over the limit": [
        ("measure", "Case weighs {a} kg and the limit's {b} kg."),
        ("measure", "The limit is {b} kg and my bag weighs {a} kg."),
        ("measure", "Hand luggage allowance {b} kg, mine weighs {a} kg."),
        ("measure", "Max load {b} kg, we've loaded {a} kg."),
    ],
    "whole and the part cut": [
        ("measure", "Hardwood worktop {a}mm long, sink run needs {b}mm."),
        ("measure", "Board is {a} mm long and the shelf needs {b} mm."),
        ("measure", "Cut {b} mm off {a} mm"),
        ("measure", "Had {a} m of pipe on the van, used {b} m on the loft job."),
        ("measure", "The roll is {a} cm, I cut off {b} cm."),
    ],
    "bill and part paid": [
        ("money", "The bill was £{a} and she paid £{b}."),
        ("money", "The total was £{a} and she paid £{b} on the day."),
        ("money", "Invoice £{a}, paid £{b} up front."),
    ],
    "before and after, a time between": [
        ("money", "Bought it for £{a} and sold it 3 years later for £{b}."),
        ("measure", "I weighed {a} kg and 6 months later I weighed {b} kg."),
        ("measure", "The tank had {a} litres, 2 days later it had {b} litres."),
    ],
    "ledger of labelled amounts": [
        ("money", "Budget: £{a}. Spent: £{b}."),
        ("count", "Kitty: {a}. Prizes paid: {b}."),
        ("money", "Float £{a}, paid out £{b}."),
        ("count", "Stock\nstart {a}\nsold {b}\n"),
    ],
    "minus told with labels": [
        ("count", "Final score was {a} points minus {b} penalty points."),
        ("money", "Gross pay £{a} minus deductions £{b}."),
        ("count", "Sales {a} minus returns {b}."),
    ],
    "money handed over for a price": [
        ("tendered", "A note of {a} for a coffee of {b}"),
        ("tendered", "I gave a £{a} note for a £{b} coffee"),
        ("tendered", "Customer handed over £{a} for £{b} of shopping"),
        ("tendered", "Paid with a £{a} note for a sandwich at £{b}"),
        ("tendered", "£{a} note for a £{b} round"),
        ("tendered", "The bill came to £{b} and I paid with a £{a} note"),
        ("tendered", "Taxi fare was £{b}, I gave the driver £{a}"),
    ],
    "score chased, wickets beside it": [
        ("runs", "Chasing {a}, they're {b} for 4."),
        ("runs", "Target {a}. We're {b} for 6."),
        ("runs", "They need {a} to win and they're {b} for 3."),
    ],
    "ledger one a line": [
        ("money", "Budget\n- income {a}\n- rent {b}\n"),
        ("count", "Stock\nstart {a}\nsold {b}\n"),
    ],
}
"""Stories in two roles, `{a}` the amount taken from, `{b}` the amount taken off."""

QUESTIONS: dict[str, list[str]] = {
    "with and without the container": ["Mass of the contents?", "What is the net weight?",
                                       "How heavy are the contents?", "Net?"],
    "opening and closing amounts": ["Money taken?", "How much did we take?", "How much did we make?",
                                          "How much was taken?"],
    "load over the limit": ["How much do I need to take out?", "How much must I remove?",
                            "How much has to come off?", "How much to take out?"],
    "whole and the part cut": ["Whats the offcut", "What remains?", "How much is left?", "What's left over?"],
    "bill and part paid": ["How much is left to pay?", "How much goes on account?", "What's still owed?"],
    "before and after, a time between": ["What's the drop?", "How much less?", "By how much did it go down?"],
    "ledger of labelled amounts": ["what's left after all that?", "Left?", "What's left?"],
    "minus told with labels": ["Final total?", "Total?", "What's the result?"],
    "money handed over for a price": ["change?", "How much change?", "What change should I get?",
                                      "Change due?"],
    "score chased, wickets beside it": ["How many runs still needed?", "How many more runs do they need?",
                                        "How many runs to go?"],
    "ledger one a line": ["what's left after all that?", "Left?", "\nWhat's left?"],
}  # fmt: skip
"""Questions of the gap, one family each."""

ADDED: list[tuple[str, str]] = [
    ("money", "I need the total of two cheques: {a} and {b}."),
    ("money", "The harvest collection was {a} and the Christmas one {b}."),
    ("count", "We sold {a} tickets on Friday and {b} on Saturday."),
    ("measure", "I ran {a} km, then {b} km."),
]
"""Stories of two like amounts whose total is asked, `{a}` and `{b}` in either order."""
TOTALS = ["What's the total?", "What's the total of the two?", "How much altogether?"]

PERIOD_OF_BOTH: list[tuple[str, str]] = [
    ("money", "My two pensions are £{a} and £{b} per month."),
    ("money", "I should be grateful if you would tell me the total of my pensions, £{a} and £{b} a month."),
    ("money", "Our two incomes, £{a} and £{b} a month."),
    ("count", "The two hives gave {a} and {b} jars a year."),
    ("money", "I would be grateful if you could add up my two invoices: £{a} and £{b}."),
]
"""Two like amounts told with one period after the last, of them both, or asked for politely: their total
asked (the total of one period)."""

BEYOND: list[tuple[str, str]] = [
    (
        "It's {a} days to Christmas and my birthday is {b} days {way} Christmas.",
        "How many days till my birthday?",
    ),
    (
        "its {a} days to the wedding and the honeymoon is {b} days {way} the wedding",
        "how many days until the honeymoon",
    ),
    ("It's {a} miles to Leeds and York is {b} miles {way} Leeds.", "How far to York?"),
    ("We're {a} km from the border and the hotel is {b} km {way} the border.", "How far is it to the hotel?"),
    ("Christmas is {a} days away and my birthday is {b} days {way} it.", "How many days till my birthday?"),
    (
        "[20:15] Ben: its {a} days to christmas and my party is {b} days {way} christmas. how many days till"
        " my party\n[20:16] Mum: Bed, Ben.",
        "",
    ),
]
"""The way to a landmark, and the goal told after ("after", "past", "beyond": added) or before it ("before":
taken away) that landmark; the way to the goal asked."""
WAYS = {"after": 1, "past": 1, "beyond": 1, "before": -1}
BEYOND_NUMBERS = [("37", "19"), ("120", "45"), ("12", "5")]

LABELS = [
    "For the parish newsletter (issue 112): {story}",
    "1885 paper, Q2: {story}",
    "Order #88213 placed 01/12. {story}",
    "Chat started 10:41. Customer: Hi, order 90017 from 2025-11-18. {story}",
    "As treasurer of the bowls club (48 members): {story}",
    "Ref 20931 - {story}",
    "Job 14 - {story}",
]
"""Numbers that only name what a story is of, told before it: an issue, order, question or job number, a
date, the time a chat started, a year before "paper", the size of a group beside it."""

NEAR_MISSES: list[tuple[str, str, Fraction | None]] = [
    ("Balance reads 12.846 g with the boat, boat alone is 1.203 g. How heavy are both?", ASKED, None),
    ("Balance reads 12.846 g with the boat, boat alone is 1.203 g. Mass of the boat?", EITHER,
     Fraction("1.203")),
    ("The jar on its own weighs 120 g and the jam 330 g. How heavy is the full jar?", EITHER, Fraction(450)),
    ("Full bucket 12 kg, empty bucket 1.5 kg, 3 buckets. Mass of the contents?", ASKED, None),
    ("Full bucket 12 kg, empty bucket 1.5 kg. Mass of the contents of each?", ASKED, None),
    ("Full bucket 1.5 kg, empty bucket 12 kg. Mass of the contents?", ASKED, None),
    ("Full bucket 12 kg, empty bucket 1.5 litres. Mass of the contents?", ASKED, None),
    ("Tuck shop float £20, came back with £47.35. Money taken?", ASKED, None),
    ("Cash box had £20 at opening, £47.35 at closing. How much did we have altogether?", ASKED, None),
    ("Cash box had £20 at opening, £47.35 at closing each day. Money taken?", ASKED, None),
    ("Cash box had £47.35 at opening, £20 at closing. Money taken?", ASKED, None),
    ("Cash box had £20 at opening, £47.35 at closing. Money taken per hour?", ASKED, None),
    ("Case weighs 26.4 kg and the limit's 23 kg. How much do both weigh?", ASKED, None),
    ("My bag is 9.2 kg and the allowance is 7 kg. How much must I remove?", ASKED, None),
    ("Case weighs 21.4 kg and the limit's 23 kg. How much do I need to take out?", ASKED, None),
    ("Case weighs 26.4 kg and the limit's 23 kg per bag. How much do I need to take out?", ASKED, None),
    ("Case weighs 26.4 kg and the limit's 23 kg. How much do I need to take out of each of the 2 pockets?",
     ASKED, None),
    ("Hardwood worktop 3000mm long, sink run needs 1865mm. How much more do I need?", ASKED, None),
    ("Hardwood worktop 1865mm long, sink run needs 3000mm. Whats the offcut", ASKED, None),
    ("Hardwood worktop 3000mm long, sink run needs 1865mm twice. Whats the offcut", EITHER, Fraction(-730)),
    ("Cut 125 mm off 900 mm, what remains in cm?", EITHER, Fraction("77.5")),
    ("Cut 125 mm off 900 mm, what remains of each half?", ASKED, None),
    ("The bill was £150 and she paid £286.40. How much is left to pay?", ASKED, None),
    ("The bill was £286.40 and she paid £150 each month. How much is left to pay?", ASKED, None),
    ("The bill was £286.40 and she paid £150. How much did she pay?", EITHER, Fraction(150)),
    ("The bill was £286.40, she paid £150 and her son paid £50. How much is left to pay?", EITHER,
     Fraction("86.40")),
    ("Bought it for £6,450 and sold it 3 years later for £3,975. How much did I lose a year?", ASKED, None),
    ("Bought it for £6,450 and sold it 3 years later for £3,975. How many years did I have it?", EITHER,
     Fraction(3)),
    ("Saved £200, 3 weeks later I had £500. How much did I save a week?", ASKED, None),
    ("Final score was 1,000 points minus 368 penalty points. Penalty total?", EITHER, Fraction(368)),
    ("Final score was 1,000 points minus 368 penalty points each round. Final total?", ASKED, None),
    ("Week 1 I ran 18.5 km, week 2 22 km. How much further in week 1?", ASKED, None),
    ("Week 1 I ran 18.5 km, week 2 22 km. How much further did I run in week 2?", EITHER, Fraction("3.5")),
    ("As treasurer of the bowls club (48 members) I need the total of two cheques: 356.40 and 129.85. How"
     " much per member?", ASKED, None),
    ("As treasurer of the bowls club (48 members) I need the total of two cheques: 356.40 and 129.85. How"
     " many members?", EITHER, Fraction(48)),
    ("Chat started 10:41. I was promised 500 points but only got 375. How many minutes am I missing?", ASKED,
     None),
    ("Chat started 10:41. I was promised 500 points but only got 375 at 11:02. How long did it take?", ASKED,
     None),
    ("Order #88213: 40 ordered, 35 came. How many per order?", ASKED, None),
    ("Issue 112: sold 340 copies, 25 returned. How many issue 112 copies kept?", ASKED, None),
    ("Issue 112: sold 340 copies, 25 returned. How many issues?", ASKED, None),
    ("22mm pipe: had 36m on the van, used 17.5m on the loft job. How many mm left?", ASKED, None),
    ("2 kg bags: had 36 on the van, used 17 on the loft job. how much left in kg?", ASKED, None),
    ("I had 20 eggs and used 5 (3 broke). How many left?", ASKED, None),
    ("My 8 year old has 45 stickers and gave away 12. How old is she?", ASKED, None),
    ("Order 20 pens and 15 pencils. How many pens?", EITHER, Fraction(20)),
    ("Budget\n- income 1,850\n- rent 725\n- bills 212\n- food 340\n\nwhat's left after rent", ASKED, None),
    ("Budget\n- income 1,850\n- rent 725\n- bills 212\n- food 340\n\nwhat's left per week?", ASKED, None),
    ("Budget\n- income 1,850\n- rent 725\n- bills 212\n- food 340\n\nhow much did I spend?", ASKED, None),
    ("Kitty 150 prizes 95 each left?", ASKED, None),
    ("Job 14, income 47.35, rent 20, left?", EITHER, Fraction("27.35")),
    ("Stock 1200 sold 385 returned 20 left?", ASKED, None),
    ("Kitty 150 prizes 3 at 25 left?", ASKED, None),
    ("For the parish newsletter (issue 112): the harvest collection was 318.45 and the Christmas one 502.60."
     " What's the total of the two issues?", ASKED, None),
    ("A note of 20 for 2 coffees of 3.85, change?", ASKED, None),
    ("A note of 20 for a coffee of 3.85 each, change?", ASKED, None),
    ("A note of 20 for a coffee of 3.85, keep the change", ASKED, None),
    ("A note of $20 for a coffee of £3.85, change?", ASKED, None),
    ("I gave a £20 note for a £3.85 coffee and a £2.10 cake, change?", EITHER, Fraction("14.05")),
    ("I gave a £20 note for a £3.85 coffee, how much was the coffee?", EITHER, Fraction("3.85")),
    ("Gave the driver £20 for a £13.50 fare plus a £2 tip, change?", ASKED, None),
    ("Customer handed over £50 for £32.60 of shopping each week. Change due?", EITHER, Fraction("17.40")),
    ("Chasing 287, they're 143 for 4. How many wickets left?", ASKED, None),
    ("Chasing 287, they're 143 for 4 after 30 overs. How many runs still needed?", ASKED, None),
    ("Chasing 287, they're 143 for 4. How many runs an over do they need?", ASKED, None),
    ("I bought 143 for 4, I need 287. How many more?", ASKED, None),
    ("Chasing 287, they're 143 for 4 wickets. How many runs still needed?", EITHER, Fraction(144)),
    ("My two pensions are £812.40 and £356.75 per month. Total for the year?", ASKED, None),
    ("My two pensions are £812.40 and £356.75 per month. What's the total a week?", ASKED, None),
    ("My three pensions are £812.40 and £356.75 per month. What's the total?", ASKED, None),
    ("My two pensions are £812.40 and £356.75 per month for 12 months. Total?", ASKED, None),
    ("Rent £800 a month and bills £50 per week. Total?", ASKED, None),
    ("I need the total of three cheques: 47.35 and 20. What's the total of the two?", ASKED, None),
    ("Nine darts: 180, 180 and 141. Add them up for me", ASKED, None),
    ("Nine-darter: 180, 180 and 141 each. Add them up for me", ASKED, None),
    ("It's 37 days to Christmas and my birthday is 49 days before Christmas. How many days till my birthday?",
     ASKED, None),
    ("It's 37 days to Christmas and my birthday is 19 days after Easter. How many days till my birthday?",
     ASKED, None),
    ("It's 37 days to Christmas and my birthday is 19 weeks after Christmas. How many days till my birthday?",
     ASKED, None),
    ("It's 12 miles to Leeds and York is 25 km past Leeds. How far to York?", ASKED, None),
    ("It's 12 miles to Leeds and York is 25 miles past Leeds. How far is Leeds from York?", EITHER,
     Fraction(25)),
    ("It's 12 miles to Leeds and York is 25 miles past Leeds, then 3 more to the farm. How far to the farm?",
     ASKED, None),
    ("It's 37 days to Christmas and my birthday is 19 days after Christmas. How many weeks till my birthday?",
     ASKED, None),
    ("I would be grateful if you could add up my two invoices, £120 and £85, if they're paid. Total?", EITHER,
     Fraction(205)),
    ("Budget\n- income 1,850\n- rent 725\n- bills 212\n- food 340\n\nwhat's left after the two", ASKED, None),
    ("Budget\n- income 1,850\n- rent 725\n- bills 212\n- food 340\n\nwhat's left after all three", READ,
     Fraction(573)),
]  # fmt: skip
"""Stories with a word that changes the question: asked back, or either but never a wrong answer."""

EXTRA: list[tuple[str, str, Fraction]] = [
    ("mass of sample?? balance 12.846 g with the boat, boat alone 1.203 g", READ, Fraction("11.643")),
    ("Cash box had twenty pounds at opening, £47.35 at closing. Money taken?", READ, Fraction("27.35")),
    ("22mm pipe: had 36m on the van, used 17.5m on the loft job. how much left", READ, Fraction("18.5")),
    (
        "Week 1 I ran 18.5 km, week 2 22 km, week 3 26.5 km. Not bad for a 40 year old eh. What's my total?",
        READ,
        Fraction(67),
    ),
    (
        "Chat started 10:41. Customer: Hi, order 90017 from 2025-11-18. I was promised 500 loyalty points but"
        " I only got 375. How many am I missing?",
        READ,
        Fraction(125),
    ),
    ("1885 paper, Q2: find the difference between 70,003 and 8,765.", READ, Fraction(61238)),
    ("Room 101: had 45 chairs, 12 taken out. How many left?", READ, Fraction(33)),
    ("Table 4: 12 people, then 5 more came. How many now?", READ, Fraction(17)),
    ("Nine-darter: 180, 180 and 141. Add them up for me", READ, Fraction(501)),
    ("Two-seater sofa £450, chair £120 and footstool £85. What's the total?", READ, Fraction(655)),
    ("Three-wheeler hire: 35, 42 and 28. Total?", READ, Fraction(105)),
]
"""Shapes written by hand: number words, text-speak, a size of the thing told before the story, a number word
that names a thing ("nine-darter", "two-seater")."""


class Cell:
    def __init__(self, family: str, question: str, must: str, answer: Fraction | None) -> None:
        self.family, self.question, self.must, self.answer = family, question, must, answer


def _asked(story: str, question: str, turn: int) -> str:
    separator = " " if story.endswith((".", "?", "!")) else ". " if turn % 3 else ", "
    return f"{story}{separator}{question}"


def grid() -> list[Cell]:
    """Every cell of the grid, then the near misses and the shapes written by hand."""
    made = cells_of_two_amounts(STORIES, NUMBERS, QUESTIONS, _asked)
    cells = [Cell(family, question, READ, answer) for family, question, answer in made]
    turn = len(cells)
    for label in LABELS:
        for family, stories in STORIES.items():
            for kind, story in stories[:2]:
                a, b = NUMBERS[kind][turn % len(NUMBERS[kind])]
                for question in QUESTIONS[family][:2]:
                    turn += 1
                    told = label.format(story=story.format(a=a, b=b))
                    cells.append(Cell("labelled", _asked(told, question, turn), READ, value(a) - value(b)))
        for kind, story in ADDED:
            a, b = NUMBERS[kind][turn % len(NUMBERS[kind])]
            turn += 1
            told = label.format(story=story.format(a=a, b=b))
            question = TOTALS[turn % len(TOTALS)]
            cells.append(Cell("labelled total", _asked(told, question, turn), READ, value(a) + value(b)))
    for kind, story in PERIOD_OF_BOTH:
        for a, b in NUMBERS[kind]:
            for question in TOTALS:
                turn += 1
                told = story.format(a=a, b=b)
                cells.append(Cell("period of both", _asked(told, question, turn), READ, value(a) + value(b)))
    for story, question in BEYOND:
        for a, b in BEYOND_NUMBERS:
            for way, sign in WAYS.items():
                told = story.format(a=a, b=b, way=way)
                asked = f"{told} {question}".strip()
                cells.append(Cell("way to a landmark and beyond", asked, READ, value(a) + sign * value(b)))
    cells += [Cell("near miss", question, must, answer) for question, must, answer in NEAR_MISSES]
    cells += [Cell("by hand", question, must, answer) for question, must, answer in EXTRA]
    return cells


def _sampled(index: int, cell: Cell) -> bool:
    return cell.must != READ or index % 3 == 0 or cell.family == "by hand"


def main(argv: list[str] | None = None) -> int:
    return report(__doc__, PINNED, grid(), every_bold, by_family, _sampled, argv)


if __name__ == "__main__":
    sys.exit(main())
