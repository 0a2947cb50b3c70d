"""What a story tells of the shape of its numbers that a reading leaves out: a container's size taken away
("73 apples and boxes for 8 apples. How many apples stay outside?" was 65), a count multiplied by a count of
the same things ("89 people, every table sit 10 people, last table?" was 890), a clock reading taken as a
length ("train 17:05 depart, I need 40 minute … What time I must leave?" was 16 h 25 min), a measure taken
from a count of other things ("3.6 m long and I want 12 equal gaps" was 8.4), a goal difference said without
its sign ("scored 47, conceded 52" was 5), a tens word with a slip ("twenty for times three" was 60), a
container's weight alone added to its weight full ("12.846 g with the boat, boat alone 1.203 g" was 14.049),
and the two sides of a rectangle taken from each other ("The rug is 3 m by 2 m. How many square metres are
left?" was 1).
"""

from __future__ import annotations

import re

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.reading.guards.shared import GUESSING_READERS, Read, numbers_used
from quickmath.offline.reading.text import N
from quickmath.patterns import LazyPattern, lazy, mentions

_SIZE_OF_A_CONTAINER = lazy(
    rf"\b(?:boxes|bags|packs|crates|trays|tables|rows|cartons|tins|jars|tubs|pots|bins|baskets|shelves|cars"
    rf"|buses|teams|groups|cages|pens|beds|tanks|a box|a bag|a pack|a crate|a tray|a table|each box|each bag"
    rf"|each table|every table|every box|every bag)"
    rf" (?:for|of|that (?:hold|take|seat|sit|fit)|holding|taking|hold|take|seat|sit|fit|holds|takes|seats"
    rf"|sits|fits)(?: up to)? ({N})\b",
    needs="box|bag|pack|crate|tray|table|row|carton|tin|jar|tub|pot|bin|basket|shel|car|bus|team|group|cage|pen|bed|tank",
)


_SIZES_OF_MANY = lazy(
    rf"\b(?:boxes|bags|packs|crates|trays|tables|cartons|tins|jars|tubs|pots|bins|baskets|cars|buses|teams"
    rf"|groups|cages|pens|tanks|each [a-z]+|every [a-z]+) (?:for|of|that (?:hold|take|seat|sit|fit)|holding"
    rf"|taking|hold|take|seat|sit|fit|holds|takes|seats|sits|fits)(?: up to)? ({N})\b",
    needs="for|of|hold|tak|seat|sit|fit",
)
"""The size of each of many containers ("boxes for 8", "every table sit 10"), not of one ("a bag holds
2.5 kg")."""


def size_of_a_container_used_once(seen: Read) -> bool:
    """Is the size of one box, table or bag taken away from, or multiplied by, the count it groups ("73
    apples and boxes for 8 apples. How many stay outside?", "89 people, every table sit 10 people, last
    table?")? The count is grouped by the size: a remainder, a share or a count of groups, never one box."""
    if seen.operation not in ("-", "*"):
        return False
    if not _uses_a_number_told(seen, _SIZE_OF_A_CONTAINER):
        return False
    if seen.operation == "-":
        return _uses_a_number_told(seen, _SIZES_OF_MANY)
    return _same_things_counted(seen.text, numbers_used(seen) or [])


_COUNTED = lazy(rf"(?<![\w.])({N}) ([a-z]+)")


def _same_things_counted(text: str, used: list[str]) -> bool:
    """Do the numbers used all count one kind of thing ("89 people … 10 people")?"""
    from quickmath.offline.reading.nouns import same_noun  # only for a container's size multiplied

    things = [thing for number, thing in _COUNTED.findall(text) if number in used]
    return len(things) >= 2 and all(same_noun(things[0], thing) for thing in things)


_CLOCK_ASKED = lazy(r"\bwhat time\b|\bwhen (?:do|does|did|should|must|will|can|to)\b", needs="what time|when")
_LENGTH_OPERATIONS = frozenset({"add_time", "subtract_time"})


def clock_reading_asked_of_lengths(seen: Read) -> bool:
    """Is a clock reading asked ("What time I must leave home?") of a reading that adds or takes lengths of
    time ("17:05" read as 17 h 5 min)? The answer would be a length, not the time on the clock."""
    return seen.operation in _LENGTH_OPERATIONS and _CLOCK_ASKED.search(seen.text) is not None


_MEASURED = lazy(
    rf"(?<![\w.])({N}) ?(?:mm|cm|m|km|metres?|meters?|miles?|feet|ft|inches|kg|g|grams?|litres?|liters?"
    rf"|ml|l)\b",
    needs="m|g|l|ft|feet|inch",
)
_PARTS = lazy(
    rf"(?<![\w.])({N}) (?:equal |even |same )?(?:gaps|pieces|parts|sections|spaces|lengths|bits|slices"
    rf"|portions|strips|shares|segments|intervals)\b",
    needs="gaps|pieces|parts|sections|spaces|lengths|bits|slices|portions|strips|shares|segments|intervals",
)


