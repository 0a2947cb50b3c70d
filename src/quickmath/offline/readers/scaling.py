"""Multiplying said without "times": "7 lots of 8", "30 groups of 40", "double 37", "triple 26",
"multiply 14 by itself"."""

from __future__ import annotations

from quickmath.offline.asks import ProblemSpec, Spec
from quickmath.offline.reading.builds import as_written
from quickmath.offline.reading.phrases import Phrase, read_phrases
from quickmath.offline.reading.text import N

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


def read(text: str) -> Spec | None:
    return read_phrases(text, PHRASES)
