"""Numbers the coach could read more than one way, so it asks what was meant instead of answering:
"1,5" (a decimal comma, or 1 and 5?), "0x10" (another base), "2e5", "1.2.3", "−2 squared" ((−2)² or
−(2²)?), "47 +- 9" (47 ± 9 or 47 + (−9)?), "tell me - 5 + 3" (a pause or −5?) and "36 divided by to 3"
("to" as 2, or a slip?). Answering one reading
would risk answering a different problem from the learner's."""

from __future__ import annotations

import re
from itertools import pairwise

from quickmath.offline.reading.layouts import grouped_by_gaps
from quickmath.offline.reading.text import with_decimal_points
from quickmath.patterns import lazy, mentions

_DOUBTFUL = lazy(
    r"(?<![\w,.])\d+,(?:\d{1,2}|\d{4,})(?![\w,])"  # a comma that is no thousands separator: 1,5 12,34
    r"|(?<![\w.])0[xob][0-9a-f]+\b"  # 0x10, 0b101, 0o17
    r"|(?<![\w.])\d+(?:\.\d+)?e[-+]?\d+\b"  # 2e5
    r"|(?<![\w.])\d+\.\d+\.\d+(?:\.\d+)*\b",  # 1.2.3
    re.IGNORECASE,
    needs=",|0x|0o|0b|e|.",
)
_GLUED = r"(?:(?!q\d)[a-z]{1,2}\d+|\d+[abefijnoqruvz])"  # A1, AB12 (a cell or a variable), 4a (a variable)
_WORKED_BY_WORDS = r"(?:times(?! tables?\b)|plus|minus|x|divided|multiplied|over|squared|cubed)\b"
_LETTERED = lazy(
    rf"(?<![\w.£$€]){_GLUED}(?![\w.])(?=\s*[-+*/×÷^=]\s*(?:[£$€(=?]|\d|[a-z]{{1,2}}\d|$))"
    rf"|(?:(?<=[-+*/×÷^=(])|(?<=[-+*/×÷^=(]\s)){_GLUED}(?![\w.])"
    rf"|(?<![\w.£$€]){_GLUED}(?=\s+{_WORKED_BY_WORDS})"
    rf"|(?:(?<=\btimes )|(?<=\bplus )|(?<=\bminus )|(?<=\bby )){_GLUED}(?![\w.])",
    re.IGNORECASE,
    needs="+|-|*|/|×|÷|^|=|times|plus|minus|x|divided|multiplied|over|squared|cubed",
)
"""A number glued to a letter beside an operation, by its sign or its word: "A1 + 5", "what is 4a + 5", "A4
times 3" (a cell, a variable, a paper size or a unit?), never a dash after a name going on in words ("my PS5 -
I paid"); units and times a letter may stand for (5m, 3h, 2x, 10p, 4pm, 3rd) are read as such."""


_PLUS_MINUS = lazy(r"\+[ \t]*[-−](?=[ \t]+\d)|\+/[-−]|±", needs="+-|+ -|+\t-|+−|+ −|+/|±")
"""Plus then a minus set apart from the number: "47 +- 9" is 47 ± 9 (no one answer), or 47 + (−9)?"""
_SPACED_DASH = lazy(r"(?:^|(?<=\s))([^\s\d]\S*)[ \t]+([-−])[ \t]+(?=[£$€₹¥]?\d)", needs="- |− ")
"""A dash set apart from a number after a word: "tell me - 5 + 3", "what is - 5 + 3": a pause, or a minus sign
on 5? The two give different answers."""
_NEEDS_A_NUMBER = frozenset({
    "of", "equals", "equal", "from", "than", "by", "to", "minus", "plus", "times", "and", "over", "into",
    "add", "subtract", "multiply", "divide", "negative", "=", "+", "*", "/", "^", "(", "x", "×", "÷",
})  # fmt: skip
"""Words after which a dash can only be a minus sign: "8 times - 3", "take 5 from - 12"."""


def _spaced_dash(text: str) -> str | None:
    """The first dash set apart from its number after a word that could end a phrase ("tell me - 5")."""
    from quickmath.numbers.words import word_value

    for found in _SPACED_DASH.finditer(text):
        word = found.group(1).lower()
        before = text[: found.start()].split()
        if word in _NEEDS_A_NUMBER or word_value(word) is not None or (before and before[-1][-1].isdigit()):
            continue  # "3 km - 1 km", "fifty - 8": a unit or a number word takes away
        if word.isalpha():
            return text[found.start(2) :].split(" ")[0] + " " + text[found.end() :].split(" ")[0]
    return None


_DASH_BULLET = lazy(r"^[ \t]*[-−][ \t]+(?=[£$€₹¥]?\d)", re.MULTILINE, needs="\n")
"""A line that starts with a dash set apart from its number: a list's bullet, or a minus sign?"""


