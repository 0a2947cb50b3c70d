"""Clock times: bridging through the hour, through noon or midnight, counting on, and taking lengths away."""

from __future__ import annotations

import random
from fractions import Fraction

from quickmath.clock import HALF_DAY, MINUTES_PER_DAY, ClockReading, Length
from quickmath.display import length_of_time, short_length
from quickmath.domain import ClockStep, Operation, Problem, Step, TimeStep
from quickmath.techniques.base import Technique
from quickmath.techniques.common import fmt, hours_and_minutes, step
from quickmath.techniques.durations import sum_step, written

Working = list[Step | ClockStep]


def moved(say: str, start: ClockReading, minutes: int) -> ClockStep:
    """A reading moved on (or back, for negative minutes): 7:57 PM + 3 min = 8:00 PM."""
    sign = "+" if minutes >= 0 else "−"
    return ClockStep(
        say=say, expr=f"{start} {sign} {short_length(abs(minutes))}", result=start.later(minutes)
    )


def period(p: Problem) -> int:
    """How often the clock face starts again: every 12 hours with AM/PM, every 24 hours without."""
    return HALF_DAY if p.twelve_hour else MINUTES_PER_DAY


def mark_name(reading: ClockReading) -> str:
    """What a person calls 12:00 AM, 12:00 PM or 00:00."""
    return "noon" if reading.minutes == HALF_DAY else "midnight"


def dial(p: Problem, reading: ClockReading) -> int:
    """The hour as the question's clock shows it, counted from the last noon or midnight: 11 for 11:30 PM."""
    return reading.hour % 12 if p.twelve_hour else reading.hour


def readings(p: Problem) -> tuple[ClockReading, int]:
    """The starting reading and the minutes to move by."""
    return p.reading(p.a), int(p.b)


def drop_days(b: int, steps: Working) -> int:
    """Whole days bring the clock round to the same reading: only the rest counts."""
    days = b // MINUTES_PER_DAY
    if days:
        say = "Every 24 h brings the clock round to the same time, so drop the whole days."
        steps.append(step(say, f"{fmt(b)} − 1440 × {fmt(days)}", b - MINUTES_PER_DAY * days))
    return b % MINUTES_PER_DAY


def sign_of(p: Problem) -> int:
    return 1 if p.operation is Operation.TIME_AFTER else -1


def random_reading(rng: random.Random, twelve_hour: bool, minute: int | None = None) -> ClockReading:
    minute = rng.randint(0, 59) if minute is None else minute
    return ClockReading(rng.randint(0, 23) * 60 + minute, twelve_hour)


def move_problem(operation: Operation, start: ClockReading, minutes: int) -> Problem:
    return Problem(operation, start, minutes)


class _ThroughTheHour(Technique):
    """Go to the nearest hour first (on for after, back for before), then move the rest from there."""

    priority = 6

    def _to_hour(self, p: Problem) -> int:
        """Minutes from the start to the hour in the direction of travel."""
        start = p.reading(p.a)
        return 60 - start.minute if sign_of(p) > 0 else start.minute

    def _applies(self, p: Problem) -> bool:
        start, b = readings(p)
        return start.minute > 0 and self._to_hour(p) < b < MINUTES_PER_DAY

    def steps(self, p: Problem) -> tuple[Working, ClockReading]:
        start, b = readings(p)
        sign, gap = sign_of(p), self._to_hour(p)
        steps: Working = []
        if sign > 0:
            steps.append(
                step(f"From {start} to the next hour is {fmt(gap)} min.", f"60 − {start.minute}", gap)
            )
        hour = start.later(sign * gap)
        steps.append(moved("Make the hour." if sign > 0 else "Go back to the hour.", start, sign * gap))
        steps.append(step("That leaves this many minutes to go.", f"{fmt(b)} − {fmt(gap)}", b - gap))
        steps.append(moved("Move the rest from the round hour.", hour, sign * (b - gap)))
        return steps, hour.later(sign * (b - gap))

    def make_problem(self, rng: random.Random) -> Problem:
        start = random_reading(rng, rng.random() < 0.7, rng.randint(1, 59))
        gap = 60 - start.minute if self.operation is Operation.TIME_AFTER else start.minute
        return move_problem(
            self.operation, start, gap + rng.choice((rng.randint(1, 59), rng.randint(1, 300)))
        )


