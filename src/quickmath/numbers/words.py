"""Number words ("forty-seven", "two thousand and five"): the only module that talks to `text2num`.

`text2num` is a maintained library that reads English number words of any length, "and" included; this
adapter keeps it behind two small functions so the rest of quickmath never imports it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from quickmath.patterns import lazy
from quickmath.records import Record

_WORD = lazy(r"[A-Za-z]+")
_JOIN = lazy(r"[ \t]+|-")
"""What joins the words of one number: spaces, or a bare hyphen ("twenty - five" is two numbers)."""
_LONGEST = 40
"""Words in one number at most: "nine hundred and ninety-nine thousand …" stays far below this."""


def word_value(words: str) -> int | None:
    """The value of text that is only number words, e.g. "forty-seven" → 47; None for anything else."""
    from text_to_num import text2num  # type: ignore[import-untyped]

    parts = words.replace("-", " ").split()
    try:
        return int(text2num(" ".join(parts), "en"))
    except ValueError:
        return None


def ordinal_value(word: str) -> int | None:
    """The value of an ordinal word, e.g. "fifth" → 5, "twelfth" → 12; None for anything else. "First" and
    "second" are left alone, as text2num does: they are far more often words than numbers."""
    from text_to_num import alpha2digit

    digits = alpha2digit(word.strip().lower(), "en")
    match = re.fullmatch(r"([0-9]+)(?:st|nd|rd|th)", digits)
    return int(match.group(1)) if match else None


class WordNumber(Record):
    start: int
    end: int
    value: int


def _runs(text: str) -> Iterator[list[re.Match[str]]]:
    """Words joined only by spaces or hyphens, each a number word or "and": candidates for one number."""
    run: list[re.Match[str]] = []
    for word in _WORD.finditer(text):
        joined = bool(run) and _JOIN.fullmatch(text, run[-1].end(), word.start()) is not None
        wanted = word.group().lower() == "and" or word_value(word.group()) is not None
        if run and not (joined and wanted and len(run) < _LONGEST):
            yield run
            run = []
        if wanted:
            run.append(word)
    if run:
        yield run


def word_numbers(text: str) -> Iterator[WordNumber]:
    """Each number written in words, longest reading first: "one and one" is two numbers, 1 and 1."""
    for run in _runs(text):
        first = 0
        while first < len(run):
            for last in range(len(run), first, -1):
                start, end = run[first].start(), run[last - 1].end()
                value = word_value(text[start:end])
                if value is not None:
                    yield WordNumber(start, end, value)
                    first = last
                    break
            else:
                first += 1
