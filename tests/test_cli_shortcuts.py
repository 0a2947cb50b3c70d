"""`quickmath shortcuts [NAME | --operation OP]`, `/shortcuts [NAME]` and Tab completion of shortcut
names in the chat, through the real CLI and the real prompt-toolkit loop."""

from __future__ import annotations

import io
import json
import re
import threading
import time
from pathlib import Path

import pytest
from prompt_toolkit.completion import CompleteEvent
from prompt_toolkit.data_structures import Size
from prompt_toolkit.document import Document
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output.vt100 import Vt100_Output
from rich.console import Console
from typer.testing import CliRunner

from quickmath.cli import app
from quickmath.domain import Operation
from quickmath.loop import TutorAgent
from quickmath.render import Renderer
from quickmath.repl import Chat
from quickmath.repl_completion import SlashCompleter
from quickmath.session import ChatSession
from quickmath.techniques import BY_NAME, TECHNIQUES
from quickmath.tools.listing import shortcut_in_full
from quickmath.transcript import Transcript
from tests.chat_server import ChatServer
from tests.fakes import FakeClient

OFFLINE = {"OPENAI_API_KEY": None, "OPENAI_BASE_URL": None}


def run(*args: str, columns: int = 100, stdin: str | None = None) -> object:
    return CliRunner().invoke(app, list(args), env={**OFFLINE, "COLUMNS": str(columns)}, input=stdin)


def words(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9_]+", text))


@pytest.mark.parametrize("columns", [50, 80, 160])
def test_every_name_is_shown_whole_at_any_width(columns: int) -> None:
    result = run("shortcuts", columns=columns)
    assert result.exit_code == 0, result.output
    assert f"{len(TECHNIQUES)} shortcuts" in result.stdout
    assert all(len(line) <= columns for line in result.stdout.splitlines())
    starts = {line.split()[0] for line in result.stdout.splitlines() if line.strip()}
    assert {t.name for t in TECHNIQUES} <= starts


def test_one_shortcut_in_full_shows_what_list_shortcuts_gives() -> None:
    full = shortcut_in_full(BY_NAME["add_nines"])
    result = run("shortcuts", "add_nines", columns=200)
    assert result.exit_code == 0, result.output
    shown = " ".join(result.stdout.split())
    for part in (
        full["name"],
        full["title"],
        full["rule"],
        full["why"],
        f"Example: {full['example']['problem']}",
    ):
        assert " ".join(part.split()) in shown
    assert f"Answer: {full['example']['answer']} ✓ verified" in shown
    assert "operation +" in shown


@pytest.mark.parametrize("written", ["multiply", "*"])
def test_operation_keeps_only_that_operations_shortcuts(written: str) -> None:
    result = run("shortcuts", "--operation", written, columns=120)
    assert result.exit_code == 0, result.output
    multiplying = {t.name for t in TECHNIQUES if t.operation is Operation.MULTIPLY}
    others = {t.name for t in TECHNIQUES} - multiplying
    assert multiplying <= words(result.stdout)
    assert not others & words(result.stdout)
    assert f"{len(multiplying)} shortcuts for *" in result.stdout


@pytest.mark.parametrize(
    "args, line",
    [
        (
            ["shortcuts", "add_ninez"],
            "error: there is no shortcut called 'add_ninez'; did you mean add_nines",
        ),
        (["shortcuts", "-o", "modulo"], "error: there is no operation called 'modulo'; use one of + (add)"),
        (["shortcuts", "add_nines", "-o", "+"], "error: give a shortcut's NAME or --operation, not both"),
        (["drill", "--shortcut", "add_ninez"], "error: there is no shortcut called 'add_ninez'"),
    ],
)
def test_an_unknown_name_or_operation_is_one_line_and_exit_2(args: list[str], line: str) -> None:
    result = run(*args, columns=200)
    assert result.exit_code == 2
    assert result.stdout == ""
    [shown] = result.stderr.splitlines()
    assert shown.startswith(line)


def test_slash_shortcuts_in_a_piped_chat_shows_one_and_an_unknown_name_is_one_line() -> None:
    result = run(
        "chat", "--no-save", stdin="/shortcuts multiply_by_11\n/shortcuts nope_x\n/shortcuts\n", columns=120
    )
    assert result.exit_code == 0, result.output
    assert "Why it works:" in result.stdout
    assert "error: there is no shortcut called 'nope_x'" in result.stdout
    assert f"{len(TECHNIQUES)} shortcuts" in result.stdout


def test_a_models_list_shortcuts_note_with_a_name_is_drawn_in_full(tmp_path: Path) -> None:
    with ChatServer() as server:
        server.reply(notes=[("list_shortcuts", json.dumps({"name": "add_nines"}))])
        server.reply("That is why it works.")
        env = {"OPENAI_API_KEY": "sk-test-shortcuts", "COLUMNS": "120"}
        args = ["ask", "--base-url", server.base_url, "--no-save", "Why does adding 9 work that way?"]
        result = CliRunner().invoke(app, args, env=env)
    assert result.exit_code == 0, result.output
    assert "Why it works:" in result.stdout
    assert "Example:" in result.stdout


def completions(text: str) -> list[str]:
    found = SlashCompleter(BY_NAME).get_completions(Document(text), CompleteEvent(completion_requested=True))
    return [completion.text for completion in found]


def test_tab_completes_commands_and_names_after_drill_and_shortcuts_only() -> None:
    assert completions("/dr") == ["/drill"]
    assert completions("/drill add_ni") == ["add_nines"]
    assert completions("/shortcuts multiply_by_1") == sorted(
        name for name in BY_NAME if name.startswith("multiply_by_1")
    )
    assert len(completions("/drill ")) == len(BY_NAME)
    assert completions("/drill add_nines ") == []
    assert completions("/usage add_ni") == []
    assert completions("What is add_ni") == []


def test_tab_in_the_chat_completes_the_shortcut_name_it_then_drills(tmp_path: Path) -> None:
    drilled: list[list[str]] = []
    console = Console(file=io.StringIO(), width=100)

    def session() -> ChatSession:
        transcript = Transcript(None, model="fake", backend="openai", system_prompt="rules")
        return ChatSession(TutorAgent(FakeClient(), "fake"), Renderer(console), transcript, console)

    chat = Chat(session(), console, session, lambda c, name: None, lambda c, w: drilled.append(w))
    screen = io.StringIO()
    output = Vt100_Output(screen, lambda: Size(rows=24, columns=80))  # type: ignore[arg-type]
    with create_pipe_input() as pipe:
        chat_done = threading.Thread(
            target=chat.run_interactive,
            args=(tmp_path / "history",),
            kwargs={"input": pipe, "output": output},
        )
        chat_done.start()
        pipe.send_text("/drill add_ni")
        deadline = time.monotonic() + 30
        while "add_nines" not in screen.getvalue() and time.monotonic() < deadline:
            time.sleep(0.02)  # the menu of completions is drawn once prompt-toolkit has worked them out
        pipe.send_text("\t\r\x04")
        chat_done.join(30)
    assert drilled == [["add_nines"]]
