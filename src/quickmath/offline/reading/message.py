"""A message → what the coach can act on: the ask readers, tried in order on each question in it.

An ask reader is given a `Piece` and returns an ask (or an `Unread` when it knows why it cannot act),
or None when the piece is not its kind. The first reader that reads the piece wins. A message is read whole
first, then cut into pieces ("What's 13 × 14 and 48 × 5?") when it cannot be read whole. Reading chooses
operations and copies numbers; it never works anything out.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from quickmath.offline import wording
from quickmath.offline.asks import Ask, Check, ExpressionSpec, ProblemSpec, Reading, Solve, Spec, Unread
from quickmath.offline.readers import (
    checks,
    explanations,
    followups,
    listing,
    practice_answers,
    practice_requests,
)
from quickmath.offline.readers.divisibility import restates_whether, tells_a_sharing_plan
from quickmath.offline.readers.times import TimeFormat
from quickmath.offline.reading import guards, layouts, owning_up
from quickmath.offline.reading.doubts import (
    Doubtful,
    coded_label,
    doubtful_number,
    exactly_of_a_division,
    spaced_answer,
    starred_last,
    starred_line,
)
from quickmath.offline.reading.earlier import Earlier
from quickmath.offline.reading.in_play import InPlay
from quickmath.offline.reading.named_shortcut import read_technique
from quickmath.offline.reading.piece import Piece
from quickmath.offline.reading.problem import SAYS_HOW_READ, first_reading, read_problem_by
from quickmath.offline.reading.refusals import classify, is_aside, is_chatter, may_change_a_question
from quickmath.offline.reading.text import (
    FILLERS,
    N,
    asks_in_place,
    in_one_scale,
    normalise,
    number_words,
    pieces,
    pretty,
)
from quickmath.offline.reading.written_twice import without_second_writing
from quickmath.patterns import lazy, mentions
from quickmath.records import replace


def _solve(piece: Piece) -> Solve | None:
    return _in_its_scale(piece) or _solve_as_read(piece)


def _solve_as_read(piece: Piece) -> Solve | None:
    found = read_problem_by(piece.text)
    if found is None:
        return None
    reader, spec = found
    lead = wording.read_as(spec) if reader in SAYS_HOW_READ else ""
    return Solve(spec, piece.said, piece.technique, lead, decimal="decimal" in piece.text)


def _in_its_scale(piece: Piece) -> Solve | None:
    """A sum or difference of amounts all told in one scale, worked in it: "Transfer fee was 85 million, sold
    him on for 62 million, how much did the club lose?" is 85 − 62, 23 million (was 23000000). A product or a
    share is not read so (85 million ÷ 5 million is 17, not 17 million)."""
    told = _told_in_a_scale(piece)
    if told is None:
        return None
    scaled, scale = told
    found = _solve_as_read(scaled)
    if found is None or not _adds_or_takes_away(found.spec):
        return None
    return replace(found, lead=f"{wording.in_scale(scale)} {found.lead}".strip(), scale=scale)


def _told_in_a_scale(piece: Piece) -> tuple[Piece, str] | None:
    """The piece with its numbers read in the one scale they are all told in, and that scale."""
    if not mentions("million|billion", piece.raw):
        return None
    told = in_one_scale(read_technique(piece.raw)[1])
    if told is None:
        return None
    kept, scale = told
    return replace(piece, text=number_words(kept).removesuffix(" =")), scale


def _adds_or_takes_away(spec: Spec) -> bool:
    if isinstance(spec, ProblemSpec):
        return spec.operation in ("+", "-")
    return isinstance(spec, ExpressionSpec) and not re.search(r"[*/^×÷(]", spec.text)


_DECIMAL_WORDS = frozenset({
    "decimal", "decimals", "as", "form", "only", "worksheet", "book", "paper", "says", "expects", "requires",
    "put", "point", "in", "must", "should", "be", "answers",
})  # fmt: skip


def _asks_a_decimal(part: str) -> bool:
    """Does a part only ask for the answer as a decimal? "my daughter's worksheet wants a decimal", "decimal
    answers only please": the coach writes a decimal when it ends, and says so when it never does."""
    words = set(part.split())
    return bool(words & {"decimal", "decimals"}) and not (words - FILLERS - _DECIMAL_WORDS)


_MINUTES_WORDS = frozenset({"minutes", "mins", "as", "in", "into", "only", "total", "all", "answers"})


def _asks_minutes(part: str) -> bool:
    """Does a part only ask for a length of time in minutes? "answer in minutes", "in mins please"."""
    words = set(part.split())
    return bool(words & {"minutes", "mins"}) and not (words - FILLERS - _MINUTES_WORDS)


AskReader = Callable[[Piece], Ask | Unread | None]

ASK_READERS: list[tuple[str, AskReader]] = [
    ("practice_answers", practice_answers.read),
    ("practice_requests", practice_requests.read),
    ("explanations", explanations.read),
    ("listing", listing.read),
    ("checks", checks.read),
    ("problem", _solve),
    ("followups", followups.read),
]


def piece_of(raw: str, earlier: Earlier | None, said: str, in_play: InPlay | None = None) -> Piece:
    technique, rest = read_technique(raw)
    return Piece(raw, number_words(rest).removesuffix(" ="), said, earlier, technique, in_play)


def read_piece(piece: Piece) -> tuple[str, Ask | Unread] | None:
    """The first ask reader that reads the piece, by name, and what it read."""
    return first_reading(ASK_READERS, piece)


_ASIDE = lazy(r" ?\( ([^()]*?\d[^()]*?) \)", needs="(")


def _without_asides(whole: str) -> str | None:
    """The message without the asides in brackets that only tell who or what, numbers and all ("the bell
    ringers ( 8 of us )", "( issue 112 )", "( i am 58 and out of practice )"); None when it has none. An aside
    with a sign, a form of the answer, an amount changed or a word that may change a question stays."""
    bare = _ASIDE.sub(lambda found: "" if _only_tells(found.group(1)) else found.group(), whole)
    return bare.strip(" ;") if bare != whole else None  # "45 + 38 = ? (my son is 7)": no sentence left empty


_ANOTHER_NUMBER = lazy(
    r"\s*(?:or|not|maybe|perhaps|possibly)\b[^;]*\d", needs="or|not|maybe|perhaps|possibly"
)
"""An aside of another number: "18 + 24 (or 25?)", "(maybe 26)"."""


def _only_tells(aside: str) -> bool:
    return (
        re.search(r"[a-z]{2}", aside) is not None
        and not _CORRECTION.match(aside)  # "What is 7 x 8 (no, 9)?" takes a number back: was 56
        and not _ANOTHER_NUMBER.match(aside)  # "18 + 24 (or 25?)" asks of another number too: was 42
        and not _SIGN_BETWEEN.search(aside)
        and not _CHANGES_A_CALCULATION.search(aside)
        and not _AMOUNT_CHANGED.search(aside)
        and not may_change_a_question(Unread("unreadable", aside))
    )


def _read_or_classify(
    raw: str, earlier: Earlier | None, said: str, in_play: InPlay | None = None
) -> Ask | Unread:
    try:
        found = read_piece(piece_of(raw, earlier, said, in_play))
    except TimeFormat:
        return Unread("time_format", said)
    except Doubtful as doubt:
        return Unread("doubtful", said, doubt.written)
    return found[1] if found is not None else classify(raw, earlier, said)


_LONG_MESSAGE = 300
"""Characters from which a message is a ramble: what was left out of it is said, in one line."""


_ABOUT_A_FACT = lazy(
    r"\b(?:check|verify|mark|right|correct|true|false|wrong|sure|what|how|why|is (?:that|it|this)|yes|ok|okay"
    r"|agree|confirm)\b"
)
"""A part with no number that asks about a fact told beside it: "Check: 9 × 6 = 54.", "9 × 6 = 54, right?"."""


def _beside_facts(parts: list[str]) -> list[str]:
    """The parts that ask, when the others state facts beside them: "I know 7 × 9 is 63, what's 8 × 9?" asks
    only the second (see `checks.is_stated_fact`). All the parts when none left asks with a number, or one
    with no number asks about the fact ("Check: 9 × 6 = 54."), since then the fact is what was asked about;
    a part with no number that only acknowledges it ("The sum from 1 to 10 is 55, I got that.") does not."""
    questions = [part for part in parts if not checks.is_stated_fact(part) and not _reported(part)]
    if not questions or len(questions) == len(parts):
        return parts
    from quickmath.offline.reading.guards import fields  # only for a message of facts and questions

    if fields.part_asked_of_an_amount_told(parts):
        return parts  # "3/4 of 60 is 45. What's 2/3?" asks 2/3 of the 60 told, not 2/3 alone (was 2/3)
    if any(checks.read_check(part, part) is not None for part in questions):
        return parts  # "Is 12 × 11 = 132? And 13 × 11 = 153?": each answer told is checked (was 132 alone)
    numberless = [part for part in questions if not re.search(r"\d", number_words(part))]
    if len(numberless) == len(questions) or any(_ABOUT_A_FACT.search(part) for part in numberless):
        return parts
    return questions


