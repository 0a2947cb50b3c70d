"""Asking for another practice problem: "another one", "one more", "harder", "an easier one", "give me a
practice problem", "give me one to try for add nines". The shortcut is the one in play unless named."""

from __future__ import annotations

import re

from quickmath.offline.asks import NewPractice, Unread
from quickmath.offline.readers.lessons import exact_name
from quickmath.offline.reading.piece import Piece
from quickmath.techniques import BY_NAME

_HARDER = {"harder", "tougher", "bigger", "trickier", "difficult", "challenging", "challenge"}
_EASIER = {"easier", "simpler", "smaller", "gentler"}
_ASKING = {"another", "more", "next", "new", "different", "practice", "practise", "quiz", "test", "exercise"}
_AROUND = {
    "one", "a", "an", "the", "me", "i", "can", "could", "may", "have", "give", "get", "please", "pls", "try",
    "want", "to", "let", "make", "it", "bit", "little", "slightly", "much", "even", "ok", "okay", "and",
    "now", "then", "some", "something", "this", "time", "same", "shortcut", "trick", "with", "for", "of",
    "go", "round", "problem", "problems", "question", "sum", "exercise", "do", "you", "would", "like", "is",
    "that", "so", "yes", "sure", "great", "good", "cool", "thanks", "thank", "but", "again", "less", "more",
    "way", "level", "than",
}  # fmt: skip
"""Words around a request for a practice problem; any other word means it is something else."""


def _level(words: set[str]) -> str:
    if words & _HARDER or ("less" not in words and "more" in words and "difficult" in words):
        return "harder"
    if words & _EASIER or ("less" in words and words & {"difficult", "hard"}):
        return "easier"
    return ""


def read(piece: Piece) -> NewPractice | Unread | None:
    """A request for a practice problem; None for anything else."""
    text = piece.raw
    if re.search(r"\d", text):
        return None
    named = piece.technique if piece.technique in BY_NAME else exact_name(text)
    rest = text.replace(named.replace("_", " "), " ") if named else text
    words = set(re.findall(r"[a-z]+", rest))
    known = _AROUND | _ASKING | _HARDER | _EASIER | {"hard"}
    if not words & (_ASKING | _HARDER | _EASIER) or words - known:
        return None
    lesson = piece.in_play
    technique = named or (lesson.technique if lesson else None)
    if technique is None:
        return Unread("no_lesson", piece.said)
    like = lesson.problem if lesson and lesson.technique == technique else ""
    return NewPractice(technique, like, _level(words), piece.said)
