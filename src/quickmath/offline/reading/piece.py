"""`Piece`: one question out of a message, as every ask reader is given it."""

from __future__ import annotations

from quickmath.offline.reading.earlier import Earlier
from quickmath.offline.reading.in_play import InPlay
from quickmath.records import Record


class Piece(Record):
    """One question, normalised; `text` has the shortcut the learner named taken out and number words as
    digits, `raw` is the question before that. `earlier` is the last problem of the chat, for follow-ups;
    `in_play` the practice problem offered last and the shortcut the lesson is on."""

    raw: str
    text: str
    said: str
    earlier: Earlier | None = None
    technique: str | None = None
    in_play: InPlay | None = None
