"""Dividing said without "divided by": "half of 86", "halve 350", "a quarter of 80", "63 over 9", "the
quotient of 45 and 6", "how many 6s are in 54?", "how many 25s make 1000?", "how many groups of 12 can you
make from 156?"."""

from __future__ import annotations

from quickmath.numbers.words import ordinal_value
from quickmath.offline.asks import ExpressionSpec, ProblemSpec, Spec
from quickmath.offline.reading.builds import as_written, reversed_order
from quickmath.offline.reading.phrases import Phrase, read_phrases
from quickmath.offline.reading.text import N


def _part(word: str) -> str:
    """ "half" → 2, "quarter" → 4, "third" → 3: the number of equal parts a part of a whole names."""
    return {"half": "2", "quarter": "4"}.get(word) or str(ordinal_value(word))


def _parts_of(count: str, part: str, whole: str) -> Spec | None:
    """ "3 quarters of 60", "2 thirds of 90" as (3 ÷ 4) × 60: the fraction the words name, times the whole."""
    parts = {"halves": "2", "quarters": "4"}.get(part) or str(ordinal_value(part.removesuffix("s")) or "")
    return ExpressionSpec(f"{count} ÷ {parts} × {whole}") if parts else None


_COUNT = rf"how many ({N}) s"
_PARTS = r"(?:equal )?(?:parts|groups|pieces|shares|piles|portions|lots|bits|teams|bags)"
"""The parts a whole is cut into: "divide 24 into 4 equal parts". Without them "divide 3 into 12" could mean
12 ÷ 3 (3 goes into 12), so "divide … into" is read only with its parts; "split … into" needs none."""
PHRASES = [
    Phrase(
        "half|third|quarter|fifth|tenth",
        rf"(?:one |a )?(half|third|quarter|fifth|tenth) of ({N})",
        lambda part, a: ProblemSpec("/", a, _part(part)),
    ),
    Phrase("halve", rf"halve ({N})", lambda a: ProblemSpec("/", a, "2")),
    Phrase(" of ", rf"({N}) ([a-z]+s) of ({N})", _parts_of),
    Phrase("/", rf"(\d+) / (\d+) of ({N})", lambda n, d, whole: ExpressionSpec(f"{n} ÷ {d} × {whole}")),
    Phrase("halved", rf"({N}) halved", lambda a: ProblemSpec("/", a, "2")),
    Phrase("half", rf"half ({N})", lambda a: ProblemSpec("/", a, "2")),
    Phrase("share|split", rf"(?:share|split) ({N}) (?:equally )?(?:between|among|by) ({N})", as_written("/")),
    Phrase(
        "shared|split|divided",
        rf"({N}) (?:shared|split|divided) (?:out )?(?:equally )?(?:between|among|amongst|by) ({N})",
        as_written("/"),
    ),
    Phrase(
        "divide|split|cut|share",
        rf"(?:divide|split|cut|share) ({N}) (?:up )?into ({N}) {_PARTS}",
        as_written("/"),
    ),
    Phrase(
        "divided|split|cut|shared",
        rf"({N}) (?:is )?(?:divided|split|cut|shared) (?:up )?(?:equally )?into ({N}) {_PARTS}",
        as_written("/"),
    ),
    Phrase("split|cut", rf"(?:split|cut) ({N}) (?:up )?into ({N})", as_written("/")),
    Phrase("ways", rf"(?:split|share|divide) ({N}) (?:equally )?({N}) ways", as_written("/")),
    Phrase("ways", rf"({N}) (?:split|shared|divided) (?:equally )?({N}) ways", as_written("/")),
    Phrase("split|cut", rf"({N}) (?:is )?(?:split|cut) (?:up )?(?:equally )?into ({N})", as_written("/")),
    Phrase("over", rf"({N}) over ({N})", as_written("/")),
    Phrase("quotient", rf"quotient (?:of )?({N}) (?:and|by) ({N})", as_written("/")),
    Phrase("many", rf"{_COUNT} (?:are )?(?:there )?in ({N})", reversed_order("/")),
    Phrase("many", rf"{_COUNT} (?:go|fit) into ({N})", reversed_order("/")),
    Phrase("many", rf"{_COUNT} (?:make|make up) ({N})", reversed_order("/")),
    Phrase(
        "groups",
        rf"how many groups of ({N}) (?:can you make |are there )?(?:from|in) ({N})",
        reversed_order("/"),
    ),
]


def read(text: str) -> Spec | None:
    return read_phrases(text, PHRASES)
