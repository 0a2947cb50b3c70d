"""The final answer is checked too: numbers no source holds are flagged, in every written form, with no
false alarm on the offline coach's phrasing table or on the eval set worded from tool numbers alone."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from quickmath import display
from quickmath.answer_check import check_final_answer, previous_flag
from quickmath.cli import app
from quickmath.evaluation.questions import load_set
from quickmath.events import Checked, FinalAnswer, ToolResult
from quickmath.loop import TutorAgent
from quickmath.numbers import exact_value
from quickmath.offline import OfflineCoach
from quickmath.tools import dispatch
from tests.chat_server import ChatServer
from tests.fakes import note

PHRASINGS = json.loads((Path(__file__).parent / "data" / "offline_phrasings.json").read_text())
ADDED = dispatch("solve_with_shortcut", {"a": 47, "operation": "+", "b": 9})
TIMES = dispatch("solve_with_shortcut", {"a": 245, "operation": "add_time", "b": 130})
SHARED = dispatch("solve_with_shortcut", {"a": 10, "operation": "/", "b": 3})

FLAGGED = [
    ("So 47 + 9 = 57.", ADDED, ["57"]),
    ("47 + 9 is fifty-seven.", ADDED, ["fifty-seven"]),
    ("The answer is −56.", ADDED, ["−56"]),
    ("The answer is 65.", ADDED, ["65"]),
    ("The answer is minus 56.", ADDED, ["minus 56"]),
    ("It comes to 4 h 25 min.", TIMES, ["4 h 25 min"]),
    ("It comes to 4:25.", TIMES, ["4:25"]),
    ("10 ÷ 3 = 3 2/3.", SHARED, ["3 2/3"]),
    ("13² = 168, so the answer is 56.", ADDED, ["13", "168"]),
    ("1,000 + 1 = 1,002, and 47 + 9 = 56.", ADDED, ["1,000", "1,002"]),
    ("Add 10 to get 57. So the answer is 57.", ADDED, ["57"]),
    ("The answer is 43.", dispatch("solve_with_shortcut", {"a": 47, "operation": "-", "b": 90}), ["43"]),
    ("There are two answers: 55 and 58.", ADDED, ["55", "58"]),
    ("That makes two.", ADDED, ["two"]),
    ("The bags weigh **54kg** together.", ADDED, ["54"]),
    ("That is 5.6kg in all, or 47 + 9 = 5.6km.", ADDED, ["5.6"]),
]
NOT_FLAGGED = [
    ("So 47 + 9 = 56.", ADDED),
    ("47kg + 9kg is **56kg**.", ADDED),
    ("**56**: add 10, then take 1 away (47 + 10 = 57, 57 − 1 = 56).", ADDED),
    ("47 + 9 = 47 + 10 − 1 = 56", ADDED),
    ("fifty-six", ADDED),
    ("In 2 steps:\n1. 47 + 10 = 57\n2. 57 − 1 = 56\nStep 3: done.", ADDED),
    ("- Add 10: 57\n- Take 1 away: 56", ADDED),
    ("The answer is 56. Try this one: 568 + 999", ADDED),
    ("That is 4:15, or 4 h 15 min.", TIMES),
    ("2:45 + 1:30 = 4:15", TIMES),
    ("10 ÷ 3 = 3 1/3, which is also 10/3.", SHARED),
    ("This one is easy: 56. One more thing: it works for 99 too.", ADDED),
    ("Your answer is 57, but the answer is 56.", ADDED),
    ("It could mean plus or minus, which has two answers.", ADDED),
    ("It could be one number, or two numbers: say what each of the two numbers counts.", ADDED),
    ("The full ones are not this answer: 56.", ADDED),
]


@pytest.mark.parametrize(("answer", "result", "flagged"), FLAGGED, ids=[f[0] for f in FLAGGED])
def test_a_number_no_source_holds_is_flagged(answer: str, result: dict[str, Any], flagged: list[str]) -> None:
    check = check_final_answer(answer, "What is 47 + 9?", [result])
    assert list(check.unexplained) == flagged
    assert check.flagged


@pytest.mark.parametrize(("answer", "result"), NOT_FLAGGED, ids=[f[0] for f in NOT_FLAGGED])
def test_numbers_from_the_tools_practice_problems_and_step_numbers_are_not_flagged(
    answer: str, result: dict[str, Any]
) -> None:
    assert check_final_answer(answer, "What is 47 + 9?", [result]).unexplained == ()


def test_the_question_s_numbers_are_allowed_and_the_tool_answers_named() -> None:
    check = check_final_answer("You asked about 47 and 9; 47 + 9 = 57.", "What is 47 + 9?", [ADDED])
    assert check.unexplained == ("57",)
    assert check.tool_answers == ("56",)
    assert "57 was not worked out by the tools; the tools found 56" in check.learner_line()
    assert "stated 57" in check.model_note() and "the tools found 56" in check.model_note()


def checks_of(turns: list[str]) -> list[Checked]:
    """Every check the loop reported while the offline coach answered `turns` in one chat."""
    agent, messages, found = TutorAgent(OfflineCoach(), "offline-coach"), [], []
    for turn in turns:
        messages.append({"role": "user", "content": turn})
        found += [event for event in agent.run(messages) if isinstance(event, Checked)]
    return found


@pytest.mark.parametrize("entry", PHRASINGS, ids=[entry["question"] for entry in PHRASINGS])
def test_no_false_alarm_on_the_offline_coach_s_phrasing_table(entry: dict[str, Any]) -> None:
    [check] = checks_of([entry["question"]])
    assert check.check.unexplained == ()


def worded_from_tools(result: dict[str, Any]) -> list[str]:
    """Answers a good model might write using only this result's numbers, in the forms people read."""
    solution = result.get("solution", result)
    answer = solution.get("answer", result.get("correct_answer"))
    wordings = []
    for step in solution.get("steps", []):
        wordings.append(f"{step.get('expr')} = {step.get('result')}.")
    value = exact_value(answer)
    if value is not None:
        problem = str(solution.get("problem", ""))
        wordings.append(f"So {problem} = **{answer}**." if problem else f"The answer is **{answer}**.")
        if ":" in problem and value.denominator == 1:
            wordings.append(f"That is {display.clock(value)}, or {display.duration(value)}.")
        elif value.denominator != 1:
            wordings.append(f"As a mixed number that is {display.mixed(value)}.")
    return wordings


