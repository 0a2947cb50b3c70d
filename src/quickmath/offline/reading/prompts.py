"""What a learner writes to a chat assistant around the question, read as the question alone: the part it
gives the coach ("You are a patient maths teacher.", "Tutor mode:"), how it wants the answer set out ("one
step at a time", "answer only, no words", "Return JSON like {"answer": …} for"), the @-name of a reply
("@sam_07 13 × 14 isn't 172") and a reply's arrow ("↳"), and a doubt of one's own after a yes-or-no
question ("… or am I going mad?"). None of these holds a number or changes what is asked; a form that does
("as a fraction", "rounded") is left for the readers to weigh (see `readers.chatter`)."""

from __future__ import annotations

import re

from quickmath.patterns import lazy

_ROLE = lazy(
    r"^\s*(?:you are|you're|act as|acting as|pretend (?:to be|you are|you're)|imagine you(?: are|'re)|be)"
    r" (?:a|an|my|the)\b[^\d.!?:;\n]{0,50}?\b(?:teacher|tutor|coach|assistant|mathematician|expert|genius"
    r"|calculator|helper|bot|professor|instructor|mentor|whiz|wizard)s?\b[^\d.!?:;\n]{0,30}[.!:;]\s*",
    re.IGNORECASE,
)
"""The part a message gives the coach, as a sentence of its own before the question: "You are a patient
math teacher.", "Act as my maths tutor:"."""
_MODE = lazy(
    r"^\s*(?:tutor|teacher|teaching|explain|explainer|step[- ]by[- ]step|eli5|study|learning|quiz|practice"
    r"|homework|calculator|socratic|concise|quick)(?: mode)(?: on)?\s*[:.!,-]\s*",
    re.IGNORECASE,
)
"""A mode set before the question: "Tutor mode:", "Study mode on -"."""
_STEPS = lazy(
    r"[,;.]?\s*(?:(?:please|and|then|can you|could you)\s+)?"
    r"(?:(?:take|do|work|explain|go through) (?:it|this)(?: out)?\s+)?"
    r"(?:(?:one|a) step at a time|step[- ]by[- ]step"
    r"|(?:explain|show|give) (?:me )?(?:each|every|all (?:the|your)|your|the|all) (?:steps?|working|workings)"
    r"|(?:with|showing) (?:full |all (?:the )?)?(?:working|workings|steps))(?:,?\s+please)?"
    r"(?=\s*[.!?]?\s*$|\s*[.!?,]\s)",
    re.IGNORECASE,
)
"""How much of the working the learner wants shown: "… one step at a time.", "explain each step", "Step by
step please"; the coach shows its working in its own way."""
_BARE = lazy(
    r"^\s*(?:(?:answer|number|result|digits?) only|just (?:the )?(?:answer|number)|no (?:words|working|"
    r"explanation|explaining|chat)|(?:reply|respond|answer|return|output|give (?:it|me the answer))"
    r"(?: (?:in|as|with))? (?:a )?(?:json|plain text|one word|a single number)(?: (?:object|format|only))?"
    r"(?: like)?(?:\s*\{[^{}\d]*\})?)(?:[,;:]?\s+(?=\S))",
    re.IGNORECASE,
)
"""An answer asked bare, before the question: "answer only no words 7 ÷ 8", "Return JSON like {"answer":
...} for 12³"; one instruction after another is read too ("answer only, no words:")."""
_FOR = lazy(r"^\s*(?:for|of|to|:)\s+", re.IGNORECASE)
_REPLY = lazy(
    r"^\s*(?:[↳↪⤷]\s*|replying to\s+(?=@))|(?<![\w@.])@[A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)*[,:]?\s*"
    r"(?:(?:no|nah|nope),? (?:mate|pal|bro|dude|buddy|man)\b,?\s*)?",
    re.IGNORECASE,
)
"""A reply's arrow, and an @-name with the "no mate" that answers it: "↳ is 561 divisible by 3",
"@mike_92 no mate 13 × 14 isn't 172". An "@" before a number is a price ("12 @ £3")."""
_HEADER = lazy(
    r"^\s*(?:(?:re|fw|fwd):\s*)?(?P<words>[A-Za-z][A-Za-z' ]{0,40}?)\s+[-–—]\s+(?=[£$€]?\d)", re.IGNORECASE
)
"""An email's subject or a heading before the question, with no number: "RE: desk allocation - 96 desks over
4 floors", "Following up - 15 laptops at £649 each"; not words that may ask something themselves ("tell me
- 5 + 3") or a number word, which may be taken away ("fifty - 8")."""
_OPENING = frozenset({"following", "up", "update", "reminder", "urgent", "fyi", "query"})
"""Words an email opens with: "Following up - …"."""
_OWN_DOUBT = lazy(
    r",?\s+or (?:am i|i am|i'm) (?:going )?(?:mad|crazy|nuts|mental|wrong|missing something|losing it"
    r"|being (?:thick|silly|stupid|dumb))(?=\s*[?!.]*\s*$)",
    re.IGNORECASE,
)
"""A doubt of one's own after a yes-or-no question: "is 561 divisible by 3 or am I going mad"."""


_FORM_FIRST = lazy(
    r"^\s*(?:please )?(?:give|write|leave|put) (?:it|the answer|your answer)"
    r" as an? (fraction|mixed number|decimal)"
    r"(?: if (?:it is not|it isn't|it's not|not) (?:whole|a whole number|exact))?\s*[:,-]\s*(.+?)\s*$",
    re.IGNORECASE,
)
"""The form of the answer asked before the question: "Give it as a fraction if it isn't whole: 22 ÷ 7" is
"22 ÷ 7 as a fraction", which only a division may be asked as (see `readers.chatter`)."""


def prompts(text: str) -> str | None:
    """The message without what it says to a chat assistant around the question; None when it says none."""
    kept = _without_header(_OWN_DOUBT.sub("", _REPLY.sub("", text)))
    kept = _MODE.sub("", _ROLE.sub("", kept))
    bare = kept
    while found := _BARE.match(bare):
        bare = bare[found.end() :]
    if bare != kept:
        kept = _FOR.sub("", bare)
    kept = _FORM_FIRST.sub(r"\2 as a \1", re.sub(r"\?\s*[.!]+$", "?", _STEPS.sub("", kept)))
    return kept.strip() if kept.strip() != text.strip() else None


def _without_header(text: str) -> str:
    found = _HEADER.match(text)
    if found is None:
        return text
    from quickmath.numbers.words import word_value  # only for a message with a heading
    from quickmath.offline.readers.typos import OPERATION_WORDS
    from quickmath.offline.reading.text import FILLERS

    words = [word for word in found.group("words").lower().replace("'", " ").split() if word not in _OPENING]
    if any(word_value(word) is not None or word in OPERATION_WORDS or word in FILLERS for word in words):
        return text  # "fifty - 8", "tell me - 5 + 3": a minus, or a pause?
    return text[found.end() :]
