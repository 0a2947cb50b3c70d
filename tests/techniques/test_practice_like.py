"""Practice problems look like the question: the same shortcut, sizes, decimals and signs, never itself."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import quickmath.tools.practice as practice
from quickmath.domain import CLOCK_OPERATIONS, Operation, Problem
from quickmath.techniques import TECHNIQUES, Technique, find_applicable
from quickmath.techniques.lookalike import problem_like
from quickmath.tools import dispatch
from quickmath.tools.practice import read_like
from quickmath.tools.schemas import SolveArgs
from quickmath.tools.solve import problem_from
from tests.strategies import problems


def written_digits(x: Fraction) -> int:
    """Digits a learner reads in x: 4.75 has 3, 0.05 has 1, −17 has 2 (a fraction like 1/3: both halves)."""
    text = str(abs(x)) if x.denominator == 1 else None
    if text is None:
        scale = next((10**k for k in range(12) if (x * 10**k).denominator == 1), None)
        if scale is None:
            return len(str(abs(x.numerator))) + len(str(x.denominator))
        text = str(abs(x * scale).numerator)
    return len(text)


def operands(p: Problem) -> list[Fraction]:
    return [p.a, p.b, p.step] if p.operation is Operation.SERIES else [p.a, p.b]


def problems_look_alike(made: Problem, question: Problem) -> list[str]:
    """What is wrong with `made` as a practice problem after `question`; empty when nothing is."""
    if made.operation in CLOCK_OPERATIONS:  # a clock reading: the same kind of clock, not the question
        return (
            [] if made.twelve_hour == question.twelve_hour and made != question else [f"{made} vs {question}"]
        )
    wrong = []
    for name, x, y in zip(["a", "b", "step"], operands(made), operands(question), strict=False):
        size = min(written_digits(y), 6)
        if not max(1, size - 1) <= written_digits(x) <= min(written_digits(y) + 1, 6):
            wrong.append(f"{name} has {written_digits(x)} digits against {written_digits(y)}")
        if (x.denominator == 1) != (y.denominator == 1):
            wrong.append(f"{name} decimals differ")
        if y != 0 and (x < 0) != (y < 0):
            wrong.append(f"{name} sign differs")
        if x == 0 != y:
            wrong.append(f"{name} is 0, and the question's was not")
    if question.exact().denominator == 1 and made.exact().denominator != 1:
        wrong.append("the question's answer was whole")
    if made == question or (made.exact() == question.exact() and in_play(made) == in_play(question)):
        wrong.append("it is the question itself")  # or the same answer from the same numbers
    return wrong


def in_play(p: Problem) -> tuple[Fraction, ...]:
    """The numbers a problem works on, in no order: a run's first and last terms other than a 0 at either
    end (0 + 1 + … + 100 works on 1 to 100) and its step; both operands of a sum or product; a difference
    or a quotient in its order."""
    if p.operation in (Operation.SERIES, Operation.SUM_OF_SQUARES, Operation.SUM_OF_CUBES):
        step = p.step if p.operation is Operation.SERIES else Fraction(1)
        first, last = sorted((p.a, p.b))
        return (step if first == 0 else first, -step if last == 0 else last, step)
    if p.operation in (Operation.ADD, Operation.MULTIPLY, Operation.ADD_TIME):
        return tuple(sorted((p.a, p.b)))
    return (p.a, p.b)


def practice_after(technique: Technique, question: Problem, seed: int) -> Problem:
    """Through the tool, as a model or the offline coach asks: the shortcut's name and the question."""
    practice.rng.seed(seed)
    result: dict[str, Any] = dispatch(
        "make_practice_problem", {"technique": technique.name, "like": str(question)}
    )
    assert result["technique"] == technique.name
    return problem_from(SolveArgs.model_validate(result))


@pytest.mark.parametrize("technique", TECHNIQUES, ids=lambda t: t.name)
@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_a_practice_problem_looks_like_the_question_for_every_shortcut(
    technique: Technique, seed: int
) -> None:
    question = technique.make_problem(random.Random(seed))
    made = practice_after(technique, question, seed)
    assert problems_look_alike(made, question) == []
    assert find_applicable(made)[:1] == [technique], f"{made} is not taught by {technique.name}"


