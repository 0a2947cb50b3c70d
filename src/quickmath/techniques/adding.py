"""Addition shortcuts: nines, doubles, rounding, round numbers, signs, decimals and the catch-all."""

from __future__ import annotations

import random
from fractions import Fraction

from quickmath.domain import Operation, Problem, Step
from quickmath.exact import terminates
from quickmath.techniques.base import Technique
from quickmath.techniques.common import (
    as_whole_numbers,
    fmt,
    gap_to_round,
    is_whole,
    just_below_round,
    nines_length,
    place_value_parts,
    random_decimal,
    step,
    two_sizes,
)


class AddNines(Technique):
    """Adding 9, 99, 999: add the next power of ten, then take away 1."""

    name = "add_nines"
    title = "Add 9, 99, 999 by adding 10, 100, 1000"
    rule = "To add a number made only of nines, add the next power of ten and take away 1."
    why = (
        "A number made only of nines is 1 less than the next power of ten (99 = 100 − 1), so adding the "
        "power of ten adds exactly 1 too many, and taking 1 away puts that right."
    )
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
            step(
                f"Add {fmt(round_up)} instead of {fmt(nines)}.",
                f"{fmt(other)} + {fmt(round_up)}",
                plus_round,
            ),
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


class AddDoubles(Technique):
    """Adding a number to itself: double the round part and the rest, then add the doubles."""

    name = "add_doubles"
    title = "Doubles"
    rule = "Adding a number to itself is doubling it: double the round part and the rest, then add."
    why = (
        "Doubling a number doubles each of its parts, 2 × 68 = 2 × 60 + 2 × 8, and round parts and single "
        "digits are easy to double."
    )
    operation = Operation.ADD
    priority = 7

    def _applies(self, p: Problem) -> bool:
        return p.a == p.b and p.a >= 0 and terminates(p.a)

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        x = p.a
        parts = place_value_parts(x)
        if (is_whole(x) and x < 10) or len(parts) <= 1:
            return [step(f"Double {fmt(x)}.", f"2 × {fmt(x)}", 2 * x)], 2 * x
        round_part, rest = parts[0], x - parts[0]
        answer = 2 * round_part + 2 * rest
        return [
            step(f"Double {fmt(round_part)}.", f"2 × {fmt(round_part)}", 2 * round_part),
            step(f"Double {fmt(rest)}.", f"2 × {fmt(rest)}", 2 * rest),
            step("Add the two doubles.", f"{fmt(2 * round_part)} + {fmt(2 * rest)}", answer),
        ], answer

    def make_problem(self, rng: random.Random) -> Problem:
        roll = rng.random()
        if roll < 0.6:
            x = Fraction(rng.randint(1, 9) * 10 + rng.randint(1, 8))
        elif roll < 0.8:
            x = Fraction(rng.randint(101, 499))
        else:
            x = random_decimal(rng, 1, 49, rng.randint(1, 2))
        return Problem(Operation.ADD, x, x)


class AddNearDoubles(Technique):
    """Two numbers 1 or 2 apart: double the smaller one and add the difference."""

    name = "add_near_doubles"
    title = "Near doubles"
    rule = "When two numbers differ by 1 or 2, double the smaller one and add the difference."
    why = (
        "The bigger number is the smaller one plus the difference, so the sum is the smaller number twice "
        "plus that difference: 37 + 38 = 37 + 37 + 1."
    )
    operation = Operation.ADD
    priority = 6

    def _applies(self, p: Problem) -> bool:
        return p.whole and p.a >= 5 and p.b >= 5 and abs(p.a - p.b) in (1, 2)

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        smaller, gap = min(p.a, p.b), abs(p.a - p.b)
        doubled = 2 * smaller
        answer = doubled + gap
        return [
            step(f"Double the smaller number, {fmt(smaller)}.", f"2 × {fmt(smaller)}", doubled),
            step(f"Add the difference, {fmt(gap)}.", f"{fmt(doubled)} + {fmt(gap)}", answer),
        ], answer

    def make_problem(self, rng: random.Random) -> Problem:
        while True:
            smaller = rng.randint(6, 97) if rng.random() < 0.8 else rng.randint(101, 498)
            larger = smaller + rng.randint(1, 2)
            if nines_length(Fraction(larger)) is None:
                break
        a, b = (smaller, larger) if rng.random() < 0.5 else (larger, smaller)
        return Problem(Operation.ADD, Fraction(a), Fraction(b))


