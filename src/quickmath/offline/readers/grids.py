"""A grid or a rectangle told by its two sides: how many things it holds ("how many cells in a 30 by 40
grid?", "a 15 by 20 grid of pixels, how many pixels?") or its area ("the patio is 6 m by 4 m, what is the
area?"). The two sides multiplied.

The sides are the only two numbers, said "A by B" or "A x B" ("how many pixels in 1920 x 1080?"), or across
and down, wide and high ("12 slabs across, 15 down", "140 stitches wide and 98 high"), where the things
told are the places asked, and no part of the grid (a row, the border) is asked. Things
are counted one by one, never a unit, nor a row, a side or an edge (which is one side, not the whole);
squares, rectangles and shapes in a grid are left alone, since "how many squares on a chessboard?" also
counts the bigger ones, and so are digits, groups and other things of a product ("how many digits in 47 x
9"), and things other than the places told ("12 x 8 tiles , how many nails?"). An area is asked of two
lengths in one unit (the second alone carrying it is read as both).
"""

from __future__ import annotations

import re

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.readers.units import in_one_unit, is_unit, same_unit
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy

_SIDES = lazy(rf"(?<![\w.])({N})(?: ?([a-z]+))? (?:by|\*) ({N})(?: ?([a-z]+))?\b", needs=" by | * ")
_NUMBER = lazy(N)
_THINGS_ASKED = lazy(
    r"(?:^|; |, )how many ([a-z]+)(?: (?:is that|are there|will (?:it|that) (?:hold|take|need)|fit"
    r"|do (?:i|we|you) need|in (?:it|total|all)|altogether))?"
    r"(?: (?:in|on) (?:the|a|an|this|that|it) ?(?:(?:full|whole|complete|single) )?[a-z]*)?"
    r"(?: (?:is that|are there|altogether|in total))?$"
    r"|(?:^|; |, |— |- )(?:so )?(?:the )?total(?: number of)? ([a-z]+)$",
    needs="how many|total",
)
_THINGS_FIRST = lazy(
    rf"^how many ([a-z]+) (?:are there |fit |go )?(?:in|on) (?:(?:a|an|the|my|our|this) )?{N} (?:by|\*) {N}"
    rf"(?: [a-z]+){{0,2}}$"
    rf"|^how many ([a-z]+) (?:does|do|will|would|can) (?:a|an|the|my|our|this|each) {N} (?:by|\*) {N} [a-z]+"
    rf" (?:have|hold|take|show|fit)$",
    needs="how many",
)
"""Things asked first, then the grid: "how many cells in a 30 by 40 grid"."""
_SQUARE_UNITS_ASKED = lazy(
    r"(?:^|; |, )(?:so )?how many (?:square|sq) ([a-z]+)(?: (?:is (?:that|it)|are there|altogether|in total"
    r"|does it (?:cover|have)))?$"
    rf"|^how many (?:square|sq) ([a-z]+) (?:is|are there in|in) (?:a|an|the|my|our|this)"
    rf" {N} ?[a-z]* (?:by|\*) {N} ?[a-z]*(?: [a-z]+)?$",
    needs="square|sq",
)
"""An area asked in square units of the sides: "how many square metres is that?", "how many square feet is a
12 ft by 15 ft room?"."""
_AREA_ASKED = lazy(
    r"(?:^|; |, )(?:what is |what s |work out |find )?(?:the |its )?(?:total )?(?:floor )?area"
    r"(?: of (?:it|that))?"
    r"(?: in [a-z ]+)?$",
    needs="area",
)
_NOT_THE_WHOLE = frozenset(
    {"squares", "rectangles", "triangles", "shapes", "rows", "columns", "sides", "edges", "lines", "ways",
     "corners", "times", "more", "left", "extra", "borders", "diagonals", "square", "sq", "cubic",
     "digits", "zeros", "zeroes", "noughts", "figures", "numbers", "places", "decimals", "ones", "twos",
     "threes", "fours", "fives", "sixes", "sevens", "eights", "nines", "tens", "hundreds", "thousands",
     "groups", "lots", "sets", "batches", "answers", "steps", "products", "factors", "multiples", "primes",
     "carries", "parts", "halves", "thirds", "quarters"}
)  # fmt: skip
"""Things asked of a grid that are not each place in it once."""
_OTHER_STEP = lazy(
    r"\b(?:left|more|less|fewer|extra|spare|each|per|edge|border|around|round|along|perimeter|diagonal|half"
    r"|missing|broken|empty|cost|price|pay|wide|high|tall|long|across|down|deep|plus|minus|add|take)\b"
)


_ACROSS_AND_DOWN = lazy(
    rf"(?<![\w.])({N})(?: ([a-z]+))? (across|wide|long) (?:and |, |by |x )?({N})(?: ([a-z]+))?"
    r" (down|high|tall|deep)\b",
    needs="across|wide|long",
)
""""12 squares across , 15 down", "140 stitches wide and 98 high": the two sides of a grid, told apart."""
_WHOLE_GRID_ASKED = lazy(
    r"(?:^|; |, )(?:so )?(?:how many ([a-z]+)(?: (?:in total|altogether|in all|is that|are there|do i need"
    r"|will i need|to (?:crochet|knit|sew|stitch|make|lay|fit|fill|buy|order|plant|paint)))?"
    r"|(?:the )?total(?: number of)?(?: ([a-z]+))?|([a-z]+) in total)$",
    needs="how many|total",
)
_EACH_ONE_MADE = lazy(
    r"\b(?:to (?:crochet|knit|sew|stitch|make|lay|cut|fill|buy|order|plant|paint)|(?:do|will) i need)$"
)
"""Squares asked as things to make or buy one by one ("how many squares to crochet?"), which are the grid's
places; "how many squares?" of a grid may count the bigger squares too, as of a chessboard."""
_NOT_ACROSS_AND_DOWN = lazy(
    r"\b(?:left|more|less|fewer|extra|spare|each|per|edge|edges|border|around|round|along|perimeter|diagonal"
    r"|half|missing|broken|empty|cost|price|pay|plus|minus|add|take|row|rows|column|columns|line|lines"
    r"|outside|inside|middle|centre|center|corner|corners|frame|but|except|without|only|if|not)\b"
)


