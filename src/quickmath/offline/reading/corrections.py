"""A question the learner puts right after asking it: "48 × 25?\\nno 48 × 250 sorry", "remainder of 500 /
9?\\nno sorry 600 / 9", "split 840 between 6 people... actually 7 people", "bus at 5:40pm, takes 35
mins\\ncorrection: 55 mins", "what's 8.5 no 7.5 times 4".

After a cue that takes something back ("no", "sorry", "I mean", "make that", "correction:", "EDIT:", a starred
line; "wait", "hang on" and "actually" only said on in the same sentence), what is said again is laid over the
part of the question it replaces, found by its shape, never by its words: a calculation said again replaces
the one of the same shape ("600 / 9" over "500 / 9"), a number of things the number of the same things ("7
people" over "6 people"), a clock reading, a length of time or an amount of money the one of its kind. Said on
in the same sentence, a correction replaces what it follows ("what's 68 plus no sorry 86 plus 47", "600
divided by 25 I mean 24"). When more than one part could be meant ("8 × 9? no 7") or none is of its kind
("… takes 35 mins\\nEDIT: 85"), the coach asks back. A correction that says the question again with its own
numbers ("so 1,440 split into 16... hang on, 1,440 divided by 16 is what") is the question; one that says a
number of the question was right ("EDIT: it was 14.65 not 1.465") is left out. Only words move: nothing is
worked out.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from quickmath.offline.reading.owning_up import PAUSE, SLIP
from quickmath.offline.reading.text import normalise
from quickmath.records import Record

LINE = "zzlinezz"
"""A line break, kept through `normalise` as a word: a correction on a line of its own is a sentence."""

_IN_A_CUE = frozenset({"oh", "ugh", "um", "umm", "er", "erm", "uh", "hmm", "ah", "ok", "okay", "so"})
_PAUSES = frozenset({",", ";", "…", "(", ")", ":", "-", LINE})
_SENTENCE_ENDS = frozenset({";", "(", LINE})
_NOT_AFTER = {
    "i": frozenset({"do", "did", "does"}),  # "7 × 8 or do I mean 8 × 9?" asks which
    "no": frozenset({"question", "q", "item", "number", "room", "flat", "house", "ticket", "order", "bus",
                     # "and no £10 notes", "I keep getting no for whether …"
                     "route", "platform", "seat", "table", "page", "issue", "yes", "or", "with", "and", "but",
                     "have", "has", "had", "got", "is", "are", "was", "were", "there", "get", "getting",
                     "gets", "say", "says", "said", "saying", "answer", "answered", "put", "wrote"}),
    "wait": frozenset({"to", "will", "can", "had", "have", "must", "should", "could", "would", "not", "i",
                       "we", "you", "they", "he", "she", "me", "us", "still", "and", "then", "the", "a"}),
    "actually": frozenset({"i", "we", "you", "they", "he", "she", "it", "did", "do", "does", "is", "was"}),
}  # fmt: skip
"""Words before a cue's first word that make it no cue: "do I mean", "question no 5", "had to wait"."""
_NOT_BEFORE = {"wait": frozenset({"for", "until", "till", "in", "at"}), "hold": frozenset({"for"})}
_SAYS_WHAT_IT_IS = (
    ("it", "is", "meant", "to", "be"), ("it", "was", "meant", "to", "be"), ("meant", "to", "be"),
    ("it", "should", "be"), ("should", "be"), ("it", "is"), ("make", "it"), ("i", "meant"), ("i", "mean"),
)  # fmt: skip
"""Words before what a correction says the number is: "it's 6", "should be 6 not 8"."""

