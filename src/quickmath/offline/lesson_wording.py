"""The words of a lesson: a practice answer marked, another problem offered, a shortcut explained.

Every number here is copied from a tool result; shortcuts are named by their titles, never their names.
"""

from __future__ import annotations

from typing import Any

from quickmath.offline.numbers_as_text import clock, shown
from quickmath.offline.wording import steps
from quickmath.techniques import BY_NAME


def title(name: str) -> str:
    """A shortcut as a learner reads its name: its title in quotes, “Add 9, 99, 999 by adding 10, …”."""
    technique = BY_NAME.get(name)
    return f"“{technique.title}”" if technique else "that shortcut"


def _number(value: Any, is_time: bool) -> str:
    return clock(value) if is_time else shown(value)


def practice_right(checked: dict[str, Any], is_time: bool) -> str:
    problem = checked.get("problem", "")
    return f"Yes, that's right: {problem} = **{_number(checked.get('correct_answer'), is_time)}**. Well done!"


def practice_wrong(checked: dict[str, Any], solved: dict[str, Any], is_time: bool) -> str:
    """Not quite, kindly, and the shortcut's steps for the problem, from solve_with_shortcut."""
    problem = checked.get("problem", "")
    correct = _number(checked.get("correct_answer"), is_time)
    given = _number(checked.get("answer_given"), is_time)
    found = solved.get("solution")
    lines = [f"Not quite: {problem} is **{correct}**, not {given}. Here is how the shortcut gets there:"]
    if isinstance(found, dict):
        lines += ["", *steps(found.get("steps") or [])]
    lines += ["", "Ask for another one when you're ready."]
    return "\n".join(lines)


def another(technique: str, level: str) -> str:
    kind = {"harder": "a harder one", "easier": "an easier one"}.get(level, "another one")
    return f"Here's {kind} for {title(technique)}."


def explained(result: dict[str, Any]) -> str:
    """list_shortcuts' one shortcut in full, in words: its rule, why it works, its worked example."""
    shortcut = result.get("shortcut")
    if not isinstance(shortcut, dict):
        return "I couldn't find that shortcut. Ask “show me the shortcuts” to see them all."
    lines = [f"{title(str(shortcut.get('name')))}: {shortcut.get('rule', '')}"]
    if shortcut.get("why"):
        lines += ["", f"Why it works: {shortcut['why']}"]
    example = shortcut.get("example")
    if isinstance(example, dict):
        problem = example.get("problem", "")
        lines += ["", f"For example, {problem}:", *steps(example.get("steps") or [])]
        lines += ["", f"So {problem} = **{shown(example.get('answer', ''))}**."]
    return "\n".join(lines)
