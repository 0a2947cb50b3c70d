"""A price or an amount for one of something, and how many of them: "Paint is 34 a tin and I need 6 tins.
Total?", "Our hotel was 142 a night for 5 nights.", "I spent 7 days in Lisbon at 95 euros a day.",
"Twenty-four items at 2.25 each?", "A case holds 24 cans and I'm buying 7 cases. How many cans?".

The rate names what it is for ("a tin", "per night", "each") and the count must count that very thing
("6 tins"); with "each" alone, the count is of anything but a unit ("24 items", not "60 pounds"). The
question must ask for the whole: a total, what it costs, or how many of what the rate is made of ("how many
cans?"). A question of what is left, of how many can be bought, or of each one leaves the story unread, and
so does any third number. "Half a dozen" and "a dozen" are read as the numbers they name.
"""

from __future__ import annotations

import re

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.readers.stories import NOT_A_PRODUCT, SCALED
from quickmath.offline.readers.units import is_unit, same_unit
from quickmath.offline.reading.nouns import same_noun
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy

_WORD = r"[a-z][a-z'-]*"
_JOINS = r"(?:and|or|but|so|then|to|for|with|of)\b"
"""Words that join, never what a rate is for: "24 cells each and 15 trays" is 24 each."""
_WORD_AFTER = r"([a-z][a-z'-]*)"
_MEASURE = r"(?:kilo|kg|pound|lb|metre|meter|litre|liter|gram|yard|foot|ounce|oz|dozen|pint|gallon|piece)"
"""What a price is said "the" one of: "1.20 the kilo" is 1.20 a kilo."""
_PERIOD = r"(?:second|minute|hour|day|night|week|fortnight|month|year|shift)"
_PER = r"(?:a|an|per|every|each)"
_HOLDS = (
    r"(?:holds?|contains?|has|have|takes?|carr(?:y|ies)|fits?|seats?|sleeps?|makes?|serves?|yields?|needs?|uses?"
    r"|requires?|is|equals|=)"
)
_NOT_DONE = r"(?:for|in|on|at|to|from|until|till|over|after|before|by|about|around|of|with|and|or|but|than)\b"
"""Words after "each day" that tell no rate: "every day for 12 days"."""
_RATE = lazy(
    rf"(?:[£$€₹¥] ?)?({N})(?: ((?:sq|square|cubic) [a-z]+|{_WORD}))?(?: of [a-z]+)?"
    rf"(?: (?:on|for|into|towards) (?:the |my |our )?[a-z]+)?"
    rf" (?:(?:for )?(?:{_PER}|one|the(?= {_MEASURE}\b)) (?!{_JOINS}){_WORD_AFTER}\b"
    rf"|(?:each|apiece|a piece)\b)"
    rf"|\b(?:a|an|one|each|every) (?:(?!of\b){_WORD} )?(?!(?:can|will)\b)({_WORD}) (?:can |will )?{_HOLDS}"
    rf" ({N})(?: ({_WORD}))?"
    rf"|(?<![\w.])({N}) ({_WORD}) (?:in|to|on|into|at) (?:one|each|a|an|every)\b(?: (?!of\b|for\b)({_WORD}))?"
    rf"|(?:\b(?:the|a|my|this|that|one|each) |^|; |, )(recipe|batch|mix)\b(?: [a-z]+){{0,4}}?"
    rf" (?:makes|yields|serves|gives) ({N}) ({_WORD})"
    rf"|\b(?:if )?(?:a|an|one|each) ({_WORD}) (?:is|costs?|was) (?:[£$€₹¥] ?)?({N})(?= ;| ,| and\b|$)"
    rf"|\b(?:each|every) (?!of\b|one\b)({_WORD}) (?:is worth |gives |earns |scores |gets |does |deals "
    rf"|hits for |costs |weighs |uses |needs |= |(?:(?:i|we|you|he|she|they|it) )?(?!{_NOT_DONE}){_WORD} )?"
    rf"({N}) (?!(?:square|sq|cubic)\b)({_WORD})"
    rf"|(?<!half )\b({_PERIOD}|daily|hourly|nightly|weekly|monthly) rate (?:is |of |= )?(?:[£$€₹¥] ?)?({N})"
    rf"|\b(?:(unit) (?:price|cost)|(?:price|cost) (?:per|a|an|each|for each|for one) ({_WORD}))"
    rf" (?:is |was |of |= )?(?:[£$€₹¥] ?)?({N})"
    rf"|\b(?:our|my|the|this|that|your|his|her|their) ({_WORD}) (?:takes|lasts|runs for) ({N})"
    rf" (?!(?:a|an|per|each|every|one)\b)({_WORD})"
)
""""34 a tin", "95 euros a day", "1250 on groceries every week", "2.25 each" (what it is for, any count), "a
case holds 24 cans", "88 pints in one keg" (or "in one", the keg told before), "each kill 150 xp"."""
_ONE_OF_A_UNIT = lazy(rf"(?<![\w.])1 (?=[a-z]+ (?:is|=|equals|makes) {N} [a-z]+)")
"""One of a unit told in another, its "1" a word and no count: "1 kib is 1024 bytes" as "a kib is …"."""
_OWED = lazy(
    r"(?<=how much) (?:do )?(?:i|we) owe(?: you| him| her| them)?$"
    r"|(?<=what) do (?:i|we) owe(?: you| him| her| them)?$",
    needs="owe",
)
"""What is owed for what was bought, with nothing paid: the bill ("… at 4.80 the piece , how much i owe")."""
_DOZENS = lazy(r"\b(?:(half) a|a) dozen\b", needs="dozen")
_COUNTED_IN_DOZENS = lazy(rf"(?<![\w.]){N} dozens?\b", needs="dozen")
_NUMBER = lazy(N)
_ASKED_AFTER = lazy(
    r" , (?:so )?(?=(?:how|what)\b|(?:daily|weekly|monthly|yearly|annual)(?: [a-z]+)?$)",
    needs=" , how| , what| , so how| , so what| , daily| , weekly| , monthly| , yearly| , annual",
)
_OVER_A_TIME = lazy(
    r"\bover (?:the next |a period of )?(?=\S+ (?:days?|weeks?|months?|years?)\b)", needs="over"
)
"""A length of time a rate goes on for, said with "over" ("how much is that over 4 weeks?"): not left over."""
_HANDED_OVER = lazy(
    r"\b(hand|hands|handed|handing|give|gave|given|pay|paid|pass|passed) over\b", needs="over"
)
"""Over said of handing something on, never of what is left: "how many sheep did I hand over?"."""
_OVER_COUNTED = lazy(rf"\bover (?:the next |the )?(?=({N}) ([a-z]+)\b)", needs="over")
_PER_NOUN = lazy(r"\b(?:a|an|per|each|every) ([a-z]+)\b")


def _over_the_count(text: str) -> str:
    """The text with "over" said of a count of what a rate is for, or of handing over, put plainly: "£25 a
    hand over 16 hands" is £25 a hand for 16 hands; "how many sheep did I hand over?" asks what was handed."""
    text = _OVER_A_THING.sub(lambda over: "ovrs" if over.group().endswith("s") else "ovr", text)
    text = _HANDED_OVER.sub(r"\1", text)
    per = set(_PER_NOUN.findall(text))
    return _OVER_COUNTED.sub(
        lambda found: "for " if any(_same_thing(found.group(2), noun) for noun in per) else found.group(),
        text,
    )


_OVER_A_THING = lazy(
    r"(?:(?<=\ba )|(?<=\ban )|(?<=\bper )|(?<=\beach )|(?<=\bevery ))over\b|(?<=\d )overs\b", needs="over"
)
"""An over counted or a rate's one ("38 overs", "6 balls an over"), a thing counted and never what is left
over: read as "ovr"."""


_MONEY_PIECES = r"(?:notes?|coins?|bills?|chips?|vouchers?|stamps?)"
_NOTES_COUNTED = lazy(
    rf"(?<![\w.])({N}) (?:x )?[£$€] ?({N}) {_MONEY_PIECES}\b",
    needs="note|coin|bill|chip|voucher|stamp",
)
"""Notes or coins counted, and their value: "30 £500 notes" (in pence, "14 20p coins" would be 280p: asked
back)."""
_NOTES_TOTAL = lazy(
    rf"[£$€] ?({N}) {_MONEY_PIECES} (?:total|come to|add up to|make|worth|=) [£$€] ?({N})",
    needs="note|coin|bill|chip|voucher|stamp",
)
"""Notes or coins of one value making a total: "£20 notes total £860"."""
_NOTES_WORTH_ASKED = lazy(
    r"(?:^|; |, )(?:how much\b(?!.*\b(?:left|more|less|change|spent|short|need)\b)"
    r"|what (?:is|are) (?:that|it|they|those|these|this) worth|(?:what is the )?total(?: value)?$)"
)
_NOTES_ASKED = lazy(rf"(?:^|; |, )how many ({_MONEY_PIECES})(?: is that| are there| do i have| altogether)?$")


def _notes_of_a_value(text: str) -> ProblemSpec | None:
    """Notes or coins of one value: counted and asked what they are worth ("the banker has 30 £500 notes ;
    how much is that?" is 30 × 500), or making a total and asked how many ("£20 notes total £860 ; how many
    notes is that?" is 860 ÷ 20). The two numbers are the only ones told."""
    if len(_NUMBER.findall(text)) != 2:
        return None
    if (counted := _NOTES_COUNTED.search(text)) and _NOTES_WORTH_ASKED.search(text):
        return ProblemSpec("*", counted.group(1), counted.group(2))
    if (total := _NOTES_TOTAL.search(text)) and _NOTES_ASKED.search(text):
        return ProblemSpec("/", total.group(2), total.group(1))
    return None


_LABELLED = lazy(
    r" (?:in|on|at|from) (?:the )?(?!(?:total|all|each|every|about|around|least|most|only|just|under|over"
    r"|a|an|the|of|my|our|your|their|his|her)\b)[a-z]+ \d{1,3}(?= ;| ,|$)",
    needs="in |on |at |from ",
)
"""A place named by a number at the end of a clause, which names, not counts: "26 pallets in bay 4"."""
_SUM_WRITTEN = lazy(rf"{N} (?:[a-z]+ )?[+−-] (?:[£$€] ?)?{N}", needs="+|−|-")
"""A sum or take-away written in signs beside a rate: the rate's amount is no one number told."""
_STRETCH_COUNTED = lazy(
    rf"\b(?:a|an|one|1) (?:{_PERIOD}|season|term) (?:of |is |= )?(?={N} [a-z])",
    needs="a |an |one |1 ",
)
"""A stretch of time named beside the count of it: "one year of 12 months", "a fortnight of 14 days", "one
week 7 days" are the count."""
_MONEY_WORD = lazy(r"(?:pounds?|dollars?|euros?|rupees?|rand|pence|p|cents?|bucks|quid)")
_NOT_A_SHARE = lazy(r"\b(?:more|less|fewer|than|short|extra|already|another|spare|over|instead|enough)\b")
"""Words of another question than how many groups a whole fills: "… and 20 more", "I've already made 2"."""
_PART_ASKED = lazy(
    r"\b(?:half|quarter|third|fifth|tenth|twice|double|triple|more|extra|another|already|rest)\b"
)
_DONE_FOR = {"win": "won", "loss": "lost", "draw": "drew"}
"""A count told by what was done, for a rate of what is done: "won 38 games … 3 points a win"."""
_TIME_UNIT = lazy(r"(?:second|sec|minute|min|hour|hr|h|day|week|month|year)s?")
_WHOLE = lazy(
    r"\b(?:total|altogether|all together|in all|cost|costs|pay|paid|spend|spent|charged?|bill|price"
    r"|invoice)\b"
    r"|\bhow (?:much|far)\b|\b(?:add|adds|come|comes|amount|amounts) up to\b"
    r"|^(?:so )?what (?:is|s) (?:that|it)(?: (?:all|altogether|in total))?$"
    r"|\b(?:come|comes|amount|amounts) to\b|^(?:so )?what (?:is|s|would be|will be) (?:that|it) for\b"
    r"|^what (?:is|s) (?:in )?the (?:pot|kitty|whole lot)$"
    r"|^(?:so )?(?:what is (?:the |my |our )?|the )?weekly(?: [a-z]+)?$"
    r"|(?:^|\b(?:po|order|line|invoice|total|the) )value$|\b(?:full|whole|total) sum\b"
    r"|\b(?:ring|rang|rung) up\b|\bthe damage\b|\bset (?:me|us|you|him|her|them) back\b|\bgross\b"
    r"|\bin the (?:tin|pot|jar|kitty|till)\b|\b(?:did|do|will|would) (?:i|we|you|he|she|they) (?:earn|make)$"
)
"""A question for the whole of it."""
_ASKED = lazy(r"\b(?:how much|what|total|altogether|in all)\b")
_ONLY_A_RATE = lazy(
    rf"{N} [a-z]+(?: [a-z]+)? at (?:[£$€] ?)?{N} each"
    rf"|(?:[a-z]+ ){{1,3}}(?:cost|costs|are|is) (?:[£$€] ?)?{N} each(?: and| ,)"
    rf" (?:we|i) (?:need|want|ordered) {N}"
    rf"|(?:[a-z]+ ){{1,3}}(?:(?:cost|costs|are|is|at) )?(?:[£$€] ?)?{N}(?: p)? each(?: and| ,| -)"
    rf" (?:(?:we|i) )?(?:need|want|ordered|order|bought|buying|getting) {N}(?: of them)?"
)
""""24 items at 2.25 each", said with no question: the total is the only thing it could ask."""
_EACH_ASKED = r"\b(?:each|per|every|apiece|a piece|one)\b"
_NOT_A_COUNT = frozenset(
    {"of", "at", "for", "and", "or", "to", "in", "on", "a", "an", "the", "is", "are", "each"}
)


