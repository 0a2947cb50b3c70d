"""Drawing the loop's events as Rich panels: notes, tool results, the streamed and final answer."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, Protocol

from rich import box
from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.measure import Measurement
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from quickmath.answer_check import AnswerCheck
from quickmath.display import duration, powers_raised
from quickmath.events import (
    AnswerText,
    AskedAgain,
    Checked,
    Event,
    FinalAnswer,
    Note,
    Notice,
    RequestSent,
    ToolResult,
    Usage,
)
from quickmath.forms import shown_result
from quickmath.light_markdown import light_markdown
from quickmath.raw_reply import may_be_raw
from quickmath.records import replace, values
from quickmath.safe import Secret, inert, scrub

if TYPE_CHECKING:
    from rich.live import Live
    from rich.status import Status

WAITING = "Waiting for the model…"
ASKED_AGAIN = "The model answered with raw tool data; asking it once more for words…"


class Drawer(Protocol):
    """Where a turn's events go: panels on a terminal, or what a script asked for."""

    def draw(self, event: Event) -> None: ...

    def waiting(self) -> None:
        """The model has been asked; show that until the next event (on a terminal)."""

    def abort(self) -> None:
        """The turn failed or was stopped: close anything still live."""


def plain_text(value: Any) -> Text:
    return Text(inert(str(value)))


def titled(body: RenderableType, title: str, border_style: str) -> Panel:
    """A panel whose title is shown as written: never read as Rich markup or emoji codes."""
    return Panel(body, title=plain_text(title), title_align="left", border_style=border_style)


def note_call(name: str, arguments: dict[str, Any] | str) -> str:
    """A note as one line: `solve_with_shortcut(a=47, operation="+", b=9)`, lengths of time as a person
    reads them (`a="1 h 40 min"` for the run-together 140, which `--show-transcript` keeps as sent)."""
    if isinstance(arguments, dict):
        read = _lengths_read(arguments)
        shown = ", ".join(
            f"{key}={json.dumps(value, default=str, ensure_ascii=False)}" for key, value in read.items()
        )
    else:
        shown = arguments
    return f"{name}({shown})"


_LENGTH_OPERATIONS = frozenset({"add_time", "subtract_time"})


def _lengths_read(arguments: dict[str, Any]) -> dict[str, Any]:
    """The arguments with a and b of a sum or difference of lengths written as lengths (140 → "1 h 40 min");
    a number the tool would refuse (minutes of 60 or more, a part, a sign) is left as written."""
    if arguments.get("operation") not in _LENGTH_OPERATIONS:
        return arguments
    return {key: _length_read(value) if key in ("a", "b") else value for key, value in arguments.items()}


def _length_read(value: Any) -> Any:
    digits = str(value) if isinstance(value, (int, str)) and not isinstance(value, bool) else ""
    if not digits.isascii() or not digits.isdigit() or int(digits) % 100 >= 60:
        return value
    return duration(int(digits))


def note_line(note: Note) -> Text:
    """A note in one line (it wraps only when longer than the terminal): `note  solve_with_shortcut(…)`."""
    line = Text("note  ", style="bold cyan")
    line.append(inert(note_call(note.name, note.arguments)), style="cyan")
    return line


def steps_table(steps: list[dict[str, Any]]) -> Table:
    table = Table(box=None, show_header=False, padding=(0, 1))
    table.add_column(style="dim", justify="right")
    table.add_column()
    table.add_column(style="bold")
    for number, step in enumerate(steps, 1):
        table.add_row(
            str(number),
            plain_text(step.get("say", "")),
            plain_text(f"{step.get('expr')} = {step_value(step.get('result'))}"),
        )
    return table


def step_value(value: Any) -> str:
    """A step's result as a person reads it: 1234/9 as 137 1/9, as the coach writes it; − for minus."""
    return shown_result("", value)


def _title_of(name: str) -> str:
    return "".join(heads(name))


