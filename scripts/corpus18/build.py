"""Build tests/data/corpus/{tuning18,heldout18}.jsonl from corpus 18's hand-written phrasings.

    .venv/bin/python scripts/corpus18/build.py

Every answer is worked out three ways that share no code (Fraction, scaled whole numbers with
loops and datetime, and quickmath.domain.Problem; see scripts/corpus/answers.py). Before that this
builder checks every number as scripts/corpus/written.py says, a clock reading's hour exactly as the
entry stores it ("08:20" as 08:20, "5:45 PM" as 5:45 pm), a length's hours also run on into its
minutes ("1h 35" or "1h35"), and a clock reading a voice transcript says in words ("seven forty five
p m", "eleven o'clock p m") where the transcript says its half of the day too. A series' step is not
checked: the entries do not list a step of 1 as named ("1 to 60"). 40% of each family is held out,
not written.py's 35%.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent / "corpus")]

from answers import TENS, UNITS  # noqa: E402
from phrasings import FAMILIES  # noqa: E402
from written import HOURS_RUN_ON, HOURS_SAID, Clock, Notation, as_hours_and_minutes, as_minutes, build  # noqa: E402

SEED = 1818
HELDOUT_SHARE = 0.4
HALF_SAID = {"A": r"\ba\.? ?m\b|morning", "P": r"\bp\.? ?m\b|afternoon|evening|tonight"}
"""A transcript's half of the day: "a m", "p m", "in the evening"."""


def minute_words(words: list[str]) -> int | None:
    """ "forty five" → 45, "oh five" → 5, "o clock" → 0, "fifteen" → 15; None if no minutes follow."""
    if words[:2] == ["o", "clock"]:
        return 0
    if words[:1] == ["oh"] and len(words) > 1 and 0 < UNITS.get(words[1], 0) < 10:
        return UNITS[words[1]]
    if words[:1] and words[0] in TENS:
        unit = UNITS.get(words[1], 0) if len(words) > 1 and UNITS.get(words[1], 10) < 10 else 0
        return TENS[words[0]] + unit
    if words[:1] and 10 <= UNITS.get(words[0], 0) < 20:
        return UNITS[words[0]]
    return None


def spoken_readings(text: str) -> set[tuple[int, int]]:
    """Clock readings said in words, as (hour mod 12, minute): "seven forty five" → (7, 45)."""
    words = re.findall(r"[a-z]+", text.lower())
    found = set()
    for i, word in enumerate(words):
        if 1 <= UNITS.get(word, 0) <= 12:
            minute = minute_words(words[i + 1 : i + 3])
            if minute is not None and minute < 60:
                found.add((UNITS[word] % 12, minute))
    return found


NOTATION = Notation(
    clock=Clock(hour_as_stored=True, said_half=HALF_SAID, spoken=spoken_readings),
    lengths=(as_minutes(), as_hours_and_minutes(HOURS_SAID + HOURS_RUN_ON)),
    step_checked=False,
)


def main() -> None:
    build(FAMILIES, "c18-", ("tuning18", "heldout18"), SEED, NOTATION.problems, HELDOUT_SHARE)


if __name__ == "__main__":
    main()
