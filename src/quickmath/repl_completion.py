"""Tab completion in the chat: slash commands at the start of a line, shortcut names after the commands
that take one (`/drill add_ni` → `/drill add_nines`)."""

from __future__ import annotations

from collections.abc import Iterable

from prompt_toolkit.completion import CompleteEvent, Completer, Completion, WordCompleter
from prompt_toolkit.document import Document

from quickmath.slash_commands import NAMED_SHORTCUT, SLASH_COMMANDS


class SlashCompleter(Completer):
    """Completes what a learner may type as a command; a question is never completed."""

    def __init__(self, shortcut_names: Iterable[str]) -> None:
        self.commands = WordCompleter(list(SLASH_COMMANDS), sentence=True, pattern=None)
        self.names = WordCompleter(sorted(shortcut_names), ignore_case=True)

    def get_completions(self, document: Document, complete_event: CompleteEvent) -> Iterable[Completion]:
        command, space, rest = document.text_before_cursor.lstrip().partition(" ")
        if not command.startswith("/"):
            return
        if not space:
            yield from self.commands.get_completions(document, complete_event)
        elif command.lower() in NAMED_SHORTCUT and " " not in rest.lstrip():
            yield from self.names.get_completions(document, complete_event)
