"""Plain text handling for every reader: one spelling for symbols, filler words, pieces of a message.

After `normalise`, text is lower case with single spaces between tokens: numbers (thousands separators
removed, a minus sign attached only when it is a sign), words, clock readings such as 2:45, and the
symbols + - * / ^ ( ) = … ; , (";" marks where a sentence or question ended).
"""

from __future__ import annotations

import re
from itertools import pairwise

from quickmath.display import minus_signs
from quickmath.numbers.words import word_numbers, word_value
from quickmath.offline.numbers_as_text import NUMBER
from quickmath.operators import SHOWN
from quickmath.patterns import lazy, mentions

N = NUMBER


_CHARACTERS = str.maketrans(
    {
        "’": "'", "‘": "'", "`": "'", "“": " ", "”": " ", '"': " ", "−": "-", "–": "-", "—": " , ",
        "×": "*", "·": "*", "⋅": "*", "÷": "/", "…": " … ", "√": " root ", "%": " percent ",
        "\u00a0": " ", "[": "(", "]": ")", "_": " ", "∶": ":",
    }
)  # fmt: skip
_SUPERSCRIPTS = "⁰¹²³⁴⁵⁶⁷⁸⁹"
_FROM_SUPERSCRIPT = str.maketrans(_SUPERSCRIPTS, "0123456789")
_POSSESSIVE = (
    r"(?<!\bwhat)(?<!\bthat)(?<!\bit)(?<!\bhe)(?<!\bshe)(?<!\bwho)(?<!\bthere)(?<!\bhere)(?<!\bwhere)"
    r"(?<!\bhow)(?<!\blet)'s(?= (?:homework|hw|worksheet|work ?sheet|textbook|workbook|book|teacher|tutor"
    r"|maths|math|calculator|answer|answers|friend|class|school|exam|test|quiz|assignment|sheet)\b)"
)
"""A possessive before what a problem or an answer comes from: "my son's homework says", "the book's answer"
(not "what's", "he's")."""
_CONTRACTIONS = [
    ("whats", r"\bwhats\b", "what is"),
    ("hows", r"\bhows\b", "how is"),
    ("let's", r"\blet's\b", "let us"),
    ("can't", r"\bcan't\b", "can not"),
    ("won't", r"\bwon't\b", "will not"),
    ("'s", _POSSESSIVE, ""),
    ("'s", r"\b(\w+)'s\b", r"\1 is"),
    ("n't", r"n't\b", " not"),
    ("'re", r"'re\b", " are"),
    ("'m", r"'m\b", " am"),
    ("'ll", r"'ll\b", " will"),
    ("'ve", r"'ve\b", " have"),
    ("'d", r"'d\b", " would"),
    ("double check", r"\bdouble check", "check"),  # "I want to double-check my answer sheet": no doubling
]
"""(text the contraction needs, pattern, replacement): a pattern is only compiled when it could match."""


_LABEL = lazy(
    r"^\s*(?:\(?(?:[a-h]|i{1,3}|iv|vi{0,3})\)|\(?\d{1,2}[a-h]?\)|q\d{1,2}[.:)]?|\d{1,2}\.(?![\d.])"
    r"|(?:exercise|question|problem|task|item|q|no|number)\.? ?\d{0,3} ?(?:[:.)]|-(?= )))\s*",
    needs=")|q|.|:|-",
)
"""A worksheet's label before a question: "(a) ", "1) ", "Q3. ", "Exercise 3:"."""
_LEAD_IN = lazy(r"^([a-z]|11\+|\d{1,2}(?= (?:down|across)\b))([a-z0-9 ,'()+-]{0,60}?) ?:(?!\d)\s*", needs=":")
_LEAD_IN_WORDS = frozenset({
    "one", "sum", "following", "quick", "exercise", "question", "task", "q", "mental", "maths", "math",
    "test", "quiz", "worksheet", "bonus", "challenge", "puzzle", "warm", "up", "starter", "part", "section",
    "drill", "round", "tables", "table", "11+", "paper", "practice", "prep", "mock", "exam", "revision",
    "crossword", "clue", "number", "final", "points", "point", "marks", "cross", "across",
})  # fmt: skip
_LEAD_IN_VERBS = frozenset({"add", "subtract", "multiply", "divide", "calculation", "complete"})
_NUMBERED = frozenset({
    "year", "yr", "grade", "class", "question", "q", "problem", "exercise", "task", "item", "no", "number",
    "part", "section", "page", "test", "quiz", "level", "set", "week", "day", "lesson", "unit", "chapter",
    "drill", "round", "paper", "card", "game",
})  # fmt: skip
"""Words a lead-in may number: "Year 4 homework:", "Mental maths test, question 4:"."""
_NAMES_A_GAME = lazy(r"\b(?:times (?=tables?\b)|double (?=points?\b))")
"""Operation words that only name a practice or a prize in a lead-in: "Times tables check:", "Final question
for double points:"."""
_NUMBERING = (["down"], ["across"], ["digits"], ["digit"], ["letters"], ["points"], ["marks"], ["mark"])
"""Words a lead-in's number comes before: a crossword clue's "3 down", its answer's "(3 digits)"."""
_TITLED = frozenset({
    "problem", "question", "puzzle", "challenge", "homework", "task", "test", "quiz", "teaser", "practice",
    "practise", "revision", "review", "drill", "starter", "exercise",
})  # fmt: skip
"""A lead-in ending in one of these may name whose or which it is: "Gauss's problem:", "Brain teaser:",
"Decimal practice:", "Batting average question:"."""
_NEAR_ENOUGH = frozenset({
    "estimate", "estimating", "estimation", "estimates", "approximate", "approximating", "approximation",
    "rounding", "round", "rounded", "nearest", "rough", "roughly", "significant", "binary", "roman",
    "standard", "form", "place", "places",
})  # fmt: skip
"""Lead-in words that ask for something other than the exact answer of what follows: "Rounding practice:
4.6 + 3.8" may want 5 + 4, so it is not dropped."""
_OPERATION_WORDS = frozenset({
    "sum", "total", "difference", "product", "quotient", "remainder", "plus", "minus", "times", "add",
    "subtract", "multiply", "divide", "power", "square", "squares", "cube", "cubes", "double", "half",
    "share", "time", "hours", "minutes", "series",
})  # fmt: skip


_NAMED_IN_LEAD_IN = frozenset({"sum", "total", "difference", "product", "quotient"})
"""Fillers in a question, but in a lead-in they name its operation: "Find the difference: 4 h 25 min and 1 h
50 min" is no sum."""


_SIGNS_NAMED = {"sum": "+", "total": "+", "difference": "-", "product": "*×x"}
_SIGNS_ONLY = lazy(r"[\d.,\s]+(?:[-+*/×÷−x][\d.,\s]+)+(?:=[\s_?.…]*)?[?!.]*")


def _names_the_signs(words: list[str], rest: str) -> bool:
    """Does a lead-in name the one operation its calculation is written in? "Total covers: 48 + 62 + 35"."""
    named = [_SIGNS_NAMED[word] for word in words if word in _SIGNS_NAMED]
    if len(named) != 1 or not _SIGNS_ONLY.fullmatch(rest):
        return False
    return set(re.findall(r"[-+*/×÷−x]", rest)) <= set(named[0]) and not set(words) & _NEAR_ENOUGH


