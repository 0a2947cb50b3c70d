"""Operator words as symbols: "subtract 3 from 10" is 10 - 3, "14 cubed" is 14 ^ 3, "plus" is +.

The phrases are tried in order; earlier phrases keep their operands' order straight ("subtract A from B").
"""

from __future__ import annotations

import re
from collections.abc import Callable

from quickmath.numbers.words import ordinal_value
from quickmath.offline.asks import Spec
from quickmath.offline.numbers_as_text import smaller_first
from quickmath.offline.readers.symbols import read as read_symbols
from quickmath.offline.reading.text import N, without_fillers
from quickmath.patterns import lazy, mentions

Replacement = str | Callable[[re.Match[str]], str]
_POWERS = {"square": 2, "cube": 3}
_BASE = rf"(\( ?{N} ?\)|{N})"
"""A power's base, in brackets too: "(−3) to the power of 3" is (−3)³, the brackets say so."""


_NOTHING_MORE = r"(?! ?(?:[-+*/×÷^]|(?:times|x|plus|minus|multiplied|divided|over|squared|cubed|to the)\b))"
"""After the number an operand is moved to ("add 5 to 37"): no more operation may follow, or the moved operand
would be put beside only part of the term ("add 5 to 37 times 12" is not 37 + 5 × 12)."""


def _ordinal_power(match: re.Match[str]) -> str:
    """ "2 to the fifth" → "2 ^ 5"; the words are left as they are when the word is no ordinal."""
    exponent = 2 if match.group(2) == "second" else ordinal_value(match.group(2))
    return f"{match.group(1)} ^ {exponent}" if exponent else match.group()


def _power_of(match: re.Match[str]) -> str:
    """ "the 4th power of 3", "the fourth power of 3" → "3 ^ 4"; the words are left when it is no ordinal, or
    a bare number with no "the" ("11 power of 3" may be 11³)."""
    the, said, suffix, base = match.groups()
    if said[0].isdigit() and not (the or suffix):
        return match.group()
    exponent = said if said[0].isdigit() else 2 if said == "second" else ordinal_value(said)
    return f"{_bracketed(base)} ^ {exponent}" if exponent else match.group()


def _bracketed(base: str) -> str:
    """A negative base in brackets, as "the square of −4" means it: (−4)², never −(4²)."""
    return f"( {base} )" if base.startswith("-") else base


_POWERED = rf"{_BASE} \^ {N}"
"""A term raised to a power once its words are signs: "3 squared" is "3 ^ 2" by then."""


def _powers_joined(match: re.Match[str]) -> str:
    """ "the sum of 3 ^ 2 and 4 ^ 2" → "3 ^ 2 + 4 ^ 2", "the product of 2 ^ 3, 3 ^ 2 and 5 ^ 2" → "… * …";
    only when every term is a power, since "the sum of 9 and 4 squared" may be (9 + 4)²."""
    terms = re.findall(rf"(?:\( ?{N} ?\)|{N}) \^ {N}", match.group(2))
    sign = " * " if match.group(1) == "product" else " + "
    return sign.join(terms)


def _difference(match: re.Match[str]) -> str:
    big, small = reversed(smaller_first(match.group(1), match.group(2)))
    return f"{big} - {small}"


_DOER = r"(?<=\byou )|(?<=\bu )|(?<=\bwe )|(?<=\bi )|(?<=\bto )"
"""Who "times" a number, said as a verb: "what do you get if you times 47 by 3", "how do i times 12 by 4"."""

Phrases = list[tuple[str, str, Replacement]]
"""(words one of which every match holds, pattern, replacement), tried in order."""

