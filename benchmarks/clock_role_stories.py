"""The roles grid of `clock_roles_grid.py`: one event at one clock reading and one length, every role crossed.

The reading is the event's START (or the event told bare, "Dinner is at 7 pm", which is when it starts) or
its END. The length is the event's OWN ("it lasts 45 minutes"), a JOURNEY there before it ("the drive there
takes 25 minutes", "we need 20 minutes to get there"), a DRIVE that says neither (before a start, either way
from an end), or a journey HOME after it. The question asks the
event's end or start, when to set off from home, when to leave, when we arrive, or something the story does
not tell. What a careful tutor does follows from the roles alone (`expected`): the reading moved on or back
when they decide it, asked back otherwise. Rides ("the ferry leaves at …, the crossing takes …"), boarding
and deadlines ("need to be at the station by …") are crossed the same way.
"""

from __future__ import annotations

from typing import NamedTuple

READ, ASKED, EITHER = "read", "asked", "either"
AFTER, BEFORE = 1, -1


class Story(NamedTuple):
    """A story shape and what a careful tutor does with it: READ (or EITHER) with a way, or ASKED."""

    template: str
    must: str
    way: int


EVENTS: list[tuple[str, str, str, str]] = [
    ("the meeting", "The meeting starts at {r}", "The meeting ends at {r}", "The meeting is at {r}"),
    ("the film", "The film starts at {r}", "The film finishes at {r}", "The film is at {r}"),
    ("dinner", "Dinner starts at {r}", "Dinner ends at {r}", "Dinner is at {r}"),
    ("the match", "The match kicks off at {r}", "The match finishes at {r}", "The match is at {r}"),
    ("the class", "Yoga class begins at {r}", "Yoga class ends at {r}", "Yoga class is at {r}"),
]
"""Events by name, told at their start, at their end, and bare."""

OWN = [" and lasts {l}.", ". It lasts {l}.", ". It runs for {l}.", " and takes {l}."]
THERE = [". The drive there takes {l}.", " and we need {l} to get there.", ". It's a {l} walk there."]
DRIVE = [". The drive takes {l}.", " and the bus ride is {l}."]
HOME = [". The drive home takes {l}."]

ASKS: dict[str, list[str]] = {
    "end": ["When does it finish?", "What time is {e} over?"],
    "start": ["When does it start?", "What time does {e} begin?"],
    "we start": ["When do we start?"],
    "set off": ["When should we leave home?", "What time do we set off?"],
    "leave": ["When do I leave?"],
    "arrive": ["When do we arrive?", "What time do we get there?"],
    "home": ["When do we get home?"],
    "other": ["When does the bus come?", "When does the shop open?"],
}
"""Questions by what they ask; {e} is the event's name."""


def expected(role: str, owner: str, asked: str) -> tuple[str, int]:
    """What a careful tutor does with a reading of `role` ("start" or "end"), a length of `owner` ("own",
    "there", "home") and a question asking `asked`: read it one way, either read it so or ask back, or ask
    back."""
    if asked == "other":
        return ASKED, 0
    if owner == "own":
        asked = "start" if asked == "we start" else asked
        if role == "start":
            ways = {"end": (READ, AFTER), "leave": (EITHER, AFTER), "home": (EITHER, AFTER)}
            return ways.get(asked, (ASKED, 0))  # home at its end, with no journey told
        return {"start": (READ, BEFORE), "arrive": (EITHER, BEFORE)}.get(asked, (ASKED, 0))
    if owner in ("there", "drive"):
        if role == "start":
            ways = {"set off": (READ, BEFORE), "leave": (READ, BEFORE), "we start": (EITHER, BEFORE)}
            return ways.get(asked, (ASKED, 0))
        if owner == "drive" and asked == "home":
            return EITHER, AFTER  # "The film finishes at 22:00. The drive takes 25 minutes": home after it?
        if owner == "there" and asked == "leave":
            return EITHER, BEFORE  # "… ends at 15:00 and we need 40 minutes to get there. When do I leave?"
        return {"set off": (EITHER, BEFORE)}.get(asked, (ASKED, 0))
    if role == "end":
        return {"home": (READ, AFTER), "arrive": (EITHER, AFTER)}.get(asked, (ASKED, 0))
    return ASKED, 0


def _event_stories() -> list[Story]:
    stories = []
    for name, start, end, bare in EVENTS:
        for role, told in (("start", start), ("start", bare), ("end", end)):
            for owner, lengths in (("own", OWN), ("there", THERE), ("drive", DRIVE), ("home", HOME)):
                for turn, (asked, questions) in enumerate(ASKS.items()):
                    must, way = expected(role, owner, asked)
                    for length in lengths:
                        question = questions[(turn + len(stories)) % len(questions)]
                        text = f"{told}{length} {question.format(e=name)}"
                        stories.append(Story(text[0].upper() + text[1:], must, way))
    return stories


