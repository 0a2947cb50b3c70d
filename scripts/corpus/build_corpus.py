"""Build tests/data/corpus/{tuning,heldout}.jsonl from the hand-written phrasings and mathgenerator's draws.

    .venv/bin/python scripts/corpus/build_corpus.py

Every answer is worked out three ways that share no code (see answers.py, which corpus 2 shares).
"""

from __future__ import annotations

import json
import re
import sys
from fractions import Fraction
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from answers import drawn_records, split_and_write, written_records
from phrasings import FAMILIES, Entry

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "tests" / "data" / "corpus"
SEED = 13
HELDOUT_SHARE = 0.3


# ---- mathgenerator's draws -------------------------------------------------------------------
def from_mathgenerator() -> list[tuple[Entry, Fraction]]:
    raw = json.loads((Path(__file__).parent / "mathgenerator_raw.json").read_text())
    made: list[tuple[Entry, Fraction]] = []
    source = "generator:mathgenerator"
    texts: set[str] = set()
    for draw in raw["draws"]:
        text = draw["problem"].replace("$", "").replace("\\cdot", "·").replace("\\div", "÷").strip()
        if text in texts:  # the generator repeats itself now and then
            continue
        texts.add(text)
        expected = Fraction(draw["solution"].strip("$"))
        name = draw["generator"]
        signed = name == "arithmetic_progression_sum"  # elsewhere a minus is the operation
        ints = [int(n) for n in re.findall(r"-?\d+" if signed else r"\d+", text)]
        if name == "arithmetic_progression_sum":
            count, first, second = ints[0], ints[1], ints[2]
            gap = second - first
            if gap == 0:
                continue
            last = first + (count - 1) * gap
            entry = Entry(text, "series", (first, last), step=abs(gap), source=source, check_numbers=False)
        elif name in {"square", "exponentiation"}:
            entry = Entry(text, "power", (ints[0], ints[1]), source=source)
        else:
            op = {"addition": "+", "subtraction": "-", "multiplication": "*", "division": "/"}[name]
            entry = Entry(text, op, (ints[0], ints[1]), source=source)
        made.append((entry, expected))
    return made


def main() -> None:
    families = written_records(FAMILIES, "")
    draws = from_mathgenerator()
    families["generator-mathgenerator"] = drawn_records(
        draws, "generator-mathgenerator", "mathgenerator", "mathgenerator"
    )
    split_and_write(families, OUT, ("tuning", "heldout"), SEED, HELDOUT_SHARE)


if __name__ == "__main__":
    main()
