"""Guards of runs and powers: a run counted or named in words its reading leaves out, a power dropped or
read where a sum is asked, the two ends of a run read as a sum."""

from __future__ import annotations

import re
from fractions import Fraction

from quickmath.offline.asks import (
    ExpressionSpec,
    FirstOfKind,
    ProblemSpec,
    SeriesByCount,
    SeriesByTerms,
    Spec,
)
from quickmath.offline.reading.guards.shared import GUESSING_READERS, RUNS, Read, numbers_used, operation_of
from quickmath.offline.reading.text import N
from quickmath.patterns import LazyPattern, lazy

_TERMS_COUNTED = lazy(
    r"\bhow many (?:whole |natural |counting |positive |odd |even )?(?:numbers|integers|terms|values)\b",
    needs="how many",
)
_COUNTED_OR_ADDED = lazy(
    r"\bhow many (?:odd |even |square |cube )?(?:multiples|squares|cubes|odds|evens)\b"
    r"|\bhow many(?: are there| is that)?(?: ;)?(?: ,|$)",
    needs="how many",
)
"""A question that counts a run's numbers, or asks their sum beside the run in signs ("How many squares on a
9 by 9 grid? Work it out as 1² + 2² + ... + 9²", "1 + 2 + … + 20, how many is that?")."""
_SUMMED_IN_WORDS = lazy(r"\b(?:sum|total|add\w*|summed|altogether|together|plus|make|makes)\b")


def run_counted(seen: Read) -> bool:
    """Are the numbers of a run counted, not added ("how many numbers from 17 to 45" is 29, not 899; "how many
    multiples of 5 up to 100" is 20, not 1050; "1 + 2 + … + 20, how many numbers is that?" is 20, not 210)?"""
    if seen.operation not in RUNS or _SUMMED_IN_WORDS.search(seen.text):
        return False
    if _TERMS_COUNTED.search(seen.text):
        return True
    return _COUNTED_OR_ADDED.search(seen.text) is not None and "+" not in seen.text


_POWERED = lazy(
    r"(-?[\d.]+) (squared|cubed|to the(?: power(?: of)?)? (?:2nd|2|second)\b|to the)\b",
    needs="squared|cubed|to the",
)
"""A number said with its power: a reading that uses the bare number ("can 10 squared be split evenly into 4
groups?" read as 10 and 4) answers another question."""
_GAP_SAID = lazy(
    r"\bdot dot dot\b|(?:\+|\bplus) (?:[;.]|--|−-|-)(?: (?:[;.]|--|−-|-))* (?:\+|plus\b)"
    r"|(?:\+|\bplus) (?:(?:all the way|right|on) )?(?:up )?(?:to|till|until|thru|through)\b"
    r"|\d(?: [a-z]+)? , (?:and so on ,? )?(?:(?:all the way|right) (?:up )?to|up to|and so on)(?= [£$€]?\d)",
    needs="dot dot dot|; ;|; +|. +|--|−-|- +|to|till|until|thru|through|so on",
)
"""A run's gap said aloud or in marks the notation does not know ("1 plus 2 plus 3 plus dot dot dot plus 10",
"1 + 2 + 3 + .. + 10", "1 + 2 + 3 + up to 10", "2 min, 4 min, 6 min, all the way to 12 min"): only a run may
be read from it, never the terms written."""


_TERMS_NAMED = lazy(
    r"\b(?:sum|total|add(?:ing)? up|added up|sum up)\b((?: [a-z]+)+?) (?=\(?-?\d)", needs="sum|total|add"
)
"""The words between a sum and the first number of its run, which may say what its terms are."""
_RUN_WORDS = frozenset({
    "of", "the", "all", "every", "each", "other", "whole", "natural", "counting", "positive", "consecutive",
    "number", "numbers", "integer", "integers", "square", "squares", "cube", "cubes", "odd", "even",
    "first", "from", "between", "multiple", "multiples", "series", "sequence", "progression", "ap",
    "arithmetic", "terms", "these", "this", "together", "up", "i", "me", "please", "what", "is", "you",
    "can", "a", "an", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
    "to", "through", "thru", "until", "till", "and", "including", "one", "squared", "cubed", "for", "where",
    "when", "as", "goes", "runs", "going", "like", "such", "long", "big", "we", "add", "if",
})  # fmt: skip
"""Words that may stand between a sum and its run: anything else may say what the terms are ("the sum of sqs 1
to 12", "the sum of reciprocals 1 to 10"), which a run read without it would leave out; "a long sum like"
only points to the run after it."""