_RUN_ON = lazy(
    r"(?<=[a-z\d])(?<!\band)(?<!\bor)(?<!\bbut) (?=how (?:many|much)\b)", needs="how many|how much"
)
"""A question run on from its story with no stop: "23 rows of 18 seats how many seats"; after "and" it is a
second question ("can 64 cupcakes go evenly onto plates of 6 and how many plates?")."""


def parted(text: str) -> str:
    """The text with its question set off by " ; ": the words after the last comma before "how" or "what"
    ("8 pizzas , 12 slices each , how many slices"), or a "how many" run on with no stop ("16 teams with 11
    players each how many players in the tournament"), or put last when asked first ("how many bottles in 9
    crates of 24" as "9 crates of 24 bottles ; how many bottles", and one told before its story after "if",
    "when" or "with")."""
    text = _told_after_the_question(text)
    if first := _ASKED_FIRST.fullmatch(text):
        thing, groups, group, size = first.group(1, 2, 3, 4)
        return f"{groups} {group} of {size} {thing} ; how many {thing}"
    story, stop, last = text.rpartition(" ; ")
    if stop and re.match(r"(?:how|what)\b", last):
        return text
    asked = list(_ASKED_AFTER.finditer(last)) or list(_RUN_ON.finditer(last))
    if not asked:
        return text
    return f"{story}{stop}{last[: asked[-1].start()]} ; {last[asked[-1].end() :]}"


_PER_PERIOD = lazy(rf"(?<=[a-z\d] )(?:a|an|per|each|every) ({_PERIOD})\b(?! (?:of|for)\b)")
"""A rate's period said after it: "4 visits a day", "5 days a week"."""
_PERIOD_ASKED = lazy(
    rf"\b(?:(?:in|for) (?:a|an|one|each|every|1)|a|an|per|each|every) ({_PERIOD})\b"
    r"|\b(daily|weekly|fortnightly|monthly|yearly|annual|annually|nightly|hourly)\b"
)
_PERIOD_OF = {
    "daily": "day", "weekly": "week", "fortnightly": "fortnight", "monthly": "month", "yearly": "year",
    "annual": "year", "annually": "year", "nightly": "night", "hourly": "hour",
}  # fmt: skip


_IN_ITS_UNIT = lazy(r"(?:(?:what is the )?total|how many) ([a-z]+)(?: (?:in )?total| altogether| is that)?")
"""A length of time asked as a number in its unit: "total minutes?", "how many hours altogether?"."""


def _period_cancelled(story: str, question: str) -> tuple[str, str] | None:
    """The story and question without the one period of time both name: "each client has 4 visits a day ; I
    have 7 clients ; how many visits a day?" asks what "each client has 4 visits ; 7 clients" makes, and
    "£3.20 a day , 5 days a week ; weekly spend?" what "£3.20 a day , 5 days" does. The period is named once
    in each, as a rate's period in the story ("a week") and in any way in the question ("a week", "in one
    week", "weekly"), and the story counts none of it ("12 days"). A question naming no period asks of the
    one the story tells a time in and does not count ("20 minutes a day , 6 days a week ; total minutes?")."""
    told, asked = list(_PER_PERIOD.finditer(story)), list(_PERIOD_ASKED.finditer(question))
    uncounted = [
        found.group(1)
        for found in told
        if not _counted(found.group(1), story)
        and re.search(rf"(?<![\w.]){N} (?:[a-z]+ )?{_PERIOD}s $", story[: found.start()])
    ]  # "6 days a week": a time in a longer one, never "4 bikes at 18 a day"
    if len(asked) > 1 or (not asked and (len(uncounted) != 1 or _names_a_period(story, question))):
        return None
    period = uncounted[0] if not asked else asked[0].group(1) or _PERIOD_OF[asked[0].group(2)]
    same = [found for found in told if found.group(1) == period]
    if len(same) != 1 or _counted(period, story):
        return None
    kept = f"{story[: same[0].start()].rstrip()} {story[same[0].end() :].lstrip()}".strip()
    if asked:
        total = "" if re.search(r"\btotal\b", question) else " total"  # "what is the monthly total?"
        question = f"{question[: asked[0].start()].rstrip()}{total} {question[asked[0].end() :].lstrip()}"
    return re.sub(r" (?=[;,]|$)", "", kept), question.strip()


def _counted(period: str, story: str) -> bool:
    """Does the story count the period ("6 days", "21 working days")?"""
    described = r"(?:(?!(?:a|an|per|each|every)\b)[a-z]+ )?"  # "21 working days", never "18.50 a month"
    return re.search(rf"(?<![\w.]){N} {described}{period}s?\b", story) is not None


def _names_a_period(story: str, question: str) -> bool:
    """Does the question name a period of time, but as the unit of a length the story tells ("48 minutes …
    total minutes?")? With none named, the one period of the story is the one asked of ("… 10 trips a week ;
    total minutes?" is a week's)."""
    named = re.findall(rf"\b({_PERIOD})s?\b|\b[a-z]+ly\b|\bannual\b", question)
    return any(not re.search(rf"(?<![\w.]){N} {word}s?\b", story) for word in named)


def _questions(text: str) -> tuple[str, str]:
    """The story and the question: the last sentence, when there is more than one, or what follows the last
    comma before "how" or "what" ("88 pints in one , how many pints in 14 kegs?"), or a "how many" run on."""
    asked = list(_ASKED_AFTER.finditer(text))
    if asked:
        return text[: asked[-1].start()], text[asked[-1].end() :]
    if " ; " not in text and (run_on := list(_RUN_ON.finditer(text))):
        return text[: run_on[-1].start()], text[run_on[-1].end() :]
    parts = text.split(" ; ")
    asking = [part for part in parts if re.match(r"(?:how|what)\b", part)]
    if len(parts) > 1 and len(asking) == 1 and asking[0] == parts[0]:
        return " ; ".join(parts[1:]), asking[0]  # the question told first
    story, _, question = text.rpartition(" ; ")
    if (not story or _NUMBER.search(question)) and (unnumbered := _LAST_CLAUSE_UNNUMBERED.search(text)):
        return text[: unnumbered.start()], unnumbered.group(1)  # "… , 14 wins , points from wins"
    return (story, question) if story else (text, "")


_LAST_CLAUSE_UNNUMBERED = lazy(r" , ((?:[£$€] )?[a-z]+(?: [a-z]+){0,3})$")
"""A last clause of words alone, after a story told in clauses: the question, "points from wins"."""


_GOT_THEM = lazy(
    r"\b(?:landed|hit|got|get|bought|buy|buying|made|make|scored|used|use|did|do|won|took|take|ordered|order"
    r"|need|needed|want|wanted|have|had|played|sold|booked|cast|fired|caught|picked|collected|earned"
    r"|completed|finished)$"
)
"""What was done with "N of them" for them to be the things the rate is for: "i landed 16 of them", never "i
ate 3 of them" or "i lost 3 of them"."""


def _of_them(text: str, number: re.Match[str], after: list[str], made_of: str | None) -> bool:
    """Does "N of them" count the things the rate is for: got or done, when the rate is made of no other
    things they could be ("each crit does 245 damage … landed 16 of them", not "each box holds 12 eggs … 3 of
    them")?"""
    if after[:2] != ["of", "them"] or (made_of and made_of.endswith("s") and not is_unit(made_of)):
        return False
    return _GOT_THEM.search(text[: number.start()].rstrip()) is not None


_EACH_ONE = frozenset({"head", "person", "go", "piece"})
"""What a rate may be per that is each one counted, whatever they are called: "€15 a head", "£5 a go"."""
_ONE_EACH_OF_US = frozenset({"ticket", "seat", "place", "entry", "pass"})
_OF_US = lazy(rf"(?<![\w.])({N}) of us\b", needs="of us")
"""What each of a party needs one of, counted by how many of us there are: "£7.50 a ticket and there's 6 of
us going"."""
_KINDS = frozenset(
    {"working", "work", "school", "business", "week", "full", "whole", "home", "away", "league", "cup"}
)
"""Words of the kind of what a count counts, all of them the thing a rate is for: "21 working days" at £17.85
a day, "19 home games" at £38 a match. Never a part of one ("half days") nor one not paid for ("free")."""


def _counts(text: str, rate_at: int, noun: str | None, made_of: str | None = None) -> list[str]:
    """The numbers in `text` (but the rate's, at `rate_at`) that count `noun`, or anything but a unit."""
    found = []
    for number in _NUMBER.finditer(text):
        if number.start() == rate_at:
            continue
        after = text[number.end() :].split()
        word = after[0] if after else ""
        if noun is not None:
            one = _one_of(noun)  # "class" counted as "6 classes"
            done = _DONE_FOR.get(one)
            if after[:1] and after[0] in _KINDS and len(after) > 1:
                word = after[1]  # "21 working days", "19 home games": days and games all the same
            if (
                _same_thing(word, one)
                or (done and text[: number.start()].endswith(f"{done} "))
                or _of_them(text, number, after, made_of)
            ):
                found.append(number.group())
        elif (
            after[:2] == ["of", "us"]
            or _of_them(text, number, after, made_of)
            or (
                (word.isalpha() or word in (";", ","))
                and word not in _NOT_A_COUNT
                and not is_unit(word)
                and not _TIME_UNIT.fullmatch(word)
                and not re.search(r"[£$€₹¥] ?$", text[: number.start()])
            )  # "6 each and the fee is £2": money and a stop count nothing
        ):
            found.append(number.group())
    return found


