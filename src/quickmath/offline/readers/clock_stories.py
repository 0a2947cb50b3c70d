"""Clock times in a story: "A film starts at 7:45 PM and lasts 2 hours. When does it finish?", "School starts
at 8:55. The walk takes 25 minutes. When should I leave?", "The train left at 9:15 and arrived at 11:40. How
long was the journey?".

With one clock reading and one length, the question's verb says which way to go: asking when something ends
(finish, arrive, be ready) moves the reading on; asking when it starts (leave, begin, set off) moves it back.
With two readings and a question of how long, the reading said with a start comes first. Anything else (both
kinds of verb asked, more readings or lengths, a number besides them) is left alone.
"""

from __future__ import annotations

import re

from quickmath.offline.asks import ProblemSpec
from quickmath.offline.readers.clock_times import (
    LENGTH,
    READING,
    between,
    length,
    on_a_24_hour_clock,
    reading,
    spoken_readings,
)
from quickmath.offline.readers.times import AGE_ASIDE, hour_parts, time_slips
from quickmath.offline.reading.refusals import is_chatter
from quickmath.offline.reading.text import FILLERS, N, tokens
from quickmath.patterns import lazy

_CLIPPED_WORDS = {
    "out": "come out", "off": "come off", "done": "ready", "over": "ready", "ready": "ready",
    "back": "finish", "back on": "finish", "finished": "finish", "finishing": "finish",
    "in": "go in", "on": "switch on",
}  # fmt: skip
"""The last word of a clipped question, the verb it stands for: "Back on at?" (a break, or a trip, finished),
"off at?" (come off), "When's it out?" (come out), "in by?" (go in)."""
_CLIPPED_QUESTION = (
    r"(?:[a-z]+ ){0,3}?(?P<clipped>out|off|done|over|ready|back|back on|finished|finishing)"
    r"(?: the road| site| stage| duty)? (?:at|by|when)$|(?:it |they )?(?P<clipped_in>in|on) (?:at|by|when)$"
    r"|when (?:is|will) (?:it|they|he|she|we|i)(?: be)? (?P<clipped_too>out|off|done|over|ready|back)$"
)
"""A question clipped to its last word and "at?", "by?" or "when?": "Band on 21:15, plays 1 hour 45, off at?",
"Bread in at 11:50, takes 40 minutes. When's it out?"."""
_ASKS_WHEN = lazy(
    r"\b(?:when|what time|at what time|what hour|(?:latest|earliest)(?: time)?)\b"
    r"|^(?:so )?(?:the )?(?:arrival|departure|finish|end|landing|eta)(?: time)?$"
    rf"|^(?:so )?(?:done|ready|finished|over) (?:at|when|by)$|^(?:so )?(?:{_CLIPPED_QUESTION})"
    r"|^(?:so )?(?:that |this |which )?(?:gets?|puts?) (?:me|us|you|him|her|them) (?:in|there|home|back)"
    r" (?:at|by)$"
    r"|^(?:i|we|you|he|she|they) (?:will|would) (?:be there|get there|arrive|land|finish|be done) at$"
    r"|^(?:so )?(?:leave|set off|go|catch (?:it|the \w+)) by$",
    needs="when|time|what hour|arrival|departure|finish|end|landing|eta|latest|earliest|done|ready|over| at"
    "| by",
)
_ASKS_HOW_LONG = lazy(
    r"\bhow (?:long|many minutes|much time|many hours|much sleep)\b"
    r"|\b(?:journey|travel|flight|trip|total) time$|\b(?:time taken|duration)\b"
    r"|\b(?:time|hours|minutes) (?:worked|spent|parked|open)\b"
    r"|\b(?:shift|journey|trip|flight|session) length\b",
    needs="how long|how many|how much|time|duration|length",
)
_ROUNDS = r"(?:drop|drop off|stop|delivery|call|job|customer|visit|patient|appointment|class|lesson)"
"""The first and last of a round, which start and end it: "Route started 09:15, last drop 16:50"."""
_VERBS = {
    "finish": ("end", r"finish(?:es|ed|ing)?"),
    "end": ("end", r"end(?:s|ed)?|final whistle|full time|chequered flag|checkered flag"),
    "arrive": (
        "end",
        r"arrival|arrive[sd]?|(?:gets?|got)(?: me| us| you| him| her| them)? (?:there|here|home|back|in|to)"
        r"|be (?:there|home|back)"
        r"|reach(?:es|ed)?"
        r"|(?:came|comes)"
        r"(?! (?:out|off|in|on|up|down|to|from|with|across|through|first|second|third|last)\b)",
    ),
    "be in": ("end", r"be (?:in|at|on) (?:our|my|the|their|his|her|your) [a-z]+"),
    "come out": ("end", r"(?:comes?|came) out|(?:take|takes|took|taken) (?:\w+ ){0,2}out"),
    "go in": ("start", r"(?:go|goes|went) in|(?:put|puts) (?:\w+ ){0,2}in"),
    "ready": ("end", r"(?:be )?(?:ready|done|over|full|charged)"),
    "collect": ("end", r"collect(?:ion)?|pick (?:\w+ )?up|picks? (?:\w+ )?up|fetch|expect"),
    "land": ("end", r"land(?:s|ed)?|dock(?:s|ed)?|pull(?:s|ed)? in"),
    "ring": ("end", r"rings?|rang|beep(?:s|ed)?|buzz(?:es|ed)?|go(?:es)? off"),
    "come off": (
        "end",
        r"(?:come|comes|came) off|(?:switch|switches|switched|turn|turns|turned) off|(?:and|then) off"
        r"|(?:go|goes|went) off",
    ),
    "switch on": (
        "start",
        r"(?:switch|switches|switched|turn|turns|turned)(?: \w+){0,2} on|(?:go|goes|went|come|comes|came) on"
        r"|lights? on",
    ),
    "close": ("end", r"close[sd]?|(?<!my )(?<!the )(?<!a )(?<!bus )(?<!our )(?<!your )stop(?:s|ped)?"),
    "last": ("end", rf"last {_ROUNDS}"),
    "first": ("start", rf"first {_ROUNDS}"),
    "expire": ("end", r"expir(?:es|ed|e|y)|runs? out|ran out|(?:is|was|will be) up|times? out|timed out"),
    "get off": (
        "end",
        r"(?:get|gets|got) off|(?:clock|sign|check|log)(?:s|ed)? (?:off|out)|clocking (?:off|out)"
        r"|knock(?:s|ed|ing)? off|(?:and|then) out",
    ),
    "clock in": ("start", r"(?:clock|sign|check|log)(?:s|ed)? (?:in|on)|clocking (?:in|on)|parked"),
    "leave": (
        "start",
        r"departure|leaves?|leaving|left|set (?:off|out)|sets (?:off|out)|depart(?:s|ed)?|go|goes|went"
        r"|connecting (?:flight|train|bus|coach|ferry)",
    ),
    "restart": ("end", r"restart(?:s|ed)?|resume[sd]?|start (?:again|back)|get going again|carry on"),
    "start": ("start", r"start(?:s|ed|ing)?|lights out"),
    "begin": ("start", r"begin|begins|began|begun|beginning"),
    "open": ("start", r"open(?:s|ed)?"),
    "wake": ("start", r"(?:get|got|wake|woke) up"),
    "take off": ("start", r"(?:take|takes|took|kick|kicks|kicked|tee|tees|teed) off"),
    "get on": ("start", r"(?:get|gets|got) on|board(?:s|ed)?|catch(?:es)?|caught"),
}
"""The verbs a clock story asks with, by what they say about the reading: an end or a start."""
_VERB_WORDS = "|".join(pattern for _, pattern in _VERBS.values())
_VERB = lazy(rf"\b({_VERB_WORDS})\b")
_NAMED = [(name, lazy(pattern)) for name, (_, pattern) in _VERBS.items()]
_DIRECTION = lazy(
    r"\b(?:early|earlier|late|later|ahead|behind|delay(?:ed)?|ago|before|after|until|till|since)\b"
)
"""Words that say which way a length goes on their own: such stories are left alone."""
_TRIPS = r"(?:journey|trip|ride|flight|drive|walk|wait|crossing|voyage|commute)"
_LASTING = lazy(
    rf"\b(?:lasts?|lasted|takes?|took|needs?|needed|runs?|ran|running|is|was|for|after|stay|stays|stayed|spend"
    rf"|spends|wait|waits|waited|travels?|travelled|traveled|drives|drove|fly|flies|flew|sails|sailed|walks|walked"
    rf"|go|goes|went on|plays?|played|reckon|allow)"
    rf"(?: \w+){{0,3}} {LENGTH}"
    rf"|{LENGTH} of (?!(?:it|that|this|the|them|which)\b)[a-z]+"
    rf"|\bthen (?:a |my |the )?{LENGTH} (?:break|rest|pause|stop|lunch)"
    rf"|\b(?:i am|we are|i m|im) {LENGTH} away\b"
    rf"|\b(?:do|doing) {LENGTH}|{LENGTH} (?:with|including) (?:half time|the break|breaks|stoppages)"
    rf"|{LENGTH} (?:long|{_TRIPS}|film|show|lesson"
    rf"|to (?:walk|drive|cook|bake|get))"
    rf"|\b(?:{_TRIPS}|flight|travel|flying|cooking|baking)(?: time)? (?:is |of )?{LENGTH}"
)
"""The length is how long the thing lasts: "lasts 2 hours", "a 95 minute journey", "needs 45 minutes", "we
want to do 2 hours 45 minutes", "the stream goes 2 hours 40 minutes"; a length said otherwise ("has a 15
minute break") may be part of it only, so the story is left alone."""
_READINGS = lazy(READING)
_LENGTHS = lazy(LENGTH)
_NUMBER = lazy(N)
_JOURNEY = lazy(
    rf"\bafter (?:(?:a|an|the) (?:\w+ ){{0,3}}{_TRIPS}\b|(?:running |lasting |playing )?{LENGTH})"
)
"""A length after which the event came: "arrived after a 2 hour journey", "came out at 1:10 PM after 95
minutes": it says how long the thing lasted, not which way to go."""
_AWAY_FROM_IT = lazy(rf"\b(?:i am|we are|i m|im) {LENGTH} away\b", needs="away")
"""The learner a length away from where the reading is: "Lunch call is at 12:30 and I'm 20 minutes away"."""
_ASKS_OF_ME = lazy(r"\b(?:i|we)\b")
_EARLIEST = lazy(r"\bearliest\b", needs="earliest")
_FROM_THE_READING = lazy(
    rf"\b(?:from|starting|starting at|beginning) {READING}", needs="from|starting|beginning"
)
"""A reading something runs from: its start, told."""
_UNTIL_A_READING = lazy(rf"\b(?:until|till|til) {READING}", needs="til")
"""A reading something goes on until ("Lunch service till 14:30"): an end told, no length's direction."""
_TAKES_TO = lazy(rf"\b(?:takes?|took|needs?) {LENGTH} to (\w+)")
"""A length that it takes to do something: "takes 12 minutes to boil … what time will it boil?" asks its
end."""


