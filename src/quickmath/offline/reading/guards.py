"""Readings the words of a question argue against: a wrong reading is a wrong answer, so it is dropped.

A reader that finds its operation in the words around the numbers (a story, a list of amounts, a question
wrapped in chatter) can be misled by words it does not know. After any reader has read a question, the
text is checked for the cues of another operation; a reading they argue against is not used, and the coach
asks instead. Some cues hold for every reader: "remainder" asks for a remainder, "divisible" or "come out
even" asks whether one number divides another, and an answer rounded, in another form or in another unit
than the numbers' is another number.
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import TYPE_CHECKING

from quickmath.domain import CLOCK_OPERATIONS, DURATION_OPERATIONS
from quickmath.offline.asks import (
    ExpressionSpec,
    FirstOfKind,
    ProblemSpec,
    SeriesByCount,
    SeriesByTerms,
    Spec,
    TimeSum,
)
from quickmath.offline.reading.text import N
from quickmath.patterns import LazyPattern, lazy, mentions

if TYPE_CHECKING:
    from quickmath.offline.reading.ages import Age
    from quickmath.offline.reading.shortfalls import Shortfall
    from quickmath.offline.reading.trades import Trade

TIME_OPERATIONS = CLOCK_OPERATIONS | DURATION_OPERATIONS
"""Operations on clock readings and on lengths of time."""
GUESSING_READERS = frozenset({"stories", "rates", "dozens", "amounts", "chatter"})
_STORY_SUMS = frozenset({"times"})
"""Readers that also add lengths of time told in a story; guarded when no + sign was written."""
"""Readers that take the operation from the words of a story or from chatter, not from a sign or a verb
put right beside the numbers."""

_REMAINDER = lazy(
    r"\bremainders?\b|\bresidue\b|\brest (?:when|if|after)\b"
    r"|(?:/|\bdivid\w*).* (?:[;,]|and) (?:what is |what s |how much is )?(?:the |its )?rest(?: ;| \?)?$",
    needs="remainder|residue|rest",
)
"""A remainder asked, in any words: "the rest when 47 is divided by 5", "47 ÷ 5 ; the rest?" (never 9.4)."""
_DASH_BEFORE_ASK = lazy(
    r" [-−–—] (?:what|how|is|can|could|so|please)\b", needs="what|how|is|can|could|so|please"
)
"""A dash that sets a question after a written sum ("12 x 12 x 12 – what's 12 cubed?"), never a minus."""
_EACH_PERIOD_HEADING = lazy(r"^each (?:day|week|month|year) ;", needs="each")
"""Amounts listed under "Each month:", not a count of months to multiply by."""
_DIVIDES_EXACTLY = lazy(
    r"\bdivisible\b|\bcomes? out even(?:ly)?\b|\bdivide[sd]? (?:by )?(?:\S+ )?(?:evenly|exactly)\b"
    r"|\bwithout (?:a |any )?(?:rest|remainder)\b"
    r"|\bmultiple of\b|\bfactor of\b|\bgoes? into \S+ (?:evenly|exactly)\b",
    needs="divisible|even|exactly|multiple|factor|without",
)
_TIMES_COUNTED = r"(?:days?|weeks?|months?|years?|nights?|hours?|hrs?|h|lessons?|sessions?|visits?)"
_OVER_A_TIME = lazy(
    rf"\b(?:for|over|in|across|during) ({N}) (?:days|weeks|months|years|nights|lessons|sessions|visits)\b",
    needs="for|over|in|across|during",
)
"""A length of time an amount is told for: "I earn 1,800 for 3 months. How much is left?" (was 1797)."""


def _over_a_time(spec: ProblemSpec, text: str) -> bool:
    """A sum or take-away of an amount and the length of time it is told over, the amount in no time of its
    own: no amount comes of it ("for 3 days and then 2 more days" adds days)."""
    over = {found.group(1) for found in _OVER_A_TIME.finditer(text)} & {spec.a, spec.b}
    if not over:
        return False
    other = spec.b if spec.a in over else spec.a
    return (
        re.search(rf"(?<![\w.]){re.escape(other)} (?:more |extra |other )?{_TIMES_COUNTED}\b", text) is None
    )


_COUNT_ASKED_BACK = lazy(
    rf"(?<![\w.]){N} ([a-z]+?)(?:e?s)? of {N}\b.*\bhow many \1(?:e?s)?\b", needs="how many"
)
"""The count of a product asked back: "6 boxes of 12 eggs, how many boxes?" is 6 (told), not 72."""
_TOTAL_ASKED_BACK = lazy(
    rf"\b(?:(?:we|i|they|you) (?:have|had|have got|invited|are expecting|expect)|there are|there were|we are)"
    rf" {N} ([a-z]+?)(?:e?s)?\b"
    r".* how many \1(?:e?s)?(?: (?:are there|do we have|in total|altogether|in all))?$",
    needs="how many",
)
"""A total count told, then asked back: "We have 96 guests and each table seats 8. How many guests?" is 96."""
_START_TOLD_ASKED = lazy(
    rf"\b(?:start|starting|begin|beginning) (?:at|on|from|with) {N}\b.* ; [^;]*"
    r"\b(?:start|started|starting|begin|began|beginning)\b[^;]*$",
    needs="start|begin",
)
"""The start of a count told, then asked ("Start at 12. Count on 5. What number did you start on?"): told,
never where the count ends."""
_INTO = lazy(
    rf"(?<![\w.])({N}) (?:go|goes|going|went|fit|fits) (?:exactly |evenly )?into ({N})"
    rf"|\b(?:does|do|can|will|would|could) ({N}) (?:exactly |evenly )?divide"
    rf" (?:exactly |evenly )?(?:into )?({N})"
    r"(?= ?(?:[;,?]|$|evenly\b|exactly\b|without\b|with\b|how\b|times\b|or\b|yes\b|and\b))",
    needs="into|divide",
)
"""One number said to go into another; followed by nothing that makes the other a count of groups ("can 12
go into 3 equal groups" splits 12)."""


def _into_a_smaller(text: str) -> bool:
    """Is a number said to go into a smaller one ("will 365 go into 5 evenly", "365 goes into 5 how many
    times")? That is said the other way round as often as meant: 5 ÷ 365 or 365 ÷ 5, the coach asks."""
    from fractions import Fraction

    for found in _INTO.finditer(text):
        divisor, number = (value for value in found.groups() if value is not None)
        try:
            if abs(Fraction(divisor.replace(",", ""))) > abs(Fraction(number.replace(",", ""))):
                return True
        except (ValueError, ZeroDivisionError):
            return True
    return False


_BOTH_WAYS = lazy(
    r"\b(?:and back|there and back|back and forth|both ways|each way|one way|round trip|return trip"
    r"|return journey|return)(?:s\b|\b)",
    needs="back|way|round|return",
)
"""A distance or fare there and back, or one way of two: "3 km to school and back every day. How far in 5
days?" may be 15 or 30, as the way is counted."""


def _one_way_or_both(text: str) -> bool:
    """Is the way told there and back, or one way, with the question not counting the same way ("A round
    trip is 12 km. How far for 3 round trips?" counts round trips throughout)?"""
    story, _, question = text.rpartition(" ; ")
    told = {found.group().removesuffix("s") for found in _BOTH_WAYS.finditer(story)}
    asked = {found.group().removesuffix("s") for found in _BOTH_WAYS.finditer(question)}
    return bool(told) and not told & asked


_COUNT_OF_A_RUN = lazy(
    r"\bhow many (?:whole |natural |counting |positive |odd |even |square |cube )?"
    r"(?:numbers|integers|terms|values|multiples|squares|cubes|odds|evens)\b"
    r"|\bhow many(?: are there| is that)?(?: ;)?(?: ,|$)",
    needs="how many",
)
_SUMMED = lazy(r"\b(?:sum|total|add\w*|summed|altogether|together|plus|make|makes)\b|\+")


def _run_counted(text: str) -> bool:
    """Are the numbers of a run counted, not added ("how many numbers from 17 to 45" is 29, not 899; "how many
    multiples of 5 up to 100" is 20, not 1050)?"""
    return _COUNT_OF_A_RUN.search(text) is not None and _SUMMED.search(text) is None


_IS_IT_DIVIDED = lazy(rf"^(?:so |and )?is {N} divided by {N}(?: ;)?$", needs="is")
"""Asked yes or no ("is 91 div by 7", texted for divisible): no quotient answers it."""
_YES_OR_NO = lazy(r"\b(?:yes or no|no or yes|yes / no|y / n|true or false)\b", needs="yes|y / n|true")
"""A yes or no asked ("Yes or no, 91 ÷ 7."): a number answers another question (was 13)."""
_WHETHER_EVEN = lazy(
    r"(?:^|; )(?:(?:so |but )?(?:does|do|will|would|can|is|are) (?:it|that|this|they) )?"
    r"(?:go |goes |divide |split |share |come out |work out )?(?:evenly|exactly|equally)(?: or not)?(?= ;|$)",
    needs="evenly|exactly|equally",
)
"""Whether a division comes out even, asked in a sentence of its own ("Evenly? 91 ÷ 7."): no quotient."""
_ANSWERED_BY_DIVIDING = frozenset({"remainder", "divisible"})
_POWERED = lazy(
    r"(-?[\d.]+) (squared|cubed|to the(?: power(?: of)?)? (?:2nd|2|second)\b|to the)\b",
    needs="squared|cubed|to the",
)
"""A number said with its power: a reading that uses the bare number ("can 10 squared be split evenly into 4
groups?" read as 10 and 4) answers another question."""
_ANOTHER_FORM = lazy(
    r"\bsignificant (?:figures?|digits?)\b|\bsig\.? ?figs?\b|\d (?:s ; f|s f|sf|d ; p|d p|dps?)\b"
    r"|\bdecimal places?\b|\bstandard (?:index )?form\b|\bscientific notation\b"
    r"|\b(?:index|exponent(?:ial)?|power) (?:form|notation)\b|\bin (?:binary|hex\w*|octal|base \d+)\b"
    r"|\broman numerals?\b|\bnearest\b|\b(?:as|in) (?:a )?(?:percent|percentage|per cent)s?\b"
    r"|\bround(?:ed|ing)?(?: (?:it|that|this|them|your|the|answer|result|off|up|down))* (?:to|up|down|off)\b",
    needs="significant|sig|sf|s ; f|s f|dp|d ; p|d p|decimal place|standard|scientific|form|notation"
    "|binary|hex|octal|base|roman|nearest|round|percent|per cent",
)
"""An answer asked in a form the tools do not give: rounded ("to 2 significant figures", "to 1 d.p.", "to the
nearest ten"), in standard form, in binary or in Roman numerals. The exact answer would be another number."""
_ASKED_IN_A_UNIT = lazy(
    r"\b(?:answers?|results?|totals?|it|that|this|them) (?:is |be )?in(?:to)? ([£$€]|[a-z°]+(?: \^ [23])?)"
    r"|\bconvert\b.*?\b(?:in|into|to) ([£$€]|[a-z°]+(?: \^ [23])?)"
    r"|\bin ([£$€]|[a-z°]+(?: \^ [23])?) ?(?:;|,|$)"
    r"|= (?:; )?(?:how many |how much )?([£$€]|[a-z°]+(?: \^ [23])?)(?: each)?(?: ;)?$",
    needs="in |convert|=",
)
"""The unit an answer is asked in: "give the answer in ml", "£2.50 × 4 in pence", "3 km + 5 km = ? m"."""
_IN_A_SCALE = lazy(
    r"\b(?:in|as) (?:[£$€] ?)?(?:hundred|thousand|million|billion)s\b"
    r"|\bhow many (?:hundred|thousand|million|billion)s?\b",
    needs="hundred|thousand|million|billion",
)
"""An answer asked in a scale ("in millions of dollars", "how many thousand") that is still there after the
numbers were read (see `reading.text.number_words`): some number was said in another scale or none, so the
answer would be in another unit than the one asked ("2.5 million people and 300 thousand, in millions?")."""
_THERE_AND_BACK = lazy(
    r"\bthere and back\b|\bboth ways\b|\b(?:round|return) (?:trip|journey)\b|\beach way\b",
    needs="back|both ways|round|return|each way",
)
"""A journey counted twice, out and back: "23.4 + 18.7 + 31.6 miles there and back" may be twice the sum."""
_IN_DIGITS = lazy(r"(?<![\w.])\d[\d.]*")


def _told_in_a_scale(text: str) -> bool:
    """Is every amount of a story a whole number of millions ("fee was 85 million, sold him on for 62
    million, how much did the club lose?", read as 85000000 and 62000000)? Its answer is meant in millions
    too ("23 million", not 23000000): asked about, unless the scale is asked (see `reading.text`)."""
    if "000000" not in text:
        return False
    numbers = _IN_DIGITS.findall(text)
    return len(numbers) >= 2 and all(number.endswith("000000") for number in numbers)


_THOUSANDS_K = lazy(r"\d k\b|\b(?:lakhs?|crores?)\b", needs=" k|lakh|crore")
"""A "k" after a number: thousands ("5 k + 3 k") or "ok"? Written on the number ("5k") it is read as
thousands before this (see `reading.layouts.thousands`). A lakh or crore left in the text is a number not read
("one lakh twenty thousand"); one alone is read as digits before this."""


_NUMBER_WORD_LEFT = lazy(r"\b[a-z]{2,}(?:ty|tey|teen|tean)\b(?= -?\d)", needs="ty|tey|teen|tean")
"""A word that looks like a mistyped tens or teens word left before a number ("fivety 5", "fiveteen 3"): the
number it began is not read whole, so nothing beside it may be read."""


_HUNDREDS_SAID = lazy(
    r"\b(?:one|two|three|four|five|six|seven|eight|nine)"
    r" (?=\d\d (?:divided|times|plus|minus|multiplied|add|take|[-+*/])|\d\d$)",
    needs="one|two|three|four|five|six|seven|eight|nine",
)
"""A number said as people say hundreds ("one forty four divided by twelve" is 144 ÷ 12): the digit word left
before the rest of the number ("one 44") says the number was not read whole."""
_GAP_SAID = lazy(
    r"\bdot dot dot\b|(?:\+|\bplus) (?:[;.]|--|−-|-)(?: (?:[;.]|--|−-|-))* (?:\+|plus\b)"
    r"|(?:\+|\bplus) (?:(?:all the way|right|on) )?(?:up )?(?:to|till|until|thru|through)\b",
    needs="dot dot dot|; ;|; +|. +|--|−-|- +|to|till|until|thru|through",
)
"""A run's gap said aloud or in marks the notation does not know ("1 plus 2 plus 3 plus dot dot dot plus 10",
"1 + 2 + 3 + .. + 10", "1 + 2 + 3 + up to 10"): only a run may be read from it, never the terms written."""
_RUNS = frozenset({"series", "sum_of_squares", "sum_of_cubes"})
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
    r"\bhow much (?:did|does|do|will|was|is) (?:[a-z]+ ){1,3}(?:spend|spent|pay|paid|cost)\b(?!.*;)"
    r"|\bwhat did (?:[a-z]+ ){1,3}(?:cost|spend|pay)\b(?!.*;)",
    needs="spen|pay|paid|cost",
)
_PRICE_PAID = lazy(
    rf"\b(?:bought|buy|buys|purchased|got) (?:[a-z]+ ){{1,4}}?(?:for|at|costing) (?:[£$€] ?)?{N}"
    rf"|\b(?:spent|paid) (?:[£$€] ?)?{N}",
    needs="bought|buy|purchased|got|spent|paid",
)
"""What was spent asked when the price paid is told ("I had £20 and bought a book for £5. How much did I
spend?"): the money left (15) is no answer."""
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
        if name not in _NOT_ANOTHER and re.search(said, told) is None:
            return True
    return bool(_BACK_ASKED.search(text)) and not _BACK_TOLD.search(text)


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


