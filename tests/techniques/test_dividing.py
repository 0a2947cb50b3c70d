"""Division shortcuts: the catalog's worked examples, the overlap decisions and the edge cases."""

from __future__ import annotations

from fractions import Fraction

import pytest

from quickmath.domain import Operation, Problem
from quickmath.expression import value_of
from quickmath.techniques import find_applicable, for_operation, get_technique
from tests.helpers import each_applicable

Number = str | int | Fraction


def div(a: Number, b: Number) -> Problem:
    return Problem(Operation.DIVIDE, Fraction(a), Fraction(b))


def names(problem: Problem) -> list[str]:
    return [t.name for t in find_applicable(problem)]


def worked(technique: str, problem: Problem) -> list[tuple[str, Fraction]]:
    solution = get_technique(technique).solve(problem)
    for step in solution.steps:
        assert value_of(step.expr) == step.result
    assert solution.answer == solution.steps[-1].result == problem.exact()
    return [(step.expr, step.result) for step in solution.steps]


def expected(steps: list[tuple[str, Number]]) -> list[tuple[str, Fraction]]:
    return [(expr, Fraction(result)) for expr, result in steps]


# (shortcut the priority order picks, shortcut whose working is shown, problem, steps as (expr, result))
WORKED_EXAMPLES = [
    ("divide_by_one_or_itself", "divide_by_one_or_itself", div(36, 36), [("36 ÷ 36", 1)]),
    ("divide_by_power_of_10", "divide_by_power_of_10", div(375, 100), [("375 ÷ 100", "3.75")]),
    ("repeating_nines_denominator", "repeating_nines_denominator", div(47, 99), [("47 ÷ 99", "47/99")]),
    ("divide_by_5", "divide_by_5", div(235, 5), [("235 × 2", 470), ("470 ÷ 10", 47)]),
    ("divide_by_25", "divide_by_25", div(675, 25), [("675 × 4", 2700), ("2700 ÷ 100", 27)]),
    ("divide_by_50", "divide_by_50", div(350, 50), [("350 × 2", 700), ("700 ÷ 100", 7)]),
    ("divide_by_125", "divide_by_125", div(2000, 125), [("2000 × 8", 16000), ("16000 ÷ 1000", 16)]),
    ("divide_by_unit_fraction", "divide_by_unit_fraction", div(7, "0.25"), [("7 × 4", 28)]),
    (
        "cancel_common_zeros",
        "cancel_common_zeros",
        div(4200, 60),
        [("4200 ÷ 10", 420), ("60 ÷ 10", 6), ("420 ÷ 6", 70)],
    ),
    (
        "divide_by_9_vedic",
        "divide_by_9_vedic",
        div(1232, 9),
        [("1 + 2", 3), ("3 + 3", 6), ("6 + 2", 8), ("1 × 100 + 3 × 10 + 6", 136), ("136 + 8 ÷ 9", "1232/9")],
    ),
    (
        "divide_by_halving",
        "divide_by_halving",
        div(728, 8),
        [("728 ÷ 2", 364), ("364 ÷ 2", 182), ("182 ÷ 2", 91)],
    ),
    ("divide_by_factors", "divide_by_factors", div(432, 24), [("432 ÷ 4", 108), ("108 ÷ 6", 18)]),
    (
        "divide_by_factors",
        "halve_both",
        div(336, 12),
        [("336 ÷ 2", 168), ("12 ÷ 2", 6), ("168 ÷ 2", 84), ("6 ÷ 2", 3), ("84 ÷ 3", 28)],
    ),
    (
        "divide_decimals_by_moving_point",
        "divide_decimals_by_moving_point",
        div("4.8", "0.6"),
        [("4.8 × 10", 48), ("0.6 × 10", 6), ("48 ÷ 6", 8)],
    ),
    ("divide_signs_first", "divide_signs_first", div(-84, 7), [("84 ÷ 7", 12), ("(−84) ÷ 7", -12)]),
    (
        "divide_in_parts",
        "divide_in_parts",
        div(378, 7),
        [("378 − 7 × 50", 28), ("28 − 7 × 4", 0), ("50 + 4", 54)],
    ),
]


