"""Amounts written as a form: labelled fields, each one number, and a last field with no number that asks.
"Total: £96 | People: 8 | Each?", "Qty: 36 | Unit: £4.25 | Line total?", "Length: 3.6 m | Width: 2.5 m |
Area?", "Shots: 72 | Par: 70 | Over par by?", "Reps\nset 1: 15\nset 2: 12\ntotal reps?", and a form written
one field a line (see `reading.layouts.forms`).

The asking field names the operation; the labels say what each number is:
- a share ("Each?", "Per runner?"): an amount shared by a count, the count a whole number with no unit;
- a product ("Total?", "In all?"): a count and a value for one of them, named so by its label ("unit price",
  "price each", "cost per box", "pack size") or by the count's own label ("Laps: 24 | Lap length: 400 m");
- a gap ("Difference?", "Margin?", "Over the limit by?") of two numbers of one kind;
- an area: a length and a width;
- a total of items numbered in order under one label ("Set 1", "Set 2", …);
- numbers named by their places ("First number: -7.5, second number: 2.25") added or multiplied together,
  the second taken from the first or the first divided by the second, as asked.
A ledger (an amount, what went out and came in, what is left) is `readers.ledgers`'. Anything else (a third
number, two counts shared, a base and a height, items out of order) is left alone.
"""

from __future__ import annotations

import re
from fractions import Fraction

from quickmath.offline.asks import ExpressionSpec, ProblemSpec
from quickmath.offline.readers.units import is_unit, same_unit
from quickmath.patterns import lazy
from quickmath.records import Record

_FIELD = lazy(
    r"^(?P<before>(?:[a-z][a-z']*(?: |$))*?)(?:(?P<item>\d{1,2}) (?:[;=] |(?=[£$€]))|[;=] )?"
    r"(?P<money>[£$€] ?)?"
    r"(?P<value>-?\d+(?:\.\d+)?)"
    r"(?P<after>(?: [a-z][a-z'²]*){0,2})$"
)
_FILLER = frozenset({"the", "a", "an", "my", "our", "your", "of", "so", "far"})
"""Words of a label that say nothing of what the number is."""


class Field(Record):
    """One labelled number of a form: its label's words, its value as written, its unit ("£", "m", ""), the
    number of an item in a list of them ("Set 2: 12") and the things it counts ("Game 1: 14 pts")."""

    label: tuple[str, ...]
    value: str
    unit: str
    item: str = ""
    things: str = ""


def _field(part: str, labelled_first: bool = False) -> Field | None:
    found = _FIELD.fullmatch(part.strip())
    if found is None or (labelled_first and not found.group("before")):
        return None
    before, after = found.group("before").split(), found.group("after").split()
    unit = found.group("money").strip() if found.group("money") else ""
    things = ""
    if after and is_unit(after[0]):
        unit = unit or same_unit(after.pop(0))
    elif before and len(after) == 1:
        things = after.pop()
    label = tuple(word for word in before or after if word not in _FILLER)
    if (before and after) or not label or len(label) > 3:
        return None  # "sold 385 on monday", "first half we put up 54": more than a label and a unit
    return Field(label, found.group("value"), unit, found.group("item") or "", things)


_TITLE = lazy(r"^[a-z]+(?: [a-z]+)? ; (?=[a-z])")
"""A form's title before its first field: "stock ; start 1200 , sold 385 …", "reps ; set 1 ; 15 , …"."""


def _parts(text: str) -> list[str] | None:
    """A form's fields, the asking field last: parted by bars, by commas (the question after its own stop:
    "qty 36 , unit £4.25 ; line total") or by stops between fields said with "=" ("total = 96 ; people = 8 ;
    each =")."""
    if " | " in text:
        return [part.strip(" ;?") for part in text.split(" | ")]
    if " , " in text:
        told, stop, asked = text.rpartition(" ; ")
        if stop and re.search(r"\d", told) and not re.search(r"\d", asked):
            return [*_TITLE.sub("", told).split(" , "), asked]
        return _TITLE.sub("", text).split(" , ")
    if " = " in text and " ; " in text:
        return [part.strip(" =") for part in text.split(" ; ")]
    return None


def fields(text: str) -> tuple[list[Field], str] | None:
    """The labelled numbers of a form and its asking field (see `_parts`), each label before its number
    unless the fields are parted by bars ("35 units , …" is a sentence's); None when a field is not one
    number with a label."""
    parts = _parts(text)
    if parts is None:
        return None
    barred = " | " in text
    *told, asked = parts
    found = [_field(part, labelled_first=not barred) for part in told]
    if len(found) < 2 or re.search(r"\d", asked) or not all(found):
        return None
    return [field for field in found if field], asked.strip(" ;?")


