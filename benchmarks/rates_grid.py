"""A rate times a count: `python benchmarks/rates_grid.py [--misses] [--write]`.

One number is an amount for one of something (a price each, an amount a week, points a try, apples to a bag),
the other counts those things (96 tickets, 38 weeks, 17 tries, 22 bags), and the question asks for the whole
(a total, a bill, how many points) or there is no question at all. A grid of story TEMPLATES in many shapes
(labels before, names, questions first or last, bullets, chat, English from other first languages) times
SCENES (what is priced or counted) times NUMBER pairs (whole, decimal, money, thousands, number words) times
QUESTIONS, each answer worked out here by exact arithmetic; HOLDERS (water butts hold 210 litres, 4 of them;
a crate has 12 items, 35 crates opened) and GRIDS told by their sides (12 slabs across, 15 down; 140
stitches wide and 98 high) in the same way; then NEAR MISSES, the same stories with a word
that changes the calculation (a question of how many can be bought, of each one, of what is left, a third
number, a count of another thing than the rate is for), which must be asked back (ASKED) or answered only with
the right value (EITHER). It prints read % and wrong per family; `--misses` lists the cells missed; `--write`
writes a sample as [question, answer-or-null] pairs to tests/data/rates_grid.json (pinned by
tests/test_rates_grid.py).
"""

from __future__ import annotations

import re
import sys
from fractions import Fraction
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from grid_report import ASKED, DATA, EITHER, READ, every_bold, report
from measure_reader import length_of, number_of

PINNED = DATA / "rates_grid.json"

PRICED = [
    ("ticket", "tickets", "Box office"),
    ("programme", "programmes", "Programme sellers"),
    ("pasty", "pasties", "Bakery order"),
    ("raffle ticket", "raffle tickets", "School fete"),
    ("candle", "candles", "Craft fair"),
    ("shirt", "shirts", "Kit order"),
    ("seat", "seats", "Coach trip"),
]
"""Things priced each: one, many, and a label a story may start with."""

PERIODS = [
    ("week", "weeks", "Sunday league subs"),
    ("month", "months", "Gym membership"),
    ("day", "days", "Parking"),
    ("night", "nights", "Hotel"),
    ("hour", "hours", "Babysitting"),
    ("lesson", "lessons", "Swimming"),
]
"""What a money rate is for when it is a stretch of time or a session, counted in the same word."""

AMOUNTS = [
    ("points", "try", "tries", "Rugby union"),
    ("apples", "bag", "bags", "Orchard"),
    ("cells", "tray", "trays", "Seedlings"),
    ("pages", "chapter", "chapters", "Reading log"),
    ("litres", "day", "days", "Water use"),
    ("points", "win", "wins", "League table"),
    ("eggs", "box", "boxes", "Farm shop"),
]
"""An amount of something for one thing (points a try, apples to a bag), and the things counted."""

MONEY = [("12.50", "96"), ("4", "38"), ("3.50", "45"), ("0.85", "24"), ("1,250", "12"), ("7.99", "3"),
         ("15", "1,200"), ("2.40", "17")]  # fmt: skip
WHOLE = [("5", "17"), ("13", "22"), ("24", "15"), ("6", "38"), ("2.5", "12"), ("3", "40")]
"""(rate, count) pairs: money amounts and whole amounts."""
WORDS = {"3": "three", "12": "twelve", "17": "seventeen", "22": "twenty-two", "4": "four", "5": "five",
         "24": "twenty-four", "15": "fifteen", "40": "forty", "38": "thirty-eight"}  # fmt: skip
"""Numbers written in words in some templates."""

SIGNS = ["£{}", "${}", "€{}", "{} pounds", "£{}", "{} dollars", "{} euros"]
NAMES = ["Priya", "Tomasz", "Mrs Okafor", "my son", "Aunt Jo", "Kwame", "the scouts"]

MONEY_QUESTIONS = [
    "What's the total?", "How much altogether?", "What does that come to?", "Total cost?",
    "What's the bill?", "How much is that in total?", "What will it cost?", "How much in all?",
    "How much did that cost?", "what's the total amount?",
]  # fmt: skip
AMOUNT_QUESTIONS = [
    "How many {unit}?", "How many {unit} altogether?", "Total {unit}?", "How many {unit} in total?",
    "What's the total?", "How many {unit} is that?",
]  # fmt: skip

EACH_TEMPLATES = [
    ("no question", "{label}: {c} {things} at {r}"),
    ("no question", "{c} {things} at {r} each"),
    ("question last", "{c} {things} at {r} each. {q}"),
    ("question last", "{r} each for {c} {things}, {ql}"),
    ("names", "{name} bought {c} {things} at {r} each. {q}"),
    ("names", "{name} sold {c} {things} for {r} each. {q}"),
    ("labels", "{label}: {c} {things} at {r} each. {q}"),
    ("labels", "{label} - {c} {things}, {r} each. {q}"),
    ("question first", "{qf} for {c} {things} at {r} each?"),
    ("count alone", "The {things} are {r} each and {name} needs {c}. {q}"),
    ("price first", "{Things} cost {r} each. {name} buys {c} {things}. {q}"),
    ("price first", "{Things} are {r} each, we want {c}. {q}"),
    ("bullets", "{label}\n- {things}: {c}\n- price each: {r}\n{q}"),
    ("chat", "{c} {things} @ {r} each wats the total"),
    ("chat", "ok so {c} {things} at {r} each how much altogether lol"),
    ("abroad", "I buy {c} {things}, for each one I pay {r}. How much I must pay in total?"),
    ("abroad", "Please, {c} {things} with price {r} for each. What is total?"),
    ("abroad", "He buys {c} {things}; one {thing} costs {r}. How much he pay?"),
    ("filler", "{name} sold {c} {things} at the fete, {r} a {thing}. Takings?"),
    ("filler", "Right, {c} {things} needed for the trip at {r} a go. What's that in total?"),
    ("labels", "{c} {things} at {r} each for the {label}. {q}"),
    ("chat", "{c} {things} at {r} each what does it all come to"),
    ("question first", "Total? {c} {things} @ {r}"),
    ("question first", "How much did {name} spend on {c} {things} at {r} each?"),
]
"""Money for each of a thing and a count of the things."""

PERIOD_TEMPLATES = [
    ("no question", "{label}: {r} a {thing} for {c} {things}"),
    ("question last", "{r} a {thing} for {c} {things}. {q}"),
    ("question last", "{r} per {thing}, {c} {things}. {q}"),
    ("names", "{name} pays {r} a {thing} for {c} {things}. {q}"),
    ("labels", "{label}: {r} per {thing} for {c} {things}, {ql}"),
    ("question first", "{qf} for {c} {things} at {r} a {thing}?"),
    ("question first", "{qf} of {r} every {thing} for {c} {things}?"),
    ("count first", "{c} {things} at {r} a {thing}. {q}"),
    ("count first", "{name} did {c} {things} at {r} per {thing}, {ql}"),
    ("chat", "{r} a {thing}, {c} {things}, total pls"),
    ("filler", "{name}'s {label} is {r} a {thing}, and it runs for {c} {things}. {q}"),
    ("question first", "How much will {c} {things} cost at {r} per {thing}?"),
    ("names", "{name} earns {r} a {thing} and did {c} {things} last term. How much did they earn?"),
    ("abroad", "For {c} {things} I pay {r} each {thing}. How much is all?"),
    ("slash", "{c} {things} at {r}/{thing}. {q}"),
    ("slash", "{label}: {r}/{thing} for {c} {things}, {ql}"),
]
"""Money for a stretch of time or a session, and how many of them."""

AMOUNT_TEMPLATES = [
    ("question last", "{label}: {r} {unit} a {thing}, {c} {things}. {q}"),
    ("question last", "{r} {unit} per {thing} and {c} {things}. {q}"),
    ("names", "{name} got {c} {things} at {r} {unit} each. {q}"),
    ("names", "{name} scored {c} {things}, {r} {unit} a {thing}. {q}"),
    ("to a", "{r} {unit} to a {thing}, {c} {things}. {q}"),
    ("each", "{c} {things} with {r} {unit} each. {q}"),
    ("each", "{c} {things}, {r} {unit} in each. {q}"),
    ("question first", "How many {unit} in {c} {things} at {r} {unit} a {thing}?"),
    ("chat", "{c} {things} n {r} {unit} a {thing} how many {unit} lol"),
    ("abroad", "Every {thing} has {r} {unit}. There are {c} {things}. How many {unit} it makes?"),
    ("hold", "The {things} hold {r} {unit} each and there are {c} {things}. How many {unit} in all?"),
    ("hold", "Each {thing} has {r} {unit}, {c} {things}. Total {unit}?"),
    ("labels", "{label}: {c} {things}, {r} {unit} apiece. How many {unit} is that?"),
    ("no question", "{label}: {r} {unit} a {thing} over {c} {things}"),
]
"""An amount of something for each thing (points, apples, cells) and the things counted."""

