"""A calculation written whole in a message no reader read, taken as the question when nothing else in the
message could change it: "wats 23 x 19 cnt do it in my hed", "`1234 + 5678` gives me a weird result in my
notebook, what should it be", "Hey, what's 2,345 + 987 + 1,650? Adding up the hockey fundraiser, eh".

The coach used to offer it back ("Did you mean 23 x 19?"); now it answers it and says so ("I read this as
23 × 19."), on four conditions that keep it from answering another question:
- it is the one calculation written with digits and signs, and does not run on ("1 + 4 + 9 + … + 100");
- every number in the message is one of its numbers (a date, a reference, a code or a question's label named
  as a thing aside: "ROUND 2: NUMBERS ⏎ 4. 37 x 12 = ?", "Q7)"), or an answer someone offers after it
  ("check Q7 (7,000 − 2,648) - three of them got 4,462"); "… got 20 more" is no answer, and is asked back;
- no other digit is left around it ("Level 3 - 12 x 4"), and no word that may change it or ask something else
  of it: an operation or a part ("half of", "doubled", "minus a few", "per second", "each"), a unit to change
  into ("45 × 6 minutes in hours"), another question ("why", "how long", "what time"), a condition or a step
  after it ("if", "then", "not"); what the learner says of themselves ("brain not working") and an edit that
  only says what its sign means ("EDIT: x as in times") change nothing;
- an operation word around it names its own operation only ("Adding up" beside 18 + 24 + 31), and none
  goes on with it right after ("18 + 24 plus a few"); an ordinal or a school year around it names, and
  "= ?" after it asks for its answer ("3rd attempt at this lol. 1,204 - 687 = ?").
"""

from __future__ import annotations

import re
from collections.abc import Callable

from quickmath.offline.asks import Unread
from quickmath.patterns import LazyPattern, lazy

