"""The guard of a story asked in another thing than it counts: "The hall had 45 chairs, 12 taken out. How many
tables?" was 33. A sum or take-away of a story counts the things its numbers are told of; the question may
ask them again, a kind of them ("boys" of "children"), the other kind of those told ("19 of them are boys. How
many girls?"), or what covers them all ("5 boys and 3 girls. How many children?"). Anything else it asks
("tables", "customers", "people can sit" of chairs) its numbers do not count, and the coach asks back."""

from __future__ import annotations

import re

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.reading.guards.shared import Read
from quickmath.offline.reading.nouns import same_noun
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy

_SIGNED_READERS = frozenset({"symbols", "operator_words", "chains", "told_calculations", "told_powers"})
"""Readers of a calculation the learner wrote in signs or named outright: its numbers are asked as written."""

_ASKED = lazy(
    r"\bhow many (?:more |fewer |less |extra |other |new |of the |of your |of my )?"
    r"((?:[a-z]+ )??[a-z]+)(?= (?:are|is|were|was|do|does|did|have|has|had|can|could|will|would|should|must"
    r"|left|remain|remains|remaining|in|on|at|there|altogether|together|now|still|for|from|to|with|after|that|this"
    r"|then|we|i|you|he|she|they|it|get|got|go|went|come|came|behind|ahead|over|under|short|more|less|fewer"
    r"|later|earlier|apart|between|fit|sit|stand|sleep|until|till|tonight|today|yesterday|overall)\b"
    r"| ?[,;?]| ?$)",
    needs="how many",
)
"""The words a question asks the count of: "how many blue marbles are there" asks "blue marbles"."""
_NOT_A_THING = frozenset({
    "more", "fewer", "less", "extra", "other", "others", "ones", "one", "things", "items", "times", "pieces",
    "bits", "units", "lots", "numbers", "altogether", "in", "of", "left", "remaining", "now", "there",
    "total", "all", "each", "is", "are", "the", "them", "those", "these", "this", "that", "do", "does", "did",
    "have", "has", "had", "can", "will", "were", "was", "still", "a", "an", "my", "our", "his", "her",
    "their", "your", "same", "spare", "to", "go", "on", "at", "for", "not", "we", "i", "you", "he", "she",
    "they", "it", "short", "over", "under", "missing", "remain", "remains", "needed", "need", "told",
    "together", "so", "far", "exactly", "roughly", "about", "then", "if", "when", "would", "could", "should",
    "must", "many", "win", "steps", "goals", "runs", "points", "marks", "votes", "laps", "wickets", "squares",
    "spaces", "places", "seats", "spots", "tickets", "turns", "rounds", "games", "matches", "levels",
    "stages", "pages", "words", "lines", "percent", "per", "cent", "behind", "ahead", "apart", "between",
    "later", "earlier", "slower", "faster", "longer", "shorter", "older", "younger", "bigger", "smaller",
    "heavier", "lighter", "taller", "higher", "lower", "empty", "back", "free", "occupied", "available",
    "unsold", "vacant", "open", "taken", "used", "unused", "sold", "broken", "away", "home", "off", "am",
    "be", "out", "up", "down", "done", "gone", "full", "new", "whole", "different", "separate", "correct",
    "right", "wrong", "late", "early", "absent", "present",
})  # fmt: skip
"""Words of a question that name no thing of a story's own: "how many more", "how many to go", "how many
years later", "how many points behind"; a count of goals, points, places or seats a story may leave untold.
A length of time asked ("how many years") is a thing: "Year 6 has 90 pupils and year 5 has 85. How many
years?" (read "child has 90 pupils …") counts none."""
_VERB_ENDINGS = ("ed", "ing", "ly")
_SAID_IN_THE_PAST = frozenset({
    "ran", "rode", "swam", "ate", "drank", "sat", "stood", "flew", "drove", "took", "gave", "saw", "made",
    "bought", "brought", "caught", "wrote", "won", "lost", "paid", "spent", "kept", "found", "grew", "threw",
    "fell", "broke", "chose", "met", "sang", "wore", "sent", "built", "began", "became", "slept", "knew",
})  # fmt: skip
"""Verbs done in the past with no "ed" to show it: "how many children ran in the race" asks children."""
_TIMES = frozenset({
    "years", "months", "weeks", "days", "hours", "minutes", "seconds", "mins", "secs", "hrs", "decades",
    "centuries", "nights",
})  # fmt: skip
_TIME_TOLD = lazy(
    rf"(?<![\w.]){N} ?(?:[a-z]+ )?(?:s|secs?|seconds?|mins?|minutes?|h|hrs?|hours?|days?|weeks?|months?"
    r"|years?|nights?|decades?|centur(?:y|ies))\b|(?<![\w.])(?:1[0-9]|20)\d\d(?![\w.])|\d[.:]\d"
)
"""A length of time, a year or a reading told: a question asks it in years or seconds ("… 52.84 s … ; by how
many seconds did she win"). A story told in none that asks "how many years" counts no years."""

