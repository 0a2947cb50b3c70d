"""A question wrapped in chatter: "hey so my teacher wants me to work out 47 + 9 for tomorrow lol", "need
84 - 39 real quick", "Our teacher sent home 36 × 11, what is it?", "Count 45 plus 55 please.".

Words the coach does not know, before the question or after it, are left out when they cannot change what
is asked, and the rest is read again by the plain readers. Strict on purpose, so that meaning cannot change:
only words at the two ends go, never a word between the numbers, and no number, sign, operation or relation
word ("more", "each", "left"), no "not", "instead" or "wait", and no word asking for something else
("rounded", "estimate", "in binary", "as a fraction", "the reciprocal of", "digits") may be left out. At
most a few words go: a longer tale around the numbers is a story, not chatter.
"""

from __future__ import annotations

from itertools import pairwise

from quickmath.numbers.words import ordinal_value, word_value
from quickmath.offline.readers.typos import OPERATION_WORDS, meant
from quickmath.offline.readers.units import is_unit
from quickmath.offline.reading.meaning import MEANING_WORDS
from quickmath.offline.reading.text import FILLERS, asks_in_place, tokens
from quickmath.patterns import lazy
from quickmath.records import Record

_BINDING = frozenset({"in", "as", "into", "to", "by", "than", "from", "of", "over", "under", "at", "using"})
"""After a question, a word that ties what follows to it: "47 + 9 in binary", "10 / 4 as a fraction"."""
_NAMED = frozenset({"sum", "total", "product", "difference", "quotient"})
_MOST_LEFT_OUT = 5
_SENTENCE = frozenset({",", ";"})
_PAUSES = _SENTENCE | {"(", ")", "…"}
"""Commas, sentence ends and brackets around chatter: "[Question] What is 13 × 17?", "… (temp thing)"."""


_PLACES = frozenset({"home"})
"""Where someone goes, a clock story's word, never chatter ("The bus home leaves at 17:20 … When do we get
home?" is no "When do we get?")."""
_ESTIMATE_ASKED = frozenset({"ballpark", "ish", "circa", "guesstimate", "guesstimated"})
"""Words of chat that ask an estimate, not the exact answer: "ballpark 47 + 9", "47 + 9 ish"."""


def is_chatter_word(word: str) -> bool:
    """A word of plain chatter the coach does not know: "tomorrow", "lol", "sent", "home", "haha"."""
    if not word.isalpha() or len(word) < 2 or word in MEANING_WORDS or word in OPERATION_WORDS:
        return False
    if word in _ESTIMATE_ASKED or word in _PLACES:
        return False
    if is_unit(word) or word_value(word) is not None or ordinal_value(word) is not None:
        return False
    slip = meant(word)
    return slip is None or slip in FILLERS


def _second_thought(words: list[str], index: int) -> bool:
    """ "Wait", "oops", "no wait" before a question: what was said before it is taken back."""
    word = words[index]
    following = words[index + 1] if index + 1 < len(words) else ""
    return word in ("wait", "oops") or (word == "no" and following in ("wait", "sorry", "oops"))


def _edge(words: list[str], leading: bool) -> int:
    """How many words from the start of `words` are fillers, pauses, chatter words or (leading the question)
    second thoughts."""
    count = 0
    for index, word in enumerate(words):
        chatter = word in FILLERS or word in _PAUSES or is_chatter_word(word)
        if not chatter and not (leading and _second_thought(words, index)):
            break
        count += 1
    return count


def _unknown(words: list[str]) -> list[int]:
    return [i for i, word in enumerate(words) if word not in FILLERS and word not in _SENTENCE]


def _balanced(words: list[str]) -> bool:
    return words.count("(") == words.count(")")


def _tied(words: list[str]) -> bool:
    """Do the words after an unknown word tie it to what follows, as "of" does in "the reciprocal of"? Not
    when a calculation is named between them: "which is the sum of"."""
    for word in words:
        if word in _NAMED:
            return False
        if word in _BINDING and word != "to":
            return True
    return False