def measure_and_count_of_parts(seen: Read) -> bool:
    """Is a measure taken from, or added to, the number of parts it is cut into ("3.6 m long and I want 12
    equal gaps")? A length and a count of its parts are no two amounts of one thing."""
    if seen.operation not in ("+", "-"):
        return False
    used = set(numbers_used(seen) or [])
    parts = {found.group(1) for found in _PARTS.finditer(seen.text)} & used
    if not parts:
        return False
    return bool({found.group(1) for found in _MEASURED.finditer(seen.text)} & used - parts)


_SCORED = lazy(rf"\b(?:scored|for|goals for|gf)\b:? ({N})", needs="scored|for|gf")
_CONCEDED = lazy(
    rf"\b(?:conceded|against|let in|goals against|ga)\b:? ({N})", needs="conceded|against|let in|ga"
)
_GOAL_DIFFERENCE = lazy(r"\b(?:goal difference|goal diff|gd)\b", needs="goal diff|gd")


def goals_for_and_against(text: str) -> tuple[str, str] | None:
    """The goals scored and let in of a goal difference asked ("scored 47, conceded 52 ; goal difference");
    None when a goal difference is not named or either is not told."""
    if not _GOAL_DIFFERENCE.search(text):
        return None
    scored, conceded = _SCORED.search(text), _CONCEDED.search(text)
    return None if scored is None or conceded is None else (scored.group(1), conceded.group(1))


def goal_difference_unsigned(seen: Read) -> bool:
    """Is a goal difference read as the gap between the goals when fewer were scored than let in ("scored 47,
    conceded 52": −5, not 5), or of two numbers that are not goals for and against ("scored 47 at home and 52
    away")? Goals for less goals against keeps its sign."""
    if seen.operation != "-" or not isinstance(spec := seen.spec, ProblemSpec):
        return False
    if not _GOAL_DIFFERENCE.search(seen.text):
        return False
    goals = goals_for_and_against(seen.text)
    if goals is None:
        return _SCORED.search(seen.text) is not None  # goals scored told, none against ("won 3-1" tells both)
    return (spec.a, spec.b) != goals


_TENS_WITH_A_SLIP = lazy(
    r"\b[2-9]0 (?:for|fore|to|too|won|tree|free|ate|sicks)"
    r" (?:times|plus|minus|add|take|divided|multiplied|over|x|squared|cubed|[-+*/×÷])",
    needs="for| to |too|won|tree|free|ate|sicks",
)


def tens_word_with_a_slip(seen: Read) -> bool:
    """Is a tens word followed by a word that sounds like a digit ("twenty for times three", typed by voice:
    24 or 20; "twenty to times three" was 60: 22 or 20)? Asked about."""
    return _TENS_WITH_A_SLIP.search(seen.text) is not None


_TOLD_AS_A_DIFFERENCE = lazy(
    rf"(?<![\w.])({N}) (?:[a-z]+ )?(?:older|younger|taller|shorter|heavier|lighter|longer|bigger|smaller"
    rf"|(?:more|fewer|less)(?: [a-z]+)? than)\b"
    rf"|\b(?:has|have|owns|scored|earns|is|are) ({N}) (?:[a-z]+ )?(?:more|fewer|less)\b",
    needs="older|younger|taller|shorter|heavier|lighter|longer|bigger|smaller|more|fewer|less",
)
_BOTH_ASKED = lazy(
    r"\b(?:sum|total|together|combined|altogether|both|in all)\b",
    needs="sum|total|together|combined|both|in all",
)


def difference_summed(seen: Read) -> bool:
    """Is a number told as how much older or more one is ("her brother is 3 years older") added as an amount
    when both are asked together ("Sum of their ages?" was 7 + 3)? The brother's age is 7 + 3 itself."""
    if seen.operation != "+" or _BOTH_ASKED.search(seen.text) is None:
        return False
    return _uses_a_number_told(seen, _TOLD_AS_A_DIFFERENCE)


_STILL_TO_PAY = lazy(
    r"\b(?:still|left) to pay\b|\b(?:outstanding|owing|balance due|still owed?|to be paid)\b",
    needs="to pay|outstanding|owing|balance|owed|to be paid",
)
_PAID = lazy(
    r"\b(?:paid|deposit|down|put|cleared|settled|credit|discount|off|refund|already|gave|given|handed|sent"
    r"|transferred|covered)\b"
)