class BridgeThroughTheHour(_ThroughTheHour):
    name = "bridge_through_the_hour"
    title = "Bridge through the hour"
    rule = "Count on to the next whole hour first, then add the minutes that are left."
    why = (
        "A round hour is easy to add to, and splitting the minutes into 'up to the hour' and 'the rest' "
        "keeps each step small."
    )
    operation = Operation.TIME_AFTER


class BackThroughTheHour(_ThroughTheHour):
    name = "back_through_the_hour"
    title = "Back through the hour"
    rule = "Go back to the whole hour first (its minutes), then take away the minutes that are left."
    why = (
        "Going back to a round hour uses the minutes you can see on the clock; from a round hour the "
        "rest is easy to take away."
    )
    operation = Operation.TIME_BEFORE


class _ThroughNoonOrMidnight(Technique):
    """Cross 12 o'clock in two moves: up to noon or midnight, where AM and PM swap, then the rest."""

    priority = 7

    def _to_mark(self, p: Problem) -> int:
        start = p.reading(p.a)
        since = start.minutes % period(p)
        return period(p) - since if sign_of(p) > 0 else since

    def _applies(self, p: Problem) -> bool:
        start, b = readings(p)
        return start.minutes % period(p) != 0 and self._to_mark(p) < b < period(p)

    def _gap_step(self, p: Problem, start: ClockReading, gap: int) -> Step | None:
        """The minutes to 12 o'clock worked out; None when they are just the minutes on the clock."""
        hour, minute = dial(p, start), start.minute
        mark = start.later(sign_of(p) * gap)
        if sign_of(p) > 0:
            top = 12 if p.twelve_hour else 24
            expr = f"({top} − {hour}) × 60" + (f" − {minute}" if minute else "")
            return step(f"From {start} to {mark_name(mark)} is {short_length(gap)}.", expr, gap)
        if not hour:
            return None
        return step(
            f"From {mark_name(mark)} to {start} is {short_length(gap)}.", f"{hour} × 60 + {minute}", gap
        )

    def steps(self, p: Problem) -> tuple[Working, ClockReading]:
        start, b = readings(p)
        sign, gap = sign_of(p), self._to_mark(p)
        mark = start.later(sign * gap)
        gap_step = self._gap_step(p, start, gap)
        steps: Working = [
            *([gap_step] if gap_step else []),
            moved(f"That brings the clock to {mark_name(mark)}.", start, sign * gap),
            step("Minutes still to go.", f"{fmt(b)} − {fmt(gap)}", b - gap),
            moved(f"Move the rest on from {mark_name(mark)}.", mark, sign * (b - gap)),
        ]
        return steps, mark.later(sign * (b - gap))

    def make_problem(self, rng: random.Random) -> Problem:
        twelve_hour = rng.random() < 0.7
        mark = rng.choice((0, HALF_DAY)) if twelve_hour else 0
        gap = rng.randint(1, 150)
        after = self.operation is Operation.TIME_AFTER
        start = ClockReading((mark - gap if after else mark + gap) % MINUTES_PER_DAY, twelve_hour)
        return move_problem(self.operation, start, gap + rng.randint(1, 240))


class BridgeThroughNoonOrMidnight(_ThroughNoonOrMidnight):
    name = "bridge_through_noon_or_midnight"
    title = "Bridge through noon or midnight"
    rule = "Count on to 12 o'clock first (noon or midnight, where AM and PM swap), then add the rest."
    why = (
        "At 12 o'clock the clock starts again from 12:00, so stopping there keeps the hours and the AM "
        "or PM straight."
    )
    operation = Operation.TIME_AFTER


class BackThroughNoonOrMidnight(_ThroughNoonOrMidnight):
    name = "back_through_noon_or_midnight"
    title = "Back through noon or midnight"
    rule = "Go back to 12 o'clock first (noon or midnight, where AM and PM swap), then take away the rest."
    why = (
        "At 12 o'clock the clock face starts again, so stopping there keeps the hours and the AM or PM "
        "straight."
    )
    operation = Operation.TIME_BEFORE


