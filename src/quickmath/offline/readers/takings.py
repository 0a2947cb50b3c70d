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
from quickmath.offline.numbers_as_text import smaller_first
from quickmath.offline.readers.stories import COST, NEGATIVE_ALLOWED, asked_last, unlabelled
from quickmath.offline.reading.text import N, pretty
from quickmath.patterns import lazy

_MONEY = r"(?:[£$€] ?)?"
_STOCK = lazy(
    r"^(?:[a-z';,]+ ){0,6}?(?:(?:had|has|have|ve) got|had|has|have|held|holds|contained|contains"
    r"|there (?:are|were|was|is)"
    r"|start(?:s|ed|ing)? (?:off )?"
    r"(?:(?:the|this|that|last) (?:day|week|month|year|term|shift|holiday|season) )?(?:with|at|on)"
    r"|begin(?:s|ning)? with"
    r"|(?:starting |opening )?balance(?: is| was| of)?"
    r"|(?:is|was|are|were|am)(?: at| on)?|(?:order|bill|price|total)(?: is| was| of| comes to| came to)?"
    r"|(?:salary|wages|income|invoice|budget|takings|kitty|pension|allowance|benefits)"
    r"(?: is| was| of| comes to| came to)?"
    r"|(?:gig|job|shift|booking|contract|show) (?:pays|paid)"
    r"|(?:game|leg) of(?= (?:301|501|701)\b)"
    r"|costs?"
    r"|need(?:s|ed)?(?: to [a-z]+)?|target(?: is| was| of)?|goal(?: is| was| of)?)"
    rf" (?:about |exactly )?{_MONEY}({N})\b"
    rf"|^from {_MONEY}({N})\b"
)
"""The stock told first: "Raj had 500 stamps", "we start at 501", "Balance 850", "the sofa is 899", "From 5000
rupees", a target still to reach ("I need to move 57 squares")."""
_TAKING_WORD = (
    r"(?:gave|gives|give|used|uses|spent|spends|spend|withdrew|withdraws|withdraw|took|takes|take|sold|sells|sell"
    r"|lost|loses|lose|ate|eats|paid|pays|pay|donated|minus|less|removed|removes|remove)\b"
)
_TAKING = (
    r"(?:gave(?: away)?|gives(?: away)?|give(?: away)?|used|uses|spent|spends|spend|withdrew|withdraws"
    r"|withdraw|took out|takes out|take out|took away|takes away|take away|took|sold|sells|sell|lost|loses"
    r"|lose|ate|eats|paid|pays|pay|donated|subtract(?:ed|s)?|minus|less|deduct(?:ed|s)?|removed|removes"
    r"|remove|cut off|decreased|decreases|decrease|reduced|reduces|reduce)"
)
_RECEIVED = (
    r"(?<!\bgot )(?<!\bget )(?<!\bgets )(?<!\bgetting )(?<!\bwas )(?<!\bwere )(?<!\bbeen )(?<!\bbeing )"
    r"(?<!\bis )(?<!\bam )(?<!\bare )(?<!\bbe )"
)
"""A verb of taking said of the one who receives ("I was paid 50", "got paid 25", "being paid 45"): a gain."""
_TAKEN_BEFORE = lazy(
    rf"(?:{_RECEIVED}\b(?:{_TAKING}|(?:discount|voucher|coupon|debit|refund|rebate)"
    r"(?: voucher| code| coupon)?(?: of| for)?)"
    r"|\b(?:reduced|decreased|marked down|knocked down|cut|lowered) by)"
    r" (?:another |a further |away |out |off |(?:him|her|them) "
    r"|(?:the|a|an|my|our|his|her|their) [a-z]+ )?"
    rf"{_MONEY}({N})\b"
)
"""A verb of taking before its number: "gave 125", "withdrew $75.50", "subtract 99", "marked down by £125"."""
_TAKEN_AFTER = lazy(
    rf"(?<![\d.]){_MONEY}({N}) (?:(?!(?:and|then|but|so)\b)[a-z]+ )?"
    r"(?:got off|get off|gets off|left(?! over)|went home|fell off|ran away"
    r"|(?:(?:were|was|are|is|got|have been|had been) )?"
    r"(?:used|sold|eaten|taken|spent|lost|given away|removed|thrown away|drunk)"
    r"|came out|comes out|went out|goes out|go out|off|discount|damage"
    r"|(?:payment|bill|charge|debit|withdrawal|fee) (?:goes|went|came|comes|go) out)\b"
)
"""A number before its passive verb of taking: "17 got off", "35 litres were used", "187 eaten"."""
_TAKEN_ELSEWHERE = lazy(
    rf"\b(?:took|takes|take|taking) (?:out |away )?{_MONEY}{N} (?:[a-z]+ )?(?:from|out of|off)"
    r" (?:the |a |an |his |her |my |our |their |your )?([a-z]+)",
    needs="took|take",
)
"""Something taken from somewhere else ("Sam had 12 sweets and took 5 from the jar"): a gain to the stock,
unless the place taken from is the stock's own ("20 biscuits in the jar … took 5 from the jar")."""
_NOT_A_NAME = (
    r"(?!(?:and|then|but|was|were|is|are|got|get|gets|gave|given|paid|received|earned|won|found|plus|added"
    r"|back|refund\w*|more|another)\b)"
)
_LISTED = lazy(
    rf"(?:\band|\bthen) (?:another )?{_MONEY}({N})\b"
    rf"|, (?:another |{_NOT_A_NAME}[a-z]+ (?:{_NOT_A_NAME}[a-z]+ )?(?=[£$€]))?{_MONEY}({N})\b"
    rf"|\band (?:(?:the|a|an|my|our|his|her|their) (?!(?:rest|others?|remainder)\b){_NOT_A_NAME}[a-z]+"
    rf" {_MONEY}|{_NOT_A_NAME}[a-z]+ (?=[£$€])[£$€] ?)({N})\b"
)
"""A number listed after one taken: "and 75 to his friend", "then 199", ", 48 in the evening", and one named
with its price or by what takes it: ", car £210", "and drinks £18", "the recipe uses 650 ml and the custard
480 ml"."""
_TAKEN_NAMED = lazy(
    rf"\b(?:minus|less) (?:[a-z]+ ){{1,2}}{_MONEY}({N})\b"
    r"|(?:,|;|\band) (?:[a-z]+ )?(?:hire|fuel|petrol|diesel|rent|fees?|parking|tax|commission|tolls?"
    r"|insurance|expenses|energy|electric|electricity|gas|water|phone|broadband|internet|mortgage|groceries|food"
    rf"|childcare|bills?|subscriptions?|loan|repayments?) [£$€]({N})\b",
    needs="minus|less|hire|fuel|petrol|diesel|rent|fee|parking|tax|commission|toll|insurance|expenses|energy"
    "|electric|gas|water|phone|broadband|internet|mortgage|groceries|food|childcare|bill|subscription|loan"
    "|repayment",
)
"""A number taken named by what it pays for: "minus rent £975", "less credit note 612.35", and after a
comma ", PA hire £135"."""
_GOES_BACK = (
    r"\bhow many (?:(?:go|goes|going|went|come|comes|coming|came|are|were|is|was) )?"
    r"(?:back to|back home|home)\b"
)
"""What goes back or home after the rest was handed out: "how many back to the depot?"."""
_LEFT_ASKED = lazy(
    r"\b(?:left|left ?overs?|remain\w*|balance|still|now|after|to go|at the end|sale price|new price|pay|owe"
    r"|(?:should|will|would|ought to) be in (?:the|my|our|his|her|their) [a-z]+$"
    r"|leaves? (?:me|us|him|her|them)|(?:that|which|it) leaves)\b|" + _GOES_BACK
)
_LEFT_OVER_ASKED = lazy(r"\b(?:left|left ?overs?|remain\w*|still|spare)\b|" + _GOES_BACK)
"""What is left over, which a stock used up, handed out or damaged leaves ("how many are left?"); what it is
"now" may count what was used too ("laid 97 … how many tiles now?")."""
_GOT_STOCK = lazy(
    rf"^(?:(?!{_TAKING_WORD})[a-z';]+ ){{1,5}}?({N}) (?!(?:more|each|every|per|of|times|lots)\b)"
    r"[a-z]+\b()?"
)
"""A stock told by how it was got or made, its number counting things: "Bought 120 tiles", "Van loaded with
186 parcels", "We printed 500 flyers"."""
_USED_UP = lazy(
    r"(?<!\bgot )(?<!\bwas )(?<!\bwere )(?<!\bbeen )\b(?:laid|fitted|planted|posted|delivered|installed"
    r"|handed out|gave out|given out|sent out|dished out|dropped off|served|shipped|dispatched|mailed|hung"
    r"|cracked|broke|dropped|smashed|chipped|spoiled|spoilt|ripped|tore|burst|spilled|spilt|bruised|dented|snapped"
    r"|binned|dumped|scrapped|wasted|ditched|discarded|threw out|threw away|chucked|chucked out)"
    rf" (?:another |a further )?({N})\b(?! (?:[a-z]+ )?(?:of|from|out of) (?:them|those|these|the|it)\b)"
)
"""A number used up, handed out, damaged or thrown away, for a stock got before it: "laid 97", "delivered
139", "cracked 4". Not "cracked 4 of them", which may be of those already laid."""
_DONE = lazy(
    r"\b(?:moved|done|walked|run|ran|driven|drove|travell?ed|read|completed|finished|made|saved|raised|collected"
    rf"|climbed|covered|cycled|swum|written|sold|scored) (?:another |a further )?{_MONEY}({N})\b"
)
"""What is done towards a target: "I need to move 57 squares … and I've moved 39"."""
_COUNTDOWN = lazy(r"\b(?:darts|checkout|501|301)\b")
_SCORED = lazy(
    rf"\b(?:scored?|scores|hit|threw|throws?) (?:a )?({N})\b"
    rf"|\b(?:first|second|third|fourth|fifth|next|last)(?: (?:visit|throw|turn|go))? ({N})\b"
)
"""A score in darts: "scored 57", "first visit 140, second 100"."""
_DARTS_COUNTED = lazy(
    r" (?:with|in) (?:my|his|her|their|the|our) (?:first|last|next|opening) \d darts\b", needs="darts"
)
"""The darts a score was made with, which count throws, not points: "scored 57 with my first 3 darts"."""
"""In darts a score is taken from what is left: "we start at 501 and I've scored 180, 140 and 100"."""
_BOUGHT_ASKED = lazy(r"\bafter (?:buying|paying for|getting|purchasing|i buy|i pay for)\b")
_COSTS = lazy(rf"\b(?:costs?|is|priced at) {_MONEY}({N})\b")
"""A price is taken when the question asks what is left after buying: "a sword costs 1,275 coins"."""
_ENTRY = lazy(rf"(?:,|\band|\bthen) (-{N})\b", needs="-")
"""Entries taken, told with their minus: "starting balance 2500, then -600, -450, -725"."""
_OTHER = lazy(
    r"\b(?:bought|buys|buy|got on|gets on|received|receives|found|finds|earned|earns|won|wins|gained|gains"
    r"|collected|added|adds|more|fewer than|each|every|per|times|twice|half|double|share[sd]?|split"
    r"|between|percent|interest|at first|before|to begin with|originally|in the beginning|how many more)\b"
)
_GIVEN_BACK = lazy(
    r"\b(?:gave|give|gives|given|brought|bring|brings|came|come|comes|sent|send|sends|handed|hands|got|get"
    r"|gets|put|puts|won|win|wins) (?:[\w£$€.]+ ){0,3}back\b|\breturn(?:ed|s)?\b",
    needs="back|return",
)
"""Something given back to the stock ("gave 18 to my sister, but she gave 5 back"): a gain, not a taking."""
_OWN_VERB = lazy(
    r" (?:[a-z]+ ){0,2}(?:(?!(?:need|feed|seed|speed|bed|red|shed|hundred)\b)[a-z]+ed|came|come|joined"
    r"|arrived|got on|turned up|showed up|went in|were added|was added)\b"
)
"""A number listed after one taken that is told with a verb of its own: "and 4 parked", "then 6 arrived"."""
_NUMBER = lazy(N)
_OF_THOSE = lazy(r" of (?:those|them|these|the (?:[a-z]+ )?ones)\b")
"""A number taken of what was taken before it, not of the stock ("used 180, 9 of those broke")."""
_HELD = lazy(
    r"\b(?:had|has|have|held|holds|contained|contains|start(?:s|ed)? with)"
    rf" (?:about |exactly )?{_MONEY}({N})\b"
)
"""A number held, not taken: a second one is another stock ("then my friend had 20 and spent 5")."""
_MONEY_TOLD = lazy(r"[£$€]|\b(?:pounds|dollars|euros|quid|bucks)\b")
_BOUGHT_FOR = lazy(
    r"\b(?:bought|buys|buy|purchased|purchases|got|paid for|pays for) (?:(?:a|an|the|some|my|his|her) )?"
    rf"(?:[a-z]+ ){{0,3}}?for {_MONEY}({N})\b"
    rf"|\b(?:and|then) (?:a|an|the|some|another) (?:[a-z]+ ){{1,3}}?for {_MONEY}({N})\b",
    needs="for",
)
"""Things bought with the money held, each for its price: "He bought a shirt for $18.99 and a hat for
$12.50"."""


