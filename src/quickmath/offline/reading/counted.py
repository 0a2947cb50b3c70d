"""What the numbers of a story count: money, a measure, people, groups or things ("$20", "5 kg", "6 of us",
"8 bags", "45 pages"). A sum or a take-away of unlike things is no sum the story asks for (see `guards`)."""

from __future__ import annotations

import re

from quickmath.offline.reading.text import N
from quickmath.patterns import lazy

_COUNTED = lazy(
    rf"(?<!\bthe )(?<!\bthese )(?<!\bthose )(?<!\ball )([£$€¥₹] ?)?(?<![\w.])({N})"
    r"(?: ?(p|pence|cents?|dollars?|euros?|pounds?|quid|bucks?|rupees?|yen|rand|naira|pesos?|of us|of you)\b"
    r"| ?(mm|cm|m|km|kg|g|mg|ml|l|litres?|liters?|miles?|met(?:re|er)s?)\b| ([a-z]+))?"
)
"""A number and what it counts: money, a measure, or the word after it ("6 people", "8 bags", "45 pages");
not a count of the amounts told ("in the 2 days")."""
_PEOPLE = frozenset({
    "people", "persons", "friends", "kids", "children", "guests", "pupils", "students", "adults", "workers",
    "players", "boys", "girls", "men", "women", "teachers", "visitors", "passengers", "members", "fans",
    "customers", "staff", "employees", "colleagues", "classmates", "cousins", "brothers", "sisters",
    "grandchildren", "scouts", "campers", "runners", "singers", "babies", "parents", "families",
    "flatmates", "housemates", "roommates", "us", "you",
})  # fmt: skip
_GROUPS_OF_THINGS = frozenset({
    "boxes", "bags", "packs", "packets", "crates", "cases", "cartons", "trays", "rows", "shelves", "tables",
    "buses", "coaches", "vans", "minibuses", "teams", "groups", "classes", "batches", "baskets", "sets",
    "lots", "piles", "bundles", "pages", "sections", "tins", "jars", "bottles", "cans",
})  # fmt: skip
_NOT_COUNTED = frozenset({
    "is", "was", "has", "does", "goes", "gets", "less", "plus", "minus", "times", "as", "this", "its", "yes",
    "across", "makes", "costs", "leaves", "takes", "gives", "says", "needs", "uses", "buys", "sells", "pays",
    "eats", "loses", "wins", "lives", "comes", "stays", "weighs", "holds", "means", "equals", "always",
    "sometimes", "perhaps", "besides", "afterwards", "towards", "others", "thus", "whereas",
})  # fmt: skip
_MONEY_WORDS = frozenset({
    "p", "pence", "cent", "cents", "dollar", "dollars", "euro", "euros", "pound", "pounds", "quid", "buck",
    "bucks", "rupee", "rupees", "yen", "rand", "naira", "peso", "pesos",
})  # fmt: skip


MORE_SHARERS = lazy(
    rf"\b(?:between|among|amongst) (?:the |my |our |his |her |their )?{N} [a-z]+"
    r" (?:and|plus|as well as|along with|including)"
    r" (?:me|myself|us|ourselves|him|her|them"
    r"|(?:their|his|her|my|our|your|the|a|an) (?!rest\b|extras?\b)[a-z]+)\b",
    needs="between|among",
)
"""More sharers after the count ("between the 7 kids and their mum"): eight share, never seven."""


def counts_groups(word: str) -> bool:
    """Does `word` count groups or people, whose number may multiply what each holds ("3 boxes × 12 eggs",
    "5 friends × 4 sweets")?"""
    return word in _GROUPS_OF_THINGS or word in _PEOPLE


def counts_things(word: str) -> bool:
    """Does `word`, after a number, name many of a thing ("apples", "stickers")? Not a verb ("makes")."""
    return counts_groups(word) or (len(word) > 3 and word.endswith("s") and word not in _NOT_COUNTED)


def _counts(found: re.Match[str]) -> str | None:
    """What one number of a story counts: "money", a measure, "people", a kind of group ("group:bags"), a
    kind of thing ("thing:pages"), or None when the words after it do not say."""
    sign, _, money, measure, word = found.groups()
    if sign or money in _MONEY_WORDS:
        return "money"
    if money:
        return "people"  # "6 of us"
    if measure:
        return f"measure:{measure[:2]}"
    if word in _PEOPLE:
        return "people"
    if word in _GROUPS_OF_THINGS:
        return f"group:{word}"
    if word and len(word) > 3 and word.endswith("s") and word not in _NOT_COUNTED:
        return f"thing:{word}"
    return None


