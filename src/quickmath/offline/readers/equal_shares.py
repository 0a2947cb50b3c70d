"""An amount shared equally, or an amount for a count of things asked per one, read by the roles of its two
numbers: "Me and 3 housemates split a £1,268 rent 4 ways, how much each?", "Cashing up: £1,345 across 5 tills
evenly?", "Paid £48 for 12 pullets, what's that each?", "Goats: 96 litres a day from 32 nannies. Litres per
goat?", "The bill says 1,092 kWh over 91 days. Average per day?" are the whole divided by the count.

The story tells exactly two numbers. One is the count it is shared by or over: marked by the words around it
("4 ways", "3 of us", "between 4", "across 5 tills", "in 12 instalments", "over 91 days", "for 12 pullets",
"4 friends", "our team of 6", "me and 3 mates" as 4), a whole number; the other is the whole (money, a
measure or things). The question must ask one share or the amount per one (each, per, a head, a month, an
equal share, evenly, average). Names, labels and other words are let be, but a word that may change the
operation (left, more, total, half, but, already, a price "each" told…) leaves the story to be asked back,
and so does a roles' doubt: two counts, two wholes, a "per" of something the story does not share.
"""

from __future__ import annotations

import re

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.reading.nouns import same_noun
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy

_NUMBER = lazy(rf"(?<![\w.]){N}(?![\w.])")
_CHANGES_THE_OPERATION = lazy(
    r"\b(?:left|leaves? (?:(?:you|us|me) )?(?:with )?(?:how|what)|leftover|remain\w*|rest|more|less|fewer"
    r"|than|extra|plus|minus|add|added|adding|already"
    r"|after|before|deposit|tip|tips|discount|(?<!pay )(?<!paying )(?<!paid )off|twice|half|halves|halve"
    r"|double|triple|third|quarter|thirds|quarters|fraction|percent|times|difference|differ|then|except"
    r"|away|join|joins|joined|joining|cancel\w*|actually|sorry|instead|not|without|short|change|save|saved"
    r"|saving|but|edit|wait|oops|sold|lost|gave|keep|kept|spare|other|others|another|round|rounded|nearest"
    r"|whole|full|remainder|altogether|combined|between them|among them|both|sum|how many (?:ways|times"
    r"|groups|batches|sets|lots|bags|boxes|trips|packs|rows|teams|people|of them|of us)|if each|ratio"
    r"|per cent|last|first|next|minimum|maximum|max|min|at least|at most|rate of"
    r"|free|(?:one|1) (?:of|is|was|isn t|doesn t|didn t|won t|can t|cannot|drops|dropped|less|fewer"
    r"|pays|paid|gets|got|has|had))\b"
    r"|(?<!came in )(?<!comes in )(?<!come in )\bat (?:[£$€¥₹] ?)?\d|[%+×÷*/=^]|\d - (?:[£$€¥₹] ?)?\d",
)
"""Words that may make the story another calculation than one share: what is left, a total, a part, a
change told, a correction, a count of groups asked, a price "at" each."""
_YES_OR_NO = lazy(
    r"(?:^|; |, |- )(?:can|could|is|are|does|do|will|would|should|shall|did|was|were)\b"
    r"|\b(?:whether|possible|divisible|exactly|pennies|penny|cents)\b"
)
"""A question of whether it shares out ("can it be split evenly between 13 players?"), not of a share."""
_TOTAL_ASKED = lazy(r"\b(?:total|together|in all|overall|whole lot)\b")
"""Words of a total, let be in the story ("the cottage is £1,268 total") but not in its question."""
_RATE_TOLD = lazy(
    rf"(?<![\w.]){N} (?:[a-z]+ ){{0,2}}(?:each|apiece|a piece)\b"
    rf"|\b(?:each|every|everybody|everyone) (?:[a-z]+ ){{0,4}}(?:[£$€] ?)?{N}"
    rf"|(?<![\w.]){N} (?:[a-z]+ )?(?:a|an|per|every|each) (?!(?:day|week|month|year|night)\b)[a-z]+"
)
"""A price or size told for one ("£12 each", "8 bread rolls each", "each paid £12", "£31.50 a box"): the whole
is no whole."""

_A_PERIOD = lazy(r"^ (?:a|an|per|every|each) (day|night|week|fortnight|month|year|hour)\b")
_PERIODS = {"day": "daily", "week": "weekly", "month": "monthly", "year": "yearly", "night": "nightly",
            "hour": "hourly", "fortnight": "fortnightly", "quarter": "quarterly"}  # fmt: skip
