"""Layouts of text written around a question: pasted from a PDF, posted on a forum (markup, a title or
heading, a quote mark, a sign-off, a TL;DR), a calculation quoted, what is said to a chat assistant, and a
method or purpose asked beside the question ("using the grid method", "to find how much paint")."""

from __future__ import annotations

import re

from quickmath.offline.reading.layouts.formulas import EXPRESSION, context_only, what_is
from quickmath.patterns import lazy, mentions

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
_BROKEN_SENTENCE = lazy(
    r"(\b(?i:of|by|from|to|and|plus|minus|times|is|the|when|after|before|between|than|what|whats|how|into"
    r"|power|divided|multiplied))[ \t]*\n[ \t]*(?=[a-z\d£$€(])"
    r"|(\d)[ \t]*\n[ \t]*(?=(?:h|hr|hrs|hours?|mins?|minutes?|seconds?|squared|cubed)\b)",
    needs="\n",
)
"""A sentence broken across lines after a word that cannot end it, or between a number and its unit ("the
remainder of\n100 ÷ 7?", "2 h 10\nmin - 45 min?")."""
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
        kept = _BROKEN_SENTENCE.sub(
            lambda found: f"{found.group(1) or found.group(2)} ",
            _BROKEN_SUM.sub(_joined, _BROKEN_WORD.sub("", kept)),
        )
    kept = _SPACED_STOP.sub(r"\1.", kept)
    return kept if kept != text else None


# ---- forum posts -------------------------------------------------------------------------------------

_MARKUP = lazy(
    r"(?:^|(?<=[\s(>]))\*\*(?=[^\s*])|(?<=[^\s*])\*\*(?=$|[\s.,;:!?)])|(?<!_)__(?!_)"
    r"|(?:^|(?<=[\s>]))\*(?=\(?[A-Za-z])|(?:(?<=[A-Za-z.!?])|(?<=[A-Za-z]\)))\*(?=$|[\s.,;:!?])|`",
    needs="*|_|`",
)
"""Bold, italics (around words only) and code marks, each on one side of what they mark; "2**16" and "9 **
2" (powers in code), "2*3" and "(12+8)*5" keep theirs, and an answer blank ("= ____") its underscores."""
_QUOTE_MARK = lazy(r"(?m)^[ \t]*>[ \t]+(?=[^\n]*(?:[A-Za-z]|\d[ \t]*[-+×÷*/−=^⁰¹²³⁴⁵⁶⁷⁸⁹]))", needs=">")
"""A quote mark before a line that says something ("> Work out 64 × 25", "> 2^10?", "> 5³"); "> 3" may
compare."""
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
    r"(?:\n|(?<=[.?!])[ \t]+)[ \t]*(?i:many thanks|thanks in advance|thanks|thank you kindly|thank you"
    r"|thank u|tysm|ty|thx|ta"
    r"|cheers|regards|kind regards|best wishes|best|yours (?:faithfully|sincerely|truly|etc\.?))\b"
    r"[ \t]*[,!.]?[ \t]*(?:\n?[ \t]*(?:[A-Z][a-z]*\.?[ \t]+){0,2}[A-Z][a-z]+[,.]?(?:[ \t]+[xX]{1,3})?[ \t]*"
    r"(?:\([^\n()]*\))?(?:\n[ \t]*\([^\n()]*\)"
    r"|(?P<title>(?:\n[ \t]*[A-Z][a-z]+(?:[ \t]+(?:of|and|&|for|the|[A-Z][A-Za-z'’-]*)){1,3}){1,2}))?)?\s*\Z",
    needs="hank|Ta|ta|TA|heers|egards|est|ours|ty|Ty|TY|thx|Thx",
)
"""A sign-off and the name and details after it, ending the post or the letter: "Thanks, Pat (bus stop 4417)",
"Ta,\nMick (shift 3, bay 12)", "Yours faithfully, Mrs D. Harcourt", "Thanks, Lou x", "Kind regards,\nJ.
Morris\nFacilities Manager" (a title of two words or more, each with a capital); their numbers are no part
of the question."""
_SALUTATION = lazy(
    r"\A[ \t]*(?:(?i:dear)[ \t]+[^,\n.:!?\d]{1,40}?|(?i:to whom it may concern)|To the [A-Z][a-z]+"
    r"|(?:Hi|Hello|Hey|Hiya|Good (?:morning|afternoon|evening)|Morning|Afternoon|Evening)"
    r"(?:[ \t]+(?:[A-Z][\w'’-]*|all|everyone|team|there|both|folks|guys)){0,3})[ \t]*[,.:!]\s*",
    needs="ear|EAR|To|Hi|He|Good|Morning|Afternoon|Evening",
)
"""A letter's opening line, to someone named with a capital ("Dear Sir or Madam,", "To whom it may concern.",
"To the Manager:", "Hi Gemma,", "Good afternoon,"): no part of the question ("To the nearest ten: …" is
one)."""
_TLDR = lazy(
    r"(?:^|\n|(?<=[.!?])[ \t]+)[ \t]*tl[;,]?dr\b[ \t]*:?[ \t]*([^\n]*)\s*\Z", re.IGNORECASE, needs="tl"
)
_AFTERWORD = lazy(
    r"(?:\n|(?<=[.!?])[ \t]+)[ \t]*(?:edit(?:ed)?|update[ds]?|upd|p\.?s\.?)[ \t]*\d?[ \t]*"
    r"(?:[:;,]|-|—|–)[ \t]*([^\n]*?)\s*\Z",
    re.IGNORECASE,
    needs="edit|upd|ps|p.s",
)
"""A line or a last sentence said after the post, with a cue ("EDIT: formatting", "Edit 2 - spelling", "PS
love this forum")."""
_ADDED_IN_AN_EDIT = lazy(
    r"(?:^|(?<=\n)|(?<=[.!?])[ \t]+)[ \t]*(?:edit(?:ed)?|update[ds]?|upd|p\.?s\.?)[ \t]*\d?[ \t]*"
    r"(?:[:;,]|-|—|–)[ \t]*(?=(?:(?:i|we) )?(?:forgot|also|plus|and|add|another|extra|oh and|don'?t forget)\b"
    r"(?P<line>[^\n]*))",
    re.IGNORECASE,
    needs="edit|upd|ps|p.s",
)
"""The cue of an edit that adds to what the post told ("EDIT: forgot insurance, £38. Total with that?"): the
edit is read as the next sentence; one that takes back ("EDIT: also it's 5 kids, not 4") keeps its cue."""
_TAKES_BACK = lazy(r"\b(?:not|instead|actually|wrong|meant?|sorry|no|typo|should be|was)\b", re.IGNORECASE)


