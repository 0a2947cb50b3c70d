"""Multiplying said without "times": "7 lots of 8", "30 groups of 40", "double 37", "triple 26",
"multiply 14 by itself", and of an amount told just before: "It uses 175 ml milk, so how much is three lots of
that?", "She earns 320 a week. How much is twice that?", "The bag weighs 2.4 kg. What is half of that?"; and a
recipe scaled from the count it serves to another: "a recipe for 6 people uses 240 g of rice ; how much rice
for 18 people?" (240 × 18 ÷ 6)."""

from __future__ import annotations

import re

from quickmath.offline.asks import ExpressionSpec, ProblemSpec, Spec
from quickmath.offline.reading.builds import as_written
from quickmath.offline.reading.phrases import Phrase, read_phrases
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy

_PACKED = (
    r"(?:boxes|packs|packets|bags|crates|cases|trays|pallets|cartons|batches|bundles|stacks|tins|jars|bottles"
    r"|rolls|sacks|tubs|reams|sheets|strips|blocks|loads|servings|portions)"
)
"""Things that hold a count: "12 boxes of 144", "6 crates of 12 bottles"."""
PHRASES = [
    Phrase("lots|groups|sets|rows", rf"({N}) (?:lots|groups|sets|rows) of ({N})", as_written("*")),
    Phrase(" of ", rf"({N}) {_PACKED} of ({N})(?: [a-z]+)?", as_written("*")),
    Phrase("double|twice", rf"(?:double|twice) ({N})", lambda a: ProblemSpec("*", a, "2")),
    Phrase(
        "double|triple|treble",
        rf"(double|triple|treble) (?:the )?({N}) ?(?:[a-z]+ )?of (?:the )?[a-z]+(?: for (?:me|us))?",
        lambda factor, a: ProblemSpec("*", a, "2" if factor == "double" else "3"),
    ),
    Phrase("double|triple", rf"(?:the )?double of ({N})", lambda a: ProblemSpec("*", a, "2")),
    Phrase("double|triple", rf"(?:the )?triple of ({N})", lambda a: ProblemSpec("*", a, "3")),
    Phrase("doubled", rf"({N}) doubled", lambda a: ProblemSpec("*", a, "2")),
    Phrase("tripled|trebled", rf"({N}) (?:tripled|trebled)", lambda a: ProblemSpec("*", a, "3")),
    Phrase(" s", rf"({N}) ({N}) s", as_written("*")),
    Phrase("triple|treble", rf"(?:triple|treble|three times) ({N})", lambda a: ProblemSpec("*", a, "3")),
    Phrase("itself", rf"(?:multiply|times) ({N}) by itself", lambda a: ProblemSpec("*", a, a)),
    Phrase("itself", rf"({N}) (?:multiplied by|times) itself", lambda a: ProblemSpec("*", a, a)),
]


_OF_THAT = lazy(
    rf"\b(?:(double|twice)|(triple|treble)|(half|halve)|({N}) (?:lots|times|helpings|portions) of"
    rf"|({N}) times) (?:of )?(?:that|it|this)(?: amount)?\b",
    needs="that|it|this",
)
_NOT_ONE_AMOUNT = lazy(
    r"\b(?:left|spent|spend|more|less|minus|plus|each|per|every|share[sd]?|gave|give|lost|lose|then|after|before"
    r"|add|added|take|took|total|altogether|difference|change|rest|remain\w*|than|of them|between)\b"
)
"""Words of another step, after which "that" may be an amount not told: "I had 175 and spent some. Double
that?"."""
_REFERS_BACK = lazy(r"(?:it|this|that|they|so|and|then)\b")
_SAID_FACTOR = {
    "doubl": "2",
    "twice": "2",
    "tripl": "3",
    "trebl": "3",
    "thrice": "3",
    "halv": "/2",
    "half": "/2",
}


def _of_that(text: str) -> Spec | None:
    """An amount told, then scaled as "that": the one number before, times the factor the words name."""
    scaled = _OF_THAT.search(text)
    if scaled is None or re.search(N, text[scaled.end() :]) or _REFERS_BACK.match(text):
        return None  # "it needs 350 g , so … double that", cut from a message, may leave out what "it" is
    told = re.findall(N, text[: scaled.start()])
    if len(told) != 1 or told[0].startswith("-") or _NOT_ONE_AMOUNT.search(text[: scaled.start()]):
        return None
    double, triple, half, lots, times = scaled.groups()
    factor = "2" if double else "3" if triple else "/2" if half else lots or times
    if any(stem in text and said != factor for stem, said in _SAID_FACTOR.items()):
        return None  # "doubling my recipe … three lots of that": the words name two factors
    return ProblemSpec("/", told[0], "2") if factor == "/2" else ProblemSpec("*", told[0], factor)


