"""Build tests/data/corpus/{tuning13,heldout13}.jsonl from corpus 13's hand-written phrasings.

    .venv/bin/python scripts/corpus13/build.py

Every answer is worked out three ways that share no code (Fraction, scaled whole numbers with
loops and datetime, and quickmath.domain.Problem; see scripts/corpus/answers.py). Corpus 13 writes
some numbers the way Irish and South African papers do ("7·5", "12 345"), so this builder puts
them into plain digits first, then checks every number as scripts/corpus/written.py says; a clock
reading may also be written 7.40, or "7 pm" on the hour.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent / "corpus")]

from entries import Entry  # noqa: E402
from phrasings import FAMILIES  # noqa: E402
from written import Clock, Notation, build  # noqa: E402

SEED = 1313


def plain_digits(e: Entry) -> str:
    """ "7·5" → 7.5 (the Irish decimal point), "12 345" → 12345 (a space between thousands)."""
    text = re.sub(r"(?<=\d)·(?=\d)", ".", e.question)
    return re.sub(r"(?<=\d) (?=\d{3}\b)", "", text)


NOTATION = Notation(plain_digits=plain_digits, clock=Clock(separators=":.", on_the_hour=True))

if __name__ == "__main__":
    build(FAMILIES, "c13-", ("tuning13", "heldout13"), SEED, NOTATION.problems)
