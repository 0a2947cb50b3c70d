"""Build tests/data/corpus/{tuning16,heldout16}.jsonl from corpus 16's hand-written phrasings.

    .venv/bin/python scripts/corpus16/build.py

Every answer is worked out three ways that share no code (Fraction, scaled whole numbers with
loops and datetime, and quickmath.domain.Problem; see scripts/corpus/answers.py). Before that this
builder checks every number as scripts/corpus/written.py says, a clock reading's hour exactly as the
entry stores it ("08:50" as 08:50, "9:35" as 9:35). A series' step is not checked: the entries do not
list a step of 1 as named ("1 to 100"). 40% of each family is held out, not written.py's 35%.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent / "corpus")]

from phrasings import FAMILIES  # noqa: E402
from written import Clock, Notation, build  # noqa: E402

SEED = 1616
HELDOUT_SHARE = 0.4
NOTATION = Notation(clock=Clock(hour_as_stored=True), step_checked=False)


def main() -> None:
    build(FAMILIES, "c16-", ("tuning16", "heldout16"), SEED, NOTATION.problems, HELDOUT_SHARE)


if __name__ == "__main__":
    main()