IMPLIED_TEMPLATES = [
    ("month in a year", "{label}: {r} a month for the year", Fraction(12)),
    ("month in a year", "{r} a month, annual cost?", Fraction(12)),
    ("month in a year", "{name}'s phone is {r} a month, for the year?", Fraction(12)),
    ("week in a fortnight", "{label}: {r} a week for the fortnight", Fraction(2)),
]
"""A rate and a longer period that holds an exact count of the rate's: 12 months a year, 2 weeks a
fortnight."""

HOLDERS = [
    ("water butt", "water butts", "litres", "Garden"),
    ("crate", "crates", "items", "Warehouse"),
    ("seed tray", "seed trays", "cells", "Greenhouse"),
    ("tank", "tanks", "litres", "Fish room"),
    ("box", "boxes", "eggs", "Farm shop"),
    ("shelf", "shelves", "books", "Library"),
    ("barrel", "barrels", "kg", "Cellar"),
]
"""A holder, many of it, what one holds (a unit or things), and a label a story may start with."""
HELD = [("210", "4"), ("12", "35"), ("24", "15"), ("13", "22"), ("6", "48"), ("1,000", "3"), ("2.5", "12")]
"""(what one holds, how many holders) pairs."""

HOLDER_TEMPLATES = [
    (
        "of them",
        "{Holders} hold {r} {unit}, I've got {c} of them. How many {unit} if they're all full?",
        True,
    ),
    (
        "of them",
        "{label}: {holders} hold {r} {unit} and we have {c} of them. How many {unit} can they hold?",
        True,
    ),
    ("has", "{Holder} has {r} {unit}, opened {c} {holders}. {Unit}?", False),
    ("has", "Each {holder} has {r} {unit}, there are {c} {holders}. How many {unit} altogether?", False),
    ("holds", "A {holder} holds {r} {unit} and I have {c} {holders}. How many {unit} in total?", False),
    ("holds", "{Holders} hold {r} {unit} each and we've got {c} {holders}, how many {unit}?", False),
    ("holds", "{label}: {holders} hold {r} {unit}, {c} {holders}. Total {unit}?", False),
    (
        "contains",
        "Every {holder} contains {r} {unit}. We filled {c} {holders}. How many {unit} is that?",
        False,
    ),
    (
        "each holds",
        "I've got {c} {holders} and each holds {r} {unit}. How many {unit} if they're all full?",
        False,
    ),
    ("each holds", "{c} {holders}, each holding {r} {unit}. How many {unit} altogether?", False),
    ("to a", "{label}: {r} {unit} to a {holder}, {c} {holders} ordered. How many {unit}?", False),
]
"""A holder and what one holds, and how many holders: the last field tells whether "of them" counts the
holders (only when what is held is a unit, so that "them" cannot be the things held)."""

GRID_SCENES = [
    ("Blanket", "hexagons", "crochet"),
    ("Cross stitch chart", "stitches", "stitch"),
    ("Patio", "slabs", "lay"),
    ("Quilt", "patches", "sew"),
    ("Seed bed", "plants", "plant"),
    ("Mosaic", "tiles", "fit"),
]
"""A grid, what its places are, and what is done to each."""
SIDES = [("12", "15"), ("140", "98"), ("20", "30"), ("8", "25"), ("1,920", "1,080"), ("6", "9")]

GRID_TEMPLATES = [
    ("across and down", "{label}: {a} {things} across, {b} down. How many {things}?"),
    ("across and down", "{label}: {a} {things} across, {b} down. How many {things} to {verb}?"),
    (
        "across and down",
        "The {lower} is {a} {things} across and {b} {things} down, how many {things} do I need?",
    ),
    ("across and down", "{label} - {a} {things} across x {b} down, how many {things} altogether?"),
    ("wide and high", "{label} is {a} {things} wide and {b} high. Total {things}?"),
    ("wide and high", "{label}: {a} {things} wide by {b} high. How many {things} in total?"),
    ("wide and high", "My {lower} is {a} {things} wide and {b} {things} tall, how many {things} is that?"),
    ("wide and high", "{a} {things} wide, {b} high. Total number of {things}?"),
]
"""A grid told by its sides across and down, or wide and high, and the places in it asked."""

POLITE_TEMPLATES = [
    ("as per", "Please could you confirm the cost of {c} {things} at {r} each as per your quote?"),
    ("could you", "Could you tell me the total for {c} {things} at {r} each?"),
    ("can you", "Can you work out the total of {c} {things} at {r} each?"),
]
"""A total asked politely, or of a price as per a paper."""

HOLDER_GRID_TEMPLATES = [
    ("per holder", "Each {holder} holds {a} x {b} {things}. How many {things} per {holder}?"),
    ("in each", "Each {holder} holds {a} by {b} {things}, how many {things} in each {holder}?"),
    ("asked", "A {holder} holds {a} x {b} {things}. How many {things}?"),
]
HOLDER_GRIDS = [("rack", "tubes"), ("tray", "eggs"), ("box", "chocolates"), ("sheet", "stamps")]
"""A holder of a grid of things, asked what one holds."""

SO_TEMPLATES = [
    ("so", "Vet says {c} scoops of {r} g a day - so how many grams a day?"),
    ("so", "The horse gets {c} scoops of {r} g, so how many grams is that?"),
    ("so", "Recipe: {c} cups of {r} ml, so how many ml in total?"),
]
"""Groups of a measure, asked with "so" before the question."""

ALL_WON_TEMPLATES = [
    (
        "won the lot",
        "Season has {c} fixtures and we get {r} points a win. If we won the lot, how many points?",
    ),
    ("won them all", "We play {c} games and get {r} points a win. If we win them all, how many points?"),
    ("won every one", "League: {c} matches, {r} points a win. Say we won every match, how many points?"),
]
"""Points a win and the games played, every one supposed won."""

OTHER_QUESTIONS: list[tuple[str, str, str]] = [
    ("How much is left?", ASKED, ""), ("How much each?", EITHER, "rate"),
    ("What's the difference?", ASKED, ""),
    ("How much more is that?", ASKED, ""), ("What's the average?", ASKED, ""), ("Is that enough?", ASKED, ""),
    ("How much is one?", EITHER, "rate"), ("How much change from £50?", ASKED, ""),
    ("How many can I get for £100?", ASKED, ""), ("What's half of it?", ASKED, ""),
    ("How much do I save?", EITHER, "whole"), ("What's that per month?", ASKED, ""),
]  # fmt: skip
"""Questions put in place of the question for the whole, which ask something else: asked back, or answered
with the rate when they ask for one; "How much do I save?" may ask the whole earned, never another number."""

QUESTION_FIRST = ["What's the total", "How much is it", "What do I pay", "What's the cost", "How much"]


def money(rate: str, turn: int) -> str:
    return SIGNS[turn % len(SIGNS)].format(rate)


def in_words(number: str, turn: int) -> str:
    return WORDS.get(number, number) if turn % 4 == 3 else number


def value(number: str) -> Fraction:
    return Fraction(number.replace(",", ""))


class Cell:
    def __init__(self, family: str, question: str, must: str, answer: Fraction | None) -> None:
        self.family, self.question, self.must, self.answer = family, question, must, answer


def _each_cells(turn: int) -> list[Cell]:
    cells = []
    for shape, template in EACH_TEMPLATES:
        thing, things, label = PRICED[turn % len(PRICED)]
        rate, count = MONEY[turn % len(MONEY)]
        question = MONEY_QUESTIONS[turn % len(MONEY_QUESTIONS)]
        said = template.format(
            c=in_words(count, turn), thing=thing, things=things, Things=things.capitalize(),
            r=money(rate, turn), q=question, ql=question[0].lower() + question[1:],
            qf=QUESTION_FIRST[turn % len(QUESTION_FIRST)], label=label, name=NAMES[turn % len(NAMES)],
        )  # fmt: skip
        cells.append(Cell(f"each: {shape}", said, READ, value(rate) * value(count)))
        cells += _asked_otherwise("each", template, turn, (rate, count), dict(
            c=in_words(count, turn), thing=thing, things=things, Things=things.capitalize(),
            r=money(rate, turn), qf=QUESTION_FIRST[turn % len(QUESTION_FIRST)], label=label,
            name=NAMES[turn % len(NAMES)],
        ))  # fmt: skip
        turn += 1
    return cells


def _asked_otherwise(
    family: str, template: str, turn: int, told: tuple[str, str], words: dict[str, str]
) -> list[Cell]:
    """The story of a template with another question in place of its question for the whole."""
    if "{q}" not in template and "{ql}" not in template:
        return []
    other, must, kind = OTHER_QUESTIONS[turn % len(OTHER_QUESTIONS)]
    said = template.format(q=other, ql=other[0].lower() + other[1:], **words)
    rate, count = value(told[0]), value(told[1])
    right = {"rate": rate, "whole": rate * count}.get(kind)
    return [Cell(f"near miss: {family} asked otherwise", said, must, right)]


