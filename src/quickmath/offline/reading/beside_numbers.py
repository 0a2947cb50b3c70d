"""The words beside the numbers of a written calculation, taken off so that the numbers are read as usual:
a unit, a currency or a counted noun beside every number ("3 km + 5 km", "12 apples + 5 apples", "£18 +
£24"), beside the last only ("18 + 24 + 31 pounds"), or asked in the question ("how many kg is 18 + 24",
"18 kg + 24 kg = ? kg"); then `fits` says whether the reading keeps the calculation they make. Used by
`readers.units`, whose shared helpers (`is_unit`, `same_unit`) it uses.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from quickmath.offline.asks import ExpressionSpec, ProblemSpec, Spec
from quickmath.offline.readers.units import ASKED_IN, POWER_AFTER_UNIT, UNIT, UNIT_WORDS, same_unit
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy
from quickmath.records import Record

if TYPE_CHECKING:
    from fractions import Fraction

_NUMBER = lazy(N)
_SIGN = lazy(r"[£$€₹¥₦₱₩₺₪฿]")
_SIGN_BEFORE = lazy(r"([£$€₹¥₦₱₩₺₪฿]) ?$")
_TIME = lazy(r"\d:\d\d|\b(?:h|hrs?|hours?|min|mins|minutes?|seconds?|secs?|days?|weeks?|am|pm|time)\b")
"""A clock reading or a length of time: the time readers' ("45 min × 6", "12 times for 3 days")."""
_SPEED = lazy(r"\bkm ?/ ?h\b")
_TAG_AFTER = lazy(rf" ?((?:square |sq |cubic )?(?:km ?/ ?h|m ?/ ?s|{UNIT_WORDS})(?: \^ [23])?)(?![\w°])")
"""A unit after a number."""
_NOUN_AFTER = lazy(r" ([a-z]{3,})\b")
_WORD_AFTER = lazy(r"\d ([a-z]{3,})\b")
_NOT_THINGS = frozenset({
    "tens", "ones", "units", "hundreds", "thousands", "millions", "billions", "dozens", "scores", "halves",
    "thirds", "quarters", "fifths", "sixths", "sevenths", "eighths", "ninths", "tenths", "hundredths",
    "thousandths", "lots", "squares", "cubes", "percents", "powers", "digits", "places", "figures", "pairs",
    "couples", "grosses", "lakhs", "crores", "tenners", "fivers", "twenties", "fifties", "dimes", "nickels",
    "backwards", "forwards", "upwards", "downwards", "inwards", "outwards", "sideways", "thanks", "unless",
})  # fmt: skip
"""Words after a number that change its value or say what to do with it ("5 tens", "3 quarters", "2 pairs",
"4 tenners")."""
_OPERATION_AHEAD = lazy(r" ?(?:[-+*/=]|(?:plus|minus|times|divided by|multiplied by)\b)")
_OPERATION_BEHIND = lazy(r"(?:[-+*/=]|\b(?:plus|minus|times|divided by|multiplied by)) $| -$")
"""The signs and words of a written calculation beside a thing counted; never "over" or "and", which a story
says too ("750 seats over 30 rows")."""
_NOTHING_AHEAD = lazy(r"(?: =)?(?: ;)?")
_HOW_MANY_ASKED = lazy(
    r"^(?:so )?how (?:many|much) ((?:square |sq |cubic )?[a-z°]+) (?:is|are|makes?)\b ?", needs="how"
)
"""The unit asked before the calculation: "how many kg is 18 + 24"."""
_EQUALS_ASKED = lazy(r" = ; ((?:square |sq |cubic )?(?:[a-z°]+(?: / [a-z]+)?|[£$€]))$", needs="=")
"""The unit asked after "=": "18 kg + 24 kg = ? kg"."""
_TOTAL_ASKED = lazy(
    r" ; (?:so |and )?(?:the )?total ((?:square |sq |cubic )?[a-z]+)(?: for (?:the|that|this|a) [a-z]+)?$",
    needs="total",
)
"""The thing asked in a question of the total after the calculation: "4 sets × 12 reps ; total reps for the
session"."""
_EXPRESSION_OPERATION = lazy(r" ([-+×÷−]) ")


class Unitless(Record):
    """A written calculation with the words beside its numbers taken off: the plain text, each number of it
    as written with the unit or thing it carried ("" for none), and the unit the answer is asked in."""

    text: str
    numbers: tuple[str, ...]
    tags: tuple[str, ...]
    asked: str = ""


_SMALLER_UNITS = frozenset({
    "p", "pence", "penny", "c", "cent", "cents", "mm", "cm", "g", "gram", "grams", "mg", "ml",
})  # fmt: skip
"""Units a plain number before them may be a bigger unit of ("2.50 + 75p", "1.5 + 300 g", "2 + 50 cm"): told
on the last number only, they do not say the unit of the others."""


