"""Guards of × and ÷: groups and rates read the wrong way (a size added to its count, a rate in one unit of
time times a count of another, pieces cut taken once), shares asked another way (one group, one thing told
for one, sharers beside me, a number said to go into a smaller one)."""

from __future__ import annotations

import re
from fractions import Fraction

from quickmath.offline.asks import ExpressionSpec, ProblemSpec
from quickmath.offline.reading.guards.shared import GUESSING_READERS, TIME_OPERATIONS, Read, operation_of
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy

_EACH_PERIOD_HEADING = lazy(r"^each (?:day|week|month|year) ;", needs="each")
"""Amounts listed under "Each month:", not a count of months to multiply by."""
_INTO = lazy(
    rf"(?<![\w.])({N}) (?:go|goes|going|went|fit|fits) (?:exactly |evenly )?into ({N})"
    rf"|\b(?:does|do|can|will|would|could) ({N}) (?:exactly |evenly )?divide"
    rf" (?:exactly |evenly )?(?:into )?({N})"
    r"(?= ?(?:[;,?]|$|evenly\b|exactly\b|without\b|with\b|how\b|times\b|or\b|yes\b|and\b))",
    needs="into|divide",
)
"""One number said to go into another; followed by nothing that makes the other a count of groups ("can 12
go into 3 equal groups" splits 12)."""


def into_a_smaller(seen: Read) -> bool:
    """Is a number said to go into a smaller one ("will 365 go into 5 evenly", "365 goes into 5 how many
    times")? That is said the other way round as often as meant: 5 ÷ 365 or 365 ÷ 5, the coach asks."""
    from fractions import Fraction

    if seen.operation not in ("/", "divisible", "remainder"):
        return False
    for found in _INTO.finditer(seen.text):
        divisor, number = (value for value in found.groups() if value is not None)
        try:
            if abs(Fraction(divisor.replace(",", ""))) > abs(Fraction(number.replace(",", ""))):
                return True
        except (ValueError, ZeroDivisionError):
            return True
    return False


_IS_IT_DIVIDED = lazy(
    rf"^(?:so |and )?is {N} divided by {N}(?: ;)?$"
    rf"|^(?:so |and )?(?:is|are|can|could|will|would) (?:the )?(?:[£$€] ?)?{N}(?: [a-z]+)? (?:be )?"
    rf"(?:divided|split|shared)(?: up| out)? (?:evenly|equally|exactly)\b",
    needs="is|are|can|could|will|would",
)
"""Asked yes or no ("is 91 div by 7", texted for divisible; "is 360 split equally 8 ways"): no quotient
answers it."""
_MEASURE_WORDS = (
    "mm|cm|m|km|inch|inches|ft|feet|foot|yards?|miles?|metres?|meters?|millimetres?|centimetres?"
    "|kilometres?|g|kg|grams?|kilos?|ml|l|litres?|liters?|oz|lbs?|tonnes?"
)
_MEASURES_TOLD = lazy(rf"(?<![\w.]){N} ?({_MEASURE_WORDS})\b")
_HOW_MANY_OF = lazy(r"\bhow many ([a-z]+)", needs="how many")


_MOST_ASKED = lazy(r"\b(?:max|maximum|at most|the most|as many as)\b", needs="max|most|as many as")


def most_asked_of_a_share(seen: Read) -> bool:
    """Is a quotient read where the most whole ones are asked ("I have 500 coins and each spin costs 45. How
    many spins max?" was 11 1/9)? The answer is the whole part of it, which no quotient states."""
    return seen.operation == "/" and _MOST_ASKED.search(seen.text) is not None


def how_many_fit(seen: Read) -> bool:
    """A sum guessed from two measures and a "how many" of anything but a measure: how many of one fit in the
    other ("the quilt is 180 cm wide and the squares are 15 cm. how many across?" was 180 + 15)."""
    text = seen.text
    if seen.operation != "+" or seen.reader not in GUESSING_READERS:
        return False
    asked = _HOW_MANY_OF.search(text)
    if asked is None or re.fullmatch(_MEASURE_WORDS, asked.group(1)):
        return False
    return len(_MEASURES_TOLD.findall(text)) >= 2


_TIME_UNITS = r"(second|minute|hour|day|week|fortnight|month|year|night)"
_RATE_IN_TIME = lazy(
    rf"(?<![\w.]){N} (?:[a-z]+ )?(?:of [a-z]+ )?(?:a|an|per|each|every) {_TIME_UNITS}\b",
    needs="a|per|each|every",
)
_PRICE_OF_A_TIME = lazy(
    rf"\b(?:a|an|one|the|this) {_TIME_UNITS} is (?:[a-z]+ ){{0,3}}(?:is |costs? |of |at )?[£$€] ?{N}"
    rf"|\b(?:hourly|daily|nightly|weekly|monthly|yearly|annual)\b",
    needs="is|hourly|daily|nightly|weekly|monthly|yearly|annual",
)
"""A price told for a length of time by its name ("a week's bus pass is £12", "monthly pass £60")."""
_NAMED_UNITS = {"hourly": "hour", "daily": "day", "nightly": "night", "weekly": "week", "monthly": "month"}
_TIME_COUNT = lazy(rf"(?<![\w.])({N}) (?:- )?{_TIME_UNITS}s?\b(?! (?:in |to )?(?:a|an|per|each|every|one) )")


def rate_for_another_time(seen: Read) -> bool:
    """Is a rate in one unit of time multiplied by a count of another ("45 a month. How much in 2 years?" is
    no 45 × 2)? The answer would need converting, which the tools do not do."""
    spec, text = seen.spec, seen.text
    if not isinstance(spec, ProblemSpec) or spec.operation != "*":
        return False
    rates = {found.group(1) for found in _RATE_IN_TIME.finditer(text)} | _named_prices(text)
    counts = {unit for number, unit in _TIME_COUNT.findall(text) if number in (spec.a, spec.b)}
    return bool(rates) and bool(counts) and not counts <= rates


def _named_prices(text: str) -> set[str]:
    """The units of time prices are told for by name ("A week's bus pass is £12 and I use it 5 days" was
    60)."""
    return {
        found.group(1) or _NAMED_UNITS.get(found.group().split()[0], "year")
        for found in _PRICE_OF_A_TIME.finditer(text)
    }


_PIECES_OF_A_SIZE = lazy(
    rf"(?<![\w.])({N}) ?([a-z]+) (?!(?:less|plus|minus|was|is|has|this|its|across)\b)([a-z]+s)\b"
)


