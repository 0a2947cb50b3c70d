"""Holders told by what each holds, and unlike things added: `python benchmarks/wrongs_grid.py [--misses]
[--write]`.

A grid of short stories, each written with several NUMBER sets, around the wrong answers the coach used to
give. Holders told by what each one holds beside a count ("Seed trays hold 24 cells each and I've got 15
…") give one answer, the count of the holders times what each holds, only when the count is of those holders.
ASKED cells must be asked back: a count of another thing or of what they hold ("15 pots", "60 eggs"), what
each holds asked back (it is told), holders not full or one short, things "left" where nothing is taken, and
unlike things "in total" where the second are put on the first ("sewed 5 buttons on"). READ cells are the
right readings beside them, which must still be answered: holders counted, a whole put into groups with
what is left asked, like things added. EITHER cells are asked back or answered right. It prints read % and
wrong per family; `--misses` lists the cells missed; `--write` writes a sample as [question, answer-or-null]
pairs to tests/data/wrongs_grid.json (pinned by tests/test_wrongs_grid.py).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from grid_report import ASKED, DATA, READ, as_the_corpus_scores, by_family, report

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


class Cell:
    def __init__(self, family: str, question: str, must: str, operation: str, answer: str | None) -> None:
        self.family, self.question, self.must = family, question, must
        self.operation, self.answer = operation, answer


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
    return cells


def _item(cell: Cell) -> dict[str, Any]:
    return {"question": cell.question, "operation": cell.operation, "answer": cell.answer or "0"}


def verdict(cell: Cell, answer: str) -> str:
    return as_the_corpus_scores(cell, _item(cell), answer)


def _sampled(index: int, cell: Cell) -> bool:
    return index % 3 != 2


def main(argv: list[str] | None = None) -> int:
    return report(__doc__, PINNED, grid(), verdict, by_family, _sampled, argv)


if __name__ == "__main__":
    sys.exit(main())
