"""Follow-ups that name no old number: the new one takes the place of the number it most resembles."""

from __future__ import annotations

from typing import Any

import pytest

import quickmath.offline.reading  # noqa: F401  (the readers load in their order from here)
from quickmath.offline.readers.followups import resemblance
from tests.offline_turns import PRACTICE, ask


@pytest.mark.parametrize(
    ("new", "like", "unlike"),
    [("99", "9", "47"), ("48", "47", "9"), ("8", "9", "47"), ("215", "245", "130"), ("200", "100", "1")],
)
def test_a_new_number_resembles_the_one_it_shares_digits_or_length_with(
    new: str, like: str, unlike: str
) -> None:
    assert resemblance(like, new) > resemblance(unlike, new)


def test_two_numbers_that_resemble_the_new_one_equally_get_a_question_not_a_guess() -> None:
    messages: list[dict[str, Any]] = []
    ask("What is 12 × 13?", messages)
    unsure = ask("and 14 instead?", messages)
    assert unsure.notes == []
    assert "first or the second number" in unsure.answer
    chosen = ask("the second number was 14", messages)
    assert [n for n in chosen.notes if n[0] != PRACTICE] == [
        ("solve_with_shortcut", {"a": 12, "operation": "*", "b": 14})
    ]


def test_a_whole_new_problem_after_and_is_worked_out_as_written() -> None:
    messages: list[dict[str, Any]] = []
    ask("What is 47 + 9?", messages)
    turn = ask("and 129 + 99?", messages)
    assert [n for n in turn.notes if n[0] != PRACTICE] == [
        ("solve_with_shortcut", {"a": 129, "operation": "+", "b": 99})
    ]
    assert "**228**" in turn.answer