def _bought(text: str) -> set[int]:
    """Where the prices of things bought start, the first after a verb of buying and each one after it listed
    with "and a … for": "bought a shirt for $18.99 and a hat for $12.50"."""
    found = list(_BOUGHT_FOR.finditer(text))
    starts: set[int] = set()
    for price in found:
        if price.group(1) is not None or starts:
            starts.add(price.start(price.lastindex or 1))
    return starts


_ASKS = lazy(r"\b(?:how|what|which)\b")


_STOCK_TOLD_LAST = lazy(
    rf"^(?P<taken>[^;]*?\d[^;]*?) out of (?:my|our|his|her|their|the|a|an) (?:[a-z]+ )?(?P<stock>[£$€]?{N})"
    r"(?P<named>(?: [a-z]+){0,2}) ; (?P<question>[^;\d]+)$",
    needs="out of",
)


def _stock_told_first(text: str) -> str:
    """A stock told last, after what was taken from it, told first: "Paid £400 for Mayfair and £200 for a
    station out of my £1,500. What's left?" as "had £1,500 ; paid £400 … and £200 … ; what is left"."""
    found = _STOCK_TOLD_LAST.fullmatch(text)
    if found is None:
        return text
    return f"had {found['stock']}{found['named']} ; {found['taken']} ; {found['question']}"


