"""Practice problems that look like the learner's question: the same shortcut, sizes, signs and decimals."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from fractions import Fraction

from quickmath.domain import CLOCK_OPERATIONS, Operation, Problem, ProblemError
from quickmath.exact import decimal_places, digit_count, is_whole
from quickmath.records import Record
from quickmath.techniques import find_applicable
from quickmath.techniques.base import Technique

MOST_DIGITS = 6
TRIES = 1000
PATIENCE = 200  # tries to go on looking for a better one once one will do
SWAPPABLE = {Operation.ADD, Operation.MULTIPLY, Operation.ADD_TIME}


class Look(Record):
    """How one operand looks to a learner: its digit count (and the range a practice operand may have),
    whether it has decimals, and its sign (0 has none)."""

    digits: int
    fewest: int
    most: int
    decimal: bool
    negative: bool
    zero: bool

    @classmethod
    def of(cls, x: Fraction, level: int = 0) -> Look:
        """The look of x, or of a harder (level 1) or easier (level −1) operand: one digit more or fewer,
        never fewer digits than x for harder nor more for easier."""
        count = digit_count(x)
        target = max(1, min(count, MOST_DIGITS) + level)
        fewest, most = max(1, target - 1), min(target + 1, MOST_DIGITS)
        if level > 0:
            fewest = max(fewest, min(count, MOST_DIGITS))
        if level < 0:
            most = min(most, count)
        return cls(target, fewest, most, not is_whole(x), x < 0, x == 0)

    def allows(self, x: Fraction) -> bool:
        """A digit count in range (at most 6), and decimals and sign as the question's operand had them."""
        if not self.fewest <= digit_count(x) <= self.most or self.decimal == is_whole(x):
            return False
        return self.zero or (x < 0) == self.negative


def operands(p: Problem) -> list[Fraction]:
    return [p.a, p.b, p.step] if p.operation is Operation.SERIES else [p.a, p.b]


def looks_of(question: Problem, level: int = 0) -> list[Look]:
    return [Look.of(x, level) for x in operands(question)]


def looks_like(candidate: Problem, question: Problem, level: int = 0) -> bool:
    """Whether `candidate` could pass for a fresh go at `question`: same look, not the same sum."""
    if candidate.operation is not question.operation:
        return False
    looks = looks_of(question, level)
    if not all(look.allows(x) for look, x in zip(looks, operands(candidate), strict=True)):
        return False
    if any(x == 0 != y for x, y in zip(operands(candidate), operands(question), strict=True)):
        return False  # 0 + 7 or 0 + 1 + … + 28 after a question with no 0 in it
    if is_whole(question.exact()) and not is_whole(candidate.exact()):
        return False
    if (candidate.b >= candidate.a) != (question.b >= question.a) and candidate.operation is Operation.SERIES:
        return False
    return not same_sum(candidate, question)


def same_sum(p: Problem, q: Problem) -> bool:
    """Whether `p` is `q` again in another guise: the same answer from the same numbers, swapped, run
    backwards, or with a 0 term put in or left out (0 + 1 + 2 + … + 100 is 1 + 2 + … + 100 again)."""
    return p == q or (p.exact() == q.exact() and _numbers_in_play(p) == _numbers_in_play(q))


def _numbers_in_play(p: Problem) -> tuple[object, ...]:
    if p.operation in (Operation.SERIES, Operation.SUM_OF_SQUARES, Operation.SUM_OF_CUBES):
        gap = p.step if p.operation is Operation.SERIES else 1
        first, last = p.lo, p.hi
        first, last = first + gap if first == 0 else first, last - gap if last == 0 else last
        return p.operation, first, last, gap
    if p.operation in SWAPPABLE:
        return p.operation, min(p.a, p.b), max(p.a, p.b)
    return p.operation, p.a, p.b


# One operand, changed the way a learner's next problem might differ from the last.


