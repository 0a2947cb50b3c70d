"""A power told in a story as what something is, its value asked: "my character's power is 7 to the 5th lol
what's that", "Number of outcomes rolling 4 dice is 6 to the 4th, how many's that?", "Tile grid is 12 by 12,
so 12 squared tiles, how many?", "at tier 7 that's 3 to the power 7, how much is that".

The power is stated ("is", "so", "that's", "=") and the question right after it asks only its value ("what's
that?", "how much is it?", "how many?"). Every number of the story is the power's base or exponent: a story
told with another number ("… how many with 5 dice?") may ask for another power, and is left alone. No word
beside the power may change it ("half of", "each", "more than") and nowhere may the learner take a word back
or ask another form of the answer ("no wait", "roughly", "in digits").

A power asked with its exponent said again as when it is reached ("2 ^ 11 at level 11?", "App doubles my XP
every level: 2 to the power 11 at level 11?") is read too, after a story with no number that only says the
base grows the power's way (see `_with_its_exponent_restated`), and a power whose exponent a word names, the
word's number told in the question after it ("upgrade cost is 5 to the power of the upgrade number. at upgrade
6 how much gold?", see `_exponent_named`).
"""

from __future__ import annotations

import re

from quickmath.offline.asks import ProblemSpec, Spec
from quickmath.offline.readers.operator_words import operators_as_symbols
from quickmath.offline.reading.text import FILLERS, N
from quickmath.patterns import lazy, mentions

_POWER = lazy(rf"(?<![\w.])({N}) \^ ({N})(?![\w.])", needs="^")
_NUMBER = lazy(rf"(?<![\w.]){N}(?![\w.])")
_STATED = lazy(
    r"(?:^|\b(?:is|are|was|so|makes|gives|means|equals|has|have|had|holds|gets|got)|=) $"
    r"|(?:^|(?<![\w.])(?:a|an|the|my|our|this|that) )"
    r"(?:(?!(?:half|third|quarter|fifth|tenth|part|bit|share|fraction|lots?|sets?|groups?)\b)[a-z]+ ){1,2}"
    r"of $"
)
"""What a power follows when it is told as what something is or has: "… is 7 ^ 5", "so 12 ^ 2", "… = 2 ^
10", "the last square gets 2 ^ 63 grains", or made of: "a bracket of 2 ^ 7 players"."""
VALUE_ASKED = lazy(
    r"(?:(?:so|and|ok|then) )?(?:what is (?:that|it|this)(?: (?:figure|number|amount|value))?"
    r"|what does (?:that|it|this) (?:come to|make|give)"
    r"|how (?:much|many) (?:is|are) (?:that|it|this|they|those|these)"
    r"|how (?:much|many)(?: (?P<noun>(?:square |cubic )?[a-z]+))?(?: (?:is|are) (?:that|it|this))?"
    r"|(?:which|that) (?:is|makes|comes to) how (?:much|many))"
    r"(?: (?:then|exactly|please|pls|lol|haha|mate))*"
)
"""A question that asks only the value of what was just told: "what's that", "how many's that", "how
many?"."""
TAKEN_BACK = frozenset({
    "not", "no", "nor", "wait", "oops", "or", "instead", "mean", "meant", "rather", "actually", "except",
    "wrong", "correct", "right", "true", "false", "mistake", "check", "estimate", "roughly", "approx",
    "approximately", "about", "around", "nearly", "round", "rounded", "nearest", "digits", "digit", "words",
    "decimal", "fraction", "percent", "standard", "scientific", "binary", "hex", "base", "bet",
})  # fmt: skip
"""Words anywhere in the story that take something back or ask the answer in another form."""
_QUIZ_ROUND = lazy(
    r"\b(?:final|next|last|first|second|third|bonus|lightning|quiz|picture|music) round\b|\bround (?=\d)",
    needs="round",
)
"""A round of a quiz or a game, which asks no rounding: "Into the final round with 9 points each"."""


