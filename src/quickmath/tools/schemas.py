"""The arguments of each tool as Pydantic models: their field descriptions are the model's instructions."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator

from quickmath.domain import Operation
from quickmath.numbers import Answer, Number
from quickmath.operators import POWER_SIGNS, ascii_sign


class _Args(BaseModel):
    model_config = ConfigDict(extra="ignore")

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

    a: Number = Field(description="As for solve_with_shortcut.")
    operation: Operation = Field(description="As for solve_with_shortcut.")
    b: Number = Field(description="As for solve_with_shortcut.")
    step: Number = Field(default=1, description="Only for series.")


class SolveArgs(ProblemArgs):
    a: Number = Field(
        description="First operand as written. '/': the number divided. series: first term. "
        "sum_of_squares/sum_of_cubes: first number. add_time: the first time as hours and minutes run "
        "together, e.g. 245 for 2 h 45 min (2:45), 45 for 45 minutes, 300 for 3 hours. power: the base."
    )
    operation: Operation = Field(
        description="'series': numbers going up by the same step, e.g. 1 + 2 + … + 100, or 'the first 10 odd "
        "numbers' (1 + 3 + … + 19). 'sum_of_squares': 1² + 2² + … + 10² or 'the squares of the first 10 "
        "numbers'; 'sum_of_cubes' the same for cubes. 'add_time': two lengths of time, e.g. 2:45 + 1:30. "
        "'power': e.g. 14³ or 'the cube of 14' (a = 14, b = 3)."
    )
    b: Number = Field(
        description="Second operand as written. series: last term. sum_of_squares/sum_of_cubes: last number. "
        "add_time: the second time, written like a. power: the power, e.g. 3 for a cube."
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
    operation: Operation | None = Field(default=None, description="Only this operation's shortcuts.")
    name: str = Field(default="", description="One shortcut's name: it in full, why it works, an example.")


class ExpressionArgs(_Args):
    expression: str = Field(
        description='The whole calculation with + - * / ^ and brackets, e.g. "120 + 9 + 9".'
    )


class PracticeArgs(_Args):
    technique: str = Field(description="The shortcut's name, e.g. add_nines.")
    like: str = Field(default="", description='The problem just solved, e.g. "98 × 97".')
    level: str = Field(default="", description='"harder" or "easier", if asked.')
