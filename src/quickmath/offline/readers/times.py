"""Times to add: "2 h 45 min + 1 h 30 min", "2:45 and 1:30", read as add_time wants them (245, 130)."""

from __future__ import annotations

import re

from quickmath.offline.asks import ProblemSpec, TimeSum
from quickmath.offline.numbers_as_text import run_together
from quickmath.offline.reading.text import FILLERS, N, tokens
from quickmath.patterns import lazy, mentions

_HOURS = r"(?:h|hr|hrs|hour|hours)"
_MINUTES = r"(?:m|min|mins|minute|minutes)"
_DURATION = lazy(
    rf"(?<![\w.:])(?:(\d+):(\d\d)|(\d+) {_HOURS}(?: (?:and )?(\d+)(?: {_MINUTES}|(?! ?{_HOURS}\b)))?"
    r"|(\d+) (?:min|mins|minute|minutes))(?![\w.:])",
    needs=":| h| min",
)
_JOINERS = frozenset({
    "+", "and", "plus", "add", "added", "together", "altogether", "total", "long", "combined", "another",
    "hours", "minutes", "time", "all", ",", "up", ";", "adding", "sum", "lengths", "(", ")",
})  # fmt: skip
_HOUR_PARTS = [
    (r"\b(?:an|one|1) (?:hour|hr) and a half\b", "1 h 30 min"),
    (r"\b(?:an|one|1) (?:hour|hr) and a quarter\b", "1 h 15 min"),
    (r"\b(?:an|one|1) (?:hour|hr) and (?:three|3) quarters\b", "1 h 45 min"),
    (r"\b(\d+) and a half (?:hours|hrs)\b", r"\1 h 30 min"),
    (r"\b(\d+) and a quarter (?:hours|hrs)\b", r"\1 h 15 min"),
    (r"\b(\d+) (?:hours|hrs|h) and a half\b", r"\1 h 30 min"),
    (r"\b(\d+) (?:hours|hrs|h) and a quarter\b", r"\1 h 15 min"),
    (r"\b(?:a |one )?half (?:of )?an hour\b|\ba half hour\b", "30 min"),
    (r"\b(?:three|3) quarters of an hour\b", "45 min"),
    (r"\b(?:a |one )?quarter (?:of )?an hour\b|\ba quarter hour\b", "15 min"),
    (r"(?<!\bin )(?<!\bper )(?<!\bevery )\b(?:an|one) hour\b", "1 h"),
    (r"\b(another|a further|an extra|one more) hour\b", r"\1 1 h"),
]
"""Parts of an hour said in words, read as the hours and minutes they name."""
_NO_MINUTES_AFTER = r"\b(?! (?:and )?\d+ ?(?:m|min|mins|minutes?)\b)"
_DECIMAL_HOURS = [
    (lazy(rf"(?<![\d.])(\d+)\.5 (?:hours|hrs|h){_NO_MINUTES_AFTER}", needs=".5 h"), r"\1 h 30 min"),
    (lazy(rf"(?<![\d.])(\d+)\.25 (?:hours|hrs|h){_NO_MINUTES_AFTER}", needs=".25 h"), r"\1 h 15 min"),
    (lazy(rf"(?<![\d.])(\d+)\.75 (?:hours|hrs|h){_NO_MINUTES_AFTER}", needs=".75 h"), r"\1 h 45 min"),
]
"""Hours and a half or a quarter written as a decimal: "5.5 hours" is 5 h 30 min, as "5 and a half hours";
not with minutes said after them ("6.5 hours and 45 minutes": one length, or two?)."""
_WHOLE_TIME = lazy(
    r"(?<![\d.:])\d+ ?(?:h|hrs?|hours?|min|mins|minutes?)\b|(?<![\d.])\d{1,2}(?::\d\d)? ?[ap] ?;? ?m\b"
)
"""A length in whole hours or minutes, or a reading with AM or PM ("8:25" alone may be a decimal "8.25" read
as a clock)."""
MARK = "⏱"


class TimeFormat(ValueError):
    """Minutes written with more than two digits ("120 minutes"), which run-together form cannot hold."""


