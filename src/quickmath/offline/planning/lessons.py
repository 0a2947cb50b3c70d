"""The plans of a lesson: mark the learner's answer to a practice problem, offer another one, explain a
shortcut. Like every plan, each runs from the transcript round by round (see `resume.py`)."""

from __future__ import annotations

from quickmath.offline import lesson_wording, wording
from quickmath.offline.asks import AnswerPractice, Explain, NewPractice
from quickmath.offline.numbers_as_text import is_plain, note_value
from quickmath.offline.planning.resume import Rounds
from quickmath.offline.planning.toolbox import NoteRequest, Outcome, Toolbox
from quickmath.offline.tool_results import answer_of, error_of

_PRACTICE = "make_practice_problem"


def _practice_arguments(technique: str, like: str = "", level: str = "") -> dict[str, str]:
    """make_practice_problem's note: the shortcut, the problem to look like, harder or easier."""
    return {"technique": technique} | ({"like": like} if like else {}) | ({"level": level} if level else {})


def _practice_note(box: Toolbox, technique: str, like: str = "") -> list[NoteRequest]:
    """The note for the next practice problem, when the menu has the tool."""
    return [box.note(_PRACTICE, _practice_arguments(technique, like))] if _PRACTICE in box.names else []


def answer_practice_plan(ask: AnswerPractice, box: Toolbox, rounds: Rounds) -> Outcome:
    spec = ask.spec
    given = note_value(ask.answer) if is_plain(ask.answer) else ask.answer
    (checked,) = rounds.take([box.note("check_answer", spec.arguments() | {"answer": given})])
    if error := error_of(checked):
        return Outcome(wording.tool_error(ask.said, error))
    problem = str(checked.get("problem", ""))
    if checked.get("correct"):
        results = rounds.take(_practice_note(box, ask.technique, like=problem))
        practice = wording.practice_problem(results)
        return Outcome(lesson_wording.practice_right(checked), practice, answer_of(checked))
    arguments = spec.arguments() | {"technique": ask.technique}
    (solved,) = rounds.take([box.note("solve_with_shortcut", arguments)])
    text = lesson_wording.practice_wrong(checked, {} if error_of(solved) else solved)
    return Outcome(text, None, answer_of(checked))


def new_practice_plan(ask: NewPractice, box: Toolbox, rounds: Rounds) -> Outcome:
    arguments = _practice_arguments(ask.technique, ask.like, ask.level)
    (result,) = rounds.take([box.note(_PRACTICE, arguments)])
    if error := error_of(result):
        return Outcome(wording.tool_error(ask.said, error))
    return Outcome(lesson_wording.another(result, ask.level), wording.practice_problem([result]))


def explain_plan(ask: Explain, box: Toolbox, rounds: Rounds) -> Outcome:
    notes = [
        box.note("list_shortcuts", {"name": ask.technique}),
        *_practice_note(box, ask.technique, ask.like),
    ]
    results = rounds.take(notes)
    if error := error_of(results[0]):
        return Outcome(wording.tool_error(ask.said, error))
    return Outcome(lesson_wording.explained(results[0]), wording.practice_problem(results[1:]))