NUMBERED = (
    r"(?:page|seat|day|stop|house|door|room|locker|ticket|raffle|shirt|bib|peg|box|hole|lane|plot|table"
    r"|chapter|question|step|level|week|card|ball|line|bus|platform|cell|row)"
)
"""Things numbered one by one, whose numbers are a run: "the sum of page numbers 1 to 64" is 1 + 2 + … + 64
(see `readers.numbered_ranges`)."""
_NUMBERED_NAMED = lazy(rf"\b{NUMBERED} (?=numbers\b)", needs="numbers")


_SHORT_KINDS = {"sqs": "sum_of_squares", "sqrs": "sum_of_squares", "sq": "sum_of_squares"}
"""Short names of a run's terms, which a reading of that run keeps (see `readers.run_phrases.read`)."""


_LEFT_OUT = lazy(
    r"\b(?:without|except|excluding|exclude|not counting|not including|leaving out|leave out|apart from"
    r"|skipping|skip|but not|other than)\b",
    needs="without|exclud|except|not counting|not including|leav|apart from|skip|but not|other than",
)
"""Words that leave some terms of a run out ("1 + 2 + … + 10 without adding the evens"), unless they only ask
for the sum without adding every term (see `readers.run_phrases.ASKED_AGAIN`)."""


def part_left_out(seen: Read) -> bool:
    spec, text = seen.spec, seen.text
    if operation_of(spec) not in RUNS or not _LEFT_OUT.search(text):
        return False
    from quickmath.offline.readers.run_phrases import ASKED_AGAIN  # only for a run with words that leave out

    return bool(_LEFT_OUT.search(ASKED_AGAIN.sub("", text)))


_KIND_NAMED = lazy(r"\bfirst -?[\d.]+ ((?:[a-z]+ )+?)(?:numbers?|integers?|terms?)\b", needs="first")
"""The words naming what the first n numbers are: "the first 20 triangular numbers"."""
_KINDS_READ = frozenset({
    "whole", "natural", "counting", "positive", "consecutive", "odd", "even", "square", "cube", "squared",
    "cubed",
})  # fmt: skip


def _kind_unread(spec: Spec, text: str) -> bool:
    """Does a run's reading leave out a kind of number it was told of? "the sum of the first 20 triangular
    numbers" was 1 + 2 + … + 20, "the first 10 fibonacci numbers" 55."""
    if operation_of(spec) not in RUNS or (named := _KIND_NAMED.search(text)) is None:
        return False
    return any(word not in _KINDS_READ for word in named.group(1).split())


_READS_WHAT_TERMS_ARE = frozenset({"numbered_ranges"})
"""Readers that read every word naming a run's terms themselves: "level n is an n by n board. Total tiles for
levels 1 to 9?" is the squares of 1 to 9."""


def terms_unread(seen: Read) -> bool:
    """Does a run's reading leave out a word naming its terms? "sum of sqs 1 to 12" was 1 + 2 + … + 12."""
    spec, text = seen.spec, seen.text
    operation = operation_of(spec)
    if seen.reader in _READS_WHAT_TERMS_ARE:
        return False
    if _kind_unread(spec, text):
        return True
    if operation not in RUNS or (named := _TERMS_NAMED.search(text)) is None:
        return False
    stepped = isinstance(spec, FirstOfKind) or (isinstance(spec, ProblemSpec) and spec.step == "2")
    kept = {*_RUN_WORDS, *(word for word, kind in _SHORT_KINDS.items() if kind == operation)}
    kept |= {"odds", "evens"} if stepped else set()
    words = _NUMBERED_NAMED.sub("", named.group(1)).split()
    return any(word not in kept and len(word) > 1 for word in words)


_BEGUN_IN_WORDS = lazy(r"\b(?:one|a single|just one)\b[^\d;]*$", needs="one|single")


