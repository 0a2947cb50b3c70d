"""Amounts of one unit to add up, told as a story or a list: "I walked 2.4 miles, then 1.8 miles, then 3
miles. How far did I walk?", "A shopping list: bread £1.40, milk £0.95, eggs £2.30. What is the total?".

Three or more numbers, every one carrying the same unit, and a question that asks for all of them together.
Words of taking away, sharing or rates ("each", "per", "left", "spent") leave the story to the stories reader,
or unread; so does a number without the unit ("£5 for adults … 2 adults"), which may count something else.

Amounts told one after another, with or without a unit, are added too when the question asks for the total:
"I paid 1,299 for a laptop and 349 for the monitor. Total?", "My bowling scores were 132, 147 and 118. What's
the total?", "127 apples on Monday, 98 on Tuesday and 143 on Wednesday … altogether?". Each number after the
first must follow "and", a comma or "then", none may be a rate ("2.25 each", "142 a night") or follow "for",
"of" or "in", and the question may hold no number but the count of the amounts ("in the two days").
"""

from __future__ import annotations

import itertools
import re

from quickmath.offline.asks import ExpressionSpec, ProblemSpec, Spec
from quickmath.offline.readers.stories import (
    A_RUN,
    LOST,
    TAKEN,
    TOTAL,
    asked_last,
    asks_one_label,
    unlabelled,
)
from quickmath.offline.readers.units import is_unit, one_unit_off
from quickmath.offline.reading.counted import names_some_amounts, without_time_frame
from quickmath.offline.reading.text import N, pretty
from quickmath.patterns import lazy

_NUMBER = lazy(N)
_WHOLE_ASKED = lazy(
    rf"{TOTAL}|\bhow (?:far|much|long|heavy|many)\b|\bsum\b"
    r"|\bwhat (?:is|are|am) (?:she|he|they|we|i|you) on$|\b(?:come|comes) to$"
    r"|\bwhat (?:do|does|will|would) (?:i|we|you|he|she|they) owe(?: (?:you|them|him|her|in total))?$",
    needs="how|total|sum|together|all|both|whole|add| on|come|owe",
)
_PAID_TOWARDS = lazy(
    r"\b(?:paid|pay|pays|gave|give|handed|already|owes?|owed|deposit|voucher|refund\w*|back|off|discount\w*"
    r"|split|share[sd]?|each|half)\b|\bput (?:down|in)\b",
    needs="pa|gave|give|hand|already|owe|deposit|voucher|refund|back|off|discount|split|share|each|half|put",
)
"""Words of money already paid towards a bill, or a bill shared: "what do I owe?" then asks no total."""


def _owing_asked_after_paying(text: str) -> bool:
    """Does "what do I owe?" follow money already paid or a bill shared ("I paid £5 towards it", "split 3
    ways")? Then what is owed is no total of the amounts told."""
    story, _, question = text.rpartition(" ; ")
    return "owe" in question and _PAID_TOWARDS.search(story) is not None


_A_START = r"start\w*|began|begin\w*|opening|initial\w*|originally|balance"
"""An amount told as where things started ("my balance was 200", "starting score 501"): what changed it is
not added to it when the question asks about the changes ("How much did I pay in total?")."""
_NOT_ADDING = lazy(
    rf"{TAKEN}|{LOST}|\b(?:each|every|per|times|share[sd]?|split|between|left|change|difference|more than"
    rf"|{_A_START})\b"
)


