"""Arithmetic series shortcuts: cancelling pairs, odd and even runs, triangle numbers and Gauss's pairing."""

from __future__ import annotations

import random
from fractions import Fraction

from quickmath.domain import Operation, Problem, Step
from quickmath.techniques.base import Technique
from quickmath.techniques.common import fmt, is_whole, random_decimal, step, term


def whole_series(p: Problem) -> bool:
    return is_whole(p.a) and is_whole(p.b) and is_whole(p.step)


def series_problem(rng: random.Random, low: Fraction, high: Fraction, gap: Fraction) -> Problem:
    """The series from low to high, written downwards now and then."""
    if rng.random() < 0.2:
        return Problem(Operation.SERIES, high, low, gap)
    return Problem(Operation.SERIES, low, high, gap)


def odds_up_to(top: int) -> str:
    """1 + 3 + … + top, written out in full when there are at most three odd numbers."""
    if top <= 5:
        return " + ".join(fmt(k) for k in range(1, top + 1, 2))
    return f"1 + 3 + … + {fmt(top)}"


def count_terms(p: Problem) -> Step:
    return step("Count the terms.", f"({term(p.hi)} − {term(p.lo)}) ÷ {fmt(p.step)} + 1", p.terms)


class SymmetricSeriesCancels(Technique):
    """If the first and last terms add to 0, every pair cancels, so the sum is 0."""

    name = "symmetric_series_cancels"
    title = "A series balanced around zero"
    rule = "If the first and last terms add to 0, every pair from the outside in cancels, so the sum is 0."
    why = (
        "When the first and last terms add to 0, the terms pair up from the outside in, each pair like −6 "
        "and 6 adding to 0 (a middle term is 0 itself), so the whole sum is 0."
    )
    operation = Operation.SERIES
    priority = 10

    def _applies(self, p: Problem) -> bool:
        return p.a + p.b == 0

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        if p.terms == 1:
            return [step("The only term is 0, so the sum is 0.", "0 × 1", 0)], Fraction(0)
        return [
            step("First and last terms cancel.", f"{term(p.a)} + {term(p.b)}", 0),
            step(
                f"So do all the other pairs, so the {fmt(p.terms)} terms total 0.",
                f"0 × {fmt(p.terms)} ÷ 2",
                0,
            ),
        ], Fraction(0)

    def make_problem(self, rng: random.Random) -> Problem:
        top = rng.randint(3, 30)
        gap = rng.choice([d for d in range(1, 7) if 2 * top % d == 0])
        return series_problem(rng, Fraction(-top), Fraction(top), Fraction(gap))


class SumOfFirstOdds(Technique):
    """The first n odd numbers add up to n × n."""

    name = "sum_of_first_odds"
    title = "Odd numbers from 1 make a square"
    rule = "The first n odd numbers add up to n × n."
    why = (
        "Each odd number wraps around a square to make the next one: 1, then 3 more make a 2 × 2 square, 5 "
        "more make 3 × 3, so n odd numbers fill an n × n square."
    )
    operation = Operation.SERIES
    priority = 9

    def _applies(self, p: Problem) -> bool:
        return whole_series(p) and p.lo == 1 and p.step == 2

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        count = (p.hi + 1) / 2
        answer = count * count
        told = "The first odd number is" if count == 1 else f"The first {fmt(count)} odd numbers add to"
        return [
            step("Count the odd numbers.", f"({fmt(p.hi)} + 1) ÷ 2", count),
            step(f"{told} {fmt(count)} squared.", f"{fmt(count)} × {fmt(count)}", answer),
        ], answer

    def make_problem(self, rng: random.Random) -> Problem:
        top = 2 * rng.randint(4, 30) - 1
        return series_problem(rng, Fraction(1), Fraction(top), Fraction(2))


