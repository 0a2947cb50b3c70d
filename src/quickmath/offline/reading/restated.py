"""A calculation the learner writes out after a story whose numbers it says again, taken as the question:
"Somebody paid £20 for something costing £13.45 – what's 20 - 13.45?", "We raised 645 and there are 15 scouts
going on camp. How much each, 645 divided by 15?", "Q9: 365 + 366 + 365 - how many days is that?".

The story is what comes before the sentence of the calculation. It is left out when it can change nothing:
- every number in it is one of the calculation's numbers said again, whatever its unit or sign ("£20", "fell
  $45" beside -45 ÷ 9), or a label (a question's number, a round, an ordinal, a year: "1894 paper, Q4:"), or
  the one of a rate ("1 every 6 min"), or the count of the calculation's numbers ("the two");
- no word of it counts in another way ("twice", "half", "each way", "a dozen", "10%") or takes something back
  ("no, actually", "correction", "I mean").
The calculation's own sentence is then read as a calculation written alone (see `reading.written_alone`),
where the words that ask the story's question of its one operation say nothing more ("What's left, 150 - 45
- 30 - 25?", "How much each, 645 ÷ 15?", "45 × 6, how many minutes"); an answer offered that is not one of
its numbers, another number or a second calculation leave it asked back.
"""

from __future__ import annotations

import re
from fractions import Fraction

from quickmath.patterns import lazy

