"""Guards of a story whose second part asks another measure, another judgement or another verb than its
numbers answer: a weight, a length, how long or an area asked of numbers that carry none ("24 items at 2.25
each. How heavy is it?"), a judgement asked of an amount ("Is that a good deal?"), a charge named with no
amount of its own ("… how much each with the service charge?"), a second verb done to the things of the
first ("Made 146 cakes, iced 173"), a count beside a number labelled with another thing ("2 adults ;
tickets 12"), and a thing each of a group does that they may do together ("32 singers and each sings 3
songs")."""

from __future__ import annotations

import re
from collections.abc import Callable

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.reading.guards import holders
from quickmath.offline.reading.guards.shared import TIME_OPERATIONS, Read, numbers_used
from quickmath.offline.reading.nouns import same_noun
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy

_WEIGHT_ASKED = lazy(
    r"\bhow heavy\b|\bweigh\b|\b(?:total |combined |overall )?(?:weight|mass)\b",
    needs="heavy|weigh|mass",
)
_WEIGHT_TOLD = lazy(
    r"(?<![a-z])(?:g|kg|kgs|kilos?|grams?|grammes?|kilograms?|lbs?|oz|ounces?|stones?|tons?|tonnes?)\b"
    r"|\b(?:weigh\w*|weight\w*|heav\w*|mass\w*)\b",
)
_LENGTH_ASKED = lazy(
    r"\bhow (?:far|tall|high|wide|deep)\b|\b(?:total |combined |overall )?(?:distance|height|width|depth)\b",
    needs="how|distance|height|width|depth",
)
_LENGTH_TOLD = lazy(
    r"(?<![a-z])(?:m|cm|mm|km|kms|metres?|meters?|miles?|mi|ft|feet|foot|inch|inches|yards?|yds?|mph|kph"
    r"|laps?|lengths?|blocks?|steps?|stor(?:ey|y|eys|ies)|floors?)\b"
    r"|\b(?:far|tall|high|wide|deep|long|distance|height|width|depth|walk\w*|ran|run\w*|drive\w*|drove"
    r"|rode|ride\w*|cycl\w*|swam|swim\w*|travel\w*)\b",
)
_LONG_ASKED = lazy(r"\bhow long\b", needs="how long")
_LONG_TOLD = lazy(
    rf"{_LENGTH_TOLD.pattern}|\d:\d\d|\d ?s\b"
    r"|(?<![a-z])(?:am|pm|noon|midday|midnight|o clock|secs?|seconds?|mins?|minutes?|h|hrs?|hours?|days?"
    r"|nights?|weeks?|fortnights?|months?|years?|yrs?|decades?|centur(?:y|ies)"
    r"|episodes?|lessons?|sessions?|shifts?|songs?|tracks?|films?|movies?|games?|matches|halves|periods"
    r"|quarters|innings|rounds?|since|until|till|from)\b"
)
_AREA_ASKED = lazy(r"\barea\b", needs="area")
_AREA_TOLD = lazy(
    rf"{_LENGTH_TOLD.pattern}|\d ?[*x] ?\d|\b(?:area|size)\b"
    r"|(?<![a-z])(?:sq|square|squared|m2|cm2|km2|ft2|acres?|hectares?|ha|by|across|sides?)\b"
)
_MEASURES = (
    (_WEIGHT_ASKED, _WEIGHT_TOLD),
    (_LENGTH_ASKED, _LENGTH_TOLD),
    (_LONG_ASKED, _LONG_TOLD),
    (_AREA_ASKED, _AREA_TOLD),
)
"""A measure asked (a weight, a length, how long, an area), and the words that tell a number in it: a unit, or
the measure named where it is told."""
_CALCULATION_TOLD = lazy(
    r"\d ?[*/+x] ?[£$€]?\d|\b(?:multipl\w*|times|divid\w*|plus|add|subtract\w*|minus|sum|product|quotient)\b"
)
"""A calculation told outright ("multiply 2.5 by 48 to get the weight"): its measure is the learner's."""


def measure_asked_untold(seen: Read) -> bool:
    """Is a weight, a length, how long or an area asked where no number is told in one ("24 items at 2.25
    each. How heavy is it?" was 54: 2.25 may be a price)? What the numbers give is not the measure asked."""
    if seen.operation in TIME_OPERATIONS or seen.operation == "-":
        return False  # a gap is in the measure of its numbers: "How far is 38 from 100?"
    text = seen.text
    for asked, told in _MEASURES:
        found = asked.search(text)
        if found is not None and told.search(text[: found.start()] + " ; " + text[found.end() :]) is None:
            return _CALCULATION_TOLD.search(text) is None
    return False


