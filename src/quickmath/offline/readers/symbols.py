"""Sums written with symbols once the fillers go: "47 + 9" is a problem, "120 + 9 + 9" a chain, "48" nothing.

Every reader of words ends here: it rewrites its words as symbols and hands the text to `read_math`.
"""

from __future__ import annotations

import re

from quickmath.display import superscript
from quickmath.expression import BinOp, ExpressionError, parse
from quickmath.offline.asks import ExpressionSpec, ProblemSpec, Spec
from quickmath.offline.numbers_as_text import shown
from quickmath.offline.reading.doubts import Doubtful
from quickmath.offline.reading.text import N, pretty, without_fillers
from quickmath.patterns import lazy

_BINARY = lazy(rf"({N}) ([-+*/^]) ({N})")
_MINUS_SAID_BEFORE_A_POWER = lazy(r"- (\d+(?:\.\d+)?) \^ (\d*[02468])", needs="- ")
_MATH_CHARACTERS = lazy(r"[\d.\s+*/^()-]+")


def read_math(math: str) -> Spec | None:
    """Symbols and numbers only: one operation is a problem, more are a chain for solve_expression."""
    if not _MATH_CHARACTERS.fullmatch(math):
        return None
    if said_minus := _MINUS_SAID_BEFORE_A_POWER.fullmatch(math):
        base, power = said_minus.groups()  # "minus 4 squared", as "−4 squared": (−4)² or −(4²)?
        raise Doubtful(shown(f"-{base}") + superscript(int(power)))
    binary = _BINARY.fullmatch(math)
    if binary:
        a, symbol, b = binary.groups()
        if symbol != "^":
            return ProblemSpec(symbol, a, b)
        if not a.startswith("-"):
            return ProblemSpec("*", a, a) if b == "2" else ProblemSpec("power", a, b)
        if re.fullmatch(r"\d*[02468]", b):
            raise Doubtful(shown(a) + superscript(int(b)))  # (−2)² or −(2²)? The two differ, so ask.
    try:
        tree = parse(math)
    except ExpressionError:
        return None
    return ExpressionSpec(pretty(math)) if _has_operation(tree) else None


def _has_operation(tree: object) -> bool:
    operand = getattr(tree, "operand", None)
    return isinstance(tree, BinOp) or (operand is not None and _has_operation(operand))


_SAID_TWICE = [
    (
        lazy(
            r"^(?:add|add up|add together|total|sum up)(?: (?:these|them))?(?: up)? ",
            needs="add|total|sum up",
        ),
        "+",
    ),
    (lazy(r"^(?:add|add up|sum|total)(?: up)? (?:all )?(?:squares|cubes) ", needs="squares|cubes"), "+^"),
    (lazy(r"^(?:subtract|take away) ", needs="subtract|take away"), "-"),
    (lazy(r"^multiply ", needs="multiply"), "*"),
    (lazy(r"^divide ", needs="divide"), "/"),
]
"""A verb before a sum that says its one operation again: "Add 1 + 2 + … + 10", "multiply 3 × 4", "Add the
squares: 10² + 11² + 12²" (every term then the power named)."""
_TERMS = {"squares": r"-?[\d.]+ \^ 2", "cubes": r"-?[\d.]+ \^ 3"}


_GLUED_BY_FILLERS = lazy(r"[\d.] -[\d.]")
"""A number then a negative number once the fillers between them went: a minus between numbers is always
spaced after `normalise`, so they were apart, and are no subtraction."""


_TOTAL_AFTER = lazy(
    r" (?:in total|all together|altogether|total|totals|combined|overall|grand total)$",
    needs="total|together|combined|overall",
)
"""What a sum gives, named after it: "245 + 356 + 178 total?", "scored 6 + 5 + 4, total?"."""


_LEFT_ASKED = lazy(
    r"(?<=\d)(?: ,| ;)?(?: (?:how (?:much|many)|what)(?: is| are)?(?: there)?(?: i| we| you)?(?: have)?)?"
    r" (?:stays?|remains?|remaining|left|rest)(?: over)?$",
    needs="stay|remain|left|rest",
)
"""A question right after a chain of take-aways that asks what is left: "1,020 - 380 - 145, what's left?"."""


def _without_total_named(math: str) -> str:
    """A sum written in signs without the word after it that names its answer; only a sum (of numbers or
    powers), whose answer is its total, and only one written in signs ("add 1 to 100 altogether" may be a
    run, and is not read)."""
    named = _TOTAL_AFTER.search(math)
    if named is None or not _MATH_CHARACTERS.fullmatch(math[: named.start()]):
        return math
    if set(re.findall(r"(?<= )[-+*/^](?= )", math[: named.start()])) not in ({"+"}, {"+", "^"}):
        return math  # a sum, of numbers or of powers ("1³ + 2³ + 3³ total?"), is its total
    return math[: named.start()]


def _without_left_asked(text: str) -> str:
    """A chain of take-aways written in signs without the question after it that asks what is left; not a
    question that names something else ("what number is left", see `operator_words`)."""
    asked = _LEFT_ASKED.search(text)
    if asked is None:
        return text
    chain = without_fillers(text[: asked.start()])
    if not _MATH_CHARACTERS.fullmatch(chain) or set(re.findall(r"(?<= )[-+*/^](?= )", chain)) != {"-"}:
        return text
    return chain


def read(text: str) -> Spec | None:
    """ "What is 47 + 9?", "how do I do 356 + 99 in my head", "(20 + 7) × 3"."""
    math = _without_total_named(without_fillers(_without_left_asked(text)))
    if " -" in math and _GLUED_BY_FILLERS.search(math):
        return None  # "got -3 for -10 + 7": a number then a negative one, only words between them
    for verb, symbols in _SAID_TWICE:
        rest = verb.sub("", math)
        if rest == math or set(re.findall(r"(?<= )[-+*/^](?= )", rest)) != set(symbols):
            continue
        powers = next((term for name, term in _TERMS.items() if f" {name} " in math[: -len(rest)]), None)
        if powers is None or all(re.fullmatch(powers, term) for term in rest.split(" + ")):
            return read_math(rest)
    return read_math(math)
