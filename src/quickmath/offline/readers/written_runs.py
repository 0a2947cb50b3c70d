"""Runs written out term by term: 1 + 2 + … + 100, 2 + 4 + 6 + … + 50, 1² + 2² + … + 10²,
"1, 2, 3, …, 100"."""

from __future__ import annotations

import re
from collections.abc import Callable
from fractions import Fraction
from itertools import pairwise

from quickmath.offline.asks import ProblemSpec, SeriesByTerms, Spec
from quickmath.offline.readers import run_phrases
from quickmath.offline.readers.run_phrases import powers
from quickmath.offline.reading.text import FILLERS, N, without_fillers
from quickmath.patterns import lazy, mentions

_SUM_WORDS = lazy(
    r"\b(?:add(?:ing)? (?:(?:these|them|those) )?(?:up|together)|added(?: up| together)?|summed(?: up)?"
    r"|sum up"
    r"|(?:the )?(?:sum|total|amount) of|total|sum|altogether|all together"
    r"|in total)\b"
    r"(?: (?:the|this|an|a) (?:(?:arithmetic|ap|number) )?(?:series|sequence|progression|numbers)\b)?"
)
_TERM = lazy(rf"\(? ?({N}) ?\)?(?: \^ ([23]))?")
_PRODUCT = lazy(rf"({N}) \* \1(?: \* (\1))?")


_ONWARDS = (
    r"(?:(?:all the way|right) )?"
    r"(?:up to|up till|up until|on to|onwards to|through to|through|thru|until|till)"
)
_UP_TO = lazy(
    rf"((?:{N} , ){{2,}}{N})(?: ,)? {_ONWARDS}(?= {N}\b)", needs="up to|on to|onwards|through|thru|until|till"
)
"""Three or more terms and then "up to" the last: "5, 10, 15, up to 260" has its gap said in words."""


_POWERED_TERMS = lazy(
    rf"\b(?:the )?(squares|cubes) of ((?:(?:{N}|…) , )+{N}"
    rf"(?:(?: ,)? (?:and so on|etc)(?: ,)? (?:(?:all the way|right) )?(?:up to|to|until|through to|through)"
    rf" {N})?)",
    needs="squares of|cubes of",
)
"""Terms written once under one power: "the cubes of 1, 2, 3 up to 9" is 1³ + 2³ + 3³ + … + 9³, "the
squares of 1, 2, 3 and so on up to 50" is 1² + 2² + 3² + … + 50²."""
_ALL_THE_WAY = lazy(
    r"(?<=\d|d) (?:, )?(?:(?:\+|plus) )?(?:all the way|right) (?:up )?to (?=\(?-?\d)",
    needs="all the way|right up|right to",
)
"""The gap said as "all the way to" between terms: "1 squared plus 2 squared all the way to 30 squared"."""
_SUMMED_TERM = r"-?\d+(?:\.\d+)?(?: \^ [23]| squared| cubed)?"
_ADDED_UP_TO = lazy(
    rf"((?<![\w.]){_SUMMED_TERM}(?: (?:\+|plus) {_SUMMED_TERM})+)(?: ,)?(?: (?:\+|plus|and))? {_ONWARDS}"
    rf" (?={_SUMMED_TERM}(?: [;,=]|$| (?:how much|how many|is how|makes?|total|in total|altogether|what)\b))",
    needs="up to|on to|onwards|through|thru|until|till",
)
"""Terms added, then "up to" the last: "1 squared plus 2 squared up to 5 squared", "3 + 6 + 9 up to 30",
"1 + 2 + 3 + till 10", "1 plus 2 plus 3 until 20 how much?"."""
_GAP_MARKS = lazy(r"(?<=\+) (?:[;.]|--|−-)(?: (?:[;.]|--|−-))* (?=\+)", needs="; |. |--|−-")
"""The gap in marks other than dots between two "+": "1 + 2 + 3 + .. + 10", "1 + 2 + 3 + -- + 10"."""
_DOTS = lazy(r"(?:\bdot ){2}dot\b", needs="dot dot dot")
"""The gap said aloud: "1 plus 2 plus 3 plus dot dot dot plus 10"."""
_BARE_GAP = lazy(rf"(\d [,+] {N}) … (?=\(?-?\d)", needs="…")
"""The gap with nothing either side of it, after two or more terms: "5, 10, 15 ... 100"."""
_ONE_SIDED_GAP = lazy(
    rf"({N}(?: \^ \d)? \+ {N}(?: \^ \d)?) … (?=\+ )|({N}(?: \^ \d)? \+ {N}(?: \^ \d)? \+ …) (?=\(?-?\d)",
    needs="…",
)
"""The gap with its sign on one side only, after two terms or more: "1 + 2 + 3 … + 30", "2 + 4 + 6 + … 50"."""
_EQUALS_ASKED = lazy(r"(?<=\d) = ;(?=(?: [a-z]+)?$)", needs="= ;")
"""The sum asked by an equals sign and a question mark after its last term: "1² + 2² + … + 8² = ? pls" (the
words after, if any, must be fillers for the run to read)."""
_OF_A_KIND = lazy(r"\b(?:the )?(odd|even) numbers\b", needs="odd numbers|even numbers")
"""A run written out that says its kind: "add the even numbers 2 + 4 + 6 + … + 50"."""
_FIRST_TERM = lazy(rf"{N}")


