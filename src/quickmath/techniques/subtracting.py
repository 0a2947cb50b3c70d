"""Subtraction shortcuts: powers of ten, reversals, nines, counting up, rounding, signs and the catch-alls."""

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
    power_of_10_exponent,
    random_decimal,
    step,
    term,
    two_sizes,
)

READ_OFF_DIGITS = 30
MOST_DIGIT_STEPS = 6  # one step a digit teaches up to a million; take_one_from_both takes over after


class SubtractFromPowerOf10(Technique):
    """Taking a number from 10, 100, 1000: every digit from 9 and the last non-zero one from 10."""

    name = "subtract_from_power_of_10"
    title = "All from 9 and the last from 10"
    rule = (
        "To take a number from 10, 100, 1000, …, take each digit from 9 and the last non-zero digit from 10."
    )
    why = (
        "1000 is 999 + 1, and taking a number from 999 never needs borrowing, so each digit comes from 9; "
        "adding the 1 back makes the last non-zero digit come from 10 instead, and any zeros after it stay "
        "0."
    )
    operation = Operation.SUBTRACT
    priority = 9

    def _applies(self, p: Problem) -> bool:
        exponent = power_of_10_exponent(p.a)
        digit_steps = exponent is not None and 1 <= exponent <= MOST_DIGIT_STEPS
        return digit_steps and is_whole(p.b) and 0 < p.b < p.a

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        width = len(str(p.a.numerator)) - 1
        digits = [int(d) for d in str(p.b.numerator).rjust(width, "0")]
        last = max(i for i, d in enumerate(digits) if d)
        steps = [step(f"Take {d} from 9.", f"9 − {d}", 9 - d) for d in digits[:last]]
        steps.append(
            step(
                f"Take the last non-zero digit, {digits[last]}, from 10.",
                f"10 − {digits[last]}",
                10 - digits[last],
            )
        )
        answer = p.a - p.b
        if width > 1:
            zeros = width - 1 - last
            say = "Read the digits off." if not zeros else "Read the digits off; the zeros at the end stay 0."
            steps.append(step(say, place_value_sum(answer), answer))
        return steps, answer

    def make_problem(self, rng: random.Random) -> Problem:
        power = 10 ** rng.choice([2, 3, 3, 4])
        return Problem(Operation.SUBTRACT, Fraction(power), Fraction(rng.randint(11, power - 1)))


class ReverseDigitDifference(Technique):
    """A number minus its reversal: 9 or 99 times the difference of the outer digits."""

    name = "reverse_digit_difference"
    title = "A number minus its reversal"
    rule = (
        "A two-digit number minus its reversal is 9 times the difference of its digits; "
        "for three digits it is 99 times the difference of the outer digits."
    )
    why = (
        "A two-digit number with digits a and b is 10a + b and its reversal is 10b + a, so the difference is "
        "9a − 9b, which is 9 × (a − b). With three digits the middle digit is worth the same both ways and "
        "cancels, leaving 99 × (a − b)."
    )
    operation = Operation.SUBTRACT
    priority = 9

    def _applies(self, p: Problem) -> bool:
        if not (p.whole and 10 <= p.b < p.a <= 999):
            return False
        digits = str(p.a.numerator)
        return digits[-1] != "0" and str(p.b.numerator) == digits[::-1]

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        digits = str(p.a.numerator)
        first, last = int(digits[0]), int(digits[-1])
        gap = first - last
        if len(digits) == 2:
            size, say = 10, "Multiply by 9 (× 10, take one away)."
        else:
            size, say = 100, "The middle digit cancels, so multiply by 99 (× 100, take one away)."
        answer = Fraction(gap * (size - 1))
        return [
            step("The digits swap places, so take the last digit from the first.", f"{first} − {last}", gap),
            step(say, f"{gap} × {size} − {gap}", answer),
        ], answer

    def make_problem(self, rng: random.Random) -> Problem:
        first = rng.randint(2, 9)
        last = rng.randint(1, first - 1)
        middle = str(rng.randint(0, 9)) if rng.random() < 0.6 else ""
        digits = f"{first}{middle}{last}"
        return Problem(Operation.SUBTRACT, Fraction(int(digits)), Fraction(int(digits[::-1])))


