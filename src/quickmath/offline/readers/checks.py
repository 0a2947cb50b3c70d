"""Answers to check: "is 47 × 6 = 282 right?", "I got 282 for 47 times 6", "47 + 9 = 56?"."""

from __future__ import annotations

import re

from quickmath.offline.asks import Check, ProblemSpec, Solve, Spec, Unread
from quickmath.offline.numbers_as_text import run_together
from quickmath.offline.readers.clock_times import reading
from quickmath.offline.readers.times import durations
from quickmath.offline.readers.units import is_unit
from quickmath.offline.reading.piece import Piece
from quickmath.offline.reading.problem import read_problem
from quickmath.offline.reading.text import N, number_words
from quickmath.patterns import lazy, mentions

ANSWER = rf"(?:{N}|\d+ \d+ / \d+|\d+ / \d+|\d{{1,2}}:\d\d ?[ap] ?;? ?m\b|\d+:\d\d)"
_CHECK_START = lazy(
    r"^(?:(?:can|could|would) you |please |pls |plz |pa )*(?:check(?: po)?|verify|confirm|mark"
    r"|is it (?:true|right|correct) that|"
    r"am i right (?:that|in thinking)|true or false)(?: that| if| whether| my answer| this)?(?: ,)? ",
    needs="check|verify|confirm|mark|is it|am i right|true or false",
)
_RIGHT = r"(?:right|correct|true|ok|rite|rigth|rihgt|ryt|corect|correkt|korrect|korect)"
"""Right or correct, as children spell them: "is she rite", "am i corect"."""
CHECK_END = lazy(
    rf"(?:(?: ,| ;)?(?: but| so| and)? (?:is (?:that|it|this|he|she|they) {_RIGHT}"
    rf"|(?:am i|are they|are we) (?:{_RIGHT}|wrong|rong)|did i get it right|is not it|right|correct|true|ok"
    r"|okay|yes"
    r"|is it|or not|(?:i am )?not sure|where did i go wrong|what did i do wrong"
    r"|(?:so )?who is (?:right|correct)"
    r"|which(?: one)?(?: is (?:it|right|correct))?|which of (?:us|them|those|the two) is (?:right|correct)"
    r"|(?:so |then )?what is the (?:right |correct |real |actual )?answer|what should it be|help"
    r"|(?:(?:i |we )?need )?(?:the )?(?:right|correct|real|actual) (?:answer|figure|number|total)"
    r"(?: (?:for|in|on) the (?:margin|key|answer key|mark scheme|sheet))?|answer key"
    r"|(?:so |then )?(?:what|how (?:long|much|many)) is it (?:really|actually|as a decimal)(?: then)?"
    r"|(?:he|she|they|it|that) (?:is|are) (?:right|correct)(?: ,)? (?:is not|are not) (?:he|she|they|it|that)"
    r"|(?:is not|are not) (?:he|she|they)"
    r"|(?:(?:i|we) )?(?:should|would) (?:welcome|appreciate|be grateful for) (?:a |your |some )?confirmation"
    r"|(?:(?:can|could|would) (?:you|u) |please |pls |plz )?(?:double )?(?:check|verify|confirm)"
    r"(?: (?:it|that|this|for me|please|pls|plz|thanks))*|(?:is (?:that|it)|am i) rite|rite|right or wrong"
    r"|what is (?:correct|right)"
    r"|(?:i am |im )?(?:just )?(?:double )?checking(?: (?:for|with|on) [a-z ]+)?))+$",
    needs="right|correct|true|ok|yes|is it|or not|is not|not sure|wrong|which|answer|should|help|check"
    "|verify|confirm|rite|confirmation|rigth|rihgt|ryt|corect|correkt|korrect|korect|rong",
)
_IMPERATIVE = {"added": "add", "multiplied": "multiply", "subtracted": "subtract", "divided": "divide"}
_PART_OF_IT = (
    r"(?!(?:half|halves|third|thirds|quarter|quarters|fifth|tenth|double|twice|triple|square|cube|rest|other"
    r"|others|remainder|difference|extra|each|same|first|second|last|next|more|less|most|least)\b)"
)
"""Words that name a part or another amount, not someone: "the half got 50 for …", "my double has 28 …"."""
_PUPILS = (
    r"(?:(?:half|most|some|many|several|a few|a lot|lots|all|a couple|one|two|three|four|five|six|seven|eight"
    r"|nine|ten|a third|a quarter|\d+)(?: of)? )?"
    r"(?:the (?:class|group|set|year|pupils|children|kids|students|others)|them|pupils|children|kids"
    r"|students)"
)
"""Some of a class, who give an answer a teacher marks: "half the class", "three of them", "several
pupils"."""
_NAME = (
    r"(?!(?:so|then|and|but|or|it|that|this|which|also|just|still|you|u|total|sum|answer|result|difference"
    r"|product|quotient|remainder|what|how|who|is|was|not|no|nobody|never|always|finally|first|next|last|now"
    r"|here|there|already|each|every|all|half|double|twice|both|calculator|app|sheet|book|key|it)\b)"
    r"[a-z]{2,}"
)
"""A pupil named by a first name alone: "Ellie has 1,104", "Priya wrote 55"; never a word that names an amount
or goes on to something else ("… then got 530", "… total got 530")."""
WHO = (
    rf"(?:i|he|she|they|we|(?:my|our|his|her) {_PART_OF_IT}\w+|(?:most |some |many )?people|everyone"
    rf"|everybody|someone|somebody|(?:a|the|one|this|that) {_PART_OF_IT}[a-z]+|{_PUPILS}|{_NAME})"
)
"""Who gives the answer to check: the learner, the child a parent helps ("my son got 3,923"), a pupil or some
of a class a teacher marks ("Ellie has 1,104", "half the class put 8"), never a part or another amount ("the
other half got 30")."""
_GIVEN_FOR = (
    r" (?:a )?(?P<remainder>remainder (?:of )?)?"
    rf"(?P<n>{ANSWER})"
    r" (?:for|on|as the answer (?:to|for)|when i (?:did|worked out|added|multiplied)|from"
    r"|as(?= the (?:remainder|time|length|total|sum|product|difference) (?:when|from|of)\b)) (?P<p>.+)"
)
"""An answer given for a problem: "… got | 282 for 47 * 6"."""
_DASH = r"-(?= (?!\d)| \d+ of (?:them|the|us)\b)"
"""A dash between a problem and who answered it: "7000 - 2648 - three of them got 4462"; never before a number
that may be subtracted ("12 * 5 - 3 children got 57")."""
_CHECKS = [
    (
        "=|equal|makes|gives|comes to",
        rf"(?P<p>.+?) (?:=|equals|is equal to|makes|gives|comes to) (?P<n>{ANSWER})",
    ),
    (
        "is it|is that|is the answer|would it be|should it be|does it|that is|tama",
        rf"(?P<p>.+?) (?:,|;) (?:so )?(?:is it|is that|is the answer|would it be|should it be|does it (?:make"
        rf"|come to|equal)|that is(?: like)?|tama (?:po )?ba) (?P<n>{ANSWER})",
    ),
    (
        "got|get|said|put|wrote|make it|made it|think it is|reckon it is|worked out|calculated|up with",
        rf"(?:(?:why (?:do|did|does) )?{WHO} )?(?:got|gets|get|said|put|wrote|make it|made it"
        rf"|think it is|reckon it is|worked out|calculated|(?:keep|kept|am|was) getting"
        rf"|(?:keep |kept )?(?:ending|ended|end|coming|came|come) up with){_GIVEN_FOR}",
    ),
    (
        "worked out|calculated|did|got|made|figured|as",
        rf"(?:{WHO} )?(?:worked out|calculated|did|got|made|figured out|tried) (?P<p>.+?)"
        rf" (?:as|to be|(?:and|,|;) (?:and )?(?:then )?(?:i )?(?:got|get|gets|ended up with|came up with))"
        rf" (?P<n>{ANSWER})",
    ),
    (
        "added|multiplied|subtracted|divided|took",
        rf"(?:{WHO} )?(?P<verb>added|multiplied|subtracted|divided|took away) (?P<p>.+?) and (?:i )?got"
        rf" (?P<n>{ANSWER})",
    ),
    (
        "got|get|have|had|said|says|put|wrote|make it|made it|getting",
        rf"(?:for|on) (?P<p>.+?) {WHO} (?:got|gets|get|have|had|said|says|put|wrote|make it|made it"
        rf"|(?:keep|kept|am|was) getting) (?P<n>{ANSWER})",
    ),
    (
        "got|get|said|says|put|wrote|answer|make it|makes it|made it",
        rf"(?P<p>.+?) (?:;|,|and|{_DASH}) (?:but )?{WHO}(?: is)? (?:got|gets|get|said|says|say|put|wrote"
        rf"|answered|answer (?:was|is)|think it is|thinks it is|reckons it is|make it|makes it|made it)"
        rf" (?P<n>{ANSWER})",
    ),
    ("answer", rf"(?:my|the) answer (?:to|for) (?P<p>.+?) (?:is|was) (?P<n>{ANSWER})"),
    (
        "answer|result",
        rf"(?P<p>.+?) (?:;|,) (?:and |but |so )?(?:my|our|the) (?:answer|result)(?: (?:is|was|comes to"
        rf"|came to|is coming(?: to| as)?|came out as|would be))? (?P<n>{ANSWER})",
    ),
    ("^is|^does", rf"(?:is|does) (?P<p>.+?) (?:equal to|equal|make|come to|give|is) (?P<n>{ANSWER})"),
    (
        "answer|right for|correct for",
        rf"is (?P<n>{ANSWER}) (?:the (?:right |correct )?answer (?:to|for)|right for|correct for) (?P<p>.+)",
    ),
    ("^is", rf"is (?P<p>.+) (?P<n>{ANSWER})"),
    ("not", rf"(?P<p>.+?) (?:is|=|equals) (?P<n>{ANSWER}) (?:, )?(?:and )?not (?:{ANSWER})"),
    (
        "leave",
        r"(?:(?:(?:the|my|a|our|his|her) )?(?:[a-z]+ ){0,2}(?:says|said|reckons|thinks|claims)"
        r" (?:that )?)?"
        rf"(?P<p>[^;]*?(?:/|divided by)[^;]*?) (?P<remainder>leaves|leave)(?: a remainder of| remainder)?"
        rf" (?P<n>{N})(?: left over| over| remainder)?",
    ),
    ("is|are", rf"(?:i think )?(?P<p>.+?) (?:is|are) (?P<n>{ANSWER})"),
    ("have|has|had", rf"(?:{WHO} )?(?:have|has|had){_GIVEN_FOR}"),
    ("says|say|reckon|think", rf"{WHO} (?:says|say|reckons|reckon|thinks|think){_GIVEN_FOR}"),
    ("has|had", rf"(?P<p>.+?) (?:;|,|{_DASH}) (?:but )?{WHO} (?:has|had) (?P<n>{ANSWER})"),
]
"""(words one of which every match holds, pattern), tried in order; see `_could_hold` ("^is" holds at the
start, as a pattern that must begin with "is " does)."""
_FLAGGED_ONLY = 12
"""Checks from this one on ("47 × 6 is 282") only count with a check word such as "right?": "i have 50 for 7
* 7" may tell money to pay it with ("… is that enough?")."""


