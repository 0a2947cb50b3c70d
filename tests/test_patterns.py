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


def test_text_without_a_needed_word_is_answered_without_compiling() -> None:
    pattern = lazy(PATTERN, needs="min")
    assert pattern.search("what is 47 + 9") is None
    assert pattern.sub("x", "47 + 9") == "47 + 9"
    assert pattern.split("47 + 9") == ["47 + 9"]
    assert (pattern.findall("47"), list(pattern.finditer("47"))) == ([], [])
    assert not pattern.is_compiled
    assert pattern.search("in 7 minutes") is not None


@pytest.mark.parametrize(
    "text", ["STEP 3", "ſtep 3", "İ said it", "2 K", "3 k", "ı said", "nothing here", "SAID"]
)
def test_a_pattern_that_ignores_case_is_skipped_only_where_re_could_not_match(text: str) -> None:
    """`re` matches ſ to s, ı and İ to i and the kelvin sign to k when case is ignored."""
    pattern = lazy(r"\bstep [0-9]+|\bi said|[0-9] k", re.IGNORECASE, needs="step|i said| k")
    assert bool(pattern.search(text)) == bool(re.search(pattern.pattern, text, re.IGNORECASE))