_OPERATIONS = frozenset({"+", "-", "*", "/", "^", "plus", "minus", "times", "x", "squared", "cubed"})
_OPEN = frozenset({"to", "from", "after", "before", "by", "of", "and", "into", "than", "at"})
"""Words that need what follows them: a question cut off after one is said on ("from 10:40 am to oh wait
to 1:05 pm")."""
_DETERMINERS = frozenset({"a", "an", "the", "my", "his", "her", "their", "our", "one"})
_HOURS = frozenset({"h", "hr", "hrs", "hour", "hours"})
_MINUTES = frozenset({"m", "min", "mins", "minute", "minutes"})
_MONEY_AFTER = frozenset({"p", "pence", "pounds", "quid", "dollars", "euros", "cents"})
_QUANTITIES = frozenset({"number", "money", "clock", "length"})
_NUMBER = re.compile(r"[£$€]?-?\d+(?:\.\d+)?")
_CLOCK = re.compile(r"\d{1,2}:\d\d")
_VALUE = re.compile(r"-?\d+(?:\.\d+)?")
_MOST_PUT_RIGHT = 3


class Item(Record):
    """A token or a quantity told in several tokens ("1 hour 50", "10:40 am"): `kind` is number, money,
    clock, length, op (an operation), word or pause; `start`/`end` its span of tokens."""

    kind: str
    start: int
    end: int


class Cue(Record):
    """Where the words that take something back are, and what they are."""

    start: int
    end: int
    strong: bool
    own_sentence: bool


class Doubtful(Record):
    """A correction whose part to put right is not sure: the coach asks back."""


DOUBTFUL = Doubtful()


def corrected(text: str, reads_alone: Callable[[str], bool]) -> str | None:
    """The message (as `layouts.plain` leaves it) normalised, with what the learner put right read as meant;
    the message normalised when nothing was put right; None when what was put right is not sure.
    `reads_alone` says whether words are a question read on their own."""
    tokens = _tokens(text)
    for _ in range(_MOST_PUT_RIGHT):
        put_right = _first_put_right(tokens, reads_alone)
        if put_right is DOUBTFUL:
            return None
        if not isinstance(put_right, list):
            break
        if _taken_back_still_asked(tokens, put_right):
            return None
        tokens = put_right
    return _said(tokens)


_CALCULATION = re.compile(
    r"(?<![\w.])-?\d[\d.]*(?: (?:[-+*/^x]|plus|minus|times|divided by|multiplied by) -?\d[\d.]*)+(?![\w.])"
)


def _taken_back_still_asked(tokens: list[str], put_right: list[str]) -> bool:
    """Is a calculation the correction took back still asked beside the one put in its place ("It's 2^9 no
    wait 2^8. What's 2^9?")? Either the correction or the question may be the slip: the coach asks back."""
    before = _calculations(tokens)
    after = _calculations(put_right)
    return len(set(after)) > 1 and any(0 < after.count(one) < before.count(one) for one in set(after))


_SIGN_WORDS = {"x": "*", "times": "*", "multiplied by": "*", "plus": "+", "minus": "-", "divided by": "/"}


def _calculations(tokens: list[str]) -> list[str]:
    """The calculations written in the tokens, each with its signs ("12 times 4" is "12 * 4")."""
    return [
        re.sub(r"[a-z]+(?: by)?", lambda word: _SIGN_WORDS.get(word.group(), word.group()), found)
        for found in re.findall(_CALCULATION, _said(tokens))
    ]


def _tokens(text: str) -> list[str]:
    """The normalised message's tokens, with `LINE` where a line broke, when marking lines changes nothing
    else."""
    plain = normalise(text).split()
    if "\n" not in text.strip():
        return plain
    marked = normalise(re.sub(r"[ \t]*\n\s*", f" {LINE} ", text.strip())).split()
    return marked if [token for token in marked if token != LINE] == plain else plain


def _said(tokens: list[str]) -> str:
    return " ".join(token for token in _unpaused(tokens) if token != LINE)


