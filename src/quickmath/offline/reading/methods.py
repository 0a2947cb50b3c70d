"""The learner's own way of working a problem, told beside it: "For 252 ÷ 6 I halved it then divided by 3. Is
my method OK and what's the answer?", "I added 2.35 and 1.8 by lining up the dots. I got 4.15, is that
right?", "I think 14 − 30 = −16 because I did 30 − 14 and put a minus in front. Right?". Imported by
`readers.checks` only for a message that may tell one.

The problem is the calculation the learner worked (after "for", "to do", "I did … as"); the numbers of the
way they worked it (30 − 14, 9 × 9 = 81) are never its operands. The coach answers the problem, or checks the
learner's answer to it when one is told ("I got 4.15"). Every other sentence must only ask about the answer
or the way ("does that work?", "what do you get?"); anything else leaves the message to be asked back.
"""

from __future__ import annotations

import re

from quickmath.offline.asks import Check, Solve, Spec, Unread
from quickmath.offline.readers import checks
from quickmath.offline.reading.problem import read_problem, read_problem_by
from quickmath.patterns import lazy

_DONE = (
    r"(?!(?:need|feed|seed|speed|succeed|proceed|exceed|bleed)\b)"
    r"(?:[a-z]+ed|went|did|took|put|made|split|thought|broke|knew|found|wrote|drew|set|cut|began|kept|got"
    r"|stuck|brought|bought|moved|rounded|turned|just)\b"
)
"""A verb of something already done, which starts a way of working told: "halved", "went", "counted", "did";
not "need", "want" or "will", which may ask something else."""
_SELF_CONTAINED = frozenset({
    "symbols", "operator_words", "run_phrases", "written_runs", "counted_runs", "remainders", "divisibility",
    "clock_times", "time_differences", "times", "apart",
})  # fmt: skip
"""Problem readers that read a calculation whole from its own words, never from a story around it."""

