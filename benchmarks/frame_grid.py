"""A calculation is read whatever everyday text is around it: `python benchmarks/frame_grid.py`.

The grid crosses CORES (plain calculations the coach reads alone, every operation the tools do, in symbols
and in words, each with its answer worked out here in exact arithmetic) with FRAMES (text around a question:
lead-ins, tails, wraps, layouts, voice assistants, labelled numbers). A frame that keeps the question must
leave it answered right; a frame that changes what is asked (a second question, a number told but unused)
must leave it asked back. It prints read % and wrong per frame, per core family and overall.
`--misses FRAME` lists that frame's cells not answered as they should be; `--write` writes the fixed sample
pinned by tests/test_frame_grid.py (tests/data/frame_grid.json).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction as F
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from measure_reader import _BOLD as BOLD
from measure_reader import answer_to, number_of, verdict

PINNED = Path(__file__).resolve().parent.parent / "tests" / "data" / "frame_grid.json"
PINNED_PER_FRAME = 3


@dataclass(frozen=True)
class Core:
    """One plain calculation: the question as said alone, its noun phrase for wraps ("what is X?") when it has
    one, and its expected answer in the corpus's form (operation, answer, minutes for lengths of time)."""

    family: str
    question: str
    operation: str
    answer: str
    phrase: str | None = None
    minutes: int | None = None

    def item(self, question: str) -> dict[str, Any]:
        item: dict[str, Any] = {"question": question, "operation": self.operation, "answer": self.answer}
        if self.minutes is not None:
            item["minutes"] = self.minutes
        return item


def number(value: F) -> str:
    return str(value.numerator) if value.denominator == 1 else str(value)


def calc(family: str, text: str, operation: str, value: F, words: str | None = None) -> Core:
    """A calculation said as an expression: `text` is both the question alone and its phrase."""
    return Core(family, words or text, operation, number(value), phrase=text if words is None else words)


def asked(family: str, text: str, operation: str, answer: str, minutes: int | None = None) -> Core:
    """A calculation said as a whole question ("Is 135 divisible by 9"), with no phrase to wrap."""
    return Core(family, text, operation, answer, minutes=minutes)


def clock(minutes: int, half: bool = False) -> str:
    hours, minutes = divmod(minutes % (24 * 60), 60)
    if not half:
        return f"{hours:02d}:{minutes:02d}"
    return f"{(hours - 1) % 12 + 1}:{minutes:02d} {'AM' if hours < 12 else 'PM'}"


def length(minutes: int) -> str:
    return f"{minutes // 60}:{minutes % 60:02d}"


