"""Guards of numbers as they are told: doubtful notation, an operation named that the
reading does not do, numbers said in words left half read, money in pence beside pounds, below zero or shared
to parts of a penny, and scales (thousands, millions)."""

from __future__ import annotations

import re
from collections import Counter
from fractions import Fraction

from quickmath.domain import CLOCK_OPERATIONS
from quickmath.offline.asks import ExpressionSpec, ProblemSpec, Spec, TimeSum
from quickmath.offline.reading.guards.shared import (
    GUESSING_READERS,
    Read,
    numbers_in,
    numbers_used,
    operation_of,
)
from quickmath.offline.reading.refusals import SET_WRONG
from quickmath.offline.reading.text import FILLERS, N
from quickmath.patterns import lazy

_DASH_BEFORE_ASK = lazy(
    r" [-−–—] (?:what|how|is|can|could|so|please)\b", needs="what|how|is|can|could|so|please"
)
"""A dash that sets a question after a written sum ("12 x 12 x 12 – what's 12 cubed?"), never a minus."""


def said_again_in_brackets_added(seen: Read) -> bool:
    """Are numbers told and then said again in brackets all added ("Add 35 minutes to 45 minutes (0:35 +
    0:45)." was 2:40, four lengths)? The brackets restate what is asked; they add nothing to it."""
    if "(" not in seen.text:
        return False
    spec = seen.spec
    if isinstance(spec, TimeSum):
        terms = list(spec.times)
    elif isinstance(spec, ExpressionSpec) and seen.operation == "+":
        terms = spec.text.replace(" ", "").split("+")
    else:
        return False
    half = len(terms) // 2
    return len(terms) >= 4 and len(terms) % 2 == 0 and terms[:half] == terms[half:]


_THOUSANDS_K = lazy(r"\d k\b|\b(?:lakhs?|crores?)\b", needs=" k|lakh|crore")
"""A "k" after a number: thousands ("5 k + 3 k") or "ok"? Written on the number ("5k") it is read as
thousands before this (see `reading.layouts.thousands`). A lakh or crore left in the text is a number not read
("one lakh twenty thousand"); one alone is read as digits before this."""


_NUMBER_WORD_LEFT = lazy(
    r"\b(?:o|tw|th|fo|fi|fv|si|sx|se|ei|ni|te)[a-z]{0,5}(?:ty|tey|teen|tean)\b(?= -?\d)",
    needs="ty|tey|teen|tean",
)
"""A word that looks like a mistyped tens or teens word left before a number ("fivety 5", "fiveteen 3"): the
number it began is not read whole, so nothing beside it may be read. It begins as a number word begins: a
label ending alike ("capacity 72", "quantity 5") is no number word."""


_HUNDREDS_SAID = lazy(
    r"\b(?:one|two|three|four|five|six|seven|eight|nine)"
    r" (?=\d\d (?:divided|times|plus|minus|multiplied|add|take|[-+*/])|\d\d$)",
    needs="one|two|three|four|five|six|seven|eight|nine",
)
"""A number said as people say hundreds ("one forty four divided by twelve" is 144 ÷ 12): the digit word left
before the rest of the number ("one 44") says the number was not read whole."""


_RAISED_BY = lazy(r"(?<![\w.£$€])-?\d[\d.]* raised by -?\d", needs="raised by")
"""A number "raised by" another with nothing around it: "11 raised by 3" may be 11 + 3 or 11³, so it is
asked, never answered."""


_TIME_WORD = lazy(r"h|hrs?|hours?|mins?|minutes?|secs?|seconds?|days?|weeks?|months?|years?")
_THINGS_AFTER_EQUALS = lazy(r"= (?:; )?(?:how many )?([a-z]+)(?: each)?(?: ;)?$", needs="=")
"""What an answer counts, asked after "=": "36 tiles per box x 18 boxes = ? boxes" asks for no tiles; "1² + 2²
+ … + 8² = ? pls" asks for nothing counted."""


def things_asked_after_equals(seen: Read) -> bool:
    """Are things asked after "=" that only the rates and units readers weigh (see `readers.rates`,
    `readers.units`: "18 apples + 24 apples = ? apples")? A reading of part of the text could count other
    things than the ones asked (was 648 for "= ? boxes")."""
    reader, text = seen.reader, seen.text
    found = _THINGS_AFTER_EQUALS.search(text) if reader not in ("rates", "units") else None
    if found is None:
        return False
    from quickmath.offline.readers.units import is_unit  # only for things asked after "="

    asked = found.group(1)
    return asked not in FILLERS and not is_unit(asked) and not _TIME_WORD.fullmatch(asked)


