"""The shipped question set: it loads, covers every kind of question, and its expectations are right."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from quickmath.domain import Operation
from quickmath.evaluation.questions import Question, QuestionSetError, load_set, read_set
from quickmath.numbers import exact_value, numbers_in
from quickmath.tools import dispatch

CATEGORIES = {op.value for op in Operation} | {
    "check", "list", "named_shortcut", "two_questions", "follow_up", "chain", "off_topic", "beyond_tools",
    "explain", "instead",
}  # fmt: skip
SHIPPED = load_set()


def test_the_shipped_set_covers_every_category() -> None:
    assert len(SHIPPED) >= 60
    assert {q.category for q in SHIPPED} == CATEGORIES


def test_the_special_kinds_have_the_right_shape() -> None:
    by_category: dict[str, list[Question]] = {}
    for question in SHIPPED:
        by_category.setdefault(question.category, []).append(question)
    assert all(not q.note and not q.answer for q in by_category["off_topic"] + by_category["beyond_tools"])
    assert any("square root" in q.turns[-1] for q in by_category["beyond_tools"])
    assert all(len(q.turns) > 1 for q in by_category["follow_up"])
    assert all(len(q.answer) == 2 for q in by_category["two_questions"])
    assert all(q.note[0].tool == "check_answer" for q in by_category["check"])
    assert all(q.note[0].tool == "list_shortcuts" for q in by_category["list"])
    assert all(
        n.tool == "list_shortcuts" and n.arguments["name"] for q in by_category["explain"] for n in q.note
    )
    assert all(len(q.turns) > 1 and q.answer for q in by_category["instead"])
    assert all(q.note[0].arguments.get("technique") for q in by_category["named_shortcut"])
    assert any(n.tool == "solve_expression" for q in by_category["chain"] for n in q.note)


def _answer(result: dict[str, object]) -> object:
    if "correct_answer" in result:
        return result["correct_answer"]
    solution = result.get("solution")
    return solution["answer"] if isinstance(solution, dict) else result.get("answer")


def _value(answer: object) -> object:
    """A tool's answer as the set states it: Yes or No as written, "303 minutes (5 h 3 min)" by its first."""
    if answer in ("Yes", "No"):
        return answer
    value = exact_value(answer)
    found = numbers_in(str(answer)) if value is None and isinstance(answer, str) else []
    return found[0].value if found else value


@pytest.mark.parametrize("question", [q for q in SHIPPED if q.note], ids=lambda q: q.id)
def test_each_expected_note_runs_and_gives_the_expected_answer(question: Question) -> None:
    answers = []
    for expected in question.note:
        result = dispatch(expected.tool, expected.arguments)
        assert "error" not in result, result
        answers.append(_value(_answer(result)))
    if question.verdict is not None:
        assert answers == [question.verdict]
        return
    if question.category in ("list", "explain"):
        return
    if question.category == "two_questions":
        assert answers == list(question.answers)
    elif question.category != "chain":
        assert set(answers) == set(question.answers)
    else:  # the whole chain in one note gives the answer; a first step gives only its part
        assert answers[0] == question.answers[0]


def test_a_question_may_be_one_turn_or_several() -> None:
    follow_up = {
        "id": "b",
        "category": "follow_up",
        "turns": ["1 + 1?", "and + 2?"],
        "note": {"tool": "solve_with_shortcut", "arguments": {"a": 2, "operation": "+", "b": 2}},
        "answer": 4,
    }
    text = line(question="What is 1 + 1?") + "\n// a comment\n\n" + json.dumps(follow_up) + "\n"
    first, second = read_set(text, "mine.jsonl")
    assert (first.turns, first.note, first.answers) == (("What is 1 + 1?",), (), ())
    assert second.turns == ("1 + 1?", "and + 2?")
    assert second.answers == (Fraction(4),)


def line(**fields: Any) -> str:
    return json.dumps({"id": "a", "category": "+", "question": "1 + 1?", "note": None, **fields})


BAD_LINES = [
    ('{"id": "a", "category": "+", "question": "1 + 1?"}', '"note" is missing'),
    (line(answer="lots"), "answer"),
    (line(note={"tool": "solve", "arguments": {}}), "there is no tool called 'solve'"),
    (
        line(note={"tool": "solve_with_shortcut", "arguments": {"a": 1, "operation": "^", "b": 1}}),
        "operation",
    ),
    (line(turns=["x"]), "not both"),
    (line(extra=1), "extra"),
    ("{not json", "not valid JSON"),
]


@pytest.mark.parametrize(("line", "message"), BAD_LINES)
def test_a_bad_line_is_named_with_what_is_wrong(line: str, message: str) -> None:
    with pytest.raises(QuestionSetError, match=r"mine\.jsonl, line 1: ") as caught:
        read_set(line, "mine.jsonl")
    assert message in str(caught.value)


def test_ids_must_be_unique_and_a_set_must_not_be_empty(tmp_path: Path) -> None:
    line = '{"id": "a", "category": "+", "question": "1 + 1?", "note": null}\n'
    with pytest.raises(QuestionSetError, match="line 2: the id 'a' is used twice"):
        read_set(line * 2, "mine.jsonl")
    empty = tmp_path / "empty.jsonl"
    empty.write_text("\n")
    with pytest.raises(QuestionSetError, match="holds no questions"):
        load_set(empty)


def test_the_examples_in_the_docs_load_and_match_the_shipped_set() -> None:
    text = (Path(__file__).parents[1] / "docs" / "eval.md").read_text(encoding="utf-8")
    block = text.split("```jsonl\n", 1)[1].split("```", 1)[0]
    examples = read_set(block, "docs/eval.md")
    shipped = {q.id: q for q in SHIPPED}
    assert all(example == shipped[example.id] for example in examples)
    assert {e.category for e in examples} >= CATEGORIES - {"sum_of_squares", "sum_of_cubes", "-", "*"}
