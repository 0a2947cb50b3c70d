"""Places numbered in a run, each holding as many things as its own number, with the total asked: "dungeon
floors 1 to 50 and each floor has as many mobs as its number. how many mobs altogether", "Boxes numbered 1 to
15, each with as many marbles as its number. How many marbles?", "There are 20 steps and on each step I put
as many coins as the step number. How many coins?".

The run is the places' numbers: from the first to the last told ("1 to 50"), or from 1 to how many places
there are ("20 steps", when the number named is that place's). The story's only numbers are those; the last
sentence asks for the total of the things held ("how many mobs", "total", "altogether") and nothing else. A
word that may change a term ("twice", "more", "every other", "odd") leaves the story to be asked back.
"""

from __future__ import annotations

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy

_AS_MANY = lazy(
    r"\bas many (?P<held>[a-z-]+(?: [a-z]+)?) as"
    r" (?:(?:its|their|the) (?P<place>[a-z-]+)(?:'s)?|its|their|the) (?:own )?number(?: (?:on|of) it)?\b"
)
"""What each place holds: "as many mobs as its number", "as many coins as the step number"."""
_RANGE = lazy(
    r"(?<![\w.])(?P<first>\d+) (?:to|through|thru|up to|until|till|-) (?:(?:the |number |no )?[a-z]+ )?"
    r"(?P<last>\d+)(?![\w.])"
)
_COUNTED = lazy(r"\b(?:are|is|has|have|had|with) (?P<count>\d+) (?P<places>[a-z-]+)\b")
_NUMBER = lazy(N)
_TOTAL_ASKED = lazy(
    r"^(?:(?:so|and|then|ok) )?(?:how many(?: (?P<held>[a-z-]+(?: [a-z]+)?))?"
    r"(?: (?:are there|is that|do (?:i|we|you) need|in (?:total|all)|altogether|all together))?"
    r"|(?:what is the )?total(?: (?P<named>[a-z-]+(?: [a-z]+)?))?"
    r"|(?:what is the|the) total)(?: (?:altogether|all together|in total|in all|then|please))?$"
)
_CHANGES = lazy(
    r"\b(?:twice|double|triple|half|more|less|fewer|extra|plus|minus|times|except|only|odd|even|skip\w*"
    r"|miss\w*|not|other|but|left|lost|spent|each day|per day|square\w*|cube\w*)\b|n't|[-+*/^=]"
)


_TOTAL_WORDS = lazy(r" (?:altogether|together|in total|in all|then|please|are there|is that)$")


def _same(noun: str, other: str | None) -> bool:
    """Are the things held and the things asked one noun ("mob" and "mobs altogether")?"""
    return other is not None and noun.removesuffix("s") == _TOTAL_WORDS.sub("", other).removesuffix("s")


def read(text: str) -> ProblemSpec | None:
    story, _, question = text.rpartition(" ; ")
    held = _AS_MANY.search(story)
    if not story or held is None or _NUMBER.search(question):
        return None
    asked = _TOTAL_ASKED.fullmatch(question)
    if asked is None or not (asked["held"] is None or _same(held["held"], asked["held"])):
        return None
    if asked["named"] is not None and not _same(held["held"], asked["named"]):
        return None
    if _CHANGES.search(story.replace(" - ", " to ", 1)):
        return None
    if (found := _RANGE.search(story)) is not None:
        first, last, told = found["first"], found["last"], [found["first"], found["last"]]
    elif (counted := _COUNTED.search(story)) is not None and _same(counted["places"], held["place"]):
        first, last, told = "1", counted["count"], [counted["count"]]
    else:
        return None
    if sorted(_NUMBER.findall(story)) != sorted(told) or int(first) >= int(last):
        return None  # another number beside the places' ("… plus 3 on the roof")
    return ProblemSpec("series", first, last)
