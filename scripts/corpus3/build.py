"""Write tests/data/corpus/tuning3.jsonl and tuning3b.jsonl from the phrasings in phrasings.py.

tuning3b.jsonl was the held-out half (heldout3.jsonl) until 2026-12-03 17:00, when it was released to tuning.

Every answer is worked out by scripts/corpus/answers.py three ways that share no code (Fraction,
scaled whole numbers and datetime, quickmath.domain.Problem), and every number a question stores is
checked to be written in it. Run: .venv/bin/python scripts/corpus3/build.py
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent / "corpus")]

from phrasings import FAMILIES  # noqa: E402
from written import build  # noqa: E402

SEED = 3033

if __name__ == "__main__":
    build(FAMILIES, "c3-", ("tuning3", "tuning3b"), SEED)
