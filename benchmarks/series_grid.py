"""Runs told as stories or as "1 to N": `python benchmarks/series_grid.py [--misses] [--write]`.

A grid of STORIES that tell a run by the roles of its numbers (a range of numbered things, "page numbers 1 to
64"; amounts on numbered days, "2p on day 1, 4p on day 2, … up to 60p on day 30"; a stack from its top to its
bottom; squares told by their sides, "a 1x1 block, then 2x2, …, up to 8x8"; squares or cubes written out)
times RUNS (first term, step, number of terms) times QUESTIONS that ask the whole total, each cell's answer
worked out here by exact arithmetic. NEAR MISSES tell the same runs with something that changes the sum: a
last place that does not fit the steps ("60p on day 31"), a step that is not constant, a part of the run
asked (one day, how many days, the bottom row), the run cut short or changed ("I missed a day", "doubled"),
amounts held rather than added ("I have £1 on day 1, …"), terms of another kind ("the prime numbers"): asked
back (ASKED), or either (EITHER: asked back or the right answer, never a wrong one). It prints read % and
wrong per family; `--misses` lists the cells missed; `--write` writes a sample as [question, answer-or-null]
pairs to tests/data/series_grid.json (pinned by tests/test_series_grid.py).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from fractions import Fraction
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from grid_report import ASKED, DATA, EITHER, READ, by_family, every_bold, report

PINNED = DATA / "series_grid.json"


class Run:
    """A run by its first term, its step and how many terms it has; `terms` are its numbers in order."""

    def __init__(self, first: int, step: int, count: int) -> None:
        self.first, self.step, self.count = first, step, count
        self.terms = [first + step * place for place in range(count)]
        self.last = self.terms[-1]
        self.total = Fraction(sum(self.terms))


RUNS = [
    Run(1, 1, 30),
    Run(2, 2, 30),
    Run(10, 10, 30),
    Run(1, 1, 14),
    Run(5, 5, 20),
    Run(3, 4, 12),
    Run(1, 1, 64),
    Run(21, 1, 10),
]
"""The runs of amounts: one a day, two, ten, five, and 3, 7, 11, … (a step that is no first term)."""
SIDES = [8, 9, 12, 20, 6]
"""How many squares or cubes each run of powers has: 1² + 2² + … + n²."""

Story = Callable[[Run], str | None]
"""A story of one run, its question at "{q}"; None when the story cannot tell that run."""


def _from_one(story: Callable[[Run], str]) -> Story:
    """A story that only tells runs of whole numbers one apart ("the numbers 1 to 30")."""
    return lambda run: story(run) if run.step == 1 else None


RANGES: list[tuple[str, Story, list[str]]] = [
    ("range", _from_one(lambda r: f"Sum of the numbers {r.first} to {r.last}? {{q}}"), ["", "Thanks!"]),
    (
        "range",
        _from_one(lambda r: f"For the audit, sum of page numbers {r.first} to {r.last} in the binder. {{q}}"),
        ["", "Ta."],
    ),
    (
        "range",
        _from_one(lambda r: f"The seat numbers run {r.first} to {r.last}. {{q}}"),
        ["What do they add up to?", "What's their sum?", "Sum?"],
    ),
    (
        "range",
        _from_one(lambda r: f"Stop numbers on the route go {r.first} to {r.last}. {{q}}"),
        ["The audit wants their sum. What is it?", "What's the total of the stop numbers?", "Add them up?"],
    ),
    (
        "range",
        _from_one(lambda r: f"Take the numbers {r.first} to {r.last} and add them all up. {{q}}"),
        ["What's the total?", "What do you get?", "What's the answer?"],
    ),
    (
        "range",
        _from_one(lambda r: f"Just the day numbers, {r.first} to {r.last}. {{q}}"),
        ["Sum?", "Total?", "What do they add up to?"],
    ),
    (
        "range",
        _from_one(
            lambda r: f"Gauss added 1 to 100 in his head. What is {r.first} to {r.last} added up? {{q}}"
        ),
        ["", "Quick!"],
    ),
    (
        "range",
        _from_one(
            lambda r: (
                f"My old maths master told us about Gauss adding 1 to 100. What is {r.first} to {r.last}"
                " added up? {q}"
            )
        ),
        ["", "Thanks"],
    ),
    (
        "range",
        lambda r: (
            f"Staircase of blocks, {r.first} up to {r.last} high. {{q}}"
            if (r.first, r.step) == (1, 1)
            else None
        ),
        ["How many blocks in total?", "How many blocks altogether?", "How many blocks do I need?"],
    ),
]
RANGES += [
    (
        "range",
        _from_one(lambda r: f"What do page numbers {r.first} to {r.last} add up to? {{q}}"),
        ["", "Thanks"],
    ),
    (
        "range",
        _from_one(
            lambda r: f"My granddaughter's teacher wants the sum of the numbers {r.first} to {r.last}. {{q}}"
        ),
        [
            "We'd have just added them one by one! What's the total?",
            "What's the total?",
            "I'd have added them one at a time. What do they add up to?",
        ],
    ),
    (
        "range",
        _from_one(lambda r: f"The auditor wants the total of page numbers {r.first} to {r.last}. {{q}}"),
        ["I was going to add them up on paper. What is it?", "Thanks!"],
    ),
    (
        "range",
        _from_one(lambda r: f"The pages of my book are numbered {r.first} to {r.last}. {{q}}"),
        ["Sum of the page numbers?", "What do they add up to?"],
    ),
]
"""A range of numbered things (pages, seats, stops, days) whose numbers are added."""


def _places(run: Run, said: str, kept: int = 3, last: int | None = None) -> str:
    """The first `kept` terms on their numbered days and the last on its day: "2p on day 1, 4p on day 2, 6p
    on day 3 and so on up to 60p on day 30"; `last` puts the last term on another day."""
    told = ", ".join(said.format(n=term, place=place + 1) for place, term in enumerate(run.terms[:kept]))
    return f"{told} and so on up to {said.format(n=run.last, place=last or run.count)}"


