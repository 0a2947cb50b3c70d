"""Remainders, powers and divisibility asked in stories: `python benchmarks/remainders_grid.py [--misses]
[--write]`.

A grid of short everyday STORIES, each written with several NUMBER sets: a whole put into groups of a size
and what is left asked (what is left over, how many in the last group, how much offcut), whether the whole
goes into the groups exactly (yes or no), and a power told in a story with its value asked. Labels beside
the learner's numbers (a grade, a question number, a team's age, a time of a message) are no numbers of the
problem. Each cell's answer is worked out here by exact arithmetic: the remainder, the last group (the full
size when the groups come out exactly), yes when the size divides the whole (for money, to the penny), the
power. NEAR MISSES are the same stories asking something else (how many groups, each share, a group short,
a third number, a power's sum): they must be asked back (ASKED), or answered only with the right value
(EITHER). It prints read % and wrong per family; `--misses` lists the cells missed; `--write` writes a
sample as [question, answer-or-null] pairs to tests/data/remainders_grid.json (pinned by
tests/test_remainders_grid.py).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from grid_report import ASKED, DATA, EITHER, READ, as_the_corpus_scores, by_family, report

PINNED = DATA / "remainders_grid.json"

SPLITS: list[tuple[int, int]] = [
    (250, 24), (600, 130), (47, 5), (73, 8), (63, 8), (100, 7), (1234, 8), (89, 10), (365, 12), (500, 28),
    (158, 9), (1000, 7), (77, 6), (342, 20),
]  # fmt: skip
"""A whole and a group's size that leave something over."""
EXACT: list[tuple[int, int]] = [(96, 8), (144, 9), (156, 13), (150, 6), (72, 12), (240, 16)]
"""A whole and a size that divides it."""
POWERS: list[tuple[str, str]] = [
    ("5", "6"), ("2", "10"), ("3", "7"), ("7", "3"), ("12", "2"), ("2", "16"), ("9", "4"), ("4", "5"),
]  # fmt: skip

