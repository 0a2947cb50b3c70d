"""The `quickmath` command: parse options, pick the backend, draw events, map failures to exit codes."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console

from quickmath.backends import DEFAULT_MODEL, Backend, choose
from quickmath.context import DEFAULT_BUDGET
from quickmath.errors import ModelError

app = typer.Typer(
    help="Quick Math Coach: learn mental-maths shortcuts; every number is worked out and checked by Python.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    add_completion=False,
)

Model = Annotated[
    str, typer.Option("--model", "-m", envvar="QUICKMATH_MODEL", help="Model name sent to the endpoint.")
]
BaseUrl = Annotated[
    str | None, typer.Option("--base-url", envvar="OPENAI_BASE_URL", help="Any OpenAI-compatible endpoint.")
]
Offline = Annotated[bool, typer.Option("--offline", help="Use the built-in, rule-based offline coach.")]
ShowTranscript = Annotated[
    bool, typer.Option("--show-transcript", help="Print every raw request before it is sent.")
]
MaxRounds = Annotated[
    int, typer.Option("--max-rounds", min=1, max=50, help="Rounds of notes before a final answer.")
]
Timeout = Annotated[float, typer.Option("--timeout", min=1, help="Seconds per request.")]
TranscriptsDir = Annotated[
    Path, typer.Option("--transcripts-dir", envvar="QUICKMATH_TRANSCRIPTS_DIR", help="Where chats are saved.")
]
NoSave = Annotated[bool, typer.Option("--no-save", help="Save nothing.")]
NoStream = Annotated[bool, typer.Option("--no-stream", help="Wait for whole replies.")]
ContextBudget = Annotated[
    int, typer.Option("--context-budget", min=200, help="Token budget for each request's history.")
]


def _console() -> Console:
    return Console(highlight=False, emoji=False)


def _errors() -> Console:
    return Console(stderr=True, highlight=False, emoji=False)


def _fail(message: str) -> typer.Exit:
    _errors().print(f"error: {message}", style="red", markup=False, soft_wrap=True)
    return typer.Exit(1)


def _backend(offline: bool, base_url: str | None, model: str, timeout: float) -> Backend:
    try:
        return choose(offline=offline, base_url=base_url, model=model, timeout=timeout)
    except ModelError as error:
        raise _fail(str(error)) from None


def _announced(console: Console, offline: bool, base_url: str | None, model: str, timeout: float) -> Backend:
    """The backend, after one dim line saying who answers."""
    backend = _backend(offline, base_url, model, timeout)
    console.print(backend.banner, style="dim", markup=False)
    return backend


@app.command()
def ask(
    question: Annotated[str, typer.Argument(help='The question, e.g. "What is 47 + 9?"')],
    model: Model = DEFAULT_MODEL,
    base_url: BaseUrl = None,
    offline: Offline = False,
    show_transcript: ShowTranscript = False,
    max_rounds: MaxRounds = 5,
    timeout: Timeout = 60,
    transcripts_dir: TranscriptsDir = Path("transcripts"),
    no_save: NoSave = False,
    no_stream: NoStream = False,
    context_budget: ContextBudget = DEFAULT_BUDGET,
) -> None:
    """Ask one question and see every note, tool result and the answer."""
    from quickmath.chat_setup import ChatOptions, start_session

    console = _console()
    backend = _announced(console, offline, base_url, model, timeout)
    saved_in = None if no_save else transcripts_dir
    options = ChatOptions(show_transcript, max_rounds, saved_in, not no_stream, context_budget)
    if not start_session(backend, options, console, _errors()).turn(question):
        raise typer.Exit(1)


@app.command()
def chat(
    model: Model = DEFAULT_MODEL,
    base_url: BaseUrl = None,
    offline: Offline = False,
    show_transcript: ShowTranscript = False,
    max_rounds: MaxRounds = 5,
    timeout: Timeout = 60,
    transcripts_dir: TranscriptsDir = Path("transcripts"),
    no_save: NoSave = False,
    no_stream: NoStream = False,
    context_budget: ContextBudget = DEFAULT_BUDGET,
) -> None:
    """Chat with the coach (reads one question per line when stdin is not a terminal)."""
    from quickmath.chat_setup import ChatOptions, run_chat

    console = _console()
    backend = _announced(console, offline, base_url, model, timeout)
    saved_in = None if no_save else transcripts_dir
    run_chat(
        backend,
        ChatOptions(show_transcript, max_rounds, saved_in, not no_stream, context_budget),
        console,
        _errors(),
    )


@app.command()
def shortcuts() -> None:
    """A table of every shortcut: name, operation, title."""
    from quickmath.chat_setup import shortcuts_table

    _console().print(shortcuts_table())


# (commands: drill, stats)
@app.command()
def drill(
    shortcut: Annotated[
        str | None, typer.Option("--shortcut", "-s", help="The shortcut to practise (default: what is due).")
    ] = None,
    count: Annotated[int, typer.Option("--count", "-n", min=1, help="How many problems.")] = 5,
) -> None:
    """Timed practice; reads one answer per line when stdin is not a terminal. An empty line stops."""
    from quickmath.drill import DrillError
    from quickmath.drill.commands import answers_from
    from quickmath.drill.commands import drill as run_drill

    console = _console()
    try:
        run_drill(console, shortcut, count, answers_from(sys.stdin, console))
    except DrillError as error:
        raise _fail(str(error)) from None


@app.command()
def stats() -> None:
    """Progress per shortcut: accuracy, median time, trend, and what is due next."""
    from quickmath.drill import DrillError
    from quickmath.drill.commands import stats as show_stats

    try:
        show_stats(_console())
    except DrillError as error:
        raise _fail(str(error)) from None


# (commands: eval)
SetFile = Annotated[
    Path | None,
    typer.Option("--set", exists=True, dir_okay=False, help="A JSONL question set (see docs/eval.md)."),
]
JsonOut = Annotated[
    Path | None, typer.Option("--json", dir_okay=False, help="Write every result and the summary here.")
]
SystemFile = Annotated[
    Path | None,
    typer.Option("--system-file", exists=True, dir_okay=False, help="Use this system prompt instead."),
]
CompareModel = Annotated[
    str | None, typer.Option("--compare-model", help="Run again with this model and compare.")
]
CompareBaseUrl = Annotated[
    str | None, typer.Option("--compare-base-url", help="Run again against this endpoint and compare.")
]
CompareSystemFile = Annotated[
    Path | None,
    typer.Option(
        "--compare-system-file", exists=True, dir_okay=False, help="Run again with this prompt and compare."
    ),
]


@app.command("eval")
def evaluate(
    question_set: SetFile = None,
    json_out: JsonOut = None,
    model: Model = DEFAULT_MODEL,
    base_url: BaseUrl = None,
    offline: Offline = False,
    max_rounds: MaxRounds = 5,
    timeout: Timeout = 60,
    no_stream: NoStream = False,
    context_budget: ContextBudget = DEFAULT_BUDGET,
    system_file: SystemFile = None,
    compare_model: CompareModel = None,
    compare_base_url: CompareBaseUrl = None,
    compare_system_file: CompareSystemFile = None,
) -> None:
    """Score the backend on a question set: first notes, exact answers, invented numbers and cost."""
    from quickmath.evaluation.command import EvalOptions, Setup, run_eval

    options = EvalOptions(
        question_set, json_out, Setup(model, base_url, offline, system_file), compare_model, compare_base_url,
        compare_system_file, max_rounds, timeout, not no_stream, context_budget,
    )  # fmt: skip
    code = run_eval(options, _console(), _errors(), _backend)
    if code:
        raise typer.Exit(code)


def main() -> None:
    try:
        app()
    except KeyboardInterrupt:
        _errors().print("Stopped.", style="dim")
        sys.exit(130)
    except Exception as error:  # the last guard: a person never sees a traceback
        _errors().print(
            f"error: quickmath failed unexpectedly ({type(error).__name__}: {error}).", markup=False
        )
        sys.exit(1)