def _cores() -> list[Core]:
    squares_to_10 = sum(F(k) ** 2 for k in range(1, 11))
    squares_to_12 = sum(F(k) ** 2 for k in range(1, 13))
    cubes_to_6 = sum(F(k) ** 3 for k in range(1, 7))
    return [
        calc("add", "18 + 24", "+", F(18) + 24),
        calc("add", "45 plus 38", "+", F(45) + 38),
        calc("add", "3.75 + 2.5", "+", F("3.75") + F("2.5")),
        calc("add", "£4.99 + £12.50", "+", F("4.99") + F("12.50")),
        calc("add", "-7 + 15", "+", F(-7) + 15),
        calc("add", "twelve plus nineteen", "+", F(12) + 19),
        calc("add", "the sum of 1,245 and 3,870", "+", F(1245) + 3870),
        calc("add", "the total of 12, 15 and 18", "+", F(12) + 15 + 18),
        calc("subtract", "the difference between 91 and 28", "-", F(91) - 28),
        calc("multiply", "the product of 12 and 15", "*", F(12) * 15),
        calc("divide", "half of 86", "/", F(86) / 2),
        calc("multiply", "double 37", "*", F(37) * 2),
        asked("divide", "How many 7s are in 84", "/", number(F(84) / 7)),
        calc("subtract", "91 - 28", "-", F(91) - 28),
        asked("subtract", "Subtract 28 from 91", "-", number(F(91) - 28)),
        calc("subtract", "12.5 - 4.75", "-", F("12.5") - F("4.75")),
        calc("subtract", "£20 - £6.35", "-", F(20) - F("6.35")),
        calc("subtract", "-4 - 9", "-", F(-4) - 9),
        calc("multiply", "45 × 6", "*", F(45) * 6),
        calc("multiply", "45 times 6", "*", F(45) * 6),
        calc("multiply", "2.5 × 4", "*", F("2.5") * 4),
        calc("multiply", "£3.20 × 5", "*", F("3.20") * 5),
        calc("multiply", "-6 × 7", "*", F(-6) * 7),
        calc("multiply", "23 x 11", "*", F(23) * 11),
        calc("multiply", "seven times eight", "*", F(7) * 8),
        calc("divide", "144 ÷ 12", "/", F(144) / 12),
        calc("divide", "96 divided by 8", "/", F(96) / 8),
        calc("divide", "10 ÷ 4", "/", F(10) / 4),
        calc("divide", "£18 ÷ 4", "/", F(18) / 4),
        calc("divide", "-56 ÷ 7", "/", F(-56) / 7),
        calc("remainder", "the remainder of 100 ÷ 7", "remainder", F(100 % 7)),
        calc("remainder", "100 mod 7", "remainder", F(100 % 7)),
        calc("remainder", "the remainder when 250 is divided by 9", "remainder", F(250 % 9)),
        asked("divisible", "Is 135 divisible by 9", "divisible", "Yes" if 135 % 9 == 0 else "No"),
        asked("divisible", "Is 124 divisible by 3", "divisible", "Yes" if 124 % 3 == 0 else "No"),
        asked("divisible", "Can 91 be divided exactly by 7", "divisible", "Yes" if 91 % 7 == 0 else "No"),
        calc("power", "2^10", "power", F(2) ** 10),
        calc("power", "3 to the power of 5", "power", F(3) ** 5),
        calc("power", "11 squared", "power", F(11) ** 2),
        calc("power", "4 cubed", "power", F(4) ** 3),
        calc("power", "5³", "power", F(5) ** 3),
        calc("series", "1 + 2 + … + 100", "series", sum(F(k) for k in range(1, 101))),
        calc("series", "the sum of the numbers from 1 to 50", "series", sum(F(k) for k in range(1, 51))),
        calc("series", "2 + 4 + 6 + ... + 40", "series", sum(F(k) for k in range(2, 41, 2))),
        calc("series", "1 + 3 + 5 + ... + 39", "series", sum(F(k) for k in range(1, 40, 2))),
        calc("squares", "1² + 2² + … + 10²", "sum_of_squares", squares_to_10),
        calc(
            "squares",
            "the sum of the squares from 1 to 12",
            "sum_of_squares",
            squares_to_12,
        ),
        calc("squares", "1^3 + 2^3 + ... + 6^3", "sum_of_cubes", cubes_to_6),
        Core("clock", "9:40 + 1 h 35 min", "time_after", clock(9 * 60 + 40 + 95), phrase="9:40 + 1 h 35 min"),
        asked("clock", "What time is it 45 minutes after 10:30", "time_after", clock(10 * 60 + 30 + 45)),
        asked(
            "clock", "What time is it 35 minutes after 8:45 AM", "time_after", clock(8 * 60 + 45 + 35, True)
        ),
        asked("clock", "What time is 50 minutes before 14:10", "time_before", clock(14 * 60 + 10 - 50)),
        asked("between", "How long is it from 9:40 to 11:15", "time_between", length(95), 11 * 60 + 15 - 580),
        asked(
            "between", "How many minutes from 08:50 to 10:05", "time_between", length(75), 10 * 60 + 5 - 530
        ),
        asked("lengths", "1 h 25 min + 50 min", "add_time", length(135), 85 + 50),
        asked("lengths", "2 h 10 min - 45 min", "subtract_time", length(85), 130 - 45),
    ]


@dataclass(frozen=True)
class Frame:
    """Text around a question; `changes` when it asks something else, so the core must be asked back."""

    name: str
    make: Callable[[Core], str | None]
    changes: bool = False
    also: str | None = None
    """The answer of a second question the frame asks, answered beside the core's."""


def _q(core: Core) -> str:
    return core.question + "?"


def _lead(words: str) -> Callable[[Core], str]:
    return lambda core: f"{words}{_q(core)}"


def _tail(words: str, mark: str = "?") -> Callable[[Core], str]:
    return lambda core: f"{core.question}{mark}{words}"


def _wrap(pattern: str) -> Callable[[Core], str | None]:
    return lambda core: pattern.format(core.phrase) if core.phrase else None


def _broken(core: Core) -> str:
    words = core.question.split(" ")
    middle = len(words) // 2
    return " ".join(words[:middle]) + "\n" + " ".join(words[middle:]) + "?"


def _asked_plainly(core: Core) -> str:
    """The core as asked in words: "what is 18 + 24" or "is 135 divisible by 9"."""
    return f"what is {core.phrase}" if core.phrase else core.question[0].lower() + core.question[1:]