_DASH_BEFORE_WORDS = lazy(r"[ \t][-–][ \t]+(?=[a-z]{2,})", re.IGNORECASE)
"""A dash between a calculation and the words after it, not a minus: "365 + 366 + 365 - how many days"."""
_BREAKS = lazy(r"(?:[.?!:;]+|…|\.\.\.)(?=\s)|\n|[ \t][—–-][ \t]|[ \t]—|—[ \t]")
"""Where a sentence or a part of one ends: the calculation's own sentence starts after the last before it."""
_YEAR = lazy(
    r"\b(?:in|since|from|of|back in|the year) (?:1[5-9]\d\d|20\d\d)\b"
    r"|\b(?:1[5-9]\d\d|20\d\d)(?= (?:paper|exam)\b)"
    r"|\b(?:the )?(?:[1-9]0|19[0-9]0)['’]?s\b",
    re.IGNORECASE,
)
"""A year or a decade named aside ("left school in 1978", "1894 paper", "in the 80s")."""
_AGE_ASIDE = lazy(
    r"\b(?:(?:left|leaving|finished|quit) (?:school|college)|started work|married|retired) at \d{1,2}\b"
    r"|\b(?:aged|age) \d{1,2}\b",
    re.IGNORECASE,
)
"""An age said of the learner's life ("I left school at 15", "aged 67"), which counts nothing."""
_RATE_OF_ONE = lazy(r"\b(?:1|one) (?=(?:every|per|each|a|an)\b)", re.IGNORECASE)
"""The one of a rate ("refills 1 every 6 min"), which counts nothing more."""
_ONE_OF_THEM = lazy(
    r"\b((?:the|this|that|which|another)(?: [a-z]+)?) one\b(?! (?:of|hundred|thousand|million)\b)", re.I
)
"""One as a word for a thing said before ("the Christmas one"), which counts nothing."""
_COUNT_OF_THEM = lazy(
    r"\b(?:the|these|those|all) (two|three|four|five|six)(?= [a-z]+)"
    r"(?! (?:of|people|kids|children|friends)\b)"
    r"(?: (?!(?:in|into|as|to|by|of|for|from|with|and|or|then|than|per|each|is|are|was|were)\b)[a-z]+){1,3}",
    re.IGNORECASE,
)
"""The count of the calculation's numbers, said of them with what they are: "add the two famous battle
years"."""
_OTHER_OPERATIONS = lazy(r"\d[ \t]+(?:plus|minus|times|multiplied by|divided by|over|into|less|more)\b", re.I)
"""Another calculation said in the story: "So 45 times 6? And 45 + 6 + 7?"."""
_OTHER_COUNTS = lazy(
    r"\b(?:half|halve[sd]?|halving|double[sd]?|doubling|twice|triple[sd]?|thrice|treble[sd]?|quarters?|thirds?"
    r"|dozens?|pairs?|couple|score|percent|per ?cent|each way|both ways|return|round trip)\b|%",
    re.IGNORECASE,
)
_ANOTHER_ANSWER = (
    r"true|false|right(?! (?:up|down|through|to|now|away)\b)|wrong|correct|check\w*|estimat\w*|roughly"
    r"|approx\w*|nearly|round\w*|nearest"
    r"|digits?|decimals?|fractions?|percent|standard|scientific|binary|hex|base|or|instead|rather|except"
    r"|mistake|roots?|factorials?|reciprocals?|inverse|opposite|average"
    r"|median|which|bigger|biggest|larger|largest|smaller|smallest|greater|greatest|higher|highest|lower|lowest"
    r"|most|least|fewest|compar\w*|versus|vs"
)
_ASKED_OTHERWISE = lazy(rf"\b(?:{_ANOTHER_ANSWER}|squares?|squared|cubes?|cubed|powers?)\b", re.IGNORECASE)
"""Words of a story that ask another answer of the calculation: "true or false: 91 / 7", "roughly", "Add the
squares: 3 + 4", "Which is the biggest? 47 + 9" (one calculation's answer says nothing of which)."""
_SAME_NUMBER_MULTIPLIED = {
    2: lazy(r"\bsquared?\b", re.IGNORECASE),
    3: lazy(r"\bcub(?:ed?|ic)\b", re.IGNORECASE),
}
"""A square or a cube said of a number multiplied by itself: "a square grid … 13 × 13"."""
_TAKEN_BACK = lazy(
    r"\b(?:correction|edit|scratch that|i mean|i meant|make (?:it|that)|instead|rather|actually|wait|oops"
    r"|(?:no|nope|sorry)[,.!]* (?:wait|sorry|it['’]?s|make|i))\b",
    re.IGNORECASE,
)
"""Words that take back something said before: "What's 2^3... no, actually it's 2^4"."""
_OWN_QUESTION = {
    "−": r"left|remain\w*|change|difference|more|still|short|net|back",
    "+": r"total|altogether|in all|together|combined|all up",
    "×": r"total|altogether|in all",
    "÷": r"each|per|every|a head|apiece|share|split|between",
}
"""Words by which the calculation's sentence asks the story's question of its one operation: "What's left",
"How much each"."""
_STORY_CUES = [
    (
        lazy(
            r"\b(?:left(?! (?:school|college|uni|home|work|the (?:house|office|country))\b)|remain\w*|change"
            r"|difference|short|still need\w*|how (?:much|many) more)\b",
            re.I,
        ),
        "−",
    ),
    (lazy(r"\b(?:each|per|apiece|a head|shar\w*|split\w*|between|among\w*)\b", re.I), "÷×"),
    (lazy(r"\b(?:total\w*|altogether|in all|add(?:s|ed)? up|sum|combined|together)\b", re.I), "+×"),
    (lazy(r"\bhow many (?:[a-z]+ )?(?:can|could|will|would|fit|go|make)\b", re.I), "÷"),
]
"""Words of a story that ask for one operation or another ("What's left", "how much each", "add up", "how many
can I buy"): a calculation of another answers another question ("I left school" leaves nothing)."""
_ASKED_BEFORE = lazy(
    r"^[ \t,]*(?:(?:so|and|ok|okay|but) )?(?:(?:how (?:much|many)|what(?:['’]s| is| are)|whats)"
    r"(?: (?:the )?(?P<own>[a-z]+(?: [a-z]+)?))?)?[ \t,]*(?:(?:so|ie|i\.e\.|that['’]s|is (?:it|that)) )?$",
    re.IGNORECASE,
)
_HOW_MANY_AFTER = lazy(
    r"^[ \t]*[,—–-]?[ \t]*(?:so )?how (?:many|much) (?P<noun>[a-z]+)(?: (?:is|are) (?:that|it|this|they))?"
    r"(?: altogether| in total)?[ \t]*(?=[?.!]*[ \t]*$)",
    re.IGNORECASE,
)
"""The story's question after the calculation, in the unit of its numbers: "- how many days is that?"."""
_PER_AFTER = lazy(r"^[ \t]*,?[ \t]*(?:per|a|each|every) (?P<noun>[a-z]+)[ \t]*(?=[?.!]*[ \t]*$)", re.I)
"""A division's story asked again after it, per the thing of its divisor: "645 ÷ 15 per day?"."""
_TIME_UNIT = lazy(r"(?:second|sec|minute|min|hour|hr|day|week|fortnight|month|year)s?", re.IGNORECASE)
_NAMED_AFTER = lazy(r"(?<![\d.,])(?P<number>\d+(?:,\d{3})*(?:\.\d+)?)[ \t]*(?P<noun>[a-z]+)", re.IGNORECASE)
"""A number told with the unit or the thing it counts: "6 min", "15 days", "12 eggs"."""


