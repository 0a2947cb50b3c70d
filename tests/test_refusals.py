"""What the offline coach says when it will not answer: it asks when a number reads two ways, names what
it cannot do, suggests only questions that keep the learner's numbers and signs (and never a different
problem), and says once, briefly, what it left out of a long message."""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

import pytest

from quickmath.offline.asks import Unread
from quickmath.offline.reading.message import read_message
from quickmath.offline.wording import unread
from tests.offline_turns import ask

REFUSED = [
    "What's the square root of 16?",
    "square root of 144",
    "15% of 80",
    "what is 20% of 50",
    "What is the cube root of -27?",
    "what is sin 30",
    "solve x + 3 = 5",
    "what is 5 factorial",
    "log of 100",
    "is 7 prime?",
    "what's the average of 4 and 8",
    "asdf qwer 12",
    "47 + 9 +",
    "now times 5",
    "what about -48?",
    "1,5 + 1",
    "What is 1,5 + 1?",
    "0x10 + 1",
    "2e5 + 1",
    "what is 1.2.3 + 4",
    "What is -2 squared?",
    "-3 to the power of 4",
    "tell me a joke",
    "12 plus 3, 4",
    "sum of the numbers between 5 and 10",
    "add the numbers 5 and 10",
    "Is there a remainder when 84 is divided by 4?",
    "divide 3 into 12",
    "1 km + 500 m",
    "£1 + 50p",
    "3 km + 5",
    "What is 5 m squared?",
    "whats 5 mm + 3 cm",
    "what is 5 tine 3",
    "what is 47 + 9 in binary",
    "what is 5 + 3 in hex",
    "estimate 47 × 9",
    "47 x 9 approx",
    "what is 47 × 9 rounded to the nearest ten",
    "the reciprocal of 47 + 9",
    "what is 47 + 9 not 47 - 9",
    "what's 30 / 4 whole number",
    "how many digits in 47 × 9",
    "what is 3 + 4 backwards",
    "47 + 9 per person",
    "47 + 9 and double",
    "what is 12 x 12 and halve it",
    "what is 47 ÷ 4, rounded to the nearest whole",
    "47 ÷ 4, and what is left over",
    "What is 12 + 5, and 3 more?",
    "what is 4 + 5, 6",
    "I have 3 apples. 12 x 5",
    "what is 100 - 37; 4 of them",
    "Work out 25 x 4, there are 3 groups",
    "what is 10 + 3 as a fraction",
    "what is 10 ÷ 4 as a percentage",
]
_SIGNED = re.compile(r"[−-]?\d+(?:[.,]\d+)*")
_QUOTED = re.compile(r"“([^”]*)”")


def signed_numbers(text: str) -> Counter[str]:
    return Counter(number.replace("−", "-") for number in _SIGNED.findall(text))


@pytest.mark.parametrize("question", REFUSED)
def test_a_refusal_writes_no_note_and_states_no_answer(question: str) -> None:
    turn = ask(question)
    assert turn.notes == []
    assert "**" not in turn.answer


@pytest.mark.parametrize("question", REFUSED)
def test_every_suggestion_keeps_the_learners_numbers_and_signs_and_is_no_other_problem(question: str) -> None:
    answer = ask(question).answer
    learner = signed_numbers(question)
    asked_as_written = read_message(question).asks
    for quoted in _QUOTED.findall(answer):
        if not re.search(r"\d", quoted):
            continue
        assert signed_numbers(quoted) <= learner, quoted
        assert read_message(quoted).asks in ((), asked_as_written), quoted


def test_the_suggestion_check_catches_a_suggestion_that_changes_the_problem() -> None:
    """The refusals the old coach gave, which suggested other problems, fail the check above."""
    for question, old_reply in [
        ("15% of 80", "For example, ask “what's 15 + 80?”"),
        ("square root of 144", "For example, ask “what's 144 squared?”"),
        ("What is the cube root of -27?", "For example, ask “what's 27 cubed?”"),
    ]:
        (quoted,) = _QUOTED.findall(old_reply)
        changed = not signed_numbers(quoted) <= signed_numbers(question) or read_message(quoted).asks
        assert changed, question


@pytest.mark.parametrize(
    ("question", "reading"),
    [
        ("15% of 80", "percentages"),
        ("square root of 144", "square roots"),
        ("1 km + 500 m", "changing one unit into another"),
        ("What is £2 minus 75p?", "changing one unit into another"),
    ],
)
def test_a_refusal_names_what_the_coach_cannot_do_yet(question: str, reading: str) -> None:
    assert f"I can't do {reading} yet" in ask(question).answer


