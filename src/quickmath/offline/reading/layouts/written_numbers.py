"""How a number is written, read as one plain number: thousands grouped by spaces, dots or apostrophes,
decimal commas, lakhs, Roman numerals, raised points ("2·5"), clock readings with a point ("9.15 am"),
signs set apart, "k" for thousands and words said alike in other languages."""

from __future__ import annotations

import re

from quickmath.offline.numbers_as_text import scaled
from quickmath.patterns import lazy, mentions

# ---- grouping of digits ------------------------------------------------------------------------------

_LAKH = lazy(r"(?<![\d,.])\d{1,2}(?:,\d\d)+,\d{3}(?![\d,]|\.\d)", needs=",")
_DIGIT_WORDS = "one|two|three|four|five|six|seven|eight|nine"
_SCALE_COMMA = lazy(
    rf"\b(thousand|million|billion),(?=[ \t]+(?:and[ \t]+)?(?:{_DIGIT_WORDS})[ \t]+hundred\b"
    rf"|[ \t]+(?:[a-z]+[- \t]){{0,4}}thousand\b)",
    re.IGNORECASE,
    needs="thousand,|million,|billion,",
)
"""A comma after a scale word of a number said in words, before the rest of that number: "twenty-two
thousand, four hundred and six" is one number (not 22000, then 406)."""


_EURO_CENTS = lazy(r"(?<![\d,.])(€[ \t]?\d+),(\d\d)(?![\d,.])|(?<![\d,.])(\d+),(\d\d)(?=[ \t]?€)", needs="€")
"""A price in euros with a decimal comma: "€4,50", "4,50 €" (two digits after a comma are no thousands)."""
_VULGAR = {"½": ".5", "¼": ".25", "¾": ".75", "⅛": ".125", "⅜": ".375", "⅝": ".625", "⅞": ".875", "⅕": ".2"}
_VULGAR_FRACTION = lazy(r"(?<![\d.])(\d*)([ \t]?)([½¼¾⅛⅜⅝⅞⅕])(?![\d/])", needs="|".join(_VULGAR))
"""A whole number and a fraction sign that ends as a decimal: "3 ½" is 3.5, "¾" is 0.75 (⅓ never ends)."""


def _decimal_fraction(found: re.Match[str]) -> str:
    whole, space, fraction = found.groups()
    return f"{whole}{_VULGAR[fraction]}" if whole else f"{space}0{_VULGAR[fraction]}"


_GAP = "[ \t\u00a0\u2009\u202f]"
_SPACED = lazy(
    rf"(?<![\w.,'’])(?<!\d{_GAP})([1-9]\d{{0,2}})((?:{_GAP}\d{{3}})+)((?:,\d{{1,2}})?)"
    rf"(?!\d|{_GAP}+\d|[.,]\d|[a-z])",
    re.IGNORECASE,
)
"""Digits grouped in threes by spaces (thin or not), as much of Europe, and the SI, write thousands: "25 000",
"1 000 001"."""
_SPACED_BEFORE = lazy(
    r"(?:^|[-+×÷*/=(−:]|\b(?:is|of|out|calculate|compute|evaluate|work out|what is|what's|whats|add|subtract"
    r"|multiply|divide|from|and|plus|minus|times|by|sum|square|cube|numbers?|take|than|x|when))[ \t]*$",
    re.IGNORECASE,
)
_SPACED_AFTER = lazy(
    r"^[ \t]*(?:[-+×÷*/=^−)]|[?.!,;:]|$|(?:squared|cubed|divided|divisible|times|plus|minus|mod|modulo"
    r"|multiplied|to the power|and|from|by|to|x|is (?:divided|multiplied|shared|split))\b)",
    re.IGNORECASE,
)
"""What stands around a number grouped with spaces, so that it cannot be two numbers: an operation, the
start or end of the question. "2 100 ml bottles" (a count, then a size) and "Day 2 100 + 5" are left
alone."""
_APOSTROPHES = lazy(r"(?<![\w.,'’])\d{1,3}(?:['’]\d{3})+(?![\d'’]|[.,]\d{3})", needs="'|’")
"""Thousands grouped with apostrophes, as in Switzerland: "3'600", "12'500" (never feet and inches: 5'10")."""
_DOTTED = lazy(r"(?<![\w.,])\d{1,3}(?:(?:\.\d{3}){2,}(?:,\d{1,2})?|\.\d{3},\d{1,2})(?![\d.]|,\d)", needs=".")
"""Thousands grouped with points, as in Germany: "1.234.567" (two points or more: "1.234" may be a
decimal), with a decimal comma after them: "1.234.567,5", "1.250,50"."""
_DECIMAL_COMMA = lazy(r"(?<![\w,.])\d+,\d{1,2}(?![\d,]|\.\d)", needs=",")
_CALCULATED = lazy(
    r"^[ \t]*(?:[-+×÷*/=^−·⋅]|(?:plus|minus|times|x|divided by|multiplied by|over)\b)"
    r"|(?:[-+×÷*/=^−(·⋅]|\b(?:plus|minus|times|x|by|over))[ \t]*$",
    re.IGNORECASE,
)
"""An operation right beside a number, so that a comma in it cannot part two numbers of a list."""
_OTHER_COMMA = lazy(r"(?<![\w,.])\d+,\d{3}|\d\.\d|\d,\d+,\d", needs=",|.")


