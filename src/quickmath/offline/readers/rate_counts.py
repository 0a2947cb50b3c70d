"""A rate times a count, read by the roles of its two numbers: one is an amount for one of something ("at
£12.50", "£4 a week", "5 points a try", "13 to a bag", "24 cells each"), the other counts those very things
("96 tickets", "38 weeks", "17 tries", "22 bags", "15 trays"), in either order, with any labels, names and
filler around them: "Box office: 96 tickets at £12.50", "Sunday league subs: £4 a week for 38 weeks", "Rugby
union: 5 points a try, 17 tries over the tournament. Try points?", "Pocket money £12.50 each for 3 kids,
weekly total?". A holder and what one holds is a rate for the holder ("water butts hold 210 litres", "crate
has 12 items"), counted as the holders ("opened 35 crates", or "4 of them" when what is held is a unit, which
"them" cannot be); holders told full ("if they're all full") are what they hold, any others are asked back.
Points a win and the games played, every one supposed won ("if we won the lot"), count the games as wins.

The count must count what the rate is for: "a week" wants weeks ("£4 a week for 38 days" is asked back), and
"each" or "at £X" any count of things (never an amount of money, a unit or a time). The question, if there is
one, must ask for the whole: a total, a cost, a bill, how much, or how many of what the rate is made of ("how
many points?"). A word that may change the calculation (what is left, a discount, half, "split", "each" or "a"
asked of one thing, a period the story does not count in) leaves the story unread, and so does a third number.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.readers.units import is_unit
from quickmath.offline.reading.nouns import same_noun
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy

_WORD = r"[a-z][a-z'-]*"
_SIGN = r"[£$€₹¥]"
_MONEY_WORDS = frozenset(
    {"pound", "pounds", "dollar", "dollars", "euro", "euros", "quid", "bucks", "rupees", "rand", "p", "pence"}
)
_SMALL_MONEY = frozenset({"p", "pence", "c", "cent", "cents"})
"""Money in pence or cents, whose total may be asked in pence or in pounds: left to the other readers."""
_TIME_UNITS = frozenset(
    {
        "second",
        "seconds",
        "sec",
        "secs",
        "minute",
        "minutes",
        "min",
        "mins",
        "hour",
        "hours",
        "hr",
        "hrs",
        "h",
    }
)
_PERIODS = r"(?:second|minute|hour|day|night|week|fortnight|month|year|season|term|shift)"
_JOINS = frozenset({
    "and", "or", "but", "so", "then", "to", "for", "with", "of", "the", "a", "an", "at", "in", "on",
    "is", "are", "was", "were", "each", "every", "per", "total", "lot", "lots", "time", "times", "one",
    "all", "that", "this", "it", "them", "us", "we", "i", "you", "he", "she", "they", "my", "our",
    "your", "his", "her", "their",
})  # fmt: skip
"""Words that never name what is counted or what a rate is for."""
_NOT_NOUNS = _JOINS | frozenset({
    "over", "from", "into", "across", "during", "more", "less", "left", "by", "as", "if", "now", "so", "too",
    "please", "lol", "ok", "how", "what", "who", "which", "when", "s", "t", "there", "here", "altogether",
})  # fmt: skip
"""Words after a number that are no noun of what it counts."""
_EACH_ONE = frozenset({"head", "person", "piece", "go", "pop"})
"""What a rate may be for that is any one counted: "£15 a head" for "12 lads", "£45 a pop" for "8
sessions"."""

