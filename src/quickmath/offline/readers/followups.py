"""Follow-ups, which only make sense with the transcript: "and if the last one was 99 instead of 9?",
"now times 5", "what about 48?". The earlier problem and its answer are read from earlier notes and results.
"""

from __future__ import annotations

import re
from dataclasses import replace

from quickmath.offline.asks import ExpressionSpec, ProblemSpec, Solve, Unread
from quickmath.offline.numbers_as_text import is_plain, same
from quickmath.offline.readers.operator_words import leading_operations
from quickmath.offline.readers.times import MARK, durations
from quickmath.offline.reading.earlier import Earlier
from quickmath.offline.reading.piece import Piece
from quickmath.offline.reading.text import N, without_fillers


def _with_a(spec: ProblemSpec, new: str) -> ProblemSpec:
    """The problem with its first number changed; a square (15 × 15) stays a square."""
    if spec.operation == "*" and same(spec.a, spec.b):
        return replace(spec, a=new, b=new)
    return replace(spec, a=new)


def _with_b(spec: ProblemSpec, new: str) -> ProblemSpec:
    if spec.operation == "*" and same(spec.a, spec.b):
        return replace(spec, a=new, b=new)
    return replace(spec, b=new)


_NUMBER_IN_TEXT = r"(?<![\d.])\d+(?:\.\d+)?(?![\d.])"


def _replace_in_expression(text: str, old: str | None, new: str, last: bool) -> str | None:
    """The chain with one number changed: the first or last one, or the last one equal to `old`."""
    matches = [
        m for m in re.finditer(_NUMBER_IN_TEXT, text) if old is None or same(m.group(), old.lstrip("-"))
    ]
    if not matches:
        return None
    chosen = matches[-1] if last else matches[0]
    return text[: chosen.start()] + new + text[chosen.end() :]


_INSTEAD = [
    rf"(?:the )?(last|first|second|other)(?: one| number| bit| part)?"
    rf" (?:was|were|is|had been|became|becomes) ({N})(?: instead(?: of ({N}))?)?",
    rf"(?:it|that) (?:was|were|is|had been) ({N}) instead of ({N})",
    rf"({N}) instead of ({N})",
    rf"\b(?:replace|swap|change) (?:the )?({N}) (?:with|for|to|into|by) ({N})",
]
_ABOUT = (
    rf"(?:(?:and|but|so|ok|okay|now|then|hmm|right) )*"
    rf"(?:what about|how about|what if it (?:was|were|is)|and for|same (?:for|with)|now do|now try"
    rf"|try|and|now|with)"
    rf"(?: with)? ({N}|\d+:\d\d)(?: instead)?"
)
_OPERATE = rf"([-+*/^]) ({N})"


def _instead(piece: str) -> tuple[str, str, str | None] | None:
    """(which number, new value, old value) for "the last one was 99 instead of 9" and its cousins."""
    for number, pattern in enumerate(_INSTEAD):
        match = re.search(pattern, piece)
        if match is None:
            continue
        if number == 0:
            which, new, old = match.groups()
            return which, new, old
        if number == 3:
            old, new = match.groups()
            return "any", new, old
        new, old = match.groups()
        return "any", new, old
    return None


def _read_instead(found: tuple[str, str, str | None], earlier: Earlier, said: str) -> Solve | Unread:
    which, new, old = found
    spec, step = earlier.spec, earlier.last_step
    if isinstance(spec, ProblemSpec):
        if old is None:
            return Solve(_with_a(spec, new) if which == "first" else _with_b(spec, new), said)
        if same(spec.b, old):
            return Solve(_with_b(spec, new), said)
        if same(spec.a, old):
            return Solve(_with_a(spec, new), said)
        return Unread("not_in_earlier", said, old)
    if which != "first" and step is not None and (old is None or same(step.b, old)):
        return Solve(_with_b(step, new), said)
    text = _replace_in_expression(spec.text, old, new, last=which != "first")
    return Solve(ExpressionSpec(text), said) if text else Unread("not_in_earlier", said, old or "")


def _read_operate(piece: str, earlier: Earlier, said: str) -> Solve | None:
    times, marked = durations(piece)
    if (
        len(times) == 1
        and isinstance(earlier.spec, ProblemSpec)
        and earlier.spec.operation == "add_time"
        and re.fullmatch(rf"(?:\+|add|plus|and) {MARK}", without_fillers(leading_operations(marked)))
    ):
        return Solve(ProblemSpec("add_time", earlier.answer, times[0]), said)
    math = re.sub(r"^(?:and|but) ", "", without_fillers(leading_operations(piece)))
    match = re.fullmatch(_OPERATE, math)
    if match is None:
        return None
    symbol, number = match.groups()
    answer = earlier.answer
    if not is_plain(answer):
        return Solve(
            ExpressionSpec(f"({answer}) {symbol.replace('*', '×').replace('/', '÷')} {number}"), said
        )
    if symbol == "^":
        spec = ProblemSpec("*", answer, answer) if number == "2" else ProblemSpec("power", answer, number)
        return Solve(spec, said)
    return Solve(ProblemSpec(symbol, answer, number), said)


def _read_about(piece: str, earlier: Earlier, said: str) -> Solve | None:
    match = re.fullmatch(_ABOUT, piece)
    if match is None:
        return None
    new = match.group(1)
    spec = earlier.spec
    if isinstance(spec, ExpressionSpec):
        text = _replace_in_expression(spec.text, None, new, last=False)
        return Solve(ExpressionSpec(text), said) if text else None
    if ":" in new:
        if spec.operation != "add_time":
            return None
        times, _ = durations(new)
        new = times[0]
    return Solve(_with_a(spec, new), said)


def looks_like_followup(piece: str) -> bool:
    """Does the piece lean on an earlier problem, whether or not there is one?"""
    math = re.sub(r"^(?:and|but) ", "", without_fillers(leading_operations(piece)))
    return bool(_instead(piece) or re.fullmatch(_ABOUT, piece) or re.fullmatch(_OPERATE, math))


def read(piece: Piece) -> Solve | Unread | None:
    """The follow-up as a new problem built from the earlier one; None when the piece is not a follow-up."""
    return read_followup(piece.raw, piece.earlier, piece.said)


def read_followup(piece: str, earlier: Earlier | None, said: str) -> Solve | Unread | None:
    if not looks_like_followup(piece) and not durations(piece)[0]:
        return None
    if earlier is None:
        return Unread("no_earlier", said) if looks_like_followup(piece) else None
    found = _instead(piece)
    if found:
        return _led(_read_instead(found, earlier, said), "Here is the last problem with your change.")
    if operated := _read_operate(piece, earlier, said):
        return _led(operated, "Carrying on from the last answer.")
    return _led(_read_about(piece, earlier, said), "Same problem, new number.")


def _led(ask: Solve | Unread | None, lead: str) -> Solve | Unread | None:
    return replace(ask, lead=lead) if isinstance(ask, Solve) else ask
