"""Guards of holders told by what each one holds ("Water butts hold 210 litres", "each crate holds 12
items", "Seed trays hold 24 cells each") beside a count: the count of the holders times what each holds is
the one answer their two numbers give. A count of another thing ("I've got 15 pots") fills no holder, what
each holds asked back is told, not worked out, and holders not full, or things left with nothing taken, are
no answer of those two numbers."""

from __future__ import annotations

import re
from fractions import Fraction

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.reading.guards.shared import TIME_OPERATIONS, Read, numbers_used
from quickmath.offline.reading.nouns import same_noun
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy
from quickmath.records import Record

_HOLDS = (
    r"(?:hold|holds|take|takes|fit|fits|carry|carries|contain|contains|seat|seats|sleep|sleeps"
    r"|(?:has|have) room for)"
)
_HOLDING = lazy(
    rf"\b(?:(?P<one>each|every|a|an|one) (?:[a-z]+ )?)?(?P<holder>[a-z]+)"
    rf" (?:can |will |could |each |all )?{_HOLDS}"
    rf"(?: up to| about| around| roughly| exactly| a maximum of| at most)? (?P<size>{N})"
    r"(?![\w.:]| [*/+x-] \d)(?: (?P<things>[a-z]+))?(?P<each> each| apiece)?"
    r"(?P<rate> (?:a|an|per|every) [a-z]+)?",
    needs="hold|take|fit|carr|contain|seat|sleep|room for",
)
"""What holders hold: "water butts hold 210 litres", "each crate holds 12 items", "trays hold 24 cells
each"; never a size multiplied ("each rack holds 8 x 12 tubes") nor a rate ("a lorry carries 8 tonnes a
trip")."""
_GROUPS_OF = lazy(
    rf"\b(?P<holder>[a-z]+[^s\W]s) of (?P<size>{N})(?![\w.:]| [*/+x-] \d)(?: (?P<things>[a-z]+))?",
    needs=" of ",
)
"""Holders told with what each holds after "of": "boxes of 12 eggs", "35 crates of 12 items"."""
_NOT_GROUPS = frozenset({"multiples", "powers", "squares", "cubes", "factors", "tables", "sums", "products"})
"""Words before "of" and a number that name no holders ("multiples of 7")."""
_NOT_HOLDERS = frozenset({
    "i", "we", "you", "he", "she", "it", "they", "them", "who", "which", "that", "this", "these", "those",
    "there", "what", "one", "ones", "all", "both", "also", "only", "just", "still", "then", "and", "but",
    "can", "will", "to", "s", "is",
})  # fmt: skip
_PLURAL = lazy(r"[a-z]{2,}(?:[^s\W]s|children|people|men|women|feet|teeth|mice|geese)$")
_CLAUSE_START = lazy(r".*(?:^| ; | , | and | but | so )")
_CLAUSE_END = lazy(r" ; | , | and | but | so ")
_RATE = lazy(r"\b(?:each|every|per)\b", needs="each|every|per")
_COUNTED_OR_OWNED = lazy(r"\d|\b(?:the|my|our|your|his|her|their)\b")
"""Words before holders that make them some holders, not holders in general: "4 water butts", "the tanks"."""
_HAVING = (
    r"(?:have|has|had|got|own|owns|bought|buy|ordered|order|hired|hire|booked|book|filled|fill|opened|open"
    r"|need|needs|use|used|using|there are|there were|there s)"
)
_HOLDERS_OF_THEM = (
    r"(?:of (?:them|these|those|the same|those [a-z]+|these [a-z]+|the [a-z]+)|like (?:it|that|this))"
)
_NOT_A_THING = frozenset({
    "more", "less", "fewer", "extra", "and", "of", "on", "in", "at", "to", "for", "each", "every", "per",
    "left", "over", "full", "empty", "times", "with", "than", "then", "plus", "minus", "total", "into",
    "from", "go", "goes", "went", "are", "is", "were", "was", "will", "would", "can", "could", "fit", "fits",
    "get", "gets", "got", "need", "needs", "make", "makes", "made", "have", "has", "had", "do", "does", "did",
    "the", "a", "an", "or", "but", "so", "if", "when", "as", "by",
})  # fmt: skip
"""Words after a number that end what it is told with: no noun of a thing counted follows."""
_MONEY = frozenset({"pounds", "pence", "dollars", "cents", "euros", "quid", "bucks", "rupees", "yen", "yuan"})


