"""Sentences beside a story or a question that count nothing and change nothing: "On hold with IT, this music
is killing me. Our team took 284 calls Monday, 317 Tuesday and 296 Wednesday. How many calls is that
altogether?", "My daughter and I have been walking together: 6.4 km, 3.8 km and 9.1 km this week. What's our
total distance? She's very proud.".

A message the coach cannot read as it stands is read again without its first and last sentences that hold no
number and no word a story may count by: no amount made ("half", "double"), no change of an amount ("spent",
"lost"), no step of a story ("then", "each", "rest"), no unit, no form of the answer ("nearest", "in pence"),
no second thought, and no operation but the one read ("Adding up is his weak spot." beside a sum). A sentence
asked ("?") stays; a last sentence is left out only as a remark of someone's, ended ("I'm secretly
delighted.", "Bit embarrassing tbh."), never a few words that may change the question ("Not counting lunch").
Only sentences are left out: nothing is worked out.
"""

from __future__ import annotations

import re

from quickmath.offline.readers.units import is_unit
from quickmath.offline.reading.text import number_words
from quickmath.patterns import lazy
from quickmath.records import Record

_SENTENCE_END = lazy(r"(?<=[.!?])(?<!\.\.\.)\s+(?=\S)")
"""The end of a sentence; a run's gap ("1 + 2 + ... + 9") ends none."""
_WORD = lazy(r"[a-z]+(?:['’][a-z]+)?")
_STORY_WORDS = frozenset({
    # amounts made, and parts
    "doubles", "half", "quarters", "third", "thirds", "cent", "none", "rest", "remainder", "same", "equal",
    "equally", "evenly", "apiece", "extra", "less", "only", "another", "others", "again",
    # steps and changes of a story
    "then", "afterwards", "finally", "now", "sold", "sell", "sells", "spends", "ate", "eat", "eaten", "loses",
    "give", "gives", "given", "used", "use", "uses", "broke", "broken", "dropped", "took", "take", "takes",
    "taken", "bought", "buy", "buys", "won", "pays", "removed", "sent", "returned", "added", "shared",
    "share", "kept", "keep", "owe", "owes", "owed", "missing", "missed",
    # something to do to the amounts, or to count in or leave out
    "add", "subtract", "multiply", "divide", "deduct", "include", "including", "included", "exclude",
    "excluding", "excluded", "count", "counting", "counted", "ignore", "ignoring", "remember", "forget",
    "allow", "plus", "minus",
    # times of day, questions without their mark, and forms of the answer
    "midday", "what", "how", "when", "which", "who", "know", "format",
})  # fmt: skip
"""Words a story counts by beyond `reading.meaning.MEANING_WORDS`, which a side sentence holds neither of."""
_ASKS_MORE = frozenset({
    "you", "u", "please", "pls", "plz", "can", "could", "would", "should", "must", "need", "needs", "want",
    "wants", "like", "have", "let", "help", "tell", "show", "explain", "answer", "result", "it", "that",
    "this", "them", "these", "those", "in", "as", "into", "without", "back", "there", "return", "edit", "ps",
    "total", "also", "too", "well",
})  # fmt: skip
"""Words of a last sentence that may ask something more of the answer or change what it counts ("Give it in
pence.", "As a fraction.", "There and back.", "EDIT: and March"), beyond the words a story counts by."""


_TOLD_BEFORE_ANY_NUMBER = frozenset({
    "again", "after", "before", "since", "later", "now", "time", "ago", "ready", "decimal", "decimals",
    "powers", "cubes", "squares", "practice", "practise",
})  # fmt: skip
"""Words that can only look back to a number told before them, or name the lesson: a first sentence before
any number may hold them ("Grandma here again.", "Helping my daughter with decimals.")."""


class Side(Record):
    """A message without its side sentences, and the words of those sentences that name an operation, which
    must name the one read."""

    rest: str
    operation_words: frozenset[str]