def _dash_bullets(text: str) -> str | None:
    """The first of two or more lines that start "- 12": a list ("Items:\n- 12\n- 15\n- 8\nSum?" asks 35),
    never a chain of subtractions (−35)."""
    bullets = list(_DASH_BULLET.finditer(text))
    if len(bullets) < 2:
        return None
    return text[bullets[0].start() :].split("\n", 1)[0].strip()


_SPACED_BEFORE_A_WORD = lazy(
    r"(?<![\w.,'’])[1-9]\d{0,2}[ \u00a0\u2009\u202f]\d{3}(?![\d.,])(?=[ \t]*[A-Za-z])"
)
"""Digits parted by a space before a word, which `reading.layouts.grouping` left apart: "3 500 ml bottles"
(3500 ml, or 3 bottles of 500 ml?)."""


_RAISED_DOT = lazy(r"(?<![\w.,·⋅])(\d+)[·⋅](\d+)(?![\w.,])", needs="·|⋅")
"""A raised dot between digits with no space: a decimal point as British books wrote it ("0·5"), or a times
sign ("7·5")."""
_OTHER_OPERATION = lazy(
    r"[-+×*÷/^·⋅−]|\b(?:x|plus|minus|times|divided|multiplied|add|take|subtract|of|over|by)\b",
    re.IGNORECASE,
)


def _raised_dot(text: str) -> str | None:
    """A raised dot that may be a decimal point, with another operation beside it ("7·5 + 2", "0·5 + 0·25",
    "3·14 x 2"); alone ("what is 7·5", "0·11") it can only ask a product."""
    for found in _RAISED_DOT.finditer(text):
        if _OTHER_OPERATION.search(text[: found.start()] + " " + text[found.end() :]):
            return found.group()
    return None


_PAUSE = r"(?:[,.…]|\b(?:u+m+|u+h+|e+r+m*|h+m+|a+h+|like|you know|i mean|sorry|wait)\b)"
_MINUS_SAID_AGAIN = lazy(
    rf"\b(minus|take away|takeaway|negative|subtract)(?=[ \t]*{_PAUSE})(?:[ \t]*{_PAUSE})+[ \t]*\1\b",
    re.IGNORECASE,
    needs="minus|take|negative|subtract",
)
"""A minus word said again after a pause ("100 minus um minus 78"): said twice on purpose (100 − (−78)), or
said again after the pause (100 − 78)?"""


_STARRED_LAST = lazy(r"(?:^|(?<=[ \t?.!]))\*(\d[\d.,]*)[ \t.!?]*$", re.MULTILINE, needs="*")
"""A star against the last number of a line ("39 + 58 *85", "what is 39 + 58? *85"): a times sign, or the
chat way of putting right the number before?"""


def starred_last(text: str) -> str | None:
    """A starred last number after another operation, in the message as written (a layout may set the star
    apart): one sum, or a slip put right?"""
    for found in _STARRED_LAST.finditer(text):
        if _OTHER_OPERATION.search(text[: found.start()]):
            return found.group().strip()
    return None


_STARRED_LINE = lazy(r"(?m)^(?![ \t]*[*•-])[^\n]*\d[^\n]*\n[ \t]*\*[ \t]+([^\n*]*\d[^\n*]*)\Z", needs="*")
"""A last line starred and set apart, under a line with a number that is no item of a list ("what's 500 minus
123\n* 600 minus 123"): the chat way of putting the line right, or a times sign?"""


def starred_line(text: str) -> str | None:
    """The starred last line of a message that may put the line above it right (see `_STARRED_LINE`)."""
    found = _STARRED_LINE.search(text.rstrip())
    return found.group(1).strip() if found else None


_SPACED_LAST = lazy(
    r"(?<![\d.,])(?<!\d[ \t\u00a0\u2009\u202f])(\d+)[ \t]*([-+×÷*/x−])[ \t]*([1-9]\d{0,2})"
    r"[ \t\u00a0\u2009\u202f]([1-9]\d\d)[ \t]*[?.!]*[ \t]*$",
    re.IGNORECASE,
)
"""The last number of a message parted by a space after one operation, with no number before grouped so:
"84 x 7 587?" (84 × 7587, or a check of 84 × 7 written with a slip in its answer, 587?)."""


def spaced_answer(said: str) -> str | None:
    """A check that may be written with its answer after a space, and an answer that is not the sum's ("84 x
    7 587?"): `reading.layouts` reads "84 x 7 588" as a check, and this one would be read as 84 × 7587."""
    if not grouped_by_gaps(said) or (found := _SPACED_LAST.search(said)) is None:
        return None
    from quickmath.offline.reading.layouts import checked_after

    first, sign, second, rest = found.groups()
    done = _done(int(first), sign.lower(), int(second))
    if checked_after(said) or done is None or not 100 <= abs(done) < 1000 or done == int(rest):
        return None  # a check ("is 84 x 7 587?") or its answer after a space, read so by the layouts
    return found.group().strip(" ?.!")