def _could_hold(words: str, core: str) -> bool:
    """Does `core` hold one of the "|"-separated words, each of "^is|^does" at its start? A check's
    pattern is only compiled for text that could match it."""
    if not words.startswith("^"):
        return mentions(words, core)
    return any(mentions(word[1:], core[: len(word) - 1]) for word in words.split("|"))


def _answer_as_note(answer: str, spec: Spec) -> str:
    answer = answer.replace(" / ", "/")
    if (
        answer[-1] == "m"
        and isinstance(spec, ProblemSpec)
        and spec.operation in ("time_after", "time_before")
    ):
        return reading(answer)  # "12:35 pm" as the note writes it: "12:35 PM"
    if ":" in answer and isinstance(spec, ProblemSpec) and spec.operation == "add_time":
        hours, minutes = answer.split(":")
        return run_together(hours, minutes)
    return answer


_MINUTES_UNSAID = r"(?: ?$|(?= (?:plus|minus|and|is|=|\+|-|,|;|\d)))"
"""Minutes after hours with no word for them, where a sum or its answer goes on: "3 hours 45 plus …"."""
_HOURS_AND_MINUTES = lazy(
    r"(?<![\w.:])(\d+) (?:hours?|hrs?|h)"
    rf"(?: (?:and )?([0-5]?\d)(?: (?:minutes?|mins?|m)|{_MINUTES_UNSAID}))?(?![\w.:])"
    r"|(?<![\w.:])()([0-5]?\d) (?:minutes?|mins?)(?![\w.:])",
    needs="hour|hr| h|min",
)
_CLOCK = lazy(r"\d:\d\d|\d ?[ap] ?;? ?m\b|\b(?:noon|midnight|midday)\b")


