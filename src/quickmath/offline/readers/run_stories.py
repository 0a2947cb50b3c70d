"""Runs told in a story, with the total asked: "I'm saving 5 more each week: 5, 10, 15, up to 260. How much
will I have saved in total?", "A theatre has 20 seats in the front row, 22 in the next, 24 in the next, and so
on up to 58 seats in the back row. How many seats are there?". Not a reader of its own: `written_runs` and
`counted_runs` read the run, and this finds it among the sentences around it."""

from __future__ import annotations

import itertools
import re
from collections import Counter
from collections.abc import Callable
from fractions import Fraction

from quickmath.offline.asks import ProblemSpec, Spec
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy

ReadRun = Callable[[str], Spec | None]

_TOTAL = lazy(
    r"\b(?:total|totals|altogether|all together|in all|sum|add up|added up|combined|them all|all of them)\b",
    needs="total|together|all|sum|add|combined",
)
"""Words of a question that asks for the whole run added: "Total points for climbing them all?"."""
_HOW_MANY_THERE = lazy(
    r"^(?:so )?how many ([a-z]+)(?: [a-z]+)?(?: (?:are there|is that"
    r"|(?:are )?in (?:the|this|that|my|our|his|her|their|a) ([a-z]+)(?: at the end)?"
    r"|(?:does|do) (?:it|they|he|she|i|we|you) (?:hold|have|make|need|take|use)"
    r"|(?:did|do|will|would) (?:i|we|you|he|she|they) (?:read|do|save|make|get|eat|run|walk|earn|collect))"
    r"(?: (?:altogether|in total|in all))?)?(?: if [a-z ,]+)?$",
    needs="how many",
)
"""A question that counts everything the run counts: "How many seats are there?", "How many logs are in the
woodpile if the rows hold …", "How many blocks do I need?"."""
_MOST_POSSIBLE = lazy(
    r"(?:(?:so|and) )?(?:what is |what would be )?(?:the |my |a |your )?"
    r"(?:max|maximum|highest possible|top|best possible) (?:score|total|points)(?: possible)?",
    needs="max|highest|top|best",
)
"""The most a run of scores can make, every term scored: "1 point for the first card, … up to 15 for the last
one. Max score?"."""
_NOT_THE_WHOLE = lazy(
    r"\b(?:odd|even|only|except|skip\w*|miss\w*|not|half|double|twice|triple|average|mean|left|spent|spend|lost"
    r"|lose|minus|less|fewer|than|times|multipl\w*|divid\w*|share[sd]?|biggest|largest"
    r"|smallest|last|first|next|middle|between|difference|when|which|where|how long|how often|how old|after"
    r"|before|until|till|by|within|stop\w*|since|from|instead)\b|n't\b|[-+*/^=]"
)
"""Words beside a run that may ask for, or tell of, something other than the whole run added."""
_ONE_EACH = lazy(r"\b(?:each|every|per|apiece)\b", needs="each|every|per|apiece")
"""Words of a question that asks for a share, not the total: "How much does each get in total?"."""
_MORE = lazy(
    r"\b(?:whole|entire|both|everyone|everybody)\b"
    r"|\b(?:of|for) (?:the|a|an|my|our|his|her|their|this|that|all|both)"
    r" (?!(?:run|series|sequence|numbers|terms|list|pattern)\b)",
    needs="whole|entire|both|every|of |for ",
)
"""Words of a question that ask for the total of more than the run: "What is the total of the grid?" beside
"Every Sudoku row adds up to 1 + 2 + … + 9", "the total for the whole class"."""
_HOW_MANY = lazy(r"\bhow many ([a-z]+)", needs="how many")
_NUMBERS = lazy(N)
_FIRST_NUMBER = lazy(rf"(?=[(]|{N})")


_ASKED_AFTER = lazy(
    r"(?: -)? (?=(?:so )?(?:how (?:much|many|far)|what is the (?:total|sum)"
    r"|what (?:is|does|do) (?:that|it|this|they)(?: all)? (?:add up to|come to))\b[^;,]*$)",
    needs="how|what is the|add up to|come to",
)
"""The question at the end of a story told in one breath: "… and so on up to 150 how much altogether", "… is
1² + 2² + … + 8², what's that add up to?"."""


_ASKED_FIRST = lazy(r"^((?:so )?how (?:many|much)\b[^;,\d]*?) (?:if|with) (?=[^;]*\d)", needs="how")
"""The question first, the run told after "if" or "with": "How many sit-ups altogether if I do 10 on day 1,
…", "How many bales in a stack with 1 on top, then 2, 3 and so on down to 25 on the bottom"."""


