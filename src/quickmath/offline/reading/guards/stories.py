"""Guards of stories and changes: a story only one reading fits (a trade, a shortfall, an age), a change
asked the other way round, a target passed, a gap on the other side of a mark, a match score, a way there and
back, an amount over a length of time, a charge to add named with no amount."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

from quickmath.offline.asks import ExpressionSpec, ProblemSpec
from quickmath.offline.reading.guards.runs import both_numbers_in
from quickmath.offline.reading.guards.shared import (
    GUESSING_READERS,
    PER_PERIOD,
    TIME_OPERATIONS,
    Read,
    operation_of,
)
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy, mentions

if TYPE_CHECKING:
    from quickmath.offline.reading.ages import Age
    from quickmath.offline.reading.counters import CountedOn
    from quickmath.offline.reading.shortfalls import Shortfall
    from quickmath.offline.reading.trades import Trade
_TIMES_COUNTED = r"(?:days?|weeks?|months?|years?|nights?|hours?|hrs?|h|lessons?|sessions?|visits?)"
_OVER_A_TIME = lazy(
    rf"\b(?:for|over|in|across|during) ({N}) (?:days|weeks|months|years|nights|lessons|sessions|visits)\b",
    needs="for|over|in|across|during",
)
"""A length of time an amount is told for: "I earn 1,800 for 3 months. How much is left?" (was 1797)."""


def over_a_time(seen: Read) -> bool:
    """A sum or take-away of an amount and the length of time it is told over, the amount in no time of its
    own: no amount comes of it ("for 3 days and then 2 more days" adds days)."""
    spec, text = seen.spec, seen.text
    if seen.operation not in ("+", "-") or not isinstance(spec, ProblemSpec):
        return False
    over = {found.group(1) for found in _OVER_A_TIME.finditer(text)} & {spec.a, spec.b}
    if not over:
        return False
    other = spec.b if spec.a in over else spec.a
    return (
        re.search(rf"(?<![\w.]){re.escape(other)} (?:more |extra |other )?{_TIMES_COUNTED}\b", text) is None
    )


_MISSING_ASKED = lazy(
    r"\bhow (?:many|much)\b(?:(?!;).)*\b(?:missing|short|owed|outstanding|to come)\b",
    needs="missing|short|owed|outstanding|to come",
)
"""A question for what is missing or still owed ("How many am I missing?", "how much short are we?")."""


def missing_asked_added(seen: Read) -> bool:
    """Is what is missing answered with a sum ("I was promised 500 points and got 375. How many am I
    missing?" was 875, "I expected 120 and got 95. How many missing?" 215)? What is missing is a gap."""
    return seen.operation == "+" and _MISSING_ASKED.search(seen.text) is not None


_START_TOLD_ASKED = lazy(
    rf"\b(?:start|starting|begin|beginning) (?:at|on|from|with) {N}\b.* ; [^;]*"
    r"\b(?:start|started|starting|begin|began|beginning)\b[^;]*$",
    needs="start|begin",
)
"""The start of a count told, then asked ("Start at 12. Count on 5. What number did you start on?"): told,
never where the count ends."""


_BOTH_WAYS = lazy(
    r"\b(?:and back|there and back|back and forth|both ways|each way|one way|round trip|return trip"
    r"|return journey|return)(?:s\b|\b)",
    needs="back|way|round|return",
)
"""A distance or fare there and back, or one way of two: "3 km to school and back every day. How far in 5
days?" may be 15 or 30, as the way is counted."""


_RETURNS_PRICED = lazy(
    r"(?<![\w.])\d+ (?:[a-z]+ )?returns?(?: tickets?| fares?)? (?:cost|costs|costing|at|for) [£$€]",
    needs="return",
)


def one_way_or_both(seen: Read) -> bool:
    """Is the way told there and back, or one way, with the question not counting the same way ("A round
    trip is 12 km. How far for 3 round trips?" counts round trips throughout), in a story a guessing reader
    read?"""
    if seen.reader not in GUESSING_READERS or seen.operation not in ("+", "-", "*", "/"):
        return False
    story, _, question = seen.text.rpartition(" ; ")
    if seen.operation == "*" and _RETURNS_PRICED.search(seen.text):
        return False  # "Four adult returns cost £63.50 each": a count of return tickets, each priced
    told = {found.group().removesuffix("s") for found in _BOTH_WAYS.finditer(story)}
    asked = {found.group().removesuffix("s") for found in _BOTH_WAYS.finditer(question)}
    return bool(told) and not told & asked


_THERE_AND_BACK = lazy(
    r"\bthere and back\b|\bboth ways\b|\b(?:round|return) (?:trip|journey)\b|\beach way\b",
    needs="back|both ways|round|return|each way",
)
"""A journey counted twice, out and back: "23.4 + 18.7 + 31.6 miles there and back" may be twice the sum."""


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
    r"\bdifference\b|\bmargin\b|\bby how (?:many|much)\b|\bhow many more\b|\b(?:won|lost|beat \w+) by\b"
    r"|\b(?:ahead|behind|in front)\b(?!.*;)|\b(?:the|our|their|his|her|my) (?:lead|deficit)\b(?!.*;)",
    needs="difference|margin|by how|how many more|by|ahead|behind|front|lead|deficit",
)


