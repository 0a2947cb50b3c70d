"""Build tests/data/corpus/{tuning19,heldout19}.jsonl from corpus 19's hand-written phrasings.

    .venv/bin/python scripts/corpus19/build.py

Every answer is worked out three ways that share no code (Fraction, scaled whole numbers with
loops and datetime, and quickmath.domain.Problem; see scripts/corpus/answers.py). Before that this
builder checks every number as scripts/corpus/written.py says, a clock reading's hour exactly as the
entry stores it ("06:12" as 06:12, "7:15 am" as 7:15), and a length's hours also run on into its
minutes ("3h20min"). A series' step is not checked: the entries do not list a step of 1 as named
("1 to 60"). 40% of each family is held out, not written.py's 35%.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent / "corpus")]

from phrasings import FAMILIES  # noqa: E402
from written import HOURS_RUN_ON, HOURS_SAID, Clock, Notation, as_hours_and_minutes, as_minutes, build  # noqa: E402

SEED = 1919
HELDOUT_SHARE = 0.4
NOTATION = Notation(
    clock=Clock(hour_as_stored=True),
    lengths=(as_minutes(), as_hours_and_minutes(HOURS_SAID + HOURS_RUN_ON)),
    step_checked=False,
)


def main() -> None:
    build(FAMILIES, "c19-", ("tuning19", "heldout19"), SEED, NOTATION.problems, HELDOUT_SHARE)


if __name__ == "__main__":
    main()