def _lengths_as_hours_and_minutes(told: str) -> str:
    """Lengths of time written as "H:MM", as a check of a sum of lengths reads them, when the answer given is
    a length too: "is 3 hours 45 plus 2 hours 30 6 hours 15?" as "is 3:45 plus 2:30 6:15?". Text with a
    clock reading, or with fewer than three lengths, stays as it is."""
    if _CLOCK.search(told) or len(_HOURS_AND_MINUTES.findall(told)) < 3:
        return told
    return _HOURS_AND_MINUTES.sub(_as_hours_and_minutes, told)


def _as_hours_and_minutes(found: re.Match[str]) -> str:
    hours, minutes = found.group(1) or "0", found.group(2) or found.group(4) or "0"
    return f"{hours}:{int(minutes):02d}"


_AND_A_PART = lazy(
    r"(?<![\d.])(\d+) and (?:a (half|quarter)|(3) quarters)(?=$| for | ,| ;)", needs="and a|and 3 quarters"
)
"""An answer told as a whole number and a half or quarters: "… is 62 and a half" is 62.5, "I got 12 and a half
for 50 ÷ 4" 12.5; never before a unit or "of" ("62 and a half hours", "3 and a half of them")."""
_PARTS = {"half": ".5", "quarter": ".25", "3": ".75"}