def test_an_area_asked_of_two_lengths_in_its_unit_is_no_change_of_unit() -> None:
    """A question of square metres of 3 m by 2 m asks the area in the sides' own unit; square feet of metres
    is a change."""
    assert (
        "changing one unit into another"
        not in ask("The rug is 3 m by 2 m. How many square metres are left?").answer
    )
    assert (
        "I can't do changing one unit into another yet"
        in ask("The patio is 4.5 m by 3.2 m. How many square feet is that?").answer
    )


def test_i_mean_is_no_average() -> None:
    assert "averages" not in ask("what is 47 + 9, sorry I mean 47 + 8").answer
    assert "I can't do averages yet" in ask("what's the mean of 4 and 8").answer


@pytest.mark.parametrize(
    "question",
    [
        "What is 1,5 + 1?",
        "0x10 + 1",
        "What is -2 squared?",
        "what's 4,5 × 2?",
        "what is 2,4 times 5?",
        "what's 36 divided by to 3",  # 36 ÷ 2, 36 ÷ 3 or 36 ÷ 23? ("36 divided by to" alone is 36 ÷ 2)
        "what is 12 plus for 5",
        "36 divided by too 3?",
        "1999 / 19 exactly?",
    ],
)
def test_a_number_that_reads_two_ways_is_asked_about(question: str) -> None:
    assert "I'm not sure how to read" in ask(question).answer


def test_a_division_asked_exactly_alone_offers_its_two_readings_with_the_learners_numbers() -> None:
    question = "1999 / 19 exactly?"
    answer = ask(question).answer
    assert "**" not in answer
    suggestions = [quoted for quoted in _QUOTED.findall(answer) if quoted.endswith("?")]
    assert all(signed_numbers(suggestion) <= signed_numbers(question) for suggestion in suggestions)
    answered = [re.findall(r"\*\*(.+?)\*\*", ask(suggestion).answer) for suggestion in suggestions]
    assert answered == [["105 4/19"], ["No"]]


def test_half_of_50_is_read_as_50_divided_by_2() -> None:
    turn = ask("half of 50")
    assert [note for note in turn.notes if note[0] == "solve_with_shortcut"] == [
        ("solve_with_shortcut", {"a": 50, "operation": "/", "b": 2})
    ]
    assert "**25**" in turn.answer


def test_a_long_ramble_that_ends_in_a_question_says_once_what_it_left_out() -> None:
    ramble = "So my day went like this, and honestly it was long. " * 60 + "Anyway, what is 47 + 9?"
    assert len(ramble) > 3000
    answer = ask(ramble).answer
    assert "**56**" in answer
    assert answer.count("left out") == 1
    assert len(answer) < 1200


LEFT_ALONE = [
    "The price went up by 5 to 20. What was it before?",
    "The temperature rose from 5 to 12 degrees. What is it now?",
    "The temperature was 5 and fell 8 degrees. How much did it fall?",
    "Tickets are 5 each and I have 20. How many can I buy?",
    "A car park charges 3 a day. How many days can I park for 21?",
    "Paint is 34 a tin and I have 204. How many tins can I buy?",
    "How many did she have at first if she gave away 12 and has 30 left?",
    "A farmer has 18 cows. Each cow gives 25 litres of milk a day. How much milk does he get each day?",
    "Tom has 3 bags with 4 apples in each and eats 2. How many are left?",
    "Share 50 sweets equally among 8 children. How many does each child get and how many are left over?",
    "The bus leaves at 8:50 and arrives 35 minutes later. When does it leave?",
    "The film starts at 7:45 PM. I arrived 20 minutes early. When did I arrive?",
    "A lesson starts at 9:00 and has a 15 minute break. When does it finish?",
    "The film starts at 7:45 PM and lasts 2 hours. How long is it?",
    "Tickets cost £5 for adults and £3 for children. How much for 2 adults and 3 children altogether?",
    "Raj had 500 stamps. He gave 125 to his 2 sisters. How many did he have left?",
    "Sam had 40 sweets. He ate 5 and bought 10 more. How many are left?",
    "Sam had 40 sweets and ate 5. How many did he have at first?",
    "I scored 12 and then lost 3. Total?",
    "The film lasts 2 hours and we've watched 45 minutes twice. How much is left?",
    "24 items at 2.25 each, what's the average?",
    "47 + 9, what's the average?",
    "Our team scored 87 points; 64 for them. What is 87 + 64? and the margin?",
    "I need 2 more apples than 5",
    "I bought 3 pens for 12. Total?",
    "In 2020 we had 45 members and in 2021 we had 60. How many in total?",
    "Pens cost 2 each and I bought 5 and 3. What is the total?",
    "Score: 3 : 2. What is 3 + 2?",
]