def _added(found: re.Match[str]) -> str:
    """Nothing for the cue of an edit that adds an amount; the cue stays when the edit takes back, or adds
    a thing with no amount ("EDIT: and March")."""
    line = found.group("line")
    return found.group() if _TAKES_BACK.search(line) or not re.search(r"\d", line) else " "


_AFTERWORD_KEEPS = frozenset({
    "and", "plus", "also", "forgot", "add", "added", "without", "only", "each", "per", "too", "another",
    "extra", "all", "both", "every", "in", "as", "into", "answer", "result", "total",
})  # fmt: skip
"""Words of an afterword that may add to a question or ask for its answer in another form ("EDIT: and March",
"PS in pence")."""
_NUMBERS = lazy(r"\d[\d,]*(?:\.\d+)?")
_YEAR_TOLD = lazy(r"\b(?:since|in|est\.?|from|of) (?:19|20)\d\d\b")


_ASIDE = lazy(r"[(\[][^()\[\]\d]*[A-Za-z][^()\[\]]*[)\]]", needs="(|[")
"""An aside in brackets with words in it ("(est. 1962, 40 plots)", "[Grade 4]"): its numbers only tell who or
what."""


def _numbers(text: str) -> list[str]:
    """The numbers a post tells, not those of a year or an aside ("(est. 1962, 40 plots)")."""
    told = _YEAR_TOLD.sub(" ", _ASIDE.sub(" ", text))
    return sorted(number.replace(",", "") for number in _NUMBERS.findall(told))


_BULLET = lazy(
    r"(?m)^[ \t]*(?:[-*+•][ \t]+(?:\[[ xX✓]\][ \t]*)?|\[[ xX✓]\][ \t]+)(?=[A-Za-z(£$€])", needs="-|*|+|•|["
)
"""A bullet or a box to tick before a line of words ("- income 1,850", "* taxi 23", "- [ ] work out 3^7");
"- 12" may take away, and stays."""
_BULLET_BEFORE_A_SUM = lazy(
    r"(?<=[A-Za-z:?!.)])[ \t]*\n[ \t]*[-*•][ \t]+"
    r"(?=[A-Za-z]|[-−£$€(]?\d[^\n]*?(?:[-+×÷*/−=^x][ \t]*[-−£$€(]?\d|[²³]"
    r"|(?i: (?:plus|minus|times|divided|multiplied|mod|to the power|squared|cubed)\b)))",
    needs="\n",
)
"""One bullet before a calculation or words on a line after a line of words ("Can anyone do this\n- 18 + 24?",
"…\n- 45 plus 38?"): never a minus (was −18 + 24 = 6); after a number the sign joins the lines (see
`pdf_text`), and "- 3 apples" stays."""
_NUMBERED = lazy(r"(?m)^[ \t]*(\d{1,2})[.)][ \t]+(?=(\S))", needs=".|)")