_DECIMAL_COMMA_TOLD = lazy(
    r"\bcommas?\b[^.?!;\n]{0,30}\bdecimal|\bdecimals?\b[^.?!;\n]{0,30}\bcommas?\b", re.IGNORECASE
)
"""The learner telling that a comma is their decimal point: "In Germany we use comma for decimals"."""


def with_decimal_points(text: str) -> str:
    """ "we use comma for decimals, so: 4,75 times 8" → "… 4.75 times 8": a comma between digits is a decimal
    point where the learner says so; not beside a point between digits too (which then marks what?), in a
    list written without spaces ("1,2,3"), or in a message that says "not" or "no" anywhere."""
    if not (mentions("comma", text.lower()) and mentions("decimal", text.lower())):
        return text
    if not _DECIMAL_COMMA_TOLD.search(text) or re.search(r"\d\.\d|\d,\d+,\d|\bnot?\b|n't", text, re.I):
        return text
    return re.sub(r"(?<=\d),(?=\d)", ".", text)


_RULE = lazy(r"(?m)^[ \t]*[-_=—–~]{2,}[ \t]*$")
"""The line under a sum written in columns: "  43\n× 27\n----"."""


_SIGN_BETWEEN_NUMBERS = lazy(r"[\d)][ \t]*[-+*/×÷−][ \t]*[\d(]")
"""An operation written between two numbers, not the sign of one: "Add: −35, +18, −7" says no operation but
its "add"."""


def _first_of_items(words: list[str], rest: str) -> bool:
    """Is a numbered lead-in the first of items numbered in order after it ("Day 1: 4.5 km | Day 2: 6 km |
    …")? Then it is a field of a form, not a label."""
    if len(words) != 2 or not words[1].isdigit():
        return False
    return re.search(rf"\b{re.escape(words[0])} {int(words[1]) + 1}\b", rest, re.IGNORECASE) is not None


def _without_lead_in(text: str) -> str:
    """The question without an instruction before a colon that says nothing more than "work this out":
    "Calculate the following:", "Quick one:", "Year 4 homework:", "Gauss's problem:", "Round 2 q 9:", "11+
    practice paper says:", "Times tables check practice (year 4):". "Find the sum: 606 and 394" keeps its
    "sum", "Round to 10:" its rounding."""
    lead_in = _LEAD_IN.match(text)
    if lead_in is None:
        return text
    lead = _NAMES_A_GAME.sub("", lead_in.group(1) + lead_in.group(2))  # "times tables", "double points"
    words, rest = re.sub(r"[,()-]|'s\b", " ", lead).split(), text[lead_in.end() :]  # "son's worksheet:"
    if _first_of_items(words, rest):
        return text
    said_in_rest = bool(_SIGN_BETWEEN_NUMBERS.search(rest))  # "Add: 3.75 + 5.8" says its operation again
    known = _LEAD_IN_WORDS | (_LEAD_IN_VERBS if said_in_rest else frozenset())
    labels: set[int] = set()  # a label's number and the word that numbers it: "year 4", "3 down"
    for i, word in enumerate(words):
        if word.isdigit() and i and words[i - 1] in _NUMBERED:
            labels |= {i - 1, i}
        elif word.isdigit() and words[i + 1 : i + 2] in _NUMBERING:
            labels |= {i, i + 1}
    unnumbered = [w for i, w in enumerate(words) if i not in labels]
    others = [w for w in unnumbered if w not in FILLERS and w not in known]
    if _names_the_signs(unnumbered, rest) and len(others) <= 2:
        return rest  # "Total covers: 48 + 62 + 35 = ___": the lead-in names the sum written
    if any(word in _NAMED_IN_LEAD_IN or word in _NEAR_ENOUGH for word in unnumbered) or any(
        w[0].isdigit() or w in _OPERATION_WORDS for w in others
    ):
        return text
    if not others or (unnumbered and unnumbered[-1] in _TITLED and len(others) <= 2):
        return rest
    if unnumbered[:2] in _QUICK_ONE and len(others) <= 5:
        return rest  # "Quick one before the month-end:", "Quick question for the maths lot:"
    return text


_QUICK_ONE = (["quick", "one"], ["quick", "question"], ["quick", "q"])
"""A lead-in that calls what follows a quick question, whatever else it says of it."""


_BLANK = lazy(r"=\s*[□☐]+|[□☐]+\s*=|[□☐]", needs="□|☐")
_BLANK_FIRST = lazy(r"^[\s_]*=", needs="=")  # "□ = 36 + 47": the blank comes first
_EQUALS_ASKED = lazy(r"(?<=\d)\s*=\s*(?=\?+\s*(?:$|([a-z]+)))")
"""An equals sign after a bare number with only a question mark for its answer, before a filler word or
none: "23x 4 =?? quick" (not "2.5 m × 4 = ? cm", "12.5kg / 5 batches = ? kg each", whose words after are
its answer's unit)."""


_EQUALS_WHAT = lazy(r"(?<=\d)\s*=\s*(?:what|wat|wot|wut)\s*[?!.]*\s*$", needs="=")
"""An equals sign with "what" for its answer, the last words of the message: "500 + 250 + 500 = wat"."""


def _equals_asked(found: re.Match[str]) -> str:
    return " " if found.group(1) is None or found.group(1) in FILLERS else found.group()