def asked_in_a_story(text: str, read_run: ReadRun) -> Spec | None:
    """A run told in a story with its total asked: among the story's sentences (see `_told_among`), or
    written out in signs beside it (see `_written_beside`); a question told after the story with no stop
    before it is a sentence of its own."""
    if " ; " not in text:
        text = _ASKED_FIRST.sub(r"\1 ; ", _ASKED_AFTER.sub(" ; ", text, count=1), count=1)
    return _told_among(text, read_run) or _written_beside(text, read_run)


def _told_among(text: str, read_run: ReadRun) -> Spec | None:
    """A run told among sentences of a story, with its total asked. One sentence holds the run (read by
    `read_run`, see `_run_in`), one asks for its total and holds no number, and every other sentence holds
    only numbers of the run; no sentence beside the run may hold words that ask for or tell of something else
    ("the odd ones", "after 10 weeks", "how many weeks"): a run told with more than its total asked is left
    alone."""
    if " ; " not in text and not _HOW_MANY_THERE.could_match(text):
        return None
    parts = text.split(" ; ")
    runs = [(part, found) for part in parts if (found := _run_in(part, read_run)) is not None]
    if len(runs) != 1:
        return None
    run, (lead, spec) = runs[0]
    told = set(_NUMBERS.findall(run))
    beside = [lead, *(part for part in parts if part != run)]
    asked = [part for part in beside if _asks_the_total(part, run.removeprefix(lead), text)]
    if len(asked) != 1 or _NUMBERS.search(asked[0]) or _ONE_EACH.search(asked[0]) or _MORE.search(asked[0]):
        return None
    if any(_NOT_THE_WHOLE.search(part) or not set(_NUMBERS.findall(part)) <= told for part in beside):
        return None
    return spec


def _asks_the_total(question: str, run: str, text: str) -> bool:
    """Does the question ask for everything the run counts? "Total saved?", "How many seats are there?"; not
    "how many weeks" when the run counts pounds, nor "how many seats are in the row" when rows are its places.
    What is counted is what the run's numbers count ("3 pages, 6 pages, …") or what the story says it is made
    of ("a pyramid of cannonballs")."""
    counts = _HOW_MANY_THERE.fullmatch(question)
    if counts is None and not _TOTAL.search(question) and not _MOST_POSSIBLE.fullmatch(question):
        return False
    if counts and counts.group(2) and re.search(rf"\b{counts.group(2)}\b", run):
        return False
    counted = _HOW_MANY.search(question)
    if counted is None or counted.group(1) in _NAMES_NOTHING:
        return True
    if _AREA_ASKED.search(question) and _SIDE_BY_SIDE.search(run):
        return True  # "a 1x1 block, then 2x2, … up to 8x8. How many little squares?" counts the squares' area
    return counts_what_is_told(counted.group(1), text.replace(question, " "), run)


_AREA_ASKED = lazy(
    r"\bhow many (?:(?:little|small|tiny|unit|single) (?:squares|tiles|cells)|tiles"
    r"|square (?:feet|foot|metres|meters|inches|yards|units|m|ft|cm))\b",
    needs="how many",
)
"""A question that counts the area of squares told by their sides: "How many little squares?", "How many
square feet?" (not "how many squares", which may count the squares themselves)."""
_NAMES_NOTHING = frozenset({"altogether", "in", "total", "all"})
"""Words after "how many" that name nothing counted: "How many altogether?", "How many in total?"."""


_MONEY_COUNTED = {"pence": r"\d p\b|£", "p": r"\d p\b|£", "pounds": "£", "dollars": r"\$", "euros": "€"}


def counts_what_is_told(noun: str, told: str, run: str = "") -> bool:
    """Is `noun` what the story's numbers count? Told beside a number or after "of" ("3 pages", "a pyramid of
    cannonballs"), as what is stacked or saved ("I'm stacking cans: 12 on the bottom, …"), struck by a clock,
    named by a heading ("Fence posts: …"), or the money its amounts are in ("10p on day 1, …": pence). Never
    a word that only names the places ("in the front row" does not make "how many rows" the seats' total)."""
    one = noun.removesuffix("s")
    if re.search(rf"(?:{N}|…|\bof) {one}", told):
        return True
    if one in _PLACES:
        return False
    if re.search(rf"(?:{_PILED}(?: [a-z]+)?|\b(?:clock|bell)) {one}", told):
        return True
    if re.match(rf"\s*(?:[a-z]+ ){{0,2}}{one}s? ;", told):
        return True  # a heading that names what is counted: "Fence posts: first day we put in 10, then 20, …"
    if noun in _MONEY_COUNTED and re.search(_MONEY_COUNTED[noun], told) is not None:
        return True
    return bool(run) and noun not in told.split() and _UNNAMED_TERMS.fullmatch(run) is not None


_PILE_WORDS = r"on|then|and|so|down|up|to|the|top|bottom|right|all|way|a|,|…|etc"
_UNNAMED_TERMS = lazy(rf"(?:{N}|{_PILE_WORDS})(?: (?:{N}|{_PILE_WORDS}))*")
"""A run of bare numbers, told only by their places in a pile ("1 on top, then 2, 3 and so on down to 25 on
the bottom"): what they count is what the question names, which the story names nowhere else."""


