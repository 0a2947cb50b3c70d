"""Words mistyped on a phone: "whta is 23 multiplied by 11", "64 diveded by 4", "35 tims 4", "365 pluss 42".

A word the coach does not know is read as the word meant when it is one slip away (a letter left out, added,
changed, or two letters swapped) from the words questions are made of, and from only one of them: "tims" is
"times". When the slip could be several filler words ("si": "is" or "so"), it is a filler either way. It is
read each way when it could be one or two operation words or a filler ("ad": "add", "and" or "a"): the
question is read only when the ways that read agree. It is left alone, so the question goes unread, when it
is one slip from a number word as well ("tine": "time" or "nine"), or when it is a unit or a length of time.
A number word mistyped as a filler leaves an operation without its number: that reads as nothing.
"""

from __future__ import annotations

from string import ascii_lowercase

from quickmath.numbers.words import word_value
from quickmath.offline.readers.units import is_unit
from quickmath.offline.reading.text import FILLERS, N, tokens
from quickmath.patterns import lazy

OPERATION_WORDS = frozenset({
    "plus", "minus", "times", "multiplied", "multiply", "divided", "divide", "add", "added", "adding",
    "subtract", "subtracted", "take", "away", "total", "sum", "squared", "cubed", "square", "cube", "power",
    "product", "difference", "quotient", "remainder", "altogether", "together", "from", "less", "more",
    "than", "double", "half", "equals", "raised", "share", "shared", "between", "divisible", "multiple",
    "factor", "and", "by", "over", "into", "left",
})  # fmt: skip
"""The words a question's operation is said in, which a slip may be read as."""
_KNOWN = FILLERS | OPERATION_WORDS
_NUMBER = lazy(N)
_TIME_WORDS = frozenset({"h", "hr", "hrs", "hour", "hours", "min", "mins", "minute", "minutes", "am", "pm"})


def _one_slip(word: str) -> set[str]:
    """Every word one slip from `word`: a letter left out, swapped with the next, changed, or added."""
    splits = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    left_out = {a + b[1:] for a, b in splits if b}
    swapped = {a + b[1] + b[0] + b[2:] for a, b in splits if len(b) > 1}
    changed = {a + c + b[1:] for a, b in splits if b for c in ascii_lowercase}
    added = {a + c + b for a, b in splits for c in ascii_lowercase}
    return (left_out | swapped | changed | added) - {word}


_OF_THEIR_OWN = frozenset({
    "dad", "mum", "sam", "buy", "boy", "bake", "cake", "fake", "core", "cover", "ever", "hall", "halo",
    "hand", "info", "legs", "lets", "lift", "loss", "mess", "move", "mower", "oven", "produce", "scared",
    "shade", "shaped", "shore", "spare", "sub", "tile", "tiles", "timer", "timers", "timed", "tide", "tides",
    "mine", "mines", "mind", "minds", "lime", "limes", "dime", "dimes", "plum", "plums", "plug", "plugs",
    "aid", "ads", "factory", "int", "dived", "sharp",
    "him", "her", "hers", "them", "they", "she", "had", "has", "got", "yet", "yes", "own", "old", "new",
    "ish", "circa",
})  # fmt: skip
"""Words of their own one slip from an operation word or a filler ("3 tiles" is no "3 times", "buy" no "by",
"him" no "hi", "she" no "see", "47 + 9 ish" asks an estimate, no "is"): never read as a slip."""


def _candidates(word: str, between_numbers: bool) -> set[str] | None:
    """The known words one slip from `word`; None when it is no slip (a known word, a unit, a length of time,
    a word that may change the question, or a number word)."""
    from quickmath.offline.reading.meaning import MEANING_WORDS

    if word in _KNOWN or word in _TIME_WORDS or word in MEANING_WORDS or not word.isalpha() or len(word) < 2:
        return None
    if is_unit(word) or word_value(word) is not None or word in _OF_THEIR_OWN:
        return None
    return _one_slip(word) & (OPERATION_WORDS if between_numbers else _KNOWN)