LEFT: list[str] = [
    "We have {w} members coming on Saturday and the game takes groups of {s}. After making as many full "
    "groups as possible, how many people are left standing around?",
    "I coach under-10s football; we have {w} kids and make teams of {s}. How many kids are left over after "
    "making full teams?",
    "I have {w} apples and boxes of {s} apples. How many apples stay outside of box?",
    "{w} sweets go into bags of {s}. How many sweets are left over?",
    "Year 4 trip: {w} pupils, minibuses take {s} each. How many pupils don't fit in a full minibus?",
    "{w} eggs packed in boxes of {s}, how many eggs are left?",
    "There are {w} cards and we deal them out {s} at a time. How many cards are left at the end?",
    "Remainder problem (5th grade)\nWhat is the remainder when {w} is divided by {s}?",
    "Q7. What is the remainder when {w} is divided by {s}?",
    "{w} people and every table seats {s}. After filling the tables, how many people are left over?",
    "Hi all! {w} scouts, tents sleep {s}. How many scouts are left without a full tent?",
    "Dad has {w} tablets and takes them {s} a day. After the full days, how many are left over, the "
    "remainder of {w} ÷ {s}?",
    "What's left over when you do {w} / {s}? the remainder pls",
    "wats left ovr wen u do {w} / {s}?? the remainder pls",
    "ano po remainder ng {w} divided by {s}",
    "Ano po ang remainder ng {w} divided by {s}?",
    "Boxes hold {s} eggs, I have {w}. How many are left over?",
    "Each bag holds {s} sweets, I have {w}. How many are left over?",
    "Crates take {s} bottles and we've got {w}. How many are left over?",
    "Tents sleep {s}, we have {w}. How many are left over?",
]
"""Stories asking what is left after the full groups: the remainder."""
LAST: list[str] = [
    "{w} cows to milk and the parlour milks {s} at a time. After the full rows, how many cows in the last "
    "row?",
    "{w} cars booked on the ferry, {s} per sailing. After the full sailings, how many cars are on the last "
    "one?",
    "{w} cars booked on the ferry, {s} per sailing. How many cars are on the last sailing?",
    "{w} guests, {s} to a table. How many guests at the last table?",
    "{w} bottles are packed {s} to a crate. What goes in the final crate?",
    "A choir of {w} stands in rows of {s}. How many singers in the last row if the others are full?",
]
"""Stories asking for the last group: the remainder, or the full size when the groups come out exactly."""
OFFCUT: list[str] = [
    "{w}m reel of cable, cutting it into {s}m tails. How much offcut do I end up with?",
    "{w} cm length of timber, cutting {s} cm noggins out of it. How much offcut is left?",
]
"""A length cut into pieces: what is left is the remainder, in the length's unit."""
EVEN: list[str] = [
    "Can {w} chairs go in rows of {s} with none left out?",
    "We have {w} players; can they make teams of {s} exactly?",
    "Can {w} sweets be shared equally among {s} children with none left over?",
    "Will {w} people split into teams of {s} with nobody left out?",
    "Yes or no: can {w} pupils be split into {s} equal classes?",
    "We have {w} sheep. Can they be shared equally among {s} pens?",
    "Does {w} split evenly into {s} teams?",
    "Will {w} sweets divide equally between {s} children?",
    "Can {w} cards go evenly into {s} piles?",
]
"""Whether the whole goes into the groups exactly: yes or no."""
MONEY: list[str] = [
    "Does £{w} split evenly into {s} staff tips?",
    "Subs are £{w} for the term, can it be split evenly between {s} players?",
    "Can £{w} be split evenly between {s} players?",
    "The bill is £{w}, can we split it evenly between {s} flats?",
]
"""Money asked whether it splits evenly: in pounds or in pence? Asked back, or answered only with yes to the
penny."""
MONEY_WHOLE: list[str] = [
    *MONEY,
    "Does £{w} split evenly into {s} staff tips? anyone?",
    "Can the £{w} window cleaner's bill be split equally between the {s} flats with no pennies over?",
    "Can £{w} be shared equally between {s} people?",
]
"""Money that splits into whole pounds: yes, in pounds and to the penny alike."""
TOLD: list[str] = [
    "upgrade cost is {b} to the power of the upgrade number. at upgrade {e} how much gold?",
    "{b}^{e} — how many combinations is that exactly",
    "Into the final round with 9 points each. Here it is: {b} to the power of {e}?",
    "Hello, please confirm {b} to the power of {e} for the port range doc. Many thanks",
    "The soroban club meets on Tuesdays. Last week's final: {b} to the power {e}. Answer?",
    "my character's power is {b} to the {e}th lol what's that",
    "How much is {b} to the power {e}?",
    "Bacteria grow every 20 min. After 3 hours that's {e} steps so {b}^{e} times. What's {b}^{e}?",
    "upgrade costs go up each level, level {e} costs {b}^{e} coins. how much is {b}^{e}",
    "Our quiz night, table of 6. The question was: {b} to the power {e}?",
    "Tonight's final: {b} to the power of {e}. Answer?",
    "Hi, can you confirm {b} to the power of {e} for the capacity report? Cheers",
    "How many great-great-…-grandparents {e} generations back? It's {b} to the power {e}.",
    "How many codes with {e} dials? That's {b} to the power of {e}",
]
"""A power told in a story, its value asked."""

