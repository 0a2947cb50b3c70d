"""Claims told beside a problem: another's answer to it ("he says 21", "the book says 4.75"), a doubt ("that
seems too big"), where it was set ("my son's homework says 456 + 278"), or two answers to choose from ("is
2,345 − 1,876 equal to 469 or 479?"). Imported by `readers.checks` only for a message that may hold one.
The coach works the problem out and checks the learner's answer; it never takes a claim as the answer.
"""

from __future__ import annotations

import re

from quickmath.offline.asks import Check, Solve, Spec, Unread
from quickmath.offline.readers import checks
from quickmath.offline.reading.meaning import MEANING_WORDS
from quickmath.offline.reading.problem import read_problem
from quickmath.offline.reading.refusals import may_change_a_question
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy

_SAYS = (
    r"(?:says?|said|saying|gets?|got|has|had|gives?|gave|shows?|showed|reckons?|thinks?|put|puts|wrote|writes"
    r"|answered|insists?|claims?|is saying|keeps saying|came up with|comes up with|went with|goes with|hints?"
    r"|hinted|suggests?|suggested)"
)
_ANOTHER_ANSWER = (
    r"(?:(?:but|and|while|whereas|yet) )?(?:(?:the|my|his|her|our|their|a|an) )?"
    rf"(?!(?:and|but|then|so|also|just|i|we)\b)(?:[a-z]+ ){{1,3}}?{_SAYS}"
    rf"(?: (?:that )?(?:it is|it should be|the answer is|its|it was))? (?:{checks.ANSWER}"
    r"|yes|no|something else|otherwise|something different|different|differently"
    r"|a different (?:answer|number|one)|another (?:answer|number|one))"
)
"""Another's answer to the same problem, told beside the learner's: "my friend got 204", "he says 21", "book
says 4.75", "the answer key says something else"."""
_SOMEONE = r"(?:he|she|they|(?:the|my|his|her|our|their|a) [a-z]+|[a-z]+)"
_DOUBTED = lazy(
    rf"(?: ,| ;)? (?:but|which|though|although|that|it|this|seems|looks|feels|sounds"
    r"|(?:(?:and|but|so) )?(?:i|we) (?:think|reckon|feel|bet|am sure|am not sure)) [^\d;]*$"
    rf"|(?: ,| ;)? (?P<claim>{_ANOTHER_ANSWER})$"
    rf"|(?: ,| ;)? (?:(?:but|and|though) )?{_SOMEONE} (?:disagrees|disagreed|does not agree|did not agree"
    r"|is not (?:sure|convinced|having it)|was not (?:sure|convinced)|thinks otherwise|says otherwise"
    r"|says no|doubts it|argues|argued)$",
    needs=checks.DOUBT_WORDS,
)
"""A doubt told after the answer to check, with no number ("I got 1,140 for 46 × 25 | but the book says
otherwise", "… | which can't be right", "…, that seems too big", "… | my husband disagrees"), or another's
answer to the same problem (see `_ANOTHER_ANSWER`)."""


def without_doubts(core: str) -> list[str]:
    """The check without the doubts and other answers told after it that change nothing ("but the book says
    otherwise", "; book says 4.75 ; which", ", he says 21 ; who is right"), with fewer left out after it: the
    answer told last may be the one to check ("my son's homework says 456 + 278 and he got 724")."""
    cores = [core]
    while (doubt := _DOUBTED.search(core)) is not None:
        claim = doubt.group("claim")
        if claim is not None and {"i", "we"} & set(claim.split()):
            break
        said = doubt.group()
        if may_change_a_question(Unread("unreadable", said)) or set(said.split()) & MEANING_WORDS - _DOUBTS:
            break
        core = checks.CHECK_END.sub("", core[: doubt.start()]).strip()
        cores.insert(0, core)
    return cores


_DOUBTS = frozenset({"wrong", "incorrect", "correct", "else", "otherwise", "mistake", "error", "not", "no"})
"""Words of meaning that only doubt an answer told: "which can't be right", "the book says otherwise"."""


