"""Every phrasing corpus is well formed and every expected answer is right.

Each answer is worked out again here from the structured fields stored beside the question (a, b,
step, terms), so a wrong answer in the files fails this test.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from quickmath.domain import Operation
from quickmath.exact import to_json

CORPUS = Path(__file__).parent / "data" / "corpus"
SPLITS = {
    "corpus 1": ("tuning", "heldout"),
    "corpus 2": ("tuning2", "heldout2"),
    "corpus 3": ("tuning3", "tuning3b"),
    "corpus 4": ("tuning4", "heldout4"),
    "corpus 5": ("tuning5", "heldout5"),
    "corpus 6": ("tuning6", "tuning6b"),
    "corpus 7": ("tuning7", "tuning7b"),
    "corpus 8": ("tuning8", "heldout8"),
    "corpus 9": ("tuning9", "heldout9"),
    "corpus 10": ("tuning10", "heldout10"),
    "corpus 11": ("tuning11", "heldout11"),
    "corpus 12": ("tuning12", "heldout12"),
    "corpus 13": ("tuning13", "heldout13"),
    "corpus 14": ("tuning14", "heldout14"),
    "corpus 15": ("tuning15", "heldout15"),
    "corpus 16": ("tuning16", "heldout16"),
    "corpus 17": ("tuning17", "heldout17"),
    "corpus 18": ("tuning18", "heldout18"),
    "corpus 19": ("tuning19", "heldout19"),
    "corpus 20": ("tuning20", "heldout20"),
}
"""Each corpus's tuning and held-out halves; corpora 3, 6 and 7 released theirs to tuning (3b, 6b, 7b)."""
SMALLEST_SPLIT = {
    "corpus 3": (270, 140),
    "corpus 5": (270, 150),
    "corpus 6": (290, 145),
    "corpus 7": (300, 160),
    "corpus 8": (280, 150),
    "corpus 9": (280, 145),
    "corpus 10": (310, 160),
    "corpus 11": (260, 140),
    "corpus 12": (250, 140),
    "corpus 13": (260, 145),
    "corpus 14": (280, 180),
    "corpus 15": (285, 190),
    "corpus 16": (280, 170),
    "corpus 17": (255, 165),
    "corpus 18": (270, 170),
    "corpus 19": (255, 160),
    "corpus 20": (255, 165),
}
"""Corpora 3, 5 to 13 hold back 35% of 402 to 490 phrasings, corpora 14 to 20 40% of 471, 480, 459, 427, 450,
424 and 430; the others need 320 tuning, 130 held out."""
PARAPHRASES = (
    *(f"tuning21{part}" for part in ("", "b", "c", "d", "e", "f", "g")),
    *(f"tuning{number}" for number in range(22, 27)),
)
"""Corpora 21 to 26: questions the coach read right, each said again by a writer who never saw the coach."""
FILES = {
    name: CORPUS / f"{name}.jsonl"
    for name in (*(n for split in SPLITS.values() for n in split), *PARAPHRASES)
}
SOURCES = re.compile(r"written|worksheet|paraphrase|generator:[a-z0-9_-]+")
EXACT_TEXT = re.compile(r"-?(\d+\.\d*[1-9]|\d+/\d+)")
CLOCK = re.compile(r"(\d+):([0-5]\d)")
READING = re.compile(r"(\d{1,2}):([0-5]\d)(?: ([AP]M))?")
LENGTH_ANSWERS = {"add_time", "subtract_time", "time_between"}


def load(name: str) -> list[dict[str, Any]]:
    lines = FILES[name].read_text(encoding="utf-8").splitlines()
    return [json.loads(line, parse_float=_no_float) for line in lines]


def _no_float(text: str) -> None:
    raise AssertionError(f"a binary float in the corpus: {text}")


ITEMS = {name: load(name) for name in FILES}
ALL = [item for items in ITEMS.values() for item in items]


def number(value: Any) -> Fraction:
    """A stored operand: a JSON integer, or a decimal or fraction written as a string."""
    assert not isinstance(value, bool)
    if isinstance(value, int):
        return Fraction(value)
    assert isinstance(value, str) and re.fullmatch(r"-?\d+(\.\d+)?", value), value
    return Fraction(value)


