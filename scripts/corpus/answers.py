"""How a corpus item's answer is worked out and checked; shared by every corpus builder.

An item is anything with the fields of `Item`. Every answer is worked out three ways that share no
code: fractions.Fraction (with a hand-written clock reader), scaled whole numbers (loops for sums and
powers, datetime/timedelta for times), and quickmath.domain.Problem (which also proves the tools
accept the problem). The numbers a question writes are checked against its structured fields.
"""

from __future__ import annotations

import json
import math
import random
import re
from collections.abc import Mapping, Sequence
from datetime import datetime, timedelta
from fractions import Fraction
from pathlib import Path
from typing import Any, Protocol

from quickmath.clock import read_clock
from quickmath.domain import Problem
from quickmath.exact import to_json
from quickmath.forms import result_json

Num = int | str
CLOCK_OPERATIONS = {"time_after", "time_before", "time_between"}
RUN_TOGETHER = {"add_time", "subtract_time"}
LENGTH_ANSWERS = {"add_time", "subtract_time", "time_between"}
"""Answers written "H:MM" with the length in `minutes` beside them."""


class Item(Protocol):
    question: str
    operation: str
    numbers: Sequence[Num]
    step: Num | None
    source: str
    check_numbers: bool
    extra: Mapping[str, Any]


def run_together_minutes(t: Num) -> int:
    """245 (2 h 45 min, the tools' form) → 165."""
    return int(t) // 100 * 60 + int(t) % 100


def clock_minutes(text: Num) -> int:
    """'7:57 PM', '7:57pm', '19:57', 'noon', 'midnight' → minutes after midnight (read by hand)."""
    t = str(text).strip().lower().replace(".", "")
    if t in {"noon", "midday"}:
        return 720
    if t == "midnight":
        return 0
    half = t[-2:] if t.endswith(("am", "pm")) else ""
    hours, _, minutes = t.removesuffix(half).strip().partition(":")
    h, m = int(hours), int(minutes or 0)
    assert m < 60 and (1 <= h <= 12 if half else h < 24), text
    if half:
        h = h % 12 + (12 if half == "pm" else 0)
    return h * 60 + m


def is_twelve_hour(text: Num) -> bool:
    return bool(re.search(r"[ap]\.?m\.?$|noon|midday|midnight", str(text).strip().lower()))


# ---- first computation: Fraction -------------------------------------------------------------
def frac(x: Num) -> Fraction:
    return Fraction(str(x))


