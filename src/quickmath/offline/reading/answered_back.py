"""A learner's answer to the coach's question back: after "I found “96” and “6” in your question, but I
couldn't tell for sure what to do with them …", the learner says what to do ("divide them", "take away",
"add them up"); after "Did you mean 18 + 24 + 31? …", the learner says "yes".

The numbers are the ones the coach named back, from the learner's own earlier question; the learner's
reply only names the operation. With two numbers, a take-away or a division starts from the bigger ("take
away" in a story takes the smaller from the bigger); with more, only adding or multiplying them all is
one calculation, and for the others the coach asks which numbers. Reading a reply is not doing the maths:
this only writes the calculation the learner asked for, which the tools then work out and check.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from fractions import Fraction

from quickmath.offline.asks import Reading, Unread
from quickmath.offline.reading.text import FILLERS, normalise, tokens
from quickmath.patterns import lazy

_OPERATIONS: dict[str, str] = {
    "add": "+", "plus": "+", "sum": "+", "total": "+", "altogether": "+", "together": "+", "up": "+",
    "subtract": "−", "minus": "−", "take": "−", "away": "−", "difference": "−",
    "multiply": "×", "times": "×", "product": "×", "multiplied": "×",
    "divide": "÷", "divided": "÷", "share": "÷", "split": "÷",
    "addition": "+", "subtraction": "−", "multiplication": "×", "division": "÷",
}  # fmt: skip
"""Words that name one operation in a reply that says only what to do with the numbers told before."""
_ABOUT_THE_NUMBERS = frozenset({
    "them", "both", "all", "numbers", "those", "these", "two", "three", "four", "by", "each", "other",
    "one", "from", "smaller", "bigger", "larger", "it", "out", "into", "between",
})  # fmt: skip
"""Words a reply may say of the numbers beside its operation word: "divide them by each other"."""
_YES = frozenset({"yes", "yeah", "yep", "yup", "correct", "right", "exactly", "y", "sure", "please", "ok"})
_DIGITS = lazy(r"\d+(?:[.,:]\d+)*")

Read = Callable[[str], Reading]


def answered_back(reply: str, asked_before: str, read: Read) -> str | Unread | None:
    """The calculation the learner's `reply` asks for, written out, when it answers the coach's question back
    to `asked_before` (the learner's previous question); an `Unread` asking which numbers, when the reply
    names an operation but not which of several numbers; None when the reply is no such answer."""
    way = _way_named(reply)
    operation = _operation_named(reply)
    if way is None and operation is None and not _says_yes(reply):
        return None
    earlier = read(asked_before)
    if earlier.asks or not earlier.unread or earlier.unread[0].kind != "unreadable":
        return None
    if way is not None:
        from quickmath.offline.reading.which_way import way_in_doubt

        move = way_in_doubt(earlier.unread[0].said)
        return move.said(way) if move else None  # "before", to “… count on from 13:30 or back from it?”
    from quickmath.offline.reading.refusals import calculation_offered_back
    from quickmath.offline.reading.written_back import numbers_named

    said = earlier.unread[0].said
    if operation is None:
        return calculation_offered_back(said)  # "yes" to "Did you mean 18 + 24 + 31?"
    if (lengths := two_lengths(said)) is not None:
        if operation in "×÷":
            return Unread("lengths_not_divided", said)
        return _with_lengths(lengths, operation)
    named = numbers_named(said)
    if len(_DIGITS.findall(said)) != len(named):
        return None  # a number not named back ("31p", a reference): the learner never saw it listed
    told = _plain_numbers(named)
    if told is None or len(told) < 2:
        return None
    if operation in "+×":
        return f" {operation} ".join(plain for plain, _ in told)
    if len(told) > 2:
        return Unread("which_numbers", said, operation)
    (bigger, _), (smaller, least) = sorted(told, key=lambda number: number[1], reverse=True)
    if operation == "÷" and least <= 0:
        return None
    return f"{bigger} {operation} {smaller}"


def _operation_named(reply: str) -> str | None:
    """The one operation a reply names, when it says nothing else but fillers and words about the numbers."""
    return _one_named(reply, _OPERATIONS, _ABOUT_THE_NUMBERS, most_words=8)


def _one_named(reply: str, names: dict[str, str], about: frozenset[str], most_words: int) -> str | None:
    """What the words of `names` in a reply name, when they name one thing and the reply says nothing else
    but fillers and the words `about` it, in at most `most_words` words."""
    words = [word for word in tokens(normalise(reply)) if word not in {",", ";", ".", "!"}]
    named = {names[word] for word in words if word in names}
    others = [word for word in words if word not in names]
    if len(named) != 1 or len(words) > most_words or any(w not in FILLERS and w not in about for w in others):
        return None
    return named.pop()


_WAYS = {
    "after": "after", "later": "after", "on": "after", "forward": "after", "forwards": "after",
    "first": "after", "before": "before", "earlier": "before", "back": "before", "backwards": "before",
    "second": "before",
}  # fmt: skip
"""Words of a reply that pick one way a clock moves, asked back as “… after 13:30” or “… before 13:30”."""
_ABOUT_THE_WAY = frozenset(
    {"the", "one", "count", "counting", "go", "it", "from", "that", "way", "i", "mean"}
)


def _way_named(reply: str) -> str | None:
    """The one way a reply picks ("before", "the second one", "count back"), when it says nothing else."""
    return _one_named(reply, _WAYS, _ABOUT_THE_WAY, most_words=6)


def _says_yes(reply: str) -> bool:
    words = tokens(normalise(reply).replace(",", " ").replace("!", " ").replace(".", " "))
    return bool(words) and len(words) <= 4 and all(word in _YES or word in FILLERS for word in words)


_LENGTH_UNIT = lazy(r"\d ?(?:h|hours?|hrs?|m|mins?|minutes?)\b|\bhours?\b", re.IGNORECASE)


def two_lengths(said: str) -> list[tuple[str, int]] | None:
    """The two lengths of time named back (“14h 20m” and “6h 45”, “two hours and fifty minutes”), as a note
    writes them ("14 h 20 min") with their minutes; None unless they are all the question holds."""
    from quickmath.offline.readers.clock_times import length
    from quickmath.offline.readers.times import minutes_in
    from quickmath.offline.reading.text import number_words
    from quickmath.offline.reading.written_back import numbers_listed

    listed = numbers_listed(said)
    if len(listed) != 2 or not all(_LENGTH_UNIT.search(item) for item in listed):
        return None
    if len(_DIGITS.findall(said)) != sum(len(_DIGITS.findall(item)) for item in listed):
        return None  # a number not named back: the learner never saw it listed
    written = [length(number_words(normalise(item))) for item in listed]
    if not all(re.fullmatch(r"\d+ h(?: \d+ min)?|\d+", item) for item in written):
        return None
    return [(item, minutes_in(item)) for item in written]


def _with_lengths(lengths: list[tuple[str, int]], operation: str) -> str | None:
    """Two lengths added, or the shorter taken from the longer."""
    (longer, _), (shorter, _) = sorted(lengths, key=lambda told: told[1], reverse=True)
    shown = [f"{item} min" if item.isdigit() else item for item in (longer, shorter)]
    if operation == "+":
        return f"{shown[0]} + {shown[1]}"
    return f"{shown[0]} − {shown[1]}" if operation == "−" and lengths[0][1] != lengths[1][1] else None


def _plain_numbers(named: list[str]) -> list[tuple[str, Fraction]] | None:
    """The numbers named back as written ("£96", "1,200", "6"), without money signs and commas, with their
    values; None when one is a clock reading or a length of time, which take the time tools."""
    from quickmath.numbers.written import read_value

    told = []
    for written in named:
        plain = written.strip().lstrip("£$€").replace(",", "")
        value = read_value(plain) if ":" not in plain else None
        if value is None:
            return None
        told.append((plain, value))
    return told
