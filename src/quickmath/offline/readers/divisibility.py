"""Divisibility: "is 34745 divisible by 11", "does 13 divide 30472", "is 1978 a multiple of 46"."""

from __future__ import annotations

import re

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.readers.whole_division import search_alone
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy, mentions

_EXACTLY = r"(?:(?:exactly|evenly|even|equally|wholly|perfectly) )?"
_DIVISIBLE = r"(?:d[ie]vi[sz][aeiu]b(?:le|el|ul|l)|dividable|divisble|dividible|div)"
"""Divisible, and the ways it is mistyped or cut short: "is 91 divisable buy 7", "divisabul", "div by 9?"."""
_BY = r"(?:by|buy|bye|between|among|amongst|across|on|per|through)"
""" "By", and the words learners of English say it with: "divisible on 5", "per 7", "between 12"."""
_EVENLY = r"(?:exactly|evenly|equally|fairly)"
_SHARED = r"(?:divided|shared|split|shared out)"
_AMONG = r"(?:by|between|among|amongst|into)"
_GROUPS = r"(?: (?:equal )?(?:groups|parts|piles|teams|lots|shares))?"
_WITHOUT = (
    r"(?: (?:exactly|evenly|without (?:a |any )?(?:remainder|rest|leftovers?)|without anything left(?: over)?"
    r"|(?:with|and) (?:no (?:remainder|rest|leftovers?)|(?:none|nothing|zero|0)"
    r" (?:left(?: over)?|over|remaining|spare))|(?:and )?leav(?:e|es|ing) (?:none|nothing|no remainder)"
    r"(?: left)?(?: over)?"
    r"|a whole number of times))"
)
"""Words that ask for no remainder: "with none left", "leaving nothing over", "without any leftovers"."""
_EQUAL_GROUPS = r"equal (?:whole number |whole )?[a-z]+(?: of (?:the|a|an|my|our|their|his|her) [a-z]+)?"
"""Equal groups, and what they are parts of: "2 equal halves of the season"."""
_THINGS = (
    r"(?: (?!(?:more|less|fewer|times|squared|cubed|plus|minus|and|or|of|with|each|left|over|be|is|into|by"
    r"|evenly|exactly|equally)\b)[a-z]+)?"
)
"""What the numbers count, in a story told as a yes or no: "Can I split 156 sheep evenly into 12 pens?"."""
_GROUPED = (
    r"(?: (?!(?:more|less|fewer|times|squared|cubed|plus|minus|and|or|of|with|each|left|over|be|is|into|by"
    r"|evenly|exactly|equally|dozens?|hundreds?|thousands?|millions?|score|gross|pairs?|percent|halves"
    r"|quarters|thirds|tens|twos|fives)\b)(?:[a-z]+s|people|children|staff|folk))?"
)
"""What the divisor counts, in a question told as a story: "among 13 carers", "between 7 bins"; only a word
for many things, and never one that makes another number of it ("by 2 dozen", "by 3 squared")."""
_NUMBER_FIRST = [
    lazy(
        rf"({N}){_THINGS}(?: ,)? (?:is (?:it |that |this )?)?{_EXACTLY}{_DIVISIBLE}(?: {_EVENLY})? {_BY}"
        rf" ({N}){_GROUPED}{_WITHOUT}?"
    ),
    lazy(rf"({N}) (?:is )?(?:an? )?(?:clean |whole |exact |exactly a |true |perfect )?multiple of ({N})"),
    lazy(
        rf"({N}) (?:/|divided by) ({N}) (?:come|comes|work|works|divide|divides) out"
        r" (?:exact|exactly|even|evenly|whole|as a whole number)"
    ),
    lazy(rf"(?:can|will) ({N}) be {_EXACTLY}divided {_EXACTLY}by ({N}){_WITHOUT}?"),
    lazy(rf"(?:does|do|will) ({N}) divide {_EXACTLY}by ({N}){_WITHOUT}"),
    lazy(rf"(?:does|do|will) ({N}) divide (?:exactly|evenly) by ({N})"),
    lazy(rf"^(?:does|do|will) ({N}) divide by ({N})$"),
    lazy(rf"({N}) divides {_EXACTLY}by ({N}){_WITHOUT}"),
    lazy(rf"({N}) divides {_EVENLY} by ({N})"),
    lazy(rf"({N}) divides by ({N}) {_EVENLY}"),
    lazy(rf"(?:can|could|will) ({N}){_THINGS} be {_SHARED} {_EVENLY} {_AMONG} ({N}){_THINGS}"),
    lazy(
        rf"(?:can|could) (?:you|we|i) (?:divide|share|split) ({N}){_THINGS} {_EVENLY} {_AMONG} ({N}){_THINGS}"
    ),
    lazy(rf"(?:can|could) (?:you|we|i) divide ({N}) (?:exactly |evenly )by ({N})"),
    lazy(
        rf"(?:can|could) (?:you|we|i) (?:divide|share|split) ({N}){_THINGS} (?:up )?into ({N})"
        rf" {_EQUAL_GROUPS}"
    ),
    lazy(rf"(?:can|could) (?:you|we|i) divide ({N}) by ({N}){_WITHOUT}"),
    lazy(rf"({N}) (?:is )?in the ({N}) (?:times|\*|x) ?tables?"),
    lazy(rf"(?:does|do) ({N}) (?:have|has) ({N}) as (?:a )?(?:factor|divisor)"),
    lazy(
        rf"(?:can|could|will|would|does|do) ({N}){_THINGS} (?:be )?"
        rf"(?:divided|shared|split|divide|split up|go) (?:up )?{_EXACTLY}into ({N}) {_EQUAL_GROUPS}"
        rf"{_WITHOUT}?"
    ),
    lazy(rf"({N}) (?:can|could) (?:be )?divided? {_EXACTLY}by ({N}){_WITHOUT}?"),
    lazy(
        rf"(?:can|could|will|would|does|do) (?:[£$€] ?)?({N}){_THINGS}"
        rf" (?:(?:split|share)(?: up| out)? {_EVENLY} (?:into|between|among|amongst)"
        rf"|divide {_EVENLY} (?:between|among|amongst)) ({N}){_GROUPED}{_GROUPED}"
    ),
    lazy(rf"^(?:is|are) {_EXACTLY}{_DIVISIBLE} (?:the (?:number )?)?({N}) {_BY} ({N})$", needs="is|are"),
]
"""The number divided first; "into 7 equal groups" asks the same as "evenly by 7"; "is divisible 135 by 5"
(asked in the order of Spanish or French, the number after the word)."""
_WHOLE = r"(?:whole number|integer|whole answer)"
_COMES_OUT = r"(?:come|comes|go|goes|divide|work) (?:out )?(?:exactly|exact|evenly|even|whole)"
_NUMBER_FIRST += [
    lazy(rf"({N}) / ({N})(?: ,)? (?:does|do|will|would) (?:it|that|this) {_COMES_OUT}"),
    lazy(rf"(?:does|do|will|would) ({N}) / ({N}) {_COMES_OUT}"),
    lazy(rf"(?:test|check) ({N}) for divisibility by ({N})"),
    lazy(rf"^(?:does|do|will|would) ({N}) / ({N}) (?:give|make|come to|equal) (?:a |an ){_WHOLE}"),
    lazy(rf"^(?:is|are) ({N}) / ({N}) (?:a |an ){_WHOLE}"),
    lazy(
        rf"^({N}) (?:/|divided by|divide by|divides by) ({N}) (?:,|;) (?:is it|it is|is that|that is|is this)"
        rf" (?:exact|exactly)$"
    ),
    lazy(
        rf"(?:^(?:the )?|\b(?:if|whether) (?:the )?)({N}) (?:is |are )?{_EXACTLY}(?:divided|divides|divide)"
        rf" {_EXACTLY}by ({N}){_WITHOUT}"
    ),
]
"""A division asked about whole: "98 ÷ 4, does it come out even?", "does 98 ÷ 4 work out exactly?"."""
_DIVISOR_FIRST = [
    lazy(
        rf"(?:does|do|can|will|would|could) ({N}) (?:actually |really |even )?{_EXACTLY}(?:divide|go)"
        rf" {_EXACTLY}(?:into |in to )?({N}){_WITHOUT}?"
    ),
    lazy(rf"({N}) (?:can |could |will |does )?(?:goes|go|divides|divide) (?:into |in to )?({N}){_WITHOUT}"),
    lazy(rf"({N}) (?:goes|go|divides|divide) (?:exactly|evenly) (?:into |in to )?({N})"),
    lazy(rf"({N}) (?:is )?(?:a )?(?:factor|divisor) of ({N})"),
    lazy(rf"^(?:is it |is this )?{_DIVISIBLE} {_BY} ({N}) ; ({N})$"),
    lazy(rf"^({N}) \| ({N}) (?:; )?(?:\( )?(?:does|do) \1 divide \2(?: \))?$"),
]
"""The divisor said first: "does 13 divide 30472", "divisible by 9? 123,456,789" (the number after), "13 |
169? (does 13 divide 169, yes or no)"."""