def pieces_taken_once(seen: Read) -> bool:
    """Is a take-away read of pieces of a size cut many times ("4800 mm length , cutting 900 mm noggins out of
    it" leaves 300, not 3900)? The size taken is told of things, more than one of them, or cut."""
    spec, text = seen.spec, seen.text
    from quickmath.offline.readers.units import is_unit  # only for a take-away

    if not isinstance(spec, ProblemSpec) or spec.operation != "-":
        return False
    return spec.b in _PIECES_CUT.findall(text) or any(
        size == spec.b and is_unit(unit) and not is_unit(pieces)
        for size, unit, pieces in _PIECES_OF_A_SIZE.findall(text)
    )


_ROUNDS_ASKED = lazy(r"\bhow many (laps|lengths|circuits|loops|widths)\b", needs="how many")


def rounds_asked_untold(seen: Read) -> bool:
    """Is a sum or take-away read where laps or lengths are asked and no number counts them ("1,500 m swim
    in a 50 m pool , how many lengths left?" was 1450)?"""
    spec, text = seen.spec, seen.text
    if operation_of(spec) not in ("+", "-") or (asked := _ROUNDS_ASKED.search(text)) is None:
        return False
    return re.search(rf"(?<![\w.]){N} {asked.group(1)}\b", text) is None


_SHARERS_AND_ME = lazy(
    rf"\b(?:between|among|amongst) {N} (?:[a-z]+ )?(?:and|plus|with|including) (?:me|myself|i|him|her|us)\b"
    rf"|\bwith {N} (?:[a-z]+ )?(?:and|plus|including) (?:me|myself)\b",
    needs="me|myself|i|him|her|us",
)
_SHARERS_AND_SOMEONE = lazy(
    rf"(?:\b(?:between|among|amongst|by|over|into)|[/÷]) {N} (?:[a-z]+ ){{0,2}}(?:and|plus) (?:me|myself|us"
    r"|(?:the|my|our|his|her|their|a|an) (?!rest|remainder|answer|result|left|same|total|sum)[a-z]+)\b",
    needs="and |plus ",
)
"""Sharers counted beside someone else ("between 8 friends and me", "divided by 4 friends and me", "between 4
friends and my mum"): the number told is not all of them."""
_COUNT_AND_ME = lazy(rf"(?<![\w.])({N}) [a-z]+,? (?:and|plus|\+|&|with) (?:me|myself)\b", needs="me|myself")
_LEFT_AFTER_SHARES = lazy(
    r"\b(?:left|over|extra|spare|remain\w*) after (?:(?:the |their )?(?:equal|fair|even) (?:shares|sharing)"
    r"|sharing (?:[a-z]+ )?(?:out )?(?:equally|evenly|fairly))\b",
    needs="after",
)
"""What is left after equal shares: a remainder, never one count less the other."""


_RATE_OF_ONE = lazy(rf"(?<![\w.]){N} (?:[a-z]+ )?(?:a|an|per|each|every) ([a-z]+)", needs="a|per|each|every")
_ONE_OF = lazy(r"\b(?:one|a|an|per|each|every|a single) ([a-z]+)(?: (?:cost|be|come to|work out at))?$")


def told_for_one_asked(seen: Read) -> bool:
    """Is a share asked for one of what a rate is told for ("3 kg at £2 a kilo , what does one kilo cost?" is
    told: no 3 ÷ 2)?"""
    spec, text = seen.spec, seen.text
    at = max(text.rfind(" ; "), text.rfind(" , "))
    if not isinstance(spec, ProblemSpec) or spec.operation != "/" or at < 0:
        return False
    asked = _ONE_OF.search(text[at + 3 :])
    told = {found.group(1).removesuffix("s") for found in _RATE_OF_ONE.finditer(text[:at])}
    if asked is None or asked.group(1).removesuffix("s") not in told:
        return False
    from quickmath.offline.reading.guards.shares import shared_by_people_each_period  # only for a share asked

    return not shared_by_people_each_period(text, spec)


_SIZE_OF_ONE = lazy(
    rf"(?<![\w.]){N} [a-z]+ (?:(?:on|in|to|into|for|inside) )?(?:a|an|per|each|every|one) ([a-z]+)",
    needs=" a | an | per | each | every | one ",
)


def size_counted(seen: Read) -> bool:
    """Is a size of one thing added to a count of those things ("1,150 bricks on a pallet, 18 pallets, total
    bricks?" is 1,150 × 18, no sum)?"""
    spec, text = seen.spec, seen.text
    if not isinstance(spec, ProblemSpec) or spec.operation not in ("+", "-"):
        return False
    for noun in {found.group(1) for found in _SIZE_OF_ONE.finditer(text)}:
        counted = re.compile(rf"(?<![\w.])({N}) {re.escape(noun)}(?:e?s)?\b")
        if any(number in (spec.a, spec.b) for number in counted.findall(text)):
            return True
    return False


_MULTIPLIED_BY_A_WORD = lazy(
    r"\b(?:double|treble|triple|twice|thrice|quadruple|(?<!first )(?<!second )(?<!other )half|halve)"
    r"(?: of)?(?: a| an| the)? (?:[£$€] ?)?\d",
    needs="double|treble|triple|twice|thrice|quadruple|half|halve",
)
"""A number said with a word that multiplies it ("treble 20, treble 20, 20. Total?" was 60): a guessing
reader's sum or list of amounts takes it as it stands. "The second half" of a game names a part of it."""


def multiplier_dropped(seen: Read) -> bool:
    """Is a number said with a word that multiplies it, and the reading a guess from a story's words that
    multiplies nothing?"""
    spec = seen.spec
    if not _MULTIPLIED_BY_A_WORD.search(seen.text) or seen.reader not in GUESSING_READERS:
        return False
    if isinstance(spec, ProblemSpec):
        return spec.operation != "*"
    return isinstance(spec, ExpressionSpec) and not re.search(r"[×*/÷]", spec.text)


_NOT_PIECES = (
    r"(?:mm|cm|m|metres?|meters?|inch(?:es)?|ft|feet|foot|g|kg|grams?|kilos?|litres?|liters?|is|was|its|this)"
)
_PIECES_CUT = lazy(
    rf"\b(?:cut|cuts|cutting|saw|saws|sawing|slice|slices|slicing|chop|chops|chopping)(?: up)? (?:[a-z]+ )?"
    rf"(?:[£$€] ?)?({N}) ?(?:(?:mm|cm|m|metres?|meters?|inch(?:es)?|in|ft|feet|foot|g|kg)\b)? ?"
    rf"(?:long |wide |thick )?(?:lengths? of |pieces? of )?(?!{_NOT_PIECES}\b)[a-z]+s\b",
    needs="cut|saw|slic|chop",
)
"""Pieces of a size cut from a whole ("cutting 900 mm noggins out of 4800 mm, how much offcut left?"): as
many as fit, and the offcut is a remainder, never one piece taken away (was 3900)."""
_OF_A_UNIT = r" ?(mg|g|kg|ml|l|cl|litres?|liters?|grams?|kilos?|m|cm|mm|km|miles?)\b"


