"""The numbers of a range of numbered things added, or their squares or cubes: "sum of page numbers 1 to 64
in the binder", "Stop numbers
on the route go 1 to 45. The audit wants their sum. What is it?", "Take the numbers 1 to 200 and add them all
up. What's the total?". The things are numbered 1, 2, 3, … (a page's, seat's or day's number), so the run is
the range itself; its sum must be asked in words that ask nothing else, and every other word of the question
must be one that tells nothing (see `_TOLD_BESIDE`): anything else may change which numbers are added. A
thing numbered n may be told to hold n × n or n × n × n ("level n is an n by n board. Total tiles for levels 1
to 9?"): then the squares or cubes of the range are added (see `_sized`). A staircase told by the heights of
its columns, "1 up to 20 high", holds the range added (see `_staircase`)."""

from __future__ import annotations

from quickmath.offline.asks import ProblemSpec, Spec
from quickmath.offline.readers.run_phrases import powers
from quickmath.offline.reading.guards.runs import NUMBERED
from quickmath.patterns import lazy

_ADDED = (
    r"(?:add(?:ed)? (?:them |it )?(?:all )?(?:up|together)|summed(?: up)?|added|the sum|the total|their sum"
    r"|their total|add up to|come to)"
)
_RANGE = lazy(
    r"^(?P<beside>(?:for the (?:(?:19|20)\d\d )?[a-z]+|so|ok|hi|hey) , )?"
    r"(?P<lead>(?:(?:what is |find |work out |(?P<wanting>(?:[a-z]+ ){1,3})wants? )?(?:the )?(?:sum|total) of"
    r" |add (?:up )?|take |just |sum |what do )?)"
    rf"(?:(?:all )?(?:the |their )?(?:(?:{NUMBERED}) )?numbers(?: (?:on|in|of) (?:the|my|our|this|a) [a-z]+)?"
    r"(?: ,| (?:run|go|are|run from|go from|from))?"
    r"|(?:the )?[a-z]+(?: of (?:the|my|our|this|a) [a-z]+)? (?:are|were) numbered(?: from)?)"
    r" (?P<first>\d+) (?:to|through|thru|up to) (?P<last>\d+)"
    rf"(?P<tail>(?: (?:in|on) (?:the|my|our|this) [a-z]+)?(?: (?:and )?{_ADDED})?)"
    r"(?: \( (?P<aside>[a-z ]*) ?\))?$",
    needs="numbers|numbered",
)
"""The range told in one sentence, with the sum asked before it ("sum of …") or after it ("… and add them all
up") or neither (then another sentence asks it)."""

_ASKS_THE_SUM = lazy(
    r"^(?:so |and |ok |now )?(?:(?:what is |find |work out )?(?:the |their )?(?:sum|total)"
    rf"(?: of (?:them|the (?:(?:{NUMBERED}) )?numbers))?"
    r"|what (?:do|does) (?:they|it|that|those|these)(?: all)? (?:add up to|come to|make|total)"
    r"|(?:the |my )?[a-z]+ wants? (?:their|the) (?:sum|total)|add them(?: all)? up)(?: please| pls)?$"
)
"""A sentence that asks the range's sum: "Sum?", "What do they add up to?", "The audit wants their sum"."""
_ASKS_AFTER_ADDING = lazy(r"^(?:so )?what (?:is it|do you get|is the answer|is the total|is the sum)$")
"""A sentence asking the result when the sum is asked already: "… and add them all up. What do you get?"."""
_TOLD_BESIDE = lazy(
    r"^(?:for the (?:(?:19|20)\d\d )?[a-z]+|ta|thanks|cheers|thank you)$"
    r"|^(?:i|we|he|she|they|you) (?:would have|would|was going to|were going to|started|tried|used to)"
    r" (?:just )?(?:add(?:ed|ing)?|count(?:ed|ing)?|do(?:ne)?) (?:them|it|these|those)(?: all)?(?: up)?"
    r" (?:(?:one|1) by (?:one|1)|(?:one|1) at a time|by hand|on paper|in (?:my|our|his|her|their) heads?"
    r"|the long way)$"
)
"""A sentence that tells nothing that could change the sum: "For the 2026 audit", "Thanks", or how the numbers
would have been added otherwise: "We'd have just added them one by one!"."""


_SAYS_NOTHING = frozenset({
    "what", "is", "it", "the", "answer", "please", "pls", "thanks", "thank", "you", "ta", "cheers", "quick",
    "quickly", "hi", "hello", "hey", "ok", "okay", "so", "can", "help", "me", "i", "need", "(", ")", "!",
})  # fmt: skip
"""Words of a sentence beside the range that says nothing of it: "Quick!", "( thanks )"."""
_ASIDE = lazy(r"\bdo not ask why\b", needs="do not ask why")
"""An aside that says nothing of the range: "( don't ask why )"."""