_REPORTED = lazy(
    r"(?:(?:my|his|her|our|their|the|a) )?[a-z]+ (?:wrote|writes|said|says|put|puts|gave|gives|set|sets"
    r"|showed|shows)(?: (?:down|up|us|me))? (?P<calculation>.+?)(?: (?:on the board|in class|in the book"
    r"|earlier|today|yesterday|first|before))?",
    needs="wrote|writes|said|says|put|gave|gives|set|showed|shows",
)


def _reported(part: str) -> bool:
    """Does the part only tell a calculation someone wrote or said, with no answer? "> My teacher wrote 47 +
    9" beside "What's 48 + 9?" is told, not asked."""
    found = _REPORTED.fullmatch(part)
    return found is not None and _CALCULATION.fullmatch(found.group("calculation")) is not None


def _without_stated_facts(text: str) -> str:
    """The message without the sentences that state a fact beside a question: "3 hours 40 plus 1 hour 20 is 5
    hours. What's 3 hours 40 plus 1 hour 35?" asks only the second."""
    return " ; ".join(_beside_facts(text.split(" ; "))) if " ; " in text else text


_ASKED_OUTRIGHT = lazy(
    r"^(?P<lead>(?:[a-z]+ (?:, )?){0,5}?)(?:what is|what are|how much is|how many is|calculate|work out|find"
    r"|tell me|give me|solve|compute|evaluate|confirm|(?:which|what) (?:number|value) is|what(?= -?\d))\b"
    r"|^(?P<whether>(?:[a-z]+ ){0,2}?)(?:is|are|does|do|can|will) -?\d"
)
"""A question asked outright, after at most a few words that do nothing to it ("oh god just tell me what
18 x 12 is", "quick what's 45 + 78", "so, what's 38 + 47", "so is 360 divisible by 7", "I want to know what
81 minus 47 is"): its numbers are all it needs."""
_WORD = lazy(r"\b[a-z]{2,}\b")
_CORRECTION = lazy(
    rf"(?:{owning_up.alternation(*owning_up.SLIP, ('actually',), leaving_out=owning_up.EDIT)})\b"
)
"""A part that takes back the question before it: "what's 9 × 9? no, 9 × 8", "47 + 9, sorry i mean 47 + 8";
an "Edit:" line is as often about the style of the answer ("Edit: 24-hour time")."""
_MEANT_INSTEAD = lazy(r"(?:i mean|i meant|make that|or rather) (?=\S*\d)", needs="mean|make that|rather")
"""The words before what was meant instead, read without them: "i mean 600 minus 123"."""
_NUMBER = lazy(N)


def _asked_outright(part: str) -> bool:
    found = _ASKED_OUTRIGHT.match(part)
    lead = (found.group("lead") or found.group("whether") or "") if found else ""
    return found is not None and not may_change_a_question(Unread("unreadable", lead))


def _asked_for(part: str, question: str, lead_in: set[str]) -> bool:
    """Is the question asked outright, or, for a part told before it (a lead-in), written whole?"""
    if question.endswith(" =") and _written_whole(question.removesuffix(" =")):
        return True  # "sum 1 to 10 = ? ur homework sheet q3": its blank asks it
    return _asked_outright(question) or (part in lead_in and _written_whole(question))


def _written_whole(question: str) -> bool:
    """Is the question, or its last piece, a calculation told whole ("how much each , 645 / 15")?"""
    return any(_complete_in_itself(piece) for piece in question.split(" , "))


_SELF_CONTAINED = frozenset({
    "symbols", "operator_words", "run_phrases", "written_runs", "counted_runs", "remainders", "divisibility",
    "clock_times", "time_differences", "times", "comparisons", "apart",
})  # fmt: skip
"""Problem readers that read a calculation whole from its own words ("multiply 6708 by 59", "9128 / 7", "is
3003 divisible by 7", "how long from 16:50 to 19:05"), never from a story around it."""


def _written_as_a_sum(part: str) -> bool:
    """Is the part a calculation written with its signs or operation words ("45 × 8", "645 divided by 15")?"""
    found = read_problem_by(part) if re.search(r"\d", part) else None
    if found is None:
        return False
    calculation = _CALCULATION.search(part)
    return found[0] in ("symbols", "operator_words", "written_runs") or (
        found[0] == "chatter"
        and calculation is not None
        and _WORKED_OUT.search(part[: calculation.start()]) is not None  # "we had to find 1 + 2 + … + 25"
    )


_WORKED_OUT = lazy(r"(?:^| )(?:find|work out|calculate|compute|evaluate|solve|do|add up) $")
"""A verb of working out just before a calculation, which is then what is worked out ("battery 45/100" is
no division asked)."""


def _another_operation_asked(cut: list[list[str]], asked: list[str], asks: list[Ask]) -> bool:
    """Does a question with no number beside the one calculation written with its signs ask for another
    operation than it does ("I have £50 and tickets are £12. How many can I buy? 50 - 12")? See
    `restated.asks_another_operation`; a part with a number only tells ("0.15 m each side")."""
    if len(asks) != 1 or not isinstance(asks[0], Solve) or not _written_as_a_sum(asked[0]):
        return False
    from quickmath.offline.reading.restated import asks_another_operation  # only for a message read in parts

    operation = _operation_of(asks[0])
    questions = [part for parts in cut for part in parts if part not in asked and not _DIGIT.search(part)]
    return operation is not None and asks_another_operation(" … ".join(questions), operation)


def _complete_in_itself(part: str) -> bool:
    """Is the part a calculation told whole, its numbers and operation all in it ("Soroban drill 3, line 4:
    9,128 ÷ 7", "Examination of 1888, Q6: multiply 6,708 by 59")? Its numbers are all it needs, as for a
    question asked outright."""
    if not re.search(r"\d", part):
        return False
    found = read_problem_by(part)
    return found is not None and found[0] in _SELF_CONTAINED


def _lead_in(parts: list[str], asked: list[str], cut: list[list[str]]) -> set[str]:
    """The parts of the sentences before the first question's sentence, not cut from the question's own
    sentence ("diff 450 and 275 times 2")."""
    if not asked:
        return set()
    first = next((at for at, sentence in enumerate(cut) if asked[0] in sentence), 0)
    told_before = {part for sentence in cut[:first] for part in sentence}
    return {part for part in parts[: parts.index(asked[0])] if part in told_before}


def _labelling(lead_in: set[str]) -> set[str]:
    """The parts of a lead-in whose numbers only label something ("Soroban drill 3, line 4:", "Examination of
    1888, Q6:"), not a count of things ("I have 3 apples.")."""
    return {part for part in lead_in if all(_labels(number, part) for number in _NUMBER.finditer(part))}


_LABEL_AFTER = lazy(r"\s*(?:$|[a-z]\b(?!\s*[a-z]{2})|at\b)")
"""What may follow a number that labels something: nothing ("line 4", "aged 52", "of 1888"), a letter ("3b"),
or where it is ("table 7 at the quiz"); "3 apples", "40 members" count things."""
_LABEL_BEFORE = lazy(
    r"\b(?:round|leg|heat|lane|table|page|line|drill|question|q|exercise|ex|section|part|level|year|grade"
    r"|class|week|day|lesson|unit|chapter|step|task|item|no|number|set|sheet|paper|test|quiz|game|match|hole"
    r"|stage|room|row|seat|team|group|form|standard|card|puzzle|problem|clue|issue|episode|module|station)\s*$"
)
"""Words a number may follow as the number of a thing, whatever comes after it: "round 3 tiebreak", "year 6
homework"."""


def _labels(number: re.Match[str], part: str) -> bool:
    return bool(_LABEL_AFTER.match(part, number.end()) or _LABEL_BEFORE.search(part[: number.start()]))


_CLOCK_READING = lazy(r"\b\d{1,2}:\d\d\b", needs=":")


