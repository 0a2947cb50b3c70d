"""Numbers that name a thing and count nothing, beside the question: an order, ticket, case, invoice or
booking number, a phone extension, a bus, room, flight or platform, a model or a version, or a date
("Ticket 7714: outage reported 06:55, back 10:20. How long?", "Order #88213 placed 01/12. Price dropped from
£249 to £199 …", "Ext. 4417 here. Meeting ran 14:05 to 16:50", "bus 73 was meant to come at ten past, anyway,
I had £50 and spent £18.75").

A message the coach cannot read as it stands is read again without them (see `reading.message`). A number
after a label word is a reference only when nothing makes it a count: it is written as a code (a dash, a
letter, "#", "no.", "ID", four digits or more), or followed by a pause or a word that goes on the sentence,
never by the things it would count ("order 12 boxes", "ticket 12 pounds each" keep their numbers). Only words
move: nothing is worked out.
"""

from __future__ import annotations

import re

from quickmath.patterns import LazyPattern, lazy

_PLACES = (
    r"room|bus|flight|platform|zone|gate|seat|module|version|ext|extension|route|hall|ward|terminal|aisle|desk"
    r"|block|studio|lab|office|flat|apartment|apt|pier|dock|berth|court|pitch|plot|allotment|bed|greenhouse"
    r"|polytunnel|paddock|field|screen|stall"
)
"""Labels of places, routes and versions: a number after them names one unless the things it counts follow
("bus 73 was late", "room 12:", "Room 204 if anyone wants to check"; "room 4 chairs" keeps it)."""
_CODED = (
    r"ticket|invoice|inv|ref|reference|booking|complaint|membership|serial|model|sku|receipt|po|tracking|badge"
    r"|order|return|case|line|unit|bay|customer|staff|employee|job|project|account|acct|member|claim|policy|batch"
)
"""Labels of things that also cost, are done or are counted ("ticket 12, popcorn 5", "order 12 boxes",
"return 3 to the shop"): only a number written as a code names ("order #88213", "ticket 7714", "job
2025-114")."""
_MARK = r"(?:\.? ?(?:#|no\.?|number|nr\.?|id|ref\.?|reference)?:? ?#?)"
_CODE = (
    r"(?:[a-z]{1,4}-?\d\w*(?:[-/.]\w+)*|(?!(?:of|in|at|to|on|by|is|it|an|as|or|up|so|do|go|we|me|my|be|am|us)\b)"
    r"[a-z]{2} \d{3,4}\b|\d+[a-z]\w*(?:[-/.]\w+)*|\d+(?:[-/.]\w+)+|\d{4,})"
)
"""A number written as a code: with letters, a dash, a slash or a point in it, or four digits or more; a
flight's "BA 287"."""
_NUMBER = r"\d{1,3}(?:\.\d+)?"
_GOES_ON = (
    r"(?=\s*(?:[,;)(!?\n]|[:.](?!\d)|—|–| - |$)|\s+(?:is|was|were|has|had|says|said|here|there|from|placed"
    r"|dated|again|anyway|but|so|and|which|that|where|when|at|on|in|came|comes|got|went|lands?|landed|leaves?"
    r"|arrives?|arrived|departs?|departed|runs?|ran|starts?|started|takes?|took|goes|broke|needs?)\b)"
)
"""After a reference: a pause, or a word that goes on the sentence, never the things a number counts, nor the
rest of a clock reading ("bus 18:50" is a time, not bus 18)."""
_REFERENCE = lazy(
    rf"(?<![\w£$€])(?:(?P<place>{_PLACES})\b{_MARK}(?:{_CODE}|{_NUMBER}(?![\d.]))|(?P<coded>{_CODED})\b{_MARK}{_CODE}"
    r"|(?<=[a-z] )(?P<marked>no\.|nr\.|#) ?\d[\w/-]*)",
    re.IGNORECASE,
    needs=f"{_PLACES}|{_CODED}|no.|nr.|#",
)
"""A label and the number or code that names it ("Ticket 7714:", "order #88213", "ref CX-20931.", "candidate
no. 0472")."""
_NEXT_WORD = lazy(r"\s+([a-z]+)\b(?!['’])")
_HEADING_END = lazy(r"\s*(?:\([^()\n]*\)\s*)?(?::|[—–](?=\s))")
_MONTH = (
    r"(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr"
    r"|jun|jul|aug|sept|sep|oct|nov|dec)\.?"
)
_DATE = lazy(
    rf"(?:\b(?:on|placed|dated|from|since|of|by|date:?) )?(?:the )?\b\d{{1,2}}(?:st|nd|rd|th)? (?:of )?"
    rf"{_MONTH}(?:,? \d{{4}})?\b"
    rf"|\b{_MONTH} \d{{1,2}}(?:st|nd|rd|th\b|,? \d{{4}}\b)"
    rf"|\b(?:on|placed|dated|from|since|by|until|till|date:?) {_MONTH} \d{{1,2}}\b"
    r"|\b\d{4}-\d\d?-\d\d?\b|\b\d\d?/\d\d?/\d{2,4}\b"
    r"|\b(?:on|placed|dated|since|date:?) \d\d?/\d\d?(?:/\d{2,4})?\b"
    r"|\b(?:due|from|by|until|till|before|after|(?:order|delivery|invoice|booking|visit|appointment) of)"
    r" (?P<day>\d\d)/(?P<month>\d\d)\b(?!/)"
    r"|(?<![\w/.])(?:0[1-9]/[01]\d|[0-3]\d/0[1-9])(?![\w/.])",
    re.IGNORECASE,
)
"""A date: "2 Dec", "Nov 3rd", "28 November 2025", "2025-11-18", "30/10/2026", "placed 01/12", "due 12/03"
(two digits each, after a word that sets a day: "of 10/12" may be a fraction), "04/11" (no fraction is
written with a nought first)."""


