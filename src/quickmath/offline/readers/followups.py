"""Follow-ups, which only make sense with the transcript: "and if it was 99 instead?", "what if the 9 was
99?", "now times 5", "double it". The earlier problem and its answer are read from earlier notes and results.

A new number with no old one named ("and 99 instead?") takes the place of the number it most resembles by
its digits: 99 replaces the 9 of 47 + 9, not the 47. When two different numbers resemble it equally, the
coach asks which one was meant.
"""

from __future__ import annotations

import re
from difflib import SequenceMatcher

from quickmath.offline.asks import ExpressionSpec, ProblemSpec, Solve, Unread
from quickmath.offline.numbers_as_text import is_plain, same
from quickmath.offline.readers.operator_words import leading_operations
from quickmath.offline.readers.times import MARK, durations
from quickmath.offline.reading.earlier import Earlier
from quickmath.offline.reading.piece import Piece
from quickmath.offline.reading.text import N, without_fillers
from quickmath.patterns import lazy
from quickmath.records import replace

_NEW = rf"(?:{N}|\d+:\d\d)"
_BE = r"(?:was|were|is|had been|became|becomes|be|changed to)"
_INSTEAD = r"(?: instead)?(?: then)?"
_LEAD = r"^(?:(?:and|but|so|ok|okay|now|then|hmm|right|well|oh|what about|how about)(?: ,)? )*"

_NAMED_OLD = [
    rf"(?:(?:what )?(?:if|suppose|say) (?:it|that|this) {_BE} (?:a |an )?|use |try |with )?"
    rf"({_NEW}) (?:instead of|in place of) (?:the )?({N})",
    rf"(?:use|try) ({_NEW}) for (?:the )?({N})",
]
"""(new, old): the learner says which number goes."""
_OLD_FIRST = [
    rf"(?:replace|swap|change|switch) (?:the )?({N}) (?:with|for|to|into|by|for a) (?:a |an )?({_NEW})",
    rf"(?:what )?(?:if|suppose|say) (?:the )?({N}) {_BE} (?:a |an )?({_NEW}){_INSTEAD}",
    rf"make (?:the )?({N}) (?:a |an |into )?({_NEW}){_INSTEAD}",
    rf"the ({N}) {_BE} (?:a |an )?({_NEW}){_INSTEAD}",
]
"""(old, new): the same, the old number named first."""
_PLACED = (
    r"(?:(?:what )?if )?(?:the )?(last|first|second|other)(?: one| number| bit| part)?"
    rf" {_BE} ({_NEW})(?: instead(?: of ({N}))?)?"
)
"""(which, new, old?): "the last one was 99 instead of 9"."""
_UP_TO = (
    rf"(?:(?:and|but|so|now|what about|how about) )*(?:all the way )?(?:up to|to|till|until|through) ({N})"
)
"""A new last number: "and up to 200?" after 1 + 2 + … + 100."""
_NEW_ONLY = [
    rf"(?:what )?(?:if|suppose|say|imagine) (?:it|that|this|the number) {_BE} (?:a |an )?({_NEW}){_INSTEAD}",
    rf"(?:the )?same(?: again| thing| sum| problem| question| one)?(?: but)?(?: only)?"
    rf" (?:with|for|using|on) (?:a |an )?({_NEW}){_INSTEAD}",
    rf"(?:try|do|redo) (?:it|that|this|the same|the sum|the problem)(?: again)?"
    rf" (?:with|for|using) ({_NEW}){_INSTEAD}",
    rf"make it (?:a |an )?({_NEW}){_INSTEAD}",
    rf"(?:and |with |try |for |now do |now try |do )?(?:with )?({_NEW}) instead",
    rf"(?:and for|and with|and|same for|same with|now do|now try|try|with|for|now)(?: with)? ({_NEW})",
    rf"({_NEW})",
]
"""(new,): the old number is the one the new one most resembles. The last one needs a lead word."""

_ON_THE_ANSWER = [
    (r"\b(?:the answer|the result|the total|that answer|that result|that number)\b", "it"),
    (r"\bhalf (?:of )?(?:it|that|this)\b|\bhalve (?:it|that|this)\b|\bcut (?:it|that) in half\b", "/ 2"),
    (r"\btriple (?:it|that|this)\b", "* 3"),
    (r"\btimes (?:it|that|this) by\b", "*"),
    (rf"\badd ({N}) (?:to|onto) (?:it|that|this)\b", r"+ \1"),
    (rf"\b(?:take|subtract) (?:away )?({N}) (?:from|off) (?:it|that|this)\b", r"- \1"),
    (r"\bmultiply (?:it|that|this) by\b", "*"),
    (r"\bdivide (?:it|that|this) by\b", "/"),
]
"""Operations on the earlier answer that operator_words leaves to follow-ups, as symbols."""
_OPERATE = rf"([-+*/^]) ({N})"