_DISTANCE = r"(?:m|km|metres?|meters?|yards?|yd|miles?)"
_ROUND = r"(?:pool|track|lap|length|circuit|loop|lane|course|ring|field|pitch)"
_ONE_ROUND = lazy(
    rf"\b{_ROUND}(?: is| s| that is| which is)? ({N}) ?({_DISTANCE})\b"
    rf"|\b(?:a|an|the|my|our) ({N}) ?({_DISTANCE}) {_ROUND}\b"
    rf"|(?<![\w.]){N} (?:laps|lengths|circuits|loops) of ({N}) ?({_DISTANCE})\b",
    needs="pool|track|lap|length|circuit|loop|lane|course|ring|field|pitch",
)
"""How long one lap or length is: "the pool is 25 m", "a 400 m track", "5 laps of 400 m"."""
_ROUNDS = lazy(rf"(?<![\w.])({N}) (?:laps|lengths|circuits|loops)\b", needs="laps|lengths|circuits|loops")
_ROUNDS_ASKED = lazy(
    r"^how many (?:laps|lengths|circuits|loops)(?: is that| is it| (?:do|does|will|did) [a-z ]+)?$"
)
_DISTANCE_ASKED = lazy(
    rf"^(?:(?:what is the |the )?(?:total )?distance|how far|how many ({_DISTANCE})|total ({_DISTANCE}))"
    rf"(?: (?:is that|in total|altogether|did (?:i|you|we|he|she) (?:swim|run|do|go)))?"
    rf"(?: in ({_DISTANCE}))?$"
)
_OVER_ASKED = lazy(rf"^how many ({_DISTANCE}) (?:over|left over|left|extra|spare)\b")
_ROUNDS_ASKED_FIRST = lazy(
    rf"(how many {_DISTANCE}) (?:is|are) ((?!.*\bhow\b){N} (?:laps|lengths|circuits|loops) .+)"
    r"|(how many (?:laps|lengths|circuits|loops)) ((?!.*\bhow\b)of (?:a|an|the) .+)",
    needs="how many",
)
"""Laps or lengths asked first, the story after: "how many km is 8 laps of a track that is 1.5 km round",
"how many lengths of a 50 m pool make a 1500 m swim"."""


def _laps_and_lengths(text: str) -> ProblemSpec | None:
    """Laps of a track or lengths of a pool: how far ("the pool is 25 m and i did 64 lengths ; how many
    metres?" is 25 × 64), how many ("1500 m swim in a 50 m pool , how many lengths?" is 1500 ÷ 50), or how far
    past the last full one ("5000 m on a 400 m track , how many metres over after the full laps?"). One lap
    is as long as the track; every distance is in one unit."""
    from quickmath.offline.readers.units import same_unit  # only for laps and lengths

    one, numbers = _ONE_ROUND.search(text), _NUMBER.findall(text)
    if one is None or len(numbers) != 2 or NOT_A_PRODUCT.search(text.replace(" over after ", " ")):
        return None
    size, unit = next((one.group(at), one.group(at + 1)) for at in (1, 3, 5) if one.group(at))
    other = numbers[1] if numbers[0] == size else numbers[0]
    at = max(text.rfind(" ; "), text.rfind(" , "))
    story, question = (text[:at], text[at + 3 :]) if at >= 0 else (text, "")
    if at < 0 and (first := _ROUNDS_ASKED_FIRST.fullmatch(text)):
        question, story = first.group(1) or first.group(3), first.group(2) or first.group(4)
    rounds = _ROUNDS.search(story)
    if rounds and rounds.group(1) == other and (asked := _DISTANCE_ASKED.fullmatch(question)):
        units = [same_unit(found) for found in asked.groups() if found]
        fits = all(found == same_unit(unit) for found in units)
        return ProblemSpec("*", numbers[0], numbers[1]) if fits else None  # as told
    whole = re.search(rf"(?<![\w.]){re.escape(other)} ?({_DISTANCE})\b", story)
    if whole is None or same_unit(whole.group(1)) != same_unit(unit) or numbers.count(size) != 1:
        return None
    if _ROUNDS_ASKED.fullmatch(question):
        return ProblemSpec("/", other, size)
    over = _OVER_ASKED.match(question)
    if over is None or same_unit(over.group(1)) != same_unit(unit):
        return None
    return ProblemSpec("remainder", other, size)


_SPACING = lazy(
    rf"\b(?:every|each) ({N}) ?({_DISTANCE}|mm|cm)\b|(?<![\w.])({N}) ?({_DISTANCE}|mm|cm) apart\b"
    rf"|\bat ({N}) ?({_DISTANCE}|mm|cm) (?:intervals|centres|centers|spacings?|gaps)\b",
    needs="every|each|apart|intervals|centres|centers|spacing|gaps",
)
"""How far apart things stand along a length: "studs every 0.6 m", "posts 2 m apart"."""
_SPACES_ASKED = lazy(
    r"(?:^|; |, |- )how many (?:spaces|gaps|intervals|bays|sections|spans)"
    r"(?: (?:is that|are there|will there be|do i get|does that make))?"
    r"(?: between (?:them|(?:the )?[a-z]+))?$",
    needs="how many",
)


def _spaces_between(text: str) -> ProblemSpec | None:
    """A length with things set along it at a spacing, asked how many spaces: "2.4 m of plasterboard ,
    studs every 0.6 m , how many spaces is that?" is 2.4 ÷ 0.6. The spaces, never the things: a row of
    posts has one more post than gaps. Both are told in one unit."""
    from quickmath.offline.readers.units import same_unit  # only for spaces along a length

    spacing, numbers = _SPACING.search(text), _NUMBER.findall(text)
    if spacing is None or len(numbers) != 2 or not _SPACES_ASKED.search(text):
        return None
    gap, unit = next((spacing.group(at), spacing.group(at + 1)) for at in (1, 3, 5) if spacing.group(at))
    length = numbers[1] if numbers[0] == gap else numbers[0]
    told = re.search(rf"(?<![\w.]){re.escape(length)} ?([a-z]+)\b", text)
    if (
        length == gap
        or told is None
        or not is_unit(told.group(1))
        or same_unit(told.group(1)) != same_unit(unit)
    ):
        return None
    return ProblemSpec("/", length, gap)


_RUN_RATE_ASKED = lazy(
    r"\b(?:what is |what s )?(?:the |our |their |my |his |her )?(?:current |required |asking )?run rate\b",
    needs="run rate",
)
_WHOLE_OVERS = lazy(r"(?<![\w.])(\d+) overs\b(?!\.)", needs="overs")


def _run_rate(text: str) -> ProblemSpec | None:
    """The run rate asked of runs told in a whole number of overs: "168 off 20 overs , what is the run rate?"
    is 168 ÷ 20. Overs told with balls ("20.3 overs"), a wicket count beside the score ("168 for 4") or
    another rate (net, strike, economy) leave it unread."""
    if not _RUN_RATE_ASKED.search(text) or re.search(r"\b(?:net|strike|economy)\b", text):
        return None
    numbers = _NUMBER.findall(text)
    overs = _WHOLE_OVERS.search(text)
    if overs is None or len(numbers) != 2 or numbers.count(overs.group(1)) != 1:
        return None
    runs = numbers[1] if numbers[0] == overs.group(1) else numbers[0]
    return ProblemSpec("/", runs, overs.group(1)) if re.fullmatch(r"\d[\d,]*", runs) else None


_LABEL_WORD = (
    r"(?!(?:by|and|or|then|plus|minus|add|added|take|less|more|half|double|twice|divide|divided|times"
    r"|cent|percent|off|discount|tax|vat|pence|cents|not|no|without|except|how|what|squared|cubed)\b)[a-z]+"
)
"""A word that only names the number beside it: no operation, unit change or question of its own."""
_MULTIPLY_LABELLED = lazy(
    rf"(?:(?:hi|hello|please|pls|can you|could you|would you|will you|kindly|now)(?: ,)? )*"
    rf"(?:multiply|times) (?:{_LABEL_WORD} ){{0,5}}?(?:, )?(?:[£$€₹¥] ?)?({N})(?: ,)?"
    rf"(?: {_LABEL_WORD}){{0,3}}"
    rf"(?: ,)? by (?:{_LABEL_WORD} ){{0,4}}?(?:[£$€₹¥] ?)?({N})(?: {_LABEL_WORD}){{0,4}}"
    rf"(?: (?:please|for me|for us|thanks|thank you))?",
    needs="multiply|times",
)
"""A product asked outright, each number in words that only name it: "can you multiply our unit price of
£18.75 by the 64 units ordered?", "multiply the 14 rows by 22 seats a row please"."""


def _multiplied_as_labelled(text: str) -> ProblemSpec | None:
    found = _MULTIPLY_LABELLED.fullmatch(text)
    if found is None or len(_NUMBER.findall(text)) != 2 or found.group(1).startswith("-"):
        return None
    return ProblemSpec("*", found.group(1), found.group(2))


_KIND_HAS = lazy(
    rf"(?:^|; |\( )([a-z]+?)(?:es|s) (?:have|hold|carry|contain|need|take) ({N}) ([a-z]+s)\b", needs="s "
)
"""What every one of a kind has, said of the kind: "spiders have 8 legs"."""
_PARTS_ASKED_OF = lazy(
    rf"\bhow many ([a-z]+s) (?:are there |are |is there )?(?:on|in|for|do|does) ({N}) ([a-z]+?)(?:es|s)\b",
    needs="how many",
)


def _what_a_kind_has(text: str) -> ProblemSpec | None:
    """How many parts a count of things has, when the text tells what every one of their kind has: "Spiders
    have 8 legs. How many legs on 27 spiders?" is 27 × 8. The parts and the things asked are the ones told."""
    kind, asked = _KIND_HAS.search(text), _PARTS_ASKED_OF.search(text)
    if kind is None or asked is None or len(_NUMBER.findall(text)) != 2:
        return None
    if (asked.group(1), asked.group(3)) != (kind.group(3), kind.group(1)):
        return None
    return ProblemSpec("*", asked.group(2), kind.group(2))


_KIND_OF_THINGS = lazy(r"(?<=\d )(?:double|triple|treble) (?=[a-z]+s\b)", needs="double|triple|treble")
"""A kind of the things counted, no number that scales: "14 double sockets at £6.85 each"."""


_ASKED_BEFORE_ITS_STORY = lazy(
    r"(how many [a-z ]+?)(?: ,)? (?:if|when|with) (?!.* (?:if|when|with|;) )(.+)", needs="how many"
)
"""A question of how many told before its story in one sentence, after "if", "when" or "with":
"how many seats in a theatre with 28 seats in each of its 32 rows", "how many tables if each seats 8 …"."""


def _told_after_the_question(text: str) -> str:
    """The text with a question asked before its story put after it ("how many books fit in a bookcase with
    12 shelves if 65 books go on each shelf" stays, two clauses; "how many cupcakes if i do 24 on each tray
    and bake 3 trays" as "i do 24 on each tray and bake 3 trays ; how many cupcakes")."""
    found = _ASKED_BEFORE_ITS_STORY.fullmatch(text)
    return f"{found.group(2)} ; {found.group(1)}" if found else text


_BY_THE_PERIOD = r"(daily|weekly|fortnightly|monthly|yearly|annually|nightly|hourly)"
_RATE_BY_THE_PERIOD = lazy(
    rf"(?<![\w.])((?:[£$€₹¥] ?)?{N}(?: [a-z]+)?) {_BY_THE_PERIOD}(?= ,| ;| for\b| over\b| across\b| in\b|$)"
    rf"|(?<![\w.])([£$€₹¥] ?{N}) {_BY_THE_PERIOD}(?= [a-z])",
    needs="daily|weekly|fortnightly|monthly|yearly|annually|nightly|hourly",
)
"""A rate told with a word of its period after it: "350 grams daily", "$15.49 monthly , …", "a £38.50
monthly bill"; never a count of things that come each period ("12 monthly payments")."""


