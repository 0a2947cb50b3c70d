"""What is left over after filling groups or sharing: "If 300 sweets go into bags of 7, how many sweets are
left over?", "324 students … each coach holds 52 students … how many students are left over?", "Share 50
sweets between 6 kids, what's left over?", "I've got 60 pounds and T-shirts are 7 pounds each. If I buy as
many as I can, how much is left?".

The story holds two numbers: the size of a group (in a phrase that says so) and the amount put into groups.
The question asks only what is left over; one that asks for the groups too ("how many bags, and how many
are left?") or for each share is left alone. Asked yes or no, whether the groups come out exactly ("Can 412
sweets be shared equally among 6 children with none left over?", "Will 96 people split into teams of 8 with
nobody left out?") is whether the amount is divisible by the size; "is anything left over?" (yes when it is
not) is left alone.
"""

from __future__ import annotations

import re

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy

_GROUP = (
    r"(?:box|bag|pack|packet|packs|tray|crate|case|carton|jar|tin|row|team|group|pile|bundle|portion|piece"
    r"|chunk|batch|coach|bus|car|table|tent|van|boat|lot|set|share|part|load|shelf|shelves|page|cup|glass)"
    r"(?:s|es)?"
)
_HOLDS = r"(?:holds|takes|fits|carries|contains|seats|has room for|can hold|can take|can seat|sleeps)"
_SIZES = [
    lazy(rf"\b(?:into|in|of|fill\w*|make|has|have|with) (?:\w+ ){{0,2}}?(?:{_GROUP}|[a-z]+s)"
         rf" (?:of|holding|with) ({N})\b"),
    lazy(rf"\b(?:into|in) ({N}) ?(?:\w+ )?(?:{_GROUP}|[a-z]+s)\b"),
    lazy(rf"\b(?:each|every|a|one) (?:\w+ )?{_GROUP} {_HOLDS} ({N})\b"),
    lazy(rf"\b(?:share[sd]?|sharing|split|splits|splitting|divide[sd]?|dividing|shared out|deal|deals|dealt"
         rf"|handed|hand|given|give) (?:\w+ ){{0,4}}?(?:out |round )?(?:equally |evenly )?"
         rf"(?:between|among|amongst|by|to) ({N})\b"),
    lazy(rf"(?<![\w.])({N}) (?:to|per|in) (?:a|an|each|every) [a-z]+\b"),
]  # fmt: skip
"""The size a story fills its groups to, or how many it shares between."""
_EACH_PRICE = lazy(rf"\b({N}) (?:\w+ )?(?:each|apiece|a piece)\b", needs="each|apiece|piece")
_EACH_USES = lazy(rf"\b(?:each|every|a|one) [a-z]+ (?:uses|needs|takes) ({N})\b", needs="uses|needs|takes")
"""What one of a kind uses, with "as many as I can": "each bracelet uses 36 beads"."""
_AS_MANY = lazy(r"\bas many (?:\w+ )?as (?:i|you|we|he|she|they|possible|it|can)\b", needs="as many")
"""A price each with "as many as I can": what is left after buying whole ones."""
_ASKS_LEFT = lazy(
    r"\b(?:how (?:many|much)|what)\b(?: \w+){0,4} (?:left ?over|leftover|left|remain(?:s|ing)?|spare"
    r"|unpacked|not (?:packed|used|in a \w+)|over)\b",
    needs="left|remain|spare|unpacked|not|over",
)
_OTHER_ASKS = lazy(
    r"\b(?:each|every|per|full|needed|need"
    r"|how many (?!\w+ (?:are|is|will|would) )\w+ (?:do|does|did|can|will))\b"
)
_YES_OR_NO = lazy(r"^(?:can|could|will|would|does|do|is|are|should)\b")
_EXACTLY = lazy(
    r"\b(?:equally|evenly|exactly|with (?:nothing|none|nobody|no one|no \w+) (?:left|spare|over|out|wasted)"
    r"|without (?:any )?(?:left ?overs?|leftovers?|remainder|any left)|so nothing is wasted)\b"
)
_SOMETHING_LEFT = lazy(
    r"\b(?:is|are|will|would) there\b"
    r"|\b(?:anything|something|any|some)(?: \w+)? (?:be )?(?:left|remain\w*|spare|over)\b"
)
_NUMBER = lazy(N)
_QUESTIONS = lazy(r"\b(?:how (?:many|much)|what)\b")
_SENTENCE = lazy(r" ; | , (?=(?:how|what)\b)| (?=how (?:many|much) )")


def read(text: str) -> ProblemSpec | None:
    """The amount put into groups and the group's size, when only what is left over is asked, or whether
    the groups come out exactly."""
    numbers = _NUMBER.findall(text)
    if len(numbers) != 2:
        return None
    if _YES_OR_NO.search(text) and " ; " not in text and _EXACTLY.search(text):
        if _SOMETHING_LEFT.search(text) or _QUESTIONS.search(text):
            return (
                None  # "is there anything left over …?" is yes when it is not divisible; or a second question
            )
        return _grouped("divisible", text, numbers)
    if not _ASKS_LEFT.search(text):
        return None
    parts = [part for part in _SENTENCE.split(text) if part.strip()]
    asking = [part for part in parts if _ASKS_LEFT.search(part)]
    if len(asking) != 1 or _OTHER_ASKS.search(asking[0]) or len(_QUESTIONS.findall(text)) > 1:
        return None  # "how many does each get and how many are left over?" asks two things
    return _grouped("remainder", text, numbers)


def _grouped(operation: str, text: str, numbers: list[str]) -> ProblemSpec | None:
    """The amount and the size of its groups, the size said by a phrase of groups."""
    sizes = {found.group(1) for pattern in _SIZES for found in [pattern.search(text)] if found}
    if not sizes and _AS_MANY.search(text) and (price := _EACH_PRICE.search(text) or _EACH_USES.search(text)):
        sizes = {price.group(1)}
    if len(sizes) != 1:
        return None
    size = sizes.pop()
    if numbers.count(size) != 1:
        return None
    amount = numbers[1] if numbers[0] == size else numbers[0]
    return ProblemSpec(operation, amount, size) if not re.match(r"-", amount + size) else None
