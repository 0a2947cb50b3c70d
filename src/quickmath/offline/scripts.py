"""The coach's plan for each ask, written as a script: a generator that yields the notes it needs next, is
sent their results, and returns its part of the answer.

The coach keeps no memory between requests, so on every request each script is replayed from the start
and fed the results the transcript already holds; where the results run out, its next notes are the ones
to send.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from quickmath.offline import wording
from quickmath.offline.asks import Ask, Check, ExpressionSpec, ListShortcuts, ProblemSpec, Solve, TimeSum
from quickmath.offline.fetching import SYMBOLS, settle
from quickmath.offline.plan import (
    MissingTool,
    NoteRequest,
    Outcome,
    OutOfRounds,
    Script,
    Toolbox,
    first_step,
    problem_for,
)
from quickmath.offline.results import answer_of, error_of
from quickmath.offline.transcript import Done
from quickmath.offline.values import clock, is_plain, note_value, same


def _problem(spec: ProblemSpec, technique: str | None, box: Toolbox, said: str) -> Script:
    arguments = spec.arguments() | ({"technique": technique} if technique else {})
    results = yield [box.note("solve_with_shortcut", arguments), *box.practice_for(problem_for(spec))]
    result, practice = results[0], wording.practice_problem(results[1:])
    refusal = ""
    if (error := error_of(result)) and technique:
        refusal = wording.refused_shortcut(technique, error) + "\n\n"
        (result,) = yield [box.note("solve_with_shortcut", spec.arguments())]
    if error := error_of(result):
        return Outcome(wording.tool_error(said, error))
    text = wording.solution(result, is_time=spec.operation == "add_time", asked_for=technique)
    return Outcome(refusal + text, practice, answer_of(result))


def _chain(
    first: str,
    steps: list[tuple[str, str]],
    box: Toolbox,
    said: str,
    written: str,
    operation: str | None = None,
) -> Script:
    """A chain worked a step at a time, each step's answer starting the next: the seed post's way."""
    current, results, practice = first, [], None
    try:
        for number, (symbol, value) in enumerate(steps):
            spec = ProblemSpec(operation or symbol, current, value)
            round_trip = [box.note("solve_with_shortcut", spec.arguments())]
            if number == 0:
                round_trip += box.practice_for(problem_for(spec))
            got = yield round_trip
            practice = practice or wording.practice_problem(got[1:])
            answer = answer_of(got[0])
            if (error := error_of(got[0])) or answer is None:
                return Outcome(wording.tool_error(said, error or ""))
            results.append(got[0])
            if not is_plain(answer) and number + 1 < len(steps):
                raise MissingTool("solve_expression")
            current = answer
    except OutOfRounds:
        done = [wording.done_note("solve_with_shortcut", result) for result in results]
        return Outcome(wording.unfinished(said, done))
    is_time = operation == "add_time"
    return Outcome(wording.chain(written, results, is_time), practice, current)


def _same_level_steps(text: str) -> tuple[str, list[tuple[str, str]]] | None:
    """120 + 9 − 4 as (120, [(+, 9), (−, 4)]) when left to right is the right order; None otherwise."""
    items = text.split()
    symbols = items[1::2]
    if len(items) % 2 == 0 or not set(symbols) <= set(SYMBOLS):
        return None
    levels = {symbol in ("+", "−") for symbol in symbols}
    numbers = [item.replace("−", "-") for item in items[0::2]]
    if len(levels) != 1 or not all(is_plain(number) for number in numbers):
        return None
    return numbers[0], [(SYMBOLS[s], n) for s, n in zip(symbols, numbers[1:], strict=True)]


def _expression(spec: ExpressionSpec, box: Toolbox, said: str) -> Script:
    if "solve_expression" not in box.names:
        steps = _same_level_steps(spec.text)
        if steps is None:
            raise MissingTool("solve_expression")
        return (yield from _chain(steps[0], steps[1], box, said, spec.text))
    results = yield [
        box.note("solve_expression", {"expression": spec.text}),
        *box.practice_for(first_step(spec.text)),
    ]
    if error := error_of(results[0]):
        return Outcome(wording.tool_error(said, error))
    return Outcome(
        wording.expression(results[0]), wording.practice_problem(results[1:]), answer_of(results[0])
    )


def _time_sum(spec: TimeSum, box: Toolbox, said: str) -> Script:
    written = " + ".join(clock(time) for time in spec.times)
    steps = [("+", time) for time in spec.times[1:]]
    return (yield from _chain(spec.times[0], steps, box, said, written, operation="add_time"))


def _with_lines(outcome: Outcome, lead: str, lines: list[str]) -> Outcome:
    """The outcome's text after the lead sentence and the lines telling how missing numbers were found."""
    opening = " ".join(part for part in (lead, *lines) if part)
    return replace(outcome, text=f"{opening}\n\n{outcome.text}" if opening else outcome.text)