def _first_put_right(tokens: list[str], reads_alone: Callable[[str], bool]) -> list[str] | Doubtful | None:
    """The tokens with the first correction that puts something right laid over it, DOUBTFUL when it may
    put more than one thing right, None when there is none."""
    for cue in _cues(tokens):
        before, after = tokens[: cue.start], tokens[cue.end :]
        if cue.own_sentence and (line := _line_said_first(tokens, cue)) is not None:
            before, after = tokens[:line], tokens[line + 1 : cue.start] + after
        if cue.strong and not _has_quantity(before) and _only_told(before) and reads_alone(_said(after)):
            return after  # "(reply to comment above) no, I mean -45 + 19. What is that?": an earlier one
        if cue.strong and _left_unfinished(before) and reads_alone(_said(after)):
            return after  # "6 squared times... no. Just: 6 to the power 4?": the question begun is dropped
        if not _has_quantity(before) or not _has_quantity(after):
            continue
        after, asked_after = _question_after(after) if cue.own_sentence else (after, [])
        put_right = _put_right(before, _without_trailing_cues(after), cue, reads_alone)
        if isinstance(put_right, list) and asked_after:
            return [
                *_unpaused(put_right),
                ";",
                *asked_after,
            ]  # "… EDIT: it was 486 miles not 468. How many per litre?"
        if put_right is not None:
            return put_right
    return None


def _question_after(after: list[str]) -> tuple[list[str], list[str]]:
    """A correction in a sentence of its own, and the sentence after it when that has no number and asks
    ("EDIT: 8 kids. How many slices each?"): the question stays after what was put right."""
    if ";" not in after:
        return after, []
    end = after.index(";")
    rest = after[end + 1 :]
    if _has_quantity(rest) or LINE in rest or not rest:
        return after, []
    return after[:end], rest


def _left_unfinished(tokens: list[str]) -> bool:
    """Does what was said before a correction stop at an operation, its second number never said, and trail
    off ("6 squared times…", "what is 12 squared minus …")?"""
    said = [token for token in tokens if token not in _PAUSES or token == "…"]
    while said and said[-1] == "…":
        said.pop()
    return bool(said) and said[-1] in _OPERATIONS and "…" in tokens[-3:]


def _only_told(tokens: list[str]) -> bool:
    """Do the words before a correction with no number in them change nothing a question asks ("(reply to
    comment above)", "hi")?"""
    from quickmath.offline.asks import Unread
    from quickmath.offline.reading.meaning import MEANING_WORDS
    from quickmath.offline.reading.refusals import may_change_a_question

    said = _said(tokens)
    return not set(said.split()) & MEANING_WORDS and not may_change_a_question(Unread("unreadable", said))


def _cues(tokens: list[str]) -> list[Cue]:
    """The runs of words that may take back what was said before them, first to last."""
    cues: list[Cue] = []
    at = 0
    while at < len(tokens):
        end, strong = _cue_run(tokens, at)
        if end == at:
            at += 1
            continue
        start = at
        while start > 0 and tokens[start - 1] in _IN_A_CUE:
            start -= 1  # "to oh wait to 1:05 pm"
        cues.append(Cue(start, end, strong, _own_sentence(tokens, start)))
        at = end
    return cues


def _cue_run(tokens: list[str], start: int) -> tuple[int, bool]:
    """The end of the run of cue words starting at `start` (start itself when none), and whether one of them
    surely takes something back."""
    at, strong, found = start, False, False
    while at < len(tokens):
        length, is_strong = _cue_at(tokens, at)
        if length:
            at, strong, found = at + length, strong or is_strong, True
        elif found and (tokens[at] in _PAUSES or tokens[at] in _IN_A_CUE):
            at += 1
        else:
            break
    while at > start and (tokens[at - 1] in _PAUSES or tokens[at - 1] in _IN_A_CUE):
        at -= 1  # the pauses after the cue belong to what follows: "edit ; 120 / 6"
    if found:
        while at < len(tokens) and tokens[at] in _PAUSES:
            at += 1
    return (at, strong) if found else (start, False)


def _cue_at(tokens: list[str], at: int) -> tuple[int, bool]:
    """The length of the cue starting at `at` (0 when none) and whether it is a strong one."""
    for cues, strong in ((SLIP, True), (PAUSE, False)):
        for cue in cues:
            if tuple(tokens[at : at + len(cue)]) != cue:
                continue
            before = tokens[at - 1] if at else ""
            following = tokens[at + len(cue)] if at + len(cue) < len(tokens) else ""
            if before in _NOT_AFTER.get(cue[0], ()) or following in _NOT_BEFORE.get(cue[0], ()):
                return 0, False
            if cue == ("meant",) and before not in _PAUSES and before:
                return 0, False  # "meant 7, is 343 …" starts a line; "it's meant to be" is said on
            return len(cue), strong
    return 0, False