_SUM_THEN_TIMES = lazy(
    rf"\b(?:(?:sum|total|difference) of|add|subtract|take) {N} (?:and|from) {N} ?,? (?:then )?"
    r"(?:times|multiplied|divided|over|squared|cubed|x)\b",
    needs="sum|total|difference|add|subtract|take",
)
"""A sum said first and then multiplied ("the sum of 3 and 4, times 2" is 14): a reading without brackets
(3 + 4 × 2) answers another problem."""


_UNKNOWN_NUMBER = lazy(
    r"\b(?:a|some|the|my|your|a certain|the same) number (?:is|was|equals|makes|gives|=|will be)\b"
    r"|\b(?:times|plus|minus|add|by|to|from|of) (?:a|some|my|your|a certain) number\b",
    needs="number",
)
"""A number not told, found from what it makes ("3 times a number is 27"): no reading of the told numbers."""


_OPERATION_NAMED = lazy(
    r"\b(?P<minus>difference)\b"
    r"|\b(?:what(?: is|s| s)|find|give|work out|calculate) (?:me )?the (?P<times>product)\b"
    r"|\bthe product of\b"
    r"|\bproduct ?(?:\?|$)|\b(?P<over>quotient)\b",
    needs="difference|product|quotient",
)
_SHARE_TOTALLED = lazy(r"\b(?:altogether|in total|in all|all together)\b", needs="altogether|total|in all")
_TOTAL_TOLD_BEFORE = lazy(rf"{N}(?: [a-z]+)? $")
"""An amount just before "altogether" or "in total", which tells a total, not asks one: "5 pens cost £4.50
altogether , so what does one cost"."""
_SIGNS_READ = {
    "+": "+", "−": "-", "-": "-", "×": "*", "*": "*", "÷": "/", "/": "/", "^": "^", "²": "^", "³": "^",
}  # fmt: skip
_OPERATIONS_READ = {
    "series": "+",
    "sum_of_squares": "+",
    "sum_of_cubes": "+",
    "add_time": "+",
    "subtract_time": "-",
    "time_between": "-",
    "remainder": "/",
    "power": "^",
}


def _operations_read(spec: Spec) -> set[str]:
    """The operations a reading does: the signs of a calculation, or its one operation's."""
    if isinstance(spec, ExpressionSpec):
        return {_SIGNS_READ[char] for char in spec.text if char in _SIGNS_READ}
    operation = operation_of(spec)
    return {_OPERATIONS_READ.get(operation, operation)} if operation else set()


def another_operation_named(seen: Read) -> bool:
    """Is an operation asked by its name that the reading does not do? "12.45 + 7.80 + 23.60, what's the
    difference?" (was 43.85), "48 ÷ 6, what's the product?" (was 8), "£150 shared between 4, how much
    altogether?" (was 37.5). A clock reading moved by a time difference is no take-away to argue against."""
    spec, text = seen.spec, seen.text
    read = _operations_read(spec)
    if not read or operation_of(spec) in CLOCK_OPERATIONS:
        return False
    asked = text.rpartition(" ; ")[2]
    if read == {"/"} and any(
        not _TOTAL_TOLD_BEFORE.search(asked, 0, found.start()) for found in _SHARE_TOTALLED.finditer(asked)
    ):
        return True  # not "3 tickets for £225 altogether ; how much was each one"
    named = _OPERATION_NAMED.search(text.replace("common difference", ""))  # an AP's step is no take-away
    if named is None:
        return False
    sign = "-" if named.group("minus") else "*" if named.group("times") or "product" in named.group() else "/"
    return sign not in read


_VERB_WITH_BOTH = lazy(
    rf"\b(?P<plus>add|adding|added|sum of|total of) (?:together )?[£$€]?{N} (?:and|with) [£$€]?{N}"
    rf"|\b(?P<times>multiply|multiplying|multiplied) [£$€]?{N} (?:and|by|with) [£$€]?{N}"
    rf"|\b(?P<minus>subtract|subtracting|take|taking) [£$€]?{N} (?:from|away from|off) [£$€]?{N}"
    rf"|\b(?P<over>divide|dividing) [£$€]?{N} (?:by|into) [£$€]?{N}",
    needs="add|sum of|total of|multipl|subtract|tak|divid",
)


def operation_told_with_both_numbers(seen: Read) -> bool:
    """Is a reading guessed from a story where the story names an operation with both its numbers, one
    the reading does not do? "I start each lesson with a quick warm-up, and today's is adding 73 and 89"
    (was 73 × 89)."""
    if seen.reader not in GUESSING_READERS or not isinstance(seen.spec, ProblemSpec):
        return False
    if seen.spec.operation not in _VERB_SIGNS.values():
        return False  # "add up 1 to 10" is a run, "divide 25 by 4, what's the remainder?" a remainder
    named = _VERB_WITH_BOTH.search(seen.text)
    if named is None:
        return False
    sign = next(sign for group, sign in _VERB_SIGNS.items() if named.group(group))
    return sign != seen.spec.operation


