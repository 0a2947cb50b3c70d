"""What a drill asks: which shortcuts, in what order, and a fresh, solved problem for each."""

from __future__ import annotations

import itertools
import random
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime

from quickmath.domain import Problem, Solution
from quickmath.drill import DrillError
from quickmath.drill.scheduler import Card, next_up, when
from quickmath.techniques import (
    BY_NAME,
    TECHNIQUES,
    Technique,
    TechniqueFailed,
    close_names,
    practice_problem,
)

# A first drill's spread: one-step shortcuts, one operation after another, then the seed post's own.
STARTERS = (
    "add_nines",
    "subtract_nines",
    "multiply_by_power_of_10",
    "divide_by_power_of_10",
    "add_whole_hours",
    "multiply_by_5",
    "power_of_10",
    "sum_of_first_odds",
    "two_consecutive_squares",
    "add_doubles",
    "multiply_by_11",
    "round_and_compensate",
    "add_in_parts",
    "multiply_teens",
    "add_time",
)


class UnknownShortcut(DrillError):
    """No shortcut has the name the learner gave."""


def find_shortcut(name: str) -> Technique:
    """The shortcut called `name` (spaces and dashes read as underscores), or an error naming close ones."""
    wanted = name.strip().lower().replace(" ", "_").replace("-", "_")
    if wanted in BY_NAME:
        return BY_NAME[wanted]
    close = close_names(name)
    hint = f"did you mean {', '.join(close)}?" if close else "`quickmath shortcuts` lists them all."
    raise UnknownShortcut(f"there is no shortcut called {name!r}; {hint}")


def introduction_order() -> list[str]:
    """Every shortcut in the order a new learner meets them: the starters, then each operation in turn."""
    starters = [name for name in STARTERS if name in BY_NAME]
    families: dict[str, list[str]] = {}
    for technique in TECHNIQUES:
        if technique.name not in starters:
            families.setdefault(technique.operation.value, []).append(technique.name)
    taking_turns = itertools.chain.from_iterable(itertools.zip_longest(*families.values()))
    return starters + [name for name in taking_turns if name is not None]


def choose(cards: Mapping[str, Card], now: datetime, count: int) -> list[Technique]:
    """Up to `count` different shortcuts the schedule favours: weak or due first, then new ones."""
    return [BY_NAME[name] for name in next_up(cards, introduction_order(), now, count)]


def upcoming(cards: Mapping[str, Card], now: datetime, count: int) -> str:
    """The next shortcuts to practise, each with when it is due: "add_nines (due now), …"."""
    return ", ".join(
        f"{name} ({when(cards.get(name), now)})" for name in next_up(cards, introduction_order(), now, count)
    )


@dataclass(frozen=True)
class Question:
    """A problem for one shortcut, with that shortcut's verified working ready to show."""

    technique: Technique
    problem: Problem
    solution: Solution


def make_question(technique: Technique, rng: random.Random, tries: int = 20) -> Question:
    for _ in range(tries):
        problem = practice_problem(technique, rng)
        if not technique.applies(problem):
            continue
        try:
            return Question(technique, problem, technique.solve(problem))
        except TechniqueFailed:
            continue
    raise DrillError(f"could not make a practice problem for {technique.name}; please report this")
