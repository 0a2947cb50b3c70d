"""Write tests/data/steps/<family>.json: each shortcut's steps (say, expr, result) on one fixed problem.

The fixtures pin the wording a learner reads. After an intended change to a shortcut's steps, run
`python scripts/steps/pin_steps.py` and read the diff before committing it.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any

from quickmath.exact import to_json
from quickmath.techniques import TECHNIQUES, Technique, practice_problem

OUT = Path(__file__).resolve().parents[2] / "tests" / "data" / "steps"


def pinned(technique: Technique) -> dict[str, Any]:
    problem = practice_problem(technique, random.Random(technique.name))
    solution = technique.solve(problem).model_dump(mode="json")
    return {
        "technique": technique.name,
        "problem": {"operation": problem.operation.value, "a": to_json(problem.a), "b": to_json(problem.b),
                    "step": to_json(problem.step), "twelve_hour": problem.twelve_hour},
        "steps": [[step["say"], step["expr"], step["result"]] for step in solution["steps"]],
        "answer": solution["answer"],
    }  # fmt: skip


def main() -> None:
    families: dict[str, list[dict[str, Any]]] = {}
    for technique in TECHNIQUES:
        family = type(technique).__module__.rsplit(".", 1)[-1]
        families.setdefault(family, []).append(pinned(technique))
    OUT.mkdir(parents=True, exist_ok=True)
    for family, entries in families.items():
        lines = ",\n".join(json.dumps(entry, ensure_ascii=False) for entry in entries)
        (OUT / f"{family}.json").write_text(f"[\n{lines}\n]\n", encoding="utf-8")
    print(
        f"{sum(map(len, families.values()))} shortcuts in {len(families)} files under {OUT}", file=sys.stderr
    )


if __name__ == "__main__":
    main()