_PEOPLE = frozenset({
    "people", "persons", "folk", "folks", "children", "kids", "boys", "girls", "men", "women", "adults",
    "grownups", "ladies", "gentlemen", "pupils", "students", "guests", "visitors", "passengers", "members",
    "players", "fans", "workers", "staff", "employees", "customers", "shoppers", "spectators", "runners",
    "teachers", "parents", "babies", "tourists", "patients", "volunteers", "campers", "friends", "teens",
    "teenagers", "seniors", "residents", "riders", "diners", "swimmers", "dancers", "singers", "attendees",
    "participants", "entrants", "competitors", "climbers", "walkers", "cyclists", "voters", "readers",
    "viewers", "followers", "subscribers", "infants", "toddlers", "juniors", "uncles", "aunts", "cousins",
})  # fmt: skip
_ANIMALS = frozenset({
    "animals", "cows", "sheep", "pigs", "dogs", "cats", "horses", "hens", "chickens", "ducks", "geese",
    "goats", "birds", "fish", "rabbits", "lambs", "calves", "puppies", "kittens", "ponies", "donkeys",
    "hamsters", "mice", "cattle", "pets", "creatures", "chicks", "piglets", "bulls",
})  # fmt: skip
_FRUIT = frozenset({
    "fruit", "fruits", "apples", "oranges", "pears", "bananas", "plums", "grapes", "peaches", "lemons",
    "cherries", "strawberries", "mangoes", "melons", "satsumas", "kiwis", "apricots", "limes", "berries",
})  # fmt: skip
_VEHICLES = frozenset({
    "vehicles", "cars", "vans", "lorries", "trucks", "buses", "bikes", "bicycles", "motorbikes", "coaches",
    "taxis", "scooters",
})  # fmt: skip
_COVERS = {
    "people": _PEOPLE, "persons": _PEOPLE, "folk": _PEOPLE, "folks": _PEOPLE, "animals": _ANIMALS,
    "creatures": _ANIMALS, "pets": _ANIMALS, "livestock": _ANIMALS, "fruit": _FRUIT, "fruits": _FRUIT,
    "vehicles": _VEHICLES, "children": frozenset({"boys", "girls", "kids", "pupils", "babies", "toddlers"}),
    "kids": frozenset({"boys", "girls", "children", "pupils"}), "pupils": frozenset({"boys", "girls"}),
    "students": frozenset({"boys", "girls"}), "birds": frozenset({"hens", "chickens", "ducks", "geese"}),
    "adults": frozenset({"men", "women", "ladies", "gentlemen", "parents", "teachers"}),
}  # fmt: skip
"""Nouns that cover others: a sum of boys and girls may be asked in children."""
_SPLITS = (
    frozenset({"boys", "girls"}), frozenset({"men", "women"}), frozenset({"ladies", "gentlemen"}),
    frozenset({"ladies", "men"}), frozenset({"adults", "children", "kids", "grownups"}),
)  # fmt: skip
"""Kinds a count of one thing splits into: "19 of them are boys. How many girls?" asks the other kind."""


_COUNTED = lazy(
    rf"(?<![\w.:£$€])({N}) (?:(?:of (?:them|those|these) )?(?:are|were|is|was) )?([a-z]+)\b(?: ([a-z]+)\b)?"
)
"""A number and the thing it counts: "45 chairs", "12 red marbles", "19 of them are boys" (the word after the
number, or the one after that)."""
_ASIDE = frozenset({
    "and", "or", "but", "then", "so", "of", "in", "on", "at", "to", "for", "from", "with", "by", "the", "a",
    "an", "is", "are", "was", "were", "be", "been", "it", "this", "that", "these", "those", "than", "them",
    "had", "has", "have", "did", "do", "does", "will", "can", "could", "would", "not", "no", "all", "some",
    "only", "just", "about", "over", "off", "up", "down", "into", "onto", "out", "away", "as", "we", "i",
    "you", "he", "she", "they", "there", "here", "now", "still", "yesterday", "today", "later", "after",
    "before", "again", "too", "also", "each", "every", "per", "went", "go", "goes", "gone", "came", "come",
    "got", "get", "gets", "sold", "gave", "give", "given", "broke", "broken", "ate", "eaten", "lost",
    "left", "took", "taken", "put", "brought", "made", "more", "less", "fewer", "other", "another", "extra",
    "home", "if", "when", "while", "since", "until", "what", "how", "which", "who", "am", "me", "my", "our",
    "your", "his", "her", "their", "its", "us", "him", "new", "old", "last", "next", "first", "ran", "run",
    "won", "win", "say", "says", "said", "one", "ones", "times", "things", "items", "lots", "bits",
})  # fmt: skip
"""Words after a number that are not the thing it counts: "12 went home", "45 in the hall"."""
_HOLDER = r"(?:had|has|have|holds|held|contains|contained|with|seats|sleeps|takes|fits)"


