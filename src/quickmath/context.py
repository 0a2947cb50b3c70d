"""Keeping each request's history inside a token budget, and counting tokens without a tokenizer."""

from __future__ import annotations

import json
import math
import re
from typing import Any

DEFAULT_BUDGET = 3000
_SUMMARY_QUESTIONS = 8
_SUMMARY_RESULTS = 12

_PIECES = re.compile(r"[A-Za-z]+|\d+|[^\w\s]+|[^\x00-\x7f]|\S")


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


def turns(messages: list[dict[str, Any]]) -> list[list[dict[str, Any]]]:
    """The transcript cut before each user message, so a note always stays with its result."""
    grouped: list[list[dict[str, Any]]] = []
    for message in messages:
        if message.get("role") == "user" or not grouped:
            grouped.append([])
        grouped[-1].append(message)
    return grouped


def _answers(turn: list[dict[str, Any]]) -> list[str]:
    found = []
    for message in turn:
        if message.get("role") != "tool":
            continue
        try:
            result = json.loads(message.get("content") or "{}")
        except ValueError:
            continue
        solution = result.get("solution") if isinstance(result, dict) else None
        if isinstance(solution, dict) and "problem" in solution:
            found.append(f"{solution['problem']} = {solution.get('answer')}")
    return found


def summary(dropped: list[list[dict[str, Any]]]) -> str:
    """One line naming the latest questions and tool answers of the turns left out."""
    asked = [str(turn[0].get("content", ""))[:60] for turn in dropped if turn[0].get("role") == "user"]
    results = [answer for turn in dropped for answer in _answers(turn)]
    more = "…; " if len(asked) > _SUMMARY_QUESTIONS else ""
    line = f"Earlier in this chat ({len(dropped)} turns left out to save space) the user asked: {more}"
    line += "; ".join(asked[-_SUMMARY_QUESTIONS:])
    if results:
        line += ". Latest tool results then: " + "; ".join(results[-_SUMMARY_RESULTS:])
    return line + "."


def window(
    messages: list[dict[str, Any]], budget: int, system_prompt: str
) -> tuple[str, list[dict[str, Any]]]:
    """The system message and the newest whole turns that fit in `budget` tokens (the newest always)."""
    grouped = turns(messages)
    kept: list[list[dict[str, Any]]] = []
    used = 0
    for turn in reversed(grouped):
        cost = estimate_tokens(turn)
        if kept and used + cost > budget:
            break
        kept.insert(0, turn)
        used += cost
    dropped = grouped[: len(grouped) - len(kept)]
    system = f"{system_prompt}\n\n{summary(dropped)}" if dropped else system_prompt
    return system, [message for turn in kept for message in turn]
