"""Build tests/data/corpus/{tuning95,heldout95}.jsonl from four writers' fresh phrasings.

    .venv/bin/python scripts/corpus95/build.py

Each part file is one writer's questions, written from scratch (not rewordings) in the voices its
docstring names, by a helper that never saw the coach, its tests or any other corpus: 95 tradespeople and
workplaces, 96 learners, 97 the internet and devices, 98 English around the world and rural life. Answers are
worked out three ways as scripts/corpus/answers.py says; numbers are checked as corpus 20 checks them. Each
writer's families are split on their own (40% held out, seeded by the writer's number), and the four halves
are joined in writer order. The lead never reads the part files or the held-out file.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent / "corpus")]

from fresh import build  # noqa: E402

WRITERS = (95, 96, 97, 98)


if __name__ == "__main__":
    build(95, WRITERS)
