"""How worksheets, tests, spreadsheets and code lay a question out, read as the plain question under it.

A layout rewriter takes the message as written and returns it with its layout read (a label, a mark, an
answer blank or the options of a multiple-choice question left out; a spreadsheet formula, a line of code
or a sum set out in columns written plainly), or None when the message is not laid out its way. Every
rewriter in `LAYOUTS` is tried in order, once, before the message is read (see `reading.message`).

Each keeps every operand and its sign and leaves out only what is clearly a label, a mark, a blank or an
option: when that is not clear, the message is left as written and the coach asks. Reading notation is not
doing the maths: `=MOD(100, 7)` becomes "100 mod 7", never 2.

The rewriters are in modules by kind: `around` (text pasted from a PDF, a forum post's title, markup and
sign-off, a calculation quoted, what is said to an assistant, a method or purpose asked beside the
question), `worksheets` (options, marks, blanks, labels, form fields, clues, sums set out in columns and
short division), `formulas` (spreadsheet cells and formulas, code, named values, Σ and LaTeX) and
`written_numbers` (how a number is written: grouping of thousands, decimal commas, Roman numerals, raised
points, clock readings with a point, signs, "k" and lakhs, words said alike). Add a layout as one rewriter
`name(text) -> str | None` in its module, one entry in `LAYOUTS` and its fixture file
tests/data/layouts/NAME.json.
"""

from __future__ import annotations

from collections.abc import Callable

from quickmath.offline.reading.layouts.around import (
    dares,
    methods,
    pdf_text,
    posts,
    prompts,
    purposes,
    quoted,
    signs_explained,
)
from quickmath.offline.reading.layouts.formulas import (
    assignments,
    cells,
    code,
    latex,
    sigma,
    spreadsheet,
    substitutions,
)
from quickmath.offline.reading.layouts.worksheets import (
    blanks,
    bus_stop,
    choices,
    clues,
    columns,
    forms,
    instructions,
    labels,
    marks,
    missing_numbers,
)
from quickmath.offline.reading.layouts.written_numbers import (
    checked_after,
    grouped_by_gaps,
    grouping,
    point_readings,
    raised_points,
    roman,
    roman_value,
    said_alike,
    signs,
    spoken_readings,
    thousands,
)
from quickmath.patterns import mentions

__all__ = [
    "LAYOUTS",
    "Rewriter",
    "assignments",
    "blanks",
    "bus_stop",
    "cells",
    "checked_after",
    "choices",
    "clues",
    "code",
    "columns",
    "dares",
    "dashed_lists",
    "forms",
    "glued",
    "grouped_by_gaps",
    "grouping",
    "instructions",
    "labels",
    "latex",
    "marks",
    "methods",
    "missing_numbers",
    "pdf_text",
    "plain",
    "point_readings",
    "posts",
    "prompts",
    "purposes",
    "quoted",
    "raised_points",
    "roman",
    "roman_value",
    "said_alike",
    "several_divisors",
    "sigma",
    "signs",
    "signs_explained",
    "spoken_readings",
    "spreadsheet",
    "substitutions",
    "tags",
    "texting",
    "thousands",
    "transcripts",
]

Rewriter = Callable[[str], str | None]
"""A layout rewriter: the message with its layout read plainly, or None when it is not laid out its way."""


def transcripts(text: str) -> str | None:
    """A group chat pasted with its timestamps and speaker labels (see `chats.transcripts`)."""
    if ":" not in text or ("\n" not in text.strip() and "[" not in text and "(" not in text):
        return None
    from quickmath.offline.reading.layouts import chats  # only for a message that may be a chat

    return chats.transcripts(text)


def tags(text: str) -> str | None:
    """Hashtags, @names and pictures around a post (see `chats.tags`)."""
    if "#" not in text and "@" not in text and text.isascii():
        return None
    from quickmath.offline.reading.layouts import chats  # only for a message that may be a post

    return chats.tags(text)


def dashed_lists(text: str) -> str | None:
    """A dash after the words heading a list of amounts (see `chats.dashed_lists`)."""
    if " - " not in text and " – " not in text and " — " not in text:
        return None
    from quickmath.offline.reading.layouts import chats  # only for a message with a dash

    return chats.dashed_lists(text)


def glued(text: str) -> str | None:
    """A message typed with no spaces (see `chats.glued`)."""
    if " " in text.strip() or len(text) < 8:
        return None
    from quickmath.offline.reading.layouts import chats  # only for a message with no spaces

    return chats.glued(text)


def texting(text: str) -> str | None:
    """Words texted short (see `chats.texting`)."""
    if not mentions(_TEXTED_CUES, text):
        return None
    from quickmath.offline.reading.layouts import chats  # only for a message that may be texted

    return chats.texting(text)


def several_divisors(text: str) -> str | None:
    """Several divisors asked of one number at once (see `several.several_divisors`)."""
    if not mentions("divisible|multiple of", text.lower()):
        return None
    from quickmath.offline.reading.layouts import several  # only for a message asking divisibility

    return several.several_divisors(text)


_TEXTED_CUES = "u|wat|wot|wen|cn|cnt|dat|thx|tryna|hw|gt|wrk|ovr|hed|kno|r "


LAYOUTS: list[tuple[str, Rewriter]] = [
    ("pdf_text", pdf_text),
    ("missing_numbers", missing_numbers),
    ("transcripts", transcripts),
    ("tags", tags),
    ("dashed_lists", dashed_lists),
    ("texting", texting),
    ("glued", glued),
    ("posts", posts),
    ("prompts", prompts),
    ("dares", dares),
    ("signs_explained", signs_explained),
    ("latex", latex),
    ("choices", choices),
    ("marks", marks),
    ("bus_stop", bus_stop),
    ("columns", columns),
    ("blanks", blanks),
    ("instructions", instructions),
    ("labels", labels),
    ("forms", forms),
    ("cells", cells),
    ("spreadsheet", spreadsheet),
    ("code", code),
    ("assignments", assignments),
    ("substitutions", substitutions),
    ("sigma", sigma),
    ("quoted", quoted),
    ("clues", clues),
    ("roman", roman),
    ("raised_points", raised_points),
    ("grouping", grouping),
    ("point_readings", point_readings),
    ("spoken_readings", spoken_readings),
    ("signs", signs),
    ("thousands", thousands),
    ("said_alike", said_alike),
    ("several_divisors", several_divisors),
    ("methods", methods),
    ("purposes", purposes),
]
"""The layout rewriters, tried in order on the message as written: options, marks and blanks go first, so
that a formula or a named value is left alone in the message."""


def plain(text: str) -> str:
    """The message with every layout in it read as plain writing (see `LAYOUTS`)."""
    for _name, rewrite in LAYOUTS:
        rewritten = rewrite(text)
        if rewritten is not None:
            text = rewritten
    return text