_DOTTED = lazy(
    r"(?<![\w.])(?:v|ver|version )?\d{1,4}(?P<groups>(?:\.\d{1,4}){2,})(?:/\d{1,2})?(?![\w.]*\d)", needs="."
)
"""A code with two points or more: an address ("10.0.0.0/24"), a version ("v2.1.3"), a date ("12.03.2025");
"1.250.000" groups thousands, and stays (it is asked about)."""


def _code_only(found: re.Match[str]) -> str:
    groups = found.group("groups").split(".")[1:]
    return found.group() if all(len(group) == 3 for group in groups) else " "


_AGE_TOLD = lazy(
    r"\b(?P<who>(?:a|an|my|our|his|her|their|your) )?(?P<age>\d{1,3})[- ]?(?:years?|yrs?)[- ]?old\b"
    r"|\baged (?P<aged>\d{1,3})\b",
    re.IGNORECASE,
    needs="old|aged",
)
"""An age told of someone ("not bad for a 40 year old", "my 10-year-old has …", "aged 67 and still …")."""
_ASKS_OF_AGES = lazy(r"\b(?:old|older|younger|age|ages|years?|yrs?|born|birthday)\b", re.IGNORECASE)


def _without_an_age(text: str) -> str:
    """The text without the one age it tells, when nothing else in it is about ages or years ("I ran 18.5 km,
    22 km and 26.5 km. Not bad for a 40 year old eh. What's my total?"); as it is with two ages ("a 40 year
    old and a 12 year old: total age?") or one asked about ("I'm 40 years old, how old in 5 years?")."""
    found = list(_AGE_TOLD.finditer(text))
    if len(found) != 1:
        return text
    told = found[0]
    rest = text[: told.start()] + text[told.end() :]
    if _ASKS_OF_AGES.search(rest):
        return text
    who = f"{told.group('who')}person" if told.group("who") else ""
    return text[: told.start()] + who + text[told.end() :]


_SAYINGS = [
    (lazy(r"\b(?:one|1) step at a time\b", re.IGNORECASE, needs="step"), "step by step"),
    (lazy(r"\b(?:one|1) (?:at a time|by one)\b", re.IGNORECASE, needs="time|by one"), ""),
    (lazy(r"^(\W*(?:[a-z]+ ){0,2}quick) (?:one|1)\b", re.IGNORECASE, needs="quick"), r"\1 question"),
]
"""Sayings with a one in them that counts nothing: "take me through 457 + 386 one step at a time", "lol quick
1 b4 i go: 45 + 45 + 45 + 45"."""


def _without_sayings(text: str) -> str:
    for saying, said in _SAYINGS:
        text = saying.sub(said, text)
    return text


