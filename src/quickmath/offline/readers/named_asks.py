"""Questions asked by the name of what they want alone: "Train is 12 carriages of 76 seats. Seats?", "Each
loaf needs 450 g of flour, 12 loaves. Flour in grams?", "Raid loot 3,600 gold split between 8 players.
Each?", "League pays £2,160 for 24 games. Per game?".

The question is one sentence of a few words, first or last, with no number and no question word. It is
read as the question it stands for, and the message read again by the other readers with it put so:

- the name of what the story counts ("76 seats", "2 bread rolls"): "how many seats", "how many rolls to
  order";
- the name of what the story measures ("2.5 ml of buffer", "450 g butter"): "how much buffer needed";
- "each", or "per" / "a" with what the story counts ("for 24 games"): "how much each", "how much per game";
- the capacity, of all the story's groups together ("4 bays, 850 litres each"): "how many in all".

A name the story never counts or measures ("Per week?" after "£960 for 12 sessions"), or a word of another
question ("Seats left?", "Difference?") is no such question: the other readers see it as it is.
"""

from __future__ import annotations

import re

from quickmath.offline.asks import Spec
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy

_NAMED = lazy(r"^(?:so |and |then |ok )?([a-z]+)((?: [a-z]+){0,3})$")
_ONE_OF_MANY = lazy(r"^(?:so |and |then |ok )?(?:each|(?:per|a|an|for each|each) ([a-z]+))(?: one)?$")
_OTHER_QUESTION = frozenset(
    {
        "how", "what", "whats", "when", "which", "who", "why", "where", "is", "are", "was", "were", "can",
        "could", "does", "do", "did", "will", "would", "should", "left", "remaining", "remain", "over",
        "spare", "more", "less", "fewer", "short", "extra", "still", "change", "difference", "not", "no",
        "or", "if", "than", "half", "double", "twice", "rest", "last", "full", "empty", "exact", "exactly",
        "evenly", "average", "mean", "rate", "ratio", "percent", "percentage", "back", "off", "saved", "late",
        "early", "ago", "before", "after", "later", "yes", "the", "a", "an", "it", "that", "this", "them",
    }
)  # fmt: skip
"""Words of a question that is no name alone: "Seats left?", "Difference?", "Is that right?"."""


def _counted(noun: str, story: str) -> bool:
    """Does the story count the noun ("76 seats", "2 bread rolls", "16 first violins")?"""
    return re.search(rf"(?<![\w.]){N} (?:[a-z]+ )?{re.escape(noun)}\b", story) is not None


def _named(noun: str, story: str) -> bool:
    """Does the story name the things, many of them, before their count ("eggs come 6 to a box")?"""
    return noun.endswith("s") and re.search(rf"\b{re.escape(noun)} [a-z]+ {N}\b", story) is not None


def _measured(noun: str, story: str) -> bool:
    """Does the story measure the noun ("2.5 ml of buffer", "450 g butter", "3 kg of the flour")?"""
    from quickmath.offline.readers.units import is_unit  # only for a name asked alone

    found = re.search(rf"(?<![\w.]){N} ([a-z]+) (?:of )?(?:the |my |our )?{re.escape(noun)}\b", story)
    return found is not None and is_unit(found.group(1))


_CAPACITY = lazy(
    r"^(?:so |and |then |ok )?(?:what is |what will be )?(?:(?:the |its |our )?"
    r"(?:total |full |max |maximum |overall |combined )?capacity"
    r"(?: in total| altogether| in all)?)$",
    needs="capacity",
)
"""The name of all a story's groups hold together: "14 rows of 22 seats. Capacity?", "Total capacity?"."""


_COUNTED_THINGS = lazy(rf"(?<![\w.]){N} (?:[a-z]+ )?([a-z]+s)\b")


def _things_held(story: str) -> str | None:
    """The one kind of things a story's groups hold, counted and never the groups themselves: the "seats" of
    "14 rows of 22 seats" or of "22 rows , 40 seats a row", not the "trays" of "van takes 120 trays"
    after "trays of 30"."""
    counted = {found.group(1) for found in _COUNTED_THINGS.finditer(story)}
    held = {
        noun
        for noun in counted
        if not re.search(rf"\b{noun} (?:of|holding|with) {N}", story)
        and not re.search(rf"\b(?:a|an|per|each|every) {noun.removesuffix('s')}\b", story)
    }
    return held.pop() if len(held) == 1 else None


def _in_full(named: str, story: str) -> str | None:
    """The question a name alone stands for, when the story tells what it names."""
    if _CAPACITY.fullmatch(named):
        held = _things_held(story)
        return f"how many {held}" if held else "how many in all"
    if one := _ONE_OF_MANY.fullmatch(named):
        thing = one.group(1)
        if thing is None or any(_counted(f"{thing}{end}", story) for end in ("", "s", "es")):
            return f"how much {'each' if thing is None else f'per {thing}'}"
        return None
    found = _NAMED.fullmatch(named)
    if found is None:
        return None
    noun, rest = found.group(1), found.group(2).split()
    if noun in _OTHER_QUESTION or any(word in _OTHER_QUESTION for word in rest[1:]):
        return None
    if _counted(noun, story) or _named(noun, story):
        return f"how many {noun}{found.group(2)}"
    if _measured(noun, story):
        return f"how much {noun}{found.group(2)}"
    return None


def asked_in_full(text: str) -> str | None:
    """The text with a question asked by a name alone put in full, last or first; None when it has none."""
    parts = text.split(" ; ")
    if len(parts) < 2:
        return None
    for at in (len(parts) - 1, 0):
        named = parts[at].strip(" ,")
        story = " ; ".join(part for index, part in enumerate(parts) if index != at)
        if re.search(r"\d", named) or not re.search(r"\d", story):
            continue
        if (full := _in_full(named, story)) is not None:
            return f"{story} ; {full}"
    return None


def read(text: str) -> Spec | None:
    full = asked_in_full(text)
    if full is None:
        return None
    from quickmath.offline.reading.problem import read_problem  # the other readers, the question in full

    return read_problem(full)