def _powered(match: re.Match[str]) -> str:
    power = " ^ 2" if match.group(1) == "squares" else " ^ 3"
    return _FIRST_TERM.sub(lambda number: number.group() + power, match.group(2))


def _without_its_kind(text: str) -> str | None:
    """The text without the kind it says ("the even numbers"), when every term written after it is of that
    kind; None when one is not ("the odd numbers 2 + 4 + …", "the odd numbers 1 + 2 + 3 + … + 20" say two
    things)."""
    kind = _OF_A_KIND.search(text)
    if kind is None:
        return text
    wanted = "13579" if kind.group(1) == "odd" else "02468"
    terms = [
        found.group()
        for found in _FIRST_TERM.finditer(text, kind.end())
        if not text[: found.start()].endswith("^ ")  # a power's exponent is no term
    ]
    if not terms or any("." in term or term[-1] not in wanted for term in terms):
        return None
    return " ".join((text[: kind.start()] + text[kind.end() :]).split())


def term(part: str) -> tuple[str, int] | None:
    """One written term: 7 → (7, 1); 7 ^ 2, 7 squared, 7 * 7 → (7, 2); 7 ^ 3, 7 cubed, 7 * 7 * 7 → (7, 3)."""
    part = re.sub(r" squared$", " ^ 2", re.sub(r" cubed$", " ^ 3", part))
    if product := _PRODUCT.fullmatch(part):
        return product.group(1), 3 if product.group(2) else 2
    if match := _TERM.fullmatch(part):
        return match.group(1), int(match.group(2) or 1)
    return None


_MIDLINE_GAP = lazy(r"⋯|\bone (?=squared\b|cubed\b|\^ [23]\b)", needs="⋯|one squared|one cubed|one ^")
"""The gap written as a maths ellipsis, "1 + 2 + ⋯ + 200", and "one" as the first term, "one squared plus 2
squared and so on", which the number reader leaves as a word."""


_BRACKETED = lazy(r"\( (.+ … .+) \)", needs="(")
"""A whole run in brackets, as it is written beside its question: "( 1 ^ 2 + 2 ^ 2 + … + 12 ^ 2 )"."""


_ONE_A_LINE = lazy(rf"(?<![\w.^] )(?<![\w.^])(?:(?:{N} \^ [23]|…) ){{2,}}{N} \^ [23](?![\w.]| \^)", needs="^")
"""Powers written one a line, which the lines leave side by side with nothing between them: "Sum these:
⏎ 1³ ⏎ 2³ ⏎ … ⏎ 7³" reads "1 ^ 3 2 ^ 3 … 7 ^ 3"; nothing else writes two powers side by side."""


