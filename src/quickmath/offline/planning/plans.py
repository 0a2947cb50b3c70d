"""The coach's plan for each kind of ask: which notes it writes, round by round, and what it makes of
their results. How a plan resumes from the transcript is told in `resume.py`."""

from __future__ import annotations

import re

from quickmath.exact import terminates
from quickmath.numbers import exact_value
from quickmath.offline import wording
from quickmath.offline.asks import (
    AnswerPractice,
    Ask,
    Check,
    Explain,
    ExpressionSpec,
    ListShortcuts,
    NewPractice,
    ProblemSpec,
    Solve,
    TimeSum,
)
from quickmath.offline.numbers_as_text import is_plain, length, note_value, same
from quickmath.offline.planning.fetching import settle
from quickmath.offline.planning.lessons import answer_practice_plan, explain_plan, new_practice_plan
from quickmath.offline.planning.resume import Diverged, Pending, Rounds
from quickmath.offline.planning.toolbox import (
    MissingTool,
    NoteRequest,
    Outcome,
    Toolbox,
    first_step,
    problem_for,
)
from quickmath.offline.tool_results import answer_of, error_of
from quickmath.offline.transcript import Done
from quickmath.operators import SHOWN_SIGNS, ascii_sign
from quickmath.patterns import lazy, mentions
from quickmath.records import Record, replace

_MINUTES_ASKED = lazy(r"(?i)(?<!hours and )(?<!hours & )(?<!hrs and )\bmin")
"""A question that asks for minutes ("how many minutes …") gets 303 minutes (5 h 3 min), else 5 h 3 min (as
one asked "in hours and minutes" does)."""
_LENGTH_IN_MINUTES = lazy(
    r"(?i)(?:\b(?:in|into|as|to|how many|number of|total)\s+(?:total\s+)?|\(\s*)min(?:ute)?s\b", needs="min"
)
"""A sum of lengths asked for in minutes ("… in minutes", "how many mins is …", "convert … to minutes"): the
unit named with no number before it, so "2 h 15 min" itself asks nothing."""


_SEND_INSTEAD = lazy(r"^(\S+) has (\d+) minutes, and an hour has 60: send (\d+) \((\d+ h \d+ min)\) instead")
"""The tools' fix for a length of time written with an hour or more of minutes: "90" (90 minutes) as 130."""


class ToolFix(Record):
    operand: str
    value: str
    told: str


def _as_the_tool_says(arguments: dict[str, object], error: str) -> ToolFix | None:
    """The operand the tools asked to send again, and what to send: their words, not the coach's sums."""
    sent = _SEND_INSTEAD.search(error)
    operand = next((key for key in ("a", "b") if sent and str(arguments.get(key)) == sent.group(1)), None)
    if sent is None or operand is None:
        return None
    hours, minutes = sent.group(1)[:-2].lstrip("0"), sent.group(2)
    written = f"{hours} h {minutes} min" if hours else f"{minutes} minutes"
    told = f"{written} is {sent.group(4)}.\n\n"
    return ToolFix(operand=operand, value=sent.group(3), told=told)


def _problem(
    spec: ProblemSpec, technique: str | None, box: Toolbox, rounds: Rounds, said: str, length_told: str = ""
) -> Outcome:
    arguments = spec.arguments() | ({"technique": technique} if technique else {})
    results = rounds.take([box.note("solve_with_shortcut", arguments), *box.practice_for(problem_for(spec))])
    result, practice = results[0], wording.practice_problem(results[1:])
    refusal = ""
    if (error := error_of(result)) and technique:
        refusal = wording.refused_shortcut(technique, error) + "\n\n"
        (result,) = rounds.take([box.note("solve_with_shortcut", spec.arguments())])
    told = ""
    while (error := error_of(result)) and (fixed := _as_the_tool_says(spec.arguments(), error)):
        spec = replace(spec, **{fixed.operand: fixed.value})
        told += fixed.told if fixed.told not in told else ""
        (result,) = rounds.take([box.note("solve_with_shortcut", spec.arguments())])
    if error := error_of(result):
        return Outcome(wording.tool_error(said, error))
    text = told + wording.solution(
        result,
        is_time=spec.operation == "add_time",
        asked_for=technique,
        operation=spec.operation,
        in_minutes=bool(_MINUTES_ASKED.search(said)),
        length_told=length_told,
    )
    return Outcome(refusal + text, practice, answer_of(result))