_DOTS = lazy(r"\.\s?\.\s?\.+", needs=".")
_DOTS_LAST = lazy(r"=\s*…\s*$", needs="…")
_DOTS_FIRST = lazy(r"^\s*…\s*=", needs="…")
_POWER = lazy(f"[{_SUPERSCRIPTS}]+", needs="|".join(_SUPERSCRIPTS))
_GROUPED = lazy(r"(?<![\d.])\d{1,3}(?:,\d{3})+(?!\d|,\d)", needs=",")
_HYPHENATED = lazy(
    r"(?<=[a-z])-(?=[a-z])|(?<=\d)-(?=(?:minutes?|mins?|hours?|hrs?|seconds?|secs?|days?|weeks?|months?|years?"
    r"|digits?|pack|page|point|course|star|sided|piece|seater|storey|figure|part|player|team)\b)",
    needs="-",
)
"""A hyphen inside words or between a number and its unit of time or a thing it counts: "forty-seven", "a
35-minute walk", "a 4-digit PIN", "a 12-pack"."""
_TIMES_X = lazy(r"(?<=\d)\s*x\s*(?=[£$€]?[-.]?\d)", needs="x")
_THINGS_TIMES_X = lazy(r"(?<=\d)( [a-z]+s) x (?=[£$€]?[-.]?\d)", needs=" x ")
"""An "x" between a count of things and a number: "4 sets x 12 reps", "36 units x £4.25" (a calculation, its
things beside its numbers)."""
_TAKE_AWAY = lazy(r"(?<=[\d)])\s*-\s*", needs="-")  # a minus between numbers takes away
_SIGN = lazy(r"-\s+(?=[\d.(])", needs="-")  # any other minus is a sign
_STRETCHED = lazy(r"([a-z])\1{2,}")
_ENDS = lazy(r"^(?:[;,] ?)+|(?: ?[;,])+$", needs=";|,")
_COLON_DIVIDES = lazy(
    r"^((?:[a-z' ,]*\b(?:division|divide|calculate|compute|evaluate|perform|work out|find|orally|mentally)\b"
    r"[a-z' ,]*: )?[a-z' ,]*-?[\d.]+) : (?=-?[\d.]+[\s=?.!]*$)",
    needs=" : ",
)
"""A question that is only "48 : 6" (with words before it, or an instruction to work it out: "Calculate
orally: 360 : 4"), division as many schools write it; "3 : 2" beside other sentences ("Score: 3 : 2") may be
a ratio or a score, and is left alone."""
_MODULO = lazy(r"(?<=\d)(?: %%? |%%?)(?=\d)", needs="%")
"""A percent sign between two numbers, spaced alike on both sides, is the remainder as programmers write it:
"17 % 5", "17%5", R's "17 %% 5"; "15% 80" (15 percent, then 80) is left as percent."""
_LABEL_IS = lazy(
    r"(?:^|(?<=[.?!:;,\n] )|(?<=\n))((?:question|q|problem|exercise|task|item|sum) ?\d{1,3}[a-z]?)"
    r" (?:is|was|reads|says)(?= [-−]?[\d£$€])",
    needs="question|q|problem|exercise|task|item|sum",
)
"""A worksheet's numbered question told as what it is, beginning a sentence: "Question 3 is 6,482 + 3,759" is
"Question 3: 6,482 + 3,759"."""
_NUMBERS_COUNTED = lazy(r"\bhow many numbers\b", needs="how many numbers")
"""The numbers of a calculation counted, said in a word no filler stands for: "1 + 2 + … + 20, how many
numbers is that?" asks 20, never the sum (was 210)."""
_ASKED_AFTER_A_PAUSE = lazy(
    r"\b(?:so )?(?:that|which|this) (?P<verb>leaves|makes|gives|comes to)(?: …)+"
    r" (?P<asked>how (?:much|many)|what)\b"
)
"""A result thought aloud, then asked after a pause: "so that leaves... um... how much?" asks "how much does
that leave"."""


def _asked_after_a_pause(found: re.Match[str]) -> str:
    verb = found.group("verb")
    return f"{found.group('asked')} does that {verb.removesuffix('s') if ' ' not in verb else 'come to'}"


_HALF_OF_DAY_DOTTED = lazy(r"(?<=[\d ])([aApP])\.([mM])\.(?P<said_on>[ \t]+[a-z])?", needs=".m.|.M.")
"""A clock's "a.m."/"p.m.": its stops are no sentence's end, and its last one is none before a word said on
in small letters ("from 10:40 a.m. to 1:05 p.m." is one question)."""


def _half_of_day(found: re.Match[str]) -> str:
    return f"{found.group(1)}{found.group(2)}{found.group('said_on') or '.'}"


_EXPLAIN_CUES = "eli|like i am|step|break"
_EXPLAINED = lazy(
    r"\b(?:eli ?5|explain (?:it |this )?like i am (?:five|5|a child|a kid)|step by step"
    r"|(?:show|give|tell|walk|take|talk) (?:me |us )?(?:through )?(?:each|every|all the|the) steps?"
    r"(?: (?:of|for|in|to)\b|(?=\s*(?:[.!?;,]|$))))"
    r"|\bbreak (?:it |this |that )?down\b(?P<broken>.*?) into (?:simple |easy |small )?steps\b"
)
"""Asking for the working, which the coach shows with every answer: "ELI5", "step by step", "show me each step
of -15 - 25", "… Walk me through each step.", "break down 2⁹ into steps"."""
_PARAGRAPH_END = lazy(
    r"(?<![?!.:\s])[ \t]*\n[ \t]*\n"
    r"|(?<=[a-z])[ \t]*\n(?=[ \t]*-?\(?[£$€]?\d(?:[^\n]*?[-+*/×÷=^][ \t]*-?\(?[£$€]?\d"
    r"|[\d.]* (?:plus|minus|times|divided|multiplied|mod|to the power|squared|cubed)\b))"
)
"""A blank line after a line with no stop at its end, or a line of words above a calculation ("Can anyone do
this\n1 h 25 min + 50 min?", "Stuck on this one\n45 plus 38?"): the line is a sentence, or a title, of its
own."""
_MARKS = lazy(r"\(\s*\d+\s*marks?\s*\)", needs="mark")  # "[2 marks]" after a worksheet question


def normalise(text: str) -> str:
    """One spelling for every symbol and contraction, tokens split by single spaces."""
    text = _RULE.sub("", text) if "\n" in text else text
    text = _MODULO.sub(" mod ", text)
    text = _HALF_OF_DAY_DOTTED.sub(_half_of_day, text)
    text = _KISSES.sub(r"\1", text.translate(_CHARACTERS).lower())
    text = text if text.isascii() else _without_pictures(text)
    text = _LABEL_IS.sub(r"\1:", text)
    text = _NUMBERS_COUNTED.sub("how many terms", text)
    text = _ONE_MORE.sub("", digits_as_words(_HESITATION.sub(" ", text)))
    text = _LABEL.sub("", _without_lead_in(_LABEL.sub("", text)))
    text = _ODD_ONE.sub("quick ", _TITLE.sub("teacher", text))
    text = _BLANK_FIRST.sub("", _BLANK.sub(" = ", text))
    text = _EQUALS_WHAT.sub("", _EQUALS_ASKED.sub(_equals_asked, text)) if "=" in text else text
    if any(a == b == c and a.isalpha() for a, b, c in zip(text, text[1:], text[2:], strict=False)):
        text = _STRETCHED.sub(r"\1", text)  # "soooo", "ummm", "pleeease": one letter for the stretch
    text = _DOTS.sub(" … ", text)
    text = _DOTS_FIRST.sub("", _DOTS_LAST.sub(" = ", text))  # "0.5 × 0.4 = ....": the answer
    text = _POWER.sub(lambda m: " ^ " + m.group().translate(_FROM_SUPERSCRIPT), text)
    text = text.replace("**", "^")
    text = with_decimal_points(text)
    text = _GROUPED.sub(lambda m: m.group().replace(",", ""), text)
    text = _HYPHENATED.sub(" ", text)
    text = _DASH.sub(_dash_or_minus, text)
    for needed, pattern, replacement in _CONTRACTIONS:
        if mentions(needed, text):
            text = re.sub(pattern, replacement, text)
    if mentions(_EXPLAIN_CUES, text):
        text = _EXPLAINED.sub(lambda found: f"explain {found.group('broken') or ''}", text)
    text = text.replace("'", " ")
    text = re.sub(r"(?<=\d)(?=[a-z])|(?<=[a-z])(?=\d)", " ", text)
    if mentions("old", text):
        text = re.sub(r"\b(my|our|his|her|your) ([a-z]+|\d+) (?:years?|yrs?) old\b", _a_child, text)
    text = _SCHOOL_YEAR.sub(_a_pupil, text)
    text = _THINGS_TIMES_X.sub(r"\1 * ", _TIMES_X.sub(" * ", text))
    text = _COLON_DIVIDES.sub(r"\1 / ", text)
    text = _MARKS.sub(" ", text)
    text = _PARAGRAPH_END.sub(" ; ", text) if "\n" in text else text
    text = re.sub(r"[?!]+|\.(?!\d)|(?<!\d):|:(?!\d)", " ; ", text)
    text = re.sub(r"\s*([+*/^=(),;])\s*", r" \1 ", text)
    text = _SIGN.sub("-", _TAKE_AWAY.sub(" ~ ", text))
    text = text.replace("~", "-").replace("-(", "- (")
    text = re.sub(r"\s+", " ", text).strip()
    text = _CAN_OR_NOT.sub(r"\1", _SAID_SQUARE.sub(r" \1d", _as_learners_say(text)))
    if " / 4" in text:
        from quickmath.offline.reading.time_signatures import as_beats_to_a_bar  # only for a signature

        text = as_beats_to_a_bar(text)  # "a song in 4/4" is 4 beats to a bar
    text = _ASKED_AFTER_A_PAUSE.sub(_asked_after_a_pause, text) if "…" in text else text
    return _ENDS.sub("", text).strip()


