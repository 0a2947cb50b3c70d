"""A question about a calculation told just before it: "My grandad says 1 + 2 + ... + 1,000 is easy to add
up. What is it?", "I still can't do 17 x 3 in my head. What's the answer?", a game card's "Move ahead the
remainder of 47 ÷ 6." then "What's the remainder?".

The calculation is taken from the sentence before the question, from its first number (or from "the
remainder of …" when the question names the remainder) up to what is said of it ("… is about a million").
Only when nothing else in the message holds a number, the words told around the calculation do nothing to
it ("half of", "5 more than", "squared", "in binary", "I don't mean"), and a reader that reads signs and
verbs, not a story, reads it.
"""

from __future__ import annotations

import re

from quickmath.offline.asks import Unread
from quickmath.offline.reading.guards import GUESSING_READERS
from quickmath.offline.reading.meaning import ANSWERED_BY, MEANING_WORDS
from quickmath.offline.reading.problem import read_problem_by
from quickmath.offline.reading.refusals import EVEN_BEFORE_A_VERB, may_change_a_question
from quickmath.offline.reading.text import FILLERS, TIED_TO_WHAT_FOLLOWS, N, number_words
from quickmath.patterns import lazy
from quickmath.records import Record

_WHAT_IT_IS = lazy(
    r"(?:(?:so|ok|okay|but|and|then|well|hmm|go on|please|pls|just|seriously|honestly|come on) )*"
    r"(?:(?:can|could) you (?:please )?)?(?:(?:what|how much) is (?:it|that|this|the (?:real |actual |right "
    r"|correct |exact |true )?(?P<answer>answer|result|remainder|sum|total|product|difference|quotient))"
    r"|what (?:does|do) (?:it|that|this|they|those|these|that lot)(?: all)? (?:really |actually )?"
    r"(?:come to|make|equal|give|(?P<adds>add up to|add up to in total|total|sum to))"
    r"|(?:tell me|work out|say) what (?:it|that) (?:really |actually )?is)"
    r"(?: (?:exactly|really|actually|then|precisely|for real|please|pls))*"
)
_ANY_OPERATION: frozenset[str | None] = frozenset({
    "+", "-", "*", "/", "^", "power", "series", "sum_of_squares", "sum_of_cubes", "remainder", "divisible",
    None,
})  # fmt: skip
_CLAIMED = lazy(r" (?:is|was|are|equals|=|makes|comes to|would be|will be|gives) ")
"""Where what is said of a calculation begins: "my uncle says 2 to the 20th | is about a million"."""
_SAYING = lazy(
    r".*\b(?:says?|said|saying|reckons?|reckoned|thinks?|thought|claims?|claimed|tells? (?:me|us)"
    r"|told (?:me|us)|believes?|insists?|swears?|asks?|asked|wrote|writes|do|does|did|get|gets|got|know|knew"
    r"|that|(?:try|trying|tried|want|wanted|need|needed|have|had|going|learning|learned|learnt|struggling"
    r"|struggled|managed) to)\b ?"
)
"""The words up to the last that tells who said or did a calculation: "my uncle keeps saying |", "today I was
trying to |"."""
_NUMBER = lazy(N)


class Told(Record):
    """The calculation a question refers to, and the operations an answer to that question may have."""

    text: str
    operations: frozenset[str | None]


def told_before(whole: str) -> Told | None:
    """The calculation told in one part of the message that its last part asks for: "what it is" of the
    part just before, or the thing it was told to give ("… to find the page. Which page …?"); None when
    other parts hold numbers, or what is told around the calculation may change it."""
    parts = re.split(" [;,] ", whole)
    told = [part for part in parts[:-1] if re.search(r"\d", part)]
    if len(parts) < 2 or len(told) != 1 or re.search(r"\d", parts[-1]):
        return None
    asked = _WHAT_IT_IS.fullmatch(parts[-1])
    if asked is None and not _asks_for_what_was_named(parts[-1], " ".join(parts[:-1])):
        return None
    if any(may_change_a_question(Unread("unreadable", part)) for part in parts[:-1] if part != told[0]):
        return None  # "Divide 100 by 4 to find the page, then double it."
    if asked is not None and told[0] != parts[-2]:
        return None  # "it" is what was told just before
    named = (asked.group("answer") or (asked.group("adds") and "sum") if asked else None) or "answer"
    calculation = _calculation_in(number_words(told[0]))
    return Told(calculation, ANSWERED_BY.get(named, _ANY_OPERATION)) if calculation else None


_VERBS = frozenset({"divide", "multiply", "add", "subtract", "take", "square", "cube", "double", "halve"})
"""A calculation may start with its verb: "Divide 1,575 by 25 to find the page"."""
_NAMES = lazy(r"\b(?:the )?(?:remainder|sum|total|product|difference|quotient) (?:of|between)\b")
_ANOTHER_NUMBER = lazy(
    r"\b(?:half|double|twice|triple|thrice|times|more|less|fewer|than|plus|minus|over|under|short)\b"
)
"""Words of a claim that make the calculation a part of another number, which "it" may then be: "3 + 4 is
half my age. What is it?" (was 7)."""


