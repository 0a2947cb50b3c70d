"""`solve_with_shortcut`: the best verified shortcut for a problem, or the plain answer if none fits."""

from __future__ import annotations

from typing import Any

from quickmath.domain import Problem, ProblemError
from quickmath.exact import to_json
from quickmath.techniques import BY_NAME, Technique, close_names, find_applicable, first_solution
from quickmath.tools.schemas import ProblemArgs, SolveArgs


def problem_from(args: ProblemArgs) -> Problem:
    return Problem(args.operation, args.a, args.b, args.step)


def named_technique(name: str) -> Technique:
    """The shortcut called `name` (spaces and dashes read as underscores), or an error naming close ones."""
    technique = BY_NAME.get(name.strip().lower().replace(" ", "_").replace("-", "_"))
    if technique is None:
        close = close_names(name)
        hint = f" Did you mean {', '.join(close)}?" if close else " Call list_shortcuts for the names."
        raise ProblemError(f"There is no shortcut called {name!r}.{hint}")
    return technique


def _named(name: str, problem: Problem, applicable: list[Technique]) -> Technique:
    technique = named_technique(name)
    if technique not in applicable:
        fitting = ", ".join(t.name for t in applicable) or "none"
        raise ProblemError(
            f"{technique.name} does not apply to {problem}. Shortcuts that fit: {fitting}. "
            "Leave technique empty to get the best one."
        )
    return technique


def solve_with_shortcut(args: SolveArgs) -> dict[str, Any]:
    problem = problem_from(args)
    applicable = find_applicable(problem)
    if args.technique:
        applicable.remove(chosen := _named(args.technique, problem, applicable))
        applicable.insert(0, chosen)
    solved = first_solution(problem, applicable)
    if solved is not None:
        return {
            "found": True,
            "solution": solved.solution.model_dump(mode="json"),
            "other_applicable_shortcuts": [t.name for t in solved.others],
        }
    return {"found": False, "problem": str(problem), "answer": to_json(problem.exact())}
