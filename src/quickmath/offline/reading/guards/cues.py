"""The cues of a story against the operation a guessing reader took from its words ("the rest", "each",
"so far", "half"), tried only when no one reading of the story is told (see `guards.argued_against`).
Imported only for a reading guessed from a story."""

from __future__ import annotations

import re
from collections.abc import Callable

from quickmath.offline.asks import ExpressionSpec, ProblemSpec, Spec
from quickmath.offline.reading.counted import MORE_SHARERS
from quickmath.offline.reading.guards.shared import GUESSING_READERS, STORY_SUMS, Read
from quickmath.offline.reading.text import N
from quickmath.patterns import LazyPattern, lazy
from quickmath.records import replace

_GROUPS = lazy(
    r"[*/@]|\b(?:times|multipl\w*|product|divid\w*|division|share[sd]?|sharing|split\w*|quotient|per"
    r"|each|every|dozens?|(?:goes|go) into(?! the\b)|portions?|as many as|unit (?:price|cost|rate)s?)\b"
    r"|\b[a-z]+(?<!s)s of \d[\d.]*(?![\d.])(?!(?: [a-z]+)? , [£$€]?\d[\d.]*(?: [a-z]+)? (?:,|and) )"
    r"|\d (?:(?!plus\b|equals\b)[a-z]+s )?(?:a|an) (?!lot\b|few\b|bit\b|total\b|half\b|quarter\b)[a-z]+"
    r"|\d (?:(?!and\b|or\b|of\b)[a-z]+ ){0,2}[a-z]+s (?:at (?:[£$€] ?)?|for [£$€] ?)\d"
    r"(?![\d.]*(?: ?:| ?[ap] ?m\b| o clock\b))"
)
"""Cues of multiplying or dividing, which a sum or a take-away read from a story must not have: "teams of 6"
puts things in groups of a size, "3 points a win", "12 tickets @ £5" and "12 tickets at 1,250 grams" are
rates, "3 bunches for £10" a price for a group, "91 units at a unit price of 89" a price for one; "scores of
45, 12, 78 and 33" lists amounts."""
_FOR_EACH_COUNTED = lazy(
    rf"(?<![\w.]){N} (?:[a-z]+ )?for (?:a|an|each|every|one) ([a-z]+?)(?:e?s)?\b.*(?<![\w.]){N} \1(?:e?s)?\b",
    needs="for ",
)
"""A rate told "for a" thing and a count of that thing: "3 points for a win, 14 wins" (a sum was 17)."""
_TAKING = lazy(
    r" - \d|\b(?:(?<!\bwas )(?<!\bis )(?<!\bat )(?<!\bof )minus(?! marking)|subtract\w*|take away|takes away"
    r"|took away|taken away|difference"
    r"|between(?! (?:(?:my|our|the|his|her|their) )?(?:calls|stops|jobs|visits|shifts|sites|drops|deliveries"
    r"|appointments|meetings|lessons|classes|houses)\b)"
    r"|(?<!\bthe )return(?:s|ed)?"
    r"(?! (?:leg|legs|drive|journey|flight|trip|walk|ride|crossing)\b| (?:was|took|is) \d)"
    r"|refund\w*|change|owe[sd]?|left|remain\w*|fewer|less|paid back|pay back|withdr\w*"
    r"|(?<!bouncing )(?<!putting )(?<!put )(?<!kick )(?<!kicks )(?<!kicked )(?<!set )(?<!sets )"
    r"(?<!showing )off"
    r"|by how (?:much|many|far)|(?:did|do|does|are|were|was|is|have|has|will) not"
    r"|(?:win|won|wins|lose|lost|loses|beat \w+|beaten|lead|led|ahead) by"
    r"|the others|the other (?!is\b)[a-z]+s"
    r"|the rest(?! of (?:the|my|our|his|her|their) [a-z]+(?: [a-z]+)? \d)"
    r"|without|(?:came|comes|come|went|goes|go) out|debit\w*"
    r"|refused|rejected|damaged|broken|faulty|discarded|thrown away|binned|scrapped|sent back|turned away"
    r"|cancel\w*|no shows?|dropped out)\b"
    r"|\bhow (?:many|much) more\b"
    r"|\b(?:take|takes|taking|took|taken|deduct\w*) (?:away )?(?:the |a |an )?\d[^;]*?"
    r" (?:from|off) (?:the |a |an )?\d"
)
"""Cues of taking away, which a sum read from a story must not have: "the other legs", "the rest" ask for
what is left of a whole, "19 came in damaged and got refused" tells what was not kept, "taking 2 h 35 min
from 8 h" takes one length from another; "between" of a difference, not of the places amounts are told
between ("14, 8 and 9 miles between calls")."""
_HOLDING = lazy(r"\b(?:holds?(?! now\b)|holding(?! (?:fee|deposit|charge)\b)|carr(?:y|ies))\b")
"""What one of a kind holds ("a case holds 24 cans … 7 cases"): a cue of multiplying that a sum must not have;
a take-away may start from it ("a tank holds 500 litres. 137 litres are used")."""
_ADDING = lazy(
    r" \+ \d|\b(?:plus|add|adds|added|adding|altogether|in all|combined|sum"
    r"|(?:win|won|wins|lose|lost|loses|beat \w+|beaten|lead|led|ahead) by)\b"
    r"|\b(?:dropped off|delivered|brought|arrived|came|got|received|bought|collected|found|won|earned|made"
    r"|baked|joined)(?: [a-z]+){0,2} \d+ more(?= ?(?:[;,.]|$))"
)
"""Cues of adding, which a take-away read from a story must not have; a margin ("won by 2") is neither."""
_DIVIDING = lazy(
    r"/(?! [a-z])|\b(?:divid\w*|division|share[sd]?|sharing|split\w*|quotient|remainders?|left ?over|leftover"
    r"|(?<!\d times )(?<!\d times more )as many as|goes into|go into)\b"
)
"""Cues of dividing, which a product read from a story must not have; a slash before a word is "per" ("£175
/ mo"), and "4 times as many as Ben" says the product."""
_MULTIPLYING = lazy(
    r"\*|\b(?:(?<!how many )times|multipl\w*(?! (?:it|the recipe|that|this)(?: up)? by$)|product)\b"
)
"""Cues of multiplying, which a share read from a story must not have; "how many times do I scale it?" and
"what do I multiply it by?" ask a share."""

