"""A grid or a rectangle told by its two sides: how many things it holds ("how many cells in a 30 by 40
grid?", "a 15 by 20 grid of pixels, how many pixels?") or its area ("the patio is 6 m by 4 m, what is the
area?"). The two sides multiplied.

The sides are the only two numbers, said "A by B" or "A x B" ("how many pixels in 1920 x 1080?"). Things
are counted one by one, never a unit, nor a row, a side or an edge (which is one side, not the whole);
squares, rectangles and shapes in a grid are left alone, since "how many squares on a chessboard?" also
counts the bigger ones, and so are digits, groups and other things of a product ("how many digits in 47 x
9"), and things other than the places told ("12 x 8 tiles , how many nails?"). An area is asked of two
lengths in one unit (the second alone carrying it is read as both).
"""

from __future__ import annotations

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.readers.units import is_unit, same_unit
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy

_SIDES = lazy(rf"(?<![\w.])({N})(?: ?([a-z]+))? (?:by|\*) ({N})(?: ?([a-z]+))?\b", needs=" by | * ")
_NUMBER = lazy(N)
_THINGS_ASKED = lazy(
    r"(?:^|; |, )how many ([a-z]+)(?: (?:is that|are there|will (?:it|that) (?:hold|take|need)|fit"
    r"|do (?:i|we|you) need|in (?:it|total|all)|altogether))?"
    r"(?: (?:in|on) (?:the|a|an|this|that|it) ?[a-z]*)?"
    r"(?: (?:is that|are there|altogether|in total))?$",
    needs="how many",
)
_THINGS_FIRST = lazy(
    rf"^how many ([a-z]+) (?:are there |fit |go )?(?:in|on) (?:(?:a|an|the|my|our|this) )?{N} (?:by|\*) {N}"
    rf"(?: [a-z]+){{0,2}}$"
    rf"|^how many ([a-z]+) (?:does|do|will|would|can) (?:a|an|the|my|our|this|each) {N} (?:by|\*) {N} [a-z]+"
    rf" (?:have|hold|take|show|fit)$",
    needs="how many",
)
"""Things asked first, then the grid: "how many cells in a 30 by 40 grid"."""
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


def read(text: str) -> ProblemSpec | None:
    """The two sides of a grid or rectangle multiplied, when what it holds or its area is asked."""
    sides = list(_SIDES.finditer(text))
    if len(sides) != 1 or len(_NUMBER.findall(text)) != 2 or _OTHER_STEP.search(text):
        return None
    side = sides[0]
    first, first_unit, second, second_unit = side.groups()
    if first.startswith("-") or second.startswith("-"):
        return None
    if _AREA_ASKED.search(text):
        return _area(first, first_unit, second, second_unit)
    asked = _THINGS_FIRST.fullmatch(text) or _THINGS_ASKED.search(text)
    if asked is None or any(unit and is_unit(unit) for unit in (first_unit, second_unit)):
        return None
    thing = next(group for group in asked.groups() if group)
    if thing in _NOT_THE_WHOLE or is_unit(thing) or _other_things_told(thing, second_unit):
        return None
    return ProblemSpec("*", first, second)


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