QUESTIONS = load_set()


@pytest.mark.parametrize("question", QUESTIONS, ids=[q.id for q in QUESTIONS])
def test_no_false_alarm_on_the_eval_set_in_the_coach_s_words_or_tool_numbers_alone(question: Any) -> None:
    agent, messages = TutorAgent(OfflineCoach(), "offline-coach"), []
    results: list[dict[str, Any]] = []
    for turn in question.turns:
        messages.append({"role": "user", "content": turn})
        events = list(agent.run(messages))
        results = [event.result for event in events if isinstance(event, ToolResult)]
        assert [e.check.unexplained for e in events if isinstance(e, Checked)] == [()]  # the coach's words
    for result in results:
        for answer in worded_from_tools(result):
            check = check_final_answer(answer, question.turns[-1], results)
            assert check.unexplained == (), answer


def test_the_next_request_tells_the_model_what_was_flagged() -> None:
    messages = [
        {"role": "user", "content": "What is 47 + 9?"},
        {"role": "assistant", "content": None, "tool_calls": [
            {"id": "c1", "type": "function", "function": {"name": "solve_with_shortcut", "arguments": ""}}]},
        {"role": "tool", "tool_call_id": "c1", "content": json.dumps(ADDED)},
        {"role": "assistant", "content": "So 47 + 9 = 57."},
        {"role": "user", "content": "double it"},
    ]  # fmt: skip
    note_text = previous_flag(messages)
    assert note_text is not None and "57" in note_text and "56" in note_text
    assert previous_flag([*messages[:-1], {"role": "assistant", "content": "x"}]) is None
    messages[3]["content"] = "So 47 + 9 = 56."
    assert previous_flag(messages) is None


