"""Words said or typed as other words that sound alike, read as the words meant where nothing else can be
meant: number words in a number's place ("36 divided by to") and operation words typed on a phone or said as
in another language ("64 devised by 8", "84 dividable through 7"). Used by `reading.layouts.said_alike`.
"""

from __future__ import annotations

import re

from quickmath.patterns import lazy

_NUMBER_SOUNDS = {"to": "2", "too": "2", "for": "4", "fore": "4", "ate": "8"}
_SCALE_SOUNDS = {"to": "two", "too": "two", "for": "four", "fore": "four", "ate": "eight"}
_OPERATION_BEFORE = (
    r"plus|minus|times|multiplied by|divided by|multiply by|divide by|over|[+×÷*/]|(?<=\d )(?:x|by)"
)
_SOUND_AFTER = lazy(
    rf"(?<![\w'’])(?P<op>{_OPERATION_BEFORE})[ \t]+(?P<word>to|too|for|fore|ate)"
    r"(?=[ \t]*(?:[?.!]+[ \t]*)?$|[ \t]+(?:hundred|thousand|million)\b)",
    re.IGNORECASE,
    needs="to|for|ate",
)
"""A number word said alike, where only a number can stand: after an operation, ending the question or
before a scale word: "what's 36 divided by to", "what is 12 times for", "250 plus to hundred"."""
_SOUND_BEFORE = lazy(
    r"(?<![\w'’])(?P<lead>what is|what's|whats|how much is|calculate|work out|evaluate|compute)[ \t]+"
    r"(?P<word>ate|for|fore|to|too)(?=[ \t]+(?:times|plus|minus|squared|cubed|multiplied by|divided by"
    r"|to the power)\b)",
    re.IGNORECASE,
    needs="ate|for|to",
)
"""A number word said alike after "what is" and before an operation: "what's ate times 7", "what is ate
cubed"."""
_OPERATION_SOUNDS = [
    (
        lazy(
            r"\b(?:devised|deviced)(?=[ \t]+(?:by|with|through|thru|buy)\b)",
            re.IGNORECASE,
            needs="devised|deviced",
        ),
        "divided",
    ),
    (
        lazy(
            r"\b(divided|divide|divisible|dividable|divisable|divisble|devisible|devisable)[ \t]+"
            r"(?:buy|bye|through|thru|trough|with)\b",
            re.IGNORECASE,
            needs="buy|bye|through|thru|trough|with",
        ),
        r"\1 by",
    ),
    (
        lazy(
            r"\b(?:dividable|divideable|dividible|divisable|divisble|devisible|devisable)\b",
            re.IGNORECASE,
            needs="dividable|divideable|dividible|divisable|divisble|devisible|devisable",
        ),
        "divisible",
    ),
    (lazy(r"(?<=\d )div\.?[ \t]+by\b", re.IGNORECASE, needs="div"), "divided by"),
    (lazy(r"\bthe some of\b", re.IGNORECASE, needs="some"), "the sum of"),
    (
        lazy(r"\b(minutes?|mins?|hours?|hrs?|h)[ \t]+be[ \t]+for(?=[ \t]+\d)", re.IGNORECASE, needs="be for"),
        r"\1 before",
    ),
    (
        lazy(
            r"(?<=\d)([ \t]*)(?:minis|minits|minuts|mintues|minuets)\b(?![ \t]*\d)",
            re.IGNORECASE,
            needs="min",
        ),
        r"\1mins",
    ),
    (
        lazy(r"(?<=\d)[ \t]+(?:to|at) the (square|cube)\b", re.IGNORECASE, needs="the square|the cube"),
        r" \1d",
    ),
    (lazy(r"\bhw(?=[ \t]+(?:long|much|many|far)\b)", re.IGNORECASE, needs="hw"), "how"),
    (
        lazy(
            r"\b(what is|what's|whats|how much is|calculate|work out)([ \t]+\d+)[ \t]+scared"
            r"(?=[ \t]*[?.!]*[ \t]*$)",
            re.IGNORECASE,
            needs="scared",
        ),
        r"\1\2 squared",
    ),
]
"""Operation words typed or said as other words, on a phone or in a second language: "devised by", "divided
buy", "divided through" (German "durch"), "divided with", "dividable", "86 div by 9", "the some of", "20
minutes be for 9:05", "10 minis", "25 minits", "12 to the square" (French "au carré"), "hw long", and a voice
assistant's "13 scared" ending the question."""


def _number_said_alike(found: re.Match[str]) -> str:
    """The number a word said alike stands for, as a word before a scale word ("two hundred")."""
    word, scaled = found["word"].lower(), found.string[found.end() :].strip()[:1].isalpha()
    return f"{found['op']} {(_SCALE_SOUNDS if scaled else _NUMBER_SOUNDS)[word]}"


def meant(text: str) -> str | None:
    """Words said or typed as other words that sound alike, read as meant where nothing else can be meant:
    number words in a number's place ("36 divided by to" is 36 ÷ 2, "what's ate times 7" is 8 × 7, "250
    plus to hundred" is 250 + 200) and operation words ("64 devised by 8", "is 84 dividable through 7").
    Elsewhere "to" and "for" are words: "add 5 to 100", "12 times for 3 days"."""
    kept = text
    for pattern, meant in _OPERATION_SOUNDS:
        kept = pattern.sub(meant, kept)
    kept = _SOUND_AFTER.sub(_number_said_alike, kept)
    kept = _SOUND_BEFORE.sub(lambda found: f"{found['lead']} {_NUMBER_SOUNDS[found['word'].lower()]}", kept)
    return kept if kept != text else None


_BEFORE_A_NUMBER = lazy(
    r"(?<![\w'’])(?:(?:plus|minus|times|divided by|multiplied by|[+×÷*/])[ \t]+(?:to|too)"
    r"|(?:plus|minus|divided by|multiplied by|[+×÷*/])[ \t]+(?:for|fore|ate))[ \t]+[-−]?\d+",
    re.IGNORECASE,
    needs="to|for|ate",
)


def doubtful(text: str) -> str | None:
    """A number word said alike between an operation and a number, as written: "36 divided by to 3" is 36 ÷
    23, 36 ÷ 2 or 36 ÷ 3 with a slip? ("36 divided by to" alone is 36 ÷ 2: see `meant`)."""
    found = _BEFORE_A_NUMBER.search(text)
    return found.group() if found else None
