"""How much time is left, or how much longer one length is: a story with two lengths of time and a question
of the difference. "The film lasts 2 h 12 min and we've watched 1 h 39 min. How much is left?", "My roast
needs 3 h 20 min and it's been in 1 h 35 min. How much longer?", "How much longer is a 3 h 5 min movie than
a 1 h 58 min one?".

A difference of two lengths is the longer less the shorter, whichever is said first. The story is left alone
when it holds a clock reading or any other number, when the question also asks for a total, a share or a
rate, or when the story itself compares ("B is 25 min longer than A": the 25 min is already a difference).
"""

from __future__ import annotations

import re

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.numbers_as_text import smaller_first
from quickmath.offline.readers.times import MARK, TimeFormat, durations, hour_parts
from quickmath.offline.reading.nouns import same_noun
from quickmath.offline.reading.text import FILLERS, N, tokens
from quickmath.patterns import lazy, mentions

_ASKS_DIFFERENCE = lazy(
    r"\b(?:left|remain\w*|to go|longer|more|short|shorter|spare|difference|still|miss(?:ed)? (?:it )?by"
    r"|faster|quicker|slower|sooner|saved|shaved off)\b",
    needs="left|remain|to go|longer|more|short|spare|difference|still|miss|faster|quicker|slower|sooner|saved"
    "|shaved",
)
_SAVED = lazy(r"\b(?:saved|shaved off)\b", needs="saved|shaved")
_TIME_SAVED = lazy(
    r"^how (?:much|many minutes|long)(?: time)?(?: (?:is|was|will be|would be|do (?:i|we|you)"
    r"|did (?:i|we|you)|does (?:it|that)|will (?:i|we|you)))? (?:save|saved|shave|shaved off)\b",
    needs="save|shave",
)
"""Time saved, asked of a length told and a shorter one told after it: "Old timetable said 3 h 10 min, new one
says 2 h 42 min. How much time saved?"."""
_OTHER_ASKS = lazy(
    r"\b(?:total|altogether|together|in all|combined|sum|both|each|per|every|times|twice|half|add|plus"
    r"|and a (?:half|quarter)|a (?:day|week|month|night)|daily|weekly)\b"
)
_COMPARES = lazy(r"\b(?:longer|shorter|more|less|than|extra|before|after|earlier|later|ago|late|early)\b")
_CLOCK = lazy(
    r"\d ?(?:am|pm|a ; m|p ; m)\b|\b(?:noon|midnight|midday|o clock)\b|\bat \d{1,2}:\d\d\b"
    r"|\b(?:it is|its|the time is|now) \d{1,2}:\d\d\b|\b\d{1,2}:\d\d now\b|\b0\d:\d\d\b"
)
"""A clock reading, no length: "at 9:15", "4 pm", "it is 14:05", "08:10" (an hour written with its 0)."""
_NUMBER = lazy(N)
_QUESTION_WORDS = frozenset(
    {
        "longer",
        "more",
        "shorter",
        "less",
        "than",
        "take",
        "takes",
        "took",
        "did",
        "was",
        "faster",
        "quicker",
        "slower",
    }
)


_PLANNED = lazy(
    rf"\b(?:should|supposed to|meant to|was to|planned(?: for)?|scheduled(?: for)?|set for|needs?|needed)"
    rf"(?: \w+){{0,3}} {MARK}",
)
_CUT_SHORT = lazy(rf"{MARK} (?:too )?(?:early|soon|short)\b|\b(?:early|short) by {MARK}")
_ASKS_HOW_LONG_IT_DID = lazy(r"^how (?:long|much time) (?:did|was) (?:it|they|he|she|i|we|you|the \w+)\b")


def _cut_short(text: str) -> ProblemSpec | None:
    """A length planned and the length it was cut short by, asked how long it really was: "The fruit cake
    should bake for 3 h 15 min but I took it out 20 minutes early. How long did it bake?"."""
    if not mentions("early|soon|short", text) or _CLOCK.search(text):
        return None
    times, marked = durations(hour_parts(text), strict=False)
    if "" in times:
        return None  # minutes past an hour ("120 minutes"): no length planned and cut short as written
    sentences = [part.strip() for part in marked.split(";") if part.strip()]
    if len(times) != 2 or _NUMBER.search(marked) or len(sentences) < 2 or MARK in sentences[-1]:
        return None
    planned, cut = _PLANNED.search(marked), _CUT_SHORT.search(marked)
    if planned is None or cut is None or not _ASKS_HOW_LONG_IT_DID.search(sentences[-1]):
        return None
    if marked[: planned.end()].count(MARK) != 1 or _OTHER_ASKS.search(marked):
        return None  # the planned length must come first, the cut second
    shorter, longer = smaller_first(*times)
    return ProblemSpec("subtract_time", times[0], times[1]) if times[0] == longer != shorter else None