_ASK_EACH = lazy(
    r"^(?:how much |what (?:does|do|is) )?(?:each|per (?P<per>[a-z]+)|a head|apiece)"
    r"(?: (?:pays?|gets?|person|one|share|owes|costs?)){0,2}(?: is)?$"
    r"|^(?:share|cost|amount|price) (?:each|per (?P<per2>[a-z]+))$"
)
_ASK_WHOLE = lazy(
    r"^(?:what is the |what s the )?(?:line |grand |order |overall )?(?:total|value|bill|cost|amount"
    r"|total (?:cost|price|value|amount|bill)|order value|in all|altogether|how many (?:in all|altogether"
    r"|in total)|how much (?:in all|altogether|in total)|distance|total distance)$"
)
_ASK_GAP = lazy(
    r"^(?:difference|diff|gap|margin|winning margin|by how much|how many more|how much more"
    r"|(?P<side>over|under) (?:the )?(?P<named>[a-z]+) by)$"
)
_ASK_AREA = lazy(r"^(?:the |its |total |floor )?area$")

_ASK_SUM = lazy(
    r"^(?:what is the |what s the )?(?:total|sum|subtotal|in total|in all|altogether|total [a-z]+"
    r"|[a-z]+ total|how many (?:[a-z]+ )?(?:in total|altogether))$"
)
_ASK_IN_ORDER = lazy(
    r"^(?P<verb>add|multiply|times)(?: them| these| both| the two)(?: together| up)?"
    r"(?: , what do (?:you|i|we) get)?$"
    r"|^(?P<take>subtract|take) the second from the first$|^divide the first by the second$"
)
_ORDINALS = ("first", "second", "third", "fourth", "fifth")

_PER_ONE = frozenset({"unit", "each", "per", "price", "rate", "size", "cost"})
"""Label words of a value for one thing ("unit price", "price each", "cost per box", "pack size")."""
_SIDES = frozenset({"length", "width", "breadth", "long", "wide", "height", "high", "depth", "deep"})


def read(text: str) -> ProblemSpec | ExpressionSpec | None:
    """The form's asking field answered from its labelled numbers, or None."""
    found = fields(text)
    if found is None:
        return None
    told, asked = found
    if each := _ASK_EACH.fullmatch(asked):
        return _share(told, each.group("per") or each.group("per2"))
    if _ASK_WHOLE.fullmatch(asked) and (product := _product(told)):
        return product
    if gap := _ASK_GAP.fullmatch(asked):
        return _gap(told, gap.group("side"), gap.group("named"))
    if _ASK_SUM.fullmatch(asked):
        return _items(told)
    if order := _ASK_IN_ORDER.fullmatch(asked):
        return _in_order(told, order)
    if _ASK_AREA.fullmatch(asked):
        return _area(told)
    if role := _ASK_BY_ROLE.fullmatch(asked):
        return _by_roles(told, role.group(1))
    return None


_ASK_BY_ROLE = lazy(
    r"^(?:what is |what s )?(?:the )?(answer|result|value|value of the power|power value|quotient|remainder)"
    r"(?: =)?$"
)
"""A form whose numbers are named by their parts in a calculation asks its answer: "Base: 5 | Index: 4 |
Value of the power?", "Dividend: 91 | Divisor: 7 | Quotient?"."""
_POWER_ASKED = dict.fromkeys(("answer", "result", "value", "value of the power", "power value"), "power")
_DIVISION_ASKED = {"answer": "/", "result": "/", "value": "/", "quotient": "/", "remainder": "remainder"}
_ROLES = {
    ("base", "exponent"): _POWER_ASKED, ("base", "power"): _POWER_ASKED, ("base", "index"): _POWER_ASKED,
    ("dividend", "divisor"): _DIVISION_ASKED,
}  # fmt: skip
"""The labels of two numbers named by their parts, first the one written first, and the operation each answer
asked of them calls for."""


def _by_roles(told: list[Field], asked: str) -> ProblemSpec | None:
    """Two numbers named by their parts in one calculation, in either order: a base and its exponent (or
    power, or index), a dividend and its divisor; None for any other label or a unit on either."""
    if len(told) != 2 or any(field.unit or field.item or len(field.label) != 1 for field in told):
        return None
    by_label = {field.label[0]: field.value for field in told}
    for (first, second), operations in _ROLES.items():
        if set(by_label) == {first, second} and asked in operations:
            return ProblemSpec(operations[asked], by_label[first], by_label[second])
    return None


def _is_count(field: Field) -> bool:
    return not field.unit and "." not in field.value


def _names(label: tuple[str, ...], word: str) -> bool:
    """Does a label name the things `word` names, one or many ("runners" and "runner", "lap" and "laps")?"""
    singular = word.removesuffix("s")
    return any(said.removesuffix("s") == singular for said in label)


