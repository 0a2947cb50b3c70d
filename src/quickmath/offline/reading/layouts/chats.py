"""Layouts of messages written in a chat app or on social media: a group chat pasted with its timestamps and
speaker labels, hashtags and @names around a post, and words texted short ("u", "wat", "4 me").

Each keeps every number of the question and leaves out only what names who said it, when, or where it was
posted; a turn by someone else that tells a number, or a texted digit that may be a number of the sum, leaves
the message as written, so that the coach asks."""

from __future__ import annotations

import re

from quickmath.offline.reading.text import digits_as_words
from quickmath.patterns import lazy, mentions

# ---- a group chat pasted with its timestamps and speaker labels ------------------------------------------

_TURN = lazy(
    r"[ \t]*(?P<stamp>\[?\(?\d{1,2}[:.]\d\d(?:[ \t]?[AaPp][Mm])?\)?\]?[ \t]*[-–]?[ \t]*)?"
    r"(?P<speaker>[A-Z][\w'’]*(?:[ \t][A-Z][\w'’]*)?|[Mm]e)[ \t]*:[ \t]+(?P<said>\S.*)"
)
"""A turn of a chat: a timestamp ("[10:30]", "18:40 -"), a speaker's name with a capital, a colon, what they
said."""
_NUMBER_SAID = lazy(
    r"\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|half|dozen)\b"
)
_TAKES_BACK = lazy(r"(?i:make (?:it|that)|no[ ,]|actually|wait|sorry|change (?:it|that) to)\b")
"""The start of a turn that puts a number of an earlier turn right ("make it 4 large", "no, 5 of us")."""


def _turns(text: str) -> list[re.Match[str]] | None:
    """The turns of a chat transcript, one a line; None when a line is no turn, or the lines are no chat: a
    timestamp on a turn, or a speaker heard twice ("Total: 45\\nTax: 9" is a form)."""
    lines = [line for line in text.splitlines() if line.strip()]
    turns = [_TURN.fullmatch(line) for line in lines]
    if not turns or any(turn is None for turn in turns):
        return None
    found = [turn for turn in turns if turn is not None]
    speakers = [turn.group("speaker") for turn in found]
    if not any(turn.group("stamp") for turn in found) and len(set(speakers)) == len(speakers):
        return None
    return found


def transcripts(text: str) -> str | None:
    """A group chat read as what the one asking (who speaks first) said: its timestamps and speaker labels
    left out, and the turns of others after their last that tell no number ("[10:31] Gran: he's showing
    off"). A turn of another that puts a number right, taken up by the one asking after it ("Emma: make it
    4 large" … "Dad: ok so what's that come to"), is read as theirs; any other turn of another leaves the
    chat as written (see `turn_of_another`)."""
    if ":" not in text or ("\n" not in text.strip() and "[" not in text and "(" not in text):
        return None
    turns = _turns(text)
    if turns is None:
        return None
    kept, _ = _read_turns(turns)
    return "\n\n".join(kept) if kept is not None else None  # each turn a sentence of its own


def turn_of_another(said: str) -> str | None:
    """The turn of another in a group chat that may change what the one asking asks, as written ("Sam: Kim's
    not coming" before "Jo: ok so how much each", "Nan: I'll put in £20"): the coach asks about it rather
    than read the chat without it; None when there is none."""
    turns = _turns(said) if ":" in said else None
    if turns is None:
        return None
    _, blocking = _read_turns(turns)
    return None if blocking is None else f"{blocking.group('speaker')}: {blocking.group('said').strip()}"


def _read_turns(turns: list[re.Match[str]]) -> tuple[list[str] | None, re.Match[str] | None]:
    """What the one asking said, as sentences; or None and the turn of another that stops the reading."""
    asking = turns[0].group("speaker")
    last = max(at for at, turn in enumerate(turns) if turn.group("speaker") == asking)
    kept: list[str] = []
    for at, turn in enumerate(turns):
        said = turn.group("said")
        if turn.group("speaker") == asking:
            kept.append(said.strip())
        elif at > last and not _NUMBER_SAID.search(said.lower()):
            continue
        elif at < last and _TAKES_BACK.match(said) and _NUMBER_SAID.search(said.lower()):
            kept.append(said.strip())
        else:
            return None, turn  # "Sam: Kim's not coming" before "Jo: ok so how much each" may change the count
    return kept, None


