"""One calculation out of text: the problem readers, each one family of phrasing, tried in order.

A reader takes normalised text (see `reading.text.normalise`) and returns what it reads, or None when the
text is not its family. The first reader that reads the text wins, so a narrower family goes before a
broader one. To add a family: write `readers/NAME.py` with `read(text) -> Spec | None`, add it to
`PROBLEM_READERS` (with `says_how_read=True` when its reading is a choice the learner should see), and add
`tests/data/readers/NAME.json` with its phrasings.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import TypeVar

from quickmath.offline.asks import ProblemSpec, Spec
from quickmath.offline.readers import (
    clock_times,
    counted_runs,
    divisibility,
    remainders,
    run_phrases,
    symbols,
    time_differences,
    times,
    written_runs,
)
from quickmath.offline.reading import guards
from quickmath.patterns import mentions

T = TypeVar("T")
R = TypeVar("R")
ProblemReader = Callable[[str], Spec | None]


SAYS_HOW_READ: set[str] = set()
"""Readers whose reading is a choice the learner should see: the coach says how it read the question ("I read
this as 24 × 2.25."). A reader is put here by `says_how_read=True` on its entry in `PROBLEM_READERS`."""


def _imported_when_needed(name: str, needs: str = "", *, says_how_read: bool = False) -> ProblemReader:
    """`readers.NAME.read`, its module imported the first time a question gets this far down the list and
    holds one of the `needs` words (any question, with no `needs`): "What is 47 + 9?" is read before the
    readers after `symbols`, and never pays for them (issue 17)."""
    if says_how_read:
        SAYS_HOW_READ.add(name)

    def read(text: str) -> Spec | None:
        if needs and not mentions(needs, text):
            return None
        found: Spec | None = importlib.import_module(f"quickmath.offline.readers.{name}").read(text)
        return found

    return read


def _carried_on(text: str) -> Spec | None:
    """A question carried on after "then": "47 + 9, then double it" (see `readers.chains`). First of all, so
    that "6 + 7 then times 2" is never read as 6 + 7 × 2."""
    if not mentions("then|after", text):
        return None
    from quickmath.offline.readers import chains  # only for text that could carry a question on

    if (trail := chains.trail(text)) is not None:
        return trail
    found = chains.parts(text)
    if found is None:
        return None
    first: tuple[str, Spec] | None = first_reading(_PLAIN_READERS, found[0])
    return chains.carried(first[1], found[1]) if first else None


def _form(text: str) -> Spec | None:
    """Labelled amounts set out as a form, parted by bars or one a line (see `readers.number_fields`)."""
    if " | " not in text and " , " not in text and " = " not in text:
        return None
    from quickmath.offline.readers import number_fields  # only for text set out in fields

    return number_fields.read(text)


_PLAIN_READERS: list[tuple[str, ProblemReader]] = [
    ("chains", _carried_on),
    ("remainders", remainders.read),
    ("divisibility", divisibility.read),
    ("clock_times", clock_times.read),
    ("time_zones", _imported_when_needed("time_zones", "ahead|behind")),
    (
        "clock_stories",
        _imported_when_needed(
            "clock_stories", " ; |,|if|when|time|how|wen|whn|wnen|wehn|whne|…", says_how_read=True
        ),
    ),
    ("time_fields", _imported_when_needed("time_fields", ":|am|pm| h |hour|hrs|min")),
    ("time_differences", time_differences.read),
    (
        "time_left",
        _imported_when_needed(
            "time_left",
            "left|remain|to go|longer|more|short|spare|differ|still|miss|early|soon|fast|quick|slow"
            "|other|rest|of it|part|half|leg|section|stage|lap|session|saved|shaved|second|2nd| two| 2",
        ),
    ),
    ("times", times.read),
    ("run_phrases", run_phrases.read),
    ("written_runs", written_runs.read),
    ("counted_runs", counted_runs.read),
    ("symbols", symbols.read),
    ("operator_words", _imported_when_needed("operator_words")),
    ("comparisons", _imported_when_needed("comparisons")),
    ("apart", _imported_when_needed("apart")),
    ("number_fields", _form),
    ("totals", _imported_when_needed("totals")),
    ("takeaways", _imported_when_needed("takeaways")),
    ("scaling", _imported_when_needed("scaling")),
    ("sharing", _imported_when_needed("sharing")),
    ("lists", _imported_when_needed("lists")),
]
"""The readers of a question said plainly: all but the stories, which read units and nouns themselves."""


def _first_unargued(readers: list[tuple[str, ProblemReader]], text: str) -> tuple[str, Spec] | None:
    """The first reader's reading of `text` its words do not argue against (see `reading.guards`), for a
    question read again with its slips put right: "i got 2:15 for 10:50 to 13:05", read with "get", is still
    no sum of times."""
    for name, read in readers:
        found = read(text)
        if found is not None and not guards.argued_against(name, text, found):
            return name, found
    return None


def _without_units(text: str) -> Spec | None:
    """A question read again with its one unit taken off: "3 km + 5 km" as 3 + 5 (see `readers.units`)."""
    from quickmath.offline.readers import units  # only for text no plain reader reads

    unitless = units.without_units(text)
    if unitless is None:
        return None
    found: tuple[str, Spec] | None = first_reading(_PLAIN_READERS, unitless.text)
    return found[1] if found and units.fits(found[1], unitless) else None


def _with_slips_read(text: str) -> Spec | None:
    """A question read again with its mistyped words read as the words meant (see `readers.typos`); a slip
    that may mean several words ("ad 33 and 48": "add", "and" or "a") is read each way, and the question
    only when every way that reads it reads the same."""
    from quickmath.offline.readers import typos  # only for text no plain reader reads

    readers = [*_PLAIN_READERS, ("units", _without_units)]
    found = [_first_unargued(readers, meant) for meant in typos.corrected(text)]
    readings = [reading[1] for reading in found if reading is not None]
    return readings[0] if readings and all(spec == readings[0] for spec in readings) else None


def _without_chatter(text: str) -> Spec | None:
    """A question read again without the chatter words at its ends (see `readers.chatter`)."""
    from quickmath.offline.readers import chatter  # only for text no other reader reads

    kept = chatter.core(text)
    if kept is None:
        return None
    readers = [*_PLAIN_READERS, ("units", _without_units), ("typos", _with_slips_read)]
    found: tuple[str, Spec] | None = first_reading(readers, kept.text)
    if found is None or (
        kept.division_only and not (isinstance(found[1], ProblemSpec) and found[1].operation == "/")
    ):
        return None
    return found[1]


PROBLEM_READERS: list[tuple[str, ProblemReader]] = [
    *_PLAIN_READERS,
    ("clock_roles", _imported_when_needed("clock_roles", ":|am|pm|noon|midday|midnight", says_how_read=True)),
    (
        "leftovers",
        _imported_when_needed(
            "leftovers",
            "left|remain|spare|unpacked|over|equally|evenly|exact|with no|short|incomplete|unfinished| ways"
            "|partial|part|loose|max|not full|without|not in|outside|not get|not go"
            "|not fit|offcut"
            "|extra|rest|whole|last|final",
        ),
    ),
    (
        "rates",
        _imported_when_needed(
            "rates",
            "a |an |per|each|every|apiece|dozen|one|recipe|batch|s of |s * |s x | at |laps|lengths| rate "
            "|s hold|s sleep|s seat|s take|s fit|s carry|note|coin|split|shar|divid"
            "|unit|sold|bought|beat|over |serves|feeds|makes|yields| x | * | / |how many|how much|run rate"
            "|multiply|times|daily|weekly|monthly|yearly|annually|nightly|hourly",
            says_how_read=True,
        ),
    ),
    (
        "rate_counts",
        _imported_when_needed(
            "rate_counts",
            "a |an |per|each|every|apiece|at |@|hold|has |have |contain|take|fit|carr|seat|sleep| / ",
            says_how_read=True,
        ),
    ),
    ("dozens", _imported_when_needed("dozens", "dozen", says_how_read=True)),
    ("sizes", _imported_when_needed("sizes", "how many")),
    ("grids", _imported_when_needed("grids", " by | * |across|wide|long")),
    (
        "gaps",
        _imported_when_needed(
            "gaps",
            "differ|margin|gap|between|apart|how much|how many|how far|range|increase|decrease|what did"
            "|driven|travel|covered|used|burned|consumed|saving|short|left|to go|remaining|needed|how big",
        ),
    ),
    ("parts_of_a_whole", _imported_when_needed("parts_of_a_whole", "part")),
    (
        "temperatures",
        _imported_when_needed("temperatures", "degree|°|deg|temp|thermometer|freez|chill|cold "),
    ),
    ("stories", _imported_when_needed("stories", says_how_read=True)),
    (
        "takings",
        _imported_when_needed(
            "takings",
            "had|has|have|held|contain|there|start|begin|balance|is|was|are|were|order|bill|price|total|cost"
            "|need|target|goal|from|after|left|remain|still|now|back|home|leave",
        ),
    ),
    (
        "ledgers",
        _imported_when_needed(
            "ledgers",
            "left|remain|balance|net|closing|now|tin|till|pot|kitty|box|jar|float|account|bank|purse"
            "|wallet|drawer|spare|forward|end",
        ),
    ),
    ("dues", _imported_when_needed("dues", "pay|owe|owing|outstanding|due|balance|come to|total|price|bill")),
    ("own_numbers", _imported_when_needed("own_numbers", "as many|numbers|sum|total|added")),
    ("drains", _imported_when_needed("drains", "after")),
    (
        "scores",
        _imported_when_needed("scores", "ahead|behind|front|clear|up|down|in it|lead|margin|deficit|gap"),
    ),
    (
        "differences",
        _imported_when_needed(
            "differences",
            "left|remain|rest|now|more|still|to go|short|missing|off|away|until|till|order|over|too"
            "|excess|above|exceed|payload|spare|room|free|fit|under|below|available|space|up|increase|rise|rose|grow"
            "|grew|gain|take|took|made|make|earn|profit|win|won|far|gone|travel|driven|drove|covered|added"
            "|change|differ|los|drop|fall|fell|down|decrease|less|fewer|shrink|shrank|shrunk|used|use|spen"
            "|ate|eat|refund|back|overcharged|overpaid|owe|outstanding|due|minus",
            says_how_read=True,
        ),
    ),
    ("amounts", _imported_when_needed("amounts")),
    ("told_powers", _imported_when_needed("told_powers", "^|power|squared|cubed|sqrd|to the")),
    (
        "told_calculations",
        _imported_when_needed(
            "told_calculations",
            " is | am | are | was |equal| make|come|thinking of|riddle|puzzle|teaser|guess",
        ),
    ),
    (
        "equal_shares",
        _imported_when_needed(
            "equal_shares",
            "each|apiece|per|head|everyone|everybody|average|even|equal|fair|the same|share|one |a |an "
            "|daily|weekly|monthly|yearly|nightly|hourly|divid|split|spread",
            says_how_read=True,
        ),
    ),
    (
        "exact_groups",
        _imported_when_needed(
            "exact_groups",
            "exact|even|equal|whole|remain|rest|left|spare|over|none|nothing|waste|same number|full|neat",
        ),
    ),
    (
        "leftover_groups",
        _imported_when_needed(
            "leftover_groups",
            "left|remain|spare|over|last|final|short|partly|loose|unallocated|don t|won t|can t|cannot|not",
        ),
    ),
    ("units", _without_units),
    ("typos", _with_slips_read),
    ("chatter", _without_chatter),
    (
        "list_totals",
        _imported_when_needed(
            "list_totals",
            "total|sum|all|combined|grand|add|come to|comes to|came to|score|round|how m",
            says_how_read=True,
        ),
    ),
    ("numbered_ranges", _imported_when_needed("numbered_ranges", "numbers| n |numbered|stair")),
    ("clock_spans", _imported_when_needed("clock_spans", ":", says_how_read=True)),
    (
        "contents",
        _imported_when_needed(
            "contents",
            "alone|empty|on its own|by itself|on their own|by themselves|tare|unladen",
            says_how_read=True,
        ),
    ),
    (
        "excess",
        _imported_when_needed(
            "excess", "take out|take off|remove|unload|offload|get rid|come off|come out", says_how_read=True
        ),
    ),
    (
        "length_parts",
        _imported_when_needed(
            "length_parts", "includ|incl|inc |with |break|interval|lunch|take", says_how_read=True
        ),
    ),
    (
        "unit_rates",
        _imported_when_needed("unit_rates", "rpm|bpm|wpm|mph|kph|kmh|km / h|fps|m / s", says_how_read=True),
    ),
    ("each_of_many", _imported_when_needed("each_of_many", "each", says_how_read=True)),
    ("equal_gaps", _imported_when_needed("equal_gaps", "gaps|spaces|intervals")),
    ("amounts_off", _imported_when_needed("amounts_off", "off|discount|cheaper|less")),
    ("doses", _imported_when_needed("doses", "per|for every|to every|in every|for each|to each")),
    ("tendered", _imported_when_needed("tendered", "change", says_how_read=True)),
    ("beyond", _imported_when_needed("beyond", "after|past|beyond|before|on from|than", says_how_read=True)),
    ("time_remarks", _imported_when_needed("time_remarks", ":", says_how_read=True)),
    ("story_labels", _imported_when_needed("story_labels", says_how_read=True)),
    (
        "time_totals",
        _imported_when_needed(
            "time_totals", " is | are | = | so |makes|making|comes to|coming to|total", says_how_read=True
        ),
    ),
    (
        "unknown_numbers",
        _imported_when_needed("unknown_numbers", "a number|what|which", says_how_read=True),
    ),
    ("asked_first", _imported_when_needed("asked_first", " if | when ", says_how_read=True)),
]


def first_reading(readers: list[tuple[str, Callable[[T], R | None]]], item: T) -> tuple[str, R] | None:
    """The first reader in the list that reads `item`, by name, and what it read: the rule of every list."""
    for name, read in readers:
        found = read(item)
        if found is not None:
            return name, found
    return None


def read_problem_by(text: str) -> tuple[str, Spec] | None:
    """The first problem reader that reads `text`, by name, and what it read; a reading the words of `text`
    argue against (see `reading.guards`) is passed over."""
    unheld: times.TimeFormat | None = None
    for name, read in PROBLEM_READERS:
        try:
            found = read(text)
        except times.TimeFormat as minutes:
            if not times.minutes_alone(times.hour_parts(text)):
                raise
            unheld = unheld or minutes  # "274 minutes on the coach and 589 on the train" may count minutes
            continue
        if found is not None and not guards.argued_against(name, text, found):
            return name, found
    if unheld is not None:
        raise unheld
    return None


def read_problem(text: str) -> Spec | None:
    found = read_problem_by(text)
    return found[1] if found else None