def _per_period(found: re.Match[str]) -> str:
    """ "350 grams daily" as "350 grams a day", "£38.50 monthly" as "£38.50 a month"."""
    told, said = (found.group(1), found.group(2)) if found.group(1) else (found.group(3), found.group(4))
    period = _PERIOD_OF[said]
    return f"{told} {'an' if period == 'hour' else 'a'} {period}"


_HOLDERS_EACH = lazy(
    rf"(?:^|(?<=; )|(?<=, ))(?:the |our |my )?([a-z]+s) (hold|contain|take|fit|carry|seat|sleep) ({N})"
    rf" ((?:[a-z]+ ){{0,2}}?[a-z]+) each\b",
    needs="each",
)
"""Holders told many at once, what each holds after them: "tins hold 6 mince pies each"."""


def _each_holder(found: re.Match[str]) -> str:
    """ "tins hold 6 mince pies each" as "each tin hold 6 mince pies", as a rate of one holder is read."""
    holders, verb, size, things = found.groups()
    return f"each {_one_of(holders)} {verb} {size} {things}"


def read(text: str) -> ProblemSpec | None:
    text = _told_after_the_question(_ONE_OF_A_UNIT.sub("a ", _OWED.sub(" in total", text)))
    text = _HOLDERS_EACH.sub(_each_holder, _RATE_BY_THE_PERIOD.sub(_per_period, text))
    if written := _written_in_signs(text) or _run_rate(text) or _multiplied_as_labelled(text):
        return written
    if has := _what_a_kind_has(text):
        return has
    if laps := _laps_and_lengths(text) or _spaces_between(text):
        return laps
    if _SUM_WRITTEN.search(text):
        return None  # "bus fare 3 + 3 each day , total?" is a sum a day, never 3 × 3
    if notes := _notes_of_a_value(text):
        return notes
    if not _mentions_a_rate(text) and not _GROUPS_OF.search(text) and not _SHARED_BY.search(text):
        return None
    in_dozens = _COUNTED_IN_DOZENS.search(text) is not None  # "£2.20 a dozen , 7 dozen": a rate per dozen
    if not in_dozens:
        text = _DOZENS.sub(lambda found: "6" if found.group(1) else "12", text)

    text = _LABELLED.sub("", _STRETCH_COUNTED.sub("", _OVER_A_TIME.sub("for ", _over_the_count(text))))
    numbers = _NUMBER.findall(text)
    unscaled = _KIND_OF_THINGS.sub("", re.sub(r"\bdozens?\b", "", text) if in_dozens else text)
    scaled = re.search(SCALED, unscaled)
    if len(numbers) != 2 or any(number.startswith("-") for number in numbers) or scaled:
        return None
    story, question = _questions(text)
    if cancelled := _period_cancelled(story, question):
        story, question = cancelled  # "4 visits a day … how many visits a day?" asks for one day's visits
        text = f"{story} ; {question}"
    if spread := (
        _spread_over_periods(text, numbers)
        or _scale_asked(story, question)
        or _unit_per_one(story, question)
        or _in_parts(text, numbers)
    ):
        return spread
    if for_one := _for_one(story, question, numbers) or _shared_for_one(text, numbers):
        return None if NOT_A_PRODUCT.search(_EACH_OWES.sub("each pay", text)) else for_one
    if groups := (
        _groups_of_asked(story, question, numbers)
        or _groups_of_a_size_asked(story, question, numbers)
        or _groups_of_a_size_counted(story, question, numbers)
        or _things_in_groups_asked(story, question)
        or _measured_groups(story, question)
        or _things_in_groups_asked_first(text)
    ):
        return groups
    rates = list(_RATE.finditer(story))
    if not rates and (priced := _count_at_a_price(story, question)):
        return priced
    if len(rates) == 2 and not NOT_A_PRODUCT.search(text) and not _UNCOUNTED_SPAN.search(story):
        return _time_at_a_rate(rates, question, numbers) or _counted_in_a_period(rates, question, numbers)
    if len(rates) != 1 or NOT_A_PRODUCT.search(question) or _NOT_A_SHARE.search(story):
        return None
    if _SAVED.search(question) and not _SAVED.search(story):
        return None  # "bought 45 tickets at 3.50 each ; how much do i save?": another price (was 157.5)
    rate = rates[0]
    if (
        rate.group(5) is not None
        and (per := _RATE.search(story, rate.start(5)))
        and per.start() == rate.start(5)
    ):
        rate = per  # "a lorry carries 8 tonnes a trip": the rate is per trip
    made_of, noun, at = _parts_of(rate)
    if noun is None and (holder := _HOLDER_OF_EACH.search(story[: rate.end()])):
        noun = _one_of(holder.group(1))  # "seed trays hold 24 cells each": each tray, never "15 pots"
    at += text.index(story)  # where the rate's number is in the text, the question told first or last
    if in_dozens and noun != "dozen":
        return None  # "20p each , 7 dozen": the count is in dozens, the rate is not
    if made_of in _NOT_A_COUNT:
        made_of = None
    if made_of is None and noun and _asks_how_many_of(question, noun):
        made_of = _noun_of_the_other(text, at)  # "96 guests and each table seats 8 ; how many tables?"
    if made_of is not None and _TIME_UNIT.fullmatch(made_of):
        if noun and _TIME_UNIT.fullmatch(noun) and _asks_how_many_of(question, noun):
            return _lasting(text, at, made_of, noun)  # "7 days in a week ; how many weeks in 84 days?"
        in_its_unit = _IN_ITS_UNIT.fullmatch(question)
        if in_its_unit is None or not _same_thing(in_its_unit.group(1), made_of):
            return None  # "10 minutes a day for 5 days" is a length of time, but "… total minutes?" a number
    if made_of and noun and _asks_how_many_of(question, noun):
        return _lasting(text, at, made_of, noun)
    if NOT_A_PRODUCT.search(story):
        return None
    counts = _counts(text, at, noun, made_of)
    if not counts and noun in _EACH_ONE:
        counts = _counts(text, at, None, made_of)  # "12 lads at €15 a head": a head is each one counted
    if not counts and noun in _ONE_EACH_OF_US:
        counts = _OF_US.findall(text)  # "£7.50 a ticket and there's 6 of us going": a ticket each
    if not counts and re.search(rf"\beach {noun}\b", rate.group()):
        counts = _counts(text, at, None, made_of)  # "7.50 each and we need 4": "each" said alone
    if not counts and noun and not _TIME_UNIT.fullmatch(noun) and (bare := _COUNT_ASKED.search(question)):
        counts = [bare.group(1) or bare.group(2)]  # "one pudding needs 35 ml ; how much for 12?": 12 puddings
    if not counts:
        counts = _TAKEN.findall(
            text
        )  # "a foil is 1.25 and I used 48": the count said alone, of the thing priced
    if len(counts) != 1 or not _asks_for_the_whole(question, story, made_of, noun):
        return None
    if made_of is None and _count_asked(text, counts[0], question):
        return None  # "we baked 45 cupcakes and put 9 in each box ; how many cupcakes?" tells them (was 405)
    if _WEEKLY.search(question) and (noun != "day" or not re.fullmatch(r"[1-7]", counts[0])):
        return None  # "£4 a day , 20 days ; weekly?": the days told are no week
    return ProblemSpec("*", numbers[0], numbers[1])  # as told: "24 items at 2.25 each" is 24 × 2.25


_COUNT_ASKED = lazy(
    rf"^(?:how (?:much|many) (?:[a-z]+ )?(?:is it |would it be |do i need |will i need |do we need )?"
    rf"for ({N})"
    rf"|what (?:do|would|will|does|did) ({N}) (?:cost|come to|be))$"
)
"""A count asked of a rate for one, the thing counted said in the story: "one pudding needs 35 ml of batter ;
how much for 12?", "a bag is 85p ; what do 6 cost?"."""
_AT_A_PRICE = lazy(
    rf"(?:^|; |(?:bought|sold|ordered|got|need|needs|want|wants|ordering|buying) )({N})"
    rf" (of (?:us|them|you)|[a-z]+)(?: (?!at\b)[a-z]+){{0,4}} at [£$€₹¥] ?({N})"
    rf"(?: (?:each|apiece|a piece)| (?:a|an|per|each|for each) ([a-z]+))?"
    rf"(?: (?:fitted|supplied|delivered|installed|from the [a-z]+|before vat|ex vat|plus vat|inc vat))?$",
    needs=" at ",
)
"""Things or people counted at a price, each one's: "14 loaves at £1.35", "8 of us buy in at £15"."""
_TOTAL_ASKED = lazy(
    r"(?:so )?(?:what is |what s )?(?:in )?(?:the )?(?:total|bill|cost|total cost|pot|kitty|takings)"
    r"(?: for (?:the|this|my|our|that) [a-z]+)?"
    r"|how much(?: altogether| in total| is in the (?:pot|kitty))?"
    r"|(?:so )?(?:what|how much) (?:did|do|does|will|would|was|were|is|are|s) (?:it|they|that|those|these"
    r"|this|the lot|all that|i|we)(?: all)?(?: cost| come to| pay| spend| be)?(?: (?:me|us))?"
    r"(?: (?:altogether|all together|in total))?"
    r"|(?:so )?what s the damage"
)


def _count_at_a_price(story: str, question: str) -> ProblemSpec | None:
    """A count of things at a price, asked for the total: "14 loaves at £1.35 , what is the total?", "8 of us
    buy in at £15 , what is the pot?"; or a price told for things, and how many of them: "cards sell for
    £3.50 , sold 28 ; takings?"."""
    found = _AT_A_PRICE.search(story)
    if found is None:
        return _things_priced(story, question)
    if found.group(4) and not found.group(2).startswith(found.group(4).removesuffix("s")):
        return None  # "14 rolls at £8.99 a roll", "11 radiators at £145 a rad"; never "a metre" of rolls
    if is_unit(found.group(2)) or _TIME_UNIT.fullmatch(found.group(2)):
        return None  # "3 kg at £2": the price may be for all of it
    if NOT_A_PRODUCT.search(f"{story} ; {question}") or not _TOTAL_ASKED.fullmatch(question):
        return None
    return ProblemSpec("*", found.group(1), found.group(3))


_THINGS_PRICED = lazy(
    rf"(?<![\d.] )\b([a-z]+s)"
    rf" (?:sell for|sell at|sold for|go for|went for|are|were|cost|are priced at|retail at)"
    rf" [£$€₹¥] ?({N})(?= ;| ,| and\b|$)",
    needs="£|$|€|₹|¥",
)
"""A price told of things, with no pack or time it is for: "cards sell for £3.50", "tickets are £6"."""
_SOLD_COUNT = lazy(
    rf"\b(?:sold|bought|ordered|got|made) ({N})(?: of them)?"
    rf"(?= ;| ,| and\b| at\b| on\b| in\b| to\b| from\b|$)"
)
"""How many were sold or bought, told alone: "sold 28 at the craft fair", "I bought 12"."""
_TAKINGS_ASKED = lazy(
    r"(?:(?:so )?(?:what (?:is|are|were|was) )?(?:the |my |our )?(?:total )?(?:takings|sales|revenue|income"
    r"|total|cost|total cost|bill)(?: in total| altogether)?"
    r"|how much (?:did (?:i|we|you|they|he|she) (?:make|take|take in|spend|pay)|altogether|in total)"
    r"|what did (?:they|those|these|it|that) (?:cost|come to|make|bring in))"
)


def _things_priced(story: str, question: str) -> ProblemSpec | None:
    """A price of things and how many were sold or bought, asked for the total: "cards sell for £3.50 , sold
    28 at the fair ; takings?" is 3.50 × 28. The price is all the story says of one thing (no "a pack"), the
    count counts those things or is said alone, and they are the story's only two numbers."""
    priced = _THINGS_PRICED.search(story)
    if priced is None or not _TAKINGS_ASKED.fullmatch(question) or len(_NUMBER.findall(story)) != 2:
        return None
    if NOT_A_PRODUCT.search(f"{story} ; {question}") or is_unit(priced.group(1)):
        return None
    thing = _one_of(priced.group(1))
    counted = [
        found.group(1)
        for found in re.finditer(rf"(?<![\w.])({N}) (?:[a-z]+ )?{re.escape(thing)}(?:s|es)?\b", story)
        if found.start() != priced.start(2)
    ] or _SOLD_COUNT.findall(story)
    if len(counted) != 1 or counted[0] == priced.group(2):
        return None
    return ProblemSpec("*", priced.group(2), counted[0])