OPERATOR_PHRASES: Phrases = [
    ("minus|negative", r"\b(to|from|at|with|divide|multiply) (?:minus|negative) (?=\d)", r"\1 -"),
    (
        "start|begin",
        rf"\b(?:start|begin)(?:s|ing|ning)? (?:at|with|from|on) ({N}) (?:, )?(?:and )?(?:then )?"
        rf"(add|subtract|take away|take off|plus|minus) (?={N}{_NOTHING_MORE})",
        lambda m: f"{m.group(1)} {'+' if m.group(2) in ('add', 'plus') else '-'} ",
    ),
    (  # "96 , if you divide that by 16" as "divide 96 by 16": only words before the number it stands for
        "it|that|this",
        rf"^([a-z' ,;…]*?)({N})(?: ,)? (?:if|when) (?:you|u|we|i) (divide|multiply|times)"
        rf" (?:it|that|this) by ({N})",
        r"\1\3 \2 by \4",
    ),
    (
        "numbers",
        r"\b((?<!sum )(?<!total )(?<!amount )of|between|multiply(?:ing)?|divid(?:e|ing))"
        rf" (?:the |these |both (?:the )?)?(?:two |2 )?numbers"
        rf" (?={N} (?:and|by|from) {N}{_NOTHING_MORE}(?: |$))",
        r"\1 ",
    ),
    (
        "how many times",
        rf"\bhow many times (?:(?:does|will|can|would) )?({N}) (?:go|goes|fit|fits) (?:into|in) ({N})",
        r"\2 / \1",
    ),
    ("into", rf"^({N}) (?:go|goes|fit|fits) into ({N}) how many(?: times)?$", r"\2 / \1"),
    ("into", rf"^({N}) into ({N}) (?:goes|go|fits|fit) how many times$", r"\2 / \1"),
    (
        "subtraction",
        rf"\b(?:the )?subtraction (?:of )?({N}) from ({N}){_NOTHING_MORE}",
        r"\2 - \1",
    ),
    ("without", rf"^((?:[a-z']+ )*)({N}) without ({N}){_NOTHING_MORE}", r"\1\2 - \3"),
    (
        "subtract|deduct|take",
        rf"\b(?:subtract|deduct|take)(?:ing)? (?:away )?((?:{N} and ){{1,6}}{N}) (?:away )?"
        rf"(?:from|off) ({N}){_NOTHING_MORE}",
        lambda m: " - ".join([m.group(2), *re.findall(N, m.group(1))]),
    ),
    (
        "subtract|deduct|remove",
        rf"\b(?:subtract|deduct|remove)(?:ing)? ({N}) (?:away )?from ({N}){_NOTHING_MORE}",
        r"\2 - \1",
    ),
    (
        "with",
        rf"^((?:[a-z']+ )*)({N}) with ({N}) (?:subtracted|taken away|taken off|deducted|removed)$",
        r"\1\2 - \3",
    ),
    ("with", rf"^((?:[a-z']+ )*)({N}) with ({N}) (?:added(?: on| to it)?|on top|on it)$", r"\1\2 + \3"),
    ("tak", rf"\btak(?:e|ing) (?:away )?({N}) (?:away )?from ({N}){_NOTHING_MORE}", r"\2 - \1"),
    (
        "from",
        rf"\bfrom ({N}) (?:, )?(?:i|we|you) (?:subtract|take away|take off|take|remove|deduct) ({N})"
        rf"{_NOTHING_MORE}",
        r"\1 - \2",
    ),
    (
        "leave",
        rf"\b({N}) from ({N}){_NOTHING_MORE} leaves?(?: (?:you|us|me))?(?: with)?"
        r"(?: what| how (?:much|many))?(?= ;|$)",
        r"\2 - \1",
    ),
    (
        "once|after|when|if",
        rf"\b({N}) (?:once|after|when|if) (?:you|i|we) (?:take|knock|subtract|remove) (?:away |off )?({N})"
        rf"(?: (?:off|away))?{_NOTHING_MORE}",
        r"\1 - \2",
    ),
    ("diff", rf"\b(?:the )?(?:difference|different|diff) between ({N}) and ({N})", _difference),
    ("add", rf"\badding (?:up |together )?(?=(?:{N} \+ )+{N}$)", ""),
    ("add", rf"\badd(?:ing)? ({N}) to ({N}){_NOTHING_MORE}", r"\2 + \1"),
    ("added", rf"^((?:[a-z']+ )*)({N}) added (?:on )?to ((?=-){N}){_NOTHING_MORE}", r"\1\3 + \2"),
    (
        "on",
        rf"\b(?:add|stick|tack|put|pop|bung|throw|chuck|slap)(?: on)? ({N}) (?:onto|on to|on top of|on)"
        rf" ({N}){_NOTHING_MORE}",
        r"\2 + \1",
    ),
    ("on", rf"\b(?:add|tack) on ({N}) to ({N}){_NOTHING_MORE}", r"\2 + \1"),
    ("on top of", rf"\b({N}) on top of ({N}){_NOTHING_MORE}", r"\2 + \1"),
    ("add", rf"\badd(?:ing)? ({N}) (?:at|with) ({N})", r"\1 + \2"),
    ("add", rf"\badd(?:ing)? (?:up |together )?({N}) and ({N})(?: together| up)?", r"\1 + \2"),
    ("sum|total", rf"\b(?:the )?(?:sum|total) (?:of|from) ({N}) (?:and|with) ({N})", r"\1 + \2"),
    (
        "total",
        rf"\b(to|you|u|i|we|can|could|might|would|please) total ({N}) and ({N}){_NOTHING_MORE}",
        r"\1 \2 + \3",
    ),
    (
        "added|together",
        rf"\b({N}) and ({N}) (?:make|makes|come to|comes to|give|gives)(?: when)? (?:(?:they|you) (?:are )?)?"
        rf"(?:added|put) (?:together|up)",
        r"\1 + \2",
    ),
    (
        "summed|added",
        rf"\b({N}) and ({N})(?: ,)? (?:summed|added)(?: up| together)?{_NOTHING_MORE}",
        r"\1 + \2",
    ),
    (
        "start",
        rf"\bstart (?:at|from|with|on) ({N}) (?:,|and|then) add (?:on )?({N}){_NOTHING_MORE}",
        r"\1 + \2",
    ),
    ("added", rf"\b(?:you|u|i|we) added ({N}) to ({N}){_NOTHING_MORE}", r"\2 + \1"),
    ("addition", rf"\b(?:the )?addition (?:of )?({N}) (?:and|with|plus) ({N}){_NOTHING_MORE}", r"\1 + \2"),
    (
        "multipl",
        rf"\b(?:the )?(?:multiply(?:ing)?|multiplication)(?: of)? (?:together )?({N}) (?:by|and|with|times)"
        rf" ({N})(?: together)?{_NOTHING_MORE}",
        r"\1 * \2",
    ),
    ("times", rf"(?:^|{_DOER})times ({N}) by ({N})", r"\1 * \2"),
    (
        "multipl",
        rf"\b({N}) and ({N}) (?:multiply to|multiplied(?: together)?|make when multiplied)",
        r"\1 * \2",
    ),
    ("product", rf"\b(?:the )?product of ({N}) (?:and|with|&) ({N})", r"\1 * \2"),
    ("divid", rf"\bdivid(?:e|ing) ({N}) (?:by|through|with) ({N})", r"\1 / \2"),
    ("division", rf"\b(?:the )?division (?:of )?({N}) (?:by|on|through) ({N}){_NOTHING_MORE}", r"\1 / \2"),
    ("square", rf"\b(?:the )?square of ({N})", lambda m: f"{_bracketed(m.group(1))} ^ 2"),
    ("cube", rf"\b(?:the )?cube of ({N})", lambda m: f"{_bracketed(m.group(1))} ^ 3"),
    ("power", rf"\b(the )?({N}|[a-z]+) ((?:st|nd|rd|th) )?power of ({N})", lambda m: _power_of(m)),
    ("pow", rf"\bpow \( ({N}) , ({N}) \)", r"\1 ^ \2"),
    ("pwr", rf"{_BASE} pwr ({N})", r"\1 ^ \2"),
    ("exponent", rf"{_BASE} (?:(?:to|with) )?(?:the |an )?exponent (?:of )?({N})", r"\1 ^ \2"),
    ("power", rf"{_BASE} power ({N})", r"\1 ^ \2"),
    ("square", rf"\bsquare ({N})", r"\1 ^ 2"),
    ("cube", rf"\bcube ({N})", r"\1 ^ 3"),
    ("raise", rf"\b(?:take|start with) ({N}) (?:and|,) raise it to\b", r"raise \1 to"),
    ("raise", rf"\braise ({N}) to\b", lambda m: f"{_bracketed(m.group(1))} raised to"),
    (
        "power|degree",
        rf"{_BASE} (?:to|raised to|in|at|on|with) (?:the )?(?:power|degree) (?:of )?({N})",
        r"\1 ^ \2",
    ),
    ("power|degree", rf"{_BASE} in the ({N}) (?:st|nd|rd|th )?(?:power|degree)", r"\1 ^ \2"),
    ("power|degree", rf"{_BASE} in the ([a-z]+) (?:power|degree)", lambda m: _ordinal_power(m)),
    ("square|cube", rf"({N}) in (?:the )?(square|cube)\b", lambda m: f"{m.group(1)} ^ {_POWERS[m.group(2)]}"),
    ("raised", rf"{_BASE} raised to ({N})(?! ?[a-z])", r"\1 ^ \2"),
    ("the", rf"{_BASE} (?:to|raised to) the ({N}) (?:st|nd|rd|th)(?: power)?", r"\1 ^ \2"),
    ("the", rf"{_BASE} (?:to|raised to) the ([a-z]+)(?: power)?\b", lambda m: _ordinal_power(m)),
    ("the", rf"{_BASE} (?:to|raised to) the ({N})$", r"\1 ^ \2"),
    ("power", rf"{_BASE} (?:to|raised to) ({N}) (?:st|nd|rd|th) power\b", r"\1 ^ \2"),
    ("power", rf"{_BASE} (?:to|raised to) the ({N}) power\b", r"\1 ^ \2"),
    ("power", rf"{_BASE} (?:to|raised to) ([a-z]+) power\b", lambda m: _ordinal_power(m)),
    ("squared|sqrd|sqd", rf"{_BASE} (?:squared|sqrd|sqd)\b", r"\1 ^ 2"),
    ("cubed|cubd", rf"{_BASE} (?:cubed|cubd)\b", r"\1 ^ 3"),
    (
        "square|cube",
        rf"{_BASE} (square|cube)(?=$| (?:is|are|makes|equals|=) (?:how much|what)$)",
        lambda m: f"{m.group(1)} ^ {_POWERS[m.group(2)]}",
    ),
    (
        "sum|total|product",
        rf"\b(?:the )?(sum|total|product) of ((?:{_POWERED} (?:,|, and|and) )+{_POWERED}){_NOTHING_MORE}",
        lambda m: _powers_joined(m),
    ),
    ("multiplied", r"\bmultiplied (?:by|on|with|to)\b", "*"),
    ("multiply", r"(?<=\d) multiply (?:by |on |with )?(?=-?[\d.])", " * "),
    ("divided", r"\bdivided (?:by|to|for)\b", "/"),
    ("/ by", r"(?<=\d) / by (?=-?[\d.])", " / "),
    ("divide", r"(?<=\d) divide (?:by |on |through )?(?=-?[\d.])", " / "),
    ("div", r"(?<=\d) (?:div|divided|when divided by|when divide by) (?=-?[\d.])", " / "),
    ("take", r"\btake away\b", "-"),
    ("subtract", r"(?<=\d) subtract(?:ed)? by (?=-?[\d.])", " - "),
    ("added with", rf"(?<=\d) added with (?={N}{_NOTHING_MORE})", " + "),
    ("plus", r"\bplus\b", "+"),
    ("minus", r"\bminus\b", "-"),
    ("less", rf"(?<![\w.]){N}(?: less {N}(?! than\b)){{2,}}", lambda m: m.group().replace(" less ", " - ")),
    ("times", r"\btimes(?: by)?\b", "*"),
    ("take off|go away|remove|deduct", rf"(?<=\d) (?:take off|go away|remove|deduct) (?={N})", " - "),
    ("add", rf"(?<=\d) add (?={N})", " + "),
    ("from", rf"^((?:[a-z']+ )*)from ({N}) (?=- {N}{_NOTHING_MORE})", r"\1\2 "),
]
"""Operator words in the order they are tried; earlier phrases keep their operands' order straight."""

