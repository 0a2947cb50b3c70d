"""Multiplication shortcuts: special factors, squares, near-base tricks, signs, decimals and the catch-all."""

from __future__ import annotations

import random
from collections.abc import Callable
from fractions import Fraction
from itertools import pairwise

from quickmath.display import signed
from quickmath.domain import Operation, Problem, Step
from quickmath.techniques.base import Technique
from quickmath.techniques.common import (
    decimal_places,
    fmt,
    is_whole,
    nines_length,
    place_value_parts,
    power_of_10_exponent,
    random_decimal,
    step,
    term,
    whole_nonnegative,
)

Fits = Callable[[Fraction, Fraction], bool]


def pick(p: Problem, fits: Fits) -> tuple[Fraction, Fraction] | None:
    """(special, other): b is tried as the special operand first, then a."""
    for special, other in ((p.b, p.a), (p.a, p.b)):
        if fits(special, other):
            return special, other
    return None


def picked(p: Problem, fits: Fits) -> tuple[Fraction, Fraction]:
    found = pick(p, fits)
    if found is None:
        raise ValueError(f"no operand of {p} is the special one")
    return found


def ends_in(x: Fraction, *digits: int) -> bool:
    return is_whole(x) and x >= 0 and int(x) % 10 in digits


def whole_between(x: Fraction, low: int, high: int) -> bool:
    return is_whole(x) and low <= x <= high


def digits_of(x: Fraction) -> list[int]:
    return [int(d) for d in str(int(x))]


def columns_expr(columns: list[int]) -> str:
    """Column values, biggest place first, written as a place-value sum: 4 × 100 + 11 × 10 + 7."""
    last = len(columns) - 1
    return " + ".join(
        f"{fmt(c)} × {fmt(10 ** (last - i))}" if i < last else fmt(c) for i, c in enumerate(columns)
    )


def columns_value(columns: list[int]) -> int:
    return sum(c * 10 ** (len(columns) - 1 - i) for i, c in enumerate(columns))


def scale_then_halve(other: Fraction, power: int, halvings: list[str]) -> tuple[list[Step], Fraction]:
    """Multiply by a power of ten, then halve once per sentence in `halvings`."""
    value = other * power
    steps = [step(f"Multiply by {fmt(power)} instead.", f"{fmt(other)} × {fmt(power)}", value)]
    for say in halvings:
        steps.append(step(say, f"{fmt(value)} ÷ 2", value / 2))
        value /= 2
    return steps, value


def distance_from(x: Fraction, base: Fraction) -> str:
    if x == base:
        return f"{fmt(x)} is the base itself."
    return f"{fmt(x)} is {fmt(abs(x - base))} {'below' if x < base else 'above'} {fmt(base)}."


def cross_from_base(a: Fraction, b: Fraction, base: Fraction) -> tuple[list[Step], Fraction]:
    """Differences from a base, the cross-sum times the base, plus the product of the differences."""
    da, db = a - base, b - base
    cross = (a + db) * base
    tail = da * db
    answer = cross + tail
    return [
        step(distance_from(a, base), f"{fmt(a)} − {fmt(base)}", da),
        step(distance_from(b, base), f"{fmt(b)} − {fmt(base)}", db),
        step(
            f"Cross-add {fmt(a)} and the other difference, then times {fmt(base)}.",
            f"({fmt(a)} {signed(db)}) × {fmt(base)}",
            cross,
        ),
        step("Multiply the two differences.", f"{term(da)} × {term(db)}", tail),
        step("Add the two parts.", f"{fmt(cross)} {signed(tail)}", answer),
    ], answer


def in_order(rng: random.Random, x: Fraction | int, y: Fraction | int) -> Problem:
    """x × y or y × x, at random."""
    return times(x, y) if rng.random() < 0.5 else times(y, x)


def times(a: Fraction | int, b: Fraction | int) -> Problem:
    return Problem(Operation.MULTIPLY, Fraction(a), Fraction(b))


def square(x: int) -> Problem:
    return times(x, x)


def one_of(rng: random.Random, low: int, high: int, avoid: set[int]) -> int:
    return rng.choice([n for n in range(low, high + 1) if n not in avoid])


HAVE_OWN_SHORTCUT = {5, 9, 10, 11, 15, 25, 50, 75, 99, 100, 101, 125}


class MultiplyByZeroOrOne(Technique):
    """Anything times 0 is 0; anything times 1 stays the same."""

    name = "multiply_by_zero_or_one"
    title = "Times 0 and times 1"
    rule = "Anything times 0 is 0, and anything times 1 stays the same."
    why = "Times means lots of: 0 lots of anything is nothing, and 1 lot of a number is just that number."
    operation = Operation.MULTIPLY
    priority = 10

    def _applies(self, p: Problem) -> bool:
        return p.a in (0, 1) or p.b in (0, 1)

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        expr = f"{term(p.a)} × {term(p.b)}"
        if p.a == 0 or p.b == 0:
            return [step("Anything times 0 is 0.", expr, 0)], Fraction(0)
        answer = p.b if p.a == 1 else p.a
        return [step("Times 1 leaves a number unchanged.", expr, answer)], answer

    def make_problem(self, rng: random.Random) -> Problem:
        other = rng.choice(
            [Fraction(rng.randint(2, 999)), random_decimal(rng, 0, 99, 2), Fraction(-rng.randint(2, 99))]
        )
        return in_order(rng, rng.choice([0, 1]), other)


class SquareEndingIn5(Technique):
    """Squaring a number ending in 5: the front times the next number up, then 25."""

    name = "square_ending_in_5"
    title = "Squaring a number ending in 5"
    rule = (
        "To square a number ending in 5, multiply the part before the 5 by the next number up and write 25 "
        "after it."
    )
    why = (
        "A number ending in 5 is 10n + 5, and (10n + 5) × (10n + 5) = 100n × n + 100n + 25 = 100 × n × (n + "
        "1) + 25, so the front is n times the next number up and the end is always 25."
    )
    operation = Operation.MULTIPLY
    priority = 10

    def _applies(self, p: Problem) -> bool:
        return p.a == p.b and p.a >= 15 and ends_in(p.a, 5)

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        front = int(p.a) // 10
        product = front * (front + 1)
        answer = Fraction(product * 100 + 25)
        return [
            step(
                f"Multiply {fmt(front)} by the next number, {fmt(front + 1)}.",
                f"{fmt(front)} × {fmt(front + 1)}",
                product,
            ),
            step("Write 25 after it.", f"{fmt(product)} × 100 + 25", answer),
        ], answer

    def make_problem(self, rng: random.Random) -> Problem:
        x = rng.randint(1, 19) * 10 + 5
        return square(x)