def _run_together(match: re.Match[str]) -> str:
    clock_hours, clock_minutes, hours, minutes, only_minutes = match.groups()
    if clock_hours is not None:
        return run_together(clock_hours, clock_minutes)
    if only_minutes is not None:
        hours, minutes = "0", only_minutes
    if minutes is not None and len(minutes) > 2:
        raise TimeFormat(match.group())
    return run_together(hours, minutes or "0")


def minutes_alone(text: str) -> bool:
    """Whether every length in `text` is in minutes alone, with no hours and no clock reading: "1000 minutes
    on my pass, used 375" counts minutes as any other thing."""
    found = [match.groups() for match in _DURATION.finditer(text)]
    return bool(found) and all(groups[4] is not None for groups in found)


def durations(text: str, strict: bool = True) -> tuple[list[str], str]:
    """The times in `text` in run-together form, and the text with each one replaced by a mark. Minutes that
    run-together form cannot hold raise `TimeFormat`, or with `strict` off are marked all the same (their
    form left blank), to see what the text would be read as."""
    found: list[str] = []

    def mark(match: re.Match[str]) -> str:
        try:
            found.append(_run_together(match))
        except TimeFormat:
            if strict:
                raise
            found.append("")
        return MARK

    return found, _DURATION.sub(mark, text)


_SLIPS = [
    (
        lazy(
            r"\b(?:wat|wot|wut|whta|waht|wht|whet|wath)(?= (?:time|tme|tim|tiem)\b)",
            needs="wat|wot|wut|whta|waht|wht|whet|wath",
        ),
        "what",
    ),
    (lazy(r"(?<=\bwhat )(?:tme|tim|tiem)\b", needs="what t"), "time"),
    (
        lazy(
            r"\b(?:wen|whn|wehn|whne|wnen)"
            r"(?= (?:does|did|do|dose|will|is|was|would|should|can|could|are|were)\b)",
            needs="wen|whn|wehn|whne|wnen",
        ),
        "when",
    ),
    (lazy(r"\b(when|time|long) (?:dose|dos|deos)\b", needs="dose|dos|deos"), r"\1 does"),
    (lazy(r"\bwhat [o0] ?clock\b", needs="clock"), "what time"),
    (
        lazy(
            r"(?<=\d )(mins?|minutes|hours?|hrs?|h) (?:aftr|afer|atfer|afther)\b",
            needs="aftr|afer|atfer|afther",
        ),
        r"\1 after",
    ),
    (
        lazy(r"\b(it|they|he|she|we|i|you) (?:finsh|finnish|fnish|finsih|finis)\b", needs="fin|fni"),
        r"\1 finish",
    ),
    (
        lazy(r"(?<=\d )(?:minits?|minuts?|mintues?|minites?|munites?|minuets?|minis)\b", needs="min|mun"),
        "minutes",
    ),
    (lazy(r"\b(minutes?|mins?|hours?) be ?for(?= \d)", needs="be for|befor"), r"\1 before"),
    (lazy(r"(?<=\d )(m|min|mins|minutes|h|hrs?|hours?) b ?4\b", needs="b 4|b4"), r"\1 before"),
    (
        lazy(
            r"\b(need|needs|have|has|got|want) 2 b(?= (?:there|here|home|back|in|at|ready|on)\b)", needs="2 b"
        ),
        r"\1 to be",
    ),
    (lazy(r"\b(?:gt|gotta|got) 2 b(?= (?:there|here|home|back|in|at|ready|on)\b)", needs="2 b"), "got to be"),
    (lazy(r"(?<![\d:.])\b4(?= \d{1,2}:\d\d\b| [1-9] ?[ap] ?m\b)", needs="4 "), "for"),
    (lazy(r"(?<=[a-z0-9]) n (?=(?:it|its|it s|the|i|we|my|then|takes?)\b)", needs=" n "), " and "),
    (
        lazy(
            r"\b(\d+ ?(?:mins?|minutes|hours?|hrs?)) 2 "
            r"(?!(?:mins?|minutes?|hours?|hrs?|secs?|seconds?|am|pm|and|or|of|more|less|times|each|extra|left)\b)"
            r"(?=[a-z]{3,}(?: ;| ,|$| (?:wen|when|what|wat|how|so|and|n)\b))",
            needs=" 2 ",
        ),
        r"\1 to ",
    ),
    (lazy(r"\bits(?= \d+ ?(?:min|mins|minutes|hours?|hrs?|h)\b)", needs="its "), "it is"),
    (
        lazy(r"\b(gotta|got to|need to|have to) b(?= (?:there|here|home|back|in|at|ready|on)\b)", needs="b "),
        r"\1 be",
    ),
]
"""Words of a time question typed in a hurry: "wat time", "what tme", "wen does it end", "how long dose it
take", "25 minits", "20 minutes be for 9:05" (the typos reader leaves words of time alone: here they stand
beside a number or the words of a question, so which word is meant is plain), and "need 2 b there 2h b4" as
texted, with "gt 2 b at wrk 4 8:15am" (for the reading), "n it takes 50 min" (and), "38 mins 2 town" (to)."""


