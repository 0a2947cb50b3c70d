"""Calculations with words beside their numbers: `python benchmarks/unit_grid.py [--misses] [--write]`.

A grid of CORES (written calculations across +, −, ×, ÷, 2–5 numbers, whole, decimal and negative, their
answers worked out here by exact arithmetic) times UNIT PLACEMENTS (none, after every number, after the last
only, after the first only, a sign before, p/c after, a unit after "=" or asked in the question, one thing and
many, a group times its things) times UNIT KINDS (metric measures, money words, money signs, counted nouns,
lengths of time, the time readers', so either), each in a few frames ("what is …?"). A unit that does not
change the calculation must not stop it being read; a cell whose unit makes another calculation or none ("3 m
× 4 m" is an area, "2 kg + 300 g" needs converting) must be asked back. Each cell must be read (READ), asked
back (ASKED), or either (EITHER: asked back or the right answer, never a wrong one). It prints read % and
wrong per placement and kind; `--misses` lists the cells missed; `--write` writes a sample as [question,
answer-or-null] pairs to tests/data/unit_grid.json (pinned by tests/test_unit_grid.py).
"""

from __future__ import annotations

import re
import sys
from fractions import Fraction
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from grid_report import ASKED, DATA, EITHER, READ, every_bold, report
from measure_reader import length_of, number_of

PINNED = DATA / "unit_grid.json"

SIGNS = {"+": "+", "-": "−", "*": "×", "/": "÷"}
WORDS = {"+": "plus", "-": "minus", "*": "times", "/": "divided by"}

CORES: list[tuple[str, list[str]]] = [
    ("+", ["18", "24"]),
    ("+", ["18", "24", "31"]),
    ("+", ["18", "24", "31", "15", "22"]),
    ("+", ["125", "78", "46"]),
    ("+", ["3.5", "4.25"]),
    ("+", ["1,200", "350"]),
    ("+", ["47", "9", "16", "8"]),
    ("+", ["2.4", "3.85", "1.6"]),
    ("+", ["-3", "8"]),
    ("-", ["84", "29"]),
    ("-", ["1,200", "350"]),
    ("-", ["7.5", "2.25"]),
    ("-", ["100", "37", "12"]),
    ("-", ["500", "238"]),
    ("-", ["60", "15", "9", "4"]),
    ("-", ["-4", "6"]),
    ("-", ["12.8", "4.95"]),
    ("*", ["3", "12"]),
    ("*", ["45", "6"]),
    ("*", ["3.50", "4"]),
    ("*", ["12", "25"]),
    ("*", ["7.5", "8"]),
    ("*", ["2", "3", "4"]),
    ("*", ["16", "15"]),
    ("*", ["-6", "4"]),
    ("/", ["12", "4"]),
    ("/", ["7.5", "3"]),
    ("/", ["144", "12"]),
    ("/", ["250", "8"]),
    ("/", ["15.60", "3"]),
    ("/", ["960", "4", "2"]),
    ("/", ["-48", "6"]),
    ("+", ["250", "175", "90", "45", "30"]),
    ("-", ["1,000", "275"]),
]
"""Written calculations: an operation and its numbers, worked out left to right."""

KINDS: dict[str, list[tuple[str, str]]] = {
    "metric": [("kg", "kg"), ("km", "km"), ("ml", "ml"), ("metres", "metre"), ("g", "g"), ("litres", "litre"),
               ("cm", "cm"), ("square metres", "square metre")],
    "money words": [("pounds", "pound"), ("dollars", "dollar"), ("euros", "euro"), ("quid", "quid")],
    "money signs": [("£", "£"), ("$", "$"), ("€", "€"), ("p", "p"), ("c", "c")],
    "counted nouns": [("apples", "apple"), ("stickers", "sticker"), ("boxes", "box"), ("marbles", "marble"),
                      ("pages", "page"), ("eggs", "egg"), ("cards", "card")],
    "time lengths": [("min", "min"), ("minutes", "minute"), ("seconds", "second"), ("hours", "hour")],
}  # fmt: skip
"""Each kind of unit, plural and one, tried in turn over the cores."""

