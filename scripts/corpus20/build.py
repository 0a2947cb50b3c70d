"""Build tests/data/corpus/{tuning20,heldout20}.jsonl from corpus 20's hand-written phrasings.

    .venv/bin/python scripts/corpus20/build.py

Every answer is worked out three ways that share no code (Fraction, scaled whole numbers with
loops and datetime, and quickmath.domain.Problem; see scripts/corpus/answers.py). Before that this
builder checks every number as scripts/corpus/written.py says, a clock reading's hour exactly as the
entry stores it ("07:58" as 07:58, "9:10" as 9:10), its hour and minutes parted by ":", "." or the French
"h" ("14h25"), a reading on the hour also as "7pm"; a length's hours may run on into its minutes
("1h50"). A series' step is not checked: the entries do not list a step of 1 as named ("1 to 40").
40% of each family is held out, not written.py's 35%. One held-out item the coach answered wrongly at the
first measure is moved to the tuning half (`SEEN_BY_THE_LEAD`): the lead had to read it to close its kind,
so it is held out no more.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent / "corpus")]

from phrasings import FAMILIES  # noqa: E402
from written import CORPUS_20_NOTATION, build  # noqa: E402

SEED = 2020
SEEN_BY_THE_LEAD = ("c20-travel-02",)
OUT = HERE.parent.parent / "tests" / "data" / "corpus"
HELDOUT_SHARE = 0.4


def main() -> None:
    build(FAMILIES, "c20-", ("tuning20", "heldout20"), SEED, CORPUS_20_NOTATION.problems, HELDOUT_SHARE)
    move_to_tuning(SEEN_BY_THE_LEAD)


def move_to_tuning(ids: tuple[str, ...]) -> None:
    """Move the held-out items with these ids to the end of the tuning file."""
    heldout_path, tuning_path = OUT / "heldout20.jsonl", OUT / "tuning20.jsonl"
    lines = heldout_path.read_text(encoding="utf-8").splitlines(keepends=True)
    moved = [line for line in lines if json.loads(line)["id"] in ids]
    heldout_path.write_text("".join(line for line in lines if line not in moved), encoding="utf-8")
    with tuning_path.open("a", encoding="utf-8") as tuning:
        tuning.writelines(moved)


if __name__ == "__main__":
    main()
