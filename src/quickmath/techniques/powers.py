"""Power shortcuts: the 0 and 1 guards, powers of 10, landmark bases, signs, decimals, cubes and squaring."""

from __future__ import annotations

import math
import random
from fractions import Fraction

from quickmath.domain import Operation, Problem, ProblemError, Step
from quickmath.exact import MAX_DIGITS, digit_count
from quickmath.techniques.base import Technique
from quickmath.techniques.common import (
    decimal_places,
    fmt,
    is_whole,
    power_of_10_exponent,
    random_decimal,
    step,
    term,
)

LONGEST_SHOWN_NUMBER = 40
MOST_GROUPS = 7


def power_problem(a: Fraction | int, b: int) -> Problem:
    return Problem(Operation.POWER, Fraction(a), Fraction(b))


def base_text(x: Fraction) -> str:
    """A number as it is written in front of ^: 3, (−2), 0.3, and (2/3) when its decimal never ends."""
    return term(x) if decimal_places(x) is not None else f"({fmt(x)})"


def too_long(*numbers: Fraction | int) -> bool:
    """Whether any of the numbers is too long to write out in a step: the expression reader refuses it."""
    return any(digit_count(Fraction(x)) > MAX_DIGITS for x in numbers)


def fits(base: Fraction, exponent: int) -> bool:
    """Whether base^exponent is small enough for a Problem, and so for the expression reader."""
    try:
        power_problem(base, exponent)
    except ProblemError:
        return False
    return True


def plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def zero_or_first_power(a: Fraction, n: int) -> Step:
    if n == 0:
        return step("Any non-zero number to the power 0 is 1.", f"{base_text(a)}^0", 1)
    return step("Any number to the power 1 is itself.", f"{base_text(a)}^1", a)


def doubling(start: int, times: int) -> Step:
    doubled = [start * 2**i for i in range(1, times + 1)]
    return step(
        f"Keep doubling from {start}, through {', '.join(str(x) for x in doubled)}.",
        " × ".join([str(start)] + ["2"] * times),
        doubled[-1],
    )


def power_of_2_steps(exponent: int) -> list[Step]:
    """2^exponent for 2 ≤ exponent ≤ 30, built from the landmarks 2^5 = 32 and 2^10 = 1024."""
    if exponent <= 5:
        return [doubling(2, exponent - 1)]
    if exponent < 10:
        return [step("Start from a landmark you remember.", "2^5", 32), doubling(32, exponent - 5)]
    tens, rest = divmod(exponent, 10)
    steps = [step("Start from a landmark you remember.", "2^10", 1024)]
    if tens >= 2:
        steps.append(step("2^20 is 1024 squared.", "1024 × 1024", 2**20))
    if tens == 3:
        steps.append(step("2^30 is 2^20 × 2^10.", f"{2**20} × 1024", 2**30))
    if rest:
        steps.append(step("Then work out what is left of the power.", f"2^{rest}", 2**rest))
        steps.append(step("Multiply.", f"{2 ** (10 * tens)} × {2**rest}", 2**exponent))
    return steps


class ExponentZeroOrOne(Technique):
    """Any non-zero number to the power 0 is 1, and any number to the power 1 is itself."""

    name = "exponent_zero_or_one"
    title = "Powers 0 and 1"
    rule = "Any non-zero number to the power 0 is 1, and any number to the power 1 is itself."
    why = (
        "Each step down in the power divides by the base once: a² ÷ a = a¹ = a, and a¹ ÷ a = a⁰ = 1, which "
        "only works when a is not 0."
    )
    operation = Operation.POWER
    priority = 10

    def _applies(self, p: Problem) -> bool:
        return (p.b == 0 and p.a != 0) or p.b == 1

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        only = zero_or_first_power(p.a, int(p.b))
        return [only], only.result

    def make_problem(self, rng: random.Random) -> Problem:
        a = Fraction(rng.randint(2, 999)) if rng.random() < 0.7 else random_decimal(rng, 0, 99, 1)
        if rng.random() < 0.3:
            a = -a
        return power_problem(a, rng.choice([0, 1]))