_VERB_SIGNS = {"plus": "+", "times": "*", "minus": "-", "over": "/"}
_SIGNED_MONEY = lazy(rf"-(?:[£$€] ?)({N})", needs="-£|-$|-€|- £|- $|- €")
_GLUED_HOURS = lazy(r"\b(\d+) (?:hours?|hrs?|h) and (\d+) (?:hours?|hrs?|h)\b", needs=" and ")


_DOUBTFUL_NUMBERS = lazy(
    r"(?<![\d.,])\d{1,3}\.\d\d0(?![\d.])|(?<![\d.,])\d{1,3}(?:\.\d{3}){2,}(?![\d])"
    r"|\b\d{1,2} ?/ ?\d{1,2} ?/ ?\d{2,4}\b(?! ?/)"
    r"|(?:\^ ?-?[\d.]+|\bto the (?:power (?:of )?)?-?[\d.]+(?: ?(?:st|nd|rd|th))?) (?:squared|cubed)\b",
    needs=".|/|squared|cubed",
)
"""Numbers a reading cannot be sure of: "1.000" and "2.500" (a thousands point, or a decimal?), "1.234.567", a
date "12/03/2024" (no chain of divisions), and a power of a power ("2^3 squared" is (2^3)^2, not 2^(3^2))."""
_LETTERS = frozenset("ijyzn")
_AFTER_A_TERM = frozenset({"+", "-", "*", "/", "^", "=", ")", ";", ",", "?"})


def _lettered_number(text: str) -> bool:
    """A number with a letter ("2 + 3i", "3y + 2"): a complex number or algebra, never the number alone."""
    words = [*text.split(), ";"]
    return any(
        word in _LETTERS and words[at - 1].replace(".", "").isdigit() and words[at + 1][0] in _AFTER_A_TERM
        for at, word in enumerate(words[1:-1], start=1)
    )


def loses_what_was_said(seen: Read) -> bool:
    """Does a reading drop the minus of "-£48.30" (read as 48.30), or glue "3 hours and 1 hour 20 minutes"
    into 3 h 1 min, or take a doubtful number at one of its meanings? Any reader's reading that does answers
    another problem."""
    spec, text = seen.spec, seen.text
    if _DOUBTFUL_NUMBERS.search(text) or _lettered_number(text):
        return True
    if not isinstance(spec, ProblemSpec):
        return False
    unsigned = {found.group(1) for found in _SIGNED_MONEY.finditer(text)}
    glued = {f"{hours}{int(more):02d}" for hours, more in _GLUED_HOURS.findall(text) if int(more) < 60}
    return bool((unsigned | glued) & {spec.a, spec.b})


_TAKEN_BACK_BETWEEN = lazy(
    r"\b(?:edit(?:ed)?|update[ds]?|actually|never ?mind|nvm|ignore (?:that|this|it|the)"
    r"|forget (?:that|it|this)|scratch (?:that|it)|cancel (?:that|it)|disregard|correction|corrected|typo"
    r"|mistake|misread|misprint"
    r"|wrong one|wait|hold on|hang on|oops|sorry|i mean|i meant|should be|supposed to be|meant to be|it says"
    r"|instead|yesterday|last (?:week|time|night)|earlier|previously|before)\b|\( was\b",
    needs="edit|update|actually|mind|nvm|ignore|forget|scratch|cancel|disregard|correct|typo|mistake|mis"
    "|wrong|wait|hold|hang|oops|sorry|mean|should|suppose|meant|says|instead|yesterday|last|earlier|previous"
    "|before|was",
)
"""A message with two calculations and words that take one back ("What is 120 ÷ 8? Wait, 120 ÷ 6", "… EDIT:
250 - 57", "Yesterday I asked 120 ÷ 6. Today: 120 ÷ 8"): answering both would answer one no longer asked."""
_TAKEN_BACK_BESIDE = lazy(
    r"\b(?:edit(?:ed)?|update[ds]?|correction|corrected|typo|mistake|misread|misprint|wrong one|should be"
    r"|supposed to be|meant to be|instead)\b",
    needs="edit|update|correct|typo|mistake|mis|wrong|should|suppose|meant|instead",
)
"""An edit beside one calculation with a number left unread ("What is 120 ÷ 8? EDIT: should be 6 not 8"):
the number may change the calculation."""


