"""Putting a chat together from the CLI's options: agent, renderer, transcript and REPL."""

from __future__ import annotations

import sys
from pathlib import Path

from rich.console import Console

from quickmath.backends import Backend
from quickmath.chat_files import SavedChat
from quickmath.loop import TutorAgent
from quickmath.messages import question_count
from quickmath.prompts import SYSTEM_PROMPT
from quickmath.records import Record
from quickmath.render import Drawer, Renderer
from quickmath.safe import readable_lines, secrets_of
from quickmath.session import ChatSession, dim_line
from quickmath.transcript import Transcript


class ChatOptions(Record):
    """What `ask` and `chat` share beyond the backend: how to run, show and save each turn."""

    show_transcript: bool
    max_rounds: int
    transcripts_dir: Path | None
    stream: bool
    context_budget: int
    base_url: str | None = None


def start_session(
    backend: Backend,
    options: ChatOptions,
    console: Console,
    errors: Console,
    drawer: Drawer | None = None,
    resumed: SavedChat | None = None,
) -> ChatSession:
    """A new chat, or `resumed` going on; its turns are drawn as panels on `console`, or by `drawer`."""
    agent = TutorAgent(
        backend.client,
        backend.model,
        max_rounds=options.max_rounds,
        stream=options.stream,
        show_requests=options.show_transcript,
        context_budget=options.context_budget,
    )
    transcript = Transcript(
        options.transcripts_dir,
        model=backend.model,
        backend=backend.kind,
        system_prompt=SYSTEM_PROMPT,
        secrets=secrets_of(backend.secret),
        resumed=resumed,
    )
    # the offline coach answers at once: a spinner would only flicker
    spinner = backend.kind != "offline"
    renderer = drawer or Renderer(console, options.show_transcript, backend.secret, spinner)
    return ChatSession(agent, renderer, transcript, errors, backend.secret)


def going_on_line(saved: SavedChat, backend: Backend) -> str:
    """One line saying which chat goes on, and that another model answers now when that is so."""
    turns = question_count(saved.messages)
    line = f"Going on with chat {saved.id} ({turns} turn{'s' * (turns != 1)})"
    if (saved.model, saved.backend) != (backend.model, backend.kind):
        then, now = f"{saved.model} ({saved.backend})", f"{backend.model} ({backend.kind})"
        line += f"; it was answered by {then}, now by {now}"
    if saved.legacy:
        line += "; an older .json chat, so it goes on in a new .jsonl file"
    return line + "."


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


def run_chat(
    backend: Backend,
    options: ChatOptions,
    console: Console,
    errors: Console,
    resumed: SavedChat | None = None,
) -> None:
    def new_session() -> ChatSession:
        chat.session.end()
        return start_session(backend, options, console, errors)

    def drill(console: Console, words: list[str]) -> None:
        from quickmath.drill.commands import chat_drill

        chat_drill(console, words, sys.stdin)

    from quickmath.repl import Chat  # only a chat needs the REPL; `ask` answers once and leaves

    if resumed is not None:
        dim_line(errors, going_on_line(resumed, backend))
    first = start_session(backend, options, console, errors, resumed=resumed)
    chat = Chat(first, console, new_session, show_shortcuts, drill)
    try:
        if sys.stdin.isatty():
            chat.run_interactive(history_path())
        else:
            chat.run_lines(readable_lines(sys.stdin))
    finally:
        chat.session.end()
