"""The coin an answer is an amount of, when the numbers it is worked from are told in pence or cents: "I save
30p on each coffee, I buy 20 coffees" is 30 × 20, 600p (a bare 600 reads as pounds). Only the unit is told
beside the answer; nothing is changed into pounds, which would be the learner's own sum."""

from __future__ import annotations

from quickmath.offline.asks import ProblemSpec
from quickmath.patterns import lazy

_IN_COINS = lazy(r"(?<![\w.£$€])(\d[\d,]*(?:\.\d+)?) ?(p|pence|penny|c|cents|¢)(?![\w.])")
"""An amount told in coins: "30p", "45 pence", "35c", "12 cents"; never "7.30 p.m."."""
_IN_NOTES = lazy(r"[£$€]|\b(?:pounds?|quid|dollars?|euros?|bucks|fivers?|tenners?)\b")
"""An amount told in pounds, dollars or euros beside it: then which unit the answer is in is not so plain."""
_COIN_SHOWN = {"p": "p", "pence": "p", "penny": "p", "c": "c", "cents": "c", "¢": "c"}


def coin_of_answer(spec: ProblemSpec, said: str) -> str:
    """ "p" or "c" when the answer of `spec` is an amount in that coin: coins times a count, coins shared by a
    count, or coins added to or taken from coins; "" otherwise (coins divided by coins is a count)."""
    said = said.lower()
    if _IN_NOTES.search(said):
        return ""
    coins = {told[1].replace(",", ""): _COIN_SHOWN[told[2]] for told in _IN_COINS.finditer(said)}
    a, b = coins.get(spec.a.replace(",", "")), coins.get(spec.b.replace(",", ""))
    if spec.operation == "*" and bool(a) != bool(b):
        return a or b or ""
    if spec.operation in ("+", "-") and a and a == b:
        return a
    return a if spec.operation == "/" and a and not b else ""