_ASKED_AFTER_COMMA = lazy(
    r" [,-] (?=(?:when|what time|(?:at )?what hour|at what time|how long|how much time|how much longer"
    r"|(?:the )?(?:latest|earliest) (?:time )?(?:i|we|you|they|he|she) (?:can|could|should|must)"
    r"|how many more minutes|how many (?:hours|minutes|mins|hrs)|door to door how long"
    r"|(?:can|could) (?:someone|anyone|you) (?:confirm|tell me|work out|check) how long)\b"
    r"|(?:arrival|departure|finish|end|landing|eta)(?: time)?$|(?:done|ready|finished|over) (?:at|when|by)$"
    r"|(?:[a-z]+ ){1,3}(?:is|at|by) what time$|(?:i|we|you|he|she|they) (?:will|would) (?:be there|get there"
    r"|arrive|land|finish|be done) at$"
    r"|(?:so )?(?:[a-z0-9]+ ){1,6}(?:is|will be|would be) what (?:time|on the clock)$"
    r"|(?:so )?(?:[a-z]+ ){0,3}?(?:out|off|done|over|ready|back|back on|finished|finishing)"
    r"(?: the road| site| stage| duty)? (?:at|by|when)$|(?:it |they )?(?:in|on) (?:at|by|when)$)",
    needs=" , | - ",
)
"""A question after a comma or a dash: "If a film lasts 95 minutes and begins at 6:30 pm, when does it
finish?", "…, at what hour does it finish?", "…, arrival is what time?", "…, I'll be there at?", "… 5:35 pm -
how long did it take?"."""


def _question(text: str) -> tuple[str, str]:
    """The story and its question: the last sentence, or the first when only it asks ("How long was I at
    the cinema? I got there at 6:50 PM and left at 9:35 PM.")."""
    story, _, question = _ASKED_AFTER_COMMA.sub(" ; ", text).rpartition(" ; ")
    first, _, rest = story.partition(" ; ")
    if not _asks(question) and _asks(first) and not _asks(rest):
        return f"{rest} ; {question}" if rest else question, first
    return story, question


def _asks(sentence: str) -> bool:
    return bool(_ASKS_WHEN.search(sentence) or _ASKS_HOW_LONG.search(sentence))


_CLIPPED_ASK = lazy(rf"^(?:so )?(?:{_CLIPPED_QUESTION})")


def _asked_verbs(question: str, story: str) -> set[str]:
    """The verbs a question asks with, a clipped question's by its last word: "off at?" asks "come off". A
    clipped word the story tells asks what is told ("Band on 21:15, plays 1 hour 45, on at?"): none."""
    if verbs := _verbs(question):
        return verbs
    found = _CLIPPED_ASK.fullmatch(question.strip())
    if found is None:
        return set()
    word = found["clipped"] or found["clipped_in"] or found["clipped_too"]
    return set() if set(word.split()) & set(tokens(story)) else {_CLIPPED_WORDS[word]}


def names_an_event(words: str) -> bool:
    """Do `words` start with the name of an event a clock story tells of ("collection", "pick up", "kick
    off"), which names no one?"""
    return _VERB.match(words) is not None


def _verbs(text: str) -> set[str]:
    """The story verbs in `text`, each by its one name: "left" and "leaves" are both "leave"."""
    return {name for found in _VERB.findall(text) for name, pattern in _NAMED if pattern.fullmatch(found)}


_LATER_EVENT = lazy(
    rf"\b({_VERB_WORDS})(?: (?:home|school|work|there|here|the \w+))? {LENGTH}"
    rf" (later|afterwards|earlier|before|ago)(?= ;| ,| and\b| with\b|$)"
)
"""One event a length after or before the reading: "arrived at 6:40 PM and left 2 hours 15 minutes later";
not "later than my sister", nor "before school ends", which say another event."""


_ASKING_WORDS = frozenset({
    "when", "what", "time", "at", "did", "does", "do", "will", "would", "should", "could", "can", "is", "was",
    "the", "a", "an", "it", "i", "we", "you", "he", "she", "they", "that", "then",
})  # fmt: skip
"""The words of a question that name no one and nothing of the story."""


def _later(story: str, question: str, text: str) -> ProblemSpec | None:
    """The event the question asks about, told as a length later or earlier than the one reading: "Tim
    arrived at the party at 6:40 PM and left 2 hours 15 minutes later. When did he leave?"."""
    found = _LATER_EVENT.search(story)
    if found is None or len(_READINGS.findall(text)) != 1 or len(_LENGTHS.findall(text)) != 1:
        return None
    if not _ASKS_WHEN.search(question) or _READINGS.search(question):
        return None
    if _verbs(question) != _verbs(found.group(1)) or not _verbs(found.group(1)):
        return None  # the question asks about another event than the one told later
    named = {
        word for word in tokens(_VERB.sub(" ", question)) if word not in _ASKING_WORDS and word.isalpha()
    }
    if named & set(tokens(story[: found.start()])):
        return None  # "The bus arrived at 9:10, and I arrived 5 minutes earlier. When did the bus arrive?"
    if found.group(3) == "ago" and not _TOLD_NOW.search(story):
        return None  # "… ago" counts back from now, so the reading must be now
    operation = "time_after" if found.group(3) in ("later", "afterwards") else "time_before"
    return ProblemSpec(operation, reading(_READINGS.findall(text)[0]), length(found.group(2)))


_LATER_CLAUSE = lazy(
    rf"(?:^|; |, |\band |\bthen |\bbut )(?P<clause>(?:[a-z]+ ){{1,5}}?){LENGTH}"
    rf" (?P<way>later|afterwards|earlier)(?= ;| ,| and\b| with\b|$)",
    needs="later|afterwards|earlier",
)
"""A clause told a length later or earlier than the reading, its verb any: "the sweep vehicle goes 105 minutes
later", "must be back 2 hours 25 minutes later", "delivered 3 hours 35 minutes later"."""


def _said_later(story: str, question: str, text: str) -> ProblemSpec | None:
    """The time of a clause told a length after or before the one reading, asked for bare ("What time?",
    "What time is that?") or by that clause's own words ("What time was it delivered?"). A question that
    names anything of the reading's clause asks what is told already: left alone."""
    found, readings = _LATER_CLAUSE.search(story), _READINGS.findall(text)
    if found is None or len(readings) != 1 or len(_LENGTHS.findall(text)) != 1:
        return None
    at = _READINGS.search(story)
    if at is None or at.end() > found.start() or _READINGS.search(question):
        return None
    if not _ASKS_WHEN.search(question):
        return None
    clause, before = found.group("clause"), story[: found.start()]
    if not _ASKS_THAT_TIME.search(question.strip()):
        named, verbs = _named(question), _verbs(question)
        if not (named or verbs) or not _all_said(named, clause) or verbs - _verbs(clause):
            return None
        if _any_said(named, before) or verbs & _verbs(before):
            return None  # "… and I got there 20 minutes later. When did the shop open?"
    operation = "time_before" if found.group("way") == "earlier" else "time_after"
    return ProblemSpec(operation, reading(readings[0]), length(found.group(2)))


def _said_in(word: str, words: list[str]) -> bool:
    """Is `word` among `words`, perhaps in another form: "pop" in "the toast popped", "deliver" in
    "delivered"."""
    stem = word[:-1] if len(word) > 3 and word.endswith("e") else word
    return any(told == word or (len(stem) >= 3 and told.startswith(stem)) for told in words)


def _all_said(named: set[str], clause: str) -> bool:
    return all(_said_in(word, tokens(clause)) for word in named)


def _any_said(named: set[str], clause: str) -> bool:
    return any(_said_in(word, tokens(clause)) for word in named)


_TOLD_NOW = lazy(rf"(?:^|; |, )(?:it is|the time is|now(?: it is)?|the clock says) {READING}")
_NAMED_LATER = lazy(
    rf"(?:^|; |, |and )(?:the |a |an |my |our |his |her )?(?P<name>[a-z]+(?: [a-z]+)?)"
    rf" (?:is|was|will be|comes|happens)(?: due)? {LENGTH}"
    rf" (?P<way>later|afterwards|after|earlier|before|in)(?= ;| ,|$)",
    needs="later|after|earlier|before| in",
)
"""A thing a length after or before the reading, or a length into what starts at it: "the dog show is 150
minutes later", "the first break is due 450 minutes in"."""
_ORDINAL = lazy(r"^(?:first|1st|next) ", needs="first|1st|next")
_ASKS_NAMED = lazy(
    r"^(?:so )?(?:what time|when) (?:is|was|will be) (?:the |a |my |our |his |her )?(?P<name>.+)$",
    needs="when|time",
)


def _named_later(story: str, question: str, text: str) -> ProblemSpec | None:
    """A thing named as a length after or before the one reading, and asked for by its name: "Fete opens at
    11:30 AM and the dog show is 150 minutes later. What time is the dog show?", "a shift starts at 7:00 AM
    and the first break is due 270 minutes in. What time is the break?". The thing at the reading
    asked for ("When does the fete open?") is told already: left alone."""
    found, asked = _NAMED_LATER.search(story), _ASKS_NAMED.fullmatch(question.strip())
    readings = _READINGS.findall(text)
    if found is None or asked is None or len(readings) != 1 or len(_LENGTHS.findall(text)) != 1:
        return None
    name = found.group("name")
    if asked.group("name") not in (name, _ORDINAL.sub("", name)) or name in story[: found.start()]:
        return None
    if found.start() < (_READINGS.search(story) or found).start():
        return None  # "the show is 20 minutes later than the 7:30 PM start": told after the reading only
    if found.group("way") == "in" and _kinds(_verbs(story[: found.start()]), staying=False) != {"start"}:
        return None  # "the film ends at 9 PM and the twist is 20 minutes in": in from its start, not its end
    operation = (
        "time_after" if found.group("way") in ("later", "afterwards", "after", "in") else "time_before"
    )
    return ProblemSpec(operation, reading(readings[0]), length(found.group(2)))


_NAMED_FROM_START = lazy(
    rf"^(?:the |my |our |a )?(?P<name>[a-z]+) (?:is|comes|will be)(?: due)? {LENGTH} (?P<way>after|before)"
    rf" (?:(?:i|we) (?:start|begin|clock in|clock on)(?: work)? at {READING}|(?:my|our) {READING} start)$"
    rf"|^(?:the |my |our |a )?(?P<ends>[a-z]+) (?:ends|finishes|is over) {LENGTH} after (?:it|they)"
    rf" (?:starts|start|begins|begin|opens|open) at {READING}$",
    needs="start|begin|clock|open",
)
"""A thing named as a length after or before the learner's own start: "Break is due 4 h 30 min after I start
at 06:10", "Break's 2 h 30 min after my 9:15 am start"."""