class _HoursThenMinutes(Technique):
    """Any move: whole hours first (the minutes stay), then the minutes."""

    priority = 1

    def _applies(self, p: Problem) -> bool:
        return True

    def steps(self, p: Problem) -> tuple[Working, ClockReading]:
        start, b = readings(p)
        sign = sign_of(p)
        steps: Working = []
        rest = drop_days(b, steps)
        hours, minutes = divmod(rest, 60)
        if hours and minutes:
            steps.append(
                step(f"{fmt(rest)} min is {hours} h {minutes} min.", f"{fmt(rest)} − 60 × {hours}", minutes)
            )
        now = start
        if hours:
            steps.append(moved("Move the whole hours; the minutes stay the same.", now, sign * hours * 60))
            now = now.later(sign * hours * 60)
        if minutes or not hours:
            steps.append(moved("Then move the minutes.", now, sign * minutes))
            now = now.later(sign * minutes)
        return steps, now

    def make_problem(self, rng: random.Random) -> Problem:
        start = random_reading(rng, rng.random() < 0.7)
        return move_problem(self.operation, start, rng.choice((rng.randint(1, 59), rng.randint(60, 1000))))


class AddHoursThenMinutes(_HoursThenMinutes):
    name = "add_hours_then_minutes"
    title = "Hours first, then minutes"
    rule = "Split the time into hours and minutes; move the clock on by the whole hours, then by the minutes."
    why = "Moving by whole hours changes only the hour, so the minutes wait for a second, small step."
    operation = Operation.TIME_AFTER


class TakeHoursThenMinutes(_HoursThenMinutes):
    name = "take_hours_then_minutes"
    title = "Back: hours first, then minutes"
    rule = (
        "Split the time into hours and minutes; move the clock back by the whole hours, then by the minutes."
    )
    why = "Moving back by whole hours changes only the hour, so the minutes wait for a second, small step."
    operation = Operation.TIME_BEFORE


def _between(p: Problem) -> tuple[ClockReading, ClockReading]:
    return p.reading(p.a), p.reading(p.b)


class SubtractTheReadings(Technique):
    name = "subtract_the_readings"
    title = "Hours and minutes apart"
    rule = (
        "On the same day, when the later minutes are not fewer, subtract the hours and the minutes "
        "separately."
    )
    why = "With no hour to break up, the hours and the minutes are two small, separate differences."
    operation = Operation.TIME_BETWEEN
    priority = 7

    def _applies(self, p: Problem) -> bool:
        start, end = _between(p)
        return end.minutes >= start.minutes and end.minute >= start.minute and end.hour > start.hour

    def steps(self, p: Problem) -> tuple[list[Step], Length]:
        start, end = _between(p)
        hours, minutes = end.hour - start.hour, end.minute - start.minute
        said = "Hours apart, on a 24-hour clock." if p.twelve_hour and end.hour > 12 else "Hours apart."
        steps = [
            step(said, f"{end.hour} − {start.hour}", hours),
            step("Minutes apart.", f"{end.minute} − {start.minute}", minutes),
            step(
                f"{length_of_time(hours, minutes)} in minutes.",
                f"{hours} × 60 + {minutes}",
                hours * 60 + minutes,
            ),
        ]
        return steps, Length(hours * 60 + minutes)

    def make_problem(self, rng: random.Random) -> Problem:
        twelve_hour = rng.random() < 0.7
        start = random_reading(rng, twelve_hour)
        start = ClockReading(min(start.minutes, 22 * 60 + 59), twelve_hour)
        hour = rng.randint(start.hour + 1, 23)
        end = ClockReading(hour * 60 + rng.randint(start.minute, 59), twelve_hour)
        return Problem(Operation.TIME_BETWEEN, start, end)