def _tells_the_time(part: str, asks: list[Ask]) -> bool:
    """Does the part only tell the time, beside questions that are not about time? "it's 3:15, quick what's
    45 + 78"."""
    without_times = _CLOCK_READING.sub("", part)
    return (
        without_times != part
        and not re.search(r"\d", without_times)
        and not any(
            isinstance(ask, Solve) and guards.operation_of(ask.spec) in guards.TIME_OPERATIONS for ask in asks
        )
    )


def _told_beside(
    numbers_left: list[str], asked: list[str], asks: list[Ask], sentence_of: dict[str, str], lead_in: set[str]
) -> bool:
    """Were the parts left unread, numbers and all, only told beside questions asked outright? "I'm 78 and my
    granddaughter set this up. What is 365 times 3?", "exam in 7 hours lol. what's 625 divided by 25". Not
    when a question is not asked outright ("12 plus 3, 4"), or a part left is only numbers or does something
    to one ("…, then add 3"): then the numbers may belong to the question. A part that is only a number may
    be the number of a label whose sentence tells what it is ("Scholarship exam, 1930:", "q 6")."""
    return all(
        all(_asked_for(part, question, lead_in) for question in asked)
        and (
            any(
                word not in FILLERS
                for word in _WORD.findall(number_words(_labelled_by(part, sentence_of, lead_in)))
            )
            or _tells_the_time(part, asks)
            or (part in lead_in and re.search(r"[a-z]", part) is not None)  # "Homework Q1 for 7B:"
        )
        and not _SIGN_BETWEEN.search(part)
        and not _CHANGES_A_CALCULATION.search(part)
        and not (_AMOUNT_CHANGED.search(part) and not _numbers_asked(part, asked))
        and not may_change_a_question(Unread("unreadable", part))
        for part in numbers_left
    )


def _asked_after_what_is_told(parts: list[str], asked: list[str], unread: list[str]) -> bool:
    """Is a part with no number left unread after all the parts read, when they only tell a story (no
    question in them asked outright or written whole), and does it ask of the story's things: it names one
    of them again or asks a part of them ("… 20 chairs. Chairs in one row?", "… Seats left?")? It is then
    the question, and what the story's own numbers make is not its answer."""
    if any(_asked_outright(question) or _written_whole(question) for question in asked):
        return False
    last = max(parts.index(question) for question in asked)
    counted = {
        noun.removesuffix("s")
        for question in asked
        for found in _COUNTED_NOUN.finditer(question)
        for noun in found.groups()
        if noun
    }
    return any(
        part in unread
        and not re.search(r"\d", part)
        and (_A_PART_ASKED.search(part) or any(word.removesuffix("s") in counted for word in part.split()))
        for part in parts[last + 1 :]
    )


_COUNTED_NOUN = lazy(rf"(?<![\w.]){N} (?:[a-z]+ )?([a-z]{{3,}})\b|\b([a-z]{{3,}}) of {N}")
"""The things a story counts: the "chairs" and "rows" of "12 rows of 20 chairs"."""
_A_PART_ASKED = lazy(r"\b(?:left|remaining|spare|empty|vacant|unused|each|one|per|short)\b")


def _remarks(
    unread: set[str], sentences: list[str], cut: list[list[str]], asked: list[str], asks: list[Ask]
) -> set[str]:
    """The parts with no number of sentences the learner says about themselves, beside questions asked whole:
    "I always panic at the word 'cubed'. What is 4 cubed?", "I'm 67 and learning decimals again: what is 2.5
    × 2.5?", "I hate subtraction. What's 1,000 − 1?". They change nothing asked."""
    if not asked or not all(_asked_outright(question) or _written_whole(question) for question in asked):
        return set()
    operations = {_operation_of(ask) for ask in asks if isinstance(ask, Solve)}
    return {
        part
        for sentence, parts_cut in zip(sentences, cut, strict=False)
        if not set(parts_cut) & set(asked) and _about_the_learner(sentence, operations)
        for part in parts_cut
        if part in unread and not re.search(r"\d", number_words(part))
    }


_FIRST_PERSON = lazy(r"\b(?:i|me|my|we|us|our)\b")
_NOT_ONLY_ABOUT_THE_LEARNER = lazy(
    r"\b(?:you|u|please|pls|plz|can|could|would|should|must|need|needs|want|wants|wanted|like|have to|has to"
    r"|got to|let|help|tell|show|give|explain|remind|expects?"  # asking something of the coach
    r"|it|that|this|them|these|those|answer|result"  # the answer, which may be changed
    r"|then|next|after|first|finally|before|not|no|nor|instead|wait|oops|mean|meant|rather|except|unless"
    r"|otherwise|else|other|or|actually)\b"  # steps after the question, and second thoughts
)
_DOES_IT = lazy(r"(?:[a-z]+ (?:, )?)*?(?:i|we)(?: always| usually| just| also| still| never)*(?: am| will)? ")
"""The learner as the one doing something: what follows may be an operation ("we halve", "i am doubling")."""


_QUANTITIES = frozenset({
    "double", "doubled", "half", "halves", "halve", "halved", "twice", "triple", "tripled", "treble",
    "thrice", "more", "less", "fewer", "extra", "both", "dozen",
})  # fmt: skip
"""Words that make an amount, which a sentence beside a question may ask for ("he gets double")."""


def _about_the_learner(sentence: str, operations: set[str | None]) -> bool:
    """Does the sentence only tell something about the learner: how they feel, what they learn or did, with
    nothing asked of the coach, no answer referred to, no later step or second thought, no form of the answer,
    no amount made and no operation but the one asked ("I feel stupid even asking", "numbers make me anxious
    and I freeze at the till", "I never got the hang of division" beside a division)?"""
    if not _FIRST_PERSON.search(sentence) or _NOT_ONLY_ABOUT_THE_LEARNER.search(sentence):
        return False
    if _CHANGES_A_CALCULATION.search(sentence) or not all(
        word not in _QUANTITIES and (not _answered_by(word) or _answered_by(word) & operations)
        for word in _WORD.findall(sentence)
    ):
        return False
    doing = _DOES_IT.match(sentence)
    verb = sentence[doing.end() :].split()[:1] if doing else []
    return not verb or not _may_change(verb[0])


def _may_change(word: str) -> bool:
    """Could the word, said as what the learner does, change what is asked ("we halve", "i am doubling")?"""
    from quickmath.offline.reading.meaning import ANSWERED_BY, MEANING_WORDS  # only for a remark

    return word in MEANING_WORDS or word in ANSWERED_BY or may_change_a_question(Unread("unreadable", word))


def _numbers_asked(part: str, asked: list[str]) -> bool:
    """Are all the part's numbers in a question asked beside it? "paid out 45, 30 and 25. What's left, 150 -
    45 - 30 - 25?": the learner wrote the story as the question."""
    numbers = set(_NUMBER.findall(part))
    return any(numbers <= set(_NUMBER.findall(question)) for question in asked)


def _labelled_by(part: str, sentence_of: dict[str, str], lead_in: set[str]) -> str:
    """The sentence of a part of a lead-in, whose words may tell what its bare number is ("Scholarship exam,
    1930:"); a part after the question is only itself ("… I typed it wrong, it's 130")."""
    return sentence_of.get(part, part) if part in lead_in else part


_SIGN_BETWEEN = lazy(r"[+*/^=]|-(?![\d.])|(?<=[^\s(])-")
"""A sign that does something, not the minus of a negative number told ("we had -45 in the kitty")."""
_CHANGES_A_CALCULATION = lazy(
    r"\b(?:base|mod|modulo|binary|hex|octal|significant|places?|dp|sf|nearest|estimate|approx\w*"
    r"|round\w*(?! \d{1,2}\b(?!\.))|percent|%|decimal)\b"
)
"""Words beside a calculation that ask for its answer in another form: "Mod 7: 45 × 38", "In base 8:"."""
_AMOUNT_CHANGED = lazy(
    r"\b(?:sold|sell|spent|spend|ate|eat|eaten|lost|lose|gave|give|given|used|use|broke|broken|dropped|took"
    r"|taken|bought|buy|won|gained|earned|paid|pay|removed|sent|returned)\b"
)
"""A number told beside a calculation with a verb that changes an amount ("The stack is 1 + 2 + … + 12 tins
and I sold 5, what does that come to?" was 78): it may belong to the question."""


