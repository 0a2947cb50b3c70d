"""A learner's answer: the whole text must be one number, with at most a few words around it.

"1567", "1,567", "is it 1567?", "I got 1,567", "1567!", "forty-seven", "3 1/3", "14:21", "14 h 21 min" and
"861 min" are answers; "5 6", "8 0 6", "8_0_6", "abc" and the doubtful "1,5" are not.
"""

from __future__ import annotations

from quickmath.numbers.written import Written, numbers_in
from quickmath.patterns import lazy

_AROUND = frozenset({
    "i", "got", "get", "think", "it", "is", "its", "it's", "that", "that's", "thats", "the", "answer", "my",
    "so", "maybe", "um", "uh", "er", "hmm", "ok", "okay", "well", "guess", "say", "would", "be", "reckon",
    "final", "equals", "makes", "make", "total", "result", "sure", "then", "about", "exactly", "just",
})  # fmt: skip
"""Words a learner may put around the number: "I think it's 56", "is it 56?"."""
_WORD = lazy(r"[A-Za-z']+")
_LEFT_OVER = lazy(r"[^\sA-Za-z'?!.,:;=\"()]")
_DOUBTFUL_COMMA = lazy(r"(?<![0-9,])[0-9]+,[0-9]{1,2}(?![0-9])|[0-9]{4,},[0-9]")


class NotAnAnswer(ValueError):
    """Text that is not one answer; the message follows the text ("'5 6' holds more than one number…")."""


def _other_words(text: str, number: Written) -> list[str]:
    rest = text[: number.start] + " " + text[number.end :]
    words = [w.strip("'").lower() for w in _WORD.findall(rest)]
    return [w for w in words if w and w not in _AROUND] + _LEFT_OVER.findall(rest)


def read_learner_answer(text: str) -> Written:
    """The one number a learner's answer states; `NotAnAnswer` when it states none, several or a doubt."""
    if doubtful := _DOUBTFUL_COMMA.search(text):
        shown = doubtful.group()
        raise NotAnAnswer(
            f"could mean {shown.replace(',', '.')} or {shown.replace(',', '')}; "
            "write a decimal with a point, and thousands as 1,567 or 1567"
        )
    found = numbers_in(text)
    if not found:
        raise NotAnAnswer("is not a number; write your answer in digits, e.g. 56, 4.75 or 3 1/3")
    if len(found) > 1:
        listed = ", ".join(item.text for item in found[:4])
        raise NotAnAnswer(f"holds more than one number ({listed}); write one answer, e.g. 56")
    if extra := _other_words(text, found[0]):
        raise NotAnAnswer(f"has {extra[0]!r} beside the number; write just the number, e.g. 56")
    return found[0]
