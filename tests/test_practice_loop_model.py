"""The practice loop as a real model would run it: scripted replies through the real `openai` client and
the real CLI, against the scripted server on 127.0.0.1. The system prompt tells the model how; the tools'
results (check_answer, make_practice_problem with like and level, list_shortcuts with a name) go back to
it."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from quickmath.cli import app
from quickmath.prompts import SYSTEM_PROMPT
from tests.chat_server import ChatServer
from tests.fakes import note

PRACTICE = "make_practice_problem"


@pytest.fixture
def server() -> Iterator[ChatServer]:
    with ChatServer() as running:
        yield running


def last_tool_results(body: dict[str, Any]) -> list[dict[str, Any]]:
    """The results at the end of a request's messages: what the model gets back from its last notes."""
    results = []
    for message in reversed(body["messages"]):
        if message["role"] != "tool":
            break
        results.insert(0, json.loads(message["content"]))
    return results


def test_a_scripted_model_closes_the_practice_loop_and_explains_from_tool_results(
    server: ChatServer, tmp_path: Path
) -> None:
    server.reply(
        notes=[
            note("solve_with_shortcut", a=47, operation="+", b=9),
            note(PRACTICE, technique="add_nines", like="47 + 9"),
        ]
    )
    server.reply("Add 10, then take 1 away: **56**.\n\nTry this one: 568 + 999")
    server.reply(notes=[note("check_answer", a=568, operation="+", b=999, answer=1567)])
    server.reply(notes=[note(PRACTICE, technique="add_nines", like="568 + 999")])
    server.reply("Yes, 568 + 999 = **1567**. Well done!")
    server.reply(notes=[("list_shortcuts", json.dumps({"name": "add_nines"}))])
    server.reply("A number made only of nines is 1 less than a power of ten, so add that and take 1 away.")
    server.reply(notes=[note(PRACTICE, technique="add_nines", like="568 + 999", level="harder")])
    server.reply("Here's a harder one.")

    env = {"OPENAI_API_KEY": "sk-test-loop", "OPENAI_BASE_URL": None, "COLUMNS": "100"}
    args = ["chat", "--base-url", server.base_url, "--transcripts-dir", str(tmp_path)]
    stdin = "What is 47 + 9?\n1567\nwhy does that work?\nharder\n"
    result = CliRunner().invoke(app, args, input=stdin, env=env)

    assert result.exit_code == 0, result.output
    bodies = server.bodies
    assert len(bodies) == 9
    assert bodies[0]["messages"][0] == {"role": "system", "content": SYSTEM_PROMPT}
    assert "A reply that is only a number answers it: check_answer" in SYSTEM_PROMPT
    assert "to explain one" in SYSTEM_PROMPT and "Never paste a tool's JSON" in SYSTEM_PROMPT

    solved, offered = last_tool_results(bodies[1])
    assert solved["solution"]["answer"] == 56 and offered["technique"] == "add_nines"
    (checked,) = last_tool_results(bodies[3])
    assert checked["correct"] is True and checked["correct_answer"] == 1567
    (next_one,) = last_tool_results(bodies[4])
    assert next_one["technique"] == "add_nines" and next_one["problem"] != "568 + 999"
    (explained,) = last_tool_results(bodies[6])
    assert explained["shortcut"]["name"] == "add_nines" and explained["shortcut"]["why"]
    (harder,) = last_tool_results(bodies[8])
    assert "error" not in harder and harder["technique"] == "add_nines"

    shown = result.output
    assert "Why it works:" in shown  # the one-shortcut card, drawn from list_shortcuts' result
    assert "Yes, 568 + 999 = 1567. Well done!" in shown
