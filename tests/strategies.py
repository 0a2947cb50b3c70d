"""Hypothesis strategies for problems of every operation, rich in the numbers shortcuts look for."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import strategies as st

from quickmath.clock import ClockReading, Length
from quickmath.domain import Operation, Problem, ProblemError

SPECIAL = [0, 1, 2, 3, 4, 5, 8, 9, 10, 11, 12, 15, 16, 19, 20, 25, 32, 45, 50, 55, 75, 95, 98, 99, 100, 101,
           105, 125, 999, 1000, 1001, 10000, 10001]  # fmt: skip
SPECIAL_DECIMALS = ["0.1", "0.01", "0.001", "0.5", "0.25", "0.2", "0.125", "1.5", "2.75", "4.7", "9.99"]

whole = st.one_of(
    st.sampled_from(SPECIAL),
    st.integers(0, 120),
    st.integers(0, 10_000),
    st.integers(0, 10**12),
).map(Fraction)
signed_whole = st.one_of(whole, whole.map(lambda x: -x))
decimal = st.one_of(
    st.sampled_from(SPECIAL_DECIMALS).map(Fraction),
    st.builds(lambda n, k: Fraction(n, 10**k), st.integers(1, 100_000), st.integers(1, 4)),
)
number = st.one_of(whole, whole, decimal, signed_whole, decimal.map(lambda x: -x))


@st.composite
def series(draw: st.DrawFn) -> Problem:
    use_decimals = draw(st.booleans()) and draw(st.booleans())
    start = draw(decimal if use_decimals else signed_whole.filter(lambda x: abs(x) <= 10**6))
    gap = draw(decimal.filter(lambda x: x > 0) if use_decimals else st.integers(1, 12).map(Fraction))
    count = draw(st.one_of(st.integers(1, 30), st.integers(1, 10**18)))
    last = start + gap * (count - 1)
    if draw(st.booleans()):
        start, last = last, start
    return Problem(Operation.SERIES, start, last, gap)


@st.composite
def sum_of_powers(draw: st.DrawFn, operation: Operation) -> Problem:
    lo = draw(st.one_of(st.integers(-20, 20), st.integers(-(10**6), 10**6)))
    hi = lo + draw(st.one_of(st.integers(0, 12), st.integers(0, 10**9)))
    return Problem(operation, lo, hi)


@st.composite
def times(draw: st.DrawFn) -> Problem:
    def duration() -> int:
        return draw(st.integers(0, 30)) * 100 + draw(st.sampled_from([0, 15, 30, 45, *range(60)]))

    return Problem(Operation.ADD_TIME, duration(), duration())


@st.composite
def powers(draw: st.DrawFn) -> Problem:
    base = draw(st.one_of(st.integers(-12, 40).map(Fraction), number.filter(lambda x: abs(x) < 10**6)))
    exponent = draw(st.integers(0, 12) if abs(base) < 1000 else st.integers(0, 3))
    if base == 0 and exponent == 0:
        exponent = 1
    return Problem(Operation.POWER, base, exponent)


def _arithmetic(operation: Operation) -> st.SearchStrategy[Problem]:
    def build(a: Fraction, b: Fraction) -> Problem | None:
        try:
            return Problem(operation, a, b)
        except ProblemError:
            return None

    pairs = st.one_of(st.tuples(number, number), number.map(lambda x: (x, x)))
    return pairs.map(lambda ab: build(*ab)).filter(lambda p: p is not None)  # type: ignore[return-value]


@st.composite
def whole_divisions(draw: st.DrawFn, operation: Operation) -> Problem:
    known = st.sampled_from([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 25, 46, 103, 125, 1000])
    divisor = draw(st.one_of(known, st.integers(1, 10**6)))
    number = draw(st.one_of(st.integers(0, 200), st.integers(0, 10**7), st.integers(0, 10**40),
                            st.integers(0, 10**5).map(lambda n: n * divisor)))  # fmt: skip
    return Problem(operation, number, divisor)


NOON_AND_MIDNIGHT = [0, 1, 59, 60, 61, 719, 720, 721, 1379, 1380, 1439]
reading = st.builds(
    ClockReading, st.one_of(st.sampled_from(NOON_AND_MIDNIGHT), st.integers(0, 1439)), st.booleans()
)
length = st.one_of(st.sampled_from([0, 1, 30, 59, 60, 61, 443, 719, 720, 721, 1439, 1440, 1441]),
                   st.integers(0, 1500), st.integers(0, 10**6))  # fmt: skip


@st.composite
def clock_problems(draw: st.DrawFn, operation: Operation) -> Problem:
    start = draw(reading)
    if operation is Operation.TIME_BETWEEN:
        end = ClockReading(draw(reading).minutes, start.twelve_hour)
        return Problem(operation, start, end)
    return Problem(operation, start, draw(length))


@st.composite
def time_differences(draw: st.DrawFn) -> Problem:
    first, second = (draw(st.integers(0, 30 * 60 + 59)) for _ in range(2))
    longer, shorter = max(first, second), min(first, second)
    return Problem(Operation.SUBTRACT_TIME, Length(longer).run_together(), Length(shorter).run_together())


def problems(operation: Operation) -> st.SearchStrategy[Problem]:
    if operation in (Operation.REMAINDER, Operation.DIVISIBLE):
        return whole_divisions(operation)
    if operation in (Operation.TIME_AFTER, Operation.TIME_BEFORE, Operation.TIME_BETWEEN):
        return clock_problems(operation)
    if operation is Operation.SUBTRACT_TIME:
        return time_differences()
    if operation is Operation.SERIES:
        return series()
    if operation in (Operation.SUM_OF_SQUARES, Operation.SUM_OF_CUBES):
        return sum_of_powers(operation)
    if operation is Operation.ADD_TIME:
        return times()
    if operation is Operation.POWER:
        return powers()
    return _arithmetic(operation)
