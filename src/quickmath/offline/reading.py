"""Question text → asks: what the learner wants worked out, checked or listed, read by fixed rules.

Reading chooses operations and copies numbers; it never works anything out. A message is read whole
first, then cut into pieces ("What's 13 × 14 and 48 × 5?") when it cannot be read whole.
"""

from __future__ import annotations

import functools
import re

from quickmath.expression import BinOp, ExpressionError, parse
from quickmath.offline.asks import (
    Ask,
    Check,
    ExpressionSpec,
    ListShortcuts,
    ProblemSpec,
    Reading,
    Solve,
    Spec,
    Unread,
)
from quickmath.offline.followups import Earlier, looks_like_followup, read_followup
from quickmath.offline.phrasing import (
    FILLERS,
    N,
    mentions,
    normalise,
    number_words,
    only_fillers,
    operators_as_symbols,
    pieces,
    pretty,
    tokens,
    without_fillers,
)
from quickmath.offline.sums import read_sum
from quickmath.offline.times import TimeFormat, durations, read_times
from quickmath.offline.values import run_together
from quickmath.techniques import BY_NAME

_BINARY = re.compile(rf"({N}) ([-+*/^]) ({N})")
_MATH_CHARACTERS = re.compile(r"[\d.\s+*/^()-]+")


def read_math(math: str) -> Spec | None:
    """Symbols left after the fillers go: "47 + 9" is a problem, "120 + 9 + 9" a chain, "48" nothing."""
    if not _MATH_CHARACTERS.fullmatch(math):
        return None
    binary = _BINARY.fullmatch(math)
    if binary:
        a, symbol, b = binary.groups()
        if symbol != "^":
            return ProblemSpec(symbol, a, b)
        if not a.startswith("-"):
            return ProblemSpec("*", a, a) if b == "2" else ProblemSpec("power", a, b)
    try:
        tree = parse(math)
    except ExpressionError:
        return None
    return ExpressionSpec(pretty(math)) if _has_operation(tree) else None


def _has_operation(tree: object) -> bool:
    operand = getattr(tree, "operand", None)
    return isinstance(tree, BinOp) or (operand is not None and _has_operation(operand))


def read_problem(text: str) -> Spec | None:
    """One calculation: times to add, a sum of a run, or symbols and operator words."""
    return read_times(text) or read_sum(text) or read_math(without_fillers(operators_as_symbols(text)))


_ANSWER = rf"(?:{N}|\d+ \d+ / \d+|\d+ / \d+|\d+:\d\d)"
_CHECK_START = re.compile(
    r"^(?:(?:can|could|would) you |please )*(?:check|verify|mark|is it (?:true|right|correct) that|"
    r"am i right (?:that|in thinking)|true or false)(?: that| if| whether| my answer| this)?(?: ,)? "
)
_CHECK_END = re.compile(
    r"(?:(?: ,| ;)? (?:is (?:that|it|this) (?:right|correct|true|ok)|am i (?:right|correct)"
    r"|did i get it right|is not it|right|correct|true|ok|okay|yes|is it|or not))+$"
)
_CHECKS = [
    (
        "=|equal|makes|gives|comes to",
        rf"(?P<p>.+?) (?:=|equals|is equal to|makes|gives|comes to) (?P<n>{_ANSWER})",
    ),
    (
        "i ",
        r"i (?:got|get|have|had|said|put|wrote|make it|made it|think it is|reckon it is|worked out"
        rf"|calculated) (?P<n>{_ANSWER})"
        r" (?:for|on|as the answer (?:to|for)|when i (?:did|worked out|added|multiplied)|from) (?P<p>.+)",
    ),
    (" i ", rf"(?:for|on) (?P<p>.+?) i (?:got|get|have|had|said|make it|made it) (?P<n>{_ANSWER})"),
    ("answer", rf"(?:my|the) answer (?:to|for) (?P<p>.+?) (?:is|was) (?P<n>{_ANSWER})"),
    ("is|does", rf"(?:is|does) (?P<p>.+?) (?:equal to|equal|make|come to|give|is) (?P<n>{_ANSWER})"),
    (
        "answer|right for|correct for",
        rf"is (?P<n>{_ANSWER}) (?:the (?:right |correct )?answer (?:to|for)|right for|correct for) (?P<p>.+)",
    ),
    ("is", rf"is (?P<p>.+) (?P<n>{_ANSWER})"),
    ("is|are", rf"(?:i think )?(?P<p>.+?) (?:is|are) (?P<n>{_ANSWER})"),
]
"""(words one of which every match holds, pattern), tried in order; see `mentions`."""
_FLAGGED_ONLY = 7
"""Checks from this one on ("47 × 6 is 282") only count with a check word such as "right?"."""


