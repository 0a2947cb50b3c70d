"""How much of what people write the offline coach reads: `python benchmarks/measure_reader.py [FILE ...]`.

Each question of a corpus file (tests/data/corpus/*.jsonl) goes through the real loop, the offline coach
and the tools, and its answer is sorted into: read and answered right, read and answered wrong (an answer
in bold that is not the expected one; this must never happen), or asked back / refused (no answer). Each
answer is read in its operation's form: a number, Yes/No, a clock reading in the question's style, or a
length of time (1 h 35 min, 4:05, 303 minutes (5 h 3 min)). With no FILE it measures all four files.
`--misses` lists the questions not answered right, and refuses to for a held-out file.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any

from quickmath.events import Checked, FinalAnswer
from quickmath.loop import TutorAgent
from quickmath.offline import OfflineCoach

CORPUS = Path(__file__).resolve().parent.parent / "tests" / "data" / "corpus"
_BOLD = re.compile(r"\*\*(.+?)\*\*")
_CONFIRMED = re.compile(r"Yes, that's right: [^\n]*?\*\*.+?\*\*\. Well done!")
"""The coach agreeing with a sum the learner stated beside the question ("12 × 12 is 144, right? Then …")."""
_EXAMPLE = re.compile(r"For example, [^\n]*?= \*\*.+?\*\*\.")
"""A lesson's worked example ("Is there a trick to dividing by 5?": "For example, 55 ÷ 5 = **11**.")."""
_MIXED = re.compile(r"(-?)(\d+) (\d+/\d+)")
_READING = re.compile(r"(\d{1,2}):(\d\d)(?: ?([AP]M))?", re.IGNORECASE)
_LENGTH = re.compile(r"(?:(\d+) h)? ?(?:(\d+) min)?")
_MINUTES = re.compile(r"(\d+) minutes?(?: \((.+)\))?")
_IN_MINUTES = re.compile(r"\bminutes\b", re.IGNORECASE)
_IN_HOURS_ONLY = re.compile(r"^(?!.*\bmin).*\b(?:hours?|hrs?)\b", re.IGNORECASE | re.DOTALL)
CLOCK_READINGS = frozenset({"time_after", "time_before"})
LENGTHS = frozenset({"add_time", "subtract_time", "time_between"})
"""Answers that are a length of time; the corpus keeps it in `minutes` beside "H:MM"."""


def number_of(text: str) -> Fraction | None:
    """A number as the coach writes it in bold: 56, −7, 4.75, 10/3, 3 1/3."""
    if mixed := _MIXED.fullmatch(text):
        whole = Fraction(mixed.group(2)) + Fraction(mixed.group(3))
        return -whole if mixed.group(1) else whole
    try:
        return Fraction(text)
    except (ValueError, ZeroDivisionError):
        return None


def reading_of(text: str) -> str | None:
    """A clock reading in one spelling, its style kept: "10:20 am" → "10:20 AM", "9:05" → "09:05"."""
    found = _READING.fullmatch(text)
    if found is None:
        return None
    hours, minutes, half = int(found.group(1)), int(found.group(2)), (found.group(3) or "").upper()
    if minutes > 59 or (half and not 1 <= hours <= 12) or hours > 23:
        return None
    return f"{hours}:{minutes:02d} {half}" if half else f"{hours:02d}:{minutes:02d}"


def length_of(text: str) -> Fraction | None:
    """A length of time in minutes: 1 h 35 min, 5 h, 40 min, 4:05, 303 minutes (5 h 3 min), or 25.

    A length written twice ("303 minutes (5 h 3 min)") counts only when both say the same."""
    if found := _MINUTES.fullmatch(text):
        again = length_of(found.group(2)) if found.group(2) else None
        return Fraction(found.group(1)) if found.group(2) is None or again == int(found.group(1)) else None
    if (parts := _LENGTH.fullmatch(text)) and any(parts.groups()):
        return Fraction(int(parts.group(1) or 0) * 60 + int(parts.group(2) or 0))
    if (clock := re.fullmatch(r"(\d+):([0-5]\d)", text)) is not None:
        return Fraction(int(clock.group(1)) * 60 + int(clock.group(2)))
    return Fraction(text) if text.isdigit() else None


def value_of(text: str, operation: str) -> Fraction | str | None:
    """What one bold answer says, read as the operation's answers are written; None when it is not one.

    Yes/No for `divisible` (1/0), a clock reading for `time_after`/`time_before`, a length in minutes for
    the sums and differences of times, else a number. A reading must be in the question's style: 11:35 PM
    does not answer a question asked on a 24-hour clock."""
    text = text.replace("−", "-").strip()
    if operation == "divisible":
        return {"yes": Fraction(1), "no": Fraction(0)}.get(text.lower())
    if operation in CLOCK_READINGS:
        return reading_of(text)
    if operation in LENGTHS:
        return length_of(text)
    return number_of(text)