def a_match_score(seen: Read) -> bool:
    """Is a take-away read from a match score, with no margin asked ("won 3-1, by how many?" is 3 − 1)?"""
    spec, text = seen.spec, seen.text
    if not isinstance(spec, ProblemSpec) or spec.operation != "-" or _MARGIN_ASKED.search(text):
        return False
    return both_numbers_in(spec, _MATCH_SCORE, text)


_SIDE_ASKED = lazy(
    r"\b(over|above|under|below) (?:the |my |our |your |his |her |their )?([a-z]+)\b(?!.*;)",
    needs="over|above|under|below",
)
"""A gap asked on one side of a mark ("how many over par?"): a gap read either way round must be that side."""


def on_the_other_side(seen: Read) -> bool:
    """Is a gap asked "over par" when the score told is under it ("par is 72 and I shot 68" is 4 under)?"""
    spec, text = seen.spec, seen.text
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
    r"\b(?:decrease[ds]?|fall|fell|fallen|drop(?:ped)?|go(?:ne)? down|went down|decline[ds]?|cut(?! \d)"
    r"|reduc\w*|shr[iau]nk|cool(?:ed)?|lose|lost|loses|losing)\b(?!.*;)",
    needs="decrease|fall|fell|drop|down|decline|cut|reduc|shr|cool|los",
)
_ORDER_TURNED = lazy(
    r"\b(?:last year|previous\w*|before|earlier|ago|used to|originally|at first)\b",
    needs="last year|previous|before|earlier|ago|used to|originally|at first",
)
_YEARS_TOLD = lazy(r"(?<![\w.])(?:19|20)\d\d(?![\w.])")


_ONE_READING_WORDS = "sold|sell|short|down|saving|save|born| with|meter|counter|tally"


@lru_cache(maxsize=32)  # asked by a guard and again by `argued_against` of the same text
def one_reading_told(text: str) -> Trade | Shortfall | Age | CountedOn | None:
    """A story only one reading fits: a loss or a profit on something bought and sold (see `reading.trades`),
    a shortfall or a saving (see `reading.shortfalls`), an age in a year (see `reading.ages`), a counter's
    reading now (see `reading.counters`)."""
    if not mentions(_ONE_READING_WORDS, text):
        return None
    from quickmath.offline.reading.ages import age_in_a_year  # only for a story that may be one of them
    from quickmath.offline.reading.counters import counted_on
    from quickmath.offline.reading.shortfalls import saving, shortfall
    from quickmath.offline.reading.trades import trade

    return trade(text) or shortfall(text) or saving(text) or age_in_a_year(text) or counted_on(text)


def against_the_one_reading(seen: Read) -> bool:
    """Is a story only one reading fits read another way? "cost 48 and was sold for 31, how much did the club
    lose?" was 79; "paid 85, sold for 100, how much did we lose?" has no loss, and no reading fits."""
    spec, text = seen.spec, seen.text
    if not mentions(_ONE_READING_WORDS, text):
        return False
    from quickmath.offline.reading.shortfalls import asks_one_saving  # only for a story that may be one
    from quickmath.offline.reading.trades import bought_and_sold

    if operation_of(spec) == "+" and bought_and_sold(text):
        return True  # "I bought a car for 5000 and sold it for 6000. How much did it cost?" was 11000
    if operation_of(spec) == "+" and asks_one_saving(text):
        return True  # "it was £240 but with the voucher it came to £195. what was the saving?" was 435
    told = one_reading_told(text)
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


_BEFORE_NOW = r"(?:last (?:week|month|year|time|season)|yesterday)\b"


def _told_as_earlier(value: str, story: str) -> bool:
    """Is `value` told with a time before now right after it ("168 cm last week", "£40 yesterday"), or as the
    opening one ("the opening count was 1988 units")?"""
    number = rf"(?<![\w.£$€]){re.escape(value)}(?![\w.])"
    told_after = rf"{number}(?: [a-z]+)? {_BEFORE_NOW}"
    told_before = rf"\b(?:opening|starting)(?: [a-z]+){{0,3}} {number}"
    return re.search(told_after, story) is not None or re.search(told_before, story) is not None


def against_the_change(seen: Read) -> bool:
    """Is a gap asked as an increase when the later number told is the smaller ("21,010 members in 2023 and
    18,450 in 2024. What was the increase?"), or as a decrease when it is the larger? The later is the one
    told second, unless the words or the years may say otherwise: then no gap is sure."""
    spec, text = seen.spec, seen.text
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
    marked = [value for value in (spec.a, spec.b) if _told_as_earlier(value, story)]
    if len(marked) == 1:  # "183.5 cm this week, 168 cm last week": the one told last week came first
        earlier, later = marked[0], spec.b if marked[0] == spec.a else spec.a
        return (float(later) > float(earlier)) != up
    years = [year for year in _YEARS_TOLD.findall(story) if year not in (spec.a, spec.b)]
    if _ORDER_TURNED.search(story[min(places[0].start(), places[1].start()) :]) or years != sorted(years):
        return True
    return (float(later) > float(earlier)) != up


_GAP_NAMED = lazy(r"\b(?:range|difference|gap|spread|apart)\b", needs="range|differ|gap|spread|apart")


def sum_asked_as_a_gap(seen: Read) -> bool:
    """Is a sum read where the question asks the gap between what is told ("Min −6.5°C, 4.2°C more by noon.
    What is the range?" is no −6.5 + 4.2; "Low −3°C, high 7°C, then it rose 2°C. Range?" no −3 + 7 + 2)?"""
    if seen.operation != "+":
        return False
    return _GAP_NAMED.search(seen.text.rpartition(" ; ")[2]) is not None