_JUDGEMENT = lazy(
    r"\b(?:good|great|fair|decent|bad|better|best|poor|reasonable|ok|okay|cheap) (?:deal|price|buy|value"
    r"|offer)s?\b|\bbargains?\b|\bvalue for money\b|\brip ?offs?\b|\bripped off\b|\bover ?priced\b"
    r"|\bworth (?:buying|getting|paying|it|the)\b|\bshould (?:i|we) (?:buy|book|go for)\b"
    r"|\btoo (?:cheap|expensive|pricey|dear|steep)\b"
    r"|\b(?:sound|seem|look)s? (?:reasonable|fair|cheap|expensive|pricey|steep|dear|good value)\b"
    r"|\b(?:is|was|are|were|s|would|will|does|do) (?:that|it|this|these|those|they)"
    r"(?: (?:be|seem|look|sound))?"
    r"(?: (?:too|very|really|quite|a bit|so))? (?:cheap|expensive|pricey|dear|reasonable|a lot|good|bad|fair"
    r"|normal|high|low|steep|affordable|over budget|within budget|under budget|in budget)\b"
    r"|(?:^|, )(?:too |very |really )?(?:fair|reasonable|cheap|expensive|pricey|steep|dear|decent)"
    r"(?: or (?:not|fair|reasonable|cheap|expensive|pricey|steep|dear))?$",
    needs="deal|price|buy|value|offer|bargain|rip|worth|should|cheap|expensive|pricey|dear|reasonable|a lot"
    "|good|bad|fair|normal|high|low|steep|afford|budget|decent",
)
"""A judgement asked of an amount: "Is that a good deal?", "a bargain?", "is it too expensive?", "- fair?"."""
_ASKED_IN_WORDS = lazy(r"\b(?:how|what|whats|when|which|who|where)\b")
"""A question asked in words beside a judgement: "How much change should I get?" asks an amount."""
_ANOTHER_ASK = lazy(
    r"\b(?:how|what|whats|which|total|sum|calculate|work out|find|cost|costs|come to|comes to)\b|[+*/=^]"
)


def judgement_asked(seen: Read) -> bool:
    """Is an amount worked out where the only question asks a judgement of it ("24 items at 2.25 each. Is
    that a good deal?" was 54)? The coach cannot judge a deal; the amount alone answers another question."""
    sentences = seen.text.split(" ; ")
    judged = [
        sentence
        for sentence in sentences
        if _JUDGEMENT.search(sentence) and not _ASKED_IN_WORDS.search(sentence)
    ]
    if not judged:
        return False
    return not any(_ANOTHER_ASK.search(sentence) for sentence in sentences if sentence not in judged)


_CHARGES = (
    r"(?:service(?: charge)?|(?:[a-z]+ )?fees?|surcharges?|tips?|gratuity|vat|tax|taxes|discount|markup"
    r"|mark-up|commission|interest|postage|p&p|shipping|delivery)"
)
_CHARGE_WORDS = (
    "service|fee|charge|tip|gratuity|vat|tax|discount|mark|commission|interest|postage|p&p|shipping|delivery"
)
_CHARGE = lazy(rf"\b{_CHARGES}\b", needs=_CHARGE_WORDS)
_CHARGE_ON = lazy(
    r"\b(?:with|plus|after|(?<!\d )(?:including|inc|incl)(?: ;)?|and|add|adding|less|minus|on top of)"
    r"(?: (?:the|a|an|its|our|my|your|their|his|her|some|any))?(?: (?!(?:free|no|zero|nil)\b)[a-z]+)?"
    rf" {_CHARGES}\b"
    r"(?! (?:is |are |was |were |already )*(?:included|inclusive|incl|inc|paid|covered|free|waived)\b)"
    rf"|\b{_CHARGES} (?:is |are )?(?:not included|not incl|not inc|extra|on top|to add|to come|excluded)\b",
    needs=_CHARGE_WORDS,
)
"""A charge put on an amount or taken off it: "with the service charge", "plus VAT", "after a discount";
never one already in it ("with service included", "£120 including service") or left out ("before VAT")."""
_AMOUNT_BEFORE = lazy(
    rf"(?<![\w.])[£$€]?({N})(?: ?percent| pounds| p| pence| quid| dollars| euros| cents)?"
    r"(?: (?!(?:with|plus|and|after|before|without|excluding|ex|for|by|of|in|on|at|to|from|than|per|each"
    r"|incl|inc|including|less|minus|add|adding|between|among|ways|people|of us|shared|split|came|comes)\b)"
    r"[a-z]+)? $"
)
_AMOUNT_AFTER = lazy(
    rf"^(?:of |is |was |were |: |= |at |came to |comes to |worth |added |)[£$€]?({N})(?![\w.])"
)
"""The amount of a charge, told right beside it: "a £5 tip", "12.5 percent service charge", "tip of £5"."""