OWN_OPERATION = {
    "+": lazy(
        r"\b(?:add(?:s|ed|ing)?(?: (?:them |it )?up)?|plus|sum|total(?:s|led)?|altogether|in all)\b", re.I
    ),
    "×": lazy(r"\b(?:times|multipl(?:y|ied|ying))\b", re.I),
    "−": lazy(r"\b(?:subtract(?:s|ed|ing|ion)?|take away|minus)\b", re.I),
    "÷": lazy(r"\b(?:divid(?:e|es|ed|ing)(?: by)?|division)\b", re.I),
}
"""Words that only say again what the calculation does: "Adding up …" beside a sum."""
LIST_NUMBER = lazy(r"^[ \t]*\d{1,2}[.)][ \t]", re.MULTILINE)
"""A question's number on a worksheet or a quiz: "4. 37 x 12 = ?"."""
NAMES = lazy(r"(?<![\w.,])\d+(?:st|nd|rd|th)\b|\b(?:year|grade|level|chapter|lesson) \d+\b", re.I)
"""Numbers that only name around the calculation: an ordinal ("3rd attempt"), a school year ("year 6")."""
GOES_ON_IN_WORDS = lazy(
    r"[ \t,]*(?:and |then )?(?:plus|minus|times|add|take|subtract|multipl|divid|over|into|less|more"
    r"|x\b|by\b)",
    re.I,
)
"""A word right after the calculation that goes on with it: "18 + 24 plus a few", "12 x 4 times a few"."""
ASKED_EQUALS = lazy(r"^[ \t]*=[ \t]*\?")
"""An equals sign asking for the answer right after the calculation: "1,204 - 687 = ?"."""
_VALUE_ASKED = lazy(
    r"\bwhat (?:does|do|did|would|will) (?:it|that|this|they|these) (?:all )?come to\b"
    r"|\b(?:the )?(?:correct|right|actual) (?:answer|sum|value|total|product|result)"
    r"(?: (?:to|for|of)(?=[ \t]+…)|(?! (?:to|is|was|should|would|will|must)\b))",
    re.I,
)
"""Its value asked in words that would otherwise seem to go on or doubt an answer: "What does it come to?",
"the correct answer to …", "what's the correct sum?"."""
_LABEL_BEFORE = lazy(
    r"(?<!['’])\b(?!(?:what|whats|wats|wots|wat|is|was|be|calculate|calc|out|do|does|about|but|so|and|hey|hi|um|uh"
    r"|pls|please|plz|me|gimme|find|solve|compute|evaluate|of|just|quick|quickly|like|lol|hmm|btw|eh|oh|ah|ugh|argh"
    r"|has|have|had|needs?|needed|wants?|wanted|asks?|asked|gave|gives|given|sets?|says|said|gets?|got|tried"
    r"|try|trying|doing|did|are|were|tell|told|check|checking|write|wrote|shows?|showed"
    r"|for|on|over|to|at|about|with|like|around|forgotten|forgot|getting|explain|tries|done|complete|should"
    r"|confirm|verify|calculating|working|figure|through|thru"
    r"|this|that|it|the|an?)\b)"
    r"[a-z]+[ \t]*$",
    re.IGNORECASE,
)
"""A word right before the calculation, not one that leads a question in nor a verb it is the object of ("my
son's homework has 8,004 - 2,519"): it may name its first number ("Level 3 - 12 x 4" is level 3, then 12 ×
4)."""
_LABEL = (
    r"(?:q|qu|question|round|part|task|exercise|ex|problem|no\.|item|page|issue|edition)\.? ?#?\d{1,3}[a-z]?"
    r"(?: ?\([a-z]\))?"
)
LABELS = lazy(
    rf"\b{_LABEL}(?:[ \t]*,?[ \t]*{_LABEL})*(?=[ \t]*(?:[:)—–(\n]|\.(?!\d|\s*$)))",
    re.IGNORECASE,
)
"""A question's labels on a quiz or a worksheet, before a pause: "Q7)", "Q1 (b):", "ROUND 2:", "Round 3,
question 5:", "Question 12."; never at the end ("… no 4" takes a number back)."""
REMARKS = lazy(
    r"\b(?:(?:my )?(?:brain|head|mind)(?:['’]s| is)? (?:not|isn['’]t|is not|ain['’]t) working"
    r"|(?:i )?(?:can['’]?t|cannot|can not|couldn['’]?t)"
    r" (?:think(?: straight)?|do (?:it|this|that)(?: in my head)?|(?:work|figure) (?:it|this|that) out)"
    r"|(?<!\bbet )(?:i|we|he|she|they|my [a-z]+) (?:can['’]?t|cannot|can not|couldn['’]?t) do(?=[ \t]+…)"
    r"|(?<!\bbet )(?:(?:i|we) )?(?:can['’]?t|cannot|can not|couldn['’]?t) (?:work|figure) out(?=[ \t]+…)"
    r"|(?:i )?(?:can['’]?t|cannot) believe i['’]?m asking (?:this|you)"
    r"|(?:the )?decimal points?|decimals? (?:homework|worksheet|chapter|exercise|practice|class|lesson)"
    r"|(?:with|multiplying|dividing|adding|subtracting) decimals"
    r"|(?:explain|show)(?: me| us)? each step|each worked (?:it|this|them) out"
    r"|(?:answer|quiz|practice|homework|exam|test|school) sheet|(?:son|daughter|child|kid)['’]s sheet"
    r"|(?:this|that|my|his|her|our|school|entry|order|tax|application|booking|plan|registration)"
    r" form(?! of\b)"
    r"|note to self|neither of us (?:trusts?|knows?|is sure|can tell)"
    r"|(?:and )?(?:i )?(?:didn['’]?t|did not|don['’]?t|do not) know(?: (?:it|the answer))?"
    r"|(?:i )?(?:haven['’]?t|have not) (?:done|used|needed) (?:this|that|these|it|maths|math|sums)"
    r"(?: since (?:school|college|uni))?)\b",
    re.IGNORECASE,
)
"""What the learner says of themselves, which cannot change a calculation: "brain not working", "can't think
straight", "I can't do it in my head", "Note to self", "neither of us trusts our answer", "I didn't know",
"Haven't done this since school"; or of the lesson and the paper it is on: "the decimal point", "decimals
homework", "explain each step", "answer sheet", "this form" (not "the form of")."""
_OPERATION_WORD = r"(?:plus|add\w*|minus|subtract\w*|take away|times|multipl\w*|divid\w*)"
_SIGN_MEANT = lazy(
    rf"\b(?:i )?mean[st]?(?= {_OPERATION_WORD}\b)"
    rf"|(?:\bthe )?(?<![\w+×÷*/−-])[x*×+÷/−-](?: sign)? (?:as in|means?|is(?: an?)?|stands for)"
    rf"(?= {_OPERATION_WORD}\b)",
    re.IGNORECASE,
)
"""An edit that says what a sign means ("EDIT: I mean multiplied, x as in times"), up to the operation it
names: that word is left, to be the calculation's own or to keep it from being answered."""
_OFFERED = lazy(
    r"[ \t]*[-–—,;.?!]*[ \t]*(?:(?:but|and|though) )?"
    r"(?:(?:i(?:['’]m| am)? )?not sure if (?:it(?:['’]s| is) |is )?"
    r"|i (?:think|thought|reckon) (?:it(?:['’]s| is) )?"
    r"|(?P<who>(?:[a-z]+ ){1,3}?)(?:got|get|gets|say|says|said|put|wrote|reckons?|thinks?)"
    r" (?:it(?:['’]s| is) )?"
    r"|is it )"
    r"[£$€]?-?\d+(?:,\d{3})*(?:\.\d+)?[ \t]*[.!?]*[ \t]*$",
    re.IGNORECASE,
)
"""An answer offered after the calculation, which is no part of it: "three of them got 4,462", "I'm not sure
if it is 450", "my friend got 447", "is it 437?"."""
_SOMEONE = lazy(
    r"\b(?:i|he|she|they|them|we|you|someone|somebody|everyone|everybody|friends?|mates?|teachers?|sons?"
    r"|daughters?|kids?|class|students?|pupils?|book|calculator|phone|google|answers?|sheet|key)\b",
    re.IGNORECASE,
)
"""Whose answer is offered: a person or a source ("three of them", "my friend", "the book")."""
_SIGNS = lazy(r"[+×÷*−/^]|(?<=\s)[-x](?=\s)")
_PLAIN_SIGN = str.maketrans({"*": "×", "x": "×", "-": "−", "/": "÷"})
_UNIT = (
    r"hours?|hrs?|minutes?|mins?|seconds?|secs?|days?|weeks?|fortnights?|months?|years?|pence|p|cents?|metres?"
    r"|meters?|cm|mm|km|m|miles?|grams?|g|kg|kilos?|litres?|liters?|ml|pounds?|dollars?|euros?|quid|bucks"
    r"|feet|foot|ft|inch(?:es)?|ounces?|oz|lbs?|stones?|tonnes?|tons?|gallons?|pints?"
)
_CHANGING = (
    r"half|halve[sd]?|halving|double[sd]?|doubling|twice|triple[sd]?|thrice|treble|quarters?|thirds?|fifths?"
    r"|tenths?|dozens?|pairs?|couple|percent|cent|square[sd]?|cube[sd]?|root|power|factorial|plus|add(?:s|ed|ing)?"
    r"|sum|total|minus|subtract\w*|take[sn]?|took|less|more|fewer|than|times|multipl\w*|divid\w*|over|into|split"
    r"|shar\w*|each|per|every|apiece|off|discount|tax|vat|tip|interest|back|left|remain\w*|change|difference"
    r"|between|average|mean|negative|opposite|inverse|reciprocal|reverse|backwards|sign|or|form|standard"
    r"|scientific|notation|significant|figures?|decimals?|fractions?|simplest|mixed|places?|words|exact\w*|round"
    r"|roman|numerals?|marks?|return|single|both|ways?|rows?|columns?|width|wide|height|high|long|length|tall"
    r"|deep|depth|sides?|area|perimeter|pixels?|megapixels?|screen|image|resolution|grid|by|of us|myself"
    r"|(?:and|plus|with) (?:me|us)|ourselves|including|incl|ok|okay|as|to"
    r"|in (?!my\b|your\b|a\b|the\b|his\b|her\b|our\b)[a-z]+"
)
"""Words that may change a calculation or the answer asked of it: "half of", "doubled", "minus a few"."""
_ASKING_ELSE = (
    r"without|except|instead|not|never|no|\w*n['’]t|wrong|mistake|right|correct|true|false|if|unless|suppose|assuming"
    r"|then|after|before|later|why|when|who|whom|whose|which|where|what (?:time|day|date|year)"
    r"|how (?:long|old|far|fast|big|tall|high|heavy|often|do|does|did|to|can|come)"
    r"|how (?:many|much) (?!(?:is|are|does|do|did|will|would|that|it|this|altogether|in total|total)\b)[a-z]+"
)
"""Words that ask something else, set a condition or a step after it: "why is … so hard", "what if …"."""
_IN_CODE = (
    r"python|java|javascript|js|code|coding|program\w*|computer|excel|sheets?|spreadsheet|calculator|float\w*"
    r"|integer|int|overflow|bits?|bytes?"
)
"""Where a calculation may come out otherwise: "0.1 + 0.2 in Python", "65536 * 65536 in Java"."""
CHANGES_OR_ASKS_ELSE = lazy(
    rf"\d|[%£$€¥₹_#=~]|(?<!['’])\b(?![aiur]\b)[a-z]\b|(?<!['’])\b(?:{_UNIT}|{_CHANGING}|{_ASKING_ELSE}|{_IN_CODE})\b",
    re.IGNORECASE,
)
"""Around the calculation: a digit, a sign, a letter alone (a variable or a unit), a unit to change into, or
a word of the lists above."""


