"""Where a drill's answers come from: prompt-toolkit at a terminal, one line at a time from a pipe."""

from __future__ import annotations

from typing import Any, TextIO

from rich.console import Console
from rich.text import Text

from quickmath.drill.runner import Ask
from quickmath.safe import readable_lines


def piped_answers(stream: TextIO, console: Console) -> Ask:
    """Print each question, then read its answer as the next line, with no prompt (bad bytes become �)."""
    stream = readable_lines(stream)

    def ask(question: str) -> str | None:
        console.print(Text(question.rstrip()))
        line = stream.readline()
        return line.rstrip("\r\n") if line else None

    return ask


def terminal_answers(**prompt_options: Any) -> Ask:
    """Ask with the question as the prompt; Ctrl-D ends the input, Ctrl-C stops the drill."""
    from prompt_toolkit import PromptSession

    session: PromptSession[str] = PromptSession(**prompt_options)

    def ask(question: str) -> str | None:
        try:
            return session.prompt(question)
        except EOFError:
            return None

    return ask
