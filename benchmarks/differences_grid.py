"""Stories that ask what is left, missing, still needed, over or changed:
`python benchmarks/differences_grid.py [--misses] [--write]`.

A grid of STORIES (two amounts of one kind in roles: a whole and the part used of it, a target and what there
is, a limit and the load, a before and an after, what was charged and what was owed, "A minus B" with
labels), each told in many shapes (labels before or after the numbers, names, units and currencies, bullets,
questions first or last, text-speak, English from other first languages), times NUMBER sets (whole, decimal,
money, thousands) times QUESTIONS of the gap ("how much is left?", "over by?", "how much did I lose?"). Which
number is taken from which is the roles' (whole − part, target − current, after − before, load − limit for
"over by"), and the answer is worked out here by exact arithmetic. NEAR MISSES are the same stories with a
word that changes the operation (a total asked, "each", a third number, amounts of two kinds, a question the
numbers cannot answer): asked back (ASKED), or either asked back or answered right (EITHER). Every cell of a
story must be read (READ). It prints read % and wrong per family; `--misses` lists the cells missed;
`--write` writes a sample as [question, answer-or-null] pairs to tests/data/differences_grid.json (pinned by
tests/test_differences_grid.py).
"""

from __future__ import annotations

import sys
from fractions import Fraction
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from grid_report import ASKED, DATA, EITHER, READ, by_family, cells_of_two_amounts, every_bold, report

PINNED = DATA / "differences_grid.json"

NUMBERS: dict[str, list[tuple[str, str]]] = {
    "count": [("36", "17"), ("146", "98"), ("2,450", "1,385"), ("10,000", "7,482")],
    "money": [("50", "12.40"), ("245", "186"), ("6,450", "3,975"), ("219.99", "184.50")],
    "measure": [("36", "17.5"), ("9.35", "7"), ("44,000", "15,750"), ("48,602", "48,215")],
}
"""(a, b) pairs, a the larger: every story asks a − b, `a` in the role taken from."""

