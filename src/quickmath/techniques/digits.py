"""Digit tests shared by the remainder and divisibility shortcuts: digit sums, last digits, taking off."""

from __future__ import annotations

import random

from quickmath.domain import Problem, Step
from quickmath.techniques.common import counted, fmt, step, term

MAX_DIGITS_FOR_RULES = 30
"""Digit rules write every digit in a step: above this many digits they step aside."""
MAX_CHUNKS = 30
"""Taking off multiples writes one step per digit of the quotient."""


def whole_parts(p: Problem) -> tuple[int, int]:
    return int(p.a), int(p.b)


def digit_rule_fits(p: Problem) -> bool:
    """A digit rule is worth it: at least two digits, no bigger than the divisor's multiples need."""
    a, b = whole_parts(p)
    return 10 <= a < 10**MAX_DIGITS_FOR_RULES and a >= b


def last_digits_needed(divisor: int) -> int | None:
    """k when divisor > 1 divides 10^k for k ≤ 3 (2, 5, 10 → 1; 4, 25 → 2; 8, 125 → 3), else None."""
    return next((k for k in (1, 2, 3) if divisor > 1 and 10**k % divisor == 0), None)


def keep_last_digits(n: int, k: int) -> tuple[list[Step], int]:
    """Cross out everything but the last k digits (a multiple of 10^k is a multiple of the divisor)."""
    kept = n % 10**k
    if n < 10**k:
        return [], n
    say = f"Keep only the last {counted(k, 'digit')}, since the rest is a multiple of {fmt(10**k)}."
    return [step(say, f"{fmt(n)} − {fmt(n - kept)}", kept)], kept


def digit_sums(n: int) -> tuple[list[Step], int]:
    """Add the digits, and again, until one digit is left."""
    steps: list[Step] = []
    say = f"Add the digits of {fmt(n)}."
    while n >= 10:
        digits = str(n)
        total = sum(int(d) for d in digits)
        steps.append(step(say, " + ".join(digits), total))
        n, say = total, "Add the digits again."
    return steps, n


def alternating_sum(n: int) -> tuple[Step, int]:
    """Digits from the right, added and subtracted in turn: 34745 → 5 − 4 + 7 − 4 + 3."""
    digits = str(n)[::-1]
    total = sum(int(d) * (1 if i % 2 == 0 else -1) for i, d in enumerate(digits))
    expr = digits[0] + "".join(f" {'+' if i % 2 == 0 else '−'} {d}" for i, d in enumerate(digits) if i)
    say = "From the right, add and subtract the digits in turn."
    return step(say, expr, total), total


def remainder_of(n: int, divisor: int, say: str) -> list[Step]:
    """The step that takes the last multiple of the divisor off a small number (none if n is below it)."""
    if 0 <= n < divisor:
        return []
    times = n // divisor
    if times >= 0:
        return [step(say, f"{fmt(n)} − {fmt(divisor)} × {fmt(times)}", n % divisor)]
    return [step(say, f"{term(n)} + {fmt(divisor)} × {fmt(-times)}", n % divisor)]


def taking_off_fits(p: Problem) -> bool:
    a, b = whole_parts(p)
    return b >= 2 and a >= b and a // b < 10**MAX_CHUNKS


def take_off_multiples(n: int, divisor: int) -> tuple[list[Step], int]:
    """Long division in chunks: take off the divisor × 2000, × 300, …: one chunk per digit of the quotient."""
    steps: list[Step] = []
    quotient = str(n // divisor)
    for place, digit in enumerate(quotient):
        if digit == "0":
            continue
        chunk = int(digit) * 10 ** (len(quotient) - 1 - place)
        left = n - divisor * chunk
        say = f"Take off {fmt(divisor)} × {fmt(chunk)} = {fmt(divisor * chunk)}."
        steps.append(step(say, f"{fmt(n)} − {fmt(divisor)} × {fmt(chunk)}", left))
        n = left
    return steps, n


def random_whole(rng: random.Random, low_digits: int = 3, high_digits: int = 6) -> int:
    digits = rng.randint(low_digits, high_digits)
    return rng.randint(10 ** (digits - 1), 10**digits - 1)


def multiple_or_not(rng: random.Random, divisor: int, low_digits: int = 3, high_digits: int = 6) -> int:
    """A number of 3 to 6 digits (at least the divisor's), a multiple of `divisor` about half the time."""
    low_digits = max(low_digits, len(str(divisor)) + 1)
    n = random_whole(rng, low_digits, max(high_digits, low_digits))
    return n - n % divisor if rng.random() < 0.5 and n - n % divisor >= divisor else n


def concluded(steps: list[Step], n: int, divisor: int) -> tuple[list[Step], bool]:
    """The steps with the verdict added to the last one: it leaves 0 exactly when n is divisible."""
    left = steps[-1].result
    divisible = left == 0
    verdict = (
        f"That leaves 0, so {fmt(n)} is divisible by {fmt(divisor)}."
        if divisible
        else f"{fmt(left)} is left, not 0, so {fmt(n)} is not divisible by {fmt(divisor)}."
    )
    last = steps[-1].model_copy(update={"say": f"{steps[-1].say} {verdict}"})
    return [*steps[:-1], last], divisible
