"""Put many probe questions to the offline coach at once: `python scripts/redteam/probe.py FILE ...`.

Each line of FILE is `question => expected|another|unread` (answers as the coach may write them in bold, judged
by meaning as tests/test_wrong_answer_probes.py does), or a bare question (the answer is shown, not judged). Lines
starting with # are skipped. Prints each probe that states an answer it does not allow (BAD), with --unread also
those left unread that allow an answer (UNR), with --all every probe."""

from __future__ import annotations

import re
import sys
from typing import Any

from quickmath.events import FinalAnswer, Note
from quickmath.loop import TutorAgent
from quickmath.offline import OfflineCoach
from quickmath.offline.reading import message
from tests.test_wrong_answer_probes import kept_to

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
    events = list(
        TutorAgent(OfflineCoach(), "offline", stream=False).run([{"role": "user", "content": question}])
    )
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
            allowed = [e.strip() for e in expected.split("|")]
            wrong = bool(expected) and not kept_to(bold, allowed)
            unread = bool(expected) and not bold and allowed != ["unread"]
            bad += wrong
            if show_all or wrong or (unread and "--unread" in argv) or not expected:
                mark = "BAD" if wrong else "UNR" if unread else "OK " if expected else "   "
                print(f"{mark} {question!r}\n      said: {said}  expected: {expected or '-'}  {notes}")
                if "--full" in argv:
                    print("      " + final.replace("\n", "\n      "))
    print(f"{bad} not as expected")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