_AFTER_A_LENGTH = lazy(rf"\bafter {MARK}", needs="after")
"""A length after which something came, which is no comparison: "Jo finished after 1 hour 58 minutes"."""
_PARTS = (
    r"(?:leg|part|half|section|stage|lap|session|bit|round|period|spell|innings|heat|act|chunk|portion)s?"
)
_PART_TOLD = lazy(
    rf"\b((?:\w+ ){{0,2}}){_PARTS} (?:was|were|is|are|took|takes|lasted|lasts|came to|ran) {MARK}"
    rf"|{MARK} (?:of (?:it|that|this|them|the \w+)|of which)"
    rf" (?:was|were|is|are|went on|went to|spent on)((?: \w+){{1,2}})"
    rf"|of which {MARK} (?:was|were|is|are)(?: spent)?((?: \w+){{1,2}})",
    needs="of|" + _PARTS.replace("(?:", "").replace(")s?", ""),
)
"""A length told as a part of the other: "our best leg was 48 min", "25 min of it was rest"."""
_ASKS_REST = lazy(
    rf"^how (?:long|much time|much)(?: \w+){{0,3}}?"
    rf" (?:the (?:other|rest|remaining|remainder)\b|of it (?:was|were|is)|the (?:\w+ )?{_PARTS}\b)",
    needs="how",
)
"""A question of the rest of the whole: "how long did the other legs take together?", "how much of it was
active?", "how long was the afternoon part?"."""
_GENERIC = frozenset({
    "long", "much", "time", "take", "took", "takes", "last", "lasted", "was", "were", "is", "are", "other",
    "others", "rest", "remaining", "remainder", "together", "combined", "altogether", "all", "in", "of", "it",
    "part", "parts", "leg", "legs", "half", "section", "stage", "lap", "session", "bit", "round", "period",
    "periods", "how", "the", "a", "an", "did", "do", "does", "i", "we", "you", "he", "she", "they", "my",
    "our", "your", "his", "her", "their", "on", "spent", "for",
})  # fmt: skip
"""Words of a question of the rest that name no part."""


def _the_rest(text: str) -> ProblemSpec | None:
    """A whole length and one part of it told, and the rest asked for: "A relay took 3 h 2 min and our best
    leg was 48 min. How long did the other legs take together?", "my workout lasted 1 h 35 min, and 25 min of
    it was rest. How much of it was active?". The part must be the shorter, and the question may not name it
    ("How long was the morning part?" asks what is told)."""
    if _CLOCK.search(text):
        return None
    try:
        times, marked = durations(hour_parts(text.replace(" , ", " ")))
    except TimeFormat:
        return None
    sentences = [part.strip() for part in marked.split(";") if part.strip()]
    if len(times) != 2 or _NUMBER.search(marked) or len(sentences) < 2 or MARK in sentences[-1]:
        return None
    question = sentences[-1]
    parts = list(_PART_TOLD.finditer(" ; ".join(sentences[:-1])))
    if len(parts) != 1 or not _ASKS_REST.search(question):
        return None
    part = parts[0]
    told = next(group for group in part.groups() if group is not None)
    asked = set(tokens(question.replace("the rest", " "))) - (_GENERIC - {"rest"})
    if asked & (set(tokens(told)) - (_GENERIC - {"rest"})):
        return None  # "How long was the morning part?": the part told
    story = " ; ".join(sentences[:-1])
    index = story[: story.index(MARK, part.start())].count(MARK)  # which length the part is
    shorter, longer = smaller_first(*times)
    if times[index] != shorter or shorter == longer:
        return None  # the part told is the longer one: it is no part of the other
    return ProblemSpec("subtract_time", longer, shorter)


