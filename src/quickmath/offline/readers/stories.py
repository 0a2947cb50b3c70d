"""Word problems with one clear operation: "Sam has 47 apples and buys 9 more. How many apples does he
have now?", "48 eggs are packed into trays of 6. How many trays are there?".

The story must hold exactly two numbers (or only lengths of time to add), and its words must point to one
operation: the question sentence is read first ("how many are left?", "altogether", "each"), then the
story. When the words point two ways, or the order of a take-away or a share is not clear, the reader
leaves the story alone (the coach then asks), since a wrong reading would be a wrong answer. The coach
says how it read the story before it works it out.
"""

from __future__ import annotations

import re

from quickmath.offline.asks import ProblemSpec, Spec, TimeSum
from quickmath.offline.numbers_as_text import smaller_first
from quickmath.offline.readers.times import MARK, durations, hour_marked_readings, hour_parts
from quickmath.offline.readers.units import is_unit
from quickmath.offline.reading.ages import age_in_a_year
from quickmath.offline.reading.counted import names_some_amounts, told_beside_the_change, without_time_frame
from quickmath.offline.reading.counters import counted_on
from quickmath.offline.reading.text import N, only_fillers
from quickmath.offline.reading.trades import trade
from quickmath.patterns import lazy

_ASKING = lazy(
    r"\b(?:how|what|where|which|find|work out|calculate)\b"
    r"|(?:^|; )(?:so |and )?(?:the |grand )?total(?: cost| price| bill| amount| spent)?"
    r"(?: of (?:the|these|those|them|both|all|it all)(?: 2| [a-z]+)?)?(?: please| pls)?$"
    r"|\beach (?:one |person |of us |\w+ )?(?:gets?|pays?|receives?|has|owes?)$"
    r"|(?:^|; |, )(?:so |and )?(?:the |my |new |what is (?:the |my )?)?(?:change|balance)"
    r"(?: now| please| pls)?$"
    r"|(?:^|; )(?:so |and )?(?:the |my |our |your |his |her |their |new |final )?(?:[a-z]+ )?"
    r"(?:count|headcount)"
    r"(?: now| then| after that| at the end)?$"
)
"""A question, or a last sentence that only asks for the total ("I paid 1,299 for a laptop and 349 for the
monitor. Total?") or for a count ("Stitch count now?")."""
TOTAL = (
    r"\b(?:altogether|all together|in total|in all|total|together|combined|both|whole"
    r"|full (?:amount|cost|price|bill)|add (?:them|those|these|it|that) (?:all )?up"
    r"|(?<!how much )(?<!how many )added(?=[^;\d]*$))\b"
)
_COMPARED = (
    r"(?:more|less|taller|shorter|older|younger|longer|heavier|lighter|higher|further|farther|slower|faster"
    r"|later|earlier|cheaper|dearer|bigger|smaller|wider|deeper|lower|warmer|colder|hotter|quicker)"
)
TAKEN = (
    r"\b(?:left|leave|remain(?!der)\w*|keeps?|kept|still|stay(?:ed|s)?|difference|change|fewer|empty|spare|unused"
    r"|margin|gap|by how (?:much|many|far)|to go"
    rf"|how (?:much|many|far) (?:[a-z]+ )?{_COMPARED}"
    r"|(?:did|do|does|are|were|was|is|have|has|will) not)\b"
)
_MOVED = r"(?:jump(?:s|ed)?|hop(?:s|ped)?|step(?:s|ped)?|move[sd]?|go(?:es)?|went|count(?:s|ed)?)"
"""A move along a number line: forward, right and up add; back, left and down take away."""
_GAINED = (
    r"\b(?:buys|bought|gets|(?<!have )(?<!has )(?<!now )got|finds|found|receives|received|earns|earned|gains"
    r"|gained|more|another|adds"
    r"|added|saved|joins|joined|arrive[sd]?|comes?|came|won|wins|older|taller|longer|heavier|got on|get on"
    r"|gets on|boarded|pays? in|paid in|deposit(?:s|ed)?|puts? in|took in|takes? in|taken in"
    r"|(?:was|were|got|get|gets|getting|am|is|are|been|being|be) (?:paid|given|sent|awarded|handed)"
    rf"|{_MOVED} (?:on|forward|forwards|right|up)"
    r"|(?:scored|scores|score|played|plays|play|made|makes|make|got|gets|get)(?: a| an| another)?"
    r" \d+(?:\.\d+)?"
    r" (?:point|points|pt|pts|run|runs) (?:word|move|turn|shot|round|goal|try|basket|hand|play|break)"
    r"|(?:word|move|turn|shot|play|hand|card|goal) (?:worth|for|scoring) \d+)\b"
)
_GIVEN_TO_ME = (
    r"(?<!\band )(?<!\bthen )\b(?:paid|pays|gave|gives|sent|sends|handed|hands) (?:me|us)(?= [£$€¥₹]?\d)"
)
"""Someone else giving to the one whose stock it is ("I had 30 and my mum gave me 20"): a gain, when the
stock is mine ("Tom had 50 and paid me 20" is his loss)."""
_NOT_TO_A_PLACE = r"(?! to (?:the|a|an|my|our|his|her|their)\b)"
"""Going down to a place is no fall: "I have to go down to the bank" (still "went down to 5 degrees"); a move
back, left or down along a number line is told with its number ("went back 3 spaces"), never "went back to
the shop", "turned left at the lights"."""
LOST = (
    r"\b(?:gives? away|gave away|sold|sells|sell|lost|loses|lose|used|uses|use|spent|spends|spend|ate|eats"
    r"|eat|get off|got off|traded in|trades? in|took out|takes? out|paid out|pays? out"
    r"|gets off|(?<!turned )(?<!turn )(?<!turns )(?<!turning )(?<!bear )(?<!keep )(?<!on the )(?<!to the )"
    r"left(?! with| over| into\b| onto\b| turn\b)|leaves|broke|breaks|took away|takes away|flew away|fewer"
    r"|less|younger"
    r"|shorter"
    r"|lighter|absent|taken|cut off|cuts off|removed|(?:were|was|are|is|been|got|gets|get) borrowed"
    r"|borrowed by|missing|fell off|went home|discount"
    r"|moved (?:away|out)|went away|ran away|emigrated|departed|died|(?<=\d )went on"
    r"|delivered(?= [£$€]?\d)|dropped off|handed out|donated"
    rf"|cut(?:s|ting)? {N} (?:[a-z]+ )?off"
    rf"|{_MOVED} (?:back|backwards|left|down)(?= (?:by |another |a further )?{N}(?![\w.:]))"
    rf"|g[ai]ves? {N} (?:\w+ )?to)\b"
)
_UP = (
    r"\b(?:rose|rises|risen|goes up|went up|gone up|climbs|climbed|increased|warmed|warms|warmed up|warms up"
    r"|heats up|heated up|grew|grows|warmer|hotter|(?:will|to) (?:rise|go up|climb|warm up|heat up))\b"
)
_HAD = (
    r"\b(?:has|had|have|there (?:are|were|is|was)|holds|held|contains|contained|started with|opened with"
    r"|made|baked|bought|collected|owns|owned|is|was|are|were|am|weighs|weighed|weighing|measures|measured"
    r"|measuring|off (?:a|an|the) (?=[£$€]?\d))\b"
)
"""A stock to take from: "Zara had 83 marbles. She lost 27.", "a parcel weighing 4.5 kg", "cuts 2 m off a 5 m
rope". Without one, "sold 125 on Saturday and 98 on
Sunday" is two amounts, not one taken from the other."""
_TIME_UNIT = r"(?:second|minute|hour|day|week|month|year)"
_BACKWARDS = (
    r"\b(?:before|at first|to begin with|at the start|originally|in the beginning|to start with|ago|yesterday"
    r"|earlier|last night"
    r"|how (?:much|many|far) (?:did|has|have|does) \w+ (?:\w+ )?"
    r"(?:rise|fall|grow|drop|increase|decrease|change|go up|go down|risen|fallen|grown|dropped|increased"
    r"|decreased|changed|gone up|gone down))\b"
)
_DOWN = (
    r"\b(?:(?:fell|falls|fallen)"
    r"(?! on\b| (?:\w+ )?\d+ (?:days?|weeks?|months?|years?) (?:after|before|later|from)\b)"
    rf"|(?:goes|went|gone) down{_NOT_TO_A_PLACE}|drops|dropped|sinks|sank|descends|descended|cooled"
    rf"|cools|colder|cooler|further down|(?:will|to) (?:fall|drop|go down{_NOT_TO_A_PLACE}|sink|cool down))\b"
)
_EACH = r"\b(?:each|every|per|a piece|apiece)\b"
SCALED = (
    r"\b(?:twice|thrice|double[sd]?|doubled|triple[sd]?|tripled|treble[sd]?|halve[sd]?|halved|dozens?"
    r"|(?:both|each|either|the 2) (?:ends?|sides?))\b"
)
"""A number said in words, which makes a third number: "watched 45 minutes twice", "a dozen eggs", "0.5 m cut
off both ends"."""
_PER_ONE = r"(?:each|every|per|a|an|apiece)\b"
"""A price or amount said for one thing: "5 each", "34 a tin", "3 per day"."""
_LEFT_OVER = r"\b(?:left ?over|leftover|left|remain\w*|spare|over)\b"
"""After a share, what is left asks for the remainder: "shared among 8 children, how many are left over?"."""
_MONEY = lazy(rf"[£$€] ?({N})|({N}) (?:pounds|dollars|euros|pence|p|cents)\b")


