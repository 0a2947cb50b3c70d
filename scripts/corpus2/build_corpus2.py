"""Build tests/data/corpus/{tuning2,heldout2}.jsonl from corpus 2's phrasings (phrasings2.py).

    .venv/bin/python scripts/corpus2/build_corpus2.py

The answers are worked out and checked by scripts/corpus/answers.py, the same three ways as corpus 1;
the drawn worksheet problems (namishu_raw.json) are also checked against the generator's own answer.
"""

from __future__ import annotations

import json
import sys
from fractions import Fraction
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parents[1] / "corpus"))
sys.path.insert(0, str(Path(__file__).parent))

from answers import drawn_records, split_and_write, written_records
from phrasings2 import FAMILIES, Entry, q

HERE = Path(__file__).parent
OUT = HERE.parents[1] / "tests" / "data" / "corpus"
SEED = 2
HELDOUT_SHARE = 0.3
GENERATOR = "generator:namishu-arithmetic"
OPERATIONS = {"+": "+", "-": "-", "×": "*", "÷": "/"}


def from_namishu() -> list[tuple[Entry, Fraction]]:
    """Each printed problem ("3 + (-16) =", "-15.9 × (-11.1) =") with the generator's own answer."""
    raw = json.loads((HERE / "namishu_raw.json").read_text(encoding="utf-8"))
    made: list[tuple[Entry, Fraction]] = []
    texts: set[str] = set()
    for draw in raw["draws"]:
        text = draw["problem"]
        if text in texts:  # a level can repeat an earlier level's problem
            continue
        texts.add(text)
        tokens = text.removesuffix("=").split()  # the sheet spaces operators, never a sign
        operators = set(tokens[1::2])
        assert len(operators) == 1 and (len(tokens) == 3 or operators <= {"+", "-"}), text
        numbers = tuple(n if "." in n else int(n) for n in (t.strip("()") for t in tokens[::2]))
        made.append(
            (q(text, OPERATIONS[operators.pop()], *numbers, source=GENERATOR), Fraction(draw["answer"]))
        )
    return made


def main() -> None:
    families = written_records(FAMILIES, "c2-")
    draws = from_namishu()
    families["generator-namishu"] = drawn_records(
        draws, "generator-namishu", "c2-namishu", "namishu-arithmetic"
    )
    split_and_write(families, OUT, ("tuning2", "heldout2"), SEED, HELDOUT_SHARE)


if __name__ == "__main__":
    main()
