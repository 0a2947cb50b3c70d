"""What is left, missing, still needed, over or changed, read by the roles of two amounts of one kind:
"36 m of cable on the van, used 17.5 m. How much is left?" (a whole less the part used), "Steps today: 7,482.
Goal: 10,000. Remaining?" (a target less what there is), "Hand luggage 7 kg allowed, mine's 9.35 kg. Over
by?" (the load less the limit), "Float was £75, now there's £318.40 in the tin. How much did I take?" (the
after less the before), "They charged £219.99 but we should have paid £184.50. How much do we refund?" (what
was charged less what was owed), "Q3 revenue 184,250 minus Q2 176,980" (as told).

The story is cut into clauses at commas, full stops, "and", "but" and bullets; each of the two numbers takes
a role from the words of its own clause, and the question (a clause with no number, last or first) says which
pairing of roles it asks about and which way round. Any other words (names, nouns, labels, filler) are let
be. Not read, so asked back: a third number, a word that may change the operation ("each", "per", "twice",
"half", "more than", "was given"), a total asked ("altogether", "in all"), amounts of two kinds (kg and £), a
question with words the story does not tell ("How many boxes is that?"), two pairings that disagree, or a
gap that comes out at nothing or below it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy

_NUMBER = lazy(N)
_CLAUSE_BREAK = lazy(
    r" ?(?:[;,•]|\. |\b(?:and|but|so(?! far)|then|n|while|whereas|whilst|though|although)\b| - | & ) ?"
    r"| (?=\b(?:how|what|whats)\b)"
)
"""Where a clause ends: a comma, a full stop, "and", "but", a bullet; a question begins at "how" or "what"."""
_OF_THE_WHOLE = lazy(
    rf" (?=(?:out )?of (?:the |my |our |your |his |her |their |those |these |a )?[£$€]?{N})", needs="of"
)
"""The whole told in the part's clause: "used 98 of the 146 screws"."""
_QUARTER_NAMED = lazy(r"\bq ?[1-4]\b", needs="q")
"""A quarter of the year named, which is no amount: "q 2 176980"."""
_TIME_BETWEEN = lazy(r"\b(?:a few|\d{1,2}) (?:days?|weeks?|months?|years?) later\b", needs="later")
"""The time between what is told first and what after, which is no amount: "sold it 3 years later for
£3,975"."""
_TIME_ASKED = lazy(r"\b(?:days?|weeks?|months?|years?|long|when|each|per|a year|a month)\b")
_LABELLED = lazy(rf"^[£$€]?{N}")
"""A clause that begins with its number, which may have its label in the clause before: "goal ; 10000"."""

_CHANGES_THE_OPERATION = lazy(
    r"\b(?:each|per|every|apiece|a head|a piece|times|twice|double[ds]?|triple[ds]?|half|halves|halved"
    r"|third|thirds|quarters?|percent|percentage|per cent|dozens?|ratio|shared?|sharing|split|divided?"
    r"|average|mean|plus|add|added|adds|extra|another|again|also|than|altogether|all together|in all"
    r"|combined|sum|both|given|gets|rate|interest|tax|vat|discount|ago|years? old|how old|age|aged|older"
    r"|younger|round|rounded|nearest|about|roughly|estimate|approx|approximately|around"
    r"|a (?:day|week|month|year|night|kg|litre|liter|box|bag|pack|person|head|go|time|trip)"
    r"|an (?:hour|item|hour|evening)|x|multiply|multiplied|minutes?|mins?|hours?|hrs?|seconds?|secs?"
    r"|o clock|squared?|cubed?|if|suppose|too(?! (?:much|many|heavy|long|big|high)))\b"
    r"|\b(?:was|were|been|being|got|get|gets|is|are|am) (?:[a-z]+ )?(?:paid|sent|handed|lent|awarded|gifted"
    r"|refunded|won|owed|given|returned|brought|delivered|passed)\b"
    r"|^(?!.*\b(?:bought|buy|paid|cost)\b).*\b(?:sold|sells?|selling)\b[^;,]* for\b"
    r"|\b(?:minimum|min|at least|least)\b|\d ?[ap] ?m\b|\d:\d|[%*/×÷+^=]"
)
"""Words that may change the operation, or ask another one, anywhere in the text; and what was handed to
someone ("I had 200 and was paid 50") or got for what was sold ("sold my sword for 25 coins"), which adds,
unless what it was bought for is told; a least amount, which is no target ("Minimum stock is 80 cups")."""
_TIMESTAMP = lazy(r"^\( \d{1,2}:\d\d \) ", needs="(")
"""The time a chat line was sent, before it: "( 13:47 ) liam ; i have saved £186 …"."""
_TOLD_AS_A_CHANGE = lazy(
    r"\b(?:more|less|fewer|by(?! (?:itself|themselves|its own))|over|under|up(?! to)|down|remaining|remain"
    r"|remains|rest|short|minus|warmer"
    r"|colder|hotter|cooler|higher|lower|bigger|smaller|heavier|lighter|longer|shorter|taller|cheaper"
    r"|dearer|faster|slower|quicker|older|younger"
    r"|(?<!we )(?<!i )(?<!they )(?<!you )(?<!he )(?<!she )left)\b"
)
"""Words in a number's clause that make the number itself a change or a remainder ("17 more", "fell by 8",
"9 degrees warmer", "17 left"), or a number below nothing ("minus 2"): the gap is told, not asked."""
_YES_OR_NO = lazy(r"(?:can|could|is|are|do|does|did|will|would|should|am|have|has|was|were|shall)\b")
"""A question answered yes or no: "Can I buy it?"."""
_TWO_ASKED = lazy(r"\b(?:how|what|which)\b.*\b(?:how|what|which|and)\b", needs=" and |how|what|which")
"""Two questions, or one of two things: "how many rest, and how many did I spend?"."""
_TOTAL_ASKED = lazy(r"\b(?:total|together|all|whole|overall|full|in all)\b")


