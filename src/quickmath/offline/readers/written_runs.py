"""Runs written out term by term: 1 + 2 + … + 100, 2 + 4 + 6 + … + 50, 1² + 2² + … + 10²,
"1, 2, 3, …, 100"."""

from __future__ import annotations

import re
from collections.abc import Callable

from quickmath.offline.asks import ProblemSpec, SeriesByTerms, Spec
from quickmath.offline.readers.run_phrases import powers
from quickmath.offline.reading.text import N, without_fillers
from quickmath.patterns import lazy, mentions

_SUM_WORDS = lazy(
    r"\b(?:add(?:ing)? (?:up|together)|sum up|(?:the )?(?:sum|total) of|total|sum|altogether|all together"
    r"|in total)\b"
    r"(?: (?:the|this|an|a) (?:(?:arithmetic|ap|number) )?(?:series|sequence|progression|numbers)\b)?"
)
_TERM = lazy(rf"\(? ?({N}) ?\)?(?: \^ ([23]))?")
_PRODUCT = lazy(rf"({N}) \* \1(?: \* (\1))?")


_UP_TO = lazy(
    rf"((?:{N} , ){{2,}}{N})(?: ,)? (?:(?:all the way|right) )?(?:up to|on to|through to|until)(?= {N}\b)",
    needs="up to|on to|through to|until",
)
"""Three or more terms and then "up to" the last: "5, 10, 15, up to 260" has its gap said in words."""


_POWERED_TERMS = lazy(rf"\b(?:the )?(squares|cubes) of ((?:(?:{N}|…) , )+{N})", needs="squares of|cubes of")
"""Terms written once under one power: "the cubes of 1, 2, 3 up to 9" is 1³ + 2³ + 3³ + … + 9³."""


def _powered(match: re.Match[str]) -> str:
    power = " ^ 2" if match.group(1) == "squares" else " ^ 3"
    return " , ".join(part if part == "…" else part + power for part in match.group(2).split(" , "))


def term(part: str) -> tuple[str, int] | None:
    """One written term: 7 → (7, 1); 7 ^ 2, 7 squared, 7 * 7 → (7, 2); 7 ^ 3, 7 cubed, 7 * 7 * 7 → (7, 3)."""
    part = re.sub(r" squared$", " ^ 2", re.sub(r" cubed$", " ^ 3", part))
    if product := _PRODUCT.fullmatch(part):
        return product.group(1), 3 if product.group(2) else 2
    if match := _TERM.fullmatch(part):
        return match.group(1), int(match.group(2) or 1)
    return None


_TOTAL = lazy(
    r"\b(?:total|totals|altogether|all together|in all|sum|add up|added up|combined|them all|all of them)\b",
    needs="total|together|all|sum|add|combined",
)
"""Words of a question that asks for the whole run added: "Total points for climbing them all?"."""
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


def _run_in(part: str, read_run: Callable[[str], Spec | None]) -> tuple[str, Spec] | None:
    """The run a sentence holds, read whole or after the words that lead up to it ("my pocket money goes 2,
    4, 6, … up to 40", "in a tower, floor 1 takes 3 blocks, …"); and those words."""
    number = _FIRST_NUMBER.search(part)
    starts = [0, *(found.end() for found in re.finditer(" , ", part)), number.start() if number else 0]
    for start in sorted(set(starts)):
        if number and start > number.start():
            break
        if (spec := read_run(part[start:])) is not None:
            return part[:start], spec
    return None


def asked_in_a_story(text: str, read_run: Callable[[str], Spec | None]) -> Spec | None:
    """A run told among sentences of a story, with its total asked: "I'm saving 5 more each week: 5, 10, 15,
    up to 260. How much will I have saved in total?". One sentence is the run (read by `read_run`), one asks
    for its total and holds no number, and every other sentence holds only numbers of the run; no sentence
    beside the run may hold words that ask for or tell of something else ("the odd ones", "after 10
    weeks", "how many weeks"): a run told with more than its total asked is left alone."""
    if " ; " not in text or not _TOTAL.search(text):
        return None
    parts = text.split(" ; ")
    runs = [(part, found) for part in parts if (found := _run_in(part, read_run)) is not None]
    if len(runs) != 1:
        return None
    run, (lead, spec) = runs[0]
    told = set(_NUMBERS.findall(run))
    beside = [lead, *(part for part in parts if part != run)]
    asked = [part for part in beside if _TOTAL.search(part)]
    if len(asked) != 1 or _NUMBERS.search(asked[0]) or _ONE_EACH.search(asked[0]):
        return None
    if not _counted_in(asked[0], run):
        return None
    if any(_NOT_THE_WHOLE.search(part) or not set(_NUMBERS.findall(part)) <= told for part in beside):
        return None
    return spec


def _counted_in(question: str, run: str) -> bool:
    """ "How many pages …?" counts what the run's numbers count ("3 pages, 6 pages, …"), not its steps."""
    counted = _HOW_MANY.search(question)
    return counted is None or re.search(rf"{N} {counted.group(1).removesuffix('s')}", run) is not None


def read(text: str) -> Spec | None:
    """A sum written out, alone or told in a story with its total asked (see `asked_in_a_story`)."""
    return _written(text) or asked_in_a_story(text, _written)


def _written(text: str) -> Spec | None:
    """A sum written out: 1 + 2 + … + 100, 2 + 4 + 6 + … + 50, 1² + 2² + … + 10², "1, 2, 3, …, 100",
    1 + 2 + 3 + … + 99 + 100, (−10) + (−8) + … + 10, 1 * 1 + 2 * 2 + … + 25 * 25."""
    text = _POWERED_TERMS.sub(_powered, _UP_TO.sub(r"\1 , … ,", text))
    if not mentions("…|and so on|etc", text):  # every run has its gap, said one of these ways
        return None
    text = re.sub(r"\badd (?=[-(\d])", "", re.sub(r"\bplus\b", "+", text))
    text = re.sub(r"(?:\+ )?(?:… )?\b(?:and so on|etc)\b(?: …)?", "+ …", text)
    text = re.sub(r"… (?:\+ )?(?:all the way |right )?(?:up to|to|until|through to|through)\b", "… +", text)
    core = without_fillers(_SUM_WORDS.sub(" ", text.replace(",", "+")))
    parts = [part.strip() for part in core.split("+") if part.strip()]
    if parts.count("…") != 1:
        return None
    gap = parts.index("…")
    if not 1 <= gap <= 3 or len(parts) - gap - 1 not in (1, 2):
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