def _near_a_number_word(word: str) -> bool:
    """Is `word` one slip from a number word ("tine": "nine")? Then it may be a number: never an operation."""
    return bool(_one_slip(word) & _NUMBER_WORDS)


_NUMBER_WORDS = frozenset({
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
    "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty", "thirty",
    "forty", "fifty", "sixty", "seventy", "eighty", "ninety", "hundred", "thousand", "million", "billion",
})  # fmt: skip
_UNITS = frozenset({"one", "two", "three", "four", "five", "six", "seven", "eight", "nine"})
_TENS = frozenset({"twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"})


def number_word_meant(slip: str, following: str) -> str | None:
    """The number word a slip stands for before another word of the same number: "ninty" before "nine" is
    "ninety", "thre" before "hundred" is "three"; None when it is a number word already, one of several, or
    cannot stand there."""
    if word_value(slip) is not None or slip in _OF_THEIR_OWN or len(slip) < 3:
        return None
    fits = _TENS if following in _UNITS else _UNITS | _TENS | {"ten", "eleven", "twelve"}
    candidates = _one_slip(slip) & _NUMBER_WORDS
    found = candidates & fits
    return found.pop() if len(found) == 1 and len(candidates) == 1 else None


def meant(word: str, between_numbers: bool = False) -> str | None:
    """The word a slip stands for, or None when it is not a slip or could be more than one thing. Between two
    numbers only an operation word can stand ("35 tims 4" is "times", not "tips")."""
    candidates = _candidates(word, between_numbers)
    if not candidates:
        return None
    if candidates <= FILLERS:
        return min(candidates)  # which filler it was does not matter
    if len(candidates) == 2 and max(candidates) == min(candidates) + "d":
        candidates = {max(candidates)}  # "squard": "square" or "squared", one word either way
    if len(candidates) != 1 or len(word) < 3 or _near_a_number_word(word):
        return None
    return candidates.pop()


_MOST_MEANT = 2
"""Operation words one slip may stand for, to be read each way: "ad" is "add" or "and" (or the filler "a")."""
_SHORT = 4
"""Letters in a slip read each way at most: a longer one near several words ("thank": "than", "thanks") is a
word of its own."""


def _each_way(word: str, between_numbers: bool) -> list[str]:
    """The words a slip may stand for when it could be more than one: its operation words, and one filler for
    all its fillers ("ad": "add", "and", "a"); [] when it stands for no operation word or too many."""
    if len(word) > _SHORT or _near_a_number_word(word):
        return []
    candidates = _candidates(word, between_numbers) or set()
    operations = sorted(candidates & OPERATION_WORDS)
    fillers = sorted(candidates & FILLERS)
    if not operations or len(operations) > _MOST_MEANT:
        return []
    return operations + fillers[:1]


def _half_of_a_day(words: list[str], index: int) -> bool:
    """Is the word "am" or "pm" after a clock reading ("6:45 am"), which no slip is?"""
    return words[index] in ("am", "pm") and index > 0 and ":" in words[index - 1]


def corrected(text: str) -> list[str]:
    """The texts the question's slips may stand for: one when each slip is one word ("whta is 5 tims 3"),
    each way when one slip could be more than one word ("ad 33 and 48": "add …", "and …", "a …"), for the
    readers to try (see `reading.problem`); [] when there is no slip, or one that cannot be read."""
    words = tokens(text)
    ways = [list(words)]
    for index, word in enumerate(words):
        if word.isalpha() and word not in _KNOWN and not _half_of_a_day(words, index):
            between = 0 < index < len(words) - 1 and all(
                _NUMBER.fullmatch(words[index + step]) for step in (-1, 1)
            )
            fix = meant(word, between)
            options = [fix] if fix is not None else _each_way(word, between)
            if not options or (len(options) > 1 and len(ways) > 1):
                return []  # a word that is no slip, or a second word that could be several
            ways = [[*way[:index], option, *way[index + 1 :]] for way in ways for option in options]
    return [" ".join(way) for way in ways] if ways[0] != words else []