_SLIP_WORDS = "|".join(pattern.needs for pattern, _ in _SLIPS)


def time_slips(text: str) -> str:
    """ "25 minits" as "25 minutes", "wat time" as "what time", "20 minutes be for" as "20 minutes before"."""
    if not mentions(_SLIP_WORDS, text):
        return text  # most questions: one look for every slip's words
    for pattern, word in _SLIPS:
        text = pattern.sub(word, text)
    return text


def hour_parts(text: str) -> str:
    """ "Half an hour" as 30 min, "an hour and a quarter" as 1 h 15 min: reading words, not arithmetic (and
    the words of time typed in a hurry read as meant, see `time_slips`, and a length said twice once, see
    `said_once`)."""
    text = said_once(time_slips(text))
    if mentions(".5 h|.25 h|.75 h", text) and _WHOLE_TIME.search(text):
        for decimal, replacement in _DECIMAL_HOURS:  # beside another time: "5.5 hours take away 2 h 40 min"
            text = decimal.sub(replacement, text)
    if "hour" not in text:
        return text
    for pattern, replacement in _HOUR_PARTS:
        text = re.sub(pattern, replacement, text)
    return text


_ONE_LENGTH = (
    r"(?:\d+ ?(?:hours?|hrs?|h)(?: (?:and )?\d+ ?(?:minutes?|mins?|m))?|\d+ ?(?:minutes?|mins?|m))\b"
)
_SAID_AGAIN = lazy(
    rf"(?P<first>{_ONE_LENGTH})(?P<way> later| earlier| long)? ?(?:, |; )?"
    rf"(?:that is|so|which is|i ; e ;?|ie|or|aka)(?: just| exactly)? (?P<again>{_ONE_LENGTH})"
    rf"(?P<way_again> later| earlier| long)?"
    rf"|(?P<first_too>{_ONE_LENGTH}) \( (?:i ; e ; |that is )?(?P<again_too>{_ONE_LENGTH}) \)",
    needs="that is|so |which is|i ; e|ie |or |aka|( ",
)
"""A length said again in other units: "2 hours 25 minutes later , that is 145 minutes", "6 hours 30 minutes
later , so 390 minutes later", "145 minutes ( 2 h 25 min )"."""


def minutes_in(said: str) -> int:
    """The minutes of a length said with its units ("2 h 15 min", "145 minutes"), or of a bare number of
    minutes as `clock_times.length` writes one ("443")."""
    if said.isdigit():
        return int(said)
    hours = re.search(r"(\d+) ?(?:hours?|hrs?|h)\b", said)
    minutes = re.search(r"(\d+) ?(?:minutes?|mins?|m)\b", said)
    return (int(hours.group(1)) * 60 if hours else 0) + (int(minutes.group(1)) if minutes else 0)


def _once(match: re.Match[str]) -> str:
    said = match.groupdict()
    first, again = said["first"] or said["first_too"], said["again"] or said["again_too"]
    if minutes_in(first) != minutes_in(again) or said["way_again"] not in (None, said["way"]):
        return match.group()  # two lengths, or one moved two ways: both left as said
    return match.group()[: match.end("way") - match.start()] if said["way"] else first


def said_once(text: str) -> str:
    """A length said twice, in hours and minutes and in minutes, read once as first said when both say the
    same length ("… back 2 hours 25 minutes later, that's 145 minutes"); two different lengths stay two."""
    return _SAID_AGAIN.sub(_once, text)


