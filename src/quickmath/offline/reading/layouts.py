"""How worksheets, tests, spreadsheets and code lay a question out, read as the plain question under it.

A layout rewriter takes the message as written and returns it with its layout read (a label, a mark, an
answer blank or the options of a multiple-choice question left out; a spreadsheet formula, a line of code
or a sum set out in columns written plainly), or None when the message is not laid out its way. Every
rewriter in `LAYOUTS` is tried in order, once, before the message is read (see `reading.message`).

Each keeps every operand and its sign and leaves out only what is clearly a label, a mark, a blank or an
option: when that is not clear, the message is left as written and the coach asks. Reading notation is not
doing the maths: `=MOD(100, 7)` becomes "100 mod 7", never 2.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from fractions import Fraction
from math import log10

from quickmath.offline.numbers_as_text import scaled
from quickmath.patterns import lazy, mentions

Rewriter = Callable[[str], str | None]

_NUMBER = r"\d(?:[\d,]*\d)?(?:\.\d+)?"
_LABEL_WORDS = (
    r"question|qu|q|round|exercise|ex|section|part|number|no\.|problem|task|item|lesson|test|quiz|page"
    r"|level|set|unit|chapter|activity|worksheet|sheet|card|puzzle|clue"
)
_CONTEXT_ONLY = frozenset({
    "if", "then", "what", "is", "the", "value", "of", "does", "do", "did", "it", "this", "that", "give",
    "gives", "given", "return", "returns", "returned", "show", "shows", "display", "displays", "print",
    "prints", "printed", "output", "outputs", "result", "in", "for", "a", "an", "cell", "cells", "formula",
    "spreadsheet", "excel", "google", "sheets", "sheet", "libreoffice", "calc", "numbers", "holds", "has",
    "hold", "have", "contains", "should", "will", "would", "be", "by", "you", "i", "get", "see", "answer",
    "typed", "type", "enter", "entered", "put", "into", "python", "javascript", "js", "r", "code", "line",
    "program", "console", "shell", "interpreter", "evaluate", "evaluates", "to", "equal", "equals", "find",
    "work", "out", "calculate", "number", "variable", "let", "say", "suppose", "so", "now", "here", "there",
    "which", "when", "run", "runs", "running", "my", "our", "your", "me", "please", "quick", "what's",
    "whats", "written", "write", "down", "tell", "can", "could", "expression", "statement", "snippet",
    "are", "was", "were", "with", "we", "us", "its", "says", "it's", "teacher", "wrote", "board", "blank",
    "goes", "missing", "box", "boxes", "worksheet", "homework", "said", "asked", "question", "reads",
    "textbook", "book", "on", "son", "daughter", "kid", "child", "whiteboard", "blanks", "card",
    "fill", "gap", "space", "java", "ruby", "c", "go", "rust", "kotlin", "swift", "scala", "bash",
    "typescript", "matlab", "julia", "node", "after", "typing", "displayed", "shown", "appears", "appear",
    "contain", "excel's", "supposed", "meant", "come", "comes", "up", "pop", "pops", "spit", "spits",
    "showing", "gsheets", "gonna", "going",
})  # fmt: skip
"""Words that only set the scene around a formula, a line of code or a named value: "What does the cell
show?", "In Python, what does it print?", "If x = …, what is the value of x?"."""


def _context_only(text: str) -> bool:
    """Does `text` (what is left of the message beside one formula, line of code or named value) only set
    the scene: no number, no word that could change what is asked ("rounded", "double", "plus", "seven")?"""
    words = re.findall(r"[a-z']+|\d", text.lower().replace("’", "'"))
    return all(word in _CONTEXT_ONLY or word.removesuffix("'s") in _CONTEXT_ONLY for word in words)


def _what_is(expression: str) -> str:
    return f"What is {expression}?"


# ---- text copied out of a PDF ----------------------------------------------------------------------------

_LIGATURES = str.maketrans(
    {"ﬀ": "ff", "ﬁ": "fi", "ﬂ": "fl", "ﬃ": "ffi", "ﬄ": "ffl", "ﬅ": "st", "ﬆ": "st", "\u00ad": ""}
)
_BROKEN_WORD = lazy(r"(?<=[a-z])-[ \t]*\n[ \t]*(?=[a-z])", needs="-\n")
_BROKEN_SUM = lazy(
    r"(?<=\d)[ \t]*([-+×÷*/=−])[ \t]*\n[ \t]*(?=[-−(]?\d)"
    r"|(?<=\d)[ \t]*\n[ \t]*([-+×÷/=−]|\*(?=\s))[ \t]*(?=[-−(]?\d)",  # "*600 minus 123" puts a line right
    needs="\n",
)
_SPACED_STOP = lazy(r"(?m)^([ \t]*\d{1,2}) \.(?=[ \t]+[A-Z])", needs=" .")


def _joined(found: re.Match[str]) -> str:
    """A calculation's lines joined; a sign starting a line only after a line of words ("Calculate 47\n× 23"),
    never in a sum set out in columns ("145\n+ 96", see `columns`)."""
    if found.group(1):
        return f" {found.group(1)} "
    line = found.string[: found.start()].rsplit("\n", 1)[-1]
    return f" {found.group(2)} " if re.search(r"[A-Za-z]", line) else found.group()


def pdf_text(text: str) -> str | None:
    """Text as it comes out of a PDF, made plain: ligatures ("ﬁnd" is "find"), soft hyphens, a word broken at
    the end of a line ("multi-\\nply"), a calculation broken across lines ("Calculate 47 ×\\n23") and a
    label's stop set apart ("5 . Work out"). A line that ends with a number, above one that starts with a
    number, is left apart: they may be two questions."""
    kept = text.translate(_LIGATURES) if not text.isascii() else text
    if "\n" in kept:
        kept = _BROKEN_SUM.sub(_joined, _BROKEN_WORD.sub("", kept))
    kept = _SPACED_STOP.sub(r"\1.", kept)
    return kept if kept != text else None


# ---- forum posts -------------------------------------------------------------------------------------