def _period_cells(turn: int) -> list[Cell]:
    cells = []
    for shape, template in PERIOD_TEMPLATES:
        thing, things, label = PERIODS[turn % len(PERIODS)]
        rate, count = MONEY[(turn + 3) % len(MONEY)]
        question = MONEY_QUESTIONS[turn % len(MONEY_QUESTIONS)]
        said = template.format(
            c=in_words(count, turn), thing=thing, things=things, r=money(rate, turn), q=question,
            ql=question[0].lower() + question[1:], qf=QUESTION_FIRST[turn % len(QUESTION_FIRST)], label=label,
            name=NAMES[turn % len(NAMES)],
        )  # fmt: skip
        cells.append(Cell(f"period: {shape}", said, READ, value(rate) * value(count)))
        cells += _asked_otherwise("period", template, turn, (rate, count), dict(
            c=in_words(count, turn), thing=thing, things=things, r=money(rate, turn),
            qf=QUESTION_FIRST[turn % len(QUESTION_FIRST)], label=label, name=NAMES[turn % len(NAMES)],
        ))  # fmt: skip
        turn += 1
    return cells


def _amount_cells(turn: int) -> list[Cell]:
    cells = []
    for shape, template in AMOUNT_TEMPLATES:
        unit, thing, things, label = AMOUNTS[turn % len(AMOUNTS)]
        rate, count = WHOLE[turn % len(WHOLE)]
        question = AMOUNT_QUESTIONS[turn % len(AMOUNT_QUESTIONS)].format(unit=unit)
        said = template.format(
            c=in_words(count, turn), thing=thing, things=things, r=in_words(rate, turn + 1), unit=unit,
            q=question, label=label, name=NAMES[turn % len(NAMES)],
        )  # fmt: skip
        cells.append(Cell(f"amount: {shape}", said, READ, value(rate) * value(count)))
        turn += 1
    return cells


NEAR_MISSES: list[tuple[str, str, str, Fraction | None]] = [
    ("how many can be bought", "Tickets are £12.50 each and I have £100. How many can I buy?", ASKED, None),
    ("how many can be bought", "Pies at £3.50 each, how many for £28?", EITHER, Fraction(8)),
    ("each one", "96 tickets cost £1,200. How much is each ticket?", EITHER, Fraction(25, 2)),
    ("each one", "96 tickets at £12.50 each. How much is one ticket?", EITHER, Fraction(25, 2)),
    ("each one", "£4 a week for 38 weeks. How much a week?", EITHER, Fraction(4)),
    ("each one", "Sunday league subs: £4 a week for 38 weeks, what's that per player?", ASKED, None),
    ("each one", "45 programmes at £3.50, what's that per programme?", EITHER, Fraction(7, 2)),
    ("each one", "5 points a try, 17 tries. Points per try?", EITHER, Fraction(5)),
    ("what is left", "96 tickets at £12.50 each. How much is left?", ASKED, None),
    ("what is left", "£4 a week for 38 weeks, how many weeks are left?", ASKED, None),
    ("what is left", "45 programmes at £3.50 each, how much change?", ASKED, None),
    ("difference", "96 tickets at £12.50 each. What's the difference?", ASKED, None),
    ("difference", "5 points a try and 17 tries, how many more points?", ASKED, None),
    ("third number", "96 tickets at £12.50 each and sold 90 of them. Total?", ASKED, None),
    ("third number", "£4 a week for 38 weeks after a £20 deposit. Total?", ASKED, None),
    ("third number", "3 bunches for £10, I want 12 lots. Total?", ASKED, None),
    ("third number", "45 programmes at £3.50 each, 5 were free. Total?", ASKED, None),
    ("third number", "£12.50 each for 3 kids and £2 bus fare. Weekly total?", ASKED, None),
    ("changed total", "96 tickets at £12.50 each with a discount. Total?", ASKED, None),
    ("changed total", "45 programmes at £3.50 each plus delivery. Total?", ASKED, None),
    ("changed total", "45 programmes at £3.50 each but some were returned. Total?", ASKED, None),
    ("changed total", "Half of the 96 tickets at £12.50 sold. Takings?", ASKED, None),
    ("changed total", "£4 every other week for 38 weeks. Total?", ASKED, None),
    ("changed total", "96 tickets at £12.50 each, but only half were sold. Total?", ASKED, None),
    ("changed total", "£4 a week for 38 weeks, twice over. Total?", ASKED, None),
    ("another thing", "£4 a week for 38 days. Total?", ASKED, None),
    ("another thing", "5 points a try, 17 goals. Total points?", ASKED, None),
    ("another thing", "13 apples to a bag, 22 boxes. How many apples?", ASKED, None),
    ("another thing", "£20 a month for 38 weeks. Total?", ASKED, None),
    ("another thing", "£12.50 an hour for 3 days. Total?", ASKED, None),
    ("for all", "£12.60 for 3 kids. How much each?", EITHER, Fraction(21, 5)),
    ("for all", "96 tickets for £12.50. Total?", EITHER, Fraction(25, 2)),
    ("for all", "3 kids, £12.60 between them. How much each?", EITHER, Fraction(21, 5)),
    ("count asked", "96 tickets at £12.50 each. How many tickets?", EITHER, Fraction(96)),
    ("count asked", "5 points a try, 17 tries. How many tries?", EITHER, Fraction(17)),
    ("count asked", "£4 a week, £152 in all. How many weeks?", EITHER, Fraction(38)),
    ("implied count", "£4 a week for a year. Total?", ASKED, None),
    ("implied count", "£3 a day for a fortnight. Total?", ASKED, None),
    ("implied count", "£3 a day for a week. Total?", ASKED, None),
    ("implied count", "£18 a month for a year and a half. Total?", ASKED, None),
    ("implied count", "£18 a month for the first year, total?", ASKED, None),
    ("implied count", "£18 a month for a year, what's that a week?", ASKED, None),
    ("implied count", "£1,000 a year, how much a month?", ASKED, None),
    ("implied count", "Right, £18 a month for a year.", ASKED, None),
    ("implied count", "£20 a month for a year. Total?", EITHER, Fraction(240)),
    ("implied count", "£5 an hour for a day. Total?", ASKED, None),
    ("shared", "£12.50 per person, 4 people split the bill. How much each?", EITHER, Fraction(25, 2)),
    ("shared", "96 tickets at £12.50 each, shared between 4 sellers. Each seller's takings?", ASKED, None),
    ("average", "5 points a try, 17 tries over 4 games. Average points?", ASKED, None),
    ("average", "5 points a try and 17 tries. Average?", ASKED, None),
    ("other period", "£4 a week for 38 weeks. How much a month?", ASKED, None),
    ("other period", "£12.50 a day for 3 days. How much a week?", ASKED, None),
    ("other question", "£4 a week for 38 weeks. Was it worth it?", ASKED, None),
    ("other question", "A plant grows 3 cm a week for 12 weeks. How tall is it?", ASKED, None),
    ("other question", "96 tickets at £12.50 each; how much profit?", ASKED, None),
    ("other question", "5 points a try, 17 tries. How many points behind?", ASKED, None),
    ("other question", "£12.50 each for 3 kids, is that enough?", ASKED, None),
    ("count asked", "£4 a week for 38 weeks. How many weeks?", EITHER, Fraction(38)),
    ("how many can be bought", "Tickets £12.50 each. We have 96 pounds. How many tickets?", ASKED, None),
    ("changed total", "Temperatures dropped 3 degrees a day for 12 days", ASKED, None),
    ("changed total", "£4 a week for 38 weeks for the twins", ASKED, None),
    ("changed total", "£12.50 each. 3 kids and me. Total?", ASKED, None),
    ("changed total", "£12.50 an hour before tax, 38 hours. Take-home?", ASKED, None),
    ("changed total", "96 adult tickets at £12.50 each and the child tickets. Total?", ASKED, None),
    ("another thing", "12 weeks at £40 a session. Total?", ASKED, None),
    ("another thing", "£4 a week per child for 38 weeks", ASKED, None),
    ("another thing", "48 minutes each way, 10 trips. Total minutes?", ASKED, None),
    ("another thing", "Oranges 13 to a bag. 22 oranges.", ASKED, None),
    ("another unit", "£12.50 each for 3 kids, in pence?", ASKED, None),
    ("another unit", "13 apples to a bag, 22 bags. How many kg?", ASKED, None),
    ("another unit", "I run 5 km a day for 17 days. How many miles?", ASKED, None),
    ("another unit", "Total? 12 raffle tickets @ £1,250 a week", ASKED, None),
    ("another unit", "Total? 12 raffle tickets at 1,250 grams", EITHER, Fraction(15000)),
    ("two rates", "I make £12.50 a week and spend £4 a week", ASKED, None),
    ("two rates", "£40 a session, 2 sessions a week for a term. Total?", ASKED, None),
]
"""Stories of the mechanism with a word that changes the calculation: asked back, or the right value only."""