_YES_OR_NO = lazy(
    r"^yes or no (?:; )?|(?: ;| ,)? (?:\( )?yes (?:or|/) no(?: \))?$|(?: ,)? or not$",
    needs="yes or no|yes / no|or not",
)
"""Words that only say the answer is yes or no: "Yes or no: can 336 pupils be split into 16 equal
classes?"."""


_TELL_IF = lazy(
    rf"\b(?:(?:tell|say|know|check|see|work out|find out|guess|decide) (?:if|whether)|why) ({N})"
    rf" (?:is )?{_EXACTLY}"
    rf"(?:divisible|dividable) by ({N})\b",
    needs="if|whether|why",
)
"""Divisibility in a sentence about it: "who can first tell if 1,001 is divisible by 13. Is it?"."""
_OTHER_WORK = lazy(
    r"[-+*/^=]|\b(?:plus|add\w*|minus|subtract\w*|take|times|multipl\w*|remainder|left|quotient|sum|total"
    r"|difference|half|double|squared?|cubed?|power|more|less|than|or|both|and)\b"
)


_TELL_IF_IT_DIVIDES = lazy(
    rf"\b(?:tell|say|know|check|see|work out|find out|guess|decide)(?: quickly| easily| fast)?"
    rf" (?:if|whether) ({N})"
    rf" (?:(?:goes|go) (?:into|in to) ({N}){_WITHOUT}|divides ({N}))\b",
    needs="if|whether",
)
"""The divisor said first, in a sentence about it: "who could say if 13 goes into 1,001 exactly", "how can I
tell quickly whether 9 divides 3,582"."""


