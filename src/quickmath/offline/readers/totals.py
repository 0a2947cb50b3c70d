"""Adding said without "plus": "put 28 and 54 together", "how much is 65 and 35 altogether?", "total up
75 and 48", "find the sum: 606 and 394", "46 added to 27", "increase 450 by 75", "250 increased by 60"."""

from __future__ import annotations

import re

from quickmath.offline.asks import Spec
from quickmath.offline.readers.chatter import is_chatter_word
from quickmath.offline.readers.symbols import read_math
from quickmath.offline.readers.units import is_unit
from quickmath.offline.reading.builds import as_written, reversed_order
from quickmath.offline.reading.phrases import BEING, Phrase, read_phrases
from quickmath.offline.reading.text import FILLERS, N
from quickmath.patterns import lazy

_ALL = r"(?:altogether|all together|together|in total|in all|combined|total)"
PHRASES = [
    Phrase("together", rf"put (?:together )?({N}) and ({N})(?: together)?", as_written("+")),
    Phrase("total|together|all|combined", rf"({N}) and ({N}) (?:put )?{_ALL}", as_written("+")),
    Phrase(
        "total|together|all|combined",
        rf"{_ALL}(?: ,)? ({N}) and ({N})"
        r"(?: (?:make|makes|come to|comes to|add up to|adds up to|is|are|equals?|gives?|give))?",
        as_written("+"),
    ),
    Phrase(
        "much|many",
        rf"({N}) and ({N})(?: (?:is|are|make|makes|come to|comes to))? how (?:much|many)\b",
        as_written("+"),
    ),
    Phrase(
        "sum|total|amount",
        r"(?:grand )?(?:sum|total|amount)(?: up)? (?:of )?(?:the (?:2 )?numbers |(?:the )?[a-z]+s )?"
        rf"(?:; )?({N}) and ({N})",
        as_written("+"),
    ),
    Phrase("added", rf"({N}) {BEING}added (?:on )?to ({N})", reversed_order("+")),
    Phrase("added", rf"({N}) and ({N}) added(?: together| up)?", as_written("+")),
    Phrase(
        "add|come|make",
        rf"({N}) and ({N}) (?:add up to|add up|come to|make {_ALL}|makes?)",
        as_written("+"),
    ),
    Phrase("increase|raise", rf"(?:increase|raise) ({N}) by ({N})", as_written("+")),
    Phrase("increased|raised", rf"({N}) {BEING}(?:increased|raised|made bigger) by ({N})", as_written("+")),
    Phrase("much", rf"how much (?:is|are|do|does) ({N}) and ({N})", as_written("+")),
    Phrase("combine", rf"combine ({N}) (?:and|with) ({N})", as_written("+")),
]


_TERM = rf"{N}(?: \^ [23])?"
_WRITTEN_SUM = lazy(rf"(?<![\w.]){_TERM}(?: \+ {_TERM})+(?![\w.])", needs="+")
"""A sum written in + signs, of numbers or of squares and cubes: "23.4 + 18.7 + 31.6", "1³ + 2³ + 3³"."""
_TOTAL_ASKED = lazy(
    r"\b(?:total|altogether|all together|in all|combined|sum|add|add up|adds up|add to|come to|comes to)\b"
    r"|\bhow (?:much|many) (?:is|are) (?:that|it|this|they|those|these)(?: all)?$"
    r"|\bwhat (?:does|do) (?:that|it|this|they|those|these)(?: all)? (?:come to|add up to|make)$"
    r"|\bwhat is (?:on|in) (?:the|my|our|his|her|their) [a-z]+$"
)
_TIME_FRAME = lazy(
    r"\b(?:this|last) (?:week|month|year|term|season|quarter)\b|\btoday\b|\bso far\b"
    r"|\bover the (?!top\b)[a-z]+\b(?! \d)"
)
"""When the terms of a sum were had ("this quarter", "over the tournament"), which asks nothing more."""
_ASKING_A_TOTAL = frozenset({
    "total", "altogether", "together", "all", "combined", "sum", "add", "and", "up", ",", ";", "(", ")",
})  # fmt: skip


_MORE_THAN_ONCE = frozenset({
    "back", "return", "both", "ways", "round", "fortnight", "daily", "weekly", "monthly", "yearly", "annual",
    "annually", "nightly",
})  # fmt: skip
"""Words that may count the sum more than once: "23.4 + 18.7 miles there and back", "… weekly"."""


def _says_nothing_more(word: str) -> bool:
    """A word beside a written sum that asks no more than its total: a filler, a unit, a word of plain
    chatter ("rainfall", "treasurer") or one asking the total itself."""
    if word in _MORE_THAN_ONCE:
        return False
    return word in FILLERS or word in _ASKING_A_TOTAL or is_unit(word) or is_chatter_word(word)