def _alike(tag: str, other: str) -> bool:
    """Do two words beside numbers name one unit or thing? "pounds" and "£", "box" and "boxes"."""
    return same_unit(tag) == same_unit(other) or _same_noun(tag, other)


def _is_a_thing(tag: str) -> bool:
    """Is the word a counted noun, not a measure or money?"""
    return not (UNIT.fullmatch(tag) or _SIGN.fullmatch(tag))


def _same_noun(word: str, other: str) -> bool:
    from quickmath.offline.reading import nouns  # only for a calculation with words beside its numbers

    return nouns.same_noun(word, other)


def _counts_things(word: str) -> bool:
    from quickmath.offline.reading.counted import counts_things  # only for a calculation with words beside

    return counts_things(word)


def _counts_groups(word: str) -> bool:
    from quickmath.offline.reading.counted import counts_groups  # only for a calculation with words beside

    return counts_groups(word)


def _things_in(text: str) -> set[str]:
    """The plural nouns after numbers: "apples" in "1 apple + 3 apples"."""
    return {word for word in _WORD_AFTER.findall(text) if _counts_things(word) and word not in _NOT_THINGS}


def _is_thing(word: str, things: set[str]) -> bool:
    return word in things or (word not in _NOT_THINGS and any(_same_noun(word, thing) for thing in things))


def _beside_an_operation(text: str, start: int, end: int) -> bool:
    """Is a number and the noun after it (text[start:end]) a term of a written calculation: an operation
    sign or word after it, or before it with nothing but an asked unit after?"""
    ahead = text[end:]
    if _OPERATION_AHEAD.match(ahead):
        return True
    behind = _OPERATION_BEHIND.search(text, 0, start + (text[start] == "-"))  # "… -238 cards"
    return behind is not None and _NOTHING_AHEAD.fullmatch(ahead) is not None


def _asked_unit(text: str) -> tuple[str, str] | None:
    """The text without the unit its answer is asked in ("how many kg is …", "… = ? kg", "… in kg"), and
    that unit ("" for none); None when two are asked. A word that names no unit or thing is left ("how
    much more is …")."""
    asked = ""
    for pattern, put in (
        (_HOW_MANY_ASKED, "what is "),
        (_EQUALS_ASKED, ""),
        (ASKED_IN, ""),
        (_TOTAL_ASKED, ""),
    ):
        found = pattern.search(text)
        if found is None or not _names_a_unit(found.group(1)):
            continue
        if asked:
            return None
        asked = found.group(1)
        text = text[: found.start()] + put + text[found.end() :]
    return text, asked


def _names_a_unit(word: str) -> bool:
    word = re.sub(r"^(?:square|sq|cubic) | ?\^ ?[23]$", "", word)
    return any(pattern.fullmatch(word) for pattern in (UNIT, _SIGN)) or (
        _counts_things(word) and word not in _NOT_THINGS
    )


def without_units(text: str) -> Unitless | None:
    """The text with the units and things beside its numbers taken off ("3 km + 5 km", "18 + 24 pounds",
    "12 apples + 5 apples", "£3.50 × 4", "how many kg is 3 + 5"); None when none is, a clock reading or a
    power of a unit is written, or the answer is asked in a unit its numbers do not carry."""
    if _TIME.search(_SPEED.sub("", text)) or POWER_AFTER_UNIT.search(text):
        return None
    asked = _asked_unit(text)
    if asked is None:
        return None
    text, unit = asked
    things = _things_in(text)
    pieces: list[str] = []
    numbers: list[str] = []
    tags: list[str] = []
    done = 0
    for number in _NUMBER.finditer(text):
        if number.start() < done:
            continue  # the power of a unit: "5 m ^ 2"
        before, value, tag = text[done : number.start()], number.group(), ""
        if (sign := _SIGN_BEFORE.search(before)) is not None:
            before, tag = before[: sign.start()], sign.group(1)
        if value.startswith("-") and tags and tags[-1] and not before.strip():
            before, value = " - ", value[1:]  # "3.6 km -1.9 km" is 3.6 − 1.9
        done = number.end()
        after = _TAG_AFTER.match(text, done)
        noun = _NOUN_AFTER.match(text, done) if after is None else None
        if (
            noun is not None
            and _is_thing(noun.group(1), things)
            and _beside_an_operation(text, number.start(), noun.end())
        ):
            after = noun
        if after is not None:
            if tag:
                return None  # two words beside one number ("£3 pounds")
            tag, done = re.sub(r" \^ ", "^", after.group(1)), after.end()
        pieces += [before, value]
        numbers.append(value)
        tags.append(tag)
    if not any(tags) and not unit:
        return None
    plain = re.sub(r"\s+", " ", "".join([*pieces, text[done:]])).strip()
    if (
        unit
        and any(tag and not _alike(tag, unit) for tag in tags)
        and not _groups_asked_whole(plain, tags, unit)
    ):
        return None
    return Unitless(plain, tuple(numbers), tuple(tags), unit)


