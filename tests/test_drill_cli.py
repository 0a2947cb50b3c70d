"""`quickmath drill` and `quickmath stats` through the real CLI, with progress kept across processes."""

from __future__ import annotations

import os
import random
import re
import sqlite3
import subprocess
import sys
import time
from fractions import Fraction
from pathlib import Path

import pytest
from typer.testing import CliRunner

from quickmath.cli import app
from quickmath.domain import Operation, Problem
from quickmath.drill.answers import shown_answer
from quickmath.drill.questions import make_question
from quickmath.drill.store import FILE_NAME, Store
from quickmath.techniques import BY_NAME

SEED = "7"
PROBLEM_LINE = re.compile(r"^(\d+)/3  (.+) =$", re.MULTILINE)


def environment(data: Path) -> dict[str, str]:
    return {"QUICKMATH_DATA_DIR": str(data), "QUICKMATH_SEED": SEED, "COLUMNS": "120"}


def quickmath(*args: str, data: Path, stdin: str = "") -> subprocess.CompletedProcess[str]:
    """The command in a fresh process, as a learner would run it."""
    env = {**os.environ, **environment(data)}
    return subprocess.run(
        [sys.executable, "-m", "quickmath", *args],
        input=stdin,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )


def addition(text: str) -> Problem:
    a, b = text.split(" + ")
    return Problem(Operation.ADD, Fraction(a), Fraction(b))


def test_a_piped_drill_of_three_add_nines_then_stats_in_a_new_process(tmp_path: Path) -> None:
    rng = random.Random(SEED)
    questions = [make_question(BY_NAME["add_nines"], rng) for _ in range(3)]
    answers = [shown_answer(q.problem, q.problem.exact()) for q in questions]
    typed = f"{answers[0]}\n1\n2\n"

    result = CliRunner().invoke(app, ["drill", "--shortcut", "add_nines", "--count", "3"], input=typed,
                                env=environment(tmp_path))  # fmt: skip

    assert result.exit_code == 0, result.output
    shown = [(int(n), addition(text)) for n, text in PROBLEM_LINE.findall(result.stdout)]
    assert [n for n, _ in shown] == [1, 2, 3]
    assert all(BY_NAME["add_nines"].applies(problem) for _, problem in shown)
    assert [str(problem) for _, problem in shown] == [str(q.problem) for q in questions]
    panels = re.findall(r"╭─ add_nines · Add 9, 99, 999 by adding 10, 100, 1000 — (.+?) ─", result.stdout)
    assert panels == [str(questions[1].problem), str(questions[2].problem)]
    assert f"✗ 1 is not right: {questions[1].problem} = {answers[1]}" in result.stdout
    assert "3 answered: 1 right, 2 wrong" in result.stdout
    assert result.stderr == ""
    assert (tmp_path / FILE_NAME).is_file()

    stats = quickmath("stats", data=tmp_path)

    assert stats.returncode == 0, stats.stderr
    row = next(line for line in stats.stdout.splitlines() if "add_nines" in line)
    assert re.search(r"│ add_nines\s+│\s+1/3 \(33%\) │", row), stats.stdout
    assert "Progress over 3 attempts" in stats.stdout
    assert "Next up: " in stats.stdout


def test_stats_before_any_practice_suggests_a_drill(tmp_path: Path) -> None:
    result = CliRunner().invoke(app, ["stats"], env=environment(tmp_path))
    assert (result.exit_code, result.stdout) == (0, "No practice recorded yet. Start with: quickmath drill\n")


def test_an_unknown_shortcut_is_one_line_on_stderr_and_exit_2(tmp_path: Path) -> None:
    result = CliRunner().invoke(
        app, ["drill", "--shortcut", "add_nine"], input="1\n", env=environment(tmp_path)
    )
    assert result.exit_code == 2
    assert result.stdout == ""
    assert result.stderr.startswith("error: there is no shortcut called 'add_nine'; did you mean add_nines")
    assert "Traceback" not in result.output


@pytest.mark.parametrize("count", ["0", "-3", "many"])
def test_a_count_below_1_is_bad_usage(tmp_path: Path, count: str) -> None:
    result = CliRunner().invoke(app, ["drill", "--count", count], env=environment(tmp_path))
    assert result.exit_code == 2
    assert not (tmp_path / FILE_NAME).exists()


def test_no_input_ends_the_drill_with_a_summary_and_stores_nothing(tmp_path: Path) -> None:
    result = CliRunner().invoke(app, ["drill"], input="", env=environment(tmp_path))
    assert result.exit_code == 0
    assert "5 problems from your schedule: add_nines, subtract_nines" in result.stdout
    assert "No answers given." in result.stdout
    with Store.open(tmp_path) as store:
        assert store.attempts() == []


