"""Layouts of a worksheet or a test: the options of a multiple-choice question, marks, answer blanks,
question labels, form fields, a crossword clue's length, a sum set out in columns and short division set out
as a bus stop."""

from __future__ import annotations

import re

from quickmath.patterns import lazy, mentions

NUMBER = r"\d(?:[\d,]*\d)?(?:\.\d+)?"
_LABEL_WORDS = (
    r"question|qu|q|round|exercise|ex|section|part|number|no\.|problem|task|item|lesson|test|quiz|page"
    r"|level|set|unit|chapter|activity|worksheet|sheet|card|puzzle|clue"
)


# ---- multiple-choice options -------------------------------------------------------------------------

_OPTION = r"(?:\(\s*[A-Ea-e]\s*\)|\b[A-Ea-e]\)|\b[A-E][.:]|[○◯◦●□☐])"
_OPTIONS = lazy(
    rf"(?:^|(?<=[\s?.:]))((?:{_OPTION}[ \t]*[-−]?{NUMBER}[\s,;]*){{2,}})$",
    needs=")|.|:|○|◯|◦|●|□|☐",
)
_PICK = lazy(
    r"(?m)(?:^|(?<=[.?!] ))[ \t]*(?:shade|circle|tick|choose|pick|select|mark|ring|underline)\b[^\n\d]{0,40}?"
    r"(?:bubble|answer|option|one|box)s?\b[^\n\d]{0,20}?[.:!]?[ \t]*$\n?"
    r"|\bwhich (?:one |answer |option )?is (?:correct|right)\b\s*\??"
    r"|\b(?:select|choose|pick) the (?:correct|right) "
    r"(?=(?:total|sum|product|difference|answer) (?:of|to|for)\b)",
    re.IGNORECASE,
    needs="shade|circle|tick|choose|pick|select|mark|ring|underline|which",
)


_BARE_OPTIONS = lazy(
    rf"(?<=[?=:])[ \t]*(A[ \t]+[-−]?{NUMBER}[ \t,;]+B[ \t]+[-−]?{NUMBER}"
    rf"(?:[ \t,;]+C[ \t]+[-−]?{NUMBER})?(?:[ \t,;]+D[ \t]+[-−]?{NUMBER})?"
    rf"(?:[ \t,;]+E[ \t]+[-−]?{NUMBER})?)[ \t.]*$",
    needs="A",
)
"""Options lettered in order with no bracket or stop, after the question's "?", "=" or ":": "A 42 B 48"."""
_CHOICE = rf"(?:[£$€]?[-−]?{NUMBER}|\d{{1,2}}:\d\d(?:[ \t]?[aApP]\.?[mM]\.?)?)"
_OPTIONS_LINE = lazy(
    rf"(?<=[?=:.])[ \t]*\n[ \t]*(A[ \t]+{_CHOICE}[ \t,;]+B[ \t]+{_CHOICE}(?:[ \t,;]+C[ \t]+{_CHOICE})?"
    rf"(?:[ \t,;]+D[ \t]+{_CHOICE})?(?:[ \t,;]+E[ \t]+{_CHOICE})?)[ \t.]*$",
    needs="\n",
)
"""Options lettered in order on a line of their own under the question, as on an 11+ paper: "What is 6 × 8?\nA
42   B 48   C 54", "… At what time does it finish?\nA 8:35 pm   B 8:25 pm"."""


_IS_OR_IS_NOT = lazy(
    r"^\s*(?P<what>[^/\n]+?)\s+is\s*/\s*is not\s+(?P<said>[^/\n]+?)[\s.]*"
    r"(?:\(\s*(?:circle|tick|ring|underline|choose|pick|delete|cross out) (?:one|the wrong one)\s*\)"
    r"[\s.]*)?$",
    re.IGNORECASE,
    needs="/",
)
"""A statement to mark true or false by circling a word: "315 is / is not divisible by 9. (circle one)"."""


def _is_or_is_not(text: str) -> str | None:
    found = _IS_OR_IS_NOT.match(text)
    return f"Is {found.group('what')} {found.group('said')}?" if found else None


def choices(text: str) -> str | None:
    """The options after a multiple-choice question left out: "(A) 25 (B) 250 (C) 2,500", "○ 365 ○ 395"; and
    an instruction to pick one ("Shade one bubble."). Each option must be a lone number, else they may be
    questions ("a) 45 + 3 b) 56 + 4") and the message is left alone. Capital letters in order with no bracket
    ("6 × 8 = ? A 42 B 48 C 54") only after the question's "?", "=" or ":"."""
    if "/" in text and (asked := _is_or_is_not(text)):
        return asked
    found = list(_OPTIONS.finditer(text)) or list(_BARE_OPTIONS.finditer(text))
    found = found or list(_OPTIONS_LINE.finditer(text))
    if len(found) != 1 or not re.search(r"\d", text[: found[0].start()]):
        return None
    kept = text[: found[0].start()] + text[found[0].end() :]
    return _PICK.sub("", kept).strip()


