"""What is left over after filling groups or sharing: "If 300 sweets go into bags of 7, how many sweets are
left over?", "324 students … each coach holds 52 students … how many students are left over?", "Share 50
sweets between 6 kids, what's left over?", "I've got 60 pounds and T-shirts are 7 pounds each. If I buy as
many as I can, how much is left?".

The story holds two numbers: the size of a group (in a phrase that says so) and the amount put into groups.
The question asks only what is left over; one that asks for the groups too ("how many bags, and how many
are left?") or for each share is left alone. Asked yes or no, whether the groups come out exactly ("Can 412
sweets be shared equally among 6 children with none left over?", "Will 96 people split into teams of 8 with
nobody left out?") is whether the amount is divisible by the size; "is anything left over?" (yes when it is
not) is left alone.
"""

from __future__ import annotations

import re
from fractions import Fraction

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.readers.remainders import LABEL_WORDS
from quickmath.offline.reading.counted import MORE_SHARERS
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy, mentions

GROUP = (
    r"(?:box|bag|pack|packet|packs|tray|crate|case|carton|jar|tin|row|team|group|pile|bundle|portion|piece"
    r"|chunk|batch|coach|bus|car|table|tent|van|boat|lot|set|share|part|load|shelf|shelves|page|cup|glass"
    r"|pallet|cage|roll|sack|trolley|basket|container|drawer|envelope|folder|stack|minibus|lorry|lorrie|truck"
    r"|pot|bar)"
    r"(?:s|es)?"
)
"""What things are put in groups in: boxes, bags, teams, rows, bars of music."""
_HOLDS = r"(?:holds|takes|fits|carries|contains|seats|has room for|can hold|can take|can seat|sleeps|has)"
_TAKES = r"(?:holds?|takes?|fits?|carr(?:y|ies)|contains?|seats?|sleeps?|uses?|needs?)"
"""What one group is told to take: "each bracelet takes 18", "every crate to hold exactly 24"."""
_PLURAL = (
    r"(?!(?:this|is|was|has|does|his|its|us|yes|as|thus|plus|minus|times|hours|minutes|days|weeks)\b)"
    r"[a-z]+[^s\W]s"
)
"""A word for many things that can be groups ("heats take 8"), not a verb's subject like "this" or a time."""
_SIZES = [
    lazy(rf"(?:(?:\b(?:into|onto|in|on|at|of|fill\w*|make|form|has|have|and|with|takes|take|needs|need|plays)"
         rf"|(?:^|[;,])) |^)"
         rf"(?:\w+ ){{0,2}}?(?:{GROUP}|[a-z]+s) (?:of|holding|with) ({N})\b"),
    lazy(rf"\b(?:into|in) ({N}) s\b"),
    lazy(rf"(?<![\w.])({N}) [a-z]+(?: of [a-z]+)? (?:a|per|to a|to each|in a|in each|in every) {GROUP}\b"),
    lazy(rf"\b(?:into|in) ({N}) ?(?:\w+ ){{0,2}}?(?:{GROUP}|[a-z]+s)\b"),
    lazy(rf"\b(?:each|every|a|one) (?:\w+ )?{GROUP} {_HOLDS} ({N})\b"),
    lazy(rf"\b(?:each|every) [a-z]+ (?:(?:has|needs|is) to |must |should |to )?{_TAKES}"
         rf" (?:exactly )?({N})\b"),
    lazy(rf"\b(?:share[sd]?|sharing|split|splits|splitting|divide[sd]?|dividing|shared out|deal|deals|dealt"
         rf"|handed|hand|given|give) (?:[\w-]+ ){{0,5}}?(?:out |round )?(?:equally |evenly )?"
         rf"(?:between|among|amongst|by|to|round|around|across|over)"
         rf" (?:the |my |our |his |her |their )?({N})\b"),
    lazy(rf"(?<![\w.])({N}) at a time\b"),
    lazy(rf"\b(?:each|every|a|one) ([a-z]+) (?:is|lasts|takes|holds|has) ({N})\b(?=.* (?:whole|full) \1s\b)"),
    lazy(rf"\brepeat (?:is|=) ({N})\b|\b(?:a|an|the) ({N}) - [a-z]+ repeat\b"),
    lazy(rf"\b(?:each|every) (?:[a-z]+ )?[a-z]+ (?:needs to|has to|must|should|to|is to)"
         rf" (?:take|hold|seat|fit|have) (?:exactly |only )?({N})\b", needs="each|every"),
    lazy(rf"\b(?:split|splits|shared|divided|cut|dealt) (?:[a-z]+ ){{0,3}}?(?:evenly |equally |exactly )?"
         rf"({N}) ways\b"),
    lazy(rf"\b(?:split|splits|spread|shared|divided|round robin|dealt|rotated) (?:evenly |equally )?"
         rf"(?:over|across) (?:a |the )?({N})\b"),
    lazy(rf"\b(?:with|between|among|for) ({N}) of (?:us|you|them)\b"),
    lazy(rf"(?<![\w.])({N}) (?:[a-z]+ )?(?:a|an|per|each) (?:day|week|night|month|year)\b"
         rf"(?=.* (?:whole|full) [a-z]+)"),
    lazy(rf"\b(?:go|goes|be (?:[a-z]+ed|put|given|handed|dealt|shared|laid|set|split|spread|sent|kept"
         rf"|hung|sewn|built|grown|shown|cut)) (?:out |up )?"
         rf"(?:equally |evenly |exactly )?(?:to|between|among|amongst|across|into|onto|on)"
         rf" ({N}) (?!of\b)[a-z]+s\b"),
    lazy(rf"\bfor ({N}) (?:{GROUP}|[a-z]+s)\b(?=.*\b(?:the same (?:number|amount)|equally|evenly)\b)"),
    lazy(rf"(?<![\w.])(?<!give )(?<!gives )(?<!gave )(?<!hand )(?<!hands )({N}) (?:to|per|in) "
         rf"(?:a|an|each|every) [a-z]+\b"),
    lazy(rf"(?<![\w.])({N}) per (?!cent\b)[a-z]+\b"),
    lazy(rf"\b{_PLURAL} (?:hold|take|fit|carry|contain|seat|sleep) ({N})(?: [a-z]+)?(?: each)?"
         rf"(?= ,| ;|$| and\b)"),
    lazy(rf"\b{GROUP} (?:(?:hold|take|fit|carry|contain|seat|sleep)s? ({N})(?: [a-z]+)?(?: each)?"
         rf"(?= ,| ;|$| and\b)|(?:has|have) ({N})(?: [a-z]+)?(?= ,| ;|$))"),
    lazy(rf"\b{GROUP}(?<=s) (?:that|which) (?:hold|take|fit|carry|contain|seat|sleep) ({N})\b",
         needs="that|which"),
    lazy(rf"\b(?:has|have|with) ({N}) (?:{GROUP}|compartments|slots|sections|spaces|holes|pockets|pens)\b"
         rf"(?=.*\b(?:equally|evenly)\b)"),
]  # fmt: skip
"""The size a story fills its groups to, or how many it shares between."""
AFTER_SHARES = (
    r"\bafter (?:(?:the |their )?(?:equal|fair|even) (?:shares|sharing)"
    r"|sharing (?:them |it |these |those |the [a-z]+ )?(?:out )?(?:equally|evenly|fairly))$"
)
"""What is left asked after sharing equally, the story telling the amount and then the sharers: "500 raffle
tickets and 28 families ; how many extra after equal shares?"."""
_SHARED_BETWEEN_THE_SECOND = lazy(
    rf"^(?:[a-z]+ ){{0,4}}?{N} (?:[a-z]+ ){{0,2}}?[a-z]+ (?:and|,) ({N}) [a-z]+s\b(?= ; ).*{AFTER_SHARES}",
    needs="after",
)
"""The second of two counts told together, when equal shares are asked after them: the sharers."""
_EACH_PRICE = lazy(rf"\b({N}) (?:\w+ )?(?:each|apiece|a piece)\b", needs="each|apiece|piece")
_EACH_USES = lazy(
    rf"\b(?:each|every|a|one) [a-z]+ (?:uses|needs|takes|costs) ({N})\b", needs="uses|needs|takes|costs"
)
"""What one of a kind uses, with "as many as I can": "each bracelet uses 36 beads"."""
_AS_MANY = lazy(
    r"\bas many (?:\w+ )?as (?:i|you|we|he|she|they|possible|it|can)\b"
    r"|\bafter (?:the )?(?:max|maximum) [a-z]+s$",
    needs="as many|max",
)
"""A price each with "as many as I can": what is left after buying whole ones."""
_ASKS_LEFT = lazy(
    r"\b(?:how (?:many|much)|what)\b(?: \w+){0,4} (?:left ?over|leftover|left|remain(?:s|ing)?|spare|loose"
    r"|unpacked|not (?:packed|used|in a \w+)"
    r"|over(?! (?:the |a |an |its |their |his |her |my |our )?(?:whole|entire|full|course|length|span)\b))\b"
    r"|^(?:[a-z]+ ){0,3}(?:wants?|needs?|asks?|asked) (?:to know )?the (?:left ?over|leftover|remainder)\b"
    rf"|\bhow many (?:[a-z]+ )?(?:extra|spare|over) {AFTER_SHARES[2:]}"
    r"|\bhow many (?:extra|spare) [a-z]+(?: (?:are there|will there be|will be|are|is|do i have))?"
    r" at the end$"
    r"|\bhow many extra(?: [a-z]+)?(?: are there| will there be| will be)? (?:after|once|when)"
    r" (?:the )?equal\b"
    r"|\bhow much offcut"
    r"(?: (?:do|will|would) (?:i|we|you) (?:end up with|have|get)| is there| will there be)?$",
    needs="left|remain|spare|unpacked|not|over|extra|loose|offcut",
)
_THE_REST = lazy(
    r"\bhow many\b(?: (?!(?:full|whole|complete)\b)\w+){0,3}? (?:in|on|into) (?:the|an?) "
    r"(?:last |final |odd )?(?:, )?(?:short|shorter|smaller|incomplete|unfinished|partial|part filled"
    r"|partly filled|half filled|half empty|part full|partly full|half full|part"
    r"|not full) [a-z]+$"
    r"|\bhow many\b(?: \w+){0,3}? (?:in|on|at) the (?:last |only |one )?[a-z]+(?: ,)? (?:which|that)"
    r" (?:is|was|will be)"
    r" not full$"
    r"|\bhow many\b(?: \w+){0,4}? (?:without|not in|outside) (?:a|any) (?:full |complete )?[a-z]+$"
    r"|\bhow many [a-z]+ (?:stay|are|remain|will be|end up) outside(?: of)? (?:a |any )?(?:full )?[a-z]+$"
    r"|\bhow many\b(?: \w+){0,2}? (?:do|does|will|would|did) not (?:get|go|fit) (?:into|in) (?:a|any) "
    r"(?:full |complete )?[a-z]+$"
    r"|\bhow many\b(?: \w+){0,4} (?:left ?over|leftover|left|remain(?:s|ing)?) (?:after|once|when)"
    r"(?: (?:all|the|making|filling|forming|packing|we|i|you|have|has|are|is|been|made|filled)){0,4}"
    r" (?:full|complete|whole) [a-z]+"
    r"(?: (?:are|have been|is|has been) (?:made|filled|done|packed|full|complete))?$",
    needs="how many",
)
"""Questions for the things not in a full group: "how many end up in the short pile?", "how many are left
without a full team?", "how many children are in the last, incomplete row?"."""
_EXTRAS = lazy(
    r"\b(?:any|the|all the) (?:extras?|extra ones|spares?|spare ones|leftovers?|rest|remainder) "
    r"(?:(?:go|goes|are|is|get|gets|will go) )?"
    r"((?:back )?(?:in|into|to|on|onto) (?:the |a |my |our |his |her )?[a-z]+)"
    r"(?= ;| ,|$)"
    r"|\b([a-z]+?)(?:e?s)? (?:all )?(?:the|any) (?:extras?|spares?|leftovers?|rest|remainder)(?= ;| ,|$)",
    needs="extra|spare|leftover|rest|remainder",
)
"""Where a story puts the things left after sharing: "any extras go back in the box", "… eats the rest"."""
_OTHER_ASKS = lazy(
    r"\b(?:each|every|per|full|needed|need"
    r"|how many (?!\w+ (?:are|is|will|would) )\w+ (?:do|does|did|can|will))\b"
)
_YES_OR_NO = lazy(r"^(?:can|could|will|would|does|do|is|are|should)\b")
_EXACTLY = lazy(
    r"\b(?:equally|evenly|exactly|with (?:nothing|none|nobody|no one|no \w+) (?:left|spare|over|out|wasted)"
    r"|without (?:any )?(?:left ?overs?|leftovers?|remainder|any left)|so nothing is wasted"
    r"|(?:into|in) whole [a-z]+|(?:an|a) (?:exact|whole) number of [a-z]+"
    r"|with no (?:gaps|(?:empty|spare|free|unused) (?:seats|places|spaces|spots|slots|chairs))(?= ;| ,|$)"
    r"|without (?:any )?gaps)\b"
)
"""Words that ask for full groups: "evenly", "with none left over", "with no empty seats", "with no gaps"."""
_SAID_YES_OR_NO = lazy(r"(?: ;| ,)? yes or no$|^yes or no (?:; )?", needs="yes or no")
_TOLD_THEN_ASKED = lazy(
    r"(?!(?:can|could|will|would|does|do|is|are|should)\b).+? (?:;|,) "
    r"((?:can|could|will|would|do|does) (?:they|we|you|these|those|i|all of them|all of us|it|that|this"
    r"|everyone|everybody|every [a-z]+)\b.*"
    r"|(?:is|was) (?:it|that|this) (?:an?|the) (?:exact|whole) number of [a-z]+$"
    r"|(?:is|was) (?:it|that|this) (?:possible|doable))"
)
_WILL_IT_WORK = lazy(
    r"(?:(?:will|would|does|can|could) (?:it|that|this)"
    r" (?:work|be possible|be done|come out (?:even|right|exactly))"
    r"|(?:is|was) (?:it|that|this) (?:possible|doable))"
)
"""A plan told, then asked whether it works: "… into 7 bags equally , will it work?"."""
"""A story told, then asked about yes or no: "We have 156 players ; can they make teams of 13 exactly?"."""
_SOMETHING_LEFT = lazy(
    r"\b(?:is|are|will|would) there\b"
    r"|\b(?:anything|something|any|some)(?: \w+)? (?:be )?(?:left|remain\w*|spare|over)\b"
)
_OR_SOME_LEFT = lazy(
    r"(?: ,)? or (?:will|would|do|does|is|are|am) (?:i|we|you|they|there|it) (?:have |be |get |end up with )?"
    r"(?:some|any|a few|anything|something|one or two)(?: [a-z]+)? (?:left|left over|spare|over|remaining)$",
    needs=" or ",
)
"""A question yes or no asked again as its other answer: "can I split 144 downlights evenly across 9 rooms
or will I have some spare?" asks only whether they go evenly."""
_AFTER_FULL = lazy(
    r" (?:once|after|when) (?:(?:filling|making|packing) )?(?:the |all (?:the )?)?(?:full )?[a-z]+"
    r"(?: (?:are|is|have been|has been) (?:full|filled|made|packed))?$",
    needs="once|after|when",
)
"""What is left said after the groups are full: "how many spare once the pots are full?", "… after full
packs", "… after filling boxes": it asks what is left, not for the full groups."""
_LEFT_AFTER_A_COST = lazy(
    r"\bleft after (?:paying (?:for )?)?(?:the|a|an|my|our|your|his|her|their) [a-z]+(?= ,| ;| [£$€]?\d)",
    needs="left after",
)
"""What is left named after a cost, before the amount it leaves ("What's left after the van, £355, split
between 5 of us?"): the amount is what is left, and the question is its share, not a remainder (was 0)."""
_TAKEN_FROM_ONE = lazy(
    r"\b(?:out of|from|of) (?:a|an|one|the|my|our) (?:full )?[a-z]+ (?:of|with|holding) ", needs=" of |from"
)
"""Things taken from one group: "3 eggs out of a box of 12"."""
_NUMBER = lazy(N)
_ONE_WHOLE_HELD = lazy(
    rf"\b(?:a|an|one|the|my|our|this|that) (?:full |whole )?(?:box|bag|pack|packet|tray|crate|case|carton|jar"
    rf"|tin|sack|tub|roll|load|pallet|basket|container) of"
    rf" (?={N} [a-z]+\b.*\b(?:{GROUP}|[a-z]+s) (?:of|holding) {N})",
    needs=" of ",
)
"""One holder of all the things, told before the groups they go in: "a box of 960 cards … packs of 24" puts
960 cards in packs (was 24 by 960)."""
_QUESTIONS = lazy(r"\b(?:how (?:many|much)|what)\b")
_SENTENCE = lazy(r" ; | , (?=(?:how|what)\b)| (?=how (?:many|much) )")


