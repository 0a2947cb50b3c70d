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


def measurer() -> ModuleType:
    """benchmarks/measure_reader.py, loaded as a module (benchmarks/ is no package)."""
    spec = importlib.util.spec_from_file_location("measure_reader", ROOT / "benchmarks" / "measure_reader.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclass looks its module up there
    spec.loader.exec_module(module)
    return module


FLOORS = {
    "tuning.jsonl": 0.99,
    "tuning2.jsonl": 0.99,
    "tuning3.jsonl": 0.97,
    "tuning3b.jsonl": 0.96,
    "tuning4.jsonl": 0.98,
    "tuning5.jsonl": 0.99,
    "tuning6.jsonl": 0.95,
    "tuning6b.jsonl": 0.94,
    "tuning7.jsonl": 0.99,
    "tuning7b.jsonl": 0.9,
    "tuning8.jsonl": 0.95,
    "tuning9.jsonl": 0.98,
    "tuning10.jsonl": 0.96,
    "tuning11.jsonl": 0.97,
    "tuning12.jsonl": 0.97,
    "tuning13.jsonl": 0.97,
    "tuning14.jsonl": 0.95,
    "tuning15.jsonl": 0.97,
    "tuning16.jsonl": 0.95,
    "tuning17.jsonl": 0.95,
    "tuning18.jsonl": 0.89,
    "tuning19.jsonl": 0.91,
    "tuning20.jsonl": 0.9,
    "tuning21.jsonl": 0.69,
    "tuning21b.jsonl": 0.80,
    "tuning21c.jsonl": 0.73,
    "tuning21d.jsonl": 0.75,
    "tuning21e.jsonl": 0.75,
    "tuning21f.jsonl": 0.73,
    "tuning21g.jsonl": 0.81,
    "tuning22.jsonl": 0.75,
    "tuning23.jsonl": 0.76,
    "tuning24.jsonl": 0.73,
    "tuning25.jsonl": 0.73,
    "tuning26.jsonl": 0.73,
    "tuning27.jsonl": 0.76,
    "tuning28.jsonl": 0.67,
    "tuning29.jsonl": 0.62,
    "tuning30.jsonl": 0.58,
    "tuning31.jsonl": 0.62,
    "tuning32.jsonl": 0.63,
    "tuning33.jsonl": 0.76,
    "tuning34.jsonl": 0.66,
    "tuning35.jsonl": 0.57,
    "tuning36.jsonl": 0.81,
    "tuning37.jsonl": 0.69,
    "tuning38.jsonl": 0.88,
    "tuning39.jsonl": 0.64,
    "tuning40.jsonl": 0.57,
    "tuning41.jsonl": 0.46,
    "tuning42.jsonl": 0.67,
    "tuning43.jsonl": 0.52,
    "tuning44.jsonl": 0.80,
    "tuning45.jsonl": 0.61,
    "tuning46.jsonl": 0.76,
    "tuning47.jsonl": 0.67,
    "tuning48.jsonl": 0.60,
    "tuning49.jsonl": 0.58,
    "tuning50.jsonl": 0.69,
    "tuning51.jsonl": 0.59,
    "tuning52.jsonl": 0.68,
    "tuning53.jsonl": 0.65,
    "tuning54.jsonl": 0.58,
    "tuning55.jsonl": 0.84,
    "tuning56.jsonl": 0.52,
    "tuning57.jsonl": 0.65,
    "tuning58.jsonl": 0.68,
    "tuning59.jsonl": 0.74,
    "tuning60.jsonl": 0.68,
    "tuning61.jsonl": 0.54,
    "tuning62.jsonl": 0.54,
    "tuning63.jsonl": 0.52,
    "tuning64.jsonl": 0.60,
    "tuning65.jsonl": 0.64,
    "tuning66.jsonl": 0.32,
    "tuning67.jsonl": 0.45,
    "tuning71.jsonl": 0.65,
    "tuning72.jsonl": 0.67,
    "tuning73.jsonl": 0.78,
    "tuning74.jsonl": 0.35,
    "tuning75.jsonl": 0.70,
    "tuning76.jsonl": 0.80,
    "tuning77.jsonl": 0.65,
    "tuning78.jsonl": 0.53,
    "tuning79.jsonl": 0.58,
    "tuning80.jsonl": 0.53,
    "tuning81.jsonl": 0.47,
    "tuning82.jsonl": 0.52,
    "tuning83.jsonl": 0.70,
    "tuning84.jsonl": 0.46,
    "tuning85.jsonl": 0.60,
    "tuning86.jsonl": 0.77,
    "tuning87.jsonl": 0.72,
    "tuning88.jsonl": 0.75,
    "tuning89.jsonl": 0.60,
    "tuning90.jsonl": 0.63,
    "tuning91.jsonl": 0.49,
    "tuning92.jsonl": 0.63,
    "tuning93.jsonl": 0.75,
    "tuning94.jsonl": 0.42,
    "tuning95.jsonl": 0.75,
    "tuning96.jsonl": 0.6,
    "tuning97.jsonl": 0.60,
    "heldout.jsonl": 0.95,
    "heldout2.jsonl": 0.9,
    "heldout4.jsonl": 0.88,
    "heldout5.jsonl": 0.86,
    "heldout8.jsonl": 0.78,
    "heldout9.jsonl": 0.72,
    "heldout10.jsonl": 0.78,
    "heldout11.jsonl": 0.90,
    "heldout12.jsonl": 0.87,
    "heldout13.jsonl": 0.87,
    "heldout14.jsonl": 0.65,
    "heldout15.jsonl": 0.70,
    "heldout16.jsonl": 0.71,
    "heldout17.jsonl": 0.62,
    "heldout18.jsonl": 0.68,
    "heldout19.jsonl": 0.62,
    "heldout20.jsonl": 0.63,
    "heldout95.jsonl": 0.73,
    "heldout97.jsonl": 0.61,
}
"""The share of each corpus file the coach must read right: raised as the reader widens, never lowered except
to close wrong answers (heldout19 .63 → .62 in session 17: one right answer lost to guards that close 51 wrong
grid answers and five wrong answers learners met; heldout10 .79 → .78 in session 19: one right answer,
133 → 132, lost to the guards that close the 21 wrong answers found by rewording questions the coach read,
corpus 21; heldout8 .79 → .78 in session 19: two right answers, 126 → 124, lost to the guards that close 38
wrong answers to stories asking another thing than they count, `benchmarks/wrongs_grid.py`)."""


@pytest.mark.parametrize(("name", "floor"), FLOORS.items())
def test_the_coach_states_no_wrong_answer_and_reads_at_least_the_floor(name: str, floor: float) -> None:
    tally = measurer().measure(CORPUS / name)
    assert tally.total >= 100
    assert len(tally.wrong) == 0, f"{len(tally.wrong)} wrong answers in {name}"
    assert tally.flagged == [], "the coach's own answer is flagged by the answer check"
    assert tally.read / tally.total >= floor, tally.line(name)


def test_every_corpus_file_is_held_to_a_floor() -> None:
    assert sorted(path.name for path in CORPUS.glob("*.jsonl")) == sorted(FLOORS)


def test_the_measure_counts_a_wrong_bold_number_as_wrong() -> None:
    measure = measurer()
    tally = measure.Tally()
    item = {"question": "What is 47 + 9?", "operation": "+", "answer": 57}
    measure.sort(item, tally)
    assert (len(tally.right), len(tally.wrong), len(tally.unanswered)) == (0, 1, 0)
    measure.sort({"question": "hello", "operation": "+", "answer": 1}, tally)
    assert len(tally.unanswered) == 1


_DIVISIBLE = {"operation": "divisible", "answer": "No"}
_AFTER = {"operation": "time_after", "answer": "10:20 AM"}
_BEFORE = {"operation": "time_before", "answer": "23:35"}
_BETWEEN = {"operation": "time_between", "answer": "5:03", "minutes": 303}
_TAKEN = {"operation": "subtract_time", "answer": "1:35", "minutes": 95}
_ADDED = {"operation": "add_time", "answer": "4:05", "minutes": 245}
_NUMBER = {"operation": "/", "answer": "10/3"}
_PRODUCT = {"operation": "*", "answer": 156}
_HOURS = {"operation": "add_time", "answer": "12:00", "minutes": 720, "question": "7.5 hrs + 4.5 hrs?"}
_MINUTES_LEFT = {"operation": "-", "answer": 13, "question": "We had 60 minutes and used 47. Minutes left?"}
_HOURS_ADDED = {"operation": "+", "answer": 97, "question": "48 hrs plus 49 hrs this week. Total hours?"}


@pytest.mark.parametrize(
    ("item", "answer", "verdict"),
    [
        (_DIVISIBLE, "**No**: 94 is not divisible by 6.", "right"),
        (_DIVISIBLE, "**Yes**: 94 is divisible by 6.", "wrong"),
        (_DIVISIBLE, "So 94 ÷ 6 = **15 2/3**.", "wrong"),
        (_AFTER, "So 82 min after 8:58 AM is **10:20 AM**.", "right"),
        (_AFTER, "So 82 min after 8:58 AM is **10:20 PM**.", "wrong"),
        (_AFTER, "So 82 min after 8:58 AM is **10:20**.", "wrong"),
        (_BEFORE, "So 40 min before 00:15 is **23:35**.", "right"),
        (_BEFORE, "So 40 min before 00:15 is **11:35 PM**.", "wrong"),
        (_BEFORE, "So 40 min before 00:15 is **11:35**.", "wrong"),
        (_BEFORE, "So 40 min before 00:15 is **24:35**.", "wrong"),
        (_BETWEEN, "So from 9:15 AM to 2:18 PM is **303 minutes (5 h 3 min)**.", "right"),
        (_BETWEEN, "So from 9:15 AM to 2:18 PM is **5 h 3 min**.", "right"),
        (_BETWEEN, "So from 9:15 AM to 2:18 PM is **303**.", "right"),
        (_BETWEEN, "So from 9:15 AM to 2:18 PM is **303 minutes (5 h 4 min)**.", "wrong"),
        (_BETWEEN, "So from 9:15 AM to 2:18 PM is **5 h 13 min**.", "wrong"),
        (_BETWEEN, "So from 9:15 AM to 2:18 PM is **503**.", "wrong"),
        (_TAKEN, "So 3:15 − 1:40 = **1 h 35 min**.", "right"),
        (_TAKEN, "So 3:15 − 1:40 = **1:35**.", "right"),
        (_TAKEN, "So 3:15 − 1:40 = **135**.", "wrong"),
        (_TAKEN, "So 3:15 − 1:40 = **2 h 35 min**.", "wrong"),
        (_ADDED, "So 2:45 + 1:20 = **4:05**.", "right"),
        (_ADDED, "So 2:45 + 1:20 = **4 h 5 min**.", "right"),
        (_ADDED, "So 2:45 + 1:20 = **4:15**.", "wrong"),
        (_NUMBER, "So 10 ÷ 3 = **3 1/3**.", "right"),
        (_NUMBER, "So 10 ÷ 3 = **3 1/3** and **4**.", "wrong"),
        (_NUMBER, "So 10 ÷ 3 = **3:20**.", "wrong"),
        (_NUMBER, "I couldn't quite read that one.", "unanswered"),
        (_PRODUCT, "Yes, that's right: 12 × 12 = **144**. Well done!\n\nSo 12 × 13 = **156**.", "right"),
        (_PRODUCT, "Yes, that's right: 12 × 12 = **144**. Well done!\n\nSo 12 × 13 = **157**.", "wrong"),
        (_PRODUCT, "Yes, that's right: 12 × 12 = **144**. Well done!", "wrong"),
        (_HOURS, "So 7.5 + 4.5 = **12**.", "right"),
        (_HOURS, "So 7.5 + 4.5 = **12:00**.", "right"),
        (_HOURS, "So 7.5 + 4.5 = **11**.", "wrong"),
        (_ADDED | {"question": "2 h 45 min + 1 h 20 min"}, "So 2:45 + 1:20 = **4**.", "wrong"),
        (_HOURS_ADDED, "So 48:00 + 49:00 = **97:00**.", "right"),
        (_HOURS_ADDED, "So 48 + 49 = **97**.", "right"),
        (_HOURS_ADDED, "So 48:00 + 49:00 = **97:30**.", "wrong"),
        (_HOURS_ADDED, "So 48:00 + 49:00 = **96:00**.", "wrong"),
        (_MINUTES_LEFT, "So 1 h − 47 min = **13 min**.", "right"),
        (_MINUTES_LEFT, "So 1:00 − 0:47 = **0:13**.", "right"),
        (_MINUTES_LEFT, "So 1:00 − 0:47 = **1:13**.", "wrong"),
        (_NUMBER | {"question": "What is 10 ÷ 3?"}, "So 10 ÷ 3 = **3 min**.", "wrong"),
        (_PRODUCT, "So 12 × 12 = **144**. Well done!\n\nSo 12 × 13 = **156**.", "wrong"),
        (_PRODUCT, "For example, 11 × 12 = **132**.\n\nSo 12 × 13 = **156**.", "right"),
        (_PRODUCT, "For example, 11 × 12 = **132**.\n\nSo 12 × 13 = **155**.", "wrong"),
        (_PRODUCT, "For example, 11 × 12 = **132**.", "wrong"),
    ],
)
def test_each_answer_kind_is_scored_in_its_own_form(
    item: dict[str, object], answer: str, verdict: str
) -> None:
    assert measurer().verdict(item, answer) == verdict
