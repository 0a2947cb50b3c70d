"""The tutor's conversation, piped into the real `quickmath chat` offline: a question, the right answer to
its "Try this one" (checked, praised, the next one offered), a wrong answer (the shortcut's steps), "why
does that work?", "another one", and a follow-up after 47 + 9, all read and answered from tool results.

Practice problems are random: both runs use the same QUICKMATH_SEED, so the first run shows the problem
the second run will offer, and the test works out its answer with the tools before the second run."""

from __future__ import annotations

import os
import re
import subprocess
import sys

from quickmath.tools import dispatch

SEED = "12"


def chat(lines: list[str]) -> str:
    env = {k: v for k, v in os.environ.items() if not k.startswith("OPENAI_")}
    env |= {"QUICKMATH_SEED": SEED, "COLUMNS": "200", "NO_COLOR": "1"}
    run = subprocess.run(
        [sys.executable, "-m", "quickmath", "chat", "--offline", "--no-save"],
        input="".join(f"{line}\n" for line in lines),
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=True,
    )
    return run.stdout + run.stderr


def offered(shown: str) -> list[str]:
    return re.findall(r"Try this one: ([^│\n]+?)\s*(?:│|\n)", shown)


def test_a_whole_lesson_piped_into_chat_is_read_and_answered_from_tool_results() -> None:
    first = offered(chat(["What is 47 + 9?"]))[0]
    right = dispatch("solve_expression", {"expression": first})["answer"]

    shown = chat(
        [
            "What is 47 + 9?",
            str(right),
            "I got 1",
            "why does that work?",
            "another one",
            "What is 47 + 9?",
            "and if it was 99 instead?",
        ]
    )

    assert "couldn't" not in shown and "I wasn't sure" not in shown
    problems = offered(shown)
    assert problems[0] == first
    assert f"Yes, that's right: {first} = {right}. Well done!" in shown
    assert "check_answer(a=" in shown and f"answer={right})" in shown
    assert f"Not quite: {problems[1]} is" in shown and ", not 1." in shown
    assert 'technique="add_nines")' in shown
    assert "or drill this shortcut with /drill add_nines" in shown  # the command the learner can type
    assert 'list_shortcuts(name="add_nines")' in shown
    assert "Why it works: A number made only of nines is 1 less than the next power of ten" in shown
    assert "Here's another one for" in shown
    assert re.search(r'make_practice_problem\(technique="add_nines", like="[^"]+"\)', shown)
    assert len(problems) == 6 and problems[3] != problems[2]
    assert 'solve_with_shortcut(a=47, operation="+", b=99)' in shown
    assert "So 47 + 99 = 146." in shown
