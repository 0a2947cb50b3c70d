"""`solve_with_shortcut`: the best verified shortcut for a problem, or the plain answer if none fits."""

from __future__ import annotations

from typing import Any

from quickmath.clock import ClockReading
from quickmath.domain import CLOCK_OPERATIONS, Operation, Problem, ProblemError
from quickmath.forms import result_json
from quickmath.techniques import BY_NAME, Technique, close_names, find_applicable, first_solution
from quickmath.tools.schemas import ProblemArgs, SolveArgs


def problem_from(args: ProblemArgs) -> Problem:
    if args.operation in CLOCK_OPERATIONS:
        readings = {"a": args.a, "b": args.b} if args.operation is Operation.TIME_BETWEEN else {"a": args.a}
        for name, value in readings.items():
            if not isinstance(value, ClockReading):
                raise ProblemError(
                    f'{name}: {args.operation.value} needs a clock reading such as "1:44 PM" or "13:44", '
                    f"not {value}."
                )
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
    return {"found": False, "problem": str(problem), "answer": result_json(problem, problem.exact())}