def counts_unlike_things(text: str) -> bool:
    """Do the numbers of a story count unlike things, which a sum or a take-away of them cannot mean? "$20 and
    3 books", "9 dollars … 6 of us", "5 kg … 8 bags", "25 pupils in a class and 4 classes". Things of two
    kinds may be added ("12 apples and 5 oranges", "14 boys and 13 girls"); money, measures, people and
    groups only to their own kind. A number that counts the others ("3 parcels weigh 2.5 kg, 1.75 kg and
    3 kg") is not one of them."""
    found = list(_COUNTED.finditer(text))
    others = str(len(found) - 1)
    kinds = {
        kind for told in found if (kind := _counts(told)) and not (told.group(2) == others and told.group(5))
    }
    return len(kinds) > 1 and not all(kind.startswith("thing:") for kind in kinds)


def counted_nouns(text: str) -> set[str]:
    """The things and groups the numbers of a story count ("pages", "games"), people and measures left out."""
    return {kind.partition(":")[2] for told in _COUNTED.finditer(text) if (kind := _counts(told)) and
            kind.startswith(("thing:", "group:"))}  # fmt: skip


_SEPARATOR = lazy(r"(?:^| )(?:,|;|and|then|but|while|whereas|&)(?= |$)")
_NOT_NAMING = frozenset({
    "on", "at", "by", "from", "and", "or", "has", "had", "he", "she", "they", "them", "its", "were", "did",
    "got", "all", "total", "altogether", "together", "both", "whole", "combined", "overall", "each", "more",
    "over", "than", "after", "before", "is", "was", "am",
})  # fmt: skip
"""Words that name no one amount: the small words of every sentence, and words that ask for all of them."""


_NAMING_FILLERS = frozenset({"morning", "afternoon", "evening", "tonight", "today", "one", "last", "next"})
"""Filler words of a question that name a part of a story ("in the afternoon", "the last one")."""


def _words(text: str) -> set[str]:
    from quickmath.offline.reading.text import FILLERS  # only for a story whose question may name a part

    return {
        word
        for word in re.findall(r"[a-z]{2,}", text)
        if (word not in FILLERS or word in _NAMING_FILLERS)
        and word not in _NOT_NAMING
        and not _MONEY_WORDS.issuperset({word})
    }


_LABELLED = lazy(r"\b(?:on|in|at|during|for|from) (?:the |my |our |a )?([a-z]+)")
_PLACED = lazy(r"\b(?=(?:on|in|at|for|from|by|to|of|during|over)\b)")
_ASKS_ALL = lazy(
    r"\b(?:total|altogether|all together|in all|combined|together|both|sum|overall|between them)\b"
)


def names_some_amounts(story: str, question: str) -> bool:
    """Does the question name what only some of the story's amounts are told with ("I ran 5 km on Monday
    and 7 km on Tuesday. How far did I run on Tuesday?", "Tom has 5 apples and Ann has 3. How many does Tom
    have?"), or a word said of some of them only, in any of its forms (see `_said_of_some`)? Then it asks for
    a part, not their sum. The words before the first amount name it only when the next is told the same way
    ("Tom has 5 … Ann has 3"), not when they are the whole story's ("Tia read 45 pages … and 38 pages …"),
    except a label ("on Monday I ran 5 km"). What all the amounts count ("pages", "125 ice creams on Saturday
    and 98 on Sunday") and words that ask for all of them ("in total") name none, nor does one told from
    another ("Ben has 129 more than Ali. How many does Ben have?")."""
    found = list(_AMOUNT.finditer(story))
    if len(found) < 2 or re.search(r"\bthan\b", story):
        return False
    befores: list[str] = []
    afters: list[str] = []
    start = 0
    for index, number in enumerate(found):
        end = found[index + 1].start() if index + 1 < len(found) else len(story)
        between = story[number.end() : end]
        cuts = list(_SEPARATOR.finditer(between)) if index + 1 < len(found) else []
        cut = cuts[-1].start() if cuts else len(between)
        befores.append(story[start : number.start()])
        afters.append(between[:cut])
        start = number.end() + cut
    told_alike = befores[0].split()[-1:] == befores[1].split()[-1:] != []
    first = _words(befores[0]) if told_alike else set(_LABELLED.findall(befores[0])) - _NOT_NAMING
    things = [_PLACED.split(after, maxsplit=1)[0] for after in afters]
    if not any(_words(thing) for thing in things[1:]):  # "125 ice creams on saturday and 98 on sunday"
        afters[0] = afters[0][len(things[0]) :]
    told = [
        _words(after) | (_words(before) if index else first)
        for index, (before, after) in enumerate(zip(befores, afters, strict=True))
    ]
    nouns = counted_nouns(story)
    asked = _words(question) - (nouns if len(nouns) == 1 else set())
    named = [
        index
        for index, words in enumerate(told)
        if asked & (words - set().union(*(other for at, other in enumerate(told) if at != index)))
    ]
    if 0 < len(named) < len(told) and not _ASKS_ALL.search(question):
        return True
    return _said_of_some(story, question, found, told)


