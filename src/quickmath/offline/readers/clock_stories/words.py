"""The words of a clock story that every kind of story reads: the verbs that say a start or an end (leave,
arrive, finish), the question split from the story, and the ways a time or a length is asked."""

from __future__ import annotations

from quickmath.offline.readers.clock_times import LENGTH, READING
from quickmath.offline.reading.text import FILLERS, tokens
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
    r"(?: (?:on |at |to )?(?:the |my |our |his |her |their )?[a-z]+)? (?:at|by|when)$"
    r"|(?:it |they )?(?P<clipped_in>in|on) (?:at|by|when)$"
    r"|when (?:is|will) (?:it|they|he|she|we|i)(?: be)? (?P<clipped_too>out|off|done|over|ready|back)$"
)
"""A question clipped to its last word and "at?", "by?" or "when?", perhaps with where after it: "Band on
21:15, plays 1 hour 45, off at?", "Bread in at 11:50, takes 40 minutes. When's it out?", "Back on the tools
when?"."""
_ARRIVAL_NAMED = (
    r"^(?:so )?(?:what is |when is )?(?:the |my |our |your |their |his |her )?"
    r"(?:eta|e t a|estimated (?:time of )?arrival(?: time)?|arrival time"
    r"|due (?:in|there|back|home)(?: at| when| by)?)$"
)
"""A question that only names the arrival: "ETA?", "What's our ETA?", "Estimated arrival?", "Due in at?"."""
_TIME_NAMED = (
    r"(?:arrival|departure|finish|finishing|end|ending|start|starting|landing|leaving|pick ?-?up|collection"
    r"|clock ?-?off|home|opening|closing|lock ?-?up|finish(?:ing)? up|new)"
)
"""A time asked by what happens then, anywhere in the question: "What's my start time?", "Work out the arrival
time", "It finishes at which hour?". A journey's or a flight's time is a length (`ASKS_HOW_LONG`)."""
ASKS_WHEN = lazy(
    rf"{_ARRIVAL_NAMED}|\b(?:when|what time|at what time|what hour|(?:latest|earliest)(?: time)?)\b"
    r"|^(?:so )?(?:the )?(?:arrival|departure|finish|end|landing|eta)(?: time)?$"
    r"|^(?:so )?(?:the )?start time$"
    rf"|^(?:so )?(?:done|ready|finished|over) (?:at|when|by)$|^(?:so )?(?:{_CLIPPED_QUESTION})"
    r"|^(?:so )?(?:that |this |which )?(?:gets?|puts?) (?:me|us|you|him|her|them) (?:in|there|home|back)"
    r" (?:at|by)$"
    r"|^(?:i|we|you|he|she|they) (?:will|would) (?:be there|get there|arrive|land|finish|be done) at$"
    r"|^(?:so )?(?:leave|set off|go|catch (?:it|the \w+)) by$"
    rf"|\b(?:at )?which (?:hour|time)\b|\b{_TIME_NAMED} time\b"
    r"|\b(?:what|which) (?:clock|am ?/ ?pm|am or pm|24 hour|12 hour) time\b|\bthe time (?:at which|when)\b"
    r"|\b(?:tell me|give|work out|find|determine|write) (?:me )?the (?:new |clock |end |finishing )?time\b"
    r"(?! (?:(?:it|that|this|the [a-z]+|[a-z]+) )?(?:takes?|took|lasts?|lasted|spent|needs?|needed)\b)",
    needs="when|time|what hour|arrival|e t a|due|departure|finish|end|landing|eta|latest|earliest|done|ready"
    "|over| at| by|which hour|clock time|pm time|hour time|the time",
)
ASKS_HOW_LONG = lazy(
    r"\bhow (?:long|many minutes|much time|many hours|much sleep)\b"
    r"|\b(?:journey|travel|flight|trip|total) time$|\b(?:time taken|duration)\b"
    r"|\b(?:time|hours|minutes) (?:worked|spent|parked|open)\b"
    r"|\b(?:shift|journey|trip|flight|session) length\b"
    r"|^(?:so )?(?:the )?(?:gap|wait|interval|time between(?: them)?)$"
    r"|^(?:so )?(?:the )?(?:length|time) (?:of|on|in) (?:the |my |a |our )?(?:shift|day|journey|trip|flight"
    r"|session|drive|ride|commute|visit|stay|road)$|^(?:the )?opening hours$"
    r"|\bhow much (?:[a-z]+ ){1,2}time\b|\b(?:hrs|hours|mins|minutes) worked\b"
    r"|^(?:so |and )?(?:(?:find|give me|work out|what is|what was) )?(?:the |my |our |its |that )?"
    r"(?:(?:total|overall|play|playing|baking|cooking|running|burn|burning|transfer|screen|working|driving"
    r"|walking|riding|race|charging|waiting|elapsed|run|session|shift|slot) (?:time|length)|length|runtime)"
    r"(?: (?:on|of|in|at) (?:the|my|our|that|this|its) [a-z]+)?(?: (?:in hours and minutes|please))?$",
    needs="how long|how many|how much|time|duration|length|gap|wait|interval|hours|hrs|mins|minutes",
)
_ROUNDS = r"(?:drop|drop off|stop|delivery|call|job|customer|visit|patient|appointment|class|lesson)"
"""The first and last of a round, which start and end it: "Route started 09:15, last drop 16:50"."""
_VERBS = {
    "finish": (
        "end",
        r"finish(?:es|ed|ing)?|(?:packs|packed|wrap|wraps|wrapped) up|(?:be )?due back"
        r"|(?:go|goes|went) back (?:out|in|on|to work)|(?:tidy|tidies|tidied|clear|clears|cleared) up"
        r"|adjourn(?:s|ed)?|stumps(?: (?:were|are|was))? drawn",
    ),
    "end": (
        "end",
        r"end(?:s|ed)?|final whistle(?: (?:went|goes|blew|blows|sounded))?|full time|chequered flag"
        r"|checkered flag"
        r"|cross(?:es|ed)? the (?:finish(?:ing)? )?line",
    ),
    "arrive": (
        "end",
        r"arrival|arrive[sd]?|(?:gets?|got)(?: me| us| you| him| her| them)? (?:there|here|home|back|in|to)"
        r"|(?:be|am|are|were|was|is)(?: (?:i|we|you|they|he|she))? (?:there|home|back)(?! out\b| in\b)"
        r"|reach(?:es|ed)?|(?:turn|turns|turned|show|shows|showed) up"
        r"|(?:came|comes)"
        r"(?! (?:out|off|in|on|up|down|to|from|with|across|through|first|second|third|last)\b)",
    ),
    "be in": (
        "end",
        r"be on (?:(?:our|my|the|their|his|her|your) [a-z]+|(?!time\b|duty\b|it\b|that\b|this\b)[a-z]+$)"
        r"|(?:be|am|are)(?: (?:i|we|you|they))? (?:in|at) (?:(?:our|my|the|their|his|her|your) )?"
        r"(?!least\b|all\b|what\b)[a-z]+",
    ),
    "come out": ("end", r"(?:comes?|came) out|(?:take|takes|took|taken) (?:\w+ ){0,2}out"),
    "go in": ("start", r"(?:go|goes|went) in|(?:put|puts) (?:\w+ ){0,3}in"),
    "ready": (
        "end",
        r"(?:be )?(?:ready|done|over|full|charged)|(?:be|am|are)(?: (?:i|we|you|they))? (?:free|through)",
    ),
    "collect": ("end", r"collect(?:ion)?|pick (?:\w+ )?up|picks? (?:\w+ )?up|fetch(?:es|ed)?|expect"),
    "land": ("end", r"land(?:s|ed)?|dock(?:s|ed)?|pull(?:s|ed)? in"),
    "ring": ("end", r"rings?|rang|beep(?:s|ed)?|buzz(?:es|ed)?|go(?:es)? off|gone off"),
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
        r"departure|leaves?|leaving|left|set (?:off|out)|sets (?:off|out)|depart(?:s|ed)?"
        r"|(?:go|goes|went)(?! back\b)|out (?:of )?the (?:door|house)"
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
VERB_WORDS = "|".join(pattern for _, pattern in _VERBS.values())
VERB = lazy(rf"\b({VERB_WORDS})\b")
_NAMED = [(name, lazy(pattern)) for name, (_, pattern) in _VERBS.items()]
MEANS_TO = (
    r"want|wants|like|likes|need|needs|have to|has to|must|got to|meant to|supposed to|should|ought to"
    r"|aim|aims|plan|plans"
)
"""Words of a time someone means to keep, not one that came: "I like to be there 25 minutes early"."""
DIRECTION = lazy(
    r"\b(?:early|earlier|late|later|ahead|behind|delay(?:ed)?|ago|before|beforehand|in advance|after|until"
    r"|(?<!\bthe )(?<!\bon a )till|since)\b"
)
"""Words that say which way a length goes on their own: such stories are left alone ("on the till" is a cash
register)."""
READINGS = lazy(READING)
LENGTHS = lazy(LENGTH)


ASKED_AFTER_COMMA = lazy(
    r" [,-] (?=(?:when|what time|(?:at )?what hour|at what time|(?:(?:it )?(?:needs?|takes?) )?how long"
    r"|how much time|how much longer"
    r"|(?:the )?(?:latest|earliest) (?:time )?(?:i|we|you|they|he|she) (?:can|could|should|must)"
    r"|how many more minutes|how many (?:hours|minutes|mins|hrs)|door to door how long"
    r"|(?:can|could) (?:someone|anyone|you) (?:confirm|tell me|work out|check) how long)\b"
    r"|(?:arrival|departure|finish|end|landing|eta)(?: time)?$|(?:done|ready|finished|over) (?:at|when|by)$"
    r"|(?:[a-z]+ ){1,3}(?:is|at|by) what time$|(?:i|we|you|he|she|they) (?:will|would) (?:be there|get there"
    r"|arrive|land|finish|be done) at$"
    r"|(?:so )?(?:[a-z0-9]+ ){1,6}(?:is|will be|would be) what (?:time|on the clock)$"
    r"|(?:so )?[a-z]+(?:ing)? (?:at )?what time$"
    r"|(?:so )?(?:[a-z]+ ){0,3}?(?:out|off|done|over|ready|back|back on|finished|finishing)"
    r"(?: the road| site| stage| duty)? (?:at|by|when)$|(?:it |they )?(?:in|on) (?:at|by|when)$)",
    needs=" , | - ",
)
"""A question after a comma or a dash: "If a film lasts 95 minutes and begins at 6:30 pm, when does it
finish?", "…, at what hour does it finish?", "…, arrival is what time?", "…, I'll be there at?", "… 5:35 pm -
how long did it take?"."""


def story_and_question(text: str) -> tuple[str, str]:
    """The story and its question: the last sentence, or the first when only it asks ("How long was I at
    the cinema? I got there at 6:50 PM and left at 9:35 PM.")."""
    story, _, question = ASKED_AFTER_COMMA.sub(" ; ", text).rpartition(" ; ")
    first, _, rest = story.partition(" ; ")
    if not asks(question) and asks(first) and not asks(rest):
        return f"{rest} ; {question}" if rest else question, first
    return story, question


def asks(sentence: str) -> bool:
    return bool(ASKS_WHEN.search(sentence) or ASKS_HOW_LONG.search(sentence))


_CLIPPED_ASK = lazy(rf"^(?:so )?(?:{_CLIPPED_QUESTION})")
_ASKS_ARRIVAL = lazy(_ARRIVAL_NAMED, needs="eta|e t a|arrival|due")


def asked_verbs(question: str, story: str) -> set[str]:
    """The verbs a question asks with, a clipped question's by its last word: "off at?" asks "come off". A
    clipped word the story tells asks what is told ("Band on 21:15, plays 1 hour 45, on at?"): none."""
    if verbs := verbs_in(question):
        return verbs
    if _ASKS_ARRIVAL.fullmatch(question.strip()):
        return {"arrive"}
    found = _CLIPPED_ASK.fullmatch(question.strip())
    if found is None:
        return set()
    word = found["clipped"] or found["clipped_in"] or found["clipped_too"]
    return set() if set(word.split()) & set(tokens(story)) else {_CLIPPED_WORDS[word]}


def names_an_event(words: str) -> bool:
    """Do `words` start with the name of an event a clock story tells of ("collection", "pick up", "kick
    off"), which names no one?"""
    return VERB.match(words) is not None


_BEFORE_A_DOER = frozenset({
    "and", "but", "then", "so", ",", ";", "the", "my", "our", "his", "her", "their", "a", "an",
})  # fmt: skip
_PRONOUNS = frozenset({"i", "we", "you", "he", "she", "they", "it"})


def doer_of(clause: str) -> str | None:
    """Who a clause with a clock reading is said of, when it names them before its verb: "mum" of "and mum
    came back at", "i" of "i got home at"; None for a clause going on with its verb ("and came back at",
    "having left work at")."""
    words = clause.split()
    while words and words[0] in _BEFORE_A_DOER:
        words = words[1:]
    if not words or names_an_event(" ".join(words)):
        return None
    if words[0] in _PRONOUNS:
        return words[0]
    named = words[0].isalpha() and words[0] not in FILLERS and not words[0].endswith(("ing", "ed"))
    return words[0] if named and names_an_event(" ".join(words[1:])) else None


def two_doers(clauses: tuple[str, str], question: str = "") -> bool:
    """Are two clauses said of two people, each named before its verb ("dad went out at … and mum came back
    at …", "… and i came back at …")? "he", "she", "they" or "it" may be the first again, and "i" and "we" go
    together. One named with its article or owner ("the bus leaves at", "my ticket expires at") may be a
    thing whose times bound a wait or a stay ("My train arrives at 9:40 AM and the bus leaves at 10:05 AM"):
    two doers only when the question asks how long someone else was away ("… and I got home at 9:05 pm. How
    long was she gone?")."""
    doers = [doer_of(clause) for clause in clauses]
    if None in doers or doers[0] == doers[1] or {"he", "she", "they", "it"} & set(doers):
        return False
    if {"i", "we"} >= {str(doer) for doer in doers}:
        return False
    return not any(_OF_A_THING.match(clause.strip()) for clause in clauses) or bool(
        _ASKS_OF_SOMEONE_AWAY.search(question)
    )


_OF_A_THING = lazy(r"(?:(?:and|but|then|,|;) )*(?:the|a|an|my|our|his|her|their|your) ")
"""A clause said of what is named with its article or its owner: "and the shop", "my ticket"."""
_ASKS_OF_SOMEONE_AWAY = lazy(
    r"\bhow (?:long|much time|many (?:hours|minutes)) (?:was|were|is|has|had|did) (?:he|she|they)\b",
    needs="how",
)


def roles_of(verbs: set[str]) -> set[str]:
    """What the verbs say of their reading, by their names: "start" or "end"."""
    return {_VERBS[verb][0] for verb in verbs}


def verbs_in(text: str) -> set[str]:
    """The story verbs in `text`, each by its one name: "left" and "leaves" are both "leave"."""
    return {name for found in VERB.findall(text) for name, pattern in _NAMED if pattern.fullmatch(found)}


ASKING_WORDS = frozenset({
    "when", "what", "time", "at", "did", "does", "do", "will", "would", "should", "could", "can", "is", "was",
    "the", "a", "an", "it", "i", "we", "you", "he", "she", "they", "that", "then", "hour", "are",
})  # fmt: skip
"""The words of a question that name no one and nothing of the story ("at what hour", "when are")."""


def said_in(word: str, words: list[str]) -> bool:
    """Is `word` among `words`, perhaps in another form: "pop" in "the toast popped", "deliver" in
    "delivered"."""
    stem = word[:-1] if len(word) > 3 and word.endswith("e") else word
    return any(told == word or (len(stem) >= 3 and told.startswith(stem)) for told in words)


def all_said(named: set[str], clause: str) -> bool:
    return all(said_in(word, tokens(clause)) for word in named)


ASKS_NAMED = lazy(
    r"^(?:so )?(?:(?:at )?what (?:time|hour)|when) (?:is|are|was|were|will be)"
    r" (?:the |a |my |our |his |her )?(?P<name>.+)$",
    needs="when|time|hour",
)


def kinds_of(names: set[str], staying: bool, sleeping: bool = False) -> set[str]:
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


AT_THE_START = lazy(
    r" (?:at the (?:departure|origin|starting) (?:airport|city|station|port)"
    r"|in (?:the )?departure(?: city s)? time"
    r"|where (?:it|we|i|they) (?:left|departed|took off|set off|started) from)\b",
    needs="departure|origin|starting|where",
)
"""The clock the reading was told on, named in the question: "What time will it be at the departure airport
when it lands?" is the reading moved on, on the same clock."""


def names_asked(question: str) -> set[str]:
    """The words of a question that name someone or something of the story: not its verbs, nor asking
    words."""
    return {word for word in tokens(VERB.sub(" ", question)) if word not in ASKING_WORDS and word.isalpha()}


ASKS_THAT_TIME = lazy(
    r"^(?:so )?(?:what|which) time(?: (?:is|was|would be|will be) (?:that|this|it)| (?:would|will) it be)?$"
    r"|^when(?: (?:is|was) that)?$"
    r"|^(?:so )?(?:at )?what hour(?: (?:is|was|would be|will be) (?:that|this|it))?$"
)


def clause_of_first_reading(story: str) -> str:
    """The clause of the story's first reading, up to it: "the party ended at" of "… ended at 11 pm and …"."""
    at = READINGS.search(story)
    return CLAUSES.split(story[: at.start()])[-1] if at else ""


CLAUSES = lazy(r" and | ; | , | but ")


NEXT_AFTER = lazy(
    rf"\bnext (?:\w+ ){{0,3}}?{LENGTH} (?:later|after(?:wards)?)\b"
    rf"|\bwait (?:\w+ ){{0,2}}?{LENGTH} (?:for|until|till|before) (?:the |my |his |her |their )?next\b"
    rf"|\b{LENGTH} (?:to|till|until|on to) the next\b"
    rf"|\b{LENGTH} after (?:the|each|every|my|its) (?:last|previous|latest|one before)\b",
    needs="next|last|previous|latest|before",
)
"""The next one told a length after the one at the reading: "a tram leaves at 5:54 PM and the next comes 12
minutes later", "I took my tablet at 7:30 AM and must wait four and a half hours for the next"."""


PEOPLE = frozenset({
    "i", "me", "we", "us", "you", "he", "him", "she", "her", "they", "them", "it", "am", "are", "is", "was",
    "were",
})  # fmt: skip
"""Words that name someone without saying who: "she", "I am"."""
ASKS_SLEEP = lazy(
    r"\b(?:sleeps?|slept|sleeping|asleep|naps?|napped|napping|kips?|dozes?|dozed|snoozes?|snoozed|lie in)\b",
    needs="sleep|slept|nap|kip|doz|snooz|lie in",
)
TO_BED = lazy(
    r"\b(?:went|go|goes|going|gone|got|get|gets) (?:to bed|to sleep|into bed|down)|\b(?:fell|falls?) asleep"
    r"|\b(?:dozed|nodded|drifted) off|\blights (?:out|off)|\bturned in|\bbedtime\b|\bput (?:\w+ ){0,2}to bed"
)