def _chain(
    first: str,
    steps: list[tuple[str, str]],
    box: Toolbox,
    rounds: Rounds,
    said: str,
    written: str,
    operation: str | None = None,
) -> Outcome:
    """A chain worked a step at a time, each step's answer starting the next: the seed post's way."""
    current, results, practice = first, [], None
    for number, (symbol, value) in enumerate(steps):
        spec = ProblemSpec(operation or symbol, current, value)
        notes = [box.note("solve_with_shortcut", spec.arguments())]
        if number == 0:
            notes += box.practice_for(problem_for(spec))
        got = rounds.take(notes)
        practice = practice or wording.practice_problem(got[1:])
        answer = answer_of(got[0])
        if (error := error_of(got[0])) or answer is None:
            return Outcome(wording.tool_error(said, error or ""))
        results.append(got[0])
        if not is_plain(answer) and number + 1 < len(steps):
            raise MissingTool("solve_expression")
        current = answer
    return Outcome(wording.chain(written, results, operation == "add_time"), practice, current)


def _same_level_steps(text: str) -> tuple[str, list[tuple[str, str]]] | None:
    """120 + 9 − 4 as (120, [(+, 9), (−, 4)]) when left to right is the right order; None otherwise."""
    items = text.split()
    symbols = items[1::2]
    if len(items) % 2 == 0 or not set(symbols) <= SHOWN_SIGNS:
        return None
    levels = {symbol in ("+", "−") for symbol in symbols}
    numbers = [item.replace("−", "-") for item in items[0::2]]
    if len(levels) != 1 or not all(is_plain(number) for number in numbers):
        return None
    return numbers[0], [(ascii_sign(s), n) for s, n in zip(symbols, numbers[1:], strict=True)]


def _expression(spec: ExpressionSpec, box: Toolbox, rounds: Rounds, said: str) -> Outcome:
    if "solve_expression" not in box.names:
        steps = _same_level_steps(spec.text)
        if steps is None:
            raise MissingTool("solve_expression")
        return _chain(steps[0], steps[1], box, rounds, said, spec.text)
    results = rounds.take(
        [box.note("solve_expression", {"expression": spec.text}), *box.practice_for(first_step(spec.text))]
    )
    if error := error_of(results[0]):
        return Outcome(wording.tool_error(said, error))
    return Outcome(
        wording.expression(results[0]), wording.practice_problem(results[1:]), answer_of(results[0])
    )


def _time_sum(spec: TimeSum, box: Toolbox, rounds: Rounds, said: str) -> Outcome:
    written = " + ".join(length(time) for time in spec.times)
    steps = [("+", time) for time in spec.times[1:]]
    return _chain(spec.times[0], steps, box, rounds, said, written, operation="add_time")


def _with_lines(outcome: Outcome, lead: str, lines: list[str]) -> Outcome:
    """The outcome's text after the lead sentence and the lines telling how missing numbers were found."""
    opening = " ".join(part for part in (lead, *lines) if part)
    return replace(outcome, text=f"{opening}\n\n{outcome.text}" if opening else outcome.text)


