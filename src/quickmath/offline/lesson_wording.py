"""The words of a lesson: a practice answer marked, another problem offered, a shortcut explained.

Every number here is copied from a tool result; shortcuts are named by their titles, never their names.
"""

from __future__ import annotations

from typing import Any

from quickmath.forms import shown_result, stated
from quickmath.offline.numbers_as_text import shown
from quickmath.offline.wording import title


def practice_right(checked: dict[str, Any]) -> str:
    problem = checked.get("problem", "")
    answer = f"**{shown_result(problem, checked.get('correct_answer'))}**"
    return f"Yes, that's right: {stated(problem, answer)}. Well done!"


def practice_wrong(checked: dict[str, Any], solved: dict[str, Any]) -> str:
    """Not quite, kindly, and the shortcut's rule; its steps for the problem are in the result panel."""
    problem = checked.get("problem", "")
    correct = shown_result(problem, checked.get("correct_answer"))
    given = shown_result(problem, checked.get("answer_given"))
    lines = [f"Not quite: {stated(problem, f'**{correct}**', 'is')}, not {given}."]
    found = solved.get("solution")
    closing = "Ask for another one when you're ready"
    if isinstance(found, dict):
        lines += ["", f"The shortcut is {title(found)}. {found.get('rule', '')}"]
        if found.get("technique"):  # a command the learner can type shows the shortcut's name as code
            closing += f", or drill this shortcut with `/drill {found['technique']}`"
    lines += ["", closing + "."]
    return "\n".join(lines)


def another(practice: dict[str, Any], level: str) -> str:
    """The lead before a new practice problem, its shortcut named by the title the practice result gives."""
    kind = {"harder": "a harder one", "easier": "an easier one"}.get(level, "another one")
    return f"Here's {kind} for {title(practice)}."


def explained(result: dict[str, Any]) -> str:
    """list_shortcuts' one shortcut in full, in words: its rule, why it works, its example's answer (the
    example's steps are in the result panel)."""
    shortcut = result.get("shortcut")
    if not isinstance(shortcut, dict):
        return "I couldn't find that shortcut. Ask “show me the shortcuts” to see them all."
    lines = [f"Here is {title(shortcut)}. {shortcut.get('rule', '')}"]
    if shortcut.get("why"):
        lines += ["", f"Why does it work? {shortcut['why']}"]
    example = shortcut.get("example")
    if isinstance(example, dict):
        problem = example.get("problem", "")
        lines += ["", f"For example, {problem} = **{shown(example.get('answer', ''))}**."]
    return "\n".join(lines)