def same_unit_multiplied(seen: Read) -> bool:
    """Two amounts of one unit multiplied ("prescribed 750 mg, tablets are 250 mg each"), or of money ("I've
    got £20 and rides are £3 each. What's the maximum number of rides?" was 60; "Tickets £12.50 each. We have
    96 pounds. How many tickets?" was 1200), make no answer; but two
    sides of a rectangle asked its area do (see `readers.grids`)."""
    spec, text = seen.spec, seen.text
    if (
        not isinstance(spec, ProblemSpec)
        or spec.operation != "*"
        or spec.a == spec.b
        or seen.reader in ("grids", "number_fields")
    ):
        return False  # a square ("1.5 m on each side. What's 1.5 squared?") is asked as such
    units = [re.search(rf"(?<![\d.]){re.escape(str(n))}{_OF_A_UNIT}", text) for n in (spec.a, spec.b)]
    if units[0] is not None and units[1] is not None and units[0].group(1) == units[1].group(1):
        return True
    money = {Fraction(found.group(1) or found.group(2)) for found in _MONEY_AMOUNT.finditer(text)}
    return all(_value(n) in money for n in (spec.a, spec.b))


_MONEY_AMOUNT = lazy(rf"[£$€₹¥] ?({N})|({N}) (?:pounds?|dollars?|euros?|quid|bucks|pence|p|cents?)\b")
"""A number told as money: "£12.50", "96 pounds"."""


def _value(number: object) -> Fraction | None:
    try:
        return Fraction(str(number))
    except (ValueError, ZeroDivisionError):
        return None


def each_period_heading(seen: Read) -> bool:
    """A product guessed of amounts listed under "Each month:" (see `_EACH_PERIOD_HEADING`)."""
    return (
        seen.reader in GUESSING_READERS
        and seen.operation == "*"
        and _EACH_PERIOD_HEADING.search(seen.text) is not None
    )


def sharers_and_me(seen: Read) -> bool:
    """A share between a count and someone else (see `_SHARERS_AND_ME`), or by a count told with "and me"
    after it ("48 slices and 6 kids plus me , how many slices per kid?" was 8)."""
    if seen.operation not in ("/", "divisible", "remainder"):
        return False
    if _SHARERS_AND_ME.search(seen.text) is not None or _SHARERS_AND_SOMEONE.search(seen.text) is not None:
        return True
    spec = seen.spec
    return isinstance(spec, ProblemSpec) and any(
        found.group(1) == str(spec.b) for found in _COUNT_AND_ME.finditer(seen.text)
    )


def left_after_equal_shares(seen: Read) -> bool:
    """What is left after equal shares read as a difference: "We have 6 kids and 50 sweets. How many left over
    after equal shares?" was 44 (see `_LEFT_AFTER_SHARES`)."""
    return seen.operation == "-" and _LEFT_AFTER_SHARES.search(seen.text) is not None


def divisor_joined(seen: Read) -> bool:
    """Whether a number divides evenly, asked of a count joined by another: "between 13 carers and 2 nurses",
    "among 8 kids and the teacher", "by 5 and by 2" (the count told is not all of them, or a second question
    is asked)."""
    if seen.operation != "divisible" or not isinstance(seen.spec, ProblemSpec):
        return False
    joined = (
        rf"(?<![\w.]){re.escape(seen.spec.b)}(?: [a-z]+)?"
        r" (?:(?:and|plus|or) (?:by |between |among )?(?=\d)"
        r"|(?:and|plus|with|including) (?:the|my|our|his|her|their) )"
    )
    return re.search(joined, seen.text) is not None


_NUMBER_ASKED = lazy(
    r"(?:giving|gives?|makes?|making|leaving|leaves?|equals?|to give|to make) what\b"
    r"|\bwhat (?:is|s|would be|will be|do (?:you|i|we) get as) (?:the |it s |its )?"
    r"(?:result|quotient|number|value|share)\b"
    r"|\b(?:calculate|work out|find|compute|determine) (?!whether\b|if\b)(?:the |what )?(?:[a-z]+ ){0,2}?"
    r"(?:cost|price|amount|share|value|quotient|result)\b",
    needs="what|calculate|work out|find|compute|determine",
)


def number_asked_of_whether_it_divides(seen: Read) -> bool:
    """Whether one number divides another read where a number is asked beside it: "2,475 divides evenly by 9,
    giving what?" asks for 275 (was Yes), "calculate the per unit cost when 810 is spread equally over 9
    units" for 90. Not "how many": a yes or no may be asked of how many there are."""
    return seen.operation == "divisible" and _NUMBER_ASKED.search(seen.text) is not None


def is_it_divided(seen: Read) -> bool:
    """A quotient read where yes or no is asked (see `_IS_IT_DIVIDED`)."""
    return seen.operation == "/" and _IS_IT_DIVIDED.match(seen.text) is not None


_PER_TIME_ASKED = lazy(
    rf"\b(?:a|an|per|each|every) {_TIME_UNITS}\b|\b(hourly|daily|nightly|weekly|monthly|yearly|annually)\b",
    needs="a|per|each|every|hourly|daily|nightly|weekly|monthly|yearly|annually",
)
_RATE_TOLD_BEFORE = lazy(rf"{N}(?: [a-z]+)? $")
"""A number told right before a time asked "a week": "£4 a week" tells a rate, and asks nothing."""
_EVERY = {
    "hourly": "hour", "daily": "day", "nightly": "night", "weekly": "week", "monthly": "month",
    "yearly": "year", "annually": "year",
}  # fmt: skip


_UNIT_SIZES = {
    ("day", "week"): ("5", "6", "7"), ("day", "fortnight"): ("10", "14"), ("week", "year"): ("52",),
    ("month", "year"): ("12",), ("day", "year"): ("365",), ("hour", "day"): ("24",),
}  # fmt: skip
"""How many of one unit of time make a longer one, as people count them (a school or working week of 5)."""