_MARKUP = lazy(
    r"(?:^|(?<=[\s(>]))\*\*(?=[^\s*])|(?<=[^\s*])\*\*(?=$|[\s.,;:!?)])|__"
    r"|(?:^|(?<=[\s>]))\*(?=\(?[A-Za-z])|(?:(?<=[A-Za-z.!?])|(?<=[A-Za-z]\)))\*(?=$|[\s.,;:!?])|`",
    needs="*|_|`",
)
"""Bold, italics (around words only) and code marks, each on one side of what they mark; "2**16" and "9 **
2" (powers in code), "2*3" and "(12+8)*5" keep theirs."""
_QUOTE_MARK = lazy(r"(?m)^[ \t]*>[ \t]+(?=[^\n]*(?:[A-Za-z]|\d[ \t]*[-+×÷*/−=]))", needs=">")
"""A quote mark before a line that says something ("> Work out 64 × 25"); "> 3" may compare."""
_STARRED_LINE = lazy(r"(?m)(?<=\S)[ \t]*\n[ \t]*\*(?=[^\s*])([^\n*]*\d[^\n*]*?)[ \t]*$", needs="*")
"""A line put right in chat, starred at its start ("what's 500 minus 123\n*600 minus 123"): what was meant
instead, never a times sign joining the lines (was 9000 − 3742 × 9400 − 3742)."""
_HEADING_LINE = lazy(r"(?m)^[ \t]*#{1,6}[ \t]+([^\n]*)\n", needs="#")
_TITLE_LINE = lazy(
    r"\A[ \t]*((?:[^\s.?!:;]+[ \t]*){1,8}?)[ \t]*\n[ \t]*\n(?=\s*\S)"
    r"|\A[ \t]*((?:\[[^\]\n]*\][ \t]*)?(?:[^\s.?!:;\d×÷+*/=<>-]+[ \t]*){1,6}?(?:\([^)\n]*\))?)[ \t]*\n"
    r"(?=[ \t]*(?:[A-Z>]|\d[\d,.]* ?[-+×÷*/x^]))",
    needs="\n",
)
"""A post's title, a first line of its own with no stop in it before a blank line ("Multiplying decimals",
"Taking away from 1000"), or with no number but a label's before a line that starts a question ("[Grade 4]
subtraction\n60,000 - 27,384 = ?", "Remainder problem (5th grade)\nWhat is …"): read as a heading."""
_SIGNATURE = lazy(r"\n[ \t]*--[ \t]*\n.*\Z", re.DOTALL, needs="--")
_SIGN_OFF = lazy(
    r"(?:\n|(?<=[.?!])[ \t]+)[ \t]*(?i:many thanks|thanks in advance|thanks|thank you|ta|cheers|regards"
    r"|kind regards|best wishes|best)\b[ \t]*[,!.]?[ \t]*"
    r"(?:\n?[ \t]*[A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+)?[,.]?[ \t]*(?:\([^\n()]*\))?"
    r"(?:\n[ \t]*\([^\n()]*\))?)?\s*\Z",
    needs="hank|Ta|ta|TA|heers|egards|est",
)
"""A sign-off and the name and details after it, ending the post: "Thanks, Pat (bus stop 4417)", "Ta,\nMick
(shift 3, bay 12)"; their numbers are no part of the question."""
_TLDR = lazy(r"(?:^|\n)[ \t]*tl[;,]?dr\b[ \t]*:?[ \t]*([^\n]*)\s*\Z", re.IGNORECASE, needs="tl")
_NUMBERS = lazy(r"\d[\d,]*(?:\.\d+)?")
_YEAR_TOLD = lazy(r"\b(?:since|in|est\.?|from|of) (?:19|20)\d\d\b")


_ASIDE = lazy(r"[(\[][^()\[\]\d]*[A-Za-z][^()\[\]]*[)\]]", needs="(|[")
"""An aside in brackets with words in it ("(est. 1962, 40 plots)", "[Grade 4]"): its numbers only tell who or
what."""


def _numbers(text: str) -> list[str]:
    """The numbers a post tells, not those of a year or an aside ("(est. 1962, 40 plots)")."""
    told = _YEAR_TOLD.sub(" ", _ASIDE.sub(" ", text))
    return sorted(number.replace(",", "") for number in _NUMBERS.findall(told))


def posts(text: str) -> str | None:
    """A question posted on a forum or in a chat, read plainly: a starred line put right said as meant,
    markdown marks left out ("**13 to the power 4**",
    "`25 * 48`", "> quoted task", "## Heading" lines whose words are told again below), a signature after
    "--" or a sign-off at the end ("Thanks, Pat (bus stop 4417)"), and a "TL;DR" that says the question
    again with every number of the post ("… had 2,460 … cost 1,975.\n\nTL;DR: 2460 - 1975 = ?") read alone; a
    TL;DR with none is read as the question's last sentence ("TL;DR what time does it arrive?")."""
    kept = _STARRED_LINE.sub(r"\nSorry, I mean \1", _SIGNATURE.sub("", text))
    kept = _SIGN_OFF.sub("", kept)
    kept = _QUOTE_MARK.sub("", _MARKUP.sub("", kept))
    kept = _HEADING_LINE.sub(lambda found: _heading(found, kept), kept)
    kept = _TITLE_LINE.sub(lambda found: _heading(found, kept) + "\n", kept)
    if tldr := _TLDR.search(kept):
        said, told = tldr.group(1), kept[: tldr.start()]
        if re.search(r"\d", said) and _numbers(told) and set(_numbers(told)) <= set(_numbers(said)):
            kept = said
        else:
            kept = f"{told.rstrip()} {said}"
    return kept.strip() if kept.strip() != text.strip() else None


def _heading(found: re.Match[str], text: str) -> str:
    """A heading left out when each word that could change the question, and each number in it, is told
    again in the post ("## Subtraction" over "3,200 − 1,768", "Taking away from 1000" over "1000 − 387");
    else kept as a sentence of its own."""
    from quickmath.numbers.words import word_value
    from quickmath.offline.readers.typos import OPERATION_WORDS
    from quickmath.offline.reading.meaning import ANSWERED_BY, MEANING_WORDS

    heading, body = (found.group(1) or found.group(2)).strip(), text[found.end() :].lower()
    words = re.findall(r"[a-z]+", heading.lower())
    changing = MEANING_WORDS | OPERATION_WORDS | ANSWERED_BY.keys() | {"remainders", "rest"}
    told_again = all(
        (word not in changing and word_value(word) is None) or _told_again(word, body) for word in words
    )
    if told_again and set(_numbers(heading)) <= set(_numbers(body)):
        return ""
    return f"{heading.rstrip('.:')}.\n"


_SIGNS_OF = {"+": "+", "-": "−-", "*": "×x*", "/": "÷/"}
_DECIMAL = lazy(r"\d\.\d", needs=".")


def _told_again(word: str, body: str) -> bool:
    """Is a heading's word said again below it: the word itself, a sign of the operation it names
    ("multiplying" by "×"), or decimals written ("decimals" over "2.4 × 1.5")?"""
    from quickmath.offline.reading.meaning import ANSWERED_BY

    if re.search(rf"\b{word}\b", body) or (word in ("decimal", "decimals") and _DECIMAL.search(body)):
        return True
    return any(
        sign in body for operation in ANSWERED_BY.get(word, ()) for sign in _SIGNS_OF.get(operation, "")
    )


# ---- multiple-choice options -------------------------------------------------------------------------

