"""A ledger written as labelled fields: an opening amount, entries labelled as going out or coming in, and a
last field that asks what is left. "Budget: £600 | Spent: £412.30 | Remaining?", "Float at start: 200\nPaid
out: 45.60\nHow much should be in the tin?", "Kitty: 150. Prizes paid: 95. Left?", "Money in: £860 / Money
out: £315 / Balance?", "Stock\nstart 1,200\nsold 385\nsold 240\nleft?".

Each field is a label of a few words and one number after it (a label with no number joins the field after
it: "Stock", "start 1,200"); the first field is the opening amount, every later one is taken or added by
the words of its own label ("spent", "paid out", "withdrawn" take; "paid in", "received", "takings" add),
and the last field holds no number and asks for what is left ("Remaining?", "Balance?", "Net?", "In the
tin?"). A label that says neither, a question that asks anything else ("How much did we spend?", "Left per
week?"), amounts in money beside amounts not in money, or a label that reads as a sentence ("she spent")
leave the ledger to be asked back.
"""

from __future__ import annotations

import re

from quickmath.offline.asks import ExpressionSpec, ProblemSpec
from quickmath.offline.numbers_as_text import smaller_first
from quickmath.offline.reading.text import N, pretty
from quickmath.patterns import lazy

_BREAK = lazy(r" (?:;|\||,|/) ")
_AFTER_A_NUMBER = lazy(r"(?<=\d) (?=[a-z])")
"""Where a field ends in a list written one a line, its lines run together: "income 1850 rent 725"."""
_FIELD = lazy(rf"^(?P<label>[a-z][a-z' ]{{0,40}}?) (?P<signed>[-+] ?)?(?P<money>[£$€] ?)?(?P<number>{N})$")
"""One field: its label and its number, with a sign told ("Rent: -650") and money ("£540")."""
_NUMBER = lazy(r"\d")
_OUT = frozenset({
    "spent", "spend", "spending", "outgoings", "outgoing", "withdrawn", "withdrew", "withdrawal",
    "withdrawals", "expenses", "expense", "expenditure", "costs", "bills", "payments", "debits", "debit",
    "used", "paid", "prizes", "lost", "given", "gave", "deducted", "deductions", "sold", "issued",
    "wasted", "rent", "mortgage", "fuel", "petrol", "diesel", "groceries", "food", "insurance", "tax",
    "electric", "electricity", "gas", "water", "phone", "broadband", "internet", "childcare", "loan",
    "repayments", "subscriptions", "fees", "parking", "hire",
})  # fmt: skip
"""Words of a label for an amount that goes out: "Spent", "Prizes paid", "Withdrawals"."""
_IN = frozenset({
    "received", "receipts", "income", "deposits", "deposited", "takings", "earned", "earnings", "raised",
    "donations", "added", "top", "topped", "grant", "delivered", "restocked", "bought",
})  # fmt: skip
"""Words of a label for an amount that comes in: "Received", "Takings", "Top up"."""
_MONEY_ONLY = frozenset({"sold", "bought", "delivered", "restocked", "used", "issued", "wasted"})
"""Words that take or add things counted, not money: money comes in when things are sold."""
_NAMES = frozenset({
    "job", "week", "day", "order", "issue", "ref", "reference", "invoice", "ticket", "q", "question", "room",
    "table", "no", "number", "id", "game", "round", "match", "episode", "chapter", "page", "part", "section",
    "item", "case", "claim", "booking", "policy", "version", "batch", "class", "grade", "year", "form",
    "team",
})  # fmt: skip
"""Words whose number names what the ledger is of, never an amount held: "Job 14, income 47.35, …"."""
_PERSONS = frozenset({"i", "we", "he", "she", "they", "you", "it", "me", "us", "him", "her", "them"})
_LEFT_ASKED = lazy(
    r"\b(?:left|leftover|left over|remain\w*|balance|net|closing|now|still have|to spare|carried forward"
    r"|at the end|in the (?:tin|till|pot|kitty|box|jar|float|account|bank|purse|wallet|drawer))\b"
)
_TARGET = lazy(r"\b(?:goal|target|aim|quota|need\w*|required|wanted|owed|owe|due|bill|invoice|cost|price)\b")
"""A first field that names what is to be reached or paid ("Goal", "Target"), not an amount held."""
_OTHER_ASKED = lazy(
    r"\b(?:per|each|every|a (?:day|week|month|year)|average|times|percent|more|less|before|start\w*|first"
    r"|originally|begin\w*|spent|spend|paid|out|in total|total|altogether|if|after (?=\S)|when"
    r"|to (?:raise|go|earn|save|collect|pay|find|make|get|reach)|needed|short)\b|%"
)


