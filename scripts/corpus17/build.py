"""Build tests/data/corpus/{tuning17,heldout17}.jsonl from corpus 17's hand-written phrasings.

    .venv/bin/python scripts/corpus17/build.py

Every answer is worked out three ways that share no code (Fraction, scaled whole numbers with
loops and datetime, and quickmath.domain.Problem; see scripts/corpus/answers.py). Before that this
builder checks every number as scripts/corpus/written.py says, a clock reading's hour exactly as the
entry stores it ("02:30" as 02:30, "9:00" as 9:00), a length's hours also run on into its minutes
("1h45m"), and the decimals of a question that says its decimal mark is the comma ("12,5 + 7,25") read
as points. A series' step is not checked: the entries do not list a step of 1 as named ("1 to 40").
40% of each family is held out, not written.py's 35%.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent / "corpus")]

from answers import Item  # noqa: E402
from phrasings import FAMILIES  # noqa: E402
from written import HOURS_RUN_ON, HOURS_SAID, Clock, Notation, as_hours_and_minutes, as_minutes, build  # noqa: E402

SEED = 1717
HELDOUT_SHARE = 0.4
COMMA_SAID = re.compile(r"\bcomma\b", re.IGNORECASE)
"""A question that says its decimal mark is the comma ("In France we write the decimal with a comma")."""


def points_for_said_commas(e: Item) -> str:
    """ "12,5 + 7,25" as "12.5 + 7.25" where the question says the comma is its decimal mark."""
    if COMMA_SAID.search(e.question):
        return re.sub(r"(\d),(\d)", r"\1.\2", e.question)
    return e.question


NOTATION = Notation(
    plain_digits=points_for_said_commas,
    clock=Clock(hour_as_stored=True),
    lengths=(as_minutes(), as_hours_and_minutes(HOURS_SAID + HOURS_RUN_ON)),
    step_checked=False,
)


def main() -> None:
    build(FAMILIES, "c17-", ("tuning17", "heldout17"), SEED, NOTATION.problems, HELDOUT_SHARE)


if __name__ == "__main__":
    main()