def run_begun_in_words(seen: Read) -> bool:
    """Is a run read from its first term in digits where a term is told before it in words ("one cupcake at
    the very top then two under it then three then four and so on all the way down to twelve" was read from
    2, 77)?"""
    spec = seen.spec
    if not isinstance(spec, SeriesByTerms) or len(spec.terms) < 2:
        return False
    start, then = Fraction(spec.terms[0]), Fraction(spec.terms[1])
    if start - (then - start) != 1:
        return False  # "quick one pls what's 1² + 2² + … + 15²": no one before it is a term
    first = re.search(rf"(?<![\w.]){re.escape(spec.terms[0])}(?![\w.])", seen.text)
    return first is not None and _BEGUN_IN_WORDS.search(seen.text[: first.start()]) is not None


_RUN_ENDS = lazy(rf"\b(?:from )?({N}) up to ({N})\b|\bfrom ({N}) to ({N})\b", needs="up to|from")
"""The two ends of a run ("1 up to 20 high", "rows from 1 to 15"): a sum or product of the two ends answers
another question than the run's total (was 21 for "staircase of blocks, 1 up to 20 high")."""


def both_numbers_in(spec: ProblemSpec, pairs: LazyPattern, text: str) -> bool:
    """Are the spec's two numbers those of one match of `pairs` (either of its two pairs of groups)?"""
    return any(
        {spec.a, spec.b} <= {found.group(1), found.group(2)} | {found.group(3), found.group(4)}
        for found in pairs.finditer(text)
    )


def ends_of_a_run(seen: Read) -> bool:
    """Are the two numbers of a sum, product or share the two ends of a run the text tells ("from 1 to 15",
    "1 up to 20"), or those of a reading guessed from a story the ends of a range said ("1 to 20"; "every
    segment number on a dartboard, 1 through 20" was 1 × 20)?"""
    reader, spec, text = seen.reader, seen.spec, seen.text
    if not isinstance(spec, ProblemSpec) or spec.operation not in ("+", "*", "/"):
        return False
    if both_numbers_in(spec, _RUN_ENDS, text):
        return True
    return reader in GUESSING_READERS and any(
        {to or through, last} == {spec.a, spec.b} for to, through, last in _RANGE_SAID.findall(text)
    )


_RUN_OR_POWER_TOLD = lazy(
    r"\b(?:every |all (?:of )?(?:the )?)(?:[a-z]+ ){0,2}?(?:whole |even |odd |house )?"
    r"(?:numbers?|integers?)\b"
    r"|\binclusive\b|\b(?:even|odd) ?-? ?numbered\b"
    r"|\braised to\b|\bto the (?:\d+(?:st|nd|rd|th)? )?power\b|\bpower of\b|\bexponent\b",
    needs="every|all |inclusive|numbered|raised|power|exponent",
)
"""A run ("every whole number between 1 and 20 inclusive", "every even-numbered house") or a power ("3 raised
to the power 4") told in a story: no + − × ÷ of its two numbers."""


def run_or_power_read_as_two_numbers(seen: Read) -> bool:
    """Is a run or a power told in a story read as one step of its two numbers ("add every whole number
    between 1 and 20 inclusive" was 1 × 20, "work out 3 raised to the power 4" was 3 + 4)?"""
    spec = seen.spec
    return (
        seen.reader in GUESSING_READERS
        and isinstance(spec, ProblemSpec)
        and spec.operation in ("+", "-", "*", "/")
        and _RUN_OR_POWER_TOLD.search(seen.text) is not None
    )


_GOES_ON = lazy(
    r"\band so on\b|\bso forth\b|\betc\b|(?:(?<=[\d,+×*])|(?<=[\d,+×*] ))…"
    r"|\ball the way (?:up |down )?to\b|\bgoing all the way\b",
    needs="so on|so forth|etc|…|all the way",
)
_POWER_SAID = lazy(r"\b(?:squared|cubed)\b", needs="squared|cubed")


