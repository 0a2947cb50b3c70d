"""A calculation said twice, the second time as another way of writing it: "Calculate 15 squared (15 × 15).",
"What is 4 cubed, meaning 4 to the power 3?", "Work out 6 cubed, i.e. 6 times 6 times 6".

The second writing adds nothing, so the question is read without it, and answered once. It goes only when it
reads alone as the very calculation before it: the same operation on the same numbers, a sum or a product in
any order, a whole power as the product it stands for (6³ and 6 × 6 × 6). Anything else is the learner's own
and stays for the readers and the guards: another number ("7 cubed, i.e. 7 × 7"), a sign or a bracket of
its own, or a part that does not read alone. One such part is settled by its second writing: a power of a
number below zero, "minus 4 squared" ((−4)² or −(4²)?), written again as the product of that number ("that
is, minus 4 times minus 4"), is read as the product.
"""

from __future__ import annotations

import re
from fractions import Fraction

from quickmath.offline.asks import ExpressionSpec, ProblemSpec
from quickmath.patterns import lazy

_MARKER = lazy(
    r"\s*\(\s*(?=[^()]*\d[^()]*\))"
    r"|\s*[,;:]?\s*(?:i ?[.;] ?e\b ?[.;]?|ie|that is|that's|in other words|which is(?: the same as)?|meaning"
    r"|so that's|so that is)\s*,?\s*(?=[^.?!;]*\d)",
    re.IGNORECASE,
    needs="(|ie|i.|i ;|that|other words|which is|meaning",
)
"""Where a second writing of a calculation starts: a bracket, "i.e.", "that is", "meaning", "in other
words"."""
_RESTATED_UNTIL = {"(": r"\)", "": r"[.?!;]|$"}
_LONGEST_PRODUCT = 12
"""A power written out as a product has at most this many factors ("2 × 2 × … × 2", twelve times)."""

Said = tuple[str, tuple[Fraction, ...]]


_COMPARED = lazy(
    r"\b(?:same|equal|equals|differ\w*|compare\w*|match(?:es)?|both)\b",
    re.IGNORECASE,
    needs="same|equal|differ|compar|match|both",
)
"""A question that compares two writings ("Is 12 × 3 (3 × 12) the same?"): both are asked about."""


def without_second_writing(text: str) -> str | None:
    """The text without a second writing of the calculation just before it, or None when there is none."""
    if _COMPARED.search(text.replace("the same as", "")):
        return None
    for marker in _MARKER.finditer(text):
        bracket = "(" in marker.group()
        end = re.compile(_RESTATED_UNTIL["(" if bracket else ""]).search(text, marker.end())
        if end is None:
            continue
        before, restated = text[: marker.start()], text[marker.end() : end.start()]
        said_first, said_again = _calculation(_last_clause(before)), _calculation(restated)
        rest = text[end.end() :] if bracket else text[end.start() :]
        if said_first is not None and said_first == said_again:
            return f"{before}{rest}"
        if said_first is None and said_again is not None and _sign_settled(_last_clause(before), said_again):
            return f"{restated}{rest}"  # "minus 4 squared, that is, minus 4 times minus 4": (−4) × (−4)
    return None


_POWER_OF_A_MINUS = lazy(
    r"(?:\bminus|\bnegative|(?<![\w.])[-−]) ?(\d+(?:\.\d+)?) ?(?:squared|cubed|\^ ?(\d+)|[²³]"
    r"|to the (?:power )?(?:of )?(\d+)(?:st|nd|rd|th)?(?: power)?)",
    re.IGNORECASE,
    needs="minus|negative|-|−",
)
_POWER_WORDS = {"squared": 2, "cubed": 3, "²": 2, "³": 3}


def _sign_settled(first: str, again: Said) -> bool:
    """Is a power of a number said below zero ("minus 4 squared": (−4)² or −(4²)?) written again as the
    product of that number below zero ("minus 4 times minus 4")? The second writing says which is meant."""
    found = _POWER_OF_A_MINUS.search(first)
    if found is None or again[0] != "*" or len(set(again[1])) != 1:
        return False
    word = re.search(r"squared|cubed|[²³]", found.group(), re.IGNORECASE)
    power = int(found.group(2) or found.group(3) or (_POWER_WORDS[word.group().lower()] if word else 0))
    return again[1][0] == -Fraction(found.group(1)) and len(again[1]) == power


def _last_clause(text: str) -> str:
    """The last sentence or clause before the second writing: "Tidy-up first. Calculate 15 squared"."""
    return re.split(r"[.?!;]\s|\n", text)[-1]


def _calculation(text: str) -> Said | None:
    """What a piece of text asks, in one form for every way of writing it: ("*", (6, 6, 6)) for "6 cubed",
    "6³" and "6 × 6 × 6"; None when it does not read alone, or reads with a doubt."""
    from quickmath.offline.reading.doubts import Doubtful
    from quickmath.offline.reading.problem import read_problem
    from quickmath.offline.reading.text import normalise, number_words

    if not re.search(r"\d", text):
        return None
    try:
        spec = read_problem(number_words(normalise(text)))
    except Doubtful:
        return None
    if isinstance(spec, ProblemSpec):
        return _of_a_problem(spec)
    if isinstance(spec, ExpressionSpec):
        return _of_an_expression(spec.text)
    return None


def _of_a_problem(spec: ProblemSpec) -> Said | None:
    try:
        a, b = Fraction(spec.a), Fraction(spec.b)
    except (ValueError, ZeroDivisionError):
        return None
    if spec.operation == "power" and b.denominator == 1 and 2 <= b <= _LONGEST_PRODUCT:
        return "*", (a,) * int(b)
    if spec.operation in ("+", "*"):
        return spec.operation, tuple(sorted((a, b)))
    return spec.operation, (a, b)


_TERM = lazy(r"^\s*(\(?-?\d+(?:\.\d+)?\)?)\s*$")
_UNARY_MINUS = lazy(r"(^|[×+(]\s*)[−-]\s+(?=\d)")
_ODD_POWER_OF_A_MINUS = lazy(r"^\s*-(\d+(?:\.\d+)?) \^ (\d+)\s*$")


def _of_an_expression(text: str) -> Said | None:
    """A sum or a product of plain numbers written out: "6 × 6 × 6", "−9 × −9 × −9"; an odd power of a number
    below zero, "−9³", as the product it is either way; None for anything mixed."""
    text = _UNARY_MINUS.sub(r"\1-", text.replace("−", "-"))
    if (power := _ODD_POWER_OF_A_MINUS.match(text)) and int(power.group(2)) % 2 == 1:
        return "*", (-Fraction(power.group(1)),) * int(power.group(2))
    for sign, operation in (("×", "*"), ("+", "+")):
        terms = text.split(sign)
        found = [_TERM.match(term) for term in terms]
        if len(terms) > 1 and all(found):
            return operation, tuple(sorted(Fraction(m.group(1).strip("()")) for m in found if m))
    return None