def takes_one_back(text: str, calculations: int, numbers_left: bool) -> bool:
    """Does a message take back a calculation it asks, so that the ones read may not be the one meant?"""
    cues = _TAKEN_BACK_BETWEEN.finditer(text) if calculations > 1 else iter(())
    if any(re.search(r"\d", text[cue.end() :]) for cue in cues):
        return True  # not "11 times 11 times 11, i.e. 11 cubed? EDIT: yes I know, my phone is dead"
    return calculations > 0 and numbers_left and _TAKEN_BACK_BESIDE.search(text) is not None


_IN_A_SCALE = lazy(
    r"\b(?:in|as) (?:[£$€] ?)?(?:hundred|thousand|million|billion)s\b"
    r"|\bhow many (?:hundred|thousand|million|billion)s?\b",
    needs="hundred|thousand|million|billion",
)
"""An answer asked in a scale ("in millions of dollars", "how many thousand") that is still there after the
numbers were read (see `reading.text.number_words`): some number was said in another scale or none, so the
answer would be in another unit than the one asked ("2.5 million people and 300 thousand, in millions?")."""
_IN_DIGITS = lazy(r"(?<![\w.])\d[\d.]*")


def told_in_a_scale(seen: Read) -> bool:
    """Is every amount of a story a whole number of millions ("fee was 85 million, sold him on for 62
    million, how much did the club lose?", read as 85000000 and 62000000)? Its answer is meant in millions
    too ("23 million", not 23000000): asked about, unless the scale is asked (see `reading.text`). A number
    read from signs or operator words is the learner's as written."""
    text = seen.text
    if seen.reader in ("symbols", "operator_words") or "000000" not in text:
        return False
    numbers = _IN_DIGITS.findall(text)
    return len(numbers) >= 2 and all(number.endswith("000000") for number in numbers)


_DEBT = lazy(
    r"\b(?:in debt|overdrawn|in the red|in arrears|below zero)\b",
    needs="debt|overdrawn|red|arrears|below zero",
)
_DEBT_ASKED = lazy(
    r"\b(?:owe|owes|owed|owing|debt|overdrawn|below zero)\b(?!.*;)", needs="owe|owing|debt|overdrawn|below"
)
"""A number told as a debt or below zero is less than nothing: a sum or take-away of it as it stands is asked
about, unless the question asks about the debt itself ("I owe 20 and pay back 5. How much do I owe?")."""


_MONEY_WORDS = r"(?:pounds?|quid|dollars?|bucks|euros?|rupees?|rand|yen|francs?|pesos?)"
_WHOLE_MONEY = lazy(rf"\bwhole {_MONEY_WORDS}|\b(?:pound|dollar|euro|rand) coins\b", needs="whole|coins")


_FRACTION_OF_A_THING = lazy(
    r"(?<![\d.])(?P<a>\d+) ?/ ?(?P<b>\d+) (?:full|fill|empty"
    r"|of (?:the|a|an|my|our|his|her|their|its|it|them|what)\b"
    r"|done|gone|left|finished|complete|through|eaten|sold|used|filled|painted|built|read|off)\b",
    needs="full|fill|empty|of|done|gone|left|finished|complete|through|eaten|sold|used|filled|painted|built"
    "|read|off",
)
"""A fraction that tells how much of a thing ("the tank is 3/4 full", "2/3 of the class"), not a division
asked."""


def fraction_of_a_thing_divided(seen: Read) -> bool:
    """Is a fraction told as a part of a thing ("holds 60 litres and is 3/4 full. Litres?") read as the
    division it is written as (0.75)? The part of the thing is asked: asked about."""
    if seen.operation != "/" or not isinstance(spec := seen.spec, ProblemSpec):
        return False
    return any(
        (told.group("a"), told.group("b")) == (spec.a, spec.b)
        for told in _FRACTION_OF_A_THING.finditer(seen.text)
    )


def money_split_evenly(seen: Read) -> bool:
    """Is an amount of money asked whether it splits evenly between a count ("Can £15 be split equally between
    4?")? It can, to the penny (3.75 each), though 15 is no multiple of 4; only "into whole pounds" asks
    that."""
    spec, text = seen.spec, seen.text
    if not isinstance(spec, ProblemSpec) or spec.operation != "divisible" or _WHOLE_MONEY.search(text):
        return False
    if _splits_into_whole_units(spec.a, spec.b):
        return False  # "Can £96 be split equally between 6?": £16 each, yes in pounds and to the penny
    amount, count = (re.escape(number) for number in (spec.a, spec.b))
    money = rf"[£$€₹¥] ?{{}}(?![\d.])|(?<![\w.]){{}} {_MONEY_WORDS}\b"
    return re.search(money.format(amount, amount), text) is not None and not re.search(
        money.format(count, count), text
    )


