"""A general reader, measured beside the coach: `python benchmarks/general_reader.py [FILE ...]`.

An experiment of the twenty-first session, kept here and not in the coach because it failed its gate. Every
reader of the coach knows one family of phrasing whole and leaves a question alone when a word around the
numbers is not one it knows; readers tuned on rewordings mostly read those rewordings (corpora 22–26). This
one reads by the roles the numbers play and what the question asks, whatever the words around them, so it
reads wording no reader was written for ("Together, how much do a £3.75 sandwich and a £1.20 drink cost?",
"Sunrise 07:42, sunset 16:19: daylight hours?"). `ROLES` lists its parts in the order tried:

- two clock readings, told in the order they happen, and a question of how long that names nothing else;
- two lengths of time and a question of their total or their difference;
- two numbers, one told or asked as the size of each group ("24 on each tray", "how many does each get"),
  and a question of the whole (×), of how many groups (÷) or of each one's share (÷);
- two numbers, both in the sentence that asks, and words that name one operation: a sum, a difference or
  what is left (the larger less the smaller), a product, a share, a remainder, or whether one divides.

A third number, words of two operations, or a word that may change the calculation leaves a question alone,
and what it reads is checked by every guard and by the cues of a story (it is a guessing reader,
`guards.GUESSING_READERS`). Run, it measures each corpus file (corpora 21 to 30 by default) twice in one
sitting, by the coach as it is and with this reader tried after every other, and prints both tallies.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from fractions import Fraction

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.readers.clock_spans import follows, minute_of_day
from quickmath.offline.readers.clock_stories.words import ASKS_HOW_LONG, LENGTHS, READINGS
from quickmath.offline.readers.clock_times import between, length, reading, readings_as_written
from quickmath.offline.readers.spans_asked import asks_the_span
from quickmath.offline.readers.times import minutes_in
from quickmath.offline.reading.nouns import same_noun
from quickmath.patterns import LazyPattern, lazy

Role = Callable[[str], ProblemSpec | None]

_CHANGES_A_TIME = lazy(
    r"\b(?:late|later than|early|earlier than|delay\w*|behind|ahead|zones?|local|gmt|utc|bst|est|pst|cet"
    r"|tomorrow|yesterday|overnight|next day|midnight|noon|midday|days?|weeks?|correction|actually|meant"
    r"|sorry|instead|edit|typo|oops|minus|plus|add|except|without|excluding|each|per|twice|double"
    r"|half(?! past)|both|break|breaks|lunch|interval|pause|stop|stops|would|should have|claims?|says|said"
    r"|reckons?|thinks?|thought|answer|check|right|wrong|correct|round|rounded|about|around|roughly|nearly"
    r"|almost|or|clocks|airport|flight|fly|flies|flew|touch\w*|last(?! ?(?:;|,|$))|first|next|second|previous"
    r"|other|another|again|now|until|till|after|before|sleep\w*|slept|asleep|awake|woke|wake|bed|nap"
    r"|came|come|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|mon|tue|wed|thu|fri|sat|sun)\b"
)
"""Words that may change a clock calculation, or ask another thing of it: left alone."""
_NUMBER = lazy(r"(?<![\w.:/-])(-?\d+(?:\.\d+)?)(?![\w:/]|\.\d)")
_LABEL = lazy(
    r"\b(?:round|question|q|no|number|#|ref|reference|step|part|page|room|year|class|grade|table|chapter"
    r"|level|stage|task|exercise|problem|item|line|flat|house|bus|route|platform|gate|seat|row|cell|box"
    r"|version|v|week|day|bay|aisle|term|lesson|unit|section|set|test|quiz|game|match|heat|lane|car|player|team"
    r"|order|invoice|account|id|code|pin|ticket|tickets|over|aged|age|po|ext|tel|phone|mobile|flight) $"
)
"""A word that makes the number after it a name, not an amount: "Round 2", "Q 7", "Ref 3321"."""


def _numbers(text: str) -> list[str] | None:
    """The amounts of `text`, names ("Round 2") left out; None when a number is written in a way read
    another way elsewhere (a date 15/11, a ratio 3:2, a percentage, a number glued to letters) or when a sign
    is written between numbers, a number is said again in brackets ("XL (50)") or a letter stands between two
    ("12 n 7"). A name is a whole number: "order 2.5 t" is an amount."""
    if re.search(r"\d\s*(?:/|%|:)\s*\d|\d%|\b[a-z]+\d|\d[a-z]| [-+*/^=] |\( ?-?\d|\d [a-z] \d", text):
        return None  # a calculation written in signs is read by the readers of signs, or not at all
    return [
        found.group(1)
        for found in _NUMBER.finditer(text)
        if "." in found.group(1) or not _LABEL.search(text[: found.start()])
    ]


def _without(pattern: LazyPattern, text: str) -> str:
    return pattern.sub(" ", text)


_SPAN_NAMED = lazy(
    r"\b(?:sleep|journey|travel|flight|trip|total|running|drive|driving|cooking|baking|screen|study|work"
    r"|working|shift|match|game|film|movie|show|meeting|class|lesson|session|wait|waiting|commute|ride|walk"
    r"|opening|open|daylight|race|run|visit|stay|nap) ?(?:time|length|duration|hours)\b"
)
"""A question that names the span: "sleep length?", "Journey time for the coach?"."""


_NEUTRAL_SPAN = lazy(
    r"(?:^|, )(?:so )?(?:how long|how much time)(?: (?:was|is|did|does|will) (?:it|that|this|the [a-z]+)"
    r"(?: (?:last|lasted|take|took|run|ran|go on|went on|go on for))?)?$"
    rf"|{_SPAN_NAMED.pattern}"
)
"""A question of how long that names no doing of its own: "How long did the match last?", "daylight hours"."""


def _how_long(text: str) -> bool:
    return bool(ASKS_HOW_LONG.search(text) or _SPAN_NAMED.search(text))


def span_between_readings(text: str) -> ProblemSpec | None:
    """ "Kick-off was 19:30 and the final whistle went at 22:05. How long did the match last?"."""
    text = readings_as_written(text)
    readings = [found.group() for found in READINGS.finditer(text)]
    if len(readings) != 2 or LENGTHS.search(text) or not _how_long(text):
        return None
    if _CHANGES_A_TIME.search(text) or re.search(r"\d", _without(READINGS, text)):
        return None
    question = _question_sentence(text)
    found = list(READINGS.finditer(text))
    if not _NEUTRAL_SPAN.search(question):
        return None  # "Oven on at 5:10 PM, the roast went in at 5:30 PM. How long did it cook?"
    if READINGS.search(question) or not asks_the_span(
        question, (text[: found[0].start()], text[found[0].end() : found[1].start()])
    ):
        return None  # "The cake went in at 14:50 and came out at 15:35. How long did it cool?"
    first, second = (reading(said) for said in readings)
    if not (first[0].isdigit() and second[0].isdigit()) or minute_of_day(first) >= minute_of_day(second):
        return None  # "Admitted 22:40, seen 1:15": 1:15 may be 13:15; a span over a night is read elsewhere
    return between(first, second) if follows(first, second) else None


def _question_clause(text: str, asks: LazyPattern) -> str | None:
    """The one clause of `text` that asks (`asks`), the last of its sentences; None when none does."""
    clauses = [clause for clause in re.split(r" ; | , ", text) if asks.search(clause)]
    return clauses[-1] if len(clauses) == 1 else None


_TOGETHER = lazy(
    r"\b(?:together|altogether|in total|total|totals|in all|all told|combined|sum|add|adds|added|plus"
    r"|comes? to|came to|grand total|put together|all up)\b"
)
_APART = lazy(
    r"\bhow (?:much|many|many more|many fewer) (?:more|less|fewer|further|farther|longer|shorter|taller"
    r"|higher|lower|older|younger|heavier|lighter|bigger|smaller|cheaper|dearer|warmer|colder|faster|slower"
    r"|extra|deeper|wider|narrower|thicker)\b"
    r"|\b(?:difference|differ|gap|by how (?:much|many)|how far apart)\b"
)
_GAP = lazy(r"\b(?:difference|differ|gap|by how (?:much|many)|how far apart)\b")
_COMPARED = lazy(
    r"\b(?:more|less|fewer|further|farther|longer|shorter|quicker|faster|slower|sooner|later|earlier|extra)\b"
)
"""A comparison, which says which of two is the larger: read by the readers of comparisons, not here."""
_LEFT = lazy(
    r"\b(?:left(?! over| at| from| home| for)|remain\w*|still (?:to go|need\w*)|to go|outstanding)\b"
)


def lengths_together_or_apart(text: str) -> ProblemSpec | None:
    """ "On the same job I put in 7 h 20 on the first day and 6 h 55 on the second; how many hours all told?",
    "drive: normally 1 h 05, today 1 h 47; how much longer?"."""
    text = readings_as_written(text)
    lengths = [found.group() for found in LENGTHS.finditer(text)]
    if len(lengths) != 2 or READINGS.search(text) or re.search(r"\d", _without(LENGTHS, text)):
        return None
    if any(re.fullmatch(r"\d+ ?m", said) for said in lengths):
        return None  # "a 4,808 m mountain": metres as likely as minutes
    if _CHANGES_A_TIME.search(_without(_TOGETHER, text)):
        return None
    question = _question_sentence(text)
    together = bool(_TOGETHER.search(question))
    apart = bool(_GAP.search(question) or _LEFT.search(question))
    if _COMPARED.search(text):
        return None  # "The walk takes 45 min and the bus 1 h 10 min. How much longer is the walk?"
    told = text.replace(question, " ")
    if together == apart or _TOGETHER.search(told) or _APART.search(told) or _LEFT.search(told):
        return None  # "drove 14 h 20 m total, 6 h 45 of it yesterday. how much today?": a part asked
    one, two = (length(said) for said in lengths)
    if together:
        return ProblemSpec("add_time", one, two)
    longer, shorter = (one, two) if minutes_in(one) >= minutes_in(two) else (two, one)
    return ProblemSpec("subtract_time", longer, shorter)


_TIMES = lazy(r"\d (?:[a-z]+ )?times \d|\b(?:multiplied by|multiply|lots of|product of)\b")
_BY = lazy(
    r"\d (?:[a-z]+ )by \d|\b(?:area|grid|rack|rectangle|rectangular|room|floor|patio|garden|field|board|tiles"
    r"|tray|plot|lawn|wall|sheet)\b.*\d by \d|\d by \d.*\b(?:area|grid|rack|rectangle|rectangular|room"
    r"|floor|patio|garden|field|board|tiles|tray|plot|lawn|wall|sheet)\b",
    needs=" by ",
)
"""Two sides of a grid or a rectangle: "grid is 24 tiles by 36 tiles", "a 12 by 12 patio". A bare "25 by 5"
may be a share in some English: not read."""
_SHARED = lazy(
    r"\b(?:divide|divided|divides|dividing|share|shared|shares|split|splits|equal (?:parts|shares|groups"
    r"|amounts|pieces|portions)|each (?:part|share|portion|piece|person|one gets?|gets?|get)"
    r"|per (?:person|head|child|each)|quotient|goes into|go into|into \d)\b"
)
_EVENLY = lazy(
    r"\b(?:evenly|exactly|with (?:nothing|none|no \w+) (?:left|over|spare|remaining)|nothing left"
    r"|none left|no remainder|without (?:a )?remainder|divisible)\b"
)
_YES_OR_NO = lazy(r"(?:^|; |, )(?:does|do|can|will|is|are|would|could)\b|\byes or no\b")
_LEFT_OVER = lazy(r"\b(?:remainder|left over|leftover|spare|don't fit|do not fit|won't fit|will not fit)\b")
_GROUPS = lazy(
    r"\b(?:per|each|boxes of|packs of|bags of|groups of|teams of|rows of|full|into|divid\w*|shar\w*"
    r"|split|deal\w*|same number|same amount|equal\w*|evenly)\b"
)
"""Words of things put in equal groups, where what is left is a remainder, not a difference."""
_ASKS = lazy(
    r"\b(?:what|how|which|find|work out|calculate|figure out|tell me|i need|answer to|want to know)\b"
)
_ANOTHER_THING = lazy(
    r"\b(?:average|mean|percent|per cent|fraction|proportion|ratio|rate|speed|how fast|nearest"
    r"|round(?:ed|ing)? (?:to|up|down|off|it)"
    r"|estimate|about|roughly|approx\w*|decimal|square\w*|cubed?|root|power|double|twice|triple|treble"
    r"|half|halve|third|quarter|tax|vat|discount|interest|profit|loss|owe\w*|debt|overdrawn|balance|below"
    r"|minus|negative|temperature|degrees|years? old|ago|each way|return|both ways|would|should|claims?"
    r"|deposit|refund\w*|back|credit\w*|rebate|cashback|voucher|coupon"
    r"|says|said|reckons?|thinks?|thought|(?:my|his|her|their|our) answer|answer (?:is|was|of|=)|check"
    r"|right|wrong|correct|or|then|after|before|increase\w*|decrease\w*|rais\w*|reduc\w*|rise|rises|rose"
    r"|fall|falls|fell|grows?|growing|growth|grew|up by|down by)\b"
)
"""Words that ask another thing than one operation on two amounts, or may change which: left alone."""


def two_numbers_by_what_is_asked(text: str) -> ProblemSpec | None:
    """ "Together, how much are a £12.50 hat and a £49.99 jacket?"; "How much taller is a 4,808 m mountain
    than a 3,776 m one?"; "If we make 8 equal parts of 96, how much is each part?"."""
    numbers = _numbers(text)
    if numbers is None or len(numbers) != 2 or READINGS.search(text) or _TRAILING.search(text):
        return None
    if _ANOTHER_THING.search(text.replace("yes or no", "")) or _A_RUN.search(text):
        return None  # "adding every whole number from 1 up to 200": a run, not two numbers
    if LENGTHS.search(text) and not re.search(r"\d m\b", text):
        return None
    low, high = sorted(numbers, key=Fraction)
    if Fraction(low) <= 0:
        return None
    question = _question_sentence(text)
    if any(number not in re.findall(r"-?\d+(?:\.\d+)?", question) for number in numbers):
        return None  # "A 300-page book. I read 120 pages. How many pages have I read altogether?"
    if _NOT_TWO_AMOUNTS.search(text) or _CHANGED.search(text) or _COMPANY.search(text) or _mixed_units(text):
        return None
    if _EVENLY.search(text) and _GROUPS.search(text) and _YES_OR_NO.search(text):
        if _SECOND_ASK.search(text) or re.search(r"\b(?:how many|how much|each|what)\b", text):
            return None  # "Is 84 divisible by 7 so how many does each get?"
        return ProblemSpec("divisible", high, low) if _whole(high, low) else None
    if _LEFT_OVER.search(question) and _GROUPS.search(text) and _ASKS.search(question):
        if _SECOND_ASK.search(text) or _NONE_LEFT.search(text):
            return None  # "How many bags and how many left over?", "11 goes into 143 with no remainder"
        return ProblemSpec("remainder", high, low) if _whole(high, low) else None
    if _LEFT_OVER.search(text) or _EVENLY.search(text) or not _asked(text) or _group_size(text):
        return None  # "24 on each tray": a group's size, read by `groups_of_a_size`
    by_sides = bool(_BY.search(text))
    cues = {
        "+": bool(_TOGETHER.search(re.sub(r"\btotal\b", " ", question) if by_sides else question)),
        "-": bool((_APART.search(question) or _LEFT.search(question)) and not _GROUPS.search(text)),
        "*": bool(_TIMES.search(text)) or by_sides,
        "/": bool(_SHARED.search(text)),
    }
    asked = [operation for operation, cued in cues.items() if cued]
    if len(asked) != 1 or _HOW_MANY_TIMES.search(text) or _YES_OR_NO.search(text):
        return None
    if re.search(r"\bper\b", question):
        return None  # "8 friends share 2 pizzas, how many friends per pizza?": a rate, read by `rates`
    operation = asked[0]
    if operation == "/" and not _whole_share(high, low, text):
        return None  # "3 pizzas shared among 8": which is shared is not told by its size
    return ProblemSpec(operation, *numbers) if operation in "+*" else ProblemSpec(operation, high, low)


