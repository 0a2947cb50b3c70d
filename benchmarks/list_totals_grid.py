"""Totals of a list of amounts told as a story: `python benchmarks/list_totals_grid.py [--misses] [--write]`.

A grid of STORIES (two to five amounts of one kind told as the items of a list: after labels or names, with
units or currencies, on days, as bullets or lines, joined by commas, "and", "plus", "then" or slashes, the
question first or last, in chat or in the English of other first languages) times NUMBER sets (whole,
decimal, money, thousands separators) times QUESTIONS that ask the whole ("Total?", "How much altogether?",
"What's that come to?"), each cell's answer worked out here by exact arithmetic. Numbers that are no items
(a count of them, "three readings"; labels and references, "INV-221", "Week 1", "Windows 11"; dates, clock
times, ages) must never be added. NEAR MISSES tell the same stories with a word that changes the operation
("… then sold 98", "… each", "a week", "how many left?", "the difference", "kg and g"): asked back (ASKED), or
either (EITHER: asked back or the right answer, never a wrong one). It prints read % and wrong per family;
`--misses` lists the cells missed; `--write` writes a sample as [question, answer-or-null] pairs to
tests/data/list_totals_grid.json (pinned by tests/test_list_totals_grid.py).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from fractions import Fraction
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from grid_report import ASKED, DATA, EITHER, READ, by_family, every_bold, report

PINNED = DATA / "list_totals_grid.json"

NUMBERS: list[list[str]] = [
    ["146", "98", "173"],
    ["340", "185"],
    ["4.2", "6.75", "3.9"],
    ["12.40", "8.95", "23.10", "5.50"],
    ["1,250", "980", "2,475"],
    ["23", "14", "31", "9", "18"],
    ["1,128.50", "340.00"],
]
"""The amounts of each list: whole, decimal, money, thousands; two to five of them."""

COUNT_WORDS = {2: "two", 3: "three", 4: "four", 5: "five"}
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
SHORT_DAYS = ["mon", "tue", "wed", "thu", "fri"]
ITEMS = ["taxi", "lunch", "hotel", "parking", "train"]
NAMES = ["Amy", "Ben", "Cara", "Dev", "Ella"]
SHOPS = ["Tesco", "the chemist", "the butcher", "the baker", "the market"]
REFS = ["INV-221", "INV-225", "INV-230", "INV-238", "INV-241"]
MONTHS = ["May", "June", "July", "August", "Sept"]
WEEKS = ["Week 1", "Week 2", "Week 3", "Week 4", "Week 5"]


def joined(items: list[str], style: str = "comma-and") -> str:
    """The items of a list joined one way: "a, b and c", "a, b, c", "a and b and c", "a then b"."""
    if len(items) <= 1:
        return "".join(items)
    if style == "comma-and":
        return f"{', '.join(items[:-1])} and {items[-1]}"
    joiner = {"comma": ", ", "and": " and ", "plus": " plus ", "then": " then ", "slash": " / ", "semi": "; "}
    return joiner[style].join(items)


def each(shape: str, items: list[str], labels: list[str] | None = None) -> list[str]:
    """Each item said in a shape ("{label} {n}", "{n} kg"), with its label."""
    labels = labels or [""] * len(items)
    return [shape.format(n=n, label=label) for n, label in zip(items, labels, strict=False)]


Story = Callable[[list[str], int], str]
"""A story of a list of amounts, given its items and a turn (to vary its words), its question at "{q}"."""

STORIES: list[tuple[str, Story, list[str]]] = [
    (
        "label and colon",
        lambda ns, t: f"Books returned: {joined(ns, ['comma', 'comma-and'][t % 2])}. {{q}}",
        ["Total returns?", "How many altogether?", "What's the total?"],
    ),
    (
        "label, no colon",
        lambda ns, t: f"{['Books returned', 'Parcels delivered', 'Steps walked'][t % 3]} {joined(ns)}. {{q}}",
        ["Total?", "How many in all?", "What do they add up to?"],
    ),
    (
        "count of the items",
        lambda ns, t: f"{COUNT_WORDS[len(ns)].capitalize()} meter readings: {joined(ns)} units. {{q}}",
        ["Total?", "What's the total?", "Add them up?"],
    ),
    (
        "count of the items",
        lambda ns, t: (
            f"{COUNT_WORDS[len(ns)].capitalize()} invoices came in: {joined(each('£{n}', ns))}. {{q}}"
        ),
        ["How much is that altogether?", "What's the total?", "Total owed?"],
    ),
    (
        "count of the items",
        lambda ns, t: f"My {len(ns)} parcels weigh {joined(each('{n} kg', ns))}. {{q}}",
        ["Total weight?", "How heavy are they combined?", "What's the combined weight?"],
    ),
    (
        "days",
        lambda ns, t: f"{joined(each('{label} {n}', ns, DAYS), 'comma')}. {{q}}",
        ["How many altogether?", "Total for the week?", "How many in total?"],
    ),
    (
        "days",
        lambda ns, t: f"Visitors: {joined(each('{n} on {label}', ns, DAYS))}. {{q}}",
        ["How many visitors in total?", "Total visitors?", "How many altogether?"],
    ),
    (
        "days",
        lambda ns, t: f"{{q}} {joined(each('{label} {n}', ns, SHORT_DAYS), 'comma')}",
        ["total for the week?", "how many all week?", "whats the total"],
    ),
    (
        "names",
        lambda ns, t: f"{joined(each('{label} {n}', ns, NAMES), 'comma')}. {{q}}",
        ["What did the team score?", "Team total?", "How many points altogether?"],
    ),
    (
        "names",
        lambda ns, t: (
            f"{NAMES[0]} collected {ns[0]}, {joined(each('{label} {n}', ns[1:], NAMES[1:]))}. {{q}}"
        ),
        ["How many did they collect altogether?", "Total collected?", "How many in all?"],
    ),
    (
        "references",
        lambda ns, t: f"{joined(each('{label} £{n}', ns, REFS), 'comma')}. {{q}}",
        ["Total?", "What do the invoices come to?", "Total due?"],
    ),
    (
        "references",
        lambda ns, t: f"{joined(each('{label}: {n}', ns, WEEKS), 'comma')}. {{q}}",
        ["Total?", "How many altogether?", "What's the total over the weeks?"],
    ),
    (
        "references",
        lambda ns, t: f"Order #88213: {joined(each('£{n}', ns))}. {{q}}",
        ["Order total?", "What does the order come to?", "Total?"],
    ),
    (
        "references",
        lambda ns, t: f"Windows 11 laptop £{ns[0]}, {joined(each('{label} £{n}', ns[1:], ITEMS[1:]))}. {{q}}",
        ["Total spend?", "What's the total?", "How much altogether?"],
    ),
    (
        "bullets and lines",
        lambda ns, t: "Expenses:\n" + "\n".join(each("- {label} {n}", ns, ITEMS)) + "\n{q}",
        ["Total?", "What's that come to?", "Total expenses?"],
    ),
    (
        "bullets and lines",
        lambda ns, t: "\n".join(each("{label} £{n}", ns, ITEMS)) + "\n{q}",
        ["what's that come to?", "total please", "how much all together?"],
    ),
    (
        "bullets and lines",
        lambda ns, t: "\n".join(each("• {n}", ns)) + "\n{q}",
        ["Add them up?", "Sum?", "Total?"],
    ),
    (
        "units",
        lambda ns, t: f"{joined(each('{n} kg', ns))}. {{q}}",
        ["What's the total weight?", "Total?", "How much is that in all?"],
    ),
    (
        "units",
        lambda ns, t: f"Rainfall this week {joined(each('{n} mm', ns), 'comma')}. {{q}}",
        ["Total rainfall?", "How much rain in total?", "What's the total?"],
    ),
    (
        "units",
        lambda ns, t: f"I ran {joined(each('{n} km', ns), 'then')}. {{q}}",
        ["How far altogether?", "Total distance?", "How far did I run in total?"],
    ),
    (
        "units",
        lambda ns, t: f"{joined(each('{n} euros the {label}', ns, ITEMS[::-1]), 'comma')}. {{q}}",
        ["What did it cost in total?", "Total?", "What's that come to?"],
    ),
    (
        "money",
        lambda ns, t: f"Spent {joined(each('£{n} at {label}', ns, SHOPS), 'comma')} today. {{q}}",
        ["What's the total?", "How much altogether?", "Total spent?"],
    ),
    (
        "money",
        lambda ns, t: f"Receipts: {joined(each('${n}', ns), 'plus')}. {{q}}",
        ["Total?", "How much is that combined?", "What's the sum?"],
    ),
    (
        "question first",
        lambda ns, t: f"{{q}} {joined(each('{label} {n}', ns, ITEMS), 'comma')}",
        ["What's the total of my expenses?", "How much did I spend altogether?", "Can you add these up?"],
    ),
    (
        "question first",
        lambda ns, t: f"{{q}} {joined(ns)}",
        ["What's the total of the readings:", "Total of these sales:", "Add up my scores please:"],
    ),
    (
        "chat",
        lambda ns, t: f"ok so {joined(ns, 'then')} {{q}}",
        ["wats that come to", "total?? lol", "how much is that all together"],
    ),
    (
        "chat",
        lambda ns, t: f"hey!! got {joined(ns, 'and')} in the tips jar {{q}}",
        ["how much altogether", "whats the total", "total pls"],
    ),
    (
        "other first languages",
        lambda ns, t: f"In my shop the customers are buying {joined(each('{n} bread', ns))}. {{q}}",
        ["How many bread is all together?", "How much bread in total it is?", "Total of bread?"],
    ),
    (
        "other first languages",
        lambda ns, t: f"My son he is making {joined(ns)} points in the games. {{q}}",
        ["How many points he make in total?", "All together how much?", "What is the total points?"],
    ),
    (
        "scores and rounds",
        lambda ns, t: f"I scored {joined(ns)} on the {COUNT_WORDS[len(ns)]} rounds. {{q}}",
        ["What did I score?", "What's my total?", "What did I score altogether?"],
    ),
    (
        "scores and rounds",
        lambda ns, t: f"The sides of the field are {joined(each('{n} m', ns))}. {{q}}",
        ["How far is it all the way round?", "What's the total length?", "How far round?"],
    ),
    (
        "dates, times and ages",
        lambda ns, t: f"On 3 March we took {joined(each('£{n}', ns))} at the fair. {{q}}",
        ["How much in total?", "What did we take altogether?", "Total?"],
    ),
    (
        "dates, times and ages",
        lambda ns, t: f"My 40 year old dad lifted {joined(each('{n} kg', ns))}. {{q}}",
        ["How much did he lift in total?", "Total?", "How many kg altogether?"],
    ),
    (
        "names",
        lambda ns, t: f"Points this season: {joined(each('{label} match: {n}', ns, SHOPS), 'comma')}. {{q}}",
        ["Total points?", "How many points in all?", "What's the season total?"],
    ),
    (
        "money",
        lambda ns, t: f"Fuel receipts {joined(each('{n} euros', ns), ['comma', 'and'][t % 2])}. {{q}}",
        ["Sum?", "Combined?", "What do they come to?"],
    ),
    (
        "chat",
        lambda ns, t: f"we raised {joined(ns)} at the {len(ns)} stalls {{q}}",
        ["wat does it all add up to", "whats it come to", "total??"],
    ),
    (
        "dates, times and ages",
        lambda ns, t: (
            f"Since 2019 the club grew: {joined(each('{n} members in {label}', ns, MONTHS))}. {{q}}"
        ),
        ["How many joined in total?", "Total joiners?", "How many altogether?"],
    ),
    (
        "days",
        lambda ns, t: f"Reading log - {joined(each('{label}: {n} pages', ns, SHORT_DAYS), 'comma')}. {{q}}",
        ["Pages read in all?", "Total pages?", "How many pages altogether?"],
    ),
    (
        "references",
        lambda ns, t: (
            f"Fundraiser: {joined(each('Year {label} £{n}', ns, ['3', '4', '5', '6', '2']), 'comma')} - {{q}}"
        ),
        ["what's the grand total?", "total raised?", "how much altogether?"],
    ),
    (
        "references",
        lambda ns, t: (
            f"{joined(each('{label} round {n}', ns, ['1st', '2nd', '3rd', '4th', '5th']), 'comma')} - {{q}}"
        ),
        ["total score?", "total?", "what did I score?"],
    ),
    (
        "units",
        lambda ns, t: f"Rainfall (mm) - {joined(ns, 'comma')}. {{q}}",
        ["Weekly total?", "Total?", "How much in all?"],
    ),
    (
        "names",
        lambda ns, t: (
            f"{joined(each('Team {label}: {n} points', ns, ['A', 'B', 'C', 'D', 'E']), 'semi')}. {{q}}"
        ),
        ["Points in total?", "Total points?", "How many points altogether?"],
    ),
    (
        "money",
        lambda ns, t: f"Donations came in at {joined(each('£{n}', ns))}. {{q}}",
        ["Combined?", "Total?", "What do they add up to?"],
    ),
    (
        "dates, times and ages",
        lambda ns, t: f"Deliveries before 9:30: {joined(ns)} boxes. {{q}}",
        ["How many boxes in total?", "Total?", "How many altogether?"],
    ),
]
"""Stories of a list of amounts of one kind, each with the questions that ask for their total."""

NEAR_MISSES: list[
    tuple[str, Callable[[list[str]], str | None], str, Callable[[list[Fraction]], Fraction | None]]
] = [
    (
        "a change word",
        lambda ns: f"Books in: {joined(ns[:-1])}, then we sold {ns[-1]}. How many now?",
        EITHER,
        lambda vs: sum(vs[:-1], Fraction(0)) - vs[-1],
    ),
    (
        "a change word",
        lambda ns: (
            f"I had {ns[0]} stickers, got {joined(ns[1:-1]) or 'some'} and gave away {ns[-1]}. How "
            "many altogether?"
        ),
        ASKED,
        None,
    ),
    ("a change word", lambda ns: f"Paid {ns[0]}, got {ns[-1]} back. Total?", ASKED, None),
    ("a change word", lambda ns: f"{ns[0]} minus {joined(ns[1:], 'comma')}. Total?", ASKED, None),
    ("a change word", lambda ns: f"Spent {joined(each('£{n}', ns))} from my £5,000. Total?", ASKED, None),
    (
        "a change word",
        lambda ns: f"{joined(each('{label} {n}', ns[:-1], DAYS), 'comma')}, less {ns[-1]} returns. Total?",
        ASKED,
        None,
    ),
    ("each or a rate", lambda ns: f"Tickets: {joined(each('£{n}', ns))} each. Total?", ASKED, None),
    ("each or a rate", lambda ns: f"Rent £{ns[0]} a week, bills £{ns[-1]} a month. Total?", ASKED, None),
    ("each or a rate", lambda ns: f"{ns[0]} tickets at £{ns[-1]}. Total?", EITHER, lambda vs: vs[0] * vs[-1]),
    (
        "each or a rate",
        lambda ns: f"{joined(each('{label} {n}', ns, DAYS), 'comma')} at £3 each. Total?",
        EITHER,
        lambda vs: 3 * sum(vs, Fraction(0)),
    ),
    (
        "left asked",
        lambda ns: f"Books returned {joined(ns)}. How many are left?" if len(ns) > 2 else None,
        ASKED,
        None,
    ),
    (
        "left asked",
        lambda ns: f"{joined(each('{label} {n}', ns, DAYS), 'comma')}. What's left?" if len(ns) > 2 else None,
        ASKED,
        None,
    ),
    (
        "difference asked",
        lambda ns: f"Shop {ns[0]}, cafe {ns[-1]}. What's the difference?",
        EITHER,
        lambda vs: abs(vs[0] - vs[-1]),
    ),
    (
        "difference asked",
        lambda ns: (
            f"Monday {ns[0]}, Tuesday {ns[-1]}. How many more on the "
            f"{'Monday' if values_of([ns[0]]) > values_of([ns[-1]]) else 'Tuesday'}?"
        ),
        EITHER,
        lambda vs: abs(vs[0] - vs[-1]),
    ),
    (
        "each or average asked",
        lambda ns: f"Books returned {joined(ns)}. What's the average?",
        EITHER,
        lambda vs: sum(vs, Fraction(0)) / len(vs),
    ),
    (
        "each or average asked",
        lambda ns: f"Invoices: {joined(each('£{n}', ns))}. How much each?",
        ASKED,
        None,
    ),
    (
        "units to convert",
        lambda ns: f"{joined([f'{ns[0]} kg', *each('{n} g', ns[1:])])}. Total weight?",
        ASKED,
        None,
    ),
    ("units to convert", lambda ns: f"£{ns[0]} and {ns[-1]}p. Total?", ASKED, None),
    (
        "a count that does not fit",
        lambda ns: f"{COUNT_WORDS.get(len(ns) + 1, 'six').capitalize()} readings: {joined(ns)}. Total?",
        ASKED,
        None,
    ),
    (
        "other numbers",
        lambda ns: f"Tom has {ns[0]}, Ann has {ns[-1]}. Total?",
        EITHER,
        lambda vs: vs[0] + vs[-1],
    ),
    ("other numbers", lambda ns: f"{ns[0]} books cost £{ns[-1]}. Total?", ASKED, None),
    ("other numbers", lambda ns: f"2 adults and 3 children; tickets £{ns[0]}. Total?", ASKED, None),
    ("other numbers", lambda ns: f"{joined(ns)} for 3 weeks. Total?", ASKED, None),
    ("other numbers", lambda ns: f"Out of 5000: {joined(ns)}. Total?", ASKED, None),
    ("other numbers", lambda ns: f"{joined(ns[:-1], 'comma')} or {ns[-1]}. Total?", ASKED, None),
    ("other numbers", lambda ns: f"12 rows: {joined(ns)}. Total?", ASKED, None),
    ("other numbers", lambda ns: f"From {ns[0]} to {ns[-1]}. Total?", ASKED, None),
    ("other numbers", lambda ns: f"Round {joined(ns)} to the nearest ten. Total?", ASKED, None),
    ("other numbers", lambda ns: f"{joined(ns)} twice. Total?", ASKED, None),
    ("other numbers", lambda ns: f"Budget £5000: {joined(each('£{n}', ns))}. Total left?", ASKED, None),
    ("other numbers", lambda ns: f"Page 3: {joined(ns)}. Total?", EITHER, lambda vs: sum(vs, Fraction(0))),
    ("other numbers", lambda ns: f"Scores {joined(ns)} and 10 bonus each. Total?", ASKED, None),
    ("other numbers", lambda ns: f"{ns[0]} / {ns[-1]}. Total?", ASKED, None),
    ("other numbers", lambda ns: f"{joined(ns)} apart from the {ns[0]}. Total?", ASKED, None),
    ("other numbers", lambda ns: f"Books {joined(ns)} (half price). Total?", ASKED, None),
    ("other numbers", lambda ns: f"Ages {joined(ns)}. Total age in 3 years?", ASKED, None),
    ("other numbers", lambda ns: f"{joined(each('Room {n}', ns), 'comma')}. Total?", ASKED, None),
    ("other numbers", lambda ns: f"Page {joined(ns)} were torn. Total pages?", ASKED, None),
    ("other numbers", lambda ns: f"Stock {joined(ns)} boxes of 12. Total?", ASKED, None),
    ("other numbers", lambda ns: f"Lunch {ns[0]}, dinner {ns[-1]}, split 3 ways. Total?", ASKED, None),
    ("other numbers", lambda ns: f"{joined(ns)} and so did my brother. Total?", ASKED, None),
    ("other numbers", lambda ns: f"It is 2025 and I scored {joined(ns)}. Total?", ASKED, None),
    ("other numbers", lambda ns: f"Bill £{ns[0]}, deposit £{ns[-1]}, total?", ASKED, None),
    ("names asked", lambda ns: f"Scores {joined(ns, 'comma')}. Highest total?", ASKED, None),
    (
        "names asked",
        lambda ns: f"{joined(each('{label} {n}', ns, ITEMS), 'comma')}. Total {ITEMS[len(ns) - 1]}?",
        EITHER,
        lambda vs: vs[-1],
    ),
    (
        "names asked",
        lambda ns: f"{joined(each('{n} on {label}', ns, DAYS))}. How many on {DAYS[0]} in total?",
        EITHER,
        lambda vs: vs[0],
    ),
    (
        "a sum told to check",
        lambda ns: f"{joined(ns)} makes {sum(values_of(ns), Fraction(0))}, right?",
        EITHER,
        lambda vs: sum(vs, Fraction(0)),
    ),
    (
        "a sum told to check",
        lambda ns: f"{joined(ns)} makes 400, right?",
        EITHER,
        lambda vs: sum(vs, Fraction(0)),
    ),
]
"""The same stories with a word that changes the operation: never answered as a total."""


class Cell:
    def __init__(self, family: str, question: str, must: str, answer: Fraction | None) -> None:
        self.family, self.question, self.must, self.answer = family, question, must, answer


def values_of(numbers: list[str]) -> list[Fraction]:
    return [Fraction(number.replace(",", "")) for number in numbers]


def grid() -> list[Cell]:
    """Every cell: each story with each number set and one of its questions in turn, then the near misses."""
    cells = []
    for turn, numbers in enumerate(NUMBERS):
        total = sum(values_of(numbers), Fraction(0))
        for index, (family, story, questions) in enumerate(STORIES):
            for offset in range(2):
                question = questions[(turn + index + offset) % len(questions)]
                said = story(numbers, turn + offset).replace("{q}", question)
                cells.append(Cell(family, said, READ, total))
        for family, near_miss, must, worked in NEAR_MISSES:
            answer = worked(values_of(numbers)) if worked else None
            if (said := near_miss(numbers)) is not None:
                cells.append(Cell(f"near miss: {family}", said, must, answer))
    return cells


def _sampled(index: int, cell: Cell) -> bool:
    return cell.must == EITHER or index % 3 == 0


def main(argv: list[str] | None = None) -> int:
    return report(__doc__, PINNED, grid(), every_bold, by_family, _sampled, argv)


if __name__ == "__main__":
    sys.exit(main())
