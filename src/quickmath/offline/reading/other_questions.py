"""Stories whose question asks for something other than what a guessing reader's + − × of its two numbers
gives: the coach must ask, not answer (see `reading.guards`).

Each shape is one small check on the normalised text (story, then the question after the last ";"):
- the one compared to is asked for: "Tom has 20, which is 5 more than Sam. How many does Sam have?";
- a count already told, or groups of a size, asked for: "7 boxes with 12 pens each. How many boxes?",
  "32 eggs, trays of 6. How many trays needed?";
- what is needed is told beside what is saved: "saved 45 and need 120. How much have I saved?";
- the noun asked for is neither of the two told: "2 kids and 3 dogs. How many pets?";
- the question asks what is not, by how much, how much slower, or what is left after paying: no sum
  ("120 seeds and 95 sprouted. How many did not sprout?", "340 cm last year and 385 cm now. By how much…");
- "20 sweets, 4 each. How many kids?": a product of a noun the story never told;
- "every 3 days", "my 3 friends and I", "85p … £1": a period, one more person, two units of money;
- the numbers are readings of a meter, a rate ("at 3 points a win"), a price got by selling, or years (dates
  are never added, and a take-away of years is the later less the earlier);
- the noun asked for is the one of a rate ("how many boxes can I fill? … 6 eggs in each box"): a share;
- the whole asked when a part of it is told as a state ("48 pitches and 39 are booked. How many pitches does
  it have?", "30 pupils, 12 of them boys. How many pupils are there?"): it was told already;
- both asked when one is told by how much it differs ("Tom has 12, which is 4 more than Sam. How many
  together?"), an outcome told as a hypothesis ("if I had 5 more I'd have 12"), a number in percent ("VAT of
  20% on £45"), numbers picked out by place ("add the first and second numbers: 12, 15, 20"), "every other
  day", a time asked of a rate ("12 pages a minute. How long for 300 pages?"), or "how long" asked of two
  lengths read as a take-away ("12 minutes to fill and 8 to empty. How long to fill and empty?"), some told
  as not counted ("Not counting the 5 kids, 30 people came. How many adults?"), or the moves asked of a
  count along a line ("start at 10, count back 4. How many jumps?").
"""

from __future__ import annotations

import re

from quickmath.offline.readers.units import is_unit
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy

_THAN = lazy(
    r"\b(?:more|fewer|less|older|younger|taller|shorter|longer|heavier|lighter|higher|lower|bigger|smaller"
    r"|cheaper|dearer|faster|slower) than (?:the |his |her |their |my |our )?([a-z]+)\b",
    needs=" than ",
)
_NOT_NAMES = frozenset(
    {"that", "this", "it", "them", "before", "usual", "last", "yesterday", "i", "you", "we"}
)
_CONTAINERS = lazy(
    rf"(?<![\w.]){N} ([a-z]+) (?:each )?(?:with|of|holding|containing|that (?:hold|have|contain))\b",
    needs="with|of|holding|containing|that",
)
_ASKED_NOUN = lazy(r"\bhow (?:many|much) ([a-z]+)", needs="how")
_NEEDED = lazy(r"\b(?:need|needs|needed|target|goal)\b", needs="need|target|goal")
_COUNTED = lazy(rf"(?<![\w.]){N} ([a-z]+)")
_NOT_NOUNS = frozenset(
    {"more", "less", "fewer", "of", "in", "do", "does", "did", "are", "were", "is", "was", "will", "would"}
    | {"can", "could", "have", "has", "had", "altogether", "times", "people", "things", "items", "and", "on"}
    | {"pieces", "bits", "kinds", "sorts", "types", "lots", "sets", "pairs"}
)
_PEOPLE = frozenset(
    {"boys", "girls", "men", "women", "adults", "children", "kids", "teachers", "students", "pupils"}
    | {"parents", "staff"}
)
_GROUPS_OF_PEOPLE = frozenset(
    {"pupils", "children", "students", "people", "kids", "members", "players", "guests", "staff"}
)


def _names(word: str, text: str) -> bool:
    return re.search(rf"\b{re.escape(word)}\b", text) is not None


_SAME_ONE = {
    "me": r"\b(?:i|me|mine)\b",
    "us": r"\b(?:we|us|ours)\b",
    "him": r"\b(?:he|him)\b",
    "her": r"\bshe\b",
}
"""Who "than me" names, as the question may ask it: "Sam has 6 more than me … How many do I have?"; never
"my", "his" or "her", which name someone else ("his brother's height")."""


_NOW_TOLD = lazy(
    rf"\bnow (?:(?:i|we|he|she|they|it|there|you) )?(?:have|has|weighs?|is|are|am|costs?|stands? at|holds?"
    rf"|measures?|reads?|have got|has got) (?:[£$€] ?)?({N})(?![\w.])"
    r"(?! (?:[a-z]+ )?(?:more|fewer|less|extra|warmer|colder|higher|lower|taller|heavier|lighter|older)\b)",
    needs="now",
)
"""A number told as how things stand now ("… and now have 24"): the end of the story, never a step of it."""
_STATE_TOLD = lazy(
    rf"\b(?:had|has|have|was|were|is|are|started with|began with|start with|begin with) (?:[£$€] ?)?({N})"
    rf"(?![\w.])(?! (?:[a-z]+ )?(?:more|fewer|less|extra)\b)"
)


def _step_beside_the_end(story: str, numbers: tuple[str, str]) -> bool:
    """A sum or take-away of how things stand now and a step of the story ("I found 6 shells and now have 24.
    How many did I have?" is 18, not 30; "I spent £6 and now have £24. How much did I have?" is 30, not 18):
    which way to go is in the words, and the coach asks. Two states ("had 12 and now have 20") are
    compared."""
    now = {found.group(1) for found in _NOW_TOLD.finditer(story)} & set(numbers)
    if not now:
        return False
    other = numbers[1] if numbers[0] in now else numbers[0]
    told = {found.group(1) for found in _STATE_TOLD.finditer(story) if found.group(1) not in now}
    return other not in told