_TARGET = lazy(
    rf"\b(?:need|needs|needed|target|goal|aim|want|wants)\b"
    r"(?! to (?:cut|take|remove|trim|lose|give|spend|pay|use|knock|throw|sell|add)\b)(?: [a-z]+){0,3}"
    rf" (?:[£$€] ?)?({N})",
    needs="need|target|goal|aim|want",
)
"""A target to reach: "need to raise 500", "goal 20". Not an amount to take away: "need to cut off 37.5"."""


_PAST_ASKED = lazy(
    r"\b(?:over|lose|cut|reduce|drop|shed|trim|excess|above|exceeds?|exceeded|too much|too many|spare"
    r"|offcuts?|off cut|waste|wastage)\b(?!.*;)"
)
"""A question for how far past a target: "how much over?", "how much do I need to lose?", "the offcut?"."""
_WHOLE_LENGTH = lazy(rf"({N}) ?(?:[a-z]{{1,2}} )?(?:long|in length)\b", needs="long|in length")
"""A whole told by its length, a part needed cut from it: "worktop 3000 mm long, sink run needs 1865 mm"."""
_REST_ASKED = lazy(
    r"\b(?:left|remains?|remaining|rest|leftover)\b(?!.*;)(?!.*\b(?:more|still|short|to go)\b)",
    needs="left|remain|rest",
)
"""A question of the rest of a whole ("what remains?"), not of what is still needed ("how much more?")."""


def past_the_target(seen: Read) -> bool:
    """Is what is still needed read as a gap when more than the target is done ("need to raise 500 and have
    raised 620": nothing is still needed, not 120)? Not when how far past it is asked ("I weigh 82.6 kg and
    want to be 75 kg. How much do I need to lose?")."""
    spec, text = seen.spec, seen.text
    if not isinstance(spec, ProblemSpec) or spec.operation != "-" or _PAST_ASKED.search(text):
        return False
    target = _TARGET.search(text)
    if target is None or target.group(1) not in (spec.a, spec.b):
        return False
    done = spec.b if target.group(1) == spec.a else spec.a
    if _REST_ASKED.search(text) and any(length.group(1) == done for length in _WHOLE_LENGTH.finditer(text)):
        return False
    return float(done) > float(target.group(1))


_CHANGE_ASKED = lazy(
    r"\b(?:net(?! (?:to pay|payable|due|owed|owing))|overall|total change)\b(?!.*;)",
    needs="net|overall|total change",
)


def turned_round(seen: Read) -> bool:
    """Is a change asked of two told one after the other read the other way round ("a gain of 20 then a loss
    of 50. What is the overall change?" is −30, not 50 − 20)?"""
    spec, text = seen.spec, seen.text
    if not isinstance(spec, ProblemSpec) or spec.operation != "-" or not _CHANGE_ASKED.search(text):
        return False
    story = text.rpartition(" ; ")[0]
    first, second = (
        re.search(rf"(?<![\w.]){re.escape(value)}(?![\w.])", story) for value in (spec.a, spec.b)
    )
    return first is not None and second is not None and first.start() > second.start()


def start_told_asked(seen: Read) -> bool:
    """The start of a count told, then asked (see `_START_TOLD_ASKED`)."""
    return seen.operation in ("+", "-") and _START_TOLD_ASKED.search(seen.text) is not None


def there_and_back(seen: Read) -> bool:
    """A journey counted twice, out and back (see `_THERE_AND_BACK`); not a product of one journey told as
    there and back and how many times it was made ("104 miles there and back , did it 6 times")."""
    if seen.operation not in ("+", "-", "*") or _THERE_AND_BACK.search(seen.text) is None:
        return False
    return seen.operation != "*" or _ROUND_TRIP_TOLD.search(seen.text) is None


_ROUND_TRIP_TOLD = lazy(
    rf"(?<![\w.]){N} ?(?:miles?|km|kilometres?|metres?|m|minutes?|mins?|hours?) (?:there and back|return"
    rf"|round trip|both ways)(?= ;| ,| and\b|$)(?=.*(?<![\w.]){N} times\b)",
    needs="there and back|return|round trip|both ways",
)
"""One whole journey, out and back, told as such and then done a number of times: "104 miles there and back ,
did it 6 times"."""


_START_ASKED = lazy(
    r"\b(?:at the (?:start|beginning)|at first|to (?:begin|start) with|in the beginning|originally"
    r"|start(?:s|ed)? (?:with|on|at|off)|begin with|began with)\b(?!.*;)",
    needs="start|begin|first|originally",
)
_GAP_ASKED = lazy(r"\b(?:gap|difference|more|less|fewer|margin|between|ahead|behind|lead|by how)\b")
_STOCK_FIRST = lazy(
    r"^(?:[a-z']+ ){0,6}?(?:had|has|have|needs?|needed|start(?:s|ed|ing)?(?: off)? (?:with|on|at)|began with"
    rf"|there (?:are|were|was|is)|was|were|is|are)(?: about| exactly)? [£$€]?({N})"
)


_DONE_TO_IT = lazy(
    r"\b(?:from|to|of|by|off) it\b|\b(?:double|halve|triple|multiply|divide|add|take|subtract|times) it\b",
    needs=" it",
)
_UNKNOWN_ASKED = lazy(
    r"\bwhat (?:was|is) (?:it|the number|my number|the original number)$|\bwhat number (?:was|is) it$",
    needs="what",
)


