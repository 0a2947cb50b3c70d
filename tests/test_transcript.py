"""Saved chats: JSON Lines in the contract's format, appended as each record happens, private, no secrets."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from quickmath.chat_files import read_chat
from quickmath.cli import app
from quickmath.transcript import Transcript
from tests.chat_server import ChatServer
from tests.fakes import note
from tests.saved_chats import only_chat, saved_chats

KEY = "sk-test-0123456789abcdef"
OFFLINE = {
    "OPENAI_API_KEY": None,
    "OPENAI_BASE_URL": None,
    "QUICKMATH_TRANSCRIPTS_DIR": None,
    "COLUMNS": "100",
}


def lines(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text().splitlines()]


def test_each_record_is_one_compact_line_in_the_contract_format(tmp_path: Path) -> None:
    transcript = Transcript(tmp_path, model="gpt-4.1-mini", backend="openai", system_prompt="Be kind.")
    transcript.messages.append({"role": "user", "content": "What is 47 + 9?"})
    transcript.messages.append({"role": "assistant", "content": "**56**"})
    transcript.add_usage({"prompt_tokens": 1500, "completion_tokens": 80, "requests": 2, "estimated": False})
    transcript.add_feedback("up", "")
    transcript.append_check(["57"], ["56"], False)
    assert transcript.path is not None
    text = transcript.path.read_text()
    assert "\n " not in text and ": " not in text.split("system_prompt")[0]  # compact, never indented
    records = lines(transcript.path)
    assert records[0] == {
        "type": "chat",
        "id": transcript.id,
        "created": records[0]["created"],
        "model": "gpt-4.1-mini",
        "backend": "openai",
        "system_prompt": "Be kind.",
    }
    assert records[0]["created"].endswith("Z")
    assert records[1:] == [
        {"type": "message", "message": {"role": "user", "content": "What is 47 + 9?"}},
        {"type": "message", "message": {"role": "assistant", "content": "**56**"}},
        {"type": "usage", "turn": 1, "prompt_tokens": 1500, "completion_tokens": 80, "requests": 2,
         "estimated": False},
        {"type": "feedback", "turn": 1, "rating": "up", "comment": ""},
        {"type": "check", "turn": 1, "unexplained": ["57"], "tool_answers": ["56"], "cut_off": False},
    ]  # fmt: skip


def test_records_are_appended_never_rewritten_and_bytes_written_equal_the_file_size(tmp_path: Path) -> None:
    transcript = Transcript(tmp_path, model="m", backend="offline", system_prompt="")
    transcript.messages.append({"role": "user", "content": "question 0"})
    assert transcript.path is not None
    first, inode = transcript.path.read_bytes(), transcript.path.stat().st_ino
    for turn in range(1, 6):
        transcript.messages.extend(
            [{"role": "assistant", "content": "ok"}, {"role": "user", "content": f"q{turn}"}]
        )
    saved = transcript.path.read_bytes()
    assert saved.startswith(first)
    assert transcript.path.stat().st_ino == inode
    assert transcript.bytes_written == len(saved)
    assert [p.name for p in tmp_path.iterdir()] == [f"{transcript.id}.jsonl"]
    assert len(read_chat(transcript.path).messages) == 11


def test_files_and_folders_quickmath_creates_are_private_and_others_keep_their_mode(tmp_path: Path) -> None:
    shared = tmp_path / "shared"
    shared.mkdir(mode=0o755)
    os.chmod(shared, 0o755)
    transcript = Transcript(shared / "a" / "b", model="m", backend="offline", system_prompt="")
    transcript.messages.append({"role": "user", "content": "hi"})
    assert transcript.path is not None
    assert stat.S_IMODE(transcript.path.stat().st_mode) == 0o600
    assert stat.S_IMODE((shared / "a").stat().st_mode) == 0o700
    assert stat.S_IMODE((shared / "a" / "b").stat().st_mode) == 0o700
    assert stat.S_IMODE(shared.stat().st_mode) == 0o755


def test_nothing_is_written_before_the_first_record_and_nothing_without_a_folder(
    tmp_path: Path,
) -> None:
    waiting = Transcript(tmp_path / "chats", model="m", backend="offline", system_prompt="")
    assert not (tmp_path / "chats").exists()
    unsaved = Transcript(None, model="m", backend="offline", system_prompt="")
    unsaved.messages.append({"role": "user", "content": "hi"})
    assert unsaved.path is None
    assert waiting.bytes_written == unsaved.bytes_written == 0
    assert list(tmp_path.iterdir()) == []


def test_the_key_never_reaches_the_file_even_json_escaped(tmp_path: Path) -> None:
    quoted = 'pa"ss\\word'
    transcript = Transcript(tmp_path, model="m", backend="openai", system_prompt="", secrets=(KEY, quoted))
    transcript.messages.append({"role": "user", "content": f"my key is {KEY} and {quoted}"})
    text = next(tmp_path.iterdir()).read_text()
    assert KEY not in text
    assert json.dumps(quoted)[1:-1] not in text
    assert text.count("[redacted]") == 2


def test_a_torn_last_line_is_skipped_when_read_and_cut_off_before_appending(tmp_path: Path) -> None:
    transcript = Transcript(tmp_path, model="m", backend="offline", system_prompt="")
    transcript.messages.append({"role": "user", "content": "What is 47 + 9?"})
    transcript.close()
    assert transcript.path is not None
    with transcript.path.open("ab") as file:
        file.write(b'{"type":"message","message":{"role":"assis')
    saved = read_chat(transcript.path)
    assert saved.messages == [{"role": "user", "content": "What is 47 + 9?"}]
    going_on = Transcript(tmp_path, model="m", backend="offline", system_prompt="", resumed=saved)
    before = transcript.path.stat().st_size
    going_on.messages.append({"role": "user", "content": "again"})
    records = lines(transcript.path)  # every line whole again
    assert [r["message"]["content"] for r in records if r["type"] == "message"] == [
        "What is 47 + 9?",
        "again",
    ]
    torn = len(b'{"type":"message","message":{"role":"assis')
    assert transcript.path.stat().st_size == before - torn + going_on.bytes_written


def test_a_folder_that_cannot_be_written_is_one_error_line_and_the_chat_goes_on(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("not a folder")
    result = CliRunner().invoke(
        app, ["chat", "--offline", "--transcripts-dir", str(tmp_path / "file" / "below")],
        input="What is 47 + 9?\n", env=OFFLINE,
    )  # fmt: skip
    assert result.exit_code == 2
    assert result.stderr.count("error:") == 1
    assert "is a file, not a folder" in result.stderr


@pytest.mark.parametrize("command", [["ask", "What is 47 + 9?"], ["chat"], ["logs"], ["logs", "path"]])
def test_transcripts_dir_pointing_at_a_file_is_bad_usage_in_one_line(
    tmp_path: Path, command: list[str]
) -> None:
    (tmp_path / "chats").write_text("a file")
    result = CliRunner().invoke(
        app, [*command, "--transcripts-dir", str(tmp_path / "chats")], input="hi\n", env=OFFLINE
    )
    assert result.exit_code == 2
    assert result.stderr.strip().splitlines() == [
        f"error: --transcripts-dir {tmp_path / 'chats'} is a file, not a folder; "
        "give a folder (created if missing)."
    ]
    assert (tmp_path / "chats").read_text() == "a file"


def test_a_fresh_folder_gets_nothing_and_the_chat_lands_in_the_data_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    here = tmp_path / "here"
    here.mkdir()
    monkeypatch.chdir(here)
    env = {**OFFLINE, "QUICKMATH_DATA_DIR": str(tmp_path / "data")}
    result = CliRunner().invoke(app, ["ask", "What is 47 + 9?"], env=env)
    assert result.exit_code == 0, result.output
    assert list(here.iterdir()) == []
    saved = only_chat(tmp_path / "data" / "transcripts")
    assert f"Chat saved in {saved.path}" in result.stderr
    assert stat.S_IMODE((tmp_path / "data" / "transcripts").stat().st_mode) == 0o700
    listed = CliRunner().invoke(app, ["logs"], env={**env, "COLUMNS": "120"})
    assert saved.id in listed.output
    assert "What is 47 + 9?" in listed.output


def test_an_existing_transcripts_folder_here_is_used_and_the_env_var_beats_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "transcripts").mkdir()
    env = {**OFFLINE, "QUICKMATH_DATA_DIR": str(tmp_path / "data")}
    assert CliRunner().invoke(app, ["ask", "What is 47 + 9?"], env=env).exit_code == 0
    assert only_chat(tmp_path / "transcripts").messages[0]["content"] == "What is 47 + 9?"
    env["QUICKMATH_TRANSCRIPTS_DIR"] = str(tmp_path / "elsewhere")
    assert CliRunner().invoke(app, ["ask", "What is 13 × 14?"], env=env).exit_code == 0
    assert only_chat(tmp_path / "elsewhere").messages[0]["content"] == "What is 13 × 14?"
    assert CliRunner().invoke(app, ["logs", "path"], env=env).output == f"{tmp_path / 'elsewhere'}\n"
    assert not (tmp_path / "data").exists()


def test_no_save_writes_nothing_and_says_nothing_about_saving(tmp_path: Path) -> None:
    args = ["chat", "--offline", "--no-save", "--transcripts-dir", str(tmp_path / "t")]
    result = CliRunner().invoke(app, args, input="What is 47 + 9?\n", env=OFFLINE)
    assert result.exit_code == 0
    assert "56" in result.output
    assert "saved" not in result.stderr.lower()
    assert not (tmp_path / "t").exists()


def test_a_piped_chat_ends_with_the_saved_path_in_one_dim_line_on_stderr(tmp_path: Path) -> None:
    args = ["chat", "--offline", "--transcripts-dir", str(tmp_path)]
    result = CliRunner().invoke(app, args, input="What is 47 + 9?\nwhat about 48?\n", env=OFFLINE)
    saved = only_chat(tmp_path)
    assert result.stderr.strip().splitlines()[-1] == f"Chat saved in {saved.path}"
    assert str(saved.path) not in result.stdout
    assert [m["content"] for m in saved.messages if m["role"] == "user"] == [
        "What is 47 + 9?",
        "what about 48?",
    ]
    assert len(saved.of_type("usage")) == 2


def test_neither_the_key_nor_a_base_url_password_reaches_the_file(tmp_path: Path) -> None:
    with ChatServer() as server:
        server.reply(notes=[note("solve_with_shortcut", a=47, operation="+", b=9)])
        server.reply(f"Your key {KEY} and hunter2pass stay secret: **56**.")
        base_url = server.base_url.replace("http://", "http://me:hunter2pass@")
        result = CliRunner().invoke(
            app, ["ask", f"key {KEY} pass hunter2pass: 47 + 9?", "--base-url", base_url,
                  "--transcripts-dir", str(tmp_path)],
            env={"OPENAI_API_KEY": KEY, "COLUMNS": "100"},
        )  # fmt: skip
    assert result.exit_code == 0, result.output + result.stderr
    text = only_chat(tmp_path).path.read_text()
    assert KEY not in text
    assert "hunter2pass" not in text
    assert text.count("[redacted]") == 4


def test_new_in_a_chat_says_where_the_chat_it_ends_was_saved(tmp_path: Path) -> None:
    args = ["chat", "--offline", "--transcripts-dir", str(tmp_path)]
    result = CliRunner().invoke(app, args, input="What is 47 + 9?\n/new\nWhat is 13 × 14?\n", env=OFFLINE)
    first, second = sorted(
        saved_chats(tmp_path), key=lambda chat: chat.messages[0]["content"] != "What is 47 + 9?"
    )
    said = [line for line in result.stderr.splitlines() if line.startswith("Chat saved in")]
    assert said == [f"Chat saved in {first.path}", f"Chat saved in {second.path}"]
    assert [[m["content"] for m in chat.messages if m["role"] == "user"] for chat in (first, second)] == [
        ["What is 47 + 9?"],
        ["What is 13 × 14?"],
    ]


def test_a_chat_file_removed_before_going_on_is_started_again_with_its_chat_record(tmp_path: Path) -> None:
    first = Transcript(tmp_path, model="m", backend="offline", system_prompt="rules")
    first.messages.append({"role": "user", "content": "What is 47 + 9?"})
    first.close()
    assert first.path is not None
    saved = read_chat(first.path)
    first.path.unlink()
    going_on = Transcript(tmp_path, model="m", backend="offline", system_prompt="rules", resumed=saved)
    going_on.messages.append({"role": "user", "content": "and 99?"})
    records = lines(first.path)
    assert [r["type"] for r in records] == ["chat", "message"]
    assert records[0]["id"] == saved.id
    assert going_on.bytes_written == first.path.stat().st_size


def test_undecodable_bytes_in_a_question_are_saved_and_read_back(tmp_path: Path) -> None:
    transcript = Transcript(tmp_path, model="m", backend="offline", system_prompt="")
    question = b"What is 3 + 4? \xff".decode("utf-8", "surrogateescape")
    transcript.messages.append({"role": "user", "content": question})
    assert transcript.path is not None and transcript.failure is None
    assert read_chat(transcript.path).messages == [{"role": "user", "content": question}]
    assert transcript.bytes_written == transcript.path.stat().st_size


@pytest.mark.skipif(
    not Path("/proc/self").is_dir(), reason="needs Linux's /proc, where no folder can be made"
)
def test_a_chat_that_cannot_be_saved_says_so_once_and_goes_on() -> None:
    args = ["chat", "--offline", "--transcripts-dir", "/proc/quickmath-chats"]
    result = CliRunner().invoke(app, args, input="What is 47 + 9?\nwhat about 48?\n", env=OFFLINE)
    assert result.exit_code == 0
    assert "56" in result.stdout and "57" in result.stdout
    assert result.stderr.count("error: Could not save the chat to /proc/quickmath-chats/") == 1
    assert "Chat saved" not in result.stderr
