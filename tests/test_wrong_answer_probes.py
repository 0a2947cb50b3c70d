"""Questions written to trick the offline coach into answering a different problem than the one asked.

Each probe in tests/data/wrong_answer_probes.json is a question and the answer a careful tutor would give (a
list when it may state several: two things asked, or two right readings such as "2200" m or "2.2" km), or
"unread" when no answer may be stated (the coach must ask back or refuse). A probe may go unread whatever
its answer: a widened reader may read it, but never answer anything else. Probes with "was" were answered
wrongly before a guard (see `reading.guards`); the rest are close calls the coach already gets right."""

from __future__ import annotations

import json
import re
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from tests.offline_turns import ask

PROBES = json.loads((Path(__file__).parent / "data" / "wrong_answer_probes.json").read_text(encoding="utf-8"))
_BOLD = re.compile(r"\*\*(.+?)\*\*")


def stated(question: str) -> list[str]:
    """Every answer the coach states in bold."""
    return _BOLD.findall(ask(question).answer)


_LENGTH = re.compile(r"(?:(\d+) h)? ?(?:(\d+) min)?|(\d+) minutes?(?: \(.*\))?")
_CLOCK = re.compile(r"0?(\d{1,2}):(\d\d)( ?[AP]M)?", re.IGNORECASE)


def meanings(answer: str) -> set[Fraction | str]:
    """What an answer may mean, in one spelling each: a number (14.50 is 14.5, −7 is -7), a length of time in
    minutes ("15 min", "15 minutes", "0:15" and "1 h 5 min" all say so), a clock reading ("02:15" is 2:15),
    else the answer as written ("Yes")."""
    written = answer.replace("−", "-").strip()
    try:
        return {Fraction(written)}
    except ValueError:
        pass
    if (length := _LENGTH.fullmatch(written)) and any(length.groups()):
        hours, minutes, only_minutes = length.groups()
        return {Fraction(int(only_minutes or 0) + int(hours or 0) * 60 + int(minutes or 0))}
    if clock := _CLOCK.fullmatch(written):
        hours, minutes, half = clock.groups()
        if half:
            return {f"{int(hours)}:{minutes} {half.strip().upper()}"}
        return {f"{int(hours)}:{minutes}", Fraction(int(hours) * 60 + int(minutes))}
    return {written}


def kept_to(said: list[str], answer: str | list[str]) -> bool:
    """Is every answer stated one the probe allows? An answer is one string, or a list for a message asking
    two things ("47 + 9 and 6 x 7"); "unread" allows none."""
    answers = answer if isinstance(answer, list) else [answer]
    allowed = set().union(*(meanings(one) for one in answers if one != "unread"))
    return all(meanings(one) & allowed for one in said)


@pytest.mark.parametrize("probe", PROBES, ids=[f"{p['family']}: {p['question'][:60]}" for p in PROBES])
def test_the_coach_states_no_answer_but_the_right_one(probe: dict[str, Any]) -> None:
    said = stated(probe["question"])
    assert kept_to(said, probe["answer"]), f"stated {said} where a careful tutor says {probe['answer']}"


def test_the_probes_cover_every_family_and_pin_the_wrong_answers_found() -> None:
    families = {probe["family"] for probe in PROBES}
    assert len(PROBES) >= 200 and len(families) >= 10
    assert all(probe["was"] != probe["answer"] for probe in PROBES if "was" in probe)
    assert len({probe["question"] for probe in PROBES}) == len(PROBES)


def test_a_probe_fails_when_the_coach_states_another_answer() -> None:
    """The check can fail: "5 less than 20" states 15, so pinned as 25 or as unread it would not pass."""
    said = stated("5 less than 20")
    assert kept_to(said, "15") and kept_to([], "15") and kept_to([], "unread")
    assert not kept_to(said, "25") and not kept_to(said, "unread") and not kept_to(["56", "41"], ["56", "42"])
    assert kept_to(["14.5"], "14.50") and kept_to(["−7"], "-7") and not kept_to(["1 h 15 min"], "1 h 16 min")
    assert (
        kept_to(["15 minutes"], "15 min") and kept_to(["2:15"], "02:15") and not kept_to(["2:15 PM"], "2:15")
    )