def unknown_worked_back(seen: Read) -> bool:
    """Is the number something was done to asked back ("Take 60 from it and I have 25 left. What was it?"
    was 35)? Working back to it is algebra, not the story's sum."""
    if seen.reader == "unknown_numbers":
        return False  # one number sentence, × or ÷, worked back by the reader made for it
    story, _, question = seen.text.rpartition(" ; ")
    return _DONE_TO_IT.search(story) is not None and _UNKNOWN_ASKED.search(question) is not None


_ONE_NAMED_ASKED = lazy(
    r"^(?:(?:so|and|then|ok) )?(?:how much|what) (?:is|was|were|are|did) (?:the|my|our|his|her|their|that)"
    r" ([a-z]+)(?: (?:cost|come to|paid))?$",
    needs="how much|what",
)
"""A question that names one thing and asks its amount: "How much was the deposit?"."""
_RESULTS = frozenset({
    "lead", "margin", "difference", "gap", "total", "sum", "change", "balance", "rest", "remainder", "answer",
    "result", "deficit", "profit", "loss", "net", "score", "bill",
})  # fmt: skip
"""Nouns of what a calculation makes, never one amount the story tells: "What is our lead?"."""


def one_amount_named_asked(seen: Read) -> bool:
    """Is a sum or a take-away read where the question names what one amount of the story is, which it tells
    ("Deposit paid £2,750, final invoice £9,830. How much was the deposit?" was 12,580)?"""
    story, _, question = seen.text.rpartition(" ; ")
    if seen.operation not in ("+", "-") or not story:
        return False
    named = _ONE_NAMED_ASKED.search(question)
    if named is None:
        return False
    noun = named.group(1).removesuffix("s")
    if noun in _RESULTS:
        return False  # "what is our lead": a result the story does not tell
    beside = rf"\b{noun}s? (?:[a-z]+ )?[£$€]? ?\d|\d (?:[a-z]+ )?{noun}s?\b"
    return re.search(beside, story) is not None


_MONEY_OFF = lazy(
    r"\b(?:vouchers?|coupons?|discount\w*|reductions?|rebates?|markdowns?|cashback)\b|\d(?: p| c)? off\b",
    needs="voucher|coupon|discount|reduction|rebate|markdown|cashback| off",
)
"""Money off a price, which is never added to it nor multiplied by it: "we had a £10 voucher", "£5 off"."""


def money_off_added(seen: Read) -> bool:
    """Is money off a price added to it or multiplied ("The meal came to £64.50 and we had a £10 voucher.
    What did we pay?" was 74.50, "Jacket £85, £5 off each" was 425, "15p off each, bought 32 items. How
    much did I pay?" was 480)?"""
    if seen.operation not in ("+", "*") or seen.reader == "amounts_off":
        return False  # "15p off each , bought 32 items ; how many pence off in total?" asks the money off
    return _MONEY_OFF.search(seen.text.rpartition(" ; ")[0] or seen.text) is not None


def start_asked_of_a_change(seen: Read) -> bool:
    """Is a sum or take-away read where the question asks what there was at the start, which the story told
    first ("Needs 19 off the last over, hits a 6. How many needed at the start?" was 13; "Started with 90,
    lost 25. What did I start with?" was 65)?"""
    spec, text = seen.spec, seen.text
    at = max(text.rfind(" ; "), text.rfind(" , "))
    if not isinstance(spec, ProblemSpec) or spec.operation not in ("+", "-") or at < 0:
        return False
    question = text[at + 3 :]
    if not _START_ASKED.search(question) or _GAP_ASKED.search(question):
        return False
    stock = _STOCK_FIRST.search(text[:at])
    return stock is not None and stock.group(1) in (spec.a, spec.b) and "now" not in text[: stock.start(1)]


_STORY_READERS = frozenset(
    {"units", "totals", "lists", "takings", "takeaways", "leftovers", "gaps", "sharing"}
)
"""Readers of amounts told in a story's words, beside the readers that guess it (`GUESSING_READERS`)."""
_SOMEONE = r"(?:my|his|her|our|their|your|the|a) \w+|[a-z]+"
_DONE_BY_SOMEONE_TOO = lazy(
    rf"\bso (?:did|does|do|has|have|had|was|were|is|will|would|could) (?:{_SOMEONE})\b"
    r"|(?<!\beach )(?<!\bevery )(?<!\beveryone )(?<!\beverybody )(?<!\ball )(?<!\bboth )"
    r"\b(?!(?:is|are|was|were|be|been|all|each|not|it|them|of|at|in|on|to|for|by|with)\b)[a-z]+"
    r" (?:exactly |just )?the same\b(?! (?:\w+ )?(?:again|each|every|per|a|an|as|of)\b)"
    rf"|\bsame (?:for|with|goes for) (?:{_SOMEONE})\b"
    r"|\b(?:did|does|do|had|has|got|gets) (?:it |that |this )?(?:too|as well|also)\b"
    r"|\b(?:likewise|ditto)\b",
    needs="same|so |too|as well|also|likewise|ditto",
)
"""Someone else said to do what the story tells ("… and my sister did the same", "and so did my brother",
"same for my wife", "my mum did too"): the story is told of one person and asked of two."""
_EACH_THE_SAME = lazy(
    r"\b(?:each|every)\b(?: [\w']+){0,5} (?:getting|gets|got|get|having|has|have|given)"
    r" (?:exactly )?the same\b"
    r"|\bthe same (?:[a-z]+ ){0,2}(?:in|on|for|to|into) (?:each|every)\b",
    needs="same",
)
"""The same said of each share ("each guest getting the same whole number", "the same number on each"): a fair
share, no one else doing it too."""