def _own_sentence(tokens: list[str], at: int) -> bool:
    """Is a cue said after a sentence or a line ended, or on a line of its own with what it puts right before
    it ("12:45 pm I mean, minus 1 hour 50")?"""
    back = at
    while back > 0 and (tokens[back - 1] in _PAUSES or tokens[back - 1] in _IN_A_CUE):
        back -= 1
        if tokens[back] in _SENTENCE_ENDS:
            return True
    return back == 0 or _line_said_first(tokens, Cue(at, at, True, True)) is not None


def _line_said_first(tokens: list[str], cue: Cue) -> int | None:
    """The line break before a correction said first on its line, its cue after it in the same sentence
    ("I need 12:45 minus 50 minutes\\n12:45 pm I mean, minus 1 hour 50"); None when there is none."""
    for back in range(cue.start - 1, -1, -1):
        if tokens[back] == LINE:
            return back if back > 0 and _has_quantity(tokens[back + 1 : cue.start]) else None
        if tokens[back] in (";", "("):
            return None
    return None


def _without_trailing_cues(tokens: list[str]) -> list[str]:
    """What is said after a cue, without the cue words that close it ("48 × 250 sorry")."""
    kept = list(tokens)
    while kept:
        if kept[-1] in _PAUSES or kept[-1] in _IN_A_CUE:
            kept.pop()
            continue
        ending = next((len(cue) for cue in (*SLIP, *PAUSE) if tuple(kept[-len(cue) :]) == cue), 0)
        if not ending:
            break
        del kept[-ending:]
    return kept


def _put_right(
    before: list[str], after: list[str], cue: Cue, reads_alone: Callable[[str], bool]
) -> list[str] | Doubtful | None:
    """The question `before` with `after` laid over what it puts right (see the module)."""
    if _values(after) == _values(before) and reads_alone(_said(after)):
        return after  # the question said again with its own numbers: "… hang on, 1,440 divided by 16 is what"
    after = _without_saying_what_it_is(after)
    if (placed := _by_its_place(before, after)) is not None:
        return placed
    told = _what_it_is(after)
    if told is not None:
        said, not_said = told
        if not_said is not None:
            return _not_said_put_right(before, said, not_said)
        if _spans_of(before, said):
            return before  # "EDIT: I put 0.09 in my first version, it's 0.9" says the question is right
        after = said
    if cue.own_sentence:
        return _over_a_sentence(before, after, cue.strong)
    return _said_on(before, after, cue.strong)


def _not_said_put_right(before: list[str], said: list[str], not_said: list[str]) -> list[str] | Doubtful:
    """A correction that says what a number is not, and what it is ("should be 6 not 8"): the one number it
    is not put right; the question alone when it has the number it is already ("EDIT: fixed a typo, it was
    14.65 not 1.465"); else asked back."""
    found = _spans_of(before, not_said)
    if len(found) == 1:
        start, end = found[0]
        return before[:start] + said + before[end:]
    return before if not found and _spans_of(before, said) else DOUBTFUL


_SAID_ON_AFTER_A_LENGTH = frozenset({"and", "plus", "minus", "then", "to", "from", "after", "before", "or"})
_PLACES = {"first": 0, "second": 1, "third": 2, "last": -1}
_PLACE_NAMES = frozenset({"one", "number", "time", "length", "amount", "price", "figure", "value", "bit"})
_PLACE_VERBS = (("should", "have", "been"), ("should", "be"), ("was",), ("is",), ("=",))


