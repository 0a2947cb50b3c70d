"""English written from another first language, said as a native speaker would say it, before any reader sees
it (see `text._as_learners_say`, which keeps the rewrites of single words):

- an operation named by the word another language uses, said between two bare numbers in a sentence that
  asks for nothing else: "Which is the result of 84 between 4?" ("entre"), "Remainder of 500 divide 13 is
  what?" ("除以"), "how much is 45 more 12?" ("más");
- a division said with "between" after its verb: "the rest of dividing 47 between 6";
- the subject left out before an answer told: "I am not sure if is 450", "my answer 864";
- the question word order of the first language: "Is divisible 135 by 5?";
- the words for time of another language: "the film dures 2 hours" ("dura"), "leaves at 17:30h";
- the question word left where the answer stands, as Chinese and Polish leave it: "I pay how much?",
  "Today more how many?", and "rest" said for what is left: "How many rest?";
- the thing counted named before the question word: "Boys how many?";
- the squares of a run said in the singular: "Sum of square 1 to 9 how much?";
- an operation asked by its verb first, with another language's word before the second number: "multiply 25
  for 4", "sum 45 with 38", "subtract 238 to 500", "rest 19 from 64";
- one of the things counted asked for as "one": "3600 zloty for 45 guests. How much for one guest?";
- punctuation a speech-to-text app writes as words: "… sixteen question mark".

A digit written as the word that sounds the same ("twenty for times three") is left unread: "what's thirty
for plus six" is pinned as asked back (tests/data/wrong_answer_probes.json).
"""

from __future__ import annotations

import re

from quickmath.offline.reading.text import FILLERS
from quickmath.patterns import lazy, mentions

_OPERATION_WORDS = {"between": "divided by", "divide": "divided by", "more": "plus"}
_BETWEEN_TWO = lazy(
    r"(?<![\d.£$€])(-?\d+(?:\.\d+)?) (between|divide|more) (\d+(?:\.\d+)?)(?![\d.:%])",
    needs="between|divide|more",
)
"""A learner's operation word between two bare numbers: "84 between 4", "500 divide 13", "45 more 12"."""
_ASKING = frozenset({
    "what", "which", "how", "calculate", "result", "equal", "equals", "=", "make", "makes", "give", "gives",
    "value", "answer", "compute", "remainder", "rest",
})  # fmt: skip
"""Words that ask for a calculation's result; one of them must be in the sentence."""
_AROUND = FILLERS | {
    "hola",
    "salut",
    "bonjour",
    "please",
    "rest",
    "remainder",
    "=",
    ",",
    ";",
}
_YES_OR_NO = frozenset({"is", "are", "was", "does", "do", "did", "can", "could", "will", "would", "should"})
"""Words that open a yes-or-no question when they stand just before the first number: "Does 5 divide 135?",
"Is 7 between 4 and 9?"."""


def _operation_between_two(sentence: str) -> str:
    """The learner's operation word said as English says it, when the sentence is only the two numbers, the
    word between them and words that ask: never beside a noun, a third number or a yes-or-no opening."""
    found = _BETWEEN_TWO.search(sentence)
    if found is None:
        return sentence
    before, after = sentence[: found.start()].split(), sentence[found.end() :].split()
    if not all(word in _AROUND for word in before + after) or not _ASKING.intersection(before + after):
        return sentence
    if (
        before
        and before[-1] in _YES_OR_NO
        and (len(before) == 1 or before[-2] not in {"what", "which", "how", "much"})
    ):
        return sentence  # "does 5 divide 135", "is 7 between 4" ask yes or no; "what is 84 between 4" asks
    said = _OPERATION_WORDS[found.group(2)]
    return f"{sentence[: found.start()]}{found.group(1)} {said} {found.group(3)}{sentence[found.end() :]}"


_DIVIDING_BETWEEN = lazy(
    r"\b(dividing) (-?\d+(?:\.\d+)?) (?:between|among|amongst) "
    r"(?=\d+(?:\.\d+)?(?: ;| ,|$| (?:gives?|makes?|equals?|is|what|how)\b))",
    needs="dividing",
)
"""A division said with "between" after its verb, the second number last in its sentence: "the rest of
dividing 47 between 6"."""
_SUBJECT_LEFT_OUT = lazy(r"\b(if|whether) is (?=-?\d)", needs="if is|whether is")
"""A told answer whose "it" is left out, as Spanish and Portuguese leave it: "I am not sure if is 450"."""
_ANSWER_WITHOUT_VERB = lazy(
    r"\b(my|our|his|her) (answer|result) (?=-?\d+(?:\.\d+)?(?: ;|$))",
    needs="answer|result",
)
"""An answer told with no verb, as Chinese tells it: "… = ? my answer 864"."""
_IS_FIRST = lazy(r"(?:^|(?<=; ))is divisible (-?\d+) by (?=\d+(?: ;| ,|$))", needs="is divisible")
"""The verb asked first, in the first language's order: "Is divisible 135 by 5?"."""
_DICTATED_STOP = lazy(r" (?:question mark|full stop)(?= ;| ,|$)", needs="question mark|full stop")
"""Punctuation a speech-to-text app writes out as the words said: "… divided by sixteen question mark"."""

