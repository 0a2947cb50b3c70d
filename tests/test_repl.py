"""The REPL driven through prompt-toolkit's pipe input: questions, slash commands, Ctrl-C and Ctrl-D."""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput
from rich.console import Console

from quickmath.loop import TutorAgent
from quickmath.render import Renderer
from quickmath.repl import Chat
from quickmath.session import ChatSession
from quickmath.transcript import Transcript
from tests.fakes import FakeClient, completion, note
from tests.saved_chats import saved_chats


@pytest.fixture
def screen() -> io.StringIO:
    return io.StringIO()


def make_chat(client: FakeClient, directory: Path, screen: io.StringIO) -> Chat:
    console = Console(file=screen, width=100)

    def new_session() -> ChatSession:
        agent = TutorAgent(client, "fake", stream=False)
        transcript = Transcript(directory, model="fake", backend="openai", system_prompt="rules")
        return ChatSession(agent, Renderer(console), transcript, console)

    return Chat(
        new_session(),
        console,
        new_session,
        lambda c, name: c.print(f"shortcut table {name}"),
        lambda c, w: None,
    )


def keys(*lines: str) -> Iterator[str]:
    yield from lines


def run_interactive(chat: Chat, typed: str, history: Path) -> None:
    with create_pipe_input() as pipe:
        pipe.send_text(typed)
        chat.run_interactive(history, input=pipe, output=DummyOutput())


def saved(directory: Path) -> list[dict[str, Any]]:
    return [
        {
            "messages": chat.messages,
            "feedback": [{k: v for k, v in r.items() if k != "type"} for r in chat.of_type("feedback")],
        }
        for chat in saved_chats(directory)
    ]


def test_a_question_then_ctrl_d_answers_and_saves(tmp_path: Path, screen: io.StringIO) -> None:
    client = FakeClient(
        completion(tool_calls=[note("solve_with_shortcut", a=47, operation="+", b=9)]), completion("**56**")
    )
    chat = make_chat(client, tmp_path / "t", screen)
    run_interactive(chat, "What is 47 + 9?\r\x04", tmp_path / "state" / "history")
    assert "add_nines" in screen.getvalue()
    assert "56" in screen.getvalue()
    [transcript] = saved(tmp_path / "t")
    assert [m["role"] for m in transcript["messages"]] == ["user", "assistant", "tool", "assistant"]
    assert "What is 47 + 9?" in (tmp_path / "state" / "history").read_text()


def test_ctrl_c_clears_the_line_and_the_chat_goes_on(tmp_path: Path, screen: io.StringIO) -> None:
    client = FakeClient(completion("Hello again"))
    chat = make_chat(client, tmp_path, screen)
    run_interactive(chat, "half a question\x03hi\r\x04", tmp_path / "history")
    assert [r["messages"][-1]["content"] for r in client.requests] == ["hi"]


def test_good_and_bad_record_feedback_on_the_last_turn(tmp_path: Path, screen: io.StringIO) -> None:
    chat = make_chat(FakeClient(completion("One"), completion("Two")), tmp_path, screen)
    chat.run_lines(
        keys("/good", "first", "/good clear steps", "second", "/bad too long", "/quit", "never asked")
    )
    [transcript] = saved(tmp_path)
    assert transcript["feedback"] == [
        {"turn": 1, "rating": "up", "comment": "clear steps"},
        {"turn": 2, "rating": "down", "comment": "too long"},
    ]
    assert "Nothing to rate yet" in screen.getvalue()
    assert len(transcript["messages"]) == 4


@pytest.mark.parametrize("word", ["exit", "Quit", "bye!", "/quit"])
def test_a_line_of_only_a_leaving_word_ends_the_chat(tmp_path: Path, screen: io.StringIO, word: str) -> None:
    client = FakeClient(completion("One"), completion("Two"))
    chat = make_chat(client, tmp_path, screen)
    chat.run_lines(keys("first", word, "never asked"))
    assert [r["messages"][-1]["content"] for r in client.requests] == ["first"]


def test_new_starts_a_fresh_transcript(tmp_path: Path, screen: io.StringIO) -> None:
    client = FakeClient(completion("One"), completion("Two"))
    chat = make_chat(client, tmp_path, screen)
    chat.run_lines(keys("first", "/new", "second"))
    assert [len(t["messages"]) for t in saved(tmp_path)] == [2, 2]
    assert len(client.requests[1]["messages"]) == 2


def test_transcript_and_usage_and_help_and_unknown_commands(tmp_path: Path, screen: io.StringIO) -> None:
    chat = make_chat(FakeClient(completion("Hi", usage=(1497, 52))), tmp_path, screen)
    chat.run_lines(keys("hello", "/transcript", "/usage", "/help", "/shortcuts", "/nope"))
    shown = screen.getvalue()
    assert '"role": "system"' in shown
    assert '"content": "hello"' in shown
    assert "1,549 tokens in 1 turn: 1,497 prompt + 52 completion, 1 request" in shown
    assert "/drill" in shown
    assert "shortcut table" in shown
    assert "Unknown command /nope" in shown


class CtrlCDuringFirstRequest(FakeClient):
    """A client whose first request is interrupted, as when the learner presses Ctrl-C while it waits."""

    def create(self, **request: object) -> object:
        if not self.requests:
            self.requests.append({})
            raise KeyboardInterrupt
        return super().create(**request)


def test_ctrl_c_during_a_request_stops_that_turn_and_the_chat_goes_on(
    tmp_path: Path, screen: io.StringIO
) -> None:
    chat = make_chat(CtrlCDuringFirstRequest(completion("Second answer")), tmp_path, screen)
    chat.run_lines(keys("first question", "second question"))
    assert "Stopped." in screen.getvalue()
    assert "Second answer" in screen.getvalue()
    [transcript] = saved(tmp_path)
    assert [m["content"] for m in transcript["messages"]] == [
        "first question",
        "second question",
        "Second answer",
    ]