class RoundBothAndCompensate(Technique):
    """Both numbers just below round numbers: add the round numbers, then take back both gaps."""

    name = "round_both_and_compensate"
    title = "Round both up, then pay back"
    rule = "When both numbers sit just below round numbers, add the round numbers and take back both gaps."
    why = (
        "Each number is a round number minus a small gap (198 = 200 − 2), so the sum is the two round "
        "numbers added, minus both gaps."
    )
    operation = Operation.ADD
    priority = 5

    def _applies(self, p: Problem) -> bool:
        return just_below_round(p.a) and just_below_round(p.b)

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        gap_a, gap_b = gap_to_round(p.a), gap_to_round(p.b)
        round_a, round_b = p.a + gap_a, p.b + gap_b
        total = round_a + round_b
        answer = total - gap_a - gap_b
        return [
            step(
                f"Round {fmt(p.a)} up to {fmt(round_a)} ({gap_a} too many).", f"{fmt(p.a)} + {gap_a}", round_a
            ),
            step(
                f"Round {fmt(p.b)} up to {fmt(round_b)} ({gap_b} too many).", f"{fmt(p.b)} + {gap_b}", round_b
            ),
            step("Add the round numbers.", f"{fmt(round_a)} + {fmt(round_b)}", total),
            step(f"Take back the {gap_a} and the {gap_b}.", f"{fmt(total)} − {gap_a} − {gap_b}", answer),
        ], answer

    def make_problem(self, rng: random.Random) -> Problem:
        while True:
            a, b = (Fraction(rng.randint(2, 50) * 10 - rng.randint(1, 3)) for _ in range(2))
            if abs(a - b) > 2 and nines_length(a) is None and nines_length(b) is None:
                return Problem(Operation.ADD, a, b)


class MakeARoundNumber(Technique):
    """Endings that add up to 10, 100 or 1000: add them first to make the round number."""

    name = "make_a_round_number"
    title = "Make a round number"
    rule = (
        "When the endings of two numbers add up to 10, 100 or 1000, "
        "add the endings first to get that round number."
    )
    why = (
        "Numbers can be added in any order, so pairing the endings first turns them into a whole 10, 100 or "
        "1000, which is easy to add to what is left."
    )
    operation = Operation.ADD
    priority = 5

    def _applies(self, p: Problem) -> bool:
        return (
            p.whole and p.a >= 1 and p.b >= 1 and max(p.a, p.b) >= 10 and int(p.a) % 10 + int(p.b) % 10 == 10
        )

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        a, b = int(p.a), int(p.b)
        total = str(a + b)
        size = 10 ** (len(total) - len(total.rstrip("0")))  # the endings make 10 ⇒ each ending makes its size
        end_a, end_b = a % size, b % size
        rest_a, rest_b = a - end_a, b - end_b
        steps = [
            step(
                f"The endings {fmt(end_a)} and {fmt(end_b)} make {fmt(size)}.",
                f"{fmt(end_a)} + {fmt(end_b)}",
                size,
            )
        ]
        both_left = rest_a > 0 and rest_b > 0
        if both_left:
            steps.append(
                step(
                    "Add what is left of the two numbers.", f"{fmt(rest_a)} + {fmt(rest_b)}", rest_a + rest_b
                )
            )
        left = rest_a + rest_b
        if left:
            say = (
                f"Add the {fmt(size)}."
                if both_left
                else f"Add the {fmt(size)} to the {fmt(left)} that is left."
            )
            steps.append(step(say, f"{fmt(left)} + {fmt(size)}", left + size))
        return steps, Fraction(a + b)

    def make_problem(self, rng: random.Random) -> Problem:
        size = rng.choice([10, 100, 100])
        ending = rng.randint(1, size - 1)
        while ending % 10 == 0:
            ending = rng.randint(1, size - 1)
        a = rng.randint(1, 8) * size + ending
        b = rng.randint(1, 8) * size + size - ending
        return Problem(Operation.ADD, Fraction(a), Fraction(b))


class RoundAndCompensate(Technique):
    """Round a number just below a round number up, add, then take back the extra."""

    name = "round_and_compensate"
    title = "Round and compensate"
    rule = (
        "Round a number that is just below a round number up, add the round number, then take back the extra."
    )
    why = (
        "The round number is the original number plus a small gap, so adding it adds the gap too many; "
        "taking the gap back leaves the true sum."
    )
    operation = Operation.ADD
    priority = 4

    def _applies(self, p: Problem) -> bool:
        return p.a >= 0 and p.b >= 0 and (just_below_round(p.a) or just_below_round(p.b))

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        x, other = (p.b, p.a) if just_below_round(p.b) else (p.a, p.b)
        gap = gap_to_round(x)
        rounded = x + gap
        plus_round = other + rounded
        answer = plus_round - gap
        return [
            step(f"{fmt(x)} is {gap} less than {fmt(rounded)}.", f"{fmt(x)} + {gap}", rounded),
            step(f"Add {fmt(rounded)} instead.", f"{fmt(other)} + {fmt(rounded)}", plus_round),
            step(f"Take back the extra {gap}.", f"{fmt(plus_round)} − {gap}", answer),
        ], answer

    def make_problem(self, rng: random.Random) -> Problem:
        gap = rng.randint(1, 3)
        x = Fraction(rng.randint(2, 99) * 10 - gap)
        if rng.random() < 0.2:
            return Problem(Operation.ADD, random_decimal(rng, 1, 99, 1), x)
        last_digit = rng.choice([d for d in range(7) if d != gap])
        other = Fraction(rng.randint(1, 99) * 10 + last_digit)
        return Problem(Operation.ADD, other, x)