def done_by_someone_too(seen: Read) -> bool:
    """Is a story read as one person's where someone else is said to do the same ("I read 24 pages on Monday
    and 31 on Tuesday, and my sister did the same. What's the total?" was 55)? Their total is not told: the
    coach asks."""
    if seen.reader not in GUESSING_READERS | _STORY_READERS or _EACH_THE_SAME.search(seen.text):
        return False
    return _DONE_BY_SOMEONE_TOO.search(seen.text) is not None


_CHANGING = (
    r"gain|gains|gained|lose|loses|lost|earn|earns|earned|save|saves|saved|spend|spends|spent|grow|grows|grew"
    r"|add|adds|added|get|gets|got|drop|drops|dropped|rise|rises|rose|fall|falls|fell|increases?|increased"
    r"|decreases?|decreased|burns?|burned|burnt|use|uses|used|sell|sells|sold|make|makes|made|put|puts"
    r"|take|takes|took|walk|walks|walked|run|runs|ran|read|reads|drink|drinks|drank|eat|eats|ate|pay|pays|paid"
)
_PER_TIME = r"(?:[a-z]+ )?(?:a|an|per|each|every) (second|minute|hour|day|week|fortnight|month|year|night)\b"
_RATE_TOLD = lazy(rf"[£$€]? ?({N}) {_PER_TIME}", needs="a |an |per|each|every")
"""An amount told for each unit of time ("£3.40 a day", "council tax is 150 every month")."""
_RATE_OF_CHANGE = lazy(
    rf"\b(?:{_CHANGING}) (?:[a-z]+ ){{0,2}}[£$€]? ?({N}) {_PER_TIME}", needs="a |an |per|each|every"
)
"""An amount that changes something for each unit of time ("gained 35 a month", "spend £15 a week")."""


def rate_in_a_sum(seen: Read) -> bool:
    """Is an amount that changes something for each unit of time added to or taken from an amount told for no
    time ("Started the year with 140 followers and gained 35 a month. Follower count?" was 175)? How many
    months is not told. Amounts told for one unit of time add up ("Lunch £3.40 a day and coffee £2.10 a day",
    "broadband is £32 a month and we get a £7.50 discount each month")."""
    if seen.operation not in ("+", "-") or seen.reader not in GUESSING_READERS | _STORY_READERS:
        return False
    operands = _operands(seen.spec)
    changing = {found.group(1) for found in _RATE_OF_CHANGE.finditer(seen.text)}
    rates = {found.group(1): found.group(2) for found in _RATE_TOLD.finditer(seen.text)}
    if not changing & set(operands):
        return False
    units = {rates.get(number) for number in operands}
    return None in units or len(units) > 1


def rate_beside_an_untimed_amount(seen: Read) -> bool:
    """Is an amount told for each unit of time added to one told for no time or for another ("rent £800 and
    bills £50 per week. Total?" was 850: the rent is likely a month's)? Amounts told for one unit of time add
    up ("£32 a month and £7.50 each month"); a sum written with its sign is the learner's, and a change told
    "from £650 to £725 a month" is no sum."""
    if seen.operation != "+" or seen.reader in ("symbols", "operator_words"):
        return False
    operands = _operands(seen.spec)
    rates = {found.group(1): found.group(2) for found in _RATE_TOLD.finditer(seen.text)}
    if not rates.keys() & set(operands):
        return False
    units = {rates.get(number) for number in operands}
    told = units - {None}
    asked = {
        found.group(1) or PER_PERIOD[found.group(2)] for found in _PERIOD_ASKED.finditer(_asked_of(seen))
    }
    if len(told) == 1 and told == asked:
        return False  # "rent is 1200 and council tax is 150 every month ; what do we pay in total per month"
    told_last = [rates.get(number) for number in operands[:-1]] == [None] * (len(operands) - 1)
    if len(told) == 1 and told_last and (len(operands) > 2 or _LISTED_FOR_A_TIME.search(seen.text)):
        return False  # "rent 950 , council tax 140 , water 38 every month": one time ends a list, of it all
    return None in units or len(units) > 1


_LISTED_FOR_A_TIME = lazy(
    rf"(?<![\w.]){N} (?:and|,|&) [£$€]? ?{N} {_PER_TIME}", needs="a |an |per|each|every"
)
"""Two amounts listed with one time after them: "£1,850 and £1,275 a month"."""
_PERIOD_ASKED = lazy(
    r"\b(?:a|an|per|each|every) (second|minute|hour|day|week|fortnight|month|year|night)\b"
    r"|\b(hourly|daily|nightly|weekly|monthly|yearly)\b",
    needs="a |an |per|each|every|hourly|daily|nightly|weekly|monthly|yearly",
)


def _asked_of(seen: Read) -> str:
    """The question of a story: what follows its last sentence break or comma."""
    at = max(seen.text.rfind(" ; "), seen.text.rfind(" , "))
    return seen.text[at + 3 :] if at >= 0 else ""