_LAST_GROUP = lazy(
    r"^(?:how many|what)\b(?: (?!not\b|never\b|except\b|besides\b|apart\b|other\b|outside\b)[a-z]+){0,4}?"
    r" (?:in|on|at|into|inside) (?:the|that) (?:last|final)"
    r" (?:(?!(?:full|complete|whole|filled|packed|few|couple|several|many|other|two|three|four|five|six"
    r"|seven|eight|nine|ten|dozen|of)\b)[a-z]+ )?([a-z]+)"
    r"(?:(?: ,)? the one (?:that|which) (?:is|will be) not (?:full|filled)"
    r"|(?: ,)? (?:if|when|once|with|as|after) (?:all )?(?:of )?the (?:others?|rest)(?: [a-z]+)?"
    r" (?:are|is|were|have been|being|get|go|will be) (?:full|filled|filled up|complete)"
    r"|(?: ,)? (?:if|when) (?=.*\d).+)?$",
    needs="last|final",
)
"""The question for the one group that is not full, named as the last of the groups the story fills: "how
many in the last heat if the others are full?", "what goes in the final crate when 365 bottles are packed
24 to a crate?"; its answer is what is left after the full groups (asked back when they come out exactly)."""


_PEOPLE = frozenset({
    "people", "persons", "kids", "children", "students", "pupils", "guests", "members", "players", "scouts",
    "singers", "passengers", "girls", "boys", "men", "women", "adults", "friends", "workers", "staff",
    "runners", "dancers", "riders", "campers", "visitors", "fans", "customers", "athletes", "teams",
})  # fmt: skip
"""Words for people, any of which may ask for others told in another word ("89 guests … how many people")."""
_COUNTED_ASKED = lazy(r"^how many ([a-z]+)\b", needs="how many")