LABEL = lazy(
    r"\b(?:day|stage|round|level|week|part|game|leg|heat|lap|question|step|clue|match|race|hole|test|quiz"
    r"|puzzle|task|term|grade|year|room|gate|chapter|act|scene|player|team|no|number) (\d{1,2})(?![\w.])"
    r"(?! (?:h|hrs?|hours?|min|mins|minutes?|s|secs?|seconds?|days?|weeks?|months?|years?|km|m|cm|mm|kg|g|l"
    r"|ml|times|lots|more|of|x)\b)"
)
"""A number that names, not counts: "day 1", "stage 2", "clue 4", "level 12"."""
_MONTHS = (
    r"(?:january|february|march|april|june|july|august|september|october|november|december|jan|feb|mar|apr|jun"
    r"|jul|aug|sept|sep|oct|nov|dec)"
)
_DATE = lazy(
    rf"\b(?:on |by |from |until |till )?(?:the )?\d{{1,2}}(?: ?(?:st|nd|rd|th))? (?:of )?{_MONTHS}\b"
    r"(?: \d{4})?"
    rf"|\b(?:on |by )?{_MONTHS} \d{{1,2}}(?: ?(?:st|nd|rd|th))?\b(?: ,? \d{{4}})?"
    r"|\bon (?:the )?\d{1,2}(?: ?(?:st|nd|rd|th))? (?:of )?may\b",
    needs="jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec",
)
"""A date, which names a day and counts nothing: "on 14 June", "on 1 March", "March 3rd"."""


_NINE = lazy(r"(?<=[\d ])(?:on )?(?:the )?(?:front|back) 9\b(?! [a-z]+s\b)", needs="front 9|back 9")
"""A golf round's halves, "the front nine" and "the back nine": names, not numbers."""


def unlabelled(text: str) -> str:
    """The text without the numbers that name (see `LABEL`), golf's nines and dates; a run told by its pattern
    keeps them ("10p on day 1, 20p on day 2, and so on": the days count)."""
    if A_RUN.search(text):
        return text
    text = _NINE.sub(" ", _DATE.sub(" ", text)) if "9" in text else _DATE.sub(" ", text)
    return LABEL.sub(lambda label: label.group()[: label.start(1) - label.start()].rstrip(), text)


_ALL_OR_TWO = lazy(rf"{TOTAL}|\b(?:sum|than|difference|between|and|after|by|up to)\b")


def asks_one_label(text: str) -> bool:
    """Does the question name a day, round or level the story does not tell ("day 1 … day 3 ; how many on day
    10?"), or one of those it tells ("how many on day 2?")? Then it asks for one labelled part, never the
    sum of all the amounts."""
    story, _, question = text.rpartition(" ; ")
    if not story or not _ASKING.search(question) or not (asked := LABEL.findall(question)):
        return False
    told = {label.group() for label in LABEL.finditer(story)}
    named = {label.group() for label in LABEL.finditer(question)}
    return bool(named - told) or (len(asked) == 1 and not _ALL_OR_TWO.search(question))


A_RUN = lazy(r"\b(?:so on|so forth|until|till|up to|through|etc|pattern)\b|…|\.\.\.")
"""Words of a run told by its pattern ("10p on day 1, 20p on day 2, and so on"): not every term is told."""
_MORE_OF_A_LOSS = lazy(rf"({LOST}) (?:another|a further|an extra) |({LOST}) ([£$€]?{N}) more\b")
"""More of what is lost is no gain: "I spend another 35", "she ate 3 more"."""
IN_DEBT = (
    r"(?:overdrawn|in the red|in debt|in arrears|below zero|under (?:the )?water|below sea level"
    r"|in overdraft)"
)
"""Words of a balance or a level below zero."""
_DEBT = lazy(
    rf"\b{IN_DEBT} by ([£$€]?)({N})\b"
    rf"|(?<![\w.-])([£$€]?)({N}) (?:(?:dollars|pounds|euros|quid|bucks|metres|meters|m|degrees) )?{IN_DEBT}",
    needs="overdrawn|red|debt|arrears|below|under|overdraft",
)
"""An amount told as a debt or a depth, that amount below zero: "I'm 60 overdrawn" is a balance of −60."""
_RESTATED = lazy(
    rf" , (?:so|i e|ie|that is|which means|meaning|in other words) (?:(?:my|the|our) )?(?:\w+ )?"
    rf"(?:is|was|=|of) ({N})(?= ,| ;|$)",
    needs="so|i e|ie|that is|means|meaning|other words",
)
"""The same amount told again in other words: "I'm 60 overdrawn, so my balance is -60"."""
NEGATIVE_ALLOWED = lazy(
    r"\b(?:balance|account|bank|overdra\w*|debt|credit|temperatures?|degrees|thermometer|freez\w*|below"
    r"|floor|sea level|score|par|minus|number line)\b|°"
)
"""What can go below zero: a balance, a temperature, a floor, a score."""


_PAID_FOR = lazy(
    rf"\b(?:bought|buys|buy|buying|purchased|purchases|purchase) (?:[a-z']+ ){{0,4}}?(?:for|at|costing|worth)"
    rf" [£$€¥₹]?{N}"
    rf"|\b(?:bought|buys|buy|purchased|purchases) (?:a |an |the |some )?(?:[£$€¥₹] ?{N}"
    rf"|{N} ?-? ?(?:pounds?|dollars?|euros?|quid|bucks?|p|pence|cents?|rupees?)\b)",
    needs="bought|buy|purchas",
)
"""Something bought for money, which goes out: "I had £20 and bought a book for £5" has £15, not £25."""
_MONEY_HELD = lazy(
    rf"\b(?:has|had|have|got|held|holds|started with|saved|earned|was given|get|gets) (?:[a-z]+ )?[£$€¥₹]?{N}"
)
"""A stock told before something bought, which may be money: "I had £20", "Mia had $45", "I have 50 euros"."""
_PRICED_THING = lazy(
    rf"\b(?:a|an|the|some) (?:[£$€¥₹] ?{N}|{N} ?-? ?(?:pound|dollar|euro|p|pence|cent|quid|buck|rupee)s?)"
    r" (?!(?:note|coin|bill|voucher|gift|token|cheque|check|tip|discount|refund|off|bonus|payment"
    r"|deposit)s?\b)"
    r"[a-z]+",
    needs="a |an |the |some ",
)
"""A thing told with its price ("a £5 book", "a 5 dollar toy"): got, it is no money got."""
_BOUGHT_WORDS = lazy(r"\b(?:bought|buys|buy|buying|purchased|purchases|purchase)\b")
_MONEY_ASKED = lazy(
    r"\bhow (?:much|many (?:pounds|dollars|euros|quid|bucks|pence|cents|rupees))\b"
    r"|\b(?:change|balance|money|cash)\b"
)
_SOLD_FOR = lazy(r"\b(?:sold|sells|sell|selling) (?:[a-z']+ ){0,3}?for\b", needs="sel|sold")
"""A sale for money, which brings money in: "I sell loot for 1,100 gold" loses no gold."""
_SOLD_FOR_AMOUNT = lazy(
    rf"^[^;]*?[£$€]?{N}[^;]*;? (?:[a-z]+ ){{0,2}}(?:sold|sells|sell) (?:[a-z']+ ){{0,3}}?for [£$€]?{N}"
    r"(?! each| a\b)",
    needs="sel|sold",
)
"""A stock told first, then something sold for an amount, which comes in."""
_LESSER = frozenset({
    "less", "fewer", "cheaper", "younger", "shorter", "lighter", "lower", "smaller", "slower", "colder",
})  # fmt: skip
_THAN = lazy(
    rf"(?<![\w.])[£$€]?{N} (?:[a-z]+ )?(more|less|fewer|cheaper|dearer|younger|older|shorter|taller|lighter"
    r"|heavier|lower|higher|smaller|bigger|slower|faster|colder|warmer|longer) than\b",
    needs="than",
)
"""One amount told from another: "Ravi saved $489 less than Ahmad", "Ben has 129 more marbles than Ali"."""
_SIGN_BEFORE_MONEY = lazy(r"(?<![\w.])-([£$€¥₹]) ?(?=\d)", needs="-")


_PRICE_CUT = lazy(
    rf"\b(?:got|get|gets|getting|received|receive|receives|given|had|have|has) (?:a |an )?([£$€¥₹]?{N})"
    r" (?:discount|reduction|rebate|off)\b",
    needs="discount|reduction|rebate|off",
)
"""Money taken off a price, said as got ("we got a £7.50 discount", "I got £15 off"): no gain."""


_SAID_MINUS = lazy(
    rf"\b(was|is|at|of|to|reads|read|reached|showed|shows|on|started at|from) minus ({N})", needs="minus"
)
"""A reading said below zero in words: "the temperature was minus twelve" is −12."""


def said_below_zero(text: str) -> str:
    """A reading said below zero in words with its minus sign: "it was minus 2 this morning" → "was -2"."""
    return _SAID_MINUS.sub(r"\1 -\2", text)


