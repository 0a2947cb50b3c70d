"""Holders told by what each holds, and unlike things added: `python benchmarks/wrongs_grid.py [--misses]
[--write]`.

A grid of short stories, each written with several NUMBER sets, around the wrong answers the coach used to
give. Holders told by what each one holds beside a count ("Seed trays hold 24 cells each and I've got 15
…") give one answer, the count of the holders times what each holds, only when the count is of those holders.
ASKED cells must be asked back: a count of another thing or of what they hold ("15 pots", "60 eggs"), what
each holds asked back (it is told), holders not full or one short, things "left" where nothing is taken, and
unlike things "in total" where the second are put on the first ("sewed 5 buttons on"). READ cells are the
right readings beside them, which must still be answered: holders counted, a whole put into groups with
what is left asked, like things added. EITHER cells are asked back or answered right.

Around them (session 18): holders said to hold less ("8 shelves are empty", "spare", "broken"), a count had
beside holders taken from what each holds ("… I have 4. How much is left?"), things fixed to things made
with other verbs ("added 5 buttons", "attached 14 ribbons"), an answer asked in another unit ("18 + 24 + 31
pounds, in euros please"), a correction followed by a question that names what it took back ("It's 2^9 no
wait 2^8. What's 2^9?"): all ASKED, beside the right readings. Amounts in pence or cents are READ with their
coin said beside the answer ("That is 600p."), and a cell whose answer is in pounds must say no coin.
Session 19 adds the attacks of `wrongs_attacks`: a story asked of another thing, of someone else, of a total
of an amount and another told by how much more, of a label's noun, or of the groups of a product.
It prints read % and wrong per family; `--misses` lists the cells missed; `--write` writes a sample as
[question, answer-or-null] pairs to tests/data/wrongs_grid.json (pinned by tests/test_wrongs_grid.py; an
answer in coins is pinned with its coin, "600p").
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from grid_report import ASKED, DATA, EITHER, READ, as_the_corpus_scores, by_family, report
from wrongs_attacks import cells as attacks

PINNED = DATA / "wrongs_grid.json"

HELD: list[tuple[int, int]] = [(24, 15), (210, 4), (12, 35), (6, 9), (52, 3), (30, 8), (48, 5), (250, 6)]
"""What each holder holds, and a count."""
WHOLES: list[tuple[int, int]] = [(100, 12), (75, 8), (47, 12), (365, 24), (50, 6), (130, 9)]
"""A whole put into holders of a size (not a multiple of it)."""
PAIRS: list[tuple[int, int]] = [(12, 5), (24, 3), (9, 14), (30, 12), (7, 40), (18, 6)]
"""Two counts told one after the other."""

ANOTHER_THING: list[str] = [
    "Seed trays hold {s} cells each and I've got {k} pots. How many cells?",
    "Egg boxes hold {s} eggs and I have {k} trays. How many eggs?",
    "Each crate holds {s} bottles and we've got {k} boxes. How many bottles?",
    "Shelves hold {s} books each, I have {k} boxes. How many books?",
    "Tents sleep {s} people and we have {k} sleeping bags. How many people?",
    "Boxes hold {s} eggs, I have {k} eggs. How many eggs?",
    "Water butts hold {s} litres and I have {k} buckets. How many litres?",
    "I've got {k} pots. Seed trays hold {s} cells each. How many cells?",
    "A crate takes {s} bottles and I have {k} bags. How many bottles?",
    "Minibuses carry {s} children each and we have {k} cars. How many children can go?",
]
"""Holders and a count of another thing, or of what they hold: no product."""
ASKED_BACK: list[str] = [
    "Water butts hold {s} litres, I've got {k} of them. How much does each hold?",
    "Crates hold {s} bottles and I have {k} crates. How many bottles does each crate hold?",
    "Each tray holds {s} cells; I've got {k} trays. How many cells in one tray?",
    "Buses seat {s} people each and we hired {k} buses. How many people does each bus seat?",
    "Tanks hold {s} litres each, there are {k} tanks. How much does one tank hold?",
    "Boxes hold {s} eggs and I've got {k} of them. How many eggs in each box?",
    "Water butts hold {s} litres, I have {k} of them. How many litres in each?",
    "Every crate can hold {s} apples and I have {k} crates. What does each crate hold?",
    "Tents sleep {s} each, we've got {k} tents. How many does one tent sleep?",
    "I have {k} bags of {s} apples. How many apples in each bag?",
]
"""What each holder holds asked back: told, never worked out."""
NOT_FULL: list[str] = [
    "Water butts hold {s} litres, I've got {k} of them. How many litres if they're not full?",
    "Crates hold {s} bottles, I have {k} crates but they're half full. How many bottles?",
    "Trays hold {s} cells and I've got {k} trays, not all full. How many cells?",
    "Each bus seats {s} and we have {k} buses. How many empty seats?",
    "Boxes hold {s} eggs each, I've got {k} boxes. How many eggs if one box is short?",
    "Water butts hold {s} litres, I've got {k}, one is half full. How many litres?",
    "Crates hold {s} bottles and we've got {k} crates, but they aren't full. How many bottles?",
]
"""Holders not full, or one short: no answer of the two numbers."""
LEFT: list[str] = [
    "Crates hold {s} items, opened {k} crates. How many items are left?",
    "Boxes hold {s} eggs and I've got {k} boxes. How many eggs are left over?",
    "Each bag holds {s} sweets, I have {k} bags. How many sweets remain?",
    "Trays hold {s} cells, I filled {k} trays. How many cells are spare?",
    "Water butts hold {s} litres, I've got {k} of them. How much is left?",
    "Tents sleep {s} people each and we have {k} tents. How many people are left?",
    "Each box holds {s} chocolates, I bought {k} boxes. How many chocolates are left over?",
    "Boxes of {s} eggs, I've got {k} boxes. How many eggs are left?",
    "I bought {k} crates of {s} apples. How many apples are left over?",
]
"""Things "left" where nothing is taken: no remainder, no difference."""
PUT_ON: list[str] = [
    "Knitted {a} scarves and sewed {b} buttons on. How many in total?",
    "Baked {a} cakes and piped {b} roses on them. How many altogether?",
    "Built {a} birdhouses and fitted {b} perches to them. How many in total?",
    "Made {a} cards and stuck {b} stickers on. How many in total?",
    "Painted {a} pots and glued {b} beads onto them. How many altogether?",
    "Knitted {a} scarves and sewed {b} buttons on them. How many things in total?",
    "Sewed {a} cushions and stitched {b} tassels onto them. How many altogether?",
    "I knitted {a} scarves and sewed on {b} buttons. How many in total?",
]
"""Unlike things "in total", the second put on the first: no sum."""
HOLDERS_COUNTED: list[str] = [
    "Seed trays hold {s} cells each and I've got {k} trays. How many cells?",
    "Water butts hold {s} litres, I've got {k} of them. How many litres altogether?",
    "Crates hold {s} items, opened {k} crates. How many items?",
    "Each box holds {s} eggs. I have {k} boxes. How many eggs in total?",
    "Buses seat {s} people each and we hired {k} buses. How many people can go?",
    "Shelves hold {s} books each and I have {k} shelves. How many books?",
    "I've got {k} trays. Seed trays hold {s} cells each. How many cells?",
    "Every crate can hold {s} apples and I have {k} crates. How many apples can I store?",
    "Tents sleep {s} each and we've got {k} tents. How many people can sleep?",
    "I have {k} boxes of {s} eggs. How many eggs?",
    "Pens come in boxes of {s}. How many pens are in {k} boxes?",
    "Shelves hold {s} books each; {k} shelves are full. How many books?",
    "A lorry takes {k} pallets. Each pallet holds {s} cases. How many cases on a lorry?",
]
"""Holders counted, the whole asked: what each holds times the count."""
GROUPED: list[str] = [
    "Boxes hold {s} eggs, I have {w} eggs. How many eggs are left over?",
    "Minibuses hold {s} children and {w} children are going. How many are left over after filling them?",
    "{w} sweets go into bags of {s}. How many sweets are left over?",
]
"""A whole put into holders of a size, what is left asked: the remainder."""
ADDED: list[str] = [
    "Knitted {a} scarves and knitted {b} hats. How many in total?",
    "I have {a} apples and {b} oranges. How many pieces of fruit in total?",
    "Baked {a} cakes and {b} pies. How many in total?",
    "Sewed {a} buttons on the coat and {b} buttons on the hat. How many buttons in total?",
    "Knitted {a} scarves and {b} more scarves. How many scarves in total?",
    "Sewed {a} buttons on and then {b} more buttons on. How many buttons in total?",
]
"""Like things added: the sum."""


HELD_LESS: list[str] = [
    "Shelves hold {s} books each; {k} shelves are empty. How many books?",
    "Shelves hold {s} books each; {k} of them are empty. How many books?",
    "Crates hold {s} bottles and I have {k} empty crates. How many bottles?",
    "Trays hold {s} cells each, {k} trays are broken. How many cells?",
    "Each tank holds {s} litres; we have {k} spare tanks. How much water?",
    "Boxes hold {s} eggs, I've got {k} unused boxes. How many eggs?",
    "Buses seat {s} people each and {k} buses are not full. How many people?",
    "Water butts hold {s} litres, I've got {k} but they're empty. How much water?",
    "Tents sleep {s} each; {k} tents are empty. How many people are sleeping?",
    "Shelves hold {s} books each and {k} shelves are half empty. How many books?",
    "Shelves hold {s} books each; {k} shelves are bare. How many books?",
    "Each shelf takes {s} books and {k} of the shelves have nothing on them. How many books?",
]
"""Holders said to hold less than each one can: no product of the two numbers."""
HELD_LESS_ASKED_AS_ROOM: list[str] = [
    "Shelves hold {s} books each; I have {k} empty shelves. How many books could they hold?",
    "Crates hold {s} bottles, I've got {k} empty crates. How many bottles can I fit in them?",
]
"""What empty holders could hold: asked back or their product."""
HAD_TAKEN: list[str] = [
    "Water butts hold {s} litres, I have {k}. How much is left?",
    "Crates hold {s} bottles and we've got {k}. How many bottles are left?",
    "Each box holds {s} eggs, I bought {k}. How many are left?",
    "Tents sleep {s} people each and we have {k}. How many people are left?",
    "Tanks hold {s} litres each, there are {k}. How much is left over?",
    "Water butts hold {s} litres, I've got {k} buckets. How much is left?",
    "Seed trays hold {s} cells each, I own {k}. How many cells remain?",
]
"""A count had beside holders, "left" asked with nothing taken away: no difference, no remainder."""
USED: list[str] = [
    "Water butts hold {w} litres, I've used {u} litres. How much is left?",
    "A tank holds {w} litres and we used {u} litres. How much is left?",
]
"""Some of what a holder holds used: what is left."""
FIXED_TO_MADE: list[str] = [
    "Knitted {a} scarves and added {b} buttons. How many in total?",
    "Baked {a} cakes and added {b} candles. How many altogether?",
    "Made {a} cards and attached {b} ribbons. How many in total?",
    "Built {a} birdhouses and fitted {b} perches. How many in total?",
    "Knitted {a} scarves and stitched {b} buttons. How many things in total?",
    "Made {a} necklaces and threaded {b} beads. How many altogether?",
    "Sewed {a} cushions and added {b} tassels. How many in total?",
    "Baked {a} pies and put {b} cherries. How many in total?",
    "I knitted {a} scarves and then added {b} buttons. How many things altogether?",
]
"""Things fixed to things made, with no "on" said: no sum."""
ADDED_AGAIN: list[str] = [
    "Made {a} cards and added {b} more cards. How many cards in total?",
    "Picked {a} apples and added {b} pears. How many pieces of fruit in total?",
    "Baked {a} cakes and baked {b} pies. How many altogether?",
]
"""Like things, or things of one kind, added: the sum."""
UNIT_ASKED: list[str] = [
    "Class totals: {a} + {b} + {c} pounds, in euros please",
    "£{a} + £{b} + £{c}. In euros please.",
    "{a} + {b} + {c} pounds. Give it in dollars.",
    "Shopping: £{a}, £{b} and £{c}. Total in pence?",
    "I walked {a} miles, {b} miles and {c} miles. How far in km?",
    "Cheese {a} g, butter {b} g, flour {c} g. Total in kg?",
    "{a} kg + {b} kg + {c} kg, in pounds please",
    "Add {a} km, {b} km and {c} km. Answer in metres.",
    "Total of £{a} and £{b} in pence please",
    "What is {a} kg plus {b} kg in grams?",
]
"""A sum asked in another unit than its numbers': no answer (the coach changes no units)."""
UNIT_KEPT: list[str] = [
    "Class totals: {a} + {b} + {c} pounds",
    "£{a} + £{b} + £{c}",
    "{a} km + {b} km + {c} km, in km please",
]
"""A sum in the unit it is told in: the sum."""
UNIT_RATE: list[str] = [
    "Weight-based dosing: {a} mg per kg and she's {b} kg. Dose in mg?",
]
"""A rate of two units of one kind, its answer asked in one of them: the product."""
TAKEN_BACK_ASKED: list[str] = [
    "It's {x}^{y} no wait {x}^{z}. What's {x}^{y}?",
    "It's {x}^{y}. EDIT: {x}^{z}. What's {x}^{y}?",
    "{a} + {b} no wait {a} + {c}. what's {a} + {b}?",
    "What's {a} x {b}? no sorry {a} x {c}. So what's {a} x {b}?",
    "{a} plus {b} no wait {a} plus {c}. what's {a} plus {b}?",
    "{a} - {b}, sorry I mean {a} - {c}. What is {a} - {b}?",
    "{a} x {b} no sorry {a} x {c}. What's {a} times {b}?",
]
"""A correction, then a question that names what it took back: which one is meant? Asked back."""
PUT_RIGHT: list[tuple[str, str]] = [
    ("It's {x}^{y} no wait {x}^{z}. What's {x}^{z}?", "{x}^{z}"),
    ("what's {a} x {b}? no, {a} x {c}", "{a}*{c}"),
    ("{a} + {b} no wait {a} + {c}", "{a}+{c}"),
    ("What's {a} x {b}? no sorry {a} x {c}. So what's {a} x {c}?", "{a}*{c}"),
]
"""A correction, and the question put right: its answer."""
IN_COINS: list[tuple[str, str]] = [
    ("I save {p}p on each coffee, I buy {k} coffees. How much do I save?", "p"),
    ("{k} sweets at {p}p each, how much?", "p"),
    ("Each sticker costs {p}p and I buy {k} stickers. How much?", "p"),
    ("I save {p} pence a day for {k} days. How much?", "p"),
    ("Pencils cost {p}c each. How much do {k} pencils cost?", "c"),
    ("Stamps are {p} cents each, I need {k}. How much?", "c"),
    ("I put away {p}p a day for {k} days, how much have I saved?", "p"),
]
"""Amounts in pence or cents times a count: the product, said in that coin."""
IN_POUNDS: list[str] = [
    "I save £{p} on each coffee, I buy {k} coffees. How much do I save?",
    "{k} tickets at £{p} each, how much?",
    "What is {p}p divided by {q}p?",
]
"""Amounts in pounds, or coins divided by coins: the answer, with no coin said."""