@pytest.mark.parametrize(
    ("picked", "technique", "problem", "steps"), WORKED_EXAMPLES, ids=[w[1] for w in WORKED_EXAMPLES]
)
def test_catalog_worked_examples(
    picked: str, technique: str, problem: Problem, steps: list[tuple[str, Number]]
) -> None:
    assert names(problem)[0] == picked
    assert worked(technique, problem) == expected(steps)


def test_the_worked_examples_cover_every_division_shortcut() -> None:
    assert [w[1] for w in WORKED_EXAMPLES] == [t.name for t in for_operation(Operation.DIVIDE)]


# (problem, shortcut picked, a shortcut that also applies and loses)
OVERLAPS = [
    (div(4200, 60), "cancel_common_zeros", "halve_both"),
    (div("0.5", "0.25"), "divide_by_unit_fraction", "divide_decimals_by_moving_point"),
    (div(432, 24), "divide_by_factors", "halve_both"),
    (div("4.5", 10), "divide_by_power_of_10", "divide_decimals_by_moving_point"),
    (div("3.5", "0.1"), "divide_by_power_of_10", "divide_decimals_by_moving_point"),
    (div(400, 100), "divide_by_power_of_10", "halve_both"),
    (div(350, 50), "divide_by_50", "halve_both"),
    (div(350, 50), "divide_by_50", "cancel_common_zeros"),
    (div(728, 8), "divide_by_halving", "halve_both"),
    (div(728, 8), "divide_by_halving", "divide_by_factors"),
    (div(4200, 60), "cancel_common_zeros", "divide_by_factors"),
    (div("7.2", 8), "divide_by_halving", "divide_decimals_by_moving_point"),
    (div("4.5", "4.5"), "divide_by_one_or_itself", "divide_decimals_by_moving_point"),
    (div(1269, 9), "divide_by_9_vedic", "divide_by_factors"),
    (div(0, 7), "divide_by_one_or_itself", "divide_in_parts"),
    (div(0, -5), "divide_by_one_or_itself", "divide_signs_first"),
]


@pytest.mark.parametrize(("problem", "picked", "also"), OVERLAPS, ids=[f"{o[1]}>{o[2]}" for o in OVERLAPS])
def test_overlaps_go_to_the_higher_priority(problem: Problem, picked: str, also: str) -> None:
    applicable = names(problem)
    assert applicable[0] == picked
    assert also in applicable