def _counts_another_thing(question: str, text: str, amount: str) -> bool:
    """Does the question ask for the last group of people and count in it things no one told ("89 people …
    how many chairs at the last table?": the last table's chairs, not the people at it)?"""
    asked = _COUNTED_ASKED.search(question)
    noun = asked.group(1) if asked else ""
    if noun in _PEOPLE or not noun.endswith("s") or not asks_for_the_last_group(question, text):
        return False
    told = re.search(rf"(?<![\w.]){re.escape(amount)} ([a-z]+)\b", text)
    said_elsewhere = re.search(rf"\b{re.escape(noun)}\b", text.replace(question, " ", 1))
    return told is not None and told.group(1) in _PEOPLE and said_elsewhere is None


def asks_for_the_last_group(question: str, text: str) -> bool:
    """Does the question ask how many are in the last of the groups the text fills, the group named by a
    noun the text also says outside the question ("heats of 6 … in the last heat")?"""
    found = _LAST_GROUP.search(question)
    if found is None:
        return False
    told = text.replace(question[: found.end(1)], " ", 1)
    if found.group(1) == "one" and (full := _FULL_GROUPS.search(told)):
        told = told.replace(full.group(), " ", 1)
        return any(_names(group, told) for group in (full.group(1)[:-1], full.group(1).removesuffix("es")))
    return _names(found.group(1), told)