# ---- hashtags, @names and pictures around a post --------------------------------------------------------

_TAG_IN_A_SENTENCE = lazy(r"(?<![\w#@&])#(?=[A-Za-z][A-Za-z_]*\b(?![#@]))", needs="#")
"""A hashtag said as a word of a sentence ("stuck on my #homework"), with no digit; the @names a post is
addressed to are left to `prompts`."""


def _picture(token: str) -> bool:
    from unicodedata import category

    return all(
        (category(c) in ("So", "Sk", "Cn", "Co") and c not in _NOT_PICTURES) or c in "\ufe0f\u200d"
        for c in token
    )


_NOT_PICTURES = frozenset("°✓✔✗✘☐☑☒✅❌❎")
"""Signs that say something of the question: a degree, a tick or a cross."""


def _trailing(token: str) -> bool:
    """Is the token one that ends a post: a hashtag or @name with no digit, or a picture ("🙃", "✈️")?"""
    if token[0] in "#@":
        return re.fullmatch(r"[#@][A-Za-z_]+[.!]?", token) is not None
    return not token.isascii() and _picture(token)


def tags(text: str) -> str | None:
    """A social-media post read plainly: the hashtags, @names and pictures ending it left out ("Total damage?
    ✈️ #travel #budget"), and the mark of a tag said as a word ("my #homework"). A tag with a digit in it
    ("Day 23 of #100DaysOfCode") is left as written: its number may be one the question needs."""
    if not (mentions("#|@", text) or not text.isascii()):
        return None
    tokens = text.split()
    while tokens and _trailing(tokens[-1]):
        tokens.pop()
    kept = text.rstrip()
    if tokens and len(tokens) < len(text.split()):
        kept = kept[: kept.rfind(tokens[-1]) + len(tokens[-1])]
    kept = _TAG_IN_A_SENTENCE.sub("", kept) if "#" in kept else kept
    return kept if kept and kept != text.rstrip() and re.search(r"\d", kept) else None


# ---- a dash before a list of amounts ----------------------------------------------------------------

_DASHED_LIST = lazy(
    r"(?m)(?:^|(?<=[.!?]\s))(?P<head>[A-Za-z\d][^.!?\n\-–—+*/×÷=]*?[A-Za-z])[ \t]+[-–—][ \t]+"
    r"(?P<listed>(?:[£$€]?\d[\d,.]*(?:[ \t]?[A-Za-z%]+)?[ \t]*(?:,|and|&)[ \t]*){2,}"
    r"[£$€]?\d[\d,.]*(?:[ \t]?[A-Za-z%]+)?)(?=[ \t]*(?:[.!?;\n]|$))",
    needs=" - | – | — ",
)
"""Words heading a list of amounts after a dash ("We did 4 walks - 3.5 km, 5 km, 2.25 km and 6 km."), the
dash a pause, never a minus: three amounts or more, listed with commas and "and"."""
_AMOUNT_LISTED = lazy(r"\d[\d,.]*")
_TAKING_AWAY = lazy(
    r"\b(?:minus|take|takes|taking|less|subtract|subtracting|away|off|without|from|lost|lose|spent|spend)$",
    re.IGNORECASE,
)


def dashed_lists(text: str) -> str | None:
    """A dash after the words heading a list of amounts read as a colon ("Three quotes - £450, £520 and
    £390"), when the heading has no number but the count of the amounts listed and ends with no word that
    takes away ("I had 50 and spent - 3, 5 and 6" stays)."""
    return _DASHED_LIST.sub(_as_a_heading, text) if _DASHED_LIST.search(text) else None