def payment_untold(seen: Read) -> bool:
    """Is what is still to pay read as one amount less another when neither is said to be paid ("Invoice
    £980 and quote £200. Still to pay?" was 780)?"""
    if seen.operation != "-" or _STILL_TO_PAY.search(seen.text) is None:
        return False
    return _PAID.search(seen.text) is None


_BEFORE_TOLD = lazy(
    r"\b(?:float|started with|start with|starting with|opening|opened with|began with|beginning with"
    r"|at the start|at first|to start with|set off with|setting off with"
    r"|before(?! (?:lunch|breakfast|dinner|tea|supper|the break|noon|midday)\b)|took|packed|went with)\b",
    needs="float|start|opening|opened|began|beginning|first|set off|setting off|before|took|packed|went with",
)
_AFTER_TOLD = lazy(
    r"\b(?:(?:came|come|got|get|went|go) (?:back|home) with|ended with|ended up with|end up with|closing"
    r"|finished with|at the end|end of (?:the )?day|now (?:has|have|there (?:is|are))|afterwards|after it"
    r"|brought [^;,.]{0,30}\b(?:back|home)|still had|had left|left over)\b",
    needs="with|closing|end|now|after|brought|still had|had left|left over",
)


def before_and_after_added(seen: Read) -> bool:
    """Are what a stock started with and what it ended with added ("Tuck shop float £20, came back with
    £47.35. Money taken?" was 67.35)? What changed is the one less the other."""
    return (
        seen.operation == "+"
        and isinstance(seen.spec, ProblemSpec)  # "Opening balance £1,240; withdrawals £300; deposits £125"
        and _BEFORE_TOLD.search(seen.text) is not None
        and _AFTER_TOLD.search(seen.text) is not None
    )


_UNDONE = lazy(
    rf"(?<![\w.])({N})\b[^;,.]{{0,30}}?\b(?:that|which) (?:(?:we|i|they|he|she|you) )?(?:then |later )?"
    rf"(?:cancelled|canceled|refunded|returned|got back|took back|dropped|sent back|gave back)\b",
    needs="cancel|refund|return|got back|took back|dropped|sent back|gave back",
)


def undone_amount_added(seen: Read) -> bool:
    """Is an amount later undone ("£48 insurance that we then cancelled and got back") added as if it
    stood?"""
    if seen.operation != "+":
        return False
    return _uses_a_number_told(seen, _UNDONE)


_TOLD_AS_A_TOTAL = lazy(
    rf"\b(?:came to|comes to|come to|coming to|totall?ed|total (?:of|was|is)|in total|altogether|combined"
    rf"|between them|for both|all in)\b:? (?:about |around )?[£$€]?({N})",
    needs="came to|comes to|come to|coming to|total|altogether|combined|between them|for both|all in",
)


_WHOLE_ASKED = lazy(
    r"\b(?:pay|paid|total|altogether|in all|all together|come to|comes to|cost (?:me|us)|owe)\b"
)
"""A question for everything paid ("How much did I pay?" after "Lunch came to £24 and I added a £3 tip")."""


def total_told_added_to(seen: Read) -> bool:
    """Is a number told as the total ("Ticket plus seat reservation came to £67, the reservation was £4. How
    much was the ticket?" was 71) added to another? A total told already holds its parts."""
    if seen.operation != "+" or not isinstance(seen.spec, ProblemSpec):
        return False  # "Three rounds came to 18.50, 24.75 and 31.20": a list is what came to the total
    if not _uses_a_number_told(seen, _TOLD_AS_A_TOTAL):
        return False
    _, _, question = seen.text.rpartition(" ; ")
    return _WHOLE_ASKED.search(question) is None


_THAN = lazy(
    r"\b(?:longer|more|older|taller|bigger|higher|heavier|further|farther|later|extra)\b[^;]*?\bthan "
    r"(?:in |at |on |the |my |his |her |their |our |a |an )?([a-z]+)",
    needs="than",
)


def smaller_one_asked_by_a_sum(seen: Read) -> bool:
    """Is the smaller of two things compared asked by a sum ("3 days longer in Spain than in France, 11 days
    in Spain. How many in France?" was 14)? France's days are Spain's less 3."""
    if seen.operation != "+":
        return False
    _, _, question = seen.text.rpartition(" ; ")
    return any(re.search(rf"\b{than.group(1)}\b", question) for than in _THAN.finditer(seen.text))


_PART_ASKED = lazy(
    r"\b(?:itself|alone|on its own|by itself|excluding"
    r"|without (?:the|a|an|any|its|his|her|their|our|my)\b(?! calculator)"
    r"|before (?:the|it|any|its)|not counting|leaving out)\b",
    needs="itself|alone|on its own|without|excluding|before|not counting|leaving out",
)