_MONEY_AFTER = frozenset({
    "p", "pence", "pounds", "pound", "quid", "dollars", "euros", "euro", "bucks", "rupees", "rand", "yen",
    "zloty", "rmb", "riyals", "pesos", "francs", "kronor", "krone",
})  # fmt: skip
_DETERMINERS = r"(?:(?:the|my|our|his|her|their|all|these|those|its) )?"
_COUNT_BEFORE = lazy(
    rf"\b(?:between|among|amongst|across|into|in|over|by|for|from|on) {_DETERMINERS}$"
    r"|\b(?:team|group|party|family|syndicate|squad|crew|household|gang|club|class) of $|\bwe are $"
    r"|\bthere (?:are|is) $|\b(?:lasts?|lasting|lasted)(?: (?:us|me|them|him|her))? $"
)
"""Words just before a count a whole is shared by or over: "between 4", "across 5 tills", "over the 12
months", "our team of 6", "we are 9"."""
_ONE_WORD = r"(?:(?:equal|even|monthly|weekly|daily|yearly|annual|separate|different|identical|[a-z]+ing) )?"
_SHARED_BY_AFTER = lazy(rf"^(?: - |-| )?ways?\b|^ of (?:us|them|you)\b|^ {_ONE_WORD}([a-z]+)")
_NO_NOUN = frozenset({
    "for", "to", "in", "on", "of", "and", "or", "the", "a", "an", "is", "was", "are", "were", "at", "by",
    "from", "with", "into", "over", "across", "between", "among", "amongst", "each", "per", "split", "shared",
    "divided", "evenly", "equally", "so", "how", "what", "that", "this", "it", "as", "if", "then", "we", "i",
})  # fmt: skip
"""Words after a number that name nothing it counts: "12 for 3"."""
_PEOPLE = frozenset({
    "people", "persons", "friends", "kids", "children", "guests", "pupils", "students", "adults", "workers",
    "players", "boys", "girls", "men", "women", "teachers", "members", "colleagues", "cousins", "brothers",
    "sisters", "grandchildren", "sons", "daughters", "families", "flatmates", "housemates", "roommates",
    "mates", "lads", "drivers", "staff", "volunteers", "helpers", "siblings", "winners", "partners",
})  # fmt: skip
_WITH_OTHERS = lazy(
    r"^(?: of (?:us|them|you)| [a-z]+)?,? (?:and|plus|with|including|&|\+) (?:i|me|myself|us|you|him|her|them"
    r"|my|our|his|their|your|mum|dad|[a-z]+ (?:and|too|as well))\b"
)
_OTHERS_BEFORE = lazy(r"\b(?:and|plus|with|n|&|\+) (?:my |his |her |their |our |your )?$")
"""Others beside a count ("my squad of 4 and i", "tom and 4 friends"): the count told is not all of them."""
_ME_AND = lazy(rf"\bme (?:and|n|&) (?:my )?({N}) ([a-z]+)\b", needs="me ")
"""The learner and others counted: "me and 3 housemates" are 4."""
_AND_ME = lazy(
    rf"\b(?:between|among|amongst) (?:my |our )?({N}) ([a-z]+) (?:and|n|&) (?:me|myself)\b"
    rf"|\bi (?:(?:will|want|need|must|am|have|to|going|gonna|would|like|can) )*(?:share|split|divide|sharing"
    rf"|splitting|dividing)\b(?:(?! (?:and|but|then|or)\b)[^;,])*? with (?:my|our) ({N}) ([a-z]+)"
    rf"(?: (?:and|n|&) (?:me|myself))?"
    rf"(?=(?: [;,])? (?:how|what|wat|each|equally|evenly|fairly|so)\b|(?: [;,])?$)",
    needs="me|with",
)
"""Others and the learner: "between my 2 sisters and me" are 3, and so are "i share … with my 2 sisters"; "mum
shares … with my 2 sisters and me" may be 4, and is left."""
_FIFTY_FIFTY = lazy(r"\b50 (?:/ |- )?50(?: with (?:my |our |his |her |the |a )?[a-z]+)?\b", needs="50")
"""An even split of two said as "50/50", "50-50", "fifty-fifty": shared 2 ways (with the other one)."""
_HALF_OF_TWO = lazy(r"\b(each|my|his|her|your|their|our|one|a) half\b|\bhalf (?=each\b)", needs="half")

