"""Why a piece could not be read, so the reply can say kindly what the coach can do instead."""

from __future__ import annotations

import re

from quickmath.offline.asks import Unread
from quickmath.offline.readers.followups import looks_like_followup
from quickmath.offline.reading.earlier import Earlier
from quickmath.offline.reading.text import only_fillers
from quickmath.patterns import lazy

_GREETING = r"(?:hi|hello|hey|hiya|good (?:morning|afternoon|evening)|yo)(?: there)?(?: coach)?"
_THANKS = r"(?:thanks|thank you|cheers|ta)(?: (?:very|so) much)?(?: coach)?"
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
    from quickmath.offline.reading.reasons import unsupported_topic  # only for a piece left unread

    if topic := unsupported_topic(piece):
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


_ASIDE_WORDS = 8


def is_aside(reason: Unread) -> bool:
    """A short remark beside a question, such as "I always forget": left out without a word."""
    short = len(reason.said.split()) <= _ASIDE_WORDS
    return reason.kind == "off_topic" and not reason.topic and short and not may_change_a_question(reason)


_STRESSED = "tell|know|mean|start|begin|see|do|get|try|check|understand|remember|say|think"
"""Verbs "even" may stress: "how do you even tell", "I can't even start"."""
_SHAPE_OF_A_THING = (
    r"(?!(?:it|that|this|them|those|these|each|every|the|all|both|of|roots?|numbers?|up|and|or|then|twice"
    r"|again|by|to|with|your|my|his|her|our|their|an?|is|are|was|answer|result|total|sum)\b)[a-z]{2,}\b"
)
"""The thing after "square" or "cube" said as a shape ("tiling a square floor", "in square metres", "a cube
tower"); "square it", "square each one", "cube the answer" and "square numbers" do something to a number."""
_OPERATING = lazy(
    r"\b(?:plus|minus|times(?! tables?)|multipl\w*|divid\w*|add(?:ed|ing)?|subtract\w*|take (?:away|off)"
    rf"|squared|cubed|(?:square|cube)(?! {_SHAPE_OF_A_THING})"
    r"|power|doubled?|doubling|halve[sd]?|halving|half|triple|tripling|twice"
    r"|remainders?|rem|r|left ?over|leftover"
    r"|evenly|evens|odds|odd"
    rf"|even(?! (?:{_STRESSED})\b)"
    r"|divisible|rounded|round(?:ing)? (?:it|that|up|down|off|to)|rounding|nearest|decimals?"
    r"|rough(?:ly)?|approx\w*|guesstimat\w*|ballpark|ish|circa"  # "Roughly, what's 20 + 13.45?"
    r"|fractions?|whole|per|each|more|less|fewer|extra|another|again|groups?|lots|sets|rows"
    r"|of (?:them|it|that|those|these)|average|mean|median|mode|range|margin|difference|sum|product|quotient"
    r"|total|(?:split|share)s? (?:it|that|this|them|the (?:answer|result|total|sum))|change (?:from|out of)"
    r"|(?:split|splitting|shared?|sharing)(?: (?:out|up))? (?:for|between|among|amongst|by|with|across|into"
    r"|evenly|equally|fairly|\d)"  # "(split for 3 of us)" beside a division: was its answer alone
    r"|(?:between|among(?:st)?) \d|enough|afford|worth it|profit|shortfall|deficit|surplus|short by)\b"
)
"""Words that do something to a number or ask for another answer: "and double", "halve it", "roughly", "what's
the remainder", "does it come out even?", "and split it between 5 of us", "change from a tenner?", "is that
enough?", "Shortfall?" ("her times tables" does nothing, nor "even" before a verb: "how do you even tell")."""
EVEN_BEFORE_A_VERB = lazy(rf"\beven (?=(?:{_STRESSED})\b)", needs="even")
""""Even" said only to stress a verb ("how do you even tell"), which does nothing to a number."""
_ON_THE_ANSWER = lazy(r"\b(?:to|of|from|on|off) (?:it|that|this|the (?:answer|result|total|sum))\b")
"""A part done to the answer of the question beside it: "… and add 10% to it"."""
_PRICE_CHANGED = lazy(
    r"\b(?:discount|vat|tax|tip|service|interest|markup|mark-up|commission|deposit|fee|(?:percent|%) off)\b"
)
"""A part that changes an amount the question is about: "… how much each after a 10% discount?", "… costing
£13.45 with 10% off – what's 20 - 13.45?"."""


