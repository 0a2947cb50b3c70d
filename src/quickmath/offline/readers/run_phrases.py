"""Runs said in words: "the first 10 odd numbers", "the 20th triangular number" (1 + 2 + … + 20), "the sum of
cubes from 1 to 10", "multiples of 5 up to 50"."""

from __future__ import annotations

import re
from fractions import Fraction
from itertools import pairwise

from quickmath.numbers.words import ordinal_value
from quickmath.offline.asks import FirstOfKind, ProblemSpec, Spec
from quickmath.offline.numbers_as_text import smaller_first
from quickmath.offline.reading.phrases import Phrase, read_phrases
from quickmath.offline.reading.text import N, only_fillers
from quickmath.patterns import lazy, mentions

_ALL = r"(?:(?:all|every|each) )?(?:of )?(?:the )?"
_ADD_WHEN = r"(?:the )?(?:sum|total) (?:when|if) (?:you |we |i )?add(?: up| together)? "
"""A total asked of adding: "what is the total when we add all the natural numbers from 1 up to 40"."""
_PREFIX = (
    rf"(?:(?:the )?(?:sum|total) of |{_ADD_WHEN}|add(?:ing)? (?:up |together )?|sum(?:ming)? (?:up )?)?{_ALL}"
)
_SUMMING = rf"(?:(?:the )?(?:sum|total) of |add(?:ing)? (?:up|together) |sum(?:ming)? (?:up )?){_ALL}"
_KIND = r"(?:(?:whole|natural|counting|positive) ){0,2}(?:numbers?|integers?)"
_TO = r"(?:(?:up to|to|through|thru) and including|to|through|thru|up to|until|till|til|too)"
"""Where a range goes to: "from 1 to 50", "1 through 150", "from 1 up to and including 50" (both ends in),
"1 too 45" (mistyped)."""
_ADDED_SAID = (
    r"(?: ,)?(?: all)? (?:add up(?: to)?|added(?: up| together)?|summed(?: up)?|together|altogether|in total"
    r"|(?:come to |make |give )?when (?:you |we |i )?add (?:them|these|those)(?: all)?(?: up| together)?)"
)
_ADDED = rf"(?:{_ADDED_SAID})?"
_POWER = r"( \^ [23]| squared| cubed)"
"""The power said at both ends of a run of powers: "1³ through 9³", "1 squared to 25 squared"."""
_POWER_KINDS = {" ^ 2": "squares", " squared": "squares", " ^ 3": "cubes", " cubed": "cubes"}
_OF_KIND = r"(?:(?:the )?(?:(square|cube) numbers|(squares|cubes)) )?"
_POWERS = {
    "squares": "sum_of_squares",
    "square": "sum_of_squares",
    "cubes": "sum_of_cubes",
    "cube": "sum_of_cubes",
}


def powers(kind: str, first: str, last: str) -> ProblemSpec:
    return ProblemSpec(_POWERS[kind], *smaller_first(first, last))


def _powered_ends(named: str | None, first: str, power: str, last: str) -> ProblemSpec | None:
    """A run of powers said by its two ends, each with the same power ("1³ through 9³"); the kind named beside
    it ("the square numbers from 1² to 9²") must be that power's. Only whole ends: "−3²" may be −9 or 9."""
    kind = _POWER_KINDS[power]
    if not (first.isdigit() and last.isdigit()) or (named is not None and named.rstrip("s") + "s" != kind):
        return None
    return powers(kind, first, last)


def _powers_said(kind: str, first: str, last: str, *said: str | None) -> ProblemSpec | None:
    """The squares or cubes of a range, read only when a power said at its ends is the kind's: "the squares
    from 1² to 9²", never "the squares from 1³ to 9³"."""
    return powers(kind, first, last) if all(_POWER_KINDS[power] == kind for power in said if power) else None


def _each_term(power: str | None, first: str, last: str) -> ProblemSpec | None:
    """A run said with a letter for its terms: "the sum of n² from n = 1 to 25", "sum of k, k = 1 to 10"; none
    from a larger number down, which is taken to have no terms (as Σ is, see `reading.layouts.sigma`)."""
    if Fraction(first) > Fraction(last):
        return None
    return ProblemSpec("series", first, last) if power is None else _powered_ends(None, first, power, last)