_OPTION = r"(?:\(\s*[A-Ea-e]\s*\)|\b[A-Ea-e]\)|\b[A-E][.:]|[○◯◦●□☐])"
_OPTIONS = lazy(
    rf"(?:^|(?<=[\s?.:]))((?:{_OPTION}[ \t]*[-−]?{_NUMBER}[\s,;]*){{2,}})$",
    needs=")|.|:|○|◯|◦|●|□|☐",
)
_PICK = lazy(
    r"(?m)^[ \t]*(?:shade|circle|tick|choose|pick|select|mark|ring|underline)\b[^\n\d]{0,40}?"
    r"(?:bubble|answer|option|one|box)s?\b[^\n\d]{0,20}?[.:!]?[ \t]*$\n?"
    r"|\bwhich (?:one |answer |option )?is (?:correct|right)\b\s*\??"
    r"|\b(?:select|choose|pick) the (?:correct|right) "
    r"(?=(?:total|sum|product|difference|answer) (?:of|to)\b)",
    re.IGNORECASE,
    needs="shade|circle|tick|choose|pick|select|mark|ring|underline|which",
)


_BARE_OPTIONS = lazy(
    rf"(?<=[?=:])[ \t]*(A[ \t]+[-−]?{_NUMBER}[ \t,;]+B[ \t]+[-−]?{_NUMBER}"
    rf"(?:[ \t,;]+C[ \t]+[-−]?{_NUMBER})?(?:[ \t,;]+D[ \t]+[-−]?{_NUMBER})?"
    rf"(?:[ \t,;]+E[ \t]+[-−]?{_NUMBER})?)[ \t.]*$",
    needs="A",
)
"""Options lettered in order with no bracket or stop, after the question's "?", "=" or ":": "A 42 B 48"."""
_CHOICE = rf"(?:[£$€]?[-−]?{_NUMBER}|\d{{1,2}}:\d\d(?:[ \t]?[aApP]\.?[mM]\.?)?)"
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


_MARK_AFTER_NUMBER = lazy(r"(?<=[\d²³])[ \t]+[\[(][1-9][\])][ \t]*$", needs="(|[")
_SET_AS_ON_A_WORKSHEET = lazy(
    r"^\s*(?:q\.? ?\d{1,2}[a-h]?\b[.:)]?|\d{1,2}[.)]|\(?[a-h]\))?\s*(?:work out|calculate|find|evaluate"
    r"|write down|simplify|estimate|give|add|subtract|multiply|divide|solve|complete)\b"
    r"|^\s*(?:q\.? ?\d{1,2}[a-h]?\b[.:)]?|\d{1,2}[.)]|\(?[a-h]\))",
    re.IGNORECASE,
)
"""A question set as on a worksheet: labelled ("Q3", "3)", "(a)") or told to be worked out ("Work out")."""


def marks(text: str) -> str | None:
    """The marks a question is worth left out: "[1 mark]", "[2]", "(2)", "(Total 1 mark)", "(Total for
    Question 3 is 1 mark)", "For 2 points:", and calculator notes: "(non-calculator)". A lone mark right
    after the last number ("Q3 Work out −14 + 9 (1)", "3) Work out 27 × 43 [2]") only in a question set as
    on a worksheet; "What is 3 + 4 (2)" may mean 3 + 4 × 2, and is asked about."""
    kept = _FOR_MARKS.sub("", _BARE_MARK.sub("", _MARKED.sub(" ", _FOR_QUIZ_POINTS.sub("", text))))
    if _MARK_AFTER_NUMBER.search(kept) and _SET_AS_ON_A_WORKSHEET.match(kept):
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
    rf"({_NUMBER})\s*([÷/])\s*({_NUMBER})\s*=\s*{_NUMBER}\s*(?:r|rem|remainder|R)\.?\s*(?:\?|_+|…|\.{{2,}}|□|☐)",
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


def blanks(text: str) -> str | None:
    """Answer lines left out ("Answer ......", a dotted line), a remainder asked by its blank: "143 ÷ 6 =
    23 r ?" asks the remainder of 143 ÷ 6 (the quotient written there is no operand), blanks in brackets ("=
    [   ]") or for hours and minutes ("= ☐ h ☐ min"), and an instruction to fill them in ("Write the answer in
    the box.", "Find the number that goes in the box:"); "Fill in the box with the remainder:" only before a
    remainder's blank."""
    kept = _TRAILING_LINE.sub("", _ANSWER_BLANK.sub(" ", _BLANK_LINE.sub("", text)))
    kept = _TIME_BLANK.sub("= ☐", _EMPTY_BRACKETS.sub("= ☐", kept))
    remainder = _REMAINDER_BLANK.search(kept)
    kept = _REMAINDER_BLANK.sub(r"the remainder of \1 \2 \3", kept)
    fill = _FILL_IN.match(kept) or _MAKES_TRUE.match(kept)
    if fill and re.search(r"[□☐?_]|remainder of", kept[fill.end() :]):
        words = set(re.findall(r"[a-z]+", fill.group(1).lower()))
        if words <= _FILL_WORDS or (remainder and words <= _FILL_WORDS | {"remainder"}):
            kept = kept[fill.end() :]
    return kept if kept != text else None


# ---- labels ------------------------------------------------------------------------------------------

_LABEL = lazy(
    rf"\b(?:{_LABEL_WORDS})\.?\s?(?:\d{{1,3}}(?:\.\d{{1,2}})?[a-h]?|[A-H])\b(?:\s?\(?[a-h]\))?"
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
    r"^\s*([A-Za-z][A-Za-z0-9 ,.\-]{0,60}?)\s*(?:(?<!\d):|\n|(?<=[A-Za-z]) [—–-] )\s*(?=\S)",
    needs=":|\n|—|–| - ",
)
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
    if heading and _is_heading(re.findall(r"[a-z]+|\d\S*", heading.group(1).lower())):
        kept = kept[heading.end() :]
    return kept if kept != text else None


# ---- forms: one item a line, or items parted by "|" -----------------------------------------------------

_FORM_LABEL = lazy(r"^([A-Za-z][A-Za-z '’/]{0,30}?):[ \t]+(?=\S)")
_ASKED_LAST = lazy(r"^[^\d|]{1,60}\?+$")
_BULLET = lazy(r"^[-*•·][ \t]+(?=\S)")
"""A bullet before an item ("- 12"); "-12" with no space is a negative number."""


def forms(text: str) -> str | None:
    """A form or a list of items, one a line, with the question last: "Budget: 2,500\nSpent: 1,937.20\nLeft?",
    "Mon 6.5\nTue 7.25\n…\nhours total?", written as one sentence ("Budget 2,500, Spent 1,937.20. Left?")
    for the readers (fields parted by "|" are left to `readers.time_fields`). A title line with no number may
    come first ("Darts scores\n180\n140\n…"). Only when each item holds a number and the question none: "Q1 45
    + 3\nQ2 56 + 4" (two questions) or a sum set out in columns is left alone."""
    if " | " in text:
        return None  # fields parted by "|" are read by `readers.time_fields` and the story readers
    parts = [part.strip() for part in text.splitlines() if part.strip()]
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


# ---- spreadsheet formulas ----------------------------------------------------------------------------