HOLDERS_AND_USED: list[tuple[int, int]] = [(210, 40), (500, 125), (96, 12), (1000, 350)]
TRIPLES: list[tuple[int, int, int]] = [(18, 24, 31), (12, 45, 9), (250, 75, 130), (7, 16, 28), (64, 36, 20)]
TAKEN_BACK: list[tuple[int, int, int, int, int, int]] = [
    (2, 9, 8, 47, 9, 8), (3, 5, 4, 36, 17, 18), (5, 3, 4, 125, 40, 45), (2, 10, 9, 58, 7, 6),
    (7, 2, 3, 240, 35, 25),
]  # fmt: skip
"""A power x^y put right to x^z, and a calculation of a and b put right to one of a and c."""
COINS: list[tuple[int, int]] = [(30, 20), (45, 12), (28, 31), (99, 3), (35, 24), (15, 32)]


class Cell:
    def __init__(
        self, family: str, question: str, must: str, operation: str, answer: str | None, coin: str = ""
    ) -> None:
        """`coin`: the coin an answer is said in ("p"), which `answer` ends with ("600p")."""
        self.family, self.question, self.must = family, question, must
        self.operation, self.answer, self.coin = operation, answer, coin


def grid() -> list[Cell]:
    """Every cell of the grid: each story with several number sets."""
    cells = []
    asked = (
        ("another thing", ANOTHER_THING),
        ("asked back", ASKED_BACK),
        ("not full", NOT_FULL),
        ("left", LEFT),
    )
    for family, templates in asked:
        for turn, template in enumerate(templates):
            for step in range(3):
                s, k = HELD[(turn * 3 + step * 5) % len(HELD)]
                cells.append(Cell(family, template.format(s=s, k=k), ASKED, "*", None))
    for turn, template in enumerate(PUT_ON):
        for step in range(3):
            a, b = PAIRS[(turn + step * 2) % len(PAIRS)]
            cells.append(Cell("put on", template.format(a=a, b=b), ASKED, "+", None))
    for turn, template in enumerate(HOLDERS_COUNTED):
        for step in range(3):
            s, k = HELD[(turn * 3 + step * 5) % len(HELD)]
            cells.append(Cell("holders counted", template.format(s=s, k=k), READ, "*", str(s * k)))
    for turn, template in enumerate(GROUPED):
        for step in range(3):
            w, s = WHOLES[(turn * 2 + step) % len(WHOLES)]
            cells.append(Cell("grouped", template.format(w=w, s=s), READ, "remainder", str(w % s)))
    for turn, template in enumerate(ADDED):
        for step in range(3):
            a, b = PAIRS[(turn + step * 2) % len(PAIRS)]
            cells.append(Cell("added", template.format(a=a, b=b), READ, "+", str(a + b)))
    return [
        *cells,
        *_held_less(),
        *_taken_and_fixed(),
        *_units_asked(),
        *_taken_back(),
        *_coins(),
        *(Cell(*attack) for attack in attacks()),
    ]


