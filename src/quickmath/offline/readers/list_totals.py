"""A total of a list of amounts of one kind, read by the roles of its numbers: "Books returned 146, 98 and
173. Total returns?", "Three meter readings: 312, 287 and 405 units. Total?", "INV-221 £340.00, INV-225
£1,128.50. What do the invoices come to?", "Week 1: 40, Week 2: 35. Total?", "taxi 23 / lunch 14 / hotel 96,
what's that come to?", "ok so 12 then 15 then 9 total??".

Every number of the text must have a role: an item of the list (two or more, each parted from the next by a
comma, "and", "then", "plus", a slash or a bullet, or each after its own one-word label), or a number that is
no item: the count of the items ("three readings", "my 3 parcels", "on the 4 rounds"), a label's number
("Week 1", "Windows 11", "round 2"), a date ("3 March") or a clock time ("9 am"). The question must ask the
whole ("total", "altogether", "in all", "add them up", "what's that come to", "what did I score", "all the
way round") and name no item on its own ("total lunch?"). Unknown words (names, nouns, filler) are let be;
a word that may change the operation is not: a rate ("each", "per", "a week", "at £3"), a change between
items ("… then sold 98", "back", "minus", "left"), another question ("difference", "average", "more"), a
number no role fits ("makes 400, right?", "for 3 weeks"), or units that are not one ("2 kg, 300 g").
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable
from dataclasses import dataclass

from quickmath.offline.asks import ExpressionSpec, ProblemSpec, Spec
from quickmath.offline.readers.units import is_unit, same_unit
from quickmath.offline.reading.text import N, pretty
from quickmath.patterns import lazy

_AMOUNT = lazy(rf"^(?P<sign>[£$€¥₹])?(?P<number>{N})$")
"""A word that is an amount: "146", "£1128.50"."""

_TOTAL_ASKED = lazy(
    r"\b(?:total\w*|sum|altogether|all together|in all|combined|overall|grand|all week)\b"
    r"|\badd(?:s|ed)? (?:(?:them|these|those|it|this|that|em|all|my [a-z]+|the [a-z]+) )*up\b"
    r"|\badd (?:these|them|those|all)\b|\badds? (?:up )?to(?! ?[£$€]?\d)|\b(?:come|comes|came|coming) to\b"
    r"|\bwhat (?:did|do|does) (?:i|we|they|he|she|you|the [a-z]+|my [a-z]+|our [a-z]+) score\b"
    r"|\ball the way round\b|\bhow far round\b"
    r"|\bhow (?:much|many) (?:is|are) (?:that|this|it|they|those|these)(?: all)?\b"
)
"""A question for the whole of the list."""

_SEPARATORS = frozenset({",", "and", "then", "plus", "/", ";", "-", "•", "*", "·"})
"""Words that part the items of a list ("146 , 98 and 173", "taxi 23 / lunch 14", "- taxi 23 - lunch 14")."""

_CHANGES_THE_OPERATION = frozenset({
    "sq", "sqs", "sqd", "sqrt", "deposit", "deposits", "voucher", "coupon", "credit", "payment", "paid",
    "too", "also", "likewise", "ditto",
    "treble", "trebled", "trebles", "triples", "doubles", "quadruple", "lots", "pairs", "gross", "bonus",
    "each", "every", "per", "apiece", "times", "x", "×", "÷", "=", "%", "percent", "twice", "double",
    "doubled", "triple", "half", "halve", "halved", "minus", "less", "fewer", "subtract", "subtracted",
    "take", "away", "off", "discount", "refund", "refunded", "back", "left", "remain", "remains", "remaining",
    "rest", "spare", "short", "change", "difference", "differ", "more", "than", "between", "share", "shared",
    "split", "divide", "divided", "among", "average", "mean", "median", "had", "have", "has", "having",
    "start", "started", "starting", "began", "begin", "balance", "budget", "target", "goal", "still", "now",
    "after", "without", "except", "not", "but", "instead", "if", "highest", "lowest", "most", "least",
    "biggest", "smallest", "max", "min", "nearest", "rounded", "estimate", "roughly", "about", "approx",
    "squared", "cubed", "square", "squares", "cube", "cubes", "root", "roots", "power", "powers", "convert",
    "through", "thru", "until", "…", "...", "etc", "+", "(", ")", "odd", "even", "whole", "or", "either",
    "last", "next", "same", "only", "other", "another", "again", "extra", "under", "above", "below", "price",
    "priced", "worth", "equals", "equal", "into", "wait", "no", "actually", "correct", "right", "check",
    "true", "wrong", "tax", "vat", "tip", "owe", "owes", "pay", "rate", "speed", "hour", "hours", "minute",
    "minutes", "mins", "second", "seconds", "h", "hr", "hrs", "s",
})  # fmt: skip
"""Words that may make the numbers something other than items to add, wherever they stand."""

_CHANGES_BETWEEN_ITEMS = frozenset({
    "sold", "sell", "sells", "spent", "spend", "spends", "used", "use", "uses", "returned", "return",
    "returns", "paid", "gave", "given", "took", "taken", "ate", "eat", "eaten", "lost", "lose", "won", "win",
    "got", "get", "received", "bought", "buy", "withdrew", "withdrawn", "deposited", "removed", "dropped",
    "broke", "broken", "missed", "missing", "threw", "sent", "came", "went", "added", "then", "is", "are",
    "was", "were", "cost", "costs", "costing", "weigh", "weighs", "makes", "make", "made", "gives", "give",
    "out", "need", "needs", "needed", "i", "we", "he", "she", "they", "it", "you",
})  # fmt: skip
"""Verbs of a change, told of the whole list before it ("Books returned 146, 98 and 173", "got 12 and 15 in
tips") but not between its items ("Books in: 146 and 98, then sold 173"): then some items may be taken away.
"then" alone between items only goes on with the list ("12 then 15 then 9")."""

_AFTER_A_NUMBER = frozenset({"for", "of", "at", "by", "to", "from", "with", "@"})
"""Words that make the number after them something else ("for 3 weeks", "at £3", "from my £500")."""

_RATE_TIMES = frozenset({
    "a", "an", "day", "week", "month", "year", "night", "hour", "head", "person", "go", "time", "piece",
})  # fmt: skip

_COUNT_WORDS = {
    "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
    "eleven": 11, "twelve": 12, "both": 2, "pair": 2, "couple": 2,
}  # fmt: skip
_OTHER_NUMBER_WORDS = frozenset({
    "one", "zero", "none", "thirteen", "fourteen", "fifteen", "twenty", "thirty", "forty", "fifty", "hundred",
    "thousand", "million", "billion", "dozen", "single", "once", "first", "second", "third",
})  # fmt: skip
"""Number words that count nothing in a list of amounts: a text holding one is not read here ("one more")."""

_LABEL_WORDS = frozenset({
    "year", "yr", "team", "form",
    "week", "wk", "day", "round", "rd", "game", "match", "level", "lvl", "q", "quarter", "term", "number",
    "room", "table", "gate", "platform", "windows", "version", "test", "stage", "leg", "lap", "heat", "hole",
    "bay", "zone", "class", "grade", "question", "part", "section", "flat", "house", "door", "block", "floor",
    "shift", "session", "month", "order", "invoice", "inv", "ticket", "account", "ref", "id", "line", "row",
    "column", "col", "player", "page", "chapter", "item", "step", "phase", "batch", "lot", "bin", "shelf",
    "aisle", "bus", "route", "stop", "track", "episode", "season", "series", "issue", "model", "iphone",
    "unit", "group", "court", "pitch", "field", "hall", "ward", "bed", "site", "store", "branch", "till",
    "lane", "dept", "department", "box", "crate", "pallet", "car", "van", "truck", "lorry", "plot",
})  # fmt: skip
"""Words whose number names an item, not an amount: "Week 1: 40", "Windows 11 laptop £499", "round 2 58"."""

_MONTHS = frozenset({
    "jan", "january", "feb", "february", "mar", "march", "apr", "april", "may", "jun", "june", "jul", "july",
    "aug", "august", "sep", "sept", "september", "oct", "october", "nov", "november", "dec", "december",
})  # fmt: skip
_PERIODS = frozenset(
    {"day", "week", "month", "year", "night", "hour", "minute", "fortnight", "term", "season"}
)
_CLOCK = frozenset({"am", "pm", "o'clock", "oclock"})
_DETERMINERS = frozenset({"the", "my", "our", "these", "those", "all", "his", "her", "their", "its", "your"})
_SMALLER_UNITS = frozenset({"p", "c", "mm", "cm", "mg", "g", "ml", "cl"})
_LEAST, _MOST = 2, 12
_LONGEST_GAP = 6
"""The most words between two items of one list."""


@dataclass(frozen=True)
class _Number:
    at: int
    number: str
    sign: str


def _amounts(words: list[str]) -> list[_Number]:
    found = [(at, _AMOUNT.match(word)) for at, word in enumerate(words)]
    return [_Number(at, told["number"], told["sign"] or "") for at, told in found if told]


def _word(words: list[str], at: int) -> str:
    return words[at] if 0 <= at < len(words) else ""


def _no_item(words: list[str], told: _Number, amounts: set[int]) -> bool:
    """Is the number a label's, a date or a clock time ("Week 1 : 40", "3 March", "9 am"), not an item?"""
    before, after = _word(words, told.at - 1), _word(words, told.at + 1)
    if after in ("st", "nd", "rd", "th"):
        return not told.sign  # "1 st round 146": an ordinal
    if after in _CLOCK or before in _MONTHS or after in _MONTHS or before in ("age", "aged"):
        return not told.sign
    if after in _NAMED_BY_A_NUMBER:
        return not told.sign  # "9 darter ; 180 , 180 and 141": a name
    if before in ("since", "in", "of") and re.fullmatch(r"(?:19|20)\d\d", told.number):
        return not told.sign  # "since 2019"
    if after in ("year", "years", "yr", "yrs") and _word(words, told.at + 2) == "old":
        return not told.sign  # "a 40 year old"
    if before not in _LABEL_WORDS or told.sign:
        return False
    following = [at for at in range(told.at + 1, min(told.at + 4, len(words))) if at in amounts]
    between = words[told.at + 1 : following[0]] if following else [","]
    return not any(word in _SEPARATORS - {";"} for word in between)


def _counted(words: list[str], told: _Number, items: list[_Number]) -> bool:
    """Is the number the count of the items, told before them in a heading ("my 3 parcels weigh …", "4 tests
    ; …") or after them with its noun ("on the 3 rounds")?"""
    if told.sign or told.number != str(len(items)):
        return False
    if told.at > items[-1].at and _counted_at_the_end(words, told):
        return True  # "… 47.35 and 20 ; what is the total of the 2"
    if not _word(words, told.at + 1).isalpha():
        return False
    if is_unit(_word(words, told.at + 1)):
        return False
    if told.at < items[0].at:
        gap = words[told.at + 1 : items[0].at]
        named_apart = len(list(itertools.takewhile(lambda word: word not in _SEPARATORS, gap))) > 1
        if named_apart and (
            all(item.sign for item in items) or all(is_unit(_word(words, item.at + 1)) for item in items)
        ):
            return True  # "3 invoices outstanding , inv-221 £340 , …": the items are of another kind
        if len(gap) == 2 and gap[0].isalpha() and gap[1] == ",":
            return True  # "my 2 pensions , £812.40 and £356.75"
        return (";" in gap or len(gap) > 1) and not any(word in _SEPARATORS - {";"} for word in gap)
    return _word(words, told.at - 1) in _DETERMINERS | _COUNTED_OVER


_COUNTED_OVER = frozenset({"over", "in", "across", "from"})
"""Words before a count told after the items ("over 4 weeks", "in 3 innings", "from 3 shops")."""
_OVER_A_TIME = frozenset({"over", "across", *_DETERMINERS})
"""Words before a count of periods that may count the items ("over 4 weeks", "the 3 days"); not "in 3
years", which moves a time on."""


def items_of(words: list[str]) -> list[_Number] | None:
    """The items of the list, once labels, dates, clock times and the count of the items are left out; None
    when a number has no role."""
    amounts = _amounts(words)
    at_amounts = {told.at for told in amounts}
    kept = [told for told in amounts if not _no_item(words, told, at_amounts)]
    if len(kept) < _LEAST:
        return None
    for counts in ((kept[0], kept[-1]), (kept[0],), (kept[-1],)):
        rest = [told for told in kept if told not in counts]
        if len(rest) >= _LEAST and all(_counted(words, count, rest) for count in counts):
            return rest
    return None if _counted_at_the_end(words, kept[-1]) else kept


def _counted_at_the_end(words: list[str], told: _Number) -> bool:
    """Is the number told last of all after "the" or "all", as a count of the items is ("what is the total
    of the 2")?"""
    return _word(words, told.at - 1) in ("the", "all") and _word(words, told.at + 1) in ("", ";")


def parted(words: list[str], items: list[_Number], labelled: bool) -> bool:
    """Are the items parted one from the next by a separator, or each told after its own one word ("taxi 23
    lunch 14"), with no word of a change between them? A full stop between two items parts them only when
    one word names the next ("taxi 23 ; lunch 14", not "2 adults ; tickets 12", nor a score "45 : 15")."""
    gaps = [words[first.at + 1 : then.at] for first, then in itertools.pairwise(items)]
    every_gap_a_full_stop = all(";" in gap for gap in gaps)
    for gap in gaps:
        named = [word for word in gap if word not in _SEPARATORS and not _AMOUNT.match(word)]
        if len(gap) > _LONGEST_GAP or any(_changes_between(word) for word in gap):
            return False
        parted_by_a_word = any(word in _SEPARATORS - {";"} for word in gap)
        if (
            ";" in gap
            and not parted_by_a_word
            and len([word for word in named if word not in _LABEL_WORDS]) > 1
        ):
            return False
        if not (parted_by_a_word or (labelled and len(gap) <= 2)) and not (
            ";" in gap and every_gap_a_full_stop and named
        ):  # "taxi 23 ; lunch 14", never "45 : 15"
            return False
    return True


_NOT_DONE = frozenset({"red", "bed", "shed", "seed", "feed", "speed", "weed", "reed", "bred", "wed", "ted"})


def a_label_s_number(words: list[str], told: _Number) -> bool:
    """Is the item told right after a word whose number names it ("room 146", "page 98"), not after an
    ordinal ("1 st round 146")?"""
    return (
        not told.sign
        and _word(words, told.at - 1) in _LABEL_WORDS
        and _word(words, told.at - 2) not in ("st", "nd", "rd", "th")
    )


def _changes_between(word: str) -> bool:
    """Is the word, told between two items, one that may change what the next is ("… , sold 98", "… , iced
    25")? A verb told in the past may ("iced", "boxed"), a name that ends alike may not ("red 12", "wed
    44")."""
    if word in _CHANGES_BETWEEN_ITEMS - {"then"}:
        return True
    return word.endswith("ed") and len(word) > 3 and word not in _NOT_DONE


def labelled_one_by_one(words: list[str], items: list[_Number]) -> bool:
    """Is each item told after its own one word, the list said without separators ("taxi £23 lunch £14")?"""
    before = [_word(words, told.at - 1) for told in items]
    if any(word in _SEPARATORS or word in _NOT_NAMING or word in _DETERMINERS for word in before):
        return False
    return all(word.isalpha() and not is_unit(word) for word in before) and len(set(before)) == len(before)


def _changes_the_operation(words: list[str]) -> bool:
    for at, word in enumerate(words):
        after = _word(words, at + 1)
        if (
            word in _CHANGES_THE_OPERATION and (word, after) != ("not", "bad")
        ) or word in _OTHER_NUMBER_WORDS:
            return True
        told = _word(words, at + 2) if after in _DETERMINERS and not _counts_things(words, at + 2) else after
        counted = word in _COUNTED_OVER and _counts_things(words, at + 1)
        counted = counted or (after == "the" and _word(words, at + 3) in ("", ";"))  # "… total of the 2"
        if word in _AFTER_A_NUMBER and _AMOUNT.match(told) and not _opens_the_list(words, at) and not counted:
            return True  # "for 3 weeks", "at £3", "from my £500"
        if word in ("-", "/", "*", "·") and _AMOUNT.match(after) and _AMOUNT.match(_word(words, at - 1)):
            return True  # "100 - 1", "12 / 4": a sign between numbers, no bullet
        if _AMOUNT.match(word) and after.rstrip("s") in _PERIODS:
            return (
                _word(words, at - 1) not in _OVER_A_TIME
            )  # "12 months total", "in 3 years"; not "over 4 weeks"
        if word == "so" and after in ("did", "does", "do", "has", "have", "was", "is", "were", "are", "will"):
            return True  # "… and so did my brother": the list told again
        if word == "so" and after == "on":
            return True  # "10, 20, 30 and so on": a run
        if word in ("a", "an") and (after in _RATE_TIMES or _AMOUNT.match(_word(words, at - 1))):
            return True  # "£146 a week", "12 a box"
        if word in ("a", "an") and _AMOUNT.match(_word(words, at - 2)) and _word(words, at - 1).isalpha():
            return True  # "12 eggs a box"
        if word == "|":
            return True  # a form, read by `number_fields`
        if word.startswith(("-", "+")) and word[1:2].isdigit():
            return True  # a sign: "-3"
    return False


def _kind(words: list[str], told: _Number, labelled: bool) -> str:
    """What an item counts, as told beside it: its currency or unit, or a plural noun after it ("12 apples");
    "" when nothing says ("146 on Monday", "lunch 14")."""
    after = _word(words, told.at + 1)
    if told.sign:
        return same_unit(told.sign)
    if is_unit(after):
        return same_unit(after)
    if labelled or len(after) < 3 or not after.isalpha() or not after.endswith("s") or after in _NOT_A_KIND:
        return ""
    return after


_NOT_A_KIND = frozenset({"this", "thus", "was", "is", "as", "its", "plus", "minus", "less", "pls", "thanks"})


def _counts_things(words: list[str], at: int) -> bool:
    """Is the number a bare count of things ("the 3 stalls"), which may count the items?"""
    thing = _word(words, at + 1)
    return _word(words, at).isdigit() and thing.isalpha() and thing.endswith("s") and not is_unit(thing)


def _opens_the_list(words: list[str], at: int) -> bool:
    """Is the word an "of" before the first number of all ("bags of 18.5 kg, 21.2 kg …"), not "3 packs of
    12"?"""
    return words[at] == "of" and not any(_AMOUNT.match(word) for word in words[:at])


def one_kind(words: list[str], items: list[_Number], labelled: bool) -> bool:
    """Are all the items of one kind ("4.2 kg, 6.75 kg", "£12, £9", "146, 98 and 173 boxes"; not "2 kg, 300
    g", "2 adults and 3 children ; tickets £12")? A kind told on the last item only is told of them all when
    nothing but separators stands between the items."""
    kinds = [_kind(words, told, labelled) for told in items]
    if len(set(kinds)) == 1:
        return True
    told_once = set(kinds[:-1]) == {""} and kinds[-1] not in _SMALLER_UNITS
    return told_once and all(
        all(word in _SEPARATORS for word in words[first.at + 1 : then.at])
        for first, then in itertools.pairwise(items)
    )


_NAMED_BY_A_NUMBER = frozenset({
    "darter", "darters", "seater", "seaters", "wheeler", "wheelers", "decker", "deckers", "pounder", "footer",
    "pointer", "pointers", "hander", "liner", "liners", "timer", "timers",
})  # fmt: skip
"""Words a number word names a thing with, counting nothing: "nine darter", "two seater", "three wheeler"."""


def _counts_fit(words: list[str], items: list[_Number]) -> bool:
    """Does every count word count the items ("three readings" of three), unless it only names a thing
    ("nine darter ; 180 , 180 and 141")?"""
    return all(
        _COUNT_WORDS[word] == len(items) or _word(words, at + 1) in _NAMED_BY_A_NUMBER
        for at, word in enumerate(words)
        if word in _COUNT_WORDS
    )


_NOT_NAMING = frozenset({
    "on", "in", "at", "the", "a", "an", "of", "for", "to", "so", "ok", "over", "from", "with", "is", "was",
    "are", "were", "it", "he", "she", "they", "we", "i", "you", "what", "how", "that", "this", *_DETERMINERS,
})  # fmt: skip


def names_one_item(words: list[str], items: list[_Number], asked: int, labelled: bool) -> bool:
    """Does the question name what only some items are told with ("taxi 23 , lunch 14 ; total lunch", "12
    on mon , 15 on tue ; how many on mon in total")? Not what they all count ("146 , 98 and 173 boxes", "100 ,
    200 and 300 xp"), nor the heading before the first ("a mass of 2.35 kg and a mass of 1.8 kg ; total
    mass")."""
    question = _question(words, items, asked)
    told_words = words[: len(words) - len(question)] if asked > items[-1].at else words
    beside = [_told_with(told_words, told, index == 0, labelled) for index, told in enumerate(items)]
    if not any(beside[:-1]):
        beside[-1] = set()  # "100 , 200 and 300 xp": what the last is told with is told of all
    kinds = {_kind(words, told, labelled) for told in items}
    heading = set(words[: items[0].at - (1 if labelled else 0)])
    said_of_some = set().union(*beside) - beside[0].intersection(*beside[1:]) - heading
    return any(
        word in said_of_some and word not in kinds and same_unit(word) not in kinds for word in question
    )


def _words_until_a_separator(words: Iterable[str]) -> list[str]:
    return list(itertools.takewhile(lambda word: word not in _SEPARATORS and not _AMOUNT.match(word), words))


def _told_with(words: list[str], told: _Number, first: bool, labelled: bool) -> set[str]:
    """The words told with an item, up to the separators either side of it ("on monday" of "12 on monday ,");
    before the first item, only its own label ("taxi" of "taxi 23 , lunch 14"), not a heading or a verb."""
    after = [] if labelled else _words_until_a_separator(words[told.at + 1 : told.at + 4])
    if first:
        label = _word(words, told.at - 1)
        before = [label] if labelled and not label.endswith("ed") else []
    else:
        before = _words_until_a_separator(reversed(words[max(0, told.at - 3) : told.at]))
    return {word for word in (*before, *after) if word.isalpha()} - _NOT_NAMING


_QUESTION_WORDS = frozenset({"how", "what", "whats", "wats", "wat", "so", "ok"})


def _question(words: list[str], items: list[_Number], asked: int) -> list[str]:
    """The words of the sentence asking the total, without the first item's label or the last one's unit."""
    if asked > items[-1].at:
        start = max((at + 1 for at in range(asked) if words[at] == ";"), default=0)
        if start <= items[-1].at:  # "… 173 in the tips jar total pls": the question starts at its own words
            opening = [at for at in range(items[-1].at + 1, asked) if words[at] in _QUESTION_WORDS]
            start = opening[-1] if opening else asked
        return words[start:]
    end = next((at for at in range(asked, len(words)) if words[at] == ";"), len(words))
    return words[: min(end, items[0].at - 1)]


def asked_at(words: list[str]) -> int | None:
    """Where, among the words, the question for the total is asked."""
    text = " ".join(words)
    asked = _TOTAL_ASKED.search(text)
    return None if asked is None else text[: asked.start()].count(" ")


def _asked_apart(items: list[_Number], asked: int) -> bool:
    """Is the total asked before the first item or after the last?"""
    return asked < items[0].at or asked > items[-1].at


_ASIDE = lazy(r" \( (?:[a-z]+ ){1,3}\)", needs="(")
"""A word or two told aside in brackets ("rainfall ( mm )", "146 ( sat ) and 98 ( sun )")."""


_SIGNING_OFF = frozenset({
    "please", "pls", "plz", "thanks", "thank", "you", "thx", "ta", "cheers", "lol", "x", "xx", "xxx", "ok",
    "okay", "mate", "anyone", "everyone", "guys", "folks", "love", "hun", "!", ";", ",",
})  # fmt: skip


def _told_after_the_question(words: list[str], items: list[_Number]) -> bool:
    """Is more told after the last sentence that asks the total, once the items are told, than signing off
    ("Jan £125, Feb £140. Total? EDIT: and March")?"""
    text = " ".join(words)
    last = list(_TOTAL_ASKED.finditer(text))[-1]
    if text[: last.start()].count(" ") < items[-1].at:
        return False
    after = text[last.end() :].split(" ; ", 1)
    return len(after) > 1 and any(word not in _SIGNING_OFF for word in after[1].split())


def _said_aside(aside: re.Match[str]) -> str:
    """The aside left out when it only names ("( sat )", "( mm )"); kept when it may change what is added
    ("( half price )", "( not paid )")."""
    words = aside.group().split()[1:-1]
    return aside.group() if any(word in _CHANGES_THE_OPERATION for word in words) else ""


_POLITELY = lazy(
    r"\b(?:i|we) (?:should|would|d) be (?:very |most |so )?grateful if (?:you|someone|anyone) (?:would|could"
    r"|can|will) |\b(?:i|we) (?:would|d) appreciate it if (?:you|someone|anyone) (?:would|could|can) ",
    needs="grateful|appreciate",
)
"""A request said politely, whose "if" puts no condition on the list: "I should be grateful if you would tell
me the total of …"."""
_PERIODS_SAID = r"day|daily|week|weekly|month|monthly|year|yearly|annual|annually|annum|fortnight|quarter"
_OF_EVERY_ITEM = lazy(
    r"(?<=\d)(?P<kind> [a-z]+)? (?:per|a|an|every) (?P<period>day|week|month|year|fortnight|quarter)"
    r"(?=$| ;| ,| total| in total| altogether)",
    needs="per|a |an |every",
)
"""A period told once after the last item of a list of like amounts, told of them all: "my two pensions ,
£812.40 and £356.75 per month"."""


def _of_every_item(text: str) -> str:
    """The text without a period told after its last item, when the items are told with nothing but
    separators between them and no other period is told: the total is of one period too."""
    found = list(_OF_EVERY_ITEM.finditer(text))
    tail = text[found[0].end() :] if len(found) == 1 else ""
    if len(found) != 1 or (re.search(N, tail) and not re.fullmatch(r"[a-z; ]* (?:the|all) \d+", tail)):
        return text  # a number after the period: "per month for 12 months"
    rest = text[: found[0].start()] + (found[0]["kind"] or "") + text[found[0].end() :]
    period = found[0]["period"]
    if any(
        said.group() not in (period, f"{period}ly", "monthly" if period == "month" else period)
        for said in re.finditer(rf"\b(?:{_PERIODS_SAID})s?\b", rest)
    ):
        return text  # "£84 and £61 per month , total for the year"
    words = rest.split()
    items = items_of(words)
    if items is None or not all(
        all(word in _SEPARATORS for word in words[first.at + 1 : then.at])
        for first, then in itertools.pairwise(items)
    ):
        return text  # "rent £800 and bills £50 per week": the week may be the bills' only
    return rest


def read(text: str) -> Spec | None:
    text = _of_every_item(_POLITELY.sub("", text))
    words = _ASIDE.sub(_said_aside, text).split()
    if not _TOTAL_ASKED.search(text) or _changes_the_operation(words):
        return None
    items, asked = items_of(words), asked_at(words)
    if items is None or asked is None or not _LEAST <= len(items) <= _MOST or not _asked_apart(items, asked):
        return None
    if any(a_label_s_number(words, told) for told in items):
        return None  # "Room 146, room 98": numbers that name, not amounts
    labelled = labelled_one_by_one(words, items)
    if not parted(words, items, labelled) or not one_kind(words, items, labelled):
        return None
    if not _counts_fit(words, items) or _told_after_the_question(words, items):
        return None
    if names_one_item(words, items, asked, labelled):
        return None
    if len(items) == 2:
        return ProblemSpec("+", items[0].number, items[1].number)
    return ExpressionSpec(pretty(" + ".join(told.number for told in items)))