def _named_from_my_start(story: str, question: str, text: str) -> ProblemSpec | None:
    """The time of the thing named, asked by its name or bare: "When's my break?", "When?"."""
    found, readings = _NAMED_FROM_START.fullmatch(story.strip()), _READINGS.findall(text)
    if found is None or len(readings) != 1 or len(_LENGTHS.findall(text)) != 1:
        return None
    if found.group("ends"):
        return _ends_after_its_start(found, question, readings[0])
    asked = _ASKS_NAMED.fullmatch(question.strip())
    by_name = asked is not None and asked.group("name") == found.group("name")
    if not (_ASKS_THAT_TIME.fullmatch(question.strip()) or by_name):
        return None  # "… after I start at 06:10. When do I start?" asks what is told
    operation = "time_after" if found.group("way") == "after" else "time_before"
    return ProblemSpec(operation, reading(readings[0]), length(found.group(2)))


def _ends_after_its_start(found: re.Match[str], question: str, said: str) -> ProblemSpec | None:
    """The end of a thing told as a length after its start: "Party ends 2 h 30 min after it starts at 1:30 pm,
    when's collection?" asks its end, by an end's verb; its start ("when does it start?") is told."""
    if not _ASKS_WHEN.search(question) or _kinds(_verbs(question), staying=False) != {"end"}:
        return None
    return ProblemSpec("time_after", reading(said), length(found.group(7)))


_STAYS = lazy(rf"\b(?:stay|stays|stayed|spend|spends|spent)(?: \w+){{0,2}} {LENGTH}", needs="stay|spen")
"""A stay at a place: "I stay 95 minutes from opening", where leaving ends the stay."""


def _kinds(names: set[str], staying: bool, sleeping: bool = False) -> set[str]:
    """What the verbs say of their readings, an end or a start; in a stay, arriving starts it and leaving
    ends it ("I got there at 6:50 PM and left at 9:35 PM. How long was I at the cinema?"); in a sleep, waking
    ends it ("I fell asleep at 10:50 PM and slept for 8 hours 20 minutes. When did I wake up?")."""
    if sleeping:
        return {"end" if name == "wake" else _VERBS[name][0] for name in names}
    if staying:
        return {
            "start" if name == "arrive" else "end" if name == "leave" else _VERBS[name][0] for name in names
        }
    return {_VERBS[name][0] for name in names}


_ASKS_ALLOWED = lazy(
    r"^(?:so )?when (?:can|could|may) (?:i|we|you|he|she|they)\b|^when (?:is|will) it (?:be )?(?:ok|safe)\b",
    needs="when",
)
"""When something may be done, after a length from the reading: "When can I take the clamps off?"."""


_AT_THE_START = lazy(
    r" (?:at the (?:departure|origin|starting) (?:airport|city|station|port)"
    r"|in (?:the )?departure(?: city s)? time"
    r"|where (?:it|we|i|they) (?:left|departed|took off|set off|started) from)\b",
    needs="departure|origin|starting|where",
)
"""The clock the reading was told on, named in the question: "What time will it be at the departure airport
when it lands?" is the reading moved on, on the same clock."""
_ELSEWHERE = lazy(
    r"\btime (?:will|would|is) it (?:be )?(?:back )?(?:in|at|there|here|home)\b(?! the end\b)", needs="time"
)
"""A clock somewhere else: "What time will it be in New York when it lands?" (its time zone is not told)."""


_ON_A_CLOCK = lazy(
    r" (?:on (?:a |the )?(?P<place>(?:[a-z]+ ){1,2}?)(?:clock|watch|time)"
    r"|in (?P<zone>(?:[a-z]+ ){1,2}?)time)$",
    needs="clock|watch|time",
)
"""The clock of a place asked for: "what time is that on a London clock?", "… in UK time?"."""
_TRIP_TO = lazy(
    rf"\b(?:it is|takes|is) {LENGTH} to (?!the next\b)(?!get\b|go\b|walk\b|drive\b)[a-z]+", needs=" to "
)
"""A trip's length to where it goes: "… and it's 7 hours 55 minutes to Boston"."""


def _on_one_clock(story: str, question: str) -> str | None:
    """The question on the clock of the story's first reading, or None when that is not plain: a clock named
    that is not the reading's ("… to Boston, what time is that on a Boston clock?"), or a story that goes
    from one country to another with no clock named ("Flight leaves Heathrow 10:20 and it's 7 hours 55
    minutes to Boston. What time is that?"). The reading's own clock named is left out of the question
    ("… on a London clock?": Heathrow is in the UK, as London is)."""
    from quickmath.offline.readers.time_zones import countries  # only for a story of a clock reading

    found = _ON_A_CLOCK.search(question)
    place = countries(found.group("place") or found.group("zone")) if found else set()
    if found is None or not place:  # no place's clock named: "… is what on the clock?"
        return None if len(countries(story)) > 1 and not _AT_THE_START.search(question) else question
    return question[: found.start()] if place == countries(_told_at(story)) else None


def _moved(story: str, question: str, text: str) -> ProblemSpec | None:
    """One reading moved by one length: the question's verb says which way. The question must ask for
    something the story does not already say ("it leaves at 8:50 … when does it leave?")."""
    readings, lengths = _READINGS.findall(text), _LENGTHS.findall(text)
    if len(readings) != 1 or len(lengths) != 1 or not _ASKS_WHEN.search(question):
        return None
    question = _AT_THE_START.sub("", question)
    if _ELSEWHERE.search(question):
        return None  # "What time will it be in New York when it lands?": the clock there is not told
    told_then = _verbs(_told_at(story))
    asked = _asked_verbs(question, story)
    if _AWAY_FROM_IT.search(story) and (
        not _ASKS_OF_ME.search(question) or _kinds(asked, False) != {"start"}
    ):
        return None  # "The bus is at 12:30 and I'm 20 minutes away, when does the bus leave?": the bus's time
    if (
        _EARLIEST.search(question)
        and {"end"} != _kinds(asked, False)
        and {"start"} != _kinds(told_then, False)
    ):
        return None  # "The last bus is at 11:40 pm, I'm 25 min away, earliest I can leave?": any time before
    if asked != _verbs(question) and _STAYS.search(story):
        return None  # "Stall opens 9:00, we stay 3 hours, back when?": back home, after the trip there?
    if not asked and _ASKS_THAT_TIME.fullmatch(question.strip()) and _TRIP_TO.search(story):
        asked = {"arrive"}  # "… it's 7 hours 55 minutes to Boston, what time is that?": its arrival
    sleeping = bool(_TO_BED.search(story) or _ASKS_SLEEP.search(story))
    kinds = _kinds(asked, staying=bool(_STAYS.search(story)), sleeping=sleeping)
    takes_to = _TAKES_TO.search(story)
    told = _verbs(story)
    if takes_to:
        if not asked and re.search(rf"\b{re.escape(takes_to.group(2))}", question):
            kinds = {"end"}  # "takes 12 minutes to boil … what time will it boil?"
        said = _CLAUSES.split(story[takes_to.start(2) :])[0]  # "to reach the city centre", "to get to York"
        if _kinds(_verbs(said), staying=False) == {"end"}:
            told = _verbs(story[: takes_to.start()] + " " + story[takes_to.start(2) + len(said) :])
    if not asked and _ASKS_ALLOWED.search(question) and not _kinds(told, staying=False) - {"start"}:
        kinds = {"end"}  # "needs 90 minutes to set; I glued at 10:50 AM. When can I take the clamps off?"
    named = _NAMED_BY_READING.search(question)
    if (named or _NAMED_BY_READING.search(story)) and kinds != {"end"}:
        return None  # "the 10:48 AM coach" leaves at 10:48 AM: only its arrival is asked with a length
    if len(kinds) != 1 or asked & told or (_READINGS.search(question) and not named):
        return None
    if kinds == {"start"} and _FROM_THE_READING.search(story):
        return None  # "The break is 25 minutes from 10:35, when does the break start?": from 10:35, told
    told_at = _told_at(story)
    if (_named(question) - _LINKS) & set(tokens(told_at)) and kinds == _kinds(_verbs(told_at), False):
        return None  # "The show started at 7:30 pm and lasted 2 hours. When did the show go on?": told
    if _DIRECTION.search(_JOURNEY.sub(" ", _UNTIL_A_READING.sub(" ", text))) or not _LASTING.search(text):
        return None  # "… 30 minutes until the break": the length may be another's
    if _NEXT_AFTER.search(story):
        return None  # "ends at 10:50 and it's 15 minutes to the next": the length is not this one's
    if lasts_another_thing(story):
        return None  # "Doors open at 6:45 pm. The support act lasts 45 minutes." was 7:30 PM
    operation = "time_after" if kinds == {"end"} else "time_before"
    return ProblemSpec(operation, reading(readings[0]), length(lengths[0]))


_NAMING_NOTHING = frozenset({
    "my", "our", "your", "his", "her", "their", "its", "this", "that", "there", "then", "must", "need",
    "needs", "have", "has", "had", "got", "want", "wants", "should", "shall", "may", "might", "by", "be",
    "been", "and", "but", "so", "which", "also",
})  # fmt: skip


def _names(clause: str) -> set[str]:
    """The words of a clause that name something, not its verbs, people or small words: "doors" of "doors
    open at", "support act" of "the support act"."""
    return {
        word
        for word in tokens(_VERB.sub(" ", clause))
        if word.isalpha() and word not in FILLERS | _PEOPLE | _NAMING_NOTHING | _LINKS
    }


_PERFORMS = r"plays|played|performs|performed|sings|sang|speaks|spoke|talks|talked"
_THING_LASTS = lazy(
    rf"(?:^|; (?:(?:the|a|an|our|my|their|his|her|your) )?|, (?:the|a|an|our|my|their|his|her|your) )"
    rf"(?P<thing>(?:[a-z]+ ){{1,3}}?)(?:lasts?|lasted|takes?|took|runs?|ran|is|was|will last|will take"
    rf"|goes on|{_PERFORMS}|[a-z]+s for|[a-z]+ed for) (?:for )?{LENGTH}"
    rf"|, (?P<act>(?:[a-z]+ ){{1,3}}?)(?:{_PERFORMS}) (?:for )?{LENGTH}"
)
"""A thing said to last a length, in a sentence of its own ("the support act lasts 45 minutes", "the walk
takes 25 minutes") or named in a clause of its own (", the support act lasts 45 minutes", ", support plays 1
hour 45"); "Kids back at 3:15 pm, tea takes 25 mins" tells what follows the reading."""


def lasts_another_thing(story: str) -> bool:
    """Is the length said of another thing than the one at the reading ("Doors open at 6:45 pm. The support
    act lasts 45 minutes": when it starts is not told)? A trip lasts from the reading ("School starts at
    8:55. The walk takes 25 minutes"), and "it" names the thing at the reading."""
    lasting = _THING_LASTS.search(story)
    if lasting is None:
        return False
    if lasting.start() < (_READINGS.search(story) or lasting).start():
        return False  # the length told first: "the tour takes 90 minutes ; we start at 9:30 am"
    thing = lasting.group("thing") or lasting.group("act")
    said, told = _names(thing), _names(_told_at(story))
    if said & told or re.search(rf"\b(?:{_TRIPS}|run|route|transfer|shuttle)\b", thing):
        return False  # "The flight departs at 16:25 and the flight time is …", "the walk home is 20 mins"
    return bool(told) and bool(said - {"time", "length", "duration"})


