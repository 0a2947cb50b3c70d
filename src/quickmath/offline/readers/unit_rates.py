"""A rate told in a unit of so many a minute, an hour or a second ("90 rpm", "72 bpm", "60 mph", "50 km/h",
"40 wpm", "30 fps") for a length of time, and what it counts asked: "cadence 90 rpm for 45 min, how many pedal
turns?" is 90 × 45, "60 mph for 3 hours, how far?" 60 × 3.

The unit is read as its words ("90 turns a minute", "60 miles an hour"), the things the question counts in
other words as the unit's ("pedal turns", "revs", "rotations" as turns; "heartbeats" as beats), and the
story is then read as a rate told in words (see `readers.rates`): a length of time in another unit than the
rate's ("60 mph for 90 minutes"), a question of another thing ("how long?", "how many laps?"), a third number
or a word that changes the calculation leave it to be asked back.
"""

from __future__ import annotations

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy

_SPELLED = {
    "rpm": "turns a minute",
    "bpm": "beats a minute",
    "wpm": "words a minute",
    "mph": "miles an hour",
    "kph": "km an hour",
    "kmh": "km an hour",
    "km / h": "km an hour",
    "km / hr": "km an hour",
    "fps": "frames a second",
    "m / s": "metres a second",
}
"""Each unit of a rate, said in words."""
_COUNTED = {
    "rpm": lazy(r"\b(?:(?:pedal|crank|wheel) )?(?:turns|revolutions|revs|rotations|spins)\b"),
    "bpm": lazy(r"\b(?:heart ?beats|beats)\b"),
}
"""The things a rate counts, in the other words a question may say them in."""
_COUNTED_AS = {"rpm": "turns", "bpm": "beats"}
_RATE = lazy(rf"({N}) ?(rpm|bpm|wpm|mph|kph|kmh|km / hr?|fps|m / s)\b")
_LENGTHS = {"min": "minutes", "mins": "minutes", "hr": "hours", "hrs": "hours", "h": "hours",
            "sec": "seconds", "secs": "seconds", "s": "seconds"}  # fmt: skip
_LENGTH = lazy(r"(?<=\d) (min|mins|hr|hrs|h|sec|secs|s)\b")
"""A length of time in a short unit: "45 min" read as 45 minutes."""


def spelled(text: str) -> str | None:
    """The text with its one rate's unit said in words, and the things its question counts in the unit's
    words; None when the text tells no such rate, or more than one."""
    rates = list(_RATE.finditer(text))
    if len(rates) != 1:
        return None
    rate = rates[0]
    unit = rate.group(2)
    text = f"{text[: rate.start()]}{rate.group(1)} {_SPELLED[unit]}{text[rate.end() :]}"
    if counted := _COUNTED.get(unit):
        text = counted.sub(_COUNTED_AS[unit], text)
    return _LENGTH.sub(lambda found: f" {_LENGTHS[found.group(1)]}", text)


def read(text: str) -> ProblemSpec | None:
    """The rate times the length of time, read as the rate said in words reads."""
    from quickmath.offline.readers import rates  # only for text with a rate in a unit of its own
    from quickmath.offline.reading import guards

    words = spelled(text)
    if words is None:
        return None
    found = rates.read(words)
    if not isinstance(found, ProblemSpec) or found.operation != "*":
        return None
    return None if guards.argued_against("rates", words, found) else found