_MADE_TIMES = lazy(
    r"\b(?:making|make|made|baking|bake|cooking|cook|doing|do|did|done|repeating|repeat|repeated|ran|run|went"
    r"|go|drove|drive|walked|walk|cycled|cycle|swam|swim|buy|bought|use|used|visit|visited)"
    rf" (?:(?:it|this|that|the recipe|the batch|the mix|the trip|the run|the walk|the route) )?({N}) times"
    r"(?: over| this (?:week|month|year|term)| last (?:week|month|year)| today| so far"
    r"| (?:a|per|each|every) (week|month|day|year|term))?(?= ;| ,|$)",
    needs="times",
)
"""A recipe made a number of times over ("the recipe needs 240 g of flour and I'm making it 3.5 times"), a
trip done so many times ("the school run is 6 miles there and back and I did it 9 times")."""
_TIMED = lazy(rf"{N} (?:seconds?|secs?|minutes?|mins?|hours?|hrs?|h|days?)\b")
_ASKS_HOW_MUCH = lazy(
    r"^(?:so )?(?:how (?:much|many|far)|(?:the |what is the )?total)(?: (?!(?:a|per|each|every)\b)([a-z]+))?"
)


def _made_times(text: str) -> Spec | None:
    """An amount a recipe needs, the recipe made a number of times over, and how much is asked: the amount
    times that number, the two numbers the only ones told."""
    made = _MADE_TIMES.search(text)
    rest = text[made.end() :].lstrip(" ;,") if made else ""
    asked = _ASKS_HOW_MUCH.match(rest) if made else None
    if made is None or asked is None:
        return None
    if made.group(2) and not re.fullmatch(
        rf"(?: (?:a|per|each|every|in a|for a) {made.group(2)})?", rest[asked.end() :]
    ):
        return None  # "I go 3 times a week , how much a week?" is one week's; never another period's
    if (
        asked.group(1) not in (None, "is", "do", "will", "would", "in")
        and asked.group(1) not in text[: made.start()]
    ):
        return None  # "how much time?": what is asked is not what the recipe needs
    told = re.findall(N, text[: made.start()])
    if len(told) != 1 or told[0].startswith("-") or re.search(N, text[made.end() :]):
        return None
    if _TIMED.search(text[: made.start()]):
        return None  # "a batch takes 40 minutes and I'm making it 3 times": in turn, or all at once?
    after = "" if made.group(2) else rest[asked.end() :]  # "… , how much each week?": the period asked
    if _NOT_ONE_AMOUNT.search(text[: made.start()]) or _NOT_ONE_AMOUNT.search(after):
        return None  # "… and 100 g extra", "how much is left?"
    return ProblemSpec("*", told[0], made.group(1))


_SCALING_FIRST = lazy(
    r"^(?:i am |we are |i m |just )?(doubling|double|tripling|triple|trebling|treble|halving|halve)"
    r"(?: (?!\d)[a-z]+){1,4} (?:;|,) (.+)$",
    needs="doubl|tripl|trebl|halv",
)
"""A recipe or batch scaled, named first, then one amount of it: "tripling the shortbread ; 125 g of sugar
becomes how much?", "halving my nan's recipe ; 450 g of butter , how much do I need now?"."""
_HOW_MUCH_NOW = lazy(
    r"(?:^| ; | , | )(?:(?:becomes|is|makes) )?(?:so )?how (?:much|many)(?: [a-z]+)?"
    r"(?: (?:do|will|would|should) (?:i|we|you) (?:need|use|want)| is that| now| then| becomes| is it)*$"
)


def _scaled_first(text: str) -> Spec | None:
    """A whole recipe scaled, said first, and one amount of it asked after scaling: the amount times (or over)
    the factor the word names ("tripling the shortbread: 125 g of sugar becomes how much?" is 125 × 3). The
    amount is the one number told, and nothing else is done to it."""
    found = _SCALING_FIRST.fullmatch(text)
    if found is None:
        return None
    said, rest = found.groups()
    told = re.findall(N, rest)
    asked = _HOW_MUCH_NOW.search(rest)
    if len(told) != 1 or told[0].startswith("-") or asked is None or _NOT_ONE_AMOUNT.search(rest):
        return None
    factor = next(factor for stem, factor in _SAID_FACTOR.items() if said.startswith(stem))
    return ProblemSpec("/", told[0], "2") if factor == "/2" else ProblemSpec("*", told[0], factor)