_HELPING = lazy(
    r"\b(?:have|has|had|ve)(?= (?:just |already |only |now |all )?[a-z]+(?:ed|en|t|ne|id|ld|wn|ght|ung)\b) ",
    needs="ha|ve",
)
"""A helping verb before the verb that tells the role: "we have picked 1385" is "we picked 1385"."""
_NOT_DONE = lazy(
    r"\b(should|supposed to|meant to|ought to|expected to)(?: have| be| been)* [a-z]+",
    needs="should|supposed|meant|ought|expected",
)
"""What should have been done, which was not: "should have paid 184.50" tells what was owed."""


def _verb_of(clause: str) -> str:
    return _HELPING.sub("", _NOT_DONE.sub(r"\1", clause))


_LINKING = frozenset(
    {
        "is",
        "are",
        "was",
        "were",
        "be",
        "has",
        "have",
        "had",
        "got",
        "my",
        "mine",
        "now",
        "on",
        "in",
        "at",
        "only",
        "today",
        "currently",
    }
)
"""Words that give a role only where no other word does."""


@dataclass(frozen=True)
class Pairing:
    """Two roles of amounts and the questions that ask the first less the second.

    `taken_from` and `taken_off` are the words that give a number its role; the role named by `bare` may have
    none of them when its number is told first ("36 m of cable on the van, used 17.5 m")."""

    name: str
    taken_from: str
    taken_off: str
    asked: str
    bare: str = ""
    words_asked: str = ""
    """Words the question may hold besides `asked`: the words of an asked phrase ("take out")."""

    def role_of(self, clause: str) -> str:
        """ "from", "off", "" (no word of either) or "both". A word that only links ("is", "has", "now")
        gives a role only to a clause with no other word of a role: "the limit is 7 kg" is a limit."""
        clause = _verb_of(clause)
        taken_from = set(re.findall(rf"\b(?:{self.taken_from})\b", clause))
        taken_off = set(re.findall(rf"\b(?:{self.taken_off})\b", clause))
        if (taken_from | taken_off) - _LINKING:
            taken_from, taken_off = taken_from - _LINKING, taken_off - _LINKING
        if taken_from and taken_off:
            return "both"
        return "from" if taken_from else "off" if taken_off else ""

    def asks(self, question: str) -> bool:
        return re.search(rf"\b(?:{self.asked})\b", question) is not None


