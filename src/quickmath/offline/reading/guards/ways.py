"""Guards of what is told, said or asked another way than the reading takes it: a percent, a range of
labels, a struck-out term or "minus" between two amounts told; a remainder, equal parts, a run of squares,
"half ten" or a length "from 3 hours" said; an answer asked rounded, in another unit, as a remainder, as yes
or no, or of one group. The three are also asked of a calculation told before its question (see
`reading.message`)."""

from __future__ import annotations

import re

from quickmath.domain import CLOCK_OPERATIONS
from quickmath.offline.asks import (
    ExpressionSpec,
    FirstOfKind,
    ProblemSpec,
    SeriesByCount,
    SeriesByTerms,
    Spec,
)
from quickmath.offline.reading.guards.shared import Read, operation_of
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy, mentions

_REMAINDER = lazy(
    r"\bremainders?\b|\bresidue\b|\brest (?:when|if|after)\b"
    r"|(?:/|\bdivid\w*).* (?:[;,]|and) (?:what is |what s |how much is )?(?:the |its )?rest(?: ;| \?)?$",
    needs="remainder|residue|rest",
)
"""A remainder asked, in any words: "the rest when 47 is divided by 5", "47 ÷ 5 ; the rest?" (never 9.4)."""
_DIVIDES_EXACTLY = lazy(
    r"\bdivisible\b|\bcomes? out even(?:ly)?\b|\bdivide[sd]? (?:by )?(?:\S+ )?(?:evenly|exactly)\b"
    r"|\bwithout (?:a |any )?(?:rest|remainder)\b"
    r"|\bmultiple of\b(?! -?\d[\d.]* (?:from|up to|to|through|till|until) -?\d)|\bfactor of\b"
    r"|\bgoes? into \S+ (?:evenly|exactly)\b",
    needs="divisible|even|exactly|multiple|factor|without",
)


