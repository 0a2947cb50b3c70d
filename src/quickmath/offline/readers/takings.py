"""A stock, and amounts taken from it one after another: "Raj had 500 stamps. He gave 125 to his sister and 75
to his friend. How many did he have left?", "A bus had 53 passengers. 17 got off at the first stop and 9 at
the second. How many were left?", "Tom had $250 and withdrew $75.50. What's his balance now?", "Starting with
1,000, subtract 99, then 199, then 299.".

The first number is the stock ("had 500", "starting with 1,000"); every number after it is taken, each one
said right beside a verb of taking ("gave 125", "17 got off", "35 litres were used") or listed after one that
was ("and 75 to his friend", "then 199"). The question asks what is left ("left", "remain", "balance"). The
story is left alone when a number is anything else ("gave 125 to his 2 sisters"), when something is gained as
well, or when the question runs backwards ("how many did he have at first?").
"""

from __future__ import annotations

import re

from quickmath.offline.asks import ExpressionSpec, ProblemSpec
from quickmath.offline.reading.text import N, pretty
from quickmath.patterns import lazy

_MONEY = r"(?:[£$€] ?)?"
_STOCK = lazy(
    r"^(?:[a-z']+ ){0,5}?(?:had|has|have|held|holds|contained|contains|there (?:are|were|was|is)"
    r"|start(?:s|ed|ing)? (?:off )?with|begin(?:s|ning)? with|balance (?:is|was))"
    rf" (?:about |exactly )?{_MONEY}({N})\b"
)
_TAKING = (
    r"(?:gave(?: away)?|gives(?: away)?|give(?: away)?|used|uses|spent|spends|spend|withdrew|withdraws"
    r"|withdraw|took out|takes out|take out|took away|takes away|take away|took|sold|sells|sell|lost|loses"
    r"|lose|ate|eats|paid|pays|pay|donated|subtract(?:ed|s)?|minus|less|deduct(?:ed|s)?|removed|removes"
    r"|remove|cut off)"
)
_TAKEN_BEFORE = lazy(rf"\b{_TAKING} (?:another |a further |away |out |off )?{_MONEY}({N})\b")
"""A verb of taking before its number: "gave 125", "withdrew $75.50", "subtract 99"."""
_TAKEN_AFTER = lazy(
    rf"(?<![\d.]){_MONEY}({N}) (?:[a-z]+ )?(?:got off|get off|gets off|left|went home|fell off|ran away"
    r"|(?:were|was|are|is|got) (?:used|sold|eaten|taken|spent|lost|given away|removed|thrown away|drunk))\b"
)
"""A number before its passive verb of taking: "17 got off", "35 litres were used"."""
_LISTED = lazy(rf"(?:\band|\bthen|,) (?:another )?{_MONEY}({N})\b")
"""A number listed after one taken: "and 75 to his friend", "then 199", ", 48 in the evening"."""
_LEFT_ASKED = lazy(r"\b(?:left|remain\w*|balance|still)\b")
_OTHER = lazy(
    r"\b(?:bought|buys|buy|got on|gets on|received|receives|found|finds|earned|earns|won|wins|gained|gains"
    r"|collected|added|adds|more than|fewer than|each|every|per|times|twice|half|double|share[sd]?|split"
    r"|between|percent|interest|at first|before|to begin with|originally|in the beginning|how many more)\b"
)
_NUMBER = lazy(N)


def read(text: str) -> ExpressionSpec | ProblemSpec | None:
    """The stock less every amount taken, in the order told; None when the story is not only that."""
    stock = _STOCK.search(text)
    question = text.rpartition(" ; ")[2]
    imperative = stock is not None and stock.group().startswith(("start", "begin"))
    if stock is None or _OTHER.search(text) or not (imperative or _LEFT_ASKED.search(question)):
        return None
    numbers = [(found.start(), found.group()) for found in _NUMBER.finditer(text)]
    if len(numbers) < 2 or numbers[0][0] != stock.start(1):
        return None
    taken = {found.start(1) for found in _TAKEN_BEFORE.finditer(text)}
    taken |= {found.start(1) for found in _TAKEN_AFTER.finditer(text)}
    listed = {found.start(1) for found in _LISTED.finditer(text)}
    terms = [numbers[0][1]]
    for (start, number), (before, _) in zip(numbers[1:], numbers, strict=False):
        if start not in taken and not (start in listed and before in taken):
            return None
        taken.add(start)
        terms.append(number)
    if re.search(N, question) and not imperative:
        return None  # a number in the question is not one of the amounts taken
    if len(terms) == 2:
        return ProblemSpec("-", terms[0], terms[1])
    return ExpressionSpec(pretty(" - ".join(terms)))