DAYS: list[tuple[str, Story, list[str]]] = [
    (
        "days",
        lambda r: f"{_places(r, '{n}p on day {place}')}. {{q}}",
        ["How many pence in total?", "How many pence altogether?", "Total pence?"],
    ),
    (
        "days",
        lambda r: f"Penny challenge with my daughter\n\n{_places(r, '{n}p on day {place}')}. {{q}}",
        ["How many pence in the jar at the end?", "How many pence is that in total?"],
    ),
    (
        "days",
        lambda r: f"{_places(r, '{n} on day {place}', 2)}. {{q}}",
        ["How many altogether?", "What's the total?", "Total?"],
    ),
    (
        "days",
        lambda r: f"He does {_places(r, '{n} press-ups on day {place}', 2)}. {{q}}",
        ["How many press-ups in total?", "How many press-ups altogether?"],
    ),
    (
        "days",
        lambda r: (
            f"Daily login reward goes {r.terms[0]}, {r.terms[1]}, {r.terms[2]} coins and so on up to "
            f"{r.last} on day {r.count}. {{q}}"
        ),
        ["Total coins?", "How many coins altogether?", "How many coins is that in total?"],
    ),
    (
        "days",
        lambda r: f"{_places(r, '£{n} in week {place}')}. {{q}}",
        ["How much is that altogether?", "What's the total?", "How much in total?"],
    ),
    (
        "days",
        lambda r: (
            f"Pill count for the taper: {r.terms[0]} tablets day one, {r.terms[1]} day two, up to {r.last}"
            f" on day {r.count}. {{q}}"
        ),
        ["How many tablets in total?", "How many tablets altogether?"],
    ),
    (
        "days",
        lambda r: (
            f"{r.terms[0]} on the first day, {r.terms[1]} on the second, {r.terms[2]} on the third and so on"
            f" up to {r.last} on day {r.count}. {{q}}"
        ),
        ["How many in total?", "How many altogether?"],
    ),
    (
        "days",
        lambda r: f"I save {_places(r, '£{n} on day {place}')}. {{q}}",
        ["How much do I save in total?", "How much altogether?", "Total saved?"],
    ),
]
DAYS += [
    (
        "days",
        lambda r: f"I read {_places(r, '{n} pages on day {place}', 2)}. {{q}}",
        ["How many pages did I read?", "How many pages in total?"],
    ),
    (
        "days",
        lambda r: f"{_places(r, '{n} sit-ups on day {place}', 2)} - {{q}}",
        ["how many sit-ups altogether?", "how many sit-ups in total?"],
    ),
]
"""Amounts on numbered days (or weeks) that grow by the same step: the days' numbers are places, not terms."""

