"""An amount shared equally, or an amount per one: `python benchmarks/sharing_grid.py [--misses] [--write]`.

A grid of STORY TEMPLATES (an amount split some ways, shared between people, people told first, a price for
a count of things, a measure over a stretch of time, instalments, a label and "across", the question first,
lines and bullets, text-speak, English from other first languages) times NUMBER SETS (whole, decimal, money,
thousands separators, the count in figures or in words, "me and 3 mates" as 4) in a few templates each, every
cell's answer worked out here by exact arithmetic, plus NEAR MISSES: the same stories with a word that
changes the operation (a remainder, a total, a third number, unequal shares, whole things that do not share
out evenly). Each cell must be read (READ), asked back (ASKED), or either (EITHER: asked back or the right
answer, never a wrong one). It prints read % and wrong per family; `--misses` lists the cells missed;
`--write` writes a sample as [question, answer-or-null] pairs to tests/data/sharing_grid.json (pinned by
tests/test_sharing_grid.py).
"""

from __future__ import annotations

import sys
from fractions import Fraction
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from grid_report import ASKED, DATA, EITHER, READ, every_bold, report

PINNED = DATA / "sharing_grid.json"

WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine", 10: "ten",
         11: "eleven", 12: "twelve"}  # fmt: skip

MONEY = [("1,268", 4), ("67.50", 3), ("4,872", 12), ("96", 4), ("1,345", 5), ("12.60", 6), ("250", 8)]
"""Amounts of money and how many share them: every share ends in pennies or fewer."""
COUNTS = [("96", 4), ("180", 12), ("1,650", 3), ("144", 6), ("2,400", 8), ("75", 5)]
"""Whole things and how many share them: every share is whole."""
MEASURES = [("1,092", 91), ("96", 32), ("7.5", 4), ("1,250", 5), ("37.8", 6), ("3,600", 9)]
"""Measures (kWh, litres, km, kg, mm) and how many they are over."""
HALVES = [("2,340", 2), ("67.50", 2), ("96", 2), ("1,345", 2), ("12.60", 2), ("250", 2)]
"""Amounts split in two, "50/50"."""
SETS = {"money": MONEY, "counts": COUNTS, "measures": MEASURES, "halves": HALVES}