def _by_its_place(before: list[str], after: list[str]) -> list[str] | Doubtful | None:
    """A correction that names the quantity it puts right by its place: "add 1 h 50 and 2 h 25\nno wait,
    first one was 1 h 35" puts right the first length; None when it names none."""
    words = [token for token in after if token not in _PAUSES]
    words = words[1:] if words[:1] == ["the"] else words
    if not words or words[0] not in _PLACES:
        return None
    place, rest = _PLACES[words[0]], words[1:]
    rest = rest[1:] if rest[:1] and rest[0] in _PLACE_NAMES else rest
    verb = next((len(verb) for verb in _PLACE_VERBS if tuple(rest[: len(verb)]) == verb), 0)
    said = rest[verb:]
    items = _content(_items(said))
    if len(items) != 1 or items[0].kind not in _QUANTITIES:
        return None
    quantities = [item for item in _items(before) if item.kind in _QUANTITIES]
    alike = [item for item in quantities if _alike(before, item, said, items[0])]
    if len(alike) < 2 or place >= len(alike):
        return DOUBTFUL
    slot = alike[place]
    return before[: slot.start] + _in_its_form(said, before[slot.start : slot.end]) + before[slot.end :]


def _without_saying_what_it_is(after: list[str]) -> list[str]:
    """A correction without the words it starts with to say what was meant: "it's 3.6 + 2.57"."""
    for words in _SAYS_WHAT_IT_IS:
        if tuple(after[: len(words)]) == words and _has_quantity(after[len(words) :]):
            return after[len(words) :]
    return after


def _what_it_is(after: list[str]) -> tuple[list[str], list[str] | None] | None:
    """What a correction says a number is, and what it says it is not: "it's 0.9" (0.9), "should be 6 not 8"
    (6, 8); a story of the slip before it may go ("I put 0.09 in my first version, it's 0.9")."""
    content = [token for token in after if token not in _PAUSES]
    items = _items(content)
    quantities = [item for item in items if item.kind in _QUANTITIES]
    for at, item in enumerate(items):
        after_it = items[at + 1 : at + 4]
        counted = after_it and after_it[0].kind == "word" and content[after_it[0].start] != "not"
        if item.kind in _QUANTITIES and counted:
            after_it = after_it[1:]  # "it was 486 miles not 468": the things counted, said once
        if item.kind in _QUANTITIES and len(after_it) >= 2 and content[after_it[0].start] == "not":
            other = after_it[1]
            if other.kind in _QUANTITIES and _nothing_more(content, items, other):
                return content[item.start : item.end], content[other.start : other.end]
    last = quantities[-1] if quantities else None
    if last is None or last.end != len(content):
        return None
    lead = content[: last.start]
    if not any(tuple(lead[len(lead) - len(words) :]) == words for words in _SAYS_WHAT_IT_IS):
        return None
    return content[last.start : last.end], None


def _nothing_more(content: list[str], items: list[Item], last: Item) -> bool:
    """Is nothing said after what a number is not but the things it counts ("… not 468 miles"), never more to
    do ("95 not 85 and 10 more")?"""
    rest = [item for item in items if item.start >= last.end]
    return not rest or (len(rest) == 1 and rest[0].kind == "word" and content[rest[0].start].endswith("s"))


def _spans_of(before: list[str], quantity: list[str]) -> list[tuple[int, int]]:
    """The spans of `before` that tell the same quantity."""
    wanted = _values(quantity)
    return [
        (item.start, item.end)
        for item in _items(before)
        if item.kind in _QUANTITIES and _values(before[item.start : item.end]) == wanted
    ]