def _digits(x: Fraction) -> tuple[str, int] | None:
    """|x| as a digit string and its decimal places (230.5 → "2305", 1), or None for a fraction like 1/3."""
    places = decimal_places(x)
    if places is None:
        return None
    return str(abs(x.numerator) * 10**places // x.denominator), places


def _number(digits: str, places: int, negative: bool) -> Fraction:
    value = Fraction(int(digits or "0"), 10**places)
    return -value if negative else value


def fresh(look: Look, rng: random.Random) -> Fraction:
    """A new number of the same look: a digit count in range, decimals and sign as before."""
    count = rng.randint(look.fewest, look.most)
    places = rng.randint(1, min(count, 3)) if look.decimal else 0
    whole = count - places
    digits = str(rng.randint(1, 9)) if whole else ""
    digits += "".join(str(rng.randint(0, 9)) for _ in range(max(whole - 1, 0)))
    if places:
        digits += "".join(str(rng.randint(0, 9)) for _ in range(places - 1)) + str(rng.randint(1, 9))
    return _number(digits, places, look.negative)


def nudged(x: Fraction, rng: random.Random) -> Fraction:
    """A step or two away in its last place: 98 → 96, 4.7 → 4.9."""
    places = decimal_places(x) or 0
    return x + Fraction(rng.choice([-3, -2, -1, 1, 2, 3]), 10**places)


def with_digit(x: Fraction, rng: random.Random, from_left: bool) -> Fraction:
    """One digit changed, the first or the last: keeps what the rest of the number says (95 → 65)."""
    split = _digits(x)
    if split is None:
        return x
    digits, places = split
    position = 0 if from_left else len(digits) - 1
    lowest = 1 if (from_left and len(digits) - places > 0) or (not from_left and places) else 0
    digits = digits[:position] + str(rng.randint(lowest, 9)) + digits[position + 1 :]
    return _number(digits, places, x < 0)


def cut(x: Fraction, look: Look, rng: random.Random, keep_front: bool) -> Fraction:
    """A long number cut down to the size a practice problem may have: its first or last digits."""
    split = _digits(x)
    if split is None:
        return x
    digits, places = split
    count = rng.randint(look.fewest, look.most)
    if len(digits) <= count:
        return x
    kept_places = min(places, count - 1) if keep_front else min(places, count)
    if keep_front:
        whole = len(digits) - places
        kept = digits[: min(whole, count - kept_places)] + digits[whole : whole + kept_places]
    else:
        kept = digits[-count:].lstrip("0") or "0"
    return _number(kept, kept_places, x < 0)


def regrown(x: Fraction, longer: bool) -> Fraction:
    """A whole number one digit longer, its last digit written again (99 → 999, 100 → 1000), or one digit
    shorter (999 → 99): the same shape at the next size, for a harder or easier problem."""
    if not is_whole(x) or abs(x) < 10:
        return x
    digits = str(abs(x.numerator))
    digits = digits + digits[-1] if longer else digits[:-1]
    return Fraction(int(digits)) * (-1 if x < 0 else 1)


Change = Callable[[Fraction, Look, random.Random], Fraction]
CHANGES: list[Change] = [
    lambda x, look, rng: x,
    lambda x, look, rng: nudged(x, rng),
    lambda x, look, rng: with_digit(x, rng, from_left=True),
    lambda x, look, rng: with_digit(x, rng, from_left=False),
    lambda x, look, rng: cut(x, look, rng, keep_front=True),
    lambda x, look, rng: cut(x, look, rng, keep_front=False),
    lambda x, look, rng: fresh(look, rng),
    lambda x, look, rng: regrown(x, longer=True),
    lambda x, look, rng: regrown(x, longer=False),
]


def _together(a: Fraction, b: Fraction, rng: random.Random) -> tuple[Fraction, Fraction]:
    """Both operands changed alike, so a link between them (the same gap, the same front) survives."""
    split_a, split_b = _digits(a), _digits(b)
    if split_a is None or split_b is None:
        return a, b
    if rng.random() < 0.5 or len(split_a[0]) != len(split_b[0]):
        shift = Fraction(rng.choice([-1, 1]) * rng.randint(1, 30), 10 ** max(split_a[1], split_b[1]))
        return a + shift, b + shift
    digit = str(rng.randint(1, 9))
    return (
        _number(digit + split_a[0][1:], split_a[1], a < 0),
        _number(digit + split_b[0][1:], split_b[1], b < 0),
    )


def _reversed(x: Fraction) -> Fraction:
    """A whole number's digits the other way round: 754 → 457 (other numbers are left as they are)."""
    return Fraction(int(str(abs(x.numerator))[::-1])) if is_whole(x) else x


_NO_LINK_KEPT = {Operation.DIVISIBLE, Operation.REMAINDER}
"""Where equal operands are no look to keep: after "is 11 divisible by 11?" the practice is another number
tried against 11 (kept equal, the only such problem is the question itself)."""


def _linked(question: Problem, a: Fraction, b: Fraction, rng: random.Random) -> tuple[Fraction, Fraction]:
    """Keep the links the question's operands had: equal, opposite, or one the other's digits reversed."""
    qa, qb = question.a, question.b
    if qa == qb == 0 or rng.random() < 0.1:
        return rng.choice([(a, a), (a, -a), (a, b)])
    if qa == qb and question.operation not in _NO_LINK_KEPT:
        return a, a
    if qa == -qb:
        return a, -a
    if _reversed(qa) == qb and is_whole(a) and rng.random() < 0.7:
        return a, _reversed(a) if b >= 0 else -_reversed(a)
    return a, b


def _on_series(
    question: Problem, a: Fraction, b: Fraction, step: Fraction, rng: random.Random
) -> list[Fraction]:
    """a, b and step with one end moved onto the other's series, as near to where it was drawn as can be."""
    if step <= 0:
        return [a, b, step]
    direction = 1 if question.b >= question.a else -1
    gaps = max(round((b - a) * direction / step), 0)
    if rng.random() < 0.5:
        return [a, a + direction * gaps * step, step]
    return [b - direction * gaps * step, b, step]


def candidates(question: Problem, rng: random.Random, level: int = 0) -> Iterator[Problem]:
    """An endless stream of problems shaped like `question`; some fail a problem's rules and are skipped."""
    looks = looks_of(question, level)
    while True:
        values = [
            rng.choice(CHANGES)(x, look, rng) for x, look in zip(operands(question), looks, strict=True)
        ]
        if rng.random() < 0.25:
            values[0], values[1] = _together(question.a, question.b, rng)
        values[0], values[1] = _linked(question, values[0], values[1], rng)
        if question.operation is Operation.SERIES:
            values = _on_series(question, values[0], values[1], values[2], rng)
        if question.operation in (Operation.SUM_OF_SQUARES, Operation.SUM_OF_CUBES):
            values[0], values[1] = min(values[0], values[1]), max(values[0], values[1])
        try:
            yield Problem(question.operation, *values)
        except ProblemError:
            continue


def same_size(candidate: Problem, question: Problem, level: int = 0) -> bool:
    """Every operand with exactly the question's number of digits (6 for a longer one), or one more or
    fewer for a harder or easier problem."""
    return all(
        digit_count(x) == look.digits
        for x, look in zip(operands(candidate), looks_of(question, level), strict=True)
    )


def moved(candidate: Problem, question: Problem, level: int) -> bool:
    """Whether a harder (level 1) problem has more digits than the question, an easier one fewer."""
    size, asked = (sum(digit_count(x) for x in operands(p)) for p in (candidate, question))
    return level == 0 or (size > asked if level > 0 else size < asked)


def problem_like(
    technique: Technique, question: Problem, rng: random.Random, level: int = 0
) -> Problem | None:
    """A problem `technique` fits that looks like `question` (level 1: harder, −1: easier), or None if none
    turns up in TRIES tries.

    Preferred, in order: one where `technique` is the best pick and every operand is the size asked for;
    then the best pick grown (or shrunk) as asked; then the best pick with sizes give or take a digit;
    then one `technique` merely fits.
    """
    if question.operation in CLOCK_OPERATIONS:
        return clock_problem_like(technique, question.twelve_hour, rng, avoid=str(question))
    found: dict[int, Problem] = {}
    stream = candidates(question, rng, level)
    last_turn = TRIES
    for turn in range(TRIES):
        if turn > last_turn:
            break
        candidate = technique.make_problem(rng) if turn % 4 == 0 else next(stream)
        if not (technique.applies(candidate) and looks_like(candidate, question, level)):
            continue
        best = find_applicable(candidate)[:1] == [technique]
        if best and same_size(candidate, question, level):
            tier = 0
        else:
            tier = 1 if best and moved(candidate, question, level) else 2 if best else 3
        found.setdefault(tier, candidate)
        if tier == 0:
            break
        last_turn = min(last_turn, turn + PATIENCE)
    return found[min(found)] if found else None


def clock_problem_like(
    technique: Technique, twelve_hour: bool, rng: random.Random, avoid: str = ""
) -> Problem | None:
    """Clock readings have no digits to grow or shrink: a problem `technique` fits on the same kind of
    clock (12- or 24-hour), best pick preferred, never the question (`avoid`, as written)."""
    fitting = None
    for _ in range(TRIES):
        made = technique.make_problem(rng)
        if made.twelve_hour != twelve_hour or str(made) == avoid or not technique.applies(made):
            continue
        if find_applicable(made)[:1] == [technique]:
            return made
        fitting = fitting or made
    return fitting