def _names(group: str, text: str) -> bool:
    return re.search(rf"\b{re.escape(group)}(?:e?s)?\b", text) is not None


_FULL_GROUPS = lazy(
    r"\b(?:after|once|when) (?:all )?the (?:full|whole|complete) ([a-z]+s)\b", needs="full|whole|complete"
)
"""The full groups said before the last "one" is asked: "after the full sailings , how many cars are on the
last one?" asks for the last sailing, the noun said again where the story tells its size ("130 per
sailing")."""


_DENOMINATION = lazy(r"(?:[£$€] ?\d+|(?<![\w.])\d+ ?(?:p|c)) (coins|notes)\b", needs="coins|notes")
"""The value that names a kind of coin or note ("20 p coins", "£5 notes"): no number of them."""
_COINS_ASKED = lazy(r"\bhow many (?:coins|notes)\b", needs="how many")


_IN_NUMBER_WORDS = lazy(
    r"\b(in|into) (twos|threes|fours|fives|sixes|sevens|eights|nines|tens|elevens|twelves|twenties|fifties)\b"
    r"(?! (?:of|and|or|to|then|plus)\b| ,? ?(?:twos|threes|fours|fives|sixes|sevens|eights|nines|tens)\b)",
    needs="in",
)
"""Groups of a size said as a number word ("50 sweets in fours"): read as the number, "in 4 s"."""
_GROUP_WORDS = lazy(
    r"\b(?:twos|threes|fours|fives|sixes|sevens|eights|nines|tens|elevens|twelves|twenties|fifties)\b"
)
_NUMBER_WORDS = {
    "twos": 2, "threes": 3, "fours": 4, "fives": 5, "sixes": 6, "sevens": 7, "eights": 8, "nines": 9,
    "tens": 10, "elevens": 11, "twelves": 12, "twenties": 20, "fifties": 50,
}  # fmt: skip


