"""Guards of a story asked of someone else or of another moment than the one its take-away answers: "Tom
had 45 sweets and gave 12 to Sam. How many did Sam get?" (was 33: Sam got 12, told), "I had 45 marbles and
lost 12. How many did I have?" (was 33: 45, told)."""

from __future__ import annotations

import re

from quickmath.offline.reading.guards.shared import Read
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy

_SOMEONE = r"(?:(?:my|his|her|their|our|your|the) )?[a-z]+"
_ASKED_OF = lazy(
    rf"\bhow many (?:[a-z]+ )?(?:did|does|do|has|have|had|will|would|can|could|is|was) ({_SOMEONE})"
    r" (?:get|gets|got|receive|receives|received|have|has|had|end up with|keep|kept|own|now|left|with)\b",
    needs="how many",
)
"""Whom a question asks the count of: "how many did Sam get", "how many does her brother have"."""
_NOT_SOMEONE_ELSE = frozenset({"i", "we", "he", "she", "they", "you", "it", "there", "that", "this", "these"})
_GIVING = (
    r"gave|gives|give|giving|handed|hands|hand|sent|sends|send|lent|lends|lend|passed|passes|pass|sold|sells"
    r"|sell|paid|pays|pay|threw|throws|throw|posted|posts|post|shared|shares|donated|donates|offered|offers"
)


def someone_given_to_asked(seen: Read) -> bool:
    """Is a take-away read where the question asks what someone the story gives to has or got ("Tom had 45
    sweets and gave 12 to Sam. How many did Sam get?" was 33)? What they got is told, and what they have
    is not: only the giver's is what is left."""
    if seen.operation != "-":
        return False
    asked = _ASKED_OF.search(seen.text)
    if asked is None:
        return False
    someone = asked.group(1)
    if someone.split()[-1] in _NOT_SOMEONE_ELSE:
        return False
    story = seen.text[: asked.start()]
    who = re.escape(someone)
    given_to = (
        rf"\b(?:to|for) {who}\b"
        rf"|\b(?:{_GIVING})(?: (?:back|out|over|away))? {who} (?:[a-z]+ )?(?:[£$€] ?)?{N}"
    )
    return re.search(given_to, story) is not None


_HAD_ASKED = lazy(
    rf"\bhow many (?:[a-z]+ )?did ({_SOMEONE}) (?:have|own|get|buy|make|bake|pick|collect|start with)"
    r"(?: (?:at first|to begin with|before|originally|in the beginning))? ?\??$"
    r"|\bhow many (?:[a-z]+ )?(?:were|was) (?:there )?(?:in|on|at) (?:the|my|our|his|her|their) [a-z]+"
    r"(?: (?:at first|to begin with|before|originally|in the beginning))? ?\??$",
    needs="how many",
)
"""A question of what someone or something had, said in the past: "How many did I have?", "How many sweets
were in the jar?"."""
_TAKING = (
    r"lost|lose|loses|ate|eat|eats|gave|gives|give|sold|sells|sell|used|uses|use|spent|spends|spend|broke"
    r"|breaks|dropped|drops|took|takes|threw|throws|handed|hands|sent|sends|donated|donates"
)


def start_asked_as_had(seen: Read) -> bool:
    """Is a take-away read where the question asks what someone had before any was taken, in the past ("I
    had 45 marbles and lost 12. How many did I have?" was 33, "The jar had 45 sweets. I ate 12. How many
    sweets were in the jar?" was 33)? That is the start, which is told."""
    if seen.operation != "-":
        return False
    asked = _HAD_ASKED.search(seen.text)
    if asked is None:
        return False
    story = seen.text[: asked.start()]
    return re.search(rf"\b(?:{_TAKING})\b", story) is not None and not re.search(r"\bnow\b", story)
