"""Runs told in a story, with the total asked: "I'm saving 5 more each week: 5, 10, 15, up to 260. How much
will I have saved in total?", "A theatre has 20 seats in the front row, 22 in the next, 24 in the next, and so
on up to 58 seats in the back row. How many seats are there?". Not a reader of its own: `written_runs` and
`counted_runs` read the run, and this finds it among the sentences around it."""

from __future__ import annotations

import itertools
import re
from collections import Counter
from collections.abc import Callable

from quickmath.offline.asks import Spec
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
    r"|are in (?:the|this|that|my|our|his|her|their) ([a-z]+)"
    r"|(?:does|do) (?:it|they|he|she) (?:hold|have|make|need|take|use)))?(?: if [a-z ,]+)?$",
    needs="how many",
)
"""A question that counts everything the run counts: "How many seats are there?", "How many logs are in the
woodpile if the rows hold …"."""
_NOT_THE_WHOLE = lazy(
    r"\b(?:odd|even|only|except|skip\w*|miss\w*|not|half|double|twice|triple|average|mean|left|spent|spend|lost"
    r"|lose|minus|less|fewer|than|times|multipl\w*|divid\w*|share[sd]?|biggest|largest"
    r"|smallest|last|first|next|middle|between|difference|when|which|where|how long|how often|how old|after"
    r"|before|until|till|by|within|stop\w*|since|from|instead)\b|n't\b|[-+*/^=]"
)
"""Words beside a run that may ask for, or tell of, something other than the whole run added."""
_ONE_EACH = lazy(r"\b(?:each|every|per|apiece)\b", needs="each|every|per|apiece")
"""Words of a question that asks for a share, not the total: "How much does each get in total?"."""
_HOW_MANY = lazy(r"\bhow many ([a-z]+)", needs="how many")
_NUMBERS = lazy(N)
_FIRST_NUMBER = lazy(rf"(?=[(]|{N})")


def asked_in_a_story(text: str, read_run: ReadRun) -> Spec | None:
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
    if len(asked) != 1 or _NUMBERS.search(asked[0]) or _ONE_EACH.search(asked[0]):
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
    if counts is None and not _TOTAL.search(question):
        return False
    if counts and counts.group(2) and re.search(rf"\b{counts.group(2)}\b", run):
        return False
    counted = _HOW_MANY.search(question)
    if counted is None:
        return True
    told = text.replace(question, " ")
    return re.search(rf"(?:{N}|\bof) {counted.group(1).removesuffix('s')}", told) is not None


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
    told = told_as_written(part)
    if told is not None and (spec := read_run(told[1])) is not None:
        return told[0], spec
    return listed_powers(part)


_TERM = lazy(rf"{N}(?: \^ [23])?")
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
)
"""What comes before the last term: "…, and so on up to", "…, down to", "…, and so on, ending with"."""
_NOT_A_TERM = lazy(
    r"\b(?:more|less|fewer|extra|than|times|double|twice|half|plus|minus|another|again|each|per|total|totals"
    r"|altogether|so far|every|left|add\w*|take\w*|took|lost|spent|spend|ha[sdv]e? got|sum|now)\b|[-+*/=]"
)
"""Words that say a number beside them is not a term of its own: "2 more", "I have 10 so far"."""


def told_as_written(part: str) -> tuple[str, str] | None:
    """A run told with the place and unit of each term, written out with commas: "a theatre has 20 seats in
    the front row, 22 in the next, 24 in the next, and so on up to 58 seats in the back row" is "20, 22, 24,
    …, 58"; "5 push ups on day 1, 10 on day 2, …" drops the places, numbered by a word said before two or
    more numbers ("day"). Also the words before the first term; None when the part is not such a run."""
    found = list(_TERM.finditer(part))
    before = Counter(part[: term.start()].split()[-1] for term in found if part[: term.start()].split())
    places = {word for word, times in before.items() if times > 1 and word.isalpha() and word not in _JOINING}
    terms = [term for term in found if part[: term.start()].split()[-1:] not in [[place] for place in places]]
    if not 3 <= len(terms) <= 4 or _NOT_A_TERM.search(part):
        return None
    unplaced = re.sub(rf"\b(?:{'|'.join(places)}) \d+\b", "", part) if places else part
    terms = list(_TERM.finditer(unplaced))
    if not 3 <= len(terms) <= 4 or _NUMBERS.search(unplaced[terms[-1].end() :]):
        return None
    gaps = [
        f" {' '.join(unplaced[one.end() : two.start()].split())} " for one, two in itertools.pairwise(terms)
    ]
    if not all(_NEXT.match(gap) for gap in gaps[:-1]) or not _ON_TO_THE_LAST.match(gaps[-1]):
        return None
    written = [term.group() for term in terms]
    return unplaced[: terms[0].start()].strip(), " , ".join(written[:-1]) + " , … , " + written[-1]


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
