"""`TutorAgent`: send the transcript and the menu, run the notes that come back, repeat until an answer."""

from __future__ import annotations

import json
from collections.abc import Generator, Iterator
from decimal import Decimal
from typing import Any

from quickmath import context, raw_reply
from quickmath.answer_check import check_turn, previous_flag
from quickmath.backends import DEFAULT_MODEL
from quickmath.events import (
    AnswerText,
    AskedAgain,
    Checked,
    Event,
    FinalAnswer,
    Note,
    Notice,
    RequestSent,
    ToolResult,
    Usage,
)
from quickmath.messages import Turn
from quickmath.prompts import SYSTEM_PROMPT
from quickmath.replies import MAX_REPLY_CHARS, Reply, read_stream, read_whole
from quickmath.tools import dispatch, tool_specs

Messages = list[dict[str, Any]]
MAX_NOTES = 16  # notes run from one reply; the rest are answered with an error saying so


def parse_arguments(raw: str) -> dict[str, Any] | str:
    """The note's arguments as a dict, decimals kept exact; the raw text back when it is not an object."""
    try:
        value = json.loads(raw or "{}", parse_float=Decimal, parse_constant=Decimal)
    except (ValueError, RecursionError):
        return raw
    return value if isinstance(value, dict) else raw


def run_note(name: str, arguments: dict[str, Any] | str) -> dict[str, Any]:
    if isinstance(arguments, str):
        return {
            "error": f"The arguments of {name} were not a JSON object: {arguments[:80]!r}. "
            'Write them as an object, e.g. {"a": 47, "operation": "+", "b": 9}.'
        }
    return dispatch(name, arguments)


