"""The pieces every plan is built from: the notes it asks for, the outcome it returns, the menu it may
use, and the shortcut a practice problem should exercise."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from quickmath.domain import CLOCK_OPERATIONS, Operation, Problem, ProblemError
from quickmath.expression import BinOp, ExpressionError, Neg, Node, Num, parse
from quickmath.offline.asks import ProblemSpec
from quickmath.offline.numbers_as_text import exact
from quickmath.records import Record
from quickmath.techniques import find_applicable
from quickmath.tools.schemas import SolveArgs
from quickmath.tools.solve import problem_from


class NoteRequest(Record):
    """A note the coach wants run; `helper` when it only fetches a number the coach needs."""

    name: str
    arguments: dict[str, Any]
    helper: bool = False


class Outcome(Record):
    """An ask's part of the answer, its practice problem, and the tool's answer to compare with."""

    text: str
    practice: str | None = None
    answer: str | None = None


class MissingTool(Exception):
    """The request's menu lacks a tool the plan needs."""

    def __init__(self, name: str) -> None:
        super().__init__(name)
        self.name = name


def best_shortcut(problem: Problem | None) -> str | None:
    """The name of the shortcut the tools will pick first, for a practice problem like this one."""
    if problem is None:
        return None
    try:
        applicable = find_applicable(problem)
    except Exception:  # a fault in one shortcut's test must not stop the answer; the practice is optional
        return None
    return applicable[0].name if applicable else None


def problem_for(spec: ProblemSpec) -> Problem | None:
    if spec.operation in CLOCK_OPERATIONS:  # readings such as "1:44 PM" are read as the tool reads them
        try:
            return problem_from(SolveArgs.model_validate(spec.arguments()))
        except (ValueError, ProblemError):
            return None
    values = [exact(value) for value in spec.values()]
    if any(value is None for value in values):
        return None
    a, b, step = (value or Fraction(0) for value in values)
    try:
        return Problem(Operation(spec.operation), a, b, step)
    except ValueError:
        return None


def _leaf(node: Node) -> Fraction | None:
    if isinstance(node, Num):
        return node.value
    if isinstance(node, Neg) and isinstance(node.operand, Num):
        return -node.operand.value
    return None


def _first_operation(node: Node) -> BinOp | None:
    if isinstance(node, Neg):
        return _first_operation(node.operand)
    if not isinstance(node, BinOp):
        return None
    return _first_operation(node.left) or _first_operation(node.right) or node


def first_step(text: str) -> Problem | None:
    """The first step solve_expression will take, such as 120 + 9 in 120 + 9 + 9."""
    try:
        operation = _first_operation(parse(text))
    except ExpressionError:
        return None
    if operation is None:
        return None
    a, b = _leaf(operation.left), _leaf(operation.right)
    if a is None or b is None:
        return None
    try:
        return Problem(operation.operation, a, b)
    except ValueError:
        return None


class Toolbox(Record):
    """The tools on the request's menu, and whether this ask also fetches the turn's practice problem."""

    names: frozenset[str]
    practice: bool = False

    def note(self, name: str, arguments: dict[str, Any], helper: bool = False) -> NoteRequest:
        """A note for a tool on the menu; raises `MissingTool` for one that is not."""
        if name not in self.names:
            raise MissingTool(name)
        return NoteRequest(name, arguments, helper)

    def practice_for(self, problem: Problem | None) -> list[NoteRequest]:
        name = best_shortcut(problem) if self.practice and "make_practice_problem" in self.names else None
        if not name or problem is None:
            return []
        return [NoteRequest("make_practice_problem", {"technique": name, "like": str(problem)})]