def rate_asked_for_another_time(seen: Read) -> bool:
    """Is a product asked for each of a unit of time that no rate of the story is told for ("£9 an hour, I
    worked 40 hours last week. How much a day?" was 360; "20 pages a day for 14 days. How many a week?" was
    280)? The answer would need converting, which the tools do not do; unless the count told is the unit
    asked ("Lunch £3.40 a day for 5 days, weekly?")."""
    spec, text = seen.spec, seen.text
    at = max(text.rfind(" ; "), text.rfind(" , "))
    if not isinstance(spec, ProblemSpec) or spec.operation != "*" or at < 0:
        return False
    asked = _PER_TIME_ASKED.search(text, at)
    if asked is None or _RATE_TOLD_BEFORE.search(text, 0, asked.start()):
        return (
            False  # "Sunday league subs: £4 a week for 38 weeks": the week is the rate's, told after a label
        )
    unit = asked.group(1) or _EVERY[asked.group(2)]
    rates = {found.group(1) for found in _RATE_IN_TIME.finditer(text[:at])}
    if unit in rates or not (rates or _TIME_COUNT.search(text)):
        return False  # "£12.50 each for 3 kids, weekly total?": no other time told, the week is the frame
    counts = {(number, told) for number, told in _TIME_COUNT.findall(text) if number in (spec.a, spec.b)}
    return not any(number in _UNIT_SIZES.get((told, unit), ()) for number, told in counts)


_ONE_GROUP_SHORT = lazy(
    r"\bbut (?:one|1|some|a few|two|2|half)\b(?! (?:more|extra|another)\b)"
    r"|\b(?:one|1|two|2) (?:of (?:them|the \w+) |\w+ )?(?:is|was|were|are|had|has|came) "
    r"(?:half |only |partly |a bit )?(?:empty|missing|broken|short|half full|not full|open(?:ed)?|damaged"
    r"|lost|spare seats|empty seats|some)\b"
    r"|\bsome empty\b",
    needs="but|empty|missing|broken|short|full|open|damaged|lost|seats|some",
)


def one_group_short(seen: Read) -> bool:
    """Is a product read where one of the groups is told to be short ("I have 5 boxes of 24 but one is half
    empty" was 120; "3 buses carry 52 each but one had empty seats" was 156)?"""
    return seen.operation == "*" and _ONE_GROUP_SHORT.search(seen.text) is not None


_STEP_CHANGE = lazy(
    r"\b(?:more|fewer|less|extra)(?: [a-z]+)? (?:each|every|per|on each|in each|on every|a) "
    r"(?:row|day|week|month|year|layer|level|floor|step|time|round|lap|game|night|hour|shelf|stack|turn)\b"
    r"|\b(?:more|fewer|less) than (?:the|last|before|yesterday)\b"
    r"|\b(?:more|fewer|less|extra)(?: [a-z]+)? (?:on|in|at) (?:each|every) [a-z]+",
    needs="more|fewer|less|extra",
)


def step_change_multiplied(seen: Read) -> bool:
    """Is a product read where the story tells how much each step changes by ("12 tins at the bottom, one
    fewer each row" was 12 × 1)? That is a run, not a rate."""
    return seen.operation == "*" and _STEP_CHANGE.search(seen.text) is not None


_COUNT_AND_SOMEONE = lazy(
    rf"(?<![\w.])({N}) (?:[a-z]+ ){{0,2}}(?:plus|and|with|as well as|including|\+)"
    r" (?:me|myself|us|my \w+|our \w+|grandma|grandad|grandpa|granny|gran|nan|nana|mum|mom|dad|auntie|aunt"
    r"|uncle|a friend|the teacher"
    r"|the driver|(?:a|an|one) (?:adult|child|baby|carer|helper|teacher|guest))\b",
    needs="plus|and|with|as well|including|+",
)


def count_and_someone_multiplied(seen: Read) -> bool:
    """Is a product read of a count told beside someone more ("Tickets are £12 each. We are a family of 4
    plus grandma" was 48)? The number told is not all of them."""
    spec = seen.spec
    if not isinstance(spec, ProblemSpec) or spec.operation != "*":
        return False
    return any(found.group(1) in (spec.a, spec.b) for found in _COUNT_AND_SOMEONE.finditer(seen.text))


_WHOLE_AGAIN = lazy(
    r"\b(?:twice|thrice|(?<!\d )double(?![- ]?check)|doubled|(?<!\d )triple|tripled|(?<!\d )treble|trebled"
    r"|repeated|(?:and|same|all|over) again"
    r"|again (?:today|tomorrow|tonight|on|next|this|last|later)"
    r"|(?:two|three|four|five|\d+) times (?:over|this|that|in all|altogether))\b"
    r"(?! (?:of |a |an |the )?(?:[£$€] ?)?\d)",
    needs="twice|thrice|double|triple|treble|repeated|again|times",
)
"""The whole of a story done again ("64 lengths of a 25 m pool, twice this week", "200 g flour, 150 g sugar,
175 g butter, and I'm making it twice", "12, 8, 16, and the same again next game")."""


_LISTING_READERS = frozenset({"units", "totals", "lists"})
"""Readers of amounts listed with their units or a word of total, which a story may tell around."""


def whole_done_again(seen: Read) -> bool:
    """Is a story guessed whole where it is said to be done again, which the reading leaves out ("Pool's 25 m
    and I did 64 lengths, and I did it twice" was 1600, "Ingredients: 200 g flour, 150 g sugar, 175 g butter,
    doubled. Total weight?" was 525)?"""
    if seen.reader not in GUESSING_READERS | _LISTING_READERS or seen.operation in TIME_OPERATIONS:
        return False
    return _WHOLE_AGAIN.search(seen.text) is not None


_ONE_SHARER = (
    r"(?:person|head|child|adult|kid|guest|pupil|student|player|member|ticket|seat|pop|go|piece|unit|item)"
)
_PRICE_EACH = lazy(
    rf"\bat [£$€₹¥] ?({N})(?= ;| ,| each\b| a head\b|$)"
    rf"|(?:[£$€₹¥] ?)({N}) (?:each|a head|apiece|(?:per|a|an) {_ONE_SHARER})\b"
    rf"|(?<![\d.] )\b[a-z]+s (?:sell for|sell at|sold for|go for|went for|are|were|cost|are priced at)"
    rf" [£$€₹¥] ?({N})"
    rf"(?= ;| ,| and\b| each\b|$)"
    rf"|\bat [£$€₹¥]? ?({N}) (?:a|an|per|the|each) [a-z]+",
    needs="at |each|a head|apiece|£|$|€|₹|¥",
)
"""A price told for one: "8 of us buy in at £15", "tickets £6 each", "tickets are £6", "£30 per person",
"£1.38 a pop"."""
_NUMBER = lazy(N)
_COUNTED_BEFORE = lazy(rf"(?<![\w.]){N} (?:[a-z]+ ){{0,2}}$")
"""A count just before things priced ("15 identical notebooks cost $43.50"): the price is for all of them."""


