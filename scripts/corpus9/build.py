"""Build tests/data/corpus/{tuning9,heldout9}.jsonl from corpus 9's hand-written phrasings.

    .venv/bin/python scripts/corpus9/build.py

Every answer is worked out three ways that share no code (Fraction, scaled whole numbers with
loops and datetime, and quickmath.domain.Problem; see scripts/corpus/answers.py). Corpus 9 writes
numbers with units run on ("£45.50", "12kg", "3h20m", "45m", "7.5 hrs", "£2.5k"), so this builder
puts them in the one style answers.py reads, then checks every number as scripts/corpus/written.py
says; a length may also be written "45m" or in decimal hours ("1.5 hrs").
"""

from __future__ import annotations

import re
import sys
from fractions import Fraction
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent / "corpus")]

from entries import Entry  # noqa: E402
from phrasings import FAMILIES  # noqa: E402
from written import HOURS_RUN_ON, HOURS_SAID, Notation, as_hours_and_minutes, as_minutes, build  # noqa: E402

SEED = 9099
HOURS_WRITTEN = HOURS_SAID + HOURS_RUN_ON


def plain_digits(e: Entry) -> str:
    """The question with "2.5k" written out as 2500 (the only shorthand answers.py cannot read)."""
    return re.sub(r"(\d+(?:\.\d+)?)k\b", lambda m: str(int(Fraction(m[1]) * 1000)), e.question)


def run_on_minutes(text: str, found: set[Fraction], minutes: int) -> bool:
    """ "45m", "45 mins": the minutes with their unit right after them."""
    return re.search(rf"(?<![\d.]){minutes}\s*(m\b|mins?\b|minutes?\b)", text, re.IGNORECASE) is not None


def decimal_hours(text: str, found: set[Fraction], minutes: int) -> bool:
    """ "1.5 hrs" for 90 minutes."""
    return re.search(HOURS_WRITTEN, text, re.IGNORECASE) is not None and Fraction(minutes, 60) in found


NOTATION = Notation(
    plain_digits=plain_digits,
    lengths=(run_on_minutes, as_minutes(r"\bmin"), decimal_hours, as_hours_and_minutes(HOURS_WRITTEN)),
)

if __name__ == "__main__":
    build(FAMILIES, "c9-", ("tuning9", "heldout9"), SEED, NOTATION.problems)
