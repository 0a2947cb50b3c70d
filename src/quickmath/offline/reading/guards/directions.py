"""Guards of the way a question goes: amounts asked over a stretch of days are gathered, not compared; a
length told ahead of a clock reading, or told early, goes back from it, and being somewhere comes before what
is there; what comes next comes after; a credit comes off a bill, and more of a debt goes further below zero;
whether a number divides is asked yes or no; change comes only from money that covers a price, never from a
measure; a group's size is not taken from the things grouped; and a depth asked is no signed sum."""

from __future__ import annotations

import re
from fractions import Fraction

from quickmath.domain import CLOCK_OPERATIONS
from quickmath.offline.asks import ProblemSpec
from quickmath.offline.readers.stories import IN_DEBT
from quickmath.offline.readers.times import minutes_in
from quickmath.offline.reading.guards.shared import Read
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy

_STRETCH = (
    r"(?:days?|nights?|weeks?|weekends?|months?|years?|seasons?|terms?|games?|matches|shows?|sessions?|shifts?"
    r"|rounds?|visits?|trips?|performances?|evenings?|mornings?)"
)
_GATHERED_OVER = lazy(
    r"\bhow (?:much|many)(?: [a-z]+)? (?:over|across) (?:both|all|the|these|those|this|that|\d+|two|three"
    rf"|four|five|six|seven)\b(?: [a-z0-9]+){{0,2}}? {_STRETCH}\b",
    needs="over|across",
)
"""A question of how much over a stretch of time ("how many over both days", "how much across the 3 nights"):
all of it, not how far one amount is over another."""


def gathered_over_read_as_a_gap(seen: Read) -> bool:
    """Is a take-away read where the question gathers amounts over days ("On Friday the cinema sold 2,340
    tickets and on Saturday 1,875. How many over both days?" was 465)?"""
    return seen.operation == "-" and _GATHERED_OVER.search(seen.text) is not None


_LENGTH = (
    r"(?:\d+ ?(?:hours?|hrs?|h)(?: (?:and )?\d+ ?(?:minutes?|mins?))?|\d+ ?(?:minutes?|mins?)|half an hour"
    r"|(?:an|one|a) hour(?: and a (?:half|quarter))?|(?:a )?quarter of an hour|three quarters of an hour)"
)
_BEFORE = r"(?:ahead of|in advance of|prior to|before|earlier than|in front of)"
_AFTER = r"(?:after|later than|behind|following)"
_TOLD_WAY = lazy(
    rf"\b{_LENGTH} (?:(?:or so|at least|at most|exactly|roughly|about) )?(?P<way>{_BEFORE}|{_AFTER})"
    r" (?:(?:a|an|the|my|our|his|her|their|your) )?(?:[a-z]+ ){0,2}?"
    r"(?P<reading>\d{1,2}(?:[:.]\d\d)?(?: ?[ap] ?m)?)\b",
    needs="ahead|advance|prior|before|earlier|front|after|later|behind|following",
)
"""A length told before or after a clock reading: "half an hour ahead of a 7:15 am delivery"."""


_LENGTH_WAY = lazy(
    rf"\b(?P<length>{_LENGTH}) (?P<way>{_BEFORE}|{_AFTER})\b",
    needs="ahead|advance|prior|before|earlier|front|after|later|behind|following",
)
"""A length told before or after something: "20 min ahead of the last bus, which leaves at 11:40 pm"."""
_PARTS = (
    ("half an hour", 30),
    ("quarter of an hour", 15),
    ("three quarters of an hour", 45),
    ("hour and a half", 90),
    ("hour and a quarter", 75),
)


def _minutes(length: str) -> int:
    """The minutes a length of `_LENGTH` names (a reading of the words, not a calculation asked)."""
    for words, minutes in _PARTS:
        if length.endswith(words):
            return minutes
    hours = re.match(r"(\d+) ?(?:hours?|hrs?|h)\b", length)
    mins = re.search(r"(\d+) ?(?:minutes?|mins?)\b", length)
    whole = int(hours.group(1)) if hours else (1 if re.search(r"\bhour\b", length) else 0)
    return whole * 60 + (int(mins.group(1)) if mins else 0)