# ---- marks and calculator notes ----------------------------------------------------------------------

_MARKED = lazy(
    r"[\[(]\s*(?:total\s*:?\s*(?:for\s+(?:question|q)\s*\d+(?:\s*\(?[a-h]\)?)?\s+is\s+)?)?\d{1,2}\s*"
    r"(?:marks?|pts?|points?)\s*[\])]|(?m:(?<=[.?!] )\s*\d{1,2} marks?\.?[ \t]*$)"
    r"|[\[(]\s*(?:non-?|no\s+)?calculators?(?:\s+(?:allowed|not allowed|ok))?\s*[\])]",
    re.IGNORECASE,
    needs="mark|pt|point|calculator",
)
_BARE_MARK = lazy(r"(?m)(?:^|(?<=\S {2})|(?<=[.?!:_=…] ))[ \t]*[\[(]\d{1,2}[\])][ \t]*$", needs="(|[")
"""A mark alone in brackets at the end of a line, set apart: "Work out 85.2 ÷ 6   [2]", "(2)" on its own line;
never "3 × (2)", which has a sign before it and no gap."""
_FOR_MARKS = lazy(
    r"(?:^|(?<=\s))for\s+\d{1,2}\s+(?:marks?|points?|pts)\s*[:,\-]\s*", re.IGNORECASE, needs="for"
)

_FOR_QUIZ_POINTS = lazy(
    r"^\s*for\s+(?:\d{1,7}|\d{1,3}(?:,\d{3})+)\s+points?(?:\s*,?\s+and\s+[a-z][a-z ]{0,30}?)?\s*[:,\-—–]\s*"
    r"(?:and\s+[a-z][a-z ]{0,30}?\s*[:,\-—–]\s*)?(?=\S)",
    re.IGNORECASE,
    needs="for",
)
"""The points a quiz question is worth, before it: "For 200 points — 1,000 minus 387.", "For 350 points, and
no conferring: 3,200 ÷ 64", "For 1,000 points — and the lead — 15 cubed."."""


_NEAREST_WINS = lazy(
    r"\(?\b(?:the )?(?:nearest|closest)(?: (?:answer|guess|one|team|person|player|table))?"
    r" (?:wins|takes it|takes the point|gets (?:it|the point|a point|the bonus)|scores"
    r"|wins the (?:point|bonus|round))"
    r"\b[ \t]*\)?[!.]?(?=[ \t]*(?:[:,—–-]|$|\n))[ \t]*[:,—–-]?",
    re.IGNORECASE,
    needs="nearest|closest",
)
"""A quiz's rule for a tiebreak, "nearest wins", "closest answer takes the point": who wins, never a rounding
("to the nearest ten" stays, and is asked about)."""
_MARK_AFTER_NUMBER = lazy(r"(?<=[\d²³])[ \t]+[\[(][1-9][\])][ \t]*$", needs="(|[")
_SET_AS_ON_A_WORKSHEET = lazy(
    r"^\s*(?:q\.? ?\d{1,2}[a-h]?\b[.:)]?|\d{1,2}[.)]|\(?[a-h]\))?\s*(?:work out|calculate|find|evaluate"
    r"|write down|simplify|estimate|give|add|subtract|multiply|divide|solve|complete)\b"
    r"|^\s*(?:q\.? ?\d{1,2}[a-h]?\b[.:)]?|\d{1,2}[.)]|\(?[a-h]\))",
    re.IGNORECASE,
)
"""A question set as on a worksheet: labelled ("Q3", "3)", "(a)") or told to be worked out ("Work out")."""


_SENTENCE_START = lazy(r"(?<=[.?!:])[ \t]+(?=[A-Za-z])|\n")
"""Where a sentence starts: the mark's own sentence is the one set as on a worksheet ("Foundation paper, Q2.
Work out 3.4 × 26 [2]")."""


def marks(text: str) -> str | None:
    """The marks a question is worth left out: "[1 mark]", "[2]", "(2)", "(Total 1 mark)", "(Total for
    Question 3 is 1 mark)", "For 2 points:", and calculator notes: "(non-calculator)". A lone mark right
    after the last number ("Q3 Work out −14 + 9 (1)", "3) Work out 27 × 43 [2]") only in a question set as
    on a worksheet, in its last sentence ("Foundation paper, Q2. Work out 3.4 × 26 [2]"); "What is 3 + 4 (2)"
    may mean 3 + 4 × 2, and is asked about."""
    kept = _FOR_MARKS.sub("", _BARE_MARK.sub("", _MARKED.sub(" ", _FOR_QUIZ_POINTS.sub("", text))))
    kept = _NEAREST_WINS.sub("", kept) if mentions("nearest|closest", kept.lower()) else kept
    if _MARK_AFTER_NUMBER.search(kept) and _SET_AS_ON_A_WORKSHEET.match(_SENTENCE_START.split(kept)[-1]):
        kept = _MARK_AFTER_NUMBER.sub("", kept)
    return kept if kept != text else None


