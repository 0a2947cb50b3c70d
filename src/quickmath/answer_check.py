"""Checking a final answer: every number it states must come from the question or the turn's tool results.

Two ways a number is unexplained: it is found in neither (compared by value, sign included, in any written
form), or it is the result of a written sum that does not come to it ("47 + 9 = 57": Python works the sum
out exactly). Not claims, so never flagged: the operands of a practice problem offered to the learner
("Try this one: 568 + 999"), step numbering and counts ("in 2 steps", "two answers").
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator, Sequence
from fractions import Fraction
from typing import Any

from quickmath.expression import ExpressionError, value_of
from quickmath.forms import shown_result
from quickmath.messages import Messages, Turn, turn_starts
from quickmath.numbers import Written, exact_value, numbers_in, units_apart, values_in
from quickmath.numbers.written import MINUS_SIGNS, leaves
from quickmath.patterns import lazy
from quickmath.records import Record

_SENTENCE_END = lazy(r"(?<=[.!?])\s+|\n+")
_QUOTED = lazy(r"“[^”]*”|\"[^\"\n]*\"", needs='“|"')
"""Words quoted back to the learner ("I wasn't sure what you meant by “twenty”") state nothing."""
_BULLET = lazy(r"^[ \t]*(?:[-*+•]|[0-9]+[.)])[ \t]+")  # list bullets and list numbers
_PRACTICE_OFFER = lazy(
    r"\b(try (this|these|one|another|it)|your turn|have a go|practi[cs]e (problem|question|one)|"
    r"next one|one more|now you)\b",
    re.IGNORECASE,
    needs="try|turn|have a go|practi|next one|one more|now you",
)
_COUNT = lazy(
    r"\b(?:[0-9]+|two|three|four|five|six|seven|eight|nine|ten)[ \t]+"
    r"(?:(?:easy|quick|simple|short|more|small|different|possible)[ \t]+)?"
    r"(?:steps?|ways?|shortcuts?|tricks?|tips?|methods?|parts?|questions?|problems?|examples?|rounds?|"
    r"digits?|places?|notes?|answers?|readings?|meanings?|signs?|numbers?)\b",
    re.IGNORECASE,
    needs="step|way|shortcut|trick|tip|method|part|question|problem|example|round|digit|place|note|answer|"
    "reading|meaning|sign|number",
)
_NUM = r"(?:[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?:\.[0-9]+)?[²³]?"
_OP = r"(?:[-+×*÷/^·]|(?<=\s)[xX](?=\s))"
_NOT_MID_SUM = r"(?<![\w.,:/])(?<![-+×*÷/^=·][ \t])(?<![-+×*÷/^=·])"
_SUM_STATED = lazy(
    rf"{_NOT_MID_SUM}(?P<sum>-?{_NUM}(?:[ \t]*{_OP}[ \t]*-?{_NUM})+|[0-9]+[²³])"
    r"[ \t]*(?:=|\bis\b|\bequals\b|\bmakes\b|\bgives\b|\bcomes to\b)[ \t]*"
)
_GOES_ON = lazy(
    r"[ \t]*(?:[-+×*÷/^·:%²³]|\.\.|…|remainder\b|rem\b|r\b|R\b|[aApP]\.?[mM]\b|o'clock|"
    r"(?:squared|cubed|times|plus|minus|less|more|divided|multiplied|over|of|per|percent|lots)\b)"
)
"""After a stated result: the result is only part of something longer ("4 remainder 2", "= 47 + 10 − 1")."""
_REMAINDER = lazy(
    r"\b(remainders?|mod|modulo|left over|leaves)\b", re.IGNORECASE, needs="remainder|mod|left over|leaves"
)
_ANSWER_IS = lazy(
    r"(?<!your )(?<!you )\b(?:the (?:final )?answer is|answer:)[ \t]*", re.IGNORECASE, needs="answer"
)
_ANSWER_KEYS = ("answer", "correct_answer")
_MARKUP = lazy(r"\*\*|__|`")
_THOUSANDS = lazy(r"(?<=[0-9]),(?=[0-9]{3}(?![0-9]))", needs=",")
_MINUS = str.maketrans(dict.fromkeys(MINUS_SIGNS, "-"))
_PRONOUNS = frozenset({"one", "ones", "a", "an"})
"""Number words that are mostly not numbers at all: "this one", "one more", "the full ones"."""


class AnswerCheck(Record):
    """What checking one final answer found: numbers no source explains, and what the tools worked out."""

    unexplained: tuple[str, ...] = ()
    tool_answers: tuple[str, ...] = ()
    cut_off: bool = False

    @property
    def flagged(self) -> bool:
        return bool(self.unexplained)

    def record(self) -> dict[str, Any]:
        """The transcript's `check` record, without its type and turn."""
        return {"unexplained": list(self.unexplained), "tool_answers": list(self.tool_answers),
                "cut_off": self.cut_off}  # fmt: skip

    def flags(self) -> list[dict[str, Any]]:
        """`ask --json`'s `checks`: one object per flagged number."""
        return [{"number": number, "tool_answers": list(self.tool_answers)} for number in self.unexplained]

    def found(self) -> str:
        if not self.tool_answers:
            return "no tool worked out a number in this turn"
        return f"the tools found {_joined(self.tool_answers)}"

    def learner_line(self) -> str:
        """The one line a learner sees right after a flagged answer."""
        numbers = _joined(self.unexplained)
        verb = "was" if len(self.unexplained) == 1 else "were"
        return f"Check: {numbers} {verb} not worked out by the tools; {self.found()}. Trust the result panel."

    def model_note(self) -> str:
        """What the next request's system message tells the model about this answer."""
        numbers = _joined(self.unexplained)
        return (
            f"Answer check: your last answer stated {numbers}, which neither the question nor any tool "
            f"result holds; {self.found()}. Do not build on {numbers}: use the tool results."
        )


