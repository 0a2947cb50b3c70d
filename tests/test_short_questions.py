"""A question said in a word or two after its story or before it (reading/short_questions.py): read as the
question said in full, only when every way of saying it that reads reads it the same."""

from __future__ import annotations

import re

import pytest

from quickmath.offline.reading.short_questions import said_in_full
from tests.offline_turns import ask

READ_IN_FULL = [
    ("The bus has 14 rows of 4 seats. Seats?", "56"),
    ("Each crate holds 24 bottles, we unloaded 15 crates. Bottles?", "360"),
    ("The hall was set out as 18 rows of 25 chairs. Chairs?", "450"),
    ("Prize money of £1,500 shared by 6 winners. Each?", "250"),
    ("A club pays £3,120 for 26 matches. Per match?", "120"),
    ("Tickets cost £12.50 and we bought 8. Cost?", "100"),
    ("I read 35 pages a night for 12 nights. Pages?", "420"),
    ("Each box weighs 2.5 kg and there are 12 boxes. Total weight?", "30"),
    ("Had £80, spent £27.40 at the shop. Change?", "52.6"),
    ("A plank is 2.4 m long, I need 5 planks. Total length?", "12"),
    ("£1,200 shared between 6 of us. Each?", "200"),
    ("Prize pot of £4,500 for 9 winners, split evenly. Per winner?", "500"),
    ("The club pays £960 for 12 sessions. Per session?", "80"),
    ("Each? We split a £96 bill four ways.", "24"),
    ("Vet nurse here: 58 treats and 5 puppies, equal shares. Treats left?", "3"),
    ("The theatre has 30 rows of 25 seats. Capacity?", "750"),
    ("Capacity? The stadium has 12 stands of 4,500 seats.", "54000"),
    ("Campsite: 18 pitches, each sleeps 6. Capacity?", "108"),
    ("Minibus fleet: 7 minibuses of 16 seats. Total capacity?", "112"),
    ("Water butts: 3 butts, 200 litres each. Capacity?", "600"),
    ("Our hall takes 15 tables of 8 guests. What's the capacity?", "120"),
    ("Lecture theatre: 22 rows, 40 seats a row. Capacity?", "880"),
    ("Kennels: 9 runs that hold 4 dogs each. Max capacity?", "36"),
    ("Egg trays of 30, and the van takes 120 trays. Capacity?", "3600"),
    ("Eggs come 6 to a box, 45 boxes on the shelf. Eggs?", "270"),
    ("Seats? The hall has 24 rows of 30 seats.", "720"),
    ("Each tray holds 30 eggs and we've ordered 9 trays. Eggs to collect?", "270"),
    ("Each patient gets 2.5 ml of the syrup, 14 patients on the ward. Syrup needed?", "35"),
    ("Every hive gives about 25 kg of honey and Dad keeps 6 hives. Honey in kg?", "150"),
    ("Scouts: 9 patrols with 7 scouts in each patrol. Scouts to feed?", "63"),
    ("Fans? 3 coaches of 48 fans each.", "144"),
]

ASKED_BACK = [
    "The bus has 52 seats and 19 are taken. Seats?",  # the seats it has, or the seats free?
    "I bought 3 packs of 8 pens and lost 5. Pens?",  # three numbers, two steps
    "Rent is £1,200 a month. Year?",  # twelve months is a fact the learner did not tell
    "84 pupils and 4 teachers. Pupils?",  # told already
    "The tank holds 60 litres and is 3/4 full. Litres?",  # was 0.75
    "36 tiles per box x 18 boxes = ? boxes",  # the boxes are told: the count after "=" asks back
]


@pytest.mark.parametrize(("question", "answer"), READ_IN_FULL)
def test_a_short_question_after_its_story_is_read_as_the_question_in_full(question: str, answer: str) -> None:
    assert re.findall(r"\*\*(.+?)\*\*", ask(question).answer) == [answer]


@pytest.mark.parametrize("question", ASKED_BACK)
def test_a_short_question_that_could_ask_another_thing_is_asked_back(question: str) -> None:
    assert re.findall(r"\*\*(.+?)\*\*", ask(question).answer) == []


@pytest.mark.parametrize(
    ("message", "ways"),
    [
        ("12 carriages of 76 seats. Seats?", ["12 carriages of 76 seats. How many seats?"]),
        (
            "£45 for 3 tickets. Each?",
            ["£45 for 3 tickets. How much each?", "£45 for 3 tickets. How many each?"],
        ),
        (
            "£2,160 for 24 games. Per game?",
            ["£2,160 for 24 games. How much per game?", "£2,160 for 24 games. How many per game?"],
        ),
        (
            "0.85 kg each, 120 totes. Weight of the empties?",
            ["0.85 kg each, 120 totes. What is the weight of the empties?"],
        ),
        ("What is 12 x 4? Right?", []),  # agrees, asks nothing new
        ("12 x 4. How many is that?", []),  # asks in its own words
        ("Seats?", []),  # no story
        ("There are 12 rows with 8 seats in every one of them. So how many seats in all of the rows?", []),
    ],
)
def test_only_a_short_last_question_after_numbers_is_said_in_full(message: str, ways: list[str]) -> None:
    assert said_in_full(message) == ways