class MultiplyBy101Or1001(Technique):
    """A k-digit number times 10^k + 1 is that number written twice."""

    name = "multiply_by_101_or_1001"
    title = "Times 101 or 1001: write it twice"
    rule = "A number with k digits times 10ᵏ + 1 (101, 1001, 10001) is that number written twice."
    why = (
        "101 is 100 + 1, so 47 × 101 = 4700 + 47 = 4747; when the number has as many digits as 101 or 1001 "
        "has zeros, the two copies sit side by side without overlapping."
    )
    operation = Operation.MULTIPLY
    priority = 10

    @staticmethod
    def _fits(special: Fraction, other: Fraction) -> bool:
        return special in (101, 1001, 10001) and is_whole(other) and 2 <= other < special - 1

    def _applies(self, p: Problem) -> bool:
        return pick(p, self._fits) is not None

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        special, other = picked(p, self._fits)
        shift = special - 1
        places = len(str(int(shift))) - 1
        shifted = other * shift
        block = str(int(other)).zfill(places)
        answer = shifted + other
        return [
            step(f"Shift {fmt(other)} up {places} places.", f"{fmt(other)} × {fmt(shift)}", shifted),
            step(
                f"Add {fmt(other)} into the gap, so the block {block} is written twice.",
                f"{fmt(shifted)} + {fmt(other)}",
                answer,
            ),
        ], answer

    def make_problem(self, rng: random.Random) -> Problem:
        places = rng.choice([2, 2, 2, 3, 3, 4])
        low = 2 if rng.random() < 0.2 else 10 ** (places - 1)
        return in_order(rng, 10**places + 1, rng.randint(low, 10**places - 1))


class MultiplyByPowerOf10(Technique):
    """Times 10^k: move the decimal point k places."""

    name = "multiply_by_power_of_10"
    title = "Times 10, 100, 1000 (or 0.1, 0.01)"
    rule = "Multiplying by 10ᵏ moves the decimal point k places right (left for 0.1, 0.01, …)."
    why = (
        "Each place is worth ten times the place to its right, so multiplying by 10 moves every digit one "
        "place to the left, which is moving the point one place right; multiplying by 0.1 is dividing by 10, "
        "the other way."
    )
    operation = Operation.MULTIPLY
    priority = 9

    @staticmethod
    def _fits(special: Fraction, other: Fraction) -> bool:
        return power_of_10_exponent(special) not in (None, 0) and other >= 0

    def _applies(self, p: Problem) -> bool:
        return pick(p, self._fits) is not None

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        power, other = picked(p, self._fits)
        k = power_of_10_exponent(power) or 0
        places = f"{abs(k)} place{'s' if abs(k) > 1 else ''}"
        if k > 0 and is_whole(other) and other > 0:
            say = f"Write {abs(k)} zero{'s' if k > 1 else ''} on the end of {fmt(other)}."
        else:
            say = f"Move the point {places} {'right' if k > 0 else 'left'}."
        answer = other * power
        return [step(say, f"{fmt(other)} × {fmt(power)}", answer)], answer

    def make_problem(self, rng: random.Random) -> Problem:
        power = Fraction(10) ** rng.choice([1, 1, 2, 2, 3, -1, -2])
        other = rng.choice(
            [Fraction(one_of(rng, 2, 999, {101})), random_decimal(rng, 0, 99, rng.randint(1, 2))]
        )
        return in_order(rng, other, power)


def zeros_off(x: Fraction) -> tuple[int, int]:
    """A whole number without its last zeros, and how many there were: 300 → (3, 2)."""
    front, zeros = int(x), 0
    while front and front % 10 == 0:
        front, zeros = front // 10, zeros + 1
    return front, zeros


class MultiplyRoundNumbers(Technique):
    """Round numbers: multiply what is left when the zeros are taken off, then put the zeros back."""

    name = "multiply_round_numbers"
    title = "Round numbers: zeros off, then back on"
    rule = (
        "To multiply numbers that end in zeros, take the zeros off, multiply what is left, then write all "
        "the zeros you took off on the end."
    )
    why = (
        "30 × 400 is 3 × 10 × 4 × 100: the order of multiplying does not matter, so multiply 3 × 4 first, "
        "then multiply by 10 and by 100, which writes their zeros on the end."
    )
    operation = Operation.MULTIPLY
    priority = 4

    @staticmethod
    def _fits(p: Problem) -> bool:
        if not (whole_nonnegative(p.a) and whole_nonnegative(p.b)) or 0 in (p.a, p.b):
            return False
        (front_a, zeros_a), (front_b, zeros_b) = zeros_off(p.a), zeros_off(p.b)
        small, large = sorted((front_a, front_b))
        return zeros_a + zeros_b > 0 and small >= 2 and small <= 12 and large <= 25

    def _applies(self, p: Problem) -> bool:
        return self._fits(p)

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        (front_a, zeros_a), (front_b, zeros_b) = zeros_off(p.a), zeros_off(p.b)
        zeros = zeros_a + zeros_b
        front = front_a * front_b
        answer = p.a * p.b
        return [
            step("Take the zeros off and multiply what is left.", f"{front_a} × {front_b}", Fraction(front)),
            step(
                f"Put the {zeros} zeros back on the end." if zeros > 1 else "Put the zero back on the end.",
                f"{front} × {fmt(Fraction(10**zeros))}",
                answer,
            ),
        ], answer

    def make_problem(self, rng: random.Random) -> Problem:
        fronts = rng.randint(2, 9), rng.choice([*range(2, 10), 11, 12])
        zeros = rng.choice([(1, 1), (1, 0), (2, 0), (2, 1), (0, 2)])
        return in_order(rng, fronts[0] * 10 ** zeros[0], fronts[1] * 10 ** zeros[1])