_RATE_PER = lazy(
    rf"(?:({_SIGN}) ?)?({N})(?: ({_WORD}))? (?:for )?"
    rf"(?:a|an|per|every|each|(?:to|in|on|into) (?:a|an|each|every)) ({_WORD})\b"
)
""""£4 a week", "5 points a try", "13 apples to a bag", "24 cells in each tray": the amount, what it is of,
and what it is for."""
_RATE_EACH = lazy(rf"(?:({_SIGN}) ?)?({N})(?: ({_WORD}))? (?:each|apiece|a piece)\b(?! (?:of|way)\b)")
""""£12.50 each", "24 cells each": an amount for each of what is counted."""
_RATE_AT = lazy(rf"(?:\bat|@) (?:({_SIGN}) ?)?({N})(?: ({_WORD}))?", needs="at |@")
""""96 tickets at £12.50": a price for each of the things counted before it."""
_RATE_EACH_HAS = lazy(
    rf"\b(?:each|every) (?:({_WORD}) )?(?:(?:i|we|you|they|he|she) )?"
    rf"(?:is|costs?|has|holds|contains|gets|gives|scores|pays?|earns|at|with|is worth) "
    rf"(?:({_SIGN}) ?)?({N})(?: ({_WORD}))?"
)
""""each one I pay €7.99", "every bag has 13 apples", "15 trays each with 24 cells"."""
_HOLDER_HOLDS = lazy(
    rf"\b({_WORD}) (?:(?:can|will|each|all) )?(hold|holds|has|have|contain|contains|take|takes|fit|fits|carry"
    rf"|carries|seat|seats|sleep|sleeps) (?:up to )?({N})(?: ({_WORD}))?(?: each| apiece)?\b"
)
""""water butts hold 210 litres", "crate has 12 items", "seed trays hold 24 cells each": a holder and what one
of it holds."""


@dataclass(frozen=True)
class Rate:
    """An amount for one of something: where its number is, the amount, what it is of and what it is for."""

    start: int
    end: int
    at: int
    amount: str
    of: str | None
    per: str | None
    money: bool
    before_count: bool = False
    holders: bool = False
    """Is what the rate is for a holder said in the plural ("water butts hold 210 litres")?"""
    held: bool = False
    """Is the rate told as what a holder holds ("crate has 12 items")?"""


def _rate_of(found: re.Match[str], sign: int, amount: int, of: int, per: int | None) -> Rate | None:
    """The rate a match tells, by the numbers of its groups: its sign, amount, what it is of and for."""
    unit, thing = found.group(of), found.group(per) if per is not None else None
    if unit in _JOINS or thing in _JOINS or unit in _SMALL_MONEY:
        return None
    money = found.group(sign) is not None or unit in _MONEY_WORDS
    if found.group(sign) is not None and unit not in _MONEY_WORDS:
        unit = None  # "£4 subs a week": a word about the money, not what it is of
    thing = _PERIODS_SHORT.get(thing or "", thing)
    return Rate(found.start(), found.end(), found.start(amount), found.group(amount), unit, thing, money)


_PERIODS_SHORT = {
    "hr": "hour", "hrs": "hours", "mth": "month", "mths": "months", "mo": "month", "mos": "months",
    "wk": "week", "wks": "weeks", "yr": "year", "yrs": "years", "nite": "night", "nites": "nights",
}  # fmt: skip
"""Periods written short, read as the words: "£12 / hr" is £12 an hour, "6 hrs" 6 hours."""


def _rates(text: str) -> list[Rate]:
    """Every amount told for one of something, one per number."""
    found: dict[int, Rate] = {}
    for match in _HOLDER_HOLDS.finditer(text):
        holder, unit = match.group(1), match.group(4)
        if holder in _NOT_NOUNS or is_unit(holder) or unit in _JOINS or unit in _SMALL_MONEY:
            continue
        plural = match.group(2) in ("hold", "have", "contain", "take", "fit", "carry", "seat", "sleep")
        found[match.start(3)] = Rate(
            match.start(),
            match.end(),
            match.start(3),
            match.group(3),
            unit,
            holder,
            unit in _MONEY_WORDS,
            holders=plural,
            held=True,
        )
    for match in _RATE_PER.finditer(text):
        if rate := _rate_of(match, 1, 2, 3, 4):
            found.setdefault(rate.at, rate)
    for match in _RATE_EACH.finditer(text):
        if (rate := _rate_of(match, 1, 2, 3, None)) and rate.at not in found:
            found[rate.at] = rate
    for match in _RATE_AT.finditer(text):
        rate = _rate_of(match, 1, 2, 3, None)
        if rate and rate.money and rate.at not in found:
            found[rate.at] = Rate(rate.start, rate.end, rate.at, rate.amount, rate.of, None, True, True)
    for match in _RATE_EACH_HAS.finditer(text):
        thing = match.group(1)
        if thing in _JOINS or thing == "one":
            thing = None
        unit = match.group(4)
        if unit in _SMALL_MONEY:
            continue
        if unit in _JOINS:
            unit = None
        money = match.group(2) is not None or unit in _MONEY_WORDS
        found.setdefault(
            match.start(3),
            Rate(match.start(), match.end(), match.start(3), match.group(3), unit, thing, money),
        )
    return list(found.values())