# ---- answer blanks -----------------------------------------------------------------------------------

_BLANK_LINE = lazy(
    r"(?m)^[ \t]*(?:ans(?:wer)?\s*[:=]?)?[ \t]*"
    r"(?:(?:[._…][ \t]?){5,}|(?:[._…][ \t]?){3,4}(?![ \t]*\n[ \t]*[-−]?\d))"
    r"[ \t]*$",
    re.IGNORECASE,
    needs=".|_|…",
)
"""An answer line; a short one between numbers, one a line, is "and so on" ("1\n4\n9\n...\n144")."""
_ANSWER_BLANK = lazy(r"\bans(?:wer)?\s*[:=]?\s*(?:[._…]\s?){3,}", re.IGNORECASE, needs="ans")
_REMAINDER_BLANK = lazy(
    rf"({NUMBER})\s*([÷/])\s*({NUMBER})\s*=\s*{NUMBER}\s*(?:r|rem|remainder|R)\.?\s*(?:\?|_+|…|\.{{2,}}|□|☐)",
    needs="r|R",
)


_TRAILING_LINE = lazy(r"(?m)(?<=\d)[ \t]+(?:[._…][ \t]?){6,}[ \t]*$", needs=".|_|…")
"""An answer line after a calculation, as a worksheet or a PDF sets it: "345 + 678 ..................."; a
short run of dots may be "and so on" ("1, 2, 3 ...") and is left alone."""
_EMPTY_BRACKETS = lazy(r"=[ \t]*[\[(][ \t]*[\])]", needs="=")
_TIME_BLANK = lazy(
    r"=[ \t]*[□☐_]+[ \t]*(?:h|hours?|hrs?)[ \t]*[□☐_]+[ \t]*(?:min|mins|minutes?|m)\b", needs="□|☐|_"
)
"""A length of time asked by its blanks: "2 h 35 min + 1 h 45 min = ☐ h ☐ min"."""
_FILL_IN = lazy(
    r"^[ \t]*((?:fill|complete|write|put|find|what|which)\b[^.:?!\n\d]{0,60}?"
    r"\b(?:box|boxes|blank|blanks|gap|gaps|space|spaces|missing number)\b[^.:?!\n\d]{0,30}?)[.:?!][ \t]*",
    re.IGNORECASE,
    needs="box|blank|gap|space|missing",
)
_MAKES_TRUE = lazy(
    r"^[ \t]*((?:which|what) numbers? (?:makes?|will make) (?:this|the|each)"
    r"(?: (?:equation|calculation|number sentence|statement|sum))? (?:true|correct))[.:?!]\s*",
    re.IGNORECASE,
    needs="true|correct",
)
"""An instruction to fill a blank said as making the sum true: "Which number makes this equation true?"."""
_FILL_WORDS = frozenset({
    "fill", "in", "the", "box", "boxes", "blank", "blanks", "gap", "gaps", "space", "spaces", "write",
    "answer", "your", "number", "numbers", "goes", "go", "that", "find", "what", "which", "missing",
    "complete", "put", "a", "each", "empty", "with", "correct", "right", "into", "should", "please",
    "makes", "make", "will", "this", "true", "equation", "calculation", "sentence", "statement", "sum",
})  # fmt: skip
"""The words of an instruction to fill a blank, which asks nothing more than the blank does."""


_BLANK_AND_MORE = lazy(
    r"=[ \t]*(?P<before>[£$€])?[ \t]*(?:_+|…|\?+|[□☐]+|\.{3,})[ \t]*(?P<after>[A-Za-z]{1,12})?[ \t]*"
    r"(?P<note>\([^()\d\n]*\))?[ \t]*$",
    needs="=",
)
"""An answer blank with the answer's unit or money sign on it, or a note after it: "£900 − £237.45 = £___",
"0.6 × 750 = ___ ml", "5⁴ = ___ (for the tile pattern)"."""


def _blank_in_the_unit_told(text: str) -> str | None:
    """The blank with its unit left out, when the numbers are told in that unit or in none ("1,000 − 368 = ?
    cm"); a blank in another unit asks a conversion ("2.5 m × 4 = ? cm") and is left alone."""
    from quickmath.offline.readers.units import is_unit, same_unit, units_in  # only for a blank with more

    found = _BLANK_AND_MORE.search(text)
    if found is None or not (found.group("before") or found.group("after") or found.group("note")):
        return None
    told, unit = text[: found.start()], found.group("after")
    if not re.search(r"\d", told) or (unit and not is_unit(unit.lower())):
        return None
    told_in = {same_unit(written) for written in units_in(told.lower())} | set(re.findall(r"[£$€]", told))
    asked_in = {same_unit(unit.lower())} if unit else set()
    asked_in |= {found.group("before")} if found.group("before") else set()
    if told_in and asked_in and told_in != asked_in:
        return None
    if unit and re.search(r"[A-Za-z]", re.sub(rf"\b{re.escape(unit)}\b", "", told)):
        return None  # "60 bricks per pallet x 9 pallets = ? kg": kilograms of what is counted?
    return f"{told.rstrip()} = ? {found.group('note') or ''}".rstrip()


