"""A piped drill of each new family (remainders, divisibility, clock times) through the CLI, then stats."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from quickmath.cli import app
from quickmath.drill.answers import shown_answer
from quickmath.drill.questions import make_question
from quickmath.techniques import BY_NAME
from tests.test_drill_cli import SEED, environment

FAMILIES = ["remainder_by_taking_off", "divisible_by_11_alternating_sum", "back_through_noon_or_midnight",
            "count_on_between", "count_up_the_time"]  # fmt: skip


@pytest.mark.parametrize("name", FAMILIES)
def test_a_piped_drill_takes_answers_in_the_operations_own_form_and_stats_shows_it(
    name: str, tmp_path: Path
) -> None:
    rng = random.Random(SEED)
    questions = [make_question(BY_NAME[name], rng) for _ in range(3)]
    right = [shown_answer(q.problem, q.problem.exact()) for q in questions]
    typed = f"{right[0]}\n{right[1]}\n\n"

    drill = CliRunner().invoke(app, ["drill", "--shortcut", name, "--count", "3"], input=typed,
                               env=environment(tmp_path))  # fmt: skip

    assert drill.exit_code == 0, drill.output
    assert [f"✓ {answer}" in drill.stdout for answer in right[:2]] == [True, True]
    assert "2 answered: 2 right, 0 wrong" in drill.stdout
    stats = CliRunner().invoke(app, ["stats"], env=environment(tmp_path))
    assert stats.exit_code == 0
    assert re.search(rf"│ {name[:16]}\S*\s+│\s+2/2 \(100%\) │", stats.stdout), stats.stdout


@pytest.mark.parametrize(
    ("name", "typed", "shown"),
    [
        (
            "divisible_by_11_alternating_sum",
            "maybe",
            "'maybe' is not an answer to this one; write it as yes or no. Try",
        ),
        ("back_through_noon_or_midnight", "half past six", "write it as a time such as 6:21 AM. Try again."),
        (
            "count_up_the_time",
            "x",
            "'x' is not an answer to this one; write it as a length of time such as 1 h 35 min.",
        ),
        (
            "add_time",
            "abc",
            "'abc' is not an answer to this one; write it as a time such as 14:21 or 14 h 21 min.",
        ),
    ],
)
def test_what_is_not_an_answer_says_how_to_write_one(
    name: str, typed: str, shown: str, tmp_path: Path
) -> None:
    drill = CliRunner().invoke(app, ["drill", "--shortcut", name, "--count", "1"], input=f"{typed}\n\n",
                               env=environment(tmp_path))  # fmt: skip
    assert drill.exit_code == 0, drill.output
    said = " ".join(drill.stdout.split())
    assert shown in said and "not a clock reading" not in said and "e.g. 56" not in said  # one hint, its own


@pytest.mark.parametrize(
    ("name", "typed", "said"),
    [
        ("divisible_by_digit_sum", "maybe\nno\n", r"is not right: Yes, \d+ is divisible by \d+ "),
        ("count_on_between", "1\n", r"is not right: from \S+ to \S+ is \d+ minutes"),
        ("remainder_by_taking_off", "1\n", r"is not right: the remainder of \d+ ÷ \d+ is \d+ "),
    ],
)
def test_a_miss_states_the_problem_and_its_answer_as_a_sentence(
    name: str, typed: str, said: str, tmp_path: Path
) -> None:
    drill = CliRunner().invoke(app, ["drill", "--shortcut", name, "--count", "1"], input=typed,
                               env=environment(tmp_path))  # fmt: skip
    shown = " ".join(drill.stdout.split())
    assert re.search(said, shown) or "✓" in shown, shown  # a lucky right answer is no miss
    assert "? = " not in shown
