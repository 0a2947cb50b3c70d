"""Division shortcuts: the guard, powers of ten, nines, easy divisors, halving, factors, decimals, signs."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import ClassVar

from quickmath.domain import Operation, Problem, Step
from quickmath.techniques.base import Technique
from quickmath.techniques.common import (
    counted,
    decimal_places,
    fmt,
    is_whole,
    mixed,
    nines_length,
    place_value_parts,
    power_of_10_exponent,
    random_decimal,
    step,
    whole_nonnegative,
)


def division(a: int | Fraction, b: int | Fraction) -> Problem:
    return Problem(Operation.DIVIDE, Fraction(a), Fraction(b))


def group(x: Fraction) -> str:
    """A number as an operand: negatives and fractions in brackets, so (10/3) is read as one number."""
    text = fmt(x)
    return f"({text})" if x < 0 or decimal_places(x) is None else text


def giving(x: Fraction) -> str:
    """', giving 3 1/3' when x has no exact decimal, so the learner sees the mixed number; else nothing."""
    return f", giving {mixed(x)}" if decimal_places(x) is None else ""


def trailing_zeros(x: Fraction) -> int:
    digits = fmt(x)
    return len(digits) - len(digits.rstrip("0"))


def factor_pair(b: Fraction) -> tuple[int, int] | None:
    """The two factors from 2 to 12 that make b, as close together as possible (24 → 4, 6)."""
    if not is_whole(b) or not 6 <= b <= 144:
        return None
    n = int(b)
    pairs = [(f, n // f) for f in range(2, 13) if n % f == 0 and f <= n // f <= 12]
    return max(pairs) if pairs else None


class DivideByOneOrItself(Technique):
    """A number ÷ 1 is itself, a number ÷ itself is 1, and 0 ÷ anything is 0."""

    name = "divide_by_one_or_itself"
    title = "Dividing by 1, by itself, or into 0"
    rule = "A number divided by 1 is itself, a number divided by itself is 1, and 0 divided by anything is 0."
    why = (
        "Division asks how many lots of the divisor make the number: a number is that many lots of 1, one "
        "lot of itself, and no lots of anything make 0."
    )
    operation = Operation.DIVIDE
    priority = 10

    def _applies(self, p: Problem) -> bool:
        return p.b != 0 and (p.b == 1 or p.a == p.b or p.a == 0)

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        answer = p.a / p.b
        if p.a == 0:
            say = "0 divided by anything is 0."
        elif p.b == 1:
            say = f"Dividing by 1 leaves {fmt(p.a)} as it is."
        else:
            say = "A number divided by itself is 1."
        return [step(say, f"{group(p.a)} ÷ {group(p.b)}", answer)], answer

    def make_problem(self, rng: random.Random) -> Problem:
        x = Fraction(rng.randint(2, 999)) if rng.random() < 0.8 else random_decimal(rng, 1, 99, 1)
        if rng.random() < 0.2:
            x = -x
        a, b = rng.choice([(x, Fraction(1)), (x, x), (Fraction(0), x)])
        return division(a, b)


class DivideByPowerOf10(Technique):
    """Dividing by 10ᵏ moves the point k places left (right for 0.1, 0.01, …)."""

    name = "divide_by_power_of_10"
    title = "Divide by 10, 100, 1000 (or 0.1, 0.01)"
    rule = "Dividing by 10ᵏ moves the decimal point k places left (right when dividing by 0.1, 0.01, …)."
    why = (
        "Each place is worth ten times the place to its right, so dividing by 10 moves every digit one place "
        "to the right, which is moving the point one place left; dividing by 0.1 is multiplying by 10."
    )
    operation = Operation.DIVIDE
    priority = 9

    def _applies(self, p: Problem) -> bool:
        return p.a >= 0 and power_of_10_exponent(p.b) not in (None, 0)

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        k = power_of_10_exponent(p.b) or 0
        answer = p.a / p.b
        direction = "left" if k > 0 else "right"
        say = f"Move the point {counted(abs(k), 'place')} {direction}."
        return [step(say, f"{group(p.a)} ÷ {fmt(p.b)}", answer)], answer

    def make_problem(self, rng: random.Random) -> Problem:
        a = (
            Fraction(rng.randint(1, 9999))
            if rng.random() < 0.75
            else random_decimal(rng, 1, 999, rng.randint(1, 2))
        )
        k = rng.choice([1, 1, 2, 2, 3, -1, -2])
        return division(a, Fraction(10) ** k)


class RepeatingNinesDenominator(Technique):
    """A whole number below 9, 99, 999 over it repeats its own digits for ever."""

    name = "repeating_nines_denominator"
    title = "Over 9, 99, 999: the digits repeat"
    rule = (
        "A whole number below 9, 99 or 999 divided by it is a repeating decimal whose repeating block "
        "is the number itself, padded to the same number of digits."
    )
    why = (
        "1 ÷ 99 = 0.010101…, so a number below 99 divided by 99 is that many lots of 0.0101…, which writes "
        "its two digits again and again; 9 and 999 work the same with blocks of one and three digits."
    )
    operation = Operation.DIVIDE
    priority = 9

    def _applies(self, p: Problem) -> bool:
        return nines_length(p.b) is not None and is_whole(p.a) and 0 < p.a < p.b

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        k = nines_length(p.b) or 1
        block = fmt(p.a).rjust(k, "0")
        answer = p.a / p.b
        say = f"Write {fmt(p.a)} as the {fmt(k)}-digit block {block}, repeated for ever after the point."
        return [step(say, f"{fmt(p.a)} ÷ {fmt(p.b)}", answer)], answer

    def make_problem(self, rng: random.Random) -> Problem:
        b = 10 ** rng.choice([1, 2, 2, 3]) - 1
        return division(rng.randint(1, b - 1), b)


class _TimesThenShift(Technique):
    """Shared working for ÷ 5, 25, 50, 125: multiply up to a power of ten, then move the point."""

    divisor: ClassVar[int]
    multiplier: ClassVar[int]
    largest_quotient: ClassVar[int]
    operation = Operation.DIVIDE
    priority = 8

    def _applies(self, p: Problem) -> bool:
        return p.a >= 0 and p.b == self.divisor

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        power = self.divisor * self.multiplier
        scaled = p.a * self.multiplier
        answer = scaled / power
        return [
            step(
                f"Multiply by {fmt(self.multiplier)} instead.",
                f"{group(p.a)} × {fmt(self.multiplier)}",
                scaled,
            ),
            step(f"Then divide by {fmt(power)} (move the point).", f"{group(scaled)} ÷ {fmt(power)}", answer),
        ], answer

    def make_problem(self, rng: random.Random) -> Problem:
        roll = rng.random()
        if roll < 0.7:
            a = Fraction(self.divisor * rng.randint(3, self.largest_quotient))
        elif roll < 0.9:
            a = Fraction(rng.randint(self.divisor + 1, self.divisor * self.largest_quotient))
        else:
            a = random_decimal(rng, 1, 99, 1)
        return division(a, self.divisor)


class DivideBy5(_TimesThenShift):
    """Dividing by 5: double, then divide by 10."""

    name = "divide_by_5"
    title = "Divide by 5: double, then ÷ 10"
    rule = "Dividing by 5 is the same as doubling and dividing by 10."
    why = (
        "Multiplying both numbers by the same amount keeps the quotient, and 5 × 2 = 10: so a ÷ 5 is (a × 2) "
        "÷ 10, and dividing by 10 only moves the point."
    )
    divisor = 5
    multiplier = 2
    largest_quotient = 199


class DivideBy25(_TimesThenShift):
    """Dividing by 25: multiply by 4, then divide by 100."""

    name = "divide_by_25"
    title = "Divide by 25: times 4, then ÷ 100"
    rule = "There are four 25s in every 100, so multiply by 4 and divide by 100."
    why = (
        "Multiplying both numbers by the same amount keeps the quotient, and 25 × 4 = 100: so a ÷ 25 is (a × "
        "4) ÷ 100, and dividing by 100 only moves the point."
    )
    divisor = 25
    multiplier = 4
    largest_quotient = 60


class DivideBy50(_TimesThenShift):
    """Dividing by 50: double, then divide by 100."""

    name = "divide_by_50"
    title = "Divide by 50: double, then ÷ 100"
    rule = "There are two 50s in every 100, so double and divide by 100."
    why = (
        "Multiplying both numbers by the same amount keeps the quotient, and 50 × 2 = 100: so a ÷ 50 is (a × "
        "2) ÷ 100, and dividing by 100 only moves the point."
    )
    divisor = 50
    multiplier = 2
    largest_quotient = 40


class DivideBy125(_TimesThenShift):
    """Dividing by 125: multiply by 8, then divide by 1000."""

    name = "divide_by_125"
    title = "Divide by 125: times 8, then ÷ 1000"
    rule = "There are eight 125s in every 1000, so multiply by 8 and divide by 1000."
    why = (
        "Multiplying both numbers by the same amount keeps the quotient, and 125 × 8 = 1000: so a ÷ 125 is "
        "(a × 8) ÷ 1000, and dividing by 1000 only moves the point."
    )
    divisor = 125
    multiplier = 8
    largest_quotient = 40


class DivideByUnitFraction(Technique):
    """Dividing by 0.5, 0.25, 0.2 or 0.125 is multiplying by 2, 4, 5 or 8."""

    name = "divide_by_unit_fraction"
    title = "Divide by 0.5, 0.25, 0.2, 0.125"
    rule = "Dividing by a half, a quarter, a fifth or an eighth is multiplying by 2, 4, 5 or 8."
    why = (
        "Dividing by a quarter asks how many quarters fit, and every 1 holds 4 quarters, so the answer is 4 "
        "times the number; halves, fifths and eighths work the same way."
    )
    operation = Operation.DIVIDE
    priority = 8

    def _applies(self, p: Problem) -> bool:
        return p.a >= 0 and p.b.numerator == 1 and p.b.denominator in (2, 4, 5, 8)

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        n = p.b.denominator
        answer = p.a * n
        say = f"{fmt(p.b)} is 1/{fmt(n)}, so dividing by it is multiplying by {fmt(n)}."
        return [step(say, f"{group(p.a)} × {fmt(n)}", answer)], answer

    def make_problem(self, rng: random.Random) -> Problem:
        a = Fraction(rng.randint(2, 99)) if rng.random() < 0.8 else random_decimal(rng, 1, 20, 1)
        return division(a, Fraction(1, rng.choice([2, 4, 5, 8])))


class CancelCommonZeros(Technique):
    """Cross the same number of end zeros off both numbers; the quotient stays the same."""

    name = "cancel_common_zeros"
    title = "Cross off common zeros"
    rule = "Crossing the same number of end zeros off both numbers leaves the quotient unchanged."
    why = (
        "Crossing a zero off both numbers divides both by 10, and dividing both numbers by the same amount "
        "leaves the quotient unchanged: 600 ÷ 30 = 60 ÷ 3 = 20."
    )
    operation = Operation.DIVIDE
    priority = 7

    def _applies(self, p: Problem) -> bool:
        return whole_nonnegative(p.a, p.b) and p.a > 0 and p.b > 0 and p.a % 10 == 0 and p.b % 10 == 0

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        zeros = min(trailing_zeros(p.a), trailing_zeros(p.b))
        scale = 10**zeros
        a, b = p.a / scale, p.b / scale
        answer = a / b
        crossed = counted(zeros, "zero")
        return [
            step(f"Cross {crossed} off {fmt(p.a)}.", f"{fmt(p.a)} ÷ {fmt(scale)}", a),
            step(f"Cross {crossed} off {fmt(p.b)}.", f"{fmt(p.b)} ÷ {fmt(scale)}", b),
            step(f"Divide what is left{giving(answer)}.", f"{fmt(a)} ÷ {fmt(b)}", answer),
        ], answer

    def make_problem(self, rng: random.Random) -> Problem:
        b = rng.choice([2, 3, 4, 6, 7, 8, 9, 12]) * 10 ** rng.choice([1, 1, 2])
        if rng.random() < 0.8:
            a = b * rng.randint(2, 30) * rng.choice([1, 1, 10])
        else:
            a = rng.randint(11, 99) * 10 ** rng.choice([2, 3])
        return division(a, b)


class DivideBy9Vedic(Technique):
    """Dividing by 9: running digit totals give the quotient digits and the remainder."""

    name = "divide_by_9_vedic"
    title = "Divide by 9 with running digit totals (Vedic)"
    rule = (
        "To divide by 9, keep a running total of the digits: the totals before the last give the quotient, "
        "the last total is the remainder."
    )
    why = (
        "Every 10 is a 9 with 1 left over, so each digit passes its own value down to every place below it: "
        "the running total at each place is that place's share of nines, and the total of all the digits is "
        "what is left over."
    )
    operation = Operation.DIVIDE
    priority = 7

    def _applies(self, p: Problem) -> bool:
        return p.b == 9 and is_whole(p.a) and 100 <= p.a <= 999999

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        digits = [int(d) for d in fmt(p.a)]
        totals = [digits[0]]
        steps = []
        for digit in digits[1:]:
            start = f"Start with {fmt(digits[0])}; add" if len(totals) == 1 else "Add"
            steps.append(
                step(
                    f"{start} the next digit, {fmt(digit)}.",
                    f"{fmt(totals[-1])} + {fmt(digit)}",
                    totals[-1] + digit,
                )
            )
            totals.append(totals[-1] + digit)
        *front, remainder = totals
        places = [10 ** (len(front) - 1 - i) for i in range(len(front))]
        quotient = sum(t * place for t, place in zip(front, places, strict=True))
        parts = [
            f"{fmt(t)} × {fmt(place)}" if place > 1 else fmt(t)
            for t, place in zip(front, places, strict=True)
        ]
        steps.append(
            step("The totals before the last make the quotient (carry tens).", " + ".join(parts), quotient)
        )
        if remainder >= 9:
            nines, left = divmod(remainder, 9)
            held = counted(nines, "more nine")
            say = f"The last total, {fmt(remainder)}, holds {held}, so add to the quotient."
            steps.append(step(say, f"{fmt(quotient)} + {fmt(nines)}", quotient + nines))
            quotient, remainder = quotient + nines, left
        answer = p.a / 9
        if remainder:
            say = f"That is {fmt(quotient)} remainder {fmt(remainder)}, so {mixed(answer)}."
            steps.append(step(say, f"{fmt(quotient)} + {fmt(remainder)} ÷ 9", answer))
        return steps, answer

    def make_problem(self, rng: random.Random) -> Problem:
        return division(rng.randint(100, 9999) if rng.random() < 0.7 else rng.randint(100, 999), 9)


class DivideByHalving(Technique):
    """Dividing by 4, 8 or 16 is halving two, three or four times."""

    name = "divide_by_halving"
    title = "Divide by 4, 8, 16: keep halving"
    rule = "Dividing by 4, 8 or 16 is halving two, three or four times."
    why = (
        "4 is 2 × 2, 8 is 2 × 2 × 2 and 16 is 2 × 2 × 2 × 2, so dividing by them is halving two, three or "
        "four times."
    )
    operation = Operation.DIVIDE
    priority = 6

    def _applies(self, p: Problem) -> bool:
        return p.a >= 0 and p.b in (4, 8, 16)

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        value, steps = p.a, []
        for i in range(int(p.b).bit_length() - 1):
            steps.append(step("Halve it." if i == 0 else "Halve again.", f"{group(value)} ÷ 2", value / 2))
            value /= 2
        return steps, value

    def make_problem(self, rng: random.Random) -> Problem:
        b = rng.choice([4, 4, 8, 8, 16])
        a = b * rng.randint(3, 60) if rng.random() < 0.7 else rng.randint(10, 999)
        return division(a, b)


class DivideByFactors(Technique):
    """Split the divisor into two small factors and divide by each in turn."""

    name = "divide_by_factors"
    title = "Divide in two easy stages"
    rule = "To divide by a number like 24 or 35, split it into two small factors and divide by each in turn."
    why = (
        "Sharing into 24 equal parts is the same as sharing into 4 parts and then each part into 6, so a ÷ "
        "24 = a ÷ 4 ÷ 6: 720 ÷ 24 = 180 ÷ 6 = 30."
    )
    operation = Operation.DIVIDE
    priority = 5

    def _applies(self, p: Problem) -> bool:
        return (
            whole_nonnegative(p.a, p.b)
            and p.a > 0
            and p.b >= 6
            and p.a % p.b == 0
            and factor_pair(p.b) is not None
        )

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        f, g = factor_pair(p.b) or (1, int(p.b))
        first = p.a / f
        answer = first / g
        return [
            step(
                f"Split {fmt(p.b)} into {fmt(f)} × {fmt(g)}; divide by {fmt(f)} first.",
                f"{fmt(p.a)} ÷ {fmt(f)}",
                first,
            ),
            step(f"Then divide by {fmt(g)}.", f"{fmt(first)} ÷ {fmt(g)}", answer),
        ], answer

    def make_problem(self, rng: random.Random) -> Problem:
        b = rng.choice(
            [6, 12, 14, 15, 18, 21, 24, 27, 28, 32, 35, 36, 42, 45, 48, 49, 54, 56, 63, 64, 72, 81]
        )
        return division(b * rng.randint(3, 40), b)


class HalveBoth(Technique):
    """Halving both numbers keeps the quotient; halve until the divisor is small or odd."""

    name = "halve_both"
    title = "Halve both numbers"
    rule = "Halving both numbers keeps the quotient the same, so halve until the divisor is small or odd."
    why = (
        "A quotient counts how many times one number fits into the other, and halving both keeps that count "
        "the same: 144 ÷ 16 = 72 ÷ 8 = 36 ÷ 4 = 9."
    )
    operation = Operation.DIVIDE
    priority = 4

    def _applies(self, p: Problem) -> bool:
        return whole_nonnegative(p.a, p.b) and p.a > 0 and p.b >= 6 and p.a % 2 == 0 and p.b % 2 == 0

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        a, b, steps = p.a, p.b, []
        for i in range(3):
            if a % 2 or b % 2:
                break
            steps.append(step(f"Halve {fmt(a)}{' again' if i else ''}.", f"{fmt(a)} ÷ 2", a / 2))
            steps.append(step(f"Halve {fmt(b)} too.", f"{fmt(b)} ÷ 2", b / 2))
            a, b = a / 2, b / 2
        answer = a / b
        steps.append(step(f"Now divide{giving(answer)}.", f"{fmt(a)} ÷ {fmt(b)}", answer))
        return steps, answer

    def make_problem(self, rng: random.Random) -> Problem:
        b = rng.choice([13, 17, 19, 23]) * rng.choice([2, 4, 8])
        return division(b * rng.randint(2, 25), b)


class DivideDecimalsByMovingPoint(Technique):
    """Multiply both numbers by the same power of ten to make the divisor whole, then divide."""

    name = "divide_decimals_by_moving_point"
    title = "Move the point to make the divisor whole"
    rule = (
        "Multiplying both numbers by the same power of ten leaves the quotient unchanged, "
        "so make the divisor whole first."
    )
    why = (
        "Multiplying both numbers by the same power of ten leaves the quotient unchanged (4.8 ÷ 0.6 = 48 ÷ 6 "
        "= 8), and a whole divisor is easy to divide by. When only the number divided has decimals, dividing "
        "it as a whole number gives an answer 10, 100, … times too big, so the point moves back."
    )
    operation = Operation.DIVIDE
    priority = 3

    def _applies(self, p: Problem) -> bool:
        return p.a >= 0 and p.b > 0 and not p.whole

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        a, b = p.a, p.b
        answer = a / b
        a_places, b_places = decimal_places(a), decimal_places(b)
        if a_places is None or b_places is None:
            return [
                step(f"Divide the two numbers directly{giving(answer)}.", f"{group(a)} ÷ {group(b)}", answer)
            ], answer
        if b_places:
            scale = 10**b_places
            return [
                step(
                    f"Move both points {counted(b_places, 'place')} right, first in {fmt(a)}.",
                    f"{fmt(a)} × {fmt(scale)}",
                    a * scale,
                ),
                step(f"Then in {fmt(b)}.", f"{fmt(b)} × {fmt(scale)}", b * scale),
                step(
                    f"Divide by the whole number{giving(answer)}.",
                    f"{fmt(a * scale)} ÷ {fmt(b * scale)}",
                    answer,
                ),
            ], answer
        scale = 10**a_places
        as_whole = a * scale / b
        return [
            step(
                f"Divide as if {fmt(a)} were {fmt(a * scale)}{giving(as_whole)}.",
                f"{fmt(a * scale)} ÷ {fmt(b)}",
                as_whole,
            ),
            step(
                f"Move the point {counted(a_places, 'place')} back to the left{giving(answer)}.",
                f"{group(as_whole)} ÷ {fmt(scale)}",
                answer,
            ),
        ], answer

    def make_problem(self, rng: random.Random) -> Problem:
        quotient = rng.randint(2, 12)
        kind = rng.choice(["both", "dividend", "divisor"])
        if kind == "dividend":
            tenths = 10 * rng.randint(0, 9) + rng.choice([1, 2, 3, 4, 6, 7, 8, 9])
            b = rng.choice([3, 6, 7, 9])
            return division(Fraction(tenths * b, 10), b)
        b = rng.choice([3, 4, 6, 7, 8, 9])
        a = Fraction(quotient * b, 10) if kind == "both" else Fraction(quotient * b)
        return division(a, Fraction(b, 10))


class DivideSignsFirst(Technique):
    """Divide the sizes, then settle the sign: one minus gives negative, two give positive."""

    name = "divide_signs_first"
    title = "Signs first"
    rule = (
        "Divide the sizes, then the sign: one negative gives a negative answer, two negatives a positive one."
    )
    why = (
        "Division undoes multiplication, so it follows the same sign rule: one minus sign gives a negative "
        "answer, two give a positive one, and the size is the same either way."
    )
    operation = Operation.DIVIDE
    priority = 3

    def _applies(self, p: Problem) -> bool:
        return p.b != 0 and (p.a < 0 or p.b < 0)

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        size = abs(p.a) / abs(p.b)
        answer = p.a / p.b
        if answer == 0:
            say = "Zero has no sign, so the answer is 0."
        elif (p.a < 0) != (p.b < 0):
            say = "One minus sign makes the answer negative."
        else:
            say = "Two minus signs make the answer positive."
        return [
            step(f"Divide the sizes{giving(size)}.", f"{group(abs(p.a))} ÷ {group(abs(p.b))}", size),
            step(say, f"{group(p.a)} ÷ {group(p.b)}", answer),
        ], answer

    def make_problem(self, rng: random.Random) -> Problem:
        b = rng.randint(2, 12)
        a = b * rng.randint(2, 15)
        sign_a, sign_b = rng.choice([(-1, 1), (1, -1), (-1, -1)])
        return division(sign_a * a, sign_b * b)


class DivideInParts(Technique):
    """Take away easy chunks of the divisor (10s, 100s of it), then add up the chunks."""

    name = "divide_in_parts"
    title = "Divide in chunks"
    rule = (
        "Take away easy chunks of the divisor (10s, 100s of it) until nothing or only a remainder is left, "
        "then add up the chunks."
    )
    why = (
        "Division counts how many lots of the divisor fit, and lots can be taken away in big easy chunks "
        "(100 lots, 10 lots, …) and counted up at the end; what is too small for one more lot is the "
        "remainder."
    )
    operation = Operation.DIVIDE
    priority = 1

    def _applies(self, p: Problem) -> bool:
        return whole_nonnegative(p.a, p.b) and p.b >= 2

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        answer = p.a / p.b
        a, b = int(p.a), int(p.b)
        quotient, remainder = divmod(a, b)
        if quotient == 0:
            say = f"{fmt(b)} does not fit into {fmt(a)}, so the answer is {mixed(answer)}."
            return [step(say, f"{fmt(a)} ÷ {fmt(b)}", answer)], answer
        lots = [int(part) for part in place_value_parts(Fraction(quotient), blocks=4)]
        steps, left = [], a
        for lot in lots:
            chunk = f"{counted(lot, 'lot')} of {fmt(b)} ({fmt(b * lot)})"
            steps.append(step(f"Take away {chunk}.", f"{fmt(left)} − {fmt(b)} × {fmt(lot)}", left - b * lot))
            left -= b * lot
        if len(lots) > 1:
            steps.append(step("Add up the lots.", " + ".join(fmt(lot) for lot in lots), quotient))
        if remainder:
            left_over = f"{fmt(quotient)} remainder {fmt(remainder)}"
            say = f"{fmt(remainder)} is left, so it is {left_over}, or {mixed(answer)}."
            steps.append(step(say, f"{fmt(quotient)} + {fmt(remainder)} ÷ {fmt(b)}", answer))
        elif len(lots) == 1:
            say = f"Nothing is left over, so the answer is {fmt(quotient)}."
            steps.append(step(say, f"{fmt(a)} ÷ {fmt(b)}", answer))
        return steps, answer

    def make_problem(self, rng: random.Random) -> Problem:
        b = rng.choice([3, 7, 11, 13, 17, 19])
        return division(rng.randint(2 * b, 999), b)
