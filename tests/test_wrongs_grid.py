"""Holders told by what each holds, unlike things added, and the wrong answers around them
(benchmarks/wrongs_grid.py): a sample of its grid, written out by `python benchmarks/wrongs_grid.py --write`
as [question, answer] pairs in tests/data/wrongs_grid.json. Holders counted with what each holds ("Seed trays
hold 24 cells each and I've got 15 trays. How many cells?") give their product; a whole put into holders with
what is left asked, the remainder; like things added, the sum; an amount in pence or cents times a count, the
product said in that coin ("600p": "That is 600p." beside the answer), and an answer in pounds says no coin.
A null answer is a story no answer of its numbers fits, which must be asked back: a count of another thing
("… I've got 15 pots"), what each holds asked back, holders not full or said to be empty, things "left" with
nothing taken, things put on or fixed to others added ("Knitted 12 scarves and added 5 buttons"), a sum
asked in another unit ("… pounds, in euros please"), a question that names what a correction took back
("It's 2^9 no wait 2^8. What's 2^9?"), a story asked of another thing or someone else ("The hall had 45
chairs, 12 taken out. How many tables?", "… gave 12 to Sam. How many did Sam get?", "12 more pages on Tuesday
than on Monday. How many pages altogether?")."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tests.offline_turns import ask
from tests.test_wrong_answer_probes import meanings

PINNED = json.loads((Path(__file__).parent / "data" / "wrongs_grid.json").read_text(encoding="utf-8"))
_BOLD = re.compile(r"\*\*(.+?)\*\*")
_IN_COINS = re.compile(r"(.+?)([pc])")
_COIN_SAID = re.compile(r"That is [\d,.]+[pc]\.")


def test_the_sample_holds_cells_read_and_cells_asked_back() -> None:
    assert len([1 for _, answer in PINNED if answer is None]) >= 150
    assert len([1 for _, answer in PINNED if answer is not None]) >= 60
    assert len([1 for _, answer in PINNED if answer and _IN_COINS.fullmatch(answer)]) >= 10


@pytest.mark.parametrize(("question", "answer"), PINNED, ids=[question for question, _ in PINNED])
def test_holders_and_unlike_things_are_answered_by_the_roles_of_their_numbers_or_asked_back(
    question: str, answer: str | None
) -> None:
    reply = ask(question).answer
    said = _BOLD.findall(reply)
    if answer is None:
        assert said == [], f"stated {said} where no answer of its numbers fits"
        return
    coins = _IN_COINS.fullmatch(answer)
    number = coins[1] if coins else answer
    assert said and all(meanings(one) & meanings(number) for one in said), f"stated {said}, not {answer}"
    if coins:
        assert f"That is {answer}." in reply, f"{number} said without its coin"
    else:
        assert _COIN_SAID.search(reply) is None, "an answer not in coins said in coins"