def _told_inside(text: str) -> ProblemSpec | None:
    """ "A is divisible by B" (or "B goes into A exactly", "B divides A") after "tell if", the only numbers
    in a text that does no other work."""
    told = _TELL_IF.search(text)
    divisor_first = None if told else _TELL_IF_IT_DIVIDES.search(text)
    found = told or divisor_first
    if found is None or len(re.findall(N, text)) != 2:
        return None
    rest = text[: found.start()] + " " + text[found.end() :]
    if _OTHER_WORK.search(rest):
        return None
    if divisor_first:
        return ProblemSpec(
            "divisible", divisor_first.group(2) or divisor_first.group(3), divisor_first.group(1)
        )
    return ProblemSpec("divisible", found.group(1), found.group(2))


_WHOLE_YES_OR_NO = [lazy(rf"({N}) / ({N}) (?:,|;|-) (?:is (?:it|that|this) )?(?:a |an )?{_WHOLE}$")]
"""A division asked whole, said yes or no: "Check: 1,617 ÷ 11 — whole number? (yes/no)"; without the yes or
no, "30 / 4 whole number" may ask for the answer rounded."""


_THAT_DIVISIBLE = lazy(
    rf"^(.+?) (?:,|;) (?:so )?(?:is|was) (?:that|it|this)(?: number)? {_EXACTLY}{_DIVISIBLE} {_BY} ({N})$",
    needs="that|it|this",
)
"""A number told in a story, then asked about: "I rolled a total of 42 , is that divisible by 6?"."""
_TOTAL_TOLD = lazy(rf"\b(?:a |the |my |our )?(?:total|sum)(?: score)? (?:of|is|was|came to|comes to) (?={N})")


