"""Multiplying said without "times": "7 lots of 8", "30 groups of 40", "double 37", "triple 26",
"multiply 14 by itself", and of an amount told just before: "It uses 175 ml milk, so how much is three lots of
that?", "She earns 320 a week. How much is twice that?", "The bag weighs 2.4 kg. What is half of that?"."""

from __future__ import annotations

import re

from quickmath.offline.asks import ProblemSpec, Spec
from quickmath.offline.reading.builds import as_written
from quickmath.offline.reading.phrases import Phrase, read_phrases
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy

PHRASES = [
    Phrase("lots|groups|sets|rows", rf"({N}) (?:lots|groups|sets|rows) of ({N})", as_written("*")),
    Phrase("double|twice", rf"(?:double|twice) ({N})", lambda a: ProblemSpec("*", a, "2")),
    Phrase("doubled", rf"({N}) doubled", lambda a: ProblemSpec("*", a, "2")),
    Phrase("tripled|trebled", rf"({N}) (?:tripled|trebled)", lambda a: ProblemSpec("*", a, "3")),
    Phrase(" s", rf"({N}) ({N}) s", as_written("*")),
    Phrase("triple|treble", rf"(?:triple|treble|three times) ({N})", lambda a: ProblemSpec("*", a, "3")),
    Phrase("itself", rf"(?:multiply|times) ({N}) by itself", lambda a: ProblemSpec("*", a, a)),
    Phrase("itself", rf"({N}) (?:multiplied by|times) itself", lambda a: ProblemSpec("*", a, a)),
]


_OF_THAT = lazy(
    rf"\b(?:(double|twice)|(triple|treble)|(half|halve)|({N}) (?:lots|times|helpings|portions) of"
    rf"|({N}) times) (?:of )?(?:that|it|this)(?: amount)?\b",
    needs="that|it|this",
)
_NOT_ONE_AMOUNT = lazy(
    r"\b(?:left|spent|spend|more|less|minus|plus|each|per|every|share[sd]?|gave|give|lost|lose|then|after|before"
    r"|add|added|take|took|total|altogether|difference|change|rest|remain\w*|than|of them|between)\b"
)
"""Words of another step, after which "that" may be an amount not told: "I had 175 and spent some. Double
that?"."""
_REFERS_BACK = lazy(r"(?:it|this|that|they|so|and|then)\b")
_SAID_FACTOR = {
    "doubl": "2",
    "twice": "2",
    "tripl": "3",
    "trebl": "3",
    "thrice": "3",
    "halv": "/2",
    "half": "/2",
}


def _of_that(text: str) -> Spec | None:
    """An amount told, then scaled as "that": the one number before, times the factor the words name."""
    scaled = _OF_THAT.search(text)
    if scaled is None or re.search(N, text[scaled.end() :]) or _REFERS_BACK.match(text):
        return None  # "it needs 350 g , so … double that", cut from a message, may leave out what "it" is
    told = re.findall(N, text[: scaled.start()])
    if len(told) != 1 or told[0].startswith("-") or _NOT_ONE_AMOUNT.search(text[: scaled.start()]):
        return None
    double, triple, half, lots, times = scaled.groups()
    factor = "2" if double else "3" if triple else "/2" if half else lots or times
    if any(stem in text and said != factor for stem, said in _SAID_FACTOR.items()):
        return None  # "doubling my recipe … three lots of that": the words name two factors
    return ProblemSpec("/", told[0], "2") if factor == "/2" else ProblemSpec("*", told[0], factor)


def read(text: str) -> Spec | None:
    return read_phrases(text, PHRASES) or _of_that(text)