def answer_value(item: dict[str, Any], text: str) -> Fraction | str | None:
    """One bold answer's value for `item`; a number of minutes or hours asked as a sum or difference ("how
    many minutes do we have left?", "48 hrs plus 49 hrs, total hours?") may be answered as a length of time:
    13 min, 0:36, 97:00, and a length of time asked only in hours ("7.5 hrs + 4.5 hrs") as a number of
    hours: 12."""
    value = value_of(text, item["operation"])
    question = item.get("question", "")
    if value is None and item["operation"] in ("+", "-") and _IN_MINUTES.search(question):
        return length_of(text.replace("−", "-").strip())
    if value is None and item["operation"] in ("+", "-") and _IN_HOURS_ONLY.search(question):
        minutes = length_of(text.replace("−", "-").strip())
        return None if minutes is None else minutes / 60  # "48 hrs plus 49 hrs. Total hours?" as 97:00
    if item["operation"] in LENGTHS and _IN_HOURS_ONLY.search(question):
        hours = number_of(text.replace("−", "-").strip())
        return value if hours is None else hours * 60
    return value


def expected_value(item: dict[str, Any]) -> Fraction | str:
    operation = item["operation"]
    if operation in LENGTHS:
        return Fraction(item["minutes"])
    if operation == "divisible":
        return Fraction({"Yes": 1, "No": 0}[item["answer"]])
    if operation in CLOCK_READINGS:
        reading = reading_of(item["answer"])
        assert reading is not None, item["answer"]
        return reading
    return Fraction(str(item["answer"]))


def answer_to(question: str) -> str:
    return answer_and_flags(question)[0]


def answer_and_flags(question: str) -> tuple[str, tuple[str, ...]]:
    """The coach's final answer, and any numbers in it that the answer check flags (it must flag none)."""
    messages: list[dict[str, Any]] = [{"role": "user", "content": question}]
    events = list(TutorAgent(OfflineCoach(), "offline", stream=False).run(messages))
    answer = next(event.text for event in events if isinstance(event, FinalAnswer))
    flags = [number for event in events if isinstance(event, Checked) for number in event.check.unexplained]
    return answer, tuple(flags)


@dataclass
class Tally:
    """What the coach did with each question of one file."""

    right: list[str] = field(default_factory=list)
    wrong: list[str] = field(default_factory=list)
    unanswered: list[str] = field(default_factory=list)
    flagged: list[str] = field(default_factory=list)
    """Questions whose answer the coach's own answer check flagged, with the numbers flagged."""

    @property
    def total(self) -> int:
        return len(self.right) + len(self.wrong) + len(self.unanswered)

    @property
    def read(self) -> int:
        return len(self.right) + len(self.wrong)

    def line(self, name: str) -> str:
        share = 100 * self.read / self.total if self.total else 0.0
        return (
            f"{name}: {self.total} questions, {self.read} read ({share:.1f}%), {len(self.right)} right, "
            f"{len(self.wrong)} wrong, {len(self.unanswered)} asked back or refused"
            + (f", {len(self.flagged)} flagged by the answer check" if self.flagged else "")
        )


def verdict(item: dict[str, Any], answer: str) -> str:
    """ "right", "wrong" or "unanswered": every answer in bold must be the expected one, in its own form. A
    confirmation of a sum the learner stated, and a lesson's worked example, are set aside when something else
    is answered too."""
    unconfirmed = _EXAMPLE.sub("", _CONFIRMED.sub("", answer))
    if _BOLD.search(unconfirmed):
        answer = unconfirmed
    bold = [answer_value(item, text) for text in _BOLD.findall(answer)]
    if not bold:
        return "unanswered"
    return "right" if all(value == expected_value(item) for value in bold) else "wrong"


def sort(item: dict[str, Any], tally: Tally) -> None:
    """Put one corpus item in its place by what the coach answers to its question."""
    answer, flags = answer_and_flags(item["question"])
    getattr(tally, verdict(item, answer)).append(item["question"])
    if flags:
        tally.flagged.append(f"{item['question']} (flagged: {', '.join(flags)})")


def measure(path: Path) -> Tally:
    tally = Tally()
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            sort(json.loads(line), tally)
    return tally


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="*", type=Path)
    parser.add_argument("--misses", action="store_true", help="list questions not answered right")
    options = parser.parse_args(argv)
    files = options.files or [
        CORPUS / name for name in ("tuning.jsonl", "heldout.jsonl", "tuning2.jsonl", "heldout2.jsonl")
    ]
    for path in files:
        tally = measure(path)
        print(tally.line(path.name))
        if options.misses and "heldout" in path.name:
            print("  (misses of a held-out file are not shown: it must not be used for tuning)")
        elif options.misses:
            shown = (("WRONG", tally.wrong), ("FLAGGED", tally.flagged), ("not read", tally.unanswered))
            for kind, questions in shown:
                for question in questions:
                    print(f"  {kind}: {question}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