def blanks(text: str) -> str | None:
    """Answer lines left out ("Answer ......", a dotted line), a remainder asked by its blank: "143 ÷ 6 =
    23 r ?" asks the remainder of 143 ÷ 6 (the quotient written there is no operand), blanks in brackets ("=
    [   ]") or for hours and minutes ("= ☐ h ☐ min"), and an instruction to fill them in ("Write the answer in
    the box.", "Find the number that goes in the box:"); "Fill in the box with the remainder:" only before a
    remainder's blank. A blank with the answer's unit on it ("= ___ ml", "= £___") is a blank, when the
    numbers are told in that unit or in none."""
    kept = _TRAILING_LINE.sub("", _ANSWER_BLANK.sub(" ", _BLANK_LINE.sub("", text)))
    kept = _blank_in_the_unit_told(kept) or kept
    kept = _TIME_BLANK.sub("= ☐", _EMPTY_BRACKETS.sub("= ☐", kept))
    remainder = _REMAINDER_BLANK.search(kept)
    kept = _REMAINDER_BLANK.sub(r"the remainder of \1 \2 \3", kept)
    fill = _FILL_IN.match(kept) or _MAKES_TRUE.match(kept)
    if fill and re.search(r"[□☐?_]|remainder of", kept[fill.end() :]):
        words = set(re.findall(r"[a-z]+", fill.group(1).lower()))
        if words <= _FILL_WORDS or (remainder and words <= _FILL_WORDS | {"remainder"}):
            kept = kept[fill.end() :]
    return kept if kept != text else None


# ---- a missing number in a number sentence -----------------------------------------------------------

_BOX = r"(?:[□☐▢◻⬜]+|_{2,}|\?)"
_SIGNED = rf"-?{NUMBER}"
_OP = r"[-+×x*÷/−]"
_TERM = rf"(?:{_SIGNED}|{_BOX})"
_SENTENCE = lazy(
    rf"(?<![\w.,:=+×*÷/−-])(?:(?P<a>{_TERM})[ \t]*(?P<op>{_OP})[ \t]*(?P<b>{_TERM})[ \t]*=[ \t]*"
    rf"(?P<c>{_SIGNED})"
    rf"|(?P<c2>{_SIGNED})[ \t]*=[ \t]*(?P<a2>{_TERM})[ \t]*(?P<op2>{_OP})[ \t]*(?P<b2>{_TERM}))"
    r"(?!\w|[.,:]\d|[ \t]*[-+×*÷/−=^(])",
    re.IGNORECASE,
    needs="□|☐|▢|◻|⬜|__|?",
)
"""A number sentence with one number missing, in a box, a blank or a "?": "67 + ☐ = 141", "☐ ÷ 12 = 15",
"96 = 8 × □"."""
_ZERO = lazy(r"-?0+(?:\.0+)?")
_UNDONE_BY = {"+": "-", "-": "+", "*": "/", "/": "*"}
_OPERATION = str.maketrans({"×": "*", "x": "*", "X": "*", "÷": "/", "−": "-"})
_ASKS_THE_BOX = frozenset({
    "what", "is", "s", "the", "missing", "number", "value", "of", "in", "box", "blank", "goes", "find",
    "which", "fill", "a", "that", "should", "go", "answer", "please", "solve", "for", "makes", "make", "this",
    "true", "equation", "sentence", "statement", "correct", "complete", "write", "put", "empty", "space",
    "gap", "right", "work", "out", "calculate", "can", "you", "help", "me",
})  # fmt: skip
"""Words beside the number sentence that only ask for its missing number: "What is □?", "what goes in the
box", "Which number makes this true?". It is read before any other layout, so that a blank of underscores
("45 + __ = 100") is not taken for markup."""


def _missing(found: re.Match[str]) -> str | None:
    """The calculation that undoes the sentence's operation on the number it gives, or None: "67 + ☐ = 141"
    is 141 − 67, "☐ − 8 = 15" 15 + 8, "40 − ☐ = 15" 40 − 15, "40 ÷ ☐ = 8" 40 ÷ 8."""
    a, op, b = (
        (found.group("a"), found.group("op"), found.group("b"))
        if found.group("op")
        else (found.group("a2"), found.group("op2"), found.group("b2"))
    )
    given = found.group("c") or found.group("c2")
    boxed = [part for part in (a, b) if re.fullmatch(_BOX, part)]
    if len(boxed) != 1:
        return None
    first = boxed[0] == a
    sign, known = op.translate(_OPERATION), b if first else a
    if (sign == "/" and not first and _ZERO.fullmatch(given)) or (sign == "*" and _ZERO.fullmatch(known)):
        return None  # "12 ÷ ☐ = 0", "0 × ☐ = 0": no one number, or any
    if sign in "-/" and not first:
        return f"{known} {sign} {given}"
    return f"{given} {_UNDONE_BY[sign]} {known}"


