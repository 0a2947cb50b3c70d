"""What must come out of a load to bring it down to its limit: "Case weighs 26.4 kg and the limit's 23 kg. How
much do I need to take out?", "Max load 1,865 kg, we've loaded 3,000 kg. How much must come off?". The load
(told by a word of loading or weighing, not by "is") less the limit, read by the roles of the two numbers as
`readers.differences` reads "over by?". Asked back: a load told only by "is" ("My bag is 9.2 kg"), a load
under its limit, a third number, a word that may change the operation ("each", "both"), amounts of two kinds.
"""

from __future__ import annotations

from dataclasses import replace

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.readers.differences import PAIRINGS, read_by_roles

_OVER = next(pairing for pairing in PAIRINGS if pairing.name == "over")
EXCESS = replace(
    _OVER,
    name="excess",
    taken_from=r"weigh|weighs|weighed|weight|loaded|carrying|carry|on it|on board|packed|comes to|came to",
    asked=r"take out|take off|remove|unload|offload|get rid of|come off|come out",
    words_asked="take|get|rid|come|out|off",
)


def read(text: str) -> ProblemSpec | None:
    return read_by_roles(text, (EXCESS,))