def _operands(spec: object) -> list[str]:
    """The numbers a sum or take-away adds or takes: those of "200 − 140 − 12", or a and b."""
    if isinstance(spec, ExpressionSpec):
        return re.findall(N, spec.text)
    return [spec.a, spec.b] if isinstance(spec, ProblemSpec) else []


_COUNTED_THING = lazy(rf"(?<![\w.])({N}) ([a-z]+s)\b")
_NOT_THINGS = frozenset(
    {"left", "are", "is", "were", "was", "do", "did", "does", "have", "has", "had", "more", "less", "fewer"}
    | {"now", "in", "of", "altogether", "together", "total", "still", "will", "would", "can", "remain"}
)
_THING_ASKED = lazy(r"\bhow many ([a-z]+)|\b([a-z]+?)s? count\b", needs="how many|count")


def another_thing_counted(seen: Read) -> bool:
    """Is a count of another thing added to or taken from a stock ("Started the year with 140 followers and
    gained 35 likes. Follower count?" was 175, "Had 200 leaflets, handed out 140, lost 12 pages" was 48)? A
    sum asked by a name that covers both ("5 boys and 3 girls. How many children?") is left alone."""
    from quickmath.offline.readers.units import is_unit  # only for a count beside a stock
    from quickmath.offline.reading.nouns import same_noun

    if seen.operation not in ("+", "-") or seen.reader not in GUESSING_READERS | _STORY_READERS:
        return False
    story, _, question = seen.text.rpartition(" ; ")
    operands = set(_operands(seen.spec))
    things = _COUNTED_THING.findall(story or seen.text)
    counted = [thing for number, thing in things if number in operands and not is_unit(thing)]
    if len(counted) < 2 or all(same_noun(counted[0], thing) for thing in counted):
        return False
    asked = _THING_ASKED.search(question)
    name = asked and (asked.group(1) or asked.group(2))
    if name and name not in _NOT_THINGS:
        return any(same_noun(name, thing) for thing in counted)
    return seen.operation == "-" and len(operands) > 2  # "250 registrations and 38 cancellations": one change


_ASKED_FOR_EACH_TIME = lazy(
    r"(?:^|; |, )[^;,]*\b(?:how much|how many|what)\b[^;,]*\b(?:(?:a|an|per|each|every) (?:hour|day|week"
    r"|month|year|night|shift|lesson|session)|hourly|daily|weekly|monthly|yearly|annually)\b[^;,]*$",
    needs="hour|day|week|month|year|night|shift|lesson|session|annual",
)
"""A question for what each hour, day or month comes to ("how much a month", "what's that monthly")."""


def sum_asked_for_each_time(seen: Read) -> bool:
    """Is a sum guessed from a story that adds a count of months or payments, and asks what each month comes
    to ("£4,872 to be paid in 12 monthly instalments, how much a month" was 4872 + 12)? That is a share. Bills
    told for a month and asked "monthly" are a sum, and stay one."""
    if seen.operation not in ("+", "-") or seen.reader not in GUESSING_READERS:
        return False
    if _ASKED_FOR_EACH_TIME.search(seen.text) is None:
        return False
    operands = set(_operands(seen.spec))
    return any(number in operands for number in _PERIODS_COUNTED.findall(seen.text))


_YEAR_ASKED = lazy(
    r"\b(?:(?:a|an|per|each|every) year|yearly|annual(?:ly)?|per annum)\b", needs="year|annual|annum"
)
_YEAR_TOLD = lazy(r"\b(?:years?|yearly|annual\w*|annum)\b", needs="year|annu")


def period_asked_of_untimed_sum(seen: Read) -> bool:
    """Is a sum of amounts told with no time asked for a year ("house bills: 64 electric 38 water 29 internet,
    total a year?", "Jan £125, Feb £140, … Total a year?")? Bills and months told are rarely a year's: asked
    back. A question that asks "each month" or "a week" tells the amounts' own time ("Mortgage $1,620 and car
    payment $385. How much is that together each month?"), and a sum told for a year stays one."""
    if seen.operation != "+" or seen.reader in ("symbols", "operator_words") or " ; " not in seen.text:
        return False
    story, _, question = seen.text.rpartition(" ; ")
    return _YEAR_ASKED.search(question) is not None and _YEAR_TOLD.search(story) is None


_PERIODS_COUNTED = lazy(
    rf"(?<![\w.£$€])({N}) (?:(?!(?:every|a|an|per|each|that|this)\b)[a-z]+ )?(?:months?|weeks?|days?|years?"
    r"|hours?|nights?|instal?ments|payments"
    r"|shifts|lessons|sessions)\b"
)
"""A count of the periods or parts a whole is spread over ("12 monthly instalments", "over 24 months")."""


_COMPARED_TO = lazy(
    r"\b(?:more|fewer|less|older|younger|taller|shorter|longer|heavier|lighter|higher|lower|bigger|smaller"
    r"|cheaper|dearer|faster|slower|further|farther)\b(?: (?!than\b)[a-z]+){0,4} than"
    r" (?:the |a |an |his |her |their |my |our |your )?"
    r"([a-z]+)\b",
    needs=" than ",
)
_SAME_ONE_AS = {"me": r"\b(?:i|me|mine|myself)\b", "us": r"\b(?:we|us|ours)\b"}
"""Who "than me" or "than us" names, as the story tells them; "my" names someone else ("my nan")."""
_NO_ONE = frozenset(
    {"him", "her", "them", "it", "that", "this", "those", "these", "before", "usual", "last", "yesterday"}
    | {"expected", "planned", "needed", "required", "normal", "average", "one", "other", "others", "what"}
)