_FINISHED_ON = r"\bwhat (?:did|do|will) (?:we|i|they|you|he|she) (?:finish|end|end up|close) (?:on|with)$"
"""A score asked as where it ended: "First half we put up 54, second half 49. What did we finish on?"."""
_TOTAL_ASKED = lazy(
    rf"{TOTAL}|\bsum\b|{_FINISHED_ON}",
    needs="total|together|all|both|whole|combined|sum|add|finish|end|close",
)
_NOT_LISTED = lazy(
    rf"{TAKEN}|\b(?:had|has|have|there (?:are|were)|each|every|per|times|share[sd]?|split|between|more|less"
    r"|than|average|at|apiece|percent|of them|lost|loses?|gave|gives?|took|takes?|minus|subtract\w*|off"
    rf"|broke|removed|missing|fell|dropped|withdrew|returned|refund\w*|owe[sd]?|discount\w*|back|{_A_START})\b"
    rf"|{N} (?:[a-z]+ )?(?:a|an) (?:day|week|month|year|night|hour|piece)\b"
)
_NOT_AN_ITEM = (
    r"(?:deposit|paid|pay|credit|voucher|coupon|change|balance|budget|left|saving|savings|tax|vat|refund|off"
    r"|discount|less|minus|each|per|a|an|for|of|at|is|was|by)\b"
)
"""Words that name no item bought beside its price ("deposit £20", "less £5")."""
_AFTER_ANOTHER = lazy(
    rf"(?:,|\band|\bthen|\bplus) (?:(?:the )?(?:second|third|fourth|fifth|next|last|final|other) [a-z]+ )?"
    rf"(?:[£$€] ?)?{N}"
    rf"|(?:,|\band) (?:(?!{_NOT_AN_ITEM})[a-z]+ ){{1,2}}[£$€] ?{N}"
)
"""A number told after another, perhaps named by its order or by the item its price is for: ", 49", "and
38", ", second half 49", ", cassette £54.50"."""
_BEFORE_AMOUNT = lazy(
    rf"\b(?:for|of|in|on|by|to|from|at|x|times|age|aged|year|years|number|no) (?:[£$€] ?)?{N}$"
)
_COUNTED = lazy(rf"\b(?:the|these|those|all|both) ({N}) [a-z]+")


_COUNT_BEFORE_A_LIST = lazy(rf"(?<![\w.])(\d+) (?:[a-z]+ ){{0,2}}?([a-z]+) [,:] (?=(?:[£$€] ?)?{N})")
"""A count of things said just before a list of amounts, whatever the noun's number ("3 envelope, 20, 50 and
80 dollars", "4 boxes: 12, 15, 9 and 20")."""


def _counted_before(story: str, numbers: list[re.Match[str]]) -> int | None:
    """1 when the story's first number counts the bare amounts listed after it ("3 envelope, 20, 50 and 80
    dollars", the noun said once whatever its number), 0 when it does not count them ("3 apples, 5 pears and 2
    plums" are three amounts), None when it counts things but not as many as are listed."""
    count = _COUNT_BEFORE_A_LIST.search(story)
    if count is None or is_unit(count.group(2)) or count.start(1) != numbers[0].start():
        return 0
    if any(not _BARE.match(story, number.end()) for number in numbers[1:-1]):
        return 0
    return 1 if int(count.group(1)) == len(numbers) - 1 else None


_BARE = lazy(r" (?:,|and\b)")


def _listed(text: str) -> Spec | None:
    """Amounts told one after another and a question for their total."""
    story, _, question = text.rpartition(" ; ")
    numbers = list(_NUMBER.finditer(story))
    counts = _counted_before(story, numbers)
    if counts is None:
        return None  # "I got 3 envelopes, 20 and 50 dollars": what does the 3 count?
    numbers = numbers[counts:]  # "I got 3 envelope, 20, 50 and 80 dollars": the 3 counts the amounts
    counted = _COUNTED.search(question)
    all_of_them = counted is not None and counted.group(1) == str(len(numbers))
    if not story or not (_TOTAL_ASKED.search(question) or all_of_them) or _NOT_LISTED.search(text):
        return None
    if names_some_amounts(story, question):
        return None  # "I did 12 on monday and 15 on tuesday ; how many on tuesday"
    asked = _NUMBER.findall(question)
    if asked and (len(asked) > 1 or not all_of_them):
        return None  # a number in the question, unless it counts the amounts: "in the two days"
    if not 2 <= len(numbers) <= 8:
        return None
    listed = {found.end() for found in _AFTER_ANOTHER.finditer(story)}
    for index, number in enumerate(numbers):
        if _BEFORE_AMOUNT.search(story[: number.end()]):
            return None
        if index and number.end() not in listed:
            return None
    if len(numbers) == 2:
        return ProblemSpec("+", numbers[0].group(), numbers[1].group())
    return ExpressionSpec(pretty(" + ".join(number.group() for number in numbers)))


