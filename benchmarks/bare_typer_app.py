"""A Typer app with `quickmath ask`'s options and nothing else: what the CLI library alone costs to start.

`benchmarks/run.py` times it beside the import floor; it imports nothing from quickmath.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console

app = typer.Typer(add_completion=False, pretty_exceptions_enable=False)


@app.command()
def ask(
    question: Annotated[str, typer.Argument()],
    model: Annotated[str, typer.Option("--model", "-m", envvar="QUICKMATH_MODEL")] = "gpt-4o-mini",
    base_url: Annotated[str | None, typer.Option("--base-url", envvar="OPENAI_BASE_URL")] = None,
    offline: Annotated[bool, typer.Option("--offline")] = False,
    show_transcript: Annotated[bool, typer.Option("--show-transcript")] = False,
    max_rounds: Annotated[int, typer.Option("--max-rounds", min=1, max=50)] = 5,
    timeout: Annotated[float, typer.Option("--timeout", min=1)] = 60,
    transcripts_dir: Annotated[Path, typer.Option("--transcripts-dir")] = Path("transcripts"),
    no_save: Annotated[bool, typer.Option("--no-save")] = False,
    no_stream: Annotated[bool, typer.Option("--no-stream")] = False,
    context_budget: Annotated[int, typer.Option("--context-budget", min=200)] = 3000,
) -> None:
    Console().print(question)


@app.command()
def chat() -> None:
    """A second command, so Typer builds a group as it does for quickmath."""


if __name__ == "__main__":
    app()
