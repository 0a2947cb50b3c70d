"""Steps worded for a learner: one sentence each, no doubled colons, no carets, one minus sign, no step that
only says its own sum again, and a quotient that does not come out even written as 3 1/3."""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from quickmath.domain import DURATION_OPERATIONS, Operation, Problem
from quickmath.techniques import TECHNIQUES, Technique, find_applicable
from quickmath.techniques.common import powers_raised
from tests.strategies import problems

HYPHEN_AS_MINUS = re.compile(r"(?<![\w)])-(?=[\d(])")
COLON_IN_WORDS = re.compile(r":(?!\d)")  # a clock reading such as 4:15 is not a colon in the words
FRACTION = re.compile(r"(\d+)/(\d+)")
SUM_SIGNS = re.compile(r"[+−×÷⁰¹²³⁴⁵⁶⁷⁸⁹]")
ADDS_NOTHING = re.compile(r"[+−] 0(?![\d.])")
"""A term of 0 in hours and minutes (3 + 0 = 3); digit by digit working may well say 9 − 0."""


def wording_faults(say: str, expr: str) -> list[str]:
    """What a learner would trip over in one step, shown as `say: expr = result`."""
    faults = []
    if not say.strip() or say.rstrip()[-1] not in ".?":
        faults.append("a step is one finished sentence")
    if COLON_IN_WORDS.search(say):
        faults.append("a colon in the words doubles up with the one before the sum")
    if "^" in say:
        faults.append("a caret in prose (write 13², not 13^2)")
    if HYPHEN_AS_MINUS.search(say) or HYPHEN_AS_MINUS.search(expr):
        faults.append("a hyphen used as a minus sign")
    written = powers_raised(expr)
    if SUM_SIGNS.search(written) and len(written) >= 2 and written in say:
        faults.append("the words only say the step's own sum again")
    if any(int(top) >= int(bottom) for top, bottom in FRACTION.findall(say)):
        faults.append("a quotient written as a top-heavy fraction instead of 3 1/3")
    return faults


def steps_of(technique: Technique, problem: Problem) -> list[tuple[str, str]]:
    steps = [(step.say, step.expr) for step in technique.solve(problem).steps]
    if problem.operation in DURATION_OPERATIONS:
        assert not [expr for _, expr in steps if ADDS_NOTHING.search(expr)], (
            technique.name,
            str(problem),
            steps,
        )
    return steps


@pytest.mark.parametrize("technique", TECHNIQUES, ids=lambda t: t.name)
def test_every_shortcut_words_its_steps_for_a_learner(technique: Technique) -> None:
    for seed in range(25):
        problem = technique.make_problem(random.Random(seed))
        for say, expr in steps_of(technique, problem):
            assert wording_faults(say, expr) == [], (technique.name, str(problem), say, expr)


@pytest.mark.parametrize("operation", list(Operation), ids=str)
@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_any_problem_is_worded_for_a_learner_by_every_shortcut_that_fits(
    operation: Operation, data: st.DataObject
) -> None:
    problem = data.draw(problems(operation))
    for technique in find_applicable(problem):
        for say, expr in steps_of(technique, problem):
            assert wording_faults(say, expr) == [], (technique.name, str(problem), say, expr)


@pytest.mark.parametrize("technique", TECHNIQUES, ids=lambda t: t.name)
def test_titles_and_rules_are_plain_prose(technique: Technique) -> None:
    for text in (technique.title, technique.rule):
        assert "^" not in text and "_" not in text and not HYPHEN_AS_MINUS.search(text), text


@pytest.mark.parametrize(
    ("say", "expr", "fault"),
    [
        ("Remember 2¹⁰ = 1024.", "2^10", "the words only say the step's own sum again"),
        ("Remember 2^10 = 1024.", "2^10", "a caret in prose (write 13², not 13^2)"),
        ("Move both points 1 place right: 4.8 →", "4.8 × 10", "a step is one finished sentence"),
        ("Two minus signs: the answer is positive.", "(−2) × (−3)", "a colon in the words doubles up"),
        ("So the answer is -4.", "0 − 4", "a hyphen used as a minus sign"),
        ("That is 136 remainder 1, so 1225/9.", "136 + 1 ÷ 9", "a quotient written as a top-heavy fraction"),
    ],
)
def test_the_wording_check_finds_each_fault(say: str, expr: str, fault: str) -> None:
    assert any(found.startswith(fault) for found in wording_faults(say, expr))


def test_clock_readings_and_mixed_numbers_are_not_faults() -> None:
    assert wording_faults("4 h 15 min, that is 4:15.", "4 × 100 + 15") == []
    assert wording_faults("That is 136 remainder 1, so 136 1/9.", "136 + 1 ÷ 9") == []


def test_powers_are_raised_in_steps_but_a_bracketed_power_is_left_alone() -> None:
    assert powers_raised("13^2 + 2^10") == "13² + 2¹⁰"
    assert powers_raised("(−1)^(2^40)") == "(−1)^(2⁴⁰)"