STACKS: list[tuple[str, Story, list[str]]] = [
    (
        "stack",
        lambda r: (
            f"A stack of cans has {r.terms[0]} on top, then {r.terms[1]}, {r.terms[2]} and so on down to "
            f"{r.last} on the bottom. {{q}}"
        ),
        ["How many cans?", "How many cans altogether?", "How many cans in the stack?"],
    ),
    (
        "stack",
        lambda r: (
            f"How many bales in a stack with {r.terms[0]} on top, then {r.terms[1]}, {r.terms[2]} and so on "
            f"down to {r.last} on the bottom{{q}}"
        ),
        ["", "?"],
    ),
]
"""A stack told from its top to its bottom."""


def _lines(run: Run, kept: int = 3) -> str:
    """The run one number a line, its first `kept` terms, a line of dots and its last."""
    return "\n".join([*(str(term) for term in run.terms[:kept]), "...", str(run.last)])


LINES: list[tuple[str, Story, list[str]]] = [
    ("one a line", lambda r: f"Sum these:\n{_lines(r)}{{q}}", ["", "\nThanks!"]),
    ("one a line", lambda r: f"{{q}}\n{_lines(r, 4)}", ["Add these up:", "Sum:", "Can you add these?"]),
    ("one a line", lambda r: f"{_lines(r)}\n{{q}}", ["sum?", "add them up please", "Sum of these?"]),
]
"""A run written one number a line, with a line of dots for its gap."""

PowerStory = Callable[[int], str]
POWERS: list[tuple[str, PowerStory, list[str]]] = [
    (
        "squares by sides",
        lambda n: f"Quilt: a 1x1 block, then 2x2, 3x3, up to {n}x{n}. {{q}}",
        ["How many little squares altogether?", "How many little squares in total?"],
    ),
    (
        "squares by sides",
        lambda n: f"Square beds, 1 by 1, 2 by 2, up to {n} by {n}. {{q}}",
        ["How many square feet in all of them together?", "How many square feet in total?"],
    ),
    (
        "squares by sides",
        lambda n: f"Square beds, 1 by 1, 2 by 2, up to {n} by {n} — {{q}}",
        [
            "how many square feet in all of them together? (sum of squares 1 to {n}?)",
            "how many square feet in total? (the sum of the squares from 1 to {n})",
        ],
    ),
    (
        "squares by sides",
        lambda n: (
            f"Stacked the oranges in a pyramid: 1 on top, then a 2 by 2 layer, 3 by 3, right down to {n} by "
            f"{n} on the bottom. {{q}}"
        ),
        ["How many oranges in the stack?", "How many oranges altogether?"],
    ),
    (
        "squares by sides",
        lambda n: "Grid levels: level n is an n by n board. {q}",
        ["Total tiles for levels 1 to {n}?", "How many tiles in total for levels 1 to {n}?"],
    ),
    (
        "squares written",
        lambda n: f"1² + 2² + 3² + ... + {n}² {{q}}",
        ["= ? pls", "What's the answer?", ""],
    ),
    (
        "squares written",
        lambda n: f"Training module 4.1 asks for 1² + 2² + ... + {n}². {{q}}",
        ["What's the answer?", "What is it?"],
    ),
    (
        "squares written",
        lambda n: f"Sum of squares 1 to {n}{{q}}",
        ["", "?", " please"],
    ),
    (
        "cubes written",
        lambda n: f"1³ + 2³ + 3³ + ... + {n}³{{q}}",
        ["?", "", " = ?"],
    ),
    (
        "cubes written",
        lambda n: f"so 1 cubed plus 2 cubed up to {n} cubed {{q}}",
        ["what's the total", "how much is that"],
    ),
    (
        "cubes one a line",
        lambda n: "Sum these:\n" + "\n".join(f"{side}³" for side in range(1, n + 1)) + "{q}",
        ["", "\nThanks!"],
    ),
    (
        "cubes one a line",
        lambda n: f"Cubes\n1³\n2³\n3³\n...\n{n}³\n{{q}}",
        ["sum?", "added together?", "Total?"],
    ),
    (
        "squares one a line",
        lambda n: f"{{q}}\n1²\n2²\n3²\n…\n{n}²",
        ["Add these up:", "Sum:", "What's the total of these?"],
    ),
    ("squares by value", lambda n: f"1 + 4 + 9 + … + {n * n}{{q}}", ["", "?", " = ?"]),
    ("squares by value", lambda n: f"Squares\n1\n4\n9\n...\n{n * n}\n{{q}}", ["sum?", "Sum please"]),
    ("cubes by value", lambda n: f"Cubes:\n1\n8\n27\n...\n{n**3}\n{{q}}", ["sum?", "add them up?"]),
    ("squares by value", lambda n: f"What is 1 + 4 + 9 + 16 + ... + {n * n}{{q}}", ["?", ""]),
    ("squares by value", lambda n: f"{{q}} 1 + 4 + 9 + … + {(n - 1) ** 2} + {n * n}", ["Add up", "Sum:"]),
    ("cubes by value", lambda n: f"1 + 8 + 27 + ... + {n**3}{{q}}", ["?", " = ?"]),
    ("cubes by value", lambda n: f"What's 1 + 8 + 27 + 64 + … + {n**3}{{q}}", ["?", ""]),
]
"""Runs of squares or cubes, told by their sides or written out; {n} in a question is the run's last side."""