def minutes(run_together: Any) -> int:
    assert isinstance(run_together, int) and run_together >= 0
    hours, mins = divmod(run_together, 100)
    assert mins < 60, run_together
    return hours * 60 + mins


def time_of_day(text: Any) -> tuple[int, bool]:
    """ "7:57 PM" → (1197, True), "08:55" → (535, False): minutes after midnight, and whether AM/PM."""
    assert isinstance(text, str)
    reading = READING.fullmatch(text)
    assert reading, text
    hour, minute, half = int(reading[1]), int(reading[2]), reading[3]
    if half is None:
        assert hour < 24, text
        return hour * 60 + minute, False
    assert 1 <= hour <= 12, text
    return (hour % 12 + (12 if half == "PM" else 0)) * 60 + minute, True


def clock_reading(minutes_after_midnight: int, twelve_hour: bool) -> str:
    hour, minute = divmod(minutes_after_midnight % (24 * 60), 60)
    if twelve_hour:
        return f"{(hour + 11) % 12 + 1}:{minute:02d} {'AM' if hour < 12 else 'PM'}"
    return f"{hour:02d}:{minute:02d}"


def recomputed_time(item: dict[str, Any]) -> Fraction | str:
    """A clock operation's answer: a reading in the question's style, or a length in minutes."""
    op = item["operation"]
    start, twelve_hour = time_of_day(item["a"])
    if op == "time_between":
        end, _ = time_of_day(item["b"])
        return Fraction((end - start) % (24 * 60))
    assert isinstance(item["b"], int) and item["b"] >= 0
    return clock_reading(start + item["b"] if op == "time_after" else start - item["b"], twelve_hour)