def read(text: str) -> Spec | None:
    """A range of numbered things (see `NUMBERED`) and, in it or in another sentence, its sum asked."""
    if " n " in text:
        return _sized(text)
    if "stair" in text:
        return _staircase(text)
    sentences = [sentence.strip() for sentence in _ASIDE.sub("", text).split(" ; ") if sentence.strip()]
    ranges = [found for sentence in sentences if (found := _RANGE.match(sentence)) is not None]
    if len(ranges) != 1:
        return None
    found = ranges[0]
    first, last = found["first"], found["last"]
    if found["wanting"] and not _only_names(found["wanting"]):
        return None  # "half of them want the sum of …" is no one who wants it
    if int(first) >= int(last) or not set((found["aside"] or "").split()) <= _SAYS_NOTHING:
        return None
    asked = found["lead"].strip() not in _LEADS_ONLY or found["tail"].endswith(_SUMMED_WORDS)
    for sentence in sentences:
        if sentence == found.group():
            continue
        if _ASKS_THE_SUM.match(sentence):
            asked = True
        elif not (
            _TOLD_BESIDE.match(sentence)
            or (asked and _ASKS_AFTER_ADDING.match(sentence))
            or set(sentence.split()) <= _SAYS_NOTHING
        ):
            return None
    return ProblemSpec("series", first, last) if asked else None


def _only_names(wanting: str) -> bool:
    """Do the words before "wants the sum of" only name who wants it ("my granddaughter teacher", "the
    audit"), with no word of an operation or a meaning ("half of them", "double")?"""
    from quickmath.offline.readers.typos import OPERATION_WORDS
    from quickmath.offline.reading.meaning import MEANING_WORDS

    return not set(wanting.split()) & (OPERATION_WORDS | MEANING_WORDS)


_SUMMED_WORDS = ("up", "together", "summed", "added", "sum", "total", "up to", "come to")
_LEADS_ONLY = ("", "take", "just", "what do")
"""Words before a range that ask nothing alone: "take the numbers 1 to 30", "what do page numbers …"."""


_SIZE_OF_N = lazy(
    r"^(?P<thing>[a-z]+) n (?:is|has|holds) (?:an? )?n (?P<by>by|x|\*) n(?P<cube> (?P=by) n)?"
    r" (?P<kind>[a-z]+)$",
    needs=" n ",
)
"""The size of the thing numbered n told by its sides: "level n is an n by n board" holds n² of what it is
made of; "tower n is an n by n by n cube", n³."""
_ALL_OF_THE_RANGE = lazy(
    r"^(?:what is the |the )?(?:total|sum of(?: the)?) (?P<counted>[a-z]+) (?:for|in|on|of) (?:the )?"
    r"(?P<things>[a-z]+) (?P<first>\d+) (?:to|through|thru) (?P<last>\d+)$"
    r"|^how many (?P<counted_too>[a-z]+) (?:in total|altogether|in all) (?:for|in|on) (?:the )?"
    r"(?P<things_too>[a-z]+) (?P<first_too>\d+) (?:to|through|thru) (?P<last_too>\d+)$",
    needs="total|sum|altogether|in all",
)
"""The question of all of a range of the things: "Total tiles for levels 1 to 9?"."""
_SIZED_COUNTS = frozenset({"tiles", "squares", "cells", "blocks", "cubes", "bricks", "pixels", "units"})
"""What a thing told by its sides holds, which the question may count."""


def _sized(text: str) -> Spec | None:
    """Things numbered n that hold n² (or n³) of what is counted, and the total of a range of them asked: the
    sum of the squares (or cubes) of the range. The numbered thing, what is counted and the range must all be
    the same in the rule and the question; any other sentence may only name the puzzle ("grid levels")."""
    sentences = [sentence.strip() for sentence in text.split(" ; ") if sentence.strip()]
    if len(sentences) not in (2, 3) or (len(sentences) == 3 and not _NAMES_ONLY.match(sentences[0])):
        return None
    size, asked = _SIZE_OF_N.match(sentences[-2]), _ALL_OF_THE_RANGE.match(sentences[-1])
    if size is None or asked is None:
        return None
    counted = asked["counted"] or asked["counted_too"]
    things = asked["things"] or asked["things_too"]
    first, last = asked["first"] or asked["first_too"], asked["last"] or asked["last_too"]
    if things != size["thing"] + "s" or counted not in _SIZED_COUNTS or int(first) >= int(last):
        return None
    return powers("cubes" if size["cube"] else "squares", first, last)


_NAMES_ONLY = lazy(r"^[a-z]+(?: [a-z]+)?$")
"""A heading of one or two words before the rule: "grid levels"."""


_STAIRCASE = lazy(
    r"^(?:an? |my )?(?:staircase|stairs) (?:of|made of|built from|built of) (?P<made_of>[a-z]+)"
    r" (?:, |goes |going |rising )?(?:from )?1 (?:up )?to (?P<last>\d+) (?:high|tall) ;"
    r" how many (?P<counted>[a-z]+)(?: (?:in total|altogether|in all|do i need|are there|is that))?$",
    needs="stair",
)
"""A staircase told by the heights of its columns and the blocks counted: "Staircase of blocks, 1 up to 20
high. How many blocks in total?" is 1 + 2 + … + 20."""


def _staircase(text: str) -> Spec | None:
    found = _STAIRCASE.match(text)
    if found is None or found["counted"] != found["made_of"] or int(found["last"]) < 2:
        return None
    return ProblemSpec("series", "1", found["last"])