def _groups_asked_whole(plain: str, tags: list[str], unit: str) -> bool:
    """Is a count of groups times what each holds asked in the things held ("3 boxes × 12 eggs ; total
    eggs")?"""
    return len(tags) == 2 and plain.count(" * ") == 1 and _counts_groups(tags[0]) and _alike(tags[1], unit)


def _operations(spec: Spec) -> set[str]:
    """The operations of a reading: {"+"} for 3 + 5, {"+", "-"} for 18 + 24 − 7; "other" for anything else."""
    if isinstance(spec, ProblemSpec):
        return {spec.operation} if spec.operation in ("+", "-", "*", "/") else {"other"}
    if not isinstance(spec, ExpressionSpec) or re.search(r"[()^]", spec.text):
        return {"other"}
    signs = {"×": "*", "÷": "/", "−": "-"}
    return {signs.get(sign, sign) for sign in _EXPRESSION_OPERATION.findall(spec.text)} or {"other"}


def _tags_of(spec: Spec, unitless: Unitless) -> list[str] | None:
    """What each number of the reading carries: in the order written for a sum or difference, of `a` then `b`
    for a product or quotient; None when one number is told with different words, or a number carrying a
    word is not one of the reading's."""
    if not isinstance(spec, ProblemSpec):
        return list(unitless.tags)
    from fractions import Fraction  # only for a calculation with words beside its numbers

    read = [Fraction(spec.a), Fraction(spec.b)]
    carried: dict[Fraction, set[str]] = {}
    in_order = []
    for number, tag in zip(unitless.numbers, unitless.tags, strict=True):
        value = Fraction(number)
        if value not in read:
            if tag:
                return None
            continue
        carried.setdefault(value, set()).add(tag)
        in_order.append(tag)
    if any(len(tags) > 1 for tags in carried.values()) or len(carried) != len(set(read)):
        return None
    if spec.operation in ("+", "-"):
        return in_order
    return [next(iter(carried[value])) for value in read]


def _carries(spec: Spec, unitless: Unitless, tags: list[str]) -> bool:
    """Does the reading fit the words its numbers carry (see `fits`)?"""
    tagged = [tag for tag in tags if tag]
    operations = _operations(spec)
    if operations <= {"+", "-"}:
        alike = all(_alike(tagged[0], tag) for tag in tagged)
        smaller = bool({tags[-1], same_unit(tags[-1])} & _SMALLER_UNITS)
        last_only = len(tagged) == 1 and bool(tags[-1]) and not smaller
        return alike and (len(tagged) == len(tags) or last_only)
    if operations == {"*"}:
        if len(tagged) == 2 and len(tags) == 2:
            return not _alike(*tagged) and (
                (_is_a_thing(tags[0]) and _counts_groups(tags[0])) or _things_priced(*tags)
            )
        return len(tagged) == 1
    if operations == {"/"} and tags[0]:
        if len(tags) == 2 and tags[1]:
            return _alike(tags[0], tags[1]) or _counts_groups(tags[1])
        return len(tagged) == 1
    return False


def _things_priced(one: str, other: str) -> bool:
    """Is one a price and the other a count of things, in either order ("36 units × £4.25", "£2.60 × 23
    tickets")? The product is money."""
    return any(
        _SIGN.fullmatch(price) is not None and _is_a_thing(things) and _counts_things(things)
        for price, things in ((one, other), (other, one))
    )


def fits(spec: Spec, unitless: Unitless) -> bool:
    """Does the reading keep the calculation the words beside its numbers make? One unit or thing may be
    added or taken away when every number or the last carries it ("18 + 24 + 31 pounds"); one amount may be
    multiplied by plain counts ("£3.20 × 5"), a price by a count of things ("36 units × £4.25") or a count
    of groups by what each holds ("3 boxes × 12 eggs"),
    never two amounts ("3 m × 4 m" is an area); an amount divided by a count, by groups, or by an amount of
    its own unit ("12 kg ÷ 4 bags", "12 kg ÷ 4 kg"). Lengths of time are the time readers'."""
    tags = _tags_of(spec, unitless)
    if tags is None or "other" in _operations(spec):
        return False
    if not any(tags):
        return bool(unitless.asked)
    return _carries(spec, unitless, tags)