def solve_plan(ask: Solve, box: Toolbox, rounds: Rounds) -> Outcome:
    lines: list[str] = []
    spec = settle(ask.spec, box, rounds, ask.said, lines)
    if isinstance(spec, Outcome):
        outcome = spec
    elif isinstance(spec, ExpressionSpec):
        outcome = _expression(spec, box, rounds, ask.said)
    elif isinstance(spec, TimeSum):
        outcome = _time_sum(spec, box, rounds, ask.said)
    elif isinstance(spec, ProblemSpec):
        outcome = _problem(spec, ask.technique, box, rounds, ask.said, _length_as_told(spec, ask))
        if _shares_whole_things(spec, ask.said, outcome.answer) and (
            ask.lead or _counts_groups(ask.said) or _things_asked_per_share(spec, ask.said)
        ):
            shown = wording.not_whole_groups if _counts_groups(ask.said) else wording.not_shared_out
            outcome = Outcome(shown(spec, outcome.answer or ""))
    if _lengths_in_minutes(ask, spec) and outcome.answer is not None:
        outcome = _in_minutes_too(outcome, box, rounds)
    if ask.decimal and (value := exact_value(outcome.answer or "")) is not None and not terminates(value):
        outcome = replace(outcome, text=f"{outcome.text}\n\n{wording.no_ending_decimal()}")
    if ask.scale and outcome.answer is not None:
        told = wording.in_scale_answer(outcome.answer, ask.scale)  # "That is 23 million."
        outcome = replace(outcome, text=f"{outcome.text}\n\n{told}")
    if outcome.answer is not None and (coin := _coin_of_answer(ask)):
        told = wording.in_coins_answer(outcome.answer, coin)  # "That is 600p."
        outcome = replace(outcome, text=f"{outcome.text}\n\n{told}")
    return _with_lines(outcome, ask.lead, lines)


def _length_as_told(spec: ProblemSpec, ask: Solve) -> str:
    """The length a clock is moved by, as the learner wrote it or the coach said it read it ("2 h 40 min"),
    for the working to say so where the tool says 160 min; "" when neither wrote it."""
    if spec.operation not in ("time_after", "time_before"):
        return ""
    return spec.b if spec.b in ask.said or spec.b in ask.lead else ""


def _coin_of_answer(ask: Solve) -> str:
    """ "p" or "c" when the answer is an amount in pence or cents (see `reading.coins`), else ""."""
    if not isinstance(ask.spec, ProblemSpec) or not mentions("p|c|¢", ask.said.lower()):
        return ""
    from quickmath.offline.reading.coins import coin_of_answer  # only for a question that may tell coins

    return coin_of_answer(ask.spec, ask.said)


def _lengths_in_minutes(ask: Solve, spec: object) -> bool:
    """Is a sum or difference of lengths asked for in minutes ("2 h 15 min + 1 h 50 min in minutes")?"""
    of_lengths = isinstance(spec, TimeSum) or (
        isinstance(spec, ProblemSpec) and spec.operation in ("add_time", "subtract_time")
    )
    return of_lengths and (ask.in_minutes or _LENGTH_IN_MINUTES.search(ask.said) is not None)


def _in_minutes_too(outcome: Outcome, box: Toolbox, rounds: Rounds) -> Outcome:
    """A length the tools found (405, run together) told in minutes as well, worked out by the tools from its
    hours and minutes read off its digits: 4 × 60 + 5 = 245."""
    length = outcome.answer or ""
    if length.isdigit() and len(length) < 3:  # under an hour: its minutes as they stand
        return replace(outcome, text=f"{outcome.text}\n\n{wording.length_in_minutes('', length, '', length)}")
    if "solve_expression" not in box.names or not length.isdigit():
        return outcome
    hours, minutes = length[:-2], length[-2:].lstrip("0")
    expression = f"{hours} × 60 + {minutes}" if minutes else f"{hours} × 60"
    (result,) = rounds.take([box.note("solve_expression", {"expression": expression})])
    total = answer_of(result)
    if error_of(result) or total is None:
        return outcome
    told = wording.length_in_minutes(hours, minutes, expression, total)
    return replace(outcome, text=f"{outcome.text}\n\n{told}")


def _shares_whole_things(spec: ProblemSpec, said: str, answer: str | None) -> bool:
    """A story that shares things counted one by one ("50 sweets between 6 kids") whose share the tools found
    is not a whole number: a third of a sweet is no answer, so the coach says so instead of giving one. Money,
    decimals and measures ("£58 between 4", "2.4 litres") are shared to a part as they are, but groups counted
    ("how many boxes are needed for 100 eggs?", "how many full trays?") never: 16 2/3 boxes is rounded up or
    down, which is another answer than the tools'."""
    from quickmath.offline.readers.units import units_in
    from quickmath.offline.reading.text import normalise, number_words

    value = exact_value(answer) if answer is not None else None
    if spec.operation != "/" or value is None or value.denominator == 1:
        return False
    if _counts_groups(said):
        return True
    text = number_words(normalise(said))  # "Sixteen pounds shared between five people": £3.20 each
    if _PARTS_OF_A_BARE_AMOUNT.search(text) and _bare(spec.a, text):
        return False  # "Share 10 equally into 4 parts , how much is each part": 2.5, no thing is counted
    return "." not in f"{spec.a}{spec.b}" and not units_in(text) and not _an_amount_asked(text)