_SPELT_AS_SAID = {
    "meny": "many", "menny": "many", "remaynder": "remainder", "remander": "remainder",
    "remainda": "remainder", "divisabul": "divisible", "divisibul": "divisible", "devisible": "divisible",
    "thier": "their", "sed": "said",
    "frends": "friends", "freinds": "friends", "eech": "each", "eatch": "each",
    "altogevver": "altogether", "togevver": "together", "anser": "answer", "ansa": "answer",
    "shair": "share", "shaired": "shared", "timez": "times", "nummber": "number", "wat": "what",
    "wot": "what", "wats": "what is", "wots": "what is",
}  # fmt: skip
"""Words as children spell them by their sound, which are no other word: "how meny legs", "wat is the
remaynder", "is 36 divisabul by 4"."""
_SPELT = lazy(r"\b(?:" + "|".join(_SPELT_AS_SAID) + r")\b")
_ONE_NUMBER = r"-?[\d.]+(?![\d.]| (?:and|or|to)\b)"
"""A number on its own, not the first of two ("between 10 and 20")."""
_ONE_PART = r"-?[\d.]+(?![\d.:%]| (?::|%)| ; -?\d| (?:and|or|to|ratio|percent)\b)"
"""A number to divide by, not the first of a ratio ("divided in 2 : 3") or a percent."""
_BARE = r"\d+(?:\.\d+)?(?![\d.:%])"
"""A number with no sign, unit or price on it."""
_ASKED_BY_DOING = r"(?:how (?:much|many)|what) (?:makes?|gives?|does|do|equals?|comes? to)"
_ASKED_IS = r"(?:how (?:much|many)|what) (?:is|are)"
"""A question that asks what two numbers make, as "quanto fa", "cuánto es" say it: "how much makes 7 per 8",
"How many is 27 for 4?"; only two bare numbers and nothing more in the sentence, which no rate or price is
("£3 per kilo", "3 for £5", "12 for 3, how much each?")."""
_SOMEONE_ELSE = (
    r"(?:my|his|her|our) (?:brother|sister|mum|mom|dad|friend|mate|teacher|nan|gran|grandma|grandad|son"
    r"|daughter|kid|wife|husband|cousin) (?:said|says|thinks|reckons|got|gets)\b"
)
"""Another's answer told after a question with no stop between them, as children write: "wat is 3 cubed my
brother sed its 9"."""
_LEARNERS = [
    ("said|says|sed|thinks|reckons|got", rf"(?:(?<=\d)|(?<=squared)|(?<=cubed)) (?={_SOMEONE_ELSE})", " , "),
    ("ther", r"\bther (?=is|are|was|were|will)\b", "there "),
    ("ther", r"\bther\b", "their"),
    ("divisible", rf"\bdivisible (?:on|per|between|through|with|for|to) (?={_ONE_NUMBER})", "divisible by "),
    ("divided", rf"\bdivided (?:on|per|through|with) (?={_ONE_NUMBER})", "divided by "),
    ("divided", rf"(?<=\d) divided (?:for|in) (?={_ONE_PART})", " divided by "),
    ("dived", rf"(?<=\d) dived by (?={_ONE_NUMBER})", " divided by "),
    ("divide", rf"\b(divide (?:it|this|that|-?[\d.]+(?: (?!by\b|and\b|or\b)[a-z]+)?)) (?:on|through|for|in)"
     rf" (?={_ONE_PART})", r"\1 by "),
    ("divide", rf"\b(?:how much|what) (?:rests?|remains?|stays?|is left|rest (?:stays?|remains?)) (?:if|when)"
     rf" (?:i|you|we|one) divide (-?[\d.]+) (?:by|through|on|for|in|between|among) ({_ONE_PART})(?= ;| ,|$)",
     r"the remainder of \1 / \2"),
    ("rest|remain", r"(?<!many )(?<!much )\b(?:rest|remain) (?=(?:of|from|after|when|in) (?:the )?"
     r"(?:division|dividing|\d+ (?:is |was )?divided))", "remainder "),
    ("division", r"\bremainder (?:of|from|after|in) (?:the )?division of ", "remainder of dividing "),
    ("power", r"(?<=\d) to (second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d+(?:st|nd|rd|th))"
     r" power\b", r" to the \1 power"),
    ("double|triple|treble", r"\bthe (double|triple|treble) of (?=\d)", r"\1 "),
    ("square|cube", r"(?<=\d) (square|cube)(?= (?:add|plus|\+) (?:-?\d|…)| (?:equals?|=)(?: ;|$))", r" \1d"),
    ("add", r"(?:(?<=squared)|(?<=cubed)|(?<=…)) add (?=-?\d|…)|(?<=\d) add (?=…|-?[\d.]+ (?:add|plus) …)",
     " plus "),
    ("elevat", r"(?<=\d) elevated (?:to|at|on|in) (?:the )?(square|cube)\b", r" \1d"),
    ("elevat", r"(?<=\d) elevated (?:to|at|on|in)\b", " raised to"),
    ("until|till", r"\b((?:sum|total) (?:of|from) -?\d+) (?:until|till) (?=-?\d)", r"\1 to "),
    ("search|seek|look", r"^(?:i|we) (?:search|seek|look for|am looking for|are looking for)(?: for)?"
     r" (?:the )?(?:result|answer|value) of\b", "what is"),
    ("correct", r"(?<=, )is correct(?= ;|$)", "is it correct"),
    ("mal|keer|kere|fois|por|vezes|veces|volte", r"(?<=\d) (?:mal|keer|kere|fois|por|vezes|veces|volte)"
     r" (?=-?[\d.])", " times "),
]  # fmt: skip
"""(text the rewrite needs, pattern, replacement): the words of a learner of English said as a native speaker
would say them: "is 135 divisible on 5", "the rest of the division of 145 by 9", "17 to second power", "the
double of 365", "15 square is 225, is correct?", "345 divided in 5", "how much rests if I divide 100 between
7", "4 elevated at 5", "the sum of 1 until 25", "I search the result of …", "17 mal 6", "how much makes 7 per
8", "How many is 27 for 4?" (see `_times_said_per`)."""
_PER_OR_FOR = lazy(
    rf"^(?:({_ASKED_BY_DOING}(?: it)?) ({_BARE}) (?:per|for) |({_ASKED_IS}) ({_BARE}) for )"
    rf"(?={_BARE}(?: ;|$))"
    rf"|^({_BARE}) (?:per|for) (?={_BARE} (?:makes?|gives?|equals?) (?:how (?:much|many)|what)(?: ;|$))"
)
_A_RATE_ASKED = lazy(
    r"\b(?:how|what|which|each|one|per|apiece|piece|kilos?|price|cost|costs|pay|buy|sell|sold|person|people)\b"
    r"|[£$€]"
)
"""Words after the question that may make its "per" or "for" a rate or a price: "how much is 12 for 3? how
much for one?" (4 each, not 36)."""