_FOR_THE_PROBLEM = lazy(
    r"(?:so |ok |okay )?(?:for|to|when (?:i|we)|when doing|doing|with)"
    r" (?:(?:do|did|work out|worked out|get|find|calculate|figure out|solve|answer|check|checked) )?"
    rf"(?P<p>.+?)(?: ,)? (?:i|we) (?:first |just |then )?(?P<how>{_DONE}.*)",
    needs="for|to|when|doing|with",
)
"""The problem, then the way: "for 252 / 6 i halved it then divided by 3", "to do 503 - 148 i counted up"."""
_VERBS = {
    "did": "", "do": "", "worked out": "", "work out": "", "calculated": "", "figured out": "",
    "solved": "", "tried": "", "checked": "", "checked if": "", "checked whether": "", "added": "add ",
    "added up": "add ", "multiplied": "multiply ", "subtracted": "subtract ", "divided": "divide ",
    "took away": "take away ", "took": "take ", "timesed": "multiply ",
}  # fmt: skip
_PROBLEM_BY_A_WAY = lazy(
    r"(?:so |ok |okay )?(?:i|we) (?:first |just )?(?P<verb>did|do|worked out|work out|calculated"
    r"|figured out|solved|tried|checked(?: if| whether)?|added(?: up)?|multiplied|subtracted|divided"
    r"|took away|took|timesed)"
    r" (?P<p>.+) (?P<how>(?:by|through) (?:using |doing )?[a-z]+ing\b.*|using .*|with the [a-z ]*?method\b.*"
    r"|in my head.*|on (?:my|the) (?:fingers|calculator|phone)\b.*|as (?=-?\d).*)",
    needs="did|do|work|calculated|figured|solved|tried|checked|added|multiplied|subtracted|divided|took"
    "|timesed",
)
"""The problem worked a way told after it: "i added 2.35 and 1.8 by lining up the dots", "i did 11 squared as
11 * 11", "i checked if 738 is divisible by 9 by adding its digits"."""
_BECAUSE = lazy(
    rf"(?P<claim>.+?)(?: ,)? (?:because|since|as|cos|coz|cause) (?:i|we) (?:first |just )?{_DONE}.*",
    needs="because|since|as|cos|coz|cause",
)
"""An answer told with the way it was found: "i think 14 - 30 = -16 because i did 30 - 14 and …"."""
_THINK = lazy(r"^(?:i|we) (?:think|thought|reckon|reckoned|said|say|put|wrote|believe|worked out that) ")
_GOT_AT_THE_END = lazy(
    r"(?:(?P<how>.*?)(?: ,| and| so| then)+ )?(?:i |we )?(?:got|get|ended up with|came up with|came to"
    rf"|made it|make it) (?P<n>{checks.ANSWER})",
    needs="got|get|ended|came|made|make",
)
"""The way told with the answer it gave: "… counted up from 148 to 503 and got 355"."""
_RESULT_OF_THE_WAY = lazy(rf"as -?[\d.]+(?: [-+*/^] -?[\d.]+)+ = (?P<n>{checks.ANSWER})")
"""A way that is one calculation and its result: "as 3 * 4 = 12", the learner's answer to the problem."""
_CLAIM = lazy(
    r"(?:(?:and|so|then|but) )*(?:i|we) (?:got|get|have|had|make it|made it|ended up with|came up with"
    rf"|keep getting|kept getting|am getting) (?P<n>{checks.ANSWER})",
    needs="got|get|have|had|make|made|ended|came",
)
_WAY = r"(?:method|way|working|workings|reasoning|approach|trick|thinking)"
_ABOUT_IT = lazy(
    r"(?:(?:and|so|but|then|ok|okay|please|pls|also|or) )*"
    r"(?:(?:is|was|are) (?:my|this|that|the|it|your|our) "
    + _WAY
    + r"(?: (?:ok|okay|right|correct|fine|good|allowed|valid|wrong))?"
    r"|(?:does|did|will|would|can) (?:that|this|it|(?:my|this|that|your) " + _WAY + r") work"
    r"|(?:is|was) (?:that|this|it) (?:ok|okay|allowed|valid|a good way)"
    r"|what do you get|what would you get"
    r"|what is the (?:right |correct |real |actual |true )?(?:answer|result)(?: then| really| actually)?"
    r"|what is it(?: really| then| actually| exactly)?|what should it be|where did (?:i|we) go wrong"
    r"|what did (?:i|we) do wrong|(?:am i|are we) (?:right|correct|wrong)"
    r"|(?:my|the|his|her|our) [a-z]+ (?:says|said|thinks|reckons) (?:that is|it is|this is|i am|we are)"
    r" (?:wrong|not right|incorrect))",
)
"""A question only about the answer or the way told: "does that work?", "is my method OK", "what do you get?",
or a doubt with no number: "my friend says that's wrong"."""
_ASKS_ELSE = lazy(
    r"\b(?:what|how|which|why|where|when|who|can you|could you|need|needs|want|wants|have to|has to|must|will"
    r"|should|going to)\b"
)
"""A question word or a wish inside the way told: another question may be asked there ("… and then I need to
add 10")."""
_ANOTHER_STEP = lazy(rf"(?:,|\bthen|\band|\bso) (?:i |we )?(?:also |then )?{_DONE}", needs="then|and|so|,")
"""A step done after the way of a problem worked by a way named ("i added 2.35 and 1.8 by lining up the dots ,
then took off 0.5"): the learner's sum may be another."""


_GOT_DIFFERENT = lazy(
    r"(?:(?:i|we|(?:the )?(?:two|2|both) of us|my [a-z]+ and i|[a-z]+ and i)(?: both| all)?"
    r" (?:got|get|keep getting|kept getting|are getting|have got|came up with))"
    r" (?:two |a |some )?different (?P<noun>answers?|results?|totals?|remainders?|numbers?)"
    r" (?:for|to|on|when (?:we|i) (?:did|worked out)) (?P<p>.+)",
    needs="different",
)
"""The learner, or two people, getting different answers to a problem: "two of us got different remainders for
73 / 8"; what they got may be told after."""