def _restated(part: str, asked: list[str], asks: list[Ask], whole: str) -> bool:
    """Does a question asked outright beside the part use all of the part's numbers? "20 teams each playing
    38 games, so what's 20 times 38?": the learner has turned the story into the question already. So does a
    calculation asked after a question with no number ("How many chairs, 45 × 8?"), when the story's words do
    not argue against its operation ("45 tables with 8 chairs each" is no sum)."""
    numbers = [number.lstrip("-") for number in _NUMBER.findall(part)]  # "fell 3 degrees … what is -3 × 6?"
    told = any(word not in FILLERS for word in _WORD.findall(part))
    questions = [
        question
        for question, ask in zip(asked, asks, strict=True)
        if _asked_outright(question)
        or _said_as_a_calculation(question)
        or _asked_of_a_story(question, ask, whole)
        or _asked_after_a_comma(question, ask, whole)
    ]
    calculations = [found.group() for found in _CALCULATION.finditer(part)]
    if any(all(calculation not in question for question in questions) for calculation in calculations):
        return False  # a calculation told, not the one asked
    bare = _CALCULATION.sub("", part)
    if not numbers or not told or _SIGN_BETWEEN.search(bare) or ":" in bare:
        return (
            False  # "Score: 3 : 2. What is 3 + 2?": bare numbers, a sign or a colon may be a sum of their own
        )
    return any(set(numbers) <= {n.lstrip("-") for n in _NUMBER.findall(question)} for question in questions)


_SO = lazy(r"so (?=-?[\d.]+ [-+*/^] -?[\d.])", needs="so")


_NAMED_AS = lazy(
    r"(?:so )?(?:(?:the|its|their|his|her|my|our|your) [a-z]+|it|that|this|which) (?:is|are|would be|will be)"
    r" (?=-?[\d.])",
    needs="is|are|be",
)
"""What the learner names a calculation they wrote for a story: "so the area is | 3.5 squared", "it is | 2 to
the 10 th"."""


def _said_as_a_calculation(question: str) -> bool:
    """Is the question the story told again as a calculation in signs after "so" ("At 120 bpm how many
    seconds is one beat? so 60 ÷ 120"), or named as what the story asks ("Square bed, 3.5 m on each side, so
    the area is 3.5 squared?")?"""
    if _SO.match(question) is not None and _complete_in_itself(question):
        return True
    named = _NAMED_AS.match(question)
    return named is not None and _complete_in_itself(question[named.end() :])


_TOTAL_OF_PARTS = lazy(
    r"\b(?:score|points|overall|in all|together|combined|altogether|total|sum)\b",
    needs="score|points|overall|in all|together|combined|total|sum",
)
"""A question beside two calculations or more that asks one answer of them all ("what's my score?")."""
_ASKED_OF_A_STORY = lazy(
    r"(?:so |and )?(?:how (?:many|much)(?: (?!(?:left|remain\w*|more|less|fewer|over|change|back|short|extra"
    r"|spare|than|longer|later|earlier|is|are)\b)[a-z]+){0,2}|what is the (?:total|answer)|(?:the )?total)"
    r"(?: each| altogether| in all| in total)?(?: ,| is| are| =) -?\d.*"
)
"""A question with no number, then the calculation that answers it: "how many chairs , 45 * 8", "how many
shifts is 64 * 3", "what is the total , 5 lots of 147"."""


def _asked_of_a_story(question: str, ask: Ask, whole: str) -> bool:
    """Is the question the calculation that ends a sentence asking for it ("how many chairs , 45 * 8"), with
    no word of the story told in the message against its operation?"""
    asked = any(
        sentence.endswith(question) and _ASKED_OF_A_STORY.fullmatch(sentence) and _fits_its_question(sentence)
        for sentence in whole.split(" ; ")
    )
    return asked and isinstance(ask, Solve) and not guards.argued_against("stories", whole, ask.spec)


def _asked_after_a_comma(question: str, ask: Ask, whole: str) -> bool:
    """Is the question asked of a story told before a comma in its sentence? "chart is 14 by 14 , how many
    squares is 14 squared" asks the calculation after its comma (see `_asked_of_a_story`)."""
    return " , " in whole and _asked_of_a_story(question, ask, whole.replace(" , ", " ; "))


def _leads_a_calculation(part: str, asked: list[str], asks: list[Ask], whole: str) -> bool:
    """Is the part a question with no number that a calculation read after it answers: "how many chairs" of
    "how many chairs , 45 * 8"? It changes nothing of what is read. Not when its words ask another operation
    ("how much each , 645 - 15")."""
    sentences = whole.split(" ; ")
    return not re.search(r"\d", part) and any(
        f"{part} , {question}" in sentences
        and _ASKED_OF_A_STORY.fullmatch(f"{part} , {question}")
        and _words_fit(part, ask)
        and _fits_its_question(f"{part} , {question}")
        for question, ask in zip(asked, asks, strict=True)
    )


def _answered_by(word: str) -> frozenset[str]:
    """The operations that answer a word of a question ("each" a share), none for a word any may answer."""
    from quickmath.offline.reading.meaning import ANSWERED_BY  # only for a question beside a calculation

    return ANSWERED_BY.get(word, frozenset())


def _answers(word: str, operation: str | None) -> bool:
    return operation in _answered_by(word)


def _words_fit(part: str, ask: Ask) -> bool:
    if not isinstance(ask, Solve):
        return False
    operation = _operation_of(ask)
    return all(_answers(word, operation) for word in _WORD.findall(part) if _answered_by(word))


_SIGNS = {"+": "+", "-": "-", "*": "*", "/": "/", "^": "^", "of": "*"}


def _fits_its_question(sentence: str) -> bool:
    """Does the calculation after a question with no number do what the question asks? "how much each , 645 -
    15" asks a share, never a take-away (was 630); "how many altogether , 48 - 6" asks no difference."""
    question, _, calculation = sentence.partition(" , ") if " , " in sentence else sentence.partition(" = ")
    signs = {_SIGNS[sign] for sign in re.findall(r"(?<= )(?:[-+*/^]|of)(?= )", f" {calculation} ")}
    return all(signs <= _answered_by(word) for word in _WORD.findall(question) if _answered_by(word))


_CALCULATION = lazy(r"(?<![\d.])-?\d[\d.]*(?: [-+*/^] -?\d[\d.]*)+(?![\d.])", needs="+|-|*|/|^")
"""A calculation told in signs, which a question asked outright may ask again: "My damage multiplier at max
level is 2^10. What is 2^10?"."""


def _what_it_is(whole: str, earlier: Earlier | None, said: str, in_play: InPlay | None) -> Solve | None:
    """The calculation told just before a question that asks what it is (see `reading.referred`)."""
    if " ; " not in whole and " , " not in whole:
        return None
    from quickmath.offline.reading import referred  # only for a message that cannot be read whole

    told = referred.told_before(whole)
    read = _read_or_classify(told.text, earlier, said, in_play) if told else None
    if not isinstance(read, Solve) or not told or guards.operation_of(read.spec) not in told.operations:
        return None
    from quickmath.offline.reading.guards import ways

    spec = read.spec
    if any(
        argues(spec, whole)
        for argues in (ways.told_another_way, ways.said_another_way, ways.asked_another_way)
    ):
        return None  # "pages 12-30 … how many pages?", "Leftovers; 45 ÷ 8. What's the answer?" (was 5.625)
    return read


def _said_as(read: Ask | Unread, said: str) -> Ask | Unread:
    """A reading made once, with the words the learner is shown for it: a reading depends only on the text,
    so a sentence read whole is not read again as a part."""
    return replace(read, said=said) if "said" in read._fields else read


_ABOUT_THE_CHECK = lazy(
    r"(?:(?:so|and|but|then|ok|okay|hmm|please|pls|can you tell me) )*(?:what is it(?: really| then| actually"
    r"| exactly)?|what is the (?:right |correct |real |actual )?answer|what should it be|who is right"
    r"|which (?:one )?is right|is (?:that|it|this) right|am i right|where did i go wrong|what did i do wrong"
    r"|how do i write it(?: properly)?|(?:i think )?that is wrong(?: is not it)?|(?:i am )?not sure"
    r"|(?:just )?checking)"
    r"|(?:but |and )?(?:my|his|her|our|the|a) [a-z]+ (?:got|gets|says|said|thinks|reckons|put|wrote) -?[\d.]+"
)
"""A part beside an answer to check that asks no more than the check answers: "what is it?", "where did I go
wrong?", "who's right?", or another's answer to the same problem ("my friend got 204")."""


