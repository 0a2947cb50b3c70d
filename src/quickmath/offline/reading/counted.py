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
