"""What a reply to an unread question may say back: the numbers found in it, as the learner wrote them, but
never those of a date, a reference, a phone number or a version ("order #88213", "booking 21-7784", "Windows
11"), which name a thing and count nothing; and a calculation written whole in it ("Class totals: 18 + 24 + 31
+ 15 + 22 pounds. Adding up for the newsletter."), as it stands: its numbers and signs kept, nothing added."""

from __future__ import annotations

import re

from quickmath.offline.readers.clock_times import LENGTH
from quickmath.patterns import lazy

_NUMBER = r"[£$€]?[-−]?\d+(?:,\d{3})*(?:\.\d+)?(?: ?\^ ?\d+|[²³¹⁰⁴⁵⁶⁷⁸⁹]+)?"
_SIGN = r"(?:[ \t]*[+×÷*−][ \t]*|[ \t]+[-x/][ \t]+)"
_WRITTEN = lazy(rf"(?<![\w.,:/^£$€-]){_NUMBER}(?:{_SIGN}{_NUMBER})+(?![\w/]|[.,:]\d)")
"""A calculation written with digits and signs: "18 + 24 + 31", "£8.50 × 12", "150 - 45 - 30 - 25"."""
_GOES_ON_AFTER = lazy(r"^[ \t]*(?:[+×÷*−/^]|x[ \t]|-[ \t](?![ \t]*[a-z]{2})|…|\.\.)", re.IGNORECASE)
_GOES_ON_BEFORE = lazy(r"(?:[+×÷*−/^]|[ \t]x|(?<![a-z]{2})[ \t]-|…|\.\.)[ \t]*$", re.IGNORECASE)
_RUNS_ON = lazy(
    r"^[ \t,]*(?:and so on|and on|etc|all the way|right the way|right up|(?:going |counting )?up to|up till"
    r"|through|thru|to|till|until|onwards|down to)\b",
    re.IGNORECASE,
)
"""A sign, a gap or words beside a calculation found, by which it goes on past it ("1 + 4 + 9 + … + 100",
"1² + 2² + 3² all the way to 12²"); a dash between the calculation and a word is a pause ("Q9: 365 + 366 +
365 - how many days is that?")."""
_ASKED_OF_IT = lazy(
    r"remainder|left ?over|leftover|\brem\b|divisible|evenly|exactly|\bwhole\b|come out|go(?:es)? into"
    r"|\bround(?:ed|ing)?\b(?! \d)|nearest|estimat|approx|roughly|average|percent|%|root|how many times"
    r"|digits|prime|factor"
    r"|binary|\bhex|bigger|smaller|compare|single power|as a power|\bindex|indices"
    r"|\b(?:rank|sort|order|arrange) (?:them|these|those|both|all)\b|\bin order\b(?! to\b)",
    re.IGNORECASE,
)
"""Words asking something else of a calculation ("the remainder of 100 ÷ 3", "does 2,310 / 7 come out
whole?", "write 5⁴ × 5³ as a single power"): offered alone, it would mean another question."""


_CODES = lazy(
    r"(?<![\w£$€])(?:[A-Za-z]{1,5}-\d[\w-]*|#[A-Za-z]?-?\d[\w-]*|\d+(?:-\d+)*-[A-Za-z]{1,4}\b|\d{4}-\d\d?-\d\d?\b)"
    r"|\b(?:windows|ios|android|macos|iphone|ipad|galaxy|pixel|xbox|ps|playstation|office|excel|python|version"
    r"|covid|win) ?-?\d+(?:\.\d+)*\b"
    r"|\b(?:year|level|module|trailer|van|lesson|chapter|section|question|q|part|step|entry level) ?\d+"
    r"(?:\.\d+)?\b(?! ?(?:[-+*/×÷^=]|\w+ \d))"
    r"|^[ \t]*\[\d\d?:\d\d(?::\d\d)?\]",
    re.IGNORECASE | re.MULTILINE,
)
"""Codes, versions and labels the references leave: "INV-221", "#A-77120", "44-091-TQ", "Windows 11",
"COVID-19", "year 6", "module 4.1", a chat's "[10:30]"."""


_GLUED_NUMBER = lazy(r"\d+(?:[:.,]\d+)*")
"""Digits glued to words, found when no number stands apart: "3000mm", "busleaves08:45takes35mins"."""