def _as_a_heading(found: re.Match[str]) -> str:
    head, listed = found.group("head"), found.group("listed")
    told = [number.rstrip(",.") for number in re.findall(r"\d[\d,.]*", head)]
    count = len(_AMOUNT_LISTED.findall(listed))
    if _TAKING_AWAY.search(head) or len(told) > 1 or (told and told[0] != str(count)):
        return found.group()
    return f"{head}: {listed}"


# ---- words texted short ------------------------------------------------------------------------------

_TEXTED_WORDS = {
    "u": "you", "wat": "what", "wot": "what", "wats": "what's", "wots": "what's",
    "wen": "when", "ovr": "over", "cn": "can", "cnt": "can't", "dat": "that", "gt": "got", "wrk": "work",
    "hed": "head", "tryna": "trying to", "thx": "thanks", "plz": "please", "pls": "please",
    "bc": "because", "coz": "because", "cuz": "because", "2day": "today", "2moro": "tomorrow",
    "tmrw": "tomorrow", "b4": "before", "any1": "anyone", "sum1": "someone", "ne1": "anyone", "wiv": "with",
    "abt": "about", "shd": "should", "wud": "would", "cud": "could", "hav": "have", "ppl": "people",
    "nd": "and", "frm": "from", "dis": "this", "kno": "know", "knw": "know",
}  # fmt: skip
"""Words texted short that are no other word and no number."""
_TEXTED = lazy(
    r"(?<![\w'’.,:/£$€])(?:" + "|".join(sorted(_TEXTED_WORDS, key=len, reverse=True)) + r")(?![\w'’/:])",
    needs="u|wat|wot|wen|ovr|cn|cnt|dat|gt|wrk|hed|hw|tryna|thx|plz|pls|bc|coz|cuz|2day|2moro|tmrw|b4|any1"
    "|sum1|ne1|wiv|abt|shd|wud|cud|hav|ppl|nd|frm|dis|kn",
)
_TEXTED_CUE = lazy(
    r"(?<![\w'’])(?:u|ur|wat|wats|wot|wots|wen|cn|cnt|dat|thx|tryna|hw|gt|wrk|ovr|hed|kno|b4)(?![\w'’])"
    r"|\Ar (?=\w)",
    needs="u|wat|wot|wen|cn|cnt|dat|thx|tryna|hw|gt|wrk|ovr|hed|kno|b4|r ",
)
"""A word only a texted message has: what lets its digits be read as words ("4 me", "2 b")."""
_TO_AN_END = lazy(r"\b((?:way|up|down|upto|count|counting|right) )2(?= \d)", needs=" 2 ")
"""A "2" texted for "to" before the end of a run ("all the way 2 30", "count up 2 100")."""
_TO_BE = lazy(r"\bto b\b", needs="to b")
_AND = lazy(r"(?<=[a-z0-9] )n(?= (?:it|its|it's|i|we|he|she|they|then|the|my|wat|what|how|when|wen)\b)")
_ARE = lazy(r"(^|[.?!] |\b(?:how|wat|what|where|why|y|who|they|we|you|u|there) )r(?= [a-z0-9])")
_THE = lazy(r"\b((?:all|in|on|at|of|to|for|from|by|with|is|what|wat|get|got) )d(?= [a-z]{2,})")


def texting(text: str) -> str | None:
    """A message texted short, in words: "u" is "you", "wat" "what", "cn" "can", and in a message texted so,
    a "4" or "2" before a word no count goes before is "for" or "to" ("cn u add 125 + 78 + 46 4 me thx",
    "gt 2 b at wrk 4 8:15am n it takes 50 min"), "n" between words "and", "r" opening a question "are". A
    digit that may be a number of the sum stays ("4 + 4 me"? never read as a word after a sign)."""
    if not _TEXTED_CUE.search(text):
        return None
    kept = _TEXTED.sub(lambda found: _TEXTED_WORDS[found.group()], text)
    kept = digits_as_words(kept, texted=True)
    kept = _AND.sub("and", _TO_AN_END.sub(r"\1to", _TO_BE.sub("to be", kept)))
    kept = _THE.sub(r"\1the", _ARE.sub(r"\1are", kept))
    return kept if kept != text else None


