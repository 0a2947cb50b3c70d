"""`quickmath chat --continue [ID]`: the saved chat's messages become the history, and the chat goes on."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from quickmath.cli import app
from quickmath.messages import INTERRUPTED
from tests.chat_server import ChatServer
from tests.fakes import note
from tests.saved_chats import kill_9_while_waiting, legacy_chat, only_chat, saved_chats

KEY = "sk-test-continue-0123456789"
OFFLINE = {"OPENAI_API_KEY": None, "OPENAI_BASE_URL": None, "COLUMNS": "120"}


def quickmath(folder: Path, *args: str, stdin: str | None = None, env: dict[str, Any] | None = None) -> Any:
    return CliRunner().invoke(
        app, list(args), input=stdin, env={**OFFLINE, "QUICKMATH_TRANSCRIPTS_DIR": str(folder), **(env or {})}
    )


def test_a_follow_up_answers_from_the_newest_chat(tmp_path: Path) -> None:
    assert quickmath(tmp_path, "ask", "What is 47 + 9?").exit_code == 0
    os.utime(next(tmp_path.iterdir()), (1, 1))  # the older by last change
    assert quickmath(tmp_path, "ask", "What is 13 × 14?").exit_code == 0
    [older] = [chat for chat in saved_chats(tmp_path) if chat.messages[0]["content"] == "What is 47 + 9?"]
    result = quickmath(tmp_path, "chat", "--continue", stdin="now times 5\n")
    assert result.exit_code == 0, result.output
    assert "182 × 5" in result.stdout and "910" in result.stdout
    going_on = quickmath(tmp_path, "chat", "-c", older.id[:18], stdin="and 99 instead of 9?\n")
    assert "47 + 99" in going_on.stdout and "146" in going_on.stdout
    assert f"Going on with chat {older.id} (1 turn)." in going_on.stderr
    assert len(list(tmp_path.iterdir())) == 2
    [grown] = [chat for chat in saved_chats(tmp_path) if chat.id == older.id]
    asked = [m["content"] for m in grown.messages if m["role"] == "user"]
    assert asked == ["What is 47 + 9?", "and 99 instead of 9?"]
    assert [r["turn"] for r in grown.of_type("usage")] == [1, 2]
    assert [r["type"] for r in grown.records].count("chat") == 1


def test_the_history_is_sent_to_the_model_through_the_context_budget(tmp_path: Path) -> None:
    assert quickmath(tmp_path, "chat", stdin="What is 47 + 9?\nWhat is 13 × 14?\n").exit_code == 0
    with ChatServer() as server:
        server.reply("Still **56**.")
        result = quickmath(
            tmp_path, "chat", "--continue", "--base-url", server.base_url, "--no-stream",
            "--context-budget", "200", stdin="and the first one?\n", env={"OPENAI_API_KEY": KEY},
        )  # fmt: skip
        [sent] = server.bodies
    assert result.exit_code == 0, result.output
    system, *history = sent["messages"]
    assert [m["content"] for m in history if m["role"] == "user"] == ["and the first one?"]
    summary = (
        "Earlier in this chat (2 turns left out to save space) the user asked: What is 47 + 9?; What is 13"
    )
    assert summary in system["content"]
    line = "it was answered by offline-coach (offline), now by gpt-4.1-mini (openai)"
    assert f"Going on with chat {only_chat(tmp_path).id} (2 turns); {line}." in result.stderr
    assert only_chat(tmp_path).messages[-1] == {"role": "assistant", "content": "Still **56**."}


def test_no_save_reads_the_chat_and_writes_nothing(tmp_path: Path) -> None:
    quickmath(tmp_path, "ask", "What is 47 + 9?")
    path = only_chat(tmp_path).path
    before, changed = path.read_bytes(), path.stat().st_mtime_ns
    result = quickmath(tmp_path, "chat", "--continue", "--no-save", stdin="what about 48?\n")
    assert "48 + 9" in result.stdout and "57" in result.stdout
    assert (path.read_bytes(), path.stat().st_mtime_ns) == (before, changed)
    assert list(tmp_path.iterdir()) == [path]
    assert "Chat saved" not in result.stderr


def test_an_old_json_chat_goes_on_in_a_new_jsonl_file_and_stays_as_it_was(tmp_path: Path) -> None:
    old = legacy_chat(tmp_path)
    before = old.read_bytes()
    result = quickmath(tmp_path, "chat", "--continue", stdin="now times 5\n")
    assert result.exit_code == 0, result.output
    assert "182 × 5" in result.stdout and "910" in result.stdout
    assert "goes on in a new .jsonl file" in result.stderr
    assert old.read_bytes() == before
    [new] = saved_chats(tmp_path)
    assert new.id != old.stem
    assert [m["content"] for m in new.messages if m["role"] == "user"] == ["What's 13 × 14?", "now times 5"]
    assert new.messages[:4] == json.loads(before)["messages"]
    assert f"Chat saved in {new.path}" in result.stderr


def test_a_note_left_without_its_result_gets_an_interrupted_error_result(tmp_path: Path) -> None:
    quickmath(tmp_path, "ask", "What is 47 + 9?")
    path = only_chat(tmp_path).path
    call = {
        "id": "call_cut",
        "type": "function",
        "function": {"name": "solve_with_shortcut", "arguments": '{"a": 5, "operation": "*", "b": 6}'},
    }
    cut_short = {"type": "message", "message": {"role": "assistant", "content": None, "tool_calls": [call]}}
    with path.open("a") as file:
        file.write(
            json.dumps({"type": "message", "message": {"role": "user", "content": "What is 5 × 6?"}}) + "\n"
        )
        file.write(json.dumps(cut_short) + "\n")
        file.write('{"type":"message","message":{"role":"tool","tool_call_id":"call_cut","con')  # torn
    with ChatServer() as server:
        server.reply("Going on: **60**.")
        result = quickmath(
            tmp_path, "chat", "-c", "--base-url", server.base_url, "--no-stream", stdin="and 5 × 12?\n",
            env={"OPENAI_API_KEY": KEY},
        )  # fmt: skip
        [sent] = server.bodies
    assert result.exit_code == 0, result.output
    mended = {"role": "tool", "tool_call_id": "call_cut", "content": json.dumps({"error": INTERRUPTED})}
    assert sent["messages"][-3:] == [cut_short["message"], mended, {"role": "user", "content": "and 5 × 12?"}]
    lines = path.read_text().splitlines()
    assert all(json.loads(line) for line in lines)
    answer = {"role": "assistant", "content": "Going on: **60**."}
    assert only_chat(tmp_path).messages[-4:] == [*sent["messages"][-3:], answer]


def test_kill_9_after_a_note_leaves_a_chat_that_reads_and_goes_on(tmp_path: Path) -> None:
    with ChatServer() as server:
        server.reply(notes=[note("solve_with_shortcut", a=47, operation="+", b=9)])
        server.hang(30)
        kill_9_while_waiting(server, tmp_path, b"What is 47 + 9?\n", KEY)
    saved = only_chat(tmp_path)
    assert [m["role"] for m in saved.messages] == ["user", "assistant", "tool"]
    shown = quickmath(tmp_path, "logs", "show", saved.id)
    assert "47 + 9 = 56 (add_nines)" in shown.output
    going_on = quickmath(tmp_path, "chat", "--continue", stdin="what about 48?\n")
    assert "48 + 9" in going_on.stdout and "57" in going_on.stdout


def test_an_id_without_continue_and_nothing_to_continue_are_one_line_each(tmp_path: Path) -> None:
    without = quickmath(tmp_path, "chat", "20261202", stdin="")
    assert without.exit_code == 2
    assert without.stderr.strip() == "error: to go on with chat 20261202, add --continue."
    nothing = quickmath(tmp_path / "empty", "chat", "--continue", stdin="hi\n")
    assert nothing.exit_code == 1
    assert nothing.stderr.strip() == f"error: There is no saved chat in {tmp_path / 'empty'} yet."
    unknown = quickmath(tmp_path, "chat", "--continue", "nope", stdin="hi\n")
    assert unknown.exit_code == 2
    assert unknown.stderr.strip().splitlines() == [
        f"error: No saved chat 'nope' in {tmp_path}; `quickmath logs` lists them."
    ]
