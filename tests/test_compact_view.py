"""The default view for a learner: note, result and answer panels, but compact. A note is one line, the
coach does not repeat the steps its result panel shows, an estimated-token line appears once per chat,
and `quickmath ask "What is 47 + 9?"` offline fits in 22 lines at 80 columns with nothing lost."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest


def quickmath(tmp_path: Path, *args: str, stdin: str = "") -> list[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("OPENAI_")}
    env |= {
        "COLUMNS": "80",
        "QUICKMATH_TRANSCRIPTS_DIR": "chats",
        "NO_COLOR": "1",
        "QUICKMATH_DATA_DIR": "data",
    }
    run = subprocess.run(
        [sys.executable, "-m", "quickmath", *args],
        input=stdin,
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        timeout=120,
        check=True,
    )
    return (run.stdout + run.stderr).splitlines()


def coach_words(lines: list[str]) -> str:
    """The coach's panel as one line of words, however the terminal wrapped it."""
    panel = lines[next(i for i, line in enumerate(lines) if "─ coach ─" in line) :]
    return " ".join(" ".join(line.strip("│╭╮╰╯─ ").split()) for line in panel)


def test_47_plus_9_fits_in_22_lines_at_80_columns_with_nothing_lost(tmp_path: Path) -> None:
    lines = quickmath(tmp_path, "ask", "--offline", "What is 47 + 9?")
    shown = "\n".join(lines)
    assert sum(1 + max(len(line) - 1, 0) // 80 for line in lines) <= 22, shown  # rows on an 80-column screen
    for needed in [
        "Offline coach answering",
        'note  solve_with_shortcut(a=47, operation="+", b=9)',
        "add_nines · Add 9, 99, 999 by adding 10, 100, 1000 — 47 + 9",
        "Add 10 instead of 9.",
        "47 + 10 = 57",
        "10 is 1 more than 9, so take 1 away.",
        "57 − 1 = 56",
        "Answer: 56  ✓ verified",
        'note  make_practice_problem(technique="add_nines"',
        "add_nines · Add 9, 99, 999 by adding 10, 100, 1000 — practice",
        "A good shortcut for 47 + 9 is “Add 9, 99, 999 by adding 10, 100, 1000”.",
        "So 47 + 9 = 56.",
        "Try this one:",
        "tokens (estimated)",
    ]:
        assert needed in shown
    assert shown.count("47 + 10 = 57") == 1  # the steps once, in the result panel
    assert "─ make_practice_problem ─" not in shown and "Practice (add_nines)" not in shown
    assert "add_nines." not in shown and " is add_nines" not in shown  # no internal name in prose


def test_a_piped_chat_shows_the_banner_and_the_estimated_tokens_once(tmp_path: Path) -> None:
    lines = quickmath(tmp_path, "chat", "--offline", stdin="What is 47 + 9?\nWhat is 12 × 11?\n")
    shown = "\n".join(lines)
    assert "So 47 + 9 = 56." in shown and "So 12 × 11 = 132." in shown
    assert shown.count("Offline coach answering") == 1
    assert shown.count("tokens (estimated)") == 1


def test_a_sum_of_lengths_reads_in_hours_and_minutes_in_the_panels_and_the_answer(tmp_path: Path) -> None:
    shown = "\n".join(quickmath(tmp_path, "ask", "--offline", "--no-save", "2 h 45 min + 1 h 30 min"))
    assert "Answer: 4 h 15 min  ✓ verified" in shown
    assert "So 2 h 45 min + 1 h 30 min = 4 h 15 min." in shown
    assert "Put the hours and minutes together.  4 h + 15 min = 4 h 15 min" in shown
    assert "415" not in shown and "× 100" not in shown  # the run-together time is the model's alone


def test_a_difference_of_lengths_reads_in_hours_and_minutes_throughout(tmp_path: Path) -> None:
    shown = "\n".join(quickmath(tmp_path, "ask", "--offline", "--no-save", "3 h 15 min - 1 h 40 min"))
    assert "Answer: 1 h 35 min  ✓ verified" in shown
    assert "1 h + 35 min = 1 h 35 min" in shown
    assert "So 3 h 15 min − 1 h 40 min = 1 h 35 min." in shown
    for other_form in ("135", "3:15", "1:40", "1:35", "× 100"):
        assert other_form not in shown


@pytest.mark.parametrize("name", ["add_quarter_hours", "add_whole_hours", "count_up_the_time"])
def test_drills_and_the_shortcut_in_full_show_lengths_of_time_as_people_read_them(
    tmp_path: Path, name: str
) -> None:
    drill = "\n".join(quickmath(tmp_path, "drill", "--shortcut", name, "--count", "2", stdin="1\n1\n"))
    card = "\n".join(quickmath(tmp_path, "shortcuts", name))
    for shown in (drill, card):
        assert "× 100" not in shown
        assert re.search(
            r"(?:\d+ h|\d+ min)(?: \+ \d+ min)? = (?:\d+:\d\d|\d+ h(?: \d+ min)?|\d+ min)\b", shown
        )
    assert "Answer: " in drill and not re.search(r"Answer: \d{3,}(?![\d:])", drill)


def test_an_error_written_for_the_model_is_retold_in_plain_words(tmp_path: Path) -> None:
    coach = coach_words(quickmath(tmp_path, "ask", "--offline", "What is 7 / 0?"))
    assert "dividing by 0 has no answer" in coach
    assert "Cannot divide" not in coach and "zero" not in coach


def test_casting_out_nines_compares_the_digit_sums_honestly(tmp_path: Path) -> None:
    shown = "\n".join(quickmath(tmp_path, "ask", "--offline", "--no-save", "check: 47 + 85 = 122"))
    assert "The digit sums do not match (9 counts as 0)." in shown
    assert "6 − 5 = 1" in shown
    assert "5 = 5" not in shown  # the answer's digit sum "equal" to itself beside "do not match"


def test_counting_up_to_a_whole_hour_says_no_zero_minutes(tmp_path: Path) -> None:
    shown = "\n".join(quickmath(tmp_path, "ask", "--offline", "--no-save", "9 h 0 min - 7 h 3 min"))
    assert "count_up_the_time" in shown and "60 − 3 = 57" in shown
    assert "the 0 min" not in shown and "57 + 0" not in shown


def test_clock_questions_read_as_a_person_would_say_them(tmp_path: Path) -> None:
    between = coach_words(quickmath(tmp_path, "ask", "--offline", "--no-save", "How many minutes are there "
                                    "between 11:46 AM and 4:49 PM?"))  # fmt: skip
    assert "A good shortcut for how long it is from 11:46 AM to 4:49 PM is" in between
    assert "From 11:46 AM to 4:49 PM is 303 minutes (5 h 3 min)." in between
    assert "for from" not in between and "So from" not in between
    how_long = coach_words(
        quickmath(tmp_path, "ask", "--offline", "--no-save", "How long is it from 9:05 to 13:10?")
    )
    assert "From 9:05 to 13:10 is 4 h 5 min." in how_long  # minutes first only when minutes were asked for
    after = "\n".join(quickmath(tmp_path, "ask", "--offline", "--no-save", "What is 50 minutes after 9:35?"))
    assert (
        "So 50 min after 9:35 is 10:25." in after and "09:35" not in after
    )  # no zero the learner didn't write
    midnight = "\n".join(
        quickmath(tmp_path, "ask", "--offline", "--no-save", "What is 50 minutes after 23:30?")
    )
    assert "So 50 min after 23:30 is 00:20." in midnight


def test_a_title_too_long_for_80_columns_moves_the_problem_into_the_panel(tmp_path: Path) -> None:
    shown = quickmath(tmp_path, "ask", "--offline", "--no-save", "What is 443 minutes before 1:44 PM?")
    assert "╭─ back_through_noon_or_midnight · Back through noon or midnight ─" in "\n".join(shown)
    assert any(line.startswith("│ 443 min before 1:44 PM ") for line in shown)  # whole, not cut at the border
    assert all(line.endswith(("╮", "│", "╯")) for line in shown if line.startswith(("╭", "│", "╰")))


def test_the_coach_never_stacks_a_colon_after_a_title_or_a_label(tmp_path: Path) -> None:
    coach = coach_words(
        quickmath(tmp_path, "ask", "--offline", "--no-save", "How do I multiply by 11 quickly?")
    )
    assert "Here is “Times 11: add the neighbours”. To multiply by 11" in coach
    assert "Why does it work? 11 is 10 + 1" in coach
    assert "”:" not in coach and "Why it works:" not in coach


def test_an_expression_with_powers_reads_without_carets(tmp_path: Path) -> None:
    shown = "\n".join(quickmath(tmp_path, "ask", "--offline", "--no-save", "What is 3³ + 4³?"))
    assert "─ solve_expression — 3³ + 4³ ─" in shown and "So 3³ + 4³ = 91." in shown
    assert "^" not in shown.split("\n", 2)[2]  # only the note line, written for the tool, has one