_GAIN_ASKED = lazy(
    r"\bhow (?:many|much)(?: [a-z]+)? (?:did|do|does|have|has) [a-z]+ (?:get|got|gain|gained|receive|received"
    r"|win|won|earn|earned|find|found|collect|collected|add|added|buy|bought)\b"
    r"(?!.*\b(?:altogether|in total|in all|total|now|left|all together)\b)",
    needs="how",
)
_MORE_TOLD = lazy(rf"(?<![\w.]){N} (?:[a-z]+ )?more\b", needs="more")


def _gain_told_asked(story: str, question: str) -> bool:
    """What was got asked when it is told as so many more ("I had 24 and now have 6 more. How many did I
    get?" is 6): no sum."""
    return _GAIN_ASKED.search(question) is not None and _MORE_TOLD.search(story) is not None


def _same_things_multiplied(text: str, numbers: tuple[str, str]) -> bool:
    """Both numbers count the same things ("12 eggs per box, 60 eggs"): eggs times eggs answers nothing."""
    nouns = []
    for number in numbers:
        counted = re.search(rf"(?<![\w.]){re.escape(number)} ([a-z]+)", text)
        nouns.append(counted.group(1).removesuffix("s") if counted else None)
    return (
        nouns[0] is not None
        and nouns[0] == nouns[1]
        and len(nouns[0]) > 2
        and nouns[0] not in _NOT_NOUNS | {"per", "each", "for", "the", "and", "time", "more"}
    )


_TIMES_AS = lazy(
    r"\b(?:times|twice) as (?:many|much|[a-z]+) (?:[a-z]+ )?as"
    r" (?:a |an |the |his |her |my |our |their )?([a-z]+)",
    needs="as",
)


def _base_asked(story: str, question: str) -> bool:
    """The one compared to asked, of a story told "3 times as many as": "Sam has 3 times as many cards as Jo.
    Sam has 24. How many does Jo have?" is 24 ÷ 3, never a product."""
    base = _TIMES_AS.search(story)
    if base is None or base.group(1) in _NOT_NAMES:
        return False
    same = _SAME_ONE.get(base.group(1))
    return re.search(same, question) is not None if same else _names(base.group(1), question)


def _compared_one_asked(story: str, question: str) -> bool:
    than = _THAN.search(story)
    if than is None or than.group(1) in _NOT_NAMES:
        return False
    same = _SAME_ONE.get(than.group(1))
    return re.search(same, question) is not None if same else _names(than.group(1), question)


_SIZED_GROUPS = lazy(rf"\b([a-z]+) of {N}", needs=" of ")
"""Groups of a size: "trays of 6" — how many trays is a share of the things, never a product."""


_EACH_ONE_S = lazy(
    rf"\beach (?:[a-z]+ )?$|\beach of (?:the |my |our |your |his |her |their |these |those |its )?{N}"
    rf"(?: [a-z]+){{1,3}} $",
    needs="each",
)
"""What comes before a count that is each one's: "each needing", "each of my 6 patients needs" (4 sets)."""


def _told_count_asked(text: str, question: str) -> bool:
    asked = _ASKED_NOUN.search(question)
    if asked is None:
        return False
    told = {
        found.group(1)
        for found in _CONTAINERS.finditer(text)
        if not _EACH_ONE_S.search(text[: found.start()]) and not is_unit(found.group(1))
    }  # "6 patients each needing 4 sets of obs": the sets are each one's; "250 grams of butter" counts none
    return asked.group(1) in told | {found.group(1) for found in _SIZED_GROUPS.finditer(text)}


_ASKED_WORDS = lazy(r"\bhow many ([a-z]+)(?: ([a-z]+))?", needs="how many")


def _per_one_asked(text: str) -> bool:
    asked = _ASKED_WORDS.search(text)
    if asked is None:
        return False
    for noun in (word for word in asked.groups() if word and word not in _NOT_NOUNS):
        one = noun.removesuffix("es") if noun.endswith(("xes", "ches", "shes")) else noun.removesuffix("s")
        if re.search(rf"\b(?:each|every|per|a|an) {re.escape(one)}\b", text):
            return True
    return False


def _need_beside(text: str, question: str) -> bool:
    return _NEEDED.search(text) is not None and _NEEDED.search(question) is None


def _counts_neither(story: str, question: str) -> bool:
    asked = _ASKED_NOUN.search(question)
    if asked is None or asked.group(1) in _NOT_NOUNS:
        return False
    noun = asked.group(1)
    if _names(noun.removesuffix("s"), story) or _names(noun, story):
        return False
    told = [found.group(1) for found in _COUNTED.finditer(story)]
    if noun in _GROUPS_OF_PEOPLE and all(word in _PEOPLE for word in told):
        return False  # "438 boys and 462 girls … how many pupils?"
    return len(set(told)) == 2 and not _NOT_NOUNS & set(told)  # "1.2 litres … 0.95 litres … how much fuel"


def _asked_noun_untold(story: str, question: str) -> bool:
    """A product asked as "how many kids" of "20 sweets, 4 each": the noun asked is nowhere in the story."""
    asked = _ASKED_WORDS.search(question)
    if (
        asked is None
        or asked.group(1) in _NOT_NOUNS | _NOT_ASKED_THINGS
        or asked.group(1) in _TIME_WORDS
        or is_unit(asked.group(1))
    ):
        return False
    told = story + " " + question[asked.end() :]  # "how many roses in 5 dozen roses" tells them after
    told += " " + " ".join(found.group(1) or found.group(2) for found in _EACH_ONES.finditer(question))
    if _GROUPS_OF_A_SIZE_COUNTED.search(story) or _filled_groups_counted(story):
        return False  # "teams of 6 , 14 teams ; how many players?": what fills the groups need not be named
    if _groups_filled(story + " " + question):
        return False  # "24 on each tray and bake 3 trays": what fills the trays is what is asked
    first, second = asked.groups()
    named = second and second.endswith("s") and second not in _NOT_NOUNS | _TIME_WORDS and not is_unit(second)
    nouns = [first, second] if named else [first]  # "how many drinks tokens", never "how many man hours"
    return not any(re.search(rf"\b{re.escape(noun.removesuffix('s'))}", told) for noun in nouns)