class BaseZeroOneOrMinusOne(Technique):
    """1 to any power is 1, 0 to any positive power is 0, and −1 to a power is ±1 by the power's parity."""

    name = "base_zero_one_or_minus_one"
    title = "Powers of 0, 1 and −1"
    rule = (
        "1 to any power is 1, 0 to any positive power is 0, "
        "and −1 to a power is 1 if the power is even and −1 if odd."
    )
    why = (
        "A power multiplies the base by itself: 1 × 1 × … stays 1 and 0 × 0 × … stays 0, and the (−1)s "
        "cancel in pairs, so an even number of them gives 1 and an odd number leaves −1."
    )
    operation = Operation.POWER
    priority = 10

    def _applies(self, p: Problem) -> bool:
        return p.a in (0, 1, -1) and p.b >= 2

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        n = int(p.b)
        expr = f"{term(p.a)}^{n}"
        if p.a == 1:
            return [step("1 to any power is 1.", expr, 1)], Fraction(1)
        if p.a == 0:
            return [step("0 to any positive power is 0.", expr, 0)], Fraction(0)
        answer = Fraction(1 if n % 2 == 0 else -1)
        parity = "even" if n % 2 == 0 else "odd"
        together = "pair up" if n % 2 == 0 else "leave one over"
        return [step(f"{n} is {parity}, so the minus signs {together}.", expr, answer)], answer

    def make_problem(self, rng: random.Random) -> Problem:
        return power_problem(rng.choice([0, 1, -1, -1]), rng.randint(2, 99))


class PowerOf10(Technique):
    """(10ᵏ)ᵇ is 1 followed by k × b zeros, or a 1 in the (|k| × b)-th decimal place."""

    name = "power_of_10"
    title = "Powers of 10, 100, 0.1, …"
    rule = (
        "(10ᵏ)ᵇ is 1 followed by k × b zeros (or, for 0.1, 0.01, …, a 1 in the (|k| × b)-th decimal place)."
    )
    why = (
        "Multiplying by 10 writes one more zero, so 100 (two zeros) used as a factor 3 times gives 2 × 3 = 6 "
        "zeros: 100³ = 1000000; 0.1 moves the point one place left each time instead."
    )
    operation = Operation.POWER
    priority = 10

    def _applies(self, p: Problem) -> bool:
        k = power_of_10_exponent(p.a)
        return k is not None and k != 0 and p.b >= 2

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        k, n = power_of_10_exponent(p.a) or 0, int(p.b)
        places, ten = abs(k) * n, "10" if k > 0 else "0.1"
        written = f"{ten}^{places}" if fits(Fraction(ten), places) else f"({ten}^{abs(k)})^{n}"
        if k > 0:
            answer = Fraction(10**places)
            return [
                step(f"{plural(k, 'zero')} for each of the {n} factors.", f"{k} × {n}", places),
                step(f"Write 1 followed by {places} zeros.", written, answer),
            ], answer
        answer = Fraction(1, 10**places)
        return [
            step(f"{plural(-k, 'decimal place')} for each of the {n} factors.", f"{-k} × {n}", places),
            step(f"The answer has {places} decimal places, ending in 1.", written, answer),
        ], answer

    def make_problem(self, rng: random.Random) -> Problem:
        base = rng.choice([Fraction(10), Fraction(100), Fraction(1000), Fraction(1, 10), Fraction(1, 100)])
        return power_problem(base, rng.randint(2, 6))