_SCALED_TO = lazy(
    rf"\b(?:(?:need|needs|want|wants|make|making|cook|cooking|do|doing|scale|scaling|scaled|bake|baking)"
    rf" (?:it |them |this |that |the recipe |the batch |enough )?(?:for|to serve|to feed|to make|to|up to)"
    rf"|(?:how (?:much|many)(?: [a-z]+)?(?: (?:do|will|would|should) (?:i|we|you) (?:need|use|want))?"
    rf" (?:for|to serve|to feed|to make)))"
    rf" ({N})(?: ([a-z]+))?",
    needs="for|to",
)
"""The count a recipe is wanted for: "I need it for 36", "how much rice for 18 people?", "scaling to 12"."""
_MADE_FOR = lazy(
    rf"\b(?:for|serves|serving|feeds|feeding|makes|making|yields|of) ({N})(?: ([a-z]+))?"
    rf"|(?<![\w.])({N}) ([a-z]+) (?:take|takes|need|needs|use|uses)\b",
    needs="for|serv|feed|mak|yield|of|take|need|use",
)
"""The count a recipe is told for: "a recipe for 6 people", "serves 4", "makes 8 pancakes", "12 cookies
take …"."""
_RECIPE = lazy(r"\b(?:recipe|batch|serves|serving|feeds|makes|yields|mix|dish|punch|soup|cake)\b")
_SERVES_PEOPLE = lazy(r"\b(?:serves|serving|feeds|feeding)\b", needs="serv|feed")
_PEOPLE = lazy(
    r"(?:people|persons?|guests?|kids|children|adults|friends|portions?|servings?|plates?|diners|mouths|us|of)$"
)
"""What a recipe that serves a count is scaled to: people, or their portions."""
_NOT_SCALED = lazy(
    r"\b(?:minutes?|mins?|hours?|hrs?|seconds?|degrees?|temperature|oven|gas mark|long|time|left|more|less"
    r"|extra|each|per|spare|remain\w*|cost|price|pay|days?|weeks?|lasts?|£|\$|€)\b|°"
)
"""What does not grow with the people served (cooking time, the oven), or another question."""


def _scaled_to(text: str) -> Spec | None:
    """A recipe told for one count with one amount of it, and asked for another count: the amount times the
    new count over the old ("a recipe for 6 people uses 240 g of rice ; how much rice for 18 people?" is
    240 × 18 ÷ 6). The amount carries a unit; the two counts count the same thing, or one names none."""
    from quickmath.offline.readers.units import is_unit  # only for a recipe scaled to a count
    from quickmath.offline.reading.nouns import same_noun

    text = _without_its_factor(text)
    numbers = re.findall(N, text)
    if len(numbers) != 3 or not _RECIPE.search(text) or _NOT_SCALED.search(text):
        return None
    wanted = [found for found in _SCALED_TO.finditer(text)]
    if len(wanted) != 1:
        return None
    target, target_noun = wanted[0].group(1), wanted[0].group(2)
    rest = text[: wanted[0].start(1)] + " " + text[wanted[0].end(1) :]
    told = [
        (count, noun)
        for found in _MADE_FOR.finditer(rest)
        for count, noun in [(found.group(1) or found.group(3), found.group(2) or found.group(4))]
        if count in numbers and not (noun and is_unit(noun))
    ]
    if len(told) != 1 or numbers.count(target) != 1 or numbers.count(told[0][0]) != 1:
        return None
    made, made_noun = told[0]
    amount = next(number for number in numbers if number not in (target, made))
    unit = re.search(rf"(?<![\w.]){re.escape(amount)} ?([a-z]+)", text)
    if unit is None or not is_unit(unit.group(1)) or amount.startswith("-"):
        return None
    if _counted(made_noun) and _counted(target_noun) and not same_noun(made_noun or "", target_noun or ""):
        return None  # "a recipe for 6 people … how much for 18 cakes?"
    serves_people = not _counted(made_noun) and _SERVES_PEOPLE.search(text) is not None
    if serves_people and _counted(target_noun) and not _PEOPLE.match(target_noun or ""):
        return None  # "Recipe serves 4: 200 g flour. How much flour for 6 cakes?" was 300: it serves people
    return ExpressionSpec(f"{amount} × {target} ÷ {made}")


_FACTOR_TOLD = lazy(
    rf"(?: ,| ;)? (?:so |which is |that is |that s |i\.e\. )?(?:times|multiply|multiplied|scale|scaled)"
    rf" (?:it |that |everything |the recipe |all )?by ({N})(?= ,| ;|$)",
    needs="times|multipl|scale",
)
"""The learner's own factor told beside the counts: "I need it for 36 , so times it by 9"."""


def _without_its_factor(text: str) -> str:
    """The text without a factor the learner worked out, when it is the new count over the old one ("serves
    4 , I need it for 36 , so times it by 9"); a factor that is not (by 8) is kept, and the text not read."""
    from fractions import Fraction

    told = _FACTOR_TOLD.search(text)
    wanted = _SCALED_TO.search(text)
    made = _MADE_FOR.search(text[: wanted.start()] if wanted else "")
    if told is None or wanted is None or made is None or not (count := made.group(1) or made.group(3)):
        return text
    try:
        fits = Fraction(wanted.group(1)) == Fraction(told.group(1)) * Fraction(count)
    except (ValueError, ZeroDivisionError):
        return text
    return text[: told.start()] + text[told.end() :] if fits else text


def _counted(noun: str | None) -> bool:
    return noun is not None and noun not in ("and", "of", "it", "so", "but", "with", "is", "i", "we")


def read(text: str) -> Spec | None:
    return (
        read_phrases(text, PHRASES)
        or _of_that(text)
        or _made_times(text)
        or _scaled_first(text)
        or _scaled_to(text)
    )