_SQUARE_SAID_ONCE = lazy(
    r"\b((?:sum|total|adding) (?:of )?(?:the )?(?:all )?)(square|cube)"
    r"( (?:from |of )?-?\d+ (?:to|until|till) -?\d+)",
    needs="square|cube",
)
"""The squares of a run said in the singular, as Chinese says "平方和": "Sum of square 1 to 9 how much?"."""
_VERB_FIRST = lazy(
    r"\b(multiply|subtract|sum|rest) (-?\d+(?:\.\d+)?) (for|per|with|through|to|of|from) "
    r"(?=-?\d+(?:\.\d+)?(?: ;| ,|$))",
    needs="multiply|subtract|sum|rest",
)
"""An operation asked by its verb first, the second number brought in by the word another language uses:
"multiply 25 for 4" ("por", "per", "przez"), "sum 45 with 38" ("con"), "subtract 238 to 500" ("restar 238
a 500"), "rest 19 from 64" ("resta")."""
_SAID_AS_ENGLISH = {
    "multiply": ("multiply", {"for", "per", "with", "through"}, "by"),
    "sum": ("add", {"with"}, "and"),
    "subtract": ("subtract", {"to", "of", "from"}, "from"),
    "rest": ("subtract", {"to", "of", "from"}, "from"),
}


def _verb_first(found: re.Match[str]) -> str:
    verb, said, between = _SAID_AS_ENGLISH[found.group(1)]
    if found.group(3) not in said:
        return found.group()
    return f"{verb} {found.group(2)} {between} "


_LASTS = lazy(r"\b(?:dures?|durates?)\b", needs="dure|durat")
""""Lasts" said as "dura", "dure", "durare" say it: "the film dures 1 hour 55 minutes"."""
_HOUR_MARK = lazy(r"\b(at \d{1,2}:\d\d) h\b(?! ?\d)", needs=" h")
"""A clock reading marked with "h" after "at", as Spanish and French mark it: "leaves at 17:30h"."""
_LEFT_AS_REST = lazy(r"\bhow many ((?:[a-z]+ )?)rests?(?= ;|$)", needs="rest")
"""What is left said as "rest" ("il en reste", "¿cuántos restan?"): "How many rest?", "how many time rests?"
("how much rests?" is read by `_LEARNERS`)."""
_ASKED_IN_PLACE = lazy(
    r"(?:^|(?<=; )|(?<=, ))((?:(?:now|today|so|then|and) )?)((?:[a-z]+ ){0,2}?)([a-z]+) how (much|many)"
    r"((?: (?!now\b|today\b|left\b|altogether\b|still\b)[a-z]+)?)"
    r"((?: now| today| left| altogether)?)(?= ;|$)",
    needs="how much|how many",
)
"""A question whose question word stands where its answer would, with at most three words before it: "I pay
how much?", "each person pay how much?", "last table have how many people?", "Now I have how much?", "He has
how many candies now?"."""
_NAMED_FIRST = lazy(
    r"(?:^|(?<=; ))((?:[a-z]+ )?[a-z]+) how (much|many)(?= ;|$)",
    needs="how much|how many",
)
"""A question that names what it counts before its question word: "Boys how many?", "Good eggs how many?"."""
_MORE_ASKED_IN_PLACE = lazy(
    r"(?:^|(?<=; ))((?:[a-z]+ )?[a-z]+) (more|less|fewer) how (much|many)(?= ;|$)",
    needs="how much|how many",
)
"""A difference asked with its question word last: "Today more how many?", "This month more how many?"."""
_VERBS_OF_A_STORY = frozenset({
    "pay", "pays", "get", "gets", "have", "has", "need", "needs", "spend", "spends", "owe", "owes", "give",
    "gives", "receive", "receives", "save", "saves", "earn", "earns", "cost", "costs", "sit", "sits",
})  # fmt: skip
"""Verbs after which "how much" asks an amount: a word that names no doing is no verb to ask after."""
_FOR_ONE = lazy(
    r"\bhow much (?:is it |does it cost |do i pay |do we pay )?for one ([a-z]+?)(?=s? ;|s?$)",
    needs="for one",
)
"""A share asked for one of the things an amount is told for: "3600 zloty for 45 guests. How much for one
guest?"."""


