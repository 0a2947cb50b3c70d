"""Draw arithmetic exercises from the `mathgenerator` package (run once, in a throwaway venv).

    python -m venv /tmp/mg && /tmp/mg/bin/pip install mathgenerator==1.5.0
    /tmp/mg/bin/python scripts/corpus/run_mathgenerator.py > scripts/corpus/mathgenerator_raw.json

mathgenerator is not a project dependency: its raw output is kept in mathgenerator_raw.json and
build_corpus.py turns it into corpus items.
"""

import json
import random

import mathgenerator

DRAWS = {
    "addition": 10,
    "subtraction": 10,
    "multiplication": 10,
    "division": 10,
    "square": 6,
    "exponentiation": 6,
    "arithmetic_progression_sum": 14,
}

random.seed(2026)
raw = []
for name, count in DRAWS.items():
    for _ in range(count):
        problem, solution = getattr(mathgenerator, name)()
        raw.append({"generator": name, "problem": problem, "solution": solution})
print(json.dumps({"package": "mathgenerator==1.5.0", "seed": 2026, "draws": raw}, indent=1))
