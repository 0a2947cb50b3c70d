"""The offline practice loop beyond its fixtures: a problem stays offered after a wrong answer."""

from __future__ import annotations

from typing import Any

from tests.offline_turns import ask, offer


def test_after_a_wrong_practice_answer_the_same_problem_can_be_tried_again() -> None:
    messages: list[dict[str, Any]] = []
    ask("What is 47 + 9?", messages)
    offer(
        {"technique": "add_nines", "title": "", "problem": "568 + 999", "a": 568, "operation": "+", "b": 999},
        messages,
    )
    wrong = ask("1566", messages)
    assert [name for name, _ in wrong.notes] == ["check_answer", "solve_with_shortcut"]
    again = ask("1567", messages)
    assert again.notes[0] == ("check_answer", {"a": 568, "operation": "+", "b": 999, "answer": 1567})
    assert "Yes, that's right: 568 + 999 = **1567**" in again.answer
    assert "Try this one:" in again.answer
