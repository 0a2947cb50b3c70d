"""Build tests/data/corpus/{tuning4,heldout4}.jsonl from corpus 4's hand-written phrasings.

    .venv/bin/python scripts/corpus4/build.py

Every answer is worked out three ways that share no code (Fraction, scaled whole numbers with
loops and datetime, and quickmath.domain.Problem; see scripts/corpus/answers.py), and every number
stored beside a question is checked to be written in it unless the entry says the question only
names it ("double 4.35", "the first 25 odd numbers").
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent / "corpus")]

from phrasings import FAMILIES  # noqa: E402
from written import build  # noqa: E402

SEED = 4044

if __name__ == "__main__":
    build(FAMILIES, "c4-", ("tuning4", "heldout4"), SEED)
