"""`quickmath ask` in scripts: the question from stdin, `-q`, `--json`, questions that start with a minus,
and stdout kept for the answer while every notice goes to stderr."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from quickmath.cli import app
from quickmath.cli_parsing import question_last
from tests.chat_server import ChatServer
from tests.fakes import note
from tests.helpers import interruptible

KEY = "sk-test-scripts-0123456789"
OFFLINE = {"OPENAI_API_KEY": None, "OPENAI_BASE_URL": None, "QUICKMATH_MODEL": None, "COLUMNS": "100"}
SOLVE = "solve_with_shortcut"


@pytest.fixture
def server() -> Iterator[ChatServer]:
    with ChatServer() as running:
        yield running


def offline(tmp_path: Path, *args: str, stdin: str | None = None) -> Any:
    where = ["--transcripts-dir", str(tmp_path / "transcripts")]
    return CliRunner().invoke(app, ["ask", *args, *where], input=stdin, env=OFFLINE)


def online(server: ChatServer, tmp_path: Path, *args: str, stdin: str | None = None) -> Any:
    env = {**OFFLINE, "OPENAI_API_KEY": KEY}
    where = ["--base-url", server.base_url, "--transcripts-dir", str(tmp_path / "transcripts")]
    return CliRunner().invoke(app, ["ask", *where, *args], input=stdin, env=env)


def test_a_piped_question_with_q_prints_only_the_answer_text(tmp_path: Path) -> None:
    result = offline(tmp_path, "-q", stdin="What is 47 + 9?\n")
    assert result.exit_code == 0, result.output
    assert "**56**" in result.stdout  # the Markdown as written, not drawn
    assert "╭" not in result.stdout and "Offline coach" not in result.stdout and "tokens" not in result.stdout
    assert "Offline coach answering" in result.stderr
    assert "tokens" in result.stderr
    [saved] = (tmp_path / "transcripts").iterdir()
    assert "What is 47 + 9?" in saved.read_text()


def test_q_prints_the_answer_exactly_as_the_model_wrote_it(server: ChatServer, tmp_path: Path) -> None:
    server.reply(notes=[note(SOLVE, a=47, operation="+", b=9)])
    server.reply("Add 10, take 1.\n\nThe answer is **56**.")
    result = online(server, tmp_path, "-q", "What is 47 + 9?")
    assert result.exit_code == 0, result.output
    assert result.stdout == "Add 10, take 1.\n\nThe answer is **56**.\n"
    assert server.bodies[0]["messages"][-1]["content"] == "What is 47 + 9?"


def test_json_prints_one_object_with_the_answer_notes_and_usage(tmp_path: Path) -> None:
    result = offline(tmp_path, "--json", "What is 47 + 9?")
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert list(report) == [
        "question", "answer", "notes", "checks", "cut_off", "usage", "backend", "model"
    ]  # fmt: skip
    assert report["question"] == "What is 47 + 9?"
    assert "56" in report["answer"]
    first = report["notes"][0]
    assert (first["tool"], first["arguments"]) == (SOLVE, {"a": 47, "operation": "+", "b": 9})
    assert first["result"]["solution"]["answer"] == 56
    assert (report["checks"], report["cut_off"]) == ([], False)
    assert report["usage"]["requests"] == 2
    assert (report["backend"], report["model"]) == ("offline", "offline-coach")
    assert "Offline coach answering" in result.stderr


def test_json_pairs_each_note_with_its_own_result(server: ChatServer, tmp_path: Path) -> None:
    server.reply(notes=[note(SOLVE, a=13, operation="*", b=14), note(SOLVE, a=48, operation="*", b=5)])
    server.reply("**182** and **240**")
    result = online(server, tmp_path, "--json", "What's 13 × 14 and 48 × 5?", "--no-stream")
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert [(n["arguments"]["a"], n["result"]["solution"]["answer"]) for n in report["notes"]] == [
        (13, 182),
        (48, 240),
    ]
    assert (report["answer"], report["backend"], report["model"]) == (
        "**182** and **240**",
        "openai",
        "gpt-4.1-mini",
    )
    assert report["usage"] == {
        "prompt_tokens": 200,
        "completion_tokens": 20,
        "requests": 2,
        "estimated": False,
    }


def test_json_on_a_failure_is_an_error_object_and_exit_1(server: ChatServer, tmp_path: Path) -> None:
    server.fail(401, "Incorrect API key provided")
    result = online(server, tmp_path, "--json", "What is 47 + 9?")
    assert result.exit_code == 1
    report = json.loads(result.stdout)
    assert list(report) == ["error"]
    assert "refused the API key (401)" in report["error"]
    assert KEY not in result.output
    assert "error: " in result.stderr


def test_a_question_starting_with_a_minus_reaches_the_coach(tmp_path: Path) -> None:
    result = offline(tmp_path, "-15 + 8", "-q")
    assert result.exit_code == 0, result.output
    assert "−7" in result.stdout


@pytest.mark.parametrize("question", ["-15 + 8", "-.5 + 1", "-(3 + 4)", "-[2 + 3]", "- 5 + 3"])
def test_every_minus_start_is_sent_as_the_question(server: ChatServer, tmp_path: Path, question: str) -> None:
    server.reply("ok")
    result = online(server, tmp_path, question, "--no-stream")
    assert result.exit_code == 0, result.output
    assert server.bodies[0]["messages"][-1]["content"] == question


@pytest.mark.parametrize("args", [["-x"], ["-15x", "hi"], ["--bogus", "hi"], ["-q", "--json", "hi"]])
def test_any_other_unknown_option_is_still_bad_usage(tmp_path: Path, args: list[str]) -> None:
    assert offline(tmp_path, *args).exit_code == 2


def test_an_option_value_that_starts_with_a_minus_stays_the_value() -> None:
    assert question_last(["--timeout", "-5", "hi"], ["--timeout"]) == ["--timeout", "-5", "hi"]
    assert question_last(["-q", "-15 + 8"], ["--timeout"]) == ["-q", "--", "-15 + 8"]
    assert question_last(["--", "-15 + 8", "x"], []) == ["--", "-15 + 8", "x"]


@pytest.mark.parametrize("args", [["-"], []], ids=["dash", "none"])
def test_all_of_stdin_is_one_question(server: ChatServer, tmp_path: Path, args: list[str]) -> None:
    server.reply("ok")
    result = online(server, tmp_path, *args, "--no-stream", stdin="I have 47 apples.\nWhat is 47 + 9?\n")
    assert result.exit_code == 0, result.output
    assert server.bodies[0]["messages"][-1]["content"] == "I have 47 apples.\nWhat is 47 + 9?"


def test_empty_stdin_is_bad_usage(tmp_path: Path) -> None:
    result = offline(tmp_path, stdin="  \n")
    assert result.exit_code == 2
    assert "stdin held no question" in result.output
    assert not (tmp_path / "transcripts").exists()


def test_a_transcripts_dir_that_is_a_file_is_one_line_and_exit_2(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("mine")
    for where in (blocker, blocker / "below"):
        result = CliRunner().invoke(app, ["ask", "hi", "--transcripts-dir", str(where)], env=OFFLINE)
        assert result.exit_code == 2
        assert result.stdout == ""
        [line] = result.stderr.splitlines()
        assert line.startswith(f"error: --transcripts-dir {where} ")
        assert "is a file, not a folder" in line
    assert blocker.read_text() == "mine"


def test_a_piped_chat_echoes_each_line_before_its_answer_and_reads_a_minus_start(tmp_path: Path) -> None:
    stdin = "What is 47 + 9?\n-15 + 8\n"
    args = ["chat", "--no-save"]
    result = CliRunner().invoke(app, args, input=stdin, env=OFFLINE)
    assert result.exit_code == 0, result.output
    shown = result.stdout
    first, second = shown.index("quickmath> What is 47 + 9?"), shown.index("quickmath> -15 + 8")
    assert first < shown.index("add_nines") < second < shown.index("add_signed_numbers")


def test_ctrl_c_mid_turn_with_no_save_does_not_claim_the_question_is_kept(
    server: ChatServer, tmp_path: Path
) -> None:
    server.hang(30)
    env = {**os.environ, "OPENAI_API_KEY": KEY, "COLUMNS": "100"}
    args = ["chat", "--base-url", server.base_url, "--no-save", "--no-stream"]
    with subprocess.Popen(
        [sys.executable, "-m", "quickmath", *args],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        cwd=tmp_path,
        preexec_fn=interruptible,
    ) as chat:
        assert chat.stdin is not None
        chat.stdin.write("What is 47 + 9?\n")
        chat.stdin.flush()
        deadline = time.monotonic() + 30
        while not server.received and time.monotonic() < deadline:
            time.sleep(0.05)
        chat.send_signal(signal.SIGINT)
        _, errors = chat.communicate("", timeout=30)
    assert "Stopped. Ask again or go on." in errors
    assert "kept" not in errors
    assert list(tmp_path.iterdir()) == []


def test_the_offline_coach_is_named_offline_coach_in_the_transcript_and_eval_json(tmp_path: Path) -> None:
    result = offline(tmp_path, "What is 47 + 9?")
    assert result.exit_code == 0, result.output
    [saved] = (tmp_path / "transcripts").iterdir()
    chat_record = json.loads(saved.read_text().splitlines()[0])
    assert (chat_record["type"], chat_record["model"]) == ("chat", "offline-coach")

    question = {"id": "add", "category": "+", "question": "What is 47 + 9?", "answer": 56,
                "note": {"tool": SOLVE, "arguments": {"a": 47, "operation": "+", "b": 9}}}  # fmt: skip
    (tmp_path / "set.jsonl").write_text(json.dumps(question) + "\n")
    out = tmp_path / "eval.json"
    args = ["eval", "--offline", "--set", str(tmp_path / "set.jsonl"), "--json", str(out)]
    assert CliRunner().invoke(app, args, env=OFFLINE).exit_code == 0
    [run] = json.loads(out.read_text())["runs"]
    assert (run["backend"], run["model"]) == ("offline", "offline-coach")


def test_result_panels_show_uneven_quotients_as_mixed_numbers_and_minus_signs(tmp_path: Path) -> None:
    quotient = offline(tmp_path, "What is 1234 / 9?")
    assert quotient.exit_code == 0, quotient.output
    assert "Answer: 137 1/9  ✓ verified" in quotient.stdout
    assert "1234/9" not in quotient.stdout
    negative = offline(tmp_path, "-15 + 8")
    assert "0 − 7 = −7" in negative.stdout and "Answer: −7" in negative.stdout