_TOLD_TO_MOVE = lazy(
    rf"\b(?:(add|plus|count on|go forward|move (?:it )?(?:on|forward)|put (?:it )?forward)"
    rf"|(take away|subtract|minus|take off|count back|go back|move (?:it )?back|put (?:it )?back)) {LENGTH}",
    needs="add|plus|count|take|subtract|minus|go |move|put",
)
"""A length the story says to add or take off: "the note says 'add 50 minutes'"."""


def _told_to_move(story: str, question: str, text: str) -> ProblemSpec | None:
    """A reading and a length told to be added to it or taken off: "The clock on the wall shows 9:15 PM and
    the note says 'add 50 minutes'. What time does the clue point to?"."""
    found, readings = _TOLD_TO_MOVE.search(story), _READINGS.findall(text)
    if found is None or len(readings) != 1 or len(_LENGTHS.findall(text)) != 1:
        return None
    if not _ASKS_WHEN.search(question) or _READINGS.search(question) or _DIRECTION.search(text):
        return None
    at = _READINGS.search(story)
    clause = _CLAUSES.split(story[: at.end()])[-1] if at else ""
    if _named(question) & set(tokens(clause)):
        return None  # "What time does the clock show?": the reading told, not the one moved to
    operation = "time_after" if found.group(1) else "time_before"
    return ProblemSpec(operation, reading(readings[0]), length(found.group(3)))


def _named(question: str) -> set[str]:
    """The words of a question that name someone or something of the story: not its verbs, nor asking
    words."""
    return {word for word in tokens(_VERB.sub(" ", question)) if word not in _ASKING_WORDS and word.isalpha()}


_SHIFTED = lazy(rf"{LENGTH} (earlier|sooner|later)\b(?! than)", needs="earlier|sooner|later")
_ASKS_RESET = lazy(
    r"\b(?:set|change|move|reset|put|make) (?:it|that|the \w+|my \w+)(?: \w+)? (?:to|for)$"
    r"|\bset (?:it|that|the \w+|my \w+) (?:to|for)\b|\bnew (?:\w+ )?time\b"
    r"|\bwhat (?:should|do) (?:i|we) set\b",
    needs="set|change|move|put|make|new",
)
"""A question of the time something is set to anew: "What should I set it to?", "What's the new time?"."""


def _reset(story: str, question: str, text: str) -> ProblemSpec | None:
    """A reading set anew a length earlier or later: "Sunday alarm's at 10:45. I want to get up 35 minutes
    earlier. What should I set it to?", "My reminder is at 3:40 PM; move it 15 minutes later. New time?"."""
    found, readings = _SHIFTED.search(story), _READINGS.findall(text)
    if found is None or len(readings) != 1 or len(_LENGTHS.findall(text)) != 1:
        return None
    if not _ASKS_RESET.search(question) or _READINGS.search(question):
        return None
    operation = "time_after" if found.group(2) == "later" else "time_before"
    return ProblemSpec(operation, reading(readings[0]), length(found.group(1)))


_DUE = lazy(
    r"\b(?:due|scheduled|timetabled|running|expected)\b", needs="due|schedul|timetabl|running|expected"
)
_LATE_OR_EARLY = lazy(
    rf"{LENGTH} (late|behind|early|ahead)\b|\bdelayed (?:by |for )?{LENGTH}()"
    rf"|\bafter (?:a|an) {LENGTH}() delay\b",
    needs="late|behind|early|ahead|delay",
)
_NAMED_BY_READING = lazy(rf"\bthe {READING} (?:train|bus|tram|ferry|flight|coach|boat|service)\b")
"""A reading that names what was due then: "the 2:15 PM train"."""
_ASKS_DUE = lazy(r"\b(?:due|scheduled|timetabled|supposed|meant|should|expected)\b")


_TIMETABLED = lazy(
    rf"\b(?:leaves|departs|arrives|lands|gets in|comes in|sets off|sails|boards|takes off) (?:at )?{READING}",
    needs="leaves|departs|arrives|lands|gets in|comes in|sets off|sails|boards|takes off",
)
"""A reading told as the timetable's, in the present ("the bus leaves at 6:50 AM"), not as what happened."""
_COMING = frozenset({
    "come", "comes", "get", "gets", "in", "there", "here", "actually", "really", "now", "then", "due",
    "scheduled", "timetabled", "supposed", "meant", "should", "expected", "have", "been", "to",
})  # fmt: skip
"""Words of a question of when the thing timetabled comes that name nothing else: "when will it get in?"."""
_SOMEONE_LATE = lazy(
    rf"\b(?:i am|i m|im|we are|i was|we were|i will be|we will be|i ll be|we ll be|you are|you re|he is"
    rf"|she is)"
    rf" (?:running )?{LENGTH} (?:late|behind|early|ahead)\b",
    needs="late|behind|early|ahead",
)
"""Someone late, not the thing timetabled: "my train leaves at 14:25 and I am 10 minutes late"."""


def _late(story: str, question: str, text: str) -> ProblemSpec | None:
    """A reading something was due at and a length it runs late or early: "The train is due at 16:04 but
    is 37 minutes late. When does it arrive?", "The 14:50 bus is running 25 minutes late. What time will it
    come?"; or the time it came and when it was due: "The school bus arrived at 3:52 PM, 19 minutes late.
    What time was it meant to arrive?"."""
    readings, found = _READINGS.findall(text), _LATE_OR_EARLY.search(story)
    if len(readings) != 1 or found is None or len(_LENGTHS.findall(text)) != 1:
        return None
    if not _ASKS_WHEN.search(question) or _READINGS.search(question):
        return None
    if _SOMEONE_LATE.search(story) or _named(question) - set(tokens(story)) - _COMING:
        return None  # "I am 10 minutes late", "… When does the meeting finish?": not the thing timetabled
    late = found.group(2) in ("late", "behind") or found.group(4) == "" or found.group(6) == ""
    said = found.group(1) or found.group(3) or found.group(5)
    timetabled = _TIMETABLED.search(story)
    if timetabled and _verbs(question) not in (set(), _verbs(timetabled.group())):
        timetabled = None  # "A bus leaves at 9:50 am and arrives 25 minutes late. When does it arrive?"
    if _DUE.search(story) or _NAMED_BY_READING.search(story) or timetabled:
        if _ASKS_DUE.search(question):
            return None  # "The bus was due at 8:15 and came 10 minutes late. When was it supposed to come?"
        return ProblemSpec("time_after" if late else "time_before", reading(readings[0]), length(said))
    if not _ASKS_DUE.search(question) or not _verbs(story):
        return None  # when it happened is told: only when it was due is asked
    return ProblemSpec("time_before" if late else "time_after", reading(readings[0]), length(said))


_LEAD = r"(?: (?:notice|warning|lead time|head start|buffer|grace))?"
"""What a length before an event may be called: "needs 40 minutes notice before the 4:30 pm collection"."""
_FOR_A_PURPOSE = r"(?= (?:to|so|in order to) [a-z ]+$)"
"""What the time before is for, said after the event: "… before my 8:05 am call to get there"."""
_BEFORE_READING = lazy(
    rf"{LENGTH}{_LEAD} (?P<way>before|after) (?P<event>(?:\w+ ){{0,3}}?)(?:at|for|by) {READING}"
    rf"|{LENGTH}{_LEAD} (?P<way_too>before|after) (?:the|my|our) {READING}"
    rf"(?P<event_too>(?: [a-z]+){{1,2}}?)(?:$|{_FOR_A_PURPOSE})",
    needs="before|after",
)
"""A length before or after an event at a reading: "has to rest 45 minutes before we eat at 19:15",
"coverage starts 45 minutes before the 8:00 pm kick off", "I'm back 3 hours 30 min after my flight lands at
11:50 am"."""
_BEFORE_IT = lazy(
    rf"{LENGTH} (before|early|earlier)(?: (?:that|then|it|this|opening|the start))? ;", needs="before|earl"
)
"""A length before the one event told, its name left out: "the airline wants us there 120 minutes before."."""
_AFTER_IT = lazy(
    rf"(?:is|comes|arrives|will be) {LENGTH} (?:after|later)(?: (?:that|then|it|this))? ;",
    needs="after|later",
)
"""A thing told a length after the one event, its name left out, asked bare: "Opened at 8:30am, the bread
delivery is 2 hours 15 mins after. What time's that?"."""
_CUT_AFTER_ITS_SUBJECT = lazy(
    r"\b(?:do|does|did|should|shall|will|would|can|could|must)"
    r"(?: (?:it|i|we|you|they|he|she|the \w+)(?: (?:need|have|got|want|ought))?(?: to)?)?$"
    r"|\b(?:is|are|was|were)(?: (?:it|i|we|you|they|he|she))?$|\b(?:the|a|an|my|our|your|his|her|their)$"
)
"""A question cut off after its subject or before its noun ("what time does it", "when do I need to", "what
time is the", as chatter leaves words it does not know): what it asks is not there."""
_ASKS_THAT_TIME = lazy(
    r"^(?:so )?(?:what|which) time(?: (?:is|was|would be|will be) (?:that|this|it)| (?:would|will) it be)?$"
    r"|^when(?: (?:is|was) that)?$"
)


