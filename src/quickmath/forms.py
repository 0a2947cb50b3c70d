"""Each operation's answer forms (docs/forms.md): the result a tool gives the model, what a person reads,
and how an answer written either way is read back."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from quickmath.clock import HALF_DAY, ClockError, read_clock
from quickmath.display import clock, duration, hours_and_minutes, minus_signs, mixed
from quickmath.domain import Operation, Problem, value_json
from quickmath.exact import to_json
from quickmath.numbers import read_learner_answer
from quickmath.patterns import lazy

_YES = frozenset({"yes", "y", "true", "divisible"})
_NO = frozenset({"no", "n", "false", "not divisible"})
_SHOWN_AGAIN = lazy(r"\s*\([^()]*\)\s*$")
"""The same length again in brackets: "303 minutes (5 h 3 min)"."""


def note_operands(problem: Problem) -> tuple[int | str, int | str]:
    """`a` and `b` as a note writes them: clock readings as "1:44 PM", everything else as `to_json` does."""
    clocks = {Operation.TIME_AFTER: (True, False), Operation.TIME_BEFORE: (True, False),
              Operation.TIME_BETWEEN: (True, True)}.get(problem.operation, (False, False))  # fmt: skip
    return tuple(  # type: ignore[return-value]
        str(problem.reading(value)) if is_clock else to_json(value)
        for value, is_clock in zip((problem.a, problem.b), clocks, strict=True)
    )


def result_json(problem: Problem, value: Fraction) -> int | str:
    """What a tool result says: 52, "6:21 AM", "Yes", 303 (minutes), 135 (1 h 35 min run together)."""
    return value_json(problem.typed(value))


def shown(problem: Problem, value: Fraction) -> str:
    """What a person reads: 52, 6:21 AM, Yes, 303 minutes (5 h 3 min), 1 h 35 min, 3 1/3."""
    match problem.operation:
        case Operation.ADD_TIME | Operation.SUBTRACT_TIME:
            return duration(value)
        case Operation.TIME_BETWEEN | Operation.TIME_AFTER | Operation.TIME_BEFORE | Operation.DIVISIBLE:
            return str(value_json(problem.typed(value)))
        case _:
            return mixed(value)


_LENGTH = r"(?:\d+ h(?: \d+ min)?|\d+ min)"
_RUN_TOGETHER = (
    (lazy(rf"{_LENGTH} [+−] {_LENGTH}", needs=" + | − "), duration),
    (lazy(r"\d+:\d\d \+ \d+:\d\d", needs=":"), clock),
)
"""A sum or difference of lengths (1 h 40 min + 2 h 15 min, 3 h 15 min − 1 h 40 min) as `Problem` writes
them, and a sum of times as earlier versions wrote it (2:45 + 1:30, in a continued chat), with how a person
reads their run-together answers: 3 h 55 min, 1 h 35 min and 4:15."""


def shown_result(problem_text: str, value: Any) -> str:
    """A value in a tool result about `problem_text` as a person reads it: the run-together 415 of a sum
    or difference of lengths as 4 h 15 min, "10/3" as 3 1/3, -17 as −17; text such as 6:21 AM or Yes as it
    is."""
    if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
        for written, read in _RUN_TOGETHER:
            if written.fullmatch(problem_text.strip()):
                return read(value)
    if isinstance(value, str) and "/" in value:
        try:
            return mixed(Fraction(value))
        except (ValueError, ZeroDivisionError):
            pass
    return minus_signs(str(value))


_DIVISIBLE = lazy(r"is (\S+) divisible by (\S+)\?")
_WORDED = lazy(r"\b(?:after|before|from|remainder)\b")
"""Problems said with "is" before their answer: "27 min after 7:57 PM is 8:24 PM"."""


def stated(problem: str, answer: str, joiner: str = "=") -> str:
    """A problem and its answer (already shown, maybe bold) as one clause: "47 + 9 = **56**",
    "27 min after 7:57 PM is **8:24 PM**", "**No**, 34745 is not divisible by 11"."""
    plain = answer.strip("*")
    if plain in ("Yes", "No") and _DIVISIBLE.fullmatch(problem):
        return f"{answer}, {verdict(problem, plain).removesuffix('.')}"
    if _WORDED.search(problem):
        return f"{problem} is {answer}"
    return f"{problem} {joiner} {answer}"


def verdict(problem: str, answer: Any) -> str:
    """ "is 34745 divisible by 11?" with "No" → "34745 is not divisible by 11." (words, copied numbers)."""
    asked = _DIVISIBLE.fullmatch(problem)
    if asked is None:
        return f"{problem} {answer}."
    middle = "is" if answer == "Yes" else "is not"
    return f"{asked.group(1)} {middle} divisible by {asked.group(2)}."


def read_text(problem: Problem, text: str) -> Fraction:
    """An answer written in the operation's form, as `Problem.exact()` counts it; ValueError if it is not."""
    cleaned = " ".join(text.strip().lower().rstrip(".!").split())
    match problem.operation:
        case Operation.DIVISIBLE if cleaned in _YES or cleaned in _NO:
            return Fraction(cleaned in _YES)
        case Operation.TIME_AFTER | Operation.TIME_BEFORE:
            try:
                return _reading(problem, text)
            except ClockError as error:
                raise ValueError(str(error)) from None
        case Operation.TIME_BETWEEN:
            return Fraction(_minutes(text))
    raise ValueError(f"{text!r} is not an answer to {problem}")


def _reading(problem: Problem, text: str) -> Fraction:
    """A clock reading; one without AM/PM in a 12-hour question counts for the half of the day that fits."""
    reading = read_clock(text)
    expected = int(problem.exact())
    if problem.twelve_hour and not reading.twelve_hour and reading.minutes % HALF_DAY == expected % HALF_DAY:
        return Fraction(expected)
    return Fraction(reading.minutes)


def _minutes(text: str) -> int:
    """A length in minutes: "303", "303 minutes", "5 h 3 min", "5:03", "303 minutes (5 h 3 min)"."""
    written = read_learner_answer(_SHOWN_AGAIN.sub("", text))
    if not written.is_time:
        return int(written.value)
    hours, minutes = hours_and_minutes(written.value)
    return hours * 60 + minutes


def answer_hint(problem: Problem) -> str | None:
    """How to write an answer to this problem when it is not a plain number, else None."""
    return {
        Operation.DIVISIBLE: "as yes or no",
        Operation.TIME_AFTER: "as a time such as 6:21 AM",
        Operation.TIME_BEFORE: "as a time such as 6:21 AM",
        Operation.TIME_BETWEEN: "in minutes, e.g. 303 or 5 h 3 min",
    }.get(problem.operation)