def is_joined_times(marked: str) -> bool:
    """True when nothing but times, joining words and fillers is left: "⏱ and ⏱", "add ⏱ to ⏱". Two times
    side by side are not joined: "is 3 h 45 min plus 2 h 30 min 6 h 15 min?" gives the second as an answer."""
    left = [t for t in tokens(marked) if t != MARK and t not in FILLERS and t not in _JOINERS]
    return not left and f"{MARK} {MARK}" not in marked


_STATED = lazy(rf"{MARK} (?:is|=|equals|makes|gives) {MARK}", needs=MARK)
"""A sum said as a fact, "3 hours 40 plus 1 hour 20 is 5 hours", is no question of its own."""


def _one_sum(marked: str) -> bool:
    """The times are one sum: all in one sentence, and none said to be what others make."""
    sentences = [part for part in marked.split(";") if MARK in part]
    return len(sentences) == 1 and not _STATED.search(marked)


_ASKS_TOTAL = lazy(
    r"\b(?:total|altogether|all together|together|in all|combined|overall|both|(?:all|each) of (?:them|it)"
    r"|double (?:feature|bill|header)|doubleheader|back to back|one after (?:the )?other|in a row|end to end"
    r"|running time)\b"
    r"|(?:^ ?|, |; )how (?:many hours|many minutes)(?: (?:is|was) (?:that|this))?(?: so far)? ?$"
)
"""A question of the lengths' total: "Total?", "… in all?", and, after lengths told one by one, "how many
hours is that?", "how many hours so far?" ("how long?" may ask one of them)."""
_UNTIL_DONE = lazy(
    r"(?<=\btotal)(?: time)? (?:before|until|till) (?:i|we|you|it|they)(?: can| is| are)? [a-z]+"
    r"(?: it| them)?$"
    r"|^how long (?:before|until|till) (?:i|we|you|it|they)(?: can| is| are)? [a-z]+(?: it| them)?$",
    needs="before|until|till",
)
"""A total asked until something can be done once every step is over: "Total before I can slice?", "How long
before it's ready?"."""
_OTHER_ASKS = lazy(
    r"\b(?:left|remain\w*|longer|shorter|more|less|than|difference|each|per|every|times|twice|half|spare|short"
    r"|before|after|earlier|later|until|till|ago|when|what time|am|pm|noon|midnight|o clock|at"
    r"|a (?:day|week|month|night)|daily|weekly|watched|done|used|listened|travelled|traveled|gone|been|so far"
    r"|already)\b|⏱ in\b|\b(?:over|across|spread over|split over|split into) (?:two|three|four|2|3|4) [a-z]+"
)
_NUMBER = lazy(N)


_NUMBERED = lazy(
    r"\b(stage|leg|day|part|lap|round|flight|episode|level|heat|game|session|shift|act|race|run|ride|lesson"
    r"|film|movie|show|track|song|video|class|set|half|period|quarter|innings|walk|drive|meeting|talk|task)"
    r" ([1-9]|one|two|three|four|five|six|seven|eight|nine)\b(?! ?(?:st|nd|rd|th|[:.,]\d)\b)",
    needs="stage|leg|day|part|lap|round|flight|episode|level|heat|game|session|shift|act|race|run|ride|lesson"
    "|film|movie|show|track|song|video|class|set|half|period|quarter|innings|walk|drive|meeting|talk|task",
)
"""A thing named by its number in a list of lengths: "Stage 1 took 4 h 38 min and stage 2 took 5 h 12 min",
"Set one is 45 min and set two 1 h 05 min"."""
_COUNTING = {
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
}


def _without_numbered_names(marked: str) -> str:
    """The story with the numbers that name its things left out, when they only count them off: one name,
    numbered 1, 2, 3 … in order, no more of them than lengths ("Flight 1: ⏱. Layover: ⏱"). Numbered otherwise
    ("Leg 1 … Leg 3", "Leg 1 … Day 2"), a number may be more than a name: the text stays as it was."""
    found = _NUMBERED.findall(marked)
    names, numbers = (
        {name for name, _ in found},
        [_COUNTING.get(number) or int(number) for _, number in found],
    )
    if not found or len(names) != 1 or numbers != list(range(1, len(numbers) + 1)):
        return marked
    if len(numbers) > marked.count(MARK):
        return marked
    return _NUMBERED.sub(r"\1", marked)


