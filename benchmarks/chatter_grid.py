"""A calculation written plainly inside chatter: `python benchmarks/chatter_grid.py [--misses] [--write]`.

A grid of CALCULATIONS written in digits and signs ("600 - 173", "37 x 12", "8,004 − 2,519", "144 ÷ 12"), or
with one operation said between their numbers ("600 minus 173", "3 times 150"), times SURROUNDINGS that leave
them as they are: a quiz header or a question's label ("ROUND 2: NUMBERS ⏎ 4.", "Q7)", "Question 12."), a
reference or a school year ("Order #88213", "Year 6 homework"), a remark about the learner ("brain not
working", "can't think straight"), a verb that only says where the sum came from ("my son's homework has …",
"my daughter needs …"), an edit that only says what a sign means ("EDIT: x as in times"), a written method
named ("by the vertical method"), or an answer someone offers ("three of them got 4,462", "not sure if it's
437"): that number is no part of the sum. Each cell's answer is worked out here by exact arithmetic. NEAR
MISSES put the same calculations in words that change them or ask something else of them ("… each", "EDIT:
I mean plus", "three of them got 20 more", "EDIT: one of the numbers is wrong", "by 2 using the grid
method"), or say two operations in words ("10 minus 3 times 2") or a decimal comma ("2,4 times 5"): asked
back (ASKED), or either (EITHER: asked back or right, never wrong). STORIES tell two numbers, then write out
the calculation that answers them ("Somebody paid £20 for something costing £13.45 – what's 20 - 13.45?"),
after LABELLED labels; their near misses add another number or count, an answer offered, a correction, a
second calculation, a step after it, or ask another unit or operation of it. It prints read % and wrong per
group; `--misses` lists the cells missed; `--write` writes a sample as [question, answer-or-null] pairs to
tests/data/chatter_grid.json (pinned by tests/test_chatter_grid.py).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from decimal import Decimal
from fractions import Fraction
from itertools import product
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from grid_report import ASKED, DATA, EITHER, READ, every_bold, report

from quickmath.records import Record

PINNED = DATA / "chatter_grid.json"

CALCULATIONS: list[tuple[str, str, Fraction]] = [
    ("600 - 173", "-", Fraction(427)),
    ("8,004 − 2,519", "-", Fraction(5485)),
    ("37 x 12", "×", Fraction(444)),
    ("48 × 15", "×", Fraction(720)),
    ("1,066 + 1,815", "+", Fraction(2881)),
    ("18 + 24 + 31", "+", Fraction(73)),
    ("144 ÷ 12", "÷", Fraction(12)),
    ("7.5 × 4", "×", Fraction(30)),
    ("600 minus 173", "-", Fraction(427)),
    ("3 times 150", "×", Fraction(450)),
    ("144 divided by 12", "÷", Fraction(12)),
]
"""Calculations written in digits and signs, or with one operation said between their numbers, the operation
each does, and its exact value."""

SIGN_SAID = {
    "-": ("I mean minus", "the - is a minus"),
    "×": ("I mean multiplied, sorry, x as in times", "x means times"),
    "+": ("I mean plus, sorry", "+ as in plus"),
    "÷": ("I mean divided, sorry", "÷ means divided"),
}
"""Edits that only say what the calculation's own sign means."""
OTHER_SIGN = {"-": "I mean plus", "×": "I mean plus, sorry", "+": "I mean minus", "÷": "I mean times"}
"""Edits that say its sign means another operation."""

SURROUNDINGS: list[tuple[str, str]] = [
    ("quiz header", "THE RED LION QUIZ — ROUND 2: NUMBERS\n4. {c} = ?"),
    ("quiz header", "Q7) {c} = ?"),
    ("quiz header", "Q9: {c} = ?"),
    ("quiz header", "Question 12. {c} = ?"),
    ("quiz header", "Round 3, question 5: {c}"),
    ("quiz header", "Quiz night at the Crown. Round 6 (mental arithmetic) Q2: {c}"),
    ("quiz header", "Q1 (b): find the value of {c}."),
    ("quiz header", "Worksheet 3, question 4. {c} = ?"),
    ("reference", "Order #88213 - quick one, what's {c}?"),
    ("reference", "Year 6 homework: {c} = ?"),
    ("remark", "omg whats {c} brain not working"),
    ("remark", "{c} = ? my brain isn't working today"),
    ("remark", "what's {c}, can't think straight"),
    ("remark", "{c} please, I can't do it in my head"),
    ("remark", "what is {c} my brain is not working lol"),
    ("remark", "{c} = ? brain's not working today"),
    ("remark", "what's {c}?? my head isn't working"),
    (
        "where it came from",
        "My son's homework has {c} and neither of us trusts our answer. What does it come to?",
    ),
    ("where it came from", "My daughter needs {c} for her challenge, what's the answer?"),
    ("where it came from", "He asked me {c} and I froze. What is it?"),
    ("where it came from", "the sheet has {c} on it, what is it"),
    (
        "where it came from",
        "Maths help?? My son's homework (he is in year 6) has {c} and neither of us trusts our answer. What"
        " does it come to?",
    ),
    ("edit", "What is {c}?\n\nEDIT: {said0}"),
    ("edit", "What is {c}?\nEDIT: {said1}"),
    ("method named", "Let's calculate {c} by the vertical method."),
    ("method named", "Work out {c} using the column method please, brain not working"),
    ("answer offered", "Note to self: check Q7 ({c}) - three of them got {w}."),
    ("answer offered", "What is {c}? I'm not sure if it is {w}"),
    ("answer offered", "{c} = ? my friend got {w}"),
    ("answer offered", "whats {c}, I got {w}"),
]
"""Words around a calculation that leave it as it is: `{c}` the calculation, `{w}` an answer offered (not its
value), `{said0}`/`{said1}` an edit saying what its own sign means."""