_HOW_MANY_TOLD = lazy(r"(?<![\w.])(\d) (?:(?:[a-z]+ ){0,2}?(?:[a-z]+s)\b|(?P<one>[a-z]+)(?= [,:;]))")
"""A count of the amounts told ("3 rounds", "its 3 parts", "the 4 rounds", or before the list, the noun said
once: "3 envelope, 20, 50 and 80 dollars"), dropped when it counts them."""
_IN_A_ROW = lazy(
    r"^ ?(?:(?!(?:a|an|per|each|of|x|times|at|for|in|on|from|by)\b)[a-z°]+ ){0,2}"
    r"(?:(?:on|in|at|for|from|by) (?:the |my |a |an |her |his |their |our )?[a-z]+ (?:[a-z]+ )?)?"
    r"(?:,|and|, and|&|plus) "
    r"(?:(?!(?:a|an|of|x|at|for|in|from|to|by|per|than|times|aged?|years?|no|number|under|over)\b)"
    r"[a-z]+ ){0,3}"
    r"(?:[£$€¥₹] ?)?(?:\+ ?)?$"
)
"""What may stand between two amounts of a list: what they are ("km", "push ups", "on seeds"), a comma or
"and", and what names the next one ("tuesday 42", "yaw is has 58")."""
_USED_UP = r"\b(?:spent|spend|spends|sold|sell|sells|used|use|uses|ate|eat|eats)\b"
_USING_ASKED = lazy(_USED_UP, needs="spen|sel|sold|use|eat|ate")
_A_STOCK = lazy(
    r"\b(?:had|has|have|budget|left|balance|wallet|purse|change|start\w*|from|out of|with"
    r"|there (?:are|were|was|is)|holds?|held|contain\w*|bought|baked|made|remain\w*)\b"
)
_USING = lazy(_USED_UP)
"""Amounts spent, sold or used, with no stock told to take them from, are only amounts: "I spent 23.97 on
seeds, 48.50 on soil and 15.25 on a trowel. What did I spend?", "Saturday we sold 48 cakes, Sunday 52 and
Monday 37"."""
_BETWEEN_SHARERS = (
    r"between(?! (?:(?:my|our|the|his|her|their) )?(?:calls|stops|jobs|visits|shifts|sites|towns|drops"
    r"|deliveries|appointments|meetings|lessons|classes|houses)\b)"
)
""""between" of a share or a range ("between the 4 of us", "between 3 and 5"), not of the places amounts are
told between ("14, 8 and 9 miles between calls")."""
_NOT_A_TOTAL = lazy(
    rf"{TAKEN}|{LOST}|\b(?:each|every|per|times|share[sd]?|split|{_BETWEEN_SHARERS}|left|change|difference"
    r"|more than|average|mean|more|less|fewer|than|except|without|apart from|but not|not|highest|lowest|best"
    rf"|worst|{_A_START}|target|goal|budget|limit|par|record)\b"
)