def heads(name: str, problem: Any = None) -> list[str]:
    """A result panel's title in parts: the shortcut's name, " · " its title, " — " the problem."""
    from quickmath.techniques import BY_NAME

    technique = BY_NAME.get(name)
    return [name, *([f" · {technique.title}"] if technique else []), *([f" — {problem}"] if problem else [])]


class ResultPanel:
    """A result panel titled "add_nines · Add 9, … — 47 + 9". Where the terminal is too narrow for all of
    it, the title keeps the parts that fit and the rest opens the panel: nothing is cut off at the border.
    The last `spare` parts (" — practice") are left out rather than moved."""

    def __init__(
        self, heads: list[str], body: RenderableType, border: str = "magenta", spare: int = 0
    ) -> None:
        self.heads, self.body, self.border, self.spare = heads, body, border, spare

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        kept = len(self.heads)
        while kept > 1 and cell_len("".join(self.heads[:kept])) > options.max_width - 6:  # "╭─ " … " ─╮"
            kept -= 1
        moved = self.heads[kept : len(self.heads) - self.spare]
        rest = "".join(moved).removeprefix(" · ").removeprefix(" — ")
        body = Group(Text(inert(rest), style="bold"), self.body) if rest else self.body
        yield titled(body, "".join(self.heads[:kept]), self.border)


def _verified(problem: Any, answer: Any, verified: bool) -> Text:
    text = Text("Answer: ", style="bold")
    text.append(inert(shown_result(str(problem), answer)), style="bold green")
    if verified:
        text.append("  ✓ verified", style="green")
    return text


def _solution(solution: dict[str, Any]) -> ResultPanel:
    problem = solution.get("problem")
    body = Group(
        steps_table(solution.get("steps", [])),
        _verified(problem, solution.get("answer"), bool(solution.get("verified"))),
    )
    return ResultPanel(heads(str(solution.get("technique")), problem), body)


def _expression(result: dict[str, Any]) -> RenderableType:
    parts: list[RenderableType] = []
    for part in result.get("parts", []):
        name = part.get("technique")
        heading = f"{part.get('problem')}  ·  {_title_of(name) if name else 'no shortcut'}"
        parts += [Text(inert(heading), style="bold cyan"), steps_table(part.get("steps", []))]
    parts.append(_verified(result.get("expression"), result.get("answer"), bool(result.get("verified"))))
    return Group(*parts)


def _check(result: dict[str, Any]) -> RenderableType:
    problem = str(result.get("problem", ""))
    given = shown_result(problem, result.get("answer_given"))
    right = shown_result(problem, result.get("correct_answer"))
    verdict = (
        Text(f"✓ {given} is right for {result.get('problem')}", style="bold green")
        if result.get("correct")
        else Text(f"✗ {given} is not right for {result.get('problem')}: it is {right}", style="bold red")
    )
    check = result.get("digit_sum_check")
    if not check:
        return verdict
    return Group(
        verdict,
        Text("Casting out nines:", style="dim"),
        steps_table(check["steps"]),
        Text(check["note"], style="dim"),
    )


def shortcuts_table(items: list[dict[str, Any]], title: str | None = None) -> Table:
    """Shortcuts under a heading per operation. A name (what the learner types) is never cut off,
    however narrow the terminal: the title column wraps instead."""
    table = Table(title=title, box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False, header_style="bold")
    table.add_column("name", no_wrap=True)
    table.add_column("title", overflow="fold")
    by_operation: dict[str, list[dict[str, Any]]] = {}
    for item in items:
        by_operation.setdefault(str(item.get("operation", "")), []).append(item)
    for operation, group in by_operation.items():
        table.add_row(Text(inert(f"operation {operation}"), style="bold cyan"), "")
        for item in group:
            table.add_row(plain_text(item.get("name", "")), plain_text(item.get("title", "")))
    return table


