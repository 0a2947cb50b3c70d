"""Put many probe questions to the offline coach at once: `python scripts/redteam/probe.py FILE ...`.

Each line of FILE is `question => expected` (a number as the coach writes it in bold, or "unread"), or a bare
question (the answer is shown, not judged). Lines starting with # are skipped. Prints each probe whose bold
answers are not what it expects (or every probe, with --all)."""

from __future__ import annotations

import re
import sys
from typing import Any

from quickmath.events import FinalAnswer, Note
from quickmath.loop import TutorAgent
from quickmath.offline import OfflineCoach
from quickmath.offline.reading import message

_BOLD = re.compile(r"\*\*(.+?)\*\*")
_READERS: list[str] = []
_original = message.read_problem_by


def _recorded(text: str) -> Any:
    found = _original(text)
    if found is not None:
        _READERS.append(f"{found[0]}<{text}>")
    return found


message.read_problem_by = _recorded


def answer(question: str) -> tuple[list[str], list[Any], str]:
    _READERS.clear()
    events = list(TutorAgent(OfflineCoach(), "offline", stream=False).run([{"role": "user", "content": question}]))
    final = next(e.text for e in events if isinstance(e, FinalAnswer))
    notes = [(e.name, e.arguments) for e in events if isinstance(e, Note) and e.name == "solve_with_shortcut"]
    return _BOLD.findall(final), [*notes, *_READERS], final


def main(argv: list[str]) -> int:
    show_all = "--all" in argv
    bad = 0
    for path in (a for a in argv if not a.startswith("--")):
        for line in open(path, encoding="utf-8"):
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            question, _, expected = line.partition(" => ")
            bold, notes, final = answer(question.replace("\\n", "\n"))
            said = ", ".join(bold) if bold else "unread"
            allowed = {e.strip() for e in expected.split("|")}
            ok = expected and (said in allowed or ("unread" in allowed and not bold))
            if expected and not ok:
                bad += 1
            if show_all or not ok:
                mark = "OK " if ok else ("BAD" if expected else "   ")
                print(f"{mark} {question!r}\n      said: {said}  expected: {expected or '-'}  {notes}")
                if "--full" in argv:
                    print("      " + final.replace("\n", "\n      "))
    print(f"{bad} not as expected")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