def _implied_cells(turn: int) -> list[Cell]:
    cells = []
    for shape, template, count in IMPLIED_TEMPLATES:
        rate = MONEY[turn % len(MONEY)][0]
        said = template.format(
            r=money(rate, turn), label=PERIODS[turn % len(PERIODS)][2], name=NAMES[turn % len(NAMES)]
        )
        cells.append(Cell(f"implied: {shape}", said, READ, value(rate) * count))
        turn += 1
    return cells


def _holder_cells(turn: int) -> list[Cell]:
    cells = []
    for shape, template, of_them in HOLDER_TEMPLATES:
        scenes = [scene for scene in HOLDERS if not of_them or scene[2] in ("litres", "kg")]
        holder, holders, unit, label = scenes[turn % len(scenes)]
        held, count = HELD[turn % len(HELD)]
        said = template.format(
            c=in_words(count, turn), r=in_words(held, turn + 1), holder=holder, holders=holders,
            Holder=holder.capitalize(), Holders=holders.capitalize(), unit=unit, Unit=unit.capitalize(),
            label=label,
        )  # fmt: skip
        cells.append(Cell(f"holder: {shape}", said, READ, value(held) * value(count)))
        turn += 1
    return cells


def _grid_cells(turn: int) -> list[Cell]:
    cells = []
    for shape, template in GRID_TEMPLATES:
        label, things, verb = GRID_SCENES[(turn + turn // 6) % len(GRID_SCENES)]
        across, down = SIDES[(turn + turn // 3) % len(SIDES)]
        said = template.format(
            a=in_words(across, turn),
            b=in_words(down, turn + 1),
            things=things,
            verb=verb,
            label=label,
            lower=label.lower(),
        )
        cells.append(Cell(f"sides: {shape}", said, READ, value(across) * value(down)))
        turn += 1
    return cells


def _asked_other_ways_cells(turn: int) -> list[Cell]:
    cells = []
    for shape, template in POLITE_TEMPLATES:
        _, things, _ = PRICED[turn % len(PRICED)]
        rate, count = MONEY[turn % len(MONEY)]
        said = template.format(c=count, things=things, r=money(rate, turn))
        cells.append(Cell(f"polite: {shape}", said, READ, value(rate) * value(count)))
        turn += 1
    for shape, template in HOLDER_GRID_TEMPLATES:
        holder, things = HOLDER_GRIDS[turn % len(HOLDER_GRIDS)]
        across, down = SIDES[(turn + turn // 3) % len(SIDES)]
        said = template.format(holder=holder, things=things, a=across, b=down)
        cells.append(Cell(f"sides: holder {shape}", said, READ, value(across) * value(down)))
        turn += 1
    for shape, template in ALL_WON_TEMPLATES:
        points, games = WHOLE[(turn + turn // 6) % len(WHOLE)]
        said = template.format(c=games, r=points)
        cells.append(Cell(f"all won: {shape}", said, READ, value(points) * value(games)))
        turn += 1
    for shape, template in SO_TEMPLATES:
        size, count = WHOLE[(turn + turn // 6) % len(WHOLE)]
        said = template.format(c=count, r=size)
        cells.append(Cell(f"groups: {shape}", said, READ, value(size) * value(count)))
        turn += 1
    return cells


SECOND_NEAR_MISSES: list[tuple[str, str, str, Fraction | None]] = [
    ("measured", "Fuel: 38 litres at £1.47 a gallon, what did it cost?", ASKED, None),
    ("measured", "2.5 kg of apples at £3.20, what's the bill?", ASKED, None),
    ("polite", "Could you confirm how many chairs I can buy at £42 each?", ASKED, None),
    ("polite", "Can you tell me how many chairs at £42 each I get for £500?", ASKED, None),
    ("polite", "Could you confirm the cost of 36 chairs at £42 each less the deposit?", ASKED, None),
    ("holder grid", "Each rack holds 8 x 12 tubes. How many tubes in 3 racks?", ASKED, None),
    ("holder grid", "Each rack holds 8 x 12 tubes. How many racks?", ASKED, None),
    ("holder grid", "Each rack holds 8 x 12 tubes. How many tubes per box?", ASKED, None),
    ("holder grid", "Each rack holds 8 x 12 tubes, 5 are empty. How many tubes per rack?", ASKED, None),
    ("groups", "Vet says 2 scoops of 45 g a day, so how many grams a week?", ASKED, None),
    ("groups", "2 scoops of 45 g a day, so how many scoops?", EITHER, Fraction(2)),
    ("groups", "3 bags of 2 kg a week, so how many kg a day?", ASKED, None),
    (
        "all won",
        "Season has 22 fixtures and we get 3 points a win. If we won half, how many points?",
        ASKED,
        None,
    ),
    ("all won", "Season has 22 fixtures and we get 3 points a win. How many points?", ASKED, None),
    (
        "all won",
        "We play 22 games and get 3 points a draw. If we won them all, how many points?",
        ASKED,
        None,
    ),
    ("all won", "22 players, 3 points a win. If we won the lot, how many points?", ASKED, None),
    (
        "all won",
        "Season has 22 fixtures, 3 points a win, 1 for a draw. If we won the lot, how many points?",
        ASKED,
        None,
    ),
    (
        "all won",
        "22 fixtures, 3 points a win. If we won the lot, how many more points than last year?",
        ASKED,
        None,
    ),
]
"""Measured amounts priced another way, polite questions of another thing, holders asked of many, groups
asked over another period: asked back, or the right value."""

HOLDER_NEAR_MISSES: list[tuple[str, str, str, Fraction | None]] = [
    (
        "not full",
        "Water butts hold 210 litres, I've got 4 of them. How many litres if they're half full?",
        ASKED,
        None,
    ),
    (
        "not full",
        "Water butts hold 210 litres, I've got 4 of them, one is empty. How many litres?",
        ASKED,
        None,
    ),
    ("not full", "Crates hold 12 items, opened 35 crates, 3 were short. How many items?", ASKED, None),
    (
        "not full",
        "Crates hold 12 items, opened 35 crates but some were part empty. How many items?",
        ASKED,
        None,
    ),
    ("not full", "Tanks hold 210 litres and I have 4 tanks, a quarter full. How many litres?", ASKED, None),
    ("another thing", "Crates hold 12 items, opened 35 boxes. How many items?", ASKED, None),
    ("another thing", "Tom has 12 apples and 4 boxes. How many apples?", ASKED, None),
    ("another thing", "Water butts hold 210 litres, I've got 4 of them. How many buckets?", ASKED, None),
    ("another thing", "Seed trays hold 24 cells each and I've got 15 pots. How many cells?", ASKED, None),
    ("count asked", "Crates hold 12 items, opened 35 crates. How many crates?", EITHER, Fraction(35)),
    (
        "one asked",
        "Crates hold 12 items, opened 35 crates. How many items in one crate?",
        EITHER,
        Fraction(12),
    ),
    (
        "one asked",
        "Water butts hold 210 litres, I've got 4 of them. How much does each hold?",
        EITHER,
        Fraction(210),
    ),
    ("other question", "Crates hold 12 items, opened 35 crates. What's the price?", ASKED, None),
    ("other question", "Water butts hold 210 litres, I've got 4 of them. How heavy are they?", ASKED, None),
    ("other question", "Boxes hold 12 eggs and I have 4 boxes. Is that a good deal?", ASKED, None),
    (
        "other question",
        "Water butts hold 210 litres, I've got 4 of them. How many litres can I save?",
        ASKED,
        None,
    ),
    ("what is left", "Crates hold 12 items, opened 35 crates. How many items are left?", ASKED, None),
    ("shared", "Crates hold 12 items, opened 35 crates and split them between 5 shops. Items?", ASKED, None),
    ("them unclear", "Boxes hold 12 eggs, I have 4 of them. How many eggs?", EITHER, Fraction(48)),
    ("third number", "Crates hold 12 items, opened 35 crates and 4 boxes. How many items?", ASKED, None),
]
"""Holders not all full, counts of another thing, or another question: asked back, or the right value."""

GRID_NEAR_MISSES: list[tuple[str, str, str, Fraction | None]] = [
    ("squares", "Blanket: 12 squares across, 15 down. How many squares?", EITHER, Fraction(180)),
    ("squares", "A quilt is 40 squares wide and 25 high. Total squares?", EITHER, Fraction(1000)),
    ("part of it", "Blanket: 12 squares across, 15 down. How many squares in the border?", ASKED, None),
    ("part of it", "Blanket: 12 squares across, 15 down. How many squares on each side?", ASKED, None),
    (
        "part of it",
        "Blanket: 12 squares across, 15 down, but the corners are cut. How many squares?",
        ASKED,
        None,
    ),
    (
        "part of it",
        "Cross stitch chart is 140 stitches wide and 98 high. How many stitches per row?",
        EITHER,
        Fraction(140),
    ),
    (
        "part of it",
        "Cross stitch chart is 140 stitches wide and 98 high. How many rows?",
        EITHER,
        Fraction(98),
    ),
    ("other question", "Blanket: 12 squares across, 15 down. How many balls of wool?", ASKED, None),
    ("other question", "Blanket: 12 squares across, 15 down. How much will it cost?", ASKED, None),
    ("other question", "A wall 4 m wide and 3 m high, how many bricks?", ASKED, None),
    ("other question", "Chart is 140 stitches wide and 98 high, how many hours?", ASKED, None),
    ("third number", "Blanket: 12 squares across, 15 down, 40 done. How many squares left?", ASKED, None),
    ("third number", "Blanket: 12 squares across, 15 down, 2 colours. How many squares?", ASKED, None),
    ("another thing", "Patio: 12 slabs across, 15 down. How many bags of sand?", ASKED, None),
]
"""Grids asked of a part, of another thing, or with a third number: asked back, or the right value."""


UNIT_RATE_SCENES = [
    ("Cadence", "rpm", ("pedal turns", "turns", "revolutions", "revs"), ("min", "minutes", "mins")),
    ("Heart rate", "bpm", ("beats", "heartbeats"), ("minutes", "min")),
    ("Typing speed", "wpm", ("words",), ("minutes", "mins")),
    ("Driving", "mph", ("miles", "far"), ("hours", "hrs")),
    ("Cycling", "km/h", ("km", "far"), ("hours", "h")),
    ("Video", "fps", ("frames",), ("seconds", "secs")),
]
"""A rate in a unit of its own (so many a minute, an hour or a second), what the question may count it as,
and the length of time in the rate's unit, said a few ways."""
UNIT_RATE_NUMBERS = [("90", "45"), ("72", "10"), ("60", "2.5"), ("40", "15"), ("120", "3"), ("30", "20"),
                     ("1,200", "4")]  # fmt: skip
UNIT_RATE_TEMPLATES = [
    ("story", "{label} {r} {unit} for {c} {length}, {asked}?"),
    ("story", "{label}: {r} {unit}, {c} {length}. {Asked}?"),
    ("asked first", "At {r} {unit}, {asked} in {c} {length}?"),
    ("length first", "{c} {length} at {r} {unit}. {Asked}?"),
    ("names", "{name} kept up {r} {unit} for {c} {length}, {asked} is that?"),
]
"""A rate in a unit of its own and a length of time in its unit, the things it counts asked."""

UNIT_RATE_NEAR_MISSES: list[tuple[str, str, str, Fraction | None]] = [
    ("another length", "60 mph for 90 minutes, how far?", EITHER, Fraction(90)),
    ("another length", "Cadence 90 rpm for 2 hours, how many pedal turns?", EITHER, Fraction(10800)),
    ("another length", "Wheel at 90 rpm for 45 seconds, how many turns?", EITHER, Fraction(135, 2)),
    ("another length", "Driving at 60 mph for 3 days, how far?", ASKED, None),
    ("another thing", "Cadence 90 rpm for 45 min, how many pedal strokes?", ASKED, None),
    ("another thing", "90 rpm for 45 min, how many laps?", ASKED, None),
    ("another thing", "Driving at 60 mph for 3 hours, how much petrol?", ASKED, None),
    ("another thing", "Heart rate 72 bpm for 10 minutes, how many breaths?", ASKED, None),
    ("another thing", "Typing 40 wpm for 15 minutes, how many pages?", ASKED, None),
    ("another unit", "Driving at 60 mph for 3 hours, how far in km?", ASKED, None),
    ("another unit", "Cycling at 20 km/h for 3 hours, how many miles?", ASKED, None),
    ("one asked", "Driving at 60 mph for 3 hours, how far per hour?", EITHER, Fraction(60)),
    ("one asked", "Heart rate 72 bpm for 10 minutes, how many beats a minute?", EITHER, Fraction(72)),
    ("one asked", "Heart rate 72 bpm for 10 minutes, how many beats per second?", ASKED, None),
    ("length asked", "60 mph for 3 hours, how long?", EITHER, Fraction(3)),
    ("length asked", "At 60 mph, how long for 180 miles?", EITHER, Fraction(3)),
    ("third number", "At 60 mph for 3 hours, then 40 mph for 2 hours. How far?", EITHER, Fraction(260)),
    ("third number", "Driving at 60 mph for 3 hours and 20 minutes, how far?", EITHER, Fraction(200)),
    ("third number", "Cadence 90 rpm for 45 min with 2 legs, how many pedal turns?", ASKED, None),
    ("what is left", "60 mph for 3 hours of a 200 mile trip, how far is left?", EITHER, Fraction(20)),
    ("changed", "Cadence 90 rpm for 45 min but I stopped for 5, how many turns?", EITHER, Fraction(3600)),
    ("changed", "Heart rate 72 bpm for 10 minutes, how many more beats than at rest?", ASKED, None),
    ("changed", "Driving at 60 mph for 3 hours, how far if I went twice as fast?", ASKED, None),
    ("average", "Driving at 60 mph for 3 hours, what was my average speed?", EITHER, Fraction(60)),
]
"""A rate in a unit of its own with another length, another thing or unit asked, one asked, or a third
number: asked back, or the right value only."""

GRID_MADE_TEMPLATES = [
    ("to make", "{label}: {a} squares across, {b} down. How many squares to {verb}?"),
    ("to make", "The {lower} is {a} squares across and {b} squares down, how many squares do I need?"),
]
GRID_MADE = [("Blanket", "crochet"), ("Quilt", "sew"), ("Granny square throw", "make"),
             ("Knitted throw", "knit")]  # fmt: skip
"""A grid of squares, the squares asked as things to make one by one."""
GRID_MADE_NEAR_MISSES: list[tuple[str, str, str, Fraction | None]] = [
    ("chessboard", "A chessboard is 8 squares across and 8 down. How many squares?", ASKED, None),
    ("chessboard", "A board is 8 squares across and 8 down. How many squares can you find?", ASKED, None),
    ("part of it", "Blanket: 12 squares across, 15 down. How many squares for the border?", ASKED, None),
    ("part of it", "Blanket: 12 squares across, 15 down. How many squares to crochet each day?", ASKED, None),
    ("third number", "Blanket: 12 squares across, 15 down, 40 done. How many squares to sew?", ASKED, None),
]
"""Squares of a grid asked bare (the bigger squares count too), of a part, or with a third number."""


EACH_OF_MANY_SCENES = [
    ("calves", "litres", "day", "drink", "Calf shed"),
    ("hens", "eggs", "week", "lay", "Coop"),
    ("cows", "kg", "day", "eat", "Dairy"),
    ("goats", "litres", "day", "give", "Goat shed"),
    ("volunteers", "leaflets", "day", "deliver", "Campaign"),
]
"""Things counted, what each does so much of, in which period, and a label."""
EACH_OF_MANY_NUMBERS = [("17", "6"), ("40", "5"), ("12", "2.5"), ("28", "15"), ("9", "120"), ("150", "4")]
EACH_OF_MANY_TEMPLATES = [
    ("each first", "{c} {things} each {verb} {r} {unit} a {period}. How many {unit} a {period}?"),
    ("each first", "{label}: {c} {things} each on {r} {unit} a {period}. {Unit} a {period}?"),
    ("each first", "{c} {things} each {verb} {r} {unit} a {period}, how many {unit} a {period} in total?"),
    ("each first", "{c} {things} each {verb} {r} {unit} per {period}. Total {unit} per {period}?"),
    ("hours each", "{c} {people} on site for {r} hours each, how many man hours is that?"),
    ("hours each", "{c} {people} working for {r} hours each. How many person hours?"),
]
"""A count of things and an amount for each of them, the whole asked in the amount's terms."""
PEOPLE = ["lads", "volunteers", "staff", "cleaners", "nurses"]
EACH_OF_MANY_NEAR_MISSES: list[tuple[str, str, str, Fraction | None]] = [
    ("another period", "12 cows each drink 50 litres a day. How many litres a week?", ASKED, None),
    ("another period", "40 hens each lay 5 eggs a week. How many eggs a year?", ASKED, None),
    ("another period", "6 lads on site for 9 hours each, how many man hours for the week?", ASKED, None),
    ("no period asked", "12 cows each drink 50 litres a day. How many litres?", EITHER, Fraction(600)),
    ("one asked", "12 cows each drink 50 litres a day. How many litres per cow?", EITHER, Fraction(50)),
    (
        "one asked",
        "12 cows each drink 50 litres a day. How many litres does each cow drink?",
        EITHER,
        Fraction(50),
    ),
    ("count asked", "12 cows each drink 50 litres a day. How many cows?", EITHER, Fraction(12)),
    ("third number", "40 hens each lay 5 eggs a week and 3 don't. How many eggs a week?", ASKED, None),
    ("third number", "12 cows each drink 50 litres a day, 4 are dry. How many litres a day?", ASKED, None),
    ("no each", "12 cows drink 50 litres a day. How many litres a day?", EITHER, Fraction(50)),
    ("changed", "12 cows each drink 50 litres a day but half are sick. How many litres a day?", ASKED, None),
    ("changed", "40 hens each lay 5 eggs a week. How many eggs are left a week?", ASKED, None),
    ("another thing", "12 cows each drink 50 litres a day. How many buckets a day?", ASKED, None),
    ("another thing", "6 lads on site for 9 hours each, how many man days?", ASKED, None),
    ("together", "28 pupils each read 15 pages a night. How many pages a night?", ASKED, None),
]
"""An amount for each of many asked of another period, of one, of the count, with a third number or another
thing: asked back, or the right value only."""


def _each_of_many_cells(turn: int) -> list[Cell]:
    cells = []
    for shape, template in EACH_OF_MANY_TEMPLATES:
        things, unit, period, verb, label = EACH_OF_MANY_SCENES[turn % len(EACH_OF_MANY_SCENES)]
        count, amount = EACH_OF_MANY_NUMBERS[(turn + turn // 5) % len(EACH_OF_MANY_NUMBERS)]
        said = template.format(
            c=count, things=things, verb=verb, r=amount, unit=unit, Unit=unit.capitalize(), period=period,
            label=label, people=PEOPLE[turn % len(PEOPLE)],
        )  # fmt: skip
        cells.append(Cell(f"each of many: {shape}", said, READ, value(count) * value(amount)))
        turn += 1
    return cells


GAPS = [("3.6", "12", "m"), ("20", "8", "m"), ("90", "4", "cm"), ("45", "9", "m"), ("2,400", "16", "mm")]
"""(length, equal gaps, unit)."""
GAP_TEMPLATES = [
    ("how far apart", "Raised bed is {l} {u} long and I want {g} equal gaps for lettuces. How far apart?"),
    ("how far apart", "Path is {l} {u} long, with {g} equal gaps for lamps. How far apart?"),
    ("each gap", "The fence is {l} {u} long, split into {g} equal spaces. How wide is each space?"),
    ("how far apart", "Hedge: {l} {u}, I want {g} equal gaps. How far apart will they be?"),
]
"""A length in equal gaps, one gap asked."""
GAP_NEAR_MISSES: list[tuple[str, str, str, Fraction | None]] = [
    ("things counted", "12 lettuces evenly spaced along a 3.6 m bed. How far apart?", ASKED, None),
    ("things counted", "8 posts along a 20 m fence, equally spaced. How far apart?", ASKED, None),
    (
        "ends",
        "Bed is 3.6 m long and I want 12 equal gaps, plus a gap at each end. How far apart?",
        ASKED,
        None,
    ),
    ("another question", "Bed is 3.6 m long and I want 12 equal gaps. How many lettuces?", ASKED, None),
    ("not equal", "Bed is 3.6 m long and I want 12 gaps. How far apart?", ASKED, None),
    ("third number", "Bed is 3.6 m long with 12 equal gaps and 2 paths. How far apart?", ASKED, None),
    ("between", "The fence is 4.8 m long and I want 6 equal gaps between posts. How far apart?", ASKED, None),
]
"""Things set along a length (one more or one fewer than the gaps), gaps at the ends or not equal."""

OFF = [("15", "p", "32"), ("2", "£", "15"), ("30", "p", "20"), ("1.50", "£", "12"), ("5", "£", "48")]
"""(amount off each, its unit, how many)."""
OFF_TEMPLATES = [
    ("off each", "Staff discount is {o} off each, bought {c} items. How much off in total?"),
    ("off every", "{o} off every ticket and we bought {c} tickets. How much did we save?"),
    ("off each", "{o} off each item, {c} items. Total discount?"),
    ("off a", "Loyalty card: {o} off a coffee, I had {c} coffees. How much have I saved?"),
]
"""An amount off each of a count of things, the whole off asked."""
OFF_NEAR_MISSES: list[tuple[str, str, str, Fraction | None]] = [
    ("paid asked", "15p off each, bought 32 items. How much did I pay?", ASKED, None),
    ("another unit", "15p off each, bought 32 items. How many pounds off in total?", EITHER, Fraction(24, 5)),
    ("percent", "15% off each, bought 32 items. How much off?", ASKED, None),
    ("another thing", "£2 off every ticket and we bought 15 programmes. How much did we save?", ASKED, None),
    ("limited", "£2 off each of the first 15 tickets. How much did we save?", EITHER, Fraction(30)),
    ("third number", "15p off each, bought 32 items at 80p. How much off in total?", ASKED, None),
    ("limited", "15p off each, but only on 10 items. How much off in total?", EITHER, Fraction(150)),
    ("one asked", "15p off each, bought 32 items. How much off each?", EITHER, Fraction(15)),
]
"""Amounts off asked as a price, in another unit, as a percentage, of another thing or limited."""


DOSES = [
    ("1", "litre", "80", "litres", "96"),
    ("5", "ml", "4", "litres", "10"),
    ("25", "ml", "10", "litres", "45"),
    ("2", "g", "5", "kg", "120"),
    ("3", "g", "2", "litres", "15"),
]
"""(dose, its unit, the amount it is per, that unit, the whole)."""
DOSE_TEMPLATES = [
    ("per", "Feed is {x} {u} per {y} {v} of water. My can holds {z} {v}. How many {us} of feed?"),
    (
        "per",
        "System holds {z} {v}, adding inhibitor {x} {u} per {y} {v}. How many {us} of inhibitor is that?",
    ),
    ("for every", "Add {x} {u} of salt for every {y} {v}; I have {z} {v}. How much salt?"),
]
"""A dose per an amount and the whole it goes in, the dose asked."""
DOSE_NEAR_MISSES: list[tuple[str, str, str, Fraction | None]] = [
    ("another unit", "Holds 96 gallons, inhibitor 1 litre per 80 litres. Litres of inhibitor?", ASKED, None),
    ("whole asked", "Feed is 5 ml per 4 litres. My can holds 10 litres. How many litres?", ASKED, None),
    ("units unnamed", "System holds 96 litres, adding 1 litre per 80 litres. How many litres?", ASKED, None),
    ("fourth number", "Feed is 5 ml per 4 litres. I have 2 cans of 10 litres. How many ml?", ASKED, None),
    (
        "changed",
        "Feed is 5 ml per 4 litres, my can holds 10 litres, I added 5 ml already. How many ml?",
        ASKED,
        None,
    ),
    ("another thing", "Feed is 5 ml per 4 litres. My can holds 10 litres. How many cans?", ASKED, None),
]
"""Doses with the whole in another unit, the whole asked, a fourth number or a change."""


MEASURED = [
    ("38", "litres", "1.47", "Fuel"),
    ("2.5", "kg", "3.20", "Greengrocer"),
    ("12", "metres", "4.50", "Fabric shop"),
    ("3", "hours", "15", "Babysitting"),
    ("45.2", "litres", "1.52", "Diesel"),
    ("6", "nights", "85", "Hotel"),
    ("1.2", "kg", "8.50", "Deli counter"),
]
"""(an amount in a measure, its unit, a price for one of the measure, a label)."""
MEASURED_TEMPLATES = [
    ("no question", "{label}: {a} {u} at {p}"),
    ("question last", "{label}: {a} {u} at {p}, what did it cost"),
    ("question last", "{a} {u} at {p}. {q}"),
    ("names", "{name} bought {a} {u} at {p}. {q}"),
    ("question first", "How much is {a} {u} at {p}?"),
    ("chat", "{a} {u} @ {p}, how much"),
    ("labels", "{label} {a} {u} at {p}, total?"),
]
"""An amount in a measure priced "at" so much, the price being for one of the measure."""
MEASURED_NEAR_MISSES: list[tuple[str, str, str, Fraction | None]] = [
    ("a size", "A 38 litre tank at £147, what did it cost?", ASKED, None),
    ("a size", "The 5 kg bag at £3.20, how much?", ASKED, None),
    ("another measure", "38 litres at £1.47 a gallon, what did it cost?", ASKED, None),
    ("for all", "£55.86 for 38 litres, what did it cost a litre?", EITHER, Fraction("1.47")),
    ("count asked", "38 litres at £1.47, how many litres?", ASKED, None),
    ("third number", "38 litres at £1.47 and 5 litres at £2, what did it cost?", ASKED, None),
    ("changed", "38 litres at £1.47 with £5 off, what did it cost?", ASKED, None),
    ("one asked", "38 litres at £1.47, how much a litre?", EITHER, Fraction("1.47")),
    ("money counted", "£38 at £1.47 a litre, how many litres?", ASKED, None),
    ("pence", "38 litres at 147p, what did it cost?", EITHER, Fraction("55.86")),
    ("a pack", "750 g at £2.40, what did it cost?", ASKED, None),
    ("a bottle", "500 ml at £1.20, how much?", ASKED, None),
]
"""A size that names a thing priced whole, another measure, the price for all, the amount asked, a third
number, a change, one asked."""


PRICED_BY_PERIOD = [
    ("licence", "licences", "18.50", "month", "monthly", "Software invoice"),
    ("desk", "desks", "120", "month", "monthly", "Co-working space"),
    ("locker", "lockers", "4.50", "week", "weekly", "Swimming pool"),
    ("phone line", "phone lines", "25", "month", "monthly", "Office"),
    ("cleaner", "cleaners", "96", "day", "daily", "Contract"),
    ("room", "rooms", "85", "night", "nightly", "Wedding party"),
]
"""(a thing, things, a price each for one period, the period, its adverb, a label)."""
PRICED_BY_PERIOD_COUNTS = ["12", "6", "9", "15", "4", "28"]
PRICED_BY_PERIOD_TEMPLATES = [
    ("adverb", "{label}: {c} {things} at {p} a {per}. What's the {adv} total?"),
    ("adverb", "You've billed {c} {things} at {p} a {per}. What's the {adv} total meant to be?"),
    ("a period", "{c} {things} at {p} a {per}, how much a {per}?"),
    ("a period", "{c} {things} at {p} per {per}. What do we pay each {per}?"),
    ("a period", "{name} rents {c} {things} at {p} a {per}. Total per {per}?"),
    ("adverb", "{c} {things} @ {p} a {per}, {adv} cost?"),
    ("slash", "{label}: {c} {things} at {p}/{per}. {Adv} total?"),
]
"""Things counted, each priced so much a period, and the whole asked over that one period."""
PRICED_BY_PERIOD_NEAR_MISSES: list[tuple[str, str, str, Fraction | None]] = [
    ("no period asked", "12 licences at £18.50 a month, what's the total?", ASKED, None),
    ("another period", "12 licences at £18.50 a month, what's the yearly total?", ASKED, None),
    ("another period", "12 licences at £18.50 a month, monthly total for the year?", ASKED, None),
    ("another period", "12 licences at £18.50 a week, monthly total?", ASKED, None),
    ("for all", "£18.50 a month for 12 licences, monthly total?", ASKED, None),
    ("each asked", "12 licences at £18.50 a month, how much a month each?", ASKED, None),
    ("per user", "12 licences at £18.50 a month per user, monthly total?", ASKED, None),
    ("third number", "12 licences at £18.50 a month for 6 months, monthly total?", ASKED, None),
    ("count asked", "12 licences at £18.50 a month, how many licences a month?", ASKED, None),
    ("changed", "12 licences at £18.50 a month less 10%, monthly total?", ASKED, None),
    ("slash another period", "12 licences at £18.50/week, monthly total?", ASKED, None),
    ("slash another measure", "38 litres at £1.47/gallon, what did it cost?", ASKED, None),
    ("slash shared", "£1,200/4 people, how much each?", EITHER, Fraction(300)),
    ("slash a fraction", "£1,200 for 3/4 of the licences, monthly total?", ASKED, None),
]
"""The period not asked, another period asked, a price for all, one asked, a third number, a change."""


SHORT_PERIODS = [
    ("hr", "hour", "hours", "12"),
    ("mth", "month", "months", "35"),
    ("wk", "week", "weeks", "4.50"),
    ("hr", "hour", "hrs", "15"),
    ("yr", "year", "years", "120"),
    ("mth", "month", "mths", "18.50"),
    ("wk", "week", "wks", "7.25"),
]
"""(a period written short, the word, a count's word for it, a price for one)."""
SHORT_COUNTS = ["6", "12", "8", "3", "5", "9"]
SHORT_TEMPLATES = [
    ("slash", "{label}: {r}/{short} for {c} {things}"),
    ("a short", "{r} a {short}, {c} {things}. Total?"),
    ("per short", "{name} pays {r} per {short} for {c} {things}. How much altogether?"),
    ("count short", "{c} {things} at {r} a {period}. What's the total?"),
]
"""A price a period and a count of the periods, the period written short in one or both."""
SHORT_NEAR_MISSES: list[tuple[str, str, str, Fraction | None]] = [
    ("another period", "£12/hr for 6 days, total?", ASKED, None),
    ("another period", "£35/mth for 12 wks, total?", ASKED, None),
    ("a rate counted", "£12/hr, 6 hrs a day, total?", ASKED, None),
    ("another period asked", "£35 a mth for 12 mths, weekly total?", ASKED, None),
    ("changed", "£12/hr for 6 hrs minus £10, total?", ASKED, None),
]
"""Periods written short that differ, a count that is itself a rate, one asked, another period asked."""


UNKNOWN_NUMBERS = [("8", "23"), ("7", "13"), ("12", "15"), ("6", "2.5"), ("25", "40"), ("9", "111")]
"""(the number the unknown is multiplied or divided by, the unknown)."""
UNKNOWN_TEMPLATES = [
    ("riddle", "I'm thinking of a number. When I divide it by {k} I get {q} exactly. What's my number?", "/"),
    ("riddle", "I'm thinking of a number. I multiply it by {k} and get {p}. What's my number?", "*"),
    ("riddle", "Think of a number, multiply it by {k} and you get {p}. What is the number?", "*"),
    ("riddle", "I think of a number and divide it by {k}, the answer is {q}. What was my number?", "/"),
    ("statement", "A number divided by {k} is {q}. What is the number?", "/"),
    ("statement", "A number multiplied by {k} gives {p}. Find the number.", "*"),
    ("question", "What number times {k} makes {p}?", "*"),
    ("question", "What number divided by {k} gives {q}?", "/"),
    ("question", "{k} times what is {p}?", "*"),
    ("question", "{p} divided by what is {q}?", "/by"),
]
"""A number told only by what × or ÷ does to it: {k} the known number, {p} the product of it and the unknown
{q}; "/by" divides the product by the unknown."""
UNKNOWN_NEAR_MISSES: list[tuple[str, str, str, Fraction | None]] = [
    ("a step after", "I'm thinking of a number. I divide it by 8, get 23, add 5. My number?", ASKED, None),
    ("a remainder", "I'm thinking of a number. I divide it by 8 and get 23 remainder 3. What's my number?",
     EITHER, Fraction(187)),
    ("another thing asked", "I'm thinking of a number. I divide it by 8 and get 23. What's half my number?",
     EITHER, Fraction(92)),
    ("any number", "A number multiplied by 0 is 0. What is the number?", ASKED, None),
    ("told outright", "What is 8 times 23?", EITHER, Fraction(184)),
    ("two sentences", "A number divided by 8 is 23, another divided by 2 is 5. What are they?", ASKED, None),
    ("added", "I'm thinking of a number. I add 8 and get 23. What's my number?", EITHER, Fraction(15)),
    ("the result asked", "I'm thinking of 184. When I divide it by 8 what do I get?", EITHER, Fraction(23)),
]  # fmt: skip
"""Number sentences with a step after, a remainder, another thing asked, any number, two unknowns."""


THERE_ARE = [
    ("kids", "class", "classes"), ("eggs", "box", "boxes"), ("cans", "crate", "crates"),
    ("seats", "row", "rows"), ("pages", "chapter", "chapters"), ("bulbs", "pack", "packs"),
]  # fmt: skip
"""(what is counted in one, the one, many of it)."""
THERE_ARE_TEMPLATES = [
    ("in each", "There are {r} {unit} in each {thing} and {c} {things}. How many {unit}?"),
    (
        "in every",
        "There are {r} {unit} in every {thing}, and there are {c} {things}. How many {unit} altogether?",
    ),
    ("per", "There are {r} {unit} per {thing} and we have {c} {things}. How many {unit} in total?"),
]
"""A count told for each one of a thing, "there are", and how many of the thing."""
THERE_ARE_NEAR_MISSES: list[tuple[str, str, str, Fraction | None]] = [
    ("the count asked", "There are 28 kids in each class and 4 classes. How many classes?", EITHER,
     Fraction(4)),
    ("one asked", "There are 28 kids in each class and 4 classes. How many kids in each class?", EITHER,
     Fraction(28)),
    ("a total told", "There are 112 kids and 4 classes. How many kids?", EITHER, Fraction(112)),
    ("a total told", "We have 96 guests and each table seats 8. How many guests?", EITHER, Fraction(96)),
    ("some away", "There are 28 kids in each class and 4 classes, 3 off sick. How many kids?", ASKED, None),
    ("another thing", "There are 28 kids in each class and 4 classes. How many teachers?", ASKED, None),
]  # fmt: skip
"""A count asked back, one asked, a total told, some away, another thing asked."""


def _there_are_cells(turn: int) -> list[Cell]:
    cells = []
    for shape, template in THERE_ARE_TEMPLATES:
        unit, thing, things = THERE_ARE[(turn + turn // 3) % len(THERE_ARE)]
        rate, count = WHOLE[turn % len(WHOLE)]
        if "." in rate:
            rate = "28"
        said = template.format(r=rate, unit=unit, thing=thing, things=things, c=count)
        cells.append(Cell(f"there are: {shape}", said, READ, value(rate) * value(count)))
        turn += 1
    return cells


def _unknown_cells(turn: int) -> list[Cell]:
    cells = []
    for shape, template, operation in UNKNOWN_TEMPLATES:
        known, unknown = UNKNOWN_NUMBERS[(turn + turn // 4) % len(UNKNOWN_NUMBERS)]
        product = value(known) * value(unknown)
        said = template.format(k=known, q=unknown, p=product)
        answer = {"/": product, "*": value(unknown), "/by": value(known)}[operation]
        cells.append(Cell(f"unknown: {shape}", said, READ, answer))
        turn += 1
    return cells


def _short_period_cells(turn: int) -> list[Cell]:
    cells = []
    for shape, template in SHORT_TEMPLATES:
        short, period, things, price = SHORT_PERIODS[(turn + turn // 4) % len(SHORT_PERIODS)]
        count = SHORT_COUNTS[turn % len(SHORT_COUNTS)]
        said = template.format(
            short=short, period=period, things=things, r=money(price, turn), c=count, label="Bill",
            name=NAMES[turn % len(NAMES)],
        )  # fmt: skip
        cells.append(Cell(f"short period: {shape}", said, READ, value(price) * value(count)))
        turn += 1
    return cells


def _priced_by_period_cells(turn: int) -> list[Cell]:
    cells = []
    for shape, template in PRICED_BY_PERIOD_TEMPLATES:
        _, things, price, per, adverb, label = PRICED_BY_PERIOD[(turn + turn // 5) % len(PRICED_BY_PERIOD)]
        count = PRICED_BY_PERIOD_COUNTS[turn % len(PRICED_BY_PERIOD_COUNTS)]
        said = template.format(
            c=count, things=things, p=money(price, turn), per=per, adv=adverb, Adv=adverb.capitalize(),
            label=label,
            name=NAMES[turn % len(NAMES)],
        )  # fmt: skip
        cells.append(Cell(f"priced by period: {shape}", said, READ, value(price) * value(count)))
        turn += 1
    return cells


def _measured_cells(turn: int) -> list[Cell]:
    cells = []
    for shape, template in MEASURED_TEMPLATES:
        amount, unit, price, label = MEASURED[(turn + turn // 5) % len(MEASURED)]
        said = template.format(
            a=amount, u=unit, p=money(price, turn), label=label, name=NAMES[turn % len(NAMES)],
            q=MONEY_QUESTIONS[turn % len(MONEY_QUESTIONS)],
        )  # fmt: skip
        cells.append(Cell(f"measured: {shape}", said, READ, value(amount) * value(price)))
        turn += 1
    return cells


def _dose_cells(turn: int) -> list[Cell]:
    cells = []
    for shape, template in DOSE_TEMPLATES:
        dose, unit, per, per_unit, whole = DOSES[(turn + turn // 3) % len(DOSES)]
        many = unit if unit in ("ml", "g") else f"{unit}s"
        said = template.format(x=dose, u=unit if dose == "1" else many, us=many, y=per, v=per_unit, z=whole)
        cells.append(Cell(f"doses: {shape}", said, READ, value(whole) / value(per) * value(dose)))
        turn += 1
    return cells


def _gap_and_off_cells(turn: int) -> list[Cell]:
    cells = []
    for shape, template in GAP_TEMPLATES:
        length, gaps, unit = GAPS[(turn + turn // 4) % len(GAPS)]
        said = template.format(l=length, g=gaps, u=unit)
        cells.append(Cell(f"gaps: {shape}", said, READ, value(length) / value(gaps)))
        turn += 1
    for shape, template in OFF_TEMPLATES:
        off, unit, count = OFF[(turn + turn // 4) % len(OFF)]
        said = template.format(o=f"£{off}" if unit == "£" else f"{off}{unit}", c=count)
        said = said[0].upper() + said[1:]
        cells.append(Cell(f"off each: {shape}", said, READ, value(off) * value(count)))
        turn += 1
    return cells


def _unit_rate_cells(turn: int) -> list[Cell]:
    cells = []
    for shape, template in UNIT_RATE_TEMPLATES:
        label, unit, things, lengths = UNIT_RATE_SCENES[turn % len(UNIT_RATE_SCENES)]
        rate, length = UNIT_RATE_NUMBERS[(turn + turn // 5) % len(UNIT_RATE_NUMBERS)]
        thing = things[(turn // 2) % len(things)]
        asked = "how far" if thing == "far" else f"how many {thing}"
        said = template.format(
            label=label, r=rate, unit=unit, c=length, length=lengths[turn % len(lengths)], asked=asked,
            Asked=asked.capitalize(), name=NAMES[turn % len(NAMES)],
        )  # fmt: skip
        cells.append(Cell(f"unit rate: {shape}", said, READ, value(rate) * value(length)))
        turn += 1
    for shape, template in GRID_MADE_TEMPLATES:
        label, verb = GRID_MADE[turn % len(GRID_MADE)]
        across, down = SIDES[(turn + turn // 3) % len(SIDES)]
        said = template.format(a=across, b=down, label=label, lower=label.lower(), verb=verb)
        cells.append(Cell(f"sides: squares {shape}", said, READ, value(across) * value(down)))
        turn += 1
    return cells


def grid() -> list[Cell]:
    cells = []
    for turn in range(0, 60, 6):
        cells += _each_cells(turn) + _period_cells(turn) + _amount_cells(turn) + _implied_cells(turn)
        cells += _holder_cells(turn) + _grid_cells(turn) + _asked_other_ways_cells(turn)
        cells += _unit_rate_cells(turn) + _each_of_many_cells(turn) + _gap_and_off_cells(turn)
        cells += _dose_cells(turn) + _measured_cells(turn) + _priced_by_period_cells(turn)
        cells += _short_period_cells(turn) + _unknown_cells(turn) + _there_are_cells(turn)
    cells += [
        Cell(f"near miss: {family}", question, must, answer) for family, question, must, answer in NEAR_MISSES
    ]
    cells += [
        Cell(f"near miss: holder {family}", question, must, answer)
        for family, question, must, answer in HOLDER_NEAR_MISSES
    ]
    cells += [
        Cell(f"near miss: grid {family}", question, must, answer)
        for family, question, must, answer in GRID_NEAR_MISSES
    ]
    cells += [
        Cell(f"near miss: {family}", question, must, answer)
        for family, question, must, answer in SECOND_NEAR_MISSES
    ]
    cells += [
        Cell(f"near miss: unit rate {family}", question, must, answer)
        for family, question, must, answer in UNIT_RATE_NEAR_MISSES
    ]
    cells += [
        Cell(f"near miss: grid {family}", question, must, answer)
        for family, question, must, answer in GRID_MADE_NEAR_MISSES
    ]
    cells += [
        Cell(f"near miss: each of many {family}", question, must, answer)
        for family, question, must, answer in EACH_OF_MANY_NEAR_MISSES
    ]
    cells += [
        Cell(f"near miss: gaps {family}", question, must, answer)
        for family, question, must, answer in GAP_NEAR_MISSES
    ]
    cells += [
        Cell(f"near miss: off each {family}", question, must, answer)
        for family, question, must, answer in OFF_NEAR_MISSES
    ]
    cells += [
        Cell(f"near miss: doses {family}", question, must, answer)
        for family, question, must, answer in DOSE_NEAR_MISSES
    ]
    cells += [
        Cell(f"near miss: measured {family}", question, must, answer)
        for family, question, must, answer in MEASURED_NEAR_MISSES
    ]
    cells += [
        Cell(f"near miss: priced by period {family}", question, must, answer)
        for family, question, must, answer in PRICED_BY_PERIOD_NEAR_MISSES
    ]
    cells += [
        Cell(f"near miss: short period {family}", question, must, answer)
        for family, question, must, answer in SHORT_NEAR_MISSES
    ]
    cells += [
        Cell(f"near miss: unknown {family}", question, must, answer)
        for family, question, must, answer in UNKNOWN_NEAR_MISSES
    ]
    cells += [
        Cell(f"near miss: there are {family}", question, must, answer)
        for family, question, must, answer in THERE_ARE_NEAR_MISSES
    ]
    return cells


def _values(text: str) -> set[Fraction]:
    """What one bold answer may say: a number (money with its sign), or a length of time in minutes."""
    text = re.sub(r"^[£$€]|,|\s*(?:pounds|dollars|euros)$", "", text.replace("−", "-").strip())
    return {found for found in (number_of(text), length_of(text)) if found is not None}


def verdict(cell: Cell, answer: str) -> str:
    return every_bold(cell, answer, _values)


def _groups(cell: Cell) -> tuple[str, ...]:
    return (cell.family.split(":")[0], cell.family)


def _sampled(index: int, cell: Cell) -> bool:
    return cell.must == EITHER or index % 3 == 0


def main(argv: list[str] | None = None) -> int:
    return report(__doc__, PINNED, grid(), verdict, _groups, _sampled, argv)


if __name__ == "__main__":
    sys.exit(main())
