"""Every shortcut, in one plain list, and the code that picks the best one for a problem."""

from __future__ import annotations

import difflib
import random
import re

from quickmath.domain import Operation, Problem, Solution
from quickmath.records import Record
from quickmath.techniques import (
    adding,
    clocks,
    dividing,
    divisibility,
    durations,
    multiplying,
    powers,
    remainders,
    series,
    subtracting,
    sums_of_powers,
)
from quickmath.techniques.base import Technique, TechniqueFailed

TECHNIQUES: list[Technique] = [
    # adding
    adding.AddNines(),
    adding.AddDoubles(),
    adding.AddNearDoubles(),
    adding.RoundBothAndCompensate(),
    adding.MakeARoundNumber(),
    adding.RoundAndCompensate(),
    adding.AddSignedNumbers(),
    adding.AddDecimalsAsWhole(),
    adding.AddInParts(),
    # subtracting
    subtracting.SubtractFromPowerOf10(),
    subtracting.ReverseDigitDifference(),
    subtracting.SubtractNines(),
    subtracting.CountUp(),
    subtracting.TakeOneFromBoth(),
    subtracting.SameChange(),
    subtracting.SubtractByRounding(),
    subtracting.SubtractSignedNumbers(),
    subtracting.SubtractLargerFromSmaller(),
    subtracting.SubtractDecimalsAsWhole(),
    subtracting.SubtractInParts(),
    # multiplying
    multiplying.MultiplyByZeroOrOne(),
    multiplying.SquareEndingIn5(),
    multiplying.MultiplyBy101Or1001(),
    multiplying.MultiplyByPowerOf10(),
    multiplying.MultiplyBy11(),
    multiplying.SameTensOnesMakeTen(),
    multiplying.SquareNear50(),
    multiplying.SquareNear100(),
    multiplying.MultiplyBy5(),
    multiplying.MultiplyBy50(),
    multiplying.MultiplyBy25(),
    multiplying.MultiplyBy125(),
    multiplying.MultiplyByNines(),
    multiplying.MultiplyTeens(),
    multiplying.DifferenceOfSquares(),
    multiplying.SquareNextToRound(),
    multiplying.MultiplyBy15(),
    multiplying.MultiplyBy75(),
    multiplying.DoubleAndDouble(),
    multiplying.NearBaseMultiplication(),
    multiplying.SquareByUpDown(),
    multiplying.NearWorkingBase(),
    multiplying.HalveAndDouble(),
    multiplying.MultiplyByRounding(),
    multiplying.MultiplyBy12Trachtenberg(),
    multiplying.MultiplyDecimalsAsWhole(),
    multiplying.MultiplySignsFirst(),
    multiplying.VerticallyAndCrosswise(),
    multiplying.MultiplyInParts(),
    # dividing
    dividing.DivideByOneOrItself(),
    dividing.DivideByPowerOf10(),
    dividing.RepeatingNinesDenominator(),
    dividing.DivideBy5(),
    dividing.DivideBy25(),
    dividing.DivideBy50(),
    dividing.DivideBy125(),
    dividing.DivideByUnitFraction(),
    dividing.CancelCommonZeros(),
    dividing.DivideBy9Vedic(),
    dividing.DivideByHalving(),
    dividing.DivideByFactors(),
    dividing.HalveBoth(),
    dividing.DivideDecimalsByMovingPoint(),
    dividing.DivideSignsFirst(),
    dividing.DivideInParts(),
    # durations
    durations.AddWholeHours(),
    durations.AddQuarterHours(),
    durations.TimeRoundAndCompensate(),
    durations.MakeTheHour(),
    durations.AddTime(),
    # series
    series.SymmetricSeriesCancels(),
    series.SumOfFirstOdds(),
    series.SumOfFirstEvens(),
    series.TriangularNumber(),
    series.SumOfMultiples(),
    series.MiddleTermTimesCount(),
    series.OddRunDifferenceOfSquares(),
    series.GaussPairing(),
    # sums of powers
    sums_of_powers.TwoConsecutiveSquares(),
    sums_of_powers.CenteredSquares(),
    sums_of_powers.SquaresFromOne(),
    sums_of_powers.MirrorNegativeSquares(),
    sums_of_powers.SquaresBySubtraction(),
    sums_of_powers.SymmetricCubesCancel(),
    sums_of_powers.NicomachusCubes(),
    sums_of_powers.CancelNegativeCubes(),
    sums_of_powers.TwoConsecutiveCubes(),
    sums_of_powers.CubesByDifferenceOfSquares(),
    # powers
    powers.ExponentZeroOrOne(),
    powers.BaseZeroOneOrMinusOne(),
    powers.PowerOf10(),
    powers.PowerOfMultipleOf10(),
    powers.PowersOf11Pascal(),
    powers.PowersOf2(),
    powers.PowersOf5(),
    powers.RewriteBaseAsPowerOf2(),
    powers.NegativeBaseSignRule(),
    powers.PowerOfDecimal(),
    powers.CubeByBinomial(),
    powers.SquareThenSquare(),
    powers.PowerBySquaring(),
    # remainders
    remainders.RemainderBelowDivisor(),
    remainders.RemainderByLastDigits(),
    remainders.RemainderByDigitSum(),
    remainders.RemainderByAlternatingSum(),
    remainders.RemainderByTakingOff(),
    # divisibility
    divisibility.DivisibleBelowDivisor(),
    divisibility.DivisibleByLastDigit(),
    divisibility.DivisibleByLastTwoDigits(),
    divisibility.DivisibleByLastThreeDigits(),
    divisibility.DivisibleByDigitSum(),
    divisibility.DivisibleBy11AlternatingSum(),
    divisibility.DivisibleBy6TwoAndThree(),
    divisibility.DivisibleBy12ThreeAndFour(),
    divisibility.DivisibleBy7DoubleAndSubtract(),
    divisibility.DivisibleByTakingOff(),
    # clock times
    clocks.BridgeThroughNoonOrMidnight(),
    clocks.BridgeThroughTheHour(),
    clocks.AddHoursThenMinutes(),
    clocks.BackThroughNoonOrMidnight(),
    clocks.BackThroughTheHour(),
    clocks.TakeHoursThenMinutes(),
    clocks.SubtractTheReadings(),
    clocks.CountOnThroughMidnight(),
    clocks.CountOnBetween(),
    clocks.SubtractWholeHours(),
    clocks.SubtractTimeRoundAndCompensate(),
    clocks.CountUpTheTime(),
    clocks.SubtractHoursAndMinutes(),
]