def another_thing_asked(seen: Read) -> bool:
    """Is a sum or take-away of a story read where the question asks a count of something the story does not
    count, nor what covers it, nor the other kind of a split ("The hall had 45 chairs, 12 taken out. How many
    tables?" was 33)? A thing the story names only as what holds the things counted is no count of them
    ("Room 101 had 45 chairs, … How many rooms?" was 33), nor a noun that labels ("Year 6 has 90 pupils and
    year 5 has 85. How many years?" was 175), and the kind a take-away takes is told, not
    left ("45 children , 12 of them are boys ; how many boys" was 33). Only a story whose numbers count
    things is asked about: "we needed 287 to win and we're on 198. How many more runs?" names what it
    counts in the question."""
    if seen.operation not in ("+", "-") or seen.reader in _SIGNED_READERS:
        return False
    asked = _last_asked(seen.text)
    story = seen.text[: asked.start()] if asked else ""
    if asked is None or not story:
        return False
    told = _things_told(story)
    counted = {noun for things in told.values() for noun in things}
    if not counted:
        return False
    thing = _thing_of(asked.group(1))
    from quickmath.offline.readers.units import is_unit  # only for a story asked as a count of things

    if thing is None or is_unit(thing) or (thing in _TIMES and _TIME_TOLD.search(story)):
        return False
    if _label_asked(thing, story, counted):
        return True  # "table 7 ordered 4 pizzas and table 9 ordered 3 pizzas ; how many tables"
    if _part_taken_asked(seen.spec, thing, told):
        return True
    if any(_related(thing, noun) for noun in counted):
        return False
    named = {word for word in re.findall(r"[a-z]+", story) if _related(thing, word)}
    if not named:
        return True  # "… 45 chairs , 12 taken out ; how many tables"
    said = rf"\b(?:{'|'.join(sorted(named))})\b"
    return len(re.findall(said, story)) == len(re.findall(rf"{said} {_HOLDER} ", story))


def _things_told(story: str) -> dict[str, set[str]]:
    """The things each number of a story counts: "chairs" of "45 chairs", "marbles" of "12 red marbles"."""
    from quickmath.offline.readers.units import is_unit

    told: dict[str, set[str]] = {}
    for number, first, second in _COUNTED.findall(story):
        if first in _ASIDE or _verb_like(first) or first in _NOT_A_THING or is_unit(first):
            continue  # "12 went home", "0.6 kg bags": no count of things
        things = {word for word in (first, second) if word and word not in _ASIDE and not _verb_like(word)}
        things = {word for word in things if not is_unit(word) and word not in _NOT_A_THING}
        told.setdefault(number.replace(",", ""), set()).update(things)
    return told


_LABELLED = lazy(r"\b([a-z]+) (?:no\.? |number )?\d")
"""A noun a number labels: "year 6", "table 7", "room 101"."""


def _label_asked(word: str, story: str, counted: set[str]) -> bool:
    """Is the thing asked a noun the story only labels with a number ("table 7 ordered 4 pizzas and table 9
    ordered 3 pizzas ; how many tables")? No number counts it."""
    labels = {found for found in _LABELLED.findall(story) if same_noun(word, found)}
    return bool(labels) and not any(same_noun(word, noun) for noun in counted)


def _part_taken_asked(spec: object, thing: str, told: dict[str, set[str]]) -> bool:
    """Is the thing asked what the number taken away counts, and not the whole it is taken from ("45 children
    , 12 of them are boys ; how many boys"), or what one number of a sum counts and not the other ("45 cows
    and 12 sheep ; how many cows" was 57)? That number is told."""
    if not isinstance(spec, ProblemSpec) or spec.operation not in ("+", "-"):
        return False
    whole, part = told.get(spec.a, set()), told.get(spec.b, set())
    sides = [(part, whole)] if spec.operation == "-" else [(part, whole), (whole, part)]
    return any(
        bool(other)
        and any(same_noun(thing, noun) for noun in one)
        and not any(same_noun(thing, noun) for noun in other)
        for one, other in sides
    )