GROUPS = [("boxes", "eggs"), ("bags", "apples"), ("rows", "chairs"), ("packs", "cards"), ("trays", "cakes")]
FRAMES = ["{}", "what is {}?", "{} = ?", "work out {}", "how much is {}?"]


def answer_of(operation: str, numbers: list[str]) -> Fraction:
    values = [Fraction(n.replace(",", "")) for n in numbers]
    result = values[0]
    for value in values[1:]:
        result = {"+": result + value, "-": result - value, "*": result * value}.get(
            operation, result / value
        )
    return result


def _written(operation: str, numbers: list[str], beside: list[str], turn: int) -> str:
    """The numbers joined by the operation's sign or word, each with the words beside it ("{} kg")."""
    joiner = f" {SIGNS[operation] if turn % 3 else WORDS[operation]} "
    return joiner.join(shape.format(n) for shape, n in zip(beside, numbers, strict=True))


def _after(unit: tuple[str, str], number: str) -> str:
    many, one = unit
    word = one if number == "1" else many
    return "{}" + ("" if re.fullmatch(r"[pc]", word) else " ") + word


SMALLER_UNITS = frozenset({"p", "c", "pence", "cents", "mm", "cm", "g", "mg", "ml"})
"""Units the plain numbers before them may be a bigger unit of ("2 + 50 cm"): told on the last only, asked
back or read as the last number's unit."""


def _cells_of(operation: str, numbers: list[str], kind: str, unit: tuple[str, str], turn: int):
    """(placement, calculation, what must happen) for one core with one unit."""
    plain = ["{}"] * len(numbers)
    many = unit[0]
    sign = many in ("£", "$", "€")
    pence = many in ("p", "c")
    time = kind == "time lengths"
    adds = operation in "+-"
    negative = any(n.startswith("-") for n in numbers)
    decimal = any("." in n for n in numbers)
    if negative and kind != "metric":
        return
    if (pence or kind in ("counted nouns", "time lengths")) and decimal:
        return
    if sign:
        every = [f"{many}{{}}"] * len(numbers)
        first = [every[0], *plain[1:]]
        last = [*plain[:-1], every[-1]]
    else:
        every = [_after(unit, n) for n in numbers]
        first = [every[0], *plain[1:]]
        last = [*plain[:-1], every[-1]]
    write = lambda beside: _written(operation, numbers, beside, turn)  # noqa: E731
    if time:
        yield "every", write(every), EITHER if adds or operation == "/" else ASKED
        yield "first only", write(first), EITHER
        yield "last only", write(last), EITHER
        return
    if adds:
        yield "every", write(every), READ
        yield "last only", write(last), EITHER if many in SMALLER_UNITS else READ
        yield "first only", write(first), EITHER
        if not sign and not pence:
            yield "after the =", f"{write(every)} = ? {many}", READ
            yield "asked in", f"how many {many} is {write(plain)}", READ
        if kind == "counted nouns":
            ones = [*numbers[:-1], "1"] if operation == "-" else ["1", *numbers[1:]]
            yield "one and many", _written(operation, ones, [_after(unit, n) for n in ones], turn), READ
        return
    if operation == "*":
        yield "every", write(every), ASKED
        yield "first only", write(first), READ
        yield "last only", write(last), READ
        if kind == "counted nouns" and len(numbers) == 2:
            group, thing = GROUPS[turn % len(GROUPS)]
            yield "group of things", write([f"{{}} {group}", f"{{}} {thing}", *plain[2:]]), READ
        return
    yield "every", write(every), READ if len(numbers) == 2 else EITHER
    yield "first only", write(first), READ
    yield "last only", write(last), EITHER
    if kind in ("metric", "money words", "counted nouns") and len(numbers) == 2:
        group = GROUPS[turn % len(GROUPS)][0]
        yield "into groups", write([every[0], f"{{}} {group}"]), READ