def _spread(count: int, turn: int, step: int, stride: int = 3) -> int:
    """Which number set a template's `step`th cell takes, so that templates take different sets."""
    return (turn * stride + step * 5) % count


def _held_less() -> list[Cell]:
    cells = []
    for turn, template in enumerate(HELD_LESS):
        for step in range(3):
            s, k = HELD[_spread(len(HELD), turn, step)]
            cells.append(Cell("held less", template.format(s=s, k=k), ASKED, "*", None))
    for turn, template in enumerate(HELD_LESS_ASKED_AS_ROOM):
        for step in range(3):
            s, k = HELD[_spread(len(HELD), turn, step)]
            cells.append(Cell("held less", template.format(s=s, k=k), EITHER, "*", str(s * k)))
    return cells


def _taken_and_fixed() -> list[Cell]:
    cells = []
    for turn, template in enumerate(HAD_TAKEN):
        for step in range(3):
            s, k = HELD[_spread(len(HELD), turn, step)]
            cells.append(Cell("had, nothing taken", template.format(s=s, k=k), ASKED, "-", None))
    for turn, template in enumerate(USED):
        for w, u in HOLDERS_AND_USED[turn : turn + 3]:
            cells.append(Cell("had, nothing taken", template.format(w=w, u=u), READ, "-", str(w - u)))
    for turn, template in enumerate(FIXED_TO_MADE):
        for step in range(3):
            a, b = PAIRS[(turn + step * 2) % len(PAIRS)]
            cells.append(Cell("fixed to things made", template.format(a=a, b=b), ASKED, "+", None))
    for turn, template in enumerate(ADDED_AGAIN):
        for step in range(3):
            a, b = PAIRS[(turn + step * 2) % len(PAIRS)]
            cells.append(Cell("fixed to things made", template.format(a=a, b=b), READ, "+", str(a + b)))
    return cells


