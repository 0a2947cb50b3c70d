"""Questions put to the offline coach in the real loop, and the check that its answers hold no number of
its own: shared by the offline coach's tests."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from quickmath.events import AnswerText, FinalAnswer, Note, ToolResult, Usage
from quickmath.loop import TutorAgent
from quickmath.offline import OfflineCoach
from quickmath.techniques import BY_NAME

PRACTICE = "make_practice_problem"


@dataclass
class Turn:
    """One question answered by the offline coach through TutorAgent, as the events tell it."""

    question: str
    notes: list[tuple[str, Any]]
    results: list[dict[str, Any]]
    answer: str
    streamed: str
    usage: Usage


def ask(question: str, messages: list[dict[str, Any]] | None = None, **options: Any) -> Turn:
    """Put `question` to the offline coach in the real loop; `messages` carries earlier turns."""
    messages = [] if messages is None else messages
    messages.append({"role": "user", "content": question})
    options.setdefault("stream", False)
    events = list(TutorAgent(OfflineCoach(), "offline", **options).run(messages))
    answers = [e.text for e in events if isinstance(e, FinalAnswer)]
    usage = [e for e in events if isinstance(e, Usage)]
    assert len(answers) == 1 and len(usage) == 1
    return Turn(
        question,
        [(e.name, e.arguments) for e in events if isinstance(e, Note)],
        [e.result for e in events if isinstance(e, ToolResult)],
        answers[0],
        "".join(e.text for e in events if isinstance(e, AnswerText)),
        usage[0],
    )


def offer(practice: dict[str, Any], messages: list[dict[str, Any]]) -> None:
    """Append a turn's end that offered `practice` (a make_practice_problem result) as "Try this one"."""
    arguments = json.dumps({"technique": practice["technique"]})
    call = {"id": "call_offered", "type": "function", "function": {"name": PRACTICE, "arguments": arguments}}
    messages += [
        {"role": "assistant", "content": None, "tool_calls": [call]},
        {"role": "tool", "tool_call_id": "call_offered", "content": json.dumps(practice)},
        {"role": "assistant", "content": f"Try this one: {practice['problem']}"},
    ]


_NAMED = re.compile(r'"(?:technique|name)": "(\w+)"')
_NUMBER = re.compile(r"\d+(?:\.\d+)?")
_CLOCK = re.compile(r"(?<![\d:])(\d+):(\d\d)(?![\d:])")
_GROUPED = re.compile(r"(?<=\d),(?=\d{3}\b)")
_LENGTH = re.compile(r"(?<![\d.])(\d+) h (\d+) min\b")


def numbers_outside(turn: Turn) -> set[str]:
    """Numbers in the answer text found neither in the question nor in the JSON of this turn's results.

    Numbers in the title of a shortcut the results name ("Add 9, 99, 999 by adding 10, 100, 1000") are
    fixed words, not claims. A clock reading such as 4:15, or a length such as 4 h 15 min, counts when it is
    in the question or results, or when its run-together form (415, as add_time writes it) is.
    """
    titles = [BY_NAME[name].title for name in _NAMED.findall(json.dumps(turn.results)) if name in BY_NAME]
    sources = " ".join(
        [_GROUPED.sub("", turn.question), json.dumps(turn.results, ensure_ascii=False), *titles]
    )
    allowed = set(_NUMBER.findall(sources))
    answer = _GROUPED.sub("", turn.answer)  # "I found “2,460” …" names the question's 2,460
    stray = {
        f"{hours}:{minutes}"
        for hours, minutes in _CLOCK.findall(answer)
        if f"{hours}:{minutes}" not in sources and (hours + minutes).lstrip("0") not in allowed
    }
    stray |= {
        length.group()
        for length in _LENGTH.finditer(answer)
        if length.group() not in sources
        and str(int(length[1]) * 100 + int(length[2])) not in allowed
        and not {length[1], length[2]} <= allowed
    }
    return stray | (set(_NUMBER.findall(_CLOCK.sub(" ", _LENGTH.sub(" ", answer)))) - allowed)
