"""The gap between two readings of one thing in a story: "It was -8°C this morning and it's 5°C now. How many
degrees did it go up?", "Our team scored 87 points and the other team scored 64. What was the winning
margin?", "The meter started at 3.20 and ended at 27.65. How much did the ride add on?", "Temperature fell
from 3 degrees to -11. By how much did it fall?".

Two numbers only, and a question for the change or the gap between them: the larger less the smaller,
whichever is told first. Left alone when a number is the change itself ("fell by 8", "5 more"), when the
question asks for a reading ("what is it now?", "what was it before?"), or for a total or a share.
"""

from __future__ import annotations

import re
from fractions import Fraction

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.readers.stories import A_RUN, said_below_zero, unlabelled
from quickmath.offline.reading.builds import larger_minus_smaller
from quickmath.offline.reading.counted import told_beside_the_change
from quickmath.offline.reading.guards.shapes import goals_for_and_against
from quickmath.offline.reading.shortfalls import saving, shortfall
from quickmath.offline.reading.text import N
from quickmath.patterns import lazy

_NUMBER = lazy(N)
_GAP_ASKED = lazy(
    r"\b(?:difference|margin|gap|in between|apart|range"
    r"|(?<!have )(?<!has )(?<!had )(?<!got )(?<!own )(?<!hold )between (?:us|them|the 2|both)"
    r"|increase in|decrease in|rise in|drop in|fall in"
    r"|how big (?:a|an|the|was the|is the|was that|is that)"
    r" (?:drop|fall|rise|increase|decrease|change|jump|dip)"
    r"|how (?:much|many|far) (?:[a-z]+ )?(?:over|above|under|below)"
    r"|(?<=; )(?:the )?(?:(?!(?:i|we|you|he|she|they) )[a-z]+ )?(?:driven|travell?ed|covered|used|burned"
    r"|consumed)$"
    r"|(?:the|total|overall|net) (?:increase|decrease|rise|drop|fall|reduction)$"
    r"|\bhow (?:much|many degrees) (?:warmer|colder|hotter|cooler)\b"
    r"|(?:(?<=; )|(?<=, ))(?:so |and )?by how (?:much|many|far)"
    r"(?: (?!each\b|per\b|every\b|apiece\b|all\b|altogether\b|total\b|more\b|less\b|fewer\b)[a-z]+)?$"
    r"|how (?:much|many)(?: [a-z]+)? (?:was|were|have been|has been|have (?:we|i|you|they))"
    r" (?:used|taken|spent|burned|consumed|sold)"
    r"|what did (?:we|i|you|they) (?:take|make|earn|use|spend)"
    r"|how many (?:years|days|months) (?:passed|went by|have passed|between)"
    r"|(?:by )?how (?:much|many|far)(?: \w+)? (?:did|has|have|does|do|was|is)"
    r" (?:it|they|the \w+|\w+)(?: \w+)?"
    r" (?:go up|go down|rise|fall|drop|climb|grow|increase|decrease|change|add on|add|cost|drive|travel|ride"
    r"|walk|run|fly|move|warm up|cool down|warm|cool|gain|lose|shrink|cut|save|reduce|win|lose|go back"
    r"|go forward|slide|slip|improve|beat|lead|trail|gone up|gone down|risen|fallen|dropped|climbed|grown"
    r"|increased|decreased|changed|warmed up|cooled down|gained|lost|shrunk|improved)(?: by)?)\b"
    r"|\bhow (?:much|many|far)(?: [a-z]+)? (?:ahead|behind)\b|\b(?:ahead|behind) by how (?:much|many|far)\b"
    r"|\bhow (?:much|many|far)(?: [a-z]+)? (?:did|has|have) (?:it|they|the [a-z]+|[a-z]+)(?: [a-z]+)?"
    r" (?:do|done|cover|covered)(?: (?:then|today|in total|altogether|in all))?$"
)
"""A question for the change: "how many degrees did it go up?", "by how much did it fall?", "what was the
winning margin?", "how many miles did I drive in between?"."""
_CHANGE_TOLD = lazy(
    r"\bby\b(?! (?:lunchtime|lunch|midday|noon|dawn|dusk|morning|evening|night|nightfall|teatime|then|now"
    r"|the (?:afternoon|evening|morning|end)\b))"
    r"|\b(?:more|less|fewer|extra|another|each|per|every|times|total|altogether|sum|plus|minus|half)\b"
    r"|\b(?:fell|falls?|rose|rises?|dropped|drops?|climbed|climbs?|grew|grows?|gained|gains?|lost|loses?"
    rf"|went up|went down|goes up|goes down|increased|decreased|warmed|cooled) (?:(?!from\b|to\b)[a-z]+ )?{N}"
    rf"|(?<![\w.]){N} (?:[a-z]+ )?(?:over|under|above|below|warmer|colder|hotter|cooler|higher|lower|older"
    r"|younger|taller|shorter|heavier|lighter|longer|bigger|smaller|up|down)\b"
)
"""A number that is itself a change ("fell by 8", "fell 8 degrees", "5 more"), or another operation asked; "by
lunchtime" says when."""
_READING_ASKED = lazy(
    r"\b(?:now|before|at first|to begin with|originally|start(?:ed)? with|end(?:ed)? with)\s*$"
)
_TWO_READINGS = lazy(
    rf"\b(?:from (?:[a-z]+ )?[£$€]?{N}\S* (?:\S+ ){{0,2}}to (?:[a-z]+ )?[£$€]?{N}"
    rf"|between (?:[a-z]+ ){{0,5}}{N} (?:[a-z]+ ){{0,3}}and (?:[a-z]+ ){{0,3}}{N}"
    rf"|(?:started|starts|start|began|was|were|read|reads|is|are|am|scored|at|had|has|have|held|holds|reached"
    r"|got|showed|shows|weighed|said|says|displayed|registered|used|spent|paid|earned|made|sold|took"
    r"|leads?|led|leading|trails?|trailed|trailing|reading) "
    rf"[^;]*{N}[^;]*(?:\b(?:and|then|but|to|now)\b| ,)[^;]*{N})"
)
_READING_TOLD = lazy(
    r"^(?:[a-z]+ ){0,6}(?:was|is|were|are|read|reads|showed|shows|reached|hit|stood at)"
    rf" ({N})(?: ([a-z°]+))?$"
)
"""A sentence that only tells a reading, ending on it: "the lowest temperature in thredbo was -6 °c"."""


