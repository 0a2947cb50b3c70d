"""Words mistyped on a phone: "whta is 23 multiplied by 11", "64 diveded by 4", "35 tims 4", "365 pluss 42".

A word the coach does not know is read as the word meant when it is one slip away (a letter left out, added,
changed, or two letters swapped) from the words questions are made of, and from only one of them: "tims" is
"times". When the slip could be several filler words ("si": "is" or "so"), it is a filler either way. It is
left alone, so the question goes unread, when it could be an operation word and anything else ("ad": "add"
or "a"), when it is one slip from a number word as well ("tine": "time" or "nine"), or when it is a unit or a
length of time. A number word mistyped as a filler leaves an operation without its number: that reads as
nothing.
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


def meant(word: str, between_numbers: bool = False) -> str | None:
    """The word a slip stands for, or None when it is not a slip or could be more than one thing. Between two
    numbers only an operation word can stand ("35 tims 4" is "times", not "tips")."""
    from quickmath.offline.reading.meaning import MEANING_WORDS

    if word in _KNOWN or word in _TIME_WORDS or word in MEANING_WORDS or not word.isalpha() or len(word) < 2:
        return None
    if is_unit(word):
        return None
    if word_value(word) is not None:
        return None
    near = _one_slip(word)
    candidates = near & (OPERATION_WORDS if between_numbers else _KNOWN)
    if candidates and candidates <= FILLERS:
        return min(candidates)  # which filler it was does not matter
    if len(candidates) == 2 and max(candidates) == min(candidates) + "d":
        candidates = {max(candidates)}  # "squard": "square" or "squared", one word either way
    if len(candidates) != 1 or len(word) < 3 or any(word_value(other) is not None for other in near):
        return None
    return candidates.pop()


def corrected(text: str) -> str | None:
    """The text with its slips read as the words meant; None when it has none, or one that cannot be read."""
    words = tokens(text)
    fixed = list(words)
    for index, word in enumerate(words):
        if word.isalpha() and word not in _KNOWN:
            between = 0 < index < len(words) - 1 and all(
                _NUMBER.fullmatch(words[index + step]) for step in (-1, 1)
            )
            fix = meant(word, between)
            if fix is None:
                return None
            fixed[index] = fix
    return " ".join(fixed) if fixed != words else None