def _before(story: str, question: str, text: str) -> ProblemSpec | None:
    """What time it is a length before (or after) the one reading: "The brisket has to rest 45 minutes before
    we eat at 19:15. What time should it come out?", "Our flight leaves at 6:40 AM and the airline wants us
    there 120 minutes before. What time is that?", "I'm back 3 hours after my flight lands at 11:50 am. When
    am I reachable?". The question may not name an event of the story's reading."""
    readings = _READINGS.findall(text)
    if len(readings) != 1 or len(_LENGTHS.findall(text)) != 1 or _READINGS.search(question):
        return None
    if found := _BEFORE_READING.search(story):
        said, at, apart = found.group("event", 4, 1) if found.group(1) else found.group("event_too", 7, 5)
        operation = (
            "time_before" if "before" in (found.group("way"), found.group("way_too")) else "time_after"
        )
        event = set(tokens(said)) - FILLERS
        told_first = _verbs(story[: found.start()])
        if not _ASKS_WHEN.search(question) or event & set(tokens(question)):
            return None  # "… 30 minutes before the show at 8:00 PM. When does the show start?"
        if _verbs(said) & _verbs(question):
            return None  # "… 45 minutes before the 8 pm kick off. When does it kick off?"
        if _verbs(question) - told_first and not event:
            return None  # "… 30 minutes before 8:00 PM. When does it start?": which event is that?
        if told_first and _verbs(question) and _kinds(_verbs(question), False) != _kinds(told_first, False):
            return None  # "Coverage starts 45 minutes before the 8 pm kick off. When does coverage end?"
        if (asked := _ASKS_NAMED.fullmatch(question.strip())) and not _all_said(_named(asked["name"]), story):
            return None  # "Party ends 2 h 30 min after it starts at 1:30 pm, what time is the cake?"
        if operation == "time_after" and _verbs(question) and not told_first:
            return None  # "Lunch is 3 hours after we start at 8:45. When does it finish?": its start is told
        if not _verbs(question) and _CUT_AFTER_ITS_SUBJECT.search(question):
            return None  # "… before the 8 pm kick off, what time does it": its verb cut off (as chatter)
        return ProblemSpec(operation, reading(at), length(apart))
    if (found := _BEFORE_IT.search(story + " ;")) and _asks_about_me(story, question, found.group(2)):
        if _BEFORE_THE_START.search(found.group()) and _kinds(_verbs(_told_at(story)), False) - {"start"}:
            return None  # "The party ended at 11 pm and the cake came 90 minutes before the start": not told
        moved = _verbs(_CLAUSES.split(story[: found.start()])[-1])
        if moved and _verbs(question) and _kinds(moved, False) != _kinds(_verbs(question), False):
            return None  # "… we need to be back 1 hour before. When do we leave?" was the time to be back
        return ProblemSpec("time_before", reading(readings[0]), length(found.group(1)))
    if (found := _AFTER_IT.search(story + " ;")) and _ASKS_THAT_TIME.search(question):
        return ProblemSpec("time_after", reading(readings[0]), length(found.group(1)))
    if (found := _FROM_READING.search(story)) and _ASKS_THAT_TIME.search(question):
        operation = "time_before" if found.group(2) == "before" else "time_after"
        return ProblemSpec(operation, reading(found.group(3)), length(found.group(1)))
    if (found := _FROM_ITS_EVENT.search(story)) and _ASKS_THAT_TIME.search(question):
        at = _READINGS.search(story)
        if at is None or at.start() > found.start() or not _verbs(found.group(3)) & _verbs(_told_at(story)):
            return None  # "… 87 minutes after half-time": not the event told at the reading
        operation = "time_before" if found.group(2) == "before" else "time_after"
        return ProblemSpec(operation, reading(readings[0]), length(found.group(1)))
    return None


_READING_FROM_EVENT = lazy(
    rf"{READING} , (?:which is|that is|it is|so) (?:just |exactly )?{LENGTH}"
    rf" (?P<way>before|ahead of|after|from when|since) (?P<event>(?:[a-z]+ ){{0,3}}?[a-z]+)(?= ;| ,|$)",
    needs="before|ahead of|after|from when|since",
)
"""A reading told as a length from another event: "Boarding closes at 15:20, which is 45 minutes before
take-off", "parking runs out at 4:10 pm, it's 2 hours from when I paid"."""
_SAID_OTHERWISE = {"paid": "pay", "left": "leave", "went": "go", "came": "come", "got": "get", "ate": "eat"}
"""Verbs whose past is not their stem and more: "paid" said, "pay" asked."""


def _reading_from_event(story: str, question: str, text: str) -> ProblemSpec | None:
    """The time of the event a reading is told to be a length before or after, asked by that event's own
    words: "Boarding closes at 15:20, which is 45 minutes before take-off. When is take-off?" (15:20 + 45
    min), "parking runs out at 4:10 pm, it's 2 hours from when I paid, what time did I pay?" (4:10 pm − 2 h).
    A question that names anything else ("When does the gate open?") is left alone."""
    found, readings = _READING_FROM_EVENT.search(story), _READINGS.findall(text)
    if found is None or len(readings) != 1 or len(_LENGTHS.findall(text)) != 1:
        return None
    if not _ASKS_WHEN.search(question) or _READINGS.search(question):
        return None
    event = " ".join(_SAID_OTHERWISE.get(word, word) for word in tokens(found.group("event")))
    named, verbs = _named(question) - {"i", "we"}, _verbs(question)
    if not (named or verbs) or verbs - _verbs(event) or not _all_said(named - _VERB_PARTS, event):
        return None
    later = found.group("way") in ("before", "ahead of")  # the event comes after the reading
    return ProblemSpec("time_after" if later else "time_before", reading(readings[0]), length(found.group(2)))


_VERB_PARTS = frozenset({"on", "off", "in", "out", "up"})
"""Words a verb of two words leaves behind once its verb is taken out of a question: "take off"."""


_BEFORE_THE_START = lazy(r"\b(?:opening|the start)\b", needs="opening|start")


def _told_at(story: str) -> str:
    """The clause of the story's first reading, up to it: "the party ended at" of "… ended at 11 pm and …"."""
    at = _READINGS.search(story)
    return _CLAUSES.split(story[: at.start()])[-1] if at else ""


_FROM_ITS_EVENT = lazy(
    rf"{LENGTH} (after|before) (?:the )?((?:{_VERB_WORDS})(?: [a-z]+)?)(?= ;| ,|$)", needs="after|before"
)
"""A time told as a length from the event at the reading, named again by its verb: "Kicked off at 17:30 and
the winner came 87 minutes after kick off. What time was that?"."""
_FROM_READING = lazy(rf"{LENGTH} (after|past|from|before) {READING}", needs="after|past|from|before")
"""A time told as a length from a reading: "the next dose is due 4 hours after 10:20 PM. What time is it?"."""
_CLAUSES = lazy(r" and | ; | , | but ")


def _asks_about_me(story: str, question: str, way: str) -> bool:
    """Does the question ask for the time told as a length before the reading ("… and the airline wants us
    there 120 minutes before. What time is that?", "Bar opens at 11:45 AM; I need to be in 40 minutes earlier.
    When should I arrive?"), not for the event at the reading itself ("When does the bar open?")? "Early" is
    read only with "what time is that": "I arrived 20 minutes early" may be early for something else."""
    if _ASKS_THAT_TIME.search(question):
        return True
    if way == "early":
        return False
    found = _READINGS.search(story)
    if found is None or not _ASKS_WHEN.search(question):
        return False
    event = _CLAUSES.split(story[: found.start()])[-1]
    named = {
        word for word in tokens(_VERB.sub(" ", question)) if word not in _ASKING_WORDS and word.isalpha()
    }
    return (
        not (_verbs(question) & _verbs(event)) and not (named & set(tokens(event))) and bool(_verbs(question))
    )


_AWAY = lazy(rf"{LENGTH} (?:away|to go|from now)\b|\b(?:in|due in) {LENGTH}(?: time)?(?= ;| ,|$)")
"""A length from now to the reading: "the next boss spawns at 03:10 and the timer says 47 minutes away"."""
_ASKS_NOW = lazy(r"^(?:so )?(?:what time is it|what is the time)(?: now| right now)?$")


_CLOCK_SAYS = lazy(
    rf"(?:^|; |, )(?:(?:it is|the time is|now(?: it is)?|(?:the |my |your )?(?:clock|watch|phone)"
    rf" (?:says|shows|reads)) {READING}|(?:it is )?{READING} now\b)"
)
"""The reading that is now: "it's 3:40 PM", "my watch says 6:50 am", "it's 3:40 PM now"."""
_SAYS_READING = lazy(rf"\b(?:says|shows|reads) {READING}", needs="says|shows|reads")
"""A reading something shows, which may be the time now ("my watch says 6:50 am")."""


_ASKS_LATER = lazy(
    rf"^(?:so )?(?:what time (?:is it|will it be|was it|would it be)|what (?:is|was|will be) the time"
    rf"|what (?:will|would) (?:it|the clock|the \w+) (?:say|show|read)) {LENGTH}"
    rf" (?P<way>later|on|afterwards|after that|after|earlier|before that|before)$"
    rf"|^(?:so )?{LENGTH} (?P<way_first>on|later|after|earlier|before)(?:(?: from)? (?:that|then|there))?"
    rf" (?:is|will be|would be) what (?:time|on the clock)$",
    needs="later|on|after|earlier|before",
)


def _asked_later(story: str, question: str, text: str) -> ProblemSpec | None:
    """The one reading told, and a question of the time a length later or earlier: "The show went on air at
    6:40 pm; what time is it 45 minutes later?", "Race clock says 14:25. What will it say 95 minutes
    later?", "…, so 45 mins on from that is what on the clock?"."""
    found, readings = _ASKS_LATER.fullmatch(question.strip()), _READINGS.findall(text)
    if found is None or len(readings) != 1 or len(_LENGTHS.findall(text)) != 1 or _DIRECTION.search(story):
        return None
    way, said = found.group("way") or found.group("way_first"), found.group(1) or found.group(3)
    later = way in ("later", "on", "afterwards", "after that", "after")
    return ProblemSpec("time_after" if later else "time_before", reading(readings[0]), length(said))


def _from_now(story: str, question: str, text: str) -> ProblemSpec | None:
    """When something comes that is a length away from now: "My watch says 6:50 am and my train is in 75
    minutes. What time is the train?", "It's 3:40 PM and the next bus is 25 minutes away. When does it
    come?". The question may not ask for the time now, nor name the clock told ("What does my watch say?")."""
    now, away, readings = _CLOCK_SAYS.search(story), _AWAY.search(story), _READINGS.findall(text)
    if now is None or away is None or len(readings) != 1 or len(_LENGTHS.findall(text)) != 1:
        return None
    if now.end() > away.start() or not _ASKS_WHEN.search(question) or _ASKS_NOW.search(question):
        return None  # the time now told first, then what is a length away from it
    if _READINGS.search(question) or _named(question) & set(tokens(now.group())) or _DIRECTION.search(text):
        return None
    return ProblemSpec("time_after", reading(readings[0]), length(away.group(1) or away.group(2)))


def _now(story: str, question: str, text: str) -> ProblemSpec | None:
    """What time it is now, a length before the one reading: "The next boss spawns at 03:10 and the timer says
    it's 47 minutes away. What time is it now?"."""
    found, readings = _AWAY.search(story), _READINGS.findall(text)
    if found is None or len(readings) != 1 or len(_LENGTHS.findall(text)) != 1:
        return None
    if not _ASKS_NOW.search(question) or _CLOCK_SAYS.search(story) or _SAYS_READING.search(story):
        return None  # "My watch says 6:50 am and my train is in 75 minutes": the reading is now already
    if _READINGS.match(story.strip()):
        return None  # "(it's) 2:50 pm and we go home in 25 mins": a reading said first, bare, is now
    return ProblemSpec("time_before", reading(readings[0]), length(found.group(1) or found.group(2)))


_EVERY = lazy(rf"\bevery (?:{LENGTH}|(hour))", needs="every")
"""A length things come round in: "every 8 hours", "every 20 minutes", "every hour", "8-hourly"."""
_HOURLY = lazy(r"\b(\d+) ?-? ?hourly\b", needs="hourly")
_ASKS_NEXT = lazy(r"\bnext\b(?! (?:\d|two|three|few|couple))", needs="next")
_DONE = lazy(
    r"\b(?:took|had|gave|given|taken|left|came|went|was|were|ate|fed|did|missed|started|began|rang|sounded"
    r"|arrived|passed|showed|flashed|watered|checked|changed|from|starting|last)\b"
)
"""The reading is when it last happened: "I took one at 6:00 AM", "one just left at 10:45"."""


