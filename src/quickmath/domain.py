"""Problems, steps and solutions: what a valid problem is and what its exact answer is."""

from __future__ import annotations

from decimal import Decimal
from enum import StrEnum
from fractions import Fraction
from functools import cached_property
from typing import Annotated, Any

from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    PlainSerializer,
    PlainValidator,
    field_serializer,
)

from quickmath.clock import MINUTES_PER_DAY, ClockReading, Length
from quickmath.display import (
    duration,
    hours_and_minutes,
    minutes_long,
    power,
    short_length,
    superscript,
    term,
)
from quickmath.display import number as fmt
from quickmath.exact import MAX_DIGITS, MAX_RESULT_DIGITS, digit_count, exact, is_whole, to_json
from quickmath.operators import SHOWN
from quickmath.records import Record


class Operation(StrEnum):
    ADD = "+"
    SUBTRACT = "-"
    MULTIPLY = "*"
    DIVIDE = "/"
    SERIES = "series"
    SUM_OF_SQUARES = "sum_of_squares"
    SUM_OF_CUBES = "sum_of_cubes"
    ADD_TIME = "add_time"
    POWER = "power"
    REMAINDER = "remainder"
    DIVISIBLE = "divisible"
    TIME_AFTER = "time_after"
    TIME_BEFORE = "time_before"
    TIME_BETWEEN = "time_between"
    SUBTRACT_TIME = "subtract_time"


CLOCK_OPERATIONS = frozenset({Operation.TIME_AFTER, Operation.TIME_BEFORE, Operation.TIME_BETWEEN})
"""Operations on clock readings: `a` (and `b` for time_between) is a time of day, minutes after midnight."""
DURATION_OPERATIONS = frozenset({Operation.ADD_TIME, Operation.SUBTRACT_TIME})
"""Operations on lengths of time written as hours and minutes run together: 245 for 2 h 45 min."""


class ProblemError(ValueError):
    """A problem that breaks the rules; the message tells the model how to write it correctly."""


def squares_up_to(n: int) -> int:
    """0² + 1² + … + n² as a polynomial, so differences work for negative ranges too."""
    return n * (n + 1) * (2 * n + 1) // 6