def price_each_shared(seen: Read) -> bool:
    """Is a price told for one shared out or added to a count ("8 of us buy in at £15, what's the pot
    each?" was 15 ÷ 8; "Tickets are £6, we sold 140 and gave 10 away. Total takings?" was 6 + 140 + 10)? It is
    already each one's."""
    spec = seen.spec
    if " at " not in seen.text and not any(sign in seen.text for sign in "£$€₹¥"):
        return False  # every price told for one is said in money or "at" a price
    if isinstance(spec, ProblemSpec) and spec.operation in ("/", "+") and spec.a != spec.b:
        read = {spec.a, spec.b}
    elif isinstance(spec, ExpressionSpec) and seen.operation == "+":
        read = set(_NUMBER.findall(spec.text))
    else:
        return False
    prices = {
        value
        for found in _PRICE_EACH.finditer(seen.text)
        if not (found.group(3) and _COUNTED_BEFORE.search(seen.text[: found.start()]))
        for value in found.groups()
        if value
    }
    if seen.operation == "/":
        return bool(prices & read)
    money = set(_MONEY_TOLD.findall(seen.text)) | set(_AT_A_PRICE.findall(seen.text))
    return bool(prices & read) and bool(read - money)  # "burgers are £5 and chips £2" adds two prices


def amount_told_each_shared(seen: Read) -> bool:
    """Is an amount told for each one, or as a difference, shared out ("He played 38 games and scored 19
    goals each. How many goals per game?" was 19 ÷ 38, "… scored 19 more goals than last year …" too, "6
    friends each paid £8. How much each?" 8 ÷ 6, "15p off each, bought 32 items. How much off each?" 15 ÷
    32)? It is already each one's, or no whole at all."""
    spec = seen.spec
    if not isinstance(spec, ProblemSpec) or spec.operation != "/":
        return False
    told = (
        rf"(?<![\w.]){re.escape(spec.a)} (?:[a-z]+ )?(?:each|more|fewer|less|extra)\b"
        rf"|(?<![\w.]){re.escape(spec.a)} (?:p|c|pence|cents) off each\b"
        rf"|\beach (?!(?:share|part|portion|cut)\b)(?:of (?:the |us |them |you )?(?:\w+ ){{0,3}}?)?"
        rf"(?:[a-z]+ ){{0,2}}(?:[£$€₹¥] ?)?"
        rf"{re.escape(spec.a)}(?![\w.])"
    )
    return re.search(told, seen.text) is not None


_MONEY_TOLD = lazy(rf"[£$€₹¥] ?({N})", needs="£|$|€|₹|¥")
_AT_A_PRICE = lazy(rf"\bat ({N}) (?:a|an|per|the|each) [a-z]+", needs="at ")


_SIZE_TOLD = lazy(
    rf"\b(?!(?:more|less|fewer|much|many|it|that|this|there|what|which|one|each)\b)([a-z]+)"
    rf" (?:is|=|holds|has|contains|takes) ({N})"
    rf" (?!(?:than|and|or|to|of|for|in|on|at|is|plus|minus|times)\b)[a-z]+",
    needs="is|=|hold|has|contain|take",
)
"""The size of one group told: "pattern repeat is 6 sts", "a crate holds 12 bottles"."""


def groups_of_a_size_summed(seen: Read) -> bool:
    """Is a sum or take-away read where the groups a size is told of are asked ("Pattern repeat is 6 sts and
    I have 94 sts. How many repeats?" was 100)? How many groups is a share, never a sum."""
    spec, text = seen.spec, seen.text
    if not isinstance(spec, ProblemSpec) or spec.operation not in ("+", "-"):
        return False
    asked = _HOW_MANY_OF.findall(text)
    return bool(asked) and any(
        found.group(2) in (spec.a, spec.b) and re.fullmatch(rf"{re.escape(found.group(1))}(?:e?s)?", noun)
        for found in _SIZE_TOLD.finditer(text)
        for noun in asked
    )


def _words_after(number: str, text: str) -> list[str]:
    """The two words after a number that counts ("12 equal monthly amounts": equal, monthly); none after a
    number of a rate ("7 days in a week")."""
    at = rf"(?<![\w.]){re.escape(number)}"
    if re.search(rf"{at} [a-z]+ (?:in |to )?(?:a|an|per|each|every|one)\b", text):
        return []
    found = re.search(rf"{at}((?: [a-z]+){{1,2}})", text)
    return found.group(1).split() if found else []


def _unit_of(word: str) -> str | None:
    """The unit of time a word names: "days" a day, "monthly" a month."""
    if word in _EVERY:
        return _EVERY[word]
    unit = word.removesuffix("s")
    return unit if re.fullmatch(_TIME_UNITS, unit) else None


_NAMES_THE_WHOLE = lazy(r" (?:[a-z]+ ){1,2}(?:of|is|was)\b")
"""A time word naming the whole shared, not asking a share ("the yearly council tax of £1,843", "daily dose
of 2.4 g", "the weekly rent is £1,260")."""


def share_asked_for_another_time(seen: Read) -> bool:
    """Is a whole shared over a count of one unit of time, or of things, asked for each of another unit of
    time ("£1,092 for the year, monthly over 12 months, how much a week?" was 91; "The club pays £960 for 12
    sessions. How much per week?" was 80)? The share is each month's or each session's, not each week's."""
    spec, text = seen.spec, seen.text
    if not isinstance(spec, ProblemSpec) or spec.operation != "/":
        return False
    counted = {told for number, told in _TIME_COUNT.findall(text) if number == spec.b}
    things = _words_after(spec.b, text)
    counted |= {_unit_of(word) for word in things} - {None}
    if not counted and not things:
        return False  # "7 days in a week": no count of anything shared over
    asked = {
        found.group(1) or _EVERY[found.group(2)]
        for found in _PER_TIME_ASKED.finditer(text)
        if not _NAMES_THE_WHOLE.match(text, found.end())
    }
    told = {found.group(1) for found in _RATE_IN_TIME.finditer(text)}
    return bool(asked - told - counted)


_OVERS_AND_BALLS = lazy(r"(?<![\w.])\d+\.[1-5] ?overs?\b", needs="over")
"""Overs in cricket's way of writing them: 38.4 overs is 38 overs and 4 balls, never 38.4 of an over."""


def overs_and_balls(seen: Read) -> bool:
    """Is a count of overs written as cricket writes it read as a decimal ("He bowled 38.4 overs, 6 balls an
    over. How many balls?" was 230.4; it is 232)?"""
    return seen.operation not in TIME_OPERATIONS and _OVERS_AND_BALLS.search(seen.text) is not None


