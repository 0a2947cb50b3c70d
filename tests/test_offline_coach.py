"""The offline coach in the model's seat: follow-ups read from the transcript, kind replies to what it
cannot read, tool errors, the menu it is given, and replies in the Chat Completions shape."""

from __future__ import annotations

import json
from typing import Any

import pytest

from quickmath.context import Summary
from quickmath.loop import TutorAgent, parse_arguments, run_note
from quickmath.offline import OfflineCoach
from quickmath.replies import Chunk, Completion, Reply, read_stream, read_whole
from quickmath.tools import tool_specs
from tests.offline_turns import PRACTICE, Turn, ask, numbers_outside

SOLVE = "solve_with_shortcut"


def solving(turn: Turn) -> list[tuple[str, Any]]:
    return [(name, arguments) for name, arguments in turn.notes if name != PRACTICE]


def request(messages: list[dict[str, Any]], **changes: Any) -> dict[str, Any]:
    """A request as TutorAgent builds it, with the system prompt first."""
    built = {
        "model": "offline",
        "messages": [{"role": "system", "content": "You are Quick Math Coach."}, *messages],
        "tools": tool_specs(),
        "tool_choice": "auto",
    }
    return built | changes


def reply_to(built: dict[str, Any]) -> Reply:
    return read_whole(OfflineCoach().chat.completions.create(**built))


def stream_of(built: dict[str, Any]) -> list[Chunk]:
    response = OfflineCoach().chat.completions.create(**built | {"stream": True})
    assert not isinstance(response, Completion)
    return list(response)


def menu_without(*names: str) -> list[dict[str, Any]]:
    return [tool for tool in tool_specs() if tool["function"]["name"] not in names]


def run_with_menu(
    question: str, tools: list[dict[str, Any]], rounds: int = 8
) -> tuple[list[tuple[str, Any]], str]:
    """The loop's work done by hand, so the coach can be offered a smaller menu than the full one."""
    messages: list[dict[str, Any]] = [{"role": "user", "content": question}]
    notes: list[tuple[str, Any]] = []
    for _ in range(rounds):
        reply = reply_to(request(messages, tools=tools))
        if not reply.notes:
            return notes, reply.content
        messages.append(
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {"id": i, "type": "function", "function": {"name": n, "arguments": a}}
                    for i, n, a in reply.notes
                ],
            }
        )
        for call_id, name, raw in reply.notes:
            notes.append((name, parse_arguments(raw)))
            result = run_note(name, parse_arguments(raw))
            messages.append({"role": "tool", "tool_call_id": call_id, "content": json.dumps(result)})
    raise AssertionError("the coach kept writing notes")


# Follow-ups: the earlier problem and answer are read from the transcript.


def test_the_seed_follow_up_reads_129_from_the_earlier_tool_result() -> None:
    messages: list[dict[str, Any]] = []
    first = ask("Work out 120 + 9 + 9", messages)
    assert "**138**" in first.answer
    follow = ask("And if the last one was 99 instead of 9?", messages)
    assert solving(follow) == [(SOLVE, {"a": 129, "operation": "+", "b": 99})]
    assert "**228**" in follow.answer
    assert numbers_outside(follow) == set()
    assert [m["role"] for m in messages].count("user") == 2


@pytest.mark.parametrize("stream", [False, True], ids=["whole", "streamed"])
def test_now_times_5_multiplies_the_previous_answer(stream: bool) -> None:
    messages: list[dict[str, Any]] = []
    ask("What is 47 + 9?", messages, stream=stream)
    follow = ask("now times 5", messages, stream=stream)
    assert solving(follow) == [(SOLVE, {"a": 56, "operation": "*", "b": 5})]
    assert "**280**" in follow.answer
    assert numbers_outside(follow) == set()


FOLLOW_UPS = [
    ("What is 47 + 9?", "what about 48?", (SOLVE, {"a": 48, "operation": "+", "b": 9}), "57"),
    ("What is 47 + 9?", "replace 9 with 99", (SOLVE, {"a": 47, "operation": "+", "b": 99}), "146"),
    (
        "What is 47 + 9?",
        "and if it was 19 instead of 9?",
        (SOLVE, {"a": 47, "operation": "+", "b": 19}),
        "66",
    ),
    ("What is 47 + 9?", "double it", (SOLVE, {"a": 56, "operation": "*", "b": 2}), "112"),
    ("What is 47 + 9?", "now square it", (SOLVE, {"a": 56, "operation": "*", "b": 56}), "3136"),
    ("What is 47 + 9?", "then take away 6", (SOLVE, {"a": 56, "operation": "-", "b": 6}), "50"),
    ("15 squared", "what about 25?", (SOLVE, {"a": 25, "operation": "*", "b": 25}), "625"),
    ("is 47 × 6 = 282 right?", "how about 48?", (SOLVE, {"a": 48, "operation": "*", "b": 6}), "288"),
    ("120 + 9 + 9", "what about 130?", ("solve_expression", {"expression": "130 + 9 + 9"}), "148"),
    ("2:45 + 1:30", "now add 45 minutes", (SOLVE, {"a": 415, "operation": "add_time", "b": 45}), "5 h"),
    ("10 / 3", "now times 3", ("solve_expression", {"expression": "(10/3) × 3"}), "10"),
]