_SET = lazy(
    r"^(?:(?:the|my|his|her|our|their|a|this|one) )?(?:[a-z]+ ){0,2}?(?:homework|hw|worksheet|sheet|book"
    r"|textbook|workbook|test|quiz|exam|paper|question|problem|sum|exercise|assignment|teacher|tutor)"
    r"(?: (?:question|problem|sum))? (?:says|said|asks|asked|has|had|is|was|reads|shows|wants|gives|set|sets"
    r"|:) (?=-?\d)",
    needs=checks.SET_WORDS,
)
"""Where the problem to check was set: "my son homework says | 456 + 278 and he got 724"."""


def set_problem(problem: str) -> Spec | None:
    """The problem after where it was set, when only fillers and the name of the set tell it."""
    found = _SET.match(problem)
    if found is None:
        return None
    if set(found.group().split()) & MEANING_WORDS:
        return None
    return read_problem(problem[found.end() :])


_EITHER = lazy(
    r"(?:(?:so|but|and|ok|okay|then|quick|please) )*"
    r"(?:(?P<asks>is the (?:right |correct )?answer (?:to|for|of)"
    r"|(?:is|does|would|will|should|was|did|what is|how much is)(?: it)?) )?(?P<p>.+?)"
    r"(?P<link> (?:=|equals?|is equal to|equal to|makes?|comes? to|comes? out (?:as|at|to)|gives?"
    r"|adds? up to|totals?|be|is)| ?[,;] (?:is it|would it be|is the answer|was it|should it be|is that)|)"
    rf" (?P<a>{N})"
    rf"(?: ,)? or (?P<b>{N})(?: ,)?(?: (?:which(?: one)?|right|correct))?",
    needs=" or ",
)
"""A problem asked with two answers to choose from: "is 2,345 − 1,876 equal to 469 or 479?", "2,345 −
1,876 = 469 or 479?", "what's 56 + 78, 134 or 144?". The coach works the problem out; it takes neither."""


def read_either(text: str, said: str) -> Solve | None:
    """The problem of a question that offers two answers, to be worked out (see `_EITHER`). With no word
    between the problem and the answers, only after "is" or "is the answer to": "is 24 ÷ 6 4 or 3?"; with
    no "is" before it, the problem comes first ("2,345 − 1,876 = 469 or 479?")."""
    found = _EITHER.fullmatch(text)
    if (
        found is None
        or found.group("a") == found.group("b")
        or not (found.group("asks") or found.group("link"))
    ):
        return None
    if not found.group("asks") and not re.match(r"[-(]?\d", found.group("p")):
        return None  # "I know 7 × 8 is 56 or 57": told, not asked
    spec = read_problem(found.group("p"))
    return Solve(spec, said) if spec is not None else None


_LEARNERS_OWN = lazy(
    r"(?P<other>.+?)(?: ,| ;)? (?:(?:and|but|while|whereas|yet) (?:, )?)?(?:i|we) (?:think|thought|say|said"
    r"|reckon|reckoned|got|get|put|wrote|make it|made it|believe|am getting|keep getting|kept getting)"
    rf"(?: (?:it is|its|it should be|it would be|it is actually|the answer is))? (?P<n>{checks.ANSWER})"
    r"|(?P<first>.+?)(?: ,| ;| but| and)* (?:am i|are we) (?:wrong|mad|crazy|right)"
    r"(?: (?:to think|thinking|in thinking|for thinking|to say|saying|that))?(?: it is| its)?"
    rf" (?P<mine>{checks.ANSWER})",
    needs=" i | we ",
)
"""Another's answer to a problem, then the learner's own: "my son says 34 * 12 is 398 | and i say 408", "nan
says 15 squared is 225 , | am i wrong thinking it is 255"."""


def learners_answer(core: str) -> tuple[str, str, bool] | None:
    """Another's answer to a problem told first and the learner's own after it: the other's words, which tell
    the problem, the learner's answer, which is the one checked ("who's right?" is answered by the right
    answer, and whether the learner's is it), and whether the words ask if it is ("am I wrong …")."""
    found = _LEARNERS_OWN.fullmatch(core)
    if found is None:
        return None
    if found.group("n") is not None:
        return found.group("other"), found.group("n"), False
    return found.group("first"), found.group("mine"), True