_NOT_ASKED_THINGS = frozenset({"for", "to", "at", "with", "by", "from", "that", "there", "total"})
"""Words after "how many" that name nothing asked: "how many for a 28 day cycle?". A second noun may be
the thing asked: "how many drinks tokens", "how many bread rolls"."""


_EACH_ONES = lazy(
    r"(?<![\w.])\d[\d.]* ([a-z]+) (?:(?:on|in|for|to|per) (?:each|every) [a-z]+|each(?= ,| ;|$)|apiece)"
    r"|\b(?:getting|gets|get|got|receiving) \d[\d.]* ([a-z]+)(?: each| apiece)?(?= ,| ;|$)",
    needs="each|every|apiece|get|receiv",
)
"""What each one has, told in the same sentence as the question: "42 covers booked , 3 scallops on every plate
, how many scallops do i need" tells the scallops; "8 pizzas , 12 slices each , how many pizzas" no pizzas."""


_GROUPS_OF_A_SIZE_COUNTED = lazy(
    rf"\b([a-z]+?)(?:e?s) of {N}\b(?! [a-z]).*(?<![\w.]){N} (?:[a-z]+ )?\1(?:e?s)?\b", needs=" of "
)
"""Groups of a size, then counted by name: "tables of 8 , we booked 12 tables"."""


_SIZE_OF_EACH = lazy(
    rf"(?<![\w.]){N} (?:[a-z]+ )?(?:on|in|at|per|around|round) (?:each|every|a|an|one|per)"
    r" ([a-z]+?)(?:e?s)?\b",
    needs="each|every|a |an |one|per",
)
_GROUPS_WITH_EACH = lazy(
    rf"(?<![\w.]){N} ([a-z]+?)(?:e?s)? (?:with|of|holding|containing) {N}(?: [a-z]+)?"
    r"(?: (?:in|on|at|around))? (?:each|every one|each one|apiece)\b"
    rf"|(?<![\w.]){N} ([a-z]+?)(?:e?s)? of {N}\b(?! [a-z]+ (?:of|each)\b)",
    needs=" of |with|holding|containing",
)


_EACH_HOLDS = lazy(
    r"\b(?:each|every) (?:one of the |of the )?([a-z]+?)(?:e?s)? (?:holds?|has|have|gets?|contains?|takes?"
    rf"|carries|carry|fits?|seats?|needs?) {N}\b"
    rf"|\beach of (?:the|these|those|our|my|its|their) ({N}) ",
    needs="each|every",
)
"""Each of the groups holding a number: "every box holds 25", "each spider has 8", "each of the 240 guests
gets 2"."""


def _groups_filled(text: str) -> bool:
    """Groups counted, and how many go in each: "24 on each tray … 3 trays", "14 rows with 22 chairs in every
    row", "6 boxes of 12", "24 boxes with 12 in each", "64 boxes if every box holds 25", "each of the 240
    guests gets 2". Their product counts what fills them, which the question may name though the story never
    does ("how many cupcakes?")."""
    if _GROUPS_WITH_EACH.search(text):
        return True
    for each in _EACH_HOLDS.finditer(text):
        if each.group(2) or re.search(
            rf"(?<![\w.]){N} (?:[a-z]+ )?{re.escape(each.group(1))}(?:e?s)?\b", text
        ):
            return True
    return any(
        re.search(
            rf"(?<![\w.]){N} (?:[a-z]+ )?{re.escape(group)}(?:e?s)?\b",
            text[: found.start()] + text[found.end() :],
        )
        for found in _SIZE_OF_EACH.finditer(text)
        if (group := found.group(1)) not in ("one", "each")
    )


_GROUPS_OF_STUFF = lazy(rf"(?<![\w.]){N} ([a-z]+?)(?:e?s) of [a-z]+\b", needs=" of ")


def _filled_groups_counted(story: str) -> bool:
    """Groups of some stuff counted, and how many are in one: "64 stacks of cobblestone , 64 in a stack"."""
    return any(
        re.search(rf"(?<![\w.]){N} (?:in|to) (?:a|an|each|every|one) {re.escape(group)}\b", story)
        for group in _GROUPS_OF_STUFF.findall(story)
    )


_ASKED_MANY = lazy(r"\bhow many ([a-z]+)", needs="how many")
_TIME_WORDS = frozenset(
    {"seconds", "minutes", "hours", "days", "weeks", "months", "years", "times", "secs", "mins", "hrs"}
)


_NEGATED = lazy(r"\b(?:not|never)\b(?! sure\b| focus\b| concentrate\b)", needs="not|never")
"""A count of what is not, or never, asked; not the learner's own doubt ("I am not sure about my answer",
"can't focus")."""
_BY_HOW_MUCH = lazy(r"\bby how (?:much|many|far)\b", needs="by how")
_COMPARED_ASKED = lazy(
    r"\bhow (?:much|many|far)(?: [a-z]+)? (?:slower|faster|older|younger|taller|shorter|longer|heavier"
    r"|lighter|cheaper|dearer|bigger|smaller|higher|lower|warmer|colder|hotter|cooler|further|farther|wider|deeper"
    r"|quicker|later|earlier)\b",
    needs="how",
)
_AFTER_PAYING = lazy(
    r"\bafter (?:buying|paying|spending|purchasing|giving|losing|using|selling)\b", needs="after"
)
_METER_READ = lazy(
    r"\bmeter (?:read|reads|reading|showed|shows|said|says|was|is)\b|\bodometer\b"
    r"|\bat the (?:start|beginning)\b.*\bat the end\b",
    needs="meter|odometer|start|beginning",
)
"""Readings of a meter, never added."""
_READING_WORDS = lazy(r"\b(?:counter|readings?|mileage)\b", needs="counter|reading|mileage")
"""Words that may tell two readings of a meter, a start and an end; not a list of three or more amounts
("Mileage: 14, 8, 11, 6 and 9 miles between calls", "rain gauge readings this week: 3.2, 0.0, 12.8, …")."""