@pytest.mark.parametrize("operation", list(Operation), ids=str)
@settings(max_examples=40, deadline=None)
@given(data=st.data(), seed=st.integers(0, 2**32))
def test_any_question_gets_a_practice_problem_like_it_from_its_best_shortcut(
    operation: Operation, data: st.DataObject, seed: int
) -> None:
    question = data.draw(
        problems(operation).filter(lambda p: all(written_digits(x) <= 6 for x in operands(p)))
    )
    best = find_applicable(question)[:1]
    if not best:
        return
    made = problem_like(best[0], question, random.Random(seed))
    assert made is not None
    assert best[0].applies(made)
    assert problems_look_alike(made, question) == []


@pytest.mark.parametrize("operation", [Operation.DIVISIBLE, Operation.REMAINDER])
@pytest.mark.parametrize("number", [3, 7, 11, 12, 25])
def test_a_number_tried_against_itself_gets_practice_every_time(operation: Operation, number: int) -> None:
    question = Problem(operation, number, number)
    best = find_applicable(question)[0]
    for seed in range(40):
        made = problem_like(best, question, random.Random(seed))
        assert made is not None, f"no practice for {question} with seed {seed}"
        assert problems_look_alike(made, question) == []


def test_the_same_answer_from_the_same_numbers_is_the_question_again() -> None:
    question = Problem(Operation.SERIES, 1, 100)
    for again in (Problem(Operation.SERIES, 0, 100), Problem(Operation.SERIES, 100, 1)):
        assert "it is the question itself" in problems_look_alike(again, question)
    assert problems_look_alike(Problem(Operation.SERIES, 1, 101), question) == []


def test_after_1_to_100_the_practice_is_never_the_same_sum_from_0() -> None:
    question = Problem(Operation.SERIES, 1, 100)
    technique = find_applicable(question)[0]
    for seed in range(200):
        made = practice_after(technique, question, seed)
        assert made.exact() != question.exact() or made.lo not in (0, 1), (seed, str(made))


def test_after_98_times_97_the_practice_stays_two_digits_near_100_and_is_never_the_question() -> None:
    technique = find_applicable(Problem(Operation.MULTIPLY, 98, 97))[0]
    made = [practice_after(technique, Problem(Operation.MULTIPLY, 98, 97), seed) for seed in range(120)]
    assert all(problems_look_alike(p, Problem(Operation.MULTIPLY, 98, 97)) == [] for p in made)
    assert {p.a for p in made} | {p.b for p in made} <= set(range(10, 1000))
    assert len({(p.a, p.b) for p in made}) > 10


@pytest.mark.parametrize(
    "question",
    [
        Problem(Operation.MULTIPLY, 10**999 + 7, 3 * 10**998 + 1),
        Problem(Operation.ADD, 123456789012, 99),
        Problem(Operation.SUBTRACT, 10**40, 17),
        Problem(Operation.DIVIDE, 7 * 10**300, 7),
    ],
    ids=["1000-digit product", "12-digit plus 99", "from a power of ten", "300 digits divided"],
)
def test_a_long_question_gets_a_practice_problem_of_at_most_six_digits(question: Problem) -> None:
    technique = find_applicable(question)[0]
    made = practice_after(technique, question, 7)
    assert technique.applies(made)
    assert problems_look_alike(made, question) == []
    assert max(written_digits(made.a), written_digits(made.b)) <= 6


