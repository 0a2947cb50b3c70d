"""Remainders: "the remainder when 773 is divided by 103", "773 mod 103", "what is left over when …",
and any division the text states with the remainder asked beside it: "Divide 17 by 5. What is the
remainder?", "When 17 is divided by 5, what is left over?", "17 ÷ 5 leaves what remainder?"."""

from __future__ import annotations

import re

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.readers.operator_words import read as read_operation
from quickmath.offline.readers.whole_division import search_alone
from quickmath.offline.reading.text import N, only_fillers
from quickmath.patterns import lazy, mentions

_DIVIDED = r"(?:divided by|divide by|divides by|/|over|shared (?:by|between|among))"
_GROUPS = r"(?:groups|piles|teams|boxes|bags|rows|sets|packs|lots|parts|shares)"
_ASKED = (
    r"(?:like |exactly )?(?:do (?:you|we|i) get |will (?:you|we|i) get |is left |(?:do|does) it leave "
    r"|(?:(?:would|will) )?(?:it )?be )?"
)
_WHEN = (
    r"(?:(?:when|if|after|of|from|for|on|in) )?(?:(?:you|we|i) (?:do |work out |calculate |try )?)?"
    r"(?:(?:the )?division )?"
)
"""How the division is brought in: "when 47 is divided by 5", "when you do 47 divided by 5", "of dividing"."""
_PATTERNS = [
    lazy(rf"remainder (?:; )?{_ASKED}{_WHEN}({N}) (?:is |was |were |gets |got )?{_DIVIDED} ({N})"),
    lazy(rf"remainder (?:of|for) (?:the division of )?({N}) (?:by|over|on) ({N})"),
    lazy(rf"remainder (?:; )?{_ASKED}{_WHEN}divid(?:e|ing) ({N}) by ({N})"),
    lazy(rf"remainder (?:does|do|will) ({N}) leave (?:when|if|after) (?:it is |you )?divided by ({N})"),
    lazy(rf"({N}) (?:mod|modulo) ({N})"),
    lazy(rf"(?:= )?(?:mod|rem) \( ({N}) , ({N}) \)"),
    lazy(rf"({N}) (?:/|divided by) ({N}) (?:=|is|equals|gives) {N} (?:r|rem|remainder) ?(?:;|…|\?|what)?$"),
    lazy(
        rf"remainder (?:; )?{_ASKED}{_WHEN}"
        rf"(?:(?:divid(?:e|ing)|split(?:ting)?|shar(?:e|ing)|put(?:ting)?|pack(?:ing)?) ({N})(?: [a-z]+)?"
        rf"|({N})(?: [a-z]+)? (?:is |are |gets |get )?(?:divided|split|shared|put|packed))"
        rf" into (?:equal )?(?:{_GROUPS}|[a-z]+s) of ({N})(?: [a-z]+)?"
    ),
    lazy(
        rf"remainder (?:; )?{_ASKED}{_WHEN}(?:(?:divid(?:e|ing)|split(?:ting)?|shar(?:e|ing)) ({N})"
        rf"|({N}) (?:is |are |gets |get )?(?:divided|split|shared)) into ({N}) (?:equal )?{_GROUPS}"
    ),
    lazy(
        rf"({N}) {_DIVIDED} ({N}) ?,? (?:(?:and|with) )?(?:(?:what|wat|wot|wut) is |wats |whats |wots )?"
        rf"(?:the )?remainder"
    ),
    lazy(
        rf"(?:split|divide|share|divided|shared) ({N}) (?:by|between|among) ({N}) ?,? (?:(?:and|so) )?"
        rf"(?:what is |what s )?(?:the )?remainder"
    ),
    lazy(
        rf"(?:left ?over|leftover|left|remains?) (?:when|if|after|from)"
        rf" (?:(?:you|we|i) (?:do|work out|try) )?({N}) (?:is )?{_DIVIDED} ({N})"
    ),
    lazy(
        rf"(?:left ?over|leftover|left|remains?) (?:when|if|after) (?:(?:you|we|i) )?"
        rf"(?:divid(?:e|ing)|shar(?:e|ing)) ({N}) "
        rf"(?:by|between|among) ({N})"
    ),
]
"""A remainder question, the number divided first. "Is there a remainder when 84 is divided by 4?" asks yes
or no (is 84 divisible by 4?) and is none of these: the remainder would answer another question."""
_YES_OR_NO = lazy(r"\b(?:is there|are there|will there be|(?:does|do|will) \w+ leave) (?:a |any )?remainder")
_ASKED_BESIDE = lazy(
    r"(?:^|[;,] |(?<=\d) )(?:(?:what|which|how much|how many) (?:is |are |will be |would be |do you get )?)?"
    r"(?:(?:the|a|its) )?(?:remainder|left ?over|leftover)(?: (?:is left|is there|do you get|will you get))?"
    r"(?: ;)?$|\b(?:and|then) (?:find|give|write(?: down)?|state|say|tell me) (?:the |its )?remainder"
    r"(?: only)?(?: ;)?$"
    r"|\b(?:leaves?|gives?|has) (?:what|which) remainder\b"
    r"|\b(?:leaves?|gives?|has) (?:a |the )?remainder (?:of )?what\b"
    r"|(?:^|[;,] |(?<=\d) )(?:the )?remainder (?:is|will be|equals)(?: what)?(?: ;)?$",
    needs="remainder|left",
)
"""The remainder asked beside a division said on its own, at the end: "…, what is the remainder?". "What is
17 ÷ 5, and what is the remainder?" asks for the quotient too, and is none of these."""