def _odd(count: int) -> list[tuple[str, str]]:
    return [
        (f"Sum of the first {count} odd numbers?", str(count * count)),
        (f"What do the first {count} odd numbers add up to?", str(count * count)),
    ]


NEAR_MISSES: list[tuple[str, Callable[[Run], str | None], str, Callable[[Run], Fraction | None]]] = [
    (
        "a last place that does not fit",
        lambda r: f"{_places(r, '{n}p on day {place}', 3, r.count + 1)}. How many pence in total?",
        ASKED,
        lambda r: None,
    ),
    (
        "a last place that does not fit",
        lambda r: f"{_places(r, '{n} on day {place}', 2, r.count - 1)}. How many altogether?",
        ASKED,
        lambda r: None,
    ),
    (
        "a step that is not constant",
        lambda r: (
            f"{r.first}p on day 1, {r.first * 2}p on day 2, {r.first * 4}p on day 3 and so on up to "
            f"{r.first * 2 ** (r.count - 1)}p on day {r.count}. How many pence in total?"
        ),
        ASKED,
        lambda r: None,
    ),
    (
        "a step that is not constant",
        lambda r: (
            f"A stack of cans has {r.terms[0]} on top, then {r.terms[1]}, {r.terms[2] + 1} and so on down to "
            f"{r.last} on the bottom. How many cans?"
        ),
        ASKED,
        lambda r: None,
    ),
    (
        "one place asked",
        lambda r: f"{_places(r, '{n}p on day {place}')}. How much on day {r.count}?",
        EITHER,
        lambda r: Fraction(r.last),
    ),
    (
        "one place asked",
        lambda r: f"{_places(r, '{n}p on day {place}')}. How much on day 10?",
        EITHER,
        lambda r: Fraction(r.terms[9]) if r.count >= 10 else None,
    ),
    (
        "one place asked",
        lambda r: f"{_places(r, '{n} on day {place}', 2)}. How many days?",
        EITHER,
        lambda r: Fraction(r.count),
    ),
    (
        "one place asked",
        lambda r: (
            f"A stack of cans has {r.terms[0]} on top, then {r.terms[1]}, {r.terms[2]} and so on down to "
            f"{r.last} on the bottom. How many rows?"
        ),
        EITHER,
        lambda r: Fraction(r.count),
    ),
    (
        "one place asked",
        lambda r: (
            f"How many bales on the bottom row if I stack {r.terms[0]} on top, then {r.terms[1]},"
            f" {r.terms[2]} and so on down to {r.last} on the bottom?"
        ),
        EITHER,
        lambda r: Fraction(r.last),
    ),
    (
        "cut short or changed",
        lambda r: f"{_places(r, '{n} on day {place}', 2)}, but I missed a day. How many altogether?",
        ASKED,
        lambda r: None,
    ),
    (
        "cut short or changed",
        lambda r: f"{_places(r, '{n}p on day {place}')}, but I missed a day. How many pence in total?",
        ASKED,
        lambda r: None,
    ),
    (
        "cut short or changed",
        lambda r: f"{_places(r, '{n}p on day {place}')}, doubled at weekends. How many pence in total?",
        ASKED,
        lambda r: None,
    ),
    (
        "cut short or changed",
        lambda r: f"{_places(r, '{n}p on day {place}')}. How many pence after day 10?",
        ASKED,
        lambda r: None,
    ),
    (
        "cut short or changed",
        lambda r: f"Each of my 3 kids saves {_places(r, '{n}p on day {place}')}. How many pence in total?",
        EITHER,
        lambda r: 3 * r.total,
    ),
    (
        "one place asked",
        lambda r: f"I read {_places(r, '{n} pages on day {place}', 2)}. How many days did I read?",
        EITHER,
        lambda r: Fraction(r.count),
    ),
    (
        "other terms",
        lambda r: (
            f"The pages of my book are numbered {r.first} to {r.last}. How many pages?"
            if r.step == 1
            else None
        ),
        EITHER,
        lambda r: Fraction(r.count),
    ),
    (
        "one place asked",
        lambda r: (
            f"Staircase of blocks, 1 up to {r.last} high. How many steps?"
            if (r.first, r.step) == (1, 1)
            else None
        ),
        EITHER,
        lambda r: Fraction(r.count),
    ),
    (
        "held, not added",
        lambda r: (
            f"I have £{r.terms[0]} on day 1, £{r.terms[1]} on day 2 and so on up to £{r.last} on day "
            f"{r.count}. How much in total?"
        ),
        ASKED,
        lambda r: None,
    ),
    (
        "cut short or changed",
        lambda r: (
            f"My granddaughter's teacher wants the sum of the numbers {r.first} to {r.last}. We'd have added"
            " them one by one, then doubled it! What's the total?"
            if r.step == 1
            else None
        ),
        ASKED,
        lambda r: None,
    ),
    (
        "cut short or changed",
        lambda r: (
            f"My teacher wants the sum of the numbers {r.first} to {r.last}. We'd have added them twice."
            " What's the total?"
            if r.step == 1
            else None
        ),
        ASKED,
        lambda r: None,
    ),
    (
        "cut short or changed",
        lambda r: (
            f"Half the class wants the sum of the numbers {r.first} to {r.last}. What's the total?"
            if r.step == 1
            else None
        ),
        EITHER,
        lambda r: r.total,
    ),
    (
        "other terms",
        lambda r: (
            f"My teacher wants the sum of the odd numbers {r.first} to {r.last}. We'd have added them one by"
            " one. What's the total?"
            if r.step == 1
            else None
        ),
        EITHER,
        lambda r: Fraction(sum(term for term in r.terms if term % 2)),
    ),
    (
        "cut short or changed",
        lambda r: (
            f"Gauss added 1 to 100 in his head, twice. What is {r.first} to {r.last} added up?"
            if r.step == 1
            else None
        ),
        ASKED,
        lambda r: None,
    ),
    (
        "cut short or changed",
        lambda r: (
            f"My old maths master told us about Gauss adding 1 to 100. What is {r.first} to {r.last}"
            " added up, then doubled?"
            if r.step == 1
            else None
        ),
        EITHER,
        lambda r: 2 * r.total,
    ),
    (
        "other terms",
        lambda r: (
            f"My old maths master told us about Gauss adding {r.first} to {r.last}." if r.step == 1 else None
        ),
        EITHER,
        lambda r: r.total,
    ),
    (
        "other terms",
        lambda r: f"Sum of the prime numbers {r.first} to {r.last}?" if r.step == 1 else None,
        ASKED,
        lambda r: None,
    ),
    (
        "other terms",
        lambda r: (
            f"The seat numbers run {r.first} to {r.last}. What do the odd ones add up to?"
            if r.step == 1
            else None
        ),
        EITHER,
        lambda r: Fraction(sum(term for term in r.terms if term % 2)),
    ),
    (
        "other terms",
        lambda r: f"Page numbers {r.first} to {r.last}. How many pages?" if r.step == 1 else None,
        EITHER,
        lambda r: Fraction(r.count),
    ),
    (
        "other terms",
        lambda r: f"Prices go {r.first} to {r.last} pounds. Total?" if r.step == 1 else None,
        ASKED,
        lambda r: None,
    ),
    (
        "other terms",
        lambda r: (
            f"Take the numbers {r.first} to {r.last} and add them all up except the {r.last}. Total?"
            if r.step == 1
            else None
        ),
        EITHER,
        lambda r: r.total - r.last,
    ),
]
NEAR_MISSES += [
    (
        "other terms",
        lambda r: f"Pages:\n{_lines(r)}\nHow many in total?",
        EITHER,
        lambda r: Fraction(r.count),
    ),
    ("other terms", lambda r: f"Seats\n{_lines(r)}\ntotal?", ASKED, lambda r: None),
    (
        "cut short or changed",
        lambda r: f"Sum these:\n{_lines(r)}\nthen double it",
        EITHER,
        lambda r: 2 * r.total,
    ),
    ("cut short or changed", lambda r: f"Sum these:\n{_lines(r)}\nexcept the last", ASKED, lambda r: None),
    ("one place asked", lambda r: f"Which is the biggest?\n{_lines(r)}", EITHER, lambda r: Fraction(r.last)),
]
"""The same runs with something that changes the sum: never answered as the run's total."""

