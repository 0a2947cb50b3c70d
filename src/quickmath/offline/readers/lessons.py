"""Which shortcut a learner means by its name or by what it is for: "add nines", "the add_nines trick",
"multiply by 11", "9s". Shared by the readers of practice requests and explanations."""

from __future__ import annotations

import re

from quickmath.techniques import BY_NAME, close_names


def exact_name(text: str) -> str | None:
    """A shortcut whose whole name is in the normalised text ("explain add nines"), longest name first."""
    for name in sorted(BY_NAME, key=len, reverse=True):
        words = name.replace("_", " ")
        if words in text and re.search(rf"\b{re.escape(words)}\b", text):  # a pattern only when it may match
            return name
    return None


def closest_name(topic: str, in_play: str | None) -> str | None:
    """The shortcut a topic such as "multiply by 11" or "9 s" is most likely about; the one in play when it
    is among the closest few."""
    close = close_names(re.sub(r"(?<=\d) s\b", "s", topic))
    if in_play in close:
        return in_play
    return close[0] if close else None