def read(text: str) -> ProblemSpec | None:
    """The amount put into groups and the group's size, when only what is left over is asked, or whether
    the groups come out exactly."""
    if MORE_SHARERS.search(text):
        return None
    if mentions(LABEL_WORDS, text):
        from quickmath.offline.readers.labels import without_labels  # only for a grade or an age group said

        text = without_labels(text)
    if len(_GROUP_WORDS.findall(text)) == 1:
        text = _IN_NUMBER_WORDS.sub(lambda found: f"{found.group(1)} {_NUMBER_WORDS[found.group(2)]} s", text)
    if fits := _measures_fit(text):
        return fits
    if _COINS_ASKED.search(text):
        text = _DENOMINATION.sub(r"\1", text)  # "437 20 p coins … how many coins?": 20 p names the coins
    numbers = _NUMBER.findall(text)
    if len(numbers) != 2 or _TAKEN_FROM_ONE.search(text):
        return None  # "used 3 eggs out of a box of 12 ; how many left?" takes from one group
    text = _ONE_WHOLE_HELD.sub("", text)  # "can a box of 960 cards go in packs of 24" packs the 960 cards
    if _EXACTLY.search(text):
        text = _OR_SOME_LEFT.sub("", text)  # "… evenly across 9 rooms or will I have some spare?" asks once
    if (asked := _yes_or_no(text)) is not None and _EXACTLY.search(asked):
        if _SOMETHING_LEFT.search(text) or _QUESTIONS.search(text) or _counts_the_asked(asked, text):
            return (
                None  # "is there anything left over …?" is yes when it is not divisible; or a second question
            )
        if _groups_untold(asked, text):
            return None  # "… bags of 50 ; is that a whole number of boxes?": groups the story never made
        return _grouped("divisible", text, numbers)
    parts = [part for part in _SENTENCE.split(text) if part.strip()]
    if len(_QUESTIONS.findall(text)) > 1:
        return None  # "how many does each get and how many are left over?" asks two things
    if any(
        _THE_REST.search(part) or _asks_for_the_extras(part, text) or asks_for_the_last_group(part, text)
        for part in parts
    ):
        grouped = _grouped("remainder", text, numbers)
        if grouped and any(_counts_another_thing(part, text, grouped.a) for part in parts):
            return None  # "89 people , every table seats 10 ; how many chairs at the last table?" (was 9)
        return grouped
    if not _ASKS_LEFT.search(text):
        return None
    asking = [_AFTER_FULL.sub("", part) for part in parts if _ASKS_LEFT.search(part)]
    if len(asking) != 1 or _OTHER_ASKS.search(asking[0]) or _LEFT_AFTER_A_COST.search(text):
        return None
    return (
        _pieces_cut(text, numbers)
        or _grouped("remainder", text, numbers)
        or _shared_between_a_count(asking[0], text, numbers)
    )


