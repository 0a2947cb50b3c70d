"""A final answer that is raw tool data: spotted, asked for once more, and never shown to the learner raw."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console
from typer.testing import CliRunner

from quickmath.cli import app
from quickmath.events import AnswerText, AskedAgain, Checked, Event, FinalAnswer, Notice
from quickmath.loop import TutorAgent
from quickmath.raw_reply import ASK_AGAIN, UNREADABLE, for_learner, is_raw_data
from quickmath.render import ASKED_AGAIN, Renderer
from quickmath.tools import dispatch
from tests.chat_server import ChatServer
from tests.fakes import FakeClient, completion, note

ADD = note("solve_with_shortcut", a=47, operation="+", b=9)
VERIFIED = '{"verified": true}'
SHORTCUTS = (
    '{"other_applicable_shortcuts": ["round_both_and_compensate", "round_and_compensate", "add_in_parts"]}'
)
CALL_AS_TEXT = (
    '{"name": "solve_expression", "arguments": {"expression": "47 + 9"}, "parts": [{"problem": "47 +'
)
PROSE = "Add 10 to get 57, then take 1 away: 47 + 9 = **56**."

RAW = [
    VERIFIED,
    SHORTCUTS,
    CALL_AS_TEXT,  # a tool call written as text, cut off part way
    '```json\n{"answer": 56, "verified": true}\n```',
    '```json\n{"found": true, "solution": {"problem": "47 + 9"',  # a fence cut off too
    "  \n" + VERIFIED + "\n",
    '[{"problem": "47 + 9", "answer": 56}]',
    '[{"problem": "47 + 9", "answer": 5',
    '{"a": 47}\n{"name": "solve_with_shortcut", "arguments": {"a": 4',
    '{"verified": tr',
    "true",
    "{}",
    "[56]",
]
NOT_RAW = [
    PROSE,
    "56",
    "-4.5",
    '"56"',
    "56.",
    "The set {1, 2, 3} has three numbers.",
    "{47 + 9} = 56",
    '{"verified": true} So 47 + 9 = **56**.',
    "[Adding 10 and taking 1 away](#) gives **56**.",
    "[1, 2, 3",  # numbers in a list cut off: not an object's keys and values
    '{"a": nonsense',
    "```python\nprint(56)\n```",
    "",
]


@pytest.mark.parametrize("text", RAW)
def test_json_and_json_cut_off_part_way_are_raw_data(text: str) -> None:
    assert is_raw_data(text)


@pytest.mark.parametrize("text", NOT_RAW)
def test_prose_with_braces_and_a_bare_number_are_not_raw_data(text: str) -> None:
    assert not is_raw_data(text)


def run(client: FakeClient, max_rounds: int = 5) -> tuple[list[Event], list[dict[str, Any]]]:
    messages: list[dict[str, Any]] = [{"role": "user", "content": "What is 47 + 9?"}]
    events = list(TutorAgent(client, "fake", max_rounds=max_rounds).run(messages))
    return events, messages


def final(events: list[Event]) -> FinalAnswer:
    [answer] = [event for event in events if isinstance(event, FinalAnswer)]
    return answer


def system_messages(client: FakeClient) -> list[str]:
    return [str(request["messages"][0]["content"]) for request in client.requests]


def test_a_raw_reply_is_asked_again_once_with_a_line_in_the_system_message() -> None:
    client = FakeClient(completion(tool_calls=[ADD]), completion(VERIFIED), completion(PROSE))
    events, messages = run(client)
    assert [e.text for e in events if isinstance(e, AskedAgain)] == [VERIFIED]
    assert (final(events).text, final(events).fallback, final(events).shown) == (PROSE, None, PROSE)
    assert [m["role"] for m in messages] == ["user", "assistant", "tool", "assistant", "assistant"]
    assert messages[3] == {"role": "assistant", "content": VERIFIED}  # kept as the model sent it
    assert client.requests[2]["messages"][-1] == {"role": "assistant", "content": VERIFIED}
    systems = system_messages(client)
    assert ASK_AGAIN not in systems[0] and ASK_AGAIN not in systems[1]
    assert systems[2].endswith(ASK_AGAIN)
    assert client.requests[2]["tool_choice"] == "auto"  # a round was left, so the model may still call a tool


def test_a_reply_still_raw_gets_the_tools_verified_answer_in_words_and_is_asked_again_only_once() -> None:
    client = FakeClient(completion(tool_calls=[ADD]), completion(VERIFIED), completion(SHORTCUTS))
    events, messages = run(client)
    answer = final(events)
    assert answer.text == SHORTCUTS and messages[-1] == {"role": "assistant", "content": SHORTCUTS}
    assert answer.shown == f"{UNREADABLE}, so here is what the tools verified:\n\n- 47 + 9 = **56**"
    assert sum(isinstance(e, AskedAgain) for e in events) == 1 and len(client.requests) == 3
    [checked] = [e for e in events if isinstance(e, Checked)]
    assert checked.check.tool_answers == ("56",)  # the check still runs on what the model wrote


def test_with_no_round_left_the_raw_reply_is_not_asked_again() -> None:
    client = FakeClient(completion(tool_calls=[ADD]), completion(CALL_AS_TEXT))
    events, _ = run(client, max_rounds=1)
    assert [r["tool_choice"] for r in client.requests] == ["auto", "none"]
    assert not any(isinstance(e, AskedAgain) for e in events)
    assert "47 + 9 = **56**" in final(events).shown


def test_a_raw_first_reply_in_the_last_round_is_asked_again_by_the_last_request() -> None:
    client = FakeClient(completion(CALL_AS_TEXT), completion(PROSE))
    events, _ = run(client, max_rounds=1)
    assert [r["tool_choice"] for r in client.requests] == ["auto", "none"]
    assert system_messages(client)[1].endswith(ASK_AGAIN)
    assert final(events).shown == PROSE


def test_after_rounds_that_ended_early_on_a_repeated_note_a_raw_answer_is_asked_again() -> None:
    client = FakeClient(completion(tool_calls=[ADD]), completion(tool_calls=[ADD]), completion(VERIFIED),
                        completion(PROSE))  # fmt: skip
    events, _ = run(client, max_rounds=5)
    assert [r["tool_choice"] for r in client.requests] == ["auto", "auto", "none", "none"]
    assert system_messages(client)[3].endswith(ASK_AGAIN)
    assert sum(isinstance(e, AskedAgain) for e in events) == 1 and final(events).shown == PROSE
    spent = FakeClient(completion(tool_calls=[ADD]), completion(tool_calls=[ADD]), completion(VERIFIED))
    events, _ = run(spent, max_rounds=2)  # the repeat came in the last round: none is left
    assert len(spent.requests) == 3 and not any(isinstance(e, AskedAgain) for e in events)
    assert UNREADABLE in final(events).shown


def test_with_no_tool_run_the_learner_is_told_so_and_asked_to_ask_again() -> None:
    client = FakeClient(completion(CALL_AS_TEXT), completion(VERIFIED))
    events, _ = run(client)
    shown = final(events).shown
    assert shown == f"{UNREADABLE}, and no tool worked anything out in this turn. Please ask again."


def turn_with(*results: tuple[str, dict[str, Any]]) -> list[dict[str, Any]]:
    """A question and one note per result, each with its result, as the loop records them."""
    calls = [
        {"id": f"c{i}", "type": "function", "function": {"name": name, "arguments": "{}"}}
        for i, (name, _) in enumerate(results)
    ]
    return [
        {"role": "user", "content": "?"},
        {"role": "assistant", "content": None, "tool_calls": calls},
        *(
            {"role": "tool", "tool_call_id": f"c{i}", "content": json.dumps(r)}
            for i, (_, r) in enumerate(results)
        ),
    ]


def solved(**arguments: Any) -> tuple[str, dict[str, Any]]:
    return "solve_with_shortcut", dispatch("solve_with_shortcut", arguments)


@pytest.mark.parametrize(
    ("results", "line"),
    [
        (
            [solved(a=245, operation="add_time", b=130)],
            "- 2 h 45 min + 1 h 30 min = **4 h 15 min**",
        ),  # never the run-together 415
        ([solved(a=315, operation="subtract_time", b=140)], "- 3 h 15 min − 1 h 40 min = **1 h 35 min**"),
        ([solved(a=10, operation="/", b=3)], "- 10 ÷ 3 = **3 1/3**"),
        ([solved(a="7:57 PM", operation="time_after", b=27)], "- 27 min after 7:57 PM is **8:24 PM**"),
        ([solved(a=34745, operation="divisible", b=11)], "- **No**, 34745 is not divisible by 11"),
        (
            [("check_answer", dispatch("check_answer", {"a": 47, "operation": "+", "b": 9, "answer": 57}))],
            "- 57 is not right: 47 + 9 = **56**",
        ),
        (
            [("solve_expression", dispatch("solve_expression", {"expression": "120 + 9 + 9"}))],
            "- 120 + 9 + 9 = **138**",
        ),
        ([solved(a=47, operation="+", b=9), solved(a=47, operation="+", b=9)], "- 47 + 9 = **56**"),
    ],
)
def test_what_the_tools_verified_is_worded_as_people_read_it(
    results: list[tuple[str, dict[str, Any]]], line: str
) -> None:
    assert for_learner(turn_with(*results)).splitlines()[2:] == [line]


def test_an_explanation_and_a_practice_problem_are_worded_and_errors_left_out() -> None:
    explained = ("list_shortcuts", dispatch("list_shortcuts", {"name": "add_nines"}))
    practice = ("make_practice_problem", {"technique": "add_nines", "problem": "129 + 99"})
    broken = ("solve_with_shortcut", dispatch("solve_with_shortcut", {"a": "x", "operation": "+", "b": 9}))
    shown = for_learner(turn_with(broken, explained, practice))
    assert "Why does it work? A number made only of nines" in shown
    assert shown.endswith("- Try this one: 129 + 99")
    assert "error" not in shown.lower() and "add_nines" not in shown
    assert for_learner(turn_with(broken)).endswith(
        "no tool worked anything out in this turn. Please ask again."
    )


def test_on_a_terminal_what_may_be_raw_is_not_streamed_live_and_prose_is() -> None:
    def drawn(*events: Event) -> str:
        console = Console(file=io.StringIO(), force_terminal=True, width=100, color_system=None)
        renderer = Renderer(console)
        for event in events:
            renderer.draw(event)
        return console.file.getvalue()  # type: ignore[attr-defined]

    def streamed(text: str) -> list[Event]:
        return [AnswerText(text[start : start + 4]) for start in range(0, len(text), 4)]

    after = Notice("The stream ends here.")  # what was streamed live stays on screen, dim
    assert "Add 10 to get 57" in drawn(*streamed(PROSE), after)
    for raw in (VERIFIED, CALL_AS_TEXT, "```json\n" + VERIFIED):
        assert '{"' not in drawn(*streamed(raw), after)
    assert "asking it once more for words" in drawn(*streamed(VERIFIED), AskedAgain(VERIFIED))


@pytest.fixture
def key(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test-raw-reply-0123456789")


def ask(server: ChatServer, *options: str) -> Any:
    result = CliRunner().invoke(
        app, ["ask", *options, "--base-url", server.base_url, "What is 47 + 9?"], env={"COLUMNS": "100"}
    )
    assert result.exit_code == 0, result.output
    return result


@pytest.mark.usefixtures("key")
def test_ask_shows_the_words_not_the_json_and_the_transcript_keeps_what_the_model_wrote(
    tmp_path: Path,
) -> None:
    with ChatServer() as server:
        server.reply(notes=[ADD]).reply(VERIFIED).reply(SHORTCUTS)
        result = ask(server, "--transcripts-dir", str(tmp_path))
        systems = [body["messages"][0]["content"] for body in server.bodies]
    assert "asking it once more for words" in result.stdout
    assert UNREADABLE in result.stdout and "47 + 9 = 56" in result.stdout
    assert 'verified"' not in result.stdout and "other_applicable" not in result.stdout
    assert [ASK_AGAIN in system for system in systems] == [False, False, True]
    [saved] = tmp_path.glob("*.jsonl")
    records = [json.loads(line) for line in saved.read_text().splitlines()]
    answers = [
        r["message"]["content"]
        for r in records
        if r["type"] == "message" and r["message"]["role"] == "assistant"
    ]
    assert answers[1:] == [VERIFIED, SHORTCUTS]
    [check] = [r for r in records if r["type"] == "check"]
    assert check == {"type": "check", "turn": 1, "unexplained": [], "tool_answers": ["56"], "cut_off": False}

    shown = CliRunner().invoke(app, ["logs", "--transcripts-dir", str(tmp_path), "show", saved.stem])
    assert shown.exit_code == 0, shown.output
    assert shown.output.count("the model replied with raw tool data") == 2
    assert "other_applicable" not in shown.output and "Coach:" not in shown.output


@pytest.mark.usefixtures("key")
def test_ask_quiet_prints_the_same_words_and_json_keeps_the_model_s_text() -> None:
    shown: dict[str, Any] = {}
    for mode in ("-q", "--json"):
        with ChatServer() as server:
            server.reply(notes=[ADD]).reply(VERIFIED).reply(SHORTCUTS)
            shown[mode] = ask(server, mode, "--no-save")
    assert shown["-q"].stdout == f"{UNREADABLE}, so here is what the tools verified:\n\n- 47 + 9 = **56**\n"
    report = json.loads(shown["--json"].stdout)
    assert (report["answer"], report["checks"], report["cut_off"]) == (SHORTCUTS, [], False)


def test_eval_scores_the_model_s_own_words_and_counts_raw_replies(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for name in ("OPENAI_API_KEY", "OPENAI_BASE_URL", "QUICKMATH_MODEL"):
        monkeypatch.delenv(name, raising=False)
    expected = {"tool": "solve_with_shortcut", "arguments": {"a": 47, "operation": "+", "b": 9}}
    asked = [
        {"id": f"add-{n}", "category": "+", "question": "What is 47 + 9?", "note": expected, "answer": 56}
        for n in (1, 2)
    ]
    question_set = tmp_path / "set.jsonl"
    question_set.write_text("".join(json.dumps(q) + "\n" for q in asked))
    out = tmp_path / "out.json"
    with ChatServer() as server:
        server.reply(notes=[ADD]).reply(VERIFIED).reply('{"answer": 56}')  # holds 56, but as data
        server.reply(notes=[ADD]).reply(VERIFIED).reply(PROSE)
        result = CliRunner().invoke(
            app,
            ["eval", "--set", str(question_set), "--base-url", server.base_url, "--json", str(out)],
            env={"COLUMNS": "200"},
        )
    assert result.exit_code == 0, result.output
    [run_a] = json.loads(out.read_text())["runs"]
    first, second = run_a["results"]
    assert (first["answer_text"], first["raw_reply"], first["asked_again"]) == ('{"answer": 56}', True, 1)
    assert first["answer_correct"] is False
    assert (second["answer_text"], second["raw_reply"], second["answer_correct"]) == (PROSE, False, True)
    summary = run_a["summary"]
    assert (summary["raw_replies"], summary["raw_replies_asked_again"], summary["answers_correct"]) == (
        1,
        2,
        1,
    )
    assert "│ raw data answers  │ 1 (2 asked again)" in result.stdout


@pytest.mark.usefixtures("key")
def test_on_a_terminal_the_spinner_shows_again_while_the_model_is_asked_once_more() -> None:
    with ChatServer() as server:
        server.reply(VERIFIED).reply(PROSE)
        args = ["ask", "--base-url", server.base_url, "--no-save", "What is 47 + 9?"]
        result = CliRunner().invoke(app, args, env={"COLUMNS": "100", "TTY_COMPATIBLE": "1"})
    assert result.exit_code == 0, result.output
    assert result.output.index(ASKED_AGAIN) < result.output.rindex("Waiting for the model")


def test_an_empty_answer_after_notes_shows_what_the_tools_verified() -> None:
    client = FakeClient(completion(tool_calls=[note("solve_with_shortcut", a=47, operation="+", b=9)]),
                        completion(""))  # fmt: skip
    events = list(TutorAgent(client, "m").run([{"role": "user", "content": "What is 47 + 9?"}]))
    answer = final(events)
    assert answer.text == "(The model sent an empty answer.)"
    assert answer.fallback is not None and answer.fallback.startswith("The model sent an empty answer, so")
    assert "47 + 9 = **56**" in answer.shown


def test_an_empty_answer_with_no_notes_has_nothing_to_fall_back_on() -> None:
    events = list(TutorAgent(FakeClient(completion(" ")), "m").run([{"role": "user", "content": "hi"}]))
    assert final(events).fallback is None


@pytest.mark.usefixtures("key")
def test_ask_shows_what_the_tools_verified_after_an_empty_answer(tmp_path: Path) -> None:
    with ChatServer() as server:
        server.reply(notes=[ADD]).reply("")
        result = ask(server, "--transcripts-dir", str(tmp_path))
    assert "The model sent an empty answer, so here is what the tools verified" in result.stdout
    assert "47 + 9 = 56" in result.stdout