def _answer_as_note(answer: str, spec: Spec) -> str:
    answer = answer.replace(" / ", "/")
    if ":" in answer and isinstance(spec, ProblemSpec) and spec.operation == "add_time":
        hours, minutes = answer.split(":")
        return run_together(hours, minutes)
    return answer


def read_check(piece: str, said: str) -> Check | None:
    """The learner gives an answer to check: "is 47 × 6 = 282 right?", "I got 282 for 47 times 6"."""
    start, end = _CHECK_START.search(piece), _CHECK_END.search(piece)
    flagged = bool(start or end)
    core = piece[start.end() if start else 0 : end.start() if end else len(piece)].strip()
    for number, (words, pattern) in enumerate(_CHECKS):
        if number >= _FLAGGED_ONLY and not flagged:
            break
        match = re.fullmatch(pattern, core) if mentions(words, core) else None
        if match is None or (":" in match.group("n") and not durations(match.group("p"))[0]):
            continue
        spec = read_problem(match.group("p"))
        if spec is not None:
            return Check(spec, _answer_as_note(match.group("n"), spec), said)
    return None


@functools.lru_cache(maxsize=128)
def _named_shortcuts(names: tuple[str, ...]) -> re.Pattern[str]:
    alternatives = "|".join(r"\s".join(map(re.escape, name.split("_"))) for name in names)
    cue = r"(?:use|using|with|by|via|apply|applying|try|trying|do it with|do it using)"
    trick = r"(?:shortcut|trick|method|technique|rule|way)"
    after_cue = rf"\b{cue} (?:the |your |a |my )?(?P<a>{alternatives})(?: {trick})?\b"
    before_trick = rf"\b(?:the )?(?P<b>{alternatives}) {trick}\b"
    return re.compile(f"{after_cue}|{before_trick}")


_UNKNOWN_SHORTCUT = (
    r"\b(?:use|using|with|via|apply|try) (?:the |your |a |my )?(?P<name>(?:[a-z]+ ){1,4}?)"
    r"(?:shortcut|trick|method|technique)\b"
)


def _names_in(piece: str) -> tuple[str, ...]:
    """The shortcut names, longest first, whose every word is in the piece: the only ones that can match,
    so the pattern of names is built from these few (usually none) rather than from all of them."""
    return tuple(
        name
        for name in sorted(BY_NAME, key=len, reverse=True)
        if all(word in piece for word in name.split("_"))
    )


def read_technique(piece: str) -> tuple[str | None, str]:
    """A shortcut the learner names ("use round and compensate for …"), and the text without it."""
    names = _names_in(piece)
    match = _named_shortcuts(names).search(piece) if names else None
    if match:
        name = (match.group("a") or match.group("b")).replace(" ", "_")
    else:
        mentioned = mentions("shortcut|trick|method|technique", piece)
        match = re.search(_UNKNOWN_SHORTCUT, piece) if mentioned else None
        if match is None or only_fillers(match.group("name")):
            return None, piece
        name = "_".join(w for w in tokens(match.group("name")) if w not in FILLERS) or match.group("name")
    return name, f"{piece[: match.start()]} {piece[match.end() :]}".strip()


_LISTING = re.compile(r"\b(?:shortcuts?|tricks?|techniques?|methods?)\b")
_LIST_OPERATIONS = [
    (r"\b(?:add|adding|addition|plus)\b", "+"),
    (r"\b(?:subtract|subtracting|subtraction|minus|take away|taking away)\b", "-"),
    (r"\b(?:multiply|multiplying|multiplication|times|products?)\b", "*"),
    (r"\b(?:divide|dividing|division)\b", "/"),
    (r"\bseries\b", "series"),
    (r"\b(?:sums? of squares|squares)\b", "sum_of_squares"),
    (r"\b(?:sums? of cubes|cubes)\b", "sum_of_cubes"),
    (r"\b(?:time|times of day|hours|minutes|durations)\b", "add_time"),
    (r"\b(?:powers?|exponents?|squaring|cubing)\b", "power"),
]


def read_listing(piece: str) -> ListShortcuts | None:
    """ "Show me the shortcuts", "which tricks do you know for multiplying?"."""
    if not _LISTING.search(piece) or re.search(r"\d", piece):
        return None
    for pattern, operation in _LIST_OPERATIONS:
        if re.search(pattern, piece):
            return ListShortcuts(operation)
    return ListShortcuts()