@dataclass(frozen=True)
class Count:
    """How many of something: where its number is, the number, and the word for what it counts."""

    start: int
    end: int
    number: str
    noun: str


_GOT = lazy(
    r"\b(?:need|needs|needed|want|wants|wanted|buy|buys|bought|order|ordered|orders|get|got|sold|sell|sells"
    r"|have|had|made|make|makes|did|do|does|scored|scores|booked)$"
)
"""A verb that tells a count said alone is of the things priced: "the candles are £2.40 each and we need
17"."""


def _count_at(text: str, number: re.Match[str], rate: Rate) -> Count | None:
    """The count told by `number`, if it counts what the rate is for."""
    value = number.group()
    after = text[number.end() :].split()
    if re.search(rf"{_SIGN} ?$", text[: number.start()]):
        return None
    if _measured_at_a_price(text, number, after, rate):
        return Count(number.start(), number.end() + len(after[0]) + 1, value, after[0])
    if "." in value or value in ("0", "1"):
        return None
    if rate.holders and rate.of and is_unit(rate.of) and after[:2] in (["of", "them"], ["of", "those"]):
        return Count(number.start(), number.end() + len(" of them"), value, rate.per or "")
    words = [word for word in after[:3]]
    for size in (1, 2):
        if len(words) < size:
            break
        noun = words[size - 1]
        if size == 2 and (words[0] in _NOT_NOUNS or not words[0].isalpha() or is_unit(words[0])):
            break
        if _counts_the_rates_thing(noun, rate):
            end = number.end() + len(" ".join(after[:size])) + 1
            if re.match(r" (?:a|an|per|every|each)\b", text[end:]):
                return None  # "5 days a week" is itself a rate
            return Count(number.start(), end, value, noun)
    if (
        rate.per is None
        and (not after or after[0] in (";", ",", "and"))
        and _GOT.search(text[: number.start()].rstrip())
    ):
        return Count(number.start(), number.end(), value, "")
    return None


_MEASURES = lazy(
    r"(?:m|km|(?:kilo)?met(?:re|er)s|ft|feet|yards|miles|kg|kilos|kilograms|tonnes|tons|lbs?|l|litres"
    r"|liters|gallons|pints|hours|hrs|days|nights|weeks|months|sq m|square (?:metres|meters|feet))"
)
"""Measures a count may be told in, priced by one of them: "38 litres at £1.47", "3 hours at £15". Small
ones are left out: "500 ml at £1.20" and "750 g at £2.40" are more often a bottle or a pack."""
_SIZE_BEFORE = lazy(r"\b(?:a|an|the|one|per|each|every|of|for)$")


def _measured_at_a_price(text: str, number: re.Match[str], after: list[str], rate: Rate) -> bool:
    """Is `number` an amount in a measure, priced "at" so much right after it? "38 litres at £1.47" is £1.47 a
    litre, as a shop says it; "a 38 litre tank at £147" prices the tank, "£1.47 for 38 litres" all of it,
    and "38 litres at £1.47 a gallon" another measure, so none of them is."""
    return (
        rate.before_count
        and rate.per is None
        and bool(after)
        and _MEASURES.fullmatch(after[0]) is not None
        and text[number.end() : rate.start] == f" {after[0]} "
        and not _SIZE_BEFORE.search(text[: number.start()].rstrip())
    )


