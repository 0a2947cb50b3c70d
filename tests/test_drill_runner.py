"""Drills run against a real store: answers from a pipe or prompt-toolkit, a fake timer and a fixed clock."""

from __future__ import annotations

import io
import random
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput
from rich.console import Console

from quickmath.drill.answers import read_answer, shown_answer
from quickmath.drill.commands import chat_drill
from quickmath.drill.questions import Question, make_question
from quickmath.drill.readers import piped_answers, terminal_answers
from quickmath.drill.runner import Ask, Drill
from quickmath.drill.store import Store
from quickmath.loop import TutorAgent
from quickmath.render import Renderer
from quickmath.repl import Chat
from quickmath.session import ChatSession
from quickmath.techniques import BY_NAME, TECHNIQUES, Technique
from quickmath.transcript import Transcript
from tests.fakes import FakeClient

NOW = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
SEED = 11


def predicted(technique: Technique, count: int, seed: int | str = SEED) -> list[Question]:
    """The questions a drill seeded with `seed` will ask, made the same way the drill makes them."""
    rng = random.Random(seed)
    return [make_question(technique, rng) for _ in range(count)]


def right(question: Question) -> str:
    return shown_answer(question.problem, question.problem.exact())


def ticking(*times: float) -> Iterator[float]:
    yield from times


def run(store: Store, ask: Ask, technique: Technique | None, count: int, *times: float) -> tuple[str, list]:  # type: ignore[type-arg]
    screen = io.StringIO()
    console = Console(file=screen, width=100)
    clock = ticking(*times) if times else None
    drill = Drill(console, store, ask, random.Random(SEED), clock=lambda: NOW)
    if clock is not None:
        drill.timer = lambda: next(clock)
    attempts = drill.run(technique, count)
    return screen.getvalue(), attempts


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    with Store.open(tmp_path) as opened:
        yield opened


@pytest.mark.parametrize("technique", TECHNIQUES, ids=lambda t: t.name)
def test_every_shortcut_drills_problems_it_fits_and_takes_its_own_answers_back(
    technique: Technique, store: Store
) -> None:
    questions = predicted(technique, 3)
    for question in questions:
        assert technique.applies(question.problem), f"{technique.name} does not fit {question.problem}"
        assert read_answer(right(question), question.problem) == question.problem.exact()
    typed = "".join(f"{right(q)}\n" for q in questions)
    screen, attempts = run(
        store, piped_answers(io.StringIO(typed), Console(file=io.StringIO())), technique, 3
    )
    assert [(a.shortcut, a.problem, a.correct) for a in attempts] == [
        (technique.name, str(q.problem), True) for q in questions
    ]
    assert "3 answered: 3 right, 0 wrong" in screen


def test_a_miss_shows_the_steps_and_a_right_answer_does_not(store: Store) -> None:
    first, second = predicted(BY_NAME["add_nines"], 2)
    typed = io.StringIO(f"{right(first)}\n1\n")
    screen = io.StringIO()
    console = Console(file=screen, width=100)
    Drill(console, store, piped_answers(typed, console), random.Random(SEED), clock=lambda: NOW).run(
        BY_NAME["add_nines"], 2
    )
    text = screen.getvalue()
    assert f"1/2  {first.problem} =\n✓ {right(first)}" in text
    assert f"2/2  {second.problem} =\n✗ 1 is not right: {second.problem} = {right(second)}" in text
    assert text.count("╭─ add_nines · ") == 1
    assert f"add_nines · Add 9, 99, 999 by adding 10, 100, 1000 — {second.problem}" in text
    assert "2 answered: 1 right, 1 wrong" in text
    assert [a.correct for a in store.attempts()] == [True, False]


def test_a_slow_right_answer_shows_the_quick_way_and_keeps_its_box(store: Store) -> None:
    slow, fast = predicted(BY_NAME["add_nines"], 2)
    typed = io.StringIO(f"{right(slow)}\n{right(fast)}\n")
    screen, attempts = run(store, piped_answers(typed, Console(file=io.StringIO())), BY_NAME["add_nines"], 2,
                           0.0, 25.0, 30.0, 32.5)  # fmt: skip
    assert [(a.correct, a.seconds) for a in attempts] == [(True, 25.0), (True, 2.5)]
    assert f"✓ {right(slow)}, but it took 25.0 s; here is the quick way:" in screen
    assert screen.count("╭─ add_nines · ") == 1
    assert "median time 13.8 s" in screen
    assert "add_nines  2/2    1    due in 10 min" in screen