def calculation_alone(said: str) -> str | None:
    """The calculation written whole in `said`, when it is all the message asks (see the module), or after
    a story it says again (see `reading.restated`)."""
    from quickmath.offline.reading.restated import calculation_restated

    return in_signs_or_words(said, read_alone) or calculation_restated(said)


def in_signs_or_words(said: str, found_in: Callable[[str], str | None]) -> str | None:
    """The calculation `found_in` finds in `said`; or in `said` with its operation said between its numbers
    ("omg whats 600 minus 173 brain not working") written as signs, when it does one operation throughout
    ("10 minus 3 times 2" may be either order, and is not)."""
    found = found_in(said)
    if found is not None:
        return found
    in_signs = in_signs_said(said)
    if in_signs == said:
        return None
    found = found_in(in_signs)
    return found if found is not None and only_operation(found) is not None else None


def in_signs_said(said: str) -> str:
    """`said` with an operation said in words around two numbers written as a sign between them: "600 minus
    173" → "600 − 173", "take 1,769 away from 4,508" → "4,508 − 1,769", "multiply 23 by 19" → "23 × 19"."""
    for pattern, written in SAID_AROUND:
        said = pattern.sub(written, said)
    return OPERATION_SAID.sub(lambda said: f" {SIGN_SAID[said[1].lower()]} ", said)