_TERMS_NAMED = lazy(
    r"\b(?:sum|total|add(?:ing)? up|added up|sum up)\b((?: [a-z]+)+?) (?=\(?-?\d)", needs="sum|total|add"
)
"""The words between a sum and the first number of its run, which may say what its terms are."""
_RUN_WORDS = frozenset({
    "of", "the", "all", "every", "each", "other", "whole", "natural", "counting", "positive", "consecutive",
    "number", "numbers", "integer", "integers", "square", "squares", "cube", "cubes", "odd", "even",
    "first", "from", "between", "multiple", "multiples", "series", "sequence", "progression", "ap",
    "arithmetic", "terms", "these", "this", "together", "up", "i", "me", "please", "what", "is", "you",
    "can", "a", "an", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
    "to", "through", "thru", "until", "till", "and", "including", "one", "squared", "cubed", "for", "where",
    "when", "as", "goes", "runs", "going", "like", "such", "long", "big",
})  # fmt: skip
"""Words that may stand between a sum and its run: anything else may say what the terms are ("the sum of sqs 1
to 12", "the sum of reciprocals 1 to 10"), which a run read without it would leave out; "a long sum like"
only points to the run after it."""


_SHORT_KINDS = {"sqs": "sum_of_squares", "sqrs": "sum_of_squares", "sq": "sum_of_squares"}
"""Short names of a run's terms, which a reading of that run keeps (see `readers.run_phrases.read`)."""


_LEFT_OUT = lazy(
    r"\b(?:without|except|excluding|exclude|not counting|not including|leaving out|leave out|apart from"
    r"|skipping|skip|but not|other than)\b",
    needs="without|exclud|except|not counting|not including|leav|apart from|skip|but not|other than",
)
"""Words that leave some terms of a run out ("1 + 2 + … + 10 without adding the evens"), unless they only ask
for the sum without adding every term (see `readers.run_phrases.ASKED_AGAIN`)."""


def _part_left_out(spec: Spec, text: str) -> bool:
    if operation_of(spec) not in _RUNS or not _LEFT_OUT.search(text):
        return False
    from quickmath.offline.readers.run_phrases import ASKED_AGAIN  # only for a run with words that leave out

    return bool(_LEFT_OUT.search(ASKED_AGAIN.sub("", text)))


_KIND_NAMED = lazy(r"\bfirst -?[\d.]+ ((?:[a-z]+ )+?)(?:numbers?|integers?|terms?)\b", needs="first")
"""The words naming what the first n numbers are: "the first 20 triangular numbers"."""
_KINDS_READ = frozenset({
    "whole", "natural", "counting", "positive", "consecutive", "odd", "even", "square", "cube", "squared",
    "cubed",
})  # fmt: skip


def _kind_unread(spec: Spec, text: str) -> bool:
    """Does a run's reading leave out a kind of number it was told of? "the sum of the first 20 triangular
    numbers" was 1 + 2 + … + 20, "the first 10 fibonacci numbers" 55."""
    if operation_of(spec) not in _RUNS or (named := _KIND_NAMED.search(text)) is None:
        return False
    return any(word not in _KINDS_READ for word in named.group(1).split())


def _terms_unread(spec: Spec, text: str) -> bool:
    """Does a run's reading leave out a word naming its terms? "sum of sqs 1 to 12" was 1 + 2 + … + 12."""
    operation = operation_of(spec)
    if _kind_unread(spec, text):
        return True
    if operation not in _RUNS or (named := _TERMS_NAMED.search(text)) is None:
        return False
    stepped = isinstance(spec, FirstOfKind) or (isinstance(spec, ProblemSpec) and spec.step == "2")
    kept = {*_RUN_WORDS, *(word for word, kind in _SHORT_KINDS.items() if kind == operation)}
    kept |= {"odds", "evens"} if stepped else set()
    return any(word not in kept and len(word) > 1 for word in named.group(1).split())


_RUN_ENDS = lazy(rf"\b(?:from )?({N}) up to ({N})\b|\bfrom ({N}) to ({N})\b", needs="up to|from")
"""The two ends of a run ("1 up to 20 high", "rows from 1 to 15"): a sum or product of the two ends answers
another question than the run's total (was 21 for "staircase of blocks, 1 up to 20 high")."""
_MEASURE_WORDS = (
    "mm|cm|m|km|inch|inches|ft|feet|foot|yards?|miles?|metres?|meters?|millimetres?|centimetres?"
    "|kilometres?|g|kg|grams?|kilos?|ml|l|litres?|liters?|oz|lbs?|tonnes?"
)
_MEASURES_TOLD = lazy(rf"(?<![\w.]){N} ?({_MEASURE_WORDS})\b")
_HOW_MANY_OF = lazy(r"\bhow many ([a-z]+)", needs="how many")


def _how_many_fit(text: str) -> bool:
    """Two measures and a "how many" of anything but a measure: how many of one fit in the other ("the quilt
    is 180 cm wide and the squares are 15 cm. how many across?" was 180 + 15)."""
    asked = _HOW_MANY_OF.search(text)
    if asked is None or re.fullmatch(_MEASURE_WORDS, asked.group(1)):
        return False
    return len(_MEASURES_TOLD.findall(text)) >= 2


def _both_numbers_in(spec: ProblemSpec, pairs: LazyPattern, text: str) -> bool:
    """Are the spec's two numbers those of one match of `pairs` (either of its two pairs of groups)?"""
    return any(
        {spec.a, spec.b} <= {found.group(1), found.group(2)} | {found.group(3), found.group(4)}
        for found in pairs.finditer(text)
    )