def without_side_sentences(text: str) -> Side | None:
    """The message without its first and last sentences that count nothing and change nothing; None when
    there are none."""
    sentences = [sentence for sentence in _SENTENCE_END.split(text.strip()) if sentence]
    first, last = 0, len(sentences)
    while first < last - 1 and _beside(sentences[first], _TOLD_BEFORE_ANY_NUMBER):
        first += 1
    while last - 1 > first and _a_remark(sentences[last - 1]):
        last -= 1
    if (first, last) == (0, len(sentences)):
        return None
    left_out = sentences[:first] + sentences[last:]
    return Side(
        " ".join(sentences[first:last]),
        frozenset(
            word for sentence in left_out for word in _words(sentence) if _operations_answering().get(word)
        ),
    )


def _words(sentence: str) -> list[str]:
    words = _WORD.findall(sentence.lower())
    return words + ["not"] * sum(word.endswith(("n't", "n’t")) for word in words)


def _beside(sentence: str, allowed: frozenset[str] = frozenset()) -> bool:
    """Does the sentence hold no number, no question and no word a story counts by?"""
    said = sentence.lower()
    if "?" in said or re.search(r"\d", number_words(said)):
        return False
    return not any(_counts_by(word) for word in _words(said) if word not in allowed)


def _operations_answering() -> dict[str, frozenset[str]]:
    """The operations that answer each word of a question (`reading.meaning.ANSWERED_BY`)."""
    from quickmath.offline.reading.meaning import ANSWERED_BY  # only for a message unread

    return ANSWERED_BY


def _counts_by(word: str) -> bool:
    """Does a story count by the word, or by it in the singular ("remainders")?"""
    from quickmath.offline.reading.meaning import MEANING_WORDS  # only for a message unread

    singular = word.removesuffix("s") if len(word) > 3 else word
    if {word, singular} & (_STORY_WORDS | MEANING_WORDS) or is_unit(word):
        return True
    answering = _operations_answering()
    return word in answering and not answering[word]


def _a_remark(sentence: str) -> bool:
    """Is a last sentence a whole remark of someone's, ended, that counts nothing and asks nothing more ("I'm
    secretly delighted.", "Bit embarrassing tbh.")? A few words after a question ("Not counting lunch",
    "There and back.") may change it."""
    if _ASKS_THE_WORKING.fullmatch(sentence.strip().lower()):
        return True
    words = _words(sentence)
    return (
        _REMARK_ENDS.search(sentence) is not None
        and any(word in _SOMEONE for word in words)
        and not any(word in _ASKS_MORE for word in words)
        and _beside(sentence)
    )


_ASKS_THE_WORKING = lazy(
    r"(?:(?:please|and|also|can you|could you) )?(?:show|walk|talk|take|run) (?:me|us) (?:through )?"
    r"(?:the |your |each |every |all the )?(?:working|workings|steps?|method|long multiplication)"
    r"(?:,? please|,? thanks)?[.!]*"
    r"|(?:just )?the (?:number|answer) (?:is fine|will do|please)[.!]*",
    needs="show|walk|talk|take|run|number|answer",
)
"""A last sentence asking for the working the coach always shows, or for the answer alone: "Show me the long
multiplication.", "Walk me through each step.", "Just the number is fine."."""
_REMARK_ENDS = lazy(r"[.!]\s*$|[\U0001F300-\U0001FAFF]\s*$")
_SOMEONE = frozenset({
    "i", "i'm", "i’m", "i've", "i’ve", "i'd", "i’d", "me", "my", "we", "we're", "we’re", "our", "us", "he",
    "he's", "he’s", "his", "him", "she", "she's", "she’s", "her", "they", "they're", "they’re", "their",
    "tbh", "lol", "haha", "thanks", "thank", "cheers", "sorry",
})  # fmt: skip
"""Words of a remark by or about someone, or of thanks."""