BY_NAME: dict[str, Technique] = {t.name: t for t in TECHNIQUES}


class UnknownTechnique(KeyError):
    """No shortcut has that name."""


def get_technique(name: str) -> Technique:
    try:
        return BY_NAME[name]
    except KeyError:
        raise UnknownTechnique(name) from None


_NUMBER_WORDS = {
    word: str(n)
    for n, word in enumerate(
        ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven"]
    )
}
_FILLER = {"a", "an", "and", "by", "for", "how", "i", "in", "is", "of", "s", "the", "to", "trick", "what"}


def _words(text: str) -> set[str]:
    """Plain words and numbers, with number words read as the number (and 9s as 9)."""
    return {_NUMBER_WORDS.get(w, w) for w in re.findall(r"[a-z]+|\d+", text.lower())} - _FILLER


def close_names(asked: str, count: int = 3) -> list[str]:
    """The shortcuts nearest to what was asked: words shared with their names and titles, then spelling."""
    key = asked.strip().lower().replace(" ", "_").replace("-", "_")
    wanted = _words(asked)

    def closeness(t: Technique) -> float:
        shared = len(wanted & _words(f"{t.name.replace('_', ' ')} {t.title}"))
        return shared + difflib.SequenceMatcher(None, key, t.name).ratio()

    ranked = sorted(TECHNIQUES, key=closeness, reverse=True)
    return [t.name for t in ranked[:count] if closeness(t) >= 0.6]


def find_applicable(problem: Problem) -> list[Technique]:
    """Techniques that apply to `problem`, best first."""
    return sorted(
        (t for t in TECHNIQUES if t.applies(problem)),
        key=lambda t: t.priority,
        reverse=True,
    )


class Solved(Record):
    """A verified solution, the shortcut that made it, and the applicable shortcuts ranked after it."""

    technique: Technique
    solution: Solution
    others: list[Technique]


def first_solution(problem: Problem, candidates: list[Technique] | None = None) -> Solved | None:
    """The first of `candidates` (every applicable shortcut, best first, by default) that solves `problem`.

    A shortcut whose own check fails (`TechniqueFailed`) is skipped; None when none solves it.
    """
    ranked = find_applicable(problem) if candidates is None else candidates
    for index, technique in enumerate(ranked):
        try:
            solution = technique.solve(problem)
        except TechniqueFailed:
            continue
        return Solved(technique, solution, ranked[index + 1 :])
    return None


def for_operation(operation: Operation) -> list[Technique]:
    return [t for t in TECHNIQUES if t.operation is operation]


def practice_problem(technique: Technique, rng: random.Random, tries: int = 40) -> Problem:
    """A problem `technique` applies to, preferring one where it is also the best pick."""
    problem = technique.make_problem(rng)
    for _ in range(tries):
        if find_applicable(problem)[:1] == [technique]:
            break
        problem = technique.make_problem(rng)
    return problem


__all__ = [
    "BY_NAME",
    "TECHNIQUES",
    "Solved",
    "Technique",
    "TechniqueFailed",
    "UnknownTechnique",
    "close_names",
    "find_applicable",
    "first_solution",
    "for_operation",
    "get_technique",
    "practice_problem",
]
