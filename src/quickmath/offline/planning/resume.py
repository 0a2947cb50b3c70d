"""How a plan resumes from the transcript: the coach keeps no memory between requests.

A plan is a plain function of its ask and of `Rounds`, the rounds of notes already run for that ask. It
asks for each round's results in order with `Rounds.take(notes)`: when the transcript holds that round,
`take` hands back its results; when it does not, `take` raises `Pending` with the notes to send now, and
the request is answered with them. So on each request a plan runs from its first round, reading each
result from the transcript, until it reaches the round not run yet, or its outcome.

Which ask and round a note belongs to is carried in its call id, written and read only by `NoteTag`. Notes
with ids the coach did not write (another model's, in a continued chat) are not the coach's to resume.
"""

from __future__ import annotations

import zlib
from typing import Any

from quickmath.offline.planning.toolbox import NoteRequest
from quickmath.offline.transcript import Done
from quickmath.patterns import lazy
from quickmath.records import Record

_TAG = lazy(r"call_([0-9a-f]{8})_(\d+)_(\d+)_(\d+)(h?)")


class NoteTag(Record):
    """Where a note the coach wrote belongs: the question, the ask in it, the round, the place in the round;
    `helper` when the note only fetches a number the coach needs, such as the gap in 2 + 4 + … + 50."""

    question: str
    ask: int
    round: int
    place: int
    helper: bool = False

    @staticmethod
    def question_key(question: str) -> str:
        """A short tag for the question, so the coach's ids differ from one question to the next."""
        return f"{zlib.crc32(question.encode()):08x}"

    def call_id(self) -> str:
        return f"call_{self.question}_{self.ask}_{self.round}_{self.place}{'h' if self.helper else ''}"

    @classmethod
    def read(cls, call_id: str) -> NoteTag | None:
        """The tag a call id carries; None for an id the coach did not write."""
        match = _TAG.fullmatch(call_id)
        if match is None:
            return None
        key, ask, round_, place, helper = match.groups()
        return cls(key, int(ask), int(round_), int(place), bool(helper))


class Pending(Exception):
    """The plan's next round is not in the transcript yet: these are the notes to send for it."""

    def __init__(self, notes: list[NoteRequest]) -> None:
        super().__init__(notes)
        self.notes = notes


class Diverged(Exception):
    """The transcript holds other notes for this round than the plan asks for."""


class Rounds:
    """The rounds of notes already run for one ask, handed to its plan one round at a time."""

    def __init__(self, rounds: list[list[Done]]) -> None:
        self._rounds = rounds
        self._taken = 0

    def take(self, notes: list[NoteRequest]) -> list[dict[str, Any]]:
        """The results of the next round, which asks for `notes`; raises `Pending` if it has not run yet."""
        if self._taken == len(self._rounds):
            raise Pending(notes)
        recorded = self._rounds[self._taken]
        if [note.name for note in recorded] != [note.name for note in notes]:
            raise Diverged
        self._taken += 1
        return [note.result for note in recorded]


def rounds_by_ask(done: list[Done], question: str) -> dict[int, list[list[Done]]] | None:
    """This turn's notes as rounds for each ask; None when some were not written by the coach for it."""
    placed: dict[int, dict[int, list[tuple[int, Done]]]] = {}
    for note in done:
        tag = NoteTag.read(note.call_id)
        if tag is None or tag.question != question:
            return None
        placed.setdefault(tag.ask, {}).setdefault(tag.round, []).append((tag.place, note))
    return {
        ask: [
            [note for _, note in sorted(rounds[number], key=lambda pair: pair[0])]
            for number in sorted(rounds)
        ]
        for ask, rounds in placed.items()
    }
