"""A question at the end of a long story about something else: "We're off to Cornwall tomorrow … The kids are
6 and 9 so they get bored … Google says the drive is 4 hours 35 minutes. If we leave at 5:50 am, what time do
we get there?".

A message of four sentences or more that the coach cannot read as it stands is read again from its last
sentences (one, two, then three), when the sentences left out tell nothing the question counts: none of their
numbers is money, a clock reading, a length of time or a count of the things the last sentences name, and a
number that does not say what it counts is left out only beside last sentences whose numbers all say it. Lines
of a list are no sentences. Only sentences are left out: nothing is worked out.
"""

from __future__ import annotations

import re

from quickmath.offline.reading.nouns import same_noun
from quickmath.offline.reading.text import number_words
from quickmath.patterns import lazy

_SENTENCE_END = lazy(r"(?<=[.!?])\s+(?=\S)")
"""The end of a sentence of prose; lines of a list are no sentences of a story."""
_FEWEST_SENTENCES = 4
_LONGEST_TAIL = 3
_NUMBER_AND_WHAT = lazy(r"(?<![\w.])([£$€]\s?)?\d[\d,]*(?:[.:]\d+)?\s*(%|[a-z]+)?", re.IGNORECASE)
_NOT_THINGS = frozenset(
    {
        "and",
        "or",
        "so",
        "of",
        "to",
        "in",
        "on",
        "at",
        "the",
        "a",
        "an",
        "is",
        "was",
        "are",
        "were",
        "but",
        "for",
    }
    | {"with", "by", "from", "then", "now", "more", "less", "each", "x", "times", "plus", "minus", "number"}
)
"""Words after a number that say nothing of what it counts: such a number may count anything."""
_TIME_WORDS = frozenset(
    {
        "h",
        "hr",
        "hrs",
        "hour",
        "hours",
        "min",
        "mins",
        "minute",
        "minutes",
        "am",
        "pm",
        "sec",
        "secs",
        "seconds",
    }
)


def tails(text: str) -> list[str]:
    """The last one, two and three sentences of a long message whose other sentences count nothing it asks
    about; none for a short message."""
    sentences = [sentence for sentence in _SENTENCE_END.split(text.strip()) if sentence]
    if len(sentences) < _FEWEST_SENTENCES:
        return []
    found = []
    for size in range(1, _LONGEST_TAIL + 1):
        head, tail = " ".join(sentences[:-size]), " ".join(sentences[-size:])
        if re.search(r"\d", number_words(tail.lower())) and not _tells_what_the_tail_counts(head, tail):
            found.append(tail)
    return found


_MOVING_ON = lazy(
    r"(?:^|(?<=[.,;:!?])|(?<=\s))\s*(?:so |but |oh well,? )?(?:anyway|anyhow|moving on|long story short)\b"
    r"[ \t]*[,.:;!—–-]*\s*",
    re.IGNORECASE,
    needs="anyway|anyhow|moving on|long story short",
)
"""Words that leave what was said before them for the question ("… at ten past, anyway, I had £50 …")."""
_TIME_ASKED = lazy(
    r"\b(?:when|what time|how long|late|early|arrive|finish|start|until|till|eta)\b", re.IGNORECASE
)
_CLOCK_SAID = lazy(r"\b\d{1,2} (?:past|to|o ?clock)\b|\b(?:half|quarter) (?:past|to)\b|\d ?[ap]\.?m\b")


def after_a_change_of_subject(text: str) -> str | None:
    """What is said after "anyway" (or "moving on", "long story short"), when what was said before it counts
    nothing of its kind: "bus 73 was meant to come at ten past, anyway, I had £50 and spent £18.75, how much
    is left" reads "I had £50 and spent £18.75, how much is left" (a clock reading beside money). Not when the
    words before tell an amount, a time or a count of the same things, or a number that says not what it
    counts (it may be one the question needs)."""
    found = list(_MOVING_ON.finditer(text))
    if not found:
        return None
    head, tail = text[: found[-1].start()], text[found[-1].end() :]
    if not re.search(r"\d", number_words(tail.lower())):
        return None
    told, asked = _kinds(head), _kinds(tail)
    if _CLOCK_SAID.search(number_words(head.lower())):
        told.add("time")
    if _TIME_ASKED.search(tail):
        asked.add("time")
    tail_words = set(re.findall(r"[a-z]+", tail.lower()))
    if "number" in told or (told and "number" in asked) or told & asked:
        return None
    return None if any(same_noun(kind, word) for kind in told for word in tail_words) else tail


def _tells_what_the_tail_counts(head: str, tail: str) -> bool:
    """Does a number left out count money, time or the things the tail names?"""
    told = _kinds(head)
    if not told:
        return False
    tail_words = set(re.findall(r"[a-z]+", tail.lower()))
    return bool(told & (_kinds(tail) | {"money", "time"})) or any(
        same_noun(kind, word) for kind in told for word in tail_words
    )


def _kinds(text: str) -> set[str]:
    """What each number of `text` counts: "money", "time", or the word after it."""
    kinds = set()
    for found in _NUMBER_AND_WHAT.finditer(number_words(text.lower())):
        money, what = found.group(1), (found.group(2) or "").lower()
        if money or what in ("p", "pence", "pounds", "quid", "dollars", "euros"):
            kinds.add("money")
        elif ":" in found.group() or what in _TIME_WORDS:
            kinds.add("time")
        else:
            kinds.add("number" if what in _NOT_THINGS or not what else what)
    return kinds