def read(text: str) -> Spec | None:
    """A sum written out, alone or told in a story with its total asked (see `run_stories`), or said twice."""
    text = _MIDLINE_GAP.sub(lambda found: "…" if found.group() == "⋯" else "1 ", text)
    if (bracketed := _BRACKETED.fullmatch(text)) and "(" not in bracketed[1]:
        text = bracketed[1]
    if _ONE_A_LINE.search(text):
        return _one_a_line(text)
    numbers = _NUMBERS_ONE_A_LINE.search(text) if mentions("…", text) else None
    if numbers and (listed := _numbers_one_a_line(text, numbers)):
        return listed
    found = _written(text) or in_a_story(text, _written) or _said_twice(text) or _named_aside(text)
    return powers_by_their_values(found) if isinstance(found, SeriesByTerms) else found


def powers_by_their_values(run: SeriesByTerms) -> Spec:
    """A run of squares or cubes written by their values, "1 + 4 + 9 + … + 100" (1² + 2² + 3² + … + 10²) or
    "8 + 27 + 64 + … + 1000": three terms or more before the gap, every term the square (or cube) of the
    whole number after the one before it, across the gap too. Any other run is left as written, for the
    tool to add or to say it cannot ("1 + 4 + 9 + … + 50" ends on no square)."""
    written = [*run.terms, *run.tail, run.last]
    if run.power != 1 or len(run.terms) < 3 or not all(number.isdigit() for number in written):
        return run
    for power, kind in ((2, "squares"), (3, "cubes")):
        roots = [_whole_root(int(number), power) for number in written]
        sides = [side for side in roots if side is not None and side >= 1]
        if len(sides) != len(written):
            continue
        before, after = sides[: len(run.terms)], sides[len(run.terms) :]
        steps = [*pairwise(before), *pairwise(after)]
        if all(two == one + 1 for one, two in steps) and after[0] > before[-1] + 1:
            return powers(kind, str(sides[0]), str(sides[-1]))
    return run


def _whole_root(number: int, power: int) -> int | None:
    """The whole number whose `power` is `number`, if there is one."""
    root = round(number ** (1 / power))
    return next((side for side in (root - 1, root, root + 1) if side >= 0 and side**power == number), None)


_ASIDE = lazy(r"(?P<told>.+?)(?: ;)? \( (?P<aside>[^()]+?)(?: ;)? \)", needs="(")
"""A run told, then named again in brackets after its question: "… how many square feet in all of them
together? (sum of squares 1 to 8?)"."""


def _named_aside(text: str) -> Spec | None:
    """A run told in a story with its total asked, and named again in words in brackets after it; read only
    when both say the same run."""
    found = _ASIDE.fullmatch(text)
    if found is None:
        return None
    told = _written(found["told"]) or in_a_story(found["told"], _written)
    named = run_phrases.read(found["aside"])
    if told is None or named is None:
        return None
    return told if _as_range(told) == _as_range(named) else None


def _one_a_line(text: str) -> Spec | None:
    """Powers written one a line, read as the list they are, with commas: a run with its gap (see `_written`),
    or every term listed, to add (see `readers.lists`). With no sign between them, only words that ask for
    their sum say to add them: "Which is the biggest? ⏎ 1³ ⏎ 2³ ⏎ …" is no sum."""
    if not _SUM_WORDS.search(text):
        return None
    listed = _ONE_A_LINE.sub(lambda found: " , ".join(_SIDE_BY_SIDE.findall(found.group())), text)
    if mentions("…", listed):
        return _written(listed) or in_a_story(listed, _written)
    from quickmath.offline.readers import lists  # only for powers written one a line

    return lists.read(listed)


_SIDE_BY_SIDE = lazy(rf"{N} \^ [23]|…")


