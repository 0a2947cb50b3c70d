"""`list_shortcuts`: every shortcut the coach knows, or one in full with why it works and an example."""

from __future__ import annotations

import random
from typing import Any

from quickmath.techniques import Technique, all_techniques, practice_problem
from quickmath.tools.schemas import ListArgs
from quickmath.tools.solve import named_technique


def worked_example(technique: Technique) -> dict[str, Any]:
    """A verified solution of one fixed practice problem: the same every time for the same shortcut."""
    problem = practice_problem(technique, random.Random(technique.name))
    solution = technique.solve(problem).model_dump(mode="json")
    return {key: solution[key] for key in ("problem", "steps", "answer", "verified")}


def shortcut_in_full(technique: Technique) -> dict[str, Any]:
    """One shortcut as a learner meets it: name, title, operation, rule, why it works, a worked example."""
    return {
        "name": technique.name,
        "title": technique.title,
        "operation": technique.operation.value,
        "rule": technique.rule,
        "why": technique.why,
        "example": worked_example(technique),
    }


def list_shortcuts(args: ListArgs) -> dict[str, Any]:
    if args.name:
        return {"shortcut": shortcut_in_full(named_technique(args.name))}
    chosen = [t for t in all_techniques() if args.operation is None or t.operation is args.operation]
    return {
        "shortcuts": [
            {"name": t.name, "title": t.title, "operation": t.operation.value, "rule": t.rule} for t in chosen
        ]
    }
