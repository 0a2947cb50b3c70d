"""A time signature in music read as the beats in one bar: "in 4/4" is 4 beats to a bar, "3/4 time" is 3.

Its top number is how many beats each bar holds; it is read as a rate only where the text speaks of beats or
bars, so "3/4 of the song" stays a fraction."""

from __future__ import annotations

from quickmath.patterns import lazy

_SIGNATURE = lazy(
    r"(?:\bin )?(?<![\w.])([1-9]|1[0-6]) / 4(?! ?[\d.])(?: time(?: signature)?\b)?",
    needs=" / ",
)
_OF_MUSIC = lazy(r"\b(?:beats?|bars?)\b", needs="beat|bar")


def as_beats_to_a_bar(text: str) -> str:
    """The text with its one time signature said as a rate: "song is in 4 / 4 and 96 bars long" as "song is
    4 beats to a bar and 96 bars long"."""
    if not _OF_MUSIC.search(text) or len(_SIGNATURE.findall(text)) != 1:
        return text
    return _SIGNATURE.sub(lambda found: f"{found.group(1)} beats to a bar", text)
