"""Guards of labelled fields, lists and parts: a ledger whose labels say more than going out or coming in, or
whose question asks another field than what is left, a list whose numbers are counted, not added, a measure
named for a calculation that does not give it, and one answer asked of several calculations. And of a
question that asks one part of what was told, or another thing than what was read: a pause or another
thing's length asked of a span, an event no one told asked of a clock moved, one activity asked of lengths
added, what was added asked of a sum, one side asked of a grid, a fraction asked bare beside a fraction of an
amount, what is left of one group told by its size alone, and a comparison asked the other way. And of
numbers in another role than read: clock readings written with an h added as lengths, a count of things or
a coin's value added to amounts of money, a whole's length added to a part of it, a kind no one counted
asked of a sum of kinds, a clock reading told in the question and not used, another's length moved back from
an end, a span until an event no one told, the money handed over added to a bill, one place of a list
asked of its sum, a unit asked that nothing told is in, a sum asked of two where one is untold, money
divided by money asked as money, what is left added to what one had, and the place a bus or train leaves
from asked after it leaves. And of a story told as a list of amounts, summed where the question asks one
item, where the items are choices, or leaving an item out."""

from __future__ import annotations

import re

from quickmath.offline.asks import ProblemSpec, SeriesByTerms, TimeSum
from quickmath.offline.reading.guards.shared import (
    GUESSING_READERS,
    TIME_OPERATIONS,
    Read,
    numbers_in,
    numbers_used,
)
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy, mentions

_DIGIT = lazy(r"\d")
_LABEL_SAYS_MORE = frozenset({
    "not", "still", "yet", "due", "owed", "owing", "planned", "expected", "budgeted", "to", "per", "each",
    "every", "daily", "weekly", "monthly", "yearly", "annually", "nightly", "hourly", "twice", "double",
    "doubled", "triple", "times", "x", "back", "refund", "refunded", "returned",
})  # fmt: skip
"""Words of a label that make its amount something other than one amount gone out or come in: not yet spent
("Still to spend"), each time of many ("Spent per week", "Spent twice"), or coming back ("Paid back")."""
_A_PERIOD = lazy(r"\ba (?:day|week|month|year|night)\b", needs="a ")
_OTHER_FIELD_ASKED = frozenset({"opening", "starting", "initial", "original", "change", "difference"})
"""A question of another field than what is left: "opening balance?", "net change?"."""


def ledger_label_says_more(seen: Read) -> bool:
    """Is a ledger read whose labels say more than going out or coming in ("Budget: £600 | Not spent: £100 |
    Remaining?" was 500, "Spent per week: £50" 550, "Paid back: £50" taken away), or whose question asks
    another field ("Opening balance £1,240; withdrawals £300; deposits £125; net change?" was 1065)?"""
    if seen.reader != "ledgers":
        return False
    numbers = list(_DIGIT.finditer(seen.text))
    if not numbers:
        return False
    labels, question = seen.text[: numbers[-1].end()], seen.text[numbers[-1].end() :]
    said = set(re.findall(r"[a-z]+", labels))
    asked = set(re.findall(r"[a-z]+", question))
    return bool(said & _LABEL_SAYS_MORE or asked & _OTHER_FIELD_ASKED) or _A_PERIOD.search(labels) is not None


_MARKS_AFTER_A_CALCULATION = lazy(
    r"\d ?(?:[-+*/x×÷−]|times|plus|minus) ?\d[^a-z]*?(\d+) ?marks?\W*$", needs="mark"
)
"""A question's worth in marks after its calculation ("7 x 8 - 3 marks", "7 x 8 x 3 marks")."""


def marks_read_as_a_number(seen: Read) -> bool:
    """Is the number of marks a question is worth read as a number of its calculation ("7 x 8 - 3 marks" was
    53, "7 x 8 x 3 marks" 168)?"""
    found = _MARKS_AFTER_A_CALCULATION.search(seen.text)
    used = numbers_used(seen) if found else None
    return found is not None and used is not None and found.group(1) in used


_COUNT_OF_A_LIST_ASKED = lazy(
    r"\bhow many (?:terms|values|entries|figures|amounts|items|scores|readings|marks)"
    r"(?: (?:are )?(?:there|listed|in (?:the|this|that|my) (?:list|set|row|column)))?$",
    needs="how many",
)
"""The numbers of a list counted ("List: 12, 15, 18, 21. How many numbers?" — normalised "how many terms")."""


def count_of_a_list_asked(seen: Read) -> bool:
    """Is a sum read where the question counts the numbers listed ("List: 12, 15, 18, 21. How many
    numbers?" was 66)? A count of the things the amounts are of ("… 5 boxes. How many boxes?") is a sum."""
    question = seen.text.rpartition(" ; ")[2].strip(" ?")
    return seen.operation == "+" and _COUNT_OF_A_LIST_ASKED.search(question) is not None


_MEASURE_NAMED = lazy(
    r"\b(perimeter|circumference|area|volume) (?:is|=|would be|will be|comes to|must be|should be)"
    r" (?:just )?([^;?]*)",
    needs="perimeter|circumference|area|volume",
)
_POWERED = lazy(r"\b(squared|cubed)\b|\bto the (?:power|\d)|\^", needs="squared|cubed|to the|^")
_PRODUCT = lazy(rf"({N}) ?(?:\*|x|×|times) ?({N})", needs="*|x|×|times")
_POWER_OF = {"perimeter": None, "circumference": None, "area": "squared", "volume": "cubed"}
"""The power each measure of a shape is of its side: a perimeter is of none."""


def measure_named_for_another_calculation(seen: Read) -> bool:
    """Is a calculation answered that the learner names as a measure it does not give ("Square bed, 3.5 m on
    each side, so the perimeter is 3.5 squared?" was 12.25, "… so the area is 3.5 x 4?" was 14)? The measure
    is asked, and the calculation told for it is not the measure's."""
    found = _MEASURE_NAMED.search(seen.text)
    if found is None:
        return False
    measure, told = found.groups()
    powered = _POWERED.search(told)
    if powered is not None:
        return (powered.group(1) or "") != _POWER_OF[measure]
    product = _PRODUCT.search(told)
    if product is None or measure != "area":
        return False
    return re.search(r"\bsquare\b", seen.text) is not None and product.group(1) != product.group(2)


_ONE_ANSWER_ASKED = lazy(
    r"(?:so |and )?(?:how (?:much|many)(?: (?:is that|is it|money|do i have|have i got|in all|does it come to"
    r"|do i pay|do i owe))?|what (?:does|do) (?:it|that|they) come to|what do i (?:have|pay|owe))",
    needs="how|what",
)
"""A bare question of one answer: "how much?", "how many?", "what does it come to?"."""
_CALCULATION = lazy(rf"{N} ?(?:[*×/+−]|x\b) ?[£$€]?{N}")


def parts_of_one_answer_asked(seen: Read) -> bool:
    """Is one of several calculations answered where a bare question asks one answer of them all ("I have 3
    × 20p and 4 × 50p. How much?" was 60 and 200, "12 x 3 and 4 x 5, how much?" was 36 and 20)?"""
    if seen.reader != "pieces":
        return False
    *told, question = re.split(r" [;,] ", seen.text)
    if not told or _ONE_ANSWER_ASKED.fullmatch(question.strip(" ?")) is None:
        return False
    parts = re.split(r" (?:[;,]|and) ", " ; ".join(told))
    return sum(1 for part in parts if _CALCULATION.search(part)) >= 2


def _question(text: str) -> tuple[str, str]:
    """What was told, and the question after it (the last sentence)."""
    told, _, question = text.rpartition(" ; ")
    return told, question.strip(" ?")