def read(text: str) -> Spec | None:
    """The power told, when its value is all that is asked; None otherwise."""
    if not TAKEN_BACK.isdisjoint(re.findall(r"[a-z]+", _QUIZ_ROUND.sub(" ", text))) or "n't" in text:
        return None
    symbols = operators_as_symbols(text)
    if mentions("after|at|on|in|by", symbols) and (restated := _with_its_exponent_restated(symbols)):
        return restated
    if mentions("power of|^", symbols) and (named := _exponent_named(symbols)):
        return named
    return (
        _told(symbols)
        or _asked_again_alone(symbols)
        or _presented(symbols)
        or _confirmed_for(symbols)
        or _said_after_asking(symbols)
    )


def _told(symbols: str) -> Spec | None:
    """The one power of the story, told as what something is and its value asked right after it."""
    powers = list(_POWER.finditer(symbols))
    if len(powers) != 1:
        return None
    power = powers[0]
    base, exponent = power.groups()
    if any(number not in (base, exponent) for number in _NUMBER.findall(symbols)):
        return None  # "… is 6 ^ 4 , how many with 5 dice?" may ask for another power
    piece_start = max(symbols.rfind(" ; ", 0, power.start()), symbols.rfind(" , ", 0, power.start()))
    told = symbols[piece_start + 3 if piece_start >= 0 else 0 : power.start()]
    if not told.strip() and _asked_before(symbols[: power.start()], symbols[power.end() :], exponent):
        return ProblemSpec("power", base, exponent)  # "… how many square metres is that , 120 ^ 2"
    if not _STATED.search(told) or not _only_names(_repeated_alike(told, base, exponent)):
        return None
    if not _asked_after(symbols[power.end() :]):
        return None
    return ProblemSpec("power", base, exponent)


_AREA_OR_VOLUME = {"square": "2", "cubic": "3"}


def _asked_before(before: str, after: str, exponent: str) -> bool:
    """Is the power told alone, last, just after a question of the value of what the story told ("Paddock is
    120 m by 120 m, how many square metres is that, 120 squared?")? An area asked only of a square, a volume
    of a cube."""
    if after.strip(" ;,") or not before.rstrip().endswith((",", ";")):
        return False
    question = re.split(r" [;,] ", before.rstrip(" ;,"))[-1]
    asked = VALUE_ASKED.fullmatch(question)
    if asked is None:
        return False
    noun = (asked.group("noun") or "").split()
    return not noun or (len(noun) == 2 and _AREA_OR_VOLUME.get(noun[0]) == exponent)


_REPEATED = lazy(r"\b(?P<kind>doubl|tripl)(?:ing|ed|es|e) (?P<times>\d+) (?:times|\*) ", needs="doubl|tripl")
_BASE_OF = {"doubl": "2", "tripl": "3"}


def _repeated_alike(told: str, base: str, exponent: str) -> str:
    """The words told without a number doubled or tripled some times that makes the very power told: "a bug
    doubling 8 times gives 2 ^ 8" says the power twice, and changes nothing."""
    return _REPEATED.sub(
        lambda found: " " if (_BASE_OF[found["kind"]], found["times"]) == (base, exponent) else found.group(),
        told,
    )


def _only_names(told: str) -> bool:
    """Do the words told before the power in its sentence only name what it is ("my character's power is",
    "the outcomes of 4 dice is", "so")? Never a word that changes it ("half of", "each box is")."""
    from quickmath.offline.readers.typos import OPERATION_WORDS
    from quickmath.offline.reading.meaning import MEANING_WORDS  # only for a power told in a story

    words = re.findall(r"[a-z]+|[^\sa-z]+", told)
    for at, word in enumerate(words):
        subject = word == "power" and words[at + 1 : at + 2] == ["is"]  # "my character's power is …"
        if word.isdigit() or subject:
            continue  # "rolling 4 dice is 6 ^ 4": a count the power is made of (every number is the power's)
        if word in MEANING_WORDS or word in OPERATION_WORDS or not word.isalpha():
            return False
    return True