def _times_said_per(text: str) -> str:
    """ "how much makes 7 per 8", "How many is 27 for 4?" → "… 7 times 8": "per" and "for" said for × between
    two bare numbers, as "quanto fa 7 per 8" says it; only in a question that opens the message, and with no
    other question, price or rate after it ("Apples: how much is 6 for 2?", "… 12 for 3? Each?" are left
    alone)."""
    found = _PER_OR_FOR.search(text)
    if found is None:
        return text
    end = text.find(" ;", found.end())
    if end >= 0 and _A_RATE_ASKED.search(text[end:]):
        return text
    asked, first = (found.group(1), found.group(2)) if found.group(1) else (found.group(3), found.group(4))
    said = f"{asked} {first}" if asked else found.group(5)
    return f"{said} times {text[found.end() :]}"


_DOUBLED = lazy(r"\b([a-z]{2,})(?: \1\b)+")
"""A word typed twice side by side: "is 84 divisible by by 6", "what is 6 to the the power 3"."""
_MEANT_TWICE = frozenset({
    "minus", "negative", "plus", "add", "times", "multiply", "double", "half", "halve", "square", "squared",
    "cube", "cubed", "not", "no", "very", "more", "less", "take", "away", "and", "or", "over", "into",
    "than", "from", "divide", "divided", "subtract", "power", "twice", "triple", "quarter", "third", "dot",
    "point", "etc", "blah",
})  # fmt: skip
"""Words that may mean something said twice ("5 minus minus 3", "double double 4", "dot dot dot"), or, said
twice, leave the question in doubt ("6 times times 2"): kept, so the question goes unread. A number word
said twice ("five five") may be 55: kept too."""


def _once(match: re.Match[str]) -> str:
    word = match.group(1)
    return match.group() if word in _MEANT_TWICE or word_value(word) is not None else word


_ABROAD = (
    "between|among|dividing|divide|more|if is|whether is|answer|result|is divisible|question mark|full stop"
    "|dure|durat| h |rest|how much|how many|square|cube|multiply|subtract|sum "
)
"""Words one of which a text must hold for a rewrite of `reading.abroad`."""


def _as_learners_say(text: str) -> str:
    text = _DOUBLED.sub(_once, text)
    if any(word in text for word in _SPELT_AS_SAID):
        text = _SPELT.sub(lambda found: _SPELT_AS_SAID[found.group()], text)
    for needed, pattern, replacement in _LEARNERS:
        if mentions(needed, text):
            text = re.sub(pattern, replacement, text)
    if mentions(_ABROAD, text):
        from quickmath.offline.reading.abroad import as_natives_say  # only for a learner's shapes

        text = as_natives_say(text)
    return _times_said_per(text) if mentions("per|for", text) else text


_DASH = lazy(r"(?:(\S+) )?(?<!\S)([a-z]+) - (?=\S)|^- (?=[a-z])", needs="- ")
"""A spaced dash after a word, or a bullet: "Quick q - what's 256 ÷ 16?", "- what is 47 + 9"."""
_ITEM = frozenset({
    "quick", "last", "another", "this", "next", "easy", "hard", "tricky", "simple", "final", "new", "other",
    "that", "good", "fun", "nice", "big", "first",
})  # fmt: skip
"""Words that make "one" an item, not a number: "quick one - 256 ÷ 16"."""


_WORD_NEXT = lazy(r"[a-z]{2,}\b(?! ?[-+*/])")
"""A word after the dash, not a number or a unit's sign: "£86 in £2 coins - how many coins is that?"."""


def _dash_or_minus(match: re.Match[str]) -> str:
    """A dash between words is a pause (" , "), not a minus sign; after a number word it takes away ("fifty -
    8", "twenty - five"), and after a unit on a number it is left to the readers ("3 km - 1 km")."""
    before, word = match.group(1) or "", match.group(2)
    if word is None:
        return ""  # a bullet before the question
    on_a_number = re.fullmatch(r"[-\d.,:)£$€]+|[\d.]+[a-z°]*", before)
    if on_a_number and not _WORD_NEXT.match(match.string, match.end()):
        return match.group()  # "3 km - 1 km": the word is a unit on a number
    if word_value(word) is not None and (word != "one" or before not in _ITEM):
        return f"{before} {word} ~ " if before else f"{word} ~ "  # "fifty - 8", "twenty - five": take away
    return f"{before} {word} , " if before else f"{word} , "


_ODD_ONE = lazy(
    r"^(?:(?:here is|here s|this is|got) )?(?:an? )?(?:odd|weird|strange) (?=one\b(?! out))",
    needs="odd|weird|strange",
)
"""A question called an odd one at the start ("Odd one from my lad's homework: …"): read as a quick one, as
"odd" says nothing of the numbers there; "the odd one out" still asks."""
_TITLE = lazy(r"\b(?:mr|mrs|ms|dr)\.? [a-z]+\b", needs="mr|ms|dr")
"""A person named with a title, "Mrs Tan ask what is 14 cube": the name is not a word of the question
("tan")."""
_SAID_SQUARE = lazy(
    r"(?<=\d) (square|cube)(?= ;| ,|$| is (?:how much|how many|what|-?[\d.]+)(?: ;| ,|$))",
    needs="square|cube",
)
"""A number then "square" or "cube" at the end of a question, as many learners of English say "squared":
"Kindly calculate 39 square.", "what is 14 cube"."""
_CAN_OR_NOT = lazy(
    r"^((?:[a-z]+ ){0,2}can (?:you |u )?(?:help (?:me )?)?"
    r"(?:tell|count|calculate|work|do|check|find|add|give)\b.*) or not(?= ;|$)",
    needs="or not",
)
"""A request asked "can … or not?", as in Singapore and Malaysia: "Can tell me 2.4 plus 3.85 or not?"."""


_KISSES = lazy(r"((?:[?!.]|\b(?:ta|thanks|thank you|cheers|love|thx|ty|bye))[ \t]+)x{1,4}[ \t]*$", needs=" x")
"""Kisses after a message's last sentence or its thanks: "… what's 89 + 156? Ta x" (no unknown x)."""


_HESITATION = lazy(r"\b(?:u+m+|u+h+|e+r+m+|e+r{2,}|h+m+|a+h+)\b", needs="um|uh|erm|err|hm|ah")
"""A sound said while thinking, which can fall between the words of a phrase: "add 478 and uh 256"."""