def recomputed(item: dict[str, Any]) -> Fraction | str:
    """The answer from the stored fields, by plain arithmetic (loops for sums and powers)."""
    op = item["operation"]
    if op in {"time_after", "time_before", "time_between"}:
        return recomputed_time(item)
    if "terms" in item:
        first, *rest = (number(t) for t in item["terms"])
        assert op in {"+", "-"} and rest
        return first + sum(rest) if op == "+" else first - sum(rest)
    a, b = number(item["a"]), number(item["b"])
    if op == "+":
        return a + b
    if op == "-":
        return a - b
    if op == "*":
        return a * b
    if op == "/":
        return a / b
    if op == "series":
        step = number(item["step"])
        assert step > 0
        gap = step if b >= a else -step
        total, value = Fraction(0), a
        while (value - b) * gap <= 0:
            total += value
            value += gap
        assert value - gap == b, "the series never lands on its last term"
        return total
    if op in {"sum_of_squares", "sum_of_cubes"}:
        power = 2 if op == "sum_of_squares" else 3
        assert a.denominator == b.denominator == 1 and a <= b
        return Fraction(sum(i**power for i in range(int(a), int(b) + 1)))
    if op == "add_time":
        return Fraction(minutes(item["a"]) + minutes(item["b"]))
    if op == "subtract_time":
        assert minutes(item["a"]) >= minutes(item["b"])
        return Fraction(minutes(item["a"]) - minutes(item["b"]))
    if op in {"remainder", "divisible"}:
        assert a.denominator == b.denominator == 1 and a >= 0 and b >= 1
        left = int(a) - int(b) * (int(a) // int(b))
        return Fraction(left) if op == "remainder" else ("Yes" if left == 0 else "No")
    if op == "power":
        assert b.denominator == 1 and b >= 0
        result = Fraction(1)
        for _ in range(int(b)):
            result *= a
        return result
    raise AssertionError(f"unknown operation {op}")


@pytest.mark.parametrize("corpus", SPLITS.keys())
def test_the_split_has_enough_phrasings_on_both_sides(corpus: str) -> None:
    tuning_name, heldout_name = SPLITS[corpus]
    fewest_tuning, fewest_heldout = SMALLEST_SPLIT.get(corpus, (320, 130))
    assert len(ITEMS[tuning_name]) >= fewest_tuning
    assert len(ITEMS[heldout_name]) >= fewest_heldout
    tuning = {item["category"] for item in ITEMS[tuning_name]}
    heldout = {item["category"] for item in ITEMS[heldout_name]}
    assert tuning == heldout, "every wording family is held out in part"


def test_ids_and_questions_are_unique_across_all_corpora() -> None:
    """A question in both corpora would carry a held-out question into a tuning file."""
    ids = [item["id"] for item in ALL]
    questions = [item["question"].strip().lower() for item in ALL]
    assert [i for i, n in Counter(ids).items() if n > 1] == []
    assert [q for q, n in Counter(questions).items() if n > 1] == []  # names only the repeats


ORIGINALS = {item["id"]: item for item in ALL if item["source"] != "paraphrase"}


@pytest.mark.parametrize("name", PARAPHRASES)
def test_a_paraphrase_asks_what_its_original_asks(name: str) -> None:
    """Each paraphrase keeps its original's operation, answer and numbers; only the words change."""
    assert len(ITEMS[name]) >= 300
    for item in ITEMS[name]:
        original = ORIGINALS[item["of"]]
        assert item["id"] == f"p{name.removeprefix('tuning')}-{original['id']}"
        assert item["question"] != original["question"]
        kept = [key for key in original if key not in ("id", "question", "source")]
        changed = [key for key in kept if item[key] != original[key]]
        assert all(_same_reading(item[key], original[key]) for key in changed), item["id"]


def _same_reading(one: Any, other: Any) -> bool:
    """Two clock readings naming one time ("4:45 AM" and "04:45")."""
    readings = [value for value in (one, other) if isinstance(value, str) and READING.fullmatch(value)]
    return len(readings) == 2 and time_of_day(one)[0] == time_of_day(other)[0]


def check(item: dict[str, Any]) -> None:
    assert item["operation"] in {op.value for op in Operation}
    assert SOURCES.fullmatch(item["source"])
    assert item["category"] and item["question"].strip()
    expected = recomputed(item)
    answer = item["answer"]
    if item["operation"] in LENGTH_ANSWERS:
        clock = CLOCK.fullmatch(answer)
        assert clock, answer
        assert int(clock[1]) * 60 + int(clock[2]) == item["minutes"] == expected
        return
    if isinstance(expected, str):  # a clock reading, or Yes/No
        assert answer == expected
        return
    if isinstance(answer, str):
        assert EXACT_TEXT.fullmatch(answer), answer
    assert answer == to_json(expected)


@pytest.mark.parametrize("item", ALL, ids=[item["id"] for item in ALL])
def test_item_is_well_formed_and_its_answer_is_exact(item: dict[str, Any]) -> None:
    check(item)


FIRST_OF_EACH_KIND = list(
    {
        (item["operation"], str(item["answer"]) in {"Yes", "No"}, item["answer"] == "Yes"): item
        for item in reversed(ALL)
    }.values()
)


@pytest.mark.parametrize("item", FIRST_OF_EACH_KIND, ids=lambda item: f"{item['operation']}-{item['id']}")
def test_a_wrong_answer_or_operand_is_caught(item: dict[str, Any]) -> None:
    wrong_answer = dict(item, minutes=item.get("minutes", 0) + 1, answer="1/7")
    with pytest.raises(AssertionError):
        check(wrong_answer)
    with pytest.raises(AssertionError):
        check(with_another_operand(item))


def with_another_operand(item: dict[str, Any]) -> dict[str, Any]:
    """The item with its last operand changed so that its stored answer no longer fits."""
    if "terms" in item:
        return dict(item, terms=[*item["terms"][:-1], 1234])
    if item["operation"] == "divisible":  # every number is divisible by 1, none by the next one up
        return dict(item, b=1 if item["answer"] == "No" else item["a"] + 1)
    if item["operation"] == "remainder":  # a leaves itself over when divided by a + 1
        return dict(item, b=item["a"] + 1)
    return dict(item, b=1)