_PAUSES = frozenset({
    "break", "breaks", "lunch", "lunchbreak", "rest", "pause", "interval", "halftime", "adverts", "ads",
    "advert", "trailers", "overtime", "warmup", "recess", "playtime",
})  # fmt: skip
"""Things that take their own time inside or beside a span: a break, lunch, the adverts before a film."""
_ONE_ENDS_ANOTHER_STARTS = lazy(
    r"\b(?:ended|ends|finished|finishes|closed|closes|stopped|stops)\b.*\b(?:started|starts|began|begins"
    r"|resumed|resumes|restarted|opened|opens|kicked off)\b",
    needs="end|finish|close|stop",
)
_TRAVEL = frozenset({"commute", "drive", "journey", "trip", "ride", "walk", "travel", "cycle", "run"})
_SPAN_OF_WORK = lazy(
    r"\b(?:shift|work|works|working|lessons?|school|class|classes|meeting|open|opening hours)"
    r" (?:is|runs?|from|starts?|goes)\b"
)
"""A span told as a day's work or school ("My shift is 09:00 to 17:30"): no journey to or from it."""
_KINDS_OF_A_SPAN = frozenset({
    "shift", "lesson", "session", "class", "period", "half", "leg", "set", "round", "stage", "meeting",
    "match", "game", "show", "film", "race",
})  # fmt: skip
"""Spans told and asked with a word for which one ("the night shift", "the first half")."""
_LENGTH_OF_A_THING = lazy(
    r"^(?:so )?how (?:long|much time|many (?:hours|minutes|mins|hrs)) (?:is|was|are|were|will be|s)"
    r" (?:the |my |our |your |his |her |their |a )?(?P<thing>[a-z]+(?: [a-z]+)?)$",
    needs="how",
)


def span_of_another_thing_asked(seen: Read) -> bool:
    """Is a span between two readings read where the question asks the length of a pause no one timed, or of
    another of a kind told ("Lessons run 09:00 to 15:20. How long is break?" was 6 h 20 min, "The night shift
    runs from 22:00 to 06:00. How many hours is the day shift?" was 8 h)?"""
    if seen.operation != "time_between":
        return False
    told, question = _question(seen.text)
    asked = _LENGTH_OF_A_THING.match(question)
    if asked is None:
        return False
    if _ONE_ENDS_ANOTHER_STARTS.search(told):
        return False  # "The film ended at 9:30 PM and the next one started at 9:50 PM": the break between
    words = asked.group("thing").split()
    told_words = set(re.findall(r"[a-z]+", told))
    told_stems = {_stem(word) for word in told_words}
    if any(word in _PAUSES and _stem(word) not in told_stems for word in words):
        return True
    if words[0] in _TRAVEL and _stem(words[0]) not in told_stems and _SPAN_OF_WORK.search(told):
        return True
    if len(words) != 2 or words[1] not in _KINDS_OF_A_SPAN or words[1] not in told_words:
        return False
    kinds = set(re.findall(rf"\b([a-z]+) {words[1]}\b", told))
    return bool(kinds) and words[0] not in kinds


_WHEN_ASKED = lazy(
    r"^(?:so )?(?:when|what time|at what time|what hour) (?:did|does|do|will|is|was|are|were|must|should|can)"
    r" (?P<event>.+)$",
    needs="when|what time|what hour",
)
_OWN_EVENT_ASKED = lazy(
    r"(?:i|we|you|he|she|they) (?:(?P<wake>(?:wake|woke|get|got) up|wake|woke)|(?P<bed>(?:go|went) to (?:bed"
    r"|sleep)|fall asleep|fell asleep)|(?P<eat>eat|ate|(?:have|had) (?:breakfast|lunch|dinner|tea)))$"
)
_SLEEP = frozenset({
    "bed", "bedtime", "sleep", "sleeps", "slept", "asleep", "sleeping", "night", "nap", "naps", "napped",
    "napping", "doze", "dozes", "dozed", "snooze", "snoozed", "lie",
})  # fmt: skip
_OWN_EVENTS = {
    "wake": frozenset({"wake", "woke", "woken", "awake", "up", "alarm", "ready"} | _SLEEP),
    "bed": frozenset({"wake", "woke", "woken", "awake", "up", "alarm"} | _SLEEP),
    "eat": frozenset({"eat", "ate", "eating", "breakfast", "lunch", "dinner", "tea", "meal", "food"}),
}
"""Someone's own events a question may ask of a clock story, and the words that tell them."""
_THING_OF_AN_EVENT = lazy(r"(?:the|my|our|your|his|her|their) ([a-z]+)\b")
_HAPPENS = lazy(
    r"\b(?:open|opens|opened|start|starts|started|begin|begins|began|finish|finishes|finished|end|ends"
    r"|ended|close|closes|closed|arrive|arrives|arrived|leave|leaves|left|wake|woke|come|came|go on|went on"
    r"|kick off|kicked off|happen|happens|happened|take place|took place|set off|depart|departs|departed"
    r"|land|lands|landed|ring|rang|get up|got up)$"
)
"""How a question "when …?" ends on an event: "when did the doors open?"."""
_NOT_AN_EVENT = frozenset({
    "i", "we", "you", "he", "she", "they", "it", "the", "my", "our", "your", "his", "her", "their", "a", "an",
    "be", "get", "got", "have", "need", "to", "up", "in", "at", "on", "there", "back", "home", "out", "off",
    "start", "starts", "started", "begin", "begins", "began", "finish", "finishes", "finished", "end",
    "ends", "ended", "done", "over", "ready", "free", "arrive", "arrives", "leave", "leaves", "left", "set",
    "go", "going", "come", "this", "that", "time", "first", "next", "then", "now", "by", "of", "for",
    "and", "or", "all", "so", "latest", "earliest", "exactly", "roughly", "finally", "last", "same", "other",
    "whole", "one", "two", "second", "third", "final",
})  # fmt: skip
"""The words of a question "when …?" that name no event of their own: who, starting and ending, getting
somewhere."""


def _stem(word: str) -> str:
    """A word's stem, enough to tell "cooking" from "cook" and "driver" from "drive": its first four letters
    after an ending is taken off."""
    for ending in ("ing", "ers", "er", "ed", "es", "s"):
        if word.endswith(ending) and len(word) - len(ending) >= 3:
            word = word[: -len(ending)]
            break
    if len(word) > 3 and word[-1] == word[-2] and word[-1] not in "aeiou":
        word = word[:-1]  # "running", "stopped"
    return word[:4]


def event_asked_untold(seen: Read) -> bool:
    """Is a clock moved by a length where the question asks when an event happens that nothing told names
    ("Band on at 9:30 pm, set is 90 minutes. When did the doors open?" was 8:00 PM, "The train arrives at
    10:15 and the journey is 2 hours. When did I wake up?" 8:15)? Only a start or end of what was told, or
    of someone's going, is moved to."""
    if seen.operation not in ("time_after", "time_before"):
        return False
    told, question = _question(seen.text)
    asked = _WHEN_ASKED.match(question)
    if asked is None or not told or re.search(r"\d", question):
        return False
    from quickmath.offline.readers.clock_stories.moved import asks_after_a_lead_in  # only for a clock moved

    if asks_after_a_lead_in(told, question):
        return False  # "Showing starts 19:45 with 20 min of trailers. When does the film itself start?"
    told_words = set(re.findall(r"[a-z]+", told))
    if (own := _OWN_EVENT_ASKED.match(asked.group("event"))) is not None:
        return not told_words & _OWN_EVENTS[own.lastgroup or ""]  # "… When did I wake up?"
    thing = _THING_OF_AN_EVENT.match(asked.group("event"))
    told_stems = {_stem(word) for word in told_words}
    if thing is None or thing.group(1) in _NOT_AN_EVENT or not _HAPPENS.search(asked.group("event")):
        return False
    return _stem(thing.group(1)) not in told_stems


