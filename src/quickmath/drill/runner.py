"""A drill: ask each problem, time the answer, check it exactly, show the steps on a miss or a slow answer."""

from __future__ import annotations

import itertools
import random
import statistics
import time
from collections.abc import Callable, Iterable, Mapping
from datetime import UTC, datetime

from rich.console import Console, Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from quickmath.drill.answers import read_answer, shown_answer, why_unreadable
from quickmath.drill.attempt import Attempt
from quickmath.drill.questions import Question, choose, make_question, upcoming
from quickmath.drill.scheduler import Card, cards_from, is_fast, when
from quickmath.drill.store import Store
from quickmath.forms import stated
from quickmath.render import ResultPanel, heads, steps_table
from quickmath.safe import inert
from quickmath.techniques import Technique

Ask = Callable[[str], str | None]
"""Shows a question and returns the line typed, or None when input has run out."""


def utc_now() -> datetime:
    return datetime.now(UTC)


class Drill:
    """Runs one drill against a store; `ask`, `timer` and `clock` are the edges tests replace."""

    def __init__(
        self,
        console: Console,
        store: Store,
        ask: Ask,
        rng: random.Random,
        timer: Callable[[], float] = time.monotonic,
        clock: Callable[[], datetime] = utc_now,
    ) -> None:
        self.console = console
        self.store = store
        self.ask = ask
        self.rng = rng
        self.timer = timer
        self.clock = clock

    def run(self, shortcut: Technique | None, count: int) -> list[Attempt]:
        """Ask `count` problems of `shortcut` (or as the schedule picks); an empty line or EOF stops early."""
        if shortcut is not None:
            chosen = [shortcut]
            self.say(f"{count} × {shortcut.name} · {shortcut.title}. An empty line stops.", "bold")
        else:
            chosen = choose(cards_from(self.store.attempts()), self.clock(), count)
            names = ", ".join(t.name for t in chosen)
            self.say(f"{count} problems from your schedule: {names}. An empty line stops.", "bold")
        attempts: list[Attempt] = []
        try:
            for number, technique in enumerate(itertools.islice(itertools.cycle(chosen), count), 1):
                attempt = self.ask_one(make_question(technique, self.rng), f"{number}/{count}")
                if attempt is None:
                    break
                attempts.append(attempt)
        except KeyboardInterrupt:
            self.say("Stopped.", "dim")
        self.console.print(self.summary(attempts))
        return attempts

    def ask_one(self, question: Question, label: str) -> Attempt | None:
        started = self.timer()
        while True:
            asked = str(question.problem)
            line = self.ask(f"{label}  {asked} " if asked.endswith("?") else f"{label}  {asked} = ")
            if line is None or not line.strip():
                return None
            given = line.strip()
            try:
                value = read_answer(given, question.problem)
                break
            except ValueError as error:  # not an answer at all: say why and ask again, never a miss
                self.say(f"{why_unreadable(given, error, question.problem)} Try again.", "yellow")
        seconds = round(max(0.0, self.timer() - started), 3)
        correct = value == question.problem.exact()
        attempt = Attempt.of(question.technique.name, question.problem, given, correct, seconds, self.clock())
        self.store.record(attempt)
        self.show(question, attempt)
        return attempt

    def show(self, question: Question, attempt: Attempt) -> None:
        problem, right = question.problem, shown_answer(question.problem, question.problem.exact())
        took = f"{attempt.seconds:.1f} s"
        if attempt.correct and is_fast(attempt.seconds):
            self.say(f"✓ {right}  ({took})", "green")
            return
        if attempt.correct:
            self.say(f"✓ {right}, but it took {took}; here is the quick way:", "yellow")
        else:
            self.say(f"✗ {inert(attempt.given)} is not right: {stated(str(problem), right)}  ({took})", "red")
        self.console.print(steps_panel(question, "yellow" if attempt.correct else "red"))

    def summary(self, attempts: list[Attempt]) -> Panel:
        """Right and wrong, median time, where each shortcut now stands, and what to practise next."""
        now = self.clock()
        cards = cards_from(self.store.attempts())
        parts: list[RenderableType] = [Text("No answers given.", style="bold")]
        if attempts:
            right = sum(a.correct for a in attempts)
            median = statistics.median(a.seconds for a in attempts)
            head = f"{len(attempts)} answered: {right} right, {len(attempts) - right} wrong"
            parts = [
                Text(f"{head} · median time {median:.1f} s", style="bold"),
                _standing(attempts, cards, now),
            ]
        parts.append(Text(f"Practise next: {upcoming(cards, now, 3)}"))
        return Panel(Group(*parts), title="drill summary", title_align="left", border_style="cyan")

    def say(self, text: str, style: str) -> None:
        self.console.print(Text(text, style=style))


def steps_panel(question: Question, border: str) -> ResultPanel:
    """The shortcut's verified working for this problem."""
    technique, solution = question.technique, question.solution
    steps = [step.model_dump(mode="json") for step in solution.steps]
    answer = Text("Answer: ", style="bold")
    answer.append(shown_answer(question.problem, question.problem.exact()), "bold green")
    body = Group(Text(solution.rule, style="dim"), steps_table(steps), answer)
    return ResultPanel(heads(technique.name, question.problem), body, border)


def _standing(attempts: Iterable[Attempt], cards: Mapping[str, Card], now: datetime) -> Table:
    """Per shortcut drilled: right out of asked, its box now, and when it is due again."""
    grouped: dict[str, list[Attempt]] = {}
    for attempt in attempts:
        grouped.setdefault(attempt.shortcut, []).append(attempt)
    table = Table(box=None, header_style="dim", padding=(0, 2, 0, 0))
    for column in ("shortcut", "right", "box", "next"):
        table.add_column(column, no_wrap=column == "shortcut")  # a name is never cut
    for name, tries in grouped.items():
        right = f"{sum(a.correct for a in tries)}/{len(tries)}"
        table.add_row(name, right, str(cards[name].box), when(cards[name], now))
    return table
