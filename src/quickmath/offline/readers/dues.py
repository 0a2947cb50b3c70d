"""What is still to pay of an amount owed, part of it paid: "Deposit paid £2,750, final invoice £9,830. Still
to pay?", "The credit note is for £312 and the invoice was £1,980. What's the net to pay?", "We put down a
£500 deposit on a car costing £7,200. How much is left to pay?", "Quote was £3,400; we paid a deposit of
£850. Balance due?".

The story tells two amounts of money in clauses of their own, in either order: one named as what is owed (a
bill, an invoice, a quote, a price, a fee, what something costs or is), the other as paid towards it (a
deposit, a credit note, "paid", "so far", "up front"); the question asks only what is still to pay. A third
amount, a clause that names both or neither, a rate ("£250 a month"), a number in the question or more paid
than owed leave the story to be asked back.
"""

from __future__ import annotations

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.numbers_as_text import smaller_first
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy

_CLAUSES = lazy(r" (?:;|,|and|on|but|with|of which|against|towards|toward) ")
_AMOUNT = lazy(rf"(?<![\w.])(?P<sign>[£$€] ?)?(?P<number>{N})\b")
_NUMBER = lazy(N)
_OWED = lazy(
    r"\b(?:bills?|invoices?|quotes?|quoted|price[ds]?|costs?|costing|fees?|total|owe[sd]?|owing|charged?)\b"
)
_PRICED = lazy(rf"(?:[a-z]+ ){{1,3}}[£$€] ?{N}")
"""A thing told with its price: "jacket £85"."""
_STATED = lazy(r"\b(?:is|was|are|were|comes to|came to)\b")
"""Words of the clause that tells what is owed: "final invoice £9,830", "a car costing £7,200", "the trip is
£145"."""
_PAID = lazy(
    r"\b(?:deposits?|paid|pay(?:ing)? (?:off|back)|put down|down payment|credit(?: note)?|so far|up front"
    r"|already|part payment|instalments? paid)\b"
)
"""Words of the clause that tells what was paid towards it: "Deposit paid £2,750", "paid £400 up front"."""
_ASKED = lazy(
    r"^(?:(?:so|and|ok|then) )?(?:(?:what is|how much is|how much do|how much does|how much have|how much has"
    r"|how much|what|whats)\b(?: [a-z]+){0,4}? )?"
    r"(?:still to pay|left to pay|(?:still )?owe[sd]?|still owing|outstanding"
    r"|(?:the )?balance(?: due| owing| to pay| to chase| to collect| outstanding)?|due|(?:the )?net to pay"
    r"|(?:the )?rest(?: to pay)?"
    r"|remaining(?: to pay)?|more to pay|to pay"
    r"|(?:goes|going|go|to go|put|to put) on (?:the |her |his |my |their |our |your )?account"
    r"|more (?:do|does) (?:i|we|you|they|he|she) (?:need to |have to )?pay)"
    r"(?: (?:now|then|please))?$"
)
"""A question that asks only what is still to pay: "Still to pay?", "What's the net to pay?", "How much do I
still owe?", "Balance due?", "How much goes on her account?"."""
_OFF = lazy(
    r"\b(?:vouchers?|coupons?|discount\w*|reductions?|rebates?|markdowns?|cashback|covers?|covered"
    r"|contributes?|contributed)\b|\d off\b"
)
"""Words of the clause that tells money off the price: "a £10 voucher", "£15 off", "a £25 discount code"."""
_PAID_ASKED = lazy(
    r"^(?:(?:so|and|ok|then) )?(?:what (?:did|do|does|will|would) (?:i|we|you|they|he|she|it) (?:pay|come to)"
    r"|how much (?:did|do|does|will|would) (?:i|we|you|they|he|she) (?:pay|have to pay|need to pay)"
    r"|what is (?:the|my|our) (?:new total|new price|final (?:price|bill|total)|price now|total now|bill now)"
    r"|(?:the )?(?:new total|new price|final (?:price|bill|total)|price now|total now))"
    r"(?: now| then| please)?$"
)
"""What is paid after money off the price: "What did we pay?", "what did it come to", "What's the new
total?"."""
_RATE = lazy(r"\b(?:each|every|per|a (?:day|week|month|year)|monthly|weekly|yearly|annually|instalments)\b")


def _named_as(clause: str) -> str | None:
    """ "paid" for a clause that tells a payment, "off" for money off the price, "owed" for one that tells
    what is owed ("the trip is £145": stated of a thing), None for one that tells more than one or none."""
    if _OFF.search(clause):
        return None if _OWED.search(clause) or _PAID.search(clause) else "off"
    if _PAID.search(clause):
        return None if _OWED.search(clause) else "paid"
    if _OWED.search(clause) or _STATED.search(clause) or _PRICED.fullmatch(clause):
        return "owed"
    return None


_QUESTION_AFTER = lazy(r"(?: ,)? (?=(?:so )?(?:what|how)\b[^;,]*$)")
"""Where a question told after the story with no stop starts: "… a 5 off voucher what did it come to"."""


def read(text: str) -> ProblemSpec | None:
    story, _, question = _QUESTION_AFTER.sub(" ; ", text, count=1).rpartition(" ; ")
    if not story or _NUMBER.search(question) or _RATE.search(story) or len(_NUMBER.findall(story)) != 2:
        return None
    owed: list[str] = []
    taken: list[str] = []
    signs: set[bool] = set()
    off = False
    for clause in _CLAUSES.split(story.replace(" ; ", " , ")):
        amount = _AMOUNT.search(clause)
        if amount is None:
            continue
        named = _named_as(clause)
        if named is None:
            return None
        off = off or named == "off"
        signs.add(amount["sign"] is not None)
        (owed if named == "owed" else taken).append(amount["number"])
    if len(owed) != 1 or len(taken) != 1 or len(signs) != 1:
        return None
    if not (_ASKED.fullmatch(question) or (off and _PAID_ASKED.fullmatch(question))):
        return None
    if smaller_first(owed[0], taken[0]) == (owed[0], taken[0]) != (taken[0], taken[0]):
        return None  # more paid than owed: a number misread
    return ProblemSpec("-", owed[0], taken[0])