_EXACT_NUMBER_OF = lazy(
    rf"^(?:is|are) ({N})(?: ([a-z]+))? (?:an? )?(?:exact|whole) number of ({N})(?: ([a-z]+))?(?: [a-z]+)?$",
    needs="number of",
)
"""A whole asked as a whole number of a size, in one unit: "is 2,000 m an exact number of 400 m laps?"."""


def _exact_number_of(text: str) -> ProblemSpec | None:
    found = _EXACT_NUMBER_OF.fullmatch(text)
    if found is None or found.group(2) != found.group(4):
        return None  # "is 2 km an exact number of 400 m laps?" needs a conversion first
    return ProblemSpec("divisible", found.group(1), found.group(3))


def _told_then_asked(text: str) -> ProblemSpec | None:
    """The one number of a story that does no other work with it, asked whether it is divisible."""
    asked = _THAT_DIVISIBLE.fullmatch(text)
    if asked is None:
        return None
    story = _TOTAL_TOLD.sub("", asked.group(1))
    numbers = re.findall(N, story)
    if len(numbers) != 1 or _OTHER_WORK.search(story) or re.search(rf"{N} [a-z]+s\b", story):
        return None  # "I rolled 3 sixes": the number counts things, which may not be what is asked about
    return ProblemSpec("divisible", numbers[0], asked.group(2))


_OWN_DOUBT = lazy(
    r"(?: ,)? or (?:am i|is it (?:just )?me)(?: going)? (?:mad|crazy|wrong|mistaken|losing it|dreaming)$",
    needs="or am i|or is it",
)
"""A doubt of one's own after a yes or no: "is 561 divisible by 3 or am I going mad"."""


_REASON = lazy(
    r"(?: ,)? (?:so that|so|because|cause|cos|coz|as|since|for) (?P<why>[a-z ]+)$",
    needs="so|because|cause|cos|coz|as|since|for",
)
"""Why the learner asks, after a yes or no asked whole: "is 84 divisible by 7 | so everyone gets the same
number of tiles"."""
_FAIR = frozenset({
    "each", "every", "even", "evenly", "equal", "equally", "exact", "exactly", "whole", "split", "share",
    "shared", "between", "among", "amongst", "into", "by", "and", "over", "left", "fit", "fits", "go", "goes",
    "more", "fewer", "bigger", "smaller", "larger", "groups", "rows", "sets", "no", "not", "nor", "day",
    "days", "week", "weeks", "month", "months", "year", "years", "hour", "hours", "minute", "minutes",
    "time", "end", "ends",
})  # fmt: skip
"""Words of a reason that only say the groups are to be equal, or what they are, not another number."""
_ASKING = lazy(r"\b(?:how|what|which|when|where|who|whom|why|or)\b")