def _as_told(text: str) -> str:
    """A debt told as the amount below zero, the same amount told again left out, and more of a loss read as
    the loss: "I'm 60 overdrawn, so my balance is -60, and I spend another 35" as "i am -60 … i spend 35"."""
    text = _SIGN_BEFORE_MONEY.sub(r"\1-", text)  # "-£48.30" is £-48.30
    text = said_below_zero(text)
    if not A_RUN.search(text):  # "on day 1 I have 5, on day 2 I have 10, and so on": the days count
        text = unlabelled(text)
    text = _DEBT.sub(
        lambda m: f"{m.group(1)}-{m.group(2)}" if m.group(2) else f"{m.group(3)}-{m.group(4)}", text
    )
    told = re.findall(N, text)
    for again in _RESTATED.finditer(text):
        if told.count(again.group(1)) > 1 and told.index(again.group(1)) < told.index(again.group(1), 1):
            text = text.replace(again.group(), "", 1)
            break
    text = _PRICE_CUT.sub(r"discount \1", text)  # "we got a £7.50 discount" takes from the price
    return _MORE_OF_A_LOSS.sub(
        lambda m: f"{m.group(1)} " if m.group(1) else f"{m.group(2)} {m.group(3)}", text
    )


SENTENCE_ENDS = lazy(
    r";| , (?=(?:(?:so |and )?(?:the )?(?:total|altogether|all together|together|in total|combined) )?"
    r"(?:how|what)\b)"
    r"| (?=how (?:many|much|far|long|old) )|(?<=\d) (?=(?:what is|how|whats) )"
    r"|(?<=[a-z]) (?=what is (?:that|it|this|the|them|they|those|these|my|our|their|his|her|your)\b)"
)
"""Where the story ends and its question starts, stop or not: "i have 10 and eat 3 how many are left", "i
paid 45 for petrol and 12.80 for parking what is that together"."""


_TOTAL_AT_END = lazy(
    r" (?:,|-) (?=(?:so |and )?(?:the |my |our )?"
    r"(?:total|combined|altogether|in total|sum|grand total|overall|add (?:them|those|these) (?:all )?up)"
    r"\b[^,;\d]*$)",
    needs="total|combined|altogether|sum|overall|add",
)
"""A question for the whole after a comma or a dash: "125,400 then 98,750, combined score?"."""


def asked_last(text: str) -> str:
    """The text with its question as the last sentence: cut before a question run on ("… lost 80 how much
    points now", "… paid £350 rent , how much have i got left", "…, combined score"), a question told first
    put last ("total stock ; shelf a 148 , shelf b 96"), and closing words that ask nothing ("; thanks") left
    off."""
    parts = [part.strip() for part in SENTENCE_ENDS.split(_TOTAL_AT_END.sub(" ; ", text)) if part.strip()]

    def asks(part: str) -> bool:
        return bool(_ASKING.search(part) or _has(TOTAL, part) or _has(TAKEN, part))

    if not parts:
        return text
    while len(parts) > 1 and only_fillers(parts[-1]) and not asks(parts[-1]):  # "… remains ; thanks"
        parts.pop()
    whole_first = (
        _has(TOTAL + r"|\bsum\b", parts[0])
        and not _has(TAKEN + "|" + _EACH, parts[0])
        and len(parts[0].split()) <= 3
    )
    if len(parts) == 2 and whole_first and not re.search(N, parts[0]) and not asks(parts[1]):
        parts.reverse()  # "total stock? shelf a 148, shelf b 96, shelf c 203."
    return " ; ".join(parts)


def question_put_last(text: str) -> str:
    """The text with a question told before its story moved after it ("how many wheels in total ; 5 cars and 3
    bikes"), so that what checks a story's question reads the question."""
    parts = text.split(" ; ")
    if len(parts) < 2 or re.search(N, parts[0]) or not _ASKING.search(parts[0]) or _ASKING.search(parts[-1]):
        return text
    return " ; ".join([*parts[1:], parts[0]])


_THE_TWO = lazy(r"\b(?:the|these|those) 2(?= [a-z]| ;|$)", needs=" 2")
"""The two amounts of the story named again in its question: "how many pages did he read in the two days?"."""


def _two_named_again(text: str) -> str:
    """The text with "the two …" of the question read as "the …" when the story tells two numbers."""
    story, _, question = text.rpartition(" ; ")
    if not story and _THE_TWO.search(text):  # "… , total of those two partnerships?"
        story, _, question = asked_last(_THE_TWO.sub("the", text)).rpartition(" ; ")
        return f"{story} ; {question}" if story and len(re.findall(N, story)) == 2 else text
    if not story or len(re.findall(N, story)) != 2 or not _THE_TWO.search(question):
        return text
    return f"{story} ; {_THE_TWO.sub('the', question)}"


_QUESTIONS = lazy(r"\bhow (?:many|much|far|long|old)\b")


_GROUPS_OF = r"\b(?:into|in|fills?|filled) "
"""Where a story puts things in groups of a size: "packed into boxes of 6", "fills glasses of 0.3 litres"."""
_GROUP_NOUNS = (
    r"(?:box|bag|pack|packet|tray|crate|case|carton|jar|tin|row|team|group|bus|buses|coach|van|minibus|car|table"
    r"|tent|boat|shel(?:f|ve)|page|batch|batche|trip|load|lorr(?:y|ie)|truck|taxi|room|bottle|jug|bucket|roll|tile"
    r"|plate|basket|carriage|pallet|book|album|envelope|drawer|container|bundle|stack|layer|lot|set)(?:e?s)?\b"
)
"""Groups that are counted whole: "how many boxes are needed?" has a whole number for its answer."""


_TOLD_IN_THE_QUESTION = lazy(
    r"(.*\d.*) , ((?:each|change|(?:the |my |new )?balance)\b[^,\d]*)"
    r"|((?:how|what) [^,\d]*?)(?: ,)? (?:if|when) (.*\d.*)",
    needs="each|if|when|change|balance",
)
"""A question told in one sentence: the story before ", each …", or after "… if"."""


_COUNTED_WHOLE = lazy(
    rf"\bhow many {N} ?s (?:are )?(?:there )?(?:in|go into|fit into|make)\b"
    rf"|\bhow many (?:groups|teams|[a-z]+s) of {N} (?:can|could|are|do|will)\b",
    needs=" s |s of ",
)
"""Groups of a size counted ("how many 3s are in 10?", "how many groups of 15 can you make from 230?")."""
_HOLDER = lazy(
    r"\b(?:each|a|an|one|every) ([a-z]+) (?:can |will )?"
    r"(?:holds?|carr(?:y|ies)|takes?|contains?|fits?|seats?)\b",
    needs="hold|carr|take|contain|fit|seat",
)


def counts_whole_groups(text: str) -> bool:
    """Does a story's question count groups, whose number is whole ("how many boxes are needed?", "how many
    full trays?", "how many batches is that?", "how many 3s are in 10?", and what "each sack holds" counts:
    "how many sacks for 110 kg?")?"""
    if _has(
        rf"\bhow many (?:more |extra |full |whole |complete )?{_GROUP_NOUNS}", text
    ) or _COUNTED_WHOLE.search(text):
        return True
    holder = _HOLDER.search(text)
    return holder is not None and _has(rf"\bhow many {_forms(holder.group(1))}\b", text)


_ASKED_OF_EACH = lazy(r"(?:^|, )((?:per|each|for each|for every) [a-z]+)$")
"""The start of a question cut off before its "how": "…, per head how much is coming?"."""


def _sentences(text: str) -> tuple[str, str]:
    """The story and the question: the question is the last sentence that asks something."""
    parts = [part.strip() for part in SENTENCE_ENDS.split(text) if part.strip()]
    for index in range(len(parts) - 1, -1, -1):
        if index and _ASKING.search(parts[index]) and (cut := _ASKED_OF_EACH.search(parts[index - 1])):
            before, asked = parts[index - 1][: cut.start()].strip(), f"{cut[1]} {parts[index]}"
            parts[index - 1], parts[index] = before, asked
        if _ASKING.search(parts[index]):
            told_parts = [part for part in parts[:index] + parts[index + 1 :] if part]
            story, question = " ; ".join(told_parts), parts[index]
            told = _TOLD_IN_THE_QUESTION.fullmatch(question) if not story else None
            if (
                told
            ):  # "7 people share 91 dollars , each pay how much", "how much each get if 630 is shared …"
                return (told.group(1), told.group(2)) if told.group(1) else (told.group(4), told.group(3))
            return story, question
    return " ; ".join(parts[:-1]), parts[-1] if parts else ""


def _forms(noun: str) -> str:
    """A pattern for a noun, one or many: "bus" → bus, buses; "child" → child, children."""
    one = noun[:-1] if noun.endswith("s") and not noun.endswith("ss") else noun
    one = re.sub(r"(?:ve|ie)$", lambda end: "f" if end.group() == "ve" else "y", one)
    many = re.sub(r"f$", "ve", re.sub(r"y$", "ie", one))
    return rf"(?:{re.escape(noun)}|{re.escape(one)}|{re.escape(many)})(?:s|es|ren)?\b"