def _share(told: list[Field], per: str | None) -> ProblemSpec | None:
    """An amount shared by a count: the count a whole number with no unit, named by "per …" if it is said."""
    if len(told) != 2:
        return None
    counts = [
        field
        for field in told
        if _is_count(field) and "total" not in field.label and (per is None or _names(field.label, per))
    ]
    if len(counts) != 1:
        return None  # "Sweets: 96 | Kids: 8 | Each?": which is shared?
    count = counts[0]
    amount = next(field for field in told if field is not count)
    if _per_one(amount, count):
        return None  # "Price: £40 | Qty: 5 | Each?": the price of one or of all?
    return ProblemSpec("/", amount.value, count.value)


def _per_one(field: Field, count: Field) -> bool:
    """Is the field a value for one of the things counted ("unit price", "lap length" beside "laps")?"""
    if "total" in field.label:
        return False
    if _PER_ONE & set(field.label):
        return True
    (counted,) = count.label if len(count.label) == 1 else ("",)
    return len(field.label) == 2 and counted.endswith("s") and counted.removesuffix("s") in field.label


def _product(told: list[Field]) -> ProblemSpec | None:
    """A count of things and the value of one of them."""
    if len(told) != 2:
        return None
    for count, one in (told, told[::-1]):
        if _is_count(count) and _per_one(one, count) and not _per_one(count, one):
            return ProblemSpec("*", count.value, one.value)
    return None


def _one_kind(told: list[Field]) -> bool:
    """Are the numbers in one unit (a money sign or a unit left off one of them is the same)?"""
    return len({field.unit or field.things for field in told} - {""}) <= 1


def _gap(told: list[Field], side: str | None, named: str | None) -> ProblemSpec | None:
    """The gap between two numbers of one kind; "over the limit by" is the other less the limit, never
    below it."""
    if len(told) != 2 or not _one_kind(told):
        return None
    first, second = told
    if named is not None:
        marks = [field for field in told if _names(field.label, named)]
        if len(marks) != 1:
            return None
        mark = marks[0]
        other = second if mark is first else first
        high, low = (other, mark) if side == "over" else (mark, other)
        return _less(high, low)
    return _less(first, second) or _less(second, first)


def _less(high: Field, low: Field) -> ProblemSpec | None:
    """The first less the second, when it is not below it."""
    return ProblemSpec("-", high.value, low.value) if Fraction(high.value) >= Fraction(low.value) else None


def _items(told: list[Field]) -> ProblemSpec | ExpressionSpec | None:
    """Items numbered in order under one label ("set 1 ; 15 , set 2 ; 12 …"), added."""
    labels = {field.label for field in told}
    if len(labels) != 1 or [field.item for field in told] != [str(n) for n in range(1, len(told) + 1)]:
        return None
    return _added(told)


def _added(told: list[Field]) -> ProblemSpec | ExpressionSpec | None:
    if not _one_kind(told):
        return None
    if len(told) == 2:
        return ProblemSpec("+", told[0].value, told[1].value)
    return ExpressionSpec(" + ".join(field.value for field in told))


def _in_order(told: list[Field], asked: re.Match[str]) -> ProblemSpec | ExpressionSpec | None:
    """Numbers named by their places ("first number ; -7.5 , second number ; 2.25"), added or multiplied
    together, or the second taken from the first, or the first divided by the second."""
    places = [_ORDINALS[i] for i in range(min(len(told), len(_ORDINALS)))]
    if len(told) > len(_ORDINALS) or [field.label[0] for field in told] != places:
        return None
    if asked.group("verb") == "add":
        return _added(told)
    if asked.group("verb"):
        return ProblemSpec("*", told[0].value, told[1].value) if len(told) == 2 else _multiplied(told)
    if len(told) != 2 or not _one_kind(told):
        return None
    first, second = told
    return ProblemSpec("-" if asked.group("take") else "/", first.value, second.value)


def _multiplied(told: list[Field]) -> ExpressionSpec:
    return ExpressionSpec(" * ".join(field.value for field in told))


def _area(told: list[Field]) -> ProblemSpec | None:
    """A length and a width multiplied, in one unit."""
    if len(told) != 2 or not _one_kind(told):
        return None
    if not all(set(field.label) <= _SIDES for field in told) or told[0].label == told[1].label:
        return None
    return ProblemSpec("*", told[0].value, told[1].value)


def priced_counts(text: str) -> list[tuple[str, str]]:
    """The (count, value for one) pairs of a form's fields, whatever it asks: "pack size ; 12 | packs ; 9"
    holds 9 packs of 12. Such a pair multiplies; it is never added (see `reading.guards`)."""
    found = fields(text)
    if found is None:
        return []
    told = found[0]
    return [
        (count.value, one.value)
        for count in told
        for one in told
        if one is not count and _is_count(count) and _per_one(one, count) and not _per_one(count, one)
    ]
