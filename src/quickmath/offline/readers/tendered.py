"""The change from money handed over for a price, read by the roles of the two amounts: "A note of 20 for a
coffee of 3.85, change?", "I gave a £20 note for a £3.85 coffee, how much change", "Customer handed over £50
for £32.60 of shopping. Change due?", "The bill came to £32.60 and I paid with a £50 note. What change?".

One amount is handed over (told as a note or coin, or after "paid", "gave", "handed over", "tendered"), the
other is the price of what it paid for (after "for", or told as a cost, bill or total); the question asks
only the change. Asked back: a third number, a word of a count or a rate ("each", "per", "2 coffees"), a
price in a unit that is no money ("a 3.85 kg bag"), two currencies, a tip or "keep the change", money
handed over that does not cover the price.
"""

from __future__ import annotations

import re
from fractions import Fraction

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.readers.units import is_unit
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy

_SIGN = r"(?P<{}>[£$€]?)"
_NOTE = r"(?:note|coin|bill)"
_HANDING = (
    r"(?:paid|pay|pays|paying|gave|give|gives|giving|handed(?: over)?|hand(?: over)?|hands(?: over)?"
    r"|tendered|tender|tenders|offered|used)"
)
_TO_WHOM = r"(?: (?:the (?:shop|till|cashier|driver|man|woman|lady|guy)|them|him|her|it|me|us))?"
_THING = r"(?:(?!(?:and|or|each|per|every|plus|with|of|at|for|worth|costing|priced)\b)[a-z]+ ?){1,3}"
"""What the price is of: "coffee", "bag of crisps" up to its "of" ("a coffee of 3.85")."""

_GIVEN = (
    rf"(?:(?:[a-z]+ ){{0,2}}?{_HANDING}{_TO_WHOM}(?: with)?(?: a| an| one)? {_SIGN.format('given_sign')}"
    rf"(?P<given>{N})(?: {_NOTE})?"
    rf"|(?:a |an |one |with a |with an )?{_SIGN.format('note_sign')}(?P<note>{N}) {_NOTE}"
    rf"|(?:a |an |one |with a |with an )?{_NOTE} of {_SIGN.format('of_sign')}(?P<of_note>{N}))"
)
"""Money handed over: "i paid £20", "gave the cashier a £20 note", "a note of 20"."""

_PRICE_AFTER_FOR = (
    rf"(?:for (?:a |an |the |my |one |some |our |his |her )?{_THING}(?:of|at|costing|priced at|worth) "
    rf"{_SIGN.format('thing_sign')}(?P<thing_price>{N})"
    rf"|for (?:a |an |the |my |one |some |our |his |her )?{_SIGN.format('for_sign')}(?P<for_price>{N})"
    rf"(?P<after> [a-z]+(?: of [a-z]+| [a-z]+)?)?)"
)
"""The price, told after "for": "for a coffee of 3.85", "for a £3.85 coffee", "for £32.60 of shopping"."""

_PRICE_TOLD = (
    rf"(?:the |my |our |a |an )?(?:[a-z]+ ){{0,2}}?(?:bill|total|price|cost|costs|fare|shopping|came to"
    rf"|comes to|was|is|cost me|costs me)(?: came to| comes to| was| is| of)? {_SIGN.format('told_sign')}"
    rf"(?P<told_price>{N})"
)
"""The price told first, in a clause of its own: "the bill came to £32.60", "coffee was 3.85"."""

_ASKED = r"(?: ,| ;| -)? (?P<question>[a-z ]+)$"
_BEFORE = r"(?:[^\d;]* ; )*"
_STORIES = (
    lazy(rf"^{_BEFORE}{_GIVEN} {_PRICE_AFTER_FOR}{_ASKED}", needs="change"),
    lazy(rf"^{_BEFORE}{_PRICE_TOLD}(?: ,| ;| and| but)(?: then)? {_GIVEN}{_ASKED}", needs="change"),
)
"""The money handed over told first, then what it was for; or the price told first; after sentences with no
number ("customer ; hi ; …")."""

_QUESTION = lazy(
    r"(?:(?:so|and|ok|what|whats|how|much|is|was|the|my|our|their|his|her|will|would|should|be|do|does|did"
    r"|i|we|you|he|she|they|get|got|give|given|receive|received|ought|to|have|me|us|back|due|owed|please"
    r"|pls|from|it|that|there|correct|right|exact) )*change(?: (?:due|back|owed|given|please|pls|do|does"
    r"|did|will|would|should|i|we|you|he|she|they|get|got|receive|received|give|me|us|be|is|was|have"
    r"|from|that|it|then|now))*"
)
"""A question of the change only: "change?", "how much change do i get back", "what change is due"."""


def _one_currency(found: re.Match[str]) -> bool:
    signs = {sign for name, sign in found.groupdict().items() if name.endswith("_sign") and sign}
    return len(signs) <= 1


def read(text: str) -> ProblemSpec | None:
    found = next((found for story in _STORIES if (found := story.match(text))), None)
    if found is None or not _QUESTION.fullmatch(found["question"]) or not _one_currency(found):
        return None
    if len(re.findall(N, text)) != 2:
        return None
    told = {name: value for name, value in found.groupdict().items() if value}
    given = told.get("given") or told.get("note") or told["of_note"]
    price = told.get("thing_price") or told.get("for_price") or told["told_price"]
    after = told.get("after", "").split()
    if after and (is_unit(after[0]) or after[0] in ("each", "per", "every", "and")):
        return None  # "for a 3.85 kg bag", "for £3.85 each"
    if re.search(r"\b(?:keep|tip|tips|each|per|every|split|share)\b", text):
        return None
    if Fraction(given) <= Fraction(price):
        return None  # money handed over that does not cover the price
    return ProblemSpec("-", given, price)