class AddSignedNumbers(Technique):
    """Adding a negative number takes its size away; two negatives make a bigger negative."""

    name = "add_signed_numbers"
    title = "Adding with negative numbers"
    rule = "Adding a negative number is taking away its size; two negatives add up to a bigger negative."
    why = (
        "On the number line a negative number points the other way, so adding it moves down by its size; "
        "when both numbers are negative, both moves go down, so the sizes add and the total is negative."
    )
    operation = Operation.ADD
    priority = 3

    def _applies(self, p: Problem) -> bool:
        return p.a < 0 or p.b < 0

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        if p.a < 0 and p.b < 0:
            total = -p.a - p.b
            return [
                step(f"Add the sizes, {fmt(-p.a)} and {fmt(-p.b)}.", f"{fmt(-p.a)} + {fmt(-p.b)}", total),
                step("Both numbers are negative, so the answer is negative.", f"0 − {fmt(total)}", -total),
            ], -total
        negative, other = (p.b, p.a) if p.b < 0 else (p.a, p.b)
        size = -negative
        if other >= size or other == 0:
            answer = other - size
            say = f"Adding {fmt(negative)} is the same as taking away {fmt(size)}."
            return [step(say, f"{fmt(other)} − {fmt(size)}", answer)], answer
        shortfall = size - other
        return [
            step(
                f"Adding {fmt(negative)} takes away more than {fmt(other)}, "
                f"so take {fmt(other)} from {fmt(size)}.",
                f"{fmt(size)} − {fmt(other)}",
                shortfall,
            ),
            step(
                "The negative number is bigger, so the answer is negative.",
                f"0 − {fmt(shortfall)}",
                -shortfall,
            ),
        ], -shortfall

    def make_problem(self, rng: random.Random) -> Problem:
        x, y = two_sizes(rng)
        a, b = rng.choice([(x, -y), (-y, x), (-x, -y)])
        return Problem(Operation.ADD, a, b)


class AddDecimalsAsWhole(Technique):
    """Shift both decimal points the same way, add the whole numbers, then shift the point back."""

    name = "add_decimals_as_whole"
    title = "Add decimals as whole numbers"
    rule = (
        "Shift both decimal points the same number of places, add the whole numbers, "
        "then shift the point back."
    )
    why = (
        "Multiplying both numbers by the same power of ten multiplies their sum by it too, so adding the "
        "whole numbers and dividing by that power again gives the same sum."
    )
    operation = Operation.ADD
    priority = 2

    def _applies(self, p: Problem) -> bool:
        return p.a >= 0 and p.b >= 0 and not p.whole and terminates(p.a) and terminates(p.b)

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        return as_whole_numbers(p.a, p.b, "+")

    def make_problem(self, rng: random.Random) -> Problem:
        a = random_decimal(rng, 0, 30, rng.randint(1, 2))
        b = (
            random_decimal(rng, 0, 30, rng.randint(1, 2))
            if rng.random() < 0.8
            else Fraction(rng.randint(1, 6))
        )
        return Problem(Operation.ADD, a, b)


class AddInParts(Technique):
    """Keep the bigger number and add the other one place value at a time."""

    name = "add_in_parts"
    title = "Add in parts, left to right"
    rule = "Keep the bigger number and add the other one place value at a time, biggest part first."
    why = (
        "A number is the sum of its place values (278 = 200 + 70 + 8), so adding the parts one after another "
        "adds the whole number, one easy digit at a time."
    )
    operation = Operation.ADD
    priority = 1

    def _applies(self, p: Problem) -> bool:
        return p.a >= 0 and p.b >= 0 and terminates(p.a) and terminates(p.b)

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        big, small = (p.a, p.b) if p.a >= p.b else (p.b, p.a)
        parts = place_value_parts(small) or [Fraction(0)]
        steps, total = [], big
        for part in parts:
            total += part
            steps.append(step(f"Add {fmt(part)}.", f"{fmt(total - part)} + {fmt(part)}", total))
        return steps, total

    def make_problem(self, rng: random.Random) -> Problem:
        while True:
            a, b = rng.randint(100, 999), rng.randint(11, 999)
            last_a, last_b = a % 10, b % 10
            if last_a < 7 and last_b < 7 and last_a + last_b != 10 and abs(a - b) > 2:
                return Problem(Operation.ADD, Fraction(a), Fraction(b))