_FORMULA = lazy(
    r"(?:^|(?<=[\s(\"'“]))=(?:(MOD|POWER|SUM|PRODUCT)\(\s*([^()]*?)\s*\)|([\d.(][\d.+\-*/^() ]*[\d)]))"
    r"(?=[\s,.;:?!\"'”)]|$)",
    re.IGNORECASE,
    needs="=",
)
_CELL = lazy(r"\b[A-Z]{1,2}[1-9]\d{0,3}\b")
_PLAIN_NUMBER = lazy(r"\d+(?:\.\d+)?")


def _function(name: str, arguments: str) -> str | None:
    """A spreadsheet function of plain numbers written plainly: MOD(100, 7) → "100 mod 7"."""
    values = [value.strip() for value in re.split(r"[,;]", arguments)]
    if not all(_PLAIN_NUMBER.fullmatch(value) for value in values):
        return None
    name = name.upper()
    if name == "MOD" and len(values) == 2:
        return f"{values[0]} mod {values[1]}"
    if name == "POWER" and len(values) == 2 and values[1].isdigit():
        return f"{values[0]} ^ {values[1]}"
    if name in ("SUM", "PRODUCT") and len(values) >= 2:
        return (" + " if name == "SUM" else " * ").join(values)
    return None


def _formula_expression(found: re.Match[str]) -> str | None:
    if found.group(1):
        return _function(found.group(1), found.group(2))
    body = found.group(3)
    if not re.search(r"\d\s*[-+*/^]\s*[\d(]", body) or re.search(r"(?:^|[-+*/^(])\s*-", body):
        return None  # no operation, or a minus sign on a number: =-2^2 is 4 in a spreadsheet
    return re.sub(r"\s*([-+*/^])\s*", r" \1 ", body)


_CELL_FORMULA = lazy(
    r"(?:^|(?<=[\s(\"'“]))=\S*?(?<![A-Za-z])\$?[A-Za-z]{1,2}\$?[1-9]\d{0,4}(?![\w(])\S*", needs="="
)
"""A formula that uses a cell ("=A1*2"): its value is the cell's, which the message may not hold."""


_BARE_FUNCTION = lazy(
    r"(?<![\w.=])(MOD|POWER|SUM|PRODUCT)\(\s*([^()]*?)\s*\)", needs="MOD(|POWER(|SUM(|PRODUCT("
)
"""A spreadsheet function written without its "=", in capitals as spreadsheets show them: "MOD(1000, 13)"."""


def _bare_function(found: re.Match[str]) -> str:
    return _function(found.group(1), found.group(2)) or found.group()


def spreadsheet(text: str) -> str | None:
    """A spreadsheet formula written plainly: "=45+67" → 45 + 67, "=MOD(100, 7)" → 100 mod 7, "=POWER(2.5,2)"
    → 2.5 ^ 2, "=SUM(3, 4, 5)". When the rest only sets the scene ("What does cell A1 show?"), the message is
    the formula's question alone. A formula that uses a cell is never read as its digits ("=A1*2" is not
    1 × 2): it is named, not written out."""
    if _CELL_FORMULA.search(text):
        return _CELL_FORMULA.sub("a formula that uses cells", text)
    found = list(_FORMULA.finditer(text))
    if not found:
        kept = _BARE_FUNCTION.sub(_bare_function, text)
        return kept if kept != text else None
    if len(found) != 1:
        return None
    expression = _formula_expression(found[0])
    if expression is None:
        return None
    if not _divisions_end(expression) or _digits_at_most(expression) > _FLOAT_DIGITS:
        expression += " in floating point decimals"  # =10/3 shows 3.333333333, =3^40 shows 1.21577E+19
    rest = _CELL.sub(" ", text[: found[0].start()] + " " + text[found[0].end() :])
    if _context_only(rest):
        return _what_is(expression)
    if re.search(r"\d", rest):
        return None  # "45 + 67 =100+12": the formula may be part of something else
    return text[: found[0].start()] + expression + text[found[0].end() :]


# ---- cells given their values ------------------------------------------------------------------------

_REF = r"\$?[A-Z]{1,2}\$?[1-9]\d{0,3}"
_VALUE = r"-?\d{1,3}(?:,\d{3})+(?:\.\d+)?|-?\d+(?:\.\d+)?"
_CELL_CUES = "cell|Cell|CELL|=|sheet|Sheet|excel|Excel"
_GIVEN = lazy(
    rf"(?:\b[Cc]ells?[ \t]+)?(?<![\w$])({_REF})[ \t]*(?:is|=|holds|contains|has|shows|:)[ \t]*"
    rf"({_VALUE})(?![\d.,]\d)"
)
_IN_A_CALCULATION = lazy(
    r"(?:[-+*/^×÷−=]|\b(?:minus|plus|times|by|over|of|from|than|to|into|less|more))[ \t]*$", re.IGNORECASE
)
"""What stands before a cell used in a calculation, not given a value: "B2 minus C2 = 5" (5 is an answer)."""
_LEFT_CONNECTORS = lazy(
    r"(?:[ \t]*(?:\b(?:where|if|with|when|and|cells?)\b|,))+[ \t]*(?=[.;!?]|$|,[ \t]*(?:what|how|which)\b)"
    r"|(?:^|(?<=[.;!?]))(?:[ \t]*(?:\b(?:and|cells?)\b|,))+",
    re.IGNORECASE,
)
"""Words that joined the values given, left over once the values are taken out: "where  and"."""
_LISTED = lazy(
    rf"[ \t,]*\b(?:where|with|if|when)[ \t]+(?:(?:those|these|the)[ \t]+(?:cells|values)|(?P<refs>{_REF}"
    rf"(?:[ \t]*,[ \t]*{_REF})*,?[ \t]+and[ \t]+{_REF}))[ \t]+(?:are|hold|contain|have|show)[ \t]*:?[ \t]*"
    rf"(?P<values>(?:{_VALUE})(?:,[ \t]+(?:{_VALUE}))*,?[ \t]+and[ \t]+(?:{_VALUE}))"
    r"(?![\d.,]\d|[ \t]*(?:,[ \t]*(?:\d|and\b)|and\b|&))",
    needs="where|with|if|when",
)
"""Values listed for cells in order: "=B4+B5+B6 where those cells are 120.25, 99.75 and 30"."""
_ANY_REF = lazy(rf"(?<![\w$]){_REF}(?![\w(])")