def _asked_after(after: str) -> bool:
    """Is what follows the power a question of its value alone, perhaps after naming what it counts ("12 ^ 2
    tiles , how many?")? A noun asked must be the one told beside the power."""
    from quickmath.offline.readers.chatter import is_chatter_word  # only for a power told in a story
    from quickmath.offline.readers.units import is_unit

    parts = [part.strip() for part in re.split(r"[;,]", after)]
    named = parts[0].split()
    if len(parts) == 1:
        named, question = [], parts[0]
    elif len(parts) == 2 and all(is_chatter_word(word) or word in FILLERS or is_unit(word) for word in named):
        question = parts[1]
    else:
        return False
    question = " ".join(word for word in question.split() if not _leading_chatter(word, question))
    asked = VALUE_ASKED.fullmatch(question)
    if asked is None:
        return False
    noun = (asked.group("noun") or "").split()
    return not noun or noun == named[-len(noun) :]


def _leading_chatter(word: str, question: str) -> bool:
    return word in ("lol", "haha", "lmao", "ok", "okay") and question.startswith(word)


_RESTATED = lazy(
    rf"(?:(?P<story>.+?) (?:;|,|-) )?(?:(?:so|and|then|ok) )*(?:(?:that is|it is|is it|is that|that will be"
    rf"|it will be|which is|that makes|making|what is|what will be|how much is|how many is) )?"
    rf"(?P<base>{N}) \^ (?P<exponent>{N})"
    rf" (?:after|at|on|in|by) (?:(?:level|day|round|generation|week|month|year|stage|step|turn|go|fold|hour)"
    rf" (?P<at>{N})|(?P<after>{N}) (?:levels|days|rounds|generations|weeks|months|years|stages|steps|turns"
    rf"|goes|folds|hours|doublings|triplings))",
    needs="after|at|on|in|by",
)
"""A power asked with its exponent said again as when it is reached: "2 ^ 11 at level 11", "so 2 ^ 6 after 6
generations", after a story of what doubles: "app doubles my xp every level ; 2 ^ 11 at level 11"."""
_GROWS = lazy(r"\b(?P<kind>doubl|tripl)(?:es|ed|ing|e|s)?\b", needs="doubl|tripl")
_EVERY = lazy(r"\b(?:every|each|a|per) [a-z]+\b", needs="every|each|a|per")
"""How often it grows: "every level", "each round"."""


def _with_its_exponent_restated(symbols: str) -> Spec | None:
    """The power, when the number after it is its exponent again and the story before it (if any) has no
    number and only says the base grows the power's way ("doubles every level" for 2, "triple" for 3): a story
    with a start ("started with 2") may count 2 × 2 ^ 6, and is left alone."""
    found = _RESTATED.fullmatch(symbols)
    if found is None or (found["at"] or found["after"]) != found["exponent"]:
        return None
    story = found["story"] or ""
    grows = {_BASE_OF[kind] for kind in _GROWS.findall(story)}
    told = _EVERY.sub(" ", _GROWS.sub(" ", story))
    if _NUMBER.search(story) or not grows <= {found["base"]} or not _only_names(told):
        return None
    return ProblemSpec("power", found["base"], found["exponent"])


_EXPONENT_NAMED = lazy(
    rf"(?P<story>(?:[a-z]+ ){{0,4}}?(?:is|are|=|costs?|gives?|makes?)) (?P<base>{N})"
    rf" (?:to the power of|\^) (?:the |its |your |my |their )?(?P<name>[a-z]+)(?: number| count)?"
    rf" (?:;|,) (?P<asked>.+)",
    needs="power of|^",
)
"""A power whose exponent is named by a word, the word's number told in the question after it: "upgrade cost
is 5 to the power of the upgrade number ; at upgrade 6 how much gold?"."""
_ASKED_AT = lazy(rf"\b(?:at|on|for|in) (?:the )?(?P<name>[a-z]+) (?P<exponent>{N})\b")
_ASKING_WORDS = frozenset({
    "how", "much", "many", "what", "is", "it", "that", "this", "does", "do", "will", "would", "cost", "costs",
    "be", "i", "we", "you", "need", "pay", "get", "s", "then", "the",
})  # fmt: skip
"""Words of a question that ask only the power's value at the number told: "how much gold?", "what is it?"."""