EDGE_STEPS = [
    ("divide_by_one_or_itself", div(0, -5), [("0 ÷ (−5)", 0)]),
    ("divide_by_one_or_itself", div("-3.5", 1), [("(−3.5) ÷ 1", "-3.5")]),
    ("divide_by_one_or_itself", div(-7, -7), [("(−7) ÷ (−7)", 1)]),
    ("divide_by_power_of_10", div(5, "0.01"), [("5 ÷ 0.01", 500)]),
    ("divide_by_power_of_10", div("2.5", 1000), [("2.5 ÷ 1000", "0.0025")]),
    ("repeating_nines_denominator", div(5, 99), [("5 ÷ 99", "5/99")]),
    ("repeating_nines_denominator", div(8, 9), [("8 ÷ 9", "8/9")]),
    ("divide_by_5", div("4.7", 5), [("4.7 × 2", "9.4"), ("9.4 ÷ 10", "0.94")]),
    ("divide_by_25", div(7, 25), [("7 × 4", 28), ("28 ÷ 100", "0.28")]),
    ("divide_by_unit_fraction", div(3, "0.125"), [("3 × 8", 24)]),
    ("divide_by_unit_fraction", div("1.5", "0.2"), [("1.5 × 5", "7.5")]),
    ("cancel_common_zeros", div(42000, 600), [("42000 ÷ 100", 420), ("600 ÷ 100", 6), ("420 ÷ 6", 70)]),
    ("cancel_common_zeros", div(100, 30), [("100 ÷ 10", 10), ("30 ÷ 10", 3), ("10 ÷ 3", "10/3")]),
    (
        "divide_by_9_vedic",
        div(100, 9),
        [("1 + 0", 1), ("1 + 0", 1), ("1 × 10 + 1", 11), ("11 + 1 ÷ 9", "100/9")],
    ),
    (
        "divide_by_9_vedic",
        div(1269, 9),
        [("1 + 2", 3), ("3 + 6", 9), ("9 + 9", 18), ("1 × 100 + 3 × 10 + 9", 139), ("139 + 2", 141)],
    ),
    (
        "divide_by_9_vedic",
        div(989, 9),
        [("9 + 8", 17), ("17 + 9", 26), ("9 × 10 + 17", 107), ("107 + 2", 109), ("109 + 8 ÷ 9", "989/9")],
    ),
    ("divide_by_halving", div(7, 4), [("7 ÷ 2", "3.5"), ("3.5 ÷ 2", "1.75")]),
    ("divide_by_halving", div(48, 16), [("48 ÷ 2", 24), ("24 ÷ 2", 12), ("12 ÷ 2", 6), ("6 ÷ 2", 3)]),
    ("divide_by_factors", div(18, 6), [("18 ÷ 2", 9), ("9 ÷ 3", 3)]),
    ("divide_by_factors", div(1440, 144), [("1440 ÷ 12", 120), ("120 ÷ 12", 10)]),
    ("halve_both", div(20, 6), [("20 ÷ 2", 10), ("6 ÷ 2", 3), ("10 ÷ 3", "10/3")]),
    (
        "halve_both",
        div(2000, 208),
        [
            ("2000 ÷ 2", 1000),
            ("208 ÷ 2", 104),
            ("1000 ÷ 2", 500),
            ("104 ÷ 2", 52),
            ("500 ÷ 2", 250),
            ("52 ÷ 2", 26),
            ("250 ÷ 26", "125/13"),
        ],
    ),
    ("divide_decimals_by_moving_point", div("7.2", 3), [("72 ÷ 3", 24), ("24 ÷ 10", "2.4")]),
    ("divide_decimals_by_moving_point", div("7.3", 3), [("73 ÷ 3", "73/3"), ("(73/3) ÷ 10", "73/30")]),
    (
        "divide_decimals_by_moving_point",
        div("4.86", "0.6"),
        [("4.86 × 10", "48.6"), ("0.6 × 10", 6), ("48.6 ÷ 6", "8.1")],
    ),
    (
        "divide_decimals_by_moving_point",
        div(48, "0.06"),
        [("48 × 100", 4800), ("0.06 × 100", 6), ("4800 ÷ 6", 800)],
    ),
    ("divide_signs_first", div(-84, -7), [("84 ÷ 7", 12), ("(−84) ÷ (−7)", 12)]),
    ("divide_signs_first", div(84, -7), [("84 ÷ 7", 12), ("84 ÷ (−7)", -12)]),
    ("divide_signs_first", div(-10, 3), [("10 ÷ 3", "10/3"), ("(−10) ÷ 3", "-10/3")]),
    ("divide_in_parts", div(3, 7), [("3 ÷ 7", "3/7")]),
    ("divide_in_parts", div(56, 7), [("56 − 7 × 8", 0), ("56 ÷ 7", 8)]),
    ("divide_in_parts", div(60, 7), [("60 − 7 × 8", 4), ("8 + 4 ÷ 7", "60/7")]),
    (
        "divide_in_parts",
        div(1000, 7),
        [
            ("1000 − 7 × 100", 300),
            ("300 − 7 × 40", 20),
            ("20 − 7 × 2", 6),
            ("100 + 40 + 2", 142),
            ("142 + 6 ÷ 7", "1000/7"),
        ],
    ),
    ("divide_in_parts", div(7021, 7), [("7021 − 7 × 1000", 21), ("21 − 7 × 3", 0), ("1000 + 3", 1003)]),
]


@pytest.mark.parametrize(
    ("technique", "problem", "steps"), EDGE_STEPS, ids=[f"{e[0]}:{e[1]}" for e in EDGE_STEPS]
)
def test_edge_case_working(technique: str, problem: Problem, steps: list[tuple[str, Number]]) -> None:
    assert worked(technique, problem) == expected(steps)


