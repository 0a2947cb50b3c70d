"""The arguments of each tool as Pydantic models: their field descriptions are the model's instructions."""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, WithJsonSchema, field_validator

from quickmath.domain import Operation
from quickmath.numbers import Answer, Number, Operand
from quickmath.operators import POWER_SIGNS, ascii_sign

NamedOperation = Annotated[Operation, WithJsonSchema({"type": "string"})]
"""An operation validated against the enum, but listed in the menu only once (solve_with_shortcut's)."""


class _Args(BaseModel):
    model_config = ConfigDict(extra="ignore", defer_build=True)

    @field_validator("operation", mode="before", check_fields=False)
    @classmethod
    def _spelled_operation(cls, value: Any) -> Any:
        if isinstance(value, str):
            value = ascii_sign(value)
            if value in POWER_SIGNS:
                choices = ", ".join(repr(op.value) for op in Operation)
                raise ValueError(
                    f"Input should be one of {choices}; for a power use 'power' (a = base, b = power)"
                )
        return value


class ProblemArgs(_Args):
    """A problem in the same fields as solve_with_shortcut, described briefly to keep the menu small."""

    a: Operand = Field(description="As for solve_with_shortcut.")
    operation: NamedOperation = Field(description="As for solve_with_shortcut.")
    b: Operand = Field(description="As for solve_with_shortcut.")
    step: Number = Field(default=1, description="Only for series.")


class SolveArgs(ProblemArgs):
    a: Operand = Field(
        description="First operand as written. '/', remainder, divisible: the number divided. series: first "
        "term. sum_of_squares/sum_of_cubes: first number. add_time/subtract_time: the first time as hours "
        "and minutes run together, e.g. 245 for 2 h 45 min (2:45), 45 for 45 minutes, 300 for 3 hours. "
        'power: the base. time_after/time_before/time_between: a clock reading, "1:44 PM" or "13:44".'
    )
    operation: Operation = Field(
        description="'series': numbers going up by the same step, e.g. 1 + 2 + … + 100, or 'the first 10 odd "
        "numbers' (1 + 3 + … + 19). 'sum_of_squares': 1² + 2² + … + 10² or 'the squares of the first 10 "
        "numbers'; 'sum_of_cubes' the same for cubes. 'add_time': two lengths of time, e.g. 2:45 + 1:30. "
        "'power': e.g. 14³ or 'the cube of 14' (a = 14, b = 3). 'divisible': is a divisible by b (a multiple "
        "of b)? 'time_between': minutes from clock reading a to b."
    )
    b: Operand = Field(
        description="Second operand as written. series: last term. sum_of_squares/sum_of_cubes: last number. "
        "add_time/subtract_time: the second time, written like a. power: the power, e.g. 3 for a cube. "
        'time_after/time_before: the minutes, e.g. "443 minutes". time_between: the later reading.'
    )
    step: Number = Field(
        default=1, description="Only for series: the gap between terms, e.g. 2 for 1 + 3 + 5 + …."
    )
    technique: str | None = Field(
        default=None,
        description="Only if the user names a shortcut (a name from list_shortcuts); else leave it out.",
    )


class CheckArgs(ProblemArgs):
    answer: Answer = Field(description='The learner\'s answer, e.g. 282, "4.75" or "3 1/3".')


class ListArgs(_Args):
    operation: NamedOperation | None = Field(default=None, description="Only this operation's shortcuts.")
    name: str = Field(default="", description="One shortcut's name: it in full, why it works, an example.")


class ExpressionArgs(_Args):
    expression: str = Field(
        description='The whole calculation with + - * / ^ and brackets, e.g. "120 + 9 + 9".'
    )


class PracticeArgs(_Args):
    technique: str = Field(description="The shortcut's name, e.g. add_nines.")
    like: str = Field(default="", description="The problem just solved, as its result wrote it.")
    level: str = Field(default="", description="harder or easier, if the learner asks.")