def run_going_on_read_as_its_numbers(seen: Read) -> bool:
    """Is a run the text says goes on after its numbers ("£2, £4, £6 and so on in £2 steps up to £50", "the
    set number squared, starting at set 1 and going all the way to set 30") read as a sum of the numbers
    written (was 2 + 4 + 6 + 2 + 50), or as one step of two of them (was 1 × 30)? The terms it leaves out are
    the run's; an ellipsis in words before them ("brain's fried... 78 + 56?") is a pause."""
    spec, text = seen.spec, seen.text
    if not _GOES_ON.search(text):
        return False
    if isinstance(spec, ExpressionSpec):
        return "+" in spec.text and not re.search(r"[×÷^]", spec.text)
    if not isinstance(spec, ProblemSpec) or spec.operation not in ("+", "-", "*", "/"):
        return False
    return seen.reader in GUESSING_READERS or (_POWER_SAID.search(text) is not None and spec.a != spec.b)


_ONE_ADDED_TO = lazy(r"\badd(?:ing)? 1 to (\d+)\b", needs="add")
_WAY_ASKED = lazy(
    r"\b(?:quick\w*|fast\w*|trick\w*|shortcut\w*|easy way|way to|how (?:do|to|can|would|does|did))\b",
    needs="quick|fast|trick|shortcut|way|how",
)


def one_added_to_a_run_end(seen: Read) -> bool:
    """Is "add 1 to 100" read as 100 + 1 where a quick way is asked ("quick way to add 1 to 100?" was 101)? A
    trick for it is Gauss's run 1 + 2 + … + 100 as often as one more than 100: which is meant is asked."""
    spec = seen.spec
    if not isinstance(spec, ProblemSpec) or spec.operation != "+" or not _WAY_ASKED.search(seen.text):
        return False
    return any({spec.a, spec.b} == {"1", end} and int(end) >= 10 for end in _ONE_ADDED_TO.findall(seen.text))


_KIND_OF_TERMS = lazy(
    r"\b(odd|even)(?:s| (?:ones?|numbers?|terms?|integers?|squares|cubes|positions|places))\b",
    needs="odd|even",
)
"""Words asking for the odd or the even terms of a run: "1 + 2 + … + 20. What do the evens add up to?"."""
_SOME_TERMS = lazy(
    r"\b(?:the|those|these) (?:[a-z]+ )?ones\b|\bprimes?\b|\bprime numbers\b", needs="ones|prime"
)
"""Words asking for some of a run's terms only: "What do the big ones add up to?" (was the whole run)."""


def other_kind_asked(seen: Read) -> bool:
    """Does the text ask for some of a run's terms, or for its odd or even terms when it has others too? Then
    the whole run's sum is another number ("1 + 2 + 3 + … + 20. What do the evens add up to?" was 210)."""
    spec, text = seen.spec, seen.text
    if operation_of(spec) not in RUNS:
        return False
    if _SOME_TERMS.search(text):
        return True
    return any(not _all_of_kind(spec, found.group(1)) for found in _KIND_OF_TERMS.finditer(text))


def _all_of_kind(spec: Spec, kind: str) -> bool:
    """Are all the run's terms odd (or even): whole, of that kind, an even gap apart?"""
    if isinstance(spec, FirstOfKind):
        return spec.kind == kind
    if isinstance(spec, ProblemSpec):
        numbers, gap = [spec.a, spec.b], spec.step if spec.operation == "series" or spec.a == spec.b else "1"
    elif isinstance(spec, SeriesByTerms):
        numbers, gap = [*spec.terms, *spec.tail, spec.last], _gap_of(spec.terms)
    elif isinstance(spec, SeriesByCount):
        numbers, gap = list(spec.terms), spec.gap or _gap_of(spec.terms)
    else:
        return False
    values = [Fraction(number) for number in [*numbers, gap]]
    if any(value.denominator != 1 for value in values):
        return False
    wanted = 1 if kind == "odd" else 0
    return values[-1].numerator % 2 == 0 and all(value.numerator % 2 == wanted for value in values[:-1])


def _gap_of(terms: tuple[str, ...]) -> str:
    return str(Fraction(terms[1]) - Fraction(terms[0])) if len(terms) > 1 else "1"


