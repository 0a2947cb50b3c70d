"""Guards of numbers read in another order or role than they were told: a whole said first but read as the
divisor, a count of the things listed read as one of their amounts, a price per thing added, what the learner
did read as the question, a share or a fit asked yes or no answered with a number."""

from __future__ import annotations

from fractions import Fraction

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.reading.guards.shared import Read, numbers_in, numbers_used
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy

_NUMBER = lazy(rf"(?<![\w.]){N}")
_COUNT_THEN_ITS_LIST = lazy(rf"(?<![\w.,])({N})((?: [a-z]+){{1,3}}) ?[,:] ?(?:[£$€])?{N}(?!\2\b)")
"""A count, the things counted, then their amounts ("I have 3 red envelope, 200, 500 and 888 yuan"); not a
list of measures that each say their unit ("3 km, 4 km and 5 km")."""

_PRICE_PER_THING = lazy(rf"\bat (?:[£$€] ?)?({N}) (?:the|a|an|per|each) [a-z]+", needs="at")
"""A price per thing ("3 kilos of tomatoes at 2.40 the kilo"): it multiplies, it is never added."""


def _value(number: str) -> Fraction | None:
    try:
        return Fraction(number.replace(",", ""))
    except (ValueError, ZeroDivisionError):
        return None


def _first_said(text: str, values: tuple[Fraction, Fraction]) -> Fraction | None:
    """Which of two values the text says first, if it says either."""
    for found in _NUMBER.finditer(text):
        value = _value(found.group())
        if value in values:
            return value
    return None


def whole_said_first(seen: Read) -> bool:
    """Is a divisibility or remainder read with the smaller number as the whole, when the text says the larger
    one first ("Can a batch of 1,152 labels go on sheets of 24 with none left over?" read as 24 by 1152)? The
    whole is said first in a story; "Is 5 divisible by 10?" says the smaller first and stays read."""
    spec = seen.spec
    if seen.operation not in ("divisible", "remainder") or not isinstance(spec, ProblemSpec):
        return False
    whole, divisor = _value(spec.a), _value(spec.b)
    if whole is None or divisor is None or not 0 < abs(whole) < abs(divisor):
        return False
    return _first_said(seen.text, (whole, divisor)) == divisor


def _added(seen: Read) -> list[Fraction | None]:
    """The amounts a sum reads, by value."""
    return [_value(number) for number in numbers_used(seen) or []] if seen.operation == "+" else []


def count_read_as_an_amount(seen: Read) -> bool:
    """Is the count of the things listed read as one of the amounts added ("I have 3 red envelope, 200, 500
    and 888 yuan, total?" read as 3 + 200 + 500 + 888)? Only when the amounts after it are as many as it
    counts ("127 apples on Monday, 98 on Tuesday" is no count)."""
    terms = _added(seen)
    if len(terms) < 2:
        return False
    for found in _COUNT_THEN_ITS_LIST.finditer(seen.text):
        count = _value(found.group(1))
        amounts_after = len(_NUMBER.findall(seen.text, found.end(1)))
        if count is not None and count in terms and count == amounts_after:
            return True
    return False


def price_added(seen: Read) -> bool:
    """Is a price per thing added to a count ("I bought 3 kilos of tomatoes at 2.40 the kilo, how much I pay?"
    read as 3 + 2.4)?"""
    terms = set(_added(seen))
    return any(_value(price) in terms for price in _PRICE_PER_THING.findall(seen.text))


def count_and_price_added(seen: Read) -> bool:
    """Is a count added to the value of one of the things it counts, told as a form's fields ("Qty: 36 |
    Unit: £4.25 | Line total?" read as 36 + 4.25, "Pack size: 12 | Packs: 9 | How many in all?" as 21)?"""
    terms = set(_added(seen))
    if len(terms) < 2 or (" | " not in seen.text and " , " not in seen.text):
        return False
    from quickmath.offline.readers.number_fields import priced_counts  # only for a sum of a form's fields

    return any({_value(count), _value(one)} <= terms for count, one in priced_counts(seen.text))


_TOLD_AS_A_TOTAL = lazy(
    rf"\btotal (?:(?:is|was|came to|comes to|;|=) )?(?:[£$€] ?({N})|({N}) (?:pounds|dollars|euros))",
    needs="total",
)
"""An amount told as a total of money ("the total was £96", "Total: £96"): what things came to, never a
factor of it."""