def read_method(text: str, said: str) -> Check | Solve | Unread | None:
    """The problem worked a way the learner tells, answered, or the learner's answer to it checked."""
    sentences = [
        part
        for sentence in _with_no_pause(text).split(" ; ")
        for way in _way_after_a_comma(sentence)
        for told in _asked_after_a_comma(way)
        for part in _told_after(told)
    ]
    for at, sentence in enumerate(sentences):
        others = sentences[:at] + sentences[at + 1 :]
        plain = not _way_alone(sentence) and (  # a way's own numbers are never read as the problem
            _doubted(others)
            or any(_way_alone(other) for other in others)
            or _EXPLAIN.search(sentence) is not None
        )
        found = _problem_and_claim(sentence, said, plain=plain)
        if found is None:
            continue
        spec, claim = found
        asked_plainly = read_problem(_EXPLAIN.sub("", sentence)) == spec
        for other in [part for sentence in others for part in _claims_apart(sentence)]:
            if asked_plainly and _way_alone(other) and _half_of_day_left_open(other, sentence):
                return Unread("unreadable", said)  # no reader may take the way's readings for the question's
            if (told := _claim_in(other)) is not None and claim is None:
                claim = told
            elif told is not None or not (
                _only_asks_about(other, spec)
                or _anothers_claim(other)
                or (asked_plainly and _way_alone(other) and _works_on(other, spec))
            ):
                return None
        if not (
            plain or any(_only_asks_about(other, spec) or checks.CHECK_END.search(other) for other in others)
        ):
            return None  # told, not asked: what is asked may be in another sentence ("… What is 45 × 2?")
        if claim is None and plain and read_problem(text) == spec:
            return None  # read whole as it is ("what is 56 + 44 i keep getting confused"): left to its reader
        return Check(spec, claim, said) if claim is not None else Solve(spec, said)
    return None


_WAY_ALONE = lazy(
    r"(?:(?:so|first|ok|okay|well) (?:, )?)*(?:i|we) (?:first |just |always )?"
    r"(?:counted|jumped|added|subtracted|multiplied|divided|halved|doubled|partitioned|split|broke|rounded"
    r"|timesed|did|worked|went|took)\b(?P<rest>.*)",
)
"""A way of working told in a sentence of its own, with no problem: "i counted to 6:20 then to 7:05", "i did
38 * 10 and halved it"."""
_STEPS = frozenset({
    "added", "subtracted", "multiplied", "divided", "halved", "doubled", "halve", "double", "half", "twice",
    "times", "take", "away", "and", "by", "into", "from", "together", "over", "split", "am", "pm",
})  # fmt: skip
"""Words of the steps of a way, which do nothing to the problem asked beside it."""


def _way_alone(sentence: str) -> bool:
    """Is the sentence only a way the learner worked, with no wish or question, and nothing that tells an
    amount or a time of its own ("i added 10 minutes for the break", "then 15 more")? Its numbers are steps
    of the way, never the problem's."""
    found = _WAY_ALONE.fullmatch(sentence)
    if found is None or _ASKS_ELSE.search(sentence):
        return False
    from quickmath.offline.readers.typos import OPERATION_WORDS  # only for a way told alone
    from quickmath.offline.reading.meaning import MEANING_WORDS

    changing = (MEANING_WORDS | OPERATION_WORDS | {"for", "extra", "break", "plus", "minus"}) - _STEPS
    if any(word in changing for word in re.findall(r"[a-z]+", found.group("rest"))):
        return False
    return checks.read_check(f"{sentence} , right", sentence) is None  # "i worked out 27 + 48 and got 65"


_NUMBER_OR_READING = lazy(r"\d+(?:[.:]\d+)?")


def _works_on(way: str, spec: Spec) -> bool:
    """Does a way told apart work on the problem beside it: no number of its own, or one of the problem's
    ("i did 38 * 10 and halved it" for 38 * 5)? "I divided by 3" beside 12 * 4 may be a step after it."""
    told = set(_NUMBER_OR_READING.findall(way))
    problem = _NUMBER_OR_READING.findall(re.sub(r"step='[^']*'", "", repr(spec)))
    return not told or bool(told & set(problem))


_HALF_OF_DAY = lazy(r"\b\d{1,2}:\d\d(?: ?[ap] ?;? ?m\b)?", needs=":")