def _and_a_part(found: re.Match[str]) -> str:
    return found.group(1) + _PARTS[found.group(2) or found.group(3)]


def read_check(piece: str, said: str) -> Check | None:
    """The learner gives an answer to check: "is 47 × 6 = 282 right?", "I got 282 for 47 times 6"."""
    told, flagged = _told(piece)
    told = _AND_A_PART.sub(_and_a_part, told) if mentions("and a|and 3 quarters", told) else told
    for core in _without_doubts(told):
        if found := (
            _check_in(core, flagged, said)
            or _told_by(core, flagged, said)
            or _length_given(core, flagged, said)
            or _in_money(core, flagged, said)
            or _yes_or_no_given(core, flagged, said)
        ):
            return found
    if mentions(" i | we ", f" {told} ") and (own := _learners_own(told, flagged, said)) is not None:
        return own
    return (_result_claimed(told, said) or _end_claimed(told, flagged, said)) if flagged else None


_READING = r"\d{1,2}:\d\d(?: ?[ap] ?m)?"
_LENGTH = r"\d+ (?:hours?|hrs?|h)(?: (?:and )?[0-5]?\d (?:minutes?|mins?))?|[0-5]?\d (?:minutes?|mins?)"
_END_CLAIMED = lazy(
    rf"(?:if )?(?P<who>[a-z ]*?)(?:the|my|our|a|this) [a-z]+ at (?P<start>{_READING})"
    rf" (?:that |which |it )?(?:takes|lasts|runs for|runs|is) (?P<length>{_LENGTH}) (?:, )?(?:and |so )?"
    r"(?:(?:it|that|she|he|they) )?(?:(?:i|we) will be in [a-z]+|gets in|get in|arrives|lands|ends|finishes"
    rf"|is over|gets there) at (?P<end>{_READING})",
    needs="takes|lasts|runs|is",
)
"""A clock story told with its end, to check: "the bus at 10:52 takes 48 minutes | i will be in town at
11:40", "the train at 21:35 that takes 2 hours 40 minutes | gets in at 00:15", "the film at 7:15 pm lasts 2
hours 5 minutes , so it ends at 9:20 pm"."""
_CLAIMED_BY = lazy(
    r"(?:(?:my|our|his|her|their|the|a) )?[a-z]+ (?:says|said|reckons|reckoned|thinks|thought|claims|told me)"
    r"(?: that)? ",
    needs="say|said|reckon|think|thought|claim|told",
)


def _end_claimed(told: str, flagged: bool, said: str) -> Check | None:
    """The end of a clock story given, checked as the reading that long after its start; only a story of one
    thing, one start and one length, told by no one or by someone named ("my sister says")."""
    found = _END_CLAIMED.fullmatch(told) if mentions(":", told) else None
    if found is None or re.search(r"\d", found.group("who")) or len(_HOURS_AND_MINUTES.findall(told)) != 1:
        return None
    if found.group("who") and not _CLAIMED_BY.fullmatch(found.group("who")):
        return None  # "… and I walk 10 minutes", "the 2 buses": only who told it may come first
    length, start, end = found.group("length", "start", "end")
    return _check_in(f"{length} after {start} is {end}", True, said)


def _result_claimed(told: str, said: str) -> Check | None:
    """A story told with its result, to check: "we had 45 sweets and ate 12, so there are 33 left, yes?"."""
    from quickmath.offline.reading.claims import read_result_claimed  # only for a story with its result

    return read_result_claimed(told, said)


_LENGTH_GIVEN = lazy(
    r"(?P<told>.+) (?P<hours>\d+) (?:hours?|hrs?|h)(?: (?:and )?(?P<minutes>[0-5]?\d) (?:minutes?|mins?|m))?"
    r"|(?P<short>.+) (?P<only>[0-5]?\d) (?:minutes?|mins?)",
    needs="hour|hr| h|min",
)
"""A length of time given as the answer, in words: "took from 9:45 to 13:20 , is that | 3 hours 35
minutes"."""
_LENGTH_OPERATIONS = frozenset({"time_between", "add_time", "subtract_time"})