_A_LENGTH_TO_COVER = lazy(r"\b(?:route|journey|trip|walk|run|ride|drive|course|distance|race) (?:is|was)\b")
"""A stock that is a length to cover ("the route is 96 miles"): what is done of it ("done 58") is taken."""
_TO_GO = lazy(r"\b(?:left|to go|remain\w*|still)\b")
_PAID_FOR = lazy(rf"\b(?:for|on) [£$€] ?({N})\b")
"""Money paid for something from a budget: "raised POs for £1,245", "spent on £40 of paint"."""
_GAINED = lazy(
    r"\b(?:got|get|gets|grant|raised|raise|donat\w*|won|earned|refund\w*|plus|added|income|top(?:ped)? up"
    r"|received|more|extra|back)\b(?! (?:\w+ )?for\b)"
)
"""Money coming into a budget: "we got a grant of £200"; not "raised POs for …", which spends."""
_SPENDING_LIMIT = lazy(r"\b(?:budget|kitty|float|allowance)\b")
"""A stock of money to spend: what things cost is taken from it ("Our budget was £900, the hall cost
£350")."""


def _taken(text: str, question: str, target: bool) -> set[int]:
    """Where the numbers taken start: after a verb of taking, before a passive one, and for a target what is
    done towards it, in darts a score, and a price when the question asks what is left after buying."""
    found = [
        *_TAKEN_BEFORE.finditer(text),
        *_TAKEN_AFTER.finditer(text),
        *_ENTRY.finditer(text),
        *_TAKEN_NAMED.finditer(text),
    ]
    if target:
        found += _DONE.finditer(text)
    if _COUNTDOWN.search(text):
        found += _SCORED.finditer(text)
    if _BOUGHT_ASKED.search(question):
        found += _COSTS.finditer(text)
    return {taken.start(taken.lastindex or 1) for taken in found}


