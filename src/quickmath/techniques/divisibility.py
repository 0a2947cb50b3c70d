"""Divisibility rules, each its own shortcut: last digits, digit sums, 11, 6, 12, 7, and any divisor."""

from __future__ import annotations

import random

from quickmath.domain import Operation, Problem, Step
from quickmath.techniques.base import Technique
from quickmath.techniques.common import fmt, step
from quickmath.techniques.digits import (
    alternating_sum,
    concluded,
    digit_rule_fits,
    digit_sums,
    keep_last_digits,
    last_digits_needed,
    multiple_or_not,
    random_whole,
    remainder_of,
    take_off_multiples,
    taking_off_fits,
    whole_parts,
)


def _problem(a: int, b: int) -> Problem:
    return Problem(Operation.DIVISIBLE, a, b)


def _last_digits_test(n: int, divisor: int) -> list[Step]:
    k = last_digits_needed(divisor)
    assert k is not None
    steps, kept = keep_last_digits(n, k)
    return steps + remainder_of(kept, divisor, f"Is {fmt(kept)} a multiple of {fmt(divisor)}?")


def _digit_sum_test(n: int, divisor: int) -> list[Step]:
    steps, small = digit_sums(n)
    return steps + remainder_of(small, divisor, f"Is {fmt(small)} a multiple of {fmt(divisor)}?")


class _LastDigits(Technique):
    """Shared by the last-digit rules: which divisors each one covers."""

    divisors: tuple[int, ...]
    operation = Operation.DIVISIBLE
    priority = 9

    def _applies(self, p: Problem) -> bool:
        a, b = whole_parts(p)
        return b in self.divisors and a >= b

    def steps(self, p: Problem) -> tuple[list[Step], bool]:
        a, b = whole_parts(p)
        return concluded(_last_digits_test(a, b), a, b)

    def make_problem(self, rng: random.Random) -> Problem:
        b = rng.choice(self.divisors)
        return _problem(multiple_or_not(rng, b), b)


class DivisibleByLastDigit(_LastDigits):
    name = "divisible_by_last_digit"
    title = "Divisible by 2, 5 or 10: the last digit"
    rule = (
        "A number is divisible by 2 if its last digit is even, by 5 if it ends in 0 or 5, by 10 if it "
        "ends in 0."
    )
    why = "Every ten is a multiple of 2, 5 and 10, so only the ones digit can leave anything over."
    divisors = (2, 5, 10)


class DivisibleByLastTwoDigits(_LastDigits):
    name = "divisible_by_last_two_digits"
    title = "Divisible by 4 or 25: the last two digits"
    rule = "A number is divisible by 4 (or 25) when the number made by its last two digits is."
    why = "100 is 4 × 25, so every hundred divides exactly by 4 and by 25; only the last two digits are left."
    divisors = (4, 20, 25, 50, 100)


class DivisibleByLastThreeDigits(_LastDigits):
    name = "divisible_by_last_three_digits"
    title = "Divisible by 8 or 125: the last three digits"
    rule = "A number is divisible by 8 (or 125) when the number made by its last three digits is."
    why = (
        "1000 is 8 × 125, so every thousand divides exactly by 8 and by 125; only the last three digits "
        "are left."
    )
    divisors = (8, 40, 125, 200, 250, 500, 1000)


class DivisibleByDigitSum(Technique):
    name = "divisible_by_digit_sum"
    title = "Divisible by 3 or 9: the digit sum"
    rule = "A number is divisible by 3 (or 9) when the sum of its digits is."
    why = (
        "10, 100, 1000, … are each 1 more than a multiple of 9 (9, 99, 999), so a number and its digit sum "
        "leave the same remainder by 9, and by 3, which divides 9."
    )
    operation = Operation.DIVISIBLE
    priority = 8

    def _applies(self, p: Problem) -> bool:
        return int(p.b) in (3, 9) and digit_rule_fits(p)

    def steps(self, p: Problem) -> tuple[list[Step], bool]:
        a, b = whole_parts(p)
        return concluded(_digit_sum_test(a, b), a, b)

    def make_problem(self, rng: random.Random) -> Problem:
        b = rng.choice((3, 9))
        return _problem(multiple_or_not(rng, b), b)


class DivisibleBy11AlternatingSum(Technique):
    name = "divisible_by_11_alternating_sum"
    title = "Divisible by 11: the alternating digit sum"
    rule = (
        "From the right, add and subtract the digits in turn: the number is divisible by 11 when that "
        "alternating sum is 0 or a multiple of 11."
    )
    why = (
        "10 is 1 less than 11, 100 is 1 more than 99, 1000 is 1 less than 1001, …: once the elevens are "
        "taken away, the digits count as plus and minus themselves in turn."
    )
    operation = Operation.DIVISIBLE
    priority = 8

    def _applies(self, p: Problem) -> bool:
        return int(p.b) == 11 and digit_rule_fits(p)

    def steps(self, p: Problem) -> tuple[list[Step], bool]:
        a, _ = whole_parts(p)
        first, total = alternating_sum(a)
        steps = [first, *remainder_of(total, 11, f"Is {fmt(total)} a multiple of 11?")]
        return concluded(steps, a, 11)

    def make_problem(self, rng: random.Random) -> Problem:
        return _problem(multiple_or_not(rng, 11, 4, 7), 11)


