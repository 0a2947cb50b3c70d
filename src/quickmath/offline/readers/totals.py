"""Adding said without "plus": "put 28 and 54 together", "how much is 65 and 35 altogether?", "total up
75 and 48", "find the sum: 606 and 394", "46 added to 27", "increase 450 by 75", "250 increased by 60"."""

from __future__ import annotations

from quickmath.offline.asks import Spec
from quickmath.offline.reading.builds import as_written, reversed_order
from quickmath.offline.reading.phrases import BEING, Phrase, read_phrases
from quickmath.offline.reading.text import N

_ALL = r"(?:altogether|all together|together|in total|in all|combined|total)"
PHRASES = [
    Phrase("together", rf"put (?:together )?({N}) and ({N})(?: together)?", as_written("+")),
    Phrase("total|together|all|combined", rf"({N}) and ({N}) (?:put )?{_ALL}", as_written("+")),
    Phrase(
        "total|together|all|combined",
        rf"{_ALL}(?: ,)? ({N}) and ({N})"
        r"(?: (?:make|makes|come to|comes to|add up to|adds up to|is|are|equals?|gives?|give))?",
        as_written("+"),
    ),
    Phrase(
        "much|many",
        rf"({N}) and ({N})(?: (?:is|are|make|makes|come to|comes to))? how (?:much|many)\b",
        as_written("+"),
    ),
    Phrase(
        "sum|total|amount",
        rf"(?:sum|total|amount)(?: up)? (?:of )?(?:the (?:2 )?numbers )?(?:; )?({N}) and ({N})",
        as_written("+"),
    ),
    Phrase("added", rf"({N}) {BEING}added (?:on )?to ({N})", reversed_order("+")),
    Phrase("added", rf"({N}) and ({N}) added(?: together| up)?", as_written("+")),
    Phrase(
        "add|come|make",
        rf"({N}) and ({N}) (?:add up to|add up|come to|make {_ALL}|makes?)",
        as_written("+"),
    ),
    Phrase("increase|raise", rf"(?:increase|raise) ({N}) by ({N})", as_written("+")),
    Phrase("increased|raised", rf"({N}) {BEING}(?:increased|raised|made bigger) by ({N})", as_written("+")),
    Phrase("much", rf"how much (?:is|are|do|does) ({N}) and ({N})", as_written("+")),
    Phrase("combine", rf"combine ({N}) (?:and|with) ({N})", as_written("+")),
]


def read(text: str) -> Spec | None:
    return read_phrases(text, PHRASES)
