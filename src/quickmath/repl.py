"""The chat loop: prompt-toolkit at a terminal, one question per line when stdin is piped."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rich.console import Console
from rich.text import Text

from quickmath import context
from quickmath.files import create_private_file
from quickmath.render import json_view, tokens_line
from quickmath.safe import inert, redact, scrub
from quickmath.session import ChatSession
from quickmath.slash_commands import SLASH_COMMANDS

if TYPE_CHECKING:
    from prompt_toolkit.history import History

PROMPT = "quickmath> "


_LEAVING_WORDS = frozenset({"exit", "quit", "bye", "goodbye"})
"""A line that is only one of these leaves the chat, as /quit does: a learner types "exit" at a prompt."""


class Chat:
    """A chat session plus the slash commands a learner can type between questions."""

    def __init__(
        self,
        session: ChatSession,
        console: Console,
        new_session: Callable[[], ChatSession],
        show_shortcuts: Callable[[Console, str], None],
        drill: Callable[[Console, list[str]], None],
    ) -> None:
        self.session = session
        self.console = console
        self.new_session = new_session
        self.show_shortcuts = show_shortcuts
        self.drill = drill

    def handle(self, line: str) -> bool:
        """Act on one line of input; False when the learner wants to leave."""
        line = line.strip()
        if not line:
            return True
        if line.lower().rstrip("!.") in _LEAVING_WORDS:
            return False
        if not line.startswith("/"):
            self.session.turn(line)
            return True
        command, _, rest = line.partition(" ")
        return self.slash(command.lower(), rest.strip())

    def slash(self, command: str, rest: str) -> bool:
        if command in ("/quit", "/exit"):
            return False
        if command == "/help":
            for name, meaning in SLASH_COMMANDS.items():
                self.console.print(f"  {name:<12} {meaning}", markup=False, highlight=False)
        elif command == "/shortcuts":
            self.show_shortcuts(self.console, rest)
        elif command == "/drill":
            self.drill(self.console, rest.split())
        elif command == "/transcript":
            self.show_transcript()
        elif command == "/usage":
            self.show_usage()
        elif command == "/new":
            self.session = self.new_session()
            self.console.print("New chat started.", style="dim")
        elif command in ("/good", "/bad"):
            self.rate("up" if command == "/good" else "down", rest)
        else:
            self.console.print(f"Unknown command {inert(command)}; type /help for the list.", markup=False)
        return True

    def show_transcript(self) -> None:
        agent = self.session.agent
        messages = self.session.messages
        system, sent = context.window(messages, agent.context_budget, agent.system_for(messages))
        shown = [{"role": "system", "content": system}, *sent]
        self.console.print(json_view(scrub(shown, self.session.secret), word_wrap=True))

    def show_usage(self) -> None:
        totals = self.session.totals()
        self.console.print(
            tokens_line(
                totals["prompt_tokens"],
                totals["completion_tokens"],
                totals["requests"],
                bool(totals["estimated"]),
                totals["turns"],
            )
        )

    def rate(self, rating: str, comment: str) -> None:
        if self.session.transcript.turns() == 0:
            self.console.print("Nothing to rate yet: ask a question first.", style="dim")
            return
        self.session.feedback(rating, comment)
        self.console.print("Thanks, noted.", style="dim")

    def run_lines(self, lines: Iterable[str]) -> None:
        """Piped input: each line is echoed after the prompt, so every answer follows its question."""
        for line in lines:
            if line.strip():
                shown = inert(redact(line.strip(), self.session.secret))
                self.console.print(Text(PROMPT + shown, style="bold"))
            if not self.handle(line):
                return

    def input_history(self, path: Path) -> History:
        """The file of earlier input (created 0600); if it cannot be used, one warning and memory only."""
        from prompt_toolkit.history import FileHistory, InMemoryHistory

        try:
            create_private_file(path)
        except OSError as error:
            self.console.print(
                f"warning: cannot keep input history in {inert(str(path))} ({error.strerror}); "
                "this chat's history is kept in memory only.",
                style="yellow",
                markup=False,
                highlight=False,
            )
            return InMemoryHistory()
        return FileHistory(str(path))

    def run_interactive(self, history: Path, **prompt_options: Any) -> None:
        from prompt_toolkit import PromptSession
        from prompt_toolkit.auto_suggest import AutoSuggestFromHistory

        from quickmath.repl_completion import SlashCompleter
        from quickmath.techniques import BY_NAME

        prompt: PromptSession[str] = PromptSession(
            history=self.input_history(history),
            auto_suggest=AutoSuggestFromHistory(),
            completer=SlashCompleter(BY_NAME),
            complete_while_typing=True,
            **prompt_options,
        )
        self.console.print("Ask a maths question, or /help. Ctrl-D to leave.", style="dim")
        while True:
            try:
                line = prompt.prompt(PROMPT)
            except KeyboardInterrupt:
                continue
            except EOFError:
                return
            if not self.handle(line):
                return