_DONE_SO_FAR = (
    r"watched|seen|done|completed|finished|played|read|listened|walked|driven|drove|ridden|cycled"
    r"|travell?ed|cooked|baked|worked|studied|revised|practi[sc]ed|used|spent|gone|elapsed|passed|sat through"
)
_WHOLE = r"lasts?|lasted|lasting|takes?|took|length|(?<!how )long"
_ABOUT = r"(?: (?:for|about|around|just|only))?"
_WHOLE_TOLD = rf"\b(?:{_WHOLE}){_ABOUT} \d|\d (?:h|hrs?|hours?|mins?|minutes?) long\b"
_DONE_TOLD = rf"\b(?:{_DONE_SO_FAR}){_ABOUT} \d"
"""A whole length and a part of it each told with its number: "lasts 2 h 12 min … watched 1 h 39 min", not
"walked for 18 minutes … how long did it take?"."""
_PART_OF_A_WHOLE = lazy(
    r"\b(?:so far|already|up to now|until now|till now|of which|out of|in so far|halfway)\b"
    r"|\b(?:h|hrs?|hours?|mins?|minutes?|way|part|bit) (?:into|through)\b"
    r"|(?<!\bhow long )(?<!\bhow much time )"
    rf"\b(?:have|has|had|ve|having) (?:\w+ ){{0,2}}(?:been|{_DONE_SO_FAR})\b"
    r"|\b(?:h|hrs?|hours?|min|mins|minutes?) of (?:a|an|the|my|our|his|her|their|this|that|it)\b"
    rf"|(?:{_WHOLE_TOLD}).*(?:{_DONE_TOLD})|(?:{_DONE_TOLD}).*(?:{_WHOLE_TOLD})"
)
"""Cues of a length told as part of another ("the film lasts 2 h 12 min and we've watched 1 h 39 min", "1 h 20
min of a 2 h film", "so far", "of which"), whose sum is no total of anything: the whole was told already."""