def _counts_the_rates_thing(noun: str, rate: Rate) -> bool:
    if not noun.isalpha() or noun in _NOT_NOUNS or (rate.of is not None and same_noun(noun, rate.of)):
        return False
    if rate.per is None or rate.per in _EACH_ONE:
        return not (is_unit(noun) or noun in _MONEY_WORDS or noun in _TIME_UNITS or _is_period(noun))
    return same_noun(_PERIODS_SHORT.get(noun, noun), rate.per)


def _is_period(word: str) -> bool:
    return re.fullmatch(rf"{_PERIODS}s?", word) is not None


_CHANGES = lazy(
    r"\b(?:left|leftover|remain\w*|change|spare|more|less|fewer|differ\w*|discount\w*|off|refund\w*|back"
    r"|than|short|owe[sd]?|owing|average|mean|afford|enough|instead|budget|half|halves|halved|quarter|third"
    r"|thirds|twice|double\w*|triple\w*|treble\w*|thrice|dozens?|percent|cent|deposit|plus|minus|extra|free"
    r"|except|without|miss\w*|skip\w*|cancel\w*|return\w*|lost|lose|loses|losing|broke\w*|share\w*|split\w*"
    r"|between|among\w*|divid\w*|other|others|another|rest|some|few|several|most|vat|tax|tip|tips|fee|fees"
    r"|delivery|postage|shipping|charge[sd]?|sav\w*|reduc\w*|offer|deal|bogof|sale|up|down|rise|rose|risen"
    r"|increase\w*|decrease\w*|went|goes|if|can|could|not|no|never|only|but|or|then|already|still|until"
    r"|till|by|number|numbers|both|either|way|ways|round|return|first|last|next|instalments?|split|times"
    r"|x|sq|square|squared|cubic|cubed|pair|pairs|set|sets|pack|packs|multipack|box of|bundle|lots?"
    r"|drop\w*|fell|fall\w*|sank|sink\w*|sunk|cool\w*|warm\w*|climb\w*|descend\w*|below|above|under"
    r"|degrees?|colder|hotter|deeper|higher|lower|faster|slower|again|same|also|too|twins|triplets|couple|me"
    r"|myself|including|profit|loss|margin|net|gross|interest|apr|before|behind|ahead|lead|beat|beaten|won by"
    r"|right|correct|true|wrong|check|sure|mistake|ratio|rate|rates|worth it)\b"
    r"|[-+*/=%×÷^<>()]| over(?! (?:the|a|an|\d))|\bover$"
)
"""Words that may change the calculation or the thing counted: what is left, a share, half, a discount, an
extra, a period that may not be counted ("then", "until"), an alternative ("or"), a direction ("dropped 3
degrees every hour" may be −3 an hour)."""
_ASKING = lazy(r"\b(?:how|what|wat|wot|whats|which|when|why|who|whose|where|is it|are they)\b")
_ASKING_ANOTHER = lazy(r"\bhow (?:long|often|soon|far)\b|\b(?:which|when|why|who|whose|where)\b")
_WHOLE_ASKED = lazy(
    r"\b(?:total|altogether|all together|in all|overall|cost|costs|costing|bill|come to|comes to|came to"
    r"|add up to|adds up to|sum|damage|worth|value|pay|paid|spend|spent|earn|earns|earned|make|made|raise"
    r"|raised|take|took|taken|takings|collect|collected|how much)\b"
)
"""A question for the whole of it."""
_WHOLE_NAMED = lazy(
    r"\b(?:total|altogether|all together|in all|overall|cost|bill|sum|damage|value|takings|come to"
    r"|comes to|raised|earnings|income|revenue)\b"
)
"""The whole named, with no question word: "… , £3.50 a badge ; takings?", "annual cost?"; never a verb told
("I pay £18 a month"), which may be a story's and not a question."""
_WHAT_IS_IT = lazy(r"^(?:so )?(?:what|wat|wot) (?:is|s) (?:that|it|this)$")
_HOW_MANY = lazy(r"\bhow many ([a-z]+)")
_ONE_ASKED = lazy(
    r"\b(?:per|each|every|apiece|one|single|1)\b|\b(?:a|an) (?=(?:head|person|piece|go|item|unit|time"
    rf"|{_PERIODS})\b)"
)
_YES_OR_NO = lazy(
    r"(?:^|; |, )(?:is|was|are|were|does|do|did|should|would|will|shall|has|have|am|right|ok|okay)\b"
)
"""A question asked for a yes or a no: "… , is that right?", "was it worth it?"."""
_ANOTHER_UNIT = lazy(
    r"\b(?:in|into) (?:pence|p|cents?|pounds?|dollars?|euros?|quid|grams?|g|kg|kilos?|litres?|ml|metres?|m|km"
    r"|cm|miles?|hours?|minutes?|seconds?|days?|weeks?|months?|years?)\b"
)
"""An answer asked in a unit, which may need converting: "… in pence?"."""
_PERIOD_NAMED = lazy(
    rf"\b{_PERIODS}s?\b|\b(?:daily|weekly|fortnightly|monthly|yearly|annual|annually|nightly|hourly)\b"
)