def _read_off_a_meter(text: str, numbers: tuple[str, str] | None) -> bool:
    return _METER_READ.search(text) is not None or (
        numbers is not None and _READING_WORDS.search(text) is not None
    )


_RATE = lazy(rf"\b(?:at|for) {N} (?:[a-z]+ )?(?:a|an|per|each) [a-z]+", needs="at |for ")
_SOLD_FOR = lazy(rf"\b(?:sold|sells?|selling) (?:[a-z]+ ){{1,3}}for [£$€]? ?{N}", needs="sold|sell")
_YEAR = lazy(
    r"\b(?:in|since|from|until|till|by|year|born|it is|it was|this is) (1[0-9]\d\d|20\d\d)(?![\w.,])"
)
"""A year said as one: "sank in 1912", "since 1990", "it's 2024 and …"; "1,250 buns" is no year."""

_PHONE = lazy(
    r"\b(?:call|dial|ring|phone|text) (?:me |us |them )?(?:on |at )?\d|(?<![\d.])\d{3} - \d{4}(?![\d.])",
    needs="call|dial|ring|phone|text| - ",
)
"""A phone number ("call 555-1234") is no take-away."""

_SHORT_ASKED = lazy(
    r"\b(?:short|shortfall|behind|to go)\b|\b(?:over|above|under|below) (?:the |my |our |your )?(?:par|limit"
    r"|speed|target|budget|average|pass|mark|goal|freezing|zero|sea|quota|minimum|maximum|estimate|plan|normal)\b",
    needs="short|behind|to go|over|above|under|below",
)
"""How far from a mark ("the pass mark is 40 and I got 32. How many marks short?"): a gap, never a sum."""

_NO_PRODUCT_ASKED = lazy(
    r"\bhow (?:fast|old|tall|hot|cold|quick)\b|\bcolou?rs?\b|\bwhat (?:speed|time|day|age)\b"
    r"|\bwhen (?:does|do|did|will|would|is|are|was|were|should|can|could|must|shall)\b",
    needs="how|colo|what|when",
)
"""A speed, an age, a colour or a time asked: no product of two counts ("8 carriages and 64 seats each. How
fast does it go?", "When will it be full?"). Not "when" that tells a price or a state ("the cost of 350 litres
when it is 1.48 per litre", "what 18 coaches can carry when full", "what you get when you square 11")."""

UNFILLED_ASKED = lazy(
    r"\b(?:empty|vacant|unfilled|unsold|unused|unoccupied|untaken)\b"
    r"|\b(?:are|is|still|stay|stays|remain|remains|left) (?:free|available)\b",
    needs="empty|vacant|unfilled|unsold|unused|unoccupied|untaken|free|available",
)
"""The places not filled asked ("12 rows of 20 chairs. How many chairs still empty?"): a part of the whole,
never the product of the rows and their size (was 240)."""

_START_ASKED = lazy(
    r"\b(?:start(?:ed)? (?:off )?with|at (?:the )?(?:first|start|beginning)|to (?:begin|start) with"
    r"|originally|in the beginning|before)\b",
    needs="start|first|begin|original|before",
)
"""The stock before the story asked ("used 9 so far. How many did we start with?"): no take-away of it."""
_ONE_ASKED = lazy(
    r"^[^\d]*\b(?:(?:does|do|did|will|would|should|can) (?:each|every)"
    r" (?:one |person |child |of (?:us|them) )?"
    r"|each (?:one |person |child )?(?:have|has|get|gets|got|pay|pays)\b"
    r"|\bper (?:person|head|child|one)\b"
    r"|\bapiece\b|\bfor (?:each|one)\b)[^\d]*$",
    needs="each|every|per|apiece|for one",
)
"""What one has asked, with no number in the question ("24 sweets each. How many does each have?")."""
_ONE_TOLD = lazy(rf"(?<![\w.]){N} (?:[a-z]+ )?(?:each|apiece)\b", needs="each|apiece")
_GOT_BACK = lazy(
    rf"\b(?:got|get|gets|getting|received|receives?|given|gave me|handed me|paid me) (?:[£$€]? ?{N} )?"
    r"(?:[a-z]+ )?back\b|\bchange of\b",
    needs="back|change of",
)
"""Money got back is change ("gave 20 and got 6.35 back"): what was spent is the gap, never a sum."""
_STOCK_ASKED = lazy(
    r"\bhow (?:much|many)(?: [a-z]+)? (?:(?:have|has|hav) [a-z]+ (?:got|left)|(?:do|does) [a-z]+ (?:have|own)"
    r"|(?:is|are) (?:there|left)|(?:have|has) [a-z]+ got now)(?: now| still| at the end| then)? ?$"
    r"|\bhow (?:much|many)(?: [a-z]+)? (?:now|left|remains?)(?: now)? ?$",
    needs="how",
)
_HAD_ASKED = lazy(
    r"\bhow many [a-z]+ (?:do|does|did|will|would) (?:[a-z0-9]+ ){1,3}(?:have|own|still have)\b"
    r"|\bhow many [a-z]+ (?:are|is) (?:there )?(?:left|now)\b",
    needs="how many",
)
"""What is had asked, after a loss told of each ("each spider has lost 2 legs"): no product of the loss."""
_LOSS_TOLD = lazy(
    rf"\b(?:spent|spend|spends|lost|lose|loses|gave away|give away|ate|eat|used|paid|pays?|dropped|broke"
    rf"|sold) (?:[£$€] ?)?{N}|\b(?:bought|buy|buys|paid|pay|pays) (?:[a-z]+ ){{0,3}}for (?:[£$€] ?)?{N}"
    rf"|\b(?:gave|give|gives|sent|send|sends|lent|lend|lends|handed|paid) (?!me\b|us\b)[a-z]+ (?:[£$€] ?)?{N}"
    rf"|\b(?:gave|sent|paid|lent|handed|passed) (?:[£$€] ?)?{N} (?:[a-z]+ )?to\b",
    needs="spen|lost|los|gave|give|ate|eat|used|pai|pay|drop|broke|sold|bought|buy|sen|len|hand|pass",
)
"""What is held, asked after some was spent or lost ("mum gave me 5 and I spent 2. How much have I got?")."""
_MOVES = (
    r"(?:go|goes|went|gone|fly|flies|flew|flown|run|runs|ran|swim|swam|walk(?:s|ed)?|drive|drove|move[sd]?"
    r"|get|got|gets|wander(?:s|ed)?)"
)
_GONE_AND_BACK = lazy(
    rf"\b{_MOVES} (?:away|off|out)\b.*\b(?:come|comes|came|{_MOVES}) back\b"
    rf"|\b(?:come|comes|came|{_MOVES}) back\b.*\b{_MOVES} (?:away|off|out)\b",
    needs="back",
)
"""Some go away and some come back ("20 birds, 5 go away and 3 come back"): no sum of all three."""
_FIRST_PERSON_TOLD = lazy(rf"\b(?:we|i) (?:have|has|had|got|scored|own|are on|am on) (?:[£$€] ?)?{N}")
_THIRD_ASKED = lazy(
    r"\bhow (?:many|much)(?: [a-z]+)? (?:do|does|did|have|has) (?:they|he|she|it)\b"
    r"(?!.*\b(?:together|altogether|in total|in all|total|combined|both|between)\b)",
    needs="they|he|she|it",
)
"""Another party asked, beside ours ("the leaders have 64 points and we have 49. How many do they have?")."""
_EACH_OTHER_NOUN = lazy(rf"(?<![\w.]){N} ([a-z]+) (?:each|apiece)(?= ?(?:[;,]|$|and\b))", needs="each|apiece")