FRAMES = [
    Frame("alone", _q),
    Frame("quick one", _lead("Quick one: ")),
    Frame("hey so", _lead("hey so ")),
    Frame("homework Q3 2 marks", _lead("Homework Q3 (2 marks): ")),
    Frame("[Year 7]", _lead("[Year 7] ")),
    Frame("help with this one —", _lead("Can someone help me with this one — ")),
    Frame("asking for my son", _lead("asking for my son: ")),
    Frame("day 23 of #100DaysOfCode", _lead("Day 23 of #100DaysOfCode: ")),
    Frame("from my lad's homework", _lead("Odd one from my lad's homework while I'm at the bench: ")),
    Frame("hi all!", _lead("Hi all! ")),
    Frame("sorry if dumb", _lead("Sorry if this is a dumb question but ")),
    Frame("question 4:", _lead("Question 4: ")),
    Frame("bumping this", _lead("Bumping this. ")),
    Frame("ok so my teacher", _lead("Ok so my teacher set this and I'm stuck. ")),
    Frame("tail thanks!", _tail(", thanks!", "")),
    Frame("tail 😅", _tail(" 😅")),
    Frame("tail #maths", _tail(" #maths")),
    Frame("tail pls", _tail(" pls", "")),
    Frame("tail no calculator", _tail(" (no calculator)")),
    Frame("tail keep getting it wrong", _tail(" I keep getting it wrong", "??")),
    Frame("tail ta very much", _tail(" Ta very much")),
    Frame("tail thanks in advance", _tail("\n\nThanks in advance!")),
    Frame("tail lol", _tail(" lol")),
    Frame("wrap what is X?", _wrap("What is {}?")),
    Frame("wrap X = ?", _wrap("{} = ?")),
    Frame("wrap work out X.", _wrap("Work out {}.")),
    Frame("wrap X, what's that?", _wrap("{}, what's that?")),
    Frame("wrap answer: X", _wrap("Answer: {}")),
    Frame("wrap can you tell me X", _wrap("Can you tell me {}?")),
    Frame("own line after chat", lambda core: f"Hi, quick maths question for you.\n{_q(core)}"),
    Frame("quoted > X", lambda core: f"> {_q(core)}"),
    Frame("quoted then asked", lambda core: f"> {_q(core)}\n\nCan anyone answer Tom's question above?"),
    Frame("list - X", lambda core: f"Can anyone do this\n- {_q(core)}"),
    Frame("backticks", _wrap("`{}`")),
    Frame("ALL CAPS", lambda core: _q(core).upper()),
    Frame("no spaces", lambda core: _q(core).replace(" ", "")),
    Frame("line break inside", _broken),
    Frame("EDIT line", lambda core: f"{_q(core)}\n\nEDIT: fixed a typo"),
    Frame("alexa", lambda core: f"alexa {_asked_plainly(core)}"),
    Frame("ok google", lambda core: f"ok google {_asked_plainly(core)}"),
    Frame("lower case no mark", lambda core: _asked_plainly(core)),
    Frame("Q7)", _lead("Q7) ")),
    Frame("page 42 question 5", _lead("Page 42, question 5: ")),
    Frame("11+ practice", _lead("11+ practice: ")),
    Frame("good morning teacher", _lead("Good morning teacher! ")),
    Frame("lol ok so", _lead("lol ok so ")),
    Frame("me and my mate are arguing", _lead("Me and my mate are arguing about this one. ")),
    Frame("tail (3 marks)", _tail(" (3 marks)")),
    Frame("tail asking for a friend", _tail(" — asking for a friend")),
    Frame("tail :)", _tail(" :)")),
    Frame("tail sent from my iPhone", _tail("\n\nSent from my iPhone")),
    Frame("tail in my head", _tail(" in my head", "")),
    Frame("tail help!!!", _tail(" help!!!")),
    Frame("wrap do you know what X is", _wrap("Do you know what {} is?")),
    Frame("wrap X equals what", _wrap("{} equals what?")),
    Frame("wrap X = ____", _wrap("{} = ____")),
    Frame("wrap **X**", _wrap("**{}**")),
    Frame("wrap I need X", _wrap("I need {} for my homework")),
    Frame("wrap curly quotes", lambda core: f"“{_q(core)}”"),
    Frame("heading then blank line", lambda core: f"Maths help\n\n{_q(core)}"),
    Frame("chat lines before", lambda core: f"hiya\nu there?\n{_q(core)}"),
    Frame("several marks ???", _tail("", "???")),
    Frame("hey siri", lambda core: f"hey siri {_asked_plainly(core)}"),
    Frame("Hey Google,", lambda core: f"Hey Google, {_asked_plainly(core)}?"),
    Frame("lead-in and tail", lambda core: f"hey so quick one: {_q(core)} thanks!! 😅"),
    Frame("quoted in caps", lambda core: f"> {_q(core).upper()}\n\nanyone?"),
    Frame("list item with a tail", lambda core: f"Stuck on this one\n- {_q(core)} (no calculator)"),
    Frame("two chat lines and EDIT", lambda core: f"hi\nquick q\n{_q(core)}\nEDIT: spelling"),
    Frame("wrap is X right?", _wrap("Is {} right?"), changes=True),
    Frame("wrap X to the nearest ten", _wrap("What is {} to the nearest ten?"), changes=True),
    Frame("second question", lambda core: f"{_q(core)} And what is 17 × 3?", also=number(F(17) * 3)),
    Frame("asks its digits", _wrap("How many digits are in the answer to {}?"), changes=True),
    Frame("asks if more than", _wrap("Is {} more than 1000?"), changes=True),
]