def moved_against_the_way_told(seen: Read) -> bool:
    """Is a clock reading moved on where the length is told ahead of it ("I've got to be in half an hour
    ahead of a 7:15 am delivery. When should I get there?" was 7:45 AM, "20 min ahead of the last bus, which
    leaves at 11:40 pm" 12:00 AM), or back where it is told after it?"""
    spec = seen.spec
    if not isinstance(spec, ProblemSpec) or spec.operation not in CLOCK_OPERATIONS - {"time_between"}:
        return False
    from quickmath.offline.readers.time_zones import countries  # only for a clock moved

    if seen.reader == "time_zones" or countries(seen.text):
        return False  # "Dubai is 4 hours ahead of London": a place's clock ahead is later, not before
    start = re.match(r"\d{1,2}(?::\d\d)?", spec.a)
    for found in _TOLD_WAY.finditer(seen.text):
        told = re.match(r"\d{1,2}(?:[:.]\d\d)?", found.group("reading"))
        if start is None or told is None or told.group().replace(".", ":") != start.group():
            continue
        if _goes_back(found.group("way")) != (spec.operation == "time_before"):
            return True
    if spec.operation == "time_after" and _COUNTED_BACK.search(seen.text):
        return True
    reading = re.search(rf"(?<![\d:]){re.escape(start.group())}(?![\d:])", seen.text) if start else None
    return reading is not None and any(
        _goes_back(found.group("way")) != (spec.operation == "time_before")
        for found in _LENGTH_WAY.finditer(seen.text[: reading.start()])
        if _minutes(found.group("length")) == minutes_in(str(spec.b))
    )


_COUNTED_BACK = lazy(
    r"\b(?:count(?:ing|ed|s)?|wind(?:ing)?|turn(?:ing)?|put(?:ting)?|set(?:ting)?) back(?:wards)?\b"
    r"|\b(?:go(?:ing|es)?|went) back(?:wards)?\b(?! (?:out|in|inside|outside|on|onto|into|to|home|over)\b)"
    r"|\bbackwards?\b",
    needs="back",
)
"""A clock counted back from: "counting back 2 hours 35 minutes from 1:20 pm"; going back out after a break
("When do they go back out?") is going on."""


def _goes_back(way: str) -> bool:
    return re.fullmatch(_BEFORE, way) is not None


_TAKEN_OFF_A_BILL = lazy(
    r"\b(?:credit(?: note)?|credited|refund(?:ed)?|rebate|discount(?:ed)?|deduct\w*|voucher|docked|fined"
    r"|penali[sz]ed|knocked off|net (?:amount|total|pay|figure|cost|bill|balance|to pay))\b",
    needs="credit|refund|rebate|discount|deduct|voucher|net |docked|fined|penali|knocked off",
)
"""Money or points that come off a total, or the net of one asked: "a credit note for £312", "got docked 375
in the last round", "the net amount to pay"."""


def taken_off_read_as_added(seen: Read) -> bool:
    """Are a bill and what comes off it added ("the invoice came to £1,980 and we've got a credit note for
    £312. What's the net amount to pay?" was 2292; "sitting on 1,250 points and got docked 375" was 1625)?"""
    return seen.operation == "+" and _TAKEN_OFF_A_BILL.search(seen.text) is not None


_WHETHER_IT_DIVIDES = lazy(
    r"\b(?:divides?|divisible|goes? into|go in|split|shared?) (?:exactly |evenly )?"
    r"(?:by|into|between|among)\b"
    r".*(?:^|; |, |\? )(?:does|is|can|will|would|could) (?:it|that|this|he|she|they)\b"
    r"|(?:^|; |, )(?:does|do|will|would|can|could|is|are)"
    r" (?:it|they|that|this|them|the [a-z]+|(?:each|every) [a-z]+(?: [a-z]+)?)\b[^;]{0,40}?"
    r"\b(?:an? (?:exact |whole )+(?:number|amount)|in whole [a-z]+|whole (?:pounds|euros|dollars|numbers)"
    r"|exactly|evenly|without (?:a |any )?remainder|no remainder"
    r"|nothing (?:left )?over)\b"
    r"|\b(?:exact|exactly|evenly) or not\b|\b(?:is it|it is) (?:exact|exactly|even|evenly)\b",
    needs="divide|divisible|into|go in|split|share|exact|whole|evenly|remainder|nothing",
)
"""Whether a number divides asked yes or no, the question opening its clause: "125 divides by 3. does it?",
"1,035 miles over 9 days — would that come out to an exact whole number of miles each day?"; not "what does
each person owe if we split it evenly?"."""