_ASKS = lazy(
    r"\W*(?:how (?:much|many|long|far|old|big|heavy)|(?:what|when|which|who|where)\b.*\b(?:left|remain\w*"
    r"|total|altogether|margin|difference|balance|change|each|now|cost|pay|spend|save|earn|share|new|more|less"
    r"|fewer|blanks|gaps))\b"
)
"""A question of its own with no number ("How long left?", "What was the winning margin?"): it asks about the
numbers told beside it, so what was read beside it is a part of a story, not the question."""


_ONLY_SOME = lazy(r"\b(?:every (?:other|second|third)|alternate\w*)\b", needs="every|alternat")
"""Words that take only some of the numbers: "hitting every other number once", "using alternate numbers"."""


_BACK_AGAIN = lazy(
    r"(?:(?:hi|hello|hey|it is|its|it s|sorry|yes|so|oh) (?:, )?)*"
    r"(?!(?:and|then|do|it|that|this|them|all|once|over|twice|or|add|times|plus|minus)\b)[a-z]+ again",
    needs="again",
)
"""Someone back again, said alone before or after a question: "Treasurer again:", "Me again!", "Hello again";
never "and again", "then again", "do it again" or "once again"."""


def may_change_a_question(reason: Unread) -> bool:
    """Could the part left out change a question read beside it? "47 + 9 and double", "… and halve it",
    "… How long left?": then the question is not answered alone, as its answer may not be the one asked."""
    if reason.kind == "no_earlier":
        return True
    said = reason.said.lower()
    if _BACK_AGAIN.fullmatch(said.strip(" .!,:;—-")):
        return False
    if reason.kind == "unsupported" and reason.topic == "changing one unit into another":
        return True  # "… and 12 kg in grams?" asks the answer in another unit
    if reason.kind == "unsupported":
        # "47 + 9, what's the average?" asks something else of 47 and 9; "… and add 10% to it" changes it
        return not re.search(r"\d", said) or bool(_ON_THE_ANSWER.search(said) or _PRICE_CHANGED.search(said))
    said = A_SUM.sub("a calculation", said) if "sum" in said else said
    return reason.kind in ("off_topic", "unreadable") and bool(
        _OPERATING.search(said) or _ASKS.match(said) or _ONLY_SOME.search(said) or SET_WRONG.search(said)
    )


SET_WRONG = lazy(
    r"\b(?:(?:numbers?|signs?|sum|question|calculation) (?:is|was|are|were)"
    r" (?:wrong|incorrect|a typo|a mistake)"
    r"|(?:a |the )?(?:typo|misprint|mistake) in (?:it|that|the (?:question|sum|numbers?|signs?))"
    r"|wrong (?:number|sign)s?)\b",
    needs="wrong|incorrect|typo|mistake|misprint",
)
"""A part that says the question beside it was set wrong ("EDIT: sorry, one of the numbers is wrong"): its
answer is not the one asked."""


def calculation_offered_back(said: str) -> str | None:
    """The calculation written whole in an unread question, to offer back as it stands ("Did you mean 18 +
    24 + 31?"); never one the learner says was set wrong ("What is 37 x 12? there's a typo in the
    question"): its numbers or signs are the ones in doubt."""
    from quickmath.offline.reading.written_back import calculation_written  # only for a question unread

    return None if SET_WRONG.search(said) else calculation_written(said)


A_SUM = lazy(r"\b(?:a|an|one|another)(?: [a-z]+)? sum\b(?! of)", needs="sum")
""""A sum" said of a calculation set ("the round slipped a sum in", "here's a tricky sum"), never "the sum" or
"a sum of" them, which ask for a total."""


def is_chatter(piece: str) -> bool:
    """A piece that carries no question, such as "hi" or "quick question", dropped beside a real one."""
    return only_fillers(piece) or bool(re.fullmatch(_GREETING, piece) or re.fullmatch(_THANKS, piece))
