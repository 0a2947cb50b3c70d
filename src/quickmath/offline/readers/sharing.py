"""Dividing said without "divided by": "half of 86", "halve 350", "a quarter of 80", "63 over 9", "the
quotient of 45 and 6", "how many 6s are in 54?", "how many 25s make 1000?", "how many groups of 12 can you
make from 156?"."""

from __future__ import annotations

import re

from quickmath.numbers.words import ordinal_value
from quickmath.offline.asks import ExpressionSpec, ProblemSpec, Spec
from quickmath.offline.reading.builds import as_written, reversed_order
from quickmath.offline.reading.phrases import Phrase, read_phrases
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy


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
        "times|often",
        rf"how (?:many times|often) (?:(?:does|do|will|can|would|could|is) )?({N})"
        rf" (?:goes|go|fits|fit|is contained|contained|is found|found) (?:in|into) ({N})",
        reversed_order("/"),
    ),
    Phrase(
        "groups",
        rf"how many groups of ({N}) (?:can you make |are there )?(?:from|in) ({N})",
        reversed_order("/"),
    ),
    Phrase(
        "how many",
        rf"how many (?:groups|teams|[a-z]+s) of ({N}) (?:(?:can|could) (?:you|we|i|they)"
        rf" (?:make|get|form|fill) |are there |do (?:you|we|i) get )(?:from|in|out of|with) ({N})"
        rf"(?: [a-z]+)?",
        reversed_order("/"),
    ),
]


_PER_ASKED = lazy(
    r"^(?:so )?(?:how many |what is the |what are the |what s the |the )?(?:average )?([a-z]+)"
    r" (?:per|a|each|every) ([a-z]+)(?: on average)?$",
    needs="per|a |each|every",
)
"""A rate asked of two counts told: "goals per game?", "how many points per match?", "miles per gallon?"."""
_TOLD_PER = lazy(r"\b(?:per|each|every|apiece|average|more|less|fewer|than|left|times|twice|half)\b")


def _per_one(text: str) -> Spec | None:
    """Two counts told and one asked per the other: "he played 38 games and scored 19 goals ; goals per
    game?" is 19 ÷ 38, "drove 300 miles on 10 gallons ; miles per gallon?" is 300 ÷ 10."""
    story, _, question = text.rpartition(" ; ")
    asked = _PER_ASKED.match(question)
    if not story or asked is None or _TOLD_PER.search(story) or re.search(N, question):
        return None
    numbers = re.findall(N, story)
    if len(numbers) != 2 or any(number.startswith("-") for number in numbers):
        return None
    counted, per = (_counted(story, noun) for noun in asked.groups())
    return ProblemSpec("/", counted, per) if counted and per and counted != per else None


def _counted(story: str, noun: str) -> str | None:
    """The one number in `story` said beside `noun` (one or many of it)."""
    one = noun.removesuffix("s")
    found = re.findall(rf"(?<![\w.])({N}) {re.escape(one)}(?:s|es)?\b", story)
    return found[0] if len(found) == 1 else None


def read(text: str) -> Spec | None:
    return read_phrases(text, PHRASES) or _per_one(text)


_TIMES_COUNTED = lazy(
    rf"\bhow (?:many times|often) (?:(?:does|do|will|can|would|could|is) )?{N}"
    rf" (?:goes|go|fits|fit|is contained|contained|is found|found) (?:in|into) {N}",
    needs="how many times|how often",
)


def counts_whole_times(text: str) -> bool:
    """Does the question count how many whole times one number goes into another ("how many times does 7 go
    into 50?" is 7, with 1 over; 7 1/7 is no count)?"""
    return _TIMES_COUNTED.search(text) is not None