_AMOUNT = lazy(rf"(?<![\w.])[£$€¥₹]?{N}")
_WORD_AFTER_AMOUNT = lazy(rf"(?<![\w.])[£$€¥₹]?{N} ([a-z]+)")
_COUNTING_THEM = lazy(r"(?: [a-z]+)? [a-z]+s\b")


def _said_of_some(story: str, question: str, found: list[re.Match[str]], told: list[set[str]]) -> bool:
    """Does the question ask with a word, in any of its forms, that the story says of some amounts only ("The
    jar had 50 sweets, Tom grabbed 18 and Sam grabbed 5. How many did they grab?", "I walked 5 km and cycled
    18 km. How far did I cycle?")? What the amounts count ("120, 85 and 97 cans", "the 2 clubs") names
    none, and a count of the amounts ("for its 3 parts") is not one of them."""
    counts = {
        index
        for index, number in enumerate(found)
        if number.group().lstrip("£$€¥₹") == str(len(found) - 1) and _COUNTING_THEM.match(story, number.end())
    }
    counted = {stem(word) for word in _WORD_AFTER_AMOUNT.findall(f"{story} ; {question}")}
    doing = {stem(word) for word in _words(question)} - counted
    amounts = [{stem(word) for word in words} for index, words in enumerate(told) if index not in counts]
    said_of = [words for words in amounts if doing & words]
    return 0 < len(said_of) < len(amounts)


_SAID_OTHERWISE = {
    "ran": "run", "swam": "swim", "swum": "swim", "ate": "eat", "eaten": "eat", "spent": "spend",
    "bought": "buy", "sold": "sell", "gave": "give", "given": "give", "took": "take", "taken": "take",
    "drove": "drive", "driven": "drive", "rode": "ride", "ridden": "ride", "made": "make", "won": "win",
    "got": "get", "wrote": "write", "written": "write", "flew": "fly", "flown": "fly", "threw": "throw",
    "thrown": "throw", "caught": "catch", "lost": "lose", "found": "find", "paid": "pay", "sent": "send",
    "grew": "grow", "kept": "keep", "brought": "bring", "held": "hold", "saw": "see", "went": "go",
}  # fmt: skip


def stem(word: str) -> str:
    """One spelling for the forms of a word: "cycled" and "cycle", "grabbed" and "grab", "ran" and "run",
    "boxes" and "box"."""
    word = _SAID_OTHERWISE.get(word, word)
    for ending in ("ing", "ed", "es", "s", "e"):
        if word.endswith(ending) and not word.endswith("ss") and len(word) - len(ending) >= 3:
            word = word[: -len(ending)]
            break
    return word[:-1] if len(word) > 3 and word[-1] == word[-2] and word[-1] not in "aeioulsz" else word


_DOINGS = (
    "use|used|uses|using", "drive|drove|driven|drives", "travel|travelled|traveled|travels", "cover|covered",
    "burn|burned|burnt", "consume|consumed", "spend|spent|spends|cost|costs|costed|pay|paid|pays",
    "take|took|taken", "sell|sold|sells",
    "walk|walked", "run|ran", "cycle|cycled", "save|saved", "earn|earned", "lose|lost",
    "gain|gained", "buy|buys|bought", "eat|eats|ate|eaten", "give|gives|gave|given", "find|finds|found",
    "drink|drinks|drank|drunk", "sell|sells|sold", "break|broke|broken",
    "ride|rides|rode|ridden", "fly|flies|flew|flown", "move|moves|moved", "win|wins|won",
    "grow|grows|grew|grown",
    "climb|climbs|climbed", "read|reads", "score|scores|scored", "raise|raised|raises", "do|did|done",
    "join|joins|joined", "arrive|arrives|arrived", "add|adds|added", "deliver|delivers|delivered",
    "serve|serves|served", "post|posts|posted", "drop|drops|dropped", "lay|lays|laid", "crack|cracks|cracked",
)  # fmt: skip
"""Verbs of what was done to a stock or between two readings."""


