"""Shortening a turn too large for the context budget, with a note of what was left out.

Only what is sent is shortened, never the saved transcript, and never a result's `answer`.
"""

from __future__ import annotations

import json
from typing import Any

from quickmath.messages import Messages, content_text

_KEPT_WHOLE = frozenset({"answer", "correct", "error", "found", "verified"})
_LIMITS = ((8, 600), (4, 300), (2, 200))  # (items kept of a list, characters kept of a text)
_ORDINARY = 400  # tokens: a message this small is an ordinary note or result, never shortened
_NOTE = "Parts of this result were left out to fit the context budget; the answer is whole."


def _texts_cut(count: int, what: str) -> str:
    return f"… ({count} {what} left out to fit the context budget)"


def _shortened(value: Any, items: int, chars: int) -> Any:
    if isinstance(value, dict):
        return {key: _shortened(inner, items, chars) if key not in _KEPT_WHOLE else inner
                for key, inner in value.items()}  # fmt: skip
    if isinstance(value, list) and len(value) > items:
        kept = [_shortened(inner, items, chars) for inner in value[: items - 1]]
        return [*kept, _texts_cut(len(value) - items, "more items"), _shortened(value[-1], items, chars)]
    if isinstance(value, list):
        return [_shortened(inner, items, chars) for inner in value]
    text = str(value) if isinstance(value, int) and not isinstance(value, bool) else value
    if isinstance(text, str) and len(text) > chars:
        return text[:chars] + _texts_cut(len(text) - chars, "characters")
    return value


def _shortened_text(text: str, chars: int) -> str:
    return text if len(text) <= chars else text[:chars] + " " + _texts_cut(len(text) - chars, "characters")


def fit_tool_result(message: dict[str, Any], allowance: int) -> dict[str, Any]:
    """The tool message with its result shortened, step by step, until it fits `allowance` tokens."""
    from quickmath.context import estimate_tokens

    text = content_text(message)
    try:
        result = json.loads(text)
    except ValueError:
        result = None
    shorter = text
    for items, chars in _LIMITS:
        if isinstance(result, dict):
            shorter = json.dumps({**_shortened(result, items, chars), "left_out": _NOTE}, ensure_ascii=False)
        else:
            shorter = _shortened_text(text, chars * 4)
        if estimate_tokens(shorter) <= allowance:
            break
    return {**message, "content": shorter}


def fit_turn(turn: Messages, budget: int) -> Messages:
    """The turn with its largest results (and a very long question) shortened until it fits, if it can."""
    from quickmath.context import estimate_tokens

    fitted = list(turn)
    costs = [estimate_tokens(message) for message in fitted]
    for index in sorted(range(len(fitted)), key=costs.__getitem__, reverse=True):
        over = sum(costs) - budget
        if over <= 0:
            break
        if costs[index] <= _ORDINARY:
            break
        message = fitted[index]
        allowance = max(costs[index] - over, 0)
        if message.get("role") == "tool":
            fitted[index] = fit_tool_result(message, allowance)
        elif message.get("role") == "user" and isinstance(message.get("content"), str):
            text = _shortened_text(message["content"], max(allowance * 3, 200))
            fitted[index] = {**message, "content": text}
        costs[index] = estimate_tokens(fitted[index])
    return fitted
