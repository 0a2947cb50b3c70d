"""`solve_expression`: a whole chain such as `100 + 9 + 9 + 9` in one note, each step by its best shortcut."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from quickmath.domain import Problem, ProblemError
from quickmath.exact import to_json
from quickmath.expression import BinOp, ExpressionError, Neg, Node, Num, evaluate, parse
from quickmath.techniques import first_solution
from quickmath.tools.routing import route_elsewhere
from quickmath.tools.schemas import ExpressionArgs


def _solve_part(problem: Problem, parts: list[dict[str, Any]], rules: dict[str, str]) -> Fraction:
    solved = first_solution(problem)
    if solved is not None:
        technique, solution = solved.technique, solved.solution
        rules.setdefault(technique.name, technique.rule)
        parts.append(
            {
                "problem": solution.problem,
                "technique": technique.name,
                "steps": [s.model_dump(mode="json") for s in solution.steps],
                "answer": to_json(problem.exact()),
            }
        )
        return problem.exact()
    parts.append({"problem": str(problem), "technique": None, "answer": to_json(problem.exact())})
    return problem.exact()


def _work(node: Node, parts: list[dict[str, Any]], rules: dict[str, str]) -> Fraction:
    if isinstance(node, Num):
        return node.value
    if isinstance(node, Neg):
        return -_work(node.operand, parts, rules)
    assert isinstance(node, BinOp)
    left = _work(node.left, parts, rules)
    right = _work(node.right, parts, rules)
    try:
        problem = Problem(node.operation, left, right)
    except ProblemError as error:
        raise ExpressionError(str(error)) from None
    return _solve_part(problem, parts, rules)


def solve_expression(args: ExpressionArgs) -> dict[str, Any]:
    try:
        tree = parse(args.expression)
        parts: list[dict[str, Any]] = []
        rules: dict[str, str] = {}
        answer = _work(tree, parts, rules)
        verified = answer == evaluate(tree)
    except ExpressionError as error:
        if routed := route_elsewhere(args.expression):
            raise ProblemError(f"expression: {routed}") from None
        raise ProblemError(f"expression: {str(error).rstrip('.')}.") from None
    if not verified:
        raise ProblemError(
            "expression: the steps did not agree with plain arithmetic; try solve_with_shortcut."
        )
    return {
        "expression": args.expression,
        "parts": parts,
        "rules": rules,
        "answer": to_json(answer),
        "verified": True,
    }
