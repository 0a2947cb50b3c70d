"""Adding durations: whole hours, quarter hours, rounding to the hour, making the hour, the catch-all."""

from __future__ import annotations

import random
from collections.abc import Sequence
from fractions import Fraction

from quickmath.display import short_length
from quickmath.domain import Operation, Problem, Step, TimeStep
from quickmath.techniques.base import Technique
from quickmath.techniques.common import counted, fmt, hours_and_minutes, step

QUARTERS = (15, 30, 45)


def written(hours: int, minutes: int, say: str = "Put the hours and minutes together.") -> TimeStep:
    """The last step: the hours and minutes put together (4 h + 15 min), read as a length (4 h 15 min); the
    run-together 415 is only for the model."""
    parts = ([f"{fmt(hours)} h"] if hours else []) + ([f"{fmt(minutes)} min"] if minutes or not hours else [])
    return TimeStep(
        say=say,
        expr=" + ".join(parts),
        result=Fraction(hours * 100 + minutes),
    )


def sum_step(say: str, parts: Sequence[int], result: int, sign: str = "+") -> list[Step | TimeStep]:
    """The step `say` adding (or taking away) `parts`, with no term that is 0; no step at all when only
    one term is left, since 3 + 0 = 3 says nothing."""
    kept = [x for i, x in enumerate(parts) if x or (sign == "−" and i == 0)]
    return [step(say, f" {sign} ".join(fmt(x) for x in kept), result)] if len(kept) > 1 else []


def random_problem(rng: random.Random, minutes_a: int, minutes_b: int) -> Problem:
    """Durations with these minute parts and learner-sized hours, in either order."""
    a = Fraction(rng.randint(0 if minutes_a else 1, 9) * 100 + minutes_a)
    b = Fraction(rng.randint(1, 9) * 100 + minutes_b)
    return Problem(Operation.ADD_TIME, a, b) if rng.random() < 0.5 else Problem(Operation.ADD_TIME, b, a)


class AddWholeHours(Technique):
    """When one duration is whole hours, add the hours and keep the other's minutes."""

    name = "add_whole_hours"
    title = "Adding whole hours"
    rule = "If one duration is a whole number of hours, add the hours and keep the other's minutes."
    why = (
        "A whole number of hours has no minutes, so the minutes cannot pass 60 and nothing carries: only the "
        "hours change."
    )
    operation = Operation.ADD_TIME
    priority = 8

    def _applies(self, p: Problem) -> bool:
        return hours_and_minutes(p.a)[1] == 0 or hours_and_minutes(p.b)[1] == 0

    def steps(self, p: Problem) -> tuple[list[Step | TimeStep], Fraction]:
        (ha, ma), (hb, mb) = hours_and_minutes(p.a), hours_and_minutes(p.b)
        hours, minutes = ha + hb, ma + mb
        last = written(hours, minutes, f"The minutes stay at {fmt(minutes)}.")
        return [*sum_step("Add the hours.", (ha, hb), hours), last], last.result

    def make_problem(self, rng: random.Random) -> Problem:
        return random_problem(rng, 0, rng.randint(1, 59) if rng.random() < 0.9 else 0)


class AddQuarterHours(Technique):
    """With minute parts of 15, 30 or 45, count quarter hours: four make an hour."""

    name = "add_quarter_hours"
    title = "Quarter hours"
    rule = "When both minute parts are 15, 30 or 45, count quarter hours: four quarters make an hour."
    why = (
        "15, 30 and 45 minutes are 1, 2 and 3 quarters of an hour, and four quarters make 60 minutes, so "
        "counting quarters makes the carry into the hours easy to see."
    )
    operation = Operation.ADD_TIME
    priority = 7

    def _applies(self, p: Problem) -> bool:
        return hours_and_minutes(p.a)[1] in QUARTERS and hours_and_minutes(p.b)[1] in QUARTERS

    def steps(self, p: Problem) -> tuple[list[Step | TimeStep], Fraction]:
        (ha, ma), (hb, mb) = hours_and_minutes(p.a), hours_and_minutes(p.b)
        hours, quarters = ha + hb, ma // 15 + mb // 15
        steps: list[Step | TimeStep] = [
            *sum_step("Add the hours.", (ha, hb), hours),
            step("Count the quarter hours.", f"{fmt(ma // 15)} + {fmt(mb // 15)}", quarters),
        ]
        if quarters >= 4:
            steps += sum_step("Four quarters make an hour.", (hours, 1), hours + 1)
            hours, quarters = hours + 1, quarters - 4
            if quarters:
                steps.append(
                    step(f"{counted(quarters, 'quarter')} left over.", f"{fmt(quarters)} × 15", quarters * 15)
                )
        else:
            steps.append(
                step(
                    f"{counted(quarters, 'quarter')} make {fmt(quarters * 15)} min.",
                    f"{fmt(quarters)} × 15",
                    quarters * 15,
                )
            )
        steps.append(written(hours, quarters * 15))
        return steps, steps[-1].result

    def make_problem(self, rng: random.Random) -> Problem:
        return random_problem(rng, rng.choice(QUARTERS), rng.choice(QUARTERS))


