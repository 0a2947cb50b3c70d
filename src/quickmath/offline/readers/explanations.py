"""Asking why or how a shortcut works: "why does that work?", "explain add_nines", "how do I multiply by
11 quickly?", "what's the trick for 9s?". The answer is list_shortcuts given that one shortcut's name."""

from __future__ import annotations

import re

from quickmath.offline.asks import Explain, Unread
from quickmath.offline.readers.lessons import closest_name, exact_name
from quickmath.offline.reading.in_play import InPlay
from quickmath.offline.reading.piece import Piece
from quickmath.patterns import lazy
from quickmath.techniques import BY_NAME

_LEAD = r"(?:(?:but|and|so|ok|okay|hmm|wait|sorry|cool|nice|great|thanks|right) (?:, )?)*"
_THAT = r"(?:that|this|it|the (?:trick|shortcut|rule|method|last one|first step|step))"
_WHY = lazy(
    _LEAD + r"(?:(?:can you |could you |please )?(?:explain|say|tell me) )?"
    rf"(?:why|how come|how)(?: (?:does|do|did|is|would|can) {_THAT}"
    r"(?: (?:work|works|true|right|hold|help))?)?"
    r"(?: exactly| again| please)?"
    rf"|{_LEAD}(?:can you |could you |please )?explain(?: {_THAT}| why| how)?(?: again| please| more)?"
    rf"|{_LEAD}i (?:do not|dont) (?:get|understand|see)(?: {_THAT}| why| how)?"
    rf"|{_LEAD}what is the (?:reason|idea|logic)(?: behind {_THAT})?",
    needs="why|how|explain|do not|dont|reason|idea|logic",
)
"""About the shortcut in play."""
_ABOUT_NAMED = lazy(
    r"(?:can you |could you |please )?(?:explain|describe|tell me about|what is|what are|how does|how do|"
    r"show me|teach me|why does|why do)\b"
)
_TOPIC = [
    lazy(
        r"(?:what is|what are|is there|are there|do you (?:know|have)|any|give me|tell me|show me"
        r"|teach me)? ?"
        r"(?:a |an |the |your |some )?(?:good |quick |fast |easy |best |neat )?"
        r"(?:trick|tricks|shortcut|shortcuts|way|ways|method|rule) (?:for|to|with|of) (?P<topic>.+)",
        needs="trick|shortcut|way|method|rule",
    ),
    lazy(
        r"(?:how (?:do|can|should|would|could) (?:i|you|we|one)"
        r"|what is the (?:quick |fast |easy |best )?way to|"
        r"is there a (?:quick |fast |easy |good )?way to) (?P<topic>.+?)"
        r"(?: (?:quickly|fast|faster|in my head|in your head|mentally|easily))*",
        needs="how|way",
    ),
]
"""Patterns with a topic that names a kind of number: "multiply by 11", "9 s", "squares ending in 5"."""
_KIND_OF_NUMBER = lazy(r"(?:\bby|\bending in|\bend in|\bnear|\bclose to|\bof) \d+\b|\b\d+ s\b")


def _topic(text: str) -> str | None:
    for pattern in _TOPIC:
        match = pattern.fullmatch(text)
        if match and len(re.findall(r"\d+", match.group("topic"))) <= 1:
            return match.group("topic")
    return None


def _like(lesson: InPlay | None, technique: str) -> str:
    """The lesson's problem, when the shortcut asked about is the one in play."""
    return lesson.problem if lesson and lesson.technique == technique else ""


def read(piece: Piece) -> Explain | Unread | None:
    """An explanation of the shortcut in play, one named, or one a topic such as "9s" points to."""
    text, lesson = piece.raw, piece.in_play
    in_play = lesson.technique if lesson else None
    if _WHY.fullmatch(text):
        return (
            Explain(in_play, piece.said, lesson.problem)
            if lesson and in_play
            else Unread("no_lesson", piece.said)
        )
    named = piece.technique if piece.technique in BY_NAME else exact_name(text)
    rest = text.replace(named.replace("_", " "), " ") if named else text
    if named and not re.search(r"\d", rest) and (_ABOUT_NAMED.match(text) or _topic(text) is not None):
        return Explain(named, piece.said, _like(lesson, named))
    topic = _topic(text)
    if topic is None or not _KIND_OF_NUMBER.search(topic):
        return None
    found = closest_name(topic, in_play)
    return Explain(found, piece.said, _like(lesson, found)) if found else None