_ALL_FULL = lazy(
    r" (?:(?:if|when) (?:they are |these are |those are |all are |both are |all of them are |each is "
    r"|every one is )?"
    r"(?:all |both )?(?:full|filled(?: up)?|full up)"
    r"|can (?:they|these|those) (?:all )?(?:hold|take|carry|seat|sleep|fit))\b",
    needs="full|filled|can ",
)
"""The holders told full, or asked what they hold: "… , how many litres if they are all full?", "how many
litres can they hold?"."""


_POLITE = lazy(
    r"\b(?:please )?(?:could|can|would) you (?:please )?(?=confirm|tell me|work out|give me|let me know)"
    r"|\bas per (?:your|the|our|my) (?:quote|quotation|invoice|estimate|order|email|price list)\b",
    needs="you|as per",
)
"""A request put politely, and the paper a price is as per: "could you confirm the cost of 36 chairs at £42
each as per your quote?" asks the cost."""


_ALL_WON = lazy(
    r"(?:^|; |, )(?:so )?(?:if|when|say|suppose) (?:we|they|you|he|she|i|the team) (?:won|win|wins) "
    r"(?:the lot|them all|all of them|every one|every single one|every (?:game|match|fixture|race|round)"
    r"|all the (?:games|matches|fixtures|races|rounds))(?= ,| ;|$)",
    needs="won|win",
)
"""Every game told supposed won: "Season has 22 fixtures and we get 3 points a win ; if we won the lot , how
many points?" counts the fixtures as wins."""
_PLAYED = frozenset(
    {"game", "games", "match", "matches", "fixture", "fixtures", "race", "races", "round", "rounds"}
)
_WINS = frozenset({"win", "victory"})


_SLASH_PER = lazy(rf"((?:{_SIGN} ?)?{N}(?: (?:pounds|euros|dollars|quid|bucks))?) / ([a-z]+)\b", needs=" / ")
"""A price written with a slash for "a": "£1.47 / litre", "£18.50 / month", "$12 / hr"."""