def _without_a_reason(text: str) -> str:
    """The question without the reason it is asked, when the reason holds no number, asks nothing and names
    no other amount: "… so everyone gets the same number of tiles", not "… so everyone gets 12", "… so how
    many does each get" or "… so each gets half"."""
    found = _REASON.search(text)
    if found is None or _ASKING.search(found.group("why")):
        return text
    from quickmath.numbers.words import word_value  # only for a question with a reason after it
    from quickmath.offline.readers.typos import OPERATION_WORDS
    from quickmath.offline.reading.meaning import MEANING_WORDS

    changing = (MEANING_WORDS | OPERATION_WORDS) - _FAIR
    words = found.group("why").split()
    if any(word in changing or word_value(word) is not None for word in words):
        return text
    return text[: found.start()]


def read(text: str) -> ProblemSpec | None:
    """A divisibility question: is a divisible by b?"""
    said_yes_or_no = _YES_OR_NO.search(text) is not None
    text = _OWN_DOUBT.sub("", _YES_OR_NO.sub("", text))
    text = _without_a_reason(text) if mentions("so|because|cause|cos|coz|as|since|for", text) else text
    if not mentions(
        "div|multiple|factor|go into|goes into|go in to|table|share|split|even|exact|whole|remain|left", text
    ):
        return None
    if said_yes_or_no and (match := search_alone(_WHOLE_YES_OR_NO, text)):
        return ProblemSpec("divisible", match.group(1), match.group(2))
    if match := search_alone(_NUMBER_FIRST, text):
        return ProblemSpec("divisible", match.group(1), match.group(2))
    if match := search_alone(_DIVISOR_FIRST, text):
        return ProblemSpec("divisible", match.group(2), match.group(1))
    return _told_inside(text) or _told_then_asked(text) or _exact_number_of(text) or _shared_as_it(text)


_SHARED_AS_IT = lazy(
    rf"^(?P<story>.+?) (?:,|;) (?:so )?(?:(?:can|could|will) (?:it|they|that|this) be {_SHARED}"
    rf"|(?:can|could) (?:we|you|i) (?:divide|share|split) (?:it|them|that|this)) {_EVENLY} {_AMONG}"
    rf" (?:the )?(?P<count>{N}){_GROUPED}$",
    needs="it|they|that|this|them",
)
"""An amount told in a story, then asked whether "it" shares evenly: "Subs are £156 for the term , can it be
split evenly between 13 players?", "We have 156 sheep ; can they be shared equally among 12 pens?"."""


def _shared_as_it(text: str) -> ProblemSpec | None:
    """The one number of a story that does no other work with it, asked as "it" whether it shares evenly
    between a count."""
    asked = _SHARED_AS_IT.fullmatch(text)
    if asked is None:
        return None
    numbers = re.findall(N, asked["story"])
    if len(numbers) != 1 or _OTHER_WORK.search(asked["story"]):
        return None  # "£156 and £40 for the term , can it be split …": which is "it"?
    return ProblemSpec("divisible", numbers[0], asked["count"])


_WHETHER_AGAIN = lazy(
    r"(?:(?:i mean|like|so|that is|in other words|i ; e ;|ie|e ; g ;|or) (?:, )?)*"
    r"(?:(?:is|are|does|do|can|will|would|could) (?:it|that|this|they|there|the [a-z]+)"
    r"|(?:(?:i|we) (?:am |are )?)?(?:just )?(?:trying|want|wanting|need|needing|hoping|looking)"
    r"(?: to (?:know|see|check|do|make|get|have|find out|work out))?(?: if| whether)?"
    r"(?: (?:it|that|this|they))?(?: is| are| will be| would be| comes out| come out)?)"
    r" (?P<rest>[a-z ]+)"
)
_NONE_OVER = lazy(
    r"\b(?:with no remainder|without (?:a |any )?remainder|with (?:none|nothing) left(?: over)?"
    r"|(?:come|comes|go|goes|work|works|split|splits|divide|divides)(?: out)? even)\b",
    needs="remainder|left|even",
)
_WHETHER_WORDS = frozenset({
    "whole", "exact", "exactly", "evenly", "equally", "fairly", "perfectly", "cleanly", "neatly", "go",
    "goes", "come", "comes", "out", "work", "works", "split", "splits", "divide", "divides", "fit", "fits",
    "into", "be", "a", "an", "number", "of", "in", "up", "day", "days", "week", "weeks", "month", "months",
    "hour", "hours", "minute", "minutes", "year", "years", "equal", "do", "make", "get", "have", "sets",
    "rows", "groups", "lots",
})  # fmt: skip
"""Words that only ask again whether a number divides evenly: "is it whole weeks", "does it go exactly"."""
_EVENNESS = frozenset(
    {"whole", "exact", "exactly", "evenly", "equally", "equal", "fairly", "perfectly", "cleanly", "neatly"}
)


