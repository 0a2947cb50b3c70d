"""Build tests/data/corpus/{tuning,heldout}.jsonl from the hand-written phrasings and mathgenerator's draws.

    .venv/bin/python scripts/corpus/build_corpus.py

Every answer is worked out three ways that share no code: fractions.Fraction, scaled whole numbers
(loops for sums and powers, timedelta for times), and quickmath.domain.Problem (which also proves the
tools accept the problem). The numbers a question writes are checked against its structured fields.
"""

from __future__ import annotations

import json
import math
import random
import re
import sys
from datetime import timedelta
from fractions import Fraction
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from phrasings import FAMILIES, Entry, Num

from quickmath.domain import Problem
from quickmath.exact import to_json

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "tests" / "data" / "corpus"
SEED = 13
HELDOUT_SHARE = 0.3


# ---- first computation: Fraction -------------------------------------------------------------
def frac(x: Num) -> Fraction:
    return Fraction(str(x))


def exact_answer(e: Entry) -> Fraction:
    nums = [frac(n) for n in e.numbers]
    op = e.operation
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
    if op == "add_time":
        return Fraction(sum(int(t) // 100 * 60 + int(t) % 100 for t in e.numbers))  # minutes
    if op == "power":
        return nums[0] ** int(nums[1])
    raise ValueError(op)


# ---- second computation: scaled whole numbers, no Fraction -----------------------------------
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


def second_answer(e: Entry) -> tuple[int, int]:
    op = e.operation
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
    if op == "add_time":
        span = sum((timedelta(hours=int(t) // 100, minutes=int(t) % 100) for t in e.numbers), timedelta())
        return int(span.total_seconds()) // 60, 1
    if op == "power":
        p, q = scaled(e.numbers[0])
        num, den = 1, 1
        for _ in range(int(e.numbers[1])):
            num, den = num * p, den * q
        return reduced(num, den)
    raise ValueError(op)


# ---- third: the project's own Problem, which also proves the tools take it -------------------
def project_answer(e: Entry) -> Fraction:
    nums = [frac(n) for n in e.numbers]
    if e.extra.get("chain"):
        value = nums[0]
        for n in nums[1:]:
            value = Problem(e.operation, value, n).exact()
        return value
    if e.operation == "add_time":
        hours, minutes = divmod(int(Problem("add_time", nums[0], nums[1]).exact()), 100)
        return Fraction(hours * 60 + minutes)
    return Problem(e.operation, nums[0], nums[1], frac(e.step or 1)).exact()


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


def written_numbers(text: str) -> set[Fraction]:
    digits = re.findall(r"\d[\d,]*(?:\.\d+)?|\.\d+", text.replace("−", "-"))
    found = {abs(Fraction(d.replace(",", ""))) for d in digits}
    return found | word_numbers(text)


def numbers_match(e: Entry) -> bool:
    if not e.check_numbers or e.operation == "add_time":
        return True
    wanted = {abs(frac(n)) for n in e.numbers}
    return wanted <= written_numbers(e.question)


# ---- mathgenerator's draws -------------------------------------------------------------------
def from_mathgenerator() -> list[tuple[Entry, Fraction]]:
    raw = json.loads((Path(__file__).parent / "mathgenerator_raw.json").read_text())
    made: list[tuple[Entry, Fraction]] = []
    source = "generator:mathgenerator"
    texts: set[str] = set()
    for draw in raw["draws"]:
        text = draw["problem"].replace("$", "").replace("\\cdot", "·").replace("\\div", "÷").strip()
        if text in texts:  # the generator repeats itself now and then
            continue
        texts.add(text)
        expected = Fraction(draw["solution"].strip("$"))
        name = draw["generator"]
        signed = name == "arithmetic_progression_sum"  # elsewhere a minus is the operation
        ints = [int(n) for n in re.findall(r"-?\d+" if signed else r"\d+", text)]
        if name == "arithmetic_progression_sum":
            count, first, second = ints[0], ints[1], ints[2]
            gap = second - first
            if gap == 0:
                continue
            last = first + (count - 1) * gap
            entry = Entry(text, "series", (first, last), step=abs(gap), source=source, check_numbers=False)
        elif name in {"square", "exponentiation"}:
            entry = Entry(text, "power", (ints[0], ints[1]), source=source)
        else:
            op = {"addition": "+", "subtraction": "-", "multiplication": "*", "division": "/"}[name]
            entry = Entry(text, op, (ints[0], ints[1]), source=source)
        made.append((entry, expected))
    return made


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


def number_field(n: Num) -> int | str:
    return n if isinstance(n, int) else str(n)


def record(e: Entry, family: str, ident: str) -> dict[str, object]:
    first = exact_answer(e)
    p, q = second_answer(e)
    if first != Fraction(p, q):
        raise SystemExit(f"{ident}: Fraction says {first}, scaled integers say {p}/{q}")
    if first != project_answer(e):
        raise SystemExit(f"{ident}: Fraction says {first}, quickmath.domain says {project_answer(e)}")
    if not numbers_match(e):
        raise SystemExit(f"{ident}: {e.question!r} does not write {e.numbers}")
    rec: dict[str, object] = {"id": ident, "question": e.question, "operation": e.operation}
    if e.operation == "add_time":
        minutes = int(first)
        rec["answer"] = f"{minutes // 60}:{minutes % 60:02d}"
        rec["minutes"] = minutes
    else:
        rec["answer"] = answer_text(first)
        assert rec["answer"] == to_json(first), (ident, rec["answer"], to_json(first))
    rec["source"] = e.source
    rec["category"] = family
    if e.extra.get("chain"):
        rec["terms"] = [number_field(n) for n in e.numbers]
    else:
        rec["a"], rec["b"] = (number_field(n) for n in e.numbers)
    if e.operation == "series":
        rec["step"] = number_field(e.step or 1)
    return rec


def main() -> None:
    families: dict[str, list[dict[str, object]]] = {}
    seen: set[str] = set()
    for family, entries in FAMILIES.items():
        families[family] = [record(e, family, f"{family}-{i + 1:02d}") for i, e in enumerate(entries)]
    generated = []
    for i, (entry, expected) in enumerate(from_mathgenerator()):
        rec = record(entry, "generator-mathgenerator", f"mathgenerator-{i + 1:02d}")
        if exact_answer(entry) != expected:
            raise SystemExit(f"{rec['id']}: mathgenerator says {expected}, we say {rec['answer']}")
        generated.append(rec)
    families["generator-mathgenerator"] = generated
    for recs in families.values():
        for rec in recs:
            key = str(rec["question"]).lower()
            if key in seen:
                raise SystemExit(f"duplicate question {rec['question']!r}")
            seen.add(key)

    rng = random.Random(SEED)
    tuning: list[dict[str, object]] = []
    heldout: list[dict[str, object]] = []
    for recs in families.values():
        picked = list(recs)
        rng.shuffle(picked)
        cut = round(len(picked) * HELDOUT_SHARE)
        heldout += picked[:cut]
        tuning += picked[cut:]
    rng.shuffle(tuning)
    rng.shuffle(heldout)
    OUT.mkdir(parents=True, exist_ok=True)
    for name, recs in (("tuning", tuning), ("heldout", heldout)):
        lines = [json.dumps(r, ensure_ascii=False) for r in recs]
        (OUT / f"{name}.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"tuning {len(tuning)}, heldout {len(heldout)}")
    for family, recs in families.items():
        print(f"  {family}: {len(recs)}")


if __name__ == "__main__":
    main()
