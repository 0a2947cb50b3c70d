"""An amount for each of a count of things, and the whole amount asked in the same terms: "17 calves each on 6
litres a day of milk replacer. Litres a day?" is 17 × 6 litres a day, "6 lads on site for 9 hours each, how
many man hours is that for the day?" 6 × 9 hours.

The count comes first and counts things (never a unit, money or a length of time); the amount is told for
each of them, "each" after the count ("17 calves each on 6 litres a day", "12 cows each drink 50 litres")
or after the amount ("6 lads on site for 9 hours each"). The question asks the amount's own things and
nothing else: with a period in the amount ("a day"), in that very period ("litres a day?", "how many litres
a day in total?"); hours of people may be asked as "man hours". Any other question (another period, each
one, how many of the things counted, what is left), a third number or a word that may change the
calculation leaves the story to be asked back.
"""

from __future__ import annotations

import re

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.readers.units import is_unit
from quickmath.offline.reading.nouns import same_noun
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy

_PERIOD = r"(?:day|night|week|month|year|hour|minute|shift)"
_EACH_DOES = (
    r"(?:on|gets?|eats?|drinks?|uses?|needs?|has|have|takes?|produces?|gives?|makes?|lays?|does|do|earns?"
    r"|burns?|works?|walks?|runs?|reads?|sells?|sends?|writes?|delivers?|should (?:get|have|drink|eat))"
)
_WORDS = r"[a-z]+(?: [a-z]+)?"
"""One word or two: "calves", "dairy cows", "man hours"."""
_COUNT = rf"(?<![\w.£$€])(?P<count>{N}) (?P<things>{_WORDS})"
_AMOUNT = rf"(?P<amount>{N}) (?P<unit>[a-z]+)(?: (?:a|an|per|every|each) (?P<period>{_PERIOD}))?"
_EACH_FIRST = lazy(rf"^{_COUNT} (?:each|are each|each one) (?:{_EACH_DOES} )?{_AMOUNT}(?: of {_WORDS})?")
""""17 calves each on 6 litres a day of milk replacer", "12 cows each drink 50 litres a day"."""
_EACH_LAST = lazy(
    rf"^{_COUNT} (?:(?:on|at|in) (?:the )?[a-z]+ )?(?:for|at|doing|working|on) {_AMOUNT} each"
    r"(?: (?:a|an|per|every) (?P<after>day|week|shift))?"
)
""""6 lads on site for 9 hours each"."""
_ASKED = (
    rf"(?:so |and )?(?:how many (?P<asked>{_WORDS})|(?:total |the total )?(?P<named>{_WORDS}))"
    r"(?: (?:is that|are there|in total|altogether|in all|do (?:i|we) need|will (?:i|we) need))?"
    r"(?: (?:a|an|per|every|each) (?P<per>[a-z]+)| (?:for|in) (?:the|a|one) (?P<for>[a-z]+))?"
    r"(?: (?:is that|in total|altogether|in all))?"
)
_QUESTION = lazy(rf"^(?: [;,])? {_ASKED}$")
_PEOPLE_HOURS = lazy(r"^(?:man|men|person|people|staff|labour|worker|crew) (hours)$")
_NOT_COUNTED = frozenset({"times", "lots", "days", "weeks", "months", "years", "hours", "minutes", "of"})
_MONEY = frozenset({"p", "pence", "c", "cents", "pounds", "dollars", "euros", "quid", "bucks"})


def read(text: str) -> ProblemSpec | None:
    """The count times the amount for each, when the question asks the amount's things in its terms."""
    label = text.rfind(" ; ", 0, _first_number(text))
    story = text[label + 3 :] if label >= 0 else text
    told = _EACH_FIRST.search(story) or _EACH_LAST.search(story)
    if told is None or len(re.findall(N, text)) != 2:
        return None
    count, things, unit = told.group("count"), told.group("things"), told.group("unit")
    period = told.group("period") or told.groupdict().get("after")
    if not re.fullmatch(r"\d+", count) or count in ("0", "1") or told.group("amount").startswith("-"):
        return None
    first = things.split()[0]
    if is_unit(first) or first in _NOT_COUNTED or unit in _MONEY:
        return None
    question = _QUESTION.match(story[told.end() :])
    if question is None or not _asks_the_amount(question, unit, period, things):
        return None
    return ProblemSpec("*", count, told.group("amount"))


def _first_number(text: str) -> int:
    found = re.search(N, text)
    return found.start() if found else 0


def _asks_the_amount(question: re.Match[str], unit: str, period: str | None, things: str) -> bool:
    """Does the question ask the whole amount in the amount's own things and period? "litres a day" of "6
    litres a day", "man hours" of "9 hours each"; never the things counted, nor another period."""
    asked = question.group("asked") or question.group("named")
    people_hours = _PEOPLE_HOURS.match(asked)
    if people_hours:
        asked = people_hours.group(1)
    counted = things.split()[-1]
    if not same_noun(asked.split()[-1], unit) or any(same_noun(word, counted) for word in asked.split()):
        return False
    if len(asked.split()) > 1:
        return False  # "how many milk litres", "how many dairy litres": another thing named
    per = question.group("per") or question.group("for")
    if period is not None:
        return per == period
    return per is None or (people_hours is not None and question.group("for") == "day")