LEADING_PHRASES: Phrases = [
    ("add", rf"\badd ({N})", r"+ \1"),
    ("subtract|take", rf"\b(?:subtract|take away|take off) ({N})", r"- \1"),
    ("multiply", rf"\bmultiply (?:it |that |this )?(?:by )?({N})", r"* \1"),
    ("divide", rf"\bdivide (?:it |that |this )?by ({N})", r"/ \1"),
    ("square", r"\b(?:square (?:it|that|this)|squared)\b", "^ 2"),
    ("cube", r"\b(?:cube (?:it|that|this)|cubed)\b", "^ 3"),
    ("double", r"\bdouble (?:it|that|this)\b", "* 2"),
    ("halve", r"\bhalve (?:it|that|this)\b", "/ 2"),
    ("power", rf"\b(?:raise (?:it |that |this )?)?to the power (?:of )?({N})", r"^ \1"),
]
"""Operations with no first number, for follow-ups such as "now add 9" or "double it"."""


def _rewrite(text: str, phrases: Phrases) -> str:
    for words, pattern, replacement in phrases:
        if mentions(words, text):
            text = re.sub(pattern, replacement, text)
    return re.sub(r"\s+", " ", text).strip()


def operators_as_symbols(text: str) -> str:
    """Operator words as symbols: "subtract 3 from 10" → "10 - 3", "14 cubed" → "14 ^ 3"."""
    return _rewrite(text, OPERATOR_PHRASES)