def _length_given(core: str, flagged: bool, said: str) -> Check | None:
    """The check of a length of time whose answer is given in hours and minutes, for a problem whose answer is
    a length: the answer is read as the note writes it ("3 h 35 min", or 335 for a sum of lengths)."""
    found = _LENGTH_GIVEN.fullmatch(core)
    if found is None:
        return None
    hours, minutes = found.group("hours") or "0", found.group("minutes") or found.group("only") or "0"
    told = found.group("told") or found.group("short")
    check = _check_in(f"{told} 0", flagged, said)  # the problem, read with a number in the answer's place
    if (
        check is None
        or not isinstance(check.spec, ProblemSpec)
        or check.spec.operation not in _LENGTH_OPERATIONS
    ):
        return None
    if check.spec.operation == "time_between":
        length = f"{int(hours)} h {int(minutes)} min" if int(hours) else f"{int(minutes)} min"
        return Check(check.spec, length, said)
    return Check(check.spec, run_together(hours, minutes), said)


_YES_OR_NO_GIVEN = lazy(
    rf"(?P<who>{WHO} (?:think|thinks|thought|reckon|reckons|reckoned|said|say|says|believe|believes|put"
    rf"|wrote) (?:that )?)?(?P<a>{N}) (?P<verdict>is not|is) (?:exactly |evenly )?"
    rf"(?:divisible by|a multiple of) (?P<b>{N})"
    rf"|(?:{WHO} )?(?:keeps? getting|kept getting|got|gets?|said|says?|put|puts|wrote|answered)"
    r" (?P<said>yes|no) (?:for|to|on) (?:whether |if )?(?P<p>.+)",
    needs="divisible|multiple|yes|no",
)
"""The learner's yes or no to a divisibility, to check: "i think 91 is not divisible by 7", "i keep getting no
for whether 1001 is divisible by 7"."""


def _yes_or_no_given(core: str, flagged: bool, said: str) -> Check | None:
    found = _YES_OR_NO_GIVEN.fullmatch(core) if flagged else None
    if found is None:
        return None
    if found.group("said") is None:
        if found.group("verdict") == "is" and not found.group("who"):
            return None  # "check whether 2024 is divisible by 8" asks; no one said it is
        spec: Spec | None = ProblemSpec("divisible", found.group("a"), found.group("b"))
        answer = "No" if found.group("verdict") == "is not" else "Yes"
    else:
        spec, answer = read_problem(found.group("p")), found.group("said").capitalize()
    if not isinstance(spec, ProblemSpec) or spec.operation != "divisible":
        return None
    return Check(spec, answer, said)


_MONEY_SIGN = lazy(r"[£$€](?=\d)", needs="£|$|€")


def _in_money(core: str, flagged: bool, said: str) -> Check | None:
    """The check read with its money signs left out, when its answer has one: "… and got £50.10", only with
    words that ask for a check ("I have £1 on day 1 , £2 on day 2 …" tells no answer)."""
    plain = _MONEY_SIGN.sub("", core) if flagged else core
    return _check_in(plain, flagged, said) if plain != core else None


_PO = lazy(r"\bpo\b ?", needs="po")
"""A word of respect in Filipino English, which changes nothing: "12 to the power of 3 po , tama ba 1728"."""
_LABEL = lazy(
    r"^(?P<label>[a-z]+(?: [a-z]+)?"
    r"|(?:(?:[a-z]+|(?:q|question|y|year|sheet|page|test|paper|exercise|part|round|task|lesson) \d{1,3})"
    r"(?: ,| ;)? )*?(?:q|question) \d{1,3}) ; (?=.*\d)"
)
"""Words heading the check, with no number but a question's and its sheet's: "marking ; a pupil has 2772 for
84 * 33", "marking the y 5 sheet ; q 4 ; 28 * 43 , ellie has 1104"."""


def _without_label(told: str) -> str:
    found = _LABEL.match(told)
    if found is None:
        return told
    from quickmath.offline.reading.meaning import MEANING_WORDS  # only for a check with a heading

    return told if set(found.group("label").split()) & MEANING_WORDS else told[found.end() :]


_WRITTEN_ON = lazy(
    r"(?<=\d) (?:on|in) (?:the|my|his|her|our|their|this|that|your) (?:answer sheet|form|sheet|worksheet"
    r"|book|homework|board|whiteboard|receipt|invoice|bill|paper|test|quiz|page|spreadsheet|screen|calculator|app"
    r"|card|list|report|ledger|till|chart)$",
    needs="on|in",
)
"""Where an answer was written, after it: "£1250 + £875 = £2025 | on the form"."""
_AGE_FIRST = lazy(r"^i am \d+(?: years old)? (?:and |, )(?=(?:i|we|my|our) )", needs="i am")
"""The learner's age told before the check: "i am 9 and | i think 12 times 12 is 144"."""