_ONLY_THE_REMAINDER = lazy(
    r"(?: ,)? ?\(? ?(?:(?:and )?not (?:the |a |as a )?(?:decimal|fraction|quotient)(?: answer)?|only"
    r"|just the remainder)"
    r" ?\)?(?= ;|$)"
    r"|(?: ;| ,)? not (?:the |a )?(?:decimal|fraction|quotient) ?[,;] (?:just |only )?the remainder(?= ;|$)",
    needs="not|only|just",
)
"""Words after the question that only say the remainder is what is wanted: "(not the decimal)", "only"."""
_REM = lazy(r"\brem\b", needs="rem")
_REST = lazy(
    rf"\b(?:the|its|is|s) (?:rest|residue|remain)(?= (?:(?:is |will be |would be )?(?:when|if|after) "
    rf"|of {N} (?:/|divided by|by|over|mod|on) ))"
    rf"|(?:^|(?<=[;,] )|(?<=\d ))(?:(?:and )?(?:what is |what s |how much is )?(?:the |its )?"
    rf"(?:rest|residue))(?= ;|$)"
    rf"|(?<=\d )(?:rest|residue)(?= (?:what|\?|;)|$)",
    needs="rest|residue|remain",
)
_LEFT_VERB = lazy(
    r"\b(?:what|how much|how many) (?:rests?|stays?|remains?)(?= (?:when|if|after) )(?!.*\binto\b)",
    needs="rest|stay|remain|left",
)
"""What is left said as a verb, before a division: "What rests when 77 divide by 5?", "how much stays when
…"."""
_ONLY_WHAT_REMAINS = lazy(
    r"(?: ,| ;)? (?:only|just) (?:the )?(?:part|bit|number|amount|piece) (?:remaining|left ?over|left"
    r"|that (?:remains|is left))(?: , not the quotient| ; not the quotient)?(?: ,)?(?= ;|$)",
    needs="only|just",
)
"""Words that ask only for what is left, after a question said otherwise: "What is the result when I divide 58
by 4 — only the part remaining, not the quotient?"."""
_THE_RESULT = lazy(
    r"^(?:what is |what s )?the (?:result|answer)(?= (?:when|if|after) )", needs="result|answer"
)
"""The remainder said as "the rest" (German "Rest", French "reste"), only where nothing else could be meant:
"the rest when 47 is divided by 5", "47 ÷ 5, what is the rest?", "47 / 5 = 9 rest ?". It is never the
quotient; "divide the rest by 2", "… and I keep the rest" are no remainders asked."""