def _cell_values(text: str) -> tuple[dict[str, str], list[tuple[int, int]]] | None:
    """Each cell's value as the message gives it, and where it is given; None when a cell is given two."""
    values: dict[str, str] = {}
    spans: list[tuple[int, int]] = []
    for given in _GIVEN.finditer(text):
        if _IN_A_CALCULATION.search(text[max(0, given.start() - 12) : given.start()]):
            continue  # "B2 minus C2 = 5": C2 is in the question, 5 someone's answer
        ref = given.group(1).replace("$", "")
        if values.get(ref, given.group(2)) != given.group(2):
            return None
        values[ref] = given.group(2)
        spans.append(given.span())
    if listed := _LISTED.search(text):
        numbers = re.split(r",?[ \t]+and[ \t]+|,[ \t]+", listed.group("values"))
        rest = text[: listed.start()] + text[listed.end() :]
        named = re.split(r"[ \t]*,[ \t]*|,?[ \t]+and[ \t]+", listed.group("refs") or "")
        refs = named if listed.group("refs") else list(dict.fromkeys(_ANY_REF.findall(rest)))
        refs = [ref.replace("$", "") for ref in refs]
        if len(refs) != len(numbers) or any(
            values.get(r, n) != n for r, n in zip(refs, numbers, strict=True)
        ):
            return None
        values.update(zip(refs, numbers, strict=True))
        spans.append(listed.span())
    return values, spans


def cells(text: str) -> str | None:
    """Spreadsheet cells given their values, read as those values: "Cell B2 is 3,450 and C2 is 1,275. B2
    minus C2 = ?" asks 3,450 minus 1,275; "=B4+B5+B6 where those cells are 120.25, 99.75 and 30" asks
    =120.25+99.75+30 (see `spreadsheet`). Only when every cell used is given one value, as a number; a
    negative value is left alone (in a formula "=B2-C2" it would need brackets)."""
    if not mentions(_CELL_CUES, text) or not _ANY_REF.search(text):
        return None
    found = _cell_values(text)
    if found is None or not found[0] or any(value.startswith("-") for value in found[0].values()):
        return None
    values, spans = found
    kept, last = [], 0
    for start, end in sorted(spans):
        kept.append(text[last:start])
        last = end
    rest = _LEFT_CONNECTORS.sub("", "".join([*kept, text[last:]]))
    used = [ref.replace("$", "") for ref in _ANY_REF.findall(rest)]
    if not used or any(ref not in values for ref in used):
        return None
    rest = _ANY_REF.sub(lambda ref: values[ref.group().replace("$", "")], rest)
    return rest.strip(" \t.,;")


# ---- code --------------------------------------------------------------------------------------------

_CODE_CUES = (
    "python|javascript|typescript|console.log|print(|println|printf|js|code|program|in r,|in r |ruby|java"
    "|in c,|in c |c++|c#|rust|golang|in go|kotlin|swift|scala|bash|shell|matlab|julia|sum(range|%%|**|//|>>>"
    "|pow("
)
_R = lazy(r"\b[Ii]n R\b|^R\b|\bR:|\bR console\b", needs="R")
_WHOLE_DIVISION = lazy(
    r"\b(?:java|ruby|rust|golang|kotlin|scala|swift|bash|shell|python ?2(?:\.\d+)?)\b|c\+\+|c#"
    r"|\bin (?:c|go)\b|println|printf|system\.out",
    re.IGNORECASE,
    needs="java|ruby|rust|golang|kotlin|scala|swift|bash|shell|python|c++|c#|in c|in go|println|printf"
    "|system.out",
)
"""Languages in which 7 / 2 is 3 (a whole number divided by a whole number drops the remainder)."""
_LANGUAGE_VERSION = lazy(r"\b(python|py|es|node)[ \t]?\d+(?:\.\d+)*\b", re.IGNORECASE, needs="py|es|node")
_POW = lazy(r"\b(?:math\.)?pow\(\s*(\d+(?:\.\d+)?)\s*,\s*(\d+)\s*\)", re.IGNORECASE, needs="pow(")
"""pow(3, 4) and Math.pow(3, 4): a power, written as ** is."""
_PROMPT = lazy(r"(?m)^[ \t]*>>>[ \t]*", needs=">>>")
_R_MODULO = lazy(r"(?<=\d)\s*%%\s*(?=\d)", needs="%%")
_PRINTED = lazy(r"\b(?:console\.log|print)\(\s*([^()]*?)\s*\)", needs="console.log(|print(")
_RANGE_SUM = lazy(r"\bsum\(\s*range\(\s*(?:(\d+)\s*,\s*)?(\d+)\s*\)\s*\)", needs="range(")
_CODE_EXPRESSION = lazy(r"-?\d+(?:\.\d+)?(?:\s*(?:\*\*|//|[-+*/%^])\s*-?\d+(?:\.\d+)?)+")


def _is_exact_in_binary(number: str) -> bool:
    """Is `number` held exactly by a binary float (0.5, 2.25; not 0.1)? Then code prints it as written."""
    denominator = Fraction(number).denominator
    return denominator & (denominator - 1) == 0


def _divisions_end(expression: str) -> bool:
    """Does each division in `expression` end after a few decimals? Else code and spreadsheets show a
    rounded float (7 / 3 prints 2.3333333333333335). For one division the quotient's lowest terms are
    checked (900 / 36 ends); in a longer calculation, each divisor's prime factors must be 2 and 5."""
    single = re.fullmatch(r"(\d+(?:\.\d+)?) / (\d+(?:\.\d+)?)", expression.strip())
    if single and Fraction(single.group(2)) != 0:
        denominators = [(Fraction(single.group(1)) / Fraction(single.group(2))).denominator]
    else:
        denominators = [
            Fraction(divisor).numerator for divisor in re.findall(r"/\s*(\d+(?:\.\d+)?)", expression)
        ]
    for value in denominators:
        for factor in (2, 5):
            while value and value % factor == 0:
                value //= factor
        if value != 1:
            return False
    return True


def _code_differs(expression: str, text: str) -> str | None:
    """How the code's own arithmetic would print something other than the true value, said so that no
    reader reads it, or None when it prints the true value. Whole division: // anywhere, / in Java, C or
    Ruby; ^ is not a power in Python or JavaScript (2 ^ 3 is 1); floats: 0.1 + 0.2 prints
    0.30000000000000004; a remainder of a negative number or a decimal differs between languages."""
    if "//" in expression or ("/" in expression and _WHOLE_DIVISION.search(text)):
        return "in integer division"
    if "^" in expression and _R.search(text) is None:
        return "as bits with xor"
    if "%" in expression and re.search(r"-|\.", expression):
        return "as a remainder in integer division"
    decimals = [number for number in re.findall(r"\d+(?:\.\d+)?", expression) if "." in number]
    if not all(map(_is_exact_in_binary, decimals)) or not _divisions_end(expression):
        return "in floating point decimals"
    if _FIXED_WIDTH.search(text) and ("**" in expression or _digits_at_most(expression) > _INT_DIGITS):
        return "in 32-bit integers"  # and Java or C has no ** at all
    floats = not _EXACT_WHOLE.search(text) or "math.pow" in text.lower()  # Python's math.pow: a float
    if floats and _digits_at_most(expression) > _FLOAT_DIGITS:
        return "in floating point decimals"
    return None