def _fields(text: str) -> tuple[list[str], str] | None:
    """The entries of the ledger, each its label and number, and the question after them; None unless the
    text is laid out as labelled fields ending in a question with no number."""
    parts = [part.strip() for part in _BREAK.split(text)]
    if len(parts) == 2 and _NUMBER.search(parts[0]) and not _NUMBER.search(parts[1]):
        parts = [*_AFTER_A_NUMBER.split(parts[0]), parts[1]]  # a list one a line: "income 1850 rent 725"
    if len(parts) < 3:
        return None
    entries: list[str] = []
    label = ""
    for part in parts:
        if _NUMBER.search(part):
            entries.append(f"{label} {part}".strip())
            label = ""
        else:
            label = f"{label} {part}".strip()
    if not label and not _NUMBER.search(parts[0]) and _NUMBER.search(parts[1]):
        label, entries[0] = parts[0], entries[0].removeprefix(parts[0]).strip()  # "Remaining? Kitty 80 / …"
    return (entries, label) if label and len(entries) >= 2 else None


def _sign(label: str, money: bool) -> str | None:
    """ "-" for a label of an amount going out, "+" for one coming in, None for one saying neither or both."""
    words = label.split()
    if words[-1] in ("in", "out"):
        return "+" if words[-1] == "in" else "-"
    said = {word for word in words if word in _OUT or word in _IN}
    if money and said & _MONEY_ONLY:
        return None  # "Float: 100 | Sold: 250": things sold bring money in
    if said and said <= _OUT:
        return "-"
    if said and said <= _IN:
        return "+"
    return None


def _told_sign(field: re.Match[str]) -> str | None:
    """The sign written before a field's number ("Rent: -650"), if any."""
    if field["signed"]:
        return field["signed"].strip()
    return "-" if field["number"].startswith("-") else None


_AFTER_ALL = lazy(
    r" after (?:all )?(?:of )?(?:them|those|these|that|the lot"
    r"|(?:the )?(?P<count>two|three|four|five|six|2|3|4|5|6)(?: of them)?)$",
    needs="after",
)
"""What is left asked after every amount told: "what's left after all that", "… after all three" (as many
as the amounts after the first)."""
_COUNTS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6}


def read(text: str) -> ExpressionSpec | ProblemSpec | None:
    after = _AFTER_ALL.search(text)
    found = _fields(text if after is None else text[: after.start()])
    if found is None:
        return None
    entries, question = found
    count = after["count"] if after is not None else None
    if count and _COUNTS.get(count, int(count) if count.isdigit() else 0) != len(entries) - 1:
        return None  # "income 1850 , rent 725 , bills 212 , food 340 ; left after the two"
    if not _LEFT_ASKED.search(question) or _OTHER_ASKED.search(question.replace("in the", "")):
        return None
    fields = [_FIELD.match(entry) for entry in entries]
    if any(field is None for field in fields):
        return None
    labels = [field["label"] for field in fields if field]
    numbers = [field["number"].removeprefix("-") for field in fields if field]
    told = [_told_sign(field) for field in fields if field]
    moneys = {bool(field["money"]) for field in fields if field}
    if len(moneys) > 1 or any(len(label.split()) > 4 or _PERSONS & set(label.split()) for label in labels):
        return None
    if labels[0].split()[-1] in _NAMES:
        return None  # "Job 14, income 47.35, rent 20, left?" (was 41.35): no opening amount
    if _sign(labels[0], moneys == {True}) == "-" or _TARGET.search(labels[0]) or told[0] == "-":
        return None  # "Spent: £50 | Budget: £200", "Goal: 120 | Raised: 87" (was 207): no opening amount
    signs = [
        sign
        for label, signed in zip(labels[1:], told[1:], strict=True)
        if (sign := _sign(label, moneys == {True}) or signed) is not None and signed in (None, sign)
    ]
    if len(signs) != len(labels) - 1:
        return None
    taken = [number for sign, number in zip(signs, numbers[1:], strict=True) if sign == "-"]
    if "+" not in signs and any(
        smaller_first(numbers[0], number) == (numbers[0], number) != (number, number) for number in taken
    ):
        return None  # more taken than there was: a number misread
    if len(numbers) == 2:
        return ProblemSpec(signs[0], numbers[0], numbers[1])
    terms = [numbers[0], *(f"{sign} {number}" for sign, number in zip(signs, numbers[1:], strict=True))]
    return ExpressionSpec(pretty(" ".join(terms)))