class MultiplyBy11(Technique):
    """Times 11: keep the outer digits and write the neighbour sums between them."""

    name = "multiply_by_11"
    title = "Times 11: add the neighbours"
    rule = (
        "To multiply by 11, keep the outer digits and write the sum of each pair of neighbouring digits "
        "in between, carrying tens."
    )
    why = (
        "11 is 10 + 1, so 11 × 43 = 430 + 43: lined up one place apart, each inner digit of the answer is a "
        "digit plus its neighbour, and the outer digits stand alone."
    )
    operation = Operation.MULTIPLY
    priority = 9

    @staticmethod
    def _fits(special: Fraction, other: Fraction) -> bool:
        return special == 11 and whole_between(other, 10, 9999) and power_of_10_exponent(other) is None

    def _applies(self, p: Problem) -> bool:
        return pick(p, self._fits) is not None

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        digits = digits_of(picked(p, self._fits)[1])
        steps = [
            step(f"Add the neighbours {left} and {right}.", f"{left} + {right}", left + right)
            for left, right in pairwise(digits)
        ]
        columns = [digits[0], *(int(s.result) for s in steps), digits[-1]]
        answer = Fraction(columns_value(columns))
        steps.append(
            step("Write first digit, the sums, last digit; carry any tens.", columns_expr(columns), answer)
        )
        return steps, answer

    def make_problem(self, rng: random.Random) -> Problem:
        other = rng.randint(12, 99) if rng.random() < 0.8 else one_of(rng, 102, 999, set())
        return in_order(rng, 11, other)


class SameTensOnesMakeTen(Technique):
    """Same front, last digits making 10: front times next number up, then the ones' product."""

    name = "same_tens_ones_make_ten"
    title = "Same front, last digits make 10"
    rule = (
        "When two numbers share everything but the last digit and the last digits add to 10, multiply the "
        "front by the next number up and write the product of the last digits after it."
    )
    why = (
        "With the same front n and last digits b and c that add to 10, (10n + b) × (10n + c) = 100n × n + "
        "10n × (b + c) + b × c, and since b + c = 10 that is 100 × n × (n + 1) + b × c."
    )
    operation = Operation.MULTIPLY
    priority = 9

    def _applies(self, p: Problem) -> bool:
        if not (whole_nonnegative(p.a, p.b) and p.a >= 10 and p.b >= 10 and 11 not in (p.a, p.b)):
            return False
        a, b = int(p.a), int(p.b)
        return a // 10 == b // 10 and a % 10 + b % 10 == 10

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        front, ones_a, ones_b = int(p.a) // 10, int(p.a) % 10, int(p.b) % 10
        head, tail = front * (front + 1), ones_a * ones_b
        answer = Fraction(head * 100 + tail)
        return [
            step(
                f"Multiply {fmt(front)} by the next number, {fmt(front + 1)}.",
                f"{fmt(front)} × {fmt(front + 1)}",
                head,
            ),
            step("Multiply the last digits.", f"{ones_a} × {ones_b}", tail),
            step(f"Write {tail:02d} after {fmt(head)}.", f"{fmt(head)} × 100 + {fmt(tail)}", answer),
        ], answer

    def make_problem(self, rng: random.Random) -> Problem:
        front = rng.randint(1, 12)
        ones = one_of(rng, 2 if front == 1 else 1, 4, set()) if rng.random() < 0.5 else rng.randint(6, 9)
        if front == 1 and ones == 9:
            ones = 8
        return in_order(rng, front * 10 + ones, front * 10 + 10 - ones)


class SquareNear50(Technique):
    """Squaring near 50: 25 plus the distance is the hundreds, the distance squared the rest."""

    name = "square_near_50"
    title = "Squaring numbers near 50"
    rule = (
        "For a number near 50, the hundreds are 25 plus its distance from 50, and the last two digits are "
        "that distance squared."
    )
    why = (
        "Writing the number as 50 + d, (50 + d) × (50 + d) = 2500 + 100d + d × d = 100 × (25 + d) + d × d, "
        "so 25 + d gives the hundreds and the distance squared gives the rest."
    )
    operation = Operation.MULTIPLY
    priority = 9

    def _applies(self, p: Problem) -> bool:
        return p.a == p.b and whole_between(p.a, 40, 60) and p.a != 50

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        gap = p.a - 50
        hundreds, tail = 25 + gap, gap * gap
        answer = hundreds * 100 + tail
        return [
            step(
                f"{distance_from(p.a, Fraction(50))[:-1]}, so adjust 25 by that much.",
                f"25 {signed(gap)}",
                hundreds,
            ),
            step("Square the distance from 50.", f"{term(gap)} × {term(gap)}", tail),
            step(
                f"{fmt(hundreds)} hundreds plus {fmt(tail)}.", f"{fmt(hundreds)} × 100 + {fmt(tail)}", answer
            ),
        ], answer

    def make_problem(self, rng: random.Random) -> Problem:
        x = one_of(rng, 40, 60, {45, 50, 55})
        return square(x)


class SquareNear100(Technique):
    """Squaring near 100: move by the distance again for the hundreds, then the distance squared."""

    name = "square_near_100"
    title = "Squaring numbers near 100"
    rule = (
        "For a number near 100, move it by its distance from 100 again to get the hundreds, then append "
        "the distance squared."
    )
    why = (
        "Writing the number as 100 + d, (100 + d) × (100 + d) = 100 × (100 + 2d) + d × d, and 100 + 2d is "
        "the number moved by its distance from 100 once more."
    )
    operation = Operation.MULTIPLY
    priority = 9

    def _applies(self, p: Problem) -> bool:
        return p.a == p.b and whole_between(p.a, 90, 110) and p.a != 100

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        gap = p.a - 100
        hundreds, tail = p.a + gap, gap * gap
        answer = hundreds * 100 + tail
        return [
            step(
                f"{distance_from(p.a, Fraction(100))[:-1]}, so move it that much again.",
                f"{fmt(p.a)} {signed(gap)}",
                hundreds,
            ),
            step("Square the distance from 100.", f"{term(gap)} × {term(gap)}", tail),
            step(
                f"{fmt(hundreds)} hundreds plus {fmt(tail)}.", f"{fmt(hundreds)} × 100 + {fmt(tail)}", answer
            ),
        ], answer

    def make_problem(self, rng: random.Random) -> Problem:
        x = one_of(rng, 90, 110, {95, 100, 105})
        return square(x)


