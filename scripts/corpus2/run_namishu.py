"""Draw worksheet exercises from the `namishu-arithmetic` package (run once, in a throwaway venv).

    python -m venv /tmp/gen2 && /tmp/gen2/bin/pip install namishu-arithmetic==1.0.0
    /tmp/gen2/bin/python scripts/corpus2/run_namishu.py > scripts/corpus2/namishu_raw.json

namishu-arithmetic is not a project dependency: its raw output (each problem as printed on the sheet,
with the package's own exact answer) is kept in namishu_raw.json and build_corpus2.py turns the ones
the tools can do into corpus items. Only the levels whose problems are one operation, or a chain of
`+` or of `-`, with no blank to fill in, are drawn.
"""

import json

from namishu_arithmetic import ArithmeticApp
from namishu_arithmetic.evaluator import evaluate_formula

SEED = 2026
PER_LEVEL = 3
LEVELS = {
    "addsub": [1, 2, 4, 5, 8, 10, 14, 15],
    "muldiv": [1, 2, 5, 6, 19, 21],
    "fraction": [10, 13, 14],
}

app = ArithmeticApp()
draws = []
for series, levels in LEVELS.items():
    for level in levels:
        page = app.generate_pages(series, level, pages=1, seed=SEED)[0]
        for problem in page[:PER_LEVEL]:
            answer = evaluate_formula(problem.removesuffix("=").strip())
            draws.append({"series": series, "level": level, "problem": problem, "answer": str(answer)})
print(
    json.dumps(
        {"package": "namishu-arithmetic==1.0.0", "seed": SEED, "draws": draws}, indent=1, ensure_ascii=False
    )
)