_USED = (
    r"used|use|uses|using|spent|spend|spends|sold|sell|sells|selling|picked|ate|eaten|eat|gave away"
    r"|given away|give away|gave|sent|send|shipped|ship|posted|lost|broke|broken|cut|cut off"
    r"|drank|drunk"
    r"|paid|pay|withdrew|withdrawn|removed|handed out|wasted|burned|burnt|delivered|done|did|completed"
    r"|finished|watched|walked|ran|run|drove|driven|travelled|traveled|covered|booked|lent|donated"
    r"|planted|packed|served|dispatched|issued|claimed|filled|occupied|knocked off|written|wrote|read"
    r"|printed|fitted|laid|painted|sewn|poured|handed|spread|swum|cycled|hiked|played|answered|marked"
    r"|needs|need|needed|takes|take|went|gone"
)
_HELD = (
    r"had|have|has|got|bought|there|on hand|in stock|stock|start|started|began|begin|contains|contained|holds"
    r"|held|roll|budget|ordered|baked|made|^of|^out of|total|came with|comes with|arrived|full"
)
_TARGET = (
    r"goal|target|aim|aiming|need|needs|needed|want|wants|wanted|costs?|price|priced|is|are|be|was|par"
    r"|quota|required|requires|require|pass mark|mark|deposit|asking|full|fee|ticket|set"
)
_CURRENT = (
    r"saved|save|got|have|has|done|did|raised|collected|walked|written|wrote|read|so far|already|in|on"
    r"|reached|made|earned|counted|sold|completed|scored|only|today|currently|current|at|just|managed|ran"
    r"|run|swum|cycled|put|paid|sent|packed|finished"
)
_LIMIT = r"allowed|allowance|limit|max|maximum|capacity|takes|up to|rated|budget|permitted|can take|can carry"
_LOAD = (
    r"mine|my|weigh|weighs|weighed|weight|is|are|comes to|came to|loaded|carrying|carry|on it|on board"
    r"|inside|in it|spent|used|packed|have|has|got|basket|now|currently|measured|reads|in there|booked"
)
_BEFORE = (
    r"was|were|when we left|when i left|when we set off|set off|start|started|at the start|began|beginning"
    r"|first|before|opening|opened|float|bought|bought for|paid|last|yesterday|earlier|previous|previously"
    r"|old|originally|used to|morning|from|had|cost|when new"
)
_AFTER = (
    r"now|currently|sold|sold for|after|afterwards|end|ended|at the end|closing|closed|today|this year"
    r"|this week|this month|tonight|finished|latest|later"
)
_CHARGED = r"charged|billed|paid|took|debited|taken|charge|paying|gave|handed over"
_OWED = (
    r"should|owed|due|price|priced|quote|quoted|agreed|expected|advertised|listed|supposed|meant|correct"
    r"|actual|real|only|costs?|bill"
)
_PROMISED = (
    r"promised|owes|owe|owed|said|says|shows|ordered|expected|supposed|should|due|agreed|booked|paid for"
    r"|listed|catalogue|system|invoice|invoiced|record|records|on paper"
)
_RECEIVED = (
    r"got|received|had|delivered|came|arrived|only|paid back|paid|returned|turned up|gave|sent|have|has"
    r"|counted|actually|shelves|shelf|in the box|there"
)

_STILL_ASKED = r"more|still|to go|remaining|remain|left|short|shortfall|missing|off|away|until|till|order"

PAIRINGS = [
    Pairing(
        "used",
        _HELD,
        _USED,
        r"left|remaining|remains?|rest|leftover|still there|there now|now|offcut|off cut|waste|spare|unsold"
        r"|unused|unspent|untouched|unpicked|not sold|not used|not spent",
        "from",
    ),
    Pairing("still needed", _TARGET, _CURRENT, _STILL_ASKED),
    Pairing(
        "down to a target",
        r"weigh|weighs|am|is|are|have|has|currently|now|at the moment|today|spend|spends|use|uses",
        r"want|wants|target|goal|aim|aiming|hope|hoping|need|needs|should|limit",
        r"lose|cut|drop|reduce|shed|trim|lower|cut back|come down|go down|get down|take off",
    ),
    Pairing(
        "over",
        _LOAD,
        _LIMIT,
        r"(?<!left )over|too much|too many|too heavy|too long|excess|overweight|overspent|above|exceed"
        r"|exceeds|exceeded",
    ),
    Pairing(
        "room",
        _LIMIT,
        _LOAD,
        r"payload|spare|room|left|remaining|remain|free|fit|under|below|available|space|fill|fill up|top up"
        r"|empty|vacant|unused"
        r"|more (?:can|could|will)|still (?:can|could)",
    ),
    Pairing(
        "gone up",
        _AFTER,
        _BEFORE,
        r"go up|gone up|went up|increase|increased|rise|risen|rose|grow|grown|grew|gain|gained|more|take|took"
        r"|taken|made|make|earn|earned|profit|win|won|far|gone|travelled|traveled|driven|drove|covered"
        r"|added|change|difference|up",
        "off",
    ),
    Pairing(
        "gone down",
        _BEFORE,
        _AFTER,
        r"lose|lost|loss|drop|dropped|fall|fell|fallen|go down|gone down|went down|decrease|decreased|less"
        r"|fewer|shrink|shrank|shrunk|down|used|use|spent|spend|ate|eat|eaten|sold|sell",
        "from",
    ),
    Pairing(
        "charged",
        _CHARGED,
        _OWED,
        r"refund|refunded|back|overcharged|overpaid|too much|change",
    ),
    Pairing(
        "promised",
        _PROMISED,
        _RECEIVED,
        r"missing|short|owed|owing|owe|outstanding|due|remaining|left|more|to come|yet to come|not come"
        r"|not arrived|not delivered",
    ),
]
"""The pairings of roles, each the first role less the second."""


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