def _ends_of_a_run(reader: str, spec: Spec, text: str) -> bool:
    """Are the two numbers of a sum, product or share the two ends of a run the text tells ("from 1 to 15",
    "1 up to 20"), or those of a sum guessed from a story the ends of a range said ("1 to 20")?"""
    if not isinstance(spec, ProblemSpec) or spec.operation not in ("+", "*", "/"):
        return False
    if _both_numbers_in(spec, _RUN_ENDS, text):
        return True
    return (
        spec.operation == "+"
        and reader in GUESSING_READERS
        and any({first, last} == {spec.a, spec.b} for first, last in _RANGE_SAID.findall(text))
    )


_SCORE = r"(?<![\w.])(\d{1,2}) ?[-–−] ?(\d{1,2})(?![\w.])"
_MATCH_SCORE = lazy(
    r"\b(?:won|win|wins|lost|lose|loses|drew|draw|drawn|beat|beaten|thrashed|scored|score|final|full time"
    rf"|half time|ft|ht|result|match|game|derby)\b(?:[^;]{{0,30}}?){_SCORE}"
    rf"|{_SCORE}[^;]{{0,20}}?\b(?:win|victory|loss|defeat|draw|result|score|scoreline|at (?:full|half) time"
    r"|(?:away|at home|home) (?:win|loss))\b",
    needs="won|win|los|drew|draw|beat|thrashed|score|final|time|ft|ht|result|match|game|derby|victory|defeat",
)
"""A match score ("we won 3-2 today", "final score 2 - 1"): no take-away of its two numbers (was 1)."""


_MARGIN_ASKED = lazy(
    r"\bdifference\b|\bmargin\b|\bby how (?:many|much)\b|\bhow many more\b|\b(?:won|lost|beat \w+) by\b",
    needs="difference|margin|by how|how many more|by",
)


def _a_match_score(spec: Spec, text: str) -> bool:
    """Is a take-away read from a match score, with no margin asked ("won 3-1, by how many?" is 3 − 1)?"""
    if not isinstance(spec, ProblemSpec) or spec.operation != "-" or _MARGIN_ASKED.search(text):
        return False
    return _both_numbers_in(spec, _MATCH_SCORE, text)


_RAISED_BY = lazy(r"(?<![\w.£$€])-?\d[\d.]* raised by -?\d", needs="raised by")
"""A number "raised by" another with nothing around it: "11 raised by 3" may be 11 + 3 or 11³, so it is
asked, never answered."""
_KIND_OF_TERMS = lazy(
    r"\b(odd|even)(?:s| (?:ones?|numbers?|terms?|integers?|squares|cubes|positions|places))\b",
    needs="odd|even",
)
"""Words asking for the odd or the even terms of a run: "1 + 2 + … + 20. What do the evens add up to?"."""
_SOME_TERMS = lazy(
    r"\b(?:the|those|these) (?:[a-z]+ )?ones\b|\bprimes?\b|\bprime numbers\b", needs="ones|prime"
)
"""Words asking for some of a run's terms only: "What do the big ones add up to?" (was the whole run)."""


def _other_kind_asked(spec: Spec, text: str) -> bool:
    """Does the text ask for some of a run's terms, or for its odd or even terms when it has others too? Then
    the whole run's sum is another number ("1 + 2 + 3 + … + 20. What do the evens add up to?" was 210)."""
    if operation_of(spec) not in _RUNS:
        return False
    if _SOME_TERMS.search(text):
        return True
    return any(not _all_of_kind(spec, found.group(1)) for found in _KIND_OF_TERMS.finditer(text))


def _all_of_kind(spec: Spec, kind: str) -> bool:
    """Are all the run's terms odd (or even): whole, of that kind, an even gap apart?"""
    if isinstance(spec, FirstOfKind):
        return spec.kind == kind
    if isinstance(spec, ProblemSpec):
        numbers, gap = [spec.a, spec.b], spec.step if spec.operation == "series" or spec.a == spec.b else "1"
    elif isinstance(spec, SeriesByTerms):
        numbers, gap = [*spec.terms, *spec.tail, spec.last], _gap_of(spec.terms)
    elif isinstance(spec, SeriesByCount):
        numbers, gap = list(spec.terms), spec.gap or _gap_of(spec.terms)
    else:
        return False
    values = [Fraction(number) for number in [*numbers, gap]]
    if any(value.denominator != 1 for value in values):
        return False
    wanted = 1 if kind == "odd" else 0
    return values[-1].numerator % 2 == 0 and all(value.numerator % 2 == wanted for value in values[:-1])


def _gap_of(terms: tuple[str, ...]) -> str:
    return str(Fraction(terms[1]) - Fraction(terms[0])) if len(terms) > 1 else "1"


_TIME_WORD = lazy(r"h|hrs?|hours?|mins?|minutes?|secs?|seconds?|days?|weeks?|months?|years?")
_THINGS_AFTER_EQUALS = lazy(r"= (?:; )?(?:how many )?([a-z]+)(?: each)?(?: ;)?$", needs="=")
"""What an answer counts, asked after "=": "36 tiles per box x 18 boxes = ? boxes" asks for no tiles."""


def _things_asked_after_equals(reader: str, text: str) -> bool:
    """Are things asked after "=" that only the rates reader weighs (see `readers.rates`)? A reading of part
    of the text could count other things than the ones asked (was 648 for "= ? boxes")."""
    found = _THINGS_AFTER_EQUALS.search(text) if reader != "rates" else None
    if found is None:
        return False
    from quickmath.offline.readers.units import is_unit  # only for things asked after "="

    return not is_unit(found.group(1)) and not _TIME_WORD.fullmatch(found.group(1))


def _in_another_unit(text: str) -> bool:
    """Is the answer asked in a unit no number is written in ("1.5 × 4 litres, give your answer in
    millilitres", "£2.50 × 4 in pence")? Then it would need converting, which the tools do not do."""
    asked_in = list(_ASKED_IN_A_UNIT.finditer(text))
    if not asked_in:
        return False
    from quickmath.offline.readers.units import is_unit, same_unit, units_in

    written = {same_unit(unit) for unit in units_in(text)}
    for found in asked_in:
        asked = next(unit for unit in found.groups() if unit)
        if (is_unit(asked.partition(" ^")[0]) or asked in "£$€") and same_unit(asked) not in written:
            return True
    return False


_GROUPS = lazy(
    r"[*/]|\b(?:times|multipl\w*|product|divid\w*|division|share[sd]?|sharing|split\w*|quotient|per"
    r"|each|every|dozens?|goes into|go into|portions?|as many as)\b"
    r"|\b[a-z]+(?<!s)s of \d[\d.]*(?![\d.])(?! , [£$€]?\d[\d.]* (?:,|and) )"
    r"|\d (?:[a-z]+s )?(?:a|an) (?!lot\b|few\b|bit\b|total\b|half\b|quarter\b)[a-z]+"
)
"""Cues of multiplying or dividing, which a sum or a take-away read from a story must not have: "teams of 6"
puts things in groups of a size, "3 points a win" is a rate; "scores of 45, 12, 78 and 33" lists amounts."""
_FOR_EACH_COUNTED = lazy(
    rf"(?<![\w.]){N} (?:[a-z]+ )?for (?:a|an|each|every|one) ([a-z]+?)(?:e?s)?\b.*(?<![\w.]){N} \1(?:e?s)?\b",
    needs="for ",
)
"""A rate told "for a" thing and a count of that thing: "3 points for a win, 14 wins" (a sum was 17)."""
_TAKING = lazy(
    r" - \d|\b(?:(?<!\bwas )(?<!\bis )(?<!\bat )(?<!\bof )minus(?! marking)|subtract\w*|take away|takes away"
    r"|took away|taken away|difference|between"
    r"|return(?:s|ed)?|refund\w*|change|owe[sd]?|left|remain\w*|fewer|less|paid back|pay back|off|withdr\w*"
    r"|by how (?:much|many|far)|(?:did|do|does|are|were|was|is|have|has|will) not"
    r"|(?:win|won|wins|lose|lost|loses|beat \w+|beaten|lead|led|ahead) by"
    r"|the others|the other [a-z]+s|the rest|without|(?:came|comes|come|went|goes|go) out|debit\w*)\b"
    r"|\bhow (?:many|much) more\b"
    r"|\b(?:take|takes|taking|took|taken|deduct\w*) (?:away )?(?:the |a |an )?\d[^;]*?"
    r" (?:from|off) (?:the |a |an )?\d"
)
"""Cues of taking away, which a sum read from a story must not have: "the other legs", "the rest" ask for
what is left of a whole, "taking 2 h 35 min from 8 h" takes one length from another."""
_HOLDING = lazy(r"\b(?:holds?|holding|carr(?:y|ies))\b")
"""What one of a kind holds ("a case holds 24 cans … 7 cases"): a cue of multiplying that a sum must not have;
a take-away may start from it ("a tank holds 500 litres. 137 litres are used")."""
_ADDING = lazy(
    r" \+ \d|\b(?:plus|add|adds|added|adding|altogether|in all|combined|sum"
    r"|(?:win|won|wins|lose|lost|loses|beat \w+|beaten|lead|led|ahead) by)\b"
)
"""Cues of adding, which a take-away read from a story must not have; a margin ("won by 2") is neither."""
_DIVIDING = lazy(
    r"/(?! [a-z])|\b(?:divid\w*|division|share[sd]?|sharing|split\w*|quotient|remainders?|left ?over|leftover"
    r"|as many as|goes into|go into)\b"
)
"""Cues of dividing, which a product read from a story must not have; a slash before a word is "per" ("£175
/ mo")."""
_MULTIPLYING = lazy(r"\*|\b(?:times|multipl\w*|product)\b")
"""Cues of multiplying, which a share read from a story must not have."""

_DONE_SO_FAR = (
    r"watched|seen|done|completed|finished|played|read|listened|walked|driven|drove|ridden|cycled"
    r"|travell?ed|cooked|baked|worked|studied|revised|practi[sc]ed|used|spent|gone|elapsed|passed|sat through"
)
_WHOLE = r"lasts?|lasted|lasting|takes?|took|length|(?<!how )long"
_PART_OF_A_WHOLE = lazy(
    r"\b(?:so far|already|up to now|until now|till now|of which|out of|into|in so far|halfway|through)\b"
    rf"|\b(?:have|has|had|ve|having) (?:\w+ ){{0,2}}(?:been|{_DONE_SO_FAR})\b"
    r"|\b(?:h|hrs?|hours?|min|mins|minutes?) of (?:a|an|the|my|our|his|her|their|this|that|it)\b"
    rf"|\b(?:{_WHOLE})\b.*\b(?:{_DONE_SO_FAR})\b|\b(?:{_DONE_SO_FAR})\b.*\b(?:{_WHOLE})\b"
)
"""Cues of a length told as part of another ("the film lasts 2 h 12 min and we've watched 1 h 39 min", "1 h 20
min of a 2 h film", "so far", "of which"), whose sum is no total of anything: the whole was told already."""