_RATE_WITHOUT_ITS_THINGS = lazy(
    rf"(?<![\w.£$€])({N}) (?:per|a|an|in each|in every|to a|to each|for each|for every)"
    r" (?!(?:of|the|what|how|and|is|one)\b)([a-z]+)",
    needs=" per | each | every | a | an ",
)
"""A rate that leaves its things unsaid ("76 per coach", "60 to a trailer"): they are the things counted
beside it."""


def count_times_its_rate(seen: Read) -> bool:
    """Is a count of things multiplied by how many of them go in one group ("1,000 passengers, 76 per coach"
    read as 1000 × 76)? Passengers times passengers a coach is no answer; the count of coaches times the rate
    is ("12 coaches, 76 per coach")."""
    spec, text = seen.spec, seen.text.replace(",", "")
    if not isinstance(spec, ProblemSpec) or spec.operation != "*":
        return False
    from quickmath.offline.reading.nouns import same_noun  # only for a product

    factors = (spec.a.replace(",", ""), spec.b.replace(",", ""))
    for rate, per in _RATE_WITHOUT_ITS_THINGS.findall(text):
        if rate not in factors:
            continue
        count = factors[1] if rate == factors[0] else factors[0]
        if any(
            number == count
            and things.endswith("s")
            and not same_noun(things, per)
            and not (per in _A_HEAD and things in _PEOPLE_COUNTED)  # "£2.35 a head for 40 players"
            for number, things in _THINGS_COUNTED.findall(text)
        ):
            return True
    return False


_THINGS_COUNTED = lazy(rf"(?<![\w.])({N}) ([a-z]+)")
_A_HEAD = frozenset({"head", "person"})
_PEOPLE_COUNTED = frozenset({
    "people", "players", "students", "pupils", "guests", "kids", "children", "adults", "members", "staff",
    "workers", "friends", "passengers", "runners", "diners", "visitors", "employees", "volunteers",
})  # fmt: skip
"""People a rate "a head" or "per person" is for."""


_ONE_HOLDS = lazy(
    rf"\b(?:held|holds?|holding|seats?|fits?|carry|carries|sleeps?)(?: up to| a maximum of| at most)? ({N})"
    rf"(?![\w.:])(?: ([a-z]+))?",
    needs="hold|held|seat|fit|carr|sleep",
)
"""What one of a kind holds ("minibuses hold 12", "each table seats 6"); not a measure it holds ("the tank
holds 365 litres" is how much is in it)."""


def one_s_size_taken_from_many(seen: Read) -> bool:
    """Is what one holds taken from a count larger than it ("47 children, minibuses hold 12. How many empty
    seats?" was 35)? The count fills more than one, so what is left or empty is of the last one, never the
    count less one's size; "The hall holds 300 and 245 came" takes the smaller from what one holds."""
    spec = seen.spec
    if seen.operation != "-" or not isinstance(spec, ProblemSpec):
        return False
    from quickmath.offline.readers.units import is_unit  # only for a take-away beside what one holds

    held = [(found[1].replace(",", ""), found[2] or "") for found in _ONE_HOLDS.finditer(seen.text)]
    if spec.a in {size for size, _ in held}:
        return False  # "held 1,100 litres and now holds 365": both are what it held
    sizes = {size for size, after in held if not is_unit(after)}
    try:
        return spec.b in sizes and Fraction(spec.a) > Fraction(spec.b)
    except (ValueError, ZeroDivisionError):
        return False


_LAST_ASKED = lazy(r"\b(?:last|final)\b", needs="last|final")


def last_group_full_or_not_left(seen: Read) -> bool:
    """Is the last of the groups asked for ("how many in the last bag?") and read as anything but what is
    left after the full groups, or as that when nothing is left? "75 sweets, bags of 8, how many in the last
    bag?" was 600; with 80 sweets the last bag holds 8, not the remainder 0."""
    if not _LAST_ASKED.search(seen.text):
        return False
    from fractions import Fraction

    from quickmath.offline.readers.leftovers import asks_for_the_last_group  # only for a last group named

    parts = re.split(r" ; | , (?=(?:how|what)\b)| (?=how many )", seen.text)
    if not any(asks_for_the_last_group(part.strip(), seen.text) for part in parts):
        return False
    spec = seen.spec
    if not isinstance(spec, ProblemSpec) or spec.operation != "remainder":
        return True
    try:
        return Fraction(spec.a.replace(",", "")) % Fraction(spec.b.replace(",", "")) == 0
    except (ValueError, ZeroDivisionError):
        return True


_SIDE_ASKED = lazy(r"\bhow many [a-z]+ (?:wide|high|tall|long|across|deep|down)\b", needs="how many")


def side_of_a_grid_multiplied(seen: Read) -> bool:
    """Is a product read where one side is asked ("how many pixels wide is 1920 x 1080?" was 2073600)?"""
    return seen.operation == "*" and _SIDE_ASKED.search(seen.text) is not None


_RATE_UNITS = "rpm|bpm|wpm|mph|kph|kmh|km / hr?|fps|m / s"
"""Units that make a number a rate by themselves: "60 mph" is 60 miles an hour."""


_PERIOD_OF = {
    "daily": "day", "nightly": "night", "weekly": "week", "fortnightly": "fortnight", "monthly": "month",
    "quarterly": "quarter", "yearly": "year", "annually": "year", "annual": "year", "hourly": "hour",
}  # fmt: skip
_PERIODLY = "|".join(_PERIOD_OF)
"""A rate told by its period in one word: "350 grams daily", "a £38.50 monthly bill"."""
_PAID_IN_PARTS = r"(?:paid|payable|billed|charged|spread|split|repaid|due)"
"""A whole paid by the period ("£486 paid monthly over 12 months"): no rate, the whole shared out."""


def rate_divided_by_its_count(seen: Read) -> bool:
    """Is a rate divided by the count of the very thing it is a rate of ("£6 a lesson for 10 lessons , what
    is that per child?" was 0.6, "he eats 350 grams daily ; how many grams in 14 days?" was 25), or a rate in
    a unit of its own divided at all ("60 mph for 3 hours , how far per hour?" was 20)? A rate a lesson times
    10 lessons is a total; shared, it is nothing."""
    spec = seen.spec
    if not isinstance(spec, ProblemSpec) or spec.operation != "/":
        return False
    if re.search(rf"(?<![\w.]){re.escape(spec.a)} ?(?:{_RATE_UNITS})\b", seen.text):
        return True
    rate = re.search(
        rf"(?<![\w.]){re.escape(spec.a)} (?:(?!{_PAID_IN_PARTS} )[a-z]+ )?(?:(?:a|an|per|each|every) ([a-z]+)"
        rf"|({_PERIODLY}))\b",
        seen.text,
    )
    if rate is None:
        return False
    thing = rate.group(1).removesuffix("s") if rate.group(1) else _PERIOD_OF[rate.group(2)]
    return re.search(rf"(?<![\w.]){re.escape(spec.b)} {re.escape(thing)}(?:e?s)?\b", seen.text) is not None