_VERBS = r"b|be|get|go(?! into\b| in to\b)|do|see|find|work|wrk|know|kno|knw|ask|check|solve|figure"
_PEOPLE = r"me|you|u|my|ur|your|us|him|her|them|our|his|their"
_NO_SIGN_AFTER = r"\b(?! ?[-+*/x×÷])"
_ANYWHERE = lazy(
    rf"(?<=[a-z] )(?:(4)|(2)) (?=(?:kno|know|knw|do|get|find|work|see|ask|check|go(?! into\b| in to\b)|solve"
    rf"|figure)\b"
    rf"|(?:me|u){_NO_SIGN_AFTER})",
    needs="2 |4 ",
)
_IN_A_TEXTED_MESSAGE = lazy(
    rf"(?<=[a-z0-9] )(?:(4) (?=(?:{_PEOPLE}){_NO_SIGN_AFTER}|\d{{1,2}}:\d\d(?!\d))"
    rf"|(2) (?=(?:{_VERBS}|{_PEOPLE}){_NO_SIGN_AFTER}))",
    needs="2 |4 ",
)
_TAKES_A_NUMBER = frozenset({
    "plus", "minus", "times", "by", "of", "and", "or", "add", "from", "than", "take", "subtract",
    "multiply", "divide", "divided", "over", "into", "between", "is", "are", "was", "were", "be", "about",
    "only", "just", "nearly", "around", "like", "last", "first", "top", "every", "each", "per", "the",
    "those", "these", "all", "my", "your", "our", "their", "his", "her", "for", "to", "with", "at", "in",
    "on", "x", "squared", "cubed",
})  # fmt: skip
"""Words a number of the sum may follow ("add 4 me"? "4" is added; "at 4 my time")."""


def digits_as_words(text: str, *, texted: bool = False) -> str:
    """The text with its texted "2" and "4" as "to" and "for"; `texted`: the message is texted short."""
    return (_IN_A_TEXTED_MESSAGE if texted else _ANYWHERE).sub(_as_a_word, text)


def _as_a_word(found: re.Match[str]) -> str:
    before = found.string[: found.start()].split()[-1:]
    if not before or before[0] in _TAKES_A_NUMBER or not before[0][-1:].isalnum():
        return found.group()
    return "for " if found.group(1) else "to "


_ONE_MORE = lazy(
    r"^(?:[a-z]+ ){0,2}(?:1|one) more(?: (?:q|question|one|thing|sum))?\s*(?=[:,;])", needs="more"
)
"""A lead asking one more question, whose "1" counts questions: "sry 1 more: 81 ÷ 27?"."""


def _without_pictures(text: str) -> str:
    """The text without emoji and other pictures ("🙏", "😂", "🥶"), which say nothing of the question; the
    degree sign, the power sign and the backtick of code stay ("🤓 what's 2^8")."""
    from unicodedata import category

    return "".join(
        " " if (category(c) in ("So", "Sk", "Cn", "Co") and c not in "°^`") or c in "\ufe0f\u200d" else c
        for c in text
    )


_PUPILS = r"(?:son|daughter|child|kid|kids|boy|girl|student|students|pupil|pupils|class|children|teacher)"
_SCHOOL_YEAR = lazy(
    rf"\b(?:(?P<whose>my|our|his|her|their) (?:year|yr|grade|primary|p|form|class)|year|yr|grade|primary)"
    rf" \d{{1,2}}(?: {_PUPILS}\b|(?= (?:is|are|was|were|has|have|had|does|do|did|got|gets|can|could|needs?"
    r"|wants?|asked|asks|homework|maths|math|worksheet|test|sats|level|work|question|questions)\b)"
    r"|(?=(?: (?!plus|minus|times|divided|multiplied|add|take|squared|cubed|of|and|to)[a-z]+){0,2}"
    r" (?:homework|worksheet|quiz|test|exam|paper|lesson|class|textbook|workbook|assignment|sheet)\b))",
    needs="year|yr|grade|primary|p |form|class",
)
"""A school year named as a child or a class, not a number of the question: "my year 6 is doing long
division", "a grade 3 student", "his year 4 homework", "our p5 class", "the Year 8 indices worksheet",
"tomorrow's Year 5 quiz"; not "in year 2 the price was"."""


def _a_pupil(match: re.Match[str]) -> str:
    return f"{match.group('whose')} child" if match.group("whose") else "child"


def _a_child(match: re.Match[str]) -> str:
    """ "my 8 year old" is a child, not a number in the question: "my 8 year old wants to know 5 + 6"."""
    age = match.group(2)
    return f"{match.group(1)} child" if age.isdigit() or word_value(age) is not None else match.group()


FILLERS = frozenset({
    "what", "is", "are", "was", "be", "the", "a", "an", "how", "do", "does", "did", "doing", "i", "me", "my",
    "you", "your", "can", "could", "would", "will", "please", "pls", "show", "tell", "teach", "explain",
    "give", "quick", "quickly", "fast", "faster", "easy", "easier", "easiest", "simple", "simply", "best",
    "good", "nice", "way", "ways", "trick", "tricks", "shortcut", "method", "to", "in", "head", "mind",
    "mentally", "mental", "work", "working", "worked", "out", "calculate", "calculating", "compute", "find",
    "figure", "solve", "answer", "value", "result", "of", "for", "with", "on", "hey", "hi", "hello", "ok",
    "okay", "so", "um", "uh", "well", "just", "really", "actually", "now", "then", "next", "it", "this",
    "that", "there", "here", "let", "us", "we", "like", "know", "want", "need", "help", "number", "numbers",
    "sum", "math", "maths", "arithmetic", "question", "problem", "calculator", "without", "paper", "using",
    "use", "again", "see", "try", "about", "much", "get", "if", "make", "makes", "equal", "equals", "come",
    "comes", "gives", "think", "reckon", "guess", "believe", "evaluate", "determine", "simplify", "lol", "u",
    "im", "stuck", "umm", "hmm", "plz", "asap", "write", "down", "missing", "copy", "complete", "fill",
    "blank", "short", "long", "division", "multiplication", "addition", "subtraction", "inclusive", "sorry",
    "mate", "hw", "homework", "when", "many", "ugh", "never", "remember", "forget", "always", "state",
    "following", "thx", "thanks", "yo", "right", "cheers", "below", "omg", "brb", "btw", "product",
    "difference", "quotient", "bother", "but", "may", "ask", "wonder", "kindly", "trouble", "dear", "tutor",
    "morning", "afternoon", "evening", "hope", "have", "clever", "tip", "tips", "any", "random", "last", "q",
    "looking", "break", "wut", "wat", "wot", "son", "daughter", "child", "kid", "wants", "wanted", "checking",
    "tricky", "smart", "neat", "something", "another", "grateful", "appreciate", "appreciated", "wondering",
    "curious", "teacher", "sheet", "says", "asks", "asked", "needs", "needed", "tonight", "today",
    "his", "our", "their", "one", "helping", "helps", "column", "columns", "grid", "written", "formal",
    "compact", "expanded", "partitioning", "chunking", "stop", "lattice", "strategy", "technique",
    "marks", "hm", "plese", "dumb", "silly", "stupid", "k", "kk", "which", "boy", "girl", "kids", "alexa",
    "siri", "cortana", "google",
})  # fmt: skip
"""Words that carry no maths in a question; anything else left over makes the reader give up."""


_HOW_ASKED = frozenset({"much", "many", "long", "far"})