_NEXT_AFTER = lazy(
    rf"\bnext (?:\w+ ){{0,3}}?{LENGTH} (?:later|after(?:wards)?)\b"
    rf"|\bwait (?:\w+ ){{0,2}}?{LENGTH} (?:for|until|till|before) (?:the |my |his |her |their )?next\b"
    rf"|\b{LENGTH} (?:to|till|until|on to) the next\b"
    rf"|\b{LENGTH} after (?:the|each|every|my|its) (?:last|previous|latest|one before)\b",
    needs="next|last|previous|latest|before",
)
"""The next one told a length after the one at the reading: "a tram leaves at 5:54 PM and the next comes 12
minutes later", "I took my tablet at 7:30 AM and must wait four and a half hours for the next"."""


def _next(story: str, question: str, text: str) -> ProblemSpec | None:
    """When the next one comes, told as a length after the one at the reading."""
    found, readings = _NEXT_AFTER.search(story), _READINGS.findall(text)
    if found is None or len(readings) != 1 or len(_LENGTHS.findall(text)) != 1 or _READINGS.search(question):
        return None
    asks_next = _ASKS_WHEN.search(question) and _ASKS_NEXT.search(question)
    if not (asks_next or _ASKS_THAT_TIME.search(question) or _ASKS_THERE.search(question)):
        return None
    said = next(group for group in found.groups() if group)
    return ProblemSpec("time_after", reading(readings[0]), length(said))


_ASKS_THERE = lazy(
    r"^(?:so )?when (?:do|will|shall|would|should) (?:i|we|you|they|he|she)"
    r" (?:get there|arrive|reach it|be there)$",
    needs="when",
)
"""Arriving at the next one: "First drop at 8:40 AM, then 35 minutes to the next. When do I get there?"."""


def _every(story: str, question: str, text: str) -> ProblemSpec | None:
    """The next of things that come round every so often, after one at the reading: "My tablets are every 8
    hours and I took one at 6:00 AM. When is the next one?". The story may not tell of a next one itself
    ("the next bus is at 10:45"), nor ask for any but the very next."""
    every, readings = _EVERY.search(story), _READINGS.findall(text)
    if every is None or len(readings) != 1 or len(_LENGTHS.findall(text)) > 1:
        return None
    if not (_ASKS_WHEN.search(question) and _ASKS_NEXT.search(question)) or _READINGS.search(question):
        return None
    if re.search(r"\b(?:next|previous|last \w+ is|first \w+ is|after|before|late|early)\b", story):
        return None
    if not _DONE.search(story) or re.search(r"\b(?:after next|one after|second|third|then)\b", question):
        return None
    interval = every.group(1) or "an hour"
    return ProblemSpec("time_after", reading(readings[0]), length(interval))


_FROM_TO = lazy(
    rf"\bbetween {READING} and {READING}|{READING} ?(?:to|until|till|through|-|–) ?{READING}",
    needs="between| to | until | till | through |-|–",
)
"""Two readings in their order: "open from 9 am until 5:30 pm", "Salon open 08:30 to 17:45"."""


_ASKS_TIME_OFF = lazy(
    r"\bhow (?:long|much time|many (?:minutes|hours)) (?:was|were|is|are|has|have|had) (?:it|they|he|she|i|we"
    r"|you|the \w+)(?: been)? (?:off|closed|shut)\b",
    needs="how",
)
"""A question of the time something was off or shut ("How long was it off?"), which no span from its
switching on to its switching off tells."""


def _between(story: str, question: str) -> ProblemSpec | None:
    """Two readings, one a start and one an end (or said "from … to …"), and a question of how long."""
    readings = list(_READINGS.finditer(story))
    if len(readings) != 2 or _LENGTHS.search(story) or _ASKS_TIME_OFF.search(question):
        return None
    if _BACK_TOLD.search(story) and _ONE_WAY_ASKED.search(question):
        return None  # "Left at 6:50 am, back at 8:35 am. How long was the ride there?": one way of two
    if not (_ASKS_HOW_LONG.search(question) or _ASKS_LATE.search(question)):
        return _until(story, question, reading(readings[0].group()), reading(readings[1].group()))
    if ordered := _FROM_TO.search(story):
        if _asks_of_another(story, question):
            return None  # "The workshop runs from 9:30 am to 3:15 pm. How long is lunch?"
        start, end = (said for said in ordered.groups() if said)
        return between(reading(start), reading(end))
    first, second = readings
    one, two = reading(first.group()), reading(second.group())
    told = (story[: first.start()], story[first.end() : second.start()])
    if _ASKS_SLEEP.search(question) or (_BARE_HOW_LONG.search(question) and _TO_BED.search(told[0])):
        return _slept(told, one, two)
    said = [_verbs(part) for part in told]
    if {"switch on", "come off"} & (said[0] | said[1]) and not _ASKS_ON.search(question):
        return None  # "Lights on at 05:45 and off at 21:15, how long is the dark?": not how long they are on
    kinds = [_kinds(names, staying=bool(_ASKS_STAY.search(question))) for names in said]
    if _stayed(said, question):  # "my parking runs out at 4:10 PM and I got here at 1:55 PM"
        start, end = (one, two) if said[0] & _JOINED else (two, one)
        return between(start, end) if _could_follow(start, end) and not _two_things(question, told) else None
    if _ASKS_LATE.search(question):
        return _how_late(told, question, one, two)
    if (until := _until(story, question, one, two)) is not None:
        return until
    if kinds == [{"start"}, {"end"}] and _could_follow(one, two):
        return None if _two_things(question, told) else between(one, two)
    if kinds == [{"start"}, {"end"}] and _ASKS_WAIT.search(question):
        return _in_order(
            two, one
        )  # "the shop opens at 9:00 AM and I arrived at 8:35 AM. How long did I wait?"
    if kinds == [{"end"}, {"start"}]:
        if _ASKS_WAIT.search(question) or _ASKS_BETWEEN.search(question):
            return _in_order(one, two)  # "my train arrives at 9:40 AM and the bus leaves at 10:05 AM"
        return between(two, one) if _could_follow(two, one) and not _two_things(question, told) else None
    if part_of_day := _PART_OF_DAY.search(question):
        return _part_of_day(part_of_day.group(1), story, kinds, one, two)
    if (after := _stayed_after(said, told, question, one, two)) is not None:
        return after
    if kinds in ([set(), {"end"}], [{"start"}, set()]) and _same_one_took(question, told, one, two):
        return between(one, two)  # "my starter was fed at 9:20 PM and was ready at 7:05 AM"
    if (kinds[0] or kinds[1]) and not _ASKS_BETWEEN.search(question):
        return None  # "the film ended at 9:30 PM, I got home at 10:05 PM: how long was the film?"
    if _names_one_reading(question, told):
        return None  # "the meeting is at 2:00 PM and lunch at 3:30 PM: how long is the meeting?"
    return _in_order(one, two)


_ASKS_ON = lazy(
    r"\bon$|^how (?:long|many hours|much time)(?: (?:is|was) (?:that|it))?$"
    r"|\b(?:run|ran|running|last|lasted)$",
    needs="on|how|run|ran|last",
)
"""A question of how long something switched on stayed on: "How long was it on?", "how long did it run?"."""
_ASKS_OF = lazy(
    r"\bhow (?:long|much time|many (?:hours|minutes))"
    r" (?:(?:is|was|are|were|does|did|will) (?:the |my |our |a )?([a-z]+)"
    r"|(?:the |my |our )?([a-z]+) (?:is|was|lasts))"
    r"|\bhow (?:long|much time) (?:is|was|are|were)( the| a| my)?$",
    needs="how",
)
_NAMES_NOTHING = frozenset({"that", "this", "there", "they", "them"})


def _asks_of_another(story: str, question: str) -> bool:
    """Does the question ask how long something lasts that the story does not name ("how long is lunch?",
    "how long lunch is"), or whose name is cut off ("how long is the", as chatter)?"""
    found = _ASKS_OF.search(question)
    if found is None:
        return False
    asked = found.group(1) or found.group(2)
    if asked is None:
        return True
    return asked not in _PEOPLE | _NAMES_NOTHING and asked not in tokens(story)


_LINKS = frozenset({"by", "at", "to", "in", "on", "for", "of", "from", "with", "up", "off", "out", "my"})
"""Small words a question shares with any clause, which name nothing in it."""
_BACK_TOLD = lazy(r"\b(?:got|get|gets|came|comes|was|were|is|am) back\b", needs="back")
_ONE_WAY_ASKED = lazy(
    r"\bthere$|\bone way\b|\bway (?:there|back|home)\b|\b(?:going|getting|coming) (?:there|back|home)\b",
    needs="there|one way|way |going|getting|coming",
)


_ASKS_STAYED_AFTER = lazy(
    r"^how (?:long|much time|many minutes) (?:did|do|will|have|had) (?:i|we|you|he|she|they)"
    r" (?:stay|stayed|stay on|stay behind|work|worked|work on|remain|hang around|been here|been there)"
    r"(?: on| behind)? after((?: (?:it|that|the \w+|\w+))?)$",
    needs="after",
)
_LEFT_OFF = frozenset({"get off", "leave", "end", "finish"})


def _stayed_after(
    said: list[set[str]], told_parts: tuple[str, str], question: str, one: str, two: str
) -> ProblemSpec | None:
    """How long someone stayed after an event, told with its reading, until they left at the other one:
    "Handover was at 7:15 PM and I clocked out at 8:05 PM. How long did I stay after?"."""
    asked = _ASKS_STAYED_AFTER.search(question)
    leaving = [bool(names) and names <= {"get off", "leave"} for names in said]
    if (
        asked is None
        or sorted(leaving) != [False, True]
        or not said[leaving.index(False)] <= {"end", "finish"}
    ):
        return None
    (left, event), told = ((two, one), told_parts) if leaving[1] else ((one, two), told_parts[::-1])
    if set(tokens(asked.group(1) or "")) - FILLERS - set(tokens(told[0])):
        return None  # "How long did I stay after lunch?": lunch is not the event told
    if not said[leaving.index(False)] and not _MOMENT.search(told[0]):
        return None  # "The meeting was at 4:30 PM": it began then, and when it ended is not told
    return between(event, left) if _could_follow(event, left) else None


_MOMENT = lazy(r"\b(?:handover|hand over|bell|whistle|last orders|closing time|home time|the end)\b")
"""Events that are a moment, not a span: staying after one is counted from its reading."""
_SAME_ONE = lazy(r"(?:,? )?(?:and|then|and then)(?: (?:was|were|is|it was|it is))?(?: \w+){1,3} (?:at|by)")
"""A second reading told of the same thing, its name not said again: "… and was ready at 7:05 AM"."""
_ASKS_TOOK = lazy(
    r"^how (?:long|much time) (?:did|does|will|would) (?:it|that|this) (?:take|last)$", needs="how"
)


def _same_one_took(question: str, told: tuple[str, str], one: str, two: str) -> bool:
    """Both readings told of one thing, the second with its name left out, and asked how long it took."""
    return bool(
        _SAME_ONE.fullmatch(told[1].strip())
        and _ASKS_TOOK.search(question)
        and not _names_one_reading(question, told)
        and _could_follow(one, two)
    )


