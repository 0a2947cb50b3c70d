"""What is in a container, weighed with it and alone: "Balance reads 12.846 g with the boat, boat alone is
1.203 g. Mass of sample?", "Full bucket 12 kg, empty bucket 1.5 kg. How heavy are the contents?", "Gross
weight 40 kg, tare 3.5 kg. Net?". The amount told with the container (with, full, loaded, gross) less the
container alone (alone, empty, on its own, tare), read by the roles of the two numbers as
`readers.differences` reads them. Asked back: a third number, a word that may change the operation ("each",
"both", "altogether"), amounts of two kinds, a question of something the story never told, a container
heavier than itself full, or a question that names the container ("Mass of the boat?" asks what is told).
"""

from __future__ import annotations

import re

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.readers.differences import Pairing, clauses_asked, read_by_roles, stem

CONTENTS = Pairing(
    "contents",
    r"with|full|loaded|filled|gross|in it|inside|including|incl",
    r"alone|empty|on its own|by itself|on their own|by themselves|tare|unladen",
    r"contents|content|net|net weight|mass|weight|weigh|weighs|heavy|sample|inside|in it",
)
_NOT_THE_CONTAINER = frozenset({"the", "its", "own", "itself", "is", "was", "are", "weigh", "weighs", "read"})


def _container_asked(text: str, alone: str) -> bool:
    """Does the question name the container, told in the clause of its weight alone?"""
    asked = clauses_asked(text)
    if asked is None:
        return True
    question, story = asked
    container = next((clause for clause in story if alone in clause), "")
    named = {stem(word) for word in re.findall(r"[a-z]{3,}", container)} - _NOT_THE_CONTAINER
    named -= {stem(word) for word in re.findall(r"[a-z]+", CONTENTS.taken_off.replace("|", " "))}
    return any(stem(word) in named for word in re.findall(r"[a-z]{3,}", question))


def read(text: str) -> ProblemSpec | None:
    found = read_by_roles(text, (CONTENTS,))
    return None if found is None or _container_asked(text, found.b) else found
