"""Text from a model or a user reaches the terminal inert: no markup, no escape sequences."""

from __future__ import annotations

import io
import re

import pytest
from rich.console import Console

from quickmath.events import FinalAnswer, Note, ToolResult
from quickmath.render import Renderer
from quickmath.safe import inert

HOSTILE = [
    ("\x1b]52;c;aGVsbG8=\x07steal", "steal"),
    ("\x1b[2J\x1b[Hcleared", "cleared"),
    ("\x1b[31mred\x1b[0m", "red"),
    ("\x1b]8;;file:///etc/passwd\x1b\\link\x1b]8;;\x1b\\", "link"),
    ("bell\x07", "bell\\x07"),
    ("\x9b31mcsi", "csi"),
    ("back\x08space", "back\\x08space"),
]


@pytest.mark.parametrize(("text", "shown"), HOSTILE)
def test_escape_sequences_are_removed_and_controls_shown(text: str, shown: str) -> None:
    assert inert(text) == shown


LINK = "[link=file:///etc/passwd]x[/link]"


def render(event: object) -> str:
    output = io.StringIO()
    console = Console(file=output, width=100, force_terminal=True, color_system="truecolor")
    Renderer(console).draw(event)  # type: ignore[arg-type]
    return output.getvalue()


@pytest.mark.parametrize(
    ("event", "visible"),
    [
        (FinalAnswer("**56** \x1b]52;c;aGVsbG8=\x07 [red]x[/red] \x1b[2J"), "[red]x[/red]"),
        (Note("call_1", "solve_with_shortcut", f"{LINK} \x1b[2J"), LINK),
        (ToolResult("call_1", "solve", {"error": "\x1b]0;title\x07[bold red]boom"}), "[bold red]boom"),
    ],
    ids=["answer", "note", "error"],
)  # fmt: skip
def test_rendered_panels_carry_no_escape_from_the_text(event: object, visible: str) -> None:
    shown = render(event)
    assert visible in re.sub(r"\x1b\[[0-9;]*m", "", shown)
    assert "\x1b]52" not in shown
    assert "\x1b[2J" not in shown
    assert "\x1b]0;" not in shown
    assert "\x1b]8;;file" not in shown


def test_rich_markup_in_model_text_is_shown_literally() -> None:
    output = io.StringIO()
    Renderer(Console(file=output, width=100)).draw(
        Note("c", "solve_with_shortcut", "[red]x[/red] [link=file:///a]y[/link]")
    )
    assert "[red]x[/red] [link=file:///a]y[/link]" in output.getvalue()


def test_a_tool_name_with_markup_or_emoji_codes_is_shown_literally_in_titles() -> None:
    name = "[red]x[/red] :smile: [/]"
    output = io.StringIO()
    Renderer(Console(file=output, width=100)).draw(ToolResult("c", name, {"error": "unknown tool"}))
    assert f"{name} · error" in output.getvalue()
