"""What every grid benchmark does with its cells: ask each cell's question, tally read % and wrong per group,
list the cells missed (`--misses`) and write a pinned sample (`--write`).

A grid makes its cells (each with a question, what it must be: READ, ASKED or EITHER, and its answer) and says
how an answer is judged ("right", "wrong" or "asked"), which groups a cell is tallied in, and which cells read
right go into the sample; cells asked back go into it all.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import defaultdict
from collections.abc import Callable, Collection, Sequence
from fractions import Fraction
from pathlib import Path
from typing import Any, Protocol, TypeVar

sys.path.insert(0, str(Path(__file__).resolve().parent))

from measure_reader import answer_to, number_of
from measure_reader import verdict as corpus_verdict

READ, ASKED, EITHER = "read", "asked", "either"
"""What a cell must be: read and answered right; asked back; either (asked back or right, never wrong)."""
DATA = Path(__file__).resolve().parent.parent / "tests" / "data"
_BOLD = re.compile(r"\*\*(.+?)\*\*")


class GridCell(Protocol):
    @property
    def question(self) -> str: ...

    @property
    def must(self) -> str: ...

    @property
    def answer(self) -> object: ...


Cell = TypeVar("Cell", bound=GridCell)


def number(text: str) -> set[Fraction]:
    """The number one bold answer says (56, −7, 4.75, 10/3), or none."""
    found = number_of(text.replace("−", "-").strip())
    return set() if found is None else {found}


def as_the_corpus_scores(cell: GridCell, item: dict[str, Any], answer: str) -> str:
    """ "right", "wrong" or "asked" (no answer in bold): the answer scored as the corpus scores `item`, the
    cell written as a corpus line."""
    found = corpus_verdict(item, answer)
    if found == "unanswered":
        return "asked"
    if cell.must == ASKED or cell.answer is None:
        return "wrong"
    return found


def by_family(cell: Any) -> tuple[str, ...]:
    """A cell tallied in its family's group (a grid whose cells have a `family`)."""
    return (f"family {cell.family}",)


def every_bold(cell: GridCell, answer: str, values: Callable[[str], Collection[object]] = number) -> str:
    """ "right", "wrong" or "asked" (no answer in bold): every answer in bold must say the cell's."""
    bold = _BOLD.findall(answer)
    if not bold:
        return "asked"
    if cell.must == ASKED or cell.answer is None:
        return "wrong"
    return "right" if all(cell.answer in values(text) for text in bold) else "wrong"


def report(
    description: str,
    pinned: Path,
    cells: Sequence[Cell],
    verdict: Callable[[Cell, str], str],
    groups: Callable[[Cell], Sequence[str]],
    sampled: Callable[[int, Cell], bool],
    argv: list[str] | None = None,
    pin_either_asked: bool = False,
    asked_sampled: Callable[[int, Cell], bool] | None = None,
) -> int:
    """Run the grid from the command line. `groups`: the tallies a cell counts in besides the whole grid (a
    missed cell is listed with them); `sampled(index, cell)`: whether a cell read right is pinned;
    `pin_either_asked`: whether an EITHER cell asked back is pinned as null, as ASKED cells are;
    `asked_sampled(index, cell)`: whether a cell asked back is pinned (all of them, when not given)."""
    parser = argparse.ArgumentParser(description=description.splitlines()[0])
    parser.add_argument("--misses", action="store_true", help="list the cells missed")
    parser.add_argument("--write", action="store_true", help=f"write a sample to {pinned}")
    options = parser.parse_args(argv)
    tallies: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0, 0])
    missed, sample = [], []
    for index, cell in enumerate(cells):
        found = verdict(cell, answer_to(cell.question))
        read = cell.must == READ
        tally = [int(read), int(read and found == "right"), int(found == "wrong"), int(not read)]
        for key in (*groups(cell), "grid"):
            tallies[key] = [a + b for a, b in zip(tallies[key], tally, strict=True)]
        if found == "wrong" or (read and found != "right"):
            how = "WRONG" if found == "wrong" else "missed"
            wants = "" if cell.answer is None else f" (wants {cell.answer})"
            missed.append(f"  {how} [{'/'.join(groups(cell))}]: {cell.question!r}{wants}")
        elif cell.must == ASKED or (pin_either_asked and cell.must == EITHER and found == "asked"):
            if asked_sampled is None or asked_sampled(index, cell):
                sample.append([cell.question, None])
        elif found == "right" and sampled(index, cell):
            sample.append([cell.question, str(cell.answer)])
    for key in sorted(tallies, key=lambda key: (key == "grid", ":" in key, key)):
        wanted, right, wrong, near = tallies[key]
        share = 100 * right / wanted if wanted else 100.0
        reads = f"{right}/{wanted} read ({share:.1f}%), " if wanted else f"{near} near misses, "
        print(f"{key}: {reads}{wrong} wrong")
    if options.misses:
        print("\n".join(missed))
    if options.write:
        lines = ",\n".join(json.dumps(pair, ensure_ascii=False) for pair in sample)
        pinned.write_text(f"[\n{lines}\n]\n", encoding="utf-8")
        print(f"wrote {len(sample)} cells to {pinned}")
    return 0


def value(number: str) -> Fraction:
    """A number as a grid writes it: "1,250", "47.35"."""
    return Fraction(number.replace(",", ""))


def _formatted(story: str, kind: str, a: str, b: str) -> str | None:
    return story.format(a=a, b=b)


def cells_of_two_amounts(
    stories: dict[str, list[tuple[str, str]]],
    numbers: dict[str, list[tuple[str, str]]],
    questions: dict[str, list[str]],
    asked: Callable[[str, str, int], str],
    told: Callable[[str, str, str, str], str | None] = _formatted,
) -> list[tuple[str, str, Fraction]]:
    """(family, question, a − b) for each story of each family told with each (a, b) pair of its kind of
    NUMBERS and asked with each question of its family. `told(story, kind, a, b)` writes the story (None for
    a pair that does not suit it), `asked(story, question, turn)` puts it and a question together, `turn`
    counting the cells made."""
    cells = []
    for family, family_stories in stories.items():
        for kind, story in family_stories:
            for a, b in numbers[kind]:
                written = told(story, kind, a, b)
                if written is None:
                    continue
                for question in questions[family]:
                    cells.append((family, asked(written, question, len(cells) + 1), value(a) - value(b)))
    return cells