@pytest.mark.parametrize(
    ("first", "then", "note", "answer"), FOLLOW_UPS, ids=[f"{f} → {t}" for f, t, _, _ in FOLLOW_UPS]
)
def test_follow_ups_build_on_the_last_problem(
    first: str, then: str, note: tuple[str, Any], answer: str
) -> None:
    messages: list[dict[str, Any]] = []
    ask(first, messages)
    follow = ask(then, messages)
    assert solving(follow) == [note]
    assert f"**{answer}**" in follow.answer
    assert numbers_outside(follow) == set()


def test_a_follow_up_reads_a_transcript_written_by_another_model() -> None:
    """The seed's transcript, notes and all, as a real model wrote it: ids and layout are not the coach's."""
    messages: list[dict[str, Any]] = [{"role": "user", "content": "Work out 120 + 9 + 9"}]
    for call_id, a in (("call_lExd", 120), ("call_9S0v", 129)):
        arguments = json.dumps({"a": a, "operation": "+", "b": 9})
        messages.append(
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {"id": call_id, "type": "function", "function": {"name": SOLVE, "arguments": arguments}}
                ],
            }
        )
        result = run_note(SOLVE, {"a": a, "operation": "+", "b": 9})
        messages.append({"role": "tool", "tool_call_id": call_id, "content": json.dumps(result)})
    messages.append({"role": "assistant", "content": "… So, 120 + 9 + 9 = **138**."})
    follow = ask("And if the last one was 99 instead of 9?", messages)
    assert solving(follow) == [(SOLVE, {"a": 129, "operation": "+", "b": 99})]
    assert "**228**" in follow.answer


def test_a_follow_up_can_lean_on_the_summary_of_turns_left_out_of_the_window() -> None:
    written = Summary(3, ["What is 13 × 14?", "What is 47 + 9?"], [("13 × 14", "182"), ("47 + 9", "56")])
    summary = f"You are Quick Math Coach.\n\n{written.line()}"
    built = request([{"role": "user", "content": "now times 5"}])
    built["messages"][0] = {"role": "system", "content": summary}
    reply = reply_to(built)
    assert [(name, json.loads(raw)) for _, name, raw in reply.notes if name != PRACTICE] == [
        (SOLVE, {"a": 56, "operation": "*", "b": 5})
    ]


def test_a_follow_up_with_a_number_not_in_the_last_problem_says_so() -> None:
    messages: list[dict[str, Any]] = []
    ask("What is 47 + 9?", messages)
    follow = ask("what if it was 99 instead of 8?", messages)
    assert follow.notes == []
    assert "couldn't find 8 in the last problem" in follow.answer


def test_a_follow_up_after_only_a_list_of_shortcuts_has_nothing_to_build_on() -> None:
    messages: list[dict[str, Any]] = []
    ask("show me the shortcuts", messages)
    follow = ask("now times 5", messages)
    assert follow.notes == []
    assert "earlier problem" in follow.answer
    assert numbers_outside(follow) == set()


# Kind replies to what the coach cannot read: no note, no number of its own, a way forward.

UNREADABLE = [
    ("", "came through empty"),
    ("hello", "I teach mental-maths shortcuts"),
    ("tell me a joke", "better at sums than at jokes"),
    ("What's the square root of 16?", "can't do square roots"),
    ("what is 20% of 50", "can't do percentages"),
    ("asdf qwer 12", "couldn't quite read that"),
    ("now times 5", "don't have an earlier problem"),
    ("2 h 45 min + 120 minutes", "minutes than make an hour"),
]


@pytest.mark.parametrize(("question", "said"), UNREADABLE, ids=[q or "(empty)" for q, _ in UNREADABLE])
def test_what_the_coach_cannot_read_gets_a_kind_reply_and_no_note(question: str, said: str) -> None:
    turn = ask(question)
    assert turn.notes == []
    assert turn.usage.requests == 1
    assert said in turn.answer
    assert "**" not in turn.answer
    assert numbers_outside(turn) == set()