@pytest.mark.parametrize("story", LEFT_ALONE)
def test_a_story_that_runs_backwards_or_points_two_ways_is_not_answered(story: str) -> None:
    turn = ask(story)
    assert turn.notes == []
    assert "**" not in turn.answer


@pytest.mark.parametrize("story", LEFT_ALONE[:4])
def test_a_story_left_alone_names_the_numbers_it_found_as_the_learner_wrote_them(story: str) -> None:
    answer = ask(story).answer
    found = re.search(r"I found (.+) in your question", answer)
    assert found is not None, answer
    assert re.findall(r"“([^”]+)”", found.group(1)) == re.findall(r"\d+", story)


def test_the_numbers_named_keep_their_signs_and_very_many_numbers_are_counted() -> None:
    named = unread(Unread("unreadable", "blorp -18 zing 4"))
    assert named.startswith("I found “-18” and “4” in your question")
    assert "I found “1”, “2”, “3”, “4” and “5” in it" in unread(Unread("unreadable", "blorp 1 2 3 4 5"))
    assert "I found only “12” in it" in unread(Unread("unreadable", "blorp 12"))
    assert "I found 11 numbers in it" in unread(Unread("unreadable", " ".join(map(str, range(1, 12)))))


def test_a_number_written_twice_is_named_each_time_in_order() -> None:
    named = unread(Unread("unreadable", "please confirm 2 to the power of 16 , times 2"))
    assert named.startswith("I found “2”, “16” and “2” in your question")
    assert ask("please confirm 2 to the power of 16, times 2").answer.startswith("I found “2”, “16” and “2”")
    assert unread(Unread("unreadable", "blorp 2,460 zing 2460 and 75")).startswith("I found “2,460” and “75”")


def test_a_clock_reading_that_ends_a_sentence_is_named_without_the_full_stop() -> None:
    question = "Surgery opens at 8:30 AM and closes at 6:15 PM. How long is it open? PS: Monday to Friday"
    answer = ask(question).answer
    assert answer.startswith("I found “8:30 AM” and “6:15 PM” in your question"), answer
    assert "I found only “6:15 p.m.” in it" in unread(Unread("unreadable", "from 6:15 p.m. to blorp"))


def test_a_length_of_time_is_named_whole_as_the_learner_wrote_it() -> None:
    answer = ask("drove 14h 20m total, 6h 45 of it yesterday. how much today?").answer
    assert answer.startswith("I found “14h 20m” and “6h 45” in your question"), answer
    assert "I found “2h 5” and “35 mins” in your question" in unread(
        Unread("unreadable", "blorp 2h 5 zing 35 mins")
    )
    assert "I found “two hours and fifty minutes” and “an hour and five minutes” in your question" in unread(
        Unread("unreadable", "blorp two hours and fifty minutes zing an hour and five minutes")
    )


def test_a_number_said_below_zero_in_words_is_named_with_its_minus_and_money_with_its_sign() -> None:
    answer = ask(
        "My account was sitting at minus $15, and then I paid in $40. What is the balance now?"
    ).answer
    assert answer.startswith("I found “minus $15” and “$40” in your question"), answer
    assert "I found “40”, “$15” and “3” in your question" in unread(
        Unread("unreadable", "blorp 40 minus $15 zing 3")
    )


UNREAD_WITH_A_CALCULATION = [
    (
        "Class totals for the sponsored spell: 18 + 24 + 31 + 15 + 22 pounds. Adding up for the newsletter.",
        "18 + 24 + 31 + 15 + 22",
    ),
    ("Opening float 150, paid out 45, 30 and 25. What's left, 150 - 45 - 30 - 25?", "150 - 45 - 30 - 25"),
    ("blorp £8.50 × 12 zing", "£8.50 × 12"),
    ("sums like 1² + 2² + 3² + 4². What's the answer?", "1² + 2² + 3² + 4²"),
    ("blorp 7,000 − 2,648 zing", "7,000 − 2,648"),
]


@pytest.mark.parametrize(("said", "written"), UNREAD_WITH_A_CALCULATION)
def test_a_calculation_written_whole_is_offered_back_as_written(said: str, written: str) -> None:
    reply = unread(Unread("unreadable", said))
    assert f"Did you mean {written}?" in reply
    assert "**" not in reply


UNREAD_WITH_NO_WHOLE_CALCULATION = [
    "Square pyramid: 1 + 4 + 9 + … + 100. How many?",  # a run with a gap: "1 + 4 + 9" is not it
    "added up every number (1+2+...+100)",
    "blorp 12 + 5 and 7 × 3",  # two calculations: which one?
    "leave 10:30 + 45 zing",  # a clock reading
    "it's 4-5 people for 2x4 lengths",
]


