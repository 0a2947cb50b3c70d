"""Guards of a question that asks again what the story tells: "We had 45 chairs and borrowed 12 more. How
many did we borrow?" was 33 (12 were borrowed), "A box has 45 red and 12 blue pens. How many pens aren't
blue?" was 33 (the 45 red ones)."""

from __future__ import annotations

import re

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.reading.guards.shared import Read
from quickmath.patterns import lazy

_DONE_ASKED = lazy(
    r"\bhow (?:many|much)(?: more| extra| else)?(?: [a-z]+){0,2}? (?:did|do|does|have|has) "
    r"(?:(?:my|his|her|their|our|your|the) )?[a-z]+ ([a-z]+)\b",
    needs="how many|how much",
)
"""What a question asks was done: "how many did we borrow", "how much did i earn"."""
_PAST = {
    "buy": "bought", "eat": "ate", "give": "gave", "sell": "sold", "take": "took", "get": "got",
    "make": "made", "find": "found", "spend": "spent", "lose": "lost", "catch": "caught", "bring": "brought",
    "win": "won", "read": "read", "throw": "threw", "draw": "drew", "grow": "grew", "pay": "paid",
    "send": "sent", "lend": "lent", "keep": "kept", "put": "put", "cut": "cut", "break": "broke",
    "drink": "drank", "ride": "rode", "run": "ran", "swim": "swam", "write": "wrote", "sing": "sang",
}  # fmt: skip
_NOT_DONE = frozenset({
    "have", "has", "had", "need", "want", "start", "begin", "end", "finish", "owe", "get", "got", "gotten",
    "left", "now", "still", "keep", "kept", "hold", "own",
})  # fmt: skip
"""Verbs of what is had, needed or reached, not of an amount done: "how many do i need"."""
_NOT_A_VERB = frozenset({
    "and", "or", "then", "but", "of", "with", "to", "from", "in", "on", "at", "for", "by", "the", "a", "an",
    "another", "more", "extra", "further", "only", "just", "about", "around", "nearly", "almost", "over",
    "under", "than", "is", "are", "was", "were", "be", "been", "it", "so",
})  # fmt: skip


def _done_as(verb: str) -> set[str]:
    """The forms a story tells `verb` done in: "borrow" → borrow, borrows, borrowed; "buy" → bought."""
    forms = {verb, f"{verb}s", f"{verb}es", f"{verb}ed", f"{verb}d", f"{verb}{verb[-1:]}ed"}
    if verb.endswith("y"):
        forms |= {f"{verb[:-1]}ied", f"{verb[:-1]}ies"}
    if verb in _PAST:
        forms.add(_PAST[verb])
    return forms


def _word_before(number: str, story: str) -> str | None:
    """The word told just before `number` ("borrowed" of "borrowed 12 more", "earned" of "earned £12")."""
    found = re.search(
        rf"\b([a-z]+) (?:(?:another|a further|an extra|only|just|about) )?(?:[£$€] ?)?{re.escape(number)}"
        r"(?![\w.])",
        story,
    )
    return found.group(1) if found else None


def amount_done_asked(seen: Read) -> bool:
    """Is a sum or take-away read where the question asks what was done, which one number is told as done
    after another verb told the other ("I saved £45 and then earned £12. How much did I earn?" was 57)?"""
    spec = seen.spec
    if not isinstance(spec, ProblemSpec) or spec.operation not in ("+", "-"):
        return False
    asked = _DONE_ASKED.search(seen.text)
    if asked is None or asked.group(1) in _NOT_DONE:
        return False
    story = seen.text[: asked.start()]
    done = _done_as(asked.group(1))
    before = [_word_before(number, story) for number in (spec.a, spec.b)]
    if None in before:
        return False
    told_done = [word in done for word in before]
    other = before[told_done.index(False)] if told_done.count(True) == 1 else None
    return other is not None and other not in _NOT_A_VERB


_NOT_ASKED = lazy(r"\bnot (?:(?:a|an|the) )?([a-z]+)", needs="not")
"""The kind a question asks how many are not: "how many are not blue" (normalised from "aren't")."""
_TWO_KINDS = r"(?<![\w.]){0} ([a-z]+)(?: ones| [a-z]+s)? (?:and|,) {1} ([a-z]+)\b"
"""Two kinds told side by side: "45 red and 12 blue pens", "14 red cups and 9 blue cups"."""


def kind_not_asked_of_two_parts(seen: Read) -> bool:
    """Is a gap read of two kinds told side by side where the question asks how many are not of one of them
    ("A box has 45 red and 12 blue pens. How many pens aren't blue?" was 33)? Those are the other kind,
    told. Not a whole and a part ("45 marbles and 12 are red. How many are not red?") nor what was not done
    ("I invited 45 guests and 38 came. How many didn't come?")."""
    spec = seen.spec
    if not isinstance(spec, ProblemSpec) or spec.operation != "-":
        return False
    mark = " ; " if " ; " in seen.text else " , "  # "23 boys and 19 girls , how many are not girls"
    story, _, question = seen.text.rpartition(mark)
    kind = _NOT_ASKED.search(question) if story else None
    if kind is None:
        return False
    a, b = re.escape(spec.a), re.escape(spec.b)
    return any(
        kind.group(1) in found.groups()
        for x, y in ((a, b), (b, a))
        for found in re.finditer(_TWO_KINDS.format(x, y), story)
    )


