"""`Number`: a whole number or an exact decimal, read from whatever a model writes in a note."""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Annotated, Any

from pydantic import BeforeValidator, WithJsonSchema

from quickmath.exact import MAX_DIGITS

_NUMBER_TEXT = re.compile(r"[+-]?(\d+(\.\d*)?|\.\d+)")
_GROUPED_TEXT = re.compile(r"[+-]?\d{1,3}(,\d{3})+(\.\d+)?")
_FRACTION_TEXT = re.compile(r"([+-]?)(?:(\d+) +)?(\d+)/(\d+)")
_CLOCK_TEXT = re.compile(r"\d+:[0-5]\d")


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
    cleaned = text.strip().replace("−", "-").replace("_", "").replace(" ", "")
    if _GROUPED_TEXT.fullmatch(cleaned):
        cleaned = cleaned.replace(",", "")
    if not _NUMBER_TEXT.fullmatch(cleaned):
        raise ValueError(f'{text!r} is not a number; write it in digits, e.g. 47 or "4.7"')
    if len(cleaned) > MAX_DIGITS + 2:
        raise ValueError(f"is too long: numbers may have at most {MAX_DIGITS} digits")
    return _from_decimal(Decimal(cleaned))


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
    """Like `parse_number`, but a learner may also write a fraction ("10/3", "3 1/3") or a time ("5:00")."""
    if isinstance(value, str):
        text = value.strip().replace("−", "-")
        if _FRACTION_TEXT.fullmatch(text) or _CLOCK_TEXT.fullmatch(text):
            return text
    return parse_number(value)


def fraction_text_value(text: str) -> tuple[int, int, int, int]:
    """Sign, whole, numerator and denominator of "3 1/3" or "-10/3"."""
    match = _FRACTION_TEXT.fullmatch(text)
    if match is None:
        raise ValueError(f"{text!r} is not a fraction")
    sign, whole, numerator, denominator = match.groups()
    if int(denominator) == 0:
        raise ValueError("a fraction cannot have 0 below the line")
    return (-1 if sign == "-" else 1), int(whole or 0), int(numerator), int(denominator)


Number = Annotated[int | Decimal, BeforeValidator(parse_number), WithJsonSchema({"type": "number"})]
Answer = Annotated[
    int | Decimal | str,
    BeforeValidator(parse_answer),
    WithJsonSchema({"anyOf": [{"type": "number"}, {"type": "string"}]}),
]
