"""What a question the coach cannot do really asks, so a refusal names only a reason that holds: "I can't
do logarithms yet" for "log 100" or "log base 2 of 8", never for a training log or a log book; averages for
"the mean of 4, 8 and 9", never for "what does 6 squared mean" or "add them up for the average sheet";
algebra for an unknown to solve ("3x + 2 = 11"), never for "x as in times"; percentages for a percentage
asked ("15% of 80"), never for "5% a year" said in brackets; changing one unit into another for an answer
asked in another unit than the numbers' ("5 km in miles", "3 km + 500 m"), never for "38 litres at £1.47"
or "a 22mm pipe"."""

from __future__ import annotations

from collections.abc import Callable

from quickmath.patterns import lazy

_ROOTS = lazy(
    r"\b(?:square|cube|\d+(?:st|nd|rd|th)|fourth|fifth|nth) roots?\b|\bsqrt\b|\broots? (?:of )?[-−]?\d",
    needs="root|sqrt",
)

_PERCENT_ASKED = lazy(
    r"\bpercentages?\b|\bpercent (?:of|off)\b"
    r"|\b(?:what|which|how much|as an?|as|in|by what|what's|whats) percent\b",
    needs="percent",
)
"""A percentage asked wherever it is said: "15% of 80", "20% off", "what percent is 12 of 48"."""
_PERCENT_APPLIED = lazy(
    r"\bpercent (?:on|more|less|increase|decrease|rise|drop|cut|discount|tip|vat|tax|interest|service|extra"
    r"|cheaper|dearer|bigger|smaller|higher|lower|up|down|added|taken|markup|profit|loss|deposit|commission"
    r"|cashback)\b"
    r"|\b(?:add|adding|plus|minus|take|taking|subtract\w*|including|includ\w+|increase\w*|decrease\w*|reduce\w*"
    r"|cut|raise\w*|grow\w*|drop\w*|fell|rose|less|discount\w*|knock\w*|interest|vat|tax|rate|tip)"
    r" (?:\w+ ){0,2}[-−]?\d[\d,.]* percent\b"
    r"|[-+*/] ?\d[\d,.]* percent\b|\d percent ?[-+*/] ?\d"
    r"|\d percent (?:a|per|each|every) (?:year|annum|month|week|day)\b"
    r"|\b(?:vat|tax|interest|tip|discount|service charge|commission|deposit|markup)\b[^;]*\d percent\b",
    needs="percent",
)
"""A percentage applied to an amount ("£150 plus 20% VAT", "increase 80 by 15%", "5% a year"), asked only
outside brackets: "(for 5% a year over three years)" tells where a number came from."""
_BRACKETED = lazy(r"\([^()]*\)", needs="(")

_LOG_ASKED = lazy(
    r"\blogarithm|\bln ?\(? ?\d"
    r"|(?:^|[;,(] |\b(?:the|is|what's|whats|find|calculate|compute|work out|evaluate|natural|a|and|of|plus"
    r"|minus|times) )logs? ?(?:(?:to )?(?:the )?base ?\d+ ?(?:of )?|of |_ ?\d+ ?|[₀-₉]+ ?|\( ?)?[-−]?\d",
    needs="log|ln",
)
""""Log" as the operation with its number ("log 100", "log base 2 of 8", "the log of 1000"), never a training
log, a food log or a log book."""

_TRIG_ASKED = lazy(
    r"\b(?:sine|cosine|trigonometry|trig)\b"
    r"|\b(?:sin|cos|tan|sine|cosine|tangent)s? ?(?:of )?\(? ?[-−]?\d[\d.]*"
    r"(?= ?(?:°|degrees?|deg|rad|\)|[-+*/=;,]|$))",
    needs="sin|cos|tan|trig",
)
"""Sine, cosine or tangent of an angle ("sin 30", "cos(60°)"); never "cos" texted for because ("cos 48 seems
wrong") or going off on a tangent."""

_UNKNOWN_ASKED = lazy(
    r"\b(?:algebra\w*|simultaneous|quadratics?|unknowns?|solve for|rearrange)\b"
    r"|\b(?:solve|find|value of|what is|what's|whats|work out) [xyzn](?= ?(?:;|,|$|if|when|given))"
    r"|(?<![a-z0-9.])[a-z] ?= ?[-−(]?\d|[-+=*/^] ?[xyzn](?![\w.])(?! ?\d)"
    r"|(?<![a-z0-9.])[xyzn] ?[-+=^²³](?! ?[a-z]{2})",
    needs="x|y|z|n|=|algebra|simultaneous|quadratic|unknown|solve|rearrange",
)
"""An unknown to solve: "solve 3x + 2 = 11", "x² + 4", "find n", "a = 3, b = 4"; never "x as in times" or "per
head x 40", an x between a word and a number."""

_FRACTION_FORM = lazy(
    r"\b(?:as|in(?:to)?) (?:an? )?(?:exact |proper |improper |mixed |simple |simplest )?fractions?\b"
    r"|\bfraction (?:form|answer)\b",
    needs="fraction",
)
"""A fraction asked as the form of an answer ("give the exact answer as a fraction"): the coach gives it."""

