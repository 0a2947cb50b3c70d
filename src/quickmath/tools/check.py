"""`check_answer`: is the learner right? Exact arithmetic decides; casting out nines is shown as a check."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction
from typing import Any

from quickmath.display import number
from quickmath.domain import DURATION_OPERATIONS, Operation, Problem, ProblemError, Step
from quickmath.exact import is_whole
from quickmath.forms import answer_hint, read_text, result_json
from quickmath.numbers import read_learner_answer
from quickmath.operators import SHOWN
from quickmath.tools.schemas import CheckArgs
from quickmath.tools.solve import problem_from

_CHECKED = (Operation.ADD, Operation.SUBTRACT, Operation.MULTIPLY)
WORDED_ANSWERS = frozenset({Operation.DIVISIBLE, Operation.TIME_AFTER, Operation.TIME_BEFORE})
"""Operations whose answer is never a plain number: Yes/No, or a clock reading."""
_LONG = 12
NOT_PROOF = (
    "A digit-sum match does not prove the answer: swapped digits or an error of exactly 9 slip through. "
    "A mismatch does prove a mistake."
)


def learner_value(answer: int | Decimal | str, problem: Problem) -> Fraction:
    """A learner's answer as an exact number for `problem`: "3 1/3" → 10/3; "5:00", "5 h 0 min" → 500;
    "6:21 AM" and "no" in their operations' forms (`quickmath.forms.read_text`)."""
    if problem.operation in WORDED_ANSWERS or (
        isinstance(answer, str) and problem.operation is Operation.TIME_BETWEEN
    ):
        return read_text(problem, str(answer))
    if not isinstance(answer, str):
        return Fraction(answer)
    written = read_learner_answer(answer)
    if written.is_time and problem.operation not in DURATION_OPERATIONS:
        raise ValueError(f"{written.text!r} is a time, but {problem} is not about time")
    return written.value


def _reduce(number: int, what: str, steps: list[Step]) -> int:
    """Add the digits of `number` until one digit is left, recording each round; 9 counts as 0."""
    say = f"Add the digits of {what}, {number}."
    while number > 9:
        digits = str(number)
        total = sum(int(d) for d in digits)
        expr = " + ".join(digits) if len(digits) <= _LONG else str(total)
        steps.append(Step(say=say, expr=expr, result=Fraction(total)))
        number, say = total, "Add the digits again."
    return 0 if number == 9 else number


def digit_sum_check(problem: Problem, given: Fraction) -> dict[str, Any] | None:
    """Casting out nines for whole-number +, −, × with nothing negative; None where it does not apply."""
    values = (problem.a, problem.b, given)
    if problem.operation not in _CHECKED or not all(is_whole(v) and v >= 0 for v in values):
        return None
    steps: list[Step] = []
    a, b, g = (int(v) for v in values)
    left, right = _reduce(a, "the first number", steps), _reduce(b, "the second number", steps)
    symbol = SHOWN[problem.operation.value]
    combined = {"+": left + right, "−": left - right + 9, "×": left * right}[symbol]
    expr = f"{left} − {right} + 9" if symbol == "−" else f"{left} {symbol} {right}"
    steps.append(Step(say="Do the same sum with the digit sums.", expr=expr, result=Fraction(combined)))
    expected = _reduce(combined, "that result", steps) % 9
    answer_sum = _reduce(g, "your answer", steps) % 9
    matches = expected == answer_sum
    verdict = "match" if matches else "do not match"
    steps.append(
        Step(
            say=f"The digit sums {verdict} (9 counts as 0).",
            expr=f"{number(expected)} − {number(answer_sum)}",
            result=Fraction(expected - answer_sum),
        )
    )
    return {"steps": [s.model_dump(mode="json") for s in steps], "matches": matches, "note": NOT_PROOF}


def check_answer(args: CheckArgs) -> dict[str, Any]:
    problem = problem_from(args)
    try:
        given = learner_value(args.answer, problem)
    except ValueError as error:
        hint = answer_hint(problem) or 'in digits, e.g. 282, "4.75" or "3 1/3"'
        raise ProblemError(f"answer: {error}; write it {hint}.") from None
    exact_answer = problem.exact()
    correct = given == exact_answer
    return {
        "correct": correct,
        "problem": str(problem),
        "answer_given": result_json(problem, given),
        "correct_answer": result_json(problem, exact_answer),
        "digit_sum_check": digit_sum_check(problem, given),
    }
