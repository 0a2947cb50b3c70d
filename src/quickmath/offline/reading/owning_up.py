"""The words a learner uses to own up to a slip and take back what was said ("no", "sorry", "I mean", "make
that", "correction", "wait"): one list for the reader of corrections, the parts of a message and the guards
of a number taken back."""

from __future__ import annotations

SLIP = (
    ("i", "mean"), ("i", "meant"), ("eye", "mean"), ("make", "that"), ("or", "rather"), ("correction",),
    ("corrected",), ("edit",), ("edited",), ("typo",), ("sorry",), ("no",), ("nope",), ("oops",),
    ("whoops",), ("my", "bad"), ("scratch", "that"), ("meant",),
)  # fmt: skip
"""Words that take back what was said before them."""
EDIT = (("edit",), ("edited",))
"""Slip words that as often begin a note on the answer's style ("Edit: 24-hour time") as a correction."""
PAUSE = (("wait",), ("hang", "on"), ("hold", "on"), ("actually",))
"""Words that may take back what was said, or only pause a thought ("I had to wait 45 minutes")."""


def alternation(*cues: tuple[str, ...], leaving_out: tuple[tuple[str, ...], ...] = ()) -> str:
    """A regular expression's alternatives for `cues`, longest first so "i meant" is not read as "i mean"."""
    words = {" ".join(cue) for cue in cues if cue not in leaving_out}
    return "|".join(sorted(words, key=lambda said: (-len(said), said)))


def needs(*cues: tuple[str, ...]) -> str:
    """The `needs` words of a pattern that holds one of `cues`: the longest word of each, the rarest in
    other text ("mean" of "i mean", never "i", which most questions hold)."""
    return "|".join(sorted({max(cue, key=len) for cue in cues}))
