"""Numbers the coach could read more than one way, so it asks what was meant instead of answering:
"1,5" (a decimal comma, or 1 and 5?), "0x10" (another base), "2e5", "1.2.3", and "−2 squared" ((−2)² or
−(2²)?). Answering one reading would risk answering a different problem from the learner's."""

from __future__ import annotations

import re
from itertools import pairwise

from quickmath.patterns import lazy

_DOUBTFUL = lazy(
    r"(?<![\w,.])\d+,(?:\d{1,2}|\d{4,})(?![\w,])"  # a comma that is no thousands separator: 1,5 12,34
    r"|(?<![\w.])0[xob][0-9a-f]+\b"  # 0x10, 0b101, 0o17
    r"|(?<![\w.])\d+(?:\.\d+)?e[-+]?\d+\b"  # 2e5
    r"|(?<![\w.])\d+\.\d+\.\d+(?:\.\d+)*\b",  # 1.2.3
    re.IGNORECASE,
    needs=",|0x|0o|0b|e|.",
)
_GLUED = r"(?:(?!q\d)[a-z]{1,2}\d+|\d+[abefijnoqruvz])"  # A1, AB12 (a cell or a variable), 4a (a variable)
_LETTERED = lazy(
    rf"(?<![\w.£$€]){_GLUED}(?![\w.])(?=\s*[-+*/×÷^=])|(?:(?<=[-+*/×÷^=(])|(?<=[-+*/×÷^=(]\s)){_GLUED}(?![\w.])",
    re.IGNORECASE,
    needs="+|-|*|/|×|÷|^|=",
)
"""A number glued to a letter beside an operation: "A1 + 5", "what is 4a + 5" (a cell, a variable or a unit?);
units and times a letter may stand for (5m, 3h, 2x, 10p, 4pm, 3rd) are read as such."""


class Doubtful(ValueError):
    """Raised by a reader that finds its phrase could mean two different problems."""

    def __init__(self, written: str) -> None:
        super().__init__(written)
        self.written = written


def doubtful_number(text: str) -> str | None:
    """The first number in `text` that could be read more than one way, as written; None if there is none."""
    found = _DOUBTFUL.search(text) or (_LETTERED.search(text) if _glued(text) else None)
    return found.group() if found else None


def _glued(text: str) -> bool:
    """Is a letter written right against a digit anywhere? Checked before `_LETTERED` is compiled (about 10 M
    instructions), which most questions never need."""
    return any((a.isdigit() and b.isalpha()) or (a.isalpha() and b.isdigit()) for a, b in pairwise(text))