_HOW_LONG_WORDS = frozenset({
    "how", "long", "many", "much", "minutes", "hours", "time", "take", "takes", "last", "and", "or", "of",
    "to", "from", "between", "in", "on", "for", "with", "by", "this", "there", "my", "your", "our", "his",
    "her", "their", "its",
})  # fmt: skip
"""Words of a question of how long that name nothing."""


_PEOPLE = frozenset({
    "i", "me", "we", "us", "you", "he", "him", "she", "her", "they", "them", "it", "am", "are", "is", "was",
    "were",
})  # fmt: skip
"""Words that name someone without saying who: "she", "I am"."""
_NO_SUBJECT = lazy(rf"(?:(?:and|but|then|,|;) )*(?:then )?(?:{_VERB_WORDS})\b")
"""A clause that goes on with the same thing, its verb first: "… and reaches the city centre at 09:05"."""
_CUT_NAME = lazy(rf"\b(?:the|a|an)(?: (?:{_VERB_WORDS})\b|$)")


def _two_things(question: str, told: tuple[str, str]) -> bool:
    """Are the readings of two things, the question naming one of them? "The match ends at 9 PM and I got on
    the train at 8:45 PM. How long did the train take?": the start of one and the end of another are no
    span of either. "Double XP ends at 11:59 PM and I got on at 8:45 PM" names one thing only."""
    if any(_CUT_NAME.search(said.strip()) for said in (question, *told)):
        return True  # "the ends at 9 PM", "how long is the": a name cut off (as chatter), so which is unknown
    named = _named(question) - _HOW_LONG_WORDS
    names = [
        set()
        if _NO_SUBJECT.match(part.strip())
        else {w for w in _named(part) if w not in FILLERS | _HOW_LONG_WORDS}
        for part in told
    ]
    if not names[0] or not names[1]:
        return False
    if not named - _PEOPLE and names[0] - _PEOPLE and names[1] - _PEOPLE and not names[0] & names[1]:
        return True  # "The nurse came at 9:20 and the doctor left at 11:05. How long was she with me?"
    return bool(named & (names[0] ^ names[1]))


def _names_one_reading(question: str, told: tuple[str, str]) -> bool:
    """Does the question name what only one of the readings is the time of? Then it asks how long that one
    thing is, which the two readings do not tell; "from Oxford to Reading" names both."""
    words = tokens(_VERB.sub(" ", question))
    named = {
        word for word in words if word.isalpha() and word not in FILLERS | _ASKING_WORDS | _HOW_LONG_WORDS
    }
    return sum(bool(named & set(tokens(part))) for part in told) == 1


_WAS_DUE = lazy(
    r"\b(?:due|scheduled|timetabled|expected|meant to \w+|supposed to \w+|should have \w+|planned)"
    r"(?: \w+)? (?:at|for)? ?$"
)
"""The reading something was due at: "the train was due at 4:20 PM", "should have left at 8:50"."""
_ASKS_LATE = lazy(
    r"\bhow (?:late|early|delayed)\b|\bhow long (?:was|were) the delay\b"
    r"|\bhow (?:long|much time|many minutes) (?:was|were) (?:it|the \w+|they|we|i) (?:late|early|delayed)\b",
    needs="late|early|delay",
)


def _came(told: str) -> bool:
    """Does this part tell when something came or went: "but came at", "arrived at", "left at"?"""
    return bool(_verbs(told) or _CAME.search(told))


_CAME = lazy(r"\b(?:came|comes|turned up|showed up)\b")


def _how_late(told: tuple[str, str], question: str, one: str, two: str) -> ProblemSpec | None:
    """How late or early something came: from the time it was due to the time it came, "The train was due at
    4:20 PM but arrived at 4:47 PM. How late was it?", "left at 9:15 but should have left at 8:50"."""
    due = [bool(_WAS_DUE.search(part)) for part in told]
    if due == [True, False] and _came(told[1]):
        due_at, came_at = one, two
    elif due == [False, True] and _came(told[0]):
        due_at, came_at = two, one
    else:
        return None  # "due at 4:20 PM and the bus at 4:47 PM": when the bus came is not told
    if "early" in question:
        due_at, came_at = came_at, due_at
    return between(due_at, came_at) if _could_follow(due_at, came_at) else None


_ASKS_UNTIL = lazy(
    r"\bhow (?:long|much time|many minutes) (?:until|till|til|is left|left|remains|(?:do )?(?:i|we) have"
    r"|have i got|to go)\b"
    r"|\bhow (?:long|much time|many minutes) (?:do|must|will|have) (?:i|we|you) (?:have to )?wait\b",
    needs="how",
)


_ASKS_MORE = lazy(r"^(?:so )?how (?:much longer|many more (?:minutes|hours))\b", needs="more|longer")
"""How much longer from now: asked only of an end still to come ("my shift ends at 2 AM")."""
_ENDS_AHEAD = lazy(
    r"\b(?:ends|finishes|closes|expires|runs out|is over|stops|will (?:end|finish|close|stop))\b"
)


def _until(story: str, question: str, one: str, two: str) -> ProblemSpec | None:
    """How long from now until the other reading: "Tea is at 5:30 PM. It is now 4:45 PM. How long until tea?",
    "My parking expires at 3:40 PM. It's now 2:55 PM. How long do I have?", "My shift ends at 2 AM and it's
    10:35 PM now, how much longer?"."""
    found = _NOW_AT.search(story)
    if found is None:
        return None
    now = reading(found.group(1) or found.group(2))
    if now not in (one, two):
        return None
    later = two if now == one else one
    other = story[: found.start()] if now == two else story[found.end() :]
    if not (_ASKS_UNTIL.search(question) or (_ASKS_MORE.search(question) and _ENDS_AHEAD.search(other))):
        return None
    if _named(question) - _HOW_LONG_WORDS - _PEOPLE - _UNTIL_WORDS - set(tokens(other)):
        return None  # "My bedtime is 7:30 pm and it's 6:45 pm. How long until dinner?": dinner is not told
    return between(now, later) if _could_follow(now, later) else None


_UNTIL_WORDS = frozenset({
    "until", "till", "til", "wait", "have", "got", "go", "remains", "more", "longer", "still", "now", "must",
})  # fmt: skip
"""Words of a question of how long until something that name nothing."""


_NOW_AT = lazy(
    rf"(?:^|; |, |and )(?:it is|the time is|it is now|now it is|now(?: is)?|the clock says) {READING}(?! \w)"
    rf"|(?:^|; |, |and )(?:it is )?{READING} now\b"
)
"""The reading that is now: "It is now 4:45 PM", "it is 4:20 PM now"."""


_ASKS_STAY = lazy(
    r"\bhow long (?:was|were|did|do|will|have|had) (?:i|we|you|he|she|they)(?: \w+)?"
    r" (?:at|in|there|here|with|stay|stayed|spend|spent|remain|work|worked|working)\b",
    needs="how long",
)
"""A question of a stay: "how long was I at the cinema?", "how long did we stay?", "how long was she with
me?"."""
_ASKS_SLEEP = lazy(
    r"\b(?:sleeps?|slept|sleeping|asleep|naps?|napped|napping|kips?|dozes?|dozed|snoozes?|snoozed|lie in)\b",
    needs="sleep|slept|nap|kip|doz|snooz|lie in",
)
_TO_BED = lazy(
    r"\b(?:went|go|goes|going|gone|got|get|gets) (?:to bed|to sleep|into bed|down)|\b(?:fell|falls?) asleep"
    r"|\b(?:dozed|nodded|drifted) off|\blights (?:out|off)|\bturned in|\bbedtime\b|\bput (?:\w+ ){0,2}to bed"
)
_WOKE = lazy(r"\b(?:woke|wakes?|waking|woken)\b|\b(?:got|get|gets) up\b|\balarm (?:went|goes|rang) off\b")


_BARE_HOW_LONG = lazy(
    r"^how (?:long|many hours|much time)(?: (?:did|do|will|would) (?:i|we|you|he|she|they) (?:get|have|got))?"
    r"(?: (?:was|is) (?:that|it))?$",
    needs="how",
)
"""A question of how long that names nothing: asked of going to sleep and waking, it asks the sleep ("I went
to sleep at 10:50 pm and woke at 6:35 am. How many hours did I get?")."""


_HAVING = lazy(r"\b(?:having|after)\b", needs="having|after")
"""Going to bed told after waking, as what came first: "woke at 6:45 AM having gone to bed at 10:30 PM"."""


def _slept(told: tuple[str, str], one: str, two: str) -> ProblemSpec | None:
    """How long someone slept: from going to bed (or falling asleep) to waking, whichever is told first:
    "I went to bed at 10:30 PM and woke at 6:45 AM. How long did I sleep?"."""
    went, woke = ([bool(found.search(part)) for part in told] for found in (_TO_BED, _WOKE))
    if went == [True, False] and woke == [False, True] and _could_follow(one, two):
        return between(one, two)
    told_after = _HAVING.search(told[1])
    if went == [False, True] and woke == [True, False] and told_after and _could_follow(two, one):
        return between(two, one)
    return None


_ASKS_FROM_NOW = lazy(r"\b(?:left|remain\w*|still|now|more|longer|until|till|before|after)\b")


def _stayed(said: list[set[str]], question: str) -> bool:
    """A stay: an arrival, and a time it runs out or closes ("my parking runs out at 4:10 PM and I got here
    at 1:55 PM", "the shop closes at 5:30 PM and I arrived at 4:50 PM"). Asked how long from now ("how long
    have I got left?"), it is left alone: now is not the arrival."""
    told = sorted(map(sorted, said))
    if _ASKS_FROM_NOW.search(question):
        return False
    if told in ([["arrive"], ["close"]], [["arrive"], ["expire"]]):
        return True
    joined, ended = (
        sorted(said, key=lambda names: bool(names & _JOINED), reverse=True)
        if len(said) == 2
        else (set(), set())
    )
    return (
        len(joined) == 1
        and joined <= _JOINED
        and len(ended) == 1
        and ended <= {"end", "close", "expire"}
        and bool(_ASKS_PERSON.search(question))
    )


_JOINED = frozenset({"arrive", "get on", "clock in"})
"""Verbs of joining something that runs until an end: "I got on at 8:45 PM", "I logged in at 9:10"."""
_ASKS_PERSON = lazy(
    r"^how (?:long|much time|many minutes|many hours) (?:do|did|will|can|could|would|have|had|am|was|were)"
    r" (?:i|we|you|he|she|they)\b",
    needs="how",
)
"""A question of how long someone had of it: "How long do I get double XP for?"."""


_ASKS_WAIT = lazy(
    r"\b(?:wait|waiting|gap|break|layover|stopover|connection|changeover|interval)\b",
    needs="wait|gap|break|over|connection|interval",
)
"""A wait between one thing's end and the next one's start: "the first film ended at 9:30 PM and the next
started at 9:50 PM. How long was the break?"."""
_PART_OF_DAY = lazy(
    r"\bhow long (?:is|was|will be) (?:the|my|our|your|his|her|their) (morning|afternoon|evening)"
    r"(?: (?:session|lessons?|shift|part))?$",
    needs="morning|afternoon|evening",
)
_HOURS_OF = {"morning": (0, 12), "afternoon": (12, 18), "evening": (16, 24)}
"""The hours a part of the day may start in."""


