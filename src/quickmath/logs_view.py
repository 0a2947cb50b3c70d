"""Saved chats drawn for a person: a table of the newest, and one chat as a conversation."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table
from rich.text import Text

from quickmath.chat_files import SavedChat
from quickmath.forms import shown_result, stated
from quickmath.messages import calls, content_text, json_object, notes_run, questions
from quickmath.raw_reply import RAW_IN_LOGS, is_raw_data
from quickmath.render import markdown, note_call, plain_text, tokens_line
from quickmath.safe import inert

_QUESTION_CHARS = 48
_OUTCOME_CHARS = 120


def when(moment: datetime, now: datetime | None = None) -> str:
    """A moment in local time as a person reads it: "today 11:13", "yesterday 09:05", "2 Dec 11:13"."""
    local = moment.astimezone()
    today = (now or datetime.now().astimezone()).date()
    clock = f"{local:%H:%M}"
    if local.date() == today:
        return f"today {clock}"
    if (today - local.date()).days == 1:
        return f"yesterday {clock}"
    if local.year == today.year:
        return f"{local.day} {local:%b} {clock}"
    return f"{local.day} {local:%b %Y} {clock}"


def created_at(saved: SavedChat) -> datetime:
    """When the chat began, from its `created` field, else the file's last change."""
    try:
        return datetime.strptime(saved.created, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=UTC)
    except ValueError:
        return changed_at(saved.path)


def changed_at(path: Path) -> datetime:
    return datetime.fromtimestamp(path.stat().st_mtime, UTC)


def _shortened(text: str, limit: int) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


def chats_table(chats: list[SavedChat], total: int) -> Table:
    """The newest chats, one row each: id, when it last changed, who answered, first question, turns."""
    shown = f"{total} saved chats"
    if total > len(chats):
        shown = f"the newest {len(chats)} of {shown}"
    table = Table(title=shown, header_style="bold")
    table.add_column("id", no_wrap=True)  # typed back for `logs show ID` and `--continue ID`: never split
    for column in ("when", "backend", "first question", "turns"):
        table.add_column(column, justify="right" if column == "turns" else "left", overflow="fold")
    for saved in chats:
        asked = questions(saved.messages)
        first = _shortened(asked[0], _QUESTION_CHARS) if asked else "(no question)"
        backend = saved.backend + (" (old .json)" if saved.legacy else "")
        row = (saved.id, when(changed_at(saved.path)), backend, first, str(len(asked)))
        table.add_row(*(plain_text(cell) for cell in row))
    return table


def outcome(name: str, result_text: str | None) -> str:
    """What a note's result comes to, in a few words."""
    if result_text is None:
        return "no result saved"
    result = json_object(result_text)
    if not result:
        return _shortened(result_text, _OUTCOME_CHARS)
    if "error" in result:
        return f"error: {_shortened(str(result['error']), _OUTCOME_CHARS)}"
    solution = result.get("solution")
    if isinstance(solution, dict):
        problem, answer = str(solution.get("problem", "")), solution.get("answer")
        return f"{stated(problem, _readable(problem, answer))} ({solution.get('technique', name)})"
    if "correct" in result:
        return "the learner's answer is right" if result["correct"] else "the learner's answer is not right"
    if isinstance(result.get("shortcuts"), list):
        return f"{len(result['shortcuts'])} shortcuts"
    if "answer" in result:
        problem = str(result.get("problem", result.get("expression", "")))
        return stated(problem, _readable(problem, result["answer"])).strip()
    if "problem" in result:
        return str(result["problem"])
    return _shortened(result_text, _OUTCOME_CHARS)


def _readable(problem: str, answer: Any) -> str:
    """An answer as a person reads it: a time in the model's run-together form 415 becomes 4:15."""
    return shown_result(problem, answer)


def _note_line(record: dict[str, Any]) -> str:
    labels = {"up": "rated good", "down": "rated bad"}
    if record.get("type") == "feedback":
        comment = str(record.get("comment") or "")
        return labels.get(str(record.get("rating")), "rated") + (f": {comment}" if comment else "")
    if record.get("cut_off"):
        return "check: the reply was cut off by the endpoint"
    said, found = record.get("unexplained") or [], record.get("tool_answers") or []
    return f"check: the answer stated {', '.join(map(str, said))}, which no tool gave" + (
        f" (the tools found {', '.join(map(str, found))})" if found else ""
    )


def draw_chat(saved: SavedChat, console: Console) -> None:
    """The chat as a conversation: the learner's words, the coach's answers, and each note on one line."""
    results = iter([note.result for note in notes_run(saved.messages)])
    who = f"{saved.model} ({saved.backend})" if saved.model else saved.backend
    console.print(Text(inert(f"Chat {saved.id} · {who} · started {when(created_at(saved))}"), style="bold"))
    for record in saved.records[1:]:
        kind = record.get("type")
        if kind == "message" and isinstance(record.get("message"), dict):
            _draw_message(record["message"], results, console)
        elif kind == "feedback" or (kind == "check" and (record.get("unexplained") or record.get("cut_off"))):
            console.print(Text(inert(f"  {_note_line(record)}"), style="dim"))
        elif kind == "usage":
            usage = [int(record.get(key) or 0) for key in ("prompt_tokens", "completion_tokens", "requests")]
            line = tokens_line(usage[0], usage[1], usage[2], bool(record.get("estimated")))
            console.print(Text("  ", style="dim") + line)


def _draw_message(message: dict[str, Any], results: Iterator[str | None], console: Console) -> None:
    role = message.get("role")
    if role == "user":
        console.print()
        console.print(Text("You: ", style="bold cyan") + plain_text(content_text(message)))
    elif role == "assistant" and message.get("tool_calls"):
        for _, name, arguments in calls(message):
            written = note_call(name, json_object(arguments) or arguments)
            line = f"  note {written} → {outcome(name, next(results, None))}"
            console.print(Text(inert(line), style="dim"), soft_wrap=True)
    elif role == "assistant" and is_raw_data(content_text(message)):
        console.print(Text(f"  {RAW_IN_LOGS}", style="dim"))
    elif role == "assistant":
        console.print(Text("Coach:", style="bold green"))
        console.print(markdown(content_text(message)))
