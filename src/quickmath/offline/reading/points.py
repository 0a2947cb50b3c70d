"""The raised decimal point of Irish and older British papers: "7·5 × 1·4" is 7.5 × 1.4, "0·45 × 20" is
0.45 × 20, "£3·50 + £1·25" is £3.50 + £1.25. A dot between digits is read as a decimal point only where it
can be nothing else: a number that starts "0·", a price, or a message that writes its products with "×",
"*", "x" or "times". A bare "11·5" is a product; a dot beside other numbers and no such sign ("6·25 − 2·8")
is asked about (see `reading.doubts`)."""

from __future__ import annotations

import re

from quickmath.patterns import lazy

RAISED = lazy(r"(?<![\w.·])([£$€]?)(\d+)·(\d+)(?![\w·]|\.\d)", needs="·")
_MULTIPLIED = lazy(r"[×*]|\d[ \t]*[xX][ \t]*[£$€]?\d|\btimes\b|\bmultipl", re.IGNORECASE)


def raised_points(text: str) -> str | None:
    """The message with its raised decimal points written as points; None when it has none."""
    found = list(RAISED.finditer(text))
    if not found or not _decimal_points(text, found):
        return None
    return RAISED.sub(lambda point: f"{point.group(1)}{point.group(2)}.{point.group(3)}", text)


def _decimal_points(text: str, found: list[re.Match[str]]) -> bool:
    if any(point.group(1) or point.group(2) == "0" for point in found):
        return True  # "0·45", "£3·50": no product
    return _MULTIPLIED.search(text) is not None  # "7·5 × 1·4": the message has its own sign for a product


def doubtful_point(text: str) -> str | None:
    """A dot between digits left as a product beside other numbers: "6·25 − 2·8" (6.25 − 2.8, or 6 × 25 −
    2 × 8?). Alone ("11·5", "what is 4·7?") it can only be a product."""
    found = list(_DOTTED.finditer(text))
    if not found:
        return None
    rest = _DOTTED.sub(" ", text)
    return found[0].group() if len(found) > 1 or re.search(r"\d", rest) else None


_DOTTED = lazy(r"\d+(?:·\d+)+", needs="·")
