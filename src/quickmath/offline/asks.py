"""What the coach reads out of a message: the asks it can act on and the parts it could not read."""

from __future__ import annotations

from typing import Any, Literal

from quickmath.offline.numbers_as_text import note_value
from quickmath.records import Record


class ProblemSpec(Record):
    """One calculation ready for a note, its numbers copied as text from the question or a tool result."""

    operation: str
    a: str
    b: str
    step: str = "1"

    def arguments(self) -> dict[str, Any]:
        arguments: dict[str, Any] = {
            "a": note_value(self.a),
            "operation": self.operation,
            "b": note_value(self.b),
        }
        if self.step != "1":
            arguments["step"] = note_value(self.step)
        return arguments

    def values(self) -> tuple[str, str, str]:
        return self.a, self.b, self.step


class ExpressionSpec(Record):
    """A chain or mixed calculation, written for solve_expression: "120 + 9 + 9", "3 × (20 + 7)"."""

    text: str


class SeriesByTerms(Record):
    """A run written out by its first terms and its last, e.g. 2 + 4 + … + 50 or 1² + 2² + … + 10².

    The gap between terms is not known until a tool works it out. `power` is 1, 2 (squares) or 3 (cubes).
    """

    terms: tuple[str, ...]
    last: str
    power: int = 1
    tail: tuple[str, ...] = ()
    """Terms written after the gap and before the last one: the 99 in 1 + 2 + … + 99 + 100."""


class SeriesByCount(Record):
    """A run given by its first terms and how many terms it has: "the sum of the first 29 terms of −8, 17,
    42, …", or "the first 12 multiples of 5" (whose gap, 5, is said). The last term is not known until a
    tool works it out from the first term, the count and the gap."""

    terms: tuple[str, ...]
    count: str
    gap: str | None = None


class FirstOfKind(Record):
    """ "The first 10 odd numbers": a tool finds the last term (2 × 10 − 1) before the sum can be done."""

    kind: Literal["odd", "even"]
    count: str


class TimeSum(Record):
    """Three or more times to add, in run-together form (245 for 2 h 45 min); two times are a ProblemSpec."""

    times: tuple[str, ...]


Spec = ProblemSpec | ExpressionSpec | SeriesByTerms | SeriesByCount | FirstOfKind | TimeSum


class Solve(Record):
    """Work something out and teach the shortcut; `technique` when the learner named one."""

    spec: Spec
    said: str
    technique: str | None = None
    lead: str = ""
    decimal: bool = False
    """The answer was asked for as a decimal: one that never ends is said so, and given exactly."""
    scale: str = ""
    """The scale every amount was told in ("million"), in which the sum was worked and its answer is told."""
    in_minutes: bool = False
    """A length of time was asked for in minutes in a part of its own ("…, answer in minutes")."""


class Check(Record):
    """Check the learner's answer to a calculation."""

    spec: Spec
    answer: str
    said: str


class ListShortcuts(Record):
    """List the shortcuts, or only those for one operation."""

    operation: str | None = None


class AnswerPractice(Record):
    """The learner's answer to the practice problem offered last, checked; if wrong, that shortcut's steps."""

    spec: ProblemSpec
    technique: str
    answer: str
    said: str


class NewPractice(Record):
    """Another practice problem for the shortcut in play, like `like`; `level` "harder", "easier" or ""."""

    technique: str
    like: str
    level: str
    said: str


class Explain(Record):
    """One shortcut in full: its rule, why it works and a worked example, then one to try."""

    technique: str
    said: str
    like: str = ""
    """The problem the next practice problem should look like: the one the lesson was last on."""


Ask = Solve | Check | ListShortcuts | AnswerPractice | NewPractice | Explain

UnreadKind = Literal[
    "empty",
    "greeting",
    "thanks",
    "help",
    "off_topic",
    "unsupported",
    "unreadable",
    "no_earlier",
    "not_in_earlier",
    "time_format",
    "doubtful",
    "which_number",
    "which_numbers",
    "lengths_not_divided",
    "no_lesson",
    "unknown_shortcut",
]


class Unread(Record):
    """A message, or part of one, the coach could not act on, and why; `topic` names what it cannot do."""

    kind: UnreadKind
    said: str
    topic: str = ""


class Reading(Record):
    """Everything read out of one message: what to act on, and what could not be read."""

    asks: tuple[Ask, ...]
    unread: tuple[Unread, ...] = ()
