"""The age reached in a year told: "I was born in 1948. How old will I be this year, 2026?" is 2026 − 1948.

Only one reading fits, the year asked less the year of birth. Not "how old am I?", whose answer depends on
whether the birthday has come yet, nor a year asked before the birth (see `reading.guards`).
"""

from __future__ import annotations

from quickmath.offline.asks import ProblemSpec
from quickmath.patterns import lazy
from quickmath.records import Record

_BORN = lazy(r"\bborn (?:in )?((?:1[89]|20)\d\d)\b", needs="born")
_AGE_IN_A_YEAR = lazy(
    r"\bhow old (?:will|would|shall) (?:i|you|he|she|they|we|it) (?:be|turn)\b"
    r"(?: (?:this|that|next) year)?(?: ,)? (?:in )?((?:1[89]|20)\d\d)(?: ;)?$"
    r"|\b(?:this|the) year is ((?:1[89]|20)\d\d)\b[^;]*; how old (?:will|would|shall) [a-z]+ (?:be|turn)"
    r"(?: this year)?$",
    needs="how old",
)


class Age(Record):
    """The year of birth and the year the age is asked in."""

    born: str
    year: str

    def reading(self) -> ProblemSpec | None:
        return ProblemSpec("-", self.year, self.born) if int(self.year) > int(self.born) else None


def age_in_a_year(text: str) -> Age | None:
    born, asked = _BORN.search(text), _AGE_IN_A_YEAR.search(text)
    if born is None or asked is None:
        return None
    return Age(born.group(1), asked.group(1) or asked.group(2))
