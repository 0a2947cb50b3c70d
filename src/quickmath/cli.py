"""The `quickmath` command: parse options, pick the backend, draw events, map failures to exit codes."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer
from rich.console import Console
from rich.markup import escape

from quickmath.backends import DEFAULT_MODEL, Backend, choose
from quickmath.cli_parsing import Command, Group, QuestionCommand
from quickmath.context import DEFAULT_BUDGET
from quickmath.errors import BadUsage, ModelError
from quickmath.logs import logs_app
from quickmath.safe import Secret, inert
from quickmath.slash_commands import SLASH_COMMANDS

if TYPE_CHECKING:
    from quickmath.chat_files import SavedChat
    from quickmath.script_output import ScriptOutput

app = typer.Typer(
    cls=Group,
    help="Quick Math Coach: learn mental-maths shortcuts; every number is worked out and checked by Python.",
    epilog=escape(
        'Start with: quickmath ask "What is 47 + 9?"   ·   quickmath chat   ·   quickmath drill\n'
        "Each command has its own help: quickmath ask -h"
    ),
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    add_completion=False,
    context_settings={"help_option_names": ["-h", "--help"]},
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
Timeout = Annotated[
    float, typer.Option("--timeout", min=1, help="Seconds a request may take in all, retries included.")
]


COMPLETE_VAR = "_QUICKMATH_COMPLETE"
"""Set by a shell asking for completions (`eval "$(_QUICKMATH_COMPLETE=source_bash quickmath)"`)."""


def _a_folder(path: Path | None) -> Path | None:
    """`path` if chats can be kept there; bad usage (exit 2) if it, or a folder above it, is a file."""
    from quickmath.places import unusable_folder

    if path is not None and (problem := unusable_folder(path)):
        raise _bad_usage(problem)
    return path


TranscriptsDir = Annotated[
    Path | None,
    typer.Option(
        "--transcripts-dir",
        envvar="QUICKMATH_TRANSCRIPTS_DIR",
        callback=_a_folder,
        show_default=False,
        help="Where chats are saved (default: ./transcripts when it exists, else the user data folder).",
    ),
]
NoSave = Annotated[bool, typer.Option("--no-save", help="Save nothing.")]
NoStream = Annotated[bool, typer.Option("--no-stream", help="Wait for whole replies.")]
ContextBudget = Annotated[
    int, typer.Option("--context-budget", min=200, help="Token budget for each request's history.")
]
GoOn = Annotated[bool, typer.Option("--continue", "-c", help="Go on with the newest saved chat, or chat ID.")]
ChatId = Annotated[
    str | None,
    typer.Argument(metavar="ID", show_default=False, help="With --continue: the saved chat to go on with."),
]


Quiet = Annotated[
    bool, typer.Option("--quiet", "-q", help="Print only the answer's text; notices go to stderr.")
]
JsonOutput = Annotated[
    bool,
    typer.Option(
        "--json", help='Print one JSON object: question, answer, notes, checks, usage. On failure {"error"}.'
    ),
]
QuestionText = Annotated[
    str | None,
    typer.Argument(
        metavar="QUESTION",
        show_default=False,
        help='The question, e.g. "What is 47 + 9?"; with none, or -, it is read from stdin.',
    ),
]

ASK_EXAMPLES = """Examples:
  quickmath ask "What is 47 + 9?"
  quickmath ask "-15 + 8"
  echo "What is 48 × 5?" | quickmath ask -q
  quickmath ask --json "What is 47 + 9?" | jq .answer
  quickmath ask --base-url http://localhost:11434/v1 -m qwen2.5:7b "What is 99 × 7?"

