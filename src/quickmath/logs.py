"""`quickmath logs [list | show ID | path]`: the saved chats, one chat, or where they are kept."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer
from rich.console import Console
from rich.markup import escape

from quickmath.cli_parsing import Command, Group

if TYPE_CHECKING:
    from quickmath.chat_files import SavedChat

TranscriptsDir = Annotated[
    Path | None,
    typer.Option(
        "--transcripts-dir",
        envvar="QUICKMATH_TRANSCRIPTS_DIR",
        show_default=False,
        help="Where chats are saved (default: ./transcripts when it exists, else the user data folder).",
    ),
]
HereTranscriptsDir = Annotated[  # on `logs list|show|path`; `logs` itself reads the environment variable
    Path | None, typer.Option("--transcripts-dir", show_default=False, help="Where chats are saved.")
]
AsJson = Annotated[bool, typer.Option("--json", help="Print the raw records, one JSON object a line.")]
Count = Annotated[int, typer.Option("--count", "-n", min=1, help="How many of the newest chats to list.")]

LOGS_EXAMPLES = """Examples:
  quickmath logs
  quickmath logs show 20261202-111336
  quickmath logs show 20261202-111336 --json | jq -c 'select(.type == "message")'
  quickmath logs path
  quickmath chat --continue

The start of an id is enough; `chat --continue` with no ID goes on with the newest chat."""

logs_app = typer.Typer(
    cls=Group,
    help="The saved chats: a table of the newest, one chat as a conversation, or where they are kept.",
    epilog=escape(LOGS_EXAMPLES),
    add_completion=False,
)


def _stop(message: str, code: int) -> typer.Exit:
    errors = Console(stderr=True, highlight=False)
    errors.print(f"error: {message}", style="red", markup=False, soft_wrap=True)
    return typer.Exit(code)


def chats_folder(given: Path | None) -> Path:
    """Where chats are kept (see `places.transcripts_dir`); bad usage, exit 2, when it cannot be a folder."""
    from quickmath.places import transcripts_dir, unusable_folder

    folder = transcripts_dir(given)
    if problem := unusable_folder(folder):
        raise _stop(problem, 2)
    return folder


def open_chat(folder: Path, chat_id: str | None) -> SavedChat:
    """Chat `chat_id` (or the newest) read back; one line and exit 1 or 2 when there is none to read."""
    from quickmath.chat_files import chat_files, find_chat, read_chat
    from quickmath.errors import TranscriptError

    if chat_id is None:
        newest = chat_files(folder)
        if not newest:
            raise _stop(f"There is no saved chat in {folder} yet.", 1)
        path = newest[0]
    elif (found := find_chat(folder, chat_id)) is not None:
        path = found
    else:
        raise _stop(f"No saved chat {chat_id!r} in {folder}; `quickmath logs` lists them.", 2)
    try:
        return read_chat(path)
    except TranscriptError as error:
        raise _stop(str(error), 1) from None


@logs_app.callback(invoke_without_command=True)
def logs(ctx: typer.Context, transcripts_dir: TranscriptsDir = None, count: Count = 20) -> None:
    """The saved chats: with no command, a table of the newest."""
    ctx.obj = transcripts_dir
    if ctx.invoked_subcommand is None:
        list_chats(ctx, transcripts_dir, count)


@logs_app.command("list", cls=Command)
def list_chats(ctx: typer.Context, transcripts_dir: HereTranscriptsDir = None, count: Count = 20) -> None:
    """A table of the newest chats: id, when, backend, first question, turns."""
    from quickmath.chat_files import chat_files, read_chat
    from quickmath.errors import TranscriptError
    from quickmath.logs_view import chats_table

    folder = chats_folder(transcripts_dir or ctx.obj)
    paths = chat_files(folder)
    if not paths:
        Console().print(f"No saved chats in {folder} yet.", markup=False, highlight=False, soft_wrap=True)
        return
    chats = []
    for path in paths[:count]:
        try:
            chats.append(read_chat(path))
        except TranscriptError:
            continue  # not a chat (a stray file); the others still list
    Console(highlight=False).print(chats_table(chats, len(paths)))


@logs_app.command("show", cls=Command)
def show(
    ctx: typer.Context,
    chat_id: Annotated[
        str | None,
        typer.Argument(
            metavar="ID", show_default=False, help="The chat's id, or its start (default: the newest)."
        ),
    ] = None,
    as_json: AsJson = False,
    transcripts_dir: HereTranscriptsDir = None,
) -> None:
    """One chat (the newest unless ID is given) as a readable conversation, or its raw records with --json."""
    saved = open_chat(chats_folder(transcripts_dir or ctx.obj), chat_id)
    if as_json:
        for record in saved.records:
            typer.echo(json.dumps(record, ensure_ascii=False))
        return
    from quickmath.logs_view import draw_chat

    draw_chat(saved, Console(highlight=False, emoji=False))


@logs_app.command("path", cls=Command)
def path(ctx: typer.Context, transcripts_dir: HereTranscriptsDir = None) -> None:
    """Print the folder the chats are kept in."""
    typer.echo(str(chats_folder(transcripts_dir or ctx.obj)))