NEAR_MISSES: list[tuple[str, str, str, Callable[[Fraction], Fraction] | None]] = [
    ("changes it", "half of {c} please, brain not working", ASKED, None),
    ("changes it", "Q7) {c} each, for 3 of us", ASKED, None),
    ("changes it", "Round 6 - {c}, then take away 20", EITHER, lambda value: value - 20),
    ("changes it", "{c} brain not working, then double it", EITHER, lambda value: 2 * value),
    ("changes it", "My son's homework has {c} and 4 more like it. What is the total?", ASKED, None),
    ("changes it", "He asked me {c} in hours and I froze", ASKED, None),
    ("changes it", "Round 6 (no phones!) Q2 — {c} for the three of us", ASKED, None),
    ("changes it", "omg whats {c} brain not working, and the 15% tip?", ASKED, None),
    ("edit of another sign", "What is {c}?\n\nEDIT: {other}", ASKED, None),
    ("edit of another sign", "What is {c}?\nEDIT: the sign means something else", ASKED, None),
    ("edit of another number", "What is {c}?\n\nEDIT: sorry, one of the numbers is wrong", ASKED, None),
    ("offered with a change", "Note to self: check Q7 ({c}) - three of them got 20 more.", ASKED, None),
    ("offered with a change", "What is {c}? I'm not sure if it is {w} or if I add 5", ASKED, None),
    ("offered with a change", "{c} = ? my friend got {w} each", ASKED, None),
    ("offered with a change", "{c}, and then I got 20", ASKED, None),
    ("offered with a change", "whats {c}, plus I got 20", ASKED, None),
    ("changes it", "Let's calculate {c} by 2 using the grid method.", ASKED, None),
    ("another question", "{c} - three of them got {w}, how many got it wrong?", ASKED, None),
    ("another question", "not {c}, brain not working, the other one", ASKED, None),
    ("another question", "Q7) {c} = ? Why can't I do it in my head?", EITHER, lambda value: value),
    ("a comparison asked", "Which is the biggest? {c}", ASKED, None),
    ("a comparison asked", "{c} - which one is smaller?", ASKED, None),
    ("an estimate asked", "Roughly, what's {c}?", ASKED, None),
    ("an estimate asked", "{c} (ballpark figure), brain not working", ASKED, None),
    ("an estimate asked", "Q7) approximately {c} = ?", ASKED, None),
]
"""The same calculations in words that change them or ask something else of them."""
ALONE: list[tuple[str, str, str, Fraction | None]] = [
    ("two operations said", "omg whats 10 minus 3 times 2 brain not working", ASKED, None),
    ("two operations said", "Q4: 20 divided by 4 plus 1, can't think straight", EITHER, Fraction(6)),
    ("two operations said", "what's 6 plus 4 times 3, I got 30", EITHER, Fraction(18)),
    ("a decimal comma", "what is 2,4 times 5? brain not working", ASKED, None),
    ("a decimal comma", "Q3) 6,25 multiplied by 8 = ?", ASKED, None),
    ("a unit that changes it", "Class totals: 18 + 24 + 31 pounds. Adding up, in euros", ASKED, None),
    ("a unit that changes it", "£20 - 5 pence, brain not working", EITHER, Fraction(15)),
    ("a unit that changes it", "20 + 30 minutes, brain not working", ASKED, None),
]
"""Calculations said with more than one operation (asked back, or read in the order of operations), with a
decimal comma, or beside a unit: asked back."""