class MultiplyBy5(Technique):
    """Times 5: times 10, then halve."""

    name = "multiply_by_5"
    title = "Times 5: times 10, then halve"
    rule = "Five is half of ten, so multiply by 10 and halve."
    why = "5 is 10 ÷ 2, so 5 lots of a number are 10 lots halved: 5 × 48 = 480 ÷ 2 = 240."
    operation = Operation.MULTIPLY
    priority = 8

    @staticmethod
    def _fits(special: Fraction, other: Fraction) -> bool:
        return special == 5 and other >= 0

    def _applies(self, p: Problem) -> bool:
        return pick(p, self._fits) is not None

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        return scale_then_halve(picked(p, self._fits)[1], 10, ["5 is half of 10, so halve it."])

    def make_problem(self, rng: random.Random) -> Problem:
        other = (
            Fraction(one_of(rng, 12, 998, {100, 101}))
            if rng.random() < 0.85
            else random_decimal(rng, 1, 99, 1)
        )
        return in_order(rng, 5, other)


class MultiplyBy50(Technique):
    """Times 50: times 100, then halve."""

    name = "multiply_by_50"
    title = "Times 50: times 100, then halve"
    rule = "Fifty is half of a hundred, so multiply by 100 and halve."
    why = "50 is 100 ÷ 2, so 50 lots of a number are 100 lots halved: 50 × 36 = 3600 ÷ 2 = 1800."
    operation = Operation.MULTIPLY
    priority = 8

    @staticmethod
    def _fits(special: Fraction, other: Fraction) -> bool:
        return special == 50 and other >= 0 and other != 5

    def _applies(self, p: Problem) -> bool:
        return pick(p, self._fits) is not None

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        return scale_then_halve(picked(p, self._fits)[1], 100, ["50 is half of 100, so halve it."])

    def make_problem(self, rng: random.Random) -> Problem:
        return in_order(rng, 50, one_of(rng, 3, 99, HAVE_OWN_SHORTCUT - {15, 25, 75, 99}))


class MultiplyBy25(Technique):
    """Times 25: times 100, then halve twice."""

    name = "multiply_by_25"
    title = "Times 25: times 100, then quarter"
    rule = "Twenty-five is a quarter of a hundred, so multiply by 100 and halve twice."
    why = "25 is 100 ÷ 4, and dividing by 4 is halving twice, so 25 × 36 = 3600 ÷ 2 ÷ 2 = 900."
    operation = Operation.MULTIPLY
    priority = 8

    @staticmethod
    def _fits(special: Fraction, other: Fraction) -> bool:
        return special == 25 and other >= 0 and other not in (5, 50)

    def _applies(self, p: Problem) -> bool:
        return pick(p, self._fits) is not None

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        halvings = ["25 is a quarter of 100, so halve once.", "Halve again."]
        return scale_then_halve(picked(p, self._fits)[1], 100, halvings)

    def make_problem(self, rng: random.Random) -> Problem:
        other = 4 * rng.randint(2, 24) if rng.random() < 0.6 else one_of(rng, 3, 99, HAVE_OWN_SHORTCUT)
        return in_order(rng, 25, other)


class MultiplyBy125(Technique):
    """Times 125: times 1000, then halve three times."""

    name = "multiply_by_125"
    title = "Times 125: times 1000, then eighth"
    rule = (
        "One hundred and twenty-five is an eighth of a thousand, so multiply by 1000 and halve three times."
    )
    why = "125 is 1000 ÷ 8, and dividing by 8 is halving three times, so 125 × 24 = 24000 ÷ 2 ÷ 2 ÷ 2 = 3000."
    operation = Operation.MULTIPLY
    priority = 8

    @staticmethod
    def _fits(special: Fraction, other: Fraction) -> bool:
        return special == 125 and other >= 0 and other not in (5, 50, 25)

    def _applies(self, p: Problem) -> bool:
        return pick(p, self._fits) is not None

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        halvings = ["125 is an eighth of 1000, so halve.", "Halve again.", "Halve a third time."]
        return scale_then_halve(picked(p, self._fits)[1], 1000, halvings)

    def make_problem(self, rng: random.Random) -> Problem:
        other = 8 * rng.randint(2, 12) if rng.random() < 0.6 else one_of(rng, 2, 99, HAVE_OWN_SHORTCUT)
        return in_order(rng, 125, other)


class MultiplyByNines(Technique):
    """Times 9, 99, 999: times 10, 100, 1000, then take the number away once."""

    name = "multiply_by_nines"
    title = "Times 9, 99, 999"
    rule = "To multiply by 9, 99 or 999, multiply by 10, 100 or 1000 and take the number away once."
    why = "99 is 100 − 1, so 99 lots of a number are 100 lots minus one lot: 99 × 34 = 3400 − 34 = 3366."
    operation = Operation.MULTIPLY
    priority = 8

    @staticmethod
    def _fits(special: Fraction, other: Fraction) -> bool:
        return nines_length(special) is not None and other >= 0 and other not in (5, 50, 25, 125)

    def _applies(self, p: Problem) -> bool:
        return pick(p, self._fits) is not None

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        nines, other = picked(p, self._fits)
        power = nines + 1
        scaled = other * power
        answer = scaled - other
        return [
            step(f"Multiply by {fmt(power)} instead.", f"{fmt(other)} × {fmt(power)}", scaled),
            step(
                f"{fmt(nines)} is one less than {fmt(power)}, so take one {fmt(other)} away.",
                f"{fmt(scaled)} − {fmt(other)}",
                answer,
            ),
        ], answer

    def make_problem(self, rng: random.Random) -> Problem:
        return in_order(rng, rng.choice([9, 99, 99, 999]), one_of(rng, 2, 89, HAVE_OWN_SHORTCUT))


class MultiplyTeens(Technique):
    """Two teens: one number plus the other's ones, times 10, plus the ones multiplied."""

    name = "multiply_teens"
    title = "Multiplying two teens"
    rule = (
        "For two numbers from 11 to 19, add one number to the ones digit of the other, times 10, then add "
        "the product of the ones digits."
    )
    why = "With a = 10 + x and b = 10 + y, a × b = 100 + 10x + 10y + x × y, which is 10 × (a + y) + x × y."
    operation = Operation.MULTIPLY
    priority = 7

    def _applies(self, p: Problem) -> bool:
        return whole_between(p.a, 11, 19) and whole_between(p.b, 11, 19)

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        ones_a, ones_b = p.a - 10, p.b - 10
        across = p.a + ones_b
        tens = across * 10
        ones = ones_a * ones_b
        answer = tens + ones
        return [
            step(f"Add {fmt(p.a)} and the ones digit of {fmt(p.b)}.", f"{fmt(p.a)} + {fmt(ones_b)}", across),
            step("Multiply by 10.", f"{fmt(across)} × 10", tens),
            step("Multiply the ones digits.", f"{fmt(ones_a)} × {fmt(ones_b)}", ones),
            step("Add the two parts.", f"{fmt(tens)} + {fmt(ones)}", answer),
        ], answer

    def make_problem(self, rng: random.Random) -> Problem:
        a = rng.randint(12, 19)
        b = one_of(rng, 12, 19, {30 - a, 15} if a == 15 else {30 - a})
        return times(a, b)