_TOTAL_SO_FAR = lazy(r"\b(total|altogether|in all|combined)((?: \w+){0,2}) so far$", needs="so far")
"""A question of the total so far, the last words of the text ("Total travel time so far?"): "so far" there is
no part of a whole told."""

_NAMING = lazy(
    r"[a-z]-\d|\d-[a-z]|\b(?:famous|secret|fantastic|magnificent|big) \d+\b",
    needs="-|famous|secret|fantastic|magnificent|big",
)
"""A number that names rather than counts: "Catch-22", "COVID-19", "the Famous Five"."""
_PART_WORDS = lazy(
    r"\bhalf(?! (?:a|of a) dozen)"
    r"(?= (?:of|the|away|as|an?|it|them|that|this|his|her|my|their|its|off)\b| ?[;,]| ?$)"
    r"|\bhalves\b"
    r"|\b(?:a|one|two|three|four) (?:quarters?|thirds?|fifths?|tenths?)\b"
    r"|\beach (?:quarter|third|fifth|tenth) of\b"
    r"|\b(?:quarters?|thirds?|fifths?|tenths?) (?:of|off|away)\b",
    needs="half|halves|quarter|third|fifth|tenth",
)
"""A share of a whole said in a word, which makes a third number: "gave half away, then ate 3"."""
_PART_OF = lazy(
    r"\bof which\b|\bout of\b|(?:^|; )(?:(?!\btotal\b)[^;])*?\bso far\b"
    rf"|\bof (?:the|a|an|my|our|his|her|their|its|this|that) (?!\d [a-z]+s$|2$){N}\b"
    rf"|(?<![\w.]){N} - [a-z]",
    needs="of|so far| - ",
)
"""A number that is part of another ("12 of the 30", "3 km of the 10 km route", "45 out of 60", "a 300-page
book"): the part is in the whole, so the two are not added."""
_CLOCK = lazy(r"\b\d{1,2}:\d\d\b|\b\d{1,2} ?[ap] ?m\b|\bo'?clock\b", needs=":|am|pm|a m|p m|clock")
"""A time of day in a story: "at 7:30 I had 12 sweets and at 8:00 I had 5" tells one stock twice."""
_MANY_AS = lazy(
    r"\b(?:times|twice|half) as (?:many|much)\b.*\b(?:altogether|all together|in total|in all|total|together"
    r"|combined|both|more|fewer|less|difference)\b",
    needs="as many|as much",
)
"""One amount told as a multiple of another, asked for both or for the gap: a product is not the answer."""
_SPEED_TIME = lazy(
    r"\b(?:miles|km|kilometres|kilometers|metres|meters|m) (?:per|an|a) hour\b"
    r".*\bhow (?:long|many (?:hours|minutes))\b"
    r"|\b(?:mph|km / h|speed)\b.*\bhow long\b",
    needs="hour|mph|km / h|speed",
)
"""A speed and a distance, asked how long: the time is the distance divided by the speed."""

_CUT_SHORT = lazy(
    r"\b(?:early|earlier|too soon|short|before the end|cut)\b", needs="early|soon|short|before the end|cut"
)
"""A length cut short ("should bake for 45 min but I took it out 10 minutes early"): no sum of the two."""
_READINGS_SPAN = lazy(
    r"\b\d{1,2}:\d\d ?(?:to|till|until|til|-) ?\d{1,2}:\d\d\b|(?<![\d:])(?:0\d|1[3-9]|2[0-3]):[0-5]\d\b"
    r"|\b(?:start\w*|began|begins?|left|leaves?|arriv\w*|finish\w*|end\w*|open\w*|clos\w*|depart\w*|drop\w*"
    r"|at|from|until|till|by) \d{1,2}:\d\d\b",
    needs=":",
)
"""Clock readings, not lengths: "worked 9:00 to 5:30", a 24-hour "started 08:30, finished 17:15", a reading
said with its event ("route started 9:15")."""
_MOVED_TIME = lazy(
    r"\b(?:moved|changed|put back|brought forward|pushed back|postponed|rescheduled|convert\w*"
    r"|(?:12|24) hours?|military)\b",
    needs="moved|changed|put back|brought|pushed|postponed|rescheduled|convert|hour|military",
)
"""A time moved from one reading to another, by any reader: "the meeting moved from 2:00 PM to 3:30 PM" is no
span of time, nor is a reading written on another clock ("convert 9:15 pm to 21:15")."""

_SUM_THEN_TIMES = lazy(
    rf"\b(?:(?:sum|total|difference) of|add|subtract|take) {N} (?:and|from) {N} ?,? (?:then )?"
    r"(?:times|multiplied|divided|over|squared|cubed|x)\b",
    needs="sum|total|difference|add|subtract|take",
)
"""A sum said first and then multiplied ("the sum of 3 and 4, times 2" is 14): a reading without brackets
(3 + 4 × 2) answers another problem."""
_SIGNED_SUM_THEN_TIMES = lazy(
    rf"{N} [-+] {N} ,(?: then| and)? (?:times|multiplied|divided|over|squared|cubed|x|[*/])(?![\w])",
    needs=" , ",
)
"""The same with signs: "3 + 4, times 2" and "12 - 5, divided by 7" group the sum before the comma."""
_REPEATED = lazy(
    r"\b(?:twice|thrice|\d+ times|(?:two|three|four|five|six) times"
    r"|(?:double|triple)d? (?:it|that|this|them))\b",
    needs="twice|thrice|double|triple|times",
)
"""A length said to happen more than once ("it took 12 minutes twice"): no time reading keeps it."""
_SIDE_ASKED = lazy(
    r"\b(over|above|under|below) (?:the |my |our |your |his |her |their )?([a-z]+)\b(?!.*;)",
    needs="over|above|under|below",
)
"""A gap asked on one side of a mark ("how many over par?"): a gap read either way round must be that side."""


def _on_the_other_side(spec: Spec, text: str) -> bool:
    """Is a gap asked "over par" when the score told is under it ("par is 72 and I shot 68" is 4 under)?"""
    asked = _SIDE_ASKED.search(text)
    if asked is None or not isinstance(spec, ProblemSpec) or spec.operation != "-":
        return False
    mark = re.search(rf"\b{asked.group(2)}(?: [a-z]+)? (?:is |was |of |= )?({N})", text)
    if mark is None or mark.group(1) not in (spec.a, spec.b):
        return False
    other = spec.b if mark.group(1) == spec.a else spec.a
    above = float(other) > float(mark.group(1))
    return above != (asked.group(1) in ("over", "above"))


_UP_ASKED = lazy(
    r"\b(?:increase[ds]?|rise|rose|risen|rising|go(?:ne)? up|went up|grow|grew|grown|gain(?:ed)?|climb(?:ed)?"
    r"|warm(?:ed)?|improve[ds]?)\b(?!.*;)",
    needs="increase|rise|rose|risen|rising|up|grow|grew|gain|climb|warm|improve",
)
_DOWN_ASKED = lazy(
    r"\b(?:decrease[ds]?|fall|fell|fallen|drop(?:ped)?|go(?:ne)? down|went down|decline[ds]?|cut|reduc\w*"
    r"|shr[iau]nk|cool(?:ed)?|lose|lost|loses|losing)\b(?!.*;)",
    needs="decrease|fall|fell|drop|down|decline|cut|reduc|shr|cool|los",
)
_ORDER_TURNED = lazy(
    r"\b(?:last year|previous\w*|before|earlier|ago|used to|originally|at first)\b",
    needs="last year|previous|before|earlier|ago|used to|originally|at first",
)
_YEARS_TOLD = lazy(r"(?<![\w.])(?:19|20)\d\d(?![\w.])")


_ONE_READING_WORDS = "sold|sell|short|down|saving|save|born| with"


def _one_reading_told(text: str) -> Trade | Shortfall | Age | None:
    """A story only one reading fits: a loss or a profit on something bought and sold (see `reading.trades`),
    a shortfall or a saving (see `reading.shortfalls`), an age in a year (see `reading.ages`)."""
    if not mentions(_ONE_READING_WORDS, text):
        return None
    from quickmath.offline.reading.ages import age_in_a_year  # only for a story that may be one of them
    from quickmath.offline.reading.shortfalls import saving, shortfall
    from quickmath.offline.reading.trades import trade

    return trade(text) or shortfall(text) or saving(text) or age_in_a_year(text)


def _against_the_one_reading(spec: Spec, text: str) -> bool:
    """Is a story only one reading fits read another way? "cost 48 and was sold for 31, how much did the club
    lose?" was 79; "paid 85, sold for 100, how much did we lose?" has no loss, and no reading fits."""
    if not mentions(_ONE_READING_WORDS, text):
        return False
    from quickmath.offline.reading.shortfalls import asks_one_saving  # only for a story that may be one
    from quickmath.offline.reading.trades import bought_and_sold

    if operation_of(spec) == "+" and bought_and_sold(text):
        return True  # "I bought a car for 5000 and sold it for 6000. How much did it cost?" was 11000
    if operation_of(spec) == "+" and asks_one_saving(text):
        return True  # "it was £240 but with the voucher it came to £195. what was the saving?" was 435
    told = _one_reading_told(text)
    return told is not None and spec != told.reading()


_QUESTION_AFTER_A_COMMA = lazy(
    r" , (?=(?:so |and )?(?:by )?(?:how|what)\b)(?!.* , (?:so |and )?(?:by )?(?:how|what)\b)", needs=" , "
)


def _story_told(text: str) -> str:
    """The story before its question, the question after a stop or a comma: "it was 5 degrees and now it is 9
    degrees , how much did it drop"."""
    if " ; " in text:
        return text.rpartition(" ; ")[0]
    found = _QUESTION_AFTER_A_COMMA.search(text)
    return text[: found.start()] if found else ""