POWER_NEAR_MISSES: list[tuple[str, PowerStory, str, Callable[[int], Fraction | None]]] = [
    ("values of no power", lambda n: f"1 + 4 + 9 + … + {n * n + 1}", ASKED, lambda n: None),
    ("values of no power", lambda n: f"Cubes\n1\n4\n9\n...\n{n * n}\nsum?", ASKED, lambda n: None),
    ("values of no power", lambda n: f"Squares\n2\n4\n6\n...\n{2 * n}\nsum?", ASKED, lambda n: None),
    ("values of no power", lambda n: f"Squares\n1\n4\n9\n...\n{n * n + 1}\nsum?", ASKED, lambda n: None),
    ("values of no power", lambda n: f"1 + 4 + 10 + … + {n * n}", ASKED, lambda n: None),
    ("values of no power", lambda n: f"1 + 4 + 9 + … + {(n - 2) ** 2} + {n * n}", ASKED, lambda n: None),
    ("values of no power", lambda n: f"1 + 8 + 27 + … + {n**3 + 1}", ASKED, lambda n: None),
    ("values of no power", lambda n: f"2 + 8 + 18 + … + {2 * n * n}", ASKED, lambda n: None),
    (
        "values of no power",
        lambda n: f"1 + 4 + … + {n * n}",
        EITHER,
        lambda n: Fraction(sum(range(1, n * n + 1, 3))) if (n * n - 1) % 3 == 0 else None,
    ),
    (
        "sides not in a row",
        lambda n: f"Quilt: a 1x1 block, then 2x2, 4x4, up to {n}x{n}. How many little squares altogether?",
        ASKED,
        lambda n: None,
    ),
    (
        "sides not in a row",
        lambda n: (
            f"Quilt: a 1x2 block, then 2x3, 3x4, up to {n}x{n + 1}. How many little squares altogether?"
        ),
        ASKED,
        lambda n: None,
    ),
    (
        "sides not in a row",
        lambda n: f"Sum these:\n1³\n2³\n4³\n...\n{n}³",
        ASKED,
        lambda n: None,
    ),
    (
        "sides not in a row",
        lambda n: f"Sum these:\n1²\n2³\n3²\n...\n{n}²",
        ASKED,
        lambda n: None,
    ),
    (
        "sides not in a row",
        lambda n: (
            f"Square beds, 1 by 1, 2 by 2, up to {n} by {n} — how many square feet in all of them together?"
            f" (sum of squares 1 to {n + 1}?)"
        ),
        ASKED,
        lambda n: None,
    ),
    (
        "sides not in a row",
        lambda n: (
            f"Square beds, 1 by 1, 2 by 2, up to {n} by {n} — how many square feet in all of them together?"
            f" (sum of cubes 1 to {n}?)"
        ),
        ASKED,
        lambda n: None,
    ),
    (
        "one place asked",
        lambda n: f"Which is the biggest?\n1³\n2³\n3³\n...\n{n}³",
        EITHER,
        lambda n: Fraction(n**3),
    ),
    (
        "one place asked",
        lambda n: f"Sum these:\n1³\n2³\n3³\n...\n{n}³\nbut leave out the last one",
        ASKED,
        lambda n: None,
    ),
    (
        "one place asked",
        lambda n: "Sum these:\n" + "\n".join(f"{side}³" for side in range(1, n + 1)) + "\nthen halve it",
        EITHER,
        lambda n: Fraction(sum(side**3 for side in range(1, n + 1)), 2),
    ),
    (
        "one place asked",
        lambda n: f"Grid levels: level n is an n by n board. How many tiles on level {n}?",
        EITHER,
        lambda n: Fraction(n * n),
    ),
    (
        "one place asked",
        lambda n: f"Square beds, 1 by 1, 2 by 2, up to {n} by {n}. How many beds?",
        EITHER,
        lambda n: Fraction(n),
    ),
    (
        "one place asked",
        lambda n: (
            f"Quilt: a 1x1 block, then 2x2, 3x3, up to {n}x{n}. How many little squares in the last block?"
        ),
        EITHER,
        lambda n: Fraction(n * n),
    ),
]