_IN_TWO = lazy(r"\b(?:over|in|across|into|for) (?:two|2) ([a-z]+)\b", needs="two|2")
"""A whole told in two parts: "14 h 20 min over two days", "3 h 10 min in two papers"."""
_FIRST_PART = lazy(r"\b(?:first|1 ?st) ([a-z]+)\b|\b([a-z]+) (?:one|1)\b", needs="first|1|one")
_OTHER_PART = lazy(
    r"\b(?:second|2 ?nd|other)(?: ([a-z]+))?\b|\b([a-z]+) (?:two|2)\b", needs="second|2|other|two"
)
_FIRST_ASKED = lazy(r"\b(?:first|1st|one|1|total|altogether|together|both|whole)\b")


def _second_of_two(text: str) -> ProblemSpec | None:
    """A whole length told in two parts, the first told and the second asked: "The drive is 14 h 20 min over
    two days; day one was 6 h 45 min. How long is day two?", "My exam is 3 h 10 min in two papers. The first
    paper is 1 h 25 min. How long is the second paper?". The parts must be the whole's, the first shorter."""
    if not mentions("two|2", text) or _CLOCK.search(text):
        return None
    try:
        times, marked = durations(hour_parts(text))
    except TimeFormat:
        return None
    *story, question = [part.strip() for part in marked.split(";") if part.strip()]
    clauses = [clause for part in story for clause in part.split(" , ") if MARK in clause]
    other_told = found.group() if (found := _OTHER_PART.search(question)) else ""
    if len(times) != 2 or len(clauses) != 2 or any(clause.count(MARK) != 1 for clause in clauses):
        return None
    if MARK in question or _FIRST_ASKED.search(question.replace(other_told, " ")):
        return None
    if _NUMBER.search(_OTHER_PART.sub(" ", _FIRST_PART.sub(" ", _IN_TWO.sub(" ", marked)))):
        return None
    whole = next((found for found in map(_IN_TWO.search, clauses) if found), None)
    if whole is None:
        return None
    at_whole = 0 if _IN_TWO.search(clauses[0]) else 1
    first, other = _FIRST_PART.search(clauses[1 - at_whole]), _OTHER_PART.search(question)
    if first is None or other is None or _IN_TWO.search(clauses[1 - at_whole]):
        return None
    parts = whole.group(1)
    if not all(same_noun(named, parts) for named in (*_named(first), *_named(other))):
        return None
    shorter, longer = smaller_first(*times)
    if times[at_whole] != longer or shorter == longer:
        return None
    return ProblemSpec("subtract_time", longer, shorter)


def _named(found: re.Match[str]) -> list[str]:
    return [noun for noun in found.groups() if noun]


def read(text: str) -> ProblemSpec | None:
    """The longer and the shorter of two lengths, when the question asks how much is left or longer."""
    if (cut := _cut_short(text)) is not None:
        return cut
    if (rest := _the_rest(text)) is not None:
        return rest
    if (second := _second_of_two(text)) is not None:
        return second
    if not _ASKS_DIFFERENCE.search(text) or _CLOCK.search(text):
        return None
    try:
        times, marked = durations(hour_parts(text))
    except TimeFormat:
        return None
    if len(times) != 2 or _NUMBER.search(marked):
        return None
    sentences = [part for part in marked.split(";") if part.strip()]
    question = sentences[-1]
    story = " ".join(sentences[:-1]) if len(sentences) > 1 else ""
    if not _ASKS_DIFFERENCE.search(question) or _OTHER_ASKS.search(_without_a_goal_per_period(marked)):
        return None
    if _COMPARES.search(_AFTER_A_LENGTH.sub(" ", story)):
        return None
    if MARK in question and len(sentences) > 1:
        return None  # a length in the question too: "… how much is left after 20 min?" asks something else
    shorter, longer = smaller_first(*times)  # run-together, so the larger number is the longer length
    if not _compared_the_right_way(story, question, times.index(longer)):
        return None
    if _SAVED.search(question) and not _saved_time(question, times.index(longer) == 0 and shorter != longer):
        return None
    return ProblemSpec("subtract_time", longer, shorter)