_FIXED_WIDTH = lazy(
    r"\b(?:java|rust|golang|kotlin|scala|swift)\b|c\+\+|c#|\bin (?:c|go)\b|println|printf|system\.out",
    re.IGNORECASE,
    needs="java|rust|golang|kotlin|scala|swift|c++|c#|in c|in go|println|printf|system.out",
)
"""Languages whose whole numbers have a fixed width (Java's and C's int hold 9 digits, then wrap round)."""
_EXACT_WHOLE = lazy(r"\bpython\b|\bpy\b|\bruby\b", re.IGNORECASE, needs="py|ruby")
"""Languages whose whole numbers hold any number of digits."""
_INT_DIGITS = 9
"""Digits every whole number of 32 bits holds (Java's and C's int)."""
_FLOAT_DIGITS = 15
"""Digits a float (JavaScript's numbers, R's) holds exactly; Python's whole numbers hold any."""


def _digits_at_most(expression: str) -> int:
    """At most how many digits the result has: the operands' digits added up (a product's digits are at
    most its factors' digits together), a power's base digits times its exponent; a sum's are at most its
    longest whole part and its longest decimals, and one more for each term."""
    if power := re.search(r"(\d+)\s*(?:\*\*|\^)\s*(\d+)", expression):
        base, exponent = int(power.group(1)), int(power.group(2))
        digits = int(exponent * log10(base)) + 1 if base > 1 else 1  # 2^16 has 5 digits, not 16
        return digits + len(re.findall(r"\d+", expression))
    if not re.search(r"[*/^%]", expression):
        terms = re.findall(r"(\d+)(?:\.(\d+))?", expression)
        return max(len(whole) for whole, _ in terms) + max(len(part) for _, part in terms) + len(terms)
    return sum(len(number) + 1 for number in re.findall(r"\d+", expression))


_DIVIDES_TEST = lazy(
    r"(?<![\w.])(\d+)[ \t]*(?:%|\bmod\b)[ \t]*(\d+)[ \t]*={2,3}[ \t]*0(?![\d.])", re.IGNORECASE, needs="=="
)
"""A test of divisibility as code writes it: "343 % 7 == 0" asks whether 343 is divisible by 7."""
_TESTED_ONLY = frozenset({
    "is", "it", "this", "true", "false", "or", "does", "check", "whether", "so", "quick",
})  # fmt: skip
"""Words that may stand beside such a test and ask nothing more; "if … print" asks what a program prints."""


def code(text: str) -> str | None:
    """A calculation written as code: "9 ** 3 in Python", "In R, what does 15 %% 4 give?", "7 / 2 in Python
    3", "console.log(0.5 * 64)", "sum(range(1, 101))" (the whole numbers from 1 to 100). When the code
    would print something other than the true value ("7 / 2 in Java", "0.1 + 0.2 in Python"), that is said
    beside the calculation, so that no reader answers it; when the rest only sets the scene, the message is
    the calculation's question alone."""
    if (tested := _DIVIDES_TEST.search(text)) and set(
        re.findall(r"[a-z]+|\d", (text[: tested.start()] + text[tested.end() :]).lower())
    ) <= _TESTED_ONLY:
        return f"Is {tested.group(1)} divisible by {tested.group(2)}?"
    if not mentions(_CODE_CUES, text.lower()) and _R.search(text) is None:
        return None
    kept = _R_MODULO.sub(" % ", _PRINTED.sub(r"\1", _POW.sub(r"\1 ** \2", _PROMPT.sub("", text))))
    if summed := _RANGE_SUM.search(kept):
        start, stop = summed.group(1) or "0", summed.group(2)
        if int(stop) <= int(start) + 1:
            return None
        expression = f"the sum of the whole numbers from {start} to {int(stop) - 1}"
        kept = kept[: summed.start()] + expression + kept[summed.end() :]
    else:
        calculations = _CODE_EXPRESSION.findall(kept)
        if len(calculations) != 1:
            return None
        if differs := _code_differs(calculations[0], text):
            return kept.replace(calculations[0], f"{calculations[0]} {differs}", 1)
        expression = re.sub(r"\s*%\s*", " mod ", calculations[0])
        kept = _LANGUAGE_VERSION.sub(r"\1", kept.replace(calculations[0], expression, 1))
    if _context_only(kept.replace(expression, " ", 1)):
        return _what_is(expression)
    return kept if kept != text else None


# ---- a named value -----------------------------------------------------------------------------------

_EXPRESSION = (
    rf"\(?[-−]?{_NUMBER}[⁰¹²³⁴⁵⁶⁷⁸⁹]*(?:\s*(?:\*\*|[-+*/×÷^x−])\s*\(?[-−]?{_NUMBER}\)?[⁰¹²³⁴⁵⁶⁷⁸⁹]*)*\)?"
)
_ASSIGNED = lazy(
    rf"(?<![\w.])([a-z]\w{{0,11}})\s*(?:=|:=|<-|is equal to|equals)\s*({_EXPRESSION})(?!\w|\.\d)",
    re.IGNORECASE,
    needs="=|equal|<-",
)


def assignments(text: str) -> str | None:
    """A calculation given a name and the name asked for: "If x = 48 × 25, what is x?", "A number n is equal
    to 17 × 23. What is n?", "result = 88 - 129  # what is result?", "If y = 4⁵, then y equals". Only when
    the name is asked for alone and nothing else in the message could change what is asked."""
    found = list(_ASSIGNED.finditer(text))
    if len(found) != 1:
        return None
    name, expression = found[0].group(1), found[0].group(2).strip()
    if not re.search(r"[-+*/×÷^x−⁰¹²³⁴⁵⁶⁷⁸⁹]", expression):
        return None
    rest = text[: found[0].start()] + " " + text[found[0].end() :]
    named = rf"(?i)(?<![\w.]){re.escape(name)}(?!\w)"
    if len(re.findall(named, rest)) != 1:
        return None
    rest = re.sub(named, " ", rest)
    return _what_is(expression) if _context_only(rest) else None


# ---- sigma -------------------------------------------------------------------------------------------

_SIGMA = lazy(
    r"[Σ∑]\s*([a-z])\s*(?:([²³])|\^\s*([23]))?\s*,?\s*(?:from|for|with|,)?\s*\1\s*=\s*(\d+)\s*"
    r"(?:to|\.\.|…|-|–)\s*(?:\1\s*=\s*)?(\d+)",
    needs="Σ|∑",
)
_LATEX_SIGMA = lazy(
    r"(?:\\sum|[Σ∑]|\bsum)_\{?([a-z])\s*=\s*(\d+)\}?\^\{?(\d+)\}?\s*\1\s*(?:([²³])|\^\s*\{?([23])\}?)?(?![\w^])",
    needs="_",
)
"""Σ as LaTeX writes it: "\\sum_{k=1}^{20} k^2", "Σ_{k=1}^{20} k²"."""
_KINDS = {"": "whole numbers", "²": "squares", "2": "squares", "³": "cubes", "3": "cubes"}