def _has(pattern: str, text: str) -> bool:
    return re.search(pattern, text) is not None


_CLOCK_READING = lazy(
    r"\b(?:at|by|from|until|till) \d{1,2}:\d\d\b|\b\d{1,2}:\d\d ?[ap] ?;? ?m\b|\b(?:noon|midnight|midday)\b"
)


_TIME_OF_DAY = lazy(
    r"\b\d{1,2}:\d\d\b.*\b(?:start\w*|began|begins?|end\w*|finish\w*|leav\w*|left|arriv\w*|depart\w*"
    r"|open\w*|clos\w*|drop|shift|from|until|till)\b"
    r"|\b(?:start\w*|began|begins?|end\w*|finish\w*|leav\w*|left|arriv\w*|depart\w*|open\w*|clos\w*"
    r"|drop|shift|from|until|till)\b.*\b\d{1,2}:\d\d\b",
    needs=":",
)
"""A clock reading beside a word of starting or ending: "Route started 09:15, last drop 16:50" tells times of
day, not lengths to add."""


def _times(text: str) -> Spec | None:
    """Lengths of time to add, when the question asks for the whole of them."""
    if _CLOCK_READING.search(text) or _TIME_OF_DAY.search(text) or hour_marked_readings(text) != text:
        return None  # "starts at 7:45 PM and lasts 2 hours": 7:45 is a time of day, not a length
    times, marked = durations(hour_parts(text))
    if len(times) < 2 or re.search(N, marked) or MARK not in marked:
        return None
    _, question = _sentences(marked)
    whole = _has(TOTAL + r"|\bhow long\b|\bhow much time\b", question)
    rate = rf"\b(?:a|an) {_TIME_UNIT}\b"  # "7 h 45 min a day for …" is a rate, not two lengths to add
    if not whole or _has(
        TAKEN + "|" + _EACH + rf"|{rate}|\buntil\b|\bend\b|\bwhen\b|\bwhat time\b|\bfinish"
        r"|\b(?:early|earlier|sooner|short|less|off|minus|without)\b",
        marked,
    ):
        return None
    return ProblemSpec("add_time", times[0], times[1]) if len(times) == 2 else TimeSum(tuple(times))


_RETURNED = lazy(
    r"\b(?:returned|returns|return|refunded|took back|take back|sent back|send back) (?:\w+ ){0,4}?"
    r"(?:worth |of |for |at )"
    rf"(?:[£$€] ?)?({N}) (?:\w+ )?(?:from|off|on) (?:a|an|the|my|our) (?:\w+ )?(?:total|bill|receipt|order)"
    rf" (?:of |for )?(?:[£$€] ?)?({N})\b",
    needs="return|refund|back",
)
"""Something returned from a bill: "I returned an item worth 19.99 from a total of 64.37" is 64.37 − 19.99."""
_RANGE = (
    rf"\bfrom {N}|(?<!came )(?<!comes )(?<!come )(?<!up )\bto {N}"
    r"(?! (?:people|persons|friends|kids|children|pupils|students|guests|players|workers|of us|each)\b)"
)
"""A story from one number to another ("rose from 5 to 12"); "came to 84" and "adds up to 84" are totals."""
_AFTER_A_CHANGE = lazy(
    r"\bafter (?:(adding|getting|scoring|winning|earning|putting|playing|gaining|receiving)"
    rf"|(losing|spending|taking"
    rf"|giving away|paying|using|dropping)) (?:a |an |another )?[£$€¥₹]?({N})(?: [a-z]+){{0,3}}"
    r" (?:to|onto|on to|from|out of|off) (?:my|our|his|her|their|your)"
    rf" (?:[a-z]+ )?[£$€¥₹]?({N})(?: [a-z]+)?$",
    needs="after",
)
"""A change to what one has, told in the question: "how many points do I have after adding a 42-point word to
my 156?", "what's left after spending 30 from my 200?"."""


_SHORT_OF = lazy(
    rf"(?<![\w.])[£$€¥₹]?({N}) (?:[a-z]+ )?short of"
    r" (?:the |our |my |a |their |his |her |your )?(?:[a-z]+ ){0,2}"
    rf"(?:of )?[£$€¥₹]?({N})\b",
    needs="short of",
)
_DONE_ASKED = lazy(
    r"\b(?:done|have|has|got|made|raised|scored|sold|collected|reached|did|saved|managed|get|achieved)\b"
)
_STILL_ASKED = lazy(r"\b(?:more|need|needed|short|left|to go|still|remain\w*|missing)\b")


def _short_of(question: str, text: str, numbers: list[str]) -> ProblemSpec | None:
    """What is done when the story tells how far it falls short of a target: "we're 38 short of the 250
    target, how many have we done?" is 250 − 38; what is still needed is told, never asked back."""
    found = _SHORT_OF.search(text)
    if found is None or sorted(numbers) != sorted(found.groups()) or _has(r"\bover\b", text):
        return None
    if not _DONE_ASKED.search(question) or _STILL_ASKED.search(question):
        return None
    return ProblemSpec("-", found.group(2), found.group(1))


def _after_a_change(text: str, numbers: list[str]) -> ProblemSpec | None:
    """What one has after the change the question tells: the amount had, with the change added or taken."""
    found = _AFTER_A_CHANGE.search(text)
    if found is None or sorted(numbers) != sorted(found.group(3, 4)):
        return None
    gained, change, held = found.group(1), found.group(3), found.group(4)
    if gained:
        return ProblemSpec("+", held, change)
    small, _ = smaller_first(held, change)
    return ProblemSpec("-", held, change) if small != held or NEGATIVE_ALLOWED.search(text) else None


_PIECES = r"(?:pieces|lengths|strips|bits|sections|parts|slices|planks|bands)"
_PIECE_LENGTH = lazy(
    rf"\b{_PIECES} (?:of |each )?({N}) ?([a-z]+) (?:long|each)\b"
    rf"|(?<![\w.])({N}) ?([a-z]+) (?:long )?{_PIECES}\b",
    needs="pieces|lengths|strips|bits|sections|parts|slices|planks|bands",
)
"""The length of each piece cut: "cut into pieces 0.75 m long", "how many 2.5 m lengths"."""


def _cut_into_lengths(text: str, numbers: list[str]) -> ProblemSpec | None:
    """A length cut into pieces of a length, asking how many pieces: the whole ÷ the piece. Both numbers must
    carry the same unit ("36 m … 0.75 m"): "cut into 8 pieces" counts pieces, it is no length."""
    piece = _PIECE_LENGTH.search(text)
    if piece is None or not _has(r"\bcut\b", text) or not _has(rf"\bhow many (?:\S+ )*?{_PIECES}\b", text):
        return None
    by, unit = (piece.group(1), piece.group(2)) if piece.group(1) else (piece.group(3), piece.group(4))
    whole = numbers[1] if by == numbers[0] else numbers[0]
    if not is_unit(unit) or not re.search(rf"(?<![\w.]){re.escape(whole)} ?{re.escape(unit)}\b", text):
        return None
    return ProblemSpec("/", whole, by)


_PEOPLE = lazy(
    rf"(?<![\w.])({N}) (?:of (?:us|you|them)|(?:people|persons|friends|ways|kids|children|guests|housemates"
    r"|flatmates|roommates|colleagues|players|pupils|students|adults|workers|family members)\b)"
)
"""The people a bill or a sum is split between: "the 6 of us", "3 friends", "4 ways"."""


_WE_ARE = lazy(rf"\bwe(?: are| re|'re) ({N})\b(?! [a-z]+s\b)", needs="we")
"""The people a bill is split between, said as "we are 8"."""
_AND_OTHERS = lazy(
    rf"\b(?:and|with|plus|including|besides) (?:his |her |my |our |their |the )?(?:other )?{N}"
    r" (?:other )?(?:people|persons|friends|kids|children|pupils|students|guests|players|workers|brothers"
    r"|sisters|cousins|classmates|mates|others)\b",
)
"""Sharers counted beside someone named ("Tom and 3 friends"): the number told is not all of them."""
_SHARERS = (
    r"(?:of us|people|persons|friends|kids|children|guests|housemates|flatmates|colleagues"
    r"|workers|players|pupils|students|brothers|sisters|cousins|stylists|staff)\b"
)
_PEOPLE_SHARING = lazy(
    rf"(?<![\w.])({N}) {_SHARERS} (?:\w+ )?(?:share|split)"
    rf" (?!into|in\b|between|among)(?:the |a |an )?(?:[£$€¥₹] ?)?({N})\b"
)
"""People who share an amount, told first: "7 people share 91 dollars", "the 4 of us split a 60 bill"."""