def _amounts_of_charges(text: str) -> set[str]:
    """The numbers told right beside a charge anywhere in `text` ("£5 tip", "tip of £5", "Pitch fee £45")."""
    told = set()
    for found in _CHARGE.finditer(text):
        beside = _AMOUNT_BEFORE.search(text[: found.start()]) or _AMOUNT_AFTER.search(
            text[found.end() :].lstrip()
        )
        if beside:
            told.add(beside.group(1).replace(",", ""))
    return told


def charge_untold(seen: Read) -> bool:
    """Is an amount worked out where a charge is put on it or taken off it with no amount told, or with one
    the reading leaves out ("Split £120 between 3 of us, how much each with the service charge?" was 40)?"""
    if seen.operation in TIME_OPERATIONS or _CHARGE_ON.search(seen.text) is None:
        return False
    told = _amounts_of_charges(seen.text)
    return not told or not told <= set(numbers_used(seen) or [])


_DONE_IRREGULAR = frozenset({
    "made", "sold", "ate", "gave", "got", "took", "bought", "drew", "wrote", "sang", "ran", "won", "built",
    "caught", "sent", "spent", "found", "kept", "brought", "fed", "read", "cut", "put", "paid", "did",
    "hung", "sewn", "sewed", "grew", "threw", "lost", "broke", "wore", "swam", "rode", "drove", "flew",
    "froze", "shook", "stole", "chose", "dug", "sat", "tore", "wove", "knit", "lit", "bit", "hid",
})  # fmt: skip
_DONE = lazy(
    r"\b(?P<verb>[a-z]+) (?:(?:a|an|the|another|only|just|about|around|over) )?"
    rf"[£$€]?(?P<number>{N})(?![\w.])"
    r"(?: (?P<noun>[a-z]+))?"
    rf"|(?<![\w.])(?P<told>{N})(?: (?P<thing>[a-z]+))? (?P<done>[a-z]+)\b",
    needs="ed|" + "|".join(sorted(_DONE_IRREGULAR)),
)
"""A count told with what was done to it: "made 146 cakes", "iced 173", "146 cakes made", "173 iced"."""
_NOT_DONE = frozenset({
    "added", "subtracted", "multiplied", "divided", "timesed", "doubled", "halved", "tripled", "squared",
    "cubed", "rounded", "needed", "wanted", "started", "ended", "aged", "priced", "rated", "used", "charged",
    "costed", "owed", "weighed", "measured", "numbered", "scored", "totalled", "totaled", "reached",
})  # fmt: skip
"""Verbs before a number that tell what it is, not a thing done to things ("scored 12", "weighed 3")."""
_ALIKE_DOINGS = (
    frozenset({"made", "baked", "cooked", "built", "knitted", "knit", "sewed", "sewn", "drew",
               "wrote", "grew", "produced", "printed", "crafted", "created"}),
    frozenset({"bought", "got", "picked", "collected", "found", "caught", "won", "earned", "received",
               "gathered", "saved", "harvested", "gained", "raised", "added"}),
    frozenset({"sold", "gave", "lost", "spent", "donated", "sent", "posted", "delivered", "ate", "used"}),
    frozenset({"ran", "walked", "cycled", "swam", "drove", "rode", "jogged", "hiked", "travelled", "traveled",
               "flew", "sailed", "rowed", "skated", "skied", "climbed"}),
)  # fmt: skip
"""Verbs done to different things of one kind, whose counts add: "baked 12 and made 15", "bought 6, picked
4"."""