_PAUSED = lazy(
    r"\b(?:break|breaks|rest|rested|resting|pause|paused|stop|stopped|stopping|wait|waited|waiting|lunch"
    r"|nap|napped|queue|queued|queueing)\b",
    needs="break|rest|pause|stop|wait|lunch|nap|queue",
)
_WHOLE_ASKED = lazy(
    r"\b(?:total|totals|altogether|in all|overall|whole|all together|together|combined|everything|all told"
    r"|start to finish|door to door|entire|sum|add|added|plus|it|that|trip|journey|day|out)\b"
)
_LENGTH_WORD = lazy(r"(?<![\w.:])\d+(?::\d\d)? ?(?:h|hrs?|hours?|min|mins|minutes?)\b")
_DOING = lazy(r"\b[a-z]{3,}(?:ed|ing)\b|\b(?:ran|swam|rode|drove|sat|slept|ate|spent|did)\b")
_IRREGULAR = {"ran": "run", "swam": "swim", "rode": "ride", "drove": "drive", "slept": "sleep", "sat": "sit"}


def part_of_lengths_asked(seen: Read) -> bool:
    """Is a sum of lengths read where the question asks one part of them: the time doing one thing of
    several told, or beside a pause ("Driver did 4 h 30 min, then a 45 min break, then 3 h 10 min. How long
    driving?" was 8 h 25 min, "Ran 25 min, walked 10 min, ran 20 min. How long running?" 55 min)?"""
    if seen.operation != "add_time" and not isinstance(seen.spec, TimeSum):
        return False
    told, question = _question(seen.text)
    if not told or re.search(r"\d", question) or _WHOLE_ASKED.search(question):
        return False
    if _PAUSED.search(told):
        return True  # the pause asked, or the time beside it
    asked = {_stem(_IRREGULAR.get(word, word)) for word in re.findall(r"[a-z]{3,}", question)}
    clauses = [clause for clause in re.split(r" , | and | then | ; ", told) if _LENGTH_WORD.search(clause)]
    doing = [{_stem(_IRREGULAR.get(word, word)) for word in _DOING.findall(clause)} for clause in clauses]
    named = [bool(stems & asked) for stems in doing]
    return any(named) and any(not is_named and stems for is_named, stems in zip(named, doing, strict=True))


_ADDED_ASKED = lazy(
    r"\bhow (?:much|many) (?:added|extra|additional|bonus|stoppage|injury|overtime)\b(?!.*\b(?:in all|total"
    r"|altogether|together|overall)\b)",
    needs="added|extra|additional|bonus|stoppage|injury|overtime",
)


def added_part_asked_of_a_sum(seen: Read) -> bool:
    """Is a sum read where the question asks only the part added on ("Ref blew at 90 minutes plus 4 added.
    How much added time?" was 94)? The part is told."""
    if seen.operation not in ("+", "add_time"):
        return False
    return _ADDED_ASKED.search(_question(seen.text)[1]) is not None


_ONE_SIDE_ASKED = lazy(
    r"\b(?:in (?:a|one|each|every|the first|the top|the bottom) (?:row|column|line)|per (?:row|column|line)"
    r"|height|width|length|tall|wide|high|across|deep|depth|horizontal|vertical)\b",
    needs="row|column|line|height|width|length|tall|wide|high|across|deep|depth|horizontal|vertical",
)


def one_side_of_a_grid_asked(seen: Read) -> bool:
    """Is a product read of sides written as a grid ("1920 x 1080", "12 by 8") where the question asks one
    side ("Image 1920 x 1080. How many pixels in a row?" was 2073600, "Screen 2560 x 1440 pixels. Height in
    pixels?" 3686400)? The side is told."""
    spec = seen.spec
    if seen.operation != "*" or not isinstance(spec, ProblemSpec):
        return False
    told, question = _question(seen.text)
    if not told or re.search(r"\d", question) or _ONE_SIDE_ASKED.search(question) is None:
        return False
    grid = rf"(?<![\w.]){re.escape(spec.a)} ?(?:\*|by) ?{re.escape(spec.b)}(?![\w.])"
    return re.search(grid, told.replace(",", "")) is not None


_PART_OF_AN_AMOUNT = lazy(
    rf"(?:{N} ?/ ?{N}|{N} ?%|\bhalf|\bthirds?|\bquarters?|\bfifths?|\btenths?) of ({N})\b", needs=" of "
)
_BARE_PART_ASKED = lazy(
    rf"(?:so |and |ok |then )?(?:what is|what about|how about|and) (?:a |an )?{N} ?(?:/ ?{N}|%)$",
    needs="what|how about|and",
)


def part_asked_of_an_amount_told(parts: list[str]) -> bool:
    """Is the last part a fraction or a percentage asked bare ("what's 2/3?") after a part that tells a
    fraction of an amount ("3/4 of 60 is 45")? Then it is asked of that amount."""
    return (
        len(parts) > 1
        and _BARE_PART_ASKED.fullmatch(parts[-1].strip(" ?")) is not None
        and any(_PART_OF_AN_AMOUNT.search(part) for part in parts[:-1])
    )


def part_asked_beside_a_part_of_an_amount(seen: Read) -> bool:
    """Is a fraction asked bare ("what's 2/3?") read as a number, beside a fraction of an amount told ("My
    nan says 3/4 of 60 is 45, what's 2/3?" was 2/3)? The learner asks that fraction of the amount."""
    if seen.operation != "/" or not isinstance(seen.spec, ProblemSpec):
        return False
    return part_asked_of_an_amount_told(re.split(r" ; | , ", seen.text))


_GROUP = (
    r"(?:box|bag|pack|packet|tray|crate|case|carton|jar|tin|coach|bus|car|table|tent|van|boat|minibus|lorry"
    r"|truck|lift|room|hall|boat|taxi|cab|basket|sack|bucket|tank|shelf|cupboard|pot|bottle|jug)"
)
_ONE_HOLDS = lazy(
    rf"\b(?:the|our|my|his|her|their|your|one|only one|a single|just one) {_GROUP}"
    rf" (?:only |just )?(?:holds|takes|fits|carries|seats|sleeps|can hold|can take|can fit|can seat"
    rf"|has room for|has space for|has seats for) (?:up to |only |just )?({N})\b",
    needs="holds|takes|fits|carries|seats|sleeps|can|has",
)


def remainder_of_one_group(seen: Read) -> bool:
    """Is what is left after full groups read where only one group is told, by its size ("47 children and
    the minibus holds 12. How many are left behind?" was 11)? With one minibus, 35 are left behind."""
    spec = seen.spec
    if seen.operation != "remainder" or not isinstance(spec, ProblemSpec):
        return False
    return any(found.group(1).replace(",", "") == spec.b for found in _ONE_HOLDS.finditer(seen.text))


_ONE_COMPARED = lazy(
    r"\b([a-z]+) (?:has|have|is|are|was|were|costs?|weighs?|scored|gets|got|owns|earns|earned|ran|runs"
    r"|reads?|made|makes|saved|collected|sold|paid)(?: got)? (?:[£$€] ?)?\d[\d,.]*(?: [a-z]+){0,2}"
    r" (?:more|fewer|less|older|younger|taller|shorter|longer|heavier|lighter|higher|lower|bigger|smaller"
    r"|cheaper|dearer|faster|slower|further|farther)\b(?: (?!than\b)[a-z]+){0,3} than"
    r" (?:the |a |an |his |her |their |my |our |your )?([a-z]+)\b",
    needs=" than ",
)
_PERSONS = frozenset({"i", "me", "we", "us", "he", "him", "she", "her", "they", "them", "it", "one", "that"})


