"""Regular expressions compiled the first time they are used, not when their module is imported.

Compiling a pattern costs far more than matching it (about 1 M instructions on CPython 3.11), and most of
the offline readers' patterns are never tried on a given question. Write a module's patterns with `lazy`
where you would write `re.compile`; the pattern is compiled on its first search, match, sub, ...

    _TIME = lazy(r"(\\d{1,2}):(\\d{2})", needs=":")
    found = _TIME.search(text)

`needs` lists ("|"-separated) the words one of which every match holds. Text without any of them cannot
match, so it gets the answer of no match (None, [], the text unchanged) and the pattern is not compiled:
for a pattern tried on every question, most questions then never compile it. With `re.IGNORECASE`, write
the words in lower case.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterator
from typing import Any

_AS_RE_FOLDS = str.maketrans({"İ": "i", "ı": "i", "ſ": "s"})
"""Letters `re` matches to i or s when case is ignored but `str.lower` does not turn into them."""


def mentions(words: str, text: str) -> bool:
    """Is one of the "|"-separated `words` in `text`? A pattern that needs one is only tried when it is."""
    split = _SPLIT.get(words)
    if split is None:
        split = _SPLIT[words] = tuple(words.split("|"))
    for word in split:  # a plain loop: a generator in any() costs more, and this runs thousands of times
        if word in text:
            break
    else:
        return False
    return True


_SPLIT: dict[str, tuple[str, ...]] = {}
"""Each `words` of `mentions` split once."""


_last_folded = ("", "")
"""The last text a pattern that ignores case was tried on, and its fold: many are tried on one text."""


def _folded(text: str) -> str:
    """`text` in lower case, as `re` matches it when case is ignored."""
    global _last_folded
    if _last_folded[0] is not text:
        _last_folded = (text, text.translate(_AS_RE_FOLDS).lower())
    return _last_folded[1]


class LazyPattern:
    """A regular expression that compiles itself on first use; it reads like a compiled `re.Pattern`."""

    __slots__ = ("_compiled", "flags", "needs", "pattern")

    def __init__(self, pattern: str, flags: int = 0, needs: str = "") -> None:
        self.pattern = pattern
        self.flags = flags
        self.needs = needs
        self._compiled: re.Pattern[str] | None = None

    @property
    def compiled(self) -> re.Pattern[str]:
        if self._compiled is None:
            self._compiled = re.compile(self.pattern, self.flags)
        return self._compiled

    @property
    def is_compiled(self) -> bool:
        return self._compiled is not None

    def could_match(self, text: str) -> bool:
        """False when `text` holds none of the words the pattern needs."""
        if not self.needs:
            return True
        if self.flags & re.IGNORECASE:
            text = _folded(text)
        return mentions(self.needs, text)

    def search(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.compiled.search(text, pos, endpos) if self.could_match(text) else None

    def match(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.compiled.match(text, pos, endpos) if self.could_match(text) else None

    def fullmatch(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.compiled.fullmatch(text, pos, endpos) if self.could_match(text) else None

    def finditer(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> Iterator[re.Match[str]]:
        return self.compiled.finditer(text, pos, endpos) if self.could_match(text) else iter(())

    def findall(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> list[Any]:
        return self.compiled.findall(text, pos, endpos) if self.could_match(text) else []

    def split(self, text: str, maxsplit: int = 0) -> list[str]:
        return self.compiled.split(text, maxsplit) if self.could_match(text) else [text]

    def sub(self, replacement: str | Callable[[re.Match[str]], str], text: str, count: int = 0) -> str:
        return self.compiled.sub(replacement, text, count) if self.could_match(text) else text

    def __repr__(self) -> str:
        needs = f", needs={self.needs!r}" if self.needs else ""
        return f"lazy({self.pattern!r}{f', {self.flags!r}' if self.flags else ''}{needs})"


def lazy(pattern: str, flags: int = 0, needs: str = "") -> LazyPattern:
    """`pattern`, compiled with `flags` the first time it is used on text holding one of the `needs`."""
    return LazyPattern(pattern, flags, needs)