_COUNT_ASKED_BACK = lazy(
    rf"(?<![\w.]){N} ([a-z]+?)(?:e?s)? of {N}\b.*\bhow many \1(?:e?s)?\b", needs="how many"
)
"""The count of a product asked back: "6 boxes of 12 eggs, how many boxes?" is 6 (told), not 72."""
_TOTAL_ASKED_BACK = lazy(
    rf"\b(?:(?:we|i|they|you) (?:have|had|have got|invited|are expecting|expect)|there are|there were|we are)"
    rf" {N} ([a-z]+?)(?:e?s)?\b(?! (?:(?:in|on|to|into|at|for) )?(?:each|every|a|an|per|apiece)\b)"
    r".* how many \1(?:e?s)?(?: (?:are there|do we have|in total|altogether|in all))?$",
    needs="how many",
)
"""A total count told, then asked back: "We have 96 guests and each table seats 8. How many guests?" is 96;
"there are 28 kids in each class" tells a count for one class, no total."""
_YES_OR_NO = lazy(r"\b(?:yes or no|no or yes|yes / no|y / n|true or false)\b", needs="yes|y / n|true")
"""A yes or no asked ("Yes or no, 91 ÷ 7."): a number answers another question (was 13)."""
_WHETHER_EVEN = lazy(
    r"(?:^|; )(?:(?:so |but )?(?:does|do|will|would|can|is|are) (?:it|that|this|they) )?"
    r"(?:go |goes |divide |split |share |come out |work out )?(?:evenly|exactly|equally)(?: or not)?(?= ;|$)",
    needs="evenly|exactly|equally",
)
"""Whether a division comes out even, asked in a sentence of its own ("Evenly? 91 ÷ 7."): no quotient."""
_ANSWERED_BY_DIVIDING = frozenset({"remainder", "divisible"})
_ANOTHER_FORM = lazy(
    r"\bsignificant (?:figures?|digits?)\b|\bsig\.? ?figs?\b|\d (?:s ; f|s f|sf|d ; p|d p|dps?)\b"
    r"|\bdecimal places?\b|\bstandard (?:index )?form\b|\bscientific notation\b"
    r"|\b(?:index|exponent(?:ial)?|power) (?:form|notation)\b|\bin (?:binary|hex\w*|octal|base \d+)\b"
    r"|\broman numerals?\b|\bnearest\b|\b(?:as|in) (?:a )?(?:percent|percentage|per cent)s?\b"
    r"|\bround(?:ed|ing)?(?: (?:it|that|this|them|your|the|answer|result|off|up|down))* (?:to|up|down|off)\b"
    r"|\b(?:how many|number of) digits\b|\bdigit sum\b(?!s)|\bsum of (?:the |its )?digits\b"
    r"|\b(?:last|first|units|ones|tens) digit\b",
    needs="significant|sig|sf|s ; f|s f|dp|d ; p|d p|decimal place|standard|scientific|form|notation"
    "|binary|hex|octal|base|roman|nearest|round|percent|per cent|digit",
)
"""An answer asked in a form the tools do not give: rounded ("to 2 significant figures", "to 1 d.p.", "to the
nearest ten"), in standard form, in binary or in Roman numerals, or its digits counted or added ("How many
digits are in the answer to the difference between 91 and 28?" was 63). The exact answer would be another
number."""
_ASKED_IN_A_UNIT = lazy(
    r"\b(?:answers?|results?|totals?|it|that|this|them) (?:is |be )?in(?:to)? ([£$€]|[a-z°]+(?: \^ [23])?)"
    r"|\bconvert\b.*?\b(?:in|into|to) ([£$€]|[a-z°]+(?: \^ [23])?)"
    r"|\bin ([£$€]|[a-z°]+(?: \^ [23])?) ?(?:;|,|$)"
    r"|= (?:; )?(?:how many |how much )?([£$€]|[a-z°]+(?: \^ [23])?)(?: each)?(?: ;)?$",
    needs="in |convert|=",
)
"""The unit an answer is asked in: "give the answer in ml", "£2.50 × 4 in pence", "3 km + 5 km = ? m"."""
_REST_SAID = lazy(
    r"\b(?:rests?|remains|remaining|stays?|left ?over|leftovers?)\b|\bwith(?:out)? (?:a |any |no )?rest\b"
    r"|\b(?:check|see|know|tell me|find out)(?: if| whether)\b[^;]*\b(?:evenly|exactly)\b",
    needs="rest|evenly|exactly|remain|stay|left",
)
"""A remainder or an exact division asked in other words: "what rests when 77 divide by 5?", "58 by 4, only
the part remaining", "divides by 4 without rest", "check if 1,122 div by 11 evenly"."""
_TAKEN_FROM = lazy(
    rf"\bfrom {N}[^;]*?\b(?:take|subtract|minus|remove|deduct)\b|\bhow (?:much|many)(?: [a-z]+)? rests?\b",
    needs="from|rest",
)
"""A length taken from another, said the way round of "from 3 hours take 1 hour 35 minutes": no sum."""
_EQUAL_PARTS = lazy(
    rf"\b{N} equal (?:bits|parts|pieces|lengths|shares|groups|sections|amounts|portions|slices)\b"
    rf"|\binto {N} (?:equal|even|same size|identical)\b",
    needs="equal|into",
)
"""Cut or split into equal parts: a share, never a product ("a 144cm rail into 12 equal bits")."""
_SQUARES_SAID = lazy(r"\b(?:sqs?|sqrs?|squares?|squared|cubes?|cubed)\b", needs="sq|cube")
"""A run of squares or cubes said in short ("sum of sqs 1 to 12"): a plain run is another sum."""
_HALF_HOUR_SAID = lazy(
    r"\bhalf (\d{1,2})\b(?! (?:h|hrs?|hours?|minutes?|mins?|days?|weeks?|years?|of|past|to|an?|the)\b)",
    needs="half",
)
"""A clock reading said the British way: "half ten" is 10:30."""


