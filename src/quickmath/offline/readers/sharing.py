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
    Phrase(
        "halve",
        rf"halve (?:the )?({N}) ?(?:[a-z]+ )?of (?:the )?[a-z]+(?: for (?:me|us))?",
        lambda a: ProblemSpec("/", a, "2"),
    ),
    Phrase(" of ", rf"({N}) ([a-z]+s) of ({N})", _parts_of),
    Phrase("/", rf"(\d+) / (\d+) of ({N})", lambda n, d, whole: ExpressionSpec(f"{n} ÷ {d} × {whole}")),
    Phrase("halved", rf"({N}) halved", lambda a: ProblemSpec("/", a, "2")),
    Phrase("half", rf"half ({N})", lambda a: ProblemSpec("/", a, "2")),
    Phrase("share|split", rf"(?:share|split) ({N}) (?:equally )?(?:between|among|by) ({N})", as_written("/")),
    Phrase("divide", rf"divide ({N}) (?:equally )?(?:between|among|amongst) ({N})", as_written("/")),
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
    r"^(?:so )?(?:how many |what is the |what are the |what s the |the |(?:what is|what s) (?:that|it) )?"
    r"(?:average )?(?:(?!(?:average|that|it|in|on|at|to|for|of|there)\b)([a-z]+) (?:per|a|each|every)|per)"
    r" ([a-z]+)(?: on average)?$",
    needs="per|a |each|every",
)
"""A rate asked of two counts told: "goals per game?", "how many points per match?", "miles per gallon?", or
of a whole per one of a count: "average per day?"."""
_AVERAGE_ASKED = lazy(
    r"^(?:so )?(?:what is|what s|what was) (?:the |my |our |his |her |their )?average(?: [a-z]+)?$",
    needs="average",
)
"""An average of a whole told over a count: "52,800 in over 4 home games , what is the average gate?"."""
_TOLD_PER = lazy(
    r"\b(?:per|each|every|apiece|average|more|less|fewer|than|left|times|twice|half|share[sd]?|split)\b"
)
"""Words of another question than a count per one of another: "8 friends share 2 pizzas" asks a part."""
_HEADING = lazy(rf"^(?:(?!{N})[^;])+ ; ", needs=" ; ")
"""A heading with no number before the story: "Match average: 1,287 scored over 13 visits"."""
_OVER_A_COUNT = lazy(
    rf"\b(?:over|in|across) (?:the |his |her |their |our |my |last )*({N}) (?:[a-z]+ )?([a-z]+s)\b"
)
_A_RATE = lazy(rf"{N} (?:[a-z]+ )?(?:a|an) [a-z]+")
"""A rate told ("30 a game"): a number per one, never a whole."""
_WHOLE_UNNAMED = lazy(
    rf"(?:[£$€] ?({N}))(?! [a-z]+s\b)"
    rf"|(?<![\w.])({N}) (?=(?:[a-z]+ed|sold|spent|made|paid|won|got|took|brought|through|came|went|passed)\b)"
)
"""A whole told with no noun of its own: an amount of money, or a number before what was done with it
("1,287 scored", "52,800 through the turnstiles")."""


_SQUARED = lazy(
    r"\b(?:square|sq) (metres|meters|metre|meter|m|feet|foot|ft|yards|yd|cm|km)\b|\b(m|ft|yd|cm|km) \^ 2\b",
    needs="sq|^",
)
"""An area's unit, said any way: "square metres", "sq m", "m ^ 2" (from "m²")."""


def _as_one_word(squared: re.Match[str]) -> str:
    """An area's unit as one word, the same however it is said: "square metres" and "m ^ 2" are "sqm"."""
    from quickmath.offline.readers.units import same_unit  # only for an area asked per one

    return f"sq{same_unit(squared.group(1) or squared.group(2))}"