_CHANGES_A_SUM = frozenset({
    "each", "every", "per", "times", "twice", "double", "doubled", "triple", "tripled", "half", "halved",
    "halve", "share", "shared", "split", "between", "among", "divide", "divided", "left", "remain",
    "remaining", "minus", "less", "off", "discount", "average", "mean", "change", "balance", "tax", "vat",
    "percent", "more", "without", "except", "not", "difference", "than", "after", "short", "over", "under",
    "saving", "saved", "spare", "extra", "plus", "x", "of", "a", "an",
})  # fmt: skip
"""Words that may do more to a sum than total it: "… each", "… twice", "… after tax", "… of us"."""


def _labels_the_sum(words: list[str], terms: int) -> bool:
    """Do the words told before a written sum only say what it counts, with the count of its terms ("raid
    damage from our 3 runs")? Not "total rounded", "add the squares": a word may ask more than the sum."""
    if str(terms) not in words:
        return False
    for word, after in zip(words, [*words[1:], ""], strict=True):
        if word.isdigit():
            if int(word) != terms or not after.endswith("s"):
                return False
        elif word in _CHANGES_A_SUM or word in _MORE_THAN_ONCE or (not word.isalpha() and word not in ",;"):
            return False
    return True


def _totalled_sum(text: str) -> Spec | None:
    """A sum written in + signs, its total asked in words beside it: "how many miles altogether 23.4 + 18.7 +
    31.6", "what is 7.2 + 5.85 + 3.4 , total rainfall this week", "Walks this week: 6.4 km + 3.8 km + 9.1 km,
    total?". Not when any other word or number is told beside it ("… total each", "… doubled", "the 3 of
    us …"): the total would not be all that is asked."""
    text = _labels_dropped(_unit_written_once(text))
    found = _WRITTEN_SUM.search(text)
    if found is None or not _TOTAL_ASKED.search(text):
        return None
    before = _TIME_FRAME.sub(" ", text[: found.start()]).split()
    after = _TIME_FRAME.sub(" ", text[found.end() :]).split()
    if after[:1] and (after[0] in _LABEL_WORDS or is_unit(after[0])):
        after = after[1:]  # "9 + 9 + 6 hours": what the terms count
    if after[:1] == ["-"] and after[1:2] and after[1].isalpha():
        after = after[1:]  # "365 + 366 + 365 - how much is that?": a dash, no minus
    terms = found.group().count("+") + 1
    after = _without_the_count_of_terms(after, terms)
    after = [
        word for word, then in zip(after, ["", *after], strict=False) if not _names_the_total(word, then)
    ]
    if not all(_says_nothing_more(word) for word in after):
        return None
    if not _only_labels(before, heading=not _says_more_than_the_total(after)) and not _labels_the_sum(
        before, terms
    ):
        return None
    return read_math(found.group())


_TERM_LABELLED = lazy(
    rf"(?<![\w.])(?P<first>{N})(?: (?P<unit>[a-z]+))? (?:\+|plus) (?P<label>(?:[a-z]+ ){{1,2}})?"
    rf"(?={N} \+ {N})"
    rf"|(?<= \+ )(?P<named>(?:[a-z]+ ){{1,2}})(?={N}(?: \+|(?![\w.])))",
    needs="+",
)
"""A term of a sum written in signs told with a word that names it ("20 kg plus plates 25 + 25 + 10", "… +
return 850 + …"): the word names what is added, no more."""


def _labels_dropped(text: str) -> str:
    """The text with the words naming the terms of a sum written in signs left out, when each only names what
    is added ("bar is 20 kg plus plates 25 + 25 + 10 + 10" → "bar is 20 + 25 + 25 + 10 + 10"); as it was when
    one may do more ("20 kg plus 2 lots of 25 + 25")."""

    def dropped(found: re.Match[str]) -> str:
        if found["named"] is not None:
            return "" if _names_only(found["named"]) else found.group()
        unit, label = found["unit"], found["label"] or ""
        if (unit is not None and not is_unit(unit)) or not _names_only(label):
            return found.group()
        return f"{found['first']} + "

    return _TERM_LABELLED.sub(dropped, text) if "+" in text else text


def _names_only(words: str) -> bool:
    return all(word not in _CHANGES_A_SUM and word not in _MORE_THAN_ONCE for word in words.split()) and all(
        _says_nothing_more(word) or word in _LABEL_WORDS for word in words.split()
    )


