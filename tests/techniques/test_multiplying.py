"""Multiplication shortcuts: the catalog's worked examples, the overlap decisions and the edge cases."""

from __future__ import annotations

from fractions import Fraction

import pytest

from quickmath.domain import Operation, Problem
from quickmath.expression import value_of
from quickmath.techniques import find_applicable, for_operation, get_technique
from tests.helpers import each_applicable


def times(a: str | int, b: str | int) -> Problem:
    return Problem(Operation.MULTIPLY, Fraction(a), Fraction(b))


def names(problem: Problem) -> list[str]:
    return [t.name for t in find_applicable(problem)]


def results_of(name: str, problem: Problem) -> list[Fraction]:
    solution = get_technique(name).solve(problem)
    assert all(value_of(s.expr) == s.result for s in solution.steps)
    return [s.result for s in solution.steps]


CATALOG_EXAMPLES = [
    (times(1, "3.75"), "multiply_by_zero_or_one", ["3.75"], "3.75"),
    (times(65, 65), "square_ending_in_5", [42, 4225], 4225),
    (times(47, 101), "multiply_by_101_or_1001", [4700, 4747], 4747),
    (times("3.75", 100), "multiply_by_power_of_10", [375], 375),
    (times(11, 47), "multiply_by_11", [11, 517], 517),
    (times(43, 47), "same_tens_ones_make_ten", [20, 21, 2021], 2021),
    (times(47, 47), "square_near_50", [22, 9, 2209], 2209),
    (times(97, 97), "square_near_100", [94, 9, 9409], 9409),
    (times(5, 86), "multiply_by_5", [860, 430], 430),
    (times(50, 68), "multiply_by_50", [6800, 3400], 3400),
    (times(25, 36), "multiply_by_25", [3600, 1800, 900], 900),
    (times(125, 24), "multiply_by_125", [24000, 12000, 6000, 3000], 3000),
    (times(99, 47), "multiply_by_nines", [4700, 4653], 4653),
    (times(14, 17), "multiply_teens", [21, 210, 28, 238], 238),
    (times(47, 53), "difference_of_squares", [2500, 9, 2491], 2491),
    (times(41, 41), "square_near_50", [16, 81, 1681], 1681),
    (times(15, 28), "multiply_by_15", [280, 140, 420], 420),
    (times(75, 16), "multiply_by_75", [1600, 400, 1200], 1200),
    (times(8, 37), "double_and_double", [74, 148, 296], 296),
    (times(97, 96), "near_base_multiplication", [-3, -4, 9300, 12, 9312], 9312),
    (times(73, 73), "square_by_up_down", [5320, 5329], 5329),
    (times(48, 53), "near_working_base", [-2, 3, 2550, -6, 2544], 2544),
    (times(35, 16), "halve_and_double", [8, 70, 560], 560),
    (times(29, 7), "multiply_by_rounding", [210, 7, 203], 203),
    (times(30, 40), "multiply_round_numbers", [12, 1200], 1200),
    (times(12, 34), "multiply_by_12_trachtenberg", [8, 10, 3, 408], 408),
    (times("0.6", "0.7"), "multiply_decimals_as_whole", [42, "0.42"], "0.42"),
    (times(-12, 5), "multiply_signs_first", [60, -60], -60),
    (times(23, 41), "vertically_and_crosswise", [8, 14, 3, 943], 943),
    (times(47, 6), "multiply_in_parts", [240, 42, 282], 282),
]