_PARTS_OF_A_BARE_AMOUNT = lazy(
    r"\bhow much (?:is )?(?:each|in each|per) part\b|\bequal parts\b.* how much (?:is )?each\b",
    needs="part",
)
"""A number cut into equal parts, each part asked how much of: "how much is each part", "6 equal parts , how
much each"."""
_NOT_A_THING = frozenset(
    {"equally", "evenly", "between", "among", "amongst", "into", "in", "by", "divided", "split", "shared",
     ",", ";", "if", "when"}
)  # fmt: skip


def _bare(number: str, text: str) -> bool:
    """Is the number told bare, with no thing counted after it ("share 10 equally", "8 equal parts of 96")?"""
    told = re.search(rf"(?<![\w.]){re.escape(number)}(?![\w.])(?: (\S+))?", text)
    return told is not None and (told.group(1) is None or told.group(1) in _NOT_A_THING)


def _an_amount_asked(text: str) -> bool:
    """Is a share asked in a unit, as a price or as a rate, not in things: "how many litres does each pot
    get?", "a dozen roses cost 30 ; how much is one rose?" (2.5 is the answer, not a part of a thing)?"""
    from quickmath.offline.readers.units import is_unit

    if (unit := _HOW_MANY.search(text)) and is_unit(unit.group(1)):
        return True
    if _RATE_ASKED.search(text):
        return True  # "168 off 20 overs , what is the run rate?": a rate is 8.4 as it stands
    return bool(_HOW_MUCH.search(text) and _PRICED.search(text)) or _MONEY_SHARED.search(text) is not None


_RATE_ASKED = lazy(
    r"\brate\b|\bper (?:game|match|week|day|hour|minute|month|year|lap|mile|km|litre|innings|over|round"
    r"|season|race)\b",
    needs="rate|per ",
)
"""A rate asked, which is a number as it stands: "19 goals in 38 games, how many goals per game?" is 0.5."""


_MONEY_SHARED = lazy(r"\b(?:bill|tab|fare|rent|owe|owes|pays?)\b", needs="bill|tab|fare|rent|owe|pay")
"""Money shared or paid: "the bill is 132 split 5 ways ; each is?" is 26.4, not 26 and 2 over."""
_HOW_MANY = lazy(r"\bhow many ([a-z]+)", needs="how many")
_HOW_MUCH = lazy(r"\bhow much\b", needs="how much")
_PRICED = lazy(r"\b(?:cost|costs|costing|price|priced|paid)\b", needs="cost|pric|paid")


def _things_asked_per_share(spec: ProblemSpec, said: str) -> bool:
    """Are the things shared counted by the number shared and asked for by name: "100 sweets, 8 kids, how
    many sweets per kid?" (12.5 sweets is no answer, though no reader said how it read the question)?"""
    from quickmath.offline.reading.text import normalise

    text = normalise(said)
    asked = _HOW_MANY.search(text)
    return (
        asked is not None
        and re.search(rf"(?<![\w.]){re.escape(spec.a)} {asked.group(1)}\b", text) is not None
    )


def _counts_groups(said: str) -> bool:
    from quickmath.offline.readers.sharing import counts_whole_times
    from quickmath.offline.readers.sizes import counts_whole_things
    from quickmath.offline.readers.stories import counts_whole_groups
    from quickmath.offline.reading.text import normalise

    if _WHOLE_TIMES_IN_CODE.search(said):
        return True  # "x = 7201 // 60; print(x)": code keeps the whole times only (see `layouts.code`)
    text = normalise(said)
    return counts_whole_groups(text) or counts_whole_things(text) or counts_whole_times(text)


