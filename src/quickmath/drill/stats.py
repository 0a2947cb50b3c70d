"""`quickmath stats`: accuracy, median time and trend per shortcut, with a sparkline of recent times."""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from datetime import datetime
from fractions import Fraction

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from quickmath.drill.attempt import Attempt
from quickmath.drill.questions import upcoming
from quickmath.drill.scheduler import Card, cards_from, when
from quickmath.render import Fitting
from quickmath.safe import inert
from quickmath.techniques import BY_NAME, TECHNIQUES

BLOCKS = "▁▂▃▄▅▆▇█"
RECENT = 12
_ORDER = {technique.name: index for index, technique in enumerate(TECHNIQUES)}


def sparkline(attempts: Sequence[Attempt]) -> Text:
    """One block per attempt, as tall as its time against the slowest shown (or 1 s); misses in red."""
    top = max(1.0, *(a.seconds for a in attempts))
    line = Text()
    for attempt in attempts:
        level = round(attempt.seconds / top * (len(BLOCKS) - 1))
        line.append(BLOCKS[level], style="green" if attempt.correct else "red")
    return line


def trend(attempts: Sequence[Attempt]) -> str:
    """The last few attempts against the few before them: more right first, else faster or slower."""
    window = min(5, len(attempts) // 2)
    if window < 2:
        return "—"
    recent, before = attempts[-window:], attempts[-2 * window : -window]
    right_now, right_then = sum(a.correct for a in recent), sum(a.correct for a in before)
    if right_now != right_then:
        return "↑ more right" if right_now > right_then else "↓ more misses"
    time_now = statistics.median(a.seconds for a in recent)
    time_then = statistics.median(a.seconds for a in before)
    if time_now < time_then * 0.9:
        return "↑ faster"
    if time_now > time_then * 1.1:
        return "↓ slower"
    return "→ steady"


def accuracy(attempts: Sequence[Attempt]) -> str:
    right = sum(a.correct for a in attempts)
    return f"{right}/{len(attempts)} ({round(Fraction(100 * right, len(attempts)))}%)"


def stats_view(attempts: Sequence[Attempt], now: datetime) -> RenderableType:
    """The progress table and what is due next, or a nudge to start when nothing is recorded yet."""
    if not attempts:
        return Text("No practice recorded yet. Start with: quickmath drill")
    grouped: dict[str, list[Attempt]] = {}
    for attempt in attempts:
        grouped.setdefault(attempt.shortcut, []).append(attempt)
    cards = cards_from(attempts)
    title = f"Progress over {len(attempts)} attempts"
    table = Table(title=title, header_style="bold")
    for column in COLUMNS:
        table.add_column(column, justify="right" if column in ("right", "median", "box") else "left")
    rows = [_row(name, grouped[name], cards, now) for name in sorted(grouped, key=_in_catalog_order)]
    for row in rows:
        table.add_row(*row)
    hint = Text("Practise them with: quickmath drill", style="dim")
    return Group(Fitting(table, _stacked(title, rows)), Text(f"Next up: {upcoming(cards, now, 5)}"), hint)


COLUMNS = ("shortcut", "right", "median", "trend", f"last {RECENT}", "box", "next")


def _in_catalog_order(name: str) -> tuple[int, str]:
    return _ORDER.get(name, len(_ORDER)), name


def _row(name: str, tries: list[Attempt], cards: dict[str, Card], now: datetime) -> tuple[str | Text, ...]:
    median = statistics.median(a.seconds for a in tries)
    shown = (accuracy(tries), f"{median:.1f} s", trend(tries), sparkline(tries[-RECENT:]))
    if name in BY_NAME:
        return name, *shown, str(cards[name].box), when(cards[name], now)
    return Text(inert(f"{name} (retired)")), *shown, "—", "—"  # a name from the file is shown as written


STACKED = (("", " right"), ("median ", ""), ("", ""), ("", ""), ("box ", ""), ("", ""))
"""How each figure reads on a line of its own: 1/3 (33%) right · median 2.5 s · … · box 1 · due now."""


def _stacked(title: str, rows: list[tuple[str | Text, ...]]) -> RenderableType:
    """The same figures for a narrow terminal: each shortcut's name on a line of its own, never cut."""
    lines: list[RenderableType] = [Text(title, style="bold")]
    for name, *figures in rows:
        line = Text("  ")
        for index, (figure, (before, after)) in enumerate(zip(figures, STACKED, strict=True)):
            line.append(f"{' · ' if index else ''}{before}")
            line.append(figure if isinstance(figure, Text) else Text(figure))
            line.append(after)
        lines += [Text(str(name), style="bold"), line]
    return Group(*lines)
