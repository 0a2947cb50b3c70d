"""Asking for the list of shortcuts: "show me the shortcuts", "which tricks do you know for multiplying?"."""

from __future__ import annotations

import re

from quickmath.offline.asks import ListShortcuts
from quickmath.offline.reading.piece import Piece
from quickmath.patterns import lazy

_LISTING = lazy(r"\b(?:shortcuts?|tricks?|techniques?|methods?)\b", needs="shortcut|trick|technique|method")
_LIST_OPERATIONS = [
    (r"\b(?:add|adding|addition|plus)\b", "+"),
    (r"\b(?:subtract|subtracting|subtraction|minus|take away|taking away)\b", "-"),
    (r"\b(?:multiply|multiplying|multiplication|times|products?)\b", "*"),
    (r"\b(?:divide|dividing|division)\b", "/"),
    (r"\bseries\b", "series"),
    (r"\b(?:sums? of squares|squares)\b", "sum_of_squares"),
    (r"\b(?:sums? of cubes|cubes)\b", "sum_of_cubes"),
    (r"\b(?:time|times of day|hours|minutes|durations)\b", "add_time"),
    (r"\b(?:powers?|exponents?|squaring|cubing)\b", "power"),
]


def read(piece: Piece) -> ListShortcuts | None:
    """ "Show me the shortcuts", "which tricks do you know for multiplying?"."""
    text = piece.raw
    if not _LISTING.search(text) or re.search(r"\d", piece.text):
        return None  # "What's ninety-nine squared? I heard there's a trick." asks for the number
    for pattern, operation in _LIST_OPERATIONS:
        if re.search(pattern, text):
            return ListShortcuts(operation)
    return ListShortcuts()
