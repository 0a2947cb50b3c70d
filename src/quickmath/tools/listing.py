"""`list_shortcuts`: every shortcut the coach knows, for the model to offer or name."""

from __future__ import annotations

from typing import Any

from quickmath.techniques import TECHNIQUES
from quickmath.tools.schemas import ListArgs


def list_shortcuts(args: ListArgs) -> dict[str, Any]:
    chosen = [t for t in TECHNIQUES if args.operation is None or t.operation is args.operation]
    return {
        "shortcuts": [
            {"name": t.name, "title": t.title, "operation": t.operation.value, "rule": t.rule} for t in chosen
        ]
    }