def test_something_that_is_not_an_answer_is_asked_again_and_never_a_miss(store: Store) -> None:
    (question,) = predicted(BY_NAME["add_nines"], 1)
    typed = io.StringIO(f"lots\n5 6\n{right(question)}\n")
    screen, attempts = run(store, piped_answers(typed, Console(file=io.StringIO())), BY_NAME["add_nines"], 1)
    assert "'lots' is not a number; write your answer in digits" in screen
    assert "'5 6' holds more than one number" in screen
    assert screen.count("Try again.") == 2
    assert [(a.given, a.correct) for a in attempts] == [(right(question), True)]
    assert [(a.given, a.correct) for a in store.attempts()] == [(right(question), True)]


@pytest.mark.parametrize("typed", ["", "\n", "   \nmore\n"], ids=["eof", "empty line", "blank line"])
def test_an_empty_line_or_eof_ends_the_drill_with_a_summary(store: Store, typed: str) -> None:
    screen, attempts = run(store, piped_answers(io.StringIO(typed), Console(file=io.StringIO())), None, 5)
    assert attempts == [] and store.attempts() == []
    assert "No answers given." in screen and "Practise next: add_nines (new)" in screen


def test_at_a_terminal_the_question_is_the_prompt_and_ctrl_c_stops(store: Store) -> None:
    first, _ = predicted(BY_NAME["add_nines"], 2)
    with create_pipe_input() as pipe:
        pipe.send_text(f"{right(first)}\r\x03")
        screen, attempts = run(
            store, terminal_answers(input=pipe, output=DummyOutput()), BY_NAME["add_nines"], 4
        )
    assert [a.problem for a in attempts] == [str(first.problem)]
    assert "Stopped." in screen and "1 answered: 1 right, 0 wrong" in screen


def test_ctrl_d_at_a_terminal_ends_the_drill(store: Store) -> None:
    with create_pipe_input() as pipe:
        pipe.send_text("\x04")
        screen, attempts = run(store, terminal_answers(input=pipe, output=DummyOutput()), None, 3)
    assert attempts == [] and "No answers given." in screen


def test_a_drill_with_no_name_follows_the_schedule(store: Store) -> None:
    screen, attempts = run(
        store, piped_answers(io.StringIO("0\n0\n0\n"), Console(file=io.StringIO())), None, 3
    )
    assert [a.shortcut for a in attempts] == ["add_nines", "subtract_nines", "multiply_by_power_of_10"]
    assert "3 problems from your schedule: add_nines, subtract_nines, multiply_by_power_of_10" in screen
    later, _ = run(store, piped_answers(io.StringIO(""), Console(file=io.StringIO())), None, 3)
    assert "Practise next: divide_by_power_of_10 (new)" in later


def chat_with_drill(stream: io.StringIO, screen: io.StringIO, directory: Path) -> Chat:
    """A chat wired the way run_chat wires it: /drill reads its answers from the same input."""
    console = Console(file=screen, width=100)

    def new_session() -> ChatSession:
        agent = TutorAgent(FakeClient(), "fake", stream=False)
        transcript = Transcript(None, model="fake", backend="openai", system_prompt="rules")
        return ChatSession(agent, Renderer(console), transcript, console)

    return Chat(new_session(), console, new_session, lambda c: None, lambda c, w: chat_drill(c, w, stream))


def test_drill_in_a_piped_chat_reads_the_next_lines_and_the_chat_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("QUICKMATH_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("QUICKMATH_SEED", str(SEED))
    first, second = predicted(BY_NAME["add_nines"], 2, seed=str(SEED))
    stream = io.StringIO(f"/drill add_nines 2\n{right(first)}\n1\n/drill nope\n/drill 0\n/drill 3 4\n/quit\n")
    screen = io.StringIO()
    chat_with_drill(stream, screen, tmp_path).run_lines(stream)
    text = screen.getvalue()
    assert f"1/2  {first.problem} =" in text and f"2/2  {second.problem} =" in text
    assert "2 answered: 1 right, 1 wrong" in text
    assert "error: there is no shortcut called 'nope'" in text
    assert text.count("usage: /drill [NAME] [COUNT]") == 2
    with Store.open(tmp_path / "data") as store:
        assert [a.given for a in store.attempts()] == [right(first), "1"]
