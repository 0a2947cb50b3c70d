"""Build tests/data/corpus/tuning96.jsonl from two writers' close calls.

    .venv/bin/python scripts/corpus96/build.py

Written after the twenty-fourth session's new readers (`exact_groups`, `leftover_groups`) and its wider clock
stories, by two helper sessions who never saw the coach, to find where they go wrong: whole groups against a
number of groups, what is left after filling boxes against after eating, remarks and instructions after a
clock question, two people, a time the day before (`part99.py`: a primary worksheet, a warehouse supervisor,
a party parent, a sports club secretary; `part100.py`: a ward rota, a school trip, a baker and a caterer, a
group chat). The lead reads them all, so all are tuning questions. Answers are worked out three ways as
scripts/corpus/answers.py says; numbers are checked as corpus 20 checks them.
"""

from __future__ import annotations

import importlib
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent / "corpus")]

from answers import split_and_write, written_records  # noqa: E402
from written import CORPUS_20_NOTATION, OUT, refuse_wrong  # noqa: E402

WRITERS = (99, 100)


def main() -> None:
    families = {}
    for writer in WRITERS:
        families.update(importlib.import_module(f"part{writer}").FAMILIES)
    refuse_wrong(families, CORPUS_20_NOTATION.problems)
    with tempfile.TemporaryDirectory() as scratch:
        split_and_write(written_records(families, "c96-"), Path(scratch), ("tuning96", "none96"), 96, 0.0)
        (OUT / "tuning96.jsonl").write_text((Path(scratch) / "tuning96.jsonl").read_text(encoding="utf-8"))


if __name__ == "__main__":
    main()
