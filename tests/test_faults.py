"""Endpoint faults through the real CLI and the real `openai` client: one clear line, exit 1, nothing lost."""

from __future__ import annotations

import socket
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from quickmath.cli import app
from tests.chat_server import ChatServer
from tests.saved_chats import kill_9_while_waiting, saved_messages

KEY = "sk-test-faults-0123456789"


@pytest.fixture
def server() -> Iterator[ChatServer]:
    with ChatServer() as running:
        yield running


def run(base_url: str, tmp_path: Path, *args: str, stdin: str | None = None) -> Any:
    env = {"OPENAI_API_KEY": KEY, "OPENAI_BASE_URL": None, "COLUMNS": "200"}
    common = ["--base-url", base_url, "--transcripts-dir", str(tmp_path)]
    return CliRunner().invoke(app, [args[0], *common, *args[1:]], input=stdin, env=env)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
    return port


FAULTS: list[tuple[str, Callable[[ChatServer], object], list[str], str]] = [
    ("401", lambda s: s.fail(401, f"Incorrect API key provided: {KEY}"), [], "refused the API key (401)"),
    (
        "429",
        lambda s: s.fail(429, "slow down", times=3),
        [],
        "rate limiting requests (429), even after retries",
    ),
    ("500", lambda s: s.fail(500, "boom", times=3), [], "failed with a server error (500)"),
    ("timeout", lambda s: [s.hang(3) for _ in range(3)], ["--timeout", "1"], "did not answer within 1 s"),
    ("not json", lambda s: s.raw(b"<html>oops</html>"), ["--no-stream"], "could not be read"),
    ("no choices", lambda s: s.raw(b'{"id": "x", "choices": []}'), ["--no-stream"], "no message in it"),
    ("empty stream", lambda s: s.events([], done=True), [], "streamed reply was empty"),
]


@pytest.mark.parametrize(("kind", "script", "options", "line"), FAULTS, ids=[f[0] for f in FAULTS])
def test_ask_fails_with_one_clear_line_and_keeps_the_question(
    server: ChatServer,
    tmp_path: Path,
    kind: str,
    script: Callable[[ChatServer], object],
    options: list[str],
    line: str,
) -> None:
    script(server)
    result = run(server.base_url, tmp_path, "ask", "What is 47 + 9?", *options)
    assert result.exit_code == 1
    errors = result.stderr.strip().splitlines()
    assert len(errors) == 1, result.stderr
    assert errors[0].startswith("error: ")
    assert line in errors[0]
    assert "Traceback" not in result.output + result.stderr
    assert KEY not in result.output + result.stderr
    assert saved_messages(tmp_path) == [{"role": "user", "content": "What is 47 + 9?"}]


def test_connection_refused_says_to_check_the_server(tmp_path: Path) -> None:
    result = run(f"http://127.0.0.1:{free_port()}/v1", tmp_path, "ask", "hi", "--timeout", "2")
    assert result.exit_code == 1
    assert "Could not connect to http://127.0.0.1:" in result.stderr
    assert "--base-url" in result.stderr


def test_in_chat_a_failed_turn_is_reported_and_the_chat_goes_on(server: ChatServer, tmp_path: Path) -> None:
    server.fail(500, "boom", times=3)
    server.reply("Back again: **56**")
    result = run(server.base_url, tmp_path, "chat", stdin="first try\nsecond try\n")
    assert result.exit_code == 0
    assert "failed with a server error (500)" in result.stderr
    assert "Back again: 56" in result.output
    assert [m["content"] for m in saved_messages(tmp_path)] == [
        "first try",
        "second try",
        "Back again: **56**",
    ]


def test_the_key_is_nowhere_in_files_requests_shown_or_errors(server: ChatServer, tmp_path: Path) -> None:
    server.reply(f"Your key {KEY} should stay secret.")
    server.fail(400, f"Bad request for key {KEY}")
    result = run(server.base_url, tmp_path, "chat", "--show-transcript", stdin=f"my key is {KEY}\nagain\n")
    everything = result.output + result.stderr + "".join(p.read_text() for p in tmp_path.iterdir())
    assert KEY not in everything
    assert "[redacted]" in everything


def test_kill_9_mid_turn_leaves_a_readable_chat_with_every_completed_turn(
    server: ChatServer, tmp_path: Path
) -> None:
    server.reply("First answer **1**")
    server.hang(30)
    kill_9_while_waiting(server, tmp_path, b"question one\nquestion two\n", KEY)
    assert [p.suffix for p in tmp_path.iterdir()] == [".jsonl"]
    assert [m["content"] for m in saved_messages(tmp_path)] == [
        "question one",
        "First answer **1**",
        "question two",
    ]