def leading_operations(text: str) -> str:
    """Operations on an earlier answer as symbols: "now add 9" → "now + 9", "double it" → "* 2"."""
    return _rewrite(_rewrite(text, OPERATOR_PHRASES), LEADING_PHRASES)


_ALTOGETHER = lazy(r" (?:altogether|all together|in total|in all)$", needs="together|in total|in all")
"""Words after a sum that only say it is a sum: "How much is 12 plus 8 altogether?"."""


_LEFT = lazy(
    r"(?: ,| ;)? (?:how (?:much|many)|what)(?: is| are| am| do| does| will)?(?: i| we| you| it)?(?: have)?"
    r" (?:stays?|remains?|left|rest)(?: over| with)?$",
    needs="stay|remain|left|rest",
)
"""Words after a taking away that ask what is left: "From 1,000 go away 264, how much stay?"."""
_LEFT_BEFORE = lazy(
    r"^(?:please ,? )?(?:how (?:much|many)|what) (?:is|are|will be|would be) (?:left|remaining|left over)"
    r" (?:if|when|after|once) (?=from |-?[\d.])",
    needs="left|remaining",
)
"""Words before a taking away that ask what is left: "Please, how much is left if from 700 I take away
450?"."""


_TIME_FOR_TIMES = lazy(rf"({N}) time (?={N}$)", needs=" time ")
""" "time" for "times" between two numbers and nothing else: "I want know 34 time 26 for my exam"."""


_HOW_MANY_THINGS_IS = lazy(
    r"^how many (?!(?:more|less|fewer|times|left|each|per|extra|of|over)\b)(?:[a-z]+ ){1,3}?(?:is|are)"
    r" (?=-?\d)",
    needs="how many",
)
"""A question that names what its answer counts: "How many little cubes is 4 cubed?" asks what 4 cubed is."""


def read(text: str) -> Spec | None:
    """ "What is 100 minus 37?", "take 9 away from 50", "the product of 12 and 13"."""
    math = operators_as_symbols(_HOW_MANY_THINGS_IS.sub("", text))
    if (summed := _ALTOGETHER.sub("", math)) != math and set(re.findall(r"(?<= )[-*/^](?= )", summed)):
        return None  # "altogether" after a sum with another operation says more than the sum
    taken = _LEFT_BEFORE.sub("", _LEFT.sub("", summed))
    if taken != summed and re.findall(r"(?<= )[-+*/^](?= )", taken) != ["-"]:
        return None  # "what is left" after more than one taking away may ask about another part
    if " time " in taken:
        taken = _TIME_FOR_TIMES.sub(r"\1 * ", without_fillers(taken))
    return read_symbols(taken)
