"""The phrasing corpus is well formed and every expected answer is right.

Each answer is worked out again here from the structured fields stored beside the question (a, b,
step, terms), so a wrong answer in the files fails this test.
"""

from __future__ import annotations

import json
import re
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from quickmath.domain import Operation
from quickmath.exact import to_json

CORPUS = Path(__file__).parent / "data" / "corpus"
FILES = {"tuning": CORPUS / "tuning.jsonl", "heldout": CORPUS / "heldout.jsonl"}
SOURCES = re.compile(r"written|worksheet|generator:[a-z0-9_-]+")
EXACT_TEXT = re.compile(r"-?(\d+\.\d*[1-9]|\d+/\d+)")
CLOCK = re.compile(r"(\d+):([0-5]\d)")


def load(name: str) -> list[dict[str, Any]]:
    lines = FILES[name].read_text(encoding="utf-8").splitlines()
    return [json.loads(line, parse_float=_no_float) for line in lines]


def _no_float(text: str) -> None:
    raise AssertionError(f"a binary float in the corpus: {text}")


ITEMS = {name: load(name) for name in FILES}
ALL = ITEMS["tuning"] + ITEMS["heldout"]


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


def recomputed(item: dict[str, Any]) -> Fraction:
    """The answer from the stored fields, by plain arithmetic (loops for sums and powers)."""
    op = item["operation"]
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
    if op == "power":
        assert b.denominator == 1 and b >= 0
        result = Fraction(1)
        for _ in range(int(b)):
            result *= a
        return result
    raise AssertionError(f"unknown operation {op}")


def test_the_split_has_enough_phrasings_on_both_sides() -> None:
    assert len(ITEMS["tuning"]) >= 320
    assert len(ITEMS["heldout"]) >= 130
    tuning = {item["category"] for item in ITEMS["tuning"]}
    heldout = {item["category"] for item in ITEMS["heldout"]}
    assert tuning == heldout, "every wording family is held out in part"


def test_ids_and_questions_are_unique() -> None:
    ids = [item["id"] for item in ALL]
    questions = [item["question"].strip().lower() for item in ALL]
    assert len(set(ids)) == len(ids)
    assert len(set(questions)) == len(questions)


def check(item: dict[str, Any]) -> None:
    assert item["operation"] in {op.value for op in Operation}
    assert SOURCES.fullmatch(item["source"])
    assert item["category"] and item["question"].strip()
    expected = recomputed(item)
    answer = item["answer"]
    if item["operation"] == "add_time":
        clock = CLOCK.fullmatch(answer)
        assert clock, answer
        assert int(clock[1]) * 60 + int(clock[2]) == item["minutes"] == expected
        return
    if isinstance(answer, str):
        assert EXACT_TEXT.fullmatch(answer), answer
    assert answer == to_json(expected)


@pytest.mark.parametrize("item", ALL, ids=[item["id"] for item in ALL])
def test_item_is_well_formed_and_its_answer_is_exact(item: dict[str, Any]) -> None:
    check(item)


FIRST_OF_EACH_OPERATION = list({item["operation"]: item for item in reversed(ALL)}.values())


@pytest.mark.parametrize("item", FIRST_OF_EACH_OPERATION, ids=lambda item: item["operation"])
def test_a_wrong_answer_or_operand_is_caught(item: dict[str, Any]) -> None:
    wrong_answer = dict(item, minutes=item.get("minutes", 0) + 1, answer="1/7")
    with pytest.raises(AssertionError):
        check(wrong_answer)
    field = "terms" if "terms" in item else "b"
    changed = [*item["terms"][:-1], 1234] if field == "terms" else 1
    with pytest.raises(AssertionError):
        check(dict(item, **{field: changed}))