def total_multiplied(seen: Read) -> bool:
    """Is an amount told as the total multiplied ("Cost each: £3 | Total: £96 | How many?", "The total is £96
    and each costs £3, how many?" read as 3 × 96)?"""
    used = numbers_used(seen) if seen.operation == "*" else None
    if not used:
        return False
    factors = {_value(number) for number in used}
    totals = {_value(found.group(1) or found.group(2)) for found in _TOLD_AS_A_TOTAL.finditer(seen.text)}
    return bool(totals & factors)


_METHOD = lazy(
    r"; (?:i|we) (?:divided|multiplied|timesed|added|subtracted|minused|halved|doubled|squared|cubed)\b",
    needs="divided|multiplied|timesed|added|subtracted|minused|halved|doubled|squared|cubed",
)
"""What the learner did, told after the question ("what is 12 * 4 ; i divided by 3")."""
_YES_OR_NO_SHARE = lazy(
    r"(?:^|; )(?:does|do|can|will|would|could|is|are) (?:[£$€] ?)?\d[\d,.]* (?:[a-z]+ )?(?:be )?"
    r"(?:split|share|shared|divide|divided|go)\b",
    needs="split|share|divide|go",
)
"""A share asked yes or no ("does 75 split between 4 teams", "fantasy league q ; can 111 points be shared
evenly between 3 of us"): no quotient answers it."""


def method_taken_as_the_question(seen: Read) -> bool:
    """Is what the learner did, told after the question, read as part of it ("What's 12 × 4? I divided by 3."
    read as 12 × 4 ÷ 3)?"""
    found = _METHOD.search(seen.text)
    used = numbers_used(seen) if found is not None else None
    if found is None or used is None:
        return False
    before = numbers_in(seen.text[: found.start()])
    return any(number not in before for number in used)


def yes_or_no_answered_with_a_share(seen: Read) -> bool:
    """Is a share asked yes or no answered with a quotient ("Does 75 split between 4 teams?" read as
    75 ÷ 4)?"""
    return seen.operation == "/" and _YES_OR_NO_SHARE.search(seen.text) is not None


_FITS_EXACTLY = lazy(
    r"\b(?:does|do|will|would|can|could) (?:it|they|that|this|them) (?:all )?"
    r"(?:go|fit|divide|come out|work out)(?: in| into)? (?:exactly|evenly)\b",
    needs="exactly|evenly",
)
"""Asked yes or no whether one measure goes into another ("does it go in exactly")."""
_SIDES = lazy(
    rf"(?<![\w.])({N}) ?(?:mm|cm|m|km|ft|feet|foot|inch|inches|yards?|metres?|meters?) "
    rf"by ({N})(?![\w.])",
    needs="by",
)
"""A rectangle told by its sides in a unit ("6 m by 4 m"; "increase 450 by 75" is no rectangle)."""
_WIDE_AND_HIGH = lazy(
    rf"(?<![\w.])({N}) (?:[a-z]+ )?(?:wide|across|long)\b"
    rf".*?(?<![\w.])({N}) (?:[a-z]+ )?(?:high|tall|deep|down)\b",
    needs="wide|across|long",
)
"""A rectangle told by how wide and how high it is ("140 stitches wide and 98 high")."""


def yes_or_no_answered_with_a_number(seen: Read) -> bool:
    """Is whether one measure goes into another answered with a sum, a difference or a product ("The wall is
    2250 mm and the gap is 450 mm, does it go in exactly?" read as 2250 − 450)?"""
    return seen.operation in ("+", "-", "*") and _FITS_EXACTLY.search(seen.text) is not None


def sides_added(seen: Read) -> bool:
    """Are the sides of a rectangle added ("The patio is 6 m by 4 m, how many 1 m slabs?" read as
    6 + 4 + 1, "140 stitches wide and 98 high. Total stitches?" as 140 + 98)? Its squares are one side times
    the other, and what goes round it is more than the two sides."""
    terms = set(_added(seen))
    sides = [*_SIDES.findall(seen.text), *_WIDE_AND_HIGH.findall(seen.text)]
    return any(_value(one) in terms and _value(other) in terms for one, other in sides)