_COUNTED = r"[a-z]+s|[a-z]*(?:children|people|staff|folk)"
"""A word for many things or people counted: "stickers", "grandchildren"."""
_EQUAL_SHARES = lazy(
    r"\b(?:(?:in |into )?equal (?:shares|numbers|amounts|groups|parts|portions|piles|lots)"
    r"|(?:the )?same (?:number |amount )?(?:in|on|for|to|per) (?:each|every|a)\b"
    r"|(?:the )?same (?:number |amount )?each"
    r"|(?:shared?|split|divided) (?:out )?(?:equally|evenly|fairly))\b",
    needs="equal|same|shar|split|divided",
)
"""Words that say a story shares its things out equally, without saying how many go in each."""


def _shared_between_a_count(question: str, text: str, numbers: list[str]) -> ProblemSpec | None:
    """Things shared out equally between a count of others, both told as counts of things, when what is
    left over is asked: "500 raffle tickets and 28 families ; how many extra after equal shares?" is 500 mod
    28. The things shared are the ones the question names ("how many eggs are left"), or, when it names
    neither, the ones told first, and more of them than the others."""
    if not _EQUAL_SHARES.search(text):
        return None
    counted = re.findall(rf"(?<![\w.])({N}) (?:[a-z]+ )?({_COUNTED})\b", text)
    if len(counted) != 2 or [number for number, _ in counted] != numbers:
        return None
    named = [number for number, noun in counted if re.search(rf"\b{noun}\b", question)]
    if len(named) > 1:
        return None
    amount = named[0] if named else numbers[0]
    others = numbers[1] if amount == numbers[0] else numbers[0]
    if not named and _less_than(amount, others):
        return None  # "7 stickers and 60 children": the things shared are not told
    return ProblemSpec("remainder", amount, others)


_CUT_PIECES = lazy(
    rf"\b(?:cut|cuts|cutting|saw|saws|sawing|chop|chops|chopping)(?: it| them)?(?: up)?(?: into)?"
    rf" ({N}) ?([a-z]+)"
    rf" (?!of\b)[a-z]+s\b",
    needs="cut|saw|chop",
)
"""Pieces of a size cut, more than one: "cutting 900 mm noggins"."""


def _pieces_cut(text: str, numbers: list[str]) -> ProblemSpec | None:
    """A length cut into pieces of a size, asked what is left: "4800 mm length , cutting 900 mm noggins out
    of it ; how much offcut left?" is 4800 mod 900. The length and the pieces are told in one unit."""
    from quickmath.offline.readers.units import is_unit  # only for pieces cut

    cut = _CUT_PIECES.search(text)
    if cut is None or not is_unit(cut.group(2)) or numbers.count(cut.group(1)) != 1:
        return None
    whole = numbers[1] if numbers[0] == cut.group(1) else numbers[0]
    if not re.search(rf"(?<![\w.]){re.escape(whole)} ?{re.escape(cut.group(2))}\b", text):
        return None  # "2 m of wood , cutting 30 cm pieces": the units differ
    return ProblemSpec("remainder", whole, cut.group(1))


