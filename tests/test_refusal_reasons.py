"""A refusal names a reason only when the question really asks it (tests/data/refusal_reasons.json): "I
can't do logarithms yet" for "log of 1000", never for a training log; averages for "the mean of 4, 8 and 9",
never for "what does 7 squared mean"; algebra for "solve 3x + 2 = 11", never for "x as in times"; percentages
for "15% of 80", never for "5% a year" said in brackets; a unit change for "5 km in miles", never for "38
litres at £1.47". Where the reason does not hold the coach reads the question or asks back, never answering
wrong."""

from __future__ import annotations

import json
import re
from fractions import Fraction
from pathlib import Path

import pytest

from tests.offline_turns import ask

_DATA = json.loads((Path(__file__).parent / "data" / "refusal_reasons.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize(("question", "topic", "right"), _DATA["outside"])
def test_a_word_outside_its_meaning_names_no_reason(question: str, topic: str, right: str) -> None:
    answer = ask(question).answer
    assert topic not in re.findall(r"I can't do (.+?) yet", answer), question
    stated = [_value(text) for text in re.findall(r"\*\*(.+?)\*\*", answer)]
    assert all(value in {_value(way) for way in right.split("|")} for value in stated), answer  # only right


def _value(text: str) -> Fraction | str:
    """A number in bold as a value ("2.5", "5/2" and "2 1/2" are one), else the text ("Yes", "1:05")."""
    plain = text.replace("−", "-")
    if mixed := re.fullmatch(r"(-?)(\d+) (\d+/\d+)", plain):
        whole = Fraction(mixed[2]) + Fraction(mixed[3])
        return -whole if mixed[1] else whole
    try:
        return Fraction(plain)
    except ValueError:
        return text


@pytest.mark.parametrize(("question", "topic"), _DATA["right"])
def test_a_question_that_asks_it_keeps_its_refusal(question: str, topic: str) -> None:
    answer = ask(question).answer
    assert f"I can't do {topic} yet" in answer, answer
    assert "**" not in answer


def test_the_grid_is_wide() -> None:
    assert len(_DATA["outside"]) >= 60 and len(_DATA["right"]) >= 30
    assert len({topic for _, topic, _ in _DATA["outside"]}) >= 8


LABELLED = [
    "Chat started 10:41. Customer: Hi, order 90017 from 2025-11-18. I was promised 500 points but got 375. "
    "How many am I missing?",
    "Re: booking 21-7784. Check-in is 3:00pm and our flight lands 11:20am on 19/08 — how long to kill?",
    "Ref 45-12: the van holds 1,200 kg and we loaded 875 kg and 290 kg, how much room left, roughly?",
    "Dated 2024-03-09 - the fence panels, 14 at £23.50, plus posts, blorp?",
]


@pytest.mark.parametrize("question", LABELLED)
def test_a_date_or_a_reference_is_no_reason_and_its_numbers_are_not_offered(question: str) -> None:
    answer = ask(question).answer
    assert "raised to that power" not in answer and "spreadsheet cell" not in answer, answer
    offered = " ".join(re.findall(r"“([^”]+)”", answer))
    assert not re.search(r"2025|7784|90017|45-12|2024-03", offered), answer


def test_a_label_asked_about_alone_is_named_a_label() -> None:
    answer = ask("what is 2025-11-18").answer
    assert "looks like a date" in answer and "**" not in answer


_LABELS = [
    "2025-11-18", "18/11/2024", "on 19/08", "on 2 Dec", "order #88213", "booking 21-7784", "INV-221",
    "ref 44-091-TQ", "call 0161-555-0199", "postcode LS6 2AB", "Windows 11", "iOS 17", "version 2.3.1",
    "COVID-19", "room 4B", "flight BA287", "my PS5",
]  # fmt: skip
_FRAMED = [
    ("{}: what is 45 + 38?", "83"),
    ("Re {} - I paid £45 and £38. Total?", "83"),
    ("Had £120, spent £45 ({}). How much left?", "75"),
]


@pytest.mark.parametrize(
    ("question", "right"), [(frame.format(label), right) for frame, right in _FRAMED for label in _LABELS]
)
def test_a_label_beside_a_question_is_never_part_of_its_calculation(question: str, right: str) -> None:
    answer = ask(question).answer
    stated = re.findall(r"\*\*(.+?)\*\*", answer)
    assert all(text == right for text in stated), answer  # "on 19/08: what is 45 + 38?" was 2.375 and 83
    offered = {text for text in re.findall(r"“([^”]+)”", answer) if re.search(r"\d", text)}
    assert stated or {text.removeprefix("£") for text in offered} <= {"45", "38", "120", "0161-555-0199"}, (
        answer
    )
    assert "spreadsheet cell" not in answer and "raised to that power" not in answer, answer