_PLACES = frozenset({
    "row", "layer", "level", "tier", "floor", "shelf", "shelve", "step", "stack", "pile", "day", "week",
    "month", "year", "round", "stage", "time",
})  # fmt: skip
"""Words that may name a run's places, never what it counts: "I'm stacking rows of cans" counts cans."""
_PILED = (
    r"\b(?:stack|pil|build|buil|lay|laid|arrang|plant|collect|sav|stor|pack|fill|display|sell|sold|bak|ma[dk])"
    r"[a-z]*"
)
"""Verbs of making up the run out of things: "stacking bricks", "I'm building a tower of blocks"."""


def _run_in(part: str, read_run: ReadRun) -> tuple[str, Spec] | None:
    """The run a sentence holds, read whole, after the words that lead up to it ("my pocket money goes 2, 4,
    6, … up to 40", "in a tower, floor 1 takes 3 blocks, …"), or told with its terms' places and units (see
    `told_as_written`); and the words that lead up to it."""
    number = _FIRST_NUMBER.search(part)
    starts = [0, *(found.end() for found in re.finditer(" , ", part)), number.start() if number else 0]
    for start in sorted(set(starts)):
        if number and start > number.start():
            break
        if (spec := read_run(part[start:])) is not None:
            return part[:start], spec
    if (found := grown(part)) is not None:
        return found  # before `told_as_written`, which would take "rising by 250 ml" for a term
    told = told_as_written(part)
    if told is not None and (spec := read_run(told[1])) is not None:
        return told[0], spec
    return listed_powers(part) or stepped(part)


_TERM = lazy(rf"{N}(?: \^ [23])?")
_CURRENCY = lazy(r"[£$€₹](?=\d)", needs="£|$|€|₹")
"""A sign before each amount, which says no more than the unit: "$5 in week 1, $10 in week 2, …"."""
_JOINING = frozenset({
    "then", "to", "and", "with", "of", ",", "up", "down", "on", "until", "till", "through", "from", "is",
    "are", "was", "were", "has", "have", "had", "hold", "holds", "at", "in", "by", "the", "a", "an",
})  # fmt: skip
"""Words that join a number to the sentence; any other word before two or more numbers names their places."""
_NEXT = lazy(
    r"^(?: [a-z]+)*(?: ,)(?: (?:and )?then)?(?: [a-z]+)* $|^(?: [a-z]+)* (?:and )?then(?: [a-z]+)* $"
)
"""What comes between two of the first terms: a comma or "then", and the term's unit and place."""
_ON_TO_THE_LAST = lazy(
    r"^(?: [a-z]+)*(?: ,)?(?: (?:and so on|etc|…)(?: ,)?)? (?:(?:all the way|right) )?"
    r"(?:(?:up|down|on|through) to|to|until|till|ending with|ending at|finishing with|finishing at) $"
    r"|^(?: [a-z]+)*(?: ,)? …(?: ,)? $"
)
"""What comes before the last term: "…, and so on up to", "…, down to", "…, and so on, ending with", or the
gap alone: "1 on day 1, 2 on day 2 … 31 on day 31"."""
_NOT_A_TERM = lazy(
    r"\b(?:more|less|fewer|extra|than|times|double|twice|half|plus|minus|another|again|each|per|total|totals"
    r"|altogether|so far|every|left|add\w*|take\w*|took|lost|spent|spend|ha[sdv]e? got|sum|now)\b|[-+*/=]"
)
"""Words that say a number beside them is not a term of its own: "2 more", "I have 10 so far"."""


_ORDINAL = (
    r"(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth"
    r"|\d+ ?(?:st|nd|rd|th)|next|last|final)"
)
_PLACE_NAMED = lazy(
    rf"\b(?:(?:on|for|in|at) )?(?:the |my |our )?{_ORDINAL}"
    r"(?: (?:day|night|week|month|year|round|row|layer|level|tier|card|floor|one|go|game|hole|lap|step|stage"
    r"|shelf|rung|box))?\b(?= ,| ;|$| we\b| i\b| they\b| you\b| he\b| she\b)"
    r"|\b(?:on|for|in) (?:day|week|round|level|night) (?:one|\d+)\b"
    r"|(?<=[a-z\d] )(?:day|week|night) (?:one|two|three|\d+)\b(?= ,| …| and\b| then\b| ;|$)",
)
"""A term's place named by its order ("on the first day", "for the second", "the last one", "on day one",
"2 tablets day one, 4 day two"), which counts nothing: "1 egg on day one, 2 on day two, up to 9 on the
ninth day" is 1, 2, …, 9."""