_QUESTION_WORDS = _words(
    "how much many what whats is are was were be been being do does did done have has had will would should"
    " can could i we you he she it they me us my our your his her their its the a an that this there then so"
    " now still by to of in on for at up down go gone going went please pls plz just exactly thanks thx ok"
    " must amount number far am left over get got need needed needs more less much which does do the come"
    " back"
    " should be let lets figure work out tell find calculate answer quick question q can you know wonder"
    " wondering help me left remaining total max maximum too limit target goal budget allowance quota"
)
"""Words any question may hold."""

_NOT_A_THING = _words(
    "on in at of for when we i you he she it they the a an is was are were now left so far today this that"
    " last next from to my our your his her their and but then already only just in total there has have had"
    " mine worth"
)
"""Words after a number that say nothing of what it counts."""


def _clauses(text: str) -> list[str]:
    """The text cut into clauses, a label kept with the number told after it ("goal ; 10000")."""
    parts = [part.strip() for part in _CLAUSE_BREAK.split(_OF_THE_WHOLE.sub(" ; ", text))]
    kept: list[str] = []
    for part in filter(None, parts):
        if kept and _LABELLED.match(part) and _is_a_label(kept[-1]):
            kept[-1] = f"{kept[-1]} {part}"
        else:
            kept.append(part)
    return kept


def _is_a_label(clause: str) -> bool:
    words = clause.split()
    return len(words) <= 3 and not _NUMBER.search(clause) and not {"how", "what", "whats"} & set(words)


def _question(clauses: list[str]) -> tuple[str, list[str]] | None:
    """The clauses with no number after the last number (or, with none there, before the first), and the
    clauses of the story."""
    counted = [i for i, clause in enumerate(clauses) if _NUMBER.search(clause)]
    if clauses[counted[-1] + 1 :]:
        return " ".join(clauses[counted[-1] + 1 :]), clauses[: counted[-1] + 1]
    if clauses[: counted[0]]:
        return " ".join(clauses[: counted[0]]), clauses[counted[0] :]
    return None


def clauses_asked(text: str) -> tuple[str, list[str]] | None:
    """The question of a story and the clauses of the story (see `_question`)."""
    return _question(_clauses(text)) if _NUMBER.search(text) else None


def stem(word: str) -> str:
    for ending in ("ing", "ies", "ed", "es", "s", "d"):
        if word.endswith(ending) and len(word) - len(ending) >= 3:
            return word[: -len(ending)]
    return word


_MONEY_WORDS = frozenset({"money", "cash", "pounds", "dollars", "euros", "quid"})


def _asks_only_of_the_story(question: str, story: str, pairings: Sequence[Pairing]) -> bool:
    """Are the question's words all words of asking, of the gap, or of the story? "How many boxes is that?"
    asks of something the story never told."""
    told = {stem(word) for word in re.findall(r"[a-z]+", story)}
    if re.search(r"[£$€]|\b(?:pounds?|dollars?|euros?|quid|p|pence)\b", story):
        told |= _MONEY_WORDS
    gaps = "|".join(asked for pairing in pairings for asked in (pairing.asked, pairing.words_asked) if asked)
    for word in re.findall(r"[a-z]+", question):
        if word in _QUESTION_WORDS or stem(word) in told:
            continue
        if not re.fullmatch(rf"(?:{gaps})", word):
            return False
    return True


def _thing_of(clause: str, number: str) -> set[str]:
    """What a number counts or measures: the currency before it and up to two words after it."""
    found = re.search(rf"([£$€]?)(?<![\w.:/]){re.escape(number)}(?![\w.:/])((?: ?[a-z£$€°]+){{0,2}})", clause)
    if found is None:
        return set()
    words = found.group(2).split()
    kept = []
    for word in words:
        if word in _NOT_A_THING or _gives_a_role(word) or (word in ("p", "c") and found.group(1)):
            break
        kept.append(stem(word) if len(word) > 3 else word)
    return ({found.group(1)} if found.group(1) else set()) | set(kept)