def missing_numbers(text: str) -> str | None:
    """A number sentence with one number missing, asked as the calculation that finds it: "Fill in the
    missing number: 67 + ☐ = 141" asks 141 − 67, "8 × □ = 96. What is □?" asks 96 ÷ 8. Only when the words
    around it ask nothing but the missing number; two boxes, two sentences, a box that could be anything
    ("0 × ☐ = 0") or a step after it are asked about."""
    if "=" not in text or not any(blank in text for blank in ("□", "☐", "▢", "◻", "⬜", "__", "?")):
        return None  # no number sentence with a blank: its pattern is never compiled for plain questions
    found = list(_SENTENCE.finditer(text))
    if len(found) != 1:
        return None
    calculation = _missing(found[0])
    heading, before = _heading_of(text[: found[0].start()])
    rest = (before + " " + text[found[0].end() :]).lower()
    words = re.findall(r"[a-z]+|\d|[^\sa-z\d.,:;?!'’□☐▢◻⬜_]", rest)
    if calculation is None or any(word not in _ASKS_THE_BOX for word in words) or not _only_names(heading):
        return None
    return f"What is {calculation}?"


_HEADING_END = lazy(r"(?:[:\n]|[ \t][—–-][ \t])(?=[^:\n—–]*$)")
_LABELLED_NUMBER = lazy(
    rf"\b(?:{_LABEL_WORDS}|year|grade|class|week|form)\.?[ \t]?\d{{1,3}}[a-z]?\b", re.IGNORECASE
)
_CHANGES_THE_ANSWER = lazy(
    r"\b(?:base|mod|modulo|binary|hex|nearest|round\w*|decimals?|percent|estimate|approx\w*|significant"
    r"|places?|fractions?|remainders?)\b|%",
    re.IGNORECASE,
)


def _heading_of(before: str) -> tuple[str, str]:
    """The heading told before a number sentence, up to its colon, dash or line end ("Number sentence on the
    board:", "Year 4 homework —"), and the words after it; no heading when the words before ask the box."""
    found = _HEADING_END.search(before)
    if found is None:
        return "", before
    return before[: found.start()], before[found.end() :]


def _only_names(heading: str) -> bool:
    """Does a heading only name where the number sentence is from, with no number but a label's ("Year 4"),
    and nothing done to a number or the answer ("Double it:", "In base 8:", "Sam had 5 sweets:")?"""
    from quickmath.offline.asks import Unread  # only for a number sentence with a heading
    from quickmath.offline.reading.refusals import may_change_a_question

    named = _LABELLED_NUMBER.sub(" ", heading)
    return not (
        re.search(r"\d|[-+×*÷/=^]", named)
        or _CHANGES_THE_ANSWER.search(named)
        or may_change_a_question(Unread("unreadable", named.lower()))
    )


# ---- an instruction that asks the question -------------------------------------------------------------

_INSTRUCTION = lazy(
    r"(?:^|(?<=[.?!:\n])[ \t]*)(?:work out|find|calculate|write down|give|determine|state)[ \t]+the[ \t]+"
    r"(?:(?P<counted>number of[ \t]+[^.?!\n,;:]+?)"
    r"|time[ \t]+(?:that[ \t]+|when[ \t]+)?(?P<moment>[^.?!\n,;:]+?))"
    r"[ \t]*[.?!]?[ \t]*$",
    re.IGNORECASE,
    needs="work out|find|calculate|write down|give|determine|state",
)
_MOMENT = lazy(
    r"(?:the |a |an |his |her |its |their |our |my |your )?[a-z]+(?: [a-z]+)?"
    r" (?:will |should |would |can |did |does )?(?:arrive|leave|start|finish|end|begin|depart|open|close|land"
    r"|reach|return|come|get (?:in|back|home|there)|set off|kick off|ring|wake(?: up)?)(?:s|es|ed|d)?\b"
    r"(?: [a-z ]+)?",
    re.IGNORECASE,
)
"""What happens at a moment, whose clock reading "the time" asks: "the train arrives", "it finishes", "the
lesson starts"; never a length ("the time the journey takes", "the time left")."""