RIDES: list[Story] = [
    Story("The ferry leaves at {r} and the crossing takes {l}. When does it arrive?", READ, AFTER),
    Story("The ferry leaves at {r}. The crossing takes {l}. What time do we get in?", READ, AFTER),
    Story("The bus departs at {r} and the journey takes {l}. When do we arrive?", READ, AFTER),
    Story("The plane takes off at {r} and the flight is {l}. When does it land?", READ, AFTER),
    Story("The ferry leaves at {r} and the crossing takes {l}. When does it leave?", ASKED, 0),
    Story("The ferry leaves at {r} and the crossing takes {l}. When should we leave home?", ASKED, 0),
    Story("The ferry arrives at {r} and the crossing takes {l}. When did it leave?", READ, BEFORE),
    Story("The train gets in at {r} and the journey takes {l}. When did it set off?", READ, BEFORE),
    Story("The ferry arrives at {r} and the drive to the port takes {l}. When did it leave?", ASKED, 0),
    Story("The train gets in at {r} and the walk to the station takes {l}. When did it set off?", ASKED, 0),
    Story("The ferry arrives at {r} and the drive to the port takes {l}. When does it arrive?", ASKED, 0),
    Story("The plane boards at {r} and boarding takes {l}. When does boarding close?", READ, AFTER),
    Story("The plane boards at {r} and boarding takes {l}. When does it take off?", EITHER, AFTER),
    Story("The plane boards at {r} and boarding takes {l}. When does it board?", ASKED, 0),
    Story("I need to be at the station by {r} and the walk takes {l}. When should I set off?", READ, BEFORE),
    Story("I need to be at the station by {r} and the walk takes {l}. When do I arrive?", ASKED, 0),
    Story("I need to be at the station by {r} and the walk takes {l}. When does the train leave?", ASKED, 0),
]
"""Rides, boarding and a deadline: a ride's own length from its departure or to its arrival, another's
journey beside it, boarding's own length, a walk to be somewhere by a reading."""


TOLD_BEFORE: list[Story] = [
    Story(
        "The flight lands at {r}, I need to leave {l} before to pick them up. When do I leave?", READ, BEFORE
    ),
    Story("Film starts {r}. We want to arrive {l} before to get popcorn. When do we arrive?", READ, BEFORE),
    Story(
        "The shop opens at {r} and I'll get there {l} after to avoid the rush. When do I get there?",
        READ,
        AFTER,
    ),
    Story("Server maintenance at {r}, {l} warning goes out before. When's the warning?", READ, BEFORE),
    Story("The exam starts at {r}; a {l} reminder is sent before. When is the reminder sent?", READ, BEFORE),
    Story("Doors open {r}, {l} soundcheck before. What time is the soundcheck?", READ, BEFORE),
    Story(
        "The flight lands at {r}, I need to leave {l} before to pick them up. When does it land?", ASKED, 0
    ),
    Story("Server maintenance at {r}, a {l} warning goes out before. When does maintenance start?", ASKED, 0),
    Story("The exam starts at {r}; a {l} reminder is sent before. When does the exam end?", ASKED, 0),
]
"""A time told a length before or after the reading, with what it is for; a thing named after its length."""

AFTER_AN_END: list[Story] = [
    Story("Last show ends {r}; the cleaners need {l}. When can we lock up?", READ, AFTER),
    Story("The party finishes at {r} and the tidy-up takes {l}. When can we go home?", EITHER, AFTER),
    Story("The party finishes at {r} and the tidy-up takes {l}. When will it all be done?", READ, AFTER),
    Story(
        "Match ends {r}, the stewards need {l} to clear the ground. When can the gates be locked?",
        READ,
        AFTER,
    ),
    Story("The shop closes at {r}; the cleaners need {l}. When do they start?", ASKED, 0),
    Story("Last show ends {r}; the cleaners need {l}. When does the last show start?", ASKED, 0),
    Story("I leave the depot at {r} and the round takes {l}. When should I be finished?", READ, AFTER),
    Story("The postie sets off at {r} and the round takes {l}. When is she done?", READ, AFTER),
    Story("Our guide leaves the hotel at {r} and the tour takes {l}. What time does it end?", READ, AFTER),
    Story("I leave home at {r} and the meeting lasts {l}. When is it finished?", ASKED, 0),
]
"""Another thing's length after what ends at the reading, and a going's own round or tour beside a meeting."""


BREAKS: list[Story] = [
    Story("Break at {r}, {l}. When do we restart?", READ, AFTER),
    Story("Half-time starts at {r} and lasts {l}. When does the second half start?", READ, AFTER),
    Story("The interval is at {r} for {l}. When do we start again?", READ, AFTER),
    Story("Break at {r}, {l}. When did we stop?", ASKED, 0),
    Story("Break at {r}, {l}. When is the next break?", ASKED, 0),
    Story("The interval is at {r} for {l}. When does the interval start?", ASKED, 0),
]
"""A break's own length, and what goes on after it."""


def stories() -> list[Story]:
    """Every story of the roles grid, its reading {r} and length {l} left to fill."""
    return _event_stories() + RIDES + TOLD_BEFORE + AFTER_AN_END + BREAKS