Exit codes: 0 answered, 1 the model or endpoint failed, 2 bad usage."""


def _console() -> Console:
    return Console(highlight=False, emoji=False)


def _errors() -> Console:
    return Console(stderr=True, highlight=False, emoji=False)


def _bad_usage(message: str) -> typer.Exit:
    """One line on stderr saying what was wrong with the command line, and exit 2."""
    _errors().print(f"error: {inert(message)}", style="red", markup=False, soft_wrap=True)
    return typer.Exit(2)


def _fail(message: str, as_json: bool = False) -> typer.Exit:
    """One line on stderr for a person (and `{"error": ...}` on stdout for a script that asked for JSON)."""
    _errors().print(f"error: {inert(message)}", style="red", markup=False, soft_wrap=True)
    if as_json:
        typer.echo(json.dumps({"error": message}, ensure_ascii=False))
    return typer.Exit(1)


def _backend(
    offline: bool, base_url: str | None, model: str, timeout: float, as_json: bool = False
) -> Backend:
    try:
        return choose(offline=offline, base_url=base_url, model=model, timeout=timeout)
    except ModelError as error:
        raise _fail(str(error), as_json) from None
    except BadUsage as error:
        raise _bad_usage(str(error)) from None


def _announced(
    console: Console, offline: bool, base_url: str | None, model: str, timeout: float, as_json: bool = False
) -> Backend:
    """The backend, after one dim line on `console` saying who answers."""
    backend = _backend(offline, base_url, model, timeout, as_json)
    console.print(backend.banner, style="dim", markup=False)
    return backend


def _script_output(quiet: bool, as_json: bool, show_requests: bool, secret: Secret) -> ScriptOutput | None:
    """What a script asked for instead of panels: the answer alone, or one JSON object."""
    if not (quiet or as_json):
        return None
    from quickmath.script_output import AnswerOnly, JsonReport

    kind = JsonReport if as_json else AnswerOnly
    return kind(sys.stdout, _errors(), show_requests, secret)


def _version(shown: bool) -> None:
    if shown:
        from importlib.metadata import version

        typer.echo(f"quickmath {version('quickmath')}")
        raise typer.Exit()


@app.callback()
def main_options(
    version: Annotated[
        bool, typer.Option("--version", callback=_version, is_eager=True, help="Show the version and exit.")
    ] = False,
) -> None:
    """Options that come before the command."""


def _question(given: str | None) -> str:
    """The question as given, or all of stdin when none is given or it is `-`."""
    if given is not None and given != "-":
        return given
    if given is None and sys.stdin.isatty():
        raise typer.BadParameter("give a question, or pipe one in", param_hint="QUESTION")
    text = sys.stdin.read().strip()
    if not text:
        raise typer.BadParameter("stdin held no question", param_hint="QUESTION")
    return text


@app.command(cls=QuestionCommand, epilog=escape(ASK_EXAMPLES))
def ask(
    question: QuestionText = None,
    model: Model = DEFAULT_MODEL,
    base_url: BaseUrl = None,
    offline: Offline = False,
    show_transcript: ShowTranscript = False,
    max_rounds: MaxRounds = 5,
    timeout: Timeout = 60,
    transcripts_dir: TranscriptsDir = None,
    no_save: NoSave = False,
    no_stream: NoStream = False,
    context_budget: ContextBudget = DEFAULT_BUDGET,
    quiet: Quiet = False,
    json_output: JsonOutput = False,
) -> None:
    """Ask one question and see every note, tool result and the answer."""
    if quiet and json_output:
        raise typer.BadParameter("choose one of them", param_hint="'-q' / '--json'")
    text = _question(question)
    from quickmath.chat_setup import ChatOptions, start_session

    scripted = quiet or json_output
    backend = _announced(
        _errors() if scripted else _console(), offline, base_url, model, timeout, json_output
    )
    saved_in = _saved_in(transcripts_dir, no_save)
    options = ChatOptions(show_transcript, max_rounds, saved_in, not no_stream, context_budget, base_url)
    script = _script_output(quiet, json_output, show_transcript, backend.secret)
    session = start_session(backend, options, _console(), _errors(), script)
    answered = session.turn(text)
    session.end(say_where=answered)  # a failure is one line on stderr, nothing more
    if script is not None:
        script.finish(text, backend, None if answered else session.failure or "the turn failed")
    if not answered:
        raise typer.Exit(1)


CHAT_HELP = "\n".join(
    [
        "In the chat:",
        *(f"  {name:<12} {meaning}" for name, meaning in SLASH_COMMANDS.items()),
        "",
        "Examples:",
        "  quickmath chat",
        "  printf 'What is 47 + 9?\\n/usage\\n' | quickmath chat --no-save",
    ]
)


@app.command(cls=Command, epilog=escape(CHAT_HELP))
def chat(
    model: Model = DEFAULT_MODEL,
    base_url: BaseUrl = None,
    offline: Offline = False,
    show_transcript: ShowTranscript = False,
    max_rounds: MaxRounds = 5,
    timeout: Timeout = 60,
    transcripts_dir: TranscriptsDir = None,
    no_save: NoSave = False,
    no_stream: NoStream = False,
    context_budget: ContextBudget = DEFAULT_BUDGET,
    go_on: GoOn = False,
    chat_id: ChatId = None,
) -> None:
    """Chat with the coach (reads one question per line when stdin is not a terminal)."""
    from quickmath.chat_setup import ChatOptions, run_chat

    resumed = _resumed(transcripts_dir, go_on, chat_id)
    console = _console()
    backend = _announced(console, offline, base_url, model, timeout)
    options = ChatOptions(
        show_transcript,
        max_rounds,
        _saved_in(transcripts_dir, no_save),
        not no_stream,
        context_budget,
        base_url,
    )
    run_chat(backend, options, console, _errors(), resumed)


# (chat files: where they go, which one goes on, and `quickmath logs`)
app.add_typer(logs_app, name="logs")


def _saved_in(transcripts_dir: Path | None, no_save: bool) -> Path | None:
    """The folder to save this chat in (see `places.transcripts_dir`), or None with --no-save."""
    from quickmath.logs import chats_folder

    return None if no_save else chats_folder(transcripts_dir)


def _resumed(transcripts_dir: Path | None, go_on: bool, chat_id: str | None) -> SavedChat | None:
    """With --continue, the saved chat to go on with; an ID without --continue is bad usage."""
    from quickmath.logs import chats_folder, open_chat

    if chat_id is not None and not go_on:
        raise _bad_usage(f"to go on with chat {chat_id}, add --continue.")
    return open_chat(chats_folder(transcripts_dir), chat_id) if go_on else None


def _shortcut_names(incomplete: str) -> list[str]:
    """Shell completion of a shortcut's name."""
    from quickmath.techniques import BY_NAME

    return sorted(name for name in BY_NAME if name.startswith(incomplete.lower()))


