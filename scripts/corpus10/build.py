"""Build tests/data/corpus/{tuning10,heldout10}.jsonl from corpus 10's hand-written phrasings.

    .venv/bin/python scripts/corpus10/build.py

Every answer is worked out three ways that share no code (Fraction, scaled whole numbers with loops
and datetime, and quickmath.domain.Problem, which also proves the tools accept the problem; see
scripts/corpus/answers.py). Before that, this builder checks every number as
scripts/corpus/written.py says, except that a named number may be written too ("the first 20 odd
numbers … starting from 1"), and with its own reading of lengths of time: as minutes next to their
word ("90 minutes", "ninety min") or as hours then minutes ("1 h 30", "one hour thirty minutes",
"an hour and 15 minutes").
"""

from __future__ import annotations

import re
import sys
from fractions import Fraction
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent / "corpus")]

from answers import TENS, UNITS  # noqa: E402
from phrasings import FAMILIES  # noqa: E402
from written import Notation, build  # noqa: E402

SEED = 101010

UNIT_WORDS = list(UNITS)
TEN_WORDS = list(TENS)


def said(n: int) -> str:
    """A whole number 0-99 as a regex: its digits ("05" too) or its words ("thirty-five")."""
    shapes = [rf"0?{n}"]
    if n < 20:
        shapes.append(UNIT_WORDS[n])
    elif n < 100:
        tens, units = divmod(n, 10)
        shapes.append(TEN_WORDS[tens - 2] + (rf"[- ]{UNIT_WORDS[units]}" if units else ""))
    return rf"(?<![\d.:])(?:{'|'.join(shapes)})(?![\d.:])"


HOURS = r"\s*(?:h|hrs?|hours?)\b"
MINUTES = r"\s*(?:m|mins?|minutes?)\b"


def length_written(text: str, found: set[Fraction], minutes: int) -> bool:
    """90 minutes written as "90 min(utes)", or as hours then minutes ("1 h 30", "1 hour 30 minutes",
    "one hour thirty minutes"); a whole number of hours as "2 hours"."""
    if (
        re.search(said(minutes) + MINUTES, text, re.IGNORECASE)
        if minutes < 100
        else re.search(rf"(?<![\d.:]){minutes}{MINUTES}", text, re.IGNORECASE)
    ):
        return True
    hours, rest = divmod(minutes, 60)
    if not hours:
        return False
    hour_words = said(hours) + (r"|\ban?" if hours == 1 else "")
    then = r"[\s,]*(?:and\s+)?"
    if rest == 0 and re.search(rf"(?:{hour_words}){HOURS}(?!{then}\d)", text, re.IGNORECASE):
        return True
    return bool(re.search(rf"(?:{hour_words}){HOURS}{then}{said(rest)}", text, re.IGNORECASE))


NOTATION = Notation(lengths=(length_written,), named_are_absent=False)

if __name__ == "__main__":
    build(FAMILIES, "c10-", ("tuning10", "heldout10"), SEED, NOTATION.problems)