def _of_kind(kind: str, first: str, last: str) -> ProblemSpec | None:
    """The odd or even numbers from `first` to `last`, read only when both ends are of that kind: "the odd
    numbers from 2 to 10" is never 2 + 4 + … + 10, and which odd number comes first is not read here."""
    wanted = "13579" if kind == "odd" else "02468"
    if not all(end.lstrip("-").isdigit() and end[-1] in wanted for end in (first, last)):
        return None
    return ProblemSpec("series", first, last, "2")


def _multiples(gap: str, first: str | None, last: str) -> ProblemSpec | None:
    """The multiples of `gap` from `first` (the gap itself when not said) to `last`; None when `first` is
    no multiple of the gap: "the multiples of 3 from 1 to 100" start at 3, which is not read here."""
    if Fraction(gap) == 0 or (first is not None and (Fraction(first) / Fraction(gap)).denominator != 1):
        return None
    return ProblemSpec("series", first or gap, last, gap)


def _every(said: str, first: str, last: str) -> ProblemSpec | None:
    """ "every third number from 3 to 99": the multiples of the ordinal said, read only from a multiple of it;
    "every third number from 1 to 100" may start at 1 or at 3."""
    digits = said.rstrip("stndrh ")
    gap = {"other": 2, "second": 2}.get(said) or (int(digits) if digits.isdigit() else ordinal_value(said))
    return _multiples(str(gap), first, last) if gap and gap > 1 else None


_AP = r"(?:(?:an? )?(?:ap|arithmetic (?:series|sequence|progression)) (?:has|with) )?"
_ITS_SUM = r"(?: ; )?(?:(?:find|what is|work out) )?(?:the )?(?:sum|total) (?:of )?(?:all )?(?:its|the) terms"
_PARTS = (
    rf"first term ({N})(?: ,)? (?:and )?(?:a |the )?common difference ({N})(?: ,)? (?:and )?(?:the |a )?"
    rf"last term ({N})"
)

