"""Build tests/data/corpus/{tuning12,heldout12}.jsonl from corpus 12's hand-written phrasings.

    .venv/bin/python scripts/corpus12/build.py

Every answer is worked out three ways that share no code (Fraction, scaled whole numbers with
loops and datetime, and quickmath.domain.Problem; see scripts/corpus/answers.py). Before that this
builder checks every number as scripts/corpus/written.py says, a clock reading's hour exactly as the
entry stores it ("08:55" as 08:55), and hours also as "3hrs" or, dictated, "2 our 35". A series' step
is not checked: corpus 12's entries do not say which steps are only named ("one plus three plus five
… up to twenty nine").
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent / "corpus")]

from phrasings import FAMILIES  # noqa: E402
from written import HOURS_SAID, Clock, Notation, as_hours_and_minutes, as_minutes, build  # noqa: E402

SEED = 1212
NOTATION = Notation(
    clock=Clock(hour_as_stored=True),
    lengths=(as_minutes(), as_hours_and_minutes(HOURS_SAID + r"|\d\s*hrs?\b|\bour\b")),
    step_checked=False,
)

if __name__ == "__main__":
    build(FAMILIES, "c12-", ("tuning12", "heldout12"), SEED, NOTATION.problems)