_ASKED_IN_FILIPINO = lazy(r"^ano (?:po )?(?:ang |yung )?(?:ba )?(?:po )?remainder ng ", needs="remainder ng")
_ASKED_IN_FILIPINO_AFTER = lazy(
    r"\b(?:pag|kapag) ([^;,]+?) , (?:ilan|ano) (?:po )?(?:ang |yung )?(?:ba )?(?:po )?remainder$",
    needs="remainder",
)
"""The remainder asked after the division in Filipino English, "pag" (when) before it and "ilan po ang" (how
many is the) after: "pag 500 divided by 7, ilan po ang remainder?"."""
_WHOLE_DIVISION = lazy(
    r" \( (?:whole number |integer )?division , (?:no|not) (?:decimals|fractions) \)", needs="division"
)
"""An aside that only says the division is of whole numbers: "the remainder (whole-number division, no
decimals) when 61 is divided by 4"."""
_NAMED_BEFORE_MOD = lazy(rf"\bthe remainder (?:of )?(?={N} (?:mod|modulo) {N}$)", needs="mod")
"""The remainder named before the "mod" that says it: "compute the remainder 505 mod 8"."""
_PO = lazy(r"\bpo\b ?", needs="po")
_DIV = lazy(r"(?<=\d) div (?=\d)", needs=" div ")
"""The division said "div" between its numbers: "100 div 9"."""
"""The remainder asked in Filipino English, "ano po" (what) and "ng" (of): "ano po remainder ng 500 divided by
7" asks the remainder of 500 divided by 7."""


LABEL_WORDS = "grade|form|class|year|yr|under|u "
"""Words of a grade or a team's age group ("(5th grade)", "under-10s football"), whose numbers label who asks
(see `readers.labels`)."""


_ASKS_ITSELF = lazy(r"\b(?:what|how much)\b", needs="what|how much")


_DIVISOR_FIRST = [
    lazy(rf"remainder (?:; )?{_ASKED}(?:when|if|after) ({N}) (?:divides|is divided into|goes into) ({N})"),
]
"""The divisor said first: "the remainder when 7 divides 100" is 100 mod 7."""


_NAMED_AGAIN = lazy(
    r" ?\( (?:the |a )?remainder \)(?= |$)| ; (?:the |a )?remainder(?: (?:pls|please|plz))?$",
    needs="remainder",
)
"""The remainder named again in brackets, a note on a question: "what's left over from 47 / 5 (remainder)", or
after it: "what is left over when you do 95 / 8? the remainder pls"."""


_NOTE = lazy(rf" \( ({N}) (?:divided by|/) ({N}) , (?:the )?remainder \)$", needs="remainder")
"""A note after a question that says its calculation: "… how many balls into the current over are we? (137
divided by 6, remainder)"."""
_NOTE_ASKS = lazy(r"\b(?:how many|what)\b", needs="how many|what")


def _said_in_a_note(text: str) -> ProblemSpec | None:
    """The remainder a note after the question names, when the question's story tells no number but the one
    divided: the note says what the question asks."""
    note = _NOTE.search(text)
    if note is None:
        return None
    told = text[: note.start()]
    if not _NOTE_ASKS.search(told) or any(number != note.group(1) for number in re.findall(N, told)):
        return None
    return ProblemSpec("remainder", note.group(1), note.group(2))


def read(text: str) -> ProblemSpec | None:
    """A remainder question with its two numbers, the number divided first."""
    if not mentions("remainder|mod|left|remain|rem| r|rest|residue|stay", text):
        return None
    if mentions(LABEL_WORDS, text):
        from quickmath.offline.readers.labels import without_labels  # only for a grade or an age group said

        text = without_labels(text)
    text = _ASKED_IN_FILIPINO.sub("what is the remainder of ", text)
    if _ASKED_IN_FILIPINO_AFTER.search(text):
        text = _PO.sub("", _ASKED_IN_FILIPINO_AFTER.sub(r"\1 , what is the remainder", text)).strip()
    text = _NAMED_BEFORE_MOD.sub("", _WHOLE_DIVISION.sub("", _DIV.sub(" divided by ", text)))
    if noted := _said_in_a_note(text):
        return noted
    if named := _NAMED_AGAIN.search(text):
        rest = text[: named.start()] + text[named.end() :]
        text = rest if mentions("remainder|left over|leftover", rest) else text
    text = _REST.sub("remainder", _REM.sub("remainder", _ONLY_THE_REMAINDER.sub("", text)))
    text = _LEFT_VERB.sub("what is the remainder", text)
    if _ONLY_WHAT_REMAINS.search(text) and _THE_RESULT.search(text):
        text = _THE_RESULT.sub("the remainder", _ONLY_WHAT_REMAINS.sub("", text))
    if _YES_OR_NO.search(text):
        return None  # a yes-or-no question, not "what is the remainder?"
    match = search_alone(_PATTERNS, text)
    if match:
        divided, divisor = [number for number in match.groups() if number is not None]
        return ProblemSpec("remainder", divided, divisor)
    if match := search_alone(_DIVISOR_FIRST, text):
        return ProblemSpec("remainder", match.group(2), match.group(1))
    return _beside_a_division(text) or _named_in_another_sentence(text) or _named_after_a_story(text)


