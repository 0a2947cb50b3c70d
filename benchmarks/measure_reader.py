"""How much of what people write the offline coach reads: `python benchmarks/measure_reader.py [FILE ...]`.

Each question of a corpus file (tests/data/corpus/*.jsonl) goes through the real loop, the offline coach
and the tools, and its answer is sorted into: read and answered right, read and answered wrong (a number
in bold that is not the expected answer; this must never happen), or asked back / refused (no answer).
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

from quickmath.events import FinalAnswer
from quickmath.loop import TutorAgent
from quickmath.offline import OfflineCoach

CORPUS = Path(__file__).resolve().parent.parent / "tests" / "data" / "corpus"
_BOLD = re.compile(r"\*\*(.+?)\*\*")
_CLOCK = re.compile(r"(\d+):(\d\d)")
_MIXED = re.compile(r"(-?)(\d+) (\d+/\d+)")


def value_of(text: str) -> Fraction | None:
    """A number as the coach writes it in bold: 56, −7, 4.75, 10/3, 3 1/3, or a clock reading 4:15."""
    text = text.replace("−", "-").strip()
    if clock := _CLOCK.fullmatch(text):
        return Fraction(int(clock.group(1)) * 60 + int(clock.group(2)))
    if mixed := _MIXED.fullmatch(text):
        whole = Fraction(mixed.group(2)) + Fraction(mixed.group(3))
        return -whole if mixed.group(1) else whole
    try:
        return Fraction(text)
    except (ValueError, ZeroDivisionError):
        return None


def expected_value(item: dict[str, Any]) -> Fraction:
    if item["operation"] == "add_time":
        return Fraction(item["minutes"])
    return Fraction(str(item["answer"]))


def answer_to(question: str) -> str:
    messages: list[dict[str, Any]] = [{"role": "user", "content": question}]
    events = TutorAgent(OfflineCoach(), "offline", stream=False).run(messages)
    return next(event.text for event in events if isinstance(event, FinalAnswer))


@dataclass
class Tally:
    """What the coach did with each question of one file."""

    right: list[str] = field(default_factory=list)
    wrong: list[str] = field(default_factory=list)
    unanswered: list[str] = field(default_factory=list)

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
        )


def sort(item: dict[str, Any], tally: Tally) -> None:
    """Put one corpus item in its place: every number in bold must be the expected answer."""
    bold = [value_of(text) for text in _BOLD.findall(answer_to(item["question"]))]
    if not bold:
        tally.unanswered.append(item["question"])
    elif all(value == expected_value(item) for value in bold):
        tally.right.append(item["question"])
    else:
        tally.wrong.append(item["question"])


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
    files = options.files or [CORPUS / "tuning.jsonl", CORPUS / "heldout.jsonl"]
    for path in files:
        tally = measure(path)
        print(tally.line(path.name))
        if options.misses and "heldout" in path.name:
            print("  (misses of a held-out file are not shown: it must not be used for tuning)")
        elif options.misses:
            for kind, questions in (("WRONG", tally.wrong), ("not read", tally.unanswered)):
                for question in questions:
                    print(f"  {kind}: {question}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
