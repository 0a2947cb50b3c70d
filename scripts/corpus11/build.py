"""Build tests/data/corpus/{tuning11,heldout11}.jsonl from corpus 11's hand-written phrasings.

    .venv/bin/python scripts/corpus11/build.py

Every answer is worked out three ways that share no code (Fraction, scaled whole numbers with
loops and datetime, and quickmath.domain.Problem; see scripts/corpus/answers.py). Corpus 11 writes
numbers in ways answers.py's reader does not know (thin spaces "12 500", apostrophes "1'250'000",
decimal commas "7,5"), so this builder first rewrites them as plain digits, then checks every number
as scripts/corpus/written.py says; a clock reading may also be written 7.40, or with no am/pm where
the question says afternoon, evening or morning.
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

SEED = 11011


def plain_digits(e: Entry) -> str:
    """The question with its numbers in the one style answers.py reads: 1250000, 7.5."""
    text = e.question
    if e.extra["comma"]:
        text = re.sub(r"(?<=\d),(?=\d)", ".", text)
    return re.sub(r"(?<=\d)[\u2009\u202f'](?=\d{3}\b)", "", text)


NOTATION = Notation(
    plain_digits=plain_digits,
    clock=Clock(separators=":.", said_half={"P": r"afternoon|evening", "A": r"morning"}),
)

if __name__ == "__main__":
    build(FAMILIES, "c11-", ("tuning11", "heldout11"), SEED, NOTATION.problems)