class CountOnBetween(Technique):
    name = "count_on_between"
    title = "Count on: to the hour, whole hours, then minutes"
    rule = (
        "Count on from the first time to the next whole hour, then whole hours, then the last minutes; "
        "add them up."
    )
    why = (
        "Each jump ends on a round time, so every piece is easy: minutes to the hour, a count of hours, "
        "minutes past."
    )
    operation = Operation.TIME_BETWEEN
    priority = 1

    def _applies(self, p: Problem) -> bool:
        return True

    def steps(self, p: Problem) -> tuple[list[Step], Length]:
        start, end = _between(p)
        total = int(p.exact())
        if total < 60 - start.minute or start.minutes == end.minutes:
            only = step(f"From {start} to {end}.", f"{end.minute} − {start.minute}", total)
            return [only], Length(total)
        to_hour = (60 - start.minute) % 60
        first_hour = start.later(to_hour)
        hours = (end.hour - first_hour.hour) % 24
        steps: list[Step] = []
        if to_hour:
            steps.append(step(f"From {start} to {first_hour}.", f"60 − {start.minute}", to_hour))
        if end.hour >= first_hour.hour:
            count = f"{end.hour} − {first_hour.hour}"
        else:
            count = f"24 − {first_hour.hour} + {end.hour}"
        if hours:
            last_hour = start.later(to_hour + hours * 60)
            steps.append(step(f"Whole hours from {first_hour} to {last_hour}.", count, hours))
            steps.append(step("Those hours in minutes.", f"{hours} × 60", hours * 60))
        parts = [str(x) for x in (to_hour, hours * 60, end.minute) if x]
        steps.append(step(f"Add the minutes up to {end}.", " + ".join(parts) or "0", total))
        return steps, Length(total)

    def make_problem(self, rng: random.Random) -> Problem:
        twelve_hour = rng.random() < 0.7
        start = random_reading(rng, twelve_hour, rng.randint(1, 59))
        end = start.later(rng.randint(60, 900))
        if end.minute >= start.minute:
            end = end.later(-(end.minute - start.minute) - 1)
        return Problem(Operation.TIME_BETWEEN, start, end)


class CountOnThroughMidnight(Technique):
    name = "count_on_through_midnight"
    title = "Count on through midnight"
    rule = (
        "When the second time is the next day, count the time up to midnight, then the time after it, "
        "and add."
    )
    why = (
        "Midnight splits the gap into two parts that each start or end on 12 o'clock, where the counting "
        "is easy."
    )
    operation = Operation.TIME_BETWEEN
    priority = 6

    def _applies(self, p: Problem) -> bool:
        start, end = _between(p)
        return end.minutes < start.minutes and end.minutes > 0

    def steps(self, p: Problem) -> tuple[list[Step], Length]:
        start, end = _between(p)
        top, hour = (12, start.hour - 12) if p.twelve_hour and start.hour >= 12 else (24, start.hour)
        before = MINUTES_PER_DAY - start.minutes
        to_midnight = f"({top} − {hour}) × 60" + (f" − {start.minute}" if start.minute else "")
        after_expr = f"{end.hour} × 60 + {end.minute}" if end.hour else f"{end.minute}"
        steps = [
            step(f"From {start} to midnight.", to_midnight, before),
            step(f"From midnight to {end}.", after_expr, end.minutes),
            step("Add the two parts.", f"{before} + {end.minutes}", before + end.minutes),
        ]
        return steps, Length(before + end.minutes)

    def make_problem(self, rng: random.Random) -> Problem:
        twelve_hour = rng.random() < 0.7
        start = ClockReading(rng.randint(18 * 60, MINUTES_PER_DAY - 1), twelve_hour)
        end = ClockReading(rng.randint(1, 9 * 60), twelve_hour)
        return Problem(Operation.TIME_BETWEEN, start, end)


def _durations(p: Problem) -> tuple[tuple[int, int], tuple[int, int]]:
    return hours_and_minutes(p.a), hours_and_minutes(p.b)


def _duration_problem(rng: random.Random, minutes_a: int, minutes_b: int) -> Problem:
    hours_b = rng.randint(0, 5)
    hours_a = rng.randint(hours_b + (1 if minutes_a < minutes_b else 0), hours_b + 8)
    return Problem(Operation.SUBTRACT_TIME, hours_a * 100 + minutes_a, hours_b * 100 + minutes_b)


class SubtractWholeHours(Technique):
    name = "subtract_whole_hours"
    title = "Taking away whole hours"
    rule = "To take away a whole number of hours, take away the hours; the minutes stay."
    why = (
        "A whole number of hours has no minutes to take away, so only the hours change and the minutes "
        "are left as they were."
    )
    operation = Operation.SUBTRACT_TIME
    priority = 8

    def _applies(self, p: Problem) -> bool:
        return hours_and_minutes(p.b)[1] == 0

    def steps(self, p: Problem) -> tuple[list[Step | TimeStep], Fraction]:
        (ha, ma), (hb, _) = _durations(p)
        last = written(ha - hb, ma, f"The minutes stay at {ma}.")
        return [*sum_step("Take away the hours.", (ha, hb), ha - hb, "−"), last], last.result

    def make_problem(self, rng: random.Random) -> Problem:
        return _duration_problem(rng, rng.randint(0, 59), 0)