def _against_the_change(spec: Spec, text: str) -> bool:
    """Is a gap asked as an increase when the later number told is the smaller ("21,010 members in 2023 and
    18,450 in 2024. What was the increase?"), or as a decrease when it is the larger? The later is the one
    told second, unless the words or the years may say otherwise: then no gap is sure."""
    if not isinstance(spec, ProblemSpec) or spec.operation != "-":
        return False
    up, down = _UP_ASKED.search(text) is not None, _DOWN_ASKED.search(text) is not None
    if up == down:
        return False
    story = _story_told(text)
    places = [re.search(rf"(?<![\w.]){re.escape(value)}(?![\w.])", story) for value in (spec.a, spec.b)]
    if places[0] is None or places[1] is None:
        return False
    earlier, later = (spec.a, spec.b) if places[0].start() < places[1].start() else (spec.b, spec.a)
    years = [year for year in _YEARS_TOLD.findall(story) if year not in (spec.a, spec.b)]
    if _ORDER_TURNED.search(story[min(places[0].start(), places[1].start()) :]) or years != sorted(years):
        return True
    return (float(later) > float(earlier)) != up


_TARGET = lazy(
    rf"\b(?:need|needs|needed|target|goal|aim|want|wants)\b"
    r"(?! to (?:cut|take|remove|trim|lose|give|spend|pay|use|knock|throw|sell|add)\b)(?: [a-z]+){0,3}"
    rf" (?:[£$€] ?)?({N})",
    needs="need|target|goal|aim|want",
)
"""A target to reach: "need to raise 500", "goal 20". Not an amount to take away: "need to cut off 37.5"."""


def _past_the_target(spec: Spec, text: str) -> bool:
    """Is what is still needed read as a gap when more than the target is done ("need to raise 500 and have
    raised 620": nothing is still needed, not 120)?"""
    if not isinstance(spec, ProblemSpec) or spec.operation != "-":
        return False
    target = _TARGET.search(text)
    if target is None or target.group(1) not in (spec.a, spec.b):
        return False
    done = spec.b if target.group(1) == spec.a else spec.a
    return float(done) > float(target.group(1))


_UNKNOWN_NUMBER = lazy(
    r"\b(?:a|some|the|my|your|a certain|the same) number (?:is|was|equals|makes|gives|=|will be)\b"
    r"|\b(?:times|plus|minus|add|by|to|from|of) (?:a|some|my|your|a certain) number\b",
    needs="number",
)
"""A number not told, found from what it makes ("3 times a number is 27"): no reading of the told numbers."""
_DEBT = lazy(
    r"\b(?:in debt|overdrawn|in the red|in arrears|below zero)\b",
    needs="debt|overdrawn|red|arrears|below zero",
)
_DEBT_ASKED = lazy(
    r"\b(?:owe|owes|owed|owing|debt|overdrawn|below zero)\b(?!.*;)", needs="owe|owing|debt|overdrawn|below"
)
"""A number told as a debt or below zero is less than nothing: a sum or take-away of it as it stands is asked
about, unless the question asks about the debt itself ("I owe 20 and pay back 5. How much do I owe?")."""


_DEBT_SIGNED = lazy(
    rf"(?<=-)(?:[£$€] ?)?{N}(?: [a-z]+)?(?: ,)? \(? ?(?:because|as|since|cos|cause|coz|\()"
    r" (?:i|we|you|he|she|they) (?:still )?owed?s?\b[^;]*",
    needs="owe",
)
"""The reason a number was told below zero ("my gold is at -250 because I owe the bank"): the debt is in the
minus already, so "owe" there is no cue of taking away."""


_TIME_UNITS = r"(second|minute|hour|day|week|fortnight|month|year|night)"
_RATE_IN_TIME = lazy(
    rf"(?<![\w.]){N} (?:[a-z]+ )?(?:a|an|per|each|every) {_TIME_UNITS}\b", needs="a|per|each|every"
)
_TIME_COUNT = lazy(rf"(?<![\w.])({N}) (?:- )?{_TIME_UNITS}s?\b(?! (?:in |to )?(?:a|an|per|each|every|one) )")


def _rate_for_another_time(spec: Spec, text: str) -> bool:
    """Is a rate in one unit of time multiplied by a count of another ("45 a month. How much in 2 years?" is
    no 45 × 2)? The answer would need converting, which the tools do not do."""
    if not isinstance(spec, ProblemSpec) or spec.operation != "*":
        return False
    rates = {found.group(1) for found in _RATE_IN_TIME.finditer(text)}
    counts = {unit for number, unit in _TIME_COUNT.findall(text) if number in (spec.a, spec.b)}
    return bool(rates) and bool(counts) and not counts <= rates


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
    """Are two words one noun, one or many of it ("shelf" and "shelves", "box" and "boxes")? They differ at
    most in their last letter before the ending."""
    shorter = min(len(word), len(other))
    shared = next((at for at in range(shorter) if word[at] != other[at]), shorter)
    return shared >= shorter - 1


_PIECES_OF_A_SIZE = lazy(
    rf"(?<![\w.])({N}) ?([a-z]+) (?!(?:less|plus|minus|was|is|this|its|across)\b)([a-z]+s)\b"
)


def _pieces_taken_once(spec: Spec, text: str) -> bool:
    """Is a take-away read of pieces of a size cut many times ("4800 mm length , cutting 900 mm noggins out of
    it" leaves 300, not 3900)? The size taken is told of things, more than one of them, or cut."""
    from quickmath.offline.readers.units import is_unit  # only for a take-away

    if not isinstance(spec, ProblemSpec) or spec.operation != "-":
        return False
    return spec.b in _PIECES_CUT.findall(text) or any(
        size == spec.b and is_unit(unit) and not is_unit(pieces)
        for size, unit, pieces in _PIECES_OF_A_SIZE.findall(text)
    )


_ROUNDS_ASKED = lazy(r"\bhow many (laps|lengths|circuits|loops|widths)\b", needs="how many")


def _rounds_asked_untold(spec: Spec, text: str) -> bool:
    """Is a sum or take-away read where laps or lengths are asked and no number counts them ("1,500 m swim
    in a 50 m pool , how many lengths left?" was 1450)?"""
    if operation_of(spec) not in ("+", "-") or (asked := _ROUNDS_ASKED.search(text)) is None:
        return False
    return re.search(rf"(?<![\w.]){N} {asked.group(1)}\b", text) is None


_SHARERS_AND_ME = lazy(
    rf"\b(?:between|among|amongst) {N} (?:[a-z]+ )?(?:and|plus|with|including) (?:me|myself|i|him|her|us)\b"
    rf"|\bwith {N} (?:[a-z]+ )?(?:and|plus|including) (?:me|myself)\b",
    needs="me|myself|i|him|her|us",
)
"""Sharers counted beside someone else ("between 8 friends and me"): the number told is not all of them."""


_MONEY_WORDS = r"(?:pounds?|quid|dollars?|bucks|euros?|rupees?|rand|yen|francs?|pesos?)"
_WHOLE_MONEY = lazy(rf"\bwhole {_MONEY_WORDS}|\b(?:pound|dollar|euro|rand) coins\b", needs="whole|coins")


def _money_split_evenly(spec: Spec, text: str) -> bool:
    """Is an amount of money asked whether it splits evenly between a count ("Can £15 be split equally between
    4?")? It can, to the penny (3.75 each), though 15 is no multiple of 4; only "into whole pounds" asks
    that."""
    if not isinstance(spec, ProblemSpec) or spec.operation != "divisible" or _WHOLE_MONEY.search(text):
        return False
    amount, count = (re.escape(number) for number in (spec.a, spec.b))
    money = rf"[£$€₹¥] ?{{}}(?![\d.])|(?<![\w.]){{}} {_MONEY_WORDS}\b"
    return re.search(money.format(amount, amount), text) is not None and not re.search(
        money.format(count, count), text
    )


_RATE_OF_ONE = lazy(rf"(?<![\w.]){N} (?:[a-z]+ )?(?:a|an|per|each|every) ([a-z]+)", needs="a|per|each|every")
_ONE_OF = lazy(r"\b(?:one|a|an|per|each|every|a single) ([a-z]+)(?: (?:cost|be|come to|work out at))?$")


def _told_for_one_asked(spec: Spec, text: str) -> bool:
    """Is a share asked for one of what a rate is told for ("3 kg at £2 a kilo , what does one kilo cost?" is
    told: no 3 ÷ 2)?"""
    at = max(text.rfind(" ; "), text.rfind(" , "))
    if not isinstance(spec, ProblemSpec) or spec.operation != "/" or at < 0:
        return False
    asked = _ONE_OF.search(text[at + 3 :])
    told = {found.group(1).removesuffix("s") for found in _RATE_OF_ONE.finditer(text[:at])}
    return asked is not None and asked.group(1).removesuffix("s") in told


_SIZE_OF_ONE = lazy(
    rf"(?<![\w.]){N} [a-z]+ (?:(?:on|in|to|into|for|inside) )?(?:a|an|per|each|every|one) ([a-z]+)",
    needs="a|per|each|every|one",
)


def _size_counted(spec: Spec, text: str) -> bool:
    """Is a size of one thing added to a count of those things ("1,150 bricks on a pallet, 18 pallets, total
    bricks?" is 1,150 × 18, no sum)?"""
    if not isinstance(spec, ProblemSpec) or spec.operation not in ("+", "-"):
        return False
    for noun in {found.group(1) for found in _SIZE_OF_ONE.finditer(text)}:
        counted = re.compile(rf"(?<![\w.])({N}) {re.escape(noun)}(?:e?s)?\b")
        if any(number in (spec.a, spec.b) for number in counted.findall(text)):
            return True
    return False


def _debt_unsigned(spec: Spec, text: str) -> bool:
    """Is a debt read as a number above zero ("I'm 20 in debt and get paid 50" read as 20 − 50)?"""
    if not isinstance(spec, ProblemSpec) or spec.operation not in ("+", "-") or " -" in f" {text}":
        return False
    unsigned = not spec.a.startswith("-") and not spec.b.startswith("-")
    return unsigned and _DEBT.search(text) is not None and _DEBT_ASKED.search(text) is None


_CHANGE_ASKED = lazy(r"\b(?:net|overall|total change)\b(?!.*;)", needs="net|overall|total change")


def _turned_round(spec: Spec, text: str) -> bool:
    """Is a change asked of two told one after the other read the other way round ("a gain of 20 then a loss
    of 50. What is the overall change?" is −30, not 50 − 20)?"""
    if not isinstance(spec, ProblemSpec) or spec.operation != "-" or not _CHANGE_ASKED.search(text):
        return False
    story = text.rpartition(" ; ")[0]
    first, second = (
        re.search(rf"(?<![\w.]){re.escape(value)}(?![\w.])", story) for value in (spec.a, spec.b)
    )
    return first is not None and second is not None and first.start() > second.start()