SIGN_SAID = {
    "plus": "+", "minus": "−", "take away": "−", "subtract": "−", "times": "×", "multiplied by": "×",
    "divided by": "÷",
}  # fmt: skip
OPERATION_SAID = lazy(
    r"(?<=\d)[ \t]+(plus|minus|take away|subtract|times|multiplied by|divided by)[ \t]+(?=[£$€]?\d)",
    re.IGNORECASE,
)
"""An operation said between two numbers: "600 minus 173", "3 times 150", "144 divided by 12"."""
_N = r"(?<![\w.,])([£$€]?-?\d+(?:,\d{3})*(?:\.\d+)?)(?![\w]|[.,]\d)"
_GOES_ON = (
    r"(?![ \t]*(?:[-+×*/÷−^]|(?:plus|minus|take|times|subtract\w*|multipl\w*|divid\w*|add\w*|less|more|x)\b))"
)
"""Not another operation right after: "from 100 minus 37 minus 5" may take 37 − 5 from 100."""


def _around(pattern: str, written: str) -> tuple[LazyPattern, str]:
    return lazy(pattern + _GOES_ON, re.IGNORECASE), written


SAID_AROUND = [
    _around(rf"\bfrom {_N},? (?:subtract|take away|take|minus) {_N}", r"work out \1 − \2"),
    _around(rf"\b(?:subtract|take away|take|deduct) {_N} (?:away )?from {_N}", r"work out \2 − \1"),
    _around(rf"\b(?:take|knock) {_N} off {_N}", r"work out \2 − \1"),
    _around(rf"{_N} (?:is |gets )?(?:subtracted|taken away|taken|deducted) from {_N}", r"\2 − \1"),
    _around(rf"\b(?:add(?: up| together)?|the (?:sum|total) of) {_N} and {_N}", r"work out \1 + \2"),
    _around(rf"\b(?:multiply {_N} by|the product of {_N} and) {_N}", r"work out \1\2 × \3"),
    _around(rf"\bdivide {_N} by {_N}", r"work out \1 ÷ \2"),
]
"""An operation said around its two numbers, and what it writes: "take 18 off 45" is 45 − 18. A verb said
before the numbers is written "work out", a verb that leads a calculation in, so that the word before it
is never taken for a label of its first number ("can you multiply 23 by 19"). "Add 1 to 100" may be a
run, and is left to the readers."""
MORE_COUNTED = lazy(
    r"^[ \t]+[a-z]+(?:[ \t]+[a-z]+)?[ \t]+(?:and|plus|with|including|incl|as well as|along with)\b",
    re.IGNORECASE,
)
"""Things the last number counts, then more of them: "84 ÷ 4 kids and their mum" shares among five."""
_YES_OR_NO = lazy(r"^[^\w]*(?:(?:so|and|but|ok|okay|then) )?(?:is|does|isn['’]t|doesn['’]t)\b", re.IGNORECASE)
"""A message that asks yes or no of the calculation after it: "is 91 divided by 7" (is it whole?)."""
_LEFT_AFTER = lazy(
    r"^[ \t]*[.,;:?!—–-]*[ \t]*(?:what|how (?:much|many))(?:['’]s| is| are)? (?:left|remaining|remains?)\b",
    re.IGNORECASE,
)
"""What is left asked right after a difference, its own question: "From 1,500 subtract 678. What remains?"."""
_METHOD_AFTER = lazy(
    r"^[ \t]*,?[ \t]*(?:by|using|with|in) (?:the |a )?(?:vertical|column|columnar|long|short|grid|lattice|box"
    r"|bus stop|chunking|standard|written|expanded|formal|compact|traditional)"
    r"(?: (?:multiplication|division|addition|subtraction))?(?: method| way)\b",
    re.IGNORECASE,
)
"""A written method named right after a calculation, which works it out the same: "46 × 23 by the vertical
method", "using the column method"."""
_TO_DO = lazy(
    r"\bto (?=(?:be|help|know|have|check|get|find|make|do|see|teach|show|confirm|sanity|mark|use|ask|write"
    r"|give|tell|explain|understand|learn|practi[cs]e|complete|me|work|figure|calculate|solve)\b)"
    r"|(?<=\banswer )to\b|(?<=\bcomes )to\b"
    r"|\b(?:take|walk|talk|run|go) (?:me |us |him |her |them )?(?:through|thru)\b",
    re.IGNORECASE,
)
""" "to" before a verb of the learner's own, which asks nothing of the calculation: "I'd like to help her",
"I want to be sure", "to be honest", "looks too big to me"; or asks to be shown the working: "take me through
457 + 386"."""
_MONEY_AFTER = lazy(r"^[ \t]*(?:pounds|dollars|euros|quid|bucks)\b", re.IGNORECASE)
"""Money named after a sum or a difference, the unit of all its numbers: "18 + 24 + 31 pounds"."""