def _done(first: int, sign: str, second: int) -> int | None:
    """What a sum of whole numbers comes to, when it is whole."""
    if sign in "+":
        return first + second
    if sign in "-−":
        return first - second
    if sign in "×*x":
        return first * second
    return first // second if second and first % second == 0 else None


_CODED_LABEL = lazy(
    r"(?:\b(?:invoice|inv|ref|reference|order|part|date|dated|ex|q|qu|homework|hw|tel|phone|mobile|ticket|item"
    r"|code|id|account|acct|policy|case|batch|serial|model|sku|form|booking|receipt|job|claim|member|student"
    r"|pin|po|file|doc|document|issue|fixture|match|game|entry|nr)\.?(?: ?(?:no\.?|#))?|#) ?#?"
    r"(\d+(?:[-/]\d+)+)(?=[ \t]*(?:[:,.;)\n]|$))"
    r"|(?<![\w/-])(?:\d{4}-\d\d?-\d\d?|\d\d?[-/.]\d\d?[-/.]\d{4}|0\d{2,4}-\d{3,4}-\d{3,4})(?![\w/-])"
    r"|(?<![\w/.,-])(?:(?<=\bon )(?:[12]\d|3[01]|0?[1-9])/(?:1[0-2]|0?[1-9])|(?:[12]\d|3[01]|0?[1-9])/0[1-9])"
    r"(?![\w/.,-]|\s*[-+*/×÷^=])",
    re.IGNORECASE,
    needs="-|/",
)
"""A number written with a dash or a slash that names a thing, not a sum: a code after its label ("Invoice
2024-118:", "Ref 45-12:", "Homework 12/11:"), a date ("2024-11-18", "18/11/2024") or a phone number
("0161-555-0199"), a day and month after "on" or with a month's nought ("on 19/8", "19/08"). Read as a sum
beside the question, it was answered too ("Invoice 2024-118: 3 x 12.99" said 1906 and 38.97)."""


def coded_label(said: str) -> str | None:
    """A code, a date or a phone number written with a dash or a slash, as written."""
    found = _CODED_LABEL.search(said)
    return found.group().strip() if found else None


class Doubtful(ValueError):
    """Raised by a reader that finds its phrase could mean two different problems."""

    def __init__(self, written: str) -> None:
        super().__init__(written)
        self.written = written


_EXACTLY_OF_A_DIVISION = lazy(
    r"^\s*(-?\d[\d,.]*[ \t]*[/÷][ \t]*-?\d[\d,.]*[ \t]+exactly)[?!. \t]*$", re.IGNORECASE, needs="exactly"
)


def exactly_of_a_division(said: str) -> str | None:
    """A division and "exactly" alone ("1999 / 19 exactly?"): its exact answer asked, or whether it divides
    with nothing left over? Both are read when said ("what's 1999 / 19 exactly?", "does 19 go into 1999
    exactly?")."""
    found = _EXACTLY_OF_A_DIVISION.match(said)
    return found.group(1) if found else None


def doubtful_number(text: str) -> str | None:
    """The first number in `text` that could be read more than one way, as written; None if there is none."""
    text = with_decimal_points(text)  # "we use comma for decimals, so: 4,75 times 8"
    found = (
        _DOUBTFUL.search(text)
        or (_LETTERED.search(text) if _glued(text) else None)
        or _PLUS_MINUS.search(text)
        or (_SPACED_BEFORE_A_WORD.search(text) if grouped_by_gaps(text) else None)
    )
    found = found or _MINUS_SAID_AGAIN.search(text)
    if found:
        return found.group()
    return _spaced_dash(text) or _dash_bullets(text) or _said_alike(text) or _raised_dot(text) or _point(text)


def _point(text: str) -> str | None:
    """A dot between digits that may be a raised decimal point or a product: "6·25 − 2·8" (see
    `reading.points`)."""
    if "·" not in text:
        return None
    from quickmath.offline.reading.points import doubtful_point  # only for a message with a "·"

    return doubtful_point(text)


def _said_alike(text: str) -> str | None:
    """A number word said alike between an operation and a number: "36 divided by to 3" (see
    `reading.said_alike.doubtful`)."""
    if not mentions(" to | too | for | fore | ate ", text.lower()):
        return None
    from quickmath.offline.reading.said_alike import doubtful  # only for a message with such a word

    return doubtful(text)


def _glued(text: str) -> bool:
    """Is a letter written right against a digit anywhere? Checked before `_LETTERED` is compiled (about 10 M
    instructions), which most questions never need."""
    return any((a.isdigit() and b.isalpha()) or (a.isalpha() and b.isdigit()) for a, b in pairwise(text))
