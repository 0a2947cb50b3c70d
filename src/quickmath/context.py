"""Keeping each request's history inside a token budget, and counting tokens without a tokenizer.

The history sent is found by walking back from the newest turn until the budget is spent; the turns left
out are named in one summary line of the system message (`Summary`), which the offline coach reads back.
"""

from __future__ import annotations

import functools
import json
import math
from typing import Any

from quickmath.messages import Messages, content_text, json_object, notes_run, question_count, turn_starts
from quickmath.patterns import lazy

DEFAULT_BUDGET = 3000
_SUMMARY_QUESTIONS = 8
_SUMMARY_RESULTS = 12
_QUESTION_CHARS = 60
_LOOK_BACK = 24

_PIECES = lazy(r"[A-Za-z]+|\d+|[^\w\s]+|[^\x00-\x7f]|\S")


def estimate_tokens(value: Any) -> int:
    """About how many cl100k tokens `value` takes (text as is, anything else as its JSON); within ~10%."""
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, default=str)
    total = 0
    for piece in _PIECES.findall(text):
        if piece.isdigit():
            total += math.ceil(len(piece) / 3)
        elif piece.isascii() and piece.isalpha():
            total += 1 if len(piece) <= 9 else 2
        elif piece.isascii():
            total += math.ceil(len(piece) / 2)
        else:
            total += len(piece.encode()) // 2 or 1
    return total


def request_tokens(request: dict[str, Any]) -> int:
    """About how many tokens a whole request takes, as `estimate_tokens` counts it (within 2%). The menu and
    the system prompt are the same in request after request, so they are set apart: the menu's count is kept
    in `tools.MENU_TOKENS`, and a system prompt is counted once (`_counted_once`)."""
    from quickmath.tools import MENU_TOKENS, tool_specs

    rest = dict(request)
    tools = rest.pop("tools", [])
    total = MENU_TOKENS if tools == tool_specs() else _counted_once(json.dumps(tools, ensure_ascii=False))
    messages = rest["messages"] = list(rest.get("messages", []))
    if messages and messages[0].get("role") == "system" and isinstance(messages[0].get("content"), str):
        total += _counted_once(messages[0]["content"])
        messages[0] = {**messages[0], "content": ""}
    return total + estimate_tokens(rest)


@functools.lru_cache(maxsize=8)
def _counted_once(text: str) -> int:
    return estimate_tokens(text)


class Summary:
    """The turns left out of a request: how many, their latest questions, and their latest tool answers.

    `line()` writes it into the system message and `Summary.read` finds it there again, so the writer and
    the reader (the offline coach answering "now times 5") cannot drift apart.
    """

    OPENING = "Earlier in this chat ("
    ASKED = " turns left out to save space) the user asked: "
    RESULTS = ". Latest tool results then: "

    __slots__ = ("dropped", "questions", "results")

    def __init__(self, dropped: int, questions: list[str], results: list[tuple[str, str]]) -> None:
        self.dropped = dropped
        self.questions = questions
        self.results = results

    @classmethod
    def of(cls, messages: Messages, cut: int) -> Summary:
        """The summary of `messages[:cut]`, reading back no further than its latest few turns."""
        questions: list[str] = []
        results: list[tuple[str, str]] = []
        end = cut
        for start, _ in zip(turn_starts(messages, cut), range(_LOOK_BACK), strict=False):
            turn, end = messages[start:end], start
            if turn[0].get("role") == "user" and len(questions) < _SUMMARY_QUESTIONS:
                questions.insert(0, _one_line(content_text(turn[0]))[:_QUESTION_CHARS])
            if len(results) < _SUMMARY_RESULTS:
                results[:0] = answers(turn)
        dropped = question_count(messages[:cut])
        return cls(dropped, questions, results[-_SUMMARY_RESULTS:])

    def line(self) -> str:
        more = "…; " if self.dropped > len(self.questions) else ""
        line = f"{self.OPENING}{self.dropped}{self.ASKED}{more}{'; '.join(self.questions)}"
        if self.results:
            line += self.RESULTS + "; ".join(f"{problem} = {answer}" for problem, answer in self.results)
        return line + "."

    @classmethod
    def read(cls, system: str) -> Summary | None:
        """The summary written into `system` by `line()`, or None when the system message has none."""
        found = [line for line in system.splitlines() if line.startswith(cls.OPENING) and cls.ASKED in line]
        if not found:
            return None
        count, _, rest = found[-1].removeprefix(cls.OPENING).partition(cls.ASKED)
        asked, _, given = rest.removesuffix(".").partition(cls.RESULTS)
        results = [piece.rpartition(" = ") for piece in given.split("; ")] if given else []
        return cls(
            int(count) if count.isdigit() else 0,
            [question for question in asked.removeprefix("…; ").split("; ") if question],
            [(problem, answer) for problem, equals, answer in results if equals],
        )


def _one_line(text: str) -> str:
    """A question as it may appear inside the summary: on one line, never holding the summary's markers."""
    flat = " ".join(text.split()).replace("; ", ", ")
    for marker in (Summary.RESULTS.strip(". "), Summary.ASKED.strip(), Summary.OPENING.strip(" (")):
        flat = flat.replace(marker, "…")
    return flat


def answers(turn: Messages) -> list[tuple[str, str]]:
    """(problem, answer) for each solved note of the turn whose result holds both."""
    found = []
    for note in notes_run(turn):
        solution = json_object(note.result).get("solution") if note.result else None
        if isinstance(solution, dict) and "problem" in solution:
            found.append((str(solution["problem"]), str(solution.get("answer"))))
    return found


def window(messages: Messages, budget: int, system_prompt: str) -> tuple[str, Messages]:
    """The system message and the newest whole turns that fit in `budget` tokens.

    The newest turn is always sent, shortened with a note of what was left out when it alone is too big.
    """
    cut, used = len(messages), 0
    for start in turn_starts(messages):
        cost = estimate_tokens(messages[start:cut])
        if cut < len(messages) and used + cost > budget:
            break
        cut, used = start, used + cost
    sent = messages[cut:]
    if used > budget:  # only the newest turn is kept, and it alone is over the budget
        from quickmath.oversize import fit_turn

        sent = fit_turn(sent, budget)
    if cut == 0:
        return system_prompt, sent
    return f"{system_prompt}\n\n{Summary.of(messages, cut).line()}", sent