def read_alone(said: str) -> str | None:
    from quickmath.numbers import numbers_in
    from quickmath.offline.reading.refusals import may_change_a_question
    from quickmath.offline.reading.written_back import calculation_written, numbers_named

    written = calculation_written(said) or _power_written(said)
    if written is None or (at := said.find(written)) < 0:
        return None
    before, after = said[:at], without_an_answer_offered(said[at + len(written) :])
    operands = {number.value for number in numbers_in(written)}
    unlabelled = LABELS.sub(" ", f"{before} {written} {after}")
    if {number.value for name in numbers_named(unlabelled) for number in numbers_in(name)} != operands:
        return None
    if (_LABEL_BEFORE.search(before) and not written.startswith(("£", "$", "€"))) or _YES_OR_NO.match(before):
        return None
    only = only_operation(written)
    if only in ("+", "−") and not written.startswith(("£", "$", "€")):
        after = _MONEY_AFTER.sub("", after)
    if only == "−":
        after = _LEFT_AFTER.sub("", after)
    after = _METHOD_AFTER.sub("", ASKED_EQUALS.sub("", after))
    if GOES_ON_IN_WORDS.match(after) or MORE_COUNTED.match(after):
        return None
    around = NAMES.sub(" ", LIST_NUMBER.sub(" ", f"{before} … {after}"))
    around = _VALUE_ASKED.sub(" ", REMARKS.sub(" ", LABELS.sub(" ", around)))
    if only is not None:
        around = OWN_OPERATION[only].sub(" ", _SIGN_MEANT.sub(" ", around))
    around = _TO_DO.sub(" ", around)
    if CHANGES_OR_ASKS_ELSE.search(around) or may_change_a_question(Unread("unreadable", around)):
        return None
    return written


