"""Reading numbers and problems out of tool results, the only place the coach's numbers come from."""

from __future__ import annotations

from typing import Any

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.numbers_as_text import text_of
from quickmath.operators import ascii_sign
from quickmath.patterns import lazy

_PART = lazy(r"\(?(−?\d+(?:\.\d+)?)\)? ([+−×÷]) \(?(−?\d+(?:\.\d+)?)\)?")


def error_of(result: dict[str, Any]) -> str | None:
    error = result.get("error")
    return str(error) if error is not None else None


def answer_of(result: dict[str, Any]) -> str | None:
    """The answer a tool gave, as text: a solution's, a plain answer, an expression's or a check's."""
    value = answer_value(result)
    return None if value is None else text_of(value)


def answer_value(result: dict[str, Any]) -> Any:
    """The answer a tool gave, as it wrote it (415 for 4:15, "10/3"), or None when it gave none."""
    solution = result.get("solution")
    if isinstance(solution, dict) and "answer" in solution:
        return solution["answer"]
    for key in ("answer", "correct_answer"):
        if key in result:
            return result[key]
    return None


def problem_of(result: dict[str, Any]) -> str | None:
    """The problem as the tool wrote it, e.g. "47 + 9" or "1 + 3 + 5 + … + 19"."""
    solution = result.get("solution")
    if isinstance(solution, dict) and "problem" in solution:
        return str(solution["problem"])
    if "problem" in result:
        return str(result["problem"])
    if "expression" in result:
        return str(result["expression"])
    return None


def step_spec(problem: str) -> ProblemSpec | None:
    """A step of a worked chain, "129 + 9" or "(−17) × 3", read back as a problem."""
    match = _PART.fullmatch(problem.strip())
    if match is None:
        return None
    a, symbol, b = match.groups()
    return ProblemSpec(ascii_sign(symbol), a.replace("−", "-"), b.replace("−", "-"))