def _digits(number: str) -> str:
    return re.sub(r"\D", "", number)


def resemblance(old: str, new: str) -> tuple[float, int]:
    """How much `new` looks like `old` by its digits (shared runs first, then length): reading, not maths.

    99 looks like 9 (0.67) more than like 47 (0); 8 looks like neither, so length decides: 9 before 47.
    """
    a, b = _digits(old), _digits(new)
    return SequenceMatcher(None, a, b).ratio(), -abs(len(a) - len(b))


_PLACES = ("first", "second", "third", "fourth", "fifth", "sixth")


class _Ambiguous(Exception):
    """Different numbers resemble the new one equally; `places` are where they stand (0 = first)."""

    def __init__(self, places: list[int]) -> None:
        super().__init__(places)
        self.places = places


def _most_like(candidates: list[str], new: str) -> int:
    """Which candidate `new` most resembles; `_Ambiguous` when different numbers tie for it.

    Equal numbers that tie (the 9s of 120 + 9 + 9) are one choice: the last of them is taken.
    """
    scores = [resemblance(old, new) for old in candidates]
    best = max(scores)
    top = [index for index, score in enumerate(scores) if score == best]
    if len({candidates[index] for index in top}) > 1:
        raise _Ambiguous(top)
    return top[-1]


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


def _as_note_number(new: str, earlier: Earlier) -> str | None:
    """The new number as the earlier problem's notes write it: a clock reading only for add_time."""
    if ":" not in new:
        return new
    if not isinstance(earlier.spec, ProblemSpec) or earlier.spec.operation != "add_time":
        return None
    times, _ = durations(new)
    return times[0] if times else None


def _named_change(piece: str) -> tuple[str, str | None, str] | None:
    """(which, old, new) for a change the learner spells out; which is first/last/second/other/any."""
    for pattern in _NAMED_OLD:
        if match := re.fullmatch(pattern, piece):
            return "any", match.group(2), match.group(1)
    for pattern in _OLD_FIRST:
        if match := re.fullmatch(pattern, piece):
            return "any", match.group(1), match.group(2)
    if match := re.fullmatch(_PLACED, piece):
        which, new, old = match.groups()
        return which, old, new
    if match := re.fullmatch(_UP_TO, piece):
        return "last", None, match.group(1)
    return None


def _new_only(piece: str) -> str | None:
    for number, pattern in enumerate(_NEW_ONLY):
        if number == len(_NEW_ONLY) - 1 and piece == _strip_lead(piece):
            break  # a bare number is a follow-up only after a lead word: "and 99?", "what about 99?"
        if match := re.fullmatch(pattern, _strip_lead(piece)):
            return match.group(1)
    return None


def _strip_lead(piece: str) -> str:
    return re.sub(_LEAD, "", piece)


def _change_named(which: str, old: str | None, new: str, earlier: Earlier, said: str) -> Solve | Unread:
    spec, step = earlier.spec, earlier.last_step
    if isinstance(spec, ProblemSpec):
        if old is None:
            return Solve(_with_a(spec, new) if which == "first" else _with_b(spec, new), said)
        if same(spec.b, old):
            return Solve(_with_b(spec, new), said)
        if same(spec.a, old):
            return Solve(_with_a(spec, new), said)
        return Unread("not_in_earlier", said, old)
    if which not in ("first", "any") and step is not None and (old is None or same(step.b, old)):
        return Solve(_with_b(step, new), said)
    text = _replace_in_expression(spec.text, old, new, last=which != "first")
    return Solve(ExpressionSpec(text), said) if text else Unread("not_in_earlier", said, old or "")


def _change_most_like(new: str, earlier: Earlier, said: str) -> Solve | Unread | None:
    spec = earlier.spec
    try:
        if isinstance(spec, ProblemSpec):
            place = _most_like([spec.a, spec.b], new)
            return Solve(_with_a(spec, new) if place == 0 else _with_b(spec, new), said)
        numbers = list(re.finditer(_NUMBER_IN_TEXT, spec.text))
        if not numbers:
            return None
        chosen = numbers[_most_like([m.group() for m in numbers], new)]
        return Solve(ExpressionSpec(spec.text[: chosen.start()] + new + spec.text[chosen.end() :]), said)
    except _Ambiguous as ambiguous:
        places = [_PLACES[place] for place in ambiguous.places if place < len(_PLACES)]
        return Unread("which_number", said, " ".join([new, *places]))


