"""A calculation written whole in code or spreadsheet notation (reading/layouts: `code`, `spreadsheet`): read
as the calculation it denotes exactly, or, where the code's own value is not one the tools give (a floor
that is not whole, a name never given a value, cells with no values), not answered at all."""

from __future__ import annotations

import re

import pytest

from tests.offline_turns import ask

READ = [
    ("=36*24 in B3, what's the value", "864"),  # the cell the formula sits in is no number of it
    ("=900/16 shows ####, what is the real number", "56.25"),  # a column too narrow for the number
    ("=POWER(3, 5) (sheet is frozen)", "243"),
    ("=MOD(100, 7) in C2", "2"),
    ("=SUMSQ(2, 3, 4)", "29"),
    ("=SUM(ROW(1:20)) entered as an array formula, what does it return?", "210"),
    (">>> 9000 // 30\nwhat's the output", "300"),  # // counts whole times: 300 exactly
    ("n = 2048 // 64; print(n)  # what does this print", "32"),
    ("print(144 // 12)", "12"),
    ("divmod(100, 7) gives two numbers, I just need the remainder", "2"),
    ("divmod(84, 4), I only want the quotient", "21"),
    ("what's 3**10 in decimal", "59049"),
    ("sum(k**2 for k in range(1, 6))", "55"),  # range stops before 6
    ("sum(n**3 for n in range(1, 4)) in python", "36"),
    ("sum(range(1, 11))", "55"),
    ("1000 % 7", "6"),
    ("=SUM(A1:A3) where the cells are 19.99, 5.49 and 12.5 and it broke. What should the total be?", "37.98"),
    ("=PRODUCT(C2:C3) where those cells are 12 and 15", "180"),
    ("=B4+B5 where those cells are 120.25 and 30 and it broke", "150.25"),  # was 123.25: 30 read as 3
]


@pytest.mark.parametrize(("question", "answer"), READ)
def test_code_and_spreadsheet_notation_is_read_as_what_it_denotes(question: str, answer: str) -> None:
    assert re.findall(r"\*\*(.+?)\*\*", ask(question).answer) == [answer]


LEFT_ALONE = [
    "x = 7201 // 60; print(x)",  # 120, not 120 1/60: the floor is no answer the tools give
    "divmod(250, 9), I want the quotient",
    "print(-7 // 2)",  # −4 in Python, −3 in C
    "y = 48 // 5 + 1; print(y)",
    "x = 400 // 16; print(y)",  # y was never given a value
    "divmod(250, 9) what are the quotient and remainder",  # two answers, one tuple
    "divmod(250, 9) double the remainder",
    "divmod(250, 9)",
    "=10/3 (rounded) what does it show",  # an aside that changes the question
    "=A1*B1 what is it",  # cells with no values
    "sum(range(10, 1, -1))",
    "sum(i**2 for i in range(0, 5, 2))",
    "what's 7/2 in decimal in C",
    "=SUM(B1:B4) where those cells are 10, 20 and 30",  # four cells, three values
    "=SUM(A1:A200) where A1 is 5",
]


@pytest.mark.parametrize("question", LEFT_ALONE)
def test_code_whose_value_the_tools_cannot_give_exactly_is_not_answered(question: str) -> None:
    assert "**" not in ask(question).answer