_TOTAL_SO_FAR = lazy(
    r"\b(total|altogether|in all|combined|how (?:long|many hours|many minutes|much time))((?: \w+){0,2})"
    r" so far(?= ;|$)",
    needs="so far",
)
"""A question of the total so far, at the end of its sentence ("Total travel time so far?", "the total travel
time so far: a flight of …"): "so far" there is no part of a whole told."""

_NAMING = lazy(
    r"[a-z]-\d|\d-[a-z]|\b(?:famous|secret|fantastic|magnificent|big) \d+\b",
    needs="-|famous|secret|fantastic|magnificent|big",
)
"""A number that names rather than counts: "Catch-22", "COVID-19", "the Famous Five"."""
_PART_WORDS = lazy(
    r"\bhalf(?! (?:a|of a) dozen)"
    r"(?= (?:of|the|away|as|an?|it|them|that|this|his|her|my|their|its|off)\b| ?[;,]| ?$)"
    r"|\bhalves\b"
    r"|\b(?:a|one|two|three|four) (?:quarters?|thirds?|fifths?|tenths?)\b"
    r"|\beach (?:quarter|third|fifth|tenth) of\b"
    r"|\b(?:quarters?|thirds?|fifths?|tenths?) (?:of|off|away)\b",
    needs="half|halves|quarter|third|fifth|tenth",
)
"""A share of a whole said in a word, which makes a third number: "gave half away, then ate 3"."""
_PART_OF = lazy(
    r"\bof which\b|\bout of\b|(?:^|; )(?:(?!\btotal\b)[^;])*?\bso far\b"
    rf"|(?<![\w.])[£$€]?{N} (?:[a-z]+ )?of (?:that|it|this|those|them) (?:was|is|were|are|went|goes)\b"
    rf"|\bof (?:the|a|an|my|our|his|her|their|its|this|that) (?!\d [a-z]+s$|2$){N}\b"
    rf"|(?<![\w.]){N} - [a-z]",
    needs="of|so far| - ",
)
"""A number that is part of another ("12 of the 30", "3 km of the 10 km route", "45 out of 60", "a 300-page
book", "£138.75 in it but £50 of that was the float"): the part is in the whole, so the two are not added."""
_CLOCK = lazy(r"\b\d{1,2}:\d\d\b|\b\d{1,2} ?[ap] ?m\b|\bo'?clock\b", needs=":|am|pm|a m|p m|clock")
"""A time of day in a story: "at 7:30 I had 12 sweets and at 8:00 I had 5" tells one stock twice."""
_MANY_AS = lazy(
    r"\b(?:times|twice|half) as (?:many|much)\b.*\b(?:altogether|all together|in total|in all|total|together"
    r"|combined|both|more|fewer|less|difference)\b",
    needs="as many|as much",
)
"""One amount told as a multiple of another, asked for both or for the gap: a product is not the answer."""
_SPEED_TIME = lazy(
    r"\b(?:miles|km|kilometres|kilometers|metres|meters|m) (?:per|an|a) hour\b"
    r".*\bhow (?:long|many (?:hours|minutes))\b"
    r"|\b(?:mph|km / h|speed)\b.*\bhow long\b",
    needs="hour|mph|km / h|speed",
)
"""A speed and a distance, asked how long: the time is the distance divided by the speed."""

_CUT_SHORT = lazy(
    r"\b(?:early|earlier|too soon|short|before the end|cut)\b", needs="early|soon|short|before the end|cut"
)
"""A length cut short ("should bake for 45 min but I took it out 10 minutes early"): no sum of the two."""
_READINGS_SPAN = lazy(
    r"\b\d{1,2}:\d\d ?(?:to|till|until|til|-) ?\d{1,2}:\d\d\b|(?<![\d:])(?:0\d|1[3-9]|2[0-3]):[0-5]\d\b"
    r"|\b(?:start\w*|began|begins?|left|leaves?|arriv\w*|finish\w*|end\w*|open\w*|clos\w*|depart\w*|drop\w*"
    r"|at|from|until|till|by) \d{1,2}:\d\d\b",
    needs=":",
)
"""Clock readings, not lengths: "worked 9:00 to 5:30", a 24-hour "started 08:30, finished 17:15", a reading
said with its event ("route started 9:15")."""