SEEDS_AND_EDGES = [
    (times("4.7", 1000), "multiply_by_power_of_10", [4700], 4700),
    (times(13, 14), "multiply_teens", [17, 170, 12, 182], 182),
    (times(48, 5), "multiply_by_5", [480, 240], 240),
    (times(0, "-3.5"), "multiply_by_zero_or_one", [0], 0),
    (times(-7, 1), "multiply_by_zero_or_one", [-7], -7),
    (times(15, 15), "square_ending_in_5", [2, 225], 225),
    (times(195, 195), "square_ending_in_5", [380, 38025], 38025),
    (times(7, 101), "multiply_by_101_or_1001", [700, 707], 707),
    (times(99, 101), "multiply_by_101_or_1001", [9900, 9999], 9999),
    (times(1001, 101), "multiply_by_101_or_1001", [101000, 101101], 101101),
    (times(4321, 10001), "multiply_by_101_or_1001", [43210000, 43214321], 43214321),
    (times(47, "0.01"), "multiply_by_power_of_10", ["0.47"], "0.47"),
    (times(100, 10), "multiply_by_power_of_10", [1000], 1000),
    (times(11, 10), "multiply_by_power_of_10", [110], 110),
    (times(1234, 11), "multiply_by_11", [3, 5, 7, 13574], 13574),
    (times(11, 9999), "multiply_by_11", [18, 18, 18, 109989], 109989),
    (times(11, 11), "multiply_by_11", [2, 121], 121),
    (times(11, 19), "multiply_by_11", [10, 209], 209),
    (times(123, 127), "same_tens_ones_make_ten", [156, 21, 15621], 15621),
    (times(21, 29), "same_tens_ones_make_ten", [6, 9, 609], 609),
    (times(53, 53), "square_near_50", [28, 9, 2809], 2809),
    (times(40, 40), "square_near_50", [15, 100, 1600], 1600),
    (times(60, 60), "square_near_50", [35, 100, 3600], 3600),
    (times(110, 110), "square_near_100", [120, 100, 12100], 12100),
    (times(103, 103), "square_near_100", [106, 9, 10609], 10609),
    (times(5, 50), "multiply_by_5", [500, 250], 250),
    (times("4.7", 5), "multiply_by_5", [47, "23.5"], "23.5"),
    (times(50, 25), "multiply_by_50", [2500, 1250], 1250),
    (times(25, 125), "multiply_by_25", [12500, 6250, 3125], 3125),
    (times(125, 99), "multiply_by_125", [99000, 49500, 24750, 12375], 12375),
    (times(9, 99), "multiply_by_nines", [900, 891], 891),
    (times(999, "2.5"), "multiply_by_nines", [2500, "2497.5"], "2497.5"),
    (times(19, 12), "multiply_teens", [21, 210, 18, 228], 228),
    (times(41, 59), "difference_of_squares", [2500, 81, 2419], 2419),
    (times(97, 103), "difference_of_squares", [10000, 9, 9991], 9991),
    (times(39, 39), "square_next_to_round", [1600, 1521], 1521),
    (times(21, 21), "square_next_to_round", [400, 441], 441),
    (times(999, 999), "multiply_by_nines", [999000, 998001], 998001),
    (times(15, 4), "multiply_by_15", [40, 20, 60], 60),
    (times(15, 75), "multiply_by_15", [750, 375, 1125], 1125),
    (times(75, 8), "multiply_by_75", [800, 200, 600], 600),
    (times(4, 8), "double_and_double", [8, 16, 32], 32),
    (times(4, "2.5"), "double_and_double", [5, 10], 10),
    (times(90, 110), "near_base_multiplication", [-10, 10, 10000, -100, 9900], 9900),
    (times(1002, 997), "near_base_multiplication", [2, -3, 999000, -6, 998994], 998994),
    (times(78, 78), "square_by_up_down", [6080, 6084], 6084),
    (times(17, 22), "near_working_base", [-3, 2, 380, -6, 374], 374),
    (times(16, 35), "halve_and_double", [8, 70, 560], 560),
    (times(98, 7), "multiply_by_rounding", [700, 14, 686], 686),
    (times(18, 2), "multiply_by_rounding", [40, 4, 36], 36),
    (times(12, 1234), "multiply_by_12_trachtenberg", [8, 10, 7, 4, 1, 14808], 14808),
    (times(12, 10), "multiply_by_power_of_10", [120], 120),
    (times("4.7", "3.2"), "multiply_decimals_as_whole", [1504, "15.04"], "15.04"),
    (times(3, "0.25"), "multiply_decimals_as_whole", [75, "0.75"], "0.75"),
    (times(-3, -4), "multiply_signs_first", [12, 12], 12),
    (times("-1.5", 6), "multiply_signs_first", [9, -9], -9),
    (times(10, 99), "multiply_by_power_of_10", [990], 990),
    (times(10, 13), "multiply_by_power_of_10", [130], 130),
    (times(347, 26), "multiply_in_parts", [6940, 2082, 9022], 9022),
    (times(7, 6), "multiply_in_parts", [42], 42),
    (times(603, 3), "multiply_in_parts", [1800, 9, 1809], 1809),
    (times(2, 1030), "multiply_in_parts", [2000, 60, 2060], 2060),
]


@pytest.mark.parametrize(
    ("problem", "expected", "results", "answer"), CATALOG_EXAMPLES + SEEDS_AND_EDGES, ids=lambda x: str(x)
)
def test_worked_examples(
    problem: Problem, expected: str, results: list[int | str], answer: int | str
) -> None:
    assert names(problem)[0] == expected
    assert results_of(expected, problem) == [Fraction(r) for r in results]
    assert get_technique(expected).solve(problem).answer == Fraction(answer)


def test_square_next_to_round_follows_the_catalog_recipe_on_its_own_example() -> None:
    assert results_of("square_next_to_round", times(41, 41)) == [1600, 1681]


OVERLAPS = [
    (times(65, 65), "square_ending_in_5", "same_tens_ones_make_ten"),
    (times(31, 31), "square_next_to_round", "near_working_base"),
    (times(99, 7), "multiply_by_nines", "multiply_by_rounding"),
    (times("3.75", 100), "multiply_by_power_of_10", "multiply_decimals_as_whole"),
    (times(47, 47), "square_near_50", "near_working_base"),
    (times(47, 47), "square_near_50", "square_by_up_down"),
    (times(97, 97), "square_near_100", "near_base_multiplication"),
    (times(47, 53), "difference_of_squares", "near_working_base"),
    (times(92, 92), "square_near_100", "near_working_base"),
    (times(48, 52), "difference_of_squares", "multiply_by_rounding"),
    (times(41, 41), "square_near_50", "square_next_to_round"),
    (times(15, 14), "multiply_teens", "halve_and_double"),
    (times(97, 103), "difference_of_squares", "near_base_multiplication"),
    (times(45, 45), "square_ending_in_5", "square_near_50"),
    (times(18, 17), "multiply_teens", "multiply_by_rounding"),
    (times(12, 13), "multiply_teens", "multiply_by_12_trachtenberg"),
    (times(25, 8), "multiply_by_25", "double_and_double"),
]


