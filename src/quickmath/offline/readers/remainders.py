"""Remainders: "the remainder when 773 is divided by 103", "773 mod 103", "what is left over when …"."""

from __future__ import annotations

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.readers.whole_division import search_alone
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy, mentions

_DIVIDED = r"(?:divided by|/|over|shared (?:by|between|among))"
_ASKED = r"(?:do (?:you|we|i) get |will (?:you|we|i) get |is left |(?:do|does) it leave )?"
_WHEN = r"(?:(?:when|if|after|of|from|for|on) )?(?:(?:you|we|i) )?"
_PATTERNS = [
    lazy(rf"remainder (?:; )?{_ASKED}{_WHEN}({N}) (?:is )?{_DIVIDED} ({N})"),
    lazy(rf"remainder (?:; )?{_ASKED}{_WHEN}divid(?:e|ing) ({N}) by ({N})"),
    lazy(rf"remainder (?:does|do|will) ({N}) leave (?:when|if|after) (?:it is |you )?divided by ({N})"),
    lazy(rf"({N}) (?:mod|modulo) ({N})"),
    lazy(rf"({N}) {_DIVIDED} ({N}) ?,? (?:(?:and|with) )?(?:what is )?(?:the )?remainder"),
    lazy(rf"(?:left ?over|leftover|left|remains?) (?:when|if|after) ({N}) (?:is )?{_DIVIDED} ({N})"),
    lazy(
        rf"(?:left ?over|leftover|left) (?:when|if|after) (?:(?:you|we|i) )?(?:divide|share) ({N}) "
        rf"(?:by|between|among) ({N})"
    ),
]
"""A remainder question, the number divided first. "Is there a remainder when 84 is divided by 4?" asks yes
or no (is 84 divisible by 4?) and is none of these: the remainder would answer another question."""
_YES_OR_NO = lazy(r"\b(?:is there|are there|will there be|(?:does|do|will) \w+ leave) (?:a |any )?remainder")


def read(text: str) -> ProblemSpec | None:
    """A remainder question with its two numbers, the number divided first."""
    if not mentions("remainder|mod|left|remain", text):
        return None
    if _YES_OR_NO.search(text):
        return None  # a yes-or-no question, not "what is the remainder?"
    match = search_alone(_PATTERNS, text)
    return ProblemSpec("remainder", match.group(1), match.group(2)) if match else None
