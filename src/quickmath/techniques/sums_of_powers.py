"""Sums of squares and cubes: neighbours, round centres, the formulas from 1, and negative ranges."""

from __future__ import annotations

import random
from fractions import Fraction

from quickmath.domain import Operation, Problem, Step, squares_up_to
from quickmath.techniques.base import Technique
from quickmath.techniques.common import fmt, step, superscript, term

SQUARED = superscript(2)
CUBED = superscript(3)


def span(operation: Operation, lo: int, hi: int) -> Problem:
    return Problem(operation, Fraction(lo), Fraction(hi))


def ends(p: Problem) -> tuple[int, int]:
    return int(p.lo), int(p.hi)


def counting_up_to(n: int) -> str:
    """1 + 2 + … + n, written out in full when there are at most three numbers."""
    if n <= 3:
        return " + ".join(fmt(k) for k in range(1, n + 1)) or "0"
    return f"1 + 2 + … + {fmt(n)}"


def squares_up_to_text(n: int) -> str:
    """1² + 2² + … + n², written out in full when there are at most three squares."""
    if n <= 3:
        return " + ".join(f"{fmt(k)}{SQUARED}" for k in range(1, n + 1)) or "0"
    return f"1{SQUARED} + … + {fmt(n)}{SQUARED}"


def squares_formula(say: str, n: int) -> Step:
    return step(say, f"{fmt(n)} × {fmt(n + 1)} × {fmt(2 * n + 1)} ÷ 6", squares_up_to(n))


