"""A calculation carried on in the same question: "47 + 9, then double it", "what is 12 × 12 and then halve
it?", "add 5 and 3, then multiply by 2", "100 minus 37 then add 12 then divide by 5".

The first part is read as a question on its own; each part after "then" must be one operation on the answer so
far ("double it", "take away 3", "multiply by 2", as follow-ups are read). The whole is one chain with its
brackets written in, (47 + 9) × 2, so the order the learner gave is the order it is worked out in.
"""

from __future__ import annotations

from quickmath.offline.asks import ExpressionSpec, ProblemSpec, Spec
from quickmath.offline.readers.followups import operation_on_the_answer
from quickmath.offline.reading.text import pretty
from quickmath.patterns import lazy

_THEN = lazy(r" (?:[,;] )?(?:and )?(?:then|after that|afterwards)\b ?(?:, )?", needs="then|after")
_BARE_VERB = lazy(r"\b(double|halve|square|cube)$", needs="double|halve|square|cube")
"""A verb with its "it" left out at the end of a step: "47 + 9, then double"."""
_SYMBOLS = {"+": "+", "-": "-", "*": "*", "/": "/", "power": "^"}


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