_SHARE_ASKED = lazy(
    r"\b(?:each|apiece|per|a head|everyone|everybody|average|evenly|equally|fairly|the same"
    r"|(?:equal|fair|even|each|same) (?:share|shares|split|part|parts|cut|amounts?|portions?|lots|payments)"
    r"|(?:my|his|her|their|your) (?:share|bit|part|cut|portion|whack)"
    r"|how much (?:do|does|should|will|would|must) (?:i|he|she|we) (?:each )?(?:pay|owe|get|put in|chip in)"
    r"|(?:every|one|a) (?:person|one|part|share|instalment|installment|payment)"
    r"|daily|weekly|monthly|yearly|nightly|hourly)\b"
)
_SHARE_IT = lazy(
    r"\b(?:divide|split|share|spread) (?:it|them|this|that)(?: up| out)?(?: equally| evenly)?"
    r" (?:by|between|among|amongst|over|across|into|in)\b",
    needs="divide|split|share|spread",
)
_HELD = lazy(
    r"\b(?:have|has|had|got|won|win|earned|earn|received|get|gets|saved|raised|inherited|made|is|was|are|were)"
    r"(?: [a-z]+){0,2} (?:[£$€¥₹] ?)?$"
)
"""A share told to be made of a whole someone has ("I have 960 euros and must divide it by 12 months")."""
_HOW_MANY = lazy(
    r"\bhow many ([a-z]+) (?:(?:does|do|will|would|should|can) (?:each|every) ?[a-z]* (?:get|have|take)|each"
    r"|(?:per|for each|a|an) ([a-z]+))\b"
)
"""A share asked by the things shared: "how many slices each", "how many guests per table"."""
_SHARED_BY_A_VERB = lazy(r"\b(?:shar|split|divid|portion|deal|hand)")
_HOLDER = lazy(r"\b(?:has|have|had|got|gets|get|bought|buys|made|makes|baked|brought|owns)\b")
"""Someone who holds the things ("Tom has 48 sweets and 6 friends"): they may share in "each" too."""
_IN_A_UNIT = lazy(r"\b(?:in|into|as) ([a-z]+)\b")
"""An answer asked in a unit ("how much each in pence?"): only the whole's own unit keeps the share."""
_PER_ONE = lazy(r"\b(?:per|each|every|a|an|one) ([a-z]+)\b")
_ASKED_IN = lazy(r"\bhow (?:many|much) ([a-z]+)\b|\b([a-z]+) (?:per|a|an|each) [a-z]+\b")
_GENERIC = frozenset({
    "one", "share", "part", "player", "member", "piece", "each", "of", "is", "does",
    "do", "did", "will", "would", "should", "was", "in", "for", "to", "that", "it", "if", "on", "we", "i",
    "they", "you", "he", "she", "gets", "get", "pays", "pay", "owes", "owe", "has", "have", "goes", "go",
    "comes", "come", "takes", "take", "at", "the", "my", "our", "equal", "fair", "even", "time", "cost",
    "price", "charge", "amount", "money", "average", "spend", "bill", "fee", "rent", "payment", "wage",
})  # fmt: skip
"""Words after "each", "per", "one" or "how much" that name no other thing than one share."""
_A_PERSON = frozenset({"person", "head", "player", "member", "adult", "child", "kid", "guest", "body"})
"""One of a count of people: asked of people only."""


_SHARED_HERE = lazy(
    r"\b(?:share|shares|shared|sharing|split|splits|splitting|divide|divides|dividing|distribute|distributes"
    r"|spread|spreads|hand out|hands out|give out|gives out|deal out|deals out)(?: out| up)? $"
)
"""A verb of sharing just before a number: what it shares ("share 96 towels equally")."""


class _Told:
    """One number of the story and what the words around it say of it."""

    def __init__(self, text: str, found: re.Match[str]) -> None:
        self.number, self.at = found.group(), found.start()
        before, after = text[: found.start()], text[found.end() :]
        noun = _SHARED_BY_AFTER.match(after)
        self.noun = noun.group(1) if noun and noun.lastindex and noun.group(1) not in _NO_NOUN else ""
        self.adjective = after.split()[0] if after.split() else ""
        sign = re.search(r"([£$€¥₹]) ?$", before)
        self.money = bool(sign) or self.noun in _MONEY_AFTER
        self.unit = sign.group(1) if sign else self.noun
        self.measure = bool(self.noun) and _is_unit(self.noun)
        self.shared_by = bool(_COUNT_BEFORE.search(before)) or (noun is not None and not noun.lastindex)
        if re.search(rf"\bto {_DETERMINERS}$", before) and len(self.noun) > 2 and not _is_unit(self.noun):
            self.shared_by = True  # "to go to 3 charities", not "from 2 to 4"
        self.people = self.noun in _PEOPLE or bool(re.match(r" of (?:us|them|you)\b", after))
        self.with_others = bool(_WITH_OTHERS.match(after) or _OTHERS_BEFORE.search(before))
        self.others_after = bool(_WITH_OTHERS.match(after))
        self.after_a_number_and = bool(re.search(rf"{N} [a-z]+,? (?:and|&) $", before))
        self.before_evenly = bool(re.match(r" (?:[a-z]+ )?(?:equally|evenly)(?: ;| ,|$)", after)) and not (
            _SHARED_HERE.search(before)
        )  # "8 rooms share 96 towels equally": the 96 are what is shared, not what shares them
        period = _A_PERIOD.match(after)
        self.per = period.group(1) if period and self.money else ""
        """The period a sum of money is told for: "£95 per night"."""

    def counted_with_me(self) -> None:
        """ "me and 3 mates": the learner and the others told, 4 (a count read, not worked out)."""
        self.number, self.people, self.shared_by = str(int(self.number) + 1), True, True
        self.with_others = False