def _part_of_day(part: str, story: str, kinds: list[set[str]], one: str, two: str) -> ProblemSpec | None:
    """A part of the day from a start to an event after it, that part not named in the story: "school
    starts at 8:50 AM and lunch is at 12:15 PM. How long is the morning?"."""
    if part in story or sorted(kinds, key=len) != [set(), {"start"}]:
        return None
    start, end = (one, two) if kinds[0] else (two, one)
    first_hour, last_hour = _HOURS_OF[part]
    if not first_hour <= _minutes_into_day(start)[0] < last_hour:
        return None
    return _in_order(start, end)


def _could_follow(start: str, end: str) -> bool:
    """Could `end` close what began at `start`: later the same day, or in the morning after an evening
    start. Readings with no AM or PM both on a 12-hour dial are left to `between`, which asks."""
    marks = [said[-2:] if said[-1] == "M" else "" for said in (start, end)]
    if (marks[0] == "") != (marks[1] == "") or (not any(marks) and not _off_the_dial(start, end)):
        return True
    begun, ended = _minutes_into_day(start), _minutes_into_day(end)
    return begun < ended or (begun >= (12, 0) and ended < (12, 0))


def _off_the_dial(*said: str) -> bool:
    """Is one of these readings only on a 24-hour clock: 13:25, 09:40, 00:15?"""
    return any(not 1 <= int(time.split(":")[0]) <= 12 or time.startswith("0") for time in said)


_ASKS_BETWEEN = lazy(
    r"\bbetween\b|\bhow (?:long|much time) (?:do|did|have|had|will) (?:i|we|you|they) (?:have|got|get)\b"
    r"|\bhow long until\b"
)
"""A question of the time between the two readings as such, whatever each reading marks."""


def _in_order(first: str, second: str) -> ProblemSpec | None:
    """Two readings the verbs do not order, told as the day goes ("Oxford 10:12, Reading 10:51", or asked
    "between": "woke at 6:55 AM, left at 8:10 AM"): from the first to the second, when the second is later
    the same day (on one clock, both AM/PM or both not). Told the other way round, they are left alone."""
    marks = [said[-2:] if said[-1] == "M" else "" for said in (first, second)]
    if (marks[0] == "") != (marks[1] == ""):
        return None
    if _minutes_into_day(second) <= _minutes_into_day(first):
        return None
    return between(first, second)


def _minutes_into_day(said: str) -> tuple[int, int]:
    """Where a reading stands in its day, to say which of two is later: 11:50 AM before 12:15 PM."""
    clock, _, half = said.partition(" ")
    hours, _, minutes = clock.partition(":")
    hour = int(hours) % 12 + (12 if half == "PM" else 0) if half else int(hours)
    return hour, int(minutes or 0)


_TIMETABLE = lazy(
    r"\b(departure|arrival|dep|arr|leaves?|left|arrives?|arrived|departs?|departed|at) (?:at )?"
    r"([01]\d|2[0-3])([0-5]\d)h?\b"
)
"""A 24-hour reading written as a timetable does, without a colon: "leaves 0615, arrives 0932"."""


_ASKED_FIRST = lazy(
    r"^(?:(?:my )?[a-z]+ (?:asks|asked|wants to know|wonders|wondered) )?"
    r"((?:so )?(?:when|(?:at )?what time) .+?) (?:, )?if (.+)$",
    needs="if",
)
"""A question before the story it asks of: "What time does the 10:48 AM coach reach Leeds if the trip takes
2 hours 25 minutes?", "Sister asks what time she lands if the flight leaves 12:40 and takes 9 hours"."""
_RUN_ON = lazy(
    r"(?<=[a-z0-9]) (?=(?:what time|when|how long|how much time|how many minutes)"
    r" (?:does|did|will|is|was|do|can|should|would|could|shall|it|they|we|i|you|he|she|in|til|till|until)\b)",
    needs="when|time|how",
)
"""A question run on after its story with no stop: "recess starts at 10:15 am and lasts 25 minutes what time
does it end", "… goes for 45 mins what time it finish" (its "does" left out)."""


_ASKED_AFTER_SO = lazy(r" so (?=(?:[a-z]+ ){1,4}(?:by|at) what time$)", needs=" so ")
"""A question run on after "so": "the stream goes 2 hours 40 minutes so I'm done by what time?"."""


_SAME_CLOCK = lazy(
    r" \( (?:(?:on )?(?:the )?same (?:clock|time ?zones?)|(?:[a-z]+ )?time (?:for )?both"
    r"|both (?:in )?[a-z]+ time|(?:ignore|ignoring|forget|no) (?:the )?time ?zones?) \)(?=$| ,| ;)",
    needs="same|zone|both",
)
"""A reminder that one clock is meant, the reading's: "… arrive is what time (same clock)?", "… to
Vancouver (ignore time zones), what time would it be", "(UK time both)"."""
_TRAILING_OFF = lazy(r" … (?=(?:what time|when)\b)| … ?$", needs="…")
_THINKING_ALOUD = lazy(r" … ", needs="…")
"""Dots where a learner thinks aloud: "it's 40 min… so leave at… what time?" is a story, then its question."""


def _thought_aloud(text: str) -> str:
    """ "… and it is 40 min … so leave at … what time" as "… and it is 40 min ; so leave at what time"."""
    return _THINKING_ALOUD.sub(" ; ", _TRAILING_OFF.sub(" ", text)).strip()


_SIGNED_OFF = lazy(
    r"(?: ; (?:thanks|thank you|many thanks|thanks a lot|thx|ty|ta|ta muchly|cheers|cheers mate|regards"
    r"|kind regards|best|please|pls))+$",
    needs="thank|thx|ty|ta|cheers|regards|best|please|pls",
)
"""Thanks said after the question, as a sentence of its own: "… What time should we expect it? Cheers"."""


_FEELINGS = frozenset({
    "these", "those", "ones", "wrong", "confused", "confusing", "confuse", "confuses", "am", "hate", "bad",
    "at", "struggle", "struggling", "lost", "totally", "completely", "very", "always", "never", "get", "help",
    "please", "edit", "i", "me", "my", "brain", "hurts", "so", "thanks", "thank", "you", "in", "advance", ",",
})  # fmt: skip
"""Words of a sentence said after the question about the learner only: "I always get these wrong", "Help
please", "thanks in advance"."""


def _without_feelings_after(text: str) -> str:
    """The text without sentences after its question that say nothing but how the learner feels: "… How long
    was the journey? I always get these wrong". A sentence with any other word stays ("… there and back")."""
    *kept, last = text.split(" ; ")
    while kept and not _asks(last) and not re.search(r"\d", last) and _feelings_only(last):
        *kept, last = kept
    return " ; ".join([*kept, last]) if _asks(last) else text


def _feelings_only(sentence: str) -> bool:
    return set(tokens(sentence)) <= _FEELINGS | FILLERS or is_chatter(sentence)


_ORDINAL_NAME = lazy(r"\bthe \d+ ?(?:st|nd|rd|th)\b", needs="st|nd|rd|th")
"""An ordinal that names a thing, no number to work with: "finished the 18th at 12:05 pm"."""
_NAMED_BY_A_NUMBER = lazy(
    r"\b\d+ ?(?:000|k|km|miles?) (?:fun run|run|race|walk|ride|swim|sportive|challenge)\b"
    r"|\bthe \d+000(?= ;| ,|$)"
    rf"|{AGE_ASIDE}",
)
"""Numbers that name something and are no quantity of a clock story: a race ("the couch to 5k run", "marshal
at the 10k", normalised as 5000 and 10000) and an age said aside ("I care for my mum (she's 84)", "I'm a
mature student (52)")."""
_EACH = lazy(r"\b(?:each|per|apiece)\b", needs="each|per|apiece")
"""A length for each of some things ("each of the stops takes 5 minutes"): how many is not told."""
_CLAUSE_START = r"(?:^|(?<=, )|(?<=; )|(?<=\band ))"
_CLIPPED = [
    (lazy(rf"{_CLAUSE_START}back (?:at )?(?={READING})", needs="back"), "got back at "),
    (lazy(rf"{_CLAUSE_START}on site (?:at |from )?(?={READING})", needs="on site"), "arrived on site at "),
    (lazy(rf"{_CLAUSE_START}up (?:at )?(?={READING})", needs="up"), "got up at "),
]
"""Clauses said without their verb, the verb they mean: "back at 9:20 am" (got back), "on site 07:30"
(arrived), "up at 6:45am" (got up)."""


def _unclipped(text: str) -> str:
    for clipped, said in _CLIPPED:
        text = clipped.sub(said, text)
    return text


_ITS = lazy(rf"(?:^|(?<=; )|(?<=, )|(?<=\band ))its (?={READING})", needs="its ")
""""It's" typed without its apostrophe before a reading: "its 6:45 pm", the time now."""


def read(text: str) -> ProblemSpec | None:
    """A story with clock readings and the time it asks for, or None."""
    text = _ITS.sub("it is ", _without_feelings_after(_SIGNED_OFF.sub("", time_slips(text))))
    one_clock = bool(_SAME_CLOCK.search(text))
    text = _unclipped(_ASKED_AFTER_SO.sub(" ; ", _thought_aloud(_SAME_CLOCK.sub("", text))))
    if " ; " not in text and not _ASKED_AFTER_COMMA.search(text):
        text = _ASKED_FIRST.sub(r"\2 ; \1", text)
        text = _RUN_ON.sub(" ; ", text, count=1) if " ; " not in text else text
    if " ; " not in text and not _ASKED_AFTER_COMMA.search(text):
        return None  # one sentence, no question after a comma: no story
    text = spoken_readings(_HOURLY.sub(r"every \1 hours", _TIMETABLE.sub(r"\1 \2:\3", text)))
    if not _READINGS.search(text):
        return None
    text = on_a_24_hour_clock(hour_parts(text))
    story, question = _question(text)
    if (on_its_clock := question if one_clock else _on_one_clock(story, question)) is None:
        return None
    question = on_its_clock
    without_times = _ORDINAL_NAME.sub(
        " ", _LENGTHS.sub(" ", _READINGS.sub(" ", _NAMED_BY_A_NUMBER.sub(" ", text)))
    )
    if _NUMBER.search(without_times) or _EACH.search(text):
        return None  # another number in the story, or a length for each of some things: not one length
    return (
        _every(story, question, text)
        or _next(story, question, text)
        or _now(story, question, text)
        or _from_now(story, question, text)
        or _later(story, question, text)
        or _said_later(story, question, text)
        or _named_later(story, question, text)
        or _named_from_my_start(story, question, text)
        or _asked_later(story, question, text)
        or _moved(story, question, text)
        or _told_to_move(story, question, text)
        or _reset(story, question, text)
        or _between(story, question)
        or _late(story, question, text)
        or _reading_from_event(story, question, text)
        or _before(story, question, text)
    )