def grouped_by_gaps(text: str) -> bool:
    """Is a digit followed by a gap and three digits anywhere? Checked before `_SPACED` is compiled, which
    most questions never need."""
    return any(
        text[i - 1].isdigit() and text[i + 1 : i + 4].isdigit()
        for i, char in enumerate(text)
        if char in " \t\u00a0\u2009\u202f" and i
    )


_CHECKED = lazy(
    r"^\W*(?:is|was|are|does|did)\b|\b(?:right|correct|true|wrong|ok|okay|check|checking|got|get|mark)\b",
    re.IGNORECASE,
)
"""Cues of a learner checking an answer written after the sum, which may stand right after it: "is 47 × 6
282?" (47 × 6 = 282?)."""


_ONE_OPERATION_BEFORE = lazy(
    rf"(?<![\d.,])(?<!\d{_GAP})(\d+(?:\.\d+)?)[ \t]*([-+×÷*/x−])[ \t]*$", re.IGNORECASE
)


def _answer_after(before: str, found: re.Match[str]) -> bool:
    """Is the number after a sum's first digits what the sum comes to, as in a check written without "="
    ("84 x 7 588?": 84 × 7 = 588, or 84 × 7588?)? Then the digits are no one number."""
    from fractions import Fraction

    from quickmath.operators import ascii_sign

    sum_before = _ONE_OPERATION_BEFORE.search(before)
    if sum_before is None or re.match(rf"{_GAP}0", found.group(2)):
        return False  # "5 x 1 005": no answer is written "005"
    first, sign = Fraction(sum_before.group(1)), ascii_sign(sum_before.group(2).lower())
    second, rest = Fraction(found.group(1)), Fraction(re.sub(_GAP, "", found.group(2)))
    done = {"+": first + second, "-": first - second, "*": first * second, "/": first / second}
    return done.get(sign) == rest


def checked_after(text: str) -> bool:
    """Does the message say it checks an answer, which may stand right after the sum ("is 47 × 6 282?")?"""
    return _CHECKED.search(text) is not None


def _spaced_thousands(found: re.Match[str]) -> str:
    before, after = found.string[: found.start()], found.string[found.end() :]
    if not (_SPACED_BEFORE.search(before[-20:]) and _SPACED_AFTER.search(after[:20])):
        return found.group()
    last = re.match(r"[ \t]*(?:[?.!,;:][ \t]*)*$", after) is not None
    if last and (_CHECKED.search(found.string) or _answer_after(before, found)):
        return found.group()  # the last number of a check may be an answer after the sum: "is 47 × 6 282?"
    return found.group(1) + re.sub(_GAP, "", found.group(2)) + found.group(3).replace(",", ".")


