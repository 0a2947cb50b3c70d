"""Timed practice that lasts: drills, the attempts database, Leitner scheduling and progress stats."""

from __future__ import annotations


class DrillError(RuntimeError):
    """A drill could not start or its progress could not be kept; the message says what to do."""
