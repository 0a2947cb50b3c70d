"""Help that teaches, through the real CLI: `--version`, `-h` everywhere, honest flags, examples, the
chat's slash commands, and a spinner while a real model works (never in a pipe, never for scripts)."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from importlib.metadata import version

import pytest
from typer.testing import CliRunner

from quickmath.cli import app
from quickmath.slash_commands import SLASH_COMMANDS
from tests.chat_server import ChatServer

WIDE = {"COLUMNS": "120", "OPENAI_API_KEY": None, "OPENAI_BASE_URL": None}
COMMANDS = ["ask", "chat", "logs", "shortcuts", "drill", "stats", "eval"]


def shown(*args: str) -> str:
    result = CliRunner().invoke(app, list(args), env=WIDE, prog_name="quickmath")
    assert result.exit_code == 0, result.output
    return result.stdout


def test_version_prints_the_installed_version() -> None:
    assert shown("--version") == f"quickmath {version('quickmath')}\n"


@pytest.mark.parametrize("command", [[], *([name] for name in COMMANDS)])
def test_h_is_help_everywhere(command: list[str]) -> None:
    assert shown(*command, "-h") == shown(*command, "--help")
    assert f"Usage: quickmath {' '.join(command)}".strip() in shown(*command, "-h")


@pytest.mark.parametrize("command", COMMANDS)
def test_flags_are_shown_as_flags_and_no_braces_in_usage(command: str) -> None:
    text = shown(command, "--help")
    assert "<bool>" not in text
    assert "{" not in text.split("\n", 3)[1]


@pytest.mark.parametrize("command", ["ask", "chat", "logs", "shortcuts"])
def test_examples_in_help_keep_their_indentation(command: str) -> None:
    lines = shown(command, "--help").splitlines()
    start = next(index for index, line in enumerate(lines) if line.strip() == "Examples:")
    heading, first = lines[start], lines[start + 1]
    assert first.strip().startswith("quickmath ")
    assert len(first) - len(first.lstrip()) > len(heading) - len(heading.lstrip())


def test_ask_help_shows_the_question_as_optional_and_examples() -> None:
    text = shown("ask", "--help")
    assert "Usage: quickmath ask [OPTIONS] [QUESTION]" in text
    assert 'quickmath ask "-15 + 8"' in text
    assert "| quickmath ask -q" in text
    assert "--json" in text and "--quiet" in text


def test_chat_help_lists_every_slash_command() -> None:
    text = shown("chat", "--help")
    for name, meaning in SLASH_COMMANDS.items():
        assert f"{name:<12} {meaning}" in text


@pytest.fixture
def server() -> Iterator[ChatServer]:
    with ChatServer() as running:
        yield running


@pytest.mark.parametrize(
    "terminal, script, spins",
    [(True, [], True), (False, [], False), (True, ["-q"], False), (True, ["--json"], False)],
    ids=["terminal", "pipe", "quiet", "json"],
)
def test_a_spinner_waits_with_a_real_model_only_on_a_terminal_and_never_for_scripts(
    server: ChatServer, terminal: bool, script: list[str], spins: bool
) -> None:
    server.reply("Add 10, take 1: **56**")
    env = {**WIDE, "OPENAI_API_KEY": "sk-test-spinner", "TTY_COMPATIBLE": "1" if terminal else "0"}
    args = ["ask", "--base-url", server.base_url, "--no-save", *script, "What is 47 + 9?"]
    result = CliRunner().invoke(app, args, env=env)
    assert result.exit_code == 0, result.output
    assert ("Waiting for the model" in result.output) is spins
    assert "56" in result.stdout


def test_the_offline_coach_answers_at_once_so_there_is_no_spinner() -> None:
    env = {**WIDE, "TTY_COMPATIBLE": "1"}
    result = CliRunner().invoke(app, ["ask", "--no-save", "What is 47 + 9?"], env=env)
    assert result.exit_code == 0, result.output
    assert "Waiting for the model" not in result.output


def completing(words: str) -> list[str]:
    """What the shell completion offers for the last of `words`, asked the way bash asks."""
    env = {**os.environ, "_QUICKMATH_COMPLETE": "complete_bash", "COMP_WORDS": words}
    env["COMP_CWORD"] = str(len(words.split()) - (0 if words.endswith(" ") else 1))
    done = subprocess.run(
        [sys.executable, "-m", "quickmath"], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.split()


def test_shell_completion_offers_commands_options_and_shortcut_names() -> None:
    assert completing("quickmath sh") == ["shortcuts"]
    assert "--offline" in completing("quickmath ask --of")
    assert completing("quickmath shortcuts add_n") == ["add_near_doubles", "add_nines"]
    assert "multiply_by_11" in completing("quickmath drill --shortcut multiply_by_1")
    env = {**os.environ, "_QUICKMATH_COMPLETE": "source_bash"}
    script = subprocess.run([sys.executable, "-m", "quickmath"], env=env, capture_output=True, text=True)
    assert "complete -o default -F _quickmath_completion quickmath" in script.stdout
