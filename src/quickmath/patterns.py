"""Regular expressions compiled the first time they are used, not when their module is imported.

Compiling a pattern costs far more than matching it (about 1 M instructions on CPython 3.11), and most of
the offline readers' patterns are never tried on a given question. Write a module's patterns with `lazy`
where you would write `re.compile`; the pattern is compiled on its first search, match, sub, ...

    _TIME = lazy(r"(\\d{1,2}):(\\d{2})")
    found = _TIME.search(text)
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterator
from typing import Any


class LazyPattern:
    """A regular expression that compiles itself on first use; it reads like a compiled `re.Pattern`."""

    __slots__ = ("_compiled", "flags", "pattern")

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self.pattern = pattern
        self.flags = flags
        self._compiled: re.Pattern[str] | None = None

    @property
    def compiled(self) -> re.Pattern[str]:
        if self._compiled is None:
            self._compiled = re.compile(self.pattern, self.flags)
        return self._compiled

    @property
    def is_compiled(self) -> bool:
        return self._compiled is not None

    def search(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.compiled.search(text, pos, endpos)

    def match(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.compiled.match(text, pos, endpos)

    def fullmatch(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.compiled.fullmatch(text, pos, endpos)

    def finditer(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> Iterator[re.Match[str]]:
        return self.compiled.finditer(text, pos, endpos)

    def findall(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> list[Any]:
        return self.compiled.findall(text, pos, endpos)

    def split(self, text: str, maxsplit: int = 0) -> list[str]:
        return self.compiled.split(text, maxsplit)

    def sub(self, replacement: str | Callable[[re.Match[str]], str], text: str, count: int = 0) -> str:
        return self.compiled.sub(replacement, text, count)

    def __repr__(self) -> str:
        return f"lazy({self.pattern!r}{f', {self.flags!r}' if self.flags else ''})"


def lazy(pattern: str, flags: int = 0) -> LazyPattern:
    """`pattern`, compiled with `flags` the first time it is used."""
    return LazyPattern(pattern, flags)