_BEFORE_AND_AFTER = lazy(
    rf"{MARK} before (?:the |my |our )?(?P<event>[a-z]+) (?:and |, )(?:then )?{MARK} after"
    r"(?: (?:it|that|(?P=event)))?\b",
    needs="before",
)
"""Two lengths told before and after one event, the parts of one whole: "Drove 4 h 20 min before lunch and 3 h
55 min after"."""


def _told_in_a_story(marked: str) -> bool:
    """Lengths told in a story whose question asks only for their total: "I worked 7 h 45 min on Monday and
    8 h 20 min on Tuesday. Total hours?", "Two episodes last 48 minutes and 1 hour 17 minutes. How long are
    they together?". Any other number, time of day or asking word leaves the story alone, and so does a
    length that is part of another ("lasts ⏱ and we've watched ⏱")."""
    parts = [part for part in marked.split(";") if part.strip()]
    if len(parts) > 1 and MARK not in parts[0] and _ASKS_TOTAL.search(parts[0]) and MARK in parts[-1]:
        parts = [*parts[1:], parts[0]]  # "Combined time for both cooldowns? Potion is ⏱, shield is ⏱."
        marked = " ; ".join(parts)
    *story, question = parts
    if until_done := _UNTIL_DONE.search(question.strip()):
        question = question.strip()[: until_done.start()] + (
            " total" if until_done.group().startswith("how") else ""
        )
        marked = " ; ".join([*story, question])  # "Total before I can slice?": the steps' total
    if _ASKS_TOTAL.search(question) and not _SO_FAR.search(" ".join(story)):
        marked = marked[: len(marked) - len(question)] + _SO_FAR.sub(" ", question)  # "Total time so far?"
    marked = _BEFORE_AND_AFTER.sub(f"{MARK} and {MARK}", _without_numbered_names(marked))
    count = marked.count(MARK)  # "2 episodes last ⏱ and ⏱", "the play has 2 acts, ⏱ and ⏱"
    counted = re.sub(rf"^{count} (?=[a-z])|(?<![\d.]){count} (?=[a-z]+s\b)", "", marked)
    return bool(
        _ASKS_TOTAL.search(question) and not _OTHER_ASKS.search(marked) and not _NUMBER.search(counted)
    )


_ONE_OF_THEM = frozenset({
    "how", "long", "much", "many", "time", "minutes", "hours", "is", "are", "was", "were", "does", "do",
    "did", "take", "takes", "took", "last", "lasts", "it", "they", "that", "this", "i", "we", "you", "he",
    "she",
})  # fmt: skip
"""Words of a question of how long that name nothing told in the story."""
_WITHIN = lazy(
    r"\bwith (?:a|an) \d[^;]*?\b(?:break|rest|pause|interval|lunch|stop)\b|\binclud(?:es?|ed|ing)\b"
    r"|\b(?:whole|entire)\b[^;]* ; |\b(?:actually|without|excluding|not counting|apart from|except)\b"
    r"|\b(?:over|across|in|into|spread over|split over|split into) (?:two|three|four|2|3|4)"
    r" (?:[a-z]+s|halves)\b",
)
"""Cues of one length within another: "a shift of 8 h 30 min with a 45 min break", "which includes", "the
whole trip took", "how long do I actually work?", "3 h 10 min in two papers"."""


def asks_a_told_length(text: str) -> bool:
    """Does a story of lengths ask for one it told, or one inside another, not their total? "The train takes
    3 h 10 min, the bus 4 h 5 min. How long does the bus take?", "the whole trip took 5 h 10 min. How long was
    the second leg?", "8 h 30 min with a 45 min break". Their sum would be a wrong answer (see guards)."""
    if _WITHIN.search(text):
        return True
    *told, question = _ASKED_AFTER.sub(" ; ", text).split(" ; ")
    if not told or _ASKS_TOTAL.search(question) or _WHOLE.search(question):
        return False
    named = {word for word in tokens(question) if word.isalpha() and word not in _NOT_NAMES}
    return bool(named & set(tokens(" ".join(told)))) or _one_doing_asked(named, " ; ".join(told))


_DOING = lazy(r"\b([a-z]{3,}) (?:for )?(?:\d+|an|a|one) ?(?:hours?|hrs?|h|minutes?|mins?|m)\b")
"""What each length is of, said right before it: "slept 7 h 20 min", "swam for 25 min"."""