_POWER = lazy(
    r"(?<![\w.,:/^£$€-])\d+(?:\.\d+)?(?:[ \t]?\^[ \t]?\d+|[²³]|[ \t]squared\b|[ \t]cubed\b"
    r"|[ \t]to the power(?: of)? \d+)(?![\w/^²³]|[.,:]\d)",
    re.IGNORECASE,
)
"""A power written alone, by its sign or its word: "2^16", "15 squared", "7 to the power 3", "3²"."""


def _power_written(said: str) -> str | None:
    """The one power written in `said`, when there is one and no sign of another calculation beside it."""
    found = list(_POWER.finditer(said))
    if len(found) != 1 or _SIGNS.search(said.replace(found[0].group(), " ")):
        return None
    return found[0].group()


def without_an_answer_offered(after: str) -> str:
    """The words after a calculation without an answer offered at their end ("- three of them got 4,462"),
    when no word of whose answer it is may change the calculation ("the three of us got …")."""
    offered = _OFFERED.search(after)
    who = (offered["who"] or "i") if offered else ""
    if offered is None or CHANGES_OR_ASKS_ELSE.search(who) or not _SOMEONE.search(who):
        return after
    return after[: offered.start()]


def only_operation(written: str) -> str | None:
    """The one operation a calculation does throughout ("+" for 18 + 24 + 31), if it does one only."""
    signs = {sign.translate(_PLAIN_SIGN) for sign in _SIGNS.findall(written)}
    (sign,) = signs if len(signs) == 1 else (None,)
    return sign if sign in OWN_OPERATION else None