_SPENDING_ASKED = lazy(
    r"\bhow much (?:did|does|do|will|was|is) (?:(?!(?:left|still|yet|more|remaining) )[a-z]+ ){1,3}"
    r"(?:spend|spent|pay|paid|cost)\b(?!.*;)"
    r"|\bwhat did (?:[a-z]+ ){1,3}(?:cost|spend|pay)\b(?!.*;)",
    needs="spen|pay|paid|cost",
)
_PRICE_PAID = lazy(
    rf"\b(?:bought|buy|buys|purchased|got) (?:[a-z]+ ){{1,4}}?(?:for|at|costing) (?:[£$€] ?)?{N}"
    rf"|\b(?:spent|paid) (?:[£$€] ?)?{N}",
    needs="bought|buy|purchased|got|spent|paid",
)
"""What was spent asked when the price paid is told ("I had £20 and bought a book for £5. How much did I
spend?"): the money left (15) is no answer. Not what is left to pay ("How much is left to pay?")."""
_FULL_ASKED = lazy(r"\bhow many (?:full|whole|complete|entire) [a-z]+", needs="full|whole|complete|entire")
_WEIGHED_IN_POUNDS = lazy(rf"(?<![\w.])({N}) (?:pounds?|lbs?) of [a-z]", needs="pound|lb")
"""Pounds of apples are a weight, not money: "had 40 and bought 15 pounds of apples" tells no price."""


def _another_amount(spec: Spec, text: str) -> bool:
    """What was spent asked when the price is told, a count of full ones that is no whole number ("250 ml
    glasses from 2,100 ml. How many full glasses?" is 8, not 8.4), or pounds of weight read as money."""
    if not isinstance(spec, ProblemSpec):
        return False
    if spec.operation == "-" and _SPENDING_ASKED.search(text) and _PRICE_PAID.search(text):
        return True
    if spec.operation == "/" and _FULL_ASKED.search(text):
        from fractions import Fraction

        from quickmath.offline.readers.stories import counts_whole_groups

        if counts_whole_groups(text):
            return False  # the plan refuses a share that is no whole number, with the division shown

        try:
            if (Fraction(spec.a) / Fraction(spec.b)).denominator != 1:
                return True
        except (ValueError, ZeroDivisionError):
            return True
    return bool({spec.a, spec.b} & set(_WEIGHED_IN_POUNDS.findall(text)))


_JOINED = lazy(
    rf"(?<![\w.])({N}) (?:more )?(?:[a-z]+ )?"
    r"(?:(?:came|come|comes|get|got|gets|climbed|hopped|jumped|flew|walked) (?:back|on|in)"
    r"|joined|join|joins|arrived|arrive|arrives|returned|return|returns)\b",
    needs="back|on|in|join|arriv|return",
)
"""A number that comes back or gets on ("5 flew off and then 3 came back", "8 get off and 5 get on"): never
one more taken away."""


def _gain_taken_away(spec: Spec, text: str) -> bool:
    """Is a number that came back or got on taken away ("20 − 5 − 3" for "5 flew off, then 3 came back")?"""
    joined = set(_JOINED.findall(text))
    if not joined:
        return False
    if isinstance(spec, ProblemSpec):
        return spec.operation == "-" and spec.b in joined
    if isinstance(spec, ExpressionSpec):
        return bool(set(re.findall(r"(?<=[-−] )[\d.]+", spec.text)) & joined)
    return False


_PUT_BACK = lazy(r"\b(?:put|set|move[sd]?|moving|putting) (?:[\w:]+ ){0,3}back\b", needs="back")
"""A time "put back": later in British English, earlier to others (and the clocks go back): no one answer."""