def _noun_of_the_other(text: str, at: int) -> str | None:
    """What the number that is not the rate's counts, said right after it: "guests" in "96 guests"."""
    for number in _NUMBER.finditer(text):
        if number.start() != at:
            after = re.match(r" ([a-z]+)\b", text[number.end() :])
            word = after.group(1) if after else None
            return None if word is None or word in _NOT_A_COUNT or is_unit(word) else word
    return None


_GROUPS_OF = lazy(
    rf"\b([a-z]+?)(?:e?s) (?:of|(?:hold|sleep|seat|take|fit|carry)s?) ({N})(?= ;| ,| and\b| for\b| each\b|$)"
)
"""Groups of a size: "tables of 8", "teams of 5", "tents sleep 6"."""
"""Groups of a size said by their name: "tables of 8", "teams of 5"."""


def _groups_of_asked(story: str, question: str, numbers: list[str]) -> ProblemSpec | None:
    """Things counted and groups of a size, asked how many groups: "120 guests and tables of 8 ; how many
    tables do we need?" is 120 ÷ 8. The whole is counted in things ("120 guests"), never in a unit."""
    groups = list(_GROUPS_OF.finditer(story))
    if len(groups) != 1 or NOT_A_PRODUCT.search(f"{story} {question}"):
        return None
    noun, size = groups[0].groups()
    asked = re.fullmatch(
        rf"how many {re.escape(noun)}(?:e?s)?(?: (?:do|will|would|should) (?:we|i|you|they) need"
        rf"| (?:are|is|will be) needed| (?:do|will|would) (?:we|i|you|they) (?:get|have|make|fill))?",
        question,
    )
    whole = [n for n in numbers if n != size]
    if asked is None or len(whole) != 1 or numbers.count(size) != 1:
        return None
    counted = re.search(rf"(?<![\w.]){re.escape(whole[0])} ([a-z]+)\b", story)
    if counted is None or counted.group(1) in _NOT_A_COUNT or is_unit(counted.group(1)):
        return None
    if _same_thing(counted.group(1), noun):
        return None  # "teams of 6 , 12 teams signed up ; how many teams?" tells the teams (was 2)
    return ProblemSpec("/", whole[0], size)


_GROUPS_OF_A_SIZE_ASKED = lazy(
    rf"how many ([a-z]+) of ({N})(?: ([a-z]+))?(?: (?:is that|is it|are there|are they|will that fill"
    rf"|would that fill|will that make|would that make|does that make|can i fill|can we fill|do i need"
    rf"|do we need))?",
    needs="how many",
)
"""Groups of a size asked, the whole told before: "… 1008 eggs ; how many boxes of 12 is that?"."""


def _groups_of_a_size_asked(story: str, question: str, numbers: list[str]) -> ProblemSpec | None:
    """A whole counted in things, asked how many groups of a size it makes: "hens laid 1008 eggs this
    fortnight ; how many boxes of 12 is that?" is 1008 ÷ 12. The things are counted one by one (never in a
    unit), named again in the question if at all, and the groups are no unit nor the things."""
    asked = _GROUPS_OF_A_SIZE_ASKED.fullmatch(question)
    if asked is None or NOT_A_PRODUCT.search(f"{story} {question}"):
        return None
    group, size, named = asked.groups()
    whole = [n for n in numbers if n != size]
    if len(whole) != 1 or numbers.count(size) != 1 or is_unit(group) or _TIME_UNIT.fullmatch(group):
        return None
    counted = re.search(rf"(?<![\w.]){re.escape(whole[0])} ([a-z]+)\b", story)
    if counted is None or not _counts_things(f" {counted.group(1)}") or _same_thing(counted.group(1), group):
        return None
    if named and not _same_thing(named, counted.group(1)):
        return None  # "1008 eggs ; how many boxes of 12 cans?"
    return ProblemSpec("/", whole[0], size)


def _groups_of_a_size_counted(story: str, question: str, numbers: list[str]) -> ProblemSpec | None:
    """Groups of a size and how many of them, asked how many of what fills them: "teams of 6 , 14 teams signed
    up ; how many people?" is 6 × 14. The groups are counted by their name ("14 teams"); what is asked is
    neither the groups, a unit nor a length of time, and is asked of all of them."""
    groups = list(_GROUPS_OF.finditer(story))
    if len(groups) != 1 or NOT_A_PRODUCT.search(f"{story} {question}"):
        return None
    noun, size = groups[0].groups()
    counted = [n for n in numbers if n != size]
    if len(counted) != 1 or numbers.count(size) != 1:
        return None
    if not re.search(rf"(?<![\w.]){re.escape(counted[0])} (?:[a-z]+ )?{re.escape(noun)}(?:e?s)?\b", story):
        return None
    asked = re.fullmatch(
        r"how many ([a-z]+)(?: (?:is that|are there|in total|altogether|in all))?(?: .*)?", question
    )
    if (
        asked is None
        or re.search(_EACH_ASKED, question)
        or re.search(r"\b(?:not|no|a|an|the same)\b", question)
    ):
        return None
    thing = asked.group(1)
    if re.search(rf"\b{re.escape(noun)}\b", question[asked.end(1) :]):
        return None  # "how many people in the team?" asks for one group
    if _same_thing(thing, noun) or thing in _NOT_A_COUNT or is_unit(thing) or _TIME_UNIT.fullmatch(thing):
        return None
    return ProblemSpec("*", size, counted[0])


_THINGS_IN_GROUPS = lazy(
    rf"(?<![\w.])({N}) ([a-z]+) of ({N}) ([a-z]+?)(?:e?s)?(?: (?:on|in|at) (?:the |a |my )?[a-z]+)?$",
    needs=" of ",
)
"""Groups counted and the things in each: "23 rows of 18 seats"."""


def _things_in_groups_asked(story: str, question: str) -> ProblemSpec | None:
    """Groups of a size, asked how many things in all: "9 shelves of 40 books ; how many books?" is 9 × 40,
    "12 layers of 35 cases , how many cases on it?" is 12 × 35. The groups are counted in a noun, never a unit
    ("3 kg of 20 apples" is no group). One group asked ("9 shelves of 40 books ; how many books on the
    shelf?") is the guards' to ask back (`guards.ways.asked_another_way`)."""
    found = _THINGS_IN_GROUPS.search(story)
    if found is None or NOT_A_PRODUCT.search(f"{story} {question}"):
        return None
    groups, group, size, thing = found.groups()
    if group in _NOT_A_COUNT or is_unit(group) or _NUMBER.search(story[: found.start()]):
        return None
    asked = re.fullmatch(
        rf"how many {re.escape(thing)}(?:e?s)?(?: (?:are there|is that|in total|total|altogether"
        rf"|all together|in all|(?:are|is) there (?:in total|altogether|in all)))?"
        rf"(?: (?:are |is )?(?:on|in) (?:it|them|the [a-z]+|that|this|total))?",
        question,
    )
    if asked is None:
        return None
    return ProblemSpec("*", groups, size)


_MEASURED_GROUPS = lazy(rf"(?<![\w.])({N}) ([a-z]+) of ({N}) ?([a-z]+)(?: [a-z]+)?$", needs=" of ")
_MEASURE_ASKED = lazy(
    r"(?:what is the )?(?:total|how many|how much) (?:[a-z]+ )??([a-z]+)(?: [a-z]+)?"
    r"(?: in total| altogether| is that)?"
)


def _measured_groups(story: str, question: str) -> ProblemSpec | None:
    """Groups of a measure or a length of time, asked the whole in that unit: "6 sets of 4 min efforts ;
    total minutes hard?" is 6 × 4, "5 bags of 2 kg ; how many kg in total?" 5 × 2. The groups are counted in
    a noun, and nothing else is told."""
    found = _MEASURED_GROUPS.search(story)
    asked = _MEASURE_ASKED.fullmatch(question)
    if found is None or asked is None or NOT_A_PRODUCT.search(f"{story} {question}"):
        return None
    groups, group, size, unit = found.groups()
    if (
        group in _NOT_A_COUNT
        or is_unit(group)
        or _TIME_UNIT.fullmatch(group)
        or _NUMBER.search(story[: found.start()])
    ):
        return None
    if _TIME_UNIT.fullmatch(unit):
        same = _length_unit(unit) == _length_unit(asked.group(1))
    else:
        same = is_unit(unit) and is_unit(asked.group(1)) and same_unit(unit) == same_unit(asked.group(1))
    return ProblemSpec("*", groups, size) if same else None


_UNIT_OR_NOUN = r"[a-z]+(?: \^ [23])?"
_RATE_TIMES_COUNT = lazy(
    rf"(?:([a-z]+) )?(?:[£$€] ?)?({N})(?: ?({_UNIT_OR_NOUN}))? (?:per|a|an|every|each|/) ([a-z]+)"
    rf" (?:x|\*) ({N}) ([a-z]+)"
    rf"(?: =(?: ;)?(?: how many ({_UNIT_OR_NOUN})(?: of [a-z]+)?| ({_UNIT_OR_NOUN}))?"
    rf"| , total(?: ([a-z]+))?)?",
    needs="x|*",
)
"""A rate times a count in signs, as a note: "tiles 36 per box x 18 boxes =", "£175 / mo x 12 mo = ?"."""
_AMOUNT_BY_COUNT = lazy(
    rf"(?:([a-z]+) )?(?:[£$€] ?)?({N}) ?({_UNIT_OR_NOUN}) / ({N}) ([a-z]+)"
    rf" =(?: ;)?(?: ({_UNIT_OR_NOUN}) each)?",
    needs="/",
)
"""An amount shared by a count in signs, asked in its unit: "flour 12.5 kg / 5 batches = ? kg each"."""
_COUNT_TIMES_SIZE = lazy(rf"({N}) ([a-z]+) (?:x|\*) ({N}) ([a-z]+) =(?: ;)? ([a-z]+)", needs="x|*")
"""Groups times the things in each, the things asked: "48 crates × 24 bottles = ___ bottles"."""


def _written_in_signs(text: str) -> ProblemSpec | None:
    """A rate and its count, or groups and their size, written with × or ÷ and named: each number names what
    it counts, and the answer is asked, if at all, in what the rate is made of."""
    if found := _RATE_TIMES_COUNT.fullmatch(text):
        thing, rate, made_of, per, count, counted = found.group(1, 2, 3, 4, 5, 6)
        asked = found.group(7) or found.group(8) or found.group(9)
        if _one_of(per) != _one_of(counted) or (asked and asked not in (made_of, thing)):
            return None
        return ProblemSpec("*", rate, count)
    if found := _AMOUNT_BY_COUNT.fullmatch(text):
        amount, unit, count, counted, asked = found.group(2, 3, 4, 5, 6)
        if not is_unit(unit.split()[0]) or is_unit(counted) or (asked and asked != unit):
            return None
        return ProblemSpec("/", amount, count)
    if found := _COUNT_TIMES_SIZE.fullmatch(text):
        groups, group, size, things, asked = found.groups()
        if is_unit(group) or is_unit(things) or _one_of(group) == _one_of(things) or asked != things:
            return None
        return ProblemSpec("*", groups, size)
    return None