def _splits_into_whole_units(amount: str, count: str) -> bool:
    """Does a whole amount of money split into whole pounds (or dollars) among the count? Then it splits to
    the penny too, and either reading says yes."""
    try:
        whole, among = Fraction(amount.replace(",", "")), Fraction(count.replace(",", ""))
    except ValueError:
        return False
    return whole.denominator == 1 and among.denominator == 1 and among > 0 and whole % among == 0


def debt_unsigned(seen: Read) -> bool:
    """Is a debt read as a number above zero ("I'm 20 in debt and get paid 50" read as 20 − 50)?"""
    spec, text = seen.spec, seen.text
    if not isinstance(spec, ProblemSpec) or spec.operation not in ("+", "-") or " -" in f" {text}":
        return False
    unsigned = not spec.a.startswith("-") and not spec.b.startswith("-")
    return unsigned and _DEBT.search(text) is not None and _DEBT_ASKED.search(text) is None


_PENCE_AND_POUNDS = lazy(
    r"(?<![\w.])\d+(?:\.\d+)? ?(?:p|pence|c|cents?)\b.*(?:[£$€]|\b(?:pounds?|dollars?|euros?)\b)"
    r"|(?:[£$€]|\b(?:pounds?|dollars?|euros?)\b).*(?<![\w.])\d+(?:\.\d+)? ?(?:p|pence|c|cents?)\b",
    needs="£|$|€|pound|dollar|euro",
)
"""Pence beside pounds ("I have 500p and spend £2.40"): one number in each unit, never taken as they stand."""
_MONEY_SAID = lazy(
    r"[£$€₹¥]|\b(?:pounds?|quid|dollars?|bucks|euros?|rupees?|rent|bills?|fares?|wages?|salary|costs?|price"
    r"|paid|pay|owe[sd]?|budget|money|cash|takings|tip|fee|fees)\b"
)


_SHARED_OUT = lazy(
    r"\b(?:split\w*|shar\w+|between|among|amongst|ways|each of us|per (?:person|head)|a head|each pay\w*"
    r"|each owe\w*|divide[sd]? (?:it |this |that )?(?:up|equally|evenly|fairly))\b"
)


def money_share_in_parts_of_a_penny(seen: Read) -> bool:
    """A sum of money shared that does not come to whole pence: "rent 1250 split 3 ways" is no £416 2/3 each;
    how to round it, and who pays the penny over, is the learner's to say."""
    spec, text = seen.spec, seen.text
    if not isinstance(spec, ProblemSpec) or spec.operation != "/" or not _MONEY_SAID.search(text):
        return False
    if not _SHARED_OUT.search(text):
        return False  # "A pack of 250 sheets costs £3.75. The cost of one sheet in pounds?" is 0.015
    try:
        share = Fraction(spec.a) * 100 / Fraction(spec.b)
    except (ValueError, ZeroDivisionError):
        return False
    return share.denominator != 1


def dash_before_a_question(seen: Read) -> bool:
    """A dash before a question read as a minus (see `_DASH_BEFORE_ASK`)."""
    spec = seen.spec
    return (
        isinstance(spec, ExpressionSpec)
        and "−" in spec.text
        and _DASH_BEFORE_ASK.search(seen.text) is not None
    )


_GLUED_TO_OF_OR_BY = lazy(
    r"(?<![a-z'])(?!(?:proof|roof|hoof|aloof|thereof|whereof|hereof|baby|ruby|lobby|hobby|nearby"
    r"|hereby|thereby|whereby|standby|derby|rugby|goodby)\b)[a-z]{3,}(?:of|by)(?= -?[\d(£$€])",
    needs="of|by",
)
"""A word glued to "of" or "by" before a number ("halfof 100 / 7", "theremaindrof 100 / 7"): a word typed with
no space may change the calculation, and is never left out as chatter (was 14 2/7)."""


def word_glued_to_of_or_by(seen: Read) -> bool:
    """A word glued to "of" or "by" before the numbers (see `_GLUED_TO_OF_OR_BY`)."""
    return _GLUED_TO_OF_OR_BY.search(seen.text) is not None


_RIGHT_WITH_NO_ANSWER = lazy(
    r"(?:^|; )(?:is|are) (?![^;]*(?:=| (?:is|equals|makes|gives|comes to) ))[^;]*\d[^;]*"
    r" (?:right|ok|okay|correct) ?(?:;|$)",
    needs="right|ok|correct",
)
"""A calculation asked to be right with no answer told ("Is 45 × 6 right?"): what is asked is not its answer,
and a learner who meant "is 270 right?" has left it out; "is 45 × 6 = 270 right?" is a check of 270."""


def right_asked_with_no_answer(seen: Read) -> bool:
    """A calculation asked to be right, with no answer told to check (see `_RIGHT_WITH_NO_ANSWER`)."""
    return _RIGHT_WITH_NO_ANSWER.search(seen.text) is not None