_THE_REST_ASKED = lazy(
    r"\b(?:not|still|left|remain\w*|rest|others?"
    r"|un(?:sold|used|spent|paid|eaten|read|opened|claimed|booked|answered|taken|filled|touched))\b|n't\b"
)


def told_beside_the_change(story: str, question: str) -> bool:
    """Does the question ask what was done, when the story tells it after the first number with its own
    number ("the tank had 50 litres and 12 litres were used. how much was used?", "the odometer said 72,940
    and I drove 578 miles. miles driven?")? Then the answer is told; it is no take-away."""
    if _THE_REST_ASKED.search(question):
        return False  # "87 were sold. how many were not sold?" asks the rest
    first = re.search(N, story)
    after = story[first.end() :] if first else ""
    return any(
        re.search(
            rf"(?<!\bmy )(?<!\bour )(?<!\bthe )(?<!\byour )(?<!\bhis )(?<!\bher )\b(?:{forms})\b", question
        )
        and re.search(
            rf"\b(?:{forms}) (?:(?!in\b|on\b|at\b|by\b)[a-z]+ ){{0,2}}[£$€¥₹]?{N}"
            rf"|{N} (?:[a-z]+ ){{0,3}}(?:{forms})\b",
            after,
        )
        for forms in _DOINGS
    )


_TIME_UNIT = r"(?:second|minute|hour|day|week|month|year)"
_TIME_FRAME = lazy(
    rf"(?<![\w.])(?:(?:each|every|per|a|an) {_TIME_UNIT}|monthly|weekly|daily|yearly|annually|per annum)\b"
    r"(?! of)",
    needs="each|every|per|a |an |ly|annum",
)
_TIME_COUNTED = lazy(
    rf"(?<![\w.]){N} (?:(?!(?:a|an|per|each|every) )[a-z]+ )?{_TIME_UNIT}s?\b"
    rf"|\bhow (?:many|much) {_TIME_UNIT}s?\b|\bhow long\b"
    rf"|\b(?:in|for|over|after|within|during|across|by) (?:[a-z]+ )?{_TIME_UNIT}s?\b"
    rf"|\b(?:this|next|last|that|one|first) {_TIME_UNIT}s?\b"
    r"|\b(?:mon|tues|wednes|thurs|fri|satur|sun|week|weekend|holi)days?\b|\bweekends?\b"
    r"|\b(?:today|tonight|tomorrow|yesterday)\b"
)


def without_time_frame(part: str, text: str) -> str:
    """`part` of `text` without the time every amount is told for ("rent £950 a month and bills £210 a month.
    How much is that altogether each month?"), when the text has one such time and no number or question
    counts any time ("5 a week and 20 a month. How much in a year?" keeps them): its amounts are then added or
    taken as they stand, no rate multiplied."""
    frames = {re.sub(r"ly$", "", found.split()[-1]) for found in _TIME_FRAME.findall(text)}
    if len(frames) != 1 or _TIME_COUNTED.search(text):
        return part
    return re.sub(r"  +", " ", _TIME_FRAME.sub(" ", part)).strip()


_MONEY_ASKED = lazy(
    r"\b(?:cost|costs|spend|spent|pay|paid|price|money|change|owe|bill)\b(?!.*;)|[£$€¥₹]$",
    needs="cost|spen|pay|paid|price|money|change|owe|bill|£|$|€|¥|₹",
)


def price_of_things(text: str) -> bool:
    """Is money asked when every number of the story counts things ("I bought 3 pens and 2 rulers. How much
    did I spend?")? No price is told, so no sum or difference of the counts is what was paid."""
    if not _MONEY_ASKED.search(text):
        return False
    story = text.rpartition(" ; ")[0] or text
    found = list(_COUNTED.finditer(story))
    return bool(found) and all((_counts(told) or "").startswith(("thing:", "group:")) for told in found)
