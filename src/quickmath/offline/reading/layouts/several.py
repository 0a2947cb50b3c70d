"""Several questions asked as one: "Is 144 divisible by 7, 8 or 12?", "Is 135 divisible by 5? And by 7?".

Written as one question for each divisor ("Is 144 divisible by 7? Is 144 divisible by 8? Is 144 divisible by
12?"), so that each is checked and answered on its own: whether "or" asks for any and "and" for all, the
answer to each says both. Only a list that ends its sentence is written out ("… by 2, 3 and 4 at once" is
left as written), and two divisors joined by "and" alone are not ("by 9 and 3" may be one count of 12).
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
_EACH_ASKED = lazy(r",|\?|\bor\b|\band\s+by\b", re.IGNORECASE)


def _one_each(divisors: str) -> bool:
    """Is each divisor asked on its own? "7, 8 or 12", "5 and by 2", "5? And by 7"; not "9 and 3", which may
    be one count joined of another ("… between 9 kids and 3 adults")."""
    return bool(_EACH_ASKED.search(divisors))


def several_divisors(text: str) -> str | None:
    """One question for each divisor of a list asked as one (see the module's docstring)."""
    for asked in (_LISTED, _ASKED_AGAIN):
        found = asked.search(text)
        if found is not None and _one_each(found["divisors"]):
            one_each = " ".join(
                f"{found['ask']}{found['number']} {found['how']} {divisor}?"
                for divisor in _DIVISOR.findall(found["divisors"])
            )
            after = _ENDING.sub("", text[found.end() :], count=1)
            return text[: found.start()] + one_each + after
    return None