def instructions(text: str) -> str | None:
    """A story's question set as an exam instruction, asked as a question: "… Work out the time the train
    arrives." is "What time the train arrives?", "… Find the number of rows." is "How many rows?". Only the
    last sentence, after a story with a number; "the time" only of a moment (`_MOMENT`), one thing counted."""
    found = _INSTRUCTION.search(text)
    if found is None or not re.search(r"\d", text[: found.start()]):
        return None
    story = text[: found.start()]
    story += "" if story[-1:].isspace() else " "
    counted, moment = found.group("counted"), found.group("moment")
    if counted and not re.search(r"\b(?:and|or)\b", counted):
        return f"{story}How many {counted.split(None, 2)[2]}?"
    if moment and _MOMENT.fullmatch(moment) and not re.search(r"\b(?:and|or)\b|\d", moment):
        return f"{story}What time {moment}?"
    return None


# ---- labels ------------------------------------------------------------------------------------------

_LABEL = lazy(
    rf"\b(?:{_LABEL_WORDS})\.?[ \t]?(?:\d{{1,3}}(?:\.\d{{1,2}})?[a-h]?|[A-H])\b(?:\s?\(?[a-h]\))?"
    r"(?:\)|[ \t]*[:,.\-–—](?!\d)|(?=[ \t]*(?:\n|$)|[ \t]+(?-i:[A-Z])))",
    re.IGNORECASE,
    needs=_LABEL_WORDS.replace("\\", ""),
)
_QUIZ_WORDS = frozenset({
    "quiz", "round", "test", "question", "questions", "exercise", "section", "practice", "practise",
    "worksheet", "scheme", "mark", "starter", "warm", "up", "bonus", "challenge", "homework", "lesson",
    "part", "general", "knowledge", "pub", "picture", "mental", "maths", "math", "arithmetic", "ten", "a",
    "day", "daily", "revision", "review", "times", "table", "tables", "level", "final", "speed", "quickfire",
    "quick", "fire", "next", "task", "activity", "problem", "sheet", "the", "of", "number", "q", "no",
    "year", "grade", "class", "week",
})  # fmt: skip
"""Words of a quiz's or worksheet's heading: "Pub quiz, round 4, question 2:", "Ten-a-day, number 3:"."""
_NUMBERED = frozenset({
    "quiz", "round", "test", "question", "exercise", "section", "worksheet", "lesson", "part", "level",
    "task", "activity", "problem", "sheet", "number", "q", "no", "year", "grade", "class", "week",
})  # fmt: skip
"""Heading words a number may follow: "Lesson 5 practice:", "Year 4 homework —"."""
_HEADING = lazy(
    r"^\s*(?:([A-Za-z][A-Za-z0-9 ,.\-]{0,60}?)\s*(?:(?<!\d):|\n|(?<=[A-Za-z]) [—–-] )"
    r"|[\[(]([A-Za-z][A-Za-z0-9 ,.\-]{0,30}?)[\])])\s*(?=\S)",
    needs=":|\n|—|–| - |[|(",
)
"""A heading before the question, ended by a colon, a line break or a dash, or in brackets ("[Year 7]")."""
_NUMBERED_START = lazy(
    r"^\s*\d{1,2}\.?[ \t]+(?:\(?[a-h]\)[ \t]*)?(?=(?:Work|Find|Calculate|Write|Evaluate|Simplify|Give|Add"
    r"|Subtract|Multiply|Divide|What|Use|Show|Complete|Solve|Estimate|Increase|Decrease|Is|Does|How)\b)"
)
_SECTION_NUMBER = lazy(
    r"(?:^[ \t]*|(?<=[\s,]))\d{1,2}(?:\.\d{1,2}){2,3}\.?(?:(?=:)|[ \t]{2,}|[ \t]+(?=[A-Z]))", needs="."
)
"""The number of a part of a part of an exam question, "1.1.3  Calculate …", "Maths Lit, 2.3.1: …": a number
with two points or more is no number (see `reading.doubts`)."""
_ITEM_AFTER_BLANK = lazy(
    r"(?:(?<=[_□☐…])|(?<==\?)|(?<== \?))[ \t]+(?:\d{1,2}[.)]|\(?[a-wyz]\))[ \t]+(?=\S)",
    needs="_|=?|= ?|□|☐|…",
)
"""The number or letter of the next item after an answer blank: "1. 45 + 67 = ___   2. 89 − 34 = ___"."""
_LETTERED = lazy(r"(?m)^[ \t]*\(?[a-wyz]\)[ \t]+", needs=")")


def _first_operand(text: str, labelled: list[re.Match[str]]) -> int:
    """Where the first digit outside the labels is: every label must come before it."""
    inside = {i for found in labelled for i in range(found.start(), found.end())}
    return next((i for i, char in enumerate(text) if char.isdigit() and i not in inside), len(text))


def _is_heading(words: list[str]) -> bool:
    """Only the words of a quiz's or worksheet's heading, a number only after one of them ("Lesson 5")."""
    return bool(words) and all(
        word in _QUIZ_WORDS or (word[0].isdigit() and i > 0 and words[i - 1] in _NUMBERED)
        for i, word in enumerate(words)
    )