@pytest.mark.parametrize("said", UNREAD_WITH_NO_WHOLE_CALCULATION)
def test_no_calculation_is_offered_that_is_not_written_whole(said: str) -> None:
    assert "Did you mean" not in unread(Unread("unreadable", said))


SAID_TO_BE_SET_WRONG = [
    ("What is 37 x 12? there's a typo in the question", "“37” and “12”", "37 x 12"),
    ("What is 56 + 29? The sign is wrong, sorry", "“56” and “29”", "56 + 29"),
    ("What is 8,004 − 2,519?\nEDIT: a number is wrong", "“8,004” and “2,519”", "8,004 − 2,519"),
]


@pytest.mark.parametrize(("question", "found", "written"), SAID_TO_BE_SET_WRONG)
def test_a_calculation_said_to_be_set_wrong_is_not_offered_back_and_the_right_one_is_asked_for(
    question: str, found: str, written: str
) -> None:
    messages: list[dict[str, Any]] = []
    reply = ask(question, messages).answer
    assert f"I found {found} in your question, but you say it has a mistake in it" in reply
    assert "write the calculation you meant, with the right numbers" in reply
    assert written not in reply and "Did you mean" not in reply and "say yes" not in reply
    assert "**" not in ask("yes", messages).answer  # nothing was offered to say yes to


LABELS = [
    ("Order #88213 placed 01/12. Price dropped from £249 to £199 zing", ["88213", "01/12", "01", "12"]),
    ("Invoice INV-2026-0918. Billed 12 licences at £18.50 zing", ["2026", "0918"]),
    ("Three invoices - INV-221 £340.00, INV-225 £1,128.50, INV-230 £86.40. blorp", ["221", "225", "230"]),
    ("Booking ref 44-091-TQ, 3 guests, 2 nights, blorp 11:00 zing 90", ["44", "091", "44-091"]),
    ("Windows 11 update took ages. Three meter readings: 312, 287 and 405 blorp", ["11"]),
    ("Hi, order 90017 from 2025-11-18. Promised 500 points, got 375. blorp", ["90017", "2025-11-18", "2025"]),
    ("My son (he is in year 6) has 8,004 and 2,519 zing", ["6"]),
    ("[10:30] Grandad: it said 48,215 and now 48,602. blorp\n[10:31] Gran: off", ["10:30", "10:31"]),
    ("Training module 4.1 asks for 12 and 9 zing", ["4.1"]),
]


@pytest.mark.parametrize(("said", "labels"), LABELS)
def test_a_number_naming_a_thing_is_never_offered_back(said: str, labels: list[str]) -> None:
    offered = re.findall(r"“([^”]+)”", unread(Unread("unreadable", said)))
    assert offered and not set(offered) & set(labels)


CALCULATION_ASKED_OTHERWISE = [
    "Odd one from homework: 1² + 2² + 3² all the way to 12². What's it come to?",  # goes on past 3²
    "After the full days, how many are left over, the remainder of 100 ÷ 3?",  # a remainder, not 100 ÷ 3
    "blorp does 2,310 / 7 come out whole? zing",
    "blorp (b) Write 5⁴ × 5³ as a single power of 5",
]


@pytest.mark.parametrize("said", CALCULATION_ASKED_OTHERWISE)
def test_a_calculation_asked_something_else_of_is_not_offered_alone(said: str) -> None:
    assert "Did you mean" not in unread(Unread("unreadable", said))


LEFT_OUT_AS_WRITTEN = [
    (
        "What's 36 times 25? My partner bet me a coffee I couldn't do it.",
        "I took “My partner bet me a coffee I couldn't do it” as a remark",
    ),
    (
        "What is 48 × 15? I'm embarrassed I can't do it in my head",
        "I took “I'm embarrassed I can't do it in my head” as a remark",
    ),
    (
        "What's 64 + 29? Also, do you know if the chemist opens on Sundays",
        "I left out “do you know if the chemist opens on Sundays”, since I can only help with mental maths",
    ),
]


@pytest.mark.parametrize(("question", "line"), LEFT_OUT_AS_WRITTEN)
def test_a_part_left_out_is_quoted_as_written_and_a_remark_is_called_one(question: str, line: str) -> None:
    assert line in ask(question).answer


@pytest.mark.parametrize(
    "question", ["what's half of a dozen", "whats nine squared plus some", "how many days in a week"]
)
def test_maths_in_words_the_coach_cannot_read_is_not_called_off_topic(question: str) -> None:
    answer = ask(question).answer
    assert "couldn't quite read that one" in answer and "outside what I can help with" not in answer