def test_a_scripted_57_after_a_verified_56_is_flagged_on_screen_in_the_transcript_and_next_request(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test-checks-0123456789")
    with ChatServer() as server:
        server.reply(notes=[note("solve_with_shortcut", a=47, operation="+", b=9)])
        server.reply("So 47 + 9 = 57.")
        server.reply("Let me work that out with the tools first.")
        result = CliRunner().invoke(
            app,
            ["chat", "--base-url", server.base_url, "--transcripts-dir", str(tmp_path)],
            input="What is 47 + 9?\ndouble it\n/transcript\n",
            env={"COLUMNS": "200"},
        )
        bodies = server.bodies
    assert result.exit_code == 0, result.stderr
    assert "Check: 57 was not worked out by the tools; the tools found 56." in result.output
    assert result.output.count("Check:") == 1
    [saved] = tmp_path.glob("*.jsonl")
    records = [json.loads(line) for line in saved.read_text().splitlines()]
    checks = [r for r in records if r["type"] == "check"]
    first = {"type": "check", "turn": 1, "unexplained": ["57"], "tool_answers": ["56"], "cut_off": False}
    assert checks[0] == first
    assert {"role": "assistant", "content": "So 47 + 9 = 57."} in [r.get("message") for r in records]
    system = [body["messages"][0]["content"] for body in bodies]
    assert "stated 57" not in system[0] and "stated 57" not in system[1]
    assert "Answer check: your last answer stated 57" in system[2]
    assert "Answer check: your last answer stated 57" in result.output  # /transcript shows what was sent


def test_ask_json_has_the_checks_and_quiet_puts_the_flag_on_stderr(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test-checks-0123456789")
    shown: dict[str, Any] = {}
    for mode in ("--json", "-q"):
        with ChatServer() as server:
            server.reply(notes=[note("solve_with_shortcut", a=47, operation="+", b=9)])
            server.reply("So 47 + 9 = 57.")
            result = CliRunner().invoke(
                app, ["ask", mode, "--no-save", "--base-url", server.base_url, "What is 47 + 9?"]
            )
        assert result.exit_code == 0, result.stderr
        shown[mode] = result
    report = json.loads(shown["--json"].stdout)
    assert report["checks"] == [{"number": "57", "tool_answers": ["56"]}]
    assert report["cut_off"] is False
    assert shown["-q"].stdout == "So 47 + 9 = 57.\n"
    assert "Check: 57 was not worked out by the tools" in shown["-q"].stderr


def test_a_flag_never_comes_from_the_offline_coach_on_a_time_sum() -> None:
    [check] = checks_of(["What is 2 h 45 min + 1 h 30 min?"])
    assert check.check.unexplained == ()
    assert exact_value(check.check.tool_answers[0]) == Fraction(415)


def test_the_final_answer_comes_before_its_check() -> None:
    agent = TutorAgent(OfflineCoach(), "offline-coach")
    kinds = [type(e).__name__ for e in agent.run([{"role": "user", "content": "What is 47 + 9?"}])]
    assert kinds.index("FinalAnswer") + 1 == kinds.index("Checked")
    assert FinalAnswer.__name__ in kinds


def test_what_the_tools_found_is_shown_as_people_read_it() -> None:
    before = dispatch("solve_with_shortcut", {"a": "1:44 PM", "operation": "time_before", "b": 443})
    assert "the tools found 4 h 15 min" in check_final_answer("So it is 4:25.", "", [TIMES]).learner_line()
    assert "the tools found 3 1/3" in check_final_answer("It is 3.5.", "", [SHARED]).learner_line()
    late = check_final_answer("It was 6:20 AM.", "", [before])
    assert late.unexplained == ("6:20 AM",)
    assert "the tools found 6:21 AM" in late.learner_line()