_QUIZ_LABELS = frozenset({
    "question", "qu", "q", "round", "exercise", "ex", "section", "part", "problem", "task", "lesson", "quiz",
    "worksheet", "activity", "puzzle",
})  # fmt: skip
"""Labels that may end in a comma or a dash; "number 5," or "set 3 -" may be an operand in a sentence ("Add
number 5, 6 and 7")."""


def _is_label(found: re.Match[str]) -> bool:
    """Is this a label? One ending in a comma or a dash must be a quiz's ("round 4,") or stand in a heading
    that ends in a colon with no other number ("Homework sheet 4, Q2:")."""
    word = re.match(r"[a-z]+", found.group().lower())
    if found.group().rstrip()[-1:] not in ",-–—" or (word is not None and word.group() in _QUIZ_LABELS):
        return True
    heading, colon, _ = found.string[found.end() :].partition(":")
    return bool(colon) and "\n" not in heading and not re.search(r"\d", _LABEL.sub(" ", heading))


def _sentence_kept(label: re.Match[str]) -> str:
    """What stands for a label: the stop or comma after it ("for exercise 12. What is …"), never a dash or
    a bracket, which could be read as a sign ("Round 3 - 25 × 16")."""
    if not _is_label(label):
        return label.group()
    if not label.string[: label.start()].strip():
        return ""  # "Q19. ☐ = 8,010 − 4,376": nothing before it for a stop to end
    end = label.group().rstrip()[-1:]
    return f" {end} " if end in ".,:" else " "


def labels(text: str) -> str | None:
    """The labels of a worksheet or quiz left out: "Q4", "Question 9", "round 4", "Exercise 2.3", "Section
    A", "number 3", "4 (a)", "(a)", a number before a capitalised instruction ("3 Work out …"), and a
    heading made only of such words ("Pub quiz, round 4, question 2:", "General knowledge round:"). Labels
    after the first number of the question ("Q1 45 + 3 Q2 56 + 4") leave the message alone; the items of a
    list, one a line ("(a) …\n(b) …") or after an answer blank ("1. 45 + 67 = ___   2. …"), are read apart."""
    kept = _ITEM_AFTER_BLANK.sub(" ; ", text)
    if len(_LETTERED.findall(kept)) > 1:
        kept = _LETTERED.sub(" ; ", kept)
    kept = _NUMBERED_START.sub("", kept) if kept.lstrip()[:1].isdigit() else kept
    kept = _SECTION_NUMBER.sub("", kept)
    labelled = [*filter(_is_label, _LABEL.finditer(kept)), *_LETTERED.finditer(kept)]
    if any(found.start() > _first_operand(kept, labelled) for found in labelled):
        return None
    kept = _LETTERED.sub("", _LABEL.sub(_sentence_kept, kept))
    heading = _HEADING.match(kept)
    if heading and _is_heading(re.findall(r"[a-z]+|\d\S*", (heading.group(1) or heading.group(2)).lower())):
        kept = kept[heading.end() :]
    return kept if kept != text else None


# ---- forms: one item a line, or items parted by "|" -----------------------------------------------------

_FORM_LABEL = lazy(r"^([A-Za-z][A-Za-z '’/]{0,30}?):[ \t]+(?=\S)")
_ASKED_LAST = lazy(r"^[^\d|]{1,60}\?+$")
_BLANK_LAST = lazy(r"([A-Za-z][A-Za-z ]{0,30}?)\s*(?::|=\s*\?*|:\s*_+|=\s*_+)\s*")
"""A last field of a form left blank to fill in: "Answer:", "Quotient = ?", "Result: ____"."""
_BULLET = lazy(r"^(?:[-*•·]|\d{1,2}[.)])[ \t]+(?=\S)")
"""A bullet or a list's number before an item ("- 12", "2. It ended at 21:05"); "-12" with no space is a
negative number, "1.5" a decimal."""


def forms(text: str) -> str | None:
    """A form or a list of items, one a line, with the question last: "Budget: 2,500\nSpent: 1,937.20\nLeft?",
    "Mon 6.5\nTue 7.25\n…\nhours total?", written as one sentence ("Budget 2,500, Spent 1,937.20. Left?")
    for the readers (fields parted by "|" are left to `readers.time_fields`). A title line with no number may
    come first ("Darts scores\n180\n140\n…"). Only when each item holds a number and the question none: "Q1 45
    + 3\nQ2 56 + 4" (two questions) or a sum set out in columns is left alone."""
    if " | " in text:
        return None  # fields parted by "|" are read by `readers.time_fields` and the story readers
    parts = [part.strip() for part in text.splitlines() if part.strip()]
    if parts and (blank := _BLANK_LAST.fullmatch(parts[-1])):
        parts[-1] = f"{blank.group(1)}?"  # "Answer:", "Quotient = ?": the field left to fill is the question
    if len(parts) < 3 or not _ASKED_LAST.match(parts[-1]) or any(re.search(r"[=+×÷*]", p) for p in parts):
        return None
    title = [] if re.search(r"\d", parts[0]) else parts[:1]
    items = parts[len(title) : -1]
    if len(items) < 2 or not all(re.search(r"\d", item) and "?" not in item for item in items):
        return None
    said = [_FORM_LABEL.sub(lambda found: f"{found.group(1)} ", _BULLET.sub("", item)) for item in items]
    lead = f"{title[0]}: " if title else ""
    return f"{lead}{', '.join(said)}. {parts[-1]}"