_UNIT_ASKED = lazy(r"\bhow many ([a-z]+)\b|\b(?:in|into|as) ([a-z]+)\b")
_UNIT_TOLD = r"(?:([£$€₹¥]) ?{}|(?<![\w.]){} ?([a-z]+))(?![\w.])"


def share_asked_in_another_unit(seen: Read) -> bool:
    """Is a share asked in another unit than the whole is told in ("£96 between 4 people , how many pence
    each?" was 24, "split £96 4 ways , in euros how much each?" too)? That needs converting, which the tools
    do not do."""
    from quickmath.offline.readers.units import is_unit, same_unit

    spec = seen.spec
    if seen.operation != "/" or not isinstance(spec, ProblemSpec):
        return False
    whole = re.escape(spec.a)
    told = re.search(_UNIT_TOLD.format(whole, whole), seen.text)
    unit = told and (told.group(1) or told.group(2))
    if not unit or not (is_unit(unit) or unit in "£$€₹¥"):
        return False
    question = seen.text[max(seen.text.rfind(" ; "), seen.text.rfind(" , ")) + 1 :]
    asked = {found.group(1) or found.group(2) for found in _UNIT_ASKED.finditer(question)}
    return any(is_unit(word) and same_unit(word) != same_unit(unit) for word in asked)


_ONE_GOES_FREE = lazy(r"\b(?:one|1)\b(?:(?! ; | , )[^;,]){0,30}?\bfree\b", needs="free")


def share_with_one_free(seen: Read) -> bool:
    """Is a whole shared by a count of which one goes free ("£96 for 4 tickets , how much per ticket if one
    is free?" was 24)? The others share it, not all of them."""
    return seen.operation == "/" and _ONE_GOES_FREE.search(seen.text) is not None


_PART_ASKED_OF_A_SHARE = lazy(r"\b(?:percent|percentage|per cent|proportion|what fraction)\b|%")


def share_asked_as_a_part(seen: Read) -> bool:
    """Is a share asked as a percentage or a fraction of the whole ("split £96 between 4 people , what
    percentage does each get?" was 24)? That is 25%, no share of the amount."""
    if seen.operation != "/" or seen.reader not in _SHARES_GUESSED:
        return False
    question = seen.text[max(seen.text.rfind(" ; "), seen.text.rfind(" , ")) + 1 :]
    return _PART_ASKED_OF_A_SHARE.search(question) is not None


_ANOTHER_SHARE_TAKEN_ON = lazy(
    r"\b(?:share|part|bit|cut|portion)s? (?:too|as well|also)\b"
    r"|\b(?:cover|covers|covering|covered|paying for|pay for|pays for|paid for) (?:[a-z]+ ){1,3}"
    r"(?:share|part|bit|cut|portion)s?\b",
    needs="share|part|bit|cut|portion",
)


def another_share_taken_on(seen: Read) -> bool:
    """Is one share asked by someone who takes on another's too ("the 6 of us split £150 and i am covering my
    sister is share too ; how much do i pay?" was 25)? Two shares are asked, not one."""
    return seen.operation == "/" and _ANOTHER_SHARE_TAKEN_ON.search(seen.text) is not None


_SHARES_GUESSED = GUESSING_READERS | {"equal_shares"}
"""Readers that take a share from the words of a story."""
_COST_ASKED = lazy(
    r"\b(?:how much|what)\b.*\b(?:cost|costs|price|charge|charged|spend|spent|pay|paid|bill)\b"
)
_MEASURES = frozenset({"kwh", "kw", "units", "litres", "liters", "gallons", "miles", "km", "kg", "tonnes"})
_MONEY_IN = lazy(
    r"[£$€₹¥]|\b(?:p|pence|pounds?|quid|dollars?|euros?|cents?|bucks|rupees?|rand|yen|pesos?|zloty|money"
    r"|cash|fare|fee|fees|rent|wage|wages|salary|budget|invoice|price|prices|cost|costs|costing|paid)\b"
)


def cost_asked_of_a_measure(seen: Read) -> bool:
    """Is a measure shared out asked as a cost ("1,092 kwh over 91 days , how much does it cost per day?" was
    12)? Its price is not told."""
    spec = seen.spec
    if seen.operation != "/" or not isinstance(spec, ProblemSpec) or seen.reader not in _SHARES_GUESSED:
        return False
    at = max(seen.text.rfind(" ; "), seen.text.rfind(" , "))
    story, question = seen.text[: max(at, 0)], seen.text[at + 1 :]
    measured = re.search(rf"(?<![\w.]){re.escape(spec.a)} ([a-z]+)", story)
    if at < 0 or measured is None or measured.group(1) not in _MEASURES:
        return False
    return _COST_ASKED.search(question) is not None and _MONEY_IN.search(story) is None


_HOW_MANY_PER = lazy(
    r"\bhow many ([a-z]+) (?:per|a|an|each|for each|for every|every) [a-z]+", needs="how many"
)
_NUMBER_AND_WORD = lazy(rf"(?<![\w.])({N}) ([a-z]+)")


def things_per_one_turned_round(seen: Read) -> bool:
    """Is "how many things per one" read with the count of those things as the divisor ("paid £48 for 12
    pullets , how many pullets per pound?" was 48 ÷ 12)? The things asked are the ones shared out."""
    from quickmath.offline.reading.nouns import same_noun

    spec = seen.spec
    if seen.operation != "/" or not isinstance(spec, ProblemSpec):
        return False
    asked = _HOW_MANY_PER.search(seen.text)
    if asked is None:
        return False
    counted = {
        number for number, word in _NUMBER_AND_WORD.findall(seen.text) if same_noun(word, asked.group(1))
    }
    return spec.b in counted and spec.a not in counted


_CHANGED_BY_UNTOLD = lazy(
    r"\b(?:sold|sells|spent|ate|eaten|lost|loses|gave|given|used|broke|broken|dropped|took|taken|removed"
    r"|sent|returned|bought|buys|added|found|won|got|gets|ran|died|left|joined|came)"
    r"(?: away| off| back| out| up| in| more)?"
    r" (?:some|a few|a couple|several|most|lots|a lot|a bunch|a handful|one or two)\b",
    needs="some|few|couple|several|most|lot|bunch|handful|one or two",
)
"""An amount changed by a number never told: "we had 156 sheep but sold some", "a few more came"."""