def _beside_a_division(text: str) -> ProblemSpec | None:
    """A division the text states in any way a reader reads ("divide 17 by 5", "17 ÷ 5"), and only the
    remainder asked beside it: the numbers keep the order the division gives them."""
    asked = _ASKED_BESIDE.search(text)
    if asked is None:
        return _in_a_clause_of_its_own(text)
    stated = text[: asked.start()] + " " + text[asked.end() :]
    return _the_division(stated)


def _the_division(stated: str) -> ProblemSpec | None:
    """The remainder of the division `stated` says, when it says one and asks nothing of it itself."""
    if _ASKS_ITSELF.search(stated):
        return None  # "What is 17 ÷ 5? Remainder?" asks for the quotient too
    division = read_operation(stated)
    if not isinstance(division, ProblemSpec) or division.operation != "/":
        return None
    return ProblemSpec("remainder", division.a, division.b)


_CLAUSE_BREAK = lazy(r" (?:;|,|…|→|:) ")
_ASKED_IN_A_CLAUSE = lazy(
    r"(?:(?:and|so|then|ok|now) )?(?:"
    r"(?:i want|i need|i only want|i just want|give me|tell me|find|work out|write down|state|say|just|only)"
    r"(?: just| only)? (?:the |its )?remainder(?: only)?"
    r"|(?:(?:what|wat|wot|which|how much|how many) (?:is |s |will be |would be |do you get |do i get )?)?"
    r"(?:(?:left ?over|leftover|left|staying|remaining) as )?(?:the |its )?remainder"
    r"(?: of (?:the division|it|that|this))?(?: (?:is|will be|equals|=))?"
    r"|what remainder (?:is there|is left|do you get|do i get|should i (?:end up with|get))"
    r"|(?:what|how much|how many) (?:is |are |will be |would be )?(?:left ?over|leftover))"
    r"(?: (?:please|pls|plz|then))?",
    needs="remainder|left",
)
"""A clause that asks for the remainder and nothing else, beside a division said in a clause of its own: "99
÷ 4 → remainder = ?", "2,026 ÷ 12: what's left over as the remainder?", "100 div 9, wats the remainder pls",
"divide 2,024 by 9 and tell me the remainder, with the working", "Just the remainder please: 458 divided by
7"; never "what is 17 ÷ 5, and the remainder?" (the quotient is asked too) nor "is there a remainder?"."""
_AND_ASKED = lazy(r" and (?=(?:then |so )?(?:tell|give|find|work|write|state|say|what)\b)", needs=" and ")


def _in_a_clause_of_its_own(text: str) -> ProblemSpec | None:
    """The remainder asked in one clause, the division said in another, every other clause only fillers and
    the division's two numbers the only numbers in the text."""
    clauses = _CLAUSE_BREAK.split(_AND_ASKED.sub(" , ", text))
    asked = [clause for clause in clauses if _ASKED_IN_A_CLAUSE.fullmatch(clause)]
    said = [clause for clause in clauses if clause not in asked and not only_fillers(clause)]
    if len(asked) != 1 or len(said) != 1 or len(_NUMBER.findall(text)) != 2:
        return None
    return _the_division(said[0])


_NUMBER = lazy(N)
_OTHER_WORK = lazy(
    r"[-+*^=]|\b(?:plus|add\w*|minus|subtract\w*|take|times|multipl\w*|double|twice|half|halve|square\w*"
    r"|cube\w*|power|more|less|then|quotient|answer|how|what|which|when|or|not|without|each|every|per)\b"
)
"""Words that do other work beside a remainder named in a sentence of its own, or ask something else."""