_SIDE_BY_SIDE = lazy(
    r"(?<!\d \* )(?<!\d by )(?<![\w.])(\d+) (\*|by) \1(?: \2 \1)?(?![\w.]| \*| by)", needs="*| by "
)
"""A square or cube told by its sides, a term of a run: "layers are 1x1, 2x2, 3x3 up to 6x6" is 1², 2², …,
6²."""


_ONE_BEFORE_SIDES = lazy(r"(?<![\w.^] )(?<![\w.^])\b1\b(?! \^)(?=[^\d]*\b2 \^ 2\b)", needs="2 ^ 2")
"""A first 1 before squares told by their sides, 1 × 1: "1 on top, then a 2 by 2 layer, 3 by 3, …"."""


def told_as_written(part: str) -> tuple[str, str] | None:
    """A run told with the place and unit of each term, written out with commas: "a theatre has 20 seats in
    the front row, 22 in the next, 24 in the next, and so on up to 58 seats in the back row" is "20, 22, 24,
    …, 58"; "5 push ups on day 1, 10 on day 2, …" drops the places, numbered by a word said before two or
    more numbers ("day"). Also the words before the first term; None when the part is not such a run."""
    told = part
    part = " ".join(_PLACE_NAMED.sub(" ", _CURRENCY.sub("", part)).split())
    part = _SIDE_BY_SIDE.sub(lambda side: f"{side.group(1)} ^ {side.group().count(side.group(2)) + 1}", part)
    part = _ONE_BEFORE_SIDES.sub("1 ^ 2", part)
    found = list(_TERM.finditer(part))
    before = Counter(part[: term.start()].split()[-1] for term in found if part[: term.start()].split())
    places = {word for word, times in before.items() if times > 1 and word.isalpha() and word not in _JOINING}
    terms = [term for term in found if part[: term.start()].split()[-1:] not in [[place] for place in places]]
    if not 3 <= len(terms) <= 5 or _NOT_A_TERM.search(part):
        return None
    unplaced = re.sub(rf"\b(?:{'|'.join(places)}) \d+\b", "", part) if places else part
    terms = list(_TERM.finditer(unplaced))
    if not 3 <= len(terms) <= 5 or not _AFTER_THE_LAST.fullmatch(unplaced[terms[-1].end() :]):
        return None  # "… up to 60 on day 30, but I missed a day" tells of a run cut short (was 930)
    gaps = [
        f" {' '.join(unplaced[one.end() : two.start()].split())} " for one, two in itertools.pairwise(terms)
    ]
    if not all(_NEXT.match(gap) for gap in gaps[:-1]) or not _ON_TO_THE_LAST.match(gaps[-1]):
        return None
    written = [term.group() for term in terms]
    if not _places_fit(_PLACE_NUMBER.findall(told), written):
        return None
    return unplaced[: terms[0].start()].strip(), " , ".join(written[:-1]) + " , … , " + written[-1]


_AFTER_THE_LAST = lazy(
    r"(?: [a-z]+){0,2}(?: (?:on|in|at|for)(?: (?:the|my|our|its) [a-z]+(?: [a-z]+)?)?)?(?: ,)? ?"
)
"""What may follow a run's last term: its unit and place ("58 seats in the back row", "25 on the bottom")."""


_PLACE_NUMBER = lazy(
    r"\b(?:day|night|week|month|year|round|level|row|layer|tier|step|page|floor|stage|lap)"
    r" (\d+|one|two|three)\b"
)
_PLACES_IN_WORDS = {"one": 1, "two": 2, "three": 3}


def _places_fit(places: list[str], terms: list[str]) -> bool:
    """Do the numbered places told beside a run's terms ("on day 1", "on day 2", "on day 30") go 1, 2, 3, …
    for its first terms, and is a last place told beside the last term that many steps on? "10 on day 3" after
    "5 on day 1", or "150 on day 40" at 5 a day from 5, are told of a run the commas do not write."""
    numbers = [_PLACES_IN_WORDS.get(place) or int(place) for place in places]
    counted = 0
    while counted < len(numbers) and numbers[counted] == counted + 1:
        counted += 1
    rest = numbers[counted:]
    if not rest:
        return True
    if len(rest) > 1 or len(terms) < 3 or any("^" in term for term in terms):
        return False
    first, second, last = (Fraction(term) for term in (terms[0], terms[1], terms[-1]))
    return second != first and (last - first) / (second - first) + 1 == rest[0]