class Holding(Record):
    """Holders told by what each one holds: the holder ("butts"), its size ("210") and where it is told, and
    what it holds ("litres", or "" when unnamed)."""

    holder: str
    size: str
    at: int
    things: str


def _holdings(text: str) -> list[Holding]:
    """Each holder told by what one of it holds: after "each", "every", "a" or "one", with "each" after the
    size, or as holders told in general, with no count of them before ("seed trays hold 24 cells"; never "4
    water butts hold 210 litres", which is what they hold together, nor "the tank holds 500 litres")."""
    found = []
    for told in _HOLDING.finditer(text):
        holder = told["holder"]
        if holder in _NOT_HOLDERS or not holder.isalpha() or told["rate"]:
            continue
        clause = text[_clause_start(text, told.start()) : told.start("holder")]
        general = _PLURAL.search(holder) is not None and not _COUNTED_OR_OWNED.search(clause)
        if told["one"] or told["each"] or general:
            found.append(Holding(holder, told["size"], told.start("size"), told["things"] or ""))
    for told in _GROUPS_OF.finditer(text):
        if told["holder"] not in _NOT_GROUPS:
            found.append(Holding(told["holder"], told["size"], told.start("size"), told["things"] or ""))
    return found


def _clause_start(text: str, end: int) -> int:
    start = _CLAUSE_START.match(text[:end])
    return start.end() if start else 0


def _clause_end(text: str, start: int) -> int:
    end = _CLAUSE_END.search(text, start)
    return end.start() if end else len(text)


def _what_is_counted(number: str, text: str, holding: Holding) -> str:
    """What `number` counts beside holders told, where it is told with a noun: "holders" ("15 trays", "4 of
    them" after a word of having), "things" (what they hold: "60 eggs"), "other" (another thing: "15 pots")
    or "" (none said). Told more than once ("5 groups … 5 lots of 147"), the holders win."""
    counted = {
        _counted_at(found, text, holding)
        for found in re.finditer(rf"(?<![\w.])[£$€]?{re.escape(number)}(?![\w.])", text)
        if found.end() != holding.at + len(holding.size)
    }
    return next((kind for kind in ("holders", "things", "other") if kind in counted), "")


def _counted_at(number: re.Match[str], text: str, holding: Holding) -> str:
    """What one number told counts (see `_what_is_counted`)."""
    if re.match(rf" {_HOLDERS_OF_THEM}\b", text[number.end() :]):
        had = re.search(rf"\b{_HAVING}(?: got)?(?: [a-z]+)? $", text[: number.start()])
        return "holders" if had else ""  # "I've got 4 of them", never "4 of them broke"
    if _RATE.search(text[_clause_start(text, number.start()) : _clause_end(text, number.end())]):
        return ""  # "each guest gets 2 glasses": a rate of what they hold, no count
    noun = ""
    for word in text[number.end() :].split()[:2]:
        if word in _NOT_A_THING or not word.isalpha():
            break
        if _PLURAL.search(word):
            noun = word  # "15 pots", "15 seed trays"; never "245 go into rows"
            break
    if same_noun(noun, holding.holder):
        return "holders"
    if holding.things and same_noun(noun, holding.things):
        return "things"
    return "other" if noun and not _is_a_measure(noun) else ""  # "eggs cost 25 cents": a price, no count


def _is_a_measure(noun: str) -> bool:
    from quickmath.offline.readers.units import is_unit  # only for a count told beside holders

    return is_unit(noun) or noun in _MONEY


