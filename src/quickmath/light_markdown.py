"""The Markdown the offline coach writes (paragraphs, `- ` bullets, `**bold**`), drawn without a parser.

Importing rich.markdown (markdown-it and pygments) costs more than the rest of a short `ask`. Text in
this small subset is drawn exactly as rich.markdown draws it, which a property test checks; anything
else, or anything unsure, gets None and goes to rich.markdown.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from rich.console import Console, ConsoleOptions, RenderResult
from rich.segment import Segment
from rich.style import Style
from rich.text import Text

from quickmath.patterns import lazy

_OTHER_MARKDOWN = lazy(
    r"[*_`\[\]<>#&|~\\\t\r]"  # emphasis, code, links, HTML, headings, entities, tables, escapes
    r"|^[^\S\n]|[^\S\n]$|^\+"  # indented lines, hard line breaks, `+` bullets
    r"|^=+$"  # setext underlines
    r"|^\d+[.)](?:\s|$)|^-(?! \S)|^- (?:[-+]|\d+[.)](?:\s|$))",  # numbered, odd or nested lists
    re.MULTILINE,
)
_INNER_UNDERSCORES = lazy(r"(?<=[^\W_])_+(?=[^\W_])", needs="_")  # as in add_nines: never emphasis
_BOLD = lazy(r"(?:^|(?<=[\s(]))\*\*(?=[^\s*])([^*\n]*?[^\s*])\*\*(?=$|[\s.,;:!?)])", needs="**")


class _Block(NamedTuple):
    bullet: bool
    lines: list[str]


def light_markdown(text: str) -> LightMarkdown | None:
    """`text` ready to draw like rich.markdown would, or None if it needs the real parser."""
    if _OTHER_MARKDOWN.search(_INNER_UNDERSCORES.sub("", _BOLD.sub(r"\1", text))):
        return None
    blocks: list[_Block] = []
    in_paragraph = False
    for line in text.split("\n"):
        if not line:
            in_paragraph = False
        elif line.startswith("- "):
            blocks.append(_Block(True, [line[2:]]))
            in_paragraph = True
        elif in_paragraph:
            blocks[-1].lines.append(line)
        else:
            blocks.append(_Block(False, [line]))
            in_paragraph = True
    return LightMarkdown(blocks)


def _styled(lines: list[str], console: Console, *styles: str) -> Text:
    """The lines as one paragraph, appended piece by piece with soft breaks as rich.markdown does."""
    base = Style.combine(console.get_style(name, default="none") for name in styles)
    strong = base + console.get_style("markdown.strong", default="none")
    text = Text(justify="left")
    for number, line in enumerate(lines):
        if number:
            text.append(" ", base)
        for index, part in enumerate(_BOLD.split(line)):
            if part:
                text.append(part, strong if index % 2 else base)
    return text


class LightMarkdown:
    """Paragraphs and bullet lists, drawn segment for segment as rich.markdown draws them."""

    def __init__(self, blocks: list[_Block]) -> None:
        self.blocks = blocks

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        options = options.update(height=None)
        item_style = console.get_style("markdown.item", default="none")
        bullet_style = console.get_style("markdown.item.bullet", default="none")
        previous_bullet = False
        for index, block in enumerate(self.blocks):
            if (block.bullet and not previous_bullet) or (index and not block.bullet):
                yield Segment.line()  # as rich.markdown does, even before a list that comes first
            previous_bullet = block.bullet
            if not block.bullet:
                yield from console.render(_styled(block.lines, console, "markdown.paragraph"), options)
                continue
            inner = options.update(width=options.max_width - 3)
            paragraph = _styled(block.lines, console, "markdown.item", "markdown.paragraph")
            lines = console.render_lines(paragraph, inner, style=item_style)
            for number, line in enumerate(lines):
                yield Segment(" • " if number == 0 else "   ", bullet_style)
                yield from line
                yield Segment.line()