def _without_list_marks(text: str) -> str:
    """A list's lines without their bullets or numbers, when two lines or more are marked alike and the
    numbers go 1, 2, 3 … before words ("1. start balance: 2,500\n2. paid out: 875\n3. what's left?"): the
    numbers only order the lines."""
    if "\n" not in text:
        return text
    if len(_BULLET.findall(text)) >= 2:
        text = _BULLET.sub("", text)
    text = _BULLET_BEFORE_A_SUM.sub("\n", text)
    marked = list(_NUMBERED.finditer(text))
    numbers = [int(found.group(1)) for found in marked]
    in_words = all(found.group(2).isalpha() for found in marked)  # "1. 5 + 3\n2. 6 × 2" are two questions
    if len(numbers) >= 2 and in_words and numbers == list(range(1, len(numbers) + 1)):
        text = _NUMBERED.sub("", text)
    return text


def posts(text: str) -> str | None:
    """A question posted on a forum or in a chat, read plainly: a starred line put right said as meant,
    markdown marks left out ("**13 to the power 4**",
    "`25 * 48`", "> quoted task", "## Heading" lines whose words are told again below), a signature after
    "--" or a sign-off at the end ("Thanks, Pat (bus stop 4417)"), a letter's salutation ("Dear Sirs,"), and
    a "TL;DR" that says the question
    again with every number of the post ("… had 2,460 … cost 1,975.\n\nTL;DR: 2460 - 1975 = ?") read alone; a
    TL;DR with none is read as the question's last sentence ("TL;DR what time does it arrive?")."""
    kept = _STARRED_LINE.sub(r"\nSorry, I mean \1", _SIGNATURE.sub("", text))
    kept = _SALUTATION.sub("", _SIGN_OFF.sub(_signed_off, kept))
    kept = _without_list_marks(_QUOTE_MARK.sub("", _MARKUP.sub("", kept)))
    kept = _CLASS_ASIDE.sub(" ", kept) if _NUMBERS.search(_CLASS_ASIDE.sub(" ", kept)) else kept
    kept = _HEADING_LINE.sub(lambda found: _heading(found, kept), kept)
    kept = _TITLE_LINE.sub(lambda found: _heading(found, kept) + "\n", kept)
    kept = _AFTERWORD.sub(lambda found: "" if _says_nothing_asked(found.group(1)) else found.group(), kept)
    kept = _ADDED_IN_AN_EDIT.sub(_added, kept)
    if tldr := _TLDR.search(kept):
        said, told = tldr.group(1), kept[: tldr.start()]
        if re.search(r"\d", said) and _numbers(told) and set(_numbers(told)) <= set(_numbers(said)):
            kept = said
        elif re.search(r"\d", said) and not set(_numbers(said)) <= set(_numbers(told)):
            pass  # "… end 48,903. Miles driven? TL;DR 48903 - 48200": which one is meant?
        else:
            kept = f"{told.rstrip()} {said}"
    return kept.strip() if kept.strip() != text.strip() else None


def _signed_off(found: re.Match[str]) -> str:
    """A sign-off left out, unless the title under the name may say something asked ("Thanks, Sam\nAnd Add
    Ten")."""
    title = found.group("title")
    named = re.sub(r"\b(?:of|and|for|the)\b", " ", title) if title else ""
    return "" if title is None or _says_nothing_asked(named) else found.group()


