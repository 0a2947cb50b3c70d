"""Addition shortcuts: nines, doubles, rounding, round numbers, signs, decimals and the catch-all."""

from __future__ import annotations

import random
from fractions import Fraction

from quickmath.domain import Operation, Problem, Step
from quickmath.techniques.base import Technique
from quickmath.techniques.common import fmt, is_whole, nines_length, random_decimal, step


class AddNines(Technique):
    """Adding 9, 99, 999: add the next power of ten, then take away 1."""

    name = "add_nines"
    title = "Add 9, 99, 999 by adding 10, 100, 1000"
    rule = "To add a number made only of nines, add the next power of ten and take away 1."
    operation = Operation.ADD
    priority = 8

    def _applies(self, p: Problem) -> bool:
        return p.a >= 0 and p.b >= 0 and (nines_length(p.a) is not None or nines_length(p.b) is not None)

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        nines, other = (p.b, p.a) if nines_length(p.b) is not None else (p.a, p.b)
        round_up = nines + 1
        plus_round = other + round_up
        answer = plus_round - 1
        return [
            step(f"Add {fmt(round_up)} instead of {fmt(nines)}.", f"{fmt(other)} + {fmt(round_up)}", plus_round),
            step(
                f"{fmt(round_up)} is 1 more than {fmt(nines)}, so take 1 away.",
                f"{fmt(plus_round)} − 1",
                answer,
            ),
        ], answer

    def make_problem(self, rng: random.Random) -> Problem:
        nines = Fraction(10 ** rng.randint(1, 3) - 1)
        other = Fraction(rng.randint(1, 999)) if rng.random() < 0.85 else random_decimal(rng, 1, 99, 1)
        a, b = (other, nines) if rng.random() < 0.7 else (nines, other)
        return Problem(Operation.ADD, a, b)


class RoundAndCompensate(Technique):
    """Round a number just below a round number up, add, then take back the extra."""

    name = "round_and_compensate"
    title = "Round and compensate"
    rule = "Round a number that is just below a round number up, add the round number, then take back the extra."
    operation = Operation.ADD
    priority = 4

    @staticmethod
    def _roundable(x: Fraction) -> bool:
        return is_whole(x) and x >= 7 and int(x) % 10 in (7, 8, 9)

    def _applies(self, p: Problem) -> bool:
        return p.a >= 0 and p.b >= 0 and (self._roundable(p.a) or self._roundable(p.b))

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        x, other = (p.b, p.a) if self._roundable(p.b) else (p.a, p.b)
        gap = 10 - int(x) % 10
        rounded = x + gap
        plus_round = other + rounded
        answer = plus_round - gap
        return [
            step(f"{fmt(x)} is {gap} less than {fmt(rounded)}.", f"{fmt(x)} + {gap}", rounded),
            step(f"Add {fmt(rounded)} instead.", f"{fmt(other)} + {fmt(rounded)}", plus_round),
            step(f"Take back the extra {gap}.", f"{fmt(plus_round)} − {gap}", answer),
        ], answer

    def make_problem(self, rng: random.Random) -> Problem:
        x = Fraction(rng.randint(1, 99) * 10 - rng.randint(1, 3))
        other = Fraction(rng.randint(11, 999))
        return Problem(Operation.ADD, other, x)


class AddInParts(Technique):
    """Keep the bigger number and add the other one place value at a time."""

    name = "add_in_parts"
    title = "Add in parts, left to right"
    rule = "Keep the bigger number and add the other one place value at a time, biggest part first."
    operation = Operation.ADD
    priority = 1

    def _applies(self, p: Problem) -> bool:
        return p.a >= 0 and p.b >= 0

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        big, small = (p.a, p.b) if p.a >= p.b else (p.b, p.a)
        parts = place_value_parts(small) or [Fraction(0)]
        steps, total = [], big
        for part in parts:
            total += part
            steps.append(step(f"Add {fmt(part)}.", f"{fmt(total - part)} + {fmt(part)}", total))
        return steps, total

    def make_problem(self, rng: random.Random) -> Problem:
        return Problem(Operation.ADD, rng.randint(100, 999), rng.randint(11, 999))


def place_value_parts(x: Fraction) -> list[Fraction]:
    """The non-zero place values of a non-negative number, biggest first: 278.5 → 200, 70, 8, 0.5."""
    text = fmt(x)
    whole, _, decimals = text.partition(".")
    parts = [Fraction(int(d) * 10 ** (len(whole) - 1 - i)) for i, d in enumerate(whole) if d != "0"]
    parts += [Fraction(int(d), 10 ** (i + 1)) for i, d in enumerate(decimals) if d != "0"]
    return parts
