"""One request in, one reply out: read the newest question, resume each ask's plan from the transcript,
and write either the next notes or the answer in words."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from quickmath.messages import content_text
from quickmath.offline import wording
from quickmath.offline.asks import Reading, Unread
from quickmath.offline.planning.plans import advance
from quickmath.offline.planning.resume import NoteTag, rounds_by_ask
from quickmath.offline.reading.earlier import Earlier, earlier_problem
from quickmath.offline.reading.in_play import InPlay, in_play
from quickmath.offline.reading.message import read_message
from quickmath.offline.transcript import newest_question, notes_run, question_before, system_text
from quickmath.records import Record


class CoachReply(Record):
    """What the coach says back: answer text, or notes as (id, tool name, arguments as JSON)."""

    text: str = ""
    notes: tuple[tuple[str, str, str], ...] = ()


def tool_names(request: dict[str, Any]) -> frozenset[str]:
    """The names of the tools on the request's menu; the coach calls no others."""
    names = set()
    for tool in request.get("tools") or []:
        function = tool.get("function") if isinstance(tool, dict) else None
        if isinstance(function, dict) and function.get("name"):
            names.add(str(function["name"]))
    return frozenset(names)


ReadMessage = Callable[[str, Earlier | None, InPlay | None], Reading]


def respond(request: dict[str, Any], read: ReadMessage = read_message) -> CoachReply:
    """The reply to one Chat Completions request, worked out from the request alone; `read` reads the
    question (a coach keeps its readings, since each round of an ask reads the same question again)."""
    messages: list[dict[str, Any]] = [m for m in request.get("messages") or [] if isinstance(m, dict)]
    index = newest_question(messages)
    if index is None:
        return CoachReply(wording.unread(Unread("greeting", "")))
    question = content_text(messages[index])
    before = notes_run(messages[:index])
    reading = read(question, earlier_problem(before, system_text(messages)), in_play(before))
    from_before = ""
    if not reading.asks and (asked_before := question_before(messages, index)) is not None:
        reading, from_before = _as_an_answer_back(question, asked_before, reading, read)
    key = NoteTag.question_key(question)
    done = notes_run(messages[index + 1 :])
    rounds = rounds_by_ask(done, key)
    if rounds is None:
        return CoachReply(wording.foreign(done))
    if not reading.asks:
        return CoachReply(wording.unread(reading.unread[0]))
    names = tool_names(request)
    can_call = request.get("tool_choice", "auto") != "none"
    progress = advance(reading.asks, names, rounds, can_call)
    if progress.notes:
        notes = tuple(
            (
                NoteTag(key, ask, round_, place, note.helper).call_id(),
                note.name,
                json.dumps(note.arguments, ensure_ascii=False),
            )
            for place, (ask, round_, note) in enumerate(progress.notes)
        )
        return CoachReply(notes=notes)
    practice = next((outcome.practice for outcome in progress.outcomes if outcome.practice), None)
    outcomes = [outcome.text for outcome in progress.outcomes]
    answer = wording.answer(outcomes, list(reading.unread), practice, "" if from_before else question)
    return CoachReply(f"{from_before}\n\n{answer}" if from_before else answer)


def _as_an_answer_back(
    question: str, asked_before: str, reading: Reading, read: ReadMessage
) -> tuple[Reading, str]:
    """A question read as nothing, read again as the learner's answer to the coach's question back to
    `asked_before` ("divide them"), with how it was read; else the reading as it was, and nothing to say."""
    from quickmath.offline.reading.answered_back import answered_back  # only for a question read as none

    back = answered_back(question, asked_before, lambda text: read(text, None, None))
    if isinstance(back, Unread):
        return Reading((), (back,)), ""
    if back is not None and (read_back := read(back, None, None)).asks:
        return read_back, wording.from_before(back)
    return reading, ""