_NUMBER_OF = lazy(r"\b(?:exact|whole) number of ([a-z]+)", needs="number of")


def _counts_the_asked(asked: str, text: str) -> bool:
    """Is what the question asks a whole number of counted by a number of the story: "1,728 labels ; is that
    a whole number of labels?" (the amount, not its groups), "96 eggs in 8 boxes ; is that a whole number of
    boxes?" (the groups counted, not their size)?"""
    found = _NUMBER_OF.search(asked)
    return found is not None and re.search(rf"{N} {found.group(1)}\b", text) is not None


def _yes_or_no(text: str) -> str | None:
    """The question asked yes or no: the whole text ("Can 64 cupcakes go evenly onto plates of 6?"), or its
    last part, about what a story told before it ("We have 156 players ; can they make teams of 13 exactly?",
    "… has 342 stickers , can they go evenly to 6 tables ; yes or no")."""
    text = _SAID_YES_OR_NO.sub("", text)
    if _YES_OR_NO.search(text) and " ; " not in text:
        return text
    told = _TOLD_THEN_ASKED.fullmatch(text)
    if told and _WILL_IT_WORK.fullmatch(told.group(1)):
        return text  # "… into 7 bags equally , will it work?": the plan is the story's
    return told.group(1) if told and " ; " not in told.group(1) else None


_NUMBER_OF_GROUPS = lazy(r"\b(?:exact|whole) number of ([a-z]+?)(?:e?s)?$", needs="number of")


def _groups_untold(asked: str, text: str) -> bool:
    """Does a question asked as a whole number of groups name groups the rest of the text never tells of?"""
    found = _NUMBER_OF_GROUPS.search(asked)
    if found is None:
        return False
    story = text.replace(asked, " ")
    return re.search(rf"\b{re.escape(found.group(1))}(?:e?s)?\b", story) is None


def _asks_for_the_extras(question: str, text: str) -> bool:
    """Does the question ask for the things a story put aside after sharing, in the story's own words: "any
    extras go back in the box ; how many go back in the box?", "… eats the rest ; how many does she eat?"."""
    if not question.startswith("how many ") or not (extras := _EXTRAS.search(text)):
        return False
    put, done = extras.groups()
    if put:
        return (
            re.fullmatch(
                rf"how many (?:[a-z]+ )?(?:go|goes|are put|get put|will go|went|are) {put}", question
            )
            is not None
        )
    return re.fullmatch(rf"how many (?:[a-z]+ )?(?:does|do|did|will) [a-z]+ {done}", question) is not None


def _less_than(amount: str, size: str) -> bool:
    """Is the amount less than one group's size ("3" eggs used of a box of "12")?"""
    try:
        return Fraction(amount.replace(",", "")) < Fraction(size.replace(",", ""))
    except (ValueError, ZeroDivisionError):
        return False


def _grouped(operation: str, text: str, numbers: list[str]) -> ProblemSpec | None:
    """The amount and the size of its groups, the size said by a phrase of groups."""
    sizes = {
        next(size for size in found.groups() if size and re.fullmatch(N, size))
        for pattern in _SIZES
        for found in [pattern.search(text)]
        if found
    }
    if shared := _SHARED_BETWEEN_THE_SECOND.search(text):
        sizes.add(shared.group(1))
    if not sizes and _AS_MANY.search(text) and (price := _EACH_PRICE.search(text) or _EACH_USES.search(text)):
        sizes = {price.group(1)}
    if len(sizes) != 1:
        return None
    size = sizes.pop()
    if numbers.count(size) != 1:
        return None
    amount = numbers[1] if numbers[0] == size else numbers[0]
    if re.search(rf"(?<![\w.]){re.escape(amount)} [a-z]+ (?:of|holding|with) {re.escape(size)}\b", text):
        return None  # "30 rows of 25 seats ; how many left?": the 30 are the groups, not things put in them
    if re.match(r"-", amount + size) or "." in amount + size:
        return None  # "a tin holds 2.5 litres and I've used 1.85": a measure used, no things put in groups
    if _unit_after(amount, text) != _unit_after(size, text):
        return None  # "box holds 5 kg , scoop is 250 g": 250 g in boxes of 5 would need converting first
    if operation == "remainder" and _less_than(amount, size):
        return None  # "A box holds 12 eggs. I used 3. How many are left?" was 3: taken from one group
    return ProblemSpec(operation, amount, size)


_UNIT = r"(mm|cm|m|km|g|kg|ml|l|litres?|metres?|grams?|inch(?:es)?|ft|feet)"