STORIES: dict[str, list[tuple[str, str]]] = {
    "whole and part": [
        ("measure", "{a} m of cable on the van, used {b} m"),
        ("measure", "Roll of fabric was {a} m. Cut off {b} m for curtains."),
        ("count", "System says {a} on hand, we have picked {b}"),
        ("count", "Lena had {a} stickers and gave away {b}"),
        ("money", "I had £{a} in my purse and spent £{b} at the market"),
        ("count", "The shop had {a} tickets. They sold {b}."),
        ("measure", "tank holds {a} litres, we used {b} litres on the trip"),
        ("count", "• Stock: {a} boxes\n• Shipped: {b} boxes"),
        ("count", "we had {a} eggs n used {b} for the cakes"),
        ("money", "Budget of £{a}. Spent £{b} on flights so far."),
        ("count", "Used {b} of the {a} screws in the box"),
        ("money", "Gift card had £{a} on it. I spent £{b} on books."),
        ("count", "Printed {a} flyers and handed out {b} at the station"),
        ("measure", "Paint tin: {a} litres. Poured {b} litres into the tray."),
        ("count", "Mr Okafor ordered {a} bricks; the builders laid {b} bricks today"),
    ],
    "target and current": [
        ("count", "Steps today: {b}. Goal: {a}."),
        ("money", "I've saved £{b}, the bike is £{a}."),
        ("count", "Par level is {a} eggs, we've got {b} in."),
        ("count", "My target is {a} words and I have written {b}"),
        ("money", "Fundraising goal £{a}, raised £{b} so far"),
        ("measure", "Need {a} m of fencing, got {b} m already"),
        ("count", "Tomás needs {a} points for the prize. He has {b} points."),
        ("money", "The deposit is ${a} and I have ${b}"),
        ("count", "quota {a} calls, done {b} calls"),
        ("money", "Trip costs £{a}. Priya has paid £{b} so far."),
        ("count", "we want {a} signatures on the petition and have collected {b}"),
        ("measure", "Aiming for {a} km this month, I've run {b} km"),
    ],
    "limit and load": [
        ("measure", "Hand luggage {b} kg allowed, mine's {a} kg."),
        ("measure", "The limit is {b} kg and the case weighs {a} kg."),
        ("money", "Spending limit £{b}, my basket comes to £{a}."),
        ("measure", "Max load {b} kg. We loaded {a} kg."),
        ("money", "Budget was £{b}, we spent £{a}."),
        ("measure", "The van is rated for {b} kg and we packed {a} kg in it."),
    ],
    "limit and room": [
        ("measure", "Load limit {a} kg, the unit and trailer weigh {b} kg."),
        ("measure", "The lift takes {a} kg max and we have {b} kg on it."),
        ("money", "Limit on the card is £{a}, I've spent £{b}."),
        ("count", "Capacity {a} people, {b} people inside now"),
        ("measure", "My allowance is {a} GB and I've used {b} GB"),
    ],
    "before and after, up": [
        ("measure", "Odometer said {b} when we left, now it's {a}."),
        ("money", "Float was £{b}, now there's £{a} in the tin."),
        ("count", "Last year the club had {b} members. This year it has {a}."),
        ("money", "Bought the bike for £{b} and sold it for £{a}."),
        ("measure", "The meter read {b} at the start and {a} at the end"),
        ("count", "Before: {b} followers. After: {a} followers."),
        ("measure", "At the start of term Ben was {b} cm; at the end he was {a} cm."),
        ("money", "Opening balance £{b}, closing balance £{a}"),
    ],
    "before and after, down": [
        ("money", "Bought it for £{a} and sold it for £{b}."),
        ("measure", "I weighed {a} kg in January and {b} kg now."),
        ("count", "The library had {a} books before the flood and {b} after."),
        ("money", "Shares were worth ${a} yesterday, today they're worth ${b}."),
        ("count", "Last season we had {a} members, this season {b} members."),
        ("measure", "The water butt held {a} litres at the start of the week and {b} litres now."),
    ],
    "charged and owed": [
        ("money", "They charged £{a} but we should have paid £{b}."),
        ("money", "Customer paid {a}, the price was only {b}."),
        ("money", "We were billed £{a}; the quote was £{b}."),
        ("money", "The shop took £{a} off my card but the price was £{b}."),
    ],
    "promised and got": [
        ("count", "I was promised {a} points but only got {b}."),
        ("count", "Order said {a} bottles, delivery had {b} bottles."),
        ("count", "We expected {a} guests, only {b} guests came."),
        ("money", "She owes me £{a} and paid back £{b}."),
    ],
    "minus with labels": [
        ("count", "Q3 revenue {a} minus Q2 {b}"),
        ("count", "Final score was {a} points minus {b} penalty points"),
        ("money", "Gross pay £{a} minus deductions £{b}"),
    ],
}
"""Stories in two roles, `{a}` the amount taken from, `{b}` the amount taken off."""

QUESTIONS: dict[str, list[str]] = {
    "whole and part": ["How much is left?", "What should be left?", "how many remaining?", "Left?",
                       "How much is there now?", "what remains"],
    "target and current": ["How much more do I need?", "Remaining?", "How many more?", "how much still to go",
                           "How far off am I?", "How many short?"],
    "limit and load": ["Over by?", "How much over?", "By how much is it over the limit?",
                       "how much too much"],
    "limit and room": ["Max payload?", "How much is left?", "How much more can go on?", "Spare capacity?"],
    "before and after, up": ["How much did it go up?", "What's the change?", "How much more?",
                             "What's the increase?"],
    "before and after, down": ["How much did I lose?", "What's the drop?", "How much less?",
                               "By how much did it go down?"],
    "charged and owed": ["How much do we refund?", "How much should come back?", "Overcharged by how much?"],
    "promised and got": ["How many am I missing?", "How much is still owed?", "How many short?"],
    "minus with labels": ["what's the change?", "", "= ?"],
}  # fmt: skip
"""Questions of the gap, one family each."""