def comparison_asked_the_other_way(seen: Read) -> bool:
    """Is a sum or difference read of a comparison ("Sam has 5 more sweets than Jo") where the question asks
    of the one compared with, not the one compared ("Sam has 5 more sweets than Jo. Sam has 12. How many does
    Jo have?" was 17)? Whose number is told, and so which way it goes, the reading does not say."""
    if seen.operation not in ("+", "-"):
        return False
    question = _question(seen.text)[1]
    for found in _ONE_COMPARED.finditer(seen.text):
        who, other = found.groups()
        if who in _PERSONS or other in _PERSONS or who == other:
            continue
        if re.search(rf"\b{other}\b", question) and not re.search(rf"\b{who}\b", question):
            return True
    return False


_FIELD_ASKED = lazy(
    r"^(?:(?:so|and|then|ok) )?(?:(?:how much|what) (?:(?:is|was|were|are|for|on|did|do) )?"
    r"(?:(?:the|my|our|his|her|their) )?)?(?P<noun>[a-z]+)(?: cost)?$"
)
_NOT_A_FIELD = frozenset({
    "lead", "margin", "difference", "gap", "total", "sum", "change", "balance", "rest", "remainder", "answer",
    "result", "deficit", "profit", "loss", "net", "score", "bill", "left", "remaining", "altogether", "each",
    "more", "less", "now", "then", "it", "that", "this", "owed", "owing", "due", "outstanding", "overall",
    "together", "after", "before", "spent", "saved", "paid", "cost", "costs", "money", "much", "many",
})  # fmt: skip
"""Words a bare question asks that are what a sum or take-away makes, not one amount the story tells."""


def told_field_asked(seen: Read) -> bool:
    """Is a sum or a take-away read where the question only names one amount the story tells ("Roofer
    quoted £2,400, paid £800 deposit. How much deposit?" was 3,200, "… Deposit?")?"""
    told, question = _question(seen.text)
    if seen.operation not in ("+", "-") or not told or told.endswith(" ="):
        return False  # "18 kg + 24 kg = ? kg" asks the unit of the result
    asked = _FIELD_ASKED.match(question)
    if asked is None or asked.group("noun") in _NOT_A_FIELD:
        return False
    noun = asked.group("noun").removesuffix("s")
    beside = rf"\b{noun}s? (?:[a-z]+ )?(?:: )?[£$€]? ?\d|\d (?:[a-z]+ )?{noun}s?\b"
    return re.search(beside, told) is not None


_STARTED_AT = lazy(
    r"\b(?:i|we|he|she|they) (?:got up|get up|gets up|woke|wake|wakes|left|leave|leaves|set off|sets off"
    r"|departed|depart|departs)(?: up)? (?:at|around|about) \d{1,2}(?::\d\d| ?(?:am|pm)\b)",
    needs="up|woke|wake|left|leave|set off|sets off|depart",
)
_START_ASKED_OF_ME = lazy(
    r"\b(?:when|what time) (?:did|do|does|will|should|must|can) (?:i|we|he|she|they|you)"
    r" (?:leave|set off|head off|head out|go out|get going|start|begin|depart)\b",
    needs="leave|set off|head|go out|get going|start|begin|depart",
)


_EVENT_STARTS = lazy(
    r"\b(?:starts?|started|begins?|began|opens?|opened|doors|kicks? off|kick-off|kickoff)"
    r"(?: at| is| are| open)?:? ?\d\d?(?::|\.|h)\d\d\b",
    needs="start|begin|began|open|doors|kick",
)
_OTHER_START_ASKED = lazy(
    r"\b(?:starts?|begins?|kicks? off|opens?|comes? on)\b", needs="start|begin|kick|open|come"
)
_COMES_WITH = lazy(
    r" ?,? (?:with|then|followed by|and then|plus|after) ", needs="with|then|followed|plus|after"
)
"""What comes with a start, told right after it ("starts 19:45 with 20 min of trailers")."""
_EARLIER = lazy(
    r"\b(?:before|earlier|early|ahead|ago|prior|beforehand|back from|till|until)\b",
    needs="before|earl|ahead|ago|prior|back from|till|until",
)


def start_moved_back_from_a_start(seen: Read) -> bool:
    """Is a clock moved back from a start told to a start asked after it ("I got up at 6:30, breakfast took
    20 minutes. When did I leave?" was 6:10; "Showing starts 19:45 with 20 min of trailers; the film itself
    begins at what time?" was 19:25)? What comes before a start is never the start asked of what follows it,
    unless the words say before."""
    if seen.operation != "time_before":
        return False
    if _STARTED_AT.search(seen.text) is not None and _START_ASKED_OF_ME.search(seen.text) is not None:
        return True
    if _EARLIER.search(seen.text) is not None:
        return False
    told = _EVENT_STARTS.search(seen.text)
    if told is None or _COMES_WITH.match(seen.text, told.end()) is None:
        return False
    return _OTHER_START_ASKED.search(seen.text, told.end()) is not None


_PERIOD = r"(?:day|week|month|year|night|shift|hour|morning|evening|weekend)"


def size_of_each_shared(seen: Read) -> bool:
    """Is an amount divided by a count of groups when it is told as each group's size ("Baker does 2 bakes a
    day of 48 loaves. Loaves per bake?" was 24, "Lorry does 3 trips a day carrying 26 pallets. Pallets per
    trip?" 8 2/3)? Each bake is of 48 loaves already."""
    spec = seen.spec
    if seen.operation != "/" or not isinstance(spec, ProblemSpec):
        return False
    count, size = re.escape(spec.b), re.escape(spec.a)
    each = (
        rf"(?<![\w.]){count} [a-z]+s(?: (?:a|an|per|each|every) {_PERIOD})?(?: ,)?"
        rf" (?:each )?(?:of|carrying|holding|carries|holds|taking|takes) (?:up to )?{size}(?![\w.])"
    )
    return re.search(each, seen.text.replace(",", " ,").replace("  ", " ")) is not None


_READING_WRITTEN_WITH_H = lazy(
    r"\b(?:at|from|to|until|till|starts?|started|begins?|began|ends?|ended|finish(?:es|ed)?|leaves?|left"
    r"|arrives?|arrived|departs?|departed|opens?|opened|closes?|closed|part|à) (?:at |à )?\d{1,2} h [0-5]\d\b"
    r"(?! ?(?:m|min|mins|minutes?)\b)",
    needs=" h ",
)
"""A clock reading written with an h ("leaves 14h25", "from 9h15 to 11h40"), told as when a thing happens."""


def readings_with_h_added(seen: Read) -> bool:
    """Are lengths of time added or taken away where they are clock readings written with an h, as French or
    Spanish speakers write them ("Leaves 14h25, arrives 17h10. How long?" was 31:35)?"""
    if seen.operation not in ("add_time", "subtract_time") and not isinstance(seen.spec, TimeSum):
        return False
    return _READING_WRITTEN_WITH_H.search(seen.text) is not None


_WHOLE_LASTS = lazy(
    r"\b(?:lasts?|lasted|dures|makes|runs? for|takes) (?:\d+ h \d\d|\d+ (?:h|hours?|hrs?)\b)"
    r"|\d+ (?:h|hours?|hrs?)(?: \d+ (?:m|min|mins|minutes))? (?:in )?total\b",
    needs="last|dure|make|run|take|total",
)
_PART_OF_IT = lazy(
    r"\b(?:first|opening|1st) (?:part|half|bit|section|act|leg|hour|session|set|round|stage)\b"
    r"|\bso far\b|\balready\b|\bof (?:it|that|this|which|them)\b|\bwatched\b|\bdone\b"
    r"|\b(?:min|mins|minutes|h|hours?|hrs?) in\b|\binto it\b",
    needs="first|opening|1st|so far|already|of |watched|done| in",
)