def _on_the_answer(piece: str) -> str:
    for pattern, replacement in _ON_THE_ANSWER:
        piece = re.sub(pattern, replacement, piece)
    return re.sub(r"^(?:and|but) ", "", without_fillers(leading_operations(piece)))


def operation_on_the_answer(piece: str) -> tuple[str, str] | None:
    """The operation a piece does on an answer, as a symbol and a number: "double it" → ("*", "2"),
    "then take away 3" → ("-", "3"); None when the piece is not one."""
    match = re.fullmatch(_OPERATE, _on_the_answer(piece))
    return (match.group(1), match.group(2)) if match else None


def _read_operate(piece: str, earlier: Earlier, said: str) -> Solve | None:
    times, marked = durations(piece)
    if (
        len(times) == 1
        and isinstance(earlier.spec, ProblemSpec)
        and earlier.spec.operation == "add_time"
        and re.fullmatch(rf"(?:\+|add|plus|and) {MARK}", without_fillers(leading_operations(marked)))
    ):
        return Solve(ProblemSpec("add_time", earlier.answer, times[0]), said)
    operation = operation_on_the_answer(piece)
    if operation is None:
        return None
    symbol, number = operation
    answer = earlier.answer
    if not is_plain(answer):
        return Solve(
            ExpressionSpec(f"({answer}) {symbol.replace('*', '×').replace('/', '÷')} {number}"), said
        )
    if symbol == "^":
        return Solve(_raised(answer, number), said)
    return Solve(ProblemSpec(symbol, answer, number), said)


_THE_ANSWER = lazy(
    r"\b(?:it|that|this|the answer|the result|the total|that answer|that result|that number)\b"
)


def _base_of(spec: ProblemSpec | ExpressionSpec) -> str | None:
    """The learner's one number of a power: 15 of 15 squared (15 × 15) or of 15³, 2 of 2 to the power 10."""
    if not isinstance(spec, ProblemSpec):
        return None
    if (spec.operation == "*" and same(spec.a, spec.b)) or spec.operation in ("power", "^"):
        return spec.a
    return None


def _raised(number: str, exponent: str) -> ProblemSpec:
    return ProblemSpec("*", number, number) if exponent == "2" else ProblemSpec("power", number, exponent)


def _read_new_power(piece: str, earlier: Earlier, said: str) -> Solve | None:
    """Another power of the learner's number, not of the answer: "and cubed?" after 15 squared is 15³, "and
    to the power 11?" after 2 to the power 10 is 2¹¹. Said of "it", "that" or "the answer", the power is the
    answer's (see `_read_operate`)."""
    operation = operation_on_the_answer(piece)
    base = _base_of(earlier.spec)
    if operation is None or operation[0] != "^" or base is None or _THE_ANSWER.search(piece):
        return None
    return Solve(_raised(base, operation[1]), said)


def looks_like_followup(piece: str) -> bool:
    """Does the piece lean on an earlier problem, whether or not there is one?"""
    return bool(
        _named_change(_strip_lead(piece)) or _new_only(piece) or re.fullmatch(_OPERATE, _on_the_answer(piece))
    )


def read(piece: Piece) -> Solve | Unread | None:
    """The follow-up as a new problem built from the earlier one; None when the piece is not a follow-up."""
    return read_followup(piece.raw, piece.earlier, piece.said)


def read_followup(piece: str, earlier: Earlier | None, said: str) -> Solve | Unread | None:
    if not looks_like_followup(piece) and not durations(piece, strict=False)[0]:
        return None
    if earlier is None:
        return Unread("no_earlier", said) if looks_like_followup(piece) else None
    if named := _named_change(_strip_lead(piece)):
        which, old, new = named
        if (new_number := _as_note_number(new, earlier)) is None:
            return None
        return _led(
            _change_named(which, old, new_number, earlier, said), "Here is the last problem with your change."
        )
    if powered := _read_new_power(piece, earlier, said):
        return _led(powered, "Same number, another power.")
    if operated := _read_operate(piece, earlier, said):
        return _led(operated, "Carrying on from the last answer.")
    new_only = _new_only(piece)
    new_number = _as_note_number(new_only, earlier) if new_only else None
    if new_number is None:
        return None
    return _led(_change_most_like(new_number, earlier, said), "Same problem, new number.")


def _led(ask: Solve | Unread | None, lead: str) -> Solve | Unread | None:
    return replace(ask, lead=lead) if isinstance(ask, Solve) else ask