class SumOfFirstEvens(Technique):
    """The first n even numbers add up to n × (n + 1)."""

    name = "sum_of_first_evens"
    title = "Even numbers from 2: n × (n + 1)"
    rule = "The first n even numbers add up to n × (n + 1)."
    why = (
        "2 + 4 + … + 2n is twice 1 + 2 + … + n, which is n × (n + 1) ÷ 2, so the evens add up to n × (n + 1)."
    )
    operation = Operation.SERIES
    priority = 9

    def _applies(self, p: Problem) -> bool:
        return whole_series(p) and p.lo == 2 and p.step == 2

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        count = p.hi / 2
        answer = count * (count + 1)
        told = (
            "There is just one even number."
            if count == 1
            else f"The first {fmt(count)} even numbers add to {fmt(count)} times the next number up."
        )
        return [
            step("Count the even numbers.", f"{fmt(p.hi)} ÷ 2", count),
            step(told, f"{fmt(count)} × {fmt(count + 1)}", answer),
        ], answer

    def make_problem(self, rng: random.Random) -> Problem:
        top = 2 * rng.randint(4, 30)
        return series_problem(rng, Fraction(2), Fraction(top), Fraction(2))


class TriangularNumber(Technique):
    """The numbers from 1 to n add up to n × (n + 1) ÷ 2."""

    name = "triangular_number"
    title = "1 + 2 + … + n (Gauss's classroom sum)"
    rule = "The numbers from 1 to n add up to n × (n + 1) ÷ 2."
    why = (
        "Write the numbers forwards and then backwards underneath: each of the n columns adds to n + 1, so "
        "two copies make n × (n + 1) and one copy is half of that."
    )
    operation = Operation.SERIES
    priority = 8

    def _applies(self, p: Problem) -> bool:
        return whole_series(p) and p.step == 1 and p.lo in (0, 1) and p.hi >= 1

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        product = p.hi * (p.hi + 1)
        answer = product / 2
        return [
            step(f"Multiply {fmt(p.hi)} by the next number up.", f"{fmt(p.hi)} × {fmt(p.hi + 1)}", product),
            step("Halve it.", f"{fmt(product)} ÷ 2", answer),
        ], answer

    def make_problem(self, rng: random.Random) -> Problem:
        top = rng.choice([rng.randint(5, 30), 10 * rng.randint(4, 20), 100])
        low = 0 if rng.random() < 0.1 else 1
        return series_problem(rng, Fraction(low), Fraction(top), Fraction(1))


class SumOfMultiples(Technique):
    """k + 2k + … + nk is k times (1 + 2 + … + n)."""

    name = "sum_of_multiples"
    title = "Multiples of k: take the k out"
    rule = "k + 2k + … + nk is k times (1 + 2 + … + n)."
    why = "Every term has k in it, so k can be taken out once: 3 + 6 + 9 + 12 = 3 × (1 + 2 + 3 + 4) = 30."
    operation = Operation.SERIES
    priority = 7

    def _applies(self, p: Problem) -> bool:
        return whole_series(p) and p.lo == p.step and p.step >= 2

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        k = p.step
        count = p.hi / k
        triangle = count * (count + 1) / 2
        answer = k * triangle
        return [
            step(f"Every term is a multiple of {fmt(k)}, so take it out.", f"{fmt(p.hi)} ÷ {fmt(k)}", count),
            step(f"Add the numbers 1 to {fmt(count)}.", f"{fmt(count)} × {fmt(count + 1)} ÷ 2", triangle),
            step(f"Put the {fmt(k)} back.", f"{fmt(k)} × {fmt(triangle)}", answer),
        ], answer

    def make_problem(self, rng: random.Random) -> Problem:
        k = rng.choice([3, 4, 5, 5, 6, 7, 8, 9, 10, 10, 11, 12, 20, 25])
        return series_problem(rng, Fraction(k), Fraction(k * rng.randint(5, 20)), Fraction(k))