def _count_told_beside_each(story: str, question: str) -> bool:
    """A product asked as the count told beside a number "each" of another noun: "24 brackets, 6 screws each.
    How many brackets?" is 24, as is "8 pizzas , 12 slices each , how many pizzas" 8."""
    if not story:
        story, _, question = question.rpartition(" , ")
    asked = _ASKED_NOUN.search(question)
    each = _EACH_OTHER_NOUN.search(story)
    if asked is None or each is None or each.group(1) == asked.group(1):
        return False
    return re.search(rf"(?<![\w.]){N} {re.escape(asked.group(1))}\b", story) is not None


_CUTS = lazy(r"\b(?:per|each|a|every|one) cut\b|\bcuts? (?:takes?|took|lasts?)\b", needs="cut")
"""A time for each cut, asked of pieces: 4 pieces need 3 cuts, so no product of the two told."""

_MOVES_ASKED = lazy(
    r"\bhow many (?:jumps|steps|hops|moves|goes|turns|tries|attempts|counts)\b", needs="how many"
)
"""The moves counted asked ("start at 10, count back 4. How many jumps?"): told, never where they lead."""
_ONE_PRICED = lazy(
    rf"\b(?:each|one|a|an|per|every) ([a-z]+) (?:costs?|is|was|weighs?|holds?|sells? for|comes? to)"
    rf" (?:[£$€] ?)?{N}(?! (?:[a-z]+ )?(?:more|less|fewer|cheaper|dearer|extra|than|off|up|down)\b)",
    needs="each|one|a |an |per|every",
)
"""The amount of one told outright, not as more or less than another ("a scooter costs $65 less than the
bike")."""
_MONEY_NAMED = lazy(rf"[£$€] ?{N} ([a-z]+)", needs="£|$|€")


def _told_amount_asked(story: str, question: str) -> bool:
    """The amount of one thing told and asked back: "Each ticket costs £8. We bought 7. How much did one
    ticket cost?" is 8, "Four friends split a £48 bill. How much was the bill?" is 48."""
    for told in [*_ONE_PRICED.finditer(story), *_MONEY_NAMED.finditer(story)]:
        noun = re.escape(told.group(1))
        if re.search(rf"\bhow much\b.*\b(?:one|each|a|an|per|every|the|that|this) {noun}\b", question):
            return True
    return False


_REST_ASKED = lazy(
    r"\b(?:missing|used|left|remain\w*|to go|more|short|lost)\b",
    needs="missing|used|left|remain|to go|more|short|lost",
)
"""What is left of a whole, asked of a part written over it ("HP 45/120, how much health is missing?",
"Battery 45/100, how much is used?"): the slash says "out of", and the rest is a take-away (was 0.375)."""
_UNFILLED_COUNT_ASKED = lazy(
    r"\bhow many [a-z]+ (?:are|is|will be|would be|stay|stays|remain|remains)(?: still| left)?"
    r" (?:empty|vacant|unfilled|unsold|unused|unoccupied|untaken|free|available)\b",
    needs="how many",
)
"""How many of the holders are left empty ("each table seats 8 and there are 96 guests ; how many tables are
empty?"): not how many are filled, which a share counts (was 12); "until it is empty" asks no such count."""
_QUESTION_AGAINST = {
    "+": (_NEGATED, _BY_HOW_MUCH, _COMPARED_ASKED, _AFTER_PAYING, _SHORT_ASKED),
    "-": (_START_ASKED, _MOVES_ASKED),
    "*": (_BY_HOW_MUCH, _COMPARED_ASKED, _NO_PRODUCT_ASKED, _ONE_ASKED, UNFILLED_ASKED),
    "/": (_REST_ASKED, _UNFILLED_COUNT_ASKED),
}
"""Cues in the question sentence that argue against an operation a story was read as."""
_EVERY_N = lazy(rf"\bevery {N} [a-z]+", needs="every")
"""Once in so many ("every 3 days I swim … in 30 days"): a share, never a product."""
_AND_I = lazy(
    r"(?<![\w.])\d+ (?:friends|brothers|sisters|kids|children|cousins|mates|colleagues|classmates|others"
    r"|people|siblings|teammates|neighbours|neighbors|guests|of them) and (?:i|me|myself)\b",
    needs=" and ",
)
""""My 3 friends and I": the people are one more than the number told."""
_PENCE = lazy(r"(?<![\w.])\d+(?:\.\d+)? ?(?:p|c|pence|cents?)\b", needs="p|c")
_POUNDS = lazy(r"[£$€]|\b(?:pounds?|dollars?|euros?)\b")
_ALL = ("+", "-", "*", "/")