def _over_a_sentence(before: list[str], after: list[str], strong: bool) -> list[str] | Doubtful | None:
    """A correction in a sentence or on a line of its own: each part of it, between commas, laid over the one
    part of the question of its shape ("remainder of 500 / 9?\\nno sorry 600 / 9", "12:45 pm I mean, minus 1
    hour 50"). Only a strong cue puts a single number right ("What is 120 ÷ 8? Wait, 120 ÷ 6" is said again
    whole)."""
    parts = sorted(_parts(after), key=lambda part: len(_content(_items(part))) == 1)
    put_right = before
    laid: list[str] = []
    for part in parts:
        if not _has_quantity(part):
            continue
        spans = _slots(put_right, part)
        single = len(_content(_items(part))) == 1
        if single and set(_values(part)) <= set(laid):
            continue  # "meant 7, is 343 divisible by 7": the number is in the question said again
        laid += _values(part)
        if len(spans) == 1 and (strong or not single):
            start, end = spans[0]
            put_right = put_right[:start] + _in_its_form(part, put_right[start:end]) + put_right[end:]
        elif spans or (single and strong):
            return DOUBTFUL  # "8 × 9? no 7": which number is 7? "… takes 35 mins\nEDIT: 85": 85 what?
        elif strong and (said := _said_with_its_role(put_right, part)) is not None:
            if isinstance(said, Doubtful):
                return DOUBTFUL  # "Left 7:05, got in 8:20\nEDIT: it was 8:35": which reading?
            (start, end), quantity = said
            put_right = put_right[:start] + _in_its_form(quantity, put_right[start:end]) + put_right[end:]
        else:
            return None
    return put_right if put_right != before else None


_NOT_A_ROLE = frozenset({
    "plus", "more", "extra", "another", "add", "added", "adds", "also", "then", "each", "per", "every",
    "twice", "minus", "less", "off", "without", "except", "not", "or", "after", "before", "later", "earlier",
    "late", "early", "longer", "shorter", "since", "until", "till", "between", "break", "lunch",
    "instead", "of", "than", "half", "double",
})  # fmt: skip
"""Words of a correction that may do more than say a reading or a length again: "EDIT: plus 10 mins"."""
_ENDS_A_SPAN = frozenset({"to", "till", "until", "-"})


def _said_with_its_role(
    before: list[str], part: list[str]
) -> tuple[tuple[int, int], list[str]] | Doubtful | None:
    """One clock reading or length said again with words around it ("finished at 17:15 actually", "get in
    8:35 am with the new timetable"): the span of `before` it puts right, and the quantity. The one quantity
    of its kind; of two clock readings, the one whose words say the same role, a start or an end ("shift
    08:00 to 16:30", "get in 8:20 am"); DOUBTFUL when that is not plain; None for no such correction."""
    items = _content(_items(part))
    quantities = [item for item in items if item.kind in _QUANTITIES]
    if len(quantities) != 1 or quantities[0].kind not in ("clock", "length"):
        return None
    words = [part[item.start] for item in items if item.kind == "word"]
    if not words or any(item.kind not in ("word", "clock", "length") for item in items):
        return None
    if set(words) & _NOT_A_ROLE:
        return None
    found = quantities[0]
    if found.kind == "length" and found.end != len(part):
        return None  # "EDIT: 24 hour clock, sorry" names the style of clock, no length
    quantity = part[found.start : found.end]
    slots = _slots(before, quantity)
    if len(slots) <= 1 or found.kind == "length":
        return (slots[0], quantity) if len(slots) == 1 else (DOUBTFUL if slots else None)
    role = _role(part[: found.start])
    same = [slot for slot in slots if _role_of_slot(before, slots, slot) == role]
    return (same[0], quantity) if role and len(same) == 1 else DOUBTFUL


def _role_of_slot(before: list[str], slots: list[tuple[int, int]], slot: tuple[int, int]) -> str | None:
    """The role of a clock reading of `before`, by the words said before it back to the reading before it, or
    by "to" after it ("08:00 to 16:30": a start)."""
    at = slots.index(slot)
    role = _role(before[slots[at - 1][1] if at else 0 : slot[0]])
    if role is None and before[slot[1] : slot[1] + 1] and before[slot[1]] in _ENDS_A_SPAN:
        return "start"
    return role


def _role(words: list[str]) -> str | None:
    """What the words before a clock reading say it is: "start" ("leave", "from"), "end" ("get in",
    "finished at", "to"), or None."""
    from quickmath.offline.readers.clock_stories.words import (
        kinds_of,
        verbs_in,
    )  # only for a reading put right

    said = [word for word in words if word not in _PAUSES]
    kinds = kinds_of(verbs_in(" ".join(said)), False)
    if len(kinds) == 1:
        return kinds.pop()
    if kinds:
        return None
    if said[-1:] and said[-1] in _ENDS_A_SPAN:
        return "end"
    return "start" if said[-1:] == ["from"] else None