_COUNTED_THEN_NEGATIVE = lazy(r"\b\d+ ([a-z]+s) -[\d.]+(?![\d.])(?! \1\b)", needs=" -")
"""Things counted, then a negative amount at once ("4 walks -3.5", as "Did 4 walks - 3.5 km 5 km 2.25 km 6 km"
is read): a list headed by the things it counts, after a pause (was 9.75, the first taken away); not one
thing taken from another ("60 euros -15 euros"). A list with
commas and "and" is read with its dash as a colon before this (see `layouts.chats.dashed_lists`)."""


def negative_after_things_counted(seen: Read) -> bool:
    """A negative amount read right after the things a count counts (see `_COUNTED_THEN_NEGATIVE`)."""
    spec = seen.spec
    return (
        isinstance(spec, ExpressionSpec)
        and "−" in spec.text
        and _COUNTED_THEN_NEGATIVE.search(seen.text) is not None
    )


def sum_then_times(seen: Read) -> bool:
    """A sum said first, then multiplied, read without brackets (see `_SUM_THEN_TIMES`)."""
    spec = seen.spec
    return (
        isinstance(spec, ExpressionSpec)
        and "(" not in spec.text
        and _SUM_THEN_TIMES.search(seen.text) is not None
    )


def unknown_number(seen: Read) -> bool:
    """A number not told, found from what it makes (see `_UNKNOWN_NUMBER`). A riddle's frame "thinking of a
    number" asks nothing, when a reader of told calculations found the number told outright after it."""
    if seen.reader == "unknown_numbers":
        return False  # the one number sentence of its unknown, worked back by the reader made for it
    text = seen.text.replace("thinking of a number", "") if seen.reader == "told_calculations" else seen.text
    return _UNKNOWN_NUMBER.search(text) is not None


def pence_and_pounds(seen: Read) -> bool:
    """Pence beside pounds, taken as they stand (see `_PENCE_AND_POUNDS`)."""
    return seen.operation in ("+", "-", "*", "/") and _PENCE_AND_POUNDS.search(seen.text) is not None


def thousands_k(seen: Read) -> bool:
    """A "k" after a number, or a lakh or crore left unread (see `_THOUSANDS_K`)."""
    return _THOUSANDS_K.search(seen.text) is not None


def in_a_scale(seen: Read) -> bool:
    """An answer asked in a scale (see `_IN_A_SCALE`)."""
    return _IN_A_SCALE.search(seen.text) is not None


def number_word_left(seen: Read) -> bool:
    """A mistyped tens or teens word left before a number (see `_NUMBER_WORD_LEFT`); in a form's fields the
    word before each number is its label ("Quantity: 8")."""
    return seen.reader != "number_fields" and _NUMBER_WORD_LEFT.search(seen.text) is not None


def hundreds_said(seen: Read) -> bool:
    """A number said as people say hundreds, "one forty four" (see `_HUNDREDS_SAID`)."""
    return _HUNDREDS_SAID.search(seen.text) is not None


def raised_by(seen: Read) -> bool:
    """ "11 raised by 3": a sum or a power (see `_RAISED_BY`)."""
    return _RAISED_BY.search(seen.text) is not None


_PART_IN_WORDS = lazy(
    r"(?<!first )(?<!second )(?<!1st )(?<!2nd )(?<!other )\b(?:half|halves"
    r"|(?:a|one|two|three|four|five|2|3|4|5) (?:quarters?|thirds?|fifths?|sixths?|eighths?|tenths?))\b"
    r"(?! (?:past|to \d|an? hour|hours?|time|term|way|marathon|(?:a )?dozen|[ap] m|of (?:it|that|this|them)"
    r"|\d))",
    needs="half|halves|quarter|third|fifth|sixth|eighth|tenth",
)
"""A part of an amount said in words: "gave half to my sister", "ate a quarter", "2 and a half miles"."""
_STORY_READERS = GUESSING_READERS - {"dozens"} | {"takings", "leftovers", "gaps", "totals", "units", "lists"}
"""Readers of stories and lists of amounts, which leave a part said in words out; a reader of "half of 86",
"halve 350" or "half a dozen" reads it, and a message read in pieces is checked piece by piece."""


def part_in_words_dropped(seen: Read) -> bool:
    """Is a sum, take-away, product or remainder read beside a part said in words that it leaves out ("I had
    40 sweets and gave half to my sister and 5 to my brother" was 35, "2 and a half miles then 3 miles" was
    5, "3 and a half kg of apples and 2 kg of pears" was 6)?"""
    operation = "chain" if isinstance(seen.spec, ExpressionSpec) else seen.operation
    if operation not in ("+", "-", "*", "/", "remainder", "chain") or seen.reader not in _STORY_READERS:
        return False
    return _PART_IN_WORDS.search(seen.text) is not None