def _joined(items: Sequence[str]) -> str:
    return ", ".join(items[:-1]) + f" and {items[-1]}" if len(items) > 1 else "".join(items)


def check_final_answer(
    answer: str, question: str, results: Sequence[Any], cut_off: bool = False
) -> AnswerCheck:
    """Check `answer` against the turn's `question` and its tool `results` (dicts, or their JSON text)."""
    results = [_loaded(result) for result in results]
    allowed = _tool_values(results) | _both_signs(values_in(question))
    found_by_tools = _tool_answers(results)
    worked_out = {value for _, value in found_by_tools if value is not None}
    flagged = [
        found for sentence in _claims(answer) for found in _stated(sentence) if found.value not in allowed
    ]
    flagged += [*_wrong_sums(answer), *_wrong_answers(answer, worked_out)]
    by_value = {found.value: found.text.rstrip(".") for found in reversed(flagged)}  # "6:20 a.m." ends it
    unexplained = list(dict.fromkeys(by_value[found.value] for found in flagged))
    return AnswerCheck(
        tuple(unexplained), tuple(dict.fromkeys(shown for shown, _ in found_by_tools)), cut_off
    )


def _loaded(result: Any) -> Any:
    if isinstance(result, str):
        try:
            return json.loads(result)
        except ValueError:
            return result
    return result


def _claims(answer: str) -> Iterator[str]:
    """The sentences of `answer` that state numbers as facts: offers of practice and counts left out."""
    for line in _QUOTED.sub(" ", answer).splitlines():
        for sentence in _SENTENCE_END.split(_BULLET.sub("", line)):
            if not _PRACTICE_OFFER.search(sentence):
                yield _COUNT.sub(" ", sentence)


def _stated(sentence: str) -> Iterator[Written]:
    for found in numbers_in(units_apart(sentence)):
        if found.text.lower() not in _PRONOUNS:
            yield found


