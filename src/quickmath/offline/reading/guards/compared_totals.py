"""The guard of a total asked of an amount and another told by how much more it is: "I read 45 pages on
Monday and 12 more pages on Tuesday than on Monday. How many pages altogether?" was 57, Tuesday's alone; the
total is 45 + 57."""

from __future__ import annotations

import re

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.reading.guards.shared import Read
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy

_MORE_THAN = (
    r"(?:more|fewer|less|extra|older|younger|longer|shorter|taller|heavier|lighter|bigger|smaller|higher"
    r"|lower|further|farther|cheaper|dearer)"
)
_COMPARED = lazy(
    rf"(?<![\w.:])(?:[£$€] ?)?({N}) (?:[a-z]+ )?{_MORE_THAN}\b(?: [a-z]+){{0,5}}? than\b"
    rf"|(?<![\w.:])(?:[£$€] ?)?({N}) (?:[a-z]+ )?{_MORE_THAN} than\b",
    needs=" than",
)
"""An amount told by how much it differs from another: "12 more pages on Tuesday than on Monday"."""
_TOTAL_ASKED = lazy(
    r"\b(?:altogether|all together|in total|total|together|combined|in all|both|between them|sum"
    r"|over the (?:weekend|week|two|2|three|3)|on both|for both|all told)\b",
    needs="altogether|total|together|combined|in all|both|between|sum|over the|all told",
)


def total_asked_of_a_comparison(seen: Read) -> bool:
    """Is a sum of an amount and how much more another is read as the total of both ("45 cakes on Saturday
    and 12 more than that on Sunday. How many cakes over the weekend?" was 57)? That sum is only the
    second amount; the total of both adds the first again."""
    spec = seen.spec
    if not isinstance(spec, ProblemSpec) or spec.operation not in ("+", "-"):
        return False
    story, _, question = seen.text.rpartition(" ; ")
    if not story or _TOTAL_ASKED.search(question) is None:
        return False
    compared = {(found.group(1) or found.group(2)).replace(",", "") for found in _COMPARED.finditer(story)}
    return bool(compared & {spec.a, spec.b}) and re.search(r"\bthan\b", question) is None
