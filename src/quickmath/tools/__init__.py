"""The tools the model may ask for: their menu (`tool_specs`) and the one door into them (`dispatch`)."""

from __future__ import annotations

import functools
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError

from quickmath.domain import ProblemError
from quickmath.records import Record
from quickmath.tools.check import check_answer
from quickmath.tools.expression import solve_expression
from quickmath.tools.listing import list_shortcuts
from quickmath.tools.practice import make_practice_problem
from quickmath.tools.schemas import CheckArgs, ExpressionArgs, ListArgs, PracticeArgs, SolveArgs
from quickmath.tools.solve import solve_with_shortcut
from quickmath.tools.specs import function_spec, validation_message


class Tool(Record):
    """One tool on the menu: its name and description for the model, its arguments, and what runs it."""

    name: str
    description: str
    arguments: type[BaseModel]
    run: Callable[[Any], dict[str, Any]]


TOOLS: list[Tool] = [
    Tool(
        "solve_with_shortcut",
        "Explain step by step how to work out `a <operation> b` in your head (or the sum of a series, or of "
        "squares or cubes, from a to b) with the best shortcut. Returns verified steps and the answer. "
        "Always call this for a calculation instead of computing yourself.",
        SolveArgs,
        solve_with_shortcut,
    ),
    Tool(
        "solve_expression",
        "Only for two or more operations in one calculation, such as a chain a + b + c or a × (b + c): "
        "works it out in one go, each step by its best shortcut, verified.",
        ExpressionArgs,
        solve_expression,
    ),
    Tool(
        "check_answer",
        "Check a learner's answer to `a <operation> b` exactly, with a casting-out-nines check as steps.",
        CheckArgs,
        check_answer,
    ),
    Tool(
        "list_shortcuts",
        "List the shortcuts the coach knows (name, title, operation, rule).",
        ListArgs,
        list_shortcuts,
    ),
    Tool(
        "make_practice_problem",
        "A fresh practice problem that a named shortcut fits, for the 'try this one' problem.",
        PracticeArgs,
        make_practice_problem,
    ),
]

_BY_NAME = {tool.name: tool for tool in TOOLS}


MENU_FILE = Path(__file__).parent.parent / "data" / "tool_menu.json"
"""The menu as built from the argument models, kept as data: building five JSON schemas at every start
cost more than reading them. `python -m quickmath.tools.write_menu` writes it; a test checks it is current."""


MENU_TOKENS = 1340
"""`context.estimate_tokens` of the menu as sent, kept so that no request counts it again (counting it cost
about 4 M instructions at every start); `write_menu` prints it and a test checks it."""


def built_menu() -> str:
    """The menu as JSON, built from the tools' argument models."""
    return json.dumps([function_spec(t.name, t.description, t.arguments) for t in TOOLS], indent=1) + "\n"


@functools.cache
def _menu_json() -> str:
    return MENU_FILE.read_text("utf-8")


def tool_specs() -> list[dict[str, Any]]:
    """The menu sent as `tools=` with every request; a fresh copy each time, free for the caller to change."""
    menu: list[dict[str, Any]] = json.loads(_menu_json())
    return menu


def dispatch(name: str, arguments: dict[str, Any]) -> dict[str, Any]:
    """Run one note. Never raises: a bad note comes back as {"error": ...} worded for the model to fix."""
    tool = _BY_NAME.get(name)
    if tool is None:
        return {"error": f"Unknown tool: {name}. The tools are: {', '.join(_BY_NAME)}."}
    if not isinstance(arguments, dict):
        return {"error": f"The arguments of {name} must be a JSON object with named fields."}
    try:
        return tool.run(tool.arguments.model_validate(arguments))
    except ValidationError as error:
        return {"error": validation_message(error)}
    except ProblemError as error:
        return {"error": str(error)}
    except Exception as error:  # dispatch must never raise, whatever a note holds
        return {"error": f"{name} could not work that out ({type(error).__name__}); try a smaller problem."}


__all__ = ["TOOLS", "Tool", "dispatch", "tool_specs"]