def _half_of_day_left_open(way: str, problem: str) -> bool:
    """Does the way tell clock readings with no AM or PM beside a problem that tells them ("5:20 pm to 7:05
    pm | i counted to 6:20 then to 7:05")? On a 12-hour dial its readings are left open, so the message is
    asked back."""
    told = [found.group() for found in _HALF_OF_DAY.finditer(problem)]
    said = [found.group() for found in _HALF_OF_DAY.finditer(way)]
    return any(reading[-1] == "m" for reading in told) and any(reading[-1] != "m" for reading in said)


def _way_after_a_comma(sentence: str) -> list[str]:
    """A problem, then the way it was worked after a comma, apart: "38 * 5 | i did 38 * 10 and halved it"."""
    problem, comma, way = sentence.partition(" , ")
    if comma and re.search(r"\d", problem) and _way_alone(way):
        return [problem, way]
    return [sentence]


_HESITATION = lazy(r"(?<=[a-z]) … (?=-?\d)", needs="…")
"""A pause before the answer given: "2 to the 11 is … 2048"."""
_PAUSES = lazy(
    r"(?:^|(?<=; ))(?:(?:let me think|hmm+|um+|erm|no wait|wait|or is it|hang on|actually)(?: …| ,)? )+",
    needs="think|hm|um|erm|wait|or is it|hang on|actually",
)
"""Words that only pause before a question: "let me think … | what is 2 to the 11"."""


_INTRODUCED = lazy(r"^(?:[a-z]+ ){1,2}here (?:,|;|-|:) ", needs="here")
"""Who is writing, before the message: "dad here , | what is 675 + 248"."""


def _with_no_pause(text: str) -> str:
    return _PAUSES.sub("", _INTRODUCED.sub("", text))


def _asked_after_a_comma(sentence: str) -> list[str]:
    """The sentence, with the questions about its answer after its last commas apart: "for 7 * 8 i went … and
    got 56 | is that ok"."""
    parts = sentence.split(" , ")
    asked = 0
    while asked < len(parts) - 1 and (
        _about_it(parts[-1 - asked]) or _doubt_with_no_number(parts[-1 - asked])
    ):
        asked += 1
    if asked == 0:
        return [sentence]
    return [" , ".join(parts[: len(parts) - asked]), *parts[len(parts) - asked :]]


def _problem_and_claim(sentence: str, said: str, plain: bool = False) -> tuple[Spec, str | None] | None:
    """The problem of a sentence that tells the way it was worked, and the answer told with it if any."""
    if (because := _BECAUSE.fullmatch(sentence)) is not None:
        told = checks.read_check(_THINK.sub("", because.group("claim")) + " , right", said)
        if told is not None:
            return told.spec, told.answer
    if (different := _GOT_DIFFERENT.fullmatch(sentence)) is not None:
        remainder = different.group("noun").startswith("remainder")
        spec = read_problem(("the remainder of " if remainder else "") + different.group("p"))
        return (spec, None) if spec is not None else None
    explained = _EXPLAIN.sub("", sentence)
    exact = _EXACTLY.sub("", explained)
    if (plain or explained != sentence) and (found := read_problem_by(exact)) is not None:
        return (found[1], None) if found[0] in _SELF_CONTAINED else None
    if (claimed := checks.read_check(f"{_HESITATION.sub(' ', sentence)} , right", said)) is not None:
        return claimed.spec, claimed.answer  # "i did 18 squared and got 314 | teacher crossed it out"
    if (way := _FOR_THE_PROBLEM.fullmatch(sentence)) is not None:
        return _worked(way.group("p"), way.group("how"))
    if (way := _PROBLEM_BY_A_WAY.fullmatch(sentence)) is not None:
        if _ANOTHER_STEP.search(_GOT_AT_THE_END.sub(r"\g<how>", way.group("how"))):
            return None
        return _worked(_VERBS[way.group("verb")] + way.group("p"), way.group("how"))
    return None


_EXPLAIN = lazy(
    r"^(?:how (?:do|can|should|would) i (?:explain|show|teach)(?: (?:him|her|them|my [a-z]+))?(?: how)?"
    r"|(?:can|could) you (?:explain|show me)) "
    r"|(?: (?:to|for) (?:him|her|them|my [a-z]+)(?: without [a-z]+| using [a-z ]+)?| without [a-z]+"
    r"| using [a-z ]+)$",
    needs="explain|show|teach",
)
"""Asking how to explain a problem to someone: "how do i explain | 6 * 8 | to her"."""


