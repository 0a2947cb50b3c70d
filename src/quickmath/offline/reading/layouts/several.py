"""Several questions asked as one: "Is 144 divisible by 7, 8 or 12?", "Is 135 divisible by 5? And by 7?".

Written as one question for each divisor ("Is 144 divisible by 7? Is 144 divisible by 8? Is 144 divisible by
12?"), so that each is checked and answered on its own: whether "or" asks for any and "and" for all, the
answer to each says both. Only a list that ends its sentence is written out; "… by 2 and 3 at once" is left
as written.
"""

from __future__ import annotations

import re

from quickmath.patterns import lazy

_NUMBER = r"(?:\d{1,3}(?:,\d{3})+(?![\d,])|\d+(?![\d.,]\d))"
_BETWEEN = r"(?:\s*,\s*(?:(?:or|and)\s+)?|\s+(?:or|and)\s+)(?:by\s+)?"
_ASKED = (
    rf"(?P<ask>\b(?:is|are|can|will) )(?P<number>{_NUMBER}) "
    rf"(?P<how>(?:(?:evenly|exactly) )?divisible (?:(?:evenly|exactly) )?by|a multiple of) "
)
_LISTED = lazy(
    rf"{_ASKED}(?P<divisors>{_NUMBER}(?:{_BETWEEN}{_NUMBER})+)(?=\s*(?:[?.!]|$))",
    re.IGNORECASE,
    needs="divisible|multiple of",
)
_ASKED_AGAIN = lazy(
    rf"{_ASKED}(?P<divisors>{_NUMBER}\s*\?\s*(?:and|or|what about|how about)\s+(?:by\s+)?{_NUMBER})"
    r"(?=\s*(?:\?|$))",
    re.IGNORECASE,
    needs="divisible|multiple of",
)
_DIVISOR = lazy(_NUMBER)
_ENDING = lazy(r"^\s*[?.!]")


def several_divisors(text: str) -> str | None:
    """One question for each divisor of a list asked as one (see the module's docstring)."""
    for asked in (_LISTED, _ASKED_AGAIN):
        found = asked.search(text)
        if found is not None:
            one_each = " ".join(
                f"{found['ask']}{found['number']} {found['how']} {divisor}?"
                for divisor in _DIVISOR.findall(found["divisors"])
            )
            after = _ENDING.sub("", text[found.end() :], count=1)
            return text[: found.start()] + one_each + after
    return None