class DifferenceOfSquares(Technique):
    """Equal steps either side of a round number: the middle squared minus the step squared."""

    name = "difference_of_squares"
    title = "Equal steps either side of a round number"
    rule = (
        "When two numbers are the same distance either side of a round number, multiply by squaring the "
        "middle and taking away the distance squared."
    )
    why = (
        "The numbers are m − d and m + d around the middle m, and (m − d) × (m + d) = m × m − d × d because "
        "the two cross terms, −md and +md, cancel."
    )
    operation = Operation.MULTIPLY
    priority = 7

    def _applies(self, p: Problem) -> bool:
        if not (whole_nonnegative(p.a, p.b) and p.a >= 10 and p.b >= 10 and p.a != p.b):
            return False
        middle, gap = (p.a + p.b) / 2, abs(p.a - p.b) / 2
        return is_whole(middle) and int(middle) % 10 == 0 and 1 <= gap <= 9

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        middle, gap = (p.a + p.b) / 2, abs(p.a - p.b) / 2
        big, small = middle * middle, gap * gap
        answer = big - small
        return [
            step(
                f"Both are {fmt(gap)} from {fmt(middle)}, so square {fmt(middle)}.",
                f"{fmt(middle)} × {fmt(middle)}",
                big,
            ),
            step(f"Square the distance {fmt(gap)}.", f"{fmt(gap)} × {fmt(gap)}", small),
            step("Take the small square from the big one.", f"{fmt(big)} − {fmt(small)}", answer),
        ], answer

    def make_problem(self, rng: random.Random) -> Problem:
        middle, gap = rng.randint(2, 9) * 10, rng.randint(1, 9)
        if {middle - gap, middle + gap} & {11, 25, 99}:
            gap = 2
        return in_order(rng, middle - gap, middle + gap)


class SquareNextToRound(Technique):
    """Squaring one away from a round number: the round square, then add or take both numbers."""

    name = "square_next_to_round"
    title = "Squaring a number one away from a round number"
    rule = (
        "For a number ending in 1, square the round number below and add both numbers; for one ending in "
        "9, square the round number above and take both away."
    )
    why = (
        "(n + 1) × (n + 1) = n × n + 2n + 1 = n × n + n + (n + 1), the round number squared plus both "
        "numbers; in the same way (n − 1) × (n − 1) = n × n − n − (n − 1)."
    )
    operation = Operation.MULTIPLY
    priority = 7

    def _applies(self, p: Problem) -> bool:
        return p.a == p.b and p.a >= 21 and ends_in(p.a, 1, 9)

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        x = p.a
        below = ends_in(x, 1)
        round_number = x - 1 if below else x + 1
        square = round_number * round_number
        answer = square + round_number + x if below else square - round_number - x
        return [
            step(
                f"Square the round number {'below' if below else 'above'}, {fmt(round_number)}.",
                f"{fmt(round_number)} × {fmt(round_number)}",
                square,
            ),
            step(
                f"{'Add' if below else 'Take away'} {fmt(round_number)} and {fmt(x)}.",
                f"{fmt(square)} {'+' if below else '−'} {fmt(round_number)} {'+' if below else '−'} {fmt(x)}",
                answer,
            ),
        ], answer

    def make_problem(self, rng: random.Random) -> Problem:
        near_round = [n for n in (*range(21, 90), *range(111, 300)) if n % 10 in (1, 9) and not 40 <= n <= 60]
        return square(rng.choice(near_round))


class MultiplyBy15(Technique):
    """Times 15: ten lots plus half of that again."""

    name = "multiply_by_15"
    title = "Times 15: ten lots plus half again"
    rule = "Fifteen is ten plus half of ten: multiply by 10 and add half of that."
    why = "15 lots are 10 lots plus 5 lots, and 5 lots are half of 10 lots: 15 × 14 = 140 + 70 = 210."
    operation = Operation.MULTIPLY
    priority = 6

    @staticmethod
    def _fits(special: Fraction, other: Fraction) -> bool:
        return special == 15 and other >= 0

    def _applies(self, p: Problem) -> bool:
        return pick(p, self._fits) is not None

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        other = picked(p, self._fits)[1]
        tens = other * 10
        half = tens / 2
        answer = tens + half
        return [
            step("Multiply by 10.", f"{fmt(other)} × 10", tens),
            step("Half of that is 5 lots.", f"{fmt(tens)} ÷ 2", half),
            step("Add them, as 10 lots and 5 lots make 15 lots.", f"{fmt(tens)} + {fmt(half)}", answer),
        ], answer

    def make_problem(self, rng: random.Random) -> Problem:
        return in_order(rng, 15, one_of(rng, 2, 99, HAVE_OWN_SHORTCUT | set(range(11, 20))))


class MultiplyBy75(Technique):
    """Times 75: times 100, a quarter of that, times 3."""

    name = "multiply_by_75"
    title = "Times 75: three quarters of a hundred"
    rule = "Seventy-five is three quarters of 100: multiply by 100, quarter it, then times 3."
    why = (
        "75 is three quarters of 100, so 75 lots are 100 lots divided by 4, then times 3: 75 × 12 = 1200 ÷ 4 "
        "× 3 = 900."
    )
    operation = Operation.MULTIPLY
    priority = 6

    @staticmethod
    def _fits(special: Fraction, other: Fraction) -> bool:
        return special == 75 and other >= 0 and other != 15

    def _applies(self, p: Problem) -> bool:
        return pick(p, self._fits) is not None

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        other = picked(p, self._fits)[1]
        hundred = other * 100
        quarter = hundred / 4
        answer = quarter * 3
        return [
            step("Multiply by 100.", f"{fmt(other)} × 100", hundred),
            step("Take a quarter.", f"{fmt(hundred)} ÷ 4", quarter),
            step("Three quarters are 3 of those quarters.", f"{fmt(quarter)} × 3", answer),
        ], answer

    def make_problem(self, rng: random.Random) -> Problem:
        other = (
            4 * rng.randint(2, 24) if rng.random() < 0.6 else one_of(rng, 2, 99, HAVE_OWN_SHORTCUT | {65, 85})
        )
        return in_order(rng, 75, other)