def without_references(text: str) -> str | None:
    """The message without the numbers that only name a thing or a day; None when it has none. A year stays
    when there are two ("In 2020 we had 45 members and in 2021 we had 60" tells two times apart) or when the
    message counts years."""
    apart = _told_apart(text)
    bare = _REFERENCE.sub(
        lambda found: found.group() if _label_of(found) in apart else _label_only(found), text
    )
    bare = _DATE.sub(_day_only, _DOTTED.sub(_code_only, bare))
    bare = _without_the_one(_NAMED, bare)
    bare = _without_the_one(_DESCRIBED, bare)
    bare = _without_the_one(_YEAR, bare) if not _COUNTS_YEARS.search(bare) else bare
    bare = _without_an_age(bare)
    bare = _without_sayings(_without_glued_codes(bare))
    bare = re.sub(r"\(\s*\)", " ", bare)
    bare = re.sub(r"(?m)^[ \t]*(?:[:—–]|-(?=[ \t]))[ \t]*", "", bare)  # left of a heading: "12 March - "
    return re.sub(r"[ \t]{2,}", " ", bare) if bare != text else None


def _label_of(found: re.Match[str]) -> str:
    return (found.group("place") or found.group("coded") or "").lower()


def _told_apart(text: str) -> set[str]:
    """Labels told with two numbers or more ("Room 14 has 6 chairs and room 15 has 8"): the numbers tell the
    places apart, and a question may name one of them ("How many chairs in room 14?"), so they stay."""
    numbers: dict[str, set[str]] = {}
    for found in _REFERENCE.finditer(text):
        if label := _label_of(found):
            numbers.setdefault(label, set()).add(found.group()[len(label) :].strip(" .#:"))
    return {label for label, named in numbers.items() if len(named) > 1}


_GLUED_CODE = lazy(r"(?<![\w£$€.,'’/-])([A-Z]{1,2})\d{1,2}(?![\w%'’/]|[.,:]\d)")
"""A capital letter or two with a number glued on, naming a size, a road or a seat ("8 boxes of A4", "the M25
was jammed", "seat B12"): the letters stay; a cell in a sum ("A4 + 12") keeps its number."""
_WORKED_ON = r"(?:[-+*/×÷=^−]|\b(?:times|plus|minus|x|by|divided|multiplied|squared|cubed|add|take|subtract))"
_WORKED_BEFORE = lazy(rf"{_WORKED_ON}\s*$", re.IGNORECASE)
_WORKED_AFTER = lazy(rf"^\s*{_WORKED_ON}", re.IGNORECASE)


def _without_glued_codes(text: str) -> str:
    """The text with the letters only of each glued code, unless one is worked on ("A4 times 3", "3 x B4": a
    cell or a letter standing for a number) or cells are spoken of."""
    found = list(_GLUED_CODE.finditer(text))
    if not found or re.search(r"\b(?:cells?|columns?|spreadsheet|sheet)\b", text, re.IGNORECASE):
        return text
    if any(_worked_on(code) for code in found) or _CALCULATION_WRITTEN.search(text):
        return text  # "3 times 4, Q2": a label beside a calculation may be a power or a question's
    return _GLUED_CODE.sub(r"\1", text)


_CALCULATION_WRITTEN = lazy(
    r"\d\s*(?:[-+*/×÷x^−]|times|plus|minus|divided by|multiplied by|squared|cubed)\s*\d", re.IGNORECASE
)


def _worked_on(found: re.Match[str]) -> bool:
    text = found.string
    before, after = text[max(0, found.start() - 12) : found.start()], text[found.end() : found.end() + 12]
    return _WORKED_BEFORE.search(before) is not None or _WORKED_AFTER.search(after) is not None


def _label_only(found: re.Match[str]) -> str:
    """The label of a reference without its number: "Ticket 7714" → "Ticket"; nothing for a reference that
    heads the message or a line ("Return 4409-A (Nov 3rd): 3 chairs …", where "return" would take away), and
    the reference whole when the things it counts follow ("room 4 chairs")."""
    text, end = found.string, found.end()
    if not _goes_on(text, end, found.group("place") is not None or found.group("marked") is not None):
        return found.group()
    if found.group("marked"):
        return ""
    heading = not text[: found.start()].strip(" \t").endswith(_GOES_BEFORE)
    return "" if heading and _HEADING_END.match(text, end) else found.group("place") or found.group("coded")


_GOES_BEFORE = tuple("abcdefghijklmnopqrstuvwxyz,;.!?0123456789")
"""How what comes before a reference ends when it is no heading: with a word, a number or a pause."""


