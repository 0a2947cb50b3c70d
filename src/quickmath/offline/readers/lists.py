"""Three or more numbers to add, listed: "add 6, 14, 27 and 33", "the total of 45, 67, 88 and 12", "what
do 14, 23 and 36 add up to?", "Total these: 3.5, 4.25, 6 and 1.75", "Add up my golf scores for the four
rounds: -3, +2, -1 and -4". Read as one chain for solve_expression."""

from __future__ import annotations

import re

from quickmath.offline.asks import ExpressionSpec, Spec
from quickmath.offline.reading.phrases import BEING, Phrase, read_phrases
from quickmath.offline.reading.text import N, pretty, tokens
from quickmath.patterns import lazy

_LIST = rf"((?:{N} , )+{N}(?: ,)? and {N})"
_ANDS = rf"((?:{N} and ){{2,}}{N})"


_ITEM = rf"{N}(?: \^ \d)?"
"""One number of a list, maybe raised to a power: "3", "4 ^ 2" (4²)."""


def _chain(listed: str) -> Spec:
    items = re.findall(_ITEM, listed)
    return ExpressionSpec(pretty(" + ".join(items)))


def _product(*lists: str | None) -> Spec:
    """The one list a phrase found, of the ways it may be listed, multiplied."""
    items = re.findall(_ITEM, next(listed for listed in lists if listed))
    return ExpressionSpec(pretty(" * ".join(items)))


_COMMAS = rf"((?:{N} , )+{N})"
"""A list with commas only, after a verb that says to add it: "sum these: 101, 202, 303"."""

PHRASES = [
    Phrase(
        "add|sum|total",
        rf"(?:add|sum|total)(?: up| together)?(?: these| them| the following| all| this list)?(?: numbers)?"
        rf"(?: ;)? {_COMMAS}",
        _chain,
    ),
    Phrase(
        "add",
        rf"add (?:up |together )?(?:(?:all )?the (?:numbers|following)(?: ;)? )?{_LIST}(?: together| up)?",
        _chain,
    ),
    Phrase(
        "much|total|sum|add",
        rf"(?:how much is|total of|sum of|add) {_ANDS}(?: altogether| together| in total)?",
        _chain,
    ),
    Phrase("sum|total", rf"(?:sum|total)(?: up)? (?:of )?(?:; )?{_LIST}", _chain),
    Phrase("add", rf"{_LIST} (?:add up|added up|added together|add together)(?: to)?", _chain),
    Phrase("total|together|all", rf"{_LIST} (?:altogether|all together|together|in total|in all)", _chain),
    Phrase("product", rf"product of (?:the numbers )?(?:{_LIST}|{_ANDS}|{_COMMAS})", _product),
    Phrase(
        "multipl", rf"multiply (?:together )?(?:the numbers )?(?:{_LIST}|{_ANDS})(?: together)?", _product
    ),
    Phrase("multipl", rf"(?:{_LIST}|{_ANDS}) {BEING}multiplied(?: together)?", _product),
]
"""A list multiplied is read by the same rules: "Find the product of 12, 5 and 3", "multiply 4, 5 and 6"."""


_SIGNED = rf"(?:\+ )?{N}(?: \^ \d)?"
_LISTED = lazy(rf"(?<![\w.+-]){_SIGNED}(?: (?:,|, and|and) {_SIGNED})+(?![\w.])", needs=" , ")
"""Numbers listed with commas (and an "and" before the last), each with its sign: "-3 , + 2 , -1 and -4"."""
_ADDING = frozenset({"add", "adds", "added", "adding", "sum", "total", "totals", "altogether", "together"})
_AROUND = frozenset(
    {"and", "up", "all", "these", "those", "them", "following", "list", "numbers", "please", "for"}
)
_LEAST = 3
_ASKED = lazy(r"(?:(?:please|pls|now|so|can you|could you|just) )*(?:add|total|sum)\b")
"""A sentence that starts by saying to add: "Add these up for me please: …", "total these: …"."""


