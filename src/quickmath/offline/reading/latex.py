"""Maths written in LaTeX, as pasted from a worksheet, a forum or a chat tool, read as plain signs.

Only the commands whose meaning is plain arithmetic are read ("\\times", "\\div", "\\cdot", "\\bmod", braces
round a power, a thin space between groups of digits); any other command ("\\sqrt", "\\log") is left as
written, so that the question is not read as something else. Used by `reading.layouts.latex`.
"""

from __future__ import annotations

import re

from quickmath.patterns import lazy

_DELIMITED = lazy(
    r"\\\(\s*(.+?)\s*\\\)|\\\[\s*(.+?)\s*\\\]|\$\$\s*([^$]+?)\s*\$\$"
    r"|\$(?=[^\s$])([^$\n]*?[^\s$\\])\$(?![\d$])"
)
"""Maths set apart as LaTeX does it: "\\(1248 \\div 6\\)", "\\[…\\]", "$15^2$", "$$…$$". A dollar sign
of a price is no such mark: "$5 + $3" (the "$" after "+ " is followed by a digit), "$5 and $3" (a space
before the second)."""
_COMMANDS = {
    "times": " × ", "cdot": " · ", "div": " ÷ ", "bmod": " mod ", "mod": " mod ", "left": "", "right": "",
    "ldots": " … ", "cdots": " … ", "dots": " … ", "quad": " ", "qquad": " ", "displaystyle": "",
    "limits": "", "nolimits": "",
}  # fmt: skip
_COMMAND = lazy(r"\\(" + "|".join(sorted(_COMMANDS, key=len, reverse=True)) + r")(?![A-Za-z])")
_THIN_SPACE = lazy(r"(?<=\d)\\,(?=\d{3}(?!\d))")
"""A thin space between groups of digits, as LaTeX sets thousands: "5\\,271"."""
_BRACED_COMMA = lazy(r"(?<=\d)\{,\}(?=\d{1,2}(?!\d))")
"""A decimal comma braced so that LaTeX sets no space after it: "3{,}5" (with three digits after it, it
may group thousands: "1{,}000", left alone)."""
_BRACED_POWER = lazy(r"\^\s*\{\s*(\d+)\s*\}")
_FRACTION = lazy(r"\\[dt]?frac\s*\{\s*(\d+)\s*\}\s*\{\s*(\d+)\s*\}")
_TEXT = lazy(r"\\(?:text|mathrm|textrm|mbox)\s*\{([^{}]*)\}")
_SPACING = lazy(r"\\[,;:! ]")


def plain(text: str) -> str | None:
    """Maths written in LaTeX read as plain signs: "$17 \\times 23$" is 17 × 23, "\\(1248 \\div 6\\)" is
    1248 ÷ 6, "$(-3)^{4}$" is (-3)^4, "$505 \\bmod 8$" is 505 mod 8, "$5\\,271$" is 5271 and "$3{,}5$" is
    3.5. A command it does not know ("\\sqrt", "\\log") is left as written, so the question is not read."""
    kept = _DELIMITED.sub(lambda found: next(part for part in found.groups() if part is not None), text)
    kept = _THIN_SPACE.sub("", _BRACED_COMMA.sub(".", kept))
    kept = _TEXT.sub(r"\1", _FRACTION.sub(r"\1/\2", _BRACED_POWER.sub(r"^\1", kept)))
    kept = _SPACING.sub(" ", _COMMAND.sub(lambda found: _COMMANDS[found.group(1)], kept))
    kept = re.sub(r"[ \t]{2,}", " ", kept)
    return kept if kept != text else None