_ASKED_FIRST = lazy(
    rf"(?:altogether |in total )?how many ([a-z]+) (?:are there |altogether |all together |in total "
    rf"|in all )?(?:(?:are |is )?in |is |are |from |of )?(?:(?:the|my|our|these|those) )?"
    rf"({N}) ([a-z]+) of ({N})(?: ([a-z]+))?(?: (?:altogether|all together|in total|in all))?",
    needs="how many",
)
"""Things asked first, then the groups that hold them: "how many bottles altogether in 9 crates of 24"."""
_PARTS = frozenset({"half", "halve", "third", "quarter", "fifth", "tenth", "lot", "time", "set", "batch"})
"""Groups that may be parts of something or repeats of the whole, not holders of things: "3 lots of 20"."""


def _things_in_groups_asked_first(text: str) -> ProblemSpec | None:
    """How many things in groups of a size, asked first: "how many tiles altogether 16 rows of 23" is 16 × 23.
    The things are named once or twice, always the same; the groups are counted in a noun, never a unit."""
    found = _ASKED_FIRST.fullmatch(text)
    if found is None or NOT_A_PRODUCT.search(text):
        return None
    thing, groups, group, size, named = found.groups()
    thing, group = _one_of(thing), _one_of(group)
    if named is not None and _one_of(named) != thing:
        return None  # "how many bottles in 9 crates of 24 cans"
    if thing == group or group in _NOT_A_COUNT or group in _PARTS or is_unit(group) or is_unit(thing):
        return None
    return ProblemSpec("*", groups, size)


def _asks_how_many_of(question: str, noun: str) -> bool:
    """Does the question ask how many of what the rate is per ("125 ml per hour ; how many hours?"), or how
    long, when the rate is per a length of time?"""
    asked = re.search(r"\bhow (?:many ([a-z]+)|long)\b", question)
    if asked is None and is_unit(noun) and (needed := _UNIT_NEEDED.fullmatch(question)):
        return _same_thing(needed.group(1), noun)  # "12 sq m per litre … ; litres needed?"
    if asked is None or _PART_ASKED.search(question):
        return False  # "how long until it is half empty?" asks for a part of the whole
    if asked.group(1) is None:
        return _TIME_UNIT.fullmatch(noun) is not None
    one = "batch" if noun == "recipe" else _one_of(noun)
    return re.search(rf"\bhow many (?:[a-z]+ )?{re.escape(one)}(?:s|es)?\b", question) is not None


_UNIT_NEEDED = lazy(
    r"(?:how much |the |total )?([a-z]+) (?:needed|required|do (?:i|we|you) need|will (?:i|we|you) need)"
)
"""A unit a rate is per, asked by its name as what is needed: "litres needed?", "kg required?"."""


def _one_of(noun: str) -> str:
    """One of a noun said one or many: "buses" → bus, "boxes" → box, "bags" → bag, "bus" → bus."""
    if noun.endswith(("ses", "xes", "ches", "shes")):
        return noun.removesuffix("es")
    return noun if noun.endswith(("ss", "us")) else noun.removesuffix("s")


_TAKEN = lazy(
    rf"\b(?:bought|buy|buying|used|use|using|need|needed|ordered|order|took|take|want|sold|making|make|made)"
    rf" ({N})(?= ;| ,| and\b| for (?:the|a|my|our)\b|$)"
)
"""A count said alone after what was done with the things: "I bought 6", "I used 48", "I need 15 for the
fair"."""
_AFTER_A_WHOLE = r"(?:for|but|and|in all|in total|are|is|were|will|need|want|come|coming)"
"""Words after a whole told without its noun: "I need 168 for the fete", "28 are coming"."""


def _lasting(text: str, at: int, made_of: str, noun: str) -> ProblemSpec | None:
    """A whole told in what a rate is made of, divided by the rate: "an infusion of 1000 ml runs at 125 ml per
    hour ; how many hours does it take?" is 1000 ÷ 125, "I read 30 pages a day ; how many days for 450 pages?"
    is 450 ÷ 30. A count of the very things asked is no whole to divide: "£4 a week for 38 weeks ; how many
    weeks?" (was 9.5)."""
    if same_noun(made_of, noun):
        return None
    one = made_of.removesuffix("s")
    whole = [
        number.group()
        for number in _NUMBER.finditer(text)
        if number.start() != at
        and re.match(
            rf" (?:(?:- )?{re.escape(one)}(?:s|es)?\b|{_AFTER_A_WHOLE}\b| ?[;,]| ?$)",
            text[number.end() :],
        )
    ]
    rate = next(number.group() for number in _NUMBER.finditer(text) if number.start() == at)
    if len(whole) != 1 or whole[0] == rate or not _counted_whole_if_grouped(text, noun, whole[0] + rate):
        return None
    return ProblemSpec("/", whole[0], rate)


def _counted_whole_if_grouped(text: str, noun: str, numbers: str) -> bool:
    """Can the coach tell the groups counted are whole ("how many buses?" has a whole answer: 22.5 buses is
    no answer)? It can for lengths of time, and for groups it knows (boxes, buses, batches, trays …) or things
    counted one by one; "each sack holds 25 kg … how many sacks?" is left unread."""
    from quickmath.offline.readers.stories import counts_whole_groups  # only for a share of groups asked
    from quickmath.offline.readers.units import units_in

    if _TIME_UNIT.fullmatch(noun) or is_unit(noun) or counts_whole_groups(text):
        return True  # "how many hours?", "litres needed?": a part of one is an answer
    return not units_in(text) and "." not in numbers


def _time_at_a_rate(rates: list[re.Match[str]], question: str, numbers: list[str]) -> ProblemSpec | None:
    """Time spent at a rate per unit of that time, asked for one of the time it is spent in: "works 37.5 hours
    a week and is paid £11.44 an hour ; how much does she earn in a week?" is 37.5 × 11.44."""
    (spent, paid) = rates if rates[0].group(2) else rates[::-1]
    unit, per, by = spent.group(2), spent.group(3), paid.group(3)
    money = paid.group(2) is None or _MONEY_WORD.fullmatch(paid.group(2))
    if None in (unit, per, by) or not money or not _TIME_UNIT.fullmatch(unit or ""):
        return None
    if unit.removesuffix("s") != by or not re.search(rf"\b(?:in|for|a|an|per|each|every) {per}\b", question):
        return None
    return ProblemSpec("*", numbers[0], numbers[1]) if _WHOLE.search(question) or "earn" in question else None


_HOLDER_OF_EACH = lazy(
    rf"\b(?!(?:they|we|you|i|it|these|those|all|both)\b)([a-z]+s) (?:all )?"
    rf"(?:hold|have|contain|take|fit|carry) {N}(?: [a-z]+)? (?:each|apiece)$",
    needs="each|apiece",
)
"""Holders told in the plural before an amount each: "seed trays hold 24 cells each" is 24 for each tray."""


def _parts_of(rate: re.Match[str]) -> tuple[str | None, str | None, int]:
    """What a rate found is made of ("cans"), what it is for ("case"), and where its number is."""
    if rate.group(1) is not None:
        return rate.group(2), rate.group(3), rate.start(1)
    if rate.group(5) is not None:
        return rate.group(6), rate.group(4), rate.start(5)
    if rate.group(7) is not None:
        return rate.group(8), rate.group(9), rate.start(7)
    if rate.group(11) is not None:
        return rate.group(12), rate.group(10), rate.start(11)
    if rate.group(16) is not None:
        return rate.group(17), rate.group(15), rate.start(16)
    if rate.group(19) is not None:
        return None, _PERIOD_OF.get(rate.group(18), rate.group(18)), rate.start(19)
    if rate.group(22) is not None:
        return None, rate.group(20) or rate.group(21), rate.start(22)  # "unit price £0.85"
    if rate.group(24) is not None:
        return rate.group(25), rate.group(23), rate.start(24)  # "our build takes 14 min"
    return None, rate.group(13), rate.start(14)


_SHORT_TIME = {"sec": "second", "min": "minute", "hr": "hour", "h": "hour"}


def _length_unit(word: str) -> str:
    """A unit of time in one spelling: "mins", "minutes" and "min" are "minute"."""
    one = word.removesuffix("s")
    return _SHORT_TIME.get(one, one)


def _counted_in_a_period(rates: list[re.Match[str]], question: str, numbers: list[str]) -> ProblemSpec | None:
    """A rate for one thing, and how many of those things a period holds, asked for the whole of that period:
    "electric is 28 p a unit and i use 310 units a month ; what does that come to in pence?" is 28 × 310. The
    question names no other period than the count's (see `guards.groups.rate_asked_for_another_time`)."""
    (made_of, noun, _), (counted, period, _) = (_parts_of(rate) for rate in rates)
    if None in (noun, counted, period) or not _same_thing(counted or "", noun or ""):
        return None
    if not _TIME_UNIT.fullmatch(period or ""):
        return None  # "310 units a month": the things the price is for, counted in a period
    if made_of and _TIME_UNIT.fullmatch(made_of):
        asked = re.fullmatch(
            r"(?:what is the )?(?:total|how many) (?:[a-z]+ )?([a-z]+)(?: in total| altogether)?", question
        )
        same = asked is not None and _length_unit(asked.group(1)) == _length_unit(made_of)
        return ProblemSpec("*", numbers[0], numbers[1]) if same else None
    return ProblemSpec("*", numbers[0], numbers[1]) if _WHOLE.search(question) else None


def _mentions_a_rate(text: str) -> bool:
    return any(
        word in f" {text} "
        for word in (
            " a ",
            " an ",
            "per ",
            "each",
            "every",
            "apiece",
            "dozen",
            " one",
            "recipe",
            "batch",
            "s of ",
            " at ",
            " rate ",
            "unit",
            "price",
            "cost",
            "sold",
            "bought",
            " over ",
            "serves",
            "feeds",
            "makes",
            "yields",
        )
    )


def _asks_for_the_whole(question: str, story: str, made_of: str | None, noun: str | None) -> bool:
    """Does the question ask for all of it: a total, a cost, or how many of what the rate is made of? A story
    told with no question of its own ("24 items at 2.25 each?") asks for the whole when it is short."""
    if not question:
        return _ASKED.search(story) is not None or _ONLY_A_RATE.fullmatch(story) is not None
    if noun and re.search(rf"\b(?:a|an|each|every|per|one|the same) {re.escape(_one_of(noun))}\b", question):
        return False  # "how much is it a night?", "how many people are on each bus?" ask the rate back
    if re.search(_EACH_ASKED, question):
        return False  # "5 boxes , 12 eggs each ; how many eggs per box?" (was 60)
    asked = re.search(r"\bhow many (\w+)", question)
    if asked and made_of is None and noun:
        return _held_things_asked(story, question, noun)
    if asked and _part_named(question[asked.end() :], story):
        return False  # "… 96 bars ; how many beats in the chorus?" asks for a part the story never told
    if asked:
        return made_of is not None and asked.group(1).removesuffix("s") == made_of.removesuffix("s")
    if made_of and noun and (earned := _EARNED_FROM.fullmatch(question)):
        return _same_thing(earned.group(1), made_of) and _same_thing(earned.group(2), noun)
    named = _MADE_OF_ASKED.fullmatch(question)
    if made_of is not None and named and any(word and _same_thing(word, made_of) for word in named.groups()):
        return True  # "beads needed?", "dose in mg?"
    return _WHOLE.search(question) is not None


_PLACE_ASKED = lazy(
    r"\b(?:in|on|of|for|from) (?:the|my|our|this|that|his|her|their)"
    r" (?!(?:whole|hole|entire|full|total)\b)([a-z]+)"
)


def _part_named(rest: str, story: str) -> bool:
    """Does the rest of a question name a place or a part the story never tells ("in the chorus")? A box or
    a bag the things are kept in holds them all ("45 trains each for 5 players ; how many trains in the
    box?")."""
    from quickmath.offline.readers.leftovers import GROUP  # only for a place named in a question

    return any(
        not re.search(rf"\b{re.escape(_one_of(place))}", story) and not re.fullmatch(GROUP, place)
        for place in _PLACE_ASKED.findall(rest)
    )