def part_of_a_whole_length_added(seen: Read) -> bool:
    """Are a whole's length and a part of it added ("The concert lasts 2h10 and the first part was 55
    minutes. How long is the interval?" was 3:05, "drove 14h 20m total, 6h 45 of it yesterday. how much
    today?" was 21:05), or lengths added where a pause no one timed is asked?"""
    if seen.operation != "add_time" and not isinstance(seen.spec, TimeSum):
        return False
    told, question = _question(seen.text)
    if not told:
        told, question = seen.text, ""  # "drove 14h 20m total, 6h 45 of it yesterday": asked in another part
    told_stems = {_stem(word) for word in re.findall(r"[a-z]+", told)}
    if any(word in _PAUSES and _stem(word) not in told_stems for word in re.findall(r"[a-z]+", question)):
        return True
    clauses = re.split(r" , | and | but | ; ", told)
    wholes = [clause for clause in clauses if _WHOLE_LASTS.search(clause) and not _PART_OF_IT.search(clause)]
    return bool(wholes) and any(_PART_OF_IT.search(clause) for clause in clauses if clause not in wholes)


_KIND_ASKED = lazy(r"\bhow many ([a-z]+) ([a-z]+)\b", needs="how many")
_NOT_A_KIND = frozenset({
    "more", "fewer", "less", "extra", "other", "total", "whole", "full", "all", "the", "of", "in", "those",
    "these", "such", "different", "separate", "individual", "altogether", "actual", "for", "are",
    "is", "were", "was", "do", "did", "does", "have", "has", "had", "will", "can", "would", "should", "must",
    "calendar", "complete", "single", "days", "weeks", "months", "years", "hours", "minutes",
})  # fmt: skip


def kind_asked_of_a_sum_of_kinds(seen: Read) -> bool:
    """Is a sum of counts read, each of its own kind, where the question asks the count of a kind nothing
    told names ("Hail 3 days, rain 17 days, dry 11 days. How many wet days?" was 31)? Which kinds are wet
    the reading cannot say."""
    if seen.operation != "+":
        return False
    told, question = _question(seen.text)
    asked = _KIND_ASKED.search(question)
    if asked is None or not told:
        return False
    kind, noun = asked.groups()
    if (
        kind in _NOT_A_KIND
        or kind.endswith("s")
        or not noun.endswith("s")
        or re.search(rf"\b{_stem(kind)}", told)
    ):
        return False
    return re.search(rf"\d (?:[a-z]+ )?{noun.removesuffix('s')}s?\b", told) is not None


_MONEY_WORDS = (
    r"(?:yuan|rmb|euros?|pounds?|dollars?|zloty|zł|pesos?|rupees?|dirhams?|dinars?|francs?|yen|won|lira"
    r"|quid|bucks|pence|cents?|p)"
)
_MONEY_MENTIONED = "£|$|€|¥|yuan|rmb|euro|pound|dollar|zlot|zł|peso|rupee|dirham|dinar|franc|yen|quid|buck"
_UNIT_WORDS = frozenset({
    "mins", "hours", "hrs", "days", "weeks", "months", "years", "secs", "seconds", "minutes", "kgs", "grams",
    "litres", "liters", "metres", "meters", "miles", "kms", "points", "marks", "percent", "degrees", "goals",
})  # fmt: skip
_SAID_OPERATIONS = frozenset({"plus", "minus", "times", "less"})


def _told_as(number: str, text: str) -> str:
    """How a number is told: "money" (with £ or a currency word), "count" (before a plural noun: "2 items")
    or "" (neither, or not found)."""
    found = re.search(rf"([£$€¥] ?)?(?<![\w.]){re.escape(number)}(?![\w.])(?: ([a-zł]+))?", text)
    if found is None:
        return ""
    sign, word = found.groups()
    if sign or (word and re.fullmatch(_MONEY_WORDS, word)):
        return "money"
    if word and len(word) > 3 and word.endswith("s") and word not in _UNIT_WORDS | _SAID_OPERATIONS:
        return "count"
    return ""


def count_added_to_money(seen: Read) -> bool:
    """Is a count of things added to or taken from amounts of money ("Price is 1,580 yuan, discount 235
    yuan, 2 items. I pay how much?" was 1343), or a coin's value added as an amount ("£86 in £2 coins and £1
    coins. How many coins?" was 89)?"""
    if seen.operation not in ("+", "-") or not mentions(_MONEY_MENTIONED, seen.text):
        return False
    used = numbers_used(seen)
    if not used:
        return False
    if seen.operation == "+" and any(
        re.search(rf"\bin [£$€] ?{re.escape(n)}p? (?:coins|notes)\b", seen.text) for n in used
    ):
        return True
    kinds = {_told_as(number, seen.text) for number in used}
    return {"money", "count"} <= kinds


_REPEATS = frozenset({
    "day", "week", "night", "month", "year", "morning", "evening", "weekend", "session", "set", "time",
    "round", "lesson", "shift", "lap", "go", "turn", "visit", "trip", "game", "match",
})  # fmt: skip
"""Nouns that count how often something is done ("2 more days", "3 more sets"), never an amount of it."""
_GROUPS_AND_PARTS = frozenset({
    "box", "bag", "pack", "packet", "crate", "tray", "carton", "jar", "tin", "case", "team", "group", "row",
    "table", "class", "shelf", "bunch", "pile", "stack", "batch", "set", "leg", "wheel", "side", "page",
    "wing", "door", "window", "seat", "corner", "face", "edge", "tyre", "tire", "arm", "eye", "petal",
    "slice",
})  # fmt: skip
"""Nouns of a group of things or of a part of a thing: a count of them is not a count of the things."""
_LEFT_BEFORE_THE_NOUN = frozenset({"more", "extra", "other", "further", "additional", "whole", "full"})
_NOT_A_NOUN = frozenset({
    "and", "then", "on", "in", "at", "to", "for", "of", "or", "with", "plus", "minus", "times", "the",
    "an", "is", "are", "was", "were", "by", "from", "than", "each", "per", "every", "so", "but", "if", "it",
    "this", "that", "what", "how", "total", "altogether", "left", "today", "yesterday", "ago", "later",
    "after", "before", "over", "into", "divided", "multiplied", "less", "fewer", "long", "old",
})  # fmt: skip
_MONEY_NAMES = frozenset({
    "pounds", "pound", "quid", "pence", "p", "dollars", "dollar", "bucks", "cents", "cent", "euros", "euro",
    "yuan", "rmb", "rupees", "pesos", "yen", "dirhams", "dinars", "francs", "lira", "zloty",
})  # fmt: skip
_PLURALS = (("ies", "y"), ("ches", "ch"), ("shes", "sh"), ("xes", "x"), ("ves", "f"), ("s", ""))


def _singular(word: str) -> str:
    for plural, single in _PLURALS:
        if word.endswith(plural) and len(word) > len(plural) + 2:
            return word.removesuffix(plural) + single
    return word


def _thing_told(number: str, words: list[str]) -> str:
    """What a number among `words` counts or measures: "money", a unit of measure by name ("minute"), a
    noun ("day", "leg"), or "" (none told, or the number is not found)."""
    at = next((at for at, word in enumerate(words) if word.lstrip("£$€¥").replace(",", "") == number), None)
    if at is None:
        return ""
    noun = next((word for word in words[at + 1 : at + 3] if word not in _LEFT_BEFORE_THE_NOUN), "")
    if words[at][0] in "£$€¥" or (at and words[at - 1] in "£$€¥") or noun in _MONEY_NAMES:
        return "money"
    if not noun.isalpha() and noun not in _NAME_OF:
        return ""  # a comma or a sign ends what the number told: "says 87 , pattern wants 130 rows"
    if noun in _NAME_OF:
        return _NAME_OF[noun]
    if len(noun) < 3 or not noun.isalpha() or noun in _NOT_A_NOUN:
        return ""
    following = next(iter(words[words.index(noun, at + 1) + 1 :]), "")
    if not noun.endswith("s") and _names_things(following):
        return _singular(following)  # "12 raffle tickets": the noun after the word that says which kind
    return _singular(noun) if noun.endswith("s") else f"~{noun}"  # "12 free": maybe no thing counted