_TWO_ANSWERS = lazy(
    rf"(?:{checks.WHO} )?(?:got|get|have|had|came up with|ended up with|are getting|keep getting|said|say)"
    rf" (?P<a>{checks.ANSWER}) and (?P<b>{checks.ANSWER}) (?:for|on|as the answer (?:to|for)|when we did)"
    r" (?P<p>.+)",
    needs="got|get|have|had|came|ended|said|say",
)
"""Two answers to one problem, to choose from: "we got 1,176 and 1,186 for 42 × 28 — which is correct?"."""


def read_two_answers(core: str, said: str) -> Solve | None:
    """The problem two answers were got for, to be worked out: the coach takes neither."""
    found = _TWO_ANSWERS.fullmatch(core)
    if found is None or found.group("a") == found.group("b"):
        return None
    spec = read_problem(found.group("p"))
    return Solve(spec, said) if spec is not None else None


_CONFUSED_WITH = lazy(
    r"(?P<asked>.+?)(?: ;| ,| but| and)* (?:(?:which|that) )?(?:i|we|he|she|they|my [a-z]+)"
    r"(?: (?:always|often|sometimes|usually|keep|still|tend to|can))?"
    r" (?:(?:get|gets|getting|got|am|was|were|are|is) (?:(?:it|this|that|them|these|those|the two) )?"
    r"(?:mixed up|muddled up|mixed|muddled|confused)"
    r"|(?:mix|mixes|mixing|mixed|muddle|muddles|muddling|muddled|confuse|confuses|confusing|confused|get|gets"
    r"|got) (?:it|this|that|them|these|those|the two)(?: (?:up|mixed up|muddled up|confused))?)"
    r" (?:with|for) (?P<other>[^;]+)"
    r"|(?P<first>.+?)(?: ;| ,)* not to be confused with (?P<second>[^;]+)",
    needs="mix|muddl|confus|get it|got it",
)
"""A problem asked, then another the learner confuses it with: "what is 3 ^ 4 ; i always mix it up with 3 *
4", "7 × 8 , which I muddle with 7 + 8", "i keep getting confused with 5 * 5"."""


def _read_after_a_heading(asked: str) -> Spec | None:
    """The problem asked, after any heading with no number in it ("( child maths ) powers what is 3 ^ 5")."""
    words = asked.split()
    for start in range(len(words)):
        if start and any(ch.isdigit() for ch in words[start - 1]):
            return None
        spec = read_problem(" ".join(words[start:]))
        if spec is not None:
            return spec
    return None


def read_beside_a_confusion(text: str, said: str) -> Solve | None:
    """The problem asked, when another calculation is told only as what the learner confuses it with: that one
    is not asked, and its answer is not stated. The other must be a calculation, and the one asked another."""
    found = _CONFUSED_WITH.fullmatch(text)
    if found is None:
        return None
    asked, other = found.group("asked") or found.group("first"), found.group("other") or found.group("second")
    spec, confused = _read_after_a_heading(asked), read_problem(other)
    if spec is None or confused is None or spec == confused:
        return None
    return Solve(spec, said)