_CODE_THAT_REPEATS = lazy(
    r"\bfor [a-z_]\w* in\b|\bwhile\b[^;]*[<>=]|(?<![<>=!+\-*/])[+\-*/] ?= ?[\w(]|\+ ?\+|- ?-(?= ?[;,)]|$)",
    needs="for|while|=|++|--",
)
"""Code that changes a value as it runs ("for i in range(5): total += 3", "x -= 3", "i++"): what it comes to
is what the code does, never one sum of the numbers in it."""


def code_that_repeats(seen: Read) -> bool:
    """Is a story reading made of code that loops or updates a value ("for i in range(5): total += 3. what's
    total?" was 8)?"""
    return seen.reader in GUESSING_READERS and _CODE_THAT_REPEATS.search(seen.text) is not None


_PREFIXED_UNIT = lazy(
    r"\b(kilo|mega|giga|tera|milli|centi|micro)(bytes?|bits?|pixels?|watts?|metres?|meters?|grams?|litres?"
    r"|liters?|seconds?|hertz|joules?|calories?)\b",
    needs="kilo|mega|giga|tera|milli|centi|micro",
)
"""A unit with a prefix of scale ("megapixels", "kilobytes"): a thousand or a million of the bare unit."""


def unit_asked_in_another_scale(seen: Read) -> bool:
    """Is a unit told bare or with one scale beside the same unit with another scale ("Pixels: 1920 x 1080.
    Megapixels?" was 2073600, "700 kilobytes … how many megabytes?")? The answer is in another unit than the
    numbers'; the units reader converts what it is asked to."""
    if seen.reader == "units":
        return False
    for found in _PREFIXED_UNIT.finditer(seen.text):
        base = found.group(2).rstrip("s")
        scales = {prefix for prefix, unit in _PREFIXED_UNIT.findall(seen.text) if unit.rstrip("s") == base}
        if len(scales) > 1 or re.search(rf"(?<![a-z]){base}s?\b", seen.text):
            return True
    return False


def question_said_to_be_set_wrong(seen: Read) -> bool:
    """Does the message say the question itself was set wrong ("What is 37 x 12? there's a typo in the
    question" was 444)? Its numbers or its sign may not be the ones meant: asked back, as a part saying so
    beside a question is (see `refusals.may_change_a_question`)."""
    return SET_WRONG.search(seen.text) is not None


_WHICH_IS_MORE = lazy(
    r"\bwhich(?: one| number| of (?:them|these|those))? (?:is|s|'s|are|was) (?:the )?(?:bigger|biggest|larger"
    r"|largest|smaller|smallest|greater|greatest|higher|highest|lower|lowest|more|less|most|least)\b"
    r"|\b(?:compare|comparing)\b(?! (?:to|with)\b)"
    r"|\b(?:rank|sort|order|arrange) (?:them|these|those|both|all|the (?:two|three|sums|answers|results))\b"
    r"|\bin (?:size |numerical |ascending |descending )?order\b(?! to\b)",
    needs="which|compar|rank|sort|order|arrange",
)


def comparison_asked(seen: Read) -> bool:
    """Does the question ask which is bigger or smallest ("Which is the biggest? 1³, 2³, 3³, …, 8³" was 1296),
    or to compare or rank ("Compare them: 47 + 9" was 56)? One calculation's answer does not say which."""
    return _WHICH_IS_MORE.search(seen.text) is not None


_BELOW_ZERO_IN_WORDS = lazy(
    rf"\b(?:at|was|is|of|on|to|from|stood|read|reads|showed|shows|balance|so) (?:minus|negative) [£$€]?({N})",
    needs="minus|negative",
)
"""A number told below zero in words, where no number comes before its "minus": "sitting at minus $15",
"250 overdrawn, so minus 250"."""
_BESIDE_ANOTHER = lazy(rf"\b(?:and|but|while|whereas) (?:minus|negative) [£$€]?({N})", needs="minus|negative")
"""A number below zero told beside another value: "24 degrees in Cairo and minus 12 in Moscow"; in a list of
amounts taken off ("600, minus 85, minus 120 and minus 45") the minus is the operation."""