TEMPLATES: dict[str, list[tuple[str, str]]] = {
    "ways": [
        ("Me and {k1} housemates split a £{a} rent {k} ways, how much each?", "money"),
        ("We're splitting £{a} {k} ways. How much each?", "money"),
        ("£{a} split {k} ways = ?", "money"),
        ("Pub quiz winnings were £{a}, split {k} ways evenly. What's each share?", "money"),
        ("A {kw}-way split of a £{a} bill, what does everyone pay?", "money"),
        ("{a} stickers split {k} ways, how many does each get?", "counts"),
        ("Lottery syndicate: £{a} to split {kw} ways. Each gets?", "money"),
    ],
    "between": [
        ("£{a} shared equally between {k} people. How much does each get?", "money"),
        ("Share {a} sweets between {k} children equally, how many each?", "counts"),
        ("Grandad left £{a} to be divided equally among his {kw} grandchildren. How much does each get?",
         "money"),
        ("{a} marbles, {k} boys, shared out evenly. How many marbles per boy?", "counts"),
        ("Dividing £{a} between {k} of us, what's each person's share?", "money"),
        ("Tom, Ana and the others ({k} in all) share £{a} equally. How much does each one get?",
         "money"),
    ],
    "people first": [
        ("There are {k} of us in the flat and the electric bill came to £{a}. What's an equal share?",
         "money"),
        ("{Kw} of us went for a curry and the bill was £{a}. How much each if we split it evenly?", "money"),
        ("Me and {k1w} mates chipped in for a £{a} present. Equal shares, how much each?", "money"),
        ("Our team of {k} won £{a}. Split equally, how much per player?", "money"),
        ("Got £{a} for the {k} of us to share. How much each?", "money"),
        ("{k} volunteers have {a} leaflets to hand out equally. How many does each volunteer take?",
         "counts"),
        ("{k} lads on the stag do, the cottage is £{a} total, how much a head?", "money"),
    ],
    "per one": [
        ("Paid £{a} for {k} chairs, what's that each?", "money"),
        ("{k} tickets cost £{a} in total. How much was one ticket?", "money"),
        ("£{a} for {k} bags of compost. Price per bag?", "money"),
        ("Bought {k} pullets for £{a}. Cost per bird?", "money"),
        ("A box of {k} pens costs £{a}. How much is each pen?", "money"),
        ("{a} eggs from {k} hens this month. Eggs per hen?", "counts"),
        ("Spent £{a} on {k} plants at the garden centre. How much was that per plant?", "money"),
    ],
    "over time": [
        ("The meter says {a} kWh over {k} days. Average per day?", "measures"),
        ("Goats: {a} litres from {k} nannies. Litres per goat?", "measures"),
        ("We drove {a} km in {k} days. How many km a day on average?", "measures"),
        ("{a} kg of feed over {k} weeks. How much is that per week?", "measures"),
        ("Rainfall was {a} mm across {k} months. What's the average per month?", "measures"),
        ("{a} kWh used in {k} days, so how much a day?", "measures"),
    ],
    "instalments": [
        ("Invoice is £{a} to be paid in {k} monthly instalments, how much a month?", "money"),
        ("£{a} spread over {k} payments. How much is each payment?", "money"),
        ("The course costs £{a}, payable in {k} equal instalments. What is one instalment?", "money"),
        ("Paying off £{a} evenly over {k} months, how much a month?", "money"),
        ("Car repair is £{a} and I'll pay it in {k} instalments. How much is each one?", "money"),
    ],
    "label across": [
        ("Cashing up: £{a} across {k} tills evenly?", "money"),
        ("Festival: {a} wristbands, {k} gates equally?", "counts"),
        ("Push-ups: {a} in {k} equal sets. How many per set?", "counts"),
        ("Seeds: {a} seeds across {k} trays, the same in each tray. How many in each?", "counts"),
        ("Float: £{a} into {k} envelopes equally. How much in each envelope?", "money"),
    ],
    "question first": [
        ("How much each if {k} friends split £{a}?", "money"),
        ("How much does each person pay when {k} people share a £{a} taxi?", "money"),
        ("What's each share of £{a} split between {k}?", "money"),
        ("How many per table, {a} guests over {k} tables evenly?", "counts"),
    ],
    "lines": [
        ("Bill: £{a}\nPeople: {k}\nEach pays?", "money"),
        ("- total £{a}\n- {k} people\n- split evenly, how much each", "money"),
        ("Cards to sort: {a}\nPiles: {k}\nHow many in each pile if equal?", "counts"),
    ],
    "text-speak": [
        ("me n {k1} m8s owe £{a} 4 the cab, split evenly how much each", "money"),
        ("£{a} between {k} of us wot's each", "money"),
        ("hw much each if we split £{a} {k} ways", "money"),
        ("{a} sweets {k} kids evenly how many each??", "counts"),
    ],
    "other English": [
        ("We are {k} persons and we must pay £{a} together. How much for every person?", "money"),
        ("The {a} euros of the holiday house we divide in {k} equal parts. How much is one part?", "money"),
        ("{a} apples are for {k} baskets the same. How many apples go in one basket?", "counts"),
        ("Please how much pays each one, when {k} colleagues divide £{a} equally?", "money"),
    ],
    "more shapes": [
        ("The hotel charged £{a} for {k} nights. What's that per night?", "money"),
        ("Dinner for {k} came to £{a}. Per person?", "money"),
        ("ok so {k} of us, £{a} for the airbnb, what does everyone owe", "money"),
        ("I want to divide {a} rupees to my {k} sons equally. How much each son get?", "money"),
        ("Sponsorship raised ${a} across {k} runners. Average per runner?", "money"),
        ("{a} pages in {k} days, how many pages a day?", "counts"),
        ("The relay is {a} km over {k} legs, how long is each leg?", "measures"),
        ("Per person, what's €{a} split {k} ways?", "money"),
        ("• Pot: £{a}\n• Players: {k}\n• Equal split, how much each?", "money"),
        ("Our {k} grandchildren will share the £{a} equally. What does each grandchild get?", "money"),
        ("{a} litres of water for {k} horses, how much per horse?", "measures"),
        ("Priya has £{a} to give to her {k} nephews equally. How much does each nephew get?", "money"),
    ],
    "unknown words": [
        ("The allotment society spent £{a} on seed potatoes for its {k} plot holders. Per plot holder?",
         "money"),
        ("Jumble sale made £{a}, to go to {k} charities in equal amounts. How much per charity?", "money"),
        ("Hay: {a} bales for {k} horses, same for each. Bales per horse?", "counts"),
        ("Carpool: fuel came to £{a} for {k} drivers. Each driver's share?", "money"),
        ("The school raised ${a} across {k} classes. Average per class?", "money"),
        ("Shared out {a} litres of juice to {k} cups equally, how much in each cup?", "measures"),
        ("Fundraising: £{a} from {k} stalls, what did each stall raise on average?", "money"),
        ("{k} families chipping in for a £{a} party, cost per family?", "money"),
        ("Dad's leaving £{a} to {k} kids equally", "money"),
        ("{k} housemates, £{a} rent. Each?", "money"),
    ],
    "area per one": [
        ("Tin says {k} litres covers {a} m². How many square metres per litre?", "measures"),
        ("{k} litres of paint covers {a} sq m, sq m per litre?", "measures"),
        ("Seed: {k} kg sows {a} square metres. How many m² per kg?", "measures"),
        ("We used {k} litres on {a} m² of fence. Square metres per litre?", "measures"),
    ],
    "a rate shared": [
        ("Room is £{a} per night, {k} of us. How much per night each?", "money"),
        ("The cottage is £{a} a night between {k} of us, how much each a night?", "money"),
        ("Boat hire is £{a} a day for the {k} of us, how much is that each per day?", "money"),
        ("{Kw} of us share a flat, rent £{a} a month. What's each person's share per month?", "money"),
        ("Cleaner costs £{a} a week split {k} ways, how much each?", "money"),
        ("Me and {k1} housemates pay £{a} a month for wifi, how much each a month?", "money"),
    ],
    "fifty-fifty": [
        ("Split the £{a} job with my mate 50/50 — what's each half?", "halves"),
        ("We're going 50/50 on a £{a} sofa, how much each?", "halves"),
        ("Splitting £{a} fifty-fifty with my brother. What's my half?", "halves"),
        ("£{a} prize split 50-50, how much does each of us get?", "halves"),
        ("Me and my sister are splitting a £{a} bill 50/50. My share?", "halves"),
    ],
    "divide it": [
        ("I have {a} euros and must divide it through {k} months", "money"),
        ("I've got £{a} and want to split it between {k} charities equally.", "money"),
        ("We won £{a}, please divide it equally among the {k} of us.", "money"),
        ("Got {a} sweets and need to share them between {k} kids. How many each?", "counts"),
        ("My bonus is £{a} and I'll spread it over {k} months, how much a month?", "money"),
    ],
    "with me": [
        ("if i share {a} grapes with my {k1w} sisters and me how many each", "counts"),
        ("I share {a} sweets with my {k1} brothers, how many each?", "counts"),
        ("Mum shares {a} stickers between my {k1} cousins and me. How many each?", "counts"),
        ("I split the £{a} bill with my {k1} housemates, how much each?", "money"),
        ("I'm sharing {a} cards with my {k1} friends equally. How many does each get?", "counts"),
    ],
}  # fmt: skip
"""Stories of an amount shared equally or an amount per one: {a} the amount, {k} how many it is shared by
or over ({kw} in words, {Kw} capitalised), {k1} one fewer, for "me and {k1} mates" ({k1w} in words)."""