_STEPPED = lazy(
    rf"^(?P<lead>(?:[a-z]+ ){{0,4}}?)(?P<sign>[£$€]?)(?P<first>{N})(?P<unit>p| ?[a-z]+)?"
    r"(?: (?:on|for|in) (?:the )?(?:first|1st|opening) [a-z]+"
    r"| (?:on|for|in) (?:day|week|month|round|level) (?:one|1))?"
    r" , (?:then |and )?(?:(?P<one>a|an|one) (?P<named>[a-z]+)"
    rf"|(?P<step_sign>[£$€]?)(?P<step>{N})(?P<step_unit>p| ?[a-z]+)?)"
    r" (?:more|extra) (?:each|every|a|per) [a-z]+ ,"
    r" (?:and )?(?:ending|finishing|stopping|up to|going up to|until|till)"
    rf"(?: at| on| with)? (?P<last_sign>[£$€]?)(?P<last>{N})(?P<last_unit>p| ?[a-z]+)?"
    r"(?: (?:on|for|in) (?:the )?(?:last|final) [a-z]+)?$",
    needs="more|extra",
)
"""A run told by its first term, its step and its last: "£1 on day one, a pound more every day, ending at
£20"."""
_ONE_OF = {"£": "pound", "$": "dollar", "€": "euro"}


def stepped(part: str) -> tuple[str, Spec] | None:
    """A run told by its first term, the step it grows by each time and its last term: "£1 on day one, a pound
    more every day, ending at £20" is 1 + 2 + … + 20, "5 on the first night, 5 more each night, up to 60" 5 +
    10 + … + 60; and the words before the first term. The step must be told in the terms' own unit ("a
    pound" for pounds, never "5p" beside "£1"), and the run must grow to its last term."""
    found = _STEPPED.match(part)
    if found is None:
        return None
    sign, unit = found["sign"], (found["unit"] or "").strip()
    if found["last_sign"] != sign or (found["last_unit"] or "").strip() not in ("", unit):
        return None
    if found["one"]:
        if found["named"].removesuffix("s") not in (_ONE_OF.get(sign), unit.removesuffix("s") or None):
            return None
        step = "1"
    else:
        if found["step_sign"] != sign or (found["step_unit"] or "").strip() not in ("", unit):
            return None
        step = found["step"]
    first, last = found["first"], found["last"]
    if Fraction(last) <= Fraction(first) or Fraction(step) <= 0:
        return None
    return found["lead"].strip(), ProblemSpec("series", first, last, step)


_PERIOD = r"(?:day|night|week|month|year|round|level|row|layer|tier|step|session|game|lap|floor|shelf)"
_FIRST_PLACE = (
    r"(?:(?:on|in|for) )?(?:the )?"
    rf"(?:(?P<{{0}}>{_PERIOD}) (?:1|one)|(?:first|1st|opening|top|front) {_PERIOD})"
)
_LAST_PLACE = (
    rf"(?:on|in|for|at) (?:the )?(?:{_PERIOD} (?P<last_place>\d+)|(?:last|final|back|top|bottom) {_PERIOD})"
)
_GROWN = lazy(
    rf"^(?:{_FIRST_PLACE.format('lead_period')} (?:, )?)?(?P<lead>(?:[a-z]+ ){{0,4}}?)"
    rf"(?P<sign>[£$€]?)(?P<first>{N})(?P<unit>p| ?[a-z]+(?: [a-z]+)??)?(?: {_FIRST_PLACE.format('period')})?"
    r"(?: ,)?(?: then| and)?"
    r" (?:(?:adding|adds?|going up by|goes up by|go up by|up by|increasing by|increases by|rising by|rises by"
    rf"|growing by|grows by|\+) (?P<step_sign>[£$€]?)(?P<step>{N})(?P<step_unit>p| ?[a-z]+)?(?: more| extra)?"
    rf" (?:each|every|a|per) (?P<step_period>{_PERIOD})"
    rf"|(?:each|every) {_PERIOD} (?:after )?(?:has|holds|gets|takes|is) (?P<more>{N}) (?:more|extra)"
    rf"(?: [a-z]+)? than the (?:one|{_PERIOD}) (?:before|in front)(?: of it)?)"
    r"(?: ,)?(?: and)? (?:ending|finishing|stopping|up to|going up to|until|till)(?: at| on| with)?"
    rf" (?P<last_sign>[£$€]?)(?P<last>{N})(?P<last_unit>p| ?[a-z]+)?(?: {_LAST_PLACE})?$",
    needs="add|up by|increas|rising|rises|grow|+|more|extra",
)
"""A run told by its first term, what each term adds to the one before and its last term: "20 s on day 1, +10
s a day until 110 s on day 10", "1 page on day 1, going up by 1 each day up to 21 pages", "week 1 I run 10
miles, adding 2 each week until 30 miles in the last week", "row A has 16 seats and each row has 2 more than
the one in front, up to 40 in the back row"."""


def _one_unit(*units: str | None) -> bool:
    """Do the units told beside a run's numbers name one thing ("page" and "pages"), or none?"""
    return len({(unit or "").strip().removesuffix("s") for unit in units} - {""}) <= 1