def test_a_part_the_coach_cannot_read_is_named_beside_the_answer_to_the_rest() -> None:
    turn = ask("What's 13 × 14 and the square root of 9?")
    assert solving(turn) == [(SOLVE, {"a": 13, "operation": "*", "b": 14})]
    assert "**182**" in turn.answer
    assert "I left out “the square root of 9”: I can't do square roots yet." in turn.answer


# Tool errors are worded kindly, retried only when the fix is obvious, never looped.


def test_a_tool_error_with_no_fix_is_worded_kindly_without_retrying() -> None:
    turn = ask("7 / 0")
    assert solving(turn) == [(SOLVE, {"a": 7, "operation": "/", "b": 0})]
    assert "error" in turn.results[0]
    assert "dividing by 0 has no answer" in turn.answer
    assert "Cannot divide" not in turn.answer and "**" not in turn.answer
    assert turn.usage.requests == 2


_NINETY = "90 minutes is 1 h 30 min."


@pytest.mark.parametrize(
    ("question", "sent_again", "told", "answer"),
    [
        ("2 h 45 min + 1 h 75 min", [(245, 175), (245, 215)], "1 h 75 min is 2 h 15 min.", "**5 h**"),
        ("Add 90 minutes to 2 hours 40 minutes", [(90, 240), (130, 240)], _NINETY, "**4 h 10 min**"),
        ("90 minutes + 90 minutes", [(90, 90), (130, 90), (130, 130)], _NINETY, "**3 h**"),
    ],
)
def test_a_length_with_an_hour_or_more_of_minutes_is_sent_again_as_the_tools_say(
    question: str, sent_again: list[tuple[int, int]], told: str, answer: str
) -> None:
    turn = ask(question)
    assert [(args["a"], args["b"]) for _, args in solving(turn)] == sent_again
    assert turn.answer.startswith(told) and turn.answer.count(told) == 1
    assert answer in turn.answer
    assert "run together" not in turn.answer and "send" not in turn.answer


def test_a_named_shortcut_that_does_not_fit_is_retried_once_without_the_name() -> None:
    turn = ask("use subtract nines for 47 + 9")
    assert solving(turn) == [
        (SOLVE, {"a": 47, "operation": "+", "b": 9, "technique": "subtract_nines"}),
        (SOLVE, {"a": 47, "operation": "+", "b": 9}),
    ]
    assert "The shortcut you named doesn't fit this problem" in turn.answer
    assert "**56**" in turn.answer


def test_a_named_shortcut_that_fits_is_used_and_said_so() -> None:
    turn = ask("use round and compensate for 129 + 99")
    assert "with “Round and compensate”, the shortcut you asked for" in turn.answer


def test_terms_that_do_not_go_up_evenly_are_not_added_as_a_series() -> None:
    turn = ask("1 + 2 + 4 + … + 100")
    assert turn.notes == [
        ("solve_expression", {"expression": "2 − 1"}),
        ("solve_expression", {"expression": "4 − 2"}),
    ]
    assert "don't go up by the same amount" in turn.answer
    assert "**" not in turn.answer


def test_squares_that_skip_numbers_are_not_added_as_a_sum_of_squares() -> None:
    turn = ask("2² + 4² + … + 10²")
    assert turn.notes == [("solve_expression", {"expression": "4 − 2"})]
    assert "in a row" in turn.answer


# The menu: only tools it is offered, and no notes at all with tool_choice "none".


def test_without_a_practice_tool_on_the_menu_there_is_no_practice_problem() -> None:
    notes, text = run_with_menu("What is 47 + 9?", menu_without(PRACTICE))
    assert notes == [(SOLVE, {"a": 47, "operation": "+", "b": 9})]
    assert "**56**" in text
    assert "Try this one" not in text


def test_without_solve_expression_a_chain_goes_one_step_at_a_time_like_the_seed() -> None:
    notes, text = run_with_menu("Work out 120 + 9 + 9", menu_without("solve_expression"))
    assert [n for n in notes if n[0] != PRACTICE] == [
        (SOLVE, {"a": 120, "operation": "+", "b": 9}),
        (SOLVE, {"a": 129, "operation": "+", "b": 9}),
    ]
    assert "So 120 + 9 + 9 = **138**." in text


def test_without_solve_expression_the_helper_numbers_come_from_solve_with_shortcut() -> None:
    notes, text = run_with_menu("the first 10 odd numbers", menu_without("solve_expression", PRACTICE))
    assert notes == [
        (SOLVE, {"a": 2, "operation": "*", "b": 10}),
        (SOLVE, {"a": 20, "operation": "-", "b": 1}),
        (SOLVE, {"a": 1, "operation": "series", "b": 19, "step": 2}),
    ]
    assert "**100**" in text