NEAR: list[tuple[str, str, str]] = [
    ("{w} eggs packed in boxes of {s}. How many boxes?", ASKED, ""),
    ("{w} eggs packed in boxes of {s}. How many full boxes, and how many eggs left?", ASKED, ""),
    ("{w} sweets shared between {s} children. How many does each child get?", EITHER, "quotient"),
    ("{w} cars, {s} per sailing. How many sailings do we need?", EITHER, "ceiling"),
    ("{w} glasses packed in boxes of {s}. Is one box short?", ASKED, ""),
    ("I have {w} apples and boxes for {s} apples, and I eat 3. How many apples stay outside of a box?",
     ASKED, ""),
    ("{w} people and every table seats {s}, but 2 tables are broken. How many people are left over?",
     ASKED, ""),
    ("{w} cars booked on the ferry, {s} per sailing. After the full sailings, how many cars are on the "
     "last one?", EITHER, "last exact"),
    ("{w} guests, {s} to a table. How many guests at the last table?", EITHER, "last exact"),
    ("Can {w} chairs go in rows of {s}, and how many rows is that?", ASKED, ""),
    ("Is there anything left over when {w} chairs go in rows of {s}?", EITHER, "something left"),
    ("upgrade cost is {b} to the power of the upgrade number. how much gold for all upgrades up to {e}?",
     ASKED, ""),
    ("upgrade cost is {b} times the upgrade number. at upgrade {e} how much gold?", EITHER, "product"),
    ("upgrade cost is {b} to the power of the upgrade number, plus 10. at upgrade {e} how much gold?",
     EITHER, "power plus 10"),
    ("{b}^{e} — how many is that, in binary?", ASKED, ""),
    ("I have {w} apples and a box for {s} apples. How many apples stay outside of the box?", EITHER,
     "difference"),
    ("I have {w} apples and boxes for {s} apples. How many apples stay outside of a box?", ASKED, ""),
    ("{w} cars booked on the ferry. After the full sailings, how many cars are on the last one?", ASKED, ""),
    ("I coach under-10s football; we have {w} kids and 10 more join, teams of {s}. How many kids are left "
     "over?", EITHER, "ten more"),
    ("{w}m reel of cable, cutting it into {s}m tails and one 3m tail. How much offcut do I end up with?",
     ASKED, ""),
    ("upgrade cost is {b} to the power of the upgrade number. how much gold in total at upgrade {e}?", ASKED,
     ""),
    ("upgrade cost is {b} to the power of the upgrade number. at level {e} how much gold?", ASKED, ""),
    ("Remainder problem (5th grade)\nWhat is the remainder when {w} is divided by the grade?", ASKED, ""),
    ("{w} people, every table seats {s}. How many chairs at the last table?", ASKED, ""),
    ("{w} children, every minibus take {s} children, last minibus have how many children?", ASKED, ""),
    ("We have {w} sweets for {s} kids and the teacher. How many are left, the remainder of {w} / {s}?", ASKED,
     ""),
    ("We had {w} sheep but sold some. Can they be shared equally among {s} pens?", ASKED, ""),
    ("Subs are £{w} for the term and £20 for kit, can it be split evenly between {s} players?", ASKED, ""),
    ("Double your answer for the bonus. Here it is: {b} to the power of {e}?", ASKED, ""),
    ("Into the final round with 9 points each. Here it is: {b} to the power of {e}? Then add the points.",
     ASKED, ""),
    ("Last week's final: {b} to the power {e}. This week's: {b} to the power 9. Answer?", ASKED, ""),
    ("Level {e} costs {b}^{e} coins. How much is {b}^11?", ASKED, ""),
    ("Bacteria grow every hour, so {b}^{e} after {e} hours. What's that doubled?", ASKED, ""),
    ("Here it is: {b} to the power of {e}, or was it {e} to the power of {b}?", ASKED, ""),
    ("please confirm {b} to the power of {e} for the double port doc", ASKED, ""),
    ("what is left when we do {w} / {s} then add 3? the remainder pls", ASKED, ""),
    ("What's left over when you do {w} / {s} + 2?", ASKED, ""),
    ("ano po remainder ng {w} divided by {s} plus 3", ASKED, ""),
    ("How many grandparents 99 generations back? It's {b} to the power {e}.", ASKED, ""),
    ("ano po remainder ng {w} divided by {s} times 2", ASKED, ""),
    ("how much is left over when I do {w} / {s}, and how many times does it go?", ASKED, ""),
    ("Water butts hold {w} litres, I have {s}. How much is left?", ASKED, ""),
    ("Water butts hold {w} litres, I have {s}. How much is left over?", ASKED, ""),
    ("Boxes hold {s} eggs, I have {w}. How many are left?", ASKED, ""),
    ("Boxes hold {s} eggs, I have {w}. How many boxes are left over?", ASKED, ""),
    ("Boxes hold {s} eggs, I have {w} and 3 break. How many are left over?", ASKED, ""),
    ("Boxes hold {s} eggs, I have {w}. How many are left over if I eat 3?", ASKED, ""),
    ("Can £{w} be split equally between {s} people with £4 each left over?", ASKED, ""),
    ("Does {w} split evenly into {s} teams and 3 more?", ASKED, ""),
    ("Does £{w}.50 split evenly into {s} staff tips?", ASKED, ""),
    ("Can {w} eggs be split equally into 2 dozen boxes?", EITHER, "two dozen"),
    ("{w} eggs into 2 dozen boxes, how many left over?", EITHER, "left of two dozen"),
    ("Can 3 dozen eggs be split equally between {s} people?", EITHER, "three dozen"),
]  # fmt: skip
"""Stories whose words ask something else: asked back, or answered only with the right value."""


