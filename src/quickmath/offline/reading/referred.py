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
from quickmath.offline.reading.meaning import MEANING_WORDS
from quickmath.offline.reading.problem import read_problem_by
from quickmath.offline.reading.refusals import may_change_a_question
from quickmath.offline.reading.text import TIED_TO_WHAT_FOLLOWS, N, number_words
from quickmath.patterns import lazy
from quickmath.records import Record

_WHAT_IT_IS = lazy(
    r"(?:(?:so|ok|okay|but|and|then|well|hmm|go on|please|pls|just|seriously|honestly|come on) )*"
    r"(?:(?:can|could) you (?:please )?)?(?:(?:what|how much) is (?:it|that|this|the (?:real |actual |right "
    r"|correct |exact |true )?(?P<answer>answer|result|remainder|sum|total|product|difference|quotient))"
    r"|what does (?:it|that) (?:really |actually )?(?:come to|make|equal|give)"
    r"|(?:tell me|work out|say) what (?:it|that) (?:really |actually )?is)"
    r"(?: (?:exactly|really|actually|then|precisely|for real|please|pls))*"
)
_OPERATIONS = {
    "remainder": frozenset({"remainder"}),
    "sum": frozenset({"+", "series"}),
    "total": frozenset({"+", "series"}),
    "product": frozenset({"*"}),
    "difference": frozenset({"-"}),
    "quotient": frozenset({"/"}),
}
"""What a question that names its answer ("What's the remainder?") may be answered by."""
_ANY_OPERATION = frozenset({"+", "-", "*", "/", "^", "power", "series", "remainder", "divisible", None})
_CLAIMED = lazy(r" (?:is|was|are|equals|=|makes|comes to|would be|will be|gives) ")
"""Where what is said of a calculation begins: "my uncle says 2 to the 20th | is about a million"."""
_SAYING = lazy(
    r".*\b(?:says?|said|saying|reckons?|reckoned|thinks?|thought|claims?|claimed|tells? (?:me|us)"
    r"|told (?:me|us)|believes?|insists?|swears?|asks?|asked|wrote|writes|do|does|did|get|gets|got|know|knew"
    r"|that) ?"
)
"""The words up to the last that tells who said or did a calculation: "my uncle keeps saying |"."""
_NUMBER = lazy(N)


class Told(Record):
    """The calculation a question refers to, and the operations an answer to that question may have."""

    text: str
    operations: frozenset[str | None]


def told_before(whole: str) -> Told | None:
    """The calculation told in the part just before a last part that asks what it is; None when there is
    none, or other parts hold numbers, or what is told around it may change it."""
    parts = re.split(" [;,] ", whole)
    asked = _WHAT_IT_IS.fullmatch(parts[-1]) if len(parts) > 1 else None
    if asked is None or re.search(r"\d", " ".join(parts[:-2])):
        return None
    named = asked.group("answer") or "answer"
    told = number_words(parts[-2])
    start = re.search(rf"\bthe {named} (?:of|between)\b|(?<![\w.])-?\d", told)
    if start is None or not _told_freely(told[: start.start()].strip()):
        return None
    calculation, claim = told[start.start() :], ""
    if found := _CLAIMED.search(calculation):
        calculation, claim = calculation[: found.start()], calculation[found.end() :]
    if re.search(r"[-+*/^=]", claim) or len(_NUMBER.findall(claim)) > 1:
        return None
    words = calculation.split()
    for end in range(len(words), 0, -1):
        problem = read_problem_by(" ".join(words[:end]))
        if problem is not None:
            after = " ".join(words[end:])
            if problem[0] in GUESSING_READERS or re.search(r"[\d+*/^=-]", after) or not _told_freely(after):
                return None
            return Told(" ".join(words[:end]), _OPERATIONS.get(named, _ANY_OPERATION))
    return None


def _told_freely(words: str) -> bool:
    """Do the words told around a calculation leave it as it is? "a joke in our group chat because my uncle
    keeps saying", "in my head"; not "half of", "5 more than", "squared", "in binary", "I don't mean"."""
    saying = _SAYING.match(words)
    beside = words[saying.end() :] if saying else words
    return (
        not may_change_a_question(Unread("unreadable", beside))
        and not any(word in MEANING_WORDS and word != "not" for word in beside.split())
        and words.rsplit(" ", 1)[-1] not in TIED_TO_WHAT_FOLLOWS
    )