_AFTER_THE_COST = lazy(
    rf"\bafter (?:paying )?(?:the |my |our |his |her |their )?((?:[a-z]+ )?{COST})$",
    needs="after",
)
"""A question that names the cost to take off: "What's that after the pitch fee?", "… after paying rent?"."""
_INCOME = lazy(
    r"\b(?:took|take|takes|taken|taking|takings|made|make|makes|earned|earn|earns|sales|sold|raised|got"
    r"|income|salary|wages?|pay|pays|paid me|turnover|revenue)"
    rf" (?:in |about )?(?:of |was |is |were |are )?[£$€]({N})\b",
)
"""Money coming in, told with its amount: "I took £212 today", "takings of £640", "salary £2,000"."""


_CHANGED = lazy(
    r"\b(?:each|every|per|times|twice|half|double|share[sd]?|split|between|percent|interest|spent|spend|lost"
    r"|bought|paid(?! me)|owe\w*)\b"
)


def _after_the_cost(text: str) -> ProblemSpec | None:
    """Money taken in, less a cost told beside it that the question names: "Pitch fee £45, I took £212 today.
    What's that after the pitch fee?" is 212 − 45. The two amounts are all the story tells, both in money;
    the one the question names is the cost, the other must be money coming in ("took", "takings", "salary"):
    after a cost, money spent may grow instead ("Pitch fee £45, I spent £212. What's that after the fee?")."""
    story, _, question = text.rpartition(" ; ")
    named = _AFTER_THE_COST.search(question)
    if named is None or _NUMBER.search(question) or len(_NUMBER.findall(story)) != 2:
        return None
    cost = re.search(rf"\b{named.group(1)} (?:is |was |of |at )?[£$€]({N})\b", story)
    income = _INCOME.search(story)
    if cost is None or income is None or cost.group(1) == income.group(1) or _CHANGED.search(story):
        return None
    return ProblemSpec("-", income.group(1), cost.group(1))