def _told(piece: str) -> tuple[str, bool]:
    """The piece without the words that ask for a check, and whether there were any."""
    start, end = _CHECK_START.search(piece), CHECK_END.search(piece)
    told = piece[start.end() if start else 0 : end.start() if end else len(piece)].strip(" ;,")
    told = _AGE_FIRST.sub("", _WRITTEN_ON.sub("", told)) if start or end else told
    told = _PO.sub("", told) if mentions("po", told) else told
    told = _without_label(told) if start or end else told
    told = _lengths_as_hours_and_minutes(told) if mentions("hour|hr| h |min", f"{told} ") else told
    return told, bool(start or end)


def _learners_own(told: str, flagged: bool, said: str) -> Check | None:
    """Another's answer to a problem, then the learner's own, which is checked: "my son says 34 × 12 is 398
    and I say 408, which is right?" (the reply gives the right answer and whether the learner's is it)."""
    from quickmath.offline.reading.claims import learners_answer  # only for two answers told

    if (own := learners_answer(told)) is None:
        return None
    other, answer, asked = own
    if not (flagged or asked):
        return None
    found = _check_in(other, True, said) or _told_by(other, True, said)
    return Check(found.spec, _answer_as_note(answer, found.spec), said) if found is not None else None


def _two_answers(piece: str, said: str) -> Solve | None:
    """A problem asked with two answers got for it, to choose from: "we got 1,176 and 1,186 for 42 × 28 —
    which is correct?". The coach works it out and takes neither."""
    told, flagged = _told(piece)
    if not flagged or " and " not in told:
        return None
    from quickmath.offline.reading.claims import read_two_answers  # only for two answers told

    return read_two_answers(told, said)


_TOLD_BY = lazy(
    r"^(?:(?:the|my|a|an|our|his|her|their|some|this) )?(?P<who>(?:[a-z]+ ){0,5}?)(?:says|said|reckons|reckon"
    r"|reckoned|thinks|think|thought|claims|claimed|believes|believe|told me|tells me|wrote|put|worked out)"
    r"(?: that)? (?=-?\d|[a-z]+ )",
    needs="say|said|reckon|think|thought|claim|believe|told|tells|wrote|put|worked out",
)
"""Who gave the answer to check, before the calculation: "driver said | 1 h 40 min after 10:35 am is 12:05
pm", "we reckon | 21 squared is 431", "someone in accounts said | adding up all the numbers from 1 to 100
gives 5,000"."""


def _told_by(core: str, flagged: bool, said: str) -> Check | None:
    """The check after who gave its answer, when those words only name someone."""
    found = _TOLD_BY.match(core) if flagged else None
    if found is None or not _only_names(found.group("who")):
        return None
    return _check_in(core[found.end() :], flagged, said)


def _only_names(words: str) -> bool:
    from quickmath.offline.reading.meaning import MEANING_WORDS  # only for a check told by someone

    return not (set(words.split()) & MEANING_WORDS) and not re.search(r"\d", words)


def _check_in(core: str, flagged: bool, said: str) -> Check | None:
    for number, (words, pattern) in enumerate(_CHECKS):
        if number >= _FLAGGED_ONLY and not flagged:
            break
        match = re.fullmatch(pattern, core) if _could_hold(words, core) else None
        if match is None or (":" in match.group("n") and not durations(match.group("p"))[0]):
            continue
        spec = read_problem(_checked_problem(match)) or _set_problem(match.group("p"))
        if spec is not None:
            return Check(spec, _answer_as_note(match.group("n"), spec), said)
    return None


DOUBT_WORDS = (
    "but|which|though|that|it|this|seem|look|feel|sound|say|said|get|got|has|had|give|gave|show|reckon"
    "|think|put|wrote|write|answered|insist|claim|came|comes|went|goes|agree|not sure|not convinced|argue"
    "|doubts"
)
"""Words one of which every doubt or other answer told after a check holds (see `reading.claims`)."""


def _without_doubts(told: str) -> list[str]:
    if not mentions(DOUBT_WORDS, told):
        return [told]
    from quickmath.offline.reading.claims import without_doubts  # only for a check with words after it

    return without_doubts(told)


def _set_problem(problem: str) -> Spec | None:
    if not mentions(SET_WORDS, problem):
        return None
    from quickmath.offline.reading.claims import set_problem  # only for a problem told where it was set

    return set_problem(problem)