class TimeRoundAndCompensate(Technique):
    """Round a duration just short of the hour up, add whole hours, then take back the minutes."""

    name = "time_round_and_compensate"
    title = "Round up to the hour, then take back the minutes"
    rule = (
        "Treat a duration just short of an hour mark as the next whole hour, add, "
        "then take back the few minutes."
    )
    why = (
        "A time a few minutes short of the hour is that whole hour minus those minutes, so adding the whole "
        "hour and taking the minutes back gives the same total."
    )
    operation = Operation.ADD_TIME
    priority = 6

    def _applies(self, p: Problem) -> bool:
        ma, mb = hours_and_minutes(p.a)[1], hours_and_minutes(p.b)[1]
        return ma + mb >= 60 and max(ma, mb) >= 45

    def steps(self, p: Problem) -> tuple[list[Step | TimeStep], Fraction]:
        (ha, ma), (hb, mb) = hours_and_minutes(p.a), hours_and_minutes(p.b)
        (hr, mr), (ho, mo) = ((hb, mb), (ha, ma)) if mb >= ma else ((ha, ma), (hb, mb))
        short = 60 - mr
        hours, minutes = hr + 1 + ho, mo - short
        steps: list[Step | TimeStep] = [
            step(
                f"{short_length(hr * 60 + mr)} is {fmt(short)} min short of {fmt(hr + 1)} h.",
                f"60 − {fmt(mr)}",
                short,
            ),
            *sum_step(
                f"Add {counted(hr + 1, 'whole hour')} to {short_length(ho * 60 + mo)}.", (hr, 1, ho), hours
            ),
            step(f"Take back the {fmt(short)} min.", f"{fmt(mo)} − {fmt(short)}", minutes),
            written(hours, minutes),
        ]
        return steps, steps[-1].result

    def make_problem(self, rng: random.Random) -> Problem:
        while True:
            rounded = rng.randint(45, 59)
            other = rng.randint(60 - rounded, 59)
            if not (rounded in QUARTERS and other in QUARTERS):
                return random_problem(rng, rounded, other)


class MakeTheHour(Technique):
    """Move minutes from one duration to complete the other's hour."""

    name = "make_the_hour"
    title = "Make up the hour"
    rule = "When the minutes run past an hour, move minutes from one duration to complete the other's hour."
    why = (
        "Moving minutes from one time to the other does not change the total, and once one of them is a "
        "whole hour the minutes left are under 60, so nothing needs carrying."
    )
    operation = Operation.ADD_TIME
    priority = 4

    def _applies(self, p: Problem) -> bool:
        ma, mb = hours_and_minutes(p.a)[1], hours_and_minutes(p.b)[1]
        return ma > 0 and mb > 0 and ma + mb >= 60

    def steps(self, p: Problem) -> tuple[list[Step | TimeStep], Fraction]:
        (ha, ma), (hb, mb) = hours_and_minutes(p.a), hours_and_minutes(p.b)
        bigger, other = (mb, ma) if mb >= ma else (ma, mb)
        needed = 60 - bigger
        hours, minutes = ha + hb + 1, other - needed
        steps: list[Step | TimeStep] = [
            step(
                f"{fmt(bigger)} min needs {fmt(needed)} more to make an hour.", f"60 − {fmt(bigger)}", needed
            ),
            step(
                f"Take those {fmt(needed)} min from the {fmt(other)} min.",
                f"{fmt(other)} − {fmt(needed)}",
                minutes,
            ),
            *sum_step("Add both hour parts and the new hour.", (ha, hb, 1), hours),
            written(hours, minutes),
        ]
        return steps, steps[-1].result

    def make_problem(self, rng: random.Random) -> Problem:
        while True:
            first = rng.randint(16, 44)
            second = rng.randint(60 - first, 44)
            if (first, second) != (30, 30):
                return random_problem(rng, first, second)


class AddTime(Technique):
    """Add minutes and hours separately; every 60 minutes becomes one more hour."""

    name = "add_time"
    title = "Add hours and minutes separately"
    rule = "Add the minutes and the hours separately; every 60 minutes becomes one more hour."
    why = (
        "An hour is 60 minutes, not 100, so minutes and hours are added separately and each full 60 minutes "
        "is carried as one hour."
    )
    operation = Operation.ADD_TIME
    priority = 1

    def _applies(self, p: Problem) -> bool:
        return True

    def steps(self, p: Problem) -> tuple[list[Step | TimeStep], Fraction]:
        (ha, ma), (hb, mb) = hours_and_minutes(p.a), hours_and_minutes(p.b)
        minutes = ma + mb
        steps = sum_step("Add the minutes.", (ma, mb), minutes)
        if minutes >= 60:
            steps.append(
                step("60 minutes make an hour, so carry 1 hour.", f"{fmt(minutes)} − 60", minutes - 60)
            )
            steps += sum_step("Add the hours and the carried hour.", (ha, hb, 1), ha + hb + 1)
            hours, minutes = ha + hb + 1, minutes - 60
        else:
            steps += sum_step("Add the hours.", (ha, hb), ha + hb)
            hours = ha + hb
        steps.append(written(hours, minutes))
        return steps, steps[-1].result

    def make_problem(self, rng: random.Random) -> Problem:
        while True:
            first = rng.randint(1, 58)
            second = rng.randint(1, 59 - first)
            if not (first in QUARTERS and second in QUARTERS):
                return random_problem(rng, first, second)