def _names_things(word: str) -> bool:
    """Is `word` a plural noun of things ("tickets", "boxes"), not a unit, money or a joining word?"""
    return (
        len(word) > 3
        and word.isalpha()
        and word.endswith("s")
        and word not in _NOT_A_NOUN | _UNIT_WORDS | _MONEY_NAMES
        and word not in _NAME_OF
    )


def unlike_amounts_added(seen: Read) -> bool:
    """Are two numbers added or taken away that count or measure unlike things: an amount and how many times
    it is done ("Walked 30 mins 2 more days. Total?" was 32, "Saved £10 3 more weeks" 13), two units no one
    converts ("30 mins + 2 days"), an amount and a count of things ("£5 + 3 apples"), or things and the groups
    or parts they come in ("2 dogs + 4 legs" was 6, "3 boxes + 12 eggs")?"""
    if seen.operation not in ("+", "-") or not isinstance(seen.spec, ProblemSpec):
        return False
    words = seen.text.split()
    first, second = (_thing_told(number.replace(",", ""), words) for number in (seen.spec.a, seen.spec.b))
    if not first or not second or first == second or "degree" in (first, second):
        return False  # "−4 °C, rose by 11 degrees": degrees of the scale told
    if first.startswith("~") or second.startswith("~"):
        return bool({first, second} & _REPEATS)  # "20 push ups, 3 more sets": only a count of times is sure
    measures = set(_UNITS) | {"money"} | _REPEATS
    if first in measures or second in measures:
        return True
    return bool({first, second} & _GROUPS_AND_PARTS)


_FOLLOW_UP = lazy(
    rf"(?:^|; )(?:and|or|also|plus|and also|what about|how about|and what about|then)"
    rf"(?: (?:by|of|for|with|into|from|over|times|x|to|between|among|divided by|multiplied by))?"
    rf" (?:[£$€] ?)?({N})(?: (?:then|too|as well|please))?(?= ;|$)",
    needs="and|or|also|plus|about|then",
)
"""A second question said by its number alone after the first: "… by 5? And by 7?", "… What about 9?"."""


def follow_up_left_out(seen: Read) -> bool:
    """Is a question answered where a second one follows by its number alone and is left out ("Is 135
    divisible by 5? And by 7?" was Yes for 5 alone, "What's 100 ÷ 4? And by 5?" was 25)? Both are answered
    or the whole is asked back, never half."""
    if " ; " not in seen.text:
        return False
    used = numbers_used(seen) or []
    return any(found.group(1) not in used for found in _FOLLOW_UP.finditer(seen.text))


_LABEL_BEFORE_A_DASH = lazy(
    r"(?:^|; )(?:level|lesson|page|week|day|question|q|year|y|room|task|step|part|unit|chapter|section"
    r"|test|set|no|number|ex|exercise|round|game|stage|table|grade|class|problem|item|card|sheet|worksheet"
    r"|activity|puzzle|challenge|quiz|homework|hw|paper|module|session|term|pin|ref|isbn|order|invoice"
    r"|code|id|account|flight|bus|route|platform|gate|seat|flat|house|ticket|case|model|version|v|locker"
    rf"|floor|row|zone|plot|track|episode|slide|verse|line) ?#?({N}) [-−–—] (.*)",
    needs=" - | − | – | — ",
)


def label_number_taken_as_a_term(seen: Read) -> bool:
    """Is the number of a label before a dash worked on as a term ("Level 3 - 12 x 4" was −45, "Step 1 - 9 x
    9" was −80)? The dash sets the label apart; the calculation is what follows it."""
    if seen.operation not in ("+", "-", "*", "/", None) or isinstance(seen.spec, SeriesByTerms):
        return False
    found = _LABEL_BEFORE_A_DASH.search(seen.text)
    if found is None:
        return False
    used = numbers_used(seen) or []
    return len(used) > len(numbers_in(found.group(2).split(" ; ")[0]))


_SIGN_OPENS_A_SENTENCE = lazy(r"\d ; [+*/×÷^]", needs=" ; ")


def sign_opens_a_sentence(seen: Read) -> bool:
    """Is a number read across a sentence end that opens with a sign ("5!+1" was 6: 5 factorial, or an
    exclamation)? No sentence opens with a plus or a times sign."""
    return _SIGN_OPENS_A_SENTENCE.search(seen.text) is not None


_DATE_WRITTEN = lazy(
    r"\b(?:on|since|until|till|from|before|after|due|dated|date|of) (\d{1,2}) / (\d{1,2})\b(?! ?[-+*/×÷x^=])",
    needs=" / ",
)


def date_read_as_a_division(seen: Read) -> bool:
    """Is a day and month after "on", "since", "until" … divided ("on 12/3" was 4)? It is a date."""
    spec = seen.spec
    if seen.operation != "/" or not isinstance(spec, ProblemSpec):
        return False
    return any(found.groups() == (spec.a, spec.b) for found in _DATE_WRITTEN.finditer(seen.text))


_ROUGHLY_MORE = lazy(
    r"\b(?:and|plus) (?:a (?:bit|little|tad|smidge)|change|something|some more|a few(?: more)?)"
    r"(?= ;|$| more\b)",
    needs="and |plus ",
)


def rough_amount_beside(seen: Read) -> bool:
    """Is a calculation answered that the learner adds an untold amount to ("18 + 24 and a bit" was 42)?"""
    return _ROUGHLY_MORE.search(seen.text) is not None


_SIGN_WRITTEN = {"+": ("+",), "*": ("*",), "x": ("*",), "×": ("*",), "/": ("/", "divisible", "remainder")}
_SIGN_WRITTEN["÷"] = _SIGN_WRITTEN["/"]


def written_sign_read_as_another(seen: Read) -> bool:
    """Are two numbers written with a sign between them, nouns and all, worked on by another operation ("3
    boxes x 12 eggs. Eggs per box?" was 12 ÷ 3 = 4)? The sign the learner wrote says what the two make."""
    spec = seen.spec
    if not isinstance(spec, ProblemSpec) or seen.operation not in ("+", "-", "*", "/"):
        return False
    signs = [sign for sign in ("+", "*", " x ", "×", "/", "÷") if sign in seen.text]
    if all(seen.operation in _SIGN_WRITTEN[sign.strip()] for sign in signs):
        return False  # every sign written is the one worked: "what is 47 + 9"
    for first, second in ((spec.a, spec.b), (spec.b, spec.a)):
        between = rf"(?<![\w.]){re.escape(first)}(?: [a-z]+)? ([+*x×/÷]) [£$€]?{re.escape(second)}(?![\w.])"
        found = re.search(between, seen.text)
        if found is not None:
            return seen.operation not in _SIGN_WRITTEN[found.group(1)]
    return False


_ASKS = lazy(r"\b(?:how|when|what|until|till|til)\b", needs="how|when|what|til")
_ON_A_CLOCK = frozenset({"time_between", "time_after", "time_before"})
_READING = lazy(r"(?<![\d(] )(?<![\w.:])(\d{1,2})(?::(\d\d))?(?: ?(am|pm)\b)?(?![\w.:])")
_SPEC_READING = lazy(r"(\d{1,2})(?::(\d\d))?(?: ?(am|pm)\b)?", re.IGNORECASE)


def _readings_in(text: str) -> set[tuple[int, int]]:
    """The clock readings of `text` with a colon or am/pm ("12:00", "7 pm"), as (hour, minute)."""
    return {(int(hour), int(minute or 0)) for hour, minute, half in _READING.findall(text) if minute or half}