def numbers_named(said: str) -> list[str]:
    """The numbers in an unread question, as written, leaving out those that only name a thing or a day."""
    from quickmath.numbers import numbers_in, units_apart
    from quickmath.offline.reading.references import without_references

    text = _CODES.sub(" ", without_references(said) or said)
    found: dict[object, str] = {}
    for number in numbers_in(units_apart(text)):
        found.setdefault(number.value, number.text)  # "2,460 … TL;DR: 2460 - 1975" names 2,460 once
    return list(found.values()) or _GLUED_NUMBER.findall(text)


def numbers_listed(said: str) -> list[str]:
    """The numbers of `numbers_named`, each time the learner wrote one, in order and as written: "2 to the
    power of 16, times 2" lists “2”, “16” and “2”; "drove 14h 20m, 6h 45 of it" lists “14h 20m” and “6h 45”.
    A number said again in another writing ("2,460 … TL;DR: 2460") is listed once, as first written."""
    from quickmath.numbers import numbers_in, units_apart
    from quickmath.offline.reading.references import without_references

    text = _CODES.sub(" ", without_references(said) or said)
    spans: list[tuple[int, int]] = []
    first_written: dict[object, str] = {}
    for number in numbers_in(units_apart(text)):
        written = re.compile(r"\s*".join(map(re.escape, number.text.split()))).search(
            text, spans[-1][1] if spans else 0
        )
        if written is not None and first_written.setdefault(number.value, number.text) == number.text:
            spans.append((_signed_start(text, _with_its_currency(text, written.start())), written.end()))
    lengths = [(found, False) for found in _LENGTH.finditer(text)]
    lengths += [(found, True) for found in _LENGTH_IN_WORDS.finditer(text)]
    for length, in_words in lengths:
        inside = [span for span in spans if length.start() <= span[0] and span[1] <= length.end()]
        if len(inside) > 1 or (inside and in_words):
            spans = [span for span in spans if span not in inside[1:]]  # "6h 45" is one length, not 6h and 45
            spans[spans.index(inside[0])] = (length.start(), length.end())
    listed = [_SENTENCE_STOP.sub("", text[start:end]) for start, end in spans]
    return listed or _GLUED_NUMBER.findall(text)


def _with_its_currency(text: str, start: int) -> int:
    """Where an amount of money begins, its sign with it: "£500" is named “£500”, never “500”."""
    return start - 1 if start > 0 and text[start - 1] in "£$€₹¥" else start


def _signed_start(text: str, start: int) -> int:
    """Where a number said below zero in words begins: "sitting at minus $15" is named “minus $15”, never
    “15”; in "40 minus $15" the minus is the operation, and the number is named alone."""
    said = _BELOW_ZERO_SAID.search(text[:start])
    if said is None or _AFTER_A_NUMBER.search(text[: said.start()]):
        return start
    return said.start()


_BELOW_ZERO_SAID = lazy(r"\b(?:minus|negative) [£$€]?$", re.IGNORECASE, needs="minus|negative")
_AFTER_A_NUMBER = lazy(r"[\d)]\s*$")
_LENGTH = lazy(rf"(?<![\w.]){LENGTH}", re.IGNORECASE)
_LENGTH_IN_WORDS = lazy(
    r"\b(?:an?|[a-z]+(?:-[a-z]+)?|\d+) hours? (?:and )?(?:[a-z]+(?:-[a-z]+)?|\d+) min(?:ute)?s\b",
    re.IGNORECASE,
    needs="hour",
)
"""A length said in words, named whole: “two hours and fifty minutes”, “an hour and twenty minutes”."""
_SENTENCE_STOP = lazy(r"(?<=[ \d][AaPp][Mm])\.$", needs=".")
"""The full stop of a sentence ending in a clock reading ("… closes at 6:15 PM."), not part of the reading."""


def calculation_written(said: str) -> str | None:
    """The one calculation written whole with digits and signs in the question, as written; None when there
    is none, more than one, or one that goes on past what was found (a run with a gap)."""
    from quickmath.offline.reading.references import without_references

    text = without_references(said) or said
    found = list(_WRITTEN.finditer(text))
    if len(found) != 1:
        return None
    (written,) = found
    before, after = text[: written.start()], text[written.end() :]
    if _GOES_ON_BEFORE.search(before) or _GOES_ON_AFTER.search(after) or _RUNS_ON.search(after):
        return None
    if _ASKED_OF_IT.search(said):
        return None
    return written.group().strip()