class SubtractNines(Technique):
    """Taking away 9, 99, 999: take away 10, 100, 1000 and add 1 back."""

    name = "subtract_nines"
    title = "Take away 9, 99, 999"
    rule = "To take away 9, 99 or 999, take away 10, 100 or 1000 and add 1 back."
    why = (
        "99 is 100 − 1, so taking away 100 takes away 1 more than taking away 99; adding 1 back leaves "
        "exactly the difference."
    )
    operation = Operation.SUBTRACT
    priority = 8

    def _applies(self, p: Problem) -> bool:
        return nines_length(p.b) is not None and p.a >= p.b + 1

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        power = p.b + 1
        less = p.a - power
        answer = less + 1
        return [
            step(f"Take away {fmt(power)} instead of {fmt(p.b)}.", f"{fmt(p.a)} − {fmt(power)}", less),
            step("That took away 1 too many, so add 1 back.", f"{fmt(less)} + 1", answer),
        ], answer

    def make_problem(self, rng: random.Random) -> Problem:
        power = 10 ** rng.choice([1, 2, 2, 3])
        if rng.random() < 0.15:
            a = random_decimal(rng, power + 1, 10 * power - 1, 1)
        else:
            a = Fraction(rng.randint(power + 1, 10 * power - 1))
        return Problem(Operation.SUBTRACT, a, Fraction(power - 1))