_TRAILING = lazy(r"\b(?:plus|minus|times|and|by|of|over|into|from|to)$")
"""A calculation cut off: "45 plus 17 plus"."""
_NOT_TWO_AMOUNTS = lazy(
    r"\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred"
    r"|thousand|half|quarter|dozen|point|pair|couple|score)\b"
    r"|\b(?:times|multiplied by|divided by|plus|minus|of) what\b|\bwhat (?:times|number)\b|\ba number\b"
    r"|\bthinking of\b|\bmissing\b|\bunknown\b"
    r"|\band (?:i|me|myself)\b(?= share| split| have| get| each| ,| ;|$)|\bme and\b|\bof us\b"
    r"|\band \d+ (?:friends|others|mates|more)\b|\bincluding\b"
    r"|(?<![\w.])\d+ [£$€]\d|\bhow many (?:[£$€] ?)?\d"
    r"|\b(?:weeks?|days?|months?|years?|hours?|minutes?|seconds?|mins?|hrs?|fortnights?)\b"
)
"""A number left in words ("one point five"), a number asked of ("56 is 7 times what?"), the learner among
those counted ("Tom and 4 friends share …"), units of time that may be changed, a count of things of a price
("5 £3.20 coffees") or a count asked of things of a value ("how many £20 notes"): not two plain amounts."""
_COMPANY = lazy(
    r"\bwith (?:his|her|my|their|our|your) \d|\band (?:my|his|her|their|our) [a-z]+\b|\bper \w+ per\b"
)
"""Sharers told with someone more: "Tom shares 24 grapes with his 2 sisters" (3 share them)."""
_CHANGED = lazy(
    r"\b(?:spen[dt]\w*|gave|give\w*|lost|los[ei]\w*|ate|eat\w*|used?|using|sold|sell\w*|paid|pay\w*|bought"
    r"|buy\w*|took|tak\w*|got|received?|won|win\w*|found|find\w*|earn\w*|cut\w*|off|away|had)\b"
    r"|\bto (?:get|make|reach|give)\b|\bmakes?\b|\bgives?\b|\bequals?\b|\bnot\b|\bnever\b|\bwait\b|\bedit\b"
    r"|\bballpark\b|\bsign\b|\bmeans?\b|\bdoubl\w*\b|\bbet\b"
)
"""A story of things changing hands ("I had 45 and spent 12.80"), an amount to find ("What must be added to
500 to get 300?"), or a calculation taken back or doubted ("not 3 times 150", "no wait"): read elsewhere or
asked back."""
_UNIT = lazy(
    r"\d ?(mm|cm|m|km|mg|g|kg|ml|cl|l|litres?|liters?|grams?|kilos?|metres?|meters?|inch\w*|feet|foot|ft)\b"
)


