"""A price or amount for one thing, and how many things: "Our hotel was 142 a night for 5 nights. Total?",
"Paint is 34 a tin and I need 6 tins. Total?", "7 days in Lisbon at 95 euros a day", "24 items at 2.25 each?".

Two numbers only: one said for one thing ("142 a night", "95 euros a day", "at 2.25 each") and one counting
those things ("5 nights", "7 days", "24 items"), the same noun, and a question for the whole ("total", "how
much", "altogether", or the bare question). The rate times the count. A question that counts the things
("how many tins can I buy?") asks for a share, not a product, and is left alone.
"""

from __future__ import annotations

import re

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy

_NUMBER = lazy(N)
_UNIT_WORDS = r"(?:[£$€] ?)?"
_PER_ONE = lazy(rf"{_UNIT_WORDS}({N})(?: [a-z]+)? (?:a|an|per|each|every) ([a-z]+)\b")
"""A rate for one thing: "142 a night", "95 euros a day", "34 a tin", "£3 per ticket"."""
_AT_EACH = lazy(rf"({N}) ([a-z]+) (?:[a-z]+ )?at {_UNIT_WORDS}({N})(?: [a-z]+)? (?:each|apiece|a piece)\b")
"""Things counted and the price of each: "24 items at 2.25 each", "6 tickets at £4.50 each"."""
_WHOLE = lazy(
    r"\b(?:total|altogether|all together|in all|how much|what (?:does|do|did|will) (?:it|they|that|this) cost"
    r"|cost)\b"
)
_OTHER = lazy(
    r"\bhow many\b|\b(?:share[sd]?|split|divid\w*|left|change|remain\w*|more|less|save[sd]?|discount|off"
    r"|plus|minus|extra|another|and a half|half|double|twice|per cent|percent)\b"
)
"""Words of another step or another question: "how many tins", "how much change", "and a half"."""


def _forms(noun: str) -> str:
    one = noun[:-1] if noun.endswith("s") and not noun.endswith("ss") else noun
    return rf"(?:{re.escape(one)}|{re.escape(one)}s|{re.escape(one)}es)"


def read(text: str) -> ProblemSpec | None:
    """The rate times the count, or None when the story is not one rate and one count of the same thing."""
    numbers = _NUMBER.findall(text)
    if len(numbers) != 2 or _OTHER.search(text) or not (_WHOLE.search(text) or text.endswith("each")):
        return None
    if at_each := _AT_EACH.search(text):
        count, _, rate = at_each.groups()
        return ProblemSpec("*", count, rate) if {count, rate} == set(numbers) and count != rate else None
    per_one = _PER_ONE.search(text)
    if per_one is None:
        return None
    rate, noun = per_one.groups()
    counts = [n for n in numbers if n != rate]
    if len(counts) != 1 or not re.search(rf"(?<![\d.]){re.escape(counts[0])} {_forms(noun)}\b", text):
        return None
    return ProblemSpec("*", rate, counts[0])
