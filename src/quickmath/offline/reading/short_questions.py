"""A question said in a word or two after its story: "Train is 12 carriages of 76 seats. Seats?", "Raid loot
3,600 gold split between 8 players. Each?", "League pays £2,160 for 24 games. Per game?", "Balance reads
12.846 g with the boat, boat alone is 1.203 g. Mass of sample?".

A message the coach cannot read as it stands is read again with its short last question said in full, each
way it can be said ("Each?" as "How much each?" and "How many each?"): the message is read only when every way
that reads reads it the same (see `reading.message`). Only words are added: nothing is worked out.
"""

from __future__ import annotations

import re

from quickmath.patterns import lazy

_LONGEST = 4
"""Words in a short question: more than that is a sentence the readers read as it stands."""
_SHORT_QUESTION = lazy(r"(?:^|(?<=[.!:;\n])|(?<=\. ))\s*(?P<asked>[A-Za-z][A-Za-z' -]*?)\s*\?+\s*$")
"""The message's last sentence, ending in a question mark, with no number in it."""
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
_EACH = lazy(r"^(?:each|each one|per (?:head|person|each)|apiece|a head|for each)$", re.IGNORECASE)
_PER = lazy(r"^(?:per|a|each|for each|every) (?P<thing>[a-z]+(?: [a-z]+)?)$", re.IGNORECASE)
_PER_AFTER = lazy(r"^(?P<what>[a-z]+(?: [a-z]+)?) (?:each|per (?P<thing>[a-z]+))$", re.IGNORECASE)


def said_in_full(text: str) -> list[str]:
    """The message with its short last question said in full, each way it can be; [] when it has none."""
    found = _SHORT_QUESTION.search(text)
    if found is None:
        return []
    asked = found.group("asked").strip(" -").lower()
    if not asked or len(asked.split()) > _LONGEST or _ASKING_ALREADY.search(asked):
        return []
    story = text[: found.start("asked")].rstrip()
    if not re.search(r"\d", story):
        return []
    return [f"{story} {question}" for question in _questions(asked)]


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
