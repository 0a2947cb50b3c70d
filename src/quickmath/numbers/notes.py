"""`Number` and `Answer`: the values a model writes in a note's fields, read strictly."""

from __future__ import annotations

from decimal import Decimal
from typing import Annotated, Any

from pydantic import BeforeValidator, InstanceOf, WithJsonSchema

from quickmath.clock import ClockReading, Length, looks_like_clock, read_clock, read_length
from quickmath.exact import MAX_DIGITS
from quickmath.numbers.answers import NotAnAnswer, read_learner_answer
from quickmath.numbers.written import MINUS_SIGNS, Kind, numbers_in
from quickmath.patterns import lazy

_SEPARATORS = lazy(r"[,\u00a0\u202f\u2009' ]")
_MINUS = str.maketrans(dict.fromkeys(MINUS_SIGNS, "-"))
_WORDED_TEXT = lazy(
    r"(?i)yes|no|y|n|true|false|(?:not )?divisible"
    r"|.*\d\s*(?:h|hrs?|hours?|m|mins?|minutes?|[ap]\.?\s*m)\.?(?:\s*\(.*\))?"
)
"""Yes/no, "6:21 AM", "5 h 3 min": kept as text for the operation's own reader (`quickmath.forms`)."""
_LENGTH_TEXT = lazy(r"(?i)\d\s*(?:h|hrs?|hours?|m|mins?|minutes?)\b")


def _too_long(value: Decimal) -> bool:
    _, digits, exponent = value.as_tuple()
    assert isinstance(exponent, int)
    return len(digits) > MAX_DIGITS or abs(exponent) > MAX_DIGITS or value.adjusted() >= MAX_DIGITS


def _from_decimal(value: Decimal) -> int | Decimal:
    if not value.is_finite():
        raise ValueError("must be a finite number; NaN and Infinity are not numbers we can work with")
    if _too_long(value):
        raise ValueError(f"is too long: numbers may have at most {MAX_DIGITS} digits")
    if value == value.to_integral_value():
        return int(value)
    return value


def _from_text(text: str) -> int | Decimal:
    """One number in digits and nothing else: "47", "-4.7", "1,567"; "5 6" and "8_0_6" are refused."""
    stripped = text.strip().removeprefix("+").removesuffix(".")
    found = numbers_in(stripped, words=False)
    if len(found) != 1 or found[0].kind is not Kind.DIGITS or found[0].text != stripped:
        raise ValueError(f'{text!r} is not a number; write it in digits, e.g. 47 or "4.7"')
    return _from_decimal(Decimal(_SEPARATORS.sub("", stripped.translate(_MINUS))))


def parse_number(value: Any) -> int | Decimal:
    """47 → 47, 47.0 → 47, "4.7" → Decimal("4.7"); words, booleans, NaN and Infinity are refused."""
    if isinstance(value, bool):
        raise ValueError("must be a number, not true or false")
    if isinstance(value, int):
        if abs(value) >= 10**MAX_DIGITS:
            raise ValueError(f"is too long: numbers may have at most {MAX_DIGITS} digits")
        return value
    if isinstance(value, float):
        return _from_decimal(Decimal(repr(value)))
    if isinstance(value, Decimal):
        return _from_decimal(value)
    if isinstance(value, str):
        return _from_text(value)
    kind = {list: "a list", dict: "an object", type(None): "null"}.get(type(value), type(value).__name__)
    raise ValueError(f'must be a single number such as 47 or "4.7", not {kind}')


def parse_answer(value: Any) -> int | Decimal | str:
    """A learner's answer in a note: a number as `parse_number` reads it, or text that
    `read_learner_answer` reads as one answer ("3 1/3", "5:00", "1,567", "forty-seven"), kept as written."""
    if isinstance(value, str):
        if is_worded(value):
            return value.strip()
        try:
            read_learner_answer(value)
        except NotAnAnswer as error:
            raise ValueError(f"{value!r} {error}") from None
        return value.strip()
    return parse_number(value)


def is_worded(text: str) -> bool:
    """Text that only an operation's own form reads: yes/no, "6:21 AM", "5 h 3 min"."""
    return bool(_WORDED_TEXT.fullmatch(text.strip()))


def parse_operand(value: Any) -> int | Decimal | ClockReading | Length:
    """Like `parse_number`, but text may also be a clock reading ("1:44 PM") or a length ("443 minutes")."""
    if isinstance(value, str) and looks_like_clock(value):
        return read_clock(value)
    if isinstance(value, str) and _LENGTH_TEXT.search(value):
        return read_length(value)
    return parse_number(value)


Number = Annotated[int | Decimal, BeforeValidator(parse_number), WithJsonSchema({"type": "number"})]
Operand = Annotated[
    int | Decimal | InstanceOf[ClockReading] | InstanceOf[Length],  # records, which `parse_operand` makes
    BeforeValidator(parse_operand),
    WithJsonSchema({"type": ["number", "string"]}),
]
Answer = Annotated[
    int | Decimal | str,
    BeforeValidator(parse_answer),
    WithJsonSchema({"anyOf": [{"type": "number"}, {"type": "string"}]}),
]