def grown(part: str) -> tuple[str, Spec] | None:
    """A run told by its first term, the step each term adds and its last term (see `_GROWN`), and the words
    before the first term. Its numbers must be in one unit and one currency, the places it names one kind
    ("day 1" with "a day"), and a last term told with its place ("on day 10") must be that many terms on."""
    found = _GROWN.match(part)
    if found is None:
        return None
    if len({found["sign"], found["last_sign"], found["step_sign"] or found["sign"]}) != 1:
        return None
    if not _one_unit(found["unit"], found["last_unit"], found["step_unit"]):
        return None
    periods = {found[name] for name in ("lead_period", "period", "step_period") if found[name]}
    if len(periods) > 1:
        return None
    first, last, step = (
        Fraction(found["first"]),
        Fraction(found["last"]),
        Fraction(found["step"] or found["more"]),
    )
    if last <= first or step <= 0:
        return None
    if found["last_place"] and (last - first) / step + 1 != int(found["last_place"]):
        return None  # "on day 12" is not where the run's steps end
    return found["lead"].strip(), ProblemSpec(
        "series", found["first"], found["last"], found["step"] or found["more"]
    )


_POWERS = lazy(rf"{N} \^ ([23])")
_LISTED = lazy(r"^(?: [a-z]+)*(?: ,)? (?:and|plus) $")


def listed_powers(part: str) -> tuple[str, Spec] | None:
    """Squares or cubes all listed, the last after "and": "my tiered planter holds 1², 2², 3², 4², 5² and 6²
    pots on its six tiers" is 1² + 2² + 3² + 4² + 5² + 6²; and the words before the first. A number after the
    terms may only say how many there are."""
    terms = list(_POWERS.finditer(part))
    if len(terms) < 3 or len({term.group(1) for term in terms}) != 1 or _NOT_A_TERM.search(part):
        return None
    after = _NUMBERS.findall(part[terms[-1].end() :])
    if len(_NUMBERS.findall(part[terms[0].start() : terms[-1].end()])) != 2 * len(terms) or after not in (
        [],
        [str(len(terms))],
    ):
        return None  # a number beside the terms is no term of the sum; "on its 6 tiers" only counts them
    gaps = [f" {' '.join(part[one.end() : two.start()].split())} " for one, two in itertools.pairwise(terms)]
    if not all(gap == " , " for gap in gaps[:-1]) or not _LISTED.match(gaps[-1]):
        return None
    from quickmath.offline.readers.symbols import read_math

    spec = read_math(" + ".join(term.group() for term in terms))
    return (part[: terms[0].start()].strip(), spec) if spec is not None else None