def _per_one(text: str) -> Spec | None:
    """Two counts told and one asked per the other: "he played 38 games and scored 19 goals ; goals per
    game?" is 19 ÷ 38, "drove 300 miles on 10 gallons , miles per gallon?" is 300 ÷ 10, "10 litres covers
    120 m² , square metres per litre?" is 120 ÷ 10; a whole told with no name of its own, asked per one of a
    count or as an average over it: "1,287 scored over 13 visits , per visit?" is 1287 ÷ 13."""
    text = _SQUARED.sub(_as_one_word, text)
    at = max(text.rfind(" ; "), text.rfind(" , "))
    story, question = (text[:at], text[at + 3 :]) if at >= 0 else ("", text)
    story = _HEADING.sub("", story)
    asked = _PER_ASKED.match(question)
    averaged = None if asked else _AVERAGE_ASKED.match(question)
    if not story or _TOLD_PER.search(story) or re.search(N, question):
        return None
    numbers = re.findall(N, story)
    if len(numbers) != 2 or any(number.startswith("-") for number in numbers):
        return None
    if not (asked or averaged):
        return _per_one_of_what_it_was_over(story, question, numbers)
    if asked is None or asked.group(1) is None:
        return _whole_per_one(story, asked.group(2) if asked else None, numbers)
    counted, per = (_counted(story, noun) for noun in asked.groups())
    return ProblemSpec("/", counted, per) if counted and per and counted != per else None


def _whole_per_one(story: str, noun: str | None, numbers: list[str]) -> Spec | None:
    """A whole divided by the count told after "over" ("over 13 visits"), asked per one of what that count
    counts ("per visit?"), or as an average when the whole has no name of its own ("52,800 through the
    turnstiles"): "what is the average age?" of "3 children over 10 years" is no share."""
    over = [number for number, _ in _OVER_A_COUNT.findall(story)]
    if noun is None:
        wholes = [next(number for number in found if number) for found in _WHOLE_UNNAMED.findall(story)]
    else:
        wholes = [number for number in numbers if number not in over]
    if len(over) != 1 or len(wholes) != 1 or sorted([over[0], wholes[0]]) != sorted(numbers):
        return None
    if _A_RATE.search(story) or (noun is not None and _counted(story, noun) != over[0]):
        return None
    return ProblemSpec("/", wholes[0], over[0])


_EACH_ONE = lazy(
    r"^(?:so )?(?:what is|what s|how (?:much|big|long|high|tall|wide|deep|heavy) is) (?:the )?each ([a-z]+)"
    r"(?: in ([a-z]+))?$",
    needs="each",
)
"""Each one's part asked: "what is each rise in mm?"."""
_RATE_IN = lazy(
    r"^(?:so )?(?:what is|what s) (?:the |my |our )?(?:rate|flow|flow rate|speed|average|pace)"
    r" in ([a-z]+) ?(?:/|per|an?) ?([a-z]+)$",
    needs="rate|flow|speed|average|pace",
)
"""A rate asked in the units of the whole and of the count: "what is the rate in ml / hr?"."""
_EVERY = {"daily": "day", "weekly": "week", "monthly": "month", "yearly": "year", "annual": "year"}
_PERIOD_AVERAGE = lazy(
    r"^(?:so )?(?:what is|what s|what was) (?:the |my |our |its )?(daily|weekly|monthly|yearly|annual)"
    r" (?:average|mean)$",
    needs="average|mean",
)
"""An average asked per a length of time: "what is the monthly average?"."""
_TIME_SAME = {"h": "hour", "hr": "hour", "hrs": "hour", "min": "minute", "mins": "minute", "sec": "second"}