_COMMA_STYLED = lazy(r"\d[ .\u00a0\u2009\u202f]\d{3},\d{1,2}(?![\d,])", needs=",")
"""A number grouped by points or spaces with a decimal comma ("1.250,50", "12 345,67"): the message writes
decimals with commas."""
_THOUSANDS_COMMA = lazy(r"(?<![\w,.])\d+,\d{3}|\d,\d+,\d", needs=",")


def _decimal_commas(text: str, styled: bool = False) -> str:
    """Decimal commas read as points when every number with a decimal part has one, two numbers at least,
    each beside an operation ("12,75 + 7,5", "3,5 × 2,25"); "1,5 + 1" may be 1, 5 + 1 and is asked about (see
    `reading.doubts`), as is a message with a point or a thousands comma too ("1,250 + 2,5"), or numbers
    with no operation beside them ("Scores were 12,14 and 16,18"). When the message is `styled` with a
    number grouped and written with a decimal comma ("1 250,5 - 250,5"), every decimal comma is one."""
    found = list(_DECIMAL_COMMA.finditer(text))
    if styled and found and not _THOUSANDS_COMMA.search(text):
        return _DECIMAL_COMMA.sub(lambda number: number.group().replace(",", "."), text)
    if len(found) < 2 or _OTHER_COMMA.search(text):
        return text
    if not all(
        _CALCULATED.search(text[number.end() : number.end() + 16])
        or _CALCULATED.search(text[max(0, number.start() - 16) : number.start()])
        for number in found
    ):
        return text  # "Scores were 12,14 and 16,18": a list, perhaps
    return _DECIMAL_COMMA.sub(lambda number: number.group().replace(",", "."), text)


def grouping(text: str) -> str | None:
    """Numbers grouped in lakhs and crores, as in India: "7,05,000" is 705000, "1,00,00,000" is 10000000.
    Two-digit groups before the last three digits cannot be read another way. A number in words keeps the
    comma after its thousands: "twenty-two thousand, four hundred and six". A price in euros with a decimal
    comma ("4,50 €") and a fraction sign that ends as a decimal ("3 ½") are written with a point."""
    kept = _SCALE_COMMA.sub(r"\1", _LAKH.sub(lambda found: found.group().replace(",", ""), text))
    kept = _EURO_CENTS.sub(lambda found: ".".join(part for part in found.groups() if part is not None), kept)
    kept = _VULGAR_FRACTION.sub(_decimal_fraction, kept)
    kept = _APOSTROPHES.sub(lambda found: re.sub("['’]", "", found.group()), kept)
    kept = _DOTTED.sub(lambda found: found.group().replace(".", "").replace(",", "."), kept)
    if grouped_by_gaps(kept):
        kept = _SPACED.sub(_spaced_thousands, kept)
    kept = _decimal_commas(kept, styled=_COMMA_STYLED.search(text) is not None)
    return kept if kept != text else None


_GLOSSED = lazy(r"\b([MDCLXVI]+)[ \t]*\((\d{1,4})\)", needs="M|D|C|L|X|V|I")
"""A Roman numeral with its value in brackets after it: "XLVIII (48)", "MMXXIV (2024)"."""
_ROMAN = lazy(r"M{0,4}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})")
_ROMAN_VALUES = {"M": 1000, "D": 500, "C": 100, "L": 50, "X": 10, "V": 5, "I": 1}


def roman(text: str) -> str | None:
    """Roman numerals told with their values in brackets read as those values: "What is XLVIII (48) plus
    LXXVII (77)?" is 48 + 77. A numeral whose value is not the one told is left, and the coach asks."""
    kept = _GLOSSED.sub(_glossed_value, text)
    return kept if kept != text else None


def _glossed_value(found: re.Match[str]) -> str:
    numeral, told = found.group(1), found.group(2)
    return told if _ROMAN.fullmatch(numeral) and roman_value(numeral) == int(told) else found.group()


