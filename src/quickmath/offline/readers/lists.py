"""Three or more numbers to add, listed: "add 6, 14, 27 and 33", "the total of 45, 67, 88 and 12", "what
do 14, 23 and 36 add up to?". Read as one chain for solve_expression."""

from __future__ import annotations

import re

from quickmath.offline.asks import ExpressionSpec, Spec
from quickmath.offline.reading.phrases import Phrase, read_phrases
from quickmath.offline.reading.text import N, pretty

_LIST = rf"((?:{N} , )+{N}(?: ,)? and {N})"
_ANDS = rf"((?:{N} and ){{2,}}{N})"


def _chain(listed: str) -> Spec:
    numbers = re.findall(N, listed)
    return ExpressionSpec(pretty(" + ".join(numbers)))


_COMMAS = rf"((?:{N} , )+{N})"
"""A list with commas only, after a verb that says to add it: "sum these: 101, 202, 303"."""

PHRASES = [
    Phrase(
        "add|sum|total",
        rf"(?:add|sum|total)(?: up| together)?(?: these| them| the following| all| this list)?(?: numbers)?"
        rf"(?: ;)? {_COMMAS}",
        _chain,
    ),
    Phrase(
        "add",
        rf"add (?:up |together )?(?:(?:all )?the (?:numbers|following)(?: ;)? )?{_LIST}(?: together| up)?",
        _chain,
    ),
    Phrase(
        "much|total|sum|add",
        rf"(?:how much is|total of|sum of|add) {_ANDS}(?: altogether| together| in total)?",
        _chain,
    ),
    Phrase("sum|total", rf"(?:sum|total)(?: up)? (?:of )?(?:; )?{_LIST}", _chain),
    Phrase("add", rf"{_LIST} (?:add up|added up|added together|add together)(?: to)?", _chain),
    Phrase("total|together|all", rf"{_LIST} (?:altogether|all together|together|in total|in all)", _chain),
]


def read(text: str) -> Spec | None:
    return read_phrases(text, PHRASES)