_RANGE_SAID = lazy(
    rf"(?<![\w.])(?:(?<!\badd )(?<!\badding )(?<!\badded )({N}) (?:up )?(?:to|till|until)"
    rf"|({N}) (?:up )?(?:through|thru)) ({N})(?![\w.:])",
    needs="to|till|until|through|thru",
)
"""Two numbers said as the ends of a range ("a staircase of blocks, 1 up to 20 high"): a run, or a count of
the numbers in it, never the sum of its two ends (was 21); "add 5 to 20" is a sum, but "add 1 through 100"
is a run (was 101)."""


_HAD_ON_PLACES = lazy(
    r"\b(?:i|we|he|she|they|you) (?:have|had|has|ve got|got|hold|held|keep|kept)\b[^;]*?"
    r"\b(?:on|in|at|by|after) (?:the )?(?:day|week|month|year|night|level|round|step) 1\b",
    needs="have|had|has|got|hold|held|keep|kept",
)
"""Amounts someone has on each day ("I have £1 on day 1, £2 on day 2, … up to £30 on day 30"): what has
built up by each day, whose total is the last, or what comes in each day, whose total is their sum?"""


_RUN_PLACES_COUNTED = lazy(
    r"\bhow many (?:rows|layers|levels|tiers|floors|shelves|stages|rounds|days|weeks|months|years|terms)\b",
    needs="how many",
)
"""A question that counts a run's places, not what it adds up: "A pyramid has 1 + 2 + … + 7 oranges. How many
layers are there?" is 7, never 28."""


_SUM_OF_A_RANGE = lazy(
    rf"\b(?:sum|total)(?: of)? (?:(?:all )?the (?:numbers|integers) )?{N} - {N}$", needs="sum|total"
)
"""A sum of a range written with a dash: "the sum of 100-1" is no subtraction; "the sum of 1-100" is read as a
run (see `readers.run_phrases`), the other way round it is asked back."""


_ONE_NAME_OVER_PARTS = lazy(
    r"\b(?:sum|total|product|difference|quotient) (?:of|between) (?:the )?\(? ?-?[\d.]+ ?\)?"
    r" (?:squared|cubed|\^ [\d.]+|(?:raised )?to the [a-z\d ]+?) (?:,|and)\b",
    needs="sum|total|product|difference|quotient",
)
"""One answer named over powers a message was cut between: "the sum of 3 squared and 4 squared times 2" asks
no square on its own."""


_RAISED = lazy(
    r"(?<![\w.])-?\d[\d.]*(?: \))? (?:squared|cubed|sqrd|\^ \d|to the (?:power|\d|[a-z]+th\b))",
    needs="squared|cubed|sqrd|^|to the",
)
"""A number raised to a power: "3 squared", "2 ^ 5", "4 to the power 3"."""


def powers_dropped(seen: Read) -> bool:
    """Does a sum or difference read leave out the powers its numbers were raised to? "add 1 squared and 2
    squared and 3 squared" was 1 + 2 + 3."""
    spec, text = seen.spec, seen.text
    if isinstance(spec, ProblemSpec):
        added = spec.operation in ("+", "-")
    else:
        added = isinstance(spec, ExpressionSpec) and not re.search(r"[\^²³×*]", spec.text)
    return added and _RAISED.search(text) is not None


_JOINED = r"(?: ,| and| to| through| ,? and so on ,?| ,? \.\.\. ,?)"
_POWERS_OF_NUMBERS = lazy(
    r"\b(?:squares?|cubes?|square roots?|cube roots?|reciprocals?|factorials?) of"
    rf" (?:the )?(?:numbers )?(?:from )?(\(?-?\d[\d.]*(?:{_JOINED} -?\d[\d.]*)*)"
    r"|(?<!\ba )(?<!\bthe )(?<!\bon )(?<!\bat )(?<!\bfrom )(?<!\bof )\b(?:square|cube|squaring|cubing)"
    rf"(?: each of| all of| each| all)? (?:the )?(?:numbers )?(-?\d[\d.]*(?:{_JOINED} -?\d[\d.]*)+)",
    needs="square|cube|root|reciprocal|factorial",
)
"""Numbers said to be raised, rooted or turned over before they are used ("add up the squares of 4, 5, 6 and
7", "the sum of the cubes of 2 to 5"), or a list of them said to be ("square 4, 5, 6 and 7 and add the
squares"; not "on square 47")."""


def _listed(numbers: str) -> list[str]:
    return re.findall(r"\d[\d.]*", numbers)