def _said_on(before: list[str], after: list[str], strong: bool) -> list[str] | Doubtful | None:
    """A correction said on in the same sentence: over what it follows, when that has its shape ("what's 8.5
    no 7.5 times 4", "600 divided by 25 I mean 24", "6 people... actually 7 people"), else over the one part
    of its shape ("3 bags of 12 apples, no 4 bags")."""
    part = _parts(after)[0]
    said_on = _said_over_the_end(before, after, part)
    if said_on is not None:
        return said_on
    spans = _slots(before, part)
    single = len(_items(part)) == 1
    if len(spans) != 1 or (single and not strong):
        return DOUBTFUL if strong and (len(spans) > 1 or single) else None  # "35 min, no 85": 85 what?
    start, end = spans[0]
    said = _in_its_form(part, before[start:end])
    return before[:start] + said + _unpaused(before[end:]) + after[len(part) :]


def _said_over_the_end(before: list[str], after: list[str], part: list[str]) -> list[str] | None:
    """`after` laid over the end of `before` it says again: a span at the end of the same shape as the start
    of `after`, which is either all the correction's first part, all the quantities of the sentence, or a
    word left open ("from 10:40 am to oh wait to 1:05 pm")."""
    items, said = _content(_items(before)), _content(_items(after))
    part_length = len(_content(_items(part)))
    sentence_start = _sentence_start(before)
    best: tuple[int, int] | None = None
    for first in range(len(items) - 1, -1, -1):
        span = items[first:]
        if len(span) > len(said) or not _same_shape(before, span, after, said[: len(span)], substitute=True):
            continue
        whole_part = len(span) == part_length
        whole_sentence = all(
            item.kind not in _QUANTITIES for item in items[:first] if item.start >= sentence_start
        ) and any(item.kind in _QUANTITIES for item in span)
        left_open = len(span) == 1 and span[0].kind == "word" and before[span[0].start] in _OPEN
        if whole_part or whole_sentence or left_open:
            best = (span[0].start, len(span))
    if best is None:
        return None
    start, _ = best
    return before[:start] + _in_its_form(after, before[start:]) if _has_quantity(after) else None


def _unpaused(tokens: list[str]) -> list[str]:
    """The tokens without the pauses they end on."""
    end = len(tokens)
    while end and tokens[end - 1] in _PAUSES:
        end -= 1
    return tokens[:end]


def _sentence_start(tokens: list[str]) -> int:
    ends = [at for at, token in enumerate(tokens) if token in _SENTENCE_ENDS]
    return ends[-1] + 1 if ends else 0


def _slots(before: list[str], part: list[str]) -> list[tuple[int, int]]:
    """The spans of `before` with the shape of `part` (a calculation, a number of the same things, or one
    quantity of the same kind)."""
    items, said = _content(_items(before)), _content(_items(part))
    if not said:
        return []
    return [
        (items[first].start, items[first + len(said) - 1].end)
        for first in range(len(items) - len(said) + 1)
        if _same_shape(before, items[first : first + len(said)], part, said, substitute=False)
    ]


def _same_shape(
    tokens: list[str], items: list[Item], other_tokens: list[str], others: list[Item], substitute: bool
) -> bool:
    """Do the items match one for one: a quantity another of its kind (a number may put money right), an
    operation another, a word the same word? With `substitute`, the last word may differ after a first one
    alike ("a £5 coin … I mean a £5 note")."""
    if len(items) != len(others):
        return False
    for at, (item, other) in enumerate(zip(items, others, strict=True)):
        if _alike(tokens, item, other_tokens, other):
            continue
        last_word = at == len(items) - 1 and at > 0 and item.kind == other.kind == "word"
        if not (substitute and last_word and tokens[items[0].start] in _DETERMINERS):
            return False
    return True


def _alike(tokens: list[str], item: Item, other_tokens: list[str], other: Item) -> bool:
    if item.kind in _QUANTITIES or other.kind in _QUANTITIES:
        return item.kind == other.kind or (item.kind == "money" and other.kind == "number")
    if item.kind == other.kind == "op":
        return True
    return tokens[item.start : item.end] == other_tokens[other.start : other.end]