_DEBT_SIGNED = lazy(
    rf"(?<=-)(?:[£$€] ?)?{N}(?: [a-z]+)?(?: ,)? \(? ?(?:because|as|since|cos|cause|coz|\()"
    r" (?:i|we|you|he|she|they) (?:still )?owed?s?\b[^;]*",
    needs="owe",
)
"""The reason a number was told below zero ("my gold is at -250 because I owe the bank"): the debt is in the
minus already, so "owe" there is no cue of taking away."""

_BILL_ASKED = lazy(
    r"; what (?:do|does|will|would) (?:i|we|you|he|she|they) owe(?: (?:you|them|him|her|in total))?$",
    needs="owe",
)
"""A bill asked as what is owed, the story's last words: "owe" there takes nothing away."""

_CHANGED = lazy(
    r"\b(?:come|came|gone|went|go|goes|coming|going) (?:down(?! to\b)|up(?! (?:by )?[£$€]?\d))\b"
    r"|\b(?:(?<!\bto the )(?<!\bat the )(?<!\bfrom the )(?<!morning )(?<!afternoon )(?<!evening )"
    r"drop(?:ped|ping)?"
    r"|(?<!how many )(?<!\d )drops(?! (?:on|in|at|to|total|altogether|today)\b| ;|$)"
    r"|fall(?:s|en|ing)?|fell|decreas\w*|reduc\w*|shr[au]nk|improv\w*)\b",
    needs="down|up|drop|fall|fell|decreas|reduc|shr|improv",
)


"""A change asked of two amounts ("was 158 last month and 139 today. How much has it come down?"), which a sum
read from a story must not have; "went up by 5" tells its change."""
_SAVED = lazy(r"\bsav(?:e|ed|es|ing)\b", needs="sav")
"""Time saved is a difference of two lengths ("3 h 10 min before, 2 h 42 min now. How much time saved?")."""
_AVERAGE = lazy(r"\baverag\w*|\bmean of\b", needs="averag|mean")
"""An average told ("averaging 103.7 over 11 legs, what's the total?" is a product, not 114.7)."""
_FOR_SO_MANY = lazy(
    rf"\bfor (?:the next |another )?{N} (?:seasons|games|matches|rounds|sessions|lessons|classes|visits"
    r"|nights|days|weeks|months|years|people|players|kids|children|guests|members|tickets)\b",
    needs="for ",
)
"""An amount kept up for a count of things ("950 V-Bucks and I want it for 4 seasons, total?" is no 954)."""
_EVERY_HOW = lazy(r"\bevery how (?:many|much|long)\b|\bhow often\b", needs="every how|often")
"""How far apart things come ("2 goals in 45 minutes, one every how many minutes?"): a share turned round."""
_IN_ONE_PERIOD = lazy(r"\b(?:in|for|over) one (?:whole )?(?:year|month|week|fortnight|day)s?\b", needs="one ")
"""A total asked for one longer period ("48 each month, how much in one year of 12 months?" is no share)."""