def _day_only(found: re.Match[str]) -> str:
    """Nothing for a date; "of 12/45" stays, since no day or month is written so."""
    day, month = found.group("day"), found.group("month")
    if day is None or (max(int(day), int(month)) <= 31 and min(int(day), int(month)) <= 12):
        return " "
    return found.group()


def _goes_on(text: str, end: int, place: bool) -> bool:
    """Does the sentence go on after a reference, with a pause or a word that is not what a number counts?
    After a place's number any such word will do ("Room 204 if anyone …"), after a code only one that goes
    on a sentence."""
    if _GOES_ON_AFTER.match(text, end):
        return True
    following = _NEXT_WORD.match(text, end)
    return place and following is not None and not _counted(following.group(1))


_GOES_ON_AFTER = lazy(_GOES_ON, re.IGNORECASE)
_COUNTED_AFTER = frozenset({
    "of", "in", "on", "to", "by", "for", "from", "with", "x", "times", "more", "less", "fewer", "per", "each",
    "and", "or", "than", "plus", "minus", "over", "out", "lots", "off", "up", "then", "a", "an", "the",
    "percent", "second", "sec", "minute", "min", "hour", "hr", "day", "night", "week", "month", "year", "yr",
    "decade", "century", "term", "lap", "set", "rep", "point", "pound", "dollar", "euro", "penny", "h", "hrs",
    "m", "mins", "s", "secs", "ms", "am", "pm", "k", "p", "d", "wk", "wks", "mo", "yrs",
})  # fmt: skip
"""Words after a number that make it a count or an amount: a link to another number, a unit of time."""
_SAID_ON_AFTER = frozenset({
    "today", "yesterday", "tomorrow", "tonight", "now", "back", "already", "too", "only", "left", "yet",
    "still", "ago", "apiece", "extra", "altogether", "total", "between", "together", "so", "far",
})  # fmt: skip
"""Words after a number given to someone or had ("Mum 45 today", "paid Tom 20 back"): it counts."""


def _counted(word: str) -> bool:
    """Does the word after a number say what it counts ("4 chairs", "3 hour", "12 of them")?"""
    from quickmath.offline.readers.units import is_unit  # only for a message left unread

    plural = word.endswith("s") and not word.endswith(("ss", "us", "is"))
    return plural or word in _COUNTED_AFTER or is_unit(word)


_AFTER_A_DETERMINER = "|".join(
    rf"(?<=\b{said} )"
    for word in ("my", "our", "the", "an", "a", "his", "her", "their", "your", "this", "that")
    for said in (word, word.capitalize())
)
_NAMED = lazy(
    r"(?<![\w£$€.'’/-])(?:[A-Z]{2,}|[a-z]+[A-Z][A-Za-z]*|[A-Z][a-z]*[A-Z][A-Za-z]*"
    rf"|(?:{_AFTER_A_DETERMINER})[A-Z][a-z]+"
    r"|(?:^|(?<=[.!?\n] ))(?P<first>[A-Z][a-z]+)(?= \d+ [a-z]))"
    r" \d+(?![\w%'’/]|[.,:/-]\d)"
)
"""A name and the number that is part of it: a brand or a model in capitals ("HP 3720", "iPhone 15", "GCSE
2025"), a capitalised word after "my" or "the" ("my Galaxy 24 screen": a person's name has none, "I gave Sam
5" keeps its number), or a capitalised word opening a sentence before a word the number does not count
("Windows 11 update took ages", "Year 9 class")."""
_DESCRIBED = lazy(
    r"\b(?:the|our|my|this|that|his|her|their|your) \d+(?![\w%'’/]|[.,:/-]\d)(?= [a-z]+\b)",
    re.IGNORECASE,
    needs="the|our|my|this|that|his|her|their|your",
)
"""A number between "the" or "my" and a thing it does not count ("the 747 flight", "the 2026 audit"); "the 12
boxes" and "the 3 hour drive" count, and so does a number after "a" ("a 6 pack", "a 3 bed semi")."""
_YEAR = lazy(
    r"(?:\b(?P<lead>in|for|since|from|during|of|by) )?(?<![\w£$€.,/-])(?:19|20)\d\d(?![\w%'’/]|[.,:/-]\d)",
    re.IGNORECASE,
    needs="19|20",
)
"""A year, after a word that sets a time ("In 2019 I walked …") or before a thing it does not count ("2025
paper 1")."""
_COUNTS_YEARS = lazy(
    r"\b(?:old|older|younger|age|aged|ages|years?|yrs?|ago|born|anniversary|birthday|decades?|century|centuries"
    r"|until|till|since|between|after|before|later|earlier)\b",
    re.IGNORECASE,
)
"""Words of a message that may count years, whose years then stay."""
_NOT_NAMES = frozenset({
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
    "November", "December", "Jan", "Feb", "Mar", "Apr", "Jun", "Jul", "Aug", "Sep", "Sept", "Oct", "Nov",
    "Dec", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday", "Mon", "Tue",
    "Tues", "Wed", "Thu", "Thur", "Thurs", "Fri", "Sat", "Sun", "GBP", "USD", "EUR", "AUD", "CAD", "NZD",
    "INR", "JPY", "CHF", "ZAR", "KG", "KM", "CM", "MM", "ML", "MPH", "KPH", "AM", "PM", "HRS", "MINS", "ID",
    "In", "On", "At", "By", "For", "From", "Since", "During", "Of", "To", "The", "A", "An", "And", "But",
    "So", "If", "Then", "After", "Before", "Until", "Till", "Around", "About", "Over", "Under", "Between",
    "With", "Only", "Just", "All", "Each", "Every", "Almost", "Nearly", "Roughly", "Approx", "Another",
})  # fmt: skip
"""Capitalised words a number after which counts or is a day: a month, a weekday, a currency, a unit, or a
word opening a sentence that is no name ("In 2020 we had 45")."""
_DOINGS = frozenset({
    "Add", "Take", "Multiply", "Divide", "Subtract", "Minus", "Plus", "Times", "Double", "Halve", "Triple",
    "Square", "Cube", "Round", "Sum", "Share", "Split", "Remove", "Give", "Put", "Pay", "Paid", "Buy",
    "Bought", "Sell", "Sold", "Spend", "Spent", "Need", "Make", "Cut", "Count", "Lose", "Lost", "Got", "Get",
    "Have", "Had", "Find", "Is", "Are", "Was", "What", "Whats", "Calculate", "Work", "Start", "Keep", "Fill",
    "Save", "Saved",
})  # fmt: skip
"""Words opening a sentence that do something to the number after them ("Take 1 apple from 10")."""