def compared_to_someone_untold(seen: Read) -> bool:
    """Is a difference read where the question compares with someone or something the message tells no
    number of ("My grandad is 82 and my nan is 79. How much older is grandad than me?" was 3)?"""
    if seen.operation != "-":
        return False
    for found in _COMPARED_TO.finditer(seen.text):
        who, elsewhere = found.group(1), seen.text[: found.start()] + seen.text[found.end() :]
        if who in _NO_ONE or who.isdigit():
            continue
        named = _SAME_ONE_AS.get(who, rf"\b{re.escape(who)}(?:s|es|'s)?\b")
        if re.search(named, elsewhere) is None:
            return True
    return False


_HOLDER_TOLD = lazy(
    rf"\b(has|have|had|owns|owned|got|holds|held|[a-z]{{3,}}ed)(?: got)? (?:[a-z]+ ){{0,2}}?[£$€]?{N}"
)
"""An amount told after the verb of who has it or did it: "Sam has 17", "my friend printed 98"."""
_TAKEN_FROM_A_STOCK = lazy(
    r"\b(?:gave|gives|give|given|sold|sells|sell|lost|loses|lose|used|uses|use|spent|spends|spend|ate|eats"
    r"|eat|took|takes|taken|broke|broken|cut|removed|borrowed|lent|donated|sent|posted|shipped|picked|handed"
    r"|dropped|threw|wasted|paid|pays|drank|burned|burnt|delivered|returned|swapped|traded|left|went|gone"
    r"|off|out|away|more|less|fewer|than|difference|gap|between|compared|need|needs|needed|want|wants)\b"
)
_HAVING = frozenset({"has", "have", "had", "owns", "owned", "got", "holds", "held"})
_ONLY_LEFT_ASKED = lazy(r"\b(?:left|remain|remains|remaining|left over|leftover)\b", needs="left|remain")


def left_of_two_holders(seen: Read) -> bool:
    """Is what is left read as one amount less another where each is only had, or done, by one and by
    another, and nothing is taken from either ("Lena has 36 stickers and Sam has 17. How many left?" was 19,
    "Printed 146 flyers and my friend printed 98. How many left?" 48)?"""
    if seen.operation != "-" or seen.reader not in GUESSING_READERS:
        return False
    story, _, question = seen.text.rpartition(" ; ")
    return (
        _ONLY_LEFT_ASKED.search(question) is not None
        and len(verbs := _HOLDER_TOLD.findall(story)) == 2
        and (verbs[0] == verbs[1] or set(verbs) <= _HAVING)
        and _TAKEN_FROM_A_STOCK.search(story) is None
    )


_COUNTED_ASKED = lazy(
    r"\bhow many ([a-z]+) (?:is|are|would be|will be) (?:that|this|it|those|these|left|remaining)\b"
    r"|\bhow many ([a-z]+) (?:left|remaining|remain)\b"
    r"|\bhow many ([a-z]+s)(?: (?:now|then|altogether|in total|in all|(?:does|do|did|has|have|will) (?:he|she"
    r"|they|we|i|you|[a-z]+) (?:have|own|keep|hold|got|have left|end up with)(?: now| left)?))?$",
    needs="how many",
)
_ANY_COUNT = frozenset({
    "times", "ones", "others", "things", "items", "bits", "units", "pieces", "lots", "numbers", "is", "was",
    "does", "has", "less", "minus", "plus", "altogether", "yes", "more", "are", "were", "do", "did", "have",
    "of", "in", "on", "still", "now", "left", "remaining", "there",
})  # fmt: skip


_TAKING_READERS = frozenset({"takings", "ledgers", "leftovers", "gaps", "drains"})
"""Readers of a story that takes one amount from another."""


_NUMBER_AND_WORD = lazy(rf"(?<![\w.])({N}) ([a-z]+)")
_NOT_COUNTS = _NOT_THINGS | {
    "and",
    "or",
    "but",
    "then",
    "so",
    "to",
    "from",
    "with",
    "at",
    "on",
    "for",
    "away",
    "off",
}
"""Words after a number that count nothing: "had 45 and gave away 12"."""
_HOLDS = lazy(r"\b(?:has|have|had|owns|owned|holds|held|keeps|kept)\b", needs="ha|own|hold|held|kep")
"""A story of what someone holds ("Tom had 45"), whose numbers count what is held, not what is asked."""


def thing_asked_untold(seen: Read) -> bool:
    """Is a gap of a story read where the question asks it counted in things the story never names ("Lena
    had 36 stickers and gave away 17. How many boxes is that?" was 19, "Tom had 45 and gave away 12. How many
    friends?" was 33)? Its numbers count something else. A sum may name what its parts add up to ("41, 38 and
    45. How many points is that?"), unless the story tells what someone holds ("Tom had 45 and got 12 more.
    How many friends?" was 57)."""
    if seen.operation not in ("+", "-") or seen.reader not in GUESSING_READERS | _TAKING_READERS:
        return False
    story, _, question = seen.text.rpartition(" ; ")
    asked = _COUNTED_ASKED.search(question)
    if not story or asked is None:
        return False
    if seen.operation == "+" and _HOLDS.search(story) is None:
        return False
    if (thing := asked.group(1) or asked.group(2) or asked.group(3)) in _ANY_COUNT:
        return False
    if asked.group(3) and any(word not in _NOT_COUNTS for _, word in _NUMBER_AND_WORD.findall(story)):
        return False  # "32 students , 14 are girls ; how many boys": a count of the story's own things asked
    from quickmath.offline.readers.units import is_unit  # only for a gap asked as a count of things

    if is_unit(thing):
        return False  # a unit asked is the units guards' (see `fields.unit_asked_untold`)
    stem = re.sub(r"(?:ies|es|s)$", "", thing)
    return not any(word.startswith(stem) for word in re.findall(r"[a-z]+", story))