_WRITTEN_TERM = rf"(?:\( ?{N} ?\)|{N})(?: \^ [23])?"
_WRITTEN = lazy(
    rf"{_WRITTEN_TERM}(?: \+ {_WRITTEN_TERM}){{0,2}} \+ … \+ {_WRITTEN_TERM}(?: \+ {_WRITTEN_TERM})?",
    needs="…",
)
"""A run written out in signs, with its gap and its last term: "1² + 2² + … + 12²", "3 + 3.5 + 4 + … + 8"."""
_OTHER_TERMS = r"(?:odds?|evens?|first|last|rest|others?|squares?|cubes?|primes?|multiples?|big|small|large)"
"""Words naming some of a run's terms, not the run: "what do the evens add up to?"."""
_ASKS = lazy(
    r"^(?:(?:so|and|then|ok|okay|now) )?(?:please )?(?:how (?:many|much|far)\b.*"
    r"|(?:(?:what is )?(?:that|this|the|their|its|it)(?: (?:total|sum|answer|number))?"
    r"|(?:what is|find|work out|calculate|compute|evaluate|give me|tell me)"
    r"(?: the (?:total|sum|value|answer|result)"
    r"(?: of(?: (?:these|those|the|all(?: the| these| those)?) [a-z]+)?)?)?"
    rf"|what (?:do|does|did|would|will) (?:it|they|that|this|these|the (?!{_OTHER_TERMS})[a-z]+) (?:all )?"
    r"(?:add up to|add to|come to|make|sum to|total|equal|give)"
    r"|what (?:total|sum|answer) (?:should|would|will|do|did) (?:i|we|you) get)"
    r"(?: (?:altogether|in total|in all|then|please))?"
    r"|(?:the )?(?:total|sum)(?: please)?|i (?:need|want) the (?:total|sum|answer)(?: please)?)$"
)
"""A sentence that asks for the total of a run written out beside it: "How many oranges are there?", "What is
that sum?", "Total?", "What does it add up to?", "What total should I get?", "what is the total of" or
"evaluate" before the run, "What is the total of these sales?" (see `_named_told`); not "What is the total of
all 9 rows?", which counts more than the run."""
_TOTAL_OF = lazy(r"\bof (?:these|those|the|all(?: the| these| those)?) ([a-z]+)$", needs="of")
_ANSWER_ONLY = lazy(
    r"(?: ,)? (?:not|no) (?:a |the |any )?(?:proof|working|workings|explanation|method|steps)"
    r"(?: (?:needed|please|required))?\b|\b(?:just|only) (?=(?:need|want) (?:the )?(?:total|sum|answer)\b)"
    r"|\bi do not need (?:a |the |any )?(?:proof|working|workings|explanation|method|steps)\b(?: ,)?",
    needs="proof|working|explanation|method|steps|just|only",
)
"""Words that ask for the answer alone, which change nothing: "I just need the total, not a proof"."""
_SAYS_WHAT_TO_ADD = lazy(
    r"\b(?:work (?:it|this|that) out|calculate (?:it|this|that)|count (?:it|them)|find (?:it|this|that)"
    r"|do (?:it|this|that)|add (?:it|them) up) (?:as|by|using|with) RUN\b",
    needs="RUN",
)
"""The learner saying the run written out is the question: "How many squares are on a 9 by 9 grid? Work it
out as 1² + 2² + … + 9²"; then what the question counts need not be told."""
_TOLD_IN_WORDS = lazy(
    r"(?:(?<![\w.-])-?\d+(?:\.\d+)? , ){2,}-?\d+(?:\.\d+)? (?:, )?…"
    r"(?: [a-z]+ (?:per|in each|on each|a) [a-z]+)?"
    r"|\bonce\b[^;]*?\btwice\b[^;]*?\b(?:and so on|etc|…)[^;]*?\b\d+ times\b"
    r"|(?<=RUN)(?: [a-z]+)? (?:per|a|each|every|in each|on each) [a-z]+\b",
    needs="…|once|RUN",
)
"""The run told again in other words beside it: "1, 4, 9, 16, … oranges per layer", "strikes once at one,
twice at two, and so on up to 12 times", and what each term counts right after the run written out
("1 + 2 + … + 60 xp per level")."""
_EVERY_TERM = lazy(
    r"\b(?:every|each) (?:single )?(?:number|one|term|value)(?: (?:on|in) (?:it|them|the [a-z]+))?"
    r"(?: (?:just |only )?once)?\b",
    needs="every|each",
)
"""Every term of the run said as one ("if you hit every number once", "add up every number on it"): all of it,
no more ("every other number" and "each number twice" still change the sum)."""
_ASKED_LOOSELY = lazy(r"\b(?:how (?:many|much)|what|total|sum|answer|come to|comes to)\b")
"""A sentence that asks, in any words, beside a run written out: "what would you get?", "what's my score?"."""
_ASKS_ANOTHER_THING = lazy(
    r"\b(?:terms?|numbers|count|digits?|last|first|middle|position|place|which|when|where|who|why"
    r"|how (?:long|often|old)|divisible|factors?|multiples?|primes?|pattern|rule|formula|next|gap|step"
    r"|rows?|layers?|levels?|days?|weeks?|goes|go)\b"
)
"""Words of a question that asks something of the run other than its total: "how many terms?", "which is
the last number?"."""
_QUESTION_AFTER_A_COMMA = lazy(r" , (?=(?:so |and )?(?:how (?:much|many)|what)\b[^;,]*$)", needs="how|what")
_STEP = lazy(
    rf"\b(?:adds?|adding|goes up by|going up by|increases? by|increasing by|rises? by|rising by|grows? by"
    rf"|growing by) (?:another |an extra |a further )?[£$€]?{N}(?: [a-z]+)? (?:more )?(?:each|every|a|per)"
    r" (?:day|week|month|year|time|round|level|row|layer|step|hour|game|floor|lap)\b",
    needs="add|up by|increas|rise|rising|grow",
)
"""The gap said in words beside the run written out: "adds 0.5 km each day"."""
_OVER = lazy(
    rf"\b(?:over|across|in|for) (?:the )?(?:first |next )?{N} (?:days|weeks|months|years|rounds|levels|rows"
    r"|layers|steps|hours|games|turns|laps|floors)\b",
    needs="over|across|in|for",
)
"""How many terms the run has, said beside it: "10 + 20 + … + 200 coins over 20 days"."""
_CHANGES_THE_SUM = lazy(
    r"\b(?:odd|(?<!\bi )(?<!\bwe )(?<!\byou )(?<!\bdo )(?<!\bdoes )even|only|except|skip\w*|miss\w*|not|no"
    r"|half|double|twice|triple|average|mean|left|spent|spend|lost|lose|minus|less|fewer|than|multipl\w*|divid\w*"
    r"|share[sd]?|difference|instead|already|also|another"
    r"|extra|more|plus|bonus|without|but|remain\w*|rest|between|biggest|largest|smallest|middle|again|other"
    r"|too|times|apart|from|each|every|per|apiece|average)\b|n't\b|[-+*/=]"
)
"""Words beside a run written out that may change what is asked: "each of my kids gets 1 + 2 + … + 10"."""
_HOLDS = lazy(r"\b(?:ha[sdv]e?|got|start\w*|began|begin\w*|owe\w*)\b")
"""Words that tell an amount held beside the run: "I have 10 coins. The calendar gives 10 + 20 + …"."""