def _count_asked(text: str, count: str, question: str) -> bool:
    """Does the question ask how many of what the count told counts ("45 cupcakes … how many cupcakes")?"""
    asked = re.search(r"\bhow many ([a-z]+)", question)
    counted = re.search(rf"(?<![\w.]){re.escape(count)} ([a-z]+)", text)
    return asked is not None and counted is not None and _same_thing(counted.group(1), asked.group(1))


_HELD_ASKED = lazy(r"how many ([a-z]+)(?: is that| is it| are there| altogether| in total| in all)?")


def _held_things_asked(story: str, question: str, noun: str) -> bool:
    """Does "how many …" ask for what a rate told without its things holds ("64 in a stack")? The things are
    named in the story ("12 in a box , 30 boxes of tiles ; how many tiles?"), or the groups are told as
    groups of some stuff, asked by another name ("64 stacks of cobblestone , 64 in a stack ; how many
    blocks?"); never the groups themselves, a unit or a time."""
    asked = _HELD_ASKED.fullmatch(question)
    if asked is None:
        return False
    thing = asked.group(1)
    if _same_thing(thing, noun) or thing in _NOT_A_COUNT or is_unit(thing) or _TIME_UNIT.fullmatch(thing):
        return False
    named = re.search(rf"\b{re.escape(_one_of(thing))}", story) is not None
    of_stuff = re.search(rf"(?<![\w.]){N} {re.escape(_one_of(noun))}(?:s|es)? of [a-z]+", story) is not None
    return named or of_stuff


_WEEKLY = lazy(r"\bweekly\b", needs="weekly")
_EARNED_FROM = lazy(
    r"(?:total )?([a-z]+) (?:from|for) (?:the |all |those |these |my |our |his |her )?([a-z]+)"
)
"""What a rate is made of asked from what it is for: "3 points a win , 14 wins ; points from wins?"."""
_MADE_OF_ASKED = lazy(
    r"(?:total )?([a-z]+)(?: needed| in total| altogether| total)?|(?:the )?[a-z]+ in ([a-z]+)"
    r"|(?:so )?(?:what is|what s|how much is) (?:that|it|this)(?: in total| altogether)? in ([a-z]+)"
)
"""What the rate is made of, asked by its name alone: "beads needed?", or in its unit: "dose in mg?"."""


_ONE_ASKED = lazy(
    r"^(?:so |and |then )?(?:(?:how much|what) (?:is|was|s|does|did|do|would|will|should) (?:it be )?"
    r"(?:for )?|how much (?:for|per) |how much (?=(?:a|an|each|every) )"
    r"|(?:what is |what s )?the (?:price|cost) (?:of|for|per) |(?:price|cost) (?:of|for|per) "
    r"|(?:what is|what s|how much is) (?:that|it) (?=(?:a|an|per) ))"
    r"(?:one|each|a single|a|an|1|per) ([a-z]+)(?: (?:cost|be|come to|work out at|go for))?$",
    needs="one|each|single|a |an |1|per",
)
"""A question for the price of one: "how much is one rose?", "what did one kilogram cost?", "what is that a
kilo?"."""
_PACK = r"(?:- )?(?:pack|packet|multipack|box|bag|case|tray|crate|bundle|set|carton|tub|roll)s?\b"
_PRICED = lazy(
    r"\b(?:cost|costs|costing|paid|pay|pays|price|priced|sells?|sold|charged?|spent|spend|rent|bill|fee|fees)\b"
)
_MONEY = lazy(
    rf"[£$€₹¥] ?{N}|(?<![\w.])\d+\.\d\d(?![\d.])|{N} (?:pounds|dollars|euros|rupees|rand|pence|p|cents)\b"
)
"""A price: said with cost words, a currency, or to the penny ("6.60")."""
_TOLD_FOR_ONE = lazy(r"\b(?:each|every|per|apiece|a piece)\b")


def _for_one(story: str, question: str, numbers: list[str]) -> ProblemSpec | None:
    """A price told for a count of things, asked for one: "a dozen roses cost 30 ; how much is one rose?",
    "a 12 - pack of water is 6.60 , what is one bottle?", "paid 44.97 for 3 kg of apples ; what did one
    kilogram cost?". The price divided by the count, the count found beside what one is asked of. A price told
    for one already ("3 kg at £2 a kilo, what does one kilo cost?") is the guards' to ask back
    (`guards.groups.told_for_one_asked`)."""
    asked = _ONE_ASKED.match(question)
    if asked is None or not story or _NUMBER.search(question) or _TOLD_FOR_ONE.search(story):
        return None
    if not (_PRICED.search(story) or _MONEY.search(story)) or NOT_A_PRODUCT.search(f"{story} ; {question}"):
        return None
    counts = [
        number.group()
        for number in _NUMBER.finditer(story)
        if _counts_one(story[number.end() :], asked.group(1))
        or (asked.group(1) == "head" and _counts_things(story[number.end() :]))
    ]
    if len(counts) != 1:
        return None
    price = numbers[1] if numbers[0] == counts[0] else numbers[0]
    return ProblemSpec("/", price, counts[0]) if price != counts[0] else None


_UNIT_PER_ONE_ASKED = lazy(
    r"(?:how (?:many|much) |what is the |the )?([a-z]+|[£$€])"
    r" (?:per|a|an|each|for each|for every|in each) ([a-z]+)"
    r"(?: is that| is it| each)?"
)
"""A share asked in the unit of the whole, per one of what it is shared into: "g per portion?"."""


def _unit_per_one(story: str, question: str) -> ProblemSpec | None:
    """A whole told in a unit and a count of what it is shared into, asked in that unit per one: "batch 1250
    g , portions 25 ; g per portion?" is 1250 ÷ 25, "budget £600 , 12 people ; £ per person?" 600 ÷ 12. The
    two numbers are the story's; the whole carries the unit asked, the count names the things asked of."""
    asked = _UNIT_PER_ONE_ASKED.fullmatch(question)
    numbers = _NUMBER.findall(story)
    if asked is None or len(numbers) != 2 or NOT_A_PRODUCT.search(story):
        return None
    unit, one = asked.groups()
    if unit in "£$€":
        whole = [n for n in numbers if re.search(rf"[{re.escape(unit)}] ?{re.escape(n)}(?![\w.])", story)]
    else:
        whole = [n for n in numbers if re.search(rf"(?<![\w.]){re.escape(n)} ?{re.escape(unit)}\b", story)]
    stem = one.removesuffix("f")  # "loaf" and "loaves"
    things = rf"{re.escape(_one_of(one))}(?:s|es)?|{re.escape(_MANY.get(one, one))}|{re.escape(stem)}ves"
    count = [
        n
        for n in numbers
        if re.search(rf"(?<![\w.]){re.escape(n)} (?:[a-z]+ )?(?:{things})\b", story)
        or re.search(rf"\b(?:{things}) (?:; |= )?{re.escape(n)}(?![\w.])", story)
    ]
    if len(whole) != 1 or len(count) != 1 or whole[0] == count[0] or not (is_unit(unit) or unit in "£$€"):
        return None
    return ProblemSpec("/", whole[0], count[0])


_EQUAL_PARTS = (
    r"(?:instalments|installments|payments|parts|portions|shares|chunks|slices|pieces|lots|stages|legs)"
)
_IN_PARTS = lazy(
    rf"\b(?:payable|paid|pay|split|divided|cut|shared|spread|broken) (?:up )?(?:in|into|over|across) ({N})"
    rf" (?:equal |even |monthly |weekly )?({_EQUAL_PARTS})\b",
    needs="instal|payment|part|portion|share|chunk|slice|piece|lot|stage|leg",
)
_EACH_PART_ASKED = lazy(r"\b(?:each|every|per|one|a single) ([a-z]+)\b")


def _in_parts(text: str, numbers: list[str]) -> ProblemSpec | None:
    """A whole to be paid or cut in a number of equal parts, asked for each part: "charged £1486 … payable in
    10 instalments ; kindly confirm the amount of each instalment" is 1486 ÷ 10."""
    parts = _IN_PARTS.search(text)
    if parts is None or numbers.count(parts.group(1)) != 1 or NOT_A_PRODUCT.search(text):
        return None
    asked = [
        found
        for found in _EACH_PART_ASKED.finditer(text[parts.end() :])
        if _same_thing(found.group(1), parts.group(2))
    ]
    if not asked:
        return None
    whole = numbers[1] if numbers[0] == parts.group(1) else numbers[0]
    return ProblemSpec("/", whole, parts.group(1))


_YIELD_TOLD = lazy(rf"\b(?:serves|feeds|makes|yields|gives) ({N})(?: ([a-z]+))?(?= ;| ,| and\b|$)")
_NEED_TOLD = lazy(
    rf"\b(?:need to|have to|want to|must|got to|going to|am|are|i m) (?:serve|feed|make|cater for|serving"
    rf"|feeding|making|catering for) ({N})(?: ([a-z]+))?(?= ;| ,|$)"
    rf"|\b(?:need|want) ({N}) ([a-z]+)(?= ;| ,|$)"
)
_SCALE_ASKED = lazy(
    r"how many times (?:do|should|must|will|would) (?:i|we|you) (?:scale|multiply)"
    r" (?:it|the recipe|that|this)(?: up)?(?: by)?"
    r"|how many batches(?: (?:do|will|would|should) (?:i|we|you) (?:need|make))?"
    r"|what (?:do|should|must) (?:i|we|you) (?:scale|multiply) (?:it|the recipe|that|this)(?: up)? by"
)


def _scale_asked(story: str, question: str) -> ProblemSpec | None:
    """What a recipe told by what it serves or makes is scaled by to serve or make a number needed: "cake
    serves 8 , i need to serve 56 ; how many times do i scale it?" is 56 ÷ 8, "recipe makes 24 cookies , i
    need 300 cookies ; how many batches?" 300 ÷ 24. What is needed is of the thing made, when both are
    named."""
    made, needed = _YIELD_TOLD.search(story), _NEED_TOLD.search(story)
    if made is None or needed is None or not _SCALE_ASKED.fullmatch(question) or NOT_A_PRODUCT.search(story):
        return None
    count, thing = (
        (needed.group(1), needed.group(2)) if needed.group(1) else (needed.group(3), needed.group(4))
    )
    if len(_NUMBER.findall(story)) != 2 or (
        thing and made.group(2) and not _same_thing(thing, made.group(2))
    ):
        return None
    return ProblemSpec("/", count, made.group(1))


_SAVED = lazy(r"\bsav(?:e|es|ed|ing|ings)\b", needs="sav")
"""Money saved, asked of a story that saves nothing: another price is meant ("how much do I save?")."""
_UNCOUNTED_SPAN = lazy(
    r"\b(?:for|over|across|during|in) (?:a|an|the|one|this|that|each|every)"
    r" (?:term|season|semester|quarter|year|month|fortnight|week|day)\b"
)
"""A stretch of time told beside two rates and never counted: "£40 a session , 2 sessions a week for a term"
asks for a term's worth (was 40 × 2)."""
_PERIODS_COUNTED = lazy(rf"\b(?:for|over|across) ({N}) (?:equal )?({_PERIOD})s\b")
"""The periods a whole is spread over: "over 12 months" (read as "for 12 months")."""
_PERIOD_NAMED = lazy(
    rf"\b(?:(?:a|an|per|each|every) ({_PERIOD})|(daily|weekly|fortnightly|monthly|yearly|annually|nightly"
    rf"|hourly))\b"
)
_SPAN_TOLD = lazy(rf"\bfor (?:the|a|one|1|this|that) ({_PERIOD}|quarter)\b")
_PERIODS_IN_A_SPAN = {
    ("year", "month"): "12", ("year", "week"): "52", ("year", "day"): "365", ("quarter", "month"): "3",
    ("quarter", "week"): "13", ("week", "day"): "7", ("day", "hour"): "24",
}  # fmt: skip
"""How many periods make a span a whole is told for: a year's bill paid over 12 months."""