PHRASES = [
    Phrase(
        "common difference",
        rf"{_AP}{_PARTS}{_ITS_SUM}",
        lambda first, gap, last: ProblemSpec("series", first, last, gap),
    ),
    Phrase(
        "first",
        rf"{_PREFIX}(squares|cubes) of {_ALL}first ({N}) {_KIND}{_ADDED}",
        lambda kind, count: powers(kind, "1", count),
    ),
    Phrase(
        "first",
        rf"{_PREFIX}first ({N}) (square|cube)(?: number)?s\b{_ADDED}",
        lambda count, kind: powers(kind, "1", count),
    ),
    Phrase(
        "squares|cubes",
        rf"{_PREFIX}(squares|cubes) (?:of {_ALL}(?:{_KIND} )?)?(?:from )?({N}){_POWER}? {_TO} "
        rf"({N}){_POWER}?{_ADDED}",
        lambda kind, first, power, last, power_again: _powers_said(kind, first, last, power, power_again),
    ),
    Phrase(
        "^|squared|cubed",
        rf"{_SUMMING}{_OF_KIND}(?:from )?({N}){_POWER} {_TO} ({N})\4{_ADDED}",
        lambda square, squares, first, power, last: _powered_ends(square or squares, first, power, last),
    ),
    Phrase(
        "^|squared|cubed",
        rf"(?:all )?(?:from )?({N}){_POWER} {_TO} ({N})\2{_ADDED_SAID}",
        lambda first, power, last: _powered_ends(None, first, power, last),
    ),
    Phrase(
        "sum|total|sigma|σ",
        rf"(?:(?:the )?(?:sum|summation|total) of|sigma|σ) (?!a\b)([a-z]){_POWER}?(?: ,)? "
        rf"(?:for |from |as |with |where |when )?(?:\1 (?:= |from |goes from |runs from |going from )?)?"
        rf"(?:from )?({N}) {_TO} (?:\1 = )?({N})",
        lambda _, power, first, last: _each_term(power, first, last),
    ),
    Phrase(
        "sum|sigma|σ",
        rf"(?:(?:the )?sum|sigma|σ) (?:from |for )?(?!a\b)([a-z]) = ({N}) {_TO} ({N}) (?:of )?\1{_POWER}?",
        lambda _, first, last, power: _each_term(power, first, last),
    ),
    Phrase(
        "sigma|σ",
        rf"(?:sigma|σ) \( (?:from |for )?(?!a\b)([a-z]) = ({N}) {_TO} (?:\1 = )?({N}) \) \1{_POWER}?",
        lambda _, first, last, power: _each_term(power, first, last),
    ),
    Phrase(
        "square|cube",
        rf"(square|cube) (?:every|each|all the|all) {_KIND} (?:from )?({N}) {_TO} ({N}),? and (?:then )?"
        rf"(?:add|sum|total) (?:them|the (?:results|answers)|these|those)?(?: up| together| all)?",
        lambda kind, first, last: powers(kind + "s", first, last),
    ),
    Phrase(
        "first",
        rf"{_PREFIX}first ({N}) (odd|even) {_KIND}{_ADDED}",
        lambda count, kind: FirstOfKind(kind, count),
    ),
    Phrase(
        "first", rf"{_PREFIX}first ({N}) {_KIND}{_ADDED}", lambda count: ProblemSpec("series", "1", count)
    ),
    Phrase(
        "first",
        rf"{_SUMMING}(\d+) first {_KIND}{_ADDED}",
        lambda count: ProblemSpec("series", "1", count) if int(count) > 1 else None,
    ),
    Phrase(
        "triang",
        r"(?:the )?(\d+) (?:st|nd|rd|th) (?:triangular|triangle) number\b(?!s)",
        lambda place: ProblemSpec("series", "1", place) if int(place) > 1 else None,
    ),
    Phrase(
        "odd|even",
        rf"{_PREFIX}(odd|even) {_KIND} (?:from )?({N}) {_TO} ({N}){_ADDED}",
        _of_kind,
    ),
    Phrase(
        "odd|even",
        rf"{_PREFIX}(odd|even) {_KIND} (?:up to|to|until) (?:and including )?({N}){_ADDED}",
        lambda kind, last: _of_kind(kind, "1" if kind == "odd" else "2", last),
    ),
    Phrase(
        "multiple",
        rf"{_PREFIX}multiples? of ({N}) (?:from ({N}) )?(?:up )?to ({N}){_ADDED}",
        _multiples,
    ),
    Phrase(
        "every",
        rf"{_PREFIX}every (other|second|third|[a-z]+th|\d+ ?(?:st|nd|rd|th)) {_KIND} (?:from )?({N}) "
        rf"{_TO} ({N}){_ADDED}",
        _every,
    ),
    Phrase(
        "number|integer",
        rf"{_PREFIX}{_KIND} (?:from )?({N}) {_TO} ({N}){_ADDED}",
        lambda a, b: ProblemSpec("series", a, b),
    ),
    Phrase(
        "number|integer",
        rf"{_SUMMING}{_KIND} (?:of|from) the ({N}) {_TO} the ({N})",
        lambda a, b: ProblemSpec("series", a, b),
    ),
    Phrase(
        "number|integer",
        rf"(?:from )?({N}) {_TO} ({N})(?: ,)? (?:all|every) (?:the )?(?:{_KIND} )?"
        r"(?:add(?:ed)? (?:up|together)|added|summed(?: up)?)",
        lambda a, b: ProblemSpec("series", a, b),
    ),
    Phrase(
        "number|integer",
        rf"{_SUMMING}{_KIND} (?:up to|to|until) (?:and including )?({N}){_ADDED}",
        lambda last: ProblemSpec("series", "1", last) if last.isdigit() else None,
    ),
    Phrase(
        "sum|total|add",
        rf"{_SUMMING}(?:{_KIND} )?(?:from )?({N}) (?:to|through|up to) ({N})",
        lambda a, b: ProblemSpec("series", a, b),
    ),
    Phrase(
        "add",
        rf"\badd(?:ing)? (?:up )?(?:from ({N}) (?:to|through|thru)|({N}) (?:through|thru|till|until)) ({N})",
        lambda a, b, last: ProblemSpec("series", a or b, last),
    ),
    Phrase(
        "added|summed",
        rf"(?<!add )(?<!adding )\b(?:from )?({N}) {_TO} ({N})(?: ,)?(?: all)? (?:added|summed)"
        r"(?: up| together)?",
        lambda a, b: ProblemSpec("series", a, b),
    ),
    Phrase(
        "sum|total",
        rf"\b(?:the )?(?:sum|total)(?: of)? {_ALL}(?:{_KIND} )?(\d+) - (\d+)$",
        lambda a, b: ProblemSpec("series", a, b) if int(a) < int(b) else None,
    ),
    Phrase(
        "sum|total",
        rf"\b(?:the )?(?:sum|total)(?: of)? {_ALL}(squares|cubes) (?:of )?(\d+) - (\d+)$",
        lambda kind, a, b: powers(kind, a, b) if int(a) < int(b) else None,
    ),
]
"""A range is "from A to B" (or "through"; "add 1 to 100" is 100 + 1, but "add 1 through 100", "add from 1 to
100" and "the sum of 1-100" are ranges); "between A and B" is read only with "inclusive" (see `read`):
"the sum of the numbers between 5 and 10" may leave 5 and 10 out; "the numbers 5 and 10" are two numbers."""
_INCLUSIVE = lazy(
    rf"\bbetween ({N}) and ({N}),? (?:inclusive|inclusively|both included)\b", needs="inclusive|both included"
)