def test_a_data_dir_that_cannot_be_used_is_one_line_and_exit_1(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("not a folder")
    for command in (["drill"], ["stats"]):
        result = CliRunner().invoke(app, command, input="1\n", env=environment(tmp_path / "file"))
        assert result.exit_code == 1
        assert result.stderr.startswith("error: cannot open the progress database")
        assert "Traceback" not in result.output


def test_a_drill_killed_mid_way_keeps_every_answer_given_and_a_sound_file(tmp_path: Path) -> None:
    env = {**os.environ, **environment(tmp_path)}
    with subprocess.Popen(
        [sys.executable, "-m", "quickmath", "drill", "--shortcut", "add_nines", "--count", "5"],
        stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, text=True,
    ) as drill:  # fmt: skip
        assert drill.stdin is not None
        drill.stdin.write("1\n2\n")
        drill.stdin.flush()
        deadline = time.monotonic() + 30
        while _stored(tmp_path) < 2 and time.monotonic() < deadline:
            time.sleep(0.05)
        drill.kill()
        assert drill.wait(timeout=10) != 0
    with Store.open(tmp_path) as store:
        assert [a.given for a in store.attempts()] == ["1", "2"]
    db = sqlite3.connect(tmp_path / FILE_NAME)
    assert db.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    db.close()


def _stored(folder: Path) -> int:
    if not (folder / FILE_NAME).exists():
        return 0
    try:
        db = sqlite3.connect(folder / FILE_NAME)
        try:
            return int(db.execute("SELECT count(*) FROM attempts").fetchone()[0])
        finally:
            db.close()
    except sqlite3.OperationalError:  # the drill has not made the table yet
        return 0


def test_a_time_answered_as_hours_and_minutes_or_a_clock_reading_is_right(tmp_path: Path) -> None:
    rng = random.Random(SEED)
    questions = [make_question(BY_NAME["add_time"], rng) for _ in range(4)]
    times = [divmod(int(q.problem.exact()), 100) for q in questions]
    written = ["{}h {:02d}m", "{}:{:02d}", "{} h {} min", "{} hours {} minutes"]
    typed = "".join(f"{form.format(h, m)}\n" for form, (h, m) in zip(written, times, strict=True))
    result = CliRunner().invoke(app, ["drill", "--shortcut", "add_time", "--count", "4"], input=typed,
                                env=environment(tmp_path))  # fmt: skip
    assert result.exit_code == 0, result.output
    assert "4 answered: 4 right, 0 wrong" in result.stdout
    with Store.open(tmp_path) as store:
        assert [a.correct for a in store.attempts()] == [True] * 4


def test_a_typo_asks_the_same_problem_again_and_is_not_stored(tmp_path: Path) -> None:
    (question,) = [make_question(BY_NAME["add_nines"], random.Random(SEED))]
    typed = f"abc\n{shown_answer(question.problem, question.problem.exact())}\n"
    result = quickmath("drill", "--shortcut", "add_nines", "--count", "1", data=tmp_path, stdin=typed)
    assert result.returncode == 0, result.stderr
    assert "'abc' is not a number" in result.stdout and "Try again." in result.stdout
    assert result.stdout.count(f"1/1  {question.problem} =") == 2
    assert "1 answered: 1 right, 0 wrong" in result.stdout
    with Store.open(tmp_path) as store:
        assert [(a.given, a.correct) for a in store.attempts()] == [
            (shown_answer(question.problem, question.problem.exact()), True)
        ]


def test_at_50_columns_the_summary_and_stats_show_every_name_whole(tmp_path: Path) -> None:
    narrow = {**environment(tmp_path), "COLUMNS": "50"}
    result = CliRunner().invoke(app, ["drill", "--count", "4"], input="1\n2\n3\n4\n", env=narrow)
    assert result.exit_code == 0, result.output
    with Store.open(tmp_path) as store:
        drilled = {attempt.shortcut for attempt in store.attempts()}
    assert max(len(name) for name in drilled) > 20  # long enough to be cut in a squeezed column
    summary = result.stdout[result.stdout.index("drill summary") :]
    stats = CliRunner().invoke(app, ["stats"], env=narrow)
    assert stats.exit_code == 0, stats.output
    for shown in (summary, stats.stdout):
        assert all(len(line) <= 50 for line in shown.splitlines())
        assert drilled <= set(re.findall(r"[a-z0-9_]+", shown))
        assert "…" not in shown
