"""`quickmath logs`: the newest chats as a table, one chat as a conversation or raw records, the folder."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from quickmath.cli import app
from tests.chat_server import ChatServer
from tests.fakes import note
from tests.saved_chats import legacy_chat, saved_chats

OFFLINE = {"OPENAI_API_KEY": None, "OPENAI_BASE_URL": None, "COLUMNS": "140"}


def quickmath(folder: Path, *args: str, stdin: str | None = None) -> Any:
    env = {**OFFLINE, "QUICKMATH_TRANSCRIPTS_DIR": str(folder)}
    return CliRunner().invoke(app, list(args), input=stdin, env=env)


def test_the_table_lists_the_newest_chats_first_old_json_ones_too(tmp_path: Path) -> None:
    legacy_chat(tmp_path)
    assert quickmath(tmp_path, "ask", "What is 47 + 9?").exit_code == 0
    assert quickmath(tmp_path, "chat", stdin="2:45 + 1:30\nwhat about 3:15?\n").exit_code == 0
    result = quickmath(tmp_path, "logs")
    assert result.exit_code == 0
    rows = [line for line in result.output.splitlines() if "│" in line and "first question" not in line]
    assert [row.split("│")[4].strip() for row in rows] == [
        "2:45 + 1:30",
        "What is 47 + 9?",
        "What's 13 × 14?",
    ]
    assert [row.split("│")[5].strip() for row in rows] == ["2", "1", "1"]
    assert "offline" in rows[0] and "openai (old .json)" in rows[2]
    assert "3 saved chats" in result.output
    newest = quickmath(tmp_path, "logs", "list", "-n", "1").output
    assert "the newest 1 of 3 saved chats" in newest
    assert "2:45 + 1:30" in newest and "What is 47" not in newest


def test_an_empty_folder_says_so(tmp_path: Path) -> None:
    result = quickmath(tmp_path / "none", "logs")
    assert result.exit_code == 0
    assert result.output.strip() == f"No saved chats in {tmp_path / 'none'} yet."
    assert not (tmp_path / "none").exists()


def test_show_reads_as_a_conversation_with_each_note_on_one_line(tmp_path: Path) -> None:
    typed = "What is 47 + 9?\n/good clear steps\n2:45 + 1:30\n3 h 15 min - 1 h 40 min\n"
    typed += "How long is it from 9:05 to 13:10?\n"
    quickmath(tmp_path, "chat", stdin=typed)
    [saved] = saved_chats(tmp_path)
    result = quickmath(tmp_path, "logs", "show", saved.id[:17])
    assert result.exit_code == 0, result.output
    shown = result.output.splitlines()
    assert shown[0].startswith(f"Chat {saved.id} · offline-coach (offline) · started today ")
    assert "You: What is 47 + 9?" in shown
    assert '  note solve_with_shortcut(a=47, operation="+", b=9) → 47 + 9 = 56 (add_nines)' in shown
    assert "  rated good: clear steps" in shown
    assert any(
        line.startswith("  note solve_with_shortcut") and "2 h 45 min + 1 h 30 min = 4 h 15 min" in line
        for line in shown
    )
    assert any("3 h 15 min − 1 h 40 min = 1 h 35 min (count_up_the_time)" in line for line in shown)
    assert any(
        "from 9:05 to 13:10 is 245 minutes (4 h 5 min) (subtract_the_readings)" in line for line in shown
    )
    assert shown.count("Coach:") == 4
    assert "check:" not in result.output  # the answer check flagged nothing, so it says nothing
    assert "So 47 + 9 = 56." in result.output
    assert '"role"' not in result.output and "tool_call_id" not in result.output


def test_a_model_that_reuses_call_ids_has_each_note_shown_with_its_own_result(tmp_path: Path) -> None:
    with ChatServer() as server:
        for a in (47, 48):
            server.reply(notes=[note("solve_with_shortcut", a=a, operation="+", b=9)])  # id call_0 both times
            server.reply(f"So {a} + 9 = **{a + 9}**.")
        backend = ["--base-url", server.base_url, "--no-stream"]
        env = {"OPENAI_API_KEY": "sk-test-logs-0123456789"}
        typed = "What is 47 + 9?\nWhat is 48 + 9?\n"
        chatted = CliRunner().invoke(
            app,
            ["chat", *backend],
            input=typed,
            env={**OFFLINE, "QUICKMATH_TRANSCRIPTS_DIR": str(tmp_path), **env},
        )
    assert chatted.exit_code == 0, chatted.output
    shown = quickmath(tmp_path, "logs", "show").output.splitlines()
    notes = [line for line in shown if line.startswith("  note ")]
    assert len(notes) == 2
    assert notes[0].endswith("→ 47 + 9 = 56 (add_nines)") and notes[1].endswith("→ 48 + 9 = 57 (add_nines)")


def test_show_json_prints_the_raw_records_one_a_line(tmp_path: Path) -> None:
    quickmath(tmp_path, "ask", "What is 47 + 9?")
    [saved] = saved_chats(tmp_path)
    result = quickmath(tmp_path, "logs", "show", "--json")  # the newest chat
    records = [json.loads(line) for line in result.stdout.splitlines()]
    assert records == saved.records
    assert [r["type"] for r in records][:2] == ["chat", "message"]
    assert records[0]["model"] == "offline-coach"


def test_an_old_json_chat_is_shown_too(tmp_path: Path) -> None:
    legacy_chat(tmp_path)
    result = quickmath(tmp_path, "logs", "show", "20250101-120000-0ldc4a75")
    assert result.exit_code == 0
    assert "started 1 Jan 2025" in result.output
    assert "You: What's 13 × 14?" in result.output
    assert "13 × 14 = 182 (multiply_teens)" in result.output
    assert "Teens: 182." in result.output
    assert "rated good: neat" in result.output


def test_show_names_a_number_the_answer_check_flagged(tmp_path: Path) -> None:
    quickmath(tmp_path, "ask", "What is 47 + 9?")
    [saved] = saved_chats(tmp_path)
    flagged = {"type": "check", "turn": 1, "unexplained": ["57"], "tool_answers": ["56"], "cut_off": False}
    with saved.path.open("a") as file:
        file.write(json.dumps(flagged) + "\n")
    result = quickmath(tmp_path, "logs", "show", saved.id)
    assert result.output.count("check:") == 1
    assert "check: the answer stated 57, which no tool gave (the tools found 56)" in result.output


def test_a_torn_last_line_does_not_stop_show(tmp_path: Path) -> None:
    quickmath(tmp_path, "ask", "What is 47 + 9?")
    [saved] = saved_chats(tmp_path)
    with saved.path.open("ab") as file:
        file.write(b'{"type":"message","message":{"role":"user","content":"What is 5')
    result = quickmath(tmp_path, "logs", "show", saved.id)
    assert result.exit_code == 0
    assert "You: What is 47 + 9?" in result.output
    assert "What is 5" not in result.output


@pytest.mark.parametrize("chat_id", ["2099", "../x", ""])
def test_an_unknown_id_is_one_line_and_exit_2(tmp_path: Path, chat_id: str) -> None:
    quickmath(tmp_path, "ask", "What is 47 + 9?")
    result = quickmath(tmp_path, "logs", "show", chat_id)
    assert result.exit_code == 2
    assert result.stderr.strip().splitlines() == [
        f"error: No saved chat {chat_id!r} in {tmp_path}; `quickmath logs` lists them."
    ]


def test_path_prints_the_folder_and_options_come_before_or_after_the_command(tmp_path: Path) -> None:
    assert quickmath(tmp_path, "logs", "path").stdout == f"{tmp_path}\n"
    given = tmp_path / "given"
    assert quickmath(tmp_path, "logs", "--transcripts-dir", str(given), "path").stdout == f"{given}\n"
    assert quickmath(tmp_path, "logs", "path", "--transcripts-dir", str(given)).stdout == f"{given}\n"


def test_ids_are_never_split_at_80_columns(tmp_path: Path) -> None:
    long_question = "Please could you show me the quickest way to work out what 47 + 9 comes to?"
    assert quickmath(tmp_path, "ask", long_question).exit_code == 0
    (chat_file,) = tmp_path.glob("*.jsonl")
    env = {**OFFLINE, "QUICKMATH_TRANSCRIPTS_DIR": str(tmp_path), "COLUMNS": "80"}
    result = CliRunner().invoke(app, ["logs"], env=env)
    assert result.exit_code == 0
    assert chat_file.stem in result.output