def _changes_the_stock(told: str) -> bool:
    """Does a word of how a stock was got change its number or ask something of it ("doubled my 20",
    "split 60")?"""
    from quickmath.offline.readers.typos import OPERATION_WORDS  # only for a stock told by how it was got
    from quickmath.offline.reading.meaning import MEANING_WORDS

    return any(word in MEANING_WORDS or word in OPERATION_WORDS for word in re.findall(r"[a-z]+", told))


def read(text: str) -> ExpressionSpec | ProblemSpec | None:
    """The stock less every amount taken, in the order told; None when the story is not only that."""
    from quickmath.offline.reading.counted import told_beside_the_change  # only for a stock told

    if named := _after_the_cost(asked_last(text)):
        return named

    if _COUNTDOWN.search(text):
        text = _DARTS_COUNTED.sub("", text)
    text = _stock_told_first(text)
    asked = asked_last(unlabelled(text))
    stock = _STOCK.search(asked)
    if stock is not None and stock.group(2) is None:  # "from 100 minus 37 minus 5, what is left" stays whole
        text = asked
    stock = _STOCK.search(text)
    got = stock is None and (stock := _GOT_STOCK.search(asked)) is not None
    if got and stock is not None:
        if _changes_the_stock(stock.group()) or not _LEFT_OVER_ASKED.search(asked.rpartition(" ; ")[2]):
            return None  # "I doubled my 20 sweets and ate 3": the stock is no longer 20
        text = asked
    question = text.rpartition(" ; ")[2]
    imperative = (
        stock is not None and stock.group().startswith(("start", "begin")) and not _SCORED.search(text)
    )
    money_held = stock is not None and _MONEY_TOLD.search(stock.group()) is not None
    others = _BOUGHT_FOR.sub(" ", text) if money_held else text  # "had $75 … bought a shirt for $18.99"
    if got and stock is not None:
        others = text[stock.end() :]  # "Bought 120 tiles, laid 97": how the stock was got takes nothing
    if stock is None or _OTHER.search(others) or not (imperative or _LEFT_ASKED.search(question)):
        return None
    if _GIVEN_BACK.search(text[: len(text) - len(question)] if got else text):
        return None  # "gave 18 to my sister, but she gave 5 back" was 50 - 18 - 5
    if _ASKS.search(question) and not _LEFT_ASKED.search(question):
        return None  # "start at 500, subtract 37, then subtract 48. how many did you take away?"
    story = text[: len(text) - len(question)]
    if any(
        not re.search(rf"\b{place.group(1)}\b", text[: place.start()])
        for place in _TAKEN_ELSEWHERE.finditer(text)
    ):
        return None  # "Sam had 12 sweets and took 5 from the jar" was 7
    if told_beside_the_change(story, question):
        return None  # "I had 50 and paid 20. What did I pay?" asks what is told
    numbers = [(found.start(), found.group()) for found in _NUMBER.finditer(text)]
    at = stock.start(1) if stock.group(1) else stock.start(2)
    if len(numbers) < 2 or numbers[0][0] != at:
        return None
    if any(held.start(1) != at for held in _HELD.finditer(text)):
        return None  # "Mum had £50 and spent £8, Dad had £20 and spent £5": two stocks, was 17
    target = stock.group().split()[-2:-1] in (["need"], ["needs"], ["needed"], ["target"], ["goal"]) or bool(
        re.search(r"\b(?:need(?:s|ed)? to [a-z]+|target|goal)\b", stock.group())
    )
    target = target or (
        _A_LENGTH_TO_COVER.search(stock.group()) is not None and _TO_GO.search(question) is not None
    )
    taken = _taken(text, question, target)
    if not target and _LEFT_OVER_ASKED.search(question):
        taken |= {used.start(1) for used in _USED_UP.finditer(text)}
    if money_held:
        taken |= _bought(text)
    if _SPENDING_LIMIT.search(stock.group()):
        taken |= {cost.start(1) for cost in _COSTS.finditer(text)}  # "budget £900, the hall cost £350"
        if money_held and not _GAINED.search(text, stock.end()):  # "budget has £5,000 … POs for £1,245"
            taken |= {spent.start(1) for spent in _PAID_FOR.finditer(text, stock.end())}
    listed = {found.start(found.lastindex or 1) for found in _LISTED.finditer(text)}
    terms = [numbers[0][1]]
    for (start, number), (before, _) in zip(numbers[1:], numbers, strict=False):
        if start not in taken and not (start in listed and before in taken):
            return None
        if start not in taken and _OWN_VERB.match(text, start + len(number)):
            return None  # "30 cars, 8 drove off and 4 parked": 4 did something else, was 18
        if len(terms) > 1 and _OF_THOSE.match(text, start + len(number)):
            return None  # "used 180 on the wall, 9 of those broke": 9 of the 180, was 61
        taken.add(start)
        terms.append(number.removeprefix("-"))
    if re.search(N, question) and not imperative:
        return None  # a number in the question is not one of the amounts taken
    if len({text[start - 1] in "£$€" for start, _ in numbers[1:] if start}) > 1:
        return None  # "minus tickets £120, hotel £230 and 3 friends": 3 counts people, not money
    more_than_held = any(
        smaller_first(terms[0], term) == (terms[0], term) != (term, term) for term in terms[1:]
    )
    if more_than_held and not NEGATIVE_ALLOWED.search(text):
        return None  # "Jack had 7 marbles and lost 10": things do not go below none
    if len(terms) == 2:
        return ProblemSpec("-", terms[0], terms[1])
    return ExpressionSpec(pretty(" - ".join(terms)))