def test_a_menu_without_the_solving_tool_gets_no_guess() -> None:
    notes, text = run_with_menu("What is 47 + 9?", menu_without(SOLVE))
    assert notes == []
    assert "won't guess" in text
    assert "56" not in text


def test_tool_choice_none_gets_text_only_from_what_the_transcript_holds() -> None:
    reply = reply_to(request([{"role": "user", "content": "What is 47 + 9?"}], tool_choice="none"))
    assert reply.notes == []
    assert "won't guess" in reply.content
    assert "56" not in reply.content


def test_running_out_of_rounds_reports_how_far_it_got_and_gives_no_answer_in_bold() -> None:
    turn = ask("1 + 2 + … + 100", max_rounds=1)
    assert turn.notes == [("solve_expression", {"expression": "2 − 1"})]
    assert "ran out of steps" in turn.answer
    assert "**" not in turn.answer
    assert numbers_outside(turn) == set()


def test_notes_the_coach_did_not_write_are_answered_from_their_results() -> None:
    messages: list[dict[str, Any]] = [
        {"role": "user", "content": "What is 47 + 9?"},
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {
                    "id": "call_x",
                    "type": "function",
                    "function": {"name": SOLVE, "arguments": '{"a": 47, "operation": "+", "b": 9}'},
                }
            ],
        },
        {
            "role": "tool",
            "tool_call_id": "call_x",
            "content": json.dumps(run_note(SOLVE, {"a": 47, "operation": "+", "b": 9})),
        },
    ]
    reply = reply_to(request(messages))
    assert reply.notes == []
    assert "47 + 9 = **56**" in reply.content


# The reply's shape: what the OpenAI client would return, whole or streamed.


def test_a_whole_reply_is_a_completion_with_notes_and_no_usage() -> None:
    response = OfflineCoach().chat.completions.create(
        **request([{"role": "user", "content": "What is 47 + 9?"}])
    )
    assert isinstance(response, Completion)
    assert response.usage is None
    assert response.model == "offline"
    choice = response.choices[0]
    assert choice.finish_reason == "tool_calls"
    assert choice.message.content is None
    calls = choice.message.tool_calls or []
    assert [(c.function.name, json.loads(c.function.arguments)) for c in calls] == [
        (SOLVE, {"a": 47, "operation": "+", "b": 9}),
        (PRACTICE, {"technique": "add_nines", "like": "47 + 9"}),
    ]
    assert len({c.id for c in calls}) == 2


def test_a_streamed_reply_sends_notes_as_deltas_that_join_to_the_whole_reply() -> None:
    built = request([{"role": "user", "content": "What is 47 + 9?"}])
    whole = reply_to(built)
    chunks = stream_of(built | {"stream_options": {"include_usage": True}})
    assert all(isinstance(chunk, Chunk) and chunk.usage is None for chunk in chunks)
    deltas = [d for chunk in chunks for d in chunk.choices[0].delta.tool_calls or []]
    assert [d.index for d in deltas if d.id] == [0, 1]
    assert all(len(d.function.arguments or "") <= 12 for d in deltas if d.function)
    assert len(deltas) > 4
    assert chunks[-1].choices[0].finish_reason == "tool_calls"
    streamed = Reply()
    assert list(read_stream(chunks, streamed)) == []
    assert streamed.notes == whole.notes


def test_streamed_answer_text_comes_in_small_pieces_that_join_to_the_whole_answer() -> None:
    messages: list[dict[str, Any]] = [{"role": "user", "content": "What is 47 + 9?"}]
    list(TutorAgent(OfflineCoach(), "offline", stream=False).run(messages))
    del messages[-1]
    built = request(messages)
    whole = reply_to(built).content
    chunks = stream_of(built)
    pieces = [chunk.choices[0].delta.content for chunk in chunks if chunk.choices[0].delta.content]
    assert "".join(pieces) == whole
    assert len(pieces) > 20
    assert max(len(piece) for piece in pieces) < 40
    assert chunks[-1].choices[0].finish_reason == "stop"


def test_the_same_request_always_gets_the_same_notes() -> None:
    built = request([{"role": "user", "content": "What's 13 × 14 and 48 × 5?"}])
    first, again = reply_to(built).notes, reply_to(built).notes
    assert [(name, arguments) for _, name, arguments in first] == [
        ("solve_with_shortcut", '{"a": 13, "operation": "*", "b": 14}'),
        ("make_practice_problem", '{"technique": "multiply_teens", "like": "13 × 14"}'),
        ("solve_with_shortcut", '{"a": 48, "operation": "*", "b": 5}'),
    ]
    assert again == first