# Typer inspects a completion function's signature as it builds each command, so it is given one only
# when a shell asks for completions: every other run starts exactly as fast as without them.
_SHORTCUT_NAMES = _shortcut_names if COMPLETE_VAR in os.environ else None


SHORTCUTS_EXAMPLES = """Examples:
  quickmath shortcuts
  quickmath shortcuts add_nines
  quickmath shortcuts --operation multiply

OP is an operation's symbol, word or name: + (add), - (subtract), * (multiply), / (divide),
power, add_time, remainder…; an unknown one is answered with the list of them all."""


@app.command(cls=Command, epilog=escape(SHORTCUTS_EXAMPLES))
def shortcuts(
    name: Annotated[
        str | None,
        typer.Argument(
            metavar="NAME",
            show_default=False,
            autocompletion=_SHORTCUT_NAMES,
            help="One shortcut to show in full, e.g. add_nines.",
        ),
    ] = None,
    operation: Annotated[
        str | None,
        typer.Option(
            "--operation", "-o", metavar="OP", help="Only this operation's shortcuts, e.g. + or multiply."
        ),
    ] = None,
) -> None:
    """A table of every shortcut (name, operation, title), or one shortcut in full."""
    from quickmath.drill.questions import UnknownShortcut
    from quickmath.shortcut_views import operation_called, shortcuts_view

    if name and operation:
        raise _bad_usage("give a shortcut's NAME or --operation, not both")
    try:
        chosen = operation_called(operation) if operation else None
        view = shortcuts_view(name, chosen, "quickmath shortcuts NAME shows one in full")
    except (ValueError, UnknownShortcut) as error:
        raise _bad_usage(str(error)) from None
    _console().print(view)


# (commands: drill, stats)
@app.command(cls=Command)
def drill(
    shortcut: Annotated[
        str | None,
        typer.Option(
            "--shortcut",
            "-s",
            autocompletion=_SHORTCUT_NAMES,
            help="The shortcut to practise (default: what is due).",
        ),
    ] = None,
    count: Annotated[int, typer.Option("--count", "-n", min=1, max=1000, help="How many problems.")] = 5,
) -> None:
    """Timed practice; reads one answer per line when stdin is not a terminal. An empty line stops."""
    from quickmath.drill import DrillError
    from quickmath.drill.commands import answers_from
    from quickmath.drill.commands import drill as run_drill
    from quickmath.drill.questions import UnknownShortcut

    console = _console()
    try:
        run_drill(console, shortcut, count, answers_from(sys.stdin, console))
    except UnknownShortcut as error:
        raise _bad_usage(str(error)) from None
    except DrillError as error:
        raise _fail(str(error)) from None


@app.command(cls=Command)
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


@app.command("eval", cls=Command)
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
    if COMPLETE_VAR in os.environ:  # only then are the shells' completion classes worth loading
        from typer._completion_classes import completion_init

        completion_init()
    try:
        app(prog_name="quickmath")
    except KeyboardInterrupt:
        _errors().print("Stopped.", style="dim")
        sys.exit(130)
    except Exception as error:  # the last guard: a person never sees a traceback
        _errors().print(
            f"error: quickmath failed unexpectedly ({type(error).__name__}: {error}).", markup=False
        )
        sys.exit(1)