def _names_the_calculation(part: str, asks: list[Ask], asked: list[str], after: list[str]) -> bool:
    """Does a part with no number only ask what the one calculation written whole beside it gives? "How many
    chairs, 45 × 8?", "1,020 − 380 − 145, what's left?". Not "How many more, 45 × 8?", nor with a number told
    `after` the calculation ("…, and we add a 10% tip. What's the total?")."""
    if len(asks) != 1 or not isinstance(asks[0], Solve) or re.search(r"\d", number_words(part)):
        return False
    if any(re.search(r"\d", number_words(later)) for later in after):
        return False
    if not any(_written_as_a_sum(piece) for piece in asked[0].split(" , ")):
        return False  # "start at 10, count back 4. How many jumps?" counts the moves, not where they lead
    from quickmath.offline.reading.meaning import MEANING_WORDS  # only for a question beside a calculation

    operation = _operation_of(asks[0])
    if operation != "/":
        part = part.removesuffix(" exactly")  # "…, how many chairs is that exactly?": every answer is exact
    words = [word for word in _question_words(part) if not _answers(word, operation)]
    return bool(_ASKS_OF_NUMBERS.match(part)) and not any(
        _answered_by(word)  # "45 × 8, what's the sum?" (was 360)
        or (
            word not in FILLERS
            and (word in MEANING_WORDS or may_change_a_question(Unread("unreadable", word)))
        )
        for word in words
    )


_ONE_OF_THEM_ASKED = lazy(
    r"^how much (?:(?:is|for|does|do|are|would be) )?(?:one|each|each one|a single one)(?: cost)?$"
)
"""A question of one of the things a calculation beside it counts, all its words chatter: "how much is one?",
"how much each?"."""
_TOTAL_AS_A_VERB = lazy(r"\b(?:do|does|did|will|would)(?: [a-z]+){1,2} total\b", needs="total")


def _question_words(part: str) -> list[str]:
    """The words of a question, "total" said as a verb read as the sum it asks ("what does that total")."""
    return _WORD.findall(_TOTAL_AS_A_VERB.sub(lambda verb: verb.group().removesuffix("total") + "sum", part))


def _operation_of(ask: Solve) -> str | None:
    if isinstance(ask.spec, ExpressionSpec):
        return guards.operation_of(ExpressionSpec(ask.spec.text.translate(_PLAIN_SIGNS)))
    return guards.operation_of(ask.spec)


_ASKS_OF_NUMBERS = lazy(r"(?:so |and |ok )?(?:how (?:much|many)|what is|what are|what does|what do)\b")
_PLAIN_SIGNS = str.maketrans("−×÷", "-*/")


def _asks_whether_again(part: str, asks: list[Ask]) -> bool:
    """Does the part ask again in other words whether the one number asked about divides ("… i.e. is it whole
    weeks?")? See `readers.divisibility.restates_whether`."""
    asked = asks[0].spec if len(asks) == 1 and isinstance(asks[0], Solve) else None
    return isinstance(asked, ProblemSpec) and restates_whether(part, asked)


def _a_sharing_plan_alone(part: str, asks: list[Ask], cut: list[list[str]]) -> bool:
    """Is the part a sentence of its own that only tells the sharing a divisibility asked is for ("Is 365
    divisible by 7? Want to split the year's data into whole weeks"); not one joined to more ("… tryna share
    them out and keep 3")? See `readers.divisibility.tells_a_sharing_plan`."""
    asked = asks[0].spec if len(asks) == 1 and isinstance(asks[0], Solve) else None
    return isinstance(asked, ProblemSpec) and [part] in cut and tells_a_sharing_plan(part, asked)


def _about_a_check(part: str, asks: list[Ask]) -> bool:
    checked = [ask for ask in asks if isinstance(ask, Check)]
    if not checked:
        return False
    if _ABOUT_THE_CHECK.fullmatch(part) is not None:
        return True
    return len(checked) == 1 and (_asks_the_checked(part, checked[0]) or _doubts_the_check(part, checked[0]))


_ASKS_THE_CHECKED = lazy(
    r"(?:(?:so|and|but|then|ok|okay) )*what is the (?:right |correct |real |actual |true )?(?P<noun>[a-z]+)"
    r"(?: then| really| actually)?",
    needs="what is the",
)


def _asks_the_checked(part: str, check: Check) -> bool:
    """Does the part ask again for the answer checked beside it, by its name? "I keep getting 48 as the
    remainder when 500 is divided by 13. What is the remainder?", "… What's the real sum?"."""
    found = _ASKS_THE_CHECKED.fullmatch(part)
    return found is not None and _answers(found.group("noun"), guards.operation_of(check.spec))


_DOUBTING = lazy(
    r"\b(?:wrong|trust|crossed|can not be right|cannot be right|not be right|not right|not sure|doubt)\b",
    needs="wrong|trust|crossed|right|not sure|doubt",
)


def _doubts_the_check(part: str, check: Check) -> bool:
    """Is the part only a doubt about the answer checked beside it, with no number but the problem's own? "I
    think I'm doing Gauss's trick wrong", "but that can't be right since it's bigger than 13"."""
    told = set(_NUMBER.findall(part))
    problem = set(_NUMBER.findall(repr(check.spec)))
    return (
        _DOUBTING.search(part) is not None
        and told <= problem
        and not may_change_a_question(Unread("unreadable", part))
    )


_ANOTHER_WAY = lazy(
    r"(?:or |so |and )?(?:(?:put|said|written|asked) (?:another|a different) way|in other words|i e)",
    needs="another way|different way|other words|i e",
)
"""Words that say the same question again another way: "What is 32 times 21? Or put another way, 21 lots of
32?"."""


def _says_it_again(part: str, asks: list[Ask]) -> bool:
    """Does the part only say that the calculations beside it are one, said again, and are they one?"""
    return _ANOTHER_WAY.fullmatch(part) is not None and len({_either_way(ask) for ask in asks}) == 1


def _either_way(ask: Ask) -> object:
    """What an ask asks, one for a sum or product written either way round ("21 lots of 32", "32 × 21")."""
    spec = ask.spec if isinstance(ask, (Solve, Check)) else ask
    if isinstance(spec, ProblemSpec) and spec.operation in ("+", "*"):
        return (spec.operation, frozenset((spec.a, spec.b)), spec.step)
    return spec


def _without_asked_again(asks: list[Ask]) -> list[Ask]:
    """The asks without a problem asked again, beside the learner's answer to it ("I keep getting 64 for 8
    cubed. what is 8 cubed" is one check, whose reply gives the answer) or as it was told ("… which we write
    as -3 × 6. What is -3 × 6?")."""
    done = [_either_way(ask) for ask in asks if isinstance(ask, Check)]
    kept: list[Ask] = []
    for ask in asks:
        if isinstance(ask, Solve) and _either_way(ask) in done:
            continue
        if isinstance(ask, Solve):
            done.append(_either_way(ask))
        kept.append(ask)
    return kept


_TAKING_BACK = (
    "no|nope|sorry|mean|make that|rather|correct|edit|typo|oops|my bad|scratch|wait|hang on|hold on|actually"
)


def _put_right(text: str) -> str | None:
    """The message normalised, with what the learner put right read as meant (see `reading.corrections`);
    None when what was put right is not sure."""
    if not mentions(_TAKING_BACK, text.lower()):
        return normalise(text)
    from quickmath.offline.reading.corrections import corrected  # only for a message that may put one right

    return corrected(text, _reads_alone)


_COUNT_OF_THINGS = lazy(
    r"\b(?:the|all|my|our|these|those|your|his|her|their) (?P<count>[a-z]+|\d+) (?:[a-z]+ )?[a-z]+s\b"
)
_COUNT_HEADING = lazy(
    r"(?:^|(?<= ; ))(?:[a-z]+ ){0,2}?(?P<heading>[a-z]+|\d+) (?:[a-z]+ )?[a-z]+s(?= ; | , | - )",
    needs=" ; | , | - ",
)
"""A count opening a sentence before the things it counts and a pause ("three parcels ; 2.4 kg , …")."""


_A_RUN = lazy(r"…|\b(?:then|up to|until|till|to|next|after|each|every|per|more|less)\b")


def _without_the_count_of_a_list(whole: str) -> str | None:
    """The message without a number that counts the amounts listed after it ("the three invoices total:
    £1,240, £865 and £2,310", "Three parcels: 2.4 kg, 3.85 kg and 1.6 kg."): a count, never a term; None
    when there is none."""
    from quickmath.numbers.words import word_value

    for found in [*_COUNT_OF_THINGS.finditer(whole), *_COUNT_HEADING.finditer(whole)]:
        named = "count" if "count" in found.re.groupindex else "heading"
        count = found.group(named)
        value = int(count) if count.isdigit() else word_value(count)
        rest = number_words(whole[found.end() :])
        listed = _NUMBER.findall(rest)
        if _SIGN_BETWEEN.search(rest) or _NUMBER.search(whole[: found.start()]):
            continue  # "our three runs: 12,345 + 23,456 + 34,567" says its sum in signs
        if named == "heading" and _A_RUN.search(rest):
            continue  # "Garden wall: 3 bricks, then 6, then 9 … up to 60": the 3 is a term of the run
        if value is not None and value >= 2 and len(listed) == value:
            return whole[: found.start(named)] + whole[found.end(named) + 1 :]
    return None


