"""A reply that is only an answer, to the practice problem offered last: "1567", "is it 1567?", "I got
1,567", "1567, right?". Read by the one learner-answer reader; the coach never works the answer out."""

from __future__ import annotations

import re

from quickmath.numbers import NotAnAnswer, read_learner_answer
from quickmath.offline.asks import AnswerPractice
from quickmath.offline.readers.clock_times import READING, reading
from quickmath.offline.reading.piece import Piece
from quickmath.patterns import lazy

_ASKING = lazy(
    r"[\s,]*(?:is that right|is that correct|am i right|right|correct|yes|no)?[\s?!.]*$", re.IGNORECASE
)

_OPERATION_FIRST = lazy(r"(?:minus|negative|plus|times|add|take|subtract|multiply|divide)\b|[+*/^] ")
""""minus 6" carries on from the last answer (a follow-up); a negative answer is written "-6"."""


_VERDICT = lazy(r"(?:(?:i think|i say|it is|i got) )?(yes|no)(?: it is(?: not)?| it is divisible)?")
_READING = lazy(rf"(?:(?:i got|it is|is it|i think|i think it is) )?{READING}(?: right)?")


def in_its_own_form(operation: str, text: str) -> str | None:
    """An answer that is not a number, as the note writes it: "Yes" or "No" for divisibility, a clock
    reading ("9:11 PM") for a time before or after; None for other operations or other text."""
    if operation == "divisible" and (verdict := _VERDICT.fullmatch(text)):
        return verdict.group(1).capitalize()
    if operation in ("time_after", "time_before") and (found := _READING.fullmatch(text)):
        return reading(found.group(1))
    return None


def read(piece: Piece) -> AnswerPractice | None:
    """The learner's answer to the offered practice problem; None when none is offered or it is not one."""
    offered = piece.in_play.offered if piece.in_play else None
    if offered is None or _OPERATION_FIRST.match(piece.raw):
        return None
    if offered.spec.operation in ("divisible", "time_after", "time_before"):
        own = in_its_own_form(offered.spec.operation, piece.text.replace(" ;", "").strip(" ?!"))
        return AnswerPractice(offered.spec, offered.technique, own, piece.said) if own else None
    try:
        written = read_learner_answer(_ASKING.sub("", piece.said) or piece.said)
    except NotAnAnswer:
        return None
    value = written.value
    answer = str(value.numerator) if value.denominator == 1 else written.text.replace(",", "")
    return AnswerPractice(offered.spec, offered.technique, answer, piece.said)