def _one_doing_asked(named: set[str], story: str) -> bool:
    """Does the question name what one of the story's lengths is of, when each is of another doing? "Mum
    slept 7 h 20 min and napped 45 min. How long was the nap?", "I ran for 40 min and swam for 25 min. How
    long did I swim?". Not "I worked 7 h 45 min on Monday and 8 h 20 min on Tuesday. How long did I work?",
    whose second length is of no doing said."""
    doings = [found.group(1) for found in _DOING.finditer(story)]
    if len(doings) < 2 or len(set(doings)) < len(doings) or any(word in _CONNECTING for word in doings):
        return False
    return sum(any(_same_doing(word, doing) for word in named) for doing in doings) == 1


_CONNECTING = FILLERS | {
    "and",
    "then",
    "plus",
    "another",
    "extra",
    "more",
    "over",
    "about",
    "around",
    "nearly",
}


def _same_doing(asked: str, told: str) -> bool:
    """Do the two words say one doing? "nap" and "napped", "walk" and "walked", "swim" and "swam", "sleep" and
    "slept", "drive" and "drove"."""
    shorter, longer = sorted((asked, told), key=len)
    if len(shorter) >= 3 and longer.startswith(shorter):
        return True
    bare, bared = _consonants(shorter), _consonants(longer)
    return len(bare) >= 2 and (bare == bared or (bared.startswith(bare) and len(bared) == len(bare) + 1))


def _consonants(word: str) -> str:
    return "".join(letter for letter in word if letter not in "aeiouy")


_ASKED_AFTER = lazy(r" , (?=how |what )", needs=" , ")
_WHOLE = lazy(r"\b(?:whole|entire|full)\b", needs="whole|entire|full")
_NOT_NAMES = (FILLERS | _ONE_OF_THEM) - {"bus"}
"""Words that name nothing; "bus" is a filler word elsewhere but names a length here ("the bus takes 4 h")."""


_TAKING = lazy(r"\b(?:difference|differ|product|quotient)\b", needs="differ|product|quotient")
"""Filler words elsewhere, but named beside lengths they say another operation: "the difference of ⏱ and
⏱"."""


_MINUTES_AS_M = lazy(r"\b(\d+) m\b", needs=" m")
"""Minutes written "m" beside hours written "h": "2h 15m + 45m" (alone, "45 m" may be metres)."""


_SO_FAR = lazy(r"\bso far\b", needs="so far")
_ADDING = lazy(r"\b(?:add|adding|total|totals|sum|together|altogether|combined|plus)\b")
_TIMES_AS_LENGTHS = lazy(r"\b(?:the|these|those|both|all|my|our|two|2) times\b", needs="times")


def _after_a_label(marked: str, count: int) -> str:
    """The sum after a label that asks for it: "Add the times: 2 h 35 min + 3 h 50 min", "timesheet total for
    two days: 7 h 45 min + 8 h 30 min". A label that asks anything else, or holds a number other than the
    count of lengths, leaves the text as it was."""
    label, _, rest = marked.partition(" ; ")
    if not rest or MARK in label or not _ADDING.search(label):
        return marked
    label = _TIMES_AS_LENGTHS.sub("lengths", re.sub(rf"\b{count} (?=[a-z]+s\b)", "", label))
    if _OTHER_ASKS.search(label) or _TAKING.search(label) or _NUMBER.search(label):
        return marked
    return rest


_WHEN_WORDS = (
    r"(?:starts?|begins?|began|leaves?|left|started|departs?|departed|opens?|opened|ends?|finishes?|arrives?"
    r"|arrived|ended|finished|lands?|landed|closes?|closed)"
)
_MARKED_HOUR = (
    r"([01]?\d|2[0-3]) h ([0-5]\d)\b"
    r"(?! ?(?:minutes?|mins?|m|later|after|before|earlier|early|late|ago|into|long|of)\b)"
)
_HOUR_MARKED = lazy(rf"\b(at|since|until|till|{_WHEN_WORDS}) {_MARKED_HOUR}", needs=" h ")
"""A reading written with an "h" between its hours and minutes, as in France ("departs at 14h25", "began at
9h15", normalised "14 h 25"): after a word that says when, it is a reading; "lasts 1h50" stays a length, as
does "finishes 1h30 after the start"."""
_HOUR_MARKED_PAIR = lazy(
    rf"\b(from|between) {_MARKED_HOUR} (to|and|until|till|-) {_MARKED_HOUR}", needs=" h "
)
"""Two readings written so, in their order: "from 9h15 to 11h40" (not "cut from 2h10 to 1h50": lengths)."""
_MARKED_AFTER = lazy(r"\b(\d{1,2}:[0-5]\d) h\b(?! ?\d)", needs=" h")
"""A reading with an "h" after it, as in Spain ("leaves at 17:30h"): the "h" is no length."""


