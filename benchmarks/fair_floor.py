"""The fair floor for startup: what any Typer + Rich + pydantic app pays before doing its own work.

It imports typer, rich's console and panel, defines one pydantic `BaseModel` and validates one value,
then draws one panel. `benchmarks/run.py` times `quickmath ask --offline` against it; it imports nothing
from quickmath, and not `rich.markdown`, which the offline path never loads.
"""

from __future__ import annotations

import sys

import typer
from pydantic import BaseModel
from rich.console import Console
from rich.panel import Panel


class Note(BaseModel):
    a: int
    operation: str
    b: int


def main(question: str) -> None:
    note = Note.model_validate({"a": 47, "operation": "+", "b": 9})
    Console().print(Panel(f"{question} {note.a + note.b}"))


if __name__ == "__main__":
    typer.run(main) if len(sys.argv) > 1 else main("What is 47 + 9?")