def _counted_beside(seen: Read) -> tuple[Holding, str, str] | None:
    """The holders a reading uses the size of, what its other number counts, and that number."""
    used = numbers_used(seen) or []
    if not isinstance(seen.spec, ProblemSpec) or seen.operation in TIME_OPERATIONS or len(used) != 2:
        return None  # "a journey takes 7 hours …": lengths of time are no holders
    text = _THOUSANDS.sub("", seen.text)
    if _written(used, text):
        return None  # "… I've got 15 pots. What's 24 x 15?": the calculation asked is written
    holdings = _holdings(text)
    for holding in holdings:
        if holding.size not in used:
            continue
        other = used[1] if used[0] == holding.size else used[0]
        if any(one.size == other for one in holdings):
            return None  # "a lorry takes 26 pallets and each pallet holds 48 cases": holders in holders
        return holding, _what_is_counted(other, text, holding), other
    return None


_THOUSANDS = lazy(r"(?<=\d),(?=\d{3})", needs=",")
_SIGNS = r"(?:[*/+x-]|times|divided by|plus|minus|multiplied by)"


def _written(used: list[str], text: str) -> bool:
    """Is the calculation of the two numbers written with its sign, either way round?"""
    first, second = (re.escape(number) for number in used)
    return any(
        re.search(rf"(?<![\w.]){one} {_SIGNS} {other}(?![\w.])", text)
        for one, other in ((first, second), (second, first))
    )


def another_thing_filled(seen: Read) -> bool:
    """Is what each holder holds multiplied by a count of something else ("Seed trays hold 24 cells each and
    I've got 15 pots. How many cells?" was 360: pots are no trays), or by a count of what they hold ("Boxes
    hold 12 eggs, I have 60 eggs")? Only a count of the holders times what each holds is their whole."""
    if seen.operation != "*":
        return False
    found = _counted_beside(seen)
    return found is not None and found[1] in ("other", "things")


_EACH_ASKED = lazy(
    rf"\b(?:how (?:much|many)(?: [a-z]+)?|what) (?:does|do|can|will|would|could) (?:each|one|every|a|an)"
    rf"(?: one| of them| (?P<named>[a-z]+))? {_HOLDS}\b"
    r"|\bhow (?:much|many)(?: [a-z]+)? (?:is |are |goes |go |fits |fit )?(?:in|into|per)"
    r" (?:each|one|every|a|an)(?: one| of them| (?P<in>[a-z]+))?$"
    r"|\b(?:each|one) (?:(?P<subject>[a-z]+) )?(?:holds|takes|fits|carries|contains|seats|sleeps)"
    r" how (?:much|many)\b",
    needs="each|one|every|a |an |per",
)
"""A question for what one holder holds: "how much does each hold?", "how many cells in one tray?"."""
_COUNTED_ASKED = lazy(r"^how many ([a-z]+[^s\W]s)\b", needs="how many")


def what_one_holds_asked(seen: Read) -> bool:
    """Is what one holder holds asked, where the story tells it ("Water butts hold 210 litres, I've got 4 of
    them. How much does each hold?" was 52.5)? It is told, never worked out of the count."""
    asked = _EACH_ASKED.search(_question(seen.text))
    if asked is None:
        return False
    named = asked["named"] or asked["in"] or asked["subject"] or ""
    counted = _COUNTED_ASKED.search(asked.group())
    return any(
        (not named or same_noun(named, holding.holder))
        and not (counted and holding.things and not same_noun(counted[1], holding.things))
        for holding in _holdings(seen.text)
    )  # "… each pallet holds 48 cases. How many cases in each lorry?" asks no pallet's cases; "tables seat 6
    # people, £120 a table. How much per person?" asks a share of what one holds


def holders_counted_read_another_way(seen: Read) -> bool:
    """Are a count of holders and what each one holds read as anything but their whole ("Crates hold 12
    items, opened 35 crates. How many items are left?" was 11: no item was taken; "Water butts hold 210
    litres, I've got 4 of them. How many litres if they're not full?" was 206)? Their whole may be what is
    asked even beside "left" ("17 cages left to load, how many parcels left to load?")."""
    found = _counted_beside(seen)
    return found is not None and found[1] == "holders" and seen.operation != "*"


_ASKING = lazy(r"(?:^|; |, )(?=(?:so |and )?(?:how|what|whats)\b)")