def hour_marked_readings(text: str) -> str:
    """Readings written "14h25" or "17:30h" as "14:25" and "17:30" (see `_HOUR_MARKED`)."""
    if not mentions(" h", text):
        return text
    text = _MARKED_AFTER.sub(r"\1", text)
    text = _HOUR_MARKED_PAIR.sub(_pair_in_order, text)
    return _HOUR_MARKED.sub(r"\1 \2:\3", text)


def _pair_in_order(found: re.Match[str]) -> str:
    said, first, second = found.groups(), (int(found[2]), int(found[3])), (int(found[5]), int(found[6]))
    if first >= second:
        return found.group()
    return f"{said[0]} {said[1]}:{said[2]} {said[3]} {said[4]}:{said[5]}"


_FIRST_IS_A_READING = lazy(r"^\D*\b(?:to|at|from|until|till|by|since) \d{1,2}:\d\d\b", needs=":")
"""A first time said as a point in the day ("I counted to 6:20 then to 7:05"): readings, not lengths."""


_REFERENCE = lazy(
    r" ?\( (?:(?:time|addition|adding|subtraction|sum|sums|from|in|of|the|my|our|maths|math|homework|textbook"
    r"|book|chapter|page|exercise|unit|section|worksheet|question|q|and|,) )*"
    r"(?:chapter|page|exercise|unit|section|worksheet|question|q) \d+(?: ,)?"
    r"(?: (?:and |, )?(?:chapter|page|exercise|unit|section|worksheet|question|q) \d+)* \)",
    needs="(",
)
"""Where the sum comes from, said aside and nothing more: "(time addition sum from chapter 6)", "(page 42,
question 3)"; an aside that says anything else ("(chapter 6 says add the break too)") stays."""


AGE_ASIDE = (
    r"\( (?:i am|i m|im|she is|he is|they are|aged?) \d{1,3}(?: years? old)? \)"
    r"|(?<=[a-z] )\( \d{2,3} \)(?= ;)"
)
"""An age said aside, no quantity of the sum: "I care for my mum (she's 84).", "I'm a mature student (52).";
a bare number in brackets only at the end of a sentence ("each of the stops (3) takes 5 minutes" counts)."""
_AGE_ASIDE = lazy(AGE_ASIDE, needs="(")
_BLANK_ANSWER = lazy(r" = ;", needs=" = ;")
"""The answer left blank before a sentence said after the sum: "1 hour 35 min + 2 hours 40 min = ? kindly
solve"."""


def read(text: str) -> ProblemSpec | TimeSum | None:
    """Two or more times to add up, or None when the text is not only that."""
    text = _BLANK_ANSWER.sub(" ;", _REFERENCE.sub("", _AGE_ASIDE.sub(" ", text)))
    if _FIRST_IS_A_READING.search(text) or hour_marked_readings(text) != text:
        return None  # "departs at 9h15 and is 10 minutes late" was 9 h 15 + 10 min
    if re.search(r"\d h \d+ m\b", text):
        text = _MINUTES_AS_M.sub(r"\1 min", text)
    times, marked = durations(hour_parts(text), strict=False)
    if len(times) < 2 or _TAKING.search(marked):
        return None
    labelled = _after_a_label(marked, len(times))
    read_labelled = (is_joined_times(labelled) and _one_sum(labelled)) or _told_in_a_story(labelled)
    if not read_labelled and (labelled == marked or not _told_in_a_story(marked)):
        return None  # a question asked first is read as the story's last: "Total? Mon ⏱, Tue ⏱."
    if "" in times:  # a sum of times, one of them in minutes past an hour: "120 minutes + 1 hour"
        durations(hour_parts(text))
    if len(times) == 2:
        return ProblemSpec("add_time", times[0], times[1])
    return TimeSum(tuple(times))