_NUMBERS_ONE_A_LINE = lazy(
    rf"(?:^(?P<kind>squares|cubes) |^| ; )(?P<run>(?:{N} ){{3,}}…(?: {N}){{1,2}})(?= ;|$| [a-z])", needs="…"
)
"""Numbers written one a line with a line of dots for the gap, which the lines leave side by side: "Sum
these: ⏎ 2 ⏎ 4 ⏎ 6 ⏎ ... ⏎ 100" reads "sum these ; 2 4 6 … 100", and under a heading that says their kind,
"Squares ⏎ 1 ⏎ 4 ⏎ 9 ⏎ ... ⏎ 144 ⏎ sum?"."""
_ADDING_ASKED = lazy(r"\b(?:sum|add|added|adding|summed)\b")
"""Words that ask to add the numbers listed, not only a total, which may count them ("Seats ⏎ 1 ⏎ … ⏎ 60 ⏎
total?")."""
_ASKING_TO_ADD = frozenset({
    "sum", "add", "added", "adding", "summed", "up", "together", "these", "them", "those", "all", "can",
    "could", "you", "please", "pls", "the", "numbers", "of", "what", "is", "s", "total",
})  # fmt: skip
"""The words of a line that asks only for the sum of the numbers listed: "Can you add these?", "Sum:"."""
_OF_THE_KIND = {"squares": "sum_of_squares", "cubes": "sum_of_cubes"}


def _numbers_one_a_line(text: str, numbers: re.Match[str]) -> Spec | None:
    """Numbers one a line read as the run they are, with commas, only where words ask for their sum; under a
    heading of squares or cubes, only a run of that kind's values (see `powers_by_their_values`)."""
    if not _ADDING_ASKED.search(text) or mentions("how many|how much", text):
        return None  # "Pages: ⏎ 1 ⏎ 2 ⏎ … ⏎ 30 ⏎ How many in total?" counts the pages
    terms = " , ".join(numbers["run"].split())
    rest = text[: numbers.start("run")] + " " + text[numbers.end("run") :]
    if all(word in _ASKING_TO_ADD or word in FILLERS for word in re.findall(r"[a-z]+", rest)):
        found = _written(terms)  # "Can you add these? ⏎ 2 ⏎ 4 ⏎ 6 ⏎ … ⏎ 60" asks nothing but their sum
    else:
        listed = text[: numbers.start("run")] + terms + text[numbers.end("run") :]
        found = _written(listed.removeprefix(numbers["kind"] or "").strip())
    run = powers_by_their_values(found) if isinstance(found, SeriesByTerms) else found
    kind = numbers["kind"]
    return run if not kind or (isinstance(run, ProblemSpec) and run.operation == _OF_THE_KIND[kind]) else None


_SAID_TWICE = lazy(
    r"(.+?) (?:, (?:(?:that is|ie|i e|so|or|namely|from) )?(.+?)|\( (.+?) \))", needs=" , | ( "
)
"""A run said in words and then again by its terms, after a comma or in brackets."""


def _said_twice(text: str) -> Spec | None:
    """A run said twice, in words and then by its terms: "the sum of the first 9 cube numbers, 1³ through 9³",
    "the sum of the first 10 squares (1² + 2² + … + 10²)"; read only when both say the same run."""
    found = _SAID_TWICE.fullmatch(text)
    if found is None:
        return None
    first = run_phrases.read(found.group(1))
    again = found.group(2) or found.group(3)
    second = run_phrases.read(f"sum of {again}") or _written(again)
    if first is None or second is None:
        return None
    return first if _as_range(first) == _as_range(second) else None


def _as_range(spec: Spec) -> Spec:
    """A run written out by whole terms one apart as its range: 1² + 2² + … + 9² is the squares from 1 to 9,
    so that it is the same run as "the sum of the squares of 1 to 9"; 1 + 2 + … + 20 the range 1 to 20."""
    if not isinstance(spec, SeriesByTerms) or spec.tail:
        return spec
    numbers = [*spec.terms, spec.last]
    if not all(number.isdigit() for number in numbers):
        return spec
    if any(int(two) - int(one) != 1 for one, two in zip(spec.terms, spec.terms[1:], strict=False)):
        return spec
    if spec.power == 1:
        return ProblemSpec("series", spec.terms[0], spec.last)
    return powers("squares" if spec.power == 2 else "cubes", spec.terms[0], spec.last)