def _share(story: str, question: str, numbers: list[str]) -> ProblemSpec | None:
    """A share: which number is shared out and which one it is shared by."""
    a, b = numbers
    container = re.match(r"(?:if )?(?:a|an|one|each) (\w+)", story)
    asked_for = re.search(r"\bhow many (\w+)", question)
    if container and asked_for and re.fullmatch(_forms(container.group(1)), asked_for.group(1)):
        told, asked = re.findall(N, story), re.findall(N, question)
        return ProblemSpec("/", asked[0], told[0]) if len(told) == len(asked) == 1 else None
    grouped = re.search(rf"{_GROUPS_OF}(\w+?)s? of ({N})", story)
    if grouped and re.search(rf"\bhow many (?:full |whole |complete )?{grouped.group(1)}", question):
        by = grouped.group(2)
        return ProblemSpec("/", a if by == b else b, by)
    parts = re.search(
        rf"\b(?:into|in) ({N}) (?:equal )?(?:parts|groups|piles|pieces|shares|portions|lengths|teams)", story
    )
    shared = re.search(
        rf"\b(?:share[sd]?|sharing|split|splitting) (?:out |up )?(?:\w+ ){{0,3}}?({N})\b.*"
        rf"\b(?:between|among|amongst|by|to|with|in|across) ({N})",
        story,
    ) or re.search(
        rf"({N}) (?:\w+ ){{0,3}}?(?:is |are |be )?(?:shared|share|split) (?:out |up )?(?:equally |evenly )?"
        rf"(?:between|among|amongst|to|with|in|across) ({N})",
        story,
    )
    sharers = _PEOPLE_SHARING.search(story)
    if _AND_OTHERS.search(story) or _has(rf"\bhow many {_SHARERS}", question):
        return None  # "Tom and 3 friends share 24 cards", "8 friends share 2 pizzas, how many friends each?"
    if sharers and not shared and not parts:
        return ProblemSpec("/", sharers.group(2), sharers.group(1))  # "7 people share 91 dollars"
    if parts:
        by = parts.group(1)
        return ProblemSpec("/", a if by == b else b, by)
    if shared:
        return ProblemSpec("/", shared.group(1), shared.group(2))
    if by := _counted_as_asked(story, question, numbers):  # "48 pupils in 6 rows. How many in each row?"
        return ProblemSpec("/", a if by == b else b, by)
    people = _PEOPLE.search(story) or _WE_ARE.search(story)
    if people and not _has(_LEFT_OVER, question):  # "6 children share them": equally? left over is not read
        by = people.group(1)
        return ProblemSpec("/", a if by == b else b, by)
    money = [m.group(1) or m.group(2) for m in _MONEY.finditer(story)]
    if len(money) == 1:
        return ProblemSpec("/", money[0], b if money[0] == a else a)
    return None


def _counted_as_asked(story: str, question: str, numbers: list[str]) -> str | None:
    """The one number of the story that counts what the question asks "each" of: the groups shared into."""
    unit = re.search(r"\b(?:each|every|per|one|an|a) (\w+)", question)
    if not unit:
        return None
    noun = rf"(?:\w+ )?{_forms(unit.group(1))}"
    counted = [n for n in numbers if re.search(rf"(?<![\w.]){re.escape(n)} {noun}", story)]
    return counted[0] if len(counted) == 1 else None


_GOT_RID_OF = lazy(
    r"\b(?:got|gets|get|getting|gotten) (?:rid of|through|shot of|shut of)\b"
    r"|\b(?:went|goes|go|going|gone) through\b|\b(?:gave|gives|give|giving|given) (?:back|up)\b",
    needs="rid|through|shot|shut|back|up",
)
"""Losses said with a word of gaining ("I had 45 apples and got rid of 12", "got through 12", was 57)."""


_BROUGHT_BACK = (
    r"\b(?:(?:bring|brings|brought|take|takes|took) (?:home|back)|(?:come|comes|came) (?:home|back) with)\b"
)
"""What someone came home with: what is left after money spent ("took £1,000 and spent £367. How much did I
bring back?"), or all that was got when nothing went ("caught 3 fish, then 4. How many did I bring home?")."""


def _operation(story: str, question: str) -> str | None:
    """The one operation the words point to, or None when they point to none or to more than one."""
    story = _GOT_RID_OF.sub("used", story)
    if _has(r"\b(?:share[sd]?|splits?|equally|shared out)\b", story + " " + question):
        return "/"
    container = re.match(r"(?:if )?(?:a|an|one|each) (\w+)", story)
    asked_for = re.search(r"\bhow many (\w+)", question)
    if container and asked_for and re.fullmatch(_forms(container.group(1)), asked_for.group(1)):
        return "/"
    if _has(rf"\b(?:each|every|per|a|an) {_TIME_UNIT}\b", question) and _has(
        rf"{N} (?:\w+ )?(?:each|every|per|a|an) {_TIME_UNIT}\b", story
    ):  # "10 km a day for 5 days, how far each day?" asks the rate back
        return None
    if _has(_EACH + r"|\bone\b|\ban? (?:hour|day|week|minute)\b", question):
        return "/"
    if _has(rf"{N} times as (?:many|much)", story) or (
        _has(r"\barea\b", question)
        and _has(r"\b(?:long|length)\b", story)
        and _has(r"\b(?:wide|width)\b", story)
    ):
        return "*"
    groups = re.search(rf"{_GROUPS_OF}(\w+?)(?:es|s)? of {N}", story)
    if groups and _has(rf"{N} {_forms(groups.group(1))}", question):
        return "*"  # "pens come in boxes of 12. how many pens are in 9 boxes?"
    if groups and _has(r"\bhow many\b", question):
        return "/"
    if _has(r"\bhow many\b.*\b(?:can|could)\b", question) and _has(rf"{N} (?:\w+ )?{_PER_ONE}", story):
        return None  # "tickets are 5 each and I have 20. how many can I buy?" asks how many fit: a share
    rate = _has(_EACH + r"|\b(?:a|an|one|per) \w+", story)
    if _has(_EACH + r"|\ban? (?:hour|day|week)\b", story) or (
        rate and _has(rf"\b(?:for|in) {N} \w+", question)
    ):
        return "*"
    if _has(
        rf"\b(?:rows|bags|boxes|packs|packets|groups|sets|lots|layers|stacks|crates|cases|trays) of {N}",
        story,
    ):
        return "*"
    if _has(rf"{N} (?:lengths|laps|lots|loads|trips|widths|rounds) of (?:a|the|one) {N}", story):
        return "*"  # "64 lengths of a 25 m pool"
    one = re.match(r"(?:if )?(?:a|an|one) (\w+)", story)
    if one and _has(rf"{N} {_forms(one.group(1))}", question):
        return "*"
    if than := _THAN.search(story):
        if _has(TOTAL + r"|\bdifference\b|\bhow (?:much|many) (?:more|less|fewer)\b", question):
            return None  # "ravi saved 489 less than ahmad. how much altogether?" is two steps
        return "-" if than.group(1) in _LESSER else "+"  # "ravi saved $489 less than ahmad"
    if _SOLD_FOR_AMOUNT.search(story) and _has(r"\bhow much\b", question) and not _has(TAKEN, question):
        return "+"  # "my gold is at -250 … i sell loot for 1,100 gold. how much gold do i have now?"
    asked = {op for op, pattern in (("+", TOTAL), ("-", TAKEN)) if _has(pattern, question)}
    if _has(_BROUGHT_BACK, question):
        lost = _has(LOST, story)
        if lost and not _has(rf"{N}.*{LOST}.*{N}", story):
            return None  # "I spent £5 on Monday and £7 on Tuesday. How much did I bring home?": from what?
        asked.add("-" if lost else "+")
    if _PRICED_THING.search(story) and not _PAID_FOR.search(story) and _MONEY_ASKED.search(question):
        return None  # "I had £20 and got a £5 book. How much money now?": bought, or a present?
    if (paid := _PAID_FOR.search(story)) and _MONEY_HELD.search(story[: paid.start()]):
        money_asked = _MONEY_ASKED.search(question) and not _has(
            r"\bhow (?:much|many) more\b|\bdifference\b", question
        )
        plain = asked <= {"-"} and not _has(_GAINED, _BOUGHT_WORDS.sub(" ", story)) and not _has(LOST, story)
        return "-" if money_asked and plain else None  # "I had £20 and bought a book for £5. How much now?"
    if asked == {"+"} and (
        _has(rf"{N}.*{LOST}.*{N}", story) or _has(rf"{N} \w+ (?:for|at) [£$€]? ?{N}", story)
    ):
        return None  # "I scored 12 and then lost 3. Total?", "I bought 3 pens for 12. Total?": not two to add
    if (
        asked == {"-"}
        and (_has(_BOUGHT, story) or _has(rf"(?<![\w.]){N} (?:[a-z]+ )?more\b", story))
        and not _has(LOST, story)
        and not _has(
            rf"\bdifference\b|\bchange\b|\bnot\b|n't\b|\bhow (?:much|many|far) (?:[a-z]+ )?{_COMPARED}\b",
            question,
        )
    ):
        return None  # "I had 5 sweets and bought 3. how many do I have left?" was 2, "… made 58 more" 38
    if len(asked) == 1:
        return asked.pop()
    if asked:
        return None
    if _has(rf"(?<!have )(?<!has )(?<!have got )(?<!has got )(?<!own )\b{N} of them\b", story):
        return "-"  # "12 of them broke", not "I've got 4 of them" (a count of the things told)
    if _has(r"\bhow old\b", question) and _has(rf"\bin {N} years?\b", question):
        return "+"
    if _has(r"\bhow old\b", question) and not _has(r"\b(?:older|younger)\b", story):
        return None
    unsold = _SOLD_FOR.sub(" ", story)
    counted = " ; ".join(part for part in unsold.split(" ; ") if _has(r"\d", part))  # not "I lost my keys"
    had = _has(_HAD, counted)
    told = {
        op for op, pattern in (("+", _GAINED), ("-", LOST)) if _has(pattern, counted) and (op == "+" or had)
    }
    if _has(_GIVEN_TO_ME, unsold) and _has(r"^(?:i|we|my|our)\b", story):
        told.add("+")
    if "+" in told and _has(_LOST_AFTER, unsold):
        told.add("-")  # "earned 1,000 points but then lost 368 in penalties": the score is no sum (was 1368)
    if _has(r"\bhow (?:much|many) more\b", question):
        told.add("-")
    if len(told) == 1:
        return told.pop()
    if (
        not told
        and _has(rf"{N} [^;]* and (?:[^;]* )?[£$€¥₹]?{N}", story)
        and _has(r"\bhow (?:many|much|far)\b", question)
        and not _READINGS.search(f"{story} ; {question}")
        and not _counts_other_things(story, question)
        and not names_some_amounts(story, question)
        and not (had and _done_to_the_second(story))
        and not _has(_BEYOND_WHAT_IS_TOLD, question)
    ):
        return "+"  # "sold 125 on saturday and 98 on sunday, how many?": two amounts of one thing
    return None