_OPENER = lazy(
    r"(?:^|(?<= ; ))(?:ok|okay|right|so|well|now|alright|anyway|hmm|um)(?: then| so)? , (?=[a-z])",
    needs="ok|right|so|well|now|anyway|hmm|um",
)
"""A word opening a sentence before its comma, as people begin a question in chat: "Right, what's the total
for the PO?", "OK, so what's left?"; never "…, right?" after what it asks about."""


def _quoted(text: str) -> str | None:
    """The question quoted whole inside a request for its answer (see `reading.quoted`)."""
    if not mentions("'|\"|‘|“", text):
        return None
    from quickmath.offline.reading.quoted import quoted_question  # only for a message with quotes

    return quoted_question(text)


def _reads_alone(text: str) -> bool:
    """Are the words a question read on their own?"""
    return not isinstance(_read_or_classify(text, None, text), Unread)


def _without_time_told(text: str) -> str:
    """The message without a clause telling the time it is now (see `reading.beside`)."""
    if not mentions("it is|its|it s|time|you have|allowed|sec", text):
        return text
    from quickmath.offline.reading.beside import without_time_told  # only for a message telling the time

    return without_time_told(text)


def _without_asides_told(text: str) -> str:
    """The message without a sentence telling how many minutes make an hour, or an age said in brackets (see
    `reading.beside`): read when the message as it stands is not, since a fact told may be one the question
    needs ("There are 7 days in a week. How many weeks in 84 days?")."""
    if "( " in text:
        from quickmath.offline.reading.beside import without_ages_aside  # only for a message with brackets

        text = without_ages_aside(text)
    if " ; " in text and mentions("60|24|7", text):
        from quickmath.offline.reading.beside import without_unit_facts  # only for a message of sentences

        text = without_unit_facts(text)
    return text


def _told_beside_only(part: str) -> bool:
    """Does the part only tell the time now or the learner's age? It needs no remark (`reading.beside`)."""
    from quickmath.offline.reading.beside import tells_an_age, tells_the_time  # only for a part left unread

    return tells_the_time(part) or tells_an_age(number_words(part))


_WANTS_IT_SURE = lazy(
    r"(?<=[.?!])\s+(?:(?:and|but|so) )?(?:i )?(?:just |only )?"
    r"(?:want|wanted|need|needed|['’]d like|would like)"
    r" to (?:get it right|be sure|make sure|be certain|double[- ]check|confirm)[.!]*\s*$"
    r"|(?<=[.?!])\s+(?:just |only )?(?:confirming|double[- ]checking)(?: before i [a-z]+(?: [a-z]+){0,3})?"
    r"[.!]*\s*$",
    re.IGNORECASE,
    needs="to|confirming|checking",
)
"""A last sentence of the learner wanting to be sure of the answer, which asks nothing more: "I just want to
get it right.", "Just confirming.", "Confirming before I ring the ward."."""


def read_message(text: str, earlier: Earlier | None = None, in_play: InPlay | None = None) -> Reading:
    """Everything the coach can act on in one message, and what it could not read; a message not read as it
    stands is read again without the numbers that only name a thing (see `reading.references`), and a
    message still unread is read as the calculation written whole in it when nothing else in it could
    change that (see `reading.written_alone`); a story read in parts beside the calculation that says it
    again is read as that calculation alone (see `reading.restated`)."""
    reading = _read_by_its_readers(text, earlier, in_play)
    if not reading.asks and (sure := _WANTS_IT_SURE.sub("", text)) != text:
        reading = _read_by_its_readers(sure, earlier, in_play)  # "… Change due? I just want to get it right."
    if len(reading.asks) > 1 and (restated := _the_calculation_restated(text, earlier, in_play)) is not None:
        return restated  # "A share price fell $45 in 9 days. What is -45 ÷ 9?" (was 5 and −5)
    if reading.asks or not reading.unread or any(doubt.kind != "unreadable" for doubt in reading.unread):
        return reading
    if alone := _the_calculation_alone(text, earlier, in_play):
        return alone
    if again := _said_again_in_other_words(text, earlier, in_play):
        return again
    return _read_without_side_sentences(text, earlier, in_play) or reading


def _read_without_side_sentences(
    text: str, earlier: Earlier | None, in_play: InPlay | None
) -> Reading | None:
    """The message read without the sentences beside it that count nothing (see `reading.side_sentences`),
    when those that name an operation name the one read ("Adding up is his weak spot.")."""
    from quickmath.offline.reading.side_sentences import without_side_sentences  # only for a message unread

    side = without_side_sentences(text)
    if side is None:
        return None
    inside = read_message(side.rest, earlier, in_play)
    named = all(
        isinstance(ask, Solve) and all(_answers(word, _operation_of(ask)) for word in side.operation_words)
        for ask in inside.asks
    )
    return inside if inside.asks and named else None


def _the_calculation_restated(text: str, earlier: Earlier | None, in_play: InPlay | None) -> Reading | None:
    """The calculation written after a story that says it again, read alone (see `reading.restated`)."""
    from quickmath.offline.reading.restated import calculation_restated  # only for a message read in parts

    return _read_as_the_calculation(calculation_restated(text), earlier, in_play)


def _the_calculation_alone(text: str, earlier: Earlier | None, in_play: InPlay | None) -> Reading | None:
    """ "wats 23 x 19 cnt do it in my hed" read as 23 x 19, and said so (see `reading.written_alone`)."""
    from quickmath.offline.reading.written_alone import calculation_alone  # only for a message left unread

    return _read_as_the_calculation(calculation_alone(text), earlier, in_play)


def _said_again_in_other_words(text: str, earlier: Earlier | None, in_play: InPlay | None) -> Reading | None:
    """A story said again as a calculation after "i.e.", read as that calculation (see
    `reading.in_other_words`)."""
    from quickmath.offline.reading.in_other_words import asks_its_operation, said_in_other_words

    said_again = said_in_other_words(text)
    if said_again is None:
        return None
    story, calculation = said_again
    read = _read_as_said(calculation, earlier, in_play)
    if len(read.asks) != 1 or read.unread or not isinstance(ask := read.asks[0], Solve | Check):
        return None
    operation = _operation_of(ask) if isinstance(ask, Solve) else None
    if operation is not None and not asks_its_operation(story, operation):
        return None
    return Reading((replace(ask, lead=wording.read_as(ask.spec)),) if isinstance(ask, Solve) else (ask,))


def _read_as_the_calculation(
    alone: str | None, earlier: Earlier | None, in_play: InPlay | None
) -> Reading | None:
    """The calculation found in a message read as the message, and said so ("I read this as 23 × 19.")."""
    if alone is None:
        return None
    read = _read_as_said(alone, earlier, in_play)
    if not read.asks or read.unread or not all(isinstance(ask, Solve) for ask in read.asks):
        return None
    return Reading(
        tuple(replace(ask, lead=wording.read_as(ask.spec)) for ask in read.asks if isinstance(ask, Solve))
    )


def _read_by_its_readers(text: str, earlier: Earlier | None, in_play: InPlay | None) -> Reading:
    """Everything the readers read in one message (see `read_message`)."""
    reading = _read_as_said(text, earlier, in_play)
    if reading.asks or not _DIGIT.search(text):
        return reading
    from quickmath.offline.reading.references import without_references  # only for a message left unread

    text = layouts.tags(text) or text  # "… Total damage? ✈️ #travel #budget": its short question ends it
    bare = without_references(text)
    if (in_full := _read_in_full(bare or text, earlier, in_play)) is not None:
        return in_full  # "Train is 12 carriages of 76 seats. Seats?"
    plain = _read_as_said(bare, earlier, in_play) if bare is not None else reading
    if plain.asks:
        return plain
    if bare is not None and _DIGIT.search(bare) and _doubts_a_label_only(reading, text):
        reading = plain  # "order 90017 from 2025-11-18. …": the date is a label, not what is in doubt
    from quickmath.offline.reading.rambles import (
        after_a_change_of_subject,
        tails,
    )  # only for a message unread

    moved_on = (
        after_a_change_of_subject(bare or text) if mentions(_MOVING_ON, (bare or text).lower()) else None
    )
    if moved_on is not None and (after_it := _read_as_said(moved_on, earlier, in_play)).asks:
        return after_it  # "bus 73 was meant to come at ten past, anyway, I had £50 and spent £18.75, …"
    if len(_SENTENCE_ENDS.findall(text)) < 3:
        return reading
    for tail in tails(bare or text):
        if (at_the_end := _read_as_said(tail, earlier, in_play)).asks:
            return at_the_end  # "… The kids are 6 and 9 … the drive is 4 hours 35 minutes. If we leave at …"
    return reading