_WHICH_NUMBER = lazy(
    r"^(?:so )?(?:(?:what|which) (?:number|code|value)(?: (?:do|does|will|should|must) (?:we|i|you)"
    r" (?:need|get|use|enter|type|put in|try))?|what is (?:the|our|my) (?:number|code|combination|value))$",
    needs="what|which",
)
"""A question that asks only for the number another sentence names: "Which number do we need?"."""


_ANSWER_SPACES = frozenset({"box", "boxes", "gap", "space", "put", "enter", "type", "only", "remainder"})
"""Words of a worksheet line that asks only for the remainder: "Fill in the box with the remainder"."""


def _asks_only_for_it(part: str) -> bool:
    """Does the sentence ask for the remainder, or for the number another sentence names, and nothing else?"""
    found = _ASKED_BESIDE.search(part)
    if found and only_fillers(_cut(part, found)):
        return True
    if "remainder" in part.split() and only_fillers(" ".join(set(part.split()) - _ANSWER_SPACES)):
        return True
    return _WHICH_NUMBER.match(part) is not None


def _named_in_another_sentence(text: str) -> ProblemSpec | None:
    """The remainder of a division named in one sentence among words that do nothing to it, and asked for in
    another: 'Card in a board game: "Move ahead the remainder of 47 ÷ 6." What's the remainder?', "The
    lockbox opens with the remainder of 2,024 divided by 9. Which number do we need?". The two numbers of that
    division are the only numbers in the text."""
    if " ; " not in text:
        return None
    parts = text.split(" ; ")
    asked = [part for part in parts if _asks_only_for_it(part)]
    named = [part for part in parts if _NUMBER.search(part)]
    if not asked or len(named) != 1 or len(_NUMBER.findall(text)) != 2:
        return None
    match = next((found for pattern in _PATTERNS[:2] if (found := pattern.search(named[0]))), None)
    if match is None:
        return None
    rest = [_cut(named[0], match), *(part for part in parts if part not in asked and part != named[0])]
    if any(_OTHER_WORK.search(part) for part in rest):
        return None
    return ProblemSpec("remainder", match.group(1), match.group(2))


def _cut(text: str, match: re.Match[str]) -> str:
    return text[: match.start()] + " " + text[match.end() :]


_NAMED_LAST = lazy(
    rf"(?: ,| ;| -)? (?:(?:i ; e ;|ie|that is|so|aka|or) (?:, )?)?(?:(?:the|its|their) )?remainder of ({N})"
    rf" (?:/|divided by|by) ({N})$",
    needs="remainder of",
)
_LEFT_ASKED = lazy(
    r"^(?:how (?:many|much)|what)\b(?: [a-z]+){0,4} (?:left ?over|leftover|left|remain(?:s|ing)?|spare|over)$"
)
"""What is left asked on its own, just before the remainder is named: "how many are left over"."""
_CHANGED = lazy(
    r"\b(?:sold|ate|lost|gave|used|broke|took|dropped|spent|more|less|fewer|extra|another|plus|minus|except"
    r"|not|each|twice|double|half|then|including|too|also|as well|and (?:the|their|our|my|his|her|a|an))\b"
)
"""Words of a story that change its numbers, or ask more than what is left: "5 kids and the teacher"."""
_QUESTIONS = lazy(r"\b(?:how (?:many|much)|what|which)\b")


def _named_after_a_story(text: str) -> ProblemSpec | None:
    """A remainder named in full after a story asks what is left, the story telling those very numbers and no
    other: "Dad has 100 tablets and takes them 3 a day ; after the full days , how many are left over , the
    remainder of 100 / 3?". The story only says where the numbers come from; the remainder names the
    calculation."""
    named = _NAMED_LAST.search(text)
    if named is None:
        return None
    told = text[: named.start()]
    parts = [part.strip() for part in re.split(r" ; | , ", told) if part.strip()]
    if not parts or not _LEFT_ASKED.match(parts[-1]) or _CHANGED.search(told):
        return None
    if sorted(re.findall(N, told)) != sorted(named.groups()) or len(_QUESTIONS.findall(told)) != 1:
        return (
            None  # "… 10 are lost …", "what is 100 / 3 and how many are left …": another number or question
        )
    return ProblemSpec("remainder", named.group(1), named.group(2))
