"""Build tests/data/corpus/{tuning97,heldout97}.jsonl from three writers' fresh phrasings.

    .venv/bin/python scripts/corpus97/build.py

Each part file is one writer's questions, written from scratch (not rewordings) in the voices its
docstring names, by a helper that never saw the coach, its tests or any other corpus: 101 sport and games,
102 money at home and small business, 103 older, slower and careful writers. Answers are worked out three
ways as scripts/corpus/answers.py says; numbers are checked as corpus 20 checks them. Each writer's families
are split on their own (40% held out, seeded by the writer's number), and the three halves are joined in
writer order. The lead never reads the part files or the held-out file.
"""

from __future__ import annotations

import importlib
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent / "corpus")]

from answers import split_and_write, written_records  # noqa: E402
from written import CORPUS_20_NOTATION, OUT, refuse_wrong  # noqa: E402

WRITERS = (101, 102, 103)
HELDOUT_SHARE = 0.4


def main() -> None:
    joined: dict[str, list[str]] = {"tuning97": [], "heldout97": []}
    with tempfile.TemporaryDirectory() as scratch:
        for writer in WRITERS:
            families = importlib.import_module(f"part{writer}").FAMILIES
            named = {family.removeprefix(f"{writer}-"): entries for family, entries in families.items()}
            refuse_wrong(named, CORPUS_20_NOTATION.problems)
            names = (f"tuning{writer}", f"heldout{writer}")
            split_and_write(
                written_records(named, f"c{writer}-"), Path(scratch), names, writer, HELDOUT_SHARE
            )
            for name, half in zip(names, joined.values(), strict=True):
                half += (Path(scratch) / f"{name}.jsonl").read_text(encoding="utf-8").splitlines()
    for name, lines in joined.items():
        (OUT / f"{name}.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
        print(f"{name}: {len(lines)}")


if __name__ == "__main__":
    main()
