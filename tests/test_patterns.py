"""`quickmath.patterns.lazy` compiles a pattern on its first use and then answers as `re.compile` would."""

from __future__ import annotations

import re

import pytest

from quickmath.patterns import lazy

PATTERN = r"(\d+) ?(?:min|minutes)\b"
TEXTS = ["", "7 min", "add 15 minutes to 2 minutes", "no numbers", "12minutes 3 min 4 mins"]


def test_a_pattern_is_compiled_only_when_first_used() -> None:
    pattern = lazy(PATTERN)
    assert not pattern.is_compiled
    assert pattern.pattern == PATTERN
    assert pattern.search("7 min") is not None
    assert pattern.is_compiled


@pytest.mark.parametrize("text", TEXTS)
def test_each_method_answers_as_the_compiled_pattern_does(text: str) -> None:
    pattern, compiled = lazy(PATTERN, re.IGNORECASE), re.compile(PATTERN, re.IGNORECASE)
    for method in ("search", "match", "fullmatch"):
        for shown in (text, text.upper()):
            mine, theirs = getattr(pattern, method)(shown, 1), getattr(compiled, method)(shown, 1)
            assert (mine and mine.span()) == (theirs and theirs.span())
    assert [m.span() for m in pattern.finditer(text)] == [m.span() for m in compiled.finditer(text)]
    assert pattern.findall(text) == compiled.findall(text)
    assert pattern.split(text) == compiled.split(text)
    assert pattern.sub(r"<\1>", text) == compiled.sub(r"<\1>", text)