class CountUp(Technique):
    """Close numbers: count up from the smaller to a round number, then on to the larger."""

    name = "count_up"
    title = "Count up (shopkeeper's subtraction)"
    rule = (
        "When two numbers are close, count up from the smaller to a round number, "
        "then on to the larger, and add the hops."
    )
    why = (
        "The difference between two numbers is the distance between them on the number line, and that "
        "distance can be walked in easy hops: up to the round number, then on to the larger one."
    )
    operation = Operation.SUBTRACT
    priority = 6

    def _applies(self, p: Problem) -> bool:
        if not (p.whole and 1 <= p.b < p.a and p.a - p.b <= 20 and p.b % 10 != 0):
            return False
        return (p.b.numerator // 10 + 1) * 10 <= p.a

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        a, b = p.a.numerator, p.b.numerator
        tens = range((b // 10 + 1) * 10, a + 1, 10)  # the numbers are close: one or two of these at most
        round_number = max(tens, key=lambda n: len(str(n)) - len(str(n).rstrip("0")))
        up = round_number - b
        steps = [
            step(f"Count up from {fmt(b)} to {fmt(round_number)}.", f"{fmt(round_number)} − {fmt(b)}", up)
        ]
        if a == round_number:
            return steps, Fraction(up)
        on = a - round_number
        steps += [
            step(f"Count on from {fmt(round_number)} to {fmt(a)}.", f"{fmt(a)} − {fmt(round_number)}", on),
            step("Add the two hops.", f"{fmt(up)} + {fmt(on)}", up + on),
        ]
        return steps, Fraction(up + on)

    def make_problem(self, rng: random.Random) -> Problem:
        size = rng.choice([10, 100, 100, 1000])
        round_number = size * rng.randint(2, 99 if size == 10 else 9)
        up = rng.choice([*range(2, 10), *range(11, 16)] if size > 10 else [*range(2, 10)])
        on = rng.randint(1, min(9, 20 - up))
        return Problem(Operation.SUBTRACT, Fraction(round_number + on), Fraction(round_number - up))


class TakeOneFromBoth(Technique):
    """From a number ending in zeros: take 1 from both first, so nothing needs borrowing."""

    name = "take_one_from_both"
    title = "Subtracting from a round number: take 1 from both"
    rule = (
        "When a ends in zeros, take 1 from both numbers first: "
        "the difference is the same and no borrowing is needed."
    )
    why = (
        "Moving both numbers down by 1 keeps the gap between them the same, and 1 less than a number ending "
        "in zeros ends in nines (300 − 1 = 299), so no digit needs to borrow."
    )
    operation = Operation.SUBTRACT
    priority = 5

    def _applies(self, p: Problem) -> bool:
        if not (p.whole and p.a > 0 and p.b > 0):
            return False
        digits = str(p.a.numerator)
        zeros = len(digits) - len(digits.rstrip("0"))
        return zeros >= 1 and p.b < 10**zeros

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        less_a, less_b = p.a - 1, p.b - 1
        answer = less_a - less_b
        return [
            step("Take 1 from both numbers; the difference stays the same.", f"{fmt(p.a)} − 1", less_a),
            step(f"Take 1 from {fmt(p.b)} too.", f"{fmt(p.b)} − 1", less_b),
            step("Now subtract, with no borrowing needed.", f"{fmt(less_a)} − {fmt(less_b)}", answer),
        ], answer

    def make_problem(self, rng: random.Random) -> Problem:
        zeros = rng.choice([2, 3, 3])
        power = 10**zeros
        a = rng.randint(2, 9) * power
        b = rng.randint(power // 10 + 1, power - 2)
        return Problem(Operation.SUBTRACT, Fraction(a), Fraction(b))


class SameChange(Technique):
    """Take the same amount from both numbers so the one taken away becomes round."""

    name = "same_change"
    title = "Same change to both numbers"
    rule = (
        "Taking the same amount from both numbers keeps the difference, "
        "so shift both down until the number taken away is round."
    )
    why = (
        "The difference is the gap between the two numbers, and moving both by the same amount does not "
        "change the gap (83 − 27 = 80 − 24); once the number taken away is round, the subtraction is easy."
    )
    operation = Operation.SUBTRACT
    priority = 4

    def _applies(self, p: Problem) -> bool:
        if not (p.whole and p.a >= p.b >= 10):
            return False
        shift = p.b.numerator % 10
        return shift in (1, 2, 3) and p.a.numerator % 10 < shift

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        shift = p.b.numerator % 10
        shifted_a, round_b = p.a - shift, p.b - shift
        answer = shifted_a - round_b
        return [
            step(
                f"Take {shift} from both numbers; the difference stays the same.",
                f"{fmt(p.a)} − {shift}",
                shifted_a,
            ),
            step(f"{fmt(p.b)} becomes a round number.", f"{fmt(p.b)} − {shift}", round_b),
            step("Subtract the round number.", f"{fmt(shifted_a)} − {fmt(round_b)}", answer),
        ], answer

    def make_problem(self, rng: random.Random) -> Problem:
        shift = rng.randint(1, 3)
        scale = rng.choice([1, 1, 10])
        tens_b = rng.randint(1, 6) * scale + rng.randint(0, scale - 1)
        tens_a = rng.randint(tens_b + 3, 9 * scale + scale - 1)
        a = tens_a * 10 + rng.randint(0, shift - 1)
        return Problem(Operation.SUBTRACT, Fraction(a), Fraction(tens_b * 10 + shift))


class SubtractByRounding(Technique):
    """Take away the round number just above, then give back the difference."""

    name = "subtract_by_rounding"
    title = "Take away a round number, then give back"
    rule = (
        "To take away a number just below a round number, "
        "take away the round number and add back the difference."
    )
    why = (
        "The round number is the number taken away plus a small gap, so taking the round number away takes "
        "the gap too many; adding the gap back puts it right."
    )
    operation = Operation.SUBTRACT
    priority = 4

    def _applies(self, p: Problem) -> bool:
        return just_below_round(p.b) and p.a >= p.b + gap_to_round(p.b)

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        gap = gap_to_round(p.b)
        rounded = p.b + gap
        less = p.a - rounded
        answer = less + gap
        return [
            step(f"{fmt(p.b)} is {gap} less than {fmt(rounded)}.", f"{fmt(p.b)} + {gap}", rounded),
            step(f"Take away {fmt(rounded)}.", f"{fmt(p.a)} − {fmt(rounded)}", less),
            step(f"That took {gap} too many, so add {gap} back.", f"{fmt(less)} + {gap}", answer),
        ], answer

    def make_problem(self, rng: random.Random) -> Problem:
        while True:
            rounded = rng.randint(2, 60) * 10
            b = Fraction(rounded - rng.randint(1, 3))
            if nines_length(b) is None:
                break
        if rng.random() < 0.15:
            return Problem(Operation.SUBTRACT, random_decimal(rng, rounded + 21, rounded + 500, 1), b)
        a = rng.randint(rounded + 21, rounded + 500)
        if a % 10 == 0:
            a += rng.randint(1, 9)
        return Problem(Operation.SUBTRACT, Fraction(a), b)


class SubtractSignedNumbers(Technique):
    """Taking away a negative adds its size; taking from a negative goes further below zero."""

    name = "subtract_signed_numbers"
    title = "Subtracting with negative numbers"
    rule = (
        "Taking away a negative number is adding its size; "
        "taking a positive number from a negative goes further below zero."
    )
    why = (
        "Taking away undoes adding: adding −5 moves down 5, so taking away −5 moves up 5. Starting below "
        "zero and taking away a positive number moves further down, so the sizes add and the answer stays "
        "negative."
    )
    operation = Operation.SUBTRACT
    priority = 3

    def _applies(self, p: Problem) -> bool:
        return p.a < 0 or p.b < 0

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        if p.b < 0:
            answer = p.a - p.b
            return [
                step(
                    f"Taking away {fmt(p.b)} is the same as adding {fmt(-p.b)}.",
                    f"{term(p.a)} + {fmt(-p.b)}",
                    answer,
                )
            ], answer
        total = -p.a + p.b
        return [
            step(
                f"Start {fmt(-p.a)} below zero and go {fmt(p.b)} further down, so add the sizes.",
                f"{fmt(-p.a)} + {fmt(p.b)}",
                total,
            ),
            step("That is below zero, so the answer is negative.", f"0 − {fmt(total)}", -total),
        ], -total

    def make_problem(self, rng: random.Random) -> Problem:
        x, y = two_sizes(rng)
        a, b = rng.choice([(x, -y), (-x, y), (-x, -y)])
        return Problem(Operation.SUBTRACT, a, b)


class SubtractLargerFromSmaller(Technique):
    """Taking away a bigger number: subtract the other way round and make the answer negative."""

    name = "subtract_larger_from_smaller"
    title = "Taking away a bigger number"
    rule = (
        "If the number taken away is the bigger one, "
        "subtract the other way round and make the answer negative."
    )
    why = (
        "Swapping the two numbers gives the same distance on the other side of zero, so a − b is minus (b − "
        "a): 20 − 35 = −15 because 35 − 20 = 15."
    )
    operation = Operation.SUBTRACT
    priority = 2

    def _applies(self, p: Problem) -> bool:
        return 0 <= p.a < p.b

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        gap = p.b - p.a
        return [
            step(f"Swap them and take {fmt(p.a)} from {fmt(p.b)}.", f"{fmt(p.b)} − {fmt(p.a)}", gap),
            step("The bigger number was taken away, so the answer is negative.", f"0 − {fmt(gap)}", -gap),
        ], -gap

    def make_problem(self, rng: random.Random) -> Problem:
        if rng.random() < 0.15:
            smaller = random_decimal(rng, 1, 20, 1)
            return Problem(Operation.SUBTRACT, smaller, smaller + random_decimal(rng, 1, 20, 2))
        size = rng.randint(10, 99) if rng.random() < 0.7 else rng.randint(100, 499)
        return Problem(Operation.SUBTRACT, Fraction(size), Fraction(size + rng.randint(3, 150)))


class SubtractDecimalsAsWhole(Technique):
    """Shift both decimal points the same way, subtract the whole numbers, then shift the point back."""

    name = "subtract_decimals_as_whole"
    title = "Subtract decimals as whole numbers"
    rule = (
        "Shift both decimal points the same number of places, subtract the whole numbers, "
        "then shift the point back."
    )
    why = (
        "Multiplying both numbers by the same power of ten multiplies their difference by it too, so "
        "subtracting the whole numbers and dividing by that power again gives the same difference."
    )
    operation = Operation.SUBTRACT
    priority = 2

    def _applies(self, p: Problem) -> bool:
        return p.a >= p.b >= 0 and not p.whole and terminates(p.a) and terminates(p.b)

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        return as_whole_numbers(p.a, p.b, "−")

    def make_problem(self, rng: random.Random) -> Problem:
        b = random_decimal(rng, 0, 20, rng.randint(1, 2))
        return Problem(Operation.SUBTRACT, b + random_decimal(rng, 1, 30, rng.randint(1, 2)), b)


class SubtractInParts(Technique):
    """Take the second number away one place value at a time, biggest part first."""

    name = "subtract_in_parts"
    title = "Subtract in parts, left to right"
    rule = "Take the second number away one place value at a time, biggest part first."
    why = (
        "A number is the sum of its place values (278 = 200 + 70 + 8), so taking the parts away one after "
        "another takes away the whole number, one easy digit at a time."
    )
    operation = Operation.SUBTRACT
    priority = 1

    def _applies(self, p: Problem) -> bool:
        return p.a >= p.b >= 0 and terminates(p.a) and terminates(p.b)

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        steps, total = [], p.a
        for part in place_value_parts(p.b) or [Fraction(0)]:
            total -= part
            steps.append(step(f"Take away {fmt(part)}.", f"{fmt(total + part)} − {fmt(part)}", total))
        return steps, total

    def make_problem(self, rng: random.Random) -> Problem:
        while True:
            b = rng.randint(11, 499)
            a = rng.randint(b + 21, 999)
            last_a, last_b = a % 10, b % 10
            borrow_from_small_ending = 1 <= last_b <= 3 and last_a < last_b
            if last_a and last_b < 7 and not borrow_from_small_ending and str(a) != str(b)[::-1]:
                return Problem(Operation.SUBTRACT, Fraction(a), Fraction(b))


def place_value_sum(x: Fraction) -> str:
    """A whole number read off by place value, 6 × 100 + 5 × 10 + 3; a long one is written out whole."""
    digits = str(x.numerator)
    if len(digits) > READ_OFF_DIGITS:
        return fmt(x)
    top = len(digits) - 1
    terms = [f"{d} × {fmt(10 ** (top - i))}" if i < top else d for i, d in enumerate(digits) if d != "0"]
    return " + ".join(terms)
