"""Every shortcut says why it works: plain sentences, not its rule again, and any sums it states are true."""

from __future__ import annotations

import itertools
import re

import pytest

from quickmath.expression import ExpressionError, value_of
from quickmath.techniques import TECHNIQUES, Technique

_SENTENCE_END = re.compile(r"[.!?](?:\s|$)")
_OPERAND = r"[\d(−](?:[\d\s.+−×÷()⁰¹²³⁴⁵⁶⁷⁸⁹]*[\d)⁰¹²³⁴⁵⁶⁷⁸⁹])?"
_CHAIN = re.compile(rf"{_OPERAND}(?:\s*=\s*{_OPERAND})+")
_GLUED_BEFORE = re.compile(r"(?:\w|[+−×÷=(^]\s*)$")
_GLUED_AFTER = re.compile(r"^(?:\w|…|\s*[+−×÷=^(])")


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", text.lower())


def _balanced(part: str) -> str:
    """One side of an equation with the brackets it borrowed from the sentence around it taken off."""
    part = part.strip()
    while part.count("(") > part.count(")") and part.startswith("("):
        part = part[1:].strip()
    while part.count(")") > part.count("(") and part.endswith(")"):
        part = part[:-1].strip()
    return part


def stated_equations(text: str) -> list[list[str]]:
    """Every chain of plain-number equalities in the text, like `99 × 34 = 3400 − 34 = 3366`."""
    chains = []
    for match in _CHAIN.finditer(text):
        if _GLUED_BEFORE.search(text[: match.start()]) or _GLUED_AFTER.search(text[match.end() :]):
            continue
        chains.append([_balanced(part) for part in match.group().split("=")])
    return chains


@pytest.mark.parametrize("technique", TECHNIQUES, ids=lambda t: t.name)
def test_each_shortcut_says_why_it_works_in_one_or_two_plain_sentences(technique: Technique) -> None:
    why = technique.why.strip()
    assert why and why[-1] == "."
    assert 1 <= len(_SENTENCE_END.findall(why)) <= 2
    assert 60 <= len(why) <= 330
    assert "_" not in why and "^" not in why and " -" not in why, "plain words: no internal names or carets"
    assert "::" not in why


@pytest.mark.parametrize("technique", TECHNIQUES, ids=lambda t: t.name)
def test_why_is_not_the_rule_again(technique: Technique) -> None:
    why, rule = _words(technique.why), _words(technique.rule)
    assert why != rule
    shared = sum(1 for a, b in itertools.pairwise(why) if f"{a} {b}" in " ".join(rule))
    assert shared < 0.6 * (len(why) - 1), "most of the explanation repeats the rule word for word"


def test_no_two_shortcuts_share_an_explanation() -> None:
    whys = [t.why for t in TECHNIQUES]
    assert len(set(whys)) == len(whys)


def test_every_sum_an_explanation_states_is_true() -> None:
    checked = 0
    for technique in TECHNIQUES:
        for chain in stated_equations(technique.why):
            try:
                values = [value_of(part) for part in chain]
            except ExpressionError:
                continue
            assert len(set(values)) == 1, f"{technique.name}: {' = '.join(chain)}"
            checked += 1
    assert checked >= 30


def test_the_equation_finder_reads_sentences_as_a_learner_would() -> None:
    assert stated_equations("so 99 × 34 = 3400 − 34 = 3366.") == [["99 × 34", "3400 − 34", "3366"]]
    assert stated_equations("is negative ((−2)³ = −8), so") == [["(−2)³", "−8"]]
    assert stated_equations("1 ÷ 99 = 0.0101…, so") == []
    assert stated_equations("(10n + 5) = 100n") == []