class Fitting:
    """`wide` where it fits in the width given, else `narrow`: a table, or the same lines stacked."""

    def __init__(self, wide: RenderableType, narrow: RenderableType) -> None:
        self.wide = wide
        self.narrow = narrow

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        unbounded = options.update_width(10_000)  # a table measures no wider than the width it is given
        fits = Measurement.get(console, unbounded, self.wide).maximum <= options.max_width
        yield self.wide if fits else self.narrow


def shortcut_card(shortcut: dict[str, Any]) -> Panel:
    """One shortcut in full, as `list_shortcuts` gives it: rule, why it works and a worked example."""
    parts: list[RenderableType] = [
        Text(inert(str(shortcut.get("title", ""))), style="bold"),
        Text(inert(f"operation {shortcut.get('operation')}"), style="dim"),
    ]
    for label, key in (("Rule", "rule"), ("Why it works", "why")):
        if shortcut.get(key):
            line = Text(f"{label}: ", style="bold")
            line.append(inert(str(shortcut[key])))
            parts.append(line)
    example = shortcut.get("example")
    if isinstance(example, dict):
        parts += [
            Text(inert(f"Example: {example.get('problem')}"), style="bold"),
            steps_table(example.get("steps", [])),
            _verified(example.get("problem"), example.get("answer"), bool(example.get("verified"))),
        ]
    return titled(Group(*parts), str(shortcut.get("name")), "magenta")


def result_panel(event: ToolResult) -> RenderableType:
    result = event.result
    if "error" in result:
        return titled(plain_text(result["error"]), f"{event.name} · error", "red")
    if "solution" in result:
        return _solution(result["solution"])
    if "parts" in result:
        return ResultPanel(
            [event.name, f" — {powers_raised(str(result.get('expression')))}"], _expression(result)
        )
    if event.name == "make_practice_problem" and "problem" in result:
        named = heads(str(result.get("technique")), "practice")
        return ResultPanel(named, plain_text(result["problem"]), spare=1)
    if isinstance(result.get("shortcut"), dict):
        return shortcut_card(result["shortcut"])
    body: RenderableType | None = None
    if result.get("found") is False:
        problem = str(result.get("problem", "this one"))
        body = plain_text(
            f"No shortcut fits {problem} yet. Plain answer: {shown_result(problem, result.get('answer'))}"
        )
    elif "correct" in result:
        body = _check(result)
    elif "shortcuts" in result:
        body = shortcuts_table(result["shortcuts"])
    return titled(body or json_view(result), event.name, "magenta")


def json_view(value: Any, word_wrap: bool = False) -> RenderableType:
    from rich.syntax import Syntax  # pygments is slow to import and most turns show no raw JSON

    shown = inert(json.dumps(value, indent=2, ensure_ascii=False, default=str))
    return Syntax(shown, "json", word_wrap=word_wrap)


def markdown(text: str) -> RenderableType:
    """`text` drawn as Markdown; the parser is imported only for text beyond what light_markdown draws."""
    shown = inert(text)
    light = light_markdown(shown)
    if light is not None:
        return light
    from rich.markdown import Markdown

    return Markdown(shown, hyperlinks=False)


def answer_panel(text: str) -> Panel:
    return titled(markdown(text), "coach", "green")


def request_panel(request: dict[str, Any], number: int) -> Panel:
    title = f"request {number} → model (tool_choice={request.get('tool_choice')})"
    return titled(json_view(request, word_wrap=True), title, "dim")


def plural(count: int, word: str) -> str:
    return f"{count:,} {word}{'' if count == 1 else 's'}"


def tokens_line(
    prompt: int, completion: int, requests: int, estimated: bool, turns: int | None = None
) -> Text:
    """A dim line of token counts: one turn's after its answer, or the whole chat's for /usage."""
    mark, label = ("≈ ", " (estimated)") if estimated else ("", "")
    where = f" in {plural(turns, 'turn')}" if turns is not None else ""
    return Text(
        f"{mark}{prompt + completion:,} tokens{where}{label}: {prompt:,} prompt + {completion:,} completion, "
        f"{plural(requests, 'request')}",
        style="dim",
    )