STORIES: dict[str, list[str]] = {
    "-": [
        "Numbers make me anxious. Somebody paid £{a} for something costing £{b} – what's {a} - {b}?",
        "Running the kitty: opening float {a}, paid out {b} in prizes. What's left, {a} - {b}?",
        "I had £{a} and spent £{b} at the fete. {a} − {b} = ?",
        "Price dropped from £{a} to £{b} the next day. How much back, {a} minus {b}?",
        "Tuck shop: the float was £{a} and we spent £{b} on crisps.\nSo {a} - {b} = ?",
        "Haven't done this since school. Had £{a}, spent £{b}: {a} - {b}?",
    ],
    "+": [
        "Harvest collection was {a} and the Christmas one {b}. What's the total, {a} + {b}?",
        "Hail {a} days, rain {b} days - do they add up? {a} + {b} = ?",
        "{a} guests from my side, {b} from his — {a} plus {b}, how many guests is that?",
        "He asked me {a} + {b} at the till today. What is it?",
        "For the newsletter (issue 112): {a} raised in May and {b} in June — {a} + {b}",
        "I left school at 15 in 1978. My grandson asked me {a} + {b} and I didn't know. What is it?",
        "Battle years: {a} and {b}. {a} + {b} = ? (add the two famous dates)",
    ],
    "×": [
        "energy refills 1 every {b} min and i need {a} of it — {a} × {b}, how many minutes",
        "Seed trays hold {b} cells and I've got {a} trays. {a} x {b}?",
        "Rent is £{a} a month for {b} months: what's {a} × {b}?",
        "We sold {a} tickets at £{b}. So {a} times {b}?",
        "Monthly rent is £{a}, the lease is {b} months; {a} x {b} = ?",
    ],
    "÷": [
        "We raised {a} and there are {b} scouts going on camp. How much each, {a} divided by {b}?",
        "{a} sweets shared out by {b} kids: {a} ÷ {b} = ?",
        "The bill came to £{a} and there are {b} of us. What's each, {a} / {b}?",
        "Job paid £{a} for {b} days. {a} ÷ {b} per day?",
        "Scout group treasurer here. We raised {a} for {b} tents: what is {a} ÷ {b}?",
    ],
}
"""Stories told with two numbers, then the calculation that answers them written out: `{a}`, `{b}`."""
STORY_NUMBERS: dict[str, list[tuple[str, str, Fraction]]] = {
    "-": [("20", "13.45", Fraction("6.55")), ("150", "45", Fraction(105)), ("903", "458", Fraction(445))],
    "+": [
        ("318.45", "502.60", Fraction("821.05")),
        ("345", "278", Fraction(623)),
        ("1,066", "1,815", Fraction(2881)),
    ],
    "×": [("45", "6", Fraction(270)), ("875", "12", Fraction(10500)), ("34", "27", Fraction(918))],
    "÷": [("645", "15", Fraction(43)), ("144", "12", Fraction(12)), ("3,200", "4", Fraction(800))],
}
LABELLED = ["", "Q7) ", "Round 3, question 5: ", "1894 paper, Q4: ", "Order #88213 - "]
"""Labels before a story: a question's number, a round, an old paper's year, an order reference."""
STORY_NEAR_MISSES: list[tuple[str, str, str]] = [
    ("another number", "{story} And 20 more on top.", ASKED),
    ("another number", "{label}{story} It's for 3 kids.", ASKED),
    ("a count in words", "{label}Twice over: {story}", ASKED),
    ("a count in words", "Half of it, really. {story}", ASKED),
    ("an answer offered", "{story} My total was {w}", ASKED),
    ("an answer offered", "{story}\nSophie: £{w}", ASKED),
    ("taken back", "{story} No, actually make it {c}.", ASKED),
    ("goes on after it", "{story} Then halve it.", ASKED),
    ("goes on after it", "{story} And take off the {c} deposit?", ASKED),
    ("two calculations", "First I tried {a} plus {c}. {story}", ASKED),
    ("two calculations", "{story} Or {a} plus {c}?", ASKED),
]
OTHER_QUESTIONS: list[tuple[str, str]] = [
    ("a unit asked of another", "energy refills 1 every 6 min and i need 45 of it — 45 × 6, how many hours"),
    ("a unit asked of another", "Job paid £645 for 15 days. 645 ÷ 15 per hour?"),
    ("a unit asked of another", "8 boxes of 12 eggs — 8 × 12, how many boxes?"),
    ("a unit asked of another", "Q9: 365 + 366 + 365 - how many weeks is that?"),
    ("another answer asked", "Round 2, true or false: 91 / 7"),
    ("its sentence asks another operation", "Sold 240 tickets at £16. How much each, 240 x 16?"),
    ("the story asks another operation", "I have £50 and tickets are £12, how many can I buy – 50 - 12?"),
    ("the story asks another operation", "Tickets are £12 and I have £50. How much change? 50 + 12"),
    ("the story asks another operation", "We raised 645 and there are 15 scouts. How much each? 645 - 15"),
    (
        "the story asks another operation",
        "Harvest was 318.45 and Christmas 502.60, how much more? 318.45 + 502.60",
    ),
    ("its sentence asks another operation", "Opening float 150, paid out 45. What's the total, 150 - 45?"),
    (
        "its sentence asks another operation",
        "We raised 645 and there are 15 scouts. How much left, 645 ÷ 15?",
    ),
    ("the story asks another operation", "I have £50 and tickets are £12. How many can I buy? 50 - 12"),
    ("the story asks another operation", "I have £60 and tickets are £15, how many can I get? 60 - 15"),
    ("the story asks another operation", "Got £50 for 12 tickets. How much is left over? 50 ÷ 12"),
    ("the story asks another operation", "Harvest 318.45, Christmas 502.60. How much more? 318.45 + 502.60"),
    ("an estimate asked", "Tickets were £20 and £13.45. Roughly, what's 20 + 13.45?"),
    ("an estimate asked", "Float was £75, now £318.40 in the tin. Ballpark, 318.40 - 75?"),
    ("a comparison asked", "Harvest was 345 and Christmas 278. Which is bigger, 345 + 278?"),
    ("another number", "I left school at 15. He asked me 345 + 278 and 15 more. What is it?"),
    ("a count in words", "Q7) 1,066 + 1,815 = ? (add the three famous battle years)"),
    ("a unit asked of another", "Q7) 1,066 + 1,815 = ? (add the two years in days)"),
    ("the story asks another operation", "I left school at 15 in 1978. He asked me 345 + 278. What's left?"),
    ("an answer offered", "He asked me 345 + 278 and I didn't know if it was 633. What is it?"),
    ("a count in words", "My commute is 48 minutes each way, 10 trips a week — 48 × 10?"),
    ("a count in words", "League of 20 teams, each plays the other 19 twice... so 20 × 19 matches?"),
    ("a count in words", "Paid £20 for something costing £13.45 with 10% off – what's 20 - 13.45?"),
]
"""Stories that ask another question than their calculation answers, in another unit or of another
operation, or count in words: asked back."""
"""Stories with a number, a count, an answer or a correction beside the calculation: asked back. `{story}` is
a story of STORIES, `{c}` a number of neither, `{w}` an answer offered."""