def _mixed_units(text: str) -> bool:
    """Two amounts in different units: "6 m by 400 cm"."""
    return len({unit.rstrip("s") for unit in _UNIT.findall(text)}) > 1


_SECOND_ASK = lazy(r"\bquotient\b|\bhow many\b.*\bhow many\b|\band (?:how|what)\b|\btell me\b.*\band\b")
_NONE_LEFT = lazy(r"\b(?:no|without|with no|none) (?:a )?(?:remainder|left|leftover|spare)\b|\bexactly\b")
_HOW_MANY_TIMES = lazy(r"\bhow many times\b|\btimes (?:as|bigger|larger|more|smaller|less|longer|heavier)\b")
"""A comparison by a factor: "How many times bigger is 36 than 4?" is a share, not a product."""


_TAIL = lazy(r"(?:yes or no|please|pls|thanks|thank you|cheers|ta|quick|quickly|asap)(?: please)?")


def _question_sentence(text: str) -> str:
    """The sentence that asks: the last one with a question word, else the last one. A + or − is read only
    from its words ("Together, how much are …"), never from a story told before it ("I had 45 left")."""
    sentences = [sentence for sentence in text.split(" ; ") if not _TAIL.fullmatch(sentence)] or [text]
    asking = [sentence for sentence in sentences if _ASKS.search(sentence)]
    return (asking or sentences)[-1]