_LOST_AFTER = r"\b(?:but|then|later|afterwards)\b[^;]*\b(?:lost|lose|loses|docked|deducted|fined)\b"
"""A loss told after a gain: "earned 1,000 points but then lost 368 points in penalties"."""
_BEYOND_WHAT_IS_TOLD = r"\b(?:extra|else|another|further|spare|short|missing)\b"
"""A question for more than the amounts told, or for what they lack: "Pattern repeat is 6 sts and I have 94
sts. How many extra stitches do I need?" asks no sum of the two (was 100)."""
_SECOND_AMOUNT = lazy(rf"(?:^|\band\b|[,;])((?:(?! and )[^,;\d])*?)[£$€¥₹]?{N}[^\d]*$")
_HELD_OR_LINKING = frozenset({
    "and", "then", "also", "too", "another", "a", "an", "the", "further", "extra", "i", "we", "he", "she",
    "they", "you", "it", "my", "his", "her", "their", "our", "your", "has", "have", "had", "got", "gets",
    "get", "owns", "own", "holds", "hold", "with", "on", "in", "at", "plus", "there", "are", "were", "is",
    "was", "am", "'s", "s", "s'",
})  # fmt: skip


def _done_to_the_second(story: str) -> bool:
    """Is a story's last number, after a stock is told, told after a word the reader does not know, as it does
    not know every verb of giving or losing ("I have 45 apples and lend 12 to my friend", was 57)? A verb said
    before both numbers ("sold 125 on saturday and sold 98 on sunday") tells two amounts of one thing."""
    found = _SECOND_AMOUNT.search(story)
    if found is None:
        return False
    words = re.findall(r"[a-z']+", found.group(1))
    if words and words[-1] in _STATED:
        return False  # "a marathon is 42.195 km and a half marathon is 21.0975 km": two amounts told
    first_words = set(re.findall(r"[a-z']+", story[: found.start()]))
    return any(word not in _HELD_OR_LINKING and word not in first_words for word in words)


_STATED = frozenset({
    "is", "are", "was", "were", "has", "have", "had", "got", "owns", "holds", "costs", "cost", "weighs",
    "weighed", "measures", "measured",
})  # fmt: skip


_READINGS = lazy(
    r"\b(?:now|start\w*|end\w*|then|costs?|price|buy\w*|record|best|meter|odometer|held"
    r"|holds?|cut|used|uses?|by how|slower|faster|later|earlier|instead|worth)\b"
)
"""Words of two readings of one thing, or of a price, which two amounts added are not: "the meter read
45,218 at the start and 45,903 at the end", "I have 3,450 coins and a sword costs 1,275"."""


def _told_as_now(story: str, number: str) -> bool:
    """Is a story's second number what there is now ("24 pupils, well 25 now", "now it's 25"), no change?"""
    told = rf"(?<![\w.])[£$€]?{re.escape(number)}(?![\w.])"
    return _has(rf"{told} (?:\w+ )?now\b|\bnow (?:(?:it|there|we|i|they|he|she) \w+ )?{told}", story)


def _counts_other_things(story: str, question: str) -> bool:
    """Does a number of the story count another thing than the one asked? "played 2 games and scored 4 goals.
    how many goals?" adds no games to goals."""
    from quickmath.offline.reading.counted import counted_nouns  # only for a story's two amounts

    asked = re.search(r"\bhow many ([a-z]+)", question)
    if asked is None:
        return False
    return any(not re.fullmatch(_forms(asked.group(1)), noun) for noun in counted_nouns(story))


NOT_A_PRODUCT = lazy(
    r"\b(?:left|remain\w*|change|spare|over|more|less|fewer|difference|discount|off|refund\w*"
    r"|back|than|short|owe[sd]?|average|afford|enough|instead|budget|profit|behind|ahead)\b"
)
"""Words of another question: what is left, how many can be bought, a cheaper price."""
_EACH_NUMBER = lazy(rf"({N}) (?:each|apiece)\b", needs="each|apiece")


def _a_product_asked(story: str, question: str, numbers: list[str]) -> bool:
    """Does the question ask for the product the story's words point to? Not "how many can I buy?", "how much
    is left?", nor, after "I had 30 sweets and gave 4 each", "how many sweets did I give?" (the sweets are
    the 30 told, not 4 of each)."""
    if NOT_A_PRODUCT.search(question):
        return False
    each = _EACH_NUMBER.search(story)
    asked = re.search(r"\bhow many (\w+)", question)
    nouns = re.search(r"\bhow many (\w+)(?: (\w+))?", question)
    if nouns and any(
        _has(rf"\b(?:each|every|per|a|an|one) {_forms(noun)}", story) for noun in nouns.groups() if noun
    ):
        return False  # "each shelf holds 30 … how many shelves?", "50 km per hour … how many hours?": a share
    if each is None or asked is None:
        return True
    other = numbers[1] if each.group(1) == numbers[0] else numbers[0]
    return not re.search(rf"(?<![\w.]){re.escape(other)} (?:\w+ )?{_forms(asked.group(1))}", story)


_UNIT_NAMES = {
    "mm": "mm", "millimetres": "mm", "millimeters": "mm", "cm": "cm", "centimetres": "cm",
    "centimeters": "cm",
    "m": "m", "metres": "m", "meters": "m", "km": "km", "kilometres": "km", "kilometers": "km",
    "miles": "mi", "mi": "mi", "g": "g", "grams": "g", "kg": "kg", "kilos": "kg", "kilograms": "kg",
    "ml": "ml", "millilitres": "ml", "milliliters": "ml", "l": "l", "litres": "l", "liters": "l",
    "tonnes": "t", "tons": "t", "lb": "lb", "lbs": "lb", "ounces": "oz", "oz": "oz", "inches": "in",
    "feet": "ft", "ft": "ft",
}  # fmt: skip
"""Measures a question may ask for, each under one name: "how many metres?" asks for the m of "25 m" (money,
written with its sign, is not among them)."""
_UNIT_ASKED = lazy(r"\bhow (?:many|much) ([a-z]+)\b|\bin ([a-z]+)$")
_UNIT_TOLD = lazy(r"(?<=\d) ?([a-z]+)\b")


def _another_unit_asked(story: str, question: str) -> bool:
    """Does the question ask for a unit that no number of the story carries?"""
    asked = _UNIT_ASKED.search(question)
    unit = _UNIT_NAMES.get((asked.group(1) or asked.group(2)) if asked else "")
    if unit is None:
        return False
    return unit not in {_UNIT_NAMES.get(told) for told in _UNIT_TOLD.findall(story)}


def _after(words: str, number: str, story: str) -> bool:
    return _has(rf"{words} (?:\w+ ){{0,2}}?[£$€¥₹]?{re.escape(number)}(?![\w.])", story)


_OWNER = "(?:a|an|the|my|our|his|her|their)"


def _part_of(whole: str, story: str) -> bool:
    """Is the number the whole a part is told of or cut off? "38.6 km of a 100 km route", "off a 2 m pole"."""
    return _has(
        rf"\b(?:of (?:{_OWNER} )?|off {_OWNER} )(?:\w+ )?[£$€¥₹]?{re.escape(whole)}(?![\w.])",
        story,
    )


def _less_than_held(story: str, a: str, b: str) -> ProblemSpec | None:
    """A take-away whose first number is the smaller: the smaller is part of the larger ("38.6 km of a 100 km
    route", "cut 0.4 m off a 2 m pole", "it costs 2800 and I have 10000"), or the first is a stock that went
    below zero ("I had 30 in my account and spent 45" is 30 − 45). Anything else ("Jack had 7 marbles and
    lost 10") is left alone."""
    if _part_of(b, story):
        return ProblemSpec("-", b, a)
    if _after(_HAD, b, story) and not _after(_HAD, a, story):
        return ProblemSpec("-", b, a)
    if _after(_HAD, a, story) and _after(LOST, b, story) and NEGATIVE_ALLOWED.search(story):
        return ProblemSpec("-", a, b)
    return None