def _says_nothing_asked(afterword: str) -> bool:
    """Does an afterword say nothing a question could use: no number, no word that changes or adds to what is
    asked, no unit ("EDIT: formatting", "Edit: yes it had a full service history"; never "EDIT: 48 x 26",
    "EDIT: and March", "PS to the nearest ten", "PS in pence")?"""
    from quickmath.offline.asks import Unread
    from quickmath.offline.readers.typos import OPERATION_WORDS
    from quickmath.offline.readers.units import is_unit
    from quickmath.offline.reading.guards.clock import MANY_DAYS
    from quickmath.offline.reading.meaning import ANSWERED_BY, MEANING_WORDS
    from quickmath.offline.reading.refusals import may_change_a_question
    from quickmath.offline.reading.text import normalise, number_words

    said = normalise(afterword)
    words = set(re.findall(r"[a-z]+", said))
    changing = MEANING_WORDS | OPERATION_WORDS | ANSWERED_BY.keys() | _AFTERWORD_KEEPS
    return (
        not re.search(r"\d", number_words(said))
        and not words & changing
        and not any(is_unit(word) for word in words)
        and not may_change_a_question(Unread("unreadable", said))
        and not MANY_DAYS.search(said)  # "PS: Monday to Friday": a shop's hours for one day, or the week?
    )


def _heading(found: re.Match[str], text: str) -> str:
    """A heading left out when each word that could change the question, and each number in it, is told
    again in the post ("## Subtraction" over "3,200 − 1,768", "Taking away from 1000" over "1000 − 387");
    else kept as a sentence of its own."""
    from quickmath.numbers.words import word_value
    from quickmath.offline.readers.typos import OPERATION_WORDS
    from quickmath.offline.reading.meaning import ANSWERED_BY, MEANING_WORDS

    heading, body = (found.group(1) or found.group(2)).strip(), text[found.end() :].lower()
    words = re.findall(r"[a-z]+", _CLASS_LABEL.sub(" ", heading.lower()))
    changing = MEANING_WORDS | OPERATION_WORDS | ANSWERED_BY.keys() | {"remainders", "rest"}
    told_again = all(
        (word not in changing and word_value(word) is None) or _told_again(word, body) for word in words
    )
    if told_again and set(_numbers(heading)) <= set(_numbers(body)):
        return ""
    return f"{heading.rstrip('.:')}.\n"


_CLASS = (
    r"(?:(?:he|she|they|i|we)(?:'s|’s|'m|’m| s| m| is| are| am) in )?(?:the )?"
    r"(?:(?:year|yr|grade|class|form|primary|p|y|ks|standard|std) ?\d{1,2}"
    r"|\d{1,2}(?:st|nd|rd|th) (?:grade|class|year|standard|form))(?: (?:maths|math|homework|student|pupil))?"
)
_CLASS_LABEL = lazy(rf"(?i)[\[(] ?{_CLASS} ?[\])]", needs="[|(")
_CLASS_ASIDE = lazy(rf"(?i)\( ?{_CLASS} ?\)(?=[ \t]+[a-z])", needs="(")
"""A class's label in brackets ("[Year 6] Time", "Remainder problem (5th grade)"), or an aside within a
sentence ("my son's homework (he is in year 6) has …"): who asks, which changes nothing asked."""
_TIME_TOPICS = frozenset({"time", "times", "clock", "clocks", "hours", "minutes", "durations", "timetables"})
"""A heading's topic word that a clock reading or a length of time below it tells again."""
_CLOCK_OR_LENGTH = lazy(
    r"\b\d{1,2}:\d\d\b|\b\d+ ?(?:h|hrs?|hours?|min|mins|minutes?)\b|\b\d{1,2} ?[ap]\.? ?m\b",
    needs=":|h|min|m",
)
_SIGNS_OF = {"+": "+", "-": "−-", "*": "×x*", "/": "÷/"}
_DECIMAL = lazy(r"\d\.\d", needs=".")


def _told_again(word: str, body: str) -> bool:
    """Is a heading's word said again below it: the word itself, a sign of the operation it names
    ("multiplying" by "×"), or decimals written ("decimals" over "2.4 × 1.5")?"""
    from quickmath.offline.reading.meaning import ANSWERED_BY

    if re.search(rf"\b{word}\b", body) or (word in ("decimal", "decimals") and _DECIMAL.search(body)):
        return True
    if word in _TIME_TOPICS and _CLOCK_OR_LENGTH.search(body):
        return True  # "[Grade 5] Time" over "The game started at 2:55 PM and lasted 3 hours 18 minutes"
    return any(
        sign in body for operation in ANSWERED_BY.get(word, ()) for sign in _SIGNS_OF.get(operation, "")
    )


# ---- a calculation in quotes -------------------------------------------------------------------------