def _spread_over_periods(text: str, numbers: list[str]) -> ProblemSpec | None:
    """A whole spread over a count of periods, asked for one: "gas bill £1092 for the year , monthly direct
    debit for 12 months" is 1092 ÷ 12, "the fee of $2400 is spread for 8 months ; monthly payment?" 2400 ÷
    8. The period asked ("monthly", "a month") is the one counted, and no rate of the whole is told ("£90 a
    month for 12 months" is a product); a span the whole is told for holds just the periods counted."""
    count = _PERIODS_COUNTED.search(text)
    if count is None or numbers.count(count.group(1)) != 1 or NOT_A_PRODUCT.search(text):
        return None
    period = count.group(2)
    named = list(_PERIOD_NAMED.finditer(text))
    spans = {
        found.group(1)
        for found in named
        if found.group(1) and _PERIODS_IN_A_SPAN.get((found.group(1), period)) == count.group(1)
    }  # "£447 a year ; over 12 months": the whole is the year's, and the year holds the 12 months
    asked = [found.group(1) or _PERIOD_OF[found.group(2)] for found in named]
    if period not in asked or any(named_period not in {period, *spans} for named_period in asked):
        return None  # the period counted is the one asked for, and any other named is the span it fills
    whole = numbers[1] if numbers[0] == count.group(1) else numbers[0]
    clause = next(
        part for part in re.split(r" [;,] ", text) if re.search(rf"(?<![\w.]){re.escape(whole)}\b", part)
    )
    if any(found.group(1) not in spans for found in _PERIOD_NAMED.finditer(clause)):
        return None  # "£90 a month", "we spend 1250 on groceries every week": a rate told, not asked
    span = _SPAN_TOLD.search(text)
    if span and _PERIODS_IN_A_SPAN.get((span.group(1), period)) != count.group(1):
        return None  # "£1092 for the quarter … for 12 months": the whole is no 12 months'
    return ProblemSpec("/", whole, count.group(1))


def _same_thing(word: str, thing: str) -> bool:
    """Is `word` the thing, one or many of it, the same unit ("kg" and "kilo"), or another name for it
    ("games" and "match")?"""
    if not word or not thing:
        return False
    if is_unit(word) and is_unit(thing):
        return same_unit(word) == same_unit(thing)
    one, other = _one_of(word), _one_of(thing)
    return same_noun(word, thing) or any(one in names and other in names for names in _SAME_THINGS)


_SAME_THINGS = (frozenset({"match", "game", "fixture"}),)
"""Names of one thing: a match is a game."""


def _counts_things(after: str) -> bool:
    """Does the text after a number count things, one by one ("16 calves"), not a unit or a time?"""
    word = re.match(r" ([a-z]+)\b", after)
    return (
        word is not None
        and word.group(1) not in _NOT_A_COUNT
        and not is_unit(word.group(1))
        and not (_TIME_UNIT.fullmatch(word.group(1)))
    )


def _counts_one(after: str, thing: str) -> bool:
    """Does the text after a number count what one is asked of: "roses" for "rose", "kg" for "kilogram", or a
    pack of anything ("- pack of water" for "bottle")?"""
    words = after.split()
    if not words:
        return False
    if re.match(rf" {_PACK}", after):
        return True
    if is_unit(words[0]) and is_unit(thing):
        return same_unit(words[0]) == same_unit(thing)
    one = thing.removesuffix("s")
    for word in words[:3]:  # "15 identical notebooks": a word or two may describe them first
        if re.fullmatch(rf"{re.escape(one)}(?:s|es)?", word):
            return True
        if not re.fullmatch(r"[a-z]+", word) or word in _NOT_A_COUNT:
            return False
    return False


_SHARED_BY = lazy(
    rf"(?:\b(?:in|into|want|need|make) )({N}) (?:equal|even|same size) [a-z]+s\b(?! of\b)"
    rf"|\b(?:seated|placed|put|arranged|spread|packed|shared|split|divided) (?:equally|evenly)"
    rf" (?:in|into|across|among|between|over) ({N}) [a-z]+s\b(?! of\b)"
    rf"|\b(?:shared|share|shares|split|splits|divided|divide|divides) (?:out |up )?(?:equally |evenly )?"
    rf"(?:between|among|amongst|by|into|across) ({N})\b(?! (?:of|more|less|times)\b)"
    rf"|\b(?:shared|split|divided) (?:equally |evenly )?({N}) ways\b"
    rf"|\b(?:shared|split|divided) (?:equally |evenly )?(?:between|among|amongst) ({N}) of (?:us|them|you)$"
    rf"|\b(?:share[sd]?|split|divide[sd]?)(?: out| up)? (?:the |my |our |this )?(?:[£$€₹¥] ?)?{N}"
    rf"(?: [a-z]+){{0,3}}?"
    rf" (?:equally |evenly )?(?:between|among|amongst|across|by(?= {N} (?:of )?[a-z])) ({N})"
    rf"(?: of (?:us|them|you)| of (?:my|our|his|her|their) [a-z]+| [a-z]+){{0,2}}"
    rf"(?: equally| evenly)?(?: please| for me| for us)?(?= ;| ,| what| how|$)"
    rf"|\b(?:group|squad|team|family|party|class|crew|gang|band|household|guild|table) of ({N})"
    rf" (?:friends |people |players |of us |[a-z]+ers )?(?:share|shares|split|splits|divide|divides)\b"
    rf"|^(?:a |the |our |my )?(?:group|squad|team|crew|gang|band) of ({N})(?: [a-z]+)?"
    rf"(?= , .*\b(?:split|share|divide)\b)"
    rf"|\b(?:cut|cuts|chop|chopped|chops|slice|sliced|slices|split|splits|divide|divided|divides|share|shared"
    rf"|shares)(?: up)? (?:a |an |the |my |our |this |that )?(?:{N} ?(?:- )?[a-z]+ )?(?:[a-z]+ )?"
    rf"(?:is |was |are )?(?:cut |split |divided |shared )?(?:up )?into ({N}) (?:equal |even |same size )?"
    rf"(?:parts|pieces|bits|lengths|portions|slices|shares|chunks|sections|strips|lots|amounts|servings"
    rf"|glasses|cups|bowls|bottles|jars|bags|boxes|piles|groups|plates|pots|tubs)\b"
)
"""How many a whole is shared between: "shared equally between 8 pots", "split into 4 equal parts", "my squad
of 4 shares …"."""
_EACH_SHARE_ASKED = lazy(
    r"\b(?:how (?:much|many|long)|what)\b.*\beach\b"
    r"|\beach (?:of us |of them |one |person |\w+ )?(?:gets?|pays?)\b"
    r"|\beach (?:[a-z]+ )?(?:is|will be|would be|measures) (?:how (?:much|many|long)|what)\b"
    r"|\beach (?:one |person |of us )?(?:is|=)$|(?:^|; )[a-z]+ each if\b"
    r"|\bhow (?:much|many)(?: [a-z]+)? (?:to|in|per|for) (?:a|an|each|every) [a-z]+$|(?:^|; )each [a-z]+$"
    r"|\bhow (?:much|many)\b(?: [a-z]+){0,3}? (?:for|to) one(?: (?!more\b|extra\b|else\b|other\b)[a-z]+)?$"
)
"""Each one's part asked: "how much does each get?", "each pays what?", "split 5 ways each is?"."""
_ONLY_THE_SHARE = lazy(
    rf"(?:shared|split|divided)(?: equally| evenly)? (?:{N} ways|(?:between|among|amongst) {N}"
    rf"(?: of (?:us|them|you)| ways| people| friends)?)(?: after [a-z ]+)?"
)
_ASKED_YES_OR_NO = lazy(r"(?:can|could|will|would|should|does|do|is|are|did)\b")
_SPLIT_ASKED = lazy(
    r"(?:please |can you |could you |pls )?(?:split|share|divide)(?: out| up)? [^;?]*?"
    r"(?: please| for me| for us)?",
    needs="split|share|divide",
)
"""A share asked as a request and nothing else: "split the £2760 invoice evenly across 4 cost centres
please"."""
"""A share told with nothing else asked, which asks each one's part: "poker pot £360 split 3 ways after a
chop", "£126 in sales split among 3 of us?"."""
_EACH_OWES = lazy(r"\b(?:we|you|they) each owe\b|\beach (?:of us |person |one )?owes\b", needs="owe")
"""What each owes of a bill shared, asked as each one's part ("what do we each owe"): no debt told."""
_WITH_OTHERS = lazy(
    r"\b(?:and|plus|with|including) (?:me|myself|i|him|her|us|them)\b"
    r"(?! (?:want|wants|need|needs|have|had|got|put|am|will|would|can|could|plan|wanted|needed|think)\b)"
    r"|\b(?:me|myself) and\b"
)
"""Sharers counted beside someone else ("between 3 friends and me"): the number told is not all of them."""


def _shared_for_one(text: str, numbers: list[str]) -> ProblemSpec | None:
    """A whole shared equally, asked for each one's part: "a 20 - litre bag of compost is shared equally
    between 8 pots ; how many litres does each pot get?", "my squad of 4 shares 1000 gold equally ; how much
    gold does each of us get?". The whole divided by how many share it."""
    shared = [found for found in _SHARED_BY.finditer(text)]
    if len(shared) > 1 or _WITH_OTHERS.search(text):
        return None
    if not shared:
        return _each_one_named(text, numbers)
    if (
        not _EACH_SHARE_ASKED.search(text)
        and not _SPLIT_ASKED.fullmatch(text)
        and (not _ONLY_THE_SHARE.fullmatch(text[shared[0].start() :]) or _ASKED_YES_OR_NO.match(text))
    ):
        return None
    by = next(group for group in shared[0].groups() if group is not None)
    if numbers.count(by) != 1:
        return None
    whole = numbers[1] if numbers[0] == by else numbers[0]
    return ProblemSpec("/", whole, by)


_EACH_ONE_ASKED = lazy(
    r"\bhow (?:many|much)(?: ([a-z]+))? (?:does|do|will|would|should|can) (?:each|every) ([a-z]+)"
    r" (?:get|gets|have|receive|take)$",
    needs="each|every",
)


_MANY = {"child": "children", "person": "people", "man": "men", "woman": "women"}


def _each_one_named(text: str, numbers: list[str]) -> ProblemSpec | None:
    """Things and those who get them counted, and each one's part asked: "52 cards and 4 players , how many
    cards does each player get?" is 52 ÷ 4. The one asked about is counted in the story ("4 players"), and so
    is what they get when the question names it ("52 cards")."""
    asked = _EACH_ONE_ASKED.search(text)
    if asked is None:
        return None
    told = text[: asked.start()]
    thing, one = asked.groups()
    many = _MANY.get(one, f"{re.escape(_one_of(one))}(?:s|es)?")
    by = [n for n in numbers if re.search(rf"(?<![\w.]){re.escape(n)} {many}\b", told)]
    if len(by) != 1 or numbers.count(by[0]) != 1:
        return None
    if re.search(rf"(?:^|[;,] )(?:[a-z]+ )?[a-z]+ (?:and|with|plus) {re.escape(by[0])} ", told):
        return None  # "Tom and 4 friends have 30 sweets": the 4 are not all of them
    whole = numbers[1] if numbers[0] == by[0] else numbers[0]
    if thing and not re.search(
        rf"(?<![\w.]){re.escape(whole)} (?:[a-z]+ )?{re.escape(_one_of(thing))}", told
    ):
        return None
    return ProblemSpec("/", whole, by[0])