_NOT_COUNTED = lazy(
    r"\b(?:not counting|not including|excluding|without counting|leaving out|apart from|besides|on top of)\b",
    needs="counting|including|leaving out|apart from|besides|on top of",
)
"""Some told as not counted ("Not counting the 5 kids, 30 people came. How many adults?"): whether they are in
the number told or on top of it is the question, no sum or take-away of the two."""

_GROWING = lazy(
    r"\b(?:more|less|fewer|extra|up|down|higher|lower)(?: than (?:the|a) [a-z]+ before)?"
    r" (?:each|every|a|an|per) (?:day|night|week|month|year|time|round|level|lap|step|row|game)\b",
    needs="more|less|fewer|extra|up|down|higher|lower",
)
"""A run that grows or shrinks, never a rate: "£1 on day one , a pound more every day , ending at £20"."""
_PIECES_OF_A_VALUE = lazy(
    rf"(?<![\w.]){N} (?:[£$€] ?{N}|{N} ?(?:p|pence|c|cents)) (?:notes?|coins?|bills?|chips?|stamps?)\b"
    rf"|[£$€] ?{N} (?:notes?|coins?|bills?|chips?) (?:total|come to|add up to|make|worth)\b",
    needs="note|coin|bill|chip|stamp",
)
"""Notes or coins of one value counted ("14 20p coins", "£5 notes come to £85"): never a sum of the two."""
_TEXT_AGAINST = {
    "+": (
        _RATE,
        _PHONE,
        _AND_I,
        _GOT_BACK,
        _GONE_AND_BACK,
        _NOT_COUNTED,
        _GROWING,
        _PIECES_OF_A_VALUE,
    ),
    "-": (_RATE, _SOLD_FOR, _PHONE, _AND_I, _NOT_COUNTED, _GROWING, _PIECES_OF_A_VALUE),
    "*": (_EVERY_N, _AND_I, _CUTS, _GROWING),
    "/": (_AND_I, _GROWING),
}
"""Cues anywhere in the text that argue against an operation a story was read as."""


def _years(text: str, operation: str, numbers: tuple[str, str]) -> bool:
    """Two years are never added, multiplied or shared; the years between are the later less the earlier."""
    years = set(_YEAR.findall(text))
    if not years & set(numbers):
        return False
    if operation != "-":
        return True
    return not set(numbers) <= years or float(numbers[0]) < float(numbers[1])


_PART_STATE = lazy(
    rf"(?<![\w.]){N} (?:of (?:them|these|those|which)\b|(?:are|were|is|was) (?!there\b)[a-z]+)",
    needs=" of | are | were | is | was ",
)
"""A part of a whole told as a state: "12 of them boys", "39 are booked", "4 are absent"."""
_AMONG = lazy(
    r"\b(?:including|includes?|included|among (?:them|which|whom|these|those)|of whom)\b",
    needs="includ|among|of whom",
)
_STATE_ASKED = lazy(
    r"\bhow many (?:[a-z]+ )?(?:are|were|is|was) "
    r"(?!(?:there|in|on|at|that|this|it|they|them|all|altogether)\b)(?:not )?[a-z]+ ?(?:;|$)",
    needs="how many",
)
"""How many of a whole are of a kind ("how many sheep are white?"): a part, never a sum."""
_WHOLE_ASKED = lazy(
    r"\bhow many ([a-z]+)(?: (?:are|were|is) there| (?:are|were) in (?:the|my|our|this|that) [a-z]+"
    r"| (?:does|did|do) (?:it|the [a-z]+|they) (?:have|hold|seat)\b| has (?:it|the [a-z]+) got\b"
    r"| in (?:total|all)\b| altogether\b| (?:total|is that)\b)?"
    r" ?(?:;|$)",
    needs="how many",
)
"""The whole asked for: "how many pitches does it have?", "how many students are in the class?"."""


def _whole_asked(story: str, question: str) -> bool:
    asked = _WHOLE_ASKED.search(question)
    if asked is None or _PART_STATE.search(story) is None:
        return False
    return re.search(rf"(?<![\w.]){N} {re.escape(asked.group(1))}\b", story) is not None