def _calculation_in(told: str) -> str | None:
    """The calculation in a told part, from its verb, its name ("the remainder of") or its first number, up
    to what is said of it ("… is about a million") or words that do nothing to it ("… in my head")."""
    words = told.split()
    first = next((i for i, word in enumerate(words) if re.match(r"-?\d", word)), None)
    if first is None:
        return None
    named = _NAMES.search(told)
    starts = [i for i in (first - 2, first - 1) if i >= 0 and words[i] in _VERBS] + [first]
    if named:
        starts.insert(0, len(told[: named.start()].split()))
    for start in starts:
        if not _told_freely(" ".join(words[:start])):
            continue
        calculation, claim = " ".join(words[start:]), ""
        if found := _CLAIMED.search(calculation):
            calculation, claim = calculation[: found.start()], calculation[found.end() :]
        if re.search(r"[-+*/^=]", claim) or len(_NUMBER.findall(claim)) > 1 or _ANOTHER_NUMBER.search(claim):
            return None
        if (read := _read_from_start(calculation.split())) is not None or named is None:
            return read
        named = None  # a name heading more than the calculation: "sum of a list of evens how do i add 2 + …"
    return None


def _read_from_start(words: list[str]) -> str | None:
    """The longest start of `words` a reader of signs and verbs reads, when the words after it are told
    freely."""
    for end in range(len(words), 0, -1):
        problem = read_problem_by(" ".join(words[:end]))
        if problem is not None and problem[0] not in GUESSING_READERS:
            after = " ".join(words[end:])
            if re.search(r"[\d+*/^=-]|\b(?:and|or|then|but)\b", after) or not _told_freely(after):
                return None  # "x = 12 × 4 and y = 3": something more is told after it
            return " ".join(words[:end])
    return None


_NAMED_ASK = lazy(
    r"(?:(?:so|ok|okay|and|then) )?(?:(?:what|which|how much|how many) [a-z ]+|enter the [a-z]+)"
)
_GENERIC = frozenset({"number", "answer", "value", "result", "which", "what", "enter"})


def _stem(word: str) -> str:
    return word.removesuffix("s")


_ONE_OF_THEM = lazy(r"\b(?:one|1|each|a|an|a single|every|per) ([a-z]+)\b")
"""One of the things a question names: "one bag", "each row", "a single pallet"."""


def _asks_for_what_was_named(question: str, told: str) -> bool:
    """Does a question with no number ask only for the thing the calculation was told to give? "Which page
    should we turn to?" after "Divide 1,575 by 25 to find the page", "What number opens the safe?", "Enter
    the code." after "Code = 8,100 ÷ 45", "How much flour is that?" after "… to get the flour in grams"; not
    "How many pages are left?" nor "What height is he?"."""
    if not _NAMED_ASK.fullmatch(question):
        return False
    told_words = {_stem(word) for word in EVEN_BEFORE_A_VERB.sub("", told).split()}  # "evens" is no "even"
    words = question.split()
    new = " ".join(word for word in words if _stem(word) not in told_words)
    if may_change_a_question(Unread("unreadable", re.sub(r"^how (?:much|many)\b", "what", new))):
        return False
    if any(word in MEANING_WORDS and word not in _HARMLESS for word in new.split()):
        return False  # "2 + 4 + … + 40 points a lap, what's the next lap worth?" asks no sum (was 420)
    if any(_stem(one.group(1)) in told_words for one in _ONE_OF_THEM.finditer(question)):
        return False  # "5 bags of 12 apples. Weight of one bag?" asks of one bag, not of them all (was 60)
    from quickmath.offline.reading.other_questions import UNFILLED_ASKED  # only for a thing asked

    if UNFILLED_ASKED.search(question):
        return False  # "12 rows of 4 seats. How many seats are free?" asks a part (was 48)
    content = [word for word in words if word not in FILLERS and word not in _GENERIC]
    if any(len(word) == 1 for word in content):
        return False  # "what is x?" asks for an unknown, which the coach does not solve for
    return not content or any(_stem(word) in told_words for word in content)


def _told_freely(words: str) -> bool:
    """Do the words told around a calculation leave it as it is? "a joke in our group chat because my uncle
    keeps saying", "in my head"; not "half of", "5 more than", "squared", "in binary", "I don't mean"."""
    saying = _SAYING.match(words)
    beside = words[saying.end() :] if saying else words
    tied = bool(beside) and beside.rsplit(" ", 1)[-1] in TIED_TO_WHAT_FOLLOWS
    return (
        not re.search(r"[-+*/^]", words)
        and not may_change_a_question(Unread("unreadable", beside))
        and not any(word in MEANING_WORDS and word not in _HARMLESS for word in beside.split())
        and (not tied or bool(_NAMED_IS.fullmatch(beside) or _PURPOSE.match(beside)))
    )


_HARMLESS = frozenset({"not", "open", "opens", "opened"})
"""Words that may change a question elsewhere but not a calculation told: "I can't do", "the lockbox opens
with the remainder of …"."""
_PURPOSE = lazy(r"to (?!the\b)[a-z]+ (?:the|a|an|your|our|my|their)\b")
"""What a calculation is told for, after it: "Divide 1,575 by 25 | to find the page"."""


_NAMED_IS = lazy(r"(?:the |my |our |your )?(?:[a-z]+ ){1,2}(?:is|=|equals|opens with|is given by)")
"""A thing named as the calculation: "the combination is 3 to the power 6", "Code = 8,100 ÷ 45", "the
lockbox opens with the remainder of …"."""
"""A thing named as the calculation: "the combination is 3 to the power 6", "Code = 8,100 ÷ 45"."""