_REST_ASKED_IN_PLACE = lazy(
    r"(?:^|(?<=; ))(?:it |there )?rests? how (much|many)( time| [a-z]+)?(?= ;|$)", needs="rest"
)
"""What is left asked with "rest" before its question word, as French "il reste combien de temps ?" asks it:
"It rests how many time?"."""


def _rest_asked_in_place(found: re.Match[str]) -> str:
    if found.group(2) == " time":
        return "how much time is left"
    return f"how {found.group(1)}{found.group(2) or ''} {'is' if found.group(1) == 'much' else 'are'} left"


def _more_asked_in_place(found: re.Match[str]) -> str:
    """ "today more how many" said "how many more today", only when the number told beside "today" is the
    largest: "Today 8,000 step, yesterday 9,500 step. Today more how many?" is asked back (today is fewer)."""
    text, label = found.string, found.group(1)
    beside = re.search(rf"\b{re.escape(label)}\b[^,;\d]*?(\d+(?:\.\d+)?)", text[: found.start()])
    if beside is None or found.group(2) != "more":
        return found.group()
    others = [float(n) for n in re.findall(r"\d+(?:\.\d+)?", text[: found.start()]) if n != beside.group(1)]
    if not others or any(other >= float(beside.group(1)) for other in others):
        return found.group()
    return f"how {found.group(3)} {found.group(2)} {found.group(1)}"


def _asked_in_place(found: re.Match[str]) -> str:
    lead, before, verb, much = (
        found.group(1),
        found.group(2).strip(),
        found.group(3),
        found.group(4),
    )
    if verb not in _VERBS_OF_A_STORY:
        return found.group()
    subject = f" {before}" if before else ""
    return f"{lead}how {much}{found.group(5)} do{subject} {verb}{found.group(6)}"


_TIES = frozenset(
    {
        "by",
        "of",
        "from",
        "to",
        "into",
        "at",
        "than",
        "and",
        "or",
        "but",
        "per",
        "as",
        "up",
        "off",
    }
)
"""Words that tie a question word to what comes before: "By how much?" names nothing."""


def _named_first(found: re.Match[str]) -> str:
    """ "boys how many" said "how many boys": only words that name things, none that asks or does."""
    named = found.group(1).split()
    if any(
        word in FILLERS or word in _TIES or word in _VERBS_OF_A_STORY or word in _ASKING for word in named
    ):
        return found.group()
    return f"how {found.group(2)} {found.group(1)}"


def _for_one(text: str) -> str:
    """ "how much for one guest" said "how much for each guest", when an amount is told for the things counted
    before it ("for 45 guests"): one of them, not a number 1 of something untold ("12 roses and 36 tulips. How
    much is one rose?" is asked back)."""
    found = _FOR_ONE.search(text)
    if found is None:
        return text
    if not re.search(rf"\bfor \d+ {re.escape(found.group(1))}[a-z]*\b", text[: found.start()]):
        return text
    return f"{text[: found.start()]}how much for each {found.group(1)}{text[found.end() :]}"


def as_natives_say(text: str) -> str:
    """The text with each of the learner's shapes above said as a native speaker would say it."""
    if mentions("between|divide|more", text):
        text = " ; ".join(_operation_between_two(sentence) for sentence in text.split(" ; "))
    text = _DIVIDING_BETWEEN.sub(r"\1 \2 by ", text)
    text = _ANSWER_WITHOUT_VERB.sub(r"\1 \2 is ", _SUBJECT_LEFT_OUT.sub(r"\1 it is ", text))
    text = _IS_FIRST.sub(r"is \1 divisible by ", text)
    text = _LASTS.sub("lasts", _HOUR_MARK.sub(r"\1", text))
    text = _VERB_FIRST.sub(_verb_first, text)
    text = _SQUARE_SAID_ONCE.sub(r"\1\2s\3", text)
    text = _LEFT_AS_REST.sub(r"how many \1are left", text)
    text = _REST_ASKED_IN_PLACE.sub(_rest_asked_in_place, text)
    text = _MORE_ASKED_IN_PLACE.sub(_more_asked_in_place, text)
    text = _ASKED_IN_PLACE.sub(_asked_in_place, text)
    text = _NAMED_FIRST.sub(_named_first, text)
    text = _for_one(text) if mentions("for one", text) else text
    return _DICTATED_STOP.sub("", text)