def _per_one_of_what_it_was_over(story: str, question: str, numbers: list[str]) -> Spec | None:
    """A whole told over a count, asked per one of it in other words: "2,640 mm over 12 steps , what is each
    rise in mm?", "1000 ml over 8 hours , what is the rate in ml / hr?", "45,360 over 12 months , what is
    the monthly average?": the whole divided by the count, the units asked those told."""
    from quickmath.offline.readers.units import same_unit  # only for a share asked in other words

    over = _OVER_A_COUNT.findall(story)
    if len(over) != 1 or _A_RATE.search(story):
        return None
    count, counted = over[0]
    whole = next((number for number in numbers if number != count), None)
    if whole is None or numbers.count(count) != 1:
        return None
    told = re.search(rf"(?<![\w.]){re.escape(whole)} ?([a-z]+)", story)
    unit = same_unit(told.group(1)) if told else None
    one = _TIME_SAME.get(counted, counted.removesuffix("s"))
    if each := _EACH_ONE.match(question):
        fits = each.group(2) is None or same_unit(each.group(2)) == unit
    elif rate := _RATE_IN.match(question):
        per = rate.group(2)
        fits = same_unit(rate.group(1)) == unit and _TIME_SAME.get(per, per.removesuffix("s")) == one
    elif period := _PERIOD_AVERAGE.match(question):
        fits = _EVERY[period.group(1)] == one
    else:
        return None
    return ProblemSpec("/", whole, count) if fits else None


def _counted(story: str, noun: str) -> str | None:
    """The one number in `story` said beside `noun` (one or many of it), maybe with one word between ("7
    market days")."""
    one = noun.removesuffix("s")
    found = re.findall(rf"(?<![\w.])({N}) (?:[a-z]+ )?{re.escape(one)}(?:s|es)?\b", story)
    return found[0] if len(found) == 1 else None


def read(text: str) -> Spec | None:
    return read_phrases(text, PHRASES) or _per_one(text) or _coins_counted(text)


_IN_COINS = lazy(
    rf"(?:^|; |, )(?:[a-z]+ ){{0,4}}?([£$€]) ?({N}) (?:in|all in|all|of|made up of) ([£$€]) ?({N})"
    rf" (coins|notes)(?: ,| ;)? (?:(?:so |and )?how many (?:coins|notes)"
    rf"(?: is that| is it| are there| was that| are in it)?"
    rf"|how many \5)$",
    needs="coins|notes",
)
"""An amount all in coins or notes of one value, their number asked: "£86 in £2 coins , how many coins is
that?" is 86 ÷ 2. Both in one unit: "£12 in 20p coins" would need pounds made pence first."""


_COINS_IN = lazy(
    rf"^(?:so )?how many ([£$€]) ?({N}) (coins|notes) (?:is|are|make|make up|are in|go into|in|for)"
    rf" ([£$€]) ?({N})$",
    needs="coins|notes",
)
"""The number of coins or notes of a value asked first: "how many £5 notes is £85?"."""


def _coins_counted(text: str) -> Spec | None:
    if found := _IN_COINS.search(text):
        amount, size = found.group(2), found.group(4)
        same_unit = found.group(1) == found.group(3)
    elif found := _COINS_IN.search(text):
        amount, size = found.group(5), found.group(2)
        same_unit = found.group(1) == found.group(4)
    else:
        return None
    return ProblemSpec("/", amount, size) if same_unit and len(re.findall(N, text)) == 2 else None


_TIMES_COUNTED = lazy(
    rf"\bhow (?:many times|often) (?:(?:does|do|will|can|would|could|is) )?{N}"
    rf" (?:goes|go|fits|fit|is contained|contained|is found|found) (?:in|into) {N}"
    rf"|{N} (?:(?:goes|go|fits|fit) into {N}|into {N} (?:goes|go|fits|fit)) how many times\b",
    needs="how many times|how often",
)
"""How many whole times a number goes into another: "how many times does 7 go into 50", "7 goes into 50 how
many times", "7 into 50 goes how many times"."""


def counts_whole_times(text: str) -> bool:
    """Does the question count how many whole times one number goes into another ("how many times does 7 go
    into 50?" is 7, with 1 over; 7 1/7 is no count)?"""
    return _TIMES_COUNTED.search(text) is not None