_READING_ASKED = lazy(
    r"\b(?:arrival|arrive[sd]?|departure|depart\w*|leaves?|start\w*|begin|began|finish\w*|ends?|ended|when"
    r"|what time)\b(?!.*;)",
    needs="arriv|depart|leave|start|begin|began|finish|end|when|what time",
)
_LENGTH_ASKED = lazy(
    r"\b(?:how long|how much time|how many (?:minutes|hours|mins|hrs)|duration|long|took|take|takes|length"
    r"|journey time|spent|elapsed|wait|gap|between|longer|left|until|till|to go|remain\w*)\b(?!.*;)",
    needs="long|time|how many|duration|took|take|length|spent|elapsed|wait|gap|between|left|until|till|to go"
    "|remain",
)
"""A reading asked ("Arrival?", "when does it leave?"), never a length between two readings."""
_SUBJECT_ASKED = lazy(
    r"\b(?:when|what time) (?:did|does|do|will|would|was|is|has|had) ([a-z]+)\b",
    needs="when|what time",
)
_NOT_NAMES = frozenset(
    {"i", "we", "you", "he", "she", "they", "it", "the", "my", "our", "your", "his", "her", "their", "this"}
    | {"that", "a", "an", "everyone", "everybody", "someone", "people"}
    | {"shown", "showing", "displayed", "given", "now"}  # "what time is shown on the clock?" names no one
)


def _someone_else_asked(text: str) -> bool:
    """Is the time asked of someone the story does not name ("When did Tom arrive? Sam left at 8:20 …")?"""
    asked = _SUBJECT_ASKED.search(text)
    if asked is None or asked.group(1) in _NOT_NAMES:
        return False
    told = text[: asked.start()] + text[asked.end() :]
    return re.search(rf"\b{asked.group(1)}\b", told) is None


_TAKEN_BACK = lazy(
    rf"(?<![\w.])({N}) ?,? (?:no|sorry|i mean|i meant|or rather|actually|wait|oops|make that|make it) ?,? "
    rf"(?:[£$€] ?)?({N})(?![\w.])",
    needs="no|sorry|mean|rather|actually|wait|oops|make",
)
"""A number taken back at once ("I have 12, no 13 sweets"): a reading may use the second, never the first."""


_SAID_INSTEAD = lazy(
    rf"(?:^|[,;] )(?:no|nope|sorry|i mean|i meant|or rather|actually|wait|oops|make that|make it|correction)"
    rf"(?: ,)? (?:[£$€] ?)?({N})(?![\w.:])",
    needs="no|sorry|mean|rather|actually|wait|oops|make|correction",
)
"""A number said after a slip is owned up to ("3 bags of 12 apples , no 4 bags", "17 x 6 , sorry 8"): the
number it puts right may be any of those before, so a reading must use the number said instead."""


def _uses_a_number_taken_back(spec: Spec, text: str) -> bool:
    if isinstance(spec, ExpressionSpec):
        return _sums_a_number_taken_back(spec, text) or _leaves_out_a_number_said_instead(spec, text)
    if not isinstance(spec, ProblemSpec):
        return False
    used = {spec.a, spec.b}
    if any(first in used and second not in used for first, second in _TAKEN_BACK.findall(text)):
        return True
    return _leaves_out_a_number_said_instead(spec, text)


def _leaves_out_a_number_said_instead(spec: ProblemSpec | ExpressionSpec, text: str) -> bool:
    """Does the reading leave out a number said to put a slip right? "I have 3 bags of 12 apples, no 4 bags"
    was 3 × 12."""
    said_instead = _SAID_INSTEAD.findall(text)
    if not said_instead:
        return False
    written = spec.text if isinstance(spec, ExpressionSpec) else f"{spec.a} {spec.b}"
    used = re.findall(r"\d+(?:\.\d+)?", written)
    return any(number not in used for number in said_instead)


def _sums_a_number_taken_back(spec: ExpressionSpec, text: str) -> bool:
    """A sum of every number said, the one taken back too: "add 39 and 58 no 39 and 85" is no 39 + 58 + 85."""
    used = re.findall(r"\d+(?:\.\d+)?", spec.text)
    said = re.findall(rf"(?<![\w.]){N}(?![\w.])", text)
    return any(0 < used.count(first) >= said.count(first) for first, _ in _TAKEN_BACK.findall(text))


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


def _money_share_in_parts_of_a_penny(spec: Spec, text: str) -> bool:
    """A sum of money shared that does not come to whole pence: "rent 1250 split 3 ways" is no £416 2/3 each;
    how to round it, and who pays the penny over, is the learner's to say."""
    if not isinstance(spec, ProblemSpec) or spec.operation != "/" or not _MONEY_SAID.search(text):
        return False
    if not _SHARED_OUT.search(text):
        return False  # "A pack of 250 sheets costs £3.75. The cost of one sheet in pounds?" is 0.015
    try:
        share = Fraction(spec.a) * 100 / Fraction(spec.b)
    except (ValueError, ZeroDivisionError):
        return False
    return share.denominator != 1


_MULTIPLIED_BY_A_WORD = lazy(
    r"\b(?:double|treble|triple|twice|thrice|quadruple|half|halve)(?: of)?(?: a| an| the)? (?:[£$€] ?)?\d",
    needs="double|treble|triple|twice|thrice|quadruple|half|halve",
)
"""A number said with a word that multiplies it ("treble 20, treble 20, 20. Total?" was 60): a guessing
reader's sum or list of amounts takes it as it stands."""


def _multiplier_dropped(reader: str, spec: Spec) -> bool:
    """Is the reading a guess from a story's words that multiplies nothing?"""
    if reader not in GUESSING_READERS:
        return False
    if isinstance(spec, ProblemSpec):
        return spec.operation != "*"
    return isinstance(spec, ExpressionSpec) and not re.search(r"[×*/÷]", spec.text)


_RANGE_SAID = lazy(
    rf"(?<!\badd )(?<!\badding )(?<!\badded )(?<![\w.])({N})"
    rf" (?:up )?(?:to|till|until|through|thru) ({N})(?![\w.:])",
    needs="to|till|until|through|thru",
)
"""Two numbers said as the ends of a range ("a staircase of blocks, 1 up to 20 high"): a run, or a count of
the numbers in it, never the sum of its two ends (was 21); "add 5 to 20" is a sum."""


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


_OPERATION_NAMED = lazy(
    r"\b(?P<minus>difference)\b"
    r"|\b(?:what(?: is|s| s)|find|give|work out|calculate) (?:me )?the (?P<times>product)\b"
    r"|\bthe product of\b"
    r"|\bproduct ?(?:\?|$)|\b(?P<over>quotient)\b",
    needs="difference|product|quotient",
)
_SHARE_TOTALLED = lazy(r"\b(?:altogether|in total|in all|all together)\b", needs="altogether|total|in all")
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


def _another_operation_named(spec: Spec, text: str) -> bool:
    """Is an operation asked by its name that the reading does not do? "12.45 + 7.80 + 23.60, what's the
    difference?" (was 43.85), "48 ÷ 6, what's the product?" (was 8), "£150 shared between 4, how much
    altogether?" (was 37.5). A clock reading moved by a time difference is no take-away to argue against."""
    read = _operations_read(spec)
    if not read or operation_of(spec) in CLOCK_OPERATIONS:
        return False
    if read == {"/"} and _SHARE_TOTALLED.search(text.rpartition(" ; ")[2]):
        return True  # not "3 tickets for £225 altogether ; how much was each one"
    named = _OPERATION_NAMED.search(text.replace("common difference", ""))  # an AP's step is no take-away
    if named is None:
        return False
    sign = "-" if named.group("minus") else "*" if named.group("times") or "product" in named.group() else "/"
    return sign not in read


_CLOCK_STYLE = lazy(
    r"\b(?:12|24|twelve|twenty ?-?four) ?-? ?(?:hours?|hr|h) (?:time|clock|format|notation|style|system)\b",
    needs="hour|hr|h ",
)
"""A style of clock named ("what is 9:45 in 12-hour time plus 30 min"): no length of 12 hours to add (was
22:15)."""


_STYLE_AS_HOURS = frozenset({"12", "24", "1200", "2400", "12:00", "24:00", "720", "1440"})


def _style_read_as_hours(spec: Spec) -> bool:
    """Does a reading of times use 12 or 24 hours, which may be the clock's style read as a length?"""
    if isinstance(spec, TimeSum):
        return bool(_STYLE_AS_HOURS & set(spec.times))
    return isinstance(spec, ProblemSpec) and spec.operation in TIME_OPERATIONS and spec.b in _STYLE_AS_HOURS


_HAD_ON_PLACES = lazy(
    r"\b(?:i|we|he|she|they|you) (?:have|had|has|ve got|got|hold|held|keep|kept)\b[^;]*?"
    r"\b(?:on|in|at|by|after) (?:the )?(?:day|week|month|year|night|level|round|step) 1\b",
    needs="have|had|has|got|hold|held|keep|kept",
)
"""Amounts someone has on each day ("I have £1 on day 1, £2 on day 2, … up to £30 on day 30"): what has
built up by each day, whose total is the last, or what comes in each day, whose total is their sum?"""
_HOURS_AND_MINUTES = lazy(
    r"(?<![\w.])\d+(?:\.\d+)? ?(?:hours?|hrs?|h)\b.*(?<![\w.])\d+(?:\.\d+)? ?(?:minutes?|mins?)\b"
    r"|(?<![\w.])\d+(?:\.\d+)? ?(?:minutes?|mins?)\b.*(?<![\w.])\d+(?:\.\d+)? ?(?:hours?|hrs?|h)\b",
    needs="min",
)
"""Hours beside minutes ("6.5 hours Monday and 45 minutes Wednesday"): a sum of the numbers as they stand adds
unlike units (was 51.5)."""
_POINT_HOURS = lazy(r"(?<![\d.])\d+\.(?!25\b|75\b)\d\d ?(?:hours?|hrs?|h)\b", needs=".")
"""Hours written with two figures after a point ("1.30 hours"): a decimal, or hours and minutes?"""

_ZONE_SAID = r"local time|time ?zones?|(?:their|our|my|your|his|her|uk|us|home) time|back home"
_CLOCKS_APART = lazy(
    rf"\b(?:ahead|behind)\b.*\b(?:{_ZONE_SAID}|at home|for (?:us|me|them|him|her)|in (?:the )?[a-z]+)\b"
    rf"|\b(?:{_ZONE_SAID})\b.*\b(?:ahead|behind)\b",
    needs="ahead|behind",
)
"""Clocks of two places a length apart ("home is 2 hours behind", "they are 8 hours ahead of us"): only
`readers.time_zones` reads which way; to another reader "behind" is a late train (was 18:20 for "lands at
16:20 local time and home is 2 hours behind. What time is that at home?")."""
_AWAKE_AND_ASLEEP = lazy(
    r"^(?=.*\bawake\b).*\b(?:sleep\w*|slept|asleep|naps?|napped|in bed)\b"
    r"|^(?=.*\b(?:sleep\w*|slept|asleep)\b).*\bawake\b",
    needs="awake",
)
"""Time asleep and time awake told together: "I slept from 10:50 PM to 7:10 AM. How long was I awake?" asks
the other part of the day than the one told, so the span told is not its answer."""