def solve_script(ask: Solve, box: Toolbox) -> Script:
    lines: list[str] = []
    spec = yield from settle(ask.spec, box, ask.said, lines)
    if isinstance(spec, Outcome):
        return _with_lines(spec, ask.lead, lines)
    if isinstance(spec, ExpressionSpec):
        outcome = yield from _expression(spec, box, ask.said)
    elif isinstance(spec, TimeSum):
        outcome = yield from _time_sum(spec, box, ask.said)
    elif isinstance(spec, ProblemSpec):
        outcome = yield from _problem(spec, ask.technique, box, ask.said)
    return _with_lines(outcome, ask.lead, lines)


def check_script(ask: Check, box: Toolbox) -> Script:
    lines: list[str] = []
    spec = yield from settle(ask.spec, box, ask.said, lines)
    if isinstance(spec, Outcome):
        return _with_lines(spec, "", lines)
    if not isinstance(spec, ProblemSpec):
        worked = yield from solve_script(Solve(spec, ask.said), box)
        if worked.answer is None:
            return worked
        matches = same(worked.answer, ask.answer)
        return replace(
            worked, text=worked.text + "\n\n" + wording.compared(ask.answer, worked.answer, matches)
        )
    given = note_value(ask.answer) if is_plain(ask.answer) else ask.answer
    results = yield [
        box.note("check_answer", spec.arguments() | {"answer": given}),
        *box.practice_for(problem_for(spec)),
    ]
    if error := error_of(results[0]):
        return Outcome(wording.tool_error(ask.said, error))
    text = wording.check(results[0], is_time=spec.operation == "add_time")
    return _with_lines(Outcome(text, wording.practice_problem(results[1:]), answer_of(results[0])), "", lines)


def list_script(ask: ListShortcuts, box: Toolbox) -> Script:
    (result,) = yield [box.note("list_shortcuts", {"operation": ask.operation} if ask.operation else {})]
    if error := error_of(result):
        return Outcome(wording.tool_error("show me the shortcuts", error))
    return Outcome(wording.shortcut_list(result))


def script_for(ask: Ask, box: Toolbox) -> Script:
    if isinstance(ask, Solve):
        return solve_script(ask, box)
    if isinstance(ask, Check):
        return check_script(ask, box)
    return list_script(ask, box)


def said_of(ask: Ask) -> str:
    return ask.said if isinstance(ask, Solve | Check) else "show me the shortcuts"


def replay(
    ask: Ask, box: Toolbox, done: list[Done], can_call: bool
) -> Outcome | list[tuple[int, NoteRequest]]:
    """Run the ask's script against the notes already run for it: its outcome, or the notes to send next."""
    script = script_for(ask, box)
    used = 0
    try:
        requests = next(script)
        while True:
            recorded = done[used : used + len(requests)]
            if [note.name for note in recorded] != [request.name for request in requests[: len(recorded)]]:
                raise OutOfRounds  # the transcript went another way than this plan; answer with what it holds
            if len(recorded) == len(requests):
                used += len(requests)
                requests = script.send([note.result for note in recorded])
            elif can_call:
                return [(used + number, request) for number, request in enumerate(requests)][len(recorded) :]
            else:
                requests = script.throw(OutOfRounds())
    except StopIteration as stop:
        outcome: Outcome = stop.value
        return outcome
    except OutOfRounds:
        return Outcome(wording.unfinished(said_of(ask), [wording.done_note(d.name, d.result) for d in done]))
    except MissingTool as missing:
        return Outcome(wording.missing_tool(said_of(ask), missing.name))


@dataclass(frozen=True)
class Progress:
    """Where a turn has got to: notes to send now as (ask, number, note), or every ask's outcome."""

    notes: list[tuple[int, int, NoteRequest]]
    outcomes: list[Outcome]


def advance(
    asks: tuple[Ask, ...], names: frozenset[str], done: dict[int, list[Done]], can_call: bool
) -> Progress:
    """Every ask's next notes, or all their outcomes once no ask needs another note."""
    practising = next((job for job, ask in enumerate(asks) if isinstance(ask, Solve | Check)), None)
    notes: list[tuple[int, int, NoteRequest]] = []
    outcomes: list[Outcome] = []
    for job, ask in enumerate(asks):
        box = Toolbox(names, practice=job == practising)
        step = replay(ask, box, done.get(job, []), can_call)
        if isinstance(step, Outcome):
            outcomes.append(step)
        else:
            notes += [(job, number, request) for number, request in step]
    return Progress(notes, outcomes)