def _told(text: str) -> Spec | None:
    """A list of three or more numbers, after a colon or in a sentence that starts by saying to add it, or
    before a question that asks what it adds up to, beside words that otherwise only tell what the numbers
    are: "Add these up for me please: 99, 101, 250.", "Add the numbers on the three paintings, 128, 256 and
    512. What is the total?", "The dice show 3, 5 and 6. What do they add up to?". No other number (but the
    count of the list), and no word that could change what is asked ("more", "each", "left", "from")."""
    from quickmath.offline.readers.typos import OPERATION_WORDS
    from quickmath.offline.reading.meaning import MEANING_WORDS

    lists = list(_LISTED.finditer(text))
    if len(lists) != 1 or "," not in lists[0].group():
        return None
    if re.search(r"\b(?:number|no|q|question|page|level) $", text[: lists[0].start()]):
        return None  # "Add number 5, 6 and 7": a label's number or the first of the list?
    numbers = re.findall(_ITEM, lists[0].group())
    before = text[: lists[0].start()]
    added_up = _ADDED_UP.search(text, lists[0].end())
    rest = tokens(before + " " + text[lists[0].end() : added_up.start() if added_up else len(text)])
    if added_up:  # "The top row of a magic square reads 8, 1, 6. What does that row add up to?"
        rest = [word for i, word in enumerate(rest) if not _a_name(rest, i)]
    elif not _ASKED.match(before.rsplit("; ", 1)[-1]) and not before.endswith("; "):
        return None  # a story's list ("my scores were 132, 147 and 118 ; total?") is left to `amounts`
    if len(numbers) < _LEAST or not (added_up or _ADDING & set(rest)):
        return None
    powers = {item.partition(" ^ ")[2] for item in numbers}
    named = {"2": {"squares"}, "3": {"cubes"}}.get(powers.pop(), set()) if len(powers) == 1 else set()
    named = set() if re.search(r"\b(?:squares|cubes) of\b", text) else named  # "the squares of 1², 2²"?
    changing = (MEANING_WORDS | OPERATION_WORDS) - _ADDING - _AROUND - named  # "1³, 2³ and 3³ sugar cubes"
    for word in rest:
        if re.fullmatch(N, word) and word != str(len(numbers)):
            return None  # "add 5 to 3, 4 and 6", "clue 4: …": another number may belong to the question
        if word in changing or (not word.isalpha() and word not in (",", ";") and not re.fullmatch(N, word)):
            return None
    return _chain(lists[0].group())


_ADDED_UP = lazy(
    r" ; (?:so |and |then |ok )?(?:what|how much) (?:does|do|will|would) (?:that|it|this|they|these|those"
    r"|(?:the|that|this|these|those|my|our|his|her|their) [a-z]+)(?: all)? (?:add up to|come to|sum to)"
    r"(?: altogether| together| in total| in all)?$",
    needs="add up|come to|sum to",
)
"""A question after a list told in a story that asks to add it up: "The top row of a magic square reads 8, 1,
6. What does that row add up to?", "The dice show 3, 5 and 6. What do they add up to?"."""
_NAMES = frozenset({"square", "cube"})
"""Operation words that are also things ("a magic square", "a dice cube"): a name when no number or "of" is
beside them."""


def _a_name(words: list[str], index: int) -> bool:
    """Is the word a thing's name, not an operation: "magic square", "ice cube"?"""
    before, after = words[index - 1 : index], words[index + 1 : index + 2]
    return (
        words[index] in _NAMES
        and not any(re.fullmatch(N, word) for word in before + after)
        and after not in (["of"], ["root"], ["roots"], ["numbers"])
    )


_SPACED = lazy(
    r"^(?:(?:please|pls|now|so|can you|could you|just) )*(?:add|sum|total)(?: up| together)?"
    rf"(?: these| them)? ((?:{N} ){{2,}}(?:and )?{N})(?: (?:for me|please|pls|thanks|thank you|cheers|ta))*$",
    needs="add|sum|total",
)
"""A list to add said with no commas, its numbers only spaced: "just add 15 20 and 25 for me", "add up 12 15
18 21"."""
_THOUSANDS_GROUP = lazy(r"^\d{3}$")


def _spaced(text: str) -> Spec | None:
    """A list of three or more numbers to add, said with no commas after a word that says to add them; never
    when a number after the first has three digits only ("add 1 500 and 25" may be 1,500 and 25)."""
    found = _SPACED.match(text)
    if found is None:
        return None
    numbers = re.findall(N, found.group(1))
    if any(_THOUSANDS_GROUP.match(number) for number in numbers[1:]):
        return None
    return _chain(found.group(1))


def read(text: str) -> Spec | None:
    return read_phrases(text, PHRASES) or _told(text) or _spaced(text)