def _exponent_named(symbols: str) -> Spec | None:
    """The power, its exponent named by a word in the story ("the upgrade number", "the level") and its number
    told after that word in the one question that follows, which asks only its value: "… at upgrade 6 how
    much gold?" is 5 ^ 6. "how much gold in total up to upgrade 6?" (a sum) and any other number are left
    alone."""
    found = _EXPONENT_NAMED.fullmatch(symbols)
    story = re.sub(r"\b(?:cost|costs|price)\b", " ", found["story"]) if found else ""
    if found is None or _NUMBER.search(story) or not _only_names(story):
        return None
    asked = _ASKED_AT.search(found["asked"])
    if asked is None or asked["name"] != found["name"] or len(_NUMBER.findall(found["asked"])) != 1:
        return None
    words = (found["asked"][: asked.start()] + " " + found["asked"][asked.end() :]).split()
    if not words or words[0] not in ("how", "what") or words.count("how") + words.count("what") != 1:
        return None
    unknown = [word for word in words if word not in _ASKING_WORDS]
    if len(unknown) > 1 or (unknown and words[:2] not in (["how", "much"], ["how", "many"])):
        return None  # one thing counted may be named after "how much": "how much gold"
    if unknown and words[2] != unknown[0]:
        return None
    return ProblemSpec("power", found["base"], asked["exponent"])


_ASKED_ALONE = lazy(
    rf"(?:(?:so|and|ok|okay|then|now) )?(?:what is|how much is|how many is|work out|calculate)"
    rf" (?P<base>{N}) \^ (?P<exponent>{N})(?: (?:exactly|then|please|pls))?",
    needs="what is|how much is|how many is|work out|calculate",
)
"""The last sentence asking only the value of a power: "What's 2 ^ 9?", "how much is 2 ^ 10"."""


def _asked_again_alone(symbols: str) -> Spec | None:
    """A power a story reaches, asked again alone in its last sentence: "Bacteria double every 20 min ; after
    3 hours that is 9 doublings so 2 ^ 9 * ; what is 2 ^ 9", "level 10 costs 2 ^ 10 coins ; how much is 2 ^
    10". What is asked is written out whole, and every power of the story is that one: the story's other
    numbers only tell how it was reached."""
    sentences = symbols.split(" ; ")
    asked = _ASKED_ALONE.fullmatch(sentences[-1])
    if len(sentences) < 2 or asked is None:
        return None
    powers = {found.groups() for found in _POWER.finditer(symbols)}
    told_before = {found.groups() for found in _POWER.finditer(" ; ".join(sentences[:-1]))}
    if powers != {(asked["base"], asked["exponent"])} or not told_before:
        return None
    return ProblemSpec("power", asked["base"], asked["exponent"])


_PRESENTING = lazy(
    r"(?:^|\b(?:and|so|ok|okay|right) )(?:here it is|here goes"
    r"|here is (?:the|my|your|our|this) (?:question|one|puzzle|sum)"
    r"|(?:the |my |our |this )?(?:question|puzzle|teaser|challenge|sum) (?:is|was)"
    r"|try this(?: one)?|(?:(?:[a-z]+ ){1,2}is |the |our |my )?(?:final|next one|last one))$",
    needs="here|question|puzzle|teaser|challenge|sum|try this|final|next one|last one",
)
"""A sentence that hands over the question told next: "Here it is:", "Last week's final:", "The question
is:"."""
_POWER_ALONE = lazy(rf"(?P<base>{N}) \^ (?P<exponent>{N})", needs="^")
_ANSWER_ASKED = lazy(
    r"(?:so |and )?(?:(?:the |your )?answer|what is (?:it|the answer)|how much|go)(?: (?:please|pls|then))?",
    needs="answer|what is|how much|go",
)
_SETTING_WORDS = frozenset({"and", "by", "from", "between", "over", "into", "together", "more"})
"""Words of operations that a setting told before the question may hold without working on it: "we race each
other", "into the final round"."""