def restates_whether(part: str, spec: ProblemSpec) -> bool:
    """Does a part with no number only ask again, in other words, whether the number divides, or say what for:
    "is 56 days divisible by 7 | i.e. is it whole weeks?", "… does it come out even?", "… trying to do equal
    sets"? Not "is it even?" (of the number itself), nor "will there be any left over?" (its answer is the
    other way round)."""
    found = _WHETHER_AGAIN.fullmatch(part)
    if spec.operation != "divisible" or found is None:
        return False
    words = _NONE_OVER.sub("exactly", found.group("rest")).split()
    from quickmath.offline.readers.typos import OPERATION_WORDS  # only for a question asked twice
    from quickmath.offline.reading.meaning import MEANING_WORDS

    changing = MEANING_WORDS | OPERATION_WORDS
    return bool(set(words) & _EVENNESS) and all(
        word in _WHETHER_WORDS or (len(word) > 3 and word.endswith("s") and word not in changing)
        for word in words
    )


_SHARING_PLAN = lazy(
    r"(?:(?:i|we) (?:am |are )?)?(?:just )?(?:trying to|tryna|want to|wanna|need to|going to|gonna|hoping to)"
    r" (?:split|share|divide|sort|group|pack|spread|put|deal|hand) (?P<rest>[a-z ]+)",
    needs="tryna|trying|want|wanna|need|going|gonna|hoping",
)
"""A plan of sharing told after a divisibility asked, as the reason it is asked: "… tryna share them out",
"… want to split the year's data into whole weeks"."""
_PLAN_WORDS = frozenset({
    "it", "them", "they", "these", "those", "this", "that", "the", "my", "our", "his", "her", "their", "all",
    "out", "up", "into", "in", "between", "among", "amongst", "across", "over", "round", "with", "is", "s",
    "whole", "equal", "even", "evenly", "equally", "fairly", "exactly", "groups", "sets", "rows", "weeks",
    "days", "months", "hours", "minutes", "years", "year", "day", "week", "month",
})  # fmt: skip
_PARTS_OF_ONE = frozenset(
    {"third", "thirds", "fifth", "fifths", "sixth", "sixths", "tenth", "tenths", "pair"}
)


def tells_a_sharing_plan(part: str, spec: ProblemSpec) -> bool:
    """Does a part with no number only tell the sharing that a divisibility asked is for, naming at most a few
    things shared ("tryna share them out", "want to split the year's data into whole weeks"), never another
    count, a part or an operation ("… share them between twelve", "… split it in half", "… and add 3")?"""
    found = _SHARING_PLAN.fullmatch(part)
    if spec.operation != "divisible" or found is None:
        return False
    from quickmath.numbers.words import word_value  # only for a divisibility with a plan told after it
    from quickmath.offline.readers.typos import OPERATION_WORDS
    from quickmath.offline.reading.meaning import MEANING_WORDS

    changing = MEANING_WORDS | OPERATION_WORDS | _PARTS_OF_ONE
    named = [word for word in found.group("rest").split() if word not in _PLAN_WORDS]
    return len(named) <= 2 and all(
        word not in changing and word_value(word) is None and len(word) > 2 for word in named
    )