@pytest.mark.parametrize(
    ("written", "operation", "read"),
    [
        ("98 × 97", Operation.MULTIPLY, (98, 97, 1)),
        ("−15 + 8", Operation.ADD, (-15, 8, 1)),
        ("45 + (−17)", Operation.ADD, (45, -17, 1)),
        ("45 − 17", Operation.SUBTRACT, (45, 17, 1)),
        ("(−4.5) − 3", Operation.SUBTRACT, (Fraction("-4.5"), 3, 1)),
        ("2:45 + 1:30", Operation.ADD_TIME, (245, 130, 1)),
        ("2 h 45 min + 1 h 30 min", Operation.ADD_TIME, (245, 130, 1)),
        ("90 minutes plus 45 minutes", Operation.ADD_TIME, (130, 45, 1)),
        ("1 + 3 + 5 + … + 19", Operation.SERIES, (1, 19, 2)),
        ("19 + 17 + … + 1", Operation.SERIES, (19, 1, 2)),
        ("1² + 2² + 3² + … + 10²", Operation.SUM_OF_SQUARES, (1, 10, 1)),
        ("14³", Operation.POWER, (14, 3, 1)),
        ("(−2)⁵", Operation.POWER, (-2, 5, 1)),
        ("2^10", Operation.POWER, (2, 10, 1)),
    ],
)
def test_like_is_read_as_the_coach_and_models_write_problems(
    written: str, operation: Operation, read: tuple[Any, Any, Any]
) -> None:
    assert read_like(written, operation) == Problem(operation, *(Fraction(x) for x in read))


@pytest.mark.parametrize("written", ["", "what?", "1 + 2 + 3", "25:75 + 1"])
def test_a_like_that_cannot_be_read_as_two_numbers_is_left_out(written: str) -> None:
    assert read_like(written, Operation.MULTIPLY) is None
    result = dispatch("make_practice_problem", {"technique": "multiply_by_11", "like": written})
    assert result["technique"] == "multiply_by_11"


ON_DIGITS = [t for t in TECHNIQUES if t.operation not in CLOCK_OPERATIONS]  # readings have no digits to add


@pytest.mark.parametrize("technique", ON_DIGITS, ids=lambda t: t.name)
@settings(max_examples=4, deadline=None)
@given(seed=st.integers(0, 2**32), level=st.sampled_from(["harder", "easier"]))
def test_harder_never_has_fewer_digits_and_easier_never_more(
    technique: Technique, seed: int, level: str
) -> None:
    question = technique.make_problem(random.Random(seed))
    practice.rng.seed(seed)
    result = dispatch(
        "make_practice_problem", {"technique": technique.name, "like": str(question), "level": level}
    )
    made = Problem(result["operation"], *(Fraction(str(result.get(key, 1))) for key in ("a", "b", "step")))
    assert technique.applies(made)
    for x, y in zip(operands(made), operands(question), strict=True):
        if level == "harder":
            assert written_digits(x) >= min(written_digits(y), 6), (made, question)
        else:
            assert written_digits(x) <= written_digits(y), (made, question)


@pytest.mark.parametrize(
    ("like", "level", "digits"),
    [("47 + 9", "harder", (3, 2)), ("47 + 9", "easier", (1, 1)), ("98 × 97", "harder", (3, 3))],
)
def test_harder_and_easier_move_each_operand_a_digit_when_the_shortcut_allows(
    like: str, level: str, digits: tuple[int, int]
) -> None:
    question = read_like(like, Operation.ADD if "+" in like else Operation.MULTIPLY)
    assert question is not None
    technique = find_applicable(question)[0]
    for seed in range(10):
        practice.rng.seed(seed)
        result = dispatch(
            "make_practice_problem", {"technique": technique.name, "like": like, "level": level}
        )
        assert (written_digits(Fraction(result["a"])), written_digits(Fraction(result["b"]))) == digits


@pytest.mark.parametrize(
    ("technique", "like"),
    [
        ("add_nines", "90.1 + 99"),
        ("subtract_from_power_of_10", "1000 − 347"),
        ("multiply_by_nines", "34 × 99"),
    ],
)
def test_harder_grows_a_special_operand_too_when_that_is_the_only_way(technique: str, like: str) -> None:
    question = read_like(
        like, Operation.ADD if "+" in like else Operation.SUBTRACT if "−" in like else Operation.MULTIPLY
    )
    assert question is not None
    for seed in range(8):
        practice.rng.seed(seed)
        result = dispatch("make_practice_problem", {"technique": technique, "like": like, "level": "harder"})
        made = Problem(result["operation"], Fraction(str(result["a"])), Fraction(str(result["b"])))
        assert sum(map(written_digits, operands(made))) > sum(map(written_digits, operands(question)))