def reading_in_the_question_unused(seen: Read) -> bool:
    """Is a length or a clock reading worked out where the question tells a clock reading of its own that
    the reading does not use ("The fasting starts at 05:40 and we break at 19:55. How long until we break if
    now is 12:00?" was 14 h 15 min)? A chat's time stamps are not in the question."""
    spec = seen.spec
    if not isinstance(spec, ProblemSpec) or seen.operation not in _ON_A_CLOCK:
        return False
    told, question = _question(seen.text)
    asked = _readings_in(question)
    if not asked or not told or _ASKS.search(question) is None:
        return False
    used = {(int(h), int(m or 0)) for h, m, _ in _SPEC_READING.findall(f"{spec.a} {spec.b}")}
    return bool(asked - used)


_START_OF_ASKED = lazy(
    r"^(?:so )?(?:when|what time|at what time) (?:does|did|will|do) (?:the |our |my |their |his |her )?"
    r"(?P<thing>[a-z]+(?: [a-z]+)?) (?:start|begin|open|kick off|come on|go on)$",
    needs="when|what time",
)
_SOMEONE_NEEDS = lazy(
    r"\b(?:(?:the|our|my|his|her|their) (?P<doer>[a-z]+)|i|we|you|they|he|she)"
    r" (?:need|needs|needed|take|takes|took|spend|spends|have|has|get|gets)\b",
    needs="need|take|took|spend|have|has|get",
)


def another_s_length_moved_back_from_an_end(seen: Read) -> bool:
    """Is a clock moved back from the end of a thing to its start by a length someone else needs ("Last show
    ends 11:50 pm; the cleaners need 1 h 15. When does the last show start?" was 10:35 PM)? The length is not
    the thing's."""
    if seen.operation != "time_before":
        return False
    told, question = _question(seen.text)
    asked = _START_OF_ASKED.match(question)
    if asked is None:
        return False
    thing = _stem(asked.group("thing").split()[-1])
    for clause in re.split(r" , | and | but | ; | so ", told):
        if not _LENGTH_WORD.search(clause) and not re.search(r"\d+ h \d\d", clause):
            continue
        needs = _SOMEONE_NEEDS.search(clause)
        if needs is not None and _stem(needs.group("doer") or "i") != thing:
            return True
    return False


_UNTIL_ASKED = lazy(
    r"^(?:so )?how (?:long|much time|many (?:hours|minutes|mins|hrs)) (?:is it |do (?:i|we|you|they) have )?"
    r"(?:until|till|til|before|to) (?:the |our |my |their |his |her )?(?P<thing>[a-z]+)\b",
    needs="until|till|til|before|to ",
)


def span_until_an_untold_event(seen: Read) -> bool:
    """Is a span between two readings read where the question asks the time until an event no reading is told
    of ("Get-in starts 08:00, doors 18:30. How long until the show starts?" was 10 h 30 min)?"""
    if seen.operation != "time_between":
        return False
    told, question = _question(seen.text)
    asked = _UNTIL_ASKED.match(question)
    if asked is None or asked.group("thing") in _NOT_AN_EVENT:
        return False
    return _stem(asked.group("thing")) not in {_stem(word) for word in re.findall(r"[a-z]+", told)}


_HANDED_OVER = lazy(
    r"\b(?:handed over|handed|gave|give|tendered|paid with|pay with|paying with|paid|pay)"
    r" (?:them |him |her |the \w+ )?(?:with )?(?:a |an )?[£$€] ?(\d[\d.]*)(?: notes?)?"
    r"(?! ?(?:for|on|each|per|a|an|every|to|towards|into|in|off|of|deposit|more|extra)\b)",
    needs="hand|gave|give|tender|paid|pay",
)
_A_COST = lazy(r"\b(?:charged?|charges|costs?|came to|comes to|price|priced|bills?|was [£$€]|were [£$€])\b")


def money_handed_over_added(seen: Read) -> bool:
    """Is the money handed over for a bill added to the bill ("The vet charged £45 for the visit and £12.50
    for tablets, I paid £60. Total bill?" was 117.5)? What was handed over is not part of what it cost."""
    if seen.operation != "+" or not mentions("£|$|€", seen.text):
        return False
    used = numbers_used(seen)
    if not used or len(used) < 2:
        return False
    for found in _HANDED_OVER.finditer(seen.text):
        before, after = seen.text[: found.start()], seen.text[found.end() :]
        if found.group(1) in used and _A_COST.search(f"{before} {after}"):
            return True
    return False


_ONE_PLACE = lazy(
    r"\b(?:first|second|third|fourth|fifth|sixth|last|final|middle|opening|1st|2nd|3rd|4th|5th|6th)"
    r"(?! (?:two|three|four|five|six|seven|\d))\b",
    needs="first|second|third|th |fourth|fifth|sixth|last|final|middle|opening|1st|2nd|3rd",
)
_ALL_ASKED = lazy(r"\b(?:total|altogether|all|together|combined|sum|overall|so far|in all)\b")


def one_place_of_a_list_asked(seen: Read) -> bool:
    """Is a list of numbers added where the question asks the one in a place ("Team A scored 3, 2 and 4
    goals. How many in the second game?" was 9)? That number is told."""
    if seen.operation != "+":
        return False
    told, question = _question(seen.text)
    if not told or _ONE_PLACE.search(question) is None:
        return False
    return _ALL_ASKED.search(question) is None


_UNITS = {
    "second": "s|sec|secs|second|seconds",
    "minute": "min|mins|minute|minutes",
    "hour": "h|hr|hrs|hour|hours",
    "metre": "m|metre|metres|meter|meters",
    "centimetre": "cm|centimetre|centimetres|centimeter|centimeters",
    "millimetre": "mm|millimetre|millimetres",
    "kilometre": "km|kms|kilometre|kilometres|kilometer|kilometers",
    "mile": "mile|miles",
    "foot": "ft|foot|feet",
    "inch": "inch|inches",
    "gram": "g|gram|grams",
    "kilogram": "kg|kgs|kilo|kilos|kilogram|kilograms",
    "pound": "lb|lbs",
    "stone": "st|stone|stones",
    "litre": "l|litre|litres|liter|liters",
    "millilitre": "ml|millilitre|millilitres",
    "celsius": "c|°c|celsius|centigrade",
    "fahrenheit": "f|°f|fahrenheit",
    "kelvin": "kelvin",
    "hectopascal": "hpa|millibar|millibars|mb",
    "kilopascal": "kpa",
    "gigabyte": "gb|gigabyte|gigabytes",
    "megabyte": "megabyte|megabytes",
    "kilobyte": "kb|kilobyte|kilobytes",
}
"""Units of measure by name, and how each is written after a number ("20 s", "−4°c")."""
_MEASURES = (
    frozenset({"second", "minute", "hour"}),
    frozenset({"metre", "centimetre", "millimetre", "kilometre", "mile", "foot", "inch"}),
    frozenset({"gram", "kilogram", "pound", "stone"}),
    frozenset({"litre", "millilitre"}),
    frozenset({"celsius", "fahrenheit", "kelvin"}),
    frozenset({"hectopascal", "kilopascal"}),
    frozenset({"gigabyte", "megabyte", "kilobyte"}),
)
"""Units that measure the same thing: one is worked out from another by a factor no one told."""
_UNIT_ASKED = lazy(
    r"\b(?:in|total|how many|number of|into|as) (seconds|secs|minutes|mins|hours|hrs|metres|meters"
    r"|centimetres|cm|millimetres|mm|kilometres|km|kms|miles|feet|inches|grams|kilograms|kg|kilos|lbs|stone"
    r"|litres|liters|millilitres|ml|celsius|centigrade|fahrenheit|kelvin|hpa|millibars|kpa|gb|gigabytes"
    r"|megabytes|kb|kilobytes)\b",
    needs="in |total|how many|number of|into|as ",
)
_NAME_OF = {spelling: name for name, spellings in _UNITS.items() for spelling in spellings.split("|")}
_UNIT_TOLD = lazy(r"\d ?(°?[a-z]+)\b")