def _last_asked(text: str) -> re.Match[str] | None:
    found = None
    for found in _ASKED.finditer(text):  # noqa: B007 - the last question is the one asked
        pass
    return found


def _verb_like(word: str) -> bool:
    return (
        word.endswith(_VERB_ENDINGS) and word not in _PEOPLE | _ANIMALS | _FRUIT
    ) or word in _SAID_IN_THE_PAST


def _thing_of(words: str) -> str | None:
    """The thing a question asks the count of, its last word ("blue marbles"), or None when it names none."""
    said = words.split()
    thing = said[-1]
    if any(word in _NOT_A_THING for word in said) or _verb_like(thing):
        return None
    return thing


def _related(asked: str, counted: str) -> bool:
    """Is the thing asked the thing counted, what covers it ("people" of passengers), or the other kind of a
    split ("girls" of boys)? Not a kind of it: "300 people , 175 are adults ; how many teachers"."""
    if same_noun(asked, counted):
        return True
    asked, counted = _plural(asked), _plural(counted)
    if counted in _COVERS.get(asked, ()):
        return True
    return any(asked in split and counted in split for split in _SPLITS)


def _plural(noun: str) -> str:
    """The plural a cover or split is listed by: "child" → "children", "girl" → "girls"."""
    for listed in (*_COVERS, *_PEOPLE, *_ANIMALS, *_FRUIT, *_VEHICLES):
        if same_noun(noun, listed):
            return listed
    return noun


_GROUP = lazy(
    r"\b(?:each|every|per|a|an) (?:one )?(?:of (?:the|these|those|our|my|his|her|their) (?:\d+ )?)?"
    r"([a-z]+)(?: ([a-z]+))?\b"
    r"|\b([a-z]+) (?:that|which) (?:holds?|takes?|seats?|fits?|carr(?:y|ies)|contains?)"
    r" \d+(?: [a-z]+)? each\b",
    needs="each|every|per|a ",
)
"""The noun each of which has or does something, maybe after a word that says which: "each of the 45 pupils",
"each bag", "per minibus", "each holiday video", "carriages that hold 28 people each"."""


def group_asked_of_a_product(seen: Read) -> bool:
    """Is a product read where the question asks how many of the things each of which has or does something,
    which is told ("Each of the 45 pupils brought 12 pencils. How many pupils?" was 540)?"""
    if seen.operation != "*" or seen.reader in _SIGNED_READERS:
        return False
    asked = _last_asked(seen.text)
    thing = _thing_of(asked.group(1)) if asked else None
    if asked is None or thing is None:
        return False
    story = seen.text[: asked.start()]
    return any(same_noun(thing, word) for words in _GROUP.findall(story) for word in words if word)


_EACH_ASKED = lazy(r"\b(?:each|every|per|apiece|a head|one)\b")


def told_count_asked_of_a_share(seen: Read) -> bool:
    """See `count_told_asked_of_a_share`."""
    return seen.reader not in _SIGNED_READERS and count_told_asked_of_a_share(seen.spec, seen.text)


def count_told_asked_of_a_share(spec: object, text: str) -> bool:
    """Is a share read where the question asks how many of a thing a number of the story counts, and not how
    many each gets ("48 sweets shared equally among 12 children. How many children?" was 4)? That count is
    told."""
    if not isinstance(spec, ProblemSpec) or spec.operation != "/":
        return False
    asked = _last_asked(text)
    thing = _thing_of(asked.group(1)) if asked else None
    if asked is None or thing is None or _EACH_ASKED.search(text[asked.start() :]):
        return False
    told = _things_told(text[: asked.start()])
    return any(
        same_noun(thing, noun) for number, things in told.items() if number != "1" for noun in things
    )  # "1 spoonful is 2.5 ml" tells the size of one, no count


_BETWEEN_THEM = lazy(
    r"\bhow (?:many|much) ((?:[a-z]+ )??[a-z]+) (?:[a-z]+ ){1,5}?between (?:them|us|the 2|both)\b",
    needs="between",
)


def total_between_them_read_as_a_gap(seen: Read) -> bool:
    """Is a gap read where the question asks how many of the things counted two people have or made between
    them ("Baker Joe made 1,250 buns and his partner Meg made 975 buns. How many buns did Joe and Meg bake
    between them?" was 275)? Things made or had between two are their total; "how many years between them"
    of two ages asks a gap of things no number counts."""
    if seen.operation != "-" or (asked := _BETWEEN_THEM.search(seen.text)) is None:
        return False
    thing = asked.group(1).split()[-1]
    counted = re.findall(rf"(?<![\w.]){N} ([a-z]+)", seen.text)
    return any(same_noun(thing, word) for word in counted)