def sigma(text: str) -> str | None:
    """A sum written with Σ: "Σ k² from k = 1 to 20" is the sum of the squares from 1 to 20 ("Σ r³ for r = 1
    to 15", "Σ k for k = 1..50")."""
    if latex := _LATEX_SIGMA.search(text):
        found, power, first, last = latex, latex.group(4) or latex.group(5), latex.group(2), latex.group(3)
    elif written := _SIGMA.search(text):
        found, power, first, last = (
            written,
            written.group(2) or written.group(3),
            written.group(4),
            written.group(5),
        )
    else:
        return None
    if int(first) > int(last):
        return None  # Σ from 5 to 1 is taken to have no terms, not 5 + 4 + … + 1
    run = f"the sum of the {_KINDS[power or '']} from {first} to {last}"
    return text[: found.start()] + run + text[found.end() :]


# ---- a calculation in quotes -------------------------------------------------------------------------

_QUOTED = lazy(
    r"[\"“”]([^\"“”\n]{3,60}?)[\"“”]|(?<!\w)['‘’]([^'‘’\n]{3,60}?)['‘’](?!\w)", needs="\"|“|”|'|‘|’"
)
_CALCULATION = lazy(
    rf"\s*({_EXPRESSION})\s*(?:=\s*(?:\?|_+|…|\.{{2,}}|□|☐)?)?\s*",
)


_WRITTEN = lazy(
    rf"\b(?:wrote|writes|written|scrawled|painted|says|said|reads|shows|showed|displays)[ \t]*:?[ \t]*"
    rf"({_EXPRESSION})(?=[ \t]*[.!?]|[ \t]*$)",
    re.IGNORECASE,
    needs="wrote|writes|written|scrawled|painted|says|said|reads|shows|showed|displays",
)
"""A calculation written without quotes after a word of writing: "Under the rug someone wrote -15 + 42."."""


def quoted(text: str) -> str | None:
    """A calculation quoted inside a scene: 'My teacher wrote "−6 × −7 = ?" on the board. What goes in the
    blank?' asks −6 × −7, when the words around it only set the scene (no number, no word that could change
    what is asked); or written after a word of writing with no quotes ("Under the rug someone wrote -15 + 42.
    The answer is the drawer number."), when the words around it only tell a scene (`_scene_only`)."""
    found = [match for match in _QUOTED.finditer(text) if re.search(r"\d", match.group())]
    written = list(_WRITTEN.finditer(text)) if not found else []
    if len(written) == 1 and re.search(r"\d\s*[-+*/×÷^x−]\s*\(?[-−]?\d", written[0].group(1)):
        rest = text[: written[0].start()] + " " + text[written[0].end() :]
        return _what_is(written[0].group(1).strip()) if _scene_only(rest) else None
    if len(found) != 1:
        return None
    inside = found[0].group(1) or found[0].group(2)
    calculation = _CALCULATION.fullmatch(inside)
    if calculation is None or not re.search(r"\d\s*[-+*/×÷^x−]\s*\(?[-−]?\d|[⁰¹²³⁴⁵⁶⁷⁸⁹]", inside):
        return None
    rest = text[: found[0].start()] + " " + text[found[0].end() :]
    return _what_is(calculation.group(1).strip()) if _context_only(rest) else None


# ---- LaTeX -----------------------------------------------------------------------------------------


def latex(text: str) -> str | None:
    """Maths written in LaTeX read as plain signs (see `reading.latex`): "$17 \\times 23$" is 17 × 23."""
    if "$" not in text and "\\" not in text:
        return None
    from quickmath.offline.reading import latex as written  # only for a message that may hold LaTeX

    return written.plain(text)


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


_SAID_TO_AN_ASSISTANT = (
    "@|↳|↪|⤷|replying|you are|you're|act as|acting as|pretend|imagine|be |mode|step|working|only|no |json"
    "|plain text|one word|single number|or am|or i|as a| - | – | — "
)


def prompts(text: str) -> str | None:
    """What the message says to a chat assistant around the question, left out: "You are a patient math
    teacher.", "answer only no words", "@mike_92" (`reading.prompts`)."""
    if not mentions(_SAID_TO_AN_ASSISTANT, text.lower()):
        return None
    from quickmath.offline.reading.prompts import prompts as plain  # only for a message that may say one

    return plain(text)


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


# ---- the method or form a worksheet asks for ---------------------------------------------------------

_METHOD_NAMES = (
    r"place value|partitioning|the column method|columns|column (?:addition|subtraction|multiplication)"
    r"|the grid method|a grid|long multiplication|short multiplication|short division|long division"
    r"|the bus stop method|chunking|compensation|doubling and halving|a number line|known facts"
    r"|the lattice method|expanded (?:form|method)|a written method|the formal written method|hand"
    r"|(?:the )?(?:vedic (?:method|sutra) )?(?:nikhilam|yavadunam|ekadhikena purvena|urdhva tiryagbhyam"
    r"|vertically and crosswise|['‘\"“]?all from 9 and the last from 10['’\"”]?)(?: sutra| method)?"
    r"|base 10+(?: \((?:nikhilam|the vedic method)\))?|the vedic method|vedic maths"
)
_METHODS = lazy(
    rf"\b(?:use|using|with|by)\s+(?:{_METHOD_NAMES})\s*(?:,\s*)?"
    r"(?:to\s+(?=add|subtract|multiply|divide|work|find|calculate))?"
    r"|\bset (?:it |them |this )?out in columns(?: and)?\s*"
    r"|,?\s*(?:and |then )+check (?:it |your answer |the answer )?(?:with|using|by) (?:digit sums"
    r"|casting out nines|the inverse(?: operation)?|inverse operations|an estimate|estimating"
    r"|a calculator)\b",
    re.IGNORECASE,
    needs="place value|partition|column|grid|long|short|bus stop|chunk|compensation|doubling|number line|hand"
    "|known facts|lattice|expanded|written|vedic|nikhilam|yavadunam|ekadhikena|urdhva|vertically|all from 9"
    "|base 10|check",
)
_TOPIC = lazy(
    r"^\s*(?:vedic (?:maths|mathematics|subtraction|multiplication|addition|squaring)(?: from a base)?"
    r"|(add|subtract|multiply)(?: (?:multi-?digit|\d-digit|two-digit|three-digit|four-digit|whole|decimal"
    r"|large|big|numbers|decimals|integers))+)\s*:",
    re.IGNORECASE,
    needs="vedic|add|subtract|multiply",
)
"""A worksheet's topic before the question: "Vedic maths:", "Multiply multi-digit whole numbers:"."""
_VALUE_FORM = lazy(
    r"\b(?:express|write)\s+(.{3,40}?)\s+(?:in|as) (?:exponential|index|power) (?:form|notation)"
    r"(?:,| and) (?:find|give|work out|state|evaluate) its value",
    re.IGNORECASE,
    needs="form|notation",
)
"""A power to write in index form and then work out: the value is what is asked."""
_ORDINARY = lazy(
    r"\s*\b(?:as an? (?:ordinary|normal) number|in (?:ordinary|normal) (?:form|numbers?)|as a number in full"
    r"|in full)\b",
    re.IGNORECASE,
    needs="ordinary|normal|full",
)