class _TwoTests(Technique):
    """6 = 2 × 3 and 12 = 3 × 4: a number is divisible by both factors exactly when it is by the product."""

    first: int
    second: int
    operation = Operation.DIVISIBLE
    priority = 7

    def _applies(self, p: Problem) -> bool:
        return int(p.b) == self.first * self.second and digit_rule_fits(p)

    def test(self, n: int, divisor: int) -> list[Step]:
        return _digit_sum_test(n, divisor) if divisor == 3 else _last_digits_test(n, divisor)

    def steps(self, p: Problem) -> tuple[list[Step], bool]:
        a, b = whole_parts(p)
        steps = self.test(a, self.first)
        if (steps and steps[-1].result == 0) or (not steps and a % self.first == 0):
            steps += self.test(a, self.second)
        if not steps:  # both factors passed on numbers too small to need a step
            steps = remainder_of(a, b, f"Is {fmt(a)} a multiple of {fmt(b)}?")
        return concluded(steps, a, b)

    def make_problem(self, rng: random.Random) -> Problem:
        b = self.first * self.second
        return _problem(multiple_or_not(rng, b), b)


class DivisibleBy6TwoAndThree(_TwoTests):
    name = "divisible_by_6_two_and_three"
    title = "Divisible by 6: by 2 and by 3"
    rule = "A number is divisible by 6 when it is even (divisible by 2) and its digit sum is divisible by 3."
    why = "6 is 2 × 3 and 2 and 3 share no factor, so a number is a multiple of 6 exactly when it is of both."
    first, second = 2, 3


class DivisibleBy12ThreeAndFour(_TwoTests):
    name = "divisible_by_12_three_and_four"
    title = "Divisible by 12: by 3 and by 4"
    rule = "A number is divisible by 12 when its digit sum is divisible by 3 and its last two digits by 4."
    why = (
        "12 is 3 × 4 and 3 and 4 share no factor, so a number is a multiple of 12 exactly when it is of both."
    )
    first, second = 3, 4


class DivisibleBy7DoubleAndSubtract(Technique):
    name = "divisible_by_7_double_and_subtract"
    title = "Divisible by 7: double the last digit and subtract"
    rule = (
        "Cross off the last digit, double it and subtract it from what is left; repeat until the number "
        "is small. The number is divisible by 7 when that small number is."
    )
    why = (
        "With n = 10x + y, x − 2y is n − 21y divided by 10; 21 is 3 × 7, and 10 and 7 share no factor, "
        "so n and x − 2y are multiples of 7 together."
    )
    operation = Operation.DIVISIBLE
    priority = 7

    def _applies(self, p: Problem) -> bool:
        return int(p.b) == 7 and digit_rule_fits(p) and p.a < 10**12

    def steps(self, p: Problem) -> tuple[list[Step], bool]:
        a, _ = whole_parts(p)
        steps: list[Step] = []
        n = a
        while n >= 100:
            rest, last = divmod(n, 10)
            say = f"Cross off the {fmt(last)} of {fmt(n)} and take twice it from {fmt(rest)}."
            steps.append(step(say, f"{fmt(rest)} − 2 × {fmt(last)}", rest - 2 * last))
            n = rest - 2 * last
        steps += remainder_of(n, 7, f"Is {fmt(n)} a multiple of 7?")
        if not steps:
            steps = remainder_of(a, 7, f"Is {fmt(a)} a multiple of 7?")
        return concluded(steps, a, 7)

    def make_problem(self, rng: random.Random) -> Problem:
        return _problem(multiple_or_not(rng, 7), 7)


class DivisibleByTakingOff(Technique):
    name = "divisible_by_taking_off"
    title = "Any divisor: take off easy multiples"
    rule = (
        "Take off easy multiples of the divisor (it times 1000, 100, 10 or a digit); the number is "
        "divisible when nothing is left."
    )
    why = (
        "Taking away whole multiples of the divisor never changes whether the rest divides exactly, and "
        "multiples by 10, 100 and 1000 are easy to write down."
    )
    operation = Operation.DIVISIBLE
    priority = 1

    def _applies(self, p: Problem) -> bool:
        return taking_off_fits(p)

    def steps(self, p: Problem) -> tuple[list[Step], bool]:
        a, b = whole_parts(p)
        steps, _ = take_off_multiples(a, b)
        return concluded(steps, a, b)

    def make_problem(self, rng: random.Random) -> Problem:
        b = rng.choice((13, 17, 19, 23, 29, 31, 37, 41, 43, 46, 47, 53, rng.randint(13, 99)))
        n = random_whole(rng, 3, 5)
        return _problem(n - n % b if rng.random() < 0.5 and n > b else n, b)


class DivisibleBelowDivisor(Technique):
    name = "divisible_below_divisor"
    title = "0, 1 and numbers below the divisor"
    rule = (
        "0 is divisible by everything and everything by 1; any other number below the divisor is not "
        "divisible."
    )
    why = "A multiple of the divisor is 0, the divisor itself, or bigger; nothing lies in between."
    operation = Operation.DIVISIBLE
    priority = 10

    def _applies(self, p: Problem) -> bool:
        a, b = whole_parts(p)
        return a < b or b == 1

    def steps(self, p: Problem) -> tuple[list[Step], bool]:
        a, b = whole_parts(p)
        if b == 1:
            steps = [step("Every whole number is a multiple of 1.", f"{fmt(a)} − 1 × {fmt(a)}", 0)]
        else:
            steps = [step(f"{fmt(b)} does not fit into {fmt(a)} even once.", f"{fmt(a)} − {fmt(b)} × 0", a)]
        return concluded(steps, a, b)

    def make_problem(self, rng: random.Random) -> Problem:
        b = rng.randint(3, 200)
        return _problem(rng.randint(0, b - 1), b)