_FORM_ASKED = lazy(
    r"(?: ,)?(?: (?:give|write) (?:your|the) (?:exact )?answer)?"
    r" (?:as (?:an? )?(?:fraction|decimal|mixed number)"
    r"|in (?:its )?(?:simplest|lowest) (?:form|terms)|exactly)"
    r"(?: in (?:its )?(?:simplest|lowest) (?:form|terms))?(?= ;|$)",
    needs="fraction|decimal|mixed|simplest|lowest|exactly",
)
"""The form a division's answer is asked in, "as a fraction", "as a decimal", "exactly": the coach's answer
is exact in any form, so only for a division, where it is the same number, may the words go; and "as a
decimal" for any calculation, whose exact answer the coach writes as a decimal when it ends ("Calculate
0.3 × 0.04. Give your answer as a decimal."), as "exactly" ("2^10, how many bytes is that exactly?")."""
_IDIOMS = lazy(
    r" step by step\b|\bdouble (?=check)|\b(?:no|without(?: using)?(?: a| the| my)?) calculators?\b"
    r"|(?: ,)? or (?:nah|not)(?= ;|$)",
    needs="step by step|double check|calculator|or nah|or not",
)
"""Words that say how to work, not what: "step by step", "no calculator!"; or that leave a yes or no open:
"… into 4 equal groups for the cup or nah"."""


class Core(Record):
    """A question without its chatter; `division_only` when the form of a division's answer was left out."""

    text: str
    division_only: bool = False


def _named_again_after(words: list[str], end: int, left_out_after: list[int]) -> bool:
    """Does a sentence after the question, left out, name again things counted before it? It then asks
    about them ("… 8 pallets of 40 boxes ; boxes on one pallet"), and is no chatter."""
    stop = next((end + i for i, word in enumerate(words[end:]) if word == ";"), None)
    if stop is None:
        return False
    told = {word for number, word in pairwise(words[:stop]) if number[:1].isdigit()}
    return any(end + i > stop and words[end + i] in told for i in left_out_after)


def _asks_after_a_stop(after: list[str]) -> bool:
    """Do the words after the question hold a sentence of their own asking with its question word where the
    answer stands ("… ; so it stays how long")?"""
    return ";" in after and asks_in_place(after[after.index(";") + 1 :])


def core(text: str) -> Core | None:
    """The text without the chatter words at its ends; None when there are none, or too many to be chatter,
    or one of them could be tied to the question ("the reciprocal of 47 + 9", "47 + 9 in binary")."""
    plain = _FORM_ASKED.sub("", _IDIOMS.sub(" ", text)).strip()
    form = _FORM_ASKED.search(text)
    division_only = form is not None and not form.group().endswith(("as a decimal", " exactly"))
    words = tokens(plain)
    start = _edge(words, leading=True)
    end = len(words) - _edge(words[::-1], leading=False)
    if start >= end:
        return None
    before, after = words[:start], words[end:]
    if not _balanced(before) or not _balanced(after) or after[:1] in (["am"], ["pm"]):
        return None
    left_out_before, left_out_after = _unknown(before), _unknown(after)
    if not left_out_before and not left_out_after and plain == text:
        return None
    said = [word for word in before + after if word not in FILLERS and word not in _PAUSES]
    if len(said) > _MOST_LEFT_OUT:
        return None
    if left_out_before and _tied(before[left_out_before[0] :]):
        return None  # "the reciprocal of 47 + 9": "of" ties the unknown word to the question
    if _asks_after_a_stop(after):
        return None  # "… we did 30 minutes. So it stays how long?" (was 1:50): a question of its own
    binding = next((i for i, word in enumerate(after) if word in _BINDING), None)
    if binding is not None and any(i > binding for i in left_out_after):
        return None  # "47 + 9 in binary", "10 / 4 as a fraction"
    dropped = {*left_out_before, *(end + i for i in left_out_after)}
    kept = [word for i, word in enumerate(words) if i not in dropped]
    if any(words[i] in kept for i in left_out_before):
        return None  # "Tom arrived at 9:10 … When did Tom arrive?": a word named again is what is asked about
    if _named_again_after(words, end, left_out_after):
        return None  # "Hall has 12 rows of 20 chairs ; chairs still empty": a question about the chairs
    return Core(" ".join(kept).strip(" ,;").removesuffix(" ="), division_only)  # "float 300 - 42.50 = ?"