_ASKED_IN_A_STORY = (
    " ; |how many|how much|what is the total|what is the sum|add up to|come to|what do|what would"
)


def in_a_story(text: str, read_run: Callable[[str], Spec | None]) -> Spec | None:
    """A run told in a story with its total asked (see `run_stories`), for text of more than one sentence or
    that asks how many: "What is 47 + 9?" never imports it."""
    if not mentions(_ASKED_IN_A_STORY, text):
        return None
    from quickmath.offline.readers import run_stories

    return run_stories.asked_in_a_story(text, read_run)


_GOING_ON = "so on|so forth|and on|continu|carry on|carrying on|keep going|keeping going|go on|going on"
_CONTINUED = lazy(
    r"(?<=\d)(?: ,)? (?:and )?(?:so on|so forth|on"
    r"|(?:(?:we|you|i|then) )?(?:continue|continuing|carry on|carrying on|keep going|keeping going|go on"
    r"|going on)"
    r"(?: like this| like that| the same way| in the same way)?)"
    r"(?: , (?:going|counting|rising|increasing) (?P<going>up|down) (?:by (?P<by>\d+(?:\.\d+)?)"
    r"(?: each time| every time)?|in (?P<in>twos|threes|fours|fives|sixes|sevens|eights|nines|tens)))?(?: ,)?"
    r" (?:(?:(?:all the way|right) )?(?:(?P<way>up|down) )?(?:to|until|till|through to|through)"
    r"|stopping at|ending (?:at|with|on)|finishing (?:at|with|on))(?= \(?-?\d)",
    needs=_GOING_ON,
)
"""The gap said as the run going on to its last term, after its first terms: "20 + 19 + 18 and so on all the
way down to 1", "1 + 2 + 3 and we continue like this until 30", "11, 13, 15 and so on, stopping at 59", "1.5,
3, 4.5 and so on, going up by 1.5 each time, until 15" (the step said must be the one the terms show)."""
_IN_STEPS = lazy(
    r"(?<=\d)(?: ,)? (?:in steps of|going up by|rising by|increasing by) (?P<by>\d+(?:\.\d+)?)"
    r"(?: each time| every time| at a time)?"
    r"(?= ;|$)",
    needs="steps of|up by|rising by|increasing by",
)
"""The step said after the last term: "25, 50, 75 and so on up to 500 in steps of 25"."""
_STEP_WORDS = {
    "twos": 2, "threes": 3, "fours": 4, "fives": 5, "sixes": 6, "sevens": 7, "eights": 8, "nines": 9,
    "tens": 10,
}  # fmt: skip


def _step_said(text: str) -> tuple[str, list[Fraction], set[str]]:
    """The text with the run's going on said as its gap, the steps said with it and the ways it goes ("up",
    "down")."""
    steps: list[Fraction] = []
    ways: set[str] = set()

    def gap(found: re.Match[str]) -> str:
        if found["by"] or found["in"]:
            steps.append(Fraction(found["by"]) if found["by"] else Fraction(_STEP_WORDS[found["in"]]))
        ways.update(way for way in (found["going"], found["way"]) if way)
        return " + … +"

    text = _CONTINUED.sub(gap, text) if mentions(_GOING_ON, text) else text
    if (after := _IN_STEPS.search(text)) is not None:
        steps.append(Fraction(after["by"]))
        text = text[: after.start()] + text[after.end() :]
    return text, steps, ways


def _values(run: SeriesByTerms) -> list[Fraction] | None:
    try:
        return [Fraction(term.replace(",", "")) for term in (*run.terms, *run.tail, run.last)]
    except (ValueError, ZeroDivisionError):
        return None


