"""Every shortcut, in one plain list by family, and the code that picks the best one for a problem.

A family is loaded the first time a problem of its operation, or one of its shortcuts by name, is asked
for: "What is 47 + 9?" loads only the adding shortcuts. Names and operations are read from
`data/shortcut_index.json`; after adding, renaming or moving a shortcut run
`python -m quickmath.techniques.write_index` (tests/test_techniques.py fails until you do).
"""

from __future__ import annotations

import difflib
import functools
import json
import random
import re
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path

from quickmath.domain import Operation, Problem, Solution
from quickmath.records import Record
from quickmath.techniques.base import Technique, TechniqueFailed


def _adding() -> list[Technique]:
    from quickmath.techniques import adding

    return [
        adding.AddNines(),
        adding.AddDoubles(),
        adding.AddNearDoubles(),
        adding.RoundBothAndCompensate(),
        adding.MakeARoundNumber(),
        adding.RoundAndCompensate(),
        adding.AddSignedNumbers(),
        adding.AddDecimalsAsWhole(),
        adding.AddInParts(),
    ]


def _subtracting() -> list[Technique]:
    from quickmath.techniques import subtracting

    return [
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
    ]


def _multiplying() -> list[Technique]:
    from quickmath.techniques import multiplying

    return [
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
        multiplying.MultiplyRoundNumbers(),
        multiplying.MultiplyBy12Trachtenberg(),
        multiplying.MultiplyDecimalsAsWhole(),
        multiplying.MultiplySignsFirst(),
        multiplying.VerticallyAndCrosswise(),
        multiplying.MultiplyInParts(),
    ]


def _dividing() -> list[Technique]:
    from quickmath.techniques import dividing

    return [
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
    ]


def _durations() -> list[Technique]:
    from quickmath.techniques import durations

    return [
        durations.AddWholeHours(),
        durations.AddQuarterHours(),
        durations.TimeRoundAndCompensate(),
        durations.MakeTheHour(),
        durations.AddTime(),
    ]


def _series() -> list[Technique]:
    from quickmath.techniques import series

    return [
        series.SymmetricSeriesCancels(),
        series.SumOfFirstOdds(),
        series.SumOfFirstEvens(),
        series.TriangularNumber(),
        series.SumOfMultiples(),
        series.MiddleTermTimesCount(),
        series.OddRunDifferenceOfSquares(),
        series.GaussPairing(),
    ]


def _sums_of_powers() -> list[Technique]:
    from quickmath.techniques import sums_of_powers

    return [
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
    ]


def _powers() -> list[Technique]:
    from quickmath.techniques import powers

    return [
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
    ]


def _remainders() -> list[Technique]:
    from quickmath.techniques import remainders

    return [
        remainders.RemainderBelowDivisor(),
        remainders.RemainderByLastDigits(),
        remainders.RemainderByDigitSum(),
        remainders.RemainderByAlternatingSum(),
        remainders.RemainderByTakingOff(),
    ]


def _divisibility() -> list[Technique]:
    from quickmath.techniques import divisibility

    return [
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
    ]


def _clocks() -> list[Technique]:
    from quickmath.techniques import clocks

    return [
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


FAMILIES: dict[str, Callable[[], list[Technique]]] = {
    "adding": _adding,
    "subtracting": _subtracting,
    "multiplying": _multiplying,
    "dividing": _dividing,
    "durations": _durations,
    "series": _series,
    "sums_of_powers": _sums_of_powers,
    "powers": _powers,
    "remainders": _remainders,
    "divisibility": _divisibility,
    "clocks": _clocks,
}
"""Each family's shortcuts in the order they are tried, and the families in the order of the one list."""
INDEX_FILE = Path(__file__).parent.parent / "data" / "shortcut_index.json"
_INDEX: dict[str, dict[str, list[str]]] = json.loads(INDEX_FILE.read_text("utf-8"))
"""Each family's operations and shortcut names, kept as data so that reading a name loads no family."""


@functools.cache
def family(name: str) -> list[Technique]:
    """The shortcuts of one family, loaded the first time a problem or a name needs them."""
    return FAMILIES[name]()


@functools.cache
def all_techniques() -> list[Technique]:
    """Every shortcut, in the order of the one list (`TECHNIQUES`)."""
    return [technique for name in FAMILIES for technique in family(name)]


def built_index() -> str:
    """The index `INDEX_FILE` should hold: `python -m quickmath.techniques.write_index` writes it."""
    index = {
        name: {
            "operations": list(dict.fromkeys(t.operation.value for t in family(name))),
            "names": [t.name for t in family(name)],
        }
        for name in FAMILIES
    }
    return json.dumps(index, indent=1) + "\n"


class _ByName(Mapping[str, Technique]):
    """Every shortcut by name; a name's family is loaded only when its shortcut is looked up."""

    def __init__(self) -> None:
        self._family_of = {name: family for family, entry in _INDEX.items() for name in entry["names"]}

    def __getitem__(self, name: str) -> Technique:
        for technique in family(self._family_of[name]):
            if technique.name == name:
                return technique
        raise KeyError(name)

    def __contains__(self, name: object) -> bool:
        return name in self._family_of

    def __iter__(self) -> Iterator[str]:
        return iter(self._family_of)

    def __len__(self) -> int:
        return len(self._family_of)


BY_NAME: Mapping[str, Technique] = _ByName()


def __getattr__(name: str) -> list[Technique]:
    """`TECHNIQUES`, every shortcut in one plain list, loads every family: only what needs them all asks."""
    if name == "TECHNIQUES":
        return all_techniques()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


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

    ranked = sorted(all_techniques(), key=closeness, reverse=True)
    return [t.name for t in ranked[:count] if closeness(t) >= 0.6]


def find_applicable(problem: Problem) -> list[Technique]:
    """Techniques that apply to `problem`, best first."""
    return sorted(
        (t for t in for_operation(problem.operation) if t.applies(problem)),
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
    """The shortcuts for one operation, in the order of the one list; only their families are loaded."""
    families = [name for name, entry in _INDEX.items() if operation.value in entry["operations"]]
    return [t for name in families for t in family(name) if t.operation is operation]


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
    "all_techniques",
    "close_names",
    "find_applicable",
    "first_solution",
    "for_operation",
    "get_technique",
    "practice_problem",
]
