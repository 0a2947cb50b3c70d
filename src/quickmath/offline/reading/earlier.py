"""The last problem of the chat and its answer, read from earlier notes and results, for follow-ups."""

from __future__ import annotations

from quickmath.context import Summary
from quickmath.offline.asks import ExpressionSpec, ProblemSpec
from quickmath.offline.numbers_as_text import text_of
from quickmath.offline.planning.resume import NoteTag
from quickmath.offline.tool_results import answer_of, error_of, step_spec
from quickmath.offline.transcript import Done
from quickmath.operators import ascii_sign
from quickmath.records import Record

_SOLVING = ("solve_with_shortcut", "check_answer", "solve_expression")


class Earlier(Record):
    """The last problem worked out before this question, and the answer a tool gave for it.

    `last_step` is the last single step: the problem itself, or for a chain such as 120 + 9 + 9 the step
    129 + 9, where "the last one" of a chain lives.
    """

    spec: ProblemSpec | ExpressionSpec
    answer: str
    last_step: ProblemSpec | None


def _earlier_from(note: Done) -> Earlier | None:
    answer = answer_of(note.result)
    if answer is None or error_of(note.result) is not None:
        return None
    if note.name == "solve_expression":
        parts = note.result.get("parts") or []
        last = step_spec(str(parts[-1].get("problem", ""))) if parts and isinstance(parts[-1], dict) else None
        return Earlier(ExpressionSpec(str(note.arguments.get("expression", ""))), answer, last)
    arguments = note.arguments
    operation = str(arguments.get("operation", "")).strip()
    operation = ascii_sign(operation)
    if "a" not in arguments or "b" not in arguments or not operation:
        return None
    spec = ProblemSpec(
        operation, text_of(arguments["a"]), text_of(arguments["b"]), text_of(arguments.get("step", 1))
    )
    return Earlier(spec, answer, spec)


def _is_helper(note: Done) -> bool:
    """A note the coach wrote only to get a number it needed, such as the gap in 2 + 4 + … + 50."""
    tag = NoteTag.read(note.call_id)
    return tag is not None and tag.helper


def earlier_problem(done: list[Done], system: str = "") -> Earlier | None:
    """The last problem the earlier turns worked out; the context summary in `system` if they were cut."""
    for note in reversed(done):
        if note.name in _SOLVING and not _is_helper(note) and (earlier := _earlier_from(note)):
            return earlier
    summary = Summary.read(system)
    if summary and summary.results:
        problem, answer = summary.results[-1]
        if (step := step_spec(problem)) is not None:
            return Earlier(step, answer.replace("−", "-"), step)
    return None
