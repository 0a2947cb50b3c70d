"""`quickmath drill`, `quickmath stats` and the chat's `/drill`, put together from the parts."""

from __future__ import annotations

import os
import random
from typing import TextIO

from rich.console import Console

from quickmath.drill import DrillError
from quickmath.drill.questions import find_shortcut
from quickmath.drill.readers import piped_answers, terminal_answers
from quickmath.drill.runner import Ask, Drill, utc_now
from quickmath.drill.stats import stats_view
from quickmath.drill.store import Store

DEFAULT_COUNT = 5
MAX_COUNT = 1000
CHAT_USAGE = f"usage: /drill [NAME] [COUNT], e.g. /drill add_nines 3 (COUNT from 1 to {MAX_COUNT})"


def answers_from(stdin: TextIO, console: Console) -> Ask:
    return terminal_answers() if stdin.isatty() else piped_answers(stdin, console)


def drill(console: Console, shortcut: str | None, count: int, ask: Ask) -> None:
    """Run one drill, saving every attempt; raises DrillError for an unknown name or a broken store."""
    technique = find_shortcut(shortcut) if shortcut else None
    with Store.open() as store:
        Drill(console, store, ask, random.Random(os.environ.get("QUICKMATH_SEED"))).run(technique, count)


def stats(console: Console) -> None:
    with Store.open() as store:
        console.print(stats_view(store.attempts(), utc_now()))
        if store.unreadable:
            skipped = f"{store.unreadable} attempt{'s' if store.unreadable > 1 else ''}"
            console.print(f"Skipped {skipped} whose date could not be read.", style="dim", markup=False)


def chat_drill(console: Console, words: list[str], stdin: TextIO) -> None:
    """`/drill [NAME] [COUNT]` in the chat: problems are answered on the next lines of input."""
    names = [word for word in words if not (word.isascii() and word.isdigit())]
    counts = [int(word) for word in words if word.isascii() and word.isdigit()]
    if len(names) > 1 or len(counts) > 1 or (counts and not 1 <= counts[0] <= MAX_COUNT):
        console.print(CHAT_USAGE, style="dim", markup=False)
        return
    count = counts[0] if counts else DEFAULT_COUNT
    try:
        drill(console, names[0] if names else None, count, answers_from(stdin, console))
    except DrillError as error:
        console.print(f"error: {error}", style="red", markup=False, highlight=False)