class PowerOfMultipleOf10(Technique):
    """Raise the front digits to the power, then add the zeros: each zero of a appears b times."""

    name = "power_of_multiple_of_10"
    title = "Powers of round numbers (30³, 200²)"
    rule = "Raise the front digits to the power, then add the zeros: each zero of a appears b times."
    why = (
        "Factors can be multiplied in any order, so 30³ = 30 × 30 × 30 = (3 × 3 × 3) × (10 × 10 × 10) = "
        "27000: the front digits get the power and each zero is written once per factor."
    )
    operation = Operation.POWER
    priority = 8

    def _applies(self, p: Problem) -> bool:
        a = p.a
        return is_whole(a) and a > 0 and a % 10 == 0 and power_of_10_exponent(a) is None and p.b >= 2

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        digits, n = str(int(p.a)), int(p.b)
        front = digits.rstrip("0")
        zeros = len(digits) - len(front)
        raised = Fraction(int(front) ** n)
        answer = raised * 10 ** (zeros * n)
        dropped = "the zero" if zeros == 1 else f"the {zeros} zeros"
        put_back = f"{fmt(raised)} × 10^{zeros * n}"
        if too_long(raised, 10 ** (zeros * n)):
            put_back = f"({front} × 10^{zeros})^{n}"
        return [
            step(f"Drop {dropped} and raise {front} to the power {n}.", f"{front}^{n}", raised),
            step(
                f"Put back {zeros} × {n} = {zeros * n} zeros.",
                put_back,
                answer,
            ),
        ], answer

    def make_problem(self, rng: random.Random) -> Problem:
        front = rng.choice([2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 15, 25])
        zeros = rng.randint(1, 2) if front < 10 else 1
        power = rng.randint(2, 4) if front < 10 else 2
        return power_problem(front * 10**zeros, power)


class PowersOf11Pascal(Technique):
    """11^b = (10 + 1)^b: its digits are row b of Pascal's triangle, carrying two-digit entries."""

    name = "powers_of_11_pascal"
    title = "Powers of 11 from Pascal's triangle"
    rule = (
        "11ᵇ = (10 + 1)ᵇ, so its digits are row b of Pascal's triangle, "
        "carrying when an entry has two digits."
    )
    why = (
        "11 is 10 + 1, and multiplying out (10 + 1) again and again counts each power of 10 as many times as "
        "Pascal's triangle says, so 11⁴ = 14641 reads off row 4, 1 4 6 4 1 (carrying when an entry reaches "
        "10)."
    )
    operation = Operation.POWER
    priority = 8

    def _applies(self, p: Problem) -> bool:
        return p.a == 11 and 2 <= p.b <= 6

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        n = int(p.b)
        row = [math.comb(n, i) for i in range(n + 1)]
        places = [f"{entry} × {10 ** (n - i)}" for i, entry in enumerate(row[:-1])]
        reading = "read it as digits" if n <= 4 else "read it as place values, carrying the tens"
        answer = Fraction(11**n)
        return [
            step(
                f"Row {n} of Pascal's triangle is {' '.join(map(str, row))}; {reading}.",
                " + ".join([*places, "1"]),
                answer,
            )
        ], answer

    def make_problem(self, rng: random.Random) -> Problem:
        return power_problem(11, rng.randint(2, 6))


class PowersOf2(Technique):
    """Build powers of 2 from the landmarks 2^5 = 32 and 2^10 = 1024."""

    name = "powers_of_2"
    title = "Powers of 2 from the landmarks 2⁵ = 32 and 2¹⁰ = 1024"
    rule = "Build powers of 2 from two landmarks, 2⁵ = 32 and 2¹⁰ = 1024."
    why = (
        "Each power of 2 is the one before doubled, and powers split into pieces, 2¹³ = 2¹⁰ × 2³ = 1024 × 8 "
        "= 8192, so remembering 2⁵ = 32 and 2¹⁰ = 1024 saves most of the doubling."
    )
    operation = Operation.POWER
    priority = 7

    def _applies(self, p: Problem) -> bool:
        return p.a == 2 and 2 <= p.b <= 30

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        steps = power_of_2_steps(int(p.b))
        return steps, steps[-1].result

    def make_problem(self, rng: random.Random) -> Problem:
        return power_problem(2, rng.randint(2, 30))


class PowersOf5(Technique):
    """5^b = 10^b ÷ 2^b: write 1 with b zeros and halve it b times."""

    name = "powers_of_5"
    title = "Powers of 5: tens halved"
    rule = "5ᵇ = 10ᵇ ÷ 2ᵇ, so write 1 with b zeros and halve it b times."
    why = (
        "5 is 10 ÷ 2, so a power of 5 is the same power of 10 divided by the same power of 2: 5³ = 1000 ÷ 8 "
        "= 125."
    )
    operation = Operation.POWER
    priority = 7

    def _applies(self, p: Problem) -> bool:
        return p.a == 5 and 2 <= p.b <= 12

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        n = int(p.b)
        tens, twos = 10**n, 2**n
        answer = Fraction(5**n)
        return [
            step("5 is 10 ÷ 2, so start from 10 to the same power.", f"10^{n}", tens),
            step("Work out 2 to the same power.", f"2^{n}", twos),
            step(f"Divide (halve {n} times).", f"{tens} ÷ {twos}", answer),
        ], answer

    def make_problem(self, rng: random.Random) -> Problem:
        return power_problem(5, rng.randint(2, 10))