_EXACTLY = lazy(r" (?:exactly|precisely)$", needs="exactly|precisely")
"""The exact answer asked for, beside a rough one: "… but what is 63 * 64 | exactly"."""


def _worked(problem: str, how: str) -> tuple[Spec, str | None] | None:
    if _ASKS_ELSE.search(how):
        return None
    found = read_problem_by(problem)
    if found is None or found[0] not in _SELF_CONTAINED:
        return None
    claim = None
    if (result := _RESULT_OF_THE_WAY.fullmatch(how)) is not None:
        claim = result.group("n")
    elif (got := _GOT_AT_THE_END.fullmatch(how)) is not None:
        claim = got.group("n")
    return found[1], claim


def _doubted(others: list[str]) -> bool:
    """Do the sentences beside a problem told plainly doubt answers to it, or tell one roughly or another's?
    "i got something different each time i tried", "she keeps saying 46", "i think it is around 4000": then
    the problem is the one they are about."""
    return any(
        _DIFFERENT.fullmatch(sentence)
        or _ESTIMATE.fullmatch(sentence)
        or _anothers_claim(sentence)
        or _doubt_with_no_number(sentence)
        for sentence in others
    )


_ESTIMATE = lazy(
    r"(?:(?:ok|so|well|but) )?(?:i|we) (?:think|guess|reckon|know|bet|figure) (?:it is|its|it will be"
    r"|it should be|it comes to|the answer is) (?:around|about|roughly|approximately|nearly|almost|close to"
    rf"|over|under|more than|less than|just over|just under|somewhere near) (?:{checks.ANSWER})(?: or so)?",
    needs="around|about|roughly|approx|nearly|almost|close|over|under|more|less|near",
)
"""An answer guessed roughly, which is not the learner's answer to check: "i think it is around 4000"."""
_DOUBTING = lazy(
    r"\b(?:wrong|crossed|cross|incorrect|not right|mistake|minus|negative|below zero|not sure|confused"
    r"|stuck)\b",
    needs="wrong|cross|incorrect|not right|mistake|minus|negative|below|not sure|confused|stuck",
)


_SIGN_GUESSED = lazy(
    r"(?:(?:i|we) (?:think|guess|reckon|know) )?(?:it is|its|the answer is|it will be|it should be) (?:a )?"
    r"(?:minus|negative)(?: some?thing| sumthing| number| a number| one)?",
    needs="minus|negative",
)
"""The answer guessed to be below zero, with no number: "i think its minus something"."""


def _doubt_with_no_number(sentence: str) -> bool:
    """A doubt about the answer, with no number: "teacher crossed it out", "i think it is minus something"."""
    if _SIGN_GUESSED.fullmatch(sentence):
        return True
    if re.search(r"\d", sentence) or not _DOUBTING.search(sentence):
        return False
    from quickmath.offline.reading.refusals import may_change_a_question  # only for a doubt told

    return not may_change_a_question(Unread("unreadable", sentence))


_DIFFERENT = lazy(
    r"(?:i|we) (?:got|get|keep getting|kept getting|am getting|are getting) (?:two |a |some )?different"
    r"(?: answers?| results?| totals?| ones?)?(?: (?:twice|each time(?: i tried)?|every time(?: i try)?))?"
    r"|(?:i|we) (?:got|get) something (?:different|else)"
    r"(?: (?:each|every) time(?: i (?:tried|try|did it))?)?",
    needs="different|something",
)
"""The learner getting different answers each time, with no number: "i got something different each time"."""
_TOLD_AFTER = lazy(
    r" (?:but |and )?(?=(?:i|we) (?:got|get|keep getting|kept getting|am getting|are getting|think|reckon"
    r"|guess) )",
    needs=" i | we ",
)


def _told_after(sentence: str) -> list[str]:
    """A problem and the learner's doubt told after it with no stop between: "250 + 375 + 125 + 90 | i got
    different answers twice"."""
    for found in _TOLD_AFTER.finditer(sentence):
        told, after = sentence[: found.start()], sentence[found.end() :]
        if _DIFFERENT.fullmatch(after) or _doubt_with_no_number(after):
            return [told, after]
    estimate, but, asked = sentence.partition(" but ")
    if but and _ESTIMATE.fullmatch(estimate):
        return [estimate, asked]  # "i think it is around 4000 | but what is 63 * 64 exactly"
    return [sentence]


