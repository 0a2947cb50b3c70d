"""The general reader of benchmarks/general_reader.py: each of its parts reads its own phrasings, leaves alone
the close calls that once gave a wrong answer (a part of a whole added, a learner among the sharers, a span
asked of another doing, a calculation taken back), and through the real loop, switched on, answers from the
tools; switched off again, the coach is as it was."""

from __future__ import annotations

import importlib.util
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.reading import problem
from quickmath.offline.reading.message import reader_of
from quickmath.offline.reading.text import normalise, number_words
from tests.offline_turns import ask


def _benchmark() -> ModuleType:
    """benchmarks/general_reader.py, loaded as a module (benchmarks/ is no package)."""
    path = Path(__file__).resolve().parent.parent / "benchmarks" / "general_reader.py"
    spec = importlib.util.spec_from_file_location("general_reader", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


roles = _benchmark()

READ = [
    (
        "span_between_readings",
        "Kick-off 14:30, final whistle 16:20. How long was the game?",
        ("time_between", "14:30", "16:20"),
    ),
    (
        "lengths_together_or_apart",
        "Reading 2 h 15 min and piano 1 h 50 min - how much altogether?",
        ("add_time", "2 h 15 min", "1 h 50 min"),
    ),
    (
        "lengths_together_or_apart",
        "Old best 1 h 52 min, new best 1 h 47 min: what's the difference?",
        ("subtract_time", "1 h 52 min", "1 h 47 min"),
    ),
    ("groups_of_a_size", "Each tray holds 15 eggs. We collected 135. How many trays?", ("/", "135", "15")),
    (
        "groups_of_a_size",
        "Each pack has 6 rolls and there are 14 packs. How many rolls in total?",
        ("*", "14", "6"),
    ),
    (
        "groups_of_a_size",
        "We have 96 stickers for 8 children, shared equally. How many does each child get?",
        ("/", "96", "8"),
    ),
    (
        "two_numbers_by_what_is_asked",
        "How much taller is a 4,808 m mountain than a 3,776 m one?",
        ("-", "4808", "3776"),
    ),
    (
        "two_numbers_by_what_is_asked",
        "How much older is a 93 m tree than a 58 m tree?",
        ("-", "93", "58"),
    ),
    (
        "two_numbers_by_what_is_asked",
        "Altogether, what do a £4.60 book and a £2.85 pen cost?",
        ("+", "4.60", "2.85"),
    ),
    (
        "two_numbers_by_what_is_asked",
        "If 7 tables each get the same number of our 100 napkins, how many napkins are spare?",
        ("remainder", "100", "7"),
    ),
    (
        "two_numbers_by_what_is_asked",
        "Can 96 chairs go in rows of 8 with none left over? Yes or no?",
        ("divisible", "96", "8"),
    ),
]

LEFT_ALONE = [
    "Started the pressure test at 14:50; it must hold 45 mins before sign-off. What time's sign-off?",
    "Leaving at 16:25 on a flight of 5 hours 55 minutes - what will the clocks back home read when it lands?",
    "If football starts at 9:20 am and the drive's 35 min, what time do we need to be out the door?",
    "Is there a shortcut for adding every whole number from 1 up to 200? What's the total?",
    "The head teacher wants to put 432 chairs into rows of 8 with no chairs left over.",
    "If you deal out 52 cards to 5 players so all get the same number, how many cards are left undealt?",
    "Balance $312.45, then a $450 direct debit. New balance?",
    "A 300-page book. I read 120 pages. How many pages have I read altogether?",
    "56 is 7 times what?",
    "Tom and 4 friends have 32 sweets. How many sweets does each get?",
    "27 sweets into bags of 5. How many bags and how many left over?",
    "11 goes into 143 with no remainder, how many times?",
    "The gym is £30 monthly but I only went 4 times. Cost per visit?",
    "The cake went in at 14:50 and came out at 15:35. How long did it cool?",
    "Doors opened at 18:30 and the show ended at 22:10. How long was the show?",
    "What is the average of 12 and 18?",
    "The arrival was 3:52 PM, 19 minutes late. What time was it meant to arrive?",
    "Tom is 12 and his sister is 3 years older. How old will they be together in 5 years?",
    "Five £3.20 coffees, total cost?",
    "Please work out how many £20 notes are in the drawer if the twenties add up to £860 altogether.",
]


THROUGH_THE_LOOP = [
    ("Sunrise 06:58, sunset 17:31: daylight hours?", "10 h 33 min"),
    ("Sunrise 07:42, sunset 16:19: daylight hours?", "8 h 37 min"),
    ("Stream A took 2 h 40 min and stream B 1 h 15 min; what is the gap?", "1 h 25 min"),
    ("The boat trip was 2 h 40 min and the bus trip 1 h 15 min. By how much do they differ?", "1 h 25 min"),
    ("Together, how much do a £3.75 sandwich and a £1.20 drink cost?", "4.95"),
    ("How much heavier is a 612 kg horse than a 448 kg pony?", "164"),
    ("Quiz night, round 4: nine times fourteen, what do you get?", "126"),
    ("Each crate of juice holds 24 cartons. For 312 cartons, how many crates do we need?", "13"),
    ("If 9 teams each get the same number of our 400 raffle tickets, how many tickets are spare?", "4"),
]


@pytest.fixture
def general_reader_on() -> Iterator[None]:
    roles.with_the_general_reader(True)
    yield
    roles.with_the_general_reader(False)


@pytest.mark.parametrize(("role", "question", "expected"), READ, ids=[q for _, q, _ in READ])
def test_each_role_reads_its_own_phrasings(role: str, question: str, expected: tuple[str, str, str]) -> None:
    text = number_words(normalise(question))
    found = [part.__name__ for part in roles.ROLES if part(text) is not None]
    assert found[:1] == [role]
    assert roles.read(text) == ProblemSpec(*expected)


@pytest.mark.parametrize("question", LEFT_ALONE)
def test_close_calls_are_left_alone(question: str) -> None:
    assert roles.read(number_words(normalise(question))) is None


@pytest.mark.parametrize(("question", "answer"), THROUGH_THE_LOOP)
def test_switched_on_it_reads_last_and_answers_from_the_tools(
    question: str, answer: str, general_reader_on: None
) -> None:
    assert reader_of(question) == "roles"
    assert re.findall(r"\*\*(.+?)\*\*", ask(question).answer) == [answer]


def test_switched_off_the_coach_never_tries_it() -> None:
    roles.with_the_general_reader(True)
    roles.with_the_general_reader(False)
    assert "roles" not in [name for name, _ in problem.PROBLEM_READERS]
    assert "roles" not in problem.SAYS_HOW_READ
    assert reader_of(THROUGH_THE_LOOP[0][0]) != "roles"