_LENGTH_FROM_ANOTHER = lazy(
    r"\b\d+ (?:min\w*|hours?|hrs?|h) (?:before|after|earlier than|later than|ahead of|behind) ([a-z]+)\b",
    needs="before|after|than|ahead|behind",
)
_NOT_ANOTHER = frozenset({
    "i", "we", "you", "he", "she", "they", "it", "me", "us", "him", "them", "the", "my", "our", "your", "his",
    "her", "their", "this", "that", "a", "an", "leaving", "starting", "lunch", "noon", "midday", "midnight",
    "then", "dinner", "breakfast", "school", "work", "quarter", "half", "twenty", "ten", "five",
})  # fmt: skip
"""Words after "40 minutes before" that name no one else: "before the film", "before lunch"."""
_BACK_ASKED = lazy(
    r"; [^;]*\b(?:and back|both ways|round trip|return(?: journey| trip)?)\b[^;]*$",
    needs="back|both ways|round trip|return",
)
_BACK_TOLD = lazy(
    r"\b(?:and back|both ways|round trip|return)\b[^;]*;", needs="back|both ways|round trip|return"
)


def _from_another_or_both_ways(text: str) -> bool:
    """A length told from someone not named elsewhere ("got there 40 minutes before Tom": Tom's time is not
    told), or a journey there and back asked when the length told is one way."""
    for found in _LENGTH_FROM_ANOTHER.finditer(text):
        name = found.group(1)
        told = text[: found.start(1)] + text[found.end(1) :]
        said = rf"\b{name}" if len(name) >= 4 else rf"\b{name}\b"  # "after kick off" of "kicked off at 17:30"
        if name not in _NOT_ANOTHER and re.search(said, told) is None and not _told_there(name, text, found):
            return True
    return bool(_BACK_ASKED.search(text)) and not _BACK_TOLD.search(text)


_AT_ITS_READING = lazy(
    r" (?:is |starts |begins |opens |closes )?at \d{1,2}(?::\d\d)?(?: ?[ap] ?;? ?m\b)?", needs=" at "
)
"""A reading said right after the name: "6 hours before theatre at 13:20", "20 minutes before close at 10
pm"."""


def _told_there(name: str, text: str, found: re.Match[str]) -> bool:
    """Is the time of what a length is told from said after all: its reading right after its name ("before
    theatre at 13:20"), or a place in the country of one told ("9 hours ahead of Britain … in London")?"""
    if _AT_ITS_READING.match(text, found.end(1)):
        return True
    from quickmath.offline.readers.time_zones import countries  # only for a length told from a name

    country = countries(name)
    return bool(country) and bool(country & countries(text[: found.start(1)] + text[found.end(1) :]))


def _loses_the_half_hour(spec: Spec, text: str) -> bool:
    """A clock reading said "half ten" read without its half hour (10:00)."""
    if not isinstance(spec, ProblemSpec) or spec.operation not in CLOCK_OPERATIONS:
        return False
    read = {int(found) for reading in (spec.a, spec.b) for found in re.findall(r":(\d\d)", str(reading))}
    return bool(_HALF_HOUR_SAID.search(text)) and 30 not in read


def said_another_way(spec: Spec, text: str) -> bool:
    """A remainder said "what rests", a length taken "from 3 hours", equal parts multiplied, a run of squares
    said "sqs" read as a plain run, or "half ten" read as 10:00."""
    operation = operation_of(spec)
    if operation == "/" and _REST_SAID.search(text):
        return True
    if operation in ("add_time", "+") and _TAKEN_FROM.search(text):
        return True
    if operation in ("+", "-", "*") and _EQUAL_PARTS.search(text):
        return True
    plain_run = (
        isinstance(spec, SeriesByCount | FirstOfKind)
        or (isinstance(spec, SeriesByTerms) and spec.power == 1)
        or (isinstance(spec, ProblemSpec) and spec.operation == "series")
    )
    if plain_run and _SQUARES_SAID.search(text):
        return True
    if operation in CLOCK_OPERATIONS and operation != "time_between" and _PUT_BACK.search(text):
        return True
    if operation in CLOCK_OPERATIONS and _from_another_or_both_ways(text):
        return True
    return _loses_the_half_hour(spec, text) or _another_amount(spec, text) or _gain_taken_away(spec, text)


