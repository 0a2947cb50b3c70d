"""What the lesson is on: the practice problem offered last and the shortcut in play, read from the notes
and results of earlier turns, so "1567", "another one" and "why does that work?" know what they are about."""

from __future__ import annotations

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.numbers_as_text import text_of
from quickmath.offline.tool_results import error_of, problem_of
from quickmath.offline.transcript import Done
from quickmath.records import Record


class Offered(Record):
    """A practice problem as make_practice_problem gave it: "Try this one: 568 + 999"."""

    spec: ProblemSpec
    problem: str
    technique: str


class InPlay(Record):
    """The practice problem offered last (if any), the shortcut the lesson is on, and the problem it was
    last seen on (the one a new practice problem should look like)."""

    offered: Offered | None
    technique: str
    problem: str


def _offered(note: Done) -> Offered | None:
    result = note.result
    if not {"technique", "problem", "a", "operation", "b"} <= result.keys():
        return None
    a, b, step = text_of(result["a"]), text_of(result["b"]), text_of(result.get("step", 1))
    spec = ProblemSpec(str(result["operation"]), a, b, step)
    return Offered(spec, str(result["problem"]), str(result["technique"]))


def _shortcut_seen(note: Done) -> tuple[str, str] | None:
    """(shortcut, problem) a solving or listing note's result shows, if it shows one."""
    solution = note.result.get("solution")
    if note.name == "solve_with_shortcut" and isinstance(solution, dict) and solution.get("technique"):
        return str(solution["technique"]), problem_of(note.result) or ""
    shortcut = note.result.get("shortcut")
    if note.name == "list_shortcuts" and isinstance(shortcut, dict) and shortcut.get("name"):
        example = shortcut.get("example")
        problem = str(example.get("problem", "")) if isinstance(example, dict) else ""
        return str(shortcut["name"]), problem
    return None


def _newest_offer(done: list[Done]) -> Offered | None:
    for note in reversed(done):
        if (
            note.name == "make_practice_problem"
            and error_of(note.result) is None
            and (found := _offered(note))
        ):
            return found
    return None


def in_play(done: list[Done]) -> InPlay | None:
    """The lesson as the newest earlier note that shows a shortcut leaves it; None before any.

    A practice problem stays offered after its steps were shown for a wrong answer, so the learner can
    try it again."""
    offer = _newest_offer(done)
    for note in reversed(done):
        if error_of(note.result) is not None:
            continue
        if note.name == "make_practice_problem" and (offered := _offered(note)):
            return InPlay(offered, offered.technique, offered.problem)
        if seen := _shortcut_seen(note):
            again = offer if offer and offer.problem == seen[1] and offer.technique == seen[0] else None
            return InPlay(again, *seen)
    return None
