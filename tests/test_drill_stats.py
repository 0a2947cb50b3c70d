"""`quickmath stats`: the progress table as a whole, its sparkline and its trend."""

from __future__ import annotations

import io
from datetime import UTC, datetime, timedelta

import pytest
from rich.console import Console

from quickmath.domain import Operation, Problem
from quickmath.drill.attempt import Attempt
from quickmath.drill.stats import accuracy, sparkline, stats_view, trend

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
PROBLEM = Problem(Operation.ADD, 47, 9)


def attempts(*rows: tuple[bool, float], shortcut: str = "add_nines", minute: int = 0) -> list[Attempt]:
    return [
        Attempt.of(
            shortcut, PROBLEM, "56" if right else "1", right, seconds, T0 + timedelta(minutes=minute + i)
        )
        for i, (right, seconds) in enumerate(rows)
    ]


def shown(renderable: object) -> str:
    screen = io.StringIO()
    Console(file=screen, width=100).print(renderable)
    return screen.getvalue()


def test_the_progress_table_as_a_whole() -> None:
    history = [
        *attempts((True, 4.0), (False, 9.0), (True, 6.0)),
        *attempts((False, 30.0), shortcut="multiply_by_5", minute=3),
        *attempts((True, 1.0), shortcut="an_old_name", minute=4),
        *attempts((True, 3.0), (True, 2.0), (True, 2.5), minute=1440),
    ]
    assert shown(stats_view(history, T0 + timedelta(minutes=1450))) == (
        "                                  Progress over 8 attempts                                   \n"
        "┏━━━━━━━━━━━━━━━━━━━━━━━┳━━━━━━━━━━━━┳━━━━━━━━┳━━━━━━━━━━━━━━┳━━━━━━━━━┳━━━━━┳━━━━━━━━━━━━━━┓\n"
        "┃ shortcut              ┃      right ┃ median ┃ trend        ┃ last 12 ┃ box ┃ next         ┃\n"
        "┡━━━━━━━━━━━━━━━━━━━━━━━╇━━━━━━━━━━━━╇━━━━━━━━╇━━━━━━━━━━━━━━╇━━━━━━━━━╇━━━━━╇━━━━━━━━━━━━━━┩\n"
        "│ add_nines             │  5/6 (83%) │  3.5 s │ ↑ more right │ ▄█▆▃▃▃  │   2 │ due in 1 day │\n"
        "│ multiply_by_5         │   0/1 (0%) │ 30.0 s │ —            │ █       │   1 │ due now      │\n"
        "│ an_old_name (retired) │ 1/1 (100%) │  1.0 s │ —            │ █       │   — │ —            │\n"
        "└───────────────────────┴────────────┴────────┴──────────────┴─────────┴─────┴──────────────┘\n"
        "Next up: multiply_by_5 (due now), subtract_nines (new), multiply_by_power_of_10 (new), \n"
        "divide_by_power_of_10 (new), add_whole_hours (new)\n"
        "Practise them with: quickmath drill\n"
    )


def test_with_no_attempts_it_says_so_and_suggests_a_drill() -> None:
    assert shown(stats_view([], T0)) == "No practice recorded yet. Start with: quickmath drill\n"


def test_the_sparkline_is_as_tall_as_each_time_against_the_slowest_and_misses_are_red() -> None:
    line = sparkline(attempts((True, 1.0), (False, 2.0), (True, 4.0), (True, 8.0), (True, 0.0)))
    assert line.plain == "▂▃▅█▁"
    assert [str(span.style) for span in line.spans] == ["green", "red", "green", "green", "green"]


def test_times_under_a_second_do_not_fill_the_sparkline() -> None:
    assert sparkline(attempts((True, 0.0001), (True, 0.0003))).plain == "▁▁"


@pytest.mark.parametrize(
    ("rows", "expected"),
    [
        ([(True, 5.0)] * 3, "—"),
        ([(True, 5.0)] * 4, "→ steady"),
        ([(False, 5.0), (False, 5.0), (True, 5.0), (True, 5.0)], "↑ more right"),
        ([(True, 5.0), (True, 5.0), (True, 5.0), (False, 5.0)], "↓ more misses"),
        ([(True, 10.0), (True, 10.0), (True, 5.0), (True, 5.0)], "↑ faster"),
        ([(True, 5.0), (True, 5.0), (True, 10.0), (True, 10.0)], "↓ slower"),
        ([(False, 1.0)] * 10 + [(True, 9.0)] * 5 + [(True, 3.0)] * 5, "↑ faster"),
    ],
)
def test_trend_compares_the_last_few_with_the_few_before(
    rows: list[tuple[bool, float]], expected: str
) -> None:
    assert trend(attempts(*rows)) == expected


def test_accuracy_rounds_to_a_whole_percent() -> None:
    assert accuracy(attempts((True, 1.0), (True, 1.0), (False, 1.0))) == "2/3 (67%)"
