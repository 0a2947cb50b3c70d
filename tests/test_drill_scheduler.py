"""Leitner scheduling with a fixed clock: promotion, demotion, due dates and what comes next."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from quickmath.domain import Operation, Problem
from quickmath.drill.attempt import Attempt
from quickmath.drill.questions import STARTERS, choose, introduction_order
from quickmath.drill.scheduler import SLOW_SECONDS, TOP_BOX, WAIT, Card, cards_from, next_up, when
from quickmath.techniques import BY_NAME, TECHNIQUES

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
MINUTE, DAY = timedelta(minutes=1), timedelta(days=1)
FAST, SLOW = 3.0, SLOW_SECONDS + 5

# (minutes after T0, correct, seconds) → box after the review, due (minutes after T0)
REVIEWS = [
    pytest.param([], 1, None, id="new"),
    pytest.param([(0, True, FAST)], 2, 1440, id="right and fast promotes"),
    pytest.param([(0, True, SLOW)], 1, 10, id="right but slow stays in its box"),
    pytest.param([(0, False, FAST)], 1, 10, id="a miss goes to box 1, due in 10 min"),
    pytest.param([(0, True, FAST), (5, True, FAST)], 2, 1440, id="practising early moves nothing up"),
    pytest.param([(0, True, FAST), (5, False, FAST)], 1, 15, id="but a miss counts at any time"),
    pytest.param([(0, True, FAST), (1440, True, FAST)], 3, 1440 + 3 * 1440, id="due and right goes up"),
    pytest.param([(0, True, FAST), (1440, True, SLOW)], 2, 2 * 1440, id="due but slow waits its box again"),
    pytest.param([(0, False, FAST), (10, True, FAST)], 2, 10 + 1440, id="relearnt after the wait"),
    pytest.param(
        [(0, True, FAST), (1440, True, FAST), (5760, True, FAST), (15840, True, FAST), (25920, False, FAST)],
        1,
        25930,
        id="a miss from box 5 goes back to box 1",
    ),
]


def attempt(shortcut: str, minutes: float, correct: bool, seconds: float) -> Attempt:
    problem = Problem(Operation.ADD, 47, 9)
    return Attempt.of(shortcut, problem, "56" if correct else "55", correct, seconds, T0 + minutes * MINUTE)


@pytest.mark.parametrize(("reviews", "box", "due"), REVIEWS)
def test_reviews_move_a_card_between_boxes(
    reviews: list[tuple[int, bool, float]], box: int, due: int | None
) -> None:
    card = Card("add_nines")
    for minutes, correct, seconds in reviews:
        card = card.review(correct, seconds, T0 + minutes * MINUTE)
    assert (card.box, card.due) == (box, None if due is None else T0 + due * MINUTE)


def test_the_top_box_is_the_last() -> None:
    card = Card("add_nines")
    for _ in range(TOP_BOX + 3):
        reviewed = card.due or T0
        card = card.review(True, FAST, reviewed)
    assert card.box == TOP_BOX
    assert card.due == reviewed + WAIT[TOP_BOX]


def test_exactly_the_slow_threshold_still_counts_as_fast() -> None:
    assert Card("x").review(True, SLOW_SECONDS, T0).box == 2
    assert Card("x").review(True, SLOW_SECONDS + 0.001, T0).box == 1


def test_cards_are_replayed_from_attempts_in_order() -> None:
    attempts = [
        attempt("add_nines", 0, True, FAST),
        attempt("subtract_nines", 1, False, FAST),
        attempt("add_nines", 1440, True, FAST),
    ]
    assert cards_from(attempts) == {
        "add_nines": Card("add_nines", 3, T0 + 1440 * MINUTE + 3 * DAY),
        "subtract_nines": Card("subtract_nines", 1, T0 + 11 * MINUTE),
    }


def test_next_up_puts_due_weak_ones_first_then_new_then_the_rest_soonest_first() -> None:
    now = T0 + 10 * DAY
    cards = {
        "a": Card("a", 3, now - 2 * DAY),
        "b": Card("b", 1, now - MINUTE),
        "c": Card("c", 1, now - DAY),
        "d": Card("d", 2, now + 2 * DAY),
        "e": Card("e", 4, now + DAY),
        "retired": Card("retired", 1, now - 9 * DAY),
    }
    available = ["a", "b", "c", "d", "e", "f", "g"]
    assert next_up(cards, available, now, 10) == ["c", "b", "a", "f", "g", "e", "d"]
    assert next_up(cards, available, now, 2) == ["c", "b"]
    assert "retired" not in next_up(cards, [*available, "h"], now, 100)


def test_a_new_learner_starts_with_a_spread_of_easy_shortcuts() -> None:
    first = choose({}, T0, 5)
    assert [t.name for t in first] == [name for name in STARTERS if name in BY_NAME][:5]
    assert len({t.operation for t in first}) == 5


def test_a_missed_shortcut_leads_the_next_drill_once_due() -> None:
    cards = cards_from([attempt("add_nines", 0, True, FAST), attempt("multiply_by_5", 1, False, FAST)])
    assert choose(cards, T0 + 5 * MINUTE, 3)[0].name != "multiply_by_5"
    assert choose(cards, T0 + 11 * MINUTE, 3)[0].name == "multiply_by_5"


def test_every_shortcut_is_introduced_exactly_once() -> None:
    order = introduction_order()
    assert sorted(order) == sorted(t.name for t in TECHNIQUES)


@pytest.mark.parametrize(
    ("card", "shown"),
    [
        (None, "new"),
        (Card("x"), "new"),
        (Card("x", 1, T0), "due now"),
        (Card("x", 1, T0 - DAY), "due now"),
        (Card("x", 1, T0 + 10 * MINUTE), "due in 10 min"),
        (Card("x", 1, T0 + 30 * timedelta(seconds=1)), "due in 1 min"),
        (Card("x", 1, T0 + 59.7 * MINUTE), "due in 1 hour"),
        (Card("x", 1, T0 + 5 * timedelta(hours=1)), "due in 5 hours"),
        (Card("x", 1, T0 + 1430 * MINUTE), "due in 1 day"),
        (Card("x", 2, T0 + DAY), "due in 1 day"),
        (Card("x", 4, T0 + 7 * DAY), "due in 7 days"),
    ],
)
def test_when_says_how_long_until_due(card: Card | None, shown: str) -> None:
    assert when(card, T0) == shown