def _whole_share(high: str, low: str, text: str) -> bool:
    """May the larger number be the one shared? When the share comes out whole, or is money ("£47.50 between
    2"); "3 pizzas among 8 friends" (8 ÷ 3 is not whole) is left alone."""
    share = Fraction(high) / Fraction(low)
    return share.denominator == 1 or bool(re.search(rf"[£$€]{re.escape(high)}\b", text))


_A_RUN = lazy(
    r"\bfrom -?\d+(?:\.\d+)? (?:up )?(?:to|through|thru|till|until) -?\d|\b(?:every|all the|whole numbers?"
    r"|consecutive|inclusive|series|sequence|numbers from|integers)\b"
)


def _asked(text: str) -> bool:
    """Is something asked: a question word, or a last clause of a few words ("total tiles?", "km left")?"""
    last = re.split(r" ; | , | - | — ", text)[-1]
    return bool(_ASKS.search(text)) or (len(last.split()) <= 3 and not re.search(r"\d", last))


_AMOUNT = r"(\d+(?:\.\d+)?)"
_PERIOD = r"(?:day|week|month|year|hour|minute|night|session|visit|game|match|lap|round)"
_SIZE_AFTER = lazy(
    rf"(?<![\w.]){_AMOUNT} (?:([a-z]+) )?(?:each|apiece|a piece)\b", needs="each|apiece|a piece"
)
_SIZE_PER = lazy(
    rf"(?<![\w.]){_AMOUNT} (?:([a-z]+) )?(?:per|in each|on each|to each|for each|in every|on every|to every"
    rf"|(?=(?:a|an) {_PERIOD}\b)(?:a|an)) ([a-z]+)",
    needs="per|each|every| a | an ",
)
_SIZE_HELD = lazy(
    rf"\beach ([a-z]+)(?: of [a-z]+)? (?:holds?|has|gives|takes|makes|contains|is|gets|getting|costs?|seats"
    rf"|fits|carries|needs|uses) (?:[a-z]+ ){{0,2}}?{_AMOUNT}(?: ([a-z]+))?",
    needs="each",
)
_ASKS_EACH = lazy(rf"\b(?:each|per|apiece|(?:a|an) {_PERIOD})\b")
_HOW_MANY = lazy(r"\bhow many ([a-z]+)")
_TOTAL_ASKED = lazy(
    r"\b(?:altogether|in total|total|in all|all told|combined)\b"
    r"|\bhow much (?:\w+ ){0,4}(?:pay|paying|cost|costs|spend|spent|charge|charged|owe|earn|earned|make)\b"
)
_PART_LEFT = lazy(r"\b(?:last|full|remaining|spare|short|over|left|remain\w*|rest)\b")


