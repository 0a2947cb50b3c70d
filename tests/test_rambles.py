"""A question at the end of a long story (reading/rambles.py): read from its last sentences only when the
sentences left out count nothing it asks about."""

from __future__ import annotations

import re

import pytest

from tests.offline_turns import ask

READ_AT_THE_END = [
    (
        "My sister is getting married in June and I'm doing the flowers. Her fiancé's family are from "
        "Cork, so "
        "half the guests are flying in. I've been up since five worrying about it. The florist says 14 "
        "tables "
        "need 6 roses each. How many roses is that?",
        "84",
    ),
    (
        "I started a new job on Monday. The office is lovely but the car park is a nightmare. My manager is "
        "about 60 and very kind. Today I left home at 7:35 am and the drive took 1 hour 10 minutes. What "
        "time "
        "did I get in?",
        "8:45 AM",
    ),
    (
        "We adopted a rescue dog last spring. She was three and very shy. Now she loves the park and the "
        "kids. "
        "The vet bill came to £240 and the food was £65. What's that altogether?",
        "305",
    ),
]
NOT_AT_THE_END = [
    # money told before the last sentences: the tail may leave out what the question needs
    (
        "I had £50 in my purse this morning. My friend and I went to town. It rained all day. I spent £12 on "
        "lunch. Then I spent £8 on a taxi. How much have I got left?",
        "30",
    ),
    # a count of the same things told earlier
    (
        "We bought 12 eggs on Saturday. The kids made pancakes on Sunday. It was a lovely weekend. We used 4 "
        "eggs. Then we used 3 more eggs. How many eggs are left?",
        "5",
    ),
    # a length of time told earlier
    (
        "The film started at 7:10 pm. We were late because of the traffic. The popcorn was awful. It "
        "lasted 2 "
        "hours 5 minutes. What time did it finish?",
        "9:15 PM",
    ),
]


@pytest.mark.parametrize(("question", "answer"), READ_AT_THE_END)
def test_a_question_ending_a_long_story_is_read_from_its_last_sentences(question: str, answer: str) -> None:
    assert re.findall(r"\*\*(.+?)\*\*", ask(question).answer) == [answer]


@pytest.mark.parametrize(("question", "right"), NOT_AT_THE_END)
def test_a_story_that_told_what_the_question_counts_is_never_cut(question: str, right: str) -> None:
    said = re.findall(r"\*\*(.+?)\*\*", ask(question).answer)
    assert said in ([], [right])