@dataclass
class Cell:
    core: Core
    frame: Frame
    question: str
    outcome: str
    """right, wrong, asked (asked back / refused)."""

    @property
    def fine(self) -> bool:
        """Answered right; or, when the frame asks something else, not answered as the core alone."""
        return self.outcome != "right" if self.frame.changes else self.outcome == "right"

    @property
    def wrong(self) -> bool:
        """A wrong answer: a number that is not the answer of what was asked."""
        return self.outcome == "wrong" and not self.frame.changes

    @property
    def answered_though_changed(self) -> bool:
        """The core answered alone where the frame asks something else ("Is 45 × 6 right?" answered 270)."""
        return self.frame.changes and self.outcome == "right"


def run(core: Core, frame: Frame) -> Cell | None:
    question = frame.make(core)
    if question is None:
        return None
    answer = answer_to(question)
    if frame.also is not None:
        return Cell(core, frame, question, _both(core, frame.also, question, answer))
    outcome = verdict(core.item(question), answer)
    return Cell(core, frame, question, "asked" if outcome == "unanswered" else outcome)


def _both(core: Core, also: str, question: str, answer: str) -> str:
    """Right when the core's answer and the second question's are both given, and nothing else."""
    texts = [text for text in BOLD.findall(answer) if number_of(text.replace("−", "-")) != F(also)]
    if not texts:
        return "asked"
    outcome = verdict(core.item(question), " ".join(f"**{text}**" for text in texts))
    return "asked" if outcome == "unanswered" else outcome


def grid(frames: list[Frame]) -> list[Cell]:
    return [cell for frame in frames for core in CORES if (cell := run(core, frame)) is not None]


CORES = _cores()


def _line(name: str, cells: list[Cell]) -> str:
    fine = sum(cell.fine for cell in cells)
    wrong = sum(cell.wrong for cell in cells)
    share = 100 * fine / len(cells)
    answered = sum(cell.answered_though_changed for cell in cells)
    return f"{name}: {len(cells)} cells, {fine} as they should be ({share:.1f}%), {wrong} wrong" + (
        f", {answered} answered as the core alone though asked otherwise" if answered else ""
    )


def report(cells: list[Cell]) -> None:
    print("per frame:")
    for frame in FRAMES:
        if mine := [cell for cell in cells if cell.frame is frame]:
            print("  " + _line(frame.name + (" (changes the question)" if frame.changes else ""), mine))
    print("per core family:")
    for family in dict.fromkeys(core.family for core in CORES):
        print("  " + _line(family, [cell for cell in cells if cell.core.family == family]))
    print(_line("overall", cells))


def pinned_sample(cells: list[Cell]) -> list[list[Any]]:
    """Every frame with its first PINNED_PER_FRAME cells that are as they should be, spread over families:
    [question, answer] pairs, the answer (its operation, value and minutes) null where the question must be
    asked back."""
    sample: list[list[Any]] = []
    for frame in FRAMES:
        fine = [
            cell
            for cell in cells
            if cell.frame is frame and cell.outcome == ("asked" if frame.changes else "right")
        ]
        families: dict[str, Cell] = {}
        for cell in fine:
            families.setdefault(cell.core.family, cell)
        chosen = list(families.values())[:: max(1, len(families) // PINNED_PER_FRAME)][:PINNED_PER_FRAME]
        sample += [[cell.question, None if frame.changes else _expected(cell.core, frame)] for cell in chosen]
    return sample


def _expected(core: Core, frame: Frame) -> dict[str, Any]:
    """What the pinned test checks an answer against: the operation, its answer, minutes for a length, and the
    answer of a second question asked beside it."""
    expected = {key: value for key, value in core.item("").items() if key != "question"}
    return expected if frame.also is None else {**expected, "also": frame.also}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--misses", metavar="FRAME", help="list the cells of FRAME not as they should be")
    parser.add_argument("--write", action="store_true", help=f"write the pinned sample to {PINNED.name}")
    options = parser.parse_args(argv)
    frames = [frame for frame in FRAMES if options.misses in (None, frame.name)]
    if not frames:
        parser.error(f"no frame {options.misses!r}; frames: {', '.join(frame.name for frame in FRAMES)}")
    cells = grid(frames)
    if options.misses:
        for cell in cells:
            if not cell.fine:
                print(f"  {cell.outcome}: {cell.question!r} (expected {cell.core.answer})")
        return 0
    report(cells)
    if options.write:
        PINNED.write_text(
            json.dumps(pinned_sample(cells), ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