def powers_of_numbers_dropped(seen: Read) -> bool:
    """Does a reading use numbers as they are told where they are said to be squared, cubed or otherwise
    changed first? "add up the squares of 4 , 5 , 6 and 7" was 4 + 5 + 6 + 7 = 22, "add up the cubes of 2 ,
    3 , 4 and 5" was 14. A power, a run of squares or cubes, or a calculation with its powers keeps them."""
    raised = {
        number
        for found in _POWERS_OF_NUMBERS.finditer(seen.text)
        for number in _listed(found.group(1) or found.group(2))
    }
    if not raised or not raised & set(numbers_used(seen) or raised):
        return False
    spec = seen.spec
    if isinstance(spec, SeriesByTerms):
        return spec.power == 1
    if isinstance(spec, ExpressionSpec):
        return not re.search(r"[\^²³]|\*\*", spec.text)
    if isinstance(spec, ProblemSpec):
        kept = {"power", "sum_of_squares", "sum_of_cubes"}
        return spec.operation not in kept and not (spec.operation == "*" and spec.a == spec.b)
    return True


_SUM_ASKED = lazy(r"\b(?:sum|total|add up|added up)\b", needs="sum|total|add")
_SHAPE_OR_POWER = lazy(r"\d (?:square|cube)\b", needs="square|cube")
"""A number then "square" or "cube", a power ("3 cube is how much") or a shape ("a 4 square garden"): never
read with words the coach does not know beside it."""


_POWER_LOST_BY = frozenset({"+", "-", "*", "/", "remainder", "divisible"})


def loses_a_power(seen: Read) -> bool:
    """Does the reading use a number the text raises to a power as it stands? "5 squared" read as 5 × 5 keeps
    it; "can 10 squared be split evenly into 4 groups?" read as 10 and 4 loses it."""
    spec, text = seen.spec, seen.text
    if not isinstance(spec, ProblemSpec) or spec.operation not in _POWER_LOST_BY:
        return False
    powers = _POWERED.findall(text)
    if spec.operation == "*" and spec.a == spec.b:  # a square kept, but "4 cubed" read as 4 × 4 loses it
        return any(base == spec.a and power in ("cubed", "to the") for base, power in powers)
    return any(base in (spec.a, spec.b) for base, _ in powers)


def one_answer_over_powers(seen: Read) -> bool:
    """A piece cut from a message that names one answer over powers (see `_ONE_NAME_OVER_PARTS`)."""
    return seen.reader == "pieces" and _ONE_NAME_OVER_PARTS.search(seen.text) is not None


def run_places_counted(seen: Read) -> bool:
    """A run read where its places are counted (see `_RUN_PLACES_COUNTED`)."""
    return seen.operation in RUNS and _RUN_PLACES_COUNTED.search(seen.text) is not None


def sum_of_a_range_taken_away(seen: Read) -> bool:
    """ "the sum of 100-1" read as 100 − 1 (see `_SUM_OF_A_RANGE`)."""
    return seen.operation == "-" and _SUM_OF_A_RANGE.search(seen.text) is not None


def had_on_places(seen: Read) -> bool:
    """A run read of amounts someone has on each day (see `_HAD_ON_PLACES`)."""
    return seen.operation in RUNS and _HAD_ON_PLACES.search(seen.text) is not None


def gap_said(seen: Read) -> bool:
    """A run's gap said aloud, read as anything but a run (see `_GAP_SAID`)."""
    return seen.operation not in RUNS and _GAP_SAID.search(seen.text) is not None


def power_of_a_sum(seen: Read) -> bool:
    """A power read where a sum is asked: "the sum of the numbers of the 1 to the 50" is no 1⁵⁰."""
    return seen.operation == "power" and _SUM_ASKED.search(seen.text) is not None


def square_beside_chatter(seen: Read) -> bool:
    """ "6 square is how much fencing": a 6 square's fence is no 6² (see `_SHAPE_OR_POWER`)."""
    return (
        seen.reader == "chatter"
        and seen.operation in ("power", "*")
        and _SHAPE_OR_POWER.search(seen.text) is not None
    )