def _claims_apart(sentence: str) -> list[str]:
    """A sentence of answers told one after another, each apart: "i got 1 | he got 9"."""
    parts = sentence.split(" , ")
    if len(parts) > 1 and all(_claim_in(part) is not None or _anothers_claim(part) for part in parts):
        return parts
    return [sentence]


_ANOTHERS_CLAIM = lazy(
    r"(?:(?:and|but|while|whereas) )?(?:he|she|they|(?:my|his|her|our|the) [a-z]+|[a-z]+)"
    r" (?:got|gets|says|said|put|puts|thinks|reckons|wrote|has|had|keeps getting|kept getting|keeps saying"
    r"|kept saying|is saying)"
    rf"(?: it is| its)? (?:{checks.ANSWER})",
    needs="got|gets|say|said|put|think|reckon|wrote|has|had|keep|kept",
)
"""Another's answer to the same problem, told beside the learner's: "he got 9"; the coach checks the
learner's own, and its reply gives the right answer."""


def _anothers_claim(sentence: str) -> bool:
    found = _ANOTHERS_CLAIM.fullmatch(sentence)
    return found is not None and not sentence.startswith(("i ", "we "))


def _claim_in(sentence: str) -> str | None:
    """The learner's answer told in a sentence of its own: "i got 4.15 , is that right"."""
    end = checks.CHECK_END.search(sentence)
    core = sentence[: end.start()] if end else sentence
    found = _CLAIM.fullmatch(core.strip())
    return found.group("n") if found else None


def _only_asks_about(sentence: str, spec: Spec) -> bool:
    """Does the sentence only ask about the answer or the way, or ask the problem again ("is it divisible by
    9?" of 738 ÷ 9)?"""
    if _about_it(sentence, spec) or _DIFFERENT.fullmatch(sentence) or _ESTIMATE.fullmatch(sentence):
        return True
    if _doubt_with_no_number(sentence):
        return True
    if not re.search(r"\d", sentence):
        return False
    again = read_problem(sentence) or _asked_of_it(sentence, spec)
    return again == spec


def _about_it(sentence: str, spec: Spec | None = None) -> bool:
    parts = re.split(r" (?:,|and|or) (?=[a-z])", sentence)
    return all(_ABOUT_IT.fullmatch(part) or _only_check_words(part) or _named(part, spec) for part in parts)


_NAMED = lazy(
    r"(?:(?:and|so|but|then|ok|okay) )*what is the (?:right |correct |real |actual |true )?"
    r"(?P<noun>remainder|total|sum|product|difference|quotient)(?: then| really| actually)?",
    needs="remainder|total|sum|product|difference|quotient",
)
_NOUN_OF = {
    "remainder": {"remainder"}, "sum": {"+", "series"}, "total": {"+", "series", "add_time"},
    "product": {"*", "power"}, "difference": {"-", "time_between"}, "quotient": {"/"},
}  # fmt: skip
"""What the answer of each operation is called: "what is the real difference?" asks no sum."""


def _named(part: str, spec: Spec | None) -> bool:
    """Does the part ask for the answer by the name of its operation? Only of a problem it names."""
    found = _NAMED.fullmatch(part)
    if found is None or spec is None:
        return False
    from quickmath.offline.reading import guards  # only for an answer asked by its name

    return (guards.operation_of(spec) or "") in _NOUN_OF[found.group("noun")]


def _only_check_words(sentence: str) -> bool:
    end = checks.CHECK_END.search(f" {sentence}")
    return end is not None and end.start() == 0


def _asked_of_it(sentence: str, spec: Spec) -> Spec | None:
    """The problem asked again with "it" for its first number: "is it divisible by 9?" after 738 ÷ 9."""
    first = getattr(spec, "a", None)
    if first is None or not re.search(r"\bit\b", sentence):
        return None
    return read_problem(re.sub(r"\bit\b", str(first), sentence, count=1))