_SIZES = lazy(f"{_SIZE_AFTER.pattern}|{_SIZE_PER.pattern}|{_SIZE_HELD.pattern}")


def _group_size(told: str) -> tuple[str, str, str] | None:
    """The one number told as the size of each group, with the name of a group and of what is in it:
    "24 on each tray" (24, tray, ""), "48 cases per pallet" (48, pallet, cases), "each tin holds 6 mince
    pies" (6, tin, mince); None when no number, or more than one, is told so."""
    found = {m.group(1): (m.group(1), m.group(3), m.group(2) or "") for m in _SIZE_PER.finditer(told)}
    found |= {m.group(2): (m.group(2), m.group(1), m.group(3) or "") for m in _SIZE_HELD.finditer(told)}
    for m in _SIZE_AFTER.finditer(told):
        found.setdefault(m.group(1), (m.group(1), "", m.group(2) or ""))
    return next(iter(found.values())) if len(found) == 1 else None


def groups_of_a_size(text: str) -> ProblemSpec | None:
    """ "How many cupcakes altogether if I do 24 on each tray and bake 3 trays?" (24 × 3); "Each pot of soup
    gives 8 portions. For 136 portions today, how many pots do we make?" (136 ÷ 8); "If we share 27 children
    equally among 3 grown-ups, how many does each grown-up look after?" (27 ÷ 3). The size of each group is
    told or asked; the question asks the whole (×), the number of groups (÷), or the size (÷)."""
    numbers = _numbers(text)
    if numbers is None or len(numbers) != 2 or _ANOTHER_THING.search(text) or READINGS.search(text):
        return None
    if _A_RUN.search(text) or _PART_LEFT.search(text) or _EVENLY.search(text) or _LEFT_OVER.search(text):
        return None
    if _NOT_TWO_AMOUNTS.search(text) or _YES_OR_NO.search(text) or _COMPANY.search(text):
        return None  # "Tom and 4 friends have 32 sweets": 5 share them
    if (LENGTHS.search(text) and not re.search(r"\d m\b", text)) or min(map(Fraction, numbers)) <= 0:
        return None
    question = _question_clause(text, _ASKS)
    if question is None:
        return None
    size = _group_size(text)
    if _CHANGED.search(text) or _mixed_units(text):
        return None
    if _ASKS_EACH.search(_without(_SIZES, question)):
        if re.search(r"\bper\b", question):
            return None  # "8 friends share 2 pizzas, how many friends per pizza?"
        low, high = sorted(numbers, key=Fraction)
        shared = size is None and _SHARED_OUT.search(text) and _whole_share(high, low, text)
        return ProblemSpec("/", high, low) if shared else None
    if size is None:
        return None
    amount, group, inside = size
    other = numbers[1] if numbers[0] == amount else numbers[0]
    named_other = re.search(rf"(?<![\w.]){re.escape(other)} ([a-z]+)", text)
    asked = _HOW_MANY.search(question)
    noun = asked.group(1) if asked else ""
    if named_other and same_noun(noun, named_other.group(1)):
        return None
    if same_noun(noun, group):  # "how many crates?": a whole number of them, or some left over
        return ProblemSpec("/", other, amount) if _whole(str(Fraction(other) / Fraction(amount))) else None
    if (noun and not same_noun(noun, group)) or _TOTAL_ASKED.search(question):
        return (
            ProblemSpec("*", other, amount)
            if (group and named_other and same_noun(named_other.group(1), group)) or inside
            else None
        )
    return None


