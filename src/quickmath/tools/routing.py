"""Where a note solve_expression cannot take belongs: a written-out series or a sum of times is sent to
solve_with_shortcut, and the error says so with the learner's own numbers (never a generic example that a
model would copy)."""

from __future__ import annotations

from fractions import Fraction

from quickmath.exact import plain
from quickmath.numbers import numbers_in
from quickmath.patterns import lazy

_ELLIPSIS = lazy(r"\.\s*\.\s*\.+|…")
_TERM = lazy(r"\s*(-?\d+(?:\.\d+)?)\s*(?:([²³])|(?:\^|\*\*)\s*([23]))?\s*")
_POWERS = {"²": 2, "³": 3, "2": 2, "3": 3}
_SUM_OF = {2: "sum_of_squares", 3: "sum_of_cubes"}


def _term(text: str) -> tuple[Fraction, int] | None:
    match = _TERM.fullmatch(text)
    if match is None:
        return None
    number, superscript, caret = match.groups()
    return Fraction(number), _POWERS.get(superscript or caret or "", 1)


def _as_series(expression: str) -> str | None:
    """ "1 + 2 + 3 + ... + 100" → series a 1, b 100, step 1; "1² + 2² + … + 10²" → sum_of_squares."""
    if not _ELLIPSIS.search(expression):
        return None
    pieces = [piece.strip() for piece in _ELLIPSIS.sub("+ … +", expression).split("+") if piece.strip()]
    if pieces.count("…") != 1 or pieces[-1] == "…" or pieces[0] == "…":
        return None
    terms = [_term(piece) for piece in pieces if piece != "…"]
    if any(term is None for term in terms) or len({term[1] for term in terms if term}) != 1:
        return None
    values = [term[0] for term in terms if term]
    power = terms[0][1] if terms[0] else 1
    first, last = plain(values[0]), plain(values[-1])
    if power in _SUM_OF:
        return (
            f"this is a sum of {'squares' if power == 2 else 'cubes'}: call solve_with_shortcut with "
            f"operation '{_SUM_OF[power]}', a {first}, b {last}."
        )
    before = pieces.index("…")
    step = f", step {plain(values[1] - values[0])}" if before >= 2 else ""
    return f"this is a series: call solve_with_shortcut with operation 'series', a {first}, b {last}{step}."


def _as_times(expression: str) -> str | None:
    """ "2 h 45 min + 1 h 30 min" → add_time with a 245, b 130 (hours and minutes run together)."""
    found = numbers_in(expression)
    if len(found) < 2 or not all(number.is_time for number in found):
        return None
    times = [plain(number.value) for number in found]
    opening = "these are lengths of time: call solve_with_shortcut with operation 'add_time'"
    if len(times) == 2:
        return f"{opening}, a {times[0]}, b {times[1]} (hours and minutes run together)."
    rest = ", then ".join(f"that answer and {time}" for time in times[2:])
    return f"{opening} two at a time: first a {times[0]}, b {times[1]}, then {rest}."


def route_elsewhere(expression: str) -> str | None:
    """The tool and operation that fit an expression solve_expression cannot read, with its numbers."""
    return _as_series(expression) or _as_times(expression)