FIRST = frozenset({"How much is left?", "Over by?", "How much did I lose?", "How much more do I need?"})
"""Questions also asked before their story."""

NEAR_MISSES: list[tuple[str, str, Fraction | None]] = [
    ("I had £50 in my purse and spent £12.40 at the market. How much did I spend altogether?", ASKED, None),
    ("The shop had 146 tickets. They sold 98. How many tickets in all?", ASKED, None),
    ("The shop had 146 tickets and sold 98 of them. What's the total?", ASKED, None),
    ("Lena had 36 stickers and gave away 17. How many each?", ASKED, None),
    ("Lena had 36 stickers and gave away 17 to each friend. How many left?", EITHER, Fraction(2)),
    ("36 m of cable on the van, used 17.5 m per day. How much is left?", ASKED, None),
    (
        "36 m of cable on the van, used 17.5 m. How much is left for each of the 3 jobs?",
        EITHER,
        Fraction(37, 6),
    ),
    ("Lena had 36 stickers, gave away 17 and then 5 more. How many left?", EITHER, Fraction(14)),
    ("Lena had 36 stickers, gave away 17 and was given 5. How many left?", EITHER, Fraction(24)),
    ("I had £50 in my purse and spent 12 kg at the market. How much is left?", ASKED, None),
    ("I've saved £186, the bike weighs 245 kg. How much more do I need?", ASKED, None),
    ("Steps today: 7,482. Goal: 10,000. How many steps is that a minute?", ASKED, None),
    ("Lena had 36 stickers and gave away 17. How many boxes is that?", ASKED, None),
    ("Lena had 36 stickers and was given 17 more. How many left?", ASKED, None),
    ("Lena had 36 stickers and was given 17 more. How many now?", EITHER, Fraction(53)),
    ("Lena had 36 stickers and found 17. How many left?", ASKED, None),
    ("I used 17.5 m for the shed and 36 m on the van. How much is left?", ASKED, None),
    ("Lena gave away 17 stickers and Sam gave away 36. How many left?", ASKED, None),
    ("Lena has 36 stickers and Sam has 17. How many left?", ASKED, None),
    ("Hand luggage 7 kg allowed, mine's 9.35 kg. How much do both weigh?", ASKED, None),
    ("Hand luggage 7 kg allowed, mine's 9.35 kg. How much under?", ASKED, None),
    ("Bought it for £3,975 and sold it for £6,450. How much did I lose?", ASKED, None),
    ("Bought it for £6,450 and sold it for £3,975. What was my profit?", EITHER, Fraction(-2475)),
    ("Float was £75, now there's £318.40 in the tin. How much is in the tin?", EITHER, Fraction("318.40")),
    (
        "Float was £75, now there's £318.40 in the tin. How much did I take per hour over 8 hours?",
        EITHER,
        Fraction("243.40") / 8,
    ),
    ("My target is 500 words and I have written 375 each day. How many more?", ASKED, None),
    ("My target is 500 words and I have written 375. How many more each day?", ASKED, None),
    ("My target is 500 words and I have written 375. What percentage have I done?", EITHER, Fraction(75)),
    ("They charged £219.99 but we should have paid £184.50. How much did we pay in all?", ASKED, None),
    ("I had £50 in my purse and spent half. How much is left?", EITHER, Fraction(25)),
    ("I had £50 in my purse and spent £12.40 twice. How much is left?", EITHER, Fraction("25.20")),
    ("Lena had 36 stickers and gave away 17. How many did she have at first?", EITHER, Fraction(36)),
    (
        "Gift card had £50 on it. I spent £12.40 on books and £8 on a pen. How much is left?",
        EITHER,
        Fraction("29.60"),
    ),
    ("Trip costs £245. Priya has paid £186 so far. How much has she paid?", EITHER, Fraction(186)),
    ("Trip costs £245 each. Priya has paid £186 so far. How much more?", ASKED, None),
    ("Budget was £50, we spent £62. How much did we spend?", EITHER, Fraction(62)),
    ("We expected 146 guests, only 98 guests came. How many guests came?", EITHER, Fraction(98)),
    ("Opening balance £186, closing balance £245. What was the average?", ASKED, None),
    ("Printed 146 flyers and handed out 98 at the station. How many flyers in total?", ASKED, None),
    ("Printed 146 flyers and my friend printed 98. How many left?", ASKED, None),
    ("Aiming for 36 km this month, I've run 17.5 km. How many km a day?", ASKED, None),
    ("My allowance is 36 GB and I've used 17.5 GB. How many megabytes are left?", ASKED, None),
    ("The tank had 36 litres and now has 17 litres. How much was added?", ASKED, None),
    ("Sold 36 cakes yesterday and 17 today. How many left?", ASKED, None),
    ("Sold 36 cakes yesterday and 17 today. How many fewer today?", EITHER, Fraction(19)),
    ("A ticket is 4.50 and I had 6. How much did I spend?", EITHER, Fraction("4.50")),
    ("I had 90 euros and spent 37 euros. How many rest, and how many did I spend?", ASKED, None),
    ("I had 40 coins and sold my sword for 25 coins. How many coins do I have now?", EITHER, Fraction(65)),
]
"""Stories with a word that changes the operation: asked back, or either but never a wrong answer."""