_DIFFERENCE_TOLD = lazy(rf"(?<![\w.]){N} (?:[a-z]+ )?(?:more|fewer|less)(?: [a-z]+)? than\b", needs=" than")
_BOTH_ASKED = lazy(
    r"\b(?:together|altogether|in total|in all|total|combined|both|between them)\b",
    needs="together|total|in all|combined|both|between them",
)
_OUTCOME_SUPPOSED = lazy(
    rf"\b(?:would|will|could|'d|'ll) (?:then |now |only |still )?(?:have|be|get|make|weigh|cost|come to)"
    rf"(?: got)?(?: [a-z]+){{0,2}} [£$€]? ?{N}",
    needs="would|will|could|'d|'ll",
)
"""An outcome told as a hypothesis: "if I had 5 more apples I'd have 12" tells the sum, not the parts."""
_BY_PLACE = lazy(
    r"\b(?:first|second|third|fourth|fifth|last|middle|1st|2nd|3rd|4th|5th|biggest|smallest|largest|odd|even)"
    r"(?: (?:two|three|four))? (?:and (?:the )?[a-z0-9]+ )?(?:numbers?|values?|terms?)\b",
    needs="number|one|value|term",
)
"""Numbers picked out of a list by their place or kind: "add the first and second numbers: 12, 15, 20"."""
_EVERY_OTHER = lazy(
    r"\bevery (?:other|second|third|fourth|fifth|few|couple)\b|\balternate\b", needs="every|alternate"
)
_TIME_OF_A_RATE = lazy(
    rf"{N} ([a-z]+) (?:a|an|per|each|every) (?:second|minute|hour|day|week|month|year)\b.*; .*\bhow "
    r"(?:long|many (?:seconds|minutes|hours|days|weeks|months|years))\b",
    needs="how",
)
"""A rate and a time asked ("prints 12 pages a minute … how long for 300 pages?"): the time is a share."""
_HOW_LONG = lazy(
    rf"{N} (?:min|mins|minutes?|h|hrs?|hours?|seconds?|secs?|days?|weeks?)\b.*; .*\bhow long\b",
    needs="how long",
)
"""Two lengths of time, asked how long."""
_A_GAP_ASKED = lazy(
    r"\b(?:longer|shorter|left|more|less|remain\w*|difference|still|to go|until|till|before|after|quicker"
    r"|faster|slower|earlier|later|saved?|save|now)\b",
    needs="longer|shorter|left|more|less|remain|difference|still|to go|until|till|before|after|quicker"
    "|faster|slower|earlier|later|save|now",
)


_TIME_UNIT = r"(?:second|minute|hour|day|week|fortnight|month|year|night|shift)"
_PER_TIME_ASKED = lazy(
    rf"\b(?:(hourly|daily|weekly|monthly|yearly|nightly)|(?:per|an?|each|every) ({_TIME_UNIT}))\b",
    needs="ly|per|a|each|every",
)
_PER_TIME_TOLD = lazy(
    rf"(?:[£$€] ?)?{N} (?:[a-z]+ )?(?:a|an|per|each|every) {_TIME_UNIT}\b", needs="a|per|each|every"
)
_TIME_COUNTED = lazy(rf"(?<![\w.]){N} (?:- )?(?:(?!(?:a|an|per|each|every)\b)[a-z]+ )?{_TIME_UNIT}s?\b")
"""Lengths of time counted, of a kind or not: "5 days", "21 working days"."""


_UNIT_ORDER = ("second", "minute", "hour", "night", "shift", "day", "week", "fortnight", "month", "year")
_RATE_UNIT_TOLD = lazy(rf"(?:[£$€] ?)?{N} (?:[a-z]+ )?(?:a|an|per|each|every) ({_TIME_UNIT})\b")


_THINGS_IN_A_PERIOD = lazy(
    rf"(?<![\w.]){N} ([a-z]+) (?:a|an|per|each|every) {_TIME_UNIT}\b", needs="a|per|each|every"
)


def _priced_things_in_a_period(story: str) -> bool:
    """Are the things counted in a period the ones a price or a length is told for: the product is the
    period's, no other time is needed."""
    return any(
        re.search(rf"(?<![\w.]){N} (?:[a-z]+ )?(?:a|an|per|each) {re.escape(one)}\b", story)
        or re.search(
            rf"\b(?:our|my|the|this|each|one|a|an) {re.escape(one)} (?:takes|lasts|runs for) {N}", story
        )
        for one in (thing.removesuffix("s") for thing in _THINGS_IN_A_PERIOD.findall(story))
    )  # "28 p a unit … 310 units a month", "our build takes 14 min … 38 builds a day"


def _per_time_wrong(story: str, question: str, operation: str, numbers: tuple[str, str] | None) -> bool:
    """A product that answers another question about a rate in time: "what is my hourly pay?" after "20
    hours a week at £9.50 an hour" (the hours told are what a product cancels), or "4 bikes at 18 a day. What
    did that come to?" when no number counts the days."""
    if operation != "*" or numbers is None:
        return False
    asked = _PER_TIME_ASKED.search(question)
    if asked is not None:
        unit = {"hourly": "hour", "daily": "day", "weekly": "week", "monthly": "month", "yearly": "year"}.get(
            asked.group(1) or "", asked.group(2) or "night"
        )
        if re.search(rf"(?<![\w.]){N} (?:- )?{unit}s?\b", story):
            return True
        told_units = {found.group(1) for found in _RATE_UNIT_TOLD.finditer(story)}
        if told_units and all(_UNIT_ORDER.index(unit) < _UNIT_ORDER.index(told) for told in told_units):
            return True  # "£84 a week for 3 weeks. How much a day?": a product is no rate of a shorter time
        if told_units == {unit} and len(_PER_TIME_ASKED.findall(question)) == 1:
            return False  # "each client has 4 visits a day ; 7 clients ; how many visits a day?": all per day
    if _PER_TIME_TOLD.search(story) is None or _priced_things_in_a_period(story):
        return False
    counted = {found.group(0).split()[0] for found in _TIME_COUNTED.finditer(story + " " + question)}
    return not counted & set(numbers)


def _not_as_read(
    text: str, story: str, question: str, operation: str, numbers: tuple[str, str] | None
) -> bool:
    """The shapes above that came to light after the readers were widened (see the module's docstring)."""
    if _OUTCOME_SUPPOSED.search(story) or _BY_PLACE.search(text):
        return True
    if numbers and any(
        re.search(rf"(?<!to the )(?<![\w.]){re.escape(n)} (?:st|nd|rd|th)\b", text) for n in numbers
    ):
        return True  # "I'm 4th in a queue of 10": a place, no amount
    if numbers and any(
        re.search(rf"(?<![\w.]){re.escape(n)} ?(?:%|percent|per cent)", text) for n in numbers
    ):
        return True
    both_asked = _DIFFERENCE_TOLD.search(story) is not None and _BOTH_ASKED.search(question) is not None
    if operation in ("+", "-") and (_whole_asked(story, question) or both_asked):
        return True
    if operation == "+" and (
        _PART_STATE.search(story) or _AMONG.search(story) or _STATE_ASKED.search(question)
    ):
        return True  # "48 pitches and 39 are booked": the 39 are among the 48
    if operation == "-" and _HOW_LONG.search(text) and not _A_GAP_ASKED.search(question):
        return True
    if operation in ("*", "+") and _EVERY_OTHER.search(text):
        return True
    if _per_time_wrong(story, question, operation, numbers):
        return True
    rate = _TIME_OF_A_RATE.search(text) if operation == "*" else None
    return rate is not None and rate.group(1) not in _TIME_WORDS