def _is_unit(word: str) -> bool:
    from quickmath.offline.readers.units import is_unit  # only for a story of a share

    return is_unit(word) or word in ("litres", "liters", "kwh", "units", "miles", "gallons")


def _question(text: str) -> str:
    """The words after the story: the last part after a stop or a comma, or all of it."""
    at = max(text.rfind(" ; "), text.rfind(" , "))
    return text[at + 3 :] if at >= 0 else text


def _roles(told: list[_Told], text: str, question: str) -> tuple[_Told, _Told] | None:
    """(whole, count) by what the words say of each number, or None when they do not say it for sure: the
    count is the one number shared by ("between 4", "4 ways"), or else the one count of people ("4 friends"),
    or else the one told just before "equally" ("1,650 wristbands , 3 gates equally"), or else the one the
    question asks a share of (see `_roles_by_the_noun_asked`)."""
    counts = [one for one in told if not (one.money or one.measure)]
    amounts = [one for one in told if one.money or one.measure]
    for mark in ("shared_by", "people", "before_evenly"):
        marked = [one for one in counts if getattr(one, mark)]
        if mark == "people" and not amounts:
            continue  # "180 guests , 15 tables": people may be the things shared out
        if marked:
            break
    if len(marked) != 1:
        return _roles_by_the_noun_asked(told, text, question)
    count = marked[0]
    if count.with_others:
        return None
    whole = next(one for one in told if one is not count)
    if whole.shared_by and not (whole.money or whole.measure):
        return None
    if not (whole.money or whole.measure or whole.noun or count.noun or count.people):
        return None  # "how much is 12 for 3 ? each": a price for 3, or 3 at 12 each
    return whole, count


def _roles_by_the_noun_asked(told: list[_Told], text: str, question: str) -> tuple[_Told, _Told] | None:
    """(whole, count) when the question names the whole's things and a share of the count's: "32 slices and 8
    kids. How many slices each?", "180 guests , 15 tables. How many guests per table?". A bare "each" is a
    share of people only ("32 slices and 8 pizzas, how many slices each?" is asked back), and not when
    someone holds them ("Tom has 48 sweets and 6 friends": is Tom one of them?)."""
    asked = _HOW_MANY.search(question)
    story = text[: len(text) - len(question)]
    if _SHARED_BY_A_VERB.search(story):
        return None  # "8 friends share 2 pizzas": the verb says which is shared
    if asked is None or len(told) != 2 or any(one.money or one.measure or not one.noun for one in told):
        return None
    wholes = [one for one in told if same_noun(asked.group(1), one.noun)]
    if len(wholes) != 1:
        return None
    whole = wholes[0]
    count = next(one for one in told if one is not whole)
    per = asked.group(2)
    others = count.others_after or (count.with_others and not count.after_a_number_and)
    if others or whole.shared_by:
        return None  # "32 slices and 8 kids" are 8 kids, "48 sweets and 6 children and me" are 7
    if not (same_noun(per, count.noun) if per else count.people and not _HOLDER.search(story)):
        return None
    return whole, count


def _told(text: str) -> list[_Told] | None:
    """The numbers of the story, "me and 3 mates" read as 4 and told once when "4 ways" tells it too; None
    when the two counts do not agree."""
    told = [_Told(text, found) for found in _NUMBER.finditer(text)]
    me = _ME_AND.search(text) or _AND_ME.search(text)
    if me is None:
        return told
    at = me.start(1) if me.group(1) else me.start(3)
    with_me = next(one for one in told if one.at == at)
    if "." in with_me.number or with_me.number.startswith("-"):
        return None
    with_me.counted_with_me()
    others = [one for one in told if one is not with_me and not (one.money or one.measure)]
    if not others:
        return told
    if len(others) == 1 and others[0].number == with_me.number:
        return [one for one in told if one is not with_me]
    if len(others) == 1 and not (others[0].shared_by or others[0].people):
        return told  # "me and 3 mates share 48 sweets": the sweets are the whole
    return None


