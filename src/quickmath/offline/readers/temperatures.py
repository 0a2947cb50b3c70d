"""A temperature and a change of it, asked what it reads after: "The cold store is at −8 °C and warms up by 15
degrees. Could you tell me the new temperature?" (−8 + 15), "The temperature at the summit was -20 °C
overnight and fell by a further 15 degrees by dawn. What was the temperature at dawn?" (−20 − 15).

Read only when the story is this and nothing else: two numbers, one of them told as the change ("warms up
by 15 degrees", "fell a further 15 degrees", "gone up 11 degrees") and the other as a temperature, and a
question of what it reads then ("the new temperature?", "what does it read now?", "noon temp?"). A change
"to" a reading ("dropped to −7 °C") or a question of how much it changed ("By how many degrees did it
rise?") is another question, left to the other readers.
"""

from __future__ import annotations

import re

from quickmath.offline.asks import ProblemSpec
from quickmath.patterns import lazy

_NUMBER = r"(?:minus |-)?\d+(?:\.\d+)?"
_TEMPERATURE = lazy(
    r"°|\bdegrees?\b|\bdeg\b|\btemp\w*|\bthermometer\b|\bfreezer\b|\bchiller\b|\bcold (?:store|room)\b"
)
_UP = (
    r"rises|rose|risen|rising|goes up|went up|gone up|going up|warms up|warmed up|warming up|climbs|climbed"
    r"|increases|increased|up"
)
_DOWN = (
    r"falls|fell|fallen|falling|drops|dropped|dropping|cools|cooled|cooling|goes down|went down|gone down"
    r"|decreases|decreased|down|drop it|lower it"
)
_CHANGE = lazy(
    rf"\b(?:(?P<up>{_UP})|(?P<down>{_DOWN})) (?:by )?(?:a further |another |a |an extra )?"
    rf"(?P<by>{_NUMBER}) ?(?:degrees?|deg|°c?|°f?)\b(?! (?:to|from)\b)",
    needs="up|ris|rose|fell|fall|drop|cool|down|creas|climb|lower",
)
"""A change told by how much, with its unit: "warms up by 15 degrees", "fell by a further 15 degrees"."""
_ALL_NUMBERS = lazy(rf"(?<![\w.]){_NUMBER}(?![\w.])")
_READING_ASKED = lazy(
    r"(?:^|; )(?:so |and )?(?:what|whats)\b.*\b(?:temperature|temp|reading|read|reads|show|shows|showed|say"
    r"|says|said|it at|it now|it then|it be|low|setting|record|post)\b[^;]*$"
    r"|(?:^|; )(?:(?:the |a |its )?(?:new|noon|dawn|morning|evening|night|final|current|latest) )"
    r"(?:temp|temperature|reading)\b[^;]*$"
    r"|(?:^|; )(?:the )?(?:temp|temperature|reading) now$"
    r"|(?:^|; )(?:could|can) you tell me the (?:new )?(?:temperature|temp|reading)\b[^;]*$",
)
"""A question of what it reads then: "what is the temperature now?", "noon temp?", "reading now?"."""
_ANOTHER_QUESTION = lazy(
    r"\bhow (?:many|much|big|far)\b|\bby how\b|\bdifference\b|\bchange\b|\bwarmer\b|\bcolder\b|\bhotter\b"
    r"|\bcooler\b|\bapart\b|\bseparat\w*\b|\bbetween\b|\baverage\b|\beach\b|\bper\b|\bevery\b|\btimes\b"
    r"|\btwice\b|\bdouble\b|\bhalf\b|\bfahrenheit\b|\bcelsius\b|\bkelvin\b|%"
)


def read(text: str) -> ProblemSpec | None:
    """−8 + 15 for "at −8 °C and warms up by 15 degrees; the new temperature?", or None. Two temperatures
    asked how far apart are a gap (`readers.gaps`)."""
    if not _TEMPERATURE.search(text) or _ANOTHER_QUESTION.search(text):
        return None
    question = text.rsplit(" ; ", 1)[-1] if " ; " in text else text
    if not _READING_ASKED.search(f"; {question}"):
        return None
    changes = list(_CHANGE.finditer(text))
    numbers = _ALL_NUMBERS.findall(text)
    if len(changes) != 1 or len(numbers) != 2:
        return None
    change = changes[0]
    told = [number for number in numbers if number != change.group("by")]
    if len(told) != 1:
        return None  # the same number twice: which is the change?
    start = _signed(told[0])
    operation = "+" if change.group("up") else "-"
    return ProblemSpec(operation, start, _signed(change.group("by")))


def _signed(number: str) -> str:
    return re.sub(r"^minus ", "-", number)