def _plain_sums(text: str) -> str:
    """`text` with bold and code marks and every kind of minus sign made plain."""
    return _MARKUP.sub("", text).translate(_MINUS)


def _wrong_sums(answer: str) -> Iterator[Written]:
    """The results of written sums ("47 + 9 = 57", "47 + 9 is fifty-seven") that the sum, worked out
    exactly, does not come to."""
    for sentence in _claims(answer):
        if _REMAINDER.search(sentence):
            continue  # "the remainder of 773 ÷ 103 is 52": the sum is not what is stated
        plain = _plain_sums(sentence)
        for match in _SUM_STATED.finditer(plain):
            rest = plain[match.end() :]
            stated = next(iter(_stated(rest)), None)
            if stated is None or stated.start != 0 or stated.is_time or _GOES_ON.match(rest, stated.end):
                continue  # no result stated right there, a length of time, or part of something longer
            try:
                worked_out = value_of(_THOUSANDS.sub("", match.group("sum")))
            except ExpressionError:
                continue
            if stated.value != worked_out:
                yield stated


def _both_signs(values: Iterable[Fraction]) -> set[Fraction]:
    return {sign * value for value in values for sign in (1, -1)}


def _tool_values(results: Sequence[Any]) -> set[Fraction]:
    """Every number in the tool results, from any field: exact values with their signs, text read too."""
    values: set[Fraction] = set()
    for item in leaves(results):
        if isinstance(item, str):
            values.update(found.value for found in numbers_in(item))
        elif (number := exact_value(item)) is not None:
            values.add(number)
    return values


def _wrong_answers(answer: str, worked_out: set[Fraction]) -> Iterator[Written]:
    """What "the answer is …" states, when it is none of the answers the tools worked out (−43 for 43)."""
    if not worked_out:
        return
    for sentence in _claims(answer):
        plain = _plain_sums(sentence)
        for match in _ANSWER_IS.finditer(plain):
            rest = plain[match.end() :]
            stated = next(iter(_stated(rest)), None)
            if stated is None or stated.start != 0 or _GOES_ON.match(rest, stated.end):
                continue
            if stated.value not in worked_out:
                yield stated


def _tool_answers(results: Sequence[Any]) -> list[tuple[str, Fraction | None]]:
    """The answers the tools worked out this turn, as a person reads them, with their values."""
    answers: list[tuple[str, Fraction | None]] = []
    stack = list(reversed(results))
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            for key in _ANSWER_KEYS:
                if key in item and not isinstance(item[key], dict | list):
                    raw = item[key]
                    value = None if isinstance(raw, bool) else exact_value(raw)
                    answers.append((_as_read(raw, str(item.get("problem", ""))), value))
            stack.extend(
                reversed([v for k, v in item.items() if isinstance(v, dict) and k != "digit_sum_check"])
            )
    return answers


def _as_read(answer: Any, problem: str) -> str:
    """A tool's answer as a person reads it: 4:15 for the run-together 415 of a time sum, 3 1/3 for 10/3."""
    if isinstance(answer, str) and "/" not in answer:
        return answer  # a clock reading, "Yes", or a length written out: already as people read it
    return shown_result(problem, answer)


def check_turn(turn: Turn, cut_off: bool = False) -> AnswerCheck | None:
    """The check of a turn's final answer against its question and its notes' results; None if it has none."""
    answer = turn.answer
    if answer is None:
        return None
    results = [note.result_object() for note in turn.notes()]
    return check_final_answer(answer, turn.question or "", results, cut_off)


def previous_flag(messages: Messages) -> str | None:
    """What the next request tells the model when the turn before the newest question was flagged."""
    starts = turn_starts(messages)
    newest, previous = next(starts, None), next(starts, None)
    if newest is None or previous is None:
        return None
    check = check_turn(Turn(messages[previous:newest]))
    return check.model_note() if check is not None and check.flagged else None
