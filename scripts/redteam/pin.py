"""Pin probe files (`question => answer|unread`, "# family" headers) into tests/data/wrong_answer_probes.json.

`PYTHONPATH=. python scripts/redteam/pin.py p1.txt p2.txt ...` — a probe keeps every answer it allows (a
list when there are several: two things asked, or two right readings); one whose only option is "unread"
must never be answered; "\\n" in a question is a line break. Probes already
pinned keep their "was" (what the coach answered before a fix); pass `--was 'question=>answer'` to add one."""

from __future__ import annotations

import json
import sys
from pathlib import Path


PINNED = Path(__file__).resolve().parents[2] / "tests" / "data" / "wrong_answer_probes.json"


def main(argv: list[str]) -> int:
    was = dict(
        a.removeprefix("--was=").replace("\\n", "\n").split("=>", 1) for a in argv if a.startswith("--was=")
    )
    old = {p["question"]: p for p in json.loads(PINNED.read_text())} if PINNED.exists() else {}
    probes = dict(old)
    for path in (a for a in argv if not a.startswith("--")):
        family = "misc"
        for line in Path(path).read_text(encoding="utf-8").splitlines():
            if line.startswith("# "):
                family = line[2:].strip()
                continue
            if not line.strip() or line.startswith("#") or " => " not in line:
                continue
            question, _, expected = line.partition(" => ")
            question = question.replace("\\n", "\n")  # a line break written as \n, as probe.py reads it
            options = [o.strip() for o in expected.split("|")]
            numbers = [o for o in options if o != "unread"]
            pinned: str | list[str] = (numbers[0] if len(numbers) == 1 else numbers) if numbers else "unread"
            probe: dict[str, object] = {"family": family, "question": question, "answer": pinned}
            if question in was or "was" in old.get(question, {}):
                probe["was"] = was.get(question) or old[question]["was"]
            probes[question] = probe
    lines = [json.dumps(probe, ensure_ascii=False) for probe in probes.values()]
    PINNED.write_text("[\n" + ",\n".join(lines) + "\n]\n", encoding="utf-8")
    print(f"{len(probes)} probes pinned in {PINNED}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