def _goes_on_as_said(run: Spec | None, steps: list[Fraction], ways: set[str]) -> Spec | None:
    """The run read, when it goes on to its last term the way its first terms go, and in the way and by the
    step said beside it; None when it does not ("1 + 2 + 3 + … + 1", "20, 40, 60 … in steps of 10"), or when
    a step is said and the terms written do not show one."""
    if not isinstance(run, SeriesByTerms) or run.power != 1 or len(run.terms) < 2:
        return None if steps else run
    values = _values(run)
    if values is None:
        return None if steps or ways else run
    gap, written = values[1] - values[0], len(run.terms)
    if gap == 0 or (values[-1] - values[written - 1]) * gap <= 0:
        return None  # the last term is not further on than the terms before the gap
    if ways and ways != {"up" if gap > 0 else "down"}:
        return None  # "1 + 2 + 3 and so on all the way down to 1"
    return run if all(step == abs(gap) for step in steps) else None


def _written(text: str) -> Spec | None:
    """A sum written out: 1 + 2 + … + 100, 2 + 4 + 6 + … + 50, 1² + 2² + … + 10², "1, 2, 3, …, 100",
    1 + 2 + 3 + … + 99 + 100, (−10) + (−8) + … + 10, 1 * 1 + 2 * 2 + … + 25 * 25; the step may be said beside
    it, and must be the one its terms show."""
    if _POWERED_TERMS.search(text):
        return _written_out(text)  # "the squares of 1, 2, 3 and so on up to 50" says its gap its own way
    text, steps, ways = _step_said(text)
    return _goes_on_as_said(_written_out(text), steps, ways)


def _written_out(text: str) -> Spec | None:
    text = _POWERED_TERMS.sub(_powered, _UP_TO.sub(r"\1 , … ,", _ALL_THE_WAY.sub(" + … + ", text)))
    text = _GAP_MARKS.sub(" … ", _DOTS.sub("…", run_phrases.ASKED_AGAIN.sub("", _EQUALS_ASKED.sub("", text))))
    text = _BARE_GAP.sub(r"\1 , … , ", _ADDED_UP_TO.sub(r"\1 + … + ", text))
    text = _ONE_SIDED_GAP.sub(
        lambda found: f"{found.group(1)} + … " if found.group(1) else f"{found.group(2)} + ", text
    )
    if not mentions("…|and so on|etc", text):  # every run has its gap, said one of these ways
        return None
    if (kept := _without_its_kind(text)) is None:
        return None
    text = kept
    text = re.sub(r"\badd(?:ing)? (?=[-(\d])", "", re.sub(r"\bplus\b", "+", text))
    text = re.sub(r"(?:\+ )?(?:… )?\b(?:and so on|etc)\b(?: …)?", "+ …", text)
    text = re.sub(
        r"… (?:\+ )?(?:all the way |right )?(?:up to|up till|to|until|till|through to|through)\b", "… +", text
    )
    core = without_fillers(_SUM_WORDS.sub(" ", text.replace(",", "+")))
    parts = [part.strip() for part in core.split("+") if part.strip()]
    if parts.count("…") != 1:
        return None
    gap = parts.index("…")
    if not 1 <= gap <= 4 or len(parts) - gap - 1 not in (1, 2):
        return None
    terms = [term(part) for part in parts[:gap] + parts[gap + 1 :]]
    if not all(terms) or len({found[1] for found in terms if found}) != 1:
        return None
    numbers = [found[0] for found in terms if found]
    power = terms[0][1] if terms[0] else 1
    before, after = numbers[:gap], numbers[gap:]
    if gap == 1 and len(after) == 1:
        if power == 1:
            return ProblemSpec("series", numbers[0], numbers[1])
        return powers("squares" if power == 2 else "cubes", numbers[0], numbers[1])
    return SeriesByTerms(tuple(before), after[-1], power, tuple(after[:-1]))
