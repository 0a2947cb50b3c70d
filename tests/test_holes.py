"""The holes of issue 15, each tried as an attacker would, through the real CLI (and the real openai client
against the scripted server): data kept whole, nothing raw reaching the terminal, and a chat that goes on."""

from __future__ import annotations

import io
import json
import os
import resource
import sqlite3
import stat
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from quickmath.cli import app
from quickmath.drill.store import FILE_NAME, SCHEMA_VERSION, Store
from tests.chat_server import ChatServer, completion_body, stream_chunks
from tests.fakes import FakeClient, completion, note
from tests.test_repl import make_chat, run_interactive

ADD_NOTE_ARGUMENTS = {"a": 47, "operation": "+", "b": 9}
ADD = {"id": "add", "category": "+", "question": "What is 47 + 9?", "answer": 56,
       "note": {"tool": "solve_with_shortcut", "arguments": ADD_NOTE_ARGUMENTS}}  # fmt: skip
ADD_NOTE = note("solve_with_shortcut", a=47, operation="+", b=9)


@pytest.fixture(autouse=True)
def no_real_endpoint(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("OPENAI_API_KEY", "OPENAI_BASE_URL", "QUICKMATH_MODEL"):
        monkeypatch.delenv(name, raising=False)


@pytest.fixture
def server() -> Iterator[ChatServer]:
    with ChatServer() as running:
        yield running


def quickmath(
    *args: str, stdin: bytes = b"", env: dict[str, str] | None = None, file_limit: int | None = None
) -> subprocess.CompletedProcess[bytes]:
    """The command in a fresh process; `file_limit` caps the size of any file it writes (a full disk)."""

    def limit() -> None:
        if file_limit is not None:
            resource.setrlimit(resource.RLIMIT_FSIZE, (file_limit, file_limit))

    return subprocess.run(
        [sys.executable, "-m", "quickmath", *args],
        input=stdin,
        # under a file limit Python would write truncated bytecode for any module changed since its last run
        env={
            **os.environ,
            "COLUMNS": "200",
            **({"PYTHONDONTWRITEBYTECODE": "1"} if file_limit else {}),
            **(env or {}),
        },
        capture_output=True,
        timeout=120,
        preexec_fn=limit,
    )


def invoke(*args: str, stdin: str | None = None, env: dict[str, str | None] | None = None) -> Any:
    return CliRunner().invoke(app, list(args), input=stdin, env={"COLUMNS": "200", **(env or {})})


def question_set(tmp_path: Path, *questions: dict[str, Any]) -> Path:
    path = tmp_path / "set.jsonl"
    path.write_text("".join(json.dumps(q) + "\n" for q in questions))
    return path


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def everything_in(folder: Path) -> str:
    return "".join(p.read_text(errors="replace") for p in folder.rglob("*") if p.is_file())


# Data


def test_eval_json_on_a_full_disk_keeps_the_earlier_results_whole(tmp_path: Path) -> None:
    out = tmp_path / "results.json"
    earlier = json.dumps({"runs": ["earlier results"]})
    out.write_text(earlier)
    questions = question_set(tmp_path, ADD)
    result = quickmath("eval", "--offline", "--set", str(questions), "--json", str(out), file_limit=200)
    assert result.returncode == 1
    assert b"could not write" in result.stderr
    assert out.read_text() == earlier
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []


def test_invalid_utf8_in_a_piped_chat_is_replaced_and_the_chat_goes_on(tmp_path: Path) -> None:
    result = quickmath(
        "chat",
        "--offline",
        "--transcripts-dir",
        str(tmp_path),
        stdin=b"What is 3 + 4? \xff\nWhat is 47 + 9?\n",
    )
    assert result.returncode == 0, result.stderr
    assert b"failed unexpectedly" not in result.stderr
    assert b"3 + 4 = 7" in result.stdout and b"47 + 9 = 56" in result.stdout
    assert "What is 3 + 4? \ufffd" in everything_in(tmp_path)


def test_invalid_utf8_in_a_piped_drill_answer_is_asked_again_and_the_drill_goes_on(tmp_path: Path) -> None:
    data = {"QUICKMATH_DATA_DIR": str(tmp_path)}
    result = quickmath("drill", "-s", "add_nines", "-n", "2", stdin=b"\xff\n1\n2\n", env=data)
    assert result.returncode == 0, result.stderr
    with Store.open(tmp_path) as store:
        assert [a.given for a in store.attempts()] == ["1", "2"]


def test_a_newer_schema_is_refused_before_anything_touches_the_file(tmp_path: Path) -> None:
    path = tmp_path / FILE_NAME
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE future (x)")
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    db.close()
    before = path.read_bytes()
    result = invoke("stats", env={"QUICKMATH_DATA_DIR": str(tmp_path)})
    assert result.exit_code == 1
    assert "newer quickmath" in result.stderr
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == [FILE_NAME]


def test_a_row_with_a_bad_date_does_not_stop_stats(tmp_path: Path) -> None:
    answered = quickmath("drill", "-s", "add_nines", "-n", "2", stdin=b"1\n2\n",
                         env={"QUICKMATH_DATA_DIR": str(tmp_path)})  # fmt: skip
    assert answered.returncode == 0
    with sqlite3.connect(tmp_path / FILE_NAME) as db:
        db.execute("UPDATE attempts SET at = 'last Tuesday' WHERE id = 1")
        db.execute("UPDATE attempts SET at = '2026-01-02T03:04:05' WHERE id = 2")  # no zone: read as UTC
    db.close()
    result = invoke("stats", env={"QUICKMATH_DATA_DIR": str(tmp_path)})
    assert result.exit_code == 0, result.output
    assert "add_nines" in result.output
    assert "Skipped 1 attempt whose date could not be read." in result.output


# Limits and bad usage


def test_a_huge_drill_count_is_bad_usage_not_a_crash(tmp_path: Path) -> None:
    result = invoke("drill", "--count", "99999999999999999999", env={"QUICKMATH_DATA_DIR": str(tmp_path)})
    assert result.exit_code == 2
    assert "less than or equal to 1000" in result.stderr
    chat = invoke("chat", "--offline", "--no-save", stdin="/drill 99999999999999999999\n/drill ²\n")
    assert chat.exit_code == 0, chat.stderr
    assert chat.output.count("usage: /drill [NAME] [COUNT]") == 1
    assert "no shortcut called" in chat.output or "error:" in chat.output  # "²" is a name, not a count


@pytest.mark.parametrize("url", ["http://[::1", "ftp://example.com", "http://", "http://host:99999999/v1"])
def test_a_base_url_that_cannot_be_used_is_bad_usage(url: str) -> None:
    result = invoke("ask", "--base-url", url, "hi")
    assert result.exit_code == 2
    assert result.stderr.startswith("error: --base-url")
    assert len(result.stderr.strip().splitlines()) == 1


def test_markup_in_a_path_is_shown_as_written(tmp_path: Path) -> None:
    out = tmp_path / "[/x]" / "[bold]out.json"
    result = invoke("eval", "--offline", "--json", str(out))
    assert result.exit_code == 2
    assert f"there is no folder {out.parent} " in result.stderr


def test_a_history_path_that_is_a_folder_warns_once_and_the_chat_goes_on(tmp_path: Path) -> None:
    screen = io.StringIO()
    history = tmp_path / "history"
    history.mkdir()
    chat = make_chat(FakeClient(completion("**56**"), completion("**57**")), tmp_path / "chats", screen)
    run_interactive(chat, "first\rsecond\r\x04", history)
    shown = screen.getvalue()
    assert shown.count("cannot keep input history") == 1
    assert "Traceback" not in shown
    assert "56" in shown and "57" in shown


# Files and folders


def test_the_database_and_its_folders_are_private_and_an_existing_folder_keeps_its_mode(
    tmp_path: Path,
) -> None:
    home = tmp_path / "home"
    home.mkdir(mode=0o755)
    os.chmod(home, 0o755)
    data = home / "new" / "data"
    result = quickmath(
        "drill", "-s", "add_nines", "-n", "1", stdin=b"1\n", env={"QUICKMATH_DATA_DIR": str(data)}
    )
    assert result.returncode == 0
    assert mode(home) == 0o755
    assert mode(home / "new") == 0o700 and mode(data) == 0o700
    with sqlite3.connect(data / FILE_NAME) as db:  # keeps the -wal and -shm files open
        db.execute("PRAGMA journal_mode=WAL")
        db.execute("SELECT count(*) FROM attempts").fetchone()
        made = sorted(data.iterdir())
        assert [p.name for p in made] == [FILE_NAME, f"{FILE_NAME}-shm", f"{FILE_NAME}-wal"]
        assert {p.name: mode(p) for p in made} == {p.name: 0o600 for p in made}
    db.close()
    again = quickmath("stats", env={"QUICKMATH_DATA_DIR": str(home)})
    assert again.returncode == 0
    assert mode(home) == 0o755


def test_the_eval_output_and_the_history_file_are_private(tmp_path: Path) -> None:
    out = tmp_path / "out.json"
    assert (
        invoke("eval", "--offline", "--set", str(question_set(tmp_path, ADD)), "--json", str(out)).exit_code
        == 0
    )
    assert mode(out) == 0o600
    state = tmp_path / "state"
    chat = make_chat(FakeClient(completion("**56**")), tmp_path / "chats", io.StringIO())
    run_interactive(chat, "hi\r\x04", state / "history")
    assert mode(state) == 0o700 and mode(state / "history") == 0o600


# Secrets

ODD_KEY = 'sk-te"st\\key-0123456789'
PASSWORD = "pw-0123456789"


def test_a_key_with_quotes_and_backslashes_is_redacted_everywhere(server: ChatServer, tmp_path: Path) -> None:
    server.reply(f"Your key {ODD_KEY} should stay secret: **56**")
    chats = tmp_path / "chats"
    result = invoke(
        "chat", "--base-url", server.base_url, "--transcripts-dir", str(chats), "--show-transcript",
        stdin=f"my key is {ODD_KEY}\n/transcript\n", env={"OPENAI_API_KEY": ODD_KEY},
    )  # fmt: skip
    assert result.exit_code == 0, result.stderr
    seen = result.output + result.stderr + everything_in(chats)
    for form in (ODD_KEY, json.dumps(ODD_KEY)[1:-1]):
        assert form not in seen
    assert seen.count("[redacted]") >= 4


def test_a_password_in_the_base_url_is_redacted_everywhere(server: ChatServer, tmp_path: Path) -> None:
    url = server.base_url.replace("http://", f"http://user:{PASSWORD}@")
    server.reply(f"The endpoint says {PASSWORD}: **56**")
    server.fail(400, f"no such model at {url}")
    chats, out = tmp_path / "chats", tmp_path / "out.json"
    chat = invoke("chat", "--base-url", url, "--transcripts-dir", str(chats), stdin="one\ntwo\n/transcript\n")
    assert chat.exit_code == 0, chat.stderr
    server.reply(f"Again {PASSWORD}: **56**")
    server.fail(400, f"bad request to {url}")
    questions = question_set(tmp_path, ADD, {**ADD, "id": "again"})
    evaluated = invoke("eval", "--base-url", url, "--set", str(questions), "--json", str(out), "--no-stream")
    assert evaluated.exit_code == 0, evaluated.stderr
    seen = (
        chat.output
        + chat.stderr
        + evaluated.output
        + evaluated.stderr
        + everything_in(chats)
        + out.read_text()
    )
    assert PASSWORD not in seen
    assert "user:[redacted]@127.0.0.1" in chat.output  # the banner
    assert "user:[redacted]@127.0.0.1" in json.loads(out.read_text())["runs"][0]["base_url"]


# Terminal

OSC_52 = "\x1b]52;c;ZXZpbA==\x07"
HOSTILE = f"{OSC_52}\x1b]8;;http://evil.example\x07link\x1b]8;;\x07\x1b[2J\u202eevil"


def test_eval_prints_a_model_s_tool_name_and_an_endpoint_s_error_inert(
    server: ChatServer, tmp_path: Path
) -> None:
    server.reply(notes=[(HOSTILE, "{}")], stream=False)
    server.reply("done", stream=False)
    server.fail(400, f"refused {HOSTILE}")
    questions = question_set(tmp_path, ADD, {**ADD, "id": f"id {HOSTILE}"})
    result = invoke("eval", "--base-url", server.base_url, "--set", str(questions), "--no-stream")
    shown = result.output + result.stderr
    assert "\x1b" not in shown and "\u202e" not in shown and "\x07" not in shown
    assert "evil" in shown


# Model replies that used to end the chat or the eval


def whole(message: dict[str, Any]) -> dict[str, Any]:
    return {"choices": [{"index": 0, "message": {"role": "assistant", **message}}]}


def one_note(name: Any, arguments: Any) -> dict[str, Any]:
    call = {"id": "c1", "type": "function", "function": {"name": name, "arguments": arguments}}
    return whole({"content": None, "tool_calls": [call]})


MALFORMED = {
    "arguments as an object": one_note("list_shortcuts", {"a": 1}),
    "arguments as a number": one_note("list_shortcuts", 47),
    "content as a list": whole({"content": [{"type": "text", "text": "hi"}]}),
    "choices as an object": {"choices": {"0": {"message": {"role": "assistant", "content": "hi"}}}},
    "a lone surrogate in content": whole({"content": "56 \ud800"}),
    "a lone surrogate in a tool name": one_note("list\udfff", "{}"),
}


def raw_reply(server: ChatServer, body: dict[str, Any]) -> None:
    server.raw(json.dumps(body).encode())


@pytest.mark.parametrize("body", MALFORMED.values(), ids=MALFORMED.keys())
def test_a_malformed_reply_is_a_failed_turn_and_the_chat_goes_on(
    server: ChatServer, tmp_path: Path, body: dict[str, Any]
) -> None:
    raw_reply(server, body)
    server.reply("Back again: **56**")
    result = invoke("chat", "--base-url", server.base_url, "--no-save", "--no-stream", stdin="one\ntwo\n")
    assert result.exit_code == 0, result.stderr
    assert "failed unexpectedly" not in result.stderr
    assert result.stderr.startswith("error: The endpoint sent a reply")
    assert "Back again: 56" in result.output


@pytest.mark.parametrize("body", MALFORMED.values(), ids=MALFORMED.keys())
def test_a_malformed_reply_is_a_failed_question_and_the_eval_goes_on(
    server: ChatServer, tmp_path: Path, body: dict[str, Any]
) -> None:
    raw_reply(server, body)
    server.reply(notes=[ADD_NOTE])
    server.reply("47 + 9 = **56**")
    out = tmp_path / "out.json"
    questions = question_set(tmp_path, ADD, {**ADD, "id": "second"})
    result = invoke("eval", "--base-url", server.base_url, "--set", str(questions), "--json", str(out),
                    "--no-stream")  # fmt: skip
    assert result.exit_code == 0, result.stderr
    first, second = json.loads(out.read_text())["runs"][0]["results"]
    assert first["error"].startswith("The endpoint sent a reply")
    assert second["answer_correct"] is True


def test_a_lone_surrogate_in_a_stream_is_a_failed_turn(server: ChatServer) -> None:
    chunks = list(stream_chunks("fifty-six \ud800", (), None, "m"))
    server.events(chunks)
    server.reply("Back again: **56**")
    result = invoke("chat", "--base-url", server.base_url, "--no-save", stdin="one\ntwo\n")
    assert result.exit_code == 0, result.stderr
    assert "not valid Unicode" in result.stderr
    assert "Back again: 56" in result.output


# Limits


def test_the_timeout_bounds_the_retries_too(server: ChatServer) -> None:
    for _ in range(3):
        server.hang(3)
    result = invoke("ask", "--base-url", server.base_url, "--no-save", "--timeout", "1", "hi")
    assert result.exit_code == 1
    assert "did not answer within 1 s" in result.stderr
    assert len(server.received) == 1  # no retry once the second is spent


def test_the_timeout_bounds_a_slow_stream(server: ChatServer) -> None:
    server.drip("one character every half second, for half a minute in all", every=0.5)
    result = invoke("ask", "--base-url", server.base_url, "--no-save", "--timeout", "2", "hi")
    assert result.exit_code == 1
    assert "did not finish within 2 s" in result.stderr
    assert "for half a minute in all" not in result.output


def test_a_server_error_is_still_retried_within_the_timeout(server: ChatServer) -> None:
    server.fail(500, "boom", times=2)
    server.reply("**56**")
    result = invoke("ask", "--base-url", server.base_url, "--no-save", "hi")
    assert result.exit_code == 0, result.stderr
    assert len(server.received) == 3


def test_at_most_16_notes_run_from_one_reply(server: ChatServer) -> None:
    server.reply(notes=[note("list_shortcuts")] * 20, stream=False)
    server.reply("There are many shortcuts.", stream=False)
    result = invoke("ask", "--base-url", server.base_url, "--no-save", "--no-stream", "list them")
    assert result.exit_code == 0, result.stderr
    assert "sent 20 notes in one reply; only the first 16 ran" in result.output
    results = [m["content"] for m in server.bodies[1]["messages"] if m["role"] == "tool"]
    assert len(results) == 20
    assert [("Not run: at most 16 notes" in r) for r in results] == [False] * 16 + [True] * 4


@pytest.mark.parametrize("stream", [True, False], ids=["streamed", "whole"])
def test_a_reply_over_a_megabyte_is_cut_with_a_notice(
    server: ChatServer, tmp_path: Path, stream: bool
) -> None:
    text = "56 " + "x" * 1_500_000
    if stream:
        server.events(list(stream_chunks(text, (), None, "m", piece=50_000)))
    else:
        server.reply(text, stream=False)
    chats = tmp_path / "chats"
    whole = [] if stream else ["--no-stream"]
    result = invoke("ask", "--base-url", server.base_url, "--transcripts-dir", str(chats), *whole, "hi")
    assert result.exit_code == 0, result.stderr
    assert "passed 1,000,000 characters; the rest was dropped" in result.output
    assert 1_000_000 < len(everything_in(chats)) < 1_100_000


# A reply cut off by the endpoint


@pytest.mark.parametrize("stream", [True, False], ids=["streamed", "whole"])
def test_a_cut_off_reply_is_shown_with_a_notice_and_ask_exits_1(server: ChatServer, stream: bool) -> None:
    if stream:
        chunks = list(stream_chunks("So 47 + 9 is 5", (), None, "m"))
        chunks[-1]["choices"][0]["finish_reason"] = "length"
        server.events(chunks)
    else:
        body = completion_body("So 47 + 9 is 5", (), None, "m")
        body["choices"][0]["finish_reason"] = "length"
        server.raw(json.dumps(body).encode())
    whole = [] if stream else ["--no-stream"]
    result = invoke("ask", "--base-url", server.base_url, "--no-save", *whole, "What is 47 + 9?")
    assert result.exit_code == 1
    assert "So 47 + 9 is 5" in result.output
    assert "cut off by the endpoint's length limit" in result.stderr


def test_a_shortcut_name_from_the_database_is_shown_inert(tmp_path: Path) -> None:
    answered = quickmath(
        "drill", "-s", "add_nines", "-n", "1", stdin=b"1\n", env={"QUICKMATH_DATA_DIR": str(tmp_path)}
    )
    assert answered.returncode == 0
    with sqlite3.connect(tmp_path / FILE_NAME) as db:
        db.execute("UPDATE attempts SET shortcut = ?", (f"[/x]{OSC_52}[bold]gone",))
    db.close()
    result = invoke("stats", env={"QUICKMATH_DATA_DIR": str(tmp_path)})
    assert result.exit_code == 0, result.output
    assert "[/x][bold]gone (retired)" in result.output
    assert "\x1b" not in result.output


def test_ask_json_marks_a_cut_off_reply_and_exits_1(server: ChatServer) -> None:
    body = completion_body("So 47 + 9 is 5", (), None, "m")
    body["choices"][0]["finish_reason"] = "length"
    server.raw(json.dumps(body).encode())
    options = ["--json", "--base-url", server.base_url, "--no-save", "--no-stream"]
    result = invoke("ask", *options, "What is 47 + 9?")
    assert result.exit_code == 1
    report = json.loads(result.stdout)
    assert (report["answer"], report["cut_off"]) == ("So 47 + 9 is 5", True)
    assert "cut off by the endpoint's length limit" in result.stderr