def roman_value(numeral: str) -> int:
    """The value of a Roman numeral written in the usual way ("XLVIII" is 48): each letter's value, taken
    away when a bigger one follows it. Reading a number, as "forty-eight" is read."""
    values = [_ROMAN_VALUES[letter] for letter in numeral]
    return sum(
        -value if value < following else value
        for value, following in zip(values, [*values[1:], 0], strict=True)
    )


def raised_points(text: str) -> str | None:
    """The raised decimal point of Irish papers, "7·5 × 1·4", where it can only be one (`reading.points`)."""
    if "·" not in text:
        return None
    from quickmath.offline.reading.points import raised_points as points  # only for a message with a "·"

    return points(text)


# ---- clock readings written with a point ----------------------------------------------------------------

_POINT_READING = lazy(
    r"(?<![\w.£$€₹¥])([01]?\d|2[0-4])\.([0-5]\d)(?![\d.,%])"
    r"(?![ \t]*(?:km|kg|m|g|l|ml|cm|mm|s|p|per|each|litres?|metres?|miles?|kilos?|percent|h|hrs?|hours?)\b)",
    re.IGNORECASE,
    needs=".",
)
_READING_SLOT = lazy(
    r"(?:\b(?:at|from|to|until|till|by|before|after|since|between|and)|[-–])[ \t]*$", re.IGNORECASE
)
_HALF_DAY = lazy(r"^[ \t]*(?:[ap]\.?m\b|o'?clock\b)", re.IGNORECASE)
_ABOUT_TIME = lazy(
    r"\b(?:how long|what time|when|time|arrive[sd]?|arrival|leaves?|left|depart(?:s|ure)?|starts?|started"
    r"|ends?|finish(?:es)?|o'?clock|minutes?|mins?|hours?|hrs?|train|bus|flight|ferry|tram|shift|clock)\b",
    re.IGNORECASE,
)
_ABOUT_MONEY = lazy(
    r"[£$€₹¥]|\b(?:cost|costs|price|prices|pay|paid|change|euros?|pounds?|dollars?|each|per|kg|km|litres?"
    r"|fares?|meter|receipts?|bills?|spent|spend|money|claim(?:ed|s)?|expenses?|refund(?:ed)?|owe[sd]?)\b",
    re.IGNORECASE,
)


def point_readings(text: str) -> str | None:
    """Clock readings written with a point, as much of Europe writes them: "the train goes at 14.20", "how
    long is it from 9.30 to 12.05?", "9.45 am". Only where a reading stands (after "at", "from", "to",
    "until", … or before am/pm) in a message about time and not about money: "from 9.30 to 12.05, how much
    more?" may be prices, and is left alone."""
    if "." not in text:
        return None
    written = re.findall(r"(?<![\d.])(\d+)\.(\d\d)(?![\d.])", text)
    if not written or any(int(hours) > 24 or int(minutes) > 59 for hours, minutes in written):
        return None  # "the meter started at 3.20 and ended at 27.65": amounts of money
    about_time, about_money = _ABOUT_TIME.search(text), _ABOUT_MONEY.search(text)

    def reading(found: re.Match[str]) -> str:
        half_day = _HALF_DAY.match(text[found.end() :])
        in_slot = _READING_SLOT.search(text[max(0, found.start() - 12) : found.start()])
        if half_day or (in_slot and about_time and not about_money):
            return f"{found.group(1)}:{found.group(2)}"
        return found.group()

    kept = _POINT_READING.sub(reading, text)
    return kept if kept != text else None


# ---- clock readings said in words -----------------------------------------------------------------------

