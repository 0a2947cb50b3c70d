"""Which way a clock moves, asked back: a question the coach left unread only because its words argue against
the way a reader moved a clock reading ("… the operation was at 13:30, and she had to be nil by mouth for 6
hours beforehand. From what time …?" was read as 6 h after 13:30) is asked back with both ways, in the
learner's own numbers, so the learner can pick one: “6 h after 13:30” or “6 h before 13:30”. Neither is
worked out here; each is a question the coach reads as it stands.

Imported only to word the reply to a question the coach could not read.
"""

from __future__ import annotations

from dataclasses import dataclass

from quickmath.offline.asks import ProblemSpec

WAY_GUARDS = frozenset({
    "moved_on_by_a_length_early", "moved_against_the_way_told", "being_there_moved_on", "latest_asked_after",
    "end_of_a_preparation", "next_one_moved_back", "start_moved_back_from_a_start", "end_asked_moved_back",
    "length_into_moved_back", "earliest_asked_moved_back",
})  # fmt: skip
"""The guards whose only doubt is which way a clock reading moves: a length told early, ahead or before, a
time to be there, the latest something can be done, when something can be done, the end of a preparation,
what comes next, what follows a start."""


@dataclass(frozen=True)
class Move:
    """A clock reading and a length it may move by, as the notes write them ("13:30", "6 h" or "25")."""

    reading: str
    length: str

    @property
    def length_said(self) -> str:
        """The length with its units: "6 h", "25 min"."""
        return f"{self.length} min" if self.length.isdigit() else self.length

    def said(self, way: str) -> str:
        """The move one way, as a question the coach reads: “6 h before 13:30”, “25 min after 9:15 PM”."""
        return f"{self.length_said} {way} {self.reading}"


def way_in_doubt(said: str) -> Move | None:
    """The one move of a clock reading that every reader of `said` read, when the words argue against the way
    it was moved and against nothing else; None when any reader read anything else, or any other doubt."""
    from quickmath.offline.readers.times import TimeFormat
    from quickmath.offline.reading import guards, problem
    from quickmath.offline.reading.text import normalise, number_words

    text = number_words(normalise(said))
    moves: set[Move] = set()
    for name, read in problem.PROBLEM_READERS:
        try:
            found = read(text)
        except TimeFormat:
            return None  # a length written another way: the learner is asked to write it as hours and minutes
        if found is None:
            continue
        if not isinstance(found, ProblemSpec) or found.operation not in ("time_after", "time_before"):
            return None
        against = set(guards.guards_against(name, text, found))
        if not against or not against <= WAY_GUARDS:
            return None
        moves.add(Move(str(found.a), str(found.b)))
    return moves.pop() if len(moves) == 1 else None