class SubtractTimeRoundAndCompensate(Technique):
    name = "subtract_time_round_and_compensate"
    title = "Take away a whole hour too many, then add back"
    rule = (
        "When the time taken away is just short of an hour mark, take away the next whole hour, then add "
        "back the few minutes."
    )
    why = "Taking away a round number of hours is easy; the few minutes taken too many are then given back."
    operation = Operation.SUBTRACT_TIME
    priority = 6

    def _applies(self, p: Problem) -> bool:
        (_, ma), (_, mb) = _durations(p)
        return ma < mb and mb >= 45

    def steps(self, p: Problem) -> tuple[list[Step | TimeStep], Fraction]:
        (ha, ma), (hb, mb) = _durations(p)
        short = 60 - mb
        steps: list[Step | TimeStep] = [
            step(f"{short_length(hb * 60 + mb)} is {short} min short of {hb + 1} h.", f"60 − {mb}", short),
            step(f"Take away {hb + 1} h.", f"{ha} − {hb + 1}", ha - hb - 1),
            *sum_step(f"Add back the {short} min.", (ma, short), ma + short),
            written(ha - hb - 1, ma + short),
        ]
        return steps, steps[-1].result

    def make_problem(self, rng: random.Random) -> Problem:
        minutes_b = rng.randint(45, 59)
        return _duration_problem(rng, rng.randint(0, minutes_b - 1), minutes_b)


class CountUpTheTime(Technique):
    name = "count_up_the_time"
    title = "Count up from the shorter time"
    rule = (
        "Count up from the shorter length to its next whole hour, then on to the longer length, and add "
        "the jumps."
    )
    why = "Counting up to a round hour avoids borrowing 60 minutes, and the second jump starts on the hour."
    operation = Operation.SUBTRACT_TIME
    priority = 5

    def _applies(self, p: Problem) -> bool:
        (_, ma), (_, mb) = _durations(p)
        return ma < mb

    def steps(self, p: Problem) -> tuple[list[Step | TimeStep], Fraction]:
        (ha, ma), (hb, mb) = _durations(p)
        up = 60 - mb
        steps: list[Step | TimeStep] = [
            step(f"From {short_length(hb * 60 + mb)} up to {hb + 1} h.", f"60 − {mb}", up)
        ]
        if ha > hb + 1:
            steps.append(step(f"Whole hours from {hb + 1} h to {ha} h.", f"{ha} − {hb + 1}", ha - hb - 1))
        if ma:  # on the whole hour there are no minutes past it to add
            steps.append(step(f"Add the jump and the {ma} min past {ha} h.", f"{up} + {ma}", up + ma))
        steps.append(written(ha - hb - 1, up + ma))
        return steps, steps[-1].result

    def make_problem(self, rng: random.Random) -> Problem:
        minutes_b = rng.randint(2, 44)
        return _duration_problem(rng, rng.randint(0, minutes_b - 1), minutes_b)


class SubtractHoursAndMinutes(Technique):
    name = "subtract_hours_and_minutes"
    title = "Take away hours and minutes separately"
    rule = (
        "Take away the minutes and the hours separately; if there are too few minutes, break an hour "
        "into 60 minutes."
    )
    why = (
        "An hour is 60 minutes, so one hour can always be swapped for 60 minutes when the minutes run short."
    )
    operation = Operation.SUBTRACT_TIME
    priority = 1

    def _applies(self, p: Problem) -> bool:
        return True

    def steps(self, p: Problem) -> tuple[list[Step | TimeStep], Fraction]:
        (ha, ma), (hb, mb) = _durations(p)
        steps: list[Step | TimeStep] = []
        if ma < mb:
            steps.append(step("Too few minutes, so break 1 hour into 60 minutes.", f"{ma} + 60", ma + 60))
            ha, ma = ha - 1, ma + 60
        steps += sum_step("Take away the minutes.", (ma, mb), ma - mb, "−")
        steps += sum_step("Take away the hours.", (ha, hb), ha - hb, "−")
        steps.append(written(ha - hb, ma - mb))
        return steps, steps[-1].result

    def make_problem(self, rng: random.Random) -> Problem:
        return _duration_problem(rng, rng.randint(0, 59), rng.randint(1, 59))