def whether_it_divides_answered_with_a_share(seen: Read) -> bool:
    """Is whether a number divides, asked yes or no, answered with the quotient ("my son says 125 divides by
    3. does it?" was 41 2/3)? The answer is yes or no, which the divisibility reader gives."""
    return seen.operation == "/" and _WHETHER_IT_DIVIDES.search(seen.text) is not None


_HANDED_OVER = lazy(
    r"\b(?:note|tenner|fiver|coin) of [£$€]?(\d[\d.]*)"
    r"|\b(?:paid|pay|pays|handed over|hands over|gave|give|gives|tendered) (?:with )?(?:a |an |the )?"
    r"[£$€]?(\d[\d.]*)",
    needs="note|tenner|fiver|coin|pa|hand|gave|give|tender",
)
_CHANGE_ASKED = lazy(r"\bchange\b", needs="change")


def change_from_too_little(seen: Read) -> bool:
    """Is change worked out from money handed over that does not cover the price ("A note of 2 for a coffee
    of 3.85, change?" was 1.85)? There is no change; what is short is another question."""
    spec = seen.spec
    if seen.operation != "-" or not isinstance(spec, ProblemSpec) or not _CHANGE_ASKED.search(seen.text):
        return False
    for found in _HANDED_OVER.finditer(seen.text):
        handed = found.group(1) or found.group(2)
        if handed == spec.b and Fraction(spec.b) < Fraction(spec.a):
            return True
    return False


_IN_DEBT = lazy(
    rf"\b(?:{IN_DEBT}|owe|owes|owed)\b", needs="overdrawn|red|debt|arrears|below|under|overdraft|owe"
)
_MORE_OF_IT = lazy(rf"\b(?:another|a further|an extra) [£$€]?({N})\b", needs="another|further|extra")


def more_debt_read_as_paid_in(seen: Read) -> bool:
    """Is "another £22" told after a debt read as money paid in ("I'm already £35 overdrawn and then I put
    another £22 on my card. What's my balance now?" was −13)? More of a debt goes further below zero."""
    spec = seen.spec
    if seen.operation != "+" or not isinstance(spec, ProblemSpec) or not spec.a.startswith("-"):
        return False
    return _IN_DEBT.search(seen.text) is not None and spec.b in _MORE_OF_IT.findall(seen.text)


_EARLY = lazy(
    rf"\b(?P<length>{_LENGTH}) (?:early|earlier|beforehand|in advance|sooner)\b(?! than\b| of\b| to\b)",
    needs="early|earlier|beforehand|advance|sooner",
)
"""A length told early with no reading beside it: "log in 25 minutes early"."""
_PLANNED = lazy(
    r"\b(?:due|meant|supposed|scheduled|timetabled|planned|expected|should have|booked)\b",
    needs="due|meant|supposed|scheduled|timetabled|planned|expected|should have|booked",
)
"""The time something was meant to happen, asked or told: "arrived 19 minutes late; when was it meant to"."""


def moved_on_by_a_length_early(seen: Read) -> bool:
    """Is a clock reading moved on by a length told early ("Our raid begins at 8:30 PM and I need to log in 25
    minutes early. What time should I log in?" was 8:55 PM)? Early comes before, unless the time something
    was meant to happen is asked ("It came at 8:10, 5 minutes early. When was it due?" is after)."""
    spec = seen.spec
    if not isinstance(spec, ProblemSpec) or spec.operation != "time_after" or _PLANNED.search(seen.text):
        return False
    told = minutes_in(str(spec.b))
    return any(_minutes(found.group("length")) == told for found in _EARLY.finditer(seen.text))


_TO_BE_THERE = lazy(
    r"\b(?:when|what time)\b[^;?]*\b(?:need|needs|have|has|got) to be"
    r" (?:on site|in|there|on|at|ready|here)\b",
    needs="to be",
)
_LATER_SAID = lazy(r"\b(?:after|later|afterwards|then|from)\b", needs="after|later|then|from")


def being_there_moved_on(seen: Read) -> bool:
    """Is the time someone needs to be there asked, and a reading moved on with no word saying the length
    comes after it ("What time does the crew need to be on site if ground prep takes an hour and twenty-five
    minutes and the crane's turning up at 08:00 on the dot?" was 09:25)? Being there comes before what is
    at it."""
    return (
        seen.operation == "time_after"
        and _TO_BE_THERE.search(seen.text) is not None
        and _LATER_SAID.search(seen.text) is None
    )