_HOUR_WORDS = "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
_ONES = "one|two|three|four|five|six|seven|eight|nine"
_MINUTE_WORDS = (
    rf"(?:oh|o|zero)[ \t-](?:{_ONES})|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen"
    rf"|nineteen|(?:twenty|thirty|forty|fifty)(?:[ \t-](?:{_ONES}))?"
)
_SAID_HALF_DAY = r"(?:a|p)\.?[ \t]?m\b(?:\.(?=[ \t]+(?-i:[a-z])))?(?![ \t]+i\b)"
_SAID_READING = lazy(
    rf"\b(?:(?P<hour>{_HOUR_WORDS})(?:[ \t-](?P<minutes>{_MINUTE_WORDS}))?"
    rf"|(?P<digits>1[0-2]|0?[1-9])(?=[ \t]+o))"
    rf"(?:[ \t]+(?P<clock>o'?[ \t]?clock|o’clock))?[ \t]*(?P<half>{_SAID_HALF_DAY})(?![\w'’])",
    re.IGNORECASE,
    needs="clock|a m|p m|am|pm|a.m|p.m",
)
"""A clock reading said in words, as a voice assistant writes it down: "nine fifteen a m", "five fifty p m",
"eleven o'clock p m", "eight oh five am", "11 o'clock pm". Only with a half of the day after it: "nine
fifteen" alone may be 9 and 15, and "eleven o'clock" alone morning or night."""


_MINUTES_TO_OR_PAST = lazy(
    rf"\b(?:quarter|half|{_MINUTE_WORDS}|{_ONES}|\d+)(?:[ \t]+min(?:ute)?s?)?[ \t]+(?:to|past)[ \t]+$",
    re.IGNORECASE,
)
"""Minutes said before the hour ("twenty to four pm", "half past nine pm"), read with it elsewhere."""


def _said_reading(found: re.Match[str]) -> str:
    from quickmath.numbers.words import word_value

    if _MINUTES_TO_OR_PAST.search(found.string, 0, found.start()):
        return found.group()
    hour, minutes, digits, half = found.group("hour", "minutes", "digits", "half")
    said = re.sub(r"^(?:oh|o|zero)\b", "", minutes or "", flags=re.IGNORECASE).strip(" \t-")
    value = word_value(said) if said else 0
    if value is None:
        return found.group()
    whole_hour = f"{digits or word_value(hour)}"
    reading = f"{whole_hour}:{value:02d}" if minutes or found.group("clock") else whole_hour
    return f"{reading} {half[0].lower()}m"


def spoken_readings(text: str) -> str | None:
    """Clock readings said in words, written as readings: "how long from nine fifteen a m to one forty p m" is
    from 9:15 am to 1:40 pm, "three hours before eleven o'clock p m" before 11:00 pm (see `_SAID_READING`)."""
    if not mentions("clock|a m|p m|am|pm|a.m|p.m", text.lower()):
        return None
    kept = _SAID_READING.sub(_said_reading, text)
    return kept if kept != text else None


# ---- signs ---------------------------------------------------------------------------------------------

_SIGN_BEFORE_MONEY = lazy(r"[-−][ \t]?([£$€₹¥])(?=\d)", needs="-£|-$|-€|-₹|-¥|−|- £|- $|- €|- ₹|- ¥")
_SPACED_SIGN = lazy(
    r"\b(of|equals?|from|than|by|to|minus|plus|times|and)"
    r"[ \t]+[-−][ \t]+(?=[£$€₹¥]?\d)",
    re.IGNORECASE,
    needs="- |− ",
)
"""A minus sign set apart from its number after a word that needs a number: "8 times - 3" is 8 × −3. After
a word that may end a phrase ("what is - 5 + 3", "tell me - 5") the dash may be a pause (`reading.doubts`)."""
_TAKEN_FROM = lazy(r"(?:\d[ \t]?[a-z°%]{0,12}|[)\]])[ \t]*$", re.IGNORECASE)
"""What comes before a minus that takes away: a number, with its unit ("£10 - £5", "10p - £5"), or ")"."""


def _money_sign(found: re.Match[str]) -> str:
    before = found.string[: found.start()]
    spaced = found.group()[1] in " \t" and not _SPACED_SIGN.search(f"{before.rstrip()} - 1")
    return found.group() if _TAKEN_FROM.search(before) or spaced else f"{found.group(1)}-"