def _doubts_a_label_only(reading: Reading, text: str) -> bool:
    """Was the message asked back only for a date or a reference written with a dash or a slash ("booking
    21-7784", "2025-11-18")? Read without it, what is left says why it is not read."""
    doubt = reading.unread[0] if len(reading.unread) == 1 else None
    return doubt is not None and doubt.kind == "doubtful" and doubt.topic == coded_label(text.strip())


_NUMBER_SAID = lazy(r"\d+(?:[.,:]\d+)*")


def _read_in_full(text: str, earlier: Earlier | None, in_play: InPlay | None) -> Reading | None:
    """The message (without its references) read with its short last question said in full ("… 12 carriages
    of 76 seats. Seats?"), when every way of saying it that reads reads it the same (see
    `reading.short_questions`)."""
    from quickmath.offline.reading.short_questions import said_in_full  # only for a message left unread

    readings = [read for way in said_in_full(text) if (read := _read_as_said(way, earlier, in_play)).asks]
    kept = {tuple(getattr(ask, "spec", ask) for ask in read.asks) for read in readings}
    if len(kept) != 1:
        return None
    (read_as,) = kept
    if sum(map(_numbers_read, read_as)) < len(_NUMBER_SAID.findall(text)):
        return None  # "Till open till 5: 3.40 + 2.85. Total?": a number the reading leaves out may be asked
    said_short = normalise(text)
    specs = [spec for spec in read_as if isinstance(spec, (ProblemSpec, ExpressionSpec))]
    if any(guards.argued_against("stories", said_short, spec) for spec in specs):
        return None  # "Screen 2560 x 1440 pixels. Height in pixels?": the words as said still argue
    return readings[0]


def _numbers_read(spec: object) -> int:
    """How many numbers a reading uses (a problem's two, an expression's own)."""
    if isinstance(spec, ProblemSpec):
        return 2
    return len(_NUMBER_SAID.findall(spec.text if isinstance(spec, ExpressionSpec) else str(spec)))


_DIGIT = lazy(r"\d")
_MOVING_ON = "anyway|anyhow|moving on|long story short"
_SENTENCE_ENDS = lazy(r"[.!?](?=\s)|\n")


def _read_as_said(text: str, earlier: Earlier | None, in_play: InPlay | None) -> Reading:
    """Everything the coach can act on in the message as it stands (see `read_message`)."""
    said, text = text.strip(), layouts.plain(text)  # worksheet, spreadsheet and code layouts read plainly
    if doubt := (
        doubtful_number(text)
        or starred_last(said)
        or starred_line(said)
        or spaced_answer(said)
        or coded_label(said)
        or exactly_of_a_division(said)
        or _turn_of_another(said)
    ):
        return Reading((), (Unread("doubtful", said, doubt),))
    put_right = _put_right(text)
    if put_right is None:
        return Reading((), (Unread("unreadable", said),))  # "8 × 9? no 7": which number is 7?
    whole = _without_stated_facts(_without_time_told(_OPENER.sub("", put_right)))
    whole = _without_the_count_of_a_list(whole) or whole  # "my two invoices, £120 and £85" (was 2 + 120 + 85)
    whole = without_second_writing(whole) or whole  # "Work out 6 cubed, i.e. 6 times 6 times 6" answered once
    reading = _read_whole(whole, said, earlier, in_play)
    if not reading.asks and (lighter := _without_asides_told(whole)) != whole:
        reading = _read_whole(lighter, said, earlier, in_play)  # "I'm a mature student (52). …"
    if not reading.asks and (unframed := _without_a_riddle_set(whole)) is not None:
        reading = _read_whole(unframed, said, earlier, in_play)  # "I'm thinking of a number. Take 2,500, …"
    quoted = None if reading.asks else _quoted(text)
    if quoted and (inside := read_message(quoted, earlier, in_play)).asks:
        return inside  # "For my class: 'The lesson ended at 15:10. … When did it start?' What's the key?"
    if not reading.asks and text.strip() == said and (request := _spoken_request(whole)) is not None:
        reading = _read_whole(request, said, earlier, in_play, asked_whole=True)  # "hi love … what's 1,275 …"
    if reading.asks or (bare := _without_asides(whole)) is None:
        return reading
    without_asides = _read_whole(bare, said, earlier, in_play, asked_whole=True)
    return without_asides if without_asides.asks else reading  # "The bell ringers (8 of us) … 42 × 120?"


def _turn_of_another(said: str) -> str | None:
    """A turn of another in a group chat that may change what is asked (see `layouts.chats`)."""
    if ":" not in said or "\n" not in said:
        return None
    from quickmath.offline.reading.layouts.chats import turn_of_another  # only for a message of lines

    return turn_of_another(said)


_REQUEST = lazy(
    r"(?:^| )(?:can you|could you|would you|will you|what s|what is|whats|how much is|how many is|please)"
    r"(?= .*\d)",
    needs="can you|could you|would you|will you|what|how much is|how many is|please",
)
"""Where a request starts in a message said aloud, with no stops: "hi love it's me just in the car so i can't
look it up but what's 1,275 plus 868 …", "hiya can you add 34.60 and 18.25 for me cheers"."""
_CLOSING = lazy(
    r" ?(?:$|for (?:me|the|my|our|a|an|her|him|them)\b|ok\b|okay\b|cheers|thanks|thank|ta\b|bye|see you"
    r"|speak soon|talk (?:soon|later)|love\b|please|pls|x+\b|mate\b|it s |that s )",
    needs="for|ok|cheers|than|ta|bye|see you|speak|talk|love|please|pls|x|mate|it s|that s",
)
"""How a message said aloud goes on after its request, with nothing more to ask: "… for the insurance thing
ok see you later", "… cheers", "… it's the budget for the month"; never "… backwards", "… in binary"."""
_UNIT_WORD = lazy(r"\b[a-z]{2,}\b")
_LAST_NUMBER = lazy(r".*\d(?:[\d,.]*\d)?")


def _names_a_unit(words: str) -> bool:
    from quickmath.offline.readers.units import is_unit  # only for a message said aloud

    return any(is_unit(word) for word in _UNIT_WORD.findall(words))


def _spoken_request(whole: str) -> str | None:
    """The request in a message said aloud in one breath, from its first words that ask to its last number,
    when what is said before and after it holds no number and nothing that could change it ("… for the
    insurance thing ok see you later", "… for me it's the budget for the month"); None when there is none
    or the message has sentences of its own."""
    if " ; " in whole or (found := _REQUEST.search(whole)) is None:
        return None
    before = whole[: found.start()]
    last = _LAST_NUMBER.match(whole, found.start())
    after = whole[last.end() :] if last else ""
    told_beside = f"{before} {after}"
    if not _CLOSING.match(after) or _CHANGES_A_CALCULATION.search(after) or _names_a_unit(told_beside):
        return None  # "what is 3 + 4 backwards", "in pence , what is £2.50 * 4", "… to the nearest ten"
    if re.search(r"\d", before) or any(
        may_change_a_question(Unread("unreadable", part)) for part in (before, after)
    ):
        return None
    return whole[found.start() : last.end()].strip() if last else None


def _without_a_riddle_set(whole: str) -> str | None:
    from quickmath.offline.readers.told_calculations import without_the_frame  # only for a message unread

    return without_the_frame(whole) if mentions(_RIDDLE_WORDS, whole) else None


_RIDDLE_WORDS = "thinking of|think of|guess|riddle|teaser|puzzle|secret|mystery"


def _all_asked_whole(asked: list[str], asks: list[Ask]) -> bool:
    """Is every question asked whole, or the story of one asked whole beside it ("… are planning 42 sets of
    120 changes ; how many changes is 42 * 120")?"""
    whole = [ask for part, ask in zip(asked, asks, strict=True) if _asked_whole(part, ask)]
    specs = {ask.spec for ask in whole if isinstance(ask, Solve)}
    return bool(whole) and all(ask in whole or (isinstance(ask, Solve) and ask.spec in specs) for ask in asks)