def cubes_up_to(n: int) -> int:
    return (n * (n + 1) // 2) ** 2


ExactInput = int | Decimal | Fraction
Operand = ExactInput | ClockReading | Length


def _moved_off_the_dial(operation: Operation, a: Operand) -> bool:
    """Is the reading moved on or back one only a 24-hour clock shows (22:30)? Then its answer is written as
    that clock shows it, 07:30. Only the reading moved decides: 9:05 told beside 13:10 keeps its own style."""
    moved = operation in (Operation.TIME_AFTER, Operation.TIME_BEFORE)
    return moved and isinstance(a, ClockReading) and not a.twelve_hour and a.hour >= 13


class Problem(Record):
    """One calculation, checked against its operation's rules when it is made."""

    operation: Operation
    a: Fraction
    b: Fraction
    step: Fraction
    twelve_hour: bool
    """Clock readings are shown with AM/PM (the question used them), else on a 24-hour clock."""
    two_digit_hours: bool
    """24-hour readings are shown as 09:45 (the question wrote 08:55), else as 9:45."""

    def __init__(
        self,
        operation: Operation | str,
        a: Operand,
        b: Operand,
        step: ExactInput = 1,
        *,
        twelve_hour: bool = False,
    ) -> None:
        operation = Operation(operation)
        object.__setattr__(self, "operation", operation)
        object.__setattr__(self, "a", _operand(operation, "a", a))
        object.__setattr__(self, "b", _operand(operation, "b", b))
        object.__setattr__(self, "step", exact(step))
        readings = [x for x in (a, b) if isinstance(x, ClockReading)]
        object.__setattr__(self, "twelve_hour", any(r.twelve_hour for r in readings) or twelve_hour)
        two_digit_hours = any(r.two_digit_hours for r in readings) or _moved_off_the_dial(operation, a)
        object.__setattr__(self, "two_digit_hours", two_digit_hours)
        self._check()

    def reading(self, minutes: Fraction | int) -> ClockReading:
        """A time of day in this problem's style (12- or 24-hour)."""
        return ClockReading(int(minutes) % MINUTES_PER_DAY, self.twelve_hour, self.two_digit_hours)

    def answer(self) -> Fraction | ClockReading | Length | bool:
        """The exact answer in its own kind: a clock reading, Yes/No (True/False), or a number."""
        return self.typed(self.exact())

    def typed(self, value: Fraction) -> Fraction | ClockReading | Length | bool:
        """A value as `exact()` counts it, in the answer's own kind: a clock reading, a length of time in
        minutes, True/False, or a number."""
        if self.operation in (Operation.TIME_AFTER, Operation.TIME_BEFORE):
            return self.reading(value)
        if self.operation is Operation.TIME_BETWEEN:
            return Length(int(value))
        if self.operation is Operation.DIVISIBLE:
            return value == 1
        return value

    @property
    def lo(self) -> Fraction:
        return min(self.a, self.b)

    @property
    def hi(self) -> Fraction:
        return max(self.a, self.b)

    @property
    def terms(self) -> int:
        """How many terms a series has, or how many numbers a sum of squares or cubes runs over."""
        if self.operation is Operation.SERIES:
            return int(abs(self.b - self.a) / self.step) + 1
        return int(self.hi - self.lo) + 1

    @property
    def whole(self) -> bool:
        return is_whole(self.a) and is_whole(self.b)

    def exact(self) -> Fraction:
        """The plain answer, worked out the boring way (formulas for sums, never a loop over terms).

        A time of day is counted in minutes after midnight, and "divisible" is 1 for yes, 0 for no;
        `answer()` gives them as a clock reading and True/False.
        """
        return self._exact

    @cached_property
    def _exact(self) -> Fraction:
        a, b = self.a, self.b
        match self.operation:
            case Operation.ADD:
                return a + b
            case Operation.SUBTRACT:
                return a - b
            case Operation.MULTIPLY:
                return a * b
            case Operation.DIVIDE:
                return a / b
            case Operation.SERIES:
                return self.terms * (a + b) / 2
            case Operation.SUM_OF_SQUARES:
                return Fraction(squares_up_to(int(self.hi)) - squares_up_to(int(self.lo) - 1))
            case Operation.SUM_OF_CUBES:
                return Fraction(cubes_up_to(int(self.hi)) - cubes_up_to(int(self.lo) - 1))
            case Operation.ADD_TIME:
                (ha, ma), (hb, mb) = hours_and_minutes(a), hours_and_minutes(b)
                hours, minutes = divmod((ha + hb) * 60 + ma + mb, 60)
                return Fraction(hours * 100 + minutes)
            case Operation.POWER:
                return a ** int(b)
            case Operation.REMAINDER:
                return a % b
            case Operation.DIVISIBLE:
                return Fraction(a % b == 0)
            case Operation.TIME_AFTER:
                return (a + b) % MINUTES_PER_DAY
            case Operation.TIME_BEFORE:
                return (a - b) % MINUTES_PER_DAY
            case Operation.TIME_BETWEEN:
                return (b - a) % MINUTES_PER_DAY
            case Operation.SUBTRACT_TIME:
                (ha, ma), (hb, mb) = hours_and_minutes(a), hours_and_minutes(b)
                hours, minutes = divmod((ha - hb) * 60 + ma - mb, 60)
                return Fraction(hours * 100 + minutes)

    def __str__(self) -> str:
        a, b = self.a, self.b
        match self.operation:
            case Operation.ADD | Operation.SUBTRACT | Operation.MULTIPLY | Operation.DIVIDE:
                return f"{term(a)} {SHOWN[self.operation.value]} {term(b)}"
            case Operation.SERIES:
                gap = self.step if b >= a else -self.step
                return _run([term(a + gap * i) for i in range(min(self.terms, 3))], term(b), self.terms)
            case Operation.SUM_OF_SQUARES | Operation.SUM_OF_CUBES:
                exponent = superscript(2 if self.operation is Operation.SUM_OF_SQUARES else 3)
                shown = [term(self.lo + i) + exponent for i in range(min(self.terms, 3))]
                return _run(shown, term(self.hi) + exponent, self.terms)
            case Operation.ADD_TIME:
                return f"{duration(a)} + {duration(b)}"
            case Operation.POWER:
                return power(a, int(b))
            case Operation.REMAINDER:
                return f"the remainder of {fmt(a)} ÷ {fmt(b)}"
            case Operation.DIVISIBLE:
                return f"is {fmt(a)} divisible by {fmt(b)}?"
            case Operation.TIME_AFTER:
                return f"{_minutes_asked(b)} after {self.reading(a)}"
            case Operation.TIME_BEFORE:
                return f"{_minutes_asked(b)} before {self.reading(a)}"
            case Operation.TIME_BETWEEN:
                return f"from {self.reading(a)} to {self.reading(b)}"
            case Operation.SUBTRACT_TIME:
                return f"{duration(a)} − {duration(b)}"

    def _check(self) -> None:
        for name in ("a", "b"):
            if digit_count(getattr(self, name)) > MAX_DIGITS:
                raise ProblemError(f"{name} is too long: numbers may have at most {MAX_DIGITS} digits.")
        _RULES[self.operation](self)


def _run(first: list[str], last: str, count: int) -> str:
    """1 + 3 + 5 + … + 19, or every term when there are only a few."""
    if count <= 3:
        return " + ".join(first)
    if count == 4:
        return " + ".join([*first, last])
    return " + ".join(first) + " + … + " + last


def _check_division(p: Problem) -> None:
    if p.b == 0:
        raise ProblemError("Cannot divide by zero.")


def _check_time(p: Problem) -> None:
    for value in (p.a, p.b):
        if not is_whole(value) or value < 0:
            raise ProblemError(
                f"{fmt(value)} is not a time; write each time as a whole number of hours and minutes "
                "run together (hours, then two digits of minutes)."
            )
        hours, minutes = divmod(int(value), 100)
        if minutes >= 60:
            whole_hours, left = hours + minutes // 60, minutes % 60
            raise ProblemError(
                f"{fmt(value)} has {minutes} minutes, and an hour has 60: send "
                f"{whole_hours * 100 + left} ({whole_hours} h {left} min) instead."
            )


def _check_series(p: Problem) -> None:
    if p.step <= 0:
        raise ProblemError(
            f"step must be above 0: it is the gap between neighbouring terms of the series from {fmt(p.a)} "
            f"to {fmt(p.b)}, the second term minus the first."
        )
    gaps = abs(p.b - p.a) / p.step
    if not is_whole(gaps):
        direction = 1 if p.b >= p.a else -1
        near = p.a + direction * (gaps.numerator // gaps.denominator) * p.step
        raise ProblemError(
            f"Going from {fmt(p.a)} in steps of {fmt(p.step)} never lands on {fmt(p.b)}: the terms "
            f"around it are {fmt(near)} and {fmt(near + direction * p.step)}; b must be the last term."
        )
    if gaps >= 10**30:
        raise ProblemError("That series has too many terms; keep it under 10^30 terms.")


def _check_sum_of_powers(p: Problem) -> None:
    if not p.whole or p.a > p.b:
        swap = f"; send a {fmt(p.b)}, b {fmt(p.a)}" if p.whole and p.a > p.b else ""
        raise ProblemError(
            f"{p.operation.value} needs whole numbers with a ≤ b: a is the first number and b the last{swap}."
        )
    if max(abs(p.a), abs(p.b)) >= 10**100:
        raise ProblemError(f"{p.operation.value} numbers must stay under 100 digits.")


def _check_power(p: Problem) -> None:
    if not is_whole(p.b) or p.b < 0:
        raise ProblemError(
            f"The power must be a whole number 0 or more, not {fmt(p.b)}; e.g. b = 3 for a cube."
        )
    if p.a == 0 and p.b == 0:
        raise ProblemError("0 to the power 0 has no agreed value; pick another problem.")
    if abs(p.a) not in (0, 1) and _power_digits(p.a, int(p.b)) > MAX_RESULT_DIGITS:
        raise ProblemError(
            f"{fmt(p.a)} to the power {fmt(p.b)} would have more than {MAX_RESULT_DIGITS} digits; "
            "that is too big to work out, so ask for a smaller power."
        )


def _power_digits(base: Fraction, exponent: int) -> int:
    """About how many digits base^exponent has, from logarithms, before computing it."""
    bits = max(abs(base.numerator).bit_length(), base.denominator.bit_length())
    return exponent * bits * 30103 // 100000


def _check_whole_division(p: Problem) -> None:
    """remainder and divisible: whole numbers from 0 up, divided by a whole number from 1 up."""
    what = "remainders need" if p.operation is Operation.REMAINDER else "divisibility needs"
    example = "a = 773, b = 103" if p.operation is Operation.REMAINDER else "a = 34745, b = 11"
    for value in (p.a, p.b):
        if not is_whole(value) or value < 0:
            raise ProblemError(
                f"{what} whole numbers from 0 up, and {fmt(value)} is not one; e.g. {example}."
            )
    if p.b == 0:
        raise ProblemError(
            f"{what} a divisor that is not 0: b is what {fmt(p.a)} is divided by, e.g. {example}."
        )


def _check_clock(p: Problem) -> None:
    readings = (p.a, p.b) if p.operation is Operation.TIME_BETWEEN else (p.a,)
    for value in readings:
        if not is_whole(value) or not 0 <= value < MINUTES_PER_DAY:
            raise ProblemError(f'{fmt(value)} is not a clock reading; write it like "1:44 PM" or "13:44".')
    if p.operation is not Operation.TIME_BETWEEN and (not is_whole(p.b) or p.b < 0):
        raise ProblemError(
            f'b is the length of time in minutes, 0 or more, not {fmt(p.b)}; e.g. 443 or "7 h 23 min".'
        )


def _check_subtract_time(p: Problem) -> None:
    _check_time(p)
    if p.b > p.a:
        raise ProblemError(
            f"{duration(p.b)} is longer than {duration(p.a)}: "
            "a is the longer length of time, b the one taken away."
        )


def _minutes_asked(minutes: Fraction) -> str:
    """A length a clock moves by, as such questions give it: 443 min, 2 h."""
    hours, rest = divmod(int(minutes), 60)
    return f"{hours} h" if hours and not rest else f"{fmt(minutes)} min"


def _no_rules(p: Problem) -> None:
    return None


_RULES = {
    Operation.ADD: _no_rules,
    Operation.SUBTRACT: _no_rules,
    Operation.MULTIPLY: _no_rules,
    Operation.DIVIDE: _check_division,
    Operation.SERIES: _check_series,
    Operation.SUM_OF_SQUARES: _check_sum_of_powers,
    Operation.SUM_OF_CUBES: _check_sum_of_powers,
    Operation.ADD_TIME: _check_time,
    Operation.POWER: _check_power,
    Operation.REMAINDER: _check_whole_division,
    Operation.DIVISIBLE: _check_whole_division,
    Operation.TIME_AFTER: _check_clock,
    Operation.TIME_BEFORE: _check_clock,
    Operation.TIME_BETWEEN: _check_clock,
    Operation.SUBTRACT_TIME: _check_subtract_time,
}


def _operand(operation: Operation, name: str, value: Operand) -> Fraction:
    """An operand as an exact number: a clock reading in minutes after midnight, a length in the
    operation's own form (run together for add_time and subtract_time, else minutes)."""
    if isinstance(value, ClockReading):
        if operation in DURATION_OPERATIONS and not value.twelve_hour:
            return Fraction(value.hour * 100 + value.minute)
        if operation in CLOCK_OPERATIONS and (name == "a" or operation is Operation.TIME_BETWEEN):
            return Fraction(value.minutes)
        raise ProblemError(f"{name}: {value} is a clock reading, but {operation.value} needs a number here.")
    if isinstance(value, Length):
        if operation in DURATION_OPERATIONS:
            return Fraction(value.run_together())
        if operation in CLOCK_OPERATIONS and name == "b" and operation is not Operation.TIME_BETWEEN:
            return Fraction(value.minutes)
        raise ProblemError(f"{name}: {short_length(value.minutes)} is a length of time, not a number.")
    return exact(value)


def _to_fraction(value: Any) -> Fraction:
    if isinstance(value, bool) or not isinstance(value, int | Decimal | Fraction):
        raise ValueError(f"not an exact number: {value!r}")
    return Fraction(value)


ExactValue = Annotated[
    Fraction,
    BeforeValidator(_to_fraction),
    PlainSerializer(to_json, return_type=int | str),
]


def _to_value(value: Any) -> Fraction | ClockReading | Length | bool:
    if isinstance(value, ClockReading | Length | bool):
        return value
    return _to_fraction(value)


def value_json(value: Fraction | ClockReading | Length | bool) -> int | str:
    """A clock reading as "6:21 AM", a length as "303 minutes (5 h 3 min)", True/False as "Yes"/"No",
    a number as `to_json` writes it."""
    if isinstance(value, bool):
        return "Yes" if value else "No"
    if isinstance(value, ClockReading):
        return str(value)
    if isinstance(value, Length):
        return minutes_long(value.minutes)
    return to_json(value)


Value = Annotated[
    Fraction | ClockReading | Length | bool,
    PlainValidator(_to_value),
    PlainSerializer(value_json, return_type=int | str),
]
"""An answer of any kind: a number, a clock reading, or Yes/No."""


class Step(BaseModel):
    """One line of working: a sentence for the learner, the sum it does, and its exact result."""

    model_config = ConfigDict(frozen=True, arbitrary_types_allowed=True, defer_build=True)

    say: str
    expr: str
    result: ExactValue


class ClockStep(BaseModel):
    """A line of working on a clock: `expr` moves a reading ("7:57 PM + 3 min"), `result` is the reading."""

    model_config = ConfigDict(frozen=True, arbitrary_types_allowed=True, defer_build=True)

    say: str
    expr: str
    result: Annotated[ClockReading, PlainValidator(_to_value), PlainSerializer(str, return_type=str)]


class TimeStep(BaseModel):
    """Hours and minutes put together, the last step of adding or taking away lengths of time: `expr`
    "4 h + 15 min", `result` the run-together length (415) that the answer is checked against, written for
    a person as a length: 4 h 15 min."""

    model_config = ConfigDict(frozen=True, arbitrary_types_allowed=True, defer_build=True)

    say: str
    expr: str
    result: Annotated[Fraction, BeforeValidator(_to_fraction)]

    @field_serializer("result")
    def _as_read(self, result: Fraction) -> str:
        return duration(result)


class Solution(BaseModel):
    """A shortcut's worked answer, checked against plain arithmetic before anyone sees it."""

    model_config = ConfigDict(frozen=True, arbitrary_types_allowed=True, defer_build=True)

    technique: str
    problem: str
    rule: str
    steps: list[Step | ClockStep | TimeStep]
    answer: Value
    verified: bool