def signs(text: str) -> str | None:
    """A minus sign written before a currency sign or set apart from its number, put on the number: "-£48.30"
    and "−$5" are £-48.30 and $-5, "8 times - 3" is 8 × −3. A minus after a number takes it away and is
    left as it is ("£10 - £5")."""
    kept = _SIGN_BEFORE_MONEY.sub(_money_sign, text)
    kept = _SPACED_SIGN.sub(lambda found: f"{found.group(1)} -", kept)
    return kept if kept != text else None


# ---- thousands written "k" ---------------------------------------------------------------------------

_K = lazy(r"(?<![\w.,])(\d+(?:\.\d+)?)[kK](?!\w)", needs="k|K")
_NOT_THOUSANDS = lazy(
    r"kelvin|temperature|degrees|°|\bok\b", re.IGNORECASE, needs="kelvin|temperature|degrees|°|ok"
)


_LAKHS = lazy(
    r"(?<![\w.,])(\d+(?:\.\d+)?|[a-z]+)[ \t]+(lakh|crore)s?\b(?![ \t,]+(?:and[ \t]+)?(?:\d|[a-z]+ty\b|one"
    r"|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|[a-z]+teen|a hundred|hundred|thousand))",
    re.IGNORECASE,
    needs="lakh|crore",
)
"""A number of lakhs (100,000) or crores (10,000,000) with nothing more of the number after it."""


def _lakhs(found: re.Match[str]) -> str:
    from quickmath.numbers.words import word_value

    number = found.group(1)
    if not number[0].isdigit():
        value = word_value(number.lower())
        number = str(value) if value is not None else ""
    zeros = 5 if found.group(2).lower() == "lakh" else 7
    return (scaled(number, zeros) if number else None) or found.group()


_SLIPPED_NUMBER_WORD = lazy(
    r"\b([a-z]{3,})([ \t]+|-)"
    r"(hundred|thousand|million|billion|one|two|three|four|five|six|seven|eight|nine)\b",
    re.IGNORECASE,
    needs="hundred|thousand|million|billion|one|two|three|four|five|six|seven|eight|nine",
)


def _number_word(found: re.Match[str]) -> str:
    from quickmath.offline.readers.typos import number_word_meant

    meant = number_word_meant(found.group(1).lower(), found.group(3).lower())
    return f"{meant}{found.group(2)}{found.group(3)}" if meant else found.group()


def thousands(text: str) -> str | None:
    """Thousands written with a "k" on the number, as for money: "45k + 12k" is 45 thousand + 12 thousand,
    "£2.5k" is £2500, its point moved (no more than three decimals). Not beside a temperature (300K is
    kelvin); a "k" set apart ("5 k") may be "ok" and is left to `reading.guards`. Lakhs and crores as in
    India: "3 lakh" is 300000, "two crore" 20000000; "one lakh twenty thousand" (more of the number after
    it, to be added up) is left to `reading.guards`. A number word mistyped before another word of the same
    number is that number word ("ninty nine", "thre hundred"; see `readers.typos.number_word_meant`)."""
    kept = _LAKHS.sub(_lakhs, _SLIPPED_NUMBER_WORD.sub(_number_word, text))
    if not _NOT_THOUSANDS.search(kept):
        kept = _K.sub(lambda found: scaled(found.group(1), 3) or found.group(), kept)
    return kept if kept != text else None


# ---- words said alike --------------------------------------------------------------------------------

_SAID_ALIKE_CUES = (
    "to|too|for|fore|ate|devised|buy|bye|through|thru|dividable|divisable|divisble|devis|div|some|be for|min"
    "|hw|the square|the cube|scared"
)


def said_alike(text: str) -> str | None:
    """Words said or typed as other words that sound alike, read as meant where nothing else can be meant
    (see `reading.said_alike`): "36 divided by to" is 36 ÷ 2, "64 devised by 8" is 64 ÷ 8."""
    if not mentions(_SAID_ALIKE_CUES, text.lower()):
        return None
    from quickmath.offline.reading import said_alike as alike  # only for a message with such a word

    return alike.meant(text)