_QUESTION_WORD = lazy(r"\b(?:how|what)\b")


def _asked_after_the_numbers(sentence: str) -> str:
    """The question of a sentence run on from its story, from its last "how" or "what" when every number is
    before it: "i started with 64 pages and read 29 how many to go" asks "how many to go"."""
    words = list(_QUESTION_WORD.finditer(sentence))
    if not words or not re.search(r"\d", sentence[: words[-1].start()]):
        return sentence
    asking = sentence[words[-1].start() :]
    return sentence if re.search(r"\d", asking) else asking


_RATE_ASKED = lazy(r"\bhow many ([a-z]+)\b.*?\b(?:a|an|per|each|every|one) ([a-z]+)\b", needs="how many")
_PER_ONE = lazy(r"\b(?:each|every|a|an|per) ([a-z]+)\b")


def _told_rate_asked(story: str, question: str) -> bool:
    """Is the rate the story tells asked back ("every day I walk 8400 steps , one week 7 days ; how many steps
    a day?" is 8400, never 8400 ÷ 7)? The story says one thing "each", "every" or "a" one, the one asked of,
    and counts what is asked."""
    if not story:
        story, _, question = question.rpartition(" , ")  # "… , one week 7 days , how many steps a day"
    asked = _RATE_ASKED.search(question)
    if asked is None:
        return False
    thing, per = asked.groups()
    told = set(_PER_ONE.findall(story))
    return told == {per} and re.search(rf"(?<![\w.]){N} {re.escape(thing)}\b", story) is not None


_TIME_UNITS = frozenset({"second", "minute", "hour", "day", "night", "week", "fortnight", "month", "year"})
_PER_ASKED = lazy(r"\b(?:per|each|every|a) ([a-z]+)\b")
_SHARE_TOLD = lazy(r"\b(?:split|share[ds]?|divided?|between|among|amongst|ways|each)\b")


def _shared_by_another_count(story: str, question: str, divisor: str) -> bool:
    """Is a share asked per one thing, the number divided by a count of time ("£3.50 a week for 12 weeks ,
    what is that per cub?" is no 3.50 ÷ 12: the weeks are no cubs)? Only where no sharing is told."""
    if not story:
        story, _, question = question.rpartition(" , ")
    asked = _PER_ASKED.search(question)
    if asked is None or _SHARE_TOLD.search(story) or is_unit(asked.group(1)):
        return False
    counted = re.search(rf"(?<![\w.]){re.escape(divisor)} ([a-z]+)\b", story)
    if counted is None or asked.group(1) in _TIME_UNITS:
        return False
    return counted.group(1).removesuffix("s") in _TIME_UNITS


def asked(text: str, operation: str, numbers: tuple[str, str] | None = None) -> bool:
    """Does the question of `text` ask for something other than `operation` of its story's two numbers?"""
    question = text.rpartition(" ; ")[2]
    story = text[: len(text) - len(question)]
    asking = _asked_after_the_numbers(question)
    if any(cue.search(asking) for cue in _QUESTION_AGAINST.get(operation, ())):
        return True
    if _told_amount_asked(story, question):
        return True
    if operation in ("+", "-") and numbers and _step_beside_the_end(story, numbers):
        return True
    if operation == "+" and _gain_told_asked(story, question):
        return True
    if operation == "*" and numbers and numbers[0] != numbers[1] and _same_things_multiplied(text, numbers):
        return True
    if operation == "*" and _base_asked(story, question):
        return True
    if _not_as_read(text, story, question, operation, numbers):
        return True
    if any(cue.search(text) for cue in _TEXT_AGAINST.get(operation, ())):
        return True
    if operation == "+" and _read_off_a_meter(text, numbers):
        return True
    if numbers and _years(text, operation, numbers):
        return True
    if operation in _ALL and _PENCE.search(text) and _POUNDS.search(text):
        return True  # "85p … £1": two units of money, one number in each
    if operation in ("+", "-") and _compared_one_asked(story, question):
        return True
    stock = _STOCK_ASKED.search(text) if operation == "+" else None
    if stock is not None and _LOSS_TOLD.search(text[: stock.start()]):
        return True
    if operation == "*" and _HAD_ASKED.search(text) and _LOSS_TOLD.search(text):
        return True  # "if each spider has lost 2 legs, how many legs do 47 spiders have?": not 2 × 47
    if operation in ("*", "/") and _ONE_TOLD.search(story) and _ONE_ASKED.search(question):
        return True
    if operation in ("*", "/") and _told_rate_asked(story, question):
        return True
    if operation == "/" and numbers and _shared_by_another_count(story, question, numbers[1]):
        return True
    if numbers is None and operation in ("+", "*", "/") and _YEAR.search(text):
        return True  # "It's 2024 and I have 12 apples and 5 pears": a list of amounts with a year in it
    if operation == "+" and _THIRD_ASKED.search(question) and _FIRST_PERSON_TOLD.search(story):
        return True
    if operation == "*":
        return (
            _told_count_asked(text, question)
            or _told_count_asked(text, text)  # "… bags of 8 ; how many bags ; what is the answer for the key"
            or _per_one_asked(text)
            or _asked_noun_untold(story, question)
            or _count_told_beside_each(story, question)
        )
    return operation == "+" and (_need_beside(text, question) or _counts_neither(story, question))
