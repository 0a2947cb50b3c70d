"""`quickmath eval` through the real CLI: a scripted endpoint with the real openai client, and offline."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from quickmath.cli import app
from tests.chat_server import ChatServer
from tests.fakes import note
from tests.helpers import interruptible

WIDE = {"COLUMNS": "200"}
ADD_NOTE = {"tool": "solve_with_shortcut", "arguments": {"a": 47, "operation": "+", "b": 9}}
TIME_NOTE = {"tool": "solve_with_shortcut", "arguments": {"a": 245, "operation": "add_time", "b": 215}}
ADD = {"id": "add-nines", "category": "+", "question": "What is 47 + 9?", "note": ADD_NOTE, "answer": 56}
TIME = {"id": "time", "category": "add_time", "question": "2:45 + 2:15?", "note": TIME_NOTE, "answer": "5:00"}
OFF_TOPIC = {"id": "off-topic", "category": "off_topic", "question": "The capital of France?", "note": None}


@pytest.fixture(autouse=True)
def no_real_endpoint(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("OPENAI_API_KEY", "OPENAI_BASE_URL", "QUICKMATH_MODEL"):
        monkeypatch.delenv(name, raising=False)


def question_set(tmp_path: Path, *questions: dict[str, Any]) -> Path:
    path = tmp_path / "set.jsonl"
    path.write_text("".join(json.dumps(q) + "\n" for q in questions))
    return path


def row(output: str, name: str) -> list[str]:
    """The cells after `name` in the table row that starts with it."""
    (line,) = [line for line in output.splitlines() if line.startswith(f"│ {name} ")]
    return [cell.strip() for cell in line.strip("│").split("│")][1:]


def run(*arguments: str | Path) -> Any:
    return CliRunner().invoke(app, ["eval", *map(str, arguments)], env=WIDE)


def test_scores_a_scripted_model_and_goes_on_after_a_failure(tmp_path: Path) -> None:
    prompt = tmp_path / "prompt.txt"
    prompt.write_text("You are a test prompt.")
    out = tmp_path / "out.json"
    with ChatServer() as server:
        server.reply(notes=[note("solve_with_shortcut", a=47, operation="+", b=9)], usage=(120, 12))
        server.reply("Add 10, take away 1: **56**. Try 63 + 9.", usage=(150, 15))
        server.fail(500, times=3)  # the client tries three times before giving up
        server.reply("I only coach mental maths; shall we practise?", usage=(90, 9))
        result = run("--set", question_set(tmp_path, ADD, TIME, OFF_TOPIC), "--base-url", server.base_url,
                     "-m", "scripted", "--system-file", prompt, "--json", out)  # fmt: skip
        bodies = server.bodies
    assert result.exit_code == 0, result.output
    assert [b["messages"][0] for b in bodies] == [{"role": "system", "content": "You are a test prompt."}] * 6
    assert all(b["stream"] is True and b["model"] == "scripted" for b in bodies)
    assert json.loads(bodies[1]["messages"][-1]["content"])["solution"]["answer"] == 56
    assert bodies[5]["messages"][1:] == [{"role": "user", "content": "The capital of France?"}]

    report = json.loads(out.read_text())
    (run_a,) = report["runs"]
    assert (run_a["model"], run_a["backend"], run_a["system_prompt"]) == ("scripted", "openai", str(prompt))
    add, time, off_topic = run_a["results"]
    assert (add["note_correct"], add["answer_correct"], add["invented"]) == (True, True, ["63"])
    assert (add["requests"], add["prompt_tokens"], add["completion_tokens"]) == (2, 270, 27)
    assert (add["estimated"], add["first_note"]) == (False, ADD_NOTE)
    assert (time["note_correct"], time["answer_correct"]) == (False, False)
    assert "server error (500)" in time["error"]
    assert (off_topic["note_correct"], off_topic["answer_correct"], off_topic["invented"]) == (True, None, [])
    summary = run_a["summary"]
    assert (summary["notes_correct"], summary["answers_correct"], summary["answers_expected"]) == (2, 1, 2)
    assert (summary["invented_numbers"], summary["failures"], summary["mean_rounds"]) == (1, 1, 1.5)
    assert run_a["by_category"]["add_time"]["failures"] == 1

    assert "note accuracy" in result.stdout and "2/3 (67%)" in result.stdout
    assert "time: failed: " in result.stdout and "server error (500)" in result.stdout
    assert "result: Model scripted at http://127.0.0.1" in result.stderr


def test_compares_two_system_prompts_side_by_side(tmp_path: Path) -> None:
    first, second = tmp_path / "first.txt", tmp_path / "second.txt"
    first.write_text("Prompt one.")
    second.write_text("Prompt two.")
    with ChatServer() as server:
        time_note = note("solve_with_shortcut", a=245, operation="add_time", b=215)
        server.reply(notes=[time_note]).reply("2:45 + 2:15 = **5:00**")
        server.reply(notes=[time_note]).reply("That makes 4:60.")
        result = run("--set", question_set(tmp_path, TIME), "--base-url", server.base_url, "--no-stream",
                     "--system-file", first, "--compare-system-file", second)  # fmt: skip
        bodies = server.bodies
    assert result.exit_code == 0, result.output
    prompts = [b["messages"][0]["content"] for b in bodies]
    assert prompts == ["Prompt one.", "Prompt one.", "Prompt two.", "Prompt two."]
    assert all("stream" not in b for b in bodies)
    assert row(result.stdout, "system prompt") == [str(first), str(second)]
    assert row(result.stdout, "note accuracy") == ["1/1 (100%)", "1/1 (100%)"]
    assert row(result.stdout, "answer accuracy") == ["1/1 (100%)", "0/1 (0%)"]
    assert row(result.stdout, "invented numbers") == ["0 in 0 questions", "1 in 1 question"]
    assert row(result.stdout, "mean rounds") == ["2.0", "2.0"]
    assert row(result.stdout, "add_time") == ["1", "1/1", "1/1", "0", "1/1", "0/1", "1"]


def test_compare_model_sends_the_second_model_name(tmp_path: Path) -> None:
    with ChatServer() as server:
        server.reply("no idea").reply("no idea")
        result = run("--set", question_set(tmp_path, OFF_TOPIC), "--base-url", server.base_url, "--no-stream",
                     "-m", "small", "--compare-model", "big")  # fmt: skip
        models = [b["model"] for b in server.bodies]
    assert result.exit_code == 0, result.output
    assert models == ["small", "big"]


def test_when_every_question_fails_the_exit_code_is_1(tmp_path: Path) -> None:
    with ChatServer() as server:
        result = run("--set", question_set(tmp_path, ADD), "--base-url", server.base_url, "--no-stream")
    assert result.exit_code == 1
    assert "every question failed for result" in result.stderr
    assert "no scripted reply left" in result.stderr
    assert "Traceback" not in result.output


def test_a_bad_question_set_is_a_usage_error(tmp_path: Path) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text('{"id": "x", "category": "+", "question": "1 + 1?"}\n')
    result = run("--set", path, "--offline")
    assert result.exit_code == 2
    assert f"{path}, line 1:" in result.stderr and '"note" is missing' in result.stderr


def test_the_offline_coach_runs_the_whole_shipped_set(tmp_path: Path) -> None:
    out = tmp_path / "offline.json"
    result = run("--offline", "--json", out)
    assert result.exit_code == 0, result.output
    (offline,) = json.loads(out.read_text())["runs"]
    assert offline["backend"] == "offline"
    results = {r["id"]: r for r in offline["results"]}
    assert len(results) >= 60 and all(r["error"] is None for r in results.values())
    assert results["add-nines"]["note_correct"] and results["add-nines"]["answer_correct"]
    assert "By category" in result.stdout


def test_ctrl_c_shows_and_saves_the_questions_already_answered(tmp_path: Path) -> None:
    out = tmp_path / "out.json"
    with ChatServer() as server:
        server.reply("I only coach mental maths; shall we practise?")
        server.hang(30)
        command = [sys.executable, "-m", "quickmath", "eval", "--base-url", server.base_url, "--no-stream",
                   "--set", str(question_set(tmp_path, OFF_TOPIC, ADD)), "--json", str(out)]  # fmt: skip
        env = {**os.environ, "OPENAI_API_KEY": "sk-test", **WIDE}
        running = subprocess.Popen(
            command,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
            preexec_fn=interruptible,
        )
        deadline = time.monotonic() + 30
        while len(server.received) < 2 and time.monotonic() < deadline:
            time.sleep(0.05)
        running.send_signal(signal.SIGINT)
        stdout, stderr = running.communicate(timeout=30)
    assert running.returncode == 130, stderr
    assert "Traceback" not in stderr
    assert "Stopped after 1 of 2 questions" in stderr
    assert row(stdout, "off-topic")
    report = json.loads(out.read_text())
    assert [result["id"] for result in report["runs"][0]["results"]] == ["off-topic"]
    assert report["runs"][0]["summary"]["questions"] == 1