_UNIT_ON_EACH = lazy(rf"(?<![\w.])({N}) ([a-z]+)((?: \+ {N} \2\b)+)", needs="+")
"""A sum whose terms each carry one unit: "6.4 km + 3.8 km + 9.1 km"."""


def _unit_written_once(text: str) -> str:
    """The text with a unit told on every term of a sum written once after it: "6.4 km + 3.8 km + 9.1 km" →
    "6.4 + 3.8 + 9.1 km"."""

    def once(found: re.Match[str]) -> str:
        number, unit, rest = found.groups()
        return f"{number}{rest.replace(f' {unit}', '')} {unit}" if is_unit(unit) else found.group()

    return _UNIT_ON_EACH.sub(once, text) if "+" in text else text


_LABEL_WORDS = frozenset({
    "cost", "costs", "price", "prices", "hour", "hours", "minute", "minutes", "day", "days", "week", "weeks",
    "month", "months", "year", "years", "time", "times",
})  # fmt: skip
"""Words that only name what a written sum adds ("food cost", "hours logged"), though another question may
make more of them: beside a sum that holds every number told, they ask nothing more."""


def _says_more_than_the_total(after: list[str]) -> bool:
    """Do the words after a written sum say more than to ask its total ("…, total for me and my wife?")?"""
    return any(word not in FILLERS and word not in _ASKING_A_TOTAL and not is_unit(word) for word in after)


_COUNTED_BY = frozenset({"from", "across", "over", "on", "in", "for"})
_ONE = frozenset({"1", "a", "an"})


def _without_the_count_of_terms(after: list[str], terms: int) -> list[str]:
    """The words after a written sum without a count that says where its terms came from, when it is the count
    of its terms ("12.48 + 7.95 + 31.20 from 3 platforms") or one thing they were all for ("3.40 + 2.85 + 1.95
    for 1 customer"); as they were with any other count ("… for 2 customers", "… from 4 shops")."""
    at = next((at for at, word in enumerate(after) if word not in (",", "-")), len(after))
    words = after[at : at + 4]
    if len(words) < 3 or words[0] not in _COUNTED_BY:
        return after
    count = 2 if words[1] in ("the", "our", "my", "their", "his", "her") else 1
    told, thing = words[count : count + 2] if len(words) > count + 1 else ("", "")
    if not thing.isalpha() or not (
        (told == str(terms) and thing.endswith("s")) or (words[0] == "for" and told in _ONE and count == 1)
    ):
        return after
    return after[:at] + after[at + count + 2 :]


def _names_the_total(word: str, then: str) -> bool:
    """Does the word name what a total asked adds, just after "total" ("total hours?", "total cost")?"""
    return then == "total" and word in _LABEL_WORDS and word not in ("time", "times")


def _named_till(before: list[str]) -> list[str]:
    """The words told before a written sum, a till that is no "until" (no number after it) left out: "Till at
    the bakery:", "Till total:"."""
    return [
        word
        for word, then in zip(before, [*before[1:], ""], strict=False)
        if word != "till" or then[:1].isdigit()
    ]


def _only_labels(before: list[str], heading: bool) -> bool:
    """Do the words told before a written sum only name what it adds ("Walks this week", "Carer rota:", "Food
    cost per plate:")? Words of plain chatter, or of what is added ("cost", "hours"); "per" only in a heading
    before a question that asks no more than the total ("Cost per plate: 3 + 4, total?")."""
    if heading and ";" in before and "per" in before[: before.index(";")]:
        before = [word for word in before if word != "per"]
    before = _named_till(before)
    return all(_says_nothing_more(word) or word in _LABEL_WORDS for word in before)


_POWER_NAMED = {
    "2": lazy(r"\bsquares?\b", needs="square"),
    "3": lazy(r"\bcubes?\b", needs="cube"),
}
_POWERS_OF = lazy(r"\b(?:squares?|cubes?) of\b", needs="of")


def _totalled_powers(text: str) -> Spec | None:
    """A sum of squares or of cubes written in signs, the power named beside it ("Sugar cube model: 1³ + 2³ +
    3³ cubes, how many in total?"), which says no more than the sum: read without the name; never "the
    squares of …", which may square them."""
    found = _WRITTEN_SUM.search(text)
    if found is None or _POWERS_OF.search(text):
        return None
    powers = {term.partition(" ^ ")[2] for term in found.group().split(" + ")}
    named = _POWER_NAMED.get(powers.pop()) if len(powers) == 1 else None
    if named is None or not named.search(text):
        return None
    return _totalled_sum(named.sub(" ", text))


def read(text: str) -> Spec | None:
    return read_phrases(text, PHRASES) or _totalled_sum(text) or _totalled_powers(text)
