"""Write tests/data/corpus/tuning3.jsonl and tuning3b.jsonl from the phrasings in phrasings.py.

tuning3b.jsonl was the held-out half (heldout3.jsonl) until 2026-12-03 17:00, when it was released to tuning.

Every answer is worked out by scripts/corpus/answers.py three ways that share no code (Fraction,
scaled whole numbers and datetime, quickmath.domain.Problem), and every number a question stores is
checked to be written in it. Run: .venv/bin/python scripts/corpus3/build.py
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE.parent / "corpus"))
sys.path.insert(0, str(HERE))

from answers import split_and_write, written_records  # noqa: E402
from phrasings import FAMILIES  # noqa: E402

OUT = HERE.parent.parent / "tests" / "data" / "corpus"
SEED = 3033
HELDOUT_SHARE = 0.35


def main() -> None:
    families = written_records(FAMILIES, "c3-")
    split_and_write(families, OUT, ("tuning3", "tuning3b"), SEED, HELDOUT_SHARE)


if __name__ == "__main__":
    main()