_LABELLED_READINGS = lazy(
    rf"^(?:[a-z]+ ){{1,4}}({N}) ?([a-z°]+)?(?: ,| and) (?:[a-z]+ ){{1,4}}({N}) ?([a-z°]+)?$",
    needs=" , | and ",
)
"""Two readings told one after the other, each after its own label: "min last night -6.5°c , max today
4.2°c", "dewpoint -2.4 , air temp 3.9"."""


_TOLD_AS_A_STORY = lazy(r"\b(?:i|we|he|she|they|you|it|then|next|later|after|another|more|again|also|too)\b")
"""Words of a story told in turns, not of labels: "i drove 72 miles and then 58 miles" adds."""
_ANOTHER_NAMED = lazy(r"\b(?:from|of|for|on|in|to|than|at|with|after|before)\b")
"""Words of a question that may name a third thing: "difference from wednesday?", "range of the week?"."""


_TEMPERATURE = lazy(rf"(?<![\w.])-?{N} ?(?:°c?|°f?|degrees?(?: c| f| celsius| fahrenheit)?)(?![\w])")
"""A temperature told with its unit: "-7 °c", "5°c", "24 degrees"."""


def _two_temperatures(text: str, question: str) -> bool:
    """Are both numbers temperatures told with their unit ("it is 24°c in cairo , while … it is -12°c in
    moscow")? They are two readings of one thing, each its own place's or time's, when the question names no
    third ("… difference from wednesday?")."""
    return len(_TEMPERATURE.findall(text)) == 2 and not _ANOTHER_NAMED.search(question)


_COMPARED = lazy(
    r"\b(?:warmer|colder|hotter|cooler) (?P<names>[a-z ]+)$", needs="warmer|colder|hotter|cooler"
)
_NAMING_NOTHING = frozenset(
    {"is", "was", "it", "the", "than", "get", "got", "did", "does", "there", "in", "at", "now"}
)


def _compared_told(story: str, question: str) -> bool:
    """Does the story tell each thing a question of "how many degrees warmer is …" names ("… is cairo", not
    "… is lagos than rome" of lagos and oslo)?"""
    compared = _COMPARED.search(question)
    told = set(story.split())
    return compared is None or all(
        word in told for word in compared.group("names").split() if word not in _NAMING_NOTHING
    )


def _readings_told_apart(story: str, question: str) -> bool:
    """Is the story two sentences that each only tell a reading ("the lowest was -6 °c ; the highest was 9
    °c"), or two labelled readings one after the other with only their gap asked ("low -3 °c , high 7 °c ;
    what is the range")? Not when more follows a number than its unit: "her brother is 4 years older" tells a
    gap."""
    if (labelled := _LABELLED_READINGS.match(story)) is not None:
        units = (labelled.group(2), labelled.group(4))
        if _TOLD_AS_A_STORY.search(story) or _ANOTHER_NAMED.search(question):
            return False
        return all(unit is None or _is_unit_word(unit) for unit in units)
    sentences = story.split(" ; ")
    found = [_READING_TOLD.match(sentence) for sentence in sentences]
    return len(sentences) == 2 and all(
        told is not None and (told.group(2) is None or _is_unit_word(told.group(2))) for told in found
    )


