"""The offline coach reading learners' phrasings: a table of questions, each run through the real loop and
tools, with the notes it must write and the exact answers that must come back in bold."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from quickmath.offline.asks import (
    Check,
    ExpressionSpec,
    FirstOfKind,
    ListShortcuts,
    ProblemSpec,
    SeriesByTerms,
    Solve,
    TimeSum,
)
from quickmath.offline.reading.message import read_message
from quickmath.offline.reading.text import number_words
from quickmath.techniques import BY_NAME
from tests.offline_turns import PRACTICE, ask, numbers_outside

PHRASINGS = json.loads(
    (Path(__file__).parent / "data" / "offline_phrasings.json").read_text(encoding="utf-8")
)


def case_id(case: dict[str, Any]) -> str:
    return str(case["question"])


def test_the_table_has_at_least_80_phrasings_and_no_repeats() -> None:
    questions = [case["question"] for case in PHRASINGS]
    assert len(questions) >= 80
    assert len(questions) == len(set(questions))


@pytest.mark.parametrize("stream", [False, True], ids=["whole", "streamed"])
@pytest.mark.parametrize("case", PHRASINGS, ids=case_id)
def test_each_phrasing_gets_its_notes_and_the_exact_answer_in_bold(
    case: dict[str, Any], stream: bool
) -> None:
    turn = ask(case["question"], stream=stream)
    solving = [(name, arguments) for name, arguments in turn.notes if name != PRACTICE]
    assert solving == [(name, arguments) for name, arguments in case["notes"]]
    for answer in case["answers"]:
        assert f"**{answer}**" in turn.answer
    errors = [result for result in turn.results if "error" in result]
    assert len(errors) == case.get("errors", 0)
    assert turn.usage.requests == case.get("requests", 2)
    assert turn.usage.estimated
    if stream:
        assert turn.streamed == turn.answer


@pytest.mark.parametrize("case", PHRASINGS, ids=case_id)
def test_the_practice_problem_comes_from_the_tool_and_ends_the_answer(case: dict[str, Any]) -> None:
    turn = ask(case["question"])
    practice = [
        (note, result) for note, result in zip(turn.notes, turn.results, strict=True) if note[0] == PRACTICE
    ]
    assert len(practice) <= 1
    if case["notes"][0][0] == "list_shortcuts":
        assert not practice
    if practice:
        (_, arguments), result = practice[0]
        assert arguments["technique"] in BY_NAME
        assert turn.answer.endswith(f"Try this one: {result['problem']}")
    else:
        assert "Try this one" not in turn.answer


@pytest.mark.parametrize("case", PHRASINGS, ids=case_id)
def test_no_answer_holds_a_number_absent_from_the_question_and_the_tool_results(case: dict[str, Any]) -> None:
    turn = ask(case["question"])
    assert numbers_outside(turn) == set()


def test_the_number_check_catches_a_number_the_coach_made_up() -> None:
    turn = ask("What is 47 + 9?")
    turn.answer += " That makes 123456, or 17:43 on a clock."
    assert numbers_outside(turn) == {"123456", "17:43"}


READINGS = [
    ("What is 47 + 9?", Solve(ProblemSpec("+", "47", "9"), "What is 47 + 9?")),
    ("take 9 away from 50", Solve(ProblemSpec("-", "50", "9"), "take 9 away from 50")),
    ("the cube of 12", Solve(ProblemSpec("power", "12", "3"), "the cube of 12")),
    ("2 + 4 + ... + 50", Solve(SeriesByTerms(("2", "4"), "50"), "2 + 4 + ... + 50")),
    ("1² + 2² + … + 10²", Solve(SeriesByTerms(("1", "2"), "10", 2), "1² + 2² + … + 10²")),
    ("the first 10 odd numbers", Solve(FirstOfKind("odd", "10"), "the first 10 odd numbers")),
    ("1:00 + 2:15 + 0:30", Solve(TimeSum(("100", "215", "30")), "1:00 + 2:15 + 0:30")),
    ("120 + 9 + 9", Solve(ExpressionSpec("120 + 9 + 9"), "120 + 9 + 9")),
    ("I got 282 for 47 times 6", Check(ProblemSpec("*", "47", "6"), "282", "I got 282 for 47 times 6")),
    ("show me the shortcuts for adding", ListShortcuts("+")),
]


@pytest.mark.parametrize(("question", "expected"), READINGS, ids=[q for q, _ in READINGS])
def test_reading_turns_words_into_asks_without_working_anything_out(question: str, expected: object) -> None:
    reading = read_message(question)
    assert reading.asks == (expected,)
    assert reading.unread == ()


UNREADABLE = [
    ("", "empty"),
    ("   ", "empty"),
    ("hello", "greeting"),
    ("thanks!", "thanks"),
    ("help", "help"),
    ("tell me a joke", "off_topic"),
    ("what is the square root of 16?", "unsupported"),
    ("what is 20% of 50", "unsupported"),
    ("solve x + 3 = 5", "unsupported"),
    ("asdf 12 qwer", "unreadable"),
    ("47 + 9 +", "unreadable"),
    ("what about 48?", "no_earlier"),
    ("now times 5", "no_earlier"),
    ("120 minutes + 1 hour", "time_format"),
]


@pytest.mark.parametrize(("question", "kind"), UNREADABLE, ids=[q or "(empty)" for q, _ in UNREADABLE])
def test_what_cannot_be_read_is_named_with_its_reason(question: str, kind: str) -> None:
    reading = read_message(question)
    assert reading.asks == ()
    assert [reason.kind for reason in reading.unread] == [kind]


def test_a_message_with_one_readable_part_answers_it_and_names_the_rest() -> None:
    reading = read_message("what is 47 + 9 and tell me a joke")
    assert [type(ask) for ask in reading.asks] == [Solve]
    assert [(reason.kind, reason.said) for reason in reading.unread] == [("off_topic", "tell me a joke")]


FACT_BESIDE_A_QUESTION = [
    ("my teacher says 9 times 6 is 54. whats 9 times 7", ProblemSpec("*", "9", "7"), "63"),
    ("I know 7 x 9 is 63, what's 8 x 9?", ProblemSpec("*", "8", "9"), "72"),
    ("My daughter knows 7 x 9 is 63. What's 8 x 9?", ProblemSpec("*", "8", "9"), "72"),
    ("If 9 x 6 = 54, what is 9 x 7?", ProblemSpec("*", "9", "7"), "63"),
    ("my teacher says 9 times 6 is 55. whats 9 times 7", ProblemSpec("*", "9", "7"), "63"),
    ("Given that 12 × 12 = 144, what is 12 × 13?", ProblemSpec("*", "12", "13"), "156"),
    ("I know 36 is divisible by 4. Is 38 divisible by 4?", ProblemSpec("divisible", "38", "4"), "No"),
    ("9 x 6 = 54. What is 9 x 7?", ProblemSpec("*", "9", "7"), "63"),
    (
        "In my day we learned that 13 times 13 was 169. What's 13 times 14, then?",
        ProblemSpec("*", "13", "14"),
        "182",
    ),
    ("Since 1,000 − 1 is 999, what's 1,000 − 13?", ProblemSpec("-", "1000", "13"), "987"),
    (
        "3 hours 40 plus 1 hour 20 is 5 hours. What's 3 hours 40 plus 1 hour 35?",
        ProblemSpec("add_time", "340", "135"),
        "5 h 15 min",
    ),
]


@pytest.mark.parametrize(
    ("message", "question", "answer"), FACT_BESIDE_A_QUESTION, ids=[m for m, _, _ in FACT_BESIDE_A_QUESTION]
)
def test_a_fact_stated_beside_a_question_is_left_alone_and_only_the_question_answered(
    message: str, question: ProblemSpec, answer: str
) -> None:
    reading = read_message(message)
    assert [ask.spec for ask in reading.asks if isinstance(ask, Solve)] == [question]
    assert len(reading.asks) == 1
    turn = ask(message)
    assert re.findall(r"\*\*(.+?)\*\*", turn.answer) == [answer]
    assert "right" not in turn.answer.lower()


@pytest.mark.parametrize(
    "message", ["9 x 6 = 54, 9 x 7 = 63", "is 9 x 6 = 54? what is 9 x 7", "I got 54 for 9 x 6, what is 9 x 7"]
)
def test_answers_given_to_check_are_still_checked_beside_a_question(message: str) -> None:
    assert any(isinstance(ask, Check) for ask in read_message(message).asks)


DASHES_AND_MINUSES = [
    ("Quick q - what's 256 divided by 16?", ProblemSpec("/", "256", "16")),
    ("- what is 256 / 16", ProblemSpec("/", "256", "16")),
    ("Homework help – what's 7 x 8", ProblemSpec("*", "7", "8")),
    ("quick one - 256 / 16", ProblemSpec("/", "256", "16")),
    ("Question 3 - 45 + 38", ProblemSpec("+", "45", "38")),
    ("twenty - five", ProblemSpec("-", "20", "5")),
    ("what is fifty - 8", ProblemSpec("-", "50", "8")),
    ("what is one - 5", ProblemSpec("-", "1", "5")),
    ("3 km - 1 km", ProblemSpec("-", "3", "1")),
    ("5 - -3", ProblemSpec("-", "5", "-3")),
]


@pytest.mark.parametrize(("question", "spec"), DASHES_AND_MINUSES, ids=[q for q, _ in DASHES_AND_MINUSES])
def test_a_dash_after_words_is_a_pause_and_a_minus_after_a_number_takes_away(
    question: str, spec: ProblemSpec
) -> None:
    assert [ask.spec for ask in read_message(question).asks if isinstance(ask, Solve)] == [spec]


def test_twenty_dash_five_with_spaces_is_two_numbers_not_twenty_five() -> None:
    assert [
        ask.spec for ask in read_message("what is twenty - five plus 3").asks if isinstance(ask, Solve)
    ] == [ExpressionSpec("20 − 5 + 3")]


TOLD_BESIDE = [
    ("exam in 7 hours lol. what's 625 divided by 25", ProblemSpec("/", "625", "25")),
    ("I'm 78 and my granddaughter set this up for me. What is 365 times 3?", ProblemSpec("*", "365", "3")),
    ("Three of us won 100 on a scratch card. What's 100 divided by 3?", ProblemSpec("/", "100", "3")),
    (
        "Fixture planning: 20 teams each playing 38 games, so what's 20 times 38?",
        ProblemSpec("*", "20", "38"),
    ),
]


TAKEN_BACK = [
    ("hey, wait, what's 9 x 9? no, 9 x 8", ProblemSpec("*", "9", "8")),
    ("what is 12 x 3? actually, what is 12 x 4?", ProblemSpec("*", "12", "4")),
]


@pytest.mark.parametrize(
    ("message", "question"), TOLD_BESIDE + TAKEN_BACK, ids=[m for m, _ in TOLD_BESIDE + TAKEN_BACK]
)
def test_the_question_meant_is_read_beside_numbers_told_or_a_question_taken_back(
    message: str, question: ProblemSpec
) -> None:
    assert [ask.spec for ask in read_message(message).asks if isinstance(ask, Solve)] == [question]


@pytest.mark.parametrize(
    ("written", "read"),
    [
        ("multiply three point one four by ten", "multiply 3.14 by 10"),
        ("one point two five litres into five glasses", "1.25 litres into 5 glasses"),
        ("one point twenty five litres into five glasses", "1.25 litres into 5 glasses"),
        ("what is twenty one point five minus one", "what is 21.5 minus 1"),
        ("what is one hundred point zero five plus 2", "what is 100.05 plus 2"),
        ("at this point one of them asked 3 + 4", "at this point one of them asked 3 + 4"),
    ],
)
def test_a_decimal_said_in_words_is_read_with_its_digits_as_said(written: str, read: str) -> None:
    assert number_words(written) == read


@pytest.mark.parametrize(
    ("written", "read"),
    [
        ("what is 7 hundred and 20 divided by 8", "what is 720 divided by 8"),
        ("what is 2 thousand and 5 plus 1", "what is 2005 plus 1"),
        ("3 thousand 450 - 1 thousand 200", "3450 - 1200"),
        ("is 7 hundred and 21 divisible by 7", "is 721 divisible by 7"),
    ],
)
def test_a_number_said_in_digits_and_a_scale_word_is_written_in_its_places(written: str, read: str) -> None:
    assert number_words(written) == read


@pytest.mark.parametrize(
    ("written", "not_one_number"),
    [
        ("what is 7 hundred and 200 divided by 8", "900"),  # 200 has no place after "7 hundred"
        ("multiply 3 hundred and 4", "304"),  # 304, or 300 and 4?
        ("add 7 hundred and 20", "720"),
        ("what is 12 and 7 hundred and 20", "720"),
        ("5 hundred and 3.5 plus 1", "503.5"),
    ],
)
def test_digits_and_a_scale_word_that_may_be_two_numbers_are_not_put_together(
    written: str, not_one_number: str
) -> None:
    assert not_one_number not in number_words(written).split()