SET_WORDS = (
    "homework|hw|sheet|book|test|quiz|exam|paper|question|problem|sum|exercise|assignment|teacher|tutor"
)


def _asked_apart(match: re.Match[str]) -> str:
    """The problem, without the "=" it was asked with when the answer is told in a sentence of its own:
    "306 minus 179 = ; i got 137" (in "343 mod 7 = = 1" the "= =" compares, and stays)."""
    problem = match.group("p")
    return problem.removesuffix(" =") if match.string.startswith(" ;", match.end("p")) else problem


def _checked_problem(match: re.Match[str]) -> str:
    """The problem an answer is given for, with its verb or "the remainder of" when told apart from it: "added
    3.75 and 4.6 and got 7.81", "got remainder 3 for 200 ÷ 9"."""
    found = match.groupdict() | {"p": _without_its_count(_asked_apart(match))}
    if found.get("verb"):
        return f"{_IMPERATIVE.get(found['verb'], 'take away')} {found['p']}"
    return f"the remainder of {found['p']}" if found.get("remainder") else found["p"]


_AMOUNT = r"£?-?\d[\d.]*"
_COUNTED_LIST = lazy(
    rf"(?P<lead>.*?)(?P<count>\d+) [a-z]+ (?:;|,|:)"
    rf" (?P<list>{_AMOUNT}(?: , {_AMOUNT})*(?: ,)? and {_AMOUNT})",
    needs=" and ",
)
"""A list of amounts after how many there are: "up 4 receipts ; £12.40 , £8.95 , £23.10 and £5.65"."""


def _without_its_count(problem: str) -> str:
    """The problem without the count of the list it names, when the list has that many amounts: "add up 4
    receipts: …" is the sum of the four; with another number of amounts it stays, and is not read."""
    found = _COUNTED_LIST.fullmatch(problem)
    if found is None or int(found.group("count")) != len(re.findall(_AMOUNT, found.group("list"))):
        return problem
    return f"{found.group('lead')}{found.group('list')}"


_STATED = lazy(
    rf"(?:(?:since|because|as|given that|given|so) )?(?P<p>.+?)"
    rf" (?:=|equals|is equal to|is|are|was|were|makes|gives|comes to) (?P<n>{ANSWER})"
    r"(?: (?P<unit>[a-z]+))?(?P<after>(?: [a-z]+){0,4})",
    needs="=|equal|is|are|was|were|makes|gives|comes to",
)
_NOT_TOLD = frozenset({
    "what", "how", "why", "which", "who", "is", "are", "right", "ok", "okay", "yes", "sure", "so", "then",
    "and", "but", "if", "or", "it", "that", "this", "than", "wait", "hmm", "huh", "eh", "no", "nope",
})  # fmt: skip
"""Words after a fact that may ask about it or go on to something else: "9 × 6 is 54 is that so", "… or
56"."""
_STATED_WHETHER = lazy(
    r"\b(?:is|are) (?:not )?(?:divisible|a multiple|a factor)\b"
    r"|\b(?:goes|go|divides|divide) (?:into |in to )?\S+ (?:exactly|evenly|with no remainder"
    r"|without (?:a |any )?remainder|with (?:nothing|none) left)|\bdivides (?:exactly|evenly) by\b",
    needs="divisible|multiple|factor|exactly|evenly|remainder|left",
)
"""Whether one number divides another, said as a fact: "36 is divisible by 4", "7 goes into 49 exactly"."""
_LENGTHS = frozenset({"h", "hr", "hrs", "hour", "hours", "min", "mins", "minute", "minutes", "am", "pm"})
_ASKING = lazy(r"^(?:is|are|am|was|were|do|does|did|can|could|would|will|should|what|how|check|true|am i)\b")


def is_stated_fact(piece: str) -> bool:
    """A calculation and its answer said as a fact, not given to check: "my teacher says 9 × 6 is 54", "I
    know 7 × 9 is 63", "if 9 × 6 = 54", "3 hours 40 plus 1 hour 20 is 5 hours", "36 is divisible by 4".
    Beside a question it is left alone: only the question is answered, so the one answer in bold is the
    question's and a wrong fact is never confirmed. Number words are read as numbers: "Eleven times eleven is
    a hundred and twenty one."."""
    piece = number_words(piece)
    if _ASKING.search(piece) or _CHECK_START.search(piece) or CHECK_END.search(piece):
        return False
    if _STATED_WHETHER.search(piece):
        whether = read_problem(piece)
        return isinstance(whether, ProblemSpec) and whether.operation == "divisible"
    stated = _STATED.fullmatch(piece)
    if stated is None or not _only_told_after(stated.group("unit"), stated.group("after")):
        return False
    return _told_calculation(stated.group("p"))


