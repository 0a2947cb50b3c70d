"""Words that may change what a question asks, for the readers that leave unknown words out or read them as
slips (imported only when one of them runs: building the set costs time on every question otherwise)."""

from __future__ import annotations

MEANING_WORDS = frozenset({
    # "not" and second thoughts
    "not", "no", "nor", "neither", "instead", "wait", "oops", "meant", "mean", "rather", "except",
    "unless", "otherwise", "opposite", "wrong", "incorrect", "false", "true", "mistake", "error", "else",
    "other", "or", "correct",
    # near enough, and other forms of the answer
    "estimate", "estimated", "estimating", "estimation", "approx", "approximate", "approximately",
    "approximation", "roughly", "rough", "round", "rounded", "rounding", "nearest", "nearly", "closest",
    "close", "almost", "around", "exact", "exactly", "binary", "hex", "hexadecimal", "octal", "base",
    "roman", "numeral", "numerals", "words", "word", "standard", "scientific", "notation", "form",
    "fraction", "fractions", "decimal", "decimals", "percent", "percentage", "ratio", "mixed",
    "improper", "simplest", "lowest", "terms", "whole", "integer", "integers", "place", "places", "dp",
    "sf", "significant", "figure", "figures", "digit", "digits", "tens", "ones", "units", "tenths",
    "hundredths", "thousandths", "hundreds", "thousands", "millions", "negative", "positive", "absolute",
    "reciprocal", "inverse", "reverse", "reversed", "backwards", "backward", "flipped", "swap",
    "swapped",
    # other calculations and questions about numbers
    "root", "roots", "sqrt", "squares", "cubes", "powers", "exponent", "factorial", "log", "logs", "sin",
    "cos", "tan", "prime", "primes", "factor", "factors", "multiples", "even", "odd", "average",
    "median", "mode", "range", "mod", "modulo", "gcd", "hcf", "lcm", "halve", "halved", "halving",
    "doubled", "doubling", "halves", "double", "twice", "thrice", "triple", "tripled", "treble",
    "quadruple", "dozen", "dozens", "pair", "pairs", "couple", "score", "gross", "first", "next",
    "previous", "before", "after", "later", "earlier", "ago", "until", "till", "since", "past", "bigger",
    "larger", "greater", "smaller", "fewer", "most", "least", "biggest", "largest", "smallest", "higher",
    "lower", "older", "younger", "taller", "shorter", "longer", "heavier", "lighter", "slower",
    "increase", "increased", "decrease", "decreased", "reduce", "reduced", "each", "every", "per",
    "both", "either", "all", "apart", "distance", "far", "gap", "among", "amongst", "remain", "remains",
    "remaining", "change", "spent", "spend", "cost", "costs", "price", "pay", "paid", "save", "saved",
    "earn", "earned", "lost", "lose", "gave", "gain", "gained", "split", "groups", "lots", "sets",
    "rows", "go", "goes", "went", "fit", "fits", "whether", "compare", "why",
    # times and clocks, for the time readers
    "hour", "hours", "minute", "minutes", "second", "seconds", "day", "days", "week", "weeks", "month",
    "months", "year", "years", "pm", "clock", "noon", "midnight", "quarter", "time", "times",
    # what a clock reading marks: which event is asked about decides the way to go
    "start", "starts", "started", "begin", "begins", "began", "leave", "leaves", "left", "depart",
    "departs", "departed", "arrive", "arrives", "arrived", "finish", "finishes", "finished", "end",
    "ends", "ended", "open", "opens", "opened", "closes", "closed", "land", "lands", "landed",
    "due", "late", "early", "ready", "waited", "supposed", "scheduled", "expected", "timetabled",
    # practice and lessons, for their own readers
    "practice", "practise", "similar", "harder", "more",
    # what the coach says it cannot do
    "joke", "jokes", "funny", "weather", "poem", "story",
})  # fmt: skip
"""Words that may change what is asked, which no filler stands for: never left out as chatter
(readers.chatter) nor read as a slip of another word (readers.typos): "halve" is not "have", "per" is not
"for", "hex" is not "hey"."""

_SUMS = frozenset({"+", "series", "sum_of_squares", "sum_of_cubes", "add_time"})
_TOTALS = _SUMS | {"*"}  # "What's the total, 5 lots of 147?"
_TAKE_AWAY = frozenset({"-"})
_SHARE = frozenset({"/"})
ANSWERED_BY: dict[str, frozenset[str]] = {
    **dict.fromkeys(("left", "remain", "remains", "remaining", "change", "difference", "behind", "short"),
                    _TAKE_AWAY),
    "go": _TAKE_AWAY | _SHARE,  # "how many to go?", "how many times does 8 go into 50?"
    **dict.fromkeys(("total", "altogether", "together", "combined", "all"), _TOTALS),
    "sum": _SUMS,  # and "total" as a verb: "12 x 4. What does that total?" asks no product
    **dict.fromkeys(("each", "per", "apiece", "share", "head"), _SHARE),  # "how much a head?"
    "quotient": _SHARE,
    "product": frozenset({"*"}),
    "remainder": frozenset({"remainder"}),
    "length": frozenset({"time_between"}),
    # the operations' own names, as a heading says what kind of sum follows ("## Multiplying decimals")
    **dict.fromkeys(
        ("subtraction", "subtracting", "subtract", "minus", "take", "taking", "away"), _TAKE_AWAY
    ),
    **dict.fromkeys(("addition", "adding", "add", "plus"), _SUMS),
    **dict.fromkeys(("multiplication", "multiplying", "multiply", "times"), frozenset({"*"})),
    **dict.fromkeys(("division", "dividing", "divide"), _SHARE),
}  # fmt: skip
"""Words of a question, or names of its answer, that only some operations answer: "how much each?" a
share, "what's left?" a take-away, "the product" a product. Whatever weighs a question's words against the
calculation read beside it ("How much each, 645 − 15?" was 630) looks them up here."""
