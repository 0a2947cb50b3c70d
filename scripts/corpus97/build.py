"""Build tests/data/corpus/{tuning97,heldout97}.jsonl from three writers' fresh phrasings.

    .venv/bin/python scripts/corpus97/build.py

Each part file is one writer's questions, written from scratch (not rewordings) in the voices its
docstring names, by a helper that never saw the coach, its tests or any other corpus: 101 sport and games,
102 money at home and small business, 103 older, slower and careful writers. Answers are worked out three
ways as scripts/corpus/answers.py says; numbers are checked as corpus 20 checks them. Each writer's families
are split on their own (40% held out, seeded by the writer's number), and the three halves are joined in
writer order. The lead never reads the part files or the held-out file.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent / "corpus")]

from fresh import build  # noqa: E402

WRITERS = (101, 102, 103)


if __name__ == "__main__":
    build(97, WRITERS)