_QUOTED = lazy(
    r"[\"“”]([^\"“”\n]{3,60}?)[\"“”]|(?<!\w)['‘’]([^'‘’\n]{3,60}?)['‘’](?!\w)", needs="\"|“|”|'|‘|’"
)
_CALCULATION = lazy(
    rf"\s*({EXPRESSION})\s*(?:=\s*(?:\?|_+|…|\.{{2,}}|□|☐)?)?\s*",
)


_WRITTEN = lazy(
    rf"\b(?:wrote|writes|written|scrawled|painted|says|said|reads|shows|showed|displays)[ \t]*:?[ \t]*"
    rf"({EXPRESSION})(?=[ \t]*[.!?]|[ \t]*$)",
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
        return what_is(written[0].group(1).strip()) if _scene_only(rest) else None
    if len(found) != 1:
        return None
    inside = found[0].group(1) or found[0].group(2)
    calculation = _CALCULATION.fullmatch(inside)
    if calculation is None or not re.search(r"\d\s*[-+*/×÷^x−]\s*\(?[-−]?\d|[⁰¹²³⁴⁵⁶⁷⁸⁹]", inside):
        return None
    rest = text[: found[0].start()] + " " + text[found[0].end() :]
    return what_is(calculation.group(1).strip()) if context_only(rest) else None


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
    r"[ \t,]*\b(?:to|so as to|in order to) (?:find|get(?! (?:there|here|home|back|in|into|to|out|up|down"
    r"|across|over|round|through|ready|dressed|going)\b)|work out|calculate|know|open|unlock|crack)\b"
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


# ---- a question put as a dare -------------------------------------------------------------------------

_DARE = lazy(
    r"^[ \t]*(?:(?:go on|come on|ok|okay|right|so|oi)[ \t]*[,!.]?[ \t]*)?(?:i[ \t]+)?"
    r"(?:bet(?:cha|[ \t]+(?:you|u|ya))[ \t]+(?:can['’]?t|cannot|can[ \t]+not|won['’]?t|will[ \t]+not)"
    r"|(?:dare|challenge)[ \t]+(?:you|u|ya)[ \t]+to)[ \t]+"
    r"(?=(?:do|work[ \t]+out|figure[ \t]+out|get|solve|answer|calculate|tell[ \t]+me)\b)",
    re.IGNORECASE,
    needs="bet|dare|challenge",
)
"""A dare to the coach before a verb of working out: "Bet you can't | do 13 squared in your head", "I dare you
to | work out 36 × 25"; never a dare about someone else ("Bet my son can't do 13 squared")."""


def dares(text: str) -> str | None:
    """A question put as a dare, read as the question: "Bet you can't do 13 squared in your head" asks 13
    squared, "Betcha can't get 2 to the power of 12" asks 2¹². What follows the verb is read as any question
    is, so a step after it ("… and then double it") or a number beside it ("in 5 seconds") is asked about."""
    found = _DARE.search(text)
    return text[found.end() :] if found else None


# ---- why a sign comes out so, and the value ----------------------------------------------------------

_SIGN_WHY = lazy(
    r"^[ \t]*(?:(?:can|could|would) (?:someone|anyone|you|u) (?:please )?)?(?:explain|tell me|show me)?[ \t]*"
    r"why (?:(?:is|does|do) )?(?P<calculation>[^a-z?]*?\d[^a-z?]*?)"
    r" (?:is |come out |comes out |end up |ends up )?"
    r"(?:positive|negative|a plus|a minus|a positive|a negative)(?: number| answer)?"
    r"[ \t]*(?:\?[ \t]*|,[ \t]*)?(?:and |so )?(?:what (?:it equals|does it equal|is it|it is|it comes to"
    r"|does it come to)|how much (?:is it|it is))[ \t]*[?.!]*[ \t]*$",
    re.IGNORECASE,
    needs="positive|negative|plus|minus",
)
"""Why a calculation's sign comes out as it does, asked with its value: "can someone explain why −6 − (−10) is
positive, and what it equals?"."""


def signs_explained(text: str) -> str | None:
    """Why a calculation comes out positive or negative, asked with its value, read as its value: the coach
    works it out step by step ("Why is −3 × −4 positive, and what is it?" asks −3 × −4). Only with the value
    asked, and only a calculation written whole in signs, with nothing after the question."""
    found = _SIGN_WHY.match(text)
    if found is None or not re.search(r"\d\s*\)?\s*[-+×÷*/−]\s*\(?\s*[-−]?\d", found.group("calculation")):
        return None
    return what_is(found.group("calculation").strip())