class ChatterCell(Record):
    question: str
    must: str
    answer: Fraction | None
    group: str


def offered(value: Fraction) -> str:
    """An answer offered that is not the calculation's: its value and ten more, as a decimal."""
    more = value + 10
    return str(more.numerator) if more.denominator == 1 else str(Decimal(more.numerator) / more.denominator)


def _filled(template: str, written: str, operation: str, value: Fraction) -> str:
    said0, said1 = SIGN_SAID[operation]
    return template.format(c=written, w=offered(value), said0=said0, said1=said1, other=OTHER_SIGN[operation])


def cells() -> list[ChatterCell]:
    found = []
    for written, operation, value in CALCULATIONS:
        for group, template in SURROUNDINGS:
            question = _filled(template, written, operation, value)
            found.append(ChatterCell(question=question, must=READ, answer=value, group=group))
        for group, template, must, answer_of in NEAR_MISSES:
            question = _filled(template, written, operation, value)
            answer = None if answer_of is None else answer_of(value)
            found.append(ChatterCell(question=question, must=must, answer=answer, group=f"near: {group}"))
    for operation, stories in STORIES.items():
        for (a, b, value), (index, story), label in product(
            STORY_NUMBERS[operation], enumerate(stories), LABELLED
        ):
            told = label + story.format(a=a, b=b)
            found.append(ChatterCell(question=told, must=READ, answer=value, group=f"story {operation}"))
            if label:
                continue
            near = (
                STORY_NEAR_MISSES[index % 2 :: 2]
                if a != STORY_NUMBERS[operation][0][0]
                else STORY_NEAR_MISSES
            )
            for group, template, must in near:
                question = template.format(
                    story=story.format(a=a, b=b), label=label, w=offered(value), a=a, b=b, c=7
                )
                found.append(
                    ChatterCell(question=question, must=must, answer=None, group=f"near story: {group}")
                )
    for group, question in OTHER_QUESTIONS:
        found.append(ChatterCell(question=question, must=ASKED, answer=None, group=f"near story: {group}"))
    for group, question, must, answer in ALONE:
        found.append(ChatterCell(question=question, must=must, answer=answer, group=f"near: {group}"))
    return found


if __name__ == "__main__":
    sys.exit(
        report(
            __doc__ or "",
            PINNED,
            cells(),
            every_bold,
            lambda cell: [cell.group],
            lambda index, cell: index % 2 == 0,
        )
    )