def _is_unit_word(word: str) -> bool:
    from quickmath.offline.readers.units import is_unit  # only for readings told apart

    return word in ("°c", "°f", "°", "degrees", "points", "pts") or is_unit(word)


_SCORES = lazy(
    rf"\b(?:on|par|shot|ran|swam|cycled|rode|finished|clocked|did|timed|won|got|have|has) [^;]*{N}[^;]*"
    rf"(?:\b(?:and|then|but|to|now)\b| ,)[^;]*{N}"
    rf"|\bscore (?:is |was |of )?{N} (?:,|and) (?:[a-z]+ ){{0,3}}score (?:is |was |of )?{N}"
)
"""Two scores or times told to be compared ("we're on 49 and the leaders are on 64", "par 72 and I shot 81",
"she ran it in 52.84 s and her rival in 53.1 s", "away score 87, home score 112"), read only when a gap
between sides is asked."""
_SIDES_ASKED = lazy(r"\bby how (?:much|many|far)\b|\bmargin\b|\b(?:ahead|behind)\b")


_THE_TWO = lazy(r"\b(?:the|these|those) 2 (?=[a-z])", needs=" 2 ")
"""The two readings named again in the question: "the difference between the two temperatures"."""


_WHEN = lazy(
    r" ?\b(?:in|of|for|during) (?:19|20)\d\d\b| ?\bq ?[1-4]\b"
    r"| ?\b(?:at|by|from|until|till) \d{1,2}(?::\d\d)? ?(?:[ap] ; m\b(?: ;)?|[ap] ?m\b)",
    needs="19|20|q|m",
)
"""When a reading was taken, which is no reading: "in 2023", "in Q1", "at 6 a.m."."""


_YEARS_ASKED = lazy(r"\b(?:years?|old|age|ago|later|earlier|before|after|since)\b")
"""Years may be the readings themselves: "sank in 1912 and was found in 1985. how many years later?"."""


_EVENT = lazy(
    r"\b(?:the |a |an )?\d+ ?(?:m|km|k|metres?|meters?|miles?|yards?|lengths?)"
    r"(?= (?:(?:[a-z]+ )?(?:race|sprint|dash|final|heat|run|parkrun|swim|freestyle|backstroke|breaststroke"
    r"|butterfly|hurdles|relay) )?in \d)",
    needs="m|k|mile|yard|length",
)
"""A race named by its distance, its times told after ("she ran the 400 m in 52.84 s"): a name, no reading."""
_TIME_GAP_ASKED = lazy(
    r"\b(?:seconds?|secs?|minutes?|mins?|faster|quicker|slower|win|won|beat|margin|ahead|behind)\b(?!.*;)"
)


def _without_labels(text: str) -> str:
    """The text without the numbers that say when a reading was taken or name it: "18,450 members in 2023 and
    21,010 in 2024", "£48,250 in Q1", "-22 °C at 6 a.m.", "on day 1"."""
    if A_RUN.search(text):
        return text
    text = unlabelled(text)
    if len(_EVENT.findall(text)) == 1 and _TIME_GAP_ASKED.search(text):
        text = _EVENT.sub("it", text)
    return text if _YEARS_ASKED.search(text) else _WHEN.sub("", text)


_SIDE_ASKED = lazy(
    r"\b(ahead|behind) (?:by (?:how (?:much|many|far) )?)?(?:are|is|am|were|was|re) ([a-z]+)\b"
    r"|\b(?:are|is|am|were|was|re) ([a-z]+) (?:[a-z]+ )?(ahead|behind)\b"
    r"|\bhow (?:much|many|far)(?: [a-z]+)? (over|under|above|below)(?! (?:the |my |our |your )?[a-z])",
    needs="ahead|behind|over|under|above|below",
)
_BARE_SIDE_ASKED = lazy(
    r"\bhow (?:much|many|far)(?: (?!left\b)[a-z]+)? (?:over|under|above|below)"
    r"(?: (?:par|the limit|budget|target))?"
    r"(?: (?:am|are|is|was|were|did) (?:i|we|you|he|she|they|it)(?: go)?)? ?$",
    needs="over|under|above|below",
)
"""A side of a mark asked with nothing after it but who: "par 72 and I shot 81, how many over?"."""
_FIRST_PERSON = frozenset({"we", "i", "us", "me"})
_MARK = lazy(
    rf"\b(?:par|limit|target|budget|pass mark|goal|quota|max\w*|min\w*)(?: is| was| of| =)? ({N})",
    needs="par|limit|target|budget|pass mark|goal|quota|max|min",
)