_CHANGED = lazy(
    r"\b(?:come|came|gone|went|go|goes|coming|going) (?:down|up)\b"
    r"|\b(?:drop(?:ped|ping)?|(?<!how many )drops(?! (?:on|in|at|to|total|altogether|today)\b| ;|$)"
    r"|fall(?:s|en|ing)?|fell|decreas\w*|reduc\w*|shr[au]nk|improv\w*)\b",
    needs="down|up|drop|fall|fell|decreas|reduc|shr|improv",
)
_SAVED = lazy(r"\bsav(?:e|ed|es|ing)\b", needs="sav")
"""Time saved is a difference of two lengths ("3 h 10 min before, 2 h 42 min now. How much time saved?")."""
"""A change asked of two amounts ("was 158 last month and 139 today. How much has it come down?"), which a sum
read from a story must not have."""
_AVERAGE = lazy(r"\baverag\w*|\bmean of\b", needs="averag|mean")
"""An average told ("averaging 103.7 over 11 legs, what's the total?" is a product, not 114.7)."""
_FOR_SO_MANY = lazy(
    rf"\bfor (?:the next |another )?{N} (?:seasons|games|matches|rounds|sessions|lessons|classes|visits"
    r"|nights|days|weeks|months|years|people|players|kids|children|guests|members|tickets)\b",
    needs="for ",
)
"""An amount kept up for a count of things ("950 V-Bucks and I want it for 4 seasons, total?" is no 954)."""
_EVERY_HOW = lazy(r"\bevery how (?:many|much|long)\b|\bhow often\b", needs="every how|often")
"""How far apart things come ("2 goals in 45 minutes, one every how many minutes?"): a share turned round."""
_IN_ONE_PERIOD = lazy(r"\b(?:in|for|over) one (?:whole )?(?:year|month|week|fortnight|day)s?\b", needs="one ")
"""A total asked for one longer period ("48 each month, how much in one year of 12 months?" is no share)."""

_AGAINST: dict[str, tuple[LazyPattern, ...]] = {
    "+": (
        *(_GROUPS, _FOR_EACH_COUNTED, _TAKING, _HOLDING, _NAMING, _PART_WORDS, _PART_OF, _CLOCK),
        *(_CHANGED, _AVERAGE, _FOR_SO_MANY, _EVERY_HOW),
    ),
    "-": (_GROUPS, _FOR_EACH_COUNTED, _ADDING, _NAMING, _PART_WORDS, _CLOCK, _AVERAGE, _EVERY_HOW),
    "add_time": (_TAKING, _PART_OF_A_WHOLE, _CUT_SHORT, _READINGS_SPAN, _CHANGED, _SAVED),
    "*": (_DIVIDING, _NAMING, _PART_WORDS, _MANY_AS, _SPEED_TIME, _EVERY_HOW),
    "/": (_MULTIPLYING, _NAMING, _PART_WORDS, _IN_ONE_PERIOD),
}
"""For each operation a guessing reader may read, the cues that argue against it."""


def operation_of(spec: Spec) -> str | None:
    """The one operation a reading asks for: a chain of + or of − counts as that sign; None when mixed."""
    if isinstance(spec, ProblemSpec):
        return spec.operation
    if isinstance(spec, TimeSum):
        return "add_time"
    if isinstance(spec, SeriesByTerms | SeriesByCount | FirstOfKind):
        return "series"
    if isinstance(spec, ExpressionSpec):
        signs = {sign for sign in "+-*/" if f" {sign} " in f" {spec.text} "}
        return signs.pop() if len(signs) == 1 else None
    return None


def _shown_operation(spec: ExpressionSpec) -> str | None:
    """The one operation of an expression written with the signs the learner is shown ("20 − 5 − 3")."""
    return operation_of(ExpressionSpec(spec.text.translate(str.maketrans("−×÷", "-*/"))))


_CLOCK_READING = lazy(
    r"(?<![\d.,])(\d{1,2})(?::(\d\d))? ?(?:[ap] ?;? ?m|o ?clock)\b|(?<![\d.,])(\d{1,2}):(\d\d)\b(?![.,]\d)",
    needs="am|pm|m|clock|:",
)


def _reads_a_clock(spec: Spec, text: str) -> bool:
    """Is a number of a sum, difference, product or share read off a clock reading ("how many will I take
    by 10 PM?" is no 8 × 10), the number said nowhere else?"""
    if not isinstance(spec, ProblemSpec) or spec.operation not in ("+", "-", "*", "/"):
        return False
    on_clocks = {part for found in _CLOCK_READING.finditer(text) for part in found.groups() if part}
    if not on_clocks:
        return False
    elsewhere = _CLOCK_READING.sub(" ", text)
    return any(
        value.lstrip("0") in {part.lstrip("0") for part in on_clocks}
        and re.search(rf"(?<![\d.]){re.escape(value)}(?![\d])", elsewhere) is None
        for value in (spec.a, spec.b)
    )


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


def _loses_what_was_said(spec: Spec, text: str) -> bool:
    """Does a reading drop the minus of "-£48.30" (read as 48.30), or glue "3 hours and 1 hour 20 minutes"
    into 3 h 1 min, or take a doubtful number at one of its meanings? Any reader's reading that does answers
    another problem."""
    if _DOUBTFUL_NUMBERS.search(text) or _lettered_number(text):
        return True
    if not isinstance(spec, ProblemSpec):
        return False
    unsigned = {found.group(1) for found in _SIGNED_MONEY.finditer(text)}
    glued = {f"{hours}{int(more):02d}" for hours, more in _GLUED_HOURS.findall(text) if int(more) < 60}
    return bool((unsigned | glued) & {spec.a, spec.b})


_RUN_PLACES_COUNTED = lazy(
    r"\bhow many (?:rows|layers|levels|tiers|floors|shelves|stages|rounds|days|weeks|months|years|terms)\b",
    needs="how many",
)
"""A question that counts a run's places, not what it adds up: "A pyramid has 1 + 2 + … + 7 oranges. How many
layers are there?" is 7, never 28."""


_SUM_OF_A_RANGE = lazy(
    rf"\b(?:sum|total)(?: of)? (?:(?:all )?the (?:numbers|integers) )?{N} - {N}$", needs="sum|total"
)
"""A sum of a range written with a dash: "the sum of 100-1" is no subtraction; "the sum of 1-100" is read as a
run (see `readers.run_phrases`), the other way round it is asked back."""


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
    return operation != "divisible" and _YES_OR_NO.search(text) is not None


_ONE_NAME_OVER_PARTS = lazy(
    r"\b(?:sum|total|product|difference|quotient) (?:of|between) (?:the )?\(? ?-?[\d.]+ ?\)?"
    r" (?:squared|cubed|\^ [\d.]+|(?:raised )?to the [a-z\d ]+?) (?:,|and)\b",
    needs="sum|total|product|difference|quotient",
)
"""One answer named over powers a message was cut between: "the sum of 3 squared and 4 squared times 2" asks
no square on its own."""


_RAISED = lazy(
    r"(?<![\w.])-?\d[\d.]*(?: \))? (?:squared|cubed|sqrd|\^ \d|to the (?:power|\d|[a-z]+th\b))",
    needs="squared|cubed|sqrd|^|to the",
)
"""A number raised to a power: "3 squared", "2 ^ 5", "4 to the power 3"."""


def _powers_dropped(spec: Spec, text: str) -> bool:
    """Does a sum or difference read leave out the powers its numbers were raised to? "add 1 squared and 2
    squared and 3 squared" was 1 + 2 + 3."""
    if isinstance(spec, ProblemSpec):
        added = spec.operation in ("+", "-")
    else:
        added = isinstance(spec, ExpressionSpec) and not re.search(r"[\^²³×*]", spec.text)
    return added and _RAISED.search(text) is not None