def read(text: str) -> ProblemSpec | None:
    text = _SLASH_PER.sub(r"\1 a \2", _POLITE.sub("", _ALL_FULL.sub("", text)))
    if all_won := _ALL_WON.search(text):
        text = f"{text[: all_won.start()]}{text[all_won.end() :]}".strip(" ,;")
    numbers = list(lazy(N).finditer(text))
    if _CHANGES.search(text):
        return None
    if len(numbers) == 1:
        return _over_a_longer_period(text)
    if len(numbers) != 2:
        return None
    rates = _rates(text)
    if len(rates) > 1:  # "Sam has 9 lessons" tells no holder when no Sams are counted
        rates = [rate for rate in rates if not rate.held or _holders_counted(text, numbers, rate)]
    if len(rates) != 1:
        return None
    rate = rates[0]
    if all_won and rate.per not in _WINS:
        return None
    if all_won:
        rate = replace(rate, per=None)  # every game played a win: the count is of the games
    other = next(number for number in numbers if number.start() != rate.at)
    if rate.before_count and other.start() > rate.at:
        return None  # "at £12.50 … 96": "at" prices what was counted before it
    count = _count_at(text, other, rate)
    period_asked = None
    if count is None and (period_asked := _priced_by_the_period(text, other, rate)):
        rate = replace(rate, per=None, before_count=True)  # each thing counted is priced a period
        count = _count_at(text, other, rate)
    if count is None or (rate.start < count.end and count.start < rate.end):
        return None
    if all_won and count.noun not in _PLAYED:
        return None
    spans = [(rate.start, rate.end), (count.start, count.end)]
    rest = _without(text, spans)
    if period_asked:
        rest = _without(text, [*spans, period_asked.span()])
        if _PERIOD_NAMED.search(rest):
            return None  # "… a month ; monthly total for the year?"
    label_end = text.rfind(" ; ", 0, numbers[0].start()) + 1  # "car wash fundraiser ; 38 cars at $7 a car"
    told = _without(" " * label_end + text[label_end:], spans)
    if not _asks_for_the_whole(rest, rate, count) or _more_of_them(told, rate, count):
        return None
    asked = _ASKING.search(rest) or _WHOLE_NAMED.search(rest)  # "… , £3.50 a candle ; takings?"
    if not asked and not _whole_without_a_question(text, rate, numbers[0].start()):
        return None
    return ProblemSpec("*", numbers[0].group(), numbers[1].group())  # as told: "96 tickets at £12.50"


_BY_THE_PERIOD = {
    "day": "daily",
    "week": "weekly",
    "fortnight": "fortnightly",
    "month": "monthly",
    "year": "yearly|annual|annually",
    "night": "nightly",
    "hour": "hourly",
}


def _priced_by_the_period(text: str, count: re.Match[str], rate: Rate) -> re.Match[str] | None:
    """Where a question asks the whole over the one period things counted are each priced by: "12 licences
    at £18.50 a month ; what is the monthly total" asks the total a month, 12 × 18.50. Only a price "at" so
    much after the things counted; "£18.50 a month for 12 licences" may be for all of them."""
    if not rate.money or rate.per is None or not _is_period(rate.per) or count.start() > rate.start:
        return None
    if not re.search(r"(?:\bat|@) $", text[: rate.start]):
        return None
    every = rf"(?:a|an|per|each|every|in a|in one|for a|for one|for the) {rate.per}"
    asked = list(re.finditer(rf"\b(?:{every}|{_BY_THE_PERIOD.get(rate.per, every)})\b", text[rate.end :]))
    if len(asked) != 1:
        return None
    return re.compile(re.escape(asked[0].group())).search(text, rate.end + asked[0].start())


def _holders_counted(text: str, numbers: list[re.Match[str]], rate: Rate) -> bool:
    return any(number.start() != rate.at and _count_at(text, number, rate) for number in numbers)


def _without(text: str, spans: list[tuple[int, int]]) -> str:
    """The text but the spans, what is left of it said with single spaces."""
    kept, at = [], 0
    for start, end in sorted(spans):
        kept.append(text[at:start])
        at = end
    kept.append(text[at:])
    return re.sub(r"\s+", " ", " ".join(kept)).strip()


def _more_of_them(told: str, rate: Rate, count: Count) -> bool:
    """Do the words told beside the rate and the count (a label before them aside) name the things counted
    again? "96 adult tickets at £12.50 and the child tickets" has more of them; "how many tickets?" asks the
    count told. "5 points a try , 17 tries ; try points" names the points of them."""
    words = told.split()
    return bool(count.noun) and any(
        same_noun(word, count.noun) and not (rate.of and same_noun(after, rate.of))
        for word, after in zip(words, [*words[1:], ""], strict=False)
    )


