"""Helpers shared by test modules (test modules never import from each other)."""

from __future__ import annotations

import signal

from quickmath.domain import Problem
from quickmath.techniques import Technique, find_applicable


def each_applicable(problem: Problem) -> list[Technique]:
    """The shortcuts that fit `problem`; fails when none does, so a loop over them never passes empty."""
    applicable = find_applicable(problem)
    assert applicable, f"no shortcut applies to {problem}"
    return applicable


def interruptible() -> None:
    """Run in a child before it starts (`preexec_fn`): Ctrl-C acts in it even when the test run ignores
    SIGINT, as a run started in the background by a shell without job control does (children inherit it)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)