def _presented(symbols: str) -> Spec | None:
    """A power handed over as the question in a sentence of its own, after the words that hand it over ("here
    it is", "last week's final"), last or followed only by "answer?": "into the final round with 9 points
    each ; here it is ; 7 ^ 3". The setting told before may hold numbers of its own, never a word that works
    on the answer ("double it", "the answer plus 9")."""
    sentences = symbols.split(" ; ")
    alone = [at for at, sentence in enumerate(sentences) if _POWER_ALONE.fullmatch(sentence)]
    if len(alone) != 1 or alone[0] == 0 or len(_POWER.findall(symbols)) != 1:
        return None
    at = alone[0]
    after = sentences[at + 1 :]
    if len(after) > 1 or (after and not _ANSWER_ASKED.fullmatch(after[0])):
        return None
    handing = _PRESENTING.search(sentences[at - 1])
    if handing is None:
        return None
    from quickmath.offline.readers.typos import OPERATION_WORDS  # only for a power handed over

    told_before = " ".join([*sentences[: at - 1], sentences[at - 1][: handing.start()]])
    setting = set(re.findall(r"[a-z]+", told_before))
    if setting & (OPERATION_WORDS - _SETTING_WORDS) or setting & {"answer", "result", "it", "that", "then"}:
        return None
    found = _POWER_ALONE.fullmatch(sentences[at])
    return ProblemSpec("power", found["base"], found["exponent"]) if found else None


_CONFIRMED_FOR = lazy(
    rf"(?:(?:hello|hi|hey|dear [a-z]+) (?:, )?)?(?:please |pls |can you |could you )?confirm"
    rf" (?P<base>{N}) \^ (?P<exponent>{N})"
    r" for (?:the|my|our|a|this) (?P<purpose>(?:[a-z]+ ){0,3})"
    r"(?:doc|docs|document|report|sheet|spreadsheet|slides|email|file|notes|wiki|ticket|page|memo)"
    r"(?: ; (?:(?:many )?thanks|thank you|cheers|ta|regards))?",
    needs="confirm",
)
"""A power asked to be confirmed for a document, and thanks: "please confirm 2 ^ 16 for the port range doc ;
many thanks"; the document only says what it is for, with no word of an operation ("the double port
doc")."""


def _confirmed_for(symbols: str) -> Spec | None:
    found = _CONFIRMED_FOR.fullmatch(symbols)
    if found is None:
        return None
    from quickmath.offline.readers.typos import OPERATION_WORDS  # only for a power to confirm

    if not OPERATION_WORDS.isdisjoint(found["purpose"].split()):
        return None
    return ProblemSpec("power", found["base"], found["exponent"])


_IT_IS_THE_POWER = lazy(
    rf"^(?:so |and )?(?:it is|it s|that is|that s|which is|so that is|that would be|it would be)"
    rf" (?P<base>{N}) \^ (?P<exponent>{N})$",
    needs="it|that|which",
)
"""A sentence that only says what the question just asked comes to, as a power: "It's 2 to the 10th."."""
_HOW_MANY_ASKED = lazy(r"^(?:so )?how many (?P<asked>.+)$", needs="how many")
_MARKS = lazy(r"(?<=[a-z])-(?= … -[a-z])| … -(?=[a-z])", needs="…")
"""Marks of a word said with a gap: "great- … -grandparents"."""


def _said_after_asking(symbols: str) -> Spec | None:
    """A power said as what the question before it comes to: "How many great-great-…-grandparents 10
    generations back? It's 2 to the 10th." The question asks how many of a thing, names nothing that works on
    the count, and tells no number but the power's."""
    sentences = symbols.split(" ; ")
    if len(sentences) != 2:
        return None
    asked, said = _HOW_MANY_ASKED.fullmatch(sentences[0]), _IT_IS_THE_POWER.fullmatch(sentences[1])
    if asked is None or said is None:
        return None
    base, exponent = said["base"], said["exponent"]
    question = _MARKS.sub(" ", asked["asked"])
    if any(number not in (base, exponent) for number in _NUMBER.findall(question)):
        return None
    if not _only_names(_NUMBER.sub(" ", question)):
        return None
    return ProblemSpec("power", base, exponent)
