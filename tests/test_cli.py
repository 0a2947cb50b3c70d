"""The seed's recorded runs, replayed through the real CLI and the real `openai` client on 127.0.0.1."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from quickmath.cli import app
from tests.chat_server import ChatServer
from tests.fakes import note
from tests.saved_chats import only_chat, saved_messages

KEY = "sk-test-cli-0123456789"
SOLVE = "solve_with_shortcut"


@pytest.fixture
def server() -> Iterator[ChatServer]:
    with ChatServer() as running:
        yield running


def quickmath(server: ChatServer, tmp_path: Path, *args: str, stdin: str | None = None) -> Any:
    env = {"OPENAI_API_KEY": KEY, "OPENAI_BASE_URL": None, "QUICKMATH_MODEL": None, "COLUMNS": "100"}
    common = ["--base-url", server.base_url, "--transcripts-dir", str(tmp_path / "transcripts")]
    return CliRunner().invoke(app, [args[0], *common, *args[1:]], input=stdin, env=env)


def transcript(tmp_path: Path) -> dict[str, Any]:
    return {"messages": saved_messages(tmp_path / "transcripts")}


@pytest.mark.parametrize("streaming", [[], ["--no-stream"]], ids=["streamed", "whole"])
def test_47_plus_9(server: ChatServer, tmp_path: Path, streaming: list[str]) -> None:
    server.reply(notes=[note(SOLVE, a=47, operation="+", b=9)])
    server.reply(
        "A great shortcut for adding 9 is to add 10 first and then subtract 1.\n\nThe answer is **56**."
    )
    result = quickmath(server, tmp_path, "ask", "What is 47 + 9?", *streaming)
    assert result.exit_code == 0, result.output
    shown = result.output
    assert 'solve_with_shortcut(a=47, operation="+", b=9)' in shown
    assert "add_nines · Add 9, 99, 999 by adding 10, 100, 1000 — 47 + 9" in shown
    assert "47 + 10 = 57" in shown
    assert "57 − 1 = 56" in shown
    assert "Answer: 56  ✓ verified" in shown
    assert "The answer is 56." in shown
    assert [body.get("stream", False) for body in server.bodies] == [not streaming] * 2
    assert [m["role"] for m in transcript(tmp_path)["messages"]] == ["user", "assistant", "tool", "assistant"]


def test_4_point_7_times_1000(server: ChatServer, tmp_path: Path) -> None:
    server.reply(notes=[(SOLVE, '{"a": "4.7", "operation": "*", "b": 1000}')])
    server.reply("Move the point three places: **4700**.")
    result = quickmath(server, tmp_path, "ask", "What is 4.7 × 1000?")
    assert result.exit_code == 0, result.output
    assert "multiply_by_power_of_10" in result.output
    assert "Answer: 4700  ✓ verified" in result.output
    tool = transcript(tmp_path)["messages"][2]
    assert json.loads(tool["content"])["solution"]["answer"] == 4700


def test_120_plus_9_plus_9_in_three_requests(server: ChatServer, tmp_path: Path) -> None:
    server.reply(notes=[note(SOLVE, a=120, operation="+", b=9)])
    server.reply(notes=[note(SOLVE, a=129, operation="+", b=9)])
    server.reply("So, 120 + 9 + 9 = **138**.")
    result = quickmath(server, tmp_path, "ask", "Work out 120 + 9 + 9")
    assert result.exit_code == 0, result.output
    assert len(server.bodies) == 3
    assert [len(body["messages"]) for body in server.bodies] == [2, 4, 6]
    assert "130 − 1 = 129" in result.output
    assert "139 − 1 = 138" in result.output
    assert "So, 120 + 9 + 9 = 138." in result.output


def test_two_notes_in_one_reply_each_result_under_its_own_id(server: ChatServer, tmp_path: Path) -> None:
    server.reply(notes=[note(SOLVE, a=13, operation="*", b=14), note(SOLVE, a=48, operation="*", b=5)])
    server.reply("**182** and **240**")
    result = quickmath(server, tmp_path, "ask", "What's 13 × 14 and 48 × 5?")
    assert result.exit_code == 0, result.output
    assert len(server.bodies) == 2
    assert "multiply_teens" in result.output
    assert "multiply_by_5" in result.output
    tools = [m for m in transcript(tmp_path)["messages"] if m["role"] == "tool"]
    assert [(m["tool_call_id"], json.loads(m["content"])["solution"]["answer"]) for m in tools] == [
        ("call_1", 182),
        ("call_2", 240),
    ]


def test_an_error_then_the_retry_that_gives_500(server: ChatServer, tmp_path: Path) -> None:
    server.reply(notes=[note(SOLVE, a=245, operation="add_time", b=175)])
    server.reply(notes=[note(SOLVE, a=245, operation="add_time", b=215)])
    server.reply("**5:00**")
    result = quickmath(server, tmp_path, "ask", "What is 2 h 45 min + 1 h 75 min?")
    assert result.exit_code == 0, result.output
    assert "solve_with_shortcut · error" in result.output
    assert "175 has 75 minutes" in result.output
    assert 'solve_with_shortcut(a="2 h 45 min", operation="add_time", b=175)' in result.output
    assert "Answer: 5 h  ✓ verified" in result.output  # a person reads a sum of lengths as a length
    second_request = server.bodies[1]["messages"]
    assert json.loads(second_request[-1]["content"])["error"].startswith("175 has 75 minutes")


def test_the_follow_up_129_plus_99_in_a_piped_chat(server: ChatServer, tmp_path: Path) -> None:
    server.reply(notes=[note(SOLVE, a=120, operation="+", b=9)])
    server.reply(notes=[note(SOLVE, a=129, operation="+", b=9)])
    server.reply("So, 120 + 9 + 9 = **138**. Try this one: 85 + 9 + 9.")
    server.reply(notes=[note(SOLVE, a=129, operation="+", b=99)])
    server.reply("So, 129 + 99 = **228**.")
    stdin = "Work out 120 + 9 + 9\nAnd if the last one was 99 instead of 9?\n"
    result = quickmath(server, tmp_path, "chat", stdin=stdin)
    assert result.exit_code == 0, result.output
    assert "229 − 1 = 228" in result.output
    messages = transcript(tmp_path)["messages"]
    assert len(messages) == 10
    assert [m["role"] for m in messages].count("user") == 2
    assert len(server.bodies[3]["messages"]) == 1 + 7


def test_a_model_that_never_stops_gets_max_rounds_then_tools_off(server: ChatServer, tmp_path: Path) -> None:
    for a in (1, 2):
        server.reply(notes=[note(SOLVE, a=a, operation="+", b=9)])
    server.reply("I will stop here: **11**.")
    result = quickmath(server, tmp_path, "ask", "1 + 9, 2 + 9, …", "--max-rounds", "2", "--no-stream")
    assert result.exit_code == 0, result.output
    assert [body["tool_choice"] for body in server.bodies] == ["auto", "auto", "none"]
    assert "I will stop here: 11." in result.output


def test_a_model_repeating_its_note_is_asked_for_the_answer(server: ChatServer, tmp_path: Path) -> None:
    for _ in range(2):
        server.reply(notes=[note(SOLVE, a=1, operation="+", b=9)])
    server.reply("It is **10**.")
    result = quickmath(server, tmp_path, "ask", "1 + 9 forever", "--max-rounds", "5")
    assert result.exit_code == 0, result.output
    assert [body["tool_choice"] for body in server.bodies] == ["auto", "auto", "none"]
    assert server.pending == 0
    assert "It is 10." in result.output


def test_show_transcript_prints_each_raw_request_and_never_the_key(
    server: ChatServer, tmp_path: Path
) -> None:
    server.reply("Hello! Ask me a sum.")
    result = quickmath(server, tmp_path, "ask", "hi", "--show-transcript")
    assert result.exit_code == 0, result.output
    assert "request 1 → model (tool_choice=auto)" in result.output
    assert '"role": "system"' in result.output
    assert '"name": "solve_with_shortcut"' in result.output
    assert KEY not in result.output
    assert server.received[0].headers["authorization"] == f"Bearer {KEY}"


def test_no_save_writes_no_transcript(server: ChatServer, tmp_path: Path) -> None:
    server.reply("Hi")
    result = quickmath(server, tmp_path, "ask", "hi", "--no-save")
    assert result.exit_code == 0
    assert not (tmp_path / "transcripts").exists()


def test_the_offline_coach_answers_with_no_key_and_says_so(tmp_path: Path) -> None:
    env = {"OPENAI_API_KEY": None, "OPENAI_BASE_URL": None, "COLUMNS": "100"}
    args = ["ask", "What is 47 + 9?", "--transcripts-dir", str(tmp_path)]
    result = CliRunner().invoke(app, args, env=env)
    assert result.exit_code == 0, result.output
    assert result.output.startswith("Offline coach answering (no OPENAI_API_KEY or --base-url): rule-based")
    assert "add_nines" in result.output
    assert "56" in result.output
    saved = only_chat(tmp_path)
    assert (saved.backend, saved.model) == ("offline", "offline-coach")


def test_shortcuts_lists_every_shortcut() -> None:
    from quickmath.techniques import TECHNIQUES

    result = CliRunner().invoke(app, ["shortcuts"], env={"COLUMNS": "160"})
    assert result.exit_code == 0
    assert f"{len(TECHNIQUES)} shortcuts" in result.output
    assert all(t.name in result.output for t in TECHNIQUES)


@pytest.mark.parametrize(
    "args",
    [["ask"], ["ask", "hi", "--max-rounds", "0"], ["ask", "hi", "--timeout", "0"], ["nonsense"]],
)
def test_bad_usage_exits_2(args: list[str]) -> None:
    assert CliRunner().invoke(app, args).exit_code == 2
