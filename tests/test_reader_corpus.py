"""The offline coach on the phrasing corpus (tests/data/corpus): no wrong answer on either file, and a floor
on how much it reads. The held-out file is only measured here, never printed: a failing assertion names
counts, not its questions (see tests/data/corpus/README.md)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "tests" / "data" / "corpus"


def _measurer() -> ModuleType:
    spec = importlib.util.spec_from_file_location("measure_reader", ROOT / "benchmarks" / "measure_reader.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclass looks its module up there
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize(("name", "floor"), [("tuning.jsonl", 0.99), ("heldout.jsonl", 0.9)])
def test_the_coach_states_no_wrong_answer_and_reads_at_least_the_floor(name: str, floor: float) -> None:
    tally = _measurer().measure(CORPUS / name)
    assert tally.total >= 100
    assert len(tally.wrong) == 0, f"{len(tally.wrong)} wrong answers in {name}"
    assert tally.read / tally.total >= floor, tally.line(name)


def test_the_measure_counts_a_wrong_bold_number_as_wrong() -> None:
    measurer = _measurer()
    tally = measurer.Tally()
    item = {"question": "What is 47 + 9?", "operation": "+", "answer": 57}
    measurer.sort(item, tally)
    assert (len(tally.right), len(tally.wrong), len(tally.unanswered)) == (0, 1, 0)
    measurer.sort({"question": "hello", "operation": "+", "answer": 1}, tally)
    assert len(tally.unanswered) == 1