class Cell:
    def __init__(self, family: str, question: str, must: str, answer: Fraction | None) -> None:
        self.family, self.question, self.must, self.answer = family, question, must, answer


def _asked(story: str, question: str) -> str:
    return " ".join(story.replace("{q}", question).split(" ")).strip()


def grid() -> list[Cell]:
    """Every cell: each story with each run and one of its questions in turn, then the near misses."""
    cells = []
    for turn, run in enumerate(RUNS):
        for index, (family, story, questions) in enumerate([*RANGES, *DAYS, *STACKS, *LINES]):
            if (told := story(run)) is None:
                continue
            for offset in range(2):
                question = questions[(turn + index + offset) % len(questions)]
                cells.append(Cell(family, _asked(told, question), READ, run.total))
        for family, near_miss, must, worked in NEAR_MISSES:
            if (said := near_miss(run)) is not None:
                cells.append(Cell(f"near miss: {family}", said, must, worked(run)))
    for turn, sides in enumerate(SIDES):
        squares = Fraction(sum(side * side for side in range(1, sides + 1)))
        cubes = Fraction(sum(side**3 for side in range(1, sides + 1)))
        for index, (family, power_story, questions) in enumerate(POWERS):
            for offset in range(2):
                question = questions[(turn + index + offset) % len(questions)].replace("{n}", str(sides))
                total = cubes if family.startswith("cubes") else squares
                cells.append(Cell(family, _asked(power_story(sides), question), READ, total))
        for family, power_miss, must, power_worked in POWER_NEAR_MISSES:
            cells.append(Cell(f"near miss: {family}", power_miss(sides), must, power_worked(sides)))
    for count in (10, 20, 7):
        cells += [Cell("odd numbers", said, READ, Fraction(answer)) for said, answer in _odd(count)]
    return cells


def _sampled(index: int, cell: Cell) -> bool:
    return cell.must == EITHER or index % 3 == 0


def main(argv: list[str] | None = None) -> int:
    return report(__doc__, PINNED, grid(), every_bold, by_family, _sampled, argv)


if __name__ == "__main__":
    sys.exit(main())