class DoubleAndDouble(Technique):
    """Times 4 or 8: double two or three times."""

    name = "double_and_double"
    title = "Times 4 or 8: keep doubling"
    rule = "Multiplying by 4 is doubling twice; multiplying by 8 is doubling three times."
    why = (
        "4 is 2 × 2 and 8 is 2 × 2 × 2, so multiplying by 4 is doubling twice and multiplying by 8 is "
        "doubling three times."
    )
    operation = Operation.MULTIPLY
    priority = 6

    @staticmethod
    def _fits(special: Fraction, other: Fraction) -> bool:
        return special in (4, 8) and other >= 0 and other not in (15, 75)

    def _applies(self, p: Problem) -> bool:
        return pick(p, self._fits) is not None

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        multiplier, value = picked(p, self._fits)
        says = ["Double it.", "Double again.", "Double a third time."][: 2 if multiplier == 4 else 3]
        steps = []
        for say in says:
            steps.append(step(say, f"2 × {fmt(value)}", 2 * value))
            value *= 2
        return steps, value

    def make_problem(self, rng: random.Random) -> Problem:
        other = one_of(rng, 6, 99, HAVE_OWN_SHORTCUT) if rng.random() < 0.8 else one_of(rng, 102, 499, {125})
        return in_order(rng, rng.choice([4, 8]), other)


class NearBaseMultiplication(Technique):
    """Near 100 or 1000: cross-add, times the base, plus the product of the differences."""

    name = "near_base_multiplication"
    title = "Near a base of 100 or 1000 (Vedic: all from 9 and the last from 10)"
    rule = (
        "For two numbers near 100 or 1000, cross-add one number and the other's difference from the base, "
        "times the base, then add the product of the differences."
    )
    why = (
        "With a = B + x and b = B + y near the base B, a × b = B × B + B × x + B × y + x × y = B × (a + y) + "
        "x × y: the cross-sum times the base, plus the product of the differences."
    )
    operation = Operation.MULTIPLY
    priority = 6

    @staticmethod
    def _base(a: Fraction, b: Fraction) -> int | None:
        if not (is_whole(a) and is_whole(b) and a > 0):
            return None
        length = len(str(int(a)))
        for k in (length - 1, length):
            base = 10**k
            if k >= 2 and abs(a - base) * 10 <= base and abs(b - base) * 10 <= base:
                return int(base)
        return None

    def _applies(self, p: Problem) -> bool:
        return self._base(p.a, p.b) is not None

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        return cross_from_base(p.a, p.b, Fraction(self._base(p.a, p.b) or 0))

    def make_problem(self, rng: random.Random) -> Problem:
        base, reach = (100, 10) if rng.random() < 0.75 else (1000, 30)
        while True:
            a, b = (base + rng.choice([-1, 1]) * rng.randint(2, reach) for _ in range(2))
            balanced = (a + b) % 20 == 0 and abs(a - b) <= 18
            same_front = a // 10 == b // 10 and a % 10 + b % 10 == 10
            if a != b and not balanced and not same_front:
                return times(a, b)


class SquareByUpDown(Technique):
    """Squaring: go up and down to a round number, multiply, add the step squared."""

    name = "square_by_up_down"
    title = "Squaring: up and down to a round number"
    rule = (
        "To square a number, go up and down by the same amount so one of the pair is round, multiply the "
        "pair, and add the amount squared."
    )
    why = (
        "(n − d) × (n + d) = n × n − d × d, so n × n = (n − d) × (n + d) + d × d; picking d to make one of "
        "the pair round makes the product easy."
    )
    operation = Operation.MULTIPLY
    priority = 6

    def _applies(self, p: Problem) -> bool:
        return p.a == p.b and whole_between(p.a, 11, 99) and not ends_in(p.a, 0)

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        ones = int(p.a) % 10
        gap = ones if ones <= 5 else 10 - ones
        round_number, partner = (p.a - gap, p.a + gap) if ones <= 5 else (p.a + gap, p.a - gap)
        moves = "down {0} and up {0}" if ones <= 5 else "up {0} and down {0}"
        pair = round_number * partner
        answer = pair + gap * gap
        return [
            step(
                f"Go {moves.format(gap)}, then multiply {fmt(round_number)} by {fmt(partner)}.",
                f"{fmt(round_number)} × {fmt(partner)}",
                pair,
            ),
            step(f"Add {gap} squared.", f"{fmt(pair)} + {gap} × {gap}", answer),
        ], answer

    def make_problem(self, rng: random.Random) -> Problem:
        x = rng.choice([n for n in range(22, 89) if n % 10 in (2, 3, 4, 6, 7, 8) and not 40 <= n <= 60])
        return square(x)


class NearWorkingBase(Technique):
    """Near a round working base: cross-add, times the base, plus the product of the differences."""

    name = "near_working_base"
    title = "Near a round working base (20, 30, 50, 60, …)"
    rule = (
        "When both numbers are close to the same multiple of ten, use it as the base: cross-add, times the "
        "base, plus the product of the differences."
    )
    why = (
        "With a = B + x and b = B + y near a round base B, a × b = B × (a + y) + x × y, because B × (B + x + "
        "y) covers every part of the product except x × y."
    )
    operation = Operation.MULTIPLY
    priority = 5

    @staticmethod
    def _base(a: Fraction, b: Fraction) -> int | None:
        if not (is_whole(a) and is_whole(b)) or int(a) % 10 == 5:
            return None
        base = (int(a) + 5) // 10 * 10
        if base < 20 or power_of_10_exponent(Fraction(base)) is not None or abs(b - base) > 4:
            return None
        return base

    def _applies(self, p: Problem) -> bool:
        return self._base(p.a, p.b) is not None

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        return cross_from_base(p.a, p.b, Fraction(self._base(p.a, p.b) or 0))

    def make_problem(self, rng: random.Random) -> Problem:
        base = rng.choice([20, 30, 40, 50, 60, 70, 80])
        da = rng.choice([-4, -3, -2, -1, 1, 2, 3, 4])
        db = rng.choice([d for d in (-4, -3, -2, -1, 1, 2, 3, 4) if d not in (da, -da)])
        if base == 20 and da < 0 and db < 0:
            da = -da
        return times(base + da, base + db)