def calculation_restated(said: str) -> str | None:
    """The calculation written out in `said` after a story it says again, when it is all that is asked (see
    the module); None otherwise."""
    from quickmath.offline.reading.written_alone import in_signs_or_words

    return in_signs_or_words(_DASH_BEFORE_WORDS.sub(" — ", said), _restated)


def _restated(said: str) -> str | None:
    from quickmath.numbers import numbers_in
    from quickmath.offline.reading.written_alone import only_operation, read_alone
    from quickmath.offline.reading.written_back import calculation_written

    written = calculation_written(said)
    if written is None or (at := said.find(written)) < 0 or (operation := only_operation(written)) is None:
        return None
    before, after = said[:at], said[at + len(written) :]
    breaks = list(_BREAKS.finditer(before))
    cut = breaks[-1].end() if breaks else 0
    story, sentence = before[:cut], before[cut:]
    if not _leaves_it(f"{story} … {sentence} … {after}", written):
        return None
    if asks_another_operation(f"{story} … {after}", operation):
        return None  # "I have £50 and tickets are £12. How many can I buy? 50 - 12"
    asked = _ASKED_BEFORE.match(sentence)
    if asked is not None and asked["own"] and not _own_question(asked["own"], operation):
        return None  # "What's the difference, 18 + 24?"
    if asked is not None:
        sentence = "what is "
    how_many = _HOW_MANY_AFTER.match(after)
    per = _PER_AFTER.match(after) if operation == "÷" and how_many is None else None
    if asked_after := how_many or per:
        if not _in_their_unit(
            asked_after["noun"], f"{story} {sentence}", written, operation, per is not None
        ):
            return None  # "… 6 min … 45 × 6, how many hours"
        after = after[asked_after.end() :]
    count = len(numbers_in(written))
    said_again = f"{_without_their_count(sentence, count)}{written}{_without_their_count(after, count)}"
    return written if read_alone(said_again) == written else None


def _own_question(own: str, operation: str) -> bool:
    """Does the sentence ask the story's question of the calculation's one operation ("What's left", "What is
    the total number of bays")?"""
    first, *rest = own.split()
    return bool(re.fullmatch(_OWN_QUESTION[operation], own, re.I)) or (
        rest in (["number"], ["amount"]) and bool(re.fullmatch(_OWN_QUESTION[operation], first, re.I))
    )


def asks_another_operation(words: str, operation: str) -> bool:
    """Do the words of a story ask for another operation than the calculation written beside them does ("How
    many can I buy?" beside 50 − 12, "How much each?" beside 645 − 15)? `operation` in the signs shown (−, ×,
    ÷) or typed (-, *, /); a run or a power is none of them."""
    from quickmath.offline.reading.refusals import A_SUM

    shown, words = operation.translate(_SHOWN_SIGNS), A_SUM.sub(" ", words.lower())  # "Another sum …"
    return shown in ("+", "−", "×", "÷") and any(
        shown not in allowed for cue, allowed in _STORY_CUES if cue.search(words)
    )


