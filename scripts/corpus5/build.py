"""Build tests/data/corpus/{tuning5,heldout5}.jsonl from corpus 5's hand-written phrasings.

    .venv/bin/python scripts/corpus5/build.py

Every answer is worked out three ways that share no code (Fraction, scaled whole numbers with
loops and datetime, and quickmath.domain.Problem; see scripts/corpus/answers.py), and every number
stored beside a question is checked to be written in it unless the entry says the question only
names it ("7 eights", "the first 40 odd numbers").
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent / "corpus")]

from phrasings import FAMILIES  # noqa: E402
from written import build  # noqa: E402

SEED = 5055

if __name__ == "__main__":
    build(FAMILIES, "c5-", ("tuning5", "heldout5"), SEED)
