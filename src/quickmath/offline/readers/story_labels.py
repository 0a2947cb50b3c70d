"""A story of adding or taking away told beside numbers that only label it: "As treasurer of the bowls club
(48 members) I need the total of two cheques: 356.40 and 129.85", "1885 paper, Q2: find the difference
between 70,003 and 8,765", "Chat started 10:41. Order 90017 from 2025-11-18. I was promised 500 points but
only got 375. How many am I missing?", "Week 1 I ran 18.5 km, week 2 22 km … not bad for a 40 year old. What's
my total?", "22mm pipe: had 36m on the van, used 17.5m. How much left".

A label is a number that names, not one that counts what is asked: an issue, order, question or week number,
a date, the time a chat started, a year before "paper", a size naming the thing ("22 mm pipe", when every
other number has its unit), a person's age, a group's size in brackets beside it. The story is read again
without its labels by the other readers, and an addition or a subtraction only is taken. Asked back: a
label in a clause that asks ("How much further in week 2?"), a word of a label told again in the story ("48
members … how much per member?"), a question of time beside a clock label.
"""

from __future__ import annotations

import re
from itertools import pairwise

from quickmath.offline.asks import ExpressionSpec, ProblemSpec, Spec
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy

_NAMING = (
    r"issue|no|number|ref|reference|order|invoice|account|acct|ticket|case|q|question|page|room|flat|table|item"
    r"|id|batch|version|chapter|section|episode|week|game|match|round|grade|form|class|team|bus|route"
    r"|platform|gate|seat|row|bay|aisle|shelf|level|stage|part|van|lorry|truck|site|plot|unit|house"
    r"|court|pitch|lane|cheque|receipt|customer|member|policy|claim|job|booking|report|entry|sheet|day(?= ;)"
)
_AFTER_A_NAME = (
    r"(?= ?(?:[;,)(:]|$|-? ?\d| - (?=[a-z])"
    r"| (?:i|we|he|she|they|my|our|the|from|placed|dated|was|is|has|had|on|at)\b))"
)
"""What may follow a number that names: a mark, another number, or a word that begins the story."""
_LABELS = lazy(
    rf"\b(?:{_NAMING})(?: no| number)?(?: ;)? #?\d+(?![\w.,/:]){_AFTER_A_NAME}"
    r"|#\d+\b"
    r"|(?<![-\d] )\b(?:19|20)\d\d - (?:0?[1-9]|1[0-2]) - (?:0?[1-9]|[12]\d|3[01])\b(?! -)"
    r"|\b(?:placed|dated|date|posted|ordered on|sent on)(?P<date> \d{1,2} / \d{1,2}(?: / \d{2,4})?)\b"
    r"|\b(?:started|opened|began|sent|logged|at) \d{1,2}:\d\d(?: ?[ap] ?m)?\b"
    r"|\b(?:1[89]|20)\d\d (?=(?:paper|exam|edition|season|accounts|census|catalogue|prices)\b)"
    r"|\( (?:1[89]|20)\d\d \)"
    r"|\b(?:a|an|my|our|his|her|their) \d{1,3} (?:year|yr) old\b"
    r"|\b(?:club|team|class|group|school|society|choir|family|church|office|company|firm|squad|band|union"
    r"|association) (?P<size>\( \d+ [a-z]+ \))"
    r"|(?<=\d)(?P<wickets> for (?:\d|10))(?= ;| ,| and| with| in| after| off|$)",
)
"""Numbers that name what a story is of, with the words that say so; in a chase, the wickets down beside a
score ("143 for 4")."""
_CHASED = lazy(r"\b(?:chasing|chase|runs|target|innings|overs|batting|to win)\b")
"""Words of a cricket score chased, without which "143 for 4" may be a price."""
_SIZE_HEADING = lazy(r"^\d+(?:\.\d+)? (?:mm|cm|m|in|inch|ft|kg|g|l|ml|v|w) [a-z]+(?: [a-z]+)? ;")
"""A size that names the thing before the story: "22 mm pipe ;"."""
_UNIT_AFTER = r" ?(?:mm|cm|m|km|in|inch|ft|kg|g|l|ml|litres?|metres?|meters?)\b"
_NUMBER = lazy(N)
_ASKING = lazy(r"\b(?:how|what|whats|which|when|why|where|total|sum|difference|left|altogether|more|less)\b")
_QUESTION_WORD = lazy(r"\b(?:how|what|whats|which|when|why|where)\b")
_TIME_ASKED = lazy(r"\b(?:time|how long|when|minutes?|mins?|hours?|hrs?|clock|late|early|o clock)\b")
_LEFT_BY_A_LABEL = lazy(r"(?: [;,:-](?= [;,:-] )| ;)+ ")
"""The marks a label stood between: "paper , ; i need" is "paper ; i need"."""
_SIGNS = lazy(r"[+*/=^]| - [£$€]?\d")
"""A calculation written in signs, which is read as written or not at all (see `readers.chatter`)."""
_NOT_A_LABEL_WORD = frozenset(
    {"a", "an", "my", "our", "his", "her", "their", "the", "no", "number", "q", "on", "at", "from", "placed"}
    | {"dated", "date", "posted", "sent", "started", "opened", "began", "logged", "ordered", "for"}
)
"""Words of a label that may be told in the story again without naming the same thing."""