def grouped_after_an_untold_change(seen: Read) -> bool:
    """Is an amount put into groups, or asked whether it divides, after the story changes it by a number it
    never tells ("We had 156 sheep but sold some. Can they be shared equally among 12 pens?" was Yes)?"""
    if seen.operation not in ("divisible", "remainder"):
        return False  # "ate half of the 24 cookies" tells its share: a division, not an untold change
    return _CHANGED_BY_UNTOLD.search(seen.text) is not None


_ANY_MONEY_TOLD = lazy(
    r"[£$€₹¥]|\b(?:pounds?|quid|p|pence|dollars?|cents?|bucks|euros?|rupees?|rand|yen)\b|\d ?(?:k|p)\b"
)
_MONEY_ASKED = lazy(
    r"\b(?:cost|costs|costing|pay|paid|spend|spent|bill|price|earn|earns|earned|charge|charged)\b",
    needs="cost|pay|paid|spen|bill|price|earn|charge",
)
_AMOUNT_ASKED = lazy(r"\bhow much ([a-z]+)", needs="how much")
_RATE_OF_A_MEASURE = lazy(
    rf"(?<![\w.]){N} ?(?:(?:{_MEASURE_WORDS}|hours?|minutes?) (?:a|an|per|every) [a-z]+"
    r"|(?:rpm|bpm|wpm|mph|kph|kmh|km / hr?|fps|m / s)\b)"
)
"""A rate of a measure: "12 miles an hour", "50 litres a day", "60 mph"."""
_NO_MEASURE = frozenset({
    "is", "s", "are", "was", "were", "do", "does", "did", "will", "would", "can", "could", "should", "in",
    "of", "that", "it", "this", "altogether", "total", "all", "i", "we", "you", "they", "he", "she",
    "for", "to", "have", "has", "had", "each", "per", "a", "an", "the", "so", "then", "more", "less", "left",
})  # fmt: skip
"""Words after "how much" that name no measure."""


def another_measure_asked_of_a_product(seen: Read) -> bool:
    """Is a product of a rate of a measure read where the question asks money of a story that tells none
    ("cycling at 12 miles an hour for 3 hours , how much did i spend?" was 36), or how much of a thing the
    story never names ("… 60 miles an hour for 3 hours , how much petrol?", "how much time?" were 180 and
    36)? A price told without its sign ("diesel at 1.48 a litre") is a rate of money, not of a measure."""
    if seen.operation != "*" or not isinstance(seen.spec, ProblemSpec):
        return False
    text = seen.text
    if not _RATE_OF_A_MEASURE.search(text):
        return False
    if _MONEY_ASKED.search(text) and not _ANY_MONEY_TOLD.search(text):
        return True
    asked = _AMOUNT_ASKED.search(text)
    if asked is None or asked.group(1) in _NO_MEASURE:
        return False
    return re.search(rf"\b{re.escape(asked.group(1))}\b", text[: asked.start()]) is None


_SHARE_OF_EACH_ASKED = lazy(
    r"\b(?:everyone|everybody|every one of (?:us|them|you)|each (?:person|one|of (?:us|them|you))"
    r"|(?:per|a) (?:person|head)|apiece)\b(?![^;,]*\b(?:altogether|in total|total|together|combined)\b)",
    needs="every|each|per|head|apiece",
)
"""A question of what each one pays, gets or owes, not of all of them together."""


def sum_asked_as_a_share(seen: Read) -> bool:
    """Are the numbers of a story added where its question asks what each one pays or gets ("5 of us and the
    bill is 132 , how much does everyone pay" was 137)?"""
    if seen.reader not in GUESSING_READERS or seen.operation != "+":
        return False
    at = max(seen.text.rfind(" ; "), seen.text.rfind(" , "))
    return _SHARE_OF_EACH_ASKED.search(seen.text[at + 1 :]) is not None


_SCALES_OF_A_COUNT = r"(?:dozens?|score|gross)"


def group_told_in_dozens(seen: Read) -> bool:
    """Is a number of a division, a remainder or a divisibility told in dozens read as it stands ("Can 150
    eggs be split equally into 2 dozen boxes?" was Yes, "150 eggs into 2 dozen boxes, how many left over?" was
    0)? 2 dozen boxes are 24 boxes."""
    spec = seen.spec
    if seen.operation not in ("/", "divisible", "remainder") or not isinstance(spec, ProblemSpec):
        return False
    return any(
        re.search(rf"(?<![\w.]){re.escape(number)} {_SCALES_OF_A_COUNT}\b", seen.text) is not None
        for number in (spec.a, spec.b)
    )


_COUNT_OF_AMOUNTS = lazy(
    rf"(?<![\w.])({N})(?: [a-z]+){{0,3}}? [a-z]+s of (?:[£$€₹¥] ?)?({N})(?![\w.])", needs="s of"
)
"""A count of things each of one amount: "12 equal monthly payments of £40", "6 bags of 2.5"."""


def count_of_amounts_added(seen: Read) -> bool:
    """Is a count of things added to the amount each of them is ("He pays 12 equal monthly payments of £40.
    Total?" read as 12 + 40)? Each of the 12 is £40, so the sum of the two is no total."""
    if seen.operation != "+" or not isinstance(seen.spec, ProblemSpec):
        return False
    terms = {_value(seen.spec.a), _value(seen.spec.b)}
    return any({_value(count), _value(each)} == terms for count, each in _COUNT_OF_AMOUNTS.findall(seen.text))


_MADE_BARE = lazy(
    rf"\b(?:baked|made|collected|picked|laid|cooked|grown|grew|harvested|caught|gathered|produced|printed"
    rf"|knitted|brewed|bottled) ({N})(?= ;| ,| and\b| so far\b| today\b| this [a-z]+|$)",
)
"""A count said alone after making or gathering things: "I've baked 48", "we collected 60 today"."""
_HELD = lazy(r"\b(?:holds?|contains?|fits?|takes?|carr(?:y|ies))\b")


def things_made_taken_as_holders(seen: Read) -> bool:
    """Is a count of things made or gathered multiplied by what one holder holds ("Each tin holds 6 mince
    pies. I've baked 48. How many mince pies?" was 288)? The 48 are pies, not tins: they are the answer, or
    the tins are 48 ÷ 6."""
    spec = seen.spec
    if seen.operation != "*" or not isinstance(spec, ProblemSpec) or _HELD.search(seen.text) is None:
        return False
    factors = {_value(spec.a), _value(spec.b)}
    return any(_value(found) in factors for found in _MADE_BARE.findall(seen.text))
