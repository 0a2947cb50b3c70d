"""Putting a chat together from the CLI's options: agent, renderer, transcript and REPL."""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

from rich.console import Console

from quickmath.backends import Backend
from quickmath.loop import TutorAgent
from quickmath.prompts import SYSTEM_PROMPT
from quickmath.render import Drawer, Renderer
from quickmath.session import ChatSession
from quickmath.transcript import Transcript


@dataclass(frozen=True)
class ChatOptions:
    """What `ask` and `chat` share beyond the backend: how to run, show and save each turn."""

    show_transcript: bool
    max_rounds: int
    transcripts_dir: Path | None
    stream: bool
    context_budget: int


def start_session(
    backend: Backend, options: ChatOptions, console: Console, errors: Console, drawer: Drawer | None = None
) -> ChatSession:
    """A new chat; its turns are drawn as panels on `console`, or by `drawer` when given."""
    agent = TutorAgent(
        backend.client,
        backend.model,
        max_rounds=options.max_rounds,
        stream=options.stream,
        show_requests=options.show_transcript,
        context_budget=options.context_budget,
    )
    transcript = Transcript(
        options.transcripts_dir, model=backend.model, backend=backend.kind, system_prompt=SYSTEM_PROMPT
    )
    # the offline coach answers at once: a spinner would only flicker
    spinner = backend.kind != "offline"
    renderer = drawer or Renderer(console, options.show_transcript, backend.secret, spinner)
    return ChatSession(agent, renderer, transcript, errors, backend.secret)


def show_shortcuts(console: Console, name: str) -> None:
    """`/shortcuts [NAME]`: the table, or one shortcut in full; an unknown name is one line."""
    from quickmath.drill.questions import UnknownShortcut
    from quickmath.shortcut_views import shortcuts_view

    try:
        console.print(shortcuts_view(name or None, None, "/shortcuts NAME shows one in full"))
    except UnknownShortcut as error:
        console.print(f"error: {error}", style="red", markup=False, highlight=False)


def history_path() -> Path:
    from platformdirs import user_state_path

    return user_state_path("quickmath") / "history"


def run_chat(backend: Backend, options: ChatOptions, console: Console, errors: Console) -> None:
    def new_session() -> ChatSession:
        return start_session(backend, options, console, errors)

    def drill(console: Console, words: list[str]) -> None:
        from quickmath.drill.commands import chat_drill

        chat_drill(console, words, sys.stdin)

    from quickmath.repl import Chat  # only a chat needs the REPL; `ask` answers once and leaves

    chat = Chat(new_session(), console, new_session, show_shortcuts, drill)
    if sys.stdin.isatty():
        chat.run_interactive(history_path())
    else:
        chat.run_lines(sys.stdin)