class RewriteBaseAsPowerOf2(Technique):
    """Write the base as a power of 2 and multiply the exponents, as in 4⁵ = 2¹⁰ = 1024."""

    name = "rewrite_base_as_power_of_2"
    title = "Powers of 4, 8, 16, 32 as powers of 2"
    rule = "Write the base as a power of 2 and multiply the exponents, as in 4⁵ = 2¹⁰ = 1024."
    why = (
        "4 is 2 × 2, so 4 multiplied by itself 5 times is 2 multiplied by itself 2 × 5 = 10 times: 4⁵ = 2¹⁰ "
        "= 1024."
    )
    operation = Operation.POWER
    priority = 6

    @staticmethod
    def _twos(a: Fraction) -> int:
        return {4: 2, 8: 3, 16: 4, 32: 5}.get(int(a), 0) if is_whole(a) else 0

    def _applies(self, p: Problem) -> bool:
        k = self._twos(p.a)
        return k > 0 and p.b >= 2 and k * p.b <= 30

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        k, n = self._twos(p.a), int(p.b)
        steps = [
            step(f"Write {fmt(p.a)} as a power of 2.", f"2^{k}", p.a),
            step("Multiply the exponents.", f"{k} × {n}", k * n),
            *power_of_2_steps(k * n),
        ]
        return steps, steps[-1].result

    def make_problem(self, rng: random.Random) -> Problem:
        base = rng.choice([4, 8, 16, 32])
        return power_problem(base, rng.randint(2, 30 // (base.bit_length() - 1)))


class NegativeBaseSignRule(Technique):
    """A negative number to an even power is positive, to an odd power negative; the size is |a|ᵇ."""

    name = "negative_base_sign_rule"
    title = "Negative base: work with the size, then the sign"
    rule = "A negative number to an even power is positive, to an odd power negative; the size is |a|ᵇ."
    why = (
        "A power multiplies the base by itself: the sizes multiply as usual and the minus signs cancel in "
        "pairs, so an even power leaves none and an odd power leaves one: (−3)³ = −27."
    )
    operation = Operation.POWER
    priority = 6

    def _applies(self, p: Problem) -> bool:
        return p.a < 0 and p.a != -1 and p.b >= 2

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        n = int(p.b)
        size = abs(p.a) ** n
        answer = size if n % 2 == 0 else -size
        sign = "the minus signs pair up" if n % 2 == 0 else "one minus sign is left over"
        return [
            step("Work out the size, leaving the sign for later.", f"{base_text(abs(p.a))}^{n}", size),
            step(
                f"{n} is {'even' if n % 2 == 0 else 'odd'}, so {sign}.",
                f"{base_text(p.a)}^{n}",
                answer,
            ),
        ], answer

    def make_problem(self, rng: random.Random) -> Problem:
        size = Fraction(rng.randint(2, 12)) if rng.random() < 0.8 else random_decimal(rng, 0, 2, 1)
        return power_problem(-size, rng.randint(2, 5 if size < 6 else 3))


class PowerOfDecimal(Technique):
    """Raise the digits to the power as a whole number, then give the answer b times the decimal places."""

    name = "power_of_decimal"
    title = "Powers of decimals"
    rule = (
        "Raise the digits to the power as a whole number, "
        "then give the answer b times as many decimal places."
    )
    why = (
        "A decimal is a whole number divided by a power of ten, and the power divides by it once for every "
        "factor: 0.3² = (3 ÷ 10) × (3 ÷ 10) = 9 ÷ 100 = 0.09."
    )
    operation = Operation.POWER
    priority = 5

    def _applies(self, p: Problem) -> bool:
        return p.a > 0 and not is_whole(p.a) and decimal_places(p.a) is not None and p.b >= 2

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        places, n = decimal_places(p.a) or 0, int(p.b)
        digits = p.a * 10**places
        raised = digits**n
        answer = raised / 10 ** (places * n)
        put_back = f"{fmt(raised)} ÷ 10^{places * n}"
        if too_long(raised, 10 ** (places * n)):
            put_back = f"({fmt(digits)} ÷ 10^{places})^{n}"
        return [
            step(f"Drop the point from {fmt(p.a)}.", f"{fmt(p.a)} × {10**places}", digits),
            step(f"Raise {fmt(digits)} to the power {n}.", f"{fmt(digits)}^{n}", raised),
            step(
                f"Count the decimal places, {places} for each of the {n} factors.",
                f"{places} × {n}",
                places * n,
            ),
            step(f"Put {places * n} decimal places back.", put_back, answer),
        ], answer

    def make_problem(self, rng: random.Random) -> Problem:
        if rng.random() < 0.6:
            base = Fraction(rng.randint(2, 9), rng.choice([10, 100]))
            return power_problem(base, rng.randint(2, 3))
        return power_problem(random_decimal(rng, 1, 2, 1), 2)


class CubeByBinomial(Technique):
    """(R + d)³ = R³ + 3R²d + 3Rd² + d³: for d = ±1 or ±2 every piece is easy."""

    name = "cube_by_binomial"
    title = "Cubing near a round number"
    rule = "(R + d)³ = R³ + 3R²d + 3Rd² + d³: for d = ±1 or ±2 every piece is easy."
    why = (
        "Multiplying out (R + d) × (R + d) × (R + d) gives R³ + 3R²d + 3Rd² + d³, and with R round and d "
        "small each of the four pieces is a short multiplication."
    )
    operation = Operation.POWER
    priority = 5

    def _applies(self, p: Problem) -> bool:
        return p.b == 3 and is_whole(p.a) and p.a >= 8 and int(p.a) % 10 in (1, 2, 8, 9)

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        a = int(p.a)
        last = a % 10
        offset = last if last <= 2 else last - 10
        round_ = a - offset
        pieces = [round_**3, 3 * round_**2 * offset, 3 * round_ * offset**2, offset**3]
        d, r = term(offset), fmt(round_)
        sum_expr = fmt(pieces[0]) + "".join(f" + {fmt(x)}" if x >= 0 else f" − {fmt(-x)}" for x in pieces[1:])
        answer = Fraction(sum(pieces))
        return [
            step(f"{a} is {r} {'+' if offset > 0 else '−'} {abs(offset)}; cube {r}.", f"{r}^3", pieces[0]),
            step(f"Then three times {r} squared times {d}.", f"3 × {r}^2 × {d}", pieces[1]),
            step(f"Then three times {r} times {d} squared.", f"3 × {r} × {d}^2", pieces[2]),
            step(f"Last, {d} cubed.", f"{d}^3", pieces[3]),
            step("Add the four pieces.", sum_expr, answer),
        ], answer

    def make_problem(self, rng: random.Random) -> Problem:
        while True:
            a = rng.randint(1, 9) * 10 + rng.choice([-2, -1, 1, 2])
            if a not in (8, 11, 32):
                return power_problem(a, 3)


class SquareThenSquare(Technique):
    """a⁴ is a² squared, and a⁸ is a⁴ squared."""

    name = "square_then_square"
    title = "Fourth and eighth powers by repeated squaring"
    rule = "a⁴ is a² squared, and a⁸ is a⁴ squared."
    why = (
        "Multiplying powers of the same number adds their exponents, so a² × a² = a⁴ and a⁴ × a⁴ = a⁸: "
        "squaring twice gives the fourth power and three times the eighth."
    )
    operation = Operation.POWER
    priority = 3

    def _applies(self, p: Problem) -> bool:
        return is_whole(p.a) and p.a >= 2 and p.b in (4, 8)

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        says = ["Square it.", "Square the result.", "Square once more."]
        steps, value = [], p.a
        for say in says[: 2 if p.b == 4 else 3]:
            steps.append(step(say, f"{fmt(value)} × {fmt(value)}", value * value))
            value *= value
        return steps, value

    def make_problem(self, rng: random.Random) -> Problem:
        if rng.random() < 0.7:
            return power_problem(rng.choice([3, 6, 7, 9, 12, 13, 14, 15]), 4)
        return power_problem(rng.choice([3, 6, 7]), 8)


def group_sizes(count: int) -> list[int]:
    """Split `count` one-at-a-time moves into at most MOST_GROUPS runs of nearly equal length."""
    if count == 0:
        return []
    size = -(-count // MOST_GROUPS)
    return [size] * (count // size) + ([count % size] if count % size else [])


def square_name(base: str, doublings: int) -> str:
    """The name of base^(2^doublings): 3^8, or (−1)^(2^40) when the exponent is too long to write out."""
    return f"{base}^{1 << doublings}" if doublings < 30 else f"{base} to the power 2^{doublings}"


class PowerBySquaring(Technique):
    """Build a^b from a, a², a⁴, a⁸, … by squaring, then multiply in the ones that add up to b."""

    name = "power_by_squaring"
    title = "Square and multiply"
    rule = (
        "Build aᵇ from a, a², a⁴, a⁸, … by squaring, "
        "then multiply together the ones whose exponents add up to b."
    )
    why = (
        "Multiplying powers of the same number adds their exponents, so 3¹³ = 3⁸ × 3⁴ × 3¹; squaring makes "
        "3², 3⁴, 3⁸, … quickly, and every power is a sum of such exponents."
    )
    operation = Operation.POWER
    priority = 1

    def _applies(self, p: Problem) -> bool:
        return True

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        n = int(p.b)
        if n <= 1:
            only = zero_or_first_power(p.a, n)
            return [only], only.result
        base, top = base_text(p.a), n.bit_length() - 1
        squares = [p.a]
        for _ in range(top):
            squares.append(squares[-1] * squares[-1])
        extras = [i for i in range(top - 1, -1, -1) if n >> i & 1]
        steps = self._squarings(base, squares) + self._multiplications(base, squares, extras)
        return steps, steps[-1].result

    @staticmethod
    def _squarings(base: str, squares: list[Fraction]) -> list[Step]:
        steps, done = [], 0
        for size in group_sizes(len(squares) - 1):
            before, times = base_text(squares[done]), 1 << size
            if len(before) > LONGEST_SHOWN_NUMBER:
                expr = f"{base}^({1 << done} × {times})"
            else:
                expr = f"{before} × {before}" if size == 1 else f"{before}^{times}"
            done += size
            times_text = "" if size == 1 else f" {size} times"
            steps.append(step(f"Square{times_text} to get {square_name(base, done)}.", expr, squares[done]))
        return steps

    @staticmethod
    def _multiplications(base: str, squares: list[Fraction], extras: list[int]) -> list[Step]:
        steps, value, exponent = [], squares[-1], 1 << (len(squares) - 1)
        for size in group_sizes(len(extras)):
            chunk, extras = extras[:size], extras[size:]
            part = math.prod((squares[i] for i in chunk), start=Fraction(1))
            names = [square_name(base, i) for i in chunk]
            if size <= 6:
                factors, exponents = [squares[i] for i in chunk], [1 << i for i in chunk]
                listed = names[0] if size == 1 else f"{', '.join(names[:-1])} and {names[-1]}"
                say = f"Multiply in {listed}."
            else:
                factors, exponents = [part], [sum(1 << i for i in chunk)]
                say = f"Multiply in the next {size} squares, {names[0]} down to {names[-1]}."
            shown = [base_text(x) for x in [value, *factors]]
            if max(map(len, shown)) > LONGEST_SHOWN_NUMBER:
                expr = f"{base}^({' + '.join(str(e) for e in [exponent, *exponents])})"
            else:
                expr = " × ".join(shown)
            value, exponent = value * part, exponent + sum(exponents)
            steps.append(step(say, expr, value))
        return steps

    def make_problem(self, rng: random.Random) -> Problem:
        if rng.random() < 0.5:
            return power_problem(rng.choice([3, 6, 7]), rng.choice([3, 5, 6, 7]))
        return power_problem(rng.choice([13, 14, 15, 17, 23, 24, 25, 26, 27]), 3)