_STOCK_TOLD = lazy(
    r"\b(?:had|has|have|held|holds?|hold|there (?:are|were|was|is)|contain\w*"
    r"|(?:start\w*|began) (?:with|at|on))\b"
)
"""A stock told before the amounts ("I had 50 sweets, Tom grabbed 18 and Sam took 5"): what came after may
have been taken from it, so only a question for the total says to add them all."""
_ON_ASKED = lazy(r"\bwhat (?:is|are|am) (?:she|he|they|we|i|you) on$", needs=" on")
_ON_TOLD = lazy(r"\bon [£$€]?\d|\bneed\w*|\btarget|\bgoal|\bleft\b|\bto go\b")
"""A score told as where one stands ("she is on 40"), or beside a target, which the question may only ask
back."""
_ADD_UP = lazy(r"(?:please )?(?:add up|add together|total up|sum up|add)\b")
_WHOLE_SAID = lazy(r"\b(?:tab|bill|overall|weekly|daily|monthly|yearly|all up|grand)\b")


def _without_counts(
    numbers: list[re.Match[str]], story: str
) -> tuple[list[re.Match[str]], list[re.Match[str]]] | None:
    """The amounts, and the counts of them told beside them, left out: "in 3 shifts", or "3 tons in 3
    innings" before 3 amounts. None when two different counts would fit."""
    told = [found for found in _HOW_MANY_TOLD.finditer(story) if not (found["one"] and is_unit(found["one"]))]
    fitting = {
        value
        for value in {int(found.group(1)) for found in told}
        if value == len(numbers) - sum(int(found.group(1)) == value for found in told)
    }
    if len(fitting) > 1:
        return None
    counts = [found for found in told if int(found.group(1)) in fitting]
    starts = {count.start(1) for count in counts}
    return [found for found in numbers if found.start() not in starts], counts


def _in_a_row(text: str) -> Spec | None:
    """Three or more amounts listed one after another ("of 11.5, 12 and 9.5 hours", "+12, -4 and -3 in the
    three rounds") and a question for their whole: their sum, once the numbers that name ("round 2") or count
    the amounts ("3 shifts") are left out."""
    story, _, question = text.rpartition(" ; ")
    if _ADD_UP.match(text):
        story, question = text, "total"  # "add up my golf scores for the four rounds: -3, +2, -1 and -4"
    only_used = not _A_STOCK.search(story)
    if only_used:
        text = _USING.sub("paid", text)
    whole = (
        _WHOLE_ASKED.search(question)
        or _WHOLE_SAID.search(question)
        or (only_used and _USING_ASKED.search(question))
    )
    if not story or not whole or _NOT_A_TOTAL.search(text) or _NUMBER.search(question):
        return None
    if _ON_ASKED.search(question) and _ON_TOLD.search(story):
        return None  # "she is on 40 and needs 12 …, what is she on?" asks what is told
    if names_some_amounts(story, question) or A_RUN.search(text):
        return None  # "… tuesday 42 and wednesday 40 ; how many on wednesday", "10p on day 1 … and so on"
    story = unlabelled(story)
    first = _NUMBER.search(story)
    if first and _STOCK_TOLD.search(story[: first.start()]) and not _TOTAL_ASKED.search(question):
        return None  # "I had 50 sweets, gave my brother 18, and he gave me 5. How many now?" was 73
    told = list(_NUMBER.finditer(story))
    if told and _counted_before(story, told) is None:
        return None  # "I have 2 bag, 15, 20 and 25 marbles": the 2 counts things, but not the amounts
    found = _without_counts(told, story)
    if found is None or len(found[0]) < 3:
        return None
    numbers, counts = found
    if counts and re.search(rf"\b{counts[0].group().split()[-1]}\b", question):
        return None  # "4, 5 and 6 apples in 3 bags. how many bags?" asks the count told
    for before, after in itertools.pairwise(numbers):
        if not _IN_A_ROW.match(story[before.end() : after.start()]):
            return None
    return ExpressionSpec(pretty(" + ".join(number.group() for number in numbers)))


