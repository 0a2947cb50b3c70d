"""The offline coach: a rule-based backend in the model's seat, for machines with no API key.

Like a model, it keeps no memory: each request, it re-reads the transcript and answers from it alone.
- `coach.py`: the client the loop talks to (`chat.completions.create`), whole or streamed replies.
- `respond.py`: one request → one reply: read the question, resume each ask's plan, say the answer.
- `reading/` and `readers/`: what it reads. `asks.py`: the asks a reading gives the plans.
- `planning/`: what it plans: the notes each ask needs, and how a plan resumes (`planning/resume.py`).
- `wording.py`: what it says, every number copied from a tool result or the question.
"""

from quickmath.offline.coach import OfflineCoach

__all__ = ["OfflineCoach"]