def _doings(text: str) -> list[tuple[int, str, str, str]]:
    """Each count of things told with a thing done to them: where, the number, the verb and the noun after
    the number ("made 146 cakes": made, cakes; "iced 173": iced, ""; "146 cakes made": made, cakes)."""
    found = []
    for told in _DONE.finditer(text):
        verb, number, noun = (
            told.group("verb", "number", "noun")
            if told.group("verb")
            else told.group("done", "told", "thing")
        )
        if (verb.endswith("ed") or verb in _DONE_IRREGULAR) and verb not in _NOT_DONE:
            found.append((told.start(), number.replace(",", ""), verb, noun or ""))
    return found


def things_done_again_added(seen: Read) -> bool:
    """Are two counts added where the second is another thing done to the things of the first ("Made 146
    cakes, iced 173. How many in total?" was 319: the iced cakes are among those made)? A count of a measure
    or of money ("ran 5 km, walked 3") and two doings alike ("baked 12, made 15") add."""
    if seen.operation != "+" or not isinstance(seen.spec, ProblemSpec):
        return False
    doings = _doings(seen.text)
    first = next((done for done in doings if done[1] == seen.spec.a.replace(",", "")), None)
    second = next(
        (done for done in doings if done[1] == seen.spec.b.replace(",", "") and done != first), None
    )
    if first is None or second is None or first[2] == second[2]:
        return False
    (_, _, verb, noun), (_, _, again, again_noun) = sorted((first, second))
    if again_noun and again_noun not in ("of", "more") and not same_noun(noun, again_noun):
        return False
    if not noun.isalpha() or len(noun) < 3 or _is_a_measure(noun):
        return False
    return not any(verb in alike and again in alike for alike in _ALIKE_DOINGS)


_PUT_ON = lazy(
    rf"\b(?P<verb>[a-z]+) (?P<before>(?:on|onto) )?(?:(?:a|an|another|only|just) )?(?P<number>{N})"
    r" (?:[a-z]+ )?(?P<noun>[a-z]+[^s\W]s)"
    r"(?P<after> (?:on|onto|to|into|in|around|round)"
    r"(?: (?:it|them|each|each one|every one|those|these|all of them|the (?P<onto>[a-z]+)))?"
    r"(?= ;| ,|$| and\b| then\b))?"
)
"""A count of things done to: "sewed 5 buttons on", "sewed on 5 buttons", "fitted 4 wheels to them"."""
_PUT_ON_FIRST = frozenset({
    "sewed", "sewn", "stitched", "fitted", "fixed", "tied", "threaded", "piped", "put", "added", "screwed",
    "glued", "stuck", "pinned", "nailed", "stapled", "taped", "clipped", "attached",
})  # fmt: skip
"""Verbs that fix things on others when "on" follows them ("sewed on 5 buttons"); "is on 45 points" or "cast
on 72 stitches" fix nothing, and with no "on" ("stuck 18 stamps in her book") the things may be more of a
kind."""
_THOUSANDS = lazy(r"(?<=\d),(?=\d{3})", needs=",")


def things_put_on_others_added(seen: Read) -> bool:
    """Are two counts added where the second counts things put on the things of the first ("Knitted 12
    scarves and sewed 5 buttons on. How many in total?" was 17; "… and added 5 buttons", things fixed to
    things made, the same)? The buttons are on the scarves, no more scarves; the same things put on ("12
    rows, then cast 5 rows on") add."""
    if seen.operation != "+" or not isinstance(seen.spec, ProblemSpec):
        return False
    used = [number.replace(",", "") for number in (seen.spec.a, seen.spec.b)]
    text = _THOUSANDS.sub("", seen.text)
    for put in _PUT_ON.finditer(text):
        if put["number"] not in used:
            continue
        other = used[1] if put["number"] == used[0] else used[0]
        fixed_first = put["before"] or _made(other, text[: put.start()])
        if not put["after"] and not (fixed_first and put["verb"] in _PUT_ON_FIRST):
            continue
        first = re.search(rf"(?<![\w.]){re.escape(other)} (?:[a-z]+ )?([a-z]+[^s\W]s)\b", text[: put.start()])
        done = put["verb"].endswith("ed") or put["verb"] in _DONE_IRREGULAR | _PUT_ON_FIRST
        if not done or first is None or same_noun(first[1], put["noun"]) or _is_a_measure(put["noun"]):
            continue
        if put["onto"] is None or same_noun(put["onto"], first[1]):
            return True
    return False