_SHOWN_SIGNS = str.maketrans("-*/", "−×÷")


def _leaves_it(rest: str, written: str) -> bool:
    """Do the words around the calculation leave it as it is: every number one of its numbers said again
    or a label, no other count, no other calculation, nothing taken back?"""
    from quickmath.numbers import numbers_in
    from quickmath.offline.reading.written_alone import LABELS, LIST_NUMBER, NAMES
    from quickmath.offline.reading.written_back import numbers_named

    if any(words.search(rest) for words in (_OTHER_COUNTS, _TAKEN_BACK, _OTHER_OPERATIONS)):
        return False
    operands = [abs(number.value) for number in numbers_in(written)]
    rest = _YEAR.sub(" ", _RATE_OF_ONE.sub(" ", NAMES.sub(" ", LIST_NUMBER.sub(" ", LABELS.sub(" ", rest)))))
    rest = _AGE_ASIDE.sub(" ", rest)
    if len(set(operands)) == 1 and (itself := _SAME_NUMBER_MULTIPLIED.get(len(operands))):
        rest = itself.sub(" ", rest)  # "a square grid, 13 bays a side: 13 × 13"
    if _ASKED_OTHERWISE.search(rest):
        return False
    rest = _without_their_count(_ONE_OF_THEM.sub(r"\1", rest), len(operands))
    return all(abs(number.value) in operands for name in numbers_named(rest) for number in numbers_in(name))


def counts_otherwise(story: str) -> bool:
    """Does a story count in another way than a calculation said after it ("half", "10%"), take something
    back, or ask another answer of it ("roughly", "which is bigger")? Squares and powers it may name."""
    return any(words.search(story) for words in (_OTHER_COUNTS, _TAKEN_BACK, _ANOTHER_ANSWER_ASKED))


_ANOTHER_ANSWER_ASKED = lazy(rf"\b(?:{_ANOTHER_ANSWER})\b", re.IGNORECASE)


def _without_their_count(words: str, count: int) -> str:
    """The words with the count of the calculation's numbers, and what they are, said as "them" ("add the two
    famous battle years" as "add them")."""
    from quickmath.numbers.words import word_value

    def counted(said: re.Match[str]) -> str:
        return " them " if word_value(said[1]) == count else said[0]

    return _COUNT_OF_THEM.sub(counted, words)


def _in_their_unit(noun: str, story: str, written: str, operation: str, per: bool) -> bool:
    """Is the unit or the thing asked for the one the answer counts, named after a number of the story ("6
    min" for "45 × 6, how many minutes"), or, none named, a thing and not a unit ("365 + 366 + 365 - how
    many weeks" may be asked of days)? A sum and a difference count in the unit of any of their numbers; a
    product in that of its last; a division in that of the number divided, or per that of its divisor ("645
    ÷ 15 per day" after "15 days"); "8 boxes of 12 eggs — 8 × 12, how many boxes" asks another question."""
    from quickmath.numbers import numbers_in
    from quickmath.offline.readers.units import is_unit

    operands = [abs(number.value) for number in numbers_in(written)]
    named: dict[object, set[str]] = {}
    for found in _NAMED_AFTER.finditer(story):
        value = Fraction(found["number"].replace(",", ""))
        named.setdefault(value, set()).add(found["noun"][:3].lower())
    if not named:
        return not is_unit(noun) and not _TIME_UNIT.fullmatch(noun)  # "365 + 366 + 365 - how many weeks"
    asked = noun[:3].lower()
    if operation in "+−":
        return any(asked in nouns for nouns in named.values())
    counted = operands[-1] if operation == "×" or per else operands[0]
    return asked in named.get(counted, set()) and not any(
        asked in named.get(other, set()) for other in operands if other != counted
    )
