"""Numbers the coach could read more than one way, so it asks what was meant instead of answering:
"1,5" (a decimal comma, or 1 and 5?), "0x10" (another base), "2e5", "1.2.3", and "−2 squared" ((−2)² or
−(2²)?). Answering one reading would risk answering a different problem from the learner's."""

from __future__ import annotations

import re

from quickmath.patterns import lazy

_DOUBTFUL = lazy(
    r"(?<![\w,.])\d+,(?:\d{1,2}|\d{4,})(?![\w,])"  # a comma that is no thousands separator: 1,5 12,34
    r"|(?<![\w.])0[xob][0-9a-f]+\b"  # 0x10, 0b101, 0o17
    r"|(?<![\w.])\d+(?:\.\d+)?e[-+]?\d+\b"  # 2e5
    r"|(?<![\w.])\d+\.\d+\.\d+(?:\.\d+)*\b",  # 1.2.3
    re.IGNORECASE,
    needs=",|0x|0o|0b|e|.",
)


class Doubtful(ValueError):
    """Raised by a reader that finds its phrase could mean two different problems."""

    def __init__(self, written: str) -> None:
        super().__init__(written)
        self.written = written


def doubtful_number(text: str) -> str | None:
    """The first number in `text` that could be read more than one way, as written; None if there is none."""
    found = _DOUBTFUL.search(text)
    return found.group() if found else None
