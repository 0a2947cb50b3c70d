"""A number told only by what multiplying or dividing does to it, asked: "I'm thinking of a number. When I
divide it by 8 I get 23 exactly. What's my number?" is 23 × 8, "A number multiplied by 6 is 96. What is the
number?" 96 ÷ 6, "What number times 8 makes 184?" 184 ÷ 8, "8 times what is 184?" 184 ÷ 8, "144 divided by
what is 12?" 144 ÷ 12.

The whole question is the one number sentence and what asks for its unknown: a step after it ("… then add
5"), a second number sentence or a multiplier of 0 leave it unread.
"""

from __future__ import annotations

import re

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy

_GIVES = r"(?:is|are|was|gives|gave|give|equals|makes|made|=|comes to|get|gets|got|end up with|ends up as)"
_RESULT = (
    rf"(?:(?:i |you |we |it |that )?(?:and )?(?:then )?(?:i |you |we |it )?{_GIVES}|the (?:answer|result) is)"
)
_TIMES = r"(?:times|multiplied by|multiply it by|multiply by|x|\*)"
_SHARED = r"(?:divided by|divide it by|divide by|/)"
_ASKED = (
    r"(?: ?[;,] ?(?:so |and )?(?:what (?:is|was) (?:my|the|your|this|that)"
    r" (?:number|original number|starting number)"
    r"|what number (?:am i thinking of|is it|was it|did i (?:think of|start with))|what is it|what was it"
    r"|find (?:my|the) number|(?:what|which) number))?"
)
_EXACTLY = r"(?: exactly)?"
_FRAME = r"(?:(?:i am |i m |im )?thinking of a number|i think of a number|think of a number) ?[;,]? ?"
_WHEN = r"(?:(?:and|then) )?(?:(?:when|if) )?(?:i |you |we )?"

_FORMS = [
    (
        lazy(rf"^(?:{_FRAME})?{_WHEN}(?:divide|divided) it by ({N}) ?,? {_RESULT} ({N}){_EXACTLY}{_ASKED}$"),
        "/",
    ),
    (
        lazy(rf"^(?:{_FRAME})?{_WHEN}(?:multiply|times) it by ({N}) ?,? {_RESULT} ({N}){_EXACTLY}{_ASKED}$"),
        "*",
    ),
    (lazy(rf"^(?:(?:if|when) )?a number {_SHARED} ({N}) {_RESULT} ({N}){_ASKED}$"), "/"),
    (lazy(rf"^(?:(?:if|when) )?a number {_TIMES} ({N}) {_RESULT} ({N}){_ASKED}$"), "*"),
    (lazy(rf"^(?:what|which) (?:number )?{_SHARED} ({N}) (?:is|gives|equals|makes|=) ({N})$"), "/"),
    (lazy(rf"^(?:what|which) (?:number )?{_TIMES} ({N}) (?:is|gives|equals|makes|=) ({N})$"), "*"),
    (lazy(rf"^({N}) {_TIMES} (?:what|which number|what number) (?:is|gives|equals|makes|=) ({N})$"), "*"),
]
"""(the number sentence with its unknown, the operation done to the unknown)."""
_ZERO = lazy(r"-?0+(?:\.0+)?")
_SHARED_BY_THE_UNKNOWN = lazy(
    rf"^(?:what is )?({N}) {_SHARED} (?:what|which number|what number) (?:is|gives|equals|makes|=) ({N})$"
)


def read(text: str) -> ProblemSpec | None:
    text = re.sub(r"^(?:so |ok |okay |right |please )+|(?: please)$", "", text.strip(" ;,"))
    if found := _SHARED_BY_THE_UNKNOWN.match(text):
        whole, share = found.groups()
        return None if _ZERO.fullmatch(share) else ProblemSpec("/", whole, share)
    for form, operation in _FORMS:
        if found := form.match(text):
            known, result = found.groups()
            if _ZERO.fullmatch(known):
                return None  # "a number times 0 is 0": any number, or none
            return ProblemSpec("*", result, known) if operation == "/" else ProblemSpec("/", result, known)
    return None