def _saved_time(question: str, longer_first: bool) -> bool:
    """Does a question of time saved ask what the story tells? The old length must be the longer ("Old 2 h
    42 min, new 3 h 10 min. Time saved?": none was saved), and time be what is asked ("How much money
    saved?" is not)."""
    return longer_first and bool(_TIME_SAVED.search(question.strip()))


_THAN = lazy(r"\bthan\b", needs="than")
_MORE_THAN = lazy(r"\b([a-z]+) than (?:on |at |for |the |my )?([a-z]+)\b", needs="than")


def _first_named_of_two(story: str, question: str) -> int | None:
    """Which length the thing asked about first has, in a question "more X than Y" naming both: each said once
    in the story, one length between them, the first named has the first length ("spent 3 h 45 min gaming and
    1 h 20 min on homework": gaming has the first); None when the story does not say so plainly."""
    found = _MORE_THAN.search(question)
    if found is None:
        return None
    words = tokens(story)
    first, second = found.groups()
    if words.count(first) != 1 or words.count(second) != 1:
        return None
    at_first, at_second = words.index(first), words.index(second)
    between = words[min(at_first, at_second) : max(at_first, at_second)]
    if between.count(MARK) != 1:
        return None
    return 0 if at_first < at_second else 1


_GOAL_PER_PERIOD = lazy(
    rf"^(?P<before>[^{MARK};]*{MARK}) (?:a|per|each) (?:day|week|month)\b"
    rf"(?=[^{MARK}]*{MARK}[^;]*\b(?:so far|already)\b)",
    needs="so far|already",
)
"""A goal for each day, week or month, then what is done of it so far: "I volunteer 5 h 15 min a week and did
3 h 50 min so far"."""


def _without_a_goal_per_period(marked: str) -> str:
    """The text without the period of its goal, when the first length is that goal and the second is what is
    done of it so far: the rest of this period's goal is asked, no rate."""
    if not _ASKS_THE_REST.search(marked.rpartition(";")[2].strip()):
        return marked
    return _GOAL_PER_PERIOD.sub(r"\g<before>", marked)


_ASKS_THE_REST = lazy(
    r"^how (?:much|long)(?: more| longer)?(?: time)?(?: (?:is|have i got|do i have))?"
    r"(?: left| to go| remaining)?(?: to do)?$",
    needs="how",
)
"""A question of the rest that names no one: "How much more?", "How long is left?"."""


_LONGER_ASKED = lazy(
    r"\b(?:longer|more|slower)\b|\b(shorter|less|faster|quicker|sooner)\b",
    needs="longer|more|shorter|less|faster|quicker|slower|sooner",
)
_NAMES_TOO = frozenset({"bus", "her"})
"""Filler words elsewhere that name what a length is of here: "the bus takes 1 h 10 min"."""
_SAME_PERSON = {"she": "her", "he": "him", "they": "them", "i": "me", "we": "us"}
"""A person asked about as the story names them: "took her 4 h 12 min and him 3 h 58 min. How much faster was
he?"."""


def _compared_the_right_way(story: str, question: str, longer: int) -> bool:
    """A question "how much longer is X?" about a thing X the story names: X must have the longer length
    ("the walk takes 45 min and the bus 1 h 10 min: how much longer is the walk?" is left alone)."""
    asked = _LONGER_ASKED.search(question)
    if asked is None or not story:
        return True
    if (owner_of_first := _first_named_of_two(story, question)) is not None:
        return owner_of_first == longer if asked.group(1) is None else owner_of_first != longer
    if _THAN.search(question):
        return False  # "how much more piano than" (a name cut off as chatter): which is which is not plain
    if tokens(question)[-1] in ("the", "a", "an", "is", "was") or story.strip().startswith(f"the {MARK}"):
        return False  # a name cut off ("how much longer is the"): which length it means is not said
    named = {
        word
        for word in tokens(question)
        if word.isalpha() and (word not in FILLERS or word in _NAMES_TOO) and word not in _QUESTION_WORDS
    }
    clauses = story.split(MARK)[:-1]  # the words before each length, which name what it is the length of
    named |= {_SAME_PERSON[word] for word in named if word in _SAME_PERSON}
    owners = {index for index, clause in enumerate(clauses) if named & set(tokens(clause.split(",")[-1]))}
    if len(owners) != 1:
        return not owners
    owner = owners.pop()
    return owner == longer if asked.group(1) is None else owner != longer