def _asks_for_the_whole(rest: str, rate: Rate, count: Count) -> bool:
    """Do the words around the rate and the count ask for the whole of it, or ask nothing at all?"""
    if _ONE_ASKED.search(rest) or _ASKING_ANOTHER.search(rest):
        return False
    if _YES_OR_NO.search(rest) or _ANOTHER_UNIT.search(rest):
        return False
    named = [found for found in _PERIOD_NAMED.findall(rest) if not (rate.of and same_noun(found, rate.of))]
    if named and (rate.per is not None or _is_period(count.noun)):
        return False  # "£4 a week for 38 weeks ; monthly total?" asks of a period the story does not count in
    if rate.of in _TIME_UNITS and not re.search(rf"\b{rate.of}\b", rest):
        return False  # "48 minutes a trip , 10 trips" is a length of time: asked in its unit
    for many in _HOW_MANY.findall(rest):
        if not (rate.of and same_noun(many, rate.of)) and not (rate.money and many in _MONEY_WORDS):
            return False  # "how many tickets?" asks for the count told, "how many bags?" for another
    return not _ASKING.search(rest) or bool(
        _WHOLE_ASKED.search(rest) or _HOW_MANY.search(rest) or _WHAT_IS_IT.search(rest.strip(" ;,"))
    )


def _whole_without_a_question(text: str, rate: Rate, first: int) -> bool:
    """Is a story with no question asked all there is to it? "Box office: 96 tickets at £12.50" and "Sunday
    league subs: £4 a week for 38 weeks" are told under a label, as a line of a list to total, and "5 points
    a try , 17 tries ; try points" names what the rate is made of last. A story alone may be one sentence of
    a message cut in parts ("£4 a week for 38 weeks. Was it worth it?"), or a fact told before a question to
    come ("Right, 6 boxes at £18.75."): it is left unread."""
    if " ; " in text[:first]:
        return True
    return rate.of is not None and any(same_noun(word, rate.of) for word in text[text.rfind(" ; ") :].split())


_IN_A_LONGER_PERIOD = {("month", "year"): "12", ("week", "fortnight"): "2"}
"""How many of a period an exact longer one holds. "52 weeks a year" is not exact, nor a day of work 24 hours
or a working week 7 days: those are asked back."""
_SPAN_ASKED = lazy(
    r"\b(?:(?:for|over|in|across) (?:a|an|the|one|1) (year|fortnight)"
    r"|(?:a|an|per|each|every) (year|fortnight)|(yearly|annual|annually|fortnightly))\b",
    needs="year|fortnight|annual",
)
_SPAN_OF = {"yearly": "year", "annual": "year", "annually": "year", "fortnightly": "fortnight"}


def _over_a_longer_period(text: str) -> ProblemSpec | None:
    """One rate, and a longer period it is asked over that holds an exact count of the rate's: "Pet cover
    £23.75 a month , for the year" is 23.75 × 12, "£9 a week for a fortnight" 9 × 2. The span is asked in
    the question, or is the last clause of the story."""
    rates, spans = _rates(text), list(_SPAN_ASKED.finditer(text))
    if len(rates) != 1 or len(spans) != 1 or rates[0].per is None:
        return None
    rate, span = rates[0], spans[0]
    longer = span.group(1) or span.group(2) or _SPAN_OF[span.group(3)]
    count = _IN_A_LONGER_PERIOD.get((rate.per or "", longer))
    if count is None or span.start() < rate.end:
        return None
    rest = _without(text, [(rate.start, rate.end), (span.start(), span.end())])
    told_apart = re.search(r" [;,] ", text[rate.end : span.start()]) or " ; " in text[: rate.start]
    return ProblemSpec("*", rate.amount, count) if _asks_over_the_span(rest, bool(told_apart)) else None


def _asks_over_the_span(rest: str, told_apart: bool) -> bool:
    """Do the words beside a rate and a longer period ask for the whole over it? A question for the whole,
    or none when the period is asked on its own ("… £23.75 a month , for the year") or under a label."""
    if any(
        pattern.search(rest)
        for pattern in (_ONE_ASKED, _ASKING_ANOTHER, _YES_OR_NO, _HOW_MANY, _PERIOD_NAMED, _ANOTHER_UNIT)
    ):
        return False
    if _ASKING.search(rest) or _WHOLE_NAMED.search(rest):
        return bool(_WHOLE_ASKED.search(rest) or _WHAT_IS_IT.search(rest.strip(" ;,")))
    return told_apart