def notice_line(text: str) -> Text:
    return Text(inert(text), style="yellow")


def check_line(check: AnswerCheck) -> Text:
    """The one line a learner sees right after an answer that stated a number no tool worked out."""
    return Text(inert(check.learner_line()), style="bold yellow")


def usage_line(usage: Usage) -> Text:
    return tokens_line(usage.prompt_tokens, usage.completion_tokens, usage.requests, usage.estimated)


LIVE_PREVIEW_CHARS = 4000


class Renderer:
    """Draws each event as it comes; streams the answer live when the console is a terminal, and with
    `spinner`, shows a spinner there while the model works on a reply."""

    def __init__(
        self,
        console: Console,
        show_requests: bool = False,
        secret: Secret = None,
        spinner: bool = False,
    ) -> None:
        self.console = console
        self.show_requests = show_requests
        self.secret = secret
        self.spinner = spinner
        self.requests = 0
        self._live: Live | None = None
        self._status: Status | None = None
        self._streamed = ""
        self._estimate_shown = False

    def draw(self, event: Event) -> None:
        self._stop_waiting()
        if self.secret:
            event = replace(
                event, **{name: scrub(value, self.secret) for name, value in values(event).items()}
            )
        if isinstance(event, AnswerText):
            self._stream(event.text)
        elif isinstance(event, FinalAnswer):
            self._end_stream(answer_panel(event.shown))
        elif isinstance(event, AskedAgain):
            self._end_stream(Text(ASKED_AGAIN, style="dim"))
        else:
            self._end_stream(None)
            self._draw_step(event)
        if isinstance(event, ToolResult | AskedAgain):
            self.waiting()  # the model works on its next reply: with the results, or asked once more

    def waiting(self) -> None:
        if self.spinner and self.console.is_terminal and self._status is None:
            self._status = self.console.status(WAITING, spinner="dots")
            self._status.start()

    def _stop_waiting(self) -> None:
        if self._status is not None:
            self._status.stop()
            self._status = None

    def _draw_step(self, event: Event) -> None:
        if isinstance(event, RequestSent):
            self.requests += 1
            if self.show_requests:
                self.console.print(request_panel(event.request, self.requests))
        elif isinstance(event, Note):
            self.console.print(note_line(event))
        elif isinstance(event, ToolResult):
            self.console.print(result_panel(event))
        elif isinstance(event, Notice):
            self.console.print(notice_line(event.text))
        elif isinstance(event, Checked) and event.check.flagged:
            self.console.print(check_line(event.check))
        elif isinstance(event, Usage) and not (event.estimated and self._estimate_shown):
            self._estimate_shown = event.estimated  # an estimate says the same each turn: once per chat
            self.console.print(usage_line(event))

    def _stream(self, text: str) -> None:
        self._streamed += text
        if not self.console.is_terminal or may_be_raw(self._streamed):
            return  # what may be raw tool data is held back until the whole reply shows what it is
        if self._live is None:
            from rich.live import Live  # only streaming to a terminal needs it

            self._live = Live(self._preview(), console=self.console, refresh_per_second=12)
            self._live.start()
        else:
            self._live.update(self._preview())

    def _preview(self) -> Panel:
        """The answer so far, its newest part only: redrawing a long reply whole on every piece is slow."""
        return answer_panel(self._streamed[-LIVE_PREVIEW_CHARS:])

    def _end_stream(self, final: RenderableType | None) -> None:
        """Show `final` in place of the live stream if there is one; text streamed before notes stays dim."""
        if self._live is not None:
            shown = final or Panel(plain_text(self._streamed), border_style="dim")
            self._live.update(shown)
            self._live.stop()
            self._live = None
        elif final is not None:
            self.console.print(final)
        self._streamed = ""

    def abort(self) -> None:
        """Close a live display after a failed or interrupted turn."""
        self._stop_waiting()
        if self._live is not None:
            self._live.stop()
            self._live = None
        self._streamed = ""