_SAVING_ASKED_ONLY = lazy(
    r"^(?=.*\b(?:buy|buys|bought|buying|cost|costs|price|priced|sold|order|ordered|at|each|apiece)\b)"
    r"(?:(?:(?!\bsav(?:e|es|ed|ing)\b).)*(?: ; | , )[^;,]*\bsav(?:e|es|ed|ing)\b[^;,]*$"
    r"|how much (?:[a-z]+ ){0,3}sav(?:e|es|ed|ing)\b[^;,]*? (?:if|when)\b(?:(?!\bsav(?:e|es|ed|ing)\b).)*$)",
    needs="sav",
)
"""Money saved asked of things bought at a price, where nothing saves ("… bought 45 tickets at 3.50 each ; how
much do I save?", "How much do I save if each tin is £3.40 and I buy 5?"): a saving against another price,
never the product told (was 157.5, and 17). "Kavya put ₹85 into her piggy bank every week for 13 weeks ; how
much did she save?" buys nothing: the product is saved."""
_LAST_GROUP = lazy(
    r"\b(?:partly|partially|part[- ]filled|half[- ]full|not (?:quite )?full|(?:on|in|into) the last"
    r"|odd (?:one|group|team|row|table|box|bag|pack|batch|pile|lot|car|bus|boat)s?)\b",
    needs="part|half|full|last|odd",
)
"""The last group asked, not full ("How many cards end up on the last, partly filled page?", "how many in the
odd group at the end?"): what is left over after the full ones, never the product of a count and a group's
size (was 14600, and 304)."""
_STILL_TO_GO = lazy(r"\b(?:so far|already)\b.*\bstill\b", needs="still")
"""What is still needed after what is done so far ("starts each leg at 400, and I've scored 155 so far. What
do I still need?"): a gap, never a product (was 62000). Not "still need this one — 4096 times 16?"."""
_PERIODS = r"(?:second|minute|hour|day|night|week|fortnight|month|term|season|quarter|year|time|visit|trip)s?"
_SHARE_ASKED = lazy(
    r"\b(?:what|how much|how many|find|work out|calculate)\b[^;,.]{0,12}\beach\b"
    rf"(?! (?:[a-z]+ )?{_PERIODS}\b)"
    r"|\bspread (?:out )?(?:evenly |equally )?(?:over|across|between|among)\b"
    r"|\bsame (?:number |amount )?(?:per|in each|on each|for each|to each|into each)\b"
    r"|\b(?:evenly|equally)\b|\beach (?:get|gets|have|has) the same\b|\bthe same whole number\b",
    needs="each|spread|same|evenly|equally",
)
"""One's share asked, or a whole spread over a count ("15 identical notebooks cost $43.50 and asks what each
notebook costs", "a total rise of 2,640 mm spread over 12 equal steps … find each rise", "1,152 tarts, 48
boxes, same per box"): a share, never the product (was 652.5, 31680, 55296)."""
_SHORT_OF = lazy(
    r"\b(?:shortfall|deficit|fell short|falls? short|short by|under target|below target)\b",
    needs="short|deficit|target",
)
"""What a target is short by ("Target 40 h, worked 38 h 30 min. Shortfall?"): a gap, never a sum (was
78:30)."""
_RAISED_TOLD = lazy(
    r"\b(?:square|cube|squaring|cubing) (?:\d|each|every|all|them|it)\b|\b(?:squares|cubes) of\b"
    r"|\bthe (?:squares|cubes)\b",
    needs="squar|cub",
)
"""Numbers said to be squared or cubed ("square each whole number, then add ; from 1 to 9", "what do you get
when you cube 5"): a story's sum, gap or product of the numbers as told answers another question (was 1 × 9,
5 − 5)."""
_DAY_TOTAL = lazy(
    r"\b(?:the (?:day|week|month|year)(?: is| s)?|daily|weekly|grand|overall|whole|combined) total\b",
    needs="total",
)
"""The total of a day or of all asked ("What's the day's total?"): never a take-away (was 38 − 27); "the
new total" after something returned may be one."""
_PRICED_AND_COUNTED = lazy(
    rf"\b[a-z]+s (?:are|cost|were|go for) (?:[£$€] ?{N}|{N} ?p)\b.*"
    rf"\b(?:sold|sell|bought|buy|made|ordered|order|need) {N}\b",
    needs="are|cost|were|go for",
)
"""A price of things, then how many of them are sold or bought ("mugs are 75p and we sold 64 of them"): what
they come to, never the count taken from the price (was 11)."""
_AGAINST: dict[str, tuple[LazyPattern, ...]] = {
    "+": (
        *(_GROUPS, _FOR_EACH_COUNTED, _TAKING, _HOLDING, _NAMING, _PART_WORDS, _PART_OF, _CLOCK),
        *(_CHANGED, _AVERAGE, _FOR_SO_MANY, _EVERY_HOW, _RAISED_TOLD),
    ),
    "-": (
        *(_GROUPS, _FOR_EACH_COUNTED, _ADDING, _NAMING, _PART_WORDS, _CLOCK, _AVERAGE, _EVERY_HOW),
        *(_RAISED_TOLD, _DAY_TOTAL, _PRICED_AND_COUNTED),
    ),
    "add_time": (_TAKING, _SHORT_OF, _PART_OF_A_WHOLE, _CUT_SHORT, _READINGS_SPAN, _CHANGED, _SAVED),
    "*": (
        *(_DIVIDING, _NAMING, _PART_WORDS, _MANY_AS, _SPEED_TIME, _EVERY_HOW, _SAVING_ASKED_ONLY),
        *(_LAST_GROUP, _STILL_TO_GO, _SHARE_ASKED, _RAISED_TOLD),
    ),
    "/": (_MULTIPLYING, _NAMING, _PART_WORDS, _IN_ONE_PERIOD, MORE_SHARERS),
}
"""For each operation a guessing reader may read, the cues that argue against it."""