_BOTH_ENDS = lazy(
    rf"\bfrom ({N}) (to|through|up to) ({N}) , (?:including|incl|inclusive of) both \1 and \3(?= ;|$)",
    needs="including|incl|inclusive",
)
"""A range said again to include both its ends: "the even integers from 2 to 50, including both 2 and 50"."""


_ONE = lazy(r"\bone (?=(?:to|through|thru|till|until|up to) \d)", needs="one ")
""""one" starting a range, which the number reader leaves as a word: "sum of squares one through ten"."""


_SHORT = lazy(r"\b(?:sqs|sqrs|sq(?= (?:from )?\d)|odds|evens)\b", needs="sq|odds|evens")
"""Short names of a run's terms: "sum of sqs 1 to 12", "sum of odds 1 to 19" (guards keep them, see
`reading.guards.runs.terms_unread`)."""
_SPELLED_OUT = {
    "sqs": "squares",
    "sqrs": "squares",
    "sq": "squares",
    "odds": "odd numbers",
    "evens": "even numbers",
}


_UNTOLD_WORDS = r"them|it|each|every|all|the|numbers?|terms?|one|1|by|at|a|time|into|in|calculator|out|up"
ASKED_AGAIN = lazy(
    r"(?: ,| ;| -| :)? (?:(?:so |and )?(?:what is|how much is) (?:the )?(?:total|sum|answer)"
    r"(?: of (?:it|them|that))?|what is it|(?:adds?|add up|comes?) (?:up )?to what"
    r"|= (?:how much|how many|what))$"
    r"|(?: ,)? without (?:(?:adding|counting|doing|summing|typing|writing|putting|entering)"
    rf"(?: (?:{_UNTOLD_WORDS}))*|(?:a )?calculator|(?:by )?hand)$",
    needs="total|sum|answer|what is it|to what|= how|= what|without",
)
"""The sum asked again after a run ("sum of squares 1 to 20, what's the total?", "1 + 2 + … + 20 = how much"),
or asked without adding every term, which is what the shortcut is for ("… without typing every number into a
calculator"): only words that name no term ("without adding the evens" says which terms)."""
_STARTING_AND_ENDING = lazy(
    rf"\b(?:starting|beginning) (?:at|from|with) ({N})(?: ,)? (?:and )?(?:ending|finishing|stopping)"
    rf" (?:at|on|with) ({N})\b",
    needs="ending|finishing|stopping",
)
"""A range said by where it starts and ends: "the multiples of 10 starting at 10 and ending at 150" is from
10 to 150."""
_STARTING = lazy(
    r"(?: ,| ;)?(?: edit ;)? (?:starting|beginning) (?:from|at|with) (\d+)$", needs="starting|beginning"
)
"""Where a run starts, said after it: "Sum of the first 20 odd numbers, starting from 1", "… EDIT: starting
from 1"."""