def _in_its_form(said: list[str], taken_back: list[str]) -> list[str]:
    """What is said instead, with the money sign or half of the day it leaves out ("£3.85, sorry 3.95")."""
    if not said or not taken_back:
        return said
    first_item = _items(taken_back)[0]
    taken_back = taken_back[first_item.start : first_item.end]
    first, old = said[0], taken_back[0]
    if _NUMBER.fullmatch(first) and first[0].isdigit() and old[:1] in "£$€" and old[:1]:
        said = [old[0] + first, *said[1:]]
    if _CLOCK.fullmatch(first) and taken_back[-1:] in (["am"], ["pm"]) and said[1:2] not in (["am"], ["pm"]):
        said = [first, taken_back[-1], *said[1:]]
    return said


def _parts(tokens: list[str]) -> list[list[str]]:
    """The parts of a correction between commas and sentence ends."""
    parts: list[list[str]] = [[]]
    for token in tokens:
        if token in _PAUSES and token not in ("-",):
            parts.append([])
        else:
            parts[-1].append(token)
    return [part for part in parts if part]


def _content(items: list[Item]) -> list[Item]:
    return [item for item in items if item.kind != "pause"]


def _has_quantity(tokens: list[str]) -> bool:
    return any(item.kind in _QUANTITIES for item in _items(tokens))


def _values(tokens: list[str]) -> list[str]:
    """The numbers told, in order of size, money signs left out."""
    return sorted(_VALUE.findall(" ".join(tokens)))


def _items(tokens: list[str]) -> list[Item]:
    """The tokens as items, a quantity told in several tokens as one."""
    items: list[Item] = []
    at = 0
    while at < len(tokens):
        end, kind = _item_at(tokens, at)
        items.append(Item(kind, at, end))
        at = end
    return items


def _item_at(tokens: list[str], at: int) -> tuple[int, str]:
    token = tokens[at]
    following = tokens[at + 1] if at + 1 < len(tokens) else ""
    if _CLOCK.fullmatch(token):
        return _half_of_day(tokens, at + 1), "clock"
    if _NUMBER.fullmatch(token):
        if following in _HOURS:
            return _minutes_after_hours(tokens, at + 2), "length"
        if following in _MINUTES - {"m"}:
            return at + 2, "length"
        if following in ("am", "pm") or tokens[at + 1 : at + 3] in (["a", ";"], ["p", ";"]):
            return _half_of_day(tokens, at + 1), "clock"
        if token[0] in "£$€" or following in _MONEY_AFTER:
            return at + (2 if following in _MONEY_AFTER else 1), "money"
        return at + 1, "number"
    if token in _OPERATIONS:
        return at + 1, "op"
    return at + 1, "pause" if token in _PAUSES else "word"


def _half_of_day(tokens: list[str], at: int) -> int:
    """The end of a clock reading's "am"/"pm" ("a ; m" as "a.m." is normalised), or `at` when it has none."""
    if at < len(tokens) and tokens[at] in ("am", "pm"):
        return at + 1
    if tokens[at : at + 2] in (["a", ";"], ["p", ";"]) and tokens[at + 2 : at + 3] == ["m"]:
        return at + 3
    return at


def _minutes_after_hours(tokens: list[str], at: int) -> int:
    """The end of a length told in hours, its minutes after them ("1 hour 50", "2 h 15 min", "1 hour and 5
    minutes")."""
    if at < len(tokens) and tokens[at] == "and" and at + 2 < len(tokens) and tokens[at + 2] in _MINUTES:
        at += 1
    if at < len(tokens) and _NUMBER.fullmatch(tokens[at]):
        unit = tokens[at + 1] if at + 1 < len(tokens) else ""
        if unit in _MINUTES:
            return at + 2
        if not unit.isalpha() or unit in _SAID_ON_AFTER_A_LENGTH:
            return at + 1  # "1 hour 50", "1 h 50 and 2 h 25"
    return at
