"""One phrasing of a corpus as its writer types it, before its answer is worked out (see answers.py)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

Num = int | str


@dataclass(frozen=True)
class Entry:
    question: str
    operation: str
    numbers: Sequence[Num]
    step: Num | None = None
    source: str = "written"
    check_numbers: bool = True
    """False where a number is named without being written ("double 37", "a dozen", "2⁵")."""
    extra: Mapping[str, Any] = field(default_factory=dict)