def test_non_terminating_answers_are_said_as_mixed_numbers() -> None:
    said = [s.say for s in get_technique("divide_in_parts").solve(div(1000, 7)).steps]
    assert said[-1] == "6 is left, so it is 142 remainder 6, or 142 6/7."
    assert get_technique("cancel_common_zeros").solve(div(100, 30)).steps[-1].say == (
        "Divide what is left, giving 3 1/3."
    )
    assert get_technique("divide_by_9_vedic").solve(div(1232, 9)).steps[-1].say == (
        "That is 136 remainder 8, so 136 8/9."
    )


def test_repeating_block_is_padded_to_the_length_of_the_nines() -> None:
    assert get_technique("repeating_nines_denominator").solve(div(5, 999)).steps[0].say == (
        "Write 5 as the 3-digit block 005, repeated for ever after the point."
    )


def test_power_of_10_says_which_way_the_point_moves() -> None:
    technique = get_technique("divide_by_power_of_10")
    assert technique.solve(div(375, 100)).steps[0].say == "Move the point 2 places left."
    assert technique.solve(div(5, "0.1")).steps[0].say == "Move the point 1 place right."


def test_factors_are_split_as_close_together_as_possible() -> None:
    first = get_technique("divide_by_factors").solve(div(1728, 144)).steps[0]
    assert first.say == "Split 144 into 12 × 12; divide by 12 first."
    assert get_technique("divide_by_factors").solve(div(360, 36)).steps[0].expr == "360 ÷ 6"


@pytest.mark.parametrize(
    ("problem", "technique", "applies"),
    [
        (div(5, 1), "divide_by_power_of_10", False),
        (div(-50, 10), "divide_by_power_of_10", False),
        (div(0, 10), "divide_by_power_of_10", True),
        (div(9, 9), "repeating_nines_denominator", False),
        (div(0, 9), "repeating_nines_denominator", False),
        (div(100, 99), "repeating_nines_denominator", False),
        (div("0.5", 9), "repeating_nines_denominator", False),
        (div(-5, 5), "divide_by_5", False),
        (div("0.1", "0.1"), "divide_by_unit_fraction", False),
        (div(3, "0.4"), "divide_by_unit_fraction", False),
        (div(0, 10), "cancel_common_zeros", False),
        (div(100, 25), "cancel_common_zeros", False),
        (div(99, 9), "divide_by_9_vedic", False),
        (div(100, 9), "divide_by_9_vedic", True),
        (div(999999, 9), "divide_by_9_vedic", True),
        (div(1000000, 9), "divide_by_9_vedic", False),
        (div(12, 2), "divide_by_halving", False),
        (div(-12, 4), "divide_by_halving", False),
        (div(20, 4), "divide_by_factors", False),
        (div(433, 24), "divide_by_factors", False),
        (div(130, 26), "divide_by_factors", False),
        (div(288, 144), "divide_by_factors", True),
        (div(290, 145), "divide_by_factors", False),
        (div(12, 4), "halve_both", False),
        (div(0, 6), "halve_both", False),
        (div(15, 6), "halve_both", False),
        (div(12, 6), "halve_both", True),
        (div(4, 2), "divide_decimals_by_moving_point", False),
        (div("-4.8", "0.6"), "divide_decimals_by_moving_point", False),
        (div(0, "0.6"), "divide_decimals_by_moving_point", True),
        (div(4, -2), "divide_signs_first", True),
        (div(4, 2), "divide_signs_first", False),
        (div(7, 1), "divide_in_parts", False),
        (div(0, 2), "divide_in_parts", True),
        (div("7.5", 3), "divide_in_parts", False),
    ],
)
def test_predicate_boundaries(problem: Problem, technique: str, applies: bool) -> None:
    assert get_technique(technique).applies(problem) is applies


def test_predicates_and_steps_stay_instant_on_thousand_digit_operands() -> None:
    huge = Fraction(int("7" * 1000))
    for b in (
        Fraction(3),
        Fraction(9),
        Fraction(16),
        Fraction(50),
        Fraction("0.25"),
        Fraction(10**999),
        huge,
    ):
        for technique in each_applicable(div(huge, b)):
            assert technique.solve(div(huge, b)).answer == huge / b