def _unit_after(number: str, text: str) -> str:
    """The unit of measure said after a number, in one spelling ("" for none): "5 kg", "250 g"."""
    from quickmath.offline.readers.units import same_unit  # only for a group's size and amount

    found = re.search(rf"(?<![\w.]){re.escape(number)} ?{_UNIT}\b", text)
    return same_unit(found.group(1)) if found else ""


_WHOLE_MEASURE = lazy(
    rf"(?<![\w.])({N}) ?{_UNIT} (?!(?:of|wide|long|high|tall|deep|thick|across|apart|each|in|and)\b)"
    rf"([a-z]+)(?<!s)\b"
    rf"|(?<![\w.])({N}) ?{_UNIT} of (?=[a-z]+(?<!s)\b)"
    rf"|\b(?:the |my |our |this )?(?<!\ba )(?<!\ban )(?<!\beach )(?<!\bone )(?<!\bevery )"
    rf"(?!it\b|that\b|this\b)([a-z]+)(?<!s) (?:is|holds|takes|has|measures) ({N}) ?{_UNIT}\b"
)
"""One whole measured: "a 2250 mm wall", "the bag holds 2000 g", "shelf is 90 cm"."""
_PIECE_MEASURE = lazy(
    rf"(?<![\w.])({N}) ?{_UNIT} ([a-z]+s)\b|\b([a-z]+s) (?:are|measure) ({N}) ?{_UNIT}\b"
    rf"|\b(?:a|an|each|one|every) ([a-z]+) (?:is|holds|takes|measures) ({N}) ?{_UNIT}\b"
)
"""The pieces measured: "450 mm blocks", "the boxes are 15 cm", "a scoop is 80 g"."""
_FITS_ASKED = lazy(
    r"(?:^|; |, )(?:does|do|will|would|can|could) (?:it|they|that|these|those|the [a-z]+)"
    r" (?:go in|go into it|fit|fit in|divide|split|work out|come out|go)"
    r" (?:exactly|exact|evenly|even|without (?:a |any )?(?:gap|cut|remainder|waste)"
    r"|(?:to|into|as) a whole number of ([a-z]+s))$",
    needs="exact|even|without|whole number",
)
_MEASURE_OF = lazy(rf"\b([a-z]+) (?:is|holds|takes|has|measures) ({N}) ?{_UNIT}\b")
"""A measure told of a thing by its name: "dose is 15 ml", "bottle has 480 ml"."""


def _pieces_named(text: str, pieces: str) -> ProblemSpec | None:
    """A whole and the pieces asked as a whole number of them, each told by its name: "bottle has 480 ml ,
    dose is 15 ml ; does it come out to a whole number of doses?" is 480 divisible by 15."""
    from quickmath.offline.readers.units import same_unit  # only for measures asked to fit

    told = {found.group(1): (found.group(2), found.group(3)) for found in _MEASURE_OF.finditer(text)}
    piece = next((name for name in (pieces.removesuffix("s"), pieces.removesuffix("es")) if name in told), "")
    if len(told) != 2 or not piece:
        return None
    (whole, unit), (size, its_unit) = next(told[name] for name in told if name != piece), told[piece]
    return ProblemSpec("divisible", whole, size) if same_unit(unit) == same_unit(its_unit) else None


def _measures_fit(text: str) -> ProblemSpec | None:
    """A whole and the pieces that go in it, measured in one unit and asked whether they fit exactly:
    "blockwork course , 2250 mm wall and 450 mm blocks ; does it go in exactly?" is 2250 divisible by 450,
    "the bag holds 2000 g and a scoop is 80 g , does it divide exactly" 2000 by 80."""
    from quickmath.offline.readers.units import same_unit  # only for measures asked to fit

    asked = _FITS_ASKED.search(text)
    if asked is None or len(_NUMBER.findall(text)) != 2:
        return None
    if asked.group(1):
        return _pieces_named(text, asked.group(1))
    wholes = [_number_and_unit(found) for found in _WHOLE_MEASURE.finditer(text)]
    pieces = [_number_and_unit(found) for found in _PIECE_MEASURE.finditer(text)]
    if len(wholes) != 1 or len(pieces) != 1 or wholes[0][0] == pieces[0][0]:
        return None
    (whole, unit), (piece, its_unit) = wholes[0], pieces[0]
    return ProblemSpec("divisible", whole, piece) if same_unit(unit) == same_unit(its_unit) else None


def _number_and_unit(found: re.Match[str]) -> tuple[str, str]:
    """The number of a measure found and the unit said after it."""
    groups = found.groups()
    at = next(place for place, group in enumerate(groups) if group and re.fullmatch(N, group))
    return groups[at], groups[at + 1] or ""
