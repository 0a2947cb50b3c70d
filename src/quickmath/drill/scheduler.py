"""Leitner boxes: a right, quick answer moves a shortcut up a box; a miss sends it back to box 1.

Each box has a wait before the shortcut is due again. Practising a shortcut before it is due
moves nothing up (a box measures recall after a gap), but a miss always counts.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timedelta

from quickmath.drill.attempt import Attempt

SLOW_SECONDS = 20.0
TOP_BOX = 5
WAIT = {
    1: timedelta(minutes=10),
    2: timedelta(days=1),
    3: timedelta(days=3),
    4: timedelta(days=7),
    5: timedelta(days=16),
}


def is_fast(seconds: float) -> bool:
    return seconds <= SLOW_SECONDS


@dataclass(frozen=True)
class Card:
    """Where one shortcut stands: its box and when it is next due (None: never practised)."""

    shortcut: str
    box: int = 1
    due: datetime | None = None

    def is_due(self, now: datetime) -> bool:
        return self.due is None or self.due <= now

    def review(self, correct: bool, seconds: float, now: datetime) -> Card:
        if not correct:
            return replace(self, box=1, due=now + WAIT[1])
        if not self.is_due(now):
            return self
        box = min(self.box + 1, TOP_BOX) if is_fast(seconds) else self.box
        return replace(self, box=box, due=now + WAIT[box])


def cards_from(attempts: Iterable[Attempt]) -> dict[str, Card]:
    """Every practised shortcut's card, from replaying its attempts in order."""
    cards: dict[str, Card] = {}
    for attempt in attempts:
        card = cards.get(attempt.shortcut) or Card(attempt.shortcut)
        cards[attempt.shortcut] = card.review(attempt.correct, attempt.seconds, attempt.at)
    return cards


def next_up(cards: Mapping[str, Card], available: Sequence[str], now: datetime, count: int) -> list[str]:
    """Up to `count` shortcuts to practise: due ones (lowest box, then most overdue), then new ones
    in the order of `available`, then the rest, soonest due first. Only names in `available` count."""
    known = [cards[name] for name in available if name in cards]
    due = sorted((c for c in known if c.is_due(now)), key=lambda c: (c.box, c.due or now))
    later = sorted((c for c in known if not c.is_due(now)), key=lambda c: (c.due or now, c.box))
    new = [name for name in available if name not in cards]
    return ([c.shortcut for c in due] + new + [c.shortcut for c in later])[:count]


def when(card: Card | None, now: datetime) -> str:
    """'new', 'due now', or 'due in 3 days' and the like."""
    if card is None or card.due is None:
        return "new"
    if card.due <= now:
        return "due now"
    wait = card.due - now
    minutes = max(1, round(wait / timedelta(minutes=1)))
    if minutes < 60:
        return f"due in {minutes} min"
    hours = round(wait / timedelta(hours=1))
    if hours < 24:
        return f"due in {hours} hour{'' if hours == 1 else 's'}"
    days = round(wait / timedelta(days=1))
    return f"due in {days} day{'' if days == 1 else 's'}"