def _only_told_after(unit: str | None, after: str) -> bool:
    """After a fact's answer, its unit and words that only say where or when it was learned: "I know 7 × 8
    is 56 already", "we did 5 × 5 = 25 in class"; never a word that may change or ask ("… or 56")."""
    words = ([] if unit is None or _is_unit_or_length(unit) else [unit]) + after.split()
    if not words:
        return True
    from quickmath.offline.reading.meaning import MEANING_WORDS  # only for a fact with words after it

    return not any(word in MEANING_WORDS or word in _NOT_TOLD for word in words)


_RULE = lazy(
    rf"(?:(?:since|because|as|so|i know|we know|remember) )?(?P<p>.+?) (?:is|are|=|equals|gives|makes|stays"
    rf"|comes to|will be)(?: always| just| still)? (?P<n>{N}|[a-z]+|itself|the same(?: number)?"
    r"|that number|the number itself)",
    needs="is|are|=|equals|gives|makes|stays|comes to|will be",
)
_ANY = lazy(
    r"\b(?:anything|any (?:other )?number|every number|all numbers|everything|whatever)\b",
    needs="any|every|all|whatever",
)


def is_rule(piece: str) -> bool:
    """A rule told for any number, not a calculation: "anything to the power 0 is 1", "zero times anything
    is zero", "any number divided by 1 is itself". The rule reads as a calculation with a number put in
    place of "anything"; beside a question it tells how the learner thinks, and its numbers are not the
    question's."""
    rule = _RULE.fullmatch(piece) if _ANY.search(piece) else None
    if rule is None:
        return False
    said = number_words(re.sub(r"\bitself\b", "2", _ANY.sub("2", rule.group("p"))))
    return _told_calculation(said)


def _told_calculation(said: str) -> bool:
    """Does the text end in a calculation, after words that only tell who said it or when ("in my day we
    learned that 13 × 13")? The words before its first number are dropped one by one until it reads."""
    words = said.split()
    for start in range(len(words)):
        if read_problem(" ".join(words[start:])) is not None:
            return True
        if any(c.isdigit() for c in words[start]):
            return False
    return False


def _is_unit_or_length(word: str) -> bool:
    return word in _LENGTHS or is_unit(word)


METHOD_WORDS = "i |we |…|explain|show|teach|think|reckon|guess|wait|different|like| she | he | they "
"""Words one of which a way of working told beside a problem holds (see `reading.methods`)."""


def _read_method(text: str, said: str) -> Check | Solve | Unread | None:
    if not mentions(METHOD_WORDS, text):
        return None
    from quickmath.offline.reading.methods import read_method  # only for a message that may tell a way

    return read_method(text, said)


def _beside_a_confusion(text: str, said: str) -> Solve | None:
    if not mentions("mix|muddl|confus|get it|got it", text):
        return None
    from quickmath.offline.reading.claims import read_beside_a_confusion  # only for a calculation confused

    return read_beside_a_confusion(text, said)


_SAID_NOT = lazy(
    rf"(?:.*? (?:,|;) (?:but )?)?(?P<p>[^,;]+?) (?:is not|does not (?:equal|make|come to)) {ANSWER}"
    r"(?: (?:-|,|;) (?:try again|have another go|think again|check again|look again))?",
    needs="is not|does not",
)
"""A calculation said not to be an answer, after praise or a name: "good method , leo , but 64 * 25 is not
1500 - try again", "17 * 6 is not 96"."""


def _said_not(piece: str, said: str) -> Solve | None:
    """A calculation said not to be a number, and asked what it is ("… 64 × 25 is not 1,500 - try again. What
    is it actually?"): it is worked out, and the number it is not is neither confirmed nor denied."""
    if not mentions("is not|does not", piece):
        return None
    told, flagged = _told(piece)
    found = _SAID_NOT.fullmatch(told) if flagged else None
    spec = read_problem(found.group("p")) if found else None
    return Solve(spec, said) if spec is not None else None


def read(piece: Piece) -> Check | Solve | Unread | None:
    """A check, unless the learner named a shortcut: then the piece is a problem to solve with it; or a
    problem asked with two answers to choose from (see `reading.claims.read_either`)."""
    if piece.technique:
        return None
    found = (
        read_check(piece.text, piece.said)
        or _two_answers(piece.text, piece.said)
        or _read_method(piece.text, piece.said)
        or _beside_a_confusion(piece.text, piece.said)
        or _said_not(piece.text, piece.said)
    )
    if found is not None or " or " not in piece.text:
        return found
    from quickmath.offline.reading.claims import read_either  # only for a question with "or"

    return read_either(piece.text, piece.said)