def argued_against(reader: str, text: str, spec: Spec) -> bool:
    """Do the words of `text` argue against what `reader` read? Then the reading must not be used."""
    if reader == "pieces" and _ONE_NAME_OVER_PARTS.search(text):
        return True
    if _powers_dropped(spec, text):
        return True
    operation = operation_of(spec)
    if operation is None and reader not in GUESSING_READERS and isinstance(spec, ExpressionSpec):
        operation = _shown_operation(spec)  # "20 − 5 − 3" from takings: a chain of take-aways, guarded as one
    if _loses_what_was_said(spec, text):
        return True
    if isinstance(spec, ExpressionSpec) and "−" in spec.text and _DASH_BEFORE_ASK.search(text):
        return True
    if reader in GUESSING_READERS and operation == "*" and _EACH_PERIOD_HEADING.search(text):
        return True
    if operation in ("series", "sum_of_squares", "sum_of_cubes") and _RUN_PLACES_COUNTED.search(text):
        return True
    if operation in ("/", "divisible", "remainder") and _into_a_smaller(text):
        return True
    if reader in GUESSING_READERS and operation in ("+", "-", "*", "/") and _one_way_or_both(text):
        return True
    if operation in _RUNS and _run_counted(text):
        return True
    if operation in ("+", "-") and _START_TOLD_ASKED.search(text):
        return True
    if operation == "-" and _SUM_OF_A_RANGE.search(text):
        return True
    if _reads_a_clock(spec, text) or (operation == "time_between" and _MOVED_TIME.search(text)):
        return True
    if operation in TIME_OPERATIONS and _AWAKE_AND_ASLEEP.search(text):
        return True
    if operation in TIME_OPERATIONS and reader != "time_zones" and _CLOCKS_APART.search(text):
        return True
    if _loses_spoken_minutes(spec, text) or _half_of_day_lost(spec, text):
        return True
    if _same_unit_multiplied(spec, text):
        return True
    if isinstance(spec, ExpressionSpec) and "(" not in spec.text and _SUM_THEN_TIMES.search(text):
        return True
    if told_another_way(spec, text) or said_another_way(spec, text):
        return True
    if operation in TIME_OPERATIONS and _REPEATED.search(text):
        return True
    if _on_the_other_side(spec, text) or _against_the_change(spec, text) or _past_the_target(spec, text):
        return True
    if _against_the_one_reading(spec, text):
        return True
    if _UNKNOWN_NUMBER.search(text) or _turned_round(spec, text) or _uses_a_number_taken_back(spec, text):
        return True
    if (
        operation == "time_between"
        and " ; " in text
        and _READING_ASKED.search(text)
        and not _LENGTH_ASKED.search(text)
    ):
        return True
    if operation in TIME_OPERATIONS and _someone_else_asked(text):
        return True
    if operation in ("subtract_time", "time_between") and _ARRIVAL_ASKED.search(text):
        return True
    if operation in ("+", "-", "*", "/") and _PENCE_AND_POUNDS.search(text):
        return True
    if operation in ("+", "-") and _HOURS_AND_MINUTES.search(text):
        return True
    if _money_share_in_parts_of_a_penny(spec, text) or (operation in _RUNS and _HAD_ON_PLACES.search(text)):
        return True
    if _MULTIPLIED_BY_A_WORD.search(text) and _multiplier_dropped(reader, spec):
        return True
    if _ends_of_a_run(reader, spec, text) or _another_operation_named(spec, text):
        return True
    if _CLOCK_STYLE.search(text) and _style_read_as_hours(spec):
        return True
    if _POINT_HOURS.search(text):
        return True
    if _debt_unsigned(spec, text) or _rate_for_another_time(spec, text) or _size_counted(spec, text):
        return True
    if _told_for_one_asked(spec, text):
        return True
    if operation in ("/", "divisible", "remainder") and _SHARERS_AND_ME.search(text):
        return True
    if _money_split_evenly(spec, text):
        return True
    if _pieces_taken_once(spec, text):
        return True
    if _rounds_asked_untold(spec, text):
        return True
    if operation == "add_time" and (reader in GUESSING_READERS or reader in _STORY_SUMS) and "+" not in text:
        from quickmath.offline.readers.times import asks_a_told_length  # only for lengths read from a story

        if asks_a_told_length(text):
            return True
    if asked_another_way(spec, text):
        return True
    if operation == "/" and _IS_IT_DIVIDED.match(text):
        return True
    if operation in ("+", "-") and isinstance(spec, ProblemSpec) and _over_a_time(spec, text):
        return True
    if isinstance(spec, ProblemSpec) and _loses_a_power(text, spec):
        return True
    if _THOUSANDS_K.search(text) or _things_asked_after_equals(reader, text):
        return True
    if reader not in ("symbols", "operator_words") and _told_in_a_scale(text):
        return True
    if _IN_A_SCALE.search(text) or (operation in ("+", "-", "*") and _THERE_AND_BACK.search(text)):
        return True
    if _NUMBER_WORD_LEFT.search(text) or _HUNDREDS_SAID.search(text):
        return True
    if operation not in _RUNS and _GAP_SAID.search(text):
        return True
    if _terms_unread(spec, text) or _part_left_out(spec, text) or _other_kind_asked(spec, text):
        return True
    if _RAISED_BY.search(text) or _a_match_score(spec, text):
        return True
    if operation == "+" and reader in GUESSING_READERS and _how_many_fit(text):
        return True
    if operation == "power" and _SUM_ASKED.search(text):
        return True  # "the sum of the numbers of the 1 to the 50" is no 1⁵⁰
    if reader == "chatter" and operation in ("power", "*") and _SHAPE_OR_POWER.search(text):
        return True  # "6 square is how much fencing": a 6 square's fence is no 6²
    if reader == "times" and operation in TIME_OPERATIONS and _REALLY.search(text):
        return True  # "Is 7 hours 20 plus 2 hours 55 really 10 hours 15?" added the 10 h 15 too
    if _one_reading_told(text) is not None:
        return False  # the one reading the story fits (see `_against_the_one_reading`)
    if reader in _STORY_SUMS and "+" not in text:
        told = _TOTAL_SO_FAR.sub(r"\1\2", text)  # "… Total time so far?" asks the sum of the lengths told
        return any(cue.search(told) for cue in _AGAINST.get(operation or "", ()))
    if reader not in GUESSING_READERS:
        return False
    from quickmath.offline.readers.stories import question_put_last  # only for a reading guessed from a story

    text = question_put_last(text)  # "How many wheels in total? 5 cars and 3 bikes." asks after its story
    if operation is None:
        return not (reader == "chatter" and _written_in_signs(spec, text))
    cued = _DEBT_SIGNED.sub(" ", text) if "-" in text else text
    if operation in ("+", "-"):
        from quickmath.offline.reading.counted import (
            counts_unlike_things,
            price_of_things,
            without_time_frame,
        )

        if counts_unlike_things(text) or price_of_things(text):
            return True
        cued = without_time_frame(cued, cued)  # "rent £950 and bills £210 a month. total each month?"
    if any(cue.search(cued) for cue in _AGAINST.get(operation, ())):
        return True
    if operation == "/" and _a_share_not_asked(text):
        return True
    from quickmath.offline.readers.rates import parted  # only for a story a guessing reader read
    from quickmath.offline.reading import other_questions

    numbers = (spec.a, spec.b) if isinstance(spec, ProblemSpec) else None
    asked = parted(text) if reader == "rates" else text  # "8 pizzas , 12 slices each , how many slices"
    return other_questions.asked(asked, operation, numbers)


_SUM_ASKED = lazy(r"\b(?:sum|total|add up|added up)\b", needs="sum|total|add")
_SHAPE_OR_POWER = lazy(r"\d (?:square|cube)\b", needs="square|cube")
"""A number then "square" or "cube", a power ("3 cube is how much") or a shape ("a 4 square garden"): never
read with words the coach does not know beside it."""
_REALLY = lazy(r"\b(?:really|actually|truly)\b", needs="really|actually|truly")
"""A check of a told answer ("… really 10 hours 15?"): the times reader would add that length too."""

_ARRIVAL_ASKED = lazy(r"\beta\b|\bestimated (?:time of )?arrival\b", needs="eta|arrival")
"""A clock reading asked by its name, "ETA?": never a length of time ("Left depot 05:40, drive 3h 25m.
ETA?" was read as 05:40 − 3:25 = 2 h 15 min)."""


def _written_in_signs(spec: Spec, text: str) -> bool:
    """Is a calculation read from chatter written in the message as it is, in signs, with no other number
    beside it? "float 300 - 42.50 - 18 - 7.25 = ?": the chatter went, the learner's signs are the question."""
    if not isinstance(spec, ExpressionSpec):
        return False
    signs = spec.text.translate(_PLAIN_SIGNS).replace(" ", "")
    written = text.replace(" ", "")
    return signs in written and len(re.findall(r"\d", written)) == len(re.findall(r"\d", signs))


_PLAIN_SIGNS = str.maketrans({"−": "-", "×": "*", "÷": "/"})


_ONE_PRICED = lazy(r"\bhow much (?:is|are|does|do|for|would) (?:one|a|an|1|a single)\b", needs="how much")
_PRICE_TOLD = lazy(
    r"[£$€₹¥]|\b(?:costs?|paid|pay|price[ds]?|spent|pounds?|dollars?|euros?|rupees?|pence|cents?)\b"
)
_ONE_ALREADY_PRICED = lazy(r"\b(?:each|per|apiece|a piece|less|more|than|cheaper|dearer)\b")
_EXTRAS_ASKED = lazy(
    r"\b(?:extras?|left ?over|leftovers?|spare|remaining|the rest)\b(?!.* ; .*\b(?:each|every|per|apiece)\b)",
    needs="extra|left|spare|remain|rest",
)


def _a_share_not_asked(text: str) -> bool:
    """A story's division that answers another question: the price of one when no price of many is told,
    or it is told for one already ("12 roses cost 2.50 each. How much is one rose?"), or when what is left
    over is asked ("… any extras go back in the box. How many are in the box?")."""
    if _ONE_PRICED.search(text) and (not _PRICE_TOLD.search(text) or _ONE_ALREADY_PRICED.search(text)):
        return True
    return bool(_EXTRAS_ASKED.search(text))


_SPOKEN_MINUTES = lazy(r"\b(half|quarter) (past|to) \d", needs="past|to")
_OF_A_UNIT = r" ?(mg|g|kg|ml|l|cl|litres?|liters?|grams?|kilos?|m|cm|mm|km|miles?)\b"


def _loses_spoken_minutes(spec: Spec, text: str) -> bool:
    """A clock reading said in words ("half past 3 pm plus 50 minutes") read without its minutes (3 PM)."""
    if not isinstance(spec, ProblemSpec) or spec.operation not in CLOCK_OPERATIONS:
        return False
    spoken = _SPOKEN_MINUTES.findall(text)
    said = {30 if part == "half" else 15 if way == "past" else 45 for part, way in spoken}
    read = {int(found) for reading in (spec.a, spec.b) for found in re.findall(r":(\d\d)", str(reading))}
    return bool(said - read)


_HALF_OF_DAY = lazy(
    r"\b(?:in the|this) (?:morning|afternoon|evening)\b|\bat night\b|\btonight\b", needs="in the|this|night"
)


def _half_of_day_lost(spec: Spec, text: str) -> bool:
    """A reading told with its half of the day in words ("12:10, uh, in the afternoon") read as a 24-hour one:
    the answer would come back in another style than the learner's."""
    if not isinstance(spec, ProblemSpec) or spec.operation not in CLOCK_OPERATIONS:
        return False
    readings = [str(reading) for reading in (spec.a, spec.b) if ":" in str(reading)]
    return (
        bool(readings)
        and not any(re.search(r"[AP]M", reading) for reading in readings)
        and bool(_HALF_OF_DAY.search(text))
    )


def _same_unit_multiplied(spec: Spec, text: str) -> bool:
    """Two amounts of one unit multiplied ("prescribed 750 mg, tablets are 250 mg each") make no answer."""
    if not isinstance(spec, ProblemSpec) or spec.operation != "*" or spec.a == spec.b:
        return False  # a square ("1.5 m on each side. What's 1.5 squared?") is asked as such
    units = [re.search(rf"(?<![\d.]){re.escape(str(n))}{_OF_A_UNIT}", text) for n in (spec.a, spec.b)]
    return units[0] is not None and units[1] is not None and units[0].group(1) == units[1].group(1)


_POWER_LOST_BY = frozenset({"+", "-", "*", "/", "remainder", "divisible"})


def _loses_a_power(text: str, spec: ProblemSpec) -> bool:
    """Does the reading use a number the text raises to a power as it stands? "5 squared" read as 5 × 5 keeps
    it; "can 10 squared be split evenly into 4 groups?" read as 10 and 4 loses it."""
    if spec.operation not in _POWER_LOST_BY:
        return False
    powers = _POWERED.findall(text)
    if spec.operation == "*" and spec.a == spec.b:  # a square kept, but "4 cubed" read as 4 × 4 loses it
        return any(base == spec.a and power in ("cubed", "to the") for base, power in powers)
    return any(base in (spec.a, spec.b) for base, _ in powers)


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