class Cell:
    def __init__(self, family: str, question: str, must: str, operation: str, answer: str | None) -> None:
        self.family, self.question, self.must = family, question, must
        self.operation, self.answer = operation, answer


def _yes(divides: bool) -> str:
    return "Yes" if divides else "No"


def _near_answer(how: str, numbers: dict[str, Any]) -> tuple[str, str | None]:
    """The operation and the right answer of a near miss, by how it is worked ("ceiling"): only what the
    grid needs."""
    w, s, b, e = numbers["w"], numbers["s"], numbers["b"], numbers["e"]
    if how == "quotient":
        return "/", str(w // s) if w % s == 0 else None
    if how == "ceiling":
        return "/", str(-(-w // s))
    if how == "last exact":
        return "remainder", str(w % s or s)
    if how == "something left":
        return "divisible", _yes(w % s != 0)
    if how == "product":
        return "*", str(int(b) * int(e))
    if how == "difference":
        return "-", str(w - s)
    if how == "ten more":
        return "remainder", str((w + 10) % s)
    if how == "two dozen":
        return "divisible", _yes(w % 24 == 0)
    if how == "left of two dozen":
        return "remainder", str(w % 24)
    if how == "three dozen":
        return "divisible", _yes(36 % s == 0)
    if how == "power plus 10":
        return "power", str(int(b) ** int(e) + 10)
    return "remainder", None


def grid() -> list[Cell]:
    """Every cell of the grid: each story with several number sets, then the near misses."""
    cells = []
    for turn, template in enumerate(LEFT + OFFCUT):
        for step in range(3):
            w, s = SPLITS[(turn * 3 + step * 5) % len(SPLITS)]
            cells.append(Cell("left", template.format(w=w, s=s), READ, "remainder", str(w % s)))
    for turn, template in enumerate(LAST):
        for step in range(3):
            w, s = SPLITS[(turn * 2 + step * 5) % len(SPLITS)]
            cells.append(Cell("last group", template.format(w=w, s=s), READ, "remainder", str(w % s)))
    for turn, template in enumerate(EVEN + MONEY):
        for step in range(4):
            w, s = EXACT[(turn + step) % len(EXACT)] if step % 2 else SPLITS[(turn * 3 + step) % len(SPLITS)]
            family = "money" if template in MONEY else "even"
            if family == "money":
                answer = _yes(w * 100 % s == 0)
                cells.append(Cell(family, template.format(w=w, s=s), EITHER, "divisible", answer))
                continue
            cells.append(Cell(family, template.format(w=w, s=s), READ, "divisible", _yes(w % s == 0)))
    for turn, template in enumerate(MONEY_WHOLE):
        for step in range(2):
            w, s = EXACT[(turn + step * 3) % len(EXACT)]
            cells.append(Cell("money whole", template.format(w=w, s=s), READ, "divisible", "Yes"))
    for turn, template in enumerate(TOLD):
        for step in range(3):
            b, e = POWERS[(turn * 2 + step * 3) % len(POWERS)]
            cells.append(Cell("power", template.format(b=b, e=e), READ, "power", str(int(b) ** int(e))))
    for turn, (template, must, how) in enumerate(NEAR):
        for step in range(2):
            w, s = (EXACT if how == "last exact" and step else SPLITS)[(turn * 3 + step * 5) % 6]
            b, e = POWERS[(turn + step * 3) % len(POWERS)]
            numbers = {"w": w, "s": s, "b": b, "e": e}
            operation, answer = _near_answer(how, numbers)
            cells.append(Cell("near miss", template.format(**numbers), must, operation, answer))
    return cells


def _item(cell: Cell) -> dict[str, Any]:
    return {"question": cell.question, "operation": cell.operation, "answer": cell.answer or "0"}


def verdict(cell: Cell, answer: str) -> str:
    return as_the_corpus_scores(cell, _item(cell), answer)


def _sampled(index: int, cell: Cell) -> bool:
    return index % 3 != 2 or cell.family == "near miss"


def main(argv: list[str] | None = None) -> int:
    return report(__doc__, PINNED, grid(), verdict, by_family, _sampled, argv)


if __name__ == "__main__":
    sys.exit(main())
