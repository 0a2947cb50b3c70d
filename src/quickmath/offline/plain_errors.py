"""A tool's error, written for the model, retold for the learner: what the coach understood and what it
needs, in plain words. The error itself (with its run-together times and field names) is never shown, and
no number appears that is not the learner's own.

Each entry is (pattern the error matches, the reply); the first that matches is used, in order.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from quickmath.patterns import LazyPattern, lazy

Retold = Callable[[re.Match[str], str], str]

PLAIN_ERRORS: list[tuple[LazyPattern, Retold]] = [
    (
        lazy(r"has (\d+) minutes"),
        lambda m, said: (
            f"I read “{said}” as adding lengths of time, but {m.group(1)} minutes is an hour or more, and "
            "I add times as hours and minutes, with fewer minutes than make an hour. Could you write each "
            "time that way?"
        ),
    ),
    (
        lazy(r"is not a time|length of time, not a number|is a clock reading, but"),
        lambda m, said: (
            f"I couldn't tell the times from the numbers in “{said}”. Could you write each time in hours "
            "and minutes (with h and min, or as a clock reading) and the rest as plain numbers?"
        ),
    ),
    (
        lazy(r"not a clock reading"),
        lambda m, said: (
            f"I couldn't read a clock time in “{said}”. Could you write it like a clock shows it?"
        ),
    ),
    (
        lazy(r"divide by zero", re.IGNORECASE),
        lambda m, said: (
            f"I read “{said}” as dividing by 0, and dividing by 0 has no answer. "
            "Could you pick another number to divide by?"
        ),
    ),
    (
        lazy(r"0 to the power 0"),
        lambda m, said: (
            "0 to the power 0 has no agreed answer, so there is nothing to work out. Try another?"
        ),
    ),
    (
        lazy(r"power must be a whole number"),
        lambda m, said: (
            f"In “{said}” I can only raise a number to a whole power that is not negative. Check it?"
        ),
    ),
    (
        lazy(r"never lands on"),
        lambda m, said: (
            f"I read “{said}” as a run of numbers, but going up by that gap it never reaches the last "
            "number. Could you check the first number, the last and the gap?"
        ),
    ),
    (
        lazy(r"needs whole numbers with a ≤ b"),
        lambda m, said: (
            f"I add up squares or cubes of whole numbers from a smaller one to a bigger one, and “{said}” "
            "isn't quite that. Could you check the first and last numbers?"
        ),
    ),
    (
        lazy(r"too long|too many|too big|digits|under 10"),
        lambda m, said: f"The numbers in “{said}” are too big for my tools. Could you try smaller ones?",
    ),
]


def retold(said: str, error: str) -> str:
    """The error in the learner's terms, or a plain fallback that says what to do."""
    for pattern, reply in PLAIN_ERRORS:
        if match := pattern.search(error):
            return reply(match, said)
    return f"I couldn't work out “{said}” with my tools. Could you check the numbers and ask again?"