_PLACES = (
    r"(?:level|day|week|round|row|lap|term|step|turn|stage|game|match|year|month|layer|floor|session|box)"
)
_ONE_PLACE_ASKED = lazy(
    rf"\b(?:for|on|in|at|of|reach|reaching|to) (?:the )?{_PLACES} {N}\b(?! (?:and|to|through|-) )"
    rf"|\b{_PLACES} {N} (?:worth|alone|only|on its own|by itself)\b"
    rf"|\bthe (?:\d+(?:st|nd|rd|th)|last|final|next|first) (?:{_PLACES}|one|term)\b",
    needs="level|day|week|round|row|lap|term|step|turn|stage|game|match|year|month|layer|floor|session|box"
    "|last|final|next|first",
)
"""One place of a run asked, or the run up to a place ("1 + 2 + … + 60 xp per level, how much xp for level
60?", "what is level 10 worth?", "the next lap")."""


_CHANGED_AFTER = lazy(
    r"\b(?:doubled?|tripled?|trebled?|halved?|times (?:two|three|2|3))\b(?![- ]?check)",
    needs="double|triple|treble|halve|times",
)
"""A run's sum changed after it is told ("1 + 2 + … + 60 xp per level, doubled on weekends")."""


def one_place_asked(seen: Read) -> bool:
    """Is a run's sum read where the question, after the run, asks one of its places or the run up to one
    ("1 + 2 + … + 60 xp per level, how much xp for level 60?" was 1830)?"""
    if seen.operation not in RUNS:
        return False
    at = max(seen.text.rfind(" ; "), seen.text.rfind(" , "))
    return at >= 0 and _ONE_PLACE_ASKED.search(seen.text, at) is not None


_EDGE_ASKED = lazy(
    r"\b(?:on|at|in|for) (?:the )?(?:bottom|top|back|front|middle)\b", needs="bottom|top|back|front|middle"
)
_QUESTION_BEFORE = lazy(
    r"^(?:[^;]* ; )*?(?P<asked>[^;]*?\bhow (?:many|much)\b[^;]*?) (?:if|when|with) ", needs="how"
)


def place_asked_before_the_run(seen: Read) -> bool:
    """Is a run's sum read where the question, told before the run, asks one of its places ("How many bales on
    the bottom row if I stack 1 on top, then 2, 3 and so on down to 25 on the bottom?" was 325)?"""
    if seen.operation not in RUNS:
        return False
    before = _QUESTION_BEFORE.search(seen.text)
    if before is None:
        return False
    asked = before.group("asked")
    return _ONE_PLACE_ASKED.search(asked) is not None or _EDGE_ASKED.search(asked) is not None


def run_changed_after(seen: Read) -> bool:
    """Is a run's sum read where a word after the run changes it ("1 + 2 + … + 60 xp per level, doubled on
    weekends, what's the total" was 1830)?"""
    if seen.operation not in RUNS:
        return False
    at = seen.text.find(" , ")
    return at >= 0 and _CHANGED_AFTER.search(seen.text, at) is not None


_NUMBERED_COUNTED = lazy(rf"\bhow many ({NUMBERED})s?\b", needs="how many")


def numbered_things_counted(seen: Read) -> bool:
    """A run read where the things it numbers are counted: "Page numbers 1 to 30. How many pages?" is 30 (was
    465)."""
    if seen.operation not in RUNS or (counted := _NUMBERED_COUNTED.search(seen.text)) is None:
        return False
    return re.search(rf"\b{counted.group(1)} numbers\b", seen.text) is not None


GAUSS_ADDING = lazy(
    rf"\bgauss(?: s)? (?:[a-z]+ )?(?:adding|added|adds|add|summing|summed|sums)(?: up)?(?: all)?"
    rf"(?: the (?:numbers|integers))?(?: from)? {N} (?:to|through|thru) {N}\b",
    needs="gauss",
)
"""Gauss adding a range, the story of the run's sum: "Gauss adding 1 to 100" adds 1 + 2 + … + 100."""


def gauss_range_added(seen: Read) -> bool:
    """Is Gauss adding a range read as anything but its run ("my old maths master told us about Gauss adding 1
    to 100" was 100 + 1)?"""
    return seen.operation not in RUNS and GAUSS_ADDING.search(seen.text) is not None