def _asks_one_share(question: str, text: str, whole: _Told, count: _Told) -> bool:
    """Does the question ask one share, per one of what the whole is shared by, in the whole's own terms? A
    sum told a period ("£95 per night") is shared by people only, and asked for that period or none."""
    if whole.per:
        if not (count.people or (count.shared_by and not count.noun)):
            return False
        question = re.sub(rf"\b(?:(?:a|an|per|every|each) {whole.per}|{_PERIODS[whole.per]})\b", "", question)
        if _ANOTHER_SPAN.search(question) or not _SHARE_ASKED.search(question):
            return False
    elif not (_SHARE_ASKED.search(text) or (_SHARE_IT.search(text) and _HELD.search(text[: whole.at]))):
        return False
    for found in _PER_ONE.finditer(question):
        if not _per_fits(found.group(1), whole, count):
            return False
    for found in _ASKED_IN.finditer(question):
        asked = found.group(1) or found.group(2)
        if asked in _GENERIC or asked in ("many", "much", "what", "how", "per", "a", "an", "every", "one"):
            continue
        if same_noun(asked, count.noun) or not (same_noun(asked, whole.noun) or _in_its_unit(asked, whole)):
            return False
    return all(_in_its_unit(unit, whole) for unit in _IN_A_UNIT.findall(question) if _is_unit(unit))


_ANOTHER_SPAN = lazy(
    r"\b(?:day|days|night|nights|week|weeks|weekend|fortnight|month|months|year|years|stay|holiday|trip|visit"
    r"|break|season|term|hour|hours|daily|weekly|monthly|yearly|nightly|hourly|annual|annually)\b"
)
"""A stretch of time in the question of a sum told a period, once that period is taken out of it: "£95 a night
between 4 of us , how much each for the week" asks another."""


def _in_its_unit(asked: str, whole: _Told) -> bool:
    """Is `asked` the unit the whole is told in ("km" of "1,250 km", "pounds" of "£96"), not another one ("in
    pence", "how many metres")?"""
    from quickmath.offline.readers.units import same_unit  # only for a story of a share

    return _is_unit(asked) and bool(whole.unit) and same_unit(asked) == same_unit(whole.unit)


def _per_fits(per: str, whole: _Told, count: _Told) -> bool:
    """Is "per `per`" one of what the count counts? A length of time must be the count's ("per day" of "over
    91 days", "a month" of "12 monthly instalments"); a thing the whole is made of is not ("per litre" of 96
    litres)."""
    if same_noun(per, count.noun):
        return True
    if per in _A_PERSON or any(same_noun(per, people) for people in _PEOPLE):
        return count.people  # "a head" of "3 days" is no share
    if count.people:
        return per in _GENERIC  # "per table" of "12 people" is no share either
    if per in _GENERIC:
        return True
    if per in _PERIODS:
        return count.noun in (f"{per}s", per) or f" {_PERIODS[per]} " in f" {count.adjective} "
    return not (same_noun(per, whole.noun) or _is_unit(per) or per.endswith("ly"))


def _fifty_fifty(text: str) -> str:
    """ "split the £2,340 job with my mate 50 / 50 , what is each half": shared 2 ways, each half a share."""
    if (even := _FIFTY_FIFTY.search(text)) is None:
        return text
    text = f"{text[: even.start()]}2 ways{text[even.end() :]}"
    return _HALF_OF_TWO.sub(lambda half: f"{half.group(1)} share" if half.group(1) else "", text)


def read(text: str) -> ProblemSpec | None:
    text = _fifty_fifty(text)
    if _CHANGES_THE_OPERATION.search(text) or _YES_OR_NO.search(text) or _RATE_TOLD.search(text):
        return None
    if _TOTAL_ASKED.search(_question(text)):
        return None
    told = _told(text)
    if told is None or len(told) != 2 or (roles := _roles(told, text, _question(text))) is None:
        return None
    whole, count = roles
    if "." in count.number or "-" in count.number + whole.number or count.number in ("0", "1"):
        return None
    return (
        ProblemSpec("/", whole.number, count.number)
        if _asks_one_share(_question(text), text, whole, count)
        else None
    )