# ---- a message typed with no spaces ----------------------------------------------------------------------

_GLUED_RUN = lazy(r"[A-Za-z]+")
_GLUED_WORDS = frozenset({
    "total", "difference", "product", "quotient", "half", "double", "twice",
    "a", "i", "h", "am", "pm", "hr", "hrs", "min", "mins", "sec", "secs", "the", "of", "is", "it", "its",
    "to", "by", "be", "in", "on", "at", "if", "an", "as", "so", "do", "does", "did", "can", "could", "will",
    "would", "what", "whats", "how", "much", "many", "long", "when", "which", "who", "why", "where", "there",
    "this", "that", "these", "those", "me", "my", "you", "your", "we", "our", "us", "he", "she", "they",
    "get", "got", "tell", "give", "find", "work", "out", "calculate", "compute", "solve", "evaluate",
    "answer", "question", "help", "please", "pls", "plz", "thanks", "thank", "quick", "one", "two", "three",
    "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen",
    "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty", "thirty", "forty", "fifty", "sixty",
    "seventy", "eighty", "ninety", "hundred", "thousand", "million", "are", "was", "were", "with", "without",
    "exactly", "evenly", "numbers", "number", "squares", "cubes", "first", "terms", "term", "up", "go",
    "goes", "takes", "take", "leaves", "leave", "arrive", "arrives", "arrival", "start", "starts", "finish",
    "finishes", "ends", "end", "bus", "train", "time", "times", "hour", "hours", "minute", "minutes",
    "second", "seconds", "after", "before", "later", "earlier", "past", "till", "until", "between", "then",
    "now", "it's", "o", "clock", "power", "left", "over", "sum", "all", "mod", "modulo", "divisible",
    "divides", "divided", "divide", "multiplied", "multiply", "plus", "minus", "add", "added", "subtract",
    "from", "remainder", "squared", "cubed", "square", "cube", "equals", "equal", "and", "or", "not", "no",
    "yes",
})  # fmt: skip
"""The words a calculation typed with no spaces may be made of: its operation words, numbers said in words,
question words and the words of a clock question ("whattimeisit45minutesafter10:30")."""
_LONGEST_WORD = max(len(word) for word in _GLUED_WORDS)


def _split(run: str) -> list[str] | None:
    """A run of letters split into the fewest words of `_GLUED_WORDS`, or None when it cannot be."""
    best: list[list[str] | None] = [[]] + [None] * len(run)
    for end in range(1, len(run) + 1):
        for start in range(max(0, end - _LONGEST_WORD), end):
            before, word = best[start], run[start:end]
            fewer = best[end] is None or len(before or []) + 1 < len(best[end] or [])
            if before is not None and word in _GLUED_WORDS and fewer:
                best[end] = [*before, word]
    return best[len(run)]


def _spaced(run: re.Match[str]) -> str:
    """A run of letters as its words, in its own case, set apart from a digit or a word beside it."""
    words = _split(run.group().lower())
    assert words is not None
    at, cased = run.start(), []
    for word in words:
        cased.append(run.string[at : at + len(word)])
        at += len(word)
    previous, following = run.string[run.start() - 1 : run.start()], run.string[run.end() : run.end() + 1]
    before = " " if previous.isalnum() or previous in {",", ";"} else ""
    after = " " if following.isalnum() else ""
    return before + " ".join(cased) + after


def glued(text: str) -> str | None:
    """A message typed with no spaces, spaced into its words where every run of letters is made of words a
    calculation is said in ("theremainderof100÷7?", "Is135divisibleby9?", "whattimeis50minutesbefore14:10?");
    a run that is not leaves the message as written, and so asked back."""
    if any(_split(run.group().lower()) is None for run in _GLUED_RUN.finditer(text)):
        return None
    kept = _GLUED_RUN.sub(_spaced, text)
    return kept if kept != text else None
