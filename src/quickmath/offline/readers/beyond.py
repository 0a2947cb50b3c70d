"""How far to a place or a day told beyond a landmark, read by the roles of the two amounts: "It's 37 days
to Christmas and my birthday is 19 days after Christmas. How many days till my birthday?" (37 + 19), "It's
12 miles to Leeds and York is 25 miles past Leeds. How far to York?" (12 + 25), "… the party is 9 days
before Christmas …" (37 − 9).

One amount is how far it is to the landmark, the other how far the goal is after or before that same
landmark, in the same unit; the question asks how far to the goal, named as the story names it. Asked back:
a landmark named differently in the two clauses, a goal the question does not name, units that differ, a
goal before the landmark by more than the way to it (it is already passed), a third number.
"""

from __future__ import annotations

from fractions import Fraction

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy

_NAME = r"(?:(?:my|the|our|his|her|their|your|a) )?(?P<{}>[a-z]+(?: [a-z]+)?)"
_TO = r"(?:to|till|until|til|away from|from|before)"
_AFTER = r"(?P<way>after|past|beyond|later than|on from|further than|before|earlier than|short of)"
_WAY_THERE = (
    rf"(?:it is |its |it s |there is |there are |we are |i am |only |just |still )*(?P<there>{N})"
    rf" (?P<unit>[a-z]+) {_TO} {_NAME.format('landmark')}"
)
"""How far it is to the landmark: "its 37 days to christmas"."""
_AWAY = (
    rf"{_NAME.format('landmark')} (?:is|are) (?:only |just |still )?(?P<there>{N}) (?P<unit>[a-z]+)"
    rf" (?:away|off|to go)"
)
"""How far it is to the landmark, the landmark named first: "christmas is 37 days away"."""
_GOAL = (
    rf"{_NAME.format('goal')} (?:is|comes|falls|is on|lands|will be|sits) (?P<beyond>{N})"
    rf" (?P<unit_beyond>[a-z]+) {_AFTER} {_NAME.format('landmark_again')}"
)
"""How far the goal is after or before the landmark: "my birthday is 19 days after christmas"."""
_ASKED = (
    rf"(?:so |and )?how (?:many (?P<unit_asked>[a-z]+)|far|long)(?: is it| are there| will it be| have i got"
    rf"| do i have| do we have| left)?(?: now)? {_TO} {_NAME.format('goal_asked')}(?: then| now)?"
)
_STORIES = tuple(
    lazy(rf"^{way}(?: ,| ;| and)+ {_GOAL}(?: ;| ,)? {_ASKED}$", needs="after|past|beyond|before|on from|than")
    for way in (_WAY_THERE, _AWAY)
)

_NEARER = frozenset({"before", "earlier than", "short of"})


def _same_unit(*units: str | None) -> bool:
    said = {unit.removesuffix("s") for unit in units if unit}
    return len(said) == 1


def read(text: str) -> ProblemSpec | None:
    found = next((found for story in _STORIES if (found := story.match(text))), None)
    if found is None or found["landmark_again"] not in (found["landmark"], "it", "that"):
        return None
    if found["goal"] != found["goal_asked"]:
        return None
    if not _same_unit(found["unit"], found["unit_beyond"], found["unit_asked"]):
        return None
    there, beyond = found["there"], found["beyond"]
    if found["way"] not in _NEARER:
        return ProblemSpec("+", there, beyond)
    return ProblemSpec("-", there, beyond) if Fraction(beyond) < Fraction(there) else None
