"""A question said in a word or two after its story (or before it): "Train is 12 carriages of 76 seats.
Seats?", "Raid loot 3,600 gold split between 8 players. Each?", "League pays £2,160 for 24 games. Per game?",
"Balance reads 12.846 g with the boat, boat alone is 1.203 g. Mass of sample?", "Fans? 3 coaches of 48 fans
each.".

A message the coach cannot read as it stands is read again with its short question said in full, each
way it can be said ("Each?" as "How much each?" and "How many each?"): the message is read only when every way
that reads reads it the same (see `reading.message`). Only words are added: nothing is worked out.
"""

from __future__ import annotations

import re

from quickmath.offline.reading.text import N
from quickmath.patterns import lazy

_LONGEST = 4
"""Words in a short question: more than that is a sentence the readers read as it stands."""
_SHORT_QUESTION = lazy(r"(?:^|(?<=[.!:;\n])|(?<=\. ))\s*(?P<asked>[A-Za-z][A-Za-z' -]*?)\s*\?+\s*$")
"""The message's last sentence, ending in a question mark, with no number in it."""
_SHORT_QUESTION_FIRST = lazy(r"^\s*(?P<asked>[A-Za-z][A-Za-z' -]*?)\s*\?+\s+(?=\S)")
"""The message's first sentence, when it is a question with no number in it: "Each? We split a £96 bill"."""
_ASKING_ALREADY = lazy(
    r"^(?:how|what|whats|when|whens|where|which|who|whose|why|is|isn't|are|aren't|does|do|did|can|could|will"
    r"|would|should|shall|has|have|was|were|am|any|anyone|right|correct|true|yes|no|ok|okay|pls|please|thanks"
    r"|so|and|or|eh|huh|yeah|lol|really|sure|agreed|ready|done|again)\b",
    re.IGNORECASE,
)
"""A short question that already asks in its own words, or only asks the reader to agree ("right?")."""
_MEASURE = lazy(
    r"^(?:\w+ )?(?:weight|mass|cost|price|total|length|distance|height|width|area|volume|pay|wage|bill|change"
    r"|payload|profit|loss|amount|sum|balance|difference|gap|margin|range|spread|charge|fee|refund|saving|spend)s?\b",
    re.IGNORECASE,
)
"""A short question that names a measure ("Weight of the empties?", "Max payload?"), said as "What is the …?";
anything else names the things counted ("Seats?", "Portions?"), said as "How many …?"."""
_CAPACITY = lazy(
    r"^(?:what is |what's |whats )?(?:(?:the |its |our )?(?:total |full |max |maximum |overall |combined )?"
    r"capacity(?: in total| altogether| in all)?)$",
    re.IGNORECASE,
    needs="capacity",
)
"""The name of all a story's groups hold together: "14 rows of 22 seats. Capacity?", "Total capacity?"."""
_COUNTED_THINGS = lazy(rf"(?<![\w.]){N} (?:[a-z]+ )?([a-z]+s)\b")
_EACH = lazy(r"^(?:each|each one|per (?:head|person|each)|apiece|a head|for each)$", re.IGNORECASE)
_PER = lazy(r"^(?:per|a|each|for each|every) (?P<thing>[a-z]+(?: [a-z]+)?)$", re.IGNORECASE)
_PER_AFTER = lazy(r"^(?P<what>[a-z]+(?: [a-z]+)?) (?:each|per (?P<thing>[a-z]+))$", re.IGNORECASE)


def said_in_full(text: str) -> list[str]:
    """The message with its short last (or first) question said in full, each way it can be; [] when it
    has none."""
    if found := _SHORT_QUESTION.search(text):
        story = text[: found.start("asked")].rstrip()
        return [f"{story} {question}" for question in _said_in_full(found.group("asked"), story)]
    if found := _SHORT_QUESTION_FIRST.match(text):
        story = text[found.end() :]
        return [f"{question} {story}" for question in _said_in_full(found.group("asked"), story)]
    return []


def _said_in_full(asked: str, story: str) -> list[str]:
    """The ways a short question is said in full, when it asks by a name alone and its story has a number."""
    asked = asked.strip(" -").lower()
    if not re.search(r"\d", story):
        return []
    if _CAPACITY.fullmatch(asked):  # "What's the capacity?" too
        held = _things_held(story)
        return [f"How many {held} in all?" if held else "How many in all?"]
    if not asked or len(asked.split()) > _LONGEST or _ASKING_ALREADY.search(asked):
        return []
    return _questions(asked)


def _things_held(story: str) -> str | None:
    """The one kind of things a story's groups hold, counted and never the groups themselves: the "seats" of
    "14 rows of 22 seats" or of "22 rows, 40 seats a row", not the "trays" of "van takes 120 trays" after
    "trays of 30"."""
    counted = {found.group(1) for found in _COUNTED_THINGS.finditer(story)}
    held = {
        noun
        for noun in counted
        if not re.search(rf"\b{noun} (?:of|holding|with) {N}", story)
        and not re.search(rf"\b(?:a|an|per|each|every) {noun.removesuffix('s')}\b", story)
    }
    return held.pop() if len(held) == 1 else None


def _questions(asked: str) -> list[str]:
    """The ways a short question is said in full: "Each?" is "How much each?" and "How many each?"."""
    if _EACH.search(asked):
        return ["How much each?", "How many each?"]
    if per := _PER.search(asked):
        thing = per.group("thing")
        return [f"How much per {thing}?", f"How many per {thing}?"]
    if after := _PER_AFTER.search(asked):
        what, thing = after.group("what"), after.group("thing")
        each = f"per {thing}" if thing else "each"
        return [f"How many {what} {each}?", f"How much {what} {each}?"]
    if _MEASURE.search(asked):
        return [f"What is the {asked}?"]
    return [f"How many {asked}?"]