def _first_term(spec: Spec) -> str | None:
    if isinstance(spec, FirstOfKind):
        return "1" if spec.kind == "odd" else "2"
    return spec.a if isinstance(spec, ProblemSpec) else None


_HOW_GAUSS_DID_IT = frozenset({
    "in", "his", "head", "at", "school", "as", "a", "boy", "kid", "child", "seconds", "class", "flash",
    "quickly", "once", "famously", "about", "how", "that", "when", "the", "story", "of",
})  # fmt: skip
"""Words a story of Gauss adding his range may say beside it: "Gauss added 1 to 100 in his head"."""


def _after_gauss(text: str) -> str | None:
    """The question after a first sentence that tells the story of Gauss adding a range ("My old maths master
    told us about Gauss adding 1 to 100. What is 1 to 80 added up?"), when that sentence holds no other
    number and no word that could work on the question; None when there is no such story."""
    from quickmath.offline.readers.typos import OPERATION_WORDS  # only for a story of Gauss
    from quickmath.offline.reading.guards.runs import GAUSS_ADDING
    from quickmath.offline.reading.meaning import MEANING_WORDS

    told, _, asked = text.partition(" ; ")
    story = GAUSS_ADDING.search(told)
    if story is None or not asked or GAUSS_ADDING.search(asked):
        return None
    beside = (told[: story.start()] + " " + told[story.end() :]).split()
    changing = (OPERATION_WORDS | MEANING_WORDS) - _HOW_GAUSS_DID_IT
    if any(word in changing or not word.isalpha() for word in beside):
        return None
    return asked


_POWERS_LISTED = lazy(
    r"\b(?:(?:the )?(?:sum|total) of |add(?:ing)? (?:up |together )?|sum(?:ming)? (?:up )?)(?:all )?(?:the )?"
    r"(squares|cubes) of ((?:\d+ , )+\d+(?: ,)? and \d+)"
    r"(?: (?:together|altogether|added (?:up|together)|in total))?",
    needs="squares of|cubes of",
)
"""The squares or cubes of whole numbers listed one after another to be added: "add up the squares of 5, 6, 7,
8, 9 and 10", "the sum of the cubes of 2, 3, 4 and 5"."""


def _powers_listed(text: str) -> Spec | None:
    """The squares or cubes of a list of whole numbers, read as a run only when the numbers go up by one each
    from the first to the last and nothing but fillers is said around them ("the squares of 4, 6 and 8" is
    no run of squares)."""
    found = _POWERS_LISTED.search(text)
    if found is None or not only_fillers(text[: found.start()] + " " + text[found.end() :]):
        return None
    numbers = [int(number) for number in re.findall(r"\d+", found.group(2))]
    if any(two != one + 1 for one, two in pairwise(numbers)) or numbers[0] < 1:
        return None
    return powers(found.group(1), str(numbers[0]), str(numbers[-1]))


def read(text: str) -> Spec | None:
    """A sum said in words: "the first 10 odd numbers", "sum of the squares of the first 10 numbers"; where it
    starts may be said after it, and must be its first term. A story of Gauss told first only says what the
    shortcut is (see `_after_gauss`)."""
    if mentions("squares of|cubes of", text) and (listed := _powers_listed(ASKED_AGAIN.sub("", text))):
        return listed
    if mentions("gauss", text) and (asked := _after_gauss(text)) is not None:
        text = asked
    text = _SHORT.sub(lambda short: _SPELLED_OUT[short.group()], _ONE.sub("1 ", ASKED_AGAIN.sub("", text)))
    if mentions("including|incl|inclusive", text):
        text = _BOTH_ENDS.sub(r"from \1 \2 \3", text)
    if "inclusive" in text or "included" in text:
        text = _INCLUSIVE.sub(r"from \1 to \2", text)
    text = _STARTING_AND_ENDING.sub(r"from \1 to \2", text)
    if (start := _STARTING.search(text)) is None:
        return read_phrases(text, PHRASES)
    found = read_phrases(text[: start.start()], PHRASES)
    return found if found is not None and _first_term(found) == start.group(1) else None
