"""A story the learner says again as a calculation after "i.e.", "that is" or "in other words": "5 track
circuits in a row, each with 2 possible states. How many combinations is that, i.e. 2^5?", "What is the
total paid out across the scheme, i.e. the sum of every whole number from 1 to 50?".

What follows the words is read alone, as its own question, when it is the message's last question and every
number of the story is one of its numbers ("one o'clock" is 1); a story with another count ("half", "10%"),
with something taken back, or asking for another operation than the one written ("What's the difference, i.e.
18 + 24?") leaves the message as it was. Nothing is worked out: the learner wrote the calculation.
"""

from __future__ import annotations

import re

from quickmath.numbers import numbers_in
from quickmath.offline.reading.restated import asks_another_operation, counts_otherwise
from quickmath.offline.reading.text import normalise, number_words
from quickmath.patterns import lazy

_IN_OTHER_WORDS = lazy(
    r"(?:,|\(|—|–|-|;|\.|\?|^)\s*(?:i\.\s?e\.?|ie|that is|that['’]s|in other words|so basically|basically)"
    r"\s*[,:]?\s+(?=\S)",
    re.IGNORECASE,
    needs="i.e|ie|that|words|basically",
)
_WRITTEN_SIGN = str.maketrans("−×÷", "-*/")


def said_in_other_words(text: str) -> tuple[str, str] | None:
    """The story and the calculation said again after "i.e." when the story counts nothing else; None when
    there is none."""
    found = list(_IN_OTHER_WORDS.finditer(text))
    if len(found) != 1:
        return None
    story, calculation = text[: found[0].start()], text[found[0].end() :].strip().rstrip(")")
    if not re.search(r"\d", _plain(calculation)) or counts_otherwise(story):
        return None
    told = {abs(number.value) for number in numbers_in(_plain(story))}
    restated = {abs(number.value) for number in numbers_in(_plain(calculation))}
    return (story, calculation) if told <= restated else None


def asks_its_operation(story: str, operation: str) -> bool:
    """Does the story ask the question of the calculation's operation: no "difference" beside a sum, and no
    question of whether beside a division ("78 game pieces to 6 players equal? ie 78 div by 6?")?"""
    if operation == "/" and _ASKS_WHETHER.search(story):
        return False
    return not asks_another_operation(story, operation.translate(_WRITTEN_SIGN))


_ASKS_WHETHER = lazy(
    r"\b(?:equal(?:ly)?|even(?:ly)?|exact(?:ly)?|fair(?:ly)?|whole|remainder|over|spare|left)\b"
    r"|(?:^|[.?!]\s+)(?:can|could|will|would|is|are|does|do|did)\b[^.?!]*\?",
    re.IGNORECASE,
)


def _plain(said: str) -> str:
    return number_words(normalise(_O_CLOCK.sub(" ", said)))


_O_CLOCK = lazy(r"\bo['’ ]?clock\b", re.IGNORECASE, needs="clock")
