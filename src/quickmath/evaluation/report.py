"""Drawing an evaluation: a progress bar while it runs, a row per question, and the summaries side by side."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import asdict
from datetime import UTC, datetime
from decimal import Decimal
from fractions import Fraction
from pathlib import Path
from typing import Any

from rich.console import Console, Group
from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table
from rich.text import Text

from quickmath.evaluation.runner import Config, Outcome
from quickmath.evaluation.summary import Tally, by_category, tally
from quickmath.files import write_atomically
from quickmath.safe import Secret, inert, redact, scrub, shown_url

Run = tuple[Config, Sequence[Outcome]]


@contextmanager
def progress_bar(console: Console, label: str, total: int) -> Iterator[Callable[[Outcome], None]]:
    """A transient bar that moves on as each question finishes; nothing at all when not on a terminal."""
    if not console.is_terminal:
        yield lambda outcome: None
        return
    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())
    with Progress(*columns, console=console, transient=True) as bar:
        task = bar.add_task(label, total=total)

        def advance(outcome: Outcome) -> None:
            bar.update(task, advance=1, description=escape(inert(f"{label}: {outcome.id}")))

        yield advance


def _mark(ok: bool | None) -> Text:
    if ok is None:
        return Text("–", style="dim")
    return Text("✓", style="green") if ok else Text("✗", style="red")


def _tokens_cell(outcome: Outcome) -> str:
    if outcome.error is not None:
        return "–"
    return f"{'~' if outcome.estimated else ''}{outcome.prompt_tokens}+{outcome.completion_tokens}"


def _misses(outcomes: Sequence[Outcome]) -> Text:
    """Why each wrong note was wrong, and each failure, one line apiece under the table."""
    lines = Text()
    for o in outcomes:
        if o.error is not None:
            lines.append(inert(f"  {o.id}: failed: {o.error}\n"), style="red")
        elif not o.note_correct:
            lines.append(inert(f"  {o.id}: {o.note_detail}\n"))
    return lines


def results_view(label: str, outcomes: Sequence[Outcome]) -> Group:
    """One row per question (the note's verdict, the answer's, invented numbers, cost), then the misses."""
    table = Table(title=f"{label}: {_questions(len(outcomes))}", header_style="bold", title_justify="left")
    table.add_column("id", no_wrap=True)
    table.add_column("note", justify="center", no_wrap=True)
    table.add_column("answer", justify="center", no_wrap=True)
    table.add_column("invented")
    table.add_column("rounds", justify="right", no_wrap=True)
    table.add_column("tokens", justify="right", no_wrap=True)
    table.add_column("s", justify="right", no_wrap=True)
    for o in outcomes:
        table.add_row(
            Text(inert(o.id)),
            _mark(o.note_correct),
            _mark(o.answer_correct),
            Text(inert(", ".join(o.invented)), style="yellow"),
            "–" if o.error is not None else str(o.requests),
            _tokens_cell(o),
            f"{o.seconds:.1f}",
        )
    misses = _misses(outcomes)
    if not misses:
        return Group(table)
    return Group(table, Text("Notes that missed, and failures:", style="bold"), misses)


def _share(part: int, whole: int) -> str:
    return f"{part}/{whole} ({round(Fraction(part * 100, whole))}%)" if whole else "–"


def _questions(count: int) -> str:
    return f"{count} question{'' if count == 1 else 's'}"


def _mean(value: Fraction | None) -> str:
    return "–" if value is None else f"{float(value):.1f}"


def _per_question(summary: Tally) -> str:
    tokens = summary.tokens_per_question
    if tokens is None:
        return "–"
    prompt, completion = (round(t) for t in tokens)
    return f"{prompt} + {completion}" + (" (estimated)" if summary.estimated else "")


def _who(config: Config) -> str:
    if config.backend.kind == "offline":
        return "offline coach"
    return f"{config.backend.model} at {shown_url(config.base_url) if config.base_url else 'OpenAI'}"


def summary_table(runs: Sequence[Run]) -> Table:
    """The headline figures, one column per configuration."""
    table = Table(title="Summary", header_style="bold", title_justify="left")
    table.add_column("")
    for config, _ in runs:
        table.add_column(config.label)
    tallies = [tally(outcomes) for _, outcomes in runs]
    rows: list[tuple[str, Callable[[Config, Tally], str]]] = [
        ("backend", lambda c, t: _who(c)),
        ("system prompt", lambda c, t: c.system_source),
        ("questions", lambda c, t: str(t.questions)),
        ("note accuracy", lambda c, t: _share(t.notes_correct, t.questions)),
        ("answer accuracy", lambda c, t: _share(t.answers_correct, t.answers_expected)),
        ("invented numbers", lambda c, t: f"{t.invented} in {_questions(t.with_invented)}"),
        ("raw data answers", lambda c, t: f"{t.raw_replies} ({t.asked_again} asked again)"),
        ("failures", lambda c, t: str(t.failures)),
        ("mean rounds", lambda c, t: _mean(t.mean_rounds)),
        ("tokens / question", lambda c, t: _per_question(t)),
        ("seconds", lambda c, t: f"{t.seconds:.1f}"),
    ]
    for name, cell in rows:
        cells = (Text(inert(cell(config, t))) for (config, _), t in zip(runs, tallies, strict=True))
        table.add_row(name, *cells)
    return table


def breakdown_table(runs: Sequence[Run]) -> Table:
    """Notes right, answers right and invented numbers for each category, per configuration."""
    table = Table(title="By category", header_style="bold", title_justify="left")
    table.add_column("category")
    table.add_column("n", justify="right")
    groups = [by_category(outcomes) for _, outcomes in runs]
    prefix = len(runs) > 1
    for config, _ in runs:
        for column in ("note", "answer", "invented"):
            table.add_column(f"{config.label} {column}" if prefix else column, justify="right")
    for category in dict.fromkeys(c for group in groups for c in group):
        cells = [category, str(max(g[category].questions for g in groups if category in g))]
        for group in groups:
            t = group.get(category)
            if t is None:
                cells += ["–", "–", "–"]
                continue
            answers = f"{t.answers_correct}/{t.answers_expected}" if t.answers_expected else "–"
            cells += [f"{t.notes_correct}/{t.questions}", answers, str(t.invented)]
        table.add_row(*(Text(inert(cell)) for cell in cells))
    return table


def _plain(value: Any) -> Any:
    if isinstance(value, Decimal | Fraction):
        return str(value)
    raise TypeError(f"cannot write {type(value).__name__} as JSON")


def report_json(runs: Sequence[Run], question_set: str) -> dict[str, Any]:
    """Every result and every summary, for scripts and for comparing runs later."""
    return {
        "date": datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "question_set": question_set,
        "runs": [
            {
                **config.describe(),
                "summary": tally(outcomes).as_json(),
                "by_category": {name: t.as_json() for name, t in by_category(outcomes).items()},
                "results": [asdict(o) for o in outcomes],
            }
            for config, outcomes in runs
        ],
    }


def _secrets(secret: Secret) -> tuple[str, ...]:
    return (secret,) if isinstance(secret, str) else secret or ()


def write_json(path: Path, runs: Sequence[Run], question_set: str) -> None:
    secrets = tuple(s for config, _ in runs for s in _secrets(config.backend.secret))
    report = scrub(report_json(runs, question_set), secrets)
    text = redact(json.dumps(report, indent=2, ensure_ascii=False, default=_plain), secrets)
    write_atomically(path, text + "\n")