def asks_in_place(words: list[str]) -> bool:
    """Do the words of one sentence ask "how much/many/long/far" after a word that is no filler, with at most
    one word after it ("it rests how many time")? ("so how long" asks what the words before it read.)"""
    if not all(word.replace("'", "").isalpha() for word in words):
        return False
    return any(
        word == "how"
        and following in _HOW_ASKED
        and len(words) - place <= 3
        and any(said not in FILLERS for said in words[:place])
        for place, (word, following) in enumerate(pairwise(words))
    )


_BESIDE_ONE = (
    r"plus|minus|times|divided by|multiplied by|by|over|add|added to|subtract|take away|from|to|and|equals"
    r"|[-+*/^=()]"
)
_ONE_AFTER = lazy(rf"\b(?:{_BESIDE_ONE}|than) $|(?:^|[-+*/^=(]) $")
_ONE_BEFORE = lazy(rf"^ (?:{_BESIDE_ONE}|(?:more|less) than)\b|^ [-+*/^=)]")
"""A lone "one" is a number beside an operation ("a thousand minus one", "one more than 9") or alone in the
message; anywhere else it is a word: "the last one", "another one", "one more", "one mountain"."""
_A_HUNDRED = lazy(r"\ba (hundred|thousand|million|billion)\b", needs="hundred|thousand|million|billion")
_NEGATIVE = lazy(r"\bnegative (?=\d)", needs="negative")
_WORDS_TIMES_X = lazy(r"(?<=\d) x (?=-?\d)", needs=" x ")
"""An "x" between numbers one of which was said in words ("twelve x 15"), read as times once it is in
digits, as `normalise` reads "12 x 15"."""
_POINT = lazy(r"(?<![\d.])(\d+|\bone) point (\d+)\b(?! \d)", needs="point")
"""A decimal said in words: "two point five" is 2.5, its digits as written; "one point twenty five" is 1.25
(a lone "one" is otherwise left a word)."""
_DIGIT_WORDS = {
    "zero": "0", "oh": "0", "nought": "0", "one": "1", "two": "2", "three": "3", "four": "4", "five": "5",
    "six": "6", "seven": "7", "eight": "8", "nine": "9",
}  # fmt: skip
_DIGIT_WORD = "|".join(_DIGIT_WORDS)
_SAID_DECIMALS = lazy(
    rf"\b(\d+|[a-z]+(?:-[a-z]+)?) point((?: (?:{_DIGIT_WORD}))+)\b"
    r"(?! (?:hundred|thousand|million|billion)\b)",
    needs="point",
)
"""The digits after a point said one by one ("three point one four"): 3.14, as the digits are said."""


def _said_decimals(found: re.Match[str]) -> str:
    whole = found.group(1)
    if not whole.isdigit() and word_value(whole) is None:
        return found.group()  # "at this point one of them": no number before the point
    return f"{whole} point {''.join(_DIGIT_WORDS[word] for word in found.group(2).split())}"


_SCALES = {"hundred": 2, "thousand": 3, "million": 6, "billion": 9}
_BARE_SCALES = tuple(_SCALES)
_SAID_FOR_A_NUMBER = lazy(r"(?<!\d )(?<!\bup )\b(?:to|too|for) $")
"""A "to", "too" or "for" right before a scale word, which may be a number said alike ("plus to hundred"
may be 200; see `reading.layouts.said_alike`); after a number or "up" it is a word ("1 to hundred", "up to
thousand")."""
_SCALE_WORDS = "|".join(_SCALES)


def number_words(text: str) -> str:
    """Number words as digits: "forty-seven plus nine" → "47 + 9", "a thousand minus one" → "1000 - one"
    read as "1000 - 1", "negative twelve" → "-12". Reading a number is not doing the maths: each number is
    read whole by text2num (through `quickmath.numbers`), never built up by adding its parts here."""
    if not re.search(r"[a-z]", text):
        return text
    text = _A_HUNDRED.sub(r"one \1", text)
    if " point " in text:
        text = _SAID_DECIMALS.sub(_said_decimals, text)
    if mentions(_SCALE_WORDS, text):
        text = _in_the_scale_asked(text)
        text = _SCALED_AND_MORE.sub(_place_values, text)
        text = re.sub(rf"(?<![\d.])(\d+(?:\.\d+)?) ({_SCALE_WORDS})\b", _digits_and_scale, text)
    pieces: list[str] = []
    last = 0
    for found in word_numbers(text):
        before, after = text[: found.start], text[found.end :]
        if text[found.start : found.end].endswith("s"):
            continue  # "sevens": a count of sevens, read by `_plural_number` below
        if _SAID_FOR_A_NUMBER.search(before[-12:]) and text[found.start :].startswith(_BARE_SCALES):
            continue  # "plus to hundred": "two hundred" or "a hundred"? Left in words, so it is asked about
        lone_one = text[found.start : found.end] == "one"
        beside = _ONE_AFTER.search(before[-16:]) or _ONE_BEFORE.search(after[:16])
        if lone_one and not beside and (before.strip() or after.strip()):
            continue
        pieces += [text[last : found.start], str(found.value)]
        last = found.end
    text = re.sub(r"(how many |\d )([a-z]+?)(es|s)\b", _plural_number, "".join([*pieces, text[last:]]))
    text = _POINT.sub(
        lambda found: f"{found.group(1).replace('one', '1')}.{found.group(2)}", _NEGATIVE.sub("-", text)
    )
    return _WORDS_TIMES_X.sub(" * ", text) if " x " in text else text


_SCALED_AND_MORE = lazy(
    rf"(?<![\d.,] )(?<![\d.,])\b([1-9]\d{{0,2}}) ({_SCALE_WORDS}) (?:and )?(\d{{1,3}})\b"
    rf"(?! ?(?:{_SCALE_WORDS}|point|[.,:]\d))",
    needs="hundred|thousand|million|billion",
)
_TWO_NUMBERS_ASKED = lazy(
    r"\b(?:multiply|multiplied|add|added|adding|sum|product|difference|between|subtract|divide|total|both"
    r"|from|and|than)\b"
)
"""Words before a number that ask for two numbers, which an "and" may join: "multiply 3 hundred and 4"."""


_SCALE_ASKED = lazy(
    r"(?:(?: ,)? \b(?:in|as) (?:[£$€] ?)?(million|thousand|billion)s(?: of [a-z]+)?\b"
    r"|\b(?<=how many )(million|thousand|billion)s? )",
    needs="millions|thousands|billions|how many million|how many thousand|how many billion",
)
_NUMBER_IN_DIGITS = lazy(rf"(?<![\w.])\d[\d.]*(?: ({_SCALE_WORDS})\b)?")


def _in_the_scale_asked(text: str) -> str:
    """ "$2.45 million and $3.1 million, in millions of dollars?" → "$2.45 and $3.1": an answer asked in the
    scale every number is said in is read in that scale, each number as written. Left alone when a number is
    said in another scale, with none, or in words: then the scale asked is left for `reading.guards` to ask
    about."""
    asked = _SCALE_ASKED.search(text)
    if asked is None:
        return text
    scale = asked.group(1) or asked.group(2)
    rest = text[: asked.start()] + text[asked.end() :]
    said_in = [found.group(1) for found in _NUMBER_IN_DIGITS.finditer(rest)]
    if not said_in or any(word != scale for word in said_in):
        return text
    kept = re.sub(rf"(?<![\w.])(\d[\d.]*) {scale}\b", r"\1", rest)
    return text if mentions(_SCALE_WORDS, kept) or any(word_numbers(kept)) else kept


