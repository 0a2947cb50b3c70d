"""A question of how many or how much asked before the story it needs, told after "if" or "when": "How many
screws are in 64 boxes if every box holds 25 screws?" is read as "if every box holds 25 screws , how many
screws are in 64 boxes", the order the story readers know; no word of the question or the story changes.

The question holds one of the story's numbers, the count its story's rate is for ("in 64 boxes"): a question
with none ("how many cartons are left if …") is left to the readers of a question told first. The story is
what follows the last "if" or "when", so that a question with a time in it keeps it; a story with a question
of its own ("?" read as ";") stays unread.
"""

from __future__ import annotations

from quickmath.offline.asks import Spec
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy

_ASKED_FIRST = lazy(
    rf"(?:(?:so|and|ok|okay|but|now) )?(how (?:many|much) [^;\d]*?{N}[^;]*?)(?: ,)? (if|when)"
    r" (?!.*\b(?:if|when)\b)([^;]+)",
    needs="how many|how much",
)


def read(text: str) -> Spec | None:
    from quickmath.offline.reading.problem import read_problem  # the readers of the story told first

    found = _ASKED_FIRST.fullmatch(text)
    if found is None:
        return None
    question, condition, story = found.groups()
    return read_problem(f"{condition} {story} , {question}")
