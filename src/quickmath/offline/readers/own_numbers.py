"""Places numbered in a run, each holding as many things as its own number, with the total asked: "dungeon
floors 1 to 50 and each floor has as many mobs as its number. how many mobs altogether", "Boxes numbered 1 to
15, each with as many marbles as its number. How many marbles?", "There are 20 steps and on each step I put
as many coins as the step number. How many coins?".

Or the places' own numbers added: "Platforms 1 to 16 at the station. Sum of the platform numbers?", "Seats
numbered 101 to 150 - what do the seat numbers add up to?" (see `_numbers_added`).

The run is the places' numbers: from the first to the last told ("1 to 50"), or from 1 to how many places
there are ("20 steps", when the number named is that place's). The story's only numbers are those; the last
sentence asks for the total of the things held ("how many mobs", "total", "altogether") and nothing else. A
word that may change a term ("twice", "more", "every other", "odd") leaves the story to be asked back.
"""

from __future__ import annotations

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.reading.text import FILLERS, N
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
    return _as_many_held(text) or _numbers_added(text)


_NUMBERS_ADDED = lazy(
    r"\b(?:sum|total) of (?:all )?(?:(?:the|those|these|their|its) )?(?P<of>(?:[a-z]+ ){1,2})?numbers\b"
    r"|\b(?:sum|total) of (?:them|those|these)(?: all)?\b|\btheir (?:sum|total)\b"
    r"|\badd(?:ed|ing)? (?:up |together )?(?:all |every )?(?:(?:the|those|these|their) )?"
    r"(?P<up>(?:[a-z]+ ){1,2})?numbers?(?: up| together)?\b"
    r"|\b(?:the|those|these|their|all(?: the)?) (?P<do>(?:[a-z]+ ){1,2})?numbers (?:add up|come) to\b"
    r"|\bevery (?P<every>(?:[a-z]+ ){1,2})?number (?:on it |in it )?(?:is |was |were )?(?:added|summed)"
    r"(?: up)?\b",
    needs="sum|total|add",
)
"""A question that asks for the places' numbers added ("the sum of the platform numbers", "their sum", "what
do the house numbers add up to", "if every seat number is added up"), the word before "numbers" naming the
places."""
_KINDS = frozenset({
    "odd", "even", "prime", "square", "cube", "triangular", "perfect", "composite", "fibonacci", "lucky",
    "missing", "other", "winning", "remaining", "negative", "first", "last", "biggest", "smallest", "largest",
    "highest", "lowest", "middle", "two", "both", "different", "same",
})  # fmt: skip
"""Words before "numbers" that pick some of them out, not name the places: "the prime numbers", "the odd
numbers"."""
_ADDED_CHANGES = lazy(
    r"\b(?:twice|double|triple|half|more|less|fewer|extra|plus|minus|times|except|only|odd|even|skip\w*"
    r"|miss\w*|not|other|but|left|lost|spent|average|mean|divid\w*|shar\w*|split|each|per|multipl\w*"
    r"|product|difference|how many|how long|which|who|when|where|why|square\w*|cube\w*|prime\w*|first|last"
    r"|next|between|without|instead|after|before|past|beyond|above|below|under|over|until|till|since"
    r"|opposite|digits?|divisib\w*|factors?|remainders?|that|whose|end\w*|start\w*|contain\w*|any|some|pairs?"
    r"|couple|rows?|columns?|diagonal\w*|sides?|top|bottom|right|corners?|faces?|visible|hidden|showing|dice"
    r"|die|base|mod|modulo|binary|hex\w*|octal|roman|nearest|round\w*|decimal\w*|percent|approx\w*"
    r"|estimat\w*|negative|revers\w*|backwards?)\b|n't|[+*/^=%]"
)
"""Words that may ask more, or less, than every place's number added ("the even ones", "then halve it", "on
opposite faces", "the digits"), or the sum in another form ("in binary")."""
_PLACES_RANGE = lazy(
    r"\b(?P<place>[a-z]+)(?: (?:are|is|were))?(?P<numbered> numbers| numbered| nos?)?"
    r"(?: (?:go|goes|run|runs|are|is|range|ranging))?"
    r"(?: from)? (?P<first>\d+) (?:to|through|thru|up to) (?P<last>\d+)(?![\w.])"
)
"""The places told by the run of their numbers: "platforms 1 to 16", "seats numbered 101 to 150", "balls go
from 1 to 90"."""
_NOT_A_PLACE = frozenset({
    "sum", "total", "add", "added", "adding", "up", "all", "every", "numbers", "number", "integers", "digits",
    "whole", "natural", "counting", "positive", "consecutive", "terms", "series", "count",
})  # fmt: skip
_NUMBER_OR_RANGE = lazy(r"(?<![\w.])\d")


def _numbers_added(text: str) -> ProblemSpec | None:
    """Places told by the run of their numbers ("Platforms 1 to 16", "seats numbered 101 to 150") with the sum
    of their numbers asked, in any sentence: the range's ends are the message's only numbers, and no word may
    ask for some of the numbers or more than their sum. The range is told of the places, by a word that names
    them ("the numbers 1 to 30" name none, and are read as a run said in words). The numbers added are the
    places' own: named so in the question ("the platform numbers"), or told as numbers beside the range
    ("shirt numbers 1 to 23", "balls numbered 1 to 90") when the question only says "the numbers"."""
    asked = _NUMBERS_ADDED.search(text)
    ranges = list(_PLACES_RANGE.finditer(text))
    if asked is None or len(ranges) != 1 or len(_NUMBER_OR_RANGE.findall(text)) != 2:
        return None
    place = ranges[0]["place"]
    named = " ".join(words for words in asked.groupdict().values() if words).split()
    if _KINDS.intersection(named) or place in _KINDS or place in _NOT_A_PLACE or place in FILLERS:
        return None
    if (named[-1].removesuffix("s") != place.removesuffix("s")) if named else not ranges[0]["numbered"]:
        return None  # the numbers added must be the places' own: named so in the question, or where told
    first, last = ranges[0]["first"], ranges[0]["last"]
    if _ADDED_CHANGES.search(text.replace(ranges[0].group(), " ")) or int(first) >= int(last):
        return None
    return ProblemSpec("series", first, last)


def _as_many_held(text: str) -> ProblemSpec | None:
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