def _across_and_down(text: str) -> ProblemSpec | None:
    """A grid told by its sides across and down ("Blanket: 12 squares across, 15 down. How many squares?"),
    the places in it asked: what the sides count ("squares", "stitches"), or the total."""
    sides = list(_ACROSS_AND_DOWN.finditer(text))
    if len(sides) != 1 or len(_NUMBER.findall(text)) != 2 or _NOT_ACROSS_AND_DOWN.search(text):
        return None
    first, thing, along, second, second_thing, _ = sides[0].groups()
    asked = _WHOLE_GRID_ASKED.search(text)
    if asked is None or first.startswith("-") or second.startswith("-"):
        return None
    if (along == "across") != (sides[0].group(6) == "down"):
        return None  # "12 across, 15 high" mixes the two ways of telling a grid
    told = thing or second_thing
    if told is None or is_unit(told) or (second_thing and second_thing != told):
        return None
    if told in _NOT_THE_WHOLE and not (told == "squares" and _EACH_ONE_MADE.search(asked.group())):
        return None
    named = next((group for group in asked.groups() if group), None)
    return ProblemSpec("*", first, second) if named is None or named == told else None


_HOLDER = lazy(
    rf"^(?:each|every|a|an|one|the) ([a-z]+) (?:holds|has|contains|takes|fits) (?={N} (?:by|\*) {N})",
    needs="holds|has|contains|takes|fits",
)
""""each rack holds 8 x 12 tubes": the grid of one holder, which a question may ask "per rack"."""


def _one_holder(text: str) -> str:
    """The text with the holder of the grid left out, and its places asked of one of it ("how many tubes per
    rack?") asked alone."""
    holder = _HOLDER.search(text)
    if holder is None:
        return text
    one = rf" (?:per|in each|in every|in a|in an|in one|in the|in it|for each|for one) {holder.group(1)}\b"
    return re.sub(one, "", text[holder.end() :])


def read(text: str) -> ProblemSpec | None:
    """The two sides of a grid or rectangle multiplied, when what it holds or its area is asked."""
    if found := _across_and_down(text):
        return found
    text = _one_holder(text)
    sides = list(_SIDES.finditer(text))
    if len(sides) != 1 or len(_NUMBER.findall(text)) != 2 or _OTHER_STEP.search(text):
        return None
    side = sides[0]
    first, first_unit, second, second_unit = side.groups()
    if first.startswith("-") or second.startswith("-"):
        return None
    if _AREA_ASKED.search(text):
        return _area(first, first_unit, second, second_unit)
    if square := _SQUARE_UNITS_ASKED.search(text):
        unit = square.group(1) or square.group(2)
        return _area(first, first_unit, second, second_unit) if _same_unit_asked(unit, second_unit) else None
    asked = _THINGS_FIRST.fullmatch(text) or _THINGS_ASKED.search(text)
    if asked is None or any(unit and is_unit(unit) for unit in (first_unit, second_unit)):
        return None
    thing = next(group for group in asked.groups() if group)
    if thing in _NOT_THE_WHOLE or is_unit(thing):
        return None
    if {first_unit, second_unit} == {"rows", "columns"}:
        return ProblemSpec("*", first, second)  # "36 rows by 25 columns": the places of the grid asked
    if _other_things_told(thing, second_unit) or (
        _TOTAL_ASKED.search(asked.group()) and (thing != second_unit or first_unit not in (None, thing))
    ):
        return None
    return ProblemSpec("*", first, second)


_TOTAL_ASKED = lazy(r"\btotal\b", needs="total")
"""A total asked of the things told with both sides, never of another thing ("total tiles" of 24 tiles by 36
tiles; "3 boxes × 12 eggs" are groups, for `units`)."""


def _same_unit_asked(asked: str, told: str | None) -> bool:
    """Is the square unit asked the unit of the sides ("square metres" of 4.5 m by 3.2 m)?"""
    return told is not None and is_unit(asked) and is_unit(told) and in_one_unit(asked, told)


def _other_things_told(thing: str, told: str | None) -> bool:
    """Are the grid's places told as other things than the ones asked ("12 x 8 tiles , how many nails?")? A
    word after the sides that is no plural ("a 640 x 480 screen") names the grid, not its places."""
    return told is not None and told.endswith("s") and told.removesuffix("s") != thing.removesuffix("s")


def _area(first: str, first_unit: str | None, second: str, second_unit: str | None) -> ProblemSpec | None:
    """The area of a rectangle told in one unit: "6 m by 4 m", or "6 by 4 m"."""
    if second_unit is None or not is_unit(second_unit):
        return None
    if first_unit is not None and (
        not is_unit(first_unit) or same_unit(first_unit) != same_unit(second_unit)
    ):
        return None
    return ProblemSpec("*", first, second)