def _written_in_signs(spec: Spec, text: str) -> bool:
    """Is a calculation read from chatter written in the message as it is, in signs, with no other number
    beside it? "float 300 - 42.50 - 18 - 7.25 = ?": the chatter went, the learner's signs are the question."""
    if not isinstance(spec, ExpressionSpec):
        return False
    signs = spec.text.translate(_PLAIN_SIGNS).replace(" ", "")
    written = text.replace(" ", "")
    return signs in written and len(re.findall(r"\d", written)) == len(re.findall(r"\d", signs))


_PLAIN_SIGNS = str.maketrans({"−": "-", "×": "*", "÷": "/"})


_ONE_PRICED = lazy(r"\bhow much (?:is|are|does|do|for|would) (?:one|a|an|1|a single)\b", needs="how much")
_PRICE_TOLD = lazy(
    r"[£$€₹¥]|\b(?:costs?|paid|pay|price[ds]?|spent|pounds?|dollars?|euros?|rupees?|pence|cents?)\b"
)
_ONE_ALREADY_PRICED = lazy(r"\b(?:each|per|apiece|a piece|less|more|than|cheaper|dearer)\b")
_SHARED_OUT = lazy(
    r"\b(?:divide|divides|divided|dividing|share|shares|shared|sharing|split|splits|splitting)"
    r" (?:it |them |this |that |(?:the |my |our )?(?:[£$€₹¥] ?)?\d[\d,.]*(?: [a-z]+){0,2} )?"
    r"(?:up |out )?(?:equally |evenly )?(?:between|among|amongst|by|over|across) \d",
    needs="divid|shar|split",
)
"""A whole shared out among a count ("I divide 1000 zloty by 8 persons"): "how much for one?" asks one's
part of it, a price told or not."""
_EXTRAS_ASKED = lazy(
    r"\b(?:extras?|left ?over|leftovers?|spare|remaining|the rest)\b(?!.* ; .*\b(?:each|every|per|apiece)\b)",
    needs="extra|left|spare|remain|rest",
)


def _a_share_not_asked(text: str) -> bool:
    """A story's division that answers another question: the price of one when no price of many is told,
    or it is told for one already ("12 roses cost 2.50 each. How much is one rose?"), or when what is left
    over is asked ("… any extras go back in the box. How many are in the box?")."""
    if _ONE_PRICED.search(text) and (
        (not _PRICE_TOLD.search(text) and not _SHARED_OUT.search(text)) or _ONE_ALREADY_PRICED.search(text)
    ):
        return True
    return bool(_EXTRAS_ASKED.search(text))


def argue_against(seen: Read) -> bool:
    """Do the words of a story argue against the operation a guessing reader (or a sum of lengths) read?"""
    cues, story = cues_for(seen)
    return any(cue(story) for cue in cues)


def cues_for(seen: Read) -> tuple[tuple[Callable[[Read], bool], ...], Read]:
    """The cues tried on a reading, and the reading they are tried on: lengths of time added from a story as
    it is told; a guessing reader's reading on its story with the question put last ("How many wheels in
    total? 5 cars and 3 bikes.")."""
    if seen.reader in STORY_SUMS:
        return (lengths_cued,), seen
    if seen.reader not in GUESSING_READERS:
        return (), seen
    from quickmath.offline.readers.stories import question_put_last  # only for a reading guessed from a story

    return STORY_CUES, replace(seen, text=question_put_last(seen.text))


def lengths_cued(seen: Read) -> bool:
    """Lengths of time added from a story, no + written, with a cue of another operation."""
    if "+" in seen.text:
        return False
    told = _TOTAL_SO_FAR.sub(r"\1\2", seen.text)  # "… Total time so far?" asks the sum of the lengths told
    return any(cue.search(told) for cue in _AGAINST.get(seen.operation or "", ()))


def mixed_in_chatter(seen: Read) -> bool:
    """A calculation of mixed operations guessed from a story, unless chatter beside the learner's own
    signs."""
    if seen.operation is not None:
        return False
    return not (seen.reader == "chatter" and _written_in_signs(seen.spec, seen.text))