EXTRA: list[tuple[str, str, Fraction]] = [
    ("Lena had thirty-six stickers and gave away seventeen. How many left?", READ, Fraction(19)),
    ("how much left?? had 36 m cable, used 17.5 m", READ, Fraction("18.5")),
    ("Steps today 7,482 - goal 10,000 - how many to go", READ, Fraction(2518)),
    ("Tank 36 litres. Used 17.5 litres. Remain how much?", READ, Fraction("18.5")),
    ("i have 186 pound saved n bike cost 245 pound how much more i need", READ, Fraction(59)),
    ("The pass mark is 60 and I got 47. How many more marks did I need?", READ, Fraction(13)),
]
"""Shapes written by hand: number words, text-speak, English from other first languages."""


class Cell:
    def __init__(self, family: str, question: str, must: str, answer: Fraction | None) -> None:
        self.family, self.question, self.must, self.answer = family, question, must, answer


def _told(story: str, kind: str, a: str, b: str) -> str | None:
    """The story with its numbers; None for a pair that does not suit the story (a count with a decimal)."""
    if kind == "count" and ("." in a or "." in b):
        return None
    return story.format(a=a, b=b)


def _asked(story: str, question: str, turn: int) -> str:
    if question in FIRST and turn % 2:
        return f"{question} {story}"
    separator = " " if story.endswith((".", "?", "!")) or not question else ". " if turn % 3 else ", "
    return f"{story}{separator}{question}".strip()


def grid() -> list[Cell]:
    """Every cell of the grid, then the near misses and the shapes written by hand."""
    made = cells_of_two_amounts(STORIES, NUMBERS, QUESTIONS, _asked, _told)
    cells = [Cell(family, question, READ, answer) for family, question, answer in made]
    cells += [Cell("near miss", question, must, answer) for question, must, answer in NEAR_MISSES]
    cells += [Cell("by hand", question, must, answer) for question, must, answer in EXTRA]
    return cells


def _sampled(index: int, cell: Cell) -> bool:
    return cell.must != READ or index % 4 == 0 or cell.family == "by hand"


def main(argv: list[str] | None = None) -> int:
    return report(__doc__, PINNED, grid(), every_bold, by_family, _sampled, argv)


if __name__ == "__main__":
    sys.exit(main())