class TutorAgent:
    """The loop from the seed post: bounded by `max_rounds`, with the system prompt sent but never stored."""

    def __init__(
        self,
        client: Any,
        model: str,
        *,
        max_rounds: int = 5,
        stream: bool = True,
        show_requests: bool = False,
        context_budget: int = context.DEFAULT_BUDGET,
        system_prompt: str = SYSTEM_PROMPT,
    ) -> None:
        self.client = client
        self.model = model
        self.max_rounds = max_rounds
        self.stream = stream
        self.show_requests = show_requests
        self.context_budget = context_budget
        self.system_prompt = system_prompt

    def run(self, messages: Messages) -> Iterator[Event]:
        """Answer the newest user message, appending every note, result and the answer to `messages`."""
        replies: list[Reply] = []
        asked: set[str] = set()
        start = len(messages) - 1
        system = self.system_for(messages)
        asked_again = False
        for _ in range(self.max_rounds):
            reply = yield from self._complete(messages, system, "auto", replies)
            if not reply.notes and not asked_again and raw_reply.is_raw_data(reply.content):
                asked_again = True  # once a turn
                system = yield from self._ask_again(messages, system, reply)
                continue
            if not reply.notes:
                yield from self._finish(messages, start, reply, replies)
                return
            round_messages: Messages = [note_message(reply)]
            parsed = [(call_id, name, parse_arguments(raw)) for call_id, name, raw in reply.notes]
            notes = {note_key(name, arguments) for _, name, arguments in parsed}
            only_repeats, asked = notes <= asked, asked | notes
            if len(parsed) > MAX_NOTES:
                yield Notice(
                    f"The model sent {len(parsed):,} notes in one reply; only the first {MAX_NOTES} ran."
                )
            for number, (call_id, name, arguments) in enumerate(parsed):
                if number < MAX_NOTES:
                    yield Note(call_id, name, arguments)
                    result = run_note(name, arguments)
                    yield ToolResult(call_id, name, result)
                else:
                    result = {"error": f"Not run: at most {MAX_NOTES} notes are run from one reply."}
                round_messages.append(
                    {
                        "role": "tool",
                        "tool_call_id": call_id,
                        "content": json.dumps(result, ensure_ascii=False),
                    }
                )
            messages.extend(round_messages)
            if only_repeats:
                break  # a model that asks again for what it already has gets asked for the answer
        reply = yield from self._complete(messages, system, "none", replies)
        if not asked_again and len(replies) <= self.max_rounds and raw_reply.is_raw_data(reply.content):
            system = yield from self._ask_again(
                messages, system, reply
            )  # the rounds ended early: one is left
            reply = yield from self._complete(messages, system, "none", replies)
        yield from self._finish(messages, start, reply, replies)

    def _ask_again(self, messages: Messages, system: str, reply: Reply) -> Generator[Event, None, str]:
        """Keep a raw reply in the messages as it was sent, and give the model one more chance to word it:
        the system message for the next request."""
        messages.append(raw_reply.raw_message(reply.content.strip()))
        yield AskedAgain(reply.content.strip())
        return raw_reply.asking_again(system)

    def system_for(self, messages: Messages) -> str:
        """The system prompt for the newest question: with a line about the last answer if it was flagged."""
        flagged = previous_flag(messages)
        return self.system_prompt if flagged is None else f"{self.system_prompt}\n\n{flagged}"

    def _complete(
        self, messages: Messages, system_prompt: str, tool_choice: str, replies: list[Reply]
    ) -> Generator[Event, None, Reply]:
        system, sent = context.window(messages, self.context_budget, system_prompt)
        request = chat_request(self.model, system, sent, tool_choice, self.stream)
        if self.show_requests:
            yield RequestSent(request)
        response = self.client.chat.completions.create(**request)
        reply = Reply()
        if self.stream:
            try:
                for text in read_stream(response, reply):
                    yield AnswerText(text)
            finally:
                if callable(close := getattr(response, "close", None)):
                    close()  # a reply cut at MAX_REPLY_CHARS is never read to its end
        else:
            reply = read_whole(response)
        if reply.too_long:
            yield Notice(f"The model's reply passed {MAX_REPLY_CHARS:,} characters; the rest was dropped.")
        if reply.prompt_tokens is None or reply.completion_tokens is None:
            reply.estimated = True
            reply.prompt_tokens = context.request_tokens(request)
            reply.completion_tokens = context.estimate_tokens([reply.content, reply.notes])
        replies.append(reply)
        return reply

    def _finish(self, messages: Messages, start: int, reply: Reply, replies: list[Reply]) -> Iterator[Event]:
        """The answer, then its check against this turn's question and results (from `start` on)."""
        words = reply.content.strip()
        text = words or "(The model sent an empty answer.)"
        messages.append({"role": "assistant", "content": text})
        fallback = raw_reply.instead_of(words, messages[start:])
        yield FinalAnswer(text, reply.cut_off, fallback)
        check = check_turn(Turn(messages[start:]), reply.cut_off)
        if check is not None:
            yield Checked(check)
        yield Usage(
            prompt_tokens=sum(r.prompt_tokens or 0 for r in replies),
            completion_tokens=sum(r.completion_tokens or 0 for r in replies),
            requests=len(replies),
            estimated=any(r.estimated for r in replies),
        )


def chat_request(model: str, system: str, sent: Messages, tool_choice: str, stream: bool) -> dict[str, Any]:
    """One Chat Completions request: the system prompt, the history sent, the menu and the tool choice."""
    request: dict[str, Any] = {
        "model": model,
        "messages": [{"role": "system", "content": system}, *sent],
        "tools": tool_specs(),
        "tool_choice": tool_choice,
    }
    if stream:
        request |= {"stream": True, "stream_options": {"include_usage": True}}
    return request


def smallest_request() -> dict[str, Any]:
    """What one question costs at the least: the system prompt, the menu and "What is 47 + 9?", whole."""
    question = [{"role": "user", "content": "What is 47 + 9?"}]
    return chat_request(DEFAULT_MODEL, SYSTEM_PROMPT, question, "auto", stream=False)


def note_key(name: str, arguments: dict[str, Any] | str) -> str:
    return json.dumps([name, arguments], sort_keys=True, default=str)


def note_message(reply: Reply) -> dict[str, Any]:
    return {
        "role": "assistant",
        "content": reply.content or None,
        "tool_calls": [
            {"id": call_id, "type": "function", "function": {"name": name, "arguments": raw}}
            for call_id, name, raw in reply.notes
        ],
    }
