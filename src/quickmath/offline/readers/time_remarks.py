"""A clock story with a remark after its question, read without the remark: "I used to start at the mill at
6:00 am and finish at 5:30 pm. How long was that day? My granddaughter doesn't believe me", "… lasts 45
minutes. When did it start? We swam in the river in my day".

A remark is a sentence after the question with no number, asking nothing, and no word that may change the
calculation ("Not counting lunch", "It started late", "There and back", "In minutes please"): a story with
such a sentence after its question is left alone. What is left is read by the clock readers as they read any
story, and their guards still argue.
"""

from __future__ import annotations

import re

from quickmath.offline.asks import Spec
from quickmath.offline.readers.clock_stories.words import asks
from quickmath.patterns import lazy

CLOCK_READERS = ("clock_stories", "clock_roles", "clock_spans")
"""The readers of a clock story, which read it again without its remarks."""

_MAY_CHANGE_IT = lazy(
    r"\b(?:not (?:counting|including|incl)|without|except|excluding|minus|less|take away|plus|add\w*|also"
    r"|then|break|breaks|lunch|interval|pause|paused|stop|stops|stopped|wait\w*|late|early|delay\w*|earlier"
    r"|later|before|after|ago|since|until|till|clocks?|forward|back|summer|daylight|time|zones?|local|gmt"
    r"|utc|bst|abroad|overseas|days|date|tomorrow|yesterday|tonight|night|overnight|next|previous|other"
    r"|another|again|twice|each|per|every|both|return|there|way|half|halves|double|minutes?|mins?|hours?"
    r"|hrs?|seconds?|secs?|round\w*|nearest|answer|correction|actually|instead|mean|meant|edit|sorry|typo"
    r"|wrong|right|should|supposed|due|scheduled|more|extra|only|first|second|last|(?<!\bi )am|pm|noon"
    r"|midday|midnight|or|if|with|including|incl|inc|week\w*|month\w*|year\w*|fortnight|term|all|whole"
    r"|total|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun|daily)\b"
)
"""Words that may change what a clock story asks, or say it another way: a sentence with one is no remark."""


def read(text: str) -> Spec | None:
    """The clock story read without the remarks after its question, or None when it has none."""
    sentences = text.split(" ; ")
    while len(sentences) > 2 and _remark(sentences[-1]):
        sentences.pop()
    if len(sentences) == len(text.split(" ; ")) or not asks(sentences[-1]):
        return None
    return read_by_the_clock_readers(" ; ".join(sentences))


def read_by_the_clock_readers(text: str, readers: tuple[str, ...] = CLOCK_READERS) -> Spec | None:
    """What the first of the `readers` that reads `text` reads, unless its words argue against it."""
    from quickmath.offline.reading import guards  # only for a clock story read this far
    from quickmath.offline.reading.problem import PROBLEM_READERS

    for name, read_as in PROBLEM_READERS:
        if name in readers and (found := read_as(text)) is not None:
            return None if guards.argued_against(name, text, found) else found
    return None


_FORM_ONLY = lazy(
    r"(?:(?:please|pls|and|but|just) )?(?:use|using|include|give|write|put|answer|reply|respond|keep|show"
    r"|need|want)\b[a-z /,']{0,40}\b(?:am|pm|a m|p m|am / pm|24 hour|24 h|hh|format|style|form|clock"
    r"|time only|number only)\b[a-z /,']{0,30}"
    r"|(?:am / pm|mm (?:form|format|style))(?: (?:pls|please))?"
    r"|(?:so )?what is the answer|anyone|any ideas|wish me luck|so annoyed|thanks(?: ,)?(?: [a-z ,']{0,60})?"
)
"""A sentence after the question that only asks for the answer's form, or closes the message: "use am or pm",
"write it in the same clock style", "reply with the time only", "need the pm time", "wish me luck"."""


def _remark(sentence: str) -> bool:
    """Is this sentence, after the question, a remark that asks and changes nothing?"""
    if re.search(r"\d", sentence) or asks(sentence):
        return False
    return _FORM_ONLY.fullmatch(sentence.strip()) is not None or not _MAY_CHANGE_IT.search(sentence)