_SIZE_THEN_DONE = lazy(
    rf"\b(?:is|was|are|were) (?:[£$€] ?)?{N}\b.*\b(?:done|did|covered|walked|ran|run|driven|drove|cycled"
    rf"|swum|read|made|finished|completed) (?:another |a further )?(?:[£$€] ?)?{N}\b",
)
"""A size or target told, then what is done of it: "Route is 96 miles, done 58 and 17 since lunch" adds no
96."""
_SIGNED_BY_A_WORD = lazy(
    rf"(?<![\w.]){N} (?:over|under|above|below)\b(?! (?:the )?(?:past |last |next |first )?\d+ [a-z]+s\b)",
    needs="over|under|above|below",
)
"""A number signed by a word ("4 over", "3 under par"); not a span told after it ("61 over 4 days")."""


_DONE = (
    r"(?:(?!(?:need|feed|seed|speed|bred|shed)\b)[a-z]{2,}ed|laid|broke|sold|ate|gave|lost|took|threw|tore|spilt"
    r"|burnt|sent|spent|left|hung|sank|shot|stole|wore)"
)
"""A verb told in the past: "laid", "cracked"; never a name that labels an amount ("sunday 52", "wed 44")."""
_GOT_THEN_ACTED_ON = lazy(
    rf"^(?:[a-z';]+ ){{0,5}}?(?P<verb>[a-z]+) (?:with |on |in )?{N} [a-z]+\b"
    rf"(?:[^;\d]*?(?:,|\band) (?!(?P=verb)\b){_DONE} (?:another |a further )?{N}(?= ,| and\b| ;|$))+"
)
"""A stock got, then things done to it, each by its own verb with no noun of its own ("bought 120 tiles , laid
97 , cracked 4"): what was done is part of the stock, never more of it."""


_LABEL_AFTER = (
    r"(?!(?:and|then|plus|minus|times|x|of|per|each|a|an|for|at|to|from|by|off|more|less|left)\b)[a-z]+"
)
_UNPARTED = lazy(rf"(?<![\w.])[£$€]?{N} {_LABEL_AFTER}(?: [£$€]?{N} {_LABEL_AFTER}){{2,}}(?![\w.])")
"""Amounts each told with one word after it, with nothing parting them: "64 electric 38 water 29 internet"."""
_AMOUNT_AND_LABEL = lazy(rf"([£$€]?{N} [a-z]+) (?=[£$€]?\d)")


def _parted(text: str) -> str:
    """The text with a comma after each amount and its word, when three or more are told with nothing parting
    them ("house bills: 64 electric 38 water 29 internet, total?" is "64 electric , 38 water , 29 internet"):
    then read as any list of amounts, whose rules say when it is added."""
    return _UNPARTED.sub(lambda told: _AMOUNT_AND_LABEL.sub(r"\1 , ", told.group()), text)


def read(text: str) -> Spec | None:
    """All the amounts added, or None when the story is not only amounts of one unit to add."""
    if (parted := _parted(text)) != text:
        return _read(parted)
    return _read(text)


def _read(text: str) -> Spec | None:
    if asks_one_label(asked_last(text)):
        return None  # "day 1 … day 3 ; how many on day 10?" was the sum of days 1 to 3
    text = asked_last(
        unlabelled(without_time_frame(text, text))
    )  # "€1,200 rent, €85 bins, €46.30 wifi - total a month?"
    if _SIZE_THEN_DONE.search(text) or _SIGNED_BY_A_WORD.search(text) or _owing_asked_after_paying(text):
        return None  # "4 over front nine, 3 under back nine": the words give the signs
    if _GOT_THEN_ACTED_ON.match(text.rpartition(" ; ")[0]):
        return None  # "Bought 120 tiles, laid 97, cracked 4. How many tiles now?" was 221
    if listed := _listed(text) or _in_a_row(text):
        return listed
    if " ; " not in text or not _WHOLE_ASKED.search(text.rpartition(" ; ")[2]):
        return None
    unitless = one_unit_off(text)
    if unitless is None or _NOT_ADDING.search(text):
        return None
    numbers = _NUMBER.findall(unitless)
    if len(numbers) < 3 or names_some_amounts(*text.rsplit(" ; ", 1)):
        return None
    return ExpressionSpec(pretty(" + ".join(numbers)))