def _gives_a_role(word: str) -> bool:
    return any(
        re.fullmatch(rf"(?:{pairing.taken_from}|{pairing.taken_off})", word) for pairing in PAIRINGS
    ) or word in ("before", "after", "yesterday", "tomorrow", "allowed", "max", "already")


def _of_one_kind(first: set[str], second: set[str]) -> bool:
    return not first or not second or bool(first & second)


_LABEL = r"(?!(?:from|of|off|by|to|than|and|with|into|out|what|is|the|how)\b)[a-z0-9]+"
"""A word that names an amount, not one of a calculation: "q 3 revenue", "penalty points"."""


_RESULT_ASKED = lazy(
    r"|= \?|what is the (?:change|difference)"
    r"|(?:what is (?:the |my |our )?)?(?:final |new |net )?(?:total|result|score|answer|balance)"
)
"""A question of what a minus told comes to: "Final total?", "What's the result?"."""


def _told_as_minus(clauses: list[str], question: str | None) -> ProblemSpec | None:
    """ "Q3 revenue 184250 minus Q2 176980": the first less the second, as told, the first after its label
    ("12 feet minus 4 feet" is read with its units taken off)."""
    both = [clause for clause in clauses if len(_NUMBER.findall(clause)) == 2]
    if len(both) != 1 or not (question is None or _RESULT_ASKED.fullmatch(question)):
        return None
    found = re.fullmatch(
        rf"(?:{_LABEL} ){{1,4}}[£$€]?({N})(?: {_LABEL}){{0,2}} minus (?:{_LABEL} ){{0,3}}[£$€]?({N})"
        rf"(?: {_LABEL}){{0,2}}",
        both[0],
    )
    return ProblemSpec("-", found.group(1), found.group(2)) if found else None


def _by_roles(clauses: list[str], question: str, pairings: Sequence[Pairing]) -> ProblemSpec | None:
    """The one gap the roles of the two numbers and the question agree on."""
    told = [(clause, _NUMBER.findall(clause)) for clause in clauses]
    counted = [(clause, numbers[0]) for clause, numbers in told if numbers]
    if len(counted) != 2 or any(len(numbers) > 1 for _, numbers in told):
        return None
    (first, a), (second, b) = counted
    if any(_TOLD_AS_A_CHANGE.search(clause) for clause, _ in counted):
        return None
    gaps = {gap for pairing in pairings if (gap := _gap(pairing, question, (first, a), (second, b)))}
    if len(gaps) != 1:
        return None
    return gaps.pop()


def _gap(
    pairing: Pairing, question: str, first: tuple[str, str], second: tuple[str, str]
) -> ProblemSpec | None:
    if not pairing.asks(question):
        return None
    roles = (pairing.role_of(first[0]), pairing.role_of(second[0]))
    if roles == ("from", "off") or (roles == ("", "off") and pairing.bare == "from"):
        taken_from, taken_off = first[1], second[1]
    elif roles == ("off", "from") or (roles == ("", "from") and pairing.bare == "off"):
        taken_from, taken_off = second[1], first[1]
    else:
        return None
    if Fraction(taken_from) <= Fraction(taken_off):
        return None
    return ProblemSpec("-", taken_from, taken_off)


def read(text: str) -> ProblemSpec | None:
    """The gap between two amounts of one kind, the one taken off the other by their roles."""
    return read_by_roles(text, PAIRINGS)


def read_by_roles(text: str, pairings: Sequence[Pairing]) -> ProblemSpec | None:
    """The gap between two amounts of one kind, by the roles of one of `pairings`."""
    text = _QUARTER_NAMED.sub("q", _TIMESTAMP.sub("", text))
    if not _TIME_ASKED.search(text.rpartition(" ; ")[2]):
        text = _TIME_BETWEEN.sub("later", text)
    numbers = _NUMBER.findall(text)
    if len(numbers) != 2 or _CHANGES_THE_OPERATION.search(text):
        return None
    clauses = _clauses(text)
    asked = _question(clauses)
    if (told := _told_as_minus(clauses, asked[0] if asked else None)) is not None:
        return told
    if (
        asked is None
        or _TOTAL_ASKED.search(asked[0])
        or _YES_OR_NO.match(asked[0])
        or _TWO_ASKED.search(asked[0])
    ):
        return None
    question, story = asked
    counted = [clause for clause in story if _NUMBER.search(clause)]
    if not _asks_only_of_the_story(question, " ".join(story), pairings) or not _of_one_kind(
        *(_thing_of(" ; ".join(counted), number) for number in numbers)
    ):
        return None
    return _by_roles(counted, question, pairings)