_RESULT_CLAIMED = lazy(
    r"(?P<story>.+?)(?: ,)? (?:so |and so |which means |that means |then )?"
    r"(?:there (?:is|are)|(?:i|we|you|they|he|she) (?:have|has|get|gets|got|will have|will get|should have"
    r"|should get)|(?:my|the|your|our|his|her) (?P<noun>[a-z]+) (?:is|are|should be|will be|would be|comes to"
    r"|was)|that is|that makes|that comes to|it is|it comes to|which is|makes|gives"
    r"|(?P<leaves>(?:that|which|it|this) leaves|leaving)(?: me| us| them| you| him| her)?"
    r"|(?:that |which |it )?(?:makes|gives|means)(?: me| us| them| you))"
    rf" [£$€]?(?P<n>{N})(?: (?P<what>[a-z]+))??(?: (?P<tail>left|each|altogether|in total|in all|now|change"
    r"|remaining|back|spare|in each(?: [a-z]+)?))?"
    r"|(?:my|the|your|our) (?P<first>[a-z]+) (?:should be|is|was|will be|would be|comes to)"
    rf" [£$€]?(?P<m>{N}) (?P<after>(?:from|for|out of|after|on) .+)"
    rf"|(?P<before>.+?)(?: ,)? (?:so|and so|which means|that means|meaning) [£$€]?(?P<k>{N})(?: [a-z]+)?"
    r" (?:are|is|were|was) (?:still )?(?:left|remaining|spare|over|unsold|unused|leftover)",
    needs="there|have|has|get|got|is|are|be|was|comes|makes|gives|leaves|leaving|means",
)
"""A story told with its result given, to check: "we had 45 sweets and ate 12 , | so there are 33 left", "i
paid with a £10 note for £6.40 of shopping , | so my change is £3.60", "my change should be £7.35 | from a
£20 note for £12.65 of shopping"."""
_ASKED_BY_ITS_WORD = {
    "left": "{many} are left", "remaining": "{many} are left", "spare": "{many} are left",
    "each": "{many} each", "altogether": "{many} altogether", "in total": "{many} altogether",
    "in all": "{many} altogether", "now": "{many} now", "change": "how much change",
    "back": "how much change",
}  # fmt: skip
"""The question a result's last word asks: "… so there are 33 left" asks "how many are left"."""
_ASKED_BY_ITS_NOUN = {"change": "how much change", "total": "what is the total", "share": "{many} each"}


def read_result_claimed(told: str, said: str) -> Check | None:
    """The result of a story given, checked: the story is read with the question the result answers in its
    place ("how many are left", "how much change"), and the result is the learner's answer to it."""
    found = _RESULT_CLAIMED.fullmatch(told)
    if found is None:
        return None
    money = "£" in told or "$" in told or "€" in told
    many = "how much" if money else "how many"
    if found.group("m") is not None:
        asked = _ASKED_BY_ITS_NOUN.get(found.group("first"))
        story, answer, result = found.group("after"), found.group("m"), told[: found.start("after")]
    elif found.group("k") is not None:  # "… so 33 are left"
        asked, story, answer = "{many} are left", found.group("before"), found.group("k")
        result = told[found.end("before") :]
    else:
        asked = _question_of(found, many)
        story, answer, result = found.group("story"), found.group("n"), told[found.end("story") :]
    if asked is None or _units_of(result) - _units_of(story):
        return None  # "4 pens at 35p each , so that is £1.40": the result in another unit than the story's
    spec = read_problem(f"{story} , {asked.format(many=many)}")
    return Check(spec, answer, said) if spec is not None else None


def _question_of(found: re.Match[str], many: str) -> str | None:
    tail = found.group("tail")
    if tail and tail.startswith("in each"):
        return _ASKED_BY_ITS_WORD["each"]  # "… means 9 in each team"
    if tail or found.group("leaves"):
        return _ASKED_BY_ITS_WORD[tail or "left"]  # "… that leaves 33"
    if found.group("noun"):
        return _ASKED_BY_ITS_NOUN.get(found.group("noun"))
    what = found.group("what")
    return f"{many} {what}" if what and what.isalpha() else None


_UNIT_ON_A_NUMBER = lazy(r"([£$€])(?=\d)|(?<=\d)([a-z]+)\b|(?<=\d) ([a-z]+)\b")


def _units_of(text: str) -> set[str]:
    """The money signs and units written on the numbers of a text: "£6.40" £, "35p" p, "2 m" m."""
    from quickmath.offline.readers.units import is_unit  # only for a story told with its result

    units = set()
    for found in _UNIT_ON_A_NUMBER.finditer(text):
        sign, stuck, apart = found.groups()
        if sign or stuck or (apart and is_unit(apart)):
            units.add(sign or stuck or apart)
    return units