_WINNER_ASKED = lazy(
    r"\b(?:did|does|do|will|would|has|have) (?:the )?(?!the\b|a\b|an\b)([a-z]+(?: (?:team|side|club|squad))?)"
    r" (?:(win|won|winning|beat|lead|leading)|(lose|lost|losing|trail|trailing))\b",
    needs="win|won|beat|lead|los|trail",
)
_LOWER_WINS = lazy(
    r"\b(?:s|secs?|seconds?|mins?|minutes?|h|hrs?|hours?|par|shot|shots|strokes?|golf|handicap|time|times)\b"
)
"""Scores where the lower wins: times in a race, strokes in golf."""


_PRONOUNS = frozenset({"i", "we", "you", "he", "she", "it", "they"})


def _side_and_who(text: str) -> tuple[str, str, str] | None:
    """The side asked ("ahead", "behind", "over", "under"), of whom, and the text without the asking words."""
    asked = _SIDE_ASKED.search(text)
    if asked is not None:
        side = asked.group(1) or asked.group(4) or asked.group(5)
        return side, asked.group(2) or asked.group(3) or "", text[: asked.start()] + text[asked.end() :]
    won = _WINNER_ASKED.search(text)
    if won is None:
        return None
    rest = text[: won.start()] + text[won.end() :]
    if won.group(1) in _PRONOUNS and not re.search(rf"\b(?:{won.group(1)}|we|i|us|our|my)\b", rest):
        return None  # "the team scored 96 and the other lot 78. how many did they win by?": no sides told
    if won.group(3) and not re.search(r"\bby\b", text[won.start() - 12 : won.end() + 4]):
        return None  # "my weight went from 84.3 kg to 79.75 kg. how much did i lose?" is no match lost
    ahead = bool(won.group(2)) != bool(_LOWER_WINS.search(text))
    return ("ahead" if ahead else "behind"), won.group(1), text[: won.start()] + text[won.end() :]


def _on_the_side_asked(text: str, numbers: list[str]) -> bool:
    """Is the one asked about on the side the question says ("how many points behind are we?" when we have
    fewer; "par 72, I shot 81. How many over?")? Whose number is whose must be told, or a mark for "over"."""
    found = _side_and_who(text)
    if found is None:
        return True
    side, who, story = found
    if side in ("over", "under", "above", "below"):
        mark = _MARK.search(story)
        if mark is None or mark.group(1) not in numbers:
            return False
        other = numbers[1] if mark.group(1) == numbers[0] else numbers[0]
        return (Fraction(other) > Fraction(mark.group(1))) == (side in ("over", "above"))
    told = re.search(rf"\b{who}\b(?: [a-z]+){{0,3}}? ({N})", story)
    if told is None and who not in _FIRST_PERSON:  # "the leaders are on 64 and we have 49 … ahead are they?"
        mine = re.findall(rf"\b(?:we|i|us|our|my)\b(?: [a-z]+){{0,3}}? ({N})", story)
        theirs = [number for number in numbers if number not in mine]
        own = theirs[0] if len(mine) == 1 and len(theirs) == 1 else None
    else:
        own = told.group(1) if told else None
    if own not in numbers:
        return False
    other = numbers[1] if own == numbers[0] else numbers[0]
    return (Fraction(own) > Fraction(other)) == (side == "ahead")


def read(text: str) -> ProblemSpec | None:
    """The larger reading less the smaller, when the question asks the gap between two readings."""
    if short := shortfall(text) or saving(text):
        return short.reading()  # "rent is 2000 and I've only got 1340, how much am I short?"
    text = said_below_zero(_without_labels(text))
    story, _, question = text.rpartition(" ; ")
    if story and len(_NUMBER.findall(story)) == 2:
        question = _THE_TWO.sub("the ", question)
        text = f"{story} ; {question}"
    numbers = _NUMBER.findall(text)
    asked = _GAP_ASKED.search(text)
    if len(numbers) != 2 or asked is None:
        return None
    sides = _SIDES_ASKED.search(text) or (_MARK.search(text) and _BARE_SIDE_ASKED.search(text))
    told_apart = _readings_told_apart(story, question) or _two_temperatures(text, question)
    if not _TWO_READINGS.search(text) and not (sides and _SCORES.search(text)) and not told_apart:
        return None
    told = text[: asked.start()] + text[asked.end() :]
    if (
        _CHANGE_TOLD.search(told)
        or _READING_ASKED.search(question)
        or told_beside_the_change(story, question)
        or not _on_the_side_asked(text, numbers)
    ):
        return None
    if not _compared_told(story, question):
        return None  # "… 31°c in lagos and -4°c in oslo ; how many degrees warmer is lagos than rome"
    if (goals := goals_for_and_against(text)) is not None and sorted(goals) == sorted(numbers):
        return ProblemSpec("-", *goals)  # "scored 47 , conceded 52 ; goal difference" keeps its sign: −5
    return larger_minus_smaller(*numbers)