class HalveAndDouble(Technique):
    """Halve the even factor and double the one ending in 5 to make it round."""

    name = "halve_and_double"
    title = "Halve one, double the other"
    rule = (
        "Halving one factor and doubling the other keeps the product; doubling a number ending in 5 makes "
        "it round."
    )
    why = (
        "Halving one factor and doubling the other cancel out, so the product stays the same (16 × 35 = 8 × "
        "70), and doubling a number ending in 5 gives one ending in 0."
    )
    operation = Operation.MULTIPLY
    priority = 5

    @staticmethod
    def _fits(five: Fraction, even: Fraction) -> bool:
        return five >= 15 and ends_in(five, 5) and even >= 2 and ends_in(even, 0, 2, 4, 6, 8)

    def _applies(self, p: Problem) -> bool:
        return pick(p, self._fits) is not None

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        five, even = picked(p, self._fits)
        half, double = even / 2, 2 * five
        answer = half * double
        return [
            step(f"Halve {fmt(even)}.", f"{fmt(even)} ÷ 2", half),
            step(f"Double {fmt(five)}.", f"2 × {fmt(five)}", double),
            step("Multiply the new pair.", f"{fmt(half)} × {fmt(double)}", answer),
        ], answer

    def make_problem(self, rng: random.Random) -> Problem:
        five = rng.choice([35, 45, 55, 65, 85, 95, 105, 115, 135, 145, 165])
        return in_order(rng, five, 2 * one_of(rng, 3, 24, {4, 5}))


class MultiplyByRounding(Technique):
    """A factor just below a round number: multiply by the round number, take off the extra lots."""

    name = "multiply_by_rounding"
    title = "Round up, multiply, take off the extra"
    rule = "For a factor just below a round number, multiply by the round number and take off the extra lots."
    why = (
        "A number just below a round number is the round number minus a few, so multiplying by it gives the "
        "round number's lots minus those few lots: 39 × 7 = 40 × 7 − 1 × 7."
    )
    operation = Operation.MULTIPLY
    priority = 4

    @staticmethod
    def _fits(x: Fraction, y: Fraction) -> bool:
        return x >= 18 and ends_in(x, 8, 9) and is_whole(y) and y >= 2

    def _applies(self, p: Problem) -> bool:
        return p.a != p.b and pick(p, self._fits) is not None and not MultiplyRoundNumbers._fits(p)

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        x, y = picked(p, self._fits)
        gap = 10 - int(x) % 10
        round_number = x + gap
        whole_lots = round_number * y
        extra = gap * y
        answer = whole_lots - extra
        lots = "lot" if gap == 1 else "lots"
        return [
            step(
                f"{fmt(x)} is {gap} less than {fmt(round_number)}, so multiply by {fmt(round_number)}.",
                f"{fmt(round_number)} × {fmt(y)}",
                whole_lots,
            ),
            step(f"Work out the {gap} extra {lots}.", f"{gap} × {fmt(y)}", extra),
            step("Take off the extra.", f"{fmt(whole_lots)} − {fmt(extra)}", answer),
        ], answer

    def make_problem(self, rng: random.Random) -> Problem:
        x = rng.choice([2, 3, 4, 5, 6, 7, 8, 9, *range(11, 41)]) * 10 - rng.choice([1, 2])
        return in_order(rng, x, rng.choice([2, 3, 6, 7]))


class MultiplyBy12Trachtenberg(Technique):
    """Times 12: each column is twice the digit plus its right-hand neighbour."""

    name = "multiply_by_12_trachtenberg"
    title = "Times 12 (Trachtenberg): double each digit and add its neighbour"
    rule = (
        "To multiply by 12, work from the right: each answer column is twice the digit plus the digit to "
        "its right, carrying tens."
    )
    why = (
        "12 is 10 + 2, so 12 lots of a number are the number shifted one place plus twice the number: each "
        "column of the answer gets twice its own digit plus the digit to its right, with tens carried left."
    )
    operation = Operation.MULTIPLY
    priority = 3

    @staticmethod
    def _fits(special: Fraction, other: Fraction) -> bool:
        return special == 12 and whole_between(other, 10, 9999)

    def _applies(self, p: Problem) -> bool:
        return pick(p, self._fits) is not None

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        digits = [0, *digits_of(picked(p, self._fits)[1])]
        steps = [step(f"Double the units digit, {digits[-1]}.", f"2 × {digits[-1]}", 2 * digits[-1])]
        for digit, neighbour in reversed(list(pairwise(digits[1:]))):
            say = f"Double {digit} and add its neighbour {neighbour}."
            steps.append(step(say, f"2 × {digit} + {neighbour}", 2 * digit + neighbour))
        front = f"The 0 added in front takes just its neighbour, {digits[1]}."
        steps.append(step(front, f"2 × 0 + {digits[1]}", digits[1]))
        columns = [int(s.result) for s in reversed(steps)]
        answer = Fraction(columns_value(columns))
        steps.append(step("Write the columns right to left, carrying tens.", columns_expr(columns), answer))
        return steps, answer

    def make_problem(self, rng: random.Random) -> Problem:
        tens = rng.randint(2, 9) if rng.random() < 0.7 else one_of(rng, 11, 99, {10})
        return in_order(rng, 12, tens * 10 + rng.choice([1, 2, 3, 4, 6, 7]))


class MultiplyDecimalsAsWhole(Technique):
    """Multiply without the points, then put back as many decimal places as both had."""

    name = "multiply_decimals_as_whole"
    title = "Multiply decimals as whole numbers"
    rule = (
        "Multiply without the decimal points, then give the answer as many decimal places as the two "
        "numbers had together."
    )
    why = (
        "Dropping a point multiplies a number by a power of ten (0.3 → 3 is × 10), so the whole-number "
        "product is too big by both powers together; dividing by them puts back as many decimal places as "
        "the two numbers had between them."
    )
    operation = Operation.MULTIPLY
    priority = 3

    def _applies(self, p: Problem) -> bool:
        terminating = decimal_places(p.a) is not None and decimal_places(p.b) is not None
        return p.a >= 0 and p.b >= 0 and not p.whole and terminating

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        places_a, places_b = decimal_places(p.a) or 0, decimal_places(p.b) or 0
        whole_a, whole_b = p.a * 10**places_a, p.b * 10**places_b
        product = whole_a * whole_b
        scale = 10 ** (places_a + places_b)
        answer = product / scale
        total = (
            f"{places_a} + {places_b} = {places_a + places_b}"
            if places_a and places_b
            else f"{places_a + places_b}"
        )
        places = "place" if places_a + places_b == 1 else "places"
        return [
            step(
                "Leave out the points and multiply the whole numbers.",
                f"{fmt(whole_a)} × {fmt(whole_b)}",
                product,
            ),
            step(
                f"{total} decimal {places} in all, so divide by {fmt(scale)}.",
                f"{fmt(product)} ÷ {fmt(scale)}",
                answer,
            ),
        ], answer

    def make_problem(self, rng: random.Random) -> Problem:
        a = random_decimal(rng, 0, 9, 1)
        b = random_decimal(rng, 0, 9, 1) if rng.random() < 0.6 else Fraction(rng.choice([2, 3, 6, 7, 12, 13]))
        if power_of_10_exponent(a) is not None:
            a += Fraction(1, 10)
        if power_of_10_exponent(b) is not None:
            b += Fraction(1, 10)
        return in_order(rng, a, b)


