"""The arguments of each tool as Pydantic models: their field descriptions are the model's instructions."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator

from quickmath.domain import Operation
from quickmath.numbers import Answer, Number


_OPERATION_ALIASES = {"×": "*", "x": "*", "·": "*", "÷": "/", "−": "-", "–": "-"}
_POWER_SIGNS = ("^", "**")


class _Args(BaseModel):
    model_config = ConfigDict(extra="ignore")

    @field_validator("operation", mode="before", check_fields=False)
    @classmethod
    def _spelled_operation(cls, value: Any) -> Any:
        if isinstance(value, str):
            value = _OPERATION_ALIASES.get(value.strip(), value.strip())
            if value in _POWER_SIGNS:
                choices = ", ".join(repr(op.value) for op in Operation)
                raise ValueError(f"Input should be one of {choices}; for a power use 'power' (a = base, b = power)")
        return value


class ProblemArgs(_Args):
    a: Number = Field(
        description="First operand, exactly as written. '/': the number being divided. series: the first "
        "term. sum_of_squares/sum_of_cubes: the first number. add_time: the first time as hours and minutes "
        "run together, e.g. 245 for 2 h 45 min (2:45), 45 for 45 minutes, 300 for 3 hours. power: the base."
    )
    operation: Operation = Field(
        description="'series': numbers going up by the same step, e.g. 1 + 2 + … + 100, or 'the first 10 odd "
        "numbers' (1 + 3 + … + 19). 'sum_of_squares': 1² + 2² + … + 10² or 'the squares of the first 10 "
        "numbers'; 'sum_of_cubes' the same for cubes. 'add_time': two lengths of time, e.g. 2:45 + 1:30. "
        "'power': e.g. 14³ or 'the cube of 14' (a = 14, b = 3)."
    )
    b: Number = Field(
        description="Second operand, exactly as written. series: the last term. sum_of_squares/sum_of_cubes: "
        "the last number. add_time: the second time, written like a. power: the power, e.g. 3 for a cube."
    )
    step: Number = Field(
        default=1,
        description="Only for series: the gap between terms, e.g. 2 for 2 + 4 + 6 + … or 1 + 3 + 5 + ….",
    )


class SolveArgs(ProblemArgs):
    technique: str | None = Field(
        default=None,
        description="Only if the user asks for a named shortcut (a name from list_shortcuts); "
        "otherwise leave it out and the best one is chosen.",
    )


class CheckArgs(ProblemArgs):
    answer: Answer = Field(description="The learner's answer to check, e.g. 282, \"4.75\" or \"3 1/3\".")


class ListArgs(_Args):
    operation: Operation | None = Field(default=None, description="Only list shortcuts for this operation.")


class ExpressionArgs(_Args):
    expression: str = Field(
        description="The whole calculation as written, with + - * / ^ and brackets, e.g. \"120 + 9 + 9\" or "
        "\"(48 × 5) + 13 × 14\"."
    )


class PracticeArgs(_Args):
    technique: str = Field(description="Name of the shortcut to practise (from a solution or list_shortcuts).")