_LEFT_TOLD = lazy(
    rf"(?<![\w.])[£$€¥₹]?{N} (?:[a-z]+ )?(?:left|remaining|left over|to spare)\b", needs="left|remain|spare"
)
_STOCK_ASKED = lazy(r"\b(?:have|had|start\w*|begin|began|there (?:at first|before))\b")


def _stock_asked_after_what_was_left(story: str, question: str) -> bool:
    """Does the question ask for the stock when the story tells what was left? "I spent 12 on lunch and had 8
    left. How much did I have?" runs backwards (12 + 8), it is no take-away."""
    return _LEFT_TOLD.search(story) is not None and _STOCK_ASKED.search(question) is not None


_SIDES = (
    ("on target", "off target"),
    ("booked|taken|occupied|reserved|sold|full", "free|empty|available|vacant|spare"),
    ("boys", "girls"), ("girls", "boys"), ("men", "women"), ("women", "men"), ("adults", "children|kids"),
    ("children|kids", "adults"), ("correct|right", "wrong|incorrect"), ("wrong|incorrect", "correct|right"),
    ("present", "absent|away"), ("absent|away", "present"), ("passed", "failed"), ("failed", "passed"),
    ("heads", "tails"), ("tails", "heads"), ("open", "closed|shut"), ("closed|shut", "open"),
    ("free|empty|available|vacant|spare", "booked|taken|occupied|reserved|sold|full"),
    (
        "damaged|broken|faulty|cracked|defective|bad|rotten|off",
        "good|usable|working|intact|undamaged|fine|ok",
    ),
)  # fmt: skip
"""Two sides that make up a whole between them: what is not on one side is on the other."""
_PART_TOLD = lazy(
    r"(?:^|; )(?:[a-z']+ ){0,6}?(?:had|has|have|there (?:are|were|is|was)|of|out of|took|takes|sat|answered"
    r"|(?:order|delivery|batch|shipment|crop|harvest|load|stock) (?:was|is))"
    rf" ({N}) (?:[a-z]+ ){{0,4}}?(?:,|and|;) (?:[a-z]+ )?(?:only )?({N}) (?:of them |[a-z]+ )?"
    r"(?:(?:are|were|is|was|got|went|landed|came up|came|arrived) )?([a-z ]+?)"
    r" (?:;|,) (?:so )?how many ([a-z ]+)$",
    needs="how many",
)


def the_rest(text: str) -> ProblemSpec | None:
    """The whole less the part on one side, when the question asks the other side: "the home team had 18
    shots and 7 were on target. how many shots were off target?", "48 pitches and 39 are booked. how many are
    free?"."""
    found = _PART_TOLD.search(text)
    if found is None:
        return None
    whole, part, told, asked = found.groups()
    for one, other in _SIDES:
        if (
            re.fullmatch(one, told)
            and _has(rf"\b(?:{other})\b", asked)
            and not _has(rf"\b(?:{one})\b", asked)
        ):
            return ProblemSpec("-", whole, part)
    return None


COST = (
    r"(?:hire|fuel|petrol|diesel|rent|fees?|parking|tax|commission|tolls?|insurance|expenses|costs?|charges?)"
)
"""Words that name money going out: "pitch fee £45", "rent £850", "parking £6"."""
_COST_TOLD = lazy(rf"\b{COST} (?:is |was |of |at )?[£$€]?{N}")
"""An amount told as a cost, no stock: "Parking £6, I earned £95, what have I got?" is not 6 + 95."""


_LONE_EACH = lazy(r"(?:^|[,;]) (?:and )?(?:each|every one|apiece)(?= ;| ,|$)", needs="each|every|apiece")
""""Each" said alone after a comma, tied to no number or thing: no rate to multiply by."""


_LOSS_ASKED = lazy(r"\b(?:lose|lost|loses|sell|sold|give|gave|eat|ate|drop|dropped)\b")
_BOUGHT = (
    r"\b(?:bought|buys|buy|got|gets|received|receives|earned|earns|won|wins|gained|gains|found|finds|collected"
    r"|picked)\b"
)
"""A gain to one's own stock, after which what is "left" is the whole stock, not a take-away; a loss asked
after one ("a team played 20 games and won 12. how many did they lose?") is no sum either."""
_A_PART = lazy(
    rf"(?<![\w.]){N} (?:[a-z]+ ){{0,4}}?(?:,|and|;) (?:only |just )?{N} (?:of them |of these |[a-z]+ )?"
    r"(?:are|were|is|was) (?!added|more|extra|given|bought|brought|new)",
)
"""A number told as part of the one before: "30 pupils and 14 are boys" (never added to it)."""


GROWING = lazy(
    rf"\b(?:more|extra|less|fewer|up|down|higher|lower)(?: than the (?:last|day|week|one) before)?"
    rf" (?:each|every|a|per) (?:{_TIME_UNIT}|time|round|level|row|layer|game|go|turn|step|floor|lap)\b"
    rf"|\b(?:goes|going|went|rises|rising|rose|grows|growing|grew|increases|increasing|increased) (?:up )?by"
    rf" (?:a |an )?(?:[£$€] ?)?(?:{N} )?(?:[a-z]+ )?(?:each|every|a|per) ",
    needs="more|extra|less|fewer|up|down|higher|lower|by",
)
"""An amount that grows or shrinks as it goes: "£1 on day one, a pound more every day" is a run, no rate."""


_PAID_OVER_A_PRICE = lazy(
    rf"^(?:[^;\d]* ; )?(?:[a-z]+ ){{0,3}}?(?:i|we|he|she|they|you) (?:paid|pay|pays|handed over|gave|give)"
    rf"(?: (?:the shop|the till|them|him|her|it))?(?: with)?(?: a)? [£$€]({N})(?: note| coin)?"
    rf" for (?:a|an|the|my|one) [£$€]({N}) [a-z]+(?: [a-z]+)? ; (?P<question>[^;\d]*)$",
    needs="pa|hand|gave|give",
)
"""Money handed over for one thing of a price told, the change asked: "I paid £65.00 for a £48.35 item. What
change ought I to have received?"."""


def _change_from_paying(text: str, numbers: list[str]) -> ProblemSpec | None:
    found = _PAID_OVER_A_PRICE.match(text)
    if found is None or not re.search(r"\bchange\b", found["question"]) or _has(SCALED + "|" + _EACH, text):
        return None
    given, price = found.group(1), found.group(2)
    more = smaller_first(given, price) == (price, given) != (price, price)
    return ProblemSpec("-", given, price) if more else None


_ANSWER_ASKED = lazy(
    r" ; [^;\d]*?\b(?:what is|what should|what would|what will|which is) (?:the |my |our )?"
    r"(?:right |correct )?(?:answer|i put|we put|go in|goes in)\b[^;\d]*$",
    needs="answer|put|go in|goes in",
)
"""A last sentence that asks for the answer of the question told before it: "'… How many bags?' What's the
answer for the key?"."""


_WRITTEN_IN_SIGNS = lazy(rf"(?<![\w.]){N} ([-+*/^]) {N}(?![\w.])", needs=" + | - | * | / | ^ ")
"""A calculation written with its sign, which is what is asked, never a story to read another way: "For each
pupil: what is 45 + 38? What goes in the key?" (was 45 × 38)."""


_BY_WHEN = (
    r"(?:morning|noon|midnight|lunch\w*|evening|tonight|tomorrow|then|now"
    r"|the (?:morning|evening|afternoon|weekend|end))\b"
)
"""When a reading is asked after "by", which asks no change: "how cold was it by morning?"."""
_WHEN_READ = lazy(r" (?:at|by) \d{1,2}(?: : \d\d)? ?(?:am|pm)\b", needs="am|pm")
"""When a reading was taken: "it was -3 at 7 am and rose by 11 degrees"."""
_BY_THE_HOUR = lazy(r"\b(?:a|an|per|each|every) (?:hour|minute|min|hr)\b|\bhourly\b")


def without_when_read(text: str) -> str:
    """The story without the one clock reading that says when its number was read ("it was -3 at 7 am and
    rose by 11 degrees by lunchtime ; what was it at lunch"); kept when the question holds a clock reading or
    the story a change by the hour ("2 degrees an hour … what was it at 10 am?": the clock counts)."""
    story, _, question = text.rpartition(" ; ")
    if len(_WHEN_READ.findall(story)) != 1 or _WHEN_READ.search(question) or re.search(r"\d", question):
        return text
    if _BY_THE_HOUR.search(text) or not _has(f"{_UP}|{_DOWN}", story):
        return text
    return f"{_WHEN_READ.sub('', story)} ; {question}"


def read(text: str) -> Spec | None:
    """The story's one operation; None when a calculation written in it with its sign says another."""
    found = _read(text)
    written = {sign.group(1) for sign in _WRITTEN_IN_SIGNS.finditer(text)}
    if found is None or not written:
        return found
    return found if isinstance(found, ProblemSpec) and written == {found.operation} else None


_PERIOD_SAID_BEFORE = lazy(
    r"\b(the|a|my|our|your|his|her|their) (daily|weekly|monthly|yearly|nightly|hourly)"
    r" (cost|amount|spend|price|payment|ration|dose|portion|share|bill|fee|charge)\b",
    needs="daily|weekly|monthly|yearly|nightly|hourly",
)
"""A share asked for each period, its period said before it: "what is the weekly cost", "the daily amount"."""
_PERIOD_OF = {"daily": "day", "weekly": "week", "monthly": "month", "yearly": "year", "nightly": "night"}


