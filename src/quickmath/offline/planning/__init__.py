"""What the coach plans: the notes each ask needs, round by round (`plans.py`, `fetching.py`), the menu
and outcome types (`toolbox.py`), and how a plan resumes from the transcript (`resume.py`)."""