def _without_the_one(pattern: LazyPattern, text: str) -> str:
    """The text without the one number of its kind that only names a thing; the text as it is when there are
    two or more ("Tom 12, Sam 15" lists values) or the number is counted."""
    found = [match for match in pattern.finditer(text) if _names_only(match)]
    if len(found) != 1 or len(list(pattern.finditer(text))) != 1:
        return text
    match = found[0]
    kept = match.group().split(" ")[0] if pattern is _NAMED else _kept_before(match)
    return text[: match.start()] + kept + text[match.end() :]


def _kept_before(found: re.Match[str]) -> str:
    """What stays of a described number or a year: "the" or "my" stays ("the flight"), "in" goes ("In 2019 I
    walked" → "I walked")."""
    words = found.group().split(" ")
    return "" if words[0].lower() in _SETTING_A_TIME else " ".join(words[:-1])


_SETTING_A_TIME = frozenset({"in", "for", "since", "from", "during", "of", "by"})


def _names_only(found: re.Match[str]) -> bool:
    """Is the number of a name, a described thing or a year followed by nothing it counts?"""
    text = found.string
    words = found.group().split(" ")
    doing = words[0] in _NOT_NAMES | _DOINGS or words[0].endswith(("ing", "ed"))  # "Taking 1 h 50 min"
    if found.re is _NAMED.compiled and (doing or text.upper() == text):
        return False
    following = _NEXT_WORD.match(text, found.end())
    if following is None:
        return not _needs_a_word_after(found)
    if _PRICED.match(text, found.end()):
        return False  # "Tickets 3 at £12": three tickets, each priced
    return not _counted(following.group(1)) and following.group(1) not in _SAID_ON_AFTER


_PRICED = lazy(r"\s+(?:at|for|@)\s*[£$€]?\d", re.IGNORECASE)
"""A number priced after it ("3 at £12", "2 for £5"): it counts what is bought."""


def _needs_a_word_after(found: re.Match[str]) -> bool:
    """Is the number named only by the word after it: a described thing, a year with no word setting a time, a
    name opening a sentence?"""
    groups = found.groupdict()
    return (
        found.re is _DESCRIBED.compiled
        or groups.get("first") is not None
        or ("lead" in groups and groups["lead"] is None)
    )
