"""Build tests/data/corpus/{tuning7,tuning7b}.jsonl from corpus 7's hand-written phrasings.

tuning7b.jsonl was the held-out half (heldout7.jsonl) until 2026-12-03 19:45, when it was released to tuning.

    .venv/bin/python scripts/corpus7/build.py

Every answer is worked out three ways that share no code (Fraction, scaled whole numbers with
loops and datetime, and quickmath.domain.Problem; see scripts/corpus/answers.py). Corpus 7 writes
numbers in ways answers.py's reader does not know ("12 500", "12'500", "2.5k", "3,5", "1.234.567",
LaTeX's "5\\,271"), so this builder reads them itself, then checks every number as
scripts/corpus/written.py says. Clock readings may also be written 7.40, "7 pm" on the hour, or with
no am/pm where the question says afternoon, evening or morning; lengths also as "1h30".
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
from written import HOURS_RUN_ON, HOURS_SAID, Clock, Notation, as_hours_and_minutes, as_minutes, build  # noqa: E402

SEED = 7077
SAID_HALF = {"P": r"afternoon|evening", "A": r"morning"}


def plain_digits(e: Entry) -> str:
    """The question with its numbers in the one style answers.py reads: 1234567, 3.5, 2500."""
    text = e.question.replace("\\,", "").replace("\u202f", " ").replace("\u00a0", " ")
    if e.extra["comma"]:
        text = re.sub(r"(?<=\d),(?=\d)", ".", text)
    if e.extra["dots"]:
        text = re.sub(r"(?<=\d)\.(?=\d{3}\b)", "", text)
    text = re.sub(r"(?<=\d)[ '](?=\d{3}\b)", "", text)
    return re.sub(r"(\d+(?:\.\d+)?)k\b", lambda m: str(int(Fraction(m[1]) * 1000)), text)


NOTATION = Notation(
    plain_digits=plain_digits,
    clock=Clock(separators=":.", on_the_hour=True, said_half=SAID_HALF),
    lengths=(as_minutes(), as_hours_and_minutes(HOURS_SAID + HOURS_RUN_ON)),
)

if __name__ == "__main__":
    build(FAMILIES, "c7-", ("tuning7", "tuning7b"), SEED, NOTATION.problems)