def _units_asked() -> list[Cell]:
    cells = []
    for turn, template in enumerate(UNIT_ASKED):
        for step in range(3):
            a, b, c = TRIPLES[_spread(len(TRIPLES), turn, step, 2)]
            cells.append(Cell("unit asked", template.format(a=a, b=b, c=c), ASKED, "+", None))
    for turn, template in enumerate(UNIT_KEPT):
        for step in range(3):
            a, b, c = TRIPLES[_spread(len(TRIPLES), turn, step, 2)]
            cells.append(Cell("unit asked", template.format(a=a, b=b, c=c), READ, "+", str(a + b + c)))
    for turn, template in enumerate(UNIT_RATE):
        for step in range(3):
            a, b, _ = TRIPLES[_spread(len(TRIPLES), turn, step, 2)]
            cells.append(Cell("unit asked", template.format(a=a, b=b), READ, "*", str(a * b)))
    return cells


def _taken_back() -> list[Cell]:
    cells = []
    for turn, template in enumerate(TAKEN_BACK_ASKED):
        for step in range(3):
            x, y, z, a, b, c = TAKEN_BACK[_spread(len(TAKEN_BACK), turn, step, 2)]
            question = template.format(x=x, y=y, z=z, a=a, b=b, c=c)
            cells.append(Cell("taken back, asked again", question, ASKED, "*", None))
    for turn, (template, worked) in enumerate(PUT_RIGHT):
        for step in range(3):
            x, y, z, a, b, c = TAKEN_BACK[_spread(len(TAKEN_BACK), turn, step, 2)]
            answer = _worked(worked.format(x=x, z=z, a=a, c=c))
            question = template.format(x=x, y=y, z=z, a=a, b=b, c=c)
            cells.append(Cell("taken back, asked again", question, READ, "*", answer))
    return cells


