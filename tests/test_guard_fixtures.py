"""Each guard's own fixtures (tests/data/guards.json): phrasings it turns away.

`turned_away` holds, for each guard by name (see `reading.guards.tried.GUARDS` and `reading.guards.cues`),
phrasings the coach asks back: a question alone is doubtful and must never be answered; a [question, right
answer] pair has one right answer, which a widened reader may give, but nothing else. While the coach asks
back, the guard named must be one of those that argue against a reading a reader made of it, so each phrasing
pins its guard.
`readings` holds, for a guard no phrasing reaches any more (a reader now reads its kind right, or another step
stops it sooner), the reading it still turns away: it stays as a second line. Add a guard's phrasings here
when you add the guard.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from quickmath.offline.asks import ProblemSpec, Spec
from quickmath.offline.reading import guards
from quickmath.offline.reading.guards import cues, second_parts, tried
from tests.offline_turns import ask

FIXTURES = json.loads((Path(__file__).parent / "data" / "guards.json").read_text(encoding="utf-8"))
TURNED_AWAY = [
    (name, *(asked if isinstance(asked, list) else [asked, None]))
    for name, questions in FIXTURES["turned_away"].items()
    for asked in questions
]
READINGS = [(name, reading) for name, readings in FIXTURES["readings"].items() for reading in readings]
EVERY_GUARD = [
    guard.__name__ for guard in (*tried.GUARDS, *second_parts.GUARDS, cues.lengths_cued, *cues.STORY_CUES)
]


def test_every_guard_has_fixtures_and_every_fixture_names_a_guard() -> None:
    fixed = [*FIXTURES["turned_away"], *FIXTURES["readings"]]
    assert sorted(fixed) == sorted(EVERY_GUARD)


def test_each_guard_is_named_once() -> None:
    assert len(set(EVERY_GUARD)) == len(EVERY_GUARD)


@pytest.mark.parametrize(("guard", "question", "right"), TURNED_AWAY)
def test_a_guard_s_phrasing_is_asked_back_and_the_guard_argues_against_a_reading_of_it(
    guard: str, question: str, right: str | None, monkeypatch: pytest.MonkeyPatch
) -> None:
    fired: list[list[str]] = []
    argued_against = guards.argued_against

    def watched(reader: str, text: str, spec: Spec) -> bool:
        fired.append(guards.guards_against(reader, text, spec))
        return argued_against(reader, text, spec)

    monkeypatch.setattr(guards, "argued_against", watched)
    said = re.findall(r"\*\*(.+?)\*\*", ask(question).answer)
    if right is not None and said == [right]:
        return  # a widened reader reads it right now: keep another phrasing for the guard
    assert said == []
    assert any(guard in names for names in fired), fired


@pytest.mark.parametrize(("guard", "reading"), READINGS)
def test_a_guard_no_phrasing_reaches_still_turns_its_reading_away(
    guard: str, reading: dict[str, Any]
) -> None:
    spec = ProblemSpec(*reading["spec"])
    assert guard in guards.guards_against(reading["reader"], reading["text"], spec)
    assert guards.argued_against(reading["reader"], reading["text"], spec)
