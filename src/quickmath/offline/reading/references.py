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

from quickmath.patterns import lazy

_PLACES = r"room|bus|flight|platform|zone|gate|seat|module|version|ext|extension|route"
"""Labels of places, routes and versions: any number after them names one ("bus 73 was late", "room 12:")."""
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
    r"(?=\s*(?:[:,;.)(!?\n]|—|–| - |$)|\s+(?:is|was|were|has|had|says|said|here|there|from|placed|dated"
    r"|again|anyway|but|so|and|which|that|where|when|at|on|in|came|comes|got|went|lands?|landed|leaves?"
    r"|arrives?|arrived|departs?|departed|runs?|ran|starts?|started|takes?|took|goes|broke|needs?)\b)"
)
"""After a reference: a pause, or a word that goes on the sentence, never the things a number counts."""
_REFERENCE = lazy(
    rf"(?<![\w£$€])(?:(?P<place>{_PLACES})\b{_MARK}(?:{_CODE}|{_NUMBER})|(?P<coded>{_CODED})\b{_MARK}{_CODE})"
    rf"{_GOES_ON}",
    re.IGNORECASE,
    needs=f"{_PLACES}|{_CODED}",
)
"""A label and the number or code that names it ("Ticket 7714:", "order #88213", "ref CX-20931.")."""
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
    r"|\b(?:on|placed|dated|since|date:?) \d\d?/\d\d?(?:/\d{2,4})?\b",
    re.IGNORECASE,
)
"""A date: "2 Dec", "Nov 3rd", "28 November 2025", "2025-11-18", "30/10/2026", "placed 01/12"."""


def without_references(text: str) -> str | None:
    """The message without the numbers that only name a thing or a day; None when it has none. A year stays:
    "In 2020 we had 45 members and in 2021 we had 60" tells two times apart."""
    bare = _REFERENCE.sub(_label_only, text)
    bare = _DATE.sub(" ", bare)
    bare = re.sub(r"\(\s*\)", " ", bare)
    return re.sub(r"[ \t]{2,}", " ", bare) if bare != text else None


def _label_only(found: re.Match[str]) -> str:
    """The label of a reference without its number: "Ticket 7714" → "Ticket"."""
    return found.group("place") or found.group("coded")
