"""A clock reading in one place and the time somewhere else, the gap between their clocks told: "The call
with Singapore is at 19:00 their time, and they are 8 hours ahead of us. What time is that for us?", "Kickoff
is 20:45 in Madrid and the UK is 1 hour behind. What time is kickoff in the UK?".

Which way to move the reading follows from who is said to be ahead or behind: the place the reading is told
in, or the place asked about. A place that is neither, or both, leaves the question alone.
"""

from __future__ import annotations

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.readers.clock_times import LENGTH, READING, length, reading, spoken_readings
from quickmath.offline.readers.times import hour_parts
from quickmath.offline.reading.text import FILLERS, N, tokens
from quickmath.patterns import lazy

_GAP = lazy(
    rf"(?:^|; |, |\band |\bbut )(?P<who>(?:[a-z]+ ){{1,3}}?)(?:is|are|runs|run) (?:always )?{LENGTH}"
    rf" (?P<way>ahead|behind)(?: (?:of )?(?P<other>(?:[a-z]+ ?){{1,3}}?))?(?= ;| ,|$| and\b)",
    needs="ahead|behind",
)
_READINGS = lazy(READING)
_LENGTHS = lazy(LENGTH)
_NUMBER = lazy(N)
_THERE = lazy(r"\bthere\b", needs="there")
"""The place asked about, said as "there" of a reading told "here"."""
_ASKS_WHEN = lazy(
    r"\b(?:what time|when)\b|^what (?:is|will) (?:that|it|this)(?: be)? (?:in|for)\b",
    needs="what time|when|what",
)
"""A question of the time on the other clock: "What time is that for us?", "what's that in the UK?"."""
_CLAUSES = lazy(r" , | ; | and | but ")
_SIDES = {
    "they": "they", "them": "they", "their": "they", "theirs": "they",
    "we": "we", "us": "we", "our": "we", "ours": "we", "me": "we", "i": "we", "my": "we", "here": "we",
    "she": "she", "her": "she", "hers": "she", "he": "he", "him": "he", "his": "he",
}  # fmt: skip
"""Words that name a side of the call by who is there: "their time" and "they are ahead" are one side."""
_NOT_PLACES = frozenset({
    "time", "is", "at", "it", "be", "that", "will", "clock", "clocks", "local", "and", "but", "so", "always",
})  # fmt: skip


_COUNTRIES = {
    "uk": "uk|u ; k|britain|great britain|england|scotland|wales|united kingdom|london|manchester|birmingham"
    "|glasgow|edinburgh|cardiff|belfast|leeds|liverpool|bristol|heathrow|gatwick|stansted",
    "india": "india|delhi|new delhi|mumbai|bombay|bangalore|bengaluru|chennai|kolkata|hyderabad",
    "usa": "usa|u ; s ; a|america|the states|new york|nyc|boston|washington|chicago|los angeles|san francisco"
    "|seattle|miami|las vegas|florida|california|texas",
    "france": "france|paris|lyon|marseille|nice",
    "spain": "spain|madrid|barcelona|malaga|seville|valencia",
    "germany": "germany|berlin|munich|frankfurt|hamburg",
    "italy": "italy|rome|milan|venice|naples",
    "japan": "japan|tokyo|osaka|kyoto",
    "china": "china|beijing|shanghai",
    "australia": "australia|sydney|melbourne|brisbane|perth",
    "uae": "uae|dubai|abu dhabi",
    "canada": "canada|toronto|vancouver|montreal",
    "pakistan": "pakistan|karachi|lahore|islamabad",
    "nigeria": "nigeria|lagos|abuja",
}
"""Countries by their own names and their best-known cities and airports: a reading told "in Delhi" is on
India's clock ("India is 5 h 30 min ahead of the UK. Meeting is 4:00 pm in Delhi")."""
_IN_COUNTRY = [(country, lazy(rf"\b(?:{named})\b")) for country, named in _COUNTRIES.items()]


def countries(words: str) -> set[str]:
    """The countries `words` name, by their own names or their places': "Heathrow" → {"uk"}."""
    return {country for country, named in _IN_COUNTRY if named.search(words)}


def in_countries(words: str) -> str:
    """`words` with each place named by its country: "in Delhi" → "in india", "Heathrow" → "uk"."""
    for country, named in _IN_COUNTRY:
        words = named.sub(country, words)
    return words


def _places(words: str) -> set[str]:
    """The words of `words` that may name a place or its people, a place by its country: "in the UK" →
    {"uk"}, "for us" → {"we"}, "in Delhi" → {"india"}."""
    said = tokens(in_countries(words))
    return {_SIDES.get(word, word) for word in said if word in _SIDES or word.isalpha()} - (
        (FILLERS | _NOT_PLACES) - set(_SIDES.values())
    )


def read(text: str) -> ProblemSpec | None:
    """The reading moved to the clock asked about, or None. A gap told from a third place ("New York is 5
    hours behind Tokyo") says nothing of the two clocks asked about: left alone."""
    text = hour_parts(spoken_readings(text))
    gap = _GAP.search(text)
    readings, lengths = _READINGS.findall(text), _LENGTHS.findall(text)
    if gap is None or len(readings) != 1 or len(lengths) != 1 or " ; " not in text:
        return None
    if _NUMBER.search(_LENGTHS.sub(" ", _READINGS.sub(" ", text))):
        return None  # another number: not only one reading and one gap
    question = text.rpartition(" ; ")[2]
    if _READINGS.search(question) and " , " in question:
        question = question.rpartition(" , ")[2]  # "Meeting is 4:00 pm in Delhi, what's that in the UK?"
    if not _ASKS_WHEN.search(question) or _READINGS.search(question) or _GAP.search(question):
        question = text.partition(" ; ")[0]  # the question asked first
        if not _ASKS_WHEN.search(question) or _READINGS.search(question) or _GAP.search(question):
            return None
    told_at = next(clause for clause in _CLAUSES.split(f" {text} ") if _READINGS.search(clause))
    there, asked = _places(told_at), _places(question)
    who, other = _places(gap.group("who")), _places(gap.group("other") or "")
    if not asked and _THERE.search(question) and "we" in there and not who & there:
        asked = who  # "It's 9:15 am here in London, New York is 5 hours behind. What time is it there?"
    only_there, only_asked = there - asked, asked - there
    if not only_there or not only_asked or not who:
        return None  # the clock asked about is the one told, or either is not named
    ahead = gap.group("way") == "ahead"
    if who <= only_there and not other & only_there and other <= asked:
        later = not ahead  # the reading's own clock is ahead: the clock asked about shows earlier
    elif who <= only_asked and not other & only_asked and other <= there:
        later = ahead
    else:
        return None
    return ProblemSpec("time_after" if later else "time_before", reading(readings[0]), length(lengths[0]))