_AS_A_DECIMAL = lazy(
    r"(?:[,;]?\s*(?:and\s+)?(?:give|write|leave|express|state)\s+(?:your|the)\s+answer"
    r"|,?\s*giving your answer)"
    r"\s+as\s+a\s+decimal(?:\s+number)?\b\.?"
    r"|(?<=[.?!])\s*(?:decimal answers?|answers? (?:as|in) decimals?)(?: only)?(?:,? please)?\s*[.!]?",
    re.IGNORECASE,
    needs="decimal",
)
"""A decimal asked for ("Give your answer as a decimal.", "Decimal answers only, please."); the coach gives
one anyway when nothing is divided (0.3 × 0.04 = 0.012)."""
_PARTS = lazy(
    r"[÷/%]|divid|share|split|\bper\b|\bover\b|\binto\b|quotient|fraction|ratio|\bmean\b|average"
    r"|out of|percent|half|halve|third|quarter|fifth|sixth|seventh|eighth|ninth|tenth|recurring|round|place"
    r"|figure|nearest",
    re.IGNORECASE,
)
"""Cues of a part of something or of a rounding, whose decimal may never end or need rounding."""


def methods(text: str) -> str | None:
    """The written method a worksheet asks for left out, since the answer is the same by any method: "Set out
    in columns and add: …", "Use place value to multiply 0.07 × 300", "Add, then check with digit sums: …";
    and "as an ordinary number" after a power or standard form ("Write 3⁷ as an ordinary number"), and "give
    your answer as a decimal" when nothing is divided ("Calculate 0.3 × 0.04. Give your answer as a
    decimal.")."""
    kept = _ORDINARY.sub("", _METHODS.sub(" ", text))
    if _AS_A_DECIMAL.search(kept) and not _PARTS.search(_AS_A_DECIMAL.sub(" ", kept)):
        kept = _AS_A_DECIMAL.sub("", kept)
    kept = _TOPIC.sub(lambda topic: f"{topic.group(1)}:" if topic.group(1) else "", kept)
    kept = _VALUE_FORM.sub(r"find the value of \1", kept)
    return kept if kept != text else None


# ---- what a calculation is for -----------------------------------------------------------------------

_IMPERATIVES = {
    "working out": "work out", "calculating": "calculate", "computing": "compute", "doing": "do",
    "finding": "find", "evaluating": "evaluate", "multiplying": "multiply", "adding": "add",
    "subtracting": "subtract", "dividing": "divide", "squaring": "square", "cubing": "cube",
}  # fmt: skip
_BY_DOING = lazy(rf"^\s*([^\d\n]*?)[ \t,]*\bby ({'|'.join(_IMPERATIVES)})\b", re.IGNORECASE, needs="by ")
_TO_FIND = lazy(
    r"[ \t,]*\b(?:to|so as to|in order to) (?:find|get|work out|calculate|know|open|unlock|crack)\b"
    r"([^\d\n.?!'\"’”]*?)(?=[.?!'\"’”]|\s*$)",
    re.IGNORECASE,
    needs="to find|to get|to work out|to calculate|to know|to open|to unlock|to crack",
)
_SCENE_WORD = lazy(r"[a-z]+|\S", re.IGNORECASE)
_CHANGE_NOTHING = frozenset({"square", "cube", "open", "opens", "go", "goes"})
"""Operation words that name a shape in a scene ("a square tile"), not something done to the answer, and
words of a scene that matter only beside a clock reading ("which drawer do we open?")."""


def _scene_only(words: str) -> bool:
    """Do the words only say what the calculation is for ("find the area of a square tile in cm²")? Not when
    they hold a number, or a word that could change the answer ("half", "total", "each", "rounded")."""
    from quickmath.numbers.words import word_value
    from quickmath.offline.readers.typos import OPERATION_WORDS
    from quickmath.offline.reading.meaning import MEANING_WORDS

    changing = (MEANING_WORDS | OPERATION_WORDS) - _CHANGE_NOTHING
    found = _SCENE_WORD.findall(words.lower().replace("²", "").replace("³", ""))
    return all(
        (word.isalpha() and word not in changing and word_value(word) is None) or word in ",;:.?!'’\"“”"
        for word in found
    )


_ASKING = lazy(r"\b(?:when|what|how|which|where|who)\b", re.IGNORECASE, needs="when|what|how|which|where|who")
"""A question asked after a purpose, which is no part of the purpose: "to get there, when do I set off?"."""


def purposes(text: str) -> str | None:
    """What a calculation is for, left out when it only sets the scene: "Find the area of a square tile in cm²
    by working out 25 squared." asks 25 squared, as do "Work out 25 squared to find the area of the tile." and
    "Take 1,987 from 4,000 to open the safe. What number opens the safe?".
    Never when the scene could change the answer ("Find half the area by working out 25 squared"), nor when a
    question follows the purpose in its sentence ("… call to get there, when do I set off?")."""
    kept = text
    if (before := _BY_DOING.search(kept)) and before.group(1).strip() and _scene_only(before.group(1)):
        kept = _IMPERATIVES[before.group(2).lower()] + kept[before.end() :]
    after = _TO_FIND.search(kept)
    purpose = after.group(1) if after else ""
    if (
        after
        and re.search(r"\d", kept[: after.start()])
        and _scene_only(purpose)
        and not _ASKING.search(purpose)
    ):
        kept = kept[: after.start()] + kept[after.end() :]
    return kept if kept != text else None


LAYOUTS: list[tuple[str, Rewriter]] = [
    ("pdf_text", pdf_text),
    ("posts", posts),
    ("prompts", prompts),
    ("latex", latex),
    ("choices", choices),
    ("marks", marks),
    ("bus_stop", bus_stop),
    ("columns", columns),
    ("blanks", blanks),
    ("labels", labels),
    ("forms", forms),
    ("cells", cells),
    ("spreadsheet", spreadsheet),
    ("code", code),
    ("assignments", assignments),
    ("sigma", sigma),
    ("quoted", quoted),
    ("clues", clues),
    ("roman", roman),
    ("raised_points", raised_points),
    ("grouping", grouping),
    ("point_readings", point_readings),
    ("signs", signs),
    ("thousands", thousands),
    ("said_alike", said_alike),
    ("methods", methods),
    ("purposes", purposes),
]
"""The layout rewriters, tried in order on the message as written: options, marks and blanks go first, so
that a formula or a named value is left alone in the message."""


def plain(text: str) -> str:
    """The message with every layout in it read as plain writing (see `LAYOUTS`)."""
    for _name, rewrite in LAYOUTS:
        rewritten = rewrite(text)
        if rewritten is not None:
            text = rewritten
    return text