def triangle(n: int) -> Step:
    return step(f"{counting_up_to(n)}.", f"{fmt(n)} × {fmt(n + 1)} ÷ 2", n * (n + 1) // 2)


def cube_run(first: int, last: int) -> list[Step]:
    """first³ + … + last³ for 1 ≤ first ≤ last, as a difference of two squared triangle numbers."""
    if first == last:
        return [step("There is just one number, so the sum is its cube.", f"{fmt(last)}^3", last**3)]
    top = last * (last + 1) // 2
    if first == 1:
        return [triangle(last), step("Square it.", f"{fmt(top)} × {fmt(top)}", top * top)]
    below = first * (first - 1) // 2
    return [
        triangle(last),
        triangle(first - 1),
        step(
            "Difference times sum of the two.",
            f"({fmt(top)} − {fmt(below)}) × ({fmt(top)} + {fmt(below)})",
            (top - below) * (top + below),
        ),
    ]


class TwoConsecutiveSquares(Technique):
    """n² + (n + 1)² is twice n × (n + 1), plus 1."""

    name = "two_consecutive_squares"
    title = "Two neighbouring squares"
    rule = "n² + (n + 1)² is twice n × (n + 1), plus 1."
    why = "n² + (n + 1)² = n² + n² + 2n + 1, which is twice n × (n + 1), plus 1: 4² + 5² = 2 × 20 + 1 = 41."
    operation = Operation.SUM_OF_SQUARES
    priority = 8

    def _applies(self, p: Problem) -> bool:
        return p.hi == p.lo + 1 and p.lo >= 1

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        lo, hi = ends(p)
        answer = 2 * lo * hi + 1
        return [
            step("Multiply the two numbers.", f"{fmt(lo)} × {fmt(hi)}", lo * hi),
            step("Double it and add 1.", f"2 × {fmt(lo * hi)} + 1", answer),
        ], Fraction(answer)

    def make_problem(self, rng: random.Random) -> Problem:
        lo = rng.randint(2, 30)
        return span(Operation.SUM_OF_SQUARES, lo, lo + 1)


class CenteredSquares(Technique):
    """For an odd run of squares centred on m, the sum is n × m² plus twice 1² + … + k²."""

    name = "centered_squares"
    title = "Squares centred on a round number"
    rule = (
        "For an odd run of squares centred on m, the sum is (number of terms) × m² "
        "plus twice the small squares 1² + … + k²; the cross terms cancel."
    )
    why = (
        "Around the centre m each (m + j)² is m² + 2mj + j² and each (m − j)² is m² − 2mj + j², so the ±2mj "
        "parts cancel in pairs, leaving the count times m² plus each small square twice."
    )
    operation = Operation.SUM_OF_SQUARES
    priority = 7

    def _applies(self, p: Problem) -> bool:
        return p.lo >= 1 and p.terms in (3, 5, 7) and (p.lo + p.hi) / 2 % 10 == 0

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        lo, hi = ends(p)
        count, middle, reach = p.terms, (lo + hi) // 2, (p.terms - 1) // 2
        centre = count * middle**2
        small = " + ".join(f"{fmt(k)}^2" for k in range(1, reach + 1))
        offsets = "±1" if reach == 1 else f"±1 … ±{fmt(reach)}"
        spread = 2 * squares_up_to(reach)
        answer = centre + spread
        return [
            step(
                f"Count {fmt(middle)}{SQUARED} once for each of the {fmt(count)} numbers around it.",
                f"{fmt(count)} × {fmt(middle)}^2",
                centre,
            ),
            step(f"The offsets {offsets} add each small square twice.", f"2 × ({small})", spread),
            step("Add them; the cross terms cancel.", f"{fmt(centre)} + {fmt(spread)}", answer),
        ], Fraction(answer)

    def make_problem(self, rng: random.Random) -> Problem:
        middle = 10 * rng.randint(1, 10)
        reach = rng.randint(1, 3)
        return span(Operation.SUM_OF_SQUARES, middle - reach, middle + reach)


class SquaresFromOne(Technique):
    """The squares from 1 to n add up to n × (n + 1) × (2n + 1) ÷ 6."""

    name = "squares_from_one"
    title = "1² + 2² + … + n² formula"
    rule = "The squares from 1 to n add up to n × (n + 1) × (2n + 1) ÷ 6."
    why = (
        "n × (n + 1) × (2n + 1) ÷ 6 is 1 for n = 1, and going from n − 1 to n it grows by exactly n², so it "
        "equals 1² + 2² + … + n² at every n."
    )
    operation = Operation.SUM_OF_SQUARES
    priority = 6

    def _applies(self, p: Problem) -> bool:
        return p.lo in (0, 1) and p.hi >= 0

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        n = int(p.hi)
        pair = n * (n + 1)
        product = pair * (2 * n + 1)
        answer = product // 6
        return [
            step(f"Multiply {fmt(n)} by {fmt(n + 1)}.", f"{fmt(n)} × {fmt(n + 1)}", pair),
            step(
                f"Multiply by {fmt(2 * n + 1)}, one more than twice {fmt(n)}.",
                f"{fmt(pair)} × {fmt(2 * n + 1)}",
                product,
            ),
            step("Divide by 6.", f"{fmt(product)} ÷ 6", answer),
        ], Fraction(answer)

    def make_problem(self, rng: random.Random) -> Problem:
        lo = 0 if rng.random() < 0.1 else 1
        return span(Operation.SUM_OF_SQUARES, lo, rng.choice([rng.randint(3, 15), 20, 24, 30]))


class MirrorNegativeSquares(Technique):
    """(−k)² = k², so the negative part of the range is just another run of squares from 1."""

    name = "mirror_negative_squares"
    title = "Negative numbers square like positive ones"
    rule = "(−k)² = k², so the negative part of the range is just another run of squares from 1."
    why = (
        "A negative number squared is the same as its size squared ((−3)² = 9 = 3²), so the negative part of "
        "the range adds the same as the matching positive numbers."
    )
    operation = Operation.SUM_OF_SQUARES
    priority = 5

    def _applies(self, p: Problem) -> bool:
        return p.lo < 0

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        lo, hi = ends(p)
        if hi >= 0:
            negatives = squares_formula(f"The negatives give {squares_up_to_text(-lo)}.", -lo)
            if hi == 0:
                return [negatives], negatives.result
            positives = squares_formula(f"The positives give {squares_up_to_text(hi)}.", hi)
            answer = negatives.result + positives.result
            return [
                negatives,
                positives,
                step("Add the two parts.", f"{fmt(negatives.result)} + {fmt(positives.result)}", answer),
            ], answer
        flipped = squares_formula(f"Flip the signs to get {squares_up_to_text(-lo)}.", -lo)
        if hi == -1:
            return [flipped], flipped.result
        below = squares_formula(f"Take off {squares_up_to_text(-hi - 1)}.", -hi - 1)
        answer = flipped.result - below.result
        return [
            flipped,
            below,
            step("Subtract.", f"{fmt(flipped.result)} − {fmt(below.result)}", answer),
        ], answer

    def make_problem(self, rng: random.Random) -> Problem:
        lo = rng.randint(-10, -1)
        return span(Operation.SUM_OF_SQUARES, lo, rng.randint(lo, 10))


class SquaresBySubtraction(Technique):
    """lo² + … + hi² is (1² + … + hi²) minus (1² + … + (lo − 1)²)."""

    name = "squares_by_subtraction"
    title = "Squares from lo to hi: two formulas subtracted"
    rule = "lo² + … + hi² is (1² + … + hi²) minus (1² + … + (lo − 1)²)."
    why = (
        "The squares from lo to hi are all the squares from 1 to hi without those from 1 to lo − 1, and both "
        "of those runs have the n × (n + 1) × (2n + 1) ÷ 6 formula."
    )
    operation = Operation.SUM_OF_SQUARES
    priority = 1

    def _applies(self, p: Problem) -> bool:
        return p.lo >= 1

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        lo, hi = ends(p)
        upper = squares_formula(f"{squares_up_to_text(hi)}.", hi)
        if lo == 1:
            return [upper], upper.result
        lower = squares_formula(f"{squares_up_to_text(lo - 1)}.", lo - 1)
        answer = upper.result - lower.result
        return [
            upper,
            lower,
            step("Subtract.", f"{fmt(upper.result)} − {fmt(lower.result)}", answer),
        ], answer

    def make_problem(self, rng: random.Random) -> Problem:
        while True:
            lo = rng.randint(2, 15)
            problem = span(Operation.SUM_OF_SQUARES, lo, lo + rng.randint(2, 10))
            if not CenteredSquares().applies(problem):
                return problem


class SymmetricCubesCancel(Technique):
    """(−k)³ = −k³, so a range from −n to n adds up to 0."""

    name = "symmetric_cubes_cancel"
    title = "Cubes balanced around zero"
    rule = "(−k)³ = −k³, so a range from −n to n adds up to 0."
    why = (
        "A negative number cubed is negative ((−2)³ = −8), so each cube from −n to −1 cancels its partner "
        "from 1 to n, and 0³ = 0."
    )
    operation = Operation.SUM_OF_CUBES
    priority = 10

    def _applies(self, p: Problem) -> bool:
        return p.a + p.b == 0

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        hi = int(p.hi)
        if hi == 0:
            return [step("The only number is 0, and its cube is 0 too.", "0^3", 0)], Fraction(0)
        return [
            step(
                f"{fmt(hi)}{CUBED} and {term(-hi)}{CUBED} cancel, and so does every other pair.",
                f"{fmt(hi)}^3 + {term(-hi)}^3",
                0,
            ),
            step("So the total is 0.", f"0 × {fmt(p.terms)}", 0),
        ], Fraction(0)

    def make_problem(self, rng: random.Random) -> Problem:
        n = rng.randint(2, 12)
        return span(Operation.SUM_OF_CUBES, -n, n)


class NicomachusCubes(Technique):
    """1³ + 2³ + … + n³ equals (1 + 2 + … + n)²."""

    name = "nicomachus_cubes"
    title = "Cubes from 1: the square of 1 + 2 + … + n (Nicomachus)"
    rule = "1³ + 2³ + … + n³ equals (1 + 2 + … + n)²."
    why = (
        "The pattern starts 1³ = 1², 1³ + 2³ = 9 = 3², 1³ + 2³ + 3³ = 36 = 6², and it never breaks: adding "
        "the next cube, (n + 1)³, to (1 + … + n)² always gives (1 + … + n + (n + 1))²."
    )
    operation = Operation.SUM_OF_CUBES
    priority = 8

    def _applies(self, p: Problem) -> bool:
        return p.lo in (0, 1) and p.hi >= 0

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        n = int(p.hi)
        total = n * (n + 1) // 2
        answer = total * total
        return [triangle(n), step("Square it.", f"{fmt(total)} × {fmt(total)}", answer)], Fraction(answer)

    def make_problem(self, rng: random.Random) -> Problem:
        lo = 0 if rng.random() < 0.1 else 1
        return span(Operation.SUM_OF_CUBES, lo, rng.randint(3, 15))


class CancelNegativeCubes(Technique):
    """Cubes of −k and k cancel, so cross off the balanced middle and sum only what is left."""

    name = "cancel_negative_cubes"
    title = "Cancel the negative cubes first"
    rule = (
        "Cubes of −k and k cancel, so cross off the balanced middle of the range and sum only what is left."
    )
    why = (
        "A negative number cubed is negative ((−2)³ = −8), so each negative cube cancels the positive cube "
        "of the same size; what is left is a run of cubes on one side of zero."
    )
    operation = Operation.SUM_OF_CUBES
    priority = 7

    def _applies(self, p: Problem) -> bool:
        return p.lo < 0 and p.lo != -p.hi

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        lo, hi = ends(p)
        balanced = min(-lo, hi)
        steps: list[Step] = []
        if balanced > 0:
            steps.append(
                step(
                    f"The cubes from {fmt(-balanced)} to {fmt(balanced)} cancel in pairs.",
                    f"{term(-balanced)}^3 + {fmt(balanced)}^3",
                    0,
                )
            )
        if hi > -lo:
            steps += cube_run(-lo + 1, hi)
            return steps, steps[-1].result
        size = cube_run(hi + 1 if hi >= 0 else -hi, -lo)
        steps += size
        answer = -size[-1].result
        steps.append(
            step("The numbers left are negative, so the total is too.", f"0 − {fmt(-answer)}", answer)
        )
        return steps, answer

    def make_problem(self, rng: random.Random) -> Problem:
        while True:
            lo = rng.randint(-8, -1)
            hi = rng.randint(lo, 10)
            if lo != -hi:
                return span(Operation.SUM_OF_CUBES, lo, hi)


class TwoConsecutiveCubes(Technique):
    """n³ + (n + 1)³ = (n + (n + 1)) × (n × (n + 1) + 1)."""

    name = "two_consecutive_cubes"
    title = "Two neighbouring cubes"
    rule = "n³ + (n + 1)³ = (n + (n + 1)) × (n × (n + 1) + 1), from x³ + y³ = (x + y)(x² − xy + y²)."
    why = (
        "x³ + y³ = (x + y) × (x² − xy + y²), and for neighbours y = x + 1 the second bracket is x × (x + 1) "
        "+ 1: 3³ + 4³ = 7 × 13 = 91."
    )
    operation = Operation.SUM_OF_CUBES
    priority = 5

    def _applies(self, p: Problem) -> bool:
        return p.hi == p.lo + 1 and p.lo >= 1

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        lo, hi = ends(p)
        total, product = lo + hi, lo * hi + 1
        answer = total * product
        return [
            step("Add the two numbers.", f"{fmt(lo)} + {fmt(hi)}", total),
            step("Multiply them and add 1.", f"{fmt(lo)} × {fmt(hi)} + 1", product),
            step("Multiply the two results.", f"{fmt(total)} × {fmt(product)}", answer),
        ], Fraction(answer)

    def make_problem(self, rng: random.Random) -> Problem:
        lo = rng.randint(2, 15)
        return span(Operation.SUM_OF_CUBES, lo, lo + 1)


class CubesByDifferenceOfSquares(Technique):
    """lo³ + … + hi³ = T(hi)² − T(lo − 1)², with T(n) = n(n + 1) ÷ 2."""

    name = "cubes_by_difference_of_squares"
    title = "Cubes from lo to hi: difference of two triangle squares"
    rule = (
        "lo³ + … + hi³ = T(hi)² − T(lo − 1)² = (T(hi) − T(lo − 1)) × (T(hi) + T(lo − 1)), "
        "with T(n) = n(n + 1) ÷ 2."
    )
    why = (
        "The cubes from 1 to n add to the triangle number T(n) squared, so the cubes from lo to hi are "
        "T(hi)² − T(lo − 1)², and a difference of two squares is their difference times their sum."
    )
    operation = Operation.SUM_OF_CUBES
    priority = 1

    def _applies(self, p: Problem) -> bool:
        return p.lo >= 1

    def steps(self, p: Problem) -> tuple[list[Step], Fraction]:
        lo, hi = ends(p)
        steps = cube_run(lo, hi)
        return steps, steps[-1].result

    def make_problem(self, rng: random.Random) -> Problem:
        lo = rng.randint(2, 10)
        return span(Operation.SUM_OF_CUBES, lo, lo + rng.randint(2, 8))