def minus_said_read_unsigned(seen: Read) -> bool:
    """Is a number told below zero in words read without its sign ("My account was sitting at minus $15, and
    then I paid in $40. What's the balance now?" was 55; "24 degrees in Cairo and minus 12 in Moscow, how many
    degrees warmer is Cairo" was 24 − 12)? Not "40 minus 15", where minus is the operation."""
    spec = seen.spec
    if isinstance(spec, ProblemSpec):
        used = [spec.a, spec.b]
    elif isinstance(spec, ExpressionSpec):
        used = _unsigned_numbers(spec.text.replace(",", ""))
    else:
        return False
    told = _BELOW_ZERO_IN_WORDS.findall(seen.text)
    if len(re.findall(r"\b(?:minus|negative)\b", seen.text)) == 1:
        told += _BESIDE_ANOTHER.findall(seen.text)
    return any(number in used for number in told)


def _unsigned_numbers(expression: str) -> list[str]:
    """The numbers of a calculation written out that carry no sign of their own: in "− 8 × 6" and "12 + −4"
    the 8 and the 4 are below zero; in "600 − 85" the 85 is taken away."""
    unsigned: list[str] = []
    tokens = expression.split()
    for index, token in enumerate(tokens):
        if not re.fullmatch(r"\d+(?:\.\d+)?", token):
            continue
        before = tokens[max(0, index - 2) : index]
        unary = before[-1:] in (["−"], ["-"]) and (len(before) < 2 or not re.search(r"[\d)]$", before[0]))
        if not unary:
            unsigned.append(token)
    return unsigned


_COUNT_OF_THEM = lazy(rf"(?<![\w.])({N}) of them\b", needs="of them")
_MEASURED = lazy(
    rf"(?<![\w.])({N}) ?(?:mm|cm|m|km|g|kg|ml|l|litres?|liters?|metres?|meters?|inches|inch|in|feet|foot|ft"
    r"|miles?|grams?|kilos?|kilograms?|pounds?|lbs?|ounces?|oz)\b"
)
"""A physical measure of one thing ("25 cm wide"); not points or euros, which count the things themselves."""


def count_of_them_taken_from_a_measure(seen: Read) -> bool:
    """Is a count of the things told ("I'm laying 44 of them") taken from or put beside the measure of one of
    them ("The tiles are 25 cm wide … How many cm does that run?" was 44 − 25)? Unlike things make no gap."""
    spec = seen.spec
    if seen.operation not in ("-", "+") or not isinstance(spec, ProblemSpec):
        return False
    counts = set(_COUNT_OF_THEM.findall(seen.text))
    if not counts:
        return False
    measures = set(_MEASURED.findall(seen.text))
    return bool({spec.a, spec.b} & counts) and bool({spec.a, spec.b} & measures)


_RESTATED = lazy(
    r"(?:^|[,;(:] ?)(?:that is|i ?[.;]? ?e|in other words|which is the same as|meaning|so that is)\b",
    needs="that is|i|other words|same as|meaning",
)


def said_again_after_that_is(seen: Read) -> bool:
    """Is a calculation said again after "that is" or "i.e." read as part of it ("What is minus 9 cubed, that
    is, minus 9 times minus 9 times minus 9?" was −9³ − 9 × −9 × −9)? The restatement adds nothing; either
    side read alone ("… so that's 250 × 3, right?", "that's 7 cubed") is the learner's own."""
    found = _RESTATED.search(seen.text)
    if found is not None and isinstance(seen.spec, TimeSum):  # each length told twice, added twice
        times, half = seen.spec.times, len(seen.spec.times) // 2
        return half > 0 and Counter(times[:half]) == Counter(times[half:])
    used = numbers_used(seen) if found else None
    if found is None or used is None:
        return False
    spec = seen.spec
    if isinstance(spec, ProblemSpec) and spec.operation == "*" and spec.a == spec.b:
        used = [spec.a]  # "65 squared" is 65 × 65: one number told
    before, after = (
        Counter(numbers_in(part)) for part in (seen.text[: found.start()], seen.text[found.end() :])
    )
    told = Counter(number for number in used if number in before or number in after)
    return not told <= before and not told <= after  # both sides joined, not one side read


_TOTAL_TOLD = lazy(
    rf"\b(?:total|subtotal) (?:was|is|came to|comes to) [£$€]?({N})"
    rf"|\b(?:added up to|adds up to|arrived at|worked out) (?:a total of )?[£$€]?({N})",
    needs="total|add|arrived|worked out",
)


def told_total_added(seen: Read) -> bool:
    """Is a total the story tells ("its accountant arrived at a total of £4,985. What is the correct total?")
    read as one more amount to add (was 960 + 1875 + 2150 + 4985)? A total told is what the sum is checked
    against, never a part of it; "what is the total of 125, 250 and 375" asks it."""
    used = numbers_used(seen) if seen.operation == "+" else None
    if not used or len(used) < 3:
        return False
    told = {number for found in _TOTAL_TOLD.findall(seen.text) for number in found if number}
    return bool(told & set(used))