def _asked_whole(part: str, ask: Ask | None = None) -> bool:
    """Is the part a question asked outright, or a calculation written whole, whose numbers are all it needs
    ("how many changes is 42 * 120")?"""
    if _asked_outright(part) or _complete_in_itself(part.removesuffix(" =")):  # "45 + 38 = ?" asks its sum
        return True
    written = {number for found in _CALCULATION.finditer(part) for number in _NUMBER.findall(found.group())}
    return isinstance(ask, Solve) and bool(written) and set(_NUMBER.findall(repr(ask.spec))) <= written


def _read_whole(
    whole: str, said: str, earlier: Earlier | None, in_play: InPlay | None, asked_whole: bool = False
) -> Reading:
    """What the coach can act on in the message normalised (see `read_message`); with `asked_whole`, only
    questions asked outright or written whole, their numbers all they need."""
    found = _read_or_classify(whole, earlier, said, in_play)
    if not isinstance(found, Unread) and (not asked_whole or _asked_whole(whole)):
        return Reading((found,))
    if not isinstance(found, Unread):
        found = Unread("unreadable", said)
    if not asked_whole and (referred := _what_it_is(whole, earlier, said, in_play)):
        return Reading((referred,))  # "My grandad says 1 + 2 + … + 1,000 is easy to add up. What is it?"
    sentences = whole.split(" ; ") if " ; " in whole else []
    sentence_reads = {sentence: _read_or_classify(sentence, earlier, said, in_play) for sentence in sentences}
    read_whole = {sentence for sentence, read in sentence_reads.items() if not isinstance(read, Unread)}
    # a sentence read whole is not cut at its "and"s: "Quiz time! What do you get if you add 1,066 and 1,945?"
    cut = [[sentence] if sentence in read_whole else pieces(sentence) for sentence in sentences or [whole]]
    parts = _beside_facts(
        [
            part
            for sentence in cut
            for part in sentence
            if not is_chatter(part) or _ONE_OF_THEM_ASKED.search(part)
        ]
    )  # "45 tickets at £3.50 each. How much is one?" asks the price of one, all its words chatter (was 157.5)
    if found.kind in ("empty", "time_format") or not parts or parts == [whole]:
        return Reading((), (found,))
    asks: list[Ask] = []
    unread: list[Unread] = []
    asked: list[str] = []
    numbers_left: list[str] = []
    unread_parts: list[str] = []
    correcting = False
    for part in parts:
        part_said = said if len(parts) == 1 else pretty(part)
        known = sentence_reads.get(part)
        meant = _MEANT_INSTEAD.sub("", part, count=1) if part.startswith(("i mean", "make", "or")) else part
        read = _said_as(known, part_said) if known else _read_or_classify(meant, earlier, part_said, in_play)
        correcting = correcting or bool(_CORRECTION.match(part))
        if correcting and asks and isinstance(read, Unread) and re.search(r"\d", part):
            return Reading((), (found,))  # the question was taken back, and what was meant is not read
        if correcting and asks and not isinstance(read, Unread):
            asks, asked, correcting = [], [], False  # "what's 9 x 9? no, 9 x 8": only the question meant
        if isinstance(read, Unread):
            unread.append(read)
            unread_parts.append(part)
            if read.kind in ("unreadable", "doubtful") and re.search(r"\d", number_words(part)):
                numbers_left.append(part if read.kind == "unreadable" else "")
        else:
            asks.append(read)
            asked.append(part)
    if asked_whole and not _all_asked_whole(asked, asks):
        return Reading((), (found,))
    lead_in = _lead_in(parts, asked, cut)
    after = parts[parts.index(asked[-1]) + 1 :] if asked else []
    told = {
        part
        for reason, part in zip(unread, unread_parts, strict=True)
        if reason.kind != "no_earlier" and (_restated(part, asked, asks, whole) or checks.is_rule(part))
    }  # "confirm 2 to the power of 16, times 2": an operation on the answer restates nothing (was 65536)
    quiet = {
        part
        for part in unread_parts
        if _about_a_check(part, asks)
        or _asks_whether_again(part, asks)
        or _a_sharing_plan_alone(part, asks, cut)
        or _asks_a_decimal(part)
        or _asks_minutes(part)
        or _names_the_calculation(part, asks, asked, after)
        or _says_it_again(part, asks)
    }
    if any(_asks_a_decimal(part) for part in quiet):
        asks = [replace(ask, decimal=True) if isinstance(ask, Solve) else ask for ask in asks]
    if any(_asks_minutes(part) for part in quiet):
        asks = [replace(ask, in_minutes=True) if isinstance(ask, Solve) else ask for ask in asks]
    quiet |= _remarks(set(unread_parts), sentences, cut, asked, asks)
    told |= quiet | {part for part in unread_parts if _leads_a_calculation(part, asked, asks, whole)}
    numbers_left = [part for part in numbers_left if part not in told]
    if not asks:
        return Reading((), (unread[0] if len(parts) == 1 else found,))
    if _asked_after_what_is_told(parts, asked, [part for part in unread_parts if part not in told]):
        return Reading((), (found,))  # "Hall has 12 rows of 20 chairs. Chairs in one row?" (was 240)
    if any(isinstance(ask, Solve) and guards.argued_against("pieces", whole, ask.spec) for ask in asks):
        return Reading((), (found,))  # "divide 365 by 52, what's the remainder?" asks no division
    if _another_operation_asked(cut, asked, asks):
        return Reading((), (found,))  # "… How many can I buy? 50 - 12" asks how many fit (was 38)
    from quickmath.offline.reading.guards.said import takes_one_back  # only for a message read in pieces

    if takes_one_back(whole, len({a.spec for a in asks if isinstance(a, Solve)}), bool(numbers_left)):
        return Reading((), (found,))  # "What is 120 ÷ 8? Wait, 120 ÷ 6": which one is asked?
    asked_in = {
        sentence for sentence, parts_cut in zip(sentences, cut, strict=False) if set(parts_cut) & set(asked)
    }
    labelled = {
        part: sentence
        for sentence, parts_cut in zip(sentences, cut, strict=False)
        for part in parts_cut
        if sentence not in asked_in
    }
    if numbers_left and not _told_beside(numbers_left, asked, asks, labelled, _labelling(lead_in)):
        return Reading((), (found,))  # numbers left unread may belong to the question read: answer nothing
    if parts[-1] in unread_parts and parts[-1] not in told and asks_in_place(parts[-1].split()):
        return Reading((), (found,))  # "… 2h15 and we are 40 minutes in. It rests how many time?" (was 2:55)
    if any(
        may_change_a_question(reason)
        for reason, part in zip(unread, unread_parts, strict=True)
        if part not in told
    ):
        return Reading((), (found,))  # "47 + 9 and double": the answer alone would not be the one asked for
    if len({_either_way(ask) for ask in asks}) > 1 and _ANOTHER_WAY.search(whole):
        return Reading((), (found,))  # "32 × 21? In other words, 21 lots of 33?": which one is meant?
    # a part left out as chatter may ask it too: "26.2 × 3 and 4 × 5, what's the sum?" (was 78.6 and 20)
    left_out = [part for sentence in cut for part in sentence if part not in asked and part not in told]
    if len(asks) > 1 and any(_TOTAL_OF_PARTS.search(part) for part in left_out):
        return Reading((), (found,))  # "treble 20, treble 19 and double 16, what's my score?" asks one sum
    asks = _without_asked_again(asks)
    if len(said) > _LONG_MESSAGE:
        return Reading(tuple(asks), tuple(unread))  # the reply says in one line that the rest was left out
    return Reading(
        tuple(asks),
        tuple(
            reason
            for reason, part in zip(unread, unread_parts, strict=True)
            if not is_aside(reason) and part not in quiet and not _told_beside_only(part)
        ),
    )


def reader_of(text: str, earlier: Earlier | None = None, in_play: InPlay | None = None) -> str | None:
    """Which reader reads the whole message: an ask reader's name, or for a problem its problem reader's."""
    piece = piece_of(normalise(text), earlier, text.strip(), in_play)
    found = read_piece(piece)
    if found is None:
        return None
    if found[0] == "problem":
        if isinstance(found[1], Solve) and found[1].scale and (told := _told_in_a_scale(piece)):
            piece = told[0]
        problem = read_problem_by(piece.text)
        return problem[0] if problem else None
    return found[0]