def _period_said_after(found: re.Match[str]) -> str:
    """ "the weekly cost" as "the cost per week", "the hourly rate" as "the rate per hour"."""
    the, said, what = found.groups()
    return f"{the} {what} per {_PERIOD_OF.get(said, 'hour')}"


def _without_remarks_after(text: str) -> str:
    """The story up to its question, without the sentences after it that hold no number: "… how many cakes
    did it sell ; each time i get a different answer" asks no product."""
    parts = text.split(" ; ")
    asked = [index for index, part in enumerate(parts) if _ASKING.search(part) and not re.search(r"\d", part)]
    after = parts[asked[-1] + 1 :] if asked else []
    if not after or any(re.search(r"\d", part) or _CARRIED_ON.match(part) for part in after):
        return text  # "jan £125 , feb £140 ; total ; edit and march": the question carried on
    return " ; ".join(parts[: asked[-1] + 1])


_CARRIED_ON = lazy(
    r"(?:oh |edit |ps |p s |sorry |wait |actually )*(?:and|or|plus|also|but|then|what about|how about|except"
    r"|excluding|not|without|including|add|take|minus|times|double|halve|in|as|to|rounded|round)\b"
)


def _read(text: str) -> Spec | None:
    text = _PERIOD_SAID_BEFORE.sub(_period_said_after, _two_named_again(_DATE.sub(" ", text)))
    if _QUESTIONS.search(text) and (asked_before := _ANSWER_ASKED.search(text)):
        text = text[: asked_before.start()]  # the question told is the one whose answer is asked
    text = _without_remarks_after(text)
    if not _ASKING.search(text) or len(text.split()) < 6 or len(_QUESTIONS.findall(text)) > 1:
        return None  # two questions ("how many does each get and how many are left?") are not one step
    if GROWING.search(text):
        return None  # "£1 on day one, a pound more every day, ending at £20. Total?" was 1 × 20
    if asks_one_label(text):
        return None  # "… starting with 10 ; how many pages on day 7?" was 15
    text = _as_told(text)
    if MARK not in text and (timed := _times(text)):
        return timed
    text = without_when_read(text)
    numbers = re.findall(N, text)
    if len(numbers) != 2 or _has(SCALED, text):
        return None  # "we've watched 45 minutes twice": a third number said in a word
    if paid := _change_from_paying(text, numbers):
        return paid  # "I paid £65.00 for a £48.35 item. What change ought I to have received?"
    if told := trade(text):
        return told.reading()  # "bought it for 9000 and sold it for 6500, how much did I lose?"
    if counted := counted_on(text):
        return counted.reading()  # "Odometer said 48,372 this morning, drove 214 today. What's it read now?"
    if age := age_in_a_year(text):
        return age.reading()  # "I was born in 1948. How old will I be this year, 2026?"
    if after := _after_a_change(text, numbers):
        return after
    story, question = _sentences(text)
    if _QUESTIONS.search(story):
        return None  # another question told in the story: which is asked?
    if _SHORT_OF.search(text):
        return _short_of(question, text, numbers)  # "38 short of 250 … how many more?" asks what is told
    if re.search(N, question) and not re.search(N, story):
        return None
    if _has(r"\b(?:ahead|behind)\b", question) or (
        _has(r"\bto go\b", question) and _has(r"\b(?:need|needs|needed|target|goal)\b", story)
    ):
        return None  # which side each is on is the gaps reader's to check, what a target still needs takings'
    framed = story, question
    story, question = without_time_frame(story, text), without_time_frame(question, text)
    if _has(_BACKWARDS, question) or _has(_RANGE, story) or _stock_asked_after_what_was_left(story, question):
        return None  # "how many did she have at first?", "rose from 5 to 12": not one step forwards
    if cut := _cut_into_lengths(text, numbers):
        return cut
    if (returned := _RETURNED.search(story)) and _has(r"\b(?:total|pay|now|owe|cost|bill)\b", question):
        return ProblemSpec("-", returned.group(2), returned.group(1))
    a, b = numbers
    if _another_unit_asked(story, question):
        return None  # "10 laps of a 400 m track. how many km?": the answer would need converting
    if rest := the_rest(text):
        return rest
    operation = _operation(story, question)
    if operation not in ("+", "-") and (story, question) != framed:
        story, question = framed  # a time frame left out only for a sum or a difference
        operation = _operation(story, question)
    if operation == "+" and not _has(TOTAL, question) and _COST_TOLD.search(story):
        return None  # "Entry fee £10, I won £50. How much have I got now?" was 60: a cost is no stock
    if operation == "+" and (
        _A_PART.search(story) or (_LOSS_ASKED.search(question) and _has(_BOUGHT, story))
    ):
        return None  # "30 pupils and 14 are boys. how many are girls?" was 44, "won 12 … lose?" 32
    if operation == "+" and _told_as_now(story, b):
        return None  # "There are 24 pupils, well 25 now a new girl joined" was 49: 25 is the count now
    if operation in ("+", "-") and _has(_HAD, story) and told_beside_the_change(story, question):
        return None  # "had 50 litres and 12 litres were used. how much was used?" asks what is told
    asked = re.search(r"\bhow many (\w+)", question)
    if (
        operation in ("+", "-")
        and asked
        and _has(rf"\b(?:a|an|each|every|one|per) (?:\w+ )?{_forms(asked.group(1))}", story)
    ):
        return None  # "a water tank holds 500 litres … how many tanks?" counts what holds them, not them
    change = rf"(?<![\w.]){re.escape(b)}(?![\w.])"
    moved = _has(
        rf"(?:{_UP}|{_DOWN}) (?:by )?(?:about |another )?{change}|{change} (?:\w+ )?(?:{_UP}|{_DOWN})", text
    )
    change_asked = _has(
        rf"\b(?:difference|drop|rise|increase|decrease|change|fall|by(?! {_BY_WHEN}))\b", question
    )
    depth = _has(r"\b(?:deep|deeper|depth|below|further down|underground|under water|underwater)\b", text)
    if depth and not a.startswith("-"):
        moved = False  # "40 m deep and went 25 m further down" is deeper, a depth told as a positive number
    if operation not in ("*", "/") and _has(_UP, text) != _has(_DOWN, text) and moved and not change_asked:
        return ProblemSpec("+" if _has(_UP, text) else "-", a, b)  # "was -4 and rose by 11": the change last
    if operation == "/" and _has(
        rf"{N} (?:[a-z]+ )?(?:a|an|per|each|every) ({_TIME_UNIT})\b.*(?<![\w.]){N} \1s\b", story
    ):
        return None  # "£3.50 a week for 12 weeks, what's that per cub?" was 3.5 ÷ 12: a rate told is no whole
    if operation == "/":
        if _has(r"\b(?:last|incomplete|unfinished|partly|part|not full|leftover|left ?over)\b", question):
            return None  # "how many are in the last, incomplete row?" asks a remainder
        shared = _share(story, question, numbers)
        if _has(r"\b(?:needed|need|required|enough)\b", question) and not _has(
            rf"\bhow many (?:more |extra |full |whole )?{_GROUP_NOUNS}", question
        ):
            return None  # "how much flour is needed?": no count of groups, whose division the coach checks
        if not _has(_LEFT_OVER, question):
            return shared
        if shared is None or _has(_EACH, question):
            return None  # "how many does each get, and how many are left?" asks two things
        return ProblemSpec("remainder", shared.a, shared.b)
    if operation == "*" and _LONE_EACH.search(text):
        return None  # "Monday 54, Tuesday 49, each. What did we get?" was 54 × 49: each of what?
    if operation == "*" and not _a_product_asked(story, question, numbers):
        return None
    if operation == "-":
        if _has(r"\bleft ?over\b|\bleftover", question):
            return None  # "how many are left over when 12 of the 50 are eaten?": a remainder or what is left?
        compared = _has(rf"\bdifference\b|\bhow (?:much|many|far) (?:[a-z]+ )?{_COMPARED}\b", question)
        if compared and _has(rf"(?:\bby|{_UP}|{_DOWN}) {re.escape(b)}(?![\w.])", story):
            return None  # "it was 8 and fell by 3. what is the difference?": 3 is the change itself
        if compared and _has(rf"(?<![\w.]){re.escape(b)} (?:[a-z]+ )?{_COMPARED}\b", story):
            return None  # "jo is 9 ; her brother is 4 years older ; the difference?" is told: 4, never 5
        if a.startswith("-") and not b.startswith("-") and _has(LOST, story) and not compared:
            return ProblemSpec("-", a, b)  # "my balance is -60 and I spend 35": from the first, as told
        if a.startswith("-") or b.startswith("-"):
            return None
        small, big = smaller_first(a, b)
        if small == a and small != big and not compared and not _has(r"\bchange\b", question):
            return _less_than_held(story, a, b)
        if small == b and small != big and not compared and _part_of(b, story):
            return None  # "cut 3 m off a 2 m ribbon": more than the whole taken from it
        return ProblemSpec("-", big, small)
    return ProblemSpec(operation, a, b) if operation else None