_GROUP_SIZE = lazy(
    rf"\b({N}) (?:(?:to|per) (?:a|an|each|every|one)|in (?:each|every)) (?!time\b|go\b|row\b)[a-z]+\b"
    rf"|\b(?:packs?|bags?|boxes|box|tins?|trays?|crates?|cases?|packets?|groups?|teams?|rows?) of ({N})\b",
    needs="to a|per|in each|in every|to an|to each|to every|to one| of ",
)
"""The size of each group: "8 to a pack", "6 per box", "bags of 12"."""


def group_size_taken_away(seen: Read) -> bool:
    """Is the size of each group taken away from the things grouped ("If I bag 65 cookies 8 to a pack, how
    many cookies don't make it into a full pack?" was 57)? What is left over comes from sharing into
    groups."""
    spec = seen.spec
    if seen.operation != "-" or not isinstance(spec, ProblemSpec):
        return False
    return any(spec.b in (to, of) for to, of in _GROUP_SIZE.findall(seen.text))


_NEXT_ASKED = lazy(
    r"\b(?:when|what time)\b[^;]*\b(?:second|2nd|next|another|other|following) (?!to\b)[a-z]+",
    needs="second|2nd|next|another|other|following",
)


def next_one_moved_back(seen: Read) -> bool:
    """Is the time of a second or next thing asked, and a reading moved back ("Painted at 11:30am and the
    recoat time is 4 hours. What time can the second coat go on?" was 7:30 AM)? What comes next comes
    after."""
    return seen.operation == "time_before" and _NEXT_ASKED.search(seen.text) is not None


_DEPTH_ASKED = lazy(
    r"\bhow (?:deep|low)\b|\bdepth\b|\bhow far (?:down|below|under|beneath)\b"
    r"|\bhow many (?:[a-z]+ )?(?:down|below|under|beneath)\b",
    needs="deep|low|depth|down|below|under|beneath",
)
"""A question of a depth ("how deep is she now", "what depth", "how far below sea level")."""
_NEGATIVE = lazy(r"(?<![\w.)])-\d")


def depth_asked_of_a_signed_sum(seen: Read) -> bool:
    """Is a sum or take-away with a number below zero read where the question asks a depth ("A diver was
    12 m below sea level and rose 5 m. How deep is she now?" was −7)? A depth is told without a sign: the
    signed answer is not it."""
    if seen.operation not in ("+", "-") or _DEPTH_ASKED.search(seen.text) is None:
        return False
    spec = seen.spec
    written = f"{spec.a} {spec.b}" if isinstance(spec, ProblemSpec) else str(getattr(spec, "text", ""))
    return _NEGATIVE.search(written.replace("−", "-")) is not None


_MEASURE = (
    r"(?:mm|cm|m|km|millimet(?:re|er)s?|centimet(?:re|er)s?|met(?:re|er)s?|kilomet(?:re|er)s?|inch(?:es)?|ft"
    r"|feet|yards?|yd|miles?|mg|g|grams?|kg|kilos?|kilograms?|tonnes?|lbs?|oz|ounces?|ml|cl|l|litres?|liters?"
    r"|millilit(?:re|er)s?|gallons?|pints?)"
)
_MEASURED = lazy(rf"(?<![\d.])(\d[\d.]*) ?(?:-? ?){_MEASURE}\b")
"""A number written with a unit of measure after it: "3.85 kg", "2 - litre", "500 ml"."""


def change_given_for_a_measure(seen: Read) -> bool:
    """Is change from money handed over worked out with a number that is a measure, not a price ("A note of
    20 for a 3.85 kg bag, change?" was 16.15)? A weight or a length is no price, so the change is untold."""
    spec = seen.spec
    if seen.operation != "-" or not isinstance(spec, ProblemSpec) or not _CHANGE_ASKED.search(seen.text):
        return False
    if _HANDED_OVER.search(seen.text) is None:
        return False
    measured = {found.group(1) for found in _MEASURED.finditer(seen.text)}
    return spec.a in measured or spec.b in measured


_INTO = lazy(
    rf"\b{_LENGTH} into (?:the|a|an|my|our|his|her|their|its|this|that) ",
    needs="into",
)
"""A length into something that begins at a reading ("comes exactly 2 h 30 min into the working day")."""


def length_into_moved_back(seen: Read) -> bool:
    """Is a clock moved back by a length told as a time into something ("A gardener's tea break comes exactly
    2 h 30 min into the working day. If the day's work begins at 9:15 am, at what time does the kettle go on?"
    was 6:45 AM)? A time into what begins at a reading is after it."""
    return seen.operation == "time_before" and _INTO.search(seen.text) is not None