_SHARED_OUT = lazy(
    r"\b(?:share\w*|split\w*|divid\w*|equal\w*|between|among\w*|evenly|spread|each (?:get|gets|pay|pays"
    r"|look after|have|has|take|takes|receive|receives))\b"
)


def _whole(*numbers: str) -> bool:
    return all(Fraction(number).denominator == 1 for number in numbers)


ROLES: list[Role] = [
    span_between_readings,
    lengths_together_or_apart,
    groups_of_a_size,
    two_numbers_by_what_is_asked,
]


def read(text: str) -> ProblemSpec | None:
    """The first part of `ROLES` that reads `text`, or None."""
    for role in ROLES:
        found = role(text)
        if found is not None:
            return found
    return None


def with_the_general_reader(on: bool) -> None:
    """Try `read` after every reader of the coach (on), or not at all (off)."""
    from quickmath.offline.reading import problem

    problem.PROBLEM_READERS[:] = [entry for entry in problem.PROBLEM_READERS if entry[0] != "roles"]
    problem.SAYS_HOW_READ.discard("roles")
    if on:
        problem.PROBLEM_READERS.append(("roles", read))
        problem.SAYS_HOW_READ.add("roles")


def main(argv: list[str] | None = None) -> int:
    import argparse
    import importlib.util
    import sys
    from pathlib import Path

    here = Path(__file__).resolve().parent
    spec = importlib.util.spec_from_file_location("measure_reader", here / "measure_reader.py")
    assert spec is not None and spec.loader is not None
    measurer = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = measurer  # its dataclass looks its module up there
    spec.loader.exec_module(measurer)
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("files", nargs="*", type=Path)
    corpus = here.parent / "tests" / "data" / "corpus"
    files = parser.parse_args(argv).files or sorted(
        path for path in corpus.glob("tuning*.jsonl") if re.fullmatch(r"tuning(2[1-9]|30)[a-g]?", path.stem)
    )
    for path in files:
        for on in (False, True):
            with_the_general_reader(on)
            label = "with the general reader" if on else "the coach as it is     "
            print(f"{label}  {measurer.measure(path).line(path.name)}")
    with_the_general_reader(False)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