def _in_another_unit(text: str) -> bool:
    """Is the answer asked in a unit no number is written in ("1.5 × 4 litres, give your answer in
    millilitres", "£2.50 × 4 in pence")? Then it would need converting, which the tools do not do."""
    asked_in = list(_ASKED_IN_A_UNIT.finditer(text))
    if not asked_in:
        return False
    from quickmath.offline.readers.units import in_one_unit, is_unit, units_in

    written = units_in(text)
    for found in asked_in:
        asked = next(unit for unit in found.groups() if unit)
        if (is_unit(asked.partition(" ^")[0]) or asked in "£$€") and not any(
            in_one_unit(asked, told) for told in written
        ):
            return True
    return False


_SIGNED_SUM_THEN_TIMES = lazy(
    rf"{N} [-+] {N} ,(?: then| and)? (?:times|multiplied|divided|over|squared|cubed|x|[*/])(?![\w])",
    needs=" , ",
)
"""The same with signs: "3 + 4, times 2" and "12 - 5, divided by 7" group the sum before the comma."""


_ONE_GROUP_ASKED = lazy(
    r"\bhow many [a-z]+ (?:are |is |go |fit )?(?:there )?(?:in|on|per|inside) (?:a|an|each|one|every|the|1)"
    r" ([a-z]+)",
    needs="how many",
)
_GROUPS_COUNTED = lazy(rf"(?<![\w.]){N} ([a-z]+) (?:of|with|holding|containing) ")


def _one_group_asked(spec: Spec, text: str) -> bool:
    """Is a product read where the question asks for what one of the groups counted holds ("5 boxes of 12
    eggs , how many eggs in a box?" is 12, never 60)?"""
    if operation_of(spec) != "*" or (asked := _ONE_GROUP_ASKED.search(text)) is None:
        return False
    return any(nouns_alike(asked.group(1), group) for group in _GROUPS_COUNTED.findall(text))


def nouns_alike(word: str, other: str) -> bool:
    """Are two words one noun, one or many of it ("shelf" and "shelves", "box" and "boxes", never "box" and
    "boy")? The one helper readers use too (`reading.nouns`)."""
    from quickmath.offline.reading.nouns import same_noun  # only for a group asked of

    return same_noun(word, other)


_PERCENT_TOLD = lazy(rf"(?<![\w.])({N}) percent\b", needs="percent")
_ALL_BUT = lazy(r"\ball (?:but|except|bar|apart from|save) ", needs="all ")
""""All but 9 ran away": the 9 are what is left, never taken from the whole."""
_RANGE_OF_LABELS = lazy(
    r"\b(?:pages?|pp|chapters?|questions?|exercises?|problems?|verses?|lines?|rooms?|seats?|rows?|ages?|aged"
    rf"|numbers?|nos?|items?|levels?|units?|sections?|slides?|lessons?|episodes?|houses?|tracks?)"
    rf" {N} - {N}\b",
    needs=" - ",
)
"""A range of labels ("pages 12-30", "ages 8-12"): no take-away; the count of it is one more than the gap."""


_STRUCK_OUT = lazy(r"(?<![\w-])--(?=[\d(])[^;]*?(?<=[\d)])--(?![\w-])", needs="--")
"""Markdown struck out ("~~47 + 9~~ 47 + 8", "what is ~~12~~ 13 × 4"): the struck part is no term."""


def _percent_beside_a_number(spec: Spec, text: str) -> bool:
    """Is a percent used as it stands beside a number that is not one ("25% off £40" read as 40 − 25)?"""
    if not isinstance(spec, ProblemSpec) or spec.operation not in ("+", "-", "*", "/"):
        return False
    percents = set(_PERCENT_TOLD.findall(text))
    return bool(percents) and (spec.a in percents) != (spec.b in percents)


def told_another_way(spec: Spec, text: str) -> bool:
    """A percent beside a plain number, "all but 9", a range of labels read as a take-away, a sum grouped by a
    comma before a product ("3 + 4, times 2"), or a product's count asked back ("7 lots of 8, how many
    lots?")."""
    if _percent_beside_a_number(spec, text) or _ALL_BUT.search(text) or _STRUCK_OUT.search(text):
        return True
    if operation_of(spec) == "-" and _RANGE_OF_LABELS.search(text):
        return True
    if operation_of(spec) == "*" and (_COUNT_ASKED_BACK.search(text) or _TOTAL_ASKED_BACK.search(text)):
        return True  # "7 lots of 8, how many lots?" is 7, told
    grouped = _SIGNED_SUM_THEN_TIMES.search(text) is not None
    return grouped and isinstance(spec, ExpressionSpec) and "(" not in spec.text