_INNER = ("date", "size", "wickets")
"""The part of a label's words that is left out: the date after "placed", not the word."""


def _labels(text: str) -> list[tuple[int, int]]:
    spans = [
        found.span(next((name for name in _INNER if found[name]), 0))
        for found in _LABELS.finditer(text)
        if not found["wickets"] or (_CHASED.search(text) and not re.search(r"\bwickets?\b", text))
    ]
    if (heading := _SIZE_HEADING.match(text)) is not None:
        rest = text[heading.end() :]
        if all(re.match(_UNIT_AFTER, rest[found.end() :]) for found in _NUMBER.finditer(rest)):
            spans.insert(0, (0, heading.end() - 2))
    return spans


def _stem(word: str) -> str:
    return word[:-1] if word.endswith("s") and len(word) > 3 else word


def _in_a_question(text: str, spans: list[tuple[int, int]]) -> bool:
    """Is a label told in a clause that asks, after the story's last amount (or before its first)?"""
    blanked = list(text)
    for start, end in spans:
        blanked[start:end] = " " * (end - start)
    amounts = [found.span() for found in _NUMBER.finditer("".join(blanked))]
    if not amounts:
        return True
    for start, end in spans:
        if amounts[0][0] <= start < amounts[-1][1]:
            continue
        clause_end = text.find(" ; ", end)
        clause = text[text.rfind(" ; ", 0, start) + 1 : len(text) if clause_end < 0 else clause_end]
        asking = _ASKING if start >= amounts[-1][1] else _QUESTION_WORD
        if asking.search(clause):
            return True
    return False


def _without(text: str, spans: list[tuple[int, int]]) -> str:
    kept, at = [], 0
    for start, end in spans:
        kept.append(text[at:start])
        at = end
    kept.append(text[at:])
    rest = re.sub(r"\( \)", " ", " ".join("".join(kept).split()))
    rest = " ".join(_LEFT_BY_A_LABEL.sub(" ; ", f" {rest} ").split())
    return re.sub(r"^(?:[;,:-] )+| ;$", "", rest)


def _told_again(text: str, rest: str, spans: list[tuple[int, int]]) -> bool:
    """Is a word of a label told in the story besides, or a time asked beside a clock label?"""
    told = {_stem(word) for word in re.findall(r"[a-z]+", rest)}
    for start, end in spans:
        label = text[start:end]
        if ":" in label and _TIME_ASKED.search(rest):
            return True
        if any(_stem(word) in told for word in re.findall(r"[a-z]+", label) if word not in _NOT_A_LABEL_WORD):
            return True
    return False


def _adds_or_takes_away(found: Spec) -> bool:
    if isinstance(found, ProblemSpec):
        return found.operation in ("+", "-")
    return isinstance(found, ExpressionSpec) and re.fullmatch(rf"{N}(?: [+-] {N})+", found.text) is not None


def read(text: str) -> Spec | None:
    spans = sorted(_labels(text))
    if not spans or any(a_end > b_start for (_, a_end), (b_start, _) in pairwise(spans)):
        return None
    rest = _without(text, spans)
    if _SIGNS.search(rest) or _in_a_question(text, spans) or _told_again(text, rest, spans):
        return None
    from quickmath.offline.reading.problem import read_problem  # the story read again by every reader

    found = read_problem(rest)
    return found if found is not None and _adds_or_takes_away(found) else None
