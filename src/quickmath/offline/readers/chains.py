"""A calculation carried on in the same question: "47 + 9, then double it", "what is 12 × 12 and then halve
it?", "add 5 and 3, then multiply by 2", "100 minus 37 then add 12 then divide by 5".

The first part is read as a question on its own; each part after "then" must be one operation on the answer so
far ("double it", "take away 3", "multiply by 2", as follow-ups are read). The whole is one chain with its
brackets written in, (47 + 9) × 2, so the order the learner gave is the order it is worked out in.
"""

from __future__ import annotations

import re

from quickmath.offline.asks import ExpressionSpec, ProblemSpec, Spec
from quickmath.offline.readers.followups import operation_on_the_answer
from quickmath.offline.reading.text import N, pretty
from quickmath.patterns import lazy

_THEN = lazy(r" (?:[,;] )?(?:and )?(?:then|after that|afterwards)\b ?(?:, )?", needs="then|after")
_BARE_VERB = lazy(r"\b(double|halve|square|cube)$", needs="double|halve|square|cube")
"""A verb with its "it" left out at the end of a step: "47 + 9, then double"."""
_SYMBOLS = {"+": "+", "-": "-", "*": "*", "/": "/", "power": "^"}
_OPERATIONS = {symbol: operation for operation, symbol in _SYMBOLS.items()}


def parts(text: str) -> tuple[str, list[tuple[str, str]]] | None:
    """The first question and the operations carried on after it; None when the text is not one chain."""
    first, *rest = _THEN.split(text)
    if not rest:
        return None
    steps = [operation_on_the_answer(_BARE_VERB.sub(r"\1 it", part)) for part in rest]
    if any(step is None for step in steps) or not first.strip():
        return None
    return first, [step for step in steps if step is not None]


def carried(spec: Spec, steps: list[tuple[str, str]]) -> ExpressionSpec | None:
    """The first question's calculation with each step after it, in brackets: (47 + 9) × 2."""
    if isinstance(spec, ProblemSpec) and spec.operation in _SYMBOLS and spec.step == "1":
        shown = pretty(f"{spec.a} {_SYMBOLS[spec.operation]} {spec.b}")
    elif isinstance(spec, ExpressionSpec):
        shown = spec.text
    else:
        return None
    for symbol, number in steps:
        shown = f"({shown}) {pretty(f'{symbol} {number}')}"
    return ExpressionSpec(shown)


_START = lazy(
    rf"^(?:think of|start (?:at|with|from|on)|begin (?:at|with)|pick) ({N})$", needs="think|start|begin|pick"
)
_STEP = lazy(r" , (?:and )?(?:then )?| (?:and )?then (?:, )?", needs="then|,")
_WHERE_IT_ENDS = lazy(
    r"^(?:so )?(?:(?:what|which) (?:number )?(?:do|does|will|did) (?:you|we|i|it)"
    r" (?:get|finish|end up(?: with| on| at)?|end on|land on|reach|have(?: now)?)"
    r"|where do (?:you|we|i) (?:finish|end up|land)"
    r"|what is the (?:answer|result|final number)|(?:what|which) number is it)$",
    needs="what|which|where",
)
"""A question after a trail of steps that asks only where it ends: "What number do you get?"."""
_NUMBER = lazy(N)


def trail(text: str) -> Spec | None:
    """A trail of steps from a number said first: "Think of 999, then add 1,001. What number do you get?",
    "Number trail: start at 500, subtract 37, then subtract 48, then subtract 115. Where do you finish?". Each
    step is one operation on the number so far, worked in the order given: ((500 − 37) − 48) − 115. The
    sentences beside the trail hold no number; the one after it may only ask where it ends."""
    parts = text.split(" ; ")
    trails = [part for part in parts if _NUMBER.search(part)]
    if len(trails) != 1:
        return None
    after = parts[parts.index(trails[0]) + 1 :]
    before = parts[: parts.index(trails[0])]
    if len(after) > 1 or (after and not _WHERE_IT_ENDS.match(after[0])) or len(before) > 1:
        return None
    if before and not re.fullmatch(
        r"(?:[a-z]+ ){0,2}(?:trail|puzzle|game|challenge|chain|riddle)", before[0]
    ):
        return None
    start, *rest = _STEP.split(trails[0])
    begun = _START.match(start)
    steps = [operation_on_the_answer(step) for step in rest]
    if begun is None or not steps or any(step is None for step in steps):
        return None
    symbol, number = steps[0] if steps[0] else ("", "")
    start = begun.group(1)
    squared = symbol == "^" and number == "2"
    first = ProblemSpec("*", start, start) if squared else ProblemSpec(_OPERATIONS[symbol], start, number)
    later = [step for step in steps[1:] if step is not None]
    return carried(first, later) if later else first
