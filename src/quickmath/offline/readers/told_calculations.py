"""A calculation told as what something is, its value asked: "I'm thinking of a number that's 456 plus 78.
What is it?", "Riddle: I am half of 918. What am I?", "My secret number is 1000 minus 357, what is it?".

One sentence tells the calculation after a word that states it ("is", "am", "equals", "makes"), whole to its
end, read by a reader of signs and operation words ("456 + 78", "half of 918"); the last sentence asks only
its value ("what is it?", "what am I?", "what number am I thinking of?"). Every number of the message is the
calculation's, and every other sentence only frames the riddle ("I'm thinking of a number"): no word beside
the calculation may change it ("more than", "not", "roughly", "each") or take it back.
"""

from __future__ import annotations

import re

from quickmath.offline.asks import Spec
from quickmath.offline.readers.told_powers import TAKEN_BACK, VALUE_ASKED
from quickmath.patterns import lazy

_PARTS = lazy(r" ; | , | - (?=(?:so |and |ok |then )?(?:what|how|which)\b)")
_STATED = lazy(r"(?<=[a-z] )(?:is|am|are|was|equals|makes|comes to|=|thinking of) (?=.*\d)")
"""Where a sentence states what something is: "a number that is | 456 + 78", "i am | half of 918"."""
_WHOLE_READERS = frozenset({"symbols", "operator_words", "sharing", "scaling"})
"""Readers of a calculation told whole in its own signs or words ("456 + 78", "half of 918", "double 37")."""
_RIDDLE_ASKED = lazy(
    r"(?:(?:so|and|ok|then) )?(?:what am i|who am i|what number am i(?: thinking of)?"
    r"|what (?:is|was) (?:my|the) (?:number|answer)"
    r"|(?:what|which) number (?:is (?:it|that)|am i thinking of))"
)
"""The value of a riddle's number asked: "what am I?", "what number am I thinking of?"."""


def read(text: str) -> Spec | None:
    """The calculation told, when its value is all that is asked; None otherwise."""
    words = set(re.findall(r"[a-z]+", text))
    if not TAKEN_BACK.isdisjoint(words) or "n't" in text:
        return None
    from quickmath.offline.readers.operator_words import operators_as_symbols

    parts = _PARTS.split(operators_as_symbols(text))
    question = parts[-1]
    if not (VALUE_ASKED.fullmatch(question) or _RIDDLE_ASKED.fullmatch(question)):
        return None
    told = [part for part in parts[:-1] if re.search(r"\d", part)]
    if len(told) != 1 or not all(_only_frames(part) for part in parts[:-1] if part != told[0]):
        return None
    return _stated(told[0])


_FRAME_CUE = lazy(r"\b(?:thinking of|think of|guess|riddle|teaser|puzzle|secret|mystery)\b")
"""Words of a sentence that only sets a riddle: "I'm thinking of a number", "Riddle", "Brain teaser"."""
_RESULT_TOLD = lazy(
    r"\b(?:get|gets|got|getting|give|gives|gave|make|makes|made|equals?|end up|ends up|result is|answer is"
    r"|comes? to|leaves?)\b(?: [a-z]+)* [£$€]?\d|=|\d (?:[a-z]+ )?(?:left|over|remaining)\b"
)
"""A result told after something is done to the riddle's number ("add 5 to it and you get 12"): working back
from it is algebra, not a calculation told."""


def without_the_frame(text: str) -> str | None:
    """The message without the sentences before it that only set a riddle, for the calculation told after
    them to be read as if they were not there: "I'm thinking of a number. Take 2,500, subtract 1,347 from it.
    What's left?" is 2,500 − 1,347. None when no sentence sets one, or when a result is told to work back from
    ("… divide it by 8 and get 23"): that is algebra."""
    sentences = text.split(" ; ")
    framing = 0
    while framing < len(sentences) - 1 and _sets_the_riddle(sentences[framing]):
        framing += 1
    rest = " ; ".join(sentences[framing:])
    if not framing or _RESULT_TOLD.search(rest) or not re.search(r"\d", rest):
        return None
    return rest


def _sets_the_riddle(sentence: str) -> bool:
    from quickmath.offline.reading.text import number_words  # only for a riddle set first

    return _FRAME_CUE.search(sentence) is not None and _only_frames(number_words(sentence))


def _stated(part: str) -> Spec | None:
    """The calculation a sentence states, after words that only name what it is."""
    from quickmath.offline.reading.problem import read_problem_by  # only for a calculation told

    for stated in _STATED.finditer(part):
        if not _only_frames(part[: stated.start()]):
            return None
        read = read_problem_by(part[stated.end() :])
        if read is not None and read[0] in _WHOLE_READERS:
            return read[1]
    return None


def _only_frames(words: str) -> bool:
    """Do the words only frame a riddle or name what is told ("i am thinking of a number", "my secret
    number"), with no number and no word that may change a calculation ("more", "than", "each", "half")?"""
    from quickmath.offline.readers.typos import OPERATION_WORDS
    from quickmath.offline.reading.meaning import MEANING_WORDS  # only for a calculation told

    return not re.search(r"\d", words) and all(
        word not in MEANING_WORDS and word not in OPERATION_WORDS for word in re.findall(r"[a-z]+", words)
    )