_MORE_TO_REACH = (
    r"(?<![\w.]){0} (?:[a-z]+ )?more(?: [a-z]+)? (?:to|until|till|before) (?:i |we |you |he |she |they |it )?"
    r"(?:have|has|get|gets|reach|reaches|make|makes|hit|hits|be|is|are|get to|gets to)"
    r" (?:[a-z]+ )?(?:[£$€] ?)?{1}(?![\w.])"
)
"""How many more are needed to reach a number: "12 more stickers to have 45"."""


def more_to_reach_added(seen: Read) -> bool:
    """Is a sum read of how many more are needed and the number they reach ("I need 12 more stickers to have
    45. How many do I need?" was 57)? What is had is the one less the other, and what is needed is told."""
    spec = seen.spec
    if not isinstance(spec, ProblemSpec) or spec.operation != "+":
        return False
    a, b = re.escape(spec.a), re.escape(spec.b)
    return any(re.search(_MORE_TO_REACH.format(x, y), seen.text) for x, y in ((a, b), (b, a)))


_ONE_PRICED_ASKED = lazy(
    r"(?:^|; |, )(?:(?:so|and|ok) )?(?:how much|what) (?:did|does|do|was|is) (?:the|a|an|one|my|our|that)"
    r" ([a-z]+)(?: (?:cost|costs|come to|cost us|cost me))? ?\??$",
    needs="how much|what",
)
"""A question of what one thing cost: "How much was the pizza?", "How much did a ticket cost?"."""
_RESULTS = frozenset({
    "bill", "total", "sum", "lot", "order", "shop", "shopping", "change", "answer", "result", "difference",
    "share", "split", "cost", "price", "damage", "tab", "receipt", "round",
})  # fmt: skip
"""Nouns of what a calculation makes, never one thing's price told: "How much was the bill?"."""


def one_thing_priced_asked(seen: Read) -> bool:
    """Is a product or share read where the question asks what one thing cost, which the story tells ("We
    bought 4 tickets at £12 each. How much was a ticket?" was 48, "Pizza costs £12 and we split it between 4.
    How much was the pizza?" was 3)?"""
    spec = seen.spec
    if not isinstance(spec, ProblemSpec) or spec.operation not in ("*", "/"):
        return False
    asked = _ONE_PRICED_ASKED.search(seen.text)
    if asked is None or (thing := asked.group(1)) in _RESULTS:
        return False
    if thing.endswith("s") and not thing.endswith("ss"):
        return False  # "how much were the tickets" asks them all
    story = seen.text[: asked.start()]
    things = rf"{re.escape(thing)}(?:s|es)?"
    for amount in (spec.a, spec.b):
        number = rf"[£$€] ?{re.escape(amount)}(?![\w.])"
        beside = (
            rf"(?<![\d.] )\b{things} (?:[a-z]+ ){{0,2}}?(?:costs?|is|was|were|are|at|for|of|priced at)"
            rf" (?:[a-z]+ )?{number}|{number} (?:[a-z]+ )?{things}\b"
            rf"|\b{things} (?:at|for|cost|costs|are|were) (?:[a-z]+ )?{number} (?:each|apiece|a piece|per)\b"
        )  # not "5 pens cost £4.50", what five cost
        if re.search(beside, story):
            return True
    return False


_TIME_TILL = (
    r"(?:to|till|til|until|before|left (?:to|till|until|before)|away from|from now (?:to|till|until))"
)
_TILL_ASKED = lazy(
    r"(?:^|; |, )(?:(?:so|and|ok|but) )?"
    r"how many (days|weeks|months|years|hours|minutes|sleeps|nights|mins|hrs)"
    r"(?: (?:is it|are there|are left|left|is|are|now|still|do i have|do we have|have i got|have we got))*"
    rf" {_TIME_TILL} ((?:the |my |our |his |her |their )?[a-z]+(?: [a-z]+)?) ?\??$",
    needs="how many",
)
"""A question of how long is left until something: "How many days till Christmas?", "how many weeks to the
wedding"."""


def time_till_told_asked(seen: Read) -> bool:
    """Is a calculation read where the question asks how long it is until something the story tells how long
    it is until ("It's 37 days to Christmas and my birthday is 19 days after Christmas. How many days till
    Christmas?" was 56)? The question asks what the story says."""
    if not isinstance(seen.spec, ProblemSpec):
        return False
    asked = _TILL_ASKED.search(seen.text)
    if asked is None:
        return False
    unit, until = asked.group(1), asked.group(2)
    story = seen.text[: asked.start()]
    return re.search(rf"\d+ {unit} (?:[a-z]+ )?{_TIME_TILL} {re.escape(until)}\b", story) is not None