_TOLD_SCALES = ("million", "billion")
"""Scales amounts are told in and answered in ("85 million"): a thousand is written out ("7000")."""


def in_one_scale(text: str) -> tuple[str, str] | None:
    """ "Transfer fee was 85 million, sold him on for 62 million" → ("… 85, … 62", "million"): every number
    said in digits in one scale, and none in words, read in that scale (the answer is told in it too). None
    when a scale is asked (`_in_the_scale_asked` reads it), a number is said in another scale or none, or
    fewer than two numbers are told."""
    if not mentions("million|billion", text) or _SCALE_ASKED.search(text):
        return None
    said_in = [found.group(1) for found in _NUMBER_IN_DIGITS.finditer(text)]
    if len(said_in) < 2 or len(set(said_in)) != 1 or said_in[0] not in _TOLD_SCALES:
        return None
    kept = re.sub(rf"(?<![\w.])(\d[\d.]*) {said_in[0]}\b", r"\1", text)
    return None if mentions(_SCALE_WORDS, kept) or any(word_numbers(kept)) else (kept, said_in[0])


def _place_values(match: re.Match[str]) -> str:
    """A number said in digits and a scale word with the rest of it after ("7 hundred and 20", "2 thousand and
    5") written in digits, each part in its place: "720", "2005", as text2num reads "seven hundred and
    twenty".
    Left alone when the rest does not fit in the scale's zeros ("7 hundred and 200"), or when the words before
    it may ask for two numbers ("multiply 3 hundred and 4": 304, or 300 and 4?)."""
    whole, scale, rest = match.groups()
    zeros = _SCALES[scale]
    if len(rest) > zeros or _TWO_NUMBERS_ASKED.search(match.string[: match.start()]):
        return match.group()
    return whole + rest.rjust(zeros, "0")


def _digits_and_scale(match: re.Match[str]) -> str:
    """ "3 thousand" → "3000", "2.5 million" → "2500000": the number as written, its point moved. Left alone
    when more of the number follows ("2 thousand and 5", "3 hundred 40"), which would need adding up."""
    following = re.match(r" (?:and )?([a-z]+|\d)", match.string[match.end() :])
    if following and (following.group(1).isdigit() or word_value(following.group(1)) is not None):
        return match.group()
    whole, _, decimals = match.group(1).partition(".")
    zeros = _SCALES[match.group(2)]
    if len(decimals) > zeros:
        return match.group()
    return (whole + decimals.ljust(zeros, "0")).lstrip("0") or "0"


def _plural_number(match: re.Match[str]) -> str:
    """ "How many sixes" → "how many 6 s", "8 sevens" → "8 7 s", "7 nines" → "7 9 s", as "how many 6s" and "8
    7s" are read."""
    stem, ending = match.group(2), match.group(3)
    value = word_value(stem)
    if value is None and ending == "es":
        value = word_value(stem + "e")  # "nines", "fives": the "e" is the word's own
    return f"{match.group(1)}{value} s" if value is not None else match.group()


def tokens(text: str) -> list[str]:
    return text.split()


def without_fillers(text: str) -> str:
    """The text with filler words and commas dropped: "how do i do 47 + 9 in my head" → "47 + 9", "use the bus
    stop method for 952 / 7" → "952 / 7" ("bus" alone names a thing: "the bus takes 4 h")."""
    words = tokens(text.replace("bus stop", "stop") if "bus stop" in text else text)
    return " ".join(t for t in words if t not in FILLERS and t not in {",", ";"})


def only_fillers(text: str) -> bool:
    return without_fillers(text) == ""


_OPENS = lazy(
    r"(?<=[a-z]) (?=(?:(?:just|so|now|please|pls|quick|quickly|but) )*"
    r"(?:tell me what|what is|how much is)\b)",
    needs="what is|how much is|tell me what",
)
"""Where a question starts after words told before it with no comma: "my essay is due at 11:59 oh god just
tell me what 18 x 12 is"."""
TIED_TO_WHAT_FOLLOWS = frozenset({
    "than", "of", "from", "to", "by", "into", "in", "on", "at", "over", "under", "with", "without", "is",
    "are", "was", "plus", "minus", "times", "add", "subtract", "multiply", "divide", "take", "and", "or",
    "not", "about", "for", "as", "but", "if", "when", "just", "so", "now", "please", "pls", "quick",
    "quickly",
})  # fmt: skip
"""A word before "what is" that ties the question to it ("5 more than what is 3 x 4", "take 5 from what…"),
or leads it ("just tell me what")."""


def pieces(text: str) -> list[str]:
    """The text cut where one question may end and another begin: ";", ",", "and", "also", "&", "…" between
    words, and before a question asked after words told with no comma ("… oh god just tell me what 18 x 12
    is"); never inside a run told to its end ("1 plus 2 plus 3 and so on , all the way up to 60", "1 cubed
    plus 2 cubed plus 3 cubed , continuing like this to 7 cubed")."""
    parts = re.split(
        r"\s*(?:;|,(?! (?:and so on|all the way|right up|up to|until|till|through|continu\w*|carry on"
        r"|carrying on|keep going|keeping going|go on|going on)\b)"
        r"|\band\b(?! so (?:on|forth)\b)|\balso\b|&|(?<=[a-z]) …(?= [a-z]))\s*",
        text,
    )
    return [piece.strip() for part in parts for piece in _at_question_start(part) if piece.strip()]


_REMARK_AFTER = lazy(
    r"(?<=\d) (?=(?:i|im|we|my|our|it is|its|this is|he|she|they|his|her|their)\b)",
    needs="i|im|we|my|our|it is|its|this is|he|she|they|his|her|their",
)
"""Where a remark starts right after a calculation, with no comma: at its subject ("what is 600 - 173 | my
brain is not working", "what is 45 * 12 | i always get these wrong")."""
_ENDS_A_CALCULATION = lazy(r"(?<![\d.])-?\d[\d.]*(?: [-+*/^] -?\d[\d.]*)+$")
"""A calculation written in signs at the end of the words before a cut ("what is 600 - 173")."""


def _at_question_start(part: str) -> list[str]:
    starts = [
        found.start()
        for found in _OPENS.finditer(part)
        if part[: found.start()].rsplit(" ", 1)[-1] not in TIED_TO_WHAT_FOLLOWS
    ]
    starts = sorted(starts + _remarks_after_a_calculation(part))
    return [part[i:j] for i, j in zip([0, *starts], [*starts, len(part)], strict=True)]


def _remarks_after_a_calculation(part: str) -> list[int]:
    if not mentions("i|im|we|my|our|it|its|this|he|she|they|his|her|their", part):
        return []
    return [
        found.start()
        for found in _REMARK_AFTER.finditer(part)
        if _ENDS_A_CALCULATION.search(part[: found.start()])
    ]


def pretty(math: str) -> str:
    """Normalised math text with the learner's symbols: "120 - 9 * ( 2 + 1 )" → "120 − 9 × (2 + 1)"."""
    shown = [SHOWN.get(token) or minus_signs(token) for token in tokens(math)]
    return " ".join(shown).replace("( ", "(").replace(" )", ")")