# ---- sums set out in columns -------------------------------------------------------------------------

_COLUMN_LINE = lazy(r"^\s*([+\-−×x*]?)\s*(\d[\d,]*(?:\.\d+)?)\s*$")
_RULE_LINE = lazy(r"^\s*[-_=─━—–~‾]{2,}\s*$")
_SIGNS = {"+": "+", "-": "-", "−": "-", "×": "*", "x": "*", "*": "*"}


def columns(text: str) -> str | None:
    """A sum set out in columns: numbers on their own lines, the sign before the last, a rule under them:
    "  145\\n  238\\n+  96\\n-----" is 145 + 238 + 96. A take-away or a product has exactly two numbers;
    a number written under the rule (someone's answer) leaves the message alone."""
    if "\n" not in text:
        return None
    lines = text.split("\n")
    found = [_COLUMN_LINE.match(line) for line in lines]
    numbered = [i for i, match in enumerate(found) if match]
    if len(numbered) < 2:
        return None
    last = numbered[-1]
    first = last
    while first - 1 in numbered:
        first -= 1
    block = [found[i] for i in range(first, last + 1)]
    signs = [match.group(1) for match in block if match]
    if len(block) < 2 or not signs[-1] or any(signs[:-1]) or set(numbered) != set(range(first, last + 1)):
        return None
    sign = _SIGNS[signs[-1]]
    if sign != "+" and len(block) != 2:
        return None
    after = lines[last + 1 :]
    if after and not _RULE_LINE.match(after[0]):
        return None
    if any(re.search(r"\d", line) for line in after):
        return None
    written = f" {sign} ".join(match.group(2) for match in block if match)
    head = " ".join(line.strip() for line in lines[:first] if line.strip())
    tail = " ".join(line.strip() for line in after[1:] if line.strip())
    if re.search(r"\d", _LABEL.sub(" ", head)):
        return None  # "Add 5 to:" above the column: more than the column is asked
    return "\n".join(part for part in (head, written, tail) if part)


# ---- bus stop (short division) -----------------------------------------------------------------------

_BUS_STOP = lazy(
    r"(?m)(^|[ \t:])[ \t]*(\d{1,4})([ \t]*)[)⟌]([ \t]*)(\d[\d,]*(?:\.\d+)?)[ \t]*[=?]?[ \t]*$", needs=")|⟌"
)
_BAR = lazy(r"(?m)^[ \t]*[_‾¯─—-]{2,}[ \t]*\n(?=[ \t]*\d{1,4}[ \t]*[)⟌][ \t]*\d)", needs="_|‾|¯|─|—|-")
_DIVISION_CUES = "bus stop|bus-stop|short division|long division|divide|division"


def bus_stop(text: str) -> str | None:
    """Short division as it is set out: "7)952", "8 ) 968" under a bar line, "Bus stop method: 7)952" is
    952 ÷ 7. With a space after the bracket ("1) 952") it may be a label, so it must have the bar above or a
    word of dividing in the message. Any other number but a label's leaves the message alone ("Divide 45 by
    5 ) 9")."""
    unbarred = _BAR.sub("", text)
    found = list(_BUS_STOP.finditer(unbarred))
    if len(found) != 1:
        return None
    if re.search(r"\d", _LABEL.sub(" ", unbarred[: found[0].start()] + " " + unbarred[found[0].end() :])):
        return None
    like_a_label = found[0].group(4) and not found[0].group(3) and ")" in found[0].group()
    if like_a_label and unbarred == text and not mentions(_DIVISION_CUES, text.lower()):
        return None
    plain = f"{found[0].group(1)} {found[0].group(5)} ÷ {found[0].group(2)}"
    return (unbarred[: found[0].start()] + plain + unbarred[found[0].end() :]).strip()


_CLUE_LENGTH = lazy(
    r"(?i)\b(\d{1,2}[ \t]+(?:across|down|ac|dn))[ \t]*"
    r"\((?:\d{1,2}|\d{1,2}[ \t]+(?:digits?|figures?|letters?))\)",
    needs="across|down|ac|dn",
)
"""The length of a cross-number answer after its clue number: "14 across (4):", "3 across (3 digits):"."""


def clues(text: str) -> str | None:
    """A cross-number clue read as its question: the answer's length left out ("Cross-number 14 across (4):
    78 × 56"); the clue's own number is a label (see `reading.text`)."""
    kept = _CLUE_LENGTH.sub(r"\1", text)
    return kept if kept != text else None
