"""light_markdown draws the coach's Markdown exactly as rich.markdown does, and refuses what it cannot."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rich.console import Console, RenderableType
from rich.markdown import Markdown
from rich.panel import Panel
from rich.theme import Theme

from quickmath.events import FinalAnswer
from quickmath.light_markdown import light_markdown
from quickmath.loop import TutorAgent
from quickmath.offline import OfflineCoach

THEME = Theme(
    {
        "markdown.paragraph": "blue",
        "markdown.item": "italic",
        "markdown.item.bullet": "bold yellow",
        "markdown.strong": "bold red",
    }
)
"""Every style the light drawing uses, made distinct so a wrong one shows."""


def drawn(renderable: RenderableType, width: int) -> str:
    console = Console(
        file=io.StringIO(), width=width, color_system="truecolor", force_terminal=True, theme=THEME
    )
    console.print(Panel(renderable))
    output = console.file.getvalue()
    assert isinstance(output, str)
    return output


def assert_drawn_like_rich(text: str, width: int) -> None:
    light = light_markdown(text)
    assert light is not None, f"refused: {text!r}"
    assert drawn(light, width) == drawn(Markdown(text, hyperlinks=False), width)


QUESTIONS = [
    case["question"]
    for case in json.loads((Path(__file__).parent / "data" / "offline_phrasings.json").read_text("utf-8"))
]


def offline_answer(question: str) -> str:
    agent = TutorAgent(OfflineCoach(), "offline")
    answers = [event.text for event in agent.run([{"role": "user", "content": question}])
               if isinstance(event, FinalAnswer)]  # fmt: skip
    assert len(answers) == 1
    return answers[0]


@pytest.mark.parametrize("question", QUESTIONS)
def test_every_offline_answer_is_drawn_without_the_markdown_parser_and_looks_the_same(question: str) -> None:
    text = offline_answer(question)
    for width in (40, 80, 120):
        assert_drawn_like_rich(text, width)


@pytest.mark.parametrize(
    "text",
    [
        "So 47 + 9 = **56**.",
        "Use add_nines:\n- Add 10: 47 + 10 = 57\n- take 1 away\nlazily continued\n\nDone (**7**)",
        "- first\n\n- loose second\n\nafter",
        "one line\nsoft break",
        "",
        "\n\n- a list first",
    ],
)
def test_the_forms_the_coach_writes_are_drawn_like_rich(text: str) -> None:
    for width in (12, 80):
        assert_drawn_like_rich(text, width)


@pytest.mark.parametrize(
    "text",
    [
        "# Heading",
        "Title\n===",
        "*emphasis*",
        "__bold__",
        "`code`",
        "[link](http://example.com)",
        "1. first",
        "+ plus bullet",
        "- - nested",
        "- 1. nested",
        "-",
        "-not a bullet",
        "    indented code",
        "hard  \nbreak",
        "a | b",
        "> quote",
        "&amp;",
        "<b>html</b>",
        "a\\*b",
        "~~gone~~",
        "**unclosed",
        "x**5**",
        "**5**x",
        "\tindented",
    ],
)
def test_anything_else_goes_to_the_markdown_parser(text: str) -> None:
    assert light_markdown(text) is None


piece = st.text(alphabet="ab1 2+=−×.,:;()!?'-*_\n#`<>&\\\t\u00a0é漢[]|~", max_size=12)
line = st.one_of(
    piece,
    piece.map(lambda words: f"- {words}"),
    piece.map(lambda words: f"**{words}**"),
    st.sampled_from(["", " ", "1. ", "2) ", "+ ", "- - ", "=", "---", " **x** ", "(**a**)", "**b**.", "a_b"]),
)
texts = st.lists(st.tuples(line, line), max_size=6).map(lambda pairs: "\n".join(a + b for a, b in pairs))
words = st.text(alphabet="abz XY019+=−×.,:;()!?'-_é漢\u00a0", min_size=1, max_size=10)
coach_line = st.one_of(
    words, words.map(lambda text: f"- {text}"), words.map(lambda text: f"{text} **{text}**."), st.just("")
)
coach_texts = st.lists(coach_line, max_size=8).map("\n".join)


@settings(max_examples=300)
@given(st.one_of(texts, coach_texts), st.integers(5, 60))
def test_whatever_light_markdown_accepts_is_drawn_exactly_like_rich_markdown(text: str, width: int) -> None:
    if light_markdown(text) is not None:
        assert_drawn_like_rich(text, width)