_HOW_MANY_OF = lazy(r"\bhow many ([a-z]+)", needs="how many")


def _groups_told_asked(spec: Spec, text: str) -> bool:
    """Is a product or quotient written with things beside its numbers read where the question asks how many
    of the groups it counts, whose number is told ("3 boxes × 12 eggs. How many boxes?" was 36, "12 kg ÷ 4
    bags. How many bags?" was 3)?"""
    if not isinstance(spec, ProblemSpec) or spec.operation not in ("*", "/"):
        return False
    asked = _HOW_MANY_OF.findall(text)
    sign = r"(?:\*|x|times)" if spec.operation == "*" else r"(?:/|divided by)"
    written = re.search(rf"(?<![\d.]){re.escape(spec.a)} ([a-z]+) {sign} {re.escape(spec.b)} ([a-z]+)", text)
    if not asked or written is None:
        return False
    from quickmath.offline.reading.nouns import same_noun  # only for a calculation with things beside

    told, other = written.groups()[::-1] if spec.operation == "/" else written.groups()
    return told != other and any(same_noun(told, noun) for noun in asked)


def asked_another_way(spec: Spec, text: str) -> bool:
    """Is the answer asked in another form than the reading gives: rounded, in a unit not written, a
    remainder, whether one number divides another, yes or no ("Evenly? 91 ÷ 7." was 13), or one group?"""
    if _ANOTHER_FORM.search(text) or _in_another_unit(text):
        return True
    operation = operation_of(spec)
    if operation not in _ANSWERED_BY_DIVIDING and (
        _REMAINDER.search(text) or _DIVIDES_EXACTLY.search(text) or _WHETHER_EVEN.search(text)
    ):
        return True
    if _one_group_asked(spec, text):
        return True  # "5 boxes of 12 eggs , how many eggs in a box?" (was 60)
    if _groups_told_asked(spec, text):
        return True  # "3 boxes × 12 eggs. How many boxes?" (was 36)
    if operation == "/" and mentions("how many", text):
        from quickmath.offline.reading.guards.asked_things import count_told_asked_of_a_share

        if count_told_asked_of_a_share(spec, text):
            return True  # "48 sweets shared equally among 12 children ; how many children" (was 4)
    return operation != "divisible" and _YES_OR_NO.search(text) is not None


def number_told_another_way(seen: Read) -> bool:
    """See `told_another_way`."""
    return told_another_way(seen.spec, seen.text)


def calculation_said_another_way(seen: Read) -> bool:
    """See `said_another_way`."""
    return said_another_way(seen.spec, seen.text)


def answer_asked_another_way(seen: Read) -> bool:
    """See `asked_another_way`."""
    return asked_another_way(seen.spec, seen.text)


_SIGN_WORD_BETWEEN = r"(?: [a-z]+){0,3} (?:minus|plus|take away|less) (?:[a-z]+ ){0,3}[£$€]?"


def joined_by_a_sign_word(seen: Read) -> bool:
    """Is a product or a share read of two amounts the text joins by "minus" or "plus"? "Final score was 1,000
    points minus 368 penalty points each round. Final total?" was 368000."""
    spec = seen.spec
    if not isinstance(spec, ProblemSpec) or spec.operation not in ("*", "/"):
        return False
    if not mentions("minus|plus|take away|less", seen.text):
        return False
    a, b = (re.escape(number) for number in (spec.a, spec.b))
    joined = rf"(?<![\d.]){a}{_SIGN_WORD_BETWEEN}{b}(?![\d.])|(?<![\d.]){b}{_SIGN_WORD_BETWEEN}{a}(?![\d.])"
    return re.search(joined, seen.text) is not None