def _written_beside(text: str, read_run: ReadRun) -> Spec | None:
    """A run written out in signs (read by `read_run`) beside a story that only tells it again, with the
    total asked: "A pyramid of oranges has 1, 4, 9, 16, ... oranges per layer, that is 1² + 2² + ... + 7².
    How many oranges are there?", "Raj runs 3 km on day 1 and adds 0.5 km each day until he runs 8 km: 3 +
    3.5 + 4 + ... + 8. How far does he run in total?". One sentence asks (a number, that total, how many of
    what the story counts), holding no number but the run's ends; the other words may tell the run in words
    (its ends, its places "day 1", its gap "adds 0.5 km each day", how many terms "over 20 days"), nothing
    more: no other number, no word that may change the sum ("each", "more", "not", "twice")."""
    runs = list(_WRITTEN.finditer(text))
    if len(runs) != 1 or (spec := read_run(runs[0].group())) is None:
        return None
    terms = runs[0].group().split(" + ")
    ends = {_NUMBERS.findall(terms[0])[0], _NUMBERS.findall(terms[-1])[0]}
    story = " ".join(_ANSWER_ONLY.sub("", text[: runs[0].start()] + " RUN " + text[runs[0].end() :]).split())
    story = _QUESTION_AFTER_A_COMMA.sub(" ; ", _EVERY_TERM.sub("all", story))
    parts = [part.strip(" ,") for part in story.split(" ; ")]
    asked = [part for part in parts if _ASKS.fullmatch(_without_the_run(part))] or [
        part for part in parts if _asks_loosely(_without_the_run(part))
    ]
    if len(asked) != 1 or _CHANGES_THE_SUM.search(asked[0]) or not set(_NUMBERS.findall(asked[0])) <= ends:
        return None
    if not _named_told(asked[0], story):
        return None
    counted = _HOW_MANY.search(asked[0])
    if counted and not _SAYS_WHAT_TO_ADD.search(story):
        told = _OVER.sub(" ", story.replace(asked[0], " ").replace("RUN", "1"))
        if counted.group(1).removesuffix("s") in _PLACES or not counts_what_is_told(counted.group(1), told):
            return None  # "10 + 20 + … + 200 coins over 20 days. How many days is that?"
    return spec if all(_only_tells(part, ends) for part in parts if part != asked[0]) else None


def _without_the_run(part: str) -> str:
    return " ".join(part.replace("RUN", "").split()).strip(" ,")


def _asks_loosely(part: str) -> bool:
    """Does a sentence beside a run written out ask in other words than `_ASKS` knows ("if you add up all (
    RUN ) what would you get"), with none asking another thing of it ("how many terms", "the next one")?"""
    return _ASKED_LOOSELY.search(part) is not None and _ASKS_ANOTHER_THING.search(part) is None


def _named_told(question: str, story: str) -> bool:
    """Is what the question asks the total of ("the total of these sales") what the story tells the run is
    ("weekly sales went 1,200 + 1,350 + … + 3,000")? Never a word that may name the run's places ("the total
    of the rows"); true when the question names nothing."""
    named = _TOTAL_OF.search(question)
    if named is None:
        return True
    noun = named.group(1)
    told = story.replace(question, " ")
    return noun.removesuffix("s") not in _PLACES and re.search(rf"\b{noun}\b", told) is not None


def _only_tells(part: str, ends: set[str]) -> bool:
    """Does a sentence beside the run written out only tell it again (see `_written_beside`)?"""
    from quickmath.offline.readers.stories import LABEL  # only for a story beside a run written out

    in_words = _TOLD_IN_WORDS.sub(" ", _SECTION.sub(" ", part))
    told = _OVER.sub(" ", _STEP.sub(" ", LABEL.sub(" ", in_words)))
    told = re.sub(rf"\b(?:from )?({N}) (?:to|through|until|till|up to) ({N})\b", _range_of(ends), told)
    numbers = set(_NUMBERS.findall(told))
    if not numbers <= ends or (numbers and _HOLDS.search(told)):
        return False
    changes = _CHANGES_THE_SUM.search(told)
    return changes is None or (told != part and changes.group() in ("each", "every", "per"))


_SECTION = lazy(
    r"\b(?:module|section|unit|lesson|exercise|chapter|worksheet|page|task) \d+(?:\.\d+){0,2}(?![\w.])",
    needs="module|section|unit|lesson|exercise|chapter|worksheet|page|task",
)
"""A number naming a part of a course or a book, dotted or not: "Training module 4.1 asks for 1² + … + 9²"."""


def _range_of(ends: set[str]) -> Callable[[re.Match[str]], str]:
    """The run's ends said as a range ("holds the numbers 1 to 9") tell the run again: left out."""
    return lambda found: " " if {found.group(1), found.group(2)} == ends else found.group()