class MiddleTermTimesCount(Technique):
    """With an odd number of terms, the sum is the middle term times the number of terms."""

    name = "middle_term_times_count"
    title = "Middle term times the number of terms"
    rule = "With an odd number of terms, the sum is the middle term times the number of terms."
    why = (
        "The terms go up evenly, so each term above the middle is as far above it as its partner below is "
        "under it; the pairs balance out and every term counts as the middle one."
    )
    operation = Operation.SERIES
    priority = 5

    def _applies(self, p: Problem) -> bool:
        return whole_series(p) and p.terms >= 3 and p.terms % 2 == 1

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        middle = (p.lo + p.hi) / 2
        answer = middle * p.terms
        return [
            count_terms(p),
            step(
                "The middle term is halfway between the ends.", f"({term(p.lo)} + {term(p.hi)}) ÷ 2", middle
            ),
            step("Middle term times the number of terms.", f"{term(middle)} × {fmt(p.terms)}", answer),
        ], answer

    def make_problem(self, rng: random.Random) -> Problem:
        while True:
            gap = rng.randint(1, 10)
            low = rng.randint(3, 60)
            if low != gap:
                break
        count = rng.choice([3, 5, 7, 9, 11, 13, 15])
        return series_problem(rng, Fraction(low), Fraction(low + gap * (count - 1)), Fraction(gap))


class OddRunDifferenceOfSquares(Technique):
    """Odd numbers from lo to hi add up to ((hi + 1)/2)² − ((lo − 1)/2)²."""

    name = "odd_run_difference_of_squares"
    title = "A run of odd numbers is a difference of two squares"
    rule = "Odd numbers from lo to hi add up to ((hi + 1)/2)² − ((lo − 1)/2)²."
    why = (
        "The odd numbers from 1 up to hi add to a square, ((hi + 1) ÷ 2)², and those below lo add to ((lo − "
        "1) ÷ 2)², so the run from lo to hi is the first square with the second taken away."
    )
    operation = Operation.SERIES
    priority = 4

    def _applies(self, p: Problem) -> bool:
        return whole_series(p) and p.step == 2 and p.lo >= 3 and p.lo % 2 == 1

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        top, below = (p.hi + 1) / 2, (p.lo - 1) / 2
        big, small = top * top, below * below
        answer = big - small
        return [
            step(f"{odds_up_to(int(p.hi))} is {fmt(top)} squared.", f"{fmt(top)} × {fmt(top)}", big),
            step(
                f"{odds_up_to(int(p.lo) - 2)} is {fmt(below)} squared.", f"{fmt(below)} × {fmt(below)}", small
            ),
            step("Take the smaller square away.", f"{fmt(big)} − {fmt(small)}", answer),
        ], answer

    def make_problem(self, rng: random.Random) -> Problem:
        low = 2 * rng.randint(1, 25) + 1
        count = 2 * rng.randint(2, 8)
        return series_problem(rng, Fraction(low), Fraction(low + 2 * (count - 1)), Fraction(2))


class GaussPairing(Technique):
    """Pair the first and last terms: the sum is (first + last) × number of terms ÷ 2."""

    name = "gauss_pairing"
    title = "Pair the ends (Gauss)"
    rule = "Pair the first and last terms: the sum is (first + last) × number of terms ÷ 2."
    why = (
        "In a series that goes up by the same step, the first and last terms add to the same as the second "
        "and second-to-last, and so on; so the sum is that pair total times half the number of terms."
    )
    operation = Operation.SERIES
    priority = 1

    def _applies(self, p: Problem) -> bool:
        return True

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        pair = p.a + p.b
        answer = pair * p.terms / 2
        if p.terms % 2 == 0:
            told = f"{fmt(p.terms)} terms make {fmt(p.terms // 2)} such pairs."
        else:
            told = f"Multiply by the {fmt(p.terms)} terms and halve."
        return [
            count_terms(p),
            step("Pair the first and last terms.", f"{term(p.a)} + {term(p.b)}", pair),
            step(told, f"{term(pair)} × {fmt(p.terms)} ÷ 2", answer),
        ], answer

    def make_problem(self, rng: random.Random) -> Problem:
        count = 2 * rng.randint(2, 8)
        if rng.random() < 0.3:
            gap = rng.choice(
                [Fraction(1, 2), Fraction(1, 4), Fraction(3, 10), Fraction(3, 2), Fraction(5, 2)]
            )
            low = random_decimal(rng, 1, 20, 1)
        else:
            gap = Fraction(rng.randint(3, 9))
            low = Fraction(rng.choice([n for n in range(3, 40) if n != gap]))
        return series_problem(rng, low, low + gap * (count - 1), gap)
