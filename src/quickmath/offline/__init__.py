"""The offline coach: a rule-based backend in the model's seat, for machines with no API key."""

from quickmath.offline.coach import OfflineCoach

__all__ = ["OfflineCoach"]