MUST_NOT: list[tuple[str, str, Fraction | None]] = [
    ("50 stickers shared between 4 kids, how many each?", ASKED, None),
    ("Split 100 push-ups into 8 sets evenly, how many per set?", ASKED, None),
    ("Festival: 1,000 wristbands, 3 gates equally?", ASKED, None),
    ("Share 75 sweets between 4 children, how many are left over?", EITHER, Fraction(3)),
    ("There are 4 of us and each paid £12. How much altogether?", EITHER, Fraction(48)),
    ("4 friends each put in £12. What's the total?", EITHER, Fraction(48)),
    ("180 push-ups in sets of 12, how many sets?", EITHER, Fraction(15)),
    ("The rent is £96 for 4 days with 2 of us, how much each per day?", ASKED, None),
    ("Split £90 between 3 of us but Sam pays £10 more. How much does Sam pay?", ASKED, None),
    ("Me and 3 housemates split a £1,268 rent, how much do the housemates pay between them?", ASKED, None),
    ("4 of us share a £96 bill and I already paid £10. How much do I still owe?", ASKED, None),
    ("£96 split 4 ways, how much is that for two of us?", ASKED, None),
    ("£96 shared between 4 people plus a £2 tip each. How much does each pay?", ASKED, None),
    ("Me and some housemates split a £1,268 rent, how much each?", ASKED, None),
    ("Me and my 3 housemates split £1,268 rent but one is away this month. How much each?", ASKED, None),
    ("Paid £48 for 12 pullets, how much would 5 cost?", EITHER, Fraction(20)),
    ("The meter says 1,092 kWh over 91 days. How much more than last quarter?", ASKED, None),
    ("£4,872 in 12 monthly instalments after a £72 deposit, how much a month?", ASKED, None),
    ("Goats: 96 litres a day from 32 nannies. Litres per goat per week?", ASKED, None),
    ("Tickets are £12 each for the 4 of us. How much each?", EITHER, Fraction(12)),
    ("£96 split 4 ways. How much do 3 of them pay together?", ASKED, None),
    ("£96 split 4 ways, what's the difference between the shares?", ASKED, None),
    ("Split £90 between me and my brother, but I get twice as much. How much do I get?", ASKED, None),
    ("£96 shared between 4 people, how much is left for the kitty?", EITHER, Fraction(0)),
    ("We split £1,268 rent 4 ways. How much is left after paying £300?", ASKED, None),
    ("12 pullets cost £4 each. How much for all of them?", EITHER, Fraction(48)),
    ("There are 4 of us and a £96 bill; I pay half. How much do I pay?", EITHER, Fraction(48)),
    ("The bill says 1,092 kWh over 91 days at 30p a kWh. Cost?", ASKED, None),
    ("£250 shared between 8 people and 2 more join. How much each now?", ASKED, None),
    ("Split 96 sweets 4 ways, then eat 3 of mine. How many do I have?", ASKED, None),
    ("£96 for 4 tickets, how much per ticket if one is free?", EITHER, Fraction(32)),
    ("£96 between 4 people, how many pence each?", EITHER, Fraction(2400)),
    ("£96 shared between 4 people. How much does each person pay in pence?", EITHER, Fraction(2400)),
    ("Split £96 four ways, in euros how much each?", ASKED, None),
    ("96 km in 4 hours, how many metres per hour?", EITHER, Fraction(24000)),
    ("96 people in teams of 4, how many in each team?", EITHER, Fraction(4)),
    ("A car does 96 miles on 4 litres. How many litres per mile?", EITHER, Fraction(1, 24)),
    ("Cake cut into 8 slices for 4 kids, how many slices each?", EITHER, Fraction(2)),
    ("My squad of 4 and I share 100 gold coins equally. How many each?", EITHER, Fraction(20)),
    ("Tom and 3 friends share £96. How much each?", EITHER, Fraction(24)),
    ("I share 36 grapes with my 2 sisters, how many each?", EITHER, Fraction(12)),
    ("The 4 of us share a £96 bill but one of us pays double. How much do the others pay?", ASKED, None),
    ("£96 a week shared between 4 people, how much each per month?", ASKED, None),
    (
        "The 6 of us split £150 and I'm covering my sister's share too. How much do I pay?",
        EITHER,
        Fraction(50),
    ),
    ("Split £96 between 4 people, what percentage does each get?", EITHER, Fraction(25)),
    ("1,092 kWh over 91 days, how much does it cost per day?", ASKED, None),
    ("5 housemates, £2,150 rent. How much in total do the other 4 pay?", EITHER, Fraction(1720)),
    ("Paid £48 for 12 pullets and £30 for feed, cost per bird?", ASKED, None),
    ("Four friends have £96 each, how much altogether?", EITHER, Fraction(384)),
    ("£60 for four of us to share equally, but only 3 turned up. Each?", EITHER, Fraction(20)),
    ("Paid £48 for 12 pullets, how many pullets per pound?", EITHER, Fraction(1, 4)),
    ("Tin says 10 litres covers 120 m². How many square feet per litre?", ASKED, None),
    ("Tin says 10 litres covers 120 m². How many square metres per tin?", EITHER, Fraction(120)),
    ("Tin says 10 litres covers 120 m². How many litres for 60 m²?", EITHER, Fraction(5)),
    ("10 litres covers 120 m². How many m² per litre with 2 coats?", EITHER, Fraction(6)),
    ("10 litres covers 120 m² and I have 3 tins. M² per litre?", ASKED, None),
    ("10 litres covers 120 m². How many litres per square metre?", EITHER, Fraction(1, 12)),
    ("10 litres covers 120 m². How many square metres per litre are left?", ASKED, None),
    ("£95 a night between 4 of us, how much each for the week?", ASKED, None),
    ("Room is £95 a night, 4 of us. How much each for the stay?", ASKED, None),
    ("Room is £95 per night, 4 nights. How much per night each?", EITHER, Fraction(95)),
    ("Room is £95 per night, 4 of us. How much per night?", EITHER, Fraction(95)),
    ("Room is £95 per night, 4 of us. How much each per week?", ASKED, None),
    ("Room is £95 per night, 4 of us for 3 nights. How much each?", ASKED, None),
    ("Room is £95 per person per night, 4 of us. How much per night each?", EITHER, Fraction(95)),
    ("Room is £95 per night each, 4 of us. How much per night?", EITHER, Fraction(380)),
    ("Room is £95 per night, 4 of us. How much each in total?", ASKED, None),
    ("£60 a week between 3 of us, how much each a year?", ASKED, None),
    ("Room is £96 a night, 4 of us. How much each?", EITHER, Fraction(24)),
    ("Split the £2,340 job 60/40, what's my share?", ASKED, None),
    ("Split the £2,340 job with my 2 mates 50/50, what's each half?", ASKED, None),
    ("Split £2,340 50/50 after £340 for materials, what's each half?", ASKED, None),
    ("Split the £2,340 job 50/50 and give half to Sam, how much does Sam get?", ASKED, None),
    ("£2,340 split 50/50, what's half of my half?", ASKED, None),
    ("I have 960 euros, spent 200, and must divide it by 12 months", ASKED, None),
    ("I have 960 euros and must divide it by 12 months and 2 people", ASKED, None),
    ("I have 960 euros and must divide it by 12 months, how much is left?", EITHER, Fraction(0)),
    ("I have 960 euros and must divide it by 12 months, how many months?", ASKED, None),
    ("Share 24 grapes between 3 kids, how many kids?", ASKED, None),
    ("Mum shares 24 grapes with my 2 sisters and me, how many each?", ASKED, None),
    ("Tom shares 24 grapes with his 2 sisters, how many each?", ASKED, None),
    ("I share 24 grapes with my 2 sisters and 3 friends, how many each?", ASKED, None),
    ("I share 24 grapes with my 2 sisters and my mum, how many each?", ASKED, None),
    ("I share 24 grapes with my 2 sisters, how many do my sisters get altogether?", ASKED, None),
    ("I share 24 grapes with my 2 sisters, how many do they get?", ASKED, None),
    ("I share a room with my 2 sisters and we have 24 grapes, how many each?", EITHER, Fraction(8)),
    ("I split the £96 bill with 3 friends and my mum, how much each?", ASKED, None),
    ("We earn £96 an hour, 4 of us, how much each per hour?", ASKED, None),
    ("Me and 3 housemates pay £96 a month each for wifi, how much a month?", EITHER, Fraction(384)),
]
"""Cells whose words change the operation: asked back, or either but never a wrong answer."""