class MultiplySignsFirst(Technique):
    """Multiply the sizes, then the sign: one minus makes it negative, two make it positive."""

    name = "multiply_signs_first"
    title = "Signs first"
    rule = (
        "Multiply the sizes, then the sign: one negative gives a negative answer, two negatives a positive "
        "one."
    )
    why = (
        "A minus sign turns a number to the opposite side of zero: one turns the product negative and a "
        "second turns it back, while the size is the same either way."
    )
    operation = Operation.MULTIPLY
    priority = 3

    def _applies(self, p: Problem) -> bool:
        return p.a < 0 or p.b < 0

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        size = abs(p.a) * abs(p.b)
        answer = p.a * p.b
        if answer == 0:
            sign = "Anything times 0 is 0, whatever the sign."
        elif p.a < 0 and p.b < 0:
            sign = "Two minus signs make the answer positive."
        else:
            sign = "One minus sign makes the answer negative."
        return [
            step("Multiply the sizes.", f"{fmt(abs(p.a))} × {fmt(abs(p.b))}", size),
            step(sign, f"{term(p.a)} × {term(p.b)}", answer),
        ], answer

    def make_problem(self, rng: random.Random) -> Problem:
        a, b = rng.randint(2, 20), rng.randint(2, 12)
        signs = rng.choice([(-1, 1), (1, -1), (-1, -1)])
        return times(a * signs[0], b * signs[1])


class VerticallyAndCrosswise(Technique):
    """Two 2-digit numbers: tens × tens, the cross products, ones × ones, then carry."""

    name = "vertically_and_crosswise"
    title = "Vertically and crosswise (Vedic)"
    rule = (
        "For two 2-digit numbers: tens × tens, then the cross products added, then ones × ones, combined "
        "with carries."
    )
    why = (
        "With 10a + b and 10c + d, the product is 100 × a × c + 10 × (a × d + b × c) + b × d: tens times "
        "tens make hundreds, the two cross products make tens, and ones times ones make ones."
    )
    operation = Operation.MULTIPLY
    priority = 2

    def _applies(self, p: Problem) -> bool:
        return whole_between(p.a, 10, 99) and whole_between(p.b, 10, 99)

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        (tens_a, ones_a), (tens_b, ones_b) = digits_of(p.a), digits_of(p.b)
        left, right = tens_a * tens_b, ones_a * ones_b
        cross = tens_a * ones_b + ones_a * tens_b
        answer = Fraction(left * 100 + cross * 10 + right)
        return [
            step("Vertically on the left, tens times tens.", f"{tens_a} × {tens_b}", left),
            step(
                "Crosswise, add the two cross products.", f"{tens_a} × {ones_b} + {ones_a} × {tens_b}", cross
            ),
            step("Vertically on the right, ones times ones.", f"{ones_a} × {ones_b}", right),
            step("Combine as hundreds, tens and ones, carrying.", columns_expr([left, cross, right]), answer),
        ], answer

    def make_problem(self, rng: random.Random) -> Problem:
        a = rng.randint(2, 9) * 10 + rng.choice([1, 2, 3, 4, 6, 7])
        b = rng.choice([n for n in range(21, 98) if n % 10 in (1, 2, 3, 4, 6, 7) and abs(n - a) >= 20])
        return times(a, b)


class MultiplyInParts(Technique):
    """Split one factor into place values, multiply each part, add the pieces."""

    name = "multiply_in_parts"
    title = "Multiply in parts (left to right)"
    rule = "Split one factor into its place values, multiply each part, and add the pieces."
    why = (
        "Multiplying a sum is multiplying each of its parts and adding (7 × 234 = 7 × 200 + 7 × 30 + 7 × 4), "
        "and each part is a single digit times an easy number."
    )
    operation = Operation.MULTIPLY
    priority = 1

    @staticmethod
    def _parts(x: Fraction) -> list[Fraction]:
        if decimal_places(x) is None:
            return [x]
        return place_value_parts(x, blocks=3) or [Fraction(0)]

    def _split(self, p: Problem) -> tuple[Fraction, Fraction]:
        """(the factor to split, the other one)."""
        if whole_between(p.b, 0, 9):
            return p.a, p.b
        if whole_between(p.a, 0, 9):
            return p.b, p.a
        return (p.a, p.b) if len(self._parts(p.a)) < len(self._parts(p.b)) else (p.b, p.a)

    def _applies(self, p: Problem) -> bool:
        return p.a >= 0 and p.b >= 0

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        split, other = self._split(p)
        pieces = [part * other for part in self._parts(split)]
        steps = [
            step(f"Multiply {fmt(part)} by {fmt(other)}.", f"{fmt(part)} × {fmt(other)}", piece)
            for part, piece in zip(self._parts(split), pieces, strict=True)
        ]
        answer = sum(pieces, Fraction(0))
        if len(pieces) > 1:
            steps.append(step("Add the pieces.", " + ".join(fmt(piece) for piece in pieces), answer))
        return steps, answer

    def make_problem(self, rng: random.Random) -> Problem:
        big = rng.randint(2, 99) * 10 + rng.choice([1, 2, 3, 4, 6, 7])
        if big == 101:
            big = 102
        small = (
            rng.choice([2, 3, 6, 7]) if rng.random() < 0.8 else rng.randint(2, 9) * 10 + rng.choice([1, 3])
        )
        if small > 9 and big < 100:
            big += 300
        return in_order(rng, big, small)
