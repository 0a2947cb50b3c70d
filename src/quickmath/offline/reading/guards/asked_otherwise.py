"""Guards of a question that asks another thing than its numbers put together: the number that makes a
calculation come out, what is left once the full groups are made, how many holders the things fill, and a
run named in words beside its first terms."""

from __future__ import annotations

import re

from quickmath.offline.reading.guards.shared import RUNS, Read, numbers_used
from quickmath.patterns import lazy

_OPERATION_WORDS = {
    "*": ("times|multiplied|multiply|lots of", r"multipl\w*|x"),
    "+": ("plus|add|added", r"add\w*|and"),
    "-": (r"minus|take|taken|less|subtract\w*", r"take\w*"),
    "/": ("divided|divide|into", "over|by"),
}
"""The words of each operation: those that say it before or after a number asked for ("6 times what number"),
then those that say it only once the operation read is known ("and" of a sum, "by" of a share)."""
_OPERATION_SAID = {operation: f"{said}|{beside}" for operation, (said, beside) in _OPERATION_WORDS.items()}
"""The words of each operation, said beside a number asked for."""
_SAID = "|".join(said for said, _ in _OPERATION_WORDS.values())
_MISSING_NUMBER = lazy(
    rf"\b(?:{_SAID})(?: by| to| from| away)? (?:what|which) (?:number|value|amount)\b"
    rf"|\b(?:what|which) (?:number|value|amount) (?:(?:is |when |gets )?(?:{_SAID}))\b"
    r"|\bwhat (?:do|must|should) (?:you|i|we) (?:multiply|add|times|take|divide)",
    needs="number|value|amount|multiply|add|times|take|divide",
)
"""A number asked as an operand ("6 times what number", "what number times 6"), not as the result ("which
number is 1.5 less than 8.75", "what number do you get if …")."""
_COMES_TO = lazy(
    r"\b(?:equals?|equal to|makes?|gives?|get|gets|to make|to get|comes? to|is)\b (?:[a-z]+ )?\d|=",
    needs="equal|make|give|get|come|is|=",
)


def number_asked_read_as_the_calculation(seen: Read) -> bool:
    """Is the number that makes a calculation come out read as the calculation itself ("6 times what number
    equals 84?" was 504)? The operation said is the one undone to find it."""
    if seen.operation not in _OPERATION_SAID or not _MISSING_NUMBER.search(seen.text):
        return False
    said = re.search(rf"\b(?:{_OPERATION_SAID[seen.operation]})\b", seen.text)
    return said is not None and _COMES_TO.search(seen.text) is not None


_LEFT_AFTER_FULL_GROUPS = lazy(
    r"\b(?:full|whole|complete) (?:\d+ )?(?:[a-z]+[- ])?[a-z]+(?<!s)s\b.*"
    r"\b(?:left|over|remain\w*|spare|uncovered|unused|unfilled|still)\b"
    r"|\b(?:left|over|remain\w*|spare)\b.*\b(?:once|after|when) (?:all )?(?:the )?(?:full|whole|complete)"
    r" (?:[a-z]+-)?[a-z]+(?<!s)s\b"
    r"|\bas many (?:[a-z]+ ){0,2}as (?:possible|i can|we can|you can|they can|will fit|fit)\b",
    needs="full|whole|complete|as many",
)


"""What is left once full groups are made ("how many are left once all the full days are done"); not a
whole thing with a part taken off ("the whole fence is 42 metres … how much left?")."""


def left_after_full_groups_taken_away(seen: Read) -> bool:
    """Is what is left once the full groups are made read as one group taken away ("Quote has 100 hours
    remaining. Working 8-hour days, how many hours are left once all the full days are done?" was 92, "100
    hours in 8-hour days: hours left after full days?" 92 h)?"""
    return seen.operation in ("-", "subtract_time") and _LEFT_AFTER_FULL_GROUPS.search(seen.text) is not None


_HOLDERS_TOLD = lazy(
    r"\b([a-z]+?)e?s? (?:each )?(?:hold|holds|take|takes|fit|fits|carry|carries|seat|seats|contain|contains"
    r"|have room for|has room for) (?:up to )?\d",
    needs="hold|take|fit|carr|seat|contain|room",
)
_HOW_MANY = lazy(r"\bhow many ([a-z]+?)e?s?\b", needs="how many")


def holders_asked_read_as_a_product(seen: Read) -> bool:
    """Are the things told and the size of a holder multiplied where the question asks how many holders they
    fill ("Tins hold 6 mince pies each. I've baked 48. How many tins do I need?" was 288)?"""
    if seen.operation != "*":
        return False
    holders = {found.group(1) for found in _HOLDERS_TOLD.finditer(seen.text)}
    return any(found.group(1) in holders for found in _HOW_MANY.finditer(seen.text))


_RUN_TO_ITS_END = lazy(
    r"\b(?:and so on|and so forth|etc|and on)\b.*?\b(?:up to|to|until|till|through|thru|ending (?:at|with))"
    r" (?:the )?(?:number )?(\d[\d.]*)",
    needs="so on|so forth|etc|and on",
)


def run_end_left_out(seen: Read) -> bool:
    """Is a run told by its first terms and its end ("one plus two plus three and so on, all the way up to
    sixty") read without its end (was 1 + 2 + 3)?"""
    if seen.operation in RUNS:
        return False
    used = numbers_used(seen)
    ends = [found.group(1) for found in _RUN_TO_ITS_END.finditer(seen.text)]
    return bool(ends) and (used is None or any(end not in used for end in ends))