MUST_NOT: list[tuple[str, str, Fraction | None]] = [
    ("2 kg + 300 g", ASKED, None),
    ("1 km + 500 m", ASKED, None),
    ("£1 + 50p", ASKED, None),
    ("£2.50 + 75p", ASKED, None),
    ("3 m × 4 m", ASKED, None),
    ("what is 3 m times 4 m?", ASKED, None),
    ("3 kg × 4 kg", ASKED, None),
    ("£3 × £4", ASKED, None),
    ("3 boxes × 4 boxes", ASKED, None),
    ("12 apples × 5 apples", ASKED, None),
    ("3 km + 5 km = ? m", ASKED, None),
    ("18 + 24 pounds in pence", ASKED, None),
    ("2 kg + 300 g = ? kg", ASKED, None),
    ("3 apples + £2", ASKED, None),
    ("£5 + 3 apples", ASKED, None),
    ("12 kg + 5 apples", ASKED, None),
    ("5 m squared + 3 m", ASKED, None),
    ("3 boxes × 12 eggs. How many boxes?", ASKED, None),
    ("12 kg ÷ 4 bags. How many bags?", ASKED, None),
    ("The theatre has 750 seats over 30 rows. Capacity?", ASKED, None),
    ("1 h + 20 min", EITHER, Fraction(80)),
    ("45 min + 1 h", EITHER, Fraction(105)),
    ("£4 per kg × 3 kg", EITHER, Fraction(12)),
    ("12 apples + 5 pears", EITHER, Fraction(17)),
    ("3 km + 5", EITHER, Fraction(8)),
]
"""Cells whose units change the calculation: asked back, or either but never a wrong answer."""


class Cell:
    def __init__(self, placement: str, kind: str, question: str, must: str, answer: Fraction | None) -> None:
        self.placement, self.kind, self.question = placement, kind, question
        self.must, self.answer = must, answer


def grid() -> list[Cell]:
    """Every cell of the grid, then the cells that must not be read as written."""
    cells = []
    for turn, (operation, numbers) in enumerate(CORES):
        frame = FRAMES[turn % len(FRAMES)]
        answer = answer_of(operation, numbers)
        for kind, units in KINDS.items():
            unit = units[turn % len(units)]
            for placement, calculation, must in _cells_of(operation, numbers, kind, unit, turn):
                bare = "how many" in calculation or (placement == "after the =" and "=" in frame)
                question = calculation if bare else frame.format(calculation)
                ones = [*numbers[:-1], "1"] if operation == "-" else ["1", *numbers[1:]]
                right = answer_of(operation, ones) if placement == "one and many" else answer
                cells.append(Cell(placement, kind, question, must, right))
        plain = _written(operation, numbers, ["{}"] * len(numbers), turn)
        cells.append(Cell("none", "none", frame.format(plain), READ, answer))
    cells += [Cell("must not", "mixed", question, must, answer) for question, must, answer in MUST_NOT]
    return cells


def _values(text: str) -> set[Fraction]:
    """What one bold answer may say: a number, or a length of time in minutes (or in hours)."""
    text = text.replace("−", "-").strip()
    values = {value for value in (number_of(text), length_of(text)) if value is not None}
    return values | {value / 60 for value in values}


def verdict(cell: Cell, answer: str) -> str:
    return every_bold(cell, answer, _values)


def _groups(cell: Cell) -> tuple[str, ...]:
    return (f"placement {cell.placement}", f"kind {cell.kind}")


def _sampled(index: int, cell: Cell) -> bool:
    return (cell.must == READ and index % 4 == 0) or cell.placement == "must not"


def main(argv: list[str] | None = None) -> int:
    return report(__doc__, PINNED, grid(), verdict, _groups, _sampled, argv)


if __name__ == "__main__":
    sys.exit(main())