def unit_asked_untold(seen: Read) -> bool:
    """Is a number worked out in the unit it is told in where the question asks it in another unit of the
    same measure ("Plank: 20 s on day 1, +10 s a day until 110 s on day 10. Total minutes?" was 650, "Frost at
    −4°C, it'll drop another 5 degrees. How cold in Fahrenheit?" was −9), or a sum of one unit asked in
    another ("10 miles … until 30 miles. Total hours?" was 220)? The units reader converts."""
    if seen.reader == "units" or seen.operation in TIME_OPERATIONS:
        return False
    question = _question(seen.text)[1]
    asked = _UNIT_ASKED.search(question)
    if asked is None or (unit := _NAME_OF.get(asked.group(1))) is None:
        return False
    text = seen.text[: len(seen.text) - len(question)] + question[: asked.start()] + question[asked.end() :]
    told = {_NAME_OF.get(written) for written in _UNIT_TOLD.findall(text)}
    if unit in told:
        return False
    if seen.operation in ("+", "-", "series") or isinstance(seen.spec, SeriesByTerms):
        return bool(told - {None})  # a sum or a gap is in the unit of what it adds
    return any(unit in measure and told & measure for measure in _MEASURES)


_TWO_ASKED = lazy(
    r"\b(?:total|altogether|in all|all together|combined|how (?:many|much)(?: [a-z]+)?)"
    r" (?:for|in|over|of) (?:the |my |our |his |her |their )?([a-z]+) and (?:the |my |our |his |her"
    r" |their )?([a-z]+)$",
    needs=" and ",
)
_SOMEONE = frozenset({"me", "i", "you", "us", "we", "him", "her", "them", "it", "mine", "yours"})


def sum_asked_of_more_than_told(seen: Read) -> bool:
    """Is a sum or a run's total read where the question asks it of two, one of them nothing told names
    ("Squats: 10 on day 1, +5 a day until 50 on day 9. Total for me and my sister?" was 270, "1 on day 1, 2
    on day 2 … 31 on day 31. Total in January and February?" was 496)?"""
    if seen.operation not in ("+", "series", "*") and not isinstance(seen.spec, SeriesByTerms):
        return False
    told, question = _question(seen.text)
    both = _TWO_ASKED.search(question)
    if both is None or not told:
        return False
    told_stems = {_stem(word) for word in re.findall(r"[a-z]+", told)}
    return any(word not in _SOMEONE and _stem(word) not in told_stems for word in both.groups())


_HOW_MUCH = lazy(r"\bhow much\b", needs="how much")


def money_divided_by_money_asked_as_money(seen: Read) -> bool:
    """Is an amount of money divided by another where the question asks an amount ("Saved £15 today. How much
    so far if I save £15 every day?" was 1)? Money over money is a count, asked "how many"."""
    spec = seen.spec
    if seen.operation != "/" or not isinstance(spec, ProblemSpec) or not mentions("£|$|€", seen.text):
        return False
    question = _question(seen.text)[1]
    if _HOW_MUCH.search(question) is None or "how many" in question:
        return False
    return all(_told_as(number, seen.text) == "money" for number in (spec.a, spec.b))


_LEFT_TOLD = lazy(
    r"(?<![\w.])(\d[\d.]*) (?:[a-z]+ )?(?:rest|rests|remain|remains|remaining|left)\b",
    needs="rest|remain|left",
)
_PART_ASKED = lazy(
    r"\b(?:paid|pay|spent|spend|used|use|gave|give|given|took|take|ate|eat|sold|sell|lost|lose)\b",
    needs="pa|spen|use|gave|give|took|take|ate|eat|sold|sell|los",
)


def left_added_to_asked_part(seen: Read) -> bool:
    """Is what is left added to what one had where the question asks what went ("I have 500 euros and 238
    euros rest. How many I paid?" was 738)? What went is the gap between them."""
    if seen.operation != "+":
        return False
    told, question = _question(seen.text)
    if not told or _PART_ASKED.search(question) is None:
        return False
    used = numbers_used(seen) or []
    return any(found.group(1) in used for found in _LEFT_TOLD.finditer(told))


_DEPARTURE_PLACE_ASKED = lazy(
    r"\b(?:be|get|arrive|go|reach) (?:at|to|in)? ?(?:the |my |our )?(station|stop|bus stop|airport|port"
    r"|terminal|gate|platform|check in|check-in|harbour|dock|pier|coach station)\b",
    needs="station|stop|airport|port|terminal|gate|platform|check|harbour|dock|pier",
)


def departure_place_asked_after_leaving(seen: Read) -> bool:
    """Is a clock moved on from when a bus, train or flight leaves where the question asks when to be at the
    place it leaves from ("The bus leaves at 17:30 and the trip is 2 hours 50 minutes. When must I be at the
    station?" was 20:20)? That is before it leaves, by a time no one told."""
    if seen.operation != "time_after":
        return False
    told, question = _question(seen.text)
    asked = _DEPARTURE_PLACE_ASKED.search(question)
    if asked is None or not told:
        return False
    return re.search(rf"\b{_stem(asked.group(1).split()[-1])}", told) is None


def _a_list_summed(seen: Read, parted: bool = True) -> tuple[list[str], list[str], bool] | None:
    """The words of a story read as a sum, the items of its list and whether the question names one of them;
    None for another reading, or a story that is no list."""
    if seen.operation != "+" or seen.reader not in GUESSING_READERS:
        return None
    from quickmath.offline.readers import list_totals  # only for a sum guessed from a story

    words = seen.text.split()
    items = list_totals.items_of(words)
    if items is None:
        return None
    asked = list_totals.asked_at(words)
    labelled = list_totals.labelled_one_by_one(words, items)
    if parted and not (
        list_totals.parted(words, items, labelled) and list_totals.one_kind(words, items, labelled)
    ):
        return None
    named = asked is not None and list_totals.names_one_item(words, items, asked, labelled)
    return words, [told.number for told in items], named


_ONE_PICKED = lazy(
    r"\b(?:highest|lowest|best|worst|biggest|smallest|largest|most|least|top|max|min|maximum|minimum)\b",
    needs="high|low|best|worst|big|small|larg|most|least|top|max|min",
)
"""A word that asks which item stands out, not their sum: "Scores 146, 98, 173. Highest total?"."""


def one_item_of_a_list_asked(seen: Read) -> bool:
    """Is a list summed where the question names one item ("taxi 340, lunch 185. Total lunch?", "340 on Monday
    and 185 on Tuesday. How many on Monday in total?") or asks which stands out ("Scores 146, 98, 173.
    Highest total?")? Then the question asks that item, not the sum."""
    listed = _a_list_summed(seen) if mentions("total|all|sum|combined", seen.text) else None
    return listed is not None and (listed[2] or _ONE_PICKED.search(seen.text) is not None)


def label_numbers_added(seen: Read) -> bool:
    """Is a list summed whose every number names a thing ("Room 340, Room 185. Total?")?"""
    if seen.operation != "+" or seen.reader not in GUESSING_READERS:
        return False
    from quickmath.offline.readers import list_totals  # only for a sum guessed from a story

    words = seen.text.split()
    items = list_totals.items_of(words)
    return items is not None and all(list_totals.a_label_s_number(words, told) for told in items)


def choices_added(seen: Read) -> bool:
    """Is a list summed whose items are told as choices ("340 or 185. Total?")?"""
    if " or " not in seen.text:
        return False
    listed = _a_list_summed(seen, parted=False)
    return listed is not None and "or" in listed[0]


def item_of_a_list_left_out(seen: Read) -> bool:
    """Is a sum read of some items of a list and not all ("Tesco game 146, the chemist game 98, the butcher
    game 173. How many points in all?" was 146 + 173)?"""
    listed = _a_list_summed(seen) if mentions("total|all|sum|combined", seen.text) else None
    used = numbers_used(seen)
    if listed is None or used is None:
        return False
    items = listed[1]
    return set(used) < set(items) and all(used.count(number) <= items.count(number) for number in used)
