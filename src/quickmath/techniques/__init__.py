"""Every shortcut, in one plain list, and the code that picks the best one for a problem."""

from __future__ import annotations

import random

from quickmath.domain import Operation, Problem
from quickmath.techniques.adding import (
    AddDecimalsAsWhole,
    AddDoubles,
    AddInParts,
    AddNearDoubles,
    AddNines,
    AddSignedNumbers,
    MakeARoundNumber,
    RoundAndCompensate,
    RoundBothAndCompensate,
)
from quickmath.techniques.base import Technique, TechniqueFailed

# (imports: subtracting)
from quickmath.techniques.subtracting import (
    CountUp,
    ReverseDigitDifference,
    SameChange,
    SubtractByRounding,
    SubtractDecimalsAsWhole,
    SubtractFromPowerOf10,
    SubtractInParts,
    SubtractLargerFromSmaller,
    SubtractNines,
    SubtractSignedNumbers,
    TakeOneFromBoth,
)

# (imports: multiplying)
# (imports: dividing)
from quickmath.techniques.dividing import (
    CancelCommonZeros,
    DivideBy5,
    DivideBy9Vedic,
    DivideBy25,
    DivideBy50,
    DivideBy125,
    DivideByFactors,
    DivideByHalving,
    DivideByOneOrItself,
    DivideByPowerOf10,
    DivideByUnitFraction,
    DivideDecimalsByMovingPoint,
    DivideInParts,
    DivideSignsFirst,
    HalveBoth,
    RepeatingNinesDenominator,
)
# (imports: durations)
from quickmath.techniques.durations import (
    AddQuarterHours,
    AddTime,
    AddWholeHours,
    MakeTheHour,
    TimeRoundAndCompensate,
)
# (imports: series)
from quickmath.techniques.series import (
    GaussPairing,
    MiddleTermTimesCount,
    OddRunDifferenceOfSquares,
    SumOfFirstEvens,
    SumOfFirstOdds,
    SumOfMultiples,
    SymmetricSeriesCancels,
    TriangularNumber,
)

# (imports: sums_of_powers)
from quickmath.techniques.sums_of_powers import (
    CancelNegativeCubes,
    CenteredSquares,
    CubesByDifferenceOfSquares,
    MirrorNegativeSquares,
    NicomachusCubes,
    SquaresBySubtraction,
    SquaresFromOne,
    SymmetricCubesCancel,
    TwoConsecutiveCubes,
    TwoConsecutiveSquares,
)

# (imports: powers)
from quickmath.techniques.powers import (
    BaseZeroOneOrMinusOne,
    CubeByBinomial,
    ExponentZeroOrOne,
    NegativeBaseSignRule,
    PowerBySquaring,
    PowerOf10,
    PowerOfDecimal,
    PowerOfMultipleOf10,
    PowersOf2,
    PowersOf5,
    PowersOf11Pascal,
    RewriteBaseAsPowerOf2,
    SquareThenSquare,
)

TECHNIQUES: list[Technique] = [
    # adding
    AddNines(),
    AddDoubles(),
    AddNearDoubles(),
    RoundBothAndCompensate(),
    MakeARoundNumber(),
    RoundAndCompensate(),
    AddSignedNumbers(),
    AddDecimalsAsWhole(),
    AddInParts(),
    # subtracting
    SubtractFromPowerOf10(),
    ReverseDigitDifference(),
    SubtractNines(),
    CountUp(),
    TakeOneFromBoth(),
    SameChange(),
    SubtractByRounding(),
    SubtractSignedNumbers(),
    SubtractLargerFromSmaller(),
    SubtractDecimalsAsWhole(),
    SubtractInParts(),
    # multiplying
    # dividing
    DivideByOneOrItself(),
    DivideByPowerOf10(),
    RepeatingNinesDenominator(),
    DivideBy5(),
    DivideBy25(),
    DivideBy50(),
    DivideBy125(),
    DivideByUnitFraction(),
    CancelCommonZeros(),
    DivideBy9Vedic(),
    DivideByHalving(),
    DivideByFactors(),
    HalveBoth(),
    DivideDecimalsByMovingPoint(),
    DivideSignsFirst(),
    DivideInParts(),
    # durations
    AddWholeHours(),
    AddQuarterHours(),
    TimeRoundAndCompensate(),
    MakeTheHour(),
    AddTime(),
    # series
    SymmetricSeriesCancels(),
    SumOfFirstOdds(),
    SumOfFirstEvens(),
    TriangularNumber(),
    SumOfMultiples(),
    MiddleTermTimesCount(),
    OddRunDifferenceOfSquares(),
    GaussPairing(),
    # sums_of_powers
    TwoConsecutiveSquares(),
    CenteredSquares(),
    SquaresFromOne(),
    MirrorNegativeSquares(),
    SquaresBySubtraction(),
    SymmetricCubesCancel(),
    NicomachusCubes(),
    CancelNegativeCubes(),
    TwoConsecutiveCubes(),
    CubesByDifferenceOfSquares(),
    # powers
    ExponentZeroOrOne(),
    BaseZeroOneOrMinusOne(),
    PowerOf10(),
    PowerOfMultipleOf10(),
    PowersOf11Pascal(),
    PowersOf2(),
    PowersOf5(),
    RewriteBaseAsPowerOf2(),
    NegativeBaseSignRule(),
    PowerOfDecimal(),
    CubeByBinomial(),
    SquareThenSquare(),
    PowerBySquaring(),
]

BY_NAME: dict[str, Technique] = {t.name: t for t in TECHNIQUES}


class UnknownTechnique(KeyError):
    """No shortcut has that name."""


def get_technique(name: str) -> Technique:
    try:
        return BY_NAME[name]
    except KeyError:
        raise UnknownTechnique(name) from None


def find_applicable(problem: Problem) -> list[Technique]:
    """Techniques that apply to `problem`, best first."""
    return sorted(
        (t for t in TECHNIQUES if t.applies(problem)),
        key=lambda t: t.priority,
        reverse=True,
    )


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
    "Technique",
    "TechniqueFailed",
    "UnknownTechnique",
    "find_applicable",
    "for_operation",
    "get_technique",
    "practice_problem",
]
