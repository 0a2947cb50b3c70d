"""Plain text handling for every reader: one spelling for symbols, filler words, pieces of a message.

After `normalise`, text is lower case with single spaces between tokens: numbers (thousands separators
removed, a minus sign attached only when it is a sign), words, clock readings such as 2:45, and the
symbols + - * / ^ ( ) = … ; , (";" marks where a sentence or question ended).
"""

from __future__ import annotations

import re

from quickmath.display import minus_signs
from quickmath.offline.numbers_as_text import NUMBER
from quickmath.operators import SHOWN

N = NUMBER


def mentions(words: str, text: str) -> bool:
    """Is one of the "|"-separated `words` in `text`? A pattern that needs one is only tried when it is.

    Compiling a pattern costs far more than matching it, so the reader tries (and so compiles) only the
    patterns a question could match: "What is 47 + 9?" compiles none of the phrase lists.
    """
    return any(word in text for word in words.split("|"))


_CHARACTERS = str.maketrans(
    {
        "’": "'", "‘": "'", "`": "'", "“": " ", "”": " ", '"': " ", "−": "-", "–": "-", "—": " , ",
        "×": "*", "·": "*", "⋅": "*", "÷": "/", "…": " … ", "√": " root ", "%": " percent ",
        "\u00a0": " ", "[": "(", "]": ")", "_": " ",
    }
)  # fmt: skip
_SUPERSCRIPTS = "⁰¹²³⁴⁵⁶⁷⁸⁹"
_FROM_SUPERSCRIPT = str.maketrans(_SUPERSCRIPTS, "0123456789")
_CONTRACTIONS = [
    ("whats", r"\bwhats\b", "what is"),
    ("hows", r"\bhows\b", "how is"),
    ("let's", r"\blet's\b", "let us"),
    ("'s", r"\b(\w+)'s\b", r"\1 is"),
    ("n't", r"n't\b", " not"),
    ("'re", r"'re\b", " are"),
    ("'m", r"'m\b", " am"),
    ("'ll", r"'ll\b", " will"),
    ("'ve", r"'ve\b", " have"),
    ("'d", r"'d\b", " would"),
]
"""(text the contraction needs, pattern, replacement): a pattern is only compiled when it could match."""


_LABEL = re.compile(r"^\s*(?:\(?[a-h]\)|\(?\d{1,2}\)|q\d{1,2}[.:)]?|\d{1,2}\.(?!\d))\s+")
"""A worksheet's label before a question: "(a) ", "1) ", "Q3. ", "4. "."""


def normalise(text: str) -> str:
    """One spelling for every symbol and contraction, tokens split by single spaces."""
    text = _LABEL.sub("", text.translate(_CHARACTERS).lower())
    text = re.sub(r"=\s*[□☐]+|[□☐]+\s*=|[□☐]", " = ", text)
    text = re.sub(r"\.\s?\.\s?\.+", " … ", text)
    text = re.sub(f"[{_SUPERSCRIPTS}]+", lambda m: " ^ " + m.group().translate(_FROM_SUPERSCRIPT), text)
    text = text.replace("**", "^")
    text = re.sub(r"(?<![\d.])\d{1,3}(?:,\d{3})+(?!\d|,\d)", lambda m: m.group().replace(",", ""), text)
    text = re.sub(r"(?<=[a-z])-(?=[a-z])", " ", text)
    for needed, pattern, replacement in _CONTRACTIONS:
        if mentions(needed, text):
            text = re.sub(pattern, replacement, text)
    text = text.replace("'", " ")
    text = re.sub(r"(?<=\d)(?=[a-z])|(?<=[a-z])(?=\d)", " ", text)
    text = re.sub(r"(?<=\d)\s*x\s*(?=[-.]?\d)", " * ", text)
    text = re.sub(r"[?!]+|\.(?!\d)|(?<!\d):|:(?!\d)", " ; ", text)
    text = re.sub(r"\s*([+*/^=(),;])\s*", r" \1 ", text)
    text = re.sub(r"(?<=[\d)])\s*-\s*", " ~ ", text)  # a minus between numbers takes away
    text = re.sub(r"-\s+(?=[\d.(])", "-", text)  # any other minus is a sign
    text = text.replace("~", "-").replace("-(", "- (")
    text = re.sub(r"\s+", " ", text).strip()
    return re.sub(r"^(?:[;,] ?)+|(?: ?[;,])+$", "", text).strip()