def _worked(calculation: str) -> str:
    """The answer of "2^8", "47+8" or "12*5", worked here in whole numbers for the cell."""
    first, sign, second = next(
        (calculation.partition(sign) for sign in "^+*" if sign in calculation), ("", "", "")
    )
    a, b = int(first), int(second)
    return str(a**b if sign == "^" else a + b if sign == "+" else a * b)


def _coins() -> list[Cell]:
    cells = []
    for turn, (template, coin) in enumerate(IN_COINS):
        for step in range(3):
            p, k = COINS[_spread(len(COINS), turn, step, 1)]
            cells.append(Cell("coins", template.format(p=p, k=k), READ, "*", f"{p * k}{coin}", coin))
    for turn, template in enumerate(IN_POUNDS):
        for step in range(3):
            p, k = COINS[_spread(len(COINS), turn, step, 1)]
            if "divided" in template:
                question, answer = template.format(p=p * k, q=p), str(k)
            else:
                question, answer = template.format(p=p, k=k), str(p * k)
            cells.append(Cell("coins", question, READ, "/" if "divided" in template else "*", answer))
    return cells


def _item(cell: Cell) -> dict[str, Any]:
    answer = (cell.answer or "0").removesuffix(cell.coin) if cell.coin else cell.answer or "0"
    return {"question": cell.question, "operation": cell.operation, "answer": answer}


_COIN_SAID = re.compile(r"That is [\d,.]+([pc])\.")


def verdict(cell: Cell, answer: str) -> str:
    """Scored as the corpus scores it; an answer in coins must say its coin, and one in pounds none."""
    found = as_the_corpus_scores(cell, _item(cell), answer)
    if found != "right":
        return found
    coin = _COIN_SAID.search(answer)
    said = f"That is {cell.answer}." in answer if cell.coin else coin is None
    return "right" if said else "wrong"


def _sampled(index: int, cell: Cell) -> bool:
    return index % 3 != 2


def main(argv: list[str] | None = None) -> int:
    return report(__doc__, PINNED, grid(), verdict, by_family, _sampled, argv)


if __name__ == "__main__":
    sys.exit(main())