_PRIME_ASKED = lazy(
    r"\bprime (?:numbers?|factors?|factori[sz]ation|or (?:not|composite))\b"
    r"|\bprimes (?:between|up|under|below|less|from|to|in|of|are)\b"
    r"|\b(?:how many|list|which|what are the) primes\b"
    r"|\b(?:is|are|was) (?:\d[\d,]*|it|that|this|they|these|those)(?: (?:also|really|even))? (?:a )?primes?\b"
    r"|\bnext prime\b|\b\d+(?:st|nd|rd|th) prime\b|^\d[\d,]* (?:a )?prime$"
    r"|\d is (?:a )?prime\b.*\b(?:right|true|correct|wrong)\b",
    needs="prime",
)
"""A prime asked ("is 91 prime", "the primes up to 50"), never "Amazon Prime", "prime time" or a claim told
beside another question ("my niece insists 91 is prime, so is 91 divisible by 7")."""
_PRIME_CLAIMED = lazy(
    r"\b(?:says?|said|insists?|thinks?|reckons?|claims?|told me|believes?|swears?) (?:that )?\d[\d,]* is"
    r" (?:a )?prime(?: number)?\b(?!.*\b(?:right|true|correct|wrong)\b)",
    needs="prime",
)

_MEAN_NOT_ASKED = lazy(
    r"\b(?:i|you|we|they|he|she|it|that|this|does|do|did|would|might|could|will|to|what|which|really|actually"
    r"|just|also|still) (?:\S+ ){0,6}?mean(?:s|t|ing)?\b(?! (?:of|average|value|score|mark|age))"
    r"|\bmean(?:s|t|ing)? (?:well|it|that|this|to|by|you|me|what)\b",
    needs="mean",
)
""""Mean" said of meaning ("what does 6 squared mean", "I mean", "mean well")."""
_AVERAGE_NOT_ASKED = lazy(
    r"\b(?:on|above|below|than|about|pretty|just|very|fairly|quite|bang|better|worse) average\b"
    r"|\bfor (?:the|my|our|an?|his|her|their) (?:\w+ )?(?:average|mean|median)\b(?! of)"
    r"|\b(?:average|mean|median) (?:sheets?|spreadsheets?|forms?|columns?|rows?|logs?|charts?|tables?"
    r"|reports?|books?|tabs?|cells?|box|page|joes?|janes?|persons?|people|guys?|blokes?|man|men|woman|women|kids?"
    r"|students?|famil(?:y|ies)|households?|folk|punter)\b",
    needs="average|mean|median",
)
"""An average named but not asked: "on average", "above average", "an average Joe", "add them up for the
average sheet"."""
_AVERAGE_ASKED = lazy(r"\b(?:average|mean|median)s?\b", needs="average|mean|median")


def _asks_a_root(piece: str) -> bool:
    return _ROOTS.search(piece) is not None


def _asks_a_percentage(piece: str) -> bool:
    piece = piece.replace("per cent", "percent")  # "15 per cent of 80"
    if "percent" not in piece:
        return False
    return bool(_PERCENT_ASKED.search(piece) or _PERCENT_APPLIED.search(_BRACKETED.sub(" ", piece)))


def _asks_a_logarithm(piece: str) -> bool:
    return _LOG_ASKED.search(piece) is not None


def _asks_trigonometry(piece: str) -> bool:
    return _TRIG_ASKED.search(piece) is not None


def _asks_a_factorial(piece: str) -> bool:
    return "factorial" in piece


_YES_OR_NO = lazy(r"\by ?/ ?n\b", needs="y")
""""y/n" after a question: yes or no, no unknown."""


def _asks_an_unknown(piece: str) -> bool:
    return _UNKNOWN_ASKED.search(_YES_OR_NO.sub(" ", piece)) is not None


def _asks_fractions(piece: str) -> bool:
    return "fraction" in piece and _FRACTION_FORM.sub(" ", piece).count("fraction") > 0


def _asks_a_prime(piece: str) -> bool:
    return "prime" in piece and _PRIME_ASKED.search(_PRIME_CLAIMED.sub(" ", piece)) is not None


def _asks_an_average(piece: str) -> bool:
    if not any(word in piece for word in ("average", "mean", "median")):
        return False
    return _AVERAGE_ASKED.search(_AVERAGE_NOT_ASKED.sub(" ", _MEAN_NOT_ASKED.sub(" ", piece))) is not None


def _asks_calculus(piece: str) -> bool:
    return any(word in piece for word in ("derivative", "integral", "differentiat", "integrate"))


def _asks_a_unit_change(piece: str) -> bool:
    from quickmath.offline.reading import unit_changes  # only for a question with a unit beside a number

    return unit_changes.asked(piece)


UNIT_CHANGE = "changing one unit into another"

UNSUPPORTED: list[tuple[Callable[[str], bool], str]] = [
    (_asks_a_root, "square roots"),
    (_asks_a_percentage, "percentages"),
    (_asks_a_logarithm, "logarithms"),
    (_asks_trigonometry, "trigonometry"),
    (_asks_a_factorial, "factorials"),
    (_asks_an_unknown, "algebra"),
    (_asks_fractions, "fractions"),
    (_asks_a_prime, "prime numbers"),
    (_asks_an_average, "averages"),
    (_asks_calculus, "calculus"),
    (_asks_a_unit_change, UNIT_CHANGE),
]
"""Each thing the coach cannot do yet, with a test that the question really asks it, in order."""


def unsupported_topic(piece: str) -> str | None:
    """What the piece asks that the coach cannot do yet, named as a refusal names it; None when it asks none
    of them."""
    return next((topic for asked, topic in UNSUPPORTED if asked(piece)), None)