@pytest.mark.parametrize(("problem", "picked", "also"), OVERLAPS, ids=lambda x: str(x))
def test_overlap_decisions(problem: Problem, picked: str, also: str) -> None:
    applicable = names(problem)
    assert applicable[0] == picked
    assert also in applicable


EXCLUSIONS = [
    (times(5, 50), "multiply_by_50"),
    (times(25, 5), "multiply_by_25"),
    (times(50, 25), "multiply_by_25"),
    (times(125, 25), "multiply_by_125"),
    (times(9, 5), "multiply_by_nines"),
    (times(99, 125), "multiply_by_nines"),
    (times(15, 75), "multiply_by_75"),
    (times(4, 15), "double_and_double"),
    (times(75, 8), "double_and_double"),
    (times(11, 19), "same_tens_ones_make_ten"),
    (times(11, 10), "multiply_by_11"),
    (times(11, 10000), "multiply_by_11"),
    (times(11, 9), "multiply_by_11"),
    (times(12, 10000), "multiply_by_12_trachtenberg"),
    (times(1, 101), "multiply_by_101_or_1001"),
    (times(100, 101), "multiply_by_101_or_1001"),
    (times(101, 101), "multiply_by_101_or_1001"),
    (times(29, 29), "multiply_by_rounding"),
    (times(5, 5), "square_ending_in_5"),
    (times(50, 50), "square_near_50"),
    (times(100, 100), "square_near_100"),
    (times(39, 61), "square_near_50"),
    (times(19, 19), "square_next_to_round"),
    (times(40, 60), "difference_of_squares"),
    (times(5, 15), "difference_of_squares"),
    (times(89, 111), "near_base_multiplication"),
    (times(95, 95), "near_working_base"),
    (times(98, 102), "near_working_base"),
    (times(15, 24), "near_working_base"),
    (times(10, 6), "halve_and_double"),
    (times(35, 1), "halve_and_double"),
    (times(17, 5), "multiply_by_rounding"),
    (times(-4, 8), "double_and_double"),
    (times("-0.5", "0.5"), "multiply_decimals_as_whole"),
    (times(100, 100), "vertically_and_crosswise"),
    (times(-3, 4), "multiply_in_parts"),
    (times(3, 4), "multiply_signs_first"),
]


@pytest.mark.parametrize(("problem", "shortcut"), EXCLUSIONS, ids=lambda x: str(x))
def test_predicate_boundaries(problem: Problem, shortcut: str) -> None:
    assert shortcut not in names(problem)


def test_999_squared_ranks_square_next_to_round_above_near_base() -> None:
    applicable = names(times(999, 999))
    assert applicable[0] == "multiply_by_nines"
    assert applicable.index("square_next_to_round") < applicable.index("near_base_multiplication")
    assert results_of("square_next_to_round", times(999, 999)) == [1000000, 998001]


def test_near_working_base_reaches_four_either_side() -> None:
    assert "near_working_base" in names(times(16, 24))
    assert "near_working_base" not in names(times(16, 25))
    assert "near_working_base" not in names(times(96, 104))


ODD_OPERANDS = ["0", "1", "-1", "0.001", "-0.25", "1/3", "-7/3", "5", "11", "12", "101", "10000", "10001"]


@pytest.mark.parametrize("a", ODD_OPERANDS)
@pytest.mark.parametrize("b", ODD_OPERANDS)
def test_predicates_never_raise_and_claimed_problems_solve(a: str, b: str) -> None:
    problem = times(a, b)
    applicable = find_applicable(problem)
    assert applicable
    for technique in applicable:
        assert technique.solve(problem).answer == Fraction(a) * Fraction(b)


HUGE = 10**999 - 12345


@pytest.mark.parametrize(
    "problem",
    [
        times(HUGE, HUGE),
        times(HUGE, 5),
        times(HUGE, 99),
        times(10**999, 10**999 + 3),
        times(10**999 - 1, 10**999 - 1),
        times(HUGE * 10 + 5, HUGE * 10 + 5),
        times(HUGE * 10 + 3, HUGE * 10 + 7),
        times(HUGE, -HUGE),
        times(Fraction(HUGE, 10**500), 12),
    ],
    ids=lambda p: f"{len(str(p))} chars",
)
def test_thousand_digit_operands_solve_exactly(problem: Problem) -> None:
    for technique in each_applicable(problem):
        assert technique.solve(problem).answer == problem.exact()


def test_family_has_all_30_shortcuts_in_catalog_order() -> None:
    expected = [example[1] for example in CATALOG_EXAMPLES]
    expected[15] = "square_next_to_round"
    assert [t.name for t in for_operation(Operation.MULTIPLY)] == expected