def _question(text: str) -> str:
    """The question of a story: its last sentence, or from the last "how" or "what" that opens a part."""
    starts = [found.end() for found in _ASKING.finditer(text)]
    return text[starts[-1] :] if starts else text.rpartition(" ; ")[2]


_HOLDING_LESS = lazy(
    r"\b(?:empty|spare|broken|unused|unfilled|vacant|damaged|missing|cracked|leak(?:s|ing|y)|bare"
    r"|not (?:all )?(?:full|filled|used)|half (?:full|empty)|part(?:ly)? full"
    r"|(?:have|has|hold|holds|with) nothing)\b",
    needs="empty|spare|broken|unused|unfilled|vacant|damaged|missing|cracked|leak|bare|not |half|part"
    "|nothing",
)
"""Words that say holders hold less than each one can, or nothing: "8 shelves are empty", "4 spare crates"."""
_WHAT_THEY_COULD_HOLD = lazy(
    rf"\b(?:can|could|would|will|might)\b(?: [a-z]+){{0,4}} (?:{_HOLDS}|store|fill)\b|\broom for\b",
    needs="can|could|would|will|might|room for",
)
"""A question for what holders could hold ("how many books could the empty shelves take?")."""


def holders_said_to_hold_less(seen: Read) -> bool:
    """Are holders told by what each holds read with a count of them said to hold less ("Shelves hold 30 books
    each; 8 shelves are empty. How many books?" was 240: the empty shelves hold none)? What they could hold
    may still be asked ("… how many books could the empty shelves take?"); a count of what they hold is
    another guard's ("… 60 eggs, how many are spare?" asks what is left over)."""
    found = _counted_beside(seen)
    if found is None or found[1] not in ("holders", ""):
        return False
    question = _question(seen.text)
    told = seen.text[: len(seen.text) - len(question)]
    return _HOLDING_LESS.search(told) is not None and _WHAT_THEY_COULD_HOLD.search(question) is None


_HAD = r"(?:have|has|had|got|own|owns|bought|ordered|hired|booked|filled|opened|there are|there were|there s)"
"""Words of having holders, never of using what they hold ("I used 40")."""


def holders_had_taken_from(seen: Read) -> bool:
    """Is a count had beside holders, with nothing named after it, taken from what each holds or parted into
    it ("Water butts hold 210 litres, I have 4. How much is left?" was 206; "Each box holds 6 eggs, I bought
    9. How many are left?" was 3)? Nothing was taken away, and 9 alone may be boxes or eggs. A count of the
    holders is `holders_counted_read_another_way`'s; one of things named ("I have 40 litres", "250 arrows
    … quivers of 30") may be taken from their size or put into them."""
    found = _counted_beside(seen)
    if found is None or found[1] != "" or seen.operation not in ("-", "remainder"):
        return False
    text = _THOUSANDS.sub("", seen.text)
    had = re.search(rf"\b{_HAD}(?: got)?(?: [a-z]+)? {re.escape(found[2])}(?= ;| ,|$| and | but | so )", text)
    return had is not None and not _what_overflows_asked(seen, found[0], found[2])


_OVERFLOW_ASKED = lazy(
    r"\b(?:how (?:many|much)|what)\b(?: (?P<named>[a-z]+))?(?: [a-z]+){0,3}"
    r" (?:left ?over|leftover|over|(?:the )?remainder)(?: ;)?$",
    needs="over|remainder",
)
"""What is left over asked at the end: "how many are left over?", "what is the remainder?"."""


def _what_overflows_asked(seen: Read, holding: Holding, had: str) -> bool:
    """Is what is left over once the holders are filled asked of the count had ("Boxes hold 12 eggs, I have
    100. How many are left over?" is 4)? Holders are never left over, so the count had is of what they hold;
    "how many are left?" may be of either."""
    spec = seen.spec
    if seen.operation != "remainder" or not isinstance(spec, ProblemSpec):
        return False
    if (spec.a, spec.b) != (had, holding.size) or Fraction(had) <= Fraction(holding.size):
        return False
    asked = _OVERFLOW_ASKED.search(_question(seen.text))
    return asked is not None and not (asked["named"] and same_noun(asked["named"], holding.holder))