def part_asked_by_a_sum(seen: Read) -> bool:
    """Is a part asked on its own ("The taxi was £38 with a £5 tip added. What was the fare itself?" was 43)
    answered with a sum? What something is without another part is never more than both."""
    if seen.operation != "+" or seen.reader not in GUESSING_READERS:
        return False
    _, _, question = seen.text.rpartition(" ; ")
    return _PART_ASKED.search(question) is not None


_REACHED = lazy(
    rf"\b(?:to reach|reaching|reached|to get to|getting to|to make it|making it|to bring it to|bringing it to"
    rf"|to end up at|ending up at|now at|now on)\b (?:the |a |an )?[£$€]?({N})",
    needs="reach|get to|getting to|make it|making it|bring it to|bringing it to|end up|now at|now on",
)


def reached_added_to(seen: Read) -> bool:
    """Is what a change reached ("We climbed another 350 m to reach the 1,085 m summit. What height were we
    at?" was 1435) added to the change? Where it started is the one less the other."""
    if seen.operation != "+":
        return False
    return _uses_a_number_told(seen, _REACHED)


_LIMIT = lazy(
    rf"\b(?:limit|allowance|maximum|max|cap|capacity|allowed)\b(?: is| of| was|'s| s)?:? (?:only |just )?"
    rf"[£$€]?({N})"
    rf"|(?<![\w.])[£$€]?({N}) ?(?:[a-z]+ )?(?:allowed|max|maximum|limit)\b",
    needs="limit|allowance|max|cap|allowed",
)


def limit_added(seen: Read) -> bool:
    """Is a limit added to what is measured against it ("Case weighs 26.4 kg and the limit's 23 kg. How much
    do I need to take out?" was 49.4)? What is over or under a limit is the one less the other."""
    if seen.operation != "+":
        return False
    return _uses_a_number_told(seen, _LIMIT)


def _uses_a_number_told(seen: Read, told: LazyPattern) -> bool:
    """Does the reading use a number the pattern finds in the text, in any of its groups?"""
    used = numbers_used(seen) or []
    return any(
        number.replace(",", "") in used
        for found in told.finditer(seen.text)
        for number in found.groups()
        if number
    )


_ALONE = "alone|empty|on its own|by itself|on their own|by themselves|tare|unladen"


def container_added_to_itself(seen: Read) -> bool:
    """Is a weight told with a container added to the container's weight alone? "Balance reads 12.846 g with
    the boat, boat alone is 1.203 g. How heavy are both?" was 14.049: the boat is in the 12.846 g already."""
    if seen.operation != "+" or not mentions(_ALONE, seen.text):
        return False
    from quickmath.offline.readers.contents import CONTENTS  # only for a story that weighs a container alone
    from quickmath.offline.readers.differences import clauses_asked

    asked = clauses_asked(seen.text)
    used = numbers_used(seen)
    if asked is None or used is None:
        return False
    roles = {CONTENTS.role_of(clause) for clause in asked[1] if any(number in clause for number in used)}
    return {"from", "off"} <= roles


_SIDES = lazy(rf"(?<![\w.])(?!1 by 1\b){N}(?: ?([a-z]+))? by {N}\b", needs=" by ")
"""Two sides of a rectangle; "one by one" is no rectangle."""
_BY_AFTER_AN_ACTION = lazy(
    rf"\b(?:divid\w*|multipl\w*|times|increas\w*|decreas\w*|reduc\w*|rais\w*|cut|up|down|grow\w*|grew"
    rf"|shrunk|shrank|rose|fell|drop\w*|went|go(?:es)?|move\w*|mov\w*|step\w*|count\w*|skip\w*|split"
    rf"|shar\w*|group\w*|sort\w*|round\w*) (?:[a-z]+ ){{0,2}}{N}(?: ?[a-z]+)? by {N}\b",
    needs=" by ",
)


def sides_of_a_rectangle_not_multiplied(seen: Read) -> bool:
    """Are two numbers told as the sides of a rectangle ("3 m by 2 m", "8 by 12") added or taken from each
    other ("The rug is 3 m by 2 m. How many square metres are left?" was 1)? Not a number divided, moved or
    changed by another ("divide 12 by 3", "went up from 5 by 2")."""
    from quickmath.offline.readers.units import is_unit  # only for a story of a rectangle

    sides = [found for found in _SIDES.finditer(seen.text) if found[1] is None or is_unit(found[1])]
    if seen.operation not in ("+", "-") or not sides:
        return False
    return not _BY_AFTER_AN_ACTION.search(seen.text)
