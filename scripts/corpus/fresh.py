"""Build one corpus's tuning and held-out files from fresh writers' part files (see scripts/corpus95 and 97).

Each part file is one writer's questions, `FAMILIES` of entries made with `makers.py`. Every writer's families
are checked (numbers as corpus 20 checks them, answers worked out three ways), split on their own (a share
held out, seeded by the writer's number), and the halves are joined in writer order.
"""

from __future__ import annotations

import importlib
import tempfile
from pathlib import Path

from answers import split_and_write, written_records
from written import CORPUS_20_NOTATION, OUT, refuse_wrong

HELDOUT_SHARE = 0.4


def build(corpus: int, writers: tuple[int, ...]) -> None:
    """Write tests/data/corpus/tuning<corpus>.jsonl and heldout<corpus>.jsonl from the writers' part files,
    importable as `part<writer>`."""
    joined: dict[str, list[str]] = {f"tuning{corpus}": [], f"heldout{corpus}": []}
    with tempfile.TemporaryDirectory() as scratch:
        for writer in writers:
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