_UNPRICED_ITEM = lazy(
    rf"\bat (?:[£$€] ?)?{N} (?:each|(?:a|an|the|per) [a-z]+) (?:plus|and|&) (?:a |an |some |the |my )?"
    r"[a-z]+(?: [a-z]+)? ?(?:[,;?]|$)",
    needs="at",
)
"""Something bought beside the priced ones, with no price of its own ("4 tins at 1.15 a tin plus bread,")."""


def item_without_a_price(seen: Read) -> bool:
    """Is the cost of priced things answered when something else was bought with no price told ("got 4 tins
    at 1.15 a tin plus bread, how much?" read as 4 × 1.15)?"""
    return seen.operation == "*" and _UNPRICED_ITEM.search(seen.text) is not None


_LABELLED = (
    r"(?!(?:and|or|of|to|by|is|are|was|the|a|an|plus|minus|times|from|with|sum|total)\b)[a-z]+ "
    rf"(?:[£$€] ?)?{N}"
)
"""An amount after the word that labels it ("milk £0.95", "feb 140")."""
_LISTED_WITHOUT_AN_AMOUNT = lazy(
    rf"{_LABELLED} (?:, |and |; )?{_LABELLED} (?:, and |, |and |& )(?:the |some |a |an |my |our )?"
    r"(?P<item>(?!(?:what|whats|how|total|sum|altogether|in|so|then|that|is|all|please|thanks)\b)[a-z]+"
    r"(?: [a-z]+)?) ?(?:[;,?](?! [£$€]?\d)|$|(?:what|how|total|sum)\b)",
    needs="and|,|&",
)
"""An item listed last after amounts, with no amount of its own ("bread £1.40, milk £0.95 and the eggs.
Total?", "Jan 125, Feb 140 and March. Total?")."""
_DONE_TO_IT = frozenset(
    {"it", "them", "this", "that", "double", "doubled", "halve", "halved", "triple", "treble"}
)


def listed_without_an_amount(seen: Read) -> bool:
    """Is a total of listed amounts answered when the list ends with an item told with no amount ("bread
    £1.40, milk £0.95 and the eggs. What's the total?" was 2.35)? Not a step done to a number ("start with
    48, double it, then add 17")."""
    items = [found.group("item") for found in _LISTED_WITHOUT_AN_AMOUNT.finditer(seen.text)]
    if seen.operation != "+" or not items:
        return False
    from quickmath.offline.readers.typos import OPERATION_WORDS  # only for a list ending in words
    from quickmath.offline.reading.meaning import ANSWERED_BY, MEANING_WORDS

    doing = OPERATION_WORDS | MEANING_WORDS | ANSWERED_BY.keys() | _DONE_TO_IT
    return any(not set(item.split()) & doing for item in items)


_COUNT_FIELD = lazy(
    rf"\b(?:qty|quantity|no|number|units?|pcs|pieces|items?|hours|hrs|nights|days|weeks|people|guests"
    rf"|tickets|seats|count)(?: ;| ,| :)? ({N})(?![\w.:])",
    needs="qty|quantity|no|number|unit|pcs|pieces|item|hours|hrs|nights|days|weeks|people|guests|tickets"
    "|seats|count",
)
"""A count told as a field, its label first ("Qty: 5", "Hours 8")."""
_PRICE_FIELD = lazy(
    rf"(?:\b(?:price|rate|cost|each|fee|charge|per [a-z]+)(?: ;| ,| :)? |@ ?)(?:[£$€₹¥] ?)?({N})"
    rf"|[£$€₹¥] ?({N})",
    needs="price|rate|cost|each|fee|charge|per|@|£|$|€|₹|¥",
)
"""A price or rate told as a field ("Price: £24", "Rate £12", "@ 3.50") or in money."""


def count_field_added_to_a_price(seen: Read) -> bool:
    """Is a count told as a field added to or taken from a price ("Qty: 5, Price: £24. Total?" was 29,
    "Hours: 8 / Rate: £12 / Total?" was 20)? A count of things and the price of one multiply."""
    if seen.operation not in ("+", "-"):
        return False
    used = set(numbers_used(seen) or [])
    counts = {found.group(1).replace(",", "") for found in _COUNT_FIELD.finditer(seen.text)} & used
    prices = {
        number.replace(",", "")
        for found in _PRICE_FIELD.finditer(seen.text)
        for number in found.groups()
        if number
    } & used
    return bool(counts) and bool(prices - counts)