def read_piece(piece: str, earlier: Earlier | None, said: str) -> Ask | Unread | None:
    """One question; None when it cannot be read."""
    if listing := read_listing(piece):
        return listing
    technique, rest = read_technique(piece)
    rest = re.sub(r" =$", "", number_words(rest))
    if technique is None and (check := read_check(rest, said)):
        return check
    spec = read_problem(rest)
    if spec is not None:
        return Solve(spec, said, technique)
    return read_followup(piece, earlier, said)


_GREETING = r"(?:hi|hello|hey|hiya|good (?:morning|afternoon|evening)|yo)(?: there)?(?: coach)?"
_THANKS = r"(?:thanks|thank you|cheers|ta)(?: (?:very|so) much)?(?: coach)?"
_UNSUPPORTED = [
    (r"\b(?:square |cube )?roots?\b|\bsqrt\b", "square roots"),
    (r"\bpercent(?:age)?s?\b", "percentages"),
    (r"\blog(?:arithm)?s?\b", "logarithms"),
    (r"\b(?:sin|cos|tan|sine|cosine|tangent)\b", "trigonometry"),
    (r"\bfactorials?\b", "factorials"),
    (r"\b(?:solve for|equations?|algebra|[a-z] =|= [a-z]\b)|(?:^| )x(?: |$)", "algebra"),
    (r"\bfractions?\b", "fractions"),
    (r"\bprimes?\b", "prime numbers"),
    (r"\b(?:average|mean|median)\b", "averages"),
    (r"\b(?:remainder|modulo|mod)\b", "remainders"),
    (r"\b(?:derivative|integral|differentiate|integrate)\b", "calculus"),
]
_MATHS_WORDS = (
    r"\b(?:plus|minus|times|divided|multipl\w*|subtract\w*|add|adding|squared|cubed|sum|total|hundred|"
    r"thousand|(?:twen|thir|for|fif|six|seven|eigh|nine)ty)\b|[+*/^=]"
)
"""Signs that a message without digits is still maths, written in a way the coach cannot read."""
_OFF_TOPIC = [
    (r"\bjokes?\b|\bfunny\b", "jokes"),
    (r"\bweather\b", "the weather"),
    (r"\b(?:poem|story)\b", "stories"),
]


def classify(piece: str, earlier: Earlier | None, said: str) -> Unread:
    """Why a piece could not be read, so the reply can say kindly what the coach can do instead."""
    if not piece:
        return Unread("empty", said)
    for pattern, topic in _UNSUPPORTED:
        if re.search(pattern, piece):
            return Unread("unsupported", said, topic)
    if re.fullmatch(_GREETING, piece):
        return Unread("greeting", said)
    if re.fullmatch(_THANKS, piece):
        return Unread("thanks", said)
    if re.fullmatch(r"(?:help|help me|what can you do|who are you|what are you)", piece):
        return Unread("help", said)
    if earlier is None and looks_like_followup(piece):
        return Unread("no_earlier", said)
    if not re.search(r"\d", piece) and not re.search(_MATHS_WORDS, piece):
        topic = next((topic for pattern, topic in _OFF_TOPIC if re.search(pattern, piece)), "")
        return Unread("off_topic", said, topic)
    return Unread("unreadable", said)


def _read_or_classify(piece: str, earlier: Earlier | None, said: str) -> Ask | Unread:
    try:
        found = read_piece(piece, earlier, said)
    except TimeFormat:
        return Unread("time_format", said)
    return found if found is not None else classify(piece, earlier, said)


def _is_chatter(piece: str) -> bool:
    """A piece that carries no question, such as "hi" or "quick question", dropped beside a real one."""
    return only_fillers(piece) or bool(re.fullmatch(_GREETING, piece) or re.fullmatch(_THANKS, piece))


def read_message(text: str, earlier: Earlier | None = None) -> Reading:
    """Everything the coach can act on in one message, and what it could not read."""
    said = text.strip()
    whole = normalise(text)
    found = _read_or_classify(whole, earlier, said)
    if not isinstance(found, Unread):
        return Reading((found,))
    parts = [part for part in pieces(whole) if not _is_chatter(part)]
    if found.kind in ("empty", "time_format") or not parts or parts == [whole]:
        return Reading((), (found,))
    asks: list[Ask] = []
    unread: list[Unread] = []
    for part in parts:
        read = _read_or_classify(part, earlier, said if len(parts) == 1 else pretty(part))
        if isinstance(read, Unread):
            unread.append(read)
        else:
            asks.append(read)
    if not asks:
        return Reading((), (unread[0] if len(parts) == 1 else found,))
    return Reading(tuple(asks), tuple(unread))
