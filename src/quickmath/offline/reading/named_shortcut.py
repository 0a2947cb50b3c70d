"""A shortcut the learner names: "use round and compensate for 129 + 99", "with the add nines trick"."""

from __future__ import annotations

import functools
import re

from quickmath.offline.reading.text import FILLERS, only_fillers, tokens
from quickmath.patterns import lazy, mentions
from quickmath.techniques import BY_NAME


@functools.lru_cache(maxsize=128)
def _named_shortcuts(names: tuple[str, ...]) -> re.Pattern[str]:
    alternatives = "|".join(r"\s".join(map(re.escape, name.split("_"))) for name in names)
    cue = r"(?:use|using|with|by|via|apply|applying|try|trying|do it with|do it using)"
    trick = r"(?:shortcut|trick|method|technique|rule|way)"
    after_cue = rf"\b{cue} (?:the |your |a |my )?(?P<a>{alternatives})(?: {trick})?\b"
    before_trick = rf"\b(?:the )?(?P<b>{alternatives}) {trick}\b"
    return re.compile(f"{after_cue}|{before_trick}")


_UNKNOWN_SHORTCUT = (
    r"\b(?:use|using|with|via|apply|try) (?:the |your |a |my )?(?P<name>(?:[a-z]+ ){1,4}?)"
    r"(?:shortcut|trick|method|technique)\b"
)


def _names_in(piece: str) -> tuple[str, ...]:
    """The shortcut names, longest first, whose every word is in the piece: the only ones that can match,
    so the pattern of names is built from these few (usually none) rather than from all of them."""
    return tuple(
        name
        for name, words in _names_longest_first()
        if words[0] in piece and all(word in piece for word in words)
    )


@functools.cache
def _names_longest_first() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """Every shortcut name, longest first, with its words: sorted once, not for each piece read."""
    return tuple((name, tuple(name.split("_"))) for name in sorted(BY_NAME, key=len, reverse=True))


_WHEN_IT_WORKS = lazy(
    r"(?<=[\d)]) \( (?![^()]*\b(?:then|plus|minus|times|subtract\w*|take|double|halve|round\w*|answer"
    r"|multipl\w*|divide\w*|add \d+|not|but|in base|binary|octal|hex\w*)\b)"
    r"((?:[a-z]+ )*?(?:digits?|units|ones|tens|ends? in|ending in|base|near|close to)\b[^()]*) \)$",
    needs="digit|units|ones|tens|end|base|near|close to",
)
"""A note after a sum on when its trick works, whose numbers are the trick's, not the sum's: "46 × 44 (same
tens digit, units add to 10)", "97 × 96 (both near 100)". The sum is read without it;
"45 + 38 (in base 8)" asks for another base."""


def read_technique(piece: str) -> tuple[str | None, str]:
    """A shortcut the learner names ("use round and compensate for …"), and the text without it."""
    piece = _WHEN_IT_WORKS.sub("", piece)
    names = _names_in(piece)
    match = _named_shortcuts(names).search(piece) if names else None
    if match:
        name = (match.group("a") or match.group("b")).replace(" ", "_")
    else:
        mentioned = mentions("shortcut|trick|method|technique", piece)
        match = re.search(_UNKNOWN_SHORTCUT, piece) if mentioned else None
        if match is None or only_fillers(match.group("name")):
            return None, piece
        name = "_".join(w for w in tokens(match.group("name")) if w not in FILLERS) or match.group("name")
    return name, f"{piece[: match.start()]} {piece[match.end() :]}".strip()
