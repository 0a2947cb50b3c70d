"""The API key never shows, wherever an endpoint echoes it: the screen, the transcript file,
`--show-transcript`, `/transcript`, `eval` output and its `--json` file, and error lines."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from quickmath.cli import app
from tests.chat_server import ChatServer
from tests.fakes import note

KEY = "sk-redact-0123456789abcdefXYZ"


@pytest.fixture
def server() -> Any:
    with ChatServer() as running:
        yield running


def quickmath(server: ChatServer, tmp_path: Path, *args: str, stdin: str | None = None) -> Any:
    env = {"OPENAI_API_KEY": KEY, "OPENAI_BASE_URL": None, "QUICKMATH_MODEL": None, "COLUMNS": "120"}
    common = ["--base-url", server.base_url]
    if args[0] in ("ask", "chat"):
        common += ["--transcripts-dir", str(tmp_path / "transcripts")]
    return CliRunner().invoke(app, [args[0], *common, *args[1:]], input=stdin, env=env)


def echoing_turn(server: ChatServer) -> None:
    """A turn whose note, tool name and answer all carry the key back."""
    server.reply(notes=[note("solve_with_shortcut", a=47, operation="+", b=9, technique=KEY), note(KEY)])
    server.reply(f"Your key is {KEY}. So 47 + 9 = **56**.")


def everything_saved(tmp_path: Path) -> str:
    return "".join(path.read_text() for path in (tmp_path / "transcripts").iterdir())


def test_the_screen_and_the_transcript_file(server: ChatServer, tmp_path: Path) -> None:
    echoing_turn(server)
    result = quickmath(server, tmp_path, "ask", "What is 47 + 9?")
    assert result.exit_code == 0, result.output
    assert "So 47 + 9 = 56" in result.output
    saved = everything_saved(tmp_path)
    assert "What is 47 + 9?" in saved
    assert KEY not in result.output and KEY not in saved
    assert server.received[0].headers["authorization"] == f"Bearer {KEY}"


def test_show_transcript_prints_requests_that_echo_the_key(server: ChatServer, tmp_path: Path) -> None:
    echoing_turn(server)
    result = quickmath(server, tmp_path, "ask", "What is 47 + 9?", "--show-transcript")
    assert result.exit_code == 0, result.output
    assert "request 2 → model" in result.output
    assert KEY in json.dumps(server.bodies[1])  # the key really was in what was shown
    assert KEY not in result.output


def test_slash_transcript_in_a_chat(server: ChatServer, tmp_path: Path) -> None:
    echoing_turn(server)
    result = quickmath(server, tmp_path, "chat", stdin="What is 47 + 9?\n/transcript\n")
    assert result.exit_code == 0, result.output
    assert '"role": "tool"' in result.output
    assert KEY not in result.output


def test_an_error_line_that_quotes_the_key(server: ChatServer, tmp_path: Path) -> None:
    server.fail(401, f"Incorrect API key provided: {KEY}")
    result = quickmath(server, tmp_path, "ask", "What is 47 + 9?")
    assert result.exit_code == 1
    assert "401" in result.output or "key" in result.output.lower()
    assert KEY not in result.output


def test_eval_output_and_its_json_file(server: ChatServer, tmp_path: Path) -> None:
    first_note = {"tool": "solve_with_shortcut", "arguments": {"a": 47, "operation": "+", "b": 9}}
    question = {"id": "add", "category": "+", "question": "What is 47 + 9?", "answer": 56, "note": first_note}
    (tmp_path / "set.jsonl").write_text(json.dumps(question) + "\n")
    echoing_turn(server)
    out = tmp_path / "out.json"
    result = quickmath(server, tmp_path, "eval", "--set", str(tmp_path / "set.jsonl"), "--json", str(out))
    assert result.exit_code == 0, result.output
    report = out.read_text()
    assert json.loads(report)["runs"][0]["results"][0]["answer_correct"] is True
    assert KEY not in result.output and KEY not in report