_AMOUNT_EACH_TIME = lazy(
    rf"(?<![\w.]){N} (?:[a-z]+ ){{0,2}}(?:each|every|per) (?:day|week|month|year|night|hour|time|go|session"
    r"|lesson|visit|shift|morning|evening)\b",
    needs="each|every|per",
)
_STILL_ASKED = lazy(r"\b(?:more|left|still|remaining|remain|to go|short)\b")


def gap_of_a_rate(seen: Read) -> bool:
    """Is a gap of a story read with an amount told for each day or each time ("My target is 500 words and I
    have written 375 each day. How many more?" was 125)? How many days it is told over is not told."""
    if seen.operation != "-" or seen.reader not in GUESSING_READERS or not isinstance(seen.spec, ProblemSpec):
        return False
    if _STILL_ASKED.search(seen.text.rpartition(" ; ")[2]) is None:
        return False
    rates = {found.group().split()[0] for found in _AMOUNT_EACH_TIME.finditer(seen.text)}
    return bool(rates & {seen.spec.a, seen.spec.b})


_EXPECTED = lazy(
    r"\b(?:expected|expecting|expect|promised|supposed to|meant to|should have)\b",
    needs="expect|promised|supposed|meant|should",
)


def expected_added(seen: Read) -> bool:
    """Is what was expected added to what there was ("We expected 146 guests, only 98 guests came. How many
    guests came?" was 244)? One is the other as it should have been, never a part of the same count."""
    if seen.operation != "+" or seen.reader not in GUESSING_READERS:
        return False
    return _EXPECTED.search(seen.text.rpartition(" ; ")[0]) is not None


_HAD_THEN_NOW = lazy(
    rf"\b(?:had|has|have|was|were|held|started with|began with)\b[^;]*?[£$€]?{N}[^;]*?"
    r"\bnow (?:(?:it |there |she |he |they |we |i )?(?:has|have|is|are|holds|shows|reads)|at|on)"
    rf" (?:[a-z]+ )?[£$€]?{N}"
    r"(?! ?(?:[a-z]+ )?(?:more|extra|another)\b)",
    needs="now",
)


def had_then_now_added(seen: Read) -> bool:
    """Are what there was and what there is now added ("The tank had 36 litres and now has 17 litres. How much
    was added?" was 53)? What changed is the one less the other, whichever way it went."""
    if seen.operation != "+" or seen.reader not in GUESSING_READERS | _TAKING_READERS:
        return False
    return _HAD_THEN_NOW.search(seen.text.rpartition(" ; ")[0] or seen.text) is not None


_GONE_WORDS = "broke|broken|left|died|went|gone|spoiled|burnt|burned|melted|escaped|fell|were|was|are|is"
_BOTH_TAKEN = lazy(
    rf"\b(?:sold|used|spent|ate|gave away|gave out|handed out|lost|gave|posted|sent|delivered|picked)"
    rf" [£$€]?{N}\b[^;]*? and (?:[a-z]+ ){{0,2}}?[£$€]?{N}(?: (?!(?:{_GONE_WORDS})\b)[a-z]+){{0,3}}$",
)
"""Two amounts of one taking, and no stock they were taken from: "sold 36 cakes yesterday and 17 today"."""


def left_of_two_takings(seen: Read) -> bool:
    """Is what is left read as one amount less another where both were taken the same way ("Sold 36 cakes
    yesterday and 17 today. How many left?" was 19)? What they were taken from is not told."""
    if seen.operation != "-" or seen.reader not in GUESSING_READERS | _TAKING_READERS:
        return False
    story, _, question = seen.text.rpartition(" ; ")
    return (
        _ONLY_LEFT_ASKED.search(question) is not None
        and len(re.findall(N, story)) == 2
        and _BOTH_TAKEN.search(story) is not None
    )


_CHARGE_NAMED_UNTOLD = lazy(
    r"\b(?:plus|add|include|including|on top of|as well as|not forgetting)"
    r" (?:the|a|an|my|our|his|her|their|any) (?:[a-z]+ )?"
    r"(?:deposit|fee|tip|charge|postage|delivery|vat|tax|service|insurance|interest)\b"
    r"(?![,:(]? ?(?:of |at |for |which (?:is|was) |that (?:is|was) |costing )?[£$€]? ?\d)",
    needs="plus|add|includ|on top of|as well as|forgetting",
)
"""A charge to add named with no amount: "…, plus the deposit.", "Add the tip." (not "plus the delivery charge
of £4.99", "plus a £3 booking fee")."""


def charge_named_not_told(seen: Read) -> bool:
    """Is a charge to add named with no amount ("Rent is £500 and the bills are £100, plus the deposit. What's
    the total?" was 600)? The whole cannot be worked out from what is told."""
    if seen.operation in TIME_OPERATIONS:
        return False
    return _CHARGE_NAMED_UNTOLD.search(seen.text) is not None