def _made(number: str, before: str) -> bool:
    """Was `number` told as a count of things made ("knitted 12 scarves")? What is fixed to them after it
    ("… and added 5 buttons") is put on those things, with no "on" said."""
    made = re.search(rf"\b([a-z]+) (?:(?:a|an|the|only|just|about|over) )?{re.escape(number)} [a-z]+", before)
    return made is not None and made[1] in _ALIKE_DOINGS[0]


_MONEY_NAMES = frozenset({
    "pounds", "quid", "pence", "dollars", "bucks", "cents", "euros", "yuan", "rupees", "pesos", "yen",
})  # fmt: skip


def _is_a_measure(noun: str) -> bool:
    """Does the noun after a number name a unit or money ("5 km", "12 pounds"), not a count of things?"""
    from quickmath.offline.readers.units import is_unit  # only for counts told with nouns

    return is_unit(noun) or noun in _MONEY_NAMES


_LABELLED = lazy(rf"(?:^|[;,|/.] )([a-z]{{4,}})(?: :| =| ;)? [£$€]?({N})(?= ;| ,| \||$| - [a-z]| / | \. )")
_COUNTED = lazy(rf"(?<![\w.])({N}) ([a-z]{{3,}})\b|\b(family|group|party|team|class|table|crew) of ({N})\b")
_NOT_A_LABEL = frozenset({
    "total", "sum", "each", "plus", "minus", "then", "more", "less", "another", "extra", "also", "with",
    "from", "into", "than", "only", "just", "about", "over", "under", "what", "that", "this", "make", "makes",
    "left", "need", "needs", "have", "want", "wants", "owes", "pays", "takes", "gives", "gets", "costs",
    "comes", "came", "went", "were", "still", "today", "weighs", "holds", "sells",
})  # fmt: skip
_NOT_A_THING = frozenset({
    "and", "the", "for", "with", "more", "per", "are", "was", "had", "has", "have", "less", "times", "plus",
    "minus", "but", "who", "which", "all", "too", "out", "off", "away", "back", "over", "each", "then", "now",
    "join", "joins", "leave", "leaves", "left", "came", "come", "went", "got", "get", "new", "old", "other",
    "others", "ones", "extra", "free", "total", "altogether", "together", "including", "inclusive",
})  # fmt: skip
_PEOPLE = frozenset({
    "adult", "child", "kid", "people", "person", "guest", "student", "pupil", "senior", "member", "player",
    "passenger", "visitor", "teen", "teenager", "infant", "baby", "toddler", "concession", "friend", "man",
    "woman", "boy", "girl", "customer", "diner", "family", "group", "party", "team", "class", "table", "crew",
    "worker", "volunteer", "runner", "rider", "camper", "patient", "resident", "tourist", "traveller",
})  # fmt: skip
"""Nouns that count people: a count of them and a count of things they have or pay for never add up."""


def _kinds_told(text: str) -> dict[str, tuple[str, str]]:
    """For each number told as a count ("2 adults", "family of 4") or under a label ("tickets 12"), the noun
    it counts and how it is told: "count", "label", or "word" for a label that may be a verb ("entry 12",
    "take 2500")."""
    kinds = {
        found.group(2).replace(",", ""): (
            found.group(1),
            "label" if found.group(1).endswith("s") or _is_people(found.group(1)) else "word",
        )
        for found in _LABELLED.finditer(text)
        if found.group(1) not in _NOT_A_LABEL | _DONE_IRREGULAR and not found.group(1).endswith("ed")
    }
    for found in _COUNTED.finditer(text):
        number, noun = (
            (found.group(1), found.group(2)) if found.group(1) else (found.group(4), found.group(3))
        )
        if noun.endswith("ed") or noun in _NOT_A_LABEL | _DONE_IRREGULAR | _NOT_A_THING:
            continue  # "3 joined", "4 more": no thing counted
        kinds.setdefault(number.replace(",", ""), (noun, "count"))
    return kinds


def _told_with_a_word(number: str, words: list[str]) -> bool:
    """Is `number` told beside a word that may name what it counts ("2 adults", "tickets 12", "family of
    4")?"""
    for at, word in enumerate(words):
        if word.lstrip("£$€").replace(",", "") == number.replace(",", ""):
            after = words[at + 1] if at + 1 < len(words) else ""
            before = next((word for word in reversed(words[:at]) if word not in (";", ":", "=")), "")
            if (
                (after.isalpha() and len(after) > 2)
                or (before.isalpha() and len(before) > 3)
                or before == "of"
            ):
                return True
    return False


