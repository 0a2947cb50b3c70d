"""`make_practice_problem`: a fresh problem that a named shortcut fits, made by Python, not by the model."""

from __future__ import annotations

import os
import random
from typing import Any

from quickmath.exact import to_json
from quickmath.techniques import practice_problem
from quickmath.tools.schemas import PracticeArgs
from quickmath.tools.solve import named_technique

_seed = os.environ.get("QUICKMATH_SEED")
rng = random.Random(_seed)


def make_practice_problem(args: PracticeArgs) -> dict[str, Any]:
    technique = named_technique(args.technique)
    problem = practice_problem(technique, rng)
    return {
        "technique": technique.name,
        "title": technique.title,
        "problem": str(problem),
        "a": to_json(problem.a),
        "operation": problem.operation.value,
        "b": to_json(problem.b),
        **({"step": to_json(problem.step)} if problem.step != 1 else {}),
    }