class Cell:
    def __init__(self, family: str, kind: str, question: str, must: str, answer: Fraction | None) -> None:
        self.family, self.kind, self.question = family, kind, question
        self.must, self.answer = must, answer


def _value(written: str) -> Fraction:
    return Fraction(written.replace(",", ""))


def _story(template: str, amount: str, count: int) -> str:
    return template.format(
        a=amount, k=count, kw=WORDS.get(count, str(count)), Kw=WORDS.get(count, str(count)).capitalize(),
        k1=count - 1, k1w=WORDS.get(count - 1, str(count - 1)),
    )  # fmt: skip


def grid() -> list[Cell]:
    """Every cell of the grid, then the cells that must not be read as a share."""
    cells = []
    for family, templates in TEMPLATES.items():
        for template, kind in templates:
            for amount, count in SETS[kind]:
                if "{k1" in template and count < 3:
                    continue
                question = _story(template, amount, count)
                cells.append(Cell(family, kind, question, READ, _value(amount) / count))
    cells += [Cell("near miss", "mixed", question, must, answer) for question, must, answer in MUST_NOT]
    return cells


def _groups(cell: Cell) -> tuple[str, ...]:
    return (f"family {cell.family}", f"kind {cell.kind}")


def _sampled(index: int, cell: Cell) -> bool:
    return (cell.must == READ and index % 3 == 0) or cell.family == "near miss"


def main(argv: list[str] | None = None) -> int:
    return report(__doc__, PINNED, grid(), every_bold, _groups, _sampled, argv)


if __name__ == "__main__":
    sys.exit(main())