def _is_people(noun: str) -> bool:
    return any(same_noun(noun, person) for person in _PEOPLE)


def count_beside_another_label(seen: Read) -> bool:
    """Are a count of things and a number labelled with other things added ("2 adults ; tickets 12. Total?"
    was 14), or people and things they have or pay for ("Adults: 2, tickets: 12, total?")? The labelled
    number may be the price of one of them, or a count of something else."""
    if seen.operation not in ("+", "-") or not isinstance(seen.spec, ProblemSpec):
        return False
    if not all(_told_with_a_word(number, seen.text.split()) for number in (seen.spec.a, seen.spec.b)):
        return False  # "what is 47 + 9": no number told with a noun or a label
    kinds = _kinds_told(seen.text)
    first, second = (kinds.get(number.replace(",", "")) for number in (seen.spec.a, seen.spec.b))
    if first is None or second is None:
        return False
    (noun, how), (other, other_how) = first, second
    if same_noun(noun, other) or _is_a_measure(noun) or _is_a_measure(other):
        return False
    if "word" in (how, other_how):
        return seen.operation == "+" and _is_people(noun if how != "word" else other)  # "2 adults ; entry 12"
    if how != other_how:
        return True
    return seen.operation == "+" and _is_people(noun) != _is_people(other)


_TOGETHER = (
    r"(?:sing|sings|sang|sung|play|plays|played|perform|performs|performed|watch|watches|watched|see|sees|saw"
    r"|attend|attends|attended|visit|visits|visited|hear|hears|heard|learn|learns|learned|learnt|rehearse"
    r"|rehearses|rehearsed|read|reads|answer|answers|answered|solve|solves|solved|dance|dances|danced"
    r"|(?:take|takes|took|sit|sits|sat|do|does|did)(?= [£$€]?[\d.,]+ (?:tests?|exams?|lessons?|classes"
    r"|courses?|quizzes|quiz|papers?)\b))"
)
"""Verbs of things a group may do together, the same songs, games or books for all of them."""
_NOT_JOINED = r"(?:(?!(?:and|or|then|plus|with|but)\b)[a-z]+ )?"
"""A word between the verb and its number that does not join another part: "sings all 3 songs", never
"every correct answer and 4 correct answers"."""
_EACH_DOES = lazy(
    rf"\b(?:each|every)(?: [a-z0-9]+){{0,4}}? {_TOGETHER} {_NOT_JOINED}({N}) [a-z]+"
    rf"|\b{_TOGETHER} {_NOT_JOINED}({N}) [a-z]+ (?:[a-z]+ )?(?:each|apiece|per (?:person|head|singer|player"
    r"|member|child|pupil|student|kid|dancer|musician|runner|team|group))\b",
    needs="each|every|apiece|per ",
)


def each_may_do_together(seen: Read) -> bool:
    """Is a count of a group multiplied by what each of them does where they may do it together ("The choir
    has 32 singers and each sings 3 songs. How many songs?" was 96: together they may sing 3)?"""
    if seen.operation != "*":
        return False
    used = set(numbers_used(seen) or [])
    return any(
        (number := (found.group(1) or found.group(2)).replace(",", "")) in used
        and used - {number}
        and not _counts_its_own_unit(found.group())
        for found in _EACH_DOES.finditer(seen.text)
    )


def _counts_its_own_unit(said: str) -> bool:
    """Does the count name the unit "each" or "every" names ("£25 on each hand and play 16 hands", "17 points
    every round and played 3 rounds")? Then it counts the units, not what each one does together."""
    words = said.split()
    return words[0] in ("each", "every") and len(words) > 2 and same_noun(words[1], words[-1])


GUARDS: tuple[Callable[[Read], bool], ...] = (
    measure_asked_untold,
    judgement_asked,
    charge_untold,
    things_done_again_added,
    things_put_on_others_added,
    count_beside_another_label,
    each_may_do_together,
    holders.another_thing_filled,
    holders.what_one_holds_asked,
    holders.holders_counted_read_another_way,
    holders.holders_said_to_hold_less,
    holders.holders_had_taken_from,
)
"""The guards of a story's second part, in the order they are tried."""
