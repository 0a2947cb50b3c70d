"""Things of one size out of a whole in the same unit: "How many 300 mm tiles fit along 4,500 mm?", "Patient
prescribed 750 mg, tablets are 250 mg each. How many tablets?", "How many 250 ml glasses can I fill from 2,000
ml?". The whole divided by the size of one.

The size is the number said with the thing the question counts ("300 mm tiles", "tablets are 250 mg each",
"each tablet contains 250 mg", "250 mg per tablet"), the whole is the other number, and both carry the same
unit: "300 mm tiles along 4.5 m" would need converting first, which is working something out, so it is left
alone. Any third number, or a question of what is left, of more or of each, leaves the text unread.
"""

from __future__ import annotations

import re

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.readers.units import is_unit, same_unit
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy

_ASKED = lazy(rf"\bhow many (?:(?:full|whole) )?(?:{N} ?(?:- )?[a-z]+ )?([a-z]+)\b")
_NUMBER = lazy(rf"(?<![\w.])({N}) ?(?:- )?((?:sq |square |cubic )?[a-z]+)\b")
_OTHER_STEP = lazy(
    r"\b(?:left|remain\w*|spare|over|more|less|fewer|extra|another|already|else|short|each day|a day|per day"
    r"|every|times|twice|double|half|halves|quarter|third|per cent|percent|between|among|gap|apart|instead"
    r"|total|altogether|cost|price|pay|paid)\b"
)
"""Words of another step than how many of a size a whole makes."""
_NOT_A_THING = lazy(
    r"high|wide|long|tall|deep|thick|across|along|down|up|round|in|on|fit|go|of|are|is|do|can"
)
"""Words after "how many" that name no thing of a size ("how many high?", "how many across?")."""
_ONE = r"(?:each|one|a|an|every|1|a single|the)"
_IS = r"(?:is|was|=|contains|holds|has|weighs|measures|takes|gives|covers|does)"


def _size_said(text: str, thing: str, number: str, unit: str) -> bool:
    """Is `number` `unit` said as the size of one `thing`: "300 mm tiles", "tablets are 250 mg each", "each
    tablet contains 250 mg", "250 mg per tablet", "tablets of 250 mg", "a tablet = 250 mg"?"""
    size, things = rf"{re.escape(number)} ?(?:- )?{re.escape(unit)}", rf"{re.escape(thing)}(?:s|es)?"
    return any(
        re.search(pattern, text)
        for pattern in (
            rf"(?<![\w.]){size} (?:[a-z]+ )?{things}\b",
            rf"\b{things} (?:(?:are|is|were|was|of|at|weigh|weighs|contain|contains|hold|holds|come in"
            rf"|covers?|measure|=) )?(?:only |just )?{size}(?: each| apiece)?(?= ;| ,| and\b| so\b|$)",
            rf"(?:^|\b{_ONE} ){things} {_IS} {size}\b",
            rf"(?<![\w.]){size} (?:per|a|an|each|every|in each|in every|in one|in a|to a|to each) {things}\b",
        )
    )


_BEFORE_A_WHOLE = lazy(
    r"\b(?:prescribed|ordered|needs?|needed|requires?|required|dose|prescription|give|giving|along|across|from"
    r"|for|make|makes|making|in|into|of|fill|fills|total|have|has|had|got|with|is|are|does|do|buy|bought"
    r"|holds|hold|contains|contain|takes"
    r"|want|wants)(?: (?:a|an|the|my|our|this|that|one|whole))?(?: [a-z]+)? $|^$|[;,:=] $"
)
_AFTER_A_WHOLE = lazy(
    r"^ (?:[a-z]+ )?(?:prescribed|ordered|needed|required|dose|long|wide|tall|high|deep|is cut|are cut|fills"
    r"|holds|of)\b"
)


def _said_as_a_whole(text: str, whole: re.Match[str]) -> bool:
    """Is the whole told as an amount to be made up of the things ("needs 1000 mg", "along 4500 mm", "750 mg
    prescribed", "a 3 m plank is cut"), not as something done ("137 litres are used")?"""
    before, after = text[: whole.start()], text[whole.end() :]
    if _AFTER_A_WHOLE.match(after):
        return True
    return _BEFORE_A_WHOLE.search(before[-40:]) is not None and not re.match(
        r" (?:are|were|was|is) \w+ed\b", after
    )


def _a_unit(word: str) -> bool:
    """A unit, or a unit of area or volume: "mm", "sq m", "square metres"."""
    return is_unit(re.sub(r"^(?:sq|square|cubic) ", "", word))


def _thing(asked: str) -> str:
    """One of the things asked about: "tablets" → tablet, "boxes" → box, "glasses" → glass."""
    if asked.endswith(("sses", "xes", "ches", "shes")):
        return asked.removesuffix("es")
    return asked if asked.endswith(("ss", "us")) else asked.removesuffix("s")


def read(text: str) -> ProblemSpec | None:
    """The whole divided by the size of one of the things the question counts, both in one unit."""
    asked = list(_ASKED.finditer(text))
    if len(asked) != 1 or _OTHER_STEP.search(text):
        return None
    if _NOT_A_THING.fullmatch(asked[0].group(1)):
        return None  # "the wall is 300 cm high and the bricks are 10 cm. how many high?" was 10 ÷ 300
    thing = _thing(asked[0].group(1))
    text = re.sub(rf"(?<![\w.])1 (?={re.escape(thing)} {_IS} )", "one ", text)  # "one spoonful is 2.5 ml"
    numbers = [found for found in _NUMBER.finditer(text) if _a_unit(found.group(2))]
    if len(numbers) != 2 or len(re.findall(N, text)) != 2:
        return None
    if any(found.group(1).startswith("-") for found in numbers):
        return None
    units = {same_unit(found.group(2)) for found in numbers}
    if len(units) != 1:
        return None  # "300 mm tiles along 4.5 m": a conversion first
    if is_unit(thing) or is_unit(asked[0].group(1)):
        return None  # "how many ml?" asks for an amount, not for things
    sizes = [found for found in numbers if _size_said(text, thing, found.group(1), found.group(2))]
    if len(sizes) != 1:
        return None
    size = sizes[0]
    whole = next(found for found in numbers if found is not size)
    if whole.group(1) == size.group(1) or not _said_as_a_whole(text, whole):
        return None
    return ProblemSpec("/", whole.group(1), size.group(1))


_WHOLE_ONES = lazy(
    r"\b(?:fit|fits|fill|fills|filled|need|needed|needs|buy|make|makes|get|cut|pack|can|could|will)\b"
)
"""What makes the things counted whole ones: "how many tiles fit?", "how many glasses can I fill?" (6 2/3
glasses is neither the 6 filled nor the 7 needed); "how many tablets?" may be 1.5."""


def counts_whole_things(text: str) -> bool:
    """Does a question of things of a size count whole ones (see `_WHOLE_ONES`)?"""
    return read(text) is not None and _WHOLE_ONES.search(text) is not None