_WHOLE_TIMES_IN_CODE = lazy(r"\d\s*//\s*\d|\bdivmod\(", needs="//|divmod(")
"""Code's whole-number division ("7201 // 60") or the quotient part of divmod: whole times are counted."""


def check_plan(ask: Check, box: Toolbox, rounds: Rounds) -> Outcome:
    lines: list[str] = []
    spec = settle(ask.spec, box, rounds, ask.said, lines)
    if isinstance(spec, Outcome):
        return _with_lines(spec, "", lines)
    if not isinstance(spec, ProblemSpec):
        worked = solve_plan(Solve(spec, ask.said), box, rounds)
        if worked.answer is None:
            return worked
        matches = same(worked.answer, ask.answer)
        return replace(
            worked, text=worked.text + "\n\n" + wording.compared(ask.answer, worked.answer, matches)
        )
    given = note_value(ask.answer) if is_plain(ask.answer) else ask.answer
    results = rounds.take(
        [box.note("check_answer", spec.arguments() | {"answer": given}), *box.practice_for(problem_for(spec))]
    )
    if error := error_of(results[0]):
        return Outcome(wording.tool_error(ask.said, error))
    text = wording.check(results[0])
    return _with_lines(Outcome(text, wording.practice_problem(results[1:]), answer_of(results[0])), "", lines)


def list_plan(ask: ListShortcuts, box: Toolbox, rounds: Rounds) -> Outcome:
    (result,) = rounds.take(
        [box.note("list_shortcuts", {"operation": ask.operation} if ask.operation else {})]
    )
    if error := error_of(result):
        return Outcome(wording.tool_error("show me the shortcuts", error))
    return Outcome(wording.shortcut_list(result))


def plan(ask: Ask, box: Toolbox, rounds: Rounds) -> Outcome:
    """The ask's plan run as far as the transcript goes: its outcome, or `Pending` with the next notes."""
    if isinstance(ask, Solve):
        return solve_plan(ask, box, rounds)
    if isinstance(ask, Check):
        return check_plan(ask, box, rounds)
    if isinstance(ask, AnswerPractice):
        return answer_practice_plan(ask, box, rounds)
    if isinstance(ask, NewPractice):
        return new_practice_plan(ask, box, rounds)
    if isinstance(ask, Explain):
        return explain_plan(ask, box, rounds)
    return list_plan(ask, box, rounds)


def said_of(ask: Ask) -> str:
    return "show me the shortcuts" if isinstance(ask, ListShortcuts) else ask.said


class Progress(Record):
    """Where a turn has got to: the notes to send now as (ask, round, note), or every ask's outcome."""

    notes: list[tuple[int, int, NoteRequest]]
    outcomes: list[Outcome]


def _step(ask: Ask, box: Toolbox, done: list[list[Done]], can_call: bool) -> Outcome | list[NoteRequest]:
    """The ask's outcome, or the notes of its next round."""
    try:
        return plan(ask, box, Rounds(done))
    except Pending as pending:
        if can_call:
            return pending.notes
        ran = [wording.done_note(note.name, note.result) for round_ in done for note in round_]
        return Outcome(wording.unfinished(said_of(ask), ran))
    except Diverged:  # the transcript went another way than this plan; answer with what it holds
        ran = [wording.done_note(note.name, note.result) for round_ in done for note in round_]
        return Outcome(wording.unfinished(said_of(ask), ran))
    except MissingTool as missing:
        return Outcome(wording.missing_tool(said_of(ask), missing.name))


def advance(
    asks: tuple[Ask, ...], names: frozenset[str], done: dict[int, list[list[Done]]], can_call: bool
) -> Progress:
    """Every ask's next notes, or all their outcomes once no ask needs another note."""
    practising = next((number for number, ask in enumerate(asks) if isinstance(ask, Solve | Check)), None)
    notes: list[tuple[int, int, NoteRequest]] = []
    outcomes: list[Outcome] = []
    for number, ask in enumerate(asks):
        rounds = done.get(number, [])
        step = _step(ask, Toolbox(names, practice=number == practising), rounds, can_call)
        if isinstance(step, Outcome):
            outcomes.append(step)
        else:
            notes += [(number, len(rounds), note) for note in step]
    return Progress(notes, outcomes)