FILLERS = frozenset({
    "what", "is", "are", "was", "be", "the", "a", "an", "how", "do", "does", "did", "doing", "i", "me", "my",
    "you", "your", "can", "could", "would", "will", "please", "pls", "show", "tell", "teach", "explain",
    "give", "quick", "quickly", "fast", "faster", "easy", "easier", "easiest", "simple", "simply", "best",
    "good", "nice", "way", "ways", "trick", "tricks", "shortcut", "method", "to", "in", "head", "mind",
    "mentally", "mental", "work", "working", "worked", "out", "calculate", "calculating", "compute", "find",
    "figure", "solve", "answer", "value", "result", "of", "for", "with", "on", "hey", "hi", "hello", "ok",
    "okay", "so", "um", "uh", "well", "just", "really", "actually", "now", "then", "next", "it", "this",
    "that", "there", "here", "let", "us", "we", "like", "know", "want", "need", "help", "number", "numbers",
    "sum", "math", "maths", "arithmetic", "question", "problem", "calculator", "without", "paper", "using",
    "use", "again", "see", "try", "about", "much", "get", "if", "make", "makes", "equal", "equals", "come",
    "comes", "gives", "think", "reckon", "guess", "believe", "evaluate", "determine", "simplify", "lol",
    "u", "im", "stuck", "umm", "hmm", "plz", "asap", "write", "down", "missing", "copy", "complete", "fill",
    "blank", "short", "long", "division", "multiplication", "addition", "subtraction", "inclusive", "sorry",
    "mate", "hw", "homework"
})  # fmt: skip
"""Words that carry no maths in a question; anything else left over makes the reader give up."""


_NUMBER_WORDS = {
    "zero": "0", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7", "eight": "8",
    "nine": "9", "ten": "10", "eleven": "11", "twelve": "12", "thirteen": "13", "fourteen": "14",
    "fifteen": "15", "sixteen": "16", "seventeen": "17", "eighteen": "18", "nineteen": "19",
    "twenty": "20", "thirty": "30", "forty": "40", "fifty": "50", "sixty": "60", "seventy": "70",
    "eighty": "80", "ninety": "90"
}  # fmt: skip
_NUMBER_WORD = re.compile(
    r"\b(?:(?:a|one) (hundred|thousand)|(" + "|".join(_NUMBER_WORDS) + r"))\b(?! (?:hundred|thousand)\b)"
)


def number_words(text: str) -> str:
    """Single number words as digits: "seven plus nine" → "7 + 9", "a hundred" → "100".

    "One" alone is left as a word ("the last one"), and so are numbers of several words such as "forty
    seven", since joining them would be arithmetic.
    """

    def digits(match: re.Match[str]) -> str:
        big, small = match.groups()
        return {"hundred": "100", "thousand": "1000"}[big] if big else _NUMBER_WORDS[small]

    return _NUMBER_WORD.sub(digits, text)


def tokens(text: str) -> list[str]:
    return text.split()


def without_fillers(text: str) -> str:
    """The text with filler words and commas dropped: "how do i do 47 + 9 in my head" → "47 + 9"."""
    return " ".join(t for t in tokens(text) if t not in FILLERS and t not in {",", ";"})


def only_fillers(text: str) -> bool:
    return without_fillers(text) == ""


def pieces(text: str) -> list[str]:
    """The text cut where one question may end and another begin: ";", ",", "and", "also", "&"."""
    parts = re.split(r"\s*(?:;|,|\band\b|\balso\b|&)\s*", text)
    return [part.strip() for part in parts if part.strip()]


def pretty(math: str) -> str:
    """Normalised math text with the learner's symbols: "120 - 9 * ( 2 + 1 )" → "120 − 9 × (2 + 1)"."""
    shown = [SHOWN.get(token) or minus_signs(token) for token in tokens(math)]
    return " ".join(shown).replace("( ", "(").replace(" )", ")")