def exact_answer(e: Item) -> Fraction:
    """The answer as a number; times in minutes (a time of day as minutes after midnight), Yes as 1."""
    op = e.operation
    if op in CLOCK_OPERATIONS:
        start = clock_minutes(e.numbers[0])
        if op == "time_between":
            return Fraction((clock_minutes(e.numbers[1]) - start) % 1440)
        sign = 1 if op == "time_after" else -1
        return Fraction((start + sign * int(e.numbers[1])) % 1440)
    if op in RUN_TOGETHER:
        lengths = [run_together_minutes(t) for t in e.numbers]
        return Fraction(sum(lengths) if op == "add_time" else lengths[0] - sum(lengths[1:]))
    nums = [frac(n) for n in e.numbers]
    if op == "+":
        return sum(nums, Fraction(0))
    if op == "-":
        return nums[0] - sum(nums[1:], Fraction(0))
    if op == "*":
        return nums[0] * nums[1]
    if op == "/":
        return nums[0] / nums[1]
    if op == "series":
        a, b = nums
        step = frac(e.step or 1)
        count = abs(b - a) / step + 1
        assert count.denominator == 1
        return count * (a + b) / 2
    if op == "sum_of_squares":
        n0, n1 = int(nums[0]), int(nums[1])
        return Fraction(n1 * (n1 + 1) * (2 * n1 + 1) // 6 - (n0 - 1) * n0 * (2 * n0 - 1) // 6)
    if op == "sum_of_cubes":
        n0, n1 = int(nums[0]), int(nums[1])
        return Fraction((n1 * (n1 + 1) // 2) ** 2 - ((n0 - 1) * n0 // 2) ** 2)
    if op == "power":
        return nums[0] ** int(nums[1])
    if op == "remainder":
        return nums[0] - nums[1] * math.floor(nums[0] / nums[1])
    if op == "divisible":
        return Fraction(int((nums[0] / nums[1]).denominator == 1))
    raise ValueError(op)


# ---- second computation: scaled whole numbers and datetime, no Fraction ----------------------
def scaled(x: Num) -> tuple[int, int]:
    """'−2.5' → (-25, 10): numerator and a power-of-ten denominator, read digit by digit."""
    text = str(x).replace("−", "-")
    sign = -1 if text.startswith("-") else 1
    text = text.lstrip("-")
    whole, _, decimals = text.partition(".")
    return sign * int((whole or "0") + decimals), 10 ** len(decimals)


def reduced(p: int, q: int) -> tuple[int, int]:
    if q < 0:
        p, q = -p, -q
    g = math.gcd(p, q) or 1
    return p // g, q // g


def on_a_day(text: Num) -> datetime:
    cleaned = str(text).strip().upper().replace(".", "").replace(" ", "")
    cleaned = {"NOON": "12:00PM", "MIDDAY": "12:00PM", "MIDNIGHT": "12:00AM"}.get(cleaned, cleaned)
    pattern = "%I:%M%p" if cleaned.endswith("M") else "%H:%M"
    if pattern == "%I:%M%p" and ":" not in cleaned:
        pattern = "%I%p"
    return datetime.strptime(cleaned, pattern)


def second_clock_answer(e: Item) -> tuple[int, int]:
    start = on_a_day(e.numbers[0])
    if e.operation == "time_between":
        end = on_a_day(e.numbers[1])
        if end < start:
            end += timedelta(days=1)
        return int((end - start).total_seconds()) // 60, 1
    moved = timedelta(minutes=int(e.numbers[1]))
    when = start + moved if e.operation == "time_after" else start - moved
    return when.hour * 60 + when.minute, 1


def second_answer(e: Item) -> tuple[int, int]:
    op = e.operation
    if op in CLOCK_OPERATIONS:
        return second_clock_answer(e)
    if op in {"+", "-"}:
        parts = [scaled(n) for n in e.numbers]
        scale = max(q for _, q in parts)
        values = [p * (scale // q) for p, q in parts]
        total = values[0] + (sum(values[1:]) if op == "+" else -sum(values[1:]))
        return reduced(total, scale)
    if op == "*":
        (p1, q1), (p2, q2) = (scaled(n) for n in e.numbers)
        return reduced(p1 * p2, q1 * q2)
    if op == "/":
        (p1, q1), (p2, q2) = (scaled(n) for n in e.numbers)
        return reduced(p1 * q2, q1 * p2)
    if op == "series":
        (pa, qa), (pb, qb), (ps, qs) = scaled(e.numbers[0]), scaled(e.numbers[1]), scaled(e.step or 1)
        scale = max(qa, qb, qs)
        a, b, s = pa * (scale // qa), pb * (scale // qb), ps * (scale // qs)
        gap = s if b >= a else -s
        total, value = 0, a
        while True:
            total += value
            if value == b:
                break
            value += gap
            assert abs(value - a) <= abs(b - a), "the step never lands on the last term"
        return reduced(total, scale)
    if op in {"sum_of_squares", "sum_of_cubes"}:
        power = 2 if op == "sum_of_squares" else 3
        lo, hi = (int(n) for n in e.numbers)
        return sum(i**power for i in range(lo, hi + 1)), 1
    if op in RUN_TOGETHER:
        spans = [timedelta(hours=int(t) // 100, minutes=int(t) % 100) for t in e.numbers]
        span = sum(spans, timedelta()) if op == "add_time" else spans[0] - sum(spans[1:], timedelta())
        return int(span.total_seconds()) // 60, 1
    if op == "power":
        p, q = scaled(e.numbers[0])
        num, den = 1, 1
        for _ in range(int(e.numbers[1])):
            num, den = num * p, den * q
        return reduced(num, den)
    if op in {"remainder", "divisible"}:
        left, divisor = (int(n) for n in e.numbers)
        while left >= divisor:  # repeated subtraction, the way it is first taught
            left -= divisor
        return (left if op == "remainder" else int(left == 0)), 1
    raise ValueError(op)


# ---- third: the project's own Problem, which also proves the tools take it -------------------
def project_problem(e: Item) -> Problem:
    a, b = e.numbers[0], e.numbers[1]
    if e.operation in CLOCK_OPERATIONS:
        second = read_clock(str(b)) if e.operation == "time_between" else frac(b)
        return Problem(e.operation, read_clock(str(a)), second)
    return Problem(e.operation, frac(a), frac(b), frac(e.step or 1))


def project_answer(e: Item) -> Fraction:
    nums = [frac(n) for n in e.numbers] if e.operation not in CLOCK_OPERATIONS else []
    if e.extra.get("chain"):
        value = nums[0]
        for n in nums[1:]:
            value = Problem(e.operation, value, n).exact()
        return value
    if e.operation in RUN_TOGETHER:
        return Fraction(run_together_minutes(int(project_problem(e).exact())))
    return project_problem(e).exact()


# ---- the numbers a question writes -----------------------------------------------------------
UNITS = {
    w: i
    for i, w in enumerate(
        [
            "zero",
            "one",
            "two",
            "three",
            "four",
            "five",
            "six",
            "seven",
            "eight",
            "nine",
            "ten",
            "eleven",
            "twelve",
            "thirteen",
            "fourteen",
            "fifteen",
            "sixteen",
            "seventeen",
            "eighteen",
            "nineteen",
        ]
    )
}
TENS = {
    w: 10 * (i + 2)
    for i, w in enumerate(["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"])
}
SCALES = {"hundred": 100, "thousand": 1000, "million": 1_000_000}
ORDINALS = {
    "squared": 2,
    "square": 2,
    "cubed": 3,
    "cube": 3,
    "third": 3,
    "fourth": 4,
    "fifth": 5,
    "sixth": 6,
    "seventh": 7,
    "eighth": 8,
    "ninth": 9,
    "tenth": 10,
}


def word_numbers(text: str) -> set[Fraction]:
    tokens = re.findall(r"[a-z]+", text.lower())
    found: set[Fraction] = set()
    total = group = 0
    active = False
    for i, tok in enumerate(tokens):
        nxt = tokens[i + 1] if i + 1 < len(tokens) else ""
        if tok in UNITS or tok in TENS:
            group += UNITS.get(tok, 0) + TENS.get(tok, 0)
            active = True
        elif tok in SCALES or (tok == "a" and nxt in SCALES):
            if tok == "a":
                group, active = 1, True
                continue
            if tok == "hundred":
                group = (group or 1) * 100
            else:
                total += (group or 1) * SCALES[tok]
                group = 0
            active = True
        elif tok == "and" and active and tokens[i - 1] in SCALES and (nxt in UNITS or nxt in TENS):
            continue
        else:
            if active:
                found.add(Fraction(total + group))
            total = group = 0
            active = False
            if tok in ORDINALS:
                found.add(Fraction(ORDINALS[tok]))
    if active:
        found.add(Fraction(total + group))
    return found


SUPERSCRIPTS = str.maketrans({s: f" {d}" for d, s in enumerate("⁰¹²³⁴⁵⁶⁷⁸⁹")})
"""An exponent written raised ("7³") is written too: read as its own number."""


def written_numbers(text: str) -> set[Fraction]:
    digits = re.findall(r"\d[\d,]*(?:\.\d+)?|\.\d+", text.replace("−", "-").translate(SUPERSCRIPTS))
    found = {abs(Fraction(d.replace(",", ""))) for d in digits}
    return found | word_numbers(text)


def numbers_match(e: Item) -> bool:
    if not e.check_numbers or e.operation in RUN_TOGETHER | CLOCK_OPERATIONS:
        return True
    wanted = {abs(frac(n)) for n in e.numbers}
    return wanted <= written_numbers(e.question)


# ---- records ---------------------------------------------------------------------------------
def answer_text(x: Fraction) -> int | str:
    if x.denominator == 1:
        return x.numerator
    q = x.denominator
    while q % 2 == 0:
        q //= 2
    while q % 5 == 0:
        q //= 5
    if q != 1:
        return f"{x.numerator}/{x.denominator}"
    places = 0
    while (x * 10**places).denominator != 1:
        places += 1
    digits = str(abs(x.numerator) * 10**places // x.denominator).rjust(places + 1, "0")
    return ("-" if x < 0 else "") + digits[:-places] + "." + digits[-places:]


def clock_text(minutes: int, twelve_hour: bool) -> str:
    """Minutes after midnight as the question writes times: "8:24 PM" or "20:24" ("06:21")."""
    hour, minute = divmod(minutes % 1440, 60)
    if not twelve_hour:
        return f"{hour:02d}:{minute:02d}"
    return f"{(hour - 1) % 12 + 1}:{minute:02d} {'AM' if hour < 12 else 'PM'}"


def stored_answer(e: Item, value: Fraction) -> int | str:
    """The answer field: a number as the contract writes it, "H:MM" for a length, a clock reading, Yes/No."""
    op = e.operation
    if op in LENGTH_ANSWERS:
        return f"{int(value) // 60}:{int(value) % 60:02d}"
    if op in {"time_after", "time_before"}:
        text = clock_text(int(value), is_twelve_hour(e.numbers[0]))
    elif op == "divisible":
        text = "Yes" if value == 1 else "No"
    else:
        number = answer_text(value)
        assert number == to_json(value), (e.question, number, to_json(value))
        return number
    tools_say = result_json(project_problem(e), project_problem(e).exact())
    assert text == tools_say, (e.question, text, tools_say)
    return text


def number_field(n: Num) -> int | str:
    return n if isinstance(n, int) else str(n)


def record(e: Item, family: str, ident: str) -> dict[str, object]:
    first = exact_answer(e)
    p, q = second_answer(e)
    if first != Fraction(p, q):
        raise SystemExit(f"{ident}: Fraction says {first}, scaled integers say {p}/{q}")
    if first != project_answer(e):
        raise SystemExit(f"{ident}: Fraction says {first}, quickmath.domain says {project_answer(e)}")
    if not numbers_match(e):
        raise SystemExit(f"{ident}: {e.question!r} does not write {e.numbers}")
    rec: dict[str, object] = {"id": ident, "question": e.question, "operation": e.operation}
    rec["answer"] = stored_answer(e, first)
    if e.operation in LENGTH_ANSWERS:
        rec["minutes"] = int(first)
    rec["source"] = e.source
    rec["category"] = family
    if e.extra.get("chain"):
        rec["terms"] = [number_field(n) for n in e.numbers]
    else:
        rec["a"], rec["b"] = (number_field(n) for n in e.numbers)
    if e.operation == "series":
        rec["step"] = number_field(e.step or 1)
    return rec


def split_and_write(
    families: Mapping[str, list[dict[str, object]]],
    out: Path,
    names: tuple[str, str],
    seed: int,
    share: float,
) -> None:
    """Refuse repeated questions, split every family `share` held out with `random.Random(seed)`, write
    `out/<tuning name>.jsonl` and `out/<held-out name>.jsonl`, and print the counts."""
    seen: set[str] = set()
    for recs in families.values():
        for rec in recs:
            key = str(rec["question"]).strip().lower()
            if key in seen:
                raise SystemExit(f"duplicate question {rec['question']!r}")
            seen.add(key)
    rng = random.Random(seed)
    tuning: list[dict[str, object]] = []
    heldout: list[dict[str, object]] = []
    for recs in families.values():
        picked = list(recs)
        rng.shuffle(picked)
        cut = round(len(picked) * share)
        heldout += picked[:cut]
        tuning += picked[cut:]
    rng.shuffle(tuning)
    rng.shuffle(heldout)
    out.mkdir(parents=True, exist_ok=True)
    for name, recs in zip(names, (tuning, heldout), strict=True):
        lines = [json.dumps(r, ensure_ascii=False) for r in recs]
        (out / f"{name}.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{names[0]} {len(tuning)}, {names[1]} {len(heldout)}")
    for family, recs in families.items():
        print(f"  {family}: {len(recs)}")


def written_records(
    families: Mapping[str, Sequence[Item]], id_prefix: str
) -> dict[str, list[dict[str, object]]]:
    """Every family's checked records, with ids `<prefix><family>-01`, `-02`, …"""
    return {
        family: [record(e, family, f"{id_prefix}{family}-{i + 1:02d}") for i, e in enumerate(entries)]
        for family, entries in families.items()
    }


def drawn_records(
    draws: Sequence[tuple[Item, Fraction]], family: str, id_stem: str, generator: str
) -> list[dict[str, object]]:
    """A generator's draws as checked records, each answer also compared with the generator's own."""
    made = []
    for i, (entry, expected) in enumerate(draws):
        rec = record(entry, family, f"{id_stem}-{i + 1:02d}")
        if exact_answer(entry) != expected:
            raise SystemExit(f"{rec['id']}: {generator} says {expected}, we say {rec['answer']}")
        made.append(rec)
    return made
