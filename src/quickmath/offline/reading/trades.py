"""Something bought and sold again, and the loss or the profit on it asked: "Bought the van for 9,000 and sold
it for 6,500, how much did I lose?" is 9000 − 6500, "The shares cost 340 and I sold them for 410. How much
profit?" is 410 − 340.

Only one reading fits: a loss is the price paid less the price sold for, a profit the other way round. When
the prices argue against what is asked ("paid 85, sold for 100, how much did we lose?": there was no loss),
no reading fits and the coach asks back (see `reading.guards`).
"""

from __future__ import annotations

from fractions import Fraction

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy
from quickmath.records import Record

_PAID = lazy(
    rf"\b(?:bought|buy|buys|purchased|paid|pay|pays|cost|costs|fee|price)\b(?: [a-z']+){{0,4}}?"
    rf"(?: (?:for|at|of|was|is|=))? [£$€¥₹]?({N})(?![\w.])",
    needs="bought|buy|purchased|paid|pay|cost|fee|price",
)
"""The price paid: "bought the van for 9000", "the shares cost 340", "transfer fee was 85"."""
_SOLD = lazy(
    rf"\b(?:sold|sells|sell|selling)\b(?: [a-z']+){{0,4}}? for [£$€¥₹]?({N})(?![\w.])",
    needs="sold|sell",
)
"""The price sold for: "sold it for 6500", "sold him on for 62"."""
_STARTED = lazy(
    r"\b(?:sat down|started|began|went in|arrived|turned up|set off)(?: [a-z']+){0,2}? with"
    rf" [£$€¥₹]?({N})(?![\w.])",
    needs="sat down|started|began|went in|arrived|turned up|set off",
)
_ENDED = lazy(
    rf"\b(?:left|ended|finished|came out|came home|walked away|went home|cashed out)(?: [a-z']+){{0,2}}? with"
    rf" [£$€¥₹]?({N})(?![\w.])",
    needs="left|ended|finished|came out|came home|walked away|went home|cashed out",
)
"""What one started a game or a night with and ended it with: "sat down with £80 of chips, left with
£23.50"."""
_NUMBER = lazy(N)
_QUESTION = lazy(r"\b(?:how|what)\b(?!.*\b(?:how|what)\b)[^;]*$|^(?:how|what)\b[^;]*(?= ;)")
_LOSS = lazy(r"\b(?:lose|loses|lost|losing|loss|down)\b")
_PROFIT = lazy(r"\b(?:profit|profits|make|made|gain|gained|earn|earned|up|win|won|winnings)\b")


class Trade(Record):
    """The prices told and what the question asks of them."""

    paid: str
    sold: str
    loss: bool

    def reading(self) -> ProblemSpec | None:
        """The loss or the profit, when the prices have one; None when they argue against what is asked."""
        more, less = (self.paid, self.sold) if self.loss else (self.sold, self.paid)
        return ProblemSpec("-", more, less) if Fraction(more) > Fraction(less) else None


def bought_and_sold(text: str) -> bool:
    """Does the text tell only a price paid and a price sold for ("bought a car for 5000 and sold it for
    6000")? Their sum is never asked."""
    paid, sold = _PAID.search(text), _SOLD.search(text)
    return paid is not None and sold is not None and paid.start(1) != sold.start(1)


def trade(text: str) -> Trade | None:
    """The price paid and the price sold for, when the question asks the loss or the profit between them and
    they are the text's only numbers."""
    paid, sold, asked = (
        _PAID.search(text) or _STARTED.search(text),
        _SOLD.search(text),
        _QUESTION.search(text),
    )
    if sold is None:
        sold = _ENDED.search(text)
    if paid is None or sold is None or asked is None or len(_NUMBER.findall(text)) != 2:
        return None
    if paid.group(1) == sold.group(1) and paid.start(1) == sold.start(1):
        return None
    loss, profit = _LOSS.search(asked.group()), _PROFIT.search(asked.group())
    if bool(loss) == bool(profit):
        return None
    return Trade(paid.group(1), sold.group(1), loss is not None)
