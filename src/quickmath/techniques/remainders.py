"""Remainders: below the divisor, last digits, digit sums (3 and 9), alternating sums (11), taking off."""

from __future__ import annotations

import random
from fractions import Fraction

from quickmath.domain import Operation, Problem, Step
from quickmath.techniques.base import Technique
from quickmath.techniques.common import fmt, step
from quickmath.techniques.digits import (
    alternating_sum,
    digit_rule_fits,
    digit_sums,
    keep_last_digits,
    last_digits_needed,
    random_whole,
    remainder_of,
    take_off_multiples,
    taking_off_fits,
    whole_parts,
)

LAST_DIGIT_DIVISORS = (2, 4, 5, 8, 10, 20, 25, 50, 100, 125, 1000)


class RemainderBelowDivisor(Technique):
    """A number smaller than the divisor is its own remainder; anything divided by 1 leaves 0."""

    name = "remainder_below_divisor"
    title = "A number below the divisor is the remainder"
    rule = (
        "If the number is smaller than the divisor, the divisor goes in 0 times and the number is left over."
    )
    why = (
        "The remainder is what is left after taking away as many divisors as fit; when none fit, all is left."
    )
    operation = Operation.REMAINDER
    priority = 10

    def _applies(self, p: Problem) -> bool:
        a, b = whole_parts(p)
        return a < b or b == 1

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        a, b = whole_parts(p)
        if b == 1:
            only = step("Every whole number is a multiple of 1.", f"{fmt(a)} − 1 × {fmt(a)}", 0)
        else:
            only = step(f"{fmt(b)} does not fit into {fmt(a)} even once.", f"{fmt(a)} − {fmt(b)} × 0", a)
        return [only], only.result

    def make_problem(self, rng: random.Random) -> Problem:
        b = rng.randint(3, 200)
        return Problem(Operation.REMAINDER, rng.randint(0, b - 1), b)


class RemainderByLastDigits(Technique):
    """For 2, 5, 10 look at the last digit; for 4, 25, 100 the last two; for 8, 125, 1000 the last three."""

    name = "remainder_by_last_digits"
    title = "Remainders from the last digits (2, 4, 5, 8, 10, 25)"
    rule = (
        "For 2, 5 and 10 only the last digit matters, for 4, 25 and 100 the last two, "
        "for 8, 125 and 1000 the last three: find the remainder of those."
    )
    why = (
        "10 is a multiple of 2 and 5, 100 of 4 and 25, 1000 of 8 and 125, so everything in front of "
        "the last digits divides exactly and leaves nothing over."
    )
    operation = Operation.REMAINDER
    priority = 9

    def _applies(self, p: Problem) -> bool:
        a, b = whole_parts(p)
        return last_digits_needed(b) is not None and a >= b

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        a, b = whole_parts(p)
        k = last_digits_needed(b)
        assert k is not None
        steps, kept = keep_last_digits(a, k)
        steps += remainder_of(kept, b, f"Take the biggest multiple of {fmt(b)} off {fmt(kept)}.")
        return steps, Fraction(a % b)

    def make_problem(self, rng: random.Random) -> Problem:
        b = rng.choice(LAST_DIGIT_DIVISORS)
        return Problem(Operation.REMAINDER, random_whole(rng, len(str(b)) + 1, 7), b)


class RemainderByDigitSum(Technique):
    """For 3 and 9, the digit sum leaves the same remainder as the number."""

    name = "remainder_by_digit_sum"
    title = "Remainders by 3 and 9 from the digit sum"
    rule = (
        "Add the digits (again if needed): the digit sum leaves the same remainder by 3 or 9 as the number."
    )
    why = (
        "10, 100, 1000, … are each 1 more than a multiple of 9 (9, 99, 999), so every digit counts only as "
        "itself once the nines are taken away; 3 divides 9, so the same holds for 3."
    )
    operation = Operation.REMAINDER
    priority = 8

    def _applies(self, p: Problem) -> bool:
        return int(p.b) in (3, 9) and digit_rule_fits(p)

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        a, b = whole_parts(p)
        steps, small = digit_sums(a)
        steps += remainder_of(small, b, f"Take the biggest multiple of {fmt(b)} off {fmt(small)}.")
        return steps, Fraction(a % b)

    def make_problem(self, rng: random.Random) -> Problem:
        return Problem(Operation.REMAINDER, random_whole(rng), rng.choice((3, 9)))


class RemainderByAlternatingSum(Technique):
    """For 11, the alternating digit sum from the right leaves the same remainder."""

    name = "remainder_by_alternating_sum"
    title = "Remainders by 11 from the alternating digit sum"
    rule = (
        "From the right, add and subtract the digits in turn; that sum leaves the same remainder by 11 "
        "(add 11 if it is below 0)."
    )
    why = (
        "10 is 1 less than 11, 100 is 1 more than 99 (a multiple of 11), 1000 is 1 less than 1001, and so "
        "on: the digits count as plus and minus themselves in turn once the elevens are taken away."
    )
    operation = Operation.REMAINDER
    priority = 8

    def _applies(self, p: Problem) -> bool:
        return int(p.b) == 11 and digit_rule_fits(p)

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        a, _ = whole_parts(p)
        first, total = alternating_sum(a)
        steps = [first, *remainder_of(total, 11, "Bring it into 0 to 10 with a multiple of 11.")]
        return steps, Fraction(a % 11)

    def make_problem(self, rng: random.Random) -> Problem:
        return Problem(Operation.REMAINDER, random_whole(rng), 11)


class RemainderByTakingOff(Technique):
    """Any divisor: take off big, easy multiples of it (× 1000, × 100, × 10) until less than it is left."""

    name = "remainder_by_taking_off"
    title = "Take off easy multiples of the divisor"
    rule = (
        "Take off easy multiples of the divisor (it times 1000, 100, 10 or a digit) until what is left "
        "is smaller than the divisor: that is the remainder."
    )
    why = (
        "Taking away whole multiples of the divisor never changes the remainder, and multiples by 10, "
        "100, 1000 are easy to write down."
    )
    operation = Operation.REMAINDER
    priority = 1

    def _applies(self, p: Problem) -> bool:
        return taking_off_fits(p)

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        a, b = whole_parts(p)
        steps, left = take_off_multiples(a, b)
        return steps, Fraction(left)

    def make_problem(self, rng: random.Random) -> Problem:
        b = rng.choice((rng.randint(6, 19), rng.randint(21, 150)))
        return Problem(Operation.REMAINDER, rng.randint(b + 1, b * rng.choice((10, 100, 1000))), b)