def unlike_things_counted(seen: Read) -> bool:
    """A sum or take-away of unlike things, or of a price and its things (see `reading.counted`)."""
    if seen.operation not in ("+", "-"):
        return False
    from quickmath.offline.reading.counted import counts_unlike_things, price_of_things

    return counts_unlike_things(seen.text) or price_of_things(seen.text)


_NOT_DONE = lazy(r"\b(?:did|do|does|are|were|was|is|have|has|will) not\b", needs=" not")


def _without_asides_not_done(story: str) -> str:
    """The story without the negations of its clauses that hold no number: "won't put it down, even at dinner"
    is an aside, but "95 did not sprout" tells a part of the 120 (its sum is no answer)."""
    clauses = re.split(r"( ; | , )", story)
    return "".join(clause if re.search(r"\d", clause) else _NOT_DONE.sub(" ", clause) for clause in clauses)


_SPLIT_UP = lazy(r"\b(?:divided|divide|split|splitting|shared(?: out)?|sharing)\b", needs="divid|split|shar")
_EACH_PART_TOLD = lazy(r"\b(?:each|every|apiece)\b", needs="each|every|apiece")
_WHOLE_ASKED = lazy(
    r"\b(?:altogether|all together|in total|total|in all|collected|come to|comes to"
    r"|in the (?:batch|lot|pot))\b"
)
"""A whole split into parts, each part told, and the whole asked: the product of the parts puts it together
again ("Divided a batch of dough into 8 trays, 23 rolls on each tray. How many rolls in the batch?")."""


def cue_of_another_operation(seen: Read) -> bool:
    """A word of the story that cues another operation than the one read (see `_AGAINST`)."""
    cues = _AGAINST.get(seen.operation or "", ())
    if isinstance(seen.spec, ExpressionSpec):  # "A basket holds 80 apples, 37 pears and 25 plums": no product
        cues = tuple(cue for cue in cues if cue is not _HOLDING)
    if not cues:
        return False
    cued = _DEBT_SIGNED.sub(" ", seen.text) if "-" in seen.text else seen.text
    if seen.operation == "+":
        cued = _BILL_ASKED.sub(" ", cued)  # "bread £1.45, milk £1.65 … What do I owe?" asks the bill
        story, mark, question = cued.rpartition(" ; ")
        cued = _without_asides_not_done(story) + mark + question
    if (
        seen.operation == "*"
        and _EACH_PART_TOLD.search(cued)
        and _WHOLE_ASKED.search(cued.rpartition(" ; ")[2])
    ):
        cued = _SPLIT_UP.sub(" ", cued)  # "shared into 6 pots, each holding 4.5 litres. In total?"
    if seen.operation in ("+", "-"):
        from quickmath.offline.reading.counted import without_time_frame

        cued = without_time_frame(cued, cued)  # "rent £950 and bills £210 a month. total each month?"
        if _CLOCK.search(cued):
            from quickmath.offline.readers.stories import without_when_read

            cued = without_when_read(cued)  # "it was -3 at 7 am and rose by 11 degrees": when it was read
    return any(cue.search(cued) for cue in cues)


def share_not_asked(seen: Read) -> bool:
    """A share read where the story asks another question (see `_a_share_not_asked`)."""
    return seen.operation == "/" and _a_share_not_asked(seen.text)


def other_question_asked(seen: Read) -> bool:
    """A question the reading does not answer (see `reading.other_questions`)."""
    if seen.operation is None:
        return False
    from quickmath.offline.readers.rates import parted  # only for a story a guessing reader read
    from quickmath.offline.reading import other_questions

    spec = seen.spec
    numbers = (spec.a, spec.b) if isinstance(spec, ProblemSpec) else None
    asked = (
        parted(seen.text) if seen.reader == "rates" else seen.text
    )  # "8 pizzas , 12 slices each , how many"
    return other_questions.asked(asked, seen.operation, numbers)


STORY_CUES = (
    mixed_in_chatter,
    unlike_things_counted,
    cue_of_another_operation,
    share_not_asked,
    other_question_asked,
)
"""The guards of a reading guessed from a story, in order, tried on the story with its question put last."""
